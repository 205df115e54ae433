//! Built-ins that take a function as an argument: `reduce`, `some`,
//! `max-key`, `min-key`, `map`, `mapv`, `mapcat`, `filter`, `filterv`,
//! `remove`, `keep`, `every?`, `not-every?`, `not-any?`, `take-while`,
//! `drop-while`, `sort` and `sort-by` with a comparator. A query holds no code, so the function is what
//! Clojure calls as one and EDN can write: a built-in's name (`+`,
//! `str`, `even?`, `count`), a set (membership: the element, or nil), a
//! map or a keyword (lookup), as in `(some #{2} ?xs)` or `(reduce max
//! ?xs)` (sixty-fifth corpus, D-945; the sequence ones D-949).

use crate::edn::Value;
use crate::error::{Error, Result};

use super::coll::elements;
use super::limits::{CHECK_EVERY, check_time};
use std::cmp::Ordering;

/// A value called as a function.
pub(super) enum Callable<'a> {
    Builtin(&'static super::Builtin),
    Set(&'a std::collections::BTreeSet<Value>),
    Map(&'a std::collections::BTreeMap<Value, Value>),
    Keyword(&'a Value),
    /// A function made by `partial`, `comp` … (D-957): the maker's name
    /// and its arguments.
    Made(&'a str, &'a [Value]),
}

impl Callable<'_> {
    /// Calls it on `args`.
    pub(super) fn call(&self, args: &[Value]) -> Result<Value> {
        match self {
            Callable::Builtin(b) => b.call(args),
            Callable::Set(s) => Ok(one(args)
                .and_then(|x| s.get(x).cloned())
                .unwrap_or(Value::Nil)),
            Callable::Map(m) => Ok(one(args)
                .and_then(|x| m.get(x).cloned())
                .unwrap_or(Value::Nil)),
            Callable::Keyword(k) => Ok(match one(args) {
                Some(Value::Map(m)) => m.get(*k).cloned().unwrap_or(Value::Nil),
                _ => Value::Nil,
            }),
            // Made of made functions at most the values' nesting bound
            // deep; each level on a stack that has room for it.
            Callable::Made(maker, parts) => crate::stack::deep(|| call_made(maker, parts, args)),
        }
    }
}

/// Calls a function made by `maker` from `parts`, as Clojure calls what
/// `(maker parts…)` returns.
fn call_made(maker: &str, parts: &[Value], args: &[Value]) -> Result<Value> {
    let f = |i: usize| -> Result<Callable<'_>> {
        parts
            .get(i)
            .ok_or_else(|| Error::eval(maker, "needs a function"))
            .and_then(|p| callable(maker, p))
    };
    Ok(match maker {
        "partial" => {
            let mut all = parts[1..].to_vec();
            all.extend(args.iter().cloned());
            f(0)?.call(&all)?
        }
        "comp" => {
            let Some((last, rest)) = parts.split_last() else {
                return match args {
                    [x] => Ok(x.clone()),
                    _ => Err(Error::eval(
                        "comp",
                        format!("(comp) takes 1 argument but {} given", args.len()),
                    )),
                };
            };
            let mut v = callable(maker, last)?.call(args)?;
            for g in rest.iter().rev() {
                v = callable(maker, g)?.call(std::slice::from_ref(&v))?;
            }
            v
        }
        "complement" => Value::Boolean(!f(0)?.call(args)?.is_truthy()),
        "juxt" => Value::vector(
            parts
                .iter()
                .map(|g| callable(maker, g)?.call(args))
                .collect::<Result<Vec<_>>>()?,
        ),
        "fnil" => {
            let mut given = args.to_vec();
            for (slot, default) in given.iter_mut().zip(&parts[1..]) {
                if matches!(slot, Value::Nil) {
                    *slot = default.clone();
                }
            }
            f(0)?.call(&given)?
        }
        "constantly" => parts.first().cloned().unwrap_or(Value::Nil),
        "every-pred" => {
            for p in parts {
                let p = callable(maker, p)?;
                for x in args {
                    if !p.call(std::slice::from_ref(x))?.is_truthy() {
                        return Ok(Value::Boolean(false));
                    }
                }
            }
            Value::Boolean(true)
        }
        "some-fn" => {
            let mut last = Value::Nil;
            for p in parts {
                let p = callable(maker, p)?;
                for x in args {
                    last = p.call(std::slice::from_ref(x))?;
                    if last.is_truthy() {
                        return Ok(last);
                    }
                }
            }
            last
        }
        other => {
            return Err(Error::eval(
                other,
                "is not a function maker (#quiver/fn values are made by partial, comp, complement, juxt, fnil, constantly, every-pred and some-fn)",
            ));
        }
    })
}

/// `(quiver.core/call f x …)`: `f` called on `x …`. A call through a
/// variable bound by a clause (`[(partial + 1) ?f] [(?f 2) ?y]`) runs
/// as this (D-957).
pub(super) fn call(args: &[Value]) -> Result<Value> {
    callable("call", &args[0])?.call(&args[1..])
}

/// `(apply f x… coll)`: `f` called on `x…` followed by the elements of
/// `coll` (a map's as `[k v]` entries).
pub(super) fn apply(args: &[Value]) -> Result<Value> {
    let (f, rest) = args
        .split_first()
        .ok_or_else(|| Error::eval("apply", "needs a function"))?;
    let f = callable("apply", f)?;
    let (coll, fixed) = rest
        .split_last()
        .ok_or_else(|| Error::eval("apply", "needs a collection"))?;
    let mut call: Vec<Value> = fixed.to_vec();
    match coll {
        Value::Nil => {}
        Value::Map(m) => call.extend(m.iter().map(|(k, v)| Value::vector([k.clone(), v.clone()]))),
        other => match other.as_seq() {
            Some(items) => call.extend(items.into_iter().cloned()),
            None => {
                return Err(Error::eval(
                    "apply",
                    format!(
                        "the last argument must be a collection, got {} {other}",
                        other.type_name()
                    ),
                ));
            }
        },
    }
    f.call(&call)
}

fn one(args: &[Value]) -> Option<&Value> {
    match args {
        [x] => Some(x),
        _ => None,
    }
}

/// What `f` calls, for the built-in `name`.
pub(super) fn callable<'a>(name: &str, f: &'a Value) -> Result<Callable<'a>> {
    Ok(match f {
        Value::Symbol(s) => {
            let b = super::lookup(s.as_str())
                .filter(|b| matches!(b.implementation, super::Implementation::Pure(_)))
                .ok_or_else(|| Error::eval(name, format!("{s} is not a built-in function")))?;
            Callable::Builtin(b)
        }
        Value::Set(s) => Callable::Set(s),
        Value::Map(m) => Callable::Map(m),
        k @ Value::Keyword(_) => Callable::Keyword(k),
        Value::Tagged(t) if t.0.as_str() == super::fn_values::FN_TAG => match &t.1 {
            Value::List(form) => match form.split_first() {
                Some((Value::Symbol(maker), parts)) => Callable::Made(maker.as_str(), parts),
                _ => return Err(Error::eval(name, format!("{f} is not a function"))),
            },
            _ => return Err(Error::eval(name, format!("{f} is not a function"))),
        },
        other => {
            return Err(Error::eval(
                name,
                format!(
                    "expected a function (a built-in's name, a set, a map, a keyword or a function made by partial, comp …), got {} {other}",
                    other.type_name()
                ),
            ));
        }
    })
}

/// `(reduce f coll)`, `(reduce f init coll)`: `f` folded over the
/// elements; with no `init`, an empty collection is `(f)` and one element
/// is itself. The deadline and cancel flag are looked at every step.
pub(super) fn reduce(args: &[Value]) -> Result<Value> {
    let name = "reduce";
    let f = callable(name, &args[0])?;
    let (init, coll) = match args {
        [_, coll] => (None, coll),
        [_, init, coll] => (Some(init.clone()), coll),
        _ => {
            return Err(Error::eval(
                name,
                "expected (reduce f coll) or (reduce f init coll)",
            ));
        }
    };
    let mut items = elements(name, coll)?.into_iter();
    let mut acc = match init {
        Some(v) => v,
        None => match items.next() {
            Some(first) => first,
            None => return f.call(&[]),
        },
    };
    // Each step may copy a growing accumulator (`(reduce str …)`): the
    // clock is looked at every step, not every `CHECK_EVERY`.
    for x in items {
        check_time(name)?;
        acc = f.call(&[acc, x])?;
    }
    Ok(acc)
}

/// `(some pred coll)`: the first truthy `(pred x)`, else nil.
pub(super) fn some(args: &[Value]) -> Result<Value> {
    let name = "some";
    let f = callable(name, &args[0])?;
    for (i, x) in elements(name, &args[1])?.into_iter().enumerate() {
        if i % CHECK_EVERY == 0 {
            check_time(name)?;
        }
        let v = f.call(&[x])?;
        if v.is_truthy() {
            return Ok(v);
        }
    }
    Ok(Value::Nil)
}

/// `(max-key k x …)` and `(min-key k x …)`: the argument whose `(k x)`
/// is the largest (smallest) number; of equal ones the last, as Clojure.
fn extreme_key(name: &'static str, args: &[Value], want: std::cmp::Ordering) -> Result<Value> {
    let k = callable(name, &args[0])?;
    let mut best: Option<(&Value, Value)> = None;
    for x in &args[1..] {
        let kx = k.call(std::slice::from_ref(x))?;
        if crate::edn::to_f64(&kx).is_none() {
            return Err(Error::eval(
                name,
                format!("the key of {x} is {} {kx}, not a number", kx.type_name()),
            ));
        }
        let replace = match &best {
            None => true,
            Some((_, kb)) => {
                crate::edn::compare_numeric_values(&kx, kb).unwrap_or(std::cmp::Ordering::Equal)
                    != want.reverse()
            }
        };
        if replace {
            best = Some((x, kx));
        }
    }
    Ok(best.map_or(Value::Nil, |(x, _)| x.clone()))
}

/// `(max-key k x …)`.
pub(super) fn max_key(args: &[Value]) -> Result<Value> {
    extreme_key("max-key", args, std::cmp::Ordering::Greater)
}

/// `(min-key k x …)`.
pub(super) fn min_key(args: &[Value]) -> Result<Value> {
    extreme_key("min-key", args, std::cmp::Ordering::Less)
}

/// Calls `f` on each element of `coll`, looking at the clock every
/// [`CHECK_EVERY`] calls.
fn each<'a>(
    name: &'static str,
    f: &'a Callable<'a>,
    coll: &Value,
) -> Result<impl Iterator<Item = Result<(Value, Value)>> + 'a> {
    Ok(elements(name, coll)?
        .into_iter()
        .enumerate()
        .map(move |(i, x)| {
            if i % CHECK_EVERY == 0 {
                check_time(name)?;
            }
            let v = f.call(std::slice::from_ref(&x))?;
            Ok((x, v))
        }))
}

/// `(map f coll …)`: `(f x …)` of the collections' elements side by side,
/// up to the shortest, as a list.
pub(super) fn map(args: &[Value]) -> Result<Value> {
    Ok(Value::list(mapped("map", args)?))
}

/// `(mapv f coll …)`: as `map`, a vector.
pub(super) fn mapv(args: &[Value]) -> Result<Value> {
    Ok(Value::vector(mapped("mapv", args)?))
}

/// `(f x …)` over the collections in `args[1..]` side by side, up to the
/// shortest: `map` and the built-ins made of it.
pub(super) fn mapped(name: &'static str, args: &[Value]) -> Result<Vec<Value>> {
    let f = callable(name, &args[0])?;
    let colls = args[1..]
        .iter()
        .map(|c| elements(name, c))
        .collect::<Result<Vec<_>>>()?;
    let n = colls.iter().map(Vec::len).min().unwrap_or(0);
    let mut out = Vec::with_capacity(n);
    for i in 0..n {
        if i % CHECK_EVERY == 0 {
            check_time(name)?;
        }
        let xs: Vec<Value> = colls.iter().map(|c| c[i].clone()).collect();
        out.push(f.call(&xs)?);
    }
    Ok(out)
}

/// `(mapcat f coll …)`: the results of `map`, concatenated.
pub(super) fn mapcat(args: &[Value]) -> Result<Value> {
    let mut out = Vec::new();
    for part in mapped("mapcat", args)? {
        out.extend(elements("mapcat", &part)?);
        super::limits::check_size(
            "mapcat",
            out.len().saturating_mul(std::mem::size_of::<Value>()),
        )?;
    }
    Ok(Value::list(out))
}

/// The elements whose `(pred x)` is truthy (`keep == true`) or falsy.
fn kept(name: &'static str, args: &[Value], keep: bool) -> Result<Vec<Value>> {
    let f = callable(name, &args[0])?;
    let mut out = Vec::new();
    for r in each(name, &f, &args[1])? {
        let (x, v) = r?;
        if v.is_truthy() == keep {
            out.push(x);
        }
    }
    Ok(out)
}

/// `(filter pred coll)`, as a list.
pub(super) fn filter(args: &[Value]) -> Result<Value> {
    Ok(Value::list(kept("filter", args, true)?))
}

/// `(filterv pred coll)`, as a vector.
pub(super) fn filterv(args: &[Value]) -> Result<Value> {
    Ok(Value::vector(kept("filterv", args, true)?))
}

/// `(remove pred coll)`: the elements `filter` leaves out.
pub(super) fn remove(args: &[Value]) -> Result<Value> {
    Ok(Value::list(kept("remove", args, false)?))
}

/// `(keep f coll)`: the non-nil `(f x)`.
pub(super) fn keep(args: &[Value]) -> Result<Value> {
    Ok(Value::list(
        mapped("keep", args)?
            .into_iter()
            .filter(|v| *v != Value::Nil),
    ))
}

/// Whether `(pred x)` is truthy for every element (`want == true`) or
/// falsy for every one, stopping at the first that is not.
fn all(name: &'static str, args: &[Value], want: bool) -> Result<bool> {
    let f = callable(name, &args[0])?;
    for r in each(name, &f, &args[1])? {
        if r?.1.is_truthy() != want {
            return Ok(false);
        }
    }
    Ok(true)
}

/// `(every? pred coll)`: true of an empty collection.
pub(super) fn every(args: &[Value]) -> Result<Value> {
    Ok(Value::Boolean(all("every?", args, true)?))
}

/// `(not-every? pred coll)`.
pub(super) fn not_every(args: &[Value]) -> Result<Value> {
    Ok(Value::Boolean(!all("not-every?", args, true)?))
}

/// `(not-any? pred coll)`.
pub(super) fn not_any(args: &[Value]) -> Result<Value> {
    Ok(Value::Boolean(all("not-any?", args, false)?))
}

/// `(take-while pred coll)` (`take == true`) or `(drop-while pred coll)`.
fn split_while(name: &'static str, args: &[Value], take: bool) -> Result<Value> {
    let f = callable(name, &args[0])?;
    let mut out = Vec::new();
    let mut past = false;
    for r in each(name, &f, &args[1])? {
        let (x, v) = r?;
        past |= !v.is_truthy();
        if past != take {
            out.push(x);
        } else if take {
            break;
        }
    }
    Ok(Value::list(out))
}

/// `(take-while pred coll)`.
pub(super) fn take_while(args: &[Value]) -> Result<Value> {
    split_while("take-while", args, true)
}

/// `(drop-while pred coll)`.
pub(super) fn drop_while(args: &[Value]) -> Result<Value> {
    split_while("drop-while", args, false)
}

/// Clojure's reading of a function as a comparator: a boolean result
/// means "less than" (`(f a b)` true is -1, else `(f b a)` true is 1, else
/// 0), a number is the order itself (its `int` value's sign).
fn compare_by(name: &'static str, f: &Callable<'_>, a: &Value, b: &Value) -> Result<Ordering> {
    match f.call(&[a.clone(), b.clone()])? {
        Value::Boolean(true) => Ok(Ordering::Less),
        Value::Boolean(false) => Ok(if f.call(&[b.clone(), a.clone()])?.is_truthy() {
            Ordering::Greater
        } else {
            Ordering::Equal
        }),
        Value::Long(n) => Ok((n as i32).cmp(&0)),
        other => Err(Error::eval(
            name,
            format!(
                "the comparator gave {} {other}, not a boolean or a number",
                other.type_name()
            ),
        )),
    }
}

/// A stable sort of `items` by `key`, compared by `compare` or by the
/// comparator `by`; the first comparator error is the result.
fn sort_keyed(
    name: &'static str,
    items: Vec<Value>,
    key: Option<&Callable<'_>>,
    by: Option<&Callable<'_>>,
) -> Result<Vec<Value>> {
    let mut keyed = Vec::with_capacity(items.len());
    for (i, x) in items.into_iter().enumerate() {
        if i % CHECK_EVERY == 0 {
            check_time(name)?;
        }
        let k = match key {
            Some(f) => f.call(std::slice::from_ref(&x))?,
            None => x.clone(),
        };
        keyed.push((k, x));
    }
    let mut failed = None;
    let mut steps = 0usize;
    keyed.sort_by(|(a, _), (b, _)| {
        if failed.is_some() {
            return Ordering::Equal;
        }
        steps += 1;
        let r = if steps % CHECK_EVERY == 0 {
            check_time(name)
        } else {
            Ok(())
        }
        .and_then(|()| match by {
            Some(f) => compare_by(name, f, a, b),
            None => Ok(super::compare::compare_values(a, b)),
        });
        r.unwrap_or_else(|e| {
            failed = Some(e);
            Ordering::Equal
        })
    });
    match failed {
        Some(e) => Err(e),
        None => Ok(keyed.into_iter().map(|(_, x)| x).collect()),
    }
}

/// `(sort coll)` in `compare`'s order, `(sort comp coll)` by a comparator
/// (`>`, `compare`, …), as a list; stable.
pub(super) fn sort(args: &[Value]) -> Result<Value> {
    let (by, coll) = match args {
        [coll] => (None, coll),
        [f, coll] => (Some(callable("sort", f)?), coll),
        _ => {
            return Err(Error::eval(
                "sort",
                "expected (sort coll) or (sort comp coll)",
            ));
        }
    };
    let items = elements("sort", coll)?;
    Ok(Value::list(sort_keyed("sort", items, None, by.as_ref())?))
}

/// `(sort-by keyfn coll)`, `(sort-by keyfn comp coll)`: sorted by each
/// element's key, as a list; stable.
pub(super) fn sort_by(args: &[Value]) -> Result<Value> {
    let key = callable("sort-by", &args[0])?;
    let (by, coll) = match &args[1..] {
        [coll] => (None, coll),
        [f, coll] => (Some(callable("sort-by", f)?), coll),
        _ => {
            return Err(Error::eval(
                "sort-by",
                "expected (sort-by keyfn coll) or (sort-by keyfn comp coll)",
            ));
        }
    };
    let items = elements("sort-by", coll)?;
    Ok(Value::list(sort_keyed(
        "sort-by",
        items,
        Some(&key),
        by.as_ref(),
    )?))
}

/// `(partition-by f coll)`: runs of elements giving `=` values of `(f x)`.
pub(super) fn partition_by(args: &[Value]) -> Result<Value> {
    let f = callable("partition-by", &args[0])?;
    let mut out: Vec<Value> = Vec::new();
    let mut run: Vec<Value> = Vec::new();
    let mut last: Option<Value> = None;
    for r in each("partition-by", &f, &args[1])? {
        let (x, k) = r?;
        if last
            .as_ref()
            .is_some_and(|l| !super::compare::clj_equal(l, &k))
        {
            out.push(Value::list(std::mem::take(&mut run)));
        }
        last = Some(k);
        run.push(x);
    }
    if !run.is_empty() {
        out.push(Value::list(run));
    }
    Ok(Value::list(out))
}

/// `(split-with pred coll)`: `[(take-while pred coll) (drop-while pred
/// coll)]`.
pub(super) fn split_with(args: &[Value]) -> Result<Value> {
    Ok(Value::vector([take_while(args)?, drop_while(args)?]))
}

/// `(map-indexed f coll)`: `(f i x)` for each element and its index.
pub(super) fn map_indexed(args: &[Value]) -> Result<Value> {
    Ok(Value::list(indexed("map-indexed", args, false)?))
}

/// `(keep-indexed f coll)`: the non-nil `(f i x)`.
pub(super) fn keep_indexed(args: &[Value]) -> Result<Value> {
    Ok(Value::list(indexed("keep-indexed", args, true)?))
}

fn indexed(name: &'static str, args: &[Value], keep: bool) -> Result<Vec<Value>> {
    let f = callable(name, &args[0])?;
    let mut out = Vec::new();
    for (i, x) in elements(name, &args[1])?.into_iter().enumerate() {
        if i % CHECK_EVERY == 0 {
            check_time(name)?;
        }
        let v = f.call(&[Value::Long(i as i64), x])?;
        if !keep || v != Value::Nil {
            out.push(v);
        }
    }
    Ok(out)
}
