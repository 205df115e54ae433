//! The order-preserving, prefix-free byte encoding of stored values ([`Stored`]).
//!
//! Every value encodes as a one-byte type tag ([`type_tag`]) followed by a
//! payload such that:
//! - **order**: for any two values, `encode(a).cmp(&encode(b)) == a.cmp(&b)`
//!   (unsigned lexicographic byte order equals [`Stored`]'s `Ord`);
//! - **prefix-free**: no encoding is a proper prefix of another, so a
//!   concatenation of encodings (a tuple, an index key `attr id + value`)
//!   sorts element by element, and a decoder finds where a value ends;
//! - **canonical**: equal values have equal encodings and [`decode`] rejects
//!   any byte string that is not the encoding of some value.
//!
//! docs/storage-format.md, section "Value encoding", gives the layout byte by
//! byte. Encodings longer than an index entry allows are stored as *giants*:
//! see [`index_bytes`].
//!
//! ```
//! use quiver_store::{Stored, decode, encode};
//! let (a, b) = (Stored::Long(-2), Stored::Long(10));
//! assert!(encode(&a) < encode(&b));
//! let bytes = encode(&Stored::string("hi\0there"));
//! assert_eq!(decode(&bytes).unwrap(), (Stored::string("hi\0there"), bytes.len()));
//! ```

mod escape;
mod index_form;
mod number;
mod range;
mod reader;
mod tag;

pub use index_form::{
    GIANT_MARKER, GIANT_SUFFIX_LEN, GiantPrefix, IndexBound, IndexForm, MIN_INDEX_BUDGET,
    StoredIndexForm, index_bound, index_bytes, inline_limit, parse_index_bytes,
};
pub use range::{KeyRange, bytes_prefix_range, prefix_successor, string_prefix_range, type_range};
pub use tag::{RESERVED_MAP, RESERVED_NIL, RESERVED_SET, TUPLE_END, type_of_tag, type_tag};

use std::sync::Arc;

use crate::error::{Error, Result};
use crate::ids::EntityId;
use crate::value::{Keyword, Stored, Symbol, Uuid, ValueType};
use reader::Reader;

/// The version of the on-disk format this code writes: the value encoding
/// described here plus the index layout. The engine records it in its meta
/// db and refuses to open a database of a version it does not know.
pub const FORMAT_VERSION: u32 = 2;

/// The deepest tuple nesting [`decode`] accepts (tuples inside tuples). The
/// transaction layer must reject deeper values, which could be encoded but not
/// read back; the limit keeps hostile bytes from exhausting the stack.
pub const MAX_TUPLE_DEPTH: usize = 32;

/// Keyword and symbol payloads start with one of these.
const NO_NAMESPACE: u8 = 0x00;
const HAS_NAMESPACE: u8 = 0x01;

const FALSE: u8 = 0x00;
const TRUE: u8 = 0x01;

/// Encodes `value` into a new vector.
pub fn encode(value: &Stored) -> Vec<u8> {
    let mut out = Vec::new();
    encode_into(value, &mut out);
    out
}

/// The bytes a range bound at `value` compares encodings with: its
/// encoding, but for a bigdec only its number (the encoding without the
/// scale, a prefix of every decimal of that number), so a range of
/// decimals is numeric: `[2.0M, 3M]` holds `2M` and `3.00M` (D-936).
pub(crate) fn range_bound_bytes(value: &Stored) -> Vec<u8> {
    match value {
        Stored::BigDec(x) => {
            let mut out = vec![type_tag(ValueType::BigDec)];
            number::write_bigdec_number(x, &mut out);
            out
        }
        v => encode(v),
    }
}

/// Appends the encoding of `value` to `out` (reuse one buffer on hot paths,
/// e.g. after writing an attribute id for an AVE key).
pub fn encode_into(value: &Stored, out: &mut Vec<u8>) {
    match value {
        Stored::Nil => {
            // A tag with no payload; only ever inside a tuple (D-609).
            out.push(RESERVED_NIL);
            return;
        }
        // Collections of untyped attributes (D-327): elements, then 00.
        Stored::Set(items) => {
            out.push(RESERVED_SET);
            items.iter().for_each(|i| encode_into(i, out));
            out.push(TUPLE_END);
            return;
        }
        Stored::Map(entries) => {
            out.push(RESERVED_MAP);
            for (k, v) in entries {
                encode_into(k, out);
                encode_into(v, out);
            }
            out.push(TUPLE_END);
            return;
        }
        _ => {}
    }
    out.push(type_tag(value.value_type()));
    match value {
        Stored::Nil | Stored::Set(_) | Stored::Map(_) => {} // written above
        Stored::Boolean(b) => out.push(if *b { TRUE } else { FALSE }),
        Stored::Long(x) | Stored::Instant(x) => number::write_i64(*x, out),
        Stored::Double(x) => number::write_f64(*x, out),
        Stored::Float(x) => number::write_f32(*x, out),
        Stored::BigInt(x) => number::write_bigint(x, out),
        Stored::BigDec(x) => number::write_bigdec(x, out),
        Stored::Uuid(u) => out.extend_from_slice(&u.to_bytes()),
        Stored::String(s) => escape::write(s.as_bytes(), out),
        Stored::Keyword(k) => write_name(k.namespace(), k.name(), out),
        Stored::Symbol(s) => write_name(s.namespace(), s.name(), out),
        Stored::Bytes(b) => escape::write(b, out),
        Stored::Ref(e) => out.extend_from_slice(&e.to_be_bytes()),
        Stored::Tuple(items) => {
            for item in items {
                encode_into(item, out);
            }
            out.push(TUPLE_END);
        }
    }
}

/// Appends the encoding of the long `x` (what [`encode_into`] writes for
/// `Stored::Long(x)`), for the streaming import's hot path.
pub(crate) fn encode_long_into(x: i64, out: &mut Vec<u8>) {
    out.push(type_tag(ValueType::Long));
    number::write_i64(x, out);
}

/// Appends the encoding of the string `s` (as `Stored::String`).
pub(crate) fn encode_str_into(s: &str, out: &mut Vec<u8>) {
    out.push(type_tag(ValueType::String));
    escape::write(s.as_bytes(), out);
}

/// Appends the encoding of the keyword `namespace/name` (as
/// `Stored::Keyword`).
pub(crate) fn encode_keyword_into(namespace: Option<&str>, name: &str, out: &mut Vec<u8>) {
    out.push(type_tag(ValueType::Keyword));
    write_name(namespace, name, out);
}

/// Appends the encoding of a boolean (as `Stored::Boolean`).
pub(crate) fn encode_bool_into(b: bool, out: &mut Vec<u8>) {
    out.push(type_tag(ValueType::Boolean));
    out.push(if b { TRUE } else { FALSE });
}

/// Appends the encoding of a reference to entity `e` (as `Stored::Ref`).
pub(crate) fn encode_ref_into(e: u64, out: &mut Vec<u8>) {
    out.push(type_tag(ValueType::Ref));
    out.extend_from_slice(&e.to_be_bytes());
}

/// `00 name` without a namespace, `01 namespace name` with one (each part
/// escaped and terminated), so namespace-less names sort first and the rest
/// order by namespace, then name.
fn write_name(namespace: Option<&str>, name: &str, out: &mut Vec<u8>) {
    match namespace {
        None => out.push(NO_NAMESPACE),
        Some(ns) => {
            out.push(HAS_NAMESPACE);
            escape::write(ns.as_bytes(), out);
        }
    }
    escape::write(name.as_bytes(), out);
}

/// Decodes the value at the start of `bytes`, returning it and the number of
/// bytes it used; anything after it is left alone, so a value can be read
/// from the middle of a key. Never panics: malformed bytes give an [`Error`].
pub fn decode(bytes: &[u8]) -> Result<(Stored, usize)> {
    let mut r = Reader::new(bytes);
    let value = read_value(&mut r, 0)?;
    Ok((value, r.pos()))
}

/// Decodes a value that must fill `bytes` exactly.
pub fn decode_exact(bytes: &[u8]) -> Result<Stored> {
    let (value, consumed) = decode(bytes)?;
    if consumed != bytes.len() {
        return Err(Error::TrailingBytes {
            consumed,
            trailing: bytes.len() - consumed,
        });
    }
    Ok(value)
}

fn read_value(r: &mut Reader<'_>, depth: usize) -> Result<Stored> {
    let at = r.pos();
    let tag = r.byte("a type tag")?;
    // `nil` is a tuple element only: a value of its own is never nil.
    if tag == RESERVED_NIL && depth > 0 {
        return Ok(Stored::Nil);
    }
    if tag == RESERVED_SET || tag == RESERVED_MAP {
        let items = read_elements(r, depth)?;
        if tag == RESERVED_SET {
            return Ok(Stored::Set(items));
        }
        if items.len() % 2 != 0 {
            return Err(Reader::malformed(at, "a map needs a value for every key"));
        }
        let mut entries = Vec::with_capacity(items.len() / 2);
        let mut it = items.into_iter();
        while let (Some(k), Some(v)) = (it.next(), it.next()) {
            entries.push((k, v));
        }
        return Ok(Stored::Map(entries));
    }
    let value_type = type_of_tag(tag).ok_or(Error::UnknownTag { tag, offset: at })?;
    Ok(match value_type {
        ValueType::Boolean => {
            let b_at = r.pos();
            match r.byte("a boolean")? {
                FALSE => Stored::Boolean(false),
                TRUE => Stored::Boolean(true),
                _ => return Err(Reader::malformed(b_at, "boolean must be 00 or 01")),
            }
        }
        ValueType::Long => Stored::Long(number::read_i64(r)?),
        ValueType::Instant => Stored::Instant(number::read_i64(r)?),
        ValueType::Double => Stored::Double(number::read_f64(r)?),
        ValueType::Float => Stored::Float(number::read_f32(r)?),
        ValueType::BigInt => Stored::BigInt(number::read_bigint(r)?),
        ValueType::BigDec => Stored::BigDec(number::read_bigdec(r)?),
        ValueType::Uuid => Stored::Uuid(Uuid::from_bytes(r.array("16 bytes of a uuid")?)),
        ValueType::String => Stored::String(read_text(r)?.into()),
        ValueType::Keyword => {
            let (ns, name) = read_name(r)?;
            Stored::Keyword(Keyword::new(ns.as_deref(), &name))
        }
        ValueType::Symbol => {
            let (ns, name) = read_name(r)?;
            Stored::Symbol(Symbol::new(ns.as_deref(), &name))
        }
        ValueType::Bytes => Stored::Bytes(Arc::from(escape::read(r)?)),
        ValueType::Ref => Stored::Ref(EntityId::from_be_bytes(r.array("8 bytes of a ref")?)),
        ValueType::Tuple => Stored::Tuple(read_elements(r, depth)?),
    })
}

/// The elements of a tuple, set or map up to its `00` end.
fn read_elements(r: &mut Reader<'_>, depth: usize) -> Result<Vec<Stored>> {
    if depth >= MAX_TUPLE_DEPTH {
        return Err(Error::NestingTooDeep {
            limit: MAX_TUPLE_DEPTH,
        });
    }
    let mut items = Vec::new();
    loop {
        match r.peek() {
            Some(TUPLE_END) => {
                r.advance(1);
                return Ok(items);
            }
            Some(_) => items.push(read_value(r, depth + 1)?),
            None => {
                return Err(Error::Truncated {
                    offset: r.pos(),
                    expected: "an element or the 00 end of a tuple, set or map",
                });
            }
        }
    }
}

fn read_text(r: &mut Reader<'_>) -> Result<String> {
    let at = r.pos();
    String::from_utf8(escape::read(r)?).map_err(|_| Error::InvalidUtf8 { offset: at })
}

fn read_name(r: &mut Reader<'_>) -> Result<(Option<String>, String)> {
    let at = r.pos();
    let namespace = match r.byte("a keyword or symbol")? {
        NO_NAMESPACE => None,
        // The writer never marks an empty namespace (a name built with one
        // has none), so these bytes would not decode to their own encoding.
        HAS_NAMESPACE => match read_text(r)? {
            ns if ns.is_empty() => {
                return Err(Reader::malformed(
                    at,
                    "keyword or symbol marked with a namespace has an empty one",
                ));
            }
            ns => Some(ns),
        },
        _ => {
            return Err(Reader::malformed(
                at,
                "keyword or symbol must start with 00 (no namespace) or 01",
            ));
        }
    };
    Ok((namespace, read_text(r)?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nil_inside_a_tuple_round_trips_and_sorts_first() {
        let t = |items: Vec<Stored>| Stored::Tuple(items);
        let with_nil = t(vec![Stored::Long(7), Stored::Nil]);
        let bytes = encode(&with_nil);
        assert_eq!(
            bytes,
            [
                0x60,
                0x20,
                0x80,
                0,
                0,
                0,
                0,
                0,
                0,
                7,
                RESERVED_NIL,
                TUPLE_END
            ]
        );
        assert_eq!(decode_exact(&bytes).unwrap(), with_nil);
        // [7] < [7 nil] < [7 false] < [7 0] < [8 nil], in bytes and in Ord.
        let ordered = [
            t(vec![Stored::Long(7)]),
            with_nil.clone(),
            t(vec![Stored::Long(7), Stored::Boolean(false)]),
            t(vec![Stored::Long(7), Stored::Long(0)]),
            t(vec![Stored::Long(8), Stored::Nil]),
        ];
        for w in ordered.windows(2) {
            assert!(w[0] < w[1], "{} < {}", w[0], w[1]);
            assert!(
                encode(&w[0]) < encode(&w[1]),
                "{} < {} in bytes",
                w[0],
                w[1]
            );
        }
        assert_eq!(t(vec![Stored::Nil]), t(vec![Stored::Nil]));
        assert_eq!(with_nil.to_string(), "[7 nil]");
    }

    proptest::proptest! {
        /// The streaming import's encoders write what `encode` writes.
        #[test]
        fn direct_encoders_match_encode(
            n in proptest::prelude::any::<i64>(),
            s in proptest::prelude::any::<String>(),
            ns in proptest::option::of("[a-z.]{1,8}"),
            name in "[a-z*+!?-]{1,8}",
            b in proptest::prelude::any::<bool>(),
            e in proptest::prelude::any::<u64>(),
        ) {
            let check = |direct: &dyn Fn(&mut Vec<u8>), v: Stored| {
                let mut out = vec![7];
                direct(&mut out);
                let mut want = vec![7];
                encode_into(&v, &mut want);
                assert_eq!(out, want, "{v}");
            };
            check(&|o| encode_long_into(n, o), Stored::Long(n));
            check(&|o| encode_str_into(&s, o), Stored::string(s.as_str()));
            check(
                &|o| encode_keyword_into(ns.as_deref(), &name, o),
                Stored::Keyword(Keyword::new(ns.as_deref(), &name)),
            );
            check(&|o| encode_bool_into(b, o), Stored::Boolean(b));
            check(&|o| encode_ref_into(e, o), Stored::Ref(EntityId(e)));
        }
    }

    #[test]
    fn nil_on_its_own_is_not_a_value() {
        assert!(matches!(
            decode(&[RESERVED_NIL]),
            Err(Error::UnknownTag {
                tag: RESERVED_NIL,
                offset: 0
            })
        ));
    }
}
