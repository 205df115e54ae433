//! The order Clojure iterates an entity map's keys in, which is the order
//! Datalevin expands the map and so numbers its tempids (D-934): a map
//! of up to eight entries, as the EDN reader builds it, is an array map
//! (keys as written); a larger one is a hash map, iterated in the order
//! of its hash trie — by the keys' `hasheq`, five bits at a time from the
//! lowest, keys of one hash in the order written.

use quiver_query::edn::Keyword;

/// Entries up to which Clojure's reader builds an array map
/// (`RT.map`: `HASHTABLE_THRESHOLD` is 16 slots).
const ARRAY_MAP_ENTRIES: usize = 8;

/// The positions of `keys` (an entity map's keys, `:db/id` included, in
/// the order written) in the order Clojure iterates the map.
pub(crate) fn iteration_order(keys: &[&Keyword]) -> Vec<usize> {
    let mut order: Vec<usize> = (0..keys.len()).collect();
    if keys.len() > ARRAY_MAP_ENTRIES {
        // A stable sort: keys of one hash stay in the order written, as a
        // collision node keeps them.
        order.sort_by_key(|&i| trie_path(keyword_hasheq(keys[i])));
    }
    order
}

/// A hash's path through the trie: its 5-bit groups from the lowest, the
/// first in the highest bits, so paths compare as the trie iterates.
fn trie_path(h: u32) -> u64 {
    (0..7).fold(0u64, |acc, level| {
        let group = (h >> (5 * level)) & 0x1f;
        (acc << 5) | u64::from(group)
    })
}

/// Clojure's `Keyword.hasheq`: its symbol's `hasheq` plus the golden ratio.
fn keyword_hasheq(k: &Keyword) -> u32 {
    symbol_hasheq(k.namespace(), k.name()).wrapping_add(0x9e37_79b9)
}

/// `Symbol.hasheq`: `hashCombine(murmur3(name), ns.hashCode())`.
fn symbol_hasheq(ns: Option<&str>, name: &str) -> u32 {
    let ns_hash = ns.map_or(0, java_string_hash);
    hash_combine(murmur3_chars(name), ns_hash)
}

/// `Util.hashCombine`, in Java's `int` arithmetic.
fn hash_combine(seed: u32, hash: u32) -> u32 {
    let s = seed as i32;
    let mixed = (hash as i32)
        .wrapping_add(0x9e37_79b9_u32 as i32)
        .wrapping_add(s.wrapping_shl(6))
        .wrapping_add(s >> 2);
    (s ^ mixed) as u32
}

/// `String.hashCode` over UTF-16 units.
fn java_string_hash(s: &str) -> u32 {
    s.encode_utf16()
        .fold(0u32, |h, c| h.wrapping_mul(31).wrapping_add(u32::from(c)))
}

/// `Murmur3.hashUnencodedChars`: two UTF-16 units per block.
fn murmur3_chars(s: &str) -> u32 {
    let units: Vec<u16> = s.encode_utf16().collect();
    let mut h1: u32 = 0;
    for pair in units.chunks_exact(2) {
        let k1 = u32::from(pair[0]) | (u32::from(pair[1]) << 16);
        h1 = mix_h1(h1, mix_k1(k1));
    }
    if let [.., last] = units.as_slice()
        && units.len() % 2 == 1
    {
        h1 ^= mix_k1(u32::from(*last));
    }
    fmix(h1, 2 * units.len() as u32)
}

fn mix_k1(k1: u32) -> u32 {
    k1.wrapping_mul(0xcc9e_2d51)
        .rotate_left(15)
        .wrapping_mul(0x1b87_3593)
}

fn mix_h1(h1: u32, k1: u32) -> u32 {
    (h1 ^ k1)
        .rotate_left(13)
        .wrapping_mul(5)
        .wrapping_add(0xe654_6b64)
}

fn fmix(mut h1: u32, length: u32) -> u32 {
    h1 ^= length;
    h1 ^= h1 >> 16;
    h1 = h1.wrapping_mul(0x85eb_ca6b);
    h1 ^= h1 >> 13;
    h1 = h1.wrapping_mul(0xc2b2_ae35);
    h1 ^= h1 >> 16;
    h1
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Expected values are Clojure 1.12's `(hash :k)` (signed ints).
    #[test]
    fn keyword_hashes_are_clojures() {
        let kw = |s: &str| Keyword::parse(s);
        for (k, want) in [
            (":a", -2_123_407_586_i32),
            (":db/id", -1_388_397_098),
            (":post/comments", -290_456_791),
            (":user/handle", 1_544_678_075),
            (":post/author", 2_110_414_480),
            (":post/no", -386_476_578),
            (":é/ü", 1_214_349_263),
            (":emoji/😀", 189_578_157),
        ] {
            assert_eq!(keyword_hasheq(&kw(k)) as i32, want, "{k}");
        }
    }

    /// Expected orders are Clojure 1.12's `(keys (clojure.edn/read-string …))`.
    #[test]
    fn large_maps_iterate_in_hash_trie_order() {
        let order = |written: &[&str]| -> Vec<String> {
            let keys: Vec<Keyword> = written.iter().map(|k| Keyword::parse(k)).collect();
            let refs: Vec<&Keyword> = keys.iter().collect();
            iteration_order(&refs)
                .into_iter()
                .map(|i| written[i].to_string())
                .collect()
        };
        assert_eq!(
            order(&[":a", ":b", ":c", ":d", ":e", ":f", ":g", ":h", ":i"]),
            [":e", ":g", ":c", ":h", ":b", ":d", ":f", ":i", ":a"]
        );
        assert_eq!(
            order(&[
                ":db/id",
                ":post/author",
                ":post/no",
                ":post/body",
                ":post/created",
                ":post/likes",
                ":post/uuid",
                ":post/hashtags",
                ":post/pinned",
                ":post/comments"
            ]),
            [
                ":post/pinned",
                ":post/comments",
                ":post/created",
                ":post/likes",
                ":post/author",
                ":db/id",
                ":post/hashtags",
                ":post/uuid",
                ":post/body",
                ":post/no"
            ]
        );
        // Eight keys: an array map, as written.
        let eight = [":h", ":g", ":f", ":e", ":d", ":c", ":b", ":a"];
        assert_eq!(order(&eight), eight);
    }
}
