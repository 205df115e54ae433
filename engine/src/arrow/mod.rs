//! Arrow: datoms, entity-kind tables and query results as Arrow record
//! batches, the in-memory format of DuckDB, DataFusion, Polars and Spark
//! (feature `arrow`). Files (Parquet, Arrow IPC) are written by the
//! `quiver` command (`quiver export --format parquet`); an application
//! writes them with the `parquet` or `arrow-ipc` crates from these batches.
//!
//! - [`Snapshot::datom_batches`]: the datoms table (one row per datom, one
//!   nullable column per value type; [`datoms_schema`]).
//! - [`Snapshot::entity_tables`]: one table per attribute namespace, one
//!   row per entity with attributes in it ([`EntityTables`]).
//! - [`ToRecordBatches::record_batches`] (on a [`QueryResult`](crate::QueryResult)):
//!   a query's result ([`ResultBatches`]).
//!
//! All three are iterators of batches of bounded size, read lazily (the
//! first two straight from the EAV index). Types: refs are entity ids
//! (`Int64`), instants `Timestamp(Millisecond, "UTC")`, big integers and
//! big decimals `Utf8` in plain decimal notation (exact at any size), UUIDs
//! `Utf8`, keywords `Utf8` without the leading colon. docs/arrow.md has the
//! full mapping and which table to use for what.
//!
//! The `arrow_array` and `arrow_schema` crates are re-exported, so an
//! application uses the same versions.
//!
//! ```
//! # let dir = tempfile::tempdir().unwrap();
//! # let db = quiver::Db::open(dir.path(), quiver::DbOptions::default()).unwrap();
//! db.transact_edn(r#"[{:db/ident :movie/title :db/valueType :db.type/string}
//!                     {:movie/title "Alien"}]"#).unwrap();
//! let snap = db.snapshot().unwrap();
//! let mut rows = 0;
//! for batch in snap.datom_batches(quiver::arrow::DEFAULT_BATCH_ROWS).unwrap() {
//!     rows += batch.unwrap().num_rows();
//! }
//! assert_eq!(rows as u64, snap.datom_count().unwrap());
//! ```

mod column;
mod datoms;
mod entities;
mod results;

pub use arrow_array;
pub use arrow_schema;
pub use datoms::{DatomBatches, datoms_schema};
pub use entities::{EntityTable, EntityTables};
pub use results::{ResultBatches, ToRecordBatches};

use crate::Snapshot;
use quiver_store::AttrInfo;
use quiver_store::Keyword;
use quiver_store::Result;

/// A batch size that keeps a batch to a few megabytes for typical datoms.
pub const DEFAULT_BATCH_ROWS: usize = 65_536;

impl<'db> Snapshot<'db> {
    /// Every datom, in EAV order, as record batches of at most
    /// `batch_rows` rows ([`datoms_schema`]).
    ///
    /// # Errors
    /// Storage errors, when the first read fails.
    pub fn datom_batches(&'db self, batch_rows: usize) -> Result<DatomBatches<'db>> {
        DatomBatches::new(self, batch_rows, None)
    }

    /// [`datom_batches`](Self::datom_batches) of only the datoms of `attrs`.
    ///
    /// # Errors
    /// Storage errors, when the first read fails.
    pub fn datom_batches_of(
        &'db self,
        batch_rows: usize,
        attrs: &[Keyword],
    ) -> Result<DatomBatches<'db>> {
        let mut only = Vec::new();
        for a in attrs {
            if let Some(id) = self.schema().id_of(a) {
                let i = id.0 as usize;
                if only.len() <= i {
                    only.resize(i + 1, false);
                }
                only[i] = true;
            }
        }
        DatomBatches::new(self, batch_rows, Some(only))
    }

    /// One table per attribute namespace, filled in one pass over EAV, as
    /// `(table index, batch)` items of at most `batch_rows` rows; `attrs`,
    /// when not empty, keeps only those attributes (and the namespaces they
    /// are in).
    ///
    /// # Errors
    /// Storage errors, when the first read fails.
    pub fn entity_tables(
        &'db self,
        batch_rows: usize,
        attrs: &[Keyword],
    ) -> Result<EntityTables<'db>> {
        let wanted = |i: &AttrInfo| attrs.is_empty() || attrs.contains(&i.ident);
        EntityTables::new(self, batch_rows, wanted)
    }
}
