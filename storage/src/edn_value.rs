//! Conversions between stored values ([`Value`]) and the query language's
//! EDN values ([`quiver_query::edn::Value`]), which the executor, the
//! built-in functions and the printer work with. Entity ids cross as longs.

use crate::error::{Error, Result};
use crate::ids::EntityId;
use crate::value::{Double, Float, Keyword, Symbol, Uuid, Value, ValueType};
use quiver_query::edn::{self, Value as Edn};
use std::sync::Arc;

/// A stored keyword as an EDN keyword.
pub fn edn_keyword(k: &Keyword) -> edn::Keyword {
    edn::Keyword::new(k.namespace(), k.name())
}

/// An EDN keyword as a stored keyword.
pub fn keyword_of(k: &edn::Keyword) -> Keyword {
    Keyword::new(k.namespace(), k.name())
}

/// A stored value as EDN (refs become longs, tuples vectors).
pub fn to_edn(v: &Value) -> Edn {
    match v {
        Value::Boolean(b) => Edn::Boolean(*b),
        Value::Long(n) => Edn::Long(*n),
        Value::Double(d) => Edn::Double(d.get()),
        Value::Float(f) => Edn::Float(f.get()),
        Value::BigInt(b) => Edn::BigInt(Arc::new(b.clone())),
        Value::BigDec(d) => Edn::BigDec(Arc::new(d.clone())),
        Value::Instant(ms) => Edn::Inst(*ms),
        Value::Uuid(u) => Edn::Uuid(edn::Uuid::from_u128(u.0)),
        Value::String(s) => Edn::String(s.clone()),
        Value::Keyword(k) => Edn::Keyword(edn_keyword(k)),
        Value::Symbol(s) => Edn::Symbol(edn::Symbol::new(s.namespace(), s.name())),
        Value::Bytes(b) => Edn::Bytes(b.clone()),
        Value::Ref(e) => Edn::Long(e.0 as i64),
        Value::Tuple(items) => Edn::vector(items.iter().map(to_edn)),
        Value::Nil => Edn::Nil,
        Value::Set(items) => Edn::Set(Arc::new(items.iter().map(to_edn).collect())),
        Value::Map(entries) => Edn::Map(Arc::new(
            entries
                .iter()
                .map(|(k, v)| (to_edn(k), to_edn(v)))
                .collect(),
        )),
    }
}

/// `v` as an attribute of type `ty` stores it, only when that is the same
/// value: a long on a ref attribute is the entity id, but `10` on a double
/// attribute is not `10.0`. How a bound query value is matched against the
/// indexes (query literals are coerced earlier, when compiled; D-316).
pub fn stored_as(v: &Edn, ty: Option<ValueType>) -> Option<Value> {
    let stored = from_edn(v, ty).ok()?;
    let numeric = matches!(v, Edn::Long(_) | Edn::Double(_) | Edn::Float(_));
    (!numeric || ty == Some(ValueType::Ref) || to_edn(&stored) == *v).then_some(stored)
}

/// An EDN value as a stored value, read as the type `ty` when the attribute
/// has one (a long becomes a ref for ref attributes; numbers are converted
/// only where no precision is lost). `None` for values that cannot be
/// stored (nil, collections other than tuples, NaN …), with the reason.
pub fn from_edn(v: &Edn, ty: Option<ValueType>) -> Result<Value> {
    let bad = |why: &str| Error::InvalidArgument(format!("{v} {why}"));
    Ok(match (v, ty) {
        (Edn::Long(n), Some(ValueType::Ref)) => {
            if *n <= 0 {
                return Err(bad("is not an entity id"));
            }
            Value::Ref(EntityId(*n as u64))
        }
        (Edn::Long(n), Some(ValueType::Double)) => {
            Value::Double(Double::new(*n as f64).map_err(|_| bad("is not a double"))?)
        }
        (Edn::Long(n), Some(ValueType::Float)) => {
            Value::Float(Float::new(*n as f32).map_err(|_| bad("is not a float"))?)
        }
        (Edn::Long(n), Some(ValueType::BigInt)) => Value::BigInt((*n).into()),
        (Edn::Long(n), Some(ValueType::BigDec)) => Value::BigDec((*n).into()),
        (Edn::Double(d), Some(ValueType::Float)) => {
            Value::Float(Float::new(*d as f32).map_err(|_| bad("is not a float"))?)
        }
        (Edn::Long(n), _) => Value::Long(*n),
        (Edn::Boolean(b), _) => Value::Boolean(*b),
        (Edn::Double(d), _) => {
            Value::Double(Double::new(*d).map_err(|_| bad("cannot be stored (NaN)"))?)
        }
        (Edn::Float(f), _) => {
            Value::Float(Float::new(*f).map_err(|_| bad("cannot be stored (NaN)"))?)
        }
        (Edn::BigInt(b), _) => Value::BigInt((**b).clone()),
        (Edn::BigDec(d), _) => Value::BigDec((**d).clone()),
        (Edn::Inst(ms), _) => Value::Instant(*ms),
        (Edn::Uuid(u), _) => Value::Uuid(Uuid(u.as_u128())),
        (Edn::String(s), _) => Value::String(s.clone()),
        (Edn::Keyword(k), _) => Value::Keyword(keyword_of(k)),
        (Edn::Symbol(s), _) => Value::Symbol(Symbol::new(s.namespace(), s.name())),
        (Edn::Bytes(b), _) => Value::Bytes(b.clone()),
        // A vector on a tuple attribute, or on an untyped one (stored and
        // matched by equality, as Datalevin does).
        (Edn::Vector(items) | Edn::List(items), Some(ValueType::Tuple) | None) => {
            // A tuple element may be nil (a composite tuple's missing
            // component, D-609); a value of its own may not.
            Value::Tuple(
                items
                    .iter()
                    .map(|i| match i {
                        Edn::Nil => Ok(Value::Nil),
                        i => from_edn(i, None),
                    })
                    .collect::<Result<_>>()?,
            )
        }
        // A set or a map on an untyped attribute (D-327): elements as
        // untyped values, in EDN's order (sets and maps are sorted).
        (Edn::Set(items), None) => {
            let mut out: Vec<Value> = items.iter().map(element).collect::<Result<_>>()?;
            out.sort();
            out.dedup();
            Value::Set(out)
        }
        (Edn::Map(entries), None) => {
            let mut out: Vec<(Value, Value)> = entries
                .iter()
                .map(|(k, v)| Ok((element(k)?, element(v)?)))
                .collect::<Result<_>>()?;
            out.sort();
            out.dedup_by(|a, b| a.0 == b.0);
            Value::Map(out)
        }
        (Edn::Nil, _) => return Err(bad("cannot be stored (nil is not a value)")),
        _ => return Err(bad(&format!("cannot be stored (a {})", v.type_name()))),
    })
}

/// An element of a collection value: any untyped value, or `nil`.
fn element(v: &Edn) -> Result<Value> {
    match v {
        Edn::Nil => Ok(Value::Nil),
        v => from_edn(v, None),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_every_storable_type() {
        let values = [
            Value::Boolean(true),
            Value::Long(-7),
            Value::double(2.5).unwrap(),
            Value::float(1.5).unwrap(),
            Value::BigInt(12345678901234567890u64.into()),
            Value::Instant(-1000),
            Value::Uuid(Uuid(42)),
            Value::string("héllo"),
            Value::keyword("a/b"),
            Value::Symbol(Symbol::new(None, "sym")),
            Value::bytes(vec![0u8, 255]),
        ];
        for v in values {
            let back = from_edn(&to_edn(&v), Some(v.value_type())).unwrap();
            assert_eq!(back, v);
        }
        assert_eq!(to_edn(&Value::Ref(EntityId(9))), Edn::Long(9));
        assert_eq!(
            from_edn(&Edn::Long(9), Some(ValueType::Ref)).unwrap(),
            Value::Ref(EntityId(9))
        );
        assert_eq!(from_edn(&Edn::Long(9), None).unwrap(), Value::Long(9));
        assert!(from_edn(&Edn::Nil, None).is_err());
        assert!(from_edn(&Edn::Long(0), Some(ValueType::Ref)).is_err());
    }
}
