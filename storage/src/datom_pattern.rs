//! Datom patterns — constants in any of `[e a v]`, a value constraint
//! ([`ValueMatch`]) — and the `ave` key ranges a value constraint covers
//! ([`AvBounds`]). The counts and samples of a pattern are in
//! `pattern_counts.rs`; the index walks in `snapshot.rs`.

use std::ops::Bound;

use crate::datom::Datom;
use crate::encoding::{encode, inline_limit, prefix_successor, range_bound_bytes};
use crate::error::Result;
use crate::ids::{AttrId, EntityId};
use crate::value::Stored;

/// A constraint on a datom's value.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum ValueMatch {
    /// Any value.
    #[default]
    Any,
    /// Exactly this value.
    Eq(Stored),
    /// Values within the bounds (in [`Stored`]'s order: values of other
    /// types fall outside a range whose bounds share a type).
    Range(Bound<Stored>, Bound<Stored>),
}

impl ValueMatch {
    /// Whether `v` satisfies the constraint.
    pub fn matches(&self, v: &Stored) -> bool {
        match self {
            ValueMatch::Any => true,
            ValueMatch::Eq(x) => v == x,
            ValueMatch::Range(lo, hi) => {
                let above = match lo {
                    Bound::Unbounded => true,
                    Bound::Included(l) => range_cmp(v, l).is_ge(),
                    Bound::Excluded(l) => range_cmp(v, l).is_gt(),
                };
                let below = match hi {
                    Bound::Unbounded => true,
                    Bound::Included(h) => range_cmp(v, h).is_le(),
                    Bound::Excluded(h) => range_cmp(v, h).is_lt(),
                };
                above && below
            }
        }
    }

    /// The bounds as byte bounds over full encodings. A bigdec bound
    /// covers its number at every scale (D-936): its number's bytes are a
    /// prefix of each such encoding, so a lower bound starts at them (or
    /// past every key they begin) and an upper bound ends there.
    fn encoded(&self) -> (Bound<Vec<u8>>, Bound<Vec<u8>>) {
        let past = |b: Vec<u8>| prefix_successor(&b).map_or(Bound::Unbounded, Bound::Included);
        let lo = |b: &Bound<Stored>| match b {
            Bound::Unbounded => Bound::Unbounded,
            Bound::Included(v) => Bound::Included(range_bound_bytes(v)),
            Bound::Excluded(v @ Stored::BigDec(_)) => past(range_bound_bytes(v)),
            Bound::Excluded(v) => Bound::Excluded(encode(v)),
        };
        let hi = |b: &Bound<Stored>| match b {
            Bound::Unbounded => Bound::Unbounded,
            Bound::Included(v @ Stored::BigDec(_)) => {
                let b = range_bound_bytes(v);
                prefix_successor(&b).map_or(Bound::Unbounded, Bound::Excluded)
            }
            Bound::Included(v) => Bound::Included(encode(v)),
            Bound::Excluded(v) => Bound::Excluded(range_bound_bytes(v)),
        };
        match self {
            ValueMatch::Any => (Bound::Unbounded, Bound::Unbounded),
            ValueMatch::Eq(v) => {
                let e = encode(v);
                (Bound::Included(e.clone()), Bound::Included(e))
            }
            ValueMatch::Range(l, h) => (lo(l), hi(h)),
        }
    }
}

/// How a value compares with a range bound: by [`Stored`]'s order, but two
/// decimals by their numbers alone (`2M` is within `[2.0M, 3M]`, D-936).
fn range_cmp(v: &Stored, bound: &Stored) -> std::cmp::Ordering {
    match (v, bound) {
        (Stored::BigDec(a), Stored::BigDec(b)) => a.cmp(b),
        _ => v.cmp(bound),
    }
}

/// A datom pattern with constants in any positions: `[e a v]` where each
/// position is a constant or free.
///
/// ```
/// use quiver_store::{AttrId, Pattern, Stored};
/// let p = Pattern::any().with_a(AttrId(16)).with_range(Stored::Long(10), Stored::Long(20));
/// assert!(p.e.is_none());
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Pattern {
    /// The entity, if constant.
    pub e: Option<EntityId>,
    /// The attribute, if constant.
    pub a: Option<AttrId>,
    /// The value constraint.
    pub v: ValueMatch,
}

impl Pattern {
    /// `[?e ?a ?v]`: every datom.
    pub fn any() -> Self {
        Pattern::default()
    }

    /// `[e ?a ?v]`.
    pub fn entity(e: EntityId) -> Self {
        Pattern {
            e: Some(e),
            ..Pattern::default()
        }
    }

    /// `[?e a ?v]`.
    pub fn attr(a: AttrId) -> Self {
        Pattern {
            a: Some(a),
            ..Pattern::default()
        }
    }

    /// With a constant entity.
    pub fn with_e(mut self, e: EntityId) -> Self {
        self.e = Some(e);
        self
    }

    /// With a constant attribute.
    pub fn with_a(mut self, a: AttrId) -> Self {
        self.a = Some(a);
        self
    }

    /// With a constant value.
    pub fn with_v(mut self, v: Stored) -> Self {
        self.v = ValueMatch::Eq(v);
        self
    }

    /// With a value range `lo <= v < hi`.
    pub fn with_range(mut self, lo: Stored, hi: Stored) -> Self {
        self.v = ValueMatch::Range(Bound::Included(lo), Bound::Excluded(hi));
        self
    }

    /// With any value bounds.
    pub fn with_bounds(mut self, lo: Bound<Stored>, hi: Bound<Stored>) -> Self {
        self.v = ValueMatch::Range(lo, hi);
        self
    }

    /// Whether a datom matches.
    pub fn matches(&self, d: &Datom) -> bool {
        self.e.is_none_or(|e| e == d.e) && self.a.is_none_or(|a| a == d.a) && self.v.matches(&d.v)
    }
}

/// Byte bounds over `attr ‖ form` entries for one attribute and value
/// constraint, widened to contain every giant whose kept prefix equals a
/// bound's, plus those prefixes (the blocks to recheck).
pub struct AvBounds {
    lo: Bound<Vec<u8>>,
    hi: Bound<Vec<u8>>,
    pub(crate) blocks: Vec<Vec<u8>>,
    /// Full-encoding bounds, for rechecking blocks.
    vlo: Bound<Vec<u8>>,
    vhi: Bound<Vec<u8>>,
}

impl AvBounds {
    /// The `ave` key range of attribute `a`'s values that `v` matches, for
    /// an index budget of `budget` bytes.
    pub fn new(a: AttrId, v: &ValueMatch, budget: usize) -> Result<AvBounds> {
        let limit = inline_limit(budget)?;
        let attr = a.to_be_bytes();
        let (vlo, vhi) = v.encoded();
        let mut blocks = Vec::new();
        let key = |enc: &[u8]| {
            let mut k = attr.to_vec();
            k.extend_from_slice(enc);
            k
        };
        let lo = match &vlo {
            Bound::Unbounded => Bound::Included(attr.to_vec()),
            Bound::Included(e) | Bound::Excluded(e) if e.len() > limit => {
                let p = key(&e[..limit]);
                blocks.push(p.clone());
                Bound::Included(p)
            }
            Bound::Included(e) => Bound::Included(key(e)),
            Bound::Excluded(e) => Bound::Excluded(key(e)),
        };
        let after = |k: &[u8]| prefix_successor(k).map_or(Bound::Unbounded, Bound::Excluded);
        let hi = match &vhi {
            Bound::Unbounded => after(&attr),
            Bound::Included(e) | Bound::Excluded(e) if e.len() > limit => {
                let p = key(&e[..limit]);
                if !blocks.contains(&p) {
                    blocks.push(p.clone());
                }
                after(&p)
            }
            Bound::Included(e) => Bound::Included(key(e)),
            Bound::Excluded(e) => Bound::Excluded(key(e)),
        };
        Ok(AvBounds {
            lo,
            hi,
            blocks,
            vlo,
            vhi,
        })
    }

    /// The lower bound of the `attr ‖ form` keys.
    pub fn lo(&self) -> Bound<&[u8]> {
        self.lo.as_ref().map(Vec::as_slice)
    }

    /// The upper bound of the `attr ‖ form` keys.
    pub fn hi(&self) -> Bound<&[u8]> {
        self.hi.as_ref().map(Vec::as_slice)
    }

    /// Whether a full encoding lies within the value bounds.
    pub(crate) fn contains(&self, enc: &[u8]) -> bool {
        let above = match &self.vlo {
            Bound::Unbounded => true,
            Bound::Included(l) => enc >= l.as_slice(),
            Bound::Excluded(l) => enc > l.as_slice(),
        };
        let below = match &self.vhi {
            Bound::Unbounded => true,
            Bound::Included(h) => enc <= h.as_slice(),
            Bound::Excluded(h) => enc < h.as_slice(),
        };
        above && below
    }

    /// Whether the range is empty by its bounds.
    pub fn is_empty(&self) -> bool {
        match (&self.lo, &self.hi) {
            (Bound::Included(l) | Bound::Excluded(l), Bound::Included(h) | Bound::Excluded(h)) => {
                l > h
                    || (l == h
                        && !(matches!(self.lo, Bound::Included(_))
                            && matches!(self.hi, Bound::Included(_))))
            }
            _ => false,
        }
    }
}

pub(crate) fn flip(b: Bound<&[u8]>) -> Bound<&[u8]> {
    match b {
        Bound::Included(x) => Bound::Excluded(x),
        Bound::Excluded(x) => Bound::Included(x),
        Bound::Unbounded => Bound::Unbounded,
    }
}
