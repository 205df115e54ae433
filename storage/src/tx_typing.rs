//! Tx-data typed by the schema: the one tx vocabulary
//! ([`quiver_query::tx`], read from EDN or built in Rust) turned into the
//! [`TypedTx`] a transaction runs.
//!
//! The parser cannot tell what a vector in value position is; the schema
//! can. Values are converted with the attribute's type (a long becomes a
//! double for a `:db.type/double` attribute, a vector a tuple for a tuple
//! attribute), and collections under other attributes stay collections so
//! that the transaction decides, by schema, whether `[:attr v]` is a lookup
//! ref or several cardinality-many values. Attributes defined in the same
//! transaction count: their `:db/valueType` and `:db/tupleTypes` are read
//! from the tx-data first.
//!
//! Errors name the item index, attribute and value, and are wrapped in
//! [`Error::Located`] with the position of the offending item.
//!
//! ```
//! use quiver::{Db, DbOptions};
//! let dir = tempfile::tempdir()?;
//! let db = Db::open(dir.path(), DbOptions::default())?;
//! let report = db.transact_edn(r#"[{:db/ident :person/age :db/valueType :db.type/double}]"#)?;
//! let report = db.transact_edn(r#"[{:db/id "ann" :person/age 41}]"#)?;
//! assert_eq!(report.summary().to_string().contains(":added 2"), true);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::collections::HashMap;

use quiver_query::edn::Value as Edn;
use quiver_query::tx::{self as qtx, CollectionKind};

use crate::encoding::MAX_TUPLE_DEPTH;
use crate::error::{Error, Result, TxErrorKind};
use crate::ids::EntityId;
use crate::schema::Schema;
use crate::typed_tx::{EntityMap, EntityRef, TempId, TxOp, TxValue, TypedTx};
use crate::typing::from_edn;
use crate::value::{Keyword, Stored, ValueType};

/// The type information conversion needs about an attribute.
#[derive(Debug, Clone, Default)]
struct Hint {
    value_type: Option<ValueType>,
    tuple_types: Option<Vec<ValueType>>,
    /// `:db/tupleType`: every element's type.
    tuple_type: Option<ValueType>,
    /// Cardinality many.
    many: bool,
    /// `:db/unique` (either kind).
    unique: bool,
}

impl Hint {
    /// The type of a tuple value's element `i`, if the schema gives one
    /// (`:db/tupleTypes` by position, `:db/tupleType` for all).
    fn element_type(&self, i: usize) -> Option<ValueType> {
        self.tuple_type
            .or_else(|| self.tuple_types.as_ref().and_then(|ts| ts.get(i).copied()))
    }

    /// Whether `[k x]` with `x` a collection can be a lookup ref: `k` is a
    /// tuple attribute, or an identity with no value type, whose
    /// collection values are stored as tuples (`[:cell/pos [3 4]]`, D-383).
    fn looks_up_collections(&self) -> bool {
        self.value_type == Some(ValueType::Tuple) || (self.value_type.is_none() && self.unique)
    }
}

/// Attribute types: the schema's, overlaid with definitions in the tx-data.
struct Hints<'s> {
    schema: &'s Schema,
    defined: HashMap<Keyword, Hint>,
}

impl<'s> Hints<'s> {
    fn new<'o>(schema: &'s Schema, ops: impl IntoIterator<Item = &'o qtx::TxOp>) -> Self {
        let mut defined = HashMap::new();
        for op in ops {
            let qtx::TxOp::Entity(m) = op else { continue };
            let get = |name: &str| {
                m.attrs
                    .iter()
                    .find(|a| !a.reverse && a.attr.as_str() == name)
                    .map(|a| &a.value)
            };
            let Some(qtx::TxValue::Value(Edn::Keyword(ident))) = get("db/ident") else {
                continue;
            };
            let type_of = |v: &Edn| v.as_keyword().and_then(|k| ValueType::from_keyword(k).ok());
            let value_type = match get("db/valueType") {
                Some(qtx::TxValue::Value(v)) => type_of(v),
                _ => None,
            };
            let many = matches!(
                get("db/cardinality"),
                Some(qtx::TxValue::Value(Edn::Keyword(k))) if k.as_str() == "db.cardinality/many"
            );
            let tuple_types = match get("db/tupleTypes") {
                Some(qtx::TxValue::Collection(items, _)) => items
                    .iter()
                    .map(|i| match i {
                        qtx::TxValue::Value(v) => type_of(v),
                        _ => None,
                    })
                    .collect(),
                _ => None,
            };
            let tuple_type = match get("db/tupleType") {
                Some(qtx::TxValue::Value(v)) => type_of(v),
                _ => None,
            };
            let unique = get("db/unique").is_some();
            if !(value_type.is_some() || many) && unique {
                // Made unique here; the rest as the schema has it.
                let k = ident.clone();
                let mut h = Hints {
                    schema,
                    defined: HashMap::new(),
                }
                .get(&k);
                h.unique = true;
                defined.insert(k, h);
                continue;
            }
            if value_type.is_some() || many {
                defined.insert(
                    ident.clone(),
                    Hint {
                        value_type,
                        tuple_types,
                        tuple_type,
                        many,
                        unique,
                    },
                );
            }
        }
        Hints { schema, defined }
    }

    fn get(&self, k: &Keyword) -> Hint {
        if let Some(h) = self.defined.get(k) {
            return h.clone();
        }
        self.schema
            .by_ident(k)
            .map(|i| Hint {
                value_type: i.value_type,
                tuple_types: i.tuple_types.clone(),
                tuple_type: i.tuple_type,
                many: i.is_many(),
                unique: i.unique.is_some(),
            })
            .unwrap_or_default()
    }
}

/// Converts parsed tx-data to [`TypedTx`], reading types from `schema`.
/// Errors are [`Error::Transaction`] (item, attribute, value) wrapped in
/// [`Error::Located`] at the item's position in source `tx`.
pub fn typed_tx_from_ops(schema: &Schema, ops: &[qtx::TxOp]) -> Result<TypedTx> {
    let hints = Hints::new(schema, ops);
    let mut data = TypedTx::new();
    for (item, op) in ops.iter().enumerate() {
        let conv = Conv {
            hints: &hints,
            item,
        };
        let converted = conv.op(op).map_err(|e| locate(e, op_span(op)))?;
        data.push(converted);
    }
    Ok(data)
}

/// [`typed_tx_from_ops`] for items parsed in runs (see
/// [`quiver_query::tx_chunks`]): the runs are converted on their own
/// threads, with the attribute types of every run (an attribute defined in
/// one run is typed in all), and joined in order. Item numbers in errors
/// count from the first run's first item.
pub fn typed_tx_from_op_runs(schema: &Schema, runs: &[Vec<qtx::TxOp>]) -> Result<TypedTx> {
    let hints = Hints::new(schema, runs.iter().flatten());
    let mut first_item = 0;
    let mut jobs = Vec::with_capacity(runs.len());
    for run in runs {
        jobs.push((first_item, run));
        first_item += run.len();
    }
    let converted: Vec<Option<Result<Vec<TxOp>>>> = std::thread::scope(|s| {
        let handles: Vec<_> = jobs
            .iter()
            .map(|&(first, run)| {
                let hints = &hints;
                s.spawn(move || {
                    run.iter()
                        .enumerate()
                        .map(|(i, op)| {
                            let conv = Conv {
                                hints,
                                item: first + i,
                            };
                            conv.op(op).map_err(|e| locate(e, op_span(op)))
                        })
                        .collect::<Result<Vec<_>>>()
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().ok()).collect()
    });
    let mut data = TypedTx::new();
    for run in converted {
        let run =
            run.ok_or_else(|| Error::InvalidArgument("a conversion thread failed".into()))??;
        for op in run {
            data.push(op);
        }
    }
    Ok(data)
}

/// The source position of an item.
pub fn op_span(op: &qtx::TxOp) -> quiver_query::Span {
    match op {
        qtx::TxOp::Add { span, .. }
        | qtx::TxOp::Retract { span, .. }
        | qtx::TxOp::RetractEntity { span, .. }
        | qtx::TxOp::Cas { span, .. } => *span,
        qtx::TxOp::Entity(m) => m.span,
    }
}

/// `e` located at `span` in the tx-data text (an error already located
/// keeps its place).
pub fn locate(e: Error, span: quiver_query::Span) -> Error {
    match e {
        located @ Error::Located { .. } => located,
        // Built in Rust, not read from text: there is no place to name.
        e if span == quiver_query::Span::NONE => e,
        e => Error::Located {
            at: span.at("tx"),
            error: Box::new(e),
        },
    }
}

/// Converts one item.
struct Conv<'h, 's> {
    hints: &'h Hints<'s>,
    item: usize,
}

impl Conv<'_, '_> {
    fn err(&self, attr: Option<&Keyword>, value: &Edn, why: String) -> Error {
        Error::Transaction {
            item: self.item,
            attr: attr.map(ToString::to_string),
            value: Some(value.to_string()),
            kind: TxErrorKind::BadForm(why),
        }
    }

    /// Refuses values deeper than any stored value (a tuple of tuples to
    /// [`MAX_TUPLE_DEPTH`], under a cardinality-many collection or a lookup
    /// ref), with the message the writer's own check gives, and entity
    /// maps nested deeper than the reader reads (D-852). Ops read from
    /// text are bounded by the reader already; ops built in Rust are not,
    /// and the conversion recurses as deep as they nest. Iterative: the
    /// check never recurses, and a scalar costs one match.
    fn check_depth(&self, op: &qtx::TxOp) -> Result<()> {
        const VALUE_LIMIT: usize = MAX_TUPLE_DEPTH + 2;
        // The value is not printed: printing recurses as deep as it nests.
        let value = |a: &Keyword, v: &Edn| -> Result<()> {
            match v.nesting_depth(VALUE_LIMIT + 1) > VALUE_LIMIT {
                true => Err(Error::Transaction {
                    item: self.item,
                    attr: Some(a.to_string()),
                    value: None,
                    kind: TxErrorKind::BadForm(crate::transact::nesting_limit()),
                }),
                false => Ok(()),
            }
        };
        let entity = |e: &qtx::EntityRef| match e {
            qtx::EntityRef::LookupRef { attr, value: v } => value(attr, v),
            _ => Ok(()),
        };
        let mut stack: Vec<(&Keyword, &qtx::TxValue, usize)> = Vec::new();
        match op {
            qtx::TxOp::Add { e, a, v, .. }
            | qtx::TxOp::Retract {
                e, a, v: Some(v), ..
            } => {
                entity(e)?;
                value(a, v)?;
            }
            qtx::TxOp::Cas { e, a, old, new, .. } => {
                entity(e)?;
                value(a, old)?;
                value(a, new)?;
            }
            qtx::TxOp::Retract { e, .. } | qtx::TxOp::RetractEntity { e, .. } => entity(e)?,
            qtx::TxOp::Entity(m) => {
                if let Some(e) = &m.id {
                    entity(e)?;
                }
                stack.extend(m.attrs.iter().map(|x| (&x.attr, &x.value, 1)));
            }
        }
        let limit = quiver_query::edn::MAX_VALUE_DEPTH;
        while let Some((a, v, depth)) = stack.pop() {
            match v {
                qtx::TxValue::Value(x) => value(a, x)?,
                qtx::TxValue::Entity(_) | qtx::TxValue::Collection(..) if depth >= limit => {
                    return Err(Error::Transaction {
                        item: self.item,
                        attr: Some(a.to_string()),
                        value: None,
                        kind: TxErrorKind::BadForm(format!(
                            "entity maps and collections may nest at most {limit} levels"
                        )),
                    });
                }
                qtx::TxValue::Entity(m) => {
                    stack.extend(m.attrs.iter().map(|x| (&x.attr, &x.value, depth + 1)));
                }
                qtx::TxValue::Collection(items, _) => {
                    stack.extend(items.iter().map(|i| (a, i, depth + 1)));
                }
            }
        }
        Ok(())
    }

    /// As Datalevin: a tempid names an entity only in `:db/add` (and entity
    /// maps); retracting from or comparing on one that no `:db/add` made
    /// means nothing, so `[:db/retract -1 …]`, `[:db/retractEntity "x"]`
    /// and `[:db/cas -1 …]` are refused (D-858).
    fn no_tempid(&self, e: &qtx::EntityRef, a: Option<&Keyword>, op: &str) -> Result<()> {
        let qtx::EntityRef::TempId(t) = e else {
            return Ok(());
        };
        let shown = match t {
            qtx::TempId::Int(n) => Edn::Long(*n),
            qtx::TempId::Named(s) => Edn::String(s.clone()),
        };
        Err(self.err(
            a,
            &shown,
            format!("can't use tempid {shown} in {op}: tempids are allowed in :db/add only"),
        ))
    }

    fn op(&self, op: &qtx::TxOp) -> Result<TxOp> {
        self.check_depth(op)?;
        match op {
            qtx::TxOp::Retract { e, a, v, .. } => {
                let name = if v.is_some() {
                    ":db/retract"
                } else {
                    ":db/retract (every value)"
                };
                self.no_tempid(e, Some(a), name)?;
            }
            qtx::TxOp::RetractEntity { e, .. } => self.no_tempid(e, None, ":db/retractEntity")?,
            qtx::TxOp::Cas { e, a, .. } => self.no_tempid(e, Some(a), ":db/cas")?,
            qtx::TxOp::Add { .. } | qtx::TxOp::Entity(_) => {}
        }
        Ok(match op {
            qtx::TxOp::Add { e, a, v, .. } => {
                let a = a.clone();
                TxOp::Add(self.entity(e)?, a.clone(), self.value(&a, v)?)
            }
            qtx::TxOp::Retract { e, a, v, .. } => {
                let a = a.clone();
                match v {
                    Some(v) => TxOp::Retract(self.entity(e)?, a.clone(), self.value(&a, v)?),
                    None => TxOp::RetractAttr(self.entity(e)?, a),
                }
            }
            qtx::TxOp::RetractEntity { e, .. } => TxOp::RetractEntity(self.entity(e)?),
            qtx::TxOp::Cas { e, a, old, new, .. } => {
                let a = a.clone();
                let old = match old {
                    Edn::Nil => None,
                    v => Some(self.value(&a, v)?),
                };
                TxOp::Cas(self.entity(e)?, a.clone(), old, self.value(&a, new)?)
            }
            qtx::TxOp::Entity(m) => TxOp::Map(self.map(m)?),
        })
    }

    fn entity(&self, r: &qtx::EntityRef) -> Result<EntityRef> {
        Ok(match r {
            qtx::EntityRef::Id(n) => EntityRef::Id(EntityId(*n)),
            qtx::EntityRef::TempId(qtx::TempId::Int(n)) => EntityRef::Temp(TempId::Int(*n)),
            qtx::EntityRef::TempId(qtx::TempId::Named(s)) => EntityRef::temp(s),
            qtx::EntityRef::LookupRef { attr, value } => {
                let a = attr.clone();
                let v = self.lookup_value(&a, value)?;
                EntityRef::Lookup(a, v)
            }
            qtx::EntityRef::Ident(k) if k.as_str() == "db/current-tx" => EntityRef::CurrentTx,
            qtx::EntityRef::Ident(k) => EntityRef::Ident(k.clone()),
        })
    }

    fn map(&self, m: &qtx::EntityMap) -> Result<EntityMap> {
        let id = m.id.as_ref().map(|r| self.entity(r)).transpose()?;
        let mut attrs = Vec::with_capacity(m.attrs.len());
        for entry in &m.attrs {
            let fwd = entry.attr.clone();
            if entry.reverse {
                let key = Keyword::new(fwd.namespace(), &format!("_{}", fwd.name()));
                attrs.push((key, self.reverse_value(&fwd, &entry.value)?));
                continue;
            }
            let hint = self.hints.get(&fwd);
            // A collection of tuples under a tuple attribute: one entry per
            // tuple (the transaction adds them as cardinality-many values).
            if hint.value_type == Some(ValueType::Tuple)
                && let qtx::TxValue::Collection(items, _) = &entry.value
                && !items.is_empty()
                && items
                    .iter()
                    .all(|i| matches!(i, qtx::TxValue::Collection(..)))
            {
                for i in items {
                    attrs.push((fwd.clone(), self.tx_value(&fwd, &hint, i)?));
                }
                continue;
            }
            attrs.push((fwd.clone(), self.tx_value(&fwd, &hint, &entry.value)?));
        }
        Ok(EntityMap { id, attrs })
    }

    /// A map-form value.
    fn tx_value(&self, a: &Keyword, hint: &Hint, v: &qtx::TxValue) -> Result<TxValue> {
        // On an untyped attribute a map is a value, and so is a set when
        // the attribute holds one value (D-327; DataScript and Datalevin
        // nest entities only under ref attributes).
        if hint.value_type.is_none() {
            let value = match v {
                qtx::TxValue::Entity(_) => true,
                qtx::TxValue::Collection(_, CollectionKind::Set) => !hint.many,
                _ => false,
            };
            if value {
                return Ok(TxValue::Value(self.scalar(a, &v.to_value(), None)?));
            }
        }
        match v {
            qtx::TxValue::Value(x) => self.value(a, x),
            qtx::TxValue::Entity(m) => Ok(TxValue::Map(self.map(m)?)),
            qtx::TxValue::Collection(items, kind) => {
                if hint.value_type == Some(ValueType::Tuple) {
                    return self.value(a, &v.to_value());
                }
                // `[:attr value]` under a ref attribute may be a lookup ref;
                // its value may itself be a tuple (`[:cell [3 4]]`).
                let lookup_attr = match (hint.value_type, items.as_slice(), kind) {
                    (
                        Some(ValueType::Ref),
                        [qtx::TxValue::Value(Edn::Keyword(k)), second],
                        CollectionKind::Vector,
                    ) => {
                        let k = k.clone();
                        let tuple = self.hints.get(&k).looks_up_collections();
                        match second {
                            qtx::TxValue::Value(_) => Some(k),
                            qtx::TxValue::Collection(..) if tuple => Some(k),
                            _ => None,
                        }
                    }
                    _ => None,
                };
                let mut out = Vec::with_capacity(items.len());
                for (i, item) in items.iter().enumerate() {
                    out.push(match (&lookup_attr, i) {
                        // The value of a possible lookup ref, typed by its attribute.
                        (Some(k), 1) => TxValue::Value(self.lookup_value(k, &item.to_value())?),
                        _ => self.tx_value(a, hint, item)?,
                    });
                }
                Ok(TxValue::Many(out))
            }
        }
    }

    /// A value position of a list form, or a scalar of a map form.
    fn value(&self, a: &Keyword, v: &Edn) -> Result<TxValue> {
        let hint = self.hints.get(a);
        match (hint.value_type, v) {
            (Some(ValueType::Tuple), Edn::Vector(items) | Edn::List(items)) => {
                let mut out = Vec::with_capacity(items.len());
                for (i, x) in items.iter().enumerate() {
                    out.push(self.scalar(a, x, hint.element_type(i))?);
                }
                Ok(TxValue::Value(Stored::Tuple(out)))
            }
            // Entities are written as longs, tempids, idents or lookup
            // refs; the transaction reads them by the attribute's type.
            (Some(ValueType::Ref), Edn::Vector(items)) => match items.as_ref() {
                [Edn::Keyword(k), x] => {
                    let lk = k.clone();
                    let x = self.lookup_value(&lk, x)?;
                    Ok(TxValue::Many(vec![
                        TxValue::Value(Stored::Keyword(lk)),
                        TxValue::Value(x),
                    ]))
                }
                _ => self.untyped_value(a, v),
            },
            (Some(ValueType::Ref), _) => self.untyped_value(a, v),
            (None, Edn::Set(_)) if !hint.many => Ok(TxValue::Value(self.scalar(a, v, None)?)),
            (t, Edn::Vector(_) | Edn::List(_) | Edn::Set(_)) => {
                let items = v.as_seq().unwrap_or_default();
                let mut out = Vec::with_capacity(items.len());
                for x in items {
                    out.push(match x {
                        Edn::Vector(_) | Edn::List(_) | Edn::Set(_) => self.value(a, x)?,
                        _ => TxValue::Value(self.scalar(a, x, t)?),
                    });
                }
                Ok(TxValue::Many(out))
            }
            (t, _) => Ok(TxValue::Value(self.scalar(a, v, t)?)),
        }
    }

    /// The value of a reverse key: one entity or several; `[:attr value]`
    /// is a lookup ref.
    fn reverse_value(&self, a: &Keyword, v: &qtx::TxValue) -> Result<TxValue> {
        match v {
            qtx::TxValue::Value(x) => self.untyped_value(a, x),
            qtx::TxValue::Entity(m) => Ok(TxValue::Map(self.map(m)?)),
            qtx::TxValue::Collection(items, _) => match self.lookup_ref(items)? {
                Some(r) => Ok(TxValue::Entity(r)),
                None => Ok(TxValue::Many(
                    items
                        .iter()
                        .map(|i| self.reverse_value(a, i))
                        .collect::<Result<_>>()?,
                )),
            },
        }
    }

    /// `[:attr value]` (a keyword, then a scalar) as a lookup ref. A keyword
    /// value makes one only when `:attr` is unique (`[:line/id :f9]`, D-871):
    /// otherwise `[:a :b]` is two idents.
    fn lookup_ref(&self, items: &[qtx::TxValue]) -> Result<Option<EntityRef>> {
        let [qtx::TxValue::Value(Edn::Keyword(k)), second] = items else {
            return Ok(None);
        };
        let a = k.clone();
        let x = match second {
            qtx::TxValue::Value(Edn::Keyword(_)) if !self.hints.get(&a).unique => return Ok(None),
            qtx::TxValue::Entity(_) => return Ok(None),
            qtx::TxValue::Value(x) => x.clone(),
            // A tuple attribute's value (`[:cell [3 4]]`).
            qtx::TxValue::Collection(..) if self.hints.get(&a).looks_up_collections() => {
                second.to_value()
            }
            qtx::TxValue::Collection(..) => return Ok(None),
        };
        let x = &x;
        let v = self.lookup_value(&a, x)?;
        Ok(Some(EntityRef::Lookup(a, v)))
    }

    /// The value of a lookup ref `[k x]`, typed by `k`: a tuple attribute's
    /// value is a tuple typed element by element (`[:cell [3 4]]`).
    /// A lookup ref only searches, so its tuple may hold `nil` (a
    /// composite tuple's missing component: `[:a+b [7 nil]]`, D-609).
    fn lookup_value(&self, k: &Keyword, x: &Edn) -> Result<Stored> {
        let hint = self.hints.get(k);
        if let (Some(ValueType::Tuple), Edn::Vector(items) | Edn::List(items)) =
            (hint.value_type, x)
        {
            let mut out = Vec::with_capacity(items.len());
            for (i, item) in items.iter().enumerate() {
                out.push(match item {
                    Edn::Nil => Stored::Nil,
                    item => self.scalar(k, item, hint.element_type(i))?,
                });
            }
            return Ok(Stored::Tuple(out));
        }
        self.scalar(k, x, hint.value_type)
    }

    fn untyped_value(&self, a: &Keyword, v: &Edn) -> Result<TxValue> {
        match v {
            Edn::Vector(_) | Edn::List(_) | Edn::Set(_) => {
                let items = v.as_seq().unwrap_or_default();
                Ok(TxValue::Many(
                    items
                        .into_iter()
                        .map(|x| self.untyped_value(a, x))
                        .collect::<Result<_>>()?,
                ))
            }
            _ => Ok(TxValue::Value(self.scalar(a, v, None)?)),
        }
    }

    /// One storable value.
    fn scalar(&self, a: &Keyword, v: &Edn, t: Option<ValueType>) -> Result<Stored> {
        // Refs are resolved by the transaction, from plain longs.
        let t = t.filter(|t| *t != ValueType::Ref);
        match (v, t) {
            (Edn::Vector(items) | Edn::List(items), None) => Ok(Stored::Tuple(
                items
                    .iter()
                    .map(|x| self.scalar(a, x, None))
                    .collect::<Result<_>>()?,
            )),
            _ => from_edn(v, t).map_err(|e| {
                let why = match e {
                    Error::InvalidArgument(m) => m,
                    other => other.to_string(),
                };
                self.err(Some(a), v, why)
            }),
        }
    }
}

/// A schema map `{attr {property value …} …}` (the generators' schema
/// files, the CLI's `update-schema`) as tx-data text
/// `[{:db/ident attr property value …} …]`; the error says what is malformed.
///
/// An empty property map (`{:note {}}`, Datalevin's way to declare an
/// untyped attribute) becomes `{:db/ident attr :db/cardinality
/// :db.cardinality/one}`, the default made explicit: a map with only
/// `:db/ident` would be an ident entity of the data, taking a user entity
/// id (D-870). Callers that update an existing schema leave such entries
/// out for attributes that exist (they change nothing there).
pub fn schema_map_to_tx(changes: &Edn) -> Result<String, String> {
    let Edn::Map(m) = changes else {
        return Err("update-schema takes a map {attr {property value …} …}".into());
    };
    let mut tx = String::from("[");
    for (k, props) in m.iter() {
        if k.as_keyword().is_none() {
            return Err(format!("schema keys must be attribute keywords, not {k}"));
        }
        tx.push_str(&format!("{{:db/ident {k}"));
        let Edn::Map(p) = props else {
            return Err(format!("the properties of {k} must be a map"));
        };
        for (pk, pv) in p.iter() {
            tx.push_str(&format!(" {pk} {pv}"));
        }
        if p.is_empty() {
            tx.push_str(" :db/cardinality :db.cardinality/one");
        }
        tx.push('}');
    }
    tx.push(']');
    Ok(tx)
}
