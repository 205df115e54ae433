//! Rows of bindings, stored flat: a batch of `n` rows of `width` slots is
//! one `Vec` of fixed-width cells (no allocation per row). An unbound slot
//! holds [`Val::NIL`].

use super::row::{Val, Values};

/// Rows per batch pushed through the pipeline.
pub(crate) const BATCH_ROWS: usize = 2048;

/// Cells a batch holds at most: rows are as wide as the query has
/// variables, and each step of a pipeline holds a batch while the steps
/// after it run, so a chain of `n` joins held `n` batches of `n`-wide rows
/// (15 GB at 1,000 joins of 2,048 rows). Rows of up to 16 slots keep
/// [`BATCH_ROWS`] (D-965).
pub(crate) const BATCH_CELLS: usize = 32 * 1024;

/// The rows per batch for rows of `width` slots, at most `asked`.
pub(crate) fn rows_for_width(asked: usize, width: usize) -> usize {
    asked.min(BATCH_CELLS / width.max(1)).max(1)
}

/// A batch of rows.
#[derive(Clone, Debug, Default)]
pub(crate) struct Batch {
    pub width: usize,
    pub data: Vec<Val>,
}

impl Batch {
    pub fn new(width: usize) -> Self {
        Batch {
            width,
            data: Vec::new(),
        }
    }

    /// An empty batch with room for `rows` rows.
    pub fn with_capacity(width: usize, rows: usize) -> Self {
        Batch {
            width,
            data: Vec::with_capacity(width.saturating_mul(rows)),
        }
    }

    /// One row of all-unbound slots.
    pub fn unit(width: usize) -> Self {
        Batch {
            width,
            data: vec![Val::NIL; width],
        }
    }

    pub fn len(&self) -> usize {
        self.data
            .len()
            .checked_div(self.width)
            .unwrap_or(usize::from(!self.data.is_empty()))
    }

    pub fn is_empty(&self) -> bool {
        self.data.is_empty()
    }

    pub fn row(&self, i: usize) -> &[Val] {
        &self.data[i * self.width..(i + 1) * self.width]
    }

    pub fn rows(&self) -> impl Iterator<Item = &[Val]> {
        // A zero-width batch still has rows; chunks_exact(0) would panic.
        let w = self.width.max(1);
        self.data.chunks_exact(w)
    }

    /// Appends a copy of `row` and returns the index where it starts.
    pub fn push(&mut self, row: &[Val]) -> usize {
        let at = self.data.len();
        self.data.extend_from_slice(row);
        at
    }

    /// Keeps the rows for which `keep` answers true, in order, moving
    /// them down in place (no copy of the batch). `keep` may change the
    /// row it is given.
    pub fn retain_rows<E>(
        &mut self,
        mut keep: impl FnMut(usize, &mut [Val]) -> Result<bool, E>,
    ) -> Result<(), E> {
        let w = self.width;
        if w == 0 {
            return Ok(());
        }
        let n = self.data.len() / w;
        let mut kept = 0;
        for r in 0..n {
            if keep(r, &mut self.data[r * w..(r + 1) * w])? {
                if kept != r {
                    self.data.copy_within(r * w..(r + 1) * w, kept * w);
                }
                kept += 1;
            }
        }
        self.data.truncate(kept * w);
        Ok(())
    }

    /// Keeps the first `rows` rows.
    pub fn truncate(&mut self, rows: usize) {
        self.data.truncate(rows * self.width);
    }

    /// Removes the last row.
    pub fn pop(&mut self) {
        let n = self.data.len().saturating_sub(self.width);
        self.data.truncate(n);
    }

    /// Sets slot `slot` of the row starting at `at` to `v`, unless it holds
    /// a different value already: then returns false (the row does not unify).
    #[inline]
    pub fn unify(&mut self, at: usize, slot: usize, v: Val) -> bool {
        let cell = &mut self.data[at + slot];
        if !cell.is_bound() {
            *cell = v;
            true
        } else {
            *cell == v
        }
    }

    /// [`unify`](Self::unify), except that a long and the equal bigint are
    /// one value (as Clojure's `=` and `hash` have them, so a join matches
    /// them, D-924); the row keeps the value it held.
    pub fn unify_number(&mut self, at: usize, slot: usize, v: Val, values: &Values) -> bool {
        self.unify(at, slot, v) || values.same_integer(self.data[at + slot], v)
    }

    /// Hands over the rows, leaving an empty batch that holds no memory
    /// (the caller reserves room again once the rows it handed over are
    /// done with: a pipeline of thousands of steps kept an empty batch's
    /// room at every level while the rows went down, D-971).
    pub fn take(&mut self) -> Batch {
        Batch {
            width: self.width,
            data: std::mem::take(&mut self.data),
        }
    }

    /// Approximate bytes held (for the memory budget).
    pub fn bytes(&self) -> usize {
        self.data.capacity() * std::mem::size_of::<Val>()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// `retain_rows` keeps the rows a plain filter keeps, in order,
        /// with the changes `keep` made to them (D-972).
        #[test]
        fn retain_rows_is_a_filter_in_place(
            width in 1usize..6,
            cells in proptest::collection::vec(0u64..50, 0..120),
            keep_mod in 1u64..5,
        ) {
            let rows = cells.len() / width;
            let data: Vec<Val> = cells[..rows * width]
                .iter()
                .map(|&c| Val::long(c).unwrap())
                .collect();
            let mut batch = Batch { width, data: data.clone() };
            let keep = |row: &[Val]| row[0].as_long().unwrap() % keep_mod == 0;
            let model: Vec<Vec<Val>> = data
                .chunks(width)
                .filter(|r| keep(r))
                .map(|r| {
                    let mut r = r.to_vec();
                    r[width - 1] = Val::long(7).unwrap();
                    r
                })
                .collect();
            batch
                .retain_rows(|_, row| {
                    let k = keep(row);
                    row[width - 1] = Val::long(7).unwrap();
                    Ok::<_, ()>(k)
                })
                .unwrap();
            let got: Vec<Vec<Val>> = batch.rows().map(|r| r.to_vec()).collect();
            prop_assert_eq!(got, model);
        }
    }
}
