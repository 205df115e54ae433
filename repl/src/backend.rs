//! The seam between the CLI and the database: the [`Backend`] trait.
//!
//! The CLI reads text, recognises forms and prints results; everything that
//! needs a database goes through this trait. Arguments are passed as spanned
//! [`Form`]s (positions relative to the whole file the CLI read), so a
//! backend that fails can point at the offending sub-form with
//! [`BackendError::at`]; the CLI adds the file name and prints
//! `error: FILE:LINE:COL: message`.
//!
//! [`crate::engine_backend::open`] is the one place the binary constructs a backend: the engine's
//! (`engine_backend.rs`). Tests of the CLI's own logic may implement the
//! trait over something smaller.

use std::collections::BTreeMap;
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

use quiver_query::edn::{Form, Keyword, Value};
use quiver_query::{Pos, Rows, Shared, Span};

/// The signature of [`open`](crate::engine_backend::open), so commands and
/// tests can supply their own.
pub type Opener<'a> = dyn Fn(&Path) -> Result<Box<dyn Backend>, BackendError> + 'a;

/// How the command line asks databases to be opened (`--read-only`,
/// `--closed-schema`, `--cache-mb`): one value for the whole command,
/// handed to the opener (no process-wide setting).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct OpenOptions {
    /// Open read-only: the database must exist; writes are refused.
    pub read_only: bool,
    /// Declare the schema closed (stored with the database, D-728).
    pub closed_schema: bool,
    /// Bytes of the access cache; `None` for the engine's default.
    pub access_cache_bytes: Option<usize>,
}

/// An opener that takes the command line's [`OpenOptions`]: what
/// [`crate::cli::execute`] is given (the binary passes
/// [`open_with`](crate::engine_backend::open_with)).
pub type OpenWith<'a> = dyn Fn(&Path, &OpenOptions) -> Result<Box<dyn Backend>, BackendError> + 'a;

/// A database the CLI can evaluate forms against.
///
/// Every method that takes forms may fail with [`BackendError::Failed`];
/// a failed [`Backend::transact`] must leave the database unchanged. Query
/// methods that are stopped through [`Backend::interrupt_handle`] return
/// [`BackendError::Interrupted`] and leave the database usable.
pub trait Backend {
    /// Runs the query `query` (a `[:find …]` vector or `{:find …}` map form)
    /// with positional `inputs`, one per element of its `:in` (a query
    /// without `:in` has `:in [$]`; the CLI passes [`InputArg::Database`]
    /// for it). `opts` carries the per-query timeout; the CLI also enforces
    /// it by calling the interrupt handle when it expires.
    fn query(
        &mut self,
        query: &Form,
        inputs: &[InputArg],
        opts: &RunOptions,
    ) -> Result<QueryOutput, BackendError>;

    /// Parses `query` once, for a caller that runs it many times with
    /// other inputs (`bench`), as an application prepares a statement.
    /// The default keeps the form; a backend may keep what it parsed.
    ///
    /// # Errors
    /// When the query does not parse.
    fn prepare_query(&mut self, query: &Form) -> Result<QueryHandle, BackendError> {
        Ok(QueryHandle {
            form: query.clone(),
            parsed: None,
        })
    }

    /// [`Backend::query`] of a query from [`Backend::prepare_query`].
    fn query_handle(
        &mut self,
        query: &QueryHandle,
        inputs: &[InputArg],
        opts: &RunOptions,
    ) -> Result<QueryOutput, BackendError> {
        self.query(&query.form, inputs, opts)
    }

    /// Binds `inputs` to a query from [`Backend::prepare_query`] once, for
    /// a caller that runs the same call many times (`bench` binds each
    /// input set before the clock starts, as an application holds its
    /// input values; Datalevin's side reads them once too). The default
    /// keeps the forms; a backend may keep the inputs as values.
    ///
    /// # Errors
    /// When the inputs do not fit the query's `:in` (too many, a database
    /// where a value is expected, rules that do not parse).
    fn bind(
        &mut self,
        query: &QueryHandle,
        inputs: &[InputArg],
    ) -> Result<BoundQuery, BackendError> {
        Ok(BoundQuery {
            form: query.form.clone(),
            inputs: inputs.to_vec(),
            bound: None,
        })
    }

    /// Runs a call from [`Backend::bind`]: what
    /// [`Backend::query_handle`] with the same inputs returns.
    fn query_bound(
        &mut self,
        call: &BoundQuery,
        opts: &RunOptions,
    ) -> Result<QueryOutput, BackendError> {
        self.query(&call.form, &call.inputs, opts)
    }

    /// Transacts `tx` (a vector of tx-data forms) atomically.
    fn transact(&mut self, tx: &Form) -> Result<TxSummary, BackendError>;

    /// Pulls `pattern` for the entity `eid` (an entity id, a lookup ref
    /// `[:attr value]` or an ident keyword): a map, or `nil` when the entity
    /// has none of the pattern's attributes.
    fn pull(&mut self, pattern: &Form, eid: &Form) -> Result<Value, BackendError>;

    /// [`Backend::pull`] for each of `eids`, as a vector in the same order.
    fn pull_many(&mut self, pattern: &Form, eids: &[Form]) -> Result<Value, BackendError>;

    /// Every attribute of `eid` as a map (like `(pull [*] eid)` with
    /// `:db/id`), or `nil` if the entity has no datoms.
    fn entity(&mut self, eid: &Form) -> Result<Value, BackendError>;

    /// The database as `tx` (a vector of tx-data forms) would leave it,
    /// never committed (Datalevin's `with`): a backend to run read forms
    /// on, which leaves this one unchanged.
    fn with(&mut self, tx: &Form) -> Result<Box<dyn Backend>, BackendError> {
        let _ = tx;
        Err(BackendError::message(
            "this backend has no speculative transactions",
        ))
    }

    /// One attribute of `eid` (Datalevin's `(:attr (entity db eid))`):
    /// its value, a set for a cardinality-many attribute, referenced
    /// entities as `{:db/id n}`; a reverse attribute `:ns/_attr` gives the
    /// entities referring to `eid` (one for a component attribute). `nil`
    /// when there is none.
    fn entity_attr(&mut self, eid: &Form, attr: &Form) -> Result<Value, BackendError> {
        let _ = (eid, attr);
        Err(BackendError::message(
            "this backend has no entity navigation",
        ))
    }

    /// Every attribute of `eid` as Datalevin's `touch` prints it: refs as
    /// `{:db/id n}`, components touched in turn; `nil` for an entity
    /// without datoms.
    fn touch(&mut self, eid: &Form) -> Result<Value, BackendError> {
        let _ = eid;
        Err(BackendError::message(
            "this backend has no entity navigation",
        ))
    }

    /// The datoms of an index read, `[e :attr v]` each, skipping
    /// `offset` and stopping after `limit`; `more` says whether the walk
    /// had more.
    fn index_datoms(
        &mut self,
        read: &IndexRead<'_>,
        offset: usize,
        limit: usize,
    ) -> Result<DatomPage, BackendError> {
        let _ = (read, offset, limit);
        Err(BackendError::message("this backend has no index access"))
    }

    /// Datalevin's `(count-datoms db e a v)`, `nil` for any, from the
    /// indexes' counts.
    fn count_datoms(&mut self, e: &Form, a: &Form, v: &Form) -> Result<u64, BackendError> {
        let _ = (e, a, v);
        Err(BackendError::message("this backend has no index access"))
    }

    /// Datalevin's `(cardinality db attr)`: the attribute's distinct values.
    fn cardinality(&mut self, attr: &Form) -> Result<u64, BackendError> {
        let _ = attr;
        Err(BackendError::message("this backend has no index access"))
    }

    /// The whole schema: a map from attribute keyword to its property map.
    fn schema(&mut self) -> Result<Value, BackendError>;

    /// Adds or alters the attributes in `changes` (a map form
    /// `{attr {:db/valueType … …} …}`) with the engine's checks, and returns
    /// the updated attributes' schema map.
    fn update_schema(&mut self, changes: &Form) -> Result<Value, BackendError>;

    /// The plan of `query` as text; with `analyze` the query is also run and
    /// the plan shows actual row counts and times.
    fn explain(
        &mut self,
        query: &Form,
        inputs: &[InputArg],
        analyze: bool,
        opts: &RunOptions,
    ) -> Result<String, BackendError>;

    /// Loads a data file: one EDN vector of entity maps whose tempids refer
    /// to each other, transacted as one unit. Calls `progress` from time to
    /// time (at least at the end).
    fn import(
        &mut self,
        data: &Path,
        progress: &mut dyn FnMut(ImportProgress),
    ) -> Result<ImportSummary, BackendError>;

    /// Datom counts per index and per attribute, file size: a map.
    fn stats(&mut self) -> Result<Value, BackendError>;

    /// The attribute idents of the schema, without the colon
    /// (`person/name`), for tab completion.
    fn attributes(&self) -> Vec<String>;

    /// Whether the schema is closed (writing an undeclared attribute is an
    /// error, so the CLI does not warn about it).
    fn closed_schema(&self) -> bool {
        false
    }

    /// A function that interrupts the query running now on this backend
    /// (from another thread, e.g. a signal-handling one); the query then
    /// returns [`BackendError::Interrupted`]. Calling it when no query runs
    /// has no effect on later queries.
    fn interrupt_handle(&self) -> Arc<dyn Fn() + Send + Sync>;

    /// How the database's plan, result and access caches have served
    /// (`quiver bench` reports the changes); `None` without caches.
    fn cache_stats(&self) -> Option<quiver::CacheStats> {
        None
    }

    /// Checks the storage invariants (`quiver check`); the error names the
    /// first violation found. A backend without such a check says so.
    fn verify(&mut self) -> Result<(), BackendError> {
        Err(BackendError::message("this backend has no integrity check"))
    }
}

/// One positional query input.
#[derive(Clone, Debug, PartialEq)]
pub enum InputArg {
    /// The open database (the bare symbol `$` as an input).
    Database,
    /// Any other input, as written: a scalar, a collection, a relation (a
    /// collection of tuples, also for a `$name` source) or a rule set.
    Value(Form),
    /// `(db "DIR")`: another database, opened read-only for this form.
    OtherDb(Form),
}

/// An index read of the form language.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum IndexRead<'f> {
    /// `datoms`, `seek-datoms` or `rseek-datoms`.
    Datoms {
        /// Which walk.
        walk: quiver::Walk,
        /// EAV or AVE.
        index: quiver::Index,
        /// The components, in the index's order.
        components: &'f [Form],
        /// The whole form, where errors without a place of their own
        /// point.
        form: &'f Form,
    },
    /// `index-range`.
    Range {
        /// The attribute.
        attr: &'f Form,
        /// The lower bound, inclusive, `nil` for none.
        lo: &'f Form,
        /// The upper bound, inclusive, `nil` for none.
        hi: &'f Form,
    },
}

/// A page of an index read ([`Backend::index_datoms`]).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct DatomPage {
    /// `[e :attr v]` per datom, in the walk's order.
    pub datoms: Vec<Value>,
    /// Whether the walk had datoms after the page.
    pub more: bool,
}

/// Per-form run settings.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RunOptions {
    /// Stop the query after this long (`--timeout`, `.timeout`).
    pub timeout: Option<Duration>,
    /// Never answer from a cached result of an identical earlier call
    /// (`bench --no-result-cache`, to time the executor itself).
    pub no_result_cache: bool,
}

/// A query result with its shape and column names.
#[derive(Clone, Debug, PartialEq)]
pub struct QueryOutput {
    /// One name per find element as written: `?name`, `(count ?e)`, … (for
    /// `:keys` results the key names).
    pub columns: Vec<String>,
    /// The rows.
    pub result: QueryResult,
}

/// The shape of a query's result, per its find spec.
#[derive(Clone, Debug, PartialEq)]
pub enum QueryResult {
    /// `:find ?a ?b` — tuples. `ordered` is true when `:with`, `:order-by`,
    /// `:limit` or `:offset` make order or multiplicity meaningful (printed
    /// as a vector); otherwise the rows are a set (printed as `#{…}`).
    Relation {
        /// The tuples (shared with the engine's result cache: no copy).
        rows: Rows<Value>,
        /// Whether order and duplicates matter.
        ordered: bool,
    },
    /// `:find [?a ...]` — single values.
    Collection(Shared<Value>),
    /// `:find ?a .` — one value, or `None` when nothing matched.
    Scalar(Option<Value>),
    /// `:find [?a ?b]` — one tuple, or `None` when nothing matched.
    Tuple(Option<Vec<Value>>),
    /// `:keys`/`:strs`/`:syms` — one map per row, `keys[i]` naming column `i`
    /// (a keyword, string or symbol), in result order.
    Maps {
        /// The map keys, one per column.
        keys: Vec<Value>,
        /// The rows.
        rows: Rows<Value>,
    },
}

impl QueryResult {
    /// The number of rows: tuples, values or maps; 0 or 1 for scalars and tuples.
    pub fn row_count(&self) -> usize {
        match self {
            QueryResult::Relation { rows, .. } | QueryResult::Maps { rows, .. } => rows.len(),
            QueryResult::Collection(values) => values.len(),
            QueryResult::Scalar(v) => usize::from(v.is_some()),
            QueryResult::Tuple(t) => usize::from(t.is_some()),
        }
    }

    /// The result as one EDN value: a set or vector of vectors, a vector, a
    /// value, a vector of maps; `nil` for an empty scalar or tuple.
    pub fn to_value(&self) -> Value {
        match self {
            QueryResult::Relation { rows, ordered } => {
                let tuples = rows.iter().map(|r| Value::Vector(r.to_vec().into()));
                if *ordered {
                    Value::Vector(tuples.collect())
                } else {
                    Value::Set(Arc::new(tuples.collect()))
                }
            }
            QueryResult::Collection(values) => Value::vector(values.iter().cloned()),
            QueryResult::Scalar(v) => v.clone().unwrap_or(Value::Nil),
            QueryResult::Tuple(t) => t
                .as_ref()
                .map_or(Value::Nil, |t| Value::Vector(t.clone().into())),
            QueryResult::Maps { keys, rows } => Value::Vector(
                rows.iter()
                    .map(|row| {
                        Value::Map(Arc::new(
                            keys.iter().cloned().zip(row.iter().cloned()).collect(),
                        ))
                    })
                    .collect(),
            ),
        }
    }
}

/// What a successful transaction did.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct TxSummary {
    /// The transaction's entity id.
    pub tx: u64,
    /// Each tempid as written (a string or a negative long) → its entity id.
    pub tempids: BTreeMap<Value, u64>,
    /// Datoms added.
    pub added: u64,
    /// Datoms retracted.
    pub retracted: u64,
}

impl TxSummary {
    /// `{:tx … :tempids {…} :added n :retracted n}`.
    pub fn to_value(&self) -> Value {
        let tempids = self
            .tempids
            .iter()
            .map(|(k, v)| (k.clone(), long(*v)))
            .collect();
        keyword_map([
            ("tx", long(self.tx)),
            ("tempids", Value::Map(Arc::new(tempids))),
            ("added", long(self.added)),
            ("retracted", long(self.retracted)),
        ])
    }
}

/// Where an import is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ImportProgress {
    /// Bytes of the data file read (or parsed) so far.
    pub bytes_done: u64,
    /// Size of the data file in bytes.
    pub bytes_total: u64,
    /// Datoms written so far.
    pub datoms: u64,
}

/// What an import loaded.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ImportSummary {
    /// Entities in the data file.
    pub entities: u64,
    /// Datoms written.
    pub datoms: u64,
}

impl ImportSummary {
    /// `{:entities n :datoms n}`.
    pub fn to_value(&self) -> Value {
        keyword_map([
            ("entities", long(self.entities)),
            ("datoms", long(self.datoms)),
        ])
    }
}

/// A query parsed once ([`Backend::prepare_query`]).
pub struct QueryHandle {
    /// The query form, for errors and for backends that keep nothing.
    pub form: Form,
    /// What the engine parsed (`None` for other backends).
    pub(crate) parsed: Option<quiver::PreparedQuery>,
}

/// A prepared query with one call's inputs bound ([`Backend::bind`]).
pub struct BoundQuery {
    /// The query form, for errors and for backends that keep nothing.
    pub form: Form,
    /// The inputs as given.
    pub inputs: Vec<InputArg>,
    /// What the engine made of them (`None` for other backends).
    pub(crate) bound: Option<Bound>,
}

/// A query with its inputs bound: the query, its inputs as values and
/// what its sources read ([`Backend::bind`]).
pub(crate) struct Bound {
    pub(crate) query: quiver::PreparedQuery,
    pub(crate) args: Vec<Value>,
    pub(crate) relation: Option<Value>,
    pub(crate) dbs: Vec<quiver::Db>,
}

impl Bound {
    /// Runs `f` with the sources (snapshots of the other databases).
    pub(crate) fn with_sources<T>(
        &self,
        f: impl FnOnce(&quiver::Sources<'_, '_>) -> Result<T, quiver::Error>,
    ) -> Result<T, quiver::Error> {
        let dbs: Vec<&quiver::Db> = self.dbs.iter().collect();
        quiver::Sources::with_snapshots(self.relation.clone(), &dbs, f)
    }
}

/// Why a backend call failed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BackendError {
    /// The form is invalid or could not be carried out.
    #[error("{message}")]
    Failed {
        /// What went wrong, without a location prefix.
        message: String,
        /// The offending sub-form's position, when known (the CLI then
        /// falls back to the start of the whole form).
        at: Option<Pos>,
    },
    /// The query was stopped through the interrupt handle (Ctrl-C or timeout).
    #[error("query interrupted after {elapsed_ms} ms")]
    Interrupted {
        /// How long it had run.
        elapsed_ms: u64,
    },
    /// The database itself failed, not the input: a full disk, the file
    /// size limit, damage. The message names the database; nothing was
    /// written.
    #[error("{message}")]
    Storage {
        /// What failed, naming the database directory.
        message: String,
    },
}

impl BackendError {
    /// A failure without a position.
    pub fn message(message: impl Into<String>) -> Self {
        BackendError::Failed {
            message: message.into(),
            at: None,
        }
    }

    /// A failure at the sub-form spanning `span`.
    pub fn at(span: Span, message: impl Into<String>) -> Self {
        BackendError::Failed {
            message: message.into(),
            at: Some(span.start),
        }
    }
}

impl From<quiver_query::Error> for BackendError {
    /// Keeps the front-end error's position and drops its `source:line:col: `
    /// prefix (the CLI prints its own, with the file name).
    fn from(err: quiver_query::Error) -> Self {
        let text = err.to_string();
        match err.location() {
            Some(loc) => {
                let prefix = format!("{loc}: ");
                let message = text.strip_prefix(&prefix).unwrap_or(&text).to_string();
                BackendError::Failed {
                    message,
                    at: Some(loc.pos),
                }
            }
            None => BackendError::message(text),
        }
    }
}

/// `n` as an EDN long (saturating: entity ids and counts fit in practice).
fn long(n: u64) -> Value {
    Value::Long(i64::try_from(n).unwrap_or(i64::MAX))
}

/// A map with keyword keys.
pub(crate) fn keyword_map<const N: usize>(entries: [(&str, Value); N]) -> Value {
    Value::Map(Arc::new(
        entries
            .into_iter()
            .map(|(k, v)| (Value::Keyword(Keyword::new(None, k)), v))
            .collect(),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn front_end_errors_keep_their_position_without_the_prefix() {
        let err = quiver_query::edn::read("[1 2").unwrap_err();
        let BackendError::Failed { message, at } = BackendError::from(err) else {
            panic!("expected Failed");
        };
        assert_eq!(at.map(|p| (p.line, p.col)), Some((1, 1)));
        assert!(!message.starts_with("edn:"), "{message}");
    }

    #[test]
    fn tx_summary_prints_as_a_map() {
        let mut s = TxSummary {
            tx: 536870913,
            added: 2,
            ..TxSummary::default()
        };
        s.tempids.insert(Value::string("ivan"), 1);
        assert_eq!(
            s.to_value().to_string(),
            r#"{:added 2, :retracted 0, :tempids {"ivan" 1}, :tx 536870913}"#
        );
    }

    #[test]
    fn the_binary_backend_opens_the_engine() {
        let dir = tempfile::tempdir().unwrap();
        let backend = crate::engine_backend::open(dir.path()).unwrap();
        assert!(backend.attributes().is_empty());
        assert!(crate::engine_backend::open(Path::new("/proc/version/not-a-dir")).is_err());
    }
}
