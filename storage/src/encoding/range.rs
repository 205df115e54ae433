//! Byte ranges over encoded values, for the planner and executor: all values
//! of a type, all strings with a prefix.
//!
//! The ranges are over *value encodings*; an index key puts the attribute id
//! in front, so prepend it to both ends. Bounds longer than an index entry's
//! inline limit need [`super::index_bound`].

use super::escape;
use super::tag::type_tag;
use crate::value::ValueType;

/// A half-open byte range `[start, end)`; `end: None` means unbounded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KeyRange {
    /// The smallest key in the range.
    pub start: Vec<u8>,
    /// The first key after the range, if any.
    pub end: Option<Vec<u8>>,
}

impl KeyRange {
    /// Whether `key` lies in the range.
    pub fn contains(&self, key: &[u8]) -> bool {
        key >= self.start.as_slice() && self.end.as_deref().is_none_or(|end| key < end)
    }

    /// The range of keys that start with `prefix`.
    pub fn with_prefix(prefix: Vec<u8>) -> Self {
        let end = prefix_successor(&prefix);
        KeyRange { start: prefix, end }
    }
}

/// The encodings of every value of `value_type`: `[tag]` up to `[tag + 1]`.
///
/// ```
/// use quiver_store::{Stored, ValueType, encode, type_range};
/// let longs = type_range(ValueType::Long);
/// assert!(longs.contains(&encode(&Stored::Long(i64::MIN))));
/// assert!(longs.contains(&encode(&Stored::Long(i64::MAX))));
/// assert!(!longs.contains(&encode(&Stored::string(""))));
/// ```
pub fn type_range(value_type: ValueType) -> KeyRange {
    let tag = type_tag(value_type);
    // Tags are below FF (see `tag`), so `tag + 1` cannot overflow.
    KeyRange {
        start: vec![tag],
        end: Some(vec![tag + 1]),
    }
}

/// The encodings of exactly the strings that start with `prefix`
/// (`starts-with?`): `start` is the smallest such encoding (the prefix
/// itself), `end` the first encoding after all of them.
///
/// ```
/// use quiver_store::{Stored, encode, string_prefix_range};
/// let r = string_prefix_range("ab");
/// assert!(r.contains(&encode(&Stored::string("ab"))));
/// assert!(r.contains(&encode(&Stored::string("ab\0"))));
/// assert!(r.contains(&encode(&Stored::string("abzzz"))));
/// assert!(!r.contains(&encode(&Stored::string("a"))));
/// assert!(!r.contains(&encode(&Stored::string("ac"))));
/// ```
pub fn string_prefix_range(prefix: &str) -> KeyRange {
    text_prefix_range(ValueType::String, prefix.as_bytes())
}

/// As [`string_prefix_range`], for `:db.type/bytes` values.
pub fn bytes_prefix_range(prefix: &[u8]) -> KeyRange {
    text_prefix_range(ValueType::Bytes, prefix)
}

fn text_prefix_range(value_type: ValueType, prefix: &[u8]) -> KeyRange {
    // Every encoding of a string that starts with `prefix` starts with the
    // tag and the escaped prefix (escaping is byte by byte), and every
    // encoding that starts with those bytes is such a string's.
    let mut start = vec![type_tag(value_type)];
    escape::write_body(prefix, &mut start);
    KeyRange::with_prefix(start)
}

/// The first byte string after every string that starts with `prefix`: drop
/// trailing `FF` bytes and increment the last remaining byte. `None` when
/// `prefix` is empty or all `FF` (no such string exists).
///
/// ```
/// use quiver_store::prefix_successor;
/// assert_eq!(prefix_successor(&[0x40, 0x61]), Some(vec![0x40, 0x62]));
/// assert_eq!(prefix_successor(&[0x40, 0x00, 0xFF]), Some(vec![0x40, 0x01]));
/// assert_eq!(prefix_successor(&[0xFF]), None);
/// ```
pub fn prefix_successor(prefix: &[u8]) -> Option<Vec<u8>> {
    let keep = prefix.iter().rposition(|&b| b != 0xFF)?;
    let mut out = prefix[..=keep].to_vec();
    out[keep] += 1;
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::encoding::encode;
    use crate::value::Stored;

    #[test]
    fn type_ranges_partition_by_type() {
        for t in ValueType::ALL {
            let r = type_range(t);
            for u in ValueType::ALL {
                let sample = match u {
                    ValueType::Boolean => Stored::Boolean(true),
                    ValueType::String => Stored::string("x"),
                    ValueType::Tuple => Stored::Tuple(vec![]),
                    ValueType::Long => Stored::Long(-1),
                    _ => continue,
                };
                assert_eq!(r.contains(&encode(&sample)), t == u, "{t} vs {u}");
            }
        }
    }

    #[test]
    fn empty_prefix_is_all_strings() {
        assert_eq!(string_prefix_range(""), type_range(ValueType::String));
    }

    #[test]
    fn prefix_ending_in_nul() {
        let r = string_prefix_range("a\0");
        assert!(r.contains(&encode(&Stored::string("a\0"))));
        assert!(r.contains(&encode(&Stored::string("a\0\0b"))));
        assert!(!r.contains(&encode(&Stored::string("a"))));
        assert!(!r.contains(&encode(&Stored::string("a\u{1}"))));
        let b = bytes_prefix_range(&[0xFF, 0x00]);
        assert!(b.contains(&encode(&Stored::bytes(vec![0xFF, 0, 0xFF]))));
        assert!(!b.contains(&encode(&Stored::bytes(vec![0xFF]))));
    }
}
