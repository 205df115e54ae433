//! [`Db::space_report`]: where the file's pages go.

use crate::db::Db;
use quiver_store::Result;
use quiver_store::SpaceReport;

impl Db {
    /// Where the file's pages go: per database, free, file size. For size
    /// investigations (docs/benchmarks.md) and `stats`.
    pub fn space_report(&self) -> Result<SpaceReport> {
        let store = &self.store;
        let txn = store.env().read_txn()?;
        let mut dbs = Vec::new();
        for (name, db) in store.databases() {
            dbs.push((name, txn.stat(db)?));
        }
        dbs.push(("main", txn.main_stat()?));
        let info = store.env().info()?;
        Ok(SpaceReport {
            page_size: u64::from(dbs[0].1.page_size),
            dbs,
            free_pages: txn.free_pages()?,
            used_pages: info.last_page + 1,
            file_bytes: store.env().file_size()?,
        })
    }
}
