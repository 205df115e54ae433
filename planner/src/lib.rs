//! `quiver-planner`: turns a parsed query into an ordered plan.
//!
//! * [`Statistics`] — what the planner may ask of the data: exact pattern
//!   counts (with constants in any position and value ranges pushed down
//!   from predicates) and uniform random samples. The engine implements it
//!   over one read snapshot; the planner never scans data.
//! * [`Planner::plan`] — orders a conjunction of clauses: single patterns
//!   are costed by exact counts, joins by fan-outs measured on samples (k
//!   values of the join variable drawn from the smaller side, the other side
//!   counted for each), and the order is chosen by dynamic programming over
//!   clause subsets (greedy beyond [`cost::DP_LIMIT`] clauses). Predicates
//!   run as soon as their variables are bound; functions once their inputs
//!   are; `not` once its shared variables are.
//! * [`stratify`] — the rule dependency graph (petgraph), strongly
//!   connected components, negation only across strata.
//! * [`ConjPlan`] prints as the tree `explain` shows.
#![forbid(unsafe_code)]
#![cfg_attr(not(test), deny(clippy::unwrap_used, clippy::expect_used))]

mod analyze;
pub mod cost;
mod error;
mod join_order;
mod plan;
mod rules;
mod statistics;
mod varset;

pub use analyze::clause_vars;
pub use error::{Error, Result, StatsError};
pub use join_order::{Entry, InputRel, Planner, PlannerOptions, RuleEstimates, StopCheck};
pub use plan::{ConjPlan, Op, PatternStep, Step};
pub use rules::{RuleRequirements, Stratification, requirements, stratify};
pub use statistics::{AttrStats, PatternQuery, SampledDatom, Statistics, ValueSel};
pub use varset::{VarId, VarNames, VarSet};
