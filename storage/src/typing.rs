//! Typing: the one place a value gets its stored type. A [`Value`] (the
//! query language's value, the only public one, D-850) becomes a
//! [`Stored`] as an attribute of a given type stores it ([`from_edn`],
//! [`stored_as`]), and a stored value becomes a `Value` again
//! ([`to_edn`]). Entity ids cross as longs, tuples as vectors.
//!
//! [`Value`]: quiver_query::edn::Value

use crate::encoding::MAX_TUPLE_DEPTH;
use crate::error::{Error, Result};
use crate::ids::EntityId;
use crate::value::{Double, Float, Stored, ValueType};
use quiver_query::edn::Value as Edn;
use std::sync::Arc;

/// A stored value as EDN (refs become longs, tuples vectors).
pub fn to_edn(v: &Stored) -> Edn {
    match v {
        Stored::Boolean(b) => Edn::Boolean(*b),
        Stored::Long(n) => Edn::Long(*n),
        Stored::Double(d) => Edn::Double(d.get()),
        Stored::Float(f) => Edn::Float(f.get()),
        Stored::BigInt(b) => Edn::BigInt(Arc::new(b.clone())),
        Stored::BigDec(d) => Edn::BigDec(Arc::new(d.clone())),
        Stored::Instant(ms) => Edn::Inst(*ms),
        Stored::Uuid(u) => Edn::Uuid(*u),
        Stored::String(s) => Edn::String(s.clone()),
        Stored::Keyword(k) => Edn::Keyword(k.clone()),
        Stored::Symbol(s) => Edn::Symbol(s.clone()),
        Stored::Bytes(b) => Edn::Bytes(b.clone()),
        Stored::Ref(e) => Edn::Long(e.0 as i64),
        Stored::Tuple(items) => Edn::vector(items.iter().map(to_edn)),
        Stored::Nil => Edn::Nil,
        Stored::Set(items) => Edn::Set(Arc::new(items.iter().map(to_edn).collect())),
        Stored::Map(entries) => Edn::Map(Arc::new(
            entries
                .iter()
                .map(|(k, v)| (to_edn(k), to_edn(v)))
                .collect(),
        )),
    }
}

/// Prints the value as EDN, as the same value prints in the query language
/// (one printer per literal: `#inst`, `#uuid`, `#bytes` in base64,
/// numbers, strings): a ref as its entity id, a tuple as a vector.
impl std::fmt::Display for Stored {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Display::fmt(&to_edn(self), f)
    }
}

/// `v` as an attribute of type `ty` stores it, only when that is the same
/// value: a long on a ref attribute is the entity id, but `10` on a double
/// attribute is not `10.0`; `25` on a bigint attribute is `25N`, as
/// Clojure's `(= 25 25N)` (D-895; Datalevin throws there), and a bigint
/// that fits is the long on a long attribute, as a literal is (D-856,
/// D-961; Datalevin finds nothing there). How a bound query value is
/// matched against the indexes (query literals are coerced earlier, when
/// compiled; D-316).
pub fn stored_as(v: &Edn, ty: Option<ValueType>) -> Option<Stored> {
    let stored = from_edn(v, ty).ok()?;
    let numeric = matches!(
        v,
        Edn::Long(_) | Edn::Double(_) | Edn::Float(_) | Edn::BigInt(_)
    );
    let integer_across = matches!(v, Edn::Long(_)) && ty == Some(ValueType::BigInt)
        || matches!(v, Edn::BigInt(_)) && ty == Some(ValueType::Long);
    // `-0.0` is the one stored zero (`(= -0.0 0.0)`, D-924).
    let zero = matches!(v, Edn::Double(d) if *d == 0.0);
    (!numeric || integer_across || zero || ty == Some(ValueType::Ref) || to_edn(&stored) == *v)
        .then_some(stored)
}

/// An EDN value as a stored value, read as the type `ty` when the attribute
/// has one (a long becomes a ref for ref attributes; numbers are converted
/// only where no precision is lost). `None` for values that cannot be
/// stored (nil, collections other than tuples, NaN …), with the reason.
pub fn from_edn(v: &Edn, ty: Option<ValueType>) -> Result<Stored> {
    // A value built in Rust has not passed the reader's depth limit: the
    // (recursive) typing below must not go deeper than a stored value may.
    if v.nesting_depth(MAX_TUPLE_DEPTH + 2) > MAX_TUPLE_DEPTH + 1 {
        return Err(Error::NestingTooDeep {
            limit: MAX_TUPLE_DEPTH,
        });
    }
    typed(v, ty)
}

/// [`from_edn`] of a value whose depth is checked.
fn typed(v: &Edn, ty: Option<ValueType>) -> Result<Stored> {
    let bad = |why: &str| Error::InvalidArgument(format!("{v} {why}"));
    Ok(match (v, ty) {
        (Edn::Long(n), Some(ValueType::Ref)) => {
            if *n <= 0 {
                return Err(bad("is not an entity id"));
            }
            Stored::Ref(EntityId(*n as u64))
        }
        (Edn::Long(n), Some(ValueType::Double)) => {
            Stored::Double(Double::new(*n as f64).map_err(|_| bad("is not a double"))?)
        }
        (Edn::Long(n), Some(ValueType::Float)) => {
            Stored::Float(Float::new(*n as f32).map_err(|_| bad("is not a float"))?)
        }
        (Edn::Long(n), Some(ValueType::BigInt)) => Stored::BigInt((*n).into()),
        // A bigint that fits is a long on a long attribute, as Datalevin
        // reads a literal `[?b :year 1960N]` or writes `5N` (D-856).
        (Edn::BigInt(b), Some(ValueType::Long)) if i64::try_from(&**b).is_ok() => {
            Stored::Long(i64::try_from(&**b).map_err(|_| bad("is not a long"))?)
        }
        (Edn::Long(n), Some(ValueType::BigDec)) => Stored::BigDec((*n).into()),
        // A bigint is a whole bigdec (scale 0), as Datalevin writes `7N`
        // as `7M` (D-962; it was refused).
        (Edn::BigInt(b), Some(ValueType::BigDec)) => {
            Stored::BigDec(bigdecimal::BigDecimal::new((**b).clone(), 0))
        }
        // Beyond the float's range (infinities too) is an error, as
        // Clojure's `float` and Datalevin's write (D-962); it was stored
        // as the nearest float, or as `##Inf`.
        (Edn::Double(d), Some(ValueType::Float)) if d.abs() > f64::from(f32::MAX) => {
            return Err(bad("is out of range for a float"));
        }
        (Edn::Double(d), Some(ValueType::Float)) => {
            Stored::Float(Float::new(*d as f32).map_err(|_| bad("is not a float"))?)
        }
        (Edn::Long(n), _) => Stored::Long(*n),
        (Edn::Boolean(b), _) => Stored::Boolean(*b),
        (Edn::Double(d), _) => {
            Stored::Double(Double::new(*d).map_err(|_| bad("cannot be stored (NaN)"))?)
        }
        (Edn::Float(f), _) => {
            Stored::Float(Float::new(*f).map_err(|_| bad("cannot be stored (NaN)"))?)
        }
        (Edn::BigInt(b), _) => Stored::BigInt((**b).clone()),
        (Edn::BigDec(d), _) => Stored::BigDec((**d).clone()),
        (Edn::Inst(ms), _) => Stored::Instant(*ms),
        (Edn::Uuid(u), _) => Stored::Uuid(*u),
        (Edn::String(s), _) => Stored::String(s.clone()),
        (Edn::Keyword(k), _) => Stored::Keyword(k.clone()),
        (Edn::Symbol(s), _) => Stored::Symbol(s.clone()),
        (Edn::Bytes(b), _) => Stored::Bytes(b.clone()),
        // A vector on a tuple attribute, or on an untyped one (stored and
        // matched by equality, as Datalevin does).
        (Edn::Vector(items) | Edn::List(items), Some(ValueType::Tuple) | None) => {
            // A tuple element may be nil (a composite tuple's missing
            // component, D-609); a value of its own may not.
            Stored::Tuple(
                items
                    .iter()
                    .map(|i| match i {
                        Edn::Nil => Ok(Stored::Nil),
                        i => typed(i, None),
                    })
                    .collect::<Result<_>>()?,
            )
        }
        // A set or a map on an untyped attribute (D-327): elements as
        // untyped values, in EDN's order (sets and maps are sorted).
        (Edn::Set(items), None) => {
            let mut out: Vec<Stored> = items.iter().map(element).collect::<Result<_>>()?;
            out.sort();
            out.dedup();
            Stored::Set(out)
        }
        (Edn::Map(entries), None) => {
            let mut out: Vec<(Stored, Stored)> = entries
                .iter()
                .map(|(k, v)| Ok((element(k)?, element(v)?)))
                .collect::<Result<_>>()?;
            out.sort();
            out.dedup_by(|a, b| a.0 == b.0);
            Stored::Map(out)
        }
        (Edn::Nil, _) => return Err(bad("cannot be stored (nil is not a value)")),
        _ => return Err(bad(&format!("cannot be stored (a {})", v.type_name()))),
    })
}

/// An element of a collection value: any untyped value, or `nil`.
fn element(v: &Edn) -> Result<Stored> {
    match v {
        Edn::Nil => Ok(Stored::Nil),
        v => typed(v, None),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::value::{Symbol, Uuid};

    #[test]
    fn round_trips_every_storable_type() {
        let values = [
            Stored::Boolean(true),
            Stored::Long(-7),
            Stored::double(2.5).unwrap(),
            Stored::float(1.5).unwrap(),
            Stored::BigInt(12345678901234567890u64.into()),
            Stored::Instant(-1000),
            Stored::Uuid(Uuid::from_u128(42)),
            Stored::string("héllo"),
            Stored::keyword("a/b"),
            Stored::Symbol(Symbol::new(None, "sym")),
            Stored::bytes(vec![0u8, 255]),
        ];
        for v in values {
            let back = from_edn(&to_edn(&v), Some(v.value_type())).unwrap();
            assert_eq!(back, v);
        }
        assert_eq!(to_edn(&Stored::Ref(EntityId(9))), Edn::Long(9));
        assert_eq!(
            from_edn(&Edn::Long(9), Some(ValueType::Ref)).unwrap(),
            Stored::Ref(EntityId(9))
        );
        assert_eq!(from_edn(&Edn::Long(9), None).unwrap(), Stored::Long(9));
        assert!(from_edn(&Edn::Nil, None).is_err());
        assert!(from_edn(&Edn::Long(0), Some(ValueType::Ref)).is_err());
    }
}
