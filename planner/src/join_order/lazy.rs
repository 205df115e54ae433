//! The greedy search for a conjunction of very many items (more than
//! [`LAZY_GREEDY_FROM`](crate::cost::LAZY_GREEDY_FROM)): each round takes the cheapest next item, as
//! [`Planner::greedy`] does, but without scoring every candidate every round
//! (D-964).
//!
//! A candidate's price per row entering depends on the state mostly through
//! what its own variables are bound to, so a round rescores only the
//! candidates a variable the last step bound touches; the others keep the
//! price of the round that last scored them, in a heap. The cheapest of the
//! heap is rescored before it is taken, and a few more when rescoring raised
//! its price. The plain greedy search scores all `n` candidates in each of
//! `n` rounds: at 20,000 clauses that took minutes; this takes about the
//! items' variable occurrences plus a few scores a round.

use super::{Item, Planner, Pred, Scope, Score, State, joins_bound, offer_sources};
use crate::error::Result;
use crate::varset::{VarId, VarSet};
use rustc_hash::FxHashMap;
use std::cmp::{Ordering, Reverse};
use std::collections::BinaryHeap;

/// Rescores per round at most, beyond the first: when each rescore raised
/// the price above the next stale one, the cheapest rescored is taken.
const RESCORES: usize = 8;

/// Rounds at least between two whole rounds the rows' drift asks for.
const REFRESH_EVERY: usize = 16;

/// A candidate's price per row entering the state it was scored in (the
/// state's own cost and rows, common to every candidate of a round, taken
/// out), with the round it was scored in.
#[derive(Clone, Copy)]
struct Entry {
    cost: f64,
    rows: f64,
    round: usize,
    item: usize,
}

impl Entry {
    fn new(s: &Score, st: &State, round: usize, item: usize) -> Entry {
        let per = st.rows.max(f64::MIN_POSITIVE);
        Entry {
            cost: (s.cost - st.cost) / per,
            rows: s.rows / per,
            round,
            item,
        }
    }

    /// Cheapest first; at equal price the most recently scored, then the
    /// lowest item (so plans are deterministic).
    fn rank(&self, other: &Entry) -> Ordering {
        self.cost
            .total_cmp(&other.cost)
            .then(self.rows.total_cmp(&other.rows))
            .then(other.round.cmp(&self.round))
            .then(self.item.cmp(&other.item))
    }
}

impl PartialEq for Entry {
    fn eq(&self, other: &Self) -> bool {
        self.rank(other) == Ordering::Equal
    }
}
impl Eq for Entry {}
impl PartialOrd for Entry {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}
impl Ord for Entry {
    fn cmp(&self, other: &Self) -> Ordering {
        self.rank(other)
    }
}

/// The candidates by price: those that join what is placed (or may go
/// anyway), and those set aside for joining nothing while the rows were
/// many. The set-aside ones come back, cheapest first, when the rows are
/// at most one (a product with one row is no product) or a binding
/// reaches them.
#[derive(Default)]
struct Queue {
    heap: BinaryHeap<Reverse<Entry>>,
    parked: BinaryHeap<Reverse<Entry>>,
}

impl Queue {
    fn clear(&mut self) {
        self.heap.clear();
        self.parked.clear();
    }
}

impl Planner<'_> {
    /// Orders `items` greedily, rescoring lazily (see the module).
    pub(super) fn lazy_greedy(
        &self,
        items: &[Item],
        preds: &[Pred],
        entry: &Scope,
    ) -> Result<State> {
        let n = items.len();
        let mut by_var: FxHashMap<VarId, Vec<usize>> = FxHashMap::default();
        // Patterns by entity variable: a next pattern on the entity whose
        // row the last step read costs less (D-347).
        let mut by_entity: FxHashMap<VarId, Vec<usize>> = FxHashMap::default();
        for (i, it) in items.iter().enumerate() {
            for v in it.vars.union(&it.needs).iter() {
                by_var.entry(v).or_default().push(i);
            }
            if let super::Kind::Pattern { vars, .. } = &it.kind
                && let Some(e) = vars[0]
            {
                by_entity.entry(e).or_default().push(i);
            }
        }
        let mut st = self.start(preds, entry);
        let mut bound = entry.bound.clone();
        let mut used = vec![false; n];
        // The round each item was last scored in (entries of older rounds
        // in the heap are stale copies, skipped when they come up).
        let mut scored_in: Vec<Option<usize>> = vec![None; n];
        let mut queue = Queue::default();
        let mut round = 0;
        // The rows when every candidate was last scored: prices per row
        // depend on the rows (a hash join pays off over many), so when
        // they have drifted far, a whole round scores everything again.
        let mut whole_at: Option<(usize, f64)> = None;
        while st.order.len() < n {
            self.check_stop()?;
            let drifted = whole_at.is_some_and(|(r, rows)| {
                let ratio = st.rows.max(f64::MIN_POSITIVE) / rows.max(f64::MIN_POSITIVE);
                round >= r + REFRESH_EVERY && !(0.5..=2.0).contains(&ratio)
            });
            let pick = |queue: &mut Queue, scored_in: &mut [Option<usize>], any: bool| {
                let at = (&st, &bound, round);
                self.lazy_pick(items, preds, entry, at, queue, scored_in, any)
            };
            let mut choice = None;
            if drifted {
                queue.clear();
            } else {
                choice = pick(&mut queue, &mut scored_in, false)?;
                if choice.is_none() {
                    // Nothing in the heap joins what is placed: the
                    // set-aside candidates may go, cheapest first (the
                    // plain search takes such an item only when no other
                    // is left).
                    choice = pick(&mut queue, &mut scored_in, true)?;
                }
            }
            if choice.is_none() {
                // Nothing in either heap can go next (the first round, or
                // only items placeable since no round scored them), or
                // the rows drifted: a whole round, as the plain search
                // runs it (`candidates` offers items that join nothing
                // only when no other can go).
                whole_at = Some((round, st.rows));
                queue.clear();
                for i in self.candidates(items, &used, &bound, &st) {
                    let s = self.score(items, preds, entry, &st, &bound, i)?;
                    scored_in[i] = Some(round);
                    queue.heap.push(Reverse(Entry::new(&s, &st, round, i)));
                }
                choice = pick(&mut queue, &mut scored_in, true)?;
            }
            let Some((i, next)) = choice else {
                return Err(self.unbindable(items, entry, &st.order));
            };
            used[i] = true;
            let newly = items[i].binds.difference(&bound);
            let star_was = st.star;
            // The sources move from state to state, one item added a round.
            let mut sources = st.sources.take().unwrap_or_default();
            self.advance_in_place(items, &mut st, &bound, i, next);
            offer_sources(&mut sources, items, i, entry);
            st.sources = sources.into();
            bound.union_with(&items[i].binds);
            round += 1;
            // The candidates the new bindings reach, and the patterns on
            // an entity whose row is newly read: scored again now.
            let star = st.star.filter(|&e| star_was != Some(e));
            let mut touched: Vec<usize> = newly
                .iter()
                .filter_map(|v| by_var.get(&v))
                .chain(star.and_then(|e| by_entity.get(&e)))
                .flatten()
                .copied()
                .filter(|&j| !used[j] && self.placeable(&items[j], &bound))
                .collect();
            touched.sort_unstable();
            touched.dedup();
            for j in touched {
                let s = self.score(items, preds, entry, &st, &bound, j)?;
                scored_in[j] = Some(round);
                queue.heap.push(Reverse(Entry::new(&s, &st, round, j)));
            }
        }
        Ok(st)
    }

    /// The next item from the heap and its score in this round, or `None`
    /// when no item in it may go next. An item scored in an earlier round
    /// is rescored first; an item that joins nothing placed while the rows
    /// are many is set aside (the plain search takes such an item only
    /// when no other is left, and so does the caller's whole round).
    /// With `any`, an item that joins nothing may go (the caller's whole
    /// round found no other).
    #[allow(clippy::too_many_arguments)]
    fn lazy_pick(
        &self,
        items: &[Item],
        preds: &[Pred],
        entry: &Scope,
        (st, bound, round): (&State, &VarSet, usize),
        queue: &mut Queue,
        scored_in: &mut [Option<usize>],
        any: bool,
    ) -> Result<Option<(usize, Score)>> {
        let free = any || (st.order.is_empty() && bound.is_empty()) || st.rows <= 1.0;
        if free {
            // The cheapest set-aside candidates may go again.
            let mut back = 0;
            while back <= RESCORES
                && let Some(Reverse(e)) = queue.parked.pop()
            {
                if scored_in[e.item] == Some(e.round) {
                    queue.heap.push(Reverse(e));
                    back += 1;
                }
            }
        }
        let heap = &mut queue.heap;
        let mut best: Option<(Entry, Score)> = None;
        let mut rescored = 0;
        while let Some(Reverse(e)) = heap.pop() {
            if scored_in[e.item] != Some(e.round) {
                continue; // a stale copy, or an item already placed
            }
            if let Some((b, _)) = &best
                && b.rank(&e) != Ordering::Greater
            {
                heap.push(Reverse(e));
                break;
            }
            if !free && !joins_bound(&items[e.item], bound) {
                queue.parked.push(Reverse(e));
                continue;
            }
            let s = self.score(items, preds, entry, st, bound, e.item)?;
            let fresh = Entry::new(&s, st, round, e.item);
            scored_in[e.item] = Some(round);
            if e.round == round {
                // Scored this round, so no stale price below it is left.
                if let Some((old, _)) = best.replace((fresh, s)) {
                    heap.push(Reverse(old));
                }
                break;
            }
            if best
                .as_ref()
                .is_none_or(|(b, _)| fresh.rank(b) == Ordering::Less)
            {
                if let Some((old, _)) = best.take() {
                    heap.push(Reverse(old));
                }
                best = Some((fresh, s));
            } else {
                heap.push(Reverse(fresh));
            }
            rescored += 1;
            if rescored > RESCORES {
                break;
            }
        }
        let Some((e, s)) = best else {
            return Ok(None);
        };
        scored_in[e.item] = None;
        Ok(Some((e.item, s)))
    }
}
