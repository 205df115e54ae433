//! `quiver` — the database crate.
//!
//! Today it holds the value model ([`Value`], [`ValueType`]), typed ids
//! ([`EntityId`], [`AttrId`], [`TxId`], [`GiantId`]) and the
//! order-preserving, prefix-free byte encoding of values ([`encoding`]).
//! Storage, transactions and queries come next.

pub mod encoding;
pub mod error;
pub mod ids;
pub mod value;

pub use error::{Error, Result};
pub use ids::{AttrId, EntityId, GiantId, TxId};
pub use value::{Double, Float, Keyword, Symbol, Uuid, Value, ValueType};
