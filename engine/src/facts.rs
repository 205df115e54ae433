//! What reads and transactions hand back, in the one public value model
//! ([`Value`], the query language's EDN value): datoms, entities and
//! transaction reports. Refs are entity ids as longs and tuples vectors,
//! as queries return them. The stored form (`quiver_store::Stored`, typed
//! by the schema and encoded in the indexes) stays inside the storage
//! crate; these are made from it where the API returns (D-850).

use std::collections::HashMap;
use std::fmt;

use quiver_query::edn::{Keyword, Value};
use quiver_query::tx::TempId;
use quiver_store::{EntityId, Error, Result, Schema, TxId, to_edn};

/// One fact: entity `e` has value `v` for attribute `a`.
///
/// ```
/// # let dir = tempfile::tempdir()?;
/// # let db = quiver::Db::open(dir.path(), quiver::DbOptions::default())?;
/// db.transact_edn(r#"[{:name "Ann"}]"#)?;
/// let snap = db.snapshot()?;
/// let d = snap.datoms(quiver::Index::Ave, &[quiver::Value::keyword(":name")])?.next().unwrap()?;
/// assert_eq!(d.a.to_string(), ":name");
/// assert_eq!(d.v, quiver::Value::from("Ann"));
/// assert_eq!(d.to_string(), format!("[{} :name \"Ann\"]", d.e));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Datom {
    /// The entity.
    pub e: EntityId,
    /// The attribute.
    pub a: Keyword,
    /// The value (a reference as the entity id, a long).
    pub v: Value,
}

impl Datom {
    /// A storage datom with its attribute named by `schema`.
    pub(crate) fn from_stored(schema: &Schema, d: &quiver_store::Datom) -> Result<Datom> {
        let a = schema.ident(d.a).ok_or_else(|| {
            Error::Corrupt(format!(
                "a datom names attribute {}, which has no ident",
                d.a
            ))
        })?;
        Ok(Datom {
            e: d.e,
            a: a.clone(),
            v: to_edn(&d.v),
        })
    }

    /// The datom as Datalevin prints its contents: `[e :attr v]`.
    pub fn to_edn(&self) -> Value {
        Value::vector([
            Value::from(self.e),
            Value::Keyword(self.a.clone()),
            self.v.clone(),
        ])
    }
}

impl fmt::Display for Datom {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "[{} {} {}]", self.e, self.a, self.v)
    }
}

/// The value(s) of one attribute of an [`Entity`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AttrValue {
    /// A cardinality-one attribute's value.
    One(Value),
    /// A cardinality-many attribute's values, in index order.
    Many(Vec<Value>),
}

impl AttrValue {
    /// The value(s) as one EDN value: the value, or a set of them.
    pub fn to_edn(&self) -> Value {
        match self {
            AttrValue::One(v) => v.clone(),
            AttrValue::Many(vs) => Value::set(vs.iter().cloned()),
        }
    }
}

/// An entity: its attributes and values, in attribute-id order
/// ([`Snapshot::entity`](crate::Snapshot::entity)).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entity {
    /// The entity id.
    pub id: EntityId,
    /// Attribute keyword and value(s).
    pub attrs: Vec<(Keyword, AttrValue)>,
}

impl Entity {
    /// The value(s) of an attribute, by keyword (`":person/name"`).
    pub fn get(&self, attr: &str) -> Option<&AttrValue> {
        let k = Keyword::parse(attr);
        self.attrs.iter().find(|(a, _)| *a == k).map(|(_, v)| v)
    }

    /// From the storage layer's entity.
    pub(crate) fn from_stored(e: quiver_store::Entity) -> Entity {
        let attrs = e
            .attrs
            .into_iter()
            .map(|(k, v)| {
                let v = match v {
                    quiver_store::AttrValue::One(v) => AttrValue::One(to_edn(&v)),
                    quiver_store::AttrValue::Many(vs) => {
                        AttrValue::Many(vs.iter().map(to_edn).collect())
                    }
                };
                (k, v)
            })
            .collect();
        Entity { id: e.id, attrs }
    }
}

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
    /// The storage layer's report, attributes named by `schema` (the
    /// schema as the transaction left it).
    pub(crate) fn from_stored(schema: &Schema, r: quiver_store::TxReport) -> Result<TxReport> {
        let datoms = |ds: &[quiver_store::Datom]| -> Result<Vec<Datom>> {
            ds.iter().map(|d| Datom::from_stored(schema, d)).collect()
        };
        Ok(TxReport {
            tx: r.tx,
            added: datoms(&r.added)?,
            retracted: datoms(&r.retracted)?,
            tempids: r.tempids,
        })
    }

    /// The entity a string tempid went to (`report.tempid("ivan")`).
    pub fn tempid(&self, name: &str) -> Option<EntityId> {
        self.tempids.get(&TempId::Named(name.into())).copied()
    }

    /// The report as EDN, for printing:
    /// `{:tx 4611686018427387905, :tempids {"ann" 1}, :added 3, :retracted 0}`
    /// (tempid keys as written: strings or negative longs).
    pub fn summary(&self) -> Value {
        let tempids = self.tempids.iter().map(|(t, e)| {
            let key = match t {
                TempId::Named(s) => Value::String(s.clone()),
                TempId::Int(n) => Value::Long(*n),
            };
            (key, Value::from(*e))
        });
        let count = |n: usize| Value::Long(i64::try_from(n).unwrap_or(i64::MAX));
        Value::map([
            (Value::keyword("tx"), Value::from(self.tx.as_entity())),
            (Value::keyword("tempids"), Value::map(tempids)),
            (Value::keyword("added"), count(self.added.len())),
            (Value::keyword("retracted"), count(self.retracted.len())),
        ])
    }
}
