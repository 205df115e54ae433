//! The query layer's caches of one database: plans and results by key,
//! each entry valid for one committed state (D-305). [`crate::Db`] owns
//! one [`QueryCaches`] and hands it to the queries it runs; storage knows
//! nothing of them.

use std::collections::HashMap;
use std::sync::Arc;

use super::QueryResult;

/// Plans and results of one database's queries.
#[derive(Debug, Default)]
pub struct QueryCaches {
    /// Query plans by query text and input shape.
    pub(crate) plans: PlanCache,
    /// Query results by query text and inputs.
    pub(crate) results: ResultCache,
}

impl QueryCaches {
    /// How many plans and results are held (entries of any committed
    /// state; only the current state's are ever used).
    pub fn entries(&self) -> (usize, usize) {
        (self.plans.len(), self.results.len())
    }
}

/// Values kept per database by key, each valid for one committed state:
/// an entry is used only when the snapshot's transaction id equals the one
/// it was made on, so any write invalidates it; see D-305.
pub(crate) struct StateCache<T>(std::sync::Mutex<CacheState<T>>);

/// Entries (key → transaction id, value) and the weight they hold.
type CacheState<T> = (HashMap<String, (u64, Arc<T>)>, usize);

/// Query plans by query text and input shape.
pub(crate) type PlanCache = StateCache<quiver_planner::ConjPlan>;
/// Query results by query text and inputs.
pub(crate) type ResultCache = StateCache<QueryResult>;

impl<T> Default for StateCache<T> {
    fn default() -> Self {
        StateCache(std::sync::Mutex::new((HashMap::new(), 0)))
    }
}

impl<T> std::fmt::Debug for StateCache<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("StateCache")
    }
}

/// Entries kept before a cache starts over.
const CACHE_ENTRIES: usize = 512;
/// Results larger than this are not cached.
pub(super) const RESULT_CACHE_MAX_ROWS: usize = 200_000;
/// Result rows the cache holds in all before it starts over.
pub(super) const RESULT_CACHE_TOTAL_ROWS: usize = 2_000_000;

impl<T> StateCache<T> {
    pub(super) fn get(&self, key: &str, txn: u64) -> Option<Arc<T>> {
        let guard = self.0.lock().ok()?;
        guard
            .0
            .get(key)
            .filter(|(t, _)| *t == txn)
            .map(|(_, p)| p.clone())
    }

    /// Entries held.
    fn len(&self) -> usize {
        self.0.lock().map_or(0, |g| g.0.len())
    }

    /// Stores `value`, weighing `weight` (rows) against `budget`.
    pub(super) fn put(&self, key: String, txn: u64, value: Arc<T>, weight: usize, budget: usize) {
        if let Ok(mut guard) = self.0.lock() {
            let (map, held) = &mut *guard;
            if map.len() >= CACHE_ENTRIES || held.saturating_add(weight) > budget {
                map.clear();
                *held = 0;
            }
            *held += weight;
            map.insert(key, (txn, value));
        }
    }
}
