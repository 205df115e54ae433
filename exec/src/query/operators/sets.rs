//! Steps over relations and whole batches: `or` as a union of its
//! branches (`not`, an anti-join whose body runs once per batch on tagged
//! rows, is `Runner::run_not`), collection/relation inputs as hash
//! lookups, and literal relations given as sources.

use super::*;

impl<'s, 'db> Runner<'s, 'db> {
    /// Steps that work on the whole batch.
    pub(super) fn whole_batch(&mut self, step: &CStep, input: &Batch, out: &mut Batch) -> Res<()> {
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
                    let _ = self.run_whole(b, input.clone(), &mut collect)?;
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
            CStep::Rule { name, args, occ } => self.rule_call(name, args, *occ, input, out),
            CStep::Bind {
                name,
                args,
                binding,
                at,
            } => self.bind_batch(name, args, binding, *at, input, out),
            _ => Ok(()),
        }
    }

    pub(super) fn input(
        &mut self,
        index: usize,
        cols: &[usize],
        row: &[Val],
        out: &mut Batch,
    ) -> Res<()> {
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

    pub(super) fn literal_source(
        &mut self,
        src: usize,
        p: &CPattern,
        row: &[Val],
        out: &mut Batch,
    ) -> Res<()> {
        // A long and the equal bigint are one value here too, as for an
        // input or a function's result (D-924, D-961): the source's tuple
        // may meet a cell an index read first.
        for t in self.sources[src].iter().filter(|t| t.len() >= p.width) {
            let at = out.push(row);
            let ok = p.positions().zip(t).all(|(pos, &v)| match pos {
                Pos::Const(c) => *c == v || self.values.same_integer(*c, v),
                Pos::Var(s) => out.unify_number(at, *s, v, &self.values),
                Pos::Blank => true,
            });
            if !ok {
                out.pop();
            }
        }
        Ok(())
    }
}
