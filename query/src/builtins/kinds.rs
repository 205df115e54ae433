//! Kind predicates and conversions from `clojure.core` that Datalevin
//! resolves in queries: `string?`, `number?`, `int?`, `keyword?`, …,
//! `abs`, `double`, `long`, `int`, `boolean`, `symbol` (D-866).

use crate::edn::{Symbol, Value, to_f64};
use crate::error::{Error, Result};

/// A kind test of one argument.
macro_rules! kind {
    ($($fn_name:ident => $pat:pat),* $(,)?) => {
        $(
            pub(super) fn $fn_name(args: &[Value]) -> Result<Value> {
                Ok(Value::Boolean(matches!(&args[0], $pat)))
            }
        )*
    };
}

kind! {
    is_string => Value::String(_),
    is_number => Value::Long(_) | Value::Double(_) | Value::Float(_) | Value::BigInt(_)
        | Value::BigDec(_) | Value::Ratio(_),
    is_integer => Value::Long(_) | Value::BigInt(_),
    is_int => Value::Long(_),
    is_double => Value::Double(_),
    is_float => Value::Double(_) | Value::Float(_),
    is_decimal => Value::BigDec(_),
    is_ratio => Value::Ratio(_),
    is_keyword => Value::Keyword(_),
    is_symbol => Value::Symbol(_),
    is_boolean => Value::Boolean(_),
    is_char => Value::Char(_),
    is_map => Value::Map(_),
    is_vector => Value::Vector(_),
    is_set => Value::Set(_),
    is_list => Value::List(_),
    is_coll => Value::List(_) | Value::Vector(_) | Value::Map(_) | Value::Set(_),
    is_sequential => Value::List(_) | Value::Vector(_),
    is_uuid => Value::Uuid(_),
    is_inst => Value::Inst(_),
    is_bytes => Value::Bytes(_),
    is_rational => Value::Long(_) | Value::BigInt(_) | Value::Ratio(_) | Value::BigDec(_),
    is_ident => Value::Keyword(_) | Value::Symbol(_),
    is_seq => Value::List(_),
    is_any => _,
}

/// `(qualified-keyword? x)`: a keyword with a namespace.
pub(super) fn is_qualified_keyword(args: &[Value]) -> Result<Value> {
    Ok(Value::Boolean(
        matches!(&args[0], Value::Keyword(k) if k.namespace().is_some()),
    ))
}

/// `(simple-keyword? x)`: a keyword without a namespace.
pub(super) fn is_simple_keyword(args: &[Value]) -> Result<Value> {
    Ok(Value::Boolean(
        matches!(&args[0], Value::Keyword(k) if k.namespace().is_none()),
    ))
}

/// `(qualified-symbol? x)`: a symbol with a namespace.
pub(super) fn is_qualified_symbol(args: &[Value]) -> Result<Value> {
    Ok(Value::Boolean(
        matches!(&args[0], Value::Symbol(s) if s.namespace().is_some()),
    ))
}

/// `(simple-symbol? x)`: a symbol without a namespace.
pub(super) fn is_simple_symbol(args: &[Value]) -> Result<Value> {
    Ok(Value::Boolean(
        matches!(&args[0], Value::Symbol(s) if s.namespace().is_none()),
    ))
}

/// `(NaN? x)`: a double that is NaN; a number is required (Clojure 1.11).
pub(super) fn is_nan(args: &[Value]) -> Result<Value> {
    to_f64(&args[0])
        .map(|d| Value::Boolean(d.is_nan()))
        .ok_or_else(|| not_a_number("NaN?", &args[0]))
}

/// `(infinite? x)`: a double that is infinite; a number is required.
pub(super) fn is_infinite(args: &[Value]) -> Result<Value> {
    to_f64(&args[0])
        .map(|d| Value::Boolean(d.is_infinite()))
        .ok_or_else(|| not_a_number("infinite?", &args[0]))
}

/// `(inst-ms t)`: an instant's milliseconds since the epoch.
pub(super) fn inst_ms(args: &[Value]) -> Result<Value> {
    match &args[0] {
        Value::Inst(ms) => Ok(Value::Long(*ms)),
        other => Err(Error::eval(
            "inst-ms",
            format!("expected an instant, got {} {other}", other.type_name()),
        )),
    }
}

/// `(nat-int? x)`: a long ≥ 0.
pub(super) fn is_nat_int(args: &[Value]) -> Result<Value> {
    Ok(Value::Boolean(matches!(args[0], Value::Long(n) if n >= 0)))
}

/// `(pos-int? x)`: a long > 0.
pub(super) fn is_pos_int(args: &[Value]) -> Result<Value> {
    Ok(Value::Boolean(matches!(args[0], Value::Long(n) if n > 0)))
}

/// `(neg-int? x)`: a long < 0.
pub(super) fn is_neg_int(args: &[Value]) -> Result<Value> {
    Ok(Value::Boolean(matches!(args[0], Value::Long(n) if n < 0)))
}

fn not_a_number(name: &str, v: &Value) -> Error {
    Error::eval(
        name,
        format!("expected a number, got {} {v}", v.type_name()),
    )
}

/// `(abs x)`: the magnitude, of the argument's kind; the smallest long
/// has none that is a long (an error, where Clojure wraps).
pub(super) fn abs(args: &[Value]) -> Result<Value> {
    Ok(match &args[0] {
        // Clojure 1.11's `abs`: "If x is Long/MIN_VALUE, returns
        // Long/MIN_VALUE" (D-898; an overflow error before).
        Value::Long(n) => Value::Long(n.wrapping_abs()),
        Value::Double(d) => Value::Double(d.abs()),
        Value::Float(f) => Value::Float(f.abs()),
        Value::BigInt(b) => Value::BigInt(std::sync::Arc::new(b.magnitude().clone().into())),
        Value::BigDec(b) => Value::BigDec(std::sync::Arc::new(b.abs())),
        Value::Ratio(r) if r.to_f64() < 0.0 => super::numeric::sub(&[Value::Ratio(r.clone())])?,
        Value::Ratio(r) => Value::Ratio(r.clone()),
        other => return Err(not_a_number("abs", other)),
    })
}

/// `(double x)`.
pub(super) fn double(args: &[Value]) -> Result<Value> {
    to_f64(&args[0])
        .map(Value::Double)
        .ok_or_else(|| not_a_number("double", &args[0]))
}

/// `(long x)` (and `int`, checked to 32 bits): doubles truncated toward
/// zero, NaN 0; out of range (infinities too) is an error.
fn to_long(name: &str, v: &Value, bits32: bool) -> Result<Value> {
    let n = match v {
        Value::Long(n) => Some(*n),
        Value::Char(c) => Some(i64::from(u32::from(*c))),
        Value::BigInt(b) => i64::try_from(&**b).ok(),
        other => match to_f64(other) {
            // NaN is neither below nor above the range Clojure checks:
            // the cast gives 0 (D-919).
            Some(d) if d.is_nan() => Some(0),
            Some(d)
                if d.is_finite() && d.trunc() >= i64::MIN as f64 && d.trunc() < i64::MAX as f64 =>
            {
                Some(d.trunc() as i64)
            }
            Some(_) => None,
            None => return Err(not_a_number(name, other)),
        },
    };
    match n {
        Some(n) if !bits32 || i32::try_from(n).is_ok() => Ok(Value::Long(n)),
        _ => Err(Error::eval(name, format!("value out of range: {v}"))),
    }
}

/// `(long x)`.
pub(super) fn long(args: &[Value]) -> Result<Value> {
    to_long("long", &args[0], false)
}

/// `(int x)`.
pub(super) fn int(args: &[Value]) -> Result<Value> {
    to_long("int", &args[0], true)
}

/// `(boolean x)`: truthiness.
pub(super) fn boolean(args: &[Value]) -> Result<Value> {
    Ok(Value::Boolean(args[0].is_truthy()))
}

/// `(symbol name)` / `(symbol ns name)`.
pub(super) fn symbol(args: &[Value]) -> Result<Value> {
    let text = |v: &Value| -> Result<String> {
        match v {
            Value::String(s) => Ok(s.to_string()),
            Value::Symbol(s) => Ok(s.as_str().to_string()),
            other => Err(Error::eval(
                "symbol",
                format!("expected a string, got {} {other}", other.type_name()),
            )),
        }
    };
    match args {
        [Value::Keyword(k)] => Ok(Value::Symbol(Symbol::parse(k.as_str()))),
        [name] => Ok(Value::Symbol(Symbol::parse(&text(name)?))),
        [ns, name] => Ok(Value::Symbol(Symbol::new(Some(&text(ns)?), &text(name)?))),
        _ => Err(Error::eval("symbol", "takes 1 or 2 arguments")),
    }
}

/// `(char n)`: the character with code `n` (a UTF-16 unit: 0 to 65535; a
/// surrogate, which no Rust character holds, is an error); a character
/// stays itself.
pub(super) fn char(args: &[Value]) -> Result<Value> {
    let n = match &args[0] {
        Value::Char(c) => return Ok(Value::Char(*c)),
        v => match to_long("char", v, false)? {
            Value::Long(n) => n,
            _ => unreachable!("to_long gives a long"),
        },
    };
    u16::try_from(n)
        .ok()
        .and_then(|u| char::from_u32(u32::from(u)))
        .map(Value::Char)
        .ok_or_else(|| Error::eval("char", format!("Value out of range for char: {n}")))
}

/// `(float x)`: the number as a 32-bit float.
/// A number beyond the float's range (infinities too) is Clojure's
/// `Value out of range for float` (`RT.floatCast`, D-962).
pub(super) fn float(args: &[Value]) -> Result<Value> {
    match to_f64(&args[0]) {
        Some(d) if d.abs() > f64::from(f32::MAX) => Err(Error::eval(
            "float",
            format!(
                "Value out of range for float: {}",
                super::clj_print::java_double(d)
            ),
        )),
        Some(d) => Ok(Value::Float(d as f32)),
        None => Err(not_a_number("float", &args[0])),
    }
}

/// `(unchecked-long x)`, `(unchecked-int x)`: Java's casts, truncating a
/// double and keeping the low bits (`(unchecked-int 4294967297)` = `1`).
pub(super) fn unchecked_long(args: &[Value]) -> Result<Value> {
    Ok(Value::Long(wrapped("unchecked-long", &args[0])?))
}

/// `(unchecked-int x)`.
pub(super) fn unchecked_int(args: &[Value]) -> Result<Value> {
    Ok(Value::Long(i64::from(
        wrapped("unchecked-int", &args[0])? as i32
    )))
}

fn wrapped(name: &str, v: &Value) -> Result<i64> {
    Ok(match v {
        Value::Long(n) => *n,
        Value::Char(c) => i64::from(u32::from(*c)),
        Value::BigInt(b) => {
            let (sign, digits) = b.to_u64_digits();
            let low = digits.first().copied().unwrap_or(0) as i64;
            if sign == num_bigint::Sign::Minus {
                low.wrapping_neg()
            } else {
                low
            }
        }
        other => match to_f64(other) {
            // Java's cast: NaN is 0, the rest saturates.
            Some(d) => d as i64,
            None => return Err(not_a_number(name, other)),
        },
    })
}
