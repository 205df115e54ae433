//! `with`: a speculative transaction ([`Db::with`]). The transaction runs
//! in a write transaction that is never committed: what it writes is kept
//! in memory as an overlay over the commit it began from, that commit's
//! read transaction stays open, and the result is a [`WithDb`]: a [`Db`]
//! whose queries, pull, entity navigation and index access read the
//! commit with the overlay merged in. The writer is held only while the
//! transaction runs; reading the result never holds it (D-884).

use std::ops::Deref;
use std::sync::{Arc, RwLock};
use std::time::{Duration, Instant};

use super::{Db, now_ms};
use crate::facts::TxReport;
use quiver_exec::QueryCaches;
use quiver_kv::MapFullAware;
use quiver_query::tx::TxData;
use quiver_store::{Error, Result, TypedTx, typed_tx_from_ops};

/// What a speculative database is: the view (its pinned commit and the
/// overlay) and the transactions that made it, in order, each with its
/// instant (so `with` on it replays them before the next, D-884).
#[derive(Debug)]
pub(crate) struct Speculation {
    pub(crate) view: quiver_kv::Speculative,
    history: Vec<(TypedTx, i64)>,
}

/// The database as a transaction would leave it, never committed
/// ([`Db::with`]). Derefs to a [`Db`] that reads the original's commit of
/// that moment with the transaction's writes laid over it; it cannot be
/// written.
#[derive(Debug)]
pub struct WithDb {
    db: Db,
    report: TxReport,
    timing: WithTiming,
}

/// What a [`Db::with`] cost.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WithTiming {
    /// Running the transaction and keeping its writes (the writer is held
    /// for this long, as for a commit).
    pub transact: Duration,
    /// Index entries the transaction added or removed (the overlay).
    pub pairs: usize,
    /// Bytes of keys and values the overlay holds in memory.
    pub bytes: usize,
}

impl WithDb {
    /// The transaction's report, as [`Db::transact`] would have given it
    /// (tx id, datoms added and retracted, tempids).
    pub fn report(&self) -> &TxReport {
        &self.report
    }

    /// What it cost.
    pub fn timing(&self) -> WithTiming {
        self.timing
    }
}

impl Deref for WithDb {
    type Target = Db;

    fn deref(&self) -> &Db {
        &self.db
    }
}

impl Db {
    /// Applies `data` without committing it and returns the database as it
    /// would then be: Datalevin's `with`. The original is not written and
    /// later commits to it do not show in the result, which keeps the
    /// commit of this moment open for reading (its pages stay in the file
    /// until the result is dropped). The writer is held while the
    /// transaction runs, as for a commit, and never while the result is
    /// read. A transaction that fails returns its error and leaves
    /// nothing behind.
    ///
    /// The result cannot be written (nor imported into). `with` on it
    /// applies its transactions again, then the new one, on the same
    /// commit; when the original has committed since, that commit is gone
    /// from the write path and `with` on the result is an error. One
    /// thread reads a result at a time (another waits for the first's
    /// snapshots to drop). A database opened read-only cannot speculate
    /// (a write transaction is needed to run the transaction).
    ///
    /// ```
    /// # let dir = tempfile::tempdir()?;
    /// # let db = quiver::Db::open(dir.path(), quiver::DbOptions::default())?;
    /// db.transact_edn(r#"[{:name "Ann"}]"#)?;
    /// let what_if = db.with_edn(r#"[{:name "Bo"}]"#)?;
    /// let q = "[:find (count ?e) . :where [?e :name]]";
    /// assert_eq!(what_if.query(q).run()?.to_edn(), quiver::edn::Value::Long(2));
    /// assert_eq!(db.query(q).run()?.to_edn(), quiver::edn::Value::Long(1));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// The transaction's errors, a storage error, a read-only database, or
    /// (on a result of `with`) a commit to the original since.
    pub fn with(&self, data: &TxData) -> Result<WithDb> {
        self.with_ops(data.ops())
    }

    /// [`Db::with`] for EDN tx-data (as [`Db::transact_edn`]).
    ///
    /// # Errors
    /// As [`Db::transact_edn`].
    pub fn with_edn(&self, text: &str) -> Result<WithDb> {
        let ops = quiver_query::tx::parse_tx(text)?;
        self.with_ops(&ops)
    }

    /// [`Db::with`] for parsed tx-data (as [`Db::transact_ops`]).
    ///
    /// # Errors
    /// As [`Db::transact_ops`].
    pub fn with_ops(&self, ops: &[quiver_query::tx::TxOp]) -> Result<WithDb> {
        let data = typed_tx_from_ops(&self.schema(), ops)?;
        self.with_typed(&data)
            .map_err(|e| super::tx_edn::locate_item(e, ops))
    }

    fn with_typed(&self, data: &TypedTx) -> Result<WithDb> {
        if self.store.env().is_read_only() {
            return Err(Error::InvalidArgument(
                "a database opened read-only cannot speculate: with runs the transaction in a write transaction and aborts it; open the database read-write (with writes nothing)"
                    .into(),
            ));
        }
        let started = Instant::now();
        let now = now_ms();
        // On a result of `with`: its transactions first, on its commit.
        let (earlier, pinned) = match &self.speculative {
            Some(s) => (s.history.as_slice(), Some(s.view.base_id())),
            None => (&[][..], None),
        };
        // The writes' marks (for caches) go to the result's own store.
        let twin = self.store.speculative_twin();
        loop {
            let attempt = self.store.env().speculate(|txn| {
                if pinned.is_some_and(|base| base + 1 != txn.id()) {
                    return Err(Error::InvalidArgument(
                        "the database has committed since this result of with was made: call with on the database itself"
                            .into(),
                    ));
                }
                // The commit's own schema (a result holds its transactions').
                let mut base = match pinned {
                    Some(_) => Arc::new(self.store.load_schema(txn)?),
                    None => self.schema_for_write(txn)?,
                };
                for (tx, at) in earlier {
                    base = Arc::new(quiver_store::run_transaction(&twin, txn, &base, tx, *at)?.1);
                }
                quiver_store::run_transaction(&twin, txn, &base, data, now)
            });
            let ((stored, schema), spec) = match attempt {
                Err(e) if e.is_map_full() => {
                    self.store.env().grow()?;
                    continue;
                }
                other => other?,
            };
            let report = TxReport::from_stored(&schema, stored)?;
            let timing = WithTiming {
                transact: started.elapsed(),
                pairs: spec.overlay().pairs(),
                bytes: spec.overlay().bytes(),
            };
            let base_id = spec.base_id();
            let mut history = earlier.to_vec();
            history.push((data.clone(), now));
            let db = Db {
                store: twin,
                path: self.path.clone(),
                schema: RwLock::new((Arc::new(schema), base_id)),
                caches: QueryCaches::new(self.options.access_cache_bytes),
                listeners: super::listeners::Listeners::default(),
                options: self.options,
                speculative: Some(Speculation {
                    view: spec,
                    history,
                }),
            };
            return Ok(WithDb { db, report, timing });
        }
    }
}
