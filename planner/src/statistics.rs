//! What the planner may ask of the data: exact counts and random samples.
//!
//! The engine implements [`Statistics`] over one read snapshot; the planner
//! never scans data itself. Entity ids travel as `Value::Long`.

use crate::error::Result;
use quiver_query::edn::{Keyword, Value};
use std::ops::Bound;
use std::sync::Arc;

/// Which values a pattern's value position may take.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ValueSel {
    /// Any value.
    Any,
    /// Exactly this value.
    Eq(Value),
    /// Values in a range (numbers compare numerically across types, other
    /// values by type and order).
    Range {
        /// Lower bound.
        lo: Bound<Value>,
        /// Upper bound.
        hi: Bound<Value>,
    },
    /// Strings starting with this prefix.
    Prefix(String),
}

impl ValueSel {
    /// True when the selection is not [`ValueSel::Any`].
    pub fn is_constrained(&self) -> bool {
        !matches!(self, ValueSel::Any)
    }
}

/// A data pattern with some positions fixed: the question behind every
/// count and sample.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PatternQuery {
    /// Entity: an id (`Long`), a lookup ref (`[attr value]`) or an ident
    /// (keyword); `None` for any.
    pub e: Option<Value>,
    /// Attribute; `None` for any.
    pub a: Option<Keyword>,
    /// Value selection.
    pub v: ValueSel,
}

/// One random datom of a pattern's matches.
#[derive(Clone, Debug, PartialEq)]
pub struct SampledDatom {
    /// Entity id.
    pub e: Value,
    /// Attribute.
    pub a: Keyword,
    /// Value (refs as `Long` entity ids).
    pub v: Value,
}

/// Per-attribute facts from the schema and the engine's counters.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct AttrStats {
    /// Datoms of the attribute.
    pub datoms: u64,
    /// Distinct values of the attribute.
    pub distinct_values: u64,
    /// Cardinality many.
    pub many: bool,
    /// A ref attribute.
    pub is_ref: bool,
    /// Unique (identity or value).
    pub unique: bool,
}

/// The planner's view of the data. Every method answers from one snapshot.
pub trait Statistics {
    /// The exact number of datoms matching `q` (O(log n) in the engine).
    fn count(&self, q: &PatternQuery) -> Result<u64>;
    /// Up to `k` datoms drawn uniformly from the matches of `q` (all of them
    /// when there are at most `k`). The same seed draws the same sample.
    fn sample(&self, q: &PatternQuery, k: usize, seed: u64) -> Result<Vec<SampledDatom>>;
    /// Facts about an attribute, or `None` if it has no data and no schema.
    fn attribute(&self, attr: &Keyword) -> Result<Option<AttrStats>>;
    /// The entity ids of a pattern with an attribute and one value given
    /// and no entity (`[?e :a v]`), ascending, when it has at most `max`
    /// matches: the planner tests a sample's entities against them at once
    /// instead of counting each (D-843). `None` when there are more, or
    /// when the source cannot say (the default).
    fn entity_ids(&self, q: &PatternQuery, max: u64) -> Result<Option<Arc<[u64]>>> {
        let _ = (q, max);
        Ok(None)
    }
}
