//! [`Shared`]: an immutable list whose clones share one allocation.
//!
//! Query results are kept in a per-database cache and handed to every
//! caller that asks the same question of the same state; sharing the rows
//! makes that hand-over O(1) instead of a copy of every row.
//!
//! ```
//! use quiver_query::Shared;
//! let rows: Shared<Vec<i64>> = vec![vec![1, 2], vec![3, 4]].into();
//! let again = rows.clone(); // no copy
//! assert_eq!(again.len(), 2);
//! assert_eq!(again[1], vec![3, 4]);
//! assert_eq!(rows, vec![vec![1, 2], vec![3, 4]]);
//! ```

use std::fmt;
use std::ops::Deref;
use std::sync::Arc;

/// An immutable, cheaply cloned list (derefs to a slice).
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Shared<T>(Arc<Vec<T>>);

impl<T> Shared<T> {
    /// Wraps a vector.
    pub fn new(items: Vec<T>) -> Self {
        Shared(Arc::new(items))
    }

    /// The elements as a vector: taken over when this is the only holder,
    /// copied otherwise.
    pub fn into_vec(self) -> Vec<T>
    where
        T: Clone,
    {
        Arc::try_unwrap(self.0).unwrap_or_else(|shared| (*shared).clone())
    }
}

impl<T> Default for Shared<T> {
    fn default() -> Self {
        Shared::new(Vec::new())
    }
}

impl<T> Deref for Shared<T> {
    type Target = [T];
    fn deref(&self) -> &[T] {
        &self.0
    }
}

impl<T> From<Vec<T>> for Shared<T> {
    fn from(items: Vec<T>) -> Self {
        Shared::new(items)
    }
}

impl<T> FromIterator<T> for Shared<T> {
    fn from_iter<I: IntoIterator<Item = T>>(iter: I) -> Self {
        Shared::new(iter.into_iter().collect())
    }
}

impl<'a, T> IntoIterator for &'a Shared<T> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}

impl<T: PartialEq> PartialEq<Vec<T>> for Shared<T> {
    fn eq(&self, other: &Vec<T>) -> bool {
        self.0.as_slice() == other.as_slice()
    }
}

impl<T: fmt::Debug> fmt::Debug for Shared<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.0, f)
    }
}

/// Tuples of one width stored flat: one allocation for every cell of
/// every row (not one per row), shared by clones like [`Shared`]. Query
/// results hold their rows this way.
///
/// ```
/// use quiver_query::Rows;
/// let rows: Rows<i64> = vec![vec![1, 2], vec![3, 4]].into();
/// assert_eq!(rows.len(), 2);
/// assert_eq!(&rows[1], &[3, 4]);
/// assert_eq!(rows.iter().map(|r| r[0]).sum::<i64>(), 4);
/// assert_eq!(rows, vec![vec![1, 2], vec![3, 4]]);
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Rows<T> {
    width: usize,
    len: usize,
    cells: Arc<Vec<T>>,
}

impl<T> Rows<T> {
    /// Rows of `width` cells from their cells, row after row; `len` rows
    /// (it matters only for zero-width rows). `None` when the counts do
    /// not agree.
    pub fn from_cells(width: usize, len: usize, cells: Vec<T>) -> Option<Self> {
        (width.checked_mul(len) == Some(cells.len())).then(|| Rows {
            width,
            len,
            cells: Arc::new(cells),
        })
    }

    /// Number of rows.
    pub fn len(&self) -> usize {
        self.len
    }

    /// True when there is no row.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Cells per row.
    pub fn width(&self) -> usize {
        self.width
    }

    /// Row `i`, if there is one.
    pub fn get(&self, i: usize) -> Option<&[T]> {
        (i < self.len).then(|| &self.cells[i * self.width..(i + 1) * self.width])
    }

    /// The rows in order.
    pub fn iter(&self) -> RowIter<'_, T> {
        RowIter { rows: self, at: 0 }
    }

    /// The rows as vectors (a copy).
    pub fn to_vec(&self) -> Vec<Vec<T>>
    where
        T: Clone,
    {
        self.iter().map(<[T]>::to_vec).collect()
    }
}

impl<T> Default for Rows<T> {
    fn default() -> Self {
        Rows {
            width: 0,
            len: 0,
            cells: Arc::new(Vec::new()),
        }
    }
}

impl<T> std::ops::Index<usize> for Rows<T> {
    type Output = [T];
    fn index(&self, i: usize) -> &[T] {
        match self.get(i) {
            Some(row) => row,
            None => panic!("row {i} of {} rows", self.len),
        }
    }
}

/// The rows of a [`Rows`], as slices.
pub struct RowIter<'a, T> {
    rows: &'a Rows<T>,
    at: usize,
}

impl<'a, T> Iterator for RowIter<'a, T> {
    type Item = &'a [T];
    fn next(&mut self) -> Option<&'a [T]> {
        let row = self.rows.get(self.at)?;
        self.at += 1;
        Some(row)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let left = self.rows.len - self.at;
        (left, Some(left))
    }
}

impl<T> ExactSizeIterator for RowIter<'_, T> {}

impl<'a, T> IntoIterator for &'a Rows<T> {
    type Item = &'a [T];
    type IntoIter = RowIter<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl<T> FromIterator<Vec<T>> for Rows<T> {
    /// Rows of the first row's width; every row must have that width
    /// (checked in debug builds).
    fn from_iter<I: IntoIterator<Item = Vec<T>>>(iter: I) -> Self {
        let mut width = None;
        let mut len = 0;
        let mut cells = Vec::new();
        for row in iter {
            let w = *width.get_or_insert(row.len());
            debug_assert_eq!(w, row.len(), "rows of one width");
            cells.extend(row);
            len += 1;
        }
        Rows {
            width: width.unwrap_or(0),
            len,
            cells: Arc::new(cells),
        }
    }
}

impl<T> From<Vec<Vec<T>>> for Rows<T> {
    fn from(rows: Vec<Vec<T>>) -> Self {
        rows.into_iter().collect()
    }
}

impl<T: PartialEq> PartialEq<Vec<Vec<T>>> for Rows<T> {
    fn eq(&self, other: &Vec<Vec<T>>) -> bool {
        self.len == other.len() && self.iter().zip(other).all(|(a, b)| a == b.as_slice())
    }
}

impl<T: fmt::Debug> fmt::Debug for Rows<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_round_trip_and_zero_width() {
        let v = vec![vec!["a", "b"], vec!["c", "d"], vec!["e", "f"]];
        let rows: Rows<&str> = v.clone().into();
        assert_eq!(rows.len(), 3);
        assert_eq!(rows.width(), 2);
        assert_eq!(rows.to_vec(), v);
        assert_eq!(rows.get(3), None);
        assert_eq!(rows.iter().len(), 3);
        let empty: Rows<&str> = Vec::<Vec<&str>>::new().into();
        assert!(empty.is_empty());
        // Zero-width rows still count.
        let units = Rows::<u8>::from_cells(0, 2, Vec::new()).expect("counts agree");
        assert_eq!(units.len(), 2);
        assert_eq!(units.iter().count(), 2);
        assert!(Rows::from_cells(2, 2, vec![1, 2, 3]).is_none());
    }
}
