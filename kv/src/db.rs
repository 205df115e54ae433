//! Database handles and their flags.

use dlmdb_sys as ffi;

/// How a database stores its data; fixed when the database is created.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct DbFlags {
    /// Keys may have many sorted values (duplicates).
    pub dupsort: bool,
    /// Keep per-branch counts: O(log n) counts, ranks and sampling.
    pub counted: bool,
    /// Compress shared key (and duplicate value) prefixes.
    pub prefix_compression: bool,
    /// Keys are native-endian unsigned integers.
    pub integer_key: bool,
    /// With `dupsort`: all values have the same size.
    pub dupfixed: bool,
    /// With `dupsort`: values are native-endian unsigned integers.
    pub integer_dup: bool,
    /// Compare keys from their last byte.
    pub reverse_key: bool,
}

impl DbFlags {
    /// A plain counted database.
    pub fn counted() -> DbFlags {
        DbFlags {
            counted: true,
            ..DbFlags::default()
        }
    }

    /// What Quiver's indexes use: DUPSORT + COUNTED + PREFIX_COMPRESSION.
    pub fn index() -> DbFlags {
        DbFlags {
            dupsort: true,
            counted: true,
            prefix_compression: true,
            ..DbFlags::default()
        }
    }

    pub(crate) fn bits(self) -> u32 {
        let mut f = 0;
        for (on, bit) in [
            (self.dupsort, ffi::MDB_DUPSORT),
            (self.counted, ffi::MDB_COUNTED),
            (self.prefix_compression, ffi::MDB_PREFIX_COMPRESSION),
            (self.integer_key, ffi::MDB_INTEGERKEY),
            (self.dupfixed, ffi::MDB_DUPFIXED),
            (self.integer_dup, ffi::MDB_INTEGERDUP),
            (self.reverse_key, ffi::MDB_REVERSEKEY),
        ] {
            if on {
                f |= bit;
            }
        }
        f
    }

    pub(crate) fn from_bits(f: u32) -> DbFlags {
        DbFlags {
            dupsort: f & ffi::MDB_DUPSORT != 0,
            counted: f & ffi::MDB_COUNTED != 0,
            prefix_compression: f & ffi::MDB_PREFIX_COMPRESSION != 0,
            integer_key: f & ffi::MDB_INTEGERKEY != 0,
            dupfixed: f & ffi::MDB_DUPFIXED != 0,
            integer_dup: f & ffi::MDB_INTEGERDUP != 0,
            reverse_key: f & ffi::MDB_REVERSEKEY != 0,
        }
    }
}

/// A handle to one database of an environment; cheap to copy, valid for the
/// life of the [`crate::Env`] it came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Database {
    pub(crate) dbi: ffi::MDB_dbi,
    pub(crate) flags: DbFlags,
}

impl Database {
    /// The flags the database was created with.
    pub fn flags(&self) -> DbFlags {
        self.flags
    }
}

/// Flags for a write.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct PutFlags {
    /// Fail with `KeyExists` if the key is present.
    pub no_overwrite: bool,
    /// DUPSORT: fail with `KeyExists` if the exact pair is present.
    pub no_dup_data: bool,
    /// Keys arrive in ascending order (bulk load; wrong order → `KeyExists`).
    pub append: bool,
    /// DUPSORT: values of a key arrive in ascending order.
    pub append_dup: bool,
}

impl PutFlags {
    /// Skip the write (with `KeyExists`) if the pair is already there.
    pub fn no_dup_data() -> PutFlags {
        PutFlags {
            no_dup_data: true,
            ..PutFlags::default()
        }
    }

    pub(crate) fn bits(self) -> u32 {
        let mut f = 0;
        if self.no_overwrite {
            f |= ffi::MDB_NOOVERWRITE;
        }
        if self.no_dup_data {
            f |= ffi::MDB_NODUPDATA;
        }
        if self.append {
            f |= ffi::MDB_APPEND;
        }
        if self.append_dup {
            f |= ffi::MDB_APPENDDUP;
        }
        f
    }
}

/// Statistics of one database ([`crate::RoTxn::stat`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Stat {
    /// Page size in bytes.
    pub page_size: u32,
    /// B-tree depth.
    pub depth: u32,
    /// Internal pages.
    pub branch_pages: u64,
    /// Leaf pages.
    pub leaf_pages: u64,
    /// Overflow pages (large values).
    pub overflow_pages: u64,
    /// Entries (key/value pairs, dups counted).
    pub entries: u64,
}

impl Stat {
    /// Bytes of pages the database occupies.
    pub fn bytes(&self) -> u64 {
        (self.branch_pages + self.leaf_pages + self.overflow_pages) * u64::from(self.page_size)
    }
}
