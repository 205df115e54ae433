//! Reading an attribute's definition from its schema entity, and checking a
//! changed definition against the data already stored.

use std::collections::HashSet;
use std::ops::Bound;

use quiver_kv::RoTxn;

use crate::encoding::{prefix_successor, type_range};
use crate::error::{Error, Result, TxErrorKind};
use crate::ids::{AttrId, EntityId};
use crate::schema::{
    AttrInfo, Cardinality, DB_CARDINALITY, DB_DOC, DB_IDENT, DB_IS_COMPONENT, DB_TUPLE_ATTRS,
    DB_TUPLE_TYPES, DB_UNIQUE, DB_VALUE_TYPE, Schema, cardinality_of, unique_of,
};
use crate::store::{Store, entity_of};
use crate::transact::writer::Writer;
use crate::value::{Keyword, Value, ValueType};

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
        let bad = |what: &str| Err(format!("{v} is not a valid {what}"));
        match a {
            DB_VALUE_TYPE => match &v {
                Value::Keyword(k) => match ValueType::from_keyword(k) {
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
                Value::Boolean(b) => info.is_component = b,
                _ => return Ok(bad(":db/isComponent")),
            },
            DB_DOC => match &v {
                Value::String(s) => info.doc = Some(s.to_string()),
                _ => return Ok(bad(":db/doc")),
            },
            DB_TUPLE_TYPES => {
                let Value::Tuple(items) = &v else {
                    return Ok(bad(":db/tupleTypes"));
                };
                let mut types = Vec::new();
                for item in items {
                    match item {
                        Value::Keyword(k) => match ValueType::from_keyword(k) {
                            Ok(t) if t != ValueType::Tuple => types.push(t),
                            _ => return Ok(bad(":db/tupleTypes")),
                        },
                        _ => return Ok(bad(":db/tupleTypes")),
                    }
                }
                info.tuple_types = Some(types);
            }
            DB_TUPLE_ATTRS => {
                let Value::Tuple(items) = &v else {
                    return Ok(bad(":db/tupleAttrs"));
                };
                let mut attrs = Vec::new();
                for item in items {
                    match item {
                        Value::Keyword(k) if !attrs.contains(k) => attrs.push(k.clone()),
                        _ => return Ok(bad(":db/tupleAttrs")),
                    }
                }
                if attrs.len() < 2 {
                    return Ok(Err(":db/tupleAttrs needs at least two attributes".into()));
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
    Ok(Ok(info))
}

/// Re-reads the definition of the attribute on entity `e` after its schema
/// datoms changed, checks the change against stored data, and installs it
/// in the writer's schema.
pub(crate) fn refresh(w: &mut Writer<'_, '_, '_>, e: EntityId, item: usize) -> Result<()> {
    let refuse = |attr: Option<&Keyword>, msg: String| Error::Transaction {
        item,
        attr: attr.map(ToString::to_string),
        value: None,
        kind: TxErrorKind::SchemaChange(msg),
    };
    let row = w.row(e)?;
    let mut ident = None;
    let mut has_props = false;
    for av in &row {
        let (a, v) = w.store.decode_av(w.txn, av)?;
        if a == DB_IDENT {
            if let Value::Keyword(k) = v {
                ident = Some(k);
            }
        } else if Schema::is_schema_attr(a) {
            has_props = true;
        }
    }
    let old = w.schema.by_entity(e).cloned();
    if let Some(old) = &old
        && ident.as_ref() != Some(&old.ident)
    {
        return Err(refuse(
            Some(&old.ident),
            match &ident {
                Some(new) => format!("renaming attribute {} to {new} is not supported", old.ident),
                None => format!(
                    "attribute {} cannot lose its :db/ident (retract its data and schema datoms first)",
                    old.ident
                ),
            },
        ));
    }
    if !has_props && old.is_none() {
        return Ok(());
    }
    let Some(ident) = ident else {
        return Err(refuse(
            None,
            format!("entity {e} has schema attributes but no :db/ident"),
        ));
    };
    let id = w.intern(&ident);
    let new = attr_from_row(w.store, w.txn, id, ident.clone(), e)?
        .map_err(|msg| refuse(Some(&ident), msg))?;
    let new = if has_props {
        new
    } else {
        AttrInfo::untyped(id, ident.clone())
    };
    let before = w.schema.get(id).cloned();
    if let Some(before) = &before
        && !before.same_definition(&new)
    {
        check_change(w, before, &new)?.map_err(|msg| refuse(Some(&ident), msg))?;
    }
    w.schema.insert(new);
    Ok(())
}

/// Checks a definition change against the attribute's stored data. `Err`
/// explains a refusal.
fn check_change(
    w: &Writer<'_, '_, '_>,
    old: &AttrInfo,
    new: &AttrInfo,
) -> Result<std::result::Result<(), String>, Error> {
    let a = new.id;
    let prefix = a.to_be_bytes();
    let end = prefix_successor(&prefix);
    let hi = end.as_deref().map_or(Bound::Unbounded, Bound::Excluded);
    let datoms = w
        .txn
        .count_values(w.store.ave, Bound::Included(&prefix), hi)?;
    if datoms == 0 {
        return Ok(Ok(()));
    }
    let ident = &new.ident;
    if old.value_type != new.value_type || old.tuple_types != new.tuple_types {
        let fits = match (old.value_type, new.value_type) {
            // Untyped → typed is allowed when every stored value already
            // has the new type (and, for tuples, only without element types).
            (None, Some(t)) if new.tuple_types.is_none() => {
                let r = type_range(t);
                let mut lo = prefix.to_vec();
                lo.extend_from_slice(&r.start);
                let mut hi_key = prefix.to_vec();
                hi_key.extend_from_slice(r.end.as_deref().unwrap_or(&[0xFF]));
                w.txn
                    .count_values(w.store.ave, Bound::Included(&lo), Bound::Excluded(&hi_key))?
                    == datoms
            }
            _ => false,
        };
        if !fits {
            let show = |t: Option<ValueType>| t.map_or("untyped".to_string(), |t| t.to_string());
            return Ok(Err(format!(
                "cannot change :db/valueType of {ident} from {} to {} while it has {datoms} datoms",
                show(old.value_type),
                show(new.value_type)
            )));
        }
    }
    if old.cardinality == Cardinality::Many && new.cardinality == Cardinality::One {
        let mut seen = HashSet::new();
        let mut cur = w.txn.cursor(w.store.ave)?;
        let mut item = cur
            .seek_range(&prefix)?
            .map(|(k, v)| (k.to_vec(), v.to_vec()));
        while let Some((k, e)) = item {
            if !k.starts_with(&prefix) {
                break;
            }
            let e = entity_of(&e)?;
            if !seen.insert(e) {
                return Ok(Err(format!(
                    "cannot make {ident} cardinality-one: entity {e} has several values"
                )));
            }
            item = cur.next()?.map(|(k, v)| (k.to_vec(), v.to_vec()));
        }
    }
    if old.unique.is_none() && new.unique.is_some() {
        let distinct = w.distinct(a)?;
        if distinct != datoms {
            return Ok(Err(format!(
                "cannot make {ident} unique: {} of its {datoms} datoms repeat a value held by another entity",
                datoms - distinct
            )));
        }
    }
    Ok(Ok(()))
}
