//! Read and write transactions, and the point operations on them.

use crate::db::{Database, DbFlags, PutFlags, Stat};
use crate::env::Env;
use crate::error::{Error, MapFullAware, Result, from_rc};
use crate::overlay::{DbOverlay, Lender, Overlay, Touched};
use crate::val::{to_val, val_slice};
use dlmdb_sys as ffi;
use std::ffi::CStr;
use std::marker::PhantomData;
use std::ptr;
use std::sync::Arc;

/// A read transaction: a consistent snapshot of the environment.
///
/// `Send` (the env is opened with `MDB_NOTLS`), but not `Sync`: one thread
/// uses it at a time. Everything read out of it borrows it. A [`RwTxn`]
/// dereferences to a `RoTxn`, so every read works inside a write too.
pub struct RoTxn<'env> {
    pub(crate) env: &'env Env,
    pub(crate) ptr: *mut ffi::MDB_txn,
    /// Bit `dbi` set once that database's record is known fresh in this txn
    /// (see [`RoTxn::ensure_fresh`]).
    fresh: std::cell::Cell<u64>,
    /// Speculative writes merged into every read (a view lent by a
    /// [`crate::Speculative`]).
    pub(crate) overlay: Option<Arc<Overlay>>,
    /// Set on a transaction lent by a [`crate::Speculative`]: dropping it
    /// gives it back instead of ending it.
    lent: Option<&'env Lender>,
    /// The keys a write transaction wrote, while [`Env::speculate`] records.
    pub(crate) record: std::cell::RefCell<Option<Touched>>,
    /// Not Sync: an LMDB transaction must not be used by two threads at once.
    _not_sync: PhantomData<std::cell::Cell<()>>,
}

// SAFETY: with MDB_NOTLS a read transaction is tied to this object, not to
// the thread that began it, so it may move between threads.
unsafe impl Send for RoTxn<'_> {}

impl<'env> RoTxn<'env> {
    pub(crate) fn begin(env: &'env Env) -> Result<Self> {
        Ok(RoTxn {
            env,
            ptr: begin_raw(env, ffi::MDB_RDONLY)?,
            fresh: std::cell::Cell::new(0),
            overlay: None,
            lent: None,
            record: std::cell::RefCell::new(None),
            _not_sync: PhantomData,
        })
    }

    /// `pinned`'s transaction lent out with `overlay` merged in; `lender`
    /// (already acquired) is released when it drops.
    pub(crate) fn lent(
        env: &'env Env,
        pinned: &'env RoTxn<'_>,
        overlay: Arc<Overlay>,
        lender: &'env Lender,
    ) -> Self {
        RoTxn {
            env,
            ptr: pinned.ptr,
            fresh: std::cell::Cell::new(0),
            overlay: Some(overlay),
            lent: Some(lender),
            record: std::cell::RefCell::new(None),
            _not_sync: PhantomData,
        }
    }

    /// The overlay of `db`, when this transaction merges one.
    pub(crate) fn overlay_of(&self, db: Database) -> Option<&DbOverlay> {
        self.overlay.as_deref().and_then(|o| o.db(db))
    }

    /// Whether this transaction merges speculative writes into its reads.
    pub fn is_speculative(&self) -> bool {
        self.overlay.is_some()
    }

    /// Notes a write to `key` of `db` while [`Env::speculate`] records.
    pub(crate) fn note_write(&self, db: Database, key: &[u8]) {
        if let Some(t) = self.record.borrow_mut().as_mut() {
            t.note(db, key);
        }
    }

    pub(crate) fn map_size(&self) -> usize {
        self.env.map_size()
    }

    pub(crate) fn check(&self, rc: i32) -> Result<()> {
        if rc == 0 {
            Ok(())
        } else if rc == ffi::MDB_BAD_TXN
            && self
                .env
                .inner
                .interrupted
                .load(std::sync::atomic::Ordering::SeqCst)
        {
            // The interrupt made this transaction unusable: say so.
            Err(Error::Interrupted)
        } else {
            Err(from_rc(rc, self.map_size()))
        }
    }

    /// Makes sure DLMDB has loaded `db`'s record in this transaction.
    ///
    /// DLMDB 1.1.0's `mdb_count_range` and `mdb_range_count_values` do not
    /// refresh a named database's stale record (`DB_STALE`, the state of every
    /// named database at the start of a transaction): called first, they
    /// answer 0 for a populated range. `mdb_stat` does refresh it, so it runs
    /// once per database and transaction before those calls. Regression test:
    /// `kv/tests/lifecycle.rs::counts_are_exact_as_the_first_call_of_a_txn`.
    pub(crate) fn ensure_fresh(&self, db: Database) -> Result<()> {
        let bit = 1u64.checked_shl(db.dbi).unwrap_or(0);
        if bit != 0 && self.fresh.get() & bit != 0 {
            return Ok(());
        }
        let mut s = ffi::MDB_stat::default();
        // SAFETY: live txn, valid dbi, out-pointer to a full MDB_stat.
        self.check(unsafe { ffi::mdb_stat(self.ptr, db.dbi, &mut s) })?;
        self.fresh.set(self.fresh.get() | bit);
        Ok(())
    }

    /// The environment this transaction reads.
    pub fn env(&self) -> &'env Env {
        self.env
    }

    /// DLMDB's id of this transaction (the snapshot's commit number).
    pub fn id(&self) -> u64 {
        // SAFETY: `ptr` is a live transaction.
        unsafe { ffi::mdb_txn_id(self.ptr) as u64 }
    }

    pub(crate) fn open_db_raw(&self, name: Option<&CStr>, flags: u32) -> Result<Database> {
        let mut dbi = 0;
        let name_ptr = name.map_or(ptr::null(), CStr::as_ptr);
        // SAFETY: live txn, valid (or NULL) name, valid out-pointer.
        let rc = unsafe { ffi::mdb_dbi_open(self.ptr, name_ptr, flags, &mut dbi) };
        if rc == ffi::MDB_NOTFOUND {
            return Err(Error::Other {
                code: rc,
                message: crate::error::strerror(rc),
            });
        }
        self.check(rc)?;
        let mut stored = 0;
        // SAFETY: `dbi` was just opened in this txn.
        self.check(unsafe { ffi::mdb_dbi_flags(self.ptr, dbi, &mut stored) })?;
        Ok(Database {
            dbi,
            flags: DbFlags::from_bits(stored),
        })
    }

    /// Ends a read transaction in which databases were opened, publishing
    /// their handles to the environment.
    pub(crate) fn commit_read(mut self) -> Result<()> {
        let p = std::mem::replace(&mut self.ptr, ptr::null_mut());
        // SAFETY: `p` is live; commit frees it, and we nulled our copy so
        // Drop will not abort it again.
        let rc = unsafe { ffi::mdb_txn_commit(p) };
        self.check(rc)
    }

    /// The value stored under `key` in a plain (not DUPSORT) database, or
    /// `None`. The slice points into the map and lives as long as the
    /// transaction. On a DUPSORT database use a cursor instead: its values
    /// may be rebuilt from compressed prefixes in a cursor's scratch buffer.
    pub fn get(&self, db: Database, key: &[u8]) -> Result<Option<&[u8]>> {
        if !db.flags.dupsort {
            if let Some(merged) = self.overlay_of(db).and_then(|o| o.plain_value(key)) {
                return Ok(merged);
            }
        }
        self.raw_get(db, key)
    }

    /// [`RoTxn::get`] of the base commit, without speculative writes.
    pub(crate) fn raw_get(&self, db: Database, key: &[u8]) -> Result<Option<&[u8]>> {
        if db.flags.dupsort {
            return Err(Error::WrongDbKind {
                op: "get (use a cursor to read duplicates)",
                needs: "non-DUPSORT",
            });
        }
        self.check_key(key)?;
        let mut k = to_val(key);
        let mut v = ffi::MDB_val {
            mv_size: 0,
            mv_data: ptr::null_mut(),
        };
        // SAFETY: live txn, `k` points at `key` for the call, `v` is an
        // out-parameter.
        let rc = unsafe { ffi::mdb_get(self.ptr, db.dbi, &mut k, &mut v) };
        if rc == ffi::MDB_NOTFOUND {
            return Ok(None);
        }
        self.check(rc)?;
        // SAFETY: values of a non-DUPSORT database are never prefix
        // compressed, so `v` points into the map, valid until this txn ends
        // or writes (writing needs `&mut RwTxn`, which this borrow forbids).
        Ok(Some(unsafe { val_slice(&v) }))
    }

    /// Statistics of one database.
    pub fn stat(&self, db: Database) -> Result<Stat> {
        let mut s = ffi::MDB_stat::default();
        // SAFETY: live txn, valid dbi, out-pointer to a full MDB_stat.
        self.check(unsafe { ffi::mdb_stat(self.ptr, db.dbi, &mut s) })?;
        let delta = self.overlay_of(db).map_or(0, DbOverlay::delta_all);
        Ok(Stat {
            page_size: s.ms_psize,
            depth: s.ms_depth,
            branch_pages: s.ms_branch_pages as u64,
            leaf_pages: s.ms_leaf_pages as u64,
            overflow_pages: s.ms_overflow_pages as u64,
            entries: (s.ms_entries as u64).saturating_add_signed(delta),
        })
    }

    /// Pages on DLMDB's free list: pages no database uses any more, kept
    /// in the file for later writes (`mdb_copy -c` / a compacting copy
    /// drops them). Walks the free-list database (DBI 0), whose values
    /// are page-number lists headed by their length.
    pub fn free_pages(&self) -> Result<u64> {
        let free = Database {
            dbi: 0,
            flags: DbFlags::default(),
        };
        let mut cur = self.cursor(free)?;
        let mut total = 0u64;
        let mut item = cur.first()?.map(|(_, v)| id_list_len(v));
        while let Some(n) = item {
            total += n;
            item = cur.next()?.map(|(_, v)| id_list_len(v));
        }
        Ok(total)
    }

    /// Statistics of DLMDB's main database (DBI 1), which holds the
    /// records of the named databases.
    pub fn main_stat(&self) -> Result<Stat> {
        self.stat(Database {
            dbi: 1,
            flags: DbFlags::default(),
        })
    }

    pub(crate) fn check_key(&self, key: &[u8]) -> Result<()> {
        if key.is_empty() {
            return Err(Error::EmptyKey);
        }
        let max = self.env.max_key_size();
        if key.len() > max {
            return Err(Error::KeyTooLarge {
                size: key.len(),
                max,
            });
        }
        Ok(())
    }

    pub(crate) fn check_dup(&self, db: Database, value: &[u8]) -> Result<()> {
        let max = self.env.max_key_size();
        if db.flags.dupsort && value.len() > max {
            return Err(Error::ValueTooLarge {
                size: value.len(),
                max,
            });
        }
        Ok(())
    }
}

impl Drop for RoTxn<'_> {
    fn drop(&mut self) {
        if let Some(lender) = self.lent {
            // Lent: the pinned transaction lives on in its `Speculative`.
            lender.release();
            return;
        }
        if !self.ptr.is_null() {
            // SAFETY: the txn is live and owned by us; abort frees it.
            unsafe { ffi::mdb_txn_abort(self.ptr) };
        }
        self.env.leave();
    }
}

/// The length word at the head of a free-list record (an `MDB_IDL`:
/// `pgno_t` count, then that many page numbers, native-endian `size_t`).
fn id_list_len(v: &[u8]) -> u64 {
    const W: usize = std::mem::size_of::<usize>();
    v.get(..W)
        .and_then(|b| <[u8; W]>::try_from(b).ok())
        .map_or(0, |b| usize::from_ne_bytes(b) as u64)
}

fn begin_raw(env: &Env, flags: u32) -> Result<*mut ffi::MDB_txn> {
    loop {
        env.enter();
        let mut ptr = ptr::null_mut();
        // SAFETY: the env is open; `ptr` receives the new transaction.
        let rc = unsafe { ffi::mdb_txn_begin(env.inner.ptr, ptr::null_mut(), flags, &mut ptr) };
        if rc == 0 {
            return Ok(ptr);
        }
        env.leave();
        if rc == ffi::MDB_MAP_RESIZED {
            env.adopt_map_size()?;
            continue;
        }
        return Err(from_rc(rc, env.map_size()));
    }
}

/// The write transaction. Aborts on drop unless [`RwTxn::commit`]ted.
/// Dereferences to [`RoTxn`] for reads. Not `Send`: LMDB ties the writer
/// lock to the thread that began it.
pub struct RwTxn<'env> {
    pub(crate) txn: RoTxn<'env>,
    _not_send: PhantomData<*const ()>,
}

impl<'env> std::ops::Deref for RwTxn<'env> {
    type Target = RoTxn<'env>;
    fn deref(&self) -> &Self::Target {
        &self.txn
    }
}

impl<'env> RwTxn<'env> {
    pub(crate) fn begin(env: &'env Env) -> Result<Self> {
        if env.inner.read_only {
            return Err(Error::ReadOnly);
        }
        if let Some(why) = &env.inner.meta_damage {
            return Err(Error::Corrupted(format!(
                "{why}; writes are refused (reads see the newer page): run `quiver check` and restore from a backup"
            )));
        }
        Ok(RwTxn {
            txn: RoTxn {
                env,
                ptr: begin_raw(env, 0)?,
                fresh: std::cell::Cell::new(0),
                overlay: None,
                lent: None,
                record: std::cell::RefCell::new(None),
                _not_sync: PhantomData,
            },
            _not_send: PhantomData,
        })
    }

    /// Commits every write of the transaction.
    pub fn commit(mut self) -> Result<()> {
        let p = std::mem::replace(&mut self.txn.ptr, ptr::null_mut());
        // SAFETY: `p` is the live write txn; commit frees it whether it
        // succeeds or not, and our copy is nulled so Drop does not abort it.
        let rc = unsafe { ffi::mdb_txn_commit(p) };
        if let Some(e) = crate::write_failure::explain(rc, self.txn.env.path()) {
            return Err(e);
        }
        self.txn.check(rc)
    }

    /// Explicitly aborts (same as dropping).
    pub fn abort(self) {}

    pub(crate) fn open_db_raw(&mut self, name: Option<&CStr>, flags: u32) -> Result<Database> {
        self.txn.open_db_raw(name, flags)
    }

    /// Stores `value` under `key`. On a DUPSORT database this adds a value to
    /// the key's set (a present pair is a no-op unless `no_dup_data`).
    pub fn put(&mut self, db: Database, key: &[u8], value: &[u8], flags: PutFlags) -> Result<()> {
        self.txn.check_key(key)?;
        self.txn.check_dup(db, value)?;
        let mut k = to_val(key);
        let mut v = to_val(value);
        // SAFETY: live write txn; `k`/`v` point at the caller's slices for the
        // duration of the call; DLMDB copies them into the map.
        let rc = unsafe { ffi::mdb_put(self.txn.ptr, db.dbi, &mut k, &mut v, flags.bits()) };
        self.txn.note_write(db, key);
        self.txn.check(rc)
    }

    /// Deletes `key` with all its values; `Ok(false)` if it was absent.
    pub fn del(&mut self, db: Database, key: &[u8]) -> Result<bool> {
        self.txn.check_key(key)?;
        let mut k = to_val(key);
        // SAFETY: live write txn, `k` valid for the call, NULL data deletes all.
        let rc = unsafe { ffi::mdb_del(self.txn.ptr, db.dbi, &mut k, ptr::null_mut()) };
        self.txn.note_write(db, key);
        if rc == ffi::MDB_NOTFOUND {
            return Ok(false);
        }
        self.txn.check(rc).map(|()| true)
    }

    /// DUPSORT: deletes one key/value pair; `Ok(false)` if it was absent.
    pub fn del_dup(&mut self, db: Database, key: &[u8], value: &[u8]) -> Result<bool> {
        self.txn.check_key(key)?;
        if !db.flags.dupsort {
            return Err(Error::WrongDbKind {
                op: "del_dup",
                needs: "DUPSORT",
            });
        }
        if value.len() > self.txn.env.max_key_size() {
            return Ok(false);
        }
        let mut k = to_val(key);
        let mut v = to_val(value);
        // SAFETY: live write txn, `k`/`v` valid for the call.
        let rc = unsafe { ffi::mdb_del(self.txn.ptr, db.dbi, &mut k, &mut v) };
        self.txn.note_write(db, key);
        if rc == ffi::MDB_NOTFOUND {
            return Ok(false);
        }
        self.txn.check(rc).map(|()| true)
    }

    /// Removes every entry of `db` (the database stays).
    pub fn clear(&mut self, db: Database) -> Result<()> {
        // SAFETY: live write txn, valid dbi; 0 = empty, keep the handle.
        let rc = unsafe { ffi::mdb_drop(self.txn.ptr, db.dbi, 0) };
        if let Some(t) = self.txn.record.borrow_mut().as_mut() {
            t.cleared = true;
        }
        self.txn.check(rc)
    }
}

/// Beginning transactions ([`Env::read_txn`], [`Env::write_txn`], [`Env::write`]).
impl Env {
    /// Begins a read transaction: a consistent snapshot, `Send`, usable from
    /// any one thread at a time.
    pub fn read_txn(&self) -> Result<RoTxn<'_>> {
        RoTxn::begin(self)
    }

    /// Begins the write transaction (one at a time per environment; a second
    /// caller blocks until the first commits or aborts). A write that fills
    /// the map fails with [`Error::MapFull`]; prefer [`Env::write`], which
    /// grows the map and retries.
    pub fn write_txn(&self) -> Result<RwTxn<'_>> {
        RwTxn::begin(self)
    }

    /// Runs `f` in a write transaction and commits it. If the map fills up
    /// (in `f` or at commit), the transaction is aborted, the map doubles and
    /// `f` runs again on a fresh transaction — so `f` must be repeatable.
    pub fn write<T, E, F>(&self, mut f: F) -> Result<T, E>
    where
        F: FnMut(&mut RwTxn<'_>) -> Result<T, E>,
        E: From<Error> + MapFullAware,
    {
        loop {
            let mut txn = self.write_txn()?;
            let outcome = match f(&mut txn) {
                Ok(v) => txn.commit().map(|()| v).map_err(E::from),
                Err(e) => {
                    drop(txn);
                    Err(e)
                }
            };
            match outcome {
                Err(e) if e.is_map_full() => self.grow()?,
                other => return other,
            }
        }
    }
}
