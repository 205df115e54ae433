//! Bulk import: the fast path gives the same database as transactions, keeps
//! the invariants, and falls back to ordinary transactions when it must.

use crate::common;

use std::collections::BTreeSet;

use quiver::{
    Datom, Db, EntityMap, EntityRef, Error, ImportOptions, Index, TempId, TxData, TxErrorKind,
    TxOp, Value,
};

fn open() -> (tempfile::TempDir, Db) {
    let (dir, db) = common::temp_db();
    (dir, db)
}

fn schema() -> TxData {
    let def = |n: &str, t: &str| {
        EntityMap::new()
            .with(":db/ident", Value::keyword(n))
            .with(":db/valueType", Value::keyword(&format!(":db.type/{t}")))
    };
    TxData::new()
        .map(def(":p/name", "string").with(":db/unique", Value::keyword(":db.unique/identity")))
        .map(def(":p/age", "long"))
        .map(
            def(":p/follows", "ref")
                .with(":db/cardinality", Value::keyword(":db.cardinality/many")),
        )
}

fn people(n: usize, offset: usize) -> TxData {
    (0..n)
        .map(|i| {
            let me = format!("p{}", i + offset);
            let next = format!("p{}", (i + 1) % n + offset);
            TxOp::Entity(
                EntityMap::temp(&me)
                    .with(":p/name", me.as_str())
                    .with(":p/age", (i % 50) as i64)
                    .with(":p/follows", EntityRef::temp(&next))
                    .with(
                        ":p/bio",
                        if i % 7 == 0 {
                            "x".repeat(700)
                        } else {
                            "short".into()
                        },
                    ),
            )
        })
        .collect()
}

fn user_datoms(db: &Db) -> BTreeSet<Datom> {
    let s = db.snapshot().unwrap();
    s.datoms(Index::Eav, &[])
        .unwrap()
        .map(Result::unwrap)
        .filter(|d| !d.e.is_tx())
        .collect()
}

#[test]
fn import_equals_transact() {
    let (_a, imported) = open();
    let (_b, transacted) = open();
    for db in [&imported, &transacted] {
        db.transact(&schema()).unwrap();
    }
    let data = people(500, 0);
    let mut seen = Vec::new();
    let report = imported
        .import(
            &data,
            ImportOptions {
                batch_items: 120,
                ..ImportOptions::default()
            },
            |p| {
                assert!(p.fast);
                seen.push((p.items_done, p.datoms));
            },
        )
        .unwrap();
    // Four reports while encoding, one after `eav`, one after the commit
    // (which counts the tx instant).
    assert_eq!(
        seen,
        [
            (120, 0),
            (240, 0),
            (360, 0),
            (480, 0),
            (500, 2000),
            (500, 2001)
        ]
    );
    assert_eq!(report.fast_batches, 1);
    assert_eq!(report.datoms, 2001);
    transacted.transact(&data).unwrap();
    assert_eq!(user_datoms(&imported), user_datoms(&transacted));
    let s = imported.snapshot().unwrap();
    s.verify().unwrap();
    let bio = Value::keyword(":p/bio");
    let t = transacted.snapshot().unwrap();
    assert_eq!(s.cardinality(&bio).unwrap(), t.cardinality(&bio).unwrap());
    assert_eq!(s.cardinality(&bio).unwrap(), 2);
    let age = Value::keyword(":p/age");
    assert_eq!(
        s.count_datoms(&Value::Nil, &age, &Value::Long(3)).unwrap(),
        10
    );
    // A second import into the now non-empty database, and an ordinary
    // transaction afterwards, keep everything consistent.
    drop((s, t));
    let more = people(50, 1000);
    imported
        .import(&more, ImportOptions::default(), |_| {})
        .unwrap();
    let r = imported
        .transact(&TxData::new().add(EntityRef::temp("z"), ":p/name", "z"))
        .unwrap();
    let z = r.tempids[&TempId::Named("z".into())];
    assert!(z.0 > 550);
    imported.snapshot().unwrap().verify().unwrap();
}

#[test]
fn import_falls_back_for_existing_entities() {
    let (_a, db) = open();
    db.transact(&schema()).unwrap();
    db.import(&people(10, 0), ImportOptions::default(), |_| {})
        .unwrap();
    // p3 exists: its tempid upserts, so this batch runs as a transaction.
    let data = TxData::new()
        .map(
            EntityMap::temp("x")
                .with(":p/name", "p3")
                .with(":p/age", 99i64),
        )
        .retract(EntityRef::lookup(":p/name", "p4"), ":p/age", 4i64);
    let report = db.import(&data, ImportOptions::default(), |_| {}).unwrap();
    assert_eq!(report.slow_batches, 1);
    let s = db.snapshot().unwrap();
    s.verify().unwrap();
    let age = Value::keyword(":p/age");
    assert_eq!(
        s.count_datoms(&Value::Nil, &age, &Value::Long(99)).unwrap(),
        1
    );
    assert_eq!(s.count_datoms(&Value::Nil, &age, &Value::Nil).unwrap(), 9);
}

#[test]
fn import_checks_types_and_uniqueness() {
    let (_a, db) = open();
    db.transact(&schema()).unwrap();
    let bad = TxData::new()
        .map(EntityMap::new().with(":p/age", 1i64))
        .map(EntityMap::new().with(":p/age", "old"));
    let err = db
        .import(&bad, ImportOptions::default(), |_| {})
        .unwrap_err();
    assert!(
        matches!(
            err,
            Error::Transaction {
                item: 1,
                kind: TxErrorKind::TypeMismatch { .. },
                ..
            }
        ),
        "{err}"
    );
    let two = TxData::new()
        .map(EntityMap::temp("a").with(":p/age", 1i64))
        .add(EntityRef::temp("a"), ":p/age", 2i64);
    assert!(db.import(&two, ImportOptions::default(), |_| {}).is_err());
    assert_eq!(user_datoms(&db).len(), 8, "only the schema datoms");
}
