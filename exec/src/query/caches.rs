//! The query layer's caches of one database (D-350, D-351):
//!
//! * **plans** by query shape: the query text, scalar inputs by the band
//!   of their counts (values only where a plan holds them), collection
//!   inputs by size band. A plan records the counts it was chosen on and
//!   survives commits: one that wrote none of its attributes keeps it
//!   as is; otherwise its counts are taken again (O(log n) each, never
//!   sampling) and it is kept while none drifted past [`DRIFT`];
//! * **results** by query text and inputs, each recording the attributes
//!   its query read: a commit that wrote none of them leaves it valid;
//! * **access**: storage reads worth keeping across queries (counts,
//!   samples and attribute statistics for the planner, AVE entity lists
//!   for the executor), each valid while the attribute (for an entity
//!   list, the AVE key) it was read from is not written.
//!
//! Every entry carries the commit it was made on and what it depends on;
//! [`Versions::unchanged`] decides whether it serves a snapshot, so a
//! reader on an older snapshot never takes an entry of a newer commit
//! that differs, nor the reverse. The caches are bounded (plans by count,
//! results by rows, the access cache by bytes) and evict with
//! `quick_cache`'s CLOCK-Pro-like policy: entries read once go first, so
//! a scan of one-off queries does not flush the hot ones.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use quick_cache::Weighter;
use quick_cache::sync::Cache;
use quiver_planner::{AttrStats, ConjPlan, PatternQuery, SampledDatom};
use quiver_query::edn::Keyword as EdnKeyword;

use super::QueryResult;
use super::plan_key::PlanKey;
use quiver_store::{Dep, Versions};

/// Plans held.
const PLAN_ENTRIES: usize = 1024;
/// Results larger than this are not cached.
pub(super) const RESULT_CACHE_MAX_ROWS: usize = 200_000;
/// Result rows the cache holds in all.
pub(super) const RESULT_CACHE_TOTAL_ROWS: usize = 2_000_000;
/// A count that moved by more than this factor (either way, `+1` so zero
/// counts compare) since a plan was chosen makes it plan again.
pub(super) const DRIFT: f64 = 2.0;
pub use quiver_store::DEFAULT_ACCESS_CACHE_BYTES;
/// Entity lists shorter than this are not kept: one seek and one
/// `list_dup` read them about as fast as a cache lookup.
pub(super) const MIN_CACHED_IDS: usize = 32;
/// Entity lists longer than this are not kept (8 MiB of ids).
pub(super) const MAX_CACHED_IDS: usize = 1 << 20;

/// Plans, results and storage reads of one database's queries.
pub struct QueryCaches {
    plans: Cache<PlanKey, Arc<PlanEntry>>,
    results: Cache<ResultKey, Arc<ResultEntry>, RowWeight>,
    pub(crate) access: AccessCache,
    counters: Counters,
}

impl std::fmt::Debug for QueryCaches {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("QueryCaches")
            .field("stats", &self.stats())
            .finish()
    }
}

impl Default for QueryCaches {
    fn default() -> Self {
        QueryCaches::new(DEFAULT_ACCESS_CACHE_BYTES)
    }
}

/// How the caches have served so far (all counts since the database was
/// opened).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CacheStats {
    /// Plans held.
    pub plans: usize,
    /// Results held.
    pub results: usize,
    /// Plans taken as they were.
    pub plan_hits: u64,
    /// Plans kept after a commit because their counts had not drifted.
    pub plan_revalidated: u64,
    /// Queries planned afresh.
    pub plan_misses: u64,
    /// Results answered from the cache.
    pub result_hits: u64,
    /// Results computed (the query was cacheable but not held or stale).
    pub result_misses: u64,
    /// Access cache entries and bytes held.
    pub access_entries: usize,
    /// Bytes the access cache holds.
    pub access_bytes: u64,
    /// Time spent finding or making plans, in nanoseconds (cached plans
    /// and counts checked included).
    pub planning_ns: u64,
    /// Access cache hits and misses.
    pub access_hits: u64,
    /// See `access_hits`.
    pub access_misses: u64,
}

#[derive(Default)]
struct Counters {
    plan_hits: AtomicU64,
    plan_revalidated: AtomicU64,
    plan_misses: AtomicU64,
    result_hits: AtomicU64,
    result_misses: AtomicU64,
    planning_ns: AtomicU64,
}

fn bump(c: &AtomicU64) {
    c.fetch_add(1, Ordering::Relaxed);
}

impl QueryCaches {
    /// Caches whose access cache holds at most `access_bytes` (0: no
    /// access cache).
    pub fn new(access_bytes: usize) -> QueryCaches {
        QueryCaches {
            plans: Cache::new(PLAN_ENTRIES),
            results: Cache::with_weighter(4096, RESULT_CACHE_TOTAL_ROWS as u64, RowWeight),
            access: AccessCache::new(access_bytes),
            counters: Counters::default(),
        }
    }

    /// How many plans and results are held.
    pub fn entries(&self) -> (usize, usize) {
        (self.plans.len(), self.results.len())
    }

    /// What the caches hold and how they have served.
    pub fn stats(&self) -> CacheStats {
        let c = &self.counters;
        let l = |a: &AtomicU64| a.load(Ordering::Relaxed);
        CacheStats {
            plans: self.plans.len(),
            results: self.results.len(),
            plan_hits: l(&c.plan_hits),
            plan_revalidated: l(&c.plan_revalidated),
            plan_misses: l(&c.plan_misses),
            result_hits: l(&c.result_hits),
            result_misses: l(&c.result_misses),
            planning_ns: l(&c.planning_ns),
            access_entries: self.access.len(),
            access_bytes: self.access.bytes(),
            access_hits: l(&self.access.hits),
            access_misses: l(&self.access.misses),
        }
    }

    /// The plan of `key` if it serves commit `now`: unchanged reads, or
    /// counts that `recount` finds within [`DRIFT`] of those it was
    /// chosen on. `Ok(None)` plans afresh.
    pub(super) fn plan<E>(
        &self,
        key: &PlanKey,
        versions: &Versions,
        now: u64,
        mut recount: impl FnMut(&PatternQuery) -> Result<u64, E>,
    ) -> Result<Option<(Arc<ConjPlan>, PlanSource)>, E> {
        let Some(entry) = self.plans.get(key) else {
            bump(&self.counters.plan_misses);
            return Ok(None);
        };
        let made = entry.made.load(Ordering::Acquire);
        if versions.unchanged(&entry.deps, made, now) {
            bump(&self.counters.plan_hits);
            return Ok(Some((entry.plan.clone(), PlanSource::Held)));
        }
        if !versions.unchanged(&[Dep::Schema], made, now) {
            bump(&self.counters.plan_misses);
            return Ok(None);
        }
        for (q, was) in &entry.counts {
            let is = recount(q)?;
            let (lo, hi) = if is < *was { (is, *was) } else { (*was, is) };
            if (hi as f64 + 1.0) / (lo as f64 + 1.0) > DRIFT {
                bump(&self.counters.plan_misses);
                return Ok(None);
            }
        }
        // Checked on `now`: later commits are measured from there (the
        // counts still compare with those the plan was chosen on).
        if now > made {
            entry.made.fetch_max(now, Ordering::AcqRel);
        }
        bump(&self.counters.plan_revalidated);
        Ok(Some((
            entry.plan.clone(),
            PlanSource::Recounted(entry.counts.len()),
        )))
    }

    /// Adds the time one query took to find or make its plan.
    pub(super) fn add_planning(&self, t: std::time::Duration) {
        self.counters.planning_ns.fetch_add(
            u64::try_from(t.as_nanos()).unwrap_or(u64::MAX),
            Ordering::Relaxed,
        );
    }

    /// Keeps a plan made on commit `made`, chosen on `counts`, reading
    /// what `deps` names.
    pub(super) fn put_plan(
        &self,
        key: PlanKey,
        plan: Arc<ConjPlan>,
        made: u64,
        deps: Vec<Dep>,
        counts: Vec<(PatternQuery, u64)>,
    ) {
        self.plans.insert(
            key,
            Arc::new(PlanEntry {
                plan,
                made: AtomicU64::new(made),
                deps,
                counts,
            }),
        );
    }

    /// The result of `key` if it serves commit `now`.
    pub(super) fn result(
        &self,
        key: &ResultKeyRef<'_>,
        versions: &Versions,
        now: u64,
    ) -> Option<QueryResult> {
        let hit = self
            .results
            .get(key)
            .filter(|e| versions.unchanged(&e.deps, e.made, now))
            .map(|e| e.result.clone());
        bump(if hit.is_some() {
            &self.counters.result_hits
        } else {
            &self.counters.result_misses
        });
        hit
    }

    /// Keeps a result made on commit `made` from what `deps` names.
    pub(super) fn put_result(
        &self,
        key: ResultKey,
        result: QueryResult,
        made: u64,
        deps: Vec<Dep>,
    ) {
        if result.len() > RESULT_CACHE_MAX_ROWS {
            return;
        }
        self.results
            .insert(key, Arc::new(ResultEntry { result, made, deps }));
    }
}

/// A result's key: the query (its canonical text, hashed once when the
/// query is prepared), its inputs as values (a float and a double of the
/// same digits differ) and the forced clause order.
#[derive(Clone, Debug)]
pub(super) struct ResultKey {
    pub text: Arc<str>,
    pub text_hash: u64,
    pub args: Vec<quiver_query::edn::Value>,
    pub force_order: Option<Vec<usize>>,
}

/// [`ResultKey`] borrowed from a call, for lookups that copy nothing.
pub(super) struct ResultKeyRef<'a> {
    pub text: &'a Arc<str>,
    pub text_hash: u64,
    pub args: &'a [quiver_query::edn::Value],
    pub force_order: Option<&'a [usize]>,
}

impl ResultKeyRef<'_> {
    fn hash_into<H: std::hash::Hasher>(&self, h: &mut H) {
        use std::hash::Hash;
        h.write_u64(self.text_hash);
        self.args.hash(h);
        self.force_order.hash(h);
    }

    /// The owned key.
    pub fn to_owned(&self) -> ResultKey {
        ResultKey {
            text: self.text.clone(),
            text_hash: self.text_hash,
            args: self.args.to_vec(),
            force_order: self.force_order.map(<[usize]>::to_vec),
        }
    }
}

impl ResultKey {
    fn as_ref(&self) -> ResultKeyRef<'_> {
        ResultKeyRef {
            text: &self.text,
            text_hash: self.text_hash,
            args: &self.args,
            force_order: self.force_order.as_deref(),
        }
    }
}

impl std::hash::Hash for ResultKey {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        self.as_ref().hash_into(h);
    }
}

impl std::hash::Hash for ResultKeyRef<'_> {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        self.hash_into(h);
    }
}

impl PartialEq for ResultKey {
    fn eq(&self, other: &Self) -> bool {
        quick_cache::Equivalent::equivalent(&self.as_ref(), other)
    }
}

impl Eq for ResultKey {}

impl quick_cache::Equivalent<ResultKey> for ResultKeyRef<'_> {
    fn equivalent(&self, key: &ResultKey) -> bool {
        self.text_hash == key.text_hash
            && (Arc::ptr_eq(self.text, &key.text) || **self.text == *key.text)
            && self.args == key.args.as_slice()
            && self.force_order == key.force_order.as_deref()
    }
}

/// Where a query's plan came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum PlanSource {
    /// Planned for this call.
    Planned,
    /// Held, nothing it reads written since.
    Held,
    /// Held, and its counts (this many) taken again after a commit.
    Recounted(usize),
}

struct PlanEntry {
    plan: Arc<ConjPlan>,
    /// The last commit it was checked on.
    made: AtomicU64,
    deps: Vec<Dep>,
    /// The counts the plan was chosen on.
    counts: Vec<(PatternQuery, u64)>,
}

struct ResultEntry {
    result: QueryResult,
    made: u64,
    deps: Vec<Dep>,
}

/// Results weigh their rows (and one for the entry).
#[derive(Clone)]
struct RowWeight;

impl Weighter<ResultKey, Arc<ResultEntry>> for RowWeight {
    fn weight(&self, _key: &ResultKey, val: &Arc<ResultEntry>) -> u64 {
        val.result.len() as u64 + 1
    }
}

/// A storage read kept across queries.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) enum AccessKey {
    /// A planner count.
    Count(PatternQuery),
    /// A planner sample: pattern, size, seed.
    Sample(PatternQuery, usize, u64),
    /// An attribute's statistics.
    Attr(EdnKeyword),
}

/// What an access cache entry holds.
#[derive(Clone, Debug)]
pub(crate) enum Access {
    /// See [`AccessKey::Count`].
    Count(u64),
    /// See [`AccessKey::Sample`].
    Sample(Arc<Vec<SampledDatom>>),
    /// See [`AccessKey::Attr`].
    Attr(Option<AttrStats>),
}

#[derive(Clone)]
struct AccessEntry {
    value: Access,
    made: u64,
    deps: Arc<[Dep]>,
}

#[derive(Clone)]
struct AccessWeight;

impl Weighter<AccessKey, AccessEntry> for AccessWeight {
    fn weight(&self, _key: &AccessKey, val: &AccessEntry) -> u64 {
        let value_bytes = match &val.value {
            Access::Count(_) | Access::Attr(_) => 16,
            Access::Sample(s) => s.len() * 96,
        };
        (160 + value_bytes + val.deps.len() * 24) as u64
    }
}

/// An AVE key's entities, ascending, read on commit `made`.
#[derive(Clone)]
struct ListEntry {
    ids: Arc<[u64]>,
    made: u64,
}

#[derive(Clone)]
struct ListWeight;

impl Weighter<Box<[u8]>, ListEntry> for ListWeight {
    fn weight(&self, key: &Box<[u8]>, val: &ListEntry) -> u64 {
        (64 + key.len() + val.ids.len() * 8) as u64
    }
}

/// A hash-join table's key: the attribute scanned whole, whether the
/// table is keyed by entity, and whether it holds (e, v) pairs.
pub(crate) type TableKey = (quiver_store::AttrId, bool, bool);

/// A whole attribute's hash-join table, built on commit `made`.
#[derive(Clone)]
struct TableEntry {
    table: Arc<super::operators::HashTable>,
    made: u64,
}

#[derive(Clone)]
struct TableWeight;

impl Weighter<TableKey, TableEntry> for TableWeight {
    fn weight(&self, _key: &TableKey, val: &TableEntry) -> u64 {
        (64 + val.table.bytes()) as u64
    }
}

/// Bytes a kept table takes per datom when its cells are inline (a key
/// and a cell): for [`AccessCache::table_fits`]. Tables of interned
/// values take more; the cache's weigher still bounds what it keeps.
const TABLE_BYTES_PER_DATOM: u64 = 16;

/// Slots of the doorkeeper: an entity list is kept the second time it is
/// read (within about this many distinct lists), so one-off reads cost
/// a hash and no copy.
const DOOR_SLOTS: usize = 1 << 16;

/// Storage reads shared by every query of a database, bounded in bytes:
/// an eighth for the planner's statistics, a quarter for whole
/// attributes' hash-join tables, the rest for entity lists.
pub(crate) struct AccessCache {
    cache: Option<Cache<AccessKey, AccessEntry, AccessWeight>>,
    lists: Option<Cache<Box<[u8]>, ListEntry, ListWeight>>,
    tables: Option<Cache<TableKey, TableEntry, TableWeight>>,
    door: Box<[AtomicU64]>,
    hits: AtomicU64,
    misses: AtomicU64,
    /// Time steps spent probing one row at a time where a kept table of
    /// the key would have served them, since the attribute was last
    /// written: the demand that admits a table (D-864).
    spent: std::sync::Mutex<rustc_hash::FxHashMap<TableKey, Spent>>,
    /// Bytes of the tables' share of the budget.
    table_bytes: u64,
}

/// Probing time noted for a table key, from commit `since` on, and how
/// many tables of the key it has admitted.
#[derive(Clone, Copy)]
struct Spent {
    ns: f64,
    since: u64,
    builds: u32,
}

impl Spent {
    fn new(since: u64) -> Spent {
        Spent {
            ns: 0.0,
            since,
            builds: 0,
        }
    }
}

/// Keys the demand ledger holds before it starts over.
const SPENT_KEYS: usize = 4096;

impl AccessCache {
    fn new(bytes: usize) -> AccessCache {
        let on = bytes > 0;
        let stats = (bytes / 8) as u64;
        let tables = (bytes / 4) as u64;
        let lists = bytes as u64 - stats - tables;
        AccessCache {
            cache: on.then(|| Cache::with_weighter(4096, stats.max(1), AccessWeight)),
            lists: on.then(|| Cache::with_weighter(4096, lists.max(1), ListWeight)),
            // One shard: a shard's budget bounds an entry's weight, and a
            // table of a large attribute takes megabytes.
            tables: on
                .then(|| {
                    quick_cache::OptionsBuilder::new()
                        .estimated_items_capacity(64)
                        .weight_capacity(tables.max(1))
                        .shards(1)
                        .build()
                        .ok()
                })
                .flatten()
                .map(|options| {
                    Cache::with_options(
                        options,
                        TableWeight,
                        Default::default(),
                        Default::default(),
                    )
                }),
            door: if on {
                (0..DOOR_SLOTS).map(|_| AtomicU64::new(0)).collect()
            } else {
                Box::new([])
            },
            hits: AtomicU64::new(0),
            misses: AtomicU64::new(0),
            spent: Default::default(),
            table_bytes: tables,
        }
    }

    /// The probing time noted for tables of `key` since the attribute
    /// was last written (by entity: since more than a few of its entities
    /// were), as commit `now` sees it (a stale record starts over), and
    /// how many tables of the key it admitted before: each one more
    /// doubles the time the next must wait for (a table evicted or voided
    /// before it served is not built again and again).
    pub fn spent(&self, key: &TableKey, versions: &Versions, now: u64) -> (f64, u32) {
        if !self.enabled() {
            return (0.0, 0);
        }
        let mut m = self.spent.lock().unwrap_or_else(|e| e.into_inner());
        let Some(s) = m.get_mut(key) else {
            return (0.0, 0);
        };
        let holds = versions.unchanged(&[Dep::Attr(key.0)], s.since, now)
            || (key.1 && versions.written_entities(key.0, s.since, now, 64).is_some());
        if !holds {
            s.ns = 0.0;
            s.since = now;
        }
        (s.ns, s.builds)
    }

    /// Notes `ns` of probing that a table of `key` would have saved, by a
    /// query on commit `now`.
    pub fn add_spent(&self, key: TableKey, ns: f64, now: u64) {
        if !self.enabled() {
            return;
        }
        let mut m = self.spent.lock().unwrap_or_else(|e| e.into_inner());
        if m.len() >= SPENT_KEYS && !m.contains_key(&key) {
            m.clear();
        }
        m.entry(key).or_insert_with(|| Spent::new(now)).ns += ns;
    }

    /// Notes that a table of `key` was just built and kept: the probing
    /// noted starts over, and the next table waits twice as long.
    pub fn built(&self, key: TableKey, now: u64) {
        let mut m = self.spent.lock().unwrap_or_else(|e| e.into_inner());
        let s = m.entry(key).or_insert_with(|| Spent::new(now));
        s.ns = 0.0;
        s.builds = s.builds.saturating_add(1);
    }

    /// Whether a table of `datoms` rows fits the tables' budget with room
    /// to spare (a table the cache would not keep is no use to admit).
    pub fn table_fits(&self, datoms: u64) -> bool {
        datoms.saturating_mul(TABLE_BYTES_PER_DATOM) <= self.table_bytes / 2
    }

    /// The entities of AVE key `key` (attribute `a`), if kept and valid
    /// for commit `now`.
    pub fn entities(
        &self,
        key: &[u8],
        a: quiver_store::AttrId,
        versions: &Versions,
        now: u64,
    ) -> Option<Arc<[u64]>> {
        let c = self.lists.as_ref()?;
        let hit = c.get(key).filter(|e| {
            versions.unchanged(&[Dep::Value(a, quiver_store::value_hash(key))], e.made, now)
        });
        bump(if hit.is_some() {
            &self.hits
        } else {
            &self.misses
        });
        hit.map(|e| e.ids)
    }

    /// Whether the list of `key` is worth reading whole and keeping: the
    /// cache is on and the key was read recently (the doorkeeper saw it).
    pub fn admit(&self, key: &[u8]) -> bool {
        if self.door.is_empty() {
            return false;
        }
        let h = quiver_store::value_hash(key) | 1;
        let slot = &self.door[(h as usize) % DOOR_SLOTS];
        slot.swap(h, Ordering::Relaxed) == h
    }

    /// Keeps the entities of AVE key `key`, read on commit `made`.
    pub fn keep_entities(&self, key: &[u8], ids: Arc<[u64]>, made: u64) {
        if let Some(c) = &self.lists {
            c.insert(Box::from(key), ListEntry { ids, made });
        }
    }

    /// The hash-join table of a whole attribute (`key`), if kept and
    /// valid for commit `now`: no commit between `made` and `now` wrote
    /// the attribute, or (a table by entity) the commits between are known
    /// to have written only a few of its entities, which it names
    /// ([`HashTable::Dirty`](super::operators::HashTable::Dirty)).
    pub fn table(
        &self,
        key: &TableKey,
        versions: &Versions,
        now: u64,
    ) -> Option<Arc<super::operators::HashTable>> {
        let c = self.tables.as_ref()?;
        let entry = c.get(key)?;
        let table = if versions.unchanged(&[Dep::Attr(key.0)], entry.made, now) {
            entry.table
        } else if key.1 {
            // A table by entity still holds for every entity the commits
            // between did not write: those few are probed in the indexes.
            let limit = (entry.table.len() / 64).max(64);
            let mut dirty = versions.written_entities(key.0, entry.made, now, limit)?;
            dirty.sort_unstable();
            dirty.dedup();
            Arc::new(super::operators::HashTable::Dirty {
                table: entry.table,
                dirty: dirty.into(),
            })
        } else {
            return None;
        };
        // Only hits count: every probing step asks, and a step that never
        // had a table is not a miss of one.
        bump(&self.hits);
        Some(table)
    }

    /// Keeps a whole attribute's hash-join table, built on commit `made`,
    /// in a form that needs no query's value table: see
    /// [`HashTable::shared_form`](super::operators::HashTable::shared_form).
    pub fn keep_table(&self, key: TableKey, table: Arc<super::operators::HashTable>, made: u64) {
        if let Some(c) = &self.tables {
            c.insert(key, TableEntry { table, made });
        }
    }

    /// Whether the cache is on.
    pub fn enabled(&self) -> bool {
        self.cache.is_some()
    }

    fn len(&self) -> usize {
        self.cache.as_ref().map_or(0, |c| c.len())
            + self.lists.as_ref().map_or(0, |c| c.len())
            + self.tables.as_ref().map_or(0, |c| c.len())
    }

    fn bytes(&self) -> u64 {
        self.cache.as_ref().map_or(0, |c| c.weight())
            + self.lists.as_ref().map_or(0, |c| c.weight())
            + self.tables.as_ref().map_or(0, |c| c.weight())
    }

    /// The entry of `key` if it serves commit `now`.
    pub fn get(&self, key: &AccessKey, versions: &Versions, now: u64) -> Option<Access> {
        let c = self.cache.as_ref()?;
        let hit = c
            .get(key)
            .filter(|e| versions.unchanged(&e.deps, e.made, now))
            .map(|e| e.value);
        bump(if hit.is_some() {
            &self.hits
        } else {
            &self.misses
        });
        hit
    }

    /// Keeps `value`, read on commit `made` from what `deps` names.
    pub fn put(&self, key: AccessKey, value: Access, made: u64, deps: Arc<[Dep]>) {
        if let Some(c) = &self.cache {
            c.insert(key, AccessEntry { value, made, deps });
        }
    }
}
