//! Speculative views (D-884). [`Env::speculate`] runs a closure in a write
//! transaction that records which keys it writes, diffs those keys against
//! the commit the transaction began from, and aborts it: the writer is held
//! only while the closure runs. What remains is an [`Overlay`] (per
//! database, the pairs added and removed) and a read transaction on that
//! commit, kept open as a [`Speculative`] view. Reads lent from it
//! ([`Speculative::read`]) merge the overlay into every cursor move, point
//! read and count; nothing is ever written.

use std::mem::ManuallyDrop;
use std::sync::Arc;

use crate::db::Database;
use crate::env::Env;
use crate::error::{Error, MapFullAware, Result};
use crate::overlay::{Lender, Overlay, Touched};
use crate::txn::{RoTxn, RwTxn};

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
