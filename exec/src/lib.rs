//! `quiver-exec` — Quiver's query execution: a parsed query is checked,
//! planned (by `quiver-planner`, on the storage layer's statistics),
//! compiled to steps and run by the operators over a storage snapshot;
//! rules run bottom-up to a fixpoint; `find` collects the results. Plans,
//! results and index reads are cached per database.
//!
//! Embedders use the `quiver` crate, which re-exports what they need. Every
//! module is private: the list below is the whole API (D-820).

#![forbid(unsafe_code)]
#![cfg_attr(not(test), deny(clippy::unwrap_used, clippy::expect_used))]

mod query;

pub use query::{
    CacheStats, CancelToken, DEFAULT_ACCESS_CACHE_BYTES, PreparedQuery, QueryCaches, QueryError,
    QueryOptions, QueryResult, QueryTarget, Sources, UnknownAttribute, db_input, extra_inputs,
    this_db_input,
};
