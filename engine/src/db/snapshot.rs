//! [`Snapshot`]: a consistent read view of a [`Db`](crate::Db) — the
//! storage layer's snapshot, with the reads the facade adds on it (EDN
//! index access, lazy entities, Arrow batches).

use std::ops::Deref;

/// A consistent read view: one DLMDB read transaction and the schema that
/// goes with it ([`Db::snapshot`](crate::Db::snapshot)).
///
/// It dereferences to the storage layer's snapshot
/// ([`quiver_storage::Snapshot`]), whose reads — [`entity`](quiver_storage::Snapshot::entity),
/// [`datoms`](quiver_storage::Snapshot::datoms), [`count`](quiver_storage::Snapshot::count),
/// [`pull`](quiver_storage::Snapshot::pull), … — are called on it directly;
/// queries take it where they take a `&quiver_storage::Snapshot`.
pub struct Snapshot<'db>(quiver_storage::Snapshot<'db>);

impl<'db> Snapshot<'db> {
    /// Wraps the storage layer's snapshot.
    pub(crate) fn new(inner: quiver_storage::Snapshot<'db>) -> Self {
        Snapshot(inner)
    }

    /// The storage layer's snapshot.
    pub(crate) fn into_inner(self) -> quiver_storage::Snapshot<'db> {
        self.0
    }
}

impl<'db> Deref for Snapshot<'db> {
    type Target = quiver_storage::Snapshot<'db>;
    fn deref(&self) -> &Self::Target {
        &self.0
    }
}

impl std::fmt::Debug for Snapshot<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}
