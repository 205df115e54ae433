//! The executor: pushes batches of rows through a compiled plan, step by
//! step, depth first, so a `:limit` stops the pipeline early and only a
//! batch per step is alive at a time.

mod ave;
mod bushy;
mod entity_row;
mod entity_set;
mod functions;
mod hash_join;
mod pattern;
mod rule_call;
mod sets;
mod step_state;

use super::batch::{BATCH_ROWS, Batch};
use super::compile::{CArg, CAttr, CBinding, CConj, CPattern, CStep, Pos};
use super::row::{Tuple, Val, Values};
use super::rules::RuleEngine;
use super::{CancelToken, QueryError};
use ave::{ALT_THRESHOLD, Emit, Resume, Shortest, emit_ids};
use entity_row::EntityRow;
pub(crate) use hash_join::HashTable;
use hash_join::probe_hashed;
use quiver_query::builtins;
use quiver_query::edn::Value as Edn;
use quiver_store::ValueMatch;
use quiver_store::ValueType;
use quiver_store::{AttrId, EntityId};
use quiver_store::{Cursor, CursorCalls};
use quiver_store::{Index, Snapshot};
use quiver_store::{entity_of, split_av};
use quiver_store::{stored_as, to_edn};
use rule_call::RuleIndexEntry;
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use smallvec::SmallVec;
use std::ops::{Bound, ControlFlow};
use std::time::{Duration, Instant};
use step_state::StepState;

/// Row numbers of an input's tuples by the values of some columns.
type TupleIndex = HashMap<Vec<Val>, Vec<usize>>;

/// Rows of a batch probed one by one before the hash-join switch is
/// weighed again within the batch (D-338): a 2,048-row batch no longer
/// pays all its probes before the measured switch.
const EARLY_PROBES: usize = 256;

/// One step's run over one input batch: the step, where its output goes,
/// and the time spent below it.
struct Stage<'a, 's, 'db> {
    step: &'a CStep,
    id: usize,
    /// The slots no later step reads.
    dead: &'a [usize],
    /// The later steps and their dead slots.
    rest: &'a [(CStep, usize)],
    rest_dead: &'a [Vec<usize>],
    sink: &'a mut dyn FnMut(&mut Runner<'s, 'db>, Batch) -> Res<Flow>,
    /// When the step started (analyzing only).
    t0: Option<Instant>,
    /// Time spent in the later steps, which `explain analyze` does not
    /// count as this step's.
    below: Duration,
}

/// One row to probe: the hash table when the step switched to a hash
/// join, and where an index walk that filled the batch left off.
struct Probe<'a> {
    hashed: Option<&'a HashTable>,
    row: &'a [Val],
    resume: Option<Resume>,
}

/// What a pattern step's probes read and how long they took, for the
/// switch to a hash join (the later steps' time excluded: the clock stops
/// while a full batch goes down).
struct ProbeMeter {
    /// Whether the probes are measured (a pattern step not yet hashed).
    on: bool,
    calls: CursorCalls,
    time: Duration,
    segment: Instant,
    /// Rows whose probes are already noted (see [`EARLY_PROBES`]).
    noted: usize,
}

impl ProbeMeter {
    fn new(on: bool) -> Self {
        ProbeMeter {
            on,
            calls: CursorCalls::default(),
            time: Duration::ZERO,
            segment: Instant::now(),
            noted: 0,
        }
    }

    /// Stops the clock (a full batch goes down).
    fn pause(&mut self) {
        if self.on {
            self.time += self.segment.elapsed();
        }
    }

    /// Starts the clock again.
    fn restart(&mut self) {
        self.segment = Instant::now();
    }

    /// Hands `rows` rows' reads and time to the hash-join switch and
    /// starts measuring afresh.
    fn note(&mut self, runner: &mut Runner<'_, '_>, id: usize, rows: usize) {
        self.time += self.segment.elapsed();
        runner.note_probes(id, rows, &self.calls, self.time);
        self.calls = CursorCalls::default();
        self.time = Duration::ZERO;
        self.segment = Instant::now();
    }
}

/// What a sink tells the pipeline.
pub(crate) type Flow = ControlFlow<()>;

/// Per-step counters for `explain analyze`.
#[derive(Clone, Debug, Default)]
pub(crate) struct StepStats {
    pub rows: u64,
    /// Time in the step itself (its successors excluded), over all its
    /// batches.
    pub time: Duration,
    /// DLMDB calls the step's own reads made (not its successors').
    pub calls: CursorCalls,
    /// How the executor ran the step, when it chose at run time (a hash
    /// join, entity sets).
    pub note: Option<String>,
    /// Entity lists the access cache had for the step, and those it had not.
    pub cache_hits: u64,
    /// See `cache_hits`.
    pub cache_misses: u64,
}

/// Runs compiled plans over one snapshot.
pub(crate) struct Runner<'s, 'db> {
    pub snap: &'s Snapshot<'db>,
    /// The database's plan and result caches, for nested `(q …)` calls.
    pub caches: Option<&'s crate::query::QueryCaches>,
    eav: Cursor<'s>,
    ave: Cursor<'s>,
    pub width: usize,
    cancel: CancelToken,
    deadline: Option<Instant>,
    pub started: Instant,
    ticks: u32,
    /// Collection/relation inputs and literal `$name` sources.
    pub inputs: Vec<Vec<Vec<Val>>>,
    input_index: HashMap<(usize, Vec<usize>), TupleIndex>,
    pub sources: Vec<Vec<Vec<Val>>>,
    /// `$name` → index into `sources` (rule bodies compile against it).
    pub source_names: HashMap<String, usize>,
    pub rules: RuleEngine,
    /// By step id (rule bodies' ids start at 2^40: a map, not a vector).
    pub stats: HashMap<usize, StepStats>,
    pub analyze: bool,
    memory_budget: usize,
    /// Bytes of the structures kept for the whole query (see `hold`).
    held: usize,
    /// The step of the query's own conjunction whose projection
    /// deduplicates across all its batches (D-339), when the result relies
    /// on it.
    pub global_projection: Option<usize>,
    /// The rows that step has passed on after its projection.
    projected: HashSet<Tuple>,
    /// Per projecting step of the query's conjunction (by explain id):
    /// the slots its rows are deduplicated on
    /// ([`CConj::projection_keys`]); a step not listed (in a nested body)
    /// deduplicates on the whole row.
    pub projection_keys: HashMap<usize, std::sync::Arc<[usize]>>,
    /// Scalar inputs placed in the first row (find variables bound by `:in`).
    pub known_slots: Vec<(usize, Val)>,
    /// Scalar inputs by name (a pull pattern passed in, for one).
    pub known: HashMap<String, Edn>,
    /// Each step's access decisions and tables (probe costs, the hash
    /// table it switched to, a bushy join's table, its entity sets and
    /// value lists, whether its lists are worth caching), by step id.
    steps: HashMap<usize, StepState>,
    /// Results of nested `(q …)` calls by query text and inputs: the
    /// snapshot does not change during the query, so each runs once.
    nested: HashMap<String, Edn>,
    /// Hash indexes of rule tables by (table, bound positions); each entry
    /// keeps its table alive so the address cannot be reused.
    rule_indexes: HashMap<(usize, Vec<usize>), RuleIndexEntry>,
    /// The query's values that rows hold by index.
    pub values: Values,
    /// Rows per batch ([`BATCH_ROWS`] unless the options say otherwise).
    pub batch_rows: usize,
    /// Each attribute's keyword as a cell (for `[?e ?a ?v]`).
    attr_vals: HashMap<AttrId, Val>,
    /// The rows the query needs before it may stop (`:limit` without an
    /// order, D-353): whole-input steps weigh only what that needs.
    pub row_goal: Option<usize>,
    /// The step whose rows are being probed (for `explain analyze`'s
    /// access cache counts).
    current_step: usize,
    /// Where the last hash-join lookup found its key: rows come in key
    /// order, so the next lookup gallops forward from there.
    hash_hint: usize,
    /// The last short entity row read for a datom test: consecutive rows
    /// of a batch sorted by entity test the same row (the snapshot does
    /// not change, so it never goes stale).
    last_row: EntityRow,
    /// Built-ins that build values check their size against the memory
    /// budget and look at the clock while this runner lives (D-743).
    _builtin_limits: quiver_query::builtins::limits::Entered,
}

type Res<T> = std::result::Result<T, QueryError>;

/// What bounds a query run: its cancel token, when it started (planning
/// included), its timeout and its memory budget.
pub(crate) struct Limits {
    pub cancel: CancelToken,
    pub started: Instant,
    pub timeout: Option<Duration>,
    pub memory_budget: usize,
}

impl<'s, 'db> Runner<'s, 'db> {
    pub fn new(
        snap: &'s Snapshot<'db>,
        width: usize,
        limits: Limits,
        rules: RuleEngine,
        values: Values,
    ) -> Res<Self> {
        let Limits {
            cancel,
            started,
            timeout,
            memory_budget,
        } = limits;
        let builtin_limits =
            quiver_query::builtins::limits::enter(quiver_query::builtins::limits::Limits {
                max_bytes: memory_budget,
                deadline: timeout.map(|t| started + t),
                cancel: Some(cancel.flag()),
            });
        Ok(Runner {
            snap,
            caches: None,
            eav: snap.cursor(Index::Eav)?,
            ave: snap.cursor(Index::Ave)?,
            width,
            cancel,
            deadline: timeout.map(|t| started + t),
            started,
            ticks: 0,
            inputs: Vec::new(),
            input_index: HashMap::default(),
            sources: Vec::new(),
            source_names: HashMap::default(),
            rules,
            stats: HashMap::default(),
            analyze: false,
            memory_budget,
            held: 0,
            global_projection: None,
            projected: HashSet::default(),
            projection_keys: HashMap::default(),
            known_slots: Vec::new(),
            known: HashMap::default(),
            steps: HashMap::default(),
            nested: HashMap::default(),
            rule_indexes: HashMap::default(),
            values,
            batch_rows: BATCH_ROWS,
            attr_vals: HashMap::default(),
            row_goal: None,
            current_step: 0,
            hash_hint: 0,
            last_row: EntityRow::default(),
            _builtin_limits: builtin_limits,
        })
    }

    /// Checks the cancel token and the deadline (cheaply, every few rows).
    #[inline]
    pub fn tick(&mut self) -> Res<()> {
        self.ticks = self.ticks.wrapping_add(1);
        if self.ticks % 256 == 0 {
            self.check_cancel()?;
        }
        Ok(())
    }

    pub fn check_cancel(&self) -> Res<()> {
        stop_check(&self.cancel, self.deadline, self.started)
    }

    /// The query's memory budget in bytes.
    pub fn memory_budget(&self) -> usize {
        self.memory_budget
    }

    /// Reserves `bytes` of the budget for a structure kept until the query
    /// ends (hash-join tables, entity lists): together they must fit, not
    /// each alone.
    pub(super) fn hold(&mut self, what: &'static str, bytes: usize) -> Res<()> {
        let total = self.held.saturating_add(bytes);
        self.check_memory(what, total)?;
        self.held = total;
        Ok(())
    }

    pub fn check_memory(&self, what: &'static str, bytes: usize) -> Res<()> {
        if bytes > self.memory_budget {
            return Err(QueryError::ResourceLimit {
                operator: what,
                bytes,
                budget: self.memory_budget,
            });
        }
        Ok(())
    }

    /// Runs `conj` on `input`, handing output batches to `sink`.
    pub fn run(
        &mut self,
        conj: &CConj,
        input: Batch,
        sink: &mut dyn FnMut(&mut Runner<'s, 'db>, Batch) -> Res<Flow>,
    ) -> Res<Flow> {
        quiver_query::stack::deep(|| self.run_from(&conj.steps, &conj.dead, input, sink))
    }

    /// [`run`](Self::run) for a part whose every row is needed (an `or`
    /// branch, a `not` body, a rule body, a bushy group): no row goal.
    pub fn run_whole(
        &mut self,
        conj: &CConj,
        input: Batch,
        sink: &mut dyn FnMut(&mut Runner<'s, 'db>, Batch) -> Res<Flow>,
    ) -> Res<Flow> {
        let goal = self.row_goal.take();
        let flow = self.run(conj, input, sink);
        self.row_goal = goal;
        flow
    }

    fn run_from(
        &mut self,
        steps: &[(CStep, usize)],
        dead: &[Vec<usize>],
        input: Batch,
        sink: &mut dyn FnMut(&mut Runner<'s, 'db>, Batch) -> Res<Flow>,
    ) -> Res<Flow> {
        let Some(((step, id), rest)) = steps.split_first() else {
            // The sink (a result set, an aggregate) takes every batch: the
            // clock is checked before each, so a long stream of batches
            // from one binding stops too (D-744).
            self.check_cancel()?;
            return sink(self, input);
        };
        let (my_dead, rest_dead) = match dead.split_first() {
            Some((d, r)) => (d.as_slice(), r),
            None => (&[][..], dead),
        };
        if input.is_empty() {
            return Ok(Flow::Continue(()));
        }
        self.check_cancel()?;
        let mut stage = Stage {
            step,
            id: *id,
            dead: my_dead,
            rest,
            rest_dead,
            sink,
            t0: self.analyze.then(Instant::now),
            below: Duration::ZERO,
        };
        // Room for about as many rows as came in (up to a batch), so the
        // output rarely grows by reallocation.
        let out = || Batch::with_capacity(input.width, input.len().min(self.batch_rows));
        let flow = match step {
            // A filter, or a function binding one variable, never adds
            // rows: the batch in one pass, in place (D-972).
            CStep::Filter { name, args, at } => {
                let mut batch = input;
                self.filter_batch(name, args, *at, &mut batch)?;
                self.record(step, id, &batch, stage.t0);
                self.pass_down(&mut stage, batch)?
            }
            CStep::Bind {
                name,
                args,
                binding: CBinding::Scalar(slot),
                at,
            } => {
                let mut batch = input;
                self.bind_scalar_in_place(name, args, *slot, *at, &mut batch)?;
                self.record(step, id, &batch, stage.t0);
                if batch.is_empty() {
                    Flow::Continue(())
                } else {
                    self.pass_down(&mut stage, batch)?
                }
            }
            CStep::Not { body, tag, reads } => {
                self.run_not(&mut stage, (body, *tag, reads), input)?
            }
            CStep::Or { .. } | CStep::Rule { .. } | CStep::Bind { .. } => {
                let out = out();
                self.run_whole_step(&mut stage, input, out)?
            }
            _ => {
                let out = out();
                self.run_probes(&mut stage, input, out)?
            }
        };
        if let Some(t0) = stage.t0 {
            let own = t0.elapsed().saturating_sub(stage.below);
            for &x in step_ids(step, id) {
                self.stats.entry(x).or_default().time += own;
            }
        }
        Ok(flow)
    }

    /// Clears `batch`'s dead slots and runs the later steps on it.
    fn pass_down(&mut self, stage: &mut Stage<'_, 's, 'db>, batch: Batch) -> Res<Flow> {
        let batch = self.project(stage.id, batch, stage.dead)?;
        self.downstream(
            stage.rest,
            stage.rest_dead,
            batch,
            stage.sink,
            &mut stage.below,
        )
    }

    /// An `or`, `not`, rule or binding step: the whole batch's result
    /// (within the memory budget) goes down in batches of at most
    /// `batch_rows`.
    ///
    /// Each step lets go of its input before the rows go down (here and
    /// in [`run_probes`](Self::run_probes)'s last batch): a pipeline of
    /// thousands of steps, each adding a slot to the rows' width, held
    /// every step's input at once — quadratic memory (D-894).
    fn run_whole_step(
        &mut self,
        stage: &mut Stage<'_, 's, 'db>,
        input: Batch,
        mut out: Batch,
    ) -> Res<Flow> {
        self.whole_batch(stage.step, &input, &mut out)?;
        drop(input);
        self.record(stage.step, &stage.id, &out, stage.t0);
        if out.is_empty() {
            return Ok(Flow::Continue(()));
        }
        if out.len() <= self.batch_rows.max(1) {
            return self.pass_down(stage, out);
        }
        let mut flow = Flow::Continue(());
        let w = out.width.max(1);
        for chunk in out.data.chunks(self.batch_rows.max(1) * w) {
            let part = Batch {
                width: out.width,
                data: chunk.to_vec(),
            };
            flow = self.pass_down(stage, part)?;
            if flow.is_break() {
                break;
            }
        }
        Ok(flow)
    }

    /// A `not`: the body runs once over the batch's rows, each tagged with
    /// its index in a slot of its own and holding only what the body reads,
    /// and the rows it matched are dropped in place (the rows were copied
    /// twice, whole, D-972).
    fn run_not(
        &mut self,
        stage: &mut Stage<'_, 's, 'db>,
        (body, tag, reads): (&CConj, usize, &[usize]),
        input: Batch,
    ) -> Res<Flow> {
        let mut batch = input;
        let n = batch.len();
        let w = batch.width;
        // The body's rows hold only the cells it reads and the tag: a row
        // as wide as the query is not copied (unbound cells are zeros, so
        // the pages of the rest are never written, D-972).
        let mut given = Batch {
            width: w,
            data: vec![Val::NIL; n * w],
        };
        for i in 0..n {
            for &s in reads {
                given.data[i * w + s] = batch.data[i * w + s];
            }
            given.data[i * w + tag] = Val::long(i as u64).unwrap_or(Val::NIL);
        }
        let mut matched = vec![false; n];
        let mut sink = |_: &mut Runner<'s, 'db>, b: Batch| -> Res<Flow> {
            for r in b.rows() {
                if let Some(m) = r[tag].as_long().and_then(|i| matched.get_mut(i as usize)) {
                    *m = true;
                }
            }
            Ok(Flow::Continue(()))
        };
        let _ = self.run_whole(body, given, &mut sink)?;
        batch.retain_rows(|i, _| Ok::<_, QueryError>(!matched[i]))?;
        self.record(stage.step, &stage.id, &batch, stage.t0);
        if batch.is_empty() {
            return Ok(Flow::Continue(()));
        }
        self.pass_down(stage, batch)
    }

    /// A step that reads per input row (a pattern, a join, a function, an
    /// input, a star): rows tested against AVE entity lists instead of
    /// their EAV rows where the plan has them (D-335), probed in key order
    /// (consecutive seeks stay on the cursor's current leaf; rows are a
    /// set, so order is free), switched to a hash join when the first
    /// probes show it is cheaper, and sent down whenever a batch fills.
    fn run_probes(
        &mut self,
        stage: &mut Stage<'_, 's, 'db>,
        input: Batch,
        mut out: Batch,
    ) -> Res<Flow> {
        let flow = self.probe_batch(stage, &input, &mut out)?;
        drop(input);
        if flow.is_continue() {
            self.record(stage.step, &stage.id, &out, stage.t0);
            return self.pass_down(stage, out);
        }
        Ok(flow)
    }

    /// [`run_probes`](Self::run_probes) but for the last batch, which is
    /// left in `out`.
    fn probe_batch(
        &mut self,
        stage: &mut Stage<'_, 's, 'db>,
        input: &Batch,
        out: &mut Batch,
    ) -> Res<Flow> {
        let (step, id) = (stage.step, stage.id);
        let mut flow = Flow::Continue(());
        // A step the sets answer alone needs no hash join either.
        let sets = self.step_sets(step, id, input)?;
        let mut hashed = match &sets {
            Some(s) if s.whole() => None,
            _ => self.hash_join_table(step, id, input)?,
        };
        // A hash join takes rows in the same order, so its answer comes
        // out in the order the probes would give.
        let order = probe_order(step, input, &self.values);
        let mut hints = sets.as_ref().map(|s| s.hints()).unwrap_or_default();
        let mut i = 0;
        // An index walk that filled the batch goes on with the same row
        // after the batch has gone down the pipeline.
        let mut resume: Option<Resume> = None;
        let mut meter = ProbeMeter::new(hashed.is_none() && matches!(step, CStep::Pattern(_)));
        // A pattern with a blank may be an existence test (D-969).
        let tester = match step {
            CStep::Pattern(p) if p.has_blank() => Some(p),
            _ => None,
        };
        while i < input.len() || resume.is_some() {
            if resume.is_none() {
                i += 1;
            }
            let row = match &order {
                Some(o) => input.row(o[i - 1]),
                None => input.row(i - 1),
            };
            self.tick()?;
            // A step with entity sets never resumes mid-row.
            let test = match &sets {
                Some(s) => s.test(row, &self.values, &mut hints),
                None => entity_set::Test::Probe,
            };
            match test {
                entity_set::Test::Reject => continue,
                // The set was the whole test: the row passes as is.
                entity_set::Test::Pass => {
                    out.push(row);
                }
                entity_set::Test::Probe => {
                    let at = Probe {
                        hashed: hashed.as_deref(),
                        row,
                        resume: resume.take(),
                    };
                    let before = out.len();
                    resume = self.probe_row(stage, at, out, &mut meter)?;
                    // A pattern that binds nothing new but has a blank is
                    // an existence test: the row passes at most once (D-969).
                    let only_tests = tester.is_some_and(|p| p.binds_nothing(row));
                    if only_tests && out.len() > before {
                        // The row matched: the other matches would repeat it.
                        out.truncate(before + 1);
                        resume = None;
                    }
                    // A large batch's first rows measure the probes: the
                    // rest of it may go to a hash join already.
                    if meter.on
                        && resume.is_none()
                        && i == EARLY_PROBES
                        && input.len() >= 2 * EARLY_PROBES
                    {
                        meter.note(self, id, i);
                        meter.noted = i;
                        hashed = self.hash_join_table(step, id, input)?;
                        meter.on = hashed.is_none();
                    }
                }
            }
            // A full batch goes down now, unless this was the input's
            // last row: then the caller lets go of the input first and
            // sends it (D-971).
            let more = i < input.len() || resume.is_some();
            if out.len() >= self.batch_rows && more {
                self.record(step, &id, out, stage.t0);
                // The later steps' time is not the probes'.
                meter.pause();
                let room = out.data.capacity();
                flow = self.pass_down(stage, out.take())?;
                out.data.reserve(room);
                meter.restart();
                if flow.is_break() {
                    break;
                }
            }
        }
        if meter.on {
            let rest = input.len() - meter.noted;
            meter.note(self, id, rest);
        }
        Ok(flow)
    }

    /// Probes one row — through the hash table, an index walk, a join or
    /// the step's own function — counting what it reads for `explain
    /// analyze` and for the hash-join switch.
    fn probe_row(
        &mut self,
        stage: &Stage<'_, 's, 'db>,
        at: Probe<'_>,
        out: &mut Batch,
        meter: &mut ProbeMeter,
    ) -> Res<Option<Resume>> {
        let (step, id) = (stage.step, stage.id);
        // A join reads nothing itself: its group's steps count their own
        // reads.
        let reads = !matches!(step, CStep::Join { .. });
        let before = (reads && (stage.t0.is_some() || meter.on)).then(|| self.cursor_calls());
        self.current_step = id;
        let resume = match (at.hashed, step) {
            // An entity written since a shared table was built is probed
            // in the indexes (D-860).
            (Some(HashTable::Dirty { dirty, .. }), CStep::Pattern(p))
                if p.e
                    .get(at.row)
                    .and_then(|e| self.values.entity(e))
                    .is_some_and(|e| dirty.binary_search(&e.0).is_ok()) =>
            {
                self.pattern(p, at.row, out, at.resume)?
            }
            (Some(t), CStep::Pattern(p)) => {
                let mut with = hash_join::Lookup {
                    hint: &mut self.hash_hint,
                    values: &mut self.values,
                    batch_rows: self.batch_rows,
                };
                probe_hashed(p, t, at.row, out, at.resume, &mut with)
            }
            (None, CStep::Pattern(p)) if p.source.is_none() => {
                self.pattern(p, at.row, out, at.resume)?
            }
            (_, CStep::Join { .. }) => self.join_probe(id, step, at.row, out, at.resume)?,
            _ => {
                self.apply(step, at.row, out)?;
                None
            }
        };
        if let Some(before) = before {
            let spent = self.cursor_calls() - before;
            if stage.t0.is_some() {
                self.stats.entry(id).or_default().calls += spent;
            }
            meter.calls += spent;
        }
        Ok(resume)
    }

    /// Clears the slots no later step reads and drops the rows that became
    /// duplicates: within the batch, and for the query's global projection
    /// step across all its batches (D-339), so the rows it passes on are
    /// distinct for the whole query.
    fn project(&mut self, id: usize, batch: Batch, dead: &[usize]) -> Res<Batch> {
        if dead.is_empty() || batch.is_empty() {
            return Ok(batch);
        }
        let mut batch = batch;
        clear_dead(&mut batch, dead);
        // Rows are compared on the slots they may hold, not on the whole
        // width (D-972), when those are at most a quarter of it: a narrow
        // row hashes as fast whole as its cells gathered.
        let key = self
            .projection_keys
            .get(&id)
            .filter(|k| k.len() * 4 <= batch.width)
            .cloned();
        if self.global_projection != Some(id) {
            return Ok(match key {
                Some(k) => dedup_on(batch, &k),
                None => dedup(batch),
            });
        }
        let seen = &mut self.projected;
        batch.retain_rows(|_, r| {
            Ok::<_, QueryError>(match &key {
                Some(k) => seen.insert(k.iter().map(|&s| r[s]).collect()),
                None if seen.contains(&*r) => false,
                None => seen.insert(Tuple::from_slice(r)),
            })
        })?;
        let cells = key.as_ref().map_or(batch.width, |k| k.len());
        let bytes = seen.len() * (cells * std::mem::size_of::<Val>() + 32);
        self.check_memory("projection", bytes)?;
        Ok(batch)
    }

    /// Hands `batch` to the later steps, adding the time they take to
    /// `below` when analyzing.
    fn downstream(
        &mut self,
        steps: &[(CStep, usize)],
        dead: &[Vec<usize>],
        batch: Batch,
        sink: &mut dyn FnMut(&mut Runner<'s, 'db>, Batch) -> Res<Flow>,
        below: &mut Duration,
    ) -> Res<Flow> {
        let t = self.analyze.then(Instant::now);
        // One frame a step: a query of thousands of clauses recurses as
        // deep, on a new stack segment when this one runs low (D-741).
        let flow = quiver_query::stack::deep(|| self.run_from(steps, dead, batch, sink));
        if let Some(t) = t {
            *below += t.elapsed();
        }
        flow
    }

    /// Step `id`'s state, made empty the first time it is asked for.
    fn step_state(&mut self, id: usize) -> &mut StepState {
        self.steps.entry(id).or_default()
    }

    /// Counts the reads since `before` as step `id`'s (analyzing).
    pub(super) fn add_calls(&mut self, id: usize, before: CursorCalls) {
        if self.analyze {
            let spent = self.cursor_calls() - before;
            self.stats.entry(id).or_default().calls += spent;
        }
    }

    /// Calls made so far by the query's own cursors.
    fn cursor_calls(&self) -> CursorCalls {
        let mut c = self.eav.calls();
        c += self.ave.calls();
        c
    }

    /// Counts a step's output rows for `explain analyze` (its time is
    /// added once per call of [`run_from`](Self::run_from)).
    fn record(&mut self, step: &CStep, id: &usize, out: &Batch, t0: Option<Instant>) {
        if t0.is_some() {
            for &x in step_ids(step, id) {
                self.stats.entry(x).or_default().rows += out.len() as u64;
            }
        }
    }

    /// Steps that look at one row at a time.
    fn apply(&mut self, step: &CStep, row: &[Val], out: &mut Batch) -> Res<()> {
        match step {
            CStep::Pattern(p) => match p.source {
                Some(src) => self.literal_source(src, p, row, out),
                None => self.pattern(p, row, out, None).map(|_| ()),
            },
            CStep::Input { index, cols } => self.input(*index, cols, row, out),
            CStep::Star { e, patterns, .. } => self.star(*e, patterns, row, out),
            // Run over whole batches by `run_from`, never row by row.
            CStep::Filter { .. }
            | CStep::Bind { .. }
            | CStep::Join { .. }
            | CStep::Or { .. }
            | CStep::Not { .. }
            | CStep::Rule { .. } => Ok(()),
        }
    }
}

/// The explain ids a step reports under: a star's, one per pattern.
fn step_ids<'a>(step: &'a CStep, id: &'a usize) -> &'a [usize] {
    match step {
        CStep::Star { ids, .. } => ids,
        _ => std::slice::from_ref(id),
    }
}

/// The order to probe a batch's rows in: by the slot the step seeks on
/// (entity for EAV probes, value for AVE probes), when there is one, in
/// the index's key order so the cursor steps forward (entity cells sort
/// like their ids; other values sort by value).
fn probe_order(step: &CStep, input: &Batch, values: &Values) -> Option<Vec<usize>> {
    if input.len() < 2 {
        return None;
    }
    let (slot, by_value) = match step {
        CStep::Star { e, .. } => (*e, false),
        CStep::Pattern(p) if p.source.is_none() => match (&p.e, &p.v) {
            (Pos::Var(e), _) if p.e_bound => (*e, false),
            (Pos::Const(_), _) => return None,
            (_, Pos::Var(v)) if p.attr.is_some() && input.row(0)[*v].is_bound() => (*v, true),
            _ => return None,
        },
        _ => return None,
    };
    let mut order: Vec<usize> = (0..input.len()).collect();
    if by_value {
        order.sort_by(|&a, &b| values.cmp(input.row(a)[slot], input.row(b)[slot]));
    } else {
        order.sort_by_key(|&i| input.row(i)[slot]);
    }
    Some(order)
}

/// Clears the slots `dead` of every row of `batch`.
fn clear_dead(batch: &mut Batch, dead: &[usize]) {
    let w = batch.width;
    for row in batch.data.chunks_exact_mut(w.max(1)) {
        for &d in dead {
            row[d] = Val::NIL;
        }
    }
}

/// Drops the rows equal to an earlier one.
fn dedup(batch: Batch) -> Batch {
    let w = batch.width;
    let mut seen: HashSet<&[Val]> =
        HashSet::with_capacity_and_hasher(batch.len(), Default::default());
    let mut out = Batch::with_capacity(w, batch.len());
    for r in batch.rows() {
        if seen.insert(r) {
            out.push(r);
        }
    }
    out
}

/// Drops the rows equal to an earlier one on the slots `key` (every other
/// slot holds the same in every row), in place.
fn dedup_on(mut batch: Batch, key: &[usize]) -> Batch {
    let mut seen: HashSet<Tuple> =
        HashSet::with_capacity_and_hasher(batch.len(), Default::default());
    let _ = batch
        .retain_rows(|_, r| Ok::<_, QueryError>(seen.insert(key.iter().map(|&s| r[s]).collect())));
    batch
}

/// Appends `row` extended by `tuple` matched position by position against
/// `positions` (constants must equal, variables unify), unless they clash.
fn push_matching<'p>(
    out: &mut Batch,
    row: &[Val],
    positions: impl IntoIterator<Item = &'p Pos>,
    tuple: &[Val],
) {
    let at = out.push(row);
    let ok = positions.into_iter().zip(tuple).all(|(pos, &v)| match pos {
        Pos::Const(c) => *c == v,
        Pos::Var(s) => out.unify(at, *s, v),
        Pos::Blank => true,
    });
    if !ok {
        out.pop();
    }
}

/// Appends `row` with the entity cell `e` in `e_slot` and the (slot, cell)
/// assignments `a` and `v`, unless they contradict what the row holds.
#[inline]
fn emit(
    out: &mut Batch,
    row: &[Val],
    e_slot: Option<usize>,
    e: Val,
    a: Option<(usize, Val)>,
    v: Option<(usize, Val)>,
) {
    let at = out.push(row);
    let ok = e_slot.is_none_or(|s| out.unify(at, s, e))
        && a.is_none_or(|(s, c)| out.unify(at, s, c))
        && v.is_none_or(|(s, c)| out.unify(at, s, c));
    if !ok {
        out.pop();
    }
}

/// A stored value as a cell.
#[inline]
fn cell(values: &mut Values, v: quiver_store::Stored) -> Val {
    match v {
        quiver_store::Stored::Ref(e) => values.entity_cell(e),
        other => values.intern(to_edn(&other)),
    }
}

/// A function's evaluation error, placed at its clause.
fn at_call(e: QueryError, at: Option<quiver_query::Pos>) -> QueryError {
    match (e, at) {
        (QueryError::Eval(message), Some(pos)) => QueryError::EvalAt { message, pos },
        (other, _) => other,
    }
}

/// The cancel token and the deadline, checked (the fields, so a caller
/// holding a cursor borrow can check too).
fn stop_check(cancel: &CancelToken, deadline: Option<Instant>, started: Instant) -> Res<()> {
    if cancel.is_cancelled() || deadline.is_some_and(|d| Instant::now() >= d) {
        return Err(QueryError::Interrupted {
            elapsed: started.elapsed(),
        });
    }
    Ok(())
}
