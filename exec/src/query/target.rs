//! [`QueryTarget`]: a database a prepared query runs on by itself, on a
//! fresh snapshot each call (the `quiver` crate's `Db`), and the calls
//! that take one.

use super::{PreparedQuery, QueryCaches, QueryError, QueryOptions, QueryResult, Sources};
use quiver_query::edn::Value as Edn;
use quiver_store::{Snapshot, Versions};

/// A database a prepared query can run on by itself: it opens a fresh
/// snapshot for each call and keeps the caches and commit marks the
/// query's plans and results are checked against. The `quiver` crate's
/// `Db` is one.
pub trait QueryTarget {
    /// The database's plan, result and access caches.
    fn query_caches(&self) -> &QueryCaches;
    /// Which commit last wrote each attribute and value (D-350).
    fn versions(&self) -> &Versions;
    /// The id of the last commit, read without a transaction and noted as
    /// seen; `None` when the environment cannot tell.
    fn last_commit(&self) -> Option<u64>;
    /// A fresh consistent read view of the database.
    fn read_snapshot(&self) -> Result<Snapshot<'_>, QueryError>;
}

impl PreparedQuery {
    /// Runs on a fresh snapshot of `db` with inputs (in `:in` order,
    /// without `$`) and default options.
    ///
    /// ```
    /// # let dir = tempfile::tempdir().unwrap();
    /// # let db = quiver::Db::open(dir.path(), quiver::DbOptions::default()).unwrap();
    /// db.transact_edn(r#"[{:db/ident :name :db/valueType :db.type/string} {:name "Ivan"}]"#).unwrap();
    /// let q = db.prepare("[:find ?e . :in $ ?n :where [?e :name ?n]]").unwrap();
    /// let r = q.run(&db, &[quiver::edn::Value::string("Ivan")]).unwrap();
    /// assert_eq!(r.to_edn(), quiver::edn::Value::Long(1));
    /// ```
    pub fn run(&self, db: &impl QueryTarget, args: &[Edn]) -> Result<QueryResult, QueryError> {
        self.run_with(db, args, &QueryOptions::default())
    }

    /// [`PreparedQuery::run`] with options.
    #[inline]
    pub fn run_with(
        &self,
        db: &impl QueryTarget,
        args: &[Edn],
        options: &QueryOptions,
    ) -> Result<QueryResult, QueryError> {
        let hit = self.cached_on_db(
            db.query_caches(),
            db.versions(),
            || db.last_commit(),
            args,
            options,
        );
        if let Some(hit) = hit {
            return hit;
        }
        let snap = db.read_snapshot()?;
        self.run_on_sources(
            &snap,
            Some(db.query_caches()),
            &Sources::default(),
            args,
            options,
        )
    }
}

impl Sources<'_, '_> {
    /// Calls `f` with fresh snapshots of `dbs` as the other databases and
    /// `relation` bound to `$` (the snapshots live for the call).
    pub fn with_snapshots<T, D: QueryTarget>(
        relation: Option<Edn>,
        dbs: &[&D],
        f: impl FnOnce(&Sources<'_, '_>) -> Result<T, QueryError>,
    ) -> Result<T, QueryError> {
        let snaps = dbs
            .iter()
            .map(|d| d.read_snapshot())
            .collect::<Result<Vec<_>, _>>()?;
        let refs: Vec<&Snapshot<'_>> = snaps.iter().collect();
        f(&Sources {
            relation,
            dbs: &refs,
        })
    }
}
