//! Queries: parse, plan over exact counts and samples, execute over one
//! snapshot, shape the result.
//!
//! ```no_run
//! use quiver::{Db, DbOptions};
//! use quiver_query::edn::Value;
//! let db = Db::open("/tmp/q-example", DbOptions::default())?;
//! let result = db.query("[:find ?e :in $ ?name :where [?e :name ?name]]")
//!     .input(Value::string("Ivan"))
//!     .run()?;
//! println!("{}", result.to_edn());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod batch;
mod cached_stats;
mod caches;
mod cell_set;
mod compile;
pub(crate) mod entity_inputs;
mod find;
mod impure;
mod index_order;
mod operators;
mod plan_key;
mod reads;
mod row;
mod rules;
mod sources;
mod target;

mod warnings;
pub use warnings::UnknownAttribute;

use batch::Batch;
use compile::{Compiler, Scope, Slots};
use operators::{Flow, Runner};
use quiver_planner::{Entry, InputRel, Planner, PlannerOptions};
use quiver_query::edn::Value as Edn;
use quiver_query::query::ast::{BindTarget, Binding, Input, Query, RuleSet};
use quiver_store::Snapshot;
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

pub use caches::{CacheStats, DEFAULT_ACCESS_CACHE_BYTES, QueryCaches};
pub use find::QueryResult;
pub use target::QueryTarget;

/// Query errors are the crate's [`Error`](quiver_store::Error): parse errors with
/// line:col, [`Error::Plan`](quiver_store::Error::Plan),
/// [`Error::Eval`](quiver_store::Error::Eval), [`Error::Input`](quiver_store::Error::Input),
/// [`Error::Interrupted`](quiver_store::Error::Interrupted),
/// [`Error::ResourceLimit`](quiver_store::Error::ResourceLimit) and storage
/// failures. The alias names them in query signatures.
pub type QueryError = quiver_store::Error;

/// Cancels a running query from another thread.
#[derive(Clone, Debug, Default)]
pub struct CancelToken(Arc<AtomicBool>);

impl CancelToken {
    /// A fresh token.
    pub fn new() -> Self {
        CancelToken::default()
    }
    /// Asks every query holding this token to stop (within a millisecond of work).
    pub fn cancel(&self) {
        self.0.store(true, Ordering::Relaxed);
    }
    /// The flag [`cancel`](Self::cancel) sets.
    pub(crate) fn flag(&self) -> Arc<AtomicBool> {
        self.0.clone()
    }
    /// Whether [`cancel`](Self::cancel) was called.
    pub fn is_cancelled(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }
}

/// How a query runs.
#[derive(Clone, Debug)]
pub struct QueryOptions {
    /// Stop with [`Error::Interrupted`](quiver_store::Error::Interrupted) after this long (the query's
    /// own `:timeout` applies too; the smaller wins).
    pub timeout: Option<Duration>,
    /// Stop when this token is cancelled.
    pub cancel: CancelToken,
    /// Bytes intermediate results may hold before
    /// [`Error::ResourceLimit`](quiver_store::Error::ResourceLimit).
    pub memory_budget: usize,
    /// Run the clauses in exactly this order (indexes into `:where`);
    /// for comparing the planner with a hand-picked order.
    pub force_order: Option<Vec<usize>>,
    /// Samples per join fan-out estimate.
    pub samples: usize,
    /// Reuse the result of an identical earlier call on the same committed
    /// state (default on; off for benchmarks of the executor itself).
    pub cache_results: bool,
    /// Rows per batch pushed down the pipeline (default 2,048). Small
    /// values exercise batch boundaries in tests; results never depend
    /// on it.
    pub batch_rows: usize,
    /// Plan a bushy join (a group of patterns run on its own and
    /// hash-joined) wherever one is possible, whatever the estimates say:
    /// for testing that operator; results never depend on it.
    pub prefer_bushy: bool,
    /// Answer `:order-by` with `:limit` through the first key's index
    /// when the estimates say it pays (D-956; default on). Results never
    /// depend on it.
    pub index_order: bool,
    /// Take the index order wherever the query allows it, whatever the
    /// estimates say, from a first chunk of one datom, and never fall
    /// back: for testing it; results never depend on it.
    pub prefer_index_order: bool,
}

impl Default for QueryOptions {
    fn default() -> Self {
        QueryOptions::cancelled_by(CancelToken::new())
    }
}

impl QueryOptions {
    /// The defaults, stopped by `cancel`: for a caller that keeps one token
    /// across calls (`..QueryOptions::default()` would make a token only to
    /// drop it, an allocation a call).
    pub fn cancelled_by(cancel: CancelToken) -> Self {
        QueryOptions {
            timeout: None,
            cancel,
            memory_budget: default_memory_budget(),
            force_order: None,
            samples: quiver_planner::cost::DEFAULT_SAMPLES,
            cache_results: true,
            batch_rows: batch::BATCH_ROWS,
            prefer_bushy: false,
            index_order: true,
            prefer_index_order: false,
        }
    }
}

/// A quarter of physical memory (4 GiB when it cannot be read), read once
/// per process: every `QueryOptions::default()` asks, and reading
/// `/proc/meminfo` each time was 8 % of a 0.07 ms query.
fn default_memory_budget() -> usize {
    static BUDGET: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    *BUDGET.get_or_init(|| {
        let total = std::fs::read_to_string("/proc/meminfo").ok().and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("MemTotal:"))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|kb| kb.parse::<usize>().ok())
        });
        total.map_or(4 << 30, |kb| kb * 1024 / 4)
    })
}

/// What a query reads besides the database it runs on: `$` bound to a
/// relation instead, and other databases, which inputs name as
/// `#quiver/db N` (N indexes [`dbs`](Self::dbs)). An input `$` (the
/// symbol) given for a named source such as `$people` is the query's own
/// database.
#[derive(Default)]
pub struct Sources<'a, 'db> {
    /// A relation (a collection of tuples) bound to `$`.
    pub relation: Option<Edn>,
    /// Other databases' snapshots.
    pub dbs: &'a [&'a Snapshot<'db>],
}

impl Sources<'_, '_> {
    /// Whether there is nothing besides the database.
    pub fn is_empty(&self) -> bool {
        self.relation.is_none() && self.dbs.is_empty()
    }
}

/// The input that names the `n`-th database of [`Sources::dbs`].
pub fn db_input(n: usize) -> Edn {
    Edn::Tagged(Arc::new((
        quiver_query::edn::Symbol::parse(sources::DB_TAG),
        Edn::Long(n as i64),
    )))
}

/// The input that names the query's own database, for a named source
/// (`:in $ $people` given `$`).
pub fn this_db_input() -> Edn {
    Edn::Symbol(quiver_query::edn::Symbol::parse("$"))
}

/// A parsed and validated query, ready to run many times.
#[derive(Clone, Debug)]
pub struct PreparedQuery {
    /// Calls a function whose result changes from call to call (`rand`):
    /// its results are never cached.
    impure: bool,
    /// The query, and the rules last given for it.
    query: Arc<Held>,
    /// The query's canonical text: the plan cache key.
    text: Arc<str>,
    /// Its hash, for the result cache's key.
    text_hash: u64,
}

/// A parsed query with the rule set last given for its `%`, in one
/// allocation: cloning a prepared query (the CLI does for every run)
/// stays two reference counts.
#[derive(Debug)]
struct Held {
    query: Query,
    /// The rule set last given for `%`, parsed, validated and checked
    /// against this query's rule calls: a query run again with the same
    /// rules reads and checks them once, not on every call.
    last_rules: Mutex<Option<(Edn, GivenRules)>>,
    /// The index order the query allows (D-956), found on first use.
    index_order: std::sync::OnceLock<Option<index_order::IndexOrder>>,
}

impl std::ops::Deref for Held {
    type Target = Query;

    fn deref(&self) -> &Query {
        &self.query
    }
}

/// A rule set given for `%`, read and checked against its query.
#[derive(Clone, Debug)]
struct GivenRules {
    rules: Arc<RuleSet>,
    /// Its canonical text.
    text: Arc<str>,
}

/// What the inputs turn into.
struct Bound {
    known: HashMap<String, Edn>,
    inputs: Vec<InputRel>,
    rules: Option<Arc<RuleSet>>,
    /// The rules' canonical text, for the plan cache's key.
    rules_text: Option<Arc<str>>,
    sources: HashMap<String, sources::SourceArg>,
}

/// Refuses an input nested deeper than values may nest
/// ([`MAX_VALUE_DEPTH`](quiver_query::edn::MAX_VALUE_DEPTH)): inputs given
/// from Rust have not passed the reader's limit, and values are hashed,
/// compared and walked recursively. Iterative, and a scalar costs one
/// match.
fn check_input_depth(args: &[Edn]) -> Result<(), QueryError> {
    let limit = quiver_query::edn::MAX_VALUE_DEPTH;
    match args.iter().position(|a| a.nesting_depth(limit + 1) > limit) {
        Some(i) => Err(QueryError::Input(format!(
            "input {} nests deeper than {limit} levels",
            i + 1
        ))),
        None => Ok(()),
    }
}

/// Binds the inputs given (in `:in` order) to what `:in` declares:
/// sources, the rule set for `%`, and bindings.
fn bind_inputs(
    prepared: &PreparedQuery,
    args: &[Edn],
    with: &Sources<'_, '_>,
) -> Result<Bound, QueryError> {
    let query = prepared.query.as_ref();
    let mut b = Bound {
        known: HashMap::default(),
        inputs: Vec::new(),
        rules: None,
        rules_text: None,
        sources: HashMap::default(),
    };
    let mut it = args.iter();
    let mut next = |what: &str| {
        it.next()
            .cloned()
            .ok_or_else(|| QueryError::Input(format!("missing input for {what} in :in")))
    };
    for input in &query.inputs {
        match input {
            Input::Source(s) if s.is_default() => {}
            Input::Source(s) => {
                let v = next(s.name.as_str())?;
                let arg = sources::source_arg(s.name.as_str(), &v, with.dbs.len())?;
                b.sources.insert(s.name.as_str().to_string(), arg);
            }
            Input::Rules(_) => {
                let v = next("%")?;
                let given = prepared.rules_for(v)?;
                b.rules = Some(given.rules);
                b.rules_text = Some(given.text);
            }
            Input::Binding(binding) => {
                let v = next(&binding_text(binding))?;
                b.bind(binding, v)?;
            }
        }
    }
    if let Some(rel) = &with.relation {
        let arg = sources::source_arg("$", rel, with.dbs.len())?;
        b.sources.insert("$".to_string(), arg);
    }
    if it.next().is_some() {
        // The database stands for `$`: Datalevin counts it as an input.
        let db = query
            .inputs
            .iter()
            .any(|i| matches!(i, Input::Source(s) if s.is_default()));
        return Err(QueryError::Input(extra_inputs(
            query,
            args.len() + usize::from(db),
        )));
    }
    Ok(b)
}

impl Bound {
    /// What the planner starts from: the known inputs (bound, with their
    /// values) and the input relations.
    fn entry(&self) -> Entry {
        Entry {
            bound: self.known.keys().cloned().collect(),
            known: self.known.clone(),
            inputs: self.inputs.clone(),
            visible: Default::default(),
            read: None,
        }
    }

    /// Binds the value `v` given for `binding`: scalars and tuples become
    /// known values, collections and relations input relations.
    fn bind(&mut self, binding: &Binding, v: Edn) -> Result<(), QueryError> {
        match binding {
            Binding::Scalar(var) => {
                self.known.insert(var.as_str().to_string(), v);
            }
            Binding::Tuple(ts, _) => {
                let items = v.as_seq().ok_or_else(|| {
                    QueryError::Input(format!("{} needs a tuple, got {v}", binding_text(binding)))
                })?;
                // Extra values are ignored, as in a relation's rows and as
                // Datalevin does (D-883); too few is an error.
                if items.len() < ts.len() {
                    return Err(QueryError::Input(format!(
                        "{} needs {} values, got {}",
                        binding_text(binding),
                        ts.len(),
                        items.len()
                    )));
                }
                for (t, x) in ts.iter().zip(items) {
                    if let BindTarget::Var(var) = t {
                        self.known.insert(var.as_str().to_string(), x.clone());
                    }
                }
            }
            Binding::Collection(var, _) => {
                self.inputs
                    .push(collection_input(binding, var.as_str(), &v)?);
            }
            Binding::Relation(ts, _) => {
                self.inputs.push(relation_input(binding, ts, &v)?);
            }
        }
        Ok(())
    }
}

/// The input relation of a collection `v` given for `[var ...]`: one
/// row per distinct element.
fn collection_input(binding: &Binding, var: &str, v: &Edn) -> Result<InputRel, QueryError> {
    // `nil` is the empty collection, as Clojure's `seq` reads it (D-930).
    let items = match v {
        Edn::Nil => Some(Vec::new()),
        other => elements(other),
    }
    .ok_or_else(|| {
        QueryError::Input(format!(
            "{} needs a collection, got {}",
            binding_text(binding),
            quiver_store::cut(&v.to_string())
        ))
    })?;
    // Duplicates are found through references: a set of cloned values
    // took three times the input's own size on a collection of millions.
    let firsts: Vec<bool> = {
        let mut seen = std::collections::HashSet::with_capacity(items.len());
        items.iter().map(|x| seen.insert(x)).collect()
    };
    let rows = items
        .into_iter()
        .zip(firsts)
        .filter_map(|(x, first)| first.then(|| vec![x]))
        .collect();
    Ok(InputRel {
        vars: vec![var.to_string()],
        rows,
    })
}

/// The input relation of a collection of tuples `v` given for
/// `[[targets] ...]`: the columns of the targets that are variables.
fn relation_input(binding: &Binding, ts: &[BindTarget], v: &Edn) -> Result<InputRel, QueryError> {
    let rows = match v {
        Edn::Nil => Some(Vec::new()),
        other => tuples(other),
    }
    .ok_or_else(|| {
        QueryError::Input(format!(
            "{} needs a collection of tuples",
            binding_text(binding)
        ))
    })?;
    let keep: Vec<(usize, String)> = ts
        .iter()
        .enumerate()
        .filter_map(|(i, t)| match t {
            BindTarget::Var(var) => Some((i, var.as_str().to_string())),
            BindTarget::Ignore(_) => None,
        })
        .collect();
    let mut out = Vec::new();
    for r in rows {
        if r.len() < ts.len() {
            return Err(QueryError::Input(format!(
                "a tuple of {} has {} values, {} needed",
                binding_text(binding),
                r.len(),
                ts.len()
            )));
        }
        out.push(keep.iter().map(|(i, _)| r[*i].clone()).collect());
    }
    Ok(InputRel {
        vars: keep.into_iter().map(|(_, v)| v).collect(),
        rows: out,
    })
}

/// The message for inputs beyond what `:in` takes, in Datalevin's words
/// (D-384, D-903): every `:in` entry is listed, `$` included, and `got`
/// counts every input given, the database as `$` included.
pub fn extra_inputs(query: &Query, got: usize) -> String {
    let expected: Vec<String> = query
        .inputs
        .iter()
        .map(|i| match i {
            Input::Source(s) => s.name.as_str().to_string(),
            Input::Rules(_) => "%".to_string(),
            Input::Binding(b) => binding_text(b),
        })
        .collect();
    format!(
        "Extra inputs passed, expected: [{}], got: {got}",
        expected.join(" ")
    )
}

/// The binding as written, for messages (`[?a ...]`, `[[?k ?v] ...]`).
fn binding_text(b: &Binding) -> String {
    // A nested form was unpacked through a stand-in `?%nestedN`: show it
    // as `[…]`, never as a name the user did not write.
    let text = b.to_string();
    let mut out = String::with_capacity(text.len());
    let mut rest = text.as_str();
    while let Some(at) = rest.find("?%nested") {
        out.push_str(&rest[..at]);
        out.push_str("[…]");
        rest = rest[at + 8..].trim_start_matches(|c: char| c.is_ascii_digit());
    }
    out.push_str(rest);
    out
}

/// The elements of a collection input; a map's elements are its entries,
/// as `[key value]` pairs (so `[[?k ?v] ...]` and `[[?k ?v]]` take a map).
pub(crate) fn elements(v: &Edn) -> Option<Vec<Edn>> {
    match v {
        Edn::Map(m) => Some(
            m.iter()
                .map(|(k, v)| Edn::vector([k.clone(), v.clone()]))
                .collect(),
        ),
        _ => Some(v.as_seq()?.into_iter().cloned().collect()),
    }
}

pub(crate) fn tuples(v: &Edn) -> Option<Vec<Vec<Edn>>> {
    elements(v)?.iter().map(elements).collect()
}

impl PreparedQuery {
    /// Validates a query parsed elsewhere (e.g. from a form of a larger
    /// file, so errors keep the file's positions) and wraps it, to run it
    /// many times: the query is checked here once, not on every run.
    pub fn new(query: Query) -> Result<Self, QueryError> {
        quiver_query::query::validate(&query, None, "query")?;
        Ok(Self::validated(query))
    }

    /// Gives the rule set later runs pass for `%`: `given` is the value
    /// they pass, `rules` that value already read (e.g. from a file, so
    /// errors keep the file's positions). The rules are validated and the
    /// query's rule calls checked against them here; a run passing
    /// `given` then reads and checks nothing again.
    pub fn give_rules(&self, given: Edn, rules: RuleSet) -> Result<(), QueryError> {
        self.check_rules(given, rules).map(drop)
    }

    /// The rule set `v` (the value given for `%`), read and checked once
    /// for as long as the same rules are given again.
    fn rules_for(&self, v: Edn) -> Result<GivenRules, QueryError> {
        if let Ok(last) = self.query.last_rules.lock() {
            if let Some((given, rules)) = last.as_ref() {
                if *given == v {
                    return Ok(rules.clone());
                }
            }
        }
        // A rule set given as a string is read as EDN, as Datalevin and
        // DataScript read it (D-927).
        let rules = match &v {
            Edn::String(text) => quiver_query::query::parse_rules(text)?,
            other => quiver_query::query::parse_rules(&other.to_string())?,
        };
        self.check_rules(v, rules)
    }

    /// Validates `rules` and this query's calls of them, and keeps them as
    /// the rules of `given`.
    fn check_rules(&self, given: Edn, rules: RuleSet) -> Result<GivenRules, QueryError> {
        quiver_query::query::validate_rules_for(&rules, "rules", &self.query)?;
        // The query's rule calls against this rule set (names, arities).
        quiver_query::query::validate(&self.query, Some(&rules), "query")?;
        let rules = GivenRules {
            text: Arc::from(rules.to_string()),
            rules: Arc::new(rules),
        };
        if let Ok(mut last) = self.query.last_rules.lock() {
            *last = Some((given, rules.clone()));
        }
        Ok(rules)
    }

    /// Wraps a query already validated.
    fn validated(query: Query) -> Self {
        let text: Arc<str> = Arc::from(query.to_string());
        let text_hash = {
            use std::hash::{BuildHasher, Hasher};
            let mut h = rustc_hash::FxBuildHasher.build_hasher();
            h.write(text.as_bytes());
            h.finish()
        };
        PreparedQuery {
            impure: impure::query_is_impure(&query),
            query: Arc::new(Held {
                query,
                last_rules: Mutex::default(),
                index_order: std::sync::OnceLock::new(),
            }),
            text,
            text_hash,
        }
    }

    /// `:limit ?n` / `:offset ?n` (D-858): this query with the values
    /// given for those `:in` scalars as its limit and offset (a negative
    /// limit is none, as Datalevin's `-1`); `None` when it has neither.
    fn with_paging(&self, args: &[Edn]) -> Result<Option<PreparedQuery>, QueryError> {
        let q = &self.query.query;
        if q.limit_var.is_none() && q.offset_var.is_none() {
            return Ok(None);
        }
        // The value given for the `:in` scalar `v` (`$` takes no argument).
        let given = |v: &quiver_query::query::ast::Var| -> Option<&Edn> {
            q.inputs
                .iter()
                .filter(|i| !matches!(i, Input::Source(s) if s.is_default()))
                .position(|i| matches!(i, Input::Binding(Binding::Scalar(s)) if s.name == v.name))
                .and_then(|k| args.get(k))
        };
        let mut paged = q.clone();
        for (key, var) in [
            ("limit", q.limit_var.as_ref()),
            ("offset", q.offset_var.as_ref()),
        ] {
            let Some(var) = var else { continue };
            let n = match given(var) {
                Some(Edn::Long(n)) if *n >= 0 => Some(n.unsigned_abs()),
                Some(Edn::Long(_)) if key == "limit" => None,
                Some(other) => {
                    return Err(QueryError::Input(format!(
                        ":{key} {}: expected a non-negative integer, got {other}",
                        var.as_str()
                    )));
                }
                None => {
                    return Err(QueryError::Input(format!(
                        "missing input for {}",
                        var.as_str()
                    )));
                }
            };
            if key == "limit" {
                paged.limit = n;
                paged.limit_var = None;
            } else {
                paged.offset = n;
                paged.offset_var = None;
            }
        }
        Ok(Some(Self::validated(paged)))
    }

    /// The parsed query.
    pub fn query(&self) -> &Query {
        &self.query
    }

    /// Everything a run needs before it executes: inputs bound, a plan
    /// found (cached or made), compiled, and a runner loaded with the
    /// inputs.
    fn setup<'s, 'db>(
        &self,
        snap: &'s Snapshot<'db>,
        caches: Option<&'s QueryCaches>,
        with: &Sources<'_, '_>,
        args: &[Edn],
        options: &QueryOptions,
        started: std::time::Instant,
    ) -> Result<Setup<'s, 'db>, QueryError> {
        let q = &self.query;
        let ctx = RunContext {
            snap,
            caches,
            args,
            options,
        };
        let mut rw = self.rewrite(&ctx, with)?;
        let (popts, timeout) = planner_options(q, options, started);
        let rules = rules::RuleEngine::new(rw.rule_set.clone(), popts.clone())?;
        let (plan, planned) = self.find_plan(&ctx, &rw, &rules, popts)?;
        let source_rows = std::mem::take(&mut rw.source_rows);
        let compiled = self.compile_plan(snap, &plan, &rw, source_rows)?;
        let limits = operators::Limits {
            cancel: options.cancel.clone(),
            started,
            timeout,
            memory_budget: options.memory_budget,
        };
        let mut runner = Runner::new(snap, compiled.width, limits, rules, compiled.values)?;
        load_inputs(&mut runner, rw.bound.inputs, compiled.source_rows);
        runner.source_names = compiled.source_names;
        runner.batch_rows = batch::rows_for_width(options.batch_rows, compiled.width);
        runner.caches = caches;
        runner.known_slots = known_slots(
            &mut runner.values,
            &rw.bound.known,
            &rw.given.scalars,
            &compiled.scope,
        );
        runner.known = rw.bound.known.into_iter().collect();
        runner.row_goal = row_goal(q);
        runner.projection_keys = compiled.conj.projection_keys();
        Ok(Setup {
            plan,
            runner,
            conj: compiled.conj,
            scope: compiled.scope,
            planned,
            pull_from: rw.pull_from,
            alias: rw.given.alias,
        })
    }

    /// Binds the inputs and rewrites the clauses for them: sources moved
    /// onto the data patterns and retargeted at what they were given,
    /// entity inputs resolved.
    fn rewrite(
        &self,
        ctx: &RunContext<'_, '_, '_>,
        with: &Sources<'_, '_>,
    ) -> Result<Rewritten, QueryError> {
        let q = &self.query;
        let snap = ctx.snap;
        // The query itself was validated when prepared; rules given for
        // `%` are checked against it once per rule set (D-841).
        let mut bound = bind_inputs(self, ctx.args, with)?;
        let pull_from = find::PullFrom::of_query(q, &bound.sources)?;
        // `($src not …)`, `($src or …)`, `($src rule …)`: sources move onto
        // the data patterns (rules called on a source get a copy).
        let (mut where_clauses, mut rule_set) = quiver_query::query::push_sources(
            &q.where_clauses,
            bound.rules.as_deref().unwrap_or(&RuleSet::default()),
        );
        // Patterns read what their source was given (D-322).
        let source_rows = sources::retarget(
            &mut where_clauses,
            &mut rule_set,
            &bound.sources,
            with.dbs,
            ctx.options.memory_budget / sources::ROW_BYTES,
        )?;
        let source_kinds: Vec<String> = {
            let mut k: Vec<String> = bound
                .sources
                .iter()
                .map(|(n, a)| format!("{n}={}", a.kind()))
                .collect();
            k.sort();
            k
        };
        // Lookup refs and idents given for entity variables name entities.
        let entity_vars = entity_inputs::entity_vars(snap, q, &where_clauses, &rule_set);
        // Matched by id, shown as given (D-381).
        let projected: std::collections::HashSet<String> =
            find::value_vars(q).into_iter().collect();
        let given = entity_inputs::resolve_inputs(
            snap,
            (&entity_vars.0, &entity_vars.1),
            &projected,
            &mut bound.known,
            &mut bound.inputs,
        )?;
        Ok(Rewritten {
            bound,
            pull_from,
            where_clauses,
            rule_set: Arc::new(rule_set),
            source_rows,
            source_kinds,
            given,
        })
    }

    /// The plan for the rewritten clauses: from the plan cache when it
    /// holds one still valid, else made by the planner (and cached).
    fn find_plan(
        &self,
        ctx: &RunContext<'_, '_, '_>,
        rw: &Rewritten,
        rules: &rules::RuleEngine,
        popts: PlannerOptions,
    ) -> Result<(Arc<quiver_planner::ConjPlan>, Planned), QueryError> {
        let (snap, caches, options) = (ctx.snap, ctx.caches, ctx.options);
        let deps = reads::query_deps(snap, &self.query, &rw.where_clauses, &rw.rule_set, ctx.args);
        let by_value = plan_key::value_vars(&rw.where_clauses, &rw.rule_set);
        let stats = cached_stats::CachedStats::new(snap, caches.map(|c| &c.access));
        let planner =
            Planner::new(&stats, popts, rules.requirements()).with_rules(rw.rule_set.clone());
        let mut entry = rw.bound.entry();
        // What the result reads: the planner prices a pattern whose new
        // variable nothing else names as the existence test it runs as
        // (D-975).
        entry.read = Some(
            find::needed_vars(&self.query, &rw.given.alias)
                .into_iter()
                .collect(),
        );
        let key = self.plan_key(&stats, rw, &by_value, options)?;
        let txn = snap.commit_id();
        let versions = snap.versions();
        let planning = std::time::Instant::now();
        let held = match caches {
            Some(c) => c
                .plan(&key, versions, txn, |pq| {
                    quiver_planner::Statistics::count(&stats, pq)
                })
                .map_err(QueryError::from)?,
            None => None,
        };
        let (plan, source) = match held {
            Some(p) => p,
            None => {
                stats.counts.borrow_mut().clear();
                let p = Arc::new(
                    planner
                        .plan(&rw.where_clauses, &entry, options.force_order.as_deref())
                        .map_err(QueryError::from)?,
                );
                if let Some(c) = caches {
                    let counts = std::mem::take(&mut *stats.counts.borrow_mut());
                    c.put_plan(key, p.clone(), txn, deps.clone(), counts);
                }
                (p, caches::PlanSource::Planned)
            }
        };
        if let Some(c) = caches {
            c.add_planning(planning.elapsed());
        }
        let planned = Planned {
            source,
            time: planning.elapsed(),
            access: stats.hits.get(),
            deps,
        };
        Ok((plan, planned))
    }

    /// The plan cache's key: the plan depends on the query, the known
    /// inputs (by the band of their counts, or by value where the plan
    /// holds the value), the inputs' sizes, rules and options (D-352).
    fn plan_key(
        &self,
        stats: &cached_stats::CachedStats<'_, '_>,
        rw: &Rewritten,
        by_value: &std::collections::HashSet<String>,
        options: &QueryOptions,
    ) -> Result<plan_key::PlanKey, QueryError> {
        plan_key::plan_key(
            &self.text,
            stats,
            &rw.where_clauses,
            &rw.bound,
            by_value,
            &rw.source_kinds,
            options,
        )
    }

    /// Compiles the plan to slots, with the rows of the relations bound
    /// to sources numbered in the order the compiled steps name them.
    fn compile_plan(
        &self,
        snap: &Snapshot<'_>,
        plan: &quiver_planner::ConjPlan,
        rw: &Rewritten,
        source_rows: HashMap<String, Vec<Vec<Edn>>>,
    ) -> Result<Compiled, QueryError> {
        let mut values = row::Values::default();
        let entity_params = entity_inputs::EntityParams::default();
        let mut compiler = Compiler {
            snap,
            values: &mut values,
            slots: Slots::default(),
            next_id: 0,
            sources: Default::default(),
            rules: &rw.rule_set,
            entity_params: &entity_params,
        };
        let source_rows: Vec<Vec<Vec<Edn>>> = source_rows
            .into_iter()
            .enumerate()
            .map(|(i, (name, rows))| {
                compiler.sources.insert(name, i);
                rows
            })
            .collect();
        let mut scope = Scope {
            map: Default::default(),
        };
        let input_cols: Vec<Vec<String>> = rw.bound.inputs.iter().map(|i| i.vars.clone()).collect();
        let mut conj = compiler.compile(plan, &mut scope, &rw.bound.known, &input_cols)?;
        // Find and :with variables bound by known inputs need slots too.
        let mut result_slots = std::collections::BTreeSet::new();
        for v in find::needed_vars(&self.query, &rw.given.alias) {
            result_slots.insert(scope.slot(&v, &mut compiler.slots));
        }
        // Slots the first row holds before any step: scalar inputs.
        let entry: std::collections::BTreeSet<usize> = rw
            .bound
            .known
            .keys()
            .chain(rw.given.scalars.keys())
            .filter_map(|k| scope.map.get(k).copied())
            .collect();
        conj.prepare(&result_slots, &entry);
        let width = compiler.slots.width.max(1);
        let source_names = std::mem::take(&mut compiler.sources);
        Ok(Compiled {
            values,
            conj,
            scope,
            width,
            source_names,
            source_rows,
        })
    }

    /// Runs on a snapshot with inputs (in `:in` order, without `$`),
    /// planned afresh and not cached (`Db::query` and
    /// [`PreparedQuery::run`] use the database's caches).
    pub fn run_on(
        &self,
        snap: &Snapshot<'_>,
        args: &[Edn],
        options: &QueryOptions,
    ) -> Result<QueryResult, QueryError> {
        self.run_on_sources(snap, None, &Sources::default(), args, options)
    }

    /// [`run_on`](Self::run_on) with the database's plan and result caches
    /// (`Db::query_caches`; `None`: none) and
    /// other sources: `$` bound to a relation, or other databases for
    /// `#quiver/db N` inputs (see [`Sources`]).
    pub fn run_on_sources(
        &self,
        snap: &Snapshot<'_>,
        caches: Option<&QueryCaches>,
        with: &Sources<'_, '_>,
        args: &[Edn],
        options: &QueryOptions,
    ) -> Result<QueryResult, QueryError> {
        check_input_depth(args)?;
        if let Some(paged) = self.with_paging(args)? {
            return paged.run_on_sources(snap, caches, with, args, options);
        }
        let txn = snap.commit_id();
        let started = std::time::Instant::now();
        let key = self.result_key(with, args, options);
        if let (Some(k), Some(c)) = (&key, caches) {
            if let Some(hit) =
                self.cached_result(c, snap.versions(), txn, k, options, Some(started))
            {
                return hit;
            }
        }
        // A read cut short by the environment interrupt carries no time:
        // planning and compiling read too.
        let mut setup = self
            .setup(snap, caches, with, args, options, started)
            .map_err(|e| timed(e, started))?;
        if let Some((order, decision)) = self.index_order(snap, with, options, &setup.plan)? {
            let timeout = planner_options(&self.query, options, started).1;
            let ran = order
                .run(
                    &decision, snap, caches, with, args, options, started, timeout,
                )
                .map_err(|e| timed(e, started))?;
            if let Some((result, _)) = ran {
                if let (Some(k), Some(c)) = (key, caches) {
                    c.put_result(k.to_owned(), result.clone(), txn, setup.planned.deps);
                }
                return Ok(result);
            }
        }
        let pulls = find::PullDbs {
            from: std::mem::take(&mut setup.pull_from),
            dbs: with.dbs,
        };
        let result = self.execute(
            &mut setup.runner,
            &setup.conj,
            &setup.scope,
            &pulls,
            &setup.alias,
        )?;
        if let (Some(k), Some(c)) = (key, caches) {
            c.put_result(k.to_owned(), result.clone(), txn, setup.planned.deps);
        }
        Ok(result)
    }

    /// The index order this run takes (D-956), when the query allows one
    /// and the plan's estimates say it pays.
    fn index_order(
        &self,
        snap: &Snapshot<'_>,
        with: &Sources<'_, '_>,
        options: &QueryOptions,
        plan: &quiver_planner::ConjPlan,
    ) -> Result<Option<(&index_order::IndexOrder, index_order::Decision)>, QueryError> {
        if !options.index_order || options.force_order.is_some() || !with.is_empty() {
            return Ok(None);
        }
        let Some(order) = self
            .query
            .index_order
            .get_or_init(|| index_order::index_order(&self.query))
        else {
            return Ok(None);
        };
        Ok(order
            .decide(snap, plan.est_rows, options.prefer_index_order)?
            .map(|d| (order, d)))
    }

    /// The result cache's key of a call, when its result may be cached:
    /// results of identical calls are reused (as Datalevin does) while no
    /// commit wrote an attribute the query reads (D-350). Not with other
    /// sources (their state is not this one's), nor for a query that
    /// calls an impure function such as `rand`.
    fn result_key<'a>(
        &'a self,
        with: &Sources<'_, '_>,
        args: &'a [Edn],
        options: &'a QueryOptions,
    ) -> Option<caches::ResultKeyRef<'a>> {
        (options.cache_results
            && with.is_empty()
            && !self.impure
            && !args.iter().any(impure::mentions_impure))
        .then_some(caches::ResultKeyRef {
            text: &self.text,
            text_hash: self.text_hash,
            args,
            force_order: options.force_order.as_deref(),
        })
    }

    /// The cached result of `key` for commit `now`, if any. A cached
    /// answer still honours a cancelled token and a timeout already spent
    /// (a zero timeout never answers).
    fn cached_result(
        &self,
        caches: &QueryCaches,
        versions: &quiver_store::Versions,
        now: u64,
        key: &caches::ResultKeyRef<'_>,
        options: &QueryOptions,
        started: Option<std::time::Instant>,
    ) -> Option<Result<QueryResult, QueryError>> {
        let hit = caches.result(key, versions, now)?;
        let timeout = match (options.timeout, self.query.timeout) {
            (Some(a), Some(b)) => Some(a.min(Duration::from_millis(b))),
            (a, b) => a.or(b.map(Duration::from_millis)),
        };
        // The clock is read only when a timeout asks for it.
        let elapsed = || started.map_or(Duration::ZERO, |s| s.elapsed());
        if options.cancel.is_cancelled() || timeout.is_some_and(|t| elapsed() >= t) {
            return Some(Err(QueryError::Interrupted { elapsed: elapsed() }));
        }
        Some(Ok(hit))
    }

    /// The result of a call from the database's result cache, checked
    /// against its latest commit without opening a snapshot: the fast path
    /// of `PreparedQuery::run_with` and `Db::query` in the `quiver` crate.
    /// `last_commit` gives the id of the database's latest commit (asked
    /// only when the call can be cached); `None` when there is no hit.
    #[inline]
    pub fn cached_on_db(
        &self,
        caches: &QueryCaches,
        versions: &quiver_store::Versions,
        last_commit: impl FnOnce() -> Option<u64>,
        args: &[Edn],
        options: &QueryOptions,
    ) -> Option<Result<QueryResult, QueryError>> {
        if let Err(e) = check_input_depth(args) {
            return Some(Err(e));
        }
        let timed = options.timeout.is_some() || self.query.timeout.is_some();
        let started = timed.then(std::time::Instant::now);
        let key = self.result_key(&Sources::default(), args, options)?;
        let now = last_commit()?;
        self.cached_result(caches, versions, now, &key, options, started)
    }

    fn execute(
        &self,
        runner: &mut Runner<'_, '_>,
        conj: &compile::CConj,
        scope: &Scope,
        pulls: &find::PullDbs<'_>,
        alias: &HashMap<String, String>,
    ) -> Result<QueryResult, QueryError> {
        let q = &self.query;
        let mut collector = find::Collector::new(q, scope, alias)?;
        let constant: Vec<usize> = runner.known_slots.iter().map(|&(s, _)| s).collect();
        if conj.distinct_rows(collector.slots(), &constant) {
            collector.rows_arrive_distinct();
            // The last step that drops slots deduplicates across batches
            // (D-339): that is what makes the rows distinct.
            runner.global_projection = conj.last_projection().map(|k| conj.steps[k].1);
        }
        let mut start = Batch::unit(runner.width);
        for (s, v) in &runner.known_slots {
            start.data[*s] = *v;
        }
        let mut sink =
            |r: &mut Runner<'_, '_>, b: Batch| -> Result<Flow, QueryError> { collector.add(r, &b) };
        let started = runner.started;
        let _ = runner
            .run(conj, start, &mut sink)
            .map_err(|e| timed(e, started))?;
        collector
            .finish(runner, pulls)
            .map_err(|e| timed(e, started))
    }

    /// The plan as a tree; with `analyze`, runs the query and adds actual
    /// rows and time per step.
    pub fn explain_on(
        &self,
        snap: &Snapshot<'_>,
        args: &[Edn],
        options: &QueryOptions,
        analyze: bool,
    ) -> Result<String, QueryError> {
        self.explain_on_sources(snap, None, &Sources::default(), args, options, analyze)
    }

    /// [`explain_on`](Self::explain_on) with the database's plan cache
    /// (see [`run_on_sources`](Self::run_on_sources)) and other sources
    /// (see [`Sources`]).
    pub fn explain_on_sources(
        &self,
        snap: &Snapshot<'_>,
        caches: Option<&QueryCaches>,
        with: &Sources<'_, '_>,
        args: &[Edn],
        options: &QueryOptions,
        analyze: bool,
    ) -> Result<String, QueryError> {
        check_input_depth(args)?;
        if let Some(paged) = self.with_paging(args)? {
            return paged.explain_on_sources(snap, caches, with, args, options, analyze);
        }
        let started = std::time::Instant::now();
        let Setup {
            plan,
            mut runner,
            conj,
            scope,
            planned,
            pull_from,
            alias,
        } = self
            .setup(snap, caches, with, args, options, started)
            .map_err(|e| timed(e, started))?;
        let mut out = String::new();
        if analyze {
            runner.analyze = true;
            let t0 = std::time::Instant::now();
            let pulls = find::PullDbs {
                from: pull_from,
                dbs: with.dbs,
            };
            let result = self.execute(&mut runner, &conj, &scope, &pulls, &alias)?;
            let total = t0.elapsed();
            out.push_str(&format!(
                "plan (est {:.0} rows, cost {:.0}; actual {} results in {:.3} ms)\n",
                plan.est_rows,
                plan.est_cost,
                result.len(),
                total.as_secs_f64() * 1000.0
            ));
            let stats = runner.stats.clone();
            let mut i = 0usize;
            plan.render(&mut out, 0, &mut || {
                let s = stats.get(&i).cloned().unwrap_or_default();
                i += 1;
                let c = s.calls;
                let reads = if c == quiver_store::CursorCalls::default() {
                    String::new()
                } else {
                    let paged = if c.paged > 0 {
                        format!(", {} values in pages", c.paged)
                    } else {
                        String::new()
                    };
                    format!(
                        "; reads: {} searches, {} steps, {} lists of {} values{paged}",
                        c.searches, c.steps, c.lists, c.values
                    )
                };
                let note = s.note.map_or(String::new(), |n| format!("; {n}"));
                let note = if s.cache_hits + s.cache_misses > 0 {
                    format!(
                        "{note}; access cache: {} hits, {} misses",
                        s.cache_hits, s.cache_misses
                    )
                } else {
                    note
                };
                Some(format!(
                    "actual {} rows, {:.3} ms{reads}{note}",
                    s.rows,
                    s.time.as_secs_f64() * 1000.0
                ))
            });
        } else {
            out.push_str(&plan.to_string());
        }
        if !out.ends_with('\n') {
            out.push('\n');
        }
        if let Some((order, decision)) = self.index_order(snap, with, options, &plan)? {
            let ran = if analyze {
                let t0 = std::time::Instant::now();
                let timeout = planner_options(&self.query, options, started).1;
                order
                    .run(&decision, snap, caches, with, args, options, t0, timeout)?
                    .map(|(r, chunks)| (r.len(), chunks, t0.elapsed()))
            } else {
                None
            };
            out.push_str(&order.describe(&decision, ran.as_ref().map(|r| &r.1)));
            match ran {
                Some((n, _, t)) => out.push_str(&format!(
                    "; actual {n} results in {:.3} ms (this is what a run does)\n",
                    t.as_secs_f64() * 1000.0
                )),
                None if analyze => {
                    out.push_str("; fell back to the whole plan above (this is what a run does)\n")
                }
                None => out.push_str("; a run tries this before the whole plan above\n"),
            }
        }
        out.push_str(&planned.describe());
        Ok(out)
    }
}

/// The rows a query needs before it may stop: `:limit` (plus `:offset`)
/// when nothing else needs every row (no `:order-by`, aggregate or
/// `:having`). Steps that would read a whole input at once (the hash-join
/// switch, entity lists, bushy groups) then weigh only what such a goal
/// needs (D-353).
fn row_goal(q: &Query) -> Option<usize> {
    let limit = q.limit?;
    let aggregates = q.find.elements().iter().any(|f| {
        matches!(f, quiver_query::query::ast::FindElem::Aggregate(_))
            || matches!(f, quiver_query::query::ast::FindElem::Expr(_))
    });
    if aggregates || !q.order_by.is_empty() || !q.having.is_empty() {
        return None;
    }
    Some(usize::try_from(limit.saturating_add(q.offset.unwrap_or(0))).unwrap_or(usize::MAX))
}

/// What [`PreparedQuery::setup`] makes ready: the plan, the runner and
/// the compiled steps, and how the plan was had.
struct Setup<'s, 'db> {
    plan: Arc<quiver_planner::ConjPlan>,
    runner: Runner<'s, 'db>,
    conj: compile::CConj,
    scope: Scope,
    planned: Planned,
    /// Where each `:find` pull reads.
    pull_from: Vec<find::PullFrom>,
    /// Input variables shown as given, and their stand-ins (D-381).
    alias: HashMap<String, String>,
}

/// What a run reads besides the query and its sources: the snapshot,
/// the caches, the inputs and the options.
struct RunContext<'s, 'db, 'a> {
    snap: &'s Snapshot<'db>,
    caches: Option<&'s QueryCaches>,
    args: &'a [Edn],
    options: &'a QueryOptions,
}

/// The query's clauses rewritten for one run's inputs and sources.
struct Rewritten {
    bound: Bound,
    /// Where each `:find` pull reads.
    pull_from: Vec<find::PullFrom>,
    where_clauses: Vec<quiver_query::query::ast::Clause>,
    rule_set: Arc<RuleSet>,
    /// The rows of each source bound to a relation.
    source_rows: HashMap<String, Vec<Vec<Edn>>>,
    /// `name=kind` of each source, sorted, for the plan cache's key.
    source_kinds: Vec<String>,
    /// Entity inputs shown as given (D-381).
    given: entity_inputs::Given,
}

/// A plan compiled to slots, with what the runner is built from.
struct Compiled {
    values: row::Values,
    conj: compile::CConj,
    scope: Scope,
    /// Slots per row (at least one).
    width: usize,
    /// Source name → index into `source_rows`.
    source_names: rustc_hash::FxHashMap<String, usize>,
    source_rows: Vec<Vec<Vec<Edn>>>,
}

/// The planner's options for a run, and the run's timeout (the smaller
/// of the options' and the query's own `:timeout`).
fn planner_options(
    q: &Query,
    options: &QueryOptions,
    started: std::time::Instant,
) -> (PlannerOptions, Option<Duration>) {
    let timeout = match (options.timeout, q.timeout) {
        (Some(a), Some(b)) => Some(a.min(Duration::from_millis(b))),
        (a, b) => a.or(b.map(Duration::from_millis)),
    };
    // Planning answers the cancel token and the deadline too: a query
    // of many clauses or deep nesting must not plan past its timeout.
    let deadline = timeout.map(|t| started + t);
    let cancel = options.cancel.clone();
    let popts = PlannerOptions {
        samples: options.samples,
        prefer_bushy: options.prefer_bushy,
        // A query that stops early runs no group whole (D-353).
        no_bushy: row_goal(q).is_some(),
        stop: Some(quiver_planner::StopCheck(Arc::new(move || {
            cancel.is_cancelled() || deadline.is_some_and(|d| std::time::Instant::now() >= d)
        }))),
        ..PlannerOptions::default()
    };
    (popts, timeout)
}

/// Interns the collection and relation inputs' rows and the sources'
/// rows into the runner.
fn load_inputs(
    runner: &mut Runner<'_, '_>,
    inputs: Vec<InputRel>,
    source_rows: Vec<Vec<Vec<Edn>>>,
) {
    let mut intern_rows = |rows: Vec<Vec<Edn>>| -> Vec<Vec<row::Val>> {
        rows.iter()
            .map(|t| t.iter().map(|v| runner.values.intern_input(v)).collect())
            .collect()
    };
    let inputs = inputs.into_iter().map(|i| intern_rows(i.rows)).collect();
    let sources = source_rows.into_iter().map(&mut intern_rows).collect();
    runner.inputs = inputs;
    runner.sources = sources;
}

/// The slots of known scalar inputs (and entity inputs' stand-ins) that
/// are also find variables, with their interned values.
fn known_slots(
    values: &mut row::Values,
    known: &HashMap<String, Edn>,
    scalars: &HashMap<String, Edn>,
    scope: &Scope,
) -> Vec<(usize, row::Val)> {
    let mut slots: Vec<(usize, row::Val)> = known
        .iter()
        .filter_map(|(k, v)| scope.map.get(k).map(|s| (*s, values.intern_input(v))))
        .collect();
    slots.extend(
        scalars
            .iter()
            .filter_map(|(k, v)| scope.map.get(k).map(|s| (*s, values.intern_input(v)))),
    );
    slots
}

/// How a query's plan was had, for `explain` and the result cache.
struct Planned {
    source: caches::PlanSource,
    /// Time to find or make the plan.
    time: Duration,
    /// Access cache hits and misses of the planner's counts and samples.
    access: (u32, u32),
    /// What the query reads (the result cache's dependencies).
    deps: Vec<quiver_store::Dep>,
}

impl Planned {
    /// One line for `explain`: where the plan came from and what it cost.
    fn describe(&self) -> String {
        let how = match self.source {
            caches::PlanSource::Planned => "planned",
            caches::PlanSource::Held => "cached plan",
            caches::PlanSource::Recounted(_) => "cached plan, counts checked",
        };
        let (h, m) = self.access;
        let reads = if h + m > 0 {
            format!("; statistics: {h} cached, {m} read")
        } else {
            String::new()
        };
        format!(
            "planning: {how} in {:.3} ms{reads}\n",
            self.time.as_secs_f64() * 1000.0
        )
    }
}

/// Inputs as a plan cache key: their EDN text, except that a float is marked
/// (`1.5` prints the same as a float and as a double, but they are
/// different values and match different datoms).
fn typed_key(args: &[Edn]) -> String {
    fn write(v: &Edn, out: &mut String) {
        use std::fmt::Write;
        let seq =
            |items: &mut dyn Iterator<Item = &Edn>, open: &str, close: char, out: &mut String| {
                out.push_str(open);
                for i in items {
                    write(i, out);
                    out.push(' ');
                }
                out.push(close);
            };
        match v {
            Edn::Float(f) => {
                let _ = write!(out, "{f}f");
            }
            Edn::List(items) | Edn::Vector(items) => seq(&mut items.iter(), "[", ']', out),
            Edn::Set(items) => seq(&mut items.iter(), "#{", '}', out),
            Edn::Map(m) => seq(&mut m.iter().flat_map(|(k, v)| [k, v]), "{", '}', out),
            other => {
                let _ = write!(out, "{other}");
            }
        }
    }
    let mut out = String::new();
    for a in args {
        write(a, &mut out);
        out.push('|');
    }
    out
}

/// An interrupt raised inside a storage call or the planner carries no
/// time: it gets the query's, counted from `started` (planning included).
fn timed(e: QueryError, started: std::time::Instant) -> QueryError {
    match e {
        QueryError::Interrupted { elapsed } if elapsed.is_zero() => QueryError::Interrupted {
            elapsed: started.elapsed(),
        },
        other => other,
    }
}
