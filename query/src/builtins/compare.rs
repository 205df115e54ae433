//! Equality and ordering built-ins: `= == not= != < > <= >= compare`.

use std::cmp::Ordering;

use crate::edn::{Value, compare_numeric_values};
use crate::error::{Error, Result};

/// Which of Clojure's numeric equality categories a number belongs to:
/// `(= 1 1N)` is true but `(= 1 1.0)` is false.
fn category(v: &Value) -> u8 {
    match v {
        Value::Long(_) | Value::BigInt(_) => 0,
        Value::Double(_) | Value::Float(_) => 1,
        Value::Ratio(_) => 2,
        _ => 3,
    }
}

/// Clojure's `=`: numbers are equal when in the same category (integer,
/// floating, ratio, decimal) and numerically equal; lists and vectors with
/// equal elements are equal; otherwise structural equality.
pub fn clj_equal(a: &Value, b: &Value) -> bool {
    if a.is_number() && b.is_number() {
        return category(a) == category(b)
            && compare_numeric_values(a, b) == Some(Ordering::Equal)
            // NaN is never = to anything in Clojure.
            && !matches!(a, Value::Double(d) if d.is_nan())
            && !matches!(a, Value::Float(d) if d.is_nan());
    }
    match (a, b) {
        (Value::List(x) | Value::Vector(x), Value::List(y) | Value::Vector(y)) => {
            x.len() == y.len() && x.iter().zip(y.iter()).all(|(p, q)| clj_equal(p, q))
        }
        (Value::Map(x), Value::Map(y)) => {
            x.len() == y.len()
                && x.iter()
                    .all(|(k, v)| y.get(k).is_some_and(|w| clj_equal(v, w)))
        }
        _ => a == b,
    }
}

/// A hash consistent with [`clj_equal`]: values it calls equal hash
/// alike (numbers by category and magnitude, lists and vectors by their
/// elements), so sets of values under Clojure's `=` need no pairwise scan.
pub fn clj_hash(v: &Value) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    clj_hash_into(v, &mut h);
    return h.finish();

    fn clj_hash_into(v: &Value, h: &mut impl Hasher) {
        if v.is_number() {
            category(v).hash(h);
            // Equal numbers of one category have one f64 (-0.0 is 0.0).
            let f = crate::edn::to_f64(v).unwrap_or(0.0);
            (if f == 0.0 { 0.0f64 } else { f }).to_bits().hash(h);
            return;
        }
        match v {
            Value::List(x) | Value::Vector(x) => {
                "seq".hash(h);
                x.len().hash(h);
                x.iter().for_each(|e| clj_hash_into(e, h));
            }
            Value::Map(m) => {
                "map".hash(h);
                for (k, e) in m.iter() {
                    k.hash(h);
                    clj_hash_into(e, h);
                }
            }
            other => other.hash(h),
        }
    }
}

/// The ordering used by `< > <= >=`, `compare`, `max`/`min` and
/// `:order-by`: numbers compare numerically across types (`1 < 1.5`);
/// vectors (tuples) as Clojure's vectors do, the shorter first, then
/// element by element in this order (`[2 6]` < `[2 0 0]`); strings in
/// Java's UTF-16 order; everything else by [`Value`]'s total order (keywords by
/// namespace then name, values of different kinds by kind).
pub fn compare_values(a: &Value, b: &Value) -> Ordering {
    if let (Value::Vector(x), Value::Vector(y)) = (a, b) {
        return x.len().cmp(&y.len()).then_with(|| {
            x.iter()
                .zip(y.iter())
                .map(|(p, q)| compare_values(p, q))
                .find(|o| o.is_ne())
                .unwrap_or(Ordering::Equal)
        });
    }
    if let (Value::String(x), Value::String(y)) = (a, b) {
        return utf16_order(x, y);
    }
    compare_numeric_values(a, b).unwrap_or_else(|| a.cmp(b))
}

/// Java's `String.compareTo` order (UTF-16 code units), which `compare`,
/// `max` and `:order-by` give in Clojure. It is code-point order (what
/// UTF-8 bytes give) except where the first difference is between a
/// character in U+E000–U+FFFF and one beyond U+FFFF, whose high surrogate
/// sorts it first: `"😀"` sorts before `"ｚ"` (D-912).
fn utf16_order(a: &str, b: &str) -> Ordering {
    let Some(i) = a.bytes().zip(b.bytes()).position(|(x, y)| x != y) else {
        return a.len().cmp(&b.len());
    };
    // The prefixes agree, so both strings have a character starting here.
    let start = (0..=i).rev().find(|&k| a.is_char_boundary(k)).unwrap_or(0);
    let (Some(x), Some(y)) = (a[start..].chars().next(), b[start..].chars().next()) else {
        return a.cmp(b);
    };
    let supplementary = |c: char| u32::from(c) > 0xFFFF;
    let upper_bmp = |c: char| (0xE000..=0xFFFF).contains(&u32::from(c));
    if (supplementary(x) && upper_bmp(y)) || (upper_bmp(x) && supplementary(y)) {
        y.cmp(&x)
    } else {
        x.cmp(&y)
    }
}

fn chain(name: &str, args: &[Value], ok: impl Fn(Ordering) -> bool) -> Result<Value> {
    for w in args.windows(2) {
        if !ok(predicate_order(name, &w[0], &w[1])?) {
            return Ok(Value::Boolean(false));
        }
    }
    Ok(Value::Boolean(true))
}

/// Whether a value is a NaN double or float.
fn is_nan(v: &Value) -> bool {
    matches!(v, Value::Double(d) if d.is_nan()) || matches!(v, Value::Float(f) if f.is_nan())
}

/// The class a predicate orders `v` by among values of other kinds: its
/// Java class, except that a bigint is Clojure's `BigInt` (what a literal
/// `1N` is; Datalevin orders `(< 1N :a)` as `clojure.lang.BigInt`).
fn java_class(v: &Value) -> Option<&'static str> {
    match v {
        Value::BigInt(_) => Some("clojure.lang.BigInt"),
        other => super::java_class::java_class(other),
    }
}

/// Whether Clojure's `compare` orders `a` and `b` rather than throwing:
/// two numbers, `nil` and anything, or two values of one kind (lists and
/// vectors being one) (D-929, D-933).
pub fn clj_comparable(a: &Value, b: &Value) -> bool {
    (a.is_number() && b.is_number())
        || matches!(a, Value::Nil)
        || matches!(b, Value::Nil)
        || std::mem::discriminant(a) == std::mem::discriminant(b)
        || same_kind(a, b)
}

/// Whether two values are of one kind for ordering (lists and vectors are
/// both sequences; maps of any size are maps).
fn same_kind(a: &Value, b: &Value) -> bool {
    matches!(
        (a, b),
        (
            Value::List(_) | Value::Vector(_),
            Value::List(_) | Value::Vector(_)
        ) | (Value::Map(_), Value::Map(_))
    )
}

/// Whether a ratio (in lowest terms) has a terminating decimal expansion:
/// its denominator has no prime factor but 2 and 5.
fn terminates(r: &crate::edn::Ratio) -> bool {
    let d = r.denom();
    let mut rest = d >> d.trailing_zeros().unwrap_or(0);
    let five = num_bigint::BigInt::from(5u32);
    while (&rest % &five).sign() == num_bigint::Sign::NoSign
        && rest > num_bigint::BigInt::from(1u32)
    {
        rest /= &five;
    }
    rest == num_bigint::BigInt::from(1u32)
}

/// The order `< > <= >= == compare max min` test: [`compare_values`],
/// except that a finite double (or float) against any other finite number
/// compares as two doubles, as Clojure's numeric categories do (`(>= 0.1M
/// 0.1)` and `(== 0.1M 0.1)` are true: the bigdec is converted, D-905); a
/// NaN against any number is neither less nor greater (Clojure's
/// `compare` gives 0, so `(<= ##NaN 1.0)` is true and `(< ##NaN 1.0)`
/// false, as in Datalevin); and a ratio against a bigdec is first made a
/// decimal, an error when it has no terminating expansion (`(< 1/3
/// 0.5M)`, as Clojure, D-926). Sorting keeps [`compare_values`], a total
/// order.
pub(super) fn predicate_order(name: &str, a: &Value, b: &Value) -> Result<Ordering> {
    if !(a.is_number() && b.is_number()) {
        return Ok(match (a, b) {
            (Value::Nil, Value::Nil) => Ordering::Equal,
            (Value::Nil, _) => Ordering::Less,
            (_, Value::Nil) => Ordering::Greater,
            // Values of two kinds: by their Java classes' names, as
            // Datalevin's predicates order them (`(< 1 "a")`, `(< [1] 1)`
            // and `(< :k 1)` are true, D-929).
            _ => match (java_class(a), java_class(b)) {
                (Some(x), Some(y)) if x != y && !same_kind(a, b) => x.cmp(y),
                _ => compare_values(a, b),
            },
        });
    }
    if is_nan(a) || is_nan(b) {
        return Ok(Ordering::Equal);
    }
    if let (Value::Ratio(r), Value::BigDec(_)) | (Value::BigDec(_), Value::Ratio(r)) = (a, b) {
        if !terminates(r) {
            return Err(Error::eval(
                name,
                "Non-terminating decimal expansion; no exact representable decimal result.",
            ));
        }
    }
    let floating = |v: &Value| matches!(v, Value::Double(_) | Value::Float(_));
    if floating(a) || floating(b) {
        if let (Some(x), Some(y)) = (crate::edn::to_f64(a), crate::edn::to_f64(b)) {
            if x.is_finite() && y.is_finite() {
                return Ok(x.partial_cmp(&y).unwrap_or(Ordering::Equal));
            }
        }
    }
    Ok(compare_values(a, b))
}

pub(super) fn eq(args: &[Value]) -> Result<Value> {
    Ok(Value::Boolean(
        args.windows(2).all(|w| clj_equal(&w[0], &w[1])),
    ))
}

pub(super) fn not_eq(args: &[Value]) -> Result<Value> {
    Ok(Value::Boolean(
        !args.windows(2).all(|w| clj_equal(&w[0], &w[1])),
    ))
}

pub(super) fn num_eq(args: &[Value]) -> Result<Value> {
    for a in args {
        if !a.is_number() {
            return Err(Error::eval(
                "==",
                format!("expected numbers, got {} {a}", a.type_name()),
            ));
        }
    }
    // A NaN is `==` to nothing, itself included (Java's `==` on doubles).
    if args.len() > 1 && args.iter().any(is_nan) {
        return Ok(Value::Boolean(false));
    }
    for w in args.windows(2) {
        if predicate_order("==", &w[0], &w[1])? != Ordering::Equal {
            return Ok(Value::Boolean(false));
        }
    }
    Ok(Value::Boolean(true))
}

pub(super) fn lt(args: &[Value]) -> Result<Value> {
    chain("<", args, |o| o == Ordering::Less)
}
pub(super) fn gt(args: &[Value]) -> Result<Value> {
    chain(">", args, |o| o == Ordering::Greater)
}
pub(super) fn le(args: &[Value]) -> Result<Value> {
    chain("<=", args, |o| o != Ordering::Greater)
}
pub(super) fn ge(args: &[Value]) -> Result<Value> {
    chain(">=", args, |o| o != Ordering::Less)
}

/// Clojure's `compare`: strings, keywords and symbols give Java's
/// `compareTo` (the difference of the first differing UTF-16 units, else
/// of the lengths; keywords and symbols by namespace, then name), characters
/// their difference; vectors of different lengths -1 or 1, of one length
/// the first of their elements' `compare`s that is not 0 (D-905);
/// everything else -1, 0 or 1.
pub(super) fn compare(args: &[Value]) -> Result<Value> {
    Ok(Value::Long(clj_compare(&args[0], &args[1])?))
}

/// [`compare`]'s number.
fn clj_compare(a: &Value, b: &Value) -> Result<i64> {
    if let (Value::Vector(x), Value::Vector(y)) = (a, b) {
        return Ok(match x.len().cmp(&y.len()) {
            Ordering::Less => -1,
            Ordering::Greater => 1,
            Ordering::Equal => {
                for (p, q) in x.iter().zip(y.iter()) {
                    let c = crate::stack::deep(|| clj_compare(p, q))?;
                    if c != 0 {
                        return Ok(c);
                    }
                }
                0
            }
        });
    }
    let java = match (a, b) {
        (Value::String(a), Value::String(b)) => Some(java_compare_to(a, b)),
        (Value::Char(a), Value::Char(b)) => {
            Some(i64::from(u32::from(*a)) - i64::from(u32::from(*b)))
        }
        (Value::Keyword(a), Value::Keyword(b)) => Some(compare_named(
            (a.namespace(), a.name()),
            (b.namespace(), b.name()),
        )),
        (Value::Symbol(a), Value::Symbol(b)) => Some(compare_named(
            (a.namespace(), a.name()),
            (b.namespace(), b.name()),
        )),
        _ => None,
    };
    // Two kinds that are not both numbers: Clojure's `compare` throws
    // (`(compare 1 "a")`, `(compare 5 [1 2])`), as in Datalevin (D-929).
    if !clj_comparable(a, b) {
        return Err(Error::eval(
            "compare",
            format!(
                "cannot compare {} {} with {} {} (ClassCastException in Clojure)",
                a.type_name(),
                cut_value(a),
                b.type_name(),
                cut_value(b)
            ),
        ));
    }
    Ok(match java {
        Some(c) => c,
        None => match predicate_order("compare", a, b)? {
            Ordering::Less => -1,
            Ordering::Equal => 0,
            Ordering::Greater => 1,
        },
    })
}

/// Java's `String.compareTo`.
fn java_compare_to(a: &str, b: &str) -> i64 {
    let (mut x, mut y) = (a.encode_utf16(), b.encode_utf16());
    loop {
        match (x.next(), y.next()) {
            (Some(p), Some(q)) if p != q => return i64::from(p) - i64::from(q),
            (Some(_), Some(_)) => {}
            (Some(_), None) => return 1 + x.count() as i64,
            (None, Some(_)) => return -1 - y.count() as i64,
            (None, None) => return 0,
        }
    }
}

/// Clojure's `Symbol.compareTo` (keywords compare their symbols): no
/// namespace sorts first, then namespaces, then names.
fn compare_named(a: (Option<&str>, &str), b: (Option<&str>, &str)) -> i64 {
    match (a.0, b.0) {
        (None, Some(_)) => -1,
        (Some(_), None) => 1,
        (Some(p), Some(q)) if p != q => java_compare_to(p, q),
        _ => java_compare_to(a.1, b.1),
    }
}

/// The first occurrence of each value under Clojure's `=`, in order:
/// what `distinct` keeps, and what a set built by `hash-set`, `set` or
/// `conj` holds (`(hash-set 1 1N 1.0)` is `#{1 1.0}`, D-896). Values are
/// bucketed by their Clojure hash, so a long input is not compared pair by pair.
pub fn clj_distinct(items: impl IntoIterator<Item = Value>) -> Vec<Value> {
    let mut out: Vec<Value> = Vec::new();
    let mut seen: std::collections::HashMap<u64, Vec<usize>> = std::collections::HashMap::new();
    for v in items {
        let bucket = seen.entry(clj_hash(&v)).or_default();
        if !bucket.iter().any(|&i| clj_equal(&out[i], &v)) {
            bucket.push(out.len());
            out.push(v);
        }
    }
    out
}

/// A value's text for an error message, cut to a readable length.
fn cut_value(v: &Value) -> String {
    crate::error::cut(&v.to_string())
}

#[cfg(test)]
mod tests {
    use super::{compare, java_compare_to, utf16_order};
    use crate::edn::Value;
    use proptest::prelude::*;

    /// Characters from each range that orders differently: ASCII, the
    /// rest of the BMP below the surrogates, U+E000–U+FFFF, beyond.
    fn tricky_char() -> impl Strategy<Value = char> {
        prop_oneof![
            prop::char::range('a', 'c'),
            prop::char::range('\u{e9}', '\u{eb}'),
            prop::char::range('\u{fff0}', '\u{fff2}'),
            prop::char::range('\u{ff5a}', '\u{ff5b}'),
            prop::char::range('\u{1f600}', '\u{1f601}'),
        ]
    }

    proptest! {
        /// The fast order is the sign of the UTF-16 model, `java_compare_to`.
        #[test]
        fn utf16_order_is_java_order(
            a in prop::collection::vec(tricky_char(), 0..5),
            b in prop::collection::vec(tricky_char(), 0..5),
        ) {
            let (a, b): (String, String) = (a.into_iter().collect(), b.into_iter().collect());
            prop_assert_eq!(utf16_order(&a, &b), java_compare_to(&a, &b).cmp(&0));
        }
    }

    #[test]
    fn a_supplementary_character_sorts_before_the_top_of_the_bmp() {
        use std::cmp::Ordering;
        assert_eq!(utf16_order("\u{1f600}", "\u{ff5a}"), Ordering::Less);
        assert_eq!(utf16_order("a\u{1f600}", "a\u{e9}"), Ordering::Greater);
        assert_eq!(utf16_order("ab", "abc"), Ordering::Less);
    }

    fn cmp(a: Value, b: Value) -> Value {
        compare(&[a, b]).unwrap()
    }

    /// Clojure's `compare` gives Java's `compareTo` for strings, keywords,
    /// symbols and characters (not only the sign).
    #[test]
    fn compare_is_java_compare_to() {
        assert_eq!(
            cmp(Value::string("apple"), Value::string("dog")),
            Value::Long(-3)
        );
        assert_eq!(
            cmp(Value::string("abc"), Value::string("ab")),
            Value::Long(1)
        );
        assert_eq!(
            cmp(Value::string("ab"), Value::string("abcd")),
            Value::Long(-2)
        );
        assert_eq!(
            cmp(Value::string("same"), Value::string("same")),
            Value::Long(0)
        );
        assert_eq!(
            cmp(Value::keyword("b/x"), Value::keyword("a/y")),
            Value::Long(1)
        );
        assert_eq!(
            cmp(Value::keyword("x"), Value::keyword("a/x")),
            Value::Long(-1)
        );
        assert_eq!(
            cmp(Value::keyword("a/pear"), Value::keyword("a/apple")),
            Value::Long(15)
        );
        assert_eq!(cmp(Value::Char('a'), Value::Char('d')), Value::Long(-3));
        assert_eq!(cmp(Value::Long(5), Value::Long(900)), Value::Long(-1));
    }
}
