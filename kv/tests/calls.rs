//! Cursors count their calls into DLMDB by kind (what `explain analyze`
//! reports per operator).

use quiver_kv::{CursorCalls, DbFlags, Env, EnvOptions, PutFlags};

#[test]
fn cursors_count_searches_steps_and_listed_values() {
    let dir = tempfile::tempdir().unwrap();
    let env = Env::open(dir.path(), EnvOptions::default()).unwrap();
    let db = env.create_db(Some("d"), DbFlags::index()).unwrap();
    env.write(|t| {
        for k in [b"a", b"b", b"c"] {
            for v in [b"1", b"2", b"3"] {
                t.put(db, k, v, PutFlags::default())?;
            }
        }
        // A key with a single value (DLMDB's NOTFOUND case of list_dup).
        t.put(db, b"d", b"9", PutFlags::default())?;
        Ok::<_, quiver_kv::Error>(())
    })
    .unwrap();
    let txn = env.read_txn().unwrap();
    let mut c = txn.cursor(db).unwrap();
    assert_eq!(c.calls(), CursorCalls::default());
    assert!(c.seek_key_ascending(b"a").unwrap());
    assert_eq!(c.list_dup().unwrap().len(), 3);
    // b follows a: one step, no search.
    assert!(c.seek_key_ascending(b"b").unwrap());
    let before = c.calls();
    assert_eq!(
        (before.searches, before.steps, before.lists, before.values),
        (1, 1, 1, 3),
        "{before:?}"
    );
    // d is two keys on: the step lands on c, then a search.
    assert!(c.seek_key_ascending(b"d").unwrap());
    assert_eq!(c.list_dup().unwrap().len(), 1);
    let spent = c.calls() - before;
    assert_eq!(spent.searches, 1);
    assert!(spent.steps >= 1);
    assert_eq!((spent.lists, spent.values), (1, 1));
}
