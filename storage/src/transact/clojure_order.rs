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

/// Clojure's `Keyword.hasheq` (the `hash` built-in's, D-958).
fn keyword_hasheq(k: &Keyword) -> u32 {
    quiver_query::builtins::clojure_hash(&quiver_query::edn::Value::Keyword(k.clone())) as u32
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
