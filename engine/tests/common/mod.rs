//! Helpers shared by the engine's integration tests.

use quiver::{Db, DbOptions};

/// A fresh database in a temporary directory, without fsync (tests only);
/// keep the directory alive as long as the database.
pub fn temp_db() -> (tempfile::TempDir, Db) {
    let dir = tempfile::tempdir().unwrap();
    let db = Db::open(
        dir.path(),
        DbOptions {
            no_sync: true,
            ..DbOptions::default()
        },
    )
    .unwrap();
    (dir, db)
}
