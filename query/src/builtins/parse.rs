//! Clojure 1.11's `parse-long`, `parse-double`, `parse-boolean` and
//! `parse-uuid`: a value from its text, `nil` when the text is not one; an
//! argument that is not a string is an error, as in Clojure.

use super::text::string_arg;
use crate::edn::{Uuid, Value};
use crate::error::Result;

/// `(parse-long "42")`: an optional sign and decimal digits; nil otherwise
/// (or when out of a long's range).
pub(super) fn parse_long(args: &[Value]) -> Result<Value> {
    let s = string_arg("parse-long", &args[0])?;
    let digits = s.strip_prefix(['+', '-']).unwrap_or(s);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Ok(Value::Nil);
    }
    Ok(s.strip_prefix('+')
        .unwrap_or(s)
        .parse::<i64>()
        .map_or(Value::Nil, Value::Long))
}

/// `(parse-double "4.5")`: Java's double syntax (surrounding control
/// characters and spaces, a sign, `NaN`, `Infinity`, digits with an
/// optional point and exponent, an optional `f`/`d` suffix); nil otherwise.
/// Hexadecimal doubles are not read (nil).
pub(super) fn parse_double(args: &[Value]) -> Result<Value> {
    let s = string_arg("parse-double", &args[0])?.trim_matches(|c: char| c <= ' ');
    let (negative, body) = match s.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, s.strip_prefix('+').unwrap_or(s)),
    };
    let sign = if negative { -1.0 } else { 1.0 };
    let value = match body {
        "NaN" => Some(f64::NAN),
        "Infinity" => Some(sign * f64::INFINITY),
        _ => decimal(body).map(|d| sign * d),
    };
    Ok(value.map_or(Value::Nil, Value::Double))
}

/// `digits[.digits][(e|E)[sign]digits][f|F|d|D]`, with digits on at least
/// one side of the point.
fn decimal(body: &str) -> Option<f64> {
    let body = body.strip_suffix(['f', 'F', 'd', 'D']).unwrap_or(body);
    let (mantissa, exponent) = match body.find(['e', 'E']) {
        Some(at) => (&body[..at], Some(&body[at + 1..])),
        None => (body, None),
    };
    let (int, frac) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    let all_digits = |t: &str| t.bytes().all(|b| b.is_ascii_digit());
    if int.len() + frac.len() == 0 || !all_digits(int) || !all_digits(frac) {
        return None;
    }
    if let Some(e) = exponent {
        let e = e.strip_prefix(['+', '-']).unwrap_or(e);
        if e.is_empty() || !all_digits(e) {
            return None;
        }
    }
    body.parse().ok()
}

/// `(parse-boolean "true")`: exactly `"true"` or `"false"`; nil otherwise.
pub(super) fn parse_boolean(args: &[Value]) -> Result<Value> {
    Ok(match string_arg("parse-boolean", &args[0])? {
        "true" => Value::Boolean(true),
        "false" => Value::Boolean(false),
        _ => Value::Nil,
    })
}

/// `(parse-uuid "…")`: the 36-character hyphenated form; nil otherwise.
pub(super) fn parse_uuid(args: &[Value]) -> Result<Value> {
    let s = string_arg("parse-uuid", &args[0])?;
    let hyphens_in_place = s.len() == 36
        && s.char_indices()
            .all(|(i, c)| (c == '-') == matches!(i, 8 | 13 | 18 | 23));
    Ok(match Uuid::parse(s) {
        Some(u) if hyphens_in_place => Value::Uuid(u),
        _ => Value::Nil,
    })
}

/// `(read-string s)`: the first form of `s` read as data (EDN with
/// Clojure's lists and symbols), the rest ignored; an empty string is
/// Clojure's `EOF while reading`. `(clojure.edn/read-string s)` is the
/// same except that an empty string is nil.
pub(super) fn read_string(args: &[Value]) -> Result<Value> {
    read_first("read-string", &args[0], false)
}

/// `(clojure.edn/read-string s)`.
pub(super) fn edn_read_string(args: &[Value]) -> Result<Value> {
    read_first("clojure.edn/read-string", &args[0], true)
}

fn read_first(name: &'static str, v: &Value, empty_is_nil: bool) -> Result<Value> {
    let s = string_arg(name, v)?;
    let opts = crate::edn::ReadOptions::default();
    let mut r = crate::edn::Reader::new(s, &opts);
    match r.next_form() {
        Ok(Some(form)) => Ok(form.to_value()),
        Ok(None) if empty_is_nil => Ok(Value::Nil),
        Ok(None) => Err(crate::error::Error::eval(name, "EOF while reading")),
        Err(e) => Err(crate::error::Error::eval(
            name,
            crate::error::cut(&e.to_string()),
        )),
    }
}
