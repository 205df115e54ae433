//! Variables as small integer ids, and sets of them as bitsets.
//!
//! The planner asks "is this bound?", "what does this step add?" and "do
//! these share a variable?" thousands of times a plan (every subset of the
//! join-order search). Each distinct variable name is interned once per
//! [`Planner`](crate::Planner) into a [`VarId`]; a [`VarSet`] is a bitset of
//! ids, inline for the first 128 variables and growing on the heap beyond,
//! so a query with hundreds of variables still plans (D-853).

use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use std::collections::BTreeSet;

/// Variable names as written (`?x`), in name order: what callers give the
/// planner ([`Entry::bound`](crate::Entry)) and what [`clause_vars`](crate::clause_vars)
/// collects.
pub type VarNames = BTreeSet<String>;

/// A variable's id: its index in the planner's table of names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VarId(usize);

impl VarId {
    /// The id with index `i`.
    pub fn new(i: usize) -> Self {
        VarId(i)
    }

    /// Its index (ids are given from 0 up, one per distinct name).
    pub fn index(self) -> usize {
        self.0
    }
}

const BITS: usize = u64::BITS as usize;

/// A set of [`VarId`]s as a bitset: two words inline (ids below 128), more
/// on the heap. Trailing zero words are never kept, so equal sets have
/// equal words (and hash alike).
#[derive(Default, PartialEq, Eq, Hash)]
pub struct VarSet {
    words: SmallVec<[u64; 2]>,
}

impl Clone for VarSet {
    fn clone(&self) -> Self {
        // A copy of the words (SmallVec's own clone goes item by item).
        VarSet {
            words: SmallVec::from_slice(&self.words),
        }
    }
}

impl std::fmt::Debug for VarSet {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_set()
            .entries(self.iter().map(VarId::index))
            .finish()
    }
}

impl VarSet {
    /// The empty set.
    pub fn new() -> Self {
        VarSet::default()
    }

    /// Drops trailing zero words (the invariant equality relies on).
    fn trim(&mut self) {
        while self.words.last() == Some(&0) {
            self.words.pop();
        }
    }

    /// Adds `v`; true when it was not there.
    pub fn insert(&mut self, v: VarId) -> bool {
        let (w, b) = (v.0 / BITS, 1u64 << (v.0 % BITS));
        if w >= self.words.len() {
            self.words.resize(w + 1, 0);
        }
        let was = self.words[w] & b != 0;
        self.words[w] |= b;
        !was
    }

    /// Removes `v`; true when it was there.
    pub fn remove(&mut self, v: VarId) -> bool {
        let (w, b) = (v.0 / BITS, 1u64 << (v.0 % BITS));
        let Some(word) = self.words.get_mut(w) else {
            return false;
        };
        let was = *word & b != 0;
        *word &= !b;
        self.trim();
        was
    }

    /// Whether `v` is in the set.
    pub fn contains(&self, v: VarId) -> bool {
        self.words
            .get(v.0 / BITS)
            .is_some_and(|w| w & (1u64 << (v.0 % BITS)) != 0)
    }

    /// Whether the set is empty.
    pub fn is_empty(&self) -> bool {
        self.words.is_empty()
    }

    /// Number of ids in the set.
    pub fn len(&self) -> usize {
        self.words.iter().map(|w| w.count_ones() as usize).sum()
    }

    /// Adds every id of `other`.
    pub fn union_with(&mut self, other: &VarSet) {
        if other.words.len() > self.words.len() {
            self.words.resize(other.words.len(), 0);
        }
        for (a, b) in self.words.iter_mut().zip(&other.words) {
            *a |= b;
        }
    }

    /// The ids in `self` or `other`.
    pub fn union(&self, other: &VarSet) -> VarSet {
        let mut out = self.clone();
        out.union_with(other);
        out
    }

    /// The ids in `self` and not in `other`.
    pub fn difference(&self, other: &VarSet) -> VarSet {
        let mut out = self.clone();
        for (a, b) in out.words.iter_mut().zip(&other.words) {
            *a &= !b;
        }
        out.trim();
        out
    }

    /// The ids in both.
    pub fn intersection(&self, other: &VarSet) -> VarSet {
        let mut out: VarSet = VarSet {
            words: self
                .words
                .iter()
                .zip(&other.words)
                .map(|(a, b)| a & b)
                .collect(),
        };
        out.trim();
        out
    }

    /// Keeps only the ids of `other` (in place [`intersection`](Self::intersection)).
    pub fn intersect_with(&mut self, other: &VarSet) {
        self.words.truncate(other.words.len());
        for (a, b) in self.words.iter_mut().zip(&other.words) {
            *a &= b;
        }
        self.trim();
    }

    /// Removes the ids of `other` (in place [`difference`](Self::difference)).
    pub fn subtract(&mut self, other: &VarSet) {
        for (a, b) in self.words.iter_mut().zip(&other.words) {
            *a &= !b;
        }
        self.trim();
    }

    /// Whether every id of `self` is in `other`.
    pub fn is_subset(&self, other: &VarSet) -> bool {
        self.words.len() <= other.words.len()
            && self
                .words
                .iter()
                .zip(&other.words)
                .all(|(a, b)| a & !b == 0)
    }

    /// Whether the two share no id.
    pub fn is_disjoint(&self, other: &VarSet) -> bool {
        self.words.iter().zip(&other.words).all(|(a, b)| a & b == 0)
    }

    /// The ids, ascending.
    pub fn iter(&self) -> impl Iterator<Item = VarId> + '_ {
        self.words.iter().enumerate().flat_map(|(i, &w)| {
            let mut w = w;
            std::iter::from_fn(move || {
                (w != 0).then(|| {
                    let b = w.trailing_zeros() as usize;
                    w &= w - 1;
                    VarId(i * BITS + b)
                })
            })
        })
    }

    /// Keeps the ids for which `keep` answers true.
    pub fn retain(&mut self, mut keep: impl FnMut(VarId) -> bool) {
        let drop: Vec<VarId> = self.iter().filter(|&v| !keep(v)).collect();
        for v in drop {
            self.remove(v);
        }
    }
}

impl FromIterator<VarId> for VarSet {
    fn from_iter<I: IntoIterator<Item = VarId>>(iter: I) -> Self {
        let mut s = VarSet::new();
        s.extend(iter);
        s
    }
}

impl Extend<VarId> for VarSet {
    fn extend<I: IntoIterator<Item = VarId>>(&mut self, iter: I) {
        for v in iter {
            self.insert(v);
        }
    }
}

/// The planner's variable names by id: each distinct name gets the next id
/// the first time it is seen, and keeps it for the planner's life (so
/// sets of ids can key its memo tables).
#[derive(Debug, Default)]
pub(crate) struct VarTable {
    names: Vec<Box<str>>,
    ids: FxHashMap<Box<str>, VarId>,
}

impl VarTable {
    /// The id of `name`, given it if it has none yet.
    pub(crate) fn id(&mut self, name: &str) -> VarId {
        if let Some(&id) = self.ids.get(name) {
            return id;
        }
        let id = VarId(self.names.len());
        self.names.push(name.into());
        self.ids.insert(name.into(), id);
        id
    }

    /// The ids of `names`.
    pub(crate) fn set<'n>(&mut self, names: impl IntoIterator<Item = &'n str>) -> VarSet {
        names.into_iter().map(|n| self.id(n)).collect()
    }

    /// The name of `id`.
    pub(crate) fn name(&self, id: VarId) -> &str {
        self.names.get(id.0).map_or("?", |n| n)
    }

    /// The names of `set`, in name order (the order a set of names
    /// iterates in: plans and messages read as they did with them).
    pub(crate) fn names(&self, set: &VarSet) -> Vec<String> {
        let mut out: Vec<String> = set.iter().map(|v| self.name(v).to_string()).collect();
        out.sort_unstable();
        out
    }
}
