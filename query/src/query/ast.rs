//! The query syntax tree: the contract between the parser and the planner.
//!
//! Every node that names something in the text carries a [`Span`] so later
//! stages can report errors at the right place. Constants are kept as
//! [`Value`]s; the engine converts them to its storage types.

use crate::edn::{Keyword, Symbol, Value};
use crate::error::Span;
use crate::pull_pattern::PullPattern;

/// A query variable such as `?name`.
#[derive(Clone, Debug)]
pub struct Var {
    /// The symbol, including the leading `?`.
    pub name: Symbol,
    /// Where it appears.
    pub span: Span,
}

impl Var {
    /// The variable's text, e.g. `?name`.
    pub fn as_str(&self) -> &str {
        self.name.as_str()
    }
}

/// Variables compare by name only, not by position.
impl PartialEq for Var {
    fn eq(&self, other: &Self) -> bool {
        self.name == other.name
    }
}
impl Eq for Var {}
impl std::hash::Hash for Var {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.name.hash(state);
    }
}

/// A data source: `$` (the default database) or `$name`.
#[derive(Clone, Debug)]
pub struct SrcVar {
    /// The symbol, including `$`.
    pub name: Symbol,
    /// Where it appears (the default source has [`Span::NONE`] when implicit).
    pub span: Span,
}

impl SrcVar {
    /// True for the default source `$`.
    pub fn is_default(&self) -> bool {
        self.name.as_str() == "$"
    }
}

impl PartialEq for SrcVar {
    fn eq(&self, other: &Self) -> bool {
        self.name == other.name
    }
}
impl Eq for SrcVar {}

/// A constant written in the query text.
#[derive(Clone, Debug, PartialEq)]
pub struct Constant {
    /// The value.
    pub value: Value,
    /// Where it appears.
    pub span: Span,
}

/// A parsed query.
#[derive(Clone, Debug, PartialEq)]
pub struct Query {
    /// What to return.
    pub find: FindSpec,
    /// `:keys`/`:strs`/`:syms`: return maps instead of tuples.
    pub return_maps: Option<ReturnMaps>,
    /// `:with` variables: kept in the set of rows before aggregation, not returned.
    pub with: Vec<Var>,
    /// `:in` inputs in order. Empty `:in` means `[$]`: the parser fills that in.
    pub inputs: Vec<Input>,
    /// `:where` clauses.
    pub where_clauses: Vec<Clause>,
    /// `:order-by` keys, applied after `:find`.
    pub order_by: Vec<OrderBy>,
    /// Whether `:order-by` was written, even as `:order-by []` (which
    /// orders by nothing, yet, as in Datalevin, answers a sequence rather
    /// than a set; D-946).
    pub ordered: bool,
    /// `:limit`: at most this many results.
    pub limit: Option<u64>,
    /// `:offset`: skip this many results first.
    pub offset: Option<u64>,
    /// `:limit ?n`: the limit is the value given for the `:in` scalar
    /// `?n` (Datalevin's form, D-858); `limit` is then `None`.
    pub limit_var: Option<Var>,
    /// `:offset ?n`, likewise.
    pub offset_var: Option<Var>,
    /// `:timeout` in milliseconds.
    pub timeout: Option<u64>,
    /// `:having` predicates over each group's aggregates and grouping
    /// variables (Datalevin's extension): groups failing one are dropped.
    pub having: Vec<FindExpr>,
    /// The whole query form.
    pub span: Span,
}

/// The shape of the result.
#[derive(Clone, Debug, PartialEq)]
pub enum FindSpec {
    /// `:find ?a ?b` — a set of tuples.
    Relation(Vec<FindElem>),
    /// `:find [?a ...]` — a collection of single values.
    Collection(FindElem),
    /// `:find [?a ?b]` — a single tuple.
    Tuple(Vec<FindElem>),
    /// `:find ?a .` — a single value.
    Scalar(FindElem),
}

impl FindSpec {
    /// The find elements in column order.
    pub fn elements(&self) -> &[FindElem] {
        match self {
            FindSpec::Relation(e) | FindSpec::Tuple(e) => e,
            FindSpec::Collection(e) | FindSpec::Scalar(e) => std::slice::from_ref(e),
        }
    }
}

/// One column of `:find`.
#[derive(Clone, Debug, PartialEq)]
pub enum FindElem {
    /// A variable.
    Var(Var),
    /// An aggregate such as `(count ?x)`.
    Aggregate(Aggregate),
    /// `(pull ?e pattern)`.
    Pull(PullExpr),
    /// A built-in over aggregates, grouping variables and constants, such
    /// as `(* 2 (count ?e))` (Datalevin's extension).
    Expr(FindExpr),
}

/// A built-in function applied in `:find` or `:having` after grouping:
/// `(* 2 (count ?e))`, `(>= (count ?e) 3)`.
#[derive(Clone, Debug, PartialEq)]
pub struct FindExpr {
    /// The built-in's name.
    pub func: Symbol,
    /// Its arguments.
    pub args: Vec<FindArg>,
    /// The first variable inside (the column's variable for
    /// [`FindElem::var`]).
    pub var: Var,
    /// The whole `( … )` form.
    pub span: Span,
}

/// An argument of a [`FindExpr`].
#[derive(Clone, Debug, PartialEq)]
pub enum FindArg {
    /// A grouping variable.
    Var(Var),
    /// An aggregate over the group.
    Aggregate(Aggregate),
    /// A constant.
    Const(Constant),
    /// A nested expression.
    Expr(Box<FindExpr>),
}

impl FindExpr {
    /// The aggregates and variables inside, in order (as plain find
    /// elements: what grouping computes before the expression runs).
    pub fn leaves(&self) -> Vec<FindElem> {
        let mut out = Vec::new();
        self.collect(&mut out);
        out
    }

    fn collect(&self, out: &mut Vec<FindElem>) {
        for a in &self.args {
            match a {
                FindArg::Var(v) => out.push(FindElem::Var(v.clone())),
                FindArg::Aggregate(g) => out.push(FindElem::Aggregate(g.clone())),
                FindArg::Expr(e) => e.collect(out),
                FindArg::Const(_) => {}
            }
        }
    }
}

impl FindElem {
    /// The variable this element reads from the result rows.
    pub fn var(&self) -> &Var {
        match self {
            FindElem::Var(v) => v,
            FindElem::Aggregate(a) => &a.var,
            FindElem::Pull(p) => &p.entity,
            FindElem::Expr(e) => &e.var,
        }
    }

    /// Whether `name` appears in the element: the variable itself, an
    /// aggregate's variable, a pull's entity or a variable inside a find
    /// expression. An `:order-by` variable names the first column that
    /// mentions it, as Datalevin's find variables do (D-947).
    pub fn mentions(&self, name: &str) -> bool {
        match self {
            FindElem::Var(v) => v.as_str() == name,
            FindElem::Aggregate(a) => a.var.as_str() == name,
            FindElem::Pull(p) => p.entity.as_str() == name,
            FindElem::Expr(e) => e.leaves().iter().any(|l| l.mentions(name)),
        }
    }

    /// Where the element is written.
    pub fn span(&self) -> Span {
        match self {
            FindElem::Var(v) => v.span,
            FindElem::Aggregate(a) => a.span,
            FindElem::Pull(p) => p.span,
            FindElem::Expr(e) => e.span,
        }
    }
}

/// The built-in aggregate functions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AggregateFn {
    /// `(count ?x)`.
    Count,
    /// `(count-distinct ?x)`.
    CountDistinct,
    /// `(sum ?x)`.
    Sum,
    /// `(avg ?x)`.
    Avg,
    /// `(median ?x)`.
    Median,
    /// `(variance ?x)`.
    Variance,
    /// `(stddev ?x)`.
    Stddev,
    /// `(min ?x)`, or `(min n ?x)` for the n smallest.
    Min,
    /// `(max ?x)`, or `(max n ?x)` for the n largest.
    Max,
    /// `(distinct ?x)`: the set of distinct values.
    Distinct,
    /// `(rand ?x)` or `(rand n ?x)`: random values, with replacement.
    Rand,
    /// `(sample n ?x)`: up to n distinct random values.
    Sample,
    /// `(f c… ?x)`, `f` a built-in function that is not an aggregate:
    /// Datalevin's custom aggregate, `f` called with the constants and
    /// then the group's values (D-858). The function is
    /// [`Aggregate::custom`]; not in [`AggregateFn::ALL`].
    Custom,
}

impl AggregateFn {
    /// Every aggregate with its name.
    pub const ALL: [(&'static str, AggregateFn); 12] = [
        ("count", AggregateFn::Count),
        ("count-distinct", AggregateFn::CountDistinct),
        ("sum", AggregateFn::Sum),
        ("avg", AggregateFn::Avg),
        ("median", AggregateFn::Median),
        ("variance", AggregateFn::Variance),
        ("stddev", AggregateFn::Stddev),
        ("min", AggregateFn::Min),
        ("max", AggregateFn::Max),
        ("distinct", AggregateFn::Distinct),
        ("rand", AggregateFn::Rand),
        ("sample", AggregateFn::Sample),
    ];

    /// Looks an aggregate up by name.
    pub fn from_name(name: &str) -> Option<AggregateFn> {
        Self::ALL.iter().find(|(n, _)| *n == name).map(|(_, f)| *f)
    }

    /// The aggregate's name as written.
    pub fn name(self) -> &'static str {
        Self::ALL
            .iter()
            .find(|(_, f)| *f == self)
            .map_or("?", |(n, _)| n)
    }
}

/// The `n` of `(min n ?x)`, `(max n ?x)`, `(rand n ?x)`, `(sample n ?x)`.
#[derive(Clone, Debug, PartialEq)]
pub enum AggregateCount {
    /// A literal integer (one written 0 or below is 0: no values).
    Const(u64),
    /// A scalar bound in `:in`.
    Var(Var),
}

impl AggregateCount {
    /// How many values a count `n` takes, as Clojure's `(take n …)`
    /// counts: a long, or a whole or fractional double, bigint or bigdec
    /// (`2.5` takes 3); 0 or below takes none. `None` when `n` is not a
    /// number (`"3"`, `:k`, `nil`), which Clojure's `take` refuses.
    pub fn of_value(n: &Value) -> Option<u64> {
        let positive_ceiling = |d: f64| {
            if d.is_nan() {
                None
            } else if d <= 0.0 {
                Some(0)
            } else {
                // `as` saturates: an infinite or huge count takes all.
                Some(d.ceil() as u64)
            }
        };
        match n {
            Value::Long(n) => Some((*n).max(0).unsigned_abs()),
            Value::Double(_)
            | Value::Float(_)
            | Value::BigInt(_)
            | Value::BigDec(_)
            | Value::Ratio(_) => positive_ceiling(crate::edn::to_f64(n)?),
            _ => None,
        }
    }
}

/// An aggregate in `:find`.
#[derive(Clone, Debug, PartialEq)]
pub struct Aggregate {
    /// Which aggregate.
    pub func: AggregateFn,
    /// `n` for the forms that take one (`None` for plain `(min ?x)`).
    pub count: Option<AggregateCount>,
    /// The aggregated variable.
    pub var: Var,
    /// The function and leading constants of an [`AggregateFn::Custom`].
    pub custom: Option<CustomAggregate>,
    /// The whole `( … )` form.
    pub span: Span,
}

/// `(f c… ?x)` in `:find` with `f` a built-in function that is not an
/// aggregate: `f` is called with `c…` and then the list of the group's
/// values of `?x`, as Datalevin calls a custom aggregate function (D-858):
/// `(clojure.core/count ?x)` counts them.
#[derive(Clone, Debug, PartialEq)]
pub struct CustomAggregate {
    /// The built-in's name as written.
    pub func: Symbol,
    /// The constants before the variable.
    pub args: Vec<Value>,
}

/// `(pull ?e pattern)` or `(pull $src ?e pattern)` in `:find`.
#[derive(Clone, Debug, PartialEq)]
pub struct PullExpr {
    /// The source, if given explicitly.
    pub source: Option<SrcVar>,
    /// The entity variable.
    pub entity: Var,
    /// The pattern, inline or bound in `:in`.
    pub pattern: PullPatternArg,
    /// The whole `( … )` form.
    pub span: Span,
}

/// The pattern argument of a pull expression.
#[derive(Clone, Debug, PartialEq)]
pub enum PullPatternArg {
    /// Written in the query.
    Pattern(PullPattern),
    /// A variable bound to a pattern in `:in`.
    Var(Var),
}

/// Which kind of map keys `:keys`/`:strs`/`:syms` asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReturnMapKind {
    /// `:keys` — keyword keys.
    Keys,
    /// `:strs` — string keys.
    Strs,
    /// `:syms` — symbol keys.
    Syms,
}

/// `:keys a b` (or `:strs`, `:syms`): names for the find columns.
#[derive(Clone, Debug, PartialEq)]
pub struct ReturnMaps {
    /// The kind of keys.
    pub kind: ReturnMapKind,
    /// One name per find column, as written (without `:`).
    pub names: Vec<Symbol>,
    /// Where the names are.
    pub span: Span,
}

impl ReturnMaps {
    /// The map key for column `i` as a value of the requested kind.
    pub fn key(&self, i: usize) -> Option<Value> {
        let n = self.names.get(i)?;
        Some(match self.kind {
            ReturnMapKind::Keys => Value::Keyword(Keyword::raw(n.as_str())),
            ReturnMapKind::Strs => Value::string(n.as_str()),
            ReturnMapKind::Syms => Value::Symbol(n.clone()),
        })
    }
}

/// One `:in` input.
#[derive(Clone, Debug, PartialEq)]
pub enum Input {
    /// `$` or `$name`: a database.
    Source(SrcVar),
    /// `%`: a rule set.
    Rules(Span),
    /// A value binding (scalar, tuple, collection or relation).
    Binding(Binding),
}

/// A binding form: how a value (from `:in` or a function result) is
/// destructured into variables.
#[derive(Clone, Debug, PartialEq)]
pub enum Binding {
    /// `?x` — the whole value.
    Scalar(Var),
    /// `[?a ?b]` — a tuple, one variable (or `_`) per element.
    Tuple(Vec<BindTarget>, Span),
    /// `[?a ...]` — every element of a collection.
    Collection(Var, Span),
    /// `[[?a ?b]]` — every tuple of a relation.
    Relation(Vec<BindTarget>, Span),
}

impl Binding {
    /// The variables this binding binds, in order.
    pub fn vars(&self) -> Vec<&Var> {
        match self {
            Binding::Scalar(v) | Binding::Collection(v, _) => vec![v],
            Binding::Tuple(t, _) | Binding::Relation(t, _) => t
                .iter()
                .filter_map(|b| match b {
                    BindTarget::Var(v) => Some(v),
                    BindTarget::Ignore(_) => None,
                })
                .collect(),
        }
    }

    /// Where the binding is written.
    pub fn span(&self) -> Span {
        match self {
            Binding::Scalar(v) => v.span,
            Binding::Tuple(_, s) | Binding::Collection(_, s) | Binding::Relation(_, s) => *s,
        }
    }
}

/// One position of a tuple or relation binding.
#[derive(Clone, Debug, PartialEq)]
pub enum BindTarget {
    /// Bind this variable.
    Var(Var),
    /// `_`: ignore this position.
    Ignore(Span),
}

/// One `:where` clause (or a clause inside `not`, `or`, a rule body).
#[derive(Clone, Debug, PartialEq)]
pub enum Clause {
    /// `[$src ?e :attr ?v ?tx]`.
    Pattern(Pattern),
    /// `[(pred ?a 10)]`.
    Predicate(Predicate),
    /// `[(f ?a) binding]`.
    Function(FunctionCall),
    /// `(rule ?a ?b)` or `($src rule ?a ?b)`.
    RuleCall(RuleCall),
    /// `(not …)` / `(not-join [?x] …)`.
    Not(Not),
    /// `(or …)` / `(or-join [?x] …)`.
    Or(Or),
}

impl Clause {
    /// Where the clause is written.
    pub fn span(&self) -> Span {
        match self {
            Clause::Pattern(c) => c.span,
            Clause::Predicate(c) => c.span,
            Clause::Function(c) => c.span,
            Clause::RuleCall(c) => c.span,
            Clause::Not(c) => c.span,
            Clause::Or(c) => c.span,
        }
    }
}

/// A position of a data pattern or a rule-call argument.
#[derive(Clone, Debug, PartialEq)]
pub enum Term {
    /// A variable.
    Var(Var),
    /// `_`: matches anything, binds nothing.
    Blank(Span),
    /// A constant (a keyword attribute, an entity id, a value, a lookup ref, ...).
    Const(Constant),
}

impl Term {
    /// The variable, if this term is one.
    pub fn as_var(&self) -> Option<&Var> {
        match self {
            Term::Var(v) => Some(v),
            _ => None,
        }
    }

    /// Where the term is written.
    pub fn span(&self) -> Span {
        match self {
            Term::Var(v) => v.span,
            Term::Blank(s) => *s,
            Term::Const(c) => c.span,
        }
    }
}

/// A data pattern `[$src e a v tx]`; trailing positions may be omitted.
#[derive(Clone, Debug, PartialEq)]
pub struct Pattern {
    /// Explicit source, if any (otherwise `$`).
    pub source: Option<SrcVar>,
    /// Entity position.
    pub e: Term,
    /// Attribute position (omitted positions are [`Term::Blank`]).
    pub a: Term,
    /// Value position.
    pub v: Term,
    /// Transaction position.
    pub tx: Term,
    /// Positions after the fourth, matched by index on a collection
    /// source (`[$tx ?e ?a ?v ?t ?added]`); a pattern on a database has
    /// none.
    pub more: Vec<Term>,
    /// How many positions were written (1 or more; above 4 only with
    /// [`Self::more`]).
    pub arity: usize,
    /// The whole `[ … ]`.
    pub span: Span,
}

impl Pattern {
    /// The four positions in order e, a, v, tx.
    pub fn terms(&self) -> [&Term; 4] {
        [&self.e, &self.a, &self.v, &self.tx]
    }

    /// Every position, the ones after the fourth included.
    pub fn all_terms(&self) -> impl Iterator<Item = &Term> {
        self.terms().into_iter().chain(&self.more)
    }

    /// The written positions after the value (the transaction position
    /// and any after it) that are not `_`: only a collection source has
    /// values there.
    pub fn beyond_value(&self) -> impl Iterator<Item = &Term> {
        std::iter::once(&self.tx)
            .chain(&self.more)
            .filter(|t| !matches!(t, Term::Blank(_)))
    }
}

/// The function of a predicate or function expression.
#[derive(Clone, Debug, PartialEq)]
pub enum FnRef {
    /// A built-in, by name (checked against [`crate::builtins`] by validation).
    Builtin(Symbol, Span),
    /// A function bound to a variable in `:in`.
    Var(Var),
}

impl FnRef {
    /// The name as written.
    pub fn name(&self) -> &str {
        match self {
            FnRef::Builtin(s, _) => s.as_str(),
            FnRef::Var(v) => v.as_str(),
        }
    }
}

/// An argument of a predicate or function call.
#[derive(Clone, Debug, PartialEq)]
pub enum FnArg {
    /// A variable.
    Var(Var),
    /// A constant.
    Const(Constant),
    /// A data source (e.g. `(get-else $ ?e :attr 0)`).
    Source(SrcVar),
    /// A nested call, e.g. `(count ?s)` in `[(> (count ?s) 3)]`; evaluated
    /// first, its result is the argument.
    Call(Box<NestedCall>),
}

impl FnArg {
    /// Every variable the argument reads, nested calls (and a nested
    /// call's function variable) included, in order.
    pub fn vars(&self) -> Vec<&Var> {
        let mut out = Vec::new();
        self.collect_vars(&mut out);
        out
    }

    fn collect_vars<'a>(&'a self, out: &mut Vec<&'a Var>) {
        match self {
            FnArg::Var(v) => out.push(v),
            FnArg::Call(c) => {
                if let FnRef::Var(f) = &c.func {
                    out.push(f);
                }
                c.args.iter().for_each(|a| a.collect_vars(out))
            }
            FnArg::Const(_) | FnArg::Source(_) => {}
        }
    }
}

/// A function call used as an argument of another call.
#[derive(Clone, Debug, PartialEq)]
pub struct NestedCall {
    /// The function.
    pub func: FnRef,
    /// Its arguments.
    pub args: Vec<FnArg>,
    /// The whole `(f …)` form.
    pub span: Span,
}

/// `[(pred args…)]`: keeps rows for which the predicate is truthy.
#[derive(Clone, Debug, PartialEq)]
pub struct Predicate {
    /// The predicate.
    pub func: FnRef,
    /// Its arguments.
    pub args: Vec<FnArg>,
    /// The whole clause.
    pub span: Span,
}

/// `[(f args…) binding]`: binds the function's result.
#[derive(Clone, Debug, PartialEq)]
pub struct FunctionCall {
    /// The function.
    pub func: FnRef,
    /// Its arguments.
    pub args: Vec<FnArg>,
    /// How the result is bound.
    pub binding: Binding,
    /// The whole clause.
    pub span: Span,
}

/// `(rule-name args…)`, optionally with a leading source.
#[derive(Clone, Debug, PartialEq)]
pub struct RuleCall {
    /// Source, if given.
    pub source: Option<SrcVar>,
    /// The rule's name.
    pub name: Symbol,
    /// Where the name is written.
    pub name_span: Span,
    /// Arguments: variables, constants or `_`.
    pub args: Vec<Term>,
    /// The whole clause.
    pub span: Span,
}

/// `(not …)` or `(not-join [?x …] …)`.
///
/// `Clone` and `PartialEq` are written out so that each nesting level
/// goes through [`crate::stack::deep`] (D-741).
#[derive(Debug)]
pub struct Not {
    /// Source, if given (`($src not …)`).
    pub source: Option<SrcVar>,
    /// For `not-join`: the variables joined with the outside; `None` for `not`.
    pub join_vars: Option<Vec<Var>>,
    /// The negated clauses (all must match for the row to be removed).
    pub clauses: Vec<Clause>,
    /// The whole clause.
    pub span: Span,
}

/// `(or …)` or `(or-join [?x …] …)`.
#[derive(Clone, Debug, PartialEq)]
pub struct Or {
    /// Source, if given (`($src or …)`).
    pub source: Option<SrcVar>,
    /// For `or-join`: the joined variables; `None` for `or`.
    pub join_vars: Option<RuleVars>,
    /// Alternatives; each is one clause or an `(and …)` of several.
    pub branches: Vec<OrBranch>,
    /// The whole clause.
    pub span: Span,
}

/// One alternative of an `or` (`Clone` and `PartialEq` as [`Not`]'s).
#[derive(Debug)]
pub struct OrBranch {
    /// The branch's clauses (one, unless written as `(and …)`).
    pub clauses: Vec<Clause>,
    /// Where the branch is written.
    pub span: Span,
}

impl Clone for Not {
    fn clone(&self) -> Self {
        crate::stack::deep(|| Not {
            source: self.source.clone(),
            join_vars: self.join_vars.clone(),
            clauses: self.clauses.clone(),
            span: self.span,
        })
    }
}

impl PartialEq for Not {
    fn eq(&self, other: &Self) -> bool {
        crate::stack::deep(|| {
            self.source == other.source
                && self.join_vars == other.join_vars
                && self.span == other.span
                && self.clauses == other.clauses
        })
    }
}

impl Clone for OrBranch {
    fn clone(&self) -> Self {
        crate::stack::deep(|| OrBranch {
            clauses: self.clauses.clone(),
            span: self.span,
        })
    }
}

impl PartialEq for OrBranch {
    fn eq(&self, other: &Self) -> bool {
        crate::stack::deep(|| self.span == other.span && self.clauses == other.clauses)
    }
}

/// Variables of a rule head or `or-join`: `[[?req …] ?free …]` or `[?free …]`.
#[derive(Clone, Debug, PartialEq)]
pub struct RuleVars {
    /// Variables that must be bound when the rule is called.
    pub required: Vec<Var>,
    /// The other variables.
    pub free: Vec<Var>,
}

impl RuleVars {
    /// Required then free variables, in order (the rule's parameter list).
    pub fn all(&self) -> impl Iterator<Item = &Var> {
        self.required.iter().chain(self.free.iter())
    }

    /// Number of parameters.
    pub fn arity(&self) -> usize {
        self.required.len() + self.free.len()
    }
}

/// Sort direction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    /// Smallest first (default).
    Asc,
    /// Largest first.
    Desc,
}

/// What `:order-by` sorts on.
#[derive(Clone, Debug, PartialEq)]
pub enum OrderKey {
    /// A find variable.
    Var(Var),
    /// A find column by 0-based index.
    Column(usize),
}

/// One `:order-by` key.
#[derive(Clone, Debug, PartialEq)]
pub struct OrderBy {
    /// The key.
    pub key: OrderKey,
    /// The direction.
    pub direction: Direction,
    /// Where the key is written.
    pub span: Span,
}

/// One body of a rule: `[(name ?a [?b]) clause …]`.
#[derive(Clone, Debug, PartialEq)]
pub struct Rule {
    /// The rule's name.
    pub name: Symbol,
    /// Its parameters.
    pub vars: RuleVars,
    /// The body.
    pub clauses: Vec<Clause>,
    /// The head `( … )`.
    pub head_span: Span,
    /// The whole `[ … ]`.
    pub span: Span,
}

/// A rule set: all rule bodies in order. A name may have several bodies
/// (alternatives); all must have the same arity.
#[derive(Clone, Debug, Default)]
pub struct RuleSet {
    /// The rule bodies in source order. Bodies may be appended (the index
    /// of names is then not used until rebuilt, see [`RuleSet::new`]);
    /// renaming one in place is not supported.
    pub rules: Vec<Rule>,
    /// Each name's bodies (positions in `rules`), and the names in order
    /// of first definition, built on first use for the `rules.len()` it
    /// was built at: a chain of thousands of rules looked each name up by
    /// scanning every body, in every plan of every body (D-904).
    index: std::sync::OnceLock<NameIndex>,
}

/// Rule names to the positions of their bodies.
#[derive(Clone, Debug)]
struct NameIndex {
    /// `rules.len()` when built.
    len: usize,
    /// Each name's bodies, in order.
    bodies: std::collections::HashMap<String, Vec<usize>>,
    /// The first body of each name, in order.
    first: Vec<usize>,
}

impl PartialEq for RuleSet {
    fn eq(&self, other: &Self) -> bool {
        self.rules == other.rules
    }
}

impl RuleSet {
    /// A rule set of `rules`, in order.
    pub fn new(rules: Vec<Rule>) -> RuleSet {
        RuleSet {
            rules,
            index: std::sync::OnceLock::new(),
        }
    }

    /// The index of names, when it describes `rules` as they are.
    fn index(&self) -> Option<&NameIndex> {
        let index = self.index.get_or_init(|| {
            let mut bodies: std::collections::HashMap<String, Vec<usize>> =
                std::collections::HashMap::new();
            let mut first = Vec::new();
            for (i, r) in self.rules.iter().enumerate() {
                let at = bodies.entry(r.name.as_str().to_string()).or_default();
                if at.is_empty() {
                    first.push(i);
                }
                at.push(i);
            }
            NameIndex {
                len: self.rules.len(),
                bodies,
                first,
            }
        });
        (index.len == self.rules.len()).then_some(index)
    }

    /// The bodies of the rule `name`, in order.
    pub fn bodies<'a>(&'a self, name: &'a str) -> impl Iterator<Item = &'a Rule> + 'a {
        let indexed = self
            .index()
            .map(|idx| idx.bodies.get(name).map_or(&[][..], Vec::as_slice));
        let scan = indexed
            .is_none()
            .then(|| self.rules.iter().filter(move |r| r.name.as_str() == name));
        indexed
            .into_iter()
            .flatten()
            .map(move |&i| &self.rules[i])
            .chain(scan.into_iter().flatten())
    }

    /// The distinct rule names, in order of first definition.
    pub fn names(&self) -> Vec<&Symbol> {
        if let Some(idx) = self.index() {
            return idx.first.iter().map(|&i| &self.rules[i].name).collect();
        }
        let mut seen = std::collections::HashSet::new();
        self.rules
            .iter()
            .filter(|r| seen.insert(r.name.as_str()))
            .map(|r| &r.name)
            .collect()
    }

    /// The arity of rule `name` (from its first body).
    pub fn arity(&self, name: &str) -> Option<usize> {
        self.bodies(name).next().map(|r| r.vars.arity())
    }
}
