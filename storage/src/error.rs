//! The crate's error type.
//!
//! Errors are split by what the caller can do about them: a value that cannot
//! be stored ([`Error::NanNotStorable`], [`Error::InvalidValue`]) is the
//! user's to fix; bytes that do not decode ([`Error::Truncated`],
//! [`Error::Malformed`], …) mean a corrupt or foreign database file; a bad
//! argument to an encoding helper ([`Error::IndexBudgetTooSmall`]) is a bug in
//! the calling engine code; a transaction the database refuses
//! ([`Error::Transaction`]) names the item, attribute and value and says why
//! ([`TxErrorKind`]); storage failures ([`Error::Storage`]) come from DLMDB.

/// Everything that can go wrong in this crate.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// A `double` or `float` was NaN. NaN has no place in a total order, so it
    /// cannot be stored or indexed; store it as `nil` (absent) instead.
    #[error("NaN is not a storable {type_name}: NaN has no order, retract the attribute instead")]
    NanNotStorable {
        /// `"double"` or `"float"`.
        type_name: &'static str,
    },

    /// A value was rejected by a constructor (bad uuid text, unknown
    /// `:db.type/*` keyword, …).
    #[error("invalid {what}: {detail}")]
    InvalidValue {
        /// What was being built, e.g. `"uuid"`.
        what: &'static str,
        /// The offending input or the reason.
        detail: String,
    },

    /// The bytes ended in the middle of an encoded value.
    #[error("encoded value truncated at byte {offset}: expected {expected}")]
    Truncated {
        /// Offset (from the start of the decoded slice) where more bytes were needed.
        offset: usize,
        /// What the decoder was reading.
        expected: &'static str,
    },

    /// A byte that is not a known type tag where a value should start.
    #[error(
        "unknown type tag 0x{tag:02x} at byte {offset}: the data is corrupt or from a newer format version"
    )]
    UnknownTag {
        /// The tag byte found.
        tag: u8,
        /// Its offset in the decoded slice.
        offset: usize,
    },

    /// Bytes that no value encodes to (a bad escape, a non-canonical number, …).
    #[error("malformed encoding at byte {offset}: {reason}")]
    Malformed {
        /// Offset of the offending byte in the decoded slice.
        offset: usize,
        /// Why the bytes were rejected.
        reason: &'static str,
    },

    /// A string, keyword or symbol payload that is not UTF-8.
    #[error("encoded text at byte {offset} is not valid UTF-8")]
    InvalidUtf8 {
        /// Offset where the text payload starts.
        offset: usize,
    },

    /// `decode_exact` found bytes after a complete value.
    #[error("{trailing} unexpected bytes after a value that ended at byte {consumed}")]
    TrailingBytes {
        /// Bytes that the value used.
        consumed: usize,
        /// Bytes left over.
        trailing: usize,
    },

    /// Tuples nested deeper than [`MAX_TUPLE_DEPTH`](crate::MAX_TUPLE_DEPTH).
    #[error("tuples nested deeper than {limit} levels")]
    NestingTooDeep {
        /// The limit.
        limit: usize,
    },

    /// A transaction was refused; nothing was written.
    #[error(
        "transaction item {item}{}{}: {kind}",
        attr_part(attr),
        value_part(value)
    )]
    Transaction {
        /// 0-based index of the offending item in the tx-data.
        item: usize,
        /// The attribute involved, if any (as `:ns/name`).
        attr: Option<String>,
        /// The value involved, if any (as EDN).
        value: Option<String>,
        /// What was wrong.
        kind: TxErrorKind,
    },

    /// The database was written by a format version this code does not read.
    #[error(
        "database format version {found} is not supported (this build reads version {supported}); export it with the version that wrote it"
    )]
    FormatVersion {
        /// The version recorded in the database.
        found: u32,
        /// The version this build writes and reads.
        supported: u32,
    },

    /// Stored bytes that do not make sense (a missing giant, a bad meta
    /// record, …): the file is damaged or was written by other software.
    #[error("corrupt database: {0}")]
    Corrupt(String),

    /// An argument that does not fit the call (an unknown attribute in a
    /// pattern, a component list too long for an index, …).
    #[error("invalid argument: {0}")]
    InvalidArgument(String),

    /// The thread of a `Db::listen_with`
    /// callback could not be started (the system's thread limit).
    #[error("cannot start a listener thread: {0}")]
    ListenerThread(String),

    /// DLMDB failed (I/O, map full after growing, interrupted, …).
    #[error("storage: {0}")]
    Storage(KvError),
    /// Building Arrow data failed (a value that does not fit its column;
    /// the `arrow` feature).
    #[error("cannot build Arrow data: {0}")]
    Arrow(String),

    /// Text (a pull pattern, tx-data) that does not parse; the inner error
    /// carries the source name, line and column.
    #[error("{0}")]
    Parse(ParseError),

    /// An error about one form of a text input (a tx-data item), with the
    /// position of that form in the text.
    #[error("{at}: {error}")]
    Located {
        /// Where the offending form starts (`tx:3:5`).
        at: quiver_query::Location,
        /// The error itself (usually [`Error::Transaction`]).
        error: Box<Error>,
    },

    /// An index budget too small to hold even a giant's reference.
    #[error("index budget of {budget} bytes is below the minimum of {min}")]
    IndexBudgetTooSmall {
        /// The budget the caller passed.
        budget: usize,
        /// The smallest usable budget.
        min: usize,
    },

    /// The planner refused a query (a clause nothing can bind, rules that
    /// cannot be stratified, a bad forced order …).
    #[error("{0}")]
    Plan(PlanError),

    /// A query function failed on a value (`(/ 1 0)`, a type error …).
    #[error("{0}")]
    Eval(String),

    /// A query function failed, at the call in the query text.
    #[error("{message}")]
    EvalAt {
        /// What failed.
        message: String,
        /// Where the failing call (its clause) starts.
        pos: quiver_query::Pos,
    },

    /// A query's inputs do not fit its `:in`.
    #[error("{0}")]
    Input(String),

    /// A query's timeout passed or its cancel token fired, or the
    /// database's interrupt (`Db::interrupt_handle`) is raised, which stops
    /// queries and transactions alike; nothing is left half-done and the
    /// database is fully usable.
    #[error("interrupted after {} ms", elapsed.as_millis())]
    Interrupted {
        /// Time spent before stopping.
        elapsed: std::time::Duration,
    },

    /// Writing or reading a temporary file failed: the sorted runs an
    /// import larger than its sort memory spills to disk (D-615), beside
    /// the database. Nothing was imported.
    #[error("import: a temporary file in the database directory failed: {0}")]
    TempFile(String),

    /// A query's intermediate results outgrew its memory budget.
    #[error(
        "{operator} needs more than the query's memory budget of {budget} bytes ({bytes} bytes); narrow the query or raise QueryOptions::memory_budget"
    )]
    ResourceLimit {
        /// The operator that grew too large.
        operator: &'static str,
        /// Bytes it wanted.
        bytes: usize,
        /// The budget.
        budget: usize,
    },

    /// One value a built-in would build is larger than any value built in
    /// a query may be ([`quiver_query::builtins::limits::MAX_VALUE_BYTES`],
    /// D-899), whatever the memory budget.
    #[error(
        "{function}: the value it would build takes at least {bytes} bytes, more than one value built in a query may take ({limit} bytes)"
    )]
    ValueTooLarge {
        /// The built-in's name.
        function: &'static str,
        /// Bytes counted before it stopped (at least).
        bytes: usize,
        /// The limit.
        limit: usize,
    },
}

/// What the caller can do about an [`Error`] ([`Error::kind`]): errors
/// sorted by remedy, as redb sorts its errors, so an application can
/// decide — fix the input, retry, raise a budget, restore a backup —
/// without matching every variant (D-851).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ErrorKind {
    /// The input is wrong: text that does not parse, a value, argument or
    /// option the call refuses, query inputs that do not fit `:in`. Fix
    /// the input; the same input fails the same way again.
    Input,
    /// The data refused a transaction (a uniqueness conflict, a failed
    /// `cas`, a value of the wrong type, a schema change the data
    /// forbids). Nothing was written; change the tx-data, or retry it
    /// against newer data.
    Transaction,
    /// The planner refused a query, or a function failed on a value
    /// (`(/ 1 0)`). Change the query or its inputs.
    Query,
    /// A limit was reached: a timeout, a cancel or interrupt, a memory
    /// budget, a full map that could not grow, the system's thread or
    /// reader limit, a full disk. Nothing is half-done; the same call may
    /// succeed later, or with a larger budget.
    Limit,
    /// The storage layer failed around the data: the library, I/O, a
    /// temporary file, a read-only or missing database. See the message;
    /// the data itself is not known to be damaged.
    Storage,
    /// The stored data is damaged, cut short, or of a format version this
    /// build does not read. Restore it from a backup (or open it with the
    /// version that wrote it).
    Damaged,
}

impl Error {
    /// What the caller can do about this error (see [`ErrorKind`]).
    ///
    /// ```
    /// # let dir = tempfile::tempdir()?;
    /// # let db = quiver::Db::open(dir.path(), quiver::DbOptions::default())?;
    /// let err = db.transact_edn("[{:name 1} {:name").unwrap_err();
    /// assert_eq!(err.kind(), quiver::ErrorKind::Input);
    /// db.transact_edn("[{:db/ident :email :db/unique :db.unique/value}]")?;
    /// db.transact_edn(r#"[{:email "a@x"}]"#)?;
    /// let err = db.transact_edn(r#"[{:email "a@x"}]"#).unwrap_err();
    /// assert_eq!(err.kind(), quiver::ErrorKind::Transaction);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn kind(&self) -> ErrorKind {
        match self {
            Error::Located { error, .. } => error.kind(),
            Error::NanNotStorable { .. }
            | Error::InvalidValue { .. }
            | Error::NestingTooDeep { .. }
            | Error::InvalidArgument(_)
            | Error::Arrow(_)
            | Error::Parse(_)
            | Error::IndexBudgetTooSmall { .. }
            | Error::Input(_) => ErrorKind::Input,
            Error::Transaction { .. } => ErrorKind::Transaction,
            Error::Plan(_) | Error::Eval(_) | Error::EvalAt { .. } => ErrorKind::Query,
            Error::Interrupted { .. }
            | Error::ResourceLimit { .. }
            | Error::ValueTooLarge { .. }
            | Error::ListenerThread(_) => ErrorKind::Limit,
            Error::TempFile(_) => ErrorKind::Storage,
            // Decoding reads stored bytes: bytes no value encodes to are
            // damage.
            Error::Truncated { .. }
            | Error::UnknownTag { .. }
            | Error::Malformed { .. }
            | Error::InvalidUtf8 { .. }
            | Error::TrailingBytes { .. }
            | Error::FormatVersion { .. }
            | Error::Corrupt(_) => ErrorKind::Damaged,
            Error::Storage(e) => kv_kind(e),
        }
    }

    /// The error without any [`Error::Located`] wrapper (what went wrong,
    /// regardless of where it was written).
    pub fn unlocated(&self) -> &Error {
        match self {
            Error::Located { error, .. } => error.unlocated(),
            other => other,
        }
    }

    /// Where in the query (or other text) the problem is, when known.
    pub fn position(&self) -> Option<quiver_query::Pos> {
        match self {
            Error::Plan(p) => p.pos,
            Error::EvalAt { pos, .. } => Some(*pos),
            other => other.location().map(|l| l.pos),
        }
    }

    /// The source position the error refers to, if it came from text.
    pub fn location(&self) -> Option<&quiver_query::Location> {
        match self {
            Error::Located { at, .. } => Some(at),
            Error::Parse(ParseError(e)) => e.location(),
            _ => None,
        }
    }
}

/// What the caller can do about a kv-layer error.
fn kv_kind(e: &KvError) -> ErrorKind {
    use quiver_kv::Error as K;
    match &*e.0 {
        K::Interrupted
        | K::MapFull { .. }
        | K::GrowBlocked { .. }
        | K::Limit(_)
        | K::WriteFailed { .. } => ErrorKind::Limit,
        K::KeyTooLarge { .. } | K::ValueTooLarge { .. } | K::EmptyKey => ErrorKind::Input,
        K::Truncated { .. }
        | K::MissingData { .. }
        | K::Corrupted(_)
        | K::Invalid(_)
        | K::WrongDbKind { .. } => ErrorKind::Damaged,
        _ => ErrorKind::Storage,
    }
}

/// A parse error from `quiver-query`, wrapped so that [`Error`] stays `Eq`.
#[derive(Debug, Clone, PartialEq)]
pub struct ParseError(pub quiver_query::Error);

// The wrapped error compares its locations, messages and (for evaluation
// errors) values; they are never NaN-bearing floats in parse errors, so
// equality is reflexive in practice.
impl Eq for ParseError {}

impl std::fmt::Display for ParseError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Display::fmt(&self.0, f)
    }
}

impl std::error::Error for ParseError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        Some(&self.0)
    }
}

impl From<quiver_query::Error> for Error {
    fn from(e: quiver_query::Error) -> Self {
        match e {
            // A built-in held to the query's limits (D-743): the cap on
            // one value when it, not the budget, was the bound (D-899).
            quiver_query::Error::TooLarge {
                function,
                bytes,
                budget,
            } if budget >= quiver_query::builtins::limits::MAX_VALUE_BYTES => {
                Error::ValueTooLarge {
                    function,
                    bytes,
                    limit: budget,
                }
            }
            quiver_query::Error::TooLarge {
                function,
                bytes,
                budget,
            } => Error::ResourceLimit {
                operator: function,
                bytes,
                budget,
            },
            // The query's own clock is added where the query started.
            quiver_query::Error::Stopped { .. } => Error::Interrupted {
                elapsed: std::time::Duration::ZERO,
            },
            other => Error::Parse(ParseError(other)),
        }
    }
}

/// `Result` with this crate's [`Error`].
pub type Result<T, E = Error> = std::result::Result<T, E>;

fn attr_part(attr: &Option<String>) -> String {
    attr.as_ref()
        .map(|a| format!(", attribute {a}"))
        .unwrap_or_default()
}

fn value_part(value: &Option<String>) -> String {
    value
        .as_ref()
        .map(|v| format!(", value {v}"))
        .unwrap_or_default()
}

/// Why a transaction was refused (see [`Error::Transaction`]).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum TxErrorKind {
    /// The database's schema is closed ([`crate::DbOptions::closed_schema`])
    /// and the attribute is not in it.
    #[error(
        "the attribute is not in the schema, which is closed: declare it first (with :db/valueType)"
    )]
    UnknownAttribute,
    /// The value's type differs from the attribute's `:db/valueType`.
    #[error("expected a value of type {expected}, got {found}")]
    TypeMismatch {
        /// The attribute's type, e.g. `:db.type/long`.
        expected: String,
        /// The given value's type.
        found: String,
    },
    /// A `:db.unique/value` or `:db.unique/identity` value already belongs
    /// to another entity.
    #[error(
        "unique value already held by entity {holder}; retract it there first (or use :db.unique/identity and a tempid to upsert)"
    )]
    UniqueConflict {
        /// The entity holding the value.
        holder: u64,
    },
    /// One tempid upserts (through `:db.unique/identity`) to two entities.
    #[error(
        "tempid {tempid} resolves to both entity {first} and entity {second} through unique identities"
    )]
    UpsertConflict {
        /// The tempid, as written.
        tempid: String,
        /// One entity it resolves to.
        first: u64,
        /// The other.
        second: u64,
    },
    /// A lookup ref `[attr value]` names no entity.
    #[error("lookup ref finds no entity")]
    LookupRefNotFound,
    /// A lookup ref's attribute is not unique.
    #[error("lookup refs need a :db/unique attribute")]
    LookupRefNotUnique,
    /// An ident keyword in an entity position names no entity.
    #[error("no entity has :db/ident {0}")]
    IdentNotFound(String),
    /// An entity id outside the ranges the database allocates.
    #[error(
        "entity id {0} is outside the user range 1..=2^62-1 and is not an existing transaction"
    )]
    BadEntityId(u64),
    /// `:db/cas` found a different current value.
    #[error("compare-and-swap failed: current value is {current}")]
    CasFailed {
        /// The current value (`nil` when absent).
        current: String,
    },
    /// A collection given for a cardinality-one attribute.
    #[error("a collection was given for a cardinality-one attribute")]
    CollectionForCardinalityOne,
    /// A nested entity map under a ref attribute that is neither a component
    /// nor given a unique attribute (it would create an orphan).
    #[error("nested maps need a component attribute or a unique attribute in the nested map")]
    NestedMapNotAllowed,
    /// An entity or value position holds something that cannot be one
    /// (a map where a scalar is expected, a reverse attribute that is not a ref, …).
    #[error("{0}")]
    BadForm(String),
    /// A schema change that the data or the rules forbid.
    #[error("schema change refused: {0}")]
    SchemaChange(String),
}

/// A planner error, kept as its message and position so that [`Error`]
/// stays `Clone` and `Eq`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlanError {
    /// The planner's message.
    pub message: String,
    /// Where in the query text the problem is, when known.
    pub pos: Option<quiver_query::Pos>,
}

impl std::fmt::Display for PlanError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

impl From<quiver_planner::Error> for Error {
    fn from(e: quiver_planner::Error) -> Self {
        let e = match e {
            // The query's own clock is added where the query started.
            quiver_planner::Error::Interrupted => {
                return Error::Interrupted {
                    elapsed: std::time::Duration::ZERO,
                };
            }
            // A storage failure while the planner read statistics keeps its
            // kind: a corrupt page is corruption, not a bad query (D-840).
            quiver_planner::Error::Statistics(source) => match source.downcast::<Error>() {
                Ok(engine) => return engine,
                Err(other) => quiver_planner::Error::Statistics(other),
            },
            other => other,
        };
        let pos = e
            .span()
            .map(|s| s.start)
            .filter(|p| *p != quiver_query::Span::NONE.start);
        Error::Plan(PlanError {
            message: e.to_string(),
            pos,
        })
    }
}

/// A DLMDB error, shared so that [`Error`] stays `Clone` and `Eq` (two
/// storage errors are equal when they are the same occurrence).
#[derive(Debug, Clone)]
pub struct KvError(pub std::sync::Arc<quiver_kv::Error>);

impl std::fmt::Display for KvError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Display::fmt(&self.0, f)
    }
}

impl std::error::Error for KvError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        Some(&*self.0)
    }
}

impl PartialEq for KvError {
    fn eq(&self, other: &Self) -> bool {
        std::sync::Arc::ptr_eq(&self.0, &other.0)
    }
}

impl Eq for KvError {}

impl From<quiver_kv::Error> for Error {
    fn from(e: quiver_kv::Error) -> Self {
        match e {
            // A read cut short by the environment's interrupt: the query
            // stops like one whose token fired (the elapsed time is filled
            // in by the query that sees it).
            quiver_kv::Error::Interrupted => Error::Interrupted {
                elapsed: std::time::Duration::ZERO,
            },
            other => Error::Storage(KvError(std::sync::Arc::new(other))),
        }
    }
}

impl quiver_kv::MapFullAware for Error {
    fn is_map_full(&self) -> bool {
        matches!(self, Error::Storage(KvError(e)) if e.is_map_full())
    }
}

/// `s` cut to a readable length for an error message (120 characters,
/// then `…`).
pub fn cut(s: &str) -> String {
    const MAX: usize = 120;
    let kept = match s.char_indices().nth(MAX) {
        Some((at, _)) => format!("{}…", &s[..at]),
        None => s.to_string(),
    };
    quiver_query::escape_controls(&kept)
}

#[cfg(test)]
mod tests {
    use super::*;

    // D-851: each error says what the caller can do, through any
    // `Located` wrapper and through the kv layer's errors.
    #[test]
    fn errors_sort_by_what_the_caller_can_do() {
        let kv = |e| Error::Storage(KvError(std::sync::Arc::new(e)));
        let tx = Error::Transaction {
            item: 0,
            attr: None,
            value: None,
            kind: TxErrorKind::UniqueConflict { holder: 1 },
        };
        let located = Error::Located {
            at: quiver_query::Location {
                source: "tx".into(),
                pos: quiver_query::Pos::START,
            },
            error: Box::new(tx.clone()),
        };
        let cases = [
            (Error::InvalidArgument("x".into()), ErrorKind::Input),
            (Error::Input("x".into()), ErrorKind::Input),
            (tx, ErrorKind::Transaction),
            (located, ErrorKind::Transaction),
            (Error::Eval("x".into()), ErrorKind::Query),
            (
                Error::Interrupted {
                    elapsed: std::time::Duration::ZERO,
                },
                ErrorKind::Limit,
            ),
            (
                kv(quiver_kv::Error::MapFull { map_size: 1 }),
                ErrorKind::Limit,
            ),
            (kv(quiver_kv::Error::Interrupted), ErrorKind::Limit),
            (
                Error::ValueTooLarge {
                    function: "str",
                    bytes: 2,
                    limit: 1,
                },
                ErrorKind::Limit,
            ),
            (kv(quiver_kv::Error::ReadOnly), ErrorKind::Storage),
            (
                kv(quiver_kv::Error::Corrupted("x".into())),
                ErrorKind::Damaged,
            ),
            (Error::Corrupt("x".into()), ErrorKind::Damaged),
            (
                Error::UnknownTag {
                    tag: 0xff,
                    offset: 0,
                },
                ErrorKind::Damaged,
            ),
        ];
        for (e, kind) in cases {
            assert_eq!(e.kind(), kind, "{e:?}");
        }
    }

    // D-840: a storage failure met while the planner reads statistics
    // reaches the caller as that failure, not as a planning error.
    #[test]
    fn a_storage_error_while_planning_keeps_its_kind() {
        let corrupt = Error::Corrupt("page 7 is not a branch".into());
        let planned =
            quiver_planner::Error::Statistics(quiver_planner::StatsError::new(corrupt.clone()));
        assert_eq!(Error::from(planned), corrupt);

        let full = Error::Storage(KvError(std::sync::Arc::new(quiver_kv::Error::MapFull {
            map_size: 1 << 20,
        })));
        let planned =
            quiver_planner::Error::Statistics(quiver_planner::StatsError::new(full.clone()));
        match Error::from(planned) {
            Error::Storage(KvError(e)) => assert!(matches!(*e, quiver_kv::Error::MapFull { .. })),
            other => panic!("expected the storage error, got {other:?}"),
        }
    }

    // An error of another source's type still becomes a plan error, with
    // its message.
    #[test]
    fn a_foreign_statistics_error_is_a_plan_error() {
        let io = std::io::Error::other("disk on fire");
        let planned = quiver_planner::Error::Statistics(quiver_planner::StatsError::new(io));
        match Error::from(planned) {
            Error::Plan(p) => assert_eq!(p.message, "disk on fire"),
            other => panic!("expected a plan error, got {other:?}"),
        }
    }
}
