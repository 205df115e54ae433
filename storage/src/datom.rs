//! Datoms and the index orders they can be read in.

use std::fmt;

use crate::ids::{AttrId, EntityId};
use crate::value::Stored;

/// One fact: entity `e` has value `v` for attribute `a`. (No history in
/// version 1, so there is no tx or added flag.)
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Datom {
    /// The entity.
    pub e: EntityId,
    /// The attribute.
    pub a: AttrId,
    /// The value.
    pub v: Stored,
}

impl Datom {
    /// A datom.
    pub fn new(e: EntityId, a: AttrId, v: Stored) -> Self {
        Datom { e, a, v }
    }
}

impl fmt::Display for Datom {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "[{} {} {}]", self.e, self.a, self.v)
    }
}

/// The order datoms are read in by [`crate::Snapshot::datoms`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Index {
    /// Entity, attribute, value: the `eav` db. Components: `[e a v]`.
    Eav,
    /// Attribute, value, entity: the `ave` db. Components: `[a v e]`.
    Ave,
    /// Value (an entity id), attribute, entity — the reverse-reference
    /// order, answered from `ave` (there is no VAE db). Components:
    /// `[v a]`, `v` required and a ref.
    Vae,
}
