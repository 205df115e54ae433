//! The environment: one memory-mapped DLMDB file, its options, the map that
//! grows by itself, and the gate that keeps transactions out while it grows.

use crate::db::{Database, DbFlags};
use crate::error::{Error, Result, from_rc};
use dlmdb_sys as ffi;
use std::collections::HashSet;
use std::ffi::CString;
use std::os::unix::ffi::OsStrExt;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex, OnceLock};
use std::time::Duration;

/// Environment flags a user may choose (NOTLS is always on: read
/// transactions belong to their object, not to a thread, so they are `Send`).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct EnvFlags {
    /// Do not fsync on commit (faster; a crash may lose recent commits but
    /// never corrupts). Good for bulk loads and tests.
    pub no_sync: bool,
    /// Do not fsync the meta page on commit.
    pub no_meta_sync: bool,
    /// Turn off OS read-ahead (helps random access on large files).
    pub no_read_ahead: bool,
    /// Use a writeable memory map (faster writes, less protection).
    pub write_map: bool,
    /// Open read-only.
    pub read_only: bool,
}

impl EnvFlags {
    fn bits(self) -> u32 {
        let mut f = ffi::MDB_NOTLS;
        if self.no_sync {
            f |= ffi::MDB_NOSYNC;
        }
        if self.no_meta_sync {
            f |= ffi::MDB_NOMETASYNC;
        }
        if self.no_read_ahead {
            f |= ffi::MDB_NORDAHEAD;
        }
        if self.write_map {
            f |= ffi::MDB_WRITEMAP;
        }
        if self.read_only {
            f |= ffi::MDB_RDONLY;
        }
        f
    }
}

/// Options for [`Env::open`].
#[derive(Debug, Clone, Copy)]
pub struct EnvOptions {
    /// Initial map size in bytes. The map grows by itself (doubling) when a
    /// write through [`Env::write`] fills it, so this is only a starting point.
    pub map_size: usize,
    /// Maximum number of named databases.
    pub max_dbs: u32,
    /// Maximum number of concurrent read transactions (reader slots).
    pub max_readers: u32,
    /// Environment flags.
    pub flags: EnvFlags,
    /// How long a map growth waits for this process's open read transactions
    /// to finish before giving up with [`Error::GrowBlocked`].
    pub grow_wait: Duration,
    /// Create the environment when the directory holds none (a new or
    /// empty directory). When false, opening where there is no
    /// environment fails with [`Error::NotFound`]. Never applies to a
    /// directory that has a `lock.mdb` but a missing or empty `data.mdb`:
    /// that is [`Error::MissingData`] (D-602).
    pub create: bool,
}

impl Default for EnvOptions {
    fn default() -> Self {
        EnvOptions {
            map_size: 64 << 20,
            max_dbs: 32,
            max_readers: 1024,
            flags: EnvFlags {
                no_read_ahead: true,
                ..EnvFlags::default()
            },
            grow_wait: Duration::from_secs(10),
            create: true,
        }
    }
}

/// The largest map we grow to by ourselves (1 TiB of address space).
const MAX_AUTO_MAP: usize = 1 << 40;

/// No environment file is shorter than its two meta pages of at least
/// 4 KiB each.
const MIN_FILE: u64 = 8192;

/// Creates and opens an env with `flags`; closes it again on failure.
fn open_raw(c_path: &CString, options: &EnvOptions, flags: u32) -> Result<*mut ffi::MDB_env> {
    let mut ptr = std::ptr::null_mut();
    // SAFETY: mdb_env_create writes a fresh handle into `ptr`.
    check(unsafe { ffi::mdb_env_create(&mut ptr) })?;
    let configure = || -> Result<()> {
        // SAFETY: `ptr` is a created, not yet opened env; these setters
        // are valid before mdb_env_open.
        unsafe {
            check(ffi::mdb_env_set_mapsize(ptr, options.map_size))?;
            check(ffi::mdb_env_set_maxdbs(ptr, options.max_dbs))?;
            check(ffi::mdb_env_set_maxreaders(ptr, options.max_readers))?;
            check(ffi::mdb_env_set_assert(ptr, Some(crate::fatal::on_assert)))?;
            check(ffi::mdb_env_open(ptr, c_path.as_ptr(), flags, 0o644))
        }
    };
    match configure() {
        Ok(()) => Ok(ptr),
        Err(e) => {
            // SAFETY: the env failed to open; closing releases the handle
            // (LMDB requires mdb_env_close even after a failed open).
            unsafe { ffi::mdb_env_close(ptr) };
            Err(e)
        }
    }
}

/// Fails with [`Error::Truncated`] when `data.mdb` is shorter than the
/// pages its meta page says are in use. Reads only the env's own fields
/// and the meta pages (which the caller checked the file holds), so a
/// short file is found before any page beyond its end is touched.
fn check_length(ptr: *mut ffi::MDB_env, data: &Path) -> Result<()> {
    let mut info = std::mem::MaybeUninit::<ffi::MDB_envinfo>::uninit();
    // SAFETY: `ptr` is an open env; mdb_env_info fills the struct on success.
    check(unsafe { ffi::mdb_env_info(ptr, info.as_mut_ptr()) })?;
    // SAFETY: initialised by the successful call above.
    let last_page = unsafe { info.assume_init() }.me_last_pgno as u64;
    let mut stat = ffi::MDB_stat::default();
    // SAFETY: `ptr` is an open env; `stat` is a full out-struct.
    check(unsafe { ffi::mdb_env_stat(ptr, &mut stat) })?;
    let expected = (last_page + 1).saturating_mul(u64::from(stat.ms_psize));
    let size = std::fs::metadata(data)
        .map_err(|source| Error::Io {
            path: data.to_path_buf(),
            source,
        })?
        .len();
    if size < expected {
        return Err(Error::Truncated {
            path: data.to_path_buf(),
            size,
            expected,
        });
    }
    Ok(())
}

/// Counts open transactions so the map is only resized when none is open.
///
/// Entering and leaving are two atomic operations each, no lock (they
/// happen for every transaction and every check of the last commit): an
/// entrant counts itself, then checks `resizing`; a resizer sets
/// `resizing`, then checks the count. Both orders are `SeqCst`, so at
/// least one of the two sees the other: the entrant backs out and waits,
/// or the resizer waits for it to leave. Waiting (rare) happens on
/// `gate_lock`/`gate_cv`; whoever wakes a waiter changes the state it
/// waits on while holding the lock, so no wake-up is lost (D-859).
#[derive(Default)]
struct Gate {
    active: AtomicUsize,
    resizing: AtomicBool,
}

pub(crate) struct EnvInner {
    pub(crate) ptr: *mut ffi::MDB_env,
    path: PathBuf,
    gate: Gate,
    gate_lock: Mutex<()>,
    gate_cv: Condvar,
    map_size: Mutex<usize>,
    max_key: usize,
    grow_wait: Duration,
    /// Opened with `MDB_RDONLY`: write transactions are refused up front.
    pub(crate) read_only: bool,
    /// Mirrors DLMDB's interrupt flag (set and cleared only through
    /// [`InterruptHandle`]): a transaction that an interrupt made unusable
    /// reports later failures as [`Error::Interrupted`], not as a bad txn.
    pub(crate) interrupted: std::sync::atomic::AtomicBool,
    /// Why the meta pages disagree, found at open: writes are refused
    /// (D-748).
    pub(crate) meta_damage: Option<String>,
}

// SAFETY: an MDB_env is designed to be shared by threads; all mutation of
// its configuration (set_mapsize) happens under our gate with no
// transactions open, and the interrupt flag is an atomic inside DLMDB.
unsafe impl Send for EnvInner {}
// SAFETY: see above; `&EnvInner` only exposes thread-safe DLMDB calls.
unsafe impl Sync for EnvInner {}

impl Drop for EnvInner {
    fn drop(&mut self) {
        // SAFETY: the last reference is going away, so no transaction or
        // cursor of this env is alive (they borrow `Env`), and the pointer
        // came from a successful mdb_env_create.
        unsafe { ffi::mdb_env_close(self.ptr) };
        open_paths()
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .remove(&self.path);
    }
}

fn open_paths() -> &'static Mutex<HashSet<PathBuf>> {
    static PATHS: OnceLock<Mutex<HashSet<PathBuf>>> = OnceLock::new();
    PATHS.get_or_init(Default::default)
}

/// An open DLMDB environment (a directory holding `data.mdb` and `lock.mdb`).
///
/// Transactions borrow the `Env`, so it outlives them by construction.
///
/// ```no_run
/// use quiver_kv::{Env, EnvOptions, DbFlags};
/// let env = Env::open("/tmp/example-db", EnvOptions::default())?;
/// let db = env.create_db(Some("items"), DbFlags::counted())?;
/// env.write(|txn| txn.put(db, b"k", b"v", Default::default()))?;
/// let rtxn = env.read_txn()?;
/// assert_eq!(rtxn.get(db, b"k")?, Some(&b"v"[..]));
/// # Ok::<(), quiver_kv::Error>(())
/// ```
pub struct Env {
    pub(crate) inner: Arc<EnvInner>,
}

impl std::fmt::Debug for Env {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Env")
            .field("path", &self.inner.path)
            .finish()
    }
}

fn check(rc: i32) -> Result<()> {
    if rc == 0 { Ok(()) } else { Err(from_rc(rc, 0)) }
}

impl Env {
    /// Opens (creating if needed) the environment in directory `path`.
    ///
    /// Before mapping the file it checks what is there (D-602): a
    /// directory with a `lock.mdb` but a missing or empty `data.mdb` is
    /// [`Error::MissingData`] (not silently a new, empty database), a
    /// `data.mdb` shorter than its meta page says is [`Error::Truncated`]
    /// (mapping it would kill the process with SIGBUS at the first read),
    /// and with `create: false` or `read_only` a directory without an
    /// environment is [`Error::NotFound`]. A read-only open whose lock file
    /// cannot be opened for writing (read-only media, a copy without write
    /// permission) falls back to `MDB_NOLOCK`.
    pub fn open(path: impl AsRef<Path>, options: EnvOptions) -> Result<Env> {
        let path = path.as_ref();
        // Every other call reaches the library through an open env, so a
        // missing library is reported here, as an error, once.
        dlmdb_sys::load()?;
        let data = path.join("data.mdb");
        let data_len = match std::fs::metadata(&data) {
            Ok(m) if m.is_dir() => {
                return Err(Error::Io {
                    path: data,
                    source: std::io::Error::new(
                        std::io::ErrorKind::InvalidInput,
                        "is a directory, not a database file",
                    ),
                });
            }
            Ok(m) => Some(m.len()),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => None,
            Err(source) => return Err(Error::Io { path: data, source }),
        };
        if data_len.unwrap_or(0) == 0 {
            if path.join("lock.mdb").exists() {
                return Err(Error::MissingData {
                    path: path.to_path_buf(),
                    empty: data_len.is_some(),
                });
            }
            if !options.create || options.flags.read_only {
                return Err(Error::NotFound(path.to_path_buf()));
            }
        } else if let Some(len) = data_len
            && len < MIN_FILE
        {
            return Err(Error::Truncated {
                path: data,
                size: len,
                expected: MIN_FILE,
            });
        }
        // The two meta pages, judged before DLMDB reads them (D-748).
        let mut meta_damage = None;
        if let Some(len) = data_len {
            match crate::meta::inspect(&data, len)? {
                crate::meta::State::Sound | crate::meta::State::BothDamaged => {}
                crate::meta::State::Disagree(why) => meta_damage = Some(why),
                crate::meta::State::OneDamaged {
                    bad,
                    good,
                    good_bytes,
                    psize,
                } => {
                    if options.flags.read_only {
                        return Err(Error::Corrupted(format!(
                            "meta page {bad} of {} is damaged and the other copy is intact; open the database once for writing to restore it from that copy",
                            data.display()
                        )));
                    }
                    crate::meta::restore(&data, bad, &good, &good_bytes, psize)?;
                }
            }
        }
        if !options.flags.read_only {
            std::fs::create_dir_all(path).map_err(|source| Error::Io {
                path: path.to_path_buf(),
                source,
            })?;
        }
        let canonical = path.canonicalize().map_err(|source| Error::Io {
            path: path.to_path_buf(),
            source,
        })?;
        if !open_paths()
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .insert(canonical.clone())
        {
            return Err(Error::AlreadyOpen(canonical));
        }
        let release = |e: Error| {
            open_paths()
                .lock()
                .unwrap_or_else(|p| p.into_inner())
                .remove(&canonical);
            e
        };
        let c_path = CString::new(canonical.as_os_str().as_bytes()).map_err(|_| {
            release(Error::Io {
                path: canonical.clone(),
                source: std::io::Error::new(std::io::ErrorKind::InvalidInput, "path contains NUL"),
            })
        })?;
        let bits = options.flags.bits();
        let ptr = match open_raw(&c_path, &options, bits) {
            Err(Error::Other { code, .. }) if code == libc::EACCES && options.flags.read_only => {
                // No write access to the lock file: read without one.
                open_raw(&c_path, &options, bits | ffi::MDB_NOLOCK)
            }
            other => other,
        }
        .map_err(release)?;
        if let Err(e) = check_length(ptr, &data) {
            // SAFETY: the env is open and nothing of it is in use yet; the
            // check read only the meta pages, which the file holds.
            unsafe { ffi::mdb_env_close(ptr) };
            return Err(release(e));
        }
        // SAFETY: `ptr` is an open env.
        let max_key = unsafe { ffi::mdb_env_get_maxkeysize(ptr) }.max(1) as usize;
        let mut info = std::mem::MaybeUninit::<ffi::MDB_envinfo>::uninit();
        // SAFETY: mdb_env_info fills the whole struct on success.
        let map_size = if unsafe { ffi::mdb_env_info(ptr, info.as_mut_ptr()) } == 0 {
            // SAFETY: initialised by the successful call above.
            unsafe { info.assume_init() }.me_mapsize
        } else {
            options.map_size
        };
        let inner = EnvInner {
            ptr,
            path: canonical,
            gate: Gate::default(),
            gate_lock: Mutex::new(()),
            gate_cv: Condvar::new(),
            map_size: Mutex::new(map_size),
            max_key,
            grow_wait: options.grow_wait,
            read_only: options.flags.read_only,
            interrupted: std::sync::atomic::AtomicBool::new(false),
            meta_damage,
        };
        // Clear reader slots left by processes that died.
        let mut dead = 0;
        // SAFETY: `ptr` is an open env; `dead` is a valid out-pointer.
        unsafe { ffi::mdb_reader_check(ptr, &mut dead) };
        Ok(Env {
            inner: Arc::new(inner),
        })
    }

    /// The directory this environment lives in.
    pub fn path(&self) -> &Path {
        &self.inner.path
    }

    /// The largest key (and DUPSORT value) the environment accepts: 511.
    pub fn max_key_size(&self) -> usize {
        self.inner.max_key
    }

    /// Whether the environment was opened read-only.
    pub fn is_read_only(&self) -> bool {
        self.inner.read_only
    }

    /// The current map size in bytes.
    pub fn map_size(&self) -> usize {
        *self
            .inner
            .map_size
            .lock()
            .unwrap_or_else(|p| p.into_inner())
    }

    pub(crate) fn enter(&self) {
        let gate = &self.inner.gate;
        loop {
            if !gate.resizing.load(Ordering::SeqCst) {
                gate.active.fetch_add(1, Ordering::SeqCst);
                if !gate.resizing.load(Ordering::SeqCst) {
                    return;
                }
                // A resize began meanwhile: back out (waking it if this
                // was the last one it waits for) and wait for its end.
                self.leave();
            }
            drop(self.wait_resized(self.lock_gate()));
        }
    }

    /// Waits, holding the gate's lock `g`, until no resize runs; returns
    /// the lock.
    fn wait_resized<'g>(
        &self,
        mut g: std::sync::MutexGuard<'g, ()>,
    ) -> std::sync::MutexGuard<'g, ()> {
        while self.inner.gate.resizing.load(Ordering::SeqCst) {
            g = self
                .inner
                .gate_cv
                .wait(g)
                .unwrap_or_else(|p| p.into_inner());
        }
        g
    }

    pub(crate) fn leave(&self) {
        let gate = &self.inner.gate;
        // Only a resize waits for the last transaction to end (those
        // entering wait for the resize, which wakes them itself): a wake-up
        // takes the lock and a futex call, on every transaction's end
        // otherwise.
        if gate.active.fetch_sub(1, Ordering::SeqCst) == 1 && gate.resizing.load(Ordering::SeqCst) {
            let _g = self.lock_gate();
            self.inner.gate_cv.notify_all();
        }
    }

    fn lock_gate(&self) -> std::sync::MutexGuard<'_, ()> {
        self.inner
            .gate_lock
            .lock()
            .unwrap_or_else(|p| p.into_inner())
    }

    /// Doubles the map size. Waits (up to `EnvOptions::grow_wait`) until no
    /// transaction of this process is open, because remapping under a live
    /// reader would pull its pages away.
    pub fn grow(&self) -> Result<()> {
        if self.inner.read_only {
            return Err(Error::ReadOnly);
        }
        let current = self.map_size();
        let wanted = current.saturating_mul(2).min(MAX_AUTO_MAP.max(current));
        if wanted <= current {
            return Err(Error::MapFull { map_size: current });
        }
        self.resize(wanted)
    }

    /// Grows the map to at least `bytes` (rounded up to a power of two,
    /// at most 1 TiB) if it is smaller; a no-op otherwise. For a caller
    /// about to run one large write transaction: growing first saves
    /// [`Env::write`] from aborting and rerunning it. Waits for this
    /// process's open transactions like [`Env::grow`].
    pub fn reserve(&self, bytes: usize) -> Result<()> {
        if self.inner.read_only {
            return Err(Error::ReadOnly);
        }
        let current = self.map_size();
        if bytes <= current {
            return Ok(());
        }
        let wanted = bytes
            .checked_next_power_of_two()
            .unwrap_or(MAX_AUTO_MAP)
            .min(MAX_AUTO_MAP.max(current));
        if wanted <= current {
            return Ok(());
        }
        self.resize(wanted)
    }

    fn resize(&self, wanted: usize) -> Result<()> {
        let gate = &self.inner.gate;
        let mut g = self.wait_resized(self.lock_gate());
        gate.resizing.store(true, Ordering::SeqCst);
        let deadline = std::time::Instant::now() + self.inner.grow_wait;
        loop {
            let readers = gate.active.load(Ordering::SeqCst);
            if readers == 0 {
                break;
            }
            let now = std::time::Instant::now();
            if now >= deadline {
                gate.resizing.store(false, Ordering::SeqCst);
                self.inner.gate_cv.notify_all();
                return Err(Error::GrowBlocked { wanted, readers });
            }
            g = self
                .inner
                .gate_cv
                .wait_timeout(g, deadline - now)
                .unwrap_or_else(|p| p.into_inner())
                .0;
        }
        // SAFETY: no transaction of this process is open (the gate's count
        // is 0 and, with `resizing` set, new ones back out and wait), which
        // is what mdb_env_set_mapsize requires.
        let rc = unsafe { ffi::mdb_env_set_mapsize(self.inner.ptr, wanted) };
        if rc == 0 {
            *self
                .inner
                .map_size
                .lock()
                .unwrap_or_else(|p| p.into_inner()) = wanted;
        }
        gate.resizing.store(false, Ordering::SeqCst);
        self.inner.gate_cv.notify_all();
        drop(g);
        check(rc)
    }

    /// Adopts a map size grown by another process (after `MDB_MAP_RESIZED`).
    pub(crate) fn adopt_map_size(&self) -> Result<()> {
        self.resize(0)?;
        let mut info = std::mem::MaybeUninit::<ffi::MDB_envinfo>::uninit();
        // SAFETY: mdb_env_info fills the struct on success.
        if unsafe { ffi::mdb_env_info(self.inner.ptr, info.as_mut_ptr()) } == 0 {
            // SAFETY: initialised by the successful call above.
            let size = unsafe { info.assume_init() }.me_mapsize;
            *self
                .inner
                .map_size
                .lock()
                .unwrap_or_else(|p| p.into_inner()) = size;
        }
        Ok(())
    }

    /// Opens a named database, creating it with `flags` if it does not exist.
    /// Flags are fixed when a database is created; opening an existing one
    /// returns the flags it was created with. Runs its own write
    /// transaction, so do not call it while this thread holds a [`RwTxn`](crate::RwTxn).
    pub fn create_db(&self, name: Option<&str>, flags: DbFlags) -> Result<Database> {
        let c_name = name
            .map(CString::new)
            .transpose()
            .map_err(|_| Error::Other {
                code: libc::EINVAL,
                message: "database name contains NUL".into(),
            })?;
        self.write(|txn| {
            let db = txn.open_db_raw(c_name.as_deref(), flags.bits() | ffi::MDB_CREATE)?;
            Ok::<_, Error>(db)
        })
    }

    /// Opens an existing named database; `Ok(None)` if it does not exist.
    pub fn open_db(&self, name: Option<&str>) -> Result<Option<Database>> {
        let c_name = name
            .map(CString::new)
            .transpose()
            .map_err(|_| Error::Other {
                code: libc::EINVAL,
                message: "database name contains NUL".into(),
            })?;
        let txn = self.read_txn()?;
        match txn.open_db_raw(c_name.as_deref(), 0) {
            Ok(db) => {
                txn.commit_read()?;
                Ok(Some(db))
            }
            Err(Error::Other {
                code: ffi::MDB_NOTFOUND,
                ..
            }) => Ok(None),
            Err(e) => Err(e),
        }
    }

    /// Copies the environment to the directory `path` (created if missing;
    /// it should be empty) while it stays in use; `compact` omits free
    /// pages. A copy that fails leaves nothing behind: the files it wrote
    /// are removed, and the directory too if it made it (D-746).
    pub fn copy_to(&self, path: impl AsRef<Path>, compact: bool) -> Result<()> {
        let path = path.as_ref();
        let made_dir = !path.exists();
        let result = self.copy_into(path, compact);
        if result.is_err() {
            if made_dir {
                let _ = std::fs::remove_dir_all(path);
            } else {
                let _ = std::fs::remove_file(path.join("data.mdb"));
                let _ = std::fs::remove_file(path.join("lock.mdb"));
            }
        }
        result
    }

    fn copy_into(&self, path: &Path, compact: bool) -> Result<()> {
        std::fs::create_dir_all(path).map_err(|source| Error::Io {
            path: path.into(),
            source,
        })?;
        let c_path = CString::new(path.as_os_str().as_bytes()).map_err(|_| Error::Io {
            path: path.into(),
            source: std::io::Error::new(std::io::ErrorKind::InvalidInput, "path contains NUL"),
        })?;
        let flags = if compact { ffi::MDB_CP_COMPACT } else { 0 };
        // SAFETY: the env is open and the path is a valid C string.
        let rc = unsafe { ffi::mdb_env_copy2(self.inner.ptr, c_path.as_ptr(), flags) };
        if let Some(e) = crate::write_failure::explain(rc, path) {
            return Err(e);
        }
        check(rc)
    }

    /// Whether commits skip the sync of the meta page
    /// (`MDB_NOMETASYNC`), as the environment was opened.
    pub fn skips_meta_sync(&self) -> Result<bool> {
        let mut flags: std::ffi::c_uint = 0;
        // SAFETY: the env is open; mdb_env_get_flags writes the flags.
        check(unsafe { ffi::mdb_env_get_flags(self.inner.ptr, &mut flags) })?;
        Ok(flags & ffi::MDB_NOMETASYNC != 0)
    }

    /// Flushes to disk (useful with `no_sync`).
    pub fn sync(&self) -> Result<()> {
        // SAFETY: the env is open.
        check(unsafe { ffi::mdb_env_sync(self.inner.ptr, 1) })
    }

    /// Environment-level information. Passes the gate as a transaction
    /// does: `mdb_env_info` reads the meta pages, which a concurrent map
    /// resize unmaps.
    pub fn info(&self) -> Result<EnvInfo> {
        let mut info = std::mem::MaybeUninit::<ffi::MDB_envinfo>::uninit();
        self.enter();
        // SAFETY: the env is open, and no resize runs while this call is
        // inside the gate; mdb_env_info fills the struct on success.
        let rc = unsafe { ffi::mdb_env_info(self.inner.ptr, info.as_mut_ptr()) };
        self.leave();
        check(rc)?;
        // SAFETY: initialised by the successful call above.
        let info = unsafe { info.assume_init() };
        Ok(EnvInfo {
            map_size: info.me_mapsize,
            last_page: info.me_last_pgno as u64,
            last_txn_id: info.me_last_txnid as u64,
            max_readers: info.me_maxreaders,
            readers: info.me_numreaders,
        })
    }

    /// Size of `data.mdb` on disk in bytes.
    pub fn file_size(&self) -> Result<u64> {
        let p = self.inner.path.join("data.mdb");
        std::fs::metadata(&p)
            .map(|m| m.len())
            .map_err(|source| Error::Io { path: p, source })
    }
}

/// What [`Env::info`] reports.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EnvInfo {
    /// Map size in bytes.
    pub map_size: usize,
    /// Last used page number.
    pub last_page: u64,
    /// Id of the last committed transaction.
    pub last_txn_id: u64,
    /// Reader slots configured.
    pub max_readers: u32,
    /// Reader slots in use.
    pub readers: u32,
}
