//! `with`: a speculative transaction ([`Db::with`]). The database is
//! copied (as it is now) into a scratch directory, the transaction is
//! committed to the copy, and the copy is returned as a [`WithDb`]: a
//! [`Db`] that queries, pull, entity navigation and index access read as
//! usual, and that is deleted when dropped. Nothing is written to the
//! original, and reading the speculative database never holds the
//! original's writer (D-389).

use std::ops::Deref;
use std::time::{Duration, Instant};

use super::Db;
use crate::facts::TxReport;
use quiver_query::tx::TxData;
use quiver_store::DbOptions;
use quiver_store::{Error, Result};

/// The database as a transaction would leave it, never committed to the
/// original ([`Db::with`]). Derefs to a [`Db`] of its own (a copy in a
/// scratch directory, removed on drop).
#[derive(Debug)]
pub struct WithDb {
    // Dropped in this order: the database, then its directory.
    db: Db,
    _dir: tempfile::TempDir,
    report: TxReport,
    timing: WithTiming,
}

/// Where a [`Db::with`] spent its time.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WithTiming {
    /// Copying the database (grows with its size).
    pub copy: Duration,
    /// Opening the copy and running the transaction on it.
    pub transact: Duration,
    /// Bytes copied (the copy's data file).
    pub bytes: u64,
}

impl WithDb {
    /// The transaction's report, as [`Db::transact`] would have given it
    /// (tx id, datoms added and retracted, tempids).
    pub fn report(&self) -> &TxReport {
        &self.report
    }

    /// Where the time went.
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
    /// Applies `data` to a copy of the database as it is now and returns
    /// the copy: Datalevin's `with`. The original is not written; the
    /// copy is an independent database (its own writer, caches and
    /// snapshots), so reading it never waits on or holds the original's
    /// writer. A transaction that fails returns its error and leaves
    /// nothing behind.
    ///
    /// Cost: the copy is proportional to the database's size (pages
    /// written to the system's temporary directory, `TMPDIR`, which needs
    /// room for it); see [`WithDb::timing`] and docs/pull-and-tx.md.
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
    /// The transaction's errors, or a storage error copying the database.
    pub fn with(&self, data: &TxData) -> Result<WithDb> {
        self.with_ops(data.ops())
    }

    /// [`Db::with`] for EDN tx-data (as [`Db::transact_edn`]).
    ///
    /// # Errors
    /// As [`Db::transact_edn`].
    pub fn with_edn(&self, text: &str) -> Result<WithDb> {
        self.with_then(|db| db.transact_edn(text))
    }

    /// [`Db::with`] for parsed tx-data (as [`Db::transact_ops`]).
    ///
    /// # Errors
    /// As [`Db::transact_ops`].
    pub fn with_ops(&self, ops: &[quiver_query::tx::TxOp]) -> Result<WithDb> {
        self.with_then(|db| db.transact_ops(ops))
    }

    fn with_then(&self, run: impl FnOnce(&Db) -> Result<TxReport>) -> Result<WithDb> {
        let started = Instant::now();
        let dir = tempfile::Builder::new()
            .prefix("quiver-with-")
            .tempdir()
            .map_err(|e| Error::TempFile(format!("a scratch directory for with: {e}")))?;
        {
            // A snapshot open in this process keeps the map from being
            // resized under the copy (the resize gate waits for it).
            let _hold = self.snapshot()?;
            self.store.env().copy_to(dir.path(), false)?;
        }
        let copy = started.elapsed();
        let bytes = std::fs::metadata(dir.path().join("data.mdb")).map_or(0, |m| m.len());
        let options = DbOptions {
            read_only: false,
            create: false,
            // The copy dies with the value: nothing to make durable.
            no_sync: true,
            no_meta_sync: true,
            ..self.options
        };
        let db = Db::open(dir.path(), options)?;
        let report = run(&db)?;
        Ok(WithDb {
            db,
            _dir: dir,
            report,
            timing: WithTiming {
                copy,
                transact: started.elapsed().saturating_sub(copy),
                bytes,
            },
        })
    }
}
