//! Composite tuples (`:db/tupleAttrs`): after a transaction's data items
//! run, every composite attribute of a touched entity is set to the tuple
//! of its components' current values (D-114).

use std::collections::HashSet;

use super::expand::tx_err;
use super::writer::Writer;
use crate::encoding::encode;
use crate::error::{Result, TxErrorKind};
use crate::store::split_av;
use crate::value::Value;

/// Recomputes the composites of every entity whose components changed.
/// `item` names the transaction item blamed for a uniqueness conflict.
pub(crate) fn maintain(w: &mut Writer<'_, '_, '_>, item: usize) -> Result<()> {
    let touched = std::mem::take(&mut w.data_touched);
    let mut done = HashSet::new();
    for (e, a) in touched {
        for c in w.schema.composites_of(a) {
            if !done.insert((e, c)) {
                continue;
            }
            let Some(info) = w.schema.get(c).cloned() else {
                continue;
            };
            let components = info.tuple_attrs.clone().unwrap_or_default();
            // The tuple of the components' values; Quiver stores no nil, so
            // an entity missing a component has no composite value.
            let mut values = Vec::with_capacity(components.len());
            for k in &components {
                let Some(id) = w.schema.id_of(k) else {
                    break;
                };
                let Some(av) = w.current(e, id)?.into_iter().next() else {
                    break;
                };
                let (_, form) = split_av(&av)?;
                values.push(w.store.decode_form(w.txn, form)?);
            }
            let new = (values.len() == components.len()).then_some(Value::Tuple(values));
            let new_av = match &new {
                Some(v) => Some(w.av_for_write(c, &encode(v))?),
                None => None,
            };
            let old = w.current(e, c)?;
            if old.len() == 1 && new_av.as_deref() == old.first().map(Vec::as_slice) {
                continue;
            }
            for av in old {
                w.remove(e, &av)?;
            }
            if let (Some(v), Some(av)) = (new, new_av) {
                if info.unique.is_some() {
                    if let Some(holder) = w.holder(&av)? {
                        if holder != e {
                            return Err(tx_err(
                                item,
                                Some(&info.ident),
                                Some(v.to_string()),
                                TxErrorKind::UniqueConflict { holder: holder.0 },
                            ));
                        }
                    }
                }
                w.insert(e, c, &av, v)?;
            }
        }
    }
    Ok(())
}
