//! [`Db`]'s query calls: the builder (`db.query(text)…run()`), prepared
//! queries run on a fresh snapshot, and fresh snapshots of other databases
//! as sources. Queries run with the database's [`QueryCaches`].

use crate::Snapshot;
use crate::db::Db;
use quiver_exec::{
    PreparedQuery, QueryCaches, QueryError, QueryOptions, QueryResult, QueryTarget, Sources,
    db_input,
};
use quiver_query::edn::Value as Edn;
use quiver_store::Versions;

/// A query being set up: `db.query(text).input(v).run()`.
pub struct QueryBuilder<'db> {
    db: &'db Db,
    text: String,
    inputs: Vec<Edn>,
    options: QueryOptions,
    relation: Option<Edn>,
    dbs: Vec<&'db Db>,
}

impl<'db> QueryBuilder<'db> {
    /// Adds the next input, in `:in` order, skipping the database `$`:
    /// an EDN value or anything that converts to one — Rust integers,
    /// floats, `bool`, `&str`/`String`, `char`, `SystemTime` (an instant),
    /// `uuid::Uuid`, `Option` (`None` is `nil`), `Vec`, and with the
    /// `chrono`/`time` features their date-time types.
    ///
    /// ```
    /// # use quiver::{Db, DbOptions};
    /// # let dir = tempfile::tempdir()?;
    /// # let db = Db::open(dir.path(), DbOptions::default())?;
    /// let r = db.query("[:find ?x . :in $ ?a ?b :where [(+ ?a ?b) ?x]]").input(18).input(24u8).run()?;
    /// assert_eq!(r.to_edn(), quiver::edn::Value::Long(42));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn input(mut self, v: impl Into<Edn>) -> Self {
        self.inputs.push(v.into());
        self
    }
    /// Sets all inputs (in `:in` order, without the database `$`).
    pub fn inputs<V: Into<Edn>>(mut self, vs: impl IntoIterator<Item = V>) -> Self {
        self.inputs.extend(vs.into_iter().map(Into::into));
        self
    }
    /// Adds another database as the next input (for a source such as `$b`
    /// in `:in $ $b`); its patterns read a snapshot taken at `run`.
    pub fn input_db(mut self, other: &'db Db) -> Self {
        self.inputs.push(db_input(self.dbs.len()));
        self.dbs.push(other);
        self
    }
    /// Binds `$` to a relation (a collection of tuples) instead of the
    /// database: `[?x _]` then matches its tuples by position.
    pub fn source_relation(mut self, rel: Edn) -> Self {
        self.relation = Some(rel);
        self
    }
    /// Sets the options.
    pub fn options(mut self, o: QueryOptions) -> Self {
        self.options = o;
        self
    }
    /// Parses, plans and runs the query on a fresh snapshot.
    pub fn run(self) -> Result<QueryResult, QueryError> {
        let caches = Some(self.db.query_caches());
        let q = self.db.prepare(&self.text)?;
        if self.relation.is_none() && self.dbs.is_empty() {
            if let Some(hit) = q.cached_on_db(
                self.db.query_caches(),
                self.db.store.versions(),
                || self.db.last_commit(),
                &self.inputs,
                &self.options,
            ) {
                return hit;
            }
        }
        self.on_snapshots(&q, |q, snap, with, b| {
            snap.run(q, caches, with, &b.inputs, &b.options)
        })
    }
    /// The plan, and with `analyze` the actual rows and time per step.
    pub fn explain(self, analyze: bool) -> Result<String, QueryError> {
        let caches = Some(self.db.query_caches());
        let q = self.db.prepare(&self.text)?;
        self.on_snapshots(&q, |q, snap, with, b| {
            snap.explain(q, caches, with, &b.inputs, &b.options, analyze)
        })
    }
    /// Calls `f` with the prepared query and fresh snapshots of the
    /// database and of the other databases given.
    fn on_snapshots<T>(
        &self,
        q: &PreparedQuery,
        f: impl FnOnce(&PreparedQuery, &Snapshot<'_>, &Sources<'_, '_>, &Self) -> Result<T, QueryError>,
    ) -> Result<T, QueryError> {
        let snap = self.db.snapshot()?;
        Sources::with_snapshots(self.relation.clone(), &self.dbs, |with| {
            f(q, &snap, with, self)
        })
    }
}

impl Db {
    /// Starts a query.
    pub fn query(&self, text: &str) -> QueryBuilder<'_> {
        QueryBuilder {
            db: self,
            text: text.to_string(),
            inputs: Vec::new(),
            options: QueryOptions::default(),
            relation: None,
            dbs: Vec::new(),
        }
    }

    /// Parses and validates a query once, to run it many times.
    pub fn prepare(&self, text: &str) -> Result<PreparedQuery, QueryError> {
        PreparedQuery::new(quiver_query::query::parse_query(text)?)
    }
}

/// Prepared queries run on a `Db` by themselves
/// ([`PreparedQuery::run`], [`Sources::with_snapshots`]).
impl QueryTarget for Db {
    fn query_caches(&self) -> &QueryCaches {
        Db::query_caches(self)
    }
    fn versions(&self) -> &Versions {
        self.store.versions()
    }
    fn last_commit(&self) -> Option<u64> {
        Db::last_commit(self)
    }
    fn read_snapshot(&self) -> Result<quiver_store::Snapshot<'_>, QueryError> {
        Ok(self.snapshot()?.into_inner())
    }
}
