//! Semantic checks run before planning, each error naming what and where.
//!
//! - every `:find`, `:with` and `:order-by` variable is bound (by `:where`
//!   or `:in`);
//! - `:in` binds each variable and source at most once;
//! - predicate and function arguments are bound somewhere in their scope;
//! - `or` branches use the same variables (unless `or-join`);
//! - `not` shares a variable with the clauses outside it, and `not-join`
//!   variables are bound outside;
//! - functions are known built-ins called with a valid number of arguments;
//! - rule calls name a known rule with the right arity (when the rule set is
//!   given), rule bodies of one name agree on arity and bind their head
//!   variables.

use std::collections::{HashMap, HashSet};

use crate::builtins;
use crate::edn::{ReadOptions, Symbol};
use crate::error::{Error, Result, Span, malformed};
use crate::suggest::nearest;

use super::ast::*;
use super::parse::parse_query_with;

/// Checks a parsed query. `rules` is the rule set the query will be run
/// with, if known: rule calls are then checked against it.
pub fn validate(query: &Query, rules: Option<&RuleSet>, source: &str) -> Result<()> {
    let mut v = Validator {
        source,
        scope_name: ":where".into(),
        rules,
        sources: Vec::new(),
        has_rules_input: false,
        inputs: Scope::new(),
        sourced_depth: Default::default(),
    };
    v.query(query)
}

/// Checks a rule set on its own: arities agree across bodies, head variables
/// are bound by the body, calls name known rules, functions are known.
pub fn validate_rules(rules: &RuleSet, source: &str) -> Result<()> {
    let mut v = Validator {
        source,
        scope_name: ":where".into(),
        rules: Some(rules),
        sources: vec![Symbol::parse("$")],
        has_rules_input: true,
        inputs: Scope::new(),
        sourced_depth: Default::default(),
    };
    v.rule_set(rules)
}

/// Checks a rule set given to `query`: as [`validate_rules`], except that
/// a rule body may also read the sources `query` declares in `:in`
/// (`[(noted ?b) [$notes ?i ?n] [?b :book/isbn ?i]]` with `:in $ $notes %`),
/// as Datalevin allows.
pub fn validate_rules_for(rules: &RuleSet, source: &str, query: &Query) -> Result<()> {
    // A rule body's patterns read the source the call names, `$` when it
    // names none: `$` is readable unless `:in` leaves it out and every
    // call names another source.
    let mut sources = Vec::new();
    let declares_default = query
        .inputs
        .iter()
        .any(|i| matches!(i, Input::Source(s) if s.is_default()));
    if declares_default || query.where_clauses.iter().any(calls_rule_with_source) {
        sources.push(Symbol::parse("$"));
    }
    for input in &query.inputs {
        if let Input::Source(s) = input {
            sources.push(s.name.clone());
        }
    }
    let mut v = Validator {
        source,
        scope_name: ":where".into(),
        rules: Some(rules),
        sources,
        has_rules_input: true,
        inputs: Scope::new(),
        sourced_depth: Default::default(),
    };
    v.rule_set(rules)
}

/// Whether `clause` (at any depth) calls a rule on a named source.
fn calls_rule_with_source(clause: &Clause) -> bool {
    crate::stack::deep(|| match clause {
        Clause::RuleCall(c) => c.source.is_some(),
        Clause::Not(n) => n.clauses.iter().any(calls_rule_with_source),
        Clause::Or(o) => o
            .branches
            .iter()
            .any(|b| b.clauses.iter().any(calls_rule_with_source)),
        _ => false,
    })
}

/// Parses and validates a query (source name `query`).
///
/// ```
/// use quiver_query::query::parse_and_validate;
/// let err = parse_and_validate("[:find ?age :where [?e :name ?n]]", None).unwrap_err();
/// assert_eq!(err.to_string(), "query:1:8: variable ?age is used in :find but never bound in :where");
/// ```
pub fn parse_and_validate(text: &str, rules: Option<&RuleSet>) -> Result<Query> {
    parse_and_validate_with(text, rules, &ReadOptions::new().source("query"))
}

/// Parses and validates a query with read options (source name, base position).
pub fn parse_and_validate_with(
    text: &str,
    rules: Option<&RuleSet>,
    opts: &ReadOptions,
) -> Result<Query> {
    let q = parse_query_with(text, opts)?;
    validate(&q, rules, opts.source_name())?;
    Ok(q)
}

type Scope = HashSet<Symbol>;

struct Validator<'a> {
    source: &'a str,
    /// Where variables get bound, for messages: `:where` or a rule body.
    scope_name: String,
    rules: Option<&'a RuleSet>,
    sources: Vec<Symbol>,
    has_rules_input: bool,
    /// Variables bound by `:in`: `or` branches may differ in these.
    inputs: Scope,
    /// How many `not`/`or` clauses naming a source enclose the clause
    /// being checked: inside one, a pattern without a source reads that
    /// source, not `$`.
    sourced_depth: std::cell::Cell<usize>,
}

/// Undoes [`Validator::enter_source`] when dropped.
struct SourcedScope<'a> {
    depth: &'a std::cell::Cell<usize>,
    named: bool,
}

impl Drop for SourcedScope<'_> {
    fn drop(&mut self) {
        if self.named {
            self.depth.set(self.depth.get() - 1);
        }
    }
}

/// Adds the variables a clause binds for its siblings.
fn bound_by(clause: &Clause, out: &mut Scope) {
    match clause {
        Clause::Pattern(p) => {
            for t in p.all_terms() {
                if let Term::Var(v) = t {
                    out.insert(v.name.clone());
                }
            }
        }
        Clause::Predicate(_) | Clause::Not(_) => {}
        Clause::Function(f) => {
            for v in f.binding.vars() {
                out.insert(v.name.clone());
            }
        }
        Clause::RuleCall(r) => {
            for t in &r.args {
                if let Term::Var(v) = t {
                    out.insert(v.name.clone());
                }
            }
        }
        Clause::Or(o) => match &o.join_vars {
            Some(rv) => {
                for v in rv.all() {
                    out.insert(v.name.clone());
                }
            }
            None => {
                if let Some(first) = o.branches.first() {
                    for c in &first.clauses {
                        crate::stack::deep(|| bound_by(c, out));
                    }
                }
            }
        },
    }
}

/// Every variable mentioned in a clause, in order of appearance.
fn vars_in<'c>(clause: &'c Clause, out: &mut Vec<&'c Var>) {
    let push = |v: &'c Var, out: &mut Vec<&'c Var>| {
        if !out.contains(&v) {
            out.push(v);
        }
    };
    let fn_args = |args: &'c [FnArg], out: &mut Vec<&'c Var>| {
        for v in args.iter().flat_map(FnArg::vars) {
            if !out.contains(&v) {
                out.push(v);
            }
        }
    };
    match clause {
        Clause::Pattern(p) => p
            .all_terms()
            .filter_map(Term::as_var)
            .for_each(|v| push(v, out)),
        Clause::Predicate(p) => fn_args(&p.args, out),
        Clause::Function(f) => {
            fn_args(&f.args, out);
            f.binding.vars().into_iter().for_each(|v| push(v, out));
        }
        Clause::RuleCall(r) => r
            .args
            .iter()
            .filter_map(Term::as_var)
            .for_each(|v| push(v, out)),
        Clause::Not(n) => match &n.join_vars {
            Some(vars) => vars.iter().for_each(|v| push(v, out)),
            None => n
                .clauses
                .iter()
                .for_each(|c| crate::stack::deep(|| vars_in(c, out))),
        },
        Clause::Or(o) => match &o.join_vars {
            Some(rv) => rv.all().for_each(|v| push(v, out)),
            None => o
                .branches
                .iter()
                .flat_map(|b| &b.clauses)
                .for_each(|c| crate::stack::deep(|| vars_in(c, out))),
        },
    }
}

fn var_list(vars: &[&Var]) -> String {
    let mut names: Vec<&str> = vars.iter().map(|v| v.as_str()).collect();
    names.sort_unstable();
    names.dedup();
    format!("[{}]", names.join(" "))
}

impl Validator<'_> {
    /// Checks a whole query: its inputs, its `:where` clauses, then what
    /// `:find`, `:having`, `:with` and `:order-by` use.
    fn query(&mut self, q: &Query) -> Result<()> {
        self.inputs = self.bind_inputs(&q.inputs)?;
        let mut scope = self.inputs.clone();
        for c in &q.where_clauses {
            bound_by(c, &mut scope);
        }
        for c in &q.where_clauses {
            self.clause(c, &scope)?;
        }
        self.or_join_branches_bind(&q.where_clauses, &self.inputs)?;
        let elems = q.find.elements();
        self.check_expressions(elems, &q.having, &scope)?;
        self.check_find_elements(elems, &scope)?;
        self.check_with(elems, &q.with, &scope)?;
        for (key, v) in [("limit", &q.limit_var), ("offset", &q.offset_var)] {
            let Some(v) = v else { continue };
            let scalar = q
                .inputs
                .iter()
                .any(|i| matches!(i, Input::Binding(Binding::Scalar(s)) if s.name == v.name));
            if !scalar {
                return Err(malformed(
                    self.source,
                    v.span,
                    format!(
                        ":{key} {} must be a scalar bound in :in (:in $ {} …)",
                        v.as_str(),
                        v.as_str()
                    ),
                ));
            }
        }
        self.check_order_by(elems, &q.order_by)
    }

    /// Notes the sources, the rules input and the variables `:in` binds,
    /// each at most once; returns the variables.
    fn bind_inputs(&mut self, inputs: &[Input]) -> Result<Scope> {
        let mut scope = Scope::new();
        let mut seen_inputs: Vec<(String, Span)> = Vec::new();
        let mut note = |this: &Self, name: &str, span: Span| -> Result<()> {
            if seen_inputs.iter().any(|(n, _)| n == name) {
                return Err(Error::DuplicateInput {
                    at: span.at(this.source),
                    name: name.to_string(),
                });
            }
            seen_inputs.push((name.to_string(), span));
            Ok(())
        };
        for input in inputs {
            match input {
                Input::Source(s) => {
                    note(self, s.name.as_str(), s.span)?;
                    self.sources.push(s.name.clone());
                }
                Input::Rules(span) => {
                    note(self, "%", *span)?;
                    self.has_rules_input = true;
                }
                Input::Binding(b) => {
                    for v in b.vars() {
                        note(self, v.as_str(), v.span)?;
                        scope.insert(v.name.clone());
                    }
                }
            }
        }
        Ok(scope)
    }

    /// Every variable of a `:find` or `:having` expression is bound; a
    /// plain variable in `:having` groups, so it must be a `:find` column.
    fn check_expressions(
        &self,
        elems: &[FindElem],
        having: &[FindExpr],
        scope: &Scope,
    ) -> Result<()> {
        for (e, used_in) in elems
            .iter()
            .filter_map(|e| match e {
                FindElem::Expr(x) => Some((x, ":find")),
                _ => None,
            })
            .chain(having.iter().map(|h| (h, ":having")))
        {
            for leaf in e.leaves() {
                let v = leaf.var();
                if !scope.contains(&v.name) {
                    return Err(Error::Unbound {
                        at: v.span.at(self.source),
                        var: v.as_str().into(),
                        used_in: used_in.into(),
                        scope: self.scope_name.clone(),
                    });
                }
                let grouped = elems
                    .iter()
                    .any(|f| matches!(f, FindElem::Var(fv) if fv.name == v.name));
                if used_in == ":having" && matches!(leaf, FindElem::Var(_)) && !grouped {
                    return Err(malformed(
                        self.source,
                        v.span,
                        format!(
                            "{} in :having is not a :find variable: :having sees each group's :find variables and aggregates",
                            v.as_str()
                        ),
                    ));
                }
            }
        }
        Ok(())
    }

    /// Every `:find` element's variable is bound; an aggregate's count
    /// variable and a pull's pattern variable are bound in `:in`, and a
    /// pull's source is declared.
    fn check_find_elements(&self, elems: &[FindElem], scope: &Scope) -> Result<()> {
        for e in elems {
            let v = e.var();
            if !scope.contains(&v.name) {
                return Err(Error::Unbound {
                    at: v.span.at(self.source),
                    var: v.as_str().into(),
                    used_in: ":find".into(),
                    scope: self.scope_name.clone(),
                });
            }
            match e {
                FindElem::Aggregate(Aggregate {
                    count: Some(AggregateCount::Var(n)),
                    func,
                    ..
                }) if !self.inputs.contains(&n.name) => {
                    return Err(malformed(
                        self.source,
                        n.span,
                        format!(
                            "the count {} of ({} …) must be a scalar bound in :in",
                            n.as_str(),
                            func.name()
                        ),
                    ));
                }
                FindElem::Pull(p) => {
                    if let PullPatternArg::Var(pv) = &p.pattern {
                        if !self.inputs.contains(&pv.name) {
                            return Err(malformed(
                                self.source,
                                pv.span,
                                format!(
                                    "pull pattern variable {} must be bound in :in",
                                    pv.as_str()
                                ),
                            ));
                        }
                    }
                    if let Some(s) = &p.source {
                        self.check_source(s)?;
                    }
                }
                _ => {}
            }
        }
        Ok(())
    }

    /// Each `:with` variable is bound and is not also a `:find` variable
    /// (as in Datalevin, also the variable of an aggregate, a pull or a
    /// find expression).
    fn check_with(&self, elems: &[FindElem], with: &[Var], scope: &Scope) -> Result<()> {
        let uses = |e: &FindElem, name: &Symbol| match e {
            FindElem::Expr(x) => x.leaves().iter().any(|l| l.var().name == *name),
            FindElem::Aggregate(Aggregate {
                count: Some(AggregateCount::Var(n)),
                var,
                ..
            }) => var.name == *name || n.name == *name,
            e => e.var().name == *name,
        };
        for v in with {
            if elems.iter().any(|e| uses(e, &v.name)) {
                return Err(malformed(
                    self.source,
                    v.span,
                    format!(
                        ":find and :with should not use same variables: {} is in both",
                        v.as_str()
                    ),
                ));
            }
            if !scope.contains(&v.name) {
                return Err(Error::UnusedWith {
                    at: v.span.at(self.source),
                    var: v.as_str().into(),
                });
            }
        }
        Ok(())
    }

    /// Each `:order-by` key is a `:find` variable or a column in range.
    fn check_order_by(&self, elems: &[FindElem], order_by: &[OrderBy]) -> Result<()> {
        for o in order_by {
            match &o.key {
                OrderKey::Var(v) => {
                    if !elems.iter().any(|e| e.mentions(v.as_str())) {
                        return Err(malformed(
                            self.source,
                            v.span,
                            format!(":order-by variable {} is not a :find variable", v.as_str()),
                        ));
                    }
                }
                OrderKey::Column(i) => {
                    if *i >= elems.len() {
                        return Err(malformed(
                            self.source,
                            o.span,
                            format!(
                                ":order-by column {i} is out of range: :find has {} column(s)",
                                elems.len()
                            ),
                        ));
                    }
                }
            }
        }
        Ok(())
    }

    /// A pattern without a source reads `$` (outside a `not`/`or` naming
    /// another): refused when `:in` is written without `$`, where
    /// Datalevin answers nothing and Datomic refuses the query.
    fn check_default_source(&self, span: Span) -> Result<()> {
        if self.sourced_depth.get() > 0 || self.sources.iter().any(|s| s.as_str() == "$") {
            return Ok(());
        }
        Err(malformed(
            self.source,
            span,
            "the pattern reads the database $, but :in does not declare it: write :in $ …",
        ))
    }

    /// Counts a `not`/`or` naming a source while its clauses are checked.
    fn enter_source(&self, named: bool) -> SourcedScope<'_> {
        if named {
            self.sourced_depth.set(self.sourced_depth.get() + 1);
        }
        SourcedScope {
            depth: &self.sourced_depth,
            named,
        }
    }

    fn check_source(&self, s: &SrcVar) -> Result<()> {
        if self.sources.contains(&s.name) {
            Ok(())
        } else {
            Err(malformed(
                self.source,
                s.span,
                format!("unknown source {}: declare it in :in", s.name),
            ))
        }
    }

    fn clauses(&self, clauses: &[Clause], outer: &Scope) -> Result<()> {
        let mut scope = outer.clone();
        for c in clauses {
            bound_by(c, &mut scope);
        }
        for c in clauses {
            self.clause(c, &scope)?;
        }
        self.or_join_branches_bind(clauses, outer)
    }

    /// A plain `or`'s branches must use the same free variables: the
    /// first branch whose set differs from the first's is refused.
    fn or_branches_agree(
        &self,
        branches: &[OrBranch],
        is_free: &dyn Fn(&Var) -> bool,
    ) -> Result<()> {
        let sets: Vec<Vec<&Var>> = branches
            .iter()
            .map(|b| {
                let mut vs = Vec::new();
                b.clauses.iter().for_each(|c| vars_in(c, &mut vs));
                vs
            })
            .collect();
        let names = |vs: &[&Var]| {
            vs.iter()
                .filter(|v| is_free(v))
                .map(|v| v.name.clone())
                .collect::<HashSet<_>>()
        };
        let Some(first) = sets.first() else {
            return Ok(());
        };
        let first_names = names(first);
        for (b, vs) in branches.iter().zip(&sets).skip(1) {
            if names(vs) != first_names {
                return Err(Error::OrBranchVars {
                    at: b.span.at(self.source),
                    branch_vars: var_list(vs),
                    first_vars: var_list(first),
                });
            }
        }
        Ok(())
    }

    /// Datalevin's (DataScript's) rule for `or` and `or-join`: a joined
    /// variable (every variable of a plain `or`) that nothing else binds
    /// (no sibling clause, no input, no enclosing clause) is bound by the
    /// `or` alone, so every branch must mention it; a branch that does
    /// not would give rows without it (`All clauses in 'or' must use same
    /// set of free vars`). A variable bound elsewhere is the row's value
    /// in a branch that leaves it out (D-895). Linear in the clauses' size.
    fn or_join_branches_bind(&self, clauses: &[Clause], outer: &Scope) -> Result<()> {
        if !clauses.iter().any(|c| matches!(c, Clause::Or(_))) {
            return Ok(());
        }
        let own: Vec<Scope> = clauses
            .iter()
            .map(|c| {
                let mut s = Scope::new();
                bound_by(c, &mut s);
                s
            })
            .collect();
        let mut binders: HashMap<&Symbol, usize> = HashMap::new();
        for s in &own {
            for v in s {
                *binders.entry(v).or_default() += 1;
            }
        }
        for (c, own) in clauses.iter().zip(&own) {
            let Clause::Or(Or {
                join_vars,
                branches,
                ..
            }) = c
            else {
                continue;
            };
            let is_free = |v: &Var| {
                let elsewhere =
                    binders.get(&v.name).copied().unwrap_or(0) > usize::from(own.contains(&v.name));
                !outer.contains(&v.name) && !elsewhere
            };
            let Some(rv) = join_vars else {
                self.or_branches_agree(branches, &is_free)?;
                continue;
            };
            let free: Vec<&Var> = rv.all().filter(|v| is_free(v)).collect();
            for b in branches {
                let mut mentioned = Vec::new();
                b.clauses.iter().for_each(|c| vars_in(c, &mut mentioned));
                let missing: Vec<&Var> = free
                    .iter()
                    .copied()
                    .filter(|f| !mentioned.iter().any(|m| m.name == f.name))
                    .collect();
                if !missing.is_empty() {
                    return Err(malformed(
                        self.source,
                        b.span,
                        format!(
                            "this branch of or-join does not bind {}, which nothing else in the query binds: every branch must (All clauses in 'or' must use same set of free vars)",
                            var_list(&missing)
                        ),
                    ));
                }
            }
        }
        Ok(())
    }

    fn fn_call(&self, func: &FnRef, args: &[FnArg], scope: &Scope, span: Span) -> Result<()> {
        match func {
            FnRef::Var(v) => {
                if !scope.contains(&v.name) {
                    return Err(Error::Unbound {
                        at: v.span.at(self.source),
                        var: v.as_str().into(),
                        used_in: "function position".into(),
                        scope: self.scope_name.clone(),
                    });
                }
            }
            FnRef::Builtin(name, name_span) => match builtins::lookup(name.as_str()) {
                None => {
                    return Err(Error::UnknownFunction {
                        at: name_span.at(self.source),
                        name: name.to_string(),
                        suggestion: builtins::suggest(name.as_str()).map(String::from),
                    });
                }
                Some(b) => {
                    if !b.arity.accepts(args.len()) {
                        return Err(Error::FunctionArity {
                            at: span.at(self.source),
                            name: name.to_string(),
                            expected: b.arity.to_string(),
                            found: args.len(),
                        });
                    }
                }
            },
        }
        for a in args {
            match a {
                FnArg::Var(v) if !scope.contains(&v.name) => {
                    return Err(Error::Unbound {
                        at: v.span.at(self.source),
                        var: v.as_str().into(),
                        used_in: format!("({} …)", func.name()),
                        scope: self.scope_name.clone(),
                    });
                }
                FnArg::Source(s) => self.check_source(s)?,
                FnArg::Call(c) => self.fn_call(&c.func, &c.args, scope, c.span)?,
                _ => {}
            }
        }
        Ok(())
    }

    fn clause(&self, clause: &Clause, scope: &Scope) -> Result<()> {
        match clause {
            Clause::Pattern(p) => {
                match &p.source {
                    Some(s) => self.check_source(s)?,
                    None => self.check_default_source(p.span)?,
                }
                // The positions after the value hold something only on a
                // collection source; which a source is, only its input
                // says, so a pattern on the database is refused when run
                // (D-941).
            }
            Clause::Predicate(p) => self.fn_call(&p.func, &p.args, scope, p.span)?,
            Clause::Function(f) => self.fn_call(&f.func, &f.args, scope, f.span)?,
            Clause::RuleCall(r) => self.rule_call(r)?,
            Clause::Not(n) => {
                if let Some(s) = &n.source {
                    self.check_source(s)?;
                }
                let _sourced = self.enter_source(n.source.is_some());
                let mut inner: Vec<&Var> = Vec::new();
                match &n.join_vars {
                    Some(vars) => {
                        for v in vars {
                            if !scope.contains(&v.name) {
                                return Err(Error::Unbound {
                                    at: v.span.at(self.source),
                                    var: v.as_str().into(),
                                    used_in: "(not-join …)".into(),
                                    scope: self.scope_name.clone(),
                                });
                            }
                        }
                    }
                    None => {
                        n.clauses.iter().for_each(|c| vars_in(c, &mut inner));
                        if !inner.iter().any(|v| scope.contains(&v.name)) {
                            return Err(Error::NotUnbound {
                                at: n.span.at(self.source),
                                vars: var_list(&inner),
                            });
                        }
                    }
                }
                crate::stack::deep(|| self.clauses(&n.clauses, scope))?;
            }
            Clause::Or(o) => {
                if let Some(s) = &o.source {
                    self.check_source(s)?;
                }
                let _sourced = self.enter_source(o.source.is_some());
                for b in &o.branches {
                    crate::stack::deep(|| self.clauses(&b.clauses, scope))?;
                }
            }
        }
        Ok(())
    }

    fn rule_call(&self, r: &RuleCall) -> Result<()> {
        if let Some(s) = &r.source {
            self.check_source(s)?;
        }
        if !self.has_rules_input {
            let hint = builtins::lookup(r.name.as_str())
                .map(|_| {
                    format!(
                        "; to call the function {} write it in a vector: [({} …)]",
                        r.name, r.name
                    )
                })
                .unwrap_or_default();
            return Err(malformed(
                self.source,
                r.span,
                format!(
                    "rule call ({} …) but the query has no % in :in to receive rules{hint}",
                    r.name
                ),
            ));
        }
        let Some(rules) = self.rules else {
            return Ok(());
        };
        match rules.arity(r.name.as_str()) {
            None => Err(Error::UnknownRule {
                at: r.name_span.at(self.source),
                rule: r.name.to_string(),
                suggestion: nearest(
                    r.name.as_str(),
                    rules.names().into_iter().map(Symbol::as_str),
                )
                .map(String::from),
            }),
            Some(n) if n != r.args.len() => Err(Error::RuleArity {
                at: r.span.at(self.source),
                rule: r.name.to_string(),
                expected: n,
                found: r.args.len(),
            }),
            Some(_) => Ok(()),
        }
    }

    fn rule_set(&mut self, rules: &RuleSet) -> Result<()> {
        for rule in &rules.rules {
            let expected = rules.arity(rule.name.as_str()).unwrap_or(0);
            if rule.vars.arity() != expected {
                return Err(Error::RuleArity {
                    at: rule.head_span.at(self.source),
                    rule: rule.name.to_string(),
                    expected,
                    found: rule.vars.arity(),
                });
            }
            // Head variables the body only tests (`[(adult ?a) [(>= ?a 18)]]`)
            // are fine: the caller must bind them, as for `[?a]` (the planner
            // makes them required).
            let mut head: Scope = rule.vars.all().map(|v| v.name.clone()).collect();
            let mut body_bound = Scope::new();
            for c in &rule.clauses {
                bound_by(c, &mut body_bound);
            }
            head.extend(body_bound);
            self.scope_name = format!("the body of rule {}", rule.name);
            self.clauses(&rule.clauses, &head)?;
        }
        Ok(())
    }
}
