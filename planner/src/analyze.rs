//! What each clause reads and binds, and which predicates narrow a
//! pattern's value range.

use crate::statistics::ValueSel;
use quiver_query::edn::Value;
use quiver_query::query::ast::{Clause, FnArg, FnRef, Not, Or, Pattern, Predicate, Term};
use std::collections::{BTreeSet, HashMap};
use std::ops::Bound;

/// Variable names as written (`?x`).
pub type VarSet = BTreeSet<String>;

/// Variables of the e, a, v positions of a pattern (the tx position is not
/// stored by Quiver and binds nothing).
pub fn pattern_vars(p: &Pattern) -> Vec<String> {
    [&p.e, &p.a, &p.v]
        .iter()
        .filter_map(|t| t.as_var().map(|v| v.as_str().to_string()))
        .collect()
}

/// Every variable a clause mentions, nested clauses included.
pub fn clause_vars(c: &Clause, out: &mut VarSet) {
    match c {
        Clause::Pattern(p) => out.extend(pattern_vars(p)),
        Clause::Predicate(p) => out.extend(fn_arg_vars(&p.args)),
        Clause::Function(f) => {
            out.extend(fn_arg_vars(&f.args));
            if let FnRef::Var(v) = &f.func {
                out.insert(v.as_str().to_string());
            }
            out.extend(f.binding.vars().into_iter().map(|v| v.as_str().to_string()));
        }
        Clause::RuleCall(r) => out.extend(
            r.args
                .iter()
                .filter_map(|t| t.as_var().map(|v| v.as_str().to_string())),
        ),
        Clause::Not(n) => {
            for c in &n.clauses {
                quiver_query::stack::deep(|| clause_vars(c, out));
            }
        }
        Clause::Or(o) => {
            for b in &o.branches {
                for c in &b.clauses {
                    quiver_query::stack::deep(|| clause_vars(c, out));
                }
            }
        }
    }
}

/// Variables among function arguments.
pub fn fn_arg_vars(args: &[FnArg]) -> Vec<String> {
    args.iter()
        .flat_map(FnArg::vars)
        .map(|v| v.as_str().to_string())
        .collect()
}

/// The variables a `not` shares with its surroundings: its join variables
/// for `not-join`, else those of its variables that `outer` mentions.
pub fn not_shared(n: &Not, outer: &VarSet) -> VarSet {
    match &n.join_vars {
        Some(vars) => vars.iter().map(|v| v.as_str().to_string()).collect(),
        None => {
            let mut inner = VarSet::new();
            for c in &n.clauses {
                clause_vars(c, &mut inner);
            }
            inner.intersection(outer).cloned().collect()
        }
    }
}

/// What an `or` needs bound and what it binds. It binds its join variables
/// (or-join) or every variable of its branches (plain `or`). It needs
/// or-join's required variables, and any joined variable that some branch
/// mentions but cannot bind itself — a branch that is only a `not` or a
/// predicate, say — since that branch can only test it.
pub fn or_needs_binds(o: &Or) -> (VarSet, VarSet) {
    let (mut needs, binds): (VarSet, VarSet) = match &o.join_vars {
        Some(rv) => (
            rv.required.iter().map(|v| v.as_str().to_string()).collect(),
            rv.all().map(|v| v.as_str().to_string()).collect(),
        ),
        None => {
            let mut all = VarSet::new();
            for b in &o.branches {
                for c in &b.clauses {
                    clause_vars(c, &mut all);
                }
            }
            (VarSet::new(), all)
        }
    };
    for b in &o.branches {
        let mut used = VarSet::new();
        let mut bound = VarSet::new();
        for c in &b.clauses {
            clause_vars(c, &mut used);
            quiver_query::stack::deep(|| positive_binds(c, &mut bound));
        }
        needs.extend(
            used.intersection(&binds)
                .filter(|v| !bound.contains(*v))
                .cloned(),
        );
    }
    (needs, binds)
}

/// Variables a clause can bind by itself: a pattern's, a function's
/// outputs, a rule call's arguments, what a nested `or` binds; `not` and
/// predicates only test.
pub fn positive_binds(c: &Clause, out: &mut VarSet) {
    match c {
        Clause::Pattern(p) => out.extend(pattern_vars(p)),
        Clause::Function(f) => {
            out.extend(f.binding.vars().into_iter().map(|v| v.as_str().to_string()))
        }
        Clause::RuleCall(r) => out.extend(
            r.args
                .iter()
                .filter_map(|t| t.as_var().map(|v| v.as_str().to_string())),
        ),
        Clause::Or(o) => {
            let (needs, binds) = or_needs_binds(o);
            out.extend(binds.difference(&needs).cloned());
        }
        Clause::Not(_) | Clause::Predicate(_) => {}
    }
}

/// A predicate that narrows the value of one variable.
#[derive(Clone, Debug)]
pub struct RangeFact {
    /// The variable.
    pub var: String,
    /// The narrowing.
    pub sel: ValueSel,
}

fn const_of(arg: &FnArg, known: &HashMap<String, Value>) -> Option<Value> {
    match arg {
        FnArg::Const(c) => Some(c.value.clone()),
        FnArg::Var(v) => known.get(v.as_str()).cloned(),
        FnArg::Source(_) | FnArg::Call(_) => None,
    }
}

fn var_of(arg: &FnArg, known: &HashMap<String, Value>) -> Option<String> {
    match arg {
        FnArg::Var(v) if !known.contains_key(v.as_str()) => Some(v.as_str().to_string()),
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
pub fn range_fact(p: &Predicate, known: &HashMap<String, Value>) -> Option<RangeFact> {
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
        let var = var_of(a, known)?;
        let Value::String(s) = const_of(b, known)? else {
            return None;
        };
        return Some(RangeFact {
            var,
            sel: ValueSel::Prefix(s.to_string()),
        });
    }
    // Normalise to `?v op c`.
    let (var, c, flipped) = match (
        var_of(a, known),
        const_of(b, known),
        var_of(b, known),
        const_of(a, known),
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
pub fn combine(a: ValueSel, b: ValueSel) -> ValueSel {
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
pub fn term_const(t: &Term, known: &HashMap<String, Value>) -> Option<Value> {
    match t {
        Term::Const(c) => Some(c.value.clone()),
        Term::Var(v) => known.get(v.as_str()).cloned(),
        Term::Blank(_) => None,
    }
}

/// A term's variable name, unless it is a known scalar input.
pub fn term_var(t: &Term, known: &HashMap<String, Value>) -> Option<String> {
    match t {
        Term::Var(v) if !known.contains_key(v.as_str()) => Some(v.as_str().to_string()),
        _ => None,
    }
}
