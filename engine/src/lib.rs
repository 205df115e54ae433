//! `quiver` — the database crate.
//!
//! * The value model ([`Value`], [`ValueType`]), typed ids ([`EntityId`],
//!   [`AttrId`], [`TxId`], [`GiantId`]) and the order-preserving, prefix-free
//!   byte encoding of values ([`encoding`]).
//! * Storage on DLMDB: the `eav` and `ave` indexes, `meta` and `giants`
//!   (docs/storage-format.md describes every byte).
//! * [`Db`]: open a database, [`Db::transact`] [`TxData`] (upserts, lookup
//!   refs, cardinality, uniqueness, schema changes — all or nothing).
//! * [`Snapshot`]: a consistent read view — [`Snapshot::entity`],
//!   [`Snapshot::datoms`], and the planner's statistics
//!   ([`Snapshot::count`], [`Snapshot::distinct_values`],
//!   [`Snapshot::sample`]).
//! * With the feature `arrow`: `quiver::arrow`, datoms, one table per
//!   entity kind and query results as Arrow record batches, streamed in
//!   batches of bounded size (docs/arrow-and-parquet.md).
//! * Datalevin's database API: index access ([`Snapshot::datoms`],
//!   [`Snapshot::index_range`], [`Snapshot::count_datoms`], and with EDN
//!   arguments in [`index_edn`]), lazy entities
//!   ([`Snapshot::entity_handle`]), transaction listeners ([`Db::listen`])
//!   and speculative transactions ([`Db::with`]).

#[cfg(feature = "arrow")]
pub mod arrow;
pub mod datom;
mod db;
pub mod edn_value;
pub mod encoding;
pub mod entity_nav;
pub mod error;
pub mod ids;
pub mod import;
pub mod index_edn;
pub mod pattern_counts;
pub mod pull;
pub mod query;
pub mod schema;
mod schema_change;
mod snapshot;
mod store;
mod transact;
pub mod tx_data;
pub mod tx_edn;
pub mod value;
mod verify;
mod versions;

pub use datom::{Datom, Index};
pub use db::{
    DEFAULT_LISTENER_CAPACITY, Db, ListenerId, QueryBuilder, StorageStats, TxEvent, TxListener,
    TxTemplate, WithDb, WithTiming,
};
pub use entity_nav::{EntityHandle, Field, Got};
pub use error::ParseError;
pub use error::{Error, Result, TxErrorKind};
pub use ids::{AttrId, EntityId, GiantId, TxId};
pub use import::{ImportOptions, ImportProgress, ImportReport};
pub use index_edn::{DatomWalk, Walk};
pub use pattern_counts::{Pattern, ValueMatch};
pub use pull::{MAX_PULL_DEPTH, PreparedPull};
pub use query::{
    CacheStats, CancelToken, DEFAULT_ACCESS_CACHE_BYTES, PreparedQuery, QueryCaches, QueryError,
    QueryOptions, QueryResult, Sources, UnknownAttribute, db_input, this_db_input,
};
pub use quiver_kv::SampleRng;
pub use quiver_kv::{exit_on_damage, ignore_file_size_signal};
/// The EDN values queries take and return (`quiver::edn::Value`), so an
/// embedder needs no other dependency.
pub use quiver_query::edn;
pub use schema::{AttrInfo, Cardinality, Schema, Unique};
pub use snapshot::{AttrValue, Datoms, Entity, RDatoms, Snapshot};
pub use store::{DbOptions, SpaceReport};
#[doc(hidden)]
pub use transact::FAST_TX_MIN_STEPS;
pub use transact::TxReport;
pub use tx_data::{EntityMap, EntityRef, TempId, TxData, TxOp, TxValue};
pub use tx_edn::tx_data_from_ops;
pub use value::{Double, Float, Keyword, Symbol, Uuid, Value, ValueType};
