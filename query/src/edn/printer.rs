//! The EDN printer: `Display` for [`Value`].
//!
//! Output reads back to an equal value ([`Value::Float`] reads back as a
//! double). Doubles always carry a `.` or an exponent (`3.0`, `1e300`),
//! non-finite ones print as `##Inf`, `##-Inf`, `##NaN`; strings and characters
//! are escaped; maps and sets print in their sorted order; instants print as
//! `#inst "…-00:00"`, bytes as `#bytes "base64"`.

use std::fmt::{self, Write};

use super::literal::{encode_base64, format_inst};
use super::value::Value;

/// Writes `s` as an EDN string literal, quotes included.
pub fn write_string_literal(out: &mut impl Write, s: &str) -> fmt::Result {
    out.write_char('"')?;
    let mut run_start = 0;
    for (i, c) in s.char_indices() {
        let esc: Option<&str> = match c {
            '"' => Some("\\\""),
            '\\' => Some("\\\\"),
            '\n' => Some("\\n"),
            '\t' => Some("\\t"),
            '\r' => Some("\\r"),
            '\u{08}' => Some("\\b"),
            '\u{0C}' => Some("\\f"),
            _ => None,
        };
        if esc.is_some() || c.is_control() {
            out.write_str(&s[run_start..i])?;
            match esc {
                Some(e) => out.write_str(e)?,
                None => write!(out, "\\u{:04x}", c as u32)?,
            }
            run_start = i + c.len_utf8();
        }
    }
    out.write_str(&s[run_start..])?;
    out.write_char('"')
}

fn write_double(f: &mut fmt::Formatter<'_>, d: f64) -> fmt::Result {
    if d.is_nan() {
        f.write_str("##NaN")
    } else if d.is_infinite() {
        f.write_str(if d > 0.0 { "##Inf" } else { "##-Inf" })
    } else {
        // `{:?}` is the shortest text that parses back to the same bits and
        // always contains `.` or `e` (e.g. `3.0`, `1e300`).
        write!(f, "{d:?}")
    }
}

fn write_char_literal(f: &mut fmt::Formatter<'_>, c: char) -> fmt::Result {
    match c {
        '\n' => f.write_str("\\newline"),
        ' ' => f.write_str("\\space"),
        '\t' => f.write_str("\\tab"),
        '\r' => f.write_str("\\return"),
        '\u{0C}' => f.write_str("\\formfeed"),
        '\u{08}' => f.write_str("\\backspace"),
        c if (c.is_control() || c.is_whitespace()) && (c as u32) < 0x10000 => {
            write!(f, "\\u{:04x}", c as u32)
        }
        c => write!(f, "\\{c}"),
    }
}

fn write_seq<'a>(
    f: &mut fmt::Formatter<'_>,
    open: &str,
    items: impl Iterator<Item = &'a Value>,
    close: &str,
) -> fmt::Result {
    f.write_str(open)?;
    for (i, v) in items.enumerate() {
        if i > 0 {
            f.write_char(' ')?;
        }
        fmt::Display::fmt(v, f)?;
    }
    f.write_str(close)
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Nil => f.write_str("nil"),
            Value::Boolean(b) => write!(f, "{b}"),
            Value::Long(v) => write!(f, "{v}"),
            Value::Double(d) => write_double(f, *d),
            Value::Float(v) => {
                if v.is_finite() {
                    write!(f, "{v:?}")
                } else {
                    write_double(f, f64::from(*v))
                }
            }
            Value::BigInt(v) => write!(f, "{v}N"),
            Value::BigDec(v) => write!(f, "{}M", super::java_bigdec_string(v)),
            Value::Ratio(r) => write!(f, "{}/{}", r.numer(), r.denom()),
            Value::Char(c) => write_char_literal(f, *c),
            Value::String(s) => write_string_literal(f, s),
            Value::Keyword(k) => write!(f, "{k}"),
            Value::Symbol(s) => write!(f, "{s}"),
            Value::Inst(ms) => write!(f, "#inst \"{}\"", format_inst(*ms)),
            Value::Uuid(u) => write!(f, "#uuid \"{u}\""),
            Value::Bytes(b) => write!(f, "#bytes \"{}\"", encode_base64(b)),
            Value::List(items) => write_seq(f, "(", items.iter(), ")"),
            Value::Vector(items) => write_seq(f, "[", items.iter(), "]"),
            Value::Set(items) => write_seq(f, "#{", items.iter(), "}"),
            Value::Map(entries) => {
                f.write_char('{')?;
                for (i, (k, v)) in entries.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{k} {v}")?;
                }
                f.write_char('}')
            }
            Value::Tagged(t) => match (&t.1, t.0.as_str()) {
                // Regexes print as Clojure's #"…" literal, which reads back.
                (Value::String(body), crate::builtins::REGEX_TAG) => {
                    f.write_str("#\"")?;
                    let mut escaped = false;
                    for c in body.chars() {
                        if c == '"' && !escaped {
                            f.write_char('\\')?;
                        }
                        escaped = c == '\\' && !escaped;
                        f.write_char(c)?;
                    }
                    f.write_char('"')
                }
                _ => write!(f, "#{} {}", t.0, t.1),
            },
        }
    }
}
