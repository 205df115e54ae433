//! `quiver` — the database crate.
//!
//! * One value model ([`Value`], the query language's EDN value, with
//!   [`Keyword`], [`Symbol`], [`Uuid`]) from the reader to the result, and
//!   typed ids ([`EntityId`], [`AttrId`], [`TxId`], [`GiantId`]). How
//!   values are stored and encoded is the storage crate's (`quiver-store`).
//! * Storage on DLMDB: the `eav` and `ave` indexes, `meta` and `giants`
//!   (docs/storage-format.md describes every byte).
//! * [`Db`]: open a database, [`Db::transact`] [`TxData`] — the one tx
//!   vocabulary, built in Rust or read from EDN ([`Db::transact_edn`]):
//!   upserts, lookup refs, cardinality, uniqueness, schema changes, all or
//!   nothing.
//! * [`Snapshot`]: a consistent read view — [`Snapshot::entity`],
//!   [`Snapshot::pull`], and Datalevin's index access:
//!   [`Snapshot::datoms`], [`Snapshot::seek_datoms`],
//!   [`Snapshot::rseek_datoms`], [`Snapshot::index_range`],
//!   [`Snapshot::count_datoms`], [`Snapshot::cardinality`]; lazy entities
//!   ([`Snapshot::entity_handle`]).
//! * Transaction listeners ([`Db::listen`]) and speculative transactions
//!   ([`Db::with`]).
//! * With the feature `arrow`: `quiver::arrow`, datoms, one table per
//!   entity kind and query results as Arrow record batches, streamed in
//!   batches of bounded size (docs/arrow-and-parquet.md).
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
mod facts;
mod index_access;

pub use db::{
    DEFAULT_LISTENER_CAPACITY, Db, ListenerId, QueryBuilder, Snapshot, StorageStats, TxEvent,
    TxListener, TxTemplate, WithDb, WithTiming, backup,
};
pub use entity_nav::{EntityHandle, Field, Got};
pub use facts::{AttrValue, Datom, Entity, TxReport};
pub use index_access::{Datoms, Walk, index_of};
pub use quiver_exec::{
    CacheStats, CancelToken, DEFAULT_ACCESS_CACHE_BYTES, PreparedQuery, QueryCaches, QueryError,
    QueryOptions, QueryResult, QueryTarget, Sources, UnknownAttribute, db_input, extra_inputs,
    this_db_input,
};
pub use quiver_kv::SampleRng;
pub use quiver_kv::dlmdb_version;
pub use quiver_kv::{exit_on_damage, ignore_file_size_signal};
/// Reading and printing EDN (`quiver::edn::read_value`, …); its
/// `Value` is [`quiver::Value`](Value).
pub use quiver_query::edn;
/// The one value model, from the reader to the result: queries take and
/// return these, tx-data holds them, datoms and entities carry them
/// (D-850).
pub use quiver_query::edn::{Keyword, Symbol, Uuid, Value};
/// The one tx vocabulary: what EDN tx-data reads into and what the Rust
/// builder ([`TxData`]) makes.
pub use quiver_query::tx::{EntityMap, EntityRef, MapAttr, TempId, TxData, TxOp, TxValue};
pub use quiver_store::Index;
pub use quiver_store::ParseError;
pub use quiver_store::ValueType;
pub use quiver_store::schema_map_to_tx;
pub use quiver_store::{AttrId, EntityId, GiantId, TxId};
pub use quiver_store::{AttrInfo, Cardinality, DB_TX_INSTANT, Schema, Unique};
pub use quiver_store::{DbOptions, SpaceReport};
pub use quiver_store::{Error, ErrorKind, KvError, PlanError, Result, TxErrorKind};
pub use quiver_store::{ImportOptions, ImportProgress, ImportReport, SORT_BYTES_PER_TEXT_BYTE};
pub use quiver_store::{MAX_PULL_DEPTH, PreparedPull};
