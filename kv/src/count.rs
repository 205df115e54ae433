//! O(log n) counts and ranks on COUNTED databases (DLMDB's counted B+trees).

use crate::db::Database;
use crate::error::{Error, Result};
use crate::overlay::DbOverlay;
use crate::txn::RoTxn;
use crate::val::{opt_ptr, to_val};
use dlmdb_sys as ffi;
use std::ops::Bound;

/// Splits a pair of bounds into DLMDB's form: optional `MDB_val`s and the
/// inclusive flags.
fn bounds(lo: Bound<&[u8]>, hi: Bound<&[u8]>) -> (Option<ffi::MDB_val>, Option<ffi::MDB_val>, u32) {
    let mut flags = 0;
    let lo = match lo {
        Bound::Unbounded => None,
        Bound::Included(k) => {
            flags |= ffi::MDB_COUNT_LOWER_INCL;
            Some(to_val(k))
        }
        Bound::Excluded(k) => Some(to_val(k)),
    };
    let hi = match hi {
        Bound::Unbounded => None,
        Bound::Included(k) => {
            flags |= ffi::MDB_COUNT_UPPER_INCL;
            Some(to_val(k))
        }
        Bound::Excluded(k) => Some(to_val(k)),
    };
    (lo, hi, flags)
}

impl RoTxn<'_> {
    fn need(&self, db: Database, op: &'static str, dupsort: Option<bool>) -> Result<()> {
        let ok = db.flags.counted && dupsort.is_none_or(|d| db.flags.dupsort == d);
        if ok {
            return Ok(());
        }
        let needs = match dupsort {
            None => "COUNTED",
            Some(true) => "DUPSORT + COUNTED",
            Some(false) => "plain (non-DUPSORT) COUNTED",
        };
        Err(Error::WrongDbKind { op, needs })
    }

    /// Every entry of a COUNTED database (every pair on DUPSORT), O(1).
    pub fn count_all(&self, db: Database) -> Result<u64> {
        let n = self.raw_count_all(db)?;
        Ok(self.merged_count(db, n, |o| o.delta_all()))
    }

    /// [`RoTxn::count_all`] of the base commit (ranks are the base's).
    pub(crate) fn raw_count_all(&self, db: Database) -> Result<u64> {
        self.need(db, "count_all", None)?;
        self.ensure_fresh(db)?;
        let mut n = 0;
        // SAFETY: live txn, valid dbi, out-pointer.
        self.check(unsafe { ffi::mdb_count_all(self.ptr, db.dbi, 0, &mut n) })?;
        Ok(n)
    }

    /// `n` counted on the base commit, corrected by the overlay's changes.
    fn merged_count(&self, db: Database, n: u64, delta: impl Fn(&DbOverlay) -> i64) -> u64 {
        match self.overlay_of(db) {
            Some(o) => n.saturating_add_signed(delta(o)),
            None => n,
        }
    }

    /// Entries of a plain COUNTED database whose keys lie within the bounds,
    /// O(log n). (For DUPSORT use [`RoTxn::count_values`].)
    pub fn count_range(&self, db: Database, lo: Bound<&[u8]>, hi: Bound<&[u8]>) -> Result<u64> {
        self.need(db, "count_range", Some(false))?;
        self.ensure_fresh(db)?;
        let (l, h, flags) = bounds(lo, hi);
        let mut n = 0;
        // SAFETY: live txn; bounds point at caller slices or are NULL.
        let rc = unsafe {
            ffi::mdb_count_range(self.ptr, db.dbi, opt_ptr(&l), opt_ptr(&h), flags, &mut n)
        };
        self.check(rc)?;
        Ok(self.merged_count(db, n, |o| o.delta_keys(lo, hi)))
    }

    /// DUPSORT + COUNTED: every value under the keys within the bounds,
    /// O(log n).
    pub fn count_values(&self, db: Database, lo: Bound<&[u8]>, hi: Bound<&[u8]>) -> Result<u64> {
        self.need(db, "count_values", Some(true))?;
        self.ensure_fresh(db)?;
        if let (Bound::Included(a) | Bound::Excluded(a), Bound::Included(b) | Bound::Excluded(b)) =
            (lo, hi)
        {
            // DLMDB answers 0 for inverted ranges; answer it here for clarity.
            if a > b {
                return Ok(0);
            }
        }
        let (l, h, flags) = bounds(lo, hi);
        let mut n = 0;
        // SAFETY: live txn; bounds point at caller slices or are NULL.
        let rc = unsafe {
            ffi::mdb_range_count_values(self.ptr, db.dbi, opt_ptr(&l), opt_ptr(&h), flags, &mut n)
        };
        self.check(rc)?;
        Ok(self.merged_count(db, n, |o| o.delta_keys(lo, hi)))
    }

    /// DUPSORT + COUNTED: values of one key within value bounds, O(log n).
    pub fn count_dups(
        &self,
        db: Database,
        key: &[u8],
        lo: Bound<&[u8]>,
        hi: Bound<&[u8]>,
    ) -> Result<u64> {
        self.cursor(db)?.count_dups(key, lo, hi)
    }

    /// COUNTED: 0-based rank of an existing key (its first duplicate when
    /// `value` is `None`) or pair; `None` if absent.
    pub fn rank_of(&self, db: Database, key: &[u8], value: Option<&[u8]>) -> Result<Option<u64>> {
        self.need(db, "rank_of", None)?;
        self.ensure_fresh(db)?;
        self.check_key(key)?;
        let k = to_val(key);
        let v = value.map(to_val);
        let mut rank = 0;
        // SAFETY: live txn; `k`/`v` point at caller slices for the call.
        let rc = unsafe { ffi::mdb_get_key_rank(self.ptr, db.dbi, &k, opt_ptr(&v), &mut rank) };
        if rc == ffi::MDB_NOTFOUND {
            return Ok(None);
        }
        self.check(rc)?;
        Ok(Some(rank))
    }
}
