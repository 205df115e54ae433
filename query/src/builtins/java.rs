//! The Java methods Datalevin users call on query values, `[(.getTime ?t)
//! ?ms]`. Datalevin looks the method up by the classes of the arguments
//! given (a `Long` argument finds no `int` parameter, so `(.substring s 1)`
//! fails there) and invokes it; there is no JVM here, so the methods such a
//! lookup finds on strings, numbers, instants and keywords are built in by
//! name (D-885, D-888). The string and name methods share the
//! `clojure.string` and `name` built-ins.

use super::limits::Out;
use super::text::{self, compile, java_whitespace, string_arg};
use crate::edn::{CivilTime, Value, format_inst_as_gmt, to_f64};
use crate::error::{Error, Result};

fn no_method(method: &str, v: &Value) -> Error {
    Error::eval(
        method,
        format!(
            "no method {} for a {} ({v})",
            method.trim_start_matches('.'),
            v.type_name()
        ),
    )
}

/// `(.getTime t)`: an instant's milliseconds since the epoch.
pub(super) fn get_time(args: &[Value]) -> Result<Value> {
    Ok(Value::Long(inst_arg(".getTime", &args[0])?))
}

fn inst_arg(method: &str, v: &Value) -> Result<i64> {
    match v {
        Value::Inst(ms) => Ok(*ms),
        v => Err(no_method(method, v)),
    }
}

fn receiver<'a>(method: &str, v: &'a Value) -> Result<&'a str> {
    match v {
        Value::String(s) => Ok(s),
        v => Err(no_method(method, v)),
    }
}

/// The UTF-16 length of `s`: Java's indexes and lengths count code units.
fn utf16_len(s: &str) -> i64 {
    super::utf16::len(s) as i64
}

/// `(.length s)`: a string's length in UTF-16 code units, as Java counts.
pub(super) fn length(args: &[Value]) -> Result<Value> {
    Ok(Value::Long(utf16_len(receiver(".length", &args[0])?)))
}

/// `(.isEmpty s)`: whether a string (or collection) is empty.
pub(super) fn is_empty(args: &[Value]) -> Result<Value> {
    Ok(Value::Boolean(match &args[0] {
        Value::String(s) => s.is_empty(),
        Value::List(v) | Value::Vector(v) => v.is_empty(),
        Value::Map(m) => m.is_empty(),
        Value::Set(s) => s.is_empty(),
        v => return Err(no_method(".isEmpty", v)),
    }))
}

/// `(.indexOf s sub)`: the UTF-16 index of `sub` in `s`, -1 when absent
/// (Java's answer; `clojure.string/index-of` says nil).
pub(super) fn index_of(args: &[Value]) -> Result<Value> {
    let s = receiver(".indexOf", &args[0])?;
    let sub = string_arg(".indexOf", &args[1])?;
    Ok(Value::Long(
        s.find(sub).map_or(-1, |at| utf16_len(&s[..at])),
    ))
}

/// `(.lastIndexOf s sub)`: the UTF-16 index of the last `sub`, -1 when absent.
pub(super) fn last_index_of(args: &[Value]) -> Result<Value> {
    let s = receiver(".lastIndexOf", &args[0])?;
    let sub = string_arg(".lastIndexOf", &args[1])?;
    Ok(Value::Long(
        s.rfind(sub).map_or(-1, |at| utf16_len(&s[..at])),
    ))
}

/// `(.isBlank s)`: empty or only white space.
pub(super) fn is_blank(args: &[Value]) -> Result<Value> {
    let s = receiver(".isBlank", &args[0])?;
    Ok(Value::Boolean(s.chars().all(java_whitespace)))
}

/// `(.strip s)`: without white space at either end.
pub(super) fn strip(args: &[Value]) -> Result<Value> {
    Ok(Value::string(
        receiver(".strip", &args[0])?.trim_matches(java_whitespace),
    ))
}

/// `(.stripLeading s)`.
pub(super) fn strip_leading(args: &[Value]) -> Result<Value> {
    Ok(Value::string(
        receiver(".stripLeading", &args[0])?.trim_start_matches(java_whitespace),
    ))
}

/// `(.stripTrailing s)`.
pub(super) fn strip_trailing(args: &[Value]) -> Result<Value> {
    Ok(Value::string(
        receiver(".stripTrailing", &args[0])?.trim_end_matches(java_whitespace),
    ))
}

/// `(.intern s)`: the string itself.
pub(super) fn intern(args: &[Value]) -> Result<Value> {
    receiver(".intern", &args[0])?;
    Ok(args[0].clone())
}

/// `(.concat s t)`.
pub(super) fn concat(args: &[Value]) -> Result<Value> {
    let mut out = Out::new(".concat");
    out.push_str(receiver(".concat", &args[0])?)?;
    out.push_str(string_arg(".concat", &args[1])?)?;
    Ok(out.finish())
}

/// `(.matches s regex)`: the whole string matches.
pub(super) fn matches(args: &[Value]) -> Result<Value> {
    let s = receiver(".matches", &args[0])?;
    let p = string_arg(".matches", &args[1])?;
    Ok(Value::Boolean(
        compile(".matches", &super::java_regex::whole(p))?.is_match(s)?,
    ))
}

/// `(.replaceAll s regex replacement)`.
pub(super) fn replace_all(args: &[Value]) -> Result<Value> {
    regex_replace(".replaceAll", args, usize::MAX)
}

/// `(.replaceFirst s regex replacement)`.
pub(super) fn replace_first(args: &[Value]) -> Result<Value> {
    regex_replace(".replaceFirst", args, 1)
}

fn regex_replace(method: &'static str, args: &[Value], limit: usize) -> Result<Value> {
    let s = receiver(method, &args[0])?;
    let re = compile(method, string_arg(method, &args[1])?)?;
    text::replace_matches(method, s, &re, string_arg(method, &args[2])?, limit)
}

/// `(.split s regex)`: the pieces, as `clojure.string/split` (Java gives
/// an array; here a vector, which `count`, `first` and `nth` read alike).
pub(super) fn split(args: &[Value]) -> Result<Value> {
    receiver(".split", &args[0])?;
    string_arg(".split", &args[1])?;
    text::split(args)
}

/// Java's one-character case mappings (`Character.toUpperCase`): a
/// character whose mapping is several characters maps to itself.
fn single(mut mapped: impl Iterator<Item = char>, c: char) -> char {
    match (mapped.next(), mapped.next()) {
        (Some(m), None) => m,
        _ => c,
    }
}

/// Java's `regionMatches(true, …)` step: upper-case, then lower-case.
fn fold(c: char) -> char {
    let u = single(c.to_uppercase(), c);
    single(u.to_lowercase(), u)
}

/// `(.compareToIgnoreCase s t)`: the difference of the first characters
/// that differ ignoring case, else of the lengths.
pub(super) fn compare_to_ignore_case(args: &[Value]) -> Result<Value> {
    let s = receiver(".compareToIgnoreCase", &args[0])?;
    let t = string_arg(".compareToIgnoreCase", &args[1])?;
    for (a, b) in s.chars().zip(t.chars()) {
        let (a, b) = (fold(a), fold(b));
        if a != b {
            return Ok(Value::Long(
                i64::from(u32::from(a)) - i64::from(u32::from(b)),
            ));
        }
    }
    Ok(Value::Long(
        s.chars().count() as i64 - t.chars().count() as i64,
    ))
}

/// `(.equalsIgnoreCase s t)`; false when `t` is not a string.
pub(super) fn equals_ignore_case(args: &[Value]) -> Result<Value> {
    let s = receiver(".equalsIgnoreCase", &args[0])?;
    let Value::String(t) = &args[1] else {
        return Ok(Value::Boolean(false));
    };
    Ok(Value::Boolean(
        s.chars().count() == t.chars().count()
            && s.chars().zip(t.chars()).all(|(a, b)| fold(a) == fold(b)),
    ))
}

/// `(.hashCode x)`: Java's hash of a string, long, double, boolean or
/// instant (the numbers Datalevin users see printed).
pub(super) fn hash_code(args: &[Value]) -> Result<Value> {
    let fold64 = |v: i64| i64::from((v ^ ((v as u64) >> 32) as i64) as i32);
    Ok(Value::Long(match &args[0] {
        Value::String(s) => i64::from(
            s.encode_utf16()
                .fold(0i32, |h, u| h.wrapping_mul(31).wrapping_add(i32::from(u))),
        ),
        Value::Long(n) | Value::Inst(n) => fold64(*n),
        Value::Double(d) => {
            let d = if d.is_nan() { f64::NAN } else { *d };
            fold64(d.to_bits() as i64)
        }
        Value::Boolean(b) => {
            if *b {
                1231
            } else {
                1237
            }
        }
        v => return Err(no_method(".hashCode", v)),
    }))
}

/// The number a numeric receiver holds, as Java's `Number` sees it.
fn number(method: &str, v: &Value) -> Result<f64> {
    match v {
        Value::Long(_)
        | Value::Double(_)
        | Value::Float(_)
        | Value::BigInt(_)
        | Value::BigDec(_) => to_f64(v).ok_or_else(|| no_method(method, v)),
        v => Err(no_method(method, v)),
    }
}

/// `(.longValue x)`: a long as itself, a double truncated (saturating,
/// NaN is 0), as Java's casts.
pub(super) fn long_value(args: &[Value]) -> Result<Value> {
    Ok(Value::Long(match &args[0] {
        Value::Long(n) => *n,
        v => number(".longValue", v)? as i64,
    }))
}

/// A number as Java's `intValue` gives it: the low 32 bits of a long, a
/// double truncated to 32 bits (saturating, NaN is 0).
fn int_bits(method: &str, v: &Value) -> Result<i32> {
    Ok(match v {
        Value::Long(n) => *n as i32,
        v => number(method, v)? as i32,
    })
}

/// `(.intValue x)`.
pub(super) fn int_value(args: &[Value]) -> Result<Value> {
    Ok(Value::Long(i64::from(int_bits(".intValue", &args[0])?)))
}

/// `(.shortValue x)`: the low 16 bits of the int value.
pub(super) fn short_value(args: &[Value]) -> Result<Value> {
    Ok(Value::Long(i64::from(
        int_bits(".shortValue", &args[0])? as i16
    )))
}

/// `(.byteValue x)`: the low 8 bits of the int value.
pub(super) fn byte_value(args: &[Value]) -> Result<Value> {
    Ok(Value::Long(i64::from(
        int_bits(".byteValue", &args[0])? as i8
    )))
}

/// `(.doubleValue x)`.
pub(super) fn double_value(args: &[Value]) -> Result<Value> {
    Ok(Value::Double(number(".doubleValue", &args[0])?))
}

/// `(.floatValue x)`.
pub(super) fn float_value(args: &[Value]) -> Result<Value> {
    Ok(Value::Float(number(".floatValue", &args[0])? as f32))
}

/// `(.isNaN d)`.
pub(super) fn is_nan(args: &[Value]) -> Result<Value> {
    match &args[0] {
        Value::Double(_) | Value::Float(_) => {
            Ok(Value::Boolean(number(".isNaN", &args[0])?.is_nan()))
        }
        v => Err(no_method(".isNaN", v)),
    }
}

/// `(.isInfinite d)`.
pub(super) fn is_infinite(args: &[Value]) -> Result<Value> {
    match &args[0] {
        Value::Double(_) | Value::Float(_) => Ok(Value::Boolean(
            number(".isInfinite", &args[0])?.is_infinite(),
        )),
        v => Err(no_method(".isInfinite", v)),
    }
}

/// `(.before t u)`: instant `t` is earlier than `u`.
pub(super) fn before(args: &[Value]) -> Result<Value> {
    Ok(Value::Boolean(
        inst_arg(".before", &args[0])? < inst_arg(".before", &args[1])?,
    ))
}

/// `(.after t u)`: instant `t` is later than `u`.
pub(super) fn after(args: &[Value]) -> Result<Value> {
    Ok(Value::Boolean(
        inst_arg(".after", &args[0])? > inst_arg(".after", &args[1])?,
    ))
}

fn civil(method: &str, v: &Value) -> Result<CivilTime> {
    inst_arg(method, v).map(CivilTime::of)
}

/// `(.getYear t)`: the year minus 1900, in UTC (`java.util.Date`'s
/// deprecated field getters, on a JVM in UTC).
pub(super) fn get_year(args: &[Value]) -> Result<Value> {
    Ok(Value::Long(civil(".getYear", &args[0])?.year - 1900))
}

/// `(.getMonth t)`: the month, 0 (January) to 11.
pub(super) fn get_month(args: &[Value]) -> Result<Value> {
    Ok(Value::Long(civil(".getMonth", &args[0])?.month - 1))
}

/// `(.getDate t)`: the day of the month, 1 to 31.
pub(super) fn get_date(args: &[Value]) -> Result<Value> {
    Ok(Value::Long(civil(".getDate", &args[0])?.day))
}

/// `(.getDay t)`: the day of the week, 0 (Sunday) to 6.
pub(super) fn get_day(args: &[Value]) -> Result<Value> {
    Ok(Value::Long(civil(".getDay", &args[0])?.weekday))
}

/// `(.getHours t)`.
pub(super) fn get_hours(args: &[Value]) -> Result<Value> {
    Ok(Value::Long(civil(".getHours", &args[0])?.hour))
}

/// `(.getMinutes t)`.
pub(super) fn get_minutes(args: &[Value]) -> Result<Value> {
    Ok(Value::Long(civil(".getMinutes", &args[0])?.minute))
}

/// `(.getSeconds t)`.
pub(super) fn get_seconds(args: &[Value]) -> Result<Value> {
    Ok(Value::Long(civil(".getSeconds", &args[0])?.second))
}

/// `(.getTimezoneOffset t)`: 0, the offset of UTC.
pub(super) fn get_timezone_offset(args: &[Value]) -> Result<Value> {
    inst_arg(".getTimezoneOffset", &args[0])?;
    Ok(Value::Long(0))
}

/// `(.toGMTString t)`: `1 May 1990 00:00:00 GMT`.
pub(super) fn to_gmt_string(args: &[Value]) -> Result<Value> {
    Ok(Value::string(&format_inst_as_gmt(inst_arg(
        ".toGMTString",
        &args[0],
    )?)))
}

/// A `String` method whose `clojure.string` twin takes any value
/// (`upper-case` calls `.toString`): Datalevin finds the method on a
/// string only, so the receiver is checked first.
fn on_string(method: &str, args: &[Value], f: fn(&[Value]) -> Result<Value>) -> Result<Value> {
    receiver(method, &args[0])?;
    f(args)
}

/// `(.toLowerCase s)`.
pub(super) fn to_lower_case(args: &[Value]) -> Result<Value> {
    on_string(".toLowerCase", args, text::lower_case)
}

/// `(.toUpperCase s)`.
pub(super) fn to_upper_case(args: &[Value]) -> Result<Value> {
    on_string(".toUpperCase", args, text::upper_case)
}

/// `(.startsWith s prefix)`.
pub(super) fn starts_with(args: &[Value]) -> Result<Value> {
    on_string(".startsWith", args, text::starts_with)
}

/// `(.endsWith s suffix)`.
pub(super) fn ends_with(args: &[Value]) -> Result<Value> {
    on_string(".endsWith", args, text::ends_with)
}

/// `(.contains s part)`.
pub(super) fn contains(args: &[Value]) -> Result<Value> {
    on_string(".contains", args, text::includes)
}

/// The decimal a `BigDecimal` method is called on.
fn decimal<'a>(method: &str, v: &'a Value) -> Result<&'a bigdecimal::BigDecimal> {
    match v {
        Value::BigDec(d) => {
            super::numeric::check_operand(method, v)?;
            Ok(d)
        }
        v => Err(no_method(method, v)),
    }
}

/// `(.scale d)`: the digits after the point (negative for `1E+3M`).
pub(super) fn scale(args: &[Value]) -> Result<Value> {
    Ok(Value::Long(
        decimal(".scale", &args[0])?.fractional_digit_count(),
    ))
}

/// `(.precision d)`: the digits of the unscaled value (1 for zero).
pub(super) fn precision(args: &[Value]) -> Result<Value> {
    let (int, _) = decimal(".precision", &args[0])?.as_bigint_and_exponent();
    let digits = int.magnitude().to_str_radix(10).len();
    Ok(Value::Long(digits as i64))
}

/// `(.unscaledValue d)`: the integer of `d` × 10^scale, as a bigint.
pub(super) fn unscaled_value(args: &[Value]) -> Result<Value> {
    let (int, _) = decimal(".unscaledValue", &args[0])?.as_bigint_and_exponent();
    Ok(Value::BigInt(std::sync::Arc::new(int)))
}

/// `(.stripTrailingZeros d)`: the same number with no trailing zero in
/// its unscaled value (`150.00M` is `1.5E+2M`); zero is `0M`, as Java 8+.
pub(super) fn strip_trailing_zeros(args: &[Value]) -> Result<Value> {
    let (mut int, mut scale) = decimal(".stripTrailingZeros", &args[0])?.as_bigint_and_exponent();
    if int.sign() == num_bigint::Sign::NoSign {
        return Ok(Value::bigdec(bigdecimal::BigDecimal::from(0)));
    }
    // By the digits' text: linear in their number, where dividing by ten
    // a zero at a time would be quadratic.
    let text = int.magnitude().to_str_radix(10);
    let kept = text.trim_end_matches('0');
    let zeros = text.len() - kept.len();
    if zeros > 0 {
        let magnitude = num_bigint::BigUint::parse_bytes(kept.as_bytes(), 10).unwrap_or_default();
        int = num_bigint::BigInt::from_biguint(int.sign(), magnitude);
        scale -= zeros as i64;
    }
    Ok(Value::bigdec(bigdecimal::BigDecimal::new(int, scale)))
}

/// `(.toPlainString d)`: the decimal without an exponent (`1E+3M` is
/// `"1000"`, `1.5E-7M` is `"0.00000015"`).
pub(super) fn to_plain_string(args: &[Value]) -> Result<Value> {
    let (int, scale) = decimal(".toPlainString", &args[0])?.as_bigint_and_exponent();
    let negative = int.sign() == num_bigint::Sign::Minus;
    let digits = int.magnitude().to_str_radix(10);
    let zero = int.sign() == num_bigint::Sign::NoSign;
    // Sizes are bounded by `check_operand` (a scale of at most 100,000).
    let body = if scale <= 0 {
        if zero {
            "0".to_string()
        } else {
            format!("{digits}{}", "0".repeat(scale.unsigned_abs() as usize))
        }
    } else {
        let scale = scale as usize;
        if digits.len() > scale {
            let (whole, frac) = digits.split_at(digits.len() - scale);
            format!("{whole}.{frac}")
        } else {
            format!("0.{}{digits}", "0".repeat(scale - digits.len()))
        }
    };
    let text = if negative { format!("-{body}") } else { body };
    Ok(Value::string(&text))
}
