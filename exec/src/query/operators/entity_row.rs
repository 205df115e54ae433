//! Entity-row reads (EAV): the merge scan that answers several patterns
//! on one entity from one `list_dup` of its row, and datom tests with
//! both sides bound. The planner's probe steps on a bound entity come
//! here; batches are probed in entity order, so the cursor mostly steps
//! to the next entity instead of searching for it.

use super::*;

impl<'s, 'db> Runner<'s, 'db> {
    /// Several patterns on one entity from a single read of its EAV row
    /// (a merge scan: the batch is probed in entity order, so the cursor
    /// mostly steps to the next entity instead of searching for it).
    pub(super) fn star(
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
        let mut wants: SmallVec<[Option<AvBytes<'_>>; 6]> = SmallVec::new();
        let mut others: SmallVec<[Option<AvKey>; 6]> = SmallVec::new();
        for p in patterns {
            match self.bound_av(p, row)? {
                Some(Some(k)) => wants.push(Some(k)),
                Some(None) => return Ok(()),
                None => wants.push(None),
            }
            others.push(match (&p.attr, p.v.get(row)) {
                (Some(CAttr { id: Some(a), ty }), Some(v)) => {
                    self.other_integer_key(p, *a, *ty, v)?
                }
                _ => None,
            });
        }
        let snap = self.snap;
        if !self.eav.seek_key_ascending(&e.to_be_bytes())? {
            return Ok(());
        }
        // Values per pattern whose value is unbound (usually one each).
        let mut found: SmallVec<[SmallVec<[Val; 1]>; 6]> = SmallVec::new();
        {
            let list = self.eav.list_dup()?;
            for ((p, want), other) in patterns.iter().zip(&wants).zip(&others) {
                let mut vals: SmallVec<[Val; 1]> = SmallVec::new();
                match want {
                    Some(av) => {
                        if !list.contains(av) && !other.as_ref().is_some_and(|k| list.contains(k)) {
                            return Ok(());
                        }
                    }
                    None => {
                        let Some(CAttr { id: Some(a), .. }) = &p.attr else {
                            return Ok(());
                        };
                        let prefix = a.to_be_bytes();
                        let mut i = list.lower_bound(&prefix);
                        // A blank value only asks that the attribute be
                        // there (D-975): nothing is decoded.
                        if matches!(p.v, Pos::Blank) {
                            if !list.get(i).is_some_and(|av| av.starts_with(&prefix)) {
                                return Ok(());
                            }
                            found.push(vals);
                            continue;
                        }
                        while let Some(av) = list.get(i).filter(|av| av.starts_with(&prefix)) {
                            let (_, form) = split_av(av)?;
                            vals.push(cell(&mut self.values, snap.decode_form(form)?));
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
        // The product of many patterns' values is exponential in them: the
        // clock and the memory budget are looked at as it grows (a star of
        // twenty three-valued patterns ran out of memory unstopped).
        let mut made: u32 = 0;
        loop {
            made = made.wrapping_add(1);
            if made % PRODUCT_CHECK == 0 {
                self.check_cancel()?;
                self.check_memory("entity row product", out.bytes())?;
            }
            let at = out.push(row);
            let mut ok = true;
            // Two patterns of the step may bind one variable: a long and
            // the equal bigint of two attributes meet (D-961).
            for (j, &(k, s)) in free.iter().enumerate() {
                ok &= out.unify_number(at, s, found[k][idx[j]], &self.values);
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
    pub(super) fn entity_has(&mut self, e: EntityId, av: &[u8]) -> Res<bool> {
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

    /// On an untyped attribute `5` and `5N` are two stored values, one
    /// under Clojure's `=`: for a bound long (or a bigint that fits) the
    /// key of the other kind, so an entity's datom test finds either
    /// (D-963). `None` on a typed attribute (its one form is the key
    /// already, D-961) and for a written constant.
    pub(super) fn other_integer_key(
        &self,
        p: &CPattern,
        a: AttrId,
        ty: Option<ValueType>,
        v: Val,
    ) -> Res<Option<AvKey>> {
        if ty.is_some() || p.v_key.is_some() {
            return Ok(None);
        }
        // The form a typed attribute of the other kind would hold it in.
        let value = self.values.get(v);
        let kind = match value {
            Edn::Long(_) => ValueType::BigInt,
            Edn::BigInt(_) => ValueType::Long,
            _ => return Ok(None),
        };
        let Some(other) = crate::query::row::stored_edn(&value, Some(kind)) else {
            return Ok(None);
        };
        let Ok(stored) = quiver_store::from_edn(&other, None) else {
            return Ok(None);
        };
        Ok(self.snap.av_key(a, &stored)?.map(AvKey::from_vec))
    }

    /// The index bytes a pattern's bound value must have under its
    /// constant attribute: `None` when the value (or attribute) is not
    /// known, `Some(None)` when no datom can hold it. Constants were looked
    /// up once when compiled.
    pub(super) fn bound_av<'p>(
        &self,
        p: &'p CPattern,
        row: &[Val],
    ) -> Res<Option<Option<AvBytes<'p>>>> {
        if let Some(k) = &p.v_key {
            return Ok(Some(k.as_deref().map(AvBytes::Const)));
        }
        let (Some(CAttr { id: Some(a), ty }), Some(v)) = (&p.attr, p.v.get(row)) else {
            return Ok(None);
        };
        Ok(Some(self.av_key(*a, *ty, v)?.map(AvBytes::Built)))
    }

    /// The index bytes of value `v` under attribute `a` for pattern `p`:
    /// its constant's, looked up once when compiled, or built for `v`;
    /// `None` when no datom can hold it.
    pub(super) fn value_av<'p>(
        &self,
        p: &'p CPattern,
        a: AttrId,
        ty: Option<ValueType>,
        v: Val,
    ) -> Res<Option<AvBytes<'p>>> {
        Ok(match &p.v_key {
            Some(k) => k.as_deref().map(AvBytes::Const),
            None => self.av_key(a, ty, v)?.map(AvBytes::Built),
        })
    }

    /// The index bytes (attr ‖ form) of a bound value `v` under attribute
    /// `a`; `None` when no datom can hold it. A bound value matches only an
    /// equal stored value: `10` is not `10.0` (query literals were coerced
    /// to the attribute's type when compiled, D-316).
    pub(super) fn av_key(&self, a: AttrId, ty: Option<ValueType>, v: Val) -> Res<Option<AvKey>> {
        let stored = match (ty, v.as_long()) {
            // An entity id on a ref attribute: no detour through EDN, and a
            // ref's few bytes are always inline (never a giant), so the key
            // is built on the stack (one test per row in f2's joins).
            (Some(ValueType::Ref), Some(n)) if n > 0 => {
                let mut key = AvKey::new();
                key.extend_from_slice(&a.to_be_bytes());
                // The ref form: its type tag, then the id (as `encode`).
                key.push(quiver_store::type_tag(ValueType::Ref));
                key.extend_from_slice(&n.to_be_bytes());
                return Ok(Some(key));
            }
            _ => match stored_as(&self.values.get(v), ty) {
                Some(stored) => stored,
                None => return Ok(None),
            },
        };
        Ok(self.snap.av_key(a, &stored)?.map(AvKey::from_vec))
    }
}

/// Rows of one entity's value product between looks at the clock and the
/// memory budget.
const PRODUCT_CHECK: u32 = 4096;

/// Index bytes (attr ‖ form) built for one row: inline up to 32 bytes.
pub(super) type AvKey = SmallVec<[u8; 32]>;

/// A bound value's index bytes: the pattern's constant, or built for the
/// row at hand.
pub(super) enum AvBytes<'p> {
    /// Looked up once when the query was compiled.
    Const(&'p [u8]),
    /// Built from the row's cell.
    Built(AvKey),
}

impl std::ops::Deref for AvBytes<'_> {
    type Target = [u8];

    fn deref(&self) -> &[u8] {
        match self {
            AvBytes::Const(k) => k,
            AvBytes::Built(k) => k,
        }
    }
}

/// A copy of one entity's EAV row (its sorted `attr ‖ value` duplicates).
#[derive(Default)]
pub(super) struct EntityRow {
    pub(super) entity: Option<EntityId>,
    pub(super) bytes: Vec<u8>,
    pub(super) ends: Vec<usize>,
}

impl EntityRow {
    pub(super) fn fill<'a>(&mut self, e: EntityId, items: impl Iterator<Item = &'a [u8]>) {
        self.entity = Some(e);
        self.bytes.clear();
        self.ends.clear();
        for item in items {
            self.bytes.extend_from_slice(item);
            self.ends.push(self.bytes.len());
        }
    }

    pub(super) fn get(&self, i: usize) -> &[u8] {
        let start = if i == 0 { 0 } else { self.ends[i - 1] };
        &self.bytes[start..self.ends[i]]
    }

    /// Binary search (duplicates are sorted byte-wise).
    pub(super) fn contains(&self, av: &[u8]) -> bool {
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
