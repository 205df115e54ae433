//! What speculative writes changed (D-884): per database, the pairs a
//! transaction that was never committed added and removed relative to the
//! commit it began from ([`Overlay`]), what a recording write transaction
//! wrote ([`Touched`]), and the lock that lends a pinned read transaction
//! to one thread at a time ([`Lender`]). Made by [`crate::Env::speculate`]
//! (`speculate.rs`); merged into reads by the cursor (`cursor/merged.rs`).

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::ops::{Bound, RangeBounds};
use std::sync::{Condvar, Mutex};
use std::thread::ThreadId;

use crate::db::Database;

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
/// from ([`Env::speculate`](crate::Env::speculate)).
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

    pub(crate) fn note(&mut self, db: Database, key: &[u8], value: &[u8], added: bool) {
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

    /// `key`'s values as the overlay leaves `base` (sorted, distinct): one
    /// pass over both, as added values are absent from the base and
    /// removed ones present.
    pub(crate) fn merge_values(&self, key: &[u8], base: Vec<Vec<u8>>) -> Vec<Vec<u8>> {
        let mut out = Vec::with_capacity(base.len() + 1);
        let mut changes = self.changes(key).peekable();
        for b in base {
            while let Some(&(v, added)) = changes.peek() {
                if v >= b.as_slice() {
                    break;
                }
                if added {
                    out.push(v.to_vec());
                }
                changes.next();
            }
            match changes.peek() {
                Some(&(v, added)) if v == b.as_slice() => {
                    changes.next();
                    if added {
                        out.push(b);
                    }
                }
                _ => out.push(b),
            }
        }
        out.extend(changes.filter(|(_, added)| *added).map(|(v, _)| v.to_vec()));
        out
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
            .filter(|(v, _)| (lo, hi).contains(v))
            .map(|(_, added)| if added { 1 } else { -1 })
            .sum()
    }

    /// Every pair added minus every pair removed.
    pub(crate) fn delta_all(&self) -> i64 {
        self.keys.values().sum()
    }
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

/// Lends the pinned read transaction to one thread at a time (re-entrant
/// within that thread).
#[derive(Debug, Default)]
pub(crate) struct Lender {
    state: Mutex<(Option<ThreadId>, usize)>,
    freed: Condvar,
}

impl Lender {
    pub(crate) fn acquire(&self) {
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
