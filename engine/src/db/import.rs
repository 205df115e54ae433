//! [`Db::import`]: bulk loads in one write transaction (the writer is
//! `import`).

use std::time::{Duration, Instant};

use crate::db::{Db, now_ms};
use quiver_query::tx::TxData;
use quiver_store::Result;
use quiver_store::TypedTx;
use quiver_store::user_tempids;
use quiver_store::{Base, Scanned, Spilled, Written};
use quiver_store::{
    ImportOptions, ImportProgress, ImportReport, MAP_BYTES_PER_DATOM, Run,
    SORT_BYTES_PER_TEXT_BYTE, estimate_datoms, import_all,
};

impl Db {
    /// Imports EDN tx-data `text` (one vector of items, read as
    /// `tx_edn` reads it) in one write transaction, calling
    /// `progress` as it goes; `source` names the text in error positions
    /// (`source:line:col`). On error nothing is written.
    ///
    /// A file of entity maps over the schema's typed attributes — tempids,
    /// refs, literal values and vectors of them — is read straight into
    /// sorted index runs on every core (the streaming path, D-612);
    /// anything else, and any error, goes through the general path
    /// ([`quiver_query::tx_chunks`], `tx_edn`, [`Db::import`]),
    /// so what is stored and what is reported never depend on the path
    /// ([`ImportReport::streamed`] says which ran).
    ///
    /// ```
    /// use quiver::{Db, DbOptions, ImportOptions};
    /// let dir = tempfile::tempdir()?;
    /// let db = Db::open(dir.path(), DbOptions::default())?;
    /// db.transact_edn("[{:db/ident :n :db/valueType :db.type/long}]")?;
    /// let report = db.import_edn("[{:db/id -1 :n 1} {:n 2}]", "data.edn", ImportOptions::default(), |_| {})?;
    /// assert_eq!((report.datoms, report.items, report.streamed), (3, 2, true));
    /// // A text that does not parse: the general path's error, positioned.
    /// let err = db.import_edn("[{:n 1}\n {:n}]", "data.edn", ImportOptions::default(), |_| {});
    /// assert!(err.unwrap_err().to_string().starts_with("data.edn:2:2: "));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn import_edn(
        &self,
        text: &str,
        source: &str,
        options: ImportOptions,
        mut progress: impl FnMut(&ImportProgress),
    ) -> Result<ImportReport> {
        self.refuse_if_speculative("imported into")?;
        let piece = options.sort_memory / SORT_BYTES_PER_TEXT_BYTE;
        let streamed = if text.len() > piece {
            self.import_spilled(text, piece, &mut progress)?
        } else {
            self.import_streamed(text, &mut progress)?
        };
        if let Some(report) = streamed {
            return Ok(report);
        }
        let opts = quiver_query::edn::ReadOptions::new().source(source);
        // Parse and convert on every core (D-611): runs of whole items.
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        let runs = quiver_query::tx_chunks::parse_tx_chunks(text, &opts, cores)?;
        let txdata = quiver_store::typed_tx_from_op_runs(&self.schema(), &runs)?;
        // A refused item is named by its place in the text, not its index.
        let report = self
            .import_typed(&txdata, options, progress)
            .map_err(|e| match &e {
                quiver_store::Error::Transaction { item, .. } => {
                    match runs.iter().flatten().nth(*item) {
                        Some(op) => quiver_store::Error::Located {
                            at: quiver_store::op_span(op).at(source),
                            error: Box::new(e),
                        },
                        None => e,
                    }
                }
                _ => e,
            });
        // Freeing a million parsed items takes a quarter of a second: not
        // on the caller's time.
        let _ = std::thread::Builder::new()
            .name("quiver-free".into())
            .spawn(move || drop((runs, txdata)));
        report
    }

    /// The streaming path of [`Db::import_edn`] (D-612); `Ok(None)`, with
    /// nothing written, when it does not apply: the text has a shape the
    /// scanner does not read, the data a conflict the general path must
    /// decide (cardinality, uniqueness, an upsert), or another commit came
    /// in while the import was prepared.
    fn import_streamed(
        &self,
        text: &str,
        progress: &mut dyn FnMut(&ImportProgress),
    ) -> Result<Option<ImportReport>> {
        let mut run = Run::quiet();
        let base = self.import_base()?;
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        let Some(mut scanned) = Scanned::scan(&self.store, &base, text, cores)? else {
            return Ok(None);
        };
        let items = scanned.items();
        run.phase("scan");
        progress(&ImportProgress {
            items_done: items,
            items_total: items,
            datoms: 0,
            fast: true,
        });
        if scanned.has_giants() {
            let txn = self.store.env().read_txn()?;
            if txn.id() != base.txn || !scanned.key_giants(&self.store, &txn)? {
                return Ok(None);
            }
        }
        self.reserve_for(scanned.datoms())?;
        run.phase("reserve");
        let Some(prepared) = scanned.order(&base) else {
            return Ok(None);
        };
        run.phase("sort eav");
        let now = now_ms();
        let write_started = Instant::now();
        let mut inner = Duration::ZERO;
        let (written, tempids) = prepared.with_helper(|ave| {
            self.write_after(
                base.txn,
                |store, txn, schema| {
                    let t = Instant::now();
                    let out = prepared.write(store, txn, schema, &base, now, ave, progress);
                    inner = t.elapsed();
                    out
                },
                |w| crate::TxEvent::Imported {
                    tx: w.tx,
                    datoms: w.datoms,
                },
            )
        });
        let written = match written {
            Ok(Some(w)) => w,
            // Another commit came in between.
            Ok(None) => return Ok(None),
            // A conflict found while writing (a unique value held by two
            // new entities or by a stored one, an upsert): nothing was
            // committed; the general path decides.
            Err(crate::Error::Transaction { .. }) => return Ok(None),
            Err(e) => return Err(e),
        };
        let commit = write_started.elapsed().saturating_sub(inner);
        Ok(Some(streamed_report(
            run, written, commit, items, tempids, progress,
        )))
    }

    /// The streaming path for a text larger than the sort memory: sorted
    /// runs of pieces of `piece` bytes spilled to temporary files beside
    /// the database, merged while written (D-615). `Ok(None)` as for
    /// [`Db::import_streamed`].
    /// The commit a streamed import is prepared from, read outside any
    /// transaction (the map may have to grow before the write).
    fn import_base(&self) -> Result<Base> {
        let snap = self.snapshot()?;
        Base::of_snapshot(snap.store())
    }

    fn import_spilled(
        &self,
        text: &str,
        piece: usize,
        progress: &mut dyn FnMut(&ImportProgress),
    ) -> Result<Option<ImportReport>> {
        let mut run = Run::quiet();
        let base = self.import_base()?;
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        let Some(spilled) = Spilled::scan(
            &self.store,
            &base,
            text,
            self.path(),
            piece,
            cores,
            progress,
        )?
        else {
            return Ok(None);
        };
        run.phase("scan, sort and spill");
        self.reserve_for(spilled.datoms())?;
        run.phase("reserve");
        let now = now_ms();
        let write_started = Instant::now();
        let mut inner = Duration::ZERO;
        let (written, tempids) = spilled.with_tempids(|| {
            self.write_after(
                base.txn,
                |store, txn, schema| {
                    let t = Instant::now();
                    let out = spilled.write(store, txn, schema, &base, now, progress);
                    inner = t.elapsed();
                    out
                },
                |w| crate::TxEvent::Imported {
                    tx: w.tx,
                    datoms: w.datoms,
                },
            )
        });
        let written = match written {
            Ok(Some(w)) => w,
            Ok(None) | Err(crate::Error::Transaction { .. }) => return Ok(None),
            Err(e) => return Err(e),
        };
        let commit = write_started.elapsed().saturating_sub(inner);
        Ok(Some(streamed_report(
            run,
            written,
            commit,
            spilled.items(),
            tempids,
            progress,
        )))
    }

    /// Grows the map before an import of about `datoms` datoms, so its one
    /// transaction is not rerun for map growth in the common case.
    fn reserve_for(&self, datoms: usize) -> Result<()> {
        let file = usize::try_from(self.file_size()?).unwrap_or(usize::MAX);
        let wanted = file
            .saturating_mul(2)
            .saturating_add(datoms.saturating_mul(MAP_BYTES_PER_DATOM))
            .saturating_add(64 << 20);
        match self.store.env().reserve(wanted) {
            // Read transactions of this process kept the map from growing
            // now; the write still grows it when it fills.
            Ok(()) | Err(quiver_kv::Error::GrowBlocked { .. }) => Ok(()),
            Err(e) => Err(e.into()),
        }
    }

    /// Loads `data` in one write transaction (see the [module
    /// docs] for the fast path), calling `progress` as it
    /// goes. On error nothing is written.
    ///
    /// ```
    /// use quiver::{Db, DbOptions, TxData, EntityMap, ImportOptions};
    /// let dir = tempfile::tempdir()?;
    /// let db = Db::open(dir.path(), DbOptions::default())?;
    /// let data: TxData = (0..100i64)
    ///     .map(|i| quiver::TxOp::Entity(EntityMap::new().with(":n", i)))
    ///     .collect();
    /// let report = db.import(&data, ImportOptions::default(), |_| {})?;
    /// assert_eq!(report.datoms, 101); // 100 datoms and the tx instant
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn import(
        &self,
        data: &TxData,
        options: ImportOptions,
        progress: impl FnMut(&ImportProgress),
    ) -> Result<ImportReport> {
        self.refuse_if_speculative("imported into")?;
        let typed = quiver_store::typed_tx_from_ops(&self.schema(), data.ops())?;
        self.import_typed(&typed, options, progress)
    }

    /// [`Db::import`] of tx-data already typed by the schema.
    fn import_typed(
        &self,
        data: &TypedTx,
        options: ImportOptions,
        mut progress: impl FnMut(&ImportProgress),
    ) -> Result<ImportReport> {
        let ops = data.ops();
        let started = Instant::now();
        self.reserve_for(estimate_datoms(ops))?;
        let now = now_ms();
        let mut phases = vec![("reserve", started.elapsed())];
        let mut inner_total = Duration::ZERO;
        let write_started = Instant::now();
        let (outcome, tempids) = self.write(
            |store, txn, schema| {
                let t = Instant::now();
                let mut run = Run::reporting_every(options.batch_items.max(1));
                let out = import_all(store, txn, schema, ops, now, &mut run, &mut progress);
                inner_total = t.elapsed();
                phases.truncate(1);
                phases.extend(run.phases);
                let (outcome, tempids, schema) = out?;
                Ok(((outcome, tempids), schema))
            },
            |(outcome, _)| crate::TxEvent::Imported {
                tx: outcome.tx,
                datoms: outcome.datoms,
            },
        )?;
        phases.push((
            "commit",
            write_started.elapsed().saturating_sub(inner_total),
        ));
        progress(&ImportProgress {
            items_done: ops.len(),
            items_total: ops.len(),
            datoms: outcome.datoms,
            fast: outcome.fast,
        });
        Ok(ImportReport {
            tx: outcome.tx,
            tempids: user_tempids(tempids),
            datoms: outcome.datoms,
            fast_batches: usize::from(outcome.fast),
            slow_batches: usize::from(!outcome.fast),
            items: ops.len(),
            streamed: false,
            phases,
        })
    }
}

/// The report of a streamed import (in memory or spilled) that committed:
/// its phases (the write's own, then the commit), and the last progress.
fn streamed_report(
    mut run: Run,
    written: Written,
    commit: Duration,
    items: usize,
    tempids: std::collections::HashMap<crate::TempId, quiver_store::EntityId>,
    progress: &mut dyn FnMut(&ImportProgress),
) -> ImportReport {
    run.phases.extend(written.phases);
    run.phases.push(("commit", commit));
    progress(&ImportProgress {
        items_done: items,
        items_total: items,
        datoms: written.datoms,
        fast: true,
    });
    ImportReport {
        tx: written.tx,
        tempids,
        datoms: written.datoms,
        items,
        fast_batches: 1,
        slow_batches: 0,
        streamed: true,
        phases: run.phases,
    }
}
