//! The engine's integration tests, as modules of one test binary: each
//! binary links the whole engine, so one binary instead of thirty builds
//! several times faster (D-800). `interrupt.rs` stays a binary of its own:
//! its counting global allocator must see only its own tests (D-801).
//!
//! Run one file's tests with `cargo test -p quiver --test main FILE::`.

mod common;
#[path = "common/queries.rs"]
mod queries;

mod arrow_batches;
mod caches;
mod closed_schema;
mod composite;
mod consistency;
mod crash;
mod datalevin_parity;
mod embedding;
mod encoding;
mod entity_nav;
mod hostile;
mod import;
mod import_atomic;
mod import_stream;
mod index_access;
mod inputs_and_sources;
mod listeners;
mod open;
mod parameters;
mod pull;
mod pull_options;
mod query;
mod query_corpus;
mod query_extensions;
mod read;
mod reference;
mod serde_rows;
mod tx;
mod tx_bulk;
mod tx_edn;
mod tx_forms;
mod with;
