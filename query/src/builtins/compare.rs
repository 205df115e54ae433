//! Equality and ordering built-ins: `= == not= != < > <= >= compare`.

use std::cmp::Ordering;

use crate::edn::{Value, compare_numeric_values};
use crate::error::{Error, Result};

/// Which of Clojure's numeric equality categories a number belongs to:
/// `(= 1 1N)` is true but `(= 1 1.0)` is false.
fn category(v: &Value) -> u8 {
    match v {
        Value::Long(_) | Value::BigInt(_) => 0,
        Value::Double(_) | Value::Float(_) => 1,
        Value::Ratio(_) => 2,
        _ => 3,
    }
}

/// Clojure's `=`: numbers are equal when in the same category (integer,
/// floating, ratio, decimal) and numerically equal; lists and vectors with
/// equal elements are equal; otherwise structural equality.
pub fn clj_equal(a: &Value, b: &Value) -> bool {
    if a.is_number() && b.is_number() {
        return category(a) == category(b)
            && compare_numeric_values(a, b) == Some(Ordering::Equal)
            // NaN is never = to anything in Clojure.
            && !matches!(a, Value::Double(d) if d.is_nan())
            && !matches!(a, Value::Float(d) if d.is_nan());
    }
    match (a, b) {
        (Value::List(x) | Value::Vector(x), Value::List(y) | Value::Vector(y)) => {
            x.len() == y.len() && x.iter().zip(y.iter()).all(|(p, q)| clj_equal(p, q))
        }
        (Value::Map(x), Value::Map(y)) => {
            x.len() == y.len()
                && x.iter()
                    .all(|(k, v)| y.get(k).is_some_and(|w| clj_equal(v, w)))
        }
        _ => a == b,
    }
}

/// The ordering used by `< > <= >=`, `compare`, `max`/`min` on non-numbers:
/// numbers compare numerically across types (`1 < 1.5`), everything else by
/// [`Value`]'s total order (strings lexicographically, keywords by namespace
/// then name, values of different kinds by kind).
pub fn compare_values(a: &Value, b: &Value) -> Ordering {
    compare_numeric_values(a, b).unwrap_or_else(|| a.cmp(b))
}

fn chain(args: &[Value], ok: impl Fn(Ordering) -> bool) -> Result<Value> {
    Ok(Value::Boolean(
        args.windows(2).all(|w| ok(compare_values(&w[0], &w[1]))),
    ))
}

pub(super) fn eq(args: &[Value]) -> Result<Value> {
    Ok(Value::Boolean(
        args.windows(2).all(|w| clj_equal(&w[0], &w[1])),
    ))
}

pub(super) fn not_eq(args: &[Value]) -> Result<Value> {
    Ok(Value::Boolean(
        !args.windows(2).all(|w| clj_equal(&w[0], &w[1])),
    ))
}

pub(super) fn num_eq(args: &[Value]) -> Result<Value> {
    for a in args {
        if !a.is_number() {
            return Err(Error::eval(
                "==",
                format!("expected numbers, got {} {a}", a.type_name()),
            ));
        }
    }
    Ok(Value::Boolean(args.windows(2).all(|w| {
        compare_numeric_values(&w[0], &w[1]) == Some(Ordering::Equal)
    })))
}

pub(super) fn lt(args: &[Value]) -> Result<Value> {
    chain(args, |o| o == Ordering::Less)
}
pub(super) fn gt(args: &[Value]) -> Result<Value> {
    chain(args, |o| o == Ordering::Greater)
}
pub(super) fn le(args: &[Value]) -> Result<Value> {
    chain(args, |o| o != Ordering::Greater)
}
pub(super) fn ge(args: &[Value]) -> Result<Value> {
    chain(args, |o| o != Ordering::Less)
}

pub(super) fn compare(args: &[Value]) -> Result<Value> {
    Ok(Value::Long(match compare_values(&args[0], &args[1]) {
        Ordering::Less => -1,
        Ordering::Equal => 0,
        Ordering::Greater => 1,
    }))
}
