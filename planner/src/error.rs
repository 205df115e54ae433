//! The planner's error type.

use quiver_query::Span;

/// Result alias for the planner.
pub type Result<T, E = Error> = std::result::Result<T, E>;

/// What can go wrong while planning.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// The statistics source failed (a storage error, a corrupt page …).
    /// The source's own error is kept, so the caller can recover its kind
    /// (`downcast_ref`) instead of a message (D-840).
    #[error("{0}")]
    Statistics(#[source] StatsError),
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

/// The error a [`Statistics`](crate::Statistics) implementation failed
/// with, boxed so the planner need not know its type.
#[derive(Debug)]
pub struct StatsError(pub Box<dyn std::error::Error + Send + Sync + 'static>);

impl StatsError {
    /// Wraps the statistics source's error.
    pub fn new(e: impl std::error::Error + Send + Sync + 'static) -> Self {
        StatsError(Box::new(e))
    }

    /// The source's error, if it is of type `E`.
    pub fn downcast_ref<E: std::error::Error + 'static>(&self) -> Option<&E> {
        self.0.downcast_ref::<E>()
    }

    /// The source's error as its own type, or this error back.
    pub fn downcast<E: std::error::Error + 'static>(self) -> Result<E, StatsError> {
        self.0.downcast::<E>().map(|b| *b).map_err(StatsError)
    }
}

impl std::fmt::Display for StatsError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Display::fmt(&self.0, f)
    }
}

impl std::error::Error for StatsError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        self.0.source()
    }
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
