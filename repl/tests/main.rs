//! quiver-cli's integration tests, as modules of one test binary: each
//! binary links the engine, Arrow and Parquet, so one binary instead of a
//! dozen builds several times faster (D-800). Run one file's tests with
//! `cargo test -p quiver-cli --test main FILE::`.

mod piped;
mod support;

mod binary;
mod columnar;
mod data_files;
mod database_api;
mod duckdb;
mod edges;
mod fuzz;
mod relocated_binary;
mod repl;
mod repl_pty;
mod run;
mod testdata_snapshots;
mod tool_limits;
