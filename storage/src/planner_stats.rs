//! The planner's [`Statistics`] over a [`Snapshot`]: the same read
//! transaction the query then runs on.

use crate::datom_pattern::{Pattern, ValueMatch};
use crate::encoding::encode;
use crate::error::Error as EngineError;
use crate::ids::{AttrId, EntityId};
use crate::snapshot::Snapshot;
use crate::typing::to_edn;
use crate::value::{Stored, ValueType};
use quiver_planner::{AttrStats, PatternQuery, SampledDatom, Statistics, ValueSel};
use quiver_query::edn::{Keyword as EdnKeyword, Value as Edn};
use std::ops::Bound;

pub(crate) fn planner_err(e: EngineError) -> quiver_planner::Error {
    match e {
        // A read cut short by the env interrupt while planning is an
        // interrupt of the query, not a planning error.
        EngineError::Interrupted { .. } => quiver_planner::Error::Interrupted,
        other => quiver_planner::Error::Statistics(quiver_planner::StatsError::new(other)),
    }
}

/// How a query-language entity reference resolves.
pub enum Resolved {
    /// An existing or at least well-formed entity id.
    Id(EntityId),
    /// Refers to nothing (unknown ident, missing lookup ref, not an id).
    Nothing,
}

impl Snapshot<'_> {
    /// Resolves an entity given as a long id, a lookup ref `[:attr value]`
    /// or an ident keyword.
    pub fn resolve_entity(&self, v: &Edn) -> crate::error::Result<Resolved> {
        Ok(match v {
            Edn::Long(n) if *n > 0 => Resolved::Id(EntityId(*n as u64)),
            Edn::Keyword(k) => match self.entid(k)? {
                Some(e) => Resolved::Id(e),
                None => Resolved::Nothing,
            },
            Edn::Vector(items) | Edn::List(items) if items.len() == 2 => {
                let Some(k) = items[0].as_keyword() else {
                    return Ok(Resolved::Nothing);
                };
                let Some(info) = self.schema.by_ident(k) else {
                    return Ok(Resolved::Nothing);
                };
                let Ok(value) = crate::typing::from_edn(&items[1], info.value_type) else {
                    return Ok(Resolved::Nothing);
                };
                match self
                    .store
                    .unique_holder(&self.txn, info.id, &encode(&value))?
                {
                    Some(e) => Resolved::Id(e),
                    None => Resolved::Nothing,
                }
            }
            _ => Resolved::Nothing,
        })
    }

    /// The value of a ref attribute given as a lookup ref or an ident, as
    /// the entity id it names (`0`, which no entity has, when it names
    /// none); `None` for values that are not written that way.
    pub fn ref_value(&self, v: &Edn) -> crate::error::Result<Option<Edn>> {
        Ok(match v {
            Edn::Keyword(_) | Edn::Vector(_) | Edn::List(_) => {
                Some(match self.resolve_entity(v)? {
                    Resolved::Id(id) => Edn::Long(id.0 as i64),
                    Resolved::Nothing => Edn::Long(0),
                })
            }
            _ => None,
        })
    }

    /// True for `[:attr value]` where `:attr` is a unique attribute: a
    /// lookup ref, not a tuple value.
    pub fn is_lookup_ref(&self, v: &Edn) -> bool {
        match v {
            Edn::Vector(items) | Edn::List(items) if items.len() == 2 => items[0]
                .as_keyword()
                .and_then(|k| self.schema.by_ident(k))
                .is_some_and(|info| info.unique.is_some()),
            _ => false,
        }
    }

    /// The attribute id of a keyword, if the attribute exists.
    pub fn attr_of(&self, k: &EdnKeyword) -> Option<AttrId> {
        self.schema.id_of(k)
    }
}

/// Converts a value selection into a stored-value match for attribute `a`
/// (typed as `ty`); `None` when the selection cannot match anything stored.
/// Only selections whose bounds have the attribute's type are kept exact;
/// others widen to [`ValueMatch::Any`] (the predicate still filters).
pub fn value_match(sel: &ValueSel, ty: Option<ValueType>) -> Option<ValueMatch> {
    let conv = |v: &Edn| {
        crate::typing::from_edn(v, ty)
            .ok()
            .filter(|sv| Some(sv.value_type()) == ty || ty.is_none())
    };
    Some(match sel {
        ValueSel::Any => ValueMatch::Any,
        ValueSel::Eq(v) => match crate::typing::from_edn(v, ty) {
            Ok(sv) => ValueMatch::Eq(sv),
            Err(_) => return None,
        },
        ValueSel::Range { lo, hi } if ty.is_some() => {
            let b = |b: &Bound<Edn>| -> Option<Bound<Stored>> {
                Some(match b {
                    Bound::Unbounded => Bound::Unbounded,
                    Bound::Included(v) => Bound::Included(conv(v)?),
                    Bound::Excluded(v) => Bound::Excluded(conv(v)?),
                })
            };
            match (b(lo), b(hi)) {
                (Some(l), Some(h)) => ValueMatch::Range(typed_lo(l, ty), typed_hi(h, ty)),
                _ => ValueMatch::Any,
            }
        }
        ValueSel::Prefix(p) if ty == Some(ValueType::String) => ValueMatch::Range(
            Bound::Included(Stored::string(p.as_str())),
            match crate::encoding::prefix_successor(p.as_bytes())
                .and_then(|b| String::from_utf8(b).ok())
            {
                Some(s) => Bound::Excluded(Stored::string(s.as_str())),
                None => typed_hi(Bound::Unbounded, ty),
            },
        ),
        _ => ValueMatch::Any,
    })
}

/// Closes an open lower bound at the smallest value of the type, so the
/// range stays within one type.
fn typed_lo(b: Bound<Stored>, ty: Option<ValueType>) -> Bound<Stored> {
    if !matches!(b, Bound::Unbounded) {
        return b;
    }
    match ty {
        Some(ValueType::Long) => Bound::Included(Stored::Long(i64::MIN)),
        Some(ValueType::Instant) => Bound::Included(Stored::Instant(i64::MIN)),
        Some(ValueType::Double) => {
            Stored::double(f64::NEG_INFINITY).map_or(Bound::Unbounded, Bound::Included)
        }
        Some(ValueType::Float) => {
            Stored::float(f32::NEG_INFINITY).map_or(Bound::Unbounded, Bound::Included)
        }
        Some(ValueType::String) => Bound::Included(Stored::string("")),
        _ => Bound::Unbounded,
    }
}

fn typed_hi(b: Bound<Stored>, ty: Option<ValueType>) -> Bound<Stored> {
    if !matches!(b, Bound::Unbounded) {
        return b;
    }
    match ty {
        Some(ValueType::Long) => Bound::Included(Stored::Long(i64::MAX)),
        Some(ValueType::Instant) => Bound::Included(Stored::Instant(i64::MAX)),
        Some(ValueType::Double) => {
            Stored::double(f64::INFINITY).map_or(Bound::Unbounded, Bound::Included)
        }
        Some(ValueType::Float) => {
            Stored::float(f32::INFINITY).map_or(Bound::Unbounded, Bound::Included)
        }
        _ => Bound::Unbounded,
    }
}

impl Snapshot<'_> {
    /// The engine pattern for a planner question; `None` if it matches nothing.
    pub(crate) fn engine_pattern(&self, q: &PatternQuery) -> crate::error::Result<Option<Pattern>> {
        let mut p = Pattern::any();
        if let Some(e) = &q.e {
            match self.resolve_entity(e)? {
                Resolved::Id(id) => p = p.with_e(id),
                Resolved::Nothing => return Ok(None),
            }
        }
        let mut ty = None;
        if let Some(a) = &q.a {
            match self.attr_of(a) {
                Some(id) => {
                    p = p.with_a(id);
                    ty = self.schema.get(id).and_then(|i| i.value_type);
                }
                None => return Ok(None),
            }
        }
        let resolved;
        let mut sel = &q.v;
        if let (Some(ValueType::Ref), ValueSel::Eq(v)) = (ty, &q.v) {
            match self.ref_value(v)? {
                Some(Edn::Long(0)) => return Ok(None),
                Some(id) => {
                    resolved = ValueSel::Eq(id);
                    sel = &resolved;
                }
                None => {}
            }
        }
        match value_match(sel, ty) {
            Some(m) => p.v = m,
            None => return Ok(None),
        }
        Ok(Some(p))
    }
}

impl Statistics for Snapshot<'_> {
    fn count(&self, q: &PatternQuery) -> quiver_planner::Result<u64> {
        match self.engine_pattern(q).map_err(planner_err)? {
            Some(p) => self.count(&p).map_err(planner_err),
            None => Ok(0),
        }
    }

    fn sample(
        &self,
        q: &PatternQuery,
        k: usize,
        seed: u64,
    ) -> quiver_planner::Result<Vec<SampledDatom>> {
        let Some(p) = self.engine_pattern(q).map_err(planner_err)? else {
            return Ok(Vec::new());
        };
        let mut rng = quiver_kv::SampleRng::new(seed);
        let datoms = self.sample(&p, k, &mut rng).map_err(planner_err)?;
        Ok(datoms
            .into_iter()
            .filter_map(|d| {
                let a = self.schema.ident(d.a)?;
                Some(SampledDatom {
                    e: Edn::Long(d.e.0 as i64),
                    a: a.clone(),
                    v: to_edn(&d.v),
                })
            })
            .collect())
    }

    fn entity_ids(
        &self,
        q: &PatternQuery,
        max: u64,
    ) -> quiver_planner::Result<Option<std::sync::Arc<[u64]>>> {
        let none: std::sync::Arc<[u64]> = std::sync::Arc::from([]);
        let Some(p) = self.engine_pattern(q).map_err(planner_err)? else {
            return Ok(Some(none));
        };
        let (None, Some(a), ValueMatch::Eq(v)) = (p.e, p.a, &p.v) else {
            return Ok(None);
        };
        if self.count(&p).map_err(planner_err)? > max {
            return Ok(None);
        }
        let Some(key) = self.av_key(a, v).map_err(planner_err)? else {
            return Ok(Some(none));
        };
        let mut ave = self.cursor(crate::datom::Index::Ave).map_err(planner_err)?;
        let ids = crate::store::ave_entities(&mut ave, &key, || Ok::<(), EngineError>(()))
            .map_err(planner_err)?;
        Ok(Some(ids.into()))
    }

    fn attribute(&self, attr: &EdnKeyword) -> quiver_planner::Result<Option<AttrStats>> {
        let Some(id) = self.attr_of(attr) else {
            return Ok(None);
        };
        let Some(info) = self.schema.get(id) else {
            return Ok(None);
        };
        let datoms = self.count(&Pattern::attr(id)).map_err(planner_err)?;
        let distinct_values = self.distinct_values(id).map_err(planner_err)?;
        Ok(Some(AttrStats {
            datoms,
            distinct_values,
            many: info.is_many(),
            is_ref: info.is_ref(),
            unique: info.unique.is_some(),
        }))
    }
}
