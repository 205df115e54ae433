//! A set of row cells that turns into a bitmap over entity ids once it is
//! large: a breadth-first search over a graph of entities (a recursive rule
//! called with a bound argument) inserts each edge's target, and a bitmap
//! answers "seen already?" without hashing or chasing a table (D-862).

use super::row::Val;
use rustc_hash::FxHashSet as HashSet;

/// Members from which the set keeps its inline ids in a bitmap.
const DENSE_FROM: usize = 1024;
/// Inline longs below this go in the bitmap (at most 2 MiB of bits).
const BITMAP_IDS: u64 = 1 << 24;

/// A set of cells: hashed while small; then inline longs below
/// [`BITMAP_IDS`] in a bitmap grown to the largest of them, the rest hashed.
#[derive(Default)]
pub(crate) struct CellSet {
    /// Every member while the set is small; afterwards those outside the bitmap.
    hashed: HashSet<Val>,
    /// Bit `n` is set when the inline long `n` is a member (once dense).
    bits: Vec<u64>,
    /// Members in `bits`.
    in_bits: usize,
    dense: bool,
}

impl CellSet {
    /// Adds `v`; whether it was not there.
    pub fn insert(&mut self, v: Val) -> bool {
        if self.dense {
            if let Some(n) = v.as_long().filter(|&n| n < BITMAP_IDS) {
                return self.set_bit(n);
            }
        }
        let new = self.hashed.insert(v);
        if !self.dense && self.hashed.len() >= DENSE_FROM {
            self.dense = true;
            let ids: Vec<u64> = self
                .hashed
                .iter()
                .filter_map(|v| v.as_long().filter(|&n| n < BITMAP_IDS))
                .collect();
            for n in ids {
                self.set_bit(n);
                if let Some(v) = Val::long(n) {
                    self.hashed.remove(&v);
                }
            }
        }
        new
    }

    fn set_bit(&mut self, n: u64) -> bool {
        let (word, bit) = ((n / 64) as usize, 1u64 << (n % 64));
        if word >= self.bits.len() {
            self.bits.resize((word + 1).next_power_of_two(), 0);
        }
        let was = self.bits[word] & bit != 0;
        self.bits[word] |= bit;
        self.in_bits += usize::from(!was);
        !was
    }

    /// Number of members.
    #[cfg(test)]
    pub fn len(&self) -> usize {
        self.hashed.len() + self.in_bits
    }

    /// Bytes the set holds (for the query's memory budget).
    pub fn bytes(&self) -> usize {
        self.bits.len() * 8 + self.hashed.capacity() * (std::mem::size_of::<Val>() + 1)
    }

    /// The members, in no particular order.
    pub fn into_cells(self) -> impl Iterator<Item = Val> {
        let bits = self.bits;
        let ids = bits.into_iter().enumerate().flat_map(|(w, mut word)| {
            std::iter::from_fn(move || {
                (word != 0).then(|| {
                    let b = word.trailing_zeros() as u64;
                    word &= word - 1;
                    w as u64 * 64 + b
                })
            })
        });
        ids.filter_map(Val::long).chain(self.hashed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::query::row::Values;
    use proptest::prelude::*;
    use std::collections::BTreeSet;

    /// An inline long, or an interned cell (never in the bitmap).
    fn cell(values: &mut Values, n: u64, interned: bool) -> Val {
        if interned {
            values.intern(quiver_query::edn::Value::String(format!("s{n}").into()))
        } else {
            Val::long(n).unwrap()
        }
    }

    proptest! {
        /// Inserts answer, and the members are, as a BTreeSet's would,
        /// across the switch to the bitmap and past its bound.
        #[test]
        fn a_cell_set_is_a_set(items in proptest::collection::vec(
            (prop_oneof![0u64..3000, (BITMAP_IDS - 4)..(BITMAP_IDS + 4), 0u64..(1 << 40)], any::<bool>()),
            0..4000,
        )) {
            let mut values = Values::default();
            let mut set = CellSet::default();
            let mut model = BTreeSet::new();
            for (n, interned) in items {
                let v = cell(&mut values, n, interned);
                prop_assert_eq!(set.insert(v), model.insert(v));
                prop_assert_eq!(set.len(), model.len());
            }
            let got: BTreeSet<Val> = set.into_cells().collect();
            prop_assert_eq!(got, model);
        }
    }
}
