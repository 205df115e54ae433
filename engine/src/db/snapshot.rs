//! [`Snapshot`]: a consistent read view of a [`Db`](crate::Db) — the
//! storage layer's snapshot, with the reads the facade adds on it (EDN
//! index access, lazy entities, Arrow batches).

use std::ops::Deref;

/// A consistent read view: one DLMDB read transaction and the schema that
/// goes with it ([`Db::snapshot`](crate::Db::snapshot)).
///
/// It dereferences to the storage layer's snapshot
/// ([`quiver_store::Snapshot`]), whose reads — [`entity`](quiver_store::Snapshot::entity),
/// [`datoms`](quiver_store::Snapshot::datoms), [`count`](quiver_store::Snapshot::count),
/// [`pull`](quiver_store::Snapshot::pull), … — are called on it directly;
/// queries take it where they take a `&quiver_store::Snapshot`.
pub struct Snapshot<'db>(quiver_store::Snapshot<'db>);

impl<'db> Snapshot<'db> {
    /// Wraps the storage layer's snapshot.
    pub(crate) fn new(inner: quiver_store::Snapshot<'db>) -> Self {
        Snapshot(inner)
    }

    /// The storage layer's snapshot.
    pub(crate) fn into_inner(self) -> quiver_store::Snapshot<'db> {
        self.0
    }
}

impl<'db> Deref for Snapshot<'db> {
    type Target = quiver_store::Snapshot<'db>;
    fn deref(&self) -> &Self::Target {
        &self.0
    }
}

impl std::fmt::Debug for Snapshot<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}
