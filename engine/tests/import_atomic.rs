//! An import is one transaction: an error or an interrupt at any point —
//! while resolving, encoding, after `eav` is written, while `ave` is
//! written — leaves every database byte for byte as it was (D-600).

use crate::common;

use quiver::{Db, EntityMap, EntityRef, Error, ImportOptions, TxData, TxErrorKind, TxOp};

type Dump = Vec<(&'static str, Vec<(Vec<u8>, Vec<u8>)>)>;

fn dump(db: &Db) -> Dump {
    db.snapshot().unwrap().raw_dump().unwrap()
}

/// A database with schema and some data (a giant included), so a failed
/// import has every kind of record to disturb.
fn seeded() -> (tempfile::TempDir, Db) {
    let (dir, db) = common::temp_db();
    db.transact_edn(
        r#"[{:db/ident :name :db/valueType :db.type/string :db/unique :db.unique/identity}
            {:db/ident :age :db/valueType :db.type/long}
            {:db/ident :bio :db/valueType :db.type/string}
            {:db/ident :code :db/valueType :db.type/long :db/unique :db.unique/value}
            {:db/ident :friend :db/valueType :db.type/ref :db/cardinality :db.cardinality/many}]"#,
    )
    .unwrap();
    db.import(&people(0, 200), ImportOptions::default(), |_| {})
        .unwrap();
    (dir, db)
}

/// People `from..to`, each naming the next as a friend; every tenth has a
/// giant bio (a new record in `giants`).
fn people(from: usize, to: usize) -> TxData {
    (from..to)
        .map(|i| {
            let mut m = EntityMap::temp(&format!("p{i}"))
                .with(":name", format!("person {i}"))
                .with(":age", (i % 90) as i64)
                .with(
                    ":friend",
                    EntityRef::temp(&format!("p{}", (i + 1).min(to - 1))),
                );
            if i % 10 == 0 {
                m = m.with(":bio", format!("{i} {}", "b".repeat(800)));
            }
            TxOp::Entity(m)
        })
        .collect()
}

fn assert_unchanged(db: &Db, before: &Dump, what: &str) {
    let after = dump(db);
    assert_eq!(after.len(), before.len());
    for ((name, a), (_, b)) in after.iter().zip(before) {
        assert_eq!(a.len(), b.len(), "{what}: {name} has a different size");
        assert!(a == b, "{what}: {name} changed");
    }
    db.snapshot().unwrap().verify().unwrap();
}

/// Replaces item `at` of `data` with `bad`.
fn with_item(mut ops: Vec<TxOp>, at: usize, bad: TxOp) -> TxData {
    ops[at] = bad;
    ops.into_iter().collect()
}

#[test]
fn a_failed_import_writes_nothing() {
    let (_dir, db) = seeded();
    let before = dump(&db);
    let base: Vec<TxOp> = people(1000, 1600).ops().to_vec();
    let wrong_type = |i: usize| TxOp::Entity(EntityMap::new().with(":age", format!("old {i}")));
    // A type error found while encoding: first, middle and last item.
    for at in [0, 300, 599] {
        let err = db
            .import(
                &with_item(base.clone(), at, wrong_type(at)),
                ImportOptions::default(),
                |_| {},
            )
            .unwrap_err();
        assert!(
            matches!(err, Error::Transaction { item, kind: TxErrorKind::TypeMismatch { .. }, .. } if item == at),
            "{err}"
        );
        assert_unchanged(&db, &before, &format!("type error at item {at}"));
    }
    // A lookup ref to nobody: found while resolving.
    let lookup =
        TxOp::Entity(EntityMap::new().with(":friend", EntityRef::lookup(":name", "nobody")));
    let err = db
        .import(
            &with_item(base.clone(), 450, lookup),
            ImportOptions::default(),
            |_| {},
        )
        .unwrap_err();
    assert!(matches!(err, Error::Transaction { item: 450, .. }), "{err}");
    assert_unchanged(&db, &before, "missing lookup ref");
    // Two values of a cardinality-one attribute: found on the EAV-sorted
    // run, after the giants of this import were written.
    let mut twice = base.clone();
    twice.extend(
        TxData::new()
            .add(EntityRef::temp("p1200"), ":age", 7i64)
            .into_ops(),
    );
    let err = db
        .import(
            &twice.into_iter().collect(),
            ImportOptions::default(),
            |_| {},
        )
        .unwrap_err();
    assert!(matches!(err, Error::Transaction { .. }), "{err}");
    assert_unchanged(&db, &before, "cardinality conflict");
    // Two new entities with one unique value: found while `ave` is
    // written, after all of `eav` was.
    let mut dup = base.clone();
    dup.push(TxOp::Entity(EntityMap::new().with(":code", 7i64)));
    dup.push(TxOp::Entity(EntityMap::new().with(":code", 7i64)));
    let err = db
        .import(&dup.into_iter().collect(), ImportOptions::default(), |_| {})
        .unwrap_err();
    assert!(
        matches!(
            err,
            Error::Transaction {
                kind: TxErrorKind::UniqueConflict { .. },
                ..
            }
        ),
        "{err}"
    );
    assert_unchanged(&db, &before, "unique conflict while writing ave");
    // The slow path (a retraction makes the data an ordinary transaction)
    // fails on its last item.
    let mut slow = TxData::new()
        .retract(EntityRef::lookup(":name", "person 3"), ":age", 3i64)
        .into_ops();
    slow.extend(base.iter().take(50).cloned());
    slow.push(wrong_type(51));
    let err = db
        .import(
            &slow.into_iter().collect(),
            ImportOptions::default(),
            |_| {},
        )
        .unwrap_err();
    assert!(matches!(err, Error::Transaction { item: 51, .. }), "{err}");
    assert_unchanged(&db, &before, "slow path");
    // And then the import itself goes through.
    let report = db
        .import(
            &base.into_iter().collect(),
            ImportOptions::default(),
            |_| {},
        )
        .unwrap();
    assert_eq!(report.fast_batches, 1);
    assert_eq!(report.datoms, 600 * 3 + 60 + 1);
    db.snapshot().unwrap().verify().unwrap();
}

#[test]
fn an_interrupted_import_writes_nothing() {
    let (_dir, db) = seeded();
    let before = dump(&db);
    let data = people(1000, 3000);
    let handle = db.interrupt_handle();
    // With 200 items between reports, the calls are: 9 while encoding
    // (items 200…1800), one after `eav` is written, one after the commit.
    // Interrupting at report n stops the import at that point: the next
    // storage call fails.
    for n in [1, 5, 9, 10] {
        let mut calls = 0;
        let err = db
            .import(
                &data,
                ImportOptions {
                    batch_items: 200,
                    ..ImportOptions::default()
                },
                |_| {
                    calls += 1;
                    if calls == n {
                        handle.interrupt();
                    }
                },
            )
            .unwrap_err();
        handle.clear();
        assert!(
            matches!(err, Error::Interrupted { .. }),
            "report {n}: {err}"
        );
        assert_unchanged(&db, &before, &format!("interrupt at report {n}"));
    }
    // Interrupted at the last report, the import has committed already.
    let mut calls = 0;
    let report = db
        .import(
            &data,
            ImportOptions {
                batch_items: 200,
                ..ImportOptions::default()
            },
            |_| {
                calls += 1;
                if calls == 11 {
                    handle.interrupt();
                }
            },
        )
        .unwrap();
    handle.clear();
    assert_eq!(calls, 11);
    assert_eq!(report.datoms, 2000 * 3 + 200 + 1);
    db.snapshot().unwrap().verify().unwrap();
}

/// An import far larger than the initial map grows it first and goes
/// through in its one transaction.
#[test]
fn an_import_larger_than_the_map_grows_it() {
    let dir = tempfile::tempdir().unwrap();
    let db = Db::open(
        dir.path(),
        quiver::DbOptions {
            map_size: 1 << 20,
            no_sync: true,
            ..quiver::DbOptions::default()
        },
    )
    .unwrap();
    let data = people(0, 20_000);
    let report = db.import(&data, ImportOptions::default(), |_| {}).unwrap();
    assert_eq!(report.fast_batches, 1);
    assert_eq!(report.datoms, 20_000 * 3 + 2_000 + 1);
    assert!(db.file_size().unwrap() > 1 << 20);
    db.snapshot().unwrap().verify().unwrap();
}
