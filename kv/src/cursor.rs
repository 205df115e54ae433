//! Cursors: positioned reads, whole duplicate sets (`list_dup`), ranges,
//! ranks and the O(log n) count of a value range under one key.
//!
//! With prefix compression DLMDB rebuilds keys and duplicate values in the
//! cursor's scratch buffer, so every slice a cursor returns borrows the
//! cursor (`&mut self`) and is gone at its next operation. Copy what you keep.

mod merged;

use crate::db::{Database, PutFlags};
use crate::error::{Error, Result};
use crate::overlay::DbOverlay;
use crate::sample::SampleRng;
use crate::txn::{RoTxn, RwTxn};
use crate::val::{to_val, val_slice};
use dlmdb_sys as ffi;
use std::ops::Bound;
use std::ptr;

/// How many calls into DLMDB a cursor has made, by kind (for `explain
/// analyze` and the storage-floor estimates in the benchmarks).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CursorCalls {
    /// Positioning calls that search from the root (exact and range seeks,
    /// first/last).
    pub searches: u64,
    /// Relative moves (next/previous key or duplicate).
    pub steps: u64,
    /// `mdb_cursor_list_dup` calls.
    pub lists: u64,
    /// Duplicates those lists handed over.
    pub values: u64,
    /// Duplicates handed over a page at a time by [`Cursor::dup_chunk`]
    /// (each chunk is a step).
    pub paged: u64,
}

impl std::ops::Sub for CursorCalls {
    type Output = CursorCalls;
    fn sub(self, o: CursorCalls) -> CursorCalls {
        CursorCalls {
            searches: self.searches.saturating_sub(o.searches),
            steps: self.steps.saturating_sub(o.steps),
            lists: self.lists.saturating_sub(o.lists),
            values: self.values.saturating_sub(o.values),
            paged: self.paged.saturating_sub(o.paged),
        }
    }
}

impl std::ops::AddAssign for CursorCalls {
    fn add_assign(&mut self, o: CursorCalls) {
        self.searches += o.searches;
        self.steps += o.steps;
        self.lists += o.lists;
        self.values += o.values;
        self.paged += o.paged;
    }
}

/// A key/value pair borrowed from a cursor.
pub type Pair<'c> = (&'c [u8], &'c [u8]);

/// A cursor over one database, tied to its transaction.
pub struct Cursor<'txn> {
    ptr: *mut ffi::MDB_cursor,
    txn: &'txn RoTxn<'txn>,
    db: Database,
    /// Whether DLMDB holds a position. After a failed exact seek DLMDB's
    /// cursor is unpositioned, and a relative move from there can trip an
    /// assertion inside DLMDB 1.1.0 (`root > 1` in `mdb_page_search`,
    /// aborting the process) — so relative moves are answered here instead
    /// (D-008).
    positioned: bool,
    /// The key the cursor is on, kept by [`Cursor::seek_key_ascending`]
    /// (cleared by any move that may change the key) so the next ascending
    /// seek can try one step forward before a root-to-leaf search.
    at_key: Vec<u8>,
    /// Whether `at_key` is the key the cursor is on.
    at_valid: bool,
    /// Calls made so far.
    calls: CursorCalls,
    /// Recent ascending seeks whose step landed short of the key (probes
    /// far apart): past a few, steps are skipped and only retried now and
    /// then, so scattered probes pay one search, not a step and a search.
    step_misses: u8,
    /// Speculative writes to merge into every move (a lent transaction's,
    /// D-884); `None` on the plain path.
    overlay: Option<&'txn DbOverlay>,
    /// Where the merged cursor is, when `overlay` is set.
    mpos: MPos,
    /// Set when a forward move ran off the end (LMDB's `C_EOF`): further
    /// forward moves answer nothing until the cursor moves otherwise.
    eof: bool,
    /// A merged key's values back to back, for [`Cursor::dup_chunk`].
    chunk: Vec<u8>,
    /// Keys the overlay changes, materialised once per cursor (probes
    /// that return to a key with many values do not merge it again).
    mats: Option<Box<merged::Materialised>>,
}

/// The merged cursor's position over base and overlay.
#[derive(Debug, Clone)]
enum MPos {
    /// Nowhere.
    None,
    /// On the base cursor's pair, under a key the overlay leaves alone.
    Base,
    /// On value `idx` of a key the overlay changes, whose merged values
    /// are held here.
    Mat {
        key: Vec<u8>,
        vals: std::rc::Rc<Vec<Vec<u8>>>,
        idx: usize,
    },
}

/// Which page of a key's duplicates [`Cursor::dup_chunk`] reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Chunk {
    /// The key's first page (the cursor moves to its first duplicate).
    First,
    /// The page holding the duplicate the cursor is on, from that page's
    /// first value (after `seek_both_range`, to start near a value).
    Here,
    /// The page after the last one read.
    Next,
}

impl Drop for Cursor<'_> {
    fn drop(&mut self) {
        // SAFETY: the cursor is live and owned by us; its txn outlives it
        // (the 'txn borrow).
        unsafe { ffi::mdb_cursor_close(self.ptr) };
    }
}

fn empty_val() -> ffi::MDB_val {
    ffi::MDB_val {
        mv_size: 0,
        mv_data: ptr::null_mut(),
    }
}

impl<'txn> Cursor<'txn> {
    pub(crate) fn open(txn: &'txn RoTxn<'_>, db: Database) -> Result<Self> {
        let mut ptr = ptr::null_mut();
        // SAFETY: live txn, valid dbi, out-pointer.
        txn.check(unsafe { ffi::mdb_cursor_open(txn.ptr, db.dbi, &mut ptr) })?;
        Ok(Cursor {
            ptr,
            txn,
            db,
            positioned: false,
            at_key: Vec::new(),
            at_valid: false,
            calls: CursorCalls::default(),
            step_misses: 0,
            overlay: txn.overlay_of(db),
            mpos: MPos::None,
            eof: false,
            chunk: Vec::new(),
            mats: None,
        })
    }

    /// How many calls into DLMDB this cursor has made.
    pub fn calls(&self) -> CursorCalls {
        self.calls
    }

    /// The database this cursor reads.
    pub fn database(&self) -> Database {
        self.db
    }

    /// One positioning call: on the base commit, or merged with the
    /// overlay when there is one.
    #[inline(always)]
    fn get(
        &mut self,
        key: Option<&[u8]>,
        val: Option<&[u8]>,
        op: ffi::MDB_cursor_op,
    ) -> Result<Option<Pair<'_>>> {
        if let Some(ov) = self.overlay {
            return self.merged_get(ov, key, val, op);
        }
        self.raw_get(key, val, op)
    }

    /// Runs one `mdb_cursor_get` with optional input key/value.
    fn raw_get(
        &mut self,
        key: Option<&[u8]>,
        val: Option<&[u8]>,
        op: ffi::MDB_cursor_op,
    ) -> Result<Option<Pair<'_>>> {
        let absolute = matches!(
            op,
            ffi::MDB_FIRST
                | ffi::MDB_LAST
                | ffi::MDB_SET_KEY
                | ffi::MDB_SET_RANGE
                | ffi::MDB_GET_BOTH
                | ffi::MDB_GET_BOTH_RANGE
        );
        let op = if absolute || self.positioned {
            op
        } else {
            // Relative moves from no position: as LMDB documents, "next"
            // starts at the first pair and "previous" at the last; the rest
            // have nothing to answer.
            match op {
                ffi::MDB_NEXT | ffi::MDB_NEXT_NODUP => ffi::MDB_FIRST,
                ffi::MDB_PREV | ffi::MDB_PREV_NODUP => ffi::MDB_LAST,
                _ => return Ok(None),
            }
        };
        if !matches!(
            op,
            ffi::MDB_FIRST_DUP
                | ffi::MDB_LAST_DUP
                | ffi::MDB_NEXT_DUP
                | ffi::MDB_PREV_DUP
                | ffi::MDB_GET_CURRENT
        ) {
            // The key may change: the ascending-seek hint is stale.
            self.at_valid = false;
        }
        if absolute {
            self.calls.searches += 1;
        } else {
            self.calls.steps += 1;
        }
        let mut k = key.map_or_else(empty_val, to_val);
        let mut v = val.map_or_else(empty_val, to_val);
        // SAFETY: live cursor; `k`/`v` either point at caller slices that
        // outlive the call or are out-parameters.
        let rc = unsafe { ffi::mdb_cursor_get(self.ptr, &mut k, &mut v, op) };
        // A failed seek leaves no position; a relative move that ran off
        // the end keeps the last one.
        let absolute = matches!(
            op,
            ffi::MDB_FIRST
                | ffi::MDB_LAST
                | ffi::MDB_SET_KEY
                | ffi::MDB_SET_RANGE
                | ffi::MDB_GET_BOTH
                | ffi::MDB_GET_BOTH_RANGE
        );
        if rc == ffi::MDB_NOTFOUND {
            if absolute {
                self.positioned = false;
            }
            return Ok(None);
        }
        if rc != 0 {
            self.positioned = false;
        }
        self.txn.check(rc)?;
        self.positioned = true;
        // SAFETY: filled by a successful get; valid until this cursor's next
        // operation, which needs `&mut self` again and so ends this borrow.
        Ok(Some(unsafe { (val_slice(&k), val_slice(&v)) }))
    }

    /// First pair of the database.
    pub fn first(&mut self) -> Result<Option<Pair<'_>>> {
        self.get(None, None, ffi::MDB_FIRST)
    }
    /// Last pair of the database.
    pub fn last(&mut self) -> Result<Option<Pair<'_>>> {
        self.get(None, None, ffi::MDB_LAST)
    }
    /// Next pair (next duplicate, then next key).
    #[allow(clippy::should_implement_trait)] // a positioning call, not iteration
    pub fn next(&mut self) -> Result<Option<Pair<'_>>> {
        self.get(None, None, ffi::MDB_NEXT)
    }
    /// Previous pair.
    pub fn prev(&mut self) -> Result<Option<Pair<'_>>> {
        self.get(None, None, ffi::MDB_PREV)
    }
    /// Next duplicate of the current key, `None` at its last one.
    pub fn next_dup(&mut self) -> Result<Option<Pair<'_>>> {
        self.get(None, None, ffi::MDB_NEXT_DUP)
    }
    /// Previous duplicate of the current key.
    pub fn prev_dup(&mut self) -> Result<Option<Pair<'_>>> {
        self.get(None, None, ffi::MDB_PREV_DUP)
    }
    /// First pair of the next key.
    pub fn next_nodup(&mut self) -> Result<Option<Pair<'_>>> {
        self.get(None, None, ffi::MDB_NEXT_NODUP)
    }
    /// Last pair of the previous key.
    pub fn prev_nodup(&mut self) -> Result<Option<Pair<'_>>> {
        self.get(None, None, ffi::MDB_PREV_NODUP)
    }
    /// First duplicate of the current key.
    pub fn first_dup(&mut self) -> Result<Option<Pair<'_>>> {
        self.get(None, None, ffi::MDB_FIRST_DUP)
    }
    /// Last duplicate of the current key.
    pub fn last_dup(&mut self) -> Result<Option<Pair<'_>>> {
        self.get(None, None, ffi::MDB_LAST_DUP)
    }
    /// The pair at the cursor.
    pub fn current(&mut self) -> Result<Option<Pair<'_>>> {
        self.get(None, None, ffi::MDB_GET_CURRENT)
    }

    /// Positions at `key` exactly (its first duplicate).
    pub fn seek_key(&mut self, key: &[u8]) -> Result<Option<Pair<'_>>> {
        self.txn.check_key(key)?;
        self.get(Some(key), None, ffi::MDB_SET_KEY)
    }

    /// Positions at `key` exactly (its first duplicate) for a caller that
    /// visits keys in ascending order, and answers whether it exists.
    ///
    /// Seeking costs a search from the root; a sorted probe's next key is
    /// usually the cursor's next one (a step within the current leaf). So
    /// when the cursor sits on a smaller key this steps once and searches
    /// only if that key is still smaller. On a miss the cursor rests on the
    /// next larger key (or nowhere), which is where the next ascending seek
    /// starts. Keys out of order are still answered exactly, only slower.
    /// The default (byte-wise) key order is assumed, as everywhere in Quiver.
    ///
    /// ```no_run
    /// # fn demo(c: &mut quiver_kv::Cursor<'_>) -> quiver_kv::Result<()> {
    /// for e in [3u64, 4, 9] {
    ///     if c.seek_key_ascending(&e.to_be_bytes())? {
    ///         let _values = c.list_dup()?;
    ///     }
    /// }
    /// # Ok(()) }
    /// ```
    pub fn seek_key_ascending(&mut self, key: &[u8]) -> Result<bool> {
        use std::cmp::Ordering;
        self.txn.check_key(key)?;
        if self.overlay.is_some() {
            // Merged: an exact seek, else rest on the next larger key.
            if self.seek_key(key)?.is_some() {
                return Ok(true);
            }
            self.seek_range(key)?;
            return Ok(false);
        }
        // The buffer is taken out so a key borrowed from the cursor can be
        // copied into it (no allocation once it has grown).
        let mut at = std::mem::take(&mut self.at_key);
        let was_valid = std::mem::replace(&mut self.at_valid, false) && self.positioned;
        let mut hit = None;
        if was_valid {
            /// Misses after which steps are skipped; while skipping, every
            /// `RETRY`-th seek tries a step again.
            const MISSES: u8 = 4;
            const RETRY: u8 = 16;
            let skip = self.step_misses >= MISSES && {
                self.step_misses = self.step_misses.wrapping_add(1).max(MISSES);
                self.step_misses % RETRY != 0
            };
            match key.cmp(at.as_slice()) {
                Ordering::Equal => hit = Some(true),
                Ordering::Greater if skip => {}
                Ordering::Greater => match self.get(None, None, ffi::MDB_NEXT_NODUP)? {
                    // Past the last key: nothing at or after `key`.
                    None => {
                        self.at_key = at;
                        return Ok(false);
                    }
                    Some((k, _)) => {
                        let order = k.cmp(key);
                        if order != Ordering::Less {
                            at.clear();
                            at.extend_from_slice(k);
                            hit = Some(order == Ordering::Equal);
                            self.step_misses = 0;
                        } else {
                            self.step_misses = self.step_misses.saturating_add(1);
                        }
                    }
                },
                Ordering::Less => {}
            }
        }
        if hit.is_none() {
            if let Some((k, _)) = self.get(Some(key), None, ffi::MDB_SET_RANGE)? {
                at.clear();
                at.extend_from_slice(k);
                hit = Some(at.as_slice() == key);
            }
        }
        self.at_key = at;
        self.at_valid = hit.is_some();
        Ok(hit.unwrap_or(false))
    }

    /// Positions at the first key ≥ `key` (its first duplicate).
    pub fn seek_range(&mut self, key: &[u8]) -> Result<Option<Pair<'_>>> {
        self.txn.check_key(key)?;
        self.get(Some(key), None, ffi::MDB_SET_RANGE)
    }

    /// DUPSORT: positions at the exact pair.
    pub fn seek_both(&mut self, key: &[u8], value: &[u8]) -> Result<Option<Pair<'_>>> {
        self.txn.check_key(key)?;
        if value.len() > self.txn.env().max_key_size() {
            return Ok(None);
        }
        self.get(Some(key), Some(value), ffi::MDB_GET_BOTH)
    }

    /// DUPSORT: positions at the first duplicate of `key` that is ≥ `value`.
    pub fn seek_both_range(&mut self, key: &[u8], value: &[u8]) -> Result<Option<Pair<'_>>> {
        self.txn.check_key(key)?;
        if value.len() > self.txn.env().max_key_size() {
            // Larger than any storable dup: position past the key's values
            // only matters for counting, which handles this itself.
            return Ok(None);
        }
        self.get(Some(key), Some(value), ffi::MDB_GET_BOTH_RANGE)
    }

    /// COUNTED: positions at the pair of 0-based `rank` (duplicates count).
    /// Ascending ranks reuse the cursor's path, so sampling in rank order is
    /// cheap.
    pub fn seek_rank(&mut self, rank: u64) -> Result<Option<Pair<'_>>> {
        let mut k = empty_val();
        let mut v = empty_val();
        // SAFETY: live cursor on a counted db (DLMDB checks), out-parameters.
        let rc = unsafe { ffi::mdb_cursor_get_rank(self.ptr, rank, &mut k, &mut v, 0) };
        self.positioned = rc == 0;
        // Ranks are the base commit's (samples for estimates): the merged
        // position starts over.
        self.mpos = MPos::None;
        self.at_valid = false;
        if rc == ffi::MDB_NOTFOUND {
            return Ok(None);
        }
        self.txn.check(rc)?;
        // SAFETY: as in `get`: valid until the next operation on `self`.
        Ok(Some(unsafe { (val_slice(&k), val_slice(&v)) }))
    }

    /// Number of duplicates of the current key.
    pub fn dup_count(&mut self) -> Result<u64> {
        if self.overlay.is_some() {
            match &self.mpos {
                MPos::None => return Ok(0),
                MPos::Mat { vals, .. } => return Ok(vals.len() as u64),
                MPos::Base => {}
            }
        }
        self.raw_dup_count()
    }

    /// [`Cursor::dup_count`] of the base cursor.
    fn raw_dup_count(&mut self) -> Result<u64> {
        if !self.positioned {
            return Ok(0);
        }
        let mut n = 0;
        // SAFETY: live, positioned cursor.
        let rc = unsafe { ffi::mdb_cursor_count(self.ptr, &mut n) };
        self.txn.check(rc)?;
        Ok(n as u64)
    }

    /// COUNTED: the 0-based rank of an existing key (its first duplicate when
    /// `value` is `None`) or key/value pair; `None` if absent. Neither uses
    /// nor moves the cursor.
    pub fn rank_of(&self, key: &[u8], value: Option<&[u8]>) -> Result<Option<u64>> {
        let k = to_val(key);
        let v = value.map(to_val);
        let mut rank = 0;
        // SAFETY: live cursor; `k`/`v` point at caller slices for the call.
        let rc = unsafe {
            ffi::mdb_cursor_key_rank(self.ptr, &k, crate::val::opt_ptr(&v), 0, &mut rank)
        };
        if rc == ffi::MDB_NOTFOUND {
            return Ok(None);
        }
        self.txn.check(rc)?;
        Ok(Some(rank))
    }

    /// Every duplicate of the key the cursor is on, in one call
    /// (`mdb_cursor_list_dup`). Hides DLMDB's two special cases: a key with a
    /// single value (NOTFOUND: the positioned value is used) and a dup set
    /// promoted to a sub-database (INCOMPATIBLE: read with NEXT_DUP). The
    /// cursor stays on this key; `next_nodup` moves to the next one.
    pub fn list_dup(&mut self) -> Result<DupList<'_>> {
        if !self.db.flags.dupsort {
            return Err(Error::WrongDbKind {
                op: "list_dup",
                needs: "DUPSORT",
            });
        }
        if self.overlay.is_some() {
            let owned = |vals: &[Vec<u8>]| {
                let mut buf = Vec::new();
                let mut ends = Vec::with_capacity(vals.len());
                for v in vals {
                    buf.extend_from_slice(v);
                    ends.push(buf.len());
                }
                DupList {
                    repr: DupRepr::Owned { buf, ends },
                }
            };
            match &self.mpos {
                MPos::None => return Ok(owned(&[])),
                MPos::Mat { vals, .. } => {
                    self.calls.lists += 1;
                    self.calls.values += vals.len() as u64;
                    return Ok(owned(vals));
                }
                MPos::Base => {}
            }
        }
        self.raw_list_dup()
    }

    /// [`Cursor::list_dup`] of the base cursor.
    fn raw_list_dup(&mut self) -> Result<DupList<'_>> {
        if !self.positioned {
            return Ok(DupList {
                repr: DupRepr::Owned {
                    buf: Vec::new(),
                    ends: Vec::new(),
                },
            });
        }
        let mut values: *const ffi::MDB_val = ptr::null();
        let mut count = 0;
        // SAFETY: live cursor; out-parameters.
        let rc = unsafe { ffi::mdb_cursor_list_dup(self.ptr, &mut values, &mut count) };
        self.calls.lists += 1;
        if rc == 0 {
            self.calls.values += count as u64;
        }
        match rc {
            0 => {
                let array = if count == 0 {
                    &[][..]
                } else {
                    // SAFETY: on success `values` points at `count` MDB_vals
                    // owned by the cursor, valid until its next operation
                    // (the borrow of `&mut self`).
                    unsafe { std::slice::from_raw_parts(values, count) }
                };
                Ok(DupList {
                    repr: DupRepr::Array(array),
                })
            }
            ffi::MDB_NOTFOUND => {
                // One value (DLMDB answers NOTFOUND): the cursor's current
                // pair. Counted first: the pair then borrows the cursor.
                self.calls.values += 1;
                self.single_value()
            }
            ffi::MDB_INCOMPATIBLE => {
                let mut buf = Vec::new();
                let mut ends = Vec::new();
                let mut item = self
                    .raw_get(None, None, ffi::MDB_FIRST_DUP)?
                    .map(|(_, v)| v.to_vec());
                while let Some(v) = item {
                    buf.extend_from_slice(&v);
                    ends.push(buf.len());
                    item = self
                        .raw_get(None, None, ffi::MDB_NEXT_DUP)?
                        .map(|(_, v)| v.to_vec());
                }
                self.calls.values += ends.len() as u64;
                Ok(DupList {
                    repr: DupRepr::Owned { buf, ends },
                })
            }
            rc => Err(self.txn.check(rc).err().unwrap_or(Error::BadTxn)),
        }
    }

    /// DUPFIXED: the duplicates of the key the cursor is on, a page at a
    /// time (see [`Chunk`] for which page): each chunk holds whole values
    /// of the database's fixed size back to back, ascending. DLMDB hands
    /// over whole pages, so a chunk never starts inside one. `None` once
    /// the key's values are done. One call hands over hundreds of values,
    /// where `next_dup` takes one call a value and `list_dup` cannot read
    /// a set promoted to a sub-database. `size` is the database's value
    /// size (checked against every chunk).
    ///
    /// # Errors
    /// `WrongDbKind` unless the database is DUPFIXED; `Corrupted` when a
    /// chunk is not whole values of `size` bytes; DLMDB errors.
    pub fn dup_chunk(&mut self, at: Chunk, size: usize) -> Result<Option<&[u8]>> {
        if !self.db.flags.dupfixed {
            return Err(Error::WrongDbKind {
                op: "dup_chunk",
                needs: "DUPFIXED",
            });
        }
        if self.overlay.is_some() {
            // A merged key's values come as one chunk, from its first.
            match (&mut self.mpos, at) {
                (MPos::None, _) | (MPos::Mat { .. }, Chunk::Next) => return Ok(None),
                (MPos::Mat { vals, idx, .. }, Chunk::First | Chunk::Here) => {
                    if let Some(bad) = vals.iter().find(|v| v.len() != size) {
                        return Err(Error::Corrupted(format!(
                            "a {}-byte value in a database of {size}-byte values",
                            bad.len()
                        )));
                    }
                    *idx = 0;
                    self.chunk.clear();
                    for v in vals.iter() {
                        self.chunk.extend_from_slice(v);
                    }
                    self.calls.paged += vals.len() as u64;
                    return Ok(Some(&self.chunk));
                }
                (MPos::Base, _) => {}
            }
        }
        if !self.positioned {
            return Ok(None);
        }
        let op = match at {
            Chunk::First => {
                if self.raw_get(None, None, ffi::MDB_FIRST_DUP)?.is_none() {
                    return Ok(None);
                }
                ffi::MDB_GET_MULTIPLE
            }
            Chunk::Here => ffi::MDB_GET_MULTIPLE,
            Chunk::Next => ffi::MDB_NEXT_MULTIPLE,
        };
        let mut k = empty_val();
        let mut v = empty_val();
        // SAFETY: live, positioned cursor; `k`/`v` are out-parameters.
        let rc = unsafe { ffi::mdb_cursor_get(self.ptr, &mut k, &mut v, op) };
        self.calls.steps += 1;
        if rc == ffi::MDB_NOTFOUND {
            return Ok(None);
        }
        if rc != 0 {
            self.positioned = false;
        }
        self.txn.check(rc)?;
        if v.mv_size == 0 {
            // A key with one value has no duplicate page: DLMDB answers
            // success and leaves `v` alone. Its value is the current one.
            if matches!(at, Chunk::Next) {
                return Ok(None);
            }
            // Counted first: the value then borrows the cursor.
            self.calls.paged += 1;
            return match self.raw_get(None, None, ffi::MDB_GET_CURRENT)? {
                Some((_, value)) if value.len() == size => Ok(Some(value)),
                Some((_, value)) => Err(Error::Corrupted(format!(
                    "a {}-byte value in a database of {size}-byte values",
                    value.len()
                ))),
                None => Ok(None),
            };
        }
        if size == 0 || v.mv_size % size != 0 {
            return Err(Error::Corrupted(format!(
                "a {}-byte page of {size}-byte values",
                v.mv_size
            )));
        }
        self.calls.paged += (v.mv_size / size) as u64;
        // SAFETY: filled by a successful get; valid until this cursor's next
        // operation, which needs `&mut self` again.
        Ok(Some(unsafe { val_slice(&v) }))
    }

    /// The one value of a single-value key, as a list.
    fn single_value(&mut self) -> Result<DupList<'_>> {
        Ok(match self.raw_get(None, None, ffi::MDB_GET_CURRENT)? {
            Some((_, v)) => DupList {
                repr: DupRepr::Single(v),
            },
            None => DupList {
                repr: DupRepr::Owned {
                    buf: Vec::new(),
                    ends: Vec::new(),
                },
            },
        })
    }

    /// Rank of the first pair at or after a key bound (`count_all` if none).
    ///
    /// Ranks are the base commit's: a transaction with speculative writes
    /// ranks (and samples) what it was lent on (estimates only).
    pub fn lower_rank(&mut self, bound: Bound<&[u8]>) -> Result<u64> {
        let total = self.txn.raw_count_all(self.db)?;
        let key = match bound {
            Bound::Unbounded => return Ok(0),
            Bound::Included(k) | Bound::Excluded(k) => k,
        };
        self.txn.check_key(key)?;
        self.mpos = MPos::None;
        let landed = self
            .raw_get(Some(key), None, ffi::MDB_SET_RANGE)?
            .map(|(k, _)| k == key);
        let on_key = match landed {
            None => return Ok(total),
            Some(on_key) => on_key,
        };
        if on_key
            && matches!(bound, Bound::Excluded(_))
            && self.raw_get(None, None, ffi::MDB_NEXT_NODUP)?.is_none()
        {
            return Ok(total);
        }
        self.current_rank(total)
    }

    /// Rank one past the last pair within an upper key bound.
    pub fn upper_rank(&mut self, bound: Bound<&[u8]>) -> Result<u64> {
        match bound {
            Bound::Unbounded => self.txn.raw_count_all(self.db),
            Bound::Included(k) => self.lower_rank(Bound::Excluded(k)),
            Bound::Excluded(k) => self.lower_rank(Bound::Included(k)),
        }
    }

    /// Rank of the pair the cursor is on (its first duplicate's rank plus the
    /// offset is not needed: callers position on first duplicates).
    fn current_rank(&mut self, total: u64) -> Result<u64> {
        let (k, v) = match self.raw_get(None, None, ffi::MDB_GET_CURRENT)? {
            Some((k, v)) => (k.to_vec(), v.to_vec()),
            None => return Ok(total),
        };
        let value = if self.db.flags.dupsort {
            Some(&v[..])
        } else {
            None
        };
        Ok(self.rank_of(&k, value)?.unwrap_or(total))
    }

    /// DUPSORT + COUNTED: how many values of `key` lie within the value
    /// bounds, in O(log n): two seeks and two rank lookups.
    pub fn count_dups(&mut self, key: &[u8], lo: Bound<&[u8]>, hi: Bound<&[u8]>) -> Result<u64> {
        if !(self.db.flags.dupsort && self.db.flags.counted) {
            return Err(Error::WrongDbKind {
                op: "count_dups",
                needs: "DUPSORT + COUNTED",
            });
        }
        let delta = self.overlay.map_or(0, |o| o.delta_values(key, lo, hi));
        Ok(self
            .raw_count_dups(key, lo, hi)?
            .saturating_add_signed(delta))
    }

    /// [`Cursor::count_dups`] on the base commit.
    fn raw_count_dups(&mut self, key: &[u8], lo: Bound<&[u8]>, hi: Bound<&[u8]>) -> Result<u64> {
        self.txn.check_key(key)?;
        self.mpos = MPos::None;
        if self.raw_get(Some(key), None, ffi::MDB_SET_KEY)?.is_none() {
            return Ok(0);
        }
        let n = self.raw_dup_count()?;
        let first = match self.rank_of(key, None)? {
            Some(r) => r,
            None => return Ok(0),
        };
        let end = first + n;
        let lo_rank = match lo {
            Bound::Unbounded => first,
            Bound::Included(v) => self.value_rank(key, v, false, end)?,
            Bound::Excluded(v) => self.value_rank(key, v, true, end)?,
        };
        let hi_rank = match hi {
            Bound::Unbounded => end,
            Bound::Included(v) => self.value_rank(key, v, true, end)?,
            Bound::Excluded(v) => self.value_rank(key, v, false, end)?,
        };
        Ok(hi_rank.saturating_sub(lo_rank))
    }

    /// Rank of the first value of `key` that is ≥ `v` (> `v` if `strict`),
    /// or `end` if there is none.
    fn value_rank(&mut self, key: &[u8], v: &[u8], strict: bool, end: u64) -> Result<u64> {
        if v.len() > self.txn.env().max_key_size() {
            return Ok(end);
        }
        let landed = match self.raw_get(Some(key), Some(v), ffi::MDB_GET_BOTH_RANGE)? {
            None => return Ok(end),
            Some((_, found)) => found.to_vec(),
        };
        let rank = self.rank_of(key, Some(&landed))?.unwrap_or(end);
        Ok(if strict && landed == v {
            rank + 1
        } else {
            rank
        })
    }

    /// Draws up to `k` distinct pairs uniformly at random from the ranks
    /// `[lo, hi)` (see [`Cursor::lower_rank`]), visiting them in ascending
    /// rank order so the cursor's path stays warm. `f` sees each pair.
    pub fn sample_ranks(
        &mut self,
        lo: u64,
        hi: u64,
        k: usize,
        rng: &mut SampleRng,
        f: impl FnMut(&[u8], &[u8]) -> Result<()>,
    ) -> Result<usize> {
        self.sample_rank_ranges(&[(lo, hi)], k, rng, f)
    }

    /// Draws up to `k` distinct pairs uniformly at random from the union
    /// of the rank ranges `[lo, hi)` in `ranges` (ascending and disjoint,
    /// as the ranges of several value ranges of one attribute are),
    /// visiting them in ascending rank order. `f` sees each pair; a rank
    /// that is not there within one snapshot is [`Error::Corrupted`].
    pub fn sample_rank_ranges(
        &mut self,
        ranges: &[(u64, u64)],
        k: usize,
        rng: &mut SampleRng,
        mut f: impl FnMut(&[u8], &[u8]) -> Result<()>,
    ) -> Result<usize> {
        let total: u64 = ranges.iter().map(|(lo, hi)| hi.saturating_sub(*lo)).sum();
        let picks = rng.distinct_sorted(0, total, k);
        // Positions in the union, ascending: walk the ranges once.
        let (mut at, mut base) = (0usize, 0u64);
        for &pick in &picks {
            while let Some(&(lo, hi)) = ranges.get(at) {
                let len = hi.saturating_sub(lo);
                if pick < base + len {
                    break;
                }
                base += len;
                at += 1;
            }
            let Some(&(lo, _)) = ranges.get(at) else {
                break;
            };
            let r = lo + (pick - base);
            let speculative = self.overlay.is_some();
            match self.seek_rank(r)? {
                Some((key, value)) => f(key, value)?,
                // Ranks counted with speculative writes may run past the
                // base commit's last pair: an estimate's sample skips them.
                None if speculative => {}
                None => {
                    return Err(Error::Corrupted(format!(
                        "rank {r} vanished within one snapshot"
                    )));
                }
            }
        }
        Ok(picks.len())
    }

    /// Draws up to `k` pairs uniformly from a key range (copies them).
    pub fn sample_range(
        &mut self,
        lo: Bound<&[u8]>,
        hi: Bound<&[u8]>,
        k: usize,
        rng: &mut SampleRng,
    ) -> Result<Vec<(Vec<u8>, Vec<u8>)>> {
        let r0 = self.lower_rank(lo)?;
        let r1 = self.upper_rank(hi)?;
        let mut out = Vec::with_capacity(k.min(r1.saturating_sub(r0) as usize));
        self.sample_ranks(r0, r1.max(r0), k, rng, |a, b| {
            out.push((a.to_vec(), b.to_vec()));
            Ok(())
        })?;
        Ok(out)
    }

    /// Draws up to `k` values uniformly from one key's duplicate set.
    pub fn sample_dups(
        &mut self,
        key: &[u8],
        k: usize,
        rng: &mut SampleRng,
    ) -> Result<Vec<Vec<u8>>> {
        self.txn.check_key(key)?;
        self.mpos = MPos::None;
        if self.raw_get(Some(key), None, ffi::MDB_SET_KEY)?.is_none() {
            return Ok(Vec::new());
        }
        let n = self.raw_dup_count()?;
        let first = self.rank_of(key, None)?.unwrap_or(0);
        let mut out = Vec::new();
        self.sample_ranks(first, first + n, k, rng, |_, v| {
            out.push(v.to_vec());
            Ok(())
        })?;
        Ok(out)
    }

    /// Iterates the pairs whose keys lie within the bounds, in order.
    pub fn range<'c, 'b>(
        &'c mut self,
        lo: Bound<&'b [u8]>,
        hi: Bound<&'b [u8]>,
    ) -> Range<'c, 'txn, 'b> {
        Range {
            cursor: self,
            lo,
            hi,
            started: false,
            done: false,
        }
    }

    /// Iterates the values of one key within value bounds, in order.
    pub fn dup_range<'c, 'b>(
        &'c mut self,
        key: &'b [u8],
        lo: Bound<&'b [u8]>,
        hi: Bound<&'b [u8]>,
    ) -> DupRange<'c, 'txn, 'b> {
        DupRange {
            cursor: self,
            key,
            lo,
            hi,
            started: false,
            done: false,
        }
    }
}

fn above_upper(item: &[u8], hi: Bound<&[u8]>) -> bool {
    match hi {
        Bound::Unbounded => false,
        Bound::Included(h) => item > h,
        Bound::Excluded(h) => item >= h,
    }
}

/// Pairs of a key range; a lending iterator: each item borrows the range
/// until the next call to [`Range::next`].
pub struct Range<'c, 'txn, 'b> {
    cursor: &'c mut Cursor<'txn>,
    lo: Bound<&'b [u8]>,
    hi: Bound<&'b [u8]>,
    started: bool,
    done: bool,
}

impl Range<'_, '_, '_> {
    /// The next pair, or `None` past the upper bound.
    #[allow(clippy::should_implement_trait)]
    pub fn next(&mut self) -> Option<Result<Pair<'_>>> {
        if self.done {
            return None;
        }
        let step = if self.started {
            self.cursor.get(None, None, ffi::MDB_NEXT)
        } else {
            self.started = true;
            match self.lo {
                Bound::Unbounded => self.cursor.get(None, None, ffi::MDB_FIRST),
                Bound::Included(k) => self.cursor.seek_range(k),
                Bound::Excluded(k) => {
                    let on_bound = self
                        .cursor
                        .seek_range(k)
                        .map(|o| o.map(|(found, _)| found == k));
                    match on_bound {
                        Ok(Some(true)) => self.cursor.get(None, None, ffi::MDB_NEXT_NODUP),
                        Ok(Some(false)) => self.cursor.get(None, None, ffi::MDB_GET_CURRENT),
                        Ok(None) => Ok(None),
                        Err(e) => Err(e),
                    }
                }
            }
        };
        match step {
            Ok(Some((k, v))) if !above_upper(k, self.hi) => Some(Ok((k, v))),
            Ok(_) => {
                self.done = true;
                None
            }
            Err(e) => {
                self.done = true;
                Some(Err(e))
            }
        }
    }
}

/// Values of one key within value bounds; a lending iterator.
pub struct DupRange<'c, 'txn, 'b> {
    cursor: &'c mut Cursor<'txn>,
    key: &'b [u8],
    lo: Bound<&'b [u8]>,
    hi: Bound<&'b [u8]>,
    started: bool,
    done: bool,
}

impl DupRange<'_, '_, '_> {
    /// The next value, or `None` past the upper bound or the key's last value.
    #[allow(clippy::should_implement_trait)]
    pub fn next(&mut self) -> Option<Result<&[u8]>> {
        if self.done {
            return None;
        }
        let step = if self.started {
            self.cursor.get(None, None, ffi::MDB_NEXT_DUP)
        } else {
            self.started = true;
            match self.lo {
                Bound::Unbounded => self.cursor.seek_key(self.key),
                Bound::Included(v) => self.cursor.seek_both_range(self.key, v),
                Bound::Excluded(v) => {
                    let on_bound = self
                        .cursor
                        .seek_both_range(self.key, v)
                        .map(|o| o.map(|(_, found)| found == v));
                    match on_bound {
                        Ok(Some(true)) => self.cursor.get(None, None, ffi::MDB_NEXT_DUP),
                        Ok(Some(false)) => self.cursor.get(None, None, ffi::MDB_GET_CURRENT),
                        Ok(None) => Ok(None),
                        Err(e) => Err(e),
                    }
                }
            }
        };
        match step {
            Ok(Some((_, v))) if !above_upper(v, self.hi) => Some(Ok(v)),
            Ok(_) => {
                self.done = true;
                None
            }
            Err(e) => {
                self.done = true;
                Some(Err(e))
            }
        }
    }
}

/// A whole duplicate set from [`Cursor::list_dup`], borrowed from the cursor.
pub struct DupList<'c> {
    repr: DupRepr<'c>,
}

enum DupRepr<'c> {
    Array(&'c [ffi::MDB_val]),
    Single(&'c [u8]),
    Owned { buf: Vec<u8>, ends: Vec<usize> },
}

impl<'c> DupList<'c> {
    /// Number of values.
    pub fn len(&self) -> usize {
        match &self.repr {
            DupRepr::Array(a) => a.len(),
            DupRepr::Single(_) => 1,
            DupRepr::Owned { ends, .. } => ends.len(),
        }
    }

    /// True when there are no values.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The `i`-th value (sorted order), or `None` past the end.
    pub fn get(&self, i: usize) -> Option<&[u8]> {
        match &self.repr {
            // SAFETY: the array's items were filled by list_dup and stay valid
            // while the cursor is borrowed ('c).
            DupRepr::Array(a) => a.get(i).map(|v| unsafe { val_slice(v) }),
            DupRepr::Single(v) => (i == 0).then_some(*v),
            DupRepr::Owned { buf, ends } => {
                let end = *ends.get(i)?;
                let start = if i == 0 { 0 } else { ends[i - 1] };
                buf.get(start..end)
            }
        }
    }

    /// Index of the first value ≥ `probe` (`len()` if none): duplicates
    /// are sorted byte-wise, so this is a binary search.
    pub fn lower_bound(&self, probe: &[u8]) -> usize {
        let (mut lo, mut hi) = (0, self.len());
        while lo < hi {
            let mid = lo + (hi - lo) / 2;
            if self.get(mid).is_some_and(|v| v < probe) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        lo
    }

    /// Whether `value` is one of the duplicates (binary search).
    pub fn contains(&self, value: &[u8]) -> bool {
        self.get(self.lower_bound(value)) == Some(value)
    }

    /// The values in sorted order.
    pub fn iter(&self) -> DupIter<'_> {
        match &self.repr {
            DupRepr::Array(a) => DupIter::Array(a.iter()),
            DupRepr::Single(v) => DupIter::Single(Some(v)),
            DupRepr::Owned { buf, ends } => DupIter::Owned {
                buf,
                ends: ends.iter(),
                start: 0,
            },
        }
    }
}

/// Iterator over a [`DupList`]: a direct walk of DLMDB's array on the hot
/// path, no per-value branching on the list's representation.
pub enum DupIter<'a> {
    /// Over DLMDB's array.
    #[doc(hidden)]
    Array(std::slice::Iter<'a, ffi::MDB_val>),
    /// The single value of a one-value key.
    #[doc(hidden)]
    Single(Option<&'a [u8]>),
    /// Over copied values of a promoted dup set.
    #[doc(hidden)]
    Owned {
        /// All values back to back.
        buf: &'a [u8],
        /// End offset of each value.
        ends: std::slice::Iter<'a, usize>,
        /// Start of the next value.
        start: usize,
    },
}

impl<'a> Iterator for DupIter<'a> {
    type Item = &'a [u8];

    #[inline]
    fn next(&mut self) -> Option<&'a [u8]> {
        match self {
            // SAFETY: items filled by list_dup, valid while the cursor is
            // borrowed by the DupList this iterator borrows.
            DupIter::Array(it) => it.next().map(|v| unsafe { val_slice(v) }),
            DupIter::Single(v) => v.take(),
            DupIter::Owned { buf, ends, start } => {
                let end = *ends.next()?;
                let item = buf.get(*start..end);
                *start = end;
                item
            }
        }
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = match self {
            DupIter::Array(it) => it.len(),
            DupIter::Single(v) => usize::from(v.is_some()),
            DupIter::Owned { ends, .. } => ends.len(),
        };
        (n, Some(n))
    }
}

/// A cursor of the write transaction that can also write: created by
/// [`crate::RwTxn::write_cursor`], it borrows the transaction mutably, so
/// no slice read before it (which a write could move) is still alive.
/// Reads go through [`Cursor`]'s methods (it dereferences to one).
///
/// Writing through one cursor saves the cursor set-up that every
/// [`crate::RwTxn::put`] pays, and with [`PutFlags::append`] /
/// [`PutFlags::append_dup`] a sorted bulk load fills pages completely.
pub struct WriteCursor<'txn> {
    cur: Cursor<'txn>,
}

impl<'txn> std::ops::Deref for WriteCursor<'txn> {
    type Target = Cursor<'txn>;
    fn deref(&self) -> &Self::Target {
        &self.cur
    }
}

impl std::ops::DerefMut for WriteCursor<'_> {
    fn deref_mut(&mut self) -> &mut Self::Target {
        &mut self.cur
    }
}

impl<'txn> WriteCursor<'txn> {
    pub(crate) fn new(cur: Cursor<'txn>) -> Self {
        WriteCursor { cur }
    }

    /// Stores `value` under `key` (`mdb_cursor_put`) and leaves the cursor
    /// on the pair. With `append`, `key` must sort after every key of the
    /// database; with `append_dup`, `value` after every value of `key`
    /// (else [`Error::KeyExists`]).
    pub fn put(&mut self, key: &[u8], value: &[u8], flags: PutFlags) -> Result<()> {
        let txn = self.cur.txn;
        txn.check_key(key)?;
        txn.check_dup(self.cur.db, value)?;
        let mut k = to_val(key);
        let mut v = to_val(value);
        // SAFETY: live cursor of the write txn (the `&mut RwTxn` borrow
        // that made this cursor is held for 'txn); `k`/`v` point at the
        // caller's slices for the call and DLMDB copies them.
        let rc = unsafe { ffi::mdb_cursor_put(self.cur.ptr, &mut k, &mut v, flags.bits()) };
        txn.note_write(self.cur.db, key);
        if rc != 0 {
            self.cur.positioned = false;
        }
        txn.check(rc)?;
        self.cur.positioned = true;
        Ok(())
    }

    /// DUPFIXED: stores every value of `values` (consecutive values of
    /// `size` bytes each, in ascending order) under `key` in one call
    /// (`MDB_MULTIPLE`), which fills the key's duplicate pages without a
    /// call per value. `append` as in [`WriteCursor::put`] (for the key).
    pub fn put_multiple(
        &mut self,
        key: &[u8],
        values: &[u8],
        size: usize,
        flags: PutFlags,
    ) -> Result<()> {
        let txn = self.cur.txn;
        txn.check_key(key)?;
        if !self.cur.db.flags.dupfixed {
            return Err(Error::WrongDbKind {
                op: "put_multiple",
                needs: "DUPFIXED",
            });
        }
        if size == 0 || values.is_empty() || values.len() % size != 0 {
            return Err(Error::Other {
                code: libc::EINVAL,
                message: format!(
                    "put_multiple: {} bytes are not whole values of {size} bytes",
                    values.len()
                ),
            });
        }
        txn.check_dup(self.cur.db, &values[..size])?;
        let count = values.len() / size;
        let mut k = to_val(key);
        let mut v = [
            ffi::MDB_val {
                mv_size: size,
                mv_data: values.as_ptr() as *mut _,
            },
            ffi::MDB_val {
                mv_size: count,
                mv_data: ptr::null_mut(),
            },
        ];
        // SAFETY: live cursor of the write txn; with MDB_MULTIPLE DLMDB
        // reads `v` as an array of two MDB_vals (the first value and its
        // size, then the count) and copies `count * size` bytes from
        // `values`, which holds exactly that many; it writes the count
        // stored back into `v[1]`.
        let rc = unsafe {
            ffi::mdb_cursor_put(
                self.cur.ptr,
                &mut k,
                v.as_mut_ptr(),
                flags.bits() | ffi::MDB_MULTIPLE,
            )
        };
        txn.note_write(self.cur.db, key);
        if rc != 0 {
            self.cur.positioned = false;
        }
        txn.check(rc)?;
        self.cur.positioned = true;
        if v[1].mv_size != count {
            return Err(Error::Other {
                code: libc::EIO,
                message: format!("put_multiple stored {} of {count} values", v[1].mv_size),
            });
        }
        Ok(())
    }
}

/// Opening cursors.
impl RoTxn<'_> {
    /// Opens a cursor on `db`. Slices it returns borrow the cursor.
    pub fn cursor(&self, db: Database) -> Result<Cursor<'_>> {
        Cursor::open(self, db)
    }
}

impl RwTxn<'_> {
    /// A cursor that writes as well as reads (see [`WriteCursor`]); it
    /// borrows the transaction until dropped.
    pub fn write_cursor(&mut self, db: Database) -> Result<WriteCursor<'_>> {
        Ok(WriteCursor::new(Cursor::open(&self.txn, db)?))
    }
}
