//! AVE reads: probes of one value's entity list (with adaptive index
//! intersection, D-311) and range scans over an attribute's values. Both
//! stop at a full batch and resume (D-318). The planner's steps that bind
//! an entity from an attribute (and maybe a value) come here.

use super::*;
use quiver_store::Chunk;

impl<'s, 'db> Runner<'s, 'db> {
    /// The AVE key of a pattern with a known attribute and value in `row`:
    /// `None` when the value is not bound yet, `Some(None)` when no datom
    /// can have it.
    pub(super) fn ave_key(&self, p: &CPattern, row: &[Val]) -> Res<Option<Option<Vec<u8>>>> {
        Ok(self.bound_av(p, row)?.map(|k| k.map(|k| k.to_vec())))
    }

    /// Of `p`'s alternatives (the next step's patterns on the entity it
    /// binds), the one with the fewest entities, if it has fewer than `p`
    /// (whose key the AVE cursor is on).
    pub(super) fn shortest_alternative(&mut self, p: &CPattern, row: &[Val]) -> Res<Shortest> {
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

    /// Scans the values of attribute `a` that `m` matches, in index order,
    /// emitting into `out` what `into` says (its value slot, if any, gets
    /// each matching value); resumable, at most `limit_rows` rows a call.
    pub(super) fn ave_scan(
        &mut self,
        a: AttrId,
        m: &ValueMatch,
        out: &mut Batch,
        into: Emit<'_>,
        resume: Option<Resume>,
        limit_rows: usize,
    ) -> Res<Option<Resume>> {
        let snap = self.snap;
        let attr = a.to_be_bytes();
        // Byte bounds of the scan, the same the planner counted with: a
        // superset of the match (giants compare by their kept prefix; the
        // value is checked after decoding).
        let bounds = quiver_store::AvBounds::new(a, m, snap.index_budget())?;
        if bounds.is_empty() {
            return Ok(None);
        }
        // A resumed scan starts at the key it stopped in, after the last
        // entity it emitted there.
        let (start, mut after) = match resume {
            Some(Resume::Scan { key, after }) => (key, after),
            _ => (
                match bounds.lo() {
                    Bound::Included(k) | Bound::Excluded(k) => k.to_vec(),
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
            let past = match bounds.hi() {
                Bound::Included(h) => key.as_slice() > h,
                Bound::Excluded(h) => key.as_slice() >= h,
                Bound::Unbounded => false,
            };
            if past {
                break;
            }
            let stored = snap.decode_form(&key[4..])?;
            if m.matches(&stored) {
                let val = cell(&mut self.values, stored);
                let target = Emit {
                    v: into.v.map(|(s, _)| (s, val)),
                    ..into
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
    pub(super) fn key_entities(
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
        if self.ave.database().flags().dupfixed {
            return self.key_entities_chunked(key, from, out, target, limit_rows);
        }
        let lo = from
            .as_ref()
            .map_or(Bound::Unbounded, |b| Bound::Included(&b[..]));
        let mut it = self.ave.dup_range(key, lo, Bound::Unbounded);
        let mut last = None;
        let mut n = 0u32;
        while let Some(eb) = it.next() {
            let e = entity_of(eb?)?;
            if let Some(l) = emit_or_stop(&mut self.values, out, target, e, limit_rows, &mut last) {
                return Ok(Some(l));
            }
            n = n.wrapping_add(1);
            if n % 4096 == 0 {
                // A long walk within one call still answers cancellation.
                stop_check(&self.cancel, self.deadline, self.started)?;
            }
        }
        Ok(None)
    }
}

impl<'s, 'db> Runner<'s, 'db> {
    /// [`key_entities`](Self::key_entities) for a long entity list on a
    /// DUPFIXED `ave`: read a page of ids per call (D-335), from the page
    /// holding `from` when resuming (ids before it are skipped).
    fn key_entities_chunked(
        &mut self,
        key: &[u8],
        from: Option<[u8; 8]>,
        out: &mut Batch,
        target: &Emit<'_>,
        limit_rows: usize,
    ) -> Res<Option<EntityId>> {
        let mut at = match &from {
            Some(f) => {
                if self.ave.seek_both_range(key, f)?.is_none() {
                    return Ok(None);
                }
                Chunk::Here
            }
            None => {
                // Callers leave the cursor on `key`; make sure.
                let on_key = matches!(self.ave.current()?, Some((k, _)) if k == key);
                if !on_key && self.ave.seek_key(key)?.is_none() {
                    return Ok(None);
                }
                Chunk::First
            }
        };
        let skip_below = from.map_or(0, u64::from_be_bytes);
        let mut last = None;
        let mut chunks = 0u32;
        while let Some(chunk) = self.ave.dup_chunk(at, 8)? {
            at = Chunk::Next;
            for eb in chunk.chunks_exact(8) {
                let e = entity_of(eb)?;
                if e.0 < skip_below {
                    continue;
                }
                let stop = emit_or_stop(&mut self.values, out, target, e, limit_rows, &mut last);
                if let Some(l) = stop {
                    return Ok(Some(l));
                }
            }
            chunks = chunks.wrapping_add(1);
            if chunks % 16 == 0 {
                // A long walk within one call still answers cancellation.
                stop_check(&self.cancel, self.deadline, self.started)?;
            }
        }
        Ok(None)
    }
}

/// One entity of a key's list for a walk that stops at a full batch:
/// emitted, unless the batch is full and an entity was already emitted in
/// this call (then that one is returned: the walk resumes after it).
#[inline]
fn emit_or_stop(
    values: &mut Values,
    out: &mut Batch,
    target: &Emit<'_>,
    e: EntityId,
    limit_rows: usize,
    last: &mut Option<EntityId>,
) -> Option<EntityId> {
    if out.len() >= limit_rows && last.is_some() {
        return *last;
    }
    target.emit(out, values.entity_cell(e));
    *last = Some(e);
    None
}

/// Emits the entities of a kept list `ids` after `after` (when
/// resuming), stopping at a full batch as [`Runner::key_entities`] does.
pub(super) fn emit_ids(
    values: &mut Values,
    ids: &[u64],
    after: Option<EntityId>,
    out: &mut Batch,
    target: &Emit<'_>,
    limit_rows: usize,
) -> Option<EntityId> {
    let start = after.map_or(0, |a| ids.partition_point(|&x| x <= a.0));
    let mut last = None;
    for &e in &ids[start..] {
        if let Some(l) = emit_or_stop(values, out, target, EntityId(e), limit_rows, &mut last) {
            return Some(l);
        }
    }
    None
}

impl Runner<'_, '_> {
    /// For an AVE probe of `key`: the list to walk from memory — the
    /// access cache's, or, the second time the key is read (and it is
    /// of a length worth keeping), the whole list read now and kept.
    /// `None`: walk the index.
    pub(super) fn entities_to_walk(
        &mut self,
        p: &CPattern,
        a: AttrId,
        key: &[u8],
        resuming: bool,
    ) -> Res<Option<std::sync::Arc<[u64]>>> {
        let Some(c) = self.caches.filter(|c| c.access.enabled()) else {
            return Ok(None);
        };
        let id = self.current_step;
        // A step whose lists are short on average (`[?c :cast/person ?p]`,
        // five a person) would only pay a lookup a probe: decided once a
        // step from its count and the attribute's distinct values.
        let worth = match self.steps.get(&id).and_then(|s| s.list_worth) {
            Some(w) => w,
            None => {
                let avg = match p.v {
                    Pos::Const(_) => p.count as f64,
                    _ => p.count as f64 / self.snap.distinct_values(a)?.max(1) as f64,
                };
                let w = avg * 2.0 >= super::super::caches::MIN_CACHED_IDS as f64;
                self.step_state(id).list_worth = Some(w);
                w
            }
        };
        if !worth {
            return Ok(None);
        }
        if let Some(ids) = self.cached_entities(key, id) {
            return Ok(Some(ids));
        }
        // A query that may stop early reads no list whole to keep it.
        if resuming || self.row_goal.is_some() || !c.access.admit(key) {
            return Ok(None);
        }
        if self.ave.seek_key(key)?.is_none() {
            return Ok(Some(std::sync::Arc::from([])));
        }
        let n = self.ave.dup_count()? as usize;
        if !(super::super::caches::MIN_CACHED_IDS..=super::super::caches::MAX_CACHED_IDS)
            .contains(&n)
        {
            return Ok(None);
        }
        let ids: std::sync::Arc<[u64]> = self.read_entities(key)?.into();
        self.keep_entities(key, &ids);
        Ok(Some(ids))
    }
}

/// Entities an AVE probe may list before its alternatives are counted
/// (D-311): below this the list is read as is.
pub(super) const ALT_THRESHOLD: u64 = 32;

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
    /// A bushy join's matches of one row: the next tuple of its run, and
    /// the run's end.
    Join { next: u32, end: u32 },
    /// A hash join's matches of one row: the next node of the key's chain.
    Chain { next: u32 },
}

/// Where an index walk's matches go: the input row and the slots the
/// entity, attribute and value fill.
#[derive(Clone, Copy)]
pub(super) struct Emit<'r> {
    pub(super) row: &'r [Val],
    pub(super) e_slot: Option<usize>,
    pub(super) a_cell: Option<(usize, Val)>,
    pub(super) v: Option<(usize, Val)>,
}

impl Emit<'_> {
    #[inline]
    pub(super) fn emit(&self, out: &mut Batch, e: Val) {
        emit(out, self.row, self.e_slot, e, self.a_cell, self.v);
    }
}

/// Which entity list an AVE probe walks.
pub(super) enum Shortest {
    /// Its own.
    This,
    /// An alternative's, by AVE key.
    Alt(Vec<u8>),
    /// None: an alternative has no datom at all, so no row survives.
    Nothing,
}
