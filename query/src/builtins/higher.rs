//! Built-ins that take a function as an argument: `reduce`, `some`,
//! `max-key`, `min-key`. A query holds no code, so the function is what
//! Clojure calls as one and EDN can write: a built-in's name (`+`,
//! `str`, `even?`, `count`), a set (membership: the element, or nil), a
//! map or a keyword (lookup), as in `(some #{2} ?xs)` or `(reduce max
//! ?xs)` (sixty-fifth corpus, D-945).

use crate::edn::Value;
use crate::error::{Error, Result};

use super::coll::elements;
use super::limits::{CHECK_EVERY, check_time};

/// A value called as a function.
enum Callable<'a> {
    Builtin(&'static super::Builtin),
    Set(&'a std::collections::BTreeSet<Value>),
    Map(&'a std::collections::BTreeMap<Value, Value>),
    Keyword(&'a Value),
}

impl Callable<'_> {
    fn call(&self, args: &[Value]) -> Result<Value> {
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
        }
    }
}

fn one(args: &[Value]) -> Option<&Value> {
    match args {
        [x] => Some(x),
        _ => None,
    }
}

/// What `f` calls, for the built-in `name`.
fn callable<'a>(name: &str, f: &'a Value) -> Result<Callable<'a>> {
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
        other => {
            return Err(Error::eval(
                name,
                format!(
                    "expected a function (a built-in's name, a set, a map or a keyword), got {} {other}",
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
