//! Bulk import: [`Db::import`](crate::Db::import) loads large tx-data in **one write
//! transaction** — all of it or, on any error or interrupt, none of it —
//! resolving ids in memory, sorting the datoms into each index's order, and
//! writing each index in one appending pass (D-600).
//!
//! # When the fast path applies
//!
//! The data items take the fast path when every one is an assertion
//! (`:db/add` or an entity map) about an entity **created by this import**
//! — a tempid or map without `:db/id` that does not upsert to an existing
//! entity, or an explicit id above the database's largest id when the
//! import began. Values may refer to anything (existing ids, lookup refs,
//! idents, tempids). Schema items run first through the ordinary
//! transaction path. Otherwise (retractions, `:db/cas`, edits of existing
//! entities, upserts onto stored entities, composite tuples) the data is
//! applied exactly as [`Db::transact`](crate::Db::transact) would, in the same single
//! transaction, so results never depend on which path ran.
//!
//! # Sorted, appended writes
//!
//! The fast path encodes every datom once into one arena, sorts the
//! entries in EAV order on this thread and in AVE order on a second one,
//! checks cardinality and uniqueness on the sorted runs, and writes each
//! index through one write cursor. Keys above an index's last key are
//! appended (`MDB_APPEND` / `MDB_APPENDDUP`: no searches, full pages);
//! keys that fall inside an index already holding data are written with
//! ordinary puts. So the fastest and smallest result comes from importing
//! into an empty database or one holding only schema.
//!
//! # EDN text: the streaming path
//!
//! [`Db::import_edn`](crate::Db::import_edn) reads a plain file of entity
//! maps straight into encoded datoms and sorted runs (`scan.rs`,
//! `stream.rs`, D-612), without tx-data or steps, and hands any other
//! shape, and any conflict, to the path above before anything is
//! committed. Beyond [`ImportOptions::sort_memory`] its sorted runs are
//! spilled to temporary files beside the database and merged while the
//! indexes are written (`spill.rs`, D-615).
//!
//! # Memory
//!
//! [`Db::import`](crate::Db::import) holds the whole import in memory: the
//! tx-data, 40 bytes per datom for each of the two sort orders, and the
//! encoded `attr ‖ value` bytes (about 15 bytes per datom on the benchmark
//! data). The streaming path holds about [`SORT_BYTES_PER_TEXT_BYTE`]
//! bytes per byte of text, within `sort_memory` (plus the text and one
//! map entry per tempid).
//!
//! # Atomicity
//!
//! The import is one DLMDB write transaction: an error (bad value, unique
//! conflict, a full disk) or an interrupt ([`Db::interrupt_handle`](crate::Db::interrupt_handle))
//! aborts it and leaves the database exactly as before. The map is grown
//! before the transaction starts, so it is not rerun for map growth in
//! the common case.

mod scan;
mod spill;
pub(crate) mod stream;

use std::collections::HashMap;
use std::time::{Duration, Instant};

use quiver_kv::PutFlags;

use crate::encoding::{encode_into, inline_limit};
use crate::error::{Result, TxErrorKind};
use crate::ids::{EntityId, TxId};
use crate::schema::Schema;
use crate::store::{META_MAX_EID, SCHEMA_BASE, Store};
use crate::transact::expand::{ERef, Step, StepKind, TempIds, VRef, is_schema_item, tx_err};
use crate::transact::writer::Writer;
use crate::transact::{apply_steps, check_type, entity, expand_and_resolve, stamp_tx};
use crate::tx_data::{TempId, TxOp, TxValue};
use crate::value::Value;

/// How [`Db::import`](crate::Db::import) and
/// [`Db::import_edn`](crate::Db::import_edn) report progress and use memory.
#[derive(Debug, Clone, Copy)]
pub struct ImportOptions {
    /// Items between two progress reports while datoms are encoded (the
    /// whole import is one transaction whatever this is).
    pub batch_items: usize,
    /// Bytes the streaming path of [`Db::import_edn`](crate::Db::import_edn)
    /// may use to sort (about [`SORT_BYTES_PER_TEXT_BYTE`] per byte of
    /// text). A larger text is read in pieces, each sorted and spilled to
    /// unnamed temporary files beside the database, and the pieces are
    /// merged while the indexes are written (D-615). Default: a quarter of
    /// physical memory (4 GiB when it cannot be read).
    pub sort_memory: usize,
}

impl Default for ImportOptions {
    fn default() -> Self {
        ImportOptions {
            batch_items: 50_000,
            sort_memory: default_sort_memory(),
        }
    }
}

/// Sort memory the streaming import needs per byte of EDN text (arena,
/// scanned datoms, both sort orders; measured 8–15 bytes of peak RSS per
/// byte on people-100k and film-1, the database's dirty pages included).
pub const SORT_BYTES_PER_TEXT_BYTE: usize = 12;

/// A quarter of physical memory (4 GiB when it cannot be read), read once
/// per process.
fn default_sort_memory() -> usize {
    static MEMORY: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    *MEMORY.get_or_init(|| {
        let total = std::fs::read_to_string("/proc/meminfo").ok().and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("MemTotal:"))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|kb| kb.parse::<usize>().ok())
        });
        total.map_or(4 << 30, |kb| kb.saturating_mul(1024) / 4)
    })
}

/// Progress reported while an import runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ImportProgress {
    /// Items encoded so far (all of them once the indexes are being
    /// written).
    pub items_done: usize,
    /// Items in the whole import.
    pub items_total: usize,
    /// Datoms written so far.
    pub datoms: u64,
    /// Whether the import takes the fast path.
    pub fast: bool,
}

/// What an import did.
#[derive(Debug, Clone, PartialEq)]
pub struct ImportReport {
    /// The import's transaction.
    pub tx: TxId,
    /// Where each tempid went.
    pub tempids: HashMap<TempId, EntityId>,
    /// Datoms written (the tx entity's `:db/txInstant` included).
    pub datoms: u64,
    /// 1 when the data took the fast path (sorted, appended writes).
    pub fast_batches: usize,
    /// 1 when the data was applied as an ordinary transaction.
    pub slow_batches: usize,
    /// Items (entity maps and list forms) in the import.
    pub items: usize,
    /// Whether [`Db::import_edn`](crate::Db::import_edn) read the text with
    /// the streaming scanner (D-612) rather than the general path.
    pub streamed: bool,
    /// Wall-clock time of each phase, in order (`resolve`, `encode`,
    /// `sort+eav`, `ave`, `commit`, …), for benchmarks and profiles.
    pub phases: Vec<(&'static str, Duration)>,
}

/// One datom of the import: its entity, the first eight bytes of its
/// `attr ‖ form` (so most comparisons never leave the entry), and where
/// those bytes lie in the arena (two vectors for the whole import, not
/// one allocation per datom).
#[derive(Debug, Clone, Copy, Default)]
struct Entry {
    head: u64,
    /// The next eight bytes (see [`heads`]).
    head2: u64,
    e: u64,
    off: u64,
    len: u16,
    item: u32,
}

/// Rough datom count of `ops`, to size the map before the transaction.
pub fn estimate_datoms(ops: &[TxOp]) -> usize {
    fn value(v: &TxValue) -> usize {
        match v {
            TxValue::Value(_) | TxValue::Entity(_) => 1,
            TxValue::Map(m) => 1 + m.attrs.iter().map(|(_, v)| value(v)).sum::<usize>(),
            TxValue::Many(vs) => vs.iter().map(value).sum(),
        }
    }
    ops.iter()
        .map(|op| match op {
            TxOp::Map(m) => m.attrs.iter().map(|(_, v)| value(v)).sum(),
            _ => 1,
        })
        .sum()
}

/// Map bytes reserved per estimated datom: both indexes with their dirty
/// copies (measured: ~90 bytes per datom on disk, with room to spare).
pub const MAP_BYTES_PER_DATOM: usize = 320;

/// Who calls the bulk writer.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Mode {
    /// [`Db::import`](crate::Db::import) of this many items: conflicts are errors.
    Import(usize),
    /// A large [`Db::transact`](crate::Db::transact): datoms are reported, and a cardinality
    /// conflict hands the steps back for the ordinary path (last wins).
    Transact,
}

/// Phase timing and progress pacing of one attempt.
pub struct Run {
    /// Each phase's name and how long it took, in order.
    pub phases: Vec<(&'static str, Duration)>,
    pub(crate) mark: Instant,
    pub(crate) every: usize,
}

impl Run {
    /// A run starting now that reports progress every `every` items.
    pub fn reporting_every(every: usize) -> Run {
        Run {
            phases: Vec::new(),
            mark: Instant::now(),
            every,
        }
    }

    /// A run that reports nothing (for transactions).
    pub fn quiet() -> Run {
        Run {
            phases: Vec::new(),
            mark: Instant::now(),
            every: usize::MAX,
        }
    }

    /// Ends the phase under way, naming it `name`.
    pub fn phase(&mut self, name: &'static str) {
        let now = Instant::now();
        self.phases.push((name, now - self.mark));
        self.mark = now;
    }
}

/// What the transaction did.
pub struct Outcome {
    /// Datoms written.
    pub datoms: u64,
    /// Whether the fast path (sorted appends) wrote them.
    pub fast: bool,
    /// The import's transaction.
    pub tx: TxId,
}

pub(crate) type Imported = (Outcome, TempIds, Schema);

/// The whole import, inside the write transaction.
pub fn import_all(
    store: &Store,
    txn: &mut quiver_kv::RwTxn<'_>,
    schema: &Schema,
    ops: &[TxOp],
    now: i64,
    run: &mut Run,
    progress: &mut impl FnMut(&ImportProgress),
) -> Result<Imported> {
    let base_eid = store.meta_u64(txn, META_MAX_EID)?;
    let mut w = Writer::begin(store, txn, schema.clone())?;
    // Bulk writes report no detail: the caches start over (D-350).
    w.changes.everything();
    let mut tempids: TempIds = TempIds::default();
    let (schema_items, data_items): (Vec<usize>, Vec<usize>) =
        (0..ops.len()).partition(|&i| is_schema_item(&ops[i]));
    let mut auto = 0u32;
    let mut datoms = 0u64;
    w.schema_mode = true;
    let steps = expand_and_resolve(&mut w, ops, &schema_items, &mut tempids, &mut auto)?;
    apply_steps(&mut w, &tempids, &steps)?;
    w.schema_mode = false;
    datoms += w.added.len() as u64;
    w.added.clear();
    let steps = expand_and_resolve(&mut w, ops, &data_items, &mut tempids, &mut auto)?;
    run.phase("resolve");
    // Composite tuples are kept as in `transact` (D-114); the append-only
    // fast path does not track touched entities, so it is skipped then.
    w.composites = w.schema.has_composites();
    let fast = !w.composites && fast_eligible(&steps, &tempids, base_eid);
    if fast {
        w.record = false;
        let written = fast_write(
            &mut w,
            steps,
            &tempids,
            Mode::Import(ops.len()),
            run,
            progress,
        )?;
        // Import mode never hands the steps back (conflicts are errors).
        datoms += written.unwrap_or(0);
    } else {
        apply_steps(&mut w, &tempids, &steps)?;
        if let Some(&item) = data_items.last() {
            crate::transact::composite::maintain(&mut w, item)?;
        }
        datoms += w.added.len() as u64;
        w.added.clear();
        run.phase("apply");
    }
    w.record = true;
    stamp_tx(&mut w, now)?;
    datoms += w.added.len() as u64;
    w.finish()?;
    run.phase("finish");
    let outcome = Outcome {
        datoms,
        fast,
        tx: w.tx,
    };
    Ok((outcome, tempids, w.schema))
}

/// Whether every step asserts a data attribute of an entity created by
/// this import or transaction (ids above `base_eid`).
pub(crate) fn fast_eligible(steps: &[Step], tempids: &TempIds, base_eid: u64) -> bool {
    let data_attr =
        |a: &crate::ids::AttrId| !Schema::is_schema_attr(*a) && *a != crate::schema::DB_IDENT;
    steps.iter().all(|s| match &s.kind {
        StepKind::Add(ERef::Temp(t), a, _) => {
            data_attr(a)
                && tempids
                    .get(t)
                    .is_some_and(|e| e.0 > base_eid && e.0 < SCHEMA_BASE)
        }
        StepKind::Add(ERef::Id(e), a, _) => {
            data_attr(a) && e.is_user() && e.0 > base_eid && e.0 < SCHEMA_BASE
        }
        _ => false,
    })
}

/// The first eight bytes of `b`, zero-padded, as a big-endian number:
/// comparing heads, then (when equal) the bytes, orders entries as the
/// bytes alone would (a shorter entry padded with zeros never sorts above
/// one it is a prefix of).
fn head(b: &[u8]) -> u64 {
    let mut h = [0u8; 8];
    let n = b.len().min(8);
    h[..n].copy_from_slice(&b[..n]);
    u64::from_be_bytes(h)
}

/// The first sixteen bytes of `b` as two heads. Entries of at most 16
/// bytes (a long, a ref, a short string or keyword, with its attribute)
/// compare by `(head, head2, len)` alone (see [`Entry::cmp_bytes`]).
fn heads(b: &[u8]) -> (u64, u64) {
    (head(b), head(b.get(8..).unwrap_or_default()))
}

impl Entry {
    /// The order of the entries' bytes, from the heads where they decide.
    fn cmp_bytes<'b>(
        &self,
        other: &Entry,
        bytes: impl Fn(&Entry) -> &'b [u8],
    ) -> std::cmp::Ordering {
        self.head
            .cmp(&other.head)
            .then(self.head2.cmp(&other.head2))
            .then_with(|| {
                // Equal zero-padded 16-byte prefixes: when both entries
                // fit in 16 bytes, the shorter is a prefix of the other.
                if self.len <= 16 && other.len <= 16 {
                    self.len.cmp(&other.len)
                } else {
                    bytes(self).cmp(bytes(other))
                }
            })
    }

    /// Whether the entries' bytes are equal.
    fn same_bytes<'b>(&self, other: &Entry, bytes: impl Fn(&Entry) -> &'b [u8]) -> bool {
        self.head == other.head
            && self.head2 == other.head2
            && self.len == other.len
            && (self.len <= 16 || bytes(self) == bytes(other))
    }
}

/// Writes the assertions about new entities: resolve and encode each datom
/// into one arena, sort per index (AVE on a second thread), check
/// cardinality and uniqueness on the sorted runs, then append.
pub(crate) fn fast_write(
    w: &mut Writer<'_, '_, '_>,
    steps: Vec<Step>,
    tempids: &TempIds,
    mode: Mode,
    run: &mut Run,
    progress: &mut dyn FnMut(&ImportProgress),
) -> Result<std::result::Result<u64, Vec<Step>>> {
    let items_total = match mode {
        Mode::Import(n) => n,
        Mode::Transact => 0,
    };
    let limit = inline_limit(w.store.budget)?;
    let mut arena: Vec<u8> = Vec::new();
    let mut entries: Vec<Entry> = Vec::with_capacity(steps.len());
    let mut enc = Vec::new();
    let mut giants: HashMap<Vec<u8>, Vec<u8>> = HashMap::new();
    // New giants' records, written once the checks have passed.
    let giant_mark = w.giant_mark();
    let mut new_giants: Vec<(crate::ids::GiantId, Vec<u8>)> = Vec::new();
    let mut next_report = if items_total == 0 {
        usize::MAX
    } else {
        run.every
    };
    for step in &steps {
        let StepKind::Add(e, a, v) = &step.kind else {
            continue;
        };
        let item = step.item;
        if item >= next_report {
            next_report = item + run.every;
            progress(&ImportProgress {
                items_done: item,
                items_total,
                datoms: 0,
                fast: true,
            });
        }
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
                    let (k, new) = w.av_deferred(*a, &enc)?;
                    if let Some(id) = new {
                        new_giants.push((id, enc.clone()));
                    }
                    giants.insert(scoped, k.clone());
                    k
                }
            };
            arena.extend_from_slice(&key[4..]);
        }
        if e.0 > w.max_eid {
            w.max_eid = e.0;
        }
        if w.record {
            w.added.push(crate::datom::Datom::new(e, *a, value.clone()));
        }
        let (h1, h2) = heads(&arena[off..]);
        entries.push(Entry {
            head: h1,
            head2: h2,
            e: e.0,
            off: off as u64,
            // An entry is at most 4 + budget ≤ 511 bytes (index_bytes).
            len: u16::try_from(arena.len() - off).map_err(|_| too_big())?,
            item: u32::try_from(item).unwrap_or(u32::MAX),
        });
    }
    run.phase("encode");
    let arena = arena.as_slice();
    let bytes = |x: &Entry| &arena[x.off as usize..x.off as usize + x.len as usize];
    let eav_cmp = |x: &Entry, y: &Entry| x.e.cmp(&y.e).then_with(|| x.cmp_bytes(y, bytes));
    let ave_cmp = |x: &Entry, y: &Entry| x.cmp_bytes(y, bytes).then(x.e.cmp(&y.e));
    std::thread::scope(|scope| -> Result<std::result::Result<u64, Vec<Step>>> {
        // The AVE order is sorted on the second core while this thread
        // sorts the EAV order and writes `eav`.
        // If no thread can be started, this one sorts later.
        let ave_sorted = std::thread::Builder::new()
            .name("quiver-ave-sort".into())
            .spawn_scoped(scope, {
                let mut by_ave = entries.clone();
                move || {
                    by_ave.sort_unstable_by(ave_cmp);
                    by_ave
                }
            })
            .ok();
        entries.sort_unstable_by(eav_cmp);
        entries.dedup_by(|y, x| x.e == y.e && x.same_bytes(y, bytes));
        match (check_cardinality(w, &entries, bytes), mode) {
            (Ok(()), _) => {}
            // A transaction's last value of a cardinality-one attribute
            // wins (D-104): the caller applies the steps one by one.
            // Nothing is written yet (giants were deferred).
            (Err(_), Mode::Transact) => {
                w.added.clear();
                w.reset_giants(giant_mark);
                return Ok(Err(steps));
            }
            (Err(e), Mode::Import(_)) => return Err(e),
        }
        // Freeing a million steps' values takes a tenth of a second: let
        // another thread do it while this one writes.
        // (If no thread can be started, the closure and the steps are
        // dropped here.)
        let _ = std::thread::Builder::new()
            .name("quiver-free".into())
            .spawn(move || drop(steps));
        if w.record && w.added.len() != entries.len() {
            // The same datom asserted twice is reported once.
            let mut seen = std::collections::HashSet::new();
            w.added.retain(|d| seen.insert(d.clone()));
        }
        for (id, enc) in &new_giants {
            w.txn
                .put(w.store.giants, &id.to_be_bytes(), enc, PutFlags::default())?;
        }
        run.phase("sort eav");
        write_eav(w, &entries, bytes)?;
        run.phase("write eav");
        progress(&ImportProgress {
            items_done: items_total,
            items_total,
            datoms: entries.len() as u64,
            fast: true,
        });
        let by_ave = match ave_sorted {
            Some(handle) => handle
                .join()
                .map_err(|_| crate::Error::Corrupt("the AVE sort thread panicked".into()))?,
            None => {
                let mut by_ave = entries.clone();
                by_ave.sort_unstable_by(ave_cmp);
                by_ave
            }
        };
        run.phase("sort ave (wait)");
        write_ave(w, &by_ave, bytes)?;
        run.phase("write ave");
        Ok(Ok(entries.len() as u64))
    })
}

/// Refuses two values of a cardinality-one attribute for one entity
/// (`entries` in EAV order, exact duplicates removed).
fn check_cardinality<'b>(
    w: &Writer<'_, '_, '_>,
    entries: &[Entry],
    bytes: impl Fn(&Entry) -> &'b [u8],
) -> Result<()> {
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
    Ok(())
}

/// One datom of an index's sorted stream: its entity, its `attr ‖ form`
/// bytes and the item it came from.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Rec<'a> {
    pub e: u64,
    pub bytes: &'a [u8],
    pub item: u32,
}

/// Datoms in one index's order, one at a time: a sorted slice in memory,
/// or sorted runs merged from disk (`spill.rs`).
pub(crate) trait SortedDatoms {
    /// The next datom; valid until the next call.
    fn next_datom(&mut self) -> Result<Option<Rec<'_>>>;
}

/// A sorted slice of entries over an arena of lifetime `'b`.
struct SliceDatoms<'e, 'b, F> {
    entries: std::slice::Iter<'e, Entry>,
    bytes: F,
    arena: std::marker::PhantomData<&'b [u8]>,
}

impl<'b, F: Fn(&Entry) -> &'b [u8]> SortedDatoms for SliceDatoms<'_, 'b, F> {
    fn next_datom(&mut self) -> Result<Option<Rec<'_>>> {
        Ok(self.entries.next().map(|x| Rec {
            e: x.e,
            bytes: (self.bytes)(x),
            item: x.item,
        }))
    }
}

/// Writes `entries` (EAV order, no duplicates, all new entities) into
/// `eav` (see [`write_eav_from`]).
fn write_eav<'b>(
    w: &mut Writer<'_, '_, '_>,
    entries: &[Entry],
    bytes: impl Fn(&Entry) -> &'b [u8],
) -> Result<()> {
    write_eav_from(
        w,
        &mut SliceDatoms {
            entries: entries.iter(),
            bytes,
            arena: std::marker::PhantomData,
        },
    )
}

/// Writes datoms in EAV order (no duplicates, all new entities) into
/// `eav`: appended above the index's last key, put below it.
fn write_eav_from(w: &mut Writer<'_, '_, '_>, datoms: &mut dyn SortedDatoms) -> Result<()> {
    let Some(first) = datoms.next_datom()? else {
        return Ok(());
    };
    // Rows above the first new key (typically the schema and tx entities,
    // whose ids lie above every user id) would stop appending: lift a few
    // of them out, append, and put them back (D-105).
    let lifted = lift_rows_above(w, Some(first.e))?;
    let mut cur = w.txn.write_cursor(w.store.eav)?;
    let mut last_eav = cur.last()?.map(|(k, _)| k.to_vec());
    let mut prev: Option<u64> = None;
    let mut appending = false;
    let mut put = |x: Rec<'_>, prev: &mut Option<u64>, appending: &mut bool| {
        let key = x.e.to_be_bytes();
        let flags = if *prev == Some(x.e) {
            PutFlags {
                append_dup: *appending,
                ..PutFlags::default()
            }
        } else {
            *appending = last_eav.as_deref().is_none_or(|l| key.as_slice() > l);
            PutFlags {
                append: *appending,
                ..PutFlags::default()
            }
        };
        *prev = Some(x.e);
        cur.put(&key, x.bytes, flags)
    };
    put(first, &mut prev, &mut appending)?;
    while let Some(x) = datoms.next_datom()? {
        put(x, &mut prev, &mut appending)?;
    }
    if let Some(e) = prev {
        let key = e.to_be_bytes().to_vec();
        if last_eav.as_deref().is_none_or(|l| key.as_slice() > l) {
            last_eav = Some(key);
        }
    }
    let mut prev_key: Option<&[u8]> = None;
    for (key, dup) in &lifted {
        let same = prev_key == Some(key.as_slice());
        let flags = if same {
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
        cur.put(key, dup, flags)?;
        prev_key = Some(key);
    }
    Ok(())
}

/// Writes `entries` (AVE order; exact duplicates adjacent) into `ave`
/// (see [`write_ave_from`]).
fn write_ave<'b>(
    w: &mut Writer<'_, '_, '_>,
    entries: &[Entry],
    bytes: impl Fn(&Entry) -> &'b [u8],
) -> Result<()> {
    write_ave_from(
        w,
        &mut SliceDatoms {
            entries: entries.iter(),
            bytes,
            arena: std::marker::PhantomData,
        },
    )
}

/// One AVE key being gathered: its bytes, its entities (ascending, each
/// once, as 8-byte big-endian ids) and the item of its first datom.
#[derive(Default)]
struct AveKey {
    key: Vec<u8>,
    ids: Vec<u8>,
    last_e: Option<u64>,
    item: u32,
    unique: bool,
}

/// Writes datoms in AVE order (exact duplicates adjacent) into `ave`,
/// checking uniqueness and counting new keys per attribute. A new key
/// above the index's last one gets all its entities in one
/// `MDB_MULTIPLE` call when `ave` is DUPFIXED (D-601).
fn write_ave_from(w: &mut Writer<'_, '_, '_>, datoms: &mut dyn SortedDatoms) -> Result<()> {
    let mut new_keys: HashMap<crate::ids::AttrId, i64> = HashMap::new();
    // A second holder of a unique value: (item, key, first holder).
    let mut conflict: Option<(u32, Vec<u8>, u64)> = None;
    {
        let store = w.store;
        let schema = &w.schema;
        let fixed = store.ave.flags().dupfixed;
        let mut cur = w.txn.write_cursor(store.ave)?;
        let last_ave = cur.last()?.map(|(k, _)| k.to_vec());
        let mut group = AveKey::default();
        let mut open = false;
        loop {
            let rec = datoms.next_datom()?;
            if let Some(r) = rec
                && open
                && r.bytes == group.key.as_slice()
            {
                if group.last_e == Some(r.e) {
                    continue;
                }
                if let (true, Some(holder)) = (group.unique, group.last_e) {
                    conflict = Some((r.item, group.key.clone(), holder));
                    break;
                }
                group.ids.extend_from_slice(&r.e.to_be_bytes());
                group.last_e = Some(r.e);
                continue;
            }
            if open {
                let av = group.key.as_slice();
                let a = crate::store::split_av(av)?.0;
                let appending = last_ave.as_deref().is_none_or(|l| av > l);
                if appending {
                    *new_keys.entry(a).or_default() += 1;
                } else {
                    let existing = cur.seek_key(av)?.map(|(_, e)| crate::store::entity_of(e));
                    match existing.transpose()? {
                        Some(holder) if group.unique => {
                            conflict = Some((group.item, group.key.clone(), holder.0));
                            break;
                        }
                        Some(_) => {}
                        None => *new_keys.entry(a).or_default() += 1,
                    }
                }
                if appending && fixed && group.ids.len() > 8 {
                    let flags = PutFlags {
                        append: true,
                        append_dup: true,
                        ..PutFlags::default()
                    };
                    cur.put_multiple(av, &group.ids, 8, flags)?;
                } else {
                    for (k, e) in group.ids.chunks_exact(8).enumerate() {
                        let flags = PutFlags {
                            append: appending && k == 0,
                            append_dup: appending && k > 0,
                            ..PutFlags::default()
                        };
                        cur.put(av, e, flags)?;
                    }
                }
            }
            let Some(r) = rec else {
                break;
            };
            let a = crate::store::split_av(r.bytes)?.0;
            group.key.clear();
            group.key.extend_from_slice(r.bytes);
            group.ids.clear();
            group.ids.extend_from_slice(&r.e.to_be_bytes());
            group.last_e = Some(r.e);
            group.item = r.item;
            group.unique = schema.get(a).is_some_and(|i| i.unique.is_some());
            open = true;
        }
    }
    if let Some((item, av, holder)) = conflict {
        return Err(unique_err(w, &av, item, holder)?);
    }
    for (a, n) in new_keys {
        w.add_distinct(a, n);
    }
    Ok(())
}

fn unique_err(w: &Writer<'_, '_, '_>, av: &[u8], item: u32, holder: u64) -> Result<crate::Error> {
    let (a, v) = w.store.decode_av(w.txn, av)?;
    Ok(tx_err(
        item as usize,
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

fn too_big() -> crate::Error {
    crate::Error::InvalidArgument("an index entry is longer than 65,535 bytes".into())
}
