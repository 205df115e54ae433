//! Transaction data: list forms and map forms → [`TxOp`]s.
//!
//! ```text
//! [:db/add e a v]            [:db/retract e a v]      [:db/retract e a]
//! [:db/retractEntity e]      [:db/cas e a old new]    (also :db.fn/retractEntity, :db.fn/cas)
//! [:db.fn/retractAttribute e a]   (the same as [:db/retract e a])
//! {:db/id e, :attr v, :ref {nested map}, :_reverse e, :many [v1 v2]}
//! ```
//!
//! Entity positions accept an entity id (non-negative integer), a tempid
//! (negative integer or string), a lookup ref `[:attr value]` or an ident
//! keyword. Values stay [`Value`]s: whether a vector is a lookup ref, a tuple
//! or several cardinality-many values depends on the schema, so the engine
//! decides.
//!
//! ```
//! use quiver_query::tx::{parse_tx, TxOp};
//! let ops = parse_tx(r#"[{:db/id -1 :person/name "Ann"} [:db/add -1 :person/age 30]]"#).unwrap();
//! assert!(matches!(ops[0], TxOp::Entity(_)));
//! assert!(matches!(ops[1], TxOp::Add { .. }));
//! ```

use std::sync::Arc;

mod builder;

pub use builder::TxData;

use crate::edn::{Form, FormKind, Keyword, ReadOptions, Value, read_with};
use crate::error::{Result, Span, malformed};

/// A temporary id, resolved by the transaction.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum TempId {
    /// A negative integer, e.g. `-1`.
    Int(i64),
    /// A string, e.g. `"ann"`.
    Named(Arc<str>),
}

/// Something that names an entity in tx-data.
#[derive(Clone, Debug, PartialEq)]
pub enum EntityRef {
    /// An existing (or explicitly chosen) entity id.
    Id(u64),
    /// A tempid.
    TempId(TempId),
    /// `[:unique-attr value]`.
    LookupRef {
        /// A unique attribute.
        attr: Keyword,
        /// Its value.
        value: Value,
    },
    /// An ident keyword (`:db/ident` value).
    Ident(Keyword),
}

/// One operation of a transaction.
#[derive(Clone, Debug, PartialEq)]
pub enum TxOp {
    /// `[:db/add e a v]`.
    Add {
        /// Entity.
        e: EntityRef,
        /// Attribute.
        a: Keyword,
        /// Value (may be a lookup ref or tempid for reference attributes).
        v: Value,
        /// The whole form.
        span: Span,
    },
    /// `[:db/retract e a v]`, or `[:db/retract e a]` (also written
    /// `[:db.fn/retractAttribute e a]`) to retract every value, and the
    /// components those values point to.
    Retract {
        /// Entity.
        e: EntityRef,
        /// Attribute.
        a: Keyword,
        /// Value; `None` retracts all values of the attribute.
        v: Option<Value>,
        /// The whole form.
        span: Span,
    },
    /// `[:db/retractEntity e]`: retract every datom of the entity (and its
    /// components, and references to it).
    RetractEntity {
        /// Entity.
        e: EntityRef,
        /// The whole form.
        span: Span,
    },
    /// `[:db/cas e a old new]`: set `a` to `new` if it is currently `old`
    /// (`nil` old means "absent").
    Cas {
        /// Entity.
        e: EntityRef,
        /// Attribute.
        a: Keyword,
        /// Expected current value.
        old: Value,
        /// New value.
        new: Value,
        /// The whole form.
        span: Span,
    },
    /// A map form `{:db/id …, :attr value, …}`.
    Entity(EntityMap),
}

/// A map form: one entity's attributes.
#[derive(Clone, Debug, PartialEq)]
pub struct EntityMap {
    /// `:db/id`, if given; otherwise the map gets a new entity.
    pub id: Option<EntityRef>,
    /// The other entries in source order.
    pub attrs: Vec<MapAttr>,
    /// The whole map.
    pub span: Span,
}

/// One `:attr value` entry of a map form.
#[derive(Clone, Debug, PartialEq)]
pub struct MapAttr {
    /// The attribute (forward name, e.g. `:person/parent` for `:person/_parent`).
    pub attr: Keyword,
    /// True when written as a reverse reference `:ns/_name`: the value(s)
    /// then refer to entities that get `attr` pointing at this map's entity.
    pub reverse: bool,
    /// The value.
    pub value: TxValue,
    /// The key's position.
    pub span: Span,
}

/// A value in a map form.
#[derive(Clone, Debug, PartialEq)]
pub enum TxValue {
    /// A scalar (or a value the engine interprets by schema).
    Value(Value),
    /// A nested map: a new or upserted entity referenced by the attribute.
    Entity(EntityMap),
    /// A vector, list or set: several cardinality-many values, or (per
    /// schema) a lookup ref or tuple. Use [`TxValue::to_value`] for the latter.
    Collection(Vec<TxValue>, CollectionKind),
}

/// The brackets a [`TxValue::Collection`] was written with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CollectionKind {
    /// `[ … ]`.
    Vector,
    /// `( … )`.
    List,
    /// `#{ … }`.
    Set,
}

impl TxOp {
    /// The operation as plain EDN, as it is written in tx-data:
    /// `[:db/add e a v]`, `[:db/retract e a]`, a map, …
    pub fn to_value(&self) -> Value {
        let kw = |name: &str| Value::keyword(name);
        match self {
            TxOp::Add { e, a, v, .. } => Value::vector([
                kw("db/add"),
                e.to_value(),
                Value::Keyword(a.clone()),
                v.clone(),
            ]),
            TxOp::Retract { e, a, v, .. } => {
                let mut items = vec![kw("db/retract"), e.to_value(), Value::Keyword(a.clone())];
                items.extend(v.clone());
                Value::vector(items)
            }
            TxOp::RetractEntity { e, .. } => Value::vector([kw("db/retractEntity"), e.to_value()]),
            TxOp::Cas { e, a, old, new, .. } => Value::vector([
                kw("db/cas"),
                e.to_value(),
                Value::Keyword(a.clone()),
                old.clone(),
                new.clone(),
            ]),
            TxOp::Entity(m) => m.to_value(),
        }
    }
}

impl TxValue {
    /// The value as plain EDN (nested maps become map values).
    pub fn to_value(&self) -> Value {
        match self {
            TxValue::Value(v) => v.clone(),
            TxValue::Entity(m) => m.to_value(),
            TxValue::Collection(items, kind) => {
                let vals = items.iter().map(TxValue::to_value);
                match kind {
                    CollectionKind::Vector => Value::vector(vals),
                    CollectionKind::List => Value::list(vals),
                    CollectionKind::Set => Value::set(vals),
                }
            }
        }
    }
}

impl EntityRef {
    /// The reference as plain EDN, as it was written.
    pub fn to_value(&self) -> Value {
        match self {
            EntityRef::Id(id) => {
                i64::try_from(*id).map_or_else(|_| Value::bigint((*id).into()), Value::Long)
            }
            EntityRef::TempId(TempId::Int(i)) => Value::Long(*i),
            EntityRef::TempId(TempId::Named(s)) => Value::String(s.clone()),
            EntityRef::LookupRef { attr, value } => {
                Value::vector([Value::Keyword(attr.clone()), value.clone()])
            }
            EntityRef::Ident(k) => Value::Keyword(k.clone()),
        }
    }
}

impl EntityMap {
    /// The map as plain EDN.
    pub fn to_value(&self) -> Value {
        let mut entries: Vec<(Value, Value)> = Vec::with_capacity(self.attrs.len() + 1);
        if let Some(id) = &self.id {
            entries.push((Value::keyword("db/id"), id.to_value()));
        }
        for a in &self.attrs {
            let key = if a.reverse {
                a.attr.reversed()
            } else {
                a.attr.clone()
            };
            entries.push((Value::Keyword(key), a.value.to_value()));
        }
        Value::map(entries)
    }
}

/// Parses tx-data (a vector or list of operations) from text (source `tx`).
pub fn parse_tx(text: &str) -> Result<Vec<TxOp>> {
    parse_tx_with(text, &ReadOptions::new().source("tx"))
}

/// Parses tx-data from text with read options.
pub fn parse_tx_with(text: &str, opts: &ReadOptions) -> Result<Vec<TxOp>> {
    let form = read_with(text, opts)?;
    parse_tx_form(&form, opts.source_name())
}

/// Parses tx-data from an already-read form.
pub fn parse_tx_form(form: &Form, source: &str) -> Result<Vec<TxOp>> {
    let p = TxParser { source };
    let items = match &form.kind {
        FormKind::Vector(items) | FormKind::List(items) => items,
        _ => {
            return Err(malformed(
                source,
                form.span,
                format!(
                    "expected tx-data: a vector of operations and entity maps, found {}",
                    form.describe()
                ),
            ));
        }
    };
    items.iter().map(|f| p.op(f)).collect()
}

/// Parses one operation (list form or map form).
pub fn parse_tx_op(form: &Form, source: &str) -> Result<TxOp> {
    TxParser { source }.op(form)
}

struct TxParser<'s> {
    source: &'s str,
}

impl TxParser<'_> {
    fn op(&self, form: &Form) -> Result<TxOp> {
        match &form.kind {
            FormKind::Map(entries) => self.entity_map(form.span, entries).map(TxOp::Entity),
            FormKind::Vector(items) | FormKind::List(items) => self.list_op(form, items),
            _ => Err(malformed(
                self.source,
                form.span,
                format!(
                    "expected [:db/add e a v] or an entity map {{…}}, found {}",
                    form.describe()
                ),
            )),
        }
    }

    fn list_op(&self, form: &Form, items: &[Form]) -> Result<TxOp> {
        let Some(op) = items.first().and_then(Form::as_keyword) else {
            return Err(malformed(
                self.source,
                items.first().map_or(form.span, |f| f.span),
                "a list form starts with an operation: :db/add, :db/retract, :db/retractEntity or :db/cas",
            ));
        };
        let args = &items[1..];
        let span = form.span;
        let arity = |n: &[usize], usage: &str| -> Result<()> {
            if n.contains(&args.len()) {
                Ok(())
            } else {
                Err(malformed(
                    self.source,
                    span,
                    format!("wrong number of arguments: expected {usage}"),
                ))
            }
        };
        match op.as_str() {
            "db/add" => {
                arity(&[3], "[:db/add e a v]")?;
                Ok(TxOp::Add {
                    e: self.entity_ref(&args[0])?,
                    a: self.attr(&args[1])?,
                    v: args[2].to_value(),
                    span,
                })
            }
            "db/retract" => {
                arity(&[2, 3], "[:db/retract e a v] or [:db/retract e a]")?;
                Ok(TxOp::Retract {
                    e: self.entity_ref(&args[0])?,
                    a: self.attr(&args[1])?,
                    v: args.get(2).map(Form::to_value),
                    span,
                })
            }
            // Datalevin's name for `[:db/retract e a]`; it too retracts the
            // components the values point to. `:db/retractAttribute` is not
            // an operation there, so it is refused below.
            "db.fn/retractAttribute" => {
                arity(&[2], "[:db.fn/retractAttribute e a]")?;
                Ok(TxOp::Retract {
                    e: self.entity_ref(&args[0])?,
                    a: self.attr(&args[1])?,
                    v: None,
                    span,
                })
            }
            "db/retractEntity" | "db.fn/retractEntity" => {
                arity(&[1], "[:db/retractEntity e]")?;
                Ok(TxOp::RetractEntity {
                    e: self.entity_ref(&args[0])?,
                    span,
                })
            }
            "db/cas" | "db.fn/cas" => {
                arity(&[4], "[:db/cas e a old new]")?;
                Ok(TxOp::Cas {
                    e: self.entity_ref(&args[0])?,
                    a: self.attr(&args[1])?,
                    old: args[2].to_value(),
                    new: args[3].to_value(),
                    span,
                })
            }
            other => Err(malformed(
                self.source,
                items[0].span,
                format!(
                    "unknown tx operation :{other}: expected :db/add, :db/retract, :db.fn/retractAttribute, :db/retractEntity or :db/cas"
                ),
            )),
        }
    }

    fn attr(&self, form: &Form) -> Result<Keyword> {
        match form.as_keyword() {
            Some(k) if k.is_reverse() => Err(malformed(
                self.source,
                form.span,
                format!(
                    "reverse attribute {k} is only allowed as a map key; write the forward datom instead"
                ),
            )),
            Some(k) => Ok(k.clone()),
            None => Err(malformed(
                self.source,
                form.span,
                format!("expected an attribute keyword, found {}", form.describe()),
            )),
        }
    }

    fn entity_ref(&self, form: &Form) -> Result<EntityRef> {
        match &form.kind {
            FormKind::Value(Value::Long(n)) if *n < 0 => Ok(EntityRef::TempId(TempId::Int(*n))),
            FormKind::Value(Value::Long(n)) => Ok(EntityRef::Id(n.unsigned_abs())),
            FormKind::Value(Value::String(s)) => Ok(EntityRef::TempId(TempId::Named(s.clone()))),
            FormKind::Value(Value::Keyword(k)) => Ok(EntityRef::Ident(k.clone())),
            FormKind::Vector(items) => match items.as_slice() {
                [a, v] if a.as_keyword().is_some() => Ok(EntityRef::LookupRef {
                    attr: self.attr(a)?,
                    value: v.to_value(),
                }),
                _ => Err(malformed(
                    self.source,
                    form.span,
                    "a lookup ref is a two-element vector [:unique-attr value]",
                )),
            },
            _ => Err(malformed(
                self.source,
                form.span,
                format!(
                    "expected an entity: an id, a tempid (negative integer or string), a lookup ref [:attr value] or an ident keyword; found {}",
                    form.describe()
                ),
            )),
        }
    }

    fn entity_map(&self, span: Span, entries: &[(Form, Form)]) -> Result<EntityMap> {
        let mut id = None;
        let mut attrs = Vec::with_capacity(entries.len());
        for (k, v) in entries {
            let Some(key) = k.as_keyword() else {
                return Err(malformed(
                    self.source,
                    k.span,
                    format!(
                        "entity map keys must be attribute keywords, found {}",
                        k.describe()
                    ),
                ));
            };
            if key.as_str() == "db/id" {
                id = Some(self.entity_ref(v)?);
                continue;
            }
            let reverse = key.is_reverse();
            let attr = if reverse { key.reversed() } else { key.clone() };
            attrs.push(MapAttr {
                attr,
                reverse,
                value: self.tx_value(v)?,
                span: k.span,
            });
        }
        Ok(EntityMap { id, attrs, span })
    }

    fn tx_value(&self, form: &Form) -> Result<TxValue> {
        Ok(match &form.kind {
            FormKind::Map(entries) => TxValue::Entity(self.entity_map(form.span, entries)?),
            FormKind::Vector(items) => {
                TxValue::Collection(self.tx_values(items)?, CollectionKind::Vector)
            }
            FormKind::List(items) => {
                TxValue::Collection(self.tx_values(items)?, CollectionKind::List)
            }
            FormKind::Set(items) => {
                TxValue::Collection(self.tx_values(items)?, CollectionKind::Set)
            }
            _ => TxValue::Value(form.to_value()),
        })
    }

    fn tx_values(&self, items: &[Form]) -> Result<Vec<TxValue>> {
        items.iter().map(|f| self.tx_value(f)).collect()
    }
}
