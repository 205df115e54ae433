//! Bulk import: [`Db::import`] loads large tx-data fast by resolving ids in
//! memory, sorting each batch's datoms into index order, and writing them
//! with DLMDB's append flags.
//!
//! # When the fast path applies
//!
//! A batch takes the fast path when every item is an assertion (`:db/add`
//! or an entity map) about an entity **created by this import** — a tempid
//! or map without `:db/id` that does not upsert to an existing entity, or
//! an explicit id above the database's largest id when the import began.
//! Values may refer to anything (existing ids, lookup refs, idents,
//! tempids). Schema items run first through the ordinary transaction path.
//! Any other batch (retractions, `:db/cas`, edits of existing entities,
//! upserts onto stored entities) is applied exactly as [`Db::transact`]
//! would, so results never depend on which path ran.
//!
//! Appending (`MDB_APPEND` / `MDB_APPENDDUP`, full pages, no searches)
//! happens for keys above each index's last key; keys that fall inside an
//! index already holding data are written with ordinary puts. So the
//! fastest and smallest result comes from importing into an empty database
//! or one holding only schema.
//!
//! # Atomicity
//!
//! Each batch commits on its own: an error stops the import with the
//! earlier batches committed. All batches share one transaction id; the
//! last batch writes the tx entity's `:db/txInstant`. Tempids are shared by
//! all batches, so refs may cross batch boundaries.

use std::collections::HashMap;

use quiver_kv::PutFlags;

use crate::db::{Db, now_ms};
use crate::encoding::{encode_into, inline_limit};
use crate::error::{Result, TxErrorKind};
use crate::ids::{EntityId, TxId};
use crate::schema::Schema;
use crate::store::Store;
use crate::transact::expand::{ERef, Step, StepKind, TempKey, VRef, is_schema_item, tx_err};
use crate::transact::writer::Writer;
use crate::transact::{apply_steps, check_type, entity, expand_and_resolve, stamp_tx};
use crate::tx_data::{TempId, TxData, TxOp};
use crate::value::Value;

/// How [`Db::import`] batches its work.
#[derive(Debug, Clone, Copy)]
pub struct ImportOptions {
    /// Tx-data items per batch (one write transaction each).
    pub batch_items: usize,
}

impl Default for ImportOptions {
    fn default() -> Self {
        ImportOptions {
            batch_items: 50_000,
        }
    }
}

/// Progress reported after each batch.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ImportProgress {
    /// Items imported so far.
    pub items_done: usize,
    /// Items in the whole import.
    pub items_total: usize,
    /// Datoms written so far.
    pub datoms: u64,
    /// Whether the batch just committed took the fast path.
    pub fast: bool,
}

/// What an import did.
#[derive(Debug, Clone, PartialEq)]
pub struct ImportReport {
    /// The import's transaction.
    pub tx: TxId,
    /// Where each tempid went.
    pub tempids: HashMap<TempId, EntityId>,
    /// Datoms written (by the fast path, plus those asserted by batches
    /// that fell back to ordinary transactions).
    pub datoms: u64,
    /// Batches that took the fast path.
    pub fast_batches: usize,
    /// Batches applied as ordinary transactions.
    pub slow_batches: usize,
}

/// One datom of a batch: its entity and where its `attr ‖ form` bytes lie
/// in the batch's arena (so a batch allocates two vectors, not one per
/// datom).
#[derive(Debug, Clone, Copy)]
struct Entry {
    e: u64,
    off: u32,
    len: u16,
    item: u32,
}

impl Db {
    /// Loads `data` in batches (see the [module docs](crate::import) for when
    /// the fast path applies), calling `progress` after each batch.
    ///
    /// ```
    /// use quiver::{Db, DbOptions, TxData, EntityMap, ImportOptions};
    /// let dir = tempfile::tempdir()?;
    /// let db = Db::open(dir.path(), DbOptions::default())?;
    /// let data: TxData = (0..100i64)
    ///     .map(|i| quiver::TxOp::Map(EntityMap::new().with(":n", i)))
    ///     .collect();
    /// let report = db.import(&data, ImportOptions::default(), |_| {})?;
    /// assert_eq!(report.datoms, 101); // 100 datoms and the tx instant
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn import(
        &self,
        data: &TxData,
        options: ImportOptions,
        mut progress: impl FnMut(&ImportProgress),
    ) -> Result<ImportReport> {
        let ops = data.ops();
        let batch = options.batch_items.max(1);
        let mut tempids: HashMap<TempKey, EntityId> = HashMap::new();
        let base_eid = {
            let s = self.snapshot()?;
            s.store.meta_u64(&s.txn, crate::store::META_MAX_EID)?
        };
        let now = now_ms();
        let mut report = ImportReport {
            tx: TxId::from_t(1).ok_or_else(|| crate::Error::Corrupt("tx id 1".into()))?,
            tempids: HashMap::new(),
            datoms: 0,
            fast_batches: 0,
            slow_batches: 0,
        };
        let mut start = 0;
        loop {
            let end = (start + batch).min(ops.len());
            let last = end == ops.len();
            let (outcome, fast, new_ids, tx) = self.write(|store, txn, schema| {
                let mut ids = tempids.clone();
                let out = import_batch(
                    store,
                    txn,
                    schema,
                    &ops[start..end],
                    &mut ids,
                    base_eid,
                    last,
                    now,
                )
                .map_err(|e| shift_item(e, start))?;
                Ok(((out.0, out.1, ids, out.2), out.3))
            })?;
            tempids = new_ids;
            tempids.retain(|k, _| matches!(k, TempKey::User(_)));
            report.tx = tx;
            report.datoms += outcome;
            if fast {
                report.fast_batches += 1;
            } else {
                report.slow_batches += 1;
            }
            progress(&ImportProgress {
                items_done: end,
                items_total: ops.len(),
                datoms: report.datoms,
                fast,
            });
            if last {
                break;
            }
            start = end;
        }
        report.tempids = tempids
            .into_iter()
            .filter_map(|(k, e)| match k {
                TempKey::User(t) => Some((t, e)),
                TempKey::Auto(_) => None,
            })
            .collect();
        Ok(report)
    }
}

/// Imports one batch; returns (datoms written, fast path taken, tx, schema).
#[allow(clippy::too_many_arguments)]
fn import_batch(
    store: &Store,
    txn: &mut quiver_kv::RwTxn<'_>,
    schema: &Schema,
    ops: &[TxOp],
    tempids: &mut HashMap<TempKey, EntityId>,
    base_eid: u64,
    last: bool,
    now: i64,
) -> Result<(u64, bool, TxId, Schema)> {
    let mut w = Writer::begin(store, txn, schema.clone())?;
    w.consume_t = last;
    let padded: Vec<usize> = (0..ops.len()).collect();
    let (schema_items, data_items): (Vec<usize>, Vec<usize>) =
        padded.into_iter().partition(|&i| is_schema_item(&ops[i]));
    let mut auto = 0u32;
    let mut datoms = 0u64;
    // Errors count items from the batch start; `Db::import` shifts them.
    let steps = expand_and_resolve(&mut w, ops, &schema_items, tempids, &mut auto)?;
    apply_steps(&mut w, tempids, &steps)?;
    datoms += w.added.len() as u64;
    w.added.clear();
    let steps = expand_and_resolve(&mut w, ops, &data_items, tempids, &mut auto)?;
    // Composite tuples are kept as in `transact` (D-114); the append-only
    // fast path does not track touched entities, so it is skipped then.
    w.composites = w.schema.has_composites();
    let fast = !w.composites && fast_eligible(&steps, tempids, base_eid);
    if fast {
        datoms += fast_write(&mut w, &steps, tempids)?;
    } else {
        apply_steps(&mut w, tempids, &steps)?;
        if let Some(&item) = data_items.last() {
            crate::transact::composite::maintain(&mut w, item)?;
        }
        datoms += w.added.len() as u64;
        w.added.clear();
    }
    if last {
        stamp_tx(&mut w, now)?;
        datoms += w.added.len() as u64;
    }
    w.finish()?;
    Ok((datoms, fast, w.tx, w.schema))
}

fn fast_eligible(steps: &[Step], tempids: &HashMap<TempKey, EntityId>, base_eid: u64) -> bool {
    steps.iter().all(|s| match &s.kind {
        StepKind::Add(ERef::Temp(t), _, _) => tempids.get(t).is_some_and(|e| e.0 > base_eid),
        StepKind::Add(ERef::Id(e), _, _) => e.is_user() && e.0 > base_eid,
        _ => false,
    })
}

/// Writes a batch of assertions about new entities: resolve, encode into
/// one arena, sort per index, check cardinality and uniqueness on the
/// sorted runs, then append.
fn fast_write(
    w: &mut Writer<'_, '_, '_>,
    steps: &[Step],
    tempids: &HashMap<TempKey, EntityId>,
) -> Result<u64> {
    let limit = inline_limit(w.store.budget)?;
    let mut arena: Vec<u8> = Vec::new();
    let mut entries: Vec<Entry> = Vec::with_capacity(steps.len());
    let mut enc = Vec::new();
    let mut giants: HashMap<Vec<u8>, Vec<u8>> = HashMap::new();
    for step in steps {
        let StepKind::Add(e, a, v) = &step.kind else {
            continue;
        };
        let item = step.item;
        let e = entity(w, tempids, item, e)?;
        let Some(info) = w.schema.get(*a) else {
            continue;
        };
        let referenced;
        let value = match v {
            VRef::Value(v) => v,
            VRef::Entity(r) => {
                referenced = Value::Ref(entity(w, tempids, item, r)?);
                &referenced
            }
        };
        check_type(info, value)
            .map_err(|kind| tx_err(item, Some(&info.ident), Some(value.to_string()), kind))?;
        enc.clear();
        encode_into(value, &mut enc);
        let off = arena.len();
        arena.extend_from_slice(&a.to_be_bytes());
        if enc.len() <= limit {
            arena.extend_from_slice(&enc);
        } else {
            let mut scoped = a.to_be_bytes().to_vec();
            scoped.extend_from_slice(&enc);
            let key = match giants.get(&scoped) {
                Some(k) => k.clone(),
                None => {
                    let k = w.av_for_write(*a, &enc)?;
                    giants.insert(scoped, k.clone());
                    k
                }
            };
            arena.extend_from_slice(&key[4..]);
        }
        if e.0 > w.max_eid {
            w.max_eid = e.0;
        }
        entries.push(Entry {
            e: e.0,
            off: u32::try_from(off).map_err(|_| too_big())?,
            len: u16::try_from(arena.len() - off).map_err(|_| too_big())?,
            item: u32::try_from(item).unwrap_or(u32::MAX),
        });
    }
    let bytes = |x: &Entry| &arena[x.off as usize..x.off as usize + x.len as usize];

    // EAV order: check cardinality-one, drop exact duplicates, append.
    entries.sort_unstable_by(|x, y| x.e.cmp(&y.e).then_with(|| bytes(x).cmp(bytes(y))));
    entries.dedup_by(|y, x| x.e == y.e && bytes(x) == bytes(y));
    for pair in entries.windows(2) {
        let (x, y) = (&pair[0], &pair[1]);
        let (bx, by) = (bytes(x), bytes(y));
        if x.e == y.e && bx[..4] == by[..4] {
            let a = crate::store::split_av(bx)?.0;
            if let Some(info) = w.schema.get(a).filter(|i| !i.is_many()) {
                let v = w.store.decode_form(w.txn, &by[4..])?;
                return Err(tx_err(
                    y.item as usize,
                    Some(&info.ident),
                    Some(v.to_string()),
                    TxErrorKind::BadForm(format!(
                        "entity {} is given two values of a cardinality-one attribute in one import",
                        x.e
                    )),
                ));
            }
        }
    }
    // Rows above the batch's first key (typically the tx entities, whose
    // ids lie above every user id) would stop appending: lift a few of them
    // out, append the batch, and put them back (D-105).
    let lifted = lift_rows_above(w, entries.first().map(|x| x.e))?;
    let mut last_eav = {
        let mut cur = w.txn.cursor(w.store.eav)?;
        cur.last()?.map(|(k, _)| k.to_vec())
    };
    let mut prev: Option<u64> = None;
    let mut appending = false;
    for x in &entries {
        let key = x.e.to_be_bytes();
        let flags = if prev == Some(x.e) {
            PutFlags {
                append_dup: appending,
                ..PutFlags::default()
            }
        } else {
            appending = last_eav.as_deref().is_none_or(|l| key.as_slice() > l);
            PutFlags {
                append: appending,
                ..PutFlags::default()
            }
        };
        prev = Some(x.e);
        w.txn.put(w.store.eav, &key, bytes(x), flags)?;
    }
    if let Some(x) = entries.last() {
        let key = x.e.to_be_bytes().to_vec();
        if last_eav.as_deref().is_none_or(|l| key.as_slice() > l) {
            last_eav = Some(key);
        }
    }
    let mut prev_key: Option<&[u8]> = None;
    for (key, dup) in &lifted {
        let same = prev_key == Some(key.as_slice());
        let append = !same && last_eav.as_deref().is_none_or(|l| key.as_slice() > l);
        let flags = PutFlags {
            append,
            append_dup: same && appending,
            ..PutFlags::default()
        };
        if !same {
            appending = append;
        }
        w.txn.put(w.store.eav, key, dup, flags)?;
        prev_key = Some(key);
    }

    // AVE order: check uniqueness, count new keys, append.
    entries.sort_unstable_by(|x, y| bytes(x).cmp(bytes(y)).then(x.e.cmp(&y.e)));
    let last_ave = {
        let mut cur = w.txn.cursor(w.store.ave)?;
        cur.last()?.map(|(k, _)| k.to_vec())
    };
    let mut prev: Option<&Entry> = None;
    let mut appending = false;
    let mut new_keys: HashMap<crate::ids::AttrId, i64> = HashMap::new();
    for x in &entries {
        let av = bytes(x);
        let same_key = prev.is_some_and(|p| bytes(p) == av);
        let a = crate::store::split_av(av)?.0;
        let unique = w.schema.get(a).is_some_and(|i| i.unique.is_some());
        let flags = if same_key {
            if unique {
                return Err(unique_err(w, av, x, prev.map_or(0, |p| p.e))?);
            }
            PutFlags {
                append_dup: appending,
                ..PutFlags::default()
            }
        } else {
            appending = last_ave.as_deref().is_none_or(|l| av > l);
            let existing = if appending { None } else { w.holder(av)? };
            match existing {
                Some(holder) if unique => return Err(unique_err(w, av, x, holder.0)?),
                Some(_) => {}
                None => *new_keys.entry(a).or_default() += 1,
            }
            PutFlags {
                append: appending,
                ..PutFlags::default()
            }
        };
        prev = Some(x);
        w.txn.put(w.store.ave, av, &x.e.to_be_bytes(), flags)?;
    }
    for (a, n) in new_keys {
        w.add_distinct(a, n);
    }
    Ok(entries.len() as u64)
}

fn unique_err(w: &Writer<'_, '_, '_>, av: &[u8], x: &Entry, holder: u64) -> Result<crate::Error> {
    let (a, v) = w.store.decode_av(w.txn, av)?;
    Ok(tx_err(
        x.item as usize,
        w.schema.ident(a),
        Some(v.to_string()),
        TxErrorKind::UniqueConflict { holder },
    ))
}

/// At most this many EAV pairs are lifted out to let a batch append.
const MAX_LIFTED: u64 = 10_000;

/// Removes and returns the EAV pairs at or above entity `first` when there
/// are few of them (else returns nothing and the batch uses plain puts).
fn lift_rows_above(
    w: &mut Writer<'_, '_, '_>,
    first: Option<u64>,
) -> Result<Vec<(Vec<u8>, Vec<u8>)>> {
    let Some(first) = first else {
        return Ok(Vec::new());
    };
    let key = first.to_be_bytes();
    let mut rows = Vec::new();
    {
        let mut cur = w.txn.cursor(w.store.eav)?;
        let total = w.txn.count_all(w.store.eav)?;
        let from = cur.lower_rank(std::ops::Bound::Included(&key))?;
        if total - from == 0 || total - from > MAX_LIFTED {
            return Ok(rows);
        }
        let mut item = cur.seek_range(&key)?.map(|(k, v)| (k.to_vec(), v.to_vec()));
        while let Some(pair) = item {
            rows.push(pair);
            item = cur.next()?.map(|(k, v)| (k.to_vec(), v.to_vec()));
        }
    }
    let mut last: Option<&[u8]> = None;
    for (k, _) in &rows {
        if last != Some(k.as_slice()) {
            w.txn.del(w.store.eav, k)?;
            last = Some(k);
        }
    }
    Ok(rows)
}

/// Makes an error's item number count from the start of the import.
fn shift_item(e: crate::Error, by: usize) -> crate::Error {
    match e {
        crate::Error::Transaction {
            item,
            attr,
            value,
            kind,
        } => crate::Error::Transaction {
            item: item + by,
            attr,
            value,
            kind,
        },
        other => other,
    }
}

fn too_big() -> crate::Error {
    crate::Error::InvalidArgument("an import batch is too large; use a smaller batch_items".into())
}
