//! `quiver-kv`: a safe Rust layer over DLMDB, Datalevin's fork of LMDB.
//!
//! * [`Env`] — one memory-mapped environment; the map grows by itself when a
//!   write through [`Env::write`] fills it.
//! * [`RoTxn`] (a `Send` snapshot) and [`RwTxn`] (the single writer; aborts
//!   on drop). Everything read borrows its transaction.
//! * [`Database`] handles with [`DbFlags`] (DUPSORT, COUNTED,
//!   PREFIX_COMPRESSION …).
//! * [`Cursor`]s whose returned slices borrow the cursor — with prefix
//!   compression DLMDB rebuilds keys in the cursor's scratch buffer — with
//!   `list_dup` for whole duplicate sets, ranges, ranks and sampling.
//! * O(log n) counts: [`RoTxn::count_all`], [`RoTxn::count_range`],
//!   [`RoTxn::count_values`], [`RoTxn::count_dups`], [`RoTxn::rank_of`].
//! * [`InterruptHandle`] — DLMDB's env-wide "stop everything" flag.
//!
//! ```no_run
//! use quiver_kv::{Env, EnvOptions, DbFlags, PutFlags};
//! use std::ops::Bound;
//! let env = Env::open("/tmp/kv-example", EnvOptions::default())?;
//! let idx = env.create_db(Some("idx"), DbFlags::index())?;
//! env.write(|txn| {
//!     for v in 0u8..10 {
//!         txn.put(idx, b"color", &[v], PutFlags::default())?;
//!     }
//!     Ok::<_, quiver_kv::Error>(())
//! })?;
//! let txn = env.read_txn()?;
//! assert_eq!(txn.count_dups(idx, b"color", Bound::Included(&[3]), Bound::Excluded(&[7]))?, 4);
//! let mut cur = txn.cursor(idx)?;
//! cur.seek_key(b"color")?;
//! assert_eq!(cur.list_dup()?.len(), 10);
//! # Ok::<(), quiver_kv::Error>(())
//! ```
#![cfg_attr(not(test), deny(clippy::unwrap_used, clippy::expect_used))]

mod count;
mod cursor;
mod db;
mod env;
mod error;
mod fatal;
mod interrupt;
mod meta;
mod overlay;
mod sample;
mod speculate;
mod txn;
mod val;
mod write_failure;

pub use cursor::{
    Chunk, Cursor, CursorCalls, DupIter, DupList, DupRange, Pair, Range, WriteCursor,
};
pub use db::{Database, DbFlags, PutFlags, Stat};
pub use env::{Env, EnvFlags, EnvInfo, EnvOptions};
pub use error::{Error, MapFullAware, Result};
pub use fatal::{exit_on_damage, ignore_file_size_signal};
pub use interrupt::InterruptHandle;
pub use overlay::Overlay;
pub use sample::SampleRng;
pub use speculate::Speculative;
pub use txn::{RoTxn, RwTxn};

/// Raw handles for the crate's own benchmarks, which compare the wrapper
/// against plain FFI loops. Handing out a raw pointer is safe; using it is
/// the caller's `unsafe` business.
#[doc(hidden)]
pub mod bench_support {
    /// The environment's `MDB_env` pointer.
    pub fn raw_env(env: &crate::Env) -> *mut dlmdb_sys::MDB_env {
        env.inner.ptr
    }
    /// The database's DBI number.
    pub fn raw_dbi(db: crate::Database) -> dlmdb_sys::MDB_dbi {
        db.dbi
    }
}

/// The DLMDB library version in use, e.g.
/// `"DLMDB 1.1.0: (September 3, 2026)"`, and its numbers; loads the library
/// if it is not loaded yet.
pub fn dlmdb_version() -> Result<(String, (i32, i32, i32))> {
    dlmdb_sys::load()?;
    let (mut a, mut b, mut c) = (0, 0, 0);
    // SAFETY: the library is loaded; mdb_version writes three ints and
    // returns a static string.
    let s = unsafe { std::ffi::CStr::from_ptr(dlmdb_sys::mdb_version(&mut a, &mut b, &mut c)) };
    Ok((s.to_string_lossy().into_owned(), (a, b, c)))
}

/// The file the DLMDB library was loaded from (`None` when it is linked
/// in); loads it if it is not loaded yet.
pub fn dlmdb_library() -> Result<Option<&'static std::path::Path>> {
    Ok(dlmdb_sys::load()?)
}
