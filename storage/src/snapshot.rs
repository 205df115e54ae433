//! [`Snapshot`]: one consistent read view (a DLMDB read transaction and
//! the schema that goes with it) — entities, reverse references and datom
//! iterators. Statistics for the planner are in [`crate::pattern_counts`].

use std::sync::Arc;

use quiver_kv::{Cursor, RoTxn};

use crate::datom::{Datom, Index};
use crate::encoding::encode;
use crate::error::{Error, Result};
use crate::ids::{AttrId, EntityId};
use crate::schema::{AttrInfo, Schema};
use crate::store::{Store, entity_of};
use crate::value::{Keyword, Stored};
use crate::versions::Versions;

/// A read view of the database at one point in time. `Send`: it may move
/// to another thread (one thread at a time).
pub struct Snapshot<'db> {
    pub(crate) store: &'db Store,
    pub(crate) txn: RoTxn<'db>,
    pub(crate) schema: Arc<Schema>,
}

impl std::fmt::Debug for Snapshot<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Snapshot")
            .field("txn", &self.txn.id())
            .finish()
    }
}

/// The value(s) of one attribute of an entity.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AttrValue {
    /// A cardinality-one attribute's value.
    One(Stored),
    /// A cardinality-many attribute's values, sorted.
    Many(Vec<Stored>),
}

/// An entity: its attributes and values (refs as [`Stored::Ref`] ids),
/// in attribute-id order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entity {
    /// The entity id.
    pub id: EntityId,
    /// Attribute keyword and value(s), by attribute id.
    pub attrs: Vec<(Keyword, AttrValue)>,
}

impl Entity {
    /// The value(s) of an attribute, by keyword (`":person/name"`).
    pub fn get(&self, attr: &str) -> Option<&AttrValue> {
        let k = Keyword::parse(attr);
        self.attrs.iter().find(|(a, _)| *a == k).map(|(_, v)| v)
    }
}

impl<'db> Snapshot<'db> {
    /// A snapshot reading `txn` of `store` with `schema`, which must be the
    /// schema of the commit `txn` reads.
    pub fn new(store: &'db Store, txn: RoTxn<'db>, schema: Arc<Schema>) -> Self {
        Snapshot { store, txn, schema }
    }

    /// The id of the commit this snapshot reads (DLMDB's transaction id):
    /// two snapshots with one id read the same data.
    pub fn commit_id(&self) -> u64 {
        self.txn.id()
    }

    /// The record of which commit last changed each attribute and value,
    /// that cached answers are checked against (D-350).
    pub fn versions(&self) -> &'db Versions {
        &self.store.versions
    }

    /// The largest index form a value is stored inline with, in bytes;
    /// longer values are giants (docs/storage-format.md).
    pub fn index_budget(&self) -> usize {
        self.store.budget
    }

    /// The value an index key's stored form stands for (`form`: the bytes
    /// after the attribute id), reading a giant's full value when the form
    /// holds only its prefix.
    pub fn decode_form(&self, form: &[u8]) -> Result<Stored> {
        self.store.decode_form(&self.txn, form)
    }

    /// The schema this snapshot reads with.
    pub fn schema(&self) -> &Schema {
        &self.schema
    }

    /// The id of an attribute keyword, if interned.
    pub fn attr_id(&self, ident: &str) -> Option<AttrId> {
        self.schema.id_of(&Keyword::parse(ident))
    }

    /// The attribute with id `a` (an error when the schema has none).
    pub fn attr(&self, a: AttrId) -> Result<&AttrInfo> {
        self.schema
            .get(a)
            .ok_or_else(|| Error::InvalidArgument(format!("no attribute has id {a}")))
    }

    /// A cursor over the raw keys of `index` (`Eav`: the `eav` database;
    /// `Ave` and `Vae`: the `ave` database), for the executor's merge
    /// walks. docs/storage-format.md describes the keys; [`entity_of`],
    /// [`split_av`](crate::split_av) and [`Snapshot::decode_form`] read
    /// them.
    pub fn cursor(&self, index: Index) -> Result<Cursor<'_>> {
        let db = match index {
            Index::Eav => self.store.eav,
            Index::Ave | Index::Vae => self.store.ave,
        };
        Ok(self.txn.cursor(db)?)
    }

    /// Decodes an EAV pair.
    pub(crate) fn eav_datom(&self, key: &[u8], av: &[u8]) -> Result<Datom> {
        let e = entity_of(key)?;
        let (a, v) = self.store.decode_av(&self.txn, av)?;
        Ok(Datom::new(e, a, v))
    }

    /// Decodes an AVE pair.
    pub(crate) fn ave_datom(&self, av: &[u8], e: &[u8]) -> Result<Datom> {
        let e = entity_of(e)?;
        let (a, v) = self.store.decode_av(&self.txn, av)?;
        Ok(Datom::new(e, a, v))
    }

    /// The `attr ‖ form` key of a stored value (`None`: a giant not stored
    /// under `a`).
    pub fn av_key(&self, a: AttrId, v: &Stored) -> Result<Option<Vec<u8>>> {
        self.store.find_av(&self.txn, a, &encode(v))
    }

    /// The entity with this id: every attribute and value, or `None` when it
    /// has no datoms.
    pub fn entity(&self, id: EntityId) -> Result<Option<Entity>> {
        let mut cur = self.txn.cursor(self.store.eav)?;
        if cur.seek_key(&id.to_be_bytes())?.is_none() {
            return Ok(None);
        }
        let list = cur.list_dup()?;
        let mut attrs: Vec<(Keyword, AttrValue)> = Vec::new();
        let mut last: Option<AttrId> = None;
        for av in list.iter() {
            let (a, v) = self.store.decode_av(&self.txn, av)?;
            let info = self.attr(a)?;
            if last == Some(a)
                && let Some((_, AttrValue::Many(vs))) = attrs.last_mut()
            {
                vs.push(v);
                continue;
            }
            last = Some(a);
            let value = if info.is_many() {
                AttrValue::Many(vec![v])
            } else {
                AttrValue::One(v)
            };
            attrs.push((info.ident.clone(), value));
        }
        Ok(Some(Entity { id, attrs }))
    }

    /// The entities whose attribute `attr` refers to `id` (`:_attr`).
    pub fn reverse_refs(&self, id: EntityId, attr: AttrId) -> Result<Vec<EntityId>> {
        let mut key = attr.to_be_bytes().to_vec();
        key.extend_from_slice(&encode(&Stored::Ref(id)));
        let mut cur = self.txn.cursor(self.store.ave)?;
        if cur.seek_key(&key)?.is_none() {
            return Ok(Vec::new());
        }
        let list = cur.list_dup()?;
        list.iter().map(entity_of).collect()
    }

    /// The entity whose `:db/ident` is `ident`.
    pub fn entid(&self, ident: &Keyword) -> Result<Option<EntityId>> {
        self.store.entity_with_ident(&self.txn, ident)
    }

    /// Datoms of an index whose leading components equal `components`
    /// (Datomic's `datoms`): `[e a v]` for [`Index::Eav`], `[a v e]` for
    /// [`Index::Ave`], `[v a]` for [`Index::Vae`] (`v` an entity). Entities
    /// are given as [`Stored::Ref`] (or a positive [`Stored::Long`]),
    /// attributes as [`Stored::Keyword`].
    pub fn datoms(&self, index: Index, components: &[Stored]) -> Result<Datoms<'_>> {
        self.iter(index, components, false)
    }

    /// Datoms of an index from the first one at or after `components`
    /// to the end of the index (Datomic's `seek-datoms`).
    pub fn seek_datoms(&self, index: Index, components: &[Stored]) -> Result<Datoms<'_>> {
        self.iter(index, components, true)
    }

    /// Datoms of attribute `attr` whose values lie between `lo` and `hi`,
    /// in AVE order, read lazily (Datalevin's `index-range`). Values of
    /// another type than the bounds' fall outside (see
    /// [`ValueMatch::Range`](crate::ValueMatch::Range)); an attribute the
    /// schema lacks has none.
    pub fn index_range(
        &self,
        attr: &Keyword,
        lo: std::ops::Bound<Stored>,
        hi: std::ops::Bound<Stored>,
    ) -> Result<Datoms<'_>> {
        let Some(a) = self.schema.id_of(attr) else {
            return Datoms::empty(self, Index::Ave);
        };
        let range = crate::ValueMatch::Range(lo, hi);
        // Byte bounds that hold every matching key (giant values share a
        // prefix block); each datom is then tested against the range itself.
        let bounds = crate::datom_pattern::AvBounds::new(a, &range, self.store.budget)?;
        if bounds.is_empty() {
            return Datoms::empty(self, Index::Ave);
        }
        let key = match bounds.lo() {
            std::ops::Bound::Included(k) | std::ops::Bound::Excluded(k) => k.to_vec(),
            std::ops::Bound::Unbounded => a.to_be_bytes().to_vec(),
        };
        let plan = Plan {
            key,
            key_prefix: a.to_be_bytes().to_vec(),
            key_hi: match bounds.hi() {
                std::ops::Bound::Included(h) => Some((h.to_vec(), true)),
                std::ops::Bound::Excluded(h) => Some((h.to_vec(), false)),
                std::ops::Bound::Unbounded => None,
            },
            values: Some(range),
            ..Plan::default()
        };
        Ok(Datoms {
            snap: self,
            cursor: self.cursor(Index::Ave)?,
            index: Index::Ave,
            plan,
            started: false,
            done: false,
        })
    }

    /// Datoms of an index from the last one at or before `components`
    /// (every datom they prefix included) back to the start of the index,
    /// in reverse order, read lazily (Datalevin's `rseek-datoms`). EAV and
    /// AVE only.
    pub fn rseek_datoms(&self, index: Index, components: &[Stored]) -> Result<RDatoms<'_>> {
        let entity = |v: &Stored| match v {
            Stored::Ref(e) => Ok(e.to_be_bytes().to_vec()),
            Stored::Long(n) if *n > 0 => Ok((*n as u64).to_be_bytes().to_vec()),
            other => Err(Error::InvalidArgument(format!(
                "{other} is not an entity id"
            ))),
        };
        // An attribute the schema lacks sorts after every stored one.
        let attr = |v: &Stored| match v {
            Stored::Keyword(k) => Ok(self.schema.id_of(k)),
            other => Err(Error::InvalidArgument(format!(
                "{other} is not an attribute"
            ))),
        };
        // A value not stored still has its place: its encoding.
        let av = |a: AttrId, v: &Stored| -> Result<Vec<u8>> {
            Ok(self.av_key(a, v)?.unwrap_or_else(|| {
                let mut k = a.to_be_bytes().to_vec();
                k.extend_from_slice(&encode(v));
                k
            }))
        };
        if index == Index::Vae || components.len() > 3 {
            return Err(Error::InvalidArgument(format!(
                "rseek_datoms reads Eav or Ave with at most 3 components, not {index:?} with {}",
                components.len()
            )));
        }
        // Where the walk starts: the last pair at or before (key, dup),
        // each exact or a prefix.
        let mut at = RStart::default();
        match index {
            Index::Eav => {
                if let Some(e) = components.first() {
                    at.key = entity(e)?;
                    at.key_exact = true;
                    // An unknown attribute is after every one: the whole
                    // entity.
                    if let Some(a) = components.get(1)
                        && let Some(a) = attr(a)?
                    {
                        at.dup = a.to_be_bytes().to_vec();
                        if let Some(v) = components.get(2) {
                            at.dup = av(a, v)?;
                            at.dup_exact = true;
                        }
                    }
                }
            }
            _ => {
                if let Some(a) = components.first() {
                    match attr(a)? {
                        Some(a) => {
                            at.key = a.to_be_bytes().to_vec();
                            if let Some(v) = components.get(1) {
                                at.key = av(a, v)?;
                                at.key_exact = true;
                                if let Some(e) = components.get(2) {
                                    at.dup = entity(e)?;
                                    at.dup_exact = true;
                                }
                            }
                        }
                        None => at.key = vec![0xFF; 9],
                    }
                }
            }
        }
        let mut cursor = self.cursor(index)?;
        let first = at.position(&mut cursor)?;
        Ok(RDatoms {
            snap: self,
            cursor,
            index,
            first,
            started: false,
            done: false,
        })
    }

    fn iter(&self, index: Index, components: &[Stored], seek: bool) -> Result<Datoms<'_>> {
        let entity = |v: &Stored| match v {
            Stored::Ref(e) => Ok(*e),
            Stored::Long(n) if *n > 0 => Ok(EntityId(*n as u64)),
            other => Err(Error::InvalidArgument(format!(
                "{other} is not an entity id"
            ))),
        };
        let attr = |v: &Stored| match v {
            Stored::Keyword(k) => self.schema.id_of(k).ok_or(()),
            _ => Err(()),
        };
        let empty = Datoms::empty(self, index)?;
        if components.len() > 3 || (index == Index::Vae && components.len() > 2) {
            return Err(Error::InvalidArgument(format!(
                "{index:?} takes at most {} components",
                if index == Index::Vae { 2 } else { 3 }
            )));
        }
        let mut plan = Plan::default();
        match index {
            Index::Eav => {
                if let Some(e) = components.first() {
                    plan.key = entity(e)?.to_be_bytes().to_vec();
                    plan.exact_key = !seek;
                    if let Some(a) = components.get(1) {
                        let Ok(a) = attr(a) else { return Ok(empty) };
                        plan.dup = a.to_be_bytes().to_vec();
                        if let Some(v) = components.get(2) {
                            match self.av_key(a, v)? {
                                Some(k) => plan.dup = k,
                                None => return Ok(empty),
                            }
                        }
                    }
                }
            }
            Index::Ave => {
                if let Some(a) = components.first() {
                    let Ok(a) = attr(a) else { return Ok(empty) };
                    plan.key = a.to_be_bytes().to_vec();
                    if let Some(v) = components.get(1) {
                        match self.av_key(a, v)? {
                            Some(k) => plan.key = k,
                            None => return Ok(empty),
                        }
                        plan.exact_key = !seek;
                        if let Some(e) = components.get(2) {
                            plan.dup = entity(e)?.to_be_bytes().to_vec();
                        }
                    }
                }
            }
            Index::Vae => {
                let Some(v) = components.first() else {
                    return Err(Error::InvalidArgument(
                        "Vae needs the referenced entity as its first component".into(),
                    ));
                };
                let target = encode(&Stored::Ref(entity(v)?));
                let attrs: Vec<AttrId> = match components.get(1) {
                    Some(a) => match attr(a) {
                        Ok(a) => vec![a],
                        Err(()) => return Ok(empty),
                    },
                    None => self.schema.iter().map(|i| i.id).collect(),
                };
                plan.queue = attrs
                    .into_iter()
                    .rev()
                    .map(|a| {
                        let mut k = a.to_be_bytes().to_vec();
                        k.extend_from_slice(&target);
                        k
                    })
                    .collect();
                plan.exact_key = true;
                if let Some(k) = plan.queue.pop() {
                    plan.key = k;
                } else {
                    return Ok(empty);
                }
            }
        }
        // Without exact keys, a `datoms` call still stops at the end of the
        // key prefix (e.g. all AVE keys of one attribute).
        plan.key_prefix = if seek { Vec::new() } else { plan.key.clone() };
        plan.dup_prefix = if seek { Vec::new() } else { plan.dup.clone() };
        Ok(Datoms {
            snap: self,
            cursor: self.cursor(index)?,
            index,
            plan,
            started: false,
            done: false,
        })
    }
}

/// Where a reverse walk starts: at or before `key` (exact, or a prefix)
/// and, within it, `dup` (exact, or a prefix).
#[derive(Default)]
struct RStart {
    key: Vec<u8>,
    key_exact: bool,
    dup: Vec<u8>,
    dup_exact: bool,
}

type Owned = Option<(Vec<u8>, Vec<u8>)>;

fn owned(p: Option<(&[u8], &[u8])>) -> Owned {
    p.map(|(k, v)| (k.to_vec(), v.to_vec()))
}

impl RStart {
    /// Puts the cursor on the last pair at or before the bound.
    fn position(&self, c: &mut Cursor<'_>) -> Result<Owned> {
        if self.key.is_empty() {
            return Ok(owned(c.last()?));
        }
        if !self.dup.is_empty() {
            let probe = if self.dup_exact {
                Some(self.dup.clone())
            } else {
                crate::encoding::prefix_successor(&self.dup)
            };
            if let Some(p) = probe {
                let found = owned(c.seek_both_range(&self.key, &p)?);
                if let Some((_, d)) = found {
                    if self.dup_exact && d == self.dup {
                        return Ok(owned(c.current()?));
                    }
                    return Ok(owned(c.prev()?));
                }
            }
        }
        if self.key_exact {
            let found = owned(c.seek_range(&self.key)?);
            return Ok(match found {
                Some((k, _)) if k == self.key => owned(c.last_dup()?),
                Some(_) => owned(c.prev()?),
                None => owned(c.last()?),
            });
        }
        match crate::encoding::prefix_successor(&self.key) {
            None => Ok(owned(c.last()?)),
            Some(s) => {
                let found = owned(c.seek_range(&s)?);
                Ok(match found {
                    Some(_) => owned(c.prev()?),
                    None => owned(c.last()?),
                })
            }
        }
    }
}

/// Datoms in reverse index order; see [`Snapshot::rseek_datoms`].
pub struct RDatoms<'s> {
    snap: &'s Snapshot<'s>,
    cursor: Cursor<'s>,
    index: Index,
    first: Owned,
    started: bool,
    done: bool,
}

impl Iterator for RDatoms<'_> {
    type Item = Result<Datom>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.done {
            return None;
        }
        let pair = if self.started {
            self.cursor.prev().map(owned)
        } else {
            self.started = true;
            Ok(self.first.take())
        };
        match pair {
            Ok(Some((k, v))) => Some(match self.index {
                Index::Eav => self.snap.eav_datom(&k, &v),
                Index::Ave | Index::Vae => self.snap.ave_datom(&k, &v),
            }),
            Ok(None) => {
                self.done = true;
                None
            }
            Err(e) => {
                self.done = true;
                Some(Err(e.into()))
            }
        }
    }
}

/// How a [`Datoms`] iterator walks its index.
#[derive(Debug, Default)]
struct Plan {
    /// Where to start (a key, or a key prefix).
    key: Vec<u8>,
    /// Within the first key, where to start among its duplicates.
    dup: Vec<u8>,
    /// Stay on `key` (walk its duplicates only).
    exact_key: bool,
    /// Stop at the first key not starting with this.
    key_prefix: Vec<u8>,
    /// Stop at the first duplicate not starting with this (exact keys).
    dup_prefix: Vec<u8>,
    /// Further exact keys to walk after `key` (VAE).
    queue: Vec<Vec<u8>>,
    /// Stop after the last key within this bound, inclusive or not
    /// (`index_range`).
    key_hi: Option<(Vec<u8>, bool)>,
    /// Yield only datoms whose value matches (`index_range`).
    values: Option<crate::ValueMatch>,
}

/// An iterator over datoms in index order; see [`Snapshot::datoms`].
pub struct Datoms<'s> {
    snap: &'s Snapshot<'s>,
    cursor: Cursor<'s>,
    index: Index,
    plan: Plan,
    started: bool,
    done: bool,
}

impl<'s> Datoms<'s> {
    fn empty(snap: &'s Snapshot<'s>, index: Index) -> Result<Self> {
        Ok(Datoms {
            snap,
            cursor: snap.cursor(index)?,
            index,
            plan: Plan::default(),
            started: true,
            done: true,
        })
    }

    fn step(&mut self) -> Result<Option<(Vec<u8>, Vec<u8>)>> {
        loop {
            let p = &self.plan;
            let got = if !self.started {
                self.started = true;
                if p.key.is_empty() {
                    self.cursor.first()?
                } else if p.exact_key && !p.dup.is_empty() {
                    self.cursor.seek_both_range(&p.key, &p.dup)?
                } else if p.exact_key {
                    self.cursor.seek_key(&p.key)?
                } else if !p.dup.is_empty() {
                    // seek: the first pair at or after (key, dup).
                    match self.cursor.seek_both_range(&p.key, &p.dup)? {
                        Some(kv) => Some(kv),
                        None => {
                            let next = self
                                .cursor
                                .seek_range(&p.key)?
                                .map(|(k, _)| k == p.key.as_slice());
                            match next {
                                Some(true) => self.cursor.next_nodup()?,
                                Some(false) => self.cursor.current()?,
                                None => None,
                            }
                        }
                    }
                } else {
                    self.cursor.seek_range(&p.key)?
                }
            } else if p.exact_key {
                self.cursor.next_dup()?
            } else {
                self.cursor.next()?
            };
            let p = &self.plan;
            let below = |k: &[u8]| match &p.key_hi {
                None => true,
                Some((h, true)) => k <= h.as_slice(),
                Some((h, false)) => k < h.as_slice(),
            };
            let item = got
                .filter(|(k, v)| {
                    k.starts_with(&p.key_prefix)
                        && below(k)
                        && (!p.exact_key || v.starts_with(&p.dup_prefix))
                })
                .map(|(k, v)| (k.to_vec(), v.to_vec()));
            if item.is_some() {
                return Ok(item);
            }
            // This key is done; VAE moves to its next key.
            match self.plan.queue.pop() {
                Some(k) => {
                    self.plan.key_prefix = k.clone();
                    self.plan.key = k;
                    self.started = false;
                }
                None => return Ok(None),
            }
        }
    }
}

impl Iterator for Datoms<'_> {
    type Item = Result<Datom>;

    fn next(&mut self) -> Option<Self::Item> {
        loop {
            if self.done {
                return None;
            }
            let pair = match self.step() {
                Ok(Some(p)) => p,
                Ok(None) => {
                    self.done = true;
                    return None;
                }
                Err(e) => {
                    self.done = true;
                    return Some(Err(e));
                }
            };
            let datom = match self.index {
                Index::Eav => self.snap.eav_datom(&pair.0, &pair.1),
                Index::Ave | Index::Vae => self.snap.ave_datom(&pair.0, &pair.1),
            };
            match (&self.plan.values, datom) {
                (Some(m), Ok(d)) if !m.matches(&d.v) => continue,
                (_, d) => return Some(d),
            }
        }
    }
}
