//! The streaming import of EDN text, [`Db::import_edn`](crate::Db::import_edn)'s
//! fast path (D-612): text → encoded datoms → sorted runs → both indexes,
//! without an EDN tree, a [`TxData`](crate::TxData) or steps.
//!
//! 1. **Scan** ([`super::scan`]) runs of whole items on every core, each
//!    into its own arena of `attr ‖ encoding` bytes, with its tempids
//!    numbered in the order the general path meets them.
//! 2. **Number** the tempids: the runs' lists joined in file order, each
//!    new tempid the next entity id (the general path's numbering).
//! 3. **Order** `eav` by a counting sort on the entity (ids are dense: the
//!    import creates them), then each entity's few datoms by their bytes;
//!    drop exact duplicates; refuse two values of a cardinality-one
//!    attribute.
//! 4. **Write**, in one write transaction that must directly follow the
//!    commit the import was prepared from: `eav` appended on this thread
//!    while a second one sorts the AVE order and builds the tempid report,
//!    then `ave` with one `MDB_MULTIPLE` put per key, the tx instant, the
//!    counters, the commit.
//!
//! Whatever the scanner does not read, and any problem with the data (a
//! cardinality or uniqueness conflict, an upsert), makes it hand over to
//! the general path *before anything is committed*: the general path then
//! imports the text as it always has, or reports the error with its file
//! position. So the result never depends on which path ran.

use std::collections::HashMap;
use std::sync::mpsc;
use std::time::Instant;

use rustc_hash::FxHashMap;

use super::scan::{self, Attrs, Chunk, Temp};
use super::{
    Entry, ImportOptions, ImportProgress, ImportReport, MAP_BYTES_PER_DATOM, Run, heads, write_ave,
    write_eav,
};
use crate::db::{Db, now_ms};
use crate::encoding::{IndexForm, index_bytes, inline_limit};
use crate::error::{Error, Result};
use crate::ids::{EntityId, GiantId, TxId};
use crate::schema::Schema;
use crate::store::{META_MAX_EID, META_MAX_GIANT, SCHEMA_BASE};
use crate::transact::stamp_tx;
use crate::transact::writer::Writer;
use crate::tx_data::TempId;

/// Texts shorter than this are scanned on one thread.
const MIN_SPLIT_BYTES: usize = 1 << 20;

/// The commit an import is prepared from.
struct Base {
    txn: u64,
    schema: std::sync::Arc<Schema>,
    max_eid: u64,
    max_giant: u64,
}

/// Imports `text` by the streaming path; `Ok(None)` when it cannot (the
/// text has a shape the scanner does not read, the data has a conflict,
/// or another commit came in between): nothing was written, and the
/// caller runs the general path.
pub(crate) fn import_text(
    db: &Db,
    text: &str,
    options: ImportOptions,
    progress: &mut dyn FnMut(&ImportProgress),
) -> Result<Option<ImportReport>> {
    let mut run = Run {
        phases: Vec::new(),
        mark: Instant::now(),
        every: options.batch_items.max(1),
    };
    let base = {
        let snap = db.snapshot()?;
        Base {
            txn: snap.txn.id(),
            schema: snap.schema.clone(),
            max_eid: db.store.meta_u64(&snap.txn, META_MAX_EID)?,
            max_giant: db.store.meta_u64(&snap.txn, META_MAX_GIANT)?,
        }
    };
    let Some(attrs) = Attrs::of(&base.schema) else {
        return Ok(None);
    };
    let limit = inline_limit(db.store.budget)?;
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let Some(mut chunks) = scan_runs(text, &attrs, limit, cores) else {
        return Ok(None);
    };
    drop(attrs);
    let items: usize = chunks.iter().map(|c| c.items as usize).sum();
    run.phase("scan");
    progress(&ImportProgress {
        items_done: items,
        items_total: items,
        datoms: 0,
        fast: true,
    });
    let Some((ids, max_eid)) = number(&chunks, base.max_eid) else {
        return Ok(None);
    };
    fill_refs(&mut chunks, &ids);
    let mut giants = Giants {
        next: base.max_giant,
        new: Vec::new(),
    };
    if chunks.iter().any(|c| c.has_giants) && !giants.convert(db, &base, &mut chunks, limit)? {
        return Ok(None);
    }
    run.phase("number");
    let total: usize = chunks.iter().map(|c| c.raws.len()).sum();
    let wanted = usize::try_from(db.file_size()?)
        .unwrap_or(usize::MAX)
        .saturating_mul(2)
        .saturating_add(total.saturating_mul(MAP_BYTES_PER_DATOM))
        .saturating_add(64 << 20);
    match db.store.env.reserve(wanted) {
        Ok(()) | Err(quiver_kv::Error::GrowBlocked { .. }) => {}
        Err(e) => return Err(e.into()),
    }
    run.phase("reserve");
    let (arena, entries) = eav_order(&mut chunks, &ids, base.max_eid, max_eid, total);
    let many = cardinality_many(&base.schema);
    let Some(entries) = dedup_and_check(entries, &arena, &many) else {
        return Ok(None);
    };
    run.phase("sort eav");
    let now = now_ms();
    let arena = arena.as_slice();
    let bytes = |x: &Entry| &arena[x.off as usize..x.off as usize + x.len as usize];
    let written = std::thread::scope(|s| -> Result<Option<(TxId, u64, TempIds)>> {
        // The second core sorts the AVE order while this one writes
        // `eav`, then builds the tempid report while `ave` is written.
        let (tx_ave, rx_ave) = mpsc::channel::<Vec<Entry>>();
        let entries = &entries;
        let helper = std::thread::Builder::new()
            .name("quiver-ave-sort".into())
            .spawn_scoped(s, {
                let (chunks, ids) = (&chunks, &ids);
                move || {
                    let mut by_ave = entries.to_vec();
                    by_ave.sort_unstable_by(|x, y| ave_cmp(arena, x, y));
                    // The receiver is gone only if the write failed.
                    let _ = tx_ave.send(by_ave);
                    user_tempids(chunks, ids)
                }
            })
            .ok();
        let mut by_ave: Option<Vec<Entry>> = None;
        let mut inner = Vec::new();
        let write_started = Instant::now();
        let out = db.write_after(base.txn, |store, txn, schema| {
            let mut lap = Run::quiet();
            let mut w = Writer::begin(store, txn, schema.clone())?;
            if w.max_eid != base.max_eid || w.giant_mark() != base.max_giant {
                return Err(Error::Corrupt(
                    "the import's base commit changed under its write".into(),
                ));
            }
            w.record = false;
            for (id, enc) in &giants.new {
                w.txn.put(
                    store.giants,
                    &id.to_be_bytes(),
                    enc,
                    quiver_kv::PutFlags::default(),
                )?;
            }
            write_eav(&mut w, entries, bytes)?;
            lap.phase("write eav");
            progress(&ImportProgress {
                items_done: items,
                items_total: items,
                datoms: entries.len() as u64,
                fast: true,
            });
            if by_ave.is_none() {
                by_ave = Some(match rx_ave.recv() {
                    Ok(v) => v,
                    // No helper thread: sort here.
                    Err(_) => {
                        let mut v = entries.to_vec();
                        v.sort_unstable_by(|x, y| ave_cmp(arena, x, y));
                        v
                    }
                });
            }
            lap.phase("sort ave (wait)");
            write_ave(&mut w, by_ave.as_deref().unwrap_or_default(), bytes)?;
            lap.phase("write ave");
            w.max_eid = max_eid;
            w.reset_giants(giants.next);
            w.record = true;
            stamp_tx(&mut w, now)?;
            let datoms = entries.len() as u64 + w.added.len() as u64;
            w.finish()?;
            lap.phase("finish");
            inner = lap.phases;
            Ok(((w.tx, datoms), w.schema))
        });
        // What the commit took: the write minus the closure's last run.
        let in_closure: std::time::Duration = inner.iter().map(|p| p.1).sum();
        let tempids = helper.and_then(|h| h.join().ok());
        let out = match out {
            Ok(v) => v,
            // A data conflict (two values of a unique attribute, an
            // upsert onto a stored entity): the general path decides.
            Err(Error::Transaction { .. }) => None,
            Err(e) => return Err(e),
        };
        run.phases.append(&mut inner);
        run.phases
            .push(("commit", write_started.elapsed().saturating_sub(in_closure)));
        Ok(out.map(|(tx, datoms)| {
            let tempids = tempids.unwrap_or_else(|| user_tempids(&chunks, &ids));
            (tx, datoms, tempids)
        }))
    })?;
    let Some((tx, datoms, tempids)) = written else {
        return Ok(None);
    };
    progress(&ImportProgress {
        items_done: items,
        items_total: items,
        datoms,
        fast: true,
    });
    Ok(Some(ImportReport {
        tx,
        tempids,
        datoms,
        items,
        fast_batches: 1,
        slow_batches: 0,
        streamed: true,
        phases: run.phases,
    }))
}

type TempIds = HashMap<TempId, EntityId>;

/// Scans `text` in up to `parts` runs on their own threads and joins them
/// in file order; `None` when the scanner does not read the text.
fn scan_runs<'t>(
    text: &'t str,
    attrs: &Attrs,
    limit: usize,
    parts: usize,
) -> Option<Vec<Chunk<'t>>> {
    let parts = if text.len() < MIN_SPLIT_BYTES {
        1
    } else {
        parts
    };
    let mut starts = vec![0];
    starts.extend(scan::split_points(text, parts));
    let results: Vec<Option<scan::Chunk<'t>>> = std::thread::scope(|s| {
        let handles: Vec<_> = (1..starts.len())
            .map(|k| {
                let (start, stop) = (starts[k], starts.get(k + 1).copied());
                s.spawn(move || scan::scan(text, start, stop, false, attrs, limit).ok())
            })
            .collect();
        let first = scan::scan(text, 0, starts.get(1).copied(), true, attrs, limit).ok();
        std::iter::once(first)
            .chain(handles.into_iter().map(|h| h.join().ok().flatten()))
            .collect()
    });
    // Each run stops where the next begins, or reads on to the end when
    // that start was a wrong guess (the later runs are then dropped).
    let mut out = Vec::with_capacity(results.len());
    let mut at = 0;
    for (result, start) in results.into_iter().zip(starts) {
        if start < at {
            continue;
        }
        let mut chunk = result?;
        chunk.drop_tables();
        at = chunk.stopped_at;
        out.push(chunk);
        if at == text.len() {
            return Some(out);
        }
    }
    None
}

/// Entity ids for every run's tempids (by slot), and the largest id:
/// the runs' first sightings in file order, each new tempid the next id
/// after `max_eid`. `None` when the ids would reach the schema partition
/// (the general path reports that).
fn number(chunks: &[Chunk<'_>], max_eid: u64) -> Option<(Vec<Vec<u64>>, u64)> {
    let mut neg: FxHashMap<i64, u64> = FxHashMap::default();
    let mut strs: FxHashMap<&str, u64> = FxHashMap::default();
    let mut next = max_eid;
    let mut fresh = || {
        next += 1;
        next
    };
    let mut ids = Vec::with_capacity(chunks.len());
    for c in chunks {
        let mut slots = Vec::with_capacity(c.temps.len());
        for t in &c.temps {
            slots.push(match *t {
                Temp::Auto => fresh(),
                Temp::Neg(n) => *neg.entry(n).or_insert_with(&mut fresh),
                Temp::Str(s) => *strs.entry(s).or_insert_with(&mut fresh),
            });
        }
        ids.push(slots);
    }
    let last = next;
    // The schema partition starts below the end of the user range.
    (last < SCHEMA_BASE).then_some((ids, last))
}

/// Writes each tempid reference's entity id into its arena bytes.
fn fill_refs(chunks: &mut [Chunk<'_>], ids: &[Vec<u64>]) {
    std::thread::scope(|s| {
        for (c, slots) in chunks.iter_mut().zip(ids) {
            s.spawn(move || {
                for &(raw, slot) in &c.refs {
                    // attr (4 bytes) and the ref tag come first.
                    let at = c.raws[raw as usize].off as usize + 5;
                    c.arena[at..at + 8].copy_from_slice(&slots[slot as usize].to_be_bytes());
                }
            });
        }
    });
}

/// Giant values: their index keys, and the records to write.
struct Giants {
    /// The last giant id handed out.
    next: u64,
    new: Vec<(GiantId, Vec<u8>)>,
}

impl Giants {
    /// Replaces each encoding longer than the inline limit by its index
    /// key (an existing giant's, or a new one's), as the general path
    /// does. `false` when another commit came in since `base`.
    fn convert(
        &mut self,
        db: &Db,
        base: &Base,
        chunks: &mut [Chunk<'_>],
        limit: usize,
    ) -> Result<bool> {
        let txn = db.store.env.read_txn()?;
        if txn.id() != base.txn {
            return Ok(false);
        }
        let mut keys: HashMap<Vec<u8>, Vec<u8>> = HashMap::new();
        for c in chunks {
            for i in 0..c.raws.len() {
                let raw = c.raws[i];
                if raw.len as usize - 4 <= limit {
                    continue;
                }
                let (off, len) = (raw.off as usize, raw.len as usize);
                let scoped = c.arena[off..off + len].to_vec();
                let key = match keys.get(&scoped) {
                    Some(k) => k.clone(),
                    None => {
                        let a = crate::store::split_av(&scoped)?.0;
                        let enc = &scoped[4..];
                        let key = match db.store.find_av(&txn, a, enc)? {
                            Some(k) => k,
                            None => {
                                let mut key = a.to_be_bytes().to_vec();
                                let IndexForm::Giant(g) = index_bytes(enc, db.store.budget)? else {
                                    return Err(Error::Corrupt(
                                        "a giant encoding fits inline".into(),
                                    ));
                                };
                                self.next += 1;
                                g.write_key(GiantId(self.next), &mut key);
                                self.new.push((GiantId(self.next), enc.to_vec()));
                                key
                            }
                        };
                        keys.insert(scoped, key.clone());
                        key
                    }
                };
                let Ok(new_off) = u32::try_from(c.arena.len()) else {
                    return Ok(false);
                };
                c.arena.extend_from_slice(&key);
                c.raws[i].off = new_off;
                c.raws[i].len = key.len() as u32;
            }
        }
        Ok(true)
    }
}

/// The datoms in EAV order (each entity's datoms by their bytes), and the
/// one arena they point into. Entity ids are `max_eid_before + 1 ..=
/// max_eid`, so a counting sort places them.
fn eav_order(
    chunks: &mut [Chunk<'_>],
    ids: &[Vec<u64>],
    base: u64,
    max_eid: u64,
    total: usize,
) -> (Vec<u8>, Vec<Entry>) {
    // One arena: the first run's, the others appended.
    let mut arena = std::mem::take(&mut chunks[0].arena);
    let mut arena_base = vec![0u64; chunks.len()];
    let mut item_base = vec![0u32; chunks.len()];
    let mut items = chunks[0].items;
    for (k, c) in chunks.iter_mut().enumerate().skip(1) {
        arena_base[k] = arena.len() as u64;
        arena.extend_from_slice(&c.arena);
        c.arena = Vec::new();
        item_base[k] = items;
        items += c.items;
    }
    let n = (max_eid - base) as usize;
    // starts[k]: where entity base + k's datoms begin (k in 1..=n), and
    // starts[n + 1] the end.
    let mut starts = vec![0usize; n + 2];
    for (c, slots) in chunks.iter().zip(ids) {
        for raw in &c.raws {
            starts[(slots[raw.e as usize] - base) as usize] += 1;
        }
    }
    let mut sum = 0;
    for s in &mut starts {
        let count = *s;
        *s = sum;
        sum += count;
    }
    let mut entries = vec![Entry::default(); total];
    let mut fill = starts.clone();
    for (k, (c, slots)) in chunks.iter().zip(ids).enumerate() {
        for raw in &c.raws {
            let e = slots[raw.e as usize];
            let off = arena_base[k] + u64::from(raw.off);
            let len = raw.len as usize;
            let at = &mut fill[(e - base) as usize];
            let (h1, h2) = heads(&arena[off as usize..off as usize + len]);
            entries[*at] = Entry {
                head: h1,
                head2: h2,
                e,
                off,
                // Giants were replaced by their keys (≤ 511 bytes).
                len: len as u16,
                item: raw.item.saturating_add(item_base[k]),
            };
            *at += 1;
        }
    }
    let bytes = |x: &Entry| &arena[x.off as usize..x.off as usize + x.len as usize];
    for w in starts[1..].windows(2) {
        let run = &mut entries[w[0]..w[1]];
        if run.len() > 1 {
            run.sort_unstable_by(|x, y| x.cmp_bytes(y, bytes));
        }
    }
    (arena, entries)
}

/// Whether each attribute id is cardinality-many.
fn cardinality_many(schema: &Schema) -> Vec<bool> {
    let mut many = Vec::new();
    for info in schema.iter() {
        let i = info.id.0 as usize;
        if many.len() <= i {
            many.resize(i + 1, false);
        }
        many[i] = info.is_many();
    }
    many
}

/// Drops exact duplicates (the general path writes a datom once) and
/// checks cardinality; `None` when an entity has two values of a
/// cardinality-one attribute (the general path reports it).
fn dedup_and_check(mut entries: Vec<Entry>, arena: &[u8], many: &[bool]) -> Option<Vec<Entry>> {
    let bytes = |x: &Entry| &arena[x.off as usize..x.off as usize + x.len as usize];
    entries.dedup_by(|y, x| x.e == y.e && x.same_bytes(y, bytes));
    for pair in entries.windows(2) {
        let (x, y) = (&pair[0], &pair[1]);
        // Same entity, same attribute (the head's first four bytes).
        if x.e == y.e && x.head >> 32 == y.head >> 32 {
            let a = (x.head >> 32) as usize;
            if !many.get(a).copied().unwrap_or(false) {
                return None;
            }
        }
    }
    Some(entries)
}

/// AVE order: `attr ‖ encoding`, then entity.
fn ave_cmp(arena: &[u8], x: &Entry, y: &Entry) -> std::cmp::Ordering {
    let bytes = |x: &Entry| &arena[x.off as usize..x.off as usize + x.len as usize];
    x.cmp_bytes(y, bytes).then(x.e.cmp(&y.e))
}

/// The tempids the file wrote and their entities.
fn user_tempids(chunks: &[Chunk<'_>], ids: &[Vec<u64>]) -> TempIds {
    let mut out = HashMap::new();
    for (c, slots) in chunks.iter().zip(ids) {
        for (t, &e) in c.temps.iter().zip(slots) {
            let key = match *t {
                Temp::Neg(n) => TempId::Neg(n),
                Temp::Str(s) => TempId::Str(s.to_string()),
                Temp::Auto => continue,
            };
            out.insert(key, EntityId(e));
        }
    }
    out
}
