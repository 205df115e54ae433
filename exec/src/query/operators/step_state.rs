//! [`StepState`]: what one step of a plan keeps while its query runs —
//! the access decisions it made once and the tables it built — so the
//! runner holds one record a step instead of a map per kind of state.

use std::sync::Arc;

use super::HashMap;
use super::Val;
use super::bushy::JoinTable;
use super::entity_set::{EntitySet, StepSets};
use super::hash_join::{HashTable, Probed};

/// One step's state for the length of a query (rule bodies' steps
/// included: they have ids of their own).
#[derive(Default)]
pub(super) struct StepState {
    /// Rows probed one by one so far and what their reads cost, for the
    /// switch to a hash join.
    pub probed: Probed,
    /// The hash table, once the step switched from index probes to a hash
    /// join.
    pub hashed: Option<Arc<HashTable>>,
    /// The key of the kept table that would serve this step's probes,
    /// when one could (its probing time is noted against it, D-864).
    pub shared_key: Option<crate::query::caches::TableKey>,
    /// A bushy join's table (its group run once a query).
    pub join: Option<Arc<JoinTable>>,
    /// The entity sets the step's rows are tested against: `None` until
    /// decided, then `Some(None)` when decided against.
    pub entity_sets: Option<Option<Arc<StepSets>>>,
    /// The entity lists read for a value-tested step (D-340), by value.
    pub value_lists: HashMap<Val, Arc<EntitySet>>,
    /// Whether the step's AVE probes consult the access cache (their lists
    /// are long enough on average to be kept); `None` until decided.
    pub list_worth: Option<bool>,
}
