//! [`Db`]: an open database — the environment, its schema, and the write
//! path. Reads go through [`Snapshot`]s.

use std::path::Path;
use std::sync::{Arc, RwLock};
use std::time::{SystemTime, UNIX_EPOCH};

use quiver_kv::MapFullAware;

use crate::facts::TxReport;
use quiver_exec::QueryCaches;
use quiver_query::tx::TxData;
use quiver_store::Result;
use quiver_store::Schema;
use quiver_store::TypedTx;
use quiver_store::{DbOptions, Store};

mod backup;
mod import;
mod listeners;
mod pull;
mod query;
mod snapshot;
mod space;
mod tx_edn;
mod with;

pub use backup::backup;
pub use listeners::{DEFAULT_LISTENER_CAPACITY, ListenerId, TxEvent, TxListener};
pub use query::QueryBuilder;
pub use snapshot::Snapshot;
pub use tx_edn::TxTemplate;
pub use with::{WithDb, WithTiming};

/// An open Quiver database: one writer at a time, any number of concurrent
/// [`Snapshot`]s.
///
/// ```
/// use quiver::{Db, DbOptions, EntityMap, TxData, Value};
/// let dir = tempfile::tempdir()?;
/// let db = Db::open(dir.path(), DbOptions::default())?;
/// let report = db.transact(&TxData::new().map(EntityMap::temp("a").with(":name", "Ann")))?;
/// let ann = report.tempid("a").unwrap();
/// let snap = db.snapshot()?;
/// assert_eq!(snap.count_datoms(&Value::from(ann), &Value::Nil, &Value::Nil)?, 1);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug)]
pub struct Db {
    pub(crate) store: Store,
    /// The directory it was opened from.
    path: std::path::PathBuf,
    /// The schema as of the last commit. Held for writing only around a
    /// commit, and for reading while a snapshot begins, so a snapshot's
    /// schema always matches its data.
    /// With the transaction id of the commit it is the schema of: another
    /// process may commit too, and a snapshot or write that begins on a
    /// later commit reloads it (D-323).
    schema: RwLock<(Arc<Schema>, u64)>,
    /// Plans and results of this database's queries (the query layer's;
    /// storage knows nothing of them).
    caches: QueryCaches,
    /// Who hears of each commit ([`Db::listen`]).
    listeners: listeners::Listeners,
    /// The options it was opened with.
    options: DbOptions,
    /// Set on the database of a [`WithDb`]: the commit it reads, pinned,
    /// and the speculative writes laid over it (D-884). Such a database
    /// is never written.
    speculative: Option<with::Speculation>,
}

/// Milliseconds since the epoch, now.
pub(crate) fn now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
}

impl Db {
    /// Opens (creating if needed) the database in directory `path`.
    pub fn open(path: impl AsRef<Path>, options: DbOptions) -> Result<Db> {
        let store = Store::open(path.as_ref(), options)?;
        let (schema, id) = {
            let txn = store.env().read_txn()?;
            (store.load_schema(&txn)?, txn.id())
        };
        store.versions().note_seen(id);
        Ok(Db {
            store,
            path: path.as_ref().to_path_buf(),
            schema: RwLock::new((Arc::new(schema), id)),
            caches: QueryCaches::new(options.access_cache_bytes),
            listeners: listeners::Listeners::default(),
            options,
            speculative: None,
        })
    }

    /// Whether the schema is closed ([`DbOptions::closed_schema`]).
    pub fn closed_schema(&self) -> bool {
        self.store.closed_schema()
    }

    /// The plan and result caches its queries share, for a query run on a
    /// snapshot of it ([`PreparedQuery::run_on_sources`](crate::PreparedQuery::run_on_sources)).
    pub fn query_caches(&self) -> &QueryCaches {
        &self.caches
    }

    /// The id of the last commit (from the meta page: no read transaction),
    /// noted as seen (another process's commit voids the caches' entries);
    /// `None` when the environment cannot tell.
    pub(crate) fn last_commit(&self) -> Option<u64> {
        let id = self.store.env().info().ok()?.last_txn_id;
        self.store.versions().note_seen(id);
        Some(id)
    }

    /// The directory the database was opened from, as given.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// A consistent read view: one DLMDB read transaction and the schema
    /// that goes with it.
    pub fn snapshot(&self) -> Result<Snapshot<'_>> {
        if let Some(spec) = &self.speculative {
            // A speculative view: its one pinned commit, its schema.
            let schema = self.schema();
            return Ok(Snapshot::new(quiver_store::Snapshot::new(
                &self.store,
                spec.view.read(),
                schema,
            )));
        }
        let txn = {
            let guard = self.schema.read().unwrap_or_else(|p| p.into_inner());
            let txn = self.store.env().read_txn()?;
            // A commit of another process voids what the caches hold.
            self.store.versions().note_seen(txn.id());
            if txn.id() == guard.1 {
                return Ok(Snapshot::new(quiver_store::Snapshot::new(
                    &self.store,
                    txn,
                    guard.0.clone(),
                )));
            }
            txn
        };
        // Committed by another process since: its schema may differ.
        let schema = self.fresh_schema(&txn)?;
        Ok(Snapshot::new(quiver_store::Snapshot::new(
            &self.store,
            txn,
            schema,
        )))
    }

    /// The schema of the commit `txn` reads, reloaded when that is not the
    /// one held (and then held, unless a newer one already is).
    fn fresh_schema(&self, txn: &quiver_kv::RoTxn<'_>) -> Result<Arc<Schema>> {
        let id = txn.id();
        {
            let guard = self.schema.read().unwrap_or_else(|p| p.into_inner());
            if guard.1 == id {
                return Ok(guard.0.clone());
            }
        }
        let schema = Arc::new(self.store.load_schema(txn)?);
        let mut guard = self.schema.write().unwrap_or_else(|p| p.into_inner());
        if id > guard.1 {
            *guard = (schema.clone(), id);
        }
        Ok(schema)
    }

    /// The schema as of the last commit (this process's or, once a
    /// snapshot has seen it, another's).
    pub fn schema(&self) -> Arc<Schema> {
        self.schema
            .read()
            .unwrap_or_else(|p| p.into_inner())
            .0
            .clone()
    }

    /// Runs a transaction: all of `data` is applied, or (on any error)
    /// nothing is. `data` means what the same tx-data written as EDN
    /// means ([`Db::transact_edn`]): values are typed by their attribute.
    pub fn transact(&self, data: &TxData) -> Result<TxReport> {
        self.transact_ops(data.ops())
    }

    /// Runs tx-data typed by the schema as one transaction.
    pub(crate) fn transact_typed(&self, data: &TypedTx) -> Result<TxReport> {
        let now = now_ms();
        self.write(
            |store, txn, schema| {
                let (report, schema) =
                    quiver_store::run_transaction(store, txn, schema, data, now)?;
                Ok((TxReport::from_stored(&schema, report)?, schema))
            },
            |report| TxEvent::Committed(Arc::new(report.clone())),
        )
    }

    /// Runs `f` in a write transaction and installs the schema it returns
    /// together with the commit. Grows the map and reruns `f` when it fills.
    /// After the commit, before the next writer can commit, listeners
    /// receive the event `event` makes of the result.
    pub(crate) fn write<T>(
        &self,
        f: impl FnMut(&Store, &mut quiver_kv::RwTxn<'_>, &Schema) -> Result<(T, Schema)>,
        event: impl Fn(&T) -> TxEvent,
    ) -> Result<T> {
        match self.write_inner(None, f, event)? {
            Some(out) => Ok(out),
            // `write_inner` refuses only when given a commit to follow.
            None => Err(crate::Error::Corrupt(
                "a write transaction was refused without a condition".into(),
            )),
        }
    }

    /// [`Db::write`], only if the write transaction directly follows the
    /// commit `base` (a read transaction's id): `Ok(None)`, with nothing
    /// written, when another commit came in between. For work prepared
    /// outside the transaction from what `base` held (D-613).
    pub(crate) fn write_after<T>(
        &self,
        base: u64,
        f: impl FnMut(&Store, &mut quiver_kv::RwTxn<'_>, &Schema) -> Result<(T, Schema)>,
        event: impl Fn(&T) -> TxEvent,
    ) -> Result<Option<T>> {
        self.write_inner(Some(base), f, event)
    }

    fn write_inner<T>(
        &self,
        after: Option<u64>,
        mut f: impl FnMut(&Store, &mut quiver_kv::RwTxn<'_>, &Schema) -> Result<(T, Schema)>,
        event: impl Fn(&T) -> TxEvent,
    ) -> Result<Option<T>> {
        self.refuse_if_speculative("written")?;
        loop {
            let mut txn = self.store.env().write_txn()?;
            if after.is_some_and(|base| base + 1 != txn.id()) {
                return Ok(None);
            }
            // Another process may have committed since this one last saw.
            self.store.versions().note_seen(txn.id() - 1);
            // Writers report what they write as they finish (D-350).
            self.store.take_changes();
            // Writers are serialised by the write transaction, so the
            // schema of the commit it starts from is the latest; another
            // process may have made that commit.
            let base = self.schema_for_write(&txn)?;
            let (out, schema) = match f(&self.store, &mut txn, &base) {
                Ok(v) => v,
                Err(e) if e.is_map_full() => {
                    drop(txn);
                    self.store.env().grow()?;
                    continue;
                }
                Err(e) => return Err(e),
            };
            let id = txn.id();
            // Built before the guard (a large report's copy must not keep
            // snapshots waiting), handed over under it.
            let heard = self.listeners.prepare(|| event(&out));
            let mut guard = self.schema.write().unwrap_or_else(|p| p.into_inner());
            // The marks rise before the commit is visible: a snapshot of
            // it never takes a cache entry made before it for current.
            self.store
                .versions()
                .note_write(id, &self.store.take_changes());
            match txn.commit() {
                Ok(()) => {
                    *guard = (Arc::new(schema), id);
                    // Under the guard: the next commit waits for it, so
                    // listeners hear of commits in order (D-386).
                    self.listeners.deliver(heard);
                    return Ok(Some(out));
                }
                Err(e) if e.is_map_full() => {
                    drop(guard);
                    self.store.env().grow()?;
                }
                Err(e) => return Err(e.into()),
            }
        }
    }

    /// An error when this is a speculative database ([`Db::with`]), which
    /// cannot be `what` (written, imported into, backed up).
    pub(crate) fn refuse_if_speculative(&self, what: &str) -> Result<()> {
        if self.speculative.is_some() {
            return Err(crate::Error::InvalidArgument(format!(
                "a speculative database (the result of with) cannot be {what}: it reads the transaction without committing it"
            )));
        }
        Ok(())
    }

    /// The base schema of a write transaction `txn`: the held one when it
    /// is the schema of the commit `txn` starts from, else reloaded
    /// (another process made that commit).
    pub(crate) fn schema_for_write(&self, txn: &quiver_kv::RoTxn<'_>) -> Result<Arc<Schema>> {
        let held = self
            .schema
            .read()
            .unwrap_or_else(|p| p.into_inner())
            .clone();
        if held.1 + 1 == txn.id() {
            Ok(held.0)
        } else {
            Ok(Arc::new(self.store.load_schema(txn)?))
        }
    }

    /// Bytes of `data.mdb` on disk.
    pub fn file_size(&self) -> Result<u64> {
        Ok(self.store.env().file_size()?)
    }

    /// Bytes of pages each database occupies, and the file size.
    pub fn storage_stats(&self) -> Result<StorageStats> {
        let txn = self.store.env().read_txn()?;
        let [eav, ave, meta, giants] = self.store.databases().map(|(_, db)| db);
        Ok(StorageStats {
            eav_bytes: txn.stat(eav)?.bytes(),
            ave_bytes: txn.stat(ave)?.bytes(),
            meta_bytes: txn.stat(meta)?.bytes(),
            giants_bytes: txn.stat(giants)?.bytes(),
            file_bytes: self.store.env().file_size()?,
        })
    }

    /// Flushes to disk (after writes with `no_sync`).
    pub fn sync(&self) -> Result<()> {
        Ok(self.store.env().sync()?)
    }

    /// A handle that stops **every** in-flight read and write of this
    /// database at once — DLMDB's env-wide interrupt, which also cuts a
    /// single long storage call short (a query's cancel token is only
    /// checked between calls). Meant for "stop everything now": Ctrl-C in
    /// an interactive session, shutdown. While raised, every operation
    /// fails with [`Error::Interrupted`](crate::Error::Interrupted) (a
    /// transaction writes nothing); call
    /// [`InterruptHandle::clear`](quiver_kv::InterruptHandle::clear) before
    /// going on. To stop one query among many, use its
    /// [`CancelToken`](crate::CancelToken) instead.
    pub fn interrupt_handle(&self) -> quiver_kv::InterruptHandle {
        self.store.env().interrupt_handle()
    }

    /// Lowers the interrupt flag if a handle raised it, so that new reads
    /// and writes work again; costs one atomic load when nothing
    /// interrupted.
    pub fn clear_interrupt(&self) {
        self.store.env().clear_interrupt();
    }
}

/// Space used on disk ([`Db::storage_stats`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StorageStats {
    /// Pages of the `eav` index, in bytes.
    pub eav_bytes: u64,
    /// Pages of the `ave` index, in bytes.
    pub ave_bytes: u64,
    /// Pages of `meta`.
    pub meta_bytes: u64,
    /// Pages of `giants`.
    pub giants_bytes: u64,
    /// Size of `data.mdb` (includes free pages).
    pub file_bytes: u64,
}
