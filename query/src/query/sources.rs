//! Pushing a clause's source down to its data patterns.
//!
//! `($src not …)`, `($src or …)` and `($src rule ?a …)` run their clauses
//! against `$src`: every pattern, nested `not`/`or` and rule call inside
//! them that names no source of its own reads `$src`. [`push_sources`]
//! rewrites a query's clauses (and its rules) so that each data pattern
//! names its source explicitly and no `not`, `or` or rule call carries one:
//! a rule called on `$src` becomes a copy of the rule whose bodies read
//! `$src` (named `name@$src`, which no written symbol can collide with).
//! Planning and execution then only ever see per-pattern sources.
//!
//! ```
//! use quiver_query::query::{parse_query, parse_rules, push_sources, Clause};
//! let q = parse_query("[:find ?n :in $ $2 % :where [?e :n ?n] ($2 nick ?e ?k)]").unwrap();
//! let rules = parse_rules("[[(nick ?e ?k) [?e :nick ?k]]]").unwrap();
//! let (clauses, rules) = push_sources(&q.where_clauses, &rules);
//! let Clause::RuleCall(call) = &clauses[1] else { panic!() };
//! assert_eq!(call.name.as_str(), "nick@$2");
//! assert!(call.source.is_none());
//! let copy = rules.rules.iter().find(|r| r.name.as_str() == "nick@$2").unwrap();
//! let Clause::Pattern(p) = &copy.clauses[0] else { panic!() };
//! assert_eq!(p.source.as_ref().unwrap().name.as_str(), "$2");
//! ```

use std::collections::BTreeSet;

use super::ast::{Clause, Not, Or, OrBranch, RuleCall, RuleSet, SrcVar};
use crate::edn::Symbol;

/// The name of the copy of rule `name` that reads `src`.
fn variant(name: &Symbol, src: &SrcVar) -> Symbol {
    Symbol::new(None, &format!("{}@{}", name.as_str(), src.name.as_str()))
}

/// What the rewrite has found so far: rule copies still to build.
struct Rewriter<'r> {
    rules: &'r RuleSet,
    /// (rule name, source) pairs whose copies exist or are queued.
    made: BTreeSet<(String, String)>,
    queue: Vec<(Symbol, SrcVar)>,
}

impl Rewriter<'_> {
    /// Rewrites `clauses`, whose default source is `src` (`None` for `$`).
    fn clauses(&mut self, clauses: &[Clause], src: Option<&SrcVar>) -> Vec<Clause> {
        clauses
            .iter()
            .map(|c| crate::stack::deep(|| self.clause(c, src)))
            .collect()
    }

    fn clause(&mut self, c: &Clause, src: Option<&SrcVar>) -> Clause {
        let own = |s: &Option<SrcVar>| s.as_ref().or(src).filter(|s| !s.is_default()).cloned();
        match c {
            Clause::Pattern(p) => {
                let mut p = p.clone();
                p.source = own(&p.source);
                Clause::Pattern(p)
            }
            Clause::Not(n) => {
                let inner = own(&n.source);
                Clause::Not(Not {
                    source: None,
                    join_vars: n.join_vars.clone(),
                    clauses: self.clauses(&n.clauses, inner.as_ref()),
                    span: n.span,
                })
            }
            Clause::Or(o) => {
                let inner = own(&o.source);
                Clause::Or(Or {
                    source: None,
                    join_vars: o.join_vars.clone(),
                    branches: o
                        .branches
                        .iter()
                        .map(|b| OrBranch {
                            clauses: self.clauses(&b.clauses, inner.as_ref()),
                            span: b.span,
                        })
                        .collect(),
                    span: o.span,
                })
            }
            Clause::RuleCall(r) => match own(&r.source) {
                None => Clause::RuleCall(RuleCall {
                    source: None,
                    ..r.clone()
                }),
                Some(s) => {
                    if self
                        .made
                        .insert((r.name.as_str().to_string(), s.name.as_str().to_string()))
                    {
                        self.queue.push((r.name.clone(), s.clone()));
                    }
                    Clause::RuleCall(RuleCall {
                        source: None,
                        name: variant(&r.name, &s),
                        ..r.clone()
                    })
                }
            },
            Clause::Predicate(_) | Clause::Function(_) => c.clone(),
        }
    }
}

/// Rewrites `clauses` and `rules` so that sources sit on data patterns
/// only (see the module docs). Rules never called on another source come
/// back unchanged; each (rule, source) pair that is called gets a copy.
pub fn push_sources(clauses: &[Clause], rules: &RuleSet) -> (Vec<Clause>, RuleSet) {
    let mut w = Rewriter {
        rules,
        made: BTreeSet::new(),
        queue: Vec::new(),
    };
    let clauses = w.clauses(clauses, None);
    let mut copies: Vec<_> = rules
        .rules
        .iter()
        .map(|r| {
            let mut r = r.clone();
            r.clauses = w.clauses(&r.clauses, None);
            r
        })
        .collect();
    while let Some((name, src)) = w.queue.pop() {
        let bodies: Vec<_> = w
            .rules
            .rules
            .iter()
            .filter(|r| r.name == name)
            .cloned()
            .collect();
        for mut body in bodies {
            body.clauses = w.clauses(&body.clauses, Some(&src));
            body.name = variant(&name, &src);
            copies.push(body);
        }
    }
    (clauses, RuleSet::new(copies))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::query::{parse_query, parse_rules};

    fn sources(c: &Clause, out: &mut Vec<String>) {
        match c {
            Clause::Pattern(p) => out.push(
                p.source
                    .as_ref()
                    .map_or("$".to_string(), |s| s.name.as_str().to_string()),
            ),
            Clause::Not(n) => {
                assert!(n.source.is_none());
                n.clauses.iter().for_each(|c| sources(c, out));
            }
            Clause::Or(o) => {
                assert!(o.source.is_none());
                o.branches
                    .iter()
                    .flat_map(|b| &b.clauses)
                    .for_each(|c| sources(c, out));
            }
            Clause::RuleCall(r) => {
                assert!(r.source.is_none());
                out.push(format!("call {}", r.name.as_str()));
            }
            _ => {}
        }
    }

    #[test]
    fn not_or_and_nested_clauses_inherit_the_source() {
        let q = parse_query(
            "[:find ?e :in $ $a $b :where [?e :x]
              ($a not [?e :y] ($b or [?e :z] [$ ?e :w]) (not [?e :v]))
              ($b or-join [?e] (and [?e :u] [$a ?e :t]))]",
        )
        .unwrap();
        let (clauses, _) = push_sources(&q.where_clauses, &RuleSet::default());
        let mut got = Vec::new();
        clauses.iter().for_each(|c| sources(c, &mut got));
        assert_eq!(got, ["$", "$a", "$b", "$", "$a", "$b", "$a"]);
    }

    #[test]
    fn rules_called_on_a_source_get_one_copy_per_source() {
        let q = parse_query(
            "[:find ?a :in $ $g % :where ($g reach ?a ?b) ($g reach ?b ?a) (reach ?a ?a)]",
        )
        .unwrap();
        let rules =
            parse_rules("[[(reach ?x ?y) [?x :e ?y]] [(reach ?x ?y) [?x :e ?z] (reach ?z ?y)]]")
                .unwrap();
        let (clauses, out) = push_sources(&q.where_clauses, &rules);
        let mut got = Vec::new();
        clauses.iter().for_each(|c| sources(c, &mut got));
        assert_eq!(got, ["call reach@$g", "call reach@$g", "call reach"]);
        let names: Vec<&str> = out.rules.iter().map(|r| r.name.as_str()).collect();
        assert_eq!(names, ["reach", "reach", "reach@$g", "reach@$g"]);
        // The copy's patterns read $g and its recursive call stays in the copy.
        let mut body = Vec::new();
        out.rules[3]
            .clauses
            .iter()
            .for_each(|c| sources(c, &mut body));
        assert_eq!(body, ["$g", "call reach@$g"]);
        // The original is untouched.
        assert_eq!(out.rules[..2], rules.rules[..]);
    }
}
