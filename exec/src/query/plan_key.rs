//! The plan cache's key: what a plan depends on (D-352). A scalar input
//! enters by the band of its counts (its patterns' counts with the value
//! in place, in powers of two), so a query run with thousands of
//! different values is planned once per band, as a prepared statement
//! is; an input whose value the plan itself holds (a range pushed down
//! from a predicate, an attribute, a rule argument) enters by value.
//! Collection and relation inputs enter by the band of their size.

use std::collections::HashSet;
use std::sync::Arc;

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

/// The plan cache's key: what a plan depends on, as typed parts (no
/// text made from `Debug` output).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct PlanKey {
    /// The query's canonical text.
    text: Arc<str>,
    /// Each known input by name, in name order.
    known: Vec<(String, KnownPart)>,
    /// Each input relation's variables and the band of its size.
    inputs: Vec<(Vec<String>, u32)>,
    /// Each named source and what it was given, in name order.
    sources: Vec<String>,
    /// The rules' canonical text, when rules were given.
    rules: Option<Arc<str>>,
    force_order: Option<Vec<usize>>,
    samples: usize,
    prefer_bushy: bool,
}

/// How a known input enters the key.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum KnownPart {
    /// The bands of its patterns' counts with the value in place.
    Bands(Vec<u32>),
    /// Its value (typed: `1` and `1.0` differ), when the plan holds it.
    Value(String),
}

/// The plan cache key of a query with these inputs and options.
pub(super) fn plan_key(
    text: &Arc<str>,
    stats: &dyn Statistics,
    clauses: &[Clause],
    bound: &Bound,
    by_value: &HashSet<String>,
    source_kinds: &[String],
    options: &QueryOptions,
) -> Result<PlanKey, QueryError> {
    let mut known: Vec<(&String, &Edn)> = bound.known.iter().collect();
    known.sort_by(|a, b| a.0.cmp(b.0));
    let mut parts = Vec::with_capacity(known.len());
    for (var, value) in known {
        let mut b = Vec::new();
        if !by_value.contains(var.as_str()) {
            bands(stats, clauses, var, value, &mut b)?;
        }
        let part = if b.is_empty() {
            KnownPart::Value(typed_key(std::slice::from_ref(value)))
        } else {
            KnownPart::Bands(b)
        };
        parts.push((var.clone(), part));
    }
    Ok(PlanKey {
        text: text.clone(),
        known: parts,
        inputs: bound
            .inputs
            .iter()
            .map(|i| (i.vars.clone(), band(i.rows.len() as u64)))
            .collect(),
        sources: source_kinds.to_vec(),
        rules: bound.rules_text.clone(),
        force_order: options.force_order.clone(),
        samples: options.samples,
        prefer_bushy: options.prefer_bushy,
    })
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
