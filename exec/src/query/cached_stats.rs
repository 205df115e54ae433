//! The planner's statistics through the database's access cache: every
//! count a plan is chosen on is noted, so a cached plan can be checked
//! against them after later commits (D-350).

use quiver_planner::{AttrStats, PatternQuery, SampledDatom, Statistics, ValueSel};
use quiver_query::edn::{Keyword as EdnKeyword, Value as Edn};
use quiver_store::Snapshot;

/// The planner's statistics through the database's access cache, noting
/// every count the plan is chosen on (a cached plan is checked against
/// them after later commits, D-350).
pub(crate) struct CachedStats<'a, 'db> {
    pub snap: &'a Snapshot<'db>,
    pub access: Option<&'a super::caches::AccessCache>,
    /// The counts asked, in order, once each, except those of values a
    /// sample drew (fan-out estimates: a cached plan is checked against
    /// the counts of its patterns, not of one sample's values).
    pub counts: std::cell::RefCell<Vec<(PatternQuery, u64)>>,
    /// Values samples drew so far (Fx hashing: two inserts per sampled
    /// datom, 64 datoms a sample).
    sampled: std::cell::RefCell<rustc_hash::FxHashSet<Edn>>,
    /// Access cache hits and misses while planning.
    pub hits: std::cell::Cell<(u32, u32)>,
}

impl<'a, 'db> CachedStats<'a, 'db> {
    pub fn new(snap: &'a Snapshot<'db>, access: Option<&'a super::caches::AccessCache>) -> Self {
        CachedStats {
            snap,
            access: access.filter(|a| a.enabled()),
            counts: Default::default(),
            sampled: Default::default(),
            hits: Default::default(),
        }
    }

    /// Whether the count of `q` is one a plan depends on as a whole:
    /// not of a value a sample drew, and not noted yet.
    fn to_note(&self, q: &PatternQuery) -> bool {
        let sampled = self.sampled.borrow();
        let drawn = q.e.as_ref().is_some_and(|e| sampled.contains(e))
            || matches!(&q.v, ValueSel::Eq(v) if sampled.contains(v));
        !drawn && !self.counts.borrow().iter().any(|(c, _)| c == q)
    }

    /// What an answer about `q` depends on: its attribute (any, when not
    /// given) and the schema.
    fn deps(&self, a: Option<&EdnKeyword>) -> std::sync::Arc<[quiver_store::Dep]> {
        use quiver_store::Dep;
        let attr = match a {
            None => Dep::Everything,
            Some(k) => match self.snap.attr_of(k) {
                Some(id) => Dep::Attr(id),
                None => Dep::Schema,
            },
        };
        std::sync::Arc::from(vec![Dep::Schema, attr])
    }

    /// `read()`, through the access cache under `key()` when there is
    /// one (the key, a clone of the pattern, is made only then).
    fn cached(
        &self,
        key: impl FnOnce() -> super::caches::AccessKey,
        a: Option<&EdnKeyword>,
        read: impl FnOnce() -> quiver_planner::Result<super::caches::Access>,
    ) -> quiver_planner::Result<super::caches::Access> {
        let Some(access) = self.access else {
            return read();
        };
        let key = key();
        let now = self.snap.commit_id();
        let versions = self.snap.versions();
        let (h, m) = self.hits.get();
        if let Some(v) = access.get(&key, versions, now) {
            self.hits.set((h + 1, m));
            return Ok(v);
        }
        self.hits.set((h, m + 1));
        let v = read()?;
        access.put(key, v.clone(), now, self.deps(a));
        Ok(v)
    }
}

impl Statistics for CachedStats<'_, '_> {
    fn count(&self, q: &PatternQuery) -> quiver_planner::Result<u64> {
        use super::caches::{Access, AccessKey};
        let key = || AccessKey::Count(q.clone());
        let n = match self.cached(key, q.a.as_ref(), || {
            Statistics::count(self.snap, q).map(Access::Count)
        })? {
            Access::Count(n) => n,
            _ => Statistics::count(self.snap, q)?,
        };
        if self.to_note(q) {
            self.counts.borrow_mut().push((q.clone(), n));
        }
        Ok(n)
    }

    fn sample(
        &self,
        q: &PatternQuery,
        k: usize,
        seed: u64,
    ) -> quiver_planner::Result<Vec<SampledDatom>> {
        use super::caches::{Access, AccessKey};
        let key = || AccessKey::Sample(q.clone(), k, seed);
        let drawn = match self.cached(key, q.a.as_ref(), || {
            Statistics::sample(self.snap, q, k, seed).map(|s| Access::Sample(s.into()))
        })? {
            Access::Sample(s) => (*s).clone(),
            _ => Statistics::sample(self.snap, q, k, seed)?,
        };
        let mut sampled = self.sampled.borrow_mut();
        for d in &drawn {
            sampled.insert(d.e.clone());
            sampled.insert(d.v.clone());
        }
        Ok(drawn)
    }

    fn entity_ids(
        &self,
        q: &PatternQuery,
        max: u64,
    ) -> quiver_planner::Result<Option<std::sync::Arc<[u64]>>> {
        // Read from the snapshot: the list answers membership tests of one
        // plan's samples; the executor's reads are what the access cache
        // keeps (a plan is checked against its pattern counts, D-350).
        Statistics::entity_ids(self.snap, q, max)
    }

    fn attribute(&self, attr: &EdnKeyword) -> quiver_planner::Result<Option<AttrStats>> {
        use super::caches::{Access, AccessKey};
        let key = || AccessKey::Attr(attr.clone());
        match self.cached(key, Some(attr), || {
            Statistics::attribute(self.snap, attr).map(Access::Attr)
        })? {
            Access::Attr(s) => Ok(s),
            _ => Statistics::attribute(self.snap, attr),
        }
    }
}
