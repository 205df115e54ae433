//! Semi-joins by entity lists: a step that tests bound entities for a
//! datom `[?e :a CONST]` (a pattern, or a star's pattern) reads the AVE
//! key's entity list once, in page-sized chunks, and tests each row by a
//! binary search instead of reading the entity's EAV row (D-335). Chosen
//! per step when the list costs less to read than the EAV reads it saves.
//! A pattern `[?e :a ?v]` with both variables bound does the same per value
//! of `?v`, for the values enough rows of a batch share (D-340).

use super::*;
use quiver_store::Pattern as CountPattern;
use std::sync::Arc;

/// Nanoseconds to read one entity of an AVE key in page-sized chunks and
/// keep it (an estimate: a page of ~500 ids a call).
pub(super) const SET_NS: f64 = 3.0;
/// Nanoseconds an EAV row read for a bound entity costs when it is not
/// needed (a search or a step, and its `list_dup`; docs/benchmarks.md,
/// "Storage floor").
pub(super) const ROW_NS: f64 = 250.0;
/// Fixed cost of reading a set (a search, a few chunks).
const SET_FIXED_NS: f64 = 2_000.0;

/// One AVE key's entities, ascending.
pub(super) struct EntitySet {
    ids: Arc<[u64]>,
}

impl EntitySet {
    /// Whether entity `e` has the datom, searching on from `*hint` (see
    /// [`search_from`]).
    #[inline]
    pub(super) fn contains_from(&self, e: EntityId, hint: &mut usize) -> bool {
        search_from(&self.ids, e.0, hint)
    }
}

/// Whether sorted `items` hold `x`, searching forward from `*hint`
/// (galloping, then a binary search) and leaving there the position of the
/// first item not below `x`. Probes in ascending order find their item a
/// few places on; an `x` below the hint restarts from the front (still
/// exact, a binary search's cost).
#[inline]
pub(super) fn search_from<T: Ord + Copy>(items: &[T], x: T, hint: &mut usize) -> bool {
    let n = items.len();
    let mut lo = (*hint).min(n);
    if lo > 0 && items[lo - 1] >= x {
        lo = 0;
    }
    // Every item before `lo` is below `x`.
    let mut span = 1;
    while lo + span <= n && items[lo + span - 1] < x {
        lo += span;
        span *= 2;
    }
    let hi = (lo + span).min(n);
    let i = lo + items[lo..hi].partition_point(|&y| y < x);
    *hint = i;
    i < n && items[i] == x
}

/// Values of a batch considered for their own entity lists at most: each
/// costs a count (a search) before its list is read or not.
const MAX_VALUES: usize = 64;
/// Rows of a batch a value needs before its list is counted.
const MIN_ROWS: usize = 4;

/// The sets one step tests its rows against: the entity slot (or
/// constant), one set per constant pattern that has one, and the sets by
/// value of a pattern whose value is a bound variable.
pub(super) struct StepSets {
    /// Where the row's entity is.
    entity: Pos,
    sets: Vec<Arc<EntitySet>>,
    /// The step is a single pattern answered by its set (the row passes
    /// unchanged when its entity is in it).
    lone: bool,
    by_value: Option<ValueSets>,
}

/// The lists of a pattern `[?e :a ?v]` whose `?v` an earlier step bound,
/// for the values of a batch that have one (a row whose value has none is
/// probed as usual).
pub(super) struct ValueSets {
    slot: usize,
    sets: HashMap<Val, Arc<EntitySet>>,
    /// Every value of the batch has its list.
    complete: bool,
}

/// What a step's sets say about one row.
pub(super) enum Test {
    /// The row fails the step.
    Reject,
    /// The row passes the step unchanged: its sets were the whole test.
    Pass,
    /// The step's own reads decide.
    Probe,
}

impl StepSets {
    /// Whether the sets answer every row of the batch (no probe is left,
    /// so no hash join is needed).
    pub(super) fn whole(&self) -> bool {
        self.lone && self.by_value.as_ref().is_none_or(|v| v.complete)
    }

    /// Search positions for [`StepSets::test`], one per set (and one for
    /// the value's sets): a batch's rows come sorted by entity.
    pub(super) fn hints(&self) -> Vec<usize> {
        vec![0; self.sets.len() + 1]
    }

    /// Tests `row`'s entity against the sets, searching on from `hints`.
    pub(super) fn test(&self, row: &[Val], values: &Values, hints: &mut [usize]) -> Test {
        let Some(e) = self.entity.get(row).and_then(|c| values.entity(c)) else {
            // No entity: a lone pattern cannot match; a star decides.
            return if self.lone { Test::Reject } else { Test::Probe };
        };
        let (fixed, last) = hints.split_at_mut(self.sets.len());
        if !self
            .sets
            .iter()
            .zip(fixed)
            .all(|(s, h)| s.contains_from(e, h))
        {
            return Test::Reject;
        }
        let mut answered = self.lone;
        if let Some(v) = &self.by_value {
            match v.sets.get(&row[v.slot]) {
                Some(set) if !set.contains_from(e, &mut last[0]) => return Test::Reject,
                Some(_) => {}
                None => answered = false,
            }
        }
        if answered { Test::Pass } else { Test::Probe }
    }
}

impl<'s, 'db> Runner<'s, 'db> {
    /// For a probe step on bound entities: the entity sets that pay for
    /// themselves. Constant patterns' sets are decided once per step (from
    /// the rows it is expected to see, at least this batch) and kept for
    /// its later batches; a bound value's are decided per batch (D-340).
    pub(super) fn step_sets(
        &mut self,
        step: &CStep,
        id: usize,
        input: &Batch,
    ) -> Res<Option<Arc<StepSets>>> {
        let fixed = match self.steps.get(&id).and_then(|s| s.entity_sets.clone()) {
            Some(s) => s,
            None => {
                let before = self.cursor_calls();
                let decided = self.decide_sets(step, id, input)?;
                // The lists' reads are the step's too.
                self.add_calls(id, before);
                self.step_state(id).entity_sets = Some(decided.clone());
                self.note_sets(id, decided.as_deref());
                decided
            }
        };
        let Some((p, slot, lone)) = value_tested(step, input) else {
            return Ok(fixed);
        };
        let before = self.cursor_calls();
        let by_value = self.value_sets(p, id, slot, lone, input)?;
        self.add_calls(id, before);
        self.note_sets(id, fixed.as_deref());
        Ok(match by_value {
            None => fixed,
            Some(v) => Some(Arc::new(StepSets {
                entity: p.e.clone(),
                sets: fixed.map(|f| f.sets.clone()).unwrap_or_default(),
                lone,
                by_value: Some(v),
            })),
        })
    }

    /// Notes for `explain analyze` which lists step `id` tests its rows
    /// against: the constant patterns' (`fixed`) and the values' so far.
    fn note_sets(&mut self, id: usize, fixed: Option<&StepSets>) {
        if !self.analyze {
            return;
        }
        let mut parts = Vec::new();
        if let Some(f) = fixed {
            let ids: usize = f.sets.iter().map(|x| x.ids.len()).sum();
            parts.push(format!("{} AVE entity list(s) of {ids} ids", f.sets.len()));
        }
        let (lists, ids) = self.steps.get(&id).map_or((0, 0), |s| {
            s.value_lists
                .values()
                .fold((0, 0), |(l, n), s| (l + 1, n + s.ids.len()))
        });
        if lists > 0 {
            parts.push(format!(
                "the AVE entity lists of {lists} value(s), {ids} ids"
            ));
        }
        if !parts.is_empty() {
            self.stats.entry(id).or_default().note =
                Some(format!("rows tested against {}", parts.join(" and ")));
        }
    }

    fn decide_sets(
        &mut self,
        step: &CStep,
        id: usize,
        input: &Batch,
    ) -> Res<Option<Arc<StepSets>>> {
        let (entity, patterns, whole) = match step {
            CStep::Star { e, patterns, .. } => (Pos::Var(*e), patterns.as_slice(), false),
            CStep::Pattern(p)
                if p.source.is_none()
                    && p.e_bound
                    && matches!(p.e, Pos::Var(_))
                    && matches!(p.a, Pos::Const(_))
                    && matches!(p.v, Pos::Const(_)) =>
            {
                (p.e.clone(), std::slice::from_ref(p), true)
            }
            _ => return Ok(None),
        };
        // A query that may stop early counts on this batch only (D-353).
        let rows = match self.row_goal {
            Some(_) => input.len() as f64,
            None => patterns
                .first()
                .map_or(0.0, |p| p.est_in)
                .max(input.len() as f64),
        };
        let mut sets = Vec::new();
        for p in patterns {
            let (Some(Some(key)), Some(CAttr { id: Some(a), .. })) = (&p.v_key, &p.attr) else {
                continue;
            };
            // What the set saves: every row's EAV read for a pattern step;
            // for a star (which reads the row for its other patterns
            // anyway), the reads of the rows the set turns away.
            let saved = if whole {
                rows * ROW_NS
            } else {
                let with_attr = self.snap.count(&CountPattern::attr(*a))?.max(1);
                let passing = (p.count as f64 / with_attr as f64).min(1.0);
                rows * (1.0 - passing) * ROW_NS
            };
            // A list the access cache holds costs nothing to read.
            if let Some(ids) = self.cached_entities(key, id) {
                self.hold("entity set", ids.len() * std::mem::size_of::<u64>())?;
                sets.push(Arc::new(EntitySet { ids }));
                continue;
            }
            if p.count as f64 * SET_NS + SET_FIXED_NS >= saved {
                continue;
            }
            self.hold("entity set", p.count as usize * std::mem::size_of::<u64>())?;
            sets.push(Arc::new(self.read_set(key)?));
        }
        if sets.is_empty() {
            return Ok(None);
        }
        Ok(Some(Arc::new(StepSets {
            entity,
            sets,
            lone: whole,
            by_value: None,
        })))
    }

    /// The sets of pattern `p` (`[?e :a ?v]`, both bound, `?v` in `slot`;
    /// a `lone` pattern step, or one pattern of a star) for this batch: for each
    /// value enough rows share, its entity list when reading it costs less
    /// than the EAV reads it saves. Lists are kept for the step's later
    /// batches.
    fn value_sets(
        &mut self,
        p: &CPattern,
        id: usize,
        slot: usize,
        lone: bool,
        input: &Batch,
    ) -> Res<Option<ValueSets>> {
        let Some(CAttr {
            id: Some(a), ty, ..
        }) = p.attr
        else {
            return Ok(None);
        };
        let mut rows: HashMap<Val, usize> = HashMap::default();
        for row in input.rows() {
            *rows.entry(row[slot]).or_default() += 1;
            if rows.len() > MAX_VALUES {
                return Ok(None);
            }
        }
        // A star reads the rows it keeps anyway: a list saves the reads of
        // the rows it turns away.
        let with_attr = if lone {
            0
        } else {
            self.snap.count(&CountPattern::attr(a))?.max(1)
        };
        let mut by_value = HashMap::default();
        for (&v, &n) in &rows {
            if let Some(set) = self.steps.get(&id).and_then(|s| s.value_lists.get(&v)) {
                by_value.insert(v, set.clone());
                continue;
            }
            if n < MIN_ROWS {
                continue;
            }
            let set = match self.av_key(a, ty, v)? {
                None => Arc::new(EntitySet { ids: Arc::from([]) }),
                // A list the access cache holds costs nothing to read.
                Some(key) => match self.cached_entities(&key, id) {
                    Some(ids) => {
                        self.hold("entity set", ids.len() * std::mem::size_of::<u64>())?;
                        Arc::new(EntitySet { ids })
                    }
                    None => match self.value_set(&key, n, lone, with_attr)? {
                        Some(s) => s,
                        None => continue,
                    },
                },
            };
            self.step_state(id).value_lists.insert(v, set.clone());
            by_value.insert(v, set);
        }
        if by_value.is_empty() {
            return Ok(None);
        }
        Ok(Some(ValueSets {
            slot,
            complete: by_value.len() == rows.len(),
            sets: by_value,
        }))
    }

    /// The list of one value's AVE key `key`, shared by `n` rows of the
    /// batch, when reading it costs less than the EAV reads it saves.
    fn value_set(
        &mut self,
        key: &[u8],
        n: usize,
        lone: bool,
        with_attr: u64,
    ) -> Res<Option<Arc<EntitySet>>> {
        let count = match self.ave.seek_key(key)? {
            Some(_) => self.ave.dup_count()?,
            None => 0,
        };
        let saved = if lone {
            n as f64 * ROW_NS
        } else {
            let passing = (count as f64 / with_attr as f64).min(1.0);
            n as f64 * (1.0 - passing) * ROW_NS
        };
        if count as f64 * SET_NS + SET_FIXED_NS >= saved {
            return Ok(None);
        }
        self.hold("entity set", count as usize * std::mem::size_of::<u64>())?;
        Ok(Some(Arc::new(self.read_set(key)?)))
    }

    /// The entities of AVE key `key`, ascending: in page-sized chunks on a
    /// DUPFIXED `ave`, with `list_dup` on databases created before D-601.
    fn read_set(&mut self, key: &[u8]) -> Res<EntitySet> {
        let ids: Arc<[u64]> = self.read_entities(key)?.into();
        self.keep_entities(key, &ids);
        Ok(EntitySet { ids })
    }

    /// The entities of AVE key `key`, ascending (see [`Self::read_set`]).
    pub(super) fn read_entities(&mut self, key: &[u8]) -> Res<Vec<u64>> {
        let (cancel, deadline, started) = (self.cancel.clone(), self.deadline, self.started);
        quiver_store::ave_entities(&mut self.ave, key, || {
            stop_check(&cancel, deadline, started)
        })
    }

    /// The access cache's list of AVE key `key`, when it holds one that is
    /// current for this snapshot; counted as step `id`'s hit or miss.
    pub(super) fn cached_entities(&mut self, key: &[u8], id: usize) -> Option<Arc<[u64]>> {
        let c = self.caches?;
        if !c.access.enabled() {
            return None;
        }
        let a = AttrId(u32::from_be_bytes(key.get(..4)?.try_into().ok()?));
        let got = c
            .access
            .entities(key, a, self.snap.versions(), self.snap.commit_id());
        if self.analyze {
            let s = self.stats.entry(id).or_default();
            if got.is_some() {
                s.cache_hits += 1;
            } else {
                s.cache_misses += 1;
            }
        }
        got
    }

    /// The whole entity list of AVE key `key`: the access cache's, or read
    /// now (and offered to the cache).
    pub(super) fn whole_list(&mut self, key: &[u8]) -> Res<Arc<[u64]>> {
        if let Some(ids) = self.cached_entities(key, self.current_step) {
            return Ok(ids);
        }
        let ids: Arc<[u64]> = self.read_entities(key)?.into();
        self.keep_entities(key, &ids);
        Ok(ids)
    }

    /// Offers a list just read to the access cache, which keeps lists of
    /// a useful length.
    pub(super) fn keep_entities(&self, key: &[u8], ids: &Arc<[u64]>) {
        if let Some(c) = self.caches {
            if (super::super::caches::MIN_CACHED_IDS..=super::super::caches::MAX_CACHED_IDS)
                .contains(&ids.len())
            {
                c.access
                    .keep_entities(key, ids.clone(), self.snap.commit_id());
            }
        }
    }
}

/// The pattern of `step` that tests bound entities for a datom whose
/// value an earlier step bound (`[?e :a ?v]` with `?e` and `?v` bound and a
/// constant attribute), the shape [`Runner::value_sets`] answers: the
/// pattern, its value's slot, and whether it is the whole step (a lone
/// pattern, not one of a star's).
fn value_tested<'a>(step: &'a CStep, input: &Batch) -> Option<(&'a CPattern, usize, bool)> {
    let first = input.rows().next()?;
    let shape = |p: &CPattern| match (&p.e, &p.a, &p.v) {
        (Pos::Var(_), Pos::Const(_), Pos::Var(slot))
            if p.source.is_none() && p.e_bound && p.v_key.is_none() && first[*slot].is_bound() =>
        {
            Some(*slot)
        }
        _ => None,
    };
    match step {
        CStep::Pattern(p) => shape(p).map(|slot| (p, slot, true)),
        CStep::Star { patterns, .. } => patterns
            .iter()
            .find_map(|p| shape(p).map(|slot| (p, slot, false))),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// Searching on from a hint answers as a binary search, for probes
        /// in any order (ascending ones are the fast case).
        #[test]
        fn searching_from_a_hint_is_exact(
            ids in prop::collection::btree_set(0u64..2_000, 0..300),
            probes in prop::collection::vec(0u64..2_100, 1..200),
            sorted in any::<bool>(),
        ) {
            let set = EntitySet { ids: ids.iter().copied().collect::<Vec<_>>().into() };
            let mut probes = probes;
            if sorted {
                probes.sort_unstable();
            }
            let mut hint = 0;
            for e in probes {
                let got = set.contains_from(EntityId(e), &mut hint);
                prop_assert_eq!(got, ids.contains(&e), "id {}", e);
                prop_assert_eq!(hint, set.ids.partition_point(|&x| x < e));
            }
        }
    }
}
