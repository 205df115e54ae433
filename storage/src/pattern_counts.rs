//! Statistics for the planner, answered from one [`Snapshot`]: exact datom
//! counts for any pattern shape, distinct values per attribute, and uniform
//! random samples of a pattern's matches.
//!
//! Costs (n datoms, A attributes, r = the entity's row length):
//!
//! | constants | count | sample |
//! |---|---|---|
//! | none | O(1) | O(k log n) |
//! | e | O(log n) | O(k log n) |
//! | a, a+v, a+v-range | O(log n) | O(k log n) |
//! | e+a, e+a+v, e+a+v-range | O(log n) | O(k log n) |
//! | v, v-range | O(A log n) | O(A log n + k log n) |
//! | e+v, e+v-range | O(r) | O(r) |
//!
//! Values too long for an index entry (giants) that share their kept
//! prefix with a range bound are rechecked against their full values, so
//! counts stay exact; a sample whose bound is such a giant may return fewer
//! than `k` datoms.

use std::ops::Bound;

use quiver_kv::SampleRng;

use crate::datom::{Datom, Index};
use crate::datom_pattern::{AvBounds, Pattern, ValueMatch, flip};
use crate::error::Result;
use crate::ids::{AttrId, EntityId};
use crate::snapshot::Snapshot;
use crate::store::{distinct_key, giant_id_of, split_av};
use crate::value::Stored;

impl Snapshot<'_> {
    /// Every datom in the database, O(1).
    pub fn datom_count(&self) -> Result<u64> {
        Ok(self.txn.count_all(self.store.eav)?)
    }

    /// The number of distinct values attribute `a` holds, O(1) (a counter
    /// kept by every write).
    pub fn distinct_values(&self, a: AttrId) -> Result<u64> {
        self.store.meta_u64(&self.txn, &distinct_key(a))
    }

    /// The number of datoms [`datoms`](Snapshot::datoms) would yield for
    /// these components (Datalevin's `count-datoms`), from DLMDB's counts
    /// (O(log n) for a prefix of EAV or AVE; the counted shapes of
    /// [`count`](Snapshot::count)), without walking the datoms.
    pub fn count_datoms(&self, index: Index, components: &[Stored]) -> Result<u64> {
        let entity = |v: &Stored| match v {
            Stored::Ref(e) => Ok(*e),
            Stored::Long(n) if *n > 0 => Ok(EntityId(*n as u64)),
            other => Err(crate::error::Error::InvalidArgument(format!(
                "{other} is not an entity id"
            ))),
        };
        let max = if index == Index::Vae { 2 } else { 3 };
        if components.len() > max {
            return Err(crate::error::Error::InvalidArgument(format!(
                "{index:?} takes at most {max} components"
            )));
        }
        let mut p = Pattern::any();
        let (e, a, v) = match index {
            Index::Eav => (components.first(), components.get(1), components.get(2)),
            Index::Ave => (components.get(2), components.first(), components.get(1)),
            Index::Vae => {
                let Some(v) = components.first() else {
                    return Err(crate::error::Error::InvalidArgument(
                        "Vae needs the referenced entity as its first component".into(),
                    ));
                };
                p = p.with_v(Stored::Ref(entity(v)?));
                (None, components.get(1), None)
            }
        };
        if let Some(e) = e {
            p = p.with_e(entity(e)?);
        }
        if let Some(a) = a {
            let Stored::Keyword(k) = a else {
                return Ok(0);
            };
            let Some(id) = self.schema.id_of(k) else {
                return Ok(0);
            };
            p = p.with_a(id);
        }
        if let Some(v) = v {
            p = p.with_v(v.clone());
        }
        self.count(&p)
    }

    /// The number of distinct values attribute `attr` holds (Datalevin's
    /// `cardinality`), O(1) from a counter every write keeps; 0 for an
    /// attribute the schema lacks.
    pub fn cardinality(&self, attr: &crate::value::Keyword) -> Result<u64> {
        match self.schema.id_of(attr) {
            Some(a) => self.distinct_values(a),
            None => Ok(0),
        }
    }

    /// The exact number of datoms matching `p`. See the module docs for
    /// the cost of each shape.
    pub fn count(&self, p: &Pattern) -> Result<u64> {
        match (p.e, p.a) {
            (None, None) if p.v == ValueMatch::Any => self.datom_count(),
            (None, None) => {
                let mut n = 0;
                for a in self.schema.iter().map(|i| i.id).collect::<Vec<_>>() {
                    n += self.count_av(a, &p.v)?;
                }
                Ok(n)
            }
            (None, Some(a)) => self.count_av(a, &p.v),
            (Some(e), None) if p.v == ValueMatch::Any => Ok(self.txn.count_dups(
                self.store.eav,
                &e.to_be_bytes(),
                Bound::Unbounded,
                Bound::Unbounded,
            )?),
            (Some(e), None) => Ok(self.row_matches(e, p)?.len() as u64),
            (Some(e), Some(a)) => self.count_ea(e, a, &p.v),
        }
    }

    fn count_av(&self, a: AttrId, v: &ValueMatch) -> Result<u64> {
        let b = AvBounds::new(a, v, self.store.budget)?;
        if b.is_empty() {
            return Ok(0);
        }
        if let (Bound::Included(lo), Bound::Included(hi), true) =
            (b.lo(), b.hi(), b.blocks.is_empty())
            && lo == hi
        {
            // One key (an inline value): its duplicates, found by one
            // search, where a range count ranks both ends (D-344).
            let mut cur = self.txn.cursor(self.store.ave)?;
            return Ok(match cur.seek_key(lo)? {
                Some(_) => cur.dup_count()?,
                None => 0,
            });
        }
        let mut n = self.txn.count_values(self.store.ave, b.lo(), b.hi())?;
        for block in &b.blocks {
            let mut cur = self.txn.cursor(self.store.ave)?;
            let mut item = cur.seek_range(block)?.map(|(k, _)| k.to_vec());
            while let Some(key) = item {
                if !key.starts_with(block) {
                    break;
                }
                if !b.contains(self.store.giant(&self.txn, giant_id_of(&key)?)?) {
                    cur.seek_key(&key)?;
                    n = n.saturating_sub(cur.dup_count()?);
                }
                item = cur.next_nodup()?.map(|(k, _)| k.to_vec());
            }
        }
        Ok(n)
    }

    fn count_ea(&self, e: EntityId, a: AttrId, v: &ValueMatch) -> Result<u64> {
        let b = AvBounds::new(a, v, self.store.budget)?;
        if b.is_empty() {
            return Ok(0);
        }
        let key = e.to_be_bytes();
        if b.blocks.is_empty() {
            // A short row is listed and counted (one search) where a range
            // count ranks both ends (D-344).
            const LIST_MAX: u64 = 64;
            let mut cur = self.txn.cursor(self.store.eav)?;
            if cur.seek_key(&key)?.is_none() {
                return Ok(0);
            }
            if cur.dup_count()? <= LIST_MAX {
                let (lo, hi) = (b.lo(), b.hi());
                let list = cur.list_dup()?;
                return Ok(list
                    .iter()
                    .filter(|av| std::ops::RangeBounds::<&[u8]>::contains(&(lo, hi), av))
                    .count() as u64);
            }
        }
        let mut n = self.txn.count_dups(self.store.eav, &key, b.lo(), b.hi())?;
        for block in &b.blocks {
            let mut cur = self.txn.cursor(self.store.eav)?;
            let mut item = cur.seek_both_range(&key, block)?.map(|(_, v)| v.to_vec());
            while let Some(av) = item {
                if !av.starts_with(block) {
                    break;
                }
                if !b.contains(self.store.giant(&self.txn, giant_id_of(&av)?)?) {
                    n = n.saturating_sub(1);
                }
                item = cur.next_dup()?.map(|(_, v)| v.to_vec());
            }
        }
        Ok(n)
    }

    /// The datoms of `e` matching `p` (a row scan).
    fn row_matches(&self, e: EntityId, p: &Pattern) -> Result<Vec<Datom>> {
        let mut out = Vec::new();
        let mut cur = self.txn.cursor(self.store.eav)?;
        if cur.seek_key(&e.to_be_bytes())?.is_none() {
            return Ok(out);
        }
        let list = cur.list_dup()?;
        for av in list.iter() {
            let (a, form) = split_av(av)?;
            if p.a.is_some_and(|x| x != a) {
                continue;
            }
            let v = self.store.decode_form(&self.txn, form)?;
            let d = Datom::new(e, a, v);
            if p.matches(&d) {
                out.push(d);
            }
        }
        Ok(out)
    }

    /// Up to `k` datoms drawn uniformly at random, without replacement,
    /// from the matches of `p` (all of them when there are at most `k`),
    /// in index order. Reproducible for a given `rng` seed.
    pub fn sample(&self, p: &Pattern, k: usize, rng: &mut SampleRng) -> Result<Vec<Datom>> {
        if k == 0 {
            return Ok(Vec::new());
        }
        let (index, ranges) = match (p.e, p.a) {
            (None, None) if p.v == ValueMatch::Any => (Index::Eav, vec![(0, self.datom_count()?)]),
            (None, None) => {
                let mut ranges = Vec::new();
                for a in self.schema.iter().map(|i| i.id).collect::<Vec<_>>() {
                    ranges.push(self.ave_ranks(a, &p.v)?);
                }
                (Index::Ave, ranges)
            }
            (None, Some(a)) => (Index::Ave, vec![self.ave_ranks(a, &p.v)?]),
            (Some(e), None) if p.v == ValueMatch::Any => {
                (Index::Eav, vec![self.eav_ranks(e, None)?])
            }
            (Some(e), None) => {
                let all = self.row_matches(e, p)?;
                let picks = rng.distinct_sorted(0, all.len() as u64, k);
                return Ok(picks
                    .into_iter()
                    .filter_map(|i| all.get(i as usize).cloned())
                    .collect());
            }
            (Some(e), Some(a)) => (Index::Eav, vec![self.eav_ranks(e, Some((a, &p.v)))?]),
        };
        let mut cur = self.cursor(index)?;
        let mut out = Vec::with_capacity(k);
        // An error decoding a datom stops the walk and is returned as is.
        let mut failed = None;
        let walked = cur.sample_rank_ranges(&ranges, k, rng, |key, val| {
            let d = match index {
                Index::Eav => self.eav_datom(key, val),
                _ => self.ave_datom(key, val),
            };
            match d {
                Ok(d) if p.matches(&d) => out.push(d),
                Ok(_) => {}
                Err(e) => {
                    failed = Some(e);
                    return Err(quiver_kv::Error::Corrupted("stopped".into()));
                }
            }
            Ok(())
        });
        if let Some(e) = failed {
            return Err(e);
        }
        walked?;
        Ok(out)
    }

    /// AVE rank range `[lo, hi)` of attribute `a`'s datoms within `v`.
    fn ave_ranks(&self, a: AttrId, v: &ValueMatch) -> Result<(u64, u64)> {
        let b = AvBounds::new(a, v, self.store.budget)?;
        if b.is_empty() {
            return Ok((0, 0));
        }
        let mut cur = self.txn.cursor(self.store.ave)?;
        let lo = cur.lower_rank(b.lo())?;
        let hi = cur.upper_rank(b.hi())?;
        Ok((lo, hi.max(lo)))
    }

    /// EAV rank range of entity `e`'s datoms (of attribute `a` within `v`).
    fn eav_ranks(&self, e: EntityId, av: Option<(AttrId, &ValueMatch)>) -> Result<(u64, u64)> {
        let key = e.to_be_bytes();
        let Some(first) = self.txn.rank_of(self.store.eav, &key, None)? else {
            return Ok((0, 0));
        };
        let Some((a, v)) = av else {
            let n =
                self.txn
                    .count_dups(self.store.eav, &key, Bound::Unbounded, Bound::Unbounded)?;
            return Ok((first, first + n));
        };
        let b = AvBounds::new(a, v, self.store.budget)?;
        if b.is_empty() {
            return Ok((first, first));
        }
        let below = match b.lo() {
            Bound::Unbounded => 0,
            lo => self
                .txn
                .count_dups(self.store.eav, &key, Bound::Unbounded, flip(lo))?,
        };
        let upto = self
            .txn
            .count_dups(self.store.eav, &key, Bound::Unbounded, b.hi())?;
        Ok((first + below, first + upto.max(below)))
    }
}
