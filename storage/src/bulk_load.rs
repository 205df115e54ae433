//! Bulk import: `Db::import` loads large tx-data in **one write
//! transaction** — all of it or, on any error or interrupt, none of it —
//! resolving ids in memory, sorting the datoms into each index's order, and
//! writing each index in one appending pass (D-600).
//!
//! # When the fast path applies
//!
//! The data items take the fast path when every one is an assertion
//! (`:db/add` or an entity map) about an entity **created by this import**
//! — a tempid or map without `:db/id` that does not upsert to an existing
//! entity, or an explicit id above the database's largest id when the
//! import began. Values may refer to anything (existing ids, lookup refs,
//! idents, tempids). Schema items run first through the ordinary
//! transaction path. Otherwise (retractions, `:db/cas`, edits of existing
//! entities, upserts onto stored entities, composite tuples) the data is
//! applied exactly as `Db::transact` would, in the same single
//! transaction, so results never depend on which path ran.
//!
//! # Sorted, appended writes
//!
//! The fast path encodes every datom once into one arena, sorts the
//! entries in EAV order on this thread and in AVE order on a second one,
//! checks cardinality and uniqueness on the sorted runs, and writes each
//! index through one write cursor. Keys above an index's last key are
//! appended (`MDB_APPEND` / `MDB_APPENDDUP`: no searches, full pages);
//! keys that fall inside an index already holding data are written with
//! ordinary puts. So the fastest and smallest result comes from importing
//! into an empty database or one holding only schema.
//!
//! # EDN text: the streaming path
//!
//! `Db::import_edn` reads a plain file of entity
//! maps straight into encoded datoms and sorted runs (`scan.rs`,
//! `stream.rs`, D-612), without tx-data or steps, and hands any other
//! shape, and any conflict, to the path above before anything is
//! committed. Beyond [`ImportOptions::sort_memory`] its sorted runs are
//! spilled to temporary files beside the database and merged while the
//! indexes are written (`spill.rs`, D-615).
//!
//! # Memory
//!
//! `Db::import` holds the whole import in memory: the
//! tx-data, 40 bytes per datom for each of the two sort orders, and the
//! encoded `attr ‖ value` bytes (about 15 bytes per datom on the benchmark
//! data). The streaming path holds about [`SORT_BYTES_PER_TEXT_BYTE`]
//! bytes per byte of text, within `sort_memory` (plus the text and one
//! map entry per tempid).
//!
//! # Atomicity
//!
//! The import is one DLMDB write transaction: an error (bad value, unique
//! conflict, a full disk) or an interrupt (`Db::interrupt_handle`)
//! aborts it and leaves the database exactly as before. The map is grown
//! before the transaction starts, so it is not rerun for map growth in
//! the common case.

mod scan;
mod spill;
pub(crate) mod stream;

use std::collections::HashMap;
use std::time::Duration;

use crate::error::Result;
use crate::ids::{EntityId, TxId};
use crate::schema::Schema;
use crate::store::{META_MAX_EID, Store};
use crate::transact::expand::{TempIds, is_schema_item};
use crate::transact::sorted::{Mode, Run, fast_eligible, fast_write};
use crate::transact::writer::Writer;
use crate::transact::{TempUses, apply_steps, expand_and_resolve, stamp_tx};

pub use crate::transact::sorted::ImportProgress;
use crate::typed_tx::{TempId, TxOp, TxValue};

/// How `Db::import` and
/// `Db::import_edn` report progress and use memory.
#[derive(Debug, Clone, Copy)]
pub struct ImportOptions {
    /// Items between two progress reports while datoms are encoded (the
    /// whole import is one transaction whatever this is).
    pub batch_items: usize,
    /// Bytes the streaming path of `Db::import_edn`
    /// may use to sort (about [`SORT_BYTES_PER_TEXT_BYTE`] per byte of
    /// text). A larger text is read in pieces, each sorted and spilled to
    /// unnamed temporary files beside the database, and the pieces are
    /// merged while the indexes are written (D-615). Default: a quarter of
    /// physical memory (4 GiB when it cannot be read).
    pub sort_memory: usize,
}

impl Default for ImportOptions {
    fn default() -> Self {
        ImportOptions {
            batch_items: 50_000,
            sort_memory: default_sort_memory(),
        }
    }
}

/// Sort memory the streaming import needs per byte of EDN text (arena,
/// scanned datoms, both sort orders; measured 8–15 bytes of peak RSS per
/// byte on people-100k and film-1, the database's dirty pages included).
pub const SORT_BYTES_PER_TEXT_BYTE: usize = 12;

/// A quarter of physical memory (4 GiB when it cannot be read), read once
/// per process.
fn default_sort_memory() -> usize {
    static MEMORY: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    *MEMORY.get_or_init(|| {
        let total = std::fs::read_to_string("/proc/meminfo").ok().and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("MemTotal:"))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|kb| kb.parse::<usize>().ok())
        });
        total.map_or(4 << 30, |kb| kb.saturating_mul(1024) / 4)
    })
}

/// What an import did.
#[derive(Debug, Clone, PartialEq)]
pub struct ImportReport {
    /// The import's transaction.
    pub tx: TxId,
    /// Where each tempid went.
    pub tempids: HashMap<TempId, EntityId>,
    /// Datoms written (the tx entity's `:db/txInstant` included).
    pub datoms: u64,
    /// 1 when the data took the fast path (sorted, appended writes).
    pub fast_batches: usize,
    /// 1 when the data was applied as an ordinary transaction.
    pub slow_batches: usize,
    /// Items (entity maps and list forms) in the import.
    pub items: usize,
    /// Whether `Db::import_edn` read the text with
    /// the streaming scanner (D-612) rather than the general path.
    pub streamed: bool,
    /// Wall-clock time of each phase, in order (`resolve`, `encode`,
    /// `sort+eav`, `ave`, `commit`, …), for benchmarks and profiles.
    pub phases: Vec<(&'static str, Duration)>,
}

/// Rough datom count of `ops`, to size the map before the transaction.
pub fn estimate_datoms(ops: &[TxOp]) -> usize {
    fn value(v: &TxValue) -> usize {
        match v {
            TxValue::Value(_) | TxValue::Entity(_) => 1,
            TxValue::Map(m) => 1 + m.attrs.iter().map(|(_, v)| value(v)).sum::<usize>(),
            TxValue::Many(vs) => vs.iter().map(value).sum(),
        }
    }
    ops.iter()
        .map(|op| match op {
            TxOp::Map(m) => m.attrs.iter().map(|(_, v)| value(v)).sum(),
            _ => 1,
        })
        .sum()
}

/// Map bytes reserved per estimated datom: both indexes with their dirty
/// copies (measured: ~90 bytes per datom on disk, with room to spare).
pub const MAP_BYTES_PER_DATOM: usize = 320;

/// What the transaction did.
pub struct Outcome {
    /// Datoms written.
    pub datoms: u64,
    /// Whether the fast path (sorted appends) wrote them.
    pub fast: bool,
    /// The import's transaction.
    pub tx: TxId,
}

pub(crate) type Imported = (Outcome, TempIds, Schema);

/// The whole import, inside the write transaction.
pub fn import_all(
    store: &Store,
    txn: &mut quiver_kv::RwTxn<'_>,
    schema: &Schema,
    ops: &[TxOp],
    now: i64,
    run: &mut Run,
    progress: &mut impl FnMut(&ImportProgress),
) -> Result<Imported> {
    let base_eid = store.meta_u64(txn, META_MAX_EID)?;
    let mut w = Writer::begin(store, txn, schema.clone())?;
    // Bulk writes report no detail: the caches start over (D-350).
    w.changes.everything();
    let mut tempids: TempIds = TempIds::default();
    let (schema_items, data_items): (Vec<usize>, Vec<usize>) =
        (0..ops.len()).partition(|&i| is_schema_item(&ops[i]));
    let mut auto = 0u32;
    let mut datoms = 0u64;
    w.schema_mode = true;
    // A tempid used only as a value is refused, as in `transact` (D-938).
    let mut uses = TempUses::default();
    let steps = expand_and_resolve(
        &mut w,
        ops,
        &schema_items,
        &mut tempids,
        &mut auto,
        &mut uses,
    )?;
    apply_steps(&mut w, &tempids, &steps)?;
    w.schema_mode = false;
    datoms += w.added.len() as u64;
    w.added.clear();
    let steps = expand_and_resolve(&mut w, ops, &data_items, &mut tempids, &mut auto, &mut uses)?;
    run.phase("resolve");
    // Composite tuples are kept as in `transact` (D-114); the append-only
    // fast path does not track touched entities, so it is skipped then.
    w.composites = w.schema.has_composites();
    let fast = !w.composites && fast_eligible(&steps, &tempids, base_eid);
    if fast {
        w.record = false;
        let written = fast_write(
            &mut w,
            steps,
            &tempids,
            Mode::Import(ops.len()),
            run,
            progress,
        )?;
        // Import mode never hands the steps back (conflicts are errors).
        datoms += written.unwrap_or(0);
    } else {
        apply_steps(&mut w, &tempids, &steps)?;
        if let Some(&item) = data_items.last() {
            crate::transact::composite::maintain(&mut w, item)?;
        }
        datoms += w.added.len() as u64;
        w.added.clear();
        run.phase("apply");
    }
    w.record = true;
    // After the writes, as in `transact`: an item's own error comes first.
    uses.check(&w.schema)?;
    stamp_tx(&mut w, now)?;
    datoms += w.added.len() as u64;
    w.finish()?;
    run.phase("finish");
    let outcome = Outcome {
        datoms,
        fast,
        tx: w.tx,
    };
    Ok((outcome, tempids, w.schema))
}
