//! Datom-level writes inside one write transaction: both indexes, giants,
//! the distinct-value counters and the report, kept in step.
//!
//! Invariants kept by [`Writer::insert`] and [`Writer::remove`] (and checked
//! by the consistency property test): a datom is in `eav` iff it is in
//! `ave`; a giant record exists iff some AVE key names it; an attribute's
//! distinct counter equals its number of AVE keys.

use std::collections::HashMap;

use quiver_kv::{PutFlags, RwTxn};

use crate::datom::Datom;
use crate::encoding::{IndexForm, StoredIndexForm, index_bytes, parse_index_bytes};
use crate::error::Result;
use crate::ids::{AttrId, EntityId, GiantId, TxId};
use crate::schema::{DB_IDENT, Schema};
use crate::store::{
    META_MAX_EID, META_MAX_GIANT, META_MAX_SCHEMA_EID, META_MAX_T, SCHEMA_BASE, Store,
    distinct_key, entity_of, giant_id_of, split_av,
};
use crate::value::Stored;
use crate::versions::Changes;

/// The write state of one transaction (or import batch).
pub(crate) struct Writer<'s, 'a, 'env> {
    pub store: &'s Store,
    pub txn: &'a mut RwTxn<'env>,
    /// The schema as changed so far by this transaction.
    pub schema: Schema,
    /// Attributes interned by this transaction (persisted at the end).
    pub new_attrs: Vec<AttrId>,
    distinct_delta: HashMap<AttrId, i64>,
    /// The largest user entity id used so far.
    pub max_eid: u64,
    /// The largest id of the schema partition used so far (attribute
    /// entities live there, so data entity ids start at 1 as in Datalevin).
    pub max_schema_eid: u64,
    /// Allocate new entities in the schema partition (while the schema
    /// items of a transaction run).
    pub schema_mode: bool,
    max_giant: u64,
    /// This transaction.
    pub tx: TxId,
    /// Datoms asserted (in order).
    pub added: Vec<Datom>,
    /// Datoms retracted (in order).
    pub retracted: Vec<Datom>,
    /// Entities whose schema datoms changed since the last refresh.
    pub schema_touched: Vec<EntityId>,
    /// Data datoms written or removed, by entity and attribute, while the
    /// schema has composite tuples (they may need recomputing).
    pub data_touched: Vec<(EntityId, AttrId)>,
    /// Whether the schema has composite tuples (see `data_touched`).
    pub composites: bool,
    /// Whether to record datoms in `added` / `retracted` (import does not).
    pub record: bool,
    /// Whether [`Writer::finish`] records this transaction number as used
    /// (import batches before the last share the final batch's number).
    pub consume_t: bool,
    /// What this writer wrote, for the caches' version marks (D-350);
    /// handed to the store by [`Writer::finish`].
    pub changes: Changes,
}

impl<'s, 'a, 'env> Writer<'s, 'a, 'env> {
    /// Starts writing transaction number `max-t + 1`.
    pub fn begin(store: &'s Store, txn: &'a mut RwTxn<'env>, schema: Schema) -> Result<Self> {
        let max_eid = store.meta_u64(txn, META_MAX_EID)?;
        let max_schema_eid = store.meta_u64(txn, META_MAX_SCHEMA_EID)?.max(SCHEMA_BASE);
        let max_giant = store.meta_u64(txn, META_MAX_GIANT)?;
        let t = store.meta_u64(txn, META_MAX_T)? + 1;
        let tx = TxId::from_t(t).ok_or_else(|| {
            crate::Error::InvalidArgument("the transaction id space is exhausted".into())
        })?;
        Ok(Writer {
            store,
            txn,
            schema,
            new_attrs: Vec::new(),
            distinct_delta: HashMap::new(),
            max_eid,
            max_schema_eid,
            schema_mode: false,
            max_giant,
            tx,
            added: Vec::new(),
            retracted: Vec::new(),
            schema_touched: Vec::new(),
            data_touched: Vec::new(),
            composites: false,
            record: true,
            consume_t: true,
            changes: Changes::none(),
        })
    }

    /// Allocates a fresh user entity id.
    pub fn new_entity(&mut self) -> Result<EntityId> {
        if self.schema_mode {
            self.max_schema_eid += 1;
            return Ok(EntityId(self.max_schema_eid));
        }
        let next = self.max_eid + 1;
        if next >= SCHEMA_BASE {
            return Err(crate::Error::InvalidArgument(
                "the entity id space is exhausted".into(),
            ));
        }
        if next > EntityId::MAX_USER.0 {
            return Err(crate::Error::InvalidArgument(
                "the entity id space is exhausted".into(),
            ));
        }
        self.max_eid = next;
        Ok(EntityId(next))
    }

    /// Interns `ident` as a new attribute id (untyped until a schema entity
    /// says otherwise).
    pub fn intern(&mut self, ident: &crate::Keyword) -> AttrId {
        if let Some(id) = self.schema.id_of(ident) {
            return id;
        }
        let id = self.schema.next_id();
        self.schema
            .insert(crate::schema::AttrInfo::untyped(id, ident.clone()));
        self.new_attrs.push(id);
        id
    }

    /// The entity holding AVE key `av` first (the only one for unique
    /// attributes), if any.
    pub fn holder(&self, av: &[u8]) -> Result<Option<EntityId>> {
        let mut cur = self.txn.cursor(self.store.ave)?;
        cur.seek_key(av)?.map(|(_, e)| entity_of(e)).transpose()
    }

    /// Every entity holding AVE key `av`.
    pub fn holders(&self, av: &[u8]) -> Result<Vec<EntityId>> {
        let mut cur = self.txn.cursor(self.store.ave)?;
        if cur.seek_key(av)?.is_none() {
            return Ok(Vec::new());
        }
        let list = cur.list_dup()?;
        list.iter().map(entity_of).collect()
    }

    /// One AVE lookup for an assertion: whether `(e, av)` is stored, and
    /// the first entity holding `av` (`None`: the key is not in `ave`).
    /// Saves the separate `has` and `holder` cursors of the write path.
    pub fn probe(&self, e: EntityId, av: &[u8]) -> Result<(bool, Option<EntityId>)> {
        let mut cur = self.txn.cursor(self.store.ave)?;
        let holder = match cur.seek_key(av)? {
            None => return Ok((false, None)),
            Some((_, h)) => entity_of(h)?,
        };
        let has = holder == e || cur.seek_both(av, &e.to_be_bytes())?.is_some();
        Ok((has, Some(holder)))
    }

    /// Whether datom `(e, av)` is stored.
    pub fn has(&self, e: EntityId, av: &[u8]) -> Result<bool> {
        let mut cur = self.txn.cursor(self.store.eav)?;
        Ok(cur.seek_both(&e.to_be_bytes(), av)?.is_some())
    }

    /// The `attr ‖ form` entries of `e` for attribute `a`.
    pub fn current(&self, e: EntityId, a: AttrId) -> Result<Vec<Vec<u8>>> {
        let mut out = Vec::new();
        let mut cur = self.txn.cursor(self.store.eav)?;
        let key = e.to_be_bytes();
        let prefix = a.to_be_bytes();
        let mut item = cur.seek_both_range(&key, &prefix)?.map(|(_, v)| v.to_vec());
        while let Some(av) = item {
            if !av.starts_with(&prefix) {
                break;
            }
            out.push(av);
            item = cur.next_dup()?.map(|(_, v)| v.to_vec());
        }
        Ok(out)
    }

    /// Every `attr ‖ form` entry of `e`.
    pub fn row(&self, e: EntityId) -> Result<Vec<Vec<u8>>> {
        let mut cur = self.txn.cursor(self.store.eav)?;
        if cur.seek_key(&e.to_be_bytes())?.is_none() {
            return Ok(Vec::new());
        }
        let list = cur.list_dup()?;
        Ok(list.iter().map(<[u8]>::to_vec).collect())
    }

    /// The AVE key to write `(a, encoding)` under: the inline form, or an
    /// existing giant with the same full value (so one value has one key),
    /// or a new giant.
    pub fn av_for_write(&mut self, a: AttrId, enc: &[u8]) -> Result<Vec<u8>> {
        if let Some(key) = self.store.find_av(self.txn, a, enc)? {
            return Ok(key);
        }
        let mut key = a.to_be_bytes().to_vec();
        match index_bytes(enc, self.store.budget)? {
            IndexForm::Inline(b) => key.extend_from_slice(b),
            IndexForm::Giant(g) => {
                self.max_giant += 1;
                let id = GiantId(self.max_giant);
                self.txn.put(
                    self.store.giants,
                    &id.to_be_bytes(),
                    enc,
                    PutFlags::default(),
                )?;
                g.write_key(id, &mut key);
            }
        }
        Ok(key)
    }

    /// The last giant id handed out (to undo [`Writer::av_deferred`]'s
    /// allocations with [`Writer::reset_giants`] when nothing was written).
    pub fn giant_mark(&self) -> u64 {
        self.max_giant
    }

    /// Forgets giant ids allocated after `mark` (their records were never
    /// written).
    pub fn reset_giants(&mut self, mark: u64) {
        self.max_giant = mark;
    }

    /// The AVE key for `(a, encoding)` as [`Writer::av_for_write`] gives
    /// it, except that a new giant's record is returned to be written by
    /// the caller (the bulk writer checks the whole transaction first).
    pub fn av_deferred(&mut self, a: AttrId, enc: &[u8]) -> Result<(Vec<u8>, Option<GiantId>)> {
        if let Some(key) = self.store.find_av(self.txn, a, enc)? {
            return Ok((key, None));
        }
        let mut key = a.to_be_bytes().to_vec();
        match index_bytes(enc, self.store.budget)? {
            IndexForm::Inline(b) => {
                key.extend_from_slice(b);
                Ok((key, None))
            }
            IndexForm::Giant(g) => {
                self.max_giant += 1;
                let id = GiantId(self.max_giant);
                g.write_key(id, &mut key);
                Ok((key, Some(id)))
            }
        }
    }

    /// Writes datom `(e, a, v)` whose AVE key is `av` into both indexes.
    /// The caller has checked it is not already stored.
    pub fn insert(&mut self, e: EntityId, a: AttrId, av: &[u8], v: Stored) -> Result<()> {
        let key_exists = self.holder(av)?.is_some();
        self.insert_known(e, a, av, v, key_exists)
    }

    /// [`Writer::insert`] when the caller knows whether AVE key `av`
    /// exists (from [`Writer::probe`]).
    pub fn insert_known(
        &mut self,
        e: EntityId,
        a: AttrId,
        av: &[u8],
        v: Stored,
        key_exists: bool,
    ) -> Result<()> {
        let eb = e.to_be_bytes();
        if !key_exists {
            *self.distinct_delta.entry(a).or_default() += 1;
        }
        self.txn.put(self.store.eav, &eb, av, PutFlags::default())?;
        self.txn.put(self.store.ave, av, &eb, PutFlags::default())?;
        self.changes.datom(e.0, a, av);
        if e.is_user() && e.0 > self.max_eid && e.0 < SCHEMA_BASE {
            self.max_eid = e.0;
        }
        if e.0 > self.max_schema_eid && e.0 >= SCHEMA_BASE && e.is_user() {
            self.max_schema_eid = e.0;
        }
        self.touch(e, a);
        if self.record {
            self.added.push(Datom::new(e, a, v));
        }
        Ok(())
    }

    /// Removes datom `(e, av)` from both indexes (no-op if absent), and the
    /// giant record when its last holder goes.
    pub fn remove(&mut self, e: EntityId, av: &[u8]) -> Result<()> {
        let eb = e.to_be_bytes();
        let (a, form) = split_av(av)?;
        let value = if self.record {
            Some(self.store.decode_form(self.txn, form)?)
        } else {
            None
        };
        if !self.txn.del_dup(self.store.eav, &eb, av)? {
            return Ok(());
        }
        self.txn.del_dup(self.store.ave, av, &eb)?;
        self.changes.datom(e.0, a, av);
        if self.holder(av)?.is_none() {
            *self.distinct_delta.entry(a).or_default() -= 1;
            if let StoredIndexForm::Giant { .. } = parse_index_bytes(form, self.store.budget)? {
                let id = giant_id_of(av)?;
                self.txn.del(self.store.giants, &id.to_be_bytes())?;
            }
        }
        self.touch(e, a);
        if let Some(v) = value {
            self.retracted.push(Datom::new(e, a, v));
        }
        Ok(())
    }

    fn touch(&mut self, e: EntityId, a: AttrId) {
        if self.composites && !Schema::is_schema_attr(a) {
            self.data_touched.push((e, a));
        }
        let schema_entity =
            Schema::is_schema_attr(a) || (a == DB_IDENT && self.schema.by_entity(e).is_some());
        if schema_entity {
            self.changes.schema();
        }
        if schema_entity && !self.schema_touched.contains(&e) {
            self.schema_touched.push(e);
        }
    }

    /// Distinct values of `a` as of now in this transaction.
    pub fn distinct(&self, a: AttrId) -> Result<u64> {
        let stored = self.store.meta_u64(self.txn, &distinct_key(a))?;
        let delta = self.distinct_delta.get(&a).copied().unwrap_or(0);
        Ok(stored.saturating_add_signed(delta))
    }

    /// Adds `n` to `a`'s distinct counter (import counts keys itself).
    pub fn add_distinct(&mut self, a: AttrId, n: i64) {
        *self.distinct_delta.entry(a).or_default() += n;
    }

    /// Writes the meta records this transaction changed: new attributes,
    /// counters, max ids, the transaction number.
    pub fn finish(&mut self) -> Result<()> {
        if !self.new_attrs.is_empty() {
            self.changes.schema();
        }
        self.store.note_changes(std::mem::take(&mut self.changes));
        for &id in &self.new_attrs {
            if let Some(ident) = self.schema.ident(id).cloned() {
                self.store.put_attr(self.txn, id, &ident)?;
            }
        }
        let mut deltas: Vec<_> = self.distinct_delta.drain().collect();
        deltas.sort_unstable();
        for (a, d) in deltas {
            if d == 0 {
                continue;
            }
            let key = distinct_key(a);
            let n = self
                .store
                .meta_u64(self.txn, &key)?
                .saturating_add_signed(d);
            self.store.put_meta_u64(self.txn, &key, n)?;
        }
        self.store
            .put_meta_u64(self.txn, META_MAX_EID, self.max_eid)?;
        self.store
            .put_meta_u64(self.txn, META_MAX_SCHEMA_EID, self.max_schema_eid)?;
        self.store
            .put_meta_u64(self.txn, META_MAX_GIANT, self.max_giant)?;
        if self.consume_t {
            self.store.put_meta_u64(self.txn, META_MAX_T, self.tx.t())?;
        }
        Ok(())
    }
}
