//! `quiver-planner` — not built yet.
//!
//! This crate will hold Quiver's query planner: the `Statistics` trait the
//! engine implements over DLMDB (exact pattern counts, distinct counts, rank
//! samples), cardinality estimation, join ordering and rule stratification.
//! Nothing here works yet; see issue "Planner and executor".
