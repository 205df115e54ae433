//! quiver-query's integration tests, as modules of one test binary
//! (D-800). Run one file's tests with `cargo test -p quiver-query --test main FILE::`.

mod builtins;
mod edn;
mod pull_tx;
mod query;
