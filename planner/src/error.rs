//! The planner's error type.

use quiver_query::Span;

/// Result alias for the planner.
pub type Result<T, E = Error> = std::result::Result<T, E>;

/// What can go wrong while planning.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// The statistics source failed (storage error, interrupted read …).
    #[error("{0}")]
    Statistics(String),
    /// A clause can never run: the variables it needs are never bound.
    #[error("{what} needs {vars} bound, but nothing binds {them}")]
    Unbindable {
        /// The clause, as written.
        what: String,
        /// The variables it needs.
        vars: String,
        /// "it" or "them".
        them: &'static str,
        /// Where the clause is.
        span: Span,
    },
    /// Rules with negation through recursion cannot be stratified.
    #[error("rules cannot be stratified: {cycle} depends on itself through `not`")]
    Unstratifiable {
        /// The rules on the cycle, e.g. `a -> b -> a`.
        cycle: String,
    },
    /// The caller's stop check fired (cancelled, or past its deadline)
    /// while planning.
    #[error("interrupted while planning")]
    Interrupted,
    /// `force_order` does not name every clause exactly once.
    #[error("force_order {given:?} is not a permutation of the {n} clauses")]
    BadForcedOrder {
        /// The order given.
        given: Vec<usize>,
        /// Number of clauses.
        n: usize,
    },
}

impl Error {
    /// Where in the query the problem is, when known.
    pub fn span(&self) -> Option<Span> {
        match self {
            Error::Unbindable { span, .. } => Some(*span),
            _ => None,
        }
    }
}
