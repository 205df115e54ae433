//! Reading an attribute's definition from its schema entity, and checking a
//! changed definition against the data already stored.

use std::collections::HashSet;
use std::ops::Bound;

use crate::encoding::{prefix_successor, type_range};
use crate::error::{Error, Result, TxErrorKind};
use crate::ids::EntityId;
use crate::schema::{AttrInfo, Cardinality, DB_IDENT, Schema};
use crate::schema_load::attr_from_row;
use crate::store::entity_of;
use crate::transact::writer::Writer;
use crate::value::{Keyword, Stored, ValueType};

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
            if let Stored::Keyword(k) = v {
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
    if old.value_type != new.value_type
        || old.tuple_types != new.tuple_types
        || old.tuple_type != new.tuple_type
    {
        let fits = match (old.value_type, new.value_type) {
            // Untyped → typed is allowed when every stored value already
            // has the new type (and, for tuples, only without element types).
            (None, Some(t)) if new.tuple_types.is_none() && new.tuple_type.is_none() => {
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
