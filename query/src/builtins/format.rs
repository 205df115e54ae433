//! `format`: Java's `String.format` (what Clojure's `format` calls) for
//! the conversions queries use: `%s %S %b %B %c %d %o %x %X %e %E %f %g
//! %G %% %n`, the date/time conversions `%tY %tF %Tc …`
//! (`format_datetime.rs`), with argument indexes (`%2$s`, `%<s`), the flags
//! `- # + space 0 , (`, a width and a precision. Floating-point values
//! round half up from their shortest decimal digits, as Java does
//! (`(format "%.2f" 1.005)` is `"1.01"`).

use super::format_datetime;
use super::limits::Out;
use super::text::{rendered, string_arg};
use crate::edn::Value;
use crate::error::{Error, Result};

const NAME: &str = "format";

/// Widths and precisions beyond this are refused: no use needs them, and
/// the field would be built in memory.
const MAX_FIELD: usize = 100_000;

fn fail(message: impl Into<String>) -> Error {
    Error::eval(NAME, message.into())
}

#[derive(Default, Clone, Copy)]
struct Flags {
    left: bool,
    alternate: bool,
    plus: bool,
    space: bool,
    zero: bool,
    group: bool,
    paren: bool,
}

/// One `%…` specifier.
struct Spec {
    flags: Flags,
    width: Option<usize>,
    precision: Option<usize>,
    conversion: char,
    /// The letter after `%t` / `%T`.
    suffix: char,
    text: String,
}

/// `(format pattern args…)`.
pub(super) fn format(args: &[Value]) -> Result<Value> {
    let pattern = string_arg(NAME, &args[0])?;
    let values = &args[1..];
    let mut out = Out::new(NAME);
    let mut next = 0usize;
    let mut previous: Option<usize> = None;
    let mut chars = pattern.char_indices().peekable();
    while let Some((at, c)) = chars.next() {
        if c != '%' {
            out.push(c)?;
            continue;
        }
        let (index, spec) = read_spec(pattern, at, &mut chars)?;
        match spec.conversion {
            '%' => {
                let field = justify(&spec, "%".to_string(), false)?;
                out.push_str(&field)?;
                continue;
            }
            'n' => {
                out.push('\n')?;
                continue;
            }
            _ => {}
        }
        let slot = match index {
            Index::Next => {
                next += 1;
                next - 1
            }
            Index::Explicit(i) => i,
            Index::Previous => previous
                .ok_or_else(|| fail(format!("{}: no previous argument for %<", spec.text)))?,
        };
        previous = Some(slot);
        let value = values.get(slot).ok_or_else(|| {
            fail(format!(
                "no argument for the format specifier '{}'",
                spec.text
            ))
        })?;
        let field = convert(&spec, value)?;
        out.push_str(&field)?;
    }
    Ok(out.finish())
}

enum Index {
    Next,
    Explicit(usize),
    Previous,
}

fn read_spec(
    pattern: &str,
    start: usize,
    chars: &mut std::iter::Peekable<std::str::CharIndices<'_>>,
) -> Result<(Index, Spec)> {
    let number =
        |chars: &mut std::iter::Peekable<std::str::CharIndices<'_>>| -> Result<Option<usize>> {
            let mut n: Option<usize> = None;
            while let Some(&(_, d)) = chars.peek() {
                let Some(v) = d.to_digit(10) else { break };
                chars.next();
                let grown = n.unwrap_or(0).saturating_mul(10).saturating_add(v as usize);
                n = Some(grown);
            }
            match n {
                Some(v) if v > MAX_FIELD => Err(fail(format!(
                    "a width or precision of {v} is beyond the limit of {MAX_FIELD}"
                ))),
                _ => Ok(n),
            }
        };
    let mut index = Index::Next;
    if chars.peek().map(|&(_, c)| c) == Some('<') {
        chars.next();
        index = Index::Previous;
    } else {
        // `n$` is an argument index; digits without `$` are the width
        // (or, led by 0, the zero flag and the width).
        let save = chars.clone();
        if chars.peek().is_some_and(|&(_, c)| c != '0') {
            if let Some(n) = number(chars)? {
                if chars.peek().map(|&(_, c)| c) == Some('$') {
                    chars.next();
                    if n == 0 {
                        return Err(fail("argument indexes start at 1 (%1$s)"));
                    }
                    index = Index::Explicit(n - 1);
                } else {
                    *chars = save;
                }
            } else {
                *chars = save;
            }
        }
    }
    let mut flags = Flags::default();
    while let Some(&(_, c)) = chars.peek() {
        let flag = match c {
            '-' => &mut flags.left,
            '#' => &mut flags.alternate,
            '+' => &mut flags.plus,
            ' ' => &mut flags.space,
            '0' => &mut flags.zero,
            ',' => &mut flags.group,
            '(' => &mut flags.paren,
            _ => break,
        };
        *flag = true;
        chars.next();
    }
    let width = number(chars)?;
    let precision = if chars.peek().map(|&(_, c)| c) == Some('.') {
        chars.next();
        Some(number(chars)?.ok_or_else(|| fail("a precision needs digits after the point"))?)
    } else {
        None
    };
    let Some((end, conversion)) = chars.next() else {
        return Err(fail(format!(
            "the format specifier '{}' has no conversion",
            &pattern[start..]
        )));
    };
    let mut suffix = ' ';
    let mut last = end + conversion.len_utf8();
    if conversion == 't' || conversion == 'T' {
        let Some((at, s)) = chars.next() else {
            return Err(fail(format!(
                "'{}' needs a date/time suffix (%tY, %tF, …)",
                &pattern[start..]
            )));
        };
        last = at + s.len_utf8();
        let text = &pattern[start..last];
        if !format_datetime::SUFFIXES.contains(s) {
            return Err(fail(format!(
                "unknown date/time conversion '{s}' in '{text}'"
            )));
        }
        let other_flag = flags.alternate
            || flags.plus
            || flags.space
            || flags.zero
            || flags.group
            || flags.paren;
        if other_flag || precision.is_some() {
            return Err(fail(format!(
                "'{text}': a date/time conversion takes only the - flag and a width"
            )));
        }
        suffix = s;
    }
    let text = pattern[start..last].to_string();
    if !"bBsScCdoxXeEfgG%ntT".contains(conversion) {
        return Err(fail(format!(
            "unknown conversion '{conversion}' in '{text}'"
        )));
    }
    if (flags.left || flags.zero) && width.is_none() {
        return Err(fail(format!("'{text}': the - and 0 flags need a width")));
    }
    Ok((
        index,
        Spec {
            flags,
            width,
            precision,
            conversion,
            suffix,
            text,
        },
    ))
}

/// Pads `body` to the width: spaces on the left (right with `-`), or zeros
/// after the sign when `zero_pad`.
fn justify(spec: &Spec, body: String, zero_pad: bool) -> Result<String> {
    let width = spec.width.unwrap_or(0);
    let len = super::utf16::len(&body);
    if len >= width {
        return Ok(body);
    }
    let pad = width - len;
    Ok(if spec.flags.left {
        body + &" ".repeat(pad)
    } else if zero_pad {
        let sign_len = body.find(|c: char| c.is_ascii_digit()).unwrap_or(0);
        format!(
            "{}{}{}",
            &body[..sign_len],
            "0".repeat(pad),
            &body[sign_len..]
        )
    } else {
        " ".repeat(pad) + &body
    })
}

fn mismatch(spec: &Spec, v: &Value) -> Error {
    fail(format!(
        "'{}' cannot format a {} ({v})",
        spec.text,
        v.type_name()
    ))
}

fn convert(spec: &Spec, v: &Value) -> Result<String> {
    let upper = spec.conversion.is_ascii_uppercase();
    let text = match spec.conversion.to_ascii_lowercase() {
        'b' => {
            let b = match v {
                Value::Nil => false,
                Value::Boolean(b) => *b,
                _ => true,
            };
            truncate(b.to_string(), spec.precision)
        }
        's' => truncate(to_string(v)?, spec.precision),
        'c' => match v {
            // Java takes a Character (or an Integer, which EDN has not).
            Value::Char(c) => c.to_string(),
            Value::Nil => "null".into(),
            other => return Err(mismatch(spec, other)),
        },
        'd' => return integer(spec, v),
        'o' | 'x' => return radix(spec, v),
        'e' | 'f' | 'g' => return floating(spec, v),
        't' => match v {
            Value::Nil => "null".into(),
            other => {
                let millis =
                    format_datetime::millis_of(other).ok_or_else(|| mismatch(spec, other))?;
                format_datetime::conversion(spec.suffix, millis)
            }
        },
        _ => unreachable!("read_spec accepts only known conversions"),
    };
    justify(spec, if upper { text.to_uppercase() } else { text }, false)
}

fn truncate(s: String, precision: Option<usize>) -> String {
    match precision {
        Some(p) if super::utf16::len(&s) > p => super::utf16::prefix(&s, p).to_string(),
        _ => s,
    }
}

/// What Java's `String.valueOf` gives for a value: `str`'s text, `null`
/// for nil.
fn to_string(v: &Value) -> Result<String> {
    match v {
        Value::Nil => Ok("null".into()),
        other => rendered(other),
    }
}

/// Groups an integer's digits by threes with commas.
fn grouped(digits: &str) -> String {
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// Puts the sign on a magnitude's text as the flags ask, then pads.
fn signed(spec: &Spec, negative: bool, magnitude: String) -> Result<String> {
    let body = if negative && spec.flags.paren {
        format!("({magnitude})")
    } else if negative {
        format!("-{magnitude}")
    } else if spec.flags.plus {
        format!("+{magnitude}")
    } else if spec.flags.space {
        format!(" {magnitude}")
    } else {
        magnitude
    };
    justify(spec, body, spec.flags.zero)
}

fn integer(spec: &Spec, v: &Value) -> Result<String> {
    if spec.precision.is_some() {
        return Err(fail(format!("'{}': %d takes no precision", spec.text)));
    }
    let (negative, digits) = match v {
        Value::Long(n) => (*n < 0, n.unsigned_abs().to_string()),
        Value::BigInt(b) => (
            b.sign() == num_bigint::Sign::Minus,
            b.magnitude().to_string(),
        ),
        Value::Nil => return justify(spec, "null".into(), false),
        other => return Err(mismatch(spec, other)),
    };
    let digits = if spec.flags.group {
        grouped(&digits)
    } else {
        digits
    };
    signed(spec, negative, digits)
}

fn radix(spec: &Spec, v: &Value) -> Result<String> {
    let hex = spec.conversion.eq_ignore_ascii_case(&'x');
    let text = match v {
        // Java prints a negative long as its two's complement.
        Value::Long(n) => {
            let u = *n as u64;
            if hex {
                format!("{u:x}")
            } else {
                format!("{u:o}")
            }
        }
        Value::BigInt(b) => {
            let (negative, m) = (b.sign() == num_bigint::Sign::Minus, b.magnitude());
            let digits = if hex {
                m.to_str_radix(16)
            } else {
                m.to_str_radix(8)
            };
            if negative {
                format!("-{digits}")
            } else {
                digits
            }
        }
        Value::Nil => return justify(spec, "null".into(), false),
        other => return Err(mismatch(spec, other)),
    };
    let (sign, digits) = match text.strip_prefix('-') {
        Some(d) => ("-", d.to_string()),
        None => ("", text),
    };
    let prefix = match (spec.flags.alternate, hex) {
        (true, true) => "0x",
        (true, false) => "0",
        _ => "",
    };
    let body = format!("{sign}{prefix}{digits}");
    let body = if spec.conversion == 'X' {
        body.to_uppercase()
    } else {
        body
    };
    justify(spec, body, spec.flags.zero)
}

/// A finite non-negative double's shortest decimal digits and the position
/// of the decimal point: `value = 0.d₁d₂… × 10^point`.
fn shortest(d: f64) -> (Vec<u8>, i64) {
    let sci = super::clj_print::java_sci(d);
    let (mantissa, exponent) = sci.split_once('e').unwrap_or((&sci, "0"));
    let digits: Vec<u8> = mantissa
        .bytes()
        .filter(u8::is_ascii_digit)
        .map(|b| b - b'0')
        .collect();
    (digits, exponent.parse::<i64>().unwrap_or(0) + 1)
}

/// Keeps `keep` digits (rounding half up), returning the digits and the
/// point, which moves on a carry out of the first digit.
fn round_half_up(mut digits: Vec<u8>, mut point: i64, keep: i64) -> (Vec<u8>, i64) {
    if keep >= digits.len() as i64 {
        return (digits, point);
    }
    if keep < 0 {
        return (vec![0], point);
    }
    let keep = keep as usize;
    let up = digits[keep] >= 5;
    digits.truncate(keep);
    if up {
        let mut i = keep;
        loop {
            if i == 0 {
                digits.insert(0, 1);
                point += 1;
                break;
            }
            i -= 1;
            if digits[i] == 9 {
                digits[i] = 0;
            } else {
                digits[i] += 1;
                break;
            }
        }
    }
    if digits.is_empty() {
        digits.push(0);
    }
    (digits, point)
}

/// Fixed notation with `precision` fraction digits.
fn fixed((digits, point): (Vec<u8>, i64), precision: usize, group: bool) -> String {
    let (digits, point) = round_half_up(digits, point, point + precision as i64);
    let digit = |i: i64| -> char {
        if i >= 0 && (i as usize) < digits.len() {
            (b'0' + digits[i as usize]) as char
        } else {
            '0'
        }
    };
    let int: String = if point <= 0 {
        "0".into()
    } else {
        (0..point).map(digit).collect()
    };
    let int = if group { grouped(&int) } else { int };
    if precision == 0 {
        return int;
    }
    let frac: String = (point..point + precision as i64).map(digit).collect();
    format!("{int}.{frac}")
}

/// Scientific notation with `precision` fraction digits: `1.500000e+01`.
fn scientific((digits, point): (Vec<u8>, i64), precision: usize) -> String {
    // A zero's point is 1 (a bigdec zero's: 1 − its scale, so that
    // `0.00M` is `0.0e-02`, as Java writes it).
    let (digits, point) = round_half_up(digits, point, precision as i64 + 1);
    let digit = |i: usize| (b'0' + digits.get(i).copied().unwrap_or(0)) as char;
    let exponent = point - 1;
    let frac: String = (1..=precision).map(digit).collect();
    let sign = if exponent < 0 { '-' } else { '+' };
    let mantissa = if precision == 0 {
        digit(0).to_string()
    } else {
        format!("{}.{frac}", digit(0))
    };
    format!("{mantissa}e{sign}{:02}", exponent.abs())
}

/// A bigdec's sign, and its digits with the decimal point's place (the
/// digits `d₀d₁…` mean `0.d₀d₁… × 10^point`), exactly.
fn exact_digits(b: &bigdecimal::BigDecimal) -> (bool, (Vec<u8>, i64)) {
    let (unscaled, scale) = b.as_bigint_and_exponent();
    let negative = unscaled.sign() == num_bigint::Sign::Minus;
    let text = unscaled.magnitude().to_string();
    let digits: Vec<u8> = text.bytes().map(|c| c - b'0').collect();
    if digits.iter().all(|&x| x == 0) {
        return (false, (vec![0], 1 - scale));
    }
    let point = digits.len() as i64 - scale;
    (negative, (digits, point))
}

fn floating(spec: &Spec, v: &Value) -> Result<String> {
    let d = match v {
        Value::Double(d) => *d,
        Value::Float(f) => f64::from(*f),
        Value::BigDec(_) => crate::edn::to_f64(v).ok_or_else(|| mismatch(spec, v))?,
        Value::Nil => return justify(spec, "null".into(), false),
        other => return Err(mismatch(spec, other)),
    };
    let upper = spec.conversion.is_ascii_uppercase();
    if !d.is_finite() {
        let text = if d.is_nan() {
            "NaN".to_string()
        } else if d > 0.0 {
            if spec.flags.plus {
                "+Infinity"
            } else {
                "Infinity"
            }
            .to_string()
        } else if spec.flags.paren {
            "(Infinity)".to_string()
        } else {
            "-Infinity".to_string()
        };
        let text = if upper { text.to_uppercase() } else { text };
        return justify(spec, text, false);
    }
    // The decimal digits formatted: a double's as Java's
    // `Double.toString` writes them, a bigdec's exactly (Java formats a
    // `BigDecimal` without going through a double, D-919).
    let (negative, digits) = match v {
        Value::BigDec(b) => exact_digits(b),
        _ => (
            d.is_sign_negative() && d != 0.0,
            if d == 0.0 {
                (vec![0], 1)
            } else {
                shortest(d.abs())
            },
        ),
    };
    let zero = digits.0.iter().all(|&x| x == 0);
    let precision = spec.precision.unwrap_or(6);
    let body = match spec.conversion.to_ascii_lowercase() {
        'f' => fixed(digits, precision, spec.flags.group),
        'e' => scientific(digits, precision),
        _ => {
            // %g: scientific unless 10⁻⁴ ≤ the rounded value < 10^precision.
            let p = precision.max(1);
            let (_, point) = round_half_up(digits.0.clone(), digits.1, p as i64);
            if !zero && (point < -3 || point > p as i64) {
                scientific(digits, p - 1)
            } else {
                fixed(digits, (p as i64 - point).max(0) as usize, spec.flags.group)
            }
        }
    };
    let body = if upper { body.to_uppercase() } else { body };
    signed(spec, negative, body)
}
