//! The reference evaluator: nested loops over every datom, clause by
//! clause, with bindings as maps from variable name to value. Rules are
//! computed by a direct (naive) fixpoint. Nothing here is shared with the
//! engine's planner or executor; only the AST and the built-in function
//! table come from `quiver_query`.
//!
//! Clauses of a conjunction run in text order, except that a clause whose
//! inputs are not bound yet (a predicate, a function, a `not`) waits until
//! they are: the first ready clause in text order runs next. A conjunction
//! in which nothing is ready is an error of the oracle (the generator only
//! produces schedulable queries).
//!
//! Two rules the engine states are applied here naively: a literal in a
//! data pattern's value position is read as its attribute's declared type
//! (`10` on a double attribute is `10.0`, `3.0` on a long one is `3`;
//! D-316), while bound values match exactly; and a lookup ref in a
//! pattern's entity position, or written as a ref attribute's value, is
//! the entity whose unique attribute holds that value, or the error
//! `Nothing found for entity id …`, raised before anything runs (D-879).
//! Values are told apart exactly (`10` is not `10.0`), see
//! [`Exact`].

use quiver_query::builtins::{self, compare_values};
use quiver_query::edn::Value;
use quiver_query::query::{
    AggregateFn, Binding as BindForm, Clause, Constant, FindElem, FnArg, FnRef, Query, RuleSet,
    Term,
};
use std::cell::RefCell;
use std::cmp::Ordering;
use std::collections::{BTreeMap, BTreeSet, HashMap};

/// One row of bindings.
pub type Row = BTreeMap<String, Value>;

/// A datom: entity id, attribute keyword, value.
pub type Datom = [Value; 3];

/// A rule's tuples.
pub type Relation = BTreeSet<Vec<Value>>;

/// An evaluation failure (a built-in returned an error).
pub type Res<T> = Result<T, String>;

/// More intermediate rows, or more time, than the oracle spends (its
/// nested loops would take minutes on a few cases); such a case is
/// skipped, not compared.
pub const TOO_BIG: &str = "oracle: too many rows";
/// The oracle's time budget per query.
const TIME_LIMIT: std::time::Duration = std::time::Duration::from_secs(1);
const ROW_LIMIT: usize = 10_000;

/// A value ordered so that values equal by `==` (and only those) compare
/// equal: `Value`'s own order puts `10` and `10.0` together, which would
/// merge them in a set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Exact(pub Value);

fn number_tag(v: &Value) -> u8 {
    match v {
        Value::Long(_) => 0,
        Value::Double(_) => 1,
        Value::Float(_) => 2,
        Value::BigInt(_) => 3,
        Value::BigDec(_) => 4,
        _ => 5,
    }
}

impl Ord for Exact {
    fn cmp(&self, other: &Self) -> Ordering {
        self.0
            .cmp(&other.0)
            .then(number_tag(&self.0).cmp(&number_tag(&other.0)))
    }
}

impl PartialOrd for Exact {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

/// A row's key for set semantics.
fn row_key(r: &Row) -> Vec<(String, Exact)> {
    r.iter()
        .map(|(k, v)| (k.clone(), Exact(v.clone())))
        .collect()
}

/// A tuple's key for set semantics.
pub fn tuple_key(t: &[Value]) -> Vec<Exact> {
    t.iter().cloned().map(Exact).collect()
}

/// The oracle over one database.
pub struct Oracle<'a> {
    datoms: &'a [Datom],
    rules: &'a RuleSet,
    /// Declared value types by attribute keyword (`"long"`, `"double"` …).
    types: HashMap<Value, &'static str>,
    /// When the oracle gives up ([`TOO_BIG`]).
    deadline: std::time::Instant,
    /// Rule relations: the tuples found so far (final once the fixpoint
    /// is reached; during it, recursive calls see the approximation).
    rels: RefCell<HashMap<String, Relation>>,
    /// Rules whose fixpoint is being computed, innermost last.
    computing: RefCell<Vec<String>>,
}

fn truthy(v: &Value) -> bool {
    !matches!(v, Value::Nil | Value::Boolean(false))
}

/// Whether `term` can take `val` in `row` (what [`unify`] would say,
/// without copying the row).
fn fits(row: &Row, term: &Term, val: &Value) -> bool {
    match term {
        Term::Blank(_) => true,
        Term::Const(c) => c.value == *val,
        Term::Var(v) => row.get(v.as_str()).is_none_or(|old| old == val),
    }
}

/// Binds `term` to `val` in `row`; false if it contradicts.
fn unify(row: &mut Row, term: &Term, val: &Value) -> bool {
    match term {
        Term::Blank(_) => true,
        Term::Const(c) => c.value == *val,
        Term::Var(v) => match row.get(v.as_str()) {
            Some(old) => old == val,
            None => {
                row.insert(v.as_str().to_string(), val.clone());
                true
            }
        },
    }
}

fn fn_args(args: &[FnArg], row: &Row) -> Res<Vec<Value>> {
    args.iter()
        .map(|a| match a {
            FnArg::Var(v) => Ok(row[v.as_str()].clone()),
            FnArg::Const(c) => Ok(c.value.clone()),
            FnArg::Source(_) => panic!("oracle: sources as arguments are not supported"),
            FnArg::Call(c) => call(&c.func, fn_args(&c.args, row)?),
        })
        .collect()
}

fn call(func: &FnRef, args: Vec<Value>) -> Res<Value> {
    let FnRef::Builtin(name, _) = func else {
        panic!("oracle: function variables are not supported");
    };
    let b = builtins::lookup(name.as_str()).ok_or_else(|| format!("unknown {name}"))?;
    b.call(&args).map_err(|e| e.to_string())
}

/// Every variable mentioned anywhere in a clause (nested ones included).
pub fn clause_vars(c: &Clause, out: &mut BTreeSet<String>) {
    let add_term = |t: &Term, out: &mut BTreeSet<String>| {
        if let Term::Var(v) = t {
            out.insert(v.as_str().to_string());
        }
    };
    let add_args = |args: &[FnArg], out: &mut BTreeSet<String>| {
        for v in args.iter().flat_map(FnArg::vars) {
            out.insert(v.as_str().to_string());
        }
    };
    match c {
        Clause::Pattern(p) => p.terms().into_iter().for_each(|t| add_term(t, out)),
        Clause::RuleCall(r) => r.args.iter().for_each(|t| add_term(t, out)),
        Clause::Predicate(p) => add_args(&p.args, out),
        Clause::Function(f) => {
            add_args(&f.args, out);
            for v in f.binding.vars() {
                out.insert(v.as_str().to_string());
            }
        }
        Clause::Not(n) => {
            if let Some(j) = &n.join_vars {
                out.extend(j.iter().map(|v| v.as_str().to_string()));
            }
            n.clauses.iter().for_each(|c| clause_vars(c, out));
        }
        Clause::Or(o) => {
            if let Some(j) = &o.join_vars {
                out.extend(j.all().map(|v| v.as_str().to_string()));
            }
            o.branches
                .iter()
                .flat_map(|b| &b.clauses)
                .for_each(|c| clause_vars(c, out));
        }
    }
}

/// The variables a clause binds for the clauses after it.
fn binds(c: &Clause) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    match c {
        Clause::Predicate(_) | Clause::Not(_) => {}
        Clause::Or(o) => match &o.join_vars {
            Some(j) => out.extend(j.all().map(|v| v.as_str().to_string())),
            None => clause_vars(c, &mut out),
        },
        _ => clause_vars(c, &mut out),
    }
    out
}

impl<'a> Oracle<'a> {
    /// An oracle over `datoms` with `rules`.
    pub fn new(datoms: &'a [Datom], rules: &'a RuleSet) -> Self {
        Oracle {
            datoms,
            rules,
            types: HashMap::new(),
            deadline: std::time::Instant::now() + TIME_LIMIT,
            rels: RefCell::new(HashMap::new()),
            computing: RefCell::new(Vec::new()),
        }
    }

    /// The same oracle, knowing the attributes' declared types.
    pub fn with_types(mut self, types: HashMap<Value, &'static str>) -> Self {
        self.types = types;
        self
    }

    /// The entity a lookup ref `[attr value]` names: the first datom with
    /// that attribute and value. The attribute must be unique (only `:id`
    /// is, in the generated schema).
    pub fn lookup(&self, r: &Value) -> Res<Value> {
        let Value::Vector(items) = r else {
            return Ok(r.clone());
        };
        if items[0] != Value::Keyword(quiver_query::edn::Keyword::parse("id")) {
            return Err(format!(
                "Lookup ref attribute should be marked as :db/unique: {r}"
            ));
        }
        self.datoms
            .iter()
            .find(|d| d[1] == items[0] && d[2] == items[1])
            .map(|d| d[0].clone())
            .ok_or_else(|| format!("Nothing found for entity id {r}"))
    }

    /// The errors of the lookup refs in entity positions that do not
    /// resolve (the engine raises one of them when it compiles the query,
    /// before anything runs).
    pub fn lookup_errors(&self, clauses: &[Clause], out: &mut Vec<String>) {
        for c in clauses {
            match c {
                Clause::Pattern(p) => {
                    if let Term::Const(k) = &p.e {
                        out.extend(self.lookup(&k.value).err());
                    }
                    // A written lookup ref as a ref attribute's value must
                    // name an entity too (D-879).
                    if let (Term::Const(a), Term::Const(v)) = (&p.a, &p.v)
                        && self.types.get(&a.value) == Some(&"ref")
                    {
                        out.extend(self.lookup(&v.value).err());
                    }
                }
                Clause::Not(n) => self.lookup_errors(&n.clauses, out),
                Clause::Or(o) => {
                    for b in &o.branches {
                        self.lookup_errors(&b.clauses, out);
                    }
                }
                _ => {}
            }
        }
    }

    /// What a clause needs bound before it can run, given the variables of
    /// its conjunction that some positive clause (or the start) binds.
    fn needs(c: &Clause, scope: &BTreeSet<String>) -> BTreeSet<String> {
        let mut out = BTreeSet::new();
        match c {
            Clause::Predicate(_) => clause_vars(c, &mut out),
            Clause::Function(f) => {
                for v in f.args.iter().flat_map(FnArg::vars) {
                    out.insert(v.as_str().to_string());
                }
            }
            Clause::Not(n) => match &n.join_vars {
                Some(j) => out.extend(j.iter().map(|v| v.as_str().to_string())),
                None => {
                    clause_vars(c, &mut out);
                    out.retain(|v| scope.contains(v));
                }
            },
            Clause::Or(o) => {
                if let Some(j) = &o.join_vars {
                    out.extend(j.required.iter().map(|v| v.as_str().to_string()));
                }
            }
            Clause::Pattern(_) | Clause::RuleCall(_) => {}
        }
        out
    }

    /// Evaluates a conjunction from `start` rows, all of which bind exactly `bound`.
    pub fn conj(
        &self,
        clauses: &[Clause],
        start: Vec<Row>,
        bound: &BTreeSet<String>,
    ) -> Res<Vec<Row>> {
        let mut scope = bound.clone();
        for c in clauses {
            scope.extend(binds(c));
        }
        let mut bound = bound.clone();
        let mut rows = start;
        let mut done = vec![false; clauses.len()];
        for _ in 0..clauses.len() {
            let next = (0..clauses.len())
                .find(|&i| !done[i] && Self::needs(&clauses[i], &scope).is_subset(&bound))
                .unwrap_or_else(|| panic!("oracle: no clause is ready among {clauses:?}"));
            done[next] = true;
            rows = self.clause(&clauses[next], rows, &bound)?;
            bound.extend(binds(&clauses[next]));
            // Set semantics: identical rows are redundant.
            rows = rows
                .into_iter()
                .map(|r| (row_key(&r), r))
                .collect::<BTreeMap<_, _>>()
                .into_values()
                .collect();
            if rows.len() > ROW_LIMIT {
                return Err(TOO_BIG.into());
            }
        }
        Ok(rows)
    }

    fn clause(&self, c: &Clause, rows: Vec<Row>, bound: &BTreeSet<String>) -> Res<Vec<Row>> {
        if std::time::Instant::now() > self.deadline {
            return Err(TOO_BIG.into());
        }
        let mut out = Vec::new();
        match c {
            Clause::Pattern(p) => {
                assert!(p.source.is_none() && matches!(p.tx, Term::Blank(_)));
                // A lookup ref as the entity is the entity it names.
                let e = match &p.e {
                    Term::Const(c) => Term::Const(Constant {
                        value: self.lookup(&c.value)?,
                        span: c.span,
                    }),
                    t => t.clone(),
                };
                // A literal value is read as the attribute's type (D-316);
                // on a ref attribute a lookup ref is the entity it names
                // (one that names nothing is an error raised before
                // anything runs: `lookup_errors`, D-879).
                let v = match (&p.a, &p.v) {
                    (Term::Const(a), Term::Const(c)) => match self.types.get(&a.value) {
                        Some(&"ref") => Term::Const(Constant {
                            value: self.lookup(&c.value).unwrap_or(Value::Long(0)),
                            span: c.span,
                        }),
                        Some(ty) => Term::Const(Constant {
                            value: super::generate::coerce(ty, &c.value),
                            span: c.span,
                        }),
                        None => p.v.clone(),
                    },
                    _ => p.v.clone(),
                };
                for row in &rows {
                    for d in self.datoms {
                        if !(fits(row, &e, &d[0]) && fits(row, &p.a, &d[1]) && fits(row, &v, &d[2]))
                        {
                            continue;
                        }
                        let mut r = row.clone();
                        if unify(&mut r, &e, &d[0])
                            && unify(&mut r, &p.a, &d[1])
                            && unify(&mut r, &v, &d[2])
                        {
                            out.push(r);
                        }
                    }
                }
            }
            Clause::RuleCall(call) => {
                let rel = self.rule(call.name.as_str())?;
                for row in &rows {
                    for t in &rel {
                        let mut r = row.clone();
                        if call.args.iter().zip(t).all(|(a, v)| unify(&mut r, a, v)) {
                            out.push(r);
                        }
                    }
                }
            }
            Clause::Predicate(p) => {
                for row in rows {
                    if truthy(&call(&p.func, fn_args(&p.args, &row)?)?) {
                        out.push(row);
                    }
                }
            }
            Clause::Function(f) => {
                let BindForm::Scalar(var) = &f.binding else {
                    panic!("oracle: only scalar function bindings are supported");
                };
                assert!(!bound.contains(var.as_str()), "oracle: rebinding {var:?}");
                for mut row in rows {
                    let v = call(&f.func, fn_args(&f.args, &row)?)?;
                    if v != Value::Nil {
                        row.insert(var.as_str().to_string(), v);
                        out.push(row);
                    }
                }
            }
            Clause::Not(n) => {
                for row in rows {
                    let sub: Row = match &n.join_vars {
                        Some(j) => j
                            .iter()
                            .map(|v| (v.as_str().to_string(), row[v.as_str()].clone()))
                            .collect(),
                        None => row.clone(),
                    };
                    let keys = sub.keys().cloned().collect();
                    if self.conj(&n.clauses, vec![sub], &keys)?.is_empty() {
                        out.push(row);
                    }
                }
            }
            Clause::Or(o) => {
                let join: Option<BTreeSet<String>> = o
                    .join_vars
                    .as_ref()
                    .map(|j| j.all().map(|v| v.as_str().to_string()).collect());
                for row in &rows {
                    let sub: Row = match &join {
                        Some(j) => row
                            .iter()
                            .filter(|(k, _)| j.contains(*k))
                            .map(|(k, v)| (k.clone(), v.clone()))
                            .collect(),
                        None => row.clone(),
                    };
                    let keys: BTreeSet<String> = sub.keys().cloned().collect();
                    for b in &o.branches {
                        for res in self.conj(&b.clauses, vec![sub.clone()], &keys)? {
                            let mut r = row.clone();
                            for (k, v) in res {
                                if join.as_ref().is_none_or(|j| j.contains(&k)) {
                                    r.insert(k, v);
                                }
                            }
                            out.push(r);
                        }
                    }
                }
            }
        }
        Ok(out)
    }

    /// The full relation of rule `name`, by naive fixpoint iteration.
    pub fn rule(&self, name: &str) -> Res<Relation> {
        if let Some(rel) = self.rels.borrow().get(name) {
            // Done, or in progress: a recursive call sees the current
            // approximation. Only direct recursion is supported (mutual
            // recursion would fix another rule on an approximation).
            let computing = self.computing.borrow();
            assert!(
                !computing.contains(&name.to_string()) || computing.last().unwrap() == name,
                "oracle: mutual recursion through {name} is not supported"
            );
            return Ok(rel.clone());
        }
        self.computing.borrow_mut().push(name.to_string());
        self.rels
            .borrow_mut()
            .insert(name.to_string(), Relation::new());
        loop {
            let mut next = BTreeSet::new();
            for body in self.rules.bodies(name) {
                assert!(body.vars.required.is_empty());
                let rows = self.conj(&body.clauses, vec![Row::new()], &BTreeSet::new())?;
                for r in rows {
                    next.insert(
                        body.vars
                            .all()
                            .map(|v| r[v.as_str()].clone())
                            .collect::<Vec<_>>(),
                    );
                }
            }
            let mut rels = self.rels.borrow_mut();
            let entry = rels.get_mut(name).expect("in progress");
            if next == *entry {
                self.computing.borrow_mut().pop();
                return Ok(next);
            }
            *entry = next;
        }
    }

    /// Runs a whole query: the result rows (find columns) in a canonical
    /// order. Relations without `:with` are sets; with `:with` a bag.
    pub fn run(&self, q: &Query) -> Res<Vec<Vec<Value>>> {
        self.run_from(q, vec![Row::new()])
    }

    /// Runs a whole query from `start` rows (the `:in` bindings, all
    /// binding the same variables).
    /// Runs `q` from the rows `start` binds. A start row may bind
    /// `?%given-x` beside `?x`: the input value `?x` was resolved from,
    /// which the result shows in place of `?x` (inputs are projected as
    /// given, D-381).
    pub fn run_from(&self, q: &Query, start: Vec<Row>) -> Res<Vec<Vec<Value>>> {
        assert!(q.order_by.is_empty() && q.limit.is_none() && q.offset.is_none());
        let mut errors = Vec::new();
        self.lookup_errors(&q.where_clauses, &mut errors);
        if !errors.is_empty() {
            return Err(errors.join("\n"));
        }
        let bound: BTreeSet<String> = start
            .first()
            .map(|r| r.keys().cloned().collect())
            .unwrap_or_default();
        let rows = self.conj(&q.where_clauses, start, &bound)?;
        let elems = q.find.elements();
        let cols: Vec<&str> = elems
            .iter()
            .map(|e| e.var().as_str())
            .chain(q.with.iter().map(|v| v.as_str()))
            .collect();
        let tuples: Vec<Vec<Value>> = rows
            .iter()
            .map(|r| {
                cols.iter()
                    .map(|c| given(r, c).unwrap_or(&r[*c]).clone())
                    .collect::<Vec<_>>()
            })
            .map(|t| (tuple_key(&t), t))
            .collect::<BTreeMap<_, _>>()
            .into_values()
            .collect();
        let has_agg = elems.iter().any(|e| matches!(e, FindElem::Aggregate(_)));
        let mut out: Vec<Vec<Value>> = if !has_agg {
            tuples
                .into_iter()
                .map(|mut t| {
                    t.truncate(elems.len());
                    t
                })
                .collect()
        } else {
            let keys: Vec<usize> = (0..elems.len())
                .filter(|&i| !matches!(elems[i], FindElem::Aggregate(_)))
                .collect();
            let mut groups: BTreeMap<Vec<Exact>, Vec<Vec<Value>>> = BTreeMap::new();
            for t in tuples {
                let k = keys.iter().map(|&i| Exact(t[i].clone())).collect();
                groups.entry(k).or_default().push(t);
            }
            let mut out = Vec::new();
            for members in groups.into_values() {
                let mut row = Vec::new();
                for (i, e) in elems.iter().enumerate() {
                    let FindElem::Aggregate(a) = e else {
                        row.push(members[0][i].clone());
                        continue;
                    };
                    assert!(a.count.is_none());
                    let vals: Vec<&Value> = members.iter().map(|m| &m[i]).collect();
                    // An input shown as given (a lookup ref) is no number.
                    if a.func == AggregateFn::Sum && vals.iter().any(|v| v.as_long().is_none()) {
                        return Err("sum over a value that is not a number".into());
                    }
                    // Nor does `compare` order a lookup ref against a
                    // number: `min`/`max` over both is an error (D-933).
                    let refs = vals
                        .iter()
                        .filter(|v| matches!(v, Value::Vector(_) | Value::List(_)))
                        .count();
                    if matches!(a.func, AggregateFn::Min | AggregateFn::Max)
                        && refs > 0
                        && refs < vals.len()
                    {
                        return Err("min/max over values of two kinds".into());
                    }
                    row.push(aggregate(a.func, &vals));
                }
                out.push(row);
            }
            out
        };
        out.sort_by_key(|t| tuple_key(t));
        Ok(out)
    }
}

fn aggregate(f: AggregateFn, vals: &[&Value]) -> Value {
    let min_by = |ord: Ordering| {
        let mut best = vals[0];
        for v in &vals[1..] {
            if compare_values(v, best) == ord {
                best = v;
            }
        }
        best.clone()
    };
    match f {
        AggregateFn::Count => Value::Long(vals.len() as i64),
        AggregateFn::CountDistinct => Value::Long(
            vals.iter()
                .map(|v| Exact((*v).clone()))
                .collect::<BTreeSet<_>>()
                .len() as i64,
        ),
        AggregateFn::Sum => Value::Long(
            vals.iter()
                .map(|v| v.as_long().expect("oracle: sum over longs"))
                .sum(),
        ),
        AggregateFn::Min => min_by(Ordering::Less),
        AggregateFn::Max => min_by(Ordering::Greater),
        other => panic!("oracle: aggregate {other:?} is not supported"),
    }
}

/// The given value a row holds for input variable `var` (see
/// [`Oracle::run_from`]).
fn given<'r>(row: &'r Row, var: &str) -> Option<&'r Value> {
    row.get(&format!("?%given-{}", var.trim_start_matches('?')))
}
