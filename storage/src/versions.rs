//! Which commit last wrote what: the version marks that let the caches of
//! plans, results and storage reads outlive commits that did not touch
//! what they were made from (D-350).
//!
//! Each mark is the id of the last write transaction (DLMDB's txn id, the
//! id snapshots carry) that wrote an attribute, an attribute's value (its
//! AVE key), or the schema. Marks live in fixed tables of atomics indexed
//! by a hash, so they take constant memory and reads take no lock; two
//! keys sharing a slot only make an entry look stale more often (a miss),
//! never fresh when it is not.
//!
//! The rule an entry follows ([`Versions::unchanged`]): made on a snapshot
//! of commit `made`, it may serve a snapshot of commit `now` when no mark
//! it depends on is above `min(made, now)` — nothing it read was written
//! between the two commits, whichever is older. Marks are raised *before*
//! a commit becomes visible and never lowered, so a reader that sees the
//! new commit also sees the new marks; a failed commit leaves marks raised
//! (misses, never wrong answers). Commits of other processes are not
//! described: once one is seen, everything made before it is stale (the
//! `floor`).

use std::sync::atomic::{AtomicU64, Ordering};

use crate::ids::AttrId;

/// Slots of the per-attribute table.
const ATTR_SLOTS: usize = 4096;
/// Slots of the per-(attribute, value) table.
const VALUE_SLOTS: usize = 1 << 16;

/// What a cached entry was made from, for the staleness check.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Dep {
    /// Every datom of the attribute.
    Attr(AttrId),
    /// The datoms of one AVE key (attribute and value), by the hash of
    /// the key's bytes ([`value_hash`]).
    Value(AttrId, u64),
    /// The schema (idents, types, cardinality, uniqueness).
    Schema,
    /// Anything at all: every commit makes the entry stale.
    Everything,
}

/// The version marks of one open database.
pub struct Versions {
    attrs: Box<[AtomicU64]>,
    /// Attributes any of whose values may have been written without a
    /// value mark (a write of more values than [`MAX_VALUES`]).
    all_values: Box<[AtomicU64]>,
    values: Box<[AtomicU64]>,
    schema: AtomicU64,
    /// Every commit up to here may have written anything (another
    /// process's commits, bulk loads that report no detail).
    floor: AtomicU64,
    /// The last commit this process made or saw.
    last: AtomicU64,
    /// Which entities recent commits wrote, by attribute.
    log: std::sync::Mutex<EntityLog>,
}

/// The (commit, attribute, entity) of recent commits' datoms, oldest
/// first: every commit after `complete_after` is in it whole.
struct EntityLog {
    entries: std::collections::VecDeque<(u64, AttrId, u64)>,
    complete_after: u64,
}

impl std::fmt::Debug for Versions {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Versions")
            .field("floor", &self.floor.load(Ordering::Relaxed))
            .field("last", &self.last.load(Ordering::Relaxed))
            .finish_non_exhaustive()
    }
}

fn table(n: usize) -> Box<[AtomicU64]> {
    (0..n).map(|_| AtomicU64::new(0)).collect()
}

/// The hash of an AVE key's bytes (attribute id and value form), which
/// readers and the writer both compute from the same bytes.
pub fn value_hash(av: &[u8]) -> u64 {
    use std::hash::{BuildHasher, Hasher};
    let mut h = rustc_hash::FxBuildHasher.build_hasher();
    h.write(av);
    h.finish()
}

fn attr_slot(a: AttrId) -> usize {
    (a.0 as usize).wrapping_mul(0x9E37_79B9) % ATTR_SLOTS
}

fn value_slot(a: AttrId, hash: u64) -> usize {
    (hash ^ u64::from(a.0).rotate_left(32)).wrapping_mul(0x9E37_79B9_7F4A_7C15) as usize
        % VALUE_SLOTS
}

impl Versions {
    /// Marks for a database whose last commit is `last`: everything
    /// before it counts as written at it.
    pub fn new(last: u64) -> Versions {
        Versions {
            attrs: table(ATTR_SLOTS),
            all_values: table(ATTR_SLOTS),
            values: table(VALUE_SLOTS),
            schema: AtomicU64::new(0),
            floor: AtomicU64::new(last),
            last: AtomicU64::new(last),
            log: std::sync::Mutex::new(EntityLog {
                entries: Default::default(),
                complete_after: last,
            }),
        }
    }

    /// The entities of attribute `a` that the commits between `made` and
    /// `now` (either way) wrote or removed a datom of, when they are known
    /// and at most `limit`: an entry made on `made` from `a`'s datoms still
    /// describes every other entity on `now`. `None` when the commits are
    /// not all described (another process's, a bulk load, a large one) or
    /// there are more.
    pub fn written_entities(
        &self,
        a: AttrId,
        made: u64,
        now: u64,
        limit: usize,
    ) -> Option<Vec<u64>> {
        let (lo, hi) = (made.min(now), made.max(now));
        if self.floor.load(Ordering::Acquire) > lo {
            return None;
        }
        let log = self.log.lock().unwrap_or_else(|p| p.into_inner());
        if log.complete_after > lo {
            return None;
        }
        let mut out = Vec::new();
        for &(txn, attr, e) in log.entries.iter().rev() {
            if txn <= lo {
                break;
            }
            if txn <= hi && attr == a {
                if out.len() == limit {
                    return None;
                }
                out.push(e);
            }
        }
        Some(out)
    }

    /// Adds commit `txn`'s entities to the log (or notes that it has none
    /// to give).
    fn log_entities(&self, txn: u64, entities: Option<&rustc_hash::FxHashSet<(AttrId, u64)>>) {
        let mut log = self.log.lock().unwrap_or_else(|p| p.into_inner());
        match entities {
            Some(list) => {
                log.entries.extend(list.iter().map(|&(a, e)| (txn, a, e)));
                while log.entries.len() > LOG_ENTRIES {
                    if let Some((t, _, _)) = log.entries.pop_front() {
                        log.complete_after = log.complete_after.max(t);
                    }
                }
            }
            None => {
                log.entries.clear();
                log.complete_after = log.complete_after.max(txn);
            }
        }
    }

    /// The mark of `dep`: the last commit known to have written it.
    pub fn mark(&self, dep: &Dep) -> u64 {
        let floor = self.floor.load(Ordering::Acquire);
        let own = match dep {
            Dep::Attr(a) => self.attrs[attr_slot(*a)].load(Ordering::Acquire),
            Dep::Value(a, h) => self.values[value_slot(*a, *h)]
                .load(Ordering::Acquire)
                .max(self.all_values[attr_slot(*a)].load(Ordering::Acquire)),
            Dep::Schema => self.schema.load(Ordering::Acquire),
            Dep::Everything => self.last.load(Ordering::Acquire),
        };
        own.max(floor)
    }

    /// Whether an entry made on commit `made` from `deps` describes the
    /// data of commit `now` too.
    pub fn unchanged(&self, deps: &[Dep], made: u64, now: u64) -> bool {
        let older = made.min(now);
        deps.iter().all(|d| self.mark(d) <= older)
    }

    /// Raises the marks of what commit `txn` writes, before it commits.
    pub fn note_write(&self, txn: u64, changes: &Changes) {
        match changes {
            Changes::Unreported | Changes::Everything => {
                self.log_entities(txn, None);
                self.floor.fetch_max(txn, Ordering::AcqRel);
            }
            Changes::Precise {
                attrs,
                values,
                overflow,
                entities,
                schema,
            } => {
                self.log_entities(txn, entities.as_ref());
                for a in attrs {
                    self.attrs[attr_slot(*a)].fetch_max(txn, Ordering::AcqRel);
                }
                for a in overflow {
                    self.all_values[attr_slot(*a)].fetch_max(txn, Ordering::AcqRel);
                }
                for (a, h) in values {
                    self.values[value_slot(*a, *h)].fetch_max(txn, Ordering::AcqRel);
                }
                if *schema {
                    self.schema.fetch_max(txn, Ordering::AcqRel);
                }
            }
        }
        self.last.fetch_max(txn, Ordering::AcqRel);
    }

    /// Notes a commit seen by a reader or the writer. A commit above the
    /// last one this process made was made by another process, which
    /// reports nothing: everything up to it counts as written.
    pub fn note_seen(&self, txn: u64) {
        if txn > self.last.load(Ordering::Acquire) {
            self.floor.fetch_max(txn, Ordering::AcqRel);
            self.last.fetch_max(txn, Ordering::AcqRel);
        }
    }
}

/// What one write transaction wrote, gathered while it runs.
#[derive(Clone, Debug, Default, PartialEq)]
pub enum Changes {
    /// Nothing reported: the commit counts as writing everything.
    #[default]
    Unreported,
    /// Exactly these attributes and AVE keys (and maybe the schema).
    Precise {
        /// Attributes with a datom written or removed.
        attrs: std::collections::BTreeSet<AttrId>,
        /// (attribute, hash of the AVE key) written or removed.
        values: rustc_hash::FxHashSet<(AttrId, u64)>,
        /// Attributes with more values written than were listed.
        overflow: std::collections::BTreeSet<AttrId>,
        /// (attribute, entity) with a datom written or removed, while at
        /// most [`MAX_ENTITIES`]; past that, `None` (not listed).
        entities: Option<rustc_hash::FxHashSet<(AttrId, u64)>>,
        /// The schema changed.
        schema: bool,
    },
    /// Anything may have changed (bulk loads).
    Everything,
}

/// Values listed one by one beyond this many stand for the whole
/// attribute (a bulk write needs no per-value mark).
const MAX_VALUES: usize = 4096;
/// Entities a commit lists one by one (for [`Versions::written_entities`]);
/// a larger commit lists none.
const MAX_ENTITIES: usize = 4096;
/// (commit, attribute, entity) entries the entity log keeps.
const LOG_ENTRIES: usize = 1 << 16;

impl Changes {
    /// Nothing written yet (and said so: unlike [`Changes::Unreported`]).
    pub fn none() -> Changes {
        Changes::Precise {
            attrs: Default::default(),
            values: Default::default(),
            overflow: Default::default(),
            entities: Some(Default::default()),
            schema: false,
        }
    }

    /// Adds a datom of entity `e` and attribute `a` with AVE key `av`.
    pub fn datom(&mut self, e: u64, a: AttrId, av: &[u8]) {
        if let Changes::Unreported = self {
            *self = Changes::none();
        }
        let Changes::Precise {
            attrs,
            values,
            overflow,
            entities,
            ..
        } = self
        else {
            return;
        };
        attrs.insert(a);
        if values.len() < MAX_VALUES {
            values.insert((a, value_hash(av)));
        } else {
            overflow.insert(a);
        }
        if let Some(list) = entities {
            if list.len() < MAX_ENTITIES {
                list.insert((a, e));
            } else {
                *entities = None;
            }
        }
    }

    /// Adds a schema change.
    pub fn schema(&mut self) {
        match self {
            Changes::Everything => {}
            Changes::Unreported => {
                *self = Changes::none();
                self.schema();
            }
            Changes::Precise { schema, .. } => *schema = true,
        }
    }

    /// Everything may have changed.
    pub fn everything(&mut self) {
        *self = Changes::Everything;
    }

    /// Adds what `other` wrote.
    pub fn merge(&mut self, other: Changes) {
        match (&mut *self, other) {
            (_, Changes::Unreported) => {}
            (Changes::Everything, _) => {}
            (_, Changes::Everything) => *self = Changes::Everything,
            (Changes::Unreported, p @ Changes::Precise { .. }) => *self = p,
            (
                Changes::Precise {
                    attrs,
                    values,
                    overflow,
                    entities,
                    schema,
                },
                Changes::Precise {
                    attrs: a2,
                    values: v2,
                    overflow: o2,
                    entities: e2,
                    schema: s2,
                },
            ) => {
                attrs.extend(a2);
                overflow.extend(o2);
                *entities = match (entities.take(), e2) {
                    (Some(mut a), Some(b)) if a.len() + b.len() <= MAX_ENTITIES => {
                        a.extend(b);
                        Some(a)
                    }
                    _ => None,
                };
                for v in v2 {
                    if values.len() >= MAX_VALUES {
                        overflow.insert(v.0);
                    } else {
                        values.insert(v);
                    }
                }
                *schema |= s2;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn precise(attrs: &[u32], avs: &[(u32, &[u8])], schema: bool) -> Changes {
        let mut c = Changes::Unreported;
        for (a, av) in avs {
            c.datom(1, AttrId(*a), av);
        }
        for a in attrs {
            c.datom(1, AttrId(*a), b"");
        }
        if schema {
            c.schema();
        }
        c
    }

    #[test]
    fn an_unrelated_write_keeps_an_entry_and_a_related_one_drops_it() {
        let v = Versions::new(10);
        let a = Dep::Attr(AttrId(1));
        let key = Dep::Value(AttrId(2), value_hash(b"x"));
        assert!(v.unchanged(&[a.clone(), key.clone()], 10, 10));
        v.note_write(11, &precise(&[3], &[], false));
        assert!(v.unchanged(&[a.clone(), key.clone()], 10, 11));
        v.note_write(12, &precise(&[], &[(2, b"y")], false));
        // Another value of attribute 2 was written: the attribute-wide
        // entry would be stale, the value's entry is not.
        assert!(v.unchanged(std::slice::from_ref(&key), 10, 12));
        assert!(!v.unchanged(&[Dep::Attr(AttrId(2))], 10, 12));
        v.note_write(13, &precise(&[], &[(2, b"x")], false));
        assert!(!v.unchanged(std::slice::from_ref(&key), 10, 13));
        // An entry made on commit 13 serves 13 and later, not 12.
        assert!(v.unchanged(std::slice::from_ref(&key), 13, 14));
        assert!(!v.unchanged(std::slice::from_ref(&key), 13, 12));
    }

    #[test]
    fn unreported_writes_and_other_processes_make_everything_stale() {
        let v = Versions::new(5);
        v.note_write(6, &Changes::Unreported);
        assert!(!v.unchanged(&[Dep::Attr(AttrId(9))], 5, 6));
        assert!(v.unchanged(&[Dep::Attr(AttrId(9))], 6, 6));
        v.note_seen(6);
        assert!(v.unchanged(&[Dep::Attr(AttrId(9))], 6, 6));
        v.note_seen(8);
        assert!(!v.unchanged(&[Dep::Attr(AttrId(9))], 6, 8));
        v.note_write(9, &precise(&[], &[], true));
        assert!(!v.unchanged(&[Dep::Schema], 8, 9));
        assert!(!v.unchanged(&[Dep::Everything], 8, 9));
    }

    #[test]
    fn a_write_of_many_values_stands_for_all_of_them() {
        let v = Versions::new(1);
        let mut c = Changes::none();
        for i in 0..(MAX_VALUES as u32 + 10) {
            c.datom(u64::from(i), AttrId(4), &i.to_be_bytes());
        }
        v.note_write(2, &c);
        let unlisted = Dep::Value(AttrId(4), value_hash(b"never written"));
        assert!(!v.unchanged(&[unlisted], 1, 2));
        assert!(v.unchanged(&[Dep::Value(AttrId(5), value_hash(b"x"))], 1, 2));
    }

    #[test]
    fn the_entity_log_names_what_recent_commits_wrote_or_says_it_cannot() {
        let v = Versions::new(10);
        let mut c = Changes::none();
        c.datom(7, AttrId(1), b"a");
        c.datom(8, AttrId(2), b"b");
        v.note_write(11, &c);
        let mut c = Changes::none();
        c.datom(9, AttrId(1), b"c");
        v.note_write(12, &c);
        assert_eq!(v.written_entities(AttrId(1), 10, 11, 10), Some(vec![7]));
        let mut both = v.written_entities(AttrId(1), 10, 12, 10).unwrap();
        both.sort_unstable();
        assert_eq!(both, vec![7, 9]);
        // Either way round: an entry of 12 read on 10 differs in the same.
        assert_eq!(v.written_entities(AttrId(1), 12, 11, 10), Some(vec![9]));
        assert_eq!(v.written_entities(AttrId(2), 11, 12, 10), Some(vec![]));
        // More than the limit, or before the log begins: not known.
        assert_eq!(v.written_entities(AttrId(1), 10, 12, 1), None);
        assert_eq!(v.written_entities(AttrId(1), 9, 12, 10), None);
        // A commit that lists nothing (a bulk load, another process's):
        // nothing before it is known any more.
        v.note_write(13, &Changes::Everything);
        assert_eq!(v.written_entities(AttrId(1), 12, 13, 10), None);
        let mut c = Changes::none();
        c.datom(5, AttrId(1), b"d");
        v.note_write(14, &c);
        assert_eq!(v.written_entities(AttrId(1), 13, 14, 10), Some(vec![5]));
        v.note_seen(20);
        assert_eq!(v.written_entities(AttrId(1), 13, 20, 10), None);
        // A commit of more entities than it lists counts as unknown too.
        let v = Versions::new(1);
        let mut c = Changes::none();
        for e in 0..(MAX_ENTITIES as u64 + 1) {
            c.datom(e, AttrId(3), b"x");
        }
        v.note_write(2, &c);
        assert_eq!(v.written_entities(AttrId(3), 1, 2, usize::MAX), None);
    }

    /// The log stays within its bound however many commits it hears, and
    /// answers only for the commits it still holds whole.
    #[test]
    fn the_entity_log_is_bounded() {
        let v = Versions::new(0);
        let per_commit = 4000u64;
        let commits = (LOG_ENTRIES as u64 / per_commit) * 3;
        for txn in 1..=commits {
            let mut c = Changes::none();
            for e in 0..per_commit {
                c.datom(txn * per_commit + e, AttrId(1), b"v");
            }
            v.note_write(txn, &c);
            assert!(v.log.lock().unwrap().entries.len() <= LOG_ENTRIES);
        }
        assert_eq!(v.written_entities(AttrId(1), 1, commits, usize::MAX), None);
        let last = v
            .written_entities(AttrId(1), commits - 1, commits, usize::MAX)
            .unwrap();
        assert_eq!(last.len(), per_commit as usize);
    }

    #[test]
    fn merging_keeps_every_write() {
        let mut c = precise(&[1], &[], false);
        c.merge(precise(&[2], &[(3, b"v")], true));
        let Changes::Precise {
            attrs,
            values,
            schema,
            ..
        } = &c
        else {
            panic!("precise expected")
        };
        assert_eq!(attrs.len(), 3);
        assert!(values.contains(&(AttrId(3), value_hash(b"v"))));
        assert!(*schema);
        c.merge(Changes::Everything);
        assert_eq!(c, Changes::Everything);
    }
}
