//! Values as Clojure's `pr` and `print` write them, for `pr-str`,
//! `print-str` and the collections `str` renders (D-962): doubles as
//! Java's `Double.toString` (`1.0E300`), floats as `Float.toString`
//! (`1.0E-7`), `##Inf` and `##NaN` inside, strings escaped only where
//! Clojure escapes them (`"`, `\`, newline, tab, return, formfeed,
//! backspace; a BEL stays a BEL), characters by name or as themselves.
//! Everything else prints as its EDN.

use super::limits::Out;
use crate::edn::Value;
use crate::error::Result;

/// Appends `v` as `pr` (`readable`) or `print` writes it.
pub(super) fn print_into(out: &mut Out, v: &Value, readable: bool) -> Result<()> {
    match v {
        Value::Double(d) => out.push_str(&printed_double(*d)),
        Value::Float(f) => out.push_str(&printed_float(*f)),
        Value::String(s) if readable => string_literal(out, s),
        Value::String(s) => out.push_str(s),
        Value::Char(c) if readable => char_literal(out, *c),
        Value::Char(c) => out.push(*c),
        Value::List(items) => seq(out, "(", items.iter(), ")", readable),
        Value::Vector(items) => seq(out, "[", items.iter(), "]", readable),
        Value::Set(items) => seq(out, "#{", items.iter(), "}", readable),
        Value::Map(entries) => {
            out.push('{')?;
            for (i, (k, x)) in entries.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ")?;
                }
                crate::stack::deep(|| print_into(out, k, readable))?;
                out.push(' ')?;
                crate::stack::deep(|| print_into(out, x, readable))?;
            }
            out.push('}')
        }
        other => out.push_display(other),
    }
}

fn seq<'a>(
    out: &mut Out,
    open: &str,
    items: impl Iterator<Item = &'a Value>,
    close: &str,
    readable: bool,
) -> Result<()> {
    out.push_str(open)?;
    for (i, x) in items.enumerate() {
        if i > 0 {
            out.push(' ')?;
        }
        crate::stack::deep(|| print_into(out, x, readable))?;
    }
    out.push_str(close)
}

/// A double as `pr` writes it: `##Inf`, `##-Inf`, `##NaN`, else Java's
/// `Double.toString`.
fn printed_double(d: f64) -> String {
    if d.is_nan() {
        "##NaN".into()
    } else if d.is_infinite() {
        if d > 0.0 { "##Inf" } else { "##-Inf" }.into()
    } else {
        java_double(d)
    }
}

/// A float as `pr` writes it (`##Inf` …, else `Float.toString`).
fn printed_float(f: f32) -> String {
    if f.is_finite() {
        java_float(f)
    } else {
        printed_double(f64::from(f))
    }
}

/// `f` as Java's `Float.toString` writes it: the same layout as
/// `Double.toString` (plain from 10⁻³ to 10⁷, else `1.0E-7`) with the
/// fewest digits that read back as the float; `Infinity`, `NaN`.
pub(super) fn java_float(f: f32) -> String {
    if !f.is_finite() {
        return java_double(f64::from(f));
    }
    java_layout(
        f64::from(f.abs()),
        || format!("{f}"),
        || {
            // Subnormals keep two digits where one is far from the value,
            // as for doubles (`java_sci`); `Float/MIN_VALUE` is `1.4E-45`.
            let two = format!("{f:.1e}");
            if f.is_subnormal() && two.parse::<f32>() == Ok(f) {
                two
            } else {
                format!("{f:e}")
            }
        },
    )
}

/// A string as `pr` writes it: only Clojure's seven escapes.
fn string_literal(out: &mut Out, s: &str) -> Result<()> {
    out.push('"')?;
    let mut run = 0;
    for (i, c) in s.char_indices() {
        let esc = match c {
            '"' => "\\\"",
            '\\' => "\\\\",
            '\n' => "\\n",
            '\t' => "\\t",
            '\r' => "\\r",
            '\u{0C}' => "\\f",
            '\u{08}' => "\\b",
            _ => continue,
        };
        out.push_str(&s[run..i])?;
        out.push_str(esc)?;
        run = i + c.len_utf8();
    }
    out.push_str(&s[run..])?;
    out.push('"')
}

/// A character as `pr` writes it: `\newline`, `\space`, `\tab`,
/// `\backspace`, `\formfeed`, `\return` by name, any other as `\` and
/// itself.
fn char_literal(out: &mut Out, c: char) -> Result<()> {
    let name = match c {
        '\n' => "newline",
        ' ' => "space",
        '\t' => "tab",
        '\u{08}' => "backspace",
        '\u{0C}' => "formfeed",
        '\r' => "return",
        _ => {
            out.push('\\')?;
            return out.push(c);
        }
    };
    out.push('\\')?;
    out.push_str(name)
}

/// `d` in the regex crate's scientific form (`4.9e-324`) with the digits
/// Java's `Double.toString` chooses: the fewest that read back as `d`, but
/// at least two significant digits, and then the two closest to `d`'s
/// exact value. They differ from the shortest only for subnormals, whose
/// one-digit form is far from the exact value: `Double/MIN_VALUE` is
/// `4.9E-324`, not `5.0E-324` (D-919).
pub(super) fn java_sci(d: f64) -> String {
    let sci = format!("{d:e}");
    let mantissa = sci.split_once('e').map_or(sci.as_str(), |(m, _)| m);
    if mantissa.trim_start_matches('-').len() == 1 {
        let two = format!("{d:.1e}");
        if two.parse::<f64>() == Ok(d) {
            return two;
        }
    }
    sci
}

/// `d` as Java's `Double.toString` writes it: plain decimal from 10⁻³ up
/// to 10⁷ (at least one fraction digit), else `1.0E10`, `1.23456785E7`,
/// `1.0E-5`; the shortest digits that read back as `d`, as Java 19+ and
/// Rust both choose them.
pub(super) fn java_double(d: f64) -> String {
    if d.is_nan() {
        return "NaN".into();
    }
    if d.is_infinite() {
        return if d > 0.0 { "Infinity" } else { "-Infinity" }.into();
    }
    java_layout(d.abs(), || format!("{d}"), || java_sci(d))
}

/// The layout `Double.toString` and `Float.toString` share: the `plain`
/// digits for zero and magnitudes from 10⁻³ up to 10⁷ (with at least one
/// fraction digit), else the `sci` digits (`1.5e10`) as `1.5E10`, `1.0E10`.
fn java_layout(
    magnitude: f64,
    plain: impl FnOnce() -> String,
    sci: impl FnOnce() -> String,
) -> String {
    if magnitude == 0.0 || (1e-3..1e7).contains(&magnitude) {
        let plain = plain();
        return if plain.contains('.') {
            plain
        } else {
            format!("{plain}.0")
        };
    }
    let sci = sci();
    let (mantissa, exponent) = sci.split_once('e').unwrap_or((&sci, "0"));
    if mantissa.contains('.') {
        format!("{mantissa}E{exponent}")
    } else {
        format!("{mantissa}.0E{exponent}")
    }
}
