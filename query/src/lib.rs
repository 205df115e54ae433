//! `quiver-query` — not built yet.
//!
//! This crate will hold the language front-end: the EDN reader, the
//! query/pull/tx-data parsers with line:col errors, and the built-in function
//! table. Nothing here works yet; see issue "The language front-end".
