//! `quiver` — the database crate.
//!
//! * The value model ([`Value`], [`ValueType`]) and typed ids ([`EntityId`],
//!   [`AttrId`], [`TxId`], [`GiantId`]); the order-preserving byte encoding
//!   of values is the storage crate's (`quiver-store`).
//! * Storage on DLMDB: the `eav` and `ave` indexes, `meta` and `giants`
//!   (docs/storage-format.md describes every byte).
//! * [`Db`]: open a database, [`Db::transact`] [`TxData`] (upserts, lookup
//!   refs, cardinality, uniqueness, schema changes — all or nothing).
//! * [`Snapshot`]: a consistent read view — [`Snapshot::entity`](quiver_store::Snapshot::entity),
//!   [`Snapshot::datoms`](quiver_store::Snapshot::datoms), and the planner's statistics
//!   ([`Snapshot::count`](quiver_store::Snapshot::count), [`Snapshot::distinct_values`](quiver_store::Snapshot::distinct_values),
//!   [`Snapshot::sample`](quiver_store::Snapshot::sample)).
//! * With the feature `arrow`: `quiver::arrow`, datoms, one table per
//!   entity kind and query results as Arrow record batches, streamed in
//!   batches of bounded size (docs/arrow-and-parquet.md).
//! * Datalevin's database API: index access ([`Snapshot::datoms`](quiver_store::Snapshot::datoms),
//!   [`Snapshot::index_range`](quiver_store::Snapshot::index_range), [`Snapshot::count_datoms`](quiver_store::Snapshot::count_datoms), and with EDN
//!   arguments: [`Snapshot::datoms_edn`] and the like), lazy entities
//!   ([`Snapshot::entity_handle`]), transaction listeners ([`Db::listen`])
//!   and speculative transactions ([`Db::with`]).

//!
//! The crate is a facade over three layers, each its own crate so the
//! compiler checks that dependencies point down (D-820): `quiver-store`
//! (values, encoding, indexes, transactions, import), `quiver-exec`
//! (compiling and running queries) and this crate (`Db`, `Snapshot`,
//! `QueryBuilder`, listeners, speculative transactions, Arrow). Every module
//! is private but `arrow` (a namespace for the Arrow types); the list below
//! is the whole API.

#![forbid(unsafe_code)]
#![cfg_attr(not(test), deny(clippy::unwrap_used, clippy::expect_used))]

#[cfg(feature = "arrow")]
pub mod arrow;
mod db;
mod entity_nav;
mod index_edn;

pub use db::{
    DEFAULT_LISTENER_CAPACITY, Db, ListenerId, QueryBuilder, Snapshot, StorageStats, TxEvent,
    TxListener, TxTemplate, WithDb, WithTiming, backup,
};
pub use entity_nav::{EntityHandle, Field, Got};
pub use index_edn::{DatomWalk, Walk, index_of};
pub use quiver_exec::{
    CacheStats, CancelToken, DEFAULT_ACCESS_CACHE_BYTES, PreparedQuery, QueryCaches, QueryError,
    QueryOptions, QueryResult, QueryTarget, Sources, UnknownAttribute, db_input, extra_inputs,
    this_db_input,
};
pub use quiver_kv::SampleRng;
pub use quiver_kv::dlmdb_version;
pub use quiver_kv::{exit_on_damage, ignore_file_size_signal};
/// The EDN values queries take and return (`quiver::edn::Value`), so an
/// embedder needs no other dependency.
pub use quiver_query::edn;
pub use quiver_store::ParseError;
pub use quiver_store::{AttrId, EntityId, GiantId, TxId};
pub use quiver_store::{AttrInfo, Cardinality, DB_TX_INSTANT, Schema, Unique};
pub use quiver_store::{AttrValue, Datoms, Entity, RDatoms};
pub use quiver_store::{Datom, Index};
pub use quiver_store::{DbOptions, SpaceReport};
pub use quiver_store::{Double, Float, Keyword, Symbol, Uuid, Value, ValueType};
pub use quiver_store::{EntityMap, EntityRef, TempId, TxData, TxOp, TxValue};
pub use quiver_store::{Error, KvError, PlanError, Result, TxErrorKind};
pub use quiver_store::{ImportOptions, ImportProgress, ImportReport, SORT_BYTES_PER_TEXT_BYTE};
pub use quiver_store::{MAX_PULL_DEPTH, PreparedPull};
pub use quiver_store::{Pattern, ValueMatch};
pub use quiver_store::{TxReport, schema_map_to_tx, tx_data_from_op_runs, tx_data_from_ops};
pub use quiver_store::{edn_keyword, to_edn};
