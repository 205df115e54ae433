//! What each clause reads and binds, and which predicates narrow a
//! pattern's value range.

use crate::statistics::ValueSel;
use crate::varset::{VarId, VarNames, VarSet, VarTable};
use quiver_query::edn::Value;
use quiver_query::query::ast::{Clause, FnArg, FnRef, Not, Or, Pattern, Predicate, Term};
use std::collections::HashMap;
use std::ops::Bound;

/// Calls `f` with every variable a clause mentions, nested clauses
/// included (repeats and all).
fn each_clause_var<'c>(c: &'c Clause, f: &mut dyn FnMut(&'c str)) {
    match c {
        Clause::Pattern(p) => each_pattern_var(p, f),
        Clause::Predicate(p) => {
            each_fn_arg_var(&p.args, f);
            if let FnRef::Var(v) = &p.func {
                f(v.as_str());
            }
        }
        Clause::Function(fc) => {
            each_fn_arg_var(&fc.args, f);
            if let FnRef::Var(v) = &fc.func {
                f(v.as_str());
            }
            for v in fc.binding.vars() {
                f(v.as_str());
            }
        }
        Clause::RuleCall(r) => {
            for v in r.args.iter().filter_map(Term::as_var) {
                f(v.as_str());
            }
        }
        Clause::Not(n) => {
            for c in &n.clauses {
                quiver_query::stack::deep(|| each_clause_var(c, f));
            }
        }
        Clause::Or(o) => {
            for b in &o.branches {
                for c in &b.clauses {
                    quiver_query::stack::deep(|| each_clause_var(c, f));
                }
            }
        }
    }
}

/// Calls `f` with the variables of every position of a pattern (those
/// after the value only a collection source binds: on a database they
/// are refused before planning, D-941).
fn each_pattern_var<'c>(p: &'c Pattern, f: &mut dyn FnMut(&'c str)) {
    for t in p.all_terms() {
        if let Some(v) = t.as_var() {
            f(v.as_str());
        }
    }
}

/// Calls `f` with the variables among function arguments.
fn each_fn_arg_var<'c>(args: &'c [FnArg], f: &mut dyn FnMut(&'c str)) {
    for a in args {
        for v in a.vars() {
            f(v.as_str());
        }
    }
}

/// Every variable a clause mentions, nested clauses included, by name.
pub fn clause_vars(c: &Clause, out: &mut VarNames) {
    each_clause_var(c, &mut |v| {
        if !out.contains(v) {
            out.insert(v.to_string());
        }
    });
}

/// [`clause_vars`] as ids of `t`.
pub(crate) fn clause_ids(c: &Clause, t: &mut VarTable, out: &mut VarSet) {
    each_clause_var(c, &mut |v| {
        out.insert(t.id(v));
    });
}

/// Variables among function arguments, as ids of `t`.
pub(crate) fn fn_arg_ids(args: &[FnArg], t: &mut VarTable, out: &mut VarSet) {
    each_fn_arg_var(args, &mut |v| {
        out.insert(t.id(v));
    });
}

/// The variables a `not` shares with its surroundings: its join variables
/// for `not-join`, else those of its variables that `outer` mentions.
pub(crate) fn not_shared(n: &Not, outer: &VarSet, t: &mut VarTable) -> VarSet {
    match &n.join_vars {
        Some(vars) => vars.iter().map(|v| t.id(v.as_str())).collect(),
        None => {
            let mut inner = VarSet::new();
            for c in &n.clauses {
                clause_ids(c, t, &mut inner);
            }
            inner.intersect_with(outer);
            inner
        }
    }
}

/// What an `or` needs bound and what it binds. It binds its join variables
/// (or-join) or every variable of its branches (plain `or`). It needs
/// or-join's required variables, and any joined variable that some branch
/// cannot bind itself — one it leaves out, or only tests in a `not` or a
/// predicate — since that branch keeps the row's value of it: the union
/// of the branches is only defined once it is bound (D-895).
pub(crate) fn or_needs_binds(
    o: &Or,
    t: &mut VarTable,
    rules: Option<&std::collections::HashMap<String, Vec<usize>>>,
) -> (VarSet, VarSet) {
    let (mut needs, binds): (VarSet, VarSet) = match &o.join_vars {
        Some(rv) => (
            rv.required.iter().map(|v| t.id(v.as_str())).collect(),
            rv.all().map(|v| t.id(v.as_str())).collect(),
        ),
        None => {
            let mut all = VarSet::new();
            for b in &o.branches {
                for c in &b.clauses {
                    clause_ids(c, t, &mut all);
                }
            }
            (VarSet::new(), all)
        }
    };
    for b in &o.branches {
        let mut bound = VarSet::new();
        for c in &b.clauses {
            quiver_query::stack::deep(|| positive_binds(c, t, &mut bound, rules));
        }
        needs.union_with(&binds.difference(&bound));
    }
    (needs, binds)
}

/// Variables a clause can bind by itself: a pattern's, a function's
/// outputs, a rule call's arguments (but those the rule needs bound, when
/// `rules` says which: a rule that only tests an argument binds nothing
/// there, D-928; `rules` is the rules' required positions, as
/// `rules::requirements` gives them), what a nested `or` binds; `not` and
/// predicates only test.
pub(crate) fn positive_binds(
    c: &Clause,
    t: &mut VarTable,
    out: &mut VarSet,
    rules: Option<&std::collections::HashMap<String, Vec<usize>>>,
) {
    match c {
        Clause::Pattern(p) => each_pattern_var(p, &mut |v| {
            out.insert(t.id(v));
        }),
        Clause::Function(f) => {
            for v in f.binding.vars() {
                out.insert(t.id(v.as_str()));
            }
        }
        Clause::RuleCall(r) => {
            let required = rules
                .and_then(|rs| rs.get(r.name.as_str()))
                .map_or(&[][..], Vec::as_slice);
            for (i, a) in r.args.iter().enumerate() {
                if let Some(v) = a.as_var() {
                    if !required.contains(&i) {
                        out.insert(t.id(v.as_str()));
                    }
                }
            }
        }
        Clause::Or(o) => {
            let (needs, binds) = or_needs_binds(o, t, rules);
            out.union_with(&binds.difference(&needs));
        }
        Clause::Not(_) | Clause::Predicate(_) => {}
    }
}

/// Scalar inputs whose values are known at plan time, in one scope: which
/// variables (`set`) and their values by name (`values`, which may hold
/// more: a nested scope sees only the variables it shares).
#[derive(Clone, Copy)]
pub(crate) struct Known<'k> {
    /// The known variables of this scope.
    pub set: &'k VarSet,
    /// Values by name (every known variable of `set` has one).
    pub values: &'k HashMap<String, Value>,
}

impl Known<'_> {
    /// The value of variable `name` (id `id`) when it is known here.
    fn value(&self, id: VarId, name: &str) -> Option<Value> {
        if self.set.contains(id) {
            self.values.get(name).cloned()
        } else {
            None
        }
    }
}

/// A predicate that narrows the value of one variable.
#[derive(Clone, Debug)]
pub(crate) struct RangeFact {
    /// The variable.
    pub var: VarId,
    /// The narrowing.
    pub sel: ValueSel,
}

fn const_of(arg: &FnArg, t: &mut VarTable, known: Known) -> Option<Value> {
    match arg {
        FnArg::Const(c) => Some(c.value.clone()),
        FnArg::Var(v) => known.value(t.id(v.as_str()), v.as_str()),
        FnArg::Source(_) | FnArg::Call(_) => None,
    }
}

fn var_of(arg: &FnArg, t: &mut VarTable, known: Known) -> Option<VarId> {
    match arg {
        FnArg::Var(v) => Some(t.id(v.as_str())).filter(|id| !known.set.contains(*id)),
        _ => None,
    }
}

/// Values that may bound an index range: numbers, strings, keywords,
/// instants, uuids, booleans (not nil, collections or regexes).
fn rangeable(v: &Value) -> bool {
    matches!(
        v,
        Value::Long(_)
            | Value::Double(_)
            | Value::Float(_)
            | Value::BigInt(_)
            | Value::BigDec(_)
            | Value::String(_)
            | Value::Keyword(_)
            | Value::Inst(_)
            | Value::Uuid(_)
            | Value::Boolean(_)
    ) && !matches!(v, Value::Double(d) if d.is_nan())
}

/// The narrowing a predicate puts on one variable, if it has the shape
/// `(op ?v c)` / `(op c ?v)` with op in `< > <= >= = ==`, or
/// `(starts-with? ?v "prefix")`.
pub(crate) fn range_fact(p: &Predicate, t: &mut VarTable, known: Known) -> Option<RangeFact> {
    let FnRef::Builtin(sym, _) = &p.func else {
        return None;
    };
    let name = sym.as_str();
    if p.args.len() != 2 {
        return None;
    }
    let (a, b) = (&p.args[0], &p.args[1]);
    if matches!(
        name,
        "starts-with?" | "clojure.string/starts-with?" | "str/starts-with?"
    ) {
        let var = var_of(a, t, known)?;
        let Value::String(s) = const_of(b, t, known)? else {
            return None;
        };
        return Some(RangeFact {
            var,
            sel: ValueSel::Prefix(s.to_string()),
        });
    }
    // Normalise to `?v op c`.
    let (var, c, flipped) = match (
        var_of(a, t, known),
        const_of(b, t, known),
        var_of(b, t, known),
        const_of(a, t, known),
    ) {
        (Some(v), Some(c), _, _) => (v, c, false),
        (_, _, Some(v), Some(c)) => (v, c, true),
        _ => return None,
    };
    if !rangeable(&c) {
        return None;
    }
    let op = match (name, flipped) {
        ("<", false) | (">", true) => "<",
        (">", false) | ("<", true) => ">",
        ("<=", false) | (">=", true) => "<=",
        (">=", false) | ("<=", true) => ">=",
        // Clojure's `=` holds across integer kinds: `(= 1960 1960N)` is
        // true, and an exact probe of the bigint on a long attribute would
        // miss it; a number other than a long narrows to the closed
        // numeric range, the `=` filter then keeps only what `=` accepts
        // (so `1960.0` still matches no long) (D-856).
        ("=", _) if c.is_number() && !matches!(c, Value::Long(_)) => "==",
        ("=", _) => "=",
        // Numeric equality across types: `(== ?v 1967.0)` holds for the
        // long 1967, which an exact-value probe of `1967.0` would miss; a
        // closed range of numbers finds it (D-856).
        ("==", _) if c.is_number() => "==",
        _ => return None,
    };
    let sel = match op {
        "<" => ValueSel::Range {
            lo: Bound::Unbounded,
            hi: Bound::Excluded(c),
        },
        "<=" => ValueSel::Range {
            lo: Bound::Unbounded,
            hi: Bound::Included(c),
        },
        ">" => ValueSel::Range {
            lo: Bound::Excluded(c),
            hi: Bound::Unbounded,
        },
        ">=" => ValueSel::Range {
            lo: Bound::Included(c),
            hi: Bound::Unbounded,
        },
        "==" => ValueSel::Range {
            lo: Bound::Included(c.clone()),
            hi: Bound::Included(c),
        },
        _ => ValueSel::Eq(c),
    };
    Some(RangeFact { var, sel })
}

fn tighter_lo(a: Bound<Value>, b: Bound<Value>) -> Bound<Value> {
    match (&a, &b) {
        (Bound::Unbounded, _) => b,
        (_, Bound::Unbounded) => a,
        (Bound::Included(x) | Bound::Excluded(x), Bound::Included(y) | Bound::Excluded(y)) => {
            if x > y || (x == y && matches!(a, Bound::Excluded(_))) {
                a
            } else {
                b
            }
        }
    }
}

fn tighter_hi(a: Bound<Value>, b: Bound<Value>) -> Bound<Value> {
    match (&a, &b) {
        (Bound::Unbounded, _) => b,
        (_, Bound::Unbounded) => a,
        (Bound::Included(x) | Bound::Excluded(x), Bound::Included(y) | Bound::Excluded(y)) => {
            if x < y || (x == y && matches!(a, Bound::Excluded(_))) {
                a
            } else {
                b
            }
        }
    }
}

/// Combines two narrowings of the same variable (both must hold). The
/// result is never narrower than the truth: the predicates stay as filters,
/// so an imprecise combination costs speed, never correctness.
pub(crate) fn combine(a: ValueSel, b: ValueSel) -> ValueSel {
    match (a, b) {
        (ValueSel::Any, x) | (x, ValueSel::Any) => x,
        (ValueSel::Eq(x), _) | (_, ValueSel::Eq(x)) => ValueSel::Eq(x),
        (ValueSel::Range { lo: l1, hi: h1 }, ValueSel::Range { lo: l2, hi: h2 }) => {
            ValueSel::Range {
                lo: tighter_lo(l1, l2),
                hi: tighter_hi(h1, h2),
            }
        }
        (r @ ValueSel::Range { .. }, ValueSel::Prefix(_))
        | (ValueSel::Prefix(_), r @ ValueSel::Range { .. }) => r,
        (ValueSel::Prefix(p), ValueSel::Prefix(q)) => {
            if p.len() >= q.len() {
                ValueSel::Prefix(p)
            } else {
                ValueSel::Prefix(q)
            }
        }
    }
}

/// A term as a constant, substituting known scalar inputs.
pub(crate) fn term_const(term: &Term, t: &mut VarTable, known: Known) -> Option<Value> {
    match term {
        Term::Const(c) => Some(c.value.clone()),
        Term::Var(v) => known.value(t.id(v.as_str()), v.as_str()),
        Term::Blank(_) => None,
    }
}

/// A term's variable name, unless it is a known scalar input.
pub(crate) fn term_var(term: &Term, t: &mut VarTable, known: Known) -> Option<VarId> {
    match term {
        Term::Var(v) => Some(t.id(v.as_str())).filter(|id| !known.set.contains(*id)),
        _ => None,
    }
}
