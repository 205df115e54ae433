//! Index forms: how a value's encoding fits in a bounded index entry, and
//! the giant scheme for encodings that do not. Documented on [`index_bytes`].

use super::range::KeyRange;
use crate::error::{Error, Result};
use crate::ids::GiantId;

/// The byte between a giant's prefix and its id. Only a sanity check: the
/// form's length already says it is a giant.
pub const GIANT_MARKER: u8 = 0xFF;

/// Bytes a giant's index form adds after its prefix: the marker and the id.
pub const GIANT_SUFFIX_LEN: usize = 1 + 8;

/// The smallest budget [`index_bytes`] accepts: a giant must keep at least
/// its type tag.
pub const MIN_INDEX_BUDGET: usize = GIANT_SUFFIX_LEN + 1;

/// The longest encoding stored inline within a budget of `max_len` bytes.
///
/// ```
/// use quiver_store::inline_limit;
/// // DLMDB keys hold 511 bytes; an AVE key spends 4 on the attribute id.
/// assert_eq!(inline_limit(511 - 4).unwrap(), 498);
/// ```
pub fn inline_limit(max_len: usize) -> Result<usize> {
    if max_len < MIN_INDEX_BUDGET {
        return Err(Error::IndexBudgetTooSmall {
            budget: max_len,
            min: MIN_INDEX_BUDGET,
        });
    }
    Ok(max_len - GIANT_SUFFIX_LEN)
}

/// How an encoding goes into an index entry; see [`index_bytes`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum IndexForm<'a> {
    /// The encoding fits: store these bytes.
    Inline(&'a [u8]),
    /// The encoding is too long: store it in `giants` under a fresh (or
    /// reused) id and put [`GiantPrefix::key`] in the index.
    Giant(GiantPrefix<'a>),
}

/// The kept prefix of a giant's encoding, waiting for its id.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GiantPrefix<'a> {
    prefix: &'a [u8],
}

impl<'a> GiantPrefix<'a> {
    /// The first `L` bytes of the encoding.
    pub fn prefix(&self) -> &'a [u8] {
        self.prefix
    }

    /// Appends the index form: prefix, [`GIANT_MARKER`], big-endian `id`.
    pub fn write_key(&self, id: GiantId, out: &mut Vec<u8>) {
        out.reserve(self.prefix.len() + GIANT_SUFFIX_LEN);
        out.extend_from_slice(self.prefix);
        out.push(GIANT_MARKER);
        out.extend_from_slice(&id.to_be_bytes());
    }

    /// The index form for `id`.
    pub fn key(&self, id: GiantId) -> Vec<u8> {
        let mut out = Vec::new();
        self.write_key(id, &mut out);
        out
    }

    /// The index forms of every giant sharing this prefix: the candidates an
    /// equality lookup must recheck. Inline forms never fall here.
    pub fn candidates(&self) -> KeyRange {
        KeyRange::with_prefix(self.prefix.to_vec())
    }
}

/// The index form of `encoding` within a budget of `max_len` bytes: inline
/// when it has at most [`inline_limit`]`(max_len)` bytes, else a giant.
///
/// DLMDB keys and duplicates hold at most 511 bytes, minus what else the
/// entry holds (an attribute id, …): that remainder is the budget.
///
/// Given a budget `max_len` (the bytes the value may take in the entry), let
/// the *inline limit* be `L = max_len - 9`:
///
/// - an encoding of at most `L` bytes is stored **inline**, as is;
/// - a longer one is a **giant**: its index form is its first `L` bytes, the
///   marker `FF`, and an 8-byte big-endian [`GiantId`] — exactly `max_len`
///   bytes. The whole encoding is stored in the `giants` db under that id.
///
/// So a stored form of at most `L` bytes is inline and one of exactly
/// `max_len` bytes is a giant; nothing else is valid.
///
/// # When order needs a recheck
///
/// Comparing index forms (or an index form and any bound bytes `B`) by bytes
/// gives the same answer as comparing the full encodings, **except** when a
/// giant's `L`-byte prefix equals the first `L` bytes of the other side:
///
/// - inline vs inline: exact (they are the full encodings);
/// - inline vs giant: always exact. The inline encoding has at most `L`
///   bytes and is not a prefix of the giant's encoding (encodings are
///   prefix-free), so they differ within the giant's kept prefix;
/// - giant vs giant with different prefixes: exact, decided in the prefix;
/// - giant vs giant with the **same** prefix: index order is the order of
///   their giant ids, not of their values, and equal forms do not mean equal
///   values — recheck against the full values in `giants`;
/// - giant vs a bound `B` (a range end, an equality probe) with
///   `B[..L] == prefix`: recheck.
///
/// The engine therefore:
/// - looks up a giant value by equality by scanning the keys that start with
///   its prefix ([`GiantPrefix::candidates`]; every key there is a giant) and
///   comparing each stored full encoding — and reuses an equal value's giant
///   id instead of writing a second copy, so one value has one index key;
/// - for a range bound longer than `L` ([`index_bound`] says `Truncated`),
///   seeks with the truncated bound and rechecks the giants whose prefix
///   equals it; every other key is on the side its bytes say.
///
/// # Example
///
/// ```
/// use quiver_store::{GiantId, IndexForm, Stored, encode, index_bytes};
/// let big = encode(&Stored::string("x".repeat(1000)));
/// let IndexForm::Giant(g) = index_bytes(&big, 507).unwrap() else { unreachable!() };
/// assert_eq!(g.key(GiantId(1)).len(), 507);
/// let small = encode(&Stored::Long(1));
/// assert_eq!(index_bytes(&small, 507).unwrap(), IndexForm::Inline(&small));
/// ```
pub fn index_bytes(encoding: &[u8], max_len: usize) -> Result<IndexForm<'_>> {
    let limit = inline_limit(max_len)?;
    Ok(if encoding.len() <= limit {
        IndexForm::Inline(encoding)
    } else {
        IndexForm::Giant(GiantPrefix {
            prefix: &encoding[..limit],
        })
    })
}

/// A stored index form, read back.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StoredIndexForm<'a> {
    /// A whole encoding.
    Inline(&'a [u8]),
    /// A giant: its kept prefix and the id of its full encoding in `giants`.
    Giant {
        /// The first `L` bytes of the encoding.
        prefix: &'a [u8],
        /// Where the full encoding is.
        id: GiantId,
    },
}

/// Reads a stored index form written with the same `max_len`.
pub fn parse_index_bytes(stored: &[u8], max_len: usize) -> Result<StoredIndexForm<'_>> {
    let limit = inline_limit(max_len)?;
    if stored.len() <= limit {
        return Ok(StoredIndexForm::Inline(stored));
    }
    if stored.len() != max_len {
        return Err(Error::Malformed {
            offset: limit,
            reason: "index form is longer than the inline limit but is not a giant's length",
        });
    }
    let (prefix, suffix) = stored.split_at(limit);
    let (marker, id) = suffix.split_at(1);
    if marker != [GIANT_MARKER] {
        return Err(Error::Malformed {
            offset: limit,
            reason: "giant index form lacks its FF marker",
        });
    }
    let mut id_bytes = [0u8; 8];
    // `suffix` has GIANT_SUFFIX_LEN = 9 bytes, so `id` has exactly 8.
    id_bytes.copy_from_slice(id);
    Ok(StoredIndexForm::Giant {
        prefix,
        id: GiantId::from_be_bytes(id_bytes),
    })
}

/// A range bound (full value encoding or any bound bytes) made usable against
/// index forms.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum IndexBound<'a> {
    /// The bound fits inline: compare index forms with it directly, no recheck.
    Exact(&'a [u8]),
    /// The bound is longer than the inline limit: seek with these `L` bytes.
    /// Stored giants whose prefix equals them are on an unknown side of the
    /// real bound and must be rechecked; every other key is exact.
    Truncated(&'a [u8]),
}

/// Prepares a range bound for an index whose entries have a budget of
/// `max_len` value bytes; see [`IndexBound`].
pub fn index_bound(bound: &[u8], max_len: usize) -> Result<IndexBound<'_>> {
    let limit = inline_limit(max_len)?;
    Ok(if bound.len() <= limit {
        IndexBound::Exact(bound)
    } else {
        IndexBound::Truncated(&bound[..limit])
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn budget_too_small() {
        assert!(matches!(
            index_bytes(&[0x20], MIN_INDEX_BUDGET - 1),
            Err(Error::IndexBudgetTooSmall { .. })
        ));
        assert!(index_bytes(&[0x20], MIN_INDEX_BUDGET).is_ok());
    }

    #[test]
    fn parse_rejects_bad_lengths_and_markers() {
        let max = 20;
        let limit = inline_limit(max).unwrap();
        let long = vec![0x40; limit + 1];
        assert!(parse_index_bytes(&long, max).is_err());
        let IndexForm::Giant(g) = index_bytes(&long, max).unwrap() else {
            panic!("expected a giant")
        };
        let mut key = g.key(GiantId(7));
        assert_eq!(
            parse_index_bytes(&key, max).unwrap(),
            StoredIndexForm::Giant {
                prefix: &long[..limit],
                id: GiantId(7)
            }
        );
        key[limit] = 0;
        assert!(parse_index_bytes(&key, max).is_err());
    }
}
