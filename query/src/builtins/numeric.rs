//! Arithmetic over the numeric tower: long → bigint → ratio → bigdec → double.
//!
//! Like Clojure: an operation on longs that overflows is an error (not a
//! silent wrap); any double makes the result a double; bigints stay bigints;
//! big decimals win over integers and ratios. Unlike Clojure, `/` on integers
//! that do not divide evenly returns a double, not a ratio (ratios are only
//! produced from ratio operands).

use std::cmp::Ordering;
use std::sync::Arc;

use bigdecimal::BigDecimal;
use num_bigint::{BigInt, Sign};

use crate::edn::{Ratio, Value, compare_numeric_values, integer_value, to_f64};
use crate::error::{Error, Result};

use super::compare::compare_values;

#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Tier {
    Long,
    BigInt,
    Ratio,
    BigDec,
    Double,
}

fn tier(name: &str, v: &Value) -> Result<Tier> {
    Ok(match v {
        Value::Long(_) => Tier::Long,
        Value::BigInt(_) => Tier::BigInt,
        Value::Ratio(_) => Tier::Ratio,
        Value::BigDec(_) => Tier::BigDec,
        Value::Double(_) | Value::Float(_) => Tier::Double,
        _ => {
            return Err(Error::eval(
                name,
                format!("expected a number, got {} {v}", v.type_name()),
            ));
        }
    })
}

fn to_bigint(v: &Value) -> BigInt {
    match v {
        Value::Long(l) => BigInt::from(*l),
        Value::BigInt(b) => (**b).clone(),
        _ => BigInt::from(0),
    }
}

fn to_rational(v: &Value) -> (BigInt, BigInt) {
    crate::edn::number_to_rational(v).unwrap_or_else(|| (BigInt::from(0), BigInt::from(1)))
}

fn to_bigdec(v: &Value) -> BigDecimal {
    match v {
        Value::Long(l) => BigDecimal::from(*l),
        Value::BigInt(b) => BigDecimal::from((**b).clone()),
        Value::BigDec(d) => (**d).clone(),
        Value::Ratio(r) => {
            BigDecimal::from(r.numer().clone()) / BigDecimal::from(r.denom().clone())
        }
        _ => BigDecimal::from(0),
    }
}

#[derive(Clone, Copy)]
enum Op {
    Add,
    Sub,
    Mul,
}

fn overflow(name: &str) -> Error {
    Error::eval(
        name,
        "integer overflow (use bigint literals like 1N for big numbers)",
    )
}

/// Bits an arbitrary-precision operand may have (about 100,000 decimal
/// digits), and the largest decimal scale in absolute value: past these an
/// operation's cost is unbounded (each result is checked as the next
/// operation's operand, so repeated multiplication stops too).
const MAX_OPERAND_BITS: u64 = 340_000;
const MAX_OPERAND_SCALE: i64 = 100_000;

/// Refuses operands too large to compute with in bounded time.
fn check_operand(name: &str, v: &Value) -> Result<()> {
    let too_big = match v {
        Value::BigInt(b) => b.bits() > MAX_OPERAND_BITS,
        Value::BigDec(d) => {
            let (digits, scale) = d.as_bigint_and_exponent();
            digits.bits() > MAX_OPERAND_BITS || scale.unsigned_abs() > MAX_OPERAND_SCALE as u64
        }
        Value::Ratio(r) => {
            r.numer().bits() > MAX_OPERAND_BITS || r.denom().bits() > MAX_OPERAND_BITS
        }
        _ => false,
    };
    if too_big {
        return Err(Error::eval(
            name,
            "a number is too large to compute with (over about 100,000 digits or a decimal exponent over 100,000)",
        ));
    }
    Ok(())
}

fn binary(name: &str, op: Op, a: &Value, b: &Value) -> Result<Value> {
    check_operand(name, a)?;
    check_operand(name, b)?;
    let t = tier(name, a)?.max(tier(name, b)?);
    Ok(match t {
        Tier::Long => {
            let (Value::Long(x), Value::Long(y)) = (a, b) else {
                return Err(overflow(name));
            };
            let r = match op {
                Op::Add => x.checked_add(*y),
                Op::Sub => x.checked_sub(*y),
                Op::Mul => x.checked_mul(*y),
            };
            Value::Long(r.ok_or_else(|| overflow(name))?)
        }
        Tier::BigInt => {
            let (x, y) = (to_bigint(a), to_bigint(b));
            Value::BigInt(Arc::new(match op {
                Op::Add => x + y,
                Op::Sub => x - y,
                Op::Mul => x * y,
            }))
        }
        Tier::Ratio => {
            let ((an, ad), (bn, bd)) = (to_rational(a), to_rational(b));
            let (n, d) = match op {
                Op::Add => (an * &bd + bn * &ad, ad * bd),
                Op::Sub => (an * &bd - bn * &ad, ad * bd),
                Op::Mul => (an * bn, ad * bd),
            };
            Ratio::new_value(n, d).ok_or_else(|| Error::eval(name, "divide by zero"))?
        }
        Tier::BigDec => {
            let (x, y) = (to_bigdec(a), to_bigdec(b));
            Value::BigDec(Arc::new(match op {
                Op::Add => x + y,
                Op::Sub => x - y,
                Op::Mul => x * y,
            }))
        }
        Tier::Double => {
            let (x, y) = (to_f64(a).unwrap_or(f64::NAN), to_f64(b).unwrap_or(f64::NAN));
            Value::Double(match op {
                Op::Add => x + y,
                Op::Sub => x - y,
                Op::Mul => x * y,
            })
        }
    })
}

fn fold(name: &str, op: Op, identity: Value, args: &[Value]) -> Result<Value> {
    match args {
        [] => Ok(identity),
        [single] => {
            tier(name, single)?;
            Ok(single.clone())
        }
        [first, rest @ ..] => {
            let mut acc = first.clone();
            for v in rest {
                acc = binary(name, op, &acc, v)?;
            }
            Ok(acc)
        }
    }
}

pub(super) fn add(args: &[Value]) -> Result<Value> {
    fold("+", Op::Add, Value::Long(0), args)
}

pub(super) fn mul(args: &[Value]) -> Result<Value> {
    fold("*", Op::Mul, Value::Long(1), args)
}

pub(super) fn sub(args: &[Value]) -> Result<Value> {
    match args {
        [single] => binary("-", Op::Sub, &Value::Long(0), single),
        _ => fold("-", Op::Sub, Value::Long(0), args),
    }
}

fn is_zero(v: &Value) -> bool {
    compare_numeric_values(v, &Value::Long(0)) == Some(Ordering::Equal)
}

fn divide2(a: &Value, b: &Value) -> Result<Value> {
    check_operand("/", a)?;
    check_operand("/", b)?;
    let t = tier("/", a)?.max(tier("/", b)?);
    // Any zero divisor, a double's too: a query calls `/` as a function,
    // boxed, and Clojure's boxed `(/ 1.0 0.0)` throws `Divide by zero`
    // (as Datalevin does; only compiled primitive code gives ##Inf).
    if is_zero(b) {
        return Err(Error::eval("/", "divide by zero"));
    }
    match t {
        Tier::Double => Ok(Value::Double(
            to_f64(a).unwrap_or(f64::NAN) / to_f64(b).unwrap_or(f64::NAN),
        )),
        Tier::BigDec => {
            let (x, y) = (to_bigdec(a), to_bigdec(b));
            Ok(Value::BigDec(Arc::new(x / y)))
        }
        Tier::Ratio => {
            let ((an, ad), (bn, bd)) = (to_rational(a), to_rational(b));
            Ratio::new_value(an * bd, ad * bn).ok_or_else(|| Error::eval("/", "divide by zero"))
        }
        Tier::Long | Tier::BigInt => {
            let (x, y) = (to_bigint(a), to_bigint(b));
            let r = &x % &y;
            if r.sign() == Sign::NoSign {
                let q = x / y;
                Ok(if t == Tier::Long {
                    integer_value(q)
                } else {
                    Value::BigInt(Arc::new(q))
                })
            } else {
                // As Clojure (and so Datalevin and Datomic): an exact
                // ratio, `(/ 7 2)` is `7/2` (D-844).
                Ratio::new_value(x, y).ok_or_else(|| Error::eval("/", "divide by zero"))
            }
        }
    }
}

pub(super) fn div(args: &[Value]) -> Result<Value> {
    match args {
        [single] => divide2(&Value::Long(1), single),
        [first, rest @ ..] => {
            let mut acc = first.clone();
            for v in rest {
                acc = divide2(&acc, v)?;
            }
            Ok(acc)
        }
        [] => Err(Error::eval("/", "needs at least one argument")),
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum IntDiv {
    Quot,
    Rem,
    Mod,
}

fn int_div(name: &str, kind: IntDiv, a: &Value, b: &Value) -> Result<Value> {
    check_operand(name, a)?;
    check_operand(name, b)?;
    let t = tier(name, a)?.max(tier(name, b)?);
    if is_zero(b) {
        return Err(Error::eval(name, "divide by zero"));
    }
    match t {
        Tier::Long | Tier::BigInt => {
            let (x, y) = (to_bigint(a), to_bigint(b));
            let q = &x / &y; // truncates toward zero
            let r = &x - &q * &y;
            let out = match kind {
                IntDiv::Quot => q,
                IntDiv::Rem => r,
                IntDiv::Mod => {
                    if r.sign() != Sign::NoSign && (r.sign() != y.sign()) {
                        r + y
                    } else {
                        r
                    }
                }
            };
            if t == Tier::Long {
                match integer_value(out) {
                    v @ Value::Long(_) => Ok(v),
                    _ => Err(overflow(name)),
                }
            } else {
                Ok(Value::BigInt(Arc::new(out)))
            }
        }
        _ => {
            let (x, y) = (to_f64(a).unwrap_or(f64::NAN), to_f64(b).unwrap_or(f64::NAN));
            let q = (x / y).trunc();
            let r = x - q * y;
            Ok(Value::Double(match kind {
                IntDiv::Quot => q,
                IntDiv::Rem => r,
                IntDiv::Mod => {
                    if r != 0.0 && (r < 0.0) != (y < 0.0) {
                        r + y
                    } else {
                        r
                    }
                }
            }))
        }
    }
}

pub(super) fn quot(args: &[Value]) -> Result<Value> {
    int_div("quot", IntDiv::Quot, &args[0], &args[1])
}
pub(super) fn rem(args: &[Value]) -> Result<Value> {
    int_div("rem", IntDiv::Rem, &args[0], &args[1])
}
pub(super) fn modulo(args: &[Value]) -> Result<Value> {
    int_div("mod", IntDiv::Mod, &args[0], &args[1])
}

pub(super) fn inc(args: &[Value]) -> Result<Value> {
    binary("inc", Op::Add, &args[0], &Value::Long(1))
}
pub(super) fn dec(args: &[Value]) -> Result<Value> {
    binary("dec", Op::Sub, &args[0], &Value::Long(1))
}

/// The largest (`want` = `Greater`) or smallest argument in the value
/// order `<` uses, any kind of value (instants, strings …), and of equal
/// ones the last, as Datalevin's `max`/`min` (D-858).
fn extreme(name: &str, args: &[Value], want: Ordering) -> Result<Value> {
    let mut best: Option<&Value> = None;
    for v in args {
        if best.is_none_or(|b| compare_values(b, v) != want) {
            best = Some(v);
        }
    }
    best.cloned()
        .ok_or_else(|| Error::eval(name, "needs at least one argument"))
}

pub(super) fn max(args: &[Value]) -> Result<Value> {
    extreme("max", args, Ordering::Greater)
}
pub(super) fn min(args: &[Value]) -> Result<Value> {
    extreme("min", args, Ordering::Less)
}

fn sign(name: &str, v: &Value) -> Result<Ordering> {
    tier(name, v)?;
    if matches!(v, Value::Double(d) if d.is_nan()) || matches!(v, Value::Float(f) if f.is_nan()) {
        return Err(Error::eval(name, "NaN has no sign"));
    }
    Ok(compare_numeric_values(v, &Value::Long(0)).unwrap_or(Ordering::Equal))
}

pub(super) fn zero(args: &[Value]) -> Result<Value> {
    if matches!(&args[0], Value::Double(d) if d.is_nan()) {
        return Ok(Value::Boolean(false));
    }
    Ok(Value::Boolean(sign("zero?", &args[0])? == Ordering::Equal))
}
pub(super) fn pos(args: &[Value]) -> Result<Value> {
    if matches!(&args[0], Value::Double(d) if d.is_nan()) {
        return Ok(Value::Boolean(false));
    }
    Ok(Value::Boolean(sign("pos?", &args[0])? == Ordering::Greater))
}
pub(super) fn neg(args: &[Value]) -> Result<Value> {
    if matches!(&args[0], Value::Double(d) if d.is_nan()) {
        return Ok(Value::Boolean(false));
    }
    Ok(Value::Boolean(sign("neg?", &args[0])? == Ordering::Less))
}

fn parity(name: &str, v: &Value) -> Result<bool> {
    match v {
        Value::Long(l) => Ok(l % 2 == 0),
        Value::BigInt(b) => Ok((&**b % 2u32).sign() == Sign::NoSign),
        _ => Err(Error::eval(
            name,
            format!("expected an integer, got {} {v}", v.type_name()),
        )),
    }
}

pub(super) fn even(args: &[Value]) -> Result<Value> {
    Ok(Value::Boolean(parity("even?", &args[0])?))
}
pub(super) fn odd(args: &[Value]) -> Result<Value> {
    Ok(Value::Boolean(!parity("odd?", &args[0])?))
}

/// The longs of a bit operation: Clojure's bit functions take longs only
/// (a bigint or double throws there too).
fn bit_longs(name: &str, args: &[Value]) -> Result<Vec<i64>> {
    args.iter()
        .map(|v| match v {
            Value::Long(n) => Ok(*n),
            other => Err(Error::eval(
                name,
                format!(
                    "bit operation not supported for {} {other}",
                    other.type_name()
                ),
            )),
        })
        .collect()
}

/// `(bit-and x y …)`.
pub(super) fn bit_and(args: &[Value]) -> Result<Value> {
    let xs = bit_longs("bit-and", args)?;
    Ok(Value::Long(xs.into_iter().fold(-1, |a, b| a & b)))
}

/// `(bit-or x y …)`.
pub(super) fn bit_or(args: &[Value]) -> Result<Value> {
    let xs = bit_longs("bit-or", args)?;
    Ok(Value::Long(xs.into_iter().fold(0, |a, b| a | b)))
}

/// `(bit-xor x y …)`.
pub(super) fn bit_xor(args: &[Value]) -> Result<Value> {
    let xs = bit_longs("bit-xor", args)?;
    Ok(Value::Long(xs.into_iter().fold(0, |a, b| a ^ b)))
}

/// `(bit-not x)`.
pub(super) fn bit_not(args: &[Value]) -> Result<Value> {
    Ok(Value::Long(!bit_longs("bit-not", args)?[0]))
}

/// `(bit-shift-left x n)`: `n` taken modulo 64, as Java's `<<`.
pub(super) fn bit_shift_left(args: &[Value]) -> Result<Value> {
    let xs = bit_longs("bit-shift-left", args)?;
    Ok(Value::Long(xs[0].wrapping_shl((xs[1] & 63) as u32)))
}

/// `(bit-shift-right x n)`: arithmetic, `n` modulo 64.
pub(super) fn bit_shift_right(args: &[Value]) -> Result<Value> {
    let xs = bit_longs("bit-shift-right", args)?;
    Ok(Value::Long(xs[0].wrapping_shr((xs[1] & 63) as u32)))
}

/// `(unsigned-bit-shift-right x n)`: logical, `n` modulo 64.
pub(super) fn unsigned_bit_shift_right(args: &[Value]) -> Result<Value> {
    let xs = bit_longs("unsigned-bit-shift-right", args)?;
    Ok(Value::Long(((xs[0] as u64) >> (xs[1] & 63) as u32) as i64))
}

/// `(bit-test x n)`: whether bit `n` (modulo 64) is set.
pub(super) fn bit_test(args: &[Value]) -> Result<Value> {
    let xs = bit_longs("bit-test", args)?;
    Ok(Value::Boolean((xs[0] >> (xs[1] & 63)) & 1 == 1))
}
