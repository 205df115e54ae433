//! Map and vector built-ins from `clojure.core` that Datalevin resolves in
//! queries: `assoc`, `dissoc`, `merge`, `select-keys`, `get-in`,
//! `frequencies`, `subvec`, `peek`, `pop`. Values are immutable: each
//! gives a new collection (D-891).

use std::collections::{BTreeMap, HashMap};

use super::coll::{elements, lookup};
use super::compare::{clj_equal, clj_hash};
use super::limits::Budget;
use crate::edn::Value;
use crate::error::{Error, Result};

/// What one entry of a map being built costs, roughly: its key and value,
/// and the key's place in the hash index.
const ENTRY_BYTES: usize = 3 * std::mem::size_of::<Value>() + 16;

fn expected(name: &str, what: &str, v: &Value) -> Error {
    Error::eval(name, format!("expected {what}, got {} {v}", v.type_name()))
}

/// A map's entries to build on; nil is the empty map.
fn entries(name: &str, v: &Value) -> Result<BTreeMap<Value, Value>> {
    match v {
        Value::Nil => Ok(BTreeMap::new()),
        Value::Map(m) => Ok((**m).clone()),
        other => Err(expected(name, "a map", other)),
    }
}

/// The keys of a map being built, by Clojure's `=` (`1` and `1N` are one
/// key): a hash index beside the map, so finding a key costs O(1) however
/// many there are.
#[derive(Default)]
struct Keys {
    by_hash: HashMap<u64, Vec<Value>>,
}

impl Keys {
    fn of(m: &BTreeMap<Value, Value>) -> Keys {
        let mut keys = Keys {
            by_hash: HashMap::with_capacity(m.len()),
        };
        m.keys().for_each(|k| keys.add(k));
        keys
    }

    fn add(&mut self, k: &Value) {
        self.by_hash.entry(clj_hash(k)).or_default().push(k.clone());
    }

    /// The stored key `=` to `k`, if any.
    fn find(&self, k: &Value) -> Option<Value> {
        self.by_hash
            .get(&clj_hash(k))?
            .iter()
            .find(|mk| clj_equal(mk, k))
            .cloned()
    }

    fn remove(&mut self, k: &Value) {
        if let Some(list) = self.by_hash.get_mut(&clj_hash(k)) {
            list.retain(|mk| mk != k);
        }
    }

    /// Puts `k → v` in `m`, onto the key `=` to `k` when there is one.
    fn insert(&mut self, m: &mut BTreeMap<Value, Value>, k: Value, v: Value) {
        match self.find(&k) {
            Some(key) => {
                m.insert(key, v);
            }
            None => {
                self.add(&k);
                m.insert(k, v);
            }
        }
    }
}

/// `(assoc m k v …)` on a map (nil is an empty map) or a vector (an index
/// up to its length).
pub(super) fn assoc(args: &[Value]) -> Result<Value> {
    let pairs = &args[1..];
    if pairs.len() % 2 != 0 {
        return Err(Error::eval(
            "assoc",
            "expects even number of arguments after the collection",
        ));
    }
    if let Value::Vector(items) = &args[0] {
        let mut items = items.to_vec();
        for kv in pairs.chunks(2) {
            let i = match &kv[0] {
                Value::Long(i) if *i >= 0 && (*i as u64) <= items.len() as u64 => *i as usize,
                k => {
                    return Err(Error::eval(
                        "assoc",
                        format!("index {k} out of bounds for a vector of {}", items.len()),
                    ));
                }
            };
            if i == items.len() {
                items.push(kv[1].clone());
            } else {
                items[i] = kv[1].clone();
            }
        }
        return Ok(Value::vector(items));
    }
    let mut m = entries("assoc", &args[0])?;
    let mut keys = Keys::of(&m);
    for kv in pairs.chunks(2) {
        keys.insert(&mut m, kv[0].clone(), kv[1].clone());
    }
    Ok(Value::map(m))
}

/// `(dissoc m k …)`: nil stays nil.
pub(super) fn dissoc(args: &[Value]) -> Result<Value> {
    if matches!(args[0], Value::Nil) {
        return Ok(Value::Nil);
    }
    let mut m = entries("dissoc", &args[0])?;
    let mut keys = Keys::of(&m);
    for k in &args[1..] {
        if let Some(key) = keys.find(k) {
            keys.remove(&key);
            m.remove(&key);
        }
    }
    Ok(Value::map(m))
}

/// `(merge m …)`: later entries win; nil maps are skipped, and all nil
/// gives nil.
pub(super) fn merge(args: &[Value]) -> Result<Value> {
    let mut budget = Budget::new("merge");
    let mut out: Option<(BTreeMap<Value, Value>, Keys)> = None;
    for a in args {
        if matches!(a, Value::Nil) {
            continue;
        }
        // Clojure's `merge` is `conj`: a two-element vector is one entry.
        let more = match a {
            Value::Vector(kv) if kv.len() == 2 => BTreeMap::from([(kv[0].clone(), kv[1].clone())]),
            _ => entries("merge", a)?,
        };
        let (m, keys) = out.get_or_insert_with(Default::default);
        for (k, v) in more {
            keys.insert(m, k, v);
            budget.grow(m.len().saturating_mul(ENTRY_BYTES))?;
        }
    }
    Ok(out.map_or(Value::Nil, |(m, _)| Value::map(m)))
}

/// `(select-keys m ks)`: the entries of `m` whose keys are in `ks`.
pub(super) fn select_keys(args: &[Value]) -> Result<Value> {
    let m = entries("select-keys", &args[0])?;
    let keys = Keys::of(&m);
    let mut out = BTreeMap::new();
    for k in elements("select-keys", &args[1])? {
        if let Some(key) = keys.find(&k) {
            out.insert(key.clone(), m[&key].clone());
        }
    }
    Ok(Value::map(out))
}

/// `(get-in m ks)` / `(get-in m ks not-found)`: `get` along the keys.
pub(super) fn get_in(args: &[Value]) -> Result<Value> {
    let mut at = args[0].clone();
    for k in elements("get-in", &args[1])? {
        match lookup(&at, &k) {
            Some(v) => at = v,
            None => return Ok(args.get(2).cloned().unwrap_or(Value::Nil)),
        }
    }
    Ok(at)
}

/// `(frequencies coll)`: each distinct element and how often it occurs.
pub(super) fn frequencies(args: &[Value]) -> Result<Value> {
    let mut counts: BTreeMap<Value, Value> = BTreeMap::new();
    let mut keys = Keys::default();
    let mut budget = Budget::new("frequencies");
    for v in elements("frequencies", &args[0])? {
        budget.grow(counts.len().saturating_add(1).saturating_mul(ENTRY_BYTES))?;
        let n = match keys.find(&v).and_then(|k| counts.get(&k).cloned()) {
            Some(Value::Long(n)) => n + 1,
            _ => 1,
        };
        keys.insert(&mut counts, v, Value::Long(n));
    }
    Ok(Value::map(counts))
}

/// `(subvec v start)` / `(subvec v start end)`.
pub(super) fn subvec(args: &[Value]) -> Result<Value> {
    let Value::Vector(items) = &args[0] else {
        return Err(expected("subvec", "a vector", &args[0]));
    };
    let index = |v: &Value| match v {
        Value::Long(i) if *i >= 0 => Ok(usize::try_from(*i).unwrap_or(usize::MAX)),
        other => Err(expected("subvec", "a non-negative index", other)),
    };
    let start = index(&args[1])?;
    let end = match args.get(2) {
        Some(v) => index(v)?,
        None => items.len(),
    };
    if start > end || end > items.len() {
        return Err(Error::eval(
            "subvec",
            format!(
                "index out of bounds: [{start}, {end}) of a vector of {}",
                items.len()
            ),
        ));
    }
    Ok(Value::vector(items[start..end].iter().cloned()))
}

/// `(peek coll)`: a vector's last element, a list's first; nil when empty.
pub(super) fn peek(args: &[Value]) -> Result<Value> {
    match &args[0] {
        Value::Nil => Ok(Value::Nil),
        Value::Vector(items) => Ok(items.last().cloned().unwrap_or(Value::Nil)),
        Value::List(items) => Ok(items.first().cloned().unwrap_or(Value::Nil)),
        other => Err(expected("peek", "a vector or a list", other)),
    }
}

/// `(pop coll)`: a vector without its last element, a list without its
/// first; an empty one is an error, as in Clojure.
pub(super) fn pop(args: &[Value]) -> Result<Value> {
    match &args[0] {
        Value::Nil => Ok(Value::Nil),
        Value::Vector(items) if !items.is_empty() => {
            Ok(Value::vector(items[..items.len() - 1].iter().cloned()))
        }
        Value::List(items) if !items.is_empty() => Ok(Value::list(items[1..].iter().cloned())),
        Value::Vector(_) => Err(Error::eval("pop", "Can't pop empty vector")),
        Value::List(_) => Err(Error::eval("pop", "Can't pop empty list")),
        other => Err(expected("pop", "a vector or a list", other)),
    }
}

/// `(group-by f coll)`: a map from each `(f x)` to the vector of the
/// elements giving it, in order; keys equal under Clojure's `=` are one
/// key. `f` is what `map` takes (a built-in's name, a set, a map or a
/// keyword).
pub(super) fn group_by(args: &[Value]) -> Result<Value> {
    let mut groups: BTreeMap<Value, Vec<Value>> = BTreeMap::new();
    let mut keys = Keys::default();
    let mut budget = Budget::new("group-by");
    let ks = super::higher::mapped("group-by", args)?;
    let items = elements("group-by", &args[1])?;
    for (i, (k, x)) in ks.into_iter().zip(items).enumerate() {
        budget.grow(i.saturating_add(1).saturating_mul(ENTRY_BYTES))?;
        let k = match keys.find(&k) {
            Some(found) => found,
            None => {
                keys.add(&k);
                k
            }
        };
        groups.entry(k).or_default().push(x);
    }
    Ok(Value::map(
        groups
            .into_iter()
            .map(|(k, xs)| (k, Value::vector(xs)))
            .collect::<BTreeMap<_, _>>(),
    ))
}

/// `(assoc-in m [k …] v)`: `m` with `v` at the end of the path, maps made
/// where a key is missing.
pub(super) fn assoc_in(args: &[Value]) -> Result<Value> {
    let mut path = elements("assoc-in", &args[1])?;
    if path.is_empty() {
        path.push(Value::Nil);
    }
    fn put(m: &Value, path: &[Value], v: &Value) -> Result<Value> {
        let Some((k, rest)) = path.split_first() else {
            return Ok(m.clone());
        };
        let new = if rest.is_empty() {
            v.clone()
        } else {
            put(&super::coll::get(&[m.clone(), k.clone()])?, rest, v)?
        };
        assoc(&[m.clone(), k.clone(), new])
    }
    put(&args[0], &path, &args[2])
}

/// `(find m k)`: the entry `[k v]` of a map (a vector: `[i v]`), nil when
/// absent.
pub(super) fn find(args: &[Value]) -> Result<Value> {
    Ok(match &args[0] {
        Value::Map(_) | Value::Vector(_) => super::coll::lookup(&args[0], &args[1])
            .map_or(Value::Nil, |v| Value::vector([args[1].clone(), v])),
        _ => Value::Nil,
    })
}

/// `(key e)`, `(val e)`: of a map entry (a two-element vector here).
fn entry_part(name: &str, v: &Value, i: usize) -> Result<Value> {
    match v {
        Value::Vector(items) if items.len() == 2 => Ok(items[i].clone()),
        other => Err(Error::eval(
            name,
            format!("expected a map entry, got {} {other}", other.type_name()),
        )),
    }
}

/// `(key e)`.
pub(super) fn key(args: &[Value]) -> Result<Value> {
    entry_part("key", &args[0], 0)
}

/// `(val e)`.
pub(super) fn val(args: &[Value]) -> Result<Value> {
    entry_part("val", &args[0], 1)
}

/// `(sorted-map k v …)`: a map (Quiver's maps are kept in the value
/// order already).
pub(super) fn sorted_map(args: &[Value]) -> Result<Value> {
    if args.len() % 2 == 1 {
        return Err(Error::eval(
            "sorted-map",
            "No value supplied for key: keys and values come in pairs",
        ));
    }
    let mut m = BTreeMap::new();
    let mut keys = Keys::default();
    for kv in args.chunks(2) {
        keys.insert(&mut m, kv[0].clone(), kv[1].clone());
    }
    Ok(Value::map(m))
}

/// `(merge-with f m …)`: `merge`, a key in several maps taking `(f old
/// new)`.
pub(super) fn merge_with(args: &[Value]) -> Result<Value> {
    let f = super::higher::callable("merge-with", &args[0])?;
    let mut budget = Budget::new("merge-with");
    let mut out: Option<(BTreeMap<Value, Value>, Keys)> = None;
    for a in &args[1..] {
        if matches!(a, Value::Nil) {
            continue;
        }
        let more = entries("merge-with", a)?;
        let (m, keys) = out.get_or_insert_with(Default::default);
        for (k, v) in more {
            let v = match keys.find(&k).and_then(|key| m.get(&key).cloned()) {
                Some(old) => f.call(&[old, v])?,
                None => v,
            };
            keys.insert(m, k, v);
            budget.grow(m.len().saturating_mul(ENTRY_BYTES))?;
        }
    }
    Ok(out.map_or(Value::Nil, |(m, _)| Value::map(m)))
}

/// `(reduce-kv f init m)`: `f` folded over `init` and each key and value.
pub(super) fn reduce_kv(args: &[Value]) -> Result<Value> {
    let f = super::higher::callable("reduce-kv", &args[0])?;
    let mut acc = args[1].clone();
    if matches!(args[2], Value::Nil) {
        return Ok(acc);
    }
    for (k, v) in entries("reduce-kv", &args[2])? {
        super::limits::check_time("reduce-kv")?;
        acc = f.call(&[acc, k, v])?;
    }
    Ok(acc)
}

/// `(update m k f x …)`: `m` with `k`'s value replaced by `(f old x …)`,
/// `f` as `reduce` takes it (D-949).
pub(super) fn update(args: &[Value]) -> Result<Value> {
    updated(
        &super::higher::callable("update", &args[2])?,
        &args[0],
        std::slice::from_ref(&args[1]),
        &args[3..],
    )
}

/// `(update-in m [k …] f x …)`: `update` at the end of a path of keys.
pub(super) fn update_in(args: &[Value]) -> Result<Value> {
    let mut path = elements("update-in", &args[1])?;
    if path.is_empty() {
        // Clojure's empty path is the key nil.
        path.push(Value::Nil);
    }
    updated(
        &super::higher::callable("update-in", &args[2])?,
        &args[0],
        &path,
        &args[3..],
    )
}

fn updated(
    f: &super::higher::Callable<'_>,
    m: &Value,
    path: &[Value],
    extra: &[Value],
) -> Result<Value> {
    let Some((k, rest)) = path.split_first() else {
        return Ok(m.clone());
    };
    let old = super::coll::get(&[m.clone(), k.clone()])?;
    let new = if rest.is_empty() {
        let mut call = vec![old];
        call.extend_from_slice(extra);
        f.call(&call)?
    } else {
        updated(f, &old, rest, extra)?
    };
    assoc(&[m.clone(), k.clone(), new])
}

/// `(update-vals m f)` (Clojure 1.11): `m` with each value replaced by
/// `(f v)`; nil is the empty map.
pub(super) fn update_vals(args: &[Value]) -> Result<Value> {
    let f = super::higher::callable("update-vals", &args[1])?;
    let mut out = entries("update-vals", &args[0])?;
    for v in out.values_mut() {
        super::limits::check_time("update-vals")?;
        *v = f.call(std::slice::from_ref(v))?;
    }
    Ok(Value::map(out))
}

/// `(update-keys m f)` (Clojure 1.11): `m` with each key replaced by
/// `(f k)`; keys that become equal (by Clojure's `=`) keep one entry, the
/// value of the last in the map's order; nil is the empty map.
pub(super) fn update_keys(args: &[Value]) -> Result<Value> {
    let f = super::higher::callable("update-keys", &args[1])?;
    let mut out = BTreeMap::new();
    let mut keys = Keys::default();
    for (k, v) in entries("update-keys", &args[0])? {
        super::limits::check_time("update-keys")?;
        let k = f.call(std::slice::from_ref(&k))?;
        let k = match keys.find(&k) {
            Some(found) => found,
            None => {
                keys.add(&k);
                k
            }
        };
        out.insert(k, v);
    }
    Ok(Value::map(out))
}
