//! String, regex and SQL-`like` built-ins.

use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::Arc;

use super::pattern::{Found, Groups, Regex};

use super::java_replacement::Replacement;
use super::limits::{Budget, Out};
use super::utf16;
use crate::edn::{Symbol, Value, format_inst_as_date};
use crate::error::{Error, Result};

pub(super) fn string_arg<'a>(name: &str, v: &'a Value) -> Result<&'a str> {
    match v {
        Value::String(s) => Ok(s),
        _ => Err(Error::eval(
            name,
            format!("expected a string, got {} {v}", v.type_name()),
        )),
    }
}

/// The text of a `clojure.string` function's first argument: those that
/// call `.toString` on it (`upper-case`, `lower-case`, `includes?`,
/// `starts-with?`, `ends-with?`, `capitalize`, `replace`, `index-of`,
/// `last-index-of`) take any value, as `str` renders it (`12`, `:ab`);
/// nil is an error, as Java's `NullPointerException` is.
pub(super) fn text_of<'a>(name: &str, v: &'a Value) -> Result<std::borrow::Cow<'a, str>> {
    match v {
        Value::String(s) => Ok(std::borrow::Cow::Borrowed(&**s)),
        Value::Nil => Err(Error::eval(name, "expected a string, got nil")),
        other => rendered(other).map(std::borrow::Cow::Owned),
    }
}

/// `v` as `str` renders it (nil as nothing), within the memory budget.
pub(super) fn rendered(v: &Value) -> Result<String> {
    let mut out = Out::new("str");
    str_piece(&mut out, v)?;
    Ok(out.s)
}

/// How `str` renders one value, as Clojure's `str` does on a JVM in UTC:
/// strings and characters as-is, nil as nothing, numbers without type
/// suffixes (doubles as `Double.toString`), instants as
/// `java.util.Date.toString`, everything else as EDN.
pub(super) fn str_piece(out: &mut Out, v: &Value) -> Result<()> {
    match v {
        Value::Nil => Ok(()),
        Value::String(s) => out.push_str(s),
        Value::Char(c) => out.push(*c),
        Value::Double(d) => out.push_str(&super::clj_print::java_double(*d)),
        Value::BigInt(b) => out.push_display(b),
        Value::BigDec(d) => out.push_str(&crate::edn::java_bigdec_string(d)),
        Value::Inst(ms) => out.push_str(&format_inst_as_date(*ms)),
        Value::Uuid(u) => out.push_display(u),
        Value::Float(f) => out.push_str(&super::clj_print::java_float(*f)),
        // A collection is its `pr` form, doubles inside as Java writes
        // them (`(str [1e300])` is `"[1.0E300]"`, D-962).
        other => super::clj_print::print_into(out, other, true),
    }
}

pub(super) fn str(args: &[Value]) -> Result<Value> {
    let mut out = Out::new("str");
    for a in args {
        str_piece(&mut out, a)?;
    }
    Ok(out.finish())
}

pub(super) fn subs(args: &[Value]) -> Result<Value> {
    let s = string_arg("subs", &args[0])?;
    // Any number, cut toward zero as Java's reflective call to
    // `substring(int)` casts it (`(subs "abc" 1.0)`, `3/2`, `1N`; NaN is
    // 0), D-927; a negative one is out of range.
    let index = |v: &Value| -> Result<usize> {
        let i = match v {
            Value::Long(i) => *i,
            Value::Double(_)
            | Value::Float(_)
            | Value::BigInt(_)
            | Value::BigDec(_)
            | Value::Ratio(_) => {
                let d = crate::edn::to_f64(v).unwrap_or(f64::NAN);
                if d.is_nan() {
                    0
                } else if (-9.223_372_036_854_776e18..9.223_372_036_854_776e18).contains(&d) {
                    d.trunc() as i64
                } else {
                    return Err(Error::eval(
                        "subs",
                        format!("Value out of range for long: {v}"),
                    ));
                }
            }
            _ => {
                return Err(Error::eval(
                    "subs",
                    format!("expected a number for an index, got {} {v}", v.type_name()),
                ));
            }
        };
        usize::try_from(i).map_err(|_| {
            Error::eval(
                "subs",
                format!("string index out of range: {i} is negative"),
            )
        })
    };
    // Java's indexes: UTF-16 code units (D-913).
    let n = utf16::len(s);
    let start = index(&args[1])?;
    let end = match args.get(2) {
        Some(v) => index(v)?,
        None => n,
    };
    if start > end || end > n {
        return Err(Error::eval(
            "subs",
            format!("string index out of range: [{start}, {end}) of a string of length {n}"),
        ));
    }
    let byte = |i: usize| match utf16::offset(s, i) {
        utf16::Offset::At(at) => Ok(at),
        _ => Err(Error::eval(
            "subs",
            format!(
                "index {i} falls inside a character beyond U+FFFF (two UTF-16 units); Java would split it"
            ),
        )),
    };
    Ok(Value::string(&s[byte(start)?..byte(end)?]))
}

pub(super) fn starts_with(args: &[Value]) -> Result<Value> {
    let n = "clojure.string/starts-with?";
    Ok(Value::Boolean(
        text_of(n, &args[0])?.starts_with(string_arg(n, &args[1])?),
    ))
}
pub(super) fn ends_with(args: &[Value]) -> Result<Value> {
    let n = "clojure.string/ends-with?";
    Ok(Value::Boolean(
        text_of(n, &args[0])?.ends_with(string_arg(n, &args[1])?),
    ))
}
pub(super) fn includes(args: &[Value]) -> Result<Value> {
    let n = "clojure.string/includes?";
    Ok(Value::Boolean(
        text_of(n, &args[0])?.contains(string_arg(n, &args[1])?),
    ))
}
/// Java's `Character.isWhitespace`, which `clojure.string/trim`,
/// `triml`, `trimr` and `blank?` use: the Unicode space, line and
/// paragraph separators except the no-break ones (U+00A0, U+2007,
/// U+202F), and the ASCII controls `\t \n \x0B \f \r \x1C`–`\x1F`.
/// Rust's `char::is_whitespace` also takes the no-break spaces and U+0085
/// and not `\x1C`–`\x1F` (D-913).
pub(super) fn java_whitespace(c: char) -> bool {
    matches!(
        c,
        '\t'..='\r'
            | '\u{1C}'..='\u{20}'
            | '\u{1680}'
            | '\u{2000}'..='\u{2006}'
            | '\u{2008}'..='\u{200A}'
            | '\u{2028}'
            | '\u{2029}'
            | '\u{205F}'
            | '\u{3000}'
    )
}

pub(super) fn blank(args: &[Value]) -> Result<Value> {
    Ok(Value::Boolean(match &args[0] {
        Value::Nil => true,
        v => string_arg("clojure.string/blank?", v)?
            .chars()
            .all(java_whitespace),
    }))
}
pub(super) fn lower_case(args: &[Value]) -> Result<Value> {
    Ok(Value::string(
        &text_of("clojure.string/lower-case", &args[0])?.to_lowercase(),
    ))
}
pub(super) fn upper_case(args: &[Value]) -> Result<Value> {
    Ok(Value::string(
        &text_of("clojure.string/upper-case", &args[0])?.to_uppercase(),
    ))
}

/// The tag of regex values made by `re-pattern`: `#regex "…"`.
pub const REGEX_TAG: &str = "regex";

const REGEX_CACHE_LIMIT: usize = 256;

thread_local! {
    static REGEX_CACHE: RefCell<HashMap<String, Regex>> = RefCell::new(HashMap::new());
}

/// Compiles (with a small per-thread cache) a pattern.
pub(super) fn compile(name: &str, pattern: &str) -> Result<Regex> {
    if let Some(re) = REGEX_CACHE.with(|c| c.borrow().get(pattern).cloned()) {
        return Ok(re);
    }
    let re = Regex::new(&super::java_regex::translate(pattern))
        .map_err(|e| Error::eval(name, format!("invalid regular expression: {e}")))?;
    REGEX_CACHE.with(|c| {
        let mut c = c.borrow_mut();
        if c.len() >= REGEX_CACHE_LIMIT {
            c.clear();
        }
        c.insert(pattern.to_string(), re.clone());
    });
    Ok(re)
}

/// The pattern text of a regex value (from `re-pattern`) or a plain string.
fn pattern_arg<'a>(name: &str, v: &'a Value) -> Result<&'a str> {
    match v {
        Value::String(s) => Ok(s),
        Value::Tagged(t) if t.0.as_str() == REGEX_TAG => match &t.1 {
            Value::String(s) => Ok(s),
            _ => Err(Error::eval(name, "malformed regex value")),
        },
        _ => Err(Error::eval(
            name,
            format!(
                "expected a regex (from re-pattern) or a string, got {} {v}",
                v.type_name()
            ),
        )),
    }
}

pub(super) fn re_pattern(args: &[Value]) -> Result<Value> {
    let p = pattern_arg("re-pattern", &args[0])?;
    compile("re-pattern", p)?;
    Ok(Value::Tagged(Arc::new((
        Symbol::parse(REGEX_TAG),
        Value::string(p),
    ))))
}

/// Where the search after a match at `start..end` resumes, as Java's
/// `Matcher.find`: at its end, or one character on after an empty match.
/// Unlike the `regex` crate's iterators, this finds an empty match right
/// after a non-empty one (`a*` in `"ab"` matches `a`, then `""` before
/// `b`), as `re-seq`, `split` and `replace` do in Clojure.
fn resume_at(s: &str, start: usize, end: usize) -> usize {
    if end > start {
        end
    } else {
        end + s[end..].chars().next().map_or(1, char::len_utf8)
    }
}

/// The matches of `re` in `s`, in the order Java's `Matcher.find` gives
/// them (an error ends them: a backtracking match that gave up).
fn java_matches<'h>(re: &Regex, s: &'h str) -> impl Iterator<Item = Result<Found<'h>>> {
    let mut at = 0;
    std::iter::from_fn(move || {
        if at > s.len() {
            return None;
        }
        match re.find_at(s, at) {
            Ok(m) => {
                let m = m?;
                at = resume_at(s, m.start(), m.end());
                Some(Ok(m))
            }
            Err(e) => {
                at = s.len() + 1;
                Some(Err(e))
            }
        }
    })
}

/// [`java_matches`] with their groups.
fn java_captures<'h>(re: &Regex, s: &'h str) -> impl Iterator<Item = Result<Groups<'h>>> {
    let mut at = 0;
    std::iter::from_fn(move || {
        if at > s.len() {
            return None;
        }
        match re.captures_at(s, at) {
            Ok(caps) => {
                let caps = caps?;
                let m = caps.get(0)?;
                at = resume_at(s, m.start(), m.end());
                Some(Ok(caps))
            }
            Err(e) => {
                at = s.len() + 1;
                Some(Err(e))
            }
        }
    })
}

fn match_result(caps: &Groups<'_>) -> Value {
    if caps.len() == 1 {
        return Value::string(caps.get(0).map_or("", |m| m.as_str()));
    }
    Value::vector(
        caps.iter()
            .map(|m| m.map_or(Value::Nil, |m| Value::string(m.as_str()))),
    )
}

pub(super) fn re_find(args: &[Value]) -> Result<Value> {
    let re = compile("re-find", pattern_arg("re-find", &args[0])?)?;
    let s = string_arg("re-find", &args[1])?;
    Ok(re.captures(s)?.map_or(Value::Nil, |c| match_result(&c)))
}

pub(super) fn re_matches(args: &[Value]) -> Result<Value> {
    let p = pattern_arg("re-matches", &args[0])?;
    let re = compile("re-matches", &super::java_regex::whole(p))?;
    let s = string_arg("re-matches", &args[1])?;
    Ok(re.captures(s)?.map_or(Value::Nil, |c| match_result(&c)))
}

pub(super) fn re_seq(args: &[Value]) -> Result<Value> {
    let re = compile("re-seq", pattern_arg("re-seq", &args[0])?)?;
    let s = string_arg("re-seq", &args[1])?;
    let mut budget = Budget::new("re-seq");
    let mut bytes = 0usize;
    let mut found: Vec<Value> = Vec::new();
    for c in java_captures(&re, s) {
        let c = c?;
        let text = c.get(0).map_or(0, |m| m.len());
        bytes = bytes
            .saturating_add(text)
            .saturating_add(c.len() * 2 * std::mem::size_of::<Value>());
        budget.grow(bytes)?;
        found.push(match_result(&c));
    }
    Ok(if found.is_empty() {
        Value::Nil
    } else {
        Value::list(found)
    })
}

/// Joins the printed forms of `args` with spaces; `readable` prints strings
/// and characters as EDN (`pr-str`), otherwise as their text (`print-str`).
fn print_joined(function: &'static str, args: &[Value], readable: bool) -> Result<Out> {
    let mut out = Out::new(function);
    for (i, a) in args.iter().enumerate() {
        if i > 0 {
            out.push(' ')?;
        }
        super::clj_print::print_into(&mut out, a, readable)?;
    }
    Ok(out)
}

pub(super) fn pr_str(args: &[Value]) -> Result<Value> {
    Ok(print_joined("pr-str", args, true)?.finish())
}
pub(super) fn prn_str(args: &[Value]) -> Result<Value> {
    let mut out = print_joined("prn-str", args, true)?;
    out.push('\n')?;
    Ok(out.finish())
}
pub(super) fn print_str(args: &[Value]) -> Result<Value> {
    Ok(print_joined("print-str", args, false)?.finish())
}
pub(super) fn println_str(args: &[Value]) -> Result<Value> {
    let mut out = print_joined("println-str", args, false)?;
    out.push('\n')?;
    Ok(out.finish())
}

pub(super) fn trim(args: &[Value]) -> Result<Value> {
    Ok(Value::string(
        string_arg("clojure.string/trim", &args[0])?.trim_matches(java_whitespace),
    ))
}
pub(super) fn triml(args: &[Value]) -> Result<Value> {
    Ok(Value::string(
        string_arg("clojure.string/triml", &args[0])?.trim_start_matches(java_whitespace),
    ))
}
pub(super) fn trimr(args: &[Value]) -> Result<Value> {
    Ok(Value::string(
        string_arg("clojure.string/trimr", &args[0])?.trim_end_matches(java_whitespace),
    ))
}
pub(super) fn capitalize(args: &[Value]) -> Result<Value> {
    let s = text_of("clojure.string/capitalize", &args[0])?;
    let mut chars = s.chars();
    let out = match chars.next() {
        Some(first) => first.to_uppercase().collect::<String>() + &chars.as_str().to_lowercase(),
        None => String::new(),
    };
    Ok(Value::string(&out))
}
pub(super) fn reverse(args: &[Value]) -> Result<Value> {
    Ok(Value::string(
        &string_arg("clojure.string/reverse", &args[0])?
            .chars()
            .rev()
            .collect::<String>(),
    ))
}

/// `(clojure.string/join coll)` / `(clojure.string/join sep coll)`.
pub(super) fn join(args: &[Value]) -> Result<Value> {
    // The separator is any value's `str`, as Clojure's `(str sep)`.
    let sep_text: Value;
    let (sep, coll) = match args {
        [coll] => ("", coll),
        [Value::String(sep), coll] => (&**sep, coll),
        [sep, coll] => {
            let mut out = Out::new("clojure.string/join");
            str_piece(&mut out, sep)?;
            sep_text = out.finish();
            match &sep_text {
                Value::String(s) => (&**s, coll),
                _ => ("", coll),
            }
        }
        _ => return Err(Error::eval("clojure.string/join", "takes 1 or 2 arguments")),
    };
    // Anything Clojure walks as a sequence: a string's characters and a
    // map's entries (`[:a 1]`) too (D-927).
    let entries: Vec<Value>;
    let items: Vec<&Value> = match coll {
        Value::Nil => Vec::new(),
        Value::List(v) | Value::Vector(v) => v.iter().collect(),
        Value::Set(v) => v.iter().collect(),
        Value::String(text) => {
            let mut out = Out::new("clojure.string/join");
            for (i, c) in text.chars().enumerate() {
                if i > 0 {
                    out.push_str(sep)?;
                }
                out.push(c)?;
            }
            return Ok(out.finish());
        }
        Value::Map(m) => {
            entries = m
                .iter()
                .map(|(k, v)| Value::vector([k.clone(), v.clone()]))
                .collect();
            entries.iter().collect()
        }
        other => {
            return Err(Error::eval(
                "clojure.string/join",
                format!("expected a collection, got {} {other}", other.type_name()),
            ));
        }
    };
    let mut out = Out::new("clojure.string/join");
    for (i, v) in items.into_iter().enumerate() {
        if i > 0 {
            out.push_str(sep)?;
        }
        str_piece(&mut out, v)?;
    }
    Ok(out.finish())
}

/// `(clojure.string/escape s cmap)`: each character `cmap` (a map keyed
/// by characters) has a value for replaced by that value's `str`; the
/// others (and those it maps to `nil`) kept (D-927).
pub(super) fn escape(args: &[Value]) -> Result<Value> {
    let name = "clojure.string/escape";
    let s = string_arg(name, &args[0])?;
    let Value::Map(cmap) = &args[1] else {
        return Err(Error::eval(
            name,
            format!(
                "expected a map of characters to replacements, got {} {}",
                args[1].type_name(),
                args[1]
            ),
        ));
    };
    let mut out = Out::new(name);
    for c in s.chars() {
        match cmap.get(&Value::Char(c)) {
            Some(v) if !matches!(v, Value::Nil) => str_piece(&mut out, v)?,
            _ => out.push(c)?,
        }
    }
    Ok(out.finish())
}

/// `(clojure.string/split s re)` / `(clojure.string/split s re limit)`:
/// the pieces between matches, as Java's `Pattern.split`.
pub(super) fn split(args: &[Value]) -> Result<Value> {
    let name = "clojure.string/split";
    let s = string_arg(name, &args[0])?;
    let re = compile(name, pattern_arg(name, &args[1])?)?;
    let limit = match args.get(2) {
        None => 0,
        Some(v) => long_arg(name, "limit", v)?,
    };
    java_split(name, s, &re, limit)
}

/// Java's `Pattern.split(s, limit)`: at most `limit` pieces when it is
/// positive (the last holds the rest); every piece when it is negative;
/// when zero, every piece but trailing empty ones. A zero-width match at
/// the start makes no empty first piece; no match at all gives `[s]`.
fn java_split(name: &'static str, s: &str, re: &Regex, limit: i64) -> Result<Value> {
    let mut budget = Budget::new(name);
    let limited = limit > 0;
    let mut parts: Vec<&str> = Vec::new();
    let mut index = 0;
    for m in java_matches(re, s) {
        let m = m?;
        let bytes = (parts.len() + 2).saturating_mul(2 * std::mem::size_of::<Value>());
        budget.grow(bytes.saturating_add(s.len()))?;
        if limited && parts.len() as i64 >= limit - 1 {
            parts.push(&s[index..]);
            index = m.end();
            break;
        }
        if index == 0 && m.start() == 0 && m.end() == 0 {
            continue;
        }
        parts.push(&s[index..m.start()]);
        index = m.end();
    }
    if index == 0 {
        return Ok(Value::vector([Value::string(s)]));
    }
    if !limited || (parts.len() as i64) < limit {
        parts.push(&s[index..]);
    }
    if limit == 0 {
        while parts.last() == Some(&"") {
            parts.pop();
        }
    }
    Ok(Value::vector(parts.into_iter().map(Value::string)))
}

/// `(clojure.string/split-lines s)`: split on `\n` or `\r\n`, trailing
/// empty lines dropped (Clojure's `(split s #"\r?\n")`).
pub(super) fn split_lines(args: &[Value]) -> Result<Value> {
    let name = "clojure.string/split-lines";
    let s = string_arg(name, &args[0])?;
    java_split(name, s, &compile(name, r"\r?\n")?, 0)
}

/// `(clojure.string/trim-newline s)`: without the newlines and carriage
/// returns at its end.
pub(super) fn trim_newline(args: &[Value]) -> Result<Value> {
    let s = string_arg("clojure.string/trim-newline", &args[0])?;
    Ok(Value::string(s.trim_end_matches(['\n', '\r'])))
}

/// An integer argument (`limit`, `from-index`): a long, or a double
/// truncated toward zero, as Clojure's long cast.
fn long_arg(name: &str, what: &str, v: &Value) -> Result<i64> {
    match v {
        Value::Long(n) => Ok(*n),
        // `as` saturates at the i64 range, as Java's long cast does.
        Value::Double(d) if !d.is_nan() => Ok(*d as i64),
        other => Err(Error::eval(
            name,
            format!(
                "the {what} must be an integer, got {} {other}",
                other.type_name()
            ),
        )),
    }
}

/// `(clojure.string/replace s match replacement)`: every occurrence; the
/// match is a string (literal) or a regex (Java's replacement syntax,
/// `$1` for a group: [`Replacement`]).
pub(super) fn replace(args: &[Value]) -> Result<Value> {
    let name = "clojure.string/replace";
    let s = &*text_of(name, &args[0])?;
    // A character for a character, as Clojure's `(replace s \a \b)`.
    if let (Value::Char(from), Value::Char(to)) = (&args[1], &args[2]) {
        let mut out = Out::new(name);
        for c in s.chars() {
            out.push(if c == *from { *to } else { c })?;
        }
        return Ok(out.finish());
    }
    if let (false, Some(f)) = (
        matches!(args[1], Value::String(_)),
        replacement_fn(&args[2]),
    ) {
        let re = compile(name, pattern_arg(name, &args[1])?)?;
        return replace_by_fn(name, s, &re, f, usize::MAX);
    }
    let to = string_arg(name, &args[2])?;
    // Built piece by piece within the budget: the result can be far
    // larger than the input (every empty match of a long input replaced
    // by a long string).
    let Value::String(from) = &args[1] else {
        let re = compile(name, pattern_arg(name, &args[1])?)?;
        return replace_matches(name, s, &re, to, usize::MAX);
    };
    let mut out = Out::new(name);
    let mut last = 0;
    for (at, m) in s.match_indices(&**from) {
        out.push_str(&s[last..at])?;
        out.push_str(to)?;
        last = at + m.len();
    }
    out.push_str(&s[last..])?;
    Ok(out.finish())
}

/// Replaces the first `limit` matches of `re` in `s` by `to` (Java's
/// replacement syntax: `$1`, `${name}`, `\\$`), within the memory budget: an expansion can be far larger
/// than the input.
pub(super) fn replace_matches(
    name: &'static str,
    s: &str,
    re: &Regex,
    to: &str,
    limit: usize,
) -> Result<Value> {
    let mut out = Out::new(name);
    let mut last = 0;
    let mut expanded = String::new();
    // Read as Java reads it, once there is a match (as Java, a bad
    // replacement is no error when nothing matches).
    let mut replacement = None;
    for caps in java_captures(re, s).take(limit) {
        let caps = caps?;
        let Some(m) = caps.get(0) else { continue };
        out.push_str(&s[last..m.start()])?;
        expanded.clear();
        let r = match &replacement {
            Some(r) => r,
            None => replacement.insert(Replacement::parse(name, to, re)?),
        };
        r.expand(&caps, &mut expanded);
        out.push_str(&expanded)?;
        last = m.end();
    }
    out.push_str(&s[last..])?;
    Ok(out.finish())
}

/// `(clojure.string/replace-first s match replacement)`: the first
/// occurrence replaced; the match is a string (literal, and so is the
/// replacement), a character (replaced by a character or string) or a
/// regex (`$1` refers to groups).
pub(super) fn replace_first(args: &[Value]) -> Result<Value> {
    let name = "clojure.string/replace-first";
    let s = &*text_of(name, &args[0])?;
    let (from, to): (std::borrow::Cow<'_, str>, &str) = match (&args[1], &args[2]) {
        (Value::String(from), to) => (std::borrow::Cow::Borrowed(&**from), string_arg(name, to)?),
        (Value::Char(c), Value::Char(to)) => {
            let to = to.to_string();
            return replace_literal_first(name, s, &c.to_string(), &to);
        }
        (Value::Char(c), to) => {
            return replace_literal_first(name, s, &c.to_string(), string_arg(name, to)?);
        }
        (pattern, to) => {
            let re = compile(name, pattern_arg(name, pattern)?)?;
            if let Some(f) = replacement_fn(to) {
                return replace_by_fn(name, s, &re, f, 1);
            }
            return replace_matches(name, s, &re, string_arg(name, to)?, 1);
        }
    };
    replace_literal_first(name, s, &from, to)
}

/// A replacement given as a built-in function's name
/// (`clojure.string/upper-case`, `str`): Clojure calls it on each match.
fn replacement_fn(v: &Value) -> Option<super::Evaluator> {
    let Value::Symbol(name) = v else {
        return None;
    };
    match super::lookup(name.as_str())?.implementation {
        super::Implementation::Pure(f) => Some(f),
        _ => None,
    }
}

/// Replaces the first `limit` matches of `re` in `s` by `(str (f m))`,
/// where `m` is the match, or the vector of the match and its groups
/// (`nil` for a group that took no part) when the regex has groups — as
/// Clojure's `replace` with a function (D-940).
fn replace_by_fn(
    name: &'static str,
    s: &str,
    re: &Regex,
    f: super::Evaluator,
    limit: usize,
) -> Result<Value> {
    let mut out = Out::new(name);
    let mut last = 0;
    for caps in java_captures(re, s).take(limit) {
        let caps = caps?;
        let Some(m) = caps.get(0) else { continue };
        out.push_str(&s[last..m.start()])?;
        let arg = if caps.len() == 1 {
            Value::string(m.as_str())
        } else {
            Value::vector(
                caps.iter()
                    .map(|g| g.map_or(Value::Nil, |g| Value::string(g.as_str()))),
            )
        };
        str_piece(&mut out, &f(&[arg])?)?;
        last = m.end();
    }
    out.push_str(&s[last..])?;
    Ok(out.finish())
}

/// `(clojure.string/re-quote-replacement s)`: `s` with a backslash before
/// each `\` and `$`, so a replacement inserts it literally (Java's
/// `Matcher.quoteReplacement`).
pub(super) fn re_quote_replacement(args: &[Value]) -> Result<Value> {
    let name = "clojure.string/re-quote-replacement";
    let s = string_arg(name, &args[0])?;
    let mut out = Out::new(name);
    for c in s.chars() {
        if c == '\\' || c == '$' {
            out.push('\\')?;
        }
        out.push(c)?;
    }
    Ok(out.finish())
}

/// `s` with the first `from` replaced by `to`, both taken literally.
fn replace_literal_first(name: &'static str, s: &str, from: &str, to: &str) -> Result<Value> {
    let Some(at) = s.find(from) else {
        return Ok(Value::string(s));
    };
    let mut out = Out::new(name);
    out.push_str(&s[..at])?;
    out.push_str(to)?;
    out.push_str(&s[at + from.len()..])?;
    Ok(out.finish())
}

fn char_index(s: &str, byte: Option<usize>) -> Value {
    byte.map_or(Value::Nil, |b| {
        Value::Long(utf16::index_of_byte(s, b) as i64)
    })
}

/// The text `index-of` and `last-index-of` look for: a string or a
/// character.
fn needle<'a>(name: &str, v: &'a Value) -> Result<std::borrow::Cow<'a, str>> {
    match v {
        Value::Char(c) => Ok(std::borrow::Cow::Owned(c.to_string())),
        other => Ok(std::borrow::Cow::Borrowed(string_arg(name, other)?)),
    }
}

/// The byte offset of character index `i` (at most `s`'s length).
/// The byte offset of UTF-16 index `i`: past the end, the end; inside a
/// surrogate pair, the pair's end (`after`, where a forward search
/// starts) or its start (where a backward search may still match).
fn byte_of_char(s: &str, i: usize, after: bool) -> usize {
    match utf16::offset(s, i) {
        utf16::Offset::At(at) => at,
        utf16::Offset::Past => s.len(),
        utf16::Offset::InsidePair => {
            let j = if after { i + 1 } else { i.saturating_sub(1) };
            match utf16::offset(s, j) {
                utf16::Offset::At(at) => at,
                _ => s.len(),
            }
        }
    }
}

/// `(clojure.string/index-of s x)` / `(… s x from-index)`: character index
/// of the first `x` (a string or character) at or after `from-index`, or
/// nil; as Java's `indexOf`, a negative `from-index` is 0 and one past the
/// end finds only the empty string, at the end.
pub(super) fn index_of(args: &[Value]) -> Result<Value> {
    let name = "clojure.string/index-of";
    let s = &*text_of(name, &args[0])?;
    let x = &*needle(name, &args[1])?;
    let from = match args.get(2) {
        None => 0,
        Some(v) => byte_of_char(
            s,
            usize::try_from(long_arg(name, "from-index", v)?.max(0)).unwrap_or(usize::MAX),
            true,
        ),
    };
    Ok(char_index(s, s[from..].find(x).map(|at| from + at)))
}

/// `(clojure.string/last-index-of s x)` / `(… s x from-index)`: character
/// index of the last `x` (a string or character) starting at or before
/// `from-index`, or nil; as Java's `lastIndexOf`, a negative `from-index`
/// finds nothing.
pub(super) fn last_index_of(args: &[Value]) -> Result<Value> {
    let name = "clojure.string/last-index-of";
    let s = &*text_of(name, &args[0])?;
    let x = &*needle(name, &args[1])?;
    let Some(from) = args.get(2) else {
        return Ok(char_index(s, s.rfind(x)));
    };
    let Ok(from) = usize::try_from(long_arg(name, "from-index", from)?) else {
        return Ok(Value::Nil);
    };
    // An occurrence starting at or before `from` ends by `from`'s byte
    // offset plus its length, on a character boundary.
    let mut end = byte_of_char(s, from, false)
        .saturating_add(x.len())
        .min(s.len());
    while !s.is_char_boundary(end) {
        end -= 1;
    }
    Ok(char_index(s, s[..end].rfind(x)))
}

/// SQL `LIKE`: `%` matches any run of characters, `_` exactly one; `escape`
/// makes the next pattern character literal. Greedy matching with one
/// backtrack point, O(len(s) × len(pattern)) at worst.
pub fn like_match(s: &str, pattern: &str, escape: Option<char>) -> bool {
    #[derive(Clone, Copy, PartialEq)]
    enum Tok {
        Any,
        One,
        Lit(char),
    }
    let mut toks = Vec::new();
    let mut it = pattern.chars();
    while let Some(c) = it.next() {
        if Some(c) == escape {
            toks.push(Tok::Lit(it.next().unwrap_or(c)));
        } else if c == '%' {
            if toks.last() != Some(&Tok::Any) {
                toks.push(Tok::Any);
            }
        } else if c == '_' {
            toks.push(Tok::One);
        } else {
            toks.push(Tok::Lit(c));
        }
    }
    let s: Vec<char> = s.chars().collect();
    let (mut si, mut pi) = (0, 0);
    let mut star: Option<(usize, usize)> = None;
    while si < s.len() {
        match toks.get(pi) {
            Some(Tok::One) => {
                si += 1;
                pi += 1;
            }
            Some(Tok::Lit(c)) if *c == s[si] => {
                si += 1;
                pi += 1;
            }
            Some(Tok::Any) => {
                star = Some((pi, si));
                pi += 1;
            }
            _ => match star {
                Some((sp, ss)) => {
                    pi = sp + 1;
                    si = ss + 1;
                    star = Some((sp, ss + 1));
                }
                None => return false,
            },
        }
    }
    toks[pi..].iter().all(|t| *t == Tok::Any)
}

fn like_impl(name: &str, args: &[Value]) -> Result<bool> {
    let s = string_arg(name, &args[0])?;
    let p = string_arg(name, &args[1])?;
    let escape = match args.get(2) {
        None | Some(Value::Nil) => None,
        Some(Value::Map(m)) => match m.get(&Value::keyword("escape")) {
            Some(Value::Char(c)) => Some(*c),
            None => None,
            Some(other) => {
                return Err(Error::eval(
                    name,
                    format!(":escape must be a character, got {other}"),
                ));
            }
        },
        Some(other) => {
            return Err(Error::eval(
                name,
                format!("options must be a map like {{:escape \\!}}, got {other}"),
            ));
        }
    };
    Ok(like_match(s, p, escape))
}

pub(super) fn like(args: &[Value]) -> Result<Value> {
    Ok(Value::Boolean(like_impl("like", args)?))
}
pub(super) fn not_like(args: &[Value]) -> Result<Value> {
    Ok(Value::Boolean(!like_impl("not-like", args)?))
}

#[cfg(test)]
mod tests {
    use super::super::clj_print::java_double;
    use super::{like_match, str};
    use crate::edn::Value;

    /// `str` of doubles and instants as Clojure gives them on a JVM in UTC
    /// (values checked against Datalevin 1.2.8 by the unseen-corpus check).
    #[test]
    fn str_follows_java_for_doubles_and_instants() {
        for (d, java) in [
            (1.0e10, "1.0E10"),
            (0.00001, "1.0E-5"),
            (12345678.5, "1.23456785E7"),
            (0.0001, "1.0E-4"),
            (0.001, "0.001"),
            (9999999.0, "9999999.0"),
            (100.0, "100.0"),
            (-2.5e-7, "-2.5E-7"),
            (0.0, "0.0"),
            (f64::NAN, "NaN"),
            (f64::NEG_INFINITY, "-Infinity"),
        ] {
            assert_eq!(java_double(d), java, "{d}");
        }
        let s = str(&[Value::Inst(-247_183_200_000), Value::Double(1.0e10)]).unwrap();
        assert_eq!(s, Value::string("Sat Mar 03 02:00:00 UTC 19621.0E10"));
    }

    #[test]
    fn like_patterns() {
        assert!(like_match("hello", "h%", None));
        assert!(like_match("hello", "%llo", None));
        assert!(like_match("hello", "h_llo", None));
        assert!(like_match("hello", "%", None));
        assert!(like_match("", "%", None));
        assert!(!like_match("hello", "h_lo", None));
        assert!(like_match("100%", "100!%", Some('!')));
        assert!(!like_match("1000", "100!%", Some('!')));
        assert!(like_match("abcabc", "%b%c", None));
        let long = "a".repeat(2000);
        assert!(!like_match(&long, "%a%a%a%b", None));
    }
}
