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
//! The build script links `libdtlv` — from `DLMDB_LIB_DIR` if set, otherwise
//! from the verified `datalevin==1.2.8` wheel on PyPI — and gives binaries an
//! rpath so they find it outside Cargo.

#![allow(non_camel_case_types)]

use libc::{c_char, c_int, c_uint, c_void, size_t};

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

unsafe extern "C" {
    /// Returns the library version string and fills the numbers.
    pub fn mdb_version(major: *mut c_int, minor: *mut c_int, patch: *mut c_int) -> *mut c_char;
    /// Returns a static string describing an error code.
    pub fn mdb_strerror(err: c_int) -> *mut c_char;

    /// Creates an environment handle.
    pub fn mdb_env_create(env: *mut *mut MDB_env) -> c_int;
    /// Opens an environment at `path`.
    pub fn mdb_env_open(
        env: *mut MDB_env,
        path: *const c_char,
        flags: c_uint,
        mode: mdb_mode_t,
    ) -> c_int;
    /// Closes the environment and releases the map.
    pub fn mdb_env_close(env: *mut MDB_env);
    /// Copies the environment to a directory (or file with `MDB_NOSUBDIR`).
    pub fn mdb_env_copy2(env: *mut MDB_env, path: *const c_char, flags: c_uint) -> c_int;
    /// Copies the environment to a file descriptor.
    pub fn mdb_env_copyfd2(env: *mut MDB_env, fd: mdb_filehandle_t, flags: c_uint) -> c_int;
    /// Statistics of the main database.
    pub fn mdb_env_stat(env: *mut MDB_env, stat: *mut MDB_stat) -> c_int;
    /// Information about the environment.
    pub fn mdb_env_info(env: *mut MDB_env, info: *mut MDB_envinfo) -> c_int;
    /// Flushes buffers to disk.
    pub fn mdb_env_sync(env: *mut MDB_env, force: c_int) -> c_int;
    /// Sets or clears environment flags.
    pub fn mdb_env_set_flags(env: *mut MDB_env, flags: c_uint, onoff: c_int) -> c_int;
    /// Gets environment flags.
    pub fn mdb_env_get_flags(env: *mut MDB_env, flags: *mut c_uint) -> c_int;
    /// Gets the path given to `mdb_env_open`.
    pub fn mdb_env_get_path(env: *mut MDB_env, path: *mut *const c_char) -> c_int;
    /// Sets the map size (before open, or with no active transaction).
    pub fn mdb_env_set_mapsize(env: *mut MDB_env, size: mdb_size_t) -> c_int;
    /// Sets the maximum number of reader slots (before open).
    pub fn mdb_env_set_maxreaders(env: *mut MDB_env, readers: c_uint) -> c_int;
    /// Gets the maximum number of reader slots.
    pub fn mdb_env_get_maxreaders(env: *mut MDB_env, readers: *mut c_uint) -> c_int;
    /// Sets the maximum number of named databases (before open).
    pub fn mdb_env_set_maxdbs(env: *mut MDB_env, dbs: MDB_dbi) -> c_int;
    /// Maximum key size (also the maximum DUPSORT value size).
    pub fn mdb_env_get_maxkeysize(env: *mut MDB_env) -> c_int;
    /// DLMDB: sets (1) or clears (0) the env-wide interrupt flag; safe in a
    /// signal handler. While set, every operation in every txn fails with EINTR.
    pub fn mdb_env_set_interrupt(env: *mut MDB_env, onoff: c_int) -> c_int;
    /// Sets the function DLMDB calls when an internal assertion fails
    /// (a damaged page, say), before it aborts the process.
    pub fn mdb_env_set_assert(env: *mut MDB_env, func: Option<MDB_assert_func>) -> c_int;
    /// Clears stale reader slots; `dead` receives how many.
    pub fn mdb_reader_check(env: *mut MDB_env, dead: *mut c_int) -> c_int;

    /// Begins a transaction.
    pub fn mdb_txn_begin(
        env: *mut MDB_env,
        parent: *mut MDB_txn,
        flags: c_uint,
        txn: *mut *mut MDB_txn,
    ) -> c_int;
    /// Commits a transaction (the handle is freed).
    pub fn mdb_txn_commit(txn: *mut MDB_txn) -> c_int;
    /// Aborts a transaction (the handle is freed).
    pub fn mdb_txn_abort(txn: *mut MDB_txn);
    /// Resets a read-only transaction for later renewal.
    pub fn mdb_txn_reset(txn: *mut MDB_txn);
    /// Renews a reset read-only transaction.
    pub fn mdb_txn_renew(txn: *mut MDB_txn) -> c_int;
    /// The transaction's ID.
    pub fn mdb_txn_id(txn: *mut MDB_txn) -> mdb_size_t;
    /// The transaction's environment.
    pub fn mdb_txn_env(txn: *mut MDB_txn) -> *mut MDB_env;

    /// Opens (or creates, with `MDB_CREATE`) a database.
    pub fn mdb_dbi_open(
        txn: *mut MDB_txn,
        name: *const c_char,
        flags: c_uint,
        dbi: *mut MDB_dbi,
    ) -> c_int;
    /// The flags a database was created with.
    pub fn mdb_dbi_flags(txn: *mut MDB_txn, dbi: MDB_dbi, flags: *mut c_uint) -> c_int;
    /// Closes a database handle (rarely needed).
    pub fn mdb_dbi_close(env: *mut MDB_env, dbi: MDB_dbi);
    /// Empties (`del` = 0) or deletes (`del` = 1) a database.
    pub fn mdb_drop(txn: *mut MDB_txn, dbi: MDB_dbi, del: c_int) -> c_int;
    /// Statistics of a database.
    pub fn mdb_stat(txn: *mut MDB_txn, dbi: MDB_dbi, stat: *mut MDB_stat) -> c_int;

    /// Gets the (first) data item of a key.
    pub fn mdb_get(txn: *mut MDB_txn, dbi: MDB_dbi, key: *mut MDB_val, data: *mut MDB_val)
    -> c_int;
    /// Stores a key/data pair.
    pub fn mdb_put(
        txn: *mut MDB_txn,
        dbi: MDB_dbi,
        key: *mut MDB_val,
        data: *mut MDB_val,
        flags: c_uint,
    ) -> c_int;
    /// Deletes a key (all its duplicates when `data` is NULL) or one pair.
    pub fn mdb_del(txn: *mut MDB_txn, dbi: MDB_dbi, key: *mut MDB_val, data: *mut MDB_val)
    -> c_int;
    /// Compares two keys as the database would.
    pub fn mdb_cmp(txn: *mut MDB_txn, dbi: MDB_dbi, a: *const MDB_val, b: *const MDB_val) -> c_int;
    /// Compares two data items as the database would (DUPSORT).
    pub fn mdb_dcmp(txn: *mut MDB_txn, dbi: MDB_dbi, a: *const MDB_val, b: *const MDB_val)
    -> c_int;

    /// Opens a cursor.
    pub fn mdb_cursor_open(txn: *mut MDB_txn, dbi: MDB_dbi, cursor: *mut *mut MDB_cursor) -> c_int;
    /// Closes a cursor.
    pub fn mdb_cursor_close(cursor: *mut MDB_cursor);
    /// Renews a read-only cursor for a new transaction.
    pub fn mdb_cursor_renew(txn: *mut MDB_txn, cursor: *mut MDB_cursor) -> c_int;
    /// Positions the cursor and/or reads the item it is on.
    pub fn mdb_cursor_get(
        cursor: *mut MDB_cursor,
        key: *mut MDB_val,
        data: *mut MDB_val,
        op: MDB_cursor_op,
    ) -> c_int;
    /// Stores through a cursor.
    pub fn mdb_cursor_put(
        cursor: *mut MDB_cursor,
        key: *mut MDB_val,
        data: *mut MDB_val,
        flags: c_uint,
    ) -> c_int;
    /// Deletes the pair at the cursor (all duplicates with `MDB_NODUPDATA`).
    pub fn mdb_cursor_del(cursor: *mut MDB_cursor, flags: c_uint) -> c_int;
    /// Number of duplicates of the current key.
    pub fn mdb_cursor_count(cursor: *mut MDB_cursor, count: *mut mdb_size_t) -> c_int;

    /// DLMDB: number of entries (all key/value pairs on DUPSORT), O(1).
    pub fn mdb_count_all(txn: *mut MDB_txn, dbi: MDB_dbi, flags: c_uint, count: *mut u64) -> c_int;
    /// DLMDB: entries between two keys of a plain COUNTED database, O(log n).
    /// NULL bounds are open; `flags` are `MDB_COUNT_*_INCL`.
    pub fn mdb_count_range(
        txn: *mut MDB_txn,
        dbi: MDB_dbi,
        low: *const MDB_val,
        high: *const MDB_val,
        flags: c_uint,
        count: *mut u64,
    ) -> c_int;
    /// DLMDB: distinct keys in a key range (O(distinct) on DUPSORT).
    pub fn mdb_range_count_keys(
        txn: *mut MDB_txn,
        dbi: MDB_dbi,
        key_low: *const MDB_val,
        key_high: *const MDB_val,
        flags: c_uint,
        count: *mut u64,
    ) -> c_int;
    /// DLMDB: all values under the keys of a key range (DUPSORT), O(log n).
    pub fn mdb_range_count_values(
        txn: *mut MDB_txn,
        dbi: MDB_dbi,
        key_low: *const MDB_val,
        key_high: *const MDB_val,
        key_flags: c_uint,
        count: *mut u64,
    ) -> c_int;
    /// DLMDB: the 0-based `rank`-th pair.
    pub fn mdb_get_rank(
        txn: *mut MDB_txn,
        dbi: MDB_dbi,
        rank: u64,
        key: *mut MDB_val,
        data: *mut MDB_val,
    ) -> c_int;
    /// DLMDB: positions the cursor at the `rank`-th pair; ascending ranks reuse the path.
    pub fn mdb_cursor_get_rank(
        cursor: *mut MDB_cursor,
        rank: u64,
        key: *mut MDB_val,
        data: *mut MDB_val,
        flags: c_uint,
    ) -> c_int;
    /// DLMDB: rank of an existing key (or key/data pair on DUPSORT).
    pub fn mdb_get_key_rank(
        txn: *mut MDB_txn,
        dbi: MDB_dbi,
        key: *const MDB_val,
        data: *const MDB_val,
        rank: *mut u64,
    ) -> c_int;
    /// DLMDB: like `mdb_get_key_rank`, through a cursor (which it neither uses
    /// nor moves).
    pub fn mdb_cursor_key_rank(
        cursor: *mut MDB_cursor,
        key: *const MDB_val,
        data: *const MDB_val,
        flags: c_uint,
        rank: *mut u64,
    ) -> c_int;
    /// DLMDB: all duplicates of the cursor's key in one call; the array is
    /// owned by the cursor. NOTFOUND for a single-value key, INCOMPATIBLE for a
    /// dup set kept in a sub-database.
    pub fn mdb_cursor_list_dup(
        cursor: *mut MDB_cursor,
        values: *mut *const MDB_val,
        count: *mut size_t,
    ) -> c_int;
}
