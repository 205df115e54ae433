//! Datalog queries and rule sets: the AST ([`ast`]), the parser and
//! validation.
//!
//! ```
//! use quiver_query::query::{parse_and_validate, FindSpec};
//! let q = parse_and_validate(
//!     "[:find ?name . :in $ ?age :where [?e :age ?age] [?e :name ?name]]",
//!     None,
//! ).unwrap();
//! assert!(matches!(q.find, FindSpec::Scalar(_)));
//! ```

pub mod ast;
mod default_in;
mod display;
mod parse;
mod sources;
mod validate;

pub use ast::*;
pub use parse::{parse_query, parse_query_form, parse_query_with, parse_rules, parse_rules_form};
pub use sources::push_sources;
pub use validate::{
    parse_and_validate, parse_and_validate_with, validate, validate_rules, validate_rules_for,
};
