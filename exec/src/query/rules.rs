//! Rule evaluation: bottom-up, semi-naive, one stratum at a time, with a
//! demand-driven shortcut for right-linear recursion called with bound
//! arguments (e.g. `(reach "ann" ?x)`): only what is reachable from the
//! bound values is computed.

use super::QueryError;
use super::batch::Batch;
use super::cell_set::CellSet;
use super::compile::{CConj, CStep, Compiler, Scope, Slots};
use super::operators::{Flow, Runner};
use super::row::{Tuple, Val};
use quiver_planner::Stratification;
use quiver_planner::{Entry, Planner, PlannerOptions, RuleRequirements};
use quiver_query::query::ast::{Clause, Rule, RuleSet, Term};
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use std::sync::Arc;

type Res<T> = std::result::Result<T, QueryError>;
type Table = Arc<Vec<Tuple>>;

/// Distinct bound values up to which a pass-through recursive rule is
/// evaluated once per value (D-306); with more, the whole rule once.
const SPECIALIZE_SEEDS: usize = 64;

/// A compiled rule body: its plan and the slots of the head arguments.
#[derive(Clone)]
struct Body {
    conj: Arc<CConj>,
    width: usize,
    /// Slot of each head argument.
    head: Vec<usize>,
    /// Occurrences (step ids) of calls to rules of the same stratum.
    recursive: Vec<usize>,
}

/// A body compiled with some head arguments bound on entry, and the slots
/// those arguments go in.
type BoundBody = (Body, Vec<usize>);

use super::entity_inputs::EntityParams;

/// The rules of a query and what has been computed of them.
pub(crate) struct RuleEngine {
    rules: Arc<RuleSet>,
    strat: Stratification,
    reqs: RuleRequirements,
    options: PlannerOptions,
    /// Complete relations.
    full: HashMap<String, Table>,
    /// Relations of the stratum being evaluated: (total, delta).
    in_progress: HashMap<String, (Table, Table)>,
    /// The call occurrence that reads the delta this round.
    delta_occ: Option<usize>,
    /// Demand answers: (rule, bound positions, seed) → answers.
    demand: HashMap<(String, Vec<usize>, Tuple), Table>,
    /// Bodies of non-recursive rules compiled with some head arguments
    /// bound on entry: (rule, bound positions) → (body, slots of the head).
    bound_bodies: HashMap<(String, Vec<usize>), Vec<BoundBody>>,
    /// A recursive rule evaluated for demanded values only (D-887): its
    /// bound positions, and the values its own recursive calls asked for
    /// (`None` once a call bound other positions).
    magic: HashMap<String, (Vec<usize>, Option<HashSet<Tuple>>)>,
    /// Which parameters of each rule its bodies use as entities, worked
    /// out once a query run when a rule call passes a keyword (D-901).
    entity_params: EntityParams,
    /// Estimates of rule calls, shared by the planners of every body
    /// compiled in the run (D-904).
    estimates: quiver_planner::RuleEstimates,
}

impl RuleEngine {
    pub fn new(rules: Arc<RuleSet>, options: PlannerOptions) -> Res<Self> {
        let strat = quiver_planner::stratify(&rules).map_err(QueryError::from)?;
        let reqs = quiver_planner::requirements(&rules);
        Ok(RuleEngine {
            rules,
            strat,
            reqs,
            options,
            full: HashMap::default(),
            in_progress: HashMap::default(),
            delta_occ: None,
            demand: HashMap::default(),
            bound_bodies: HashMap::default(),
            magic: HashMap::default(),
            entity_params: EntityParams::default(),
            estimates: quiver_planner::RuleEstimates::default(),
        })
    }

    /// The required argument positions of each rule (for the planner).
    pub fn requirements(&self) -> RuleRequirements {
        self.reqs.clone()
    }

    /// The tuples of rule `name` relevant to a call whose `bound` argument
    /// positions take the `seeds` values.
    pub fn answers(
        r: &mut Runner<'_, '_>,
        name: &str,
        occ: usize,
        bound: &[usize],
        seeds: &[Tuple],
    ) -> Res<Table> {
        if let Some((adorned, asked)) = r.rules.magic.get_mut(name) {
            // A recursive call inside a demand-driven evaluation: its
            // values are demanded too, if it binds the same positions.
            match asked {
                Some(set) if adorned.as_slice() == bound => set.extend(seeds.iter().cloned()),
                _ => *asked = None,
            }
        }
        if let Some((total, delta)) = r.rules.in_progress.get(name) {
            return Ok(if r.rules.delta_occ == Some(occ) {
                delta.clone()
            } else {
                total.clone()
            });
        }
        if let Some(t) = r.rules.full.get(name) {
            return Ok(t.clone());
        }
        if !bound.is_empty() {
            if let Some(shape) = right_linear(&r.rules.rules, &r.rules.strat, name, bound) {
                match closures(r, name, bound, seeds, &shape) {
                    // A step whose next bound values come from below (a
                    // depth `[(inc ?d0) ?d]` counted up from the call)
                    // cannot walk down from the call's values: evaluate
                    // another way (D-903).
                    Err(QueryError::Plan(_)) => {}
                    other => return other,
                }
            }
            // A non-recursive rule runs over the call's values however
            // many there are: the bound run reads what those values reach,
            // never more than the whole rule would (D-863).
            if non_recursive(&r.rules.rules, &r.rules.strat, name) {
                return Ok(Arc::new(bound_answers(r, name, bound, seeds)?));
            }
            if seeds.len() <= SPECIALIZE_SEEDS
                && passes_bound_through(&r.rules.rules, &r.rules.strat, name, bound)
            {
                return per_seed(r, name, bound, seeds, |r, seed| {
                    specialized_closure(r, name, bound, seed)
                });
            }
        }
        match evaluate_stratum(r, name) {
            // A recursive rule whose bodies cannot be planned unbound (an
            // argument only tested, as in `(not [?z :parent _])`) is
            // evaluated for the values its calls demand (D-887).
            Err(e @ QueryError::Plan(_)) if !bound.is_empty() => {
                return match magic_answers(r, name, bound, seeds) {
                    Ok(t) => Ok(Arc::new(t)),
                    Err(QueryError::Plan(_)) => Err(e),
                    Err(other) => Err(other),
                };
            }
            other => other?,
        }
        r.rules
            .full
            .get(name)
            .cloned()
            .ok_or_else(|| QueryError::Eval(format!("unknown rule {name}")))
    }
}

/// Tuples of the recursive rule `name` for calls binding the `bound`
/// positions to `seeds`, computed for demanded values only, as a
/// magic-set rewrite would (D-887): the bodies of every rule of its
/// stratum (`name` alone, or mutually recursive rules, D-901) are compiled
/// with the head arguments at those positions bound, and evaluated
/// semi-naively from every demanded value; the values the recursive calls
/// ask of each rule are demanded of it in turn, round after round, until
/// no new one appears. Every call inside the stratum must bind the same
/// positions. Answers for other demanded values are dropped.
fn magic_answers(
    r: &mut Runner<'_, '_>,
    name: &str,
    bound: &[usize],
    seeds: &[Tuple],
) -> Res<Vec<Tuple>> {
    let members: Vec<String> = match r.rules.strat.stratum_of(name) {
        Some(i) => r.rules.strat.strata[i].clone(),
        None => vec![name.to_string()],
    };
    let member_set: HashSet<String> = members.iter().cloned().collect();
    let mut fixed: Vec<(String, Vec<BoundBody>)> = Vec::new();
    for m in &members {
        fixed.push((m.clone(), compile_fixed(r, m, bound, Some(&member_set))?));
    }
    let mut seen: HashMap<String, HashSet<Tuple>> = members
        .iter()
        .map(|m| (m.clone(), HashSet::default()))
        .collect();
    let mut newest: HashMap<String, Vec<Tuple>> = HashMap::default();
    newest.insert(name.to_string(), seeds.to_vec());
    if let Some(s) = seen.get_mut(name) {
        s.extend(seeds.iter().cloned());
    }
    // The values asked for, round by round from the newest ones only: the
    // bodies run with the recursive relations empty, so each round costs
    // what its new values cost (a linear rule asks before it joins).
    let empty: Table = Arc::new(Vec::new());
    while newest.values().any(|v| !v.is_empty()) {
        r.check_cancel()?;
        let held: usize = seen.values().map(HashSet::len).sum();
        r.check_memory("rule", held * bound.len() * std::mem::size_of::<Val>())?;
        let ((), asked) = asking(r, &members, bound, |r| {
            for m in &members {
                r.rules
                    .in_progress
                    .insert(m.clone(), (empty.clone(), empty.clone()));
            }
            let ran = fixed.iter().try_for_each(|(m, bodies)| {
                let Some(values) = newest.get(m).filter(|v| !v.is_empty()) else {
                    return Ok(());
                };
                bodies.iter().try_for_each(|(b, entry)| {
                    let input = seeded(b.width, entry, values.iter().map(|t| t.as_slice()));
                    run_body_with(r, b, input, &mut |_| {})
                })
            });
            for m in &members {
                r.rules.in_progress.remove(m);
            }
            ran
        })?;
        newest = fresh_asks(&mut seen, asked);
    }
    loop {
        r.check_cancel()?;
        let demanded: HashMap<String, Vec<Tuple>> = seen
            .iter()
            .map(|(m, s)| (m.clone(), s.iter().cloned().collect()))
            .collect();
        let (mut total, asked) = asking(r, &members, bound, |r| {
            fixpoint_demanded(r, &members, &fixed, &demanded)
        })?;
        // A non-linear rule may ask for values only its answers give.
        let fresh = fresh_asks(&mut seen, asked);
        if fresh.values().all(Vec::is_empty) {
            let wanted: HashSet<&Tuple> = seeds.iter().collect();
            let key = |t: &Tuple| -> Tuple { bound.iter().map(|&b| t[b]).collect() };
            return Ok(total
                .remove(name)
                .unwrap_or_default()
                .into_iter()
                .filter(|t| wanted.contains(&key(t)))
                .collect());
        }
    }
}

/// The values in `asked` not `seen` before, per rule (now seen).
fn fresh_asks(
    seen: &mut HashMap<String, HashSet<Tuple>>,
    asked: HashMap<String, HashSet<Tuple>>,
) -> HashMap<String, Vec<Tuple>> {
    asked
        .into_iter()
        .map(|(m, vals)| {
            let s = seen.entry(m.clone()).or_default();
            let new: Vec<Tuple> = vals.into_iter().filter(|t| s.insert(t.clone())).collect();
            (m, new)
        })
        .collect()
}

/// Semi-naive evaluation of the stratum `members` from their bodies
/// compiled with the bound positions fixed, each body starting from one
/// row per value demanded of its rule.
fn fixpoint_demanded(
    r: &mut Runner<'_, '_>,
    members: &[String],
    fixed: &[(String, Vec<BoundBody>)],
    demanded: &HashMap<String, Vec<Tuple>>,
) -> Res<HashMap<String, HashSet<Tuple>>> {
    let none: Vec<Tuple> = Vec::new();
    let mut starts: Vec<(usize, Batch)> = Vec::new();
    let mut bodies: Vec<(String, Body)> = Vec::new();
    for (m, fixed) in fixed {
        let values = demanded.get(m).unwrap_or(&none);
        for (b, entry) in fixed {
            starts.push((
                Arc::as_ptr(&b.conj) as usize,
                seeded(b.width, entry, values.iter().map(|t| t.as_slice())),
            ));
            bodies.push((m.clone(), b.clone()));
        }
    }
    let start = |b: &Body| {
        let key = Arc::as_ptr(&b.conj) as usize;
        starts
            .iter()
            .find(|(k, _)| *k == key)
            .map_or_else(|| Batch::new(b.width), |(_, batch)| batch.clone())
    };
    fixpoint(r, members, &bodies, &start)
}

/// Runs `f` while the calls of the rules `members` that bind the `bound`
/// positions note the values they ask for; returns `f`'s result and those
/// values per rule (an error when a call bound other positions).
fn asking<T>(
    r: &mut Runner<'_, '_>,
    members: &[String],
    bound: &[usize],
    f: impl FnOnce(&mut Runner<'_, '_>) -> Res<T>,
) -> Res<(T, HashMap<String, HashSet<Tuple>>)> {
    for m in members {
        r.rules
            .magic
            .insert(m.clone(), (bound.to_vec(), Some(HashSet::default())));
    }
    let out = f(r);
    let mut asked = HashMap::default();
    let mut refused = None;
    for m in members {
        match r.rules.magic.remove(m).and_then(|(_, a)| a) {
            Some(a) => {
                asked.insert(m.clone(), a);
            }
            None => refused = Some(m.clone()),
        }
    }
    let out = out?;
    if let Some(m) = refused {
        return Err(other_positions(&m));
    }
    Ok((out, asked))
}

/// The error for a recursive call that binds other positions than the
/// call being evaluated on demand.
fn other_positions(name: &str) -> QueryError {
    QueryError::Eval(format!(
        "rule {name}: a recursive call binds other arguments than the call does; bind its arguments as the call does"
    ))
}

fn head_names(rule: &Rule) -> Vec<String> {
    rule.vars.all().map(|v| v.as_str().to_string()).collect()
}

/// Plans and compiles `clauses` with `bound` variables bound on entry;
/// returns the conjunction, its width and the slots of `head` names.
fn compile_body(
    r: &mut Runner<'_, '_>,
    clauses: &[Clause],
    bound: &[String],
    head: &[String],
) -> Res<(CConj, usize, Vec<usize>)> {
    let reqs = r.rules.reqs.clone();
    compile_body_with(r, clauses, bound, head, reqs)
}

/// [`compile_body`] planned under the rule requirements `reqs`.
fn compile_body_with(
    r: &mut Runner<'_, '_>,
    clauses: &[Clause],
    bound: &[String],
    head: &[String],
    reqs: RuleRequirements,
) -> Res<(CConj, usize, Vec<usize>)> {
    // Every body compiled in a run shares the stratification and the
    // estimates of rule calls (D-904).
    let planner = Planner::new(r.snap, r.rules.options.clone(), reqs).with_stratified_rules(
        r.rules.rules.clone(),
        &r.rules.strat.recursive,
        r.rules.estimates.clone(),
    );
    let entry = Entry {
        bound: bound.iter().cloned().collect(),
        // The head is seen by the caller: a `not` testing a head variable
        // needs it bound (D-876).
        visible: head.iter().cloned().collect(),
        // The head is all a body's caller reads: a variable one pattern
        // binds and nothing else names is an existence test (D-975).
        read: Some(head.iter().cloned().collect()),
        ..Entry::default()
    };
    let plan = planner
        .plan(clauses, &entry, None)
        .map_err(QueryError::from)?;
    let rules = r.rules.rules.clone();
    let mut compiler = Compiler {
        snap: r.snap,
        values: &mut r.values,
        slots: Slots::default(),
        next_id: 1 << 40,
        sources: r.source_names.clone(),
        rules: &rules,
        entity_params: &r.rules.entity_params,
    };
    let mut scope = Scope {
        map: HashMap::default(),
    };
    let head_slots: Vec<usize> = head
        .iter()
        .map(|h| scope.slot(h, &mut compiler.slots))
        .collect();
    for b in bound {
        scope.slot(b, &mut compiler.slots);
    }
    // Step ids of rule bodies live above the query's, so occurrences differ.
    compiler.next_id = NEXT_BODY_ID.fetch_add(1 << 20, std::sync::atomic::Ordering::Relaxed);
    let mut conj = compiler.compile(&plan, &mut scope, &std::collections::HashMap::new(), &[])?;
    // Only the head is read from a body's rows: slots nothing else reads
    // are dropped after their last step, and a variable one pattern binds
    // and nothing reads is a blank there, as in a query (D-975), so a body
    // of many patterns on one entity tests each instead of multiplying
    // rows. The bound slots are filled on entry.
    let read: std::collections::BTreeSet<usize> = head_slots.iter().copied().collect();
    let entry: std::collections::BTreeSet<usize> = bound
        .iter()
        .filter_map(|b| scope.map.get(b).copied())
        .collect();
    conj.prepare(&read, &entry);
    Ok((conj, compiler.slots.width.max(1), head_slots))
}

static NEXT_BODY_ID: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(1 << 40);

fn recursive_occurrences(conj: &CConj, members: &HashSet<String>, out: &mut Vec<usize>) {
    for (step, _) in &conj.steps {
        match step {
            CStep::Rule { name, occ, .. } if members.contains(name) => out.push(*occ),
            CStep::Or { branches, .. } => {
                for b in branches {
                    recursive_occurrences(b, members, out);
                }
            }
            CStep::Not { body, .. } => recursive_occurrences(body, members, out),
            _ => {}
        }
    }
}

/// Runs a body on `input`, collecting head tuples.
fn run_body(
    r: &mut Runner<'_, '_>,
    body: &Body,
    input: Batch,
    into: &mut HashSet<Tuple>,
) -> Res<()> {
    run_body_with(r, body, input, &mut |t| {
        into.insert(t);
    })
}

/// Runs a body on `input`, handing each complete head tuple to `each`.
fn run_body_with(
    r: &mut Runner<'_, '_>,
    body: &Body,
    input: Batch,
    each: &mut dyn FnMut(Tuple),
) -> Res<()> {
    let head = body.head.clone();
    let conj = body.conj.clone();
    let mut sink = |_: &mut Runner<'_, '_>, b: Batch| -> Res<Flow> {
        for row in b.rows() {
            let t: Tuple = head.iter().map(|&s| row[s]).collect();
            // A body that leaves a head argument unbound (only tested in
            // `(not …)` or a predicate) cannot list the rule's tuples when
            // the call does not bind it: an error, not a silently dropped
            // answer (D-876).
            if !t.iter().all(|v| v.is_bound()) {
                return Err(QueryError::Eval(
                    "a body leaves one of the rule's arguments unbound (a variable only tested, in (not …) or a predicate, is not bound); bind it with a clause of that body".to_string(),
                ));
            }
            each(t);
        }
        Ok(Flow::Continue(()))
    };
    let _ = r.run_whole(&conj, input, &mut sink)?;
    Ok(())
}

/// Evaluates the stratum of `name` bottom-up, semi-naively, into `full`.
fn evaluate_stratum(r: &mut Runner<'_, '_>, name: &str) -> Res<()> {
    let Some(idx) = r.rules.strat.stratum_of(name) else {
        return Err(QueryError::Eval(format!("unknown rule {name}")));
    };
    let members: Vec<String> = r.rules.strat.strata[idx].clone();
    let member_set: HashSet<String> = members.iter().cloned().collect();
    let rules = r.rules.rules.clone();
    let mut bodies: Vec<(String, Body)> = Vec::new();
    for rule in rules
        .rules
        .iter()
        .filter(|x| member_set.contains(x.name.as_str()))
    {
        let head = head_names(rule);
        let (conj, width, head_slots) = compile_body(r, &rule.clauses, &[], &head)?;
        let mut rec = Vec::new();
        recursive_occurrences(&conj, &member_set, &mut rec);
        bodies.push((
            rule.name.as_str().to_string(),
            Body {
                conj: Arc::new(conj),
                width,
                head: head_slots,
                recursive: rec,
            },
        ));
    }
    let mut total = fixpoint(r, &members, &bodies, &|b: &Body| Batch::unit(b.width))?;
    for m in &members {
        let t = total.remove(m).unwrap_or_default();
        r.rules
            .full
            .insert(m.clone(), Arc::new(t.into_iter().collect()));
    }
    Ok(())
}

/// Semi-naive evaluation of the rules `members` (one stratum) from their
/// compiled `bodies`, each run on the batch `start` makes for it; returns
/// every member's tuples.
fn fixpoint(
    r: &mut Runner<'_, '_>,
    members: &[String],
    bodies: &[(String, Body)],
    start: &dyn Fn(&Body) -> Batch,
) -> Res<HashMap<String, HashSet<Tuple>>> {
    let empty: Table = Arc::new(Vec::new());
    let mut total: HashMap<String, HashSet<Tuple>> = members
        .iter()
        .map(|m| (m.clone(), HashSet::default()))
        .collect();
    for m in members {
        r.rules
            .in_progress
            .insert(m.clone(), (empty.clone(), empty.clone()));
    }
    // Round 0: every body against empty relations (the base cases).
    let mut delta: HashMap<String, HashSet<Tuple>> = HashMap::default();
    let named = |n: &str, e: QueryError| match e {
        QueryError::Eval(m) if m.starts_with("a body leaves") => {
            QueryError::Eval(format!("rule {n}: {m}"))
        }
        e => e,
    };
    for (n, b) in bodies {
        let mut got = HashSet::default();
        run_body(r, b, start(b), &mut got).map_err(|e| named(n, e))?;
        delta.entry(n.clone()).or_default().extend(got);
    }
    loop {
        r.check_cancel()?;
        let mut any = false;
        for m in members {
            let d = delta.remove(m).unwrap_or_default();
            let t = total
                .get_mut(m)
                .ok_or_else(|| QueryError::Eval(format!("rule {m} lost")))?;
            let fresh: Vec<Tuple> = d.into_iter().filter(|x| !t.contains(x)).collect();
            any |= !fresh.is_empty();
            t.extend(fresh.iter().cloned());
            let total_t: Table = Arc::new(t.iter().cloned().collect());
            r.check_memory("rule", total_t.len() * std::mem::size_of::<Val>() * 2)?;
            r.rules
                .in_progress
                .insert(m.clone(), (total_t, Arc::new(fresh)));
        }
        if !any {
            break;
        }
        let mut next: HashMap<String, HashSet<Tuple>> = HashMap::default();
        for (n, b) in bodies {
            for &occ in &b.recursive {
                r.rules.delta_occ = Some(occ);
                let mut got = HashSet::default();
                run_body(r, b, start(b), &mut got).map_err(|e| named(n, e))?;
                next.entry(n.clone()).or_default().extend(got);
            }
        }
        r.rules.delta_occ = None;
        delta = next;
    }
    for m in members {
        r.rules.in_progress.remove(m);
    }
    Ok(total)
}

/// The right-linear closure of `name` from each seed (cached per seed).
fn closures(
    r: &mut Runner<'_, '_>,
    name: &str,
    bound: &[usize],
    seeds: &[Tuple],
    shape: &Shape,
) -> Res<Table> {
    per_seed(r, name, bound, seeds, |r, seed| {
        demand_closure(r, bound, seed, shape)
    })
}

/// The answers of `name` for each seed, each computed once a run by
/// `compute` and cached (by rule, bound positions and seed).
fn per_seed(
    r: &mut Runner<'_, '_>,
    name: &str,
    bound: &[usize],
    seeds: &[Tuple],
    mut compute: impl FnMut(&mut Runner<'_, '_>, &[Val]) -> Res<Vec<Tuple>>,
) -> Res<Table> {
    let mut all = Vec::new();
    for seed in seeds {
        let key = (name.to_string(), bound.to_vec(), seed.clone());
        let t = match r.rules.demand.get(&key) {
            Some(t) => t.clone(),
            None => {
                let t = Arc::new(compute(r, seed)?);
                r.rules.demand.insert(key, t.clone());
                t
            }
        };
        if seeds.len() == 1 {
            return Ok(t);
        }
        all.extend(t.iter().cloned());
    }
    Ok(Arc::new(all))
}

/// Whether `name` is alone in its stratum and never calls itself.
fn non_recursive(rules: &RuleSet, strat: &Stratification, name: &str) -> bool {
    strat
        .stratum_of(name)
        .is_some_and(|i| strat.strata[i].len() == 1)
        && rules
            .bodies(name)
            .all(|r| !r.clauses.iter().any(|c| mentions_rule(c, name)))
}

/// Compiles the bodies of `name` with the head variables at `bound`
/// positions bound on entry; with `members`, notes each body's calls to
/// them (recursive occurrences), planned so that each such call binds the
/// `bound` positions too (the values it asks for are then demanded in
/// turn, D-901). Returns each body with the slots the bound values go in.
fn compile_fixed(
    r: &mut Runner<'_, '_>,
    name: &str,
    bound: &[usize],
    members: Option<&HashSet<String>>,
) -> Res<Vec<BoundBody>> {
    let rules = r.rules.rules.clone();
    let mut reqs = r.rules.reqs.clone();
    let own = Arc::make_mut(&mut reqs);
    for m in members.into_iter().flatten() {
        let positions = own.entry(m.clone()).or_default();
        positions.extend(bound.iter().copied());
        positions.sort_unstable();
        positions.dedup();
    }
    let mut out = Vec::new();
    for rule in rules.bodies(name) {
        let head = head_names(rule);
        let fixed: Vec<String> = bound.iter().filter_map(|&b| head.get(b).cloned()).collect();
        let (conj, width, head_slots) =
            compile_body_with(r, &rule.clauses, &fixed, &head, reqs.clone())?;
        let mut recursive = Vec::new();
        if let Some(m) = members {
            recursive_occurrences(&conj, m, &mut recursive);
        }
        let entry = bound.iter().map(|&b| head_slots[b]).collect();
        out.push((
            Body {
                conj: Arc::new(conj),
                width,
                head: head_slots,
                recursive,
            },
            entry,
        ));
    }
    Ok(out)
}

/// A batch of one row per seed, each seed's values in the `entry` slots.
fn seeded<'v>(width: usize, entry: &[usize], seeds: impl IntoIterator<Item = &'v [Val]>) -> Batch {
    let mut input = Batch::new(width);
    let blank = vec![Val::NIL; width];
    for seed in seeds {
        let at = input.push(&blank);
        for (i, &s) in entry.iter().enumerate() {
            input.data[at + s] = seed[i];
        }
    }
    input
}

/// Tuples of a non-recursive rule for calls whose `bound` positions take
/// the `seeds` values: every body runs once over all the seeds, its head
/// variables at those positions bound on entry. This is how a rule whose
/// body only tests an argument (`[(adult ?a) [(>= ?a 18)]]`) is evaluated,
/// and it spares a full evaluation when few values are asked about.
fn bound_answers(
    r: &mut Runner<'_, '_>,
    name: &str,
    bound: &[usize],
    seeds: &[Tuple],
) -> Res<Vec<Tuple>> {
    let key = (name.to_string(), bound.to_vec());
    if !r.rules.bound_bodies.contains_key(&key) {
        let bodies = compile_fixed(r, name, bound, None)?;
        r.rules.bound_bodies.insert(key.clone(), bodies);
    }
    let bodies: Vec<BoundBody> = r.rules.bound_bodies[&key].clone();
    let mut out: HashSet<Tuple> = HashSet::default();
    for (body, entry) in &bodies {
        run_body(
            r,
            body,
            seeded(body.width, entry, seeds.iter().map(|t| t.as_slice())),
            &mut out,
        )?;
    }
    Ok(out.into_iter().collect())
}

/// Whether every recursive call of `name` (a rule recursive only on
/// itself) passes the head variables at the `bound` positions through
/// unchanged: then only tuples with the call's bound values can ever be
/// needed, and the rule can be evaluated with them fixed.
fn passes_bound_through(
    rules: &RuleSet,
    strat: &Stratification,
    name: &str,
    bound: &[usize],
) -> bool {
    let Some(idx) = strat.stratum_of(name) else {
        return false;
    };
    if strat.strata[idx].len() != 1 || bound.is_empty() {
        return false;
    }
    let mut recursive = false;
    for rule in rules.bodies(name) {
        let head = head_names(rule);
        for c in &rule.clauses {
            match c {
                Clause::RuleCall(call) if call.name.as_str() == name => {
                    recursive = true;
                    let through = bound.iter().all(|&b| {
                        matches!(call.args.get(b), Some(Term::Var(v)) if head.get(b).is_some_and(|h| h == v.as_str()))
                    });
                    if !through {
                        return false;
                    }
                }
                // Calls hidden in not/or: keep to the general path.
                other if mentions_rule(other, name) => return false,
                _ => {}
            }
        }
    }
    recursive
}

/// Tuples of `name` whose `bound` positions hold `seed`, by semi-naive
/// evaluation with those head variables fixed (see
/// [`passes_bound_through`]).
fn specialized_closure(
    r: &mut Runner<'_, '_>,
    name: &str,
    bound: &[usize],
    seed: &[Val],
) -> Res<Vec<Tuple>> {
    let member: HashSet<String> = std::iter::once(name.to_string()).collect();
    let fixed = compile_fixed(r, name, bound, Some(&member))?;
    let seed = [Tuple::from_slice(seed)];
    let members = [name.to_string()];
    let demanded: HashMap<String, Vec<Tuple>> =
        std::iter::once((name.to_string(), seed.to_vec())).collect();
    let mut total = fixpoint_demanded(r, &members, &[(name.to_string(), fixed)], &demanded)?;
    Ok(total.remove(name).unwrap_or_default().into_iter().collect())
}

/// A right-linear rule shape: bodies without a recursive call (base) and
/// bodies with one call to the rule itself that passes every free head
/// argument through unchanged (step); the call's bound arguments are the
/// next seeds.
struct Shape {
    /// The rule's number of arguments.
    arity: usize,
    base: Vec<Rule>,
    /// (body without the call, the call's args at the bound positions,
    /// the body's head variables at the bound positions).
    step: Vec<(Vec<Clause>, Vec<String>, Vec<String>)>,
}

fn right_linear(
    rules: &RuleSet,
    strat: &Stratification,
    name: &str,
    bound: &[usize],
) -> Option<Shape> {
    let idx = strat.stratum_of(name)?;
    if strat.strata[idx].len() != 1 {
        return None;
    }
    let mut shape = Shape {
        arity: 0,
        base: Vec::new(),
        step: Vec::new(),
    };
    for rule in rules.bodies(name) {
        let head = head_names(rule);
        shape.arity = head.len();
        let calls: Vec<usize> = rule
            .clauses
            .iter()
            .enumerate()
            .filter(|(_, c)| mentions_rule(c, name))
            .map(|(i, _)| i)
            .collect();
        match calls.as_slice() {
            [] => shape.base.push(rule.clone()),
            [i] => {
                let Clause::RuleCall(call) = &rule.clauses[*i] else {
                    return None;
                };
                if call.name.as_str() != name || call.args.len() != head.len() {
                    return None;
                }
                let rest: Vec<Clause> = rule
                    .clauses
                    .iter()
                    .enumerate()
                    .filter(|(j, _)| j != i)
                    .map(|(_, c)| c.clone())
                    .collect();
                let mut rest_vars = std::collections::BTreeSet::new();
                for c in &rest {
                    quiver_planner::clause_vars(c, &mut rest_vars);
                }
                let mut seeds = Vec::new();
                for (j, arg) in call.args.iter().enumerate() {
                    let Term::Var(v) = arg else { return None };
                    if bound.contains(&j) {
                        // The next seed must come from the body (or the
                        // call's own bound values): a variable nothing
                        // else binds (`(r ?z ?b)`) asks for every value,
                        // which the general evaluation answers (D-928).
                        if !rest_vars.contains(v.as_str())
                            && !bound_head_uses(&head, bound, v.as_str())
                        {
                            return None;
                        }
                        seeds.push(v.as_str().to_string());
                    } else if v.as_str() != head[j]
                        || rest_vars.contains(v.as_str())
                        || bound_head_uses(&head, bound, v.as_str())
                    {
                        return None;
                    }
                }
                let own: Vec<String> = bound.iter().filter_map(|&b| head.get(b).cloned()).collect();
                shape.step.push((rest, seeds, own));
            }
            _ => return None,
        }
    }
    (!shape.step.is_empty()).then_some(shape)
}

fn bound_head_uses(head: &[String], bound: &[usize], var: &str) -> bool {
    bound.iter().any(|&b| head.get(b).is_some_and(|h| h == var))
}

fn mentions_rule(c: &Clause, name: &str) -> bool {
    match c {
        Clause::RuleCall(r) => r.name.as_str() == name,
        Clause::Not(n) => n
            .clauses
            .iter()
            .any(|c| quiver_query::stack::deep(|| mentions_rule(c, name))),
        Clause::Or(o) => o.branches.iter().any(|b| {
            b.clauses
                .iter()
                .any(|c| quiver_query::stack::deep(|| mentions_rule(c, name)))
        }),
        _ => false,
    }
}

/// Answers of a right-linear rule for one seed: breadth-first over the
/// seeds its step bodies produce, then the base bodies at every seed reached.
/// When the base body is the step body with the free head arguments in the
/// place of the next seeds (`reach` over one attribute), the base answers at
/// a seed are the seeds its step produced, so every value the search
/// produces is an answer and no base body runs again (D-862).
fn demand_closure(
    r: &mut Runner<'_, '_>,
    bound: &[usize],
    seed: &[Val],
    shape: &Shape,
) -> Res<Vec<Tuple>> {
    // Compile step bodies (their head's bound variables bound) and base bodies.
    let mut steps = Vec::new();
    for (clauses, next, own) in &shape.step {
        let (conj, width, slots) =
            compile_body(r, clauses, own, &[own.clone(), next.clone()].concat())?;
        // The body runs with its own head slots as the entry and hands
        // over the next seeds' slots.
        let k = own.len();
        steps.push((
            Body {
                conj: Arc::new(conj),
                width,
                head: slots[k..].to_vec(),
                recursive: Vec::new(),
            },
            slots[..k].to_vec(),
        ));
    }
    let k = bound.len();
    let arity = shape.arity;
    let base_is_step = base_repeats_step(shape, bound);
    let mut seen = Seen::new(k);
    seen.insert(seed);
    // Every value but the seed is in `seen` because a step produced it;
    // the seed is an answer too when a step produced it again.
    let mut seed_again = false;
    let mut frontier: Vec<Val> = seed.to_vec();
    while !frontier.is_empty() {
        r.check_cancel()?;
        let mut next: Vec<Val> = Vec::new();
        for (body, entry) in &steps {
            let input = seeded(body.width, entry, frontier.chunks_exact(k));
            run_body_with(r, body, input, &mut |g| {
                if seen.insert(&g) {
                    next.extend_from_slice(&g);
                } else if g.as_slice() == seed {
                    seed_again = true;
                }
            })?;
        }
        r.check_memory(
            "recursive rule",
            seen.bytes() + next.len() * std::mem::size_of::<Val>(),
        )?;
        frontier = next;
    }
    if base_is_step {
        let free: Vec<usize> = (0..arity).filter(|p| !bound.contains(p)).collect();
        return Ok(seen
            .into_tuples()
            .filter(|g| seed_again || g.as_slice() != seed)
            .map(|g| {
                let mut t: Tuple = smallvec::smallvec![Val::NIL; arity];
                for (i, &b) in bound.iter().enumerate() {
                    t[b] = seed[i];
                }
                for (j, &f) in free.iter().enumerate() {
                    t[f] = g[j];
                }
                t
            })
            .collect());
    }
    let mut bases = Vec::new();
    for rule in &shape.base {
        let h = head_names(rule);
        let b: Vec<String> = bound.iter().map(|&i| h[i].clone()).collect();
        let (conj, width, slots) = compile_body(r, &rule.clauses, &b, &h)?;
        bases.push((conj, width, slots));
    }
    // Base answers at every reached seed, re-keyed to the original seed.
    let mut out: HashSet<Tuple> = HashSet::default();
    let reached: Vec<Tuple> = seen.into_tuples().collect();
    for (conj, width, slots) in &bases {
        let entry: Vec<usize> = bound.iter().map(|&b| slots[b]).collect();
        let input = seeded(*width, &entry, reached.iter().map(|t| t.as_slice()));
        let body = Body {
            conj: Arc::new(conj.clone()),
            width: *width,
            head: slots.clone(),
            recursive: Vec::new(),
        };
        // Re-keyed as they come: every answer belongs to the one seed.
        run_body_with(r, &body, input, &mut |mut t| {
            for (i, &b) in bound.iter().enumerate() {
                t[b] = seed[i];
            }
            out.insert(t);
        })?;
    }
    Ok(out.into_iter().collect())
}

/// A set of `k`-cell keys; one cell (the usual `reach` over entity ids) is
/// hashed as the cell itself, not as a small vector.
enum Seen {
    One(CellSet),
    Many(HashSet<Tuple>),
}

impl Seen {
    fn new(k: usize) -> Self {
        if k == 1 {
            Seen::One(CellSet::default())
        } else {
            Seen::Many(HashSet::default())
        }
    }

    /// Adds `key`; whether it was new.
    fn insert(&mut self, key: &[Val]) -> bool {
        match self {
            Seen::One(s) => s.insert(key[0]),
            Seen::Many(s) => s.insert(Tuple::from_slice(key)),
        }
    }

    /// Bytes held (for the query's memory budget).
    fn bytes(&self) -> usize {
        match self {
            Seen::One(s) => s.bytes(),
            Seen::Many(s) => s.capacity() * (std::mem::size_of::<Tuple>() + 1),
        }
    }

    fn into_tuples(self) -> Box<dyn Iterator<Item = Tuple>> {
        match self {
            Seen::One(s) => Box::new(s.into_cells().map(|v| smallvec::smallvec![v])),
            Seen::Many(s) => Box::new(s.into_iter()),
        }
    }
}

/// Whether the one base body of `shape` is its one step body with the
/// base's bound head variables in the place of the step's own and its free
/// head variables (in order) in the place of the next seeds, so that the
/// base answers at a seed are exactly the seeds the step produces from it.
/// Only data patterns are compared (the `reach` and `ancestor` shapes);
/// anything else answers no and takes the general path.
fn base_repeats_step(shape: &Shape, bound: &[usize]) -> bool {
    let ([base], [(rest, next, own)]) = (shape.base.as_slice(), shape.step.as_slice()) else {
        return false;
    };
    let h = head_names(base);
    let free: Vec<usize> = (0..h.len()).filter(|p| !bound.contains(p)).collect();
    if free.len() != next.len() || own.len() != bound.len() || base.clauses.len() != rest.len() {
        return false;
    }
    let mut map: HashMap<String, String> = HashMap::default();
    let mut back: HashMap<String, String> = HashMap::default();
    let pairs = bound
        .iter()
        .zip(own)
        .chain(free.iter().zip(next))
        .map(|(&p, s)| (h[p].clone(), s.clone()));
    for (a, b) in pairs {
        if !same_var(&mut map, &mut back, &a, &b) {
            return false;
        }
    }
    base.clauses.iter().zip(rest).all(|(a, b)| match (a, b) {
        (Clause::Pattern(a), Clause::Pattern(b)) => {
            a.arity == b.arity
                && a.source.as_ref().map(|s| s.name.as_str())
                    == b.source.as_ref().map(|s| s.name.as_str())
                && a.more.len() == b.more.len()
                && a.all_terms()
                    .zip(b.all_terms())
                    .all(|(x, y)| same_term(&mut map, &mut back, x, y))
        }
        _ => false,
    })
}

/// Whether `a` (base) and `b` (step) correspond under the variable
/// bijection `map`/`back`, extending it.
fn same_term(
    map: &mut HashMap<String, String>,
    back: &mut HashMap<String, String>,
    a: &Term,
    b: &Term,
) -> bool {
    match (a, b) {
        (Term::Var(x), Term::Var(y)) => same_var(map, back, x.as_str(), y.as_str()),
        (Term::Blank(_), Term::Blank(_)) => true,
        (Term::Const(x), Term::Const(y)) => x.value == y.value,
        _ => false,
    }
}

fn same_var(
    map: &mut HashMap<String, String>,
    back: &mut HashMap<String, String>,
    a: &str,
    b: &str,
) -> bool {
    match (map.get(a), back.get(b)) {
        (Some(x), Some(y)) => x == b && y == a,
        (None, None) => {
            map.insert(a.to_string(), b.to_string());
            back.insert(b.to_string(), a.to_string());
            true
        }
        _ => false,
    }
}
