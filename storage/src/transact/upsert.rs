//! Tempid resolution: upserts through `:db.unique/identity`, tempids that
//! share a new identity value, and fresh ids for the rest.
//!
//! Every tempid whose steps assert a `:db.unique/identity` value already
//! held by an entity resolves to that entity; one tempid resolving to two
//! entities is an error. Tempids asserting the same *new* identity value
//! are one entity. The others get fresh ids, in order of first appearance.
//! A tempid asserting every component of a `:db.unique/identity`
//! composite upserts through the tuple they make (D-875).

use std::collections::HashMap;

use crate::encoding::encode;
use crate::error::{Result, TxErrorKind};
use crate::ids::{AttrId, EntityId};
use crate::schema::Unique;
use crate::transact::expand::{ERef, Step, StepKind, TempIds, TempKey, VRef, tx_err};
use crate::transact::writer::Writer;
use crate::typed_tx::TempId;
use crate::value::Stored;

/// A union-find over tempids.
#[derive(Default)]
struct Groups {
    parent: rustc_hash::FxHashMap<TempKey, TempKey>,
}

impl Groups {
    fn find(&mut self, t: &TempKey) -> TempKey {
        let mut root = t.clone();
        while let Some(p) = self.parent.get(&root) {
            if *p == root {
                break;
            }
            root = p.clone();
        }
        root
    }

    fn union(&mut self, a: &TempKey, b: &TempKey) {
        let (ra, rb) = (self.find(a), self.find(b));
        if ra != rb {
            self.parent.insert(rb, ra);
        }
    }
}

/// A tempid as written, for error messages.
pub(crate) fn show(t: &TempKey) -> String {
    match t {
        TempKey::User(TempId::Named(s)) => format!("{s:?}"),
        TempKey::User(TempId::Int(n)) => n.to_string(),
        TempKey::Auto(n) => format!("(entity map #{n} without :db/id)"),
    }
}

/// Resolves every tempid in `steps` not yet in `tempids`.
pub(crate) fn resolve(
    w: &mut Writer<'_, '_, '_>,
    steps: &[Step],
    tempids: &mut TempIds,
) -> Result<()> {
    let mut order: Vec<TempKey> = Vec::new();
    let mut seen = rustc_hash::FxHashSet::default();
    let mut note = |r: &ERef| {
        if let ERef::Temp(t) = r
            && seen.insert(t.clone())
        {
            order.push(t.clone());
        }
    };
    for s in steps {
        match &s.kind {
            StepKind::Add(e, _, v) | StepKind::Retract(e, _, v) => {
                // The referenced tempid first where Datalevin numbers it
                // first (D-974).
                if let (true, VRef::Entity(r)) = (s.value_first, v) {
                    note(r);
                }
                note(e);
                if let VRef::Entity(r) = v {
                    note(r);
                }
            }
            StepKind::Cas(e, _, old, new) => {
                note(e);
                for v in old.iter().chain(std::iter::once(new)) {
                    if let VRef::Entity(r) = v {
                        note(r);
                    }
                }
            }
            StepKind::RetractAttr(e, _) | StepKind::RetractEntity(e) => note(e),
        }
    }
    let mut groups = Groups::default();
    let mut new_identity: HashMap<(AttrId, Vec<u8>), TempKey> = HashMap::new();
    // tempid → (entity, item) found by upsert
    let mut found: rustc_hash::FxHashMap<TempKey, (EntityId, usize)> = Default::default();
    let mut conflicts: Vec<(TempKey, EntityId, usize)> = Vec::new();
    for s in steps {
        let StepKind::Add(ERef::Temp(t), a, v) = &s.kind else {
            continue;
        };
        if tempids.contains_key(t)
            || w.schema.get(*a).and_then(|i| i.unique) != Some(Unique::Identity)
        {
            continue;
        }
        // A unique identity *ref* upserts through the entity its value
        // names (`{:d/owner 1 …}`, `{:d/owner [:u/name "a"] …}`, D-911).
        let enc = match v {
            VRef::Value(v) => encode(v),
            VRef::Entity(r) => match r.existing(w)? {
                Some(e) => encode(&Stored::Ref(e)),
                None => continue,
            },
        };
        match w.store.unique_holder(w.txn, *a, &enc)? {
            Some(holder) => conflicts.push((t.clone(), holder, s.item)),
            None => match new_identity.get(&(*a, enc.clone())) {
                Some(other) => {
                    let other = other.clone();
                    groups.union(&other, t);
                }
                None => {
                    new_identity.insert((*a, enc), t.clone());
                }
            },
        }
    }
    composite_upserts(w, steps, tempids, &mut conflicts)?;
    for (t, holder, item) in conflicts {
        let root = groups.find(&t);
        match found.get(&root) {
            Some(&(first, _)) if first != holder => {
                return Err(tx_err(
                    item,
                    None,
                    None,
                    TxErrorKind::UpsertConflict {
                        tempid: show(&t),
                        first: first.0,
                        second: holder.0,
                    },
                ));
            }
            _ => {
                found.insert(root, (holder, item));
            }
        }
    }
    let mut group_ids: TempIds = TempIds::default();
    for t in order {
        if tempids.contains_key(&t) {
            continue;
        }
        let root = groups.find(&t);
        let id = match group_ids.get(&root) {
            Some(id) => *id,
            None => {
                let id = match found.get(&root) {
                    Some(&(holder, _)) => holder,
                    None => w.new_entity()?,
                };
                group_ids.insert(root, id);
                id
            }
        };
        tempids.insert(t, id);
    }
    Ok(())
}

/// Upserts through composite identities, as Datalevin does: a tempid whose
/// steps assert a value for every component of a `:db.unique/identity`
/// composite (`{:link/from 11 :link/to 12 …}` for `:link/from+to`) resolves
/// to the entity already holding that tuple. A component given as another
/// tempid makes no tuple yet (that entity is new, so no tuple holds it).
fn composite_upserts(
    w: &Writer<'_, '_, '_>,
    steps: &[Step],
    tempids: &TempIds,
    conflicts: &mut Vec<(TempKey, EntityId, usize)>,
) -> Result<()> {
    let identities: Vec<(AttrId, Vec<AttrId>)> = w
        .schema
        .iter()
        .filter(|c| c.unique == Some(Unique::Identity))
        .filter_map(|c| {
            let components = c.tuple_attrs.as_ref()?;
            let ids = components
                .iter()
                .map(|k| w.schema.id_of(k))
                .collect::<Option<Vec<_>>>()?;
            Some((c.id, ids))
        })
        .collect();
    if identities.is_empty() {
        return Ok(());
    }
    // Each new tempid's component values, as the tuple holds them (a
    // reference as its entity id, a long: D-855), and the item of each.
    let mut values: rustc_hash::FxHashMap<TempKey, HashMap<AttrId, (Stored, usize)>> =
        Default::default();
    let mut order: Vec<TempKey> = Vec::new();
    for s in steps {
        let StepKind::Add(ERef::Temp(t), a, v) = &s.kind else {
            continue;
        };
        if tempids.contains_key(t) {
            continue;
        }
        let v = match v {
            VRef::Value(Stored::Ref(e)) => Stored::Long(e.0 as i64),
            VRef::Value(v) => v.clone(),
            // Ids, lookup refs and idents name existing entities (one that
            // names nothing makes no tuple; applying the step reports it).
            VRef::Entity(r) => match r.existing(w)? {
                Some(e) => Stored::Long(e.0 as i64),
                None => continue,
            },
        };
        let given = values.entry(t.clone()).or_insert_with(|| {
            order.push(t.clone());
            HashMap::new()
        });
        given.insert(*a, (v, s.item));
    }
    for t in order {
        let Some(given) = values.get(&t) else {
            continue;
        };
        for (c, components) in &identities {
            let Some(parts) = components
                .iter()
                .map(|a| given.get(a))
                .collect::<Option<Vec<_>>>()
            else {
                continue;
            };
            let item = parts.iter().map(|(_, i)| *i).min().unwrap_or_default();
            let tuple = Stored::Tuple(parts.into_iter().map(|(v, _)| v.clone()).collect());
            if let Some(holder) = w.store.unique_holder(w.txn, *c, &encode(&tuple))? {
                conflicts.push((t.clone(), holder, item));
            }
        }
    }
    Ok(())
}
