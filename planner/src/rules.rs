//! The rule dependency graph: stratification by strongly connected
//! components, and each rule's required arguments.

use crate::error::{Error, Result};
use petgraph::algo::kosaraju_scc;
use petgraph::graph::{DiGraph, NodeIndex};
use quiver_query::query::ast::{Clause, RuleSet};
use std::collections::{BTreeSet, HashMap};
/// Required (must be bound) argument positions of each rule, shared: every
/// rule body a query compiles gets its own planner, and copying the table
/// into each made a chain of thousands of rules quadratic (D-968).
pub type RuleRequirements = std::sync::Arc<HashMap<String, Vec<usize>>>;

/// Rules grouped into strata, in evaluation order (a stratum only depends on
/// itself and earlier strata, and on earlier strata only through `not`).
#[derive(Clone, Debug, Default)]
pub struct Stratification {
    /// Rule names per stratum, dependencies first.
    pub strata: Vec<Vec<String>>,
    /// Rules that depend on themselves (directly or through others).
    pub recursive: BTreeSet<String>,
}

impl Stratification {
    /// The stratum index of a rule.
    pub fn stratum_of(&self, name: &str) -> Option<usize> {
        self.strata.iter().position(|s| s.iter().any(|n| n == name))
    }
}

/// Calls made by a clause list: (callee, through negation).
fn calls(clauses: &[Clause], negated: bool, out: &mut Vec<(String, bool)>) {
    for c in clauses {
        match c {
            Clause::RuleCall(r) => out.push((r.name.as_str().to_string(), negated)),
            Clause::Not(n) => quiver_query::stack::deep(|| calls(&n.clauses, true, out)),
            Clause::Or(o) => {
                for b in &o.branches {
                    quiver_query::stack::deep(|| calls(&b.clauses, negated, out));
                }
            }
            _ => {}
        }
    }
}

/// Builds the dependency graph and orders its strongly connected components.
/// A cycle through `not` cannot be stratified and is an error naming it.
pub fn stratify(rules: &RuleSet) -> Result<Stratification> {
    let mut g: DiGraph<String, bool> = DiGraph::new();
    let mut node: HashMap<String, NodeIndex> = HashMap::new();
    for name in rules.names() {
        let n = g.add_node(name.as_str().to_string());
        node.insert(name.as_str().to_string(), n);
    }
    for r in &rules.rules {
        let from = node[r.name.as_str()];
        let mut out = Vec::new();
        calls(&r.clauses, false, &mut out);
        for (callee, negated) in out {
            if let Some(&to) = node.get(&callee) {
                g.add_edge(from, to, negated);
            }
        }
    }
    // kosaraju_scc returns components in reverse topological order of the
    // condensation: callees before callers, which is evaluation order. It
    // is iterative: tarjan_scc recursed once per rule of a call chain and
    // overflowed the stack on a chain of 300 rules (D-904).
    let sccs = kosaraju_scc(&g);
    let mut strat = Stratification::default();
    for scc in sccs {
        let members: BTreeSet<NodeIndex> = scc.iter().copied().collect();
        for &n in &scc {
            for e in g.edges(n) {
                use petgraph::visit::EdgeRef;
                if members.contains(&e.target()) {
                    if *e.weight() {
                        let mut names: Vec<String> = scc.iter().map(|&m| g[m].clone()).collect();
                        names.sort();
                        names.push(names[0].clone());
                        return Err(Error::Unstratifiable {
                            cycle: names.join(" -> "),
                        });
                    }
                    strat.recursive.extend(scc.iter().map(|&m| g[m].clone()));
                }
            }
        }
        let mut names: Vec<String> = scc.iter().map(|&m| g[m].clone()).collect();
        names.sort();
        strat.strata.push(names);
    }
    Ok(strat)
}

/// Each rule's required argument positions (`[[?req] ?free]` heads).
pub fn requirements(rules: &RuleSet) -> RuleRequirements {
    let mut req: HashMap<String, Vec<usize>> = HashMap::new();
    for r in &rules.rules {
        let positions = req
            .entry(r.name.as_str().to_string())
            .or_insert_with(|| (0..r.vars.required.len()).collect());
        // A head variable this body cannot bind itself (it only tests it)
        // must come bound from the caller.
        let mut table = crate::varset::VarTable::default();
        let mut bound = crate::varset::VarSet::new();
        for c in &r.clauses {
            crate::analyze::positive_binds(c, &mut table, &mut bound, None);
        }
        for (i, v) in r.vars.all().enumerate() {
            if !bound.contains(table.id(v.as_str())) && !positions.contains(&i) {
                positions.push(i);
            }
        }
        positions.sort_unstable();
    }
    std::sync::Arc::new(req)
}
