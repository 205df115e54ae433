//! Functions whose result changes from call to call: a query that calls
//! one is never answered from the result cache (two runs of
//! `[(rand) ?r]` must not return one "random" value).

use quiver_query::edn::Value as Edn;
use quiver_query::query::ast::{AggregateFn, Clause, FindElem, FnArg, FnRef, Query};

/// Built-in functions that are not pure.
const IMPURE: [&str; 2] = ["rand", "rand-int"];

/// Whether `name` (possibly written `clojure.core/rand`) is impure.
fn is_impure(name: &str) -> bool {
    IMPURE.contains(&name.strip_prefix("clojure.core/").unwrap_or(name))
}

/// Whether `query` calls an impure function or aggregate.
pub(crate) fn query_is_impure(query: &Query) -> bool {
    let aggregate = query.find.elements().iter().any(|f| {
        matches!(f, FindElem::Aggregate(a) if matches!(a.func, AggregateFn::Rand | AggregateFn::Sample)
            || a.custom.as_ref().is_some_and(|c| is_impure(c.func.as_str())))
    });
    aggregate || clauses_impure(&query.where_clauses)
}

fn clauses_impure(clauses: &[Clause]) -> bool {
    clauses.iter().any(|c| match c {
        Clause::Predicate(p) => call_impure(&p.func, &p.args),
        Clause::Function(f) => call_impure(&f.func, &f.args),
        Clause::Not(n) => quiver_query::stack::deep(|| clauses_impure(&n.clauses)),
        Clause::Or(o) => o
            .branches
            .iter()
            .any(|b| quiver_query::stack::deep(|| clauses_impure(&b.clauses))),
        Clause::Pattern(_) | Clause::RuleCall(_) => false,
    })
}

fn call_impure(func: &FnRef, args: &[FnArg]) -> bool {
    matches!(func, FnRef::Builtin(s, _) if is_impure(s.as_str()))
        || args.iter().any(|a| match a {
            FnArg::Call(c) => call_impure(&c.func, &c.args),
            // `(apply rand-int [5])`
            FnArg::Const(c) => mentions_impure(&c.value),
            _ => false,
        })
}

/// Whether an input (a rule set, say) names an impure function.
pub(crate) fn mentions_impure(v: &Edn) -> bool {
    match v {
        Edn::Symbol(s) => is_impure(s.as_str()),
        Edn::List(items) | Edn::Vector(items) => items.iter().any(mentions_impure),
        _ => false,
    }
}
