//! The four DLMDB databases a Quiver database is made of, their key layouts,
//! and the reads every layer above shares (decoding an index entry, finding
//! a giant's key, meta records). docs/storage-format.md, section "Indexes",
//! describes the bytes.

use std::path::Path;

use quiver_kv::{Database, DbFlags, Env, EnvFlags, EnvOptions, PutFlags, RoTxn, RwTxn};

use crate::encoding::{
    self, IndexForm, StoredIndexForm, decode_exact, encode, index_bytes, parse_index_bytes,
};
use crate::error::{Error, Result};
use crate::ids::{AttrId, EntityId, GiantId};
use crate::value::{Keyword, Stored};

/// The access cache's default size in bytes ([`DbOptions::access_cache_bytes`]).
pub const DEFAULT_ACCESS_CACHE_BYTES: usize = 64 << 20;

/// How a database is opened.
///
/// ```
/// use quiver::{Db, DbOptions};
/// let dir = tempfile::tempdir()?;
/// Db::open(dir.path(), DbOptions::default())?.transact_edn("[{:name \"Ann\"}]")?;
/// let ro = Db::open(dir.path(), DbOptions { read_only: true, ..DbOptions::default() })?;
/// assert!(ro.transact_edn("[{:name \"Bob\"}]").is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy)]
pub struct DbOptions {
    /// Create the `eav` and `ave` indexes with DLMDB prefix compression
    /// (default on). Only used when the database is created: an existing
    /// database keeps the flags it was created with.
    pub prefix_compression: bool,
    /// Skip fsync on commit (`MDB_NOSYNC`): commits are much faster, and a
    /// crash of the machine (not of the process) may lose the latest
    /// commits or, on file systems that reorder writes, leave the file
    /// damaged. For bulk loads and tests; `Db::sync` flushes.
    pub no_sync: bool,
    /// Skip the fsync of the meta page on commit (`MDB_NOMETASYNC`): one
    /// sync per commit instead of two. A machine crash (not a crash of the
    /// process) may lose the last commit, never the database's
    /// consistency; the next commit's sync makes the one before it
    /// durable. On by default, as in Datalevin (whose default environment
    /// flags hold `:nometasync`); `false` syncs both (D-868).
    pub no_meta_sync: bool,
    /// Initial map size in bytes; the map grows by itself.
    pub map_size: usize,
    /// Open read-only (`MDB_RDONLY`): every write fails with the storage
    /// error `ReadOnly`, and a missing database is an error. Works on
    /// read-only media and copies without write permission (without a
    /// lock file, so no other process may write it meanwhile).
    pub read_only: bool,
    /// Create the database when the directory has none (default true). A
    /// directory holding a `lock.mdb` but a missing or empty `data.mdb`
    /// is refused whatever this says (D-602).
    pub create: bool,
    /// Declare the schema closed (Datalevin's `:closed-schema? true`): a
    /// transaction or import that writes an attribute the schema does not
    /// declare is refused ([`crate::TxErrorKind::UnknownAttribute`]) and
    /// writes nothing. Stored with the database: once a database is
    /// opened with it, it stays closed (opening without it does not
    /// reopen the schema). Default off: an unknown attribute is added
    /// as an untyped one.
    pub closed_schema: bool,
    /// Bytes of storage reads (entity lists, counts, samples) kept across
    /// queries and commits, shared by every query and thread of this
    /// database (default 64 MiB; 0 turns the access cache off, D-351).
    pub access_cache_bytes: usize,
    /// Data steps from which a transaction that only creates entities is
    /// written by the bulk writer (sorted, appended writes, D-605); below
    /// it the per-datom path is as fast. Default 5,000. Either path
    /// writes the same datoms.
    pub bulk_write_min_steps: usize,
}

impl Default for DbOptions {
    fn default() -> Self {
        DbOptions {
            prefix_compression: true,
            no_sync: false,
            no_meta_sync: true,
            map_size: 64 << 20,
            read_only: false,
            create: true,
            closed_schema: false,
            access_cache_bytes: DEFAULT_ACCESS_CACHE_BYTES,
            bulk_write_min_steps: 5_000,
        }
    }
}

/// `meta` key of the format version (`u32` BE).
const META_VERSION: &[u8] = b"format-version";
/// `meta` key present (value `1`) when the schema is closed.
const META_CLOSED_SCHEMA: &[u8] = b"closed-schema";
/// `meta` key of the largest user entity id ever used (`u64` BE).
pub(crate) const META_MAX_EID: &[u8] = b"max-eid";
/// `meta` key of the largest id used in the schema partition (`u64` BE).
pub(crate) const META_MAX_SCHEMA_EID: &[u8] = b"max-schema-eid";
/// First id of the schema partition: entities that define attributes get
/// ids above it, so data entities are numbered from 1 as in Datalevin.
pub const SCHEMA_BASE: u64 = 1 << 61;
/// `meta` key of the last transaction number `t` (`u64` BE).
pub(crate) const META_MAX_T: &[u8] = b"max-t";
/// `meta` key of the last giant id handed out (`u64` BE).
pub(crate) const META_MAX_GIANT: &[u8] = b"max-giant";
/// `meta` key prefix of the attribute interning table: `01 ‖ aid` → keyword.
pub(crate) const META_ATTR: u8 = 0x01;
/// `meta` key prefix of the distinct-value counters: `02 ‖ aid` → `u64` BE.
const META_DISTINCT: u8 = 0x02;

/// The `meta` key of an attribute's interning record.
pub(crate) fn attr_key(id: AttrId) -> [u8; 5] {
    let b = id.to_be_bytes();
    [META_ATTR, b[0], b[1], b[2], b[3]]
}

/// The `meta` key of an attribute's distinct-value counter.
pub(crate) fn distinct_key(id: AttrId) -> [u8; 5] {
    let b = id.to_be_bytes();
    [META_DISTINCT, b[0], b[1], b[2], b[3]]
}

/// The environment and its databases.
#[derive(Debug)]
pub struct Store {
    pub(crate) env: Env,
    pub(crate) eav: Database,
    pub(crate) ave: Database,
    pub(crate) meta: Database,
    pub(crate) giants: Database,
    /// Bytes a value's index form may take: max key size − 4 (attr id).
    pub(crate) budget: usize,
    /// Whether the schema is closed (`meta` record, D-728).
    pub(crate) closed_schema: bool,
    /// [`DbOptions::bulk_write_min_steps`].
    pub(crate) bulk_write_min_steps: usize,
    /// Which commit last wrote each attribute and value (D-350).
    pub(crate) versions: crate::versions::Versions,
    /// What the write transaction under way wrote so far (writers add
    /// theirs as they finish; the commit raises the marks).
    pub(crate) changes: std::sync::Mutex<crate::versions::Changes>,
}

impl Store {
    /// The DLMDB environment: transactions, growth, size, sync, interrupts.
    pub fn env(&self) -> &Env {
        &self.env
    }

    /// A store on the same environment and databases whose marks of what
    /// changed (for caches) are its own: the store of a speculative view
    /// (D-884), which is never written and never changes.
    pub fn speculative_twin(&self) -> Store {
        Store {
            env: self.env.handle(),
            eav: self.eav,
            ave: self.ave,
            meta: self.meta,
            giants: self.giants,
            budget: self.budget,
            closed_schema: self.closed_schema,
            bulk_write_min_steps: self.bulk_write_min_steps,
            versions: crate::versions::Versions::new(0),
            changes: std::sync::Mutex::new(crate::versions::Changes::Unreported),
        }
    }

    /// Which commit last wrote each attribute and value (D-350).
    pub fn versions(&self) -> &crate::versions::Versions {
        &self.versions
    }

    /// Whether the schema is closed (`meta` record, D-728).
    pub fn closed_schema(&self) -> bool {
        self.closed_schema
    }

    /// The four databases a Quiver database is made of, by name:
    /// `eav`, `ave`, `meta`, `giants`.
    pub fn databases(&self) -> [(&'static str, Database); 4] {
        [
            ("eav", self.eav),
            ("ave", self.ave),
            ("meta", self.meta),
            ("giants", self.giants),
        ]
    }

    /// Opens or creates the store at `path` and checks the format version.
    pub fn open(path: &Path, options: DbOptions) -> Result<Store> {
        let env = Env::open(
            path,
            EnvOptions {
                map_size: options.map_size,
                flags: EnvFlags {
                    no_sync: options.no_sync,
                    no_meta_sync: options.no_meta_sync,
                    no_read_ahead: true,
                    read_only: options.read_only,
                    ..EnvFlags::default()
                },
                create: options.create,
                ..EnvOptions::default()
            },
        )?;
        let index = DbFlags {
            prefix_compression: options.prefix_compression,
            ..DbFlags::index()
        };
        let open = |name: &str, flags: DbFlags| -> Result<quiver_kv::Database> {
            if options.read_only {
                env.open_db(Some(name))?.ok_or_else(|| {
                    Error::Corrupt(format!(
                        "{} is not a Quiver database (no `{name}` index)",
                        path.display()
                    ))
                })
            } else {
                Ok(env.create_db(Some(name), flags)?)
            }
        };
        let eav = open("eav", index)?;
        let ave = open(
            "ave",
            DbFlags {
                dupfixed: true,
                ..index
            },
        )?;
        let meta = open("meta", DbFlags::counted())?;
        let giants = open("giants", DbFlags::default())?;
        let budget = env.max_key_size().saturating_sub(4);
        let store = Store {
            env,
            eav,
            ave,
            meta,
            giants,
            budget,
            closed_schema: false,
            bulk_write_min_steps: options.bulk_write_min_steps,
            versions: crate::versions::Versions::new(0),
            changes: std::sync::Mutex::new(crate::versions::Changes::Unreported),
        };
        store.check_version()?;
        let mut store = store;
        store.closed_schema = store.open_closed_schema(options.closed_schema)?;
        Ok(store)
    }

    /// Whether the schema is closed: as recorded, or made so now when
    /// `close` asks for it (recorded for later opens).
    fn open_closed_schema(&self, close: bool) -> Result<bool> {
        let recorded = {
            let txn = self.env.read_txn()?;
            txn.get(self.meta, META_CLOSED_SCHEMA)?.is_some()
        };
        if recorded || !close {
            return Ok(recorded);
        }
        if self.env.is_read_only() {
            return Err(Error::InvalidArgument(
                "a read-only database cannot be given a closed schema".into(),
            ));
        }
        self.env.write(|txn| {
            txn.put(self.meta, META_CLOSED_SCHEMA, &[1], PutFlags::default())
                .map_err(Error::from)
        })?;
        Ok(true)
    }

    fn check_version(&self) -> Result<()> {
        let found = {
            let txn = self.env.read_txn()?;
            txn.get(self.meta, META_VERSION)?.map(be_u32)
        };
        match found {
            Some(Some(v)) if v == encoding::FORMAT_VERSION => Ok(()),
            Some(Some(v)) => Err(Error::FormatVersion {
                found: v,
                supported: encoding::FORMAT_VERSION,
            }),
            Some(None) => Err(Error::Corrupt(
                "format version record is not 4 bytes".into(),
            )),
            None if self.env.is_read_only() => Err(Error::Corrupt(
                "the database has no format version record".into(),
            )),
            None => self.env.write(|txn| {
                txn.put(
                    self.meta,
                    META_VERSION,
                    &encoding::FORMAT_VERSION.to_be_bytes(),
                    PutFlags::default(),
                )
                .map_err(Error::from)
            }),
        }
    }

    /// The entity whose `:db/ident` is `ident`.
    pub fn entity_with_ident(&self, txn: &RoTxn<'_>, ident: &Keyword) -> Result<Option<EntityId>> {
        let enc = encode(&Stored::Keyword(ident.clone()));
        self.unique_holder(txn, crate::schema::DB_IDENT, &enc)
    }

    /// The first entity holding `(attr, value encoding)` in AVE.
    pub fn unique_holder(
        &self,
        txn: &RoTxn<'_>,
        a: AttrId,
        enc: &[u8],
    ) -> Result<Option<EntityId>> {
        let Some(key) = self.find_av(txn, a, enc)? else {
            return Ok(None);
        };
        let mut cur = txn.cursor(self.ave)?;
        cur.seek_key(&key)?.map(|(_, e)| entity_of(e)).transpose()
    }

    /// The stored `attr ‖ index form` key of a value, or `None` when the
    /// value is a giant not stored under `a`. For an inline value the key
    /// is returned whether or not it is stored.
    pub fn find_av(&self, txn: &RoTxn<'_>, a: AttrId, enc: &[u8]) -> Result<Option<Vec<u8>>> {
        let mut key = a.to_be_bytes().to_vec();
        match index_bytes(enc, self.budget)? {
            IndexForm::Inline(b) => {
                key.extend_from_slice(b);
                Ok(Some(key))
            }
            IndexForm::Giant(g) => {
                key.extend_from_slice(g.prefix());
                self.find_giant(txn, &key, enc)
            }
        }
    }

    /// Scans the AVE keys starting with `prefix` (attr ‖ a giant's kept
    /// prefix; every such key is a giant) for one whose full encoding is
    /// `enc`.
    fn find_giant(&self, txn: &RoTxn<'_>, prefix: &[u8], enc: &[u8]) -> Result<Option<Vec<u8>>> {
        let mut cur = txn.cursor(self.ave)?;
        let mut candidate = cur.seek_range(prefix)?.map(|(k, _)| k.to_vec());
        while let Some(key) = candidate {
            if !key.starts_with(prefix) {
                break;
            }
            let id = giant_id_of(&key)?;
            if self.giant(txn, id)? == enc {
                return Ok(Some(key));
            }
            candidate = cur.next_nodup()?.map(|(k, _)| k.to_vec());
        }
        Ok(None)
    }

    /// The full encoding of a giant.
    pub fn giant<'t>(&self, txn: &'t RoTxn<'_>, id: GiantId) -> Result<&'t [u8]> {
        txn.get(self.giants, &id.to_be_bytes())?
            .ok_or_else(|| Error::Corrupt(format!("giant {id} is referenced but missing")))
    }

    /// Decodes an `attr ‖ index form` entry (an EAV duplicate or AVE key).
    pub fn decode_av(&self, txn: &RoTxn<'_>, av: &[u8]) -> Result<(AttrId, Stored)> {
        let (a, form) = split_av(av)?;
        Ok((a, self.decode_form(txn, form)?))
    }

    /// Decodes a value's index form, fetching a giant's full encoding.
    pub fn decode_form(&self, txn: &RoTxn<'_>, form: &[u8]) -> Result<Stored> {
        match parse_index_bytes(form, self.budget)? {
            StoredIndexForm::Inline(b) => decode_exact(b),
            StoredIndexForm::Giant { id, .. } => decode_exact(self.giant(txn, id)?),
        }
    }

    /// Adds what a writer wrote to the write transaction's changes.
    pub fn note_changes(&self, c: crate::versions::Changes) {
        self.changes
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .merge(c);
    }

    /// Takes the write transaction's changes, leaving none reported.
    pub fn take_changes(&self) -> crate::versions::Changes {
        std::mem::take(&mut *self.changes.lock().unwrap_or_else(|p| p.into_inner()))
    }

    /// Reads a `u64` meta record (0 when absent).
    pub fn meta_u64(&self, txn: &RoTxn<'_>, key: &[u8]) -> Result<u64> {
        match txn.get(self.meta, key)? {
            None => Ok(0),
            Some(b) => {
                be_u64(b).ok_or_else(|| Error::Corrupt("meta counter is not 8 bytes".into()))
            }
        }
    }

    /// Writes a `u64` meta record.
    pub fn put_meta_u64(&self, txn: &mut RwTxn<'_>, key: &[u8], v: u64) -> Result<()> {
        txn.put(self.meta, key, &v.to_be_bytes(), PutFlags::default())?;
        Ok(())
    }

    /// Writes an attribute's interning record.
    pub fn put_attr(&self, txn: &mut RwTxn<'_>, id: AttrId, ident: &Keyword) -> Result<()> {
        let enc = encode(&Stored::Keyword(ident.clone()));
        txn.put(self.meta, &attr_key(id), &enc, PutFlags::default())?;
        Ok(())
    }
}

/// Splits an `attr ‖ index form` entry.
pub fn split_av(av: &[u8]) -> Result<(AttrId, &[u8])> {
    if av.len() < 5 {
        return Err(Error::Corrupt(format!(
            "index entry of {} bytes is too short for attr ‖ value",
            av.len()
        )));
    }
    let (a, form) = av.split_at(4);
    let mut b = [0u8; 4];
    b.copy_from_slice(a);
    Ok((AttrId::from_be_bytes(b), form))
}

/// Reads an 8-byte entity id (an EAV key or AVE duplicate).
pub fn entity_of(bytes: &[u8]) -> Result<EntityId> {
    be_u64(bytes)
        .map(EntityId)
        .ok_or_else(|| Error::Corrupt(format!("entity id of {} bytes", bytes.len())))
}

/// The entities of AVE key `key`, ascending: a DUPFIXED `ave` a page at a
/// time (`between` is called after every 64 pages, to check for
/// cancellation), else one `list_dup` (databases made before D-601).
/// Empty when the key is absent.
pub fn ave_entities<E: From<Error> + From<quiver_kv::Error>>(
    ave: &mut quiver_kv::Cursor<'_>,
    key: &[u8],
    mut between: impl FnMut() -> std::result::Result<(), E>,
) -> std::result::Result<Vec<u64>, E> {
    let mut ids = Vec::new();
    if ave.seek_key(key)?.is_none() {
        return Ok(ids);
    }
    if ave.database().flags().dupfixed {
        let mut at = quiver_kv::Chunk::First;
        let mut n = 0usize;
        while let Some(chunk) = ave.dup_chunk(at, 8)? {
            for eb in chunk.chunks_exact(8) {
                ids.push(entity_of(eb)?.0);
            }
            at = quiver_kv::Chunk::Next;
            n += 1;
            if n % 64 == 0 {
                between()?;
            }
        }
    } else {
        for eb in ave.list_dup()?.iter() {
            ids.push(entity_of(eb)?.0);
        }
    }
    Ok(ids)
}

/// The giant id at the end of a giant's AVE key or EAV duplicate.
pub(crate) fn giant_id_of(av: &[u8]) -> Result<GiantId> {
    av.len()
        .checked_sub(8)
        .and_then(|i| be_u64(&av[i..]))
        .map(GiantId)
        .ok_or_else(|| Error::Corrupt("giant key too short".into()))
}

pub(crate) fn be_u64(b: &[u8]) -> Option<u64> {
    <[u8; 8]>::try_from(b).ok().map(u64::from_be_bytes)
}

pub(crate) fn be_u32(b: &[u8]) -> Option<u32> {
    <[u8; 4]>::try_from(b).ok().map(u32::from_be_bytes)
}

/// Where the pages of `data.mdb` go (`Db::space_report`): one
/// [`quiver_kv::Stat`] per database (pages by kind, entries, depth), the
/// pages on DLMDB's free list, and the file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SpaceReport {
    /// Page size in bytes.
    pub page_size: u64,
    /// `(name, stat)` for `eav`, `ave`, `meta`, `giants` and DLMDB's main
    /// database (the records of the named ones).
    pub dbs: Vec<(&'static str, quiver_kv::Stat)>,
    /// Pages on the free list (unused, kept for later writes).
    pub free_pages: u64,
    /// Pages up to the last one in use (`last_page + 1`).
    pub used_pages: u64,
    /// Size of `data.mdb` in bytes.
    pub file_bytes: u64,
}

impl std::fmt::Display for SpaceReport {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mib = |pages: u64| (pages * self.page_size) as f64 / 1_048_576.0;
        writeln!(
            f,
            "{:<7} {:>9} {:>9} {:>9} {:>10} {:>9}",
            "db", "branch", "leaf", "overflow", "entries", "MiB"
        )?;
        let mut pages_in_dbs = 0;
        for (name, s) in &self.dbs {
            let pages = s.branch_pages + s.leaf_pages + s.overflow_pages;
            pages_in_dbs += pages;
            writeln!(
                f,
                "{name:<7} {:>9} {:>9} {:>9} {:>10} {:>9.2}",
                s.branch_pages,
                s.leaf_pages,
                s.overflow_pages,
                s.entries,
                mib(pages)
            )?;
        }
        writeln!(
            f,
            "free {} pages ({:.2} MiB); other (meta pages, free-list db) {} pages; file {:.2} MiB",
            self.free_pages,
            mib(self.free_pages),
            self.used_pages
                .saturating_sub(pages_in_dbs + self.free_pages),
            self.file_bytes as f64 / 1_048_576.0
        )
    }
}

#[cfg(test)]
mod sync_tests {
    use super::*;

    /// D-868: by default an environment syncs once per commit
    /// (`MDB_NOMETASYNC`); `no_meta_sync: false` syncs the meta page too.
    #[test]
    fn the_default_syncs_once_per_commit() {
        let d = tempfile::tempdir().unwrap();
        let store = Store::open(d.path(), DbOptions::default()).unwrap();
        assert!(store.env().skips_meta_sync().unwrap());
        drop(store);
        let d = tempfile::tempdir().unwrap();
        let both = DbOptions {
            no_meta_sync: false,
            ..DbOptions::default()
        };
        let store = Store::open(d.path(), both).unwrap();
        assert!(!store.env().skips_meta_sync().unwrap());
    }
}
