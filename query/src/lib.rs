//! `quiver-query` — Quiver's language front-end.
//!
//! Text in, typed syntax out:
//!
//! - [`edn`]: the EDN reader (spans on every node), printer and the
//!   [`edn::Value`] data model that is also the runtime value type;
//! - [`query`]: Datalog queries and rule sets → [`query::Query`] /
//!   [`query::RuleSet`], plus validation with `source:line:col` errors;
//! - [`pull_pattern`]: pull patterns → [`pull_pattern::PullPattern`];
//! - [`tx`]: transaction data → [`tx::TxOp`]s;
//! - [`builtins`]: the table of built-in query functions the executor calls.
//!
//! ```
//! use quiver_query::query::parse_query;
//! let q = parse_query("[:find ?name :where [?e :person/name ?name]]").unwrap();
//! assert_eq!(q.where_clauses.len(), 1);
//! ```
#![forbid(unsafe_code)]
#![cfg_attr(not(test), deny(clippy::unwrap_used, clippy::expect_used))]

pub mod edn;
pub mod error;

pub use error::{Error, Location, Pos, Result, Span, escape_controls};
pub mod builtins;
pub mod pull_pattern;
pub mod query;
mod shared;
pub mod stack;
pub mod suggest;
pub use shared::{RowIter, Rows, Shared};
pub mod tx;
pub mod tx_chunks;
pub mod tx_template;
