//! [`TxData`]: tx-data built in Rust. It makes the same [`TxOp`]s the EDN
//! reader makes, so a transaction written in Rust and one written as text
//! are read by one path and mean the same thing: a value is typed by its
//! attribute's schema exactly as the same value written in EDN is (a long
//! on a ref attribute is an entity id, a string there a tempid, a vector
//! a lookup ref or a tuple).
//!
//! ```
//! use quiver_query::tx::{parse_tx, EntityMap, EntityRef, TxData};
//! let built = TxData::new()
//!     .map(EntityMap::temp("ann").with(":person/name", "Ann").with(":person/age", 41))
//!     .add(EntityRef::temp("ann"), ":person/friend", EntityRef::lookup(":person/name", "Bo"));
//! let read = parse_tx(r#"[{:db/id "ann" :person/name "Ann" :person/age 41}
//!                         [:db/add "ann" :person/friend [:person/name "Bo"]]]"#).unwrap();
//! assert_eq!(built.ops().len(), read.len());
//! assert_eq!(built.ops()[1].to_value(), read[1].to_value());
//! ```

use std::sync::Arc;

use super::{CollectionKind, EntityMap, EntityRef, MapAttr, TempId, TxOp, TxValue};
use crate::edn::{Keyword, Value};
use crate::error::Span;

/// Tx-data built in Rust: a list of [`TxOp`]s, in order.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct TxData {
    ops: Vec<TxOp>,
}

impl TxData {
    /// No operations.
    pub fn new() -> Self {
        TxData::default()
    }

    /// The operations, in order.
    pub fn ops(&self) -> &[TxOp] {
        &self.ops
    }

    /// The operations, taken.
    pub fn into_ops(self) -> Vec<TxOp> {
        self.ops
    }

    /// Appends an operation.
    pub fn push(&mut self, op: TxOp) {
        self.ops.push(op);
    }

    /// `[:db/add e a v]`.
    pub fn add(mut self, e: impl Into<EntityRef>, a: &str, v: impl Into<Value>) -> Self {
        self.ops.push(TxOp::Add {
            e: e.into(),
            a: Keyword::parse(a),
            v: v.into(),
            span: Span::NONE,
        });
        self
    }

    /// `[:db/retract e a v]`.
    pub fn retract(mut self, e: impl Into<EntityRef>, a: &str, v: impl Into<Value>) -> Self {
        self.ops.push(TxOp::Retract {
            e: e.into(),
            a: Keyword::parse(a),
            v: Some(v.into()),
            span: Span::NONE,
        });
        self
    }

    /// `[:db/retract e a]`: every value of `a` on `e`.
    pub fn retract_attr(mut self, e: impl Into<EntityRef>, a: &str) -> Self {
        self.ops.push(TxOp::Retract {
            e: e.into(),
            a: Keyword::parse(a),
            v: None,
            span: Span::NONE,
        });
        self
    }

    /// `[:db/retractEntity e]`.
    pub fn retract_entity(mut self, e: impl Into<EntityRef>) -> Self {
        self.ops.push(TxOp::RetractEntity {
            e: e.into(),
            span: Span::NONE,
        });
        self
    }

    /// `[:db/cas e a old new]`: `old` [`Value::Nil`] (or `None`) means the
    /// attribute must be absent.
    pub fn cas(
        mut self,
        e: impl Into<EntityRef>,
        a: &str,
        old: impl Into<Value>,
        new: impl Into<Value>,
    ) -> Self {
        self.ops.push(TxOp::Cas {
            e: e.into(),
            a: Keyword::parse(a),
            old: old.into(),
            new: new.into(),
            span: Span::NONE,
        });
        self
    }

    /// A map form.
    pub fn map(mut self, m: EntityMap) -> Self {
        self.ops.push(TxOp::Entity(m));
        self
    }
}

impl FromIterator<TxOp> for TxData {
    fn from_iter<I: IntoIterator<Item = TxOp>>(iter: I) -> Self {
        TxData {
            ops: iter.into_iter().collect(),
        }
    }
}

impl From<Vec<TxOp>> for TxData {
    fn from(ops: Vec<TxOp>) -> Self {
        TxData { ops }
    }
}

impl EntityMap {
    /// A map for a new entity (no `:db/id`).
    pub fn new() -> Self {
        EntityMap {
            id: None,
            attrs: Vec::new(),
            span: Span::NONE,
        }
    }

    /// A map whose `:db/id` is the string tempid `name`.
    pub fn temp(name: &str) -> Self {
        EntityMap::with_id(EntityRef::temp(name))
    }

    /// A map whose `:db/id` is `id`.
    pub fn with_id(id: impl Into<EntityRef>) -> Self {
        EntityMap {
            id: Some(id.into()),
            ..EntityMap::new()
        }
    }

    /// Adds `attr value`; `:ns/_name` is a reverse reference (the value
    /// names entities that get `:ns/name` pointing at this one).
    pub fn with(mut self, attr: &str, value: impl Into<TxValue>) -> Self {
        let k = Keyword::parse(attr);
        let reverse = k.is_reverse();
        self.attrs.push(MapAttr {
            attr: if reverse { k.reversed() } else { k },
            reverse,
            value: value.into(),
            span: Span::NONE,
        });
        self
    }

    /// Adds several values of a cardinality-many attribute (a vector).
    pub fn with_many<V: Into<TxValue>>(
        self,
        attr: &str,
        values: impl IntoIterator<Item = V>,
    ) -> Self {
        let items = values.into_iter().map(Into::into).collect();
        self.with(attr, TxValue::Collection(items, CollectionKind::Vector))
    }
}

impl Default for EntityMap {
    fn default() -> Self {
        EntityMap::new()
    }
}

impl EntityRef {
    /// The string tempid `name` (`"datomic.tx"` is the transaction).
    pub fn temp(name: &str) -> Self {
        EntityRef::TempId(TempId::Named(Arc::from(name)))
    }

    /// The lookup ref `[attr value]`.
    pub fn lookup(attr: &str, value: impl Into<Value>) -> Self {
        EntityRef::LookupRef {
            attr: Keyword::parse(attr),
            value: value.into(),
        }
    }

    /// The entity whose `:db/ident` is `kw`.
    pub fn ident(kw: &str) -> Self {
        EntityRef::Ident(Keyword::parse(kw))
    }
}

impl From<u64> for EntityRef {
    fn from(id: u64) -> Self {
        EntityRef::Id(id)
    }
}

impl From<TempId> for EntityRef {
    fn from(t: TempId) -> Self {
        EntityRef::TempId(t)
    }
}

/// An entity in a value position: written as EDN writes it (an id, a
/// tempid, `[attr value]`, an ident), for the schema to read.
impl From<EntityRef> for Value {
    fn from(r: EntityRef) -> Self {
        r.to_value()
    }
}

impl From<EntityRef> for TxValue {
    fn from(r: EntityRef) -> Self {
        TxValue::Value(r.to_value())
    }
}

impl From<EntityMap> for TxValue {
    fn from(m: EntityMap) -> Self {
        TxValue::Entity(m)
    }
}

impl From<Vec<TxValue>> for TxValue {
    fn from(items: Vec<TxValue>) -> Self {
        TxValue::Collection(items, CollectionKind::Vector)
    }
}

macro_rules! tx_value_from {
    ($($t:ty),*) => {$(
        impl From<$t> for TxValue {
            fn from(v: $t) -> Self {
                TxValue::Value(Value::from(v))
            }
        }
    )*};
}
tx_value_from!(
    Value,
    bool,
    i8,
    i16,
    i32,
    i64,
    u8,
    u16,
    u32,
    u64,
    usize,
    f32,
    f64,
    char,
    &str,
    String,
    Keyword,
    crate::edn::Symbol,
    crate::edn::Uuid,
    uuid::Uuid,
    std::time::SystemTime
);

impl std::fmt::Display for TempId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TempId::Int(n) => write!(f, "{n}"),
            TempId::Named(s) => write!(f, "{s:?}"),
        }
    }
}
