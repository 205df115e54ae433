//! Conversions to Clojure's arbitrary-precision numbers: `bigint`,
//! `bigdec`, and `num` (D-897).
//!
//! As Clojure 1.11: `bigint` truncates toward zero (a double through
//! `BigDecimal.valueOf`, so `(bigint 1e23)` is `100000000000000000000000N`),
//! `bigdec` of a double is `BigDecimal.valueOf` (`(bigdec 0.1)` is `0.1M`)
//! and of a ratio the exact quotient (an error when it does not
//! terminate); a string is read as Java's `BigInteger` / `BigDecimal`
//! constructors read it, within the limits the reader sets on number
//! literals (at most [`MAX_TEXT_DIGITS`] digits, an exponent of at most
//! ±[`MAX_TEXT_EXPONENT`]), so a huge string costs no time or memory.

use std::sync::Arc;

use bigdecimal::BigDecimal;
use num_bigint::BigInt;

use crate::edn::{Value, number_to_rational};
use crate::error::{Error, Result};

use super::clj_print::java_double;
use super::numeric::{check_operand, ten_pow, to_bigdec};

/// The most digits a string given to `bigint` or `bigdec` may have: the
/// reader's limit for a number literal.
pub const MAX_TEXT_DIGITS: usize = 10_000;

/// The largest exponent (in absolute value) a string given to `bigdec`
/// may carry: the reader's limit for a decimal literal.
pub const MAX_TEXT_EXPONENT: i64 = 10_000;

fn not_convertible(name: &str, v: &Value) -> Error {
    Error::eval(
        name,
        format!("expected a number or a string, got {} {v}", v.type_name()),
    )
}

fn infinite_or_nan(name: &str) -> Error {
    Error::eval(name, "Infinite or NaN")
}

fn too_long(name: &str, len: usize) -> Error {
    Error::eval(
        name,
        format!(
            "a string of {len} characters is too long for a number (at most {MAX_TEXT_DIGITS} digits)"
        ),
    )
}

/// `s` as Java's `new BigInteger(s)`: an optional sign, then ASCII
/// digits.
fn parse_bigint(s: &str) -> Result<BigInt> {
    if s.len() > MAX_TEXT_DIGITS + 1 {
        return Err(too_long("bigint", s.len()));
    }
    let digits = s.strip_prefix(['+', '-']).unwrap_or(s);
    if digits.len() > MAX_TEXT_DIGITS {
        return Err(too_long("bigint", s.len()));
    }
    if digits.is_empty() {
        return Err(Error::eval("bigint", "Zero length BigInteger"));
    }
    if !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(Error::eval("bigint", format!("For input string: {s:?}")));
    }
    let n = BigInt::parse_bytes(digits.as_bytes(), 10)
        .ok_or_else(|| Error::eval("bigint", format!("For input string: {s:?}")))?;
    Ok(if s.starts_with('-') { -n } else { n })
}

/// `s` as Java's `new BigDecimal(s)`: an optional sign, digits with at
/// most one decimal point (at least one digit), an optional exponent
/// (`e` or `E`, an optional sign, digits); the scale is the number of
/// fraction digits less the exponent (`"1.50"` is `1.50M`, `"1e3"`
/// `1E+3M`).
fn parse_bigdec(name: &str, s: &str) -> Result<BigDecimal> {
    let bad = |why: &str| Error::eval(name, format!("not a decimal number {s:?}: {why}"));
    if s.len() > MAX_TEXT_DIGITS + 16 {
        return Err(too_long(name, s.len()));
    }
    let (mantissa, exponent) = match s.find(['e', 'E']) {
        Some(i) => (&s[..i], Some(&s[i + 1..])),
        None => (s, None),
    };
    let negative = mantissa.starts_with('-');
    let unsigned = mantissa.strip_prefix(['+', '-']).unwrap_or(mantissa);
    let (int_part, frac_part) = unsigned.split_once('.').unwrap_or((unsigned, ""));
    let digits = format!("{int_part}{frac_part}");
    if digits.is_empty() {
        return Err(bad("no digits"));
    }
    if frac_part.contains('.') {
        return Err(bad("more than one decimal point"));
    }
    if let Some(c) = digits.chars().find(|c| !c.is_ascii_digit()) {
        return Err(bad(&format!(
            "{c:?} is not a digit, decimal point or exponent"
        )));
    }
    if digits.len() > MAX_TEXT_DIGITS {
        return Err(too_long(name, s.len()));
    }
    let exp = match exponent {
        None => 0,
        Some(e) => {
            let body = e.strip_prefix(['+', '-']).unwrap_or(e);
            if body.is_empty() || !body.bytes().all(|b| b.is_ascii_digit()) {
                return Err(bad("the exponent is not an integer"));
            }
            let magnitude = body.trim_start_matches('0');
            let value = if magnitude.len() > 6 {
                None
            } else {
                magnitude.parse::<i64>().ok().or(Some(0))
            };
            match value {
                Some(v) if v <= MAX_TEXT_EXPONENT => {
                    if e.starts_with('-') {
                        -v
                    } else {
                        v
                    }
                }
                _ => {
                    return Err(Error::eval(
                        name,
                        format!(
                            "the exponent of {s:?} is over {MAX_TEXT_EXPONENT} (the reader's limit for decimals)"
                        ),
                    ));
                }
            }
        }
    };
    let unscaled = BigInt::parse_bytes(digits.as_bytes(), 10).ok_or_else(|| bad("no digits"))?;
    let unscaled = if negative { -unscaled } else { unscaled };
    Ok(BigDecimal::new(unscaled, frac_part.len() as i64 - exp))
}

/// A double as Java's `BigDecimal.valueOf`: the decimal
/// `Double.toString` writes (`100.0` has scale 1, `1.0E20` is `1.0E+20M`).
fn double_to_bigdec(name: &str, d: f64) -> Result<BigDecimal> {
    if !d.is_finite() {
        return Err(infinite_or_nan(name));
    }
    parse_bigdec(name, &java_double(d))
}

/// A decimal truncated toward zero to an integer (`toBigInteger`).
fn truncate_decimal(d: &BigDecimal) -> BigInt {
    let (digits, scale) = d.as_bigint_and_exponent();
    // Scales are bounded by check_operand (or by the double's range).
    let p = ten_pow(scale.unsigned_abs());
    if scale >= 0 { digits / p } else { digits * p }
}

/// `(bigint x)`.
pub(super) fn bigint(args: &[Value]) -> Result<Value> {
    let v = &args[0];
    check_operand("bigint", v)?;
    let n = match v {
        Value::BigInt(_) => return Ok(v.clone()),
        Value::Long(l) => BigInt::from(*l),
        Value::BigDec(d) => truncate_decimal(d),
        Value::Double(_) | Value::Float(_) => {
            let d = crate::edn::to_f64(v).unwrap_or(f64::NAN);
            truncate_decimal(&double_to_bigdec("bigint", d)?)
        }
        Value::Ratio(_) => {
            let (n, d) = number_to_rational(v).ok_or_else(|| not_convertible("bigint", v))?;
            n / d // truncates toward zero
        }
        Value::String(s) => parse_bigint(s)?,
        other => return Err(not_convertible("bigint", other)),
    };
    Ok(Value::BigInt(Arc::new(n)))
}

/// `(bigdec x)`.
pub(super) fn bigdec(args: &[Value]) -> Result<Value> {
    let v = &args[0];
    check_operand("bigdec", v)?;
    let d = match v {
        Value::BigDec(_) => return Ok(v.clone()),
        Value::Long(_) | Value::BigInt(_) | Value::Ratio(_) => to_bigdec("bigdec", v)?,
        Value::Double(d) => double_to_bigdec("bigdec", *d)?,
        Value::Float(f) => double_to_bigdec("bigdec", f64::from(*f))?,
        Value::String(s) => parse_bigdec("bigdec", s)?,
        other => return Err(not_convertible("bigdec", other)),
    };
    Ok(Value::BigDec(Arc::new(d)))
}

/// `(num x)`: a number (or nil) unchanged; anything else is an error, as
/// Clojure's cast to `Number`.
pub(super) fn num(args: &[Value]) -> Result<Value> {
    match &args[0] {
        v @ (Value::Nil
        | Value::Long(_)
        | Value::Double(_)
        | Value::Float(_)
        | Value::BigInt(_)
        | Value::BigDec(_)
        | Value::Ratio(_)) => Ok(v.clone()),
        other => Err(Error::eval(
            "num",
            format!("cannot cast {} {other} to a number", other.type_name()),
        )),
    }
}

/// `(rationalize x)`: a double or bigdec as the exact ratio of its
/// decimal (a double's as `BigDecimal.valueOf` writes it: `0.1` is
/// `1/10`), a bigint when that is whole (`(rationalize 2.0)` is `2N`);
/// integers and ratios as they are.
pub(super) fn rationalize(args: &[Value]) -> Result<Value> {
    let name = "rationalize";
    let v = &args[0];
    check_operand(name, v)?;
    let d = match v {
        Value::Long(_) | Value::BigInt(_) | Value::Ratio(_) => return Ok(v.clone()),
        Value::BigDec(d) => (**d).clone(),
        Value::Double(_) | Value::Float(_) => {
            double_to_bigdec(name, crate::edn::to_f64(v).unwrap_or(f64::NAN))?
        }
        other => {
            return Err(Error::eval(
                name,
                format!("expected a number, got {} {other}", other.type_name()),
            ));
        }
    };
    let (digits, scale) = d.as_bigint_and_exponent();
    let (numer, denom) = if scale >= 0 {
        (digits, ten_pow(scale.unsigned_abs()))
    } else {
        (digits * ten_pow(scale.unsigned_abs()), BigInt::from(1))
    };
    match crate::edn::Ratio::new_value(numer, denom) {
        Some(Value::Long(n)) => Ok(Value::bigint(BigInt::from(n))),
        Some(r) => Ok(r),
        None => Err(Error::eval(name, "divide by zero")),
    }
}

/// `(numerator r)`, `(denominator r)`: of a ratio (Clojure's are
/// `BigInteger`s, which print without `N`: a long here when it fits).
fn ratio_part(name: &str, v: &Value, numer: bool) -> Result<Value> {
    let Value::Ratio(r) = v else {
        return Err(Error::eval(
            name,
            format!("expected a ratio, got {} {v}", v.type_name()),
        ));
    };
    let part = if numer { r.numer() } else { r.denom() };
    Ok(i64::try_from(part).map_or_else(
        |_| Value::BigInt(std::sync::Arc::new(part.clone())),
        Value::Long,
    ))
}

/// `(numerator r)`.
pub(super) fn numerator(args: &[Value]) -> Result<Value> {
    ratio_part("numerator", &args[0], true)
}

/// `(denominator r)`.
pub(super) fn denominator(args: &[Value]) -> Result<Value> {
    ratio_part("denominator", &args[0], false)
}
