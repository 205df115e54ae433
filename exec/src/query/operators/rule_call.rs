//! Calls of rules: the rule engine computes the relation (for the bound
//! arguments' values where it can), and the batch is hash-joined with it
//! on the bound positions; a table's index is built once.

use super::*;

impl<'s, 'db> Runner<'s, 'db> {
    /// The hash index of a rule table on `bound` positions, cached while
    /// the table is alive (entries whose table only the cache still holds
    /// are dropped when a new one comes in).
    pub(super) fn rule_index(
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

    pub(super) fn rule_call(
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

/// A rule table's tuples by their values at the bound positions.
pub(super) type RuleIndex = HashMap<Tuple, Vec<usize>>;

/// A cached rule index with the table it indexes.
pub(super) type RuleIndexEntry = (std::sync::Arc<Vec<Tuple>>, std::sync::Arc<RuleIndex>);
