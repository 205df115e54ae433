//! [`Snapshot`]: a consistent read view of a [`Db`](crate::Db) — the
//! storage layer's snapshot behind the facade's reads, which take and
//! return the one public value model ([`Value`]): entities, pull, index
//! access (`index_access.rs`), lazy entities (`entity_nav.rs`) and Arrow.

use quiver_query::edn::{Keyword, Value};
use quiver_query::pull_pattern::PullPattern;
use quiver_store::{AttrId, EntityId, PreparedPull, Result, Schema};

use crate::facts::Entity;
use quiver_exec::{PreparedQuery, QueryCaches, QueryError, QueryOptions, QueryResult, Sources};

/// A consistent read view: one DLMDB read transaction and the schema that
/// goes with it ([`Db::snapshot`](crate::Db::snapshot)). Queries run on
/// one through [`PreparedQuery::run_on`](crate::PreparedQuery).
pub struct Snapshot<'db>(quiver_store::Snapshot<'db>);

impl<'db> Snapshot<'db> {
    /// Wraps the storage layer's snapshot.
    pub(crate) fn new(inner: quiver_store::Snapshot<'db>) -> Self {
        Snapshot(inner)
    }

    /// The storage layer's snapshot.
    pub(crate) fn into_inner(self) -> quiver_store::Snapshot<'db> {
        self.0
    }

    /// The storage layer's snapshot, for the executor and the facade's
    /// own reads.
    pub(crate) fn store(&self) -> &quiver_store::Snapshot<'db> {
        &self.0
    }

    /// The storage layer's snapshot, for tools that read what the planner
    /// reads: exact counts of any datom pattern (value ranges included)
    /// and random samples (`quiver_store::Snapshot::count`, `sample`).
    /// Its values are the stored form (`quiver_store::Stored`: refs and
    /// tuples typed by the schema), not [`Value`]; everything else in
    /// this crate's API speaks [`Value`] (D-850).
    pub fn storage(&self) -> &quiver_store::Snapshot<'db> {
        &self.0
    }

    /// The id of the commit this snapshot reads: two snapshots with one id
    /// read the same data.
    pub fn commit_id(&self) -> u64 {
        self.0.commit_id()
    }

    /// The schema of the commit this snapshot reads.
    pub fn schema(&self) -> &Schema {
        self.0.schema()
    }

    /// The id of an attribute (`":person/name"`), if the schema has it.
    pub fn attr_id(&self, ident: &str) -> Option<AttrId> {
        self.0.attr_id(ident)
    }

    /// The entity whose `:db/ident` is `ident`.
    ///
    /// # Errors
    /// When the index cannot be read.
    pub fn entid(&self, ident: &Keyword) -> Result<Option<EntityId>> {
        self.0.entid(ident)
    }

    /// The entity an EDN designator names: an id, a lookup ref
    /// `[:unique-attr value]` or an ident; `None` when it names none.
    ///
    /// # Errors
    /// A value that is not a designator, or a lookup ref on an attribute
    /// that is not unique.
    pub fn resolve_eid(&self, eid: &Value) -> Result<Option<EntityId>> {
        self.0.resolve_eid(eid)
    }

    /// Every attribute of entity `id` at once; `None` when it has no
    /// datoms. References are entity ids (longs).
    ///
    /// # Errors
    /// When the index cannot be read.
    pub fn entity(&self, id: EntityId) -> Result<Option<Entity>> {
        Ok(self.0.entity(id)?.map(Entity::from_stored))
    }

    /// Every datom in the database, O(1) (Datalevin's
    /// `(count-datoms db nil nil nil)`).
    ///
    /// # Errors
    /// When the index cannot be read.
    pub fn datom_count(&self) -> Result<u64> {
        self.0.datom_count()
    }

    /// The entities whose attribute `attr` (a ref) refers to `id`, in id
    /// order (the VAE order; [`EntityHandle::refs`](crate::EntityHandle::refs)
    /// with `":ns/_name"` is the same read by name).
    ///
    /// # Errors
    /// When the index cannot be read.
    pub fn reverse_refs(&self, id: EntityId, attr: AttrId) -> Result<Vec<EntityId>> {
        self.0.reverse_refs(id, attr)
    }

    /// Every key/value pair of the four databases (`eav`, `ave`, `meta`,
    /// `giants`), byte for byte, by database: for comparing whole stored
    /// states, e.g. that a refused write changed nothing
    /// (docs/storage-format.md describes the bytes).
    ///
    /// # Errors
    /// When a database cannot be read.
    #[allow(clippy::type_complexity)]
    pub fn raw_dump(&self) -> Result<Vec<(&'static str, Vec<(Vec<u8>, Vec<u8>)>)>> {
        self.0.raw_dump()
    }

    /// Checks the storage invariants (every datom in both indexes, counts
    /// and distinct-value counters right, …); [`Error::Corrupt`](crate::Error::Corrupt)
    /// names the first violation found.
    ///
    /// # Errors
    /// The first violation, or when the index cannot be read.
    pub fn verify(&self) -> Result<()> {
        self.0.verify()
    }

    /// Pulls `pattern` from the entity `eid` names (an id, a lookup ref or
    /// an ident), as Datalevin's `pull`; `nil` when it names none.
    ///
    /// # Errors
    /// A bad designator, or when the index cannot be read.
    pub fn pull(&self, pattern: &PullPattern, eid: &Value) -> Result<Value> {
        self.0.pull(pattern, eid)
    }

    /// A pull pattern checked against the schema once, to pull many
    /// entities with ([`Snapshot::pull_entity`]).
    pub fn prepare_pull(&self, pattern: &PullPattern) -> PreparedPull {
        self.0.prepare_pull(pattern)
    }

    /// Pulls a prepared pattern from entity `e`.
    ///
    /// # Errors
    /// When the index cannot be read.
    pub fn pull_entity(&self, prepared: &PreparedPull, e: EntityId) -> Result<Value> {
        self.0.pull_entity(prepared, e)
    }

    /// [`Snapshot::pull`] over several entities, in order.
    ///
    /// # Errors
    /// As [`Snapshot::pull`].
    pub fn pull_many(&self, pattern: &PullPattern, eids: &[Value]) -> Result<Vec<Value>> {
        self.0.pull_many(pattern, eids)
    }
}

/// Queries on a snapshot (a [`Db`](crate::Db) runs them on a fresh one
/// itself: [`Db::query`](crate::Db::query), [`PreparedQuery::run`]).
impl Snapshot<'_> {
    /// Runs a prepared query on this snapshot, with `with`'s other sources
    /// (`$other` databases, a relation) and, when given, the database's
    /// caches (plans, results, storage reads).
    ///
    /// # Errors
    /// As [`PreparedQuery::run`].
    pub fn run(
        &self,
        q: &PreparedQuery,
        caches: Option<&QueryCaches>,
        with: &Sources<'_, '_>,
        args: &[Value],
        options: &QueryOptions,
    ) -> Result<QueryResult, QueryError> {
        q.run_on_sources(&self.0, caches, with, args, options)
    }

    /// The plan [`Snapshot::run`] would run, and with `analyze` the actual
    /// rows and time per step.
    ///
    /// # Errors
    /// As [`PreparedQuery::run`].
    pub fn explain(
        &self,
        q: &PreparedQuery,
        caches: Option<&QueryCaches>,
        with: &Sources<'_, '_>,
        args: &[Value],
        options: &QueryOptions,
        analyze: bool,
    ) -> Result<String, QueryError> {
        q.explain_on_sources(&self.0, caches, with, args, options, analyze)
    }
}

impl std::fmt::Debug for Snapshot<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}
