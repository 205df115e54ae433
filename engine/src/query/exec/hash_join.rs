//! The run-time hash join: once a probe step has probed more rows than
//! reading the pattern's matches once would cost, it scans the attribute
//! into a table keyed by the bound position and looks rows up there
//! (D-314).

use super::*;

impl<'s, 'db> Runner<'s, 'db> {
    /// For a pattern probed on its entity or value, once the rows probed
    /// make index seeks costlier than reading the pattern's matches once
    /// (rows × seek cost > matches), switches to a hash join: one scan of the
    /// attribute, then in-memory lookups. The table is built once per step.
    pub(super) fn hash_join_table(
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
}

/// A pattern's matches keyed by its bound position (entity or value):
/// built by one scan of the attribute when probing row by row would cost
/// more seeks than the scan reads datoms.
pub(super) struct HashTable {
    pub(super) by_entity: bool,
    pub(super) map: HashMap<Val, Vec<(Val, Val)>>,
    /// When entity and value are both bound: the (e, v) pairs, for an exact
    /// membership test.
    pub(super) pairs: Option<HashSet<(Val, Val)>>,
}

/// One row's lookup in a hash-join table.
pub(super) fn probe_hashed(p: &CPattern, t: &HashTable, row: &[Val], out: &mut Batch) {
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
