//! Speculative writes kept in memory and read through over the snapshot
//! they were made on (D-884).
//!
//! [`Env::speculate`] runs a closure in a write transaction that records
//! which keys it writes, diffs those keys against the commit the
//! transaction began from, and aborts it: the writer is held only while the
//! closure runs. What remains is an [`Overlay`] (per database, the pairs
//! the transaction added and removed) and a read transaction on that commit,
//! kept open as a [`Speculative`] view. Reads lent from it
//! ([`Speculative::read`]) merge the overlay into every cursor move, point
//! read and count; nothing is ever written.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::mem::ManuallyDrop;
use std::ops::Bound;
use std::sync::{Arc, Condvar, Mutex};
use std::thread::ThreadId;

use crate::db::Database;
use crate::env::Env;
use crate::error::{Error, MapFullAware, Result};
use crate::txn::{RoTxn, RwTxn};

/// What one database's speculative writes changed: pairs added (absent from
/// the base) and removed (present in the base). A plain database's key
/// whose value changed has both: the old pair removed, the new added.
#[derive(Debug, Default)]
pub(crate) struct DbOverlay {
    /// `(key, value)` → `true` when added, `false` when removed.
    pairs: BTreeMap<(Vec<u8>, Vec<u8>), bool>,
    /// Per touched key: pairs added minus pairs removed.
    keys: BTreeMap<Vec<u8>, i64>,
}

/// The writes of an aborted transaction, relative to the commit it began
/// from ([`Env::speculate`]).
#[derive(Debug, Default)]
pub struct Overlay {
    dbs: HashMap<u32, DbOverlay>,
    pairs: usize,
    bytes: usize,
}

impl Overlay {
    /// Pairs added or removed, over every database.
    pub fn pairs(&self) -> usize {
        self.pairs
    }

    /// Bytes of keys and values the overlay holds.
    pub fn bytes(&self) -> usize {
        self.bytes
    }

    /// Whether the transaction changed nothing.
    pub fn is_empty(&self) -> bool {
        self.pairs == 0
    }

    pub(crate) fn db(&self, db: Database) -> Option<&DbOverlay> {
        self.dbs.get(&db.dbi)
    }

    fn note(&mut self, db: Database, key: &[u8], value: &[u8], added: bool) {
        let d = self.dbs.entry(db.dbi).or_default();
        d.pairs.insert((key.to_vec(), value.to_vec()), added);
        *d.keys.entry(key.to_vec()).or_default() += if added { 1 } else { -1 };
        self.pairs += 1;
        self.bytes += key.len() + value.len();
    }
}

impl DbOverlay {
    /// Whether the overlay changes `key`.
    pub(crate) fn touches(&self, key: &[u8]) -> bool {
        self.keys.contains_key(key)
    }

    /// The first touched key after `from` (ascending).
    pub(crate) fn key_after(&self, from: Bound<&[u8]>) -> Option<&[u8]> {
        self.keys
            .range::<[u8], _>((from, Bound::Unbounded))
            .next()
            .map(|(k, _)| k.as_slice())
    }

    /// The last touched key before `to` (descending).
    pub(crate) fn key_before(&self, to: Bound<&[u8]>) -> Option<&[u8]> {
        self.keys
            .range::<[u8], _>((Bound::Unbounded, to))
            .next_back()
            .map(|(k, _)| k.as_slice())
    }

    /// The changes to `key`'s values: `(value, added)` in value order.
    fn changes<'a, 'k>(
        &'a self,
        key: &'k [u8],
    ) -> impl Iterator<Item = (&'a [u8], bool)> + use<'a, 'k> {
        self.pairs
            .range((
                Bound::Included((key.to_vec(), Vec::new())),
                Bound::Unbounded,
            ))
            .take_while(move |((k, _), _)| k.as_slice() == key)
            .map(|((_, v), added)| (v.as_slice(), *added))
    }

    /// `key`'s values as the overlay leaves `base` (sorted, distinct).
    pub(crate) fn merge_values(&self, key: &[u8], base: Vec<Vec<u8>>) -> Vec<Vec<u8>> {
        let mut set: BTreeSet<Vec<u8>> = base.into_iter().collect();
        for (v, added) in self.changes(key) {
            if added {
                set.insert(v.to_vec());
            } else {
                set.remove(v);
            }
        }
        set.into_iter().collect()
    }

    /// A plain database's value of `key` as the overlay leaves it:
    /// `Some(Some(v))` when it sets one, `Some(None)` when it removes it,
    /// `None` when it leaves the key alone.
    pub(crate) fn plain_value<'a>(&'a self, key: &[u8]) -> Option<Option<&'a [u8]>> {
        if !self.touches(key) {
            return None;
        }
        Some(self.changes(key).find(|(_, added)| *added).map(|(v, _)| v))
    }

    /// Pairs added minus pairs removed under keys within the bounds.
    pub(crate) fn delta_keys(&self, lo: Bound<&[u8]>, hi: Bound<&[u8]>) -> i64 {
        if bounds_empty(lo, hi) {
            return 0;
        }
        self.keys.range::<[u8], _>((lo, hi)).map(|(_, d)| d).sum()
    }

    /// Values added minus values removed under `key` within the bounds.
    pub(crate) fn delta_values(&self, key: &[u8], lo: Bound<&[u8]>, hi: Bound<&[u8]>) -> i64 {
        self.changes(key)
            .filter(|(v, _)| within(v, lo, hi))
            .map(|(_, added)| if added { 1 } else { -1 })
            .sum()
    }

    /// Every pair added minus every pair removed.
    pub(crate) fn delta_all(&self) -> i64 {
        self.keys.values().sum()
    }
}

/// Whether `v` lies within the bounds.
fn within(v: &[u8], lo: Bound<&[u8]>, hi: Bound<&[u8]>) -> bool {
    let above = match lo {
        Bound::Unbounded => true,
        Bound::Included(l) => v >= l,
        Bound::Excluded(l) => v > l,
    };
    let below = match hi {
        Bound::Unbounded => true,
        Bound::Included(h) => v <= h,
        Bound::Excluded(h) => v < h,
    };
    above && below
}

/// Whether the bounds hold nothing (a range `BTreeMap::range` would refuse).
fn bounds_empty(lo: Bound<&[u8]>, hi: Bound<&[u8]>) -> bool {
    match (lo, hi) {
        (Bound::Included(a), Bound::Included(b)) => a > b,
        (Bound::Included(a) | Bound::Excluded(a), Bound::Excluded(b))
        | (Bound::Excluded(a), Bound::Included(b)) => a >= b,
        _ => false,
    }
}

/// Which keys a recording write transaction wrote, per database.
#[derive(Debug, Default)]
pub(crate) struct Touched {
    pub(crate) keys: BTreeSet<(u32, Vec<u8>)>,
    pub(crate) dbs: HashMap<u32, Database>,
    /// A database emptied whole (`clear`): not expressible as an overlay.
    pub(crate) cleared: bool,
}

impl Touched {
    pub(crate) fn note(&mut self, db: Database, key: &[u8]) {
        self.dbs.insert(db.dbi, db);
        self.keys.insert((db.dbi, key.to_vec()));
    }
}

/// A key's values in `txn` (a plain database's one value, as a list).
fn values_of(txn: &RoTxn<'_>, db: Database, key: &[u8]) -> Result<Vec<Vec<u8>>> {
    if !db.flags.dupsort {
        return Ok(txn
            .raw_get(db, key)?
            .map(<[u8]>::to_vec)
            .into_iter()
            .collect());
    }
    let mut cur = txn.cursor(db)?;
    if cur.seek_key(key)?.is_none() {
        return Ok(Vec::new());
    }
    Ok(cur.list_dup()?.iter().map(<[u8]>::to_vec).collect())
}

/// The overlay of what `txn` wrote over what `base` (its base commit) held.
fn diff(base: &RoTxn<'_>, txn: &RwTxn<'_>, touched: &Touched) -> Result<Overlay> {
    if touched.cleared {
        return Err(Error::Other {
            code: libc::ENOTSUP,
            message: "a speculative transaction cannot empty a whole database".into(),
        });
    }
    let mut out = Overlay::default();
    for (dbi, key) in &touched.keys {
        let Some(&db) = touched.dbs.get(dbi) else {
            continue;
        };
        let old = values_of(base, db, key)?;
        let new = values_of(txn, db, key)?;
        let (mut i, mut j) = (0, 0);
        while i < old.len() || j < new.len() {
            match (old.get(i), new.get(j)) {
                (Some(a), Some(b)) if a == b => {
                    i += 1;
                    j += 1;
                }
                (Some(a), Some(b)) if a < b => {
                    out.note(db, key, a, false);
                    i += 1;
                }
                (Some(a), None) => {
                    out.note(db, key, a, false);
                    i += 1;
                }
                (_, Some(b)) => {
                    out.note(db, key, b, true);
                    j += 1;
                }
                (None, None) => break,
            }
        }
    }
    Ok(out)
}

/// Lends the pinned read transaction to one thread at a time (re-entrant
/// within that thread).
#[derive(Debug, Default)]
pub(crate) struct Lender {
    state: Mutex<(Option<ThreadId>, usize)>,
    freed: Condvar,
}

impl Lender {
    fn acquire(&self) {
        let me = std::thread::current().id();
        let mut s = self.state.lock().unwrap_or_else(|p| p.into_inner());
        while s.0.is_some_and(|t| t != me) {
            s = self.freed.wait(s).unwrap_or_else(|p| p.into_inner());
        }
        s.0 = Some(me);
        s.1 += 1;
    }

    pub(crate) fn release(&self) {
        let mut s = self.state.lock().unwrap_or_else(|p| p.into_inner());
        s.1 = s.1.saturating_sub(1);
        if s.1 == 0 {
            s.0 = None;
            self.freed.notify_all();
        }
    }
}

/// A read view of one commit with speculative writes laid over it
/// ([`Env::speculate`]). It keeps that commit's read transaction open (the
/// pages it reads stay in the file meanwhile), never the writer.
pub struct Speculative {
    // Dropped first: it borrows `env`'s heap copy.
    txn: ManuallyDrop<RoTxn<'static>>,
    env: Box<Env>,
    overlay: Arc<Overlay>,
    lender: Box<Lender>,
}

impl std::fmt::Debug for Speculative {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Speculative")
            .field("base", &self.txn.id())
            .field("pairs", &self.overlay.pairs())
            .finish()
    }
}

// SAFETY: the read transaction is only used through `read`, which lends
// it to one thread at a time (`Lender`); with MDB_NOTLS a read transaction
// may move between threads.
unsafe impl Send for Speculative {}
// SAFETY: as above: shared access goes through the lender.
unsafe impl Sync for Speculative {}

impl Drop for Speculative {
    fn drop(&mut self) {
        // SAFETY: dropped once, here, before `env` (which it borrows); no
        // lent transaction is alive, as each borrows `self`.
        unsafe { ManuallyDrop::drop(&mut self.txn) };
    }
}

impl Speculative {
    /// A read transaction on the base commit with the overlay merged in.
    /// One thread reads at a time: another thread's call waits until every
    /// transaction lent to the first is dropped.
    pub fn read(&self) -> RoTxn<'_> {
        self.lender.acquire();
        RoTxn::lent(&self.env, &self.txn, self.overlay.clone(), &self.lender)
    }

    /// The commit the view is based on (its read transaction's id).
    pub fn base_id(&self) -> u64 {
        self.txn.id()
    }

    /// What the speculative writes changed.
    pub fn overlay(&self) -> &Overlay {
        &self.overlay
    }
}

impl Env {
    /// Another handle to this environment (it stays open while any handle
    /// does).
    pub fn handle(&self) -> Env {
        Env {
            inner: self.inner.clone(),
        }
    }

    /// Runs `f` in a write transaction that is never committed: what it
    /// wrote is kept as an [`Overlay`] over the commit it began from, and
    /// returned with `f`'s result as a [`Speculative`] view. The writer is
    /// held only while `f` runs and the writes are diffed. A map that
    /// fills up fails as a commit would ([`Error::MapFull`]); the caller
    /// grows it and tries again.
    ///
    /// # Errors
    /// `f`'s error, or a storage error; nothing is written either way.
    pub fn speculate<T, E>(
        &self,
        f: impl FnOnce(&mut RwTxn<'_>) -> std::result::Result<T, E>,
    ) -> std::result::Result<(T, Speculative), E>
    where
        E: From<Error> + MapFullAware,
    {
        let env = Box::new(self.handle());
        let mut txn = self.write_txn()?;
        // Begun while the writer is held: it reads the commit the write
        // transaction began from.
        let base = env.read_txn()?;
        txn.txn.record.replace(Some(Touched::default()));
        let out = f(&mut txn)?;
        let touched = txn.txn.record.take().unwrap_or_default();
        let overlay = diff(&base, &txn, &touched)?;
        drop(txn);
        // SAFETY: `base` borrows the `Env` inside `env`'s heap allocation,
        // which the `Speculative` owns and drops after it (field order and
        // `Drop`); moving the `Box` does not move the `Env`.
        let base: RoTxn<'static> =
            unsafe { std::mem::transmute::<RoTxn<'_>, RoTxn<'static>>(base) };
        Ok((
            out,
            Speculative {
                txn: ManuallyDrop::new(base),
                env,
                overlay: Arc::new(overlay),
                lender: Box::default(),
            },
        ))
    }
}
