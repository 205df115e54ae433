//! The [`Backend`] over Quiver's engine: what `quiver` runs against.

use crate::backend::{
    Backend, BackendError, Bound, BoundQuery, DatomPage, ImportProgress, ImportSummary, IndexRead,
    InputArg, OpenOptions, QueryHandle, QueryOutput, QueryResult, RunOptions, TxSummary,
};
use quiver::{CancelToken, Db, DbOptions, ImportOptions, PreparedQuery, QueryOptions};
use quiver_query::edn::{Form, FormKind, Value};
use std::collections::{BTreeMap, HashMap};
use std::path::Path;
use std::sync::{Arc, Mutex};

/// Opens (creating if needed) the database in `dir`.
///
/// The binary calls this for `--db DIR`, for the temporary database used
/// without `--db`, and for `.open DIR` in the REPL.
///
/// # Errors
/// When the directory cannot be created or opened as a Quiver database.
pub fn open(dir: &Path) -> Result<Box<dyn Backend>, BackendError> {
    open_with(dir, &OpenOptions::default())
}

/// [`open`] with the command line's options (`--read-only`,
/// `--closed-schema`, `--cache-mb`).
///
/// # Errors
/// When the directory cannot be created or opened as a Quiver database.
pub fn open_with(dir: &Path, options: &OpenOptions) -> Result<Box<dyn Backend>, BackendError> {
    Ok(Box::new(EngineBackend::open(dir, options)?))
}

/// The database a backend reads: an open one, or the speculative one a
/// `(with …)` form made.
enum Held {
    Db(Db),
    With(quiver::WithDb),
}

impl std::ops::Deref for Held {
    type Target = Db;

    fn deref(&self) -> &Db {
        match self {
            Held::Db(db) => db,
            Held::With(w) => w,
        }
    }
}

/// A database opened for the CLI.
pub struct EngineBackend {
    db: Held,
    /// The token of the query running now; Ctrl-C cancels it.
    cancel: Arc<Mutex<CancelToken>>,
    /// Queries parsed before, by a hash of their form (spans included):
    /// a query run again (a script's loop, `bench`) is not parsed and
    /// printed again each time. Checked by comparing the forms.
    parsed: Mutex<HashMap<u64, (Form, PreparedQuery)>>,
}

/// Parsed queries the backend keeps before it starts over.
const PARSED_QUERIES: usize = 256;

/// A cheap key of a form: where it is and how many items it has (equal
/// keys are confirmed by comparing the forms).
fn form_hash(f: &Form) -> u64 {
    let items = match &f.kind {
        FormKind::List(i) | FormKind::Vector(i) | FormKind::Set(i) => i.len(),
        FormKind::Map(e) => e.len(),
        FormKind::Value(_) | FormKind::Tagged(..) => 0,
    };
    let mut h = f.span.start.offset as u64;
    for x in [
        f.span.end as u64,
        u64::from(f.span.start.line),
        u64::from(f.span.start.col),
        items as u64,
    ] {
        h = (h ^ x).wrapping_mul(0x9E37_79B9_7F4A_7C15).rotate_left(29);
    }
    h
}

impl EngineBackend {
    /// Opens (creating if needed, unless read-only) the database in `dir`.
    pub fn open(dir: &Path, open: &OpenOptions) -> Result<Self, BackendError> {
        let defaults = DbOptions::default();
        let options = DbOptions {
            read_only: open.read_only,
            create: !open.read_only,
            closed_schema: open.closed_schema,
            access_cache_bytes: open
                .access_cache_bytes
                .unwrap_or(defaults.access_cache_bytes),
            ..defaults
        };
        let db = Db::open(dir, options).map_err(|e| BackendError::message(e.to_string()))?;
        Ok(Self::over(Held::Db(db)))
    }

    fn over(db: Held) -> Self {
        EngineBackend {
            db,
            cancel: Arc::new(Mutex::new(CancelToken::new())),
            parsed: Mutex::new(HashMap::new()),
        }
    }

    /// Lowers the env-wide interrupt flag an earlier Ctrl-C may have raised
    /// (it can arrive just after its query finished); every operation
    /// starts with this.
    fn ready(&self) {
        self.db.clear_interrupt();
    }

    /// The token for the next query: the current one while nothing has
    /// cancelled it (a query that ended uncancelled leaves it unused), a
    /// new one after a cancel.
    fn fresh_token(&self) -> CancelToken {
        self.ready();
        match self.cancel.lock() {
            Ok(mut g) => {
                if g.is_cancelled() {
                    *g = CancelToken::new();
                }
                g.clone()
            }
            Err(_) => CancelToken::new(),
        }
    }

    /// The engine's options for a call: its timeout, whether its result may
    /// be cached, and the token Ctrl-C cancels.
    fn options(&self, opts: &RunOptions) -> QueryOptions {
        QueryOptions {
            timeout: opts.timeout,
            cache_results: !opts.no_result_cache,
            ..QueryOptions::cancelled_by(self.fresh_token())
        }
    }

    /// Runs a parsed query with the call's inputs (shared by
    /// [`Backend::query`] and [`Backend::query_handle`]).
    fn run_query(
        &self,
        parsed: PreparedQuery,
        query: &Form,
        inputs: &[InputArg],
        opts: &RunOptions,
    ) -> Result<QueryOutput, BackendError> {
        let bound = self.prepare(parsed, query, inputs)?;
        self.run_bound(&bound, query, opts)
    }

    /// Runs a query whose inputs are bound.
    fn run_bound(
        &self,
        p: &Bound,
        query: &Form,
        opts: &RunOptions,
    ) -> Result<QueryOutput, BackendError> {
        let options = self.options(opts);
        let result = if p.relation.is_none() && p.dbs.is_empty() {
            // The database alone: its result cache is checked first.
            p.query.run_with(&*self.db, &p.args, &options)
        } else {
            let snap = self.db.snapshot().map_err(|e| engine_err(e, query))?;
            let caches = Some(self.db.query_caches());
            p.with_sources(|with| snap.run(&p.query, caches, with, &p.args, &options))
        }
        .map_err(|e| engine_err(e, query))?;
        let find_columns = || {
            p.query
                .query()
                .find
                .elements()
                .iter()
                .map(|e| e.to_string())
                .collect()
        };
        let mut columns = Vec::new();
        let result = match result {
            // The engine named the columns already.
            quiver::QueryResult::Relation {
                rows,
                ordered,
                columns: named,
            } => {
                columns = named;
                QueryResult::Relation { rows, ordered }
            }
            quiver::QueryResult::Collection(v) => QueryResult::Collection(v),
            quiver::QueryResult::Scalar(v) => QueryResult::Scalar(v),
            quiver::QueryResult::Tuple(v) => QueryResult::Tuple(v),
            quiver::QueryResult::Maps { keys, rows } => QueryResult::Maps { keys, rows },
        };
        if !matches!(result, QueryResult::Relation { .. }) {
            columns = find_columns();
        }
        Ok(QueryOutput { columns, result })
    }

    /// Binds `inputs` to the query's `:in`: values converted, rules
    /// parsed, other databases opened.
    fn prepare(
        &self,
        prepared: PreparedQuery,
        query: &Form,
        inputs: &[InputArg],
    ) -> Result<Bound, BackendError> {
        let q = prepared.query();
        // A query without :in whose clauses read no database takes no
        // input, as in Datalevin: the database given is one too many, and
        // counts (D-880).
        if q.declared_inputs().is_empty() && !inputs.is_empty() {
            let hint = if inputs.iter().any(|a| matches!(a, InputArg::Database)) {
                " (without :in, a query whose clauses read no database takes no input, as in Datalevin: run it as (q QUERY), or write :in $)"
            } else {
                ""
            };
            return Err(BackendError::at(
                query.span,
                format!(
                    "Extra inputs passed, expected: [], got: {}{hint}",
                    inputs.len()
                ),
            ));
        }
        // Inputs line up with :in one to one; `$` stands for the database.
        // Too many are refused in Datalevin's words, every input counted
        // (D-384, D-903).
        if inputs.len() > q.inputs.len() {
            return Err(BackendError::at(
                query.span,
                quiver::extra_inputs(q, inputs.len()),
            ));
        }
        let declared = q.declared_inputs();
        if declared.len() != inputs.len() {
            return Err(BackendError::at(
                query.span,
                format!(
                    "the query takes {} input(s) but {} given",
                    declared.len(),
                    inputs.len()
                ),
            ));
        }
        let mut args: Vec<Value> = Vec::new();
        let mut relation = None;
        let mut dbs = Vec::new();
        for (spec, arg) in declared.iter().zip(inputs) {
            use quiver_query::query::ast::Input;
            match (spec, arg) {
                (Input::Source(s), InputArg::Database) if s.is_default() => {}
                // `$people` given `$`: another name for this database.
                (Input::Source(_), InputArg::Database) => args.push(quiver::this_db_input()),
                // `$` given a relation: patterns match its tuples.
                (Input::Source(s), InputArg::Value(f)) if s.is_default() => {
                    relation = Some(f.to_value());
                }
                (Input::Source(s), InputArg::OtherDb(f)) => {
                    let other = self.open_other(f)?;
                    match other {
                        None if s.is_default() => {}
                        None => args.push(quiver::this_db_input()),
                        Some(db) => {
                            if s.is_default() {
                                return Err(BackendError::at(
                                    f.span,
                                    "(db …) names another database: give it a source of its own (:in $ $b)",
                                ));
                            }
                            args.push(quiver::db_input(dbs.len()));
                            dbs.push(db);
                        }
                    }
                }
                (_, InputArg::Database) => {
                    return Err(BackendError::at(
                        query.span,
                        "$ (the database) given where :in expects a value",
                    ));
                }
                (_, InputArg::OtherDb(f)) => {
                    return Err(BackendError::at(
                        f.span,
                        "(db …) given where :in expects a value, not a source ($name)",
                    ));
                }
                (Input::Rules(_), InputArg::Value(f)) => {
                    // Parse here, so rule errors point into this file; the
                    // prepared query keeps them, so they are not read again.
                    // A rule set given as a string is read as EDN, as
                    // Datalevin and DataScript read it (D-928); its errors
                    // point at the string, quoting the position inside.
                    let rules = match f.as_value() {
                        Some(Value::String(text)) => quiver_query::query::parse_rules(text)
                            .map_err(|e| {
                                BackendError::at(
                                    f.span,
                                    format!("in the rule set given as a string: {e}"),
                                )
                            })?,
                        _ => quiver_query::query::parse_rules_form(f, "rules")?,
                    };
                    let given = f.to_value();
                    prepared
                        .give_rules(given.clone(), rules)
                        .map_err(|e| engine_err(e, f))?;
                    args.push(given);
                }
                (_, InputArg::Value(f)) => args.push(f.to_value()),
            }
        }
        Ok(Bound {
            query: prepared,
            args,
            relation,
            dbs,
        })
    }

    /// The query of `form`, parsed and validated once per form.
    fn parse(&self, form: &Form) -> Result<PreparedQuery, BackendError> {
        let key = form_hash(form);
        if let Ok(parsed) = self.parsed.lock() {
            if let Some((f, q)) = parsed.get(&key) {
                if f == form {
                    return Ok(q.clone());
                }
            }
        }
        let q = PreparedQuery::new(quiver_query::query::parse_query_form(form, "query")?)
            .map_err(|e| engine_err(e, form))?;
        if let Ok(mut parsed) = self.parsed.lock() {
            if parsed.len() >= PARSED_QUERIES {
                parsed.clear();
            }
            parsed.insert(key, (form.clone(), q.clone()));
        }
        Ok(q)
    }

    /// Opens `(db "DIR")` read-only; `None` when DIR is this database (an
    /// environment must not be opened twice in one process).
    fn open_other(&self, form: &Form) -> Result<Option<Db>, BackendError> {
        let FormKind::List(items) = &form.kind else {
            return Err(BackendError::at(form.span, "expected (db \"DIR\")"));
        };
        let dir = match items.as_slice() {
            [_, d] => d.to_value(),
            _ => return Err(BackendError::at(form.span, "expected (db \"DIR\")")),
        };
        let Some(dir) = dir.as_str() else {
            return Err(BackendError::at(
                form.span,
                "(db …) takes a directory path as a string",
            ));
        };
        let same = match (
            std::fs::canonicalize(dir),
            std::fs::canonicalize(self.db.path()),
        ) {
            (Ok(a), Ok(b)) => a == b,
            _ => false,
        };
        if same {
            return Ok(None);
        }
        let options = DbOptions {
            read_only: true,
            create: false,
            ..DbOptions::default()
        };
        Db::open(Path::new(dir), options)
            .map(Some)
            .map_err(|e| BackendError::at(form.span, format!("(db {dir:?}): {e}")))
    }
}

/// An engine error as the CLI reports it: at its own position when it has
/// one (parse and plan errors, located tx items), else at the form.
fn engine_err(e: quiver::Error, at: &Form) -> BackendError {
    match (&e, e.position()) {
        (quiver::Error::Interrupted { elapsed }, _) => BackendError::Interrupted {
            elapsed_ms: elapsed.as_millis() as u64,
        },
        (quiver::Error::Parse(p), _) => p.0.clone().into(),
        (_, Some(pos)) => BackendError::Failed {
            message: one_line(&e.unlocated().to_string()),
            at: Some(pos),
        },
        _ => BackendError::at(at.span, one_line(&e.to_string())),
    }
}

/// Messages from libraries (e.g. the regex crate) may span lines; the CLI
/// prints exactly one `error:` line per failure.
fn one_line(msg: &str) -> String {
    let lines: Vec<&str> = msg
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect();
    match lines.as_slice() {
        [] => String::new(),
        [one] => (*one).to_string(),
        // e.g. the regex crate: "…regex parse error:", the pattern, a caret,
        // "error: unclosed group" — keep the first and the last line.
        [first, .., last] => format!("{} {}", first, last.trim_start_matches("error: ")),
    }
}

/// The schema as `{attr {:db/valueType … :db/cardinality … …}}`.
fn schema_value(db: &Db, only: Option<&[Value]>) -> Value {
    let schema = db.schema();
    let mut out = Vec::new();
    for info in schema.iter() {
        if quiver::Schema::is_schema_attr(info.id) || info.ident.namespace() == Some("db") {
            continue;
        }
        let k = Value::Keyword(info.ident.clone());
        if only.is_some_and(|o| !o.contains(&k)) {
            continue;
        }
        let type_kw = |t: &quiver::ValueType| Value::keyword(&format!("db.type/{}", t.name()));
        let mut props = Vec::new();
        if let Some(t) = &info.value_type {
            props.push((Value::keyword("db/valueType"), type_kw(t)));
        }
        let card = if info.is_many() {
            "db.cardinality/many"
        } else {
            "db.cardinality/one"
        };
        props.push((Value::keyword("db/cardinality"), Value::keyword(card)));
        if let Some(u) = &info.unique {
            let u = match u {
                quiver::Unique::Identity => "db.unique/identity",
                quiver::Unique::Value => "db.unique/value",
            };
            props.push((Value::keyword("db/unique"), Value::keyword(u)));
        }
        if info.is_component {
            props.push((Value::keyword("db/isComponent"), Value::Boolean(true)));
        }
        if let Some(d) = &info.doc {
            props.push((Value::keyword("db/doc"), Value::string(d)));
        }
        // A tuple's element types or components: without them a dump
        // would load back as an untyped tuple, and a composite's derived
        // values as data.
        if let Some(ts) = &info.tuple_types {
            props.push((
                Value::keyword("db/tupleTypes"),
                Value::vector(ts.iter().map(type_kw).collect::<Vec<_>>()),
            ));
        }
        if let Some(t) = &info.tuple_type {
            props.push((Value::keyword("db/tupleType"), type_kw(t)));
        }
        if let Some(attrs) = &info.tuple_attrs {
            props.push((
                Value::keyword("db/tupleAttrs"),
                Value::vector(
                    attrs
                        .iter()
                        .cloned()
                        .map(Value::Keyword)
                        .collect::<Vec<_>>(),
                ),
            ));
        }
        out.push((k, Value::map(props)));
    }
    Value::map(out)
}

impl Backend for EngineBackend {
    fn query(
        &mut self,
        query: &Form,
        inputs: &[InputArg],
        opts: &RunOptions,
    ) -> Result<QueryOutput, BackendError> {
        let parsed = self.parse(query)?;
        self.run_query(parsed, query, inputs, opts)
    }

    fn prepare_query(&mut self, query: &Form) -> Result<QueryHandle, BackendError> {
        Ok(QueryHandle {
            form: query.clone(),
            parsed: Some(self.parse(query)?),
        })
    }

    fn query_handle(
        &mut self,
        query: &QueryHandle,
        inputs: &[InputArg],
        opts: &RunOptions,
    ) -> Result<QueryOutput, BackendError> {
        match &query.parsed {
            Some(parsed) => self.run_query(parsed.clone(), &query.form, inputs, opts),
            None => self.query(&query.form, inputs, opts),
        }
    }

    fn bind(
        &mut self,
        query: &QueryHandle,
        inputs: &[InputArg],
    ) -> Result<BoundQuery, BackendError> {
        let parsed = match &query.parsed {
            Some(p) => p.clone(),
            None => self.parse(&query.form)?,
        };
        Ok(BoundQuery {
            form: query.form.clone(),
            inputs: inputs.to_vec(),
            bound: Some(self.prepare(parsed, &query.form, inputs)?),
        })
    }

    fn query_bound(
        &mut self,
        call: &BoundQuery,
        opts: &RunOptions,
    ) -> Result<QueryOutput, BackendError> {
        match &call.bound {
            Some(b) => self.run_bound(b, &call.form, opts),
            None => self.query(&call.form, &call.inputs, opts),
        }
    }

    fn transact(&mut self, tx: &Form) -> Result<TxSummary, BackendError> {
        self.ready();
        let ops = quiver_query::tx::parse_tx_form(tx, "tx")?;
        let report = self.db.transact_ops(&ops).map_err(|e| engine_err(e, tx))?;
        let mut tempids = BTreeMap::new();
        for (t, e) in &report.tempids {
            let key = match t {
                quiver::TempId::Named(s) => Value::String(s.clone()),
                quiver::TempId::Int(n) => Value::Long(*n),
            };
            tempids.insert(key, e.0);
        }
        Ok(TxSummary {
            tx: report.tx.as_entity().0,
            tempids,
            added: report.added.len() as u64,
            retracted: report.retracted.len() as u64,
        })
    }

    fn pull(&mut self, pattern: &Form, eid: &Form) -> Result<Value, BackendError> {
        self.ready();
        let p = quiver_query::pull_pattern::parse_pull_form(pattern, "pull")?;
        let snap = self.db.snapshot().map_err(|e| engine_err(e, pattern))?;
        snap.pull(&p, &eid.to_value())
            .map_err(|e| engine_err(e, eid))
    }

    fn pull_many(&mut self, pattern: &Form, eids: &[Form]) -> Result<Value, BackendError> {
        self.ready();
        let p = quiver_query::pull_pattern::parse_pull_form(pattern, "pull")?;
        let snap = self.db.snapshot().map_err(|e| engine_err(e, pattern))?;
        let mut out = Vec::new();
        for e in eids {
            out.push(
                snap.pull(&p, &e.to_value())
                    .map_err(|err| engine_err(err, e))?,
            );
        }
        Ok(Value::vector(out))
    }

    fn entity(&mut self, eid: &Form) -> Result<Value, BackendError> {
        self.ready();
        let p = quiver_query::pull_pattern::parse_pull("[*]")?;
        let snap = self.db.snapshot().map_err(|e| engine_err(e, eid))?;
        snap.pull(&p, &eid.to_value())
            .map_err(|e| engine_err(e, eid))
    }

    fn with(&mut self, tx: &Form) -> Result<Box<dyn Backend>, BackendError> {
        self.ready();
        let ops = quiver_query::tx::parse_tx_form(tx, "tx")?;
        let with = self.db.with_ops(&ops).map_err(|e| engine_err(e, tx))?;
        let mut spec = Self::over(Held::With(with));
        // Ctrl-C and --timeout reach the form run on the result: the
        // running query's token is shared.
        spec.cancel = self.cancel.clone();
        Ok(Box::new(spec))
    }

    fn entity_attr(&mut self, eid: &Form, attr: &Form) -> Result<Value, BackendError> {
        self.ready();
        let snap = self.db.snapshot().map_err(|e| engine_err(e, eid))?;
        let Some(id) = snap
            .resolve_eid(&eid.to_value())
            .map_err(|e| engine_err(e, eid))?
        else {
            return Ok(Value::Nil);
        };
        let name = attr.to_value().to_string();
        let got = snap
            .entity_handle(id)
            .get(&name)
            .map_err(|e| engine_err(e, attr))?;
        Ok(got.map_or(Value::Nil, |g| g.to_edn()))
    }

    fn touch(&mut self, eid: &Form) -> Result<Value, BackendError> {
        self.ready();
        let snap = self.db.snapshot().map_err(|e| engine_err(e, eid))?;
        match snap
            .resolve_eid(&eid.to_value())
            .map_err(|e| engine_err(e, eid))?
        {
            Some(id) => snap
                .entity_handle(id)
                .touch_edn()
                .map_err(|e| engine_err(e, eid)),
            None => Ok(Value::Nil),
        }
    }

    fn index_datoms(
        &mut self,
        read: &IndexRead<'_>,
        offset: usize,
        limit: usize,
    ) -> Result<DatomPage, BackendError> {
        self.ready();
        let at = match read {
            IndexRead::Datoms { form, .. } => *form,
            IndexRead::Range { attr, .. } => *attr,
        };
        let snap = self.db.snapshot().map_err(|e| engine_err(e, at))?;
        let walk = match read {
            IndexRead::Datoms {
                walk,
                index,
                components,
                ..
            } => {
                let c: Vec<Value> = components.iter().map(Form::to_value).collect();
                snap.walk_datoms(*walk, *index, &c)
            }
            IndexRead::Range { attr, lo, hi } => {
                snap.index_range(&attr.to_value(), &lo.to_value(), &hi.to_value())
            }
        }
        .map_err(|e| engine_err(e, at))?;
        let mut page = DatomPage::default();
        // The walk is lazy: only the page and one datom more are read.
        for d in walk.skip(offset) {
            let d = d.map_err(|e| engine_err(e, at))?;
            if page.datoms.len() == limit {
                page.more = true;
                break;
            }
            page.datoms.push(d.to_edn());
        }
        Ok(page)
    }

    fn count_datoms(&mut self, e: &Form, a: &Form, v: &Form) -> Result<u64, BackendError> {
        self.ready();
        let snap = self.db.snapshot().map_err(|err| engine_err(err, e))?;
        snap.count_datoms(&e.to_value(), &a.to_value(), &v.to_value())
            .map_err(|err| engine_err(err, e))
    }

    fn cardinality(&mut self, attr: &Form) -> Result<u64, BackendError> {
        self.ready();
        let snap = self.db.snapshot().map_err(|e| engine_err(e, attr))?;
        snap.cardinality(&attr.to_value())
            .map_err(|e| engine_err(e, attr))
    }

    fn schema(&mut self) -> Result<Value, BackendError> {
        Ok(schema_value(&self.db, None))
    }

    fn update_schema(&mut self, changes: &Form) -> Result<Value, BackendError> {
        self.ready();
        let v = changes.to_value();
        // An empty property map declares an attribute: nothing to change
        // for one that exists (`schema_map_to_tx` would make it explicit
        // cardinality one, D-870).
        let schema = self.db.schema();
        let todo = match &v {
            Value::Map(m) => Value::map(
                m.iter()
                    .filter(|(k, p)| {
                        let exists = match k {
                            Value::Keyword(k) => schema.by_ident(k).is_some(),
                            _ => false,
                        };
                        !(exists && matches!(p, Value::Map(p) if p.is_empty()))
                    })
                    .map(|(k, p)| (k.clone(), p.clone()))
                    .collect::<Vec<_>>(),
            ),
            other => other.clone(),
        };
        let tx = quiver::schema_map_to_tx(&todo).map_err(|m| BackendError::at(changes.span, m))?;
        // Positions inside the generated tx text mean nothing to the user:
        // point at the map.
        self.db
            .transact_edn(&tx)
            .map_err(|e| BackendError::at(changes.span, one_line(&e.unlocated().to_string())))?;
        let keys: Vec<Value> = match &v {
            Value::Map(m) => m.keys().cloned().collect(),
            _ => Vec::new(),
        };
        Ok(schema_value(&self.db, Some(&keys)))
    }

    fn explain(
        &mut self,
        query: &Form,
        inputs: &[InputArg],
        analyze: bool,
        opts: &RunOptions,
    ) -> Result<String, BackendError> {
        let p = self.prepare(self.parse(query)?, query, inputs)?;
        let options = self.options(opts);
        let snap = self.db.snapshot().map_err(|e| engine_err(e, query))?;
        let caches = Some(self.db.query_caches());
        p.with_sources(|with| snap.explain(&p.query, caches, with, &p.args, &options, analyze))
            .map_err(|e| engine_err(e, query))
    }

    fn import(
        &mut self,
        data: &Path,
        progress: &mut dyn FnMut(ImportProgress),
    ) -> Result<ImportSummary, BackendError> {
        self.ready();
        let text = std::fs::read_to_string(data)
            .map_err(|e| BackendError::message(format!("cannot read {}: {e}", data.display())))?;
        let total = text.len() as u64;
        // The streaming path reads a plain file of entity maps straight
        // into the indexes; anything else takes the general path (parse
        // and convert on every core, D-611), with the same result (D-612).
        let report = self
            .db
            .import_edn(
                &text,
                &data.display().to_string(),
                ImportOptions::default(),
                |p| {
                    let done = if p.items_total == 0 {
                        total
                    } else {
                        total * p.items_done as u64 / p.items_total as u64
                    };
                    progress(ImportProgress {
                        bytes_done: done,
                        bytes_total: total,
                        datoms: p.datoms,
                    });
                },
            )
            .map_err(|e| match e {
                // Text that does not parse: the position, for the report.
                quiver::Error::Parse(quiver::ParseError(e)) => BackendError::from(e),
                // A refused item: where it is, and what is wrong with it
                // (its index in the tx-data says nothing to a reader).
                quiver::Error::Located { at, error } => BackendError::Failed {
                    message: item_message(&error),
                    at: Some(at.pos),
                },
                // The database failed (a full disk, damage): not the file's fault.
                quiver::Error::Storage(k) => BackendError::Storage {
                    message: k.to_string(),
                },
                e @ quiver::Error::Corrupt(_) => BackendError::Storage {
                    message: e.to_string(),
                },
                e => BackendError::message(e.to_string()),
            })?;
        progress(ImportProgress {
            bytes_done: total,
            bytes_total: total,
            datoms: report.datoms,
        });
        let entities = report.items as u64;
        // The text is freed beside the next form, not before it.
        std::thread::spawn(move || drop(text));
        Ok(ImportSummary {
            entities,
            datoms: report.datoms,
        })
    }

    fn stats(&mut self) -> Result<Value, BackendError> {
        self.ready();
        let s = self
            .db
            .storage_stats()
            .map_err(|e| BackendError::message(e.to_string()))?;
        let snap = self
            .db
            .snapshot()
            .map_err(|e| BackendError::message(e.to_string()))?;
        let total = snap
            .count_datoms(&Value::Nil, &Value::Nil, &Value::Nil)
            .map_err(|e| BackendError::message(e.to_string()))?;
        let schema = self.db.schema();
        let mut per_attr = Vec::new();
        for info in schema.iter() {
            let n = snap
                .count_datoms(
                    &Value::Nil,
                    &Value::Keyword(info.ident.clone()),
                    &Value::Nil,
                )
                .map_err(|e| BackendError::message(e.to_string()))?;
            if n > 0 {
                per_attr.push((Value::Keyword(info.ident.clone()), Value::Long(n as i64)));
            }
        }
        let long = |n: u64| Value::Long(i64::try_from(n).unwrap_or(i64::MAX));
        Ok(Value::map([
            (Value::keyword("datoms"), long(total)),
            (Value::keyword("eav-bytes"), long(s.eav_bytes)),
            (Value::keyword("ave-bytes"), long(s.ave_bytes)),
            (Value::keyword("file-bytes"), long(s.file_bytes)),
            (Value::keyword("attributes"), Value::map(per_attr)),
        ]))
    }

    fn verify(&mut self) -> Result<(), BackendError> {
        self.ready();
        self.db
            .snapshot()
            .and_then(|snap| snap.verify())
            .map_err(|e| BackendError::message(e.to_string()))
    }

    fn closed_schema(&self) -> bool {
        self.db.closed_schema()
    }

    fn attributes(&self) -> Vec<String> {
        self.db
            .schema()
            .iter()
            .filter(|i| !quiver::Schema::is_schema_attr(i.id) && i.ident.namespace() != Some("db"))
            .map(|i| i.ident.to_string().trim_start_matches(':').to_string())
            .collect()
    }

    fn cache_stats(&self) -> Option<quiver::CacheStats> {
        Some(self.db.query_caches().stats())
    }

    fn interrupt_handle(&self) -> Arc<dyn Fn() + Send + Sync> {
        // The token stops the executor between storage calls; the env-wide
        // flag also cuts a single long DLMDB call short. This session is the
        // database's only user, so stopping everything is what Ctrl-C
        // means; the next operation lowers the flag (`ready`).
        let cancel = self.cancel.clone();
        let env = self.db.interrupt_handle();
        Arc::new(move || {
            if let Ok(t) = cancel.lock() {
                t.cancel();
            }
            env.interrupt();
        })
    }
}

/// A refused item's message without its `transaction item N, ` prefix
/// (the position says which item).
fn item_message(error: &quiver::Error) -> String {
    let text = error.to_string();
    match error {
        quiver::Error::Transaction { item, .. } => text
            .strip_prefix(&format!("transaction item {item}, "))
            .or_else(|| text.strip_prefix(&format!("transaction item {item}: ")))
            .map_or_else(|| text.clone(), str::to_string),
        _ => text,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use quiver_query::edn::read;

    fn form(text: &str) -> Form {
        read(text).unwrap()
    }

    /// A bound call answers as the same call with its inputs given each
    /// time, before and after a write, for every kind of input.
    #[test]
    fn a_bound_call_answers_as_the_call_it_binds() {
        let dir = tempfile::tempdir().unwrap();
        let mut b = EngineBackend::open(dir.path(), &OpenOptions::default()).unwrap();
        b.transact(&form(
            r#"[{:db/ident :name :db/valueType :db.type/string :db/unique :db.unique/identity}
                {:db/ident :follows :db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
                {:db/ident :age :db/valueType :db.type/long}]"#,
        ))
        .unwrap();
        b.transact(&form(
            r#"[{:db/id "a" :name "Ann" :age 40}
                {:db/id "b" :name "Bo" :age 25 :follows ["a"]}
                {:name "Cy" :age 31 :follows ["a" "b"]}]"#,
        ))
        .unwrap();
        let cases: Vec<(&str, Vec<InputArg>)> = vec![
            (
                "[:find ?n :in $ ?min :where [?e :age ?a] [(>= ?a ?min)] [?e :name ?n]]",
                vec![InputArg::Database, InputArg::Value(form("30"))],
            ),
            (
                "[:find ?n :in $ [?who ...] :where [?w :name ?who] [?e :follows ?w] [?e :name ?n]]",
                vec![InputArg::Database, InputArg::Value(form(r#"["Ann" "Bo"]"#))],
            ),
            (
                "[:find ?x ?y :in $ % :where (reach ?x ?y)]",
                vec![
                    InputArg::Database,
                    InputArg::Value(form(
                        "[[(reach ?x ?y) [?x :follows ?y]] [(reach ?x ?y) [?x :follows ?z] (reach ?z ?y)]]",
                    )),
                ],
            ),
            (
                "[:find ?a ?b :in $ :where [?a :likes ?b]]",
                vec![InputArg::Value(form("[[1 :likes 2] [2 :likes 3]]"))],
            ),
            (
                "[:find (count ?e) . :in $ ?n :where [?e :name ?n]]",
                vec![InputArg::Database, InputArg::Value(form(r#"[:name "Bo"]"#))],
            ),
        ];
        let opts = RunOptions::default();
        for (text, inputs) in &cases {
            let handle = b.prepare_query(&form(text)).unwrap();
            let call = b.bind(&handle, inputs).unwrap();
            for round in 0..2 {
                let given = b.query_handle(&handle, inputs, &opts).unwrap();
                let bound = b.query_bound(&call, &opts).unwrap();
                assert_eq!(bound, given, "{text}, round {round}");
                // Twice: the second answer may come from the result cache.
                assert_eq!(b.query_bound(&call, &opts).unwrap(), given, "{text}");
            }
            // A write the calls read: the bound call sees it.
            b.transact(&form(r#"[{:name "Di" :age 50 :follows [[:name "Cy"]]}]"#))
                .unwrap();
            let after = b.query_bound(&call, &opts).unwrap();
            assert_eq!(
                after,
                b.query_handle(&handle, inputs, &opts).unwrap(),
                "{text}"
            );
        }
        // Inputs that do not fit `:in` are refused when bound.
        let handle = b
            .prepare_query(&form("[:find ?e :where [?e :name _]]"))
            .unwrap();
        let err = b
            .bind(&handle, &[InputArg::Database, InputArg::Value(form("1"))])
            .err()
            .unwrap();
        assert!(err.to_string().contains("Extra inputs passed"), "{err}");
    }
}
