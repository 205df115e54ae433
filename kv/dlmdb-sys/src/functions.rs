//! The DLMDB functions, declared once. [`dlmdb_functions!`] turns the list
//! into plain `extern "C"` declarations when the library is linked in (a
//! static `DLMDB_LIB_DIR` build, `cfg(dlmdb_linked)`), and otherwise into
//! functions of the same names and signatures that call through pointers
//! resolved when the shared library is loaded ([`crate::load`]).

use crate::*;
use libc::{c_char, c_int, c_uint, size_t};

/// Opening the library and filling the function table (`api()`): part of
/// the functions' module, since the table is theirs.
pub(crate) mod load;

/// Declares each function once for both ways of reaching the library.
macro_rules! dlmdb_functions {
    ($(
        $(#[doc = $doc:literal])*
        pub fn $name:ident($($arg:ident: $ty:ty),* $(,)?) $(-> $ret:ty)?;
    )*) => {
        #[cfg(dlmdb_linked)]
        unsafe extern "C" {
            $(
                $(#[doc = $doc])*
                pub fn $name($($arg: $ty),*) $(-> $ret)?;
            )*
        }

        /// Every function's address in the loaded library.
        #[cfg(not(dlmdb_linked))]
        pub(crate) struct Api {
            $($name: unsafe extern "C" fn($($ty),*) $(-> $ret)?,)*
        }

        #[cfg(not(dlmdb_linked))]
        impl Api {
            /// Looks up every function; a missing one means the file is not
            /// DLMDB 1.1.0 (a stock LMDB, say).
            pub(crate) fn resolve(lib: &libloading::Library) -> Result<Api, String> {
                Ok(Api {
                    $(
                        // SAFETY: the pointer type is the function's C
                        // signature from DLMDB 1.1.0's lmdb.h, and the library
                        // is never unloaded (it lives in a static), so the
                        // copied pointer stays valid.
                        $name: *unsafe {
                            lib.get::<unsafe extern "C" fn($($ty),*) $(-> $ret)?>(
                                concat!(stringify!($name), "\0").as_bytes(),
                            )
                        }
                        .map_err(|e| format!("it has no `{}` ({e})", stringify!($name)))?,
                    )*
                })
            }
        }

        $(
            $(#[doc = $doc])*
            ///
            /// # Safety
            ///
            /// The contract of the C function of the same name (DLMDB's
            /// `lmdb.h`). Loads the library on first use and panics if it
            /// cannot be loaded: call [`crate::load`] first to get that
            /// failure as an error.
            #[cfg(not(dlmdb_linked))]
            pub unsafe fn $name($($arg: $ty),*) $(-> $ret)? {
                // SAFETY: the caller keeps the C function's contract; the
                // pointer was resolved from the loaded library with this
                // signature.
                unsafe { (crate::functions::load::api().$name)($($arg),*) }
            }
        )*
    };
}

dlmdb_functions! {
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
