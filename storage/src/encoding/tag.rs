//! Type tags: the first byte of every encoded value.
//!
//! Tags increase in [`ValueType::ALL`] order, so values of different types
//! order by type. Gaps leave room for future types without reordering.
//! `00` is never a tag (it ends a tuple), `01` is `nil` inside a tuple (a
//! composite tuple's missing component, D-609), and `FF` is never a tag, so
//! `[tag + 1]` is always a valid exclusive upper bound.

use crate::value::ValueType;

/// Ends a tuple's element list; never a type tag.
pub const TUPLE_END: u8 = 0x00;

/// A `nil` element inside a tuple: the tag alone, no payload. Composite
/// tuples write it for a missing component (D-609); decoding accepts it
/// only inside a tuple, never as a value of its own. It sorts below every
/// type tag, so `nil` orders before any value.
pub const RESERVED_NIL: u8 = 0x01;

/// A set on an untyped attribute: its elements in order, then `00`.
/// Above every type tag, so sets order after all typed values.
pub const RESERVED_SET: u8 = 0x68;

/// A map on an untyped attribute: key, value, key, value … in key order,
/// then `00`. Orders after sets.
pub const RESERVED_MAP: u8 = 0x70;

/// The tag byte of a type.
///
/// ```
/// use quiver_store::{ValueType, type_tag};
/// assert_eq!(type_tag(ValueType::Long), 0x20);
/// assert!(type_tag(ValueType::Long) < type_tag(ValueType::String));
/// ```
pub const fn type_tag(value_type: ValueType) -> u8 {
    match value_type {
        ValueType::Boolean => 0x10,
        ValueType::Long => 0x20,
        ValueType::Double => 0x21,
        ValueType::Float => 0x22,
        ValueType::BigInt => 0x23,
        ValueType::BigDec => 0x24,
        ValueType::Instant => 0x30,
        ValueType::Uuid => 0x38,
        ValueType::String => 0x40,
        ValueType::Keyword => 0x41,
        ValueType::Symbol => 0x42,
        ValueType::Bytes => 0x48,
        ValueType::Ref => 0x50,
        ValueType::Tuple => 0x60,
    }
}

/// The type whose tag is `tag`, if any.
pub fn type_of_tag(tag: u8) -> Option<ValueType> {
    ValueType::ALL.into_iter().find(|&t| type_tag(t) == tag)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_follow_type_order_and_avoid_reserved_bytes() {
        for w in ValueType::ALL.windows(2) {
            assert!(type_tag(w[0]) < type_tag(w[1]));
        }
        for t in ValueType::ALL {
            let tag = type_tag(t);
            assert!(tag > RESERVED_NIL && tag < 0xFF);
            assert_eq!(type_of_tag(tag), Some(t));
        }
        assert_eq!(type_of_tag(TUPLE_END), None);
        assert_eq!(type_of_tag(RESERVED_NIL), None);
        for reserved in [RESERVED_SET, RESERVED_MAP] {
            assert_eq!(type_of_tag(reserved), None);
            assert!(reserved > type_tag(ValueType::Tuple) && reserved < 0xFF);
        }
    }
}
