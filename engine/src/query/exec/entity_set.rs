//! Semi-joins with a constant value: a step that tests bound entities for
//! a datom `[?e :a CONST]` (a pattern, or a star's pattern) reads the AVE
//! key's entity list once, in page-sized chunks, and tests each row by a
//! binary search instead of reading the entity's EAV row (D-335). Chosen
//! per step when the list costs less to read than the EAV reads it saves.

use super::*;
use crate::pattern_counts::Pattern as CountPattern;
use quiver_kv::Chunk;
use std::sync::Arc;

/// Nanoseconds to read one entity of an AVE key in page-sized chunks and
/// keep it (an estimate: a page of ~500 ids a call).
const SET_NS: f64 = 3.0;
/// Nanoseconds an EAV row read for a bound entity costs when it is not
/// needed (a search or a step, and its `list_dup`; docs/benchmarks.md,
/// "Storage floor").
const ROW_NS: f64 = 250.0;
/// Fixed cost of reading a set (a search, a few chunks).
const SET_FIXED_NS: f64 = 2_000.0;

/// One AVE key's entities, ascending.
pub(super) struct EntitySet {
    ids: Vec<u64>,
}

impl EntitySet {
    /// Whether entity `e` has the datom.
    #[inline]
    pub(super) fn contains(&self, e: EntityId) -> bool {
        self.ids.binary_search(&e.0).is_ok()
    }
}

/// The sets one step tests its rows against: the entity slot (or
/// constant) and one set per pattern that has one.
pub(super) struct StepSets {
    /// Where the row's entity is.
    entity: Pos,
    sets: Vec<Arc<EntitySet>>,
    /// The step is a single pattern fully answered by its set (the row
    /// passes unchanged when its entity is in it).
    whole: bool,
}

impl StepSets {
    /// Whether the step is answered by its sets alone.
    pub(super) fn whole(&self) -> bool {
        self.whole
    }

    /// Whether `row`'s entity is in every set (a row without one passes:
    /// the step's own reads decide).
    pub(super) fn admits(&self, row: &[Val], values: &Values) -> bool {
        let Some(e) = self.entity.get(row).and_then(|c| values.entity(c)) else {
            return !self.whole;
        };
        self.sets.iter().all(|s| s.contains(e))
    }
}

impl<'s, 'db> Runner<'s, 'db> {
    /// For a probe step on bound entities: the entity sets that pay for
    /// themselves, decided once per step (from the rows it is expected to
    /// see, at least this batch) and kept for its later batches.
    pub(super) fn step_sets(
        &mut self,
        step: &CStep,
        id: usize,
        input: &Batch,
    ) -> Res<Option<Arc<StepSets>>> {
        if let Some(s) = self.entity_sets.get(&id) {
            return Ok(s.clone());
        }
        let before = self.cursor_calls();
        let decided = self.decide_sets(step, input)?;
        if let (true, Some(s)) = (self.analyze, &decided) {
            let ids: usize = s.sets.iter().map(|x| x.ids.len()).sum();
            // The lists' reads are the step's too.
            let spent = self.cursor_calls() - before;
            let stats = self.stats.entry(id).or_default();
            stats.calls += spent;
            stats.note = Some(format!(
                "rows tested against {} AVE entity list(s) of {ids} ids",
                s.sets.len()
            ));
        }
        self.entity_sets.insert(id, decided.clone());
        Ok(decided)
    }

    fn decide_sets(&mut self, step: &CStep, input: &Batch) -> Res<Option<Arc<StepSets>>> {
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
        let rows = patterns
            .first()
            .map_or(0.0, |p| p.est_in)
            .max(input.len() as f64);
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
            whole,
        })))
    }

    /// The entities of AVE key `key`, ascending: in page-sized chunks on a
    /// DUPFIXED `ave`, with `list_dup` on databases created before D-601.
    fn read_set(&mut self, key: &[u8]) -> Res<EntitySet> {
        let mut ids = Vec::new();
        if self.ave.seek_key(key)?.is_none() {
            return Ok(EntitySet { ids });
        }
        if self.ave.database().flags().dupfixed {
            let mut at = Chunk::First;
            let mut n = 0usize;
            while let Some(chunk) = self.ave.dup_chunk(at, 8)? {
                for eb in chunk.chunks_exact(8) {
                    ids.push(entity_of(eb)?.0);
                }
                at = Chunk::Next;
                n += 1;
                if n % 64 == 0 {
                    self.check_cancel()?;
                }
            }
        } else {
            let list = self.ave.list_dup()?;
            for eb in list.iter() {
                ids.push(entity_of(eb)?.0);
            }
        }
        Ok(EntitySet { ids })
    }
}
