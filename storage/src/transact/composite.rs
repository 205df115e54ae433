//! Composite tuples (`:db/tupleAttrs`): after a transaction's data items
//! run, every composite attribute of a touched entity is set to the tuple
//! of its components' current values (D-114), `nil` standing for a missing
//! component (`[7 nil]`); an entity with none of the components has no
//! tuple (D-609). Writing a composite directly is refused
//! ([`check_direct_write`]).

use std::collections::HashSet;

use super::expand::tx_err;
use super::writer::Writer;
use crate::encoding::encode;
use crate::error::{Result, TxErrorKind};
use crate::ids::EntityId;
use crate::schema::AttrInfo;
use crate::store::split_av;
use crate::value::{Keyword, Stored};

/// The current value of each component of `e` (`nil` where absent; a
/// component is cardinality one, checked when the composite is defined;
/// a reference as its entity id, a long).
fn component_values(
    w: &Writer<'_, '_, '_>,
    e: EntityId,
    components: &[Keyword],
) -> Result<Vec<Stored>> {
    let mut values = Vec::with_capacity(components.len());
    for k in components {
        let av = match w.schema.id_of(k) {
            Some(id) => w.current(e, id)?.into_iter().next(),
            None => None,
        };
        values.push(match av {
            Some(av) => {
                let (_, form) = split_av(&av)?;
                match w.store.decode_form(w.txn, form)? {
                    // A reference is held as the entity id, a long, as
                    // Datalevin does: the tuple is the value a query
                    // writes (`[?e :a+ref [7 12]]`, `(tuple ?x 12)`) or a
                    // lookup ref names, and those are typed as longs (D-855).
                    Stored::Ref(r) => Stored::Long(r.0 as i64),
                    v => v,
                }
            }
            None => Stored::Nil,
        });
    }
    Ok(values)
}

/// A direct write of composite attribute `info` on `e` (an assertion or a
/// retraction of `v`, or `v = None` for a retraction of every value).
/// Datalevin refuses it ("Can't modify tuple attrs directly") unless it
/// names exactly the tuple the components make, with none missing: such a
/// write changes nothing and is skipped (`Ok(())`). The components are
/// read as of this point of the transaction.
pub(crate) fn check_direct_write(
    w: &Writer<'_, '_, '_>,
    item: usize,
    e: EntityId,
    info: &AttrInfo,
    v: Option<&Stored>,
) -> Result<()> {
    let components = info.tuple_attrs.as_deref().unwrap_or_default();
    let current = component_values(w, e, components)?;
    let same = match v {
        Some(Stored::Tuple(items)) => !current.iter().any(Stored::is_nil) && *items == current,
        _ => false,
    };
    if same {
        return Ok(());
    }
    Err(tx_err(
        item,
        Some(&info.ident),
        v.map(ToString::to_string),
        TxErrorKind::BadForm(format!(
            "can't modify tuple attrs directly: {} is kept equal to the tuple of {} by the \
             transaction; write those attributes instead",
            info.ident,
            components
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(" ")
        )),
    ))
}

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
            let values = component_values(w, e, info.tuple_attrs.as_deref().unwrap_or_default())?;
            // As Datalevin: nil for a missing component, no tuple when
            // every component is missing.
            let new = (!values.iter().all(Stored::is_nil)).then_some(Stored::Tuple(values));
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
