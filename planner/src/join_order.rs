//! Ordering the clauses of a conjunction: exact counts for single patterns,
//! sampled fan-outs for joins, dynamic programming over clause subsets.

use crate::analyze::{
    Known, clause_ids, combine, fn_arg_ids, not_shared, or_needs_binds, range_fact, term_const,
    term_var,
};
use crate::cost;
use crate::error::{Error, Result};
use crate::plan::{ConjPlan, Op, PatternStep, Step, pattern_text};
use crate::rules::RuleRequirements;
use crate::statistics::{AttrStats, PatternQuery, Statistics, ValueSel};
use crate::varset::{VarId, VarNames, VarSet, VarTable};
use quiver_query::edn::{Keyword, Value};
use quiver_query::query::ast::{
    Clause, FnRef, FunctionCall, Not, Or, Pattern, Predicate, RuleCall, Term,
};
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

mod lazy;
use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::Arc;

/// Planner settings.
#[derive(Clone, Debug)]
pub struct PlannerOptions {
    /// Samples drawn per fan-out estimate.
    pub samples: usize,
    /// Seed of the sampler (the same seed plans the same way on the same data).
    pub seed: u64,
    /// Asked between planning steps: when it answers true (the query was
    /// cancelled or ran out of time) planning stops with
    /// [`Error::Interrupted`](crate::Error::Interrupted).
    pub stop: Option<StopCheck>,
    /// Plan a bushy join wherever one is possible, whatever it costs (for
    /// testing the operator: answers never depend on it).
    pub prefer_bushy: bool,
    /// Plan no bushy join: for a query that stops early (a `:limit`
    /// without an order), where the group would be run whole whatever
    /// few rows are wanted.
    pub no_bushy: bool,
    /// Items beyond which the greedy search rescores lazily
    /// ([`cost::LAZY_GREEDY_FROM`]; lower only to test the lazy search on
    /// small conjunctions).
    pub lazy_greedy_from: usize,
    /// Items up to which the greedy search looks two steps ahead before a
    /// step that multiplies the rows ([`cost::LOOKAHEAD_UPTO`]; 0 turns it
    /// off, to compare).
    pub lookahead_upto: usize,
}

/// A caller's "should planning stop now?" check.
#[derive(Clone)]
pub struct StopCheck(pub std::sync::Arc<dyn Fn() -> bool + Send + Sync>);

impl std::fmt::Debug for StopCheck {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("StopCheck")
    }
}

impl Default for PlannerOptions {
    fn default() -> Self {
        PlannerOptions {
            samples: cost::DEFAULT_SAMPLES,
            seed: 0x5EED_0F0A_11CE,
            stop: None,
            prefer_bushy: false,
            no_bushy: false,
            lazy_greedy_from: cost::LAZY_GREEDY_FROM,
            lookahead_upto: cost::LOOKAHEAD_UPTO,
        }
    }
}

/// A collection or relation input: its variables and rows.
#[derive(Clone, Debug)]
pub struct InputRel {
    /// Variable per column.
    pub vars: Vec<String>,
    /// The rows.
    pub rows: Vec<Vec<Value>>,
}

/// What is known when a conjunction starts.
#[derive(Clone, Debug, Default)]
pub struct Entry {
    /// Variables bound by the caller (outer query, rule head, scalar inputs).
    pub bound: VarNames,
    /// Scalar inputs whose values are known at plan time.
    pub known: HashMap<String, Value>,
    /// Collection and relation inputs to join.
    pub inputs: Vec<InputRel>,
    /// Variables the clauses share with their surroundings without having
    /// them bound on entry: a rule's head when the rule is listed in full.
    /// A `not` that mentions one needs it bound by a clause (D-876).
    pub visible: VarNames,
    /// The variables read after the clauses (the query's result), when
    /// the caller knows them: a variable that one database pattern binds
    /// at one position and nothing else names is then only tested for
    /// (the executor makes it a blank, D-975), so that pattern is priced
    /// as an existence test. `None`: every variable may be read.
    pub read: Option<VarNames>,
}

/// A rule call as its estimate is kept: the rule and the argument
/// positions given.
type RuleCallKey = (String, SmallVec<[usize; 4]>);

/// Estimates of rule calls that several planners of one query run share
/// ([`Planner::with_stratified_rules`]): the executor plans each rule body
/// it compiles with a planner of its own, and each of them estimating a
/// chain of rules again made a long chain cubic (D-904).
#[derive(Clone, Default)]
pub struct RuleEstimates(std::rc::Rc<RefCell<FxHashMap<RuleCallKey, (f64, f64)>>>);

impl std::fmt::Debug for RuleEstimates {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "RuleEstimates({} calls)", self.0.borrow().len())
    }
}

/// A nested conjunction's clauses (address, length) and its bound set.
type NestedKey = (usize, usize, VarSet);

/// An [`Entry`] as the planner works with it: variables as ids of its
/// table. A nested body (an `or` branch, a `not`) gets its own scope,
/// with the known values of the variables it shares and no inputs.
struct Scope<'e> {
    /// Variables bound on entry.
    bound: VarSet,
    /// The variables of `values` this scope sees.
    known: VarSet,
    /// Scalar inputs' values by name (the caller's [`Entry::known`]).
    values: &'e HashMap<String, Value>,
    /// Collection and relation inputs to join (none in a nested scope).
    inputs: &'e [InputRel],
    /// Each input's variables, as ids.
    input_vars: Vec<Vec<VarId>>,
    /// The caller's [`Entry::visible`] (none in a nested scope).
    visible: VarSet,
    /// Variables only tested for (see [`Entry::read`]; none in a nested
    /// scope).
    unread: VarSet,
}

impl<'e> Scope<'e> {
    /// The known values of this scope.
    fn known(&self) -> Known<'_> {
        Known {
            set: &self.known,
            values: self.values,
        }
    }

    /// The scope of a nested body that sees `inner` bound: the known
    /// values among those, and no inputs. An `or-join` branch's or a
    /// `not-join` body's other variables are fresh, even when an input
    /// has their name (D-331).
    fn nested(&self, inner: VarSet) -> Scope<'e> {
        Scope {
            known: self.known.intersection(&inner),
            bound: inner,
            values: self.values,
            inputs: &[],
            input_vars: Vec::new(),
            visible: VarSet::new(),
            unread: VarSet::new(),
        }
    }
}

/// Plans conjunctions against one snapshot's statistics.
pub struct Planner<'a> {
    stats: &'a dyn Statistics,
    options: PlannerOptions,
    rules: RuleRequirements,
    counts: RefCell<FxHashMap<PatternQuery, u64>>,
    /// Samples drawn, shared (a fan-out takes one position of each datom).
    samples: RefCell<FxHashMap<PatternQuery, Arc<[crate::statistics::SampledDatom]>>>,
    /// Fan-outs by (pattern, bound position, where the variable's sample
    /// values come from): the join-order search asks for the same one for
    /// every order that has the same smallest source, each an average of
    /// up to 64 counts (D-344).
    fanouts: RefCell<FxHashMap<(PatternQuery, usize, FanoutSource), f64>>,
    /// Entity lists of patterns with their value given, read to test the
    /// entities a sample drew (`None`: too long, or not offered).
    lists: RefCell<FxHashMap<PatternQuery, Option<std::sync::Arc<[u64]>>>>,
    /// Attribute facts asked so far.
    attributes: RefCell<FxHashMap<Keyword, Option<AttrStats>>>,
    /// Plans of nested conjunctions (`or` branches, `not` bodies) by the
    /// clauses' address and the variables bound on entry: the join-order
    /// search asks for the same body many times, and nesting would make
    /// that exponential.
    nested: RefCell<FxHashMap<NestedKey, ConjPlan>>,
    /// The variables' ids: sets of variables are bitsets of them (D-853).
    vars: RefCell<VarTable>,
    /// The query's rules, when given ([`Planner::with_rules`]): a call of
    /// a non-recursive rule is estimated by planning its bodies (D-863).
    rule_set: Option<Arc<quiver_query::query::ast::RuleSet>>,
    /// Rules that depend on themselves: estimated by the constants.
    recursive_rules: std::collections::BTreeSet<String>,
    /// Estimates of rule calls by (rule, argument positions given):
    /// (rows per row in, cost per row in).
    rule_estimates: RuleEstimates,
    /// No known values (a rule body's scope sees none of the query's).
    no_values: HashMap<String, Value>,
}

#[allow(clippy::large_enum_variant)] // a handful per query
enum Kind<'c> {
    Pattern {
        p: &'c Pattern,
        q: PatternQuery,
        count: u64,
        vars: [Option<VarId>; 3],
    },
    Input {
        index: usize,
    },
    Bind(&'c FunctionCall),
    Or(&'c Or),
    Not(&'c Not),
    Rule(&'c RuleCall),
}

struct Item<'c> {
    kind: Kind<'c>,
    clause_index: Option<usize>,
    needs: VarSet,
    binds: VarSet,
    vars: VarSet,
    /// This pattern's fan-outs found so far in this conjunction, by bound
    /// position and source: the search asks for the same ones for every
    /// subset, and the planner-wide table is keyed by whole pattern
    /// queries (cloned and hashed per question).
    fanouts: RefCell<SmallVec<[(usize, LocalSource, f64); 4]>>,
    /// An `or` or `not` item's last estimate (rows, cost) and the bound
    /// set its body was planned with: the greedy search asks every round
    /// for every item, and sibling `or`s and `not`s usually see the same
    /// bound set round after round (D-894).
    nested_estimate: RefCell<Option<(VarSet, f64, f64)>>,
}

/// Where a bound variable's sample values come from, within one
/// conjunction: pattern item `j`'s position, or an input's column.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum LocalSource {
    Item(usize, usize),
    Input(usize, usize),
}

impl LocalSource {
    /// The item the source is: an input's item has the input's index (the
    /// inputs' items come first, in order).
    fn item(self) -> usize {
        match self {
            LocalSource::Item(j, _) | LocalSource::Input(j, _) => j,
        }
    }
}

struct Pred<'c> {
    p: &'c Predicate,
    vars: VarSet,
    pushed: bool,
}

/// What adding one item to a [`State`] costs and leaves open.
struct Score {
    cost: f64,
    rows: f64,
    /// Rows out per row in of the item itself.
    fanout: f64,
    star: Option<VarId>,
    star_debt: f64,
}

#[derive(Clone)]
struct State {
    cost: f64,
    rows: f64,
    order: Vec<usize>,
    /// The entity variable of the last step when that step read its
    /// entity's EAV row (a pattern with the entity bound and a constant
    /// attribute): a next pattern on the same entity joins that read (the
    /// executor fuses them into one merge-scan step), so it costs no seek.
    star: Option<VarId>,
    /// What making that entity's row read would still cost (the steps on
    /// it were priced as an entity list or a hash join, which read no
    /// row): a seek per row they were given, less what they cost.
    star_debt: f64,
    /// Runs of `order` planned on their own and hash-joined with the
    /// steps before them (bushy joins), in order.
    groups: Vec<Group>,
    /// Each variable the steps bound, with the rows there were when it was
    /// bound (at most that many distinct values).
    first: Vec<(VarId, f64)>,
    /// The smallest source of each variable among the steps of `order`
    /// (see [`Planner::var_fanout`]), found once per state: the greedy
    /// search asks for it per candidate and bound position, and scanning
    /// the order each time made planning cubic in the clauses.
    sources: std::cell::OnceCell<FxHashMap<VarId, (u64, LocalSource)>>,
    /// `first` sorted by variable, made when the dynamic programming
    /// compares two states: comparing the lists by lookups was quadratic
    /// in the variables, and most of the planning of a dozen patterns on
    /// one entity.
    first_by_var: std::cell::OnceCell<Vec<(VarId, f64)>>,
}

impl State {
    /// [`first`](Self::first) sorted by variable (made once).
    fn sorted_first(&self) -> &[(VarId, f64)] {
        self.first_by_var.get_or_init(|| {
            let mut f = self.first.clone();
            f.sort_by_key(|&(v, _)| v);
            f
        })
    }

    /// Whether every variable this state bound was bound with at most the
    /// rows `other` had when binding it (1 when `other` never bound it).
    fn binds_no_later_than(&self, other: &State) -> bool {
        let (mine, theirs) = (self.sorted_first(), other.sorted_first());
        let mut j = 0;
        mine.iter().all(|&(v, r)| {
            while j < theirs.len() && theirs[j].0 < v {
                j += 1;
            }
            let at = theirs.get(j).filter(|t| t.0 == v).map_or(1.0, |t| t.1);
            r <= at
        })
    }

    /// Rows when `var` was bound: 1 for a variable bound on entry (one
    /// value per row entering).
    fn first_rows(&self, var: VarId) -> f64 {
        // From the end: a long chain asks for the variable bound last.
        self.first
            .iter()
            .rev()
            .find(|(v, _)| *v == var)
            .map_or(1.0, |(_, r)| *r)
    }
}

/// A bushy join in a [`State`]: `order[start..start + len]` is a group of
/// patterns planned from nothing, run once, and hash-joined with the rows
/// of the steps before it.
#[derive(Clone, Debug)]
struct Group {
    start: usize,
    len: usize,
    /// The group's own plan: its cost and rows.
    cost: f64,
    rows: f64,
    /// Rows after the join (per row entering the conjunction).
    out_rows: f64,
}

/// Where a bound variable's sample values come from: a pattern's position,
/// or an input relation's column.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum FanoutSource {
    Pattern(PatternQuery, usize),
    Input(usize, usize),
}

impl<'a> Planner<'a> {
    /// A planner over `stats`; `rules` gives each rule's required argument
    /// positions.
    pub fn new(
        stats: &'a dyn Statistics,
        options: PlannerOptions,
        rules: RuleRequirements,
    ) -> Self {
        Planner {
            stats,
            options,
            rules,
            // A join's fresh plan asks a few hundred counts (most of them
            // fan-out samples): room for them up front saves the table's
            // regrowth, ~5 % of such a plan (D-853). Untouched buckets cost
            // a small plan nothing but address space.
            counts: RefCell::new(FxHashMap::with_capacity_and_hasher(
                COUNTS_CAPACITY,
                Default::default(),
            )),
            samples: RefCell::default(),
            fanouts: RefCell::default(),
            lists: RefCell::default(),
            attributes: RefCell::default(),
            nested: RefCell::default(),
            vars: RefCell::default(),
            rule_set: None,
            recursive_rules: Default::default(),
            rule_estimates: RuleEstimates::default(),
            no_values: HashMap::new(),
        }
    }

    /// [`Planner::with_rules`] for rules already stratified (`recursive`:
    /// the rules that depend on themselves), sharing the estimates of
    /// rule calls with the other planners given `estimates` (D-904).
    pub fn with_stratified_rules(
        mut self,
        rules: Arc<quiver_query::query::ast::RuleSet>,
        recursive: &std::collections::BTreeSet<String>,
        estimates: RuleEstimates,
    ) -> Self {
        self.recursive_rules = recursive.clone();
        self.rule_set = Some(rules);
        self.rule_estimates = estimates;
        self
    }

    /// Gives the planner the query's rules: a call of a rule that does not
    /// depend on itself is then estimated from its bodies' plans (its
    /// size when called with nothing bound, its fan-out when called with
    /// arguments bound) instead of fixed guesses (D-863). Recursive rules
    /// keep the guesses.
    pub fn with_rules(mut self, rules: Arc<quiver_query::query::ast::RuleSet>) -> Self {
        self.recursive_rules = match crate::rules::stratify(&rules) {
            Ok(s) => s.recursive,
            // Unstratifiable rules are refused before they run; estimate
            // none of them.
            Err(_) => rules
                .names()
                .into_iter()
                .map(|n| n.as_str().to_string())
                .collect(),
        };
        self.rule_set = Some(rules);
        self
    }

    /// (rows per row in, cost per row in) of calling rule `name` with the
    /// argument positions `given` bound, from its bodies' plans; `None`
    /// for a recursive or unknown rule, or when the planner has no rules.
    fn rule_estimate(&self, name: &str, given: &[usize]) -> Result<Option<(f64, f64)>> {
        let Some(rules) = &self.rule_set else {
            return Ok(None);
        };
        if self.recursive_rules.contains(name) || rules.bodies(name).next().is_none() {
            return Ok(None);
        }
        let key = (name.to_string(), SmallVec::from_slice(given));
        if let Some(e) = self.rule_estimates.0.borrow().get(&key) {
            return Ok(Some(*e));
        }
        let (mut rows, mut c) = (0.0, 0.0);
        for body in rules.bodies(name) {
            let (bound, visible) = {
                let mut t = self.vars.borrow_mut();
                let head: Vec<&str> = body.vars.all().map(|v| v.as_str()).collect();
                (
                    t.set(given.iter().filter_map(|&i| head.get(i).copied())),
                    // The head is seen by the caller, as when the body runs
                    // (D-876).
                    t.set(head.iter().copied()),
                )
            };
            let scope = Scope {
                bound,
                known: VarSet::new(),
                values: &self.no_values,
                inputs: &[],
                input_vars: Vec::new(),
                visible,
                unread: VarSet::new(),
            };
            let plan = match quiver_query::stack::deep(|| self.plan_in(&body.clauses, &scope, None))
            {
                Ok(plan) => plan,
                // A body that cannot be planned with only these arguments
                // bound is the executor's to report (or to run another
                // way): the call keeps the fixed guesses.
                Err(e @ (Error::Interrupted | Error::Statistics(_))) => return Err(e),
                Err(_) => return Ok(None),
            };
            rows += plan.est_rows;
            c += plan.est_cost;
        }
        // Each answer is also made a tuple, deduplicated and joined back.
        let e = (rows, c + rows * cost::RULE_ANSWER);
        self.rule_estimates.0.borrow_mut().insert(key, e);
        Ok(Some(e))
    }

    fn count(&self, q: &PatternQuery) -> Result<u64> {
        if let Some(n) = self.counts.borrow().get(q) {
            return Ok(*n);
        }
        let n = self.stats.count(q)?;
        self.counts.borrow_mut().insert(q.clone(), n);
        Ok(n)
    }

    /// Facts about attribute `a`, asked of the statistics once per plan:
    /// the join-order search prices every step with them.
    fn attribute(&self, a: &Keyword) -> Result<Option<AttrStats>> {
        if let Some(s) = self.attributes.borrow().get(a) {
            return Ok(s.clone());
        }
        let s = self.stats.attribute(a)?;
        self.attributes.borrow_mut().insert(a.clone(), s.clone());
        Ok(s)
    }

    /// The entity list of `q` (`[?e :a v]`) when it is short enough to
    /// test sampled entities against (D-843).
    fn entity_list(&self, q: &PatternQuery) -> Result<Option<std::sync::Arc<[u64]>>> {
        if q.e.is_some() || q.a.is_none() || !matches!(q.v, ValueSel::Eq(_)) {
            return Ok(None);
        }
        if let Some(l) = self.lists.borrow().get(q) {
            return Ok(l.clone());
        }
        let list = if self.count(q)? <= cost::FANOUT_LIST_MAX {
            self.stats.entity_ids(q, cost::FANOUT_LIST_MAX)?
        } else {
            None
        };
        self.lists.borrow_mut().insert(q.clone(), list.clone());
        Ok(list)
    }

    fn sample(&self, q: &PatternQuery) -> Result<Arc<[crate::statistics::SampledDatom]>> {
        if let Some(s) = self.samples.borrow().get(q) {
            return Ok(s.clone());
        }
        let s: Arc<[_]> = self
            .stats
            .sample(q, self.options.samples, self.options.seed)?
            .into();
        self.samples.borrow_mut().insert(q.clone(), s.clone());
        Ok(s)
    }

    /// Plans `clauses` (in any order they were written) given what is bound
    /// on entry. `force` fixes the order of the clauses (indexes into
    /// `clauses`; inputs come first), for measuring the planner against a
    /// hand-picked order.
    pub fn plan(
        &self,
        clauses: &[Clause],
        entry: &Entry,
        force: Option<&[usize]>,
    ) -> Result<ConjPlan> {
        let scope = {
            let mut t = self.vars.borrow_mut();
            Scope {
                bound: t.set(entry.bound.iter().map(String::as_str)),
                known: t.set(entry.known.keys().map(String::as_str)),
                values: &entry.known,
                inputs: &entry.inputs,
                input_vars: entry
                    .inputs
                    .iter()
                    .map(|i| i.vars.iter().map(|v| t.id(v)).collect())
                    .collect(),
                visible: t.set(entry.visible.iter().map(String::as_str)),
                unread: match &entry.read {
                    Some(read) => unread_vars(clauses, entry, read, &mut t),
                    None => VarSet::new(),
                },
            }
        };
        self.plan_in(clauses, &scope, force)
    }

    /// [`plan`](Self::plan) in `scope`, remembered for a nested body.
    fn plan_in(
        &self,
        clauses: &[Clause],
        scope: &Scope,
        force: Option<&[usize]>,
    ) -> Result<ConjPlan> {
        self.check_stop()?;
        // Nested bodies are planned with no inputs; those plans depend only
        // on the clauses and the bound set (known values are the query's).
        // A scope with variables only tested for is the query's own (and
        // the same clauses read differently plan differently, D-975).
        let memo_key = (force.is_none() && scope.inputs.is_empty() && scope.unread.is_empty())
            .then(|| {
                (
                    clauses.as_ptr() as usize,
                    clauses.len(),
                    scope.bound.clone(),
                )
            });
        if let Some(k) = &memo_key {
            if let Some(p) = self.nested.borrow().get(k) {
                return Ok(p.clone());
            }
        }
        let plan = self.plan_fresh(clauses, scope, force)?;
        if let Some(k) = memo_key {
            self.nested.borrow_mut().insert(k, plan.clone());
        }
        Ok(plan)
    }

    /// Whether the caller wants planning to stop.
    fn check_stop(&self) -> Result<()> {
        match &self.options.stop {
            Some(StopCheck(f)) if f() => Err(Error::Interrupted),
            _ => Ok(()),
        }
    }

    /// Plans `clauses` with no memo: turns each clause into an item (or a
    /// predicate), orders the items (forced, by dynamic programming, or
    /// greedily for many) and builds the steps.
    fn plan_fresh(
        &self,
        clauses: &[Clause],
        entry: &Scope,
        force: Option<&[usize]>,
    ) -> Result<ConjPlan> {
        let (items, preds) = {
            let mut t = self.vars.borrow_mut();
            let mut gathered = Gathered::new(clauses, entry, &mut t);
            for (ci, c) in clauses.iter().enumerate() {
                self.gather_clause(&mut gathered, &mut t, ci, c)?;
            }
            gathered.finish(&mut t)
        };
        let order = match force {
            Some(f) => self.forced(&items, f, clauses.len())?,
            None if items.len() <= cost::DP_LIMIT => self.dp(&items, &preds, entry)?,
            None => self.greedy(&items, &preds, entry)?,
        };
        self.build(&items, &preds, entry, &order)
    }

    /// Adds clause `c` (number `ci`) to `g`: a predicate to its predicates,
    /// anything else as an item with what it needs bound and what it binds.
    fn gather_clause<'c>(
        &self,
        g: &mut Gathered<'c, '_>,
        t: &mut VarTable,
        ci: usize,
        c: &'c Clause,
    ) -> Result<()> {
        let known = g.known;
        let mut vars = VarSet::new();
        visible_vars(c, t, &mut vars);
        vars.subtract(known.set);
        let (kind, needs, binds) = match c {
            Clause::Pattern(p) => {
                let (kind, binds) = self.pattern_kind(g, t, p)?;
                (kind, VarSet::new(), binds)
            }
            Clause::Predicate(p) => {
                let mut pvars = VarSet::new();
                fn_arg_ids(&p.args, t, &mut pvars);
                // `[(?f ?x)]`: the function variable must be bound first.
                if let FnRef::Var(v) = &p.func {
                    pvars.insert(t.id(v.as_str()));
                }
                pvars.subtract(known.set);
                g.preds.push((p, pvars));
                return Ok(());
            }
            Clause::Function(f) => {
                let (needs, binds) = function_needs_binds(f, t, known);
                (Kind::Bind(f), needs, binds)
            }
            Clause::Or(o) => {
                let (needs, binds) = or_needs_binds(o, t, Some(&self.rules));
                (Kind::Or(o), needs, binds)
            }
            Clause::Not(n) => {
                let needs = not_shared(n, &g.outer, t);
                vars = needs.clone();
                (Kind::Not(n), needs, VarSet::new())
            }
            Clause::RuleCall(r) => {
                let required = self
                    .rules
                    .get(r.name.as_str())
                    .map_or(&[][..], Vec::as_slice);
                let needs = required
                    .iter()
                    .filter_map(|&i| r.args.get(i).and_then(|a| term_var(a, t, known)))
                    .collect();
                let binds: VarSet = r
                    .args
                    .iter()
                    .filter_map(|a| term_var(a, t, known))
                    .collect();
                (Kind::Rule(r), needs, binds)
            }
        };
        g.items.push(Item {
            kind,
            clause_index: Some(ci),
            needs,
            binds,
            vars,
            fanouts: RefCell::default(),
            nested_estimate: RefCell::default(),
        });
        Ok(())
    }

    /// A pattern's item kind, counted with its constants and any range
    /// fact on its value variable, and the variables it binds.
    fn pattern_kind<'c>(
        &self,
        g: &mut Gathered<'c, '_>,
        t: &mut VarTable,
        p: &'c Pattern,
    ) -> Result<(Kind<'c>, VarSet)> {
        let known = g.known;
        let pv = [
            term_var(&p.e, t, known),
            term_var(&p.a, t, known),
            term_var(&p.v, t, known),
        ];
        let a_const = term_const(&p.a, t, known);
        let mut q = PatternQuery {
            e: term_const(&p.e, t, known),
            a: a_const.as_ref().and_then(|v| v.as_keyword().cloned()),
            v: term_const(&p.v, t, known).map_or(ValueSel::Any, ValueSel::Eq),
        };
        if let Some(vv) = pv[2] {
            if let Some(sel) = g.ranges.get(&vv) {
                q.v = sel.clone();
                g.pushed_vars.insert(vv);
            }
        }
        // A constant attribute that is not a keyword matches nothing;
        // counting with `a: None` would overestimate, so count 0.
        let attr_bad = matches!(a_const, Some(ref v) if v.as_keyword().is_none());
        let count = if attr_bad { 0 } else { self.count(&q)? };
        let mut binds: VarSet = pv.iter().flatten().copied().collect();
        // A collection source's positions after the value (D-941).
        binds.extend(p.beyond_value().filter_map(|x| term_var(x, t, known)));
        Ok((
            Kind::Pattern {
                p,
                q,
                count,
                vars: pv,
            },
            binds,
        ))
    }

    fn bound_of(&self, items: &[Item], entry: &Scope, order: &[usize]) -> VarSet {
        let mut b = entry.bound.clone();
        for &i in order {
            b.union_with(&items[i].binds);
        }
        b
    }

    fn placeable(&self, item: &Item, bound: &VarSet) -> bool {
        item.needs.is_subset(bound)
    }

    /// Valid next items; connected ones only, unless none is connected or
    /// the prefix is expected to give at most one row (a cartesian product
    /// with one row is no product: `[?p :name "X"]` then an unrelated
    /// selective scan, D-340).
    fn candidates(&self, items: &[Item], used: &[bool], bound: &VarSet, st: &State) -> Vec<usize> {
        let valid: Vec<usize> = (0..items.len())
            .filter(|&i| !used[i] && self.placeable(&items[i], bound))
            .collect();
        if (st.order.is_empty() && bound.is_empty()) || st.rows <= 1.0 {
            return valid;
        }
        let connected: Vec<usize> = valid
            .iter()
            .copied()
            .filter(|&i| joins_bound(&items[i], bound))
            .collect();
        if connected.is_empty() {
            valid
        } else {
            connected
        }
    }

    /// (rows out per row in, cost per row in, cartesian) of adding `i`
    /// to the state `st`, which binds `bound`.
    fn step_estimate(
        &self,
        items: &[Item],
        st: &State,
        i: usize,
        bound: &VarSet,
        entry: &Scope,
    ) -> Result<(f64, f64, bool)> {
        let order = &st.order;
        let item = &items[i];
        let shares = !item.vars.is_disjoint(bound);
        let cartesian = !order.is_empty() && !shares && !item.vars.is_empty();
        Ok(match &item.kind {
            Kind::Pattern { count, vars, .. } => {
                let bound_pos: SmallVec<[usize; 3]> = (0..3)
                    .filter(|&k| vars[k].is_some_and(|v| bound.contains(v)))
                    .collect();
                if bound_pos.is_empty() {
                    (*count as f64, self.scan_cost(item)?, cartesian)
                } else {
                    let mut f = self.pattern_fanout(items, st, i, &bound_pos, entry)?;
                    // A pattern that binds nothing new only tests a row:
                    // at most one row out (`[_ :a ?v]` with `?v` bound is
                    // an existence test, D-969).
                    // So is one whose new variables are only tested for
                    // (D-975).
                    if item.binds.difference(&entry.unread).is_subset(bound) {
                        f = f.min(1.0);
                    }
                    (f, self.probe_cost(item, &bound_pos, st)?, false)
                }
            }
            Kind::Input { index } => {
                let n = entry.inputs[*index].rows.len() as f64;
                if shares {
                    (1.0_f64.min(n), 1.0, false)
                } else {
                    (n, 0.0, cartesian)
                }
            }
            Kind::Bind(f) => {
                let many = matches!(
                    f.binding,
                    quiver_query::query::ast::Binding::Collection(..)
                        | quiver_query::query::ast::Binding::Relation(..)
                );
                (if many { cost::COLLECTION_FANOUT } else { 1.0 }, 0.5, false)
            }
            Kind::Or(o) => {
                let sub = or_scope(o, bound, &mut self.vars.borrow_mut());
                let (rows, c) = self.nested_estimate(item, sub, entry, |sub| {
                    let (mut rows, mut c) = (0.0, 0.0);
                    for b in &o.branches {
                        let plan =
                            quiver_query::stack::deep(|| self.plan_in(&b.clauses, sub, None))?;
                        rows += plan.est_rows;
                        c += plan.est_cost;
                    }
                    Ok((rows, c))
                })?;
                if shares {
                    (rows.min(1.0).max(rows / 10.0), c, false)
                } else {
                    (rows, c, cartesian)
                }
            }
            Kind::Not(n) => {
                let sub = not_scope(n, bound, &mut self.vars.borrow_mut());
                let (rows, c) = self.nested_estimate(item, sub, entry, |sub| {
                    let plan = quiver_query::stack::deep(|| self.plan_in(&n.clauses, sub, None))?;
                    Ok((plan.est_rows, plan.est_cost))
                })?;
                ((1.0 - rows.min(1.0)).max(0.05), cost::SEEK + c, false)
            }
            Kind::Rule(call) => {
                let given: SmallVec<[usize; 4]> = {
                    let mut t = self.vars.borrow_mut();
                    call.args
                        .iter()
                        .enumerate()
                        .filter(|(_, a)| match a {
                            Term::Const(_) => true,
                            Term::Var(v) => bound.contains(t.id(v.as_str())),
                            Term::Blank(_) => false,
                        })
                        .map(|(i, _)| i)
                        .collect()
                };
                if let Some((rows, c)) = self.rule_estimate(call.name.as_str(), &given)? {
                    return Ok((rows, c, cartesian && !shares));
                }
                if shares {
                    (
                        cost::RULE_BOUND_FANOUT,
                        cost::RULE_ROW * cost::RULE_BOUND_FANOUT,
                        false,
                    )
                } else {
                    (
                        cost::RULE_FREE_ROWS,
                        cost::RULE_ROW * cost::RULE_FREE_ROWS,
                        cartesian,
                    )
                }
            }
        })
    }

    /// An `or` or `not` item's body estimate (rows, cost) with `sub`
    /// bound on entry: `plan` plans it, unless the item's last estimate
    /// was for the same bound set.
    fn nested_estimate(
        &self,
        item: &Item,
        sub: VarSet,
        entry: &Scope,
        plan: impl FnOnce(&Scope) -> Result<(f64, f64)>,
    ) -> Result<(f64, f64)> {
        if let Some((b, rows, c)) = &*item.nested_estimate.borrow() {
            if *b == sub {
                return Ok((*rows, *c));
            }
        }
        let (rows, c) = plan(&entry.nested(sub.clone()))?;
        *item.nested_estimate.borrow_mut() = Some((sub, rows, c));
        Ok((rows, c))
    }

    /// Cost per input row of probing a pattern whose positions
    /// `bound_pos` are bound, for the rows of `st`: an index seek each,
    /// unless the executor's cheaper ways apply — a constant test on bound
    /// entities answered from the value's entity list read once (D-335),
    /// a test of bound entities against the entity lists of a bound value
    /// that few values take (D-340), or the switch to one scan of the
    /// attribute into a hash table (D-332).
    fn probe_cost(&self, item: &Item, bound_pos: &[usize], st: &State) -> Result<f64> {
        let Kind::Pattern { p, q, count, vars } = &item.kind else {
            return Ok(cost::SEEK);
        };
        let Some(a) = &q.a else {
            return Ok(cost::SEEK);
        };
        if p.source.as_ref().is_some_and(|s| !s.is_default()) {
            return Ok(cost::SEEK);
        }
        let rows = st.rows.max(1.0);
        let n = *count as f64;
        let keys = match self.attribute(a)? {
            Some(at) => (at.distinct_values.min(*count)).max(1) as f64,
            None => n.max(1.0),
        };
        let mut c = cost::SEEK;
        if bound_pos == [0] && vars[2].is_none() && matches!(q.v, ValueSel::Eq(_)) {
            c = c.min((n * cost::SET_VALUE + cost::SET_FIXED) / rows + cost::FILTER);
        }
        if let (true, Some(v)) = (bound_pos == [0, 2], vars[2]) {
            // The value's distinct values are at most the rows of the step
            // that bound it; a list is read for a value four rows share.
            let values = st.first_rows(v).min(rows);
            if rows >= 4.0 * values {
                let list = n / keys;
                c = c
                    .min(values * (list * cost::SET_VALUE + cost::SET_FIXED) / rows + cost::FILTER);
            }
        }
        if bound_pos.contains(&0) || bound_pos.contains(&2) {
            c = c.min((n * cost::SCAN_ROW + keys * cost::SCAN_KEY) / rows + cost::HASH_PROBE);
        }
        Ok(c)
    }

    /// What reading a pattern with no position bound costs besides its
    /// rows: a seek for one constant value, else a step and a list per
    /// distinct value (AVE key) in its range.
    fn scan_cost(&self, item: &Item) -> Result<f64> {
        let Kind::Pattern { q, count, .. } = &item.kind else {
            return Ok(0.0);
        };
        let (Some(a), false) = (&q.a, matches!(q.v, ValueSel::Eq(_))) else {
            return Ok(cost::SEEK);
        };
        Ok(match self.attribute(a)? {
            Some(at) if at.datoms > 0 => {
                let share = (*count as f64 / at.datoms as f64).min(1.0);
                (at.distinct_values as f64 * share).max(1.0) * cost::SCAN_KEY
            }
            _ => 0.0,
        })
    }

    /// Rows per input row of a pattern whose positions `bound_pos` are bound
    /// by earlier steps: for each bound variable, draw samples of its values
    /// from the smallest earlier pattern that binds it and count the pattern
    /// for each; combine several bound variables as independent filters.
    fn pattern_fanout(
        &self,
        items: &[Item],
        st: &State,
        i: usize,
        bound_pos: &[usize],
        entry: &Scope,
    ) -> Result<f64> {
        let Kind::Pattern { count, vars, .. } = &items[i].kind else {
            return Ok(1.0);
        };
        let total = (*count as f64).max(1.0);
        let mut fanouts: SmallVec<[f64; 3]> = SmallVec::new();
        for &pos in bound_pos {
            let Some(var) = vars[pos] else {
                continue;
            };
            fanouts.push(self.var_fanout(items, st, i, pos, var, entry)?);
        }
        fanouts.sort_by(f64::total_cmp);
        let mut f = fanouts.first().copied().unwrap_or(total);
        for extra in fanouts.iter().skip(1) {
            f *= (extra / total).min(1.0);
        }
        Ok(f)
    }

    /// Rows per input row of pattern `i` with its position `pos` bound to
    /// `var` by the steps of `st`.
    fn var_fanout(
        &self,
        items: &[Item],
        st: &State,
        i: usize,
        pos: usize,
        var: VarId,
        entry: &Scope,
    ) -> Result<f64> {
        let Kind::Pattern { q, count, .. } = &items[i].kind else {
            return Ok(1.0);
        };
        let count = *count;
        // The smallest earlier source of the variable's values.
        let best = st
            .sources
            .get_or_init(|| smallest_sources(items, &st.order, entry))
            .get(&var)
            .copied();
        let Some((_, local)) = best else {
            return self.fallback_fanout(q, count, pos);
        };
        let seen = items[i]
            .fanouts
            .borrow()
            .iter()
            .find_map(|&(p, s, f)| (p == pos && s == local).then_some(f));
        if let Some(f) = seen {
            return Ok(f);
        }
        let f = self.source_fanout(items, q, count, pos, local, entry)?;
        items[i].fanouts.borrow_mut().push((pos, local, f));
        Ok(f)
    }

    /// Rows per input row of the pattern `q` (`count` datoms) with its
    /// position `pos` bound to values drawn from `local`.
    fn source_fanout(
        &self,
        items: &[Item],
        q: &PatternQuery,
        count: u64,
        pos: usize,
        local: LocalSource,
        entry: &Scope,
    ) -> Result<f64> {
        let source = match local {
            LocalSource::Item(j, sp) => match &items[j].kind {
                Kind::Pattern { q: sq, .. } => FanoutSource::Pattern(sq.clone(), sp),
                _ => return Ok(1.0),
            },
            LocalSource::Input(index, col) => FanoutSource::Input(index, col),
        };
        let key = (q.clone(), pos, source);
        if let Some(f) = self.fanouts.borrow().get(&key) {
            return Ok(*f);
        }
        let values: Vec<Value> = match &key.2 {
            FanoutSource::Pattern(sq, sp) => self
                .sample(sq)?
                .iter()
                .map(|d| match sp {
                    0 => d.e.clone(),
                    1 => Value::Keyword(d.a.clone()),
                    _ => d.v.clone(),
                })
                .collect(),
            FanoutSource::Input(index, col) => {
                let input = &entry.inputs[*index];
                let step = (input.rows.len() / self.options.samples.max(1)).max(1);
                input
                    .rows
                    .iter()
                    .step_by(step)
                    .filter_map(|r| r.get(*col).cloned())
                    .collect()
            }
        };
        let mut f = self.sampled_fanout(q, pos, &values)?;
        if f == 0.0 && count > 0 && !values.is_empty() {
            // No sampled value matched, but the pattern has datoms: the
            // fan-out is below one in the number of samples, not zero. A
            // zero would make every later step look free, and a one-row
            // prefix may be followed by a cartesian product (D-340).
            f = 0.5 / values.len() as f64;
        }
        self.fanouts.borrow_mut().insert(key, f);
        Ok(f)
    }

    /// The average count of `q` with position `pos` fixed to each of
    /// `values` (0 when there are none).
    fn sampled_fanout(&self, q: &PatternQuery, pos: usize, values: &[Value]) -> Result<f64> {
        if values.is_empty() {
            return Ok(0.0);
        }
        let mut sum = 0u64;
        // Counted in a scrambled order (a fixed permutation of the sample,
        // which comes sorted by rank, so the first pass is a random part
        // of it whatever the data's period): when the first pass's counts
        // are all equal (a card-one attribute every sampled entity has, a
        // unique value), the rest are not counted (D-354).
        let n = values.len();
        let first_pass = n.div_ceil(cost::FANOUT_STRIDE);
        let mut order: Vec<usize> = (0..n).collect();
        order.sort_by_key(|&i| (i as u64 ^ 0x5EED).wrapping_mul(0x9E37_79B9_7F4A_7C15));
        let mut seen: Option<(u64, u64)> = None;
        let mut counted = 0usize;
        // An entity bound on a pattern whose value is given: the count is
        // 1 when the entity is in the value's entity list, else 0, so one
        // list answers every sampled entity (D-843). Other values (idents,
        // lookup refs) are counted as before.
        let list = if pos == 0 { self.entity_list(q)? } else { None };
        for (i, v) in order.iter().map(|&j| &values[j]).enumerate() {
            if i == first_pass && n >= cost::FANOUT_EARLY_MIN {
                if let Some((lo, hi)) = seen {
                    if lo == hi && counted == first_pass {
                        return Ok(lo as f64);
                    }
                }
            }
            if let (Some(ids), Value::Long(e)) = (&list, v) {
                let c = u64::from(u64::try_from(*e).is_ok_and(|e| ids.binary_search(&e).is_ok()));
                sum += c;
                counted += 1;
                seen = Some(seen.map_or((c, c), |(lo, hi)| (lo.min(c), hi.max(c))));
                continue;
            }
            let mut probe = q.clone();
            match pos {
                0 => probe.e = Some(v.clone()),
                1 => match v.as_keyword() {
                    Some(k) => probe.a = Some(k.clone()),
                    None => continue,
                },
                _ => {
                    if !sel_admits(&probe.v, v) {
                        continue;
                    }
                    probe.v = ValueSel::Eq(v.clone());
                }
            }
            let c = self.count(&probe)?;
            sum += c;
            counted += 1;
            seen = Some(seen.map_or((c, c), |(lo, hi)| (lo.min(c), hi.max(c))));
        }
        Ok(sum as f64 / values.len() as f64)
    }

    /// Fan-out when the variable's values come from something we cannot
    /// sample (an outer binding, a function, a rule): schema-based guesses.
    fn fallback_fanout(&self, q: &PatternQuery, count: u64, pos: usize) -> Result<f64> {
        let attr = match &q.a {
            Some(a) => self.attribute(a)?,
            None => None,
        };
        let n = count as f64;
        Ok(match (pos, attr) {
            (0, Some(a)) => {
                let per_entity = if a.many { 3.0 } else { 1.0 };
                (n / (a.datoms.max(1) as f64 / per_entity))
                    .min(per_entity)
                    .max(n.min(1.0) * 0.01)
            }
            (2, Some(a)) if !q.v.is_constrained() => {
                if a.unique {
                    1.0
                } else {
                    n / a.distinct_values.max(1) as f64
                }
            }
            (2, Some(_)) => 1.0,
            (1, _) => n / 20.0,
            _ => (n / 100.0).max(1.0),
        })
    }

    fn new_preds(&self, preds: &[Pred], before: &VarSet, after: &VarSet) -> Vec<usize> {
        (0..preds.len())
            .filter(|&k| preds[k].vars.is_subset(after) && !preds[k].vars.is_subset(before))
            .collect()
    }

    /// `st` extended by item `i`; `bound` is what `st` binds (the caller
    /// has it at hand: [`Planner::bound_of`] of `st.order`).
    fn extend(
        &self,
        items: &[Item],
        preds: &[Pred],
        entry: &Scope,
        st: &State,
        bound: &VarSet,
        i: usize,
    ) -> Result<State> {
        let next = self.score(items, preds, entry, st, bound, i)?;
        Ok(self.advance(items, st, bound, i, next))
    }

    /// What adding item `i` to `st` costs and gives, without the new
    /// state's order and bindings: the greedy search scores every
    /// candidate each round and builds the state of the one it takes
    /// (copying the order per candidate made it cubic in the items).
    fn score(
        &self,
        items: &[Item],
        preds: &[Pred],
        entry: &Scope,
        st: &State,
        bound: &VarSet,
        i: usize,
    ) -> Result<Score> {
        let (f, own, _) = self.step_estimate(items, st, i, bound, entry)?;
        let after = bound.union(&items[i].binds);
        let mut rows = st.rows * f;
        let np = self.new_preds(preds, bound, &after);
        for &k in &np {
            if !preds[k].pushed {
                rows *= cost::PREDICATE_SELECTIVITY;
            }
        }
        // A pattern on the entity whose row the last step reads joins that
        // read (the executor fuses consecutive patterns on one bound
        // entity into one step, whose row is read by a seek): it costs
        // what turning the last step into a row read still costs, when
        // that is less than its own price (D-347).
        let entity = star_entity(&items[i], bound);
        let joins = entity.is_some() && entity == st.star;
        let via_row = st.star_debt / st.rows.max(f64::MIN_POSITIVE);
        let (probe, debt) = if joins && via_row <= own {
            (via_row, 0.0)
        } else if joins {
            (own, st.star_debt)
        } else {
            (own, st.rows * (cost::SEEK - own).max(0.0))
        };
        let cost =
            st.cost + st.rows * probe + st.rows * f * (cost::ROW + cost::FILTER * np.len() as f64);
        // A predicate placed after this step stands between it and a next
        // pattern on the entity: the executor fuses only consecutive ones.
        let star = if np.is_empty() { entity } else { None };
        Ok(Score {
            cost,
            rows,
            fanout: f,
            star,
            star_debt: if star.is_some() { debt } else { 0.0 },
        })
    }

    /// The state `st` followed by item `i`, as `score` priced it.
    fn advance(&self, items: &[Item], st: &State, bound: &VarSet, i: usize, s: Score) -> State {
        // Sized for what is added (a clone has no room: a push would
        // reallocate).
        let mut order = Vec::with_capacity(st.order.len() + 1);
        order.extend_from_slice(&st.order);
        order.push(i);
        let new = items[i].binds.difference(bound);
        let mut first = Vec::with_capacity(st.first.len() + new.len());
        first.extend_from_slice(&st.first);
        first.extend(new.iter().map(|v| (v, st.rows * s.fanout)));
        State {
            cost: s.cost,
            rows: s.rows,
            order,
            star_debt: s.star_debt,
            star: s.star,
            groups: st.groups.clone(),
            first,
            sources: Default::default(),
            first_by_var: Default::default(),
        }
    }

    /// [`advance`](Self::advance) in place, for a search that keeps one
    /// state (copying the order each round is quadratic in the items).
    fn advance_in_place(&self, items: &[Item], st: &mut State, bound: &VarSet, i: usize, s: Score) {
        st.order.push(i);
        let rows = st.rows * s.fanout;
        st.first
            .extend(items[i].binds.difference(bound).iter().map(|v| (v, rows)));
        st.cost = s.cost;
        st.rows = s.rows;
        st.star_debt = s.star_debt;
        st.star = s.star;
        st.sources = Default::default();
        st.first_by_var = Default::default();
    }

    fn start(&self, preds: &[Pred], entry: &Scope) -> State {
        let mut rows = 1.0;
        for p in preds {
            if p.vars.is_subset(&entry.bound) && !p.pushed {
                rows *= cost::PREDICATE_SELECTIVITY;
            }
        }
        State {
            cost: 0.0,
            rows,
            order: Vec::new(),
            star: None,
            star_debt: 0.0,
            groups: Vec::new(),
            first: Vec::new(),
            sources: Default::default(),
            first_by_var: Default::default(),
        }
    }

    /// Dynamic programming over clause subsets. Estimated rows depend on
    /// the order a subset was joined in, so each subset keeps its Pareto
    /// front of (cost, rows) — a costlier prefix with fewer rows can still
    /// lead to the cheapest plan (capped at [`PARETO_CAP`] states). A
    /// subset may also be reached by a bushy join (see
    /// [`bushy_into`](Self::bushy_into)).
    fn dp(&self, items: &[Item], preds: &[Pred], entry: &Scope) -> Result<State> {
        let n = items.len();
        let full = (1usize << n) - 1;
        let mut fronts: Vec<Vec<State>> = vec![Vec::new(); 1 << n];
        // Each subset's front once it is complete (bushy joins combine two).
        let mut done: Vec<Vec<State>> = vec![Vec::new(); 1 << n];
        let groupable = groupable_masks(items, entry);
        fronts[0].push(self.start(preds, entry));
        for mask in 0..=full {
            if mask % 64 == 0 {
                self.check_stop()?;
            }
            if mask.count_ones() >= 3 {
                self.bushy_into(mask, items, entry, &done, &groupable, &mut fronts[mask]);
            }
            if mask == full {
                break;
            }
            let front = std::mem::take(&mut fronts[mask]);
            let used: Vec<bool> = (0..n).map(|i| mask & (1 << i) != 0).collect();
            // Every state of a subset binds the same variables, whatever
            // its order.
            let bound = match front.first() {
                Some(st) => self.bound_of(items, entry, &st.order),
                None => VarSet::new(),
            };
            for st in &front {
                for i in self.candidates(items, &used, &bound, st) {
                    let next = self.extend(items, preds, entry, st, &bound, i)?;
                    add_pareto(&mut fronts[mask | (1 << i)], next);
                }
            }
            done[mask] = front;
        }
        fronts[full]
            .iter()
            .min_by(|a, b| {
                (a.cost, a.rows)
                    .partial_cmp(&(b.cost, b.rows))
                    .unwrap_or(std::cmp::Ordering::Equal)
            })
            .cloned()
            .ok_or_else(|| self.unbindable(items, entry, &[]))
    }

    /// Adds to `front` (subset `mask`, whose left-deep states are all in)
    /// the bushy joins that reach it: a complete plan of a subset `left`
    /// hash-joined with the cheapest plan of the rest, `group`, planned
    /// from nothing. The group must be a connected set of two or more
    /// patterns on the database that share no variable with the
    /// conjunction's entry (so it runs once per query, whatever the rows
    /// entering), and share a variable with `left`. Rows after the join
    /// are the subset's left-deep estimate (rows do not depend on the
    /// order; the estimates do, and the lowest is taken).
    fn bushy_into(
        &self,
        mask: usize,
        items: &[Item],
        entry: &Scope,
        done: &[Vec<State>],
        groupable: &[bool],
        front: &mut Vec<State>,
    ) {
        if self.options.no_bushy && !self.options.prefer_bushy {
            return;
        }
        let Some(out_rows) = front.iter().map(|s| s.rows).min_by(f64::total_cmp) else {
            return;
        };
        // The left-deep plans' executor adapts as it runs (hash-join
        // switches, entity lists); a bushy join must be clearly cheaper.
        let bar = front
            .iter()
            .map(|s| s.cost)
            .min_by(f64::total_cmp)
            .unwrap_or(f64::INFINITY)
            * cost::BUSHY_MARGIN;
        let mut adds = Vec::new();
        // Every proper non-empty subset of the mask, largest first.
        let mut g = mask;
        loop {
            g = (g - 1) & mask;
            if g == 0 {
                break;
            }
            let left_mask = mask ^ g;
            let right = done[g]
                .iter()
                .filter(|st| st.groups.is_empty())
                .min_by(|a, b| a.cost.total_cmp(&b.cost));
            if let (true, Some(right)) = (groupable[g], right) {
                let mut gvars = VarSet::new();
                for &i in &right.order {
                    gvars.union_with(&items[i].binds);
                }
                // Every left plan of a subset binds the same variables, and
                // the join adds the same to each: only the cheapest left is
                // joined (each left made a state, and the planning of a
                // dozen clauses on one entity took seconds).
                let left = done[left_mask]
                    .iter()
                    .min_by(|a, b| a.cost.total_cmp(&b.cost));
                let bound = match left {
                    Some(l) => self.bound_of(items, entry, &l.order),
                    None => VarSet::new(),
                };
                if let Some(left) = left.filter(|_| !gvars.is_disjoint(&bound)) {
                    let cost = left.cost
                        + right.cost
                        + left.rows * cost::HASH_PROBE
                        + right.rows * cost::HASH_BUILD
                        + out_rows * cost::ROW;
                    let cost = if self.options.prefer_bushy {
                        // Below any left-deep plan, still ordered by cost.
                        cost * 1e-9
                    } else if cost >= bar {
                        continue;
                    } else {
                        cost
                    };
                    let mut order = left.order.clone();
                    order.extend(right.order.iter().copied());
                    let mut groups = left.groups.clone();
                    groups.push(Group {
                        start: left.order.len(),
                        len: right.order.len(),
                        cost: right.cost,
                        rows: right.rows,
                        out_rows,
                    });
                    let mut first = left.first.clone();
                    first.extend(
                        right
                            .first
                            .iter()
                            .filter(|(v, _)| !bound.contains(*v))
                            .map(|&(v, r)| (v, r.min(out_rows))),
                    );
                    adds.push(State {
                        cost,
                        rows: out_rows,
                        order,
                        star: None,
                        star_debt: 0.0,
                        groups,
                        first,
                        sources: Default::default(),
                        first_by_var: Default::default(),
                    });
                }
            }
        }
        // The front keeps its cheapest states only: so many are offered.
        adds.sort_by(|a, b| a.cost.total_cmp(&b.cost));
        adds.truncate(PARETO_CAP);
        for st in adds {
            add_pareto(front, st);
        }
    }

    fn greedy(&self, items: &[Item], preds: &[Pred], entry: &Scope) -> Result<State> {
        if items.len() > self.options.lazy_greedy_from.max(cost::DP_LIMIT) {
            return self.lazy_greedy(items, preds, entry);
        }
        let mut st = self.start(preds, entry);
        let mut used = vec![false; items.len()];
        while st.order.len() < items.len() {
            self.check_stop()?;
            let bound = self.bound_of(items, entry, &st.order);
            let mut choice: Option<(usize, Score)> = None;
            for i in self.candidates(items, &used, &bound, &st) {
                let next = self.score(items, preds, entry, &st, &bound, i)?;
                if choice
                    .as_ref()
                    .is_none_or(|(_, c)| (next.cost, next.rows) < (c.cost, c.rows))
                {
                    choice = Some((i, next));
                }
            }
            // A step that multiplies the rows is chosen by what it and
            // the best step after it give together (D-970).
            if choice.as_ref().is_some_and(|(_, c)| c.fanout > 1.0)
                && items.len() <= self.options.lookahead_upto
            {
                choice = self.look_ahead(items, preds, entry, &st, &bound, &mut used)?;
            }
            match choice {
                Some((i, next)) => {
                    used[i] = true;
                    st = self.advance(items, &st, &bound, i, next);
                }
                None => return Err(self.unbindable(items, entry, &st.order)),
            }
        }
        Ok(st)
    }

    /// The candidate whose step, followed by the best step after it, costs
    /// least (then gives fewest rows); a candidate with nothing after it
    /// is priced alone. The plain greedy choice multiplies the rows by the
    /// smallest factor now even when another step would make every later
    /// one a lookup (twelve copies of one chain through cardinality-one
    /// references: 4.5x a copy from the farms, where starting the lots
    /// made each copy a probe of one row, D-970).
    fn look_ahead(
        &self,
        items: &[Item],
        preds: &[Pred],
        entry: &Scope,
        st: &State,
        bound: &VarSet,
        used: &mut [bool],
    ) -> Result<Option<(usize, Score)>> {
        let mut choice: Option<(usize, Score, (f64, f64))> = None;
        for i in self.candidates(items, used, bound, st) {
            self.check_stop()?;
            let first = self.score(items, preds, entry, st, bound, i)?;
            let now = (first.cost, first.rows);
            let after = bound.union(&items[i].binds);
            let next_st = self.advance(items, st, bound, i, first);
            used[i] = true;
            let mut two = now;
            let mut any = false;
            for j in self.candidates(items, used, &after, &next_st) {
                let s = self.score(items, preds, entry, &next_st, &after, j)?;
                if !any || (s.cost, s.rows) < two {
                    two = (s.cost, s.rows);
                    any = true;
                }
            }
            used[i] = false;
            if choice.as_ref().is_none_or(|(_, _, c)| two < *c) {
                let first = self.score(items, preds, entry, st, bound, i)?;
                choice = Some((i, first, two));
            }
        }
        Ok(choice.map(|(i, s, _)| (i, s)))
    }

    fn forced(&self, items: &[Item], force: &[usize], n_clauses: usize) -> Result<State> {
        let mut seen = vec![false; n_clauses];
        for &c in force {
            if c >= n_clauses || std::mem::replace(&mut seen[c], true) {
                return Err(Error::BadForcedOrder {
                    given: force.to_vec(),
                    n: n_clauses,
                });
            }
        }
        // Predicates are placed automatically; the order must cover the rest.
        let mut order: Vec<usize> = (0..items.len())
            .filter(|&i| items[i].clause_index.is_none())
            .collect();
        for &c in force {
            if let Some(i) = items.iter().position(|it| it.clause_index == Some(c)) {
                order.push(i);
            }
        }
        if order.len() != items.len() {
            return Err(Error::BadForcedOrder {
                given: force.to_vec(),
                n: n_clauses,
            });
        }
        Ok(State {
            cost: 0.0,
            rows: 0.0,
            order,
            star: None,
            star_debt: 0.0,
            groups: Vec::new(),
            first: Vec::new(),
            sources: Default::default(),
            first_by_var: Default::default(),
        })
    }

    fn unbindable(&self, items: &[Item], entry: &Scope, done: &[usize]) -> Error {
        let bound = self.bound_of(items, entry, done);
        let stuck = items
            .iter()
            .enumerate()
            .find(|(i, it)| !done.contains(i) && !it.needs.is_subset(&bound));
        match stuck {
            Some((_, it)) => unbindable(
                describe(&it.kind),
                &self.vars.borrow().names(&it.needs.difference(&bound)),
                span_of(&it.kind),
            ),
            None => Error::Unbindable {
                what: "a clause".into(),
                vars: String::new(),
                them: "it",
                span: quiver_query::Span::NONE,
            },
        }
    }

    /// Turns a state's order into steps, re-estimating along it, with
    /// predicates at the earliest step where their variables are bound.
    fn build(&self, items: &[Item], preds: &[Pred], entry: &Scope, st: &State) -> Result<ConjPlan> {
        self.build_steps(
            items,
            preds,
            entry,
            &st.order,
            &st.groups,
            vec![false; preds.len()],
        )
    }

    /// [`build`](Self::build) of `order` with the bushy joins `groups`;
    /// the predicates marked in `placed` are not this plan's to place.
    fn build_steps(
        &self,
        items: &[Item],
        preds: &[Pred],
        entry: &Scope,
        order: &[usize],
        groups: &[Group],
        placed: Vec<bool>,
    ) -> Result<ConjPlan> {
        let conj = Conj {
            items,
            preds,
            entry,
        };
        let mut built = Built {
            steps: Vec::new(),
            st: self.start(preds, entry),
            placed,
        };
        built.place_entry_filters(preds, entry);
        let mut at = 0;
        let mut bound = entry.bound.clone();
        while at < order.len() {
            if let Some(g) = groups.iter().find(|g| g.start == at) {
                self.join_group(&conj, &order[at..at + g.len], g, &bound, &mut built)?;
                at += g.len;
                bound = self.bound_of(items, entry, &built.st.order);
            } else {
                self.item_step(&conj, order[at], &bound, &mut built)?;
                bound.union_with(&items[order[at]].binds);
                at += 1;
            }
        }
        if let Some(k) = built.placed.iter().position(|p| !p) {
            return Err(self.unplaced_predicate(&conj, &built.st, k));
        }
        Ok(ConjPlan {
            steps: built.steps,
            est_rows: built.st.rows,
            est_cost: built.st.cost,
            bound_on_entry: self.vars.borrow().names(&entry.bound),
        })
    }

    /// Appends the join step of the bushy group `g` (its items `members`)
    /// to `built`: the group planned on its own with the predicates on its
    /// variables inside it, hash-joined on the variables `bound` before it.
    fn join_group(
        &self,
        conj: &Conj,
        members: &[usize],
        g: &Group,
        bound: &VarSet,
        built: &mut Built,
    ) -> Result<()> {
        let Conj {
            items,
            preds,
            entry,
        } = *conj;
        let mut gvars = entry.bound.clone();
        for &i in members {
            gvars.union_with(&items[i].binds);
        }
        // The predicates on the group's variables run inside it.
        let inside: Vec<bool> = preds
            .iter()
            .enumerate()
            .map(|(k, p)| built.placed[k] || !p.vars.is_subset(&gvars))
            .collect();
        for (k, skip) in inside.iter().enumerate() {
            built.placed[k] |= !skip;
        }
        let sub = Scope {
            bound: entry.bound.clone(),
            known: entry.known.clone(),
            values: entry.values,
            inputs: &[],
            input_vars: Vec::new(),
            visible: VarSet::new(),
            unread: VarSet::new(),
        };
        let right = self.build_steps(items, preds, &sub, members, &[], inside)?;
        let (on, binds) = {
            let t = self.vars.borrow();
            (
                t.names(&gvars.intersection(bound).difference(&entry.bound)),
                t.names(&gvars.difference(bound)),
            )
        };
        built.st = joined_state(&built.st, members, g, &gvars, bound);
        built.steps.push(Step {
            op: Op::Join { right, on },
            est_rows: g.out_rows,
            binds,
            cartesian: false,
        });
        let after = self.bound_of(items, entry, &built.st.order);
        self.place_filters(
            preds,
            &mut built.placed,
            bound,
            &after,
            built.st.rows,
            &mut built.steps,
        );
        Ok(())
    }

    /// Appends the step of item `i` to `built`, with the filters that
    /// item's bindings let run right after it.
    fn item_step(&self, conj: &Conj, i: usize, bound: &VarSet, built: &mut Built) -> Result<()> {
        let Conj {
            items,
            preds,
            entry,
        } = *conj;
        let st = &built.st;
        let (_, _, cartesian) = self.step_estimate(items, st, i, bound, entry)?;
        let next = self.score(items, preds, entry, st, bound, i)?;
        let item = &items[i];
        let op = self.item_op(item, bound, entry)?;
        let binds = self.vars.borrow().names(&item.binds.difference(bound));
        let rows_before_filters = st.rows * (next.rows / st.rows.max(f64::MIN_POSITIVE)).max(0.0);
        built.steps.push(Step {
            op,
            est_rows: rows_before_filters,
            binds,
            cartesian,
        });
        let after = bound.union(&item.binds);
        self.place_filters(
            preds,
            &mut built.placed,
            bound,
            &after,
            next.rows,
            &mut built.steps,
        );
        // In place, the sources carried along: rebuilding the state (its
        // order copied, its sources found again) at each step made a plan
        // of thousands of steps quadratic (D-964).
        let sources = built.st.sources.take();
        self.advance_in_place(items, &mut built.st, bound, i, next);
        if let Some(mut sources) = sources {
            offer_sources(&mut sources, items, i, entry);
            built.st.sources = sources.into();
        }
        Ok(())
    }

    /// The operator that runs `item` with `bound` bound before it: `or`
    /// branches and `not` bodies are planned here, each in its own scope.
    fn item_op(&self, item: &Item, bound: &VarSet, entry: &Scope) -> Result<Op> {
        Ok(match &item.kind {
            Kind::Pattern { p, q, count, vars } => {
                let b = |k: usize, t: &Term| match vars[k] {
                    Some(v) => bound.contains(v),
                    None => !matches!(t, Term::Blank(_)),
                };
                Op::Pattern(PatternStep {
                    pattern: (*p).clone(),
                    clause_index: item.clause_index.unwrap_or(0),
                    v_sel: q.v.clone(),
                    count: *count,
                    bound: [b(0, &p.e), b(1, &p.a), b(2, &p.v)],
                })
            }
            Kind::Input { index } => Op::Input {
                index: *index,
                vars: entry.inputs[*index].vars.clone(),
                rows: entry.inputs[*index].rows.len(),
            },
            Kind::Bind(f) => Op::Bind((*f).clone()),
            Kind::Or(o) => {
                let sub = entry.nested(or_scope(o, bound, &mut self.vars.borrow_mut()));
                let branches = o
                    .branches
                    .iter()
                    .map(|b| quiver_query::stack::deep(|| self.plan_in(&b.clauses, &sub, None)))
                    .collect::<Result<_>>()?;
                Op::Or {
                    join_vars: o
                        .join_vars
                        .as_ref()
                        .map(|rv| rv.all().map(|v| v.as_str().to_string()).collect()),
                    branches,
                }
            }
            Kind::Not(n) => {
                let sub = entry.nested(not_scope(n, bound, &mut self.vars.borrow_mut()));
                Op::Not {
                    body: quiver_query::stack::deep(|| self.plan_in(&n.clauses, &sub, None))?,
                }
            }
            Kind::Rule(r) => Op::Rule((*r).clone()),
        })
    }

    /// The error for predicate `k`, left unplaced after the state `st`:
    /// the variables of it that nothing binds.
    fn unplaced_predicate(&self, conj: &Conj, st: &State, k: usize) -> Error {
        let bound = self.bound_of(conj.items, conj.entry, &st.order);
        let pred = &conj.preds[k];
        let what = format!("predicate ({} …)", pred.p.func.name());
        let missing = self.vars.borrow().names(&pred.vars.difference(&bound));
        unbindable(what, &missing, pred.p.span)
    }

    /// Appends a filter step for each predicate not yet placed whose
    /// variables became bound (bound in `after`, not all in `before`).
    fn place_filters(
        &self,
        preds: &[Pred],
        placed: &mut [bool],
        before: &VarSet,
        after: &VarSet,
        rows: f64,
        steps: &mut Vec<Step>,
    ) {
        for (k, p) in preds.iter().enumerate() {
            if !placed[k] && p.vars.is_subset(after) && !p.vars.is_subset(before) {
                placed[k] = true;
                steps.push(Step {
                    op: Op::Filter(p.p.clone()),
                    est_rows: rows,
                    binds: Vec::new(),
                    cartesian: false,
                });
            }
        }
    }
}

/// What [`Planner::build_steps`] reads along an order: the
/// conjunction's items and predicates and what is known on entry.
#[derive(Clone, Copy)]
struct Conj<'b, 'c> {
    items: &'b [Item<'c>],
    preds: &'b [Pred<'c>],
    entry: &'b Scope<'b>,
}

/// What [`Planner::build_steps`] carries along an order: the steps so
/// far, the estimate after them, and which predicates are placed.
struct Built {
    steps: Vec<Step>,
    st: State,
    placed: Vec<bool>,
}

impl Built {
    /// Appends a filter step for each predicate not yet placed whose
    /// variables are all bound on entry.
    fn place_entry_filters(&mut self, preds: &[Pred], entry: &Scope) {
        for (k, p) in preds.iter().enumerate() {
            if !self.placed[k] && p.vars.is_subset(&entry.bound) {
                self.placed[k] = true;
                self.steps.push(Step {
                    op: Op::Filter(p.p.clone()),
                    est_rows: self.st.rows,
                    binds: Vec::new(),
                    cartesian: false,
                });
            }
        }
    }
}

/// The error for `what`, which needs the variables `missing` (by name, in
/// name order) that nothing binds.
fn unbindable(what: String, missing: &[String], span: quiver_query::Span) -> Error {
    Error::Unbindable {
        what,
        vars: missing.join(" "),
        them: if missing.len() == 1 { "it" } else { "them" },
        span,
    }
}

/// The smallest source of each variable among the steps of `order`: a
/// pattern binding it (by its count) or an input holding it (by its
/// rows). Steps are taken in index order and only a strictly smaller
/// source replaces the one found, so ties pick the same source whatever
/// order the subset was joined in.
fn smallest_sources(
    items: &[Item],
    order: &[usize],
    entry: &Scope,
) -> FxHashMap<VarId, (u64, LocalSource)> {
    let mut sorted: SmallVec<[usize; 16]> = order.iter().copied().collect();
    sorted.sort_unstable();
    let mut best: FxHashMap<VarId, (u64, LocalSource)> = FxHashMap::default();
    for &j in &sorted {
        offer_sources(&mut best, items, j, entry);
    }
    best
}

/// Adds item `j`'s variables to the smallest sources `best`: a source
/// replaces the one found when it is smaller, or as small and of an earlier
/// item, so adding items in any order gives [`smallest_sources`]'s answer.
fn offer_sources(
    best: &mut FxHashMap<VarId, (u64, LocalSource)>,
    items: &[Item],
    j: usize,
    entry: &Scope,
) {
    let mut offer = |var: VarId, n: u64, source: LocalSource| {
        let e = best.entry(var).or_insert((n, source));
        if n < e.0 || (n == e.0 && j < e.1.item()) {
            *e = (n, source);
        }
    };
    match &items[j].kind {
        Kind::Pattern {
            count: sc,
            vars: sv,
            ..
        } => {
            for (k, v) in sv.iter().enumerate() {
                // The first position holding the variable.
                if let Some(v) = *v
                    && sv[..k].iter().all(|w| *w != Some(v))
                {
                    offer(v, *sc, LocalSource::Item(j, k));
                }
            }
        }
        Kind::Input { index } => {
            let n = entry.inputs[*index].rows.len() as u64;
            for (col, &v) in entry.input_vars[*index].iter().enumerate() {
                if entry.input_vars[*index][..col].iter().all(|&w| w != v) {
                    offer(v, n, LocalSource::Input(*index, col));
                }
            }
        }
        _ => {}
    }
}

/// Whether `it` joins what `bound` holds (or has no variable to join, or
/// only filters): the searches prefer such items to a cartesian product.
fn joins_bound(it: &Item, bound: &VarSet) -> bool {
    it.vars.is_empty()
        || !it.vars.is_disjoint(bound)
        || matches!(it.kind, Kind::Not(_) | Kind::Bind(_))
}

/// The state after `st` joined with the bushy group `g` (its items
/// `members`, binding `gvars`), `bound` bound before it: the hash join's
/// cost, the group's rows, and each new variable first bound there.
fn joined_state(st: &State, members: &[usize], g: &Group, gvars: &VarSet, bound: &VarSet) -> State {
    let cost = st.cost
        + g.cost
        + st.rows * cost::HASH_PROBE
        + g.rows * cost::HASH_BUILD
        + g.out_rows * cost::ROW;
    let mut order = st.order.clone();
    order.extend(members.iter().copied());
    let mut first = st.first.clone();
    first.extend(
        gvars
            .difference(bound)
            .iter()
            .map(|v| (v, g.rows.min(g.out_rows))),
    );
    State {
        cost,
        rows: g.out_rows,
        order,
        star: None,
        star_debt: 0.0,
        groups: Vec::new(),
        first,
        sources: Default::default(),
        first_by_var: Default::default(),
    }
}

/// A conjunction's clauses turned into items and predicates by
/// [`Planner::plan_fresh`], with what turning them needs.
struct Gathered<'c, 'e> {
    /// Scalar inputs whose values are known at plan time.
    known: Known<'e>,
    /// Everything mentioned anywhere, to find what a `not` shares.
    outer: VarSet,
    /// Range facts from predicates, by variable.
    ranges: FxHashMap<VarId, ValueSel>,
    /// The variables whose range fact narrowed a pattern's count.
    pushed_vars: VarSet,
    /// The inputs' items, then the clauses'.
    items: Vec<Item<'c>>,
    /// The predicates with their variables.
    preds: Vec<(&'c Predicate, VarSet)>,
}

impl<'c, 'e> Gathered<'c, 'e> {
    /// Starts with an item per input of `entry`, the variables `clauses`
    /// mention outside `not`s, and the range facts of their predicates.
    fn new(clauses: &[Clause], entry: &'e Scope, t: &mut VarTable) -> Self {
        let known = entry.known();
        let mut outer = entry.bound.union(&entry.visible);
        for c in clauses {
            if !matches!(c, Clause::Not(_)) {
                visible_vars(c, t, &mut outer);
            }
        }
        for vars in &entry.input_vars {
            outer.extend(vars.iter().copied());
        }
        let mut ranges: FxHashMap<VarId, ValueSel> = FxHashMap::default();
        for c in clauses {
            if let Clause::Predicate(p) = c {
                if let Some(f) = range_fact(p, t, known) {
                    if !entry.bound.contains(f.var) {
                        let cur = ranges.remove(&f.var).unwrap_or(ValueSel::Any);
                        ranges.insert(f.var, combine(cur, f.sel));
                    }
                }
            }
        }
        let items = entry
            .input_vars
            .iter()
            .enumerate()
            .map(|(idx, input)| {
                let vars: VarSet = input.iter().copied().collect();
                Item {
                    kind: Kind::Input { index: idx },
                    clause_index: None,
                    needs: VarSet::new(),
                    binds: vars.clone(),
                    vars,
                    fanouts: RefCell::default(),
                    nested_estimate: RefCell::default(),
                }
            })
            .collect();
        Gathered {
            known,
            outer,
            ranges,
            pushed_vars: VarSet::new(),
            items,
            preds: Vec::new(),
        }
    }

    /// The items and the predicates, each marked when its range fact was
    /// pushed into a pattern's count.
    fn finish(self, t: &mut VarTable) -> (Vec<Item<'c>>, Vec<Pred<'c>>) {
        let known = self.known;
        let pushed_vars = &self.pushed_vars;
        let preds = self
            .preds
            .into_iter()
            .map(|(p, vars)| {
                let pushed = range_fact(p, t, known).is_some_and(|f| pushed_vars.contains(f.var));
                Pred { p, vars, pushed }
            })
            .collect();
        (self.items, preds)
    }
}

/// What a function clause needs bound (its variable arguments and a
/// variable function) and what it binds, leaving out known inputs.
fn function_needs_binds(f: &FunctionCall, t: &mut VarTable, known: Known) -> (VarSet, VarSet) {
    let mut needs = VarSet::new();
    fn_arg_ids(&f.args, t, &mut needs);
    if let FnRef::Var(v) = &f.func {
        needs.insert(t.id(v.as_str()));
    }
    needs.subtract(known.set);
    let binds: VarSet = f
        .binding
        .vars()
        .into_iter()
        .map(|v| t.id(v.as_str()))
        .collect();
    (needs, binds)
}

/// The variables a clause shares with its surroundings: an `or-join` or
/// `not-join` only its join variables (the rest are local to it).
fn visible_vars(c: &Clause, t: &mut VarTable, out: &mut VarSet) {
    match c {
        Clause::Or(o) if o.join_vars.is_some() => {
            for v in o.join_vars.iter().flat_map(|rv| rv.all()) {
                out.insert(t.id(v.as_str()));
            }
        }
        Clause::Not(n) if n.join_vars.is_some() => {
            for v in n.join_vars.iter().flatten() {
                out.insert(t.id(v.as_str()));
            }
        }
        other => clause_ids(other, t, out),
    }
}

/// The variables of `clauses` (a query's own `:where`) that are only
/// tested for: each is named by one database pattern, at one position,
/// and by no other clause, input or `read` (see [`Entry::read`]).
fn unread_vars(clauses: &[Clause], entry: &Entry, read: &VarNames, t: &mut VarTable) -> VarSet {
    let mut clauses_naming: FxHashMap<VarId, usize> = FxHashMap::default();
    for c in clauses {
        let mut named = VarSet::new();
        clause_ids(c, t, &mut named);
        for v in named.iter() {
            *clauses_naming.entry(v).or_default() += 1;
        }
    }
    let given = |v: &str| {
        read.contains(v)
            || entry.bound.contains(v)
            || entry.inputs.iter().any(|i| i.vars.iter().any(|w| w == v))
    };
    let mut out = VarSet::new();
    for c in clauses {
        let Clause::Pattern(p) = c else { continue };
        if p.source.as_ref().is_some_and(|s| !s.is_default()) {
            continue;
        }
        let terms = [&p.e, &p.a, &p.v];
        for term in terms {
            let Term::Var(v) = term else { continue };
            let at = terms
                .iter()
                .filter(|x| matches!(x, Term::Var(w) if w == v))
                .count();
            let id = t.id(v.as_str());
            if at == 1 && clauses_naming.get(&id) == Some(&1) && !given(v.as_str()) {
                out.insert(id);
            }
        }
    }
    out
}

/// What an `or` branch sees bound: for `or-join` only the join variables
/// (its other variables are fresh even if the outer query has namesakes).
fn or_scope(o: &Or, bound: &VarSet, t: &mut VarTable) -> VarSet {
    match &o.join_vars {
        Some(rv) => rv
            .all()
            .map(|v| t.id(v.as_str()))
            .filter(|&v| bound.contains(v))
            .collect(),
        None => bound.clone(),
    }
}

/// What a `not` body sees bound: for `not-join` only the join variables.
fn not_scope(n: &Not, bound: &VarSet, t: &mut VarTable) -> VarSet {
    match &n.join_vars {
        Some(vars) => vars
            .iter()
            .map(|v| t.id(v.as_str()))
            .filter(|&v| bound.contains(v))
            .collect(),
        None => bound.clone(),
    }
}

/// Counts a planner's table has room for before it grows.
const COUNTS_CAPACITY: usize = 512;

/// States kept per subset by [`Planner::dp`].
const PARETO_CAP: usize = 32;

/// Adds `st` to a Pareto front of (cost, rows), dropping dominated states.
/// A state only dominates one that leaves the same star open: the other
/// may still continue its star for free.
fn add_pareto(front: &mut Vec<State>, st: State) {
    let dominates = |a: &State, b: &State| {
        a.cost <= b.cost
            && a.rows <= b.rows
            && a.star == b.star
            && a.star_debt <= b.star_debt
            && a.binds_no_later_than(b)
    };
    if front.iter().any(|f| dominates(f, &st)) {
        return;
    }
    front.retain(|f| !dominates(&st, f));
    front.push(st);
    if front.len() > PARETO_CAP {
        front.sort_by(|a, b| a.cost.total_cmp(&b.cost));
        front.truncate(PARETO_CAP);
    }
}

/// For each subset of `items` (by bit mask): whether it can be the group
/// of a bushy join — two or more patterns on the database, connected by
/// shared variables, none of them bound on entry.
fn groupable_masks(items: &[Item], entry: &Scope) -> Vec<bool> {
    let n = items.len();
    let ok_item: Vec<bool> = items
        .iter()
        .map(|it| match &it.kind {
            Kind::Pattern { p, .. } => {
                p.source.as_ref().is_none_or(|s| s.is_default())
                    && it.vars.is_disjoint(&entry.bound)
                    && !it.vars.is_empty()
            }
            _ => false,
        })
        .collect();
    (0..1usize << n)
        .map(|mask| {
            let members: Vec<usize> = (0..n).filter(|&i| mask & (1 << i) != 0).collect();
            if members.len() < 2 || !members.iter().all(|&i| ok_item[i]) {
                return false;
            }
            // Connected: grow from the first member along shared variables.
            let mut reached = vec![members[0]];
            let mut vars = items[members[0]].vars.clone();
            let mut grew = true;
            while grew {
                grew = false;
                for &i in &members {
                    if !reached.contains(&i) && !items[i].vars.is_disjoint(&vars) {
                        reached.push(i);
                        vars.union_with(&items[i].vars);
                        grew = true;
                    }
                }
            }
            reached.len() == members.len()
        })
        .collect()
}

/// The entity variable of a pattern that reads its entity's EAV row: its
/// entity is a variable bound before it (`bound`), its attribute a
/// constant, and it reads the database (not a literal source).
fn star_entity(item: &Item, bound: &VarSet) -> Option<VarId> {
    let Kind::Pattern { p, q, vars, .. } = &item.kind else {
        return None;
    };
    let from_db = p.source.as_ref().is_none_or(|s| s.is_default());
    let e = vars[0]?;
    (from_db && q.a.is_some() && bound.contains(e)).then_some(e)
}

/// Whether a value could satisfy a value selection (for sampled probes).
fn sel_admits(sel: &ValueSel, v: &Value) -> bool {
    use std::ops::Bound;
    match sel {
        ValueSel::Any => true,
        ValueSel::Eq(x) => x == v,
        ValueSel::Prefix(p) => v.as_str().is_some_and(|s| s.starts_with(p.as_str())),
        ValueSel::Range { lo, hi } => {
            let lo_ok = match lo {
                Bound::Unbounded => true,
                Bound::Included(x) => v >= x,
                Bound::Excluded(x) => v > x,
            };
            let hi_ok = match hi {
                Bound::Unbounded => true,
                Bound::Included(x) => v <= x,
                Bound::Excluded(x) => v < x,
            };
            lo_ok && hi_ok
        }
    }
}

fn describe(k: &Kind) -> String {
    match k {
        Kind::Pattern { p, .. } => pattern_text(p),
        Kind::Input { index } => format!("input {index}"),
        Kind::Bind(f) => format!("function ({} …)", f.func.name()),
        Kind::Or(_) => "or-join".into(),
        Kind::Not(_) => "not".into(),
        Kind::Rule(r) => format!("rule call ({} …)", r.name.as_str()),
    }
}

fn span_of(k: &Kind) -> quiver_query::Span {
    match k {
        Kind::Pattern { p, .. } => p.span,
        Kind::Input { .. } => quiver_query::Span::NONE,
        Kind::Bind(f) => f.span,
        Kind::Or(o) => o.span,
        Kind::Not(n) => n.span,
        Kind::Rule(r) => r.span,
    }
}
