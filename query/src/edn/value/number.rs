//! Exact numeric comparison across the numeric tower, and [`Ratio`]: part
//! of the value model (a child of `value.rs`, whose order uses it).

use std::cmp::Ordering;

use num_bigint::{BigInt, Sign};

use super::Value;

/// A rational number in lowest terms with a denominator greater than 1.
///
/// Built with [`Ratio::new_value`], which returns an integer [`Value`] when
/// the denominator divides the numerator.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Ratio {
    numer: BigInt,
    denom: BigInt,
}

fn gcd(mut a: BigInt, mut b: BigInt) -> BigInt {
    while b.sign() != Sign::NoSign {
        let r = &a % &b;
        a = b;
        b = r;
    }
    if a.sign() == Sign::Minus { -a } else { a }
}

impl Ratio {
    /// `numer / denom` reduced to lowest terms: a [`Value::Ratio`], or a
    /// [`Value::Long`] / [`Value::BigInt`] when it is whole. `None` when
    /// `denom` is zero.
    pub fn new_value(numer: BigInt, denom: BigInt) -> Option<Value> {
        if denom.sign() == Sign::NoSign {
            return None;
        }
        let g = gcd(numer.clone(), denom.clone());
        let (mut n, mut d) = (numer / &g, denom / &g);
        if d.sign() == Sign::Minus {
            n = -n;
            d = -d;
        }
        if d == BigInt::from(1) {
            return Some(integer_value(n));
        }
        Some(Value::Ratio(std::sync::Arc::new(Ratio {
            numer: n,
            denom: d,
        })))
    }

    /// The numerator (carries the sign).
    pub fn numer(&self) -> &BigInt {
        &self.numer
    }

    /// The denominator (always > 1).
    pub fn denom(&self) -> &BigInt {
        &self.denom
    }

    /// The nearest double (may be infinite or lose precision).
    pub fn to_f64(&self) -> f64 {
        big_to_f64(&self.numer) / big_to_f64(&self.denom)
    }
}

/// A [`Value::Long`] when `v` fits in 64 bits, else a [`Value::BigInt`].
pub fn integer_value(v: BigInt) -> Value {
    match i64::try_from(&v) {
        Ok(l) => Value::Long(l),
        Err(_) => Value::BigInt(std::sync::Arc::new(v)),
    }
}

/// The nearest double to a big integer (±infinity when out of range).
pub fn big_to_f64(v: &BigInt) -> f64 {
    // Display + parse is exact-rounding and simple; bigints are rare here.
    v.to_string().parse::<f64>().unwrap_or(f64::NAN)
}

/// The nearest double to any numeric value; `None` for non-numbers.
pub fn to_f64(v: &Value) -> Option<f64> {
    Some(match v {
        Value::Long(l) => *l as f64,
        Value::Double(d) => *d,
        Value::Float(f) => f64::from(*f),
        Value::BigInt(b) => big_to_f64(b),
        Value::BigDec(d) => d.to_string().parse::<f64>().unwrap_or(f64::NAN),
        Value::Ratio(r) => r.to_f64(),
        _ => return None,
    })
}

/// Position among equal-valued numbers of different types.
fn numeric_rank(v: &Value) -> u8 {
    match v {
        Value::Long(_) => 0,
        Value::BigInt(_) => 1,
        Value::Ratio(_) => 2,
        Value::BigDec(_) => 3,
        Value::Float(_) => 4,
        _ => 5,
    }
}

/// -2 negative NaN, -1 -Inf, 0 finite or exact, 1 +Inf, 2 positive NaN.
fn float_class(v: &Value) -> i8 {
    let d = match v {
        Value::Double(d) => *d,
        Value::Float(f) => f64::from(*f),
        _ => return 0,
    };
    if d.is_nan() {
        if d.is_sign_negative() { -2 } else { 2 }
    } else if d.is_infinite() {
        if d > 0.0 { 1 } else { -1 }
    } else {
        0
    }
}

/// Largest decimal scale converted exactly; beyond it comparisons fall back
/// to doubles so a literal like `1E-999999999M` cannot make a comparison
/// build a billion-digit number.
const MAX_EXACT_SCALE: i64 = 10_000;

/// Exact rational form `(numerator, denominator > 0)` of a finite number.
pub(crate) fn to_rational(v: &Value) -> Option<(BigInt, BigInt)> {
    let one = BigInt::from(1);
    Some(match v {
        Value::Long(l) => (BigInt::from(*l), one),
        Value::BigInt(b) => ((**b).clone(), one),
        Value::Ratio(r) => (r.numer.clone(), r.denom.clone()),
        Value::BigDec(d) => {
            let (digits, scale) = d.as_bigint_and_exponent();
            if scale.abs() > MAX_EXACT_SCALE {
                return None;
            }
            let p = BigInt::from(10).pow(scale.unsigned_abs() as u32);
            if scale >= 0 {
                (digits, p)
            } else {
                (digits * p, one)
            }
        }
        Value::Double(_) | Value::Float(_) => {
            let d = match v {
                Value::Float(f) => f64::from(*f),
                Value::Double(d) => *d,
                _ => return None,
            };
            if !d.is_finite() {
                return None;
            }
            let bits = d.to_bits();
            let sign = if bits >> 63 == 1 { -1 } else { 1 };
            let exp = ((bits >> 52) & 0x7ff) as i64;
            let frac = bits & ((1u64 << 52) - 1);
            let (mant, e) = if exp == 0 {
                (frac, -1074)
            } else {
                (frac | (1u64 << 52), exp - 1075)
            };
            let m = BigInt::from(mant) * sign;
            if e >= 0 {
                (m << (e as usize), one)
            } else {
                (m, one << ((-e) as usize))
            }
        }
        _ => return None,
    })
}

/// Numeric comparison of two finite-or-exact numbers, ignoring type.
fn numeric_cmp(a: &Value, b: &Value) -> Ordering {
    let (ca, cb) = (float_class(a), float_class(b));
    if ca != 0 || cb != 0 {
        return ca.cmp(&cb);
    }
    match (a, b) {
        (Value::Long(x), Value::Long(y)) => x.cmp(y),
        (Value::Double(x), Value::Double(y)) => x.partial_cmp(y).unwrap_or(Ordering::Equal),
        (Value::Long(x), Value::Double(y)) => cmp_long_double(*x, *y),
        (Value::Double(x), Value::Long(y)) => cmp_long_double(*y, *x).reverse(),
        _ => match (to_rational(a), to_rational(b)) {
            (Some((an, ad)), Some((bn, bd))) => (an * bd).cmp(&(bn * ad)),
            _ => {
                let (x, y) = (to_f64(a).unwrap_or(0.0), to_f64(b).unwrap_or(0.0));
                x.partial_cmp(&y).unwrap_or(Ordering::Equal)
            }
        },
    }
}

/// Exact comparison of a long with a finite double.
fn cmp_long_double(l: i64, d: f64) -> Ordering {
    // 2^63 is exactly representable; every finite double at or above it is
    // greater than any long, and every one below -2^63 is smaller.
    const TWO_63: f64 = 9_223_372_036_854_775_808.0;
    if d >= TWO_63 {
        return Ordering::Less;
    }
    if d < -TWO_63 {
        return Ordering::Greater;
    }
    let t = d.trunc();
    // |t| < 2^63 so the cast is exact.
    let ti = t as i64;
    match l.cmp(&ti) {
        Ordering::Equal => {
            let frac = d - t;
            if frac > 0.0 {
                Ordering::Less
            } else if frac < 0.0 {
                Ordering::Greater
            } else {
                Ordering::Equal
            }
        }
        o => o,
    }
}

/// Compares two numeric values for the total order of [`Value`]: by numeric
/// value, then by type, then doubles by [`f64::total_cmp`]. `None` if either
/// is not a number.
pub fn compare_numbers(a: &Value, b: &Value) -> Option<Ordering> {
    if !a.is_number() || !b.is_number() {
        return None;
    }
    Some(
        numeric_cmp(a, b)
            .then_with(|| numeric_rank(a).cmp(&numeric_rank(b)))
            .then_with(|| match (a, b) {
                (Value::Double(x), Value::Double(y)) => x.total_cmp(y),
                (Value::Float(x), Value::Float(y)) => x.total_cmp(y),
                _ => Ordering::Equal,
            }),
    )
}

/// Compares two numbers by value only (`1` and `1.0` are equal); `None` if
/// either is not a number. NaN compares equal to NaN and above +Inf here.
pub fn compare_numeric_values(a: &Value, b: &Value) -> Option<Ordering> {
    if !a.is_number() || !b.is_number() {
        return None;
    }
    Some(numeric_cmp(a, b))
}

/// A bigdec as Java's `BigDecimal.toString` writes it, which Clojure's
/// `str` and printer use: the scale kept (`0.00`, `3.10`), plain while the
/// scale is not negative and the exponent is at least -6, else scientific
/// (`1E+3`, `1.5E-9`).
///
/// ```
/// use std::str::FromStr;
/// use quiver_query::edn::java_bigdec_string;
/// let s = |t: &str| java_bigdec_string(&bigdecimal::BigDecimal::from_str(t).unwrap());
/// assert_eq!(s("0.00"), "0.00");
/// assert_eq!(s("3.10"), "3.10");
/// assert_eq!(s("-0.05"), "-0.05");
/// assert_eq!(s("1E+3"), "1E+3");
/// assert_eq!(s("0.0000001"), "1E-7");
/// assert_eq!(s("12345"), "12345");
/// let extreme = bigdecimal::BigDecimal::new(1.into(), i64::MIN);
/// assert_eq!(java_bigdec_string(&extreme), "1E+9223372036854775808");
/// ```
pub fn java_bigdec_string(d: &bigdecimal::BigDecimal) -> String {
    let (unscaled, scale) = d.as_bigint_and_exponent();
    let negative = unscaled.sign() == num_bigint::Sign::Minus;
    let coeff = unscaled.magnitude().to_string();
    // In i128: a scale may be any i64, and its negation must not overflow.
    let (scale, len) = (i128::from(scale), coeff.len() as i128);
    let adjusted = -scale + (len - 1);
    let body = if scale >= 0 && adjusted >= -6 {
        if scale == 0 {
            coeff
        } else if len > scale {
            let point = (len - scale) as usize;
            format!("{}.{}", &coeff[..point], &coeff[point..])
        } else {
            format!("0.{}{coeff}", "0".repeat((scale - len) as usize))
        }
    } else {
        let mut out = coeff[..1].to_string();
        if len > 1 {
            out.push('.');
            out.push_str(&coeff[1..]);
        }
        if adjusted != 0 {
            out.push('E');
            if adjusted > 0 {
                out.push('+');
            }
            out.push_str(&adjusted.to_string());
        }
        out
    };
    if negative { format!("-{body}") } else { body }
}
