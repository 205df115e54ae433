//! The bushy join: a group of patterns the planner planned on its own
//! (two stars that meet on a shared variable, each large) runs once, its
//! distinct rows go into a hash table keyed by the join cells, and each
//! row of the pipeline looks its matches up there. The planner picks it
//! when running the group once and hashing costs less than probing the
//! group's patterns from every row (D-345).

use super::*;

/// A bushy join's table: the group's distinct (key cells, added cells)
/// tuples, each key's tuples together in one run; a hash map finds a
/// key's run.
pub(super) struct JoinTable {
    /// Key cells, then added cells, per tuple.
    keys: usize,
    width: usize,
    tuples: Vec<Val>,
    runs: Runs,
    /// Distinct tuples held.
    len: usize,
}

/// Each key's run of tuples (start, end): one cell keys by the cell
/// itself, wider keys by their tuple.
enum Runs {
    One(HashMap<Val, (u32, u32)>),
    Many(HashMap<Tuple, (u32, u32)>),
}

/// A key's run while the table is filled: where it starts, and how many
/// tuples are in it so far.
type Fill = (u32, u32);

impl JoinTable {
    /// From the group's rows (`flat`, `width` cells each, key cells
    /// first): grouped by key (a count per key, then each tuple put in its
    /// key's run), duplicates dropped within each run.
    fn build(keys: usize, width: usize, flat: Vec<Val>) -> JoinTable {
        let w = width.max(1);
        let n = flat.len() / w;
        let mut tuples = vec![Val::NIL; n * w];
        let (runs, len) = if keys == 1 {
            let mut m: HashMap<Val, Fill> = HashMap::default();
            m.reserve(n);
            let r = group(&flat, w, &mut tuples, &mut m, |t| t[0]);
            (Runs::One(m), r)
        } else {
            let mut m: HashMap<Tuple, Fill> = HashMap::default();
            m.reserve(n);
            let r = group(&flat, w, &mut tuples, &mut m, |t| {
                t[..keys].iter().copied().collect()
            });
            (Runs::Many(m), r)
        };
        JoinTable {
            keys,
            width: w,
            tuples,
            runs,
            len,
        }
    }

    fn tuple(&self, i: usize) -> &[Val] {
        &self.tuples[i * self.width..(i + 1) * self.width]
    }

    /// The run of tuples whose key cells are `row`'s cells at `keys`.
    fn run(&self, row: &[Val], keys: &[usize]) -> Option<(u32, u32)> {
        let fill = match &self.runs {
            Runs::One(m) => m.get(&row[keys[0]]).copied(),
            Runs::Many(m) => {
                let key: Tuple = keys.iter().map(|&k| row[k]).collect();
                m.get(&key).copied()
            }
        };
        fill.map(|(start, n)| (start, start + n))
    }

    /// Bytes held (for the memory budget; an estimate).
    fn bytes(&self) -> usize {
        let runs = match &self.runs {
            Runs::One(m) => m.capacity() * (std::mem::size_of::<(Val, Fill)>() + 1),
            Runs::Many(m) => m.capacity() * (std::mem::size_of::<(Tuple, Fill)>() + 1),
        };
        self.tuples.capacity() * std::mem::size_of::<Val>() + runs
    }
}

/// Puts the tuples of `flat` (`w` cells each) into `out` grouped by
/// `key_of`, recording each key's (start, length) in `runs`, and drops
/// duplicate tuples within each run. Returns the tuples kept.
fn group<K: std::hash::Hash + Eq>(
    flat: &[Val],
    w: usize,
    out: &mut [Val],
    runs: &mut HashMap<K, Fill>,
    key_of: impl Fn(&[Val]) -> K,
) -> usize {
    for t in flat.chunks_exact(w) {
        runs.entry(key_of(t)).or_insert((0, 0)).1 += 1;
    }
    // Each run starts where the one before ends; its length is counted
    // again as its tuples are placed.
    let mut next = 0u32;
    for run in runs.values_mut() {
        let len = run.1;
        *run = (next, 0);
        next += len;
    }
    for t in flat.chunks_exact(w) {
        // Every key was counted above, so the run is always there.
        let Some(run) = runs.get_mut(&key_of(t)) else {
            continue;
        };
        let at = (run.0 + run.1) as usize * w;
        out[at..at + w].copy_from_slice(t);
        run.1 += 1;
    }
    let mut kept = 0;
    for run in runs.values_mut() {
        let (start, n) = (run.0 as usize, run.1 as usize);
        if n > 1 {
            let slice = &mut out[start * w..(start + n) * w];
            let mut items: Vec<&[Val]> = slice.chunks_exact(w).collect();
            items.sort_unstable();
            items.dedup();
            let distinct: Vec<Val> = items.concat();
            slice[..distinct.len()].copy_from_slice(&distinct);
            run.1 = (distinct.len() / w) as u32;
        }
        kept += run.1 as usize;
    }
    kept
}

impl<'s, 'db> Runner<'s, 'db> {
    /// One row's matches in step `id`'s join table (built on first use),
    /// from where `resume` left off; returns where to go on when the
    /// batch filled before the row's matches ended.
    pub(super) fn join_probe(
        &mut self,
        id: usize,
        step: &CStep,
        row: &[Val],
        out: &mut Batch,
        resume: Option<Resume>,
    ) -> Res<Option<Resume>> {
        let CStep::Join { keys, adds, .. } = step else {
            return Ok(None);
        };
        let table = self.join_table(id, step, row.len())?;
        let (mut at, end) = match resume {
            Some(Resume::Join { next, end }) => (next, end),
            _ => {
                if keys.iter().any(|&k| !row[k].is_bound()) {
                    return Ok(None);
                }
                match table.run(row, keys) {
                    Some(run) => run,
                    None => return Ok(None),
                }
            }
        };
        while at < end {
            if out.len() >= self.batch_rows {
                return Ok(Some(Resume::Join { next: at, end }));
            }
            let cells = &table.tuple(at as usize)[table.keys..];
            let start = out.push(row);
            let ok = adds
                .iter()
                .zip(cells)
                .all(|(&slot, &v)| out.unify(start, slot, v));
            if !ok {
                out.pop();
            }
            at += 1;
        }
        Ok(None)
    }

    /// Step `id`'s join table: its group run once, on a row of nothing
    /// (the group shares no variable with what enters the conjunction),
    /// its distinct tuples kept within the memory budget. `width` is the
    /// probing rows' width: a rule body's rows are not the query's
    /// (D-954: the query's width here indexed past a rule body's row).
    fn join_table(
        &mut self,
        id: usize,
        step: &CStep,
        width: usize,
    ) -> Res<std::sync::Arc<JoinTable>> {
        if let Some(t) = self.steps.get(&id).and_then(|s| s.join.clone()) {
            return Ok(t);
        }
        let CStep::Join { right, keys, adds } = step else {
            return Err(QueryError::Eval("internal: not a join step".into()));
        };
        let row_width = width;
        let width = keys.len() + adds.len();
        let mut flat: Vec<Val> = Vec::new();
        let budget = self.memory_budget();
        let held = self.held;
        let mut sink = |r: &mut Runner<'s, 'db>, b: Batch| -> Res<Flow> {
            r.check_cancel()?;
            for row in b.rows() {
                flat.extend(keys.iter().chain(adds).map(|&s| row[s]));
            }
            // The rows, and the sort's order and the table built from them.
            let bytes = flat.capacity() * std::mem::size_of::<Val>() * 2;
            if held.saturating_add(bytes) > budget {
                return Err(QueryError::ResourceLimit {
                    operator: "bushy join",
                    bytes: held.saturating_add(bytes),
                    budget,
                });
            }
            Ok(Flow::Continue(()))
        };
        // The sink never breaks: the group runs to its end.
        let _ = self.run_whole(right, Batch::unit(row_width), &mut sink)?;
        self.check_cancel()?;
        let table = JoinTable::build(keys.len(), width, flat);
        self.hold("bushy join", table.bytes())?;
        if self.analyze {
            self.stats.entry(id).or_default().note =
                Some(format!("hash table of {} tuples from the group", table.len));
        }
        let table = std::sync::Arc::new(table);
        self.step_state(id).join = Some(table.clone());
        Ok(table)
    }
}
