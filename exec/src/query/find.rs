//! Shaping results: projection onto `:find`, set semantics, `:with`,
//! aggregates grouped by the other find elements, pull, `:keys`,
//! `:order-by`, `:offset`, `:limit`.

use super::QueryError;
use super::batch::Batch;
use super::compile::Scope;
use super::operators::{Flow, Runner};
use super::row::{Tuple, Val, Values};
use indexmap::{IndexMap, IndexSet};
use quiver_query::builtins::{self, compare_values};
use quiver_query::edn::Value as Edn;
use quiver_query::edn::json::{self as edn_json, KeywordText};
use quiver_query::pull_pattern::PullPattern;
use quiver_query::query::ast::{
    Aggregate, AggregateCount, AggregateFn, Direction, FindArg, FindElem, FindExpr, FindSpec,
    OrderKey, PullExpr, PullPatternArg, Query, ReturnMaps,
};
use quiver_query::{Rows, Shared};
use quiver_store::EntityId;
use quiver_store::PreparedPull;
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use std::cmp::Ordering;

type Res<T> = std::result::Result<T, QueryError>;

/// A query's result, shaped by its find spec.
#[derive(Clone, Debug, PartialEq)]
pub enum QueryResult {
    /// `:find ?a ?b` — tuples; a set unless `ordered` (`:with`,
    /// `:order-by`, `:limit`, `:offset` make order or multiplicity matter,
    /// and a `pull` makes the answer a sequence: equal pulled maps of two
    /// entities are two rows).
    Relation {
        /// Column names as written in `:find`.
        columns: Vec<String>,
        /// The tuples (shared: cloning a result copies no row).
        rows: Rows<Edn>,
        /// Print as a vector rather than a set.
        ordered: bool,
    },
    /// `:find [?a ...]`.
    Collection(Shared<Edn>),
    /// `:find ?a .` — `None` when nothing matched.
    Scalar(Option<Edn>),
    /// `:find [?a ?b]` — `None` when nothing matched.
    Tuple(Option<Vec<Edn>>),
    /// `:keys`/`:strs`/`:syms` — one map per tuple.
    Maps {
        /// The map keys.
        keys: Vec<Edn>,
        /// The tuples.
        rows: Rows<Edn>,
    },
}

impl QueryResult {
    /// Number of tuples or values.
    pub fn len(&self) -> usize {
        match self {
            QueryResult::Relation { rows, .. } | QueryResult::Maps { rows, .. } => rows.len(),
            QueryResult::Collection(v) => v.len(),
            QueryResult::Scalar(v) => usize::from(v.is_some()),
            QueryResult::Tuple(v) => usize::from(v.is_some()),
        }
    }

    /// True when nothing matched.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The result as one EDN value: a set (or vector) of vectors, a vector,
    /// a value, a vector of maps, or `nil`.
    pub fn to_edn(&self) -> Edn {
        match self {
            QueryResult::Relation {
                rows,
                ordered: true,
                ..
            } => Edn::vector(rows.iter().map(|r| Edn::vector(r.iter().cloned()))),
            QueryResult::Relation { rows, .. } => {
                Edn::set(rows.iter().map(|r| Edn::vector(r.iter().cloned())))
            }
            QueryResult::Collection(v) => Edn::vector(v.iter().cloned()),
            QueryResult::Scalar(v) => v.clone().unwrap_or(Edn::Nil),
            QueryResult::Tuple(v) => v
                .as_ref()
                .map_or(Edn::Nil, |t| Edn::vector(t.iter().cloned())),
            QueryResult::Maps { keys, rows } => Edn::vector(
                rows.iter()
                    .map(|r| Edn::map(keys.iter().cloned().zip(r.iter().cloned()))),
            ),
        }
    }

    /// The rows deserialized into a user type, e.g. `(String, i64)` or a
    /// struct with `serde::Deserialize`. Values cross as JSON
    /// (`quiver_query::edn::json` with [`KeywordText::Name`]): numbers,
    /// strings, booleans; keywords and symbols as their text without the
    /// colon (`"person/name"`); instants as RFC 3339 text
    /// (`"2024-05-03T12:00:00.000Z"`, which `chrono::DateTime<Utc>`,
    /// `jiff::Timestamp` or `time`'s `rfc3339` serde helper read); collections
    /// as arrays; maps as objects.
    ///
    /// Map keys keep their namespace: `:keys x/id y/id` gives the fields
    /// `"x/id"` and `"y/id"`, a pulled `{:person/name …}` the field
    /// `"person/name"`, so a struct names them with
    /// `#[serde(rename = "person/name")]`; un-namespaced keys (`:keys name`)
    /// are plain field names. Two keys of one map that become the same
    /// name (`:a` and `"a"`) are an error, not one value hiding the other.
    ///
    /// ```
    /// # use quiver::{Db, DbOptions};
    /// #[derive(serde::Deserialize)]
    /// struct Person {
    ///     #[serde(rename = "person/name")]
    ///     name: String,
    /// }
    /// # let dir = tempfile::tempdir()?;
    /// let db = Db::open(dir.path(), DbOptions::default())?;
    /// db.transact_edn(r#"[{:db/ident :person/name :db/valueType :db.type/string}
    ///                     {:person/name "Ann"}]"#)?;
    /// let r = db.query("[:find (pull ?e [:person/name]) :where [?e :person/name]]").run()?;
    /// let people: Vec<Person> = r.deserialize_rows()?;
    /// assert_eq!(people[0].name, "Ann");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn deserialize_rows<T: serde::de::DeserializeOwned>(
        &self,
    ) -> Result<Vec<T>, serde_json::Error> {
        use serde::de::Error as _;
        let json =
            |v: &Edn| edn_json::to_json(v, KeywordText::Name).map_err(serde_json::Error::custom);
        match self {
            QueryResult::Maps { keys, rows } => {
                let names: Vec<String> = keys
                    .iter()
                    .map(|k| edn_json::key_text(k, KeywordText::Name))
                    .collect();
                for (i, name) in names.iter().enumerate() {
                    if let Some(j) = names[..i].iter().position(|n| n == name) {
                        return Err(serde_json::Error::custom(edn_json::KeyCollision {
                            key: name.clone(),
                            first: keys[j].to_string(),
                            second: keys[i].to_string(),
                        }));
                    }
                }
                rows.iter()
                    .map(|r| {
                        let obj = names
                            .iter()
                            .cloned()
                            .zip(r.iter().map(json))
                            .map(|(k, v)| v.map(|v| (k, v)))
                            .collect::<Result<serde_json::Map<_, _>, _>>()?;
                        serde_json::from_value(serde_json::Value::Object(obj))
                    })
                    .collect()
            }
            other => other
                .rows()
                .iter()
                .map(|r| {
                    let v = if r.len() == 1 {
                        json(&r[0])?
                    } else {
                        serde_json::Value::Array(r.iter().map(json).collect::<Result<_, _>>()?)
                    };
                    serde_json::from_value(v)
                })
                .collect(),
        }
    }

    /// The tuples (a collection's values as one-element tuples).
    pub fn rows(&self) -> Vec<Vec<Edn>> {
        match self {
            QueryResult::Relation { rows, .. } | QueryResult::Maps { rows, .. } => rows.to_vec(),
            QueryResult::Collection(v) => v.iter().map(|x| vec![x.clone()]).collect(),
            QueryResult::Scalar(v) => v.iter().map(|x| vec![x.clone()]).collect(),
            QueryResult::Tuple(v) => v.iter().cloned().collect(),
        }
    }
}

/// Variables the find spec and `:with` read, each read by value through
/// its stand-in in `alias` if it has one (an input projected as given,
/// D-381); a pull's entity is read as it is.
pub(crate) fn needed_vars(
    q: &Query,
    alias: &std::collections::HashMap<String, String>,
) -> Vec<String> {
    let mut v: Vec<String> = q
        .find
        .elements()
        .iter()
        .filter_map(|e| match e {
            FindElem::Pull(p) => Some(p.entity.as_str().to_string()),
            _ => None,
        })
        .collect();
    let start = v.len();
    v.extend(value_vars(q));
    for name in &mut v[start..] {
        if let Some(a) = alias.get(name.as_str()) {
            name.clone_from(a);
        }
    }
    v
}

/// Variables whose values the result shows: the find spec's and `:with`'s,
/// except a pull's entity (the pull shows the entity, not the variable).
pub(crate) fn value_vars(q: &Query) -> Vec<String> {
    let mut v: Vec<String> = q
        .find
        .elements()
        .iter()
        .filter(|e| !matches!(e, FindElem::Pull(_)))
        .map(|e| e.var().as_str().to_string())
        .collect();
    v.extend(q.with.iter().map(|w| w.as_str().to_string()));
    for e in q
        .find
        .elements()
        .iter()
        .filter_map(|e| match e {
            FindElem::Expr(x) => Some(x),
            _ => None,
        })
        .chain(&q.having)
    {
        v.extend(e.leaves().iter().map(|l| l.var().as_str().to_string()));
    }
    for e in base_columns(q).0.iter() {
        if let FindElem::Aggregate(Aggregate {
            count: Some(AggregateCount::Var(c)),
            ..
        }) = e
        {
            v.push(c.as_str().to_string());
        }
    }
    v
}

/// How a `:find` column or a `:having` test is computed from the grouped
/// base columns.
#[derive(Clone, Debug)]
enum Post {
    /// The base column itself.
    Column(usize),
    /// An expression over these base columns (its leaves, in order).
    Expr(FindExpr, Vec<usize>),
}

/// How each `:find` column, then each `:having` test, is computed.
type PostPlan = (Vec<Post>, Vec<Post>);

/// The columns grouping computes: the `:find` elements, with each
/// expression replaced by its aggregates and variables, then the
/// aggregates `:having` tests. With how each `:find` column and each
/// `:having` test is computed from them (`None` when the columns are the
/// `:find` elements themselves).
fn base_columns(q: &Query) -> (Vec<FindElem>, Option<PostPlan>) {
    let elems = q.find.elements();
    let plain = q.having.is_empty() && !elems.iter().any(|e| matches!(e, FindElem::Expr(_)));
    if plain {
        return (elems.to_vec(), None);
    }
    let mut base: Vec<FindElem> = Vec::new();
    let place = |leaf: FindElem, base: &mut Vec<FindElem>| -> usize {
        if let Some(i) = base.iter().position(|b| *b == leaf) {
            return i;
        }
        base.push(leaf);
        base.len() - 1
    };
    let mut find = Vec::new();
    for e in elems {
        find.push(match e {
            FindElem::Expr(x) => {
                let cols = x
                    .leaves()
                    .into_iter()
                    .map(|l| place(l, &mut base))
                    .collect();
                Post::Expr(x.clone(), cols)
            }
            other => Post::Column(place(other.clone(), &mut base)),
        });
    }
    let having = q
        .having
        .iter()
        .map(|h| {
            let cols = h
                .leaves()
                .into_iter()
                .map(|l| place(l, &mut base))
                .collect();
            Post::Expr(h.clone(), cols)
        })
        .collect();
    (base, Some((find, having)))
}

/// Evaluates `e` with its leaves' values taken in order from `leaves`.
fn eval_expr(e: &FindExpr, leaves: &mut std::slice::Iter<'_, Edn>) -> Res<Edn> {
    let mut args = Vec::with_capacity(e.args.len());
    for a in &e.args {
        args.push(match a {
            FindArg::Var(_) | FindArg::Aggregate(_) => leaves.next().cloned().unwrap_or(Edn::Nil),
            FindArg::Const(c) => c.value.clone(),
            FindArg::Expr(x) => eval_expr(x, leaves)?,
        });
    }
    let f = builtins::lookup(e.func.as_str())
        .ok_or_else(|| QueryError::Eval(format!("unknown function {}", e.func.as_str())))?;
    f.call(&args).map_err(QueryError::from)
}

impl Post {
    fn value(&self, row: &[Edn]) -> Res<Edn> {
        match self {
            Post::Column(i) => Ok(row[*i].clone()),
            Post::Expr(e, cols) => {
                let vals: Vec<Edn> = cols.iter().map(|&c| row[c].clone()).collect();
                eval_expr(e, &mut vals.iter())
            }
        }
    }
}

/// Where a `(pull …)` of `:find` reads: the source it names (D-380).
#[derive(Clone, Debug)]
pub(crate) enum PullFrom {
    /// The query's own database (no source, `$`, or a name given `$`).
    Main,
    /// Another database given with the query ([`super::Sources::dbs`]).
    Db(usize),
    /// A source bound to a relation: an error, pull reads a database.
    Relation(String),
}

impl PullFrom {
    /// Where each `:find` element's pull reads (`Main` for the others).
    ///
    /// A pull reads a database: when its source is not given (`$` with an
    /// `:in` that leaves it out, or a query reading no database run without
    /// one), it is an error, as in Datomic (Datalevin fails on a `nil`
    /// database, sixty-third corpus), not a read of the open database.
    pub(crate) fn of_query(
        q: &Query,
        sources: &std::collections::HashMap<String, super::sources::SourceArg>,
    ) -> Result<Vec<PullFrom>, QueryError> {
        use super::sources::SourceArg;
        // `$` is declared: written in `:in`, or by Datalevin's default
        // `:in` (a query without `:in` takes the database only when its
        // clauses read one, D-880).
        let main_given = q
            .declared_inputs()
            .iter()
            .any(|i| matches!(i, quiver_query::query::ast::Input::Source(s) if s.is_default()));
        q.find
            .elements()
            .iter()
            .map(|e| {
                let FindElem::Pull(p) = e else {
                    return Ok(PullFrom::Main);
                };
                let name = p.source.as_ref().map_or("$", |s| s.name.as_str());
                Ok(match sources.get(name) {
                    Some(SourceArg::Main) => PullFrom::Main,
                    None if name == "$" && main_given => PullFrom::Main,
                    None => {
                        return Err(QueryError::Input(format!(
                            "(pull {} …) in :find reads {name}, which the query does not take: add {name} to :in and pass the database",
                            p.entity.as_str()
                        )));
                    }
                    Some(SourceArg::Db(n)) => PullFrom::Db(*n),
                    Some(SourceArg::Relation(_)) => PullFrom::Relation(name.to_string()),
                })
            })
            .collect()
    }
}

/// The pulls' sources and the other databases they may name.
pub(crate) struct PullDbs<'a> {
    /// Per `:find` element.
    pub from: Vec<PullFrom>,
    /// The other databases' snapshots.
    pub dbs: &'a [&'a quiver_store::Snapshot<'a>],
}

/// Collects result rows as batches arrive.
pub(crate) struct Collector<'q> {
    q: &'q Query,
    /// The columns grouping computes (the find elements, unless there are
    /// expressions or :having).
    base: Vec<FindElem>,
    /// How find columns and :having tests come from `base`.
    post: Option<PostPlan>,
    /// Slot per find element, then per `:with` variable.
    slots: Vec<usize>,
    n_find: usize,
    aggregates: bool,
    /// Distinct rows (find cells, then `:with` cells) in arrival order,
    /// inline up to four cells: no allocation per row.
    rows: RowStore,
    /// Stop once this many distinct rows are in (no ordering, no aggregates).
    stop_at: Option<usize>,
    /// Slots of `(min n ?x)`-style count variables.
    count_slots: HashMap<usize, usize>,
    counts: HashMap<usize, Val>,
    /// `:order-by` with `:limit` (and no aggregates, pull or `:with`):
    /// only the best `limit + offset` rows are kept while rows arrive.
    top: Option<TopK>,
}

/// The best `k` distinct rows so far by the `:order-by` keys: a max-heap
/// whose top is the row to drop next. A row that was dropped can only come
/// back worse than the rows kept, so distinctness among the kept rows is
/// enough.
struct TopK {
    k: usize,
    /// (column, descending) of each order key.
    keys: Vec<(usize, bool)>,
    heap: std::collections::BinaryHeap<Ranked>,
    kept: HashSet<Tuple>,
    arrived: u64,
}

/// A row with its order keys' values and arrival number (ties keep the
/// earlier row, like a stable sort of all rows).
struct Ranked {
    key: Vec<Edn>,
    desc: std::rc::Rc<[bool]>,
    arrived: u64,
    row: Tuple,
}

impl Ord for Ranked {
    fn cmp(&self, o: &Self) -> Ordering {
        for ((a, b), &d) in self.key.iter().zip(&o.key).zip(self.desc.iter()) {
            let c = compare_values(a, b);
            let c = if d { c.reverse() } else { c };
            if c != Ordering::Equal {
                return c;
            }
        }
        self.arrived.cmp(&o.arrived)
    }
}

impl PartialOrd for Ranked {
    fn partial_cmp(&self, o: &Self) -> Option<Ordering> {
        Some(self.cmp(o))
    }
}

impl PartialEq for Ranked {
    fn eq(&self, o: &Self) -> bool {
        self.cmp(o) == Ordering::Equal
    }
}

impl Eq for Ranked {}

impl TopK {
    fn offer(&mut self, row: Tuple, values: &Values) {
        if self.k == 0 || self.kept.contains(&row) {
            return;
        }
        self.arrived += 1;
        let desc: std::rc::Rc<[bool]> = match self.heap.peek() {
            Some(top) => top.desc.clone(),
            None => self.keys.iter().map(|&(_, d)| d).collect(),
        };
        let ranked = Ranked {
            key: self.keys.iter().map(|&(c, _)| values.get(row[c])).collect(),
            desc,
            arrived: self.arrived,
            row,
        };
        if self.heap.len() >= self.k {
            match self.heap.peek() {
                Some(worst) if ranked < *worst => {
                    if let Some(out) = self.heap.pop() {
                        self.kept.remove(&out.row);
                    }
                }
                _ => return,
            }
        }
        self.kept.insert(ranked.row.clone());
        self.heap.push(ranked);
    }
}

/// The find column and direction of each `:order-by` key.
fn order_keys(q: &Query) -> Res<Vec<(usize, Direction)>> {
    let elems = q.find.elements();
    let mut keys = Vec::new();
    for o in &q.order_by {
        let col = match &o.key {
            OrderKey::Column(c) => *c,
            OrderKey::Var(v) => elems
                .iter()
                .position(|e| e.mentions(v.as_str()))
                .ok_or_else(|| {
                    QueryError::Input(format!(":order-by {} is not a :find variable", v.as_str()))
                })?,
        };
        if col >= elems.len() {
            return Err(QueryError::Input(format!(
                ":order-by column {col} does not exist"
            )));
        }
        keys.push((col, o.direction));
    }
    Ok(keys)
}

impl<'q> Collector<'q> {
    /// `alias`: variables bound by inputs projected as given, read through
    /// the stand-in holding the given value (D-381).
    pub fn new(
        q: &'q Query,
        scope: &Scope,
        alias: &std::collections::HashMap<String, String>,
    ) -> Res<Self> {
        let slot = |name: &str| {
            let name = alias.get(name).map_or(name, String::as_str);
            scope
                .map
                .get(name)
                .copied()
                .ok_or_else(|| QueryError::Input(format!("{name} is never bound")))
        };
        let entity_slot = |name: &str| {
            scope
                .map
                .get(name)
                .copied()
                .ok_or_else(|| QueryError::Input(format!("{name} is never bound")))
        };
        let mut slots = Vec::new();
        let mut count_slots = HashMap::default();
        let (base, post) = base_columns(q);
        for (i, e) in base.iter().enumerate() {
            slots.push(match e {
                FindElem::Pull(p) => entity_slot(p.entity.as_str())?,
                _ => slot(e.var().as_str())?,
            });
            if let FindElem::Aggregate(Aggregate {
                count: Some(AggregateCount::Var(c)),
                ..
            }) = e
            {
                count_slots.insert(i, slot(c.as_str())?);
            }
        }
        let n_find = slots.len();
        for w in &q.with {
            slots.push(slot(w.as_str())?);
        }
        let aggregates = base.iter().any(|e| matches!(e, FindElem::Aggregate(_)));
        let plain = !aggregates
            && post.is_none()
            && q.with.is_empty()
            && matches!(q.find, FindSpec::Relation(_))
            && !q
                .find
                .elements()
                .iter()
                .any(|e| matches!(e, FindElem::Pull(_)));
        let top = match q.limit {
            Some(l) if plain && !q.order_by.is_empty() => Some(TopK {
                k: usize::try_from(l.saturating_add(q.offset.unwrap_or(0))).unwrap_or(usize::MAX),
                keys: order_keys(q)?
                    .into_iter()
                    .map(|(c, d)| (c, d == Direction::Desc))
                    .collect(),
                heap: std::collections::BinaryHeap::new(),
                kept: HashSet::default(),
                arrived: 0,
            }),
            _ => None,
        };
        let stop_at = match (
            &q.find,
            aggregates || post.is_some(),
            q.order_by.is_empty(),
            q.limit,
        ) {
            // A scalar or tuple find is the first row of the ordered,
            // paged relation: one row (after `:offset`'s) is enough only
            // when nothing orders them (D-898; it stopped at one row
            // before `:order-by` and `:offset`, answering `nil`).
            (FindSpec::Scalar(_) | FindSpec::Tuple(_), false, true, _) => {
                Some(usize::try_from(q.offset.unwrap_or(0).saturating_add(1)).unwrap_or(usize::MAX))
            }
            (FindSpec::Scalar(_) | FindSpec::Tuple(_), false, false, _) => None,
            (_, false, true, Some(l)) => Some((l + q.offset.unwrap_or(0)) as usize),
            _ => None,
        };
        Ok(Collector {
            q,
            base,
            post,
            slots,
            n_find,
            aggregates,
            rows: RowStore::Set(IndexSet::default()),
            stop_at,
            count_slots,
            counts: HashMap::default(),
            top,
        })
    }

    /// The slots the result reads (find elements, then `:with`).
    pub fn slots(&self) -> &[usize] {
        &self.slots
    }

    /// The plan hands over no row twice (D-333): rows are kept as they
    /// arrive instead of in a set. Call before any row arrives.
    pub fn rows_arrive_distinct(&mut self) {
        if self.rows.len() == 0 {
            self.rows = RowStore::Arrived(Vec::new());
        }
    }

    pub fn add(&mut self, r: &mut Runner<'_, '_>, b: &Batch) -> Res<Flow> {
        for row in b.rows() {
            let t: Tuple = self.slots.iter().map(|&s| row[s]).collect();
            if t.iter().any(|v| !v.is_bound()) {
                continue;
            }
            for (&i, &s) in &self.count_slots {
                self.counts.entry(i).or_insert(row[s]);
            }
            if let Some(top) = &mut self.top {
                top.offer(t, &r.values);
                continue;
            }
            if self.rows.insert(t) && self.stop_at.is_some_and(|n| self.rows.len() >= n) {
                return Ok(Flow::Break(()));
            }
        }
        let kept = self.rows.len() + self.top.as_ref().map_or(0, |t| t.heap.len());
        r.check_memory(
            "result",
            kept * self.slots.len() * std::mem::size_of::<Val>() * 2 + r.values.bytes(),
        )?;
        Ok(Flow::Continue(()))
    }

    /// The result: the kept rows projected to values (grouped and
    /// aggregated where asked), expressions and `:having` applied, pull
    /// columns pulled, ordered and paged, in the `:find` spec's shape.
    pub fn finish(mut self, r: &mut Runner<'_, '_>, pulls: &PullDbs<'_>) -> Res<QueryResult> {
        self.take_top();
        #[cfg(debug_assertions)]
        self.check_distinct();
        let q = self.q;
        let mut rows = self.project(r)?;
        // Expressions over aggregates, and :having, on each group.
        if let Some((find, having)) = &self.post {
            rows = post_rows(find, having, rows)?;
        }
        pull_columns(q.find.elements(), &mut rows, r, pulls)?;
        let rows = order_and_page(q, rows, r)?;
        shape(q, rows)
    }

    /// Moves the rows a top-k kept into the row store, best first (the
    /// ordering sorts them again, stably).
    fn take_top(&mut self) {
        if let Some(top) = self.top.take() {
            self.rows = RowStore::Arrived(
                top.heap
                    .into_sorted_vec()
                    .into_iter()
                    .map(|x| x.row)
                    .collect(),
            );
        }
    }

    /// The plan's promise that rows arrive distinct (D-333), checked in
    /// test builds.
    #[cfg(debug_assertions)]
    fn check_distinct(&self) {
        if let RowStore::Arrived(v) = &self.rows {
            let set: HashSet<&Tuple> = v.iter().collect();
            assert_eq!(
                set.len(),
                v.len(),
                "a plan said to be distinct repeated a row"
            );
        }
    }

    /// The kept rows' find cells as values (cells become values here,
    /// once per result row), grouped and aggregated when the find has
    /// aggregates.
    fn project(&self, r: &Runner<'_, '_>) -> Res<Flat> {
        let values = &r.values;
        let counts: HashMap<usize, Edn> = self
            .counts
            .iter()
            .map(|(&i, &v)| (i, values.get(v)))
            .collect();
        // Rows are kept flat (one allocation for every cell, not one a row).
        Ok(if self.aggregates {
            let stop = || r.check_cancel();
            Flat {
                width: self.n_find,
                cells: aggregate(
                    &self.base,
                    &self.rows,
                    self.n_find,
                    &counts,
                    values,
                    r.memory_budget(),
                    &stop,
                )?,
            }
        } else {
            let n = self.n_find;
            let mut cells = Vec::with_capacity(self.rows.len() * n);
            for t in self.rows.iter() {
                cells.extend(t[..n].iter().map(|&v| values.get(v)));
            }
            Flat { width: n, cells }
        })
    }
}

/// The `:find` columns computed from each group's base columns, for the
/// groups that pass every `:having` test; duplicates dropped.
fn post_rows(find: &[Post], having: &[Post], rows: Flat) -> Res<Flat> {
    let mut out = Flat {
        width: find.len(),
        cells: Vec::new(),
    };
    let mut seen: HashSet<Vec<Edn>> = HashSet::default();
    'rows: for row in rows.rows() {
        for h in having {
            if !truthy(&h.value(row)?) {
                continue 'rows;
            }
        }
        let projected = find.iter().map(|p| p.value(row)).collect::<Res<Vec<_>>>()?;
        if seen.insert(projected.clone()) {
            out.cells.extend(projected);
        }
    }
    Ok(out)
}

/// Replaces each pull column's entity ids with what the pull reads.
fn pull_columns(
    elems: &[FindElem],
    rows: &mut Flat,
    r: &Runner<'_, '_>,
    pulls: &PullDbs<'_>,
) -> Res<()> {
    for (i, e) in elems.iter().enumerate() {
        if let FindElem::Pull(p) = e {
            let pattern = pull_pattern(p, r)?;
            let snap = pull_snapshot(e, pulls.from.get(i), pulls, r.snap)?;
            let prepared: PreparedPull = snap.prepare_pull(&pattern);
            // Refused with no rows too, as Datalevin checks the pattern
            // against the schema when it parses the query (D-931).
            prepared.check()?;
            pull_column(snap, &prepared, rows, i, r)?;
        }
    }
    Ok(())
}

/// A pull's pattern: written in the query, or given in `:in` for a
/// pattern variable.
fn pull_pattern(p: &PullExpr, r: &Runner<'_, '_>) -> Res<PullPattern> {
    Ok(match &p.pattern {
        PullPatternArg::Pattern(pat) => pat.clone(),
        PullPatternArg::Var(v) => {
            let value = r.known.get(v.as_str()).ok_or_else(|| {
                QueryError::Input(format!(
                    "{} must be bound to a pull pattern in :in",
                    v.as_str()
                ))
            })?;
            quiver_query::pull_pattern::parse_pull(&value.to_string()).map_err(|e| {
                QueryError::Input(format!(
                    "{} is not a pull pattern ({value}): {e}",
                    v.as_str()
                ))
            })?
        }
    })
}

/// The database a pull reads: `(pull $src ?e …)` reads the database
/// `$src` names (D-380); a source bound to a relation is an error.
fn pull_snapshot<'a>(
    e: &FindElem,
    from: Option<&PullFrom>,
    pulls: &PullDbs<'a>,
    main: &'a quiver_store::Snapshot<'a>,
) -> Res<&'a quiver_store::Snapshot<'a>> {
    Ok(match from {
        Some(PullFrom::Db(n)) => pulls
            .dbs
            .get(*n)
            .copied()
            .ok_or_else(|| QueryError::Input(format!("{e}: its source names no database")))?,
        Some(PullFrom::Relation(name)) => {
            return Err(QueryError::Input(format!(
                "{e}: {name} is bound to a relation, and pull reads a database"
            )));
        }
        Some(PullFrom::Main) | None => main,
    })
}

/// Pulls column `i` of every row: once per distinct entity.
fn pull_column(
    snap: &quiver_store::Snapshot<'_>,
    prepared: &PreparedPull,
    rows: &mut Flat,
    i: usize,
    r: &Runner<'_, '_>,
) -> Res<()> {
    let mut cache: HashMap<Edn, Edn> = HashMap::default();
    for (n, row) in rows.cells.chunks_exact_mut(rows.width.max(1)).enumerate() {
        if n % 256 == 255 {
            r.check_cancel()?;
        }
        let id = row[i].clone();
        let pulled = match cache.get(&id) {
            Some(v) => v.clone(),
            None => {
                // The entity an id, an ident or a lookup ref names, as a
                // top-level pull reads it (a clause may bind the variable
                // to any of them: `[?e :db/ident ?k]`); nothing for `nil`
                // or a designator that names none; an error for a value
                // that cannot name an entity (-3, "x"), as Datalevin
                // (D-906).
                let v = match &id {
                    // 0 too: an id no entity holds (D-921).
                    Edn::Long(n) if *n >= 0 => snap.pull_entity(prepared, EntityId(*n as u64))?,
                    Edn::Nil => Edn::Nil,
                    other => match snap.resolve_eid(other) {
                        Ok(Some(e)) => snap.pull_entity(prepared, e)?,
                        Ok(None) => Edn::Nil,
                        Err(e) => return Err(QueryError::Input(e.to_string())),
                    },
                };
                cache.insert(id.clone(), v.clone());
                v
            }
        };
        row[i] = pulled;
    }
    Ok(())
}

/// `:order-by` (a stable sort of row numbers), then `:offset` and
/// `:limit`.
fn order_and_page(q: &Query, rows: Flat, r: &Runner<'_, '_>) -> Res<Flat> {
    let mut order: Vec<usize> = (0..rows.len()).collect();
    if q.order_by.is_empty()
        && (pulls_as_sequence(q) || q.ordered)
        && q.limit.is_none()
        && q.offset.is_none()
    {
        // A sequence of pulled rows (or rows under `:order-by []`) in the
        // order a set prints in, so the answer is the same whatever order
        // the plan found them in.
        let cmp = |a: usize, b: usize| {
            let (a, b) = (rows.row(a), rows.row(b));
            a.iter()
                .zip(b)
                .map(|(x, y)| compare_values(x, y))
                .find(|o| o.is_ne())
                .unwrap_or(Ordering::Equal)
        };
        sort_stoppable(&mut order, cmp, || r.check_cancel())?;
    } else if !q.order_by.is_empty() {
        let keys = order_keys(q)?;
        let cmp = |a: usize, b: usize| {
            let (a, b) = (rows.row(a), rows.row(b));
            for &(c, d) in &keys {
                let o = compare_values(&a[c], &b[c]);
                let o = if d == Direction::Desc { o.reverse() } else { o };
                if o != Ordering::Equal {
                    return o;
                }
            }
            Ordering::Equal
        };
        sort_stoppable(&mut order, cmp, || r.check_cancel())?;
    }
    let offset = (q.offset.unwrap_or(0) as usize).min(order.len());
    let end = q.limit.map_or(order.len(), |l| {
        offset.saturating_add(l as usize).min(order.len())
    });
    Ok(rows.select(&order[offset..end]))
}

/// Whether a relation `:find` holding a `pull` answers a sequence, not a
/// set: two entities whose pulled maps are equal are two rows, as in
/// Datalevin, whose pull finds answer a sequence (D-925).
fn pulls_as_sequence(q: &Query) -> bool {
    matches!(q.find, FindSpec::Relation(_))
        && q.return_maps.is_none()
        && q.find
            .elements()
            .iter()
            .any(|e| matches!(e, FindElem::Pull(_)))
}

/// The final rows in the shape the `:find` spec (and `:keys`) asks for.
fn shape(q: &Query, rows: Flat) -> Res<QueryResult> {
    let elems = q.find.elements();
    let ordered = !q.with.is_empty()
        || q.ordered
        || q.limit.is_some()
        || q.offset.is_some()
        || pulls_as_sequence(q);
    Ok(match &q.find {
        FindSpec::Relation(_) => match &q.return_maps {
            Some(ReturnMaps { .. }) => {
                let rm = q
                    .return_maps
                    .as_ref()
                    .ok_or_else(|| QueryError::Input("no :keys".into()))?;
                let keys = (0..elems.len())
                    .map(|i| rm.key(i).unwrap_or(Edn::Nil))
                    .collect();
                QueryResult::Maps {
                    keys,
                    rows: rows.into_rows(),
                }
            }
            None => QueryResult::Relation {
                columns: elems.iter().map(|e| e.to_string()).collect(),
                rows: rows.into_rows(),
                ordered,
            },
        },
        FindSpec::Collection(_) => QueryResult::Collection(rows.first_column().into()),
        FindSpec::Scalar(_) => QueryResult::Scalar(rows.first_column().into_iter().next()),
        // `[:find [?t ?y] :keys title year …]`: the one tuple as a map,
        // as Datalevin answers it.
        FindSpec::Tuple(_) => match &q.return_maps {
            Some(rm) => QueryResult::Scalar(rows.first_row().map(|r| {
                let map: std::collections::BTreeMap<Edn, Edn> = r
                    .into_iter()
                    .enumerate()
                    .map(|(i, v)| (rm.key(i).unwrap_or(Edn::Nil), v))
                    .collect();
                Edn::Map(std::sync::Arc::new(map))
            })),
            None => QueryResult::Tuple(rows.first_row()),
        },
    })
}

/// Groups `rows` (find cells, then `:with` cells) by the non-aggregate
/// find columns and computes each aggregate over its group. Groups are
/// keyed by cells (equal cells are equal values); a column becomes EDN
/// values only for an aggregate that reads them (`count` and
/// `count-distinct` count cells).
fn aggregate(
    elems: &[FindElem],
    rows: &RowStore,
    n_find: usize,
    counts: &HashMap<usize, Edn>,
    values: &Values,
    budget: usize,
    stop: &dyn Fn() -> Res<()>,
) -> Res<Vec<Edn>> {
    let key_cols: Vec<usize> = (0..n_find)
        .filter(|&i| !matches!(elems[i], FindElem::Aggregate(_)))
        .collect();
    let mut groups: IndexMap<Tuple, Vec<u32>, rustc_hash::FxBuildHasher> = IndexMap::default();
    for (n, r) in rows.iter().enumerate() {
        if n % 65_536 == 65_535 {
            stop()?;
        }
        let key: Tuple = key_cols.iter().map(|&c| r[c]).collect();
        // The memory budget bounds the rows, so their count fits a u32.
        groups.entry(key).or_default().push(n as u32);
    }
    let mut out = Vec::with_capacity(groups.len() * n_find);
    for (g, members) in groups.values().enumerate() {
        if g % 1024 == 0 {
            stop()?;
        }
        let cells = |i: usize| members.iter().map(move |&m| rows.get(m as usize)[i]);
        let row = &mut out;
        for (i, e) in elems.iter().enumerate() {
            match e {
                FindElem::Aggregate(a) => {
                    let v = match a.func {
                        AggregateFn::Custom => {
                            let vals = cells(i).map(|c| values.get(c)).collect();
                            custom_aggregate(a, vals)?
                        }
                        AggregateFn::Count => Edn::Long(members.len() as i64),
                        AggregateFn::CountDistinct => {
                            let distinct: HashSet<Val> = cells(i).collect();
                            // Values are read only when a bigint may
                            // equal a long (D-919), or a bigdec one of
                            // another scale (D-936).
                            let n = if distinct.iter().any(|c| values.may_equal_another(*c)) {
                                builtins::clj_distinct(distinct.iter().map(|c| values.get(*c)))
                                    .len()
                            } else {
                                distinct.len()
                            };
                            Edn::Long(n as i64)
                        }
                        func => {
                            let vals: Vec<Edn> = cells(i).map(|c| values.get(c)).collect();
                            let refs: Vec<&Edn> = vals.iter().collect();
                            let n = match &a.count {
                                Some(AggregateCount::Const(n)) => {
                                    Some(usize::try_from(*n).unwrap_or(usize::MAX))
                                }
                                Some(AggregateCount::Var(v)) => {
                                    let given = counts.get(&i).unwrap_or(&Edn::Nil);
                                    let n = AggregateCount::of_value(given).ok_or_else(|| {
                                        let text = given.to_string();
                                        let cut = text.chars().count() > 60;
                                        QueryError::Input(format!(
                                            "the count {v} of ({} {v} …) is {}{}, not a number",
                                            func.name(),
                                            text.chars().take(60).collect::<String>(),
                                            if cut { "…" } else { "" }
                                        ))
                                    })?;
                                    Some(usize::try_from(n).unwrap_or(usize::MAX))
                                }
                                None => None,
                            };
                            compute(func, n, &refs, budget, stop)?
                        }
                    };
                    row.push(v);
                }
                _ => row.push(cells(i).next().map_or(Edn::Nil, |c| values.get(c))),
            }
        }
    }
    Ok(out)
}

/// The rows a query found, distinct, in arrival order.
enum RowStore {
    /// Deduplicated here.
    Set(IndexSet<Tuple, rustc_hash::FxBuildHasher>),
    /// Distinct as they arrive (the plan cannot repeat a row, D-333, or
    /// a top-k heap kept them distinct).
    Arrived(Vec<Tuple>),
}

impl RowStore {
    /// Adds `t`; false when it was already there.
    #[inline]
    fn insert(&mut self, t: Tuple) -> bool {
        match self {
            RowStore::Set(s) => s.insert(t),
            RowStore::Arrived(v) => {
                v.push(t);
                true
            }
        }
    }

    fn len(&self) -> usize {
        match self {
            RowStore::Set(s) => s.len(),
            RowStore::Arrived(v) => v.len(),
        }
    }

    fn get(&self, i: usize) -> &Tuple {
        match self {
            RowStore::Set(s) => &s[i],
            RowStore::Arrived(v) => &v[i],
        }
    }

    fn iter(&self) -> impl Iterator<Item = &Tuple> {
        let (set, arrived) = match self {
            RowStore::Set(s) => (Some(s.iter()), None),
            RowStore::Arrived(v) => (None, Some(v.iter())),
        };
        set.into_iter()
            .flatten()
            .chain(arrived.into_iter().flatten())
    }
}

/// A stable sort of `order` by `cmp` that answers cancellation: runs of
/// 64k sorted apart, then merged pairwise, with `stop` checked between
/// them (a comparator cannot stop `sort_by` itself without breaking the
/// total order it promises).
fn sort_stoppable(
    order: &mut Vec<usize>,
    cmp: impl Fn(usize, usize) -> Ordering,
    stop: impl Fn() -> Res<()>,
) -> Res<()> {
    const RUN: usize = 1 << 16;
    for run in order.chunks_mut(RUN) {
        stop()?;
        run.sort_by(|&a, &b| cmp(a, b));
    }
    let n = order.len();
    let mut width = RUN;
    let mut merged: Vec<usize> = Vec::with_capacity(n);
    while width < n {
        merged.clear();
        for start in (0..n).step_by(2 * width) {
            stop()?;
            let mid = (start + width).min(n);
            let end = (start + 2 * width).min(n);
            let (mut i, mut j) = (start, mid);
            while i < mid && j < end {
                // Ties take the left run first: stable.
                if cmp(order[j], order[i]) == Ordering::Less {
                    merged.push(order[j]);
                    j += 1;
                } else {
                    merged.push(order[i]);
                    i += 1;
                }
            }
            merged.extend_from_slice(&order[i..mid]);
            merged.extend_from_slice(&order[j..end]);
        }
        std::mem::swap(order, &mut merged);
        width *= 2;
    }
    Ok(())
}

/// Result rows while they are shaped: `width` cells a row, row after row.
struct Flat {
    width: usize,
    cells: Vec<Edn>,
}

impl Flat {
    fn len(&self) -> usize {
        self.cells.len().checked_div(self.width).unwrap_or(0)
    }

    fn row(&self, i: usize) -> &[Edn] {
        &self.cells[i * self.width..(i + 1) * self.width]
    }

    fn rows(&self) -> std::slice::ChunksExact<'_, Edn> {
        self.cells.chunks_exact(self.width.max(1))
    }

    /// The rows numbered in `picked` (each at most once), in that order.
    fn select(mut self, picked: &[usize]) -> Flat {
        if picked.iter().copied().eq(0..self.len()) {
            return self;
        }
        let w = self.width;
        let mut cells = Vec::with_capacity(picked.len() * w);
        for &i in picked {
            for c in &mut self.cells[i * w..(i + 1) * w] {
                cells.push(std::mem::replace(c, Edn::Nil));
            }
        }
        Flat { width: w, cells }
    }

    fn into_rows(self) -> Rows<Edn> {
        let len = self.len();
        Rows::from_cells(self.width, len, self.cells).unwrap_or_default()
    }

    /// Each row's first cell.
    fn first_column(self) -> Vec<Edn> {
        if self.width == 1 {
            return self.cells;
        }
        let w = self.width.max(1);
        self.cells.into_iter().step_by(w).collect()
    }

    fn first_row(mut self) -> Option<Vec<Edn>> {
        (self.len() > 0).then(|| {
            self.cells.truncate(self.width);
            self.cells
        })
    }
}

/// Clojure truthiness: everything but `nil` and `false`.
fn truthy(v: &Edn) -> bool {
    !matches!(v, Edn::Nil | Edn::Boolean(false))
}

fn add(a: &Edn, b: &Edn) -> Res<Edn> {
    builtins::lookup("+")
        .ok_or_else(|| QueryError::Eval("+ missing".into()))?
        .call(&[a.clone(), b.clone()])
        .map_err(|e| QueryError::Eval(e.to_string()))
}

/// The mean of bigdecs (with longs and bigints beside them) as Clojure's
/// `(/ (reduce + vals) n)` computes it, exactly, for `avg` to make a
/// double of: summed as doubles in row order, the mean could differ by a
/// rounding step from plan to plan (D-963). `None` for other values, and
/// for a mean with no finite decimal expansion (`avg` then takes the
/// doubles' mean, where Datalevin throws).
fn exact_mean(vals: &[&Edn]) -> Option<Edn> {
    let numbers = |v: &&Edn| matches!(v, Edn::BigDec(_) | Edn::Long(_) | Edn::BigInt(_));
    if !vals.iter().any(|v| matches!(v, Edn::BigDec(_))) || !vals.iter().all(numbers) {
        return None;
    }
    let mut sum = Edn::Long(0);
    for v in vals {
        sum = add(&sum, v).ok()?;
    }
    let n = i64::try_from(vals.len()).ok()?;
    match builtins::lookup("/")?.call(&[sum.clone(), Edn::Long(n)]) {
        Ok(mean) => Some(mean),
        // No finite decimal expansion (Clojure's `/` throws, and so does
        // Datalevin): the quotient to 100 digits, whose nearest double is
        // the exact mean's (the doubles' running sum was an ulp off on
        // the 107th corpus).
        Err(_) => {
            let sum = match sum {
                Edn::BigDec(d) => (*d).clone(),
                Edn::Long(l) => bigdecimal::BigDecimal::from(l),
                Edn::BigInt(b) => bigdecimal::BigDecimal::new((*b).clone(), 0),
                _ => return None,
            };
            Some(Edn::BigDec(std::sync::Arc::new(
                sum / bigdecimal::BigDecimal::from(n),
            )))
        }
    }
}

fn as_f64(v: &Edn) -> Res<f64> {
    quiver_query::edn::to_f64(v)
        .ok_or_else(|| QueryError::Eval(format!("aggregate over a non-number: {v}")))
}

/// A custom aggregate `(f c… ?x)` over a group's values: `f` called with
/// `c…` and the values as a list, as Datalevin calls it (D-858).
fn custom_aggregate(a: &Aggregate, vals: Vec<Edn>) -> Res<Edn> {
    let Some(c) = &a.custom else {
        return Err(QueryError::Eval(format!(
            "custom aggregate over {} without a function",
            a.var.as_str()
        )));
    };
    let f = builtins::lookup(c.func.as_str())
        .ok_or_else(|| QueryError::Eval(format!("unknown function {}", c.func)))?;
    let mut args = c.args.clone();
    args.push(Edn::List(vals.into()));
    f.call(&args).map_err(QueryError::from)
}

/// One aggregate `f` (with its count argument `n`, as in `(min 3 ?x)`)
/// over a group's values.
/// Values distinct by Clojure's `=`, which `distinct` and
/// `count-distinct` use: a long and the equal bigint are one value
/// (`(= 0 0N)`), as they are not in Quiver's value order (D-919), and
/// so are two scales of a bigdec (`(= 1.5M 1.50M)`, D-936). Only a
/// bigint or bigdec among them needs the slower comparison.
fn clj_distinct_values(vals: impl IntoIterator<Item = Edn>) -> Vec<Edn> {
    let vals: Vec<Edn> = vals.into_iter().collect();
    if vals
        .iter()
        .any(|v| matches!(v, Edn::BigInt(_) | Edn::BigDec(_)))
    {
        builtins::clj_distinct(vals)
    } else {
        // The set built from them drops the duplicates.
        vals
    }
}

fn compute(
    f: AggregateFn,
    n: Option<usize>,
    vals: &[&Edn],
    budget: usize,
    stop: &dyn Fn() -> Res<()>,
) -> Res<Edn> {
    Ok(match f {
        AggregateFn::Count => Edn::Long(vals.len() as i64),
        AggregateFn::CountDistinct => {
            let distinct: HashSet<&Edn> = vals.iter().copied().collect();
            let n = if distinct
                .iter()
                .any(|v| matches!(v, Edn::BigInt(_) | Edn::BigDec(_)))
            {
                builtins::clj_distinct(distinct.into_iter().cloned()).len()
            } else {
                distinct.len()
            };
            Edn::Long(n as i64)
        }
        AggregateFn::Sum => {
            // Longs are summed exactly, so the answer does not depend on
            // the order rows arrive in: only a total that is no long
            // overflows (D-926).
            let mut exact: i128 = 0;
            let mut longs = true;
            for v in vals {
                match v {
                    Edn::Long(n) => exact += i128::from(*n),
                    _ => {
                        longs = false;
                        break;
                    }
                }
            }
            if longs {
                Edn::Long(i64::try_from(exact).map_err(|_| {
                    QueryError::Eval("sum: integer overflow (the total is not a long)".into())
                })?)
            } else {
                let mut acc = Edn::Long(0);
                for v in vals {
                    acc = add(&acc, v)?;
                }
                acc
            }
        }
        AggregateFn::Avg => match exact_mean(vals) {
            Some(mean) => Edn::Double(as_f64(&mean)?),
            None => {
                let mut s = 0.0;
                for v in vals {
                    s += as_f64(v)?;
                }
                Edn::Double(s / vals.len().max(1) as f64)
            }
        },
        AggregateFn::Median => median(vals)?,
        AggregateFn::Variance | AggregateFn::Stddev => {
            let var = variance(vals)?;
            Edn::Double(if f == AggregateFn::Stddev {
                var.sqrt()
            } else {
                var
            })
        }
        AggregateFn::Min | AggregateFn::Max => {
            one_kind(f, vals)?;
            least_or_greatest(f == AggregateFn::Max, n, vals)
        }
        AggregateFn::Distinct => Edn::set(clj_distinct_values(vals.iter().map(|v| (*v).clone()))),
        AggregateFn::Rand => rand_picks(n, vals, budget, stop)?,
        AggregateFn::Sample => sample(n, vals),
        AggregateFn::Custom => {
            return Err(QueryError::Eval(
                "a custom aggregate is computed with its function".into(),
            ));
        }
    })
}

/// The middle value, or (as Clojure, `(/ (+ a b) 2)`) the mean of the
/// middle two: a ratio for longs that do not divide (D-844).
fn median(vals: &[&Edn]) -> Res<Edn> {
    let mut xs: Vec<&Edn> = vals.to_vec();
    xs.sort_by(|a, b| compare_values(a, b));
    let m = xs.len() / 2;
    Ok(if xs.is_empty() {
        Edn::Nil
    } else if xs.len() % 2 == 1 {
        xs[m].clone()
    } else {
        as_f64(xs[m - 1])?;
        as_f64(xs[m])?;
        builtins::lookup("/")
            .ok_or_else(|| QueryError::Eval("/ missing".into()))?
            .call(&[add(xs[m - 1], xs[m])?, Edn::Long(2)])
            .map_err(|e| QueryError::Eval(e.to_string()))?
    })
}

/// The population variance of numeric values.
fn variance(vals: &[&Edn]) -> Res<f64> {
    let xs: Vec<f64> = vals.iter().map(|v| as_f64(v)).collect::<Res<_>>()?;
    let n = xs.len().max(1) as f64;
    let mean = xs.iter().sum::<f64>() / n;
    Ok(xs.iter().map(|x| (x - mean) * (x - mean)).sum::<f64>() / n)
}

/// `min` and `max`: as Datalevin, the least (greatest, for `max`) value,
/// or with `n` the `n` least (greatest) values, duplicates kept, in
/// ascending order either way.
/// `min`/`max` compare with Clojure's `compare`, which throws for values
/// of two kinds (not both numbers, neither `nil`): an error, as in
/// Datalevin (D-933), not an answer by Quiver's own order of kinds.
fn one_kind(f: AggregateFn, vals: &[&Edn]) -> Res<()> {
    let mut first: Option<&Edn> = None;
    for v in vals.iter().copied() {
        if matches!(v, Edn::Nil) {
            continue;
        }
        match first {
            None => first = Some(v),
            Some(a) if builtins::clj_comparable(a, v) => {}
            Some(a) => {
                let name = if f == AggregateFn::Max { "max" } else { "min" };
                return Err(QueryError::Eval(format!(
                    "({name} …): cannot compare {} {} with {} {} (Clojure's compare throws ClassCastException)",
                    a.type_name(),
                    quiver_store::cut(&a.to_string()),
                    v.type_name(),
                    quiver_store::cut(&v.to_string())
                )));
            }
        }
    }
    Ok(())
}

fn least_or_greatest(greatest: bool, n: Option<usize>, vals: &[&Edn]) -> Edn {
    let mut xs: Vec<&Edn> = vals.to_vec();
    xs.sort_by(|a, b| compare_values(a, b));
    let k = n.unwrap_or(1).min(xs.len());
    let picked = if greatest {
        &xs[xs.len() - k..]
    } else {
        &xs[..k]
    };
    match n {
        None => picked.first().map_or(Edn::Nil, |v| (*v).clone()),
        Some(_) => Edn::vector(picked.iter().map(|v| (*v).clone())),
    }
}

/// `rand`: one value, or with `n` that many, picked with replacement.
fn rand_picks(
    n: Option<usize>,
    vals: &[&Edn],
    budget: usize,
    stop: &dyn Fn() -> Res<()>,
) -> Res<Edn> {
    // With replacement, n may exceed the values: what it asks for
    // must fit the memory budget (`(rand 10000000000000 ?x)` asked
    // for terabytes).
    let k = n.unwrap_or(1);
    let bytes = k.saturating_mul(std::mem::size_of::<Edn>());
    if bytes > budget {
        return Err(QueryError::ResourceLimit {
            operator: "rand aggregate",
            bytes,
            budget,
        });
    }
    let mut rng = quiver_store::SampleRng::new(vals.len() as u64 ^ 0x9E37);
    // n picks cost time as well as memory: the query's timeout
    // and cancel token are asked every 64K picks.
    let mut picks: Vec<Edn> = Vec::new();
    if !vals.is_empty() {
        for i in 0..k {
            if i % 65_536 == 0 {
                stop()?;
            }
            picks.push(vals[rng.below(vals.len() as u64) as usize].clone());
        }
    }
    Ok(if n.is_none() {
        picks.into_iter().next().unwrap_or(Edn::Nil)
    } else {
        Edn::vector(picks)
    })
}

/// `sample`: up to `n` (default one) distinct values, picked without
/// replacement, in ascending order.
fn sample(n: Option<usize>, vals: &[&Edn]) -> Edn {
    let mut uniq: Vec<&Edn> = vals
        .iter()
        .copied()
        .collect::<HashSet<_>>()
        .into_iter()
        .collect();
    uniq.sort_by(|a, b| compare_values(a, b));
    let mut rng = quiver_store::SampleRng::new(uniq.len() as u64 ^ 0x5A3);
    let idx = rng.distinct_sorted(0, uniq.len() as u64, n.unwrap_or(1));
    Edn::vector(idx.into_iter().map(|i| uniq[i as usize].clone()))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Across several 64k runs and merge rounds, with many ties: the same
    /// order as the standard stable sort; a stop ends it with the error.
    #[test]
    fn stoppable_sort_is_a_stable_sort_and_stops() {
        let mut x: u64 = 7;
        let keys: Vec<u32> = (0..200_003)
            .map(|_| {
                x = x.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
                ((x >> 33) % 1000) as u32
            })
            .collect();
        let mut want: Vec<usize> = (0..keys.len()).collect();
        want.sort_by_key(|&i| keys[i]);
        let mut got: Vec<usize> = (0..keys.len()).collect();
        sort_stoppable(&mut got, |a, b| keys[a].cmp(&keys[b]), || Ok(())).unwrap();
        assert_eq!(got, want);
        // Stopped after the first runs: an error, not a wrong order.
        let calls = std::cell::Cell::new(0);
        let stop = || {
            calls.set(calls.get() + 1);
            if calls.get() > 2 {
                Err(QueryError::Interrupted {
                    elapsed: std::time::Duration::ZERO,
                })
            } else {
                Ok(())
            }
        };
        let mut order: Vec<usize> = (0..keys.len()).collect();
        let err = sort_stoppable(&mut order, |a, b| keys[a].cmp(&keys[b]), stop);
        assert!(matches!(err, Err(QueryError::Interrupted { .. })));
        assert_eq!(calls.get(), 3);
    }
}
