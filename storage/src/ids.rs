//! Typed identifiers: entities, attributes, transactions and giant values.
//!
//! # Id space
//!
//! Entity ids and transaction ids share one `u64` space, because a
//! transaction *is* an entity (it carries `:db/txInstant` and any user
//! metadata asserted on the tx tempid), but they come from disjoint ranges so
//! they never collide:
//!
//! | range | holds |
//! |---|---|
//! | `0` | never an entity; reserved as "no entity" |
//! | `1 ..= 2^62 - 1` ([`EntityId::MAX_USER`]) | user entities, allocated upward from 1, never reused |
//! | `2^62` | reserved (it would be transaction number 0) |
//! | `2^62 + 1 ..= 2^63 - 1` | transactions: tx number `t` (from 1) is entity `2^62 + t` |
//! | `2^63 ..` | unused, so every id fits in a non-negative `i64` (a Datalog long) |
//!
//! Keeping every id below `2^63` matters because queries see ids as longs:
//! `[?e :a ?v]` binds `?e` to an `i64`, and EDN has no unsigned integers.
//!
//! Attribute ids are a separate `u32` space: attributes are interned keywords,
//! not entities.
//!
//! All ids are written big-endian in keys so byte order equals numeric order.

use std::fmt;

/// An entity id. Any `u64` is representable; see `ids.rs`'s module docs for
/// which ranges the database allocates.
///
/// ```
/// use quiver::EntityId;
/// let e = EntityId(42);
/// assert_eq!(EntityId::from_be_bytes(e.to_be_bytes()), e);
/// assert!(!e.is_tx());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct EntityId(pub u64);

impl EntityId {
    /// The first id handed to a user entity.
    pub const FIRST_USER: EntityId = EntityId(1);
    /// The largest id a user entity can have (`2^62 - 1`).
    pub const MAX_USER: EntityId = EntityId(TxId::BASE - 1);

    /// The 8-byte big-endian form used in keys.
    pub const fn to_be_bytes(self) -> [u8; 8] {
        self.0.to_be_bytes()
    }

    /// Reads the 8-byte big-endian form.
    pub const fn from_be_bytes(bytes: [u8; 8]) -> Self {
        EntityId(u64::from_be_bytes(bytes))
    }

    /// Whether the id lies in the user-entity range `1 ..= 2^62 - 1`.
    pub const fn is_user(self) -> bool {
        self.0 >= Self::FIRST_USER.0 && self.0 <= Self::MAX_USER.0
    }

    /// Whether the id lies in the transaction range.
    pub const fn is_tx(self) -> bool {
        self.0 > TxId::BASE && self.0 <= TxId::MAX_RAW
    }

    /// The transaction this entity is, if it lies in the transaction range.
    pub const fn as_tx(self) -> Option<TxId> {
        TxId::from_raw(self.0)
    }
}

impl fmt::Display for EntityId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}

/// An attribute id: the interned form of an attribute keyword.
///
/// ```
/// use quiver::AttrId;
/// assert_eq!(AttrId(7).to_be_bytes(), [0, 0, 0, 7]);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct AttrId(pub u32);

impl AttrId {
    /// The 4-byte big-endian form used in keys.
    pub const fn to_be_bytes(self) -> [u8; 4] {
        self.0.to_be_bytes()
    }

    /// Reads the 4-byte big-endian form.
    pub const fn from_be_bytes(bytes: [u8; 4]) -> Self {
        AttrId(u32::from_be_bytes(bytes))
    }
}

impl fmt::Display for AttrId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}

/// A transaction id. Always in the transaction range `2^62 + 1 ..= 2^63 - 1`, so
/// it is also a valid [`EntityId`] (the tx entity) that no user entity can
/// have.
///
/// ```
/// use quiver::TxId;
/// let tx = TxId::from_t(1).unwrap();
/// assert_eq!(tx.t(), 1);
/// assert_eq!(tx.as_entity().as_tx(), Some(tx));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct TxId(u64);

impl TxId {
    /// The first raw value of the transaction range, `2^62`.
    pub const BASE: u64 = 1 << 62;
    /// The last raw value of the transaction range, `2^63 - 1`.
    pub const MAX_RAW: u64 = i64::MAX as u64;

    /// The transaction with sequence number `t` (the first transaction is
    /// `t = 1`). `None` for `t = 0` or past the end of the range.
    pub const fn from_t(t: u64) -> Option<Self> {
        if t == 0 || t > Self::MAX_RAW - Self::BASE {
            None
        } else {
            Some(TxId(Self::BASE + t))
        }
    }

    /// The transaction with this raw id; `None` outside the transaction range.
    pub const fn from_raw(raw: u64) -> Option<Self> {
        if raw > Self::BASE && raw <= Self::MAX_RAW {
            Some(TxId(raw))
        } else {
            None
        }
    }

    /// The raw id (in the entity-id space).
    pub const fn raw(self) -> u64 {
        self.0
    }

    /// The transaction's sequence number, counting from 1.
    pub const fn t(self) -> u64 {
        self.0 - Self::BASE
    }

    /// The tx entity's id.
    pub const fn as_entity(self) -> EntityId {
        EntityId(self.0)
    }

    /// The 8-byte big-endian form used in keys.
    pub const fn to_be_bytes(self) -> [u8; 8] {
        self.0.to_be_bytes()
    }

    /// Reads the 8-byte big-endian form; `None` outside the transaction range.
    pub const fn from_be_bytes(bytes: [u8; 8]) -> Option<Self> {
        Self::from_raw(u64::from_be_bytes(bytes))
    }
}

impl fmt::Display for TxId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}

/// The id of a giant value: one whose encoding is too long for an index entry
/// and is stored whole in the `giants` db under this id (see
/// [`crate::encoding::index_bytes`]). Assigned by the engine from a counter.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct GiantId(pub u64);

impl GiantId {
    /// The 8-byte big-endian form used in keys.
    pub const fn to_be_bytes(self) -> [u8; 8] {
        self.0.to_be_bytes()
    }

    /// Reads the 8-byte big-endian form.
    pub const fn from_be_bytes(bytes: [u8; 8]) -> Self {
        GiantId(u64::from_be_bytes(bytes))
    }
}

impl fmt::Display for GiantId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}

/// An entity id as a value: a long, as queries return it and tx-data
/// writes it (a long on a ref attribute is the entity).
impl From<EntityId> for quiver_query::edn::Value {
    fn from(e: EntityId) -> Self {
        quiver_query::edn::Value::from(e.0)
    }
}

/// An entity id in an entity position of tx-data.
impl From<EntityId> for quiver_query::tx::EntityRef {
    fn from(e: EntityId) -> Self {
        quiver_query::tx::EntityRef::Id(e.0)
    }
}

/// An entity id in a value position of tx-data (a reference).
impl From<EntityId> for quiver_query::tx::TxValue {
    fn from(e: EntityId) -> Self {
        quiver_query::tx::TxValue::Value(e.into())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges_are_disjoint() {
        assert!(EntityId::FIRST_USER.is_user());
        assert!(EntityId::MAX_USER.is_user());
        assert!(!EntityId::MAX_USER.is_tx());
        assert!(!EntityId(0).is_user());
        assert!(!EntityId(TxId::BASE).is_tx(), "t = 0 is not a transaction");
        let first = TxId::from_t(1).unwrap();
        assert!(first.as_entity().is_tx());
        assert!(!first.as_entity().is_user());
        assert_eq!(TxId::from_t(0), None);
        let last = TxId::from_raw(TxId::MAX_RAW).unwrap();
        assert_eq!(TxId::from_t(last.t()), Some(last));
        assert_eq!(TxId::from_t(last.t() + 1), None);
        assert_eq!(EntityId(u64::MAX).as_tx(), None);
        assert!(i64::try_from(TxId::MAX_RAW).is_ok());
    }

    #[test]
    fn be_bytes_sort_numerically() {
        let ids = [0u64, 1, 255, 256, 1 << 40, u64::MAX];
        for w in ids.windows(2) {
            assert!(EntityId(w[0]).to_be_bytes() < EntityId(w[1]).to_be_bytes());
        }
        assert!(AttrId(255).to_be_bytes() < AttrId(256).to_be_bytes());
        let tx = TxId::from_t(9).unwrap();
        assert_eq!(TxId::from_be_bytes(tx.to_be_bytes()), Some(tx));
        assert_eq!(GiantId::from_be_bytes(GiantId(5).to_be_bytes()), GiantId(5));
    }
}
