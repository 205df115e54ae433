//! The executor: pushes batches of rows through a compiled plan, step by
//! step, depth first, so a `:limit` stops the pipeline early and only a
//! batch per step is alive at a time.

use super::batch::{BATCH_ROWS, Batch};
use super::compile::{CArg, CAttr, CBinding, CConj, CPattern, CStep, Pos};
use super::row::{Tuple, Val, Values};
use super::rules::RuleEngine;
use super::{CancelToken, QueryError};
use crate::edn_value::{edn_keyword, stored_as, to_edn};
use crate::encoding::encode;
use crate::ids::{AttrId, EntityId};
use crate::snapshot::Snapshot;
use crate::stats::ValueMatch;
use crate::store::{entity_of, split_av};
use crate::value::ValueType;
use quiver_kv::Cursor;
use quiver_query::builtins;
use quiver_query::edn::Value as Edn;
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use smallvec::SmallVec;
use std::borrow::Cow;
use std::ops::{Bound, ControlFlow};
use std::time::{Duration, Instant};

/// Row numbers of an input's tuples by the values of some columns.
type TupleIndex = HashMap<Vec<Val>, Vec<usize>>;

/// What a sink tells the pipeline.
pub(crate) type Flow = ControlFlow<()>;

/// Per-step counters for `explain analyze`.
#[derive(Clone, Debug, Default)]
pub(crate) struct StepStats {
    pub rows: u64,
    pub time: Duration,
}

/// Runs compiled plans over one snapshot.
pub(crate) struct Runner<'s, 'db> {
    pub snap: &'s Snapshot<'db>,
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
    /// Scalar inputs placed in the first row (find variables bound by `:in`).
    pub known_slots: Vec<(usize, Val)>,
    /// Scalar inputs by name (a pull pattern passed in, for one).
    pub known: HashMap<String, Edn>,
    /// Rows probed so far per step, and the hash tables built for steps
    /// that switched from index probes to a hash join.
    probed: HashMap<usize, usize>,
    hashed: HashMap<usize, std::sync::Arc<HashTable>>,
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
    /// The last short entity row read for a datom test: consecutive rows
    /// of a batch sorted by entity test the same row (the snapshot does
    /// not change, so it never goes stale).
    last_row: EntityRow,
}

/// A copy of one entity's EAV row (its sorted `attr ‖ value` duplicates).
#[derive(Default)]
struct EntityRow {
    entity: Option<EntityId>,
    bytes: Vec<u8>,
    ends: Vec<usize>,
}

impl EntityRow {
    fn fill<'a>(&mut self, e: EntityId, items: impl Iterator<Item = &'a [u8]>) {
        self.entity = Some(e);
        self.bytes.clear();
        self.ends.clear();
        for item in items {
            self.bytes.extend_from_slice(item);
            self.ends.push(self.bytes.len());
        }
    }

    fn get(&self, i: usize) -> &[u8] {
        let start = if i == 0 { 0 } else { self.ends[i - 1] };
        &self.bytes[start..self.ends[i]]
    }

    /// Binary search (duplicates are sorted byte-wise).
    fn contains(&self, av: &[u8]) -> bool {
        let (mut lo, mut hi) = (0, self.ends.len());
        while lo < hi {
            let mid = lo + (hi - lo) / 2;
            match self.get(mid).cmp(av) {
                std::cmp::Ordering::Less => lo = mid + 1,
                std::cmp::Ordering::Greater => hi = mid,
                std::cmp::Ordering::Equal => return true,
            }
        }
        false
    }
}

/// A rule table's tuples by their values at the bound positions.
type RuleIndex = HashMap<Tuple, Vec<usize>>;
/// A cached rule index with the table it indexes.
type RuleIndexEntry = (std::sync::Arc<Vec<Tuple>>, std::sync::Arc<RuleIndex>);

/// Entities an AVE probe may list before its alternatives are counted
/// (D-311): below this the list is read as is.
const ALT_THRESHOLD: u64 = 32;

/// Where an index walk that filled a batch stops, to go on from there
/// with the same input row once the batch has moved down the pipeline.
pub(crate) enum Resume {
    /// An AVE range scan: the key it stopped in, after this entity.
    Scan {
        key: Vec<u8>,
        after: Option<EntityId>,
    },
    /// One AVE key's entities, after this one.
    Key { after: EntityId },
    /// A full EAV scan: the next (entity, attr ‖ value) pair to read.
    Full { key: Vec<u8>, av: Vec<u8> },
}

/// Where an index walk's matches go: the input row and the slots the
/// entity, attribute and value fill.
struct Emit<'r> {
    row: &'r [Val],
    e_slot: Option<usize>,
    a_cell: Option<(usize, Val)>,
    v: Option<(usize, Val)>,
}

impl Emit<'_> {
    #[inline]
    fn emit(&self, out: &mut Batch, e: Val) {
        emit(out, self.row, self.e_slot, e, self.a_cell, self.v);
    }
}

/// Which entity list an AVE probe walks.
enum Shortest {
    /// Its own.
    This,
    /// An alternative's, by AVE key.
    Alt(Vec<u8>),
    /// None: an alternative has no datom at all, so no row survives.
    Nothing,
}

/// A pattern's matches keyed by its bound position (entity or value):
/// built by one scan of the attribute when probing row by row would cost
/// more seeks than the scan reads datoms.
struct HashTable {
    by_entity: bool,
    map: HashMap<Val, Vec<(Val, Val)>>,
    /// When entity and value are both bound: the (e, v) pairs, for an exact
    /// membership test.
    pairs: Option<HashSet<(Val, Val)>>,
}

type Res<T> = std::result::Result<T, QueryError>;

impl<'s, 'db> Runner<'s, 'db> {
    pub fn new(
        snap: &'s Snapshot<'db>,
        width: usize,
        cancel: CancelToken,
        timeout: Option<Duration>,
        memory_budget: usize,
        rules: RuleEngine,
        values: Values,
    ) -> Res<Self> {
        let started = Instant::now();
        Ok(Runner {
            snap,
            eav: snap.txn.cursor(snap.store.eav).map_err(QueryError::from)?,
            ave: snap.txn.cursor(snap.store.ave).map_err(QueryError::from)?,
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
            known_slots: Vec::new(),
            known: HashMap::default(),
            probed: HashMap::default(),
            hashed: HashMap::default(),
            nested: HashMap::default(),
            rule_indexes: HashMap::default(),
            values,
            batch_rows: BATCH_ROWS,
            attr_vals: HashMap::default(),
            last_row: EntityRow::default(),
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
        self.run_from(&conj.steps, &conj.dead, input, sink)
    }

    fn run_from(
        &mut self,
        steps: &[(CStep, usize)],
        dead: &[Vec<usize>],
        input: Batch,
        sink: &mut dyn FnMut(&mut Runner<'s, 'db>, Batch) -> Res<Flow>,
    ) -> Res<Flow> {
        let Some(((step, id), rest)) = steps.split_first() else {
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
        let t0 = self.analyze.then(Instant::now);
        let mut out = Batch::new(input.width);
        let flow = match step {
            CStep::Or { .. } | CStep::Not { .. } | CStep::Rule { .. } => {
                self.whole_batch(step, &input, &mut out)?;
                self.record(*id, &out, t0);
                let out = project(out, my_dead);
                self.run_from(rest, rest_dead, out, sink)?
            }
            _ => {
                let mut flow = Flow::Continue(());
                // Probing in key order keeps consecutive seeks on the
                // cursor's current leaf (rows are a set: order is free).
                let hashed = self.hash_join_table(step, *id, &input)?;
                let order = if hashed.is_some() {
                    None
                } else {
                    probe_order(step, &input, &self.values)
                };
                let mut i = 0;
                // An index walk that filled the batch goes on with the same
                // row after the batch has gone down the pipeline.
                let mut resume: Option<Resume> = None;
                while i < input.len() || resume.is_some() {
                    if resume.is_none() {
                        i += 1;
                    }
                    let row = match &order {
                        Some(o) => input.row(o[i - 1]),
                        None => input.row(i - 1),
                    };
                    self.tick()?;
                    resume = match (&hashed, step) {
                        (Some(t), CStep::Pattern(p)) => {
                            probe_hashed(p, t, row, &mut out);
                            None
                        }
                        (None, CStep::Pattern(p)) if p.source.is_none() => {
                            self.pattern(p, row, &mut out, resume.take())?
                        }
                        _ => {
                            self.apply(step, row, &mut out)?;
                            None
                        }
                    };
                    if out.len() >= self.batch_rows {
                        self.record(*id, &out, t0);
                        let full = project(out.take(), my_dead);
                        flow = self.run_from(rest, rest_dead, full, sink)?;
                        if flow.is_break() {
                            break;
                        }
                    }
                }
                if flow.is_continue() {
                    self.record(*id, &out, t0);
                    if let CStep::Star { ids, .. } = step {
                        for &x in ids.iter().skip(1) {
                            self.record(x, &out, t0);
                        }
                    }
                    let out = project(out, my_dead);
                    flow = self.run_from(rest, rest_dead, out, sink)?;
                }
                flow
            }
        };
        Ok(flow)
    }

    fn record(&mut self, id: usize, out: &Batch, t0: Option<Instant>) {
        if let Some(t0) = t0 {
            let s = self.stats.entry(id).or_default();
            s.rows += out.len() as u64;
            s.time = t0.elapsed();
        }
    }

    /// For a pattern probed on its entity or value, once the rows probed
    /// make index seeks costlier than reading the pattern's matches once
    /// (rows × seek cost > matches), switches to a hash join: one scan of the
    /// attribute, then in-memory lookups. The table is built once per step.
    fn hash_join_table(
        &mut self,
        step: &CStep,
        id: usize,
        input: &Batch,
    ) -> Res<Option<std::sync::Arc<HashTable>>> {
        /// A seek costs about as much as reading this many datoms in a scan.
        const SEEK_IN_ROWS: usize = 2;
        let CStep::Pattern(p) = step else {
            return Ok(None);
        };
        if let Some(t) = self.hashed.get(&id) {
            return Ok(Some(t.clone()));
        }
        let Some(CAttr { id: Some(a), .. }) = &p.attr else {
            return Ok(None);
        };
        if p.source.is_some() || !matches!(p.a, Pos::Const(_)) {
            return Ok(None);
        }
        if input.is_empty() {
            return Ok(None);
        }
        // Every row of a batch went through the same steps: the first row
        // tells which positions are bound.
        let first = input.row(0);
        let by_entity = match (&p.e, &p.v) {
            (Pos::Var(_), _) if p.e_bound => true,
            (Pos::Var(_), Pos::Var(_)) if p.v.get(first).is_some() => false,
            _ => return Ok(None),
        };
        let seen = self.probed.entry(id).or_insert(0);
        *seen += input.len();
        if (*seen).saturating_mul(SEEK_IN_ROWS) <= p.count as usize || p.count == 0 {
            return Ok(None);
        }
        self.check_memory(
            "hash join",
            p.count as usize * 4 * std::mem::size_of::<Val>(),
        )?;
        // Scan the attribute into (e, v) rows, then index them.
        // A constant value narrows the scan to its AVE key, like the count did.
        let scan = match (&p.v, &p.attr) {
            (Pos::Const(c), Some(CAttr { ty, .. })) => match stored_as(&self.values.get(*c), *ty) {
                Some(v) => ValueMatch::Eq(v),
                None => return Ok(None),
            },
            _ => p.v_match.clone(),
        };
        let mut pairs = Batch::new(2);
        self.ave_scan(
            *a,
            &scan,
            &[Val::NIL, Val::NIL],
            &mut pairs,
            Some(0),
            None,
            Some(1),
            None,
            usize::MAX,
        )?;
        let both = by_entity && p.v.get(first).is_some();
        let mut map: HashMap<Val, Vec<(Val, Val)>> = HashMap::default();
        let mut set: HashSet<(Val, Val)> = HashSet::default();
        for r in pairs.rows() {
            if both {
                set.insert((r[0], r[1]));
            } else {
                let key = if by_entity { r[0] } else { r[1] };
                map.entry(key).or_default().push((r[0], r[1]));
            }
        }
        let t = std::sync::Arc::new(HashTable {
            by_entity,
            map,
            pairs: both.then_some(set),
        });
        self.hashed.insert(id, t.clone());
        Ok(Some(t))
    }

    /// Steps that look at one row at a time.
    fn apply(&mut self, step: &CStep, row: &[Val], out: &mut Batch) -> Res<()> {
        match step {
            CStep::Pattern(p) => match p.source {
                Some(src) => self.literal_source(src, p, row, out),
                None => self.pattern(p, row, out, None).map(|_| ()),
            },
            CStep::Input { index, cols } => self.input(*index, cols, row, out),
            CStep::Filter { name, args } => {
                let keep = match compare_inline(name.name, args, row) {
                    Some(keep) => keep,
                    None => self.call(name, args, row)?.is_truthy(),
                };
                if keep {
                    out.push(row);
                }
                Ok(())
            }
            CStep::Bind {
                name,
                args,
                binding,
            } => {
                let result = self.call(name, args, row)?;
                bind(&mut self.values, binding, result, row, out);
                Ok(())
            }
            CStep::Star { e, patterns, .. } => self.star(*e, patterns, row, out),
            CStep::Or { .. } | CStep::Not { .. } | CStep::Rule { .. } => Ok(()),
        }
    }

    /// Several patterns on one entity from a single read of its EAV row
    /// (a merge scan: the batch is probed in entity order, so the cursor
    /// mostly steps to the next entity instead of searching for it).
    fn star(
        &mut self,
        e_slot: usize,
        patterns: &[CPattern],
        row: &[Val],
        out: &mut Batch,
    ) -> Res<()> {
        let Some(e) = self.values.entity(row[e_slot]) else {
            return Ok(());
        };
        // A bound value is matched by its index bytes.
        let mut wants: SmallVec<[Option<Cow<'_, [u8]>>; 6]> = SmallVec::new();
        for p in patterns {
            match self.bound_av(p, row)? {
                Some(Some(k)) => wants.push(Some(k)),
                Some(None) => return Ok(()),
                None => wants.push(None),
            }
        }
        let snap = self.snap;
        if !self.eav.seek_key_ascending(&e.to_be_bytes())? {
            return Ok(());
        }
        // Values per pattern whose value is unbound (usually one each).
        let mut found: SmallVec<[SmallVec<[Val; 1]>; 6]> = SmallVec::new();
        {
            let list = self.eav.list_dup()?;
            for (p, want) in patterns.iter().zip(&wants) {
                let mut vals: SmallVec<[Val; 1]> = SmallVec::new();
                match want {
                    Some(av) => {
                        if !list.contains(av) {
                            return Ok(());
                        }
                    }
                    None => {
                        let Some(CAttr { id: Some(a), .. }) = &p.attr else {
                            return Ok(());
                        };
                        let prefix = a.to_be_bytes();
                        let mut i = list.lower_bound(&prefix);
                        while let Some(av) = list.get(i).filter(|av| av.starts_with(&prefix)) {
                            let (_, form) = split_av(av)?;
                            vals.push(cell(
                                &mut self.values,
                                snap.store.decode_form(&snap.txn, form)?,
                            ));
                            i += 1;
                        }
                        if vals.is_empty() {
                            return Ok(());
                        }
                    }
                }
                found.push(vals);
            }
        }
        // The cartesian product of the unbound patterns' values.
        let free: SmallVec<[(usize, usize); 6]> = patterns
            .iter()
            .enumerate()
            .filter_map(|(k, p)| match (&p.v, &wants[k]) {
                (Pos::Var(s), None) => Some((k, *s)),
                _ => None,
            })
            .collect();
        let mut idx: SmallVec<[usize; 6]> = SmallVec::from_elem(0, free.len());
        loop {
            let at = out.push(row);
            let mut ok = true;
            for (j, &(k, s)) in free.iter().enumerate() {
                ok &= out.unify(at, s, found[k][idx[j]]);
            }
            if !ok {
                out.pop();
            }
            // Next combination.
            let mut j = free.len();
            loop {
                if j == 0 {
                    return Ok(());
                }
                j -= 1;
                idx[j] += 1;
                if idx[j] < found[free[j].0].len() {
                    break;
                }
                idx[j] = 0;
            }
        }
    }

    /// Whether entity `e` has the datom whose EAV duplicate is `av`: from
    /// its whole row when that is short (probes come in entity order, so
    /// this mostly steps), by an exact seek when it is long.
    fn entity_has(&mut self, e: EntityId, av: &[u8]) -> Res<bool> {
        /// Above this many datoms an entity's row is not listed for one test.
        const LIST_MAX: u64 = 64;
        if self.last_row.entity == Some(e) {
            return Ok(self.last_row.contains(av));
        }
        if !self.eav.seek_key_ascending(&e.to_be_bytes())? {
            self.last_row.fill(e, std::iter::empty());
            return Ok(false);
        }
        if self.eav.dup_count()? > LIST_MAX {
            self.last_row.entity = None;
            return Ok(self.eav.seek_both(&e.to_be_bytes(), av)?.is_some());
        }
        let list = self.eav.list_dup()?;
        self.last_row.fill(e, list.iter());
        Ok(self.last_row.contains(av))
    }

    /// The index bytes a pattern's bound value must have under its
    /// constant attribute: `None` when the value (or attribute) is not
    /// known, `Some(None)` when no datom can hold it. Constants were looked
    /// up once when compiled.
    fn bound_av<'p>(&self, p: &'p CPattern, row: &[Val]) -> Res<Option<Option<Cow<'p, [u8]>>>> {
        if let Some(k) = &p.v_key {
            return Ok(Some(k.as_deref().map(Cow::Borrowed)));
        }
        let (Some(CAttr { id: Some(a), ty }), Some(v)) = (&p.attr, p.v.get(row)) else {
            return Ok(None);
        };
        Ok(Some(self.av_key(*a, *ty, v)?.map(Cow::Owned)))
    }

    /// The index bytes (attr ‖ form) of a bound value `v` under attribute
    /// `a`; `None` when no datom can hold it. A bound value matches only an
    /// equal stored value: `10` is not `10.0` (query literals were coerced
    /// to the attribute's type when compiled, D-316).
    fn av_key(&self, a: AttrId, ty: Option<ValueType>, v: Val) -> Res<Option<Vec<u8>>> {
        let stored = match (ty, v.as_long()) {
            // An entity id on a ref attribute: no detour through EDN.
            (Some(ValueType::Ref), Some(n)) if n > 0 => crate::value::Value::Ref(EntityId(n)),
            _ => match stored_as(&self.values.get(v), ty) {
                Some(stored) => stored,
                None => return Ok(None),
            },
        };
        self.snap.store.find_av(&self.snap.txn, a, &encode(&stored))
    }

    /// Steps that work on the whole batch.
    fn whole_batch(&mut self, step: &CStep, input: &Batch, out: &mut Batch) -> Res<()> {
        match step {
            CStep::Or {
                branches,
                locals,
                dedupe,
            } => {
                let mut seen: HashSet<Vec<Val>> = HashSet::default();
                for b in branches {
                    let mut collect = |_: &mut Runner<'s, 'db>, batch: Batch| -> Res<Flow> {
                        for r in batch.rows() {
                            if !dedupe.is_empty() || !locals.is_empty() {
                                let mut row: Vec<Val> = r.to_vec();
                                for &l in locals {
                                    row[l] = Val::NIL;
                                }
                                if seen.insert(row.clone()) {
                                    out.push(&row);
                                }
                            } else {
                                out.push(r);
                            }
                        }
                        Ok(Flow::Continue(()))
                    };
                    let _ = self.run(b, input.clone(), &mut collect)?;
                }
                if dedupe.is_empty() && locals.is_empty() {
                    // Plain `or`: rows from two branches may coincide.
                    let mut uniq = Batch::new(out.width);
                    let mut seen: HashSet<&[Val]> = HashSet::default();
                    for r in out.rows() {
                        if seen.insert(r) {
                            uniq.push(r);
                        }
                    }
                    *out = uniq;
                }
                self.check_memory("or", out.bytes())
            }
            CStep::Not { body, tag } => {
                // Tag each input row with its index in a slot of its own, run
                // the body once over the batch, drop the rows it matched.
                let mut batch = Batch::new(input.width);
                for (i, r) in input.rows().enumerate() {
                    let at = batch.push(r);
                    batch.data[at + *tag] = Val::long(i as u64).unwrap_or(Val::NIL);
                }
                let mut matched = vec![false; input.len()];
                let tag = *tag;
                let mut sink = |_: &mut Runner<'s, 'db>, b: Batch| -> Res<Flow> {
                    for r in b.rows() {
                        if let Some(i) = r[tag].as_long() {
                            if let Some(m) = matched.get_mut(i as usize) {
                                *m = true;
                            }
                        }
                    }
                    Ok(Flow::Continue(()))
                };
                let _ = self.run(body, batch, &mut sink)?;
                for (i, r) in input.rows().enumerate() {
                    if !matched[i] {
                        out.push(r);
                    }
                }
                Ok(())
            }
            CStep::Rule { name, args, occ } => self.rule_call(name, args, *occ, input, out),
            _ => Ok(()),
        }
    }

    fn input(&mut self, index: usize, cols: &[usize], row: &[Val], out: &mut Batch) -> Res<()> {
        let bound: Vec<usize> = (0..cols.len())
            .filter(|&c| row[cols[c]].is_bound())
            .collect();
        let rows = &self.inputs[index];
        if bound.is_empty() {
            for t in rows {
                let at = out.push(row);
                if !cols.iter().zip(t).all(|(&s, v)| out.unify(at, s, *v)) {
                    out.pop();
                }
            }
            return Ok(());
        }
        let key_of = |t: &[Val]| bound.iter().map(|&c| t[c]).collect::<Vec<_>>();
        let idx = self
            .input_index
            .entry((index, bound.clone()))
            .or_insert_with(|| {
                let mut m: HashMap<Vec<Val>, Vec<usize>> = HashMap::default();
                for (i, t) in rows.iter().enumerate() {
                    m.entry(key_of(t)).or_default().push(i);
                }
                m
            });
        let key: Vec<Val> = bound.iter().map(|&c| row[cols[c]]).collect();
        if let Some(hits) = idx.get(&key) {
            for &i in hits {
                let t = &rows[i];
                let at = out.push(row);
                if !cols.iter().zip(t).all(|(&s, v)| out.unify(at, s, *v)) {
                    out.pop();
                }
            }
        }
        Ok(())
    }

    fn literal_source(
        &mut self,
        src: usize,
        p: &CPattern,
        row: &[Val],
        out: &mut Batch,
    ) -> Res<()> {
        for t in &self.sources[src] {
            push_matching(out, row, [&p.e, &p.a, &p.v], t);
        }
        Ok(())
    }

    /// Evaluates a function (built-in or database function) on a row.
    fn call(&mut self, f: &'static builtins::Builtin, args: &[CArg], row: &[Val]) -> Res<Edn> {
        let name = f;
        let mut vals: SmallVec<[Edn; 4]> = SmallVec::new();
        for a in args {
            match a {
                CArg::Pos(p) => match p.get(row) {
                    Some(v) => vals.push(self.values.get(v)),
                    None => {
                        return Err(QueryError::Eval(format!(
                            "({} …): an argument is not bound",
                            name.name
                        )));
                    }
                },
                CArg::Source => {}
                CArg::Call { name, args } => vals.push(self.call(name, args, row)?),
            }
        }
        if f.name == "q" {
            return self.nested_query(&vals);
        }
        if f.needs_database() {
            return self.db_function(f.name, &vals);
        }
        f.call(&vals).map_err(|e| QueryError::Eval(e.to_string()))
    }

    /// `(q query inputs…)`: runs the query on this snapshot (sources are
    /// the current database) with this query's cancel token, deadline and
    /// memory budget.
    fn nested_query(&mut self, args: &[Edn]) -> Res<Edn> {
        let Some((form, inputs)) = args.split_first() else {
            return Err(QueryError::Eval("(q …) needs a query".into()));
        };
        let text = match form {
            Edn::String(s) => s.to_string(),
            Edn::Vector(_) | Edn::Map(_) | Edn::List(_) => form.to_string(),
            other => {
                return Err(QueryError::Eval(format!(
                    "(q …) needs a query vector or map, got {} {other}",
                    other.type_name()
                )));
            }
        };
        let key = format!("{text}|{inputs:?}");
        if let Some(v) = self.nested.get(&key) {
            return Ok(v.clone());
        }
        let query = quiver_query::query::parse_query(&text)
            .map_err(|e| QueryError::Eval(format!("(q …): the nested query is invalid: {e}")))?;
        let options = super::QueryOptions {
            timeout: self
                .deadline
                .map(|d| d.saturating_duration_since(Instant::now())),
            cancel: self.cancel.clone(),
            memory_budget: self.memory_budget,
            ..super::QueryOptions::default()
        };
        let result = super::PreparedQuery::new(query)
            .run_on(self.snap, inputs, &options)
            .map_err(|e| match e {
                QueryError::Parse(_)
                | QueryError::Plan(_)
                | QueryError::Input(_)
                | QueryError::InvalidArgument(_) => {
                    QueryError::Eval(format!("(q …): the nested query is invalid: {e}"))
                }
                other => other,
            })?;
        let value = result.to_edn();
        self.nested.insert(key, value.clone());
        Ok(value)
    }

    fn db_function(&mut self, name: &str, args: &[Edn]) -> crate::error::Result<Edn> {
        let bad = |why: &str| crate::error::Error::InvalidArgument(format!("({name} …): {why}"));
        let entity = |v: &Edn| match v {
            Edn::Long(n) if *n > 0 => Some(EntityId(*n as u64)),
            _ => None,
        };
        match name {
            "missing?" | "get-else" => {
                let [e, a, rest @ ..] = args else {
                    return Err(bad("expects $ ?e :attr"));
                };
                let e = entity(e).ok_or_else(|| bad("not an entity id"))?;
                let a = a
                    .as_keyword()
                    .ok_or_else(|| bad("the attribute must be a keyword"))?;
                let values = match self.snap.attr_of(a) {
                    Some(a) => self.attr_values(e, a)?,
                    None => Vec::new(),
                };
                if name == "missing?" {
                    return Ok(Edn::Boolean(values.is_empty()));
                }
                let default = rest.first().ok_or_else(|| bad("needs a default"))?;
                if matches!(default, Edn::Nil) {
                    return Err(bad("the default may not be nil"));
                }
                Ok(values.into_iter().next().unwrap_or_else(|| default.clone()))
            }
            "get-some" => {
                let [e, attrs @ ..] = args else {
                    return Err(bad("expects $ ?e :attr …"));
                };
                let e = entity(e).ok_or_else(|| bad("not an entity id"))?;
                for a in attrs {
                    let k = a
                        .as_keyword()
                        .ok_or_else(|| bad("attributes must be keywords"))?;
                    if let Some(id) = self.snap.attr_of(k) {
                        if let Some(v) = self.attr_values(e, id)?.into_iter().next() {
                            return Ok(Edn::vector([a.clone(), v]));
                        }
                    }
                }
                Ok(Edn::Nil)
            }
            other => Err(bad(&format!("{other} is not a database function"))),
        }
    }

    fn attr_values(&mut self, e: EntityId, a: AttrId) -> crate::error::Result<Vec<Edn>> {
        let key = e.to_be_bytes();
        let prefix = a.to_be_bytes();
        let next = (a.0 + 1).to_be_bytes();
        let mut out = Vec::new();
        let snap = self.snap;
        let mut it = self
            .eav
            .dup_range(&key, Bound::Included(&prefix), Bound::Excluded(&next));
        while let Some(av) = it.next() {
            let (_, form) = split_av(av?)?;
            out.push(to_edn(&snap.store.decode_form(&snap.txn, form)?));
        }
        Ok(out)
    }

    /// Matches a data pattern against the indexes for one input row.
    /// Matches a data pattern for one input row; an index walk that fills
    /// the batch returns where it stopped (`resume` goes on from there).
    fn pattern(
        &mut self,
        p: &CPattern,
        row: &[Val],
        out: &mut Batch,
        resume: Option<Resume>,
    ) -> Res<Option<Resume>> {
        let snap = self.snap;
        // Entity.
        let e: Option<EntityId> = match (&p.e, p.e_const) {
            (Pos::Const(_), Some(None)) => return Ok(None),
            (Pos::Const(_), Some(Some(id))) => Some(id),
            (Pos::Var(s), _) if !row[*s].is_bound() => None,
            (Pos::Var(s), _) => match self.values.entity(row[*s]) {
                Some(e) => Some(e),
                None => return Ok(None),
            },
            _ => None,
        };
        // Attribute.
        let (a, ty): (Option<AttrId>, _) = match (&p.a, &p.attr) {
            (Pos::Const(_), Some(c)) => match c.id {
                Some(id) => (Some(id), c.ty),
                None => return Ok(None),
            },
            (Pos::Var(s), _) if !row[*s].is_bound() => (None, None),
            (Pos::Var(s), _) => match self.values.get(row[*s]) {
                Edn::Keyword(k) => match snap.attr_of(&k) {
                    Some(id) => (Some(id), snap.schema.get(id).and_then(|i| i.value_type)),
                    None => return Ok(None),
                },
                _ => return Ok(None),
            },
            _ => (None, None),
        };
        // Value.
        let v: Option<Val> = p.v.get(row);
        let e_slot = if let Pos::Var(s) = p.e { Some(s) } else { None };
        let a_slot = if let Pos::Var(s) = p.a { Some(s) } else { None };
        let v_slot = if let Pos::Var(s) = p.v { Some(s) } else { None };
        // The attribute's cell, for a pattern whose attribute is a variable.
        let a_cell = match (a, a_slot) {
            (Some(a), Some(s)) => match self.attr_cell(a) {
                Some(c) => Some((s, c)),
                None => return Ok(None),
            },
            _ => None,
        };

        match (e, a) {
            (Some(e), Some(a)) if v.is_some() => {
                // Everything is known: does the entity have the datom?
                let Some(val) = v else { return Ok(None) };
                let av = match &p.v_key {
                    Some(k) => k.clone(),
                    None => self.av_key(a, ty, val)?,
                };
                let Some(av) = av else {
                    return Ok(None);
                };
                if self.entity_has(e, &av)? {
                    let ec = self.values.entity_cell(e);
                    emit(out, row, e_slot, ec, a_cell, None);
                }
            }
            (Some(e), Some(a)) => {
                let ec = self.values.entity_cell(e);
                if !self.eav.seek_key_ascending(&e.to_be_bytes())? {
                    return Ok(None);
                }
                let prefix = a.to_be_bytes();
                let list = self.eav.list_dup()?;
                let mut i = list.lower_bound(&prefix);
                while let Some(av) = list.get(i).filter(|av| av.starts_with(&prefix)) {
                    i += 1;
                    let (_, form) = split_av(av)?;
                    let val = cell(&mut self.values, snap.store.decode_form(&snap.txn, form)?);
                    emit(out, row, e_slot, ec, a_cell, v_slot.map(|s| (s, val)));
                }
            }
            (Some(e), None) => {
                let ec = self.values.entity_cell(e);
                if !self.eav.seek_key_ascending(&e.to_be_bytes())? {
                    return Ok(None);
                }
                let list = self.eav.list_dup()?;
                for av in list.iter() {
                    let (a, form) = split_av(av)?;
                    let val = cell(&mut self.values, snap.store.decode_form(&snap.txn, form)?);
                    if v.is_some_and(|x| x != val) {
                        continue;
                    }
                    let a_cell = match a_slot {
                        Some(s) => {
                            match attr_cell(&mut self.attr_vals, &mut self.values, snap, a) {
                                Some(c) => Some((s, c)),
                                None => continue,
                            }
                        }
                        None => None,
                    };
                    emit(out, row, e_slot, ec, a_cell, v_slot.map(|s| (s, val)));
                }
            }
            (None, Some(a)) => {
                if let Some(v) = v {
                    let key = match &p.v_key {
                        Some(k) => k.clone(),
                        None => self.av_key(a, ty, v)?,
                    };
                    let Some(key) = key else {
                        return Ok(None);
                    };
                    if !self.ave.seek_key_ascending(&key)? {
                        return Ok(None);
                    }
                    let resuming = matches!(resume, Some(Resume::Key { .. }));
                    if !resuming && !p.alts.is_empty() && self.ave.dup_count()? > ALT_THRESHOLD {
                        match self.shortest_alternative(p, row)? {
                            Shortest::Nothing => return Ok(None),
                            Shortest::Alt(alt_key) => {
                                // Walk the shorter list; keep the entities
                                // that also have this pattern's datom.
                                let entities: Vec<EntityId> = {
                                    if self.ave.seek_key(&alt_key)?.is_none() {
                                        return Ok(None);
                                    }
                                    let list = self.ave.list_dup()?;
                                    list.iter().map(entity_of).collect::<Result<_, _>>()?
                                };
                                for e in entities {
                                    if self.entity_has(e, &key)? {
                                        let ec = self.values.entity_cell(e);
                                        emit(out, row, e_slot, ec, a_cell, None);
                                    }
                                }
                                return Ok(None);
                            }
                            Shortest::This => {
                                if !self.ave.seek_key_ascending(&key)? {
                                    return Ok(None);
                                }
                            }
                        }
                    }
                    let target = Emit {
                        row,
                        e_slot,
                        a_cell,
                        v: None,
                    };
                    let after = match resume {
                        Some(Resume::Key { after }) => Some(after),
                        _ => None,
                    };
                    return Ok(self
                        .key_entities(&key, after, out, &target, self.batch_rows)?
                        .map(|after| Resume::Key { after }));
                } else {
                    return self.ave_scan(
                        a,
                        &p.v_match,
                        row,
                        out,
                        e_slot,
                        a_cell,
                        v_slot,
                        resume,
                        self.batch_rows,
                    );
                }
            }
            (None, None) => {
                // Schema and transaction entities (ids from 2^61, sorted last)
                // are not data: as in Datalevin, a pattern with neither
                // entity nor attribute known does not see them (D-113).
                let mut item = match resume {
                    Some(Resume::Full { key, av }) => self
                        .eav
                        .seek_both(&key, &av)?
                        .map(|(k, av)| (k.to_vec(), av.to_vec())),
                    _ => self.eav.first()?.map(|(k, av)| (k.to_vec(), av.to_vec())),
                };
                while let Some((k, av)) = item {
                    if out.len() >= self.batch_rows {
                        return Ok(Some(Resume::Full { key: k, av }));
                    }
                    let e = entity_of(&k)?;
                    if e.0 >= crate::store::SCHEMA_BASE {
                        break;
                    }
                    let (a, form) = split_av(&av)?;
                    let val = cell(&mut self.values, snap.store.decode_form(&snap.txn, form)?);
                    if v.is_none_or(|x| x == val) {
                        let a_cell = match a_slot {
                            Some(s) => attr_cell(&mut self.attr_vals, &mut self.values, snap, a)
                                .map(|c| (s, c)),
                            None => None,
                        };
                        if a_slot.is_none() || a_cell.is_some() {
                            let ec = self.values.entity_cell(e);
                            emit(out, row, e_slot, ec, a_cell, v_slot.map(|s| (s, val)));
                        }
                    }
                    self.tick()?;
                    item = self.eav.next()?.map(|(k, av)| (k.to_vec(), av.to_vec()));
                }
            }
        }
        Ok(None)
    }

    /// The keyword of attribute `a` as a cell (`None` for an attribute
    /// without an ident).
    fn attr_cell(&mut self, a: AttrId) -> Option<Val> {
        attr_cell(&mut self.attr_vals, &mut self.values, self.snap, a)
    }

    /// The AVE key of a pattern with a known attribute and value in `row`:
    /// `None` when the value is not bound yet, `Some(None)` when no datom
    /// can have it.
    fn ave_key(&self, p: &CPattern, row: &[Val]) -> Res<Option<Option<Vec<u8>>>> {
        Ok(self.bound_av(p, row)?.map(|k| k.map(Cow::into_owned)))
    }

    /// Of `p`'s alternatives (the next step's patterns on the entity it
    /// binds), the one with the fewest entities, if it has fewer than `p`
    /// (whose key the AVE cursor is on).
    fn shortest_alternative(&mut self, p: &CPattern, row: &[Val]) -> Res<Shortest> {
        let mut best = self.ave.dup_count()?;
        let mut choice = Shortest::This;
        for alt in &p.alts {
            let key = match self.ave_key(alt, row)? {
                None => continue,
                Some(None) => return Ok(Shortest::Nothing),
                Some(Some(k)) => k,
            };
            if self.ave.seek_key(&key)?.is_none() {
                // The next step requires a datom nobody has.
                return Ok(Shortest::Nothing);
            }
            let n = self.ave.dup_count()?;
            if n < best {
                best = n;
                choice = Shortest::Alt(key);
            }
        }
        Ok(choice)
    }

    #[allow(clippy::too_many_arguments)]
    fn ave_scan(
        &mut self,
        a: AttrId,
        m: &ValueMatch,
        row: &[Val],
        out: &mut Batch,
        e_slot: Option<usize>,
        a_cell: Option<(usize, Val)>,
        v_slot: Option<usize>,
        resume: Option<Resume>,
        limit_rows: usize,
    ) -> Res<Option<Resume>> {
        let snap = self.snap;
        let attr = a.to_be_bytes();
        let inline = crate::encoding::inline_limit(snap.store.budget)?;
        // Byte bounds of the scan: a superset of the match (giants compare
        // by their kept prefix; the value is checked after decoding).
        let key_of = |v: &crate::value::Value| {
            let enc = encode(v);
            let mut k = attr.to_vec();
            let giant = enc.len() > inline;
            k.extend_from_slice(&enc[..enc.len().min(inline)]);
            (k, giant)
        };
        let (lo, hi): (Bound<Vec<u8>>, Bound<Vec<u8>>) = match m {
            ValueMatch::Any => (Bound::Included(attr.to_vec()), Bound::Unbounded),
            ValueMatch::Eq(v) => {
                let (k, g) = key_of(v);
                (
                    Bound::Included(k.clone()),
                    if g {
                        Bound::Unbounded
                    } else {
                        Bound::Included(k)
                    },
                )
            }
            ValueMatch::Range(l, h) => (
                match l {
                    Bound::Unbounded => Bound::Included(attr.to_vec()),
                    Bound::Included(v) | Bound::Excluded(v) => Bound::Included(key_of(v).0),
                },
                match h {
                    Bound::Unbounded => Bound::Unbounded,
                    Bound::Included(v) | Bound::Excluded(v) => {
                        let (k, g) = key_of(v);
                        if g {
                            Bound::Unbounded
                        } else {
                            Bound::Included(k)
                        }
                    }
                },
            ),
        };
        // A resumed scan starts at the key it stopped in, after the last
        // entity it emitted there.
        let (start, mut after) = match resume {
            Some(Resume::Scan { key, after }) => (key, after),
            _ => (
                match &lo {
                    Bound::Included(k) | Bound::Excluded(k) => k.clone(),
                    Bound::Unbounded => attr.to_vec(),
                },
                None,
            ),
        };
        // One reusable key buffer: the cursor's slice dies at its next move.
        let mut key: Vec<u8> = Vec::new();
        let mut at = match self.ave.seek_range(&start)? {
            Some((k, _)) => {
                key.extend_from_slice(k);
                true
            }
            None => false,
        };
        while at {
            if !key.starts_with(&attr) {
                break;
            }
            let past = match &hi {
                Bound::Included(h) => key.as_slice() > h.as_slice() && !key.starts_with(h),
                Bound::Excluded(h) => key.as_slice() >= h.as_slice(),
                Bound::Unbounded => false,
            };
            if past {
                break;
            }
            let stored = snap.store.decode_form(&snap.txn, &key[4..])?;
            if m.matches(&stored) {
                let val = cell(&mut self.values, stored);
                let v = v_slot.map(|s| (s, val));
                let target = Emit {
                    row,
                    e_slot,
                    a_cell,
                    v,
                };
                if let Some(last) =
                    self.key_entities(&key, after.take(), out, &target, limit_rows)?
                {
                    return Ok(Some(Resume::Scan {
                        key,
                        after: Some(last),
                    }));
                }
                if out.len() >= limit_rows {
                    // The batch is full: go on at the next key later.
                    return Ok(self.ave.next_nodup()?.map(|(k, _)| Resume::Scan {
                        key: k.to_vec(),
                        after: None,
                    }));
                }
            } else if matches!(hi, Bound::Unbounded)
                && !matches!(m, ValueMatch::Any)
                && m_is_past(m, &stored)
            {
                break;
            }
            self.tick()?;
            at = match self.ave.next_nodup()? {
                Some((k, _)) => {
                    key.clear();
                    key.extend_from_slice(k);
                    true
                }
                None => false,
            };
        }
        Ok(None)
    }

    /// Emits the entities of the AVE key the cursor is on (`key`), after
    /// entity `after` when resuming. Stops once `out` holds `limit_rows`
    /// rows and returns the last entity handled when more may follow, so
    /// one long duplicate set never fills more than a batch at a time.
    fn key_entities(
        &mut self,
        key: &[u8],
        after: Option<EntityId>,
        out: &mut Batch,
        target: &Emit<'_>,
        limit_rows: usize,
    ) -> Res<Option<EntityId>> {
        if after.is_none() && self.ave.dup_count()? <= limit_rows.min(BATCH_ROWS) as u64 {
            // A short set: all of it in one call.
            let list = self.ave.list_dup()?;
            for eb in list.iter() {
                let ec = self.values.entity_cell(entity_of(eb)?);
                target.emit(out, ec);
            }
            return Ok(None);
        }
        let from = match after {
            Some(e) => match e.0.checked_add(1) {
                Some(n) => Some(n.to_be_bytes()),
                None => return Ok(None),
            },
            None => None,
        };
        let lo = from
            .as_ref()
            .map_or(Bound::Unbounded, |b| Bound::Included(&b[..]));
        let mut it = self.ave.dup_range(key, lo, Bound::Unbounded);
        let mut last = None;
        let mut n = 0u32;
        while let Some(eb) = it.next() {
            if out.len() >= limit_rows {
                if let Some(l) = last {
                    return Ok(Some(l));
                }
            }
            let e = entity_of(eb?)?;
            let ec = self.values.entity_cell(e);
            target.emit(out, ec);
            last = Some(e);
            n = n.wrapping_add(1);
            if n % 4096 == 0 {
                // A long walk within one call still answers cancellation.
                stop_check(&self.cancel, self.deadline, self.started)?;
            }
        }
        Ok(None)
    }

    /// The hash index of a rule table on `bound` positions, cached while
    /// the table is alive (entries whose table only the cache still holds
    /// are dropped when a new one comes in).
    fn rule_index(
        &mut self,
        table: &std::sync::Arc<Vec<Tuple>>,
        bound: &[usize],
    ) -> std::sync::Arc<RuleIndex> {
        let key = (std::sync::Arc::as_ptr(table) as usize, bound.to_vec());
        if let Some((_, idx)) = self.rule_indexes.get(&key) {
            return idx.clone();
        }
        let mut index: RuleIndex = HashMap::default();
        for (i, t) in table.iter().enumerate() {
            index
                .entry(bound.iter().map(|&b| t[b]).collect())
                .or_default()
                .push(i);
        }
        let index = std::sync::Arc::new(index);
        self.rule_indexes
            .retain(|_, (t, _)| std::sync::Arc::strong_count(t) > 1);
        self.rule_indexes
            .insert(key, (table.clone(), index.clone()));
        index
    }

    fn rule_call(
        &mut self,
        name: &str,
        args: &[Pos],
        occ: usize,
        input: &Batch,
        out: &mut Batch,
    ) -> Res<()> {
        // Which argument positions are bound (the same for every row: all
        // rows went through the same steps).
        let first = input.row(0);
        let bound: Vec<usize> = (0..args.len())
            .filter(|&i| args[i].get(first).is_some())
            .collect();
        let seeds: Vec<Tuple> = {
            let mut set: HashSet<Tuple> = HashSet::default();
            for r in input.rows() {
                let key: Option<Tuple> = bound.iter().map(|&i| args[i].get(r)).collect();
                if let Some(k) = key {
                    set.insert(k);
                }
            }
            set.into_iter().collect()
        };
        let table = RuleEngine::answers(self, name, occ, &bound, &seeds)?;
        // Hash join the rows with the answers on the bound positions; the
        // index is built once per table (a rule's table serves every batch
        // of a round, and every round of a fixpoint reads the same total).
        let index = self.rule_index(&table, &bound);
        for r in input.rows() {
            self.tick()?;
            let key: Option<Tuple> = bound.iter().map(|&i| args[i].get(r)).collect();
            let Some(key) = key else { continue };
            let Some(hits) = index.get(&key) else {
                continue;
            };
            for &h in hits {
                push_matching(out, r, args, &table[h]);
            }
            self.check_memory("rule join", out.bytes())?;
        }
        Ok(())
    }
}

/// One row's lookup in a hash-join table.
fn probe_hashed(p: &CPattern, t: &HashTable, row: &[Val], out: &mut Batch) {
    if let Some(pairs) = &t.pairs {
        if let (Some(e), Some(v)) = (p.e.get(row), p.v.get(row)) {
            // Both bound: a membership test, the row passes unchanged.
            if pairs.contains(&(e, v)) {
                out.push(row);
            }
        }
        return;
    }
    let key_pos = if t.by_entity { &p.e } else { &p.v };
    let Some(key) = key_pos.get(row) else { return };
    let Some(hits) = t.map.get(&key) else { return };
    for &(e, v) in hits {
        push_matching(out, row, [&p.e, &p.v], &[e, v]);
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

/// Clears slots no later step reads and drops the rows that became
/// duplicates.
fn project(mut batch: Batch, dead: &[usize]) -> Batch {
    if dead.is_empty() || batch.is_empty() {
        return batch;
    }
    let w = batch.width;
    for row in batch.data.chunks_exact_mut(w.max(1)) {
        for &d in dead {
            row[d] = Val::NIL;
        }
    }
    let mut seen: HashSet<&[Val]> =
        HashSet::with_capacity_and_hasher(batch.len(), Default::default());
    let mut out = Batch::new(w);
    for r in batch.rows() {
        if seen.insert(r) {
            out.push(r);
        }
    }
    out
}

/// Whether every later key of an ascending scan is past the match.
fn m_is_past(m: &ValueMatch, v: &crate::value::Value) -> bool {
    match m {
        ValueMatch::Eq(x) => v > x,
        ValueMatch::Range(_, Bound::Included(h)) => v > h,
        ValueMatch::Range(_, Bound::Excluded(h)) => v >= h,
        _ => false,
    }
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
fn cell(values: &mut Values, v: crate::value::Value) -> Val {
    match v {
        crate::value::Value::Ref(e) => values.entity_cell(e),
        other => values.intern(to_edn(&other)),
    }
}

/// The keyword of attribute `a` as a cell, cached per attribute.
fn attr_cell(
    cache: &mut HashMap<AttrId, Val>,
    values: &mut Values,
    snap: &Snapshot<'_>,
    a: AttrId,
) -> Option<Val> {
    if let Some(&c) = cache.get(&a) {
        return Some(c);
    }
    let k = snap.schema.ident(a)?;
    let c = values.intern(Edn::Keyword(edn_keyword(k)));
    cache.insert(a, c);
    Some(c)
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

/// A comparison of two inline longs (entity ids, non-negative longs)
/// answered on the cells themselves; `None` when the call needs the
/// general path (other functions, other values, unbound arguments).
#[inline]
fn compare_inline(name: &str, args: &[CArg], row: &[Val]) -> Option<bool> {
    let [CArg::Pos(x), CArg::Pos(y)] = args else {
        return None;
    };
    let (a, b) = (x.get(row)?.as_long()?, y.get(row)?.as_long()?);
    Some(match name {
        "<" => a < b,
        ">" => a > b,
        "<=" => a <= b,
        ">=" => a >= b,
        "=" | "==" => a == b,
        "not=" | "!=" => a != b,
        _ => return None,
    })
}

/// Binds a function's result to the binding form, appending rows.
fn bind(values: &mut Values, binding: &CBinding, result: Edn, row: &[Val], out: &mut Batch) {
    if matches!(result, Edn::Nil) {
        return;
    }
    let tuple = |values: &mut Values, out: &mut Batch, targets: &[Option<usize>], v: &Edn| {
        let Some(items) = v.as_seq() else { return };
        if items.len() < targets.len() {
            return;
        }
        let at = out.push(row);
        let ok = targets.iter().zip(items).all(|(t, v)| match t {
            Some(s) => !matches!(v, Edn::Nil) && out.unify(at, *s, values.intern_ref(v)),
            None => true,
        });
        if !ok {
            out.pop();
        }
    };
    match binding {
        CBinding::Scalar(s) => {
            let at = out.push(row);
            if !out.unify(at, *s, values.intern(result)) {
                out.pop();
            }
        }
        CBinding::Tuple(ts) => tuple(values, out, ts, &result),
        CBinding::Collection(s) => {
            if let Some(items) = result.as_seq() {
                for v in items {
                    if matches!(v, Edn::Nil) {
                        continue;
                    }
                    let at = out.push(row);
                    if !out.unify(at, *s, values.intern_ref(v)) {
                        out.pop();
                    }
                }
            }
        }
        CBinding::Relation(ts) => {
            if let Some(items) = result.as_seq() {
                for t in items {
                    tuple(values, out, ts, t);
                }
            }
        }
    }
}
