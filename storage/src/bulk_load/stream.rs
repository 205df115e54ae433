//! The streaming import of EDN text, `Db::import_edn`'s
//! fast path (D-612): text → encoded datoms → sorted runs → both indexes,
//! without an EDN tree, a [`TypedTx`](crate::TypedTx) or steps.
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
//! imports the text, or reports the error, as it always has. So the
//! result never depends on which path ran.

use std::collections::HashMap;
use std::sync::{Arc, mpsc};
use std::time::Duration;

use quiver_kv::{RoTxn, RwTxn};
use rustc_hash::FxHashMap;

use super::scan::{self, Attrs, Chunk, Temp};
use super::spill;
use crate::encoding::{IndexForm, index_bytes, inline_limit};
use crate::error::{Error, Result};
use crate::ids::{EntityId, GiantId, TxId};
use crate::schema::Schema;
use crate::store::{META_MAX_EID, META_MAX_GIANT, SCHEMA_BASE, Store};
use crate::transact::sorted::{
    Entry, ImportProgress, Run, heads, write_ave, write_ave_from, write_eav, write_eav_from,
};
use crate::transact::stamp_tx;
use crate::transact::writer::Writer;
use crate::typed_tx::TempId;

/// Texts shorter than this are scanned on one thread.
const MIN_SPLIT_BYTES: usize = 1 << 20;

/// The most pieces a spilled import is cut into.
const MAX_PIECES: usize = 256;

/// The commit an import is prepared from.
pub struct Base {
    /// Its transaction id.
    pub txn: u64,
    /// Its schema.
    pub schema: Arc<Schema>,
    max_eid: u64,
    max_giant: u64,
}

impl Base {
    /// What the commit `snap` reads holds.
    pub fn of_snapshot(snap: &crate::snapshot::Snapshot<'_>) -> Result<Base> {
        Base::read(snap.store, &snap.txn, snap.schema.clone())
    }

    /// What the read transaction `txn`, whose schema is `schema`, holds.
    pub(crate) fn read(store: &Store, txn: &RoTxn<'_>, schema: Arc<Schema>) -> Result<Base> {
        Ok(Base {
            txn: txn.id(),
            schema,
            max_eid: store.meta_u64(txn, META_MAX_EID)?,
            max_giant: store.meta_u64(txn, META_MAX_GIANT)?,
        })
    }
}

/// Where each user tempid went.
pub(crate) type TempIds = HashMap<TempId, EntityId>;

/// A text scanned into runs, its tempids numbered and refs filled in.
pub struct Scanned<'t> {
    chunks: Vec<Chunk<'t>>,
    ids: Vec<Vec<u64>>,
    max_eid: u64,
    items: usize,
    giants: Giants,
    limit: usize,
}

impl<'t> Scanned<'t> {
    /// Scans `text` on up to `parts` threads and numbers its tempids from
    /// `base`; `None` when the scanner does not read the text or the ids
    /// would reach the schema partition.
    pub fn scan(
        store: &Store,
        base: &Base,
        text: &'t str,
        parts: usize,
    ) -> Result<Option<Scanned<'t>>> {
        let Some(attrs) = Attrs::of(&base.schema) else {
            return Ok(None);
        };
        let limit = inline_limit(store.budget)?;
        let Some(mut chunks) = scan_runs(text, 0, None, &attrs, limit, parts) else {
            return Ok(None);
        };
        let mut numbering = Numbering::new(base.max_eid);
        let Some(ids) = numbering.number(&chunks) else {
            return Ok(None);
        };
        let max_eid = numbering.next;
        let mut uses = TempidUses::default();
        if !uses.note(&chunks, &ids, base.max_eid, max_eid) || uses.value_only() {
            return Ok(None);
        }
        fill_refs(&mut chunks, &ids);
        Ok(Some(Scanned {
            items: chunks.iter().map(|c| c.items as usize).sum(),
            chunks,
            ids,
            max_eid,
            giants: Giants::new(base.max_giant),
            limit,
        }))
    }

    /// Items read.
    pub fn items(&self) -> usize {
        self.items
    }

    /// Datoms read (exact duplicates included).
    pub fn datoms(&self) -> usize {
        self.chunks.iter().map(|c| c.raws.len()).sum()
    }

    /// Whether some value is a giant (see [`Scanned::key_giants`]).
    pub fn has_giants(&self) -> bool {
        self.chunks.iter().any(|c| c.has_giants)
    }

    /// Replaces each giant encoding by its index key, as the general path
    /// does; `txn` must read the base commit. `false`: the streaming path
    /// cannot go on.
    pub fn key_giants(&mut self, store: &Store, txn: &RoTxn<'_>) -> Result<bool> {
        self.giants
            .convert(store, txn, &mut self.chunks, self.limit)
    }

    /// The datoms in EAV order, exact duplicates dropped; `None` when an
    /// entity is given two values of a cardinality-one attribute.
    pub fn order(mut self, base: &Base) -> Option<Prepared<'t>> {
        let total = self.datoms();
        let (arena, entries) = eav_order(
            &mut self.chunks,
            &self.ids,
            base.max_eid,
            self.max_eid,
            total,
        );
        let many = cardinality_many(&base.schema);
        let entries = dedup_and_check(entries, &arena, &many)?;
        Some(Prepared {
            scanned: self,
            arena,
            entries,
        })
    }
}

/// An import ready to write: its datoms in EAV order.
pub struct Prepared<'t> {
    scanned: Scanned<'t>,
    arena: Vec<u8>,
    entries: Vec<Entry>,
}

/// What a write did.
pub struct Written {
    /// The import's transaction.
    pub tx: TxId,
    /// Datoms written, the tx instant included.
    pub datoms: u64,
    /// Time of each step inside the transaction.
    pub phases: Vec<(&'static str, Duration)>,
}

/// The AVE order, from the helper thread or sorted here, kept across
/// reruns of a write (after the map grew).
pub struct AveOrder {
    sorted: Option<Vec<Entry>>,
    from: mpsc::Receiver<Vec<Entry>>,
}

impl AveOrder {
    fn get(&mut self, p: &Prepared<'_>) -> &[Entry] {
        let from = &self.from;
        // No helper thread (it could not start): sort here.
        self.sorted
            .get_or_insert_with(|| from.recv().unwrap_or_else(|_| p.ave_order()))
    }
}

impl Prepared<'_> {
    fn bytes(&self, x: &Entry) -> &[u8] {
        &self.arena[x.off as usize..x.off as usize + x.len as usize]
    }

    /// The datoms in AVE order.
    fn ave_order(&self) -> Vec<Entry> {
        let mut by_ave = self.entries.to_vec();
        by_ave.sort_unstable_by(|x, y| ave_cmp(&self.arena, x, y));
        by_ave
    }

    /// The tempids the file wrote and their entities.
    fn tempids(&self) -> TempIds {
        let mut out = HashMap::new();
        for (c, slots) in self.scanned.chunks.iter().zip(&self.scanned.ids) {
            for (t, &e) in c.temps.iter().zip(slots) {
                let key = match *t {
                    Temp::Neg(n) => TempId::Int(n),
                    Temp::Str(s) => TempId::Named(s.into()),
                    Temp::Auto => continue,
                };
                out.insert(key, EntityId(e));
            }
        }
        out
    }

    /// Runs `write` (the write transaction) while a second thread sorts
    /// the AVE order for it and then builds the tempid report, which is
    /// returned with `write`'s result.
    pub fn with_helper<R>(&self, write: impl FnOnce(&mut AveOrder) -> R) -> (R, TempIds) {
        std::thread::scope(|s| {
            let (tx, rx) = mpsc::channel::<Vec<Entry>>();
            let helper = std::thread::Builder::new()
                .name("quiver-ave-sort".into())
                .spawn_scoped(s, move || {
                    // The receiver is gone only if the write failed.
                    let _ = tx.send(self.ave_order());
                    self.tempids()
                })
                .ok();
            let out = write(&mut AveOrder {
                sorted: None,
                from: rx,
            });
            let tempids = helper
                .and_then(|h| h.join().ok())
                .unwrap_or_else(|| self.tempids());
            (out, tempids)
        })
    }

    /// Writes the import in `txn`, which must directly follow the base
    /// commit: giants, `eav` (appended), `ave` (its order from `ave`), the
    /// tx instant, counters and ids. Returns the schema to install.
    #[allow(clippy::too_many_arguments)]
    pub fn write(
        &self,
        store: &Store,
        txn: &mut RwTxn<'_>,
        schema: &Schema,
        base: &Base,
        now: i64,
        ave: &mut AveOrder,
        progress: &mut dyn FnMut(&ImportProgress),
    ) -> Result<(Written, Schema)> {
        let s = &self.scanned;
        let mut lap = Run::quiet();
        let mut w = Writer::begin(store, txn, schema.clone())?;
        // Bulk writes report no detail: the caches start over (D-350).
        w.changes.everything();
        if w.max_eid != base.max_eid || w.giant_mark() != base.max_giant {
            return Err(Error::Corrupt(
                "the import's base commit changed under its write".into(),
            ));
        }
        w.record = false;
        for (id, enc) in &s.giants.new {
            w.txn.put(
                store.giants,
                &id.to_be_bytes(),
                enc,
                quiver_kv::PutFlags::default(),
            )?;
        }
        write_eav(&mut w, &self.entries, |x| self.bytes(x))?;
        lap.phase("write eav");
        progress(&ImportProgress {
            items_done: s.items,
            items_total: s.items,
            datoms: self.entries.len() as u64,
            fast: true,
        });
        let by_ave = ave.get(self);
        lap.phase("sort ave (wait)");
        write_ave(&mut w, by_ave, |x| self.bytes(x))?;
        lap.phase("write ave");
        w.max_eid = s.max_eid;
        w.reset_giants(s.giants.next);
        w.record = true;
        stamp_tx(&mut w, now)?;
        let datoms = self.entries.len() as u64 + w.added.len() as u64;
        w.finish()?;
        lap.phase("finish");
        let written = Written {
            tx: w.tx,
            datoms,
            phases: lap.phases,
        };
        Ok((written, w.schema))
    }
}

/// An import larger than its sort memory, scanned piece by piece into
/// sorted runs on disk (D-615): per piece, the runs' datoms sorted in EAV
/// and in AVE order, each written to a temporary file; tempids numbered
/// across pieces.
pub struct Spilled<'t> {
    numbering: Numbering<'t>,
    giants: Giants,
    eav: spill::Runs,
    ave: spill::Runs,
    items: usize,
    datoms: usize,
}

impl<'t> Spilled<'t> {
    /// Scans `text` in pieces of about `piece_bytes` bytes, each on up to
    /// `parts` threads, and writes each piece's sorted runs to temporary
    /// files in `dir`; `None` when the scanner does not read the text or
    /// another commit came in (giants are keyed against the base commit).
    pub fn scan(
        store: &Store,
        base: &Base,
        text: &'t str,
        dir: &std::path::Path,
        piece_bytes: usize,
        parts: usize,
        progress: &mut dyn FnMut(&ImportProgress),
    ) -> Result<Option<Spilled<'t>>> {
        let Some(attrs) = Attrs::of(&base.schema) else {
            return Ok(None);
        };
        let limit = inline_limit(store.budget)?;
        let mut out = Spilled {
            numbering: Numbering::new(base.max_eid),
            giants: Giants::new(base.max_giant),
            eav: spill::Runs::new(dir)?,
            ave: spill::Runs::new(dir)?,
            items: 0,
            datoms: 0,
        };
        // At most MAX_PIECES pieces (a merge reads every run at once).
        let piece_bytes = piece_bytes.max(text.len() / MAX_PIECES).max(1);
        let mut uses = TempidUses::default();
        let mut at = 0;
        while at < text.len() {
            if at > 0 {
                // A long import answers the interrupt between pieces, not
                // only once it writes.
                stop_if_interrupted(store)?;
            }
            let end = (text.len() - at > piece_bytes).then(|| at + piece_bytes);
            let Some(mut chunks) = scan_runs(text, at, end, &attrs, limit, parts) else {
                return Ok(None);
            };
            at = chunks.last().map_or(text.len(), |c| c.stopped_at);
            let Some(ids) = out.numbering.number(&chunks) else {
                return Ok(None);
            };
            if !uses.note(&chunks, &ids, base.max_eid, out.numbering.next) {
                return Ok(None);
            }
            fill_refs(&mut chunks, &ids);
            if chunks.iter().any(|c| c.has_giants) {
                let txn = store.env.read_txn()?;
                if txn.id() != base.txn || !out.giants.convert(store, &txn, &mut chunks, limit)? {
                    return Ok(None);
                }
            }
            let first_item = u32::try_from(out.items).unwrap_or(u32::MAX);
            let (arena, arena_base, item_base) = join_arenas(&mut chunks, first_item);
            let mut entries = Vec::with_capacity(chunks.iter().map(|c| c.raws.len()).sum());
            for (k, (c, slots)) in chunks.iter().zip(&ids).enumerate() {
                for raw in &c.raws {
                    let e = slots[raw.e as usize];
                    entries.push(entry_of(&arena, raw, e, arena_base[k], item_base[k]));
                }
            }
            out.items += chunks.iter().map(|c| c.items as usize).sum::<usize>();
            out.datoms += entries.len();
            drop(chunks);
            let bytes = |x: &Entry| &arena[x.off as usize..x.off as usize + x.len as usize];
            // The AVE run is sorted on a second thread meanwhile.
            let mut by_ave = entries.clone();
            let (eav_runs, ave_runs) = (&mut out.eav, &mut out.ave);
            let (eav, ave) = std::thread::scope(|s| {
                let ave = s.spawn(|| {
                    by_ave.sort_unstable_by(|x, y| ave_cmp(&arena, x, y));
                    ave_runs.add(&by_ave, bytes)
                });
                entries.sort_unstable_by(|x, y| x.e.cmp(&y.e).then_with(|| x.cmp_bytes(y, bytes)));
                let eav = eav_runs.add(&entries, bytes);
                let ave = ave
                    .join()
                    .unwrap_or_else(|_| Err(Error::Corrupt("the AVE sort thread panicked".into())));
                (eav, ave)
            });
            eav?;
            ave?;
            // Items still to read are estimated from the bytes left.
            let total = (out.items as u64).saturating_mul(text.len() as u64) / (at.max(1) as u64);
            progress(&ImportProgress {
                items_done: out.items,
                items_total: usize::try_from(total).unwrap_or(usize::MAX).max(out.items),
                datoms: 0,
                fast: true,
            });
        }
        if uses.value_only() {
            return Ok(None);
        }
        Ok(Some(out))
    }

    /// Items read.
    pub fn items(&self) -> usize {
        self.items
    }

    /// Datoms read (exact duplicates included).
    pub fn datoms(&self) -> usize {
        self.datoms
    }

    /// Runs `write` while a second thread builds the tempid report, which
    /// is returned with `write`'s result.
    pub fn with_tempids<R>(&self, write: impl FnOnce() -> R) -> (R, TempIds) {
        std::thread::scope(|s| {
            let helper = std::thread::Builder::new()
                .name("quiver-tempids".into())
                .spawn_scoped(s, || self.numbering.tempids())
                .ok();
            let out = write();
            let tempids = helper
                .and_then(|h| h.join().ok())
                .unwrap_or_else(|| self.numbering.tempids());
            (out, tempids)
        })
    }

    /// Writes the import in `txn`, which must directly follow the base
    /// commit: the runs merged into `eav` (duplicates dropped, cardinality
    /// checked) and into `ave`, then as [`Prepared::write`].
    pub fn write(
        &self,
        store: &Store,
        txn: &mut RwTxn<'_>,
        schema: &Schema,
        base: &Base,
        now: i64,
        progress: &mut dyn FnMut(&ImportProgress),
    ) -> Result<(Written, Schema)> {
        let mut lap = Run::quiet();
        let mut w = Writer::begin(store, txn, schema.clone())?;
        // Bulk writes report no detail: the caches start over (D-350).
        w.changes.everything();
        if w.max_eid != base.max_eid || w.giant_mark() != base.max_giant {
            return Err(Error::Corrupt(
                "the import's base commit changed under its write".into(),
            ));
        }
        w.record = false;
        for (id, enc) in &self.giants.new {
            w.txn.put(
                store.giants,
                &id.to_be_bytes(),
                enc,
                quiver_kv::PutFlags::default(),
            )?;
        }
        let many = cardinality_many(&base.schema);
        let mut eav =
            spill::Distinct::new(spill::Merged::open(&self.eav, spill::Order::Eav)?, &many);
        write_eav_from(&mut w, &mut eav)?;
        lap.phase("merge and write eav");
        progress(&ImportProgress {
            items_done: self.items,
            items_total: self.items,
            datoms: eav.count,
            fast: true,
        });
        let mut ave = spill::Merged::open(&self.ave, spill::Order::Ave)?;
        write_ave_from(&mut w, &mut ave)?;
        lap.phase("merge and write ave");
        w.max_eid = self.numbering.next;
        w.reset_giants(self.giants.next);
        w.record = true;
        stamp_tx(&mut w, now)?;
        let datoms = eav.count + w.added.len() as u64;
        w.finish()?;
        lap.phase("finish");
        let written = Written {
            tx: w.tx,
            datoms,
            phases: lap.phases,
        };
        Ok((written, w.schema))
    }
}

/// `Error::Interrupted` when the environment's interrupt is raised
/// (`Db::interrupt_handle`): a read fails
/// then, as every storage call does.
pub(crate) fn stop_if_interrupted(store: &Store) -> Result<()> {
    let txn = store.env.read_txn()?;
    store.meta_u64(&txn, META_MAX_EID).map(|_| ())
}

/// Scans the items of `text` from `start` (the text's start when
/// `first`) to the first item at or after `end` (`None`: the vector's
/// end), in up to `parts` runs on their own threads, and joins them in
/// file order; `None` when the scanner does not read the text.
fn scan_runs<'t>(
    text: &'t str,
    start: usize,
    end: Option<usize>,
    attrs: &Attrs,
    limit: usize,
    parts: usize,
) -> Option<Vec<Chunk<'t>>> {
    let to = end.unwrap_or(text.len()).min(text.len());
    let parts = if to - start < MIN_SPLIT_BYTES {
        1
    } else {
        parts
    };
    let mut starts = vec![start];
    starts.extend(scan::split_points(text, start, to, parts));
    let bounds = |k: usize| scan::Bounds {
        start: starts[k],
        first: k == 0 && start == 0,
        guess: starts.get(k + 1).copied(),
        end,
    };
    let results: Vec<Option<scan::Chunk<'t>>> = std::thread::scope(|s| {
        let handles: Vec<_> = (1..starts.len())
            .map(|k| {
                let b = bounds(k);
                s.spawn(move || scan::scan(text, b, attrs, limit).ok())
            })
            .collect();
        let first = scan::scan(text, bounds(0), attrs, limit).ok();
        std::iter::once(first)
            .chain(handles.into_iter().map(|h| h.join().ok().flatten()))
            .collect()
    });
    // Each run stops where the next begins, or reads on to the end when
    // that start was a wrong guess (the later runs are then dropped).
    let mut out = Vec::with_capacity(results.len());
    let mut at = start;
    for (result, run_start) in results.into_iter().zip(starts.iter().copied()) {
        if run_start < at {
            continue;
        }
        let mut chunk = result?;
        chunk.drop_tables();
        at = chunk.stopped_at;
        let done = chunk.at_end;
        out.push(chunk);
        if done {
            return Some(out);
        }
    }
    None
}

/// Entity ids for tempids: each new one the next id after the base
/// commit's largest, in the order the runs (joined in file order) first
/// meet them. Kept across the pieces of a spilled import.
/// Which new entities a piece's datoms describe and which its values
/// refer to (by id − `base` − 1; the flags cover every id numbered so
/// far). A tempid used only as a value (a reference to an entity no datom
/// describes) is refused by a transaction (D-608): the streaming path
/// then leaves the file to the general path, which names it (D-938).
#[derive(Default)]
struct TempidUses {
    described: Vec<bool>,
    referred: Vec<bool>,
}

impl TempidUses {
    /// Notes `chunks`' datoms and references; `false` when the ids do not
    /// fit in memory's index range.
    fn note(&mut self, chunks: &[Chunk<'_>], ids: &[Vec<u64>], base: u64, max: u64) -> bool {
        let Ok(span) = usize::try_from(max - base) else {
            return false;
        };
        self.described.resize(span, false);
        self.referred.resize(span, false);
        let index = |id: u64| (id - base - 1) as usize;
        for (c, slots) in chunks.iter().zip(ids) {
            for raw in &c.raws {
                self.described[index(slots[raw.e as usize])] = true;
            }
            for &(_, slot) in &c.refs {
                self.referred[index(slots[slot as usize])] = true;
            }
        }
        true
    }

    /// Whether some tempid is referred to and never described.
    fn value_only(&self) -> bool {
        self.referred
            .iter()
            .zip(&self.described)
            .any(|(&r, &d)| r && !d)
    }
}

struct Numbering<'t> {
    neg: FxHashMap<i64, u64>,
    strs: FxHashMap<&'t str, u64>,
    next: u64,
}

impl<'t> Numbering<'t> {
    fn new(max_eid: u64) -> Self {
        Numbering {
            neg: FxHashMap::default(),
            strs: FxHashMap::default(),
            next: max_eid,
        }
    }

    /// The ids of `chunks`' tempids (by slot); `None` when they would
    /// reach the schema partition (the general path reports that).
    fn number(&mut self, chunks: &[Chunk<'t>]) -> Option<Vec<Vec<u64>>> {
        let next = &mut self.next;
        let mut fresh = || {
            *next += 1;
            *next
        };
        let mut ids = Vec::with_capacity(chunks.len());
        for c in chunks {
            let mut slots = Vec::with_capacity(c.temps.len());
            for t in &c.temps {
                slots.push(match *t {
                    Temp::Auto => fresh(),
                    Temp::Neg(n) => *self.neg.entry(n).or_insert_with(&mut fresh),
                    Temp::Str(s) => *self.strs.entry(s).or_insert_with(&mut fresh),
                });
            }
            ids.push(slots);
        }
        // The schema partition starts below the end of the user range.
        (self.next < SCHEMA_BASE).then_some(ids)
    }

    /// The user tempids and their entities.
    fn tempids(&self) -> TempIds {
        let neg = self
            .neg
            .iter()
            .map(|(&n, &e)| (TempId::Int(n), EntityId(e)));
        let strs = self
            .strs
            .iter()
            .map(|(&s, &e)| (TempId::Named(s.into()), EntityId(e)));
        neg.chain(strs).collect()
    }
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
    /// Keys by `attr ‖ encoding`, so one value has one key across runs
    /// and pieces.
    keys: HashMap<Vec<u8>, Vec<u8>>,
}

impl Giants {
    fn new(max_giant: u64) -> Self {
        Giants {
            next: max_giant,
            new: Vec::new(),
            keys: HashMap::new(),
        }
    }

    /// Replaces each encoding longer than the inline limit by its index
    /// key (an existing giant's, or a new one's), as the general path
    /// does. `false` when a run's arena outgrows its 32-bit offsets.
    fn convert(
        &mut self,
        store: &Store,
        txn: &RoTxn<'_>,
        chunks: &mut [Chunk<'_>],
        limit: usize,
    ) -> Result<bool> {
        let keys = &mut self.keys;
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
                        let key = match store.find_av(txn, a, enc)? {
                            Some(k) => k,
                            None => {
                                let mut key = a.to_be_bytes().to_vec();
                                let IndexForm::Giant(g) = index_bytes(enc, store.budget)? else {
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

/// One arena for `chunks`: the first run's, the others appended (theirs
/// freed); with each run's offset in it and its first item's number
/// (counting from `first_item`).
fn join_arenas(chunks: &mut [Chunk<'_>], first_item: u32) -> (Vec<u8>, Vec<u64>, Vec<u32>) {
    let mut arena = chunks
        .first_mut()
        .map(|c| std::mem::take(&mut c.arena))
        .unwrap_or_default();
    let mut arena_base = vec![0u64; chunks.len()];
    let mut item_base = vec![first_item; chunks.len()];
    let mut items = first_item.saturating_add(chunks.first().map_or(0, |c| c.items));
    for (k, c) in chunks.iter_mut().enumerate().skip(1) {
        arena_base[k] = arena.len() as u64;
        arena.extend_from_slice(&c.arena);
        c.arena = Vec::new();
        item_base[k] = items;
        items = items.saturating_add(c.items);
    }
    (arena, arena_base, item_base)
}

/// The entry of `raw` of run `k` (its entity and place in the joined arena).
fn entry_of(arena: &[u8], raw: &scan::Raw, e: u64, arena_base: u64, item_base: u32) -> Entry {
    let off = arena_base + u64::from(raw.off);
    let len = raw.len as usize;
    let (head, head2) = heads(&arena[off as usize..off as usize + len]);
    Entry {
        head,
        head2,
        e,
        off,
        // Giants were replaced by their keys (≤ 511 bytes).
        len: len as u16,
        item: raw.item.saturating_add(item_base),
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
    let (arena, arena_base, item_base) = join_arenas(chunks, 0);
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
            let at = &mut fill[(e - base) as usize];
            entries[*at] = entry_of(&arena, raw, e, arena_base[k], item_base[k]);
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::schema::{AttrInfo, Cardinality};
    use crate::value::{Keyword, ValueType};

    fn attrs() -> Attrs {
        let mut schema = Schema::builtin();
        let mut name = AttrInfo::untyped(crate::ids::AttrId(16), Keyword::parse("name"));
        name.value_type = Some(ValueType::String);
        schema.insert(name);
        let mut friend = AttrInfo::untyped(crate::ids::AttrId(17), Keyword::parse("friend"));
        friend.value_type = Some(ValueType::Ref);
        friend.cardinality = Cardinality::Many;
        schema.insert(friend);
        Attrs::of(&schema).unwrap()
    }

    /// Items of `text` as (item, entity tempid, datom bytes), after the
    /// runs are joined and numbered.
    fn flat(
        text: &str,
        start: usize,
        end: Option<usize>,
        parts: usize,
    ) -> Vec<(u32, u64, Vec<u8>)> {
        let chunks = scan_runs(text, start, end, &attrs(), 400, parts).unwrap();
        let ids = Numbering::new(0).number(&chunks).unwrap();
        let mut out = Vec::new();
        let mut first_item = 0;
        for (c, slots) in chunks.iter().zip(&ids) {
            for raw in &c.raws {
                let b = &c.arena[raw.off as usize..(raw.off + raw.len) as usize];
                out.push((first_item + raw.item, slots[raw.e as usize], b.to_vec()));
            }
            first_item += c.items;
        }
        out
    }

    /// Runs cut anywhere, with guesses inside strings (`} {` in a name),
    /// join into exactly what one run reads.
    #[test]
    fn runs_join_into_what_one_run_reads() {
        let mut text = String::from("[");
        for i in 1..=25_000 {
            let name = if i % 53 == 0 {
                format!("trap }}\\n{{ {} }} {{", "x".repeat(i % 300))
            } else {
                format!("person {i}")
            };
            text.push_str(&format!(
                "{{:db/id -{i} :name \"{name}\" :friend [-{} \"s{}\"]}}\n",
                i % 25_000 + 1,
                i % 7
            ));
        }
        text.push(']');
        assert!(text.len() > MIN_SPLIT_BYTES);
        let one = flat(&text, 0, None, 1);
        for parts in 2..=9 {
            assert_eq!(flat(&text, 0, None, parts), one, "{parts} runs");
        }
        // A piece: from an item start to the first item after a byte.
        let start = text.find("{:db/id -5000 ").unwrap();
        let end = text.find("{:db/id -9000 ").unwrap() - 5;
        let piece = flat(&text, start, Some(end), 4);
        let items: std::collections::BTreeSet<u32> = piece.iter().map(|p| p.0).collect();
        assert_eq!(items.len(), 4000);
    }
}
