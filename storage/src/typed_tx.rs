//! Tx-data typed by the schema: what a transaction runs. The one tx
//! vocabulary users write — as EDN text or with the Rust builder — is the
//! query language's (`quiver_query::tx`); [`crate::typed_tx_from_ops`] reads
//! it into these types once, against the schema (a long on a ref attribute
//! becomes an entity, a vector a lookup ref or a tuple), and the bulk
//! import's scanner produces them directly. Nothing outside this crate
//! builds them (D-850).

use std::fmt;

use crate::ids::EntityId;
use crate::value::{Keyword, Stored};

/// Tempids are the query language's (`quiver_query::tx::TempId`).
pub use quiver_query::tx::TempId;

/// Something in an entity position.
#[derive(Debug, Clone, PartialEq)]
pub enum EntityRef {
    /// An entity id. One that does not exist yet is created with exactly
    /// this id (and later allocations continue above it).
    Id(EntityId),
    /// A tempid.
    Temp(TempId),
    /// A lookup ref `[attr value]` on a unique attribute.
    Lookup(Keyword, Stored),
    /// An ident: the entity whose `:db/ident` is this keyword.
    Ident(Keyword),
    /// The current transaction's entity (`"datomic.tx"`, `:db/current-tx`).
    CurrentTx,
}

impl EntityRef {
    /// A string tempid (`"datomic.tx"` means the transaction entity).
    pub fn temp(name: &str) -> Self {
        if name == "datomic.tx" {
            EntityRef::CurrentTx
        } else {
            EntityRef::Temp(TempId::Named(name.into()))
        }
    }

    /// Interprets a plain value the way EDN tx-data writes entities: a
    /// positive long is an id, a negative long a tempid, a string a tempid
    /// (`"datomic.tx"` the transaction), a keyword an ident
    /// (`:db/current-tx` the transaction), `[attr value]` a lookup ref.
    pub fn from_value(v: &Stored) -> Option<Self> {
        Some(match v {
            Stored::Long(n) if *n > 0 => EntityRef::Id(EntityId(*n as u64)),
            Stored::Long(n) if *n < 0 => EntityRef::Temp(TempId::Int(*n)),
            Stored::Ref(e) => EntityRef::Id(*e),
            Stored::String(s) => EntityRef::temp(s),
            Stored::Keyword(k) if k.namespace() == Some("db") && k.name() == "current-tx" => {
                EntityRef::CurrentTx
            }
            Stored::Keyword(k) => EntityRef::Ident(k.clone()),
            Stored::Tuple(items) => match items.as_slice() {
                [Stored::Keyword(a), v] => EntityRef::Lookup(a.clone(), v.clone()),
                _ => return None,
            },
            _ => return None,
        })
    }
}

impl fmt::Display for EntityRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EntityRef::Id(e) => write!(f, "{e}"),
            EntityRef::Temp(t) => write!(f, "{t}"),
            EntityRef::Lookup(a, v) => write!(f, "[{a} {v}]"),
            EntityRef::Ident(k) => write!(f, "{k}"),
            EntityRef::CurrentTx => f.write_str("\"datomic.tx\""),
        }
    }
}

/// Something in a value position.
#[derive(Debug, Clone, PartialEq)]
pub enum TxValue {
    /// A plain value. For a ref attribute it is read as an entity
    /// ([`EntityRef::from_value`]); for a tuple attribute a
    /// [`Stored::Tuple`] is the tuple.
    Value(Stored),
    /// An explicit entity (ref attributes).
    Entity(EntityRef),
    /// A nested entity map under a ref attribute: a new entity (or an
    /// upsert through a unique identity in it) that the attribute points at.
    Map(EntityMap),
    /// A collection: several values of a cardinality-many attribute, the
    /// elements of a tuple, or `[attr value]` as a lookup ref.
    Many(Vec<TxValue>),
}

impl fmt::Display for TxValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TxValue::Value(v) => write!(f, "{v}"),
            TxValue::Entity(e) => write!(f, "{e}"),
            TxValue::Map(_) => f.write_str("{…}"),
            TxValue::Many(items) => {
                f.write_str("[")?;
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        f.write_str(" ")?;
                    }
                    write!(f, "{item}")?;
                }
                f.write_str("]")
            }
        }
    }
}

/// An entity map: `{:db/id …, :attr value, :ns/_reverse value, …}`.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct EntityMap {
    /// `:db/id`; `None` creates (or upserts) a new entity.
    pub id: Option<EntityRef>,
    /// Attribute/value pairs in order. An attribute whose name starts with
    /// `_` is a reverse reference: the value(s) refer to this entity.
    pub attrs: Vec<(Keyword, TxValue)>,
}

/// One tx-data item.
#[derive(Debug, Clone, PartialEq)]
pub enum TxOp {
    /// `[:db/add e a v]`
    Add(EntityRef, Keyword, TxValue),
    /// `[:db/retract e a v]`
    Retract(EntityRef, Keyword, TxValue),
    /// `[:db/retract e a]` (`:db.fn/retractAttribute`): every value, and the
    /// components those of a component attribute point to.
    RetractAttr(EntityRef, Keyword),
    /// `[:db/retractEntity e]`: the entity's datoms, references to it, and
    /// its components, recursively.
    RetractEntity(EntityRef),
    /// `[:db/cas e a old new]`; `old = None` means "no current value".
    Cas(EntityRef, Keyword, Option<TxValue>, TxValue),
    /// An entity map.
    Map(EntityMap),
}

/// Transaction data typed by the schema: a list of ops applied all-or-nothing.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct TypedTx {
    ops: Vec<TxOp>,
}

impl TypedTx {
    /// Empty tx-data.
    pub fn new() -> Self {
        TypedTx::default()
    }

    /// The items.
    pub fn ops(&self) -> &[TxOp] {
        &self.ops
    }

    /// Appends an item.
    pub fn push(&mut self, op: TxOp) {
        self.ops.push(op);
    }
}

impl From<Vec<TxOp>> for TypedTx {
    fn from(ops: Vec<TxOp>) -> Self {
        TypedTx { ops }
    }
}

impl FromIterator<TxOp> for TypedTx {
    fn from_iter<I: IntoIterator<Item = TxOp>>(iter: I) -> Self {
        TypedTx {
            ops: iter.into_iter().collect(),
        }
    }
}
