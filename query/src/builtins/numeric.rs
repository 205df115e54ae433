//! Arithmetic over the numeric tower: long → bigint → ratio → bigdec → double.
//!
//! Like Clojure: an operation on longs that overflows is an error (not a
//! silent wrap); any double makes the result a double; bigints stay bigints;
//! big decimals win over integers and ratios; `/` on integers that do not
//! divide evenly gives a ratio (D-844). Decimal arithmetic is Java's
//! `BigDecimal` without a math context, as Clojure's: exact, with Java's
//! scales, and a quotient with no terminating decimal expansion is an
//! error (D-896).

use std::cmp::Ordering;
use std::sync::Arc;

use bigdecimal::BigDecimal;
use num_bigint::{BigInt, Sign};
use num_integer::Integer;

use crate::edn::{Ratio, Value, compare_numeric_values, integer_value, to_f64};
use crate::error::{Error, Result};

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

/// `v` as a decimal, as Clojure converts it: a ratio by exact division,
/// so one with no terminating expansion (`1/3`) is an error.
pub(super) fn to_bigdec(name: &str, v: &Value) -> Result<BigDecimal> {
    Ok(match v {
        Value::Long(l) => BigDecimal::from(*l),
        Value::BigInt(b) => BigDecimal::from((**b).clone()),
        Value::BigDec(d) => (**d).clone(),
        Value::Ratio(r) => exact_decimal_div(
            name,
            &BigDecimal::new(r.numer().clone(), 0),
            &BigDecimal::new(r.denom().clone(), 0),
        )?,
        _ => BigDecimal::from(0),
    })
}

/// Java's `BigDecimal` `add`, `subtract` and `multiply`: exact, a sum or
/// difference at the larger scale, a product at the sum of the scales,
/// whatever the values — `(* 1.00M 2.50M)` is `2.5000M`, `(- 2.5M 0.00M)`
/// is `2.50M`. (The `bigdecimal` crate's operators return an operand
/// unchanged when the other is one or zero, losing that scale.) The
/// operands' sizes are checked before (`check_operand`), so aligning the
/// scales or adding them cannot run away.
fn java_decimal(op: Op, x: &BigDecimal, y: &BigDecimal) -> BigDecimal {
    let (xi, xs) = x.as_bigint_and_exponent();
    let (yi, ys) = y.as_bigint_and_exponent();
    if op == Op::Mul {
        return BigDecimal::new(xi * yi, xs.saturating_add(ys));
    }
    let scale = xs.max(ys);
    let align = |i: BigInt, s: i64| -> BigInt {
        // s ≤ scale; the difference of two checked scales fits in u32.
        let up = u32::try_from(scale.abs_diff(s)).unwrap_or(u32::MAX);
        i * BigInt::from(10u8).pow(up)
    };
    let (xi, yi) = (align(xi, xs), align(yi, ys));
    BigDecimal::new(if op == Op::Add { xi + yi } else { xi - yi }, scale)
}

fn non_terminating(name: &str) -> Error {
    Error::eval(
        name,
        "Non-terminating decimal expansion; no exact representable decimal result.",
    )
}

/// `10^n` (scales here are bounded far below `u32::MAX`).
pub(super) fn ten_pow(n: u64) -> BigInt {
    // Scales are bounded by MAX_OPERAND_SCALE and operand sizes, far
    // below u32::MAX.
    BigInt::from(10u32).pow(u32::try_from(n).unwrap_or(u32::MAX))
}

/// Java's `BigDecimal.divide(divisor)` (no math context), as Clojure's
/// `/` on decimals: the exact quotient at the scale nearest
/// `x.scale - y.scale` that holds it; an error when the quotient has no
/// terminating decimal expansion. `y` is not zero.
fn exact_decimal_div(name: &str, x: &BigDecimal, y: &BigDecimal) -> Result<BigDecimal> {
    let (mut ix, sx) = x.as_bigint_and_exponent();
    let (mut iy, sy) = y.as_bigint_and_exponent();
    if iy.sign() == Sign::Minus {
        (ix, iy) = (-ix, -iy);
    }
    // iy = 2^a·5^b·rest: the quotient terminates iff rest divides ix
    // (no gcd needed, which is slow on long operands); then
    // ix/iy = m / (2^a·5^b) = m·2^(k-a)·5^(k-b) / 10^k, k = max(a, b).
    let a = iy.trailing_zeros().unwrap_or(0);
    let (rest, b) = strip_factor(iy >> a, 5, u64::MAX);
    let (m, r) = ix.div_rem(&rest);
    if r.sign() != Sign::NoSign {
        return Err(non_terminating(name));
    }
    let k = a.max(b);
    let five = BigInt::from(5u32).pow(u32::try_from(k - b).unwrap_or(u32::MAX));
    // Of the k decimals, those the quotient does not need are dropped,
    // down to the preferred scale.
    let (unscaled, dropped) = strip_factor((m << (k - a)) * five, 10, k);
    Ok(BigDecimal::new(unscaled, sx - sy + (k - dropped) as i64))
}

/// Java's `BigDecimal.divideToIntegralValue`, as Clojure's `quot` on
/// decimals: the quotient truncated toward zero, at scale
/// `x.scale - y.scale` when that is not negative, else with as many of
/// its trailing zeros dropped as that (negative) scale allows. `y` is not
/// zero.
fn decimal_quot(x: &BigDecimal, y: &BigDecimal) -> BigDecimal {
    let (ix, sx) = x.as_bigint_and_exponent();
    let (iy, sy) = y.as_bigint_and_exponent();
    let preferred = sx - sy;
    let (num, den) = if preferred >= 0 {
        (ix, iy * ten_pow(preferred.unsigned_abs()))
    } else {
        (ix * ten_pow(preferred.unsigned_abs()), iy)
    };
    let t = num / den; // truncates toward zero
    if t.sign() == Sign::NoSign || preferred >= 0 {
        let unscaled = t * ten_pow(preferred.max(0).unsigned_abs());
        return BigDecimal::new(unscaled, preferred);
    }
    let (t, dropped) = strip_factor(t, 10, preferred.unsigned_abs());
    BigDecimal::new(t, -(dropped as i64))
}

/// Divides `t` by `factor` as often as it divides, at most `max` times
/// (`t` is not zero unless `max` is finite): the quotient and the count.
fn strip_factor(mut t: BigInt, factor: u32, max: u64) -> (BigInt, u64) {
    // The largest power of `factor` in a u64 first, so a long run of
    // factors costs few divisions, then one at a time.
    let (mut chunk, mut step) = (1u64, 0u64);
    while let Some(c) = chunk.checked_mul(u64::from(factor)) {
        (chunk, step) = (c, step + 1);
    }
    let mut count = 0;
    for (step, divisor) in [(step, BigInt::from(chunk)), (1, BigInt::from(factor))] {
        while max - count >= step {
            let (q, r) = t.div_rem(&divisor);
            if r.sign() != Sign::NoSign {
                break;
            }
            t = q;
            count += step;
        }
    }
    (t, count)
}

#[derive(Clone, Copy, PartialEq, Eq)]
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
pub(super) fn check_operand(name: &str, v: &Value) -> Result<()> {
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
            let (x, y) = (to_bigdec(name, a)?, to_bigdec(name, b)?);
            Value::BigDec(Arc::new(java_decimal(op, &x, &y)))
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

/// [`binary`], except that longs whose result overflows give a bigint:
/// Clojure's auto-promoting `+'`, `-'`, `*'`, `inc'`, `dec'`.
fn binary_promoting(name: &str, op: Op, a: &Value, b: &Value) -> Result<Value> {
    let (Value::Long(x), Value::Long(y)) = (a, b) else {
        return binary(name, op, a, b);
    };
    let exact = match op {
        Op::Add => x.checked_add(*y),
        Op::Sub => x.checked_sub(*y),
        Op::Mul => x.checked_mul(*y),
    };
    Ok(match exact {
        Some(r) => Value::Long(r),
        None => {
            let (x, y) = (BigInt::from(*x), BigInt::from(*y));
            Value::BigInt(Arc::new(match op {
                Op::Add => x + y,
                Op::Sub => x - y,
                Op::Mul => x * y,
            }))
        }
    })
}

/// How one step of a fold combines two numbers.
type Step = fn(&str, Op, &Value, &Value) -> Result<Value>;

fn fold(name: &str, op: Op, identity: Value, args: &[Value]) -> Result<Value> {
    fold_by(name, op, identity, args, binary)
}

fn fold_by(name: &str, op: Op, identity: Value, args: &[Value], step: Step) -> Result<Value> {
    match args {
        [] => Ok(identity),
        [single] => {
            tier(name, single)?;
            Ok(single.clone())
        }
        [first, rest @ ..] => {
            let mut acc = first.clone();
            for v in rest {
                acc = step(name, op, &acc, v)?;
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
        // Negation, not `0 - x`: `(- 0.0)` is `-0.0`, as in Clojure.
        [Value::Double(d)] => Ok(Value::Double(-d)),
        [Value::Float(f)] => Ok(Value::Float(-f)),
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
            let (x, y) = (to_bigdec("/", a)?, to_bigdec("/", b)?);
            Ok(Value::BigDec(Arc::new(exact_decimal_div("/", &x, &y)?)))
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
        // As Clojure's `RatioOps`: the quotient an integer (a bigint,
        // `(quot 7/2 1)` is `3N`), the remainder exact (`(rem 7/2 1/3)` is
        // `1/6`, a whole one a bigint), `mod` from them (D-905).
        Tier::Ratio => {
            let ((xn, xd), (yn, yd)) = (to_rational(a), to_rational(b));
            let q = (&xn * &yd) / (&xd * &yn); // truncates toward zero
            if kind == IntDiv::Quot {
                return Ok(Value::BigInt(Arc::new(q)));
            }
            // x - q·y = (xn·yd - q·yn·xd) / (xd·yd)
            let mut numer = &xn * &yd - &q * &yn * &xd;
            let denom = &xd * &yd;
            let negative = |n: &BigInt| n.sign() == Sign::Minus;
            if kind == IntDiv::Mod && numer.sign() != Sign::NoSign && negative(&xn) != negative(&yn)
            {
                // + y = + yn·xd / (xd·yd)
                numer += &yn * &xd;
            }
            match Ratio::new_value(numer, denom) {
                Some(Value::Long(l)) => Ok(Value::BigInt(Arc::new(BigInt::from(l)))),
                Some(v) => Ok(v),
                None => Err(Error::eval(name, "divide by zero")),
            }
        }
        // As Clojure's BigDecimal `quotient` and `remainder`, and `mod`
        // from them: `(mod 10.5M 3)` is `1.5M`.
        Tier::BigDec => {
            let (x, y) = (to_bigdec(name, a)?, to_bigdec(name, b)?);
            let q = decimal_quot(&x, &y);
            let out = if kind == IntDiv::Quot {
                q
            } else {
                // Java's `remainder`: x - quot·y, its scale from theirs.
                let r = java_decimal(Op::Sub, &x, &java_decimal(Op::Mul, &q, &y));
                let same_sign = (x.sign() == Sign::Minus) == (y.sign() == Sign::Minus);
                if kind == IntDiv::Mod && r.sign() != Sign::NoSign && !same_sign {
                    java_decimal(Op::Add, &r, &y)
                } else {
                    r
                }
            };
            Ok(Value::BigDec(Arc::new(out)))
        }
        _ => {
            let (x, y) = (to_f64(a).unwrap_or(f64::NAN), to_f64(b).unwrap_or(f64::NAN));
            // Clojure's `quotient`: `(double)(long)(x / y)` while the
            // quotient fits a long, so a quotient between -1 and 0 is 0.0,
            // not -0.0; beyond, the truncated value (D-959).
            let q = x / y;
            let q = if q >= i64::MIN as f64 && q <= i64::MAX as f64 {
                (q as i64) as f64
            } else {
                q.trunc()
            };
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

/// `(+' …)`: `+`, promoting to a bigint where longs overflow.
pub(super) fn add_promoting(args: &[Value]) -> Result<Value> {
    fold_by("+'", Op::Add, Value::Long(0), args, binary_promoting)
}

/// `(*' …)`: `*`, promoting to a bigint where longs overflow.
pub(super) fn mul_promoting(args: &[Value]) -> Result<Value> {
    fold_by("*'", Op::Mul, Value::Long(1), args, binary_promoting)
}

/// `(-' …)`: `-`, promoting to a bigint where longs overflow
/// (`(-' Long/MIN_VALUE)` is `9223372036854775808N`).
pub(super) fn sub_promoting(args: &[Value]) -> Result<Value> {
    match args {
        [Value::Double(_) | Value::Float(_)] => sub(args),
        [single] => binary_promoting("-'", Op::Sub, &Value::Long(0), single),
        _ => fold_by("-'", Op::Sub, Value::Long(0), args, binary_promoting),
    }
}

/// `(inc' x)`.
pub(super) fn inc_promoting(args: &[Value]) -> Result<Value> {
    binary_promoting("inc'", Op::Add, &args[0], &Value::Long(1))
}

/// `(dec' x)`.
pub(super) fn dec_promoting(args: &[Value]) -> Result<Value> {
    binary_promoting("dec'", Op::Sub, &args[0], &Value::Long(1))
}

pub(super) fn inc(args: &[Value]) -> Result<Value> {
    binary("inc", Op::Add, &args[0], &Value::Long(1))
}
pub(super) fn dec(args: &[Value]) -> Result<Value> {
    binary("dec", Op::Sub, &args[0], &Value::Long(1))
}

/// The largest (`want` = `Greater`) or smallest argument in the value
/// order `<` uses, any kind of value (instants, strings …), and of equal
/// ones the last, as Datalevin's `max`/`min` (D-858): a NaN is equal to
/// every number there (D-926).
fn extreme(name: &str, args: &[Value], want: Ordering) -> Result<Value> {
    let mut best: Option<&Value> = None;
    for v in args {
        let keep = match best {
            Some(b) => super::compare::predicate_order(name, b, v)? == want,
            None => false,
        };
        if !keep {
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

/// `(unchecked-add x y)`, `-subtract`, `-multiply`: on two longs the
/// result wraps around as Java's `long` arithmetic does; on other numbers
/// it is the checked operation's (Clojure's `Numbers.unchecked_add` of
/// objects).
fn unchecked(name: &'static str, op: Op, a: &Value, b: &Value) -> Result<Value> {
    match (a, b, op) {
        (Value::Long(x), Value::Long(y), Op::Add) => Ok(Value::Long(x.wrapping_add(*y))),
        (Value::Long(x), Value::Long(y), Op::Sub) => Ok(Value::Long(x.wrapping_sub(*y))),
        (Value::Long(x), Value::Long(y), Op::Mul) => Ok(Value::Long(x.wrapping_mul(*y))),
        _ => binary(name, op, a, b),
    }
}

/// `(unchecked-add x y)`.
pub(super) fn unchecked_add(args: &[Value]) -> Result<Value> {
    unchecked("unchecked-add", Op::Add, &args[0], &args[1])
}

/// `(unchecked-subtract x y)`.
pub(super) fn unchecked_subtract(args: &[Value]) -> Result<Value> {
    unchecked("unchecked-subtract", Op::Sub, &args[0], &args[1])
}

/// `(unchecked-multiply x y)`.
pub(super) fn unchecked_multiply(args: &[Value]) -> Result<Value> {
    unchecked("unchecked-multiply", Op::Mul, &args[0], &args[1])
}

/// `(unchecked-inc x)`.
pub(super) fn unchecked_inc(args: &[Value]) -> Result<Value> {
    unchecked("unchecked-inc", Op::Add, &args[0], &Value::Long(1))
}

/// `(unchecked-dec x)`.
pub(super) fn unchecked_dec(args: &[Value]) -> Result<Value> {
    unchecked("unchecked-dec", Op::Sub, &args[0], &Value::Long(1))
}

/// `(unchecked-negate x)`: `Long/MIN_VALUE` stays itself.
pub(super) fn unchecked_negate(args: &[Value]) -> Result<Value> {
    match &args[0] {
        Value::Long(x) => Ok(Value::Long(x.wrapping_neg())),
        other => sub(std::slice::from_ref(other)),
    }
}
