//! Collection, logic and randomness built-ins: `and`, `or`, `get`,
//! `contains?`, `range`, `empty?`, `rand` and friends.

use std::sync::atomic::{AtomicU64, Ordering};

use crate::edn::Value;
use crate::error::{Error, Result};

use super::compare::clj_equal;

/// The most elements `range` may produce: a query that asks for more is
/// almost certainly a mistake, and would exhaust memory before failing.
pub const RANGE_LIMIT: i64 = 10_000_000;

/// `(and x …)`: the first falsy argument, else the last (true with none).
/// Arguments are evaluated before the call, as in Datalevin.
pub(super) fn and(args: &[Value]) -> Result<Value> {
    Ok(args
        .iter()
        .find(|v| !v.is_truthy())
        .or(args.last())
        .cloned()
        .unwrap_or(Value::Boolean(true)))
}

/// `(or x …)`: the first truthy argument, else the last (nil with none).
pub(super) fn or(args: &[Value]) -> Result<Value> {
    Ok(args
        .iter()
        .find(|v| v.is_truthy())
        .or(args.last())
        .cloned()
        .unwrap_or(Value::Nil))
}

/// `(identical? a b)`: values have no identity here, so this is equality
/// of kind and content (Clojure's answer for keywords, small numbers and
/// interned strings).
pub(super) fn identical(args: &[Value]) -> Result<Value> {
    Ok(Value::Boolean(args[0] == args[1]))
}

/// `(-differ? a b c d)`: the first half of the arguments differs from the
/// second half.
pub(super) fn differ(args: &[Value]) -> Result<Value> {
    let half = args.len() / 2;
    Ok(Value::Boolean(
        args[..half]
            .iter()
            .zip(&args[half..])
            .any(|(a, b)| !clj_equal(a, b))
            || args.len() - half != half,
    ))
}

/// The elements of a collection (a map gives `[k v]` entries, a string its
/// characters, nil nothing).
pub(super) fn elements(name: &str, v: &Value) -> Result<Vec<Value>> {
    Ok(match v {
        Value::Nil => Vec::new(),
        Value::List(items) | Value::Vector(items) => items.to_vec(),
        Value::Set(items) => items.iter().cloned().collect(),
        Value::Map(m) => m
            .iter()
            .map(|(k, v)| Value::vector([k.clone(), v.clone()]))
            .collect(),
        Value::String(s) => s.chars().map(Value::Char).collect(),
        other => {
            return Err(Error::eval(
                name,
                format!("expected a collection, got {} {other}", other.type_name()),
            ));
        }
    })
}

/// `(set coll)`: of elements equal under Clojure's `=`, the first.
pub(super) fn set(args: &[Value]) -> Result<Value> {
    Ok(Value::set(super::compare::clj_distinct(elements(
        "set", &args[0],
    )?)))
}

/// `(empty? coll)`.
pub(super) fn is_empty(args: &[Value]) -> Result<Value> {
    Ok(Value::Boolean(match &args[0] {
        Value::String(s) => s.is_empty(),
        v => elements("empty?", v)?.is_empty(),
    }))
}

/// `(not-empty coll)`: the collection, or nil when it is empty.
pub(super) fn not_empty(args: &[Value]) -> Result<Value> {
    let empty = is_empty(args)?;
    Ok(if empty.is_truthy() {
        Value::Nil
    } else {
        args[0].clone()
    })
}

fn index_of(k: &Value) -> Option<usize> {
    match k {
        Value::Long(i) if *i >= 0 => usize::try_from(*i).ok(),
        _ => None,
    }
}

/// The value at `k` in a map, vector, string or set, if present.
pub(super) fn lookup(coll: &Value, k: &Value) -> Option<Value> {
    match coll {
        Value::Map(m) => m
            .get(k)
            .or_else(|| m.iter().find(|(mk, _)| clj_equal(mk, k)).map(|(_, v)| v))
            .cloned(),
        Value::Vector(items) => index_of(k).and_then(|i| items.get(i).cloned()),
        Value::String(s) => index_of(k).and_then(|i| s.chars().nth(i).map(Value::Char)),
        Value::Set(items) => items
            .get(k)
            .or_else(|| items.iter().find(|v| clj_equal(v, k)))
            .cloned(),
        _ => None,
    }
}

/// `(get coll k)` / `(get coll k default)`: nil (or the default) when
/// absent or when `coll` is not a collection, as in Clojure.
pub(super) fn get(args: &[Value]) -> Result<Value> {
    Ok(lookup(&args[0], &args[1])
        .or_else(|| args.get(2).cloned())
        .unwrap_or(Value::Nil))
}

/// `(contains? coll k)`: a key of a map, an index of a vector or string, an
/// element of a set.
pub(super) fn contains(args: &[Value]) -> Result<Value> {
    match &args[0] {
        Value::Nil => Ok(Value::Boolean(false)),
        // A string takes only an index, as Clojure's `RT.contains`: any
        // number (truncated, as `intValue`), never another key.
        Value::String(s) if args[1].is_number() => {
            let i = crate::edn::to_f64(&args[1]).unwrap_or(f64::NAN);
            let len = super::utf16::len(s) as f64;
            Ok(Value::Boolean(i.trunc() >= 0.0 && i.trunc() < len))
        }
        Value::String(_) => Err(Error::eval(
            "contains?",
            "not supported on type: java.lang.String (a string takes an index, a number)",
        )),
        Value::Map(_) | Value::Set(_) | Value::Vector(_) => {
            Ok(Value::Boolean(lookup(&args[0], &args[1]).is_some()))
        }
        other => Err(Error::eval(
            "contains?",
            format!(
                "not supported on {} {other}: it checks keys of maps, indexes of vectors and elements of sets",
                other.type_name()
            ),
        )),
    }
}

fn long_arg(name: &str, v: &Value) -> Result<i64> {
    match v {
        Value::Long(n) => Ok(*n),
        other => Err(Error::eval(
            name,
            format!("expected an integer, got {} {other}", other.type_name()),
        )),
    }
}

/// `(range end)`, `(range start end)`, `(range start end step)`: integers
/// from start (default 0) up to but excluding end; at most [`RANGE_LIMIT`].
pub(super) fn range(args: &[Value]) -> Result<Value> {
    if !args.iter().all(|a| matches!(a, Value::Long(_))) && args.iter().all(Value::is_number) {
        return fractional_range(args);
    }
    let (start, step, n) = range_spec(args)?;
    let bytes = usize::try_from(n)
        .unwrap_or(usize::MAX)
        .saturating_mul(std::mem::size_of::<Value>());
    super::limits::check_size("range", bytes)?;
    // Built in runs, looking at the clock between them.
    let mut items = Vec::with_capacity(n as usize);
    let mut i = 0;
    while i < n {
        let run_end = n.min(i + RANGE_RUN);
        items.extend((i..run_end).map(|i| Value::Long(start + i * step)));
        i = run_end;
        if i < n {
            super::limits::check_time("range")?;
        }
    }
    Ok(Value::list(items))
}

/// The numbers `range` gives for `args`, without making them: `(start,
/// step, count)`, the `i`-th being `start + i * step`; the same errors as
/// `range` (a step of 0, more than `RANGE_LIMIT`). For an executor that
/// binds the numbers one by one (D-744).
pub fn range_spec(args: &[Value]) -> Result<(i64, i64, i64)> {
    let (start, end, step) = match args {
        [e] => (0, long_arg("range", e)?, 1),
        [s, e] => (long_arg("range", s)?, long_arg("range", e)?, 1),
        [s, e, st] => (
            long_arg("range", s)?,
            long_arg("range", e)?,
            long_arg("range", st)?,
        ),
        _ => {
            return Err(Error::eval(
                "range",
                "needs an end: Quiver has no infinite sequences",
            ));
        }
    };
    let span = i128::from(end) - i128::from(start);
    let n: i128 = match step {
        0 if span == 0 => 0,
        0 => {
            return Err(Error::eval(
                "range",
                "a step of 0 would never reach the end",
            ));
        }
        s if (span > 0) != (s > 0) || span == 0 => 0,
        s => (span + i128::from(s) - s.signum() as i128) / i128::from(s),
    };
    if n > i128::from(RANGE_LIMIT) {
        return Err(Error::eval(
            "range",
            format!("would produce {n} numbers, more than the limit of {RANGE_LIMIT}"),
        ));
    }
    Ok((start, step, n as i64))
}

/// How many numbers `range` makes between two looks at the clock.
const RANGE_RUN: i64 = 1 << 16;

/// A process-wide xorshift state, seeded from the clock on first use.
fn next_random() -> u64 {
    static STATE: AtomicU64 = AtomicU64::new(0);
    let mut x = STATE.load(Ordering::Relaxed);
    if x == 0 {
        x = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0x9E37_79B9_7F4A_7C15, |d| d.as_nanos() as u64)
            | 1;
    }
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    STATE.store(x, Ordering::Relaxed);
    x
}

fn unit_random() -> f64 {
    (next_random() >> 11) as f64 / (1u64 << 53) as f64
}

/// `(rand)` in [0, 1), `(rand n)` in [0, n).
pub(super) fn rand(args: &[Value]) -> Result<Value> {
    let scale = match args.first() {
        None => 1.0,
        Some(v) => crate::edn::to_f64(v).ok_or_else(|| {
            Error::eval(
                "rand",
                format!("expected a number, got {} {v}", v.type_name()),
            )
        })?,
    };
    Ok(Value::Double(unit_random() * scale))
}

/// `(rand-int n)`: an integer in [0, n).
pub(super) fn rand_int(args: &[Value]) -> Result<Value> {
    let n = long_arg("rand-int", &args[0])?;
    if n <= 0 {
        return Ok(Value::Long(0));
    }
    Ok(Value::Long((next_random() % n as u64) as i64))
}

/// `(meta x)`: values carry no metadata here, so always nil.
pub(super) fn meta(_args: &[Value]) -> Result<Value> {
    Ok(Value::Nil)
}

/// `range` over numbers that are not all longs, as Clojure steps them:
/// `(range 0 1 0.25)` = `(0 0.25 0.5 0.75)` (the start as given, then
/// `+` of the step), `(range 2.5)` = `(0 1 2)`; at most `RANGE_LIMIT`
/// numbers (D-952).
fn fractional_range(args: &[Value]) -> Result<Value> {
    let (start, end, step) = match args {
        [e] => (Value::Long(0), e, Value::Long(1)),
        [s, e] => (s.clone(), e, Value::Long(1)),
        [s, e, st] => (s.clone(), e, st.clone()),
        _ => {
            return Err(Error::eval(
                "range",
                "needs an end: Quiver has no infinite sequences",
            ));
        }
    };
    let sign = crate::edn::to_f64(&step).unwrap_or(f64::NAN);
    if sign == 0.0 || sign.is_nan() {
        return Err(Error::eval("range", "a step of 0 never reaches the end"));
    }
    let plus = super::lookup("+").ok_or_else(|| Error::eval("range", "+ missing"))?;
    let before_end = |x: &Value| {
        let o = crate::edn::compare_numeric_values(x, end).unwrap_or(std::cmp::Ordering::Equal);
        if sign > 0.0 { o.is_lt() } else { o.is_gt() }
    };
    let mut out = Vec::new();
    let mut x = start;
    while before_end(&x) {
        if out.len() as i64 >= RANGE_LIMIT {
            return Err(Error::eval(
                "range",
                format!("more than {RANGE_LIMIT} numbers"),
            ));
        }
        if out.len() % 1024 == 1023 {
            super::limits::check_time("range")?;
            super::limits::check_size(
                "range",
                out.len().saturating_mul(std::mem::size_of::<Value>()),
            )?;
        }
        let next = plus.call(&[x.clone(), step.clone()])?;
        out.push(x);
        x = next;
    }
    Ok(Value::list(out))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn longs(v: &Value) -> Vec<i64> {
        match v {
            Value::List(items) => items.iter().map(|x| x.as_long().unwrap()).collect(),
            other => panic!("not a list: {other}"),
        }
    }

    #[test]
    fn range_matches_clojure() {
        assert_eq!(longs(&range(&[Value::Long(3)]).unwrap()), vec![0, 1, 2]);
        assert_eq!(
            longs(&range(&[Value::Long(1), Value::Long(10), Value::Long(4)]).unwrap()),
            vec![1, 5, 9]
        );
        assert_eq!(
            longs(&range(&[Value::Long(5), Value::Long(0), Value::Long(-2)]).unwrap()),
            vec![5, 3, 1]
        );
        assert!(longs(&range(&[Value::Long(5), Value::Long(1)]).unwrap()).is_empty());
        assert!(range(&[Value::Long(0), Value::Long(1), Value::Long(0)]).is_err());
        assert!(range(&[Value::Long(i64::MAX)]).is_err());
    }

    #[test]
    fn and_or_follow_clojure() {
        let t = Value::Boolean(true);
        assert_eq!(and(&[]).unwrap(), t);
        assert_eq!(
            and(&[Value::Long(1), Value::Nil, t.clone()]).unwrap(),
            Value::Nil
        );
        assert_eq!(
            and(&[Value::Long(1), Value::Long(2)]).unwrap(),
            Value::Long(2)
        );
        assert_eq!(or(&[]).unwrap(), Value::Nil);
        assert_eq!(or(&[Value::Nil, Value::Long(2)]).unwrap(), Value::Long(2));
        assert_eq!(
            or(&[Value::Nil, Value::Boolean(false)]).unwrap(),
            Value::Boolean(false)
        );
    }

    #[test]
    fn get_and_contains() {
        let m = Value::map([(Value::keyword("a"), Value::Long(1))]);
        assert_eq!(
            get(&[m.clone(), Value::keyword("a")]).unwrap(),
            Value::Long(1)
        );
        assert_eq!(
            get(&[m.clone(), Value::keyword("b"), Value::Long(9)]).unwrap(),
            Value::Long(9)
        );
        let v = Value::vector([Value::Long(7), Value::Long(8)]);
        assert_eq!(get(&[v.clone(), Value::Long(1)]).unwrap(), Value::Long(8));
        assert_eq!(get(&[v.clone(), Value::Long(2)]).unwrap(), Value::Nil);
        assert_eq!(
            contains(&[v, Value::Long(1)]).unwrap(),
            Value::Boolean(true)
        );
        let s = Value::set([Value::Long(30), Value::Long(40)]);
        assert_eq!(
            contains(&[s.clone(), Value::Long(30)]).unwrap(),
            Value::Boolean(true)
        );
        assert_eq!(
            contains(&[s, Value::Long(31)]).unwrap(),
            Value::Boolean(false)
        );
        assert!(contains(&[Value::Long(1), Value::Long(1)]).is_err());
    }

    #[test]
    fn empty_and_differ() {
        assert_eq!(is_empty(&[Value::Nil]).unwrap(), Value::Boolean(true));
        assert_eq!(
            is_empty(&[Value::string("")]).unwrap(),
            Value::Boolean(true)
        );
        assert_eq!(not_empty(&[Value::vector([])]).unwrap(), Value::Nil);
        assert_eq!(
            differ(&[
                Value::Long(1),
                Value::Long(2),
                Value::Long(1),
                Value::Long(2)
            ])
            .unwrap(),
            Value::Boolean(false)
        );
        assert_eq!(
            differ(&[
                Value::Long(1),
                Value::Long(2),
                Value::Long(1),
                Value::Long(3)
            ])
            .unwrap(),
            Value::Boolean(true)
        );
    }

    #[test]
    fn rand_int_stays_in_range() {
        for _ in 0..1000 {
            let v = rand_int(&[Value::Long(3)]).unwrap().as_long().unwrap();
            assert!((0..3).contains(&v));
        }
        let r = rand(&[]).unwrap();
        assert!(matches!(r, Value::Double(d) if (0.0..1.0).contains(&d)));
    }
}
