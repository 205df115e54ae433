//! `quiver-store` — Quiver's storage layer: the value model as stored, the
//! order-preserving byte encoding, datoms, ids and the schema, the four
//! DLMDB databases (`eav`, `ave`, `meta`, `giants`), snapshots, the write
//! path (transactions, schema changes, bulk import), and the counts and
//! samples the planner chooses plans on.
//!
//! Embedders use the `quiver` crate, which re-exports what they need; this
//! crate's public items are what the execution layer (`quiver-exec`) and the
//! `quiver` facade build on. Every module is private: the list below is the
//! whole API (docs/architecture.md, D-820).

#![forbid(unsafe_code)]
#![cfg_attr(not(test), deny(clippy::unwrap_used, clippy::expect_used))]

mod bulk_load;
mod datom;
mod datom_pattern;
mod decimal;
mod encoding;
mod error;
mod ids;
mod pattern_counts;
mod planner_stats;
mod pull_eval;
mod schema;
mod schema_change;
mod schema_load;
mod snapshot;
mod store;
mod transact;
mod tx_typing;
mod typed_tx;
mod typing;
mod value;
mod verify;
mod versions;

// The value model as stored, ids and datoms.
pub use datom::{Datom, Index};
pub use ids::{AttrId, EntityId, GiantId, TxId};
pub use value::{Double, Float, Keyword, Stored, Symbol, Uuid, ValueType};

// The byte encoding (docs/storage-format.md).
pub use encoding::{
    GIANT_MARKER, GIANT_SUFFIX_LEN, GiantPrefix, IndexBound, IndexForm, KeyRange, MAX_TUPLE_DEPTH,
    MIN_INDEX_BUDGET, StoredIndexForm, bytes_prefix_range, decode, decode_exact, encode,
    index_bound, index_bytes, inline_limit, parse_index_bytes, prefix_successor,
    string_prefix_range, type_range, type_tag,
};

// Stored values and the query language's EDN values.
pub use typing::{from_edn, stored_as, to_edn};

// Errors.
pub use error::{Error, ErrorKind, KvError, ParseError, PlanError, Result, TxErrorKind, cut};

// The schema and the store.
pub use schema::{AttrInfo, Cardinality, DB_IDENT, DB_TX_INSTANT, Schema, Unique};
pub use store::{
    DEFAULT_ACCESS_CACHE_BYTES, DbOptions, SCHEMA_BASE, SpaceReport, Store, ave_entities,
    entity_of, split_av,
};
pub use versions::{Dep, Versions, value_hash};

// Reads: snapshots, patterns and their counts, pull, the planner's
// statistics.
pub use datom_pattern::{AvBounds, Pattern, ValueMatch};
pub use planner_stats::{Resolved, value_match};
pub use pull_eval::{MAX_PULL_DEPTH, PreparedPull};
pub use snapshot::{AttrValue, Datoms, Entity, RDatoms, Snapshot};

/// The index cursor, its page-sized chunks of an entity list, its call
/// counts and the sampling generator, as the executor uses them through
/// [`Snapshot::cursor`]: the execution crate depends on this crate only,
/// not on `quiver-kv`.
pub use quiver_kv::{Chunk, Cursor, CursorCalls, SampleRng};

// Writes: tx-data, transactions, and bulk import (the facade's `Db`
// drives the streaming import's phases: scan, order, write).
pub use bulk_load::stream::{AveOrder, Base, Prepared, Scanned, Spilled, Written};
pub use bulk_load::{
    ImportOptions, ImportProgress, ImportReport, MAP_BYTES_PER_DATOM, SORT_BYTES_PER_TEXT_BYTE,
    estimate_datoms, import_all,
};
pub use transact::expand::user_tempids;
pub use transact::sorted::Run;
pub use transact::{TxReport, run as run_transaction};
pub use tx_typing::{locate, op_span, schema_map_to_tx, typed_tx_from_op_runs, typed_tx_from_ops};
pub use typed_tx::{TempId, TypedTx};
