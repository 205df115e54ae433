//! The kv layer's one error type: every DLMDB return code and errno, mapped to
//! a variant a caller can act on.

use std::ffi::CStr;
use std::path::PathBuf;

/// Result alias for the kv layer.
pub type Result<T, E = Error> = std::result::Result<T, E>;

/// Everything that can go wrong in the kv layer.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// The DLMDB shared library could not be loaded (the message names each
    /// place tried).
    #[error(transparent)]
    Library(#[from] dlmdb_sys::LoadError),
    /// An insert with no-overwrite / no-dup-data found the key (pair) present.
    #[error("key/data pair already exists")]
    KeyExists,
    /// A read or write was stopped by [`crate::InterruptHandle::interrupt`]
    /// (DLMDB returned EINTR). The transaction is unusable; drop it.
    #[error("operation interrupted")]
    Interrupted,
    /// The map is full. [`crate::Env::write`] grows the map and retries by
    /// itself; callers of the raw [`crate::Env::write_txn`] see this and may
    /// call [`crate::Env::grow`].
    #[error("the database map is full ({map_size} bytes)")]
    MapFull {
        /// The map size when the write failed.
        map_size: usize,
    },
    /// The map could not grow because read transactions stayed open.
    #[error(
        "cannot grow the map to {wanted} bytes: {readers} read transaction(s) of this process stayed open"
    )]
    GrowBlocked {
        /// The size the map should have grown to.
        wanted: usize,
        /// How many transactions were still open when we gave up waiting.
        readers: usize,
    },
    /// A key longer than the environment's maximum key size.
    #[error("key of {size} bytes is longer than the maximum of {max}")]
    KeyTooLarge {
        /// Size of the rejected key.
        size: usize,
        /// The maximum key size (511 for DLMDB).
        max: usize,
    },
    /// A DUPSORT value longer than the maximum key size (dups are keys of
    /// their sub-tree, so they share the limit).
    #[error("value of {size} bytes is longer than the maximum of {max} for a DUPSORT database")]
    ValueTooLarge {
        /// Size of the rejected value.
        size: usize,
        /// The maximum size.
        max: usize,
    },
    /// Keys must be at least one byte long.
    #[error("keys must not be empty")]
    EmptyKey,
    /// The operation needs database flags this database was not created with.
    #[error("{op} needs a {needs} database")]
    WrongDbKind {
        /// The operation attempted.
        op: &'static str,
        /// The flags it needs, in words.
        needs: &'static str,
    },
    /// The same environment directory is already open in this process
    /// (LMDB forbids opening it twice).
    #[error("{} is already open in this process", .0.display())]
    AlreadyOpen(PathBuf),
    /// A filesystem error around the environment's directory.
    #[error("{}: {source}", path.display())]
    Io {
        /// The path involved.
        path: PathBuf,
        /// The underlying error.
        source: std::io::Error,
    },
    /// A write on an environment opened read-only.
    #[error("the database is open read-only")]
    ReadOnly,
    /// `data.mdb` is shorter than its meta page says: the file was cut
    /// (a failed copy, a full disk). Restore it from a backup.
    #[error("database file is truncated: {} has {size} bytes, its meta page needs {expected}", path.display())]
    Truncated {
        /// The data file.
        path: PathBuf,
        /// Its size.
        size: u64,
        /// The bytes the meta page says are in use.
        expected: u64,
    },
    /// The directory holds a `lock.mdb` but its `data.mdb` is missing or
    /// empty: the data was deleted or lost, and opening would silently
    /// start a new, empty database.
    #[error("{}: the database's data file data.mdb is {}; refusing to create a new, empty database over it (remove the directory to start afresh)", path.display(), if *empty { "empty" } else { "missing" })]
    MissingData {
        /// The directory.
        path: PathBuf,
        /// True when the file exists but is empty.
        empty: bool,
    },
    /// No database exists at the path, and creating one was not asked for
    /// (`create: false`, or a read-only open).
    #[error("no database at {}", .0.display())]
    NotFound(PathBuf),
    /// The transaction can no longer be used (after an interrupt or a failed
    /// operation); drop it and start a new one.
    #[error("transaction is no longer usable; abort it and start a new one")]
    BadTxn,
    /// The database file is damaged (LMDB's CORRUPTED, PAGE_NOTFOUND, PANIC).
    #[error("database corrupted: {0}")]
    Corrupted(String),
    /// The file is not a DLMDB environment or has another version.
    #[error("not a compatible DLMDB environment: {0}")]
    Invalid(String),
    /// A configured limit was reached (max dbs, readers, dirty pages …).
    #[error("limit reached: {0}")]
    Limit(String),
    /// The operation does not fit the database (DLMDB's INCOMPATIBLE).
    #[error("operation incompatible with this database: {0}")]
    Incompatible(String),
    /// A commit could not write the data file: the disk is full, the
    /// process's file size limit (`ulimit -f`) was reached, or the disk
    /// quota. The transaction was aborted; the database holds what it held
    /// before it (D-746).
    #[error("cannot write {}: {reason}; nothing was written", path.display())]
    WriteFailed {
        /// The database directory.
        path: std::path::PathBuf,
        /// What ran out: "no space left on device", "file size limit
        /// reached", "disk quota exceeded".
        reason: &'static str,
    },
    /// Any other DLMDB code or errno, with the library's message.
    #[error("DLMDB error {code}: {message}")]
    Other {
        /// The return code.
        code: i32,
        /// `mdb_strerror`'s text.
        message: String,
    },
}

/// Whether an error means "the map is full, grow and retry". Implemented by
/// error types of higher layers so [`crate::Env::write`] can see through them.
pub trait MapFullAware {
    /// True when the error is [`Error::MapFull`].
    fn is_map_full(&self) -> bool;
}

impl MapFullAware for Error {
    fn is_map_full(&self) -> bool {
        matches!(self, Error::MapFull { .. })
    }
}

pub(crate) fn strerror(rc: i32) -> String {
    // SAFETY: mdb_strerror returns a pointer to a static NUL-terminated
    // string (or strerror's buffer) for every code.
    unsafe { CStr::from_ptr(dlmdb_sys::mdb_strerror(rc)) }
        .to_string_lossy()
        .into_owned()
}

/// Maps a non-zero, non-NOTFOUND return code. `map_size` fills MapFull.
pub(crate) fn from_rc(rc: i32, map_size: usize) -> Error {
    use dlmdb_sys::*;
    match rc {
        MDB_KEYEXIST => Error::KeyExists,
        libc::EINTR => Error::Interrupted,
        MDB_MAP_FULL => Error::MapFull { map_size },
        MDB_BAD_TXN => Error::BadTxn,
        MDB_CORRUPTED | MDB_PAGE_NOTFOUND | MDB_PANIC => Error::Corrupted(strerror(rc)),
        MDB_INVALID | MDB_VERSION_MISMATCH => Error::Invalid(strerror(rc)),
        MDB_DBS_FULL | MDB_READERS_FULL | MDB_TLS_FULL | MDB_TXN_FULL | MDB_CURSOR_FULL
        | MDB_PAGE_FULL => Error::Limit(strerror(rc)),
        MDB_INCOMPATIBLE => Error::Incompatible(strerror(rc)),
        _ => Error::Other {
            code: rc,
            message: strerror(rc),
        },
    }
}
