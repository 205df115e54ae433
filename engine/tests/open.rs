//! Opening: damaged or missing data files are refused with a clear error
//! (never SIGBUS, never a silent new database), creation is explicit, and
//! read-only opens read but refuse writes (D-602).

use std::path::Path;

use quiver::{Db, DbOptions, EntityMap, Error, ImportOptions, TxData, TxOp};

fn kv_error(e: &Error) -> &quiver_kv::Error {
    match e {
        Error::Storage(k) => &k.0,
        other => panic!("expected a storage error, got {other}"),
    }
}

/// A closed database of a few hundred pages in `dir`.
fn make_db(dir: &Path) {
    let db = Db::open(dir, DbOptions::default()).unwrap();
    db.transact_edn("[{:db/ident :name :db/valueType :db.type/string}]")
        .unwrap();
    let data: TxData = (0..3000)
        .map(|i| TxOp::Entity(EntityMap::new().with(":name", format!("person number {i}"))))
        .collect();
    db.import(&data, ImportOptions::default(), |_| {}).unwrap();
}

fn names(db: &Db) -> i64 {
    let r = db
        .query("[:find (count ?e) . :where [?e :name]]")
        .run()
        .unwrap();
    match r.to_edn() {
        quiver_query::edn::Value::Long(n) => n,
        quiver_query::edn::Value::Nil => 0,
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_truncated_data_file_is_refused() {
    let src = tempfile::tempdir().unwrap();
    make_db(src.path());
    let full = std::fs::read(src.path().join("data.mdb")).unwrap();
    assert!(full.len() > 64 * 1024, "{}", full.len());
    for size in [4096, 8192, 12288, 16384, full.len() / 2, full.len() - 4096] {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("data.mdb"), &full[..size]).unwrap();
        let err = Db::open(dir.path(), DbOptions::default()).unwrap_err();
        assert!(
            matches!(kv_error(&err), quiver_kv::Error::Truncated { .. }),
            "{size}: {err}"
        );
        assert!(
            err.to_string().contains("database file is truncated"),
            "{err}"
        );
        // Read-only opens check the same.
        let ro = DbOptions {
            read_only: true,
            ..DbOptions::default()
        };
        let err = Db::open(dir.path(), ro).unwrap_err();
        assert!(err.to_string().contains("truncated"), "{size}: {err}");
    }
    // The whole file opens and holds its data.
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("data.mdb"), &full).unwrap();
    let db = Db::open(dir.path(), DbOptions::default()).unwrap();
    assert_eq!(names(&db), 3000);
}

#[test]
fn a_missing_or_empty_data_file_is_not_a_new_database() {
    let dir = tempfile::tempdir().unwrap();
    make_db(dir.path());
    let data = dir.path().join("data.mdb");
    std::fs::write(&data, b"").unwrap();
    let err = Db::open(dir.path(), DbOptions::default()).unwrap_err();
    assert!(
        matches!(
            kv_error(&err),
            quiver_kv::Error::MissingData { empty: true, .. }
        ),
        "{err}"
    );
    assert!(err.to_string().contains("data.mdb is empty"), "{err}");
    std::fs::remove_file(&data).unwrap();
    let err = Db::open(dir.path(), DbOptions::default()).unwrap_err();
    assert!(err.to_string().contains("data.mdb is missing"), "{err}");
    // Nothing was created by the refused opens.
    assert!(!data.exists());
}

#[test]
fn creation_is_explicit() {
    let root = tempfile::tempdir().unwrap();
    let no_create = DbOptions {
        create: false,
        ..DbOptions::default()
    };
    // A new directory, and an empty one, are created by default.
    let fresh = root.path().join("new");
    assert_eq!(names(&Db::open(&fresh, DbOptions::default()).unwrap()), 0);
    let empty = root.path().join("empty");
    std::fs::create_dir(&empty).unwrap();
    let err = Db::open(&empty, no_create).unwrap_err();
    assert!(
        matches!(kv_error(&err), quiver_kv::Error::NotFound(_)),
        "{err}"
    );
    assert!(!empty.join("data.mdb").exists());
    Db::open(&empty, DbOptions::default()).unwrap();
    // An existing database opens with `create: false`.
    assert_eq!(names(&Db::open(&empty, no_create).unwrap()), 0);
}

#[test]
fn read_only_reads_and_refuses_writes() {
    let dir = tempfile::tempdir().unwrap();
    make_db(dir.path());
    let ro = DbOptions {
        read_only: true,
        ..DbOptions::default()
    };
    let before = std::fs::read(dir.path().join("data.mdb")).unwrap();
    {
        let db = Db::open(dir.path(), ro).unwrap();
        assert_eq!(names(&db), 3000);
        let err = db.transact_edn("[{:name \"x\"}]").unwrap_err();
        assert!(
            matches!(kv_error(&err), quiver_kv::Error::ReadOnly),
            "{err}"
        );
        let data: TxData = [TxOp::Entity(EntityMap::new().with(":name", "y"))]
            .into_iter()
            .collect();
        let err = db
            .import(&data, ImportOptions::default(), |_| {})
            .unwrap_err();
        assert!(
            matches!(kv_error(&err), quiver_kv::Error::ReadOnly),
            "{err}"
        );
        db.snapshot().unwrap().verify().unwrap();
    }
    assert_eq!(std::fs::read(dir.path().join("data.mdb")).unwrap(), before);
    // Nothing there: read-only never creates.
    let err = Db::open(dir.path().join("nothing"), ro).unwrap_err();
    assert!(
        matches!(kv_error(&err), quiver_kv::Error::NotFound(_)),
        "{err}"
    );
}

/// A copy without write permission (no lock file, read-only directory and
/// file) opens read-only. Tests run as root, where permissions do not
/// stop writes, so this also passes where the fallback to `MDB_NOLOCK`
/// is not needed; as another user it exercises the fallback.
#[test]
fn read_only_opens_a_copy_without_write_permission() {
    use std::os::unix::fs::PermissionsExt;
    let src = tempfile::tempdir().unwrap();
    make_db(src.path());
    let dir = tempfile::tempdir().unwrap();
    let copy = dir.path().join("copy");
    std::fs::create_dir(&copy).unwrap();
    std::fs::copy(src.path().join("data.mdb"), copy.join("data.mdb")).unwrap();
    std::fs::set_permissions(
        copy.join("data.mdb"),
        std::fs::Permissions::from_mode(0o444),
    )
    .unwrap();
    std::fs::set_permissions(&copy, std::fs::Permissions::from_mode(0o555)).unwrap();
    let ro = DbOptions {
        read_only: true,
        ..DbOptions::default()
    };
    let result = Db::open(&copy, ro).map(|db| names(&db));
    std::fs::set_permissions(&copy, std::fs::Permissions::from_mode(0o755)).unwrap();
    assert_eq!(result.unwrap(), 3000);
}
