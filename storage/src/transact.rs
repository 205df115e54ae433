//! Transactions: tx-data in, datoms written, a report out.
//!
//! A transaction runs in four stages inside one DLMDB write transaction, so
//! any error leaves nothing written:
//! 1. items that define schema run first (so the rest of the transaction
//!    sees the new attributes), then the others — each group is
//! 2. expanded into flat steps ([`expand`]),
//! 3. its tempids resolved, upserting through `:db.unique/identity`
//!    ([`upsert`]),
//! 4. applied step by step ([`Writer`] keeps both indexes, giants and
//!    counters in step); after each item whose schema datoms changed, the
//!    attribute definitions are re-read and checked against the data.

pub(crate) mod clojure_order;
pub(crate) mod composite;
pub(crate) mod expand;
pub(crate) mod sorted;
pub(crate) mod upsert;
pub(crate) mod writer;

use std::collections::{HashMap, HashSet};

use quiver_kv::RwTxn;

use crate::datom::Datom;
use crate::encoding::{MAX_TUPLE_DEPTH, encode};
use crate::error::{Result, TxErrorKind};
use crate::ids::{AttrId, EntityId, TxId};
use crate::schema::{AttrInfo, DB_TX_INSTANT, Schema};
use crate::schema_change;
use crate::store::Store;
use crate::typed_tx::{TempId, TypedTx};
use crate::value::{Stored, ValueType};
use expand::{ERef, Expander, Step, StepKind, TempIds, TempKey, VRef, is_schema_item, tx_err};
use writer::Writer;

/// What a committed transaction did.
#[derive(Debug, Clone, PartialEq)]
pub struct TxReport {
    /// The transaction (also the tx entity's id).
    pub tx: TxId,
    /// Where each tempid went.
    pub tempids: HashMap<TempId, EntityId>,
    /// Datoms asserted, in the order they were written (including the tx
    /// entity's `:db/txInstant`).
    pub added: Vec<Datom>,
    /// Datoms retracted, in order.
    pub retracted: Vec<Datom>,
}

impl TxReport {
    /// The entity a string tempid went to (`report.tempid("ivan")`).
    pub fn tempid(&self, name: &str) -> Option<EntityId> {
        self.tempids.get(&TempId::Named(name.into())).copied()
    }
}

/// Runs `data` in `txn` against `schema`; returns the report and the
/// schema as changed by the transaction. Repeatable (the caller may rerun
/// it after growing the map).
pub fn run(
    store: &Store,
    txn: &mut RwTxn<'_>,
    schema: &Schema,
    data: &TypedTx,
    now_ms: i64,
) -> Result<(TxReport, Schema)> {
    let mut w = Writer::begin(store, txn, schema.clone())?;
    let mut tempids: TempIds = TempIds::default();
    let mut uses = TempUses::default();
    let mut auto = 0u32;
    let ops = data.ops();
    let (schema_items, data_items): (Vec<usize>, Vec<usize>) =
        (0..ops.len()).partition(|&i| is_schema_item(&ops[i]));
    for (is_schema, group) in [(true, schema_items), (false, data_items)] {
        w.schema_mode = is_schema;
        w.composites = !is_schema && w.schema.has_composites();
        let last = group.last().copied();
        let base_eid = w.max_eid;
        let (steps, map_defined) = expand(&mut w, ops, &group, &mut auto)?;
        uses.note(&steps, map_defined);
        upsert::resolve(&mut w, &steps, &mut tempids)?;
        // A large transaction that only creates entities takes the bulk
        // writer of `import` (sorted, appended writes; D-605).
        let steps = if !is_schema
            && !w.composites
            && steps.len() >= store.bulk_write_min_steps
            && sorted::fast_eligible(&steps, &tempids, base_eid)
        {
            let mut run = sorted::Run::quiet();
            match sorted::fast_write(
                &mut w,
                steps,
                &tempids,
                sorted::Mode::Transact,
                &mut run,
                &mut |_| {},
            )? {
                Ok(_) => continue,
                Err(steps) => steps,
            }
        } else {
            steps
        };
        apply_steps(&mut w, &tempids, &steps)?;
        if let (false, Some(item)) = (is_schema, last) {
            composite::maintain(&mut w, item)?;
        }
    }
    uses.check(&w.schema)?;
    stamp_tx(&mut w, now_ms)?;
    w.finish()?;
    let report = TxReport {
        tx: w.tx,
        tempids: expand::user_tempids(tempids),
        added: Vec::new(),
        retracted: Vec::new(),
    };
    let (added, retracted) = net(
        std::mem::take(&mut w.added),
        std::mem::take(&mut w.retracted),
    );
    let report = TxReport {
        added,
        retracted,
        ..report
    };
    Ok((report, w.schema))
}

/// Gives the tx entity its `:db/txInstant` unless the data asserted one.
pub(crate) fn stamp_tx(w: &mut Writer<'_, '_, '_>, now_ms: i64) -> Result<()> {
    let tx_entity = w.tx.as_entity();
    if w.current(tx_entity, DB_TX_INSTANT)?.is_empty() {
        let v = Stored::Instant(now_ms);
        let av = w.av_for_write(DB_TX_INSTANT, &encode(&v))?;
        w.insert(tx_entity, DB_TX_INSTANT, &av, v)?;
    }
    Ok(())
}

/// Expands items `group` of `ops` into steps and resolves their tempids.
pub(crate) fn expand_and_resolve(
    w: &mut Writer<'_, '_, '_>,
    ops: &[crate::typed_tx::TxOp],
    group: &[usize],
    tempids: &mut TempIds,
    auto: &mut u32,
    uses: &mut TempUses,
) -> Result<Vec<Step>> {
    let (steps, map_defined) = expand(w, ops, group, auto)?;
    uses.note(&steps, map_defined);
    upsert::resolve(w, &steps, tempids)?;
    Ok(steps)
}

/// Expands items `group` of `ops` into steps; also returns the tempids
/// named by entity maps that produced steps (see [`TempUses`]).
fn expand(
    w: &mut Writer<'_, '_, '_>,
    ops: &[crate::typed_tx::TxOp],
    group: &[usize],
    auto: &mut u32,
) -> Result<(Vec<Step>, Vec<TempKey>)> {
    let mut x = Expander::new(w, auto);
    for &i in group {
        x.op(i, &ops[i])?;
    }
    Ok((x.steps, x.map_defined))
}

/// Which tempids a transaction gives datoms of their own, and which it only
/// uses as values. A tempid used only as a value (`[:db/add -1 :parent -7]`
/// with no datom about `-7`) would silently name an empty new entity; it
/// is refused, as Datalevin and DataScript refuse it ("Tempids used only as
/// value in transaction", D-608).
#[derive(Default)]
pub(crate) struct TempUses {
    /// Tempids that are the entity of an assertion, or the `:db/id` of an
    /// entity map that asserted something.
    defined: rustc_hash::FxHashSet<TempKey>,
    /// Tempids in value positions, with the item and attribute of their
    /// first use, in order of first use.
    as_value: Vec<(TempKey, usize, AttrId)>,
    seen: rustc_hash::FxHashSet<TempKey>,
}

impl TempUses {
    fn note(&mut self, steps: &[Step], map_defined: Vec<TempKey>) {
        self.defined.extend(map_defined);
        for s in steps {
            match &s.kind {
                StepKind::Add(e, a, v) => {
                    // Clone only the first time: an entity has many datoms.
                    if let ERef::Temp(t) = e
                        && !self.defined.contains(t)
                    {
                        self.defined.insert(t.clone());
                    }
                    self.value(s.item, *a, v);
                }
                StepKind::Retract(_, a, v) => self.value(s.item, *a, v),
                StepKind::Cas(_, a, old, new) => {
                    for v in old.iter().chain(std::iter::once(new)) {
                        self.value(s.item, *a, v);
                    }
                }
                StepKind::RetractAttr(..) | StepKind::RetractEntity(_) => {}
            }
        }
    }

    fn value(&mut self, item: usize, a: AttrId, v: &VRef) {
        if let VRef::Entity(ERef::Temp(t)) = v
            && !self.seen.contains(t)
        {
            self.seen.insert(t.clone());
            self.as_value.push((t.clone(), item, a));
        }
    }

    /// The error for tempids used only as values, naming every one; it
    /// blames the first item using one and names that use's attribute.
    pub(crate) fn check(&self, schema: &Schema) -> Result<()> {
        let unused: Vec<&(TempKey, usize, AttrId)> = self
            .as_value
            .iter()
            .filter(|(t, _, _)| !self.defined.contains(t))
            .collect();
        let Some((first, item, attr)) = unused.first().map(|u| (&u.0, u.1, u.2)) else {
            return Ok(());
        };
        let names = unused
            .iter()
            .map(|(t, _, _)| upsert::show(t))
            .collect::<Vec<_>>()
            .join(" ");
        Err(tx_err(
            item,
            schema.ident(attr),
            Some(upsert::show(first)),
            TxErrorKind::BadForm(format!(
                "tempids used only as value in transaction: ({names}); give each an attribute \
                 of its own (e.g. [:db/add {} :name \"…\"]) or use an existing entity",
                upsert::show(first)
            )),
        ))
    }
}

/// Applies steps in order, re-reading changed schema after each item.
pub(crate) fn apply_steps(
    w: &mut Writer<'_, '_, '_>,
    tempids: &TempIds,
    steps: &[Step],
) -> Result<()> {
    let mut last_item = None;
    for step in steps {
        if let Some(i) = last_item
            && i != step.item
        {
            refresh_schema(w, i)?;
        }
        last_item = Some(step.item);
        apply(w, tempids, step)?;
    }
    if let Some(i) = last_item {
        refresh_schema(w, i)?;
    }
    Ok(())
}

/// Cancels datoms both added and retracted within the transaction (a
/// cardinality-one value replaced twice, a retraction re-asserted), so the
/// report says what changed between the database before and after.
fn net(added: Vec<Datom>, retracted: Vec<Datom>) -> (Vec<Datom>, Vec<Datom>) {
    let mut balance: HashMap<&Datom, i32> = HashMap::new();
    for d in &added {
        *balance.entry(d).or_default() += 1;
    }
    for d in &retracted {
        *balance.entry(d).or_default() -= 1;
    }
    if balance.len() == added.len() + retracted.len() {
        return (added, retracted);
    }
    let mut emitted: HashSet<&Datom> = HashSet::new();
    let mut a = Vec::new();
    for d in &added {
        if balance.get(d).copied() == Some(1) && emitted.insert(d) {
            a.push(d.clone());
        }
    }
    let mut r = Vec::new();
    for d in &retracted {
        if balance.get(d).copied() == Some(-1) && emitted.insert(d) {
            r.push(d.clone());
        }
    }
    (a, r)
}

fn refresh_schema(w: &mut Writer<'_, '_, '_>, item: usize) -> Result<()> {
    let touched = std::mem::take(&mut w.schema_touched);
    for e in touched {
        schema_change::refresh(w, e, item)?;
    }
    Ok(())
}

/// The entity a retraction names, or `None` for a lookup ref or an ident
/// that finds no entity: retracting from an entity that does not exist
/// retracts nothing, as in Datalevin (DataScript's `entid`, not
/// `entid-strict`; Datomic refuses it). Every other entity position is resolved as
/// [`entity`] resolves it (D-966).
fn retracted_entity(
    w: &Writer<'_, '_, '_>,
    tempids: &TempIds,
    item: usize,
    r: &ERef,
) -> Result<Option<EntityId>> {
    match r {
        ERef::Lookup(a, v) => Ok(w.store.unique_holder(w.txn, *a, &encode(v))?),
        ERef::Ident(k) => Ok(w.store.entity_with_ident(w.txn, k)?),
        _ => entity(w, tempids, item, r).map(Some),
    }
}

/// Resolves an entity position to an id.
pub(crate) fn entity(
    w: &Writer<'_, '_, '_>,
    tempids: &TempIds,
    item: usize,
    r: &ERef,
) -> Result<EntityId> {
    let not_found =
        |a: AttrId, v: &Stored, kind| tx_err(item, w.schema.ident(a), Some(v.to_string()), kind);
    match r {
        ERef::Id(e) => {
            let ok = e.is_user() || (e.is_tx() && e.0 <= w.tx.raw());
            if ok {
                Ok(*e)
            } else {
                Err(tx_err(item, None, None, TxErrorKind::BadEntityId(e.0)))
            }
        }
        ERef::Temp(t) => tempids
            .get(t)
            .copied()
            .ok_or_else(|| crate::Error::Corrupt(format!("tempid {t:?} was not resolved"))),
        ERef::Lookup(a, v) => w
            .store
            .unique_holder(w.txn, *a, &encode(v))?
            .ok_or_else(|| not_found(*a, v, TxErrorKind::LookupRefNotFound)),
        ERef::Ident(k) => w
            .store
            .entity_with_ident(w.txn, k)?
            .ok_or_else(|| tx_err(item, None, None, TxErrorKind::IdentNotFound(k.to_string()))),
        ERef::Tx => Ok(w.tx.as_entity()),
    }
}

/// Whether `v` is or contains `nil`, which only composite tuple
/// maintenance writes (D-609).
fn has_nil(v: &Stored) -> bool {
    match v {
        Stored::Nil => true,
        Stored::Tuple(items) => items.iter().any(has_nil),
        _ => false,
    }
}

/// How deeply collections nest in `v` (tuples, and the sets and maps of
/// untyped attributes, D-327): decoding reads at most
/// [`MAX_TUPLE_DEPTH`] levels, so no deeper value may be written.
fn depth(v: &Stored) -> usize {
    match v {
        Stored::Tuple(items) | Stored::Set(items) => 1 + items.iter().map(depth).max().unwrap_or(0),
        Stored::Map(entries) => {
            1 + entries
                .iter()
                .map(|(k, v)| depth(k).max(depth(v)))
                .max()
                .unwrap_or(0)
        }
        _ => 0,
    }
}

/// Why a value nested deeper than the decoder reads is refused.
pub(crate) fn nesting_limit() -> String {
    format!("tuples, sets and maps may nest at most {MAX_TUPLE_DEPTH} levels")
}

/// Checks a value against the attribute's type.
pub(crate) fn check_type(info: &AttrInfo, v: &Stored) -> std::result::Result<(), TxErrorKind> {
    if has_nil(v) {
        return Err(TxErrorKind::BadForm(
            "nil is not a value: only a composite tuple holds nil, for a missing component".into(),
        ));
    }
    if depth(v) > MAX_TUPLE_DEPTH {
        return Err(TxErrorKind::BadForm(nesting_limit()));
    }
    let Some(t) = info.value_type else {
        return Ok(());
    };
    let mismatch = |expected: String, found: String| TxErrorKind::TypeMismatch { expected, found };
    if v.value_type() != t {
        return Err(mismatch(t.to_string(), v.value_type().to_string()));
    }
    if let (Some(t), Stored::Tuple(items)) = (info.tuple_type, v) {
        // As Datalevin ("Cannot store an empty homogeneous tuple"): a
        // tuple holds at least one value.
        if items.is_empty() {
            return Err(TxErrorKind::BadForm(format!(
                "an empty tuple cannot be stored: a homogeneous tuple ([{t} …]) holds at least one value"
            )));
        }
        if items.iter().any(|i| i.value_type() != t) {
            let found: Vec<String> = items.iter().map(|i| i.value_type().to_string()).collect();
            return Err(mismatch(
                format!("[{t} …]"),
                format!("[{}]", found.join(" ")),
            ));
        }
    }
    if let (Some(types), Stored::Tuple(items)) = (&info.tuple_types, v) {
        let fits = types.len() == items.len()
            && types.iter().zip(items).all(|(t, i)| i.value_type() == *t);
        if !fits {
            let show = |ts: Vec<ValueType>| {
                ts.iter()
                    .map(ToString::to_string)
                    .collect::<Vec<_>>()
                    .join(" ")
            };
            return Err(mismatch(
                format!("[{}]", show(types.clone())),
                format!("[{}]", show(items.iter().map(Stored::value_type).collect())),
            ));
        }
    }
    Ok(())
}

/// Resolves a value position and checks its type.
fn value(
    w: &Writer<'_, '_, '_>,
    tempids: &TempIds,
    item: usize,
    info: &AttrInfo,
    v: &VRef,
) -> Result<Stored> {
    let v = match v {
        VRef::Value(v) => v.clone(),
        VRef::Entity(r) => Stored::Ref(entity(w, tempids, item, r)?),
    };
    check_type(info, &v)
        .map_err(|kind| tx_err(item, Some(&info.ident), Some(v.to_string()), kind))?;
    Ok(v)
}

fn attr_info(w: &Writer<'_, '_, '_>, a: AttrId) -> Result<AttrInfo> {
    w.schema
        .get(a)
        .cloned()
        .ok_or_else(|| crate::Error::Corrupt(format!("attribute id {a} is not interned")))
}

/// Applies one step.
fn apply(w: &mut Writer<'_, '_, '_>, tempids: &TempIds, step: &Step) -> Result<()> {
    let item = step.item;
    match &step.kind {
        StepKind::Add(e, a, v) => {
            let e = entity(w, tempids, item, e)?;
            let info = attr_info(w, *a)?;
            let v = value(w, tempids, item, &info, v)?;
            if info.tuple_attrs.is_some() {
                return composite::check_direct_write(w, item, e, &info, Some(&v));
            }
            add(w, item, e, &info, v)
        }
        StepKind::Retract(e, a, v) => {
            let Some(e) = retracted_entity(w, tempids, item, e)? else {
                return Ok(());
            };
            let info = attr_info(w, *a)?;
            let v = match v {
                VRef::Value(v) => v.clone(),
                VRef::Entity(r) => Stored::Ref(entity(w, tempids, item, r)?),
            };
            if info.tuple_attrs.is_some() {
                return composite::check_direct_write(w, item, e, &info, Some(&v));
            }
            if let Some(av) = w.store.find_av(w.txn, *a, &encode(&v))?
                && w.has(e, &av)?
            {
                w.remove(e, &av)?;
            }
            let _ = info;
            Ok(())
        }
        StepKind::RetractAttr(e, a) => {
            let Some(e) = retracted_entity(w, tempids, item, e)? else {
                return Ok(());
            };
            let info = attr_info(w, *a)?;
            if info.tuple_attrs.is_some() {
                return composite::check_direct_write(w, item, e, &info, None);
            }
            let component = info.is_component;
            let mut components = Vec::new();
            for av in w.current(e, *a)? {
                if component && let (_, Stored::Ref(c)) = w.store.decode_av(w.txn, &av)? {
                    components.push(c);
                }
                w.remove(e, &av)?;
            }
            // As retractEntity does, and Datalevin for both spellings of
            // this operation: the components go with the attribute (D-607).
            retract_entities(w, components)
        }
        StepKind::RetractEntity(e) => {
            let Some(e) = retracted_entity(w, tempids, item, e)? else {
                return Ok(());
            };
            retract_entities(w, vec![e])
        }
        StepKind::Cas(e, a, old, new) => {
            let e = entity(w, tempids, item, e)?;
            let info = attr_info(w, *a)?;
            if info.tuple_attrs.is_some() {
                let new = value(w, tempids, item, &info, new)?;
                return composite::check_direct_write(w, item, e, &info, Some(&new));
            }
            let old = old
                .as_ref()
                .map(|o| value(w, tempids, item, &info, o))
                .transpose()?;
            let new = value(w, tempids, item, &info, new)?;
            let current = w
                .current(e, *a)?
                .iter()
                .map(|av| w.store.decode_av(w.txn, av).map(|(_, v)| v))
                .collect::<Result<Vec<_>>>()?;
            // On a cardinality-many attribute the old value must be one of
            // the values; the new one is added beside it, as in Datalevin
            // (D-878).
            let matches = match (&old, current.as_slice()) {
                (None, []) => true,
                // Clojure's `=`: `1.5M` swaps a stored `1.50M` (D-936).
                (Some(o), cs) if info.is_many() => cs.iter().any(|c| c.clj_eq(o)),
                (Some(o), [c]) => o.clj_eq(c),
                _ => false,
            };
            if !matches {
                let shown = match current.as_slice() {
                    [] => "nil".to_string(),
                    [c] => c.to_string(),
                    many => format!(
                        "#{{{}}}",
                        many.iter()
                            .map(ToString::to_string)
                            .collect::<Vec<_>>()
                            .join(" ")
                    ),
                };
                return Err(tx_err(
                    item,
                    Some(&info.ident),
                    Some(new.to_string()),
                    TxErrorKind::CasFailed { current: shown },
                ));
            }
            add(w, item, e, &info, new)
        }
    }
}

/// Asserts `(e, a, v)`: a no-op if present; replaces the old value of a
/// cardinality-one attribute; refuses a unique value held elsewhere.
fn add(
    w: &mut Writer<'_, '_, '_>,
    item: usize,
    e: EntityId,
    info: &AttrInfo,
    v: Stored,
) -> Result<()> {
    let a = info.id;
    let enc = encode(&v);
    let existing = w.store.find_av(w.txn, a, &enc)?;
    let mut key_exists = false;
    if let Some(av) = &existing {
        let (has, holder) = w.probe(e, av)?;
        if has {
            return Ok(());
        }
        key_exists = holder.is_some();
        if info.unique.is_some()
            && let Some(holder) = holder
            && holder != e
        {
            return Err(tx_err(
                item,
                Some(&info.ident),
                Some(v.to_string()),
                TxErrorKind::UniqueConflict { holder: holder.0 },
            ));
        }
    }
    if !info.is_many() {
        let olds = w.current(e, a)?;
        // A decimal equal to the current value but for its scale leaves
        // the current one, as Datalevin's `=` does (D-936).
        if let Stored::BigDec(_) = v {
            for old in &olds {
                if w.store.decode_av(w.txn, old)?.1.clj_eq(&v) {
                    return Ok(());
                }
            }
        }
        for old in olds {
            w.remove(e, &old)?;
        }
    }
    let av = match existing {
        Some(av) => av,
        None => w.av_for_write(a, &enc)?,
    };
    // Removing the old values above does not touch `av`'s AVE key (they
    // differ from it, or `has` would have been true), so `key_exists`
    // still holds.
    w.insert_known(e, a, &av, v, key_exists)
}

/// Retracts the datoms of each entity of `roots`, every datom referring to
/// them, and their components, recursively.
fn retract_entities(w: &mut Writer<'_, '_, '_>, roots: Vec<EntityId>) -> Result<()> {
    let mut stack = roots;
    let mut seen = HashSet::new();
    let attrs: Vec<(AttrId, bool)> = w.schema.iter().map(|i| (i.id, i.is_component)).collect();
    while let Some(e) = stack.pop() {
        if !seen.insert(e) {
            continue;
        }
        for av in w.row(e)? {
            let (a, v) = w.store.decode_av(w.txn, &av)?;
            if let Stored::Ref(c) = v
                && attrs.iter().any(|&(id, comp)| id == a && comp)
            {
                stack.push(c);
            }
            w.remove(e, &av)?;
        }
        let ref_enc = encode(&Stored::Ref(e));
        for &(a, _) in &attrs {
            let mut av = a.to_be_bytes().to_vec();
            av.extend_from_slice(&ref_enc);
            for holder in w.holders(&av)? {
                w.remove(holder, &av)?;
            }
        }
    }
    Ok(())
}
