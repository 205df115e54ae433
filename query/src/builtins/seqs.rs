//! Sequence built-ins from `clojure.core` that Datalevin resolves in
//! queries (any core function is callable there): `first`, `second`,
//! `last`, `nth`, `rest`, `next`, `reverse`, `sort`, `distinct`, `concat`,
//! `conj`, `vec`, `keys`, `vals`. Sequences come back as lists, as Clojure's
//! seqs print (D-866).

use crate::edn::Value;
use crate::error::{Error, Result};

use super::coll::elements as seq;
use super::compare::clj_distinct;
use super::limits::check_size;

/// `(first coll)`: nil when empty.
pub(super) fn first(args: &[Value]) -> Result<Value> {
    Ok(seq("first", &args[0])?
        .into_iter()
        .next()
        .unwrap_or(Value::Nil))
}

/// `(second coll)`.
pub(super) fn second(args: &[Value]) -> Result<Value> {
    Ok(seq("second", &args[0])?
        .into_iter()
        .nth(1)
        .unwrap_or(Value::Nil))
}

/// `(last coll)`.
pub(super) fn last(args: &[Value]) -> Result<Value> {
    Ok(seq("last", &args[0])?.pop().unwrap_or(Value::Nil))
}

/// `(nth coll i)` / `(nth coll i default)`: out of range is an error
/// without a default, as in Clojure.
pub(super) fn nth(args: &[Value]) -> Result<Value> {
    // Clojure's `nth` takes sequential things only (D-952).
    if let Value::Map(_) | Value::Set(_) = &args[0] {
        return Err(Error::eval(
            "nth",
            format!("nth not supported on this type: {}", args[0].type_name()),
        ));
    }
    let items = seq("nth", &args[0])?;
    let Value::Long(i) = &args[1] else {
        return Err(Error::eval(
            "nth",
            format!("the index must be an integer, got {}", args[1].type_name()),
        ));
    };
    match usize::try_from(*i).ok().and_then(|i| items.get(i)) {
        Some(v) => Ok(v.clone()),
        None => args.get(2).cloned().ok_or_else(|| {
            Error::eval(
                "nth",
                format!("index {i} out of bounds for {} elements", items.len()),
            )
        }),
    }
}

/// `(rest coll)`: all but the first, an empty list at the end.
pub(super) fn rest(args: &[Value]) -> Result<Value> {
    Ok(Value::list(seq("rest", &args[0])?.into_iter().skip(1)))
}

/// `(next coll)`: all but the first, nil at the end.
pub(super) fn next(args: &[Value]) -> Result<Value> {
    let items = seq("next", &args[0])?;
    Ok(if items.len() <= 1 {
        Value::Nil
    } else {
        Value::list(items.into_iter().skip(1))
    })
}

/// `(reverse coll)`.
pub(super) fn reverse(args: &[Value]) -> Result<Value> {
    Ok(Value::list(seq("reverse", &args[0])?.into_iter().rev()))
}

/// `(distinct coll)`: first occurrences, in order (Clojure equality).
pub(super) fn distinct(args: &[Value]) -> Result<Value> {
    Ok(Value::list(clj_distinct(seq("distinct", &args[0])?)))
}

/// `(concat coll …)`: the only sequence built-in whose result outgrows its
/// arguments (the same collection given many times), so its size is
/// checked against the query's budget first (D-743).
pub(super) fn concat(args: &[Value]) -> Result<Value> {
    let mut out = Vec::new();
    for a in args {
        let part = seq("concat", a)?;
        let n = out.len().saturating_add(part.len());
        check_size("concat", n.saturating_mul(std::mem::size_of::<Value>()))?;
        out.extend(part);
    }
    Ok(Value::list(out))
}

/// `(conj coll x …)`: at the end of a vector, the front of a list, into a
/// set; a map takes `[k v]` entries; nil becomes a list.
pub(super) fn conj(args: &[Value]) -> Result<Value> {
    let (coll, xs) = (&args[0], &args[1..]);
    Ok(match coll {
        Value::Vector(items) => Value::vector(items.iter().chain(xs).cloned()),
        Value::Nil => Value::list(xs.iter().rev().cloned()),
        Value::List(items) => Value::list(xs.iter().rev().chain(items.iter()).cloned()),
        Value::Set(items) => Value::set(clj_distinct(items.iter().chain(xs).cloned())),
        Value::Map(m) => {
            let mut m = (**m).clone();
            for x in xs {
                match x {
                    Value::Vector(kv) if kv.len() == 2 => {
                        m.insert(kv[0].clone(), kv[1].clone());
                    }
                    Value::Map(other) => {
                        m.extend(other.iter().map(|(k, v)| (k.clone(), v.clone())))
                    }
                    other => {
                        return Err(Error::eval(
                            "conj",
                            format!(
                                "a map takes [key value] entries, got {} {other}",
                                other.type_name()
                            ),
                        ));
                    }
                }
            }
            Value::Map(std::sync::Arc::new(m))
        }
        other => {
            return Err(Error::eval(
                "conj",
                format!("not a collection: {} {other}", other.type_name()),
            ));
        }
    })
}

fn map_part(name: &str, v: &Value, keys: bool) -> Result<Value> {
    match v {
        Value::Nil => Ok(Value::Nil),
        Value::Map(m) if m.is_empty() => Ok(Value::Nil),
        Value::Map(m) => Ok(Value::list(
            m.iter()
                .map(|(k, v)| if keys { k.clone() } else { v.clone() }),
        )),
        other => Err(Error::eval(
            name,
            format!("expected a map, got {} {other}", other.type_name()),
        )),
    }
}

/// `(keys m)`: nil for an empty map.
pub(super) fn keys(args: &[Value]) -> Result<Value> {
    map_part("keys", &args[0], true)
}

/// `(vals m)`: nil for an empty map.
pub(super) fn vals(args: &[Value]) -> Result<Value> {
    map_part("vals", &args[0], false)
}

/// `(vec coll)`: the elements as a vector.
pub(super) fn vec(args: &[Value]) -> Result<Value> {
    Ok(Value::vector(seq("vec", &args[0])?))
}

/// `(seq coll)`: nil for nil or an empty collection, string or byte
/// string; else the elements as a list: a string's characters, a map's
/// `[key value]` entries, a byte string's bytes as signed longs (Java's
/// bytes). Anything else is an error, as Clojure's "Don't know how to
/// create ISeq". A string's characters are counted before they are built,
/// against the query's budget (D-743, D-897).
pub(super) fn seq_of(args: &[Value]) -> Result<Value> {
    let items = match &args[0] {
        Value::String(s) => {
            let n = s.chars().count();
            check_size("seq", n.saturating_mul(std::mem::size_of::<Value>()))?;
            s.chars().map(Value::Char).collect()
        }
        Value::Bytes(b) => {
            check_size("seq", b.len().saturating_mul(std::mem::size_of::<Value>()))?;
            b.iter().map(|&x| Value::Long(i64::from(x as i8))).collect()
        }
        v @ (Value::Nil | Value::List(_) | Value::Vector(_) | Value::Set(_) | Value::Map(_)) => {
            seq("seq", v)?
        }
        other => {
            let class = super::type_of(std::slice::from_ref(other))?;
            return Err(Error::eval(
                "seq",
                format!("Don't know how to create ISeq from: {class}"),
            ));
        }
    };
    Ok(if items.is_empty() {
        Value::Nil
    } else {
        Value::list(items)
    })
}

/// `(into to from)`: `from`'s elements conj'ed onto `to`, as Clojure:
/// a vector keeps their order, a list (or nil) takes each at its front,
/// a set and a map (of `[key value]` entries or maps) merge them.
pub(super) fn into(args: &[Value]) -> Result<Value> {
    let mut call = vec![args[0].clone()];
    call.extend(seq("into", &args[1])?);
    check_size(
        "into",
        call.len().saturating_mul(std::mem::size_of::<Value>()),
    )?;
    conj(&call).map_err(|e| match e {
        Error::Eval { message, .. } => Error::eval("into", message),
        other => other,
    })
}

/// `(zipmap keys vals)`: a map pairing them up to the shorter; of keys
/// given twice the later value wins.
pub(super) fn zipmap(args: &[Value]) -> Result<Value> {
    let keys = seq("zipmap", &args[0])?;
    let vals = seq("zipmap", &args[1])?;
    Ok(Value::map(keys.into_iter().zip(vals)))
}

/// `(interleave c1 c2 …)`: the first element of each, then the second of
/// each …, up to the shortest, as a list; one collection is its elements.
pub(super) fn interleave(args: &[Value]) -> Result<Value> {
    let colls = args
        .iter()
        .map(|c| seq("interleave", c))
        .collect::<Result<Vec<_>>>()?;
    let shortest = colls.iter().map(Vec::len).min().unwrap_or(0);
    let mut out = Vec::with_capacity(shortest.saturating_mul(colls.len()));
    for i in 0..shortest {
        out.extend(colls.iter().map(|c| c[i].clone()));
    }
    Ok(Value::list(out))
}

/// A count argument of `take`, `drop` and kin: Clojure counts down while
/// the number is positive, so `2.5` takes three; a non-number is an error.
fn count_arg(name: &'static str, v: &Value) -> Result<usize> {
    let n = match v {
        Value::Long(n) => *n as f64,
        other => crate::edn::to_f64(other).ok_or_else(|| {
            Error::eval(
                name,
                format!("expected a number, got {} {other}", other.type_name()),
            )
        })?,
    };
    Ok(if n.is_nan() || n <= 0.0 {
        0
    } else if n >= usize::MAX as f64 {
        usize::MAX
    } else {
        n.ceil() as usize
    })
}

/// `(take n coll)`: the first `n`, as a list.
pub(super) fn take(args: &[Value]) -> Result<Value> {
    let n = count_arg("take", &args[0])?;
    Ok(Value::list(seq("take", &args[1])?.into_iter().take(n)))
}

/// `(drop n coll)`: all but the first `n`, as a list.
pub(super) fn drop(args: &[Value]) -> Result<Value> {
    dropped("drop", &args[0], &args[1])
}

/// All but the first `n` elements of `coll`, as a list.
fn dropped(name: &'static str, n: &Value, coll: &Value) -> Result<Value> {
    let n = count_arg(name, n)?;
    Ok(Value::list(seq(name, coll)?.into_iter().skip(n)))
}

/// `(take-last n coll)`: the last `n`, nil when none.
pub(super) fn take_last(args: &[Value]) -> Result<Value> {
    let n = count_arg("take-last", &args[0])?;
    let items = seq("take-last", &args[1])?;
    let skip = items.len().saturating_sub(n);
    Ok(if skip == items.len() {
        Value::Nil
    } else {
        Value::list(items.into_iter().skip(skip))
    })
}

/// `(drop-last coll)`, `(drop-last n coll)`: all but the last one (`n`).
pub(super) fn drop_last(args: &[Value]) -> Result<Value> {
    let (n, coll) = match args {
        [coll] => (1, coll),
        [n, coll] => (count_arg("drop-last", n)?, coll),
        _ => {
            return Err(Error::eval(
                "drop-last",
                "expected (drop-last coll) or (drop-last n coll)",
            ));
        }
    };
    let items = seq("drop-last", coll)?;
    let keep = items.len().saturating_sub(n);
    Ok(Value::list(items.into_iter().take(keep)))
}

/// `(butlast coll)`: all but the last, nil when that is nothing.
pub(super) fn butlast(args: &[Value]) -> Result<Value> {
    let mut items = seq("butlast", &args[0])?;
    items.pop();
    Ok(if items.is_empty() {
        Value::Nil
    } else {
        Value::list(items)
    })
}

/// `(ffirst coll)`: the first of the first.
pub(super) fn ffirst(args: &[Value]) -> Result<Value> {
    match seq("ffirst", &args[0])?.into_iter().next() {
        Some(x) => first(&[x]),
        None => Ok(Value::Nil),
    }
}

/// `(partition n coll)`, `(partition n step coll)`, `(partition n step pad
/// coll)`; with `all`, `partition-all` (the short last pieces kept).
fn partitioned(name: &'static str, args: &[Value], all: bool) -> Result<Value> {
    let size = |v: &Value| positive(name, v);
    let n = size(&args[0])?;
    let (step, pad, coll) = match &args[1..] {
        [coll] => (n, None, coll),
        [step, coll] => (size(step)?, None, coll),
        [step, pad, coll] if !all => (size(step)?, Some(seq(name, pad)?), coll),
        _ => return Err(Error::eval(name, "takes 2 or 3 (partition: 4) arguments")),
    };
    let items = seq(name, coll)?;
    let mut out = Vec::new();
    let mut at = 0;
    while at < items.len() {
        let end = at.saturating_add(n).min(items.len());
        let mut piece: Vec<Value> = items[at..end].to_vec();
        if piece.len() < n {
            match &pad {
                Some(p) => piece.extend(p.iter().take(n - piece.len()).cloned()),
                None if all => {}
                None => break,
            }
        }
        check_size(
            name,
            (out.len() + 1)
                .saturating_mul(piece.len().max(1))
                .saturating_mul(std::mem::size_of::<Value>()),
        )?;
        out.push(Value::list(piece));
        if pad.is_some() && end == items.len() {
            break;
        }
        at = at.saturating_add(step);
    }
    Ok(Value::list(out))
}

/// `(partition n coll)` and its step and pad forms.
pub(super) fn partition(args: &[Value]) -> Result<Value> {
    partitioned("partition", args, false)
}

/// `(partition-all n coll)`, `(partition-all n step coll)`.
pub(super) fn partition_all(args: &[Value]) -> Result<Value> {
    partitioned("partition-all", args, true)
}

/// `(repeat n x)`: `x` `n` times (a non-whole `n` cut toward zero, as
/// Clojure's `long`), within the query's memory budget; `(repeat x)`, an
/// endless sequence, is an error.
pub(super) fn repeat(args: &[Value]) -> Result<Value> {
    let [n, x] = args else {
        return Err(Error::eval(
            "repeat",
            "(repeat x) is endless: give a count, (repeat n x)",
        ));
    };
    let n = match n {
        Value::Long(n) => *n,
        other => match crate::edn::to_f64(other) {
            Some(f) if f.is_finite() => f.trunc() as i64,
            _ => {
                return Err(Error::eval(
                    "repeat",
                    format!("expected a number, got {} {other}", other.type_name()),
                ));
            }
        },
    };
    let n = usize::try_from(n).unwrap_or(0);
    check_size("repeat", n.saturating_mul(std::mem::size_of::<Value>()))?;
    Ok(Value::list(std::iter::repeat_n(x.clone(), n)))
}

/// `(interpose sep coll)`: `sep` between the elements, as a list.
pub(super) fn interpose(args: &[Value]) -> Result<Value> {
    let items = seq("interpose", &args[1])?;
    let mut out = Vec::with_capacity(items.len().saturating_mul(2));
    for (i, x) in items.into_iter().enumerate() {
        if i > 0 {
            out.push(args[0].clone());
        }
        out.push(x);
    }
    Ok(Value::list(out))
}

/// `(flatten x)`: the elements of nested lists and vectors, as a list;
/// anything else (a set, a map, a scalar) flattens to `()`.
pub(super) fn flatten(args: &[Value]) -> Result<Value> {
    fn walk(v: &Value, out: &mut Vec<Value>) {
        match v {
            Value::List(items) | Value::Vector(items) => {
                for x in items.iter() {
                    walk(x, out);
                }
            }
            other => out.push(other.clone()),
        }
    }
    let mut out = Vec::new();
    if let Value::List(_) | Value::Vector(_) = &args[0] {
        walk(&args[0], &mut out);
    }
    Ok(Value::list(out))
}

/// `(take-nth n coll)`: every `n`-th element from the first; `n` a
/// positive whole number (Clojure's `(take-nth 0 …)` never ends).
pub(super) fn take_nth(args: &[Value]) -> Result<Value> {
    let n = positive("take-nth", &args[0])?;
    Ok(Value::list(
        seq("take-nth", &args[1])?.into_iter().step_by(n),
    ))
}

/// `(nthrest coll n)`: all but the first `n`, `()` at the end.
pub(super) fn nthrest(args: &[Value]) -> Result<Value> {
    dropped("nthrest", &args[1], &args[0])
}

/// `(nthnext coll n)`: all but the first `n`, nil at the end.
pub(super) fn nthnext(args: &[Value]) -> Result<Value> {
    let n = count_arg("nthnext", &args[1])?;
    let items = seq("nthnext", &args[0])?;
    Ok(if n >= items.len() {
        Value::Nil
    } else {
        Value::list(items.into_iter().skip(n))
    })
}

/// `(dedupe coll)`: runs of `=` elements made one.
pub(super) fn dedupe(args: &[Value]) -> Result<Value> {
    let mut out: Vec<Value> = Vec::new();
    for x in seq("dedupe", &args[0])? {
        if out.last().is_none_or(|l| !super::compare::clj_equal(l, &x)) {
            out.push(x);
        }
    }
    Ok(Value::list(out))
}

/// `(cons x coll)`: `x` before the elements, as a list.
pub(super) fn cons(args: &[Value]) -> Result<Value> {
    let rest = seq("cons", &args[1])?;
    Ok(Value::list(std::iter::once(args[0].clone()).chain(rest)))
}

/// `(list* x … coll)`: the arguments before the last, then its elements;
/// nil when that is nothing.
pub(super) fn list_star(args: &[Value]) -> Result<Value> {
    let (last, firsts) = args.split_last().unwrap_or((&Value::Nil, &[]));
    let mut out = firsts.to_vec();
    out.extend(seq("list*", last)?);
    Ok(if out.is_empty() {
        Value::Nil
    } else {
        Value::list(out)
    })
}

/// `(empty coll)`: an empty collection of the same kind; nil for nil.
pub(super) fn empty(args: &[Value]) -> Result<Value> {
    Ok(match &args[0] {
        Value::Vector(_) => Value::vector([]),
        Value::List(_) => Value::list([]),
        Value::Set(_) => Value::set([]),
        Value::Map(_) => Value::map(std::collections::BTreeMap::new()),
        _ => Value::Nil,
    })
}

/// `(rseq v)`: a vector's elements in reverse, nil when empty.
pub(super) fn rseq(args: &[Value]) -> Result<Value> {
    match &args[0] {
        Value::Vector(items) if items.is_empty() => Ok(Value::Nil),
        Value::Vector(items) => Ok(Value::list(items.iter().rev().cloned())),
        other => Err(Error::eval(
            "rseq",
            format!("expected a vector, got {} {other}", other.type_name()),
        )),
    }
}

/// `(split-at n coll)`: `[(take n coll) (drop n coll)]`.
pub(super) fn split_at(args: &[Value]) -> Result<Value> {
    Ok(Value::vector([take(args)?, drop(args)?]))
}

/// `(replace smap coll)`: each element found as a key of `smap` (a map,
/// or a vector by index) replaced by its value; a vector stays a vector.
pub(super) fn replace(args: &[Value]) -> Result<Value> {
    let items: Vec<Value> = seq("replace", &args[1])?
        .into_iter()
        .map(|x| super::coll::lookup(&args[0], &x).unwrap_or(x))
        .collect();
    Ok(match &args[1] {
        Value::Vector(_) => Value::vector(items),
        _ => Value::list(items),
    })
}

/// A size that must be a positive whole number (`partition`, `take-nth`:
/// Clojure's loops never end on 0).
fn positive(name: &'static str, v: &Value) -> Result<usize> {
    match v {
        Value::Long(n) if *n > 0 => Ok(usize::try_from(*n).unwrap_or(usize::MAX)),
        other => Err(Error::eval(
            name,
            format!(
                "expected a positive whole number, got {} {other}",
                other.type_name()
            ),
        )),
    }
}
