//! The schema as stored: the interning table in `meta` and each
//! attribute entity's schema datoms, read into a [`Schema`] (when a
//! database opens, and after a commit of another process), and one
//! attribute's definition from its datoms (also after a schema change).

use quiver_kv::RoTxn;

use crate::encoding::decode_exact;
use crate::error::{Error, Result};
use crate::ids::{AttrId, EntityId};
use crate::schema::{
    AttrInfo, Cardinality, DB_CARDINALITY, DB_DOC, DB_IS_COMPONENT, DB_TUPLE_ATTRS, DB_TUPLE_TYPE,
    DB_TUPLE_TYPES, DB_UNIQUE, DB_VALUE_TYPE, Schema, cardinality_of, unique_of,
};
use crate::store::{META_ATTR, Store};
use crate::value::{Keyword, Stored, ValueType};

impl Store {
    /// Reads the schema: the interning table from `meta`, then each
    /// attribute entity's schema datoms.
    pub fn load_schema(&self, txn: &RoTxn<'_>) -> Result<Schema> {
        let mut schema = Schema::builtin();
        let mut interned = Vec::new();
        {
            let mut cur = txn.cursor(self.meta)?;
            let mut item = cur.seek_range(&[META_ATTR])?;
            while let Some((k, v)) = item {
                if k.first() != Some(&META_ATTR) {
                    break;
                }
                let id = k
                    .get(1..5)
                    .and_then(|b| b.try_into().ok())
                    .map(AttrId::from_be_bytes)
                    .ok_or_else(|| Error::Corrupt("bad attribute record key".into()))?;
                let Stored::Keyword(ident) = decode_exact(v)? else {
                    return Err(Error::Corrupt(format!(
                        "attribute record {id} does not hold a keyword"
                    )));
                };
                interned.push((id, ident));
                item = cur.next()?;
            }
        }
        for (id, ident) in interned {
            let entity = self.entity_with_ident(txn, &ident)?;
            let info = match entity {
                Some(e) => attr_from_row(self, txn, id, ident, e)?
                    .map_err(|msg| Error::Corrupt(format!("stored schema: {msg}")))?,
                None => AttrInfo::untyped(id, ident),
            };
            schema.insert(info);
        }
        Ok(schema)
    }
}

/// Builds attribute `id`'s definition from entity `e`'s schema datoms.
/// The inner `Err` says what is wrong with them.
pub(crate) fn attr_from_row(
    store: &Store,
    txn: &RoTxn<'_>,
    id: AttrId,
    ident: Keyword,
    e: EntityId,
) -> Result<std::result::Result<AttrInfo, String>> {
    let mut info = AttrInfo {
        entity: Some(e),
        ..AttrInfo::untyped(id, ident)
    };
    let mut cur = txn.cursor(store.eav)?;
    if cur.seek_key(&e.to_be_bytes())?.is_none() {
        return Ok(Ok(info));
    }
    let list = cur.list_dup()?;
    for av in list.iter() {
        let (a, v) = store.decode_av(txn, av)?;
        let bad = |what: &str| {
            Err(format!(
                "{} is not a valid {what}",
                crate::error::cut(&v.to_string())
            ))
        };
        match a {
            DB_VALUE_TYPE => match &v {
                Stored::Keyword(k) => match ValueType::from_keyword(k) {
                    Ok(t) => info.value_type = Some(t),
                    Err(_) => return Ok(bad(":db/valueType")),
                },
                _ => return Ok(bad(":db/valueType")),
            },
            DB_CARDINALITY => match cardinality_of(&v) {
                Some(c) => info.cardinality = c,
                None => return Ok(bad(":db/cardinality")),
            },
            DB_UNIQUE => match unique_of(&v) {
                Some(u) => info.unique = Some(u),
                None => return Ok(bad(":db/unique")),
            },
            DB_IS_COMPONENT => match v {
                Stored::Boolean(b) => info.is_component = b,
                _ => return Ok(bad(":db/isComponent")),
            },
            DB_DOC => match &v {
                Stored::String(s) => info.doc = Some(s.to_string()),
                _ => return Ok(bad(":db/doc")),
            },
            DB_TUPLE_TYPES => {
                let Stored::Tuple(items) = &v else {
                    return Ok(bad(":db/tupleTypes"));
                };
                let mut types = Vec::new();
                for item in items {
                    match item {
                        Stored::Keyword(k) => match ValueType::from_keyword(k) {
                            Ok(t) if t != ValueType::Tuple => types.push(t),
                            _ => return Ok(bad(":db/tupleTypes")),
                        },
                        _ => return Ok(bad(":db/tupleTypes")),
                    }
                }
                info.tuple_types = Some(types);
            }
            DB_TUPLE_TYPE => match &v {
                Stored::Keyword(k) => match ValueType::from_keyword(k) {
                    Ok(t) if t != ValueType::Tuple => info.tuple_type = Some(t),
                    _ => return Ok(bad(":db/tupleType")),
                },
                _ => return Ok(bad(":db/tupleType")),
            },
            DB_TUPLE_ATTRS => {
                let Stored::Tuple(items) = &v else {
                    return Ok(bad(":db/tupleAttrs"));
                };
                let mut attrs = Vec::new();
                for item in items {
                    match item {
                        Stored::Keyword(k) if !attrs.contains(k) => attrs.push(k.clone()),
                        _ => return Ok(bad(":db/tupleAttrs")),
                    }
                }
                if attrs.len() < 2 {
                    return Ok(Err(":db/tupleAttrs needs at least two attributes".into()));
                }
                // A composite of itself would hold `[nil …]` forever after
                // its components change (third hostile sweep, D-938).
                if attrs.contains(&info.ident) {
                    return Ok(Err(format!(
                        ":db/tupleAttrs of {} names {} itself: a composite is made of other attributes",
                        info.ident, info.ident
                    )));
                }
                info.tuple_attrs = Some(attrs);
            }
            _ => {}
        }
    }
    if info.tuple_attrs.is_some() {
        // A composite is a tuple whatever :db/valueType says (it may be
        // left out, as in DataScript and Datalevin), and holds one value.
        match info.value_type {
            None | Some(ValueType::Tuple) => info.value_type = Some(ValueType::Tuple),
            Some(_) => {
                return Ok(Err(
                    ":db/tupleAttrs needs :db/valueType :db.type/tuple (or none)".into(),
                ));
            }
        }
        if info.cardinality == Cardinality::Many {
            return Ok(Err(
                "a composite tuple (:db/tupleAttrs) must be :db.cardinality/one".into(),
            ));
        }
    }
    if info.is_component && !info.is_ref() {
        return Ok(Err(
            ":db/isComponent needs :db/valueType :db.type/ref".into()
        ));
    }
    if info.tuple_types.is_some() && info.value_type != Some(ValueType::Tuple) {
        return Ok(Err(
            ":db/tupleTypes needs :db/valueType :db.type/tuple".into()
        ));
    }
    if info.tuple_type.is_some() && info.value_type != Some(ValueType::Tuple) {
        return Ok(Err(
            ":db/tupleType needs :db/valueType :db.type/tuple".into()
        ));
    }
    if info.tuple_type.is_some() && (info.tuple_types.is_some() || info.tuple_attrs.is_some()) {
        return Ok(Err(
            ":db/tupleType (every element of one type) cannot go with :db/tupleTypes or :db/tupleAttrs"
                .into(),
        ));
    }
    Ok(Ok(info))
}
