//! Expansion: tx-data items become flat steps (add, retract, …) with
//! attributes interned and entity positions still unresolved — entity maps
//! are flattened, reverse attributes turned around, nested maps given
//! tempids, collections split per the attribute's cardinality.

use crate::error::{Error, Result, TxErrorKind};
use crate::ids::{AttrId, EntityId};
use crate::transact::writer::Writer;
use crate::typed_tx::{EntityMap, EntityRef, TempId, TxOp, TxValue};
use crate::value::{Keyword, Stored, ValueType};

/// A tempid: the user's, or one made up for a map without `:db/id`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum TempKey {
    /// Written by the user.
    User(TempId),
    /// Made up for a map without `:db/id`.
    Auto(u32),
}

/// Where each tempid of a transaction went. Fx hashing: tempids are
/// looked up once or twice per datom, and SipHash was 3 % of an import.
pub(crate) type TempIds = rustc_hash::FxHashMap<TempKey, EntityId>;

/// The tempids the user wrote and where they went (the made-up ones of
/// maps without `:db/id` are not reported).
pub fn user_tempids(tempids: TempIds) -> std::collections::HashMap<TempId, EntityId> {
    tempids
        .into_iter()
        .filter_map(|(k, e)| match k {
            TempKey::User(t) => Some((t, e)),
            TempKey::Auto(_) => None,
        })
        .collect()
}

/// An entity position after expansion.
#[derive(Debug, Clone)]
pub(crate) enum ERef {
    Id(EntityId),
    Temp(TempKey),
    Lookup(AttrId, Stored),
    Ident(Keyword),
    Tx,
}

impl ERef {
    /// The stored entity this names before any tempid is resolved: an id,
    /// or the holder of a lookup ref or an ident; `None` for tempids, the
    /// transaction, and names that find nothing.
    pub(crate) fn existing(&self, w: &Writer<'_, '_, '_>) -> Result<Option<EntityId>> {
        Ok(match self {
            ERef::Id(e) => Some(*e),
            ERef::Lookup(a, v) => w
                .store
                .unique_holder(w.txn, *a, &crate::encoding::encode(v))?,
            ERef::Ident(k) => w.store.entity_with_ident(w.txn, k)?,
            ERef::Temp(_) | ERef::Tx => None,
        })
    }
}

/// A value position after expansion.
#[derive(Debug, Clone)]
pub(crate) enum VRef {
    Value(Stored),
    Entity(ERef),
}

/// What one step does.
#[derive(Debug, Clone)]
pub(crate) enum StepKind {
    Add(ERef, AttrId, VRef),
    Retract(ERef, AttrId, VRef),
    RetractAttr(ERef, AttrId),
    RetractEntity(ERef),
    Cas(ERef, AttrId, Option<VRef>, VRef),
}

/// A step and the tx-data item it came from.
#[derive(Debug, Clone)]
pub(crate) struct Step {
    pub item: usize,
    pub kind: StepKind,
    /// An assertion of an entity map that holds a nested map, under a
    /// tempid of the user's: Datalevin numbers such a map's tempid at its
    /// first datom, and a tempid the datom references first (D-974).
    pub value_first: bool,
}

/// The error for item `item`.
pub(crate) fn tx_err(
    item: usize,
    attr: Option<&Keyword>,
    value: Option<String>,
    kind: TxErrorKind,
) -> Error {
    Error::Transaction {
        item,
        attr: attr.map(ToString::to_string),
        value,
        kind,
    }
}

fn is_db_id(k: &Keyword) -> bool {
    k.namespace() == Some("db") && k.name() == "id"
}

/// `:ns/_name` → `:ns/name`.
fn reverse_of(k: &Keyword) -> Option<Keyword> {
    k.name()
        .strip_prefix('_')
        .filter(|n| !n.is_empty())
        .map(|n| Keyword::new(k.namespace(), n))
}

/// Whether an item defines schema (and so runs before the other items).
pub(crate) fn is_schema_item(op: &TxOp) -> bool {
    let schema_kw = |k: &Keyword| {
        k.namespace() == Some("db")
            && matches!(
                k.name(),
                "valueType"
                    | "cardinality"
                    | "unique"
                    | "isComponent"
                    | "doc"
                    | "tupleTypes"
                    | "tupleType"
                    | "tupleAttrs"
            )
    };
    match op {
        TxOp::Add(_, a, _) | TxOp::Retract(_, a, _) | TxOp::RetractAttr(_, a) => schema_kw(a),
        TxOp::Cas(_, a, _, _) => schema_kw(a),
        TxOp::RetractEntity(_) => false,
        TxOp::Map(m) => m.attrs.iter().any(|(k, _)| schema_kw(k)),
    }
}

/// Expands items into steps.
pub(crate) struct Expander<'x, 's, 'a, 'env> {
    pub w: &'x mut Writer<'s, 'a, 'env>,
    pub auto: &'x mut u32,
    pub steps: Vec<Step>,
    /// Tempids that are the `:db/id` of an entity map which produced at
    /// least one step (a map whose only key is a reverse attribute gives
    /// its entity no datom of its own, yet names it: D-608).
    pub map_defined: Vec<TempKey>,
    /// Whether the schema has composite tuples (read once per group).
    has_composites: bool,
    item: usize,
    /// The entity map and attribute whose values are being expanded: each
    /// nested map among several values is referenced from it as soon as
    /// the nested map is expanded, so tempids get fresh ids in the order
    /// Datalevin gives them (D-934).
    parent: Option<(ERef, AttrId)>,
    /// The steps pushed now are [`Step::value_first`].
    value_first: bool,
}

/// Whether a map's value holds an entity map (directly or among several).
fn holds_map(v: &TxValue) -> bool {
    match v {
        TxValue::Map(_) => true,
        TxValue::Many(items) => items.iter().any(|i| matches!(i, TxValue::Map(_))),
        _ => false,
    }
}

impl<'x, 's, 'a, 'env> Expander<'x, 's, 'a, 'env> {
    pub fn new(w: &'x mut Writer<'s, 'a, 'env>, auto: &'x mut u32) -> Self {
        let has_composites = w.schema.has_composites();
        Expander {
            w,
            auto,
            has_composites,
            steps: Vec::new(),
            map_defined: Vec::new(),
            item: 0,
            parent: None,
            value_first: false,
        }
    }

    fn err(&self, attr: Option<&Keyword>, value: Option<String>, kind: TxErrorKind) -> Error {
        tx_err(self.item, attr, value, kind)
    }

    fn push(&mut self, kind: StepKind) {
        self.steps.push(Step {
            item: self.item,
            value_first: self.value_first,
            kind,
        });
    }

    /// Expands item number `item`.
    pub fn op(&mut self, item: usize, op: &TxOp) -> Result<()> {
        self.item = item;
        match op {
            TxOp::Add(e, a, v) => {
                let a_id = self.attr_for_write(a)?;
                let e = self.eref(e)?;
                let mut vs = Vec::new();
                self.values(a_id, a, v, &mut vs)?;
                for v in vs {
                    self.push(StepKind::Add(e.clone(), a_id, v));
                }
            }
            TxOp::Retract(e, a, v) => {
                let e = self.eref(e)?;
                // Retracting a ref to id 0, which names no entity, retracts
                // nothing, as Datalevin and Datomic do for any datom that is
                // not there (D-905).
                let zero_ref = matches!(v, TxValue::Value(Stored::Long(0)))
                    && self
                        .w
                        .schema
                        .id_of(a)
                        .and_then(|a_id| self.w.schema.get(a_id))
                        .is_some_and(|i| i.is_ref());
                if let Some(a_id) = self.w.schema.id_of(a).filter(|_| !zero_ref) {
                    let mut vs = Vec::new();
                    self.values(a_id, a, v, &mut vs)?;
                    for v in vs {
                        self.push(StepKind::Retract(e.clone(), a_id, v));
                    }
                }
            }
            TxOp::RetractAttr(e, a) => {
                let e = self.eref(e)?;
                if let Some(a_id) = self.w.schema.id_of(a) {
                    self.push(StepKind::RetractAttr(e, a_id));
                }
            }
            TxOp::RetractEntity(e) => {
                let e = self.eref(e)?;
                self.push(StepKind::RetractEntity(e));
            }
            TxOp::Cas(e, a, old, new) => {
                let a_id = self.attr_for_write(a)?;
                let e = self.eref(e)?;
                let old = match old {
                    None => None,
                    Some(v) => Some(self.one_value(a_id, a, v)?),
                };
                let new = self.one_value(a_id, a, new)?;
                self.push(StepKind::Cas(e, a_id, old, new));
            }
            TxOp::Map(m) => {
                self.map(m)?;
            }
        }
        Ok(())
    }

    fn attr_for_write(&mut self, a: &Keyword) -> Result<AttrId> {
        if is_db_id(a) || reverse_of(a).is_some() {
            return Err(self.err(
                Some(a),
                None,
                TxErrorKind::BadForm(format!("{a} can only be used as a key of an entity map")),
            ));
        }
        self.intern_data(a)
    }

    /// The id of attribute `a` written by data: interned as an untyped
    /// attribute when the schema does not know it, refused when the
    /// schema is closed (D-728).
    fn intern_data(&mut self, a: &Keyword) -> Result<AttrId> {
        if self.w.store.closed_schema && self.w.schema.id_of(a).is_none() {
            return Err(self.err(Some(a), None, TxErrorKind::UnknownAttribute));
        }
        Ok(self.w.intern(a))
    }

    fn one_value(&mut self, a_id: AttrId, a: &Keyword, v: &TxValue) -> Result<VRef> {
        let mut vs = Vec::new();
        self.values(a_id, a, v, &mut vs)?;
        if vs.len() != 1 {
            return Err(self.err(
                Some(a),
                Some(v.to_string()),
                TxErrorKind::BadForm(":db/cas takes exactly one old and one new value".into()),
            ));
        }
        Ok(vs.remove(0))
    }

    /// An entity position.
    pub fn eref(&mut self, r: &EntityRef) -> Result<ERef> {
        Ok(match r {
            EntityRef::Id(e) => ERef::Id(*e),
            EntityRef::Temp(TempId::Named(s)) if &**s == "datomic.tx" => ERef::Tx,
            EntityRef::Temp(t) => ERef::Temp(TempKey::User(t.clone())),
            EntityRef::Lookup(a, v) => match self.w.schema.by_ident(a) {
                Some(info) if info.unique.is_some() && info.value_type == Some(ValueType::Ref) => {
                    let id = info.id;
                    ERef::Lookup(id, Stored::Ref(self.referenced(a, v)?))
                }
                Some(info) if info.unique.is_some() => ERef::Lookup(info.id, v.clone()),
                Some(_) => {
                    return Err(self.err(
                        Some(a),
                        Some(v.to_string()),
                        TxErrorKind::LookupRefNotUnique,
                    ));
                }
                None => {
                    return Err(self.err(
                        Some(a),
                        Some(v.to_string()),
                        TxErrorKind::LookupRefNotFound,
                    ));
                }
            },
            EntityRef::Ident(k) => ERef::Ident(k.clone()),
            EntityRef::CurrentTx => ERef::Tx,
        })
    }

    /// The entity that `v`, the value of a lookup ref on a unique *ref*
    /// attribute `a` (`[:cart/owner 21]`), refers to: the ref value the
    /// lookup ref looks for (D-911). It is an entity id, as queries and
    /// pull read it; a lookup ref or an ident there is refused, as
    /// Datalevin refuses it everywhere.
    fn referenced(&self, a: &Keyword, v: &Stored) -> Result<EntityId> {
        match v {
            Stored::Ref(e) => Ok(*e),
            Stored::Long(n) if *n > 0 => Ok(EntityId(*n as u64)),
            Stored::Long(_) => {
                Err(self.err(Some(a), Some(v.to_string()), TxErrorKind::LookupRefNotFound))
            }
            _ => Err(self.err(
                Some(a),
                Some(v.to_string()),
                TxErrorKind::BadForm(
                    "a lookup ref on a ref attribute takes an entity id as its value".into(),
                ),
            )),
        }
    }

    /// Flattens an entity map; returns its entity.
    fn map(&mut self, m: &EntityMap) -> Result<ERef> {
        let mut id = m.id.clone();
        for (k, v) in &m.attrs {
            if is_db_id(k) {
                let TxValue::Value(v) = v else {
                    return Err(self.err(
                        Some(k),
                        Some(v.to_string()),
                        TxErrorKind::BadForm(
                            ":db/id must be an entity id, tempid or lookup ref".into(),
                        ),
                    ));
                };
                id = Some(EntityRef::from_value(v).ok_or_else(|| {
                    self.err(
                        Some(k),
                        Some(v.to_string()),
                        TxErrorKind::BadForm(
                            ":db/id must be an entity id, tempid or lookup ref".into(),
                        ),
                    )
                })?);
            }
        }
        let e = match &id {
            Some(r) => self.eref(r)?,
            None => {
                *self.auto += 1;
                ERef::Temp(TempKey::Auto(*self.auto))
            }
        };
        let steps_before = self.steps.len();
        // A map holding a nested map, under a tempid of the user's, has its
        // tempid numbered at its first datom in Datalevin, after a tempid
        // that datom references (D-974); nested maps set their own.
        let outer_first = self.value_first;
        self.value_first = matches!(e, ERef::Temp(TempKey::User(_)))
            && m.attrs.iter().any(|(k, v)| !is_db_id(k) && holds_map(v));
        let expanded = self.map_attrs(m, &e);
        self.value_first = outer_first;
        expanded?;
        if let ERef::Temp(t) = &e
            && self.steps.len() > steps_before
        {
            self.map_defined.push(t.clone());
        }
        Ok(e)
    }

    /// The steps of an entity map's attributes, entity `e`.
    fn map_attrs(&mut self, m: &EntityMap, e: &ERef) -> Result<()> {
        // Composite tuples last, as Datalevin explodes a map: a direct write
        // of one is accepted only when it equals its components (D-609),
        // which the same map may assert after it. The second pass runs
        // only when the schema has composites.
        let passes: &[bool] = if self.has_composites {
            &[false, true]
        } else {
            &[false]
        };
        // The keys in the order Clojure iterates the map (a map of more
        // than eight entries is a hash map), as Datalevin expands it: the
        // order tempids are numbered in (D-934).
        let order = clojure_order(m);
        for &composites_pass in passes {
            for (k, v) in order.iter().map(|&i| (&m.attrs[i].0, &m.attrs[i].1)) {
                if self.has_composites {
                    let is_composite = self
                        .w
                        .schema
                        .by_ident(k)
                        .is_some_and(|i| i.tuple_attrs.is_some());
                    if is_composite != composites_pass {
                        continue;
                    }
                }
                if is_db_id(k) {
                    continue;
                }
                if let Some(fwd) = reverse_of(k) {
                    let info = self.w.schema.by_ident(&fwd).cloned();
                    let Some(info) = info.filter(|i| i.is_ref()) else {
                        return Err(self.err(
                            Some(k),
                            Some(v.to_string()),
                            TxErrorKind::BadForm(format!(
                                "reverse attribute {k} needs {fwd} to be a :db.type/ref attribute"
                            )),
                        ));
                    };
                    let items: Vec<&TxValue> = match v {
                        TxValue::Many(items) if !self.is_lookup_ref(items) => {
                            items.iter().collect()
                        }
                        other => vec![other],
                    };
                    for item in items {
                        let source = match self.single(info.id, &fwd, item)? {
                            VRef::Entity(r) => r,
                            VRef::Value(v) => {
                                return Err(self.err(
                                    Some(k),
                                    Some(v.to_string()),
                                    TxErrorKind::BadForm(
                                        "reverse attribute values must be entities".into(),
                                    ),
                                ));
                            }
                        };
                        self.push(StepKind::Add(source, info.id, VRef::Entity(e.clone())));
                    }
                    continue;
                }
                let a_id = self.intern_data(k)?;
                let mut vs = Vec::new();
                let outer = self.parent.replace((e.clone(), a_id));
                let expanded = self.values(a_id, k, v, &mut vs);
                self.parent = outer;
                expanded?;
                for v in vs {
                    self.push(StepKind::Add(e.clone(), a_id, v));
                }
            }
        }
        Ok(())
    }

    /// Whether `[k x]` is a lookup ref: `k` is an attribute, whatever `x`
    /// is (`[:line/id :f9]` is the line whose `:line/id` is `:f9`, not two
    /// idents, as in Datalevin: D-871). One on an attribute that is not
    /// unique is then refused ([`Self::eref`]), as in Datalevin; it used to
    /// be two references, to the attribute's schema entity and to `x`.
    fn is_lookup_ref(&self, items: &[TxValue]) -> bool {
        match items {
            [TxValue::Value(Stored::Keyword(k)), TxValue::Value(_)] => {
                self.w.schema.by_ident(k).is_some()
            }
            _ => false,
        }
    }

    /// The value(s) a value position stands for.
    fn values(
        &mut self,
        a_id: AttrId,
        a: &Keyword,
        v: &TxValue,
        out: &mut Vec<VRef>,
    ) -> Result<()> {
        // Copies of what is needed, not a clone of the whole definition
        // per value (its keywords allocate).
        let Some((value_type, is_ref, is_many)) = self
            .w
            .schema
            .get(a_id)
            .map(|i| (i.value_type, i.is_ref(), i.is_many()))
        else {
            return Err(Error::Corrupt(format!("attribute {a} lost its id")));
        };
        let TxValue::Many(items) = v else {
            out.push(self.single(a_id, a, v)?);
            return Ok(());
        };
        let plain = || {
            items
                .iter()
                .map(|i| match i {
                    TxValue::Value(v) => Some(v.clone()),
                    _ => None,
                })
                .collect::<Option<Vec<_>>>()
        };
        if value_type == Some(ValueType::Tuple) {
            match plain() {
                Some(t) => out.push(VRef::Value(Stored::Tuple(t))),
                None => {
                    return Err(self.err(
                        Some(a),
                        Some(v.to_string()),
                        TxErrorKind::BadForm("tuple elements must be plain values".into()),
                    ));
                }
            }
        } else if is_ref && self.is_lookup_ref(items) {
            if let [TxValue::Value(Stored::Keyword(k)), TxValue::Value(x)] = items.as_slice() {
                let r = self.eref(&EntityRef::Lookup(k.clone(), x.clone()))?;
                out.push(VRef::Entity(r));
            }
        } else if is_many {
            for item in items {
                if let TxValue::Many(inner) = item
                    && !(is_ref && self.is_lookup_ref(inner))
                {
                    return Err(self.err(
                        Some(a),
                        Some(item.to_string()),
                        TxErrorKind::BadForm("nested collections are not values".into()),
                    ));
                }
                let mut one = Vec::new();
                self.values(a_id, a, item, &mut one)?;
                // A nested entity map is referenced from its parent right
                // after it is expanded, as Datalevin explodes it (with a
                // reverse reference to the parent last): the parent's
                // tempid, if new, is numbered after the first nested map,
                // before the second (D-934).
                if let (TxValue::Map(_), Some((parent, pa))) = (item, &self.parent)
                    && *pa == a_id
                {
                    let parent = parent.clone();
                    for v in one.drain(..) {
                        self.push(StepKind::Add(parent.clone(), a_id, v));
                    }
                }
                out.extend(one);
            }
        } else if value_type.is_none()
            && let Some(t) = plain()
        {
            // An untyped attribute stores a vector as a tuple value.
            out.push(VRef::Value(Stored::Tuple(t)));
        } else {
            return Err(self.err(
                Some(a),
                Some(v.to_string()),
                TxErrorKind::CollectionForCardinalityOne,
            ));
        }
        Ok(())
    }

    /// One value position (not a collection).
    fn single(&mut self, a_id: AttrId, a: &Keyword, v: &TxValue) -> Result<VRef> {
        let Some((value_type, is_ref)) =
            self.w.schema.get(a_id).map(|i| (i.value_type, i.is_ref()))
        else {
            return Err(Error::Corrupt(format!("attribute {a} lost its id")));
        };
        let type_err = |this: &Self, v: &TxValue, found: &str| {
            this.err(
                Some(a),
                Some(v.to_string()),
                TxErrorKind::TypeMismatch {
                    expected: value_type.map_or("a value".to_string(), |t| t.to_string()),
                    found: found.to_string(),
                },
            )
        };
        Ok(match v {
            TxValue::Value(Stored::Ref(e)) => VRef::Entity(ERef::Id(*e)),
            // A ref to 0: no entity has that id (D-905).
            TxValue::Value(Stored::Long(0)) if is_ref => {
                return Err(self.err(Some(a), Some(v.to_string()), TxErrorKind::BadEntityId(0)));
            }
            TxValue::Value(x) if is_ref => match EntityRef::from_value(x) {
                Some(r) => VRef::Entity(self.eref(&r)?),
                None => return Err(type_err(self, v, &x.value_type().to_string())),
            },
            TxValue::Value(x) => VRef::Value(x.clone()),
            TxValue::Entity(r) => {
                if value_type.is_some_and(|t| t != ValueType::Ref) {
                    return Err(type_err(self, v, "an entity"));
                }
                VRef::Entity(self.eref(r)?)
            }
            TxValue::Map(m) => {
                if value_type.is_some_and(|t| t != ValueType::Ref) {
                    return Err(type_err(self, v, "an entity map"));
                }
                // A nested map is a new (or upserted) entity referenced by
                // the attribute, component or not, as in Datalevin (D-606).
                VRef::Entity(self.map(m)?)
            }
            TxValue::Many(_) => {
                return Err(self.err(
                    Some(a),
                    Some(v.to_string()),
                    TxErrorKind::BadForm("a collection where one value is expected".into()),
                ));
            }
        })
    }
}

/// The positions of `m`'s attributes in the order Clojure iterates the
/// map, `:db/id` (counted, given or not) left out (D-934).
fn clojure_order(m: &EntityMap) -> Vec<usize> {
    let given_id = m.id.is_some() && !m.attrs.iter().any(|(k, _)| is_db_id(k));
    let db_id_key = Keyword::new(Some("db"), "id");
    let mut keys: Vec<&Keyword> = m.attrs.iter().map(|(k, _)| k).collect();
    if given_id {
        keys.push(&db_id_key);
    }
    super::clojure_order::iteration_order(&keys)
        .into_iter()
        .filter(|&i| i < m.attrs.len())
        .collect()
}
