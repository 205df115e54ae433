//! [`backup`]: a consistent copy of a database directory.

use std::path::Path;

use quiver_store::Result;

/// Copies the database in directory `db` into the new or empty directory
/// `to`, consistently (one read transaction of the storage environment;
/// writers go on meanwhile). Only the storage environment is opened: the
/// copy needs no schema or index. With `compact`, free pages are left out
/// and the copy is renumbered (DLMDB's compacting copy).
///
/// # Errors
/// [`Error::Storage`](crate::Error::Storage) when `db` cannot be opened or
/// the copy cannot be written (a failed copy removes its files).
pub fn backup(db: &Path, to: &Path, compact: bool) -> Result<()> {
    let env = quiver_kv::Env::open(db, quiver_kv::EnvOptions::default())?;
    env.copy_to(to, compact)?;
    Ok(())
}
