//! The crate's single error type and source locations.
//!
//! Every error produced while reading or checking text carries a
//! [`Location`]: a source name chosen by the caller (default `query`, `pull`,
//! `tx` or `edn`), a 1-based line and column and a byte offset. Errors from
//! evaluating built-in functions have no location because they happen at run
//! time on values, not text.

use std::fmt;
use std::sync::Arc;

/// `Result` with this crate's [`Error`].
pub type Result<T, E = Error> = std::result::Result<T, E>;

/// A position in source text: byte offset plus 1-based line and column.
///
/// Columns count Unicode scalar values, not bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Pos {
    /// Byte offset from the start of the (possibly larger) document.
    pub offset: usize,
    /// 1-based line.
    pub line: u32,
    /// 1-based column, in characters.
    pub col: u32,
}

impl Pos {
    /// The start of a document: offset 0, line 1, column 1.
    pub const START: Pos = Pos {
        offset: 0,
        line: 1,
        col: 1,
    };
}

impl Default for Pos {
    fn default() -> Self {
        Pos::START
    }
}

/// The extent of one form in source text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Span {
    /// Where the form starts.
    pub start: Pos,
    /// Byte offset just past the form's last character.
    pub end: usize,
}

impl Span {
    /// A span for values that did not come from text (line 1, column 1, empty).
    pub const NONE: Span = Span {
        start: Pos::START,
        end: 0,
    };

    /// Length of the span in bytes.
    pub fn len(&self) -> usize {
        self.end.saturating_sub(self.start.offset)
    }

    /// True when the span covers no bytes.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Builds a [`Location`] for this span's start within the named source.
    pub fn at(&self, source: &str) -> Location {
        Location::new(source, self.start)
    }
}

/// Where an error happened: source name plus position.
///
/// Displays as `source:line:col`, e.g. `query:3:14`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Location {
    /// Name of the text the error is in (a file name, or `query`, `pull`, ...).
    pub source: Arc<str>,
    /// Position of the offending form's first character.
    pub pos: Pos,
}

impl Location {
    /// A location in `source` at `pos`.
    pub fn new(source: &str, pos: Pos) -> Self {
        Location {
            source: Arc::from(source),
            pos,
        }
    }
}

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}:{}", self.source, self.pos.line, self.pos.col)
    }
}

/// The hint for a near name; one ending in `?` is quoted, or
/// `unknown function seq; did you mean seq?` reads as a question about
/// the very name refused (tenth unseen corpus).
fn did_you_mean(suggestion: &Option<String>) -> String {
    match suggestion {
        Some(s) if s.ends_with('?') => format!("; did you mean `{s}`"),
        Some(s) => format!("; did you mean {s}"),
        None => String::new(),
    }
}

/// Everything that can go wrong in this crate.
///
/// All variants but [`Error::Eval`] carry a [`Location`] naming the offending
/// sub-form; use [`Error::with_source`] to rename the source (e.g. to a file
/// name) and [`Error::location`] to inspect it.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// Text that is not valid EDN (bad token, unterminated string, ...).
    #[error("{at}: {message}")]
    Syntax {
        /// Where.
        at: Location,
        /// What is wrong.
        message: String,
    },
    /// A tagged literal whose tag has no handler.
    #[error("{at}: unknown tag #{tag} (only #inst, #uuid and #bytes are built in)")]
    UnknownTag {
        /// Where the tag is.
        at: Location,
        /// The tag, without `#`.
        tag: String,
    },
    /// Collections nested deeper than the reader's limit.
    #[error("{at}: forms are nested more than {limit} levels deep")]
    TooDeep {
        /// Where the collection that crossed the limit opens.
        at: Location,
        /// The limit in force.
        limit: usize,
    },
    /// Valid EDN that is not a valid query, pull pattern, rule or tx-data form.
    #[error("{at}: {message}")]
    Malformed {
        /// The offending sub-form.
        at: Location,
        /// What is wrong and what was expected.
        message: String,
    },
    /// A variable used somewhere that requires it to be bound, but never bound.
    #[error("{at}: variable {var} is used in {used_in} but never bound in {scope}")]
    Unbound {
        /// The use of the variable.
        at: Location,
        /// The variable, e.g. `?age`.
        var: String,
        /// Where it is used, e.g. `:find`, `(> …)`.
        used_in: String,
        /// Where it should have been bound: `:where`, or `the body of rule r`.
        scope: String,
    },
    /// The same variable or source bound twice among the `:in` inputs.
    #[error("{at}: {name} is bound more than once in :in")]
    DuplicateInput {
        /// The second binding.
        at: Location,
        /// The variable or source name.
        name: String,
    },
    /// `or` branches that bind different sets of variables.
    #[error(
        "{at}: all branches of (or ...) must use the same variables; this branch uses {branch_vars} but the first uses {first_vars} (use or-join to name the shared ones)"
    )]
    OrBranchVars {
        /// The differing branch.
        at: Location,
        /// Variables of this branch.
        branch_vars: String,
        /// Variables of the first branch.
        first_vars: String,
    },
    /// A `not`/`not-join` none of whose variables is bound outside it.
    #[error(
        "{at}: (not ...) must share at least one variable with the clauses outside it; none of {vars} is bound elsewhere"
    )]
    NotUnbound {
        /// The `not` clause.
        at: Location,
        /// The clause's variables.
        vars: String,
    },
    /// A rule called with the wrong number of arguments, or rule bodies that disagree.
    #[error("{at}: rule {rule} takes {expected} argument(s) but {found} given")]
    RuleArity {
        /// The call or rule head.
        at: Location,
        /// Rule name.
        rule: String,
        /// Arity of the rule's first definition.
        expected: usize,
        /// Arity found here.
        found: usize,
    },
    /// A call of a rule that no rule set defines.
    #[error("{at}: unknown rule {rule}{}", did_you_mean(.suggestion))]
    UnknownRule {
        /// The call.
        at: Location,
        /// Rule name.
        rule: String,
        /// Nearest known rule name.
        suggestion: Option<String>,
    },
    /// An aggregate in `:find` that is not one of the known aggregates.
    #[error("{at}: unknown aggregate {name}{}", did_you_mean(.suggestion))]
    UnknownAggregate {
        /// The aggregate expression.
        at: Location,
        /// The name used.
        name: String,
        /// Nearest known aggregate.
        suggestion: Option<String>,
    },
    /// A predicate or function expression naming no built-in function.
    #[error("{at}: unknown function {name}{}", did_you_mean(.suggestion))]
    UnknownFunction {
        /// The function symbol.
        at: Location,
        /// The name used.
        name: String,
        /// Nearest built-in name.
        suggestion: Option<String>,
    },
    /// A built-in called with an unsupported number of arguments.
    #[error("{at}: function {name} takes {expected} argument(s) but {found} given")]
    FunctionArity {
        /// The call.
        at: Location,
        /// Function name.
        name: String,
        /// Accepted arities, e.g. `2`, `1 or more`.
        expected: String,
        /// Number given.
        found: usize,
    },
    /// A `:with` variable that no clause binds.
    #[error("{at}: :with variable {var} is not bound in :where")]
    UnusedWith {
        /// The `:with` variable.
        at: Location,
        /// The variable.
        var: String,
    },
    /// A built-in function failed on its arguments (type error, overflow, ...).
    #[error("{function}: {message}")]
    Eval {
        /// The built-in's name.
        function: String,
        /// What went wrong.
        message: String,
    },
    /// A built-in's result would outgrow the memory budget
    /// ([`crate::builtins::limits`]).
    #[error(
        "{function}: the result would take at least {bytes} bytes, more than the {budget} bytes one built value may take"
    )]
    TooLarge {
        /// The built-in's name.
        function: &'static str,
        /// Bytes it wanted.
        bytes: usize,
        /// The limit.
        budget: usize,
    },
    /// The query's deadline passed, or it was cancelled, while a built-in
    /// worked ([`crate::builtins::limits`]).
    #[error("{function}: stopped by the query's timeout or cancel")]
    Stopped {
        /// The built-in's name.
        function: &'static str,
    },
}

impl Error {
    /// The error's location, if it has one.
    pub fn location(&self) -> Option<&Location> {
        match self {
            Error::Syntax { at, .. }
            | Error::UnknownTag { at, .. }
            | Error::TooDeep { at, .. }
            | Error::Malformed { at, .. }
            | Error::Unbound { at, .. }
            | Error::DuplicateInput { at, .. }
            | Error::OrBranchVars { at, .. }
            | Error::NotUnbound { at, .. }
            | Error::RuleArity { at, .. }
            | Error::UnknownRule { at, .. }
            | Error::UnknownAggregate { at, .. }
            | Error::UnknownFunction { at, .. }
            | Error::FunctionArity { at, .. }
            | Error::UnusedWith { at, .. } => Some(at),
            Error::Eval { .. } | Error::TooLarge { .. } | Error::Stopped { .. } => None,
        }
    }

    fn location_mut(&mut self) -> Option<&mut Location> {
        match self {
            Error::Syntax { at, .. }
            | Error::UnknownTag { at, .. }
            | Error::TooDeep { at, .. }
            | Error::Malformed { at, .. }
            | Error::Unbound { at, .. }
            | Error::DuplicateInput { at, .. }
            | Error::OrBranchVars { at, .. }
            | Error::NotUnbound { at, .. }
            | Error::RuleArity { at, .. }
            | Error::UnknownRule { at, .. }
            | Error::UnknownAggregate { at, .. }
            | Error::UnknownFunction { at, .. }
            | Error::FunctionArity { at, .. }
            | Error::UnusedWith { at, .. } => Some(at),
            Error::Eval { .. } | Error::TooLarge { .. } | Error::Stopped { .. } => None,
        }
    }

    /// Renames the source shown before `line:col` (e.g. to a file name).
    ///
    /// ```
    /// let err = quiver_query::edn::read("[1 2").unwrap_err().with_source("people.edn");
    /// assert!(err.to_string().starts_with("people.edn:1:1:"));
    /// ```
    pub fn with_source(mut self, source: &str) -> Self {
        if let Some(at) = self.location_mut() {
            at.source = Arc::from(source);
        }
        self
    }

    /// Shifts the error's position as if the text it came from started at
    /// `base` inside a larger document (see [`crate::edn::ReadOptions::base`]).
    pub fn rebased(mut self, base: Pos) -> Self {
        if let Some(at) = self.location_mut() {
            at.pos = rebase_pos(at.pos, base);
        }
        self
    }

    pub(crate) fn eval(function: &str, message: impl Into<String>) -> Self {
        Error::Eval {
            function: function.to_string(),
            message: message.into(),
        }
    }
}

/// Maps a position relative to a text that starts at `base` into the larger
/// document's coordinates.
pub fn rebase_pos(pos: Pos, base: Pos) -> Pos {
    Pos {
        offset: base.offset + pos.offset,
        line: base.line + pos.line - 1,
        col: if pos.line == 1 {
            base.col + pos.col - 1
        } else {
            pos.col
        },
    }
}

/// `text` cut to a readable length for an error message (60 characters,
/// then `…`).
pub(crate) fn cut(text: &str) -> String {
    let kept = match text.char_indices().nth(60) {
        Some((at, _)) => format!("{}…", &text[..at]),
        None => text.to_string(),
    };
    escape_controls(&kept)
}

/// `text` with control characters (ESC, NUL, …) written as escapes
/// (`\u{1b}`): a message quoting input must not drive the terminal.
pub fn escape_controls(text: &str) -> String {
    if !text.chars().any(char::is_control) {
        return text.to_string();
    }
    text.chars()
        .map(|c| match c {
            c if c.is_control() => c.escape_default().to_string(),
            c => c.to_string(),
        })
        .collect()
}

/// A [`Error::Malformed`] at `span` in `source`.
pub(crate) fn malformed(source: &str, span: Span, message: impl Into<String>) -> Error {
    Error::Malformed {
        at: span.at(source),
        message: message.into(),
    }
}
