//! The sorted index writer: datoms encoded once into an arena, sorted in
//! each index's order, checked for cardinality and uniqueness on the
//! sorted runs, and written through one appending cursor per index
//! (D-600). Imports (`import.rs`, `import/stream.rs`, `import/spill.rs`)
//! and large transactions (`transact.rs`) write through it.

use std::collections::HashMap;
use std::time::{Duration, Instant};

use quiver_kv::PutFlags;

use super::expand::{ERef, Step, StepKind, TempIds, VRef, tx_err};
use super::writer::Writer;
use super::{check_type, entity};
use crate::encoding::{encode_into, inline_limit};
use crate::error::{Result, TxErrorKind};
use crate::schema::Schema;
use crate::store::SCHEMA_BASE;
use crate::value::Stored;

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

/// One datom of the import: its entity, the first eight bytes of its
/// `attr ‖ form` (so most comparisons never leave the entry), and where
/// those bytes lie in the arena (two vectors for the whole import, not
/// one allocation per datom).
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Entry {
    pub(crate) head: u64,
    /// The next eight bytes (see [`heads`]).
    pub(crate) head2: u64,
    pub(crate) e: u64,
    pub(crate) off: u64,
    pub(crate) len: u16,
    pub(crate) item: u32,
}

/// Who calls the bulk writer.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Mode {
    /// `Db::import` of this many items: conflicts are errors.
    Import(usize),
    /// A large `Db::transact`: datoms are reported, and a cardinality
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
pub(crate) fn head(b: &[u8]) -> u64 {
    let mut h = [0u8; 8];
    let n = b.len().min(8);
    h[..n].copy_from_slice(&b[..n]);
    u64::from_be_bytes(h)
}

/// The first sixteen bytes of `b` as two heads. Entries of at most 16
/// bytes (a long, a ref, a short string or keyword, with its attribute)
/// compare by `(head, head2, len)` alone (see [`Entry::cmp_bytes`]).
pub(crate) fn heads(b: &[u8]) -> (u64, u64) {
    (head(b), head(b.get(8..).unwrap_or_default()))
}

impl Entry {
    /// The order of the entries' bytes, from the heads where they decide.
    pub(crate) fn cmp_bytes<'b>(
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
    pub(crate) fn same_bytes<'b>(&self, other: &Entry, bytes: impl Fn(&Entry) -> &'b [u8]) -> bool {
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
                referenced = Stored::Ref(entity(w, tempids, item, r)?);
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
pub(crate) fn check_cardinality<'b>(
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
pub(crate) struct SliceDatoms<'e, 'b, F> {
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
pub(crate) fn write_eav<'b>(
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
pub(crate) fn write_eav_from(
    w: &mut Writer<'_, '_, '_>,
    datoms: &mut dyn SortedDatoms,
) -> Result<()> {
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
pub(crate) fn write_ave<'b>(
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
pub(crate) struct AveKey {
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
pub(crate) fn write_ave_from(
    w: &mut Writer<'_, '_, '_>,
    datoms: &mut dyn SortedDatoms,
) -> Result<()> {
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

pub(crate) fn unique_err(
    w: &Writer<'_, '_, '_>,
    av: &[u8],
    item: u32,
    holder: u64,
) -> Result<crate::Error> {
    let (a, v) = w.store.decode_av(w.txn, av)?;
    Ok(tx_err(
        item as usize,
        w.schema.ident(a),
        Some(v.to_string()),
        TxErrorKind::UniqueConflict { holder },
    ))
}

/// At most this many EAV pairs are lifted out to let a batch append.
pub(crate) const MAX_LIFTED: u64 = 10_000;

/// Removes and returns the EAV pairs at or above entity `first` when there
/// are few of them (else returns nothing and the batch uses plain puts).
pub(crate) fn lift_rows_above(
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

pub(crate) fn too_big() -> crate::Error {
    crate::Error::InvalidArgument("an index entry is longer than 65,535 bytes".into())
}
