//! Inputs that stand for entities: a lookup ref `[:attr value]` or an
//! ident keyword passed through `:in` is resolved to its entity id when
//! the variable it binds is used where an entity is expected — the entity
//! position of a data pattern on the database, the value position of a
//! ref attribute, the entity argument of `get-else`, `get-some` and
//! `missing?`, and the entity of a `pull` in `:find` — in the query
//! itself or, through a rule call, in a rule's body (D-321).
//!
//! A lookup ref or ident that names nothing is an error (`Nothing found
//! for entity id …`), as one written in a pattern is, except that a
//! collection or relation input of several rows drops the rows naming
//! nothing, as Datalevin does (D-948); a lookup ref on an attribute that
//! is not unique is an error in every form. Values bound to other
//! variables are left as written.

use std::collections::{HashMap, HashSet};

use quiver_planner::InputRel;
use quiver_query::edn::Value as Edn;
use quiver_query::query::ast::{Clause, FindElem, FnArg, FnRef, Query, RuleSet, Term};

use quiver_store::Resolved;
use quiver_store::Snapshot;
use quiver_store::ValueType;
use quiver_store::{Error, Result};

/// The variables of `clauses` (and of `find`) used where an entity is
/// expected, following rule calls into the rules' bodies; and of them,
/// those only a `pull` in `:find` reads (an input there that names no
/// entity pulls as `nil`, as Datalevin, D-906).
pub(crate) fn entity_vars(
    snap: &Snapshot<'_>,
    query: &Query,
    clauses: &[Clause],
    rules: &RuleSet,
) -> (HashSet<String>, HashSet<String>) {
    let walker = Walker::new(snap, rules);
    let mut out = HashSet::new();
    walker.clauses(clauses, &mut out);
    let mut pull_only = HashSet::new();
    for f in query.find.elements() {
        if let FindElem::Pull(p) = f {
            let v = p.entity.as_str().to_string();
            if !out.contains(&v) {
                pull_only.insert(v);
            }
        }
    }
    out.extend(pull_only.iter().cloned());
    (out, pull_only)
}

/// Per rule, which parameters are entities (computed on first need, once
/// a query run, D-904).
pub(crate) type EntityParams = std::cell::OnceCell<HashMap<String, Vec<bool>>>;

/// Per rule name, which parameters its bodies use as entities (followed
/// through calls of other rules): a keyword constant passed there is an
/// ident (D-901).
pub(crate) fn rule_entity_params(
    snap: &Snapshot<'_>,
    rules: &RuleSet,
) -> HashMap<String, Vec<bool>> {
    Walker::new(snap, rules).rule_params
}

/// Finds entity positions; knows, per rule, which parameters are used as
/// entities (a fixpoint over the rule set, so recursion is followed).
struct Walker<'a> {
    snap: &'a Snapshot<'a>,
    rule_params: HashMap<String, Vec<bool>>,
}

impl<'a> Walker<'a> {
    fn new(snap: &'a Snapshot<'a>, rules: &RuleSet) -> Self {
        let mut w = Walker {
            snap,
            rule_params: HashMap::new(),
        };
        // A worklist: a rule is walked again only when a rule it calls
        // turned a parameter on. Rounds over the whole set took as many
        // rounds as a chain of rules is long, each walking every rule:
        // 10,000 rules calling each other in a chain took 13 s (D-968).
        let mut callers: HashMap<&str, Vec<usize>> = HashMap::new();
        for (i, r) in rules.rules.iter().enumerate() {
            let mut called = HashSet::new();
            rule_calls(&r.clauses, &mut called);
            for name in called {
                callers.entry(name).or_default().push(i);
            }
        }
        let mut queued = vec![true; rules.rules.len()];
        let mut work: std::collections::VecDeque<usize> = (0..rules.rules.len()).collect();
        while let Some(i) = work.pop_front() {
            queued[i] = false;
            let r = &rules.rules[i];
            let mut used = HashSet::new();
            w.clauses(&r.clauses, &mut used);
            let flags: Vec<bool> = r.vars.all().map(|v| used.contains(v.as_str())).collect();
            let entry = w
                .rule_params
                .entry(r.name.as_str().to_string())
                .or_insert_with(|| vec![false; flags.len()]);
            // Each step can only turn parameters on; there are finitely many.
            let mut changed = false;
            for (old, new) in entry.iter_mut().zip(flags) {
                if new && !*old {
                    *old = true;
                    changed = true;
                }
            }
            if changed {
                for &j in callers.get(r.name.as_str()).into_iter().flatten() {
                    if !std::mem::replace(&mut queued[j], true) {
                        work.push_back(j);
                    }
                }
            }
        }
        w
    }

    fn clauses(&self, clauses: &[Clause], out: &mut HashSet<String>) {
        for c in clauses {
            quiver_query::stack::deep(|| self.clause(c, out));
        }
    }

    fn clause(&self, c: &Clause, out: &mut HashSet<String>) {
        let mut add = |t: &Term| {
            if let Term::Var(v) = t {
                out.insert(v.as_str().to_string());
            }
        };
        match c {
            Clause::Pattern(p) if p.source.as_ref().is_none_or(|s| s.is_default()) => {
                add(&p.e);
                let is_ref = match &p.a {
                    Term::Const(k) => k
                        .value
                        .as_keyword()
                        .and_then(|k| self.snap.attr_of(k))
                        .and_then(|id| self.snap.schema().get(id))
                        .is_some_and(|info| info.value_type == Some(ValueType::Ref)),
                    _ => false,
                };
                if is_ref {
                    add(&p.v);
                }
            }
            Clause::Pattern(_) => {}
            Clause::Predicate(p) => self.db_fn(&p.func, &p.args, out),
            Clause::Function(f) => self.db_fn(&f.func, &f.args, out),
            Clause::RuleCall(r) => {
                if let Some(flags) = self.rule_params.get(r.name.as_str()) {
                    for (t, on) in r.args.iter().zip(flags) {
                        if *on {
                            add(t);
                        }
                    }
                }
            }
            Clause::Not(n) => self.clauses(&n.clauses, out),
            Clause::Or(o) => o
                .branches
                .iter()
                .for_each(|b| self.clauses(&b.clauses, out)),
        }
    }

    /// `(get-else $ ?e …)`, `(get-some $ ?e …)`, `(get-some-else $ ?e …)`,
    /// `(missing? $ ?e …)`.
    fn db_fn(&self, func: &FnRef, args: &[FnArg], out: &mut HashSet<String>) {
        if let FnRef::Builtin(name, _) = func {
            if matches!(
                name.as_str(),
                "get-else" | "get-some" | "get-some-else" | "missing?"
            ) {
                if let [FnArg::Source(_), FnArg::Var(v), ..] = args {
                    out.insert(v.as_str().to_string());
                }
            }
        }
    }
}

/// The names of the rules `clauses` call, in `not` and `or` too.
fn rule_calls<'r>(clauses: &'r [Clause], out: &mut HashSet<&'r str>) {
    for c in clauses {
        match c {
            Clause::RuleCall(r) => {
                out.insert(r.name.as_str());
            }
            Clause::Not(n) => quiver_query::stack::deep(|| rule_calls(&n.clauses, out)),
            Clause::Or(o) => o
                .branches
                .iter()
                .for_each(|b| quiver_query::stack::deep(|| rule_calls(&b.clauses, out))),
            _ => {}
        }
    }
}

/// Resolves `v` (a value in an entity position) if it is a lookup ref or
/// an ident: its entity id, or an error when it names nothing; any other
/// value comes back unchanged. `[:attr x]` on an attribute that is not
/// unique, or that does not exist, is an error, as in Datalevin (D-874).
pub(crate) fn resolve(snap: &Snapshot<'_>, v: &Edn) -> Result<Edn> {
    let lookup = match v {
        Edn::Vector(items) | Edn::List(items) if items.len() == 2 => {
            items[0].as_keyword().map(|k| {
                snap.attr_of(k)
                    .and_then(|id| snap.schema().get(id))
                    .is_some_and(|info| info.unique.is_some())
            })
        }
        Edn::Keyword(_) => Some(true),
        _ => None,
    };
    match lookup {
        None => Ok(v.clone()),
        Some(false) => Err(Error::Input(format!(
            "Lookup ref attribute should be marked as :db/unique: {}",
            quiver_store::cut(&v.to_string())
        ))),
        Some(true) => match snap.resolve_entity(v)? {
            Resolved::Id(id) => Ok(Edn::Long(id.0 as i64)),
            // An ident that names nothing too, as in Datalevin (sixth
            // unseen corpus, `in-kw-ident-as-entity`): as a written one.
            Resolved::Nothing => Err(Error::Input(format!(
                "Nothing found for entity id {}",
                quiver_store::cut(&v.to_string())
            ))),
        },
    }
}

/// Inputs resolved for matching that the result shows as given (D-381):
/// a variable bound by a lookup ref or an ident is matched by its entity
/// id, but projected as the value the caller passed, as Datalevin does.
#[derive(Debug, Default)]
pub(crate) struct Given {
    /// The stand-in of each such variable, which holds the given value.
    pub alias: HashMap<String, String>,
    /// Scalar stand-ins and their given values.
    pub scalars: HashMap<String, Edn>,
}

/// The stand-in variable holding `var`'s given value: a name no written
/// symbol can have.
fn stand_in(var: &str) -> String {
    format!("?%given-{}", var.trim_start_matches('?'))
}

/// Resolves, in the known scalars and the input relations, the values of
/// the variables in `vars`. Those of them in `projected` whose value
/// resolution changed keep the given value in a stand-in (a scalar, or
/// a column added to their relation), returned in [`Given`].
pub(crate) fn resolve_inputs(
    snap: &Snapshot<'_>,
    (vars, pull_only): (&HashSet<String>, &HashSet<String>),
    projected: &HashSet<String>,
    known: &mut HashMap<String, Edn>,
    inputs: &mut [InputRel],
) -> Result<Given> {
    // Only a pull reads it: a designator that names nothing pulls nil.
    let resolve_named = |name: &str, v: &Edn| match resolve(snap, v) {
        Err(Error::Input(m)) if pull_only.contains(name) && m.starts_with("Nothing found") => {
            Ok(Edn::Long(0))
        }
        other => other,
    };
    let mut given = Given::default();
    for (name, v) in known.iter_mut() {
        if vars.contains(name) {
            let resolved = resolve_named(name, v)?;
            if resolved != *v && projected.contains(name) {
                let s = stand_in(name);
                given.scalars.insert(s.clone(), v.clone());
                given.alias.insert(name.clone(), s);
            }
            *v = resolved;
        }
    }
    for rel in inputs {
        let cols: Vec<usize> = (0..rel.vars.len())
            .filter(|&i| vars.contains(&rel.vars[i]))
            .collect();
        if cols.is_empty() {
            continue;
        }
        let shown: Vec<usize> = cols
            .iter()
            .copied()
            .filter(|&i| projected.contains(&rel.vars[i]))
            .collect();
        let mut kept: Vec<Vec<Edn>> = Vec::new();
        let mut changed = vec![false; rel.vars.len()];
        // Of several rows, one naming nothing is dropped; a single row
        // naming nothing is the error a scalar input gives (D-948).
        let several = rel.rows.len() > 1;
        let mut named = Vec::with_capacity(rel.rows.len());
        for row in &mut rel.rows {
            kept.push(shown.iter().map(|&i| row[i].clone()).collect());
            let mut names = true;
            for &i in &cols {
                let resolved = match resolve_named(&rel.vars[i], &row[i]) {
                    Err(Error::Input(m)) if several && m.starts_with("Nothing found") => {
                        names = false;
                        break;
                    }
                    other => other?,
                };
                changed[i] |= resolved != row[i];
                row[i] = resolved;
            }
            named.push(names);
        }
        if named.contains(&false) {
            let mut flags = named.iter();
            rel.rows.retain(|_| *flags.next().unwrap_or(&true));
            let mut flags = named.iter();
            kept.retain(|_| *flags.next().unwrap_or(&true));
        }
        // Only columns whose values resolution changed need a stand-in.
        let add: Vec<(usize, usize)> = shown
            .iter()
            .enumerate()
            .filter(|&(_, &i)| changed[i])
            .map(|(k, &i)| (k, i))
            .collect();
        for &(_, i) in &add {
            let s = stand_in(&rel.vars[i]);
            given.alias.insert(rel.vars[i].clone(), s.clone());
            rel.vars.push(s);
        }
        if !add.is_empty() {
            for (row, original) in rel.rows.iter_mut().zip(kept) {
                row.extend(add.iter().map(|&(k, _)| original[k].clone()));
            }
        }
        // Two lookup refs may name one entity: keep the rows a set (two
        // given values stay two rows when they are shown).
        let mut seen = HashSet::new();
        rel.rows.retain(|r| seen.insert(r.clone()));
    }
    Ok(given)
}
