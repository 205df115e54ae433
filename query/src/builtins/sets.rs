//! `clojure.set`'s relational-algebra functions on sets: `union`,
//! `intersection`, `difference`, `subset?`, `superset?`, and on maps
//! `map-invert` and `rename-keys`. Elements are compared by Clojure's `=`
//! (`(clojure.set/intersection #{1} #{1N})` is `#{1}`), keeping the
//! element of the set it is taken from. `nil` is the empty set, as in
//! Clojure; another kind of argument is an error (Clojure's answers for
//! vectors follow its implementation, not set semantics).

use std::collections::{BTreeSet, HashMap};
use std::sync::Arc;

use super::compare::{clj_equal, clj_hash};
use crate::edn::Value;
use crate::error::{Error, Result};

/// A set argument: `None` for `nil`.
fn set_arg<'a>(name: &str, v: &'a Value) -> Result<Option<&'a BTreeSet<Value>>> {
    match v {
        Value::Nil => Ok(None),
        Value::Set(items) => Ok(Some(items)),
        other => Err(Error::eval(
            name,
            format!("expects sets (or nil), got {} {other}", other.type_name()),
        )),
    }
}

/// The elements of a set, bucketed by their Clojure hash, for membership
/// by Clojure's `=` in constant time.
struct Members<'a>(HashMap<u64, Vec<&'a Value>>);

impl<'a> Members<'a> {
    fn of(items: impl IntoIterator<Item = &'a Value>) -> Self {
        let mut map: HashMap<u64, Vec<&Value>> = HashMap::new();
        for v in items {
            map.entry(clj_hash(v)).or_default().push(v);
        }
        Members(map)
    }

    fn contains(&self, v: &Value) -> bool {
        self.0
            .get(&clj_hash(v))
            .is_some_and(|bucket| bucket.iter().any(|m| clj_equal(m, v)))
    }
}

fn set_of(items: Vec<Value>) -> Value {
    Value::Set(Arc::new(items.into_iter().collect()))
}

/// `(clojure.set/union s…)`: every element of each set; of equal ones,
/// the largest set's (`#{}` with no argument, `nil` for only `nil`s).
pub(super) fn union(args: &[Value]) -> Result<Value> {
    let mut sets = Vec::with_capacity(args.len());
    for a in args {
        sets.extend(set_arg("clojure.set/union", a)?);
    }
    if args.is_empty() {
        return Ok(Value::set([]));
    }
    let Some(largest) = (0..sets.len()).max_by_key(|&i| (sets[i].len(), std::cmp::Reverse(i)))
    else {
        return Ok(Value::Nil);
    };
    let rest = (0..sets.len())
        .filter(|&i| i != largest)
        .flat_map(|i| sets[i].iter());
    Ok(set_of(super::compare::clj_distinct(
        sets[largest].iter().chain(rest).cloned(),
    )))
}

/// `(clojure.set/intersection s1 s…)`: the elements of the smallest set
/// that every other set holds; `nil` if any argument is `nil`.
pub(super) fn intersection(args: &[Value]) -> Result<Value> {
    let mut sets = Vec::with_capacity(args.len());
    for a in args {
        match set_arg("clojure.set/intersection", a)? {
            Some(s) => sets.push(s),
            None => return Ok(Value::Nil),
        }
    }
    let smallest = (0..sets.len())
        .min_by_key(|&i| sets[i].len())
        .unwrap_or_default();
    let others: Vec<Members> = (0..sets.len())
        .filter(|&i| i != smallest)
        .map(|i| Members::of(sets[i].iter()))
        .collect();
    Ok(set_of(
        sets[smallest]
            .iter()
            .filter(|v| others.iter().all(|m| m.contains(v)))
            .cloned()
            .collect(),
    ))
}

/// `(clojure.set/difference s1 s…)`: the elements of `s1` no other set
/// holds; `nil` for a `nil` first set.
pub(super) fn difference(args: &[Value]) -> Result<Value> {
    let Some(first) = set_arg("clojure.set/difference", &args[0])? else {
        return Ok(Value::Nil);
    };
    let mut others = Vec::new();
    for a in &args[1..] {
        if let Some(s) = set_arg("clojure.set/difference", a)? {
            others.push(Members::of(s.iter()));
        }
    }
    Ok(set_of(
        first
            .iter()
            .filter(|v| !others.iter().any(|m| m.contains(v)))
            .cloned()
            .collect(),
    ))
}

/// Whether every element of `small` is in `big` (`nil` is empty).
fn within(name: &str, small: &Value, big: &Value) -> Result<bool> {
    let (small, big) = (set_arg(name, small)?, set_arg(name, big)?);
    let small_len = small.map_or(0, BTreeSet::len);
    let big_len = big.map_or(0, BTreeSet::len);
    if small_len > big_len {
        return Ok(false);
    }
    let Some(small) = small else {
        return Ok(true);
    };
    let members = Members::of(big.into_iter().flatten());
    Ok(small.iter().all(|v| members.contains(v)))
}

/// `(clojure.set/subset? s1 s2)`: every element of `s1` is in `s2`.
pub(super) fn subset(args: &[Value]) -> Result<Value> {
    within("clojure.set/subset?", &args[0], &args[1]).map(Value::Boolean)
}

/// `(clojure.set/superset? s1 s2)`: every element of `s2` is in `s1`.
pub(super) fn superset(args: &[Value]) -> Result<Value> {
    within("clojure.set/superset?", &args[1], &args[0]).map(Value::Boolean)
}

fn map_arg<'a>(name: &str, v: &'a Value) -> Result<Vec<(&'a Value, &'a Value)>> {
    match v {
        Value::Nil => Ok(Vec::new()),
        Value::Map(m) => Ok(m.iter().collect()),
        other => Err(Error::eval(
            name,
            format!("expects a map, got {} {other}", other.type_name()),
        )),
    }
}

/// `(clojure.set/map-invert m)`: each value mapped to its key (of keys
/// sharing a value, one).
pub(super) fn map_invert(args: &[Value]) -> Result<Value> {
    let entries = map_arg("clojure.set/map-invert", &args[0])?;
    Ok(Value::map(
        entries.into_iter().map(|(k, v)| (v.clone(), k.clone())),
    ))
}

/// `(clojure.set/rename-keys m kmap)`: the keys of `m` found in `kmap`
/// renamed to their values there (in `kmap`'s order, so of two keys
/// renamed to one, the later wins).
pub(super) fn rename_keys(args: &[Value]) -> Result<Value> {
    let name = "clojure.set/rename-keys";
    if matches!(args[0], Value::Nil) {
        return Ok(Value::Nil);
    }
    let entries = map_arg(name, &args[0])?;
    let renames = map_arg(name, &args[1])?;
    let value_of = |k: &Value| {
        entries
            .iter()
            .find(|(e, _)| clj_equal(e, k))
            .map(|(_, v)| *v)
    };
    let mut out: Vec<(Value, Value)> = entries
        .iter()
        .filter(|(k, _)| !renames.iter().any(|(from, _)| clj_equal(from, k)))
        .map(|(k, v)| ((*k).clone(), (*v).clone()))
        .collect();
    for (from, to) in &renames {
        if let Some(v) = value_of(from) {
            out.retain(|(o, _)| !clj_equal(o, to));
            out.push(((*to).clone(), v.clone()));
        }
    }
    Ok(Value::map(out))
}

/// `(disj set x …)`: the set without the elements `=` to each `x`; nil
/// stays nil.
pub(super) fn disj(args: &[Value]) -> Result<Value> {
    match &args[0] {
        Value::Nil => Ok(Value::Nil),
        Value::Set(items) => Ok(Value::set(
            items
                .iter()
                .filter(|v| !args[1..].iter().any(|x| super::compare::clj_equal(v, x)))
                .cloned(),
        )),
        other => Err(Error::eval(
            "disj",
            format!("expected a set, got {} {other}", other.type_name()),
        )),
    }
}

/// `(sorted-set x …)`: a set (Quiver's sets are kept in the value order
/// already), of elements `=` to each other the first.
pub(super) fn sorted_set(args: &[Value]) -> Result<Value> {
    Ok(Value::set(super::compare::clj_distinct(args.to_vec())))
}
