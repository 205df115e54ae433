//! quiver-kv's integration tests, as modules of one test binary
//! (D-800). Run one file's tests with `cargo test -p quiver-kv --test main FILE::`.

mod calls;
mod fatal;
mod lifecycle;
mod meta;
mod model;
mod overlay;
