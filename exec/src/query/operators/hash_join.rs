//! The run-time hash join: once probing a step's rows one by one is
//! measured to cost more than reading the pattern's matches once, the
//! step scans the attribute into a table keyed by the bound position and
//! looks rows up there (D-314, D-332).

use super::*;

/// What one probe's DLMDB calls cost, in nanoseconds: the per-call costs
/// measured by `quiver-kv`'s `probe_costs` example (docs/benchmarks.md,
/// "Storage floor").
fn probe_ns(c: &CursorCalls) -> f64 {
    c.searches as f64 * 500.0
        + c.steps as f64 * 100.0
        + c.values as f64 * 20.0
        + c.paged as f64 * 3.0
}

/// Nanoseconds to read one datom of an attribute scan and put it in the
/// table (a `list_dup` value, its cell and one hash insert), and to read
/// one key (a step, a decode, a `list_dup` call). Measured on
/// people-100k: `:age` (80 keys, 100,000 datoms) builds in ~2 ms,
/// `:follows` (99,343 keys, 499,689 datoms) in ~35 ms (D-332).
const DATOM_NS: f64 = 40.0;
const KEY_NS: f64 = 150.0;
/// A probe before any is measured: one search and a short `list_dup`.
const UNMEASURED_PROBE_NS: f64 = 600.0;
/// How many times the scan's cost the probing of past runs and this one
/// must reach before a table of a whole attribute is built to be kept
/// (D-864): the table may yet be voided by a write before it serves.
const SHARED_MARGIN: f64 = 2.0;
/// A probe of the entity after the previous one (the cursor steps), and
/// one of the same entity again (its row is at hand).
const NEXT_PROBE_NS: f64 = 150.0;
const SAME_PROBE_NS: f64 = 50.0;

/// What probing the entities in slot `e` of `input` would cost a row,
/// before any probe is measured: a search for each entity that is not the
/// one after the previous (in id order), a step for each that is.
fn unmeasured_probe_ns(input: &Batch, e: usize, values: &Values) -> f64 {
    let mut ids: Vec<u64> = input
        .rows()
        .filter_map(|r| values.entity(r[e]).map(|x| x.0))
        .collect();
    if ids.is_empty() {
        return UNMEASURED_PROBE_NS;
    }
    ids.sort_unstable();
    let rows = ids.len();
    ids.dedup();
    let next = ids.windows(2).filter(|w| w[1] == w[0] + 1).count();
    let searched = ids.len() - next;
    (searched as f64 * UNMEASURED_PROBE_NS
        + next as f64 * NEXT_PROBE_NS
        + (rows - ids.len()) as f64 * SAME_PROBE_NS)
        / rows as f64
}

impl<'s, 'db> Runner<'s, 'db> {
    /// For a pattern probed on its entity or value: whether to switch to a
    /// hash join (one scan of the attribute, then in-memory lookups), and
    /// the table, built once per step. Each batch's probes are measured
    /// (their DLMDB calls); the step switches once the probes still
    /// expected (the planner's input estimate, at least this batch) would
    /// cost more than the scan. Before the first measurement an entity
    /// probe is priced from the batch's ids (a search each unless it is the
    /// entity after the previous one, D-343) and the scan must be 1.5 times
    /// cheaper; a value probe is taken at the model's cost and the scan
    /// must be four times cheaper (j05's `[?k1 :keyword/text "kw-00001"]`:
    /// one datom to scan against 264 probes). Probes already made are not
    /// counted:
    /// switching late (f3's rule body, after 78,000 of 98,000 rows) cost
    /// more than it saved.
    pub(super) fn hash_join_table(
        &mut self,
        step: &CStep,
        id: usize,
        input: &Batch,
    ) -> Res<Option<std::sync::Arc<HashTable>>> {
        let CStep::Pattern(p) = step else {
            return Ok(None);
        };
        if let Some(t) = self.steps.get(&id).and_then(|s| s.hashed.clone()) {
            return Ok(Some(t));
        }
        let Some(CAttr { id: Some(a), .. }) = &p.attr else {
            return Ok(None);
        };
        if p.source.is_some() || !matches!(p.a, Pos::Const(_)) {
            return Ok(None);
        }
        if input.is_empty() || p.count == 0 {
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
        let both = by_entity && p.v.get(first).is_some();
        // A table of the whole attribute another query built (and no
        // commit since wrote the attribute) costs nothing to use (D-860).
        let shared = (!matches!(p.v, Pos::Const(_)) && matches!(p.v_match, ValueMatch::Any))
            .then_some((*a, by_entity, both));
        if let Some(t) = shared.and_then(|key| self.shared_table(&key, id)) {
            if self.analyze {
                let written = match &*t {
                    HashTable::Dirty { dirty, .. } => {
                        format!(" ({} entities written since, probed)", dirty.len())
                    }
                    _ => String::new(),
                };
                self.stats.entry(id).or_default().note = Some(format!(
                    "hash join on a shared table of {} datoms{written}",
                    t.len()
                ));
            }
            self.step_state(id).hashed = Some(t.clone());
            return Ok(Some(t));
        }
        // What other runs spent probing where a kept table of this key
        // would have served them, since the attribute was last written:
        // when it passes twice the scan, the table is built and kept for
        // the runs to come (D-864).
        let past = match (shared, self.caches) {
            (Some(key), Some(c)) if c.access.table_fits(p.count) => {
                self.step_state(id).shared_key = Some(key);
                c.access
                    .spent(&key, self.snap.versions(), self.snap.commit_id())
            }
            _ => (0.0, 0),
        };
        if !self.scan_pays(p, *a, id, input, by_entity, past)? {
            return Ok(None);
        }
        let t = self.build_hash_table(p, *a, id, by_entity, both)?;
        if let (Some(key), Some(t)) = (shared, &t) {
            self.keep_table(key, t);
            if let Some(c) = self.caches {
                c.access.built(key, self.snap.commit_id());
            }
        }
        Ok(t)
    }

    /// The access cache's table of a whole attribute, when it holds one
    /// current for this snapshot; counted as step `id`'s hit or miss.
    fn shared_table(
        &mut self,
        key: &crate::query::caches::TableKey,
        id: usize,
    ) -> Option<std::sync::Arc<HashTable>> {
        let c = self.caches?;
        if !c.access.enabled() {
            return None;
        }
        let got = c
            .access
            .table(key, self.snap.versions(), self.snap.commit_id());
        if self.analyze && got.is_some() {
            self.stats.entry(id).or_default().cache_hits += 1;
        }
        got
    }

    /// Offers a table of a whole attribute just built to the access cache,
    /// in the form every query reads alike ([`HashTable::shared_form`]).
    fn keep_table(&self, key: crate::query::caches::TableKey, table: &std::sync::Arc<HashTable>) {
        if let Some(c) = self.caches {
            if !c.access.enabled() {
                return;
            }
            if let Some(shared) = table.shared_form(&self.values) {
                c.access.keep_table(key, shared, self.snap.commit_id());
            }
        }
    }

    /// Whether one scan of attribute `a` costs less than probing the rows
    /// still expected of step `id` one by one (see
    /// [`hash_join_table`](Self::hash_join_table)).
    fn scan_pays(
        &mut self,
        p: &CPattern,
        a: AttrId,
        id: usize,
        input: &Batch,
        by_entity: bool,
        (past_ns, builds): (f64, u32),
    ) -> Res<bool> {
        // Before any probe is measured, the model's probe (a search and a
        // short list) is trusted only with a margin: for entity probes the
        // batch's ids tell which probes would step instead of searching
        // (D-343); value probes keep a wide one.
        let seen = self.steps.get(&id).map(|s| s.probed).unwrap_or_default();
        let (per_row, margin) = match (seen.rows, &p.e) {
            (0, Pos::Var(e)) if by_entity => (unmeasured_probe_ns(input, *e, &self.values), 1.5),
            (0, _) => (UNMEASURED_PROBE_NS, 4.0),
            // What the probes cost: their calls at the model's prices, or
            // the time they took where that was less (searches near the
            // previous one cost a fraction of the model's price; a first
            // run's page faults cost more, and are not the steady state).
            (n, _) => (seen.ns.min(seen.time_ns) / n as f64, 1.0),
        };
        // A query that may stop early (`:limit`) expects no more rows than
        // it has probed already (at least this batch): the scan must pay
        // for itself on what was seen, so a limit met in the first batches
        // never scans (D-353).
        let remaining = match self.row_goal {
            Some(_) => (seen.rows as f64).max(input.len() as f64),
            None => (p.est_in - seen.rows as f64).max(input.len() as f64),
        };
        // Distinct values (AVE keys) the scan reads: one for a constant
        // value, else at most the attribute's (a meta counter; a range may
        // read fewer, which only makes the switch more cautious).
        let keys = match p.v {
            Pos::Const(_) => 1.0,
            Pos::Var(_) | Pos::Blank => self.snap.distinct_values(a)?.min(p.count) as f64,
        };
        let scan = p.count as f64 * DATOM_NS + keys * KEY_NS;
        Ok(per_row * remaining > scan * margin
            || past_ns + per_row * remaining
                > scan * SHARED_MARGIN * f64::from(1u32 << builds.min(10)))
    }

    /// Scans attribute `a` into (e, v) rows and indexes them: a set of
    /// pairs when entity and value are both bound (`both`), else keyed by
    /// the bound one. Kept as step `id`'s table for the rest of the query.
    fn build_hash_table(
        &mut self,
        p: &CPattern,
        a: AttrId,
        id: usize,
        by_entity: bool,
        both: bool,
    ) -> Res<Option<std::sync::Arc<HashTable>>> {
        self.hold(
            "hash join",
            p.count as usize * 4 * std::mem::size_of::<Val>(),
        )?;
        // A constant value narrows the scan to its AVE key, like the count did.
        let scan = match (&p.v, &p.attr) {
            (Pos::Const(c), Some(CAttr { ty, .. })) => match stored_as(&self.values.get(*c), *ty) {
                Some(v) => ValueMatch::Eq(v),
                None => return Ok(None),
            },
            _ => p.v_match.clone(),
        };
        let mut pairs = Batch::new(2);
        let before = self.cursor_calls();
        let into = super::ave::Emit {
            row: &[Val::NIL, Val::NIL],
            e_slot: Some(0),
            a_cell: None,
            v: Some((1, Val::NIL)),
        };
        self.ave_scan(a, &scan, &mut pairs, into, None, usize::MAX)?;
        let t = if both {
            let mut set: HashSet<(Val, Val)> = HashSet::default();
            set.reserve(pairs.len());
            set.extend(pairs.rows().map(|r| (r[0], r[1])));
            HashTable::Pairs(set)
        } else {
            let (k, o) = if by_entity { (0, 1) } else { (1, 0) };
            HashTable::Keyed {
                by_entity,
                keyed: Keyed::build(&pairs, k, o),
            }
        };
        // The scan's reads are the step's too.
        self.add_calls(id, before);
        if self.analyze {
            self.stats.entry(id).or_default().note = Some(format!(
                "switched to a hash join on {} scanned datoms",
                pairs.len()
            ));
        }
        let t = std::sync::Arc::new(t);
        self.step_state(id).hashed = Some(t.clone());
        Ok(Some(t))
    }

    /// Adds what probing `rows` rows of step `id` cost: their DLMDB calls
    /// and the time they took.
    pub(super) fn note_probes(
        &mut self,
        id: usize,
        rows: usize,
        calls: &CursorCalls,
        time: Duration,
    ) {
        let state = self.step_state(id);
        let seen = &mut state.probed;
        seen.rows += rows;
        seen.ns += probe_ns(calls);
        seen.time_ns += time.as_nanos() as f64;
        let key = state.shared_key;
        if let (Some(key), Some(c)) = (key, self.caches) {
            c.access
                .add_spent(key, time.as_nanos() as f64, self.snap.commit_id());
        }
    }
}

/// Rows a step probed one by one, what their DLMDB calls cost at the
/// model's prices, and the time they took.
#[derive(Clone, Copy, Default)]
pub(super) struct Probed {
    rows: usize,
    ns: f64,
    time_ns: f64,
}

/// A pattern's matches, built by one scan of the attribute when probing
/// row by row would cost more.
pub(crate) enum HashTable {
    /// Entity and value both bound: the (e, v) pairs, for a membership
    /// test.
    Pairs(HashSet<(Val, Val)>),
    /// One position bound: the other position's cells by its cell.
    Keyed {
        /// The entity is the bound position.
        by_entity: bool,
        /// The cells.
        keyed: Keyed,
    },
    /// A [`HashTable::Keyed`] by entity whose values are kept as values,
    /// not cells of one query's value table: the form another query takes
    /// it in (each match is interned into that query's table, D-860).
    Values(Keyed<Edn>),
    /// A shared table by entity some of whose entities commits since it
    /// was built wrote: rows of those (sorted ids) are probed in the
    /// indexes instead (D-860).
    Dirty {
        /// The table.
        table: std::sync::Arc<HashTable>,
        /// The entities written since, ascending.
        dirty: std::sync::Arc<[u64]>,
    },
}

impl HashTable {
    /// Datoms the table holds.
    pub(crate) fn len(&self) -> usize {
        match self {
            HashTable::Pairs(pairs) => pairs.len(),
            HashTable::Keyed { keyed, .. } => keyed.keys.len(),
            HashTable::Values(keyed) => keyed.keys.len(),
            HashTable::Dirty { table, .. } => table.len(),
        }
    }

    /// Roughly the bytes it takes (the access cache's weight).
    pub(crate) fn bytes(&self) -> usize {
        let cell = std::mem::size_of::<Val>();
        match self {
            HashTable::Pairs(pairs) => pairs.capacity() * (2 * cell + 1),
            HashTable::Keyed { keyed, .. } => {
                (keyed.keys.capacity() + keyed.others.capacity()) * cell
            }
            HashTable::Values(keyed) => {
                keyed.keys.capacity() * cell
                    + keyed
                        .others
                        .iter()
                        .map(|v| std::mem::size_of::<Edn>() + edn_heap_bytes(v))
                        .sum::<usize>()
            }
            HashTable::Dirty { table, dirty } => table.bytes() + dirty.len() * 8,
        }
    }

    /// The table in a form every query reads alike, if it has one: as is
    /// when every cell is held inline (an entity id or a non-negative
    /// long); a table by entity with other cells, with those cells as
    /// values (`values` is the value table of the query that built it);
    /// none for pairs of other cells.
    pub(crate) fn shared_form(
        self: &std::sync::Arc<Self>,
        values: &Values,
    ) -> Option<std::sync::Arc<Self>> {
        let inline = |v: &Val| v.as_long().is_some();
        match &**self {
            HashTable::Pairs(pairs) => pairs
                .iter()
                .all(|(e, v)| inline(e) && inline(v))
                .then(|| self.clone()),
            HashTable::Keyed { by_entity, keyed } => {
                if !keyed.keys.iter().all(inline) {
                    return None;
                }
                if keyed.others.iter().all(inline) {
                    return Some(self.clone());
                }
                by_entity.then(|| {
                    std::sync::Arc::new(HashTable::Values(Keyed {
                        keys: keyed.keys.clone(),
                        others: keyed.others.iter().map(|v| values.get(*v)).collect(),
                    }))
                })
            }
            HashTable::Values(_) | HashTable::Dirty { .. } => None,
        }
    }
}

/// Heap bytes a value holds beyond its own size: strings and other
/// payloads, collections by their items (no printing, no allocation: the
/// weigher runs on every insert).
fn edn_heap_bytes(v: &Edn) -> usize {
    let items = |xs: &[Edn]| {
        xs.iter()
            .map(|x| std::mem::size_of::<Edn>() + edn_heap_bytes(x))
            .sum::<usize>()
    };
    match v {
        Edn::String(s) => s.len(),
        Edn::Keyword(k) => k.as_str().len(),
        Edn::Symbol(k) => k.as_str().len(),
        Edn::Bytes(b) => b.len(),
        Edn::BigInt(_) | Edn::BigDec(_) => 32,
        Edn::List(xs) | Edn::Vector(xs) => items(xs),
        Edn::Set(xs) => xs
            .iter()
            .map(|x| std::mem::size_of::<Edn>() + edn_heap_bytes(x))
            .sum(),
        Edn::Map(m) => m
            .iter()
            .map(|(k, x)| 2 * std::mem::size_of::<Edn>() + edn_heap_bytes(k) + edn_heap_bytes(x))
            .sum(),
        _ => 0,
    }
}

/// Cells grouped by key: the keys ascending (as cells) beside the other
/// cell of each datom, in scan order within a key. Rows are probed in key
/// order (`probe_order`), so a lookup gallops forward from the previous
/// one and reads both arrays front to back: a hash map's random reads
/// missed the cache on every probe of a large attribute (D-860).
pub(crate) struct Keyed<C = Val> {
    keys: Vec<Val>,
    others: Vec<C>,
}

/// `rows` ordered by key, stably (a key's cells keep their scan order).
/// When every key agrees above its low 32 bits (entity ids and small
/// longs: the usual case), counting passes sort them in linear time (a
/// pass whose digit is the same in every key is skipped);
/// a comparison sort of 100,000 scanned datoms took longer than the scan
/// (D-860). Otherwise, and for a few rows, a stable comparison sort.
fn sort_by_key(mut rows: Vec<(Val, Val)>) -> Vec<(Val, Val)> {
    let Some(high) = rows.first().map(|r| r.0.bits() >> 32) else {
        return rows;
    };
    if rows.len() < 256 || rows.iter().any(|r| r.0.bits() >> 32 != high) {
        rows.sort_by_key(|r| r.0);
        return rows;
    }
    // Two passes of 16 bits for many rows, four of 8 for fewer (zeroing
    // 65,536 counters costs more than a pass over a few thousand rows).
    let (width, shifts): (u32, &[u32]) = if rows.len() >= 1 << 15 {
        (16, &[0, 16])
    } else {
        (8, &[0, 8, 16, 24])
    };
    let mask = (1u64 << width) - 1;
    let mut other = vec![(Val::NIL, Val::NIL); rows.len()];
    let mut at = vec![0usize; 1 << width];
    for &shift in shifts {
        let digit = |r: &(Val, Val)| ((r.0.bits() >> shift) & mask) as usize;
        at.iter_mut().for_each(|n| *n = 0);
        for r in &rows {
            at[digit(r)] += 1;
        }
        if at.contains(&rows.len()) {
            continue;
        }
        let mut sum = 0;
        for slot in at.iter_mut() {
            let n = *slot;
            *slot = sum;
            sum += n;
        }
        for r in &rows {
            let d = digit(r);
            other[at[d]] = *r;
            at[d] += 1;
        }
        std::mem::swap(&mut rows, &mut other);
    }
    rows
}

/// No position: the key is not in the table.
const END: u32 = u32::MAX;

impl Keyed {
    /// From the two-column rows of a scan: column `k` is the key, column
    /// `o` the other cell. The memory budget bounds the rows far below
    /// 2^32.
    fn build(pairs: &Batch, k: usize, o: usize) -> Keyed {
        let rows: Vec<(Val, Val)> = pairs.rows().map(|r| (r[k], r[o])).collect();
        let (keys, others) = sort_by_key(rows).into_iter().unzip();
        Keyed { keys, others }
    }
}

impl<C> Keyed<C> {
    /// The first position of `key` ([`END`] when it has none), searched
    /// forward from `hint` (the previous lookup's position) when the key
    /// is past it, else before it; `hint` moves there.
    fn first(&self, key: Val, hint: &mut usize) -> u32 {
        let keys = &self.keys;
        let at = match keys.get(*hint) {
            // The key is past the hint: gallop forward (double the step
            // until a key at or past it), then search the last interval.
            Some(k) if *k < key => {
                let from = *hint;
                let (mut lo, mut hi, mut step) = (from, from, 1);
                while hi < keys.len() && keys[hi] < key {
                    lo = hi + 1;
                    hi = from + step;
                    step *= 2;
                }
                let hi = hi.min(keys.len());
                lo + keys[lo..hi].partition_point(|k| *k < key)
            }
            // At or before the hint (its first cell may be before it).
            Some(_) => keys[..=*hint].partition_point(|k| *k < key),
            None => keys.partition_point(|k| *k < key),
        };
        *hint = at;
        if keys.get(at) == Some(&key) {
            at as u32
        } else {
            END
        }
    }

    /// The cell at position `at` if it holds `key`.
    fn cell(&self, at: u32, key: Val) -> Option<&C> {
        let at = at as usize;
        (self.keys.get(at) == Some(&key)).then(|| &self.others[at])
    }
}

/// What a hash-join lookup reads and updates besides the row: where the
/// previous row's key was found, the query's value table (a shared table's
/// values are interned into it) and the batch size.
pub(super) struct Lookup<'a> {
    pub hint: &'a mut usize,
    pub values: &'a mut Values,
    pub batch_rows: usize,
}

/// One row's lookup in a hash-join table, from where `resume` left off
/// (`hint`: where the previous row's key was found); returns where to go
/// on when the batch filled (`batch_rows`) before the row's matches ended:
/// a key with many cells still yields bounded batches.
pub(super) fn probe_hashed(
    p: &CPattern,
    t: &HashTable,
    row: &[Val],
    out: &mut Batch,
    resume: Option<Resume>,
    with: &mut Lookup<'_>,
) -> Option<Resume> {
    let batch_rows = with.batch_rows;
    // A bound value is looked up as the datoms hold it (a long on a
    // bigint attribute as the bigint, D-924); the row keeps its own.
    let ty = p.attr.as_ref().and_then(|a| a.ty);
    match t {
        HashTable::Pairs(pairs) => {
            if let (Some(e), Some(v)) = (p.e.get(row), p.v.get(row)) {
                // Both bound: a membership test, the row passes unchanged.
                if pairs.contains(&(e, with.values.stored_form(v, ty)?)) {
                    out.push(row);
                }
            }
            None
        }
        HashTable::Keyed { by_entity, keyed } => {
            let (key_pos, bound) = if *by_entity {
                (&p.e, None)
            } else {
                (&p.v, p.v.get(row))
            };
            let key = match bound {
                Some(v) => with.values.stored_form(v, ty)?,
                None => key_pos.get(row)?,
            };
            let mut at = match resume {
                Some(Resume::Chain { next }) => next,
                _ => keyed.first(key, with.hint),
            };
            while let Some(&other) = keyed.cell(at, key) {
                if out.len() >= batch_rows {
                    return Some(Resume::Chain { next: at });
                }
                let (e, v) = if *by_entity {
                    (key, other)
                } else {
                    (other, bound.unwrap_or(key))
                };
                push_matching(out, row, [&p.e, &p.v], &[e, v]);
                at += 1;
            }
            None
        }
        HashTable::Values(keyed) => {
            let key = p.e.get(row)?;
            let mut at = match resume {
                Some(Resume::Chain { next }) => next,
                _ => keyed.first(key, with.hint),
            };
            while let Some(value) = keyed.cell(at, key) {
                if out.len() >= batch_rows {
                    return Some(Resume::Chain { next: at });
                }
                let v = with.values.intern_ref(value);
                push_matching(out, row, [&p.e, &p.v], &[key, v]);
                at += 1;
            }
            None
        }
        // Rows of entities written since go to the indexes (the caller);
        // the others to the table.
        HashTable::Dirty { table, .. } => probe_hashed(p, table, row, out, resume, with),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// The sort by key is stable and agrees with a comparison sort, on
        /// the counting path (keys that agree above 32 bits, at least 256
        /// rows) and off it.
        #[test]
        fn the_sort_by_key_is_a_stable_sort(
            keys in proptest::collection::vec(0u64..(1 << 33), 0..40_000),
            wide in any::<bool>(),
        ) {
            let cell = |n: u64| Val::long(n).unwrap();
            let rows: Vec<(Val, Val)> = keys
                .iter()
                .enumerate()
                .map(|(i, k)| {
                    let k = if wide { *k } else { k & 0xFFFF_FFFF };
                    (cell(k % 64 + (k >> 26 << 26)), cell(i as u64))
                })
                .collect();
            let mut model = rows.clone();
            model.sort_by_key(|r| r.0);
            prop_assert_eq!(sort_by_key(rows), model);
        }

        /// A lookup from any hint finds what a search of the whole table
        /// finds, and the cells of a key are the scan's, in scan order.
        #[test]
        fn lookups_from_any_hint_find_every_cell_of_the_key(
            datoms in proptest::collection::vec((0u64..40, 0u64..1000), 0..300),
            lookups in proptest::collection::vec((0u64..45, 0usize..320), 1..60),
        ) {
            let cell = |n: u64| Val::long(n).unwrap();
            let mut pairs = Batch::new(2);
            for (k, o) in &datoms {
                pairs.push(&[cell(*k), cell(*o)]);
            }
            let keyed = Keyed::build(&pairs, 0, 1);
            for (key, start) in lookups {
                let mut hint = start;
                let mut at = keyed.first(cell(key), &mut hint);
                let mut found = Vec::new();
                while let Some(&o) = keyed.cell(at, cell(key)) {
                    found.push(o);
                    at += 1;
                }
                let model: Vec<Val> = datoms
                    .iter()
                    .filter(|(k, _)| *k == key)
                    .map(|(_, o)| cell(*o))
                    .collect();
                prop_assert_eq!(found, model);
            }
        }
    }
}
