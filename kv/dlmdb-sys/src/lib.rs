//! Raw FFI bindings to DLMDB 1.1.0, Datalevin's fork of LMDB.
//!
//! Hand-written from the C API (see `docs/architecture.md` and the project's
//! `dlmdb-api.md`). Everything is `unsafe` and mirrors C exactly; the safe
//! layer lives in `quiver-kv`. Besides stock LMDB, DLMDB adds counted
//! B+trees (`MDB_COUNTED`: O(log n) range counts and rank lookups), prefix
//! compression of keys and duplicate values (`MDB_PREFIX_COMPRESSION`),
//! whole-duplicate-set reads (`mdb_cursor_list_dup`) and an env-wide
//! interrupt flag (`mdb_env_set_interrupt`).
//!
//! The build script finds `libdtlv` — from `DLMDB_LIB_DIR` if set, otherwise
//! from the verified `datalevin==1.2.8` wheel on PyPI — and copies it beside
//! the binaries it builds. A shared library is loaded at run time (`dlopen`,
//! see [`load`]) from beside the executable or from where the build found it,
//! so a program depending on this crate needs no build script, environment
//! variable or `LD_LIBRARY_PATH`; a static library (`DLMDB_LIB_DIR` holding
//! `liblmdb.a`) is linked in instead.

#![allow(non_camel_case_types)]

use libc::{c_int, c_uint, c_void, size_t};

/// Opaque environment handle.
#[repr(C)]
pub struct MDB_env {
    _private: [u8; 0],
}
/// Opaque transaction handle.
#[repr(C)]
pub struct MDB_txn {
    _private: [u8; 0],
}
/// Opaque cursor handle.
#[repr(C)]
pub struct MDB_cursor {
    _private: [u8; 0],
}

/// A database handle within an environment.
pub type MDB_dbi = c_uint;
/// Unix file mode for `mdb_env_open`.
pub type mdb_mode_t = libc::mode_t;
/// Sizes inside the map.
pub type mdb_size_t = size_t;
/// A file handle (a file descriptor on Unix).
pub type mdb_filehandle_t = c_int;
/// A cursor operation (`MDB_FIRST` …).
pub type MDB_cursor_op = c_uint;

/// A key or data item: size first, then a pointer (16 bytes on 64-bit).
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct MDB_val {
    /// Size of the item in bytes.
    pub mv_size: size_t,
    /// Address of the item.
    pub mv_data: *mut c_void,
}

/// Statistics of a database or an environment.
#[repr(C)]
#[derive(Debug, Clone, Copy, Default)]
pub struct MDB_stat {
    /// Page size.
    pub ms_psize: c_uint,
    /// Depth of the B-tree.
    pub ms_depth: c_uint,
    /// Number of internal pages.
    pub ms_branch_pages: size_t,
    /// Number of leaf pages.
    pub ms_leaf_pages: size_t,
    /// Number of overflow pages.
    pub ms_overflow_pages: size_t,
    /// Number of data items.
    pub ms_entries: size_t,
}

/// Information about the environment.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct MDB_envinfo {
    /// Address of the map, if fixed.
    pub me_mapaddr: *mut c_void,
    /// Size of the data memory map.
    pub me_mapsize: size_t,
    /// ID of the last used page.
    pub me_last_pgno: size_t,
    /// ID of the last committed transaction.
    pub me_last_txnid: size_t,
    /// Maximum number of reader slots.
    pub me_maxreaders: c_uint,
    /// Number of reader slots in use.
    pub me_numreaders: c_uint,
}

// Environment flags.
/// Use a fixed address for the map.
pub const MDB_FIXEDMAP: c_uint = 0x1;
/// The path is the data file itself, not a directory.
pub const MDB_NOSUBDIR: c_uint = 0x4000;
/// Do not fsync after commit.
pub const MDB_NOSYNC: c_uint = 0x10000;
/// Open read-only.
pub const MDB_RDONLY: c_uint = 0x20000;
/// Do not fsync the meta page after commit.
pub const MDB_NOMETASYNC: c_uint = 0x40000;
/// Use a writeable memory map.
pub const MDB_WRITEMAP: c_uint = 0x80000;
/// Use asynchronous msync with `MDB_WRITEMAP`.
pub const MDB_MAPASYNC: c_uint = 0x100000;
/// Tie reader slots to transaction objects, not threads.
pub const MDB_NOTLS: c_uint = 0x200000;
/// Do no locking (the caller serialises everything).
pub const MDB_NOLOCK: c_uint = 0x400000;
/// Turn off read-ahead.
pub const MDB_NORDAHEAD: c_uint = 0x800000;
/// Do not zero malloc'd pages before writing them.
pub const MDB_NOMEMINIT: c_uint = 0x1000000;
/// Open the previous meta page (recovery).
pub const MDB_PREVSNAPSHOT: c_uint = 0x2000000;
/// DLMDB: keep the whole environment in memory.
pub const MDB_INMEMORY: c_uint = 0x4000000;

// Database flags.
/// Compare keys in reverse byte order.
pub const MDB_REVERSEKEY: c_uint = 0x2;
/// Allow duplicate keys, kept sorted.
pub const MDB_DUPSORT: c_uint = 0x4;
/// Keys are native-endian unsigned integers.
pub const MDB_INTEGERKEY: c_uint = 0x8;
/// With `MDB_DUPSORT`: all duplicates have the same size.
pub const MDB_DUPFIXED: c_uint = 0x10;
/// With `MDB_DUPSORT`: duplicates are native-endian integers.
pub const MDB_INTEGERDUP: c_uint = 0x20;
/// With `MDB_DUPSORT`: compare duplicates in reverse byte order.
pub const MDB_REVERSEDUP: c_uint = 0x40;
/// DLMDB: keep per-branch counts (O(log n) counts and ranks).
pub const MDB_COUNTED: c_uint = 0x80;
/// DLMDB: compress shared key prefixes.
pub const MDB_PREFIX_COMPRESSION: c_uint = 0x100;
/// Create the database if it does not exist.
pub const MDB_CREATE: c_uint = 0x40000;

// Write flags.
/// Fail with `MDB_KEYEXIST` if the key exists.
pub const MDB_NOOVERWRITE: c_uint = 0x10;
/// With `MDB_DUPSORT`: fail with `MDB_KEYEXIST` if the pair exists.
pub const MDB_NODUPDATA: c_uint = 0x20;
/// Replace the item at the cursor.
pub const MDB_CURRENT: c_uint = 0x40;
/// Reserve space and return a pointer to it.
pub const MDB_RESERVE: c_uint = 0x10000;
/// Keys are appended in order (fast bulk load).
pub const MDB_APPEND: c_uint = 0x20000;
/// Duplicates are appended in order.
pub const MDB_APPENDDUP: c_uint = 0x40000;
/// Store several fixed-size duplicates at once.
pub const MDB_MULTIPLE: c_uint = 0x80000;

// Count flags (DLMDB).
/// The lower bound of a counted range is inclusive.
pub const MDB_COUNT_LOWER_INCL: c_uint = 0x2;
/// The upper bound of a counted range is inclusive.
pub const MDB_COUNT_UPPER_INCL: c_uint = 0x4;

// Copy flags.
/// Omit free pages when copying (compacting backup).
pub const MDB_CP_COMPACT: c_uint = 0x1;

// Cursor operations.
/// Position at the first key/data item.
pub const MDB_FIRST: MDB_cursor_op = 0;
/// Position at the first data item of the current key.
pub const MDB_FIRST_DUP: MDB_cursor_op = 1;
/// Position at the key/data pair.
pub const MDB_GET_BOTH: MDB_cursor_op = 2;
/// Position at the key, nearest data ≥ the given data.
pub const MDB_GET_BOTH_RANGE: MDB_cursor_op = 3;
/// Return the key/data at the cursor.
pub const MDB_GET_CURRENT: MDB_cursor_op = 4;
/// Return a page of duplicate data items (`MDB_DUPFIXED`).
pub const MDB_GET_MULTIPLE: MDB_cursor_op = 5;
/// Position at the last key/data item.
pub const MDB_LAST: MDB_cursor_op = 6;
/// Position at the last data item of the current key.
pub const MDB_LAST_DUP: MDB_cursor_op = 7;
/// Position at the next data item.
pub const MDB_NEXT: MDB_cursor_op = 8;
/// Position at the next data item of the current key.
pub const MDB_NEXT_DUP: MDB_cursor_op = 9;
/// Return the next page of duplicates (`MDB_DUPFIXED`).
pub const MDB_NEXT_MULTIPLE: MDB_cursor_op = 10;
/// Position at the first data item of the next key.
pub const MDB_NEXT_NODUP: MDB_cursor_op = 11;
/// Position at the previous data item.
pub const MDB_PREV: MDB_cursor_op = 12;
/// Position at the previous data item of the current key.
pub const MDB_PREV_DUP: MDB_cursor_op = 13;
/// Position at the last data item of the previous key.
pub const MDB_PREV_NODUP: MDB_cursor_op = 14;
/// Position at the given key.
pub const MDB_SET: MDB_cursor_op = 15;
/// Position at the given key and return it.
pub const MDB_SET_KEY: MDB_cursor_op = 16;
/// Position at the first key ≥ the given key.
pub const MDB_SET_RANGE: MDB_cursor_op = 17;
/// Return the previous page of duplicates (`MDB_DUPFIXED`).
pub const MDB_PREV_MULTIPLE: MDB_cursor_op = 18;

// Return codes.
/// Success.
pub const MDB_SUCCESS: c_int = 0;
/// Key/data pair already exists.
pub const MDB_KEYEXIST: c_int = -30799;
/// Key/data pair not found.
pub const MDB_NOTFOUND: c_int = -30798;
/// Requested page not found (corruption).
pub const MDB_PAGE_NOTFOUND: c_int = -30797;
/// Located page was the wrong type.
pub const MDB_CORRUPTED: c_int = -30796;
/// Update of meta page failed or environment had a fatal error.
pub const MDB_PANIC: c_int = -30795;
/// Environment version mismatch.
pub const MDB_VERSION_MISMATCH: c_int = -30794;
/// File is not a valid LMDB file.
pub const MDB_INVALID: c_int = -30793;
/// Environment map size reached.
pub const MDB_MAP_FULL: c_int = -30792;
/// Environment max DBs reached.
pub const MDB_DBS_FULL: c_int = -30791;
/// Environment max readers reached.
pub const MDB_READERS_FULL: c_int = -30790;
/// Too many TLS keys in use.
pub const MDB_TLS_FULL: c_int = -30789;
/// Transaction has too many dirty pages.
pub const MDB_TXN_FULL: c_int = -30788;
/// Cursor stack too deep.
pub const MDB_CURSOR_FULL: c_int = -30787;
/// Page has not enough space.
pub const MDB_PAGE_FULL: c_int = -30786;
/// Database contents grew beyond environment map size.
pub const MDB_MAP_RESIZED: c_int = -30785;
/// Operation and database incompatible, or dup set in a sub-database.
pub const MDB_INCOMPATIBLE: c_int = -30784;
/// Invalid reuse of reader locktable slot.
pub const MDB_BAD_RSLOT: c_int = -30783;
/// Transaction must abort, has a child, or is invalid.
pub const MDB_BAD_TXN: c_int = -30782;
/// Unsupported size of key/DB name/data, or wrong DUPFIXED size.
pub const MDB_BAD_VALSIZE: c_int = -30781;
/// The specified DBI was changed unexpectedly.
pub const MDB_BAD_DBI: c_int = -30780;
/// Unexpected problem; the transaction should abort.
pub const MDB_PROBLEM: c_int = -30779;
/// DBI handles are busy.
pub const MDB_DBIS_BUSY: c_int = -30778;

/// The assertion callback: the env and a message naming the failed check.
pub type MDB_assert_func =
    unsafe extern "C" fn(env: *mut MDB_env, msg: *const std::os::raw::c_char);

mod functions;

pub use functions::load::{LoadError, load};
pub use functions::*;
