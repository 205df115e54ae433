//! The plan cache's key: what a plan depends on (D-352). A scalar input
//! enters by the band of its counts (its patterns' counts with the value
//! in place, in powers of two), so a query run with thousands of
//! different values is planned once per band, as a prepared statement
//! is; an input whose value the plan itself holds (a range pushed down
//! from a predicate, an attribute, a rule argument) enters by value.
//! Collection and relation inputs enter by the band of their size.

use std::collections::HashSet;

use quiver_planner::{PatternQuery, Statistics, ValueSel};
use quiver_query::edn::Value as Edn;
use quiver_query::query::ast::{Clause, FnArg, FnRef, RuleSet, Term};

use super::{Bound, QueryError, QueryOptions, typed_key};

/// The known-input variables a plan holds by value: those used by
/// predicates and functions (ranges are pushed down from them), as an
/// attribute, or as a rule argument.
pub(super) fn value_vars(clauses: &[Clause], rules: &RuleSet) -> HashSet<String> {
    let mut out = HashSet::new();
    walk(clauses, &mut out);
    for r in &rules.rules {
        walk(&r.clauses, &mut out);
    }
    out
}

fn walk(clauses: &[Clause], out: &mut HashSet<String>) {
    for c in clauses {
        match c {
            Clause::Pattern(p) => {
                if let Term::Var(v) = &p.a {
                    out.insert(v.as_str().to_string());
                }
            }
            Clause::Predicate(p) => call(&p.func, &p.args, out),
            Clause::Function(f) => call(&f.func, &f.args, out),
            Clause::RuleCall(r) => {
                for t in &r.args {
                    if let Term::Var(v) = t {
                        out.insert(v.as_str().to_string());
                    }
                }
            }
            Clause::Not(n) => walk(&n.clauses, out),
            Clause::Or(o) => o.branches.iter().for_each(|b| walk(&b.clauses, out)),
        }
    }
}

fn call(func: &FnRef, args: &[FnArg], out: &mut HashSet<String>) {
    if let FnRef::Var(v) = func {
        out.insert(v.as_str().to_string());
    }
    for a in args {
        match a {
            FnArg::Var(v) => {
                out.insert(v.as_str().to_string());
            }
            FnArg::Call(c) => call(&c.func, &c.args, out),
            FnArg::Const(_) | FnArg::Source(_) => {}
        }
    }
}

/// The band of a count: 0 for none, else one more than its base-2
/// logarithm (counts within a factor of two share a band or neighbour).
fn band(n: u64) -> u32 {
    64 - n.leading_zeros()
}

/// The bands of `var`'s patterns with `value` in place, in clause order;
/// `None` when no pattern with a constant attribute mentions it.
fn bands(
    stats: &dyn Statistics,
    clauses: &[Clause],
    var: &str,
    value: &Edn,
    out: &mut Vec<u32>,
) -> Result<(), QueryError> {
    for c in clauses {
        match c {
            Clause::Pattern(p) => {
                let Term::Const(a) = &p.a else { continue };
                let Some(attr) = a.value.as_keyword() else {
                    continue;
                };
                let is = |t: &Term| matches!(t, Term::Var(v) if v.as_str() == var);
                let (e, v) = (is(&p.e), is(&p.v));
                if !e && !v {
                    continue;
                }
                let q = PatternQuery {
                    e: e.then(|| value.clone()),
                    a: Some(attr.clone()),
                    v: if v {
                        ValueSel::Eq(value.clone())
                    } else {
                        ValueSel::Any
                    },
                };
                out.push(band(stats.count(&q).map_err(QueryError::from)?));
            }
            Clause::Not(n) => bands(stats, &n.clauses, var, value, out)?,
            Clause::Or(o) => {
                for b in &o.branches {
                    bands(stats, &b.clauses, var, value, out)?;
                }
            }
            _ => {}
        }
    }
    Ok(())
}

/// The plan cache key of a query with these inputs and options.
#[allow(clippy::too_many_arguments)]
pub(super) fn plan_key(
    text: &str,
    stats: &dyn Statistics,
    clauses: &[Clause],
    bound: &Bound,
    by_value: &HashSet<String>,
    source_kinds: &[String],
    options: &QueryOptions,
) -> Result<String, QueryError> {
    use std::fmt::Write;
    let mut known: Vec<(&String, &Edn)> = bound.known.iter().collect();
    known.sort_by(|a, b| a.0.cmp(b.0));
    let mut key = String::with_capacity(text.len() + 64);
    key.push_str(text);
    for (var, value) in known {
        let mut b = Vec::new();
        if !by_value.contains(var.as_str()) {
            bands(stats, clauses, var, value, &mut b)?;
        }
        if b.is_empty() {
            let _ = write!(key, "|{var}={}", typed_key(std::slice::from_ref(value)));
        } else {
            let _ = write!(key, "|{var}~{b:?}");
        }
    }
    for i in &bound.inputs {
        let _ = write!(key, "|{:?}#{}", i.vars, band(i.rows.len() as u64));
    }
    let rules = bound
        .rules
        .as_ref()
        .map(|r| format!("{r:?}"))
        .unwrap_or_default();
    let _ = write!(
        key,
        "|{source_kinds:?}|{rules}|{:?}|{}|{}",
        options.force_order, options.samples, options.prefer_bushy
    );
    Ok(key)
}

#[cfg(test)]
mod tests {
    use super::band;

    #[test]
    fn bands_double() {
        assert_eq!(band(0), 0);
        assert_eq!(band(1), 1);
        assert_eq!(band(2), 2);
        assert_eq!(band(3), 2);
        assert_eq!(band(4), 3);
        assert_eq!(band(1000), band(1023));
        assert_ne!(band(1000), band(1024));
    }
}
