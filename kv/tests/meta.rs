//! The two meta pages (D-748): one zeroed page falls back to the other
//! copy; pages that disagree let reads on but refuse every write.

use quiver_kv::{DbFlags, Env, EnvFlags, EnvOptions, Error, PutFlags};
use std::io::{Seek, SeekFrom, Write};
use std::path::Path;

const PAGE: u64 = 4096;
/// Where a meta page's transaction id lies within its page.
const TXNID_AT: u64 = 16 + 24 + 104;

/// An env with keys 0..n written in `n` commits, closed again.
fn written(dir: &Path, n: u64) {
    let env = Env::open(dir, EnvOptions::default()).unwrap();
    let db = env.create_db(Some("d"), DbFlags::default()).unwrap();
    for i in 0..n {
        env.write(|t| t.put(db, &i.to_be_bytes(), b"v", PutFlags::default()))
            .unwrap();
    }
}

fn count(env: &Env) -> usize {
    let db = env.open_db(Some("d")).unwrap().unwrap();
    let txn = env.read_txn().unwrap();
    (0..100u64)
        .filter(|i| txn.get(db, &i.to_be_bytes()).unwrap().is_some())
        .count()
}

fn overwrite(dir: &Path, offset: u64, bytes: &[u8]) {
    let mut f = std::fs::OpenOptions::new()
        .write(true)
        .open(dir.join("data.mdb"))
        .unwrap();
    f.seek(SeekFrom::Start(offset)).unwrap();
    f.write_all(bytes).unwrap();
}

fn read_only() -> EnvOptions {
    EnvOptions {
        flags: EnvFlags {
            read_only: true,
            ..EnvFlags::default()
        },
        ..EnvOptions::default()
    }
}

/// Either meta page zeroed: a read-only open says which page and what to
/// do; a read-write open restores it from the other copy and opens with
/// every committed key (DLMDB alone refused the file as "not an LMDB
/// file"), and later writes work.
#[test]
fn a_zeroed_meta_page_falls_back_to_the_other_copy() {
    for page in [0, 1] {
        let dir = tempfile::tempdir().unwrap();
        written(dir.path(), 10);
        overwrite(dir.path(), page * PAGE, &[0u8; PAGE as usize]);
        match Env::open(dir.path(), read_only()) {
            Err(Error::Corrupted(why)) => {
                assert!(why.contains(&format!("meta page {page}")), "{why}")
            }
            Err(e) => panic!("page {page}: {e}"),
            Ok(_) => panic!("page {page}: opened read-only"),
        }
        let env = Env::open(dir.path(), EnvOptions::default()).unwrap();
        // The newer copy survives when the older page is zeroed; when the
        // newer one is, the state before it (LMDB's design keeps it whole).
        let n = count(&env);
        assert!(n == 10 || n == 9, "page {page}: {n} keys");
        let db = env.open_db(Some("d")).unwrap().unwrap();
        env.write(|t| t.put(db, &50u64.to_be_bytes(), b"v", PutFlags::default()))
            .unwrap();
        assert_eq!(count(&env), n + 1);
        drop(env);
        // Restored: it opens read-only now too.
        let env = Env::open(dir.path(), read_only()).unwrap();
        assert_eq!(count(&env), n + 1);
    }
}

/// Meta pages that disagree (transaction ids 4 apart: one was damaged
/// into a valid-looking page) open for reading, and every write is refused
/// with `Corrupted` naming the disagreement.
#[test]
fn disagreeing_meta_pages_refuse_writes() {
    let dir = tempfile::tempdir().unwrap();
    written(dir.path(), 10);
    let data = std::fs::read(dir.path().join("data.mdb")).unwrap();
    let txnid = |page: u64| {
        let at = (page * PAGE + TXNID_AT) as usize;
        u64::from_le_bytes(data[at..at + 8].try_into().unwrap())
    };
    let older = if txnid(0) < txnid(1) { 0 } else { 1 };
    let damaged = txnid(older).saturating_sub(3);
    overwrite(dir.path(), older * PAGE + TXNID_AT, &damaged.to_le_bytes());
    let env = Env::open(dir.path(), EnvOptions::default()).unwrap();
    assert_eq!(count(&env), 10);
    let db = env.open_db(Some("d")).unwrap().unwrap();
    let err = env
        .write(|t| t.put(db, &50u64.to_be_bytes(), b"v", PutFlags::default()))
        .unwrap_err();
    match err {
        Error::Corrupted(why) => assert!(why.contains("not consecutive"), "{why}"),
        other => panic!("expected Corrupted, got {other}"),
    }
    assert_eq!(count(&env), 10);
}
