//! From the planner's steps (which name variables) to executable steps
//! (which name row slots), resolving constant attributes and entities once.

use super::row::{Val, Values};
use quiver_planner::{ConjPlan, Op, PatternStep, Step};
use quiver_query::builtins::Builtin;
use quiver_query::edn::Value as Edn;
use quiver_query::query::ast::{
    BindTarget, Binding, FnArg, FnRef, FunctionCall, Predicate, RuleCall, SrcVar, Term,
};
use quiver_store::Snapshot;
use quiver_store::ValueMatch;
use quiver_store::ValueType;
use quiver_store::value_match;
use quiver_store::{AttrId, EntityId};
use rustc_hash::FxHashMap as HashMap;
use std::collections::BTreeSet;

/// Variable name → row slot, for one scope (the query, an `or-join`
/// branch, a `not` body). Slots are shared by the whole query's rows.
#[derive(Clone, Debug)]
pub(crate) struct Scope {
    pub map: HashMap<String, usize>,
}

/// Allocates slots across scopes.
#[derive(Debug, Default)]
pub(crate) struct Slots {
    pub width: usize,
}

impl Slots {
    pub fn fresh(&mut self) -> usize {
        self.width += 1;
        self.width - 1
    }
}

impl Scope {
    pub fn slot(&mut self, name: &str, slots: &mut Slots) -> usize {
        if let Some(&s) = self.map.get(name) {
            return s;
        }
        let s = slots.fresh();
        self.map.insert(name.to_string(), s);
        s
    }
}

/// Whether a pattern can join an entity-row fetch on slot `e`.
fn star_member(p: &CPattern) -> Option<usize> {
    match (&p.e, &p.attr, p.source, p.e_bound) {
        (Pos::Var(e), Some(CAttr { id: Some(_), .. }), None, true)
            if matches!(p.a, Pos::Const(_)) =>
        {
            Some(*e)
        }
        _ => None,
    }
}

/// Fuses runs of two or more patterns on the same bound entity (the
/// planner prices a pattern that continues such a run without a seek).
fn fuse_stars(steps: Vec<(CStep, usize)>) -> Vec<(CStep, usize)> {
    let mut out: Vec<(CStep, usize)> = Vec::new();
    for (step, id) in steps {
        fuse_into(&mut out, step, id);
    }
    out
}

/// Appends `step` to `out`, fusing it with the last step when both are
/// patterns on the same bound entity.
fn fuse_into(out: &mut Vec<(CStep, usize)>, step: CStep, id: usize) {
    let joined = match (&step, out.last_mut()) {
        (CStep::Pattern(p), Some((CStep::Star { e, patterns, ids }, _)))
            if star_member(p) == Some(*e) =>
        {
            patterns.push(p.clone());
            ids.push(id);
            true
        }
        (CStep::Pattern(p), Some((last, prev_id))) => {
            let prev = match &*last {
                CStep::Pattern(prev) => Some(prev.clone()),
                _ => None,
            };
            match (star_member(p), prev) {
                (Some(a), Some(prev)) if star_member(&prev) == Some(a) => {
                    let first_id = *prev_id;
                    *last = CStep::Star {
                        e: a,
                        patterns: vec![prev, p.clone()],
                        ids: vec![first_id, id],
                    };
                    true
                }
                _ => false,
            }
        }
        _ => false,
    };
    if !joined {
        out.push((step, id));
    }
}

/// Gives each AVE probe that binds an entity the next step's patterns on
/// that entity as alternative access paths (see [`CPattern::alts`]).
fn attach_alternatives(mut steps: Vec<(CStep, usize)>) -> Vec<(CStep, usize)> {
    for i in 0..steps.len().saturating_sub(1) {
        let slot = match &steps[i].0 {
            CStep::Pattern(p)
                if p.source.is_none()
                    && !p.e_bound
                    && !matches!(p.v, Pos::Blank)
                    && p.attr.as_ref().is_some_and(|a| a.id.is_some()) =>
            {
                match p.e {
                    Pos::Var(s) => s,
                    _ => continue,
                }
            }
            _ => continue,
        };
        let usable = |q: &CPattern| {
            q.source.is_none()
                && matches!(q.e, Pos::Var(s) if s == slot)
                && !matches!(q.v, Pos::Blank)
                && q.attr.as_ref().is_some_and(|a| a.id.is_some())
        };
        let alts: Vec<CPattern> = match &steps[i + 1].0 {
            CStep::Star { e, patterns, .. } if *e == slot => {
                patterns.iter().filter(|q| usable(q)).cloned().collect()
            }
            CStep::Pattern(q) if q.e_bound && usable(q) => vec![q.clone()],
            _ => continue,
        };
        if let CStep::Pattern(p) = &mut steps[i].0 {
            p.alts = alts;
        }
    }
    steps
}

/// A pattern or argument position.
#[derive(Clone, Debug)]
pub(crate) enum Pos {
    /// A constant (interned in the query's [`Values`]).
    Const(Val),
    Var(usize),
    Blank,
}

impl Pos {
    /// The position's value in `row`, if it has one.
    #[inline]
    pub fn get(&self, row: &[Val]) -> Option<Val> {
        match self {
            Pos::Const(c) => Some(*c),
            Pos::Var(s) => Some(row[*s]).filter(|v| v.is_bound()),
            Pos::Blank => None,
        }
    }
}

impl CPattern {
    /// Its positions: entity, attribute, value, then those past the value
    /// (on a literal relation).
    pub fn positions(&self) -> impl Iterator<Item = &Pos> {
        [&self.e, &self.a, &self.v].into_iter().chain(&self.more)
    }

    /// Whether a position is blank (`_`, or a nil input on the database).
    pub fn has_blank(&self) -> bool {
        self.positions().any(|p| matches!(p, Pos::Blank))
    }

    /// Whether `row` binds every variable position. With a blank, such a
    /// pattern only tests the row: it passes once however many datoms
    /// match — `[_ :a ?v]` with `?v` bound asks whether some entity holds
    /// `?v`, it does not repeat the row per entity (D-969).
    pub fn binds_nothing(&self, row: &[Val]) -> bool {
        self.positions().all(|p| match p {
            Pos::Var(s) => row[*s].is_bound(),
            _ => true,
        })
    }
}

/// Resolved constant attribute: `None` when the attribute does not exist.
#[derive(Clone, Debug)]
pub(crate) struct CAttr {
    pub id: Option<AttrId>,
    pub ty: Option<ValueType>,
}

#[derive(Clone, Debug)]
pub(crate) struct CPattern {
    pub e: Pos,
    pub a: Pos,
    pub v: Pos,
    /// A constant entity, resolved (`None` = refers to nothing).
    pub e_const: Option<Option<EntityId>>,
    pub attr: Option<CAttr>,
    /// The value range pushed down by the planner, for index scans.
    pub v_match: ValueMatch,
    /// For a constant value under a constant attribute: its index bytes
    /// (attr ‖ form, coerced to the attribute's type), found once here
    /// instead of once per row; `Some(None)` when no datom holds it.
    pub v_key: Option<Option<Vec<u8>>>,
    /// A literal relation given as `$name`: match its tuples instead of the
    /// database.
    pub source: Option<usize>,
    /// On a literal relation: the positions written after the value,
    /// matched by index (D-941).
    pub more: Vec<Pos>,
    /// On a literal relation: the shortest tuple that holds every variable
    /// position. Constants past a shorter tuple's end are not compared, as
    /// in Datalevin (D-950).
    pub width: usize,
    /// The entity position is bound when the step runs.
    pub e_bound: bool,
    /// Exact count of the pattern alone (constants and pushed range), from
    /// the plan: what a hash join would have to read.
    pub count: u64,
    /// The planner's estimate of the rows this step is given (the previous
    /// step's rows): how many probes a hash join would save.
    pub est_in: f64,

    /// Patterns of the next step on the entity this one binds (an AVE
    /// probe `[?e :a ?v]` followed by `[?e :b ?w]` …): when this probe's
    /// entity list turns out long, the executor counts theirs and walks the
    /// shortest, checking this pattern per entity (adaptive index
    /// intersection, D-311).
    pub alts: Vec<CPattern>,
}

#[derive(Clone, Debug)]
pub(crate) enum CArg {
    Pos(Pos),
    Source,
    /// A nested call, evaluated before the outer one.
    Call {
        name: &'static Builtin,
        args: Vec<CArg>,
    },
}

impl CArg {
    fn slots(&self, out: &mut BTreeSet<usize>) {
        match self {
            CArg::Pos(p) => pos_slot(p, out),
            CArg::Source => {}
            CArg::Call { args, .. } => args.iter().for_each(|a| a.slots(out)),
        }
    }
}

#[derive(Clone, Debug)]
pub(crate) enum CBinding {
    Scalar(usize),
    Tuple(Vec<Option<usize>>),
    Collection(usize),
    Relation(Vec<Option<usize>>),
}

#[derive(Clone, Debug)]
#[allow(clippy::large_enum_variant)] // a few per query, built once
pub(crate) enum CStep {
    Pattern(CPattern),
    Input {
        index: usize,
        cols: Vec<usize>,
    },
    Filter {
        name: &'static Builtin,
        args: Vec<CArg>,
        /// Where the clause is, for errors of the call.
        at: Option<quiver_query::Pos>,
    },
    Bind {
        name: &'static Builtin,
        args: Vec<CArg>,
        binding: CBinding,
        /// Where the clause is, for errors of the call.
        at: Option<quiver_query::Pos>,
    },
    Or {
        branches: Vec<CConj>,
        locals: Vec<usize>,
        dedupe: Vec<usize>,
    },
    Not {
        body: CConj,
        tag: usize,
        /// The outer slots the body reads (its variables bound on entry):
        /// the only cells of a row the body is given (D-972).
        reads: Vec<usize>,
    },
    Rule {
        name: String,
        args: Vec<Pos>,
        occ: usize,
    },
    /// Consecutive patterns on one bound entity with constant attributes:
    /// one `list_dup` of the entity's EAV row answers them all.
    Star {
        e: usize,
        patterns: Vec<CPattern>,
        ids: Vec<usize>,
    },
    /// A bushy join: `right` runs once, on its own; its rows, keyed by
    /// the cells in `keys`, are hash-joined with each row, which gains the
    /// cells in `adds`.
    Join {
        right: CConj,
        keys: Vec<usize>,
        adds: Vec<usize>,
    },
}

/// An executable conjunction: steps with their ids in the explain tree.
#[derive(Clone, Debug)]
pub(crate) struct CConj {
    pub steps: Vec<(CStep, usize)>,
    /// Per step: slots no later step (nor the result) reads. After the step
    /// they are cleared and the batch deduplicated — set semantics make the
    /// dropped rows redundant (early duplicate elimination).
    pub dead: Vec<Vec<usize>>,
}

fn pos_slot(p: &Pos, out: &mut BTreeSet<usize>) {
    if let Pos::Var(s) = p {
        out.insert(*s);
    }
}

impl CStep {
    /// Whether distinct input rows give distinct output rows: each output
    /// row extends its input row by bindings from a distinct datom (no
    /// blank position folds several datoms into one row), a single
    /// function result, or nothing (filters, `not`). Unions, rules,
    /// inputs and collection bindings may repeat a row.
    fn keeps_distinct(&self) -> bool {
        match self {
            CStep::Pattern(p) => {
                p.source.is_none() && ![&p.e, &p.a, &p.v].iter().any(|x| matches!(x, Pos::Blank))
            }
            // A join's table holds distinct tuples of its key and added
            // cells: one row and one tuple give one row.
            CStep::Star { .. } | CStep::Filter { .. } | CStep::Not { .. } | CStep::Join { .. } => {
                true
            }
            CStep::Bind { binding, .. } => {
                matches!(binding, CBinding::Scalar(_) | CBinding::Tuple(_))
            }
            CStep::Input { .. } | CStep::Or { .. } | CStep::Rule { .. } => false,
        }
    }

    /// Makes slot `s` a blank where this step is a database pattern (or an
    /// entity-row read) holding it at exactly one position: the step is
    /// the only one that touches `s` and nothing reads it afterwards, so
    /// the pattern only asks whether a datom exists (D-975). Two positions
    /// holding `s` join each other and stay.
    fn blank_unread(&mut self, s: usize) {
        let is_s = |p: &Pos| matches!(p, Pos::Var(x) if *x == s);
        match self {
            CStep::Pattern(p)
                if p.source.is_none() && p.positions().filter(|x| is_s(x)).count() == 1 =>
            {
                for x in [&mut p.e, &mut p.a, &mut p.v] {
                    if is_s(x) {
                        *x = Pos::Blank;
                    }
                }
            }
            CStep::Star { e, patterns, .. }
                if *e != s
                    && patterns
                        .iter()
                        .flat_map(|p| p.positions())
                        .filter(|x| is_s(x))
                        .count()
                        == 1 =>
            {
                for p in patterns.iter_mut() {
                    if is_s(&p.v) {
                        p.v = Pos::Blank;
                    }
                }
            }
            _ => {}
        }
    }

    /// Every slot the step reads or writes, nested bodies included.
    fn slots(&self, out: &mut BTreeSet<usize>) {
        match self {
            CStep::Pattern(p) => {
                for x in p.positions() {
                    pos_slot(x, out);
                }
            }
            CStep::Input { cols, .. } => out.extend(cols.iter().copied()),
            CStep::Filter { args, .. } | CStep::Bind { args, .. } => {
                for a in args {
                    a.slots(out);
                }
                if let CStep::Bind { binding, .. } = self {
                    match binding {
                        CBinding::Scalar(s) | CBinding::Collection(s) => {
                            out.insert(*s);
                        }
                        CBinding::Tuple(ts) | CBinding::Relation(ts) => {
                            out.extend(ts.iter().flatten().copied())
                        }
                    }
                }
            }
            CStep::Or { branches, .. } => {
                for b in branches {
                    for (st, _) in &b.steps {
                        st.slots(out);
                    }
                }
            }
            CStep::Not { body, .. } => {
                for (st, _) in &body.steps {
                    st.slots(out);
                }
            }
            CStep::Rule { args, .. } => {
                for a in args {
                    pos_slot(a, out);
                }
            }
            CStep::Star { e, patterns, .. } => {
                out.insert(*e);
                for p in patterns {
                    pos_slot(&p.v, out);
                }
            }
            // What the join reads and writes in the row; its group's own
            // steps run on rows of their own.
            CStep::Join { keys, adds, .. } => {
                out.extend(keys.iter().copied());
                out.extend(adds.iter().copied());
            }
        }
    }
}

impl CConj {
    /// Whether the rows this conjunction hands its sink are distinct by
    /// construction, so the result need not deduplicate them (D-333,
    /// D-339), given that its last step that drops slots
    /// ([`last_projection`](Self::last_projection)) deduplicates across
    /// batches. The unit row that starts it is distinct, that projection
    /// makes its rows distinct again, and every step after it must keep
    /// distinct rows distinct (see `keeps_distinct`). And every slot still
    /// bound at the end must be one the result keeps (`kept`) or hold one
    /// value in every row (`constant`: scalar inputs).
    pub fn distinct_rows(&self, kept: &[usize], constant: &[usize]) -> bool {
        let mut distinct = true;
        let mut touched = BTreeSet::new();
        let mut dropped = BTreeSet::new();
        for (k, (step, _)) in self.steps.iter().enumerate() {
            let drops = self.dead.get(k).is_some_and(|d| !d.is_empty());
            distinct = drops || (distinct && step.keeps_distinct());
            // A `not` only reads the row; its own variables stay inside.
            if !matches!(step, CStep::Not { .. }) {
                step.slots(&mut touched);
            }
            if let Some(d) = self.dead.get(k) {
                dropped.extend(d.iter().copied());
            }
        }
        distinct
            && touched
                .difference(&dropped)
                .all(|s| kept.contains(s) || constant.contains(s))
    }

    /// For each step that drops slots (by explain id): the slots its rows
    /// may still hold afterwards, when the conjunction starts from the
    /// query's unit row (slots no step has bound are unbound in every row;
    /// known inputs hold one value in every row). Rows equal on these are
    /// equal: the projection deduplicates on them instead of on the whole
    /// row, which is as wide as the query's variables (D-972).
    pub fn projection_keys(&self) -> HashMap<usize, std::sync::Arc<[usize]>> {
        let mut keys = HashMap::default();
        self.keys_from(BTreeSet::new(), &mut keys);
        keys
    }

    /// [`projection_keys`](Self::projection_keys) of a conjunction whose
    /// rows arrive holding at most the slots `bound`, nested bodies
    /// included: a `not` body's rows hold the slots it reads and its tag,
    /// an `or` branch's the slots bound before the `or`.
    fn keys_from(
        &self,
        mut bound: BTreeSet<usize>,
        keys: &mut HashMap<usize, std::sync::Arc<[usize]>>,
    ) {
        for (k, (step, id)) in self.steps.iter().enumerate() {
            match step {
                CStep::Not { body, tag, reads } => {
                    let mut entry: BTreeSet<usize> = reads.iter().copied().collect();
                    entry.insert(*tag);
                    body.keys_from(entry, keys);
                }
                CStep::Or { branches, .. } => {
                    for b in branches {
                        b.keys_from(bound.clone(), keys);
                    }
                }
                _ => {}
            }
            // A `not` binds nothing in the rows it passes.
            if !matches!(step, CStep::Not { .. }) {
                step.slots(&mut bound);
            }
            if let Some(d) = self.dead.get(k).filter(|d| !d.is_empty()) {
                for s in d {
                    bound.remove(s);
                }
                keys.insert(*id, bound.iter().copied().collect());
            }
        }
    }

    /// [`annotate`](Self::annotate)'s blanks inside `or` branches and
    /// `not` bodies, which are not annotated (D-975): a slot that exactly
    /// one step of the whole query touches (nested bodies and bushy
    /// groups counted step by step), that the result does not read and
    /// the first row does not hold, is a blank in that step when it is a
    /// database pattern holding it once. A `not` body then asks whether
    /// some datom exists instead of making a row per value, and an
    /// `or-join` branch's own variable likewise.
    fn blank_unread_in_bodies(&mut self, result: &BTreeSet<usize>, entry: &BTreeSet<usize>) {
        let mut touches: HashMap<usize, u32> = HashMap::default();
        self.count_touches(&mut touches);
        let lone =
            |s: &usize| touches.get(s) == Some(&1) && !result.contains(s) && !entry.contains(s);
        for (step, _) in &mut self.steps {
            match step {
                CStep::Or { branches, .. } => {
                    for b in branches {
                        b.blank_lone(&lone);
                    }
                }
                CStep::Not { body, .. } => body.blank_lone(&lone),
                _ => {}
            }
        }
    }

    /// How many steps touch each slot, each nested step counted alone
    /// (an `or` or `not` counts as its steps; a bushy join as its keys and
    /// added cells, and its group's steps).
    fn count_touches(&self, out: &mut HashMap<usize, u32>) {
        for (step, _) in &self.steps {
            match step {
                CStep::Or { branches, .. } => {
                    branches.iter().for_each(|b| b.count_touches(out));
                }
                CStep::Not { body, .. } => body.count_touches(out),
                _ => {
                    if let CStep::Join { right, .. } = step {
                        right.count_touches(out);
                    }
                    let mut own = BTreeSet::new();
                    step.slots(&mut own);
                    own.into_iter()
                        .for_each(|s| *out.entry(s).or_default() += 1);
                }
            }
        }
    }

    /// Blanks, in this body and the bodies nested in it, each slot `lone`
    /// accepts where its one step is a pattern holding it once.
    fn blank_lone(&mut self, lone: &dyn Fn(&usize) -> bool) {
        for (step, _) in &mut self.steps {
            match step {
                CStep::Or { branches, .. } => {
                    branches.iter_mut().for_each(|b| b.blank_lone(lone));
                }
                CStep::Not { body, .. } => body.blank_lone(lone),
                CStep::Pattern(_) | CStep::Star { .. } => {
                    let mut own = BTreeSet::new();
                    step.slots(&mut own);
                    for s in own.into_iter().filter(|s| lone(s)) {
                        step.blank_unread(s);
                    }
                }
                _ => {}
            }
        }
    }

    /// The last step that drops slots, if any.
    pub fn last_projection(&self) -> Option<usize> {
        self.dead.iter().rposition(|d| !d.is_empty())
    }

    /// Prepares a compiled conjunction to run, given the slots its
    /// consumer reads (`result`) and those its first row holds (`entry`):
    /// [`annotate`](Self::annotate) and then the blanks inside `or` and
    /// `not` bodies. A query and a rule body (whose consumer reads its
    /// head, D-978) both go through here.
    pub fn prepare(&mut self, result: &BTreeSet<usize>, entry: &BTreeSet<usize>) {
        self.annotate(result, entry);
        self.blank_unread_in_bodies(result, entry);
    }

    /// Computes [`CConj::dead`] given the slots the result reads. A
    /// join keeps only the cells later steps (or the result) read, and its
    /// group is annotated to produce just those and its keys.
    ///
    /// A variable that one database pattern binds and nothing reads — not
    /// a later step, not the result, not the entry row (`entry`: slots
    /// bound before the first step) — is made a blank there: the pattern
    /// becomes the existence test it means, instead of a row per value
    /// that the projection drops again (D-975). Its slot stays listed as
    /// dead, so the rows are still deduplicated where they were.
    fn annotate(&mut self, result: &BTreeSet<usize>, entry: &BTreeSet<usize>) {
        let n = self.steps.len();
        // The slots read after step `i`, kept as one running set from the
        // end (a set per step made a query of thousands of steps, each
        // with a slot of its own, quadratic in memory; D-894).
        let mut later = result.clone();
        for i in (0..n).rev() {
            if let CStep::Join { right, keys, adds } = &mut self.steps[i].0 {
                adds.retain(|a| later.contains(a));
                let mut wanted: BTreeSet<usize> = keys.iter().copied().collect();
                wanted.extend(adds.iter().copied());
                right.annotate(&wanted, &BTreeSet::new());
            }
            self.steps[i].0.slots(&mut later);
        }
        // Each slot is dropped once, after the last step that reads it (a
        // slot listed again at later steps made each of them deduplicate
        // every batch for nothing: the slot was already cleared).
        let mut last = std::collections::HashMap::new();
        let mut first = std::collections::HashMap::new();
        for i in 0..n {
            let mut own = BTreeSet::new();
            self.steps[i].0.slots(&mut own);
            for s in own {
                last.insert(s, i);
                first.entry(s).or_insert(i);
            }
        }
        let mut dead = vec![Vec::new(); n];
        for (&s, &i) in &last {
            if !result.contains(&s) {
                dead[i].push(s);
                if first.get(&s) == Some(&i) && !entry.contains(&s) {
                    self.steps[i].0.blank_unread(s);
                }
            }
        }
        for d in &mut dead {
            d.sort_unstable();
        }
        self.dead = dead;
    }
}

/// Compiles plans against one snapshot.
pub(crate) struct Compiler<'a, 's> {
    pub snap: &'a Snapshot<'s>,
    /// The query's interned values (constants go in here).
    pub values: &'a mut Values,
    pub slots: Slots,
    /// Next explain-tree step id (pre-order, as `ConjPlan::render` walks).
    pub next_id: usize,
    /// `$name` sources bound to literal relations.
    pub sources: HashMap<String, usize>,
    /// The rules the compiled clauses may call (to know which rule
    /// parameters are entities).
    pub rules: &'a quiver_query::query::ast::RuleSet,
    /// Which parameters of each rule are entities, worked out once for
    /// every compiler of a query run (D-901).
    pub entity_params: &'a super::entity_inputs::EntityParams,
}

fn var_name(t: &Term) -> Option<&str> {
    t.as_var().map(|v| v.as_str())
}

impl Compiler<'_, '_> {
    fn pos(
        &mut self,
        t: &Term,
        scope: &mut Scope,
        known: &std::collections::HashMap<String, Edn>,
    ) -> Pos {
        match t {
            Term::Const(c) => Pos::Const(self.values.intern_ref(&c.value)),
            Term::Blank(_) => Pos::Blank,
            Term::Var(v) => match known.get(v.as_str()) {
                Some(k) => Pos::Const(self.values.intern_input(k)),
                None => Pos::Var(scope.slot(v.as_str(), &mut self.slots)),
            },
        }
    }

    /// A data pattern's position: as [`Self::pos`], but on the database a
    /// variable whose input is nil, or a nil constant, is `_` (D-880). On
    /// a collection source (`relation`) nil is matched by equality, as
    /// Datalevin matches a collection tuple by tuple (D-918).
    fn pattern_pos(
        &mut self,
        t: &Term,
        scope: &mut Scope,
        known: &std::collections::HashMap<String, Edn>,
        relation: bool,
    ) -> Pos {
        match t {
            Term::Var(v) if !relation && matches!(known.get(v.as_str()), Some(Edn::Nil)) => {
                Pos::Blank
            }
            Term::Const(c) if c.value == Edn::Nil => match relation {
                false => Pos::Blank,
                // The collection's nil is a value there, not the unbound cell.
                true => Pos::Const(self.values.intern_input(&c.value)),
            },
            _ => self.pos(t, scope, known),
        }
    }

    /// A pattern's attribute position: as [`Self::pattern_pos`], except
    /// that `nil` (written, or a nil input) names no attribute and matches
    /// nothing, as in Datalevin, rather than any attribute (D-950).
    fn attr_pos(
        &mut self,
        t: &Term,
        scope: &mut Scope,
        known: &std::collections::HashMap<String, Edn>,
        relation: bool,
    ) -> Pos {
        let nil = match t {
            Term::Var(v) => matches!(known.get(v.as_str()), Some(Edn::Nil)),
            Term::Const(c) => c.value == Edn::Nil,
            _ => false,
        };
        match nil && !relation {
            true => Pos::Const(self.values.intern_input(&Edn::Nil)),
            false => self.pattern_pos(t, scope, known, relation),
        }
    }

    fn arg(
        &mut self,
        a: &FnArg,
        scope: &mut Scope,
        known: &std::collections::HashMap<String, Edn>,
    ) -> quiver_store::Result<CArg> {
        Ok(match a {
            FnArg::Const(c) => CArg::Pos(Pos::Const(self.values.intern_ref(&c.value))),
            FnArg::Var(v) => match known.get(v.as_str()) {
                Some(k) => CArg::Pos(Pos::Const(self.values.intern_input(k))),
                None => CArg::Pos(Pos::Var(scope.slot(v.as_str(), &mut self.slots))),
            },
            FnArg::Source(_) => CArg::Source,
            FnArg::Call(c) => {
                let (name, args) = self.call(&c.func, &c.args, scope, known)?;
                CArg::Call { name, args }
            }
        })
    }

    fn target(&mut self, t: &BindTarget, scope: &mut Scope) -> Option<usize> {
        match t {
            BindTarget::Var(v) => Some(scope.slot(v.as_str(), &mut self.slots)),
            BindTarget::Ignore(_) => None,
        }
    }

    /// A child scope sharing `shared` variables with `parent`; everything
    /// else the child mentions gets fresh slots.
    fn child(&self, parent: &Scope, shared: &[String]) -> Scope {
        Scope {
            map: shared
                .iter()
                .filter_map(|v| parent.map.get(v).map(|s| (v.clone(), *s)))
                .collect(),
        }
    }

    pub fn compile(
        &mut self,
        plan: &ConjPlan,
        scope: &mut Scope,
        known: &std::collections::HashMap<String, Edn>,
        input_cols: &[Vec<String>],
    ) -> quiver_store::Result<CConj> {
        let mut steps = Vec::new();
        let mut est_in = 1.0;
        for step in &plan.steps {
            let id = self.next_id;
            self.next_id += 1;
            let mut c = self.step(step, scope, known, input_cols)?;
            if let CStep::Pattern(p) = &mut c {
                p.est_in = est_in;
            }
            est_in = step.est_rows;
            steps.push((c, id));
        }
        Ok(CConj {
            steps: attach_alternatives(fuse_stars(steps)),
            dead: Vec::new(),
        })
    }

    /// Compiles one planner step into an executable step.
    fn step(
        &mut self,
        step: &Step,
        scope: &mut Scope,
        known: &std::collections::HashMap<String, Edn>,
        input_cols: &[Vec<String>],
    ) -> quiver_store::Result<CStep> {
        Ok(match &step.op {
            Op::Pattern(p) => CStep::Pattern(self.pattern(p, scope, known)?),
            Op::Input { index, .. } => {
                let cols = input_cols[*index]
                    .iter()
                    .map(|v| scope.slot(v, &mut self.slots))
                    .collect();
                CStep::Input {
                    index: *index,
                    cols,
                }
            }
            Op::Filter(p) => self.filter(p, scope, known)?,
            Op::Bind(f) => self.bind(f, scope, known)?,
            Op::Or {
                join_vars,
                branches,
            } => self.or(join_vars.as_deref(), branches, scope, known, input_cols)?,
            Op::Not { body, .. } => self.not(body, scope, known, input_cols)?,
            Op::Join { right, on } => {
                let keys: Vec<usize> = on.iter().map(|v| scope.slot(v, &mut self.slots)).collect();
                let adds: Vec<usize> = step
                    .binds
                    .iter()
                    .map(|v| scope.slot(v, &mut self.slots))
                    .filter(|s| !keys.contains(s))
                    .collect();
                CStep::Join {
                    right: quiver_query::stack::deep(|| {
                        self.compile(right, scope, known, input_cols)
                    })?,
                    keys,
                    adds,
                }
            }
            Op::Rule(r) => self.rule(r, scope, known)?,
        })
    }

    /// Compiles a data pattern: its source, positions, constant entity and
    /// attribute, and the literal value read as the attribute's type.
    fn pattern(
        &mut self,
        p: &PatternStep,
        scope: &mut Scope,
        known: &std::collections::HashMap<String, Edn>,
    ) -> quiver_store::Result<CPattern> {
        let pat = &p.pattern;
        let source = self.pattern_source(pat.source.as_ref())?;
        // A scalar input that is nil matches any value there, as a written
        // nil does (Datalevin's reading, D-880).
        let relation = source.is_some();
        let e = self.pattern_pos(&pat.e, scope, known, relation);
        let a = self.attr_pos(&pat.a, scope, known, relation);
        let v = self.pattern_pos(&pat.v, scope, known, relation);
        let more: Vec<Pos> = match relation {
            true => std::iter::once(&pat.tx)
                .chain(&pat.more)
                .take(pat.arity.saturating_sub(3))
                .map(|t| self.pattern_pos(t, scope, known, relation))
                .collect(),
            false => Vec::new(),
        };
        let e_const = match &e {
            // The same rule as an entity given as an input (D-321):
            // a lookup ref that names nothing, or sits on a
            // non-unique attribute, is an error.
            Pos::Const(c) if source.is_none() => {
                match super::entity_inputs::resolve(self.snap, &self.values.get(*c))? {
                    Edn::Long(n) if n > 0 => Some(Some(EntityId(n as u64))),
                    _ => Some(None),
                }
            }
            _ => None,
        };
        let attr = match &a {
            Pos::Const(c) => Some(self.const_attr(*c)),
            _ => None,
        };
        let ty = attr.as_ref().and_then(|a| a.ty);
        if source.is_none() {
            self.check_literal(&pat.v, attr.as_ref())?;
        }
        let v = match source {
            None => self.typed_value(&pat.v, v, ty, attr.as_ref().and_then(|a| a.id))?,
            Some(_) => v,
        };
        let v_match = match (&v, var_name(&pat.v)) {
            (Pos::Var(_), Some(_)) => value_match(&p.v_sel, ty).unwrap_or(ValueMatch::Any),
            _ => ValueMatch::Any,
        };
        let v_key = match (&v, &attr, source) {
            (Pos::Const(c), Some(CAttr { id: Some(a), ty }), None) => {
                Some(match quiver_store::stored_as(&self.values.get(*c), *ty) {
                    Some(stored) => self.snap.av_key(*a, &stored)?,
                    None => None,
                })
            }
            _ => None,
        };
        let width = [&e, &a, &v]
            .into_iter()
            .chain(&more)
            .enumerate()
            .filter(|(_, p)| matches!(p, Pos::Var(_)))
            .last()
            .map_or(0, |(i, _)| i + 1);
        Ok(CPattern {
            e,
            a,
            v,
            e_const,
            attr,
            v_match,
            v_key,
            source,
            width,
            more,
            e_bound: p.bound[0],
            count: p.count,
            est_in: 1.0,
            alts: Vec::new(),
        })
    }

    /// The literal relation a pattern's `$name` source reads (`None` for
    /// the default database); an unbound named source is an error.
    fn pattern_source(&self, source: Option<&SrcVar>) -> quiver_store::Result<Option<usize>> {
        Ok(match source {
            Some(s) => match self.sources.get(s.name.as_str()) {
                Some(&i) => Some(i),
                None if s.is_default() => None,
                None => {
                    return Err(quiver_store::Error::InvalidArgument(format!(
                        "source {} is not bound in :in",
                        s.name.as_str()
                    )));
                }
            },
            _ => None,
        })
    }

    /// The attribute a constant in a pattern's attribute position names,
    /// with its declared value type (neither, when it names none).
    fn const_attr(&self, c: Val) -> CAttr {
        match self.values.get(c) {
            Edn::Keyword(k) => {
                let id = self.snap.attr_of(&k);
                let ty = id
                    .and_then(|i| self.snap.schema().get(i))
                    .and_then(|i| i.value_type);
                CAttr { id, ty }
            }
            _ => CAttr { id: None, ty: None },
        }
    }

    /// A literal value that can never be the attribute's — a string on a
    /// keyword attribute (`[?s :stop/kind "rail"]`), a keyword on a string
    /// one, a string for a uuid, a number for an instant — is an error
    /// naming both, as in Datalevin, instead of matching nothing: it is a
    /// slip for the value meant (D-877). Numbers of another kind on a
    /// number attribute are compared as numbers (D-856), and references,
    /// tuples and untyped attributes take what they take.
    fn check_literal(&self, term: &Term, attr: Option<&CAttr>) -> quiver_store::Result<()> {
        let (
            Term::Const(c),
            Some(CAttr {
                id: Some(id),
                ty: Some(t),
            }),
        ) = (term, attr)
        else {
            return Ok(());
        };
        let fits = match t {
            ValueType::String => matches!(c.value, Edn::String(_)),
            ValueType::Keyword => matches!(c.value, Edn::Keyword(_)),
            ValueType::Uuid => matches!(c.value, Edn::Uuid(_)),
            ValueType::Instant => matches!(c.value, Edn::Inst(_)),
            ValueType::Boolean => matches!(c.value, Edn::Boolean(_)),
            _ => true,
        };
        if fits {
            return Ok(());
        }
        let ident = self
            .snap
            .schema()
            .get(*id)
            .map_or_else(String::new, |i| i.ident.to_string());
        Err(quiver_store::Error::EvalAt {
            message: format!(
                "the value {} in a data pattern can never match: {ident} holds {} values",
                quiver_store::cut(&c.value.to_string()),
                t
            ),
            pos: c.span.start,
        })
    }

    /// A default-database pattern's value position, with a literal read as
    /// the attribute's declared type and a ref written as a lookup ref or
    /// ident resolved to the entity id.
    fn typed_value(
        &mut self,
        term: &Term,
        mut v: Pos,
        ty: Option<ValueType>,
        attr: Option<AttrId>,
    ) -> quiver_store::Result<Pos> {
        // A literal value is read as the attribute's declared type
        // (`10` on a double attribute is `10.0`), once, here: every
        // access path then compares equal values (D-316). Values
        // bound from `:in` or other clauses are not coerced.
        if let (Term::Const(c), Some(t)) = (term, ty) {
            // A scalar as `typed_literal` reads it (`3.0` on a long
            // attribute is `3`; a double with a fraction stays a double
            // and matches no long).
            let literal = match (&c.value, t) {
                // A tuple's elements by the tuple's declared element types
                // (`[0 0]` on a double tuple is `[0.0 0.0]`, D-908).
                (Edn::Vector(items), ValueType::Tuple) => {
                    let info = attr.and_then(|a| self.snap.attr(a).ok());
                    let elem = |i: usize| {
                        info.as_ref().and_then(|info| {
                            info.tuple_type
                                .or_else(|| info.tuple_types.as_ref()?.get(i).copied())
                        })
                    };
                    Edn::Vector(
                        items
                            .iter()
                            .enumerate()
                            .map(|(i, x)| match elem(i) {
                                Some(et) => typed_literal(x, et),
                                None => x.clone(),
                            })
                            .collect(),
                    )
                }
                (other, t) => typed_literal(other, t),
            };
            // The scalars are stored values already; a tuple is made one.
            if t != ValueType::Tuple {
                v = Pos::Const(self.values.intern(literal));
            } else if let Ok(stored) = quiver_store::from_edn(&literal, Some(t)) {
                v = Pos::Const(self.values.intern(quiver_store::to_edn(&stored)));
            }
        }
        // An input the store holds in another form is compared as that
        // form, in every access path (not only the index lookup's key,
        // D-922): a long given for a bigint attribute is the equal bigint,
        // as Clojure's `(= 25 25N)` (D-895); a `-0.0` is the stored zero
        // (the store keeps one zero, and a written `-0.0` matches it).
        if let (Term::Var(_), Pos::Const(c)) = (term, &v)
            && let Some(stored) = super::row::stored_edn(&self.values.get(*c), ty)
        {
            v = Pos::Const(self.values.intern(stored));
        }
        // A written lookup ref or ident on a ref attribute must name an
        // entity: one that names nothing (or a lookup ref on an attribute
        // that is not unique) is an error, as in an entity position and as
        // in Datalevin (D-879). Inputs are checked when bound.
        if let (Some(ValueType::Ref), Term::Const(c)) = (ty, term) {
            let named = match &c.value {
                Edn::Vector(items) | Edn::List(items) if items.len() == 2 => {
                    super::entity_inputs::resolve(self.snap, &c.value)
                        .map(|r| !matches!(r, Edn::Long(0)))
                        .map_err(|e| quiver_store::Error::EvalAt {
                            message: e.to_string(),
                            pos: c.span.start,
                        })?
                }
                Edn::Keyword(_) => !matches!(
                    self.snap.resolve_entity(&c.value)?,
                    quiver_store::Resolved::Nothing
                ),
                _ => true,
            };
            if !named {
                return Err(quiver_store::Error::EvalAt {
                    message: format!(
                        "Nothing found for entity id {}",
                        quiver_store::cut(&c.value.to_string())
                    ),
                    pos: c.span.start,
                });
            }
        }
        // A ref attribute's value may be written as a lookup ref or
        // an ident: it means the entity id.
        if let (Some(ValueType::Ref), Pos::Const(c)) = (ty, &v) {
            if let Some(id) = self.snap.ref_value(&self.values.get(*c))? {
                v = Pos::Const(self.values.intern(id));
            }
        }
        Ok(v)
    }

    /// A call's built-in and its compiled arguments (a predicate's or a
    /// function clause's).
    fn call(
        &mut self,
        func: &FnRef,
        args: &[FnArg],
        scope: &mut Scope,
        known: &std::collections::HashMap<String, Edn>,
    ) -> quiver_store::Result<(&'static Builtin, Vec<CArg>)> {
        let (name, through) = fn_name(func, known)?;
        // A function bound by a clause, or given as a value other than a
        // built-in's name, is the first argument of `quiver.core/call`.
        let through = through.map(|v| FnArg::Var(v.clone()));
        let args = through
            .iter()
            .chain(args)
            .map(|a| self.arg(a, scope, known))
            .collect::<quiver_store::Result<_>>()?;
        Ok((name, args))
    }

    /// Compiles a predicate clause.
    fn filter(
        &mut self,
        p: &Predicate,
        scope: &mut Scope,
        known: &std::collections::HashMap<String, Edn>,
    ) -> quiver_store::Result<CStep> {
        let (name, args) = self.call(&p.func, &p.args, scope, known)?;
        Ok(CStep::Filter {
            name,
            args,
            at: known_pos(p.span),
        })
    }

    /// Compiles a function clause and the slots its binding form fills.
    fn bind(
        &mut self,
        f: &FunctionCall,
        scope: &mut Scope,
        known: &std::collections::HashMap<String, Edn>,
    ) -> quiver_store::Result<CStep> {
        let (name, args) = self.call(&f.func, &f.args, scope, known)?;
        let binding = match &f.binding {
            Binding::Scalar(v) => CBinding::Scalar(scope.slot(v.as_str(), &mut self.slots)),
            Binding::Tuple(ts, _) => {
                CBinding::Tuple(ts.iter().map(|t| self.target(t, scope)).collect())
            }
            Binding::Collection(v, _) => {
                CBinding::Collection(scope.slot(v.as_str(), &mut self.slots))
            }
            Binding::Relation(ts, _) => {
                CBinding::Relation(ts.iter().map(|t| self.target(t, scope)).collect())
            }
        };
        Ok(CStep::Bind {
            name,
            args,
            binding,
            at: known_pos(f.span),
        })
    }

    /// Compiles an `or` (branches share the scope) or an `or-join`
    /// (each branch gets a child scope sharing only the join variables).
    fn or(
        &mut self,
        join_vars: Option<&[String]>,
        branches: &[ConjPlan],
        scope: &mut Scope,
        known: &std::collections::HashMap<String, Edn>,
        input_cols: &[Vec<String>],
    ) -> quiver_store::Result<CStep> {
        let (joined, plain) = match join_vars {
            Some(vars) => (vars.to_vec(), false),
            None => (Vec::new(), true),
        };
        let mut out = Vec::new();
        let mut locals = Vec::new();
        let mut dedupe = Vec::new();
        // An or-join branch's own variables are fresh, even when
        // an input has their name (D-331).
        let inner_known: std::collections::HashMap<String, Edn> = known
            .iter()
            .filter(|(k, _)| plain || joined.contains(*k))
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect();
        let known = &inner_known;
        for b in branches {
            if plain {
                out.push(quiver_query::stack::deep(|| {
                    self.compile(b, scope, known, input_cols)
                })?);
            } else {
                for v in &joined {
                    scope.slot(v, &mut self.slots);
                }
                let mut child = self.child(scope, &joined);
                let before: Vec<usize> = child.map.values().copied().collect();
                out.push(quiver_query::stack::deep(|| {
                    self.compile(b, &mut child, known, input_cols)
                })?);
                locals.extend(child.map.values().copied().filter(|s| !before.contains(s)));
            }
        }
        if !plain {
            dedupe = joined
                .iter()
                .filter_map(|v| scope.map.get(v).copied())
                .collect();
        }
        Ok(CStep::Or {
            branches: out,
            locals,
            dedupe,
        })
    }

    /// Compiles a `not` body in a child scope sharing the variables bound
    /// on entry.
    fn not(
        &mut self,
        body: &ConjPlan,
        scope: &mut Scope,
        known: &std::collections::HashMap<String, Edn>,
        input_cols: &[Vec<String>],
    ) -> quiver_store::Result<CStep> {
        let shared: Vec<String> = body.bound_on_entry.clone();
        let mut child = self.child(scope, &shared);
        let mut reads: Vec<usize> = child.map.values().copied().collect();
        reads.sort_unstable();
        // Only shared variables keep their input values (D-331).
        let inner_known: std::collections::HashMap<String, Edn> = known
            .iter()
            .filter(|(k, _)| shared.contains(*k))
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect();
        let c =
            quiver_query::stack::deep(|| self.compile(body, &mut child, &inner_known, input_cols))?;
        Ok(CStep::Not {
            body: c,
            tag: self.slots.fresh(),
            reads,
        })
    }

    /// Compiles a rule call, resolving lookup refs among its arguments.
    fn rule(
        &mut self,
        r: &RuleCall,
        scope: &mut Scope,
        known: &std::collections::HashMap<String, Edn>,
    ) -> quiver_store::Result<CStep> {
        if let Some(src) = r.source.as_ref().filter(|s| !s.is_default()) {
            // `push_sources` turns these into calls of a copy that
            // reads the source; never read the default database
            // for one.
            return Err(quiver_store::Error::InvalidArgument(format!(
                "internal: rule call ({} {} …) reached the compiler with its source",
                src.name.as_str(),
                r.name.as_str()
            )));
        }
        let mut args: Vec<Pos> = r.args.iter().map(|t| self.pos(t, scope, known)).collect();
        // A lookup ref passed to a rule names an entity (it can only
        // match where the rule uses it as one): resolve it here, as
        // a pattern's entity position would. A keyword is an ident where
        // the rule uses the parameter as an entity (D-901), as it is in
        // a pattern's value position of a ref attribute; elsewhere (and
        // when it names no entity) it stays a keyword.
        // Either names an entity or is an error, as written in a pattern
        // (Datomic substitutes the constant into the body).
        for (i, a) in args.iter_mut().enumerate() {
            let Pos::Const(c) = a else { continue };
            let value = self.values.get(*c);
            let is_entity = if self.snap.is_lookup_ref(&value) {
                true
            } else if matches!(value, Edn::Keyword(_)) {
                let params = self.entity_params.get_or_init(|| {
                    super::entity_inputs::rule_entity_params(self.snap, self.rules)
                });
                params
                    .get(r.name.as_str())
                    .and_then(|flags| flags.get(i))
                    .copied()
                    .unwrap_or(false)
            } else {
                false
            };
            if !is_entity {
                continue;
            }
            match self.snap.ref_value(&value)? {
                Some(Edn::Long(0)) => {
                    let pos = match r.args.get(i) {
                        Some(Term::Const(c)) => c.span.start,
                        _ => r.span.start,
                    };
                    return Err(quiver_store::Error::EvalAt {
                        message: format!(
                            "Nothing found for entity id {}",
                            quiver_store::cut(&value.to_string())
                        ),
                        pos,
                    });
                }
                Some(id) => *a = Pos::Const(self.values.intern(id)),
                None => {}
            }
        }
        // Step ids are unique per compiled step: they name the
        // occurrence for semi-naive evaluation.
        Ok(CStep::Rule {
            name: r.name.as_str().to_string(),
            args,
            occ: self.next_id - 1,
        })
    }
}

/// A written scalar read as `t` where nothing is lost: `3.0` or `300M`
/// on a long is `3` or `300`, `10` on a double `10.0` (D-316; the bigdec
/// D-955, as Datalevin reads it); anything else as written.
fn typed_literal(x: &Edn, t: ValueType) -> Edn {
    let x = match (x, t) {
        (Edn::Double(d), ValueType::Long) if d.fract() == 0.0 && d.abs() < 9.2e18 => {
            Edn::Long(*d as i64)
        }
        (Edn::BigDec(b), ValueType::Long) if b.is_integer() => {
            let (digits, _) = b.with_scale(0).as_bigint_and_exponent();
            i64::try_from(&digits).map_or_else(|_| x.clone(), Edn::Long)
        }
        (other, _) => other.clone(),
    };
    match quiver_store::from_edn(&x, Some(t)) {
        Ok(stored) if t != ValueType::Tuple => quiver_store::to_edn(&stored),
        _ => x,
    }
}

/// A clause's start, unless it has no position (built, not read).
fn known_pos(span: quiver_query::Span) -> Option<quiver_query::Pos> {
    (span.start != quiver_query::Span::NONE.start).then_some(span.start)
}

/// Whether a value given for a function variable can be called: a set,
/// a map, a keyword or a function made by `partial` … (a symbol is
/// looked up as a built-in's name).
fn callable_value(v: &Edn) -> bool {
    match v {
        Edn::Set(_) | Edn::Map(_) | Edn::Keyword(_) => true,
        Edn::Tagged(t) => t.0.as_str() == "quiver/fn",
        _ => false,
    }
}

/// The built-in a call names: written in the query, or (`[(?f ?x)]`) the
/// symbol of a built-in given for `?f` in `:in`. Any other `?f` (a
/// function made by `partial`, `comp` …, bound by a clause or given; a
/// set, a map or a keyword) is called through `quiver.core/call`, with
/// the variable returned to be passed first (D-957).
fn fn_name<'f>(
    f: &'f FnRef,
    known: &std::collections::HashMap<String, Edn>,
) -> quiver_store::Result<(&'static Builtin, Option<&'f quiver_query::query::ast::Var>)> {
    let name = match f {
        FnRef::Builtin(s, _) => s.as_str().to_string(),
        FnRef::Var(v) => match known.get(v.as_str()) {
            Some(Edn::Symbol(s)) => s.as_str().to_string(),
            Some(other) if !callable_value(other) => {
                return Err(quiver_store::Error::InvalidArgument(format!(
                    "{} must be given a function (a built-in's name such as pos?, a set, a map or a keyword), not {}",
                    v.as_str(),
                    quiver_store::cut(&other.to_string())
                )));
            }
            _ => {
                let call = quiver_query::builtins::lookup("quiver.core/call").ok_or_else(|| {
                    quiver_store::Error::InvalidArgument("quiver.core/call is missing".into())
                })?;
                return Ok((call, Some(v)));
            }
        },
    };
    quiver_query::builtins::lookup(&name)
        .map(|b| (b, None))
        .ok_or_else(|| quiver_store::Error::InvalidArgument(format!("unknown function {name}")))
}
