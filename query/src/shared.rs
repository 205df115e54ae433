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
