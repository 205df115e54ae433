//! A large transaction that only creates entities goes through the bulk
//! writer (D-605); it must give exactly what the per-datom path gives:
//! the same datoms, report, tempids, counters and giants, and "the last
//! value wins" for a cardinality-one attribute given twice.

use std::collections::BTreeSet;

use quiver::{Datom, Db, DbOptions, EntityMap, EntityRef, Index, TxData, TxOp, TxReport};

fn schema(db: &Db) {
    db.transact_edn(
        r#"[{:db/ident :name :db/valueType :db.type/string :db/unique :db.unique/identity}
            {:db/ident :age :db/valueType :db.type/long}
            {:db/ident :bio :db/valueType :db.type/string}
            {:db/ident :tag :db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
            {:db/ident :friend :db/valueType :db.type/ref :db/cardinality :db.cardinality/many}]"#,
    )
    .unwrap();
    // Something stored already, referred to by the new data.
    db.transact_edn(r#"[{:name "root" :age 1}]"#).unwrap();
}

fn people(n: usize, extra: Vec<TxOp>) -> TxData {
    let mut ops: Vec<TxOp> = (0..n)
        .map(|i| {
            let mut m = EntityMap::temp(&format!("p{i}"))
                .with(":name", format!("person {i}"))
                .with(":age", (i % 77) as i64)
                .with(
                    ":tag",
                    quiver::Value::keyword(if i % 2 == 0 { ":even" } else { ":odd" }),
                )
                .with(":friend", EntityRef::temp(&format!("p{}", (i * 7 + 1) % n)))
                .with(":friend", EntityRef::lookup(":name", "root"));
            if i % 50 == 0 {
                m = m.with(":bio", format!("{} {i}", "long ".repeat(200)));
            }
            if i % 97 == 0 {
                // The same giant again: one key, one record.
                m = m.with(":bio", format!("{} 0", "long ".repeat(200)));
            }
            TxOp::Entity(m)
        })
        .collect();
    ops.extend(extra);
    ops.into_iter().collect()
}

fn user_datoms(db: &Db) -> BTreeSet<Datom> {
    let s = db.snapshot().unwrap();
    s.datoms(Index::Eav, &[])
        .unwrap()
        .map(Result::unwrap)
        .filter(|d| !d.e.is_tx())
        .collect()
}

/// Runs `data` on a fresh database with the bulk writer allowed or not.
fn run(data: &TxData, bulk: bool) -> (tempfile::TempDir, Db, TxReport) {
    let dir = tempfile::tempdir().unwrap();
    let db = Db::open(
        dir.path(),
        DbOptions {
            no_sync: true,
            bulk_write_min_steps: if bulk { 1000 } else { usize::MAX },
            ..DbOptions::default()
        },
    )
    .unwrap();
    schema(&db);
    let report = db.transact(data).unwrap();
    db.snapshot().unwrap().verify().unwrap();
    (dir, db, report)
}

fn same(data: &TxData) -> (tempfile::TempDir, Db, TxReport) {
    let (dir, fast, fast_report) = run(data, true);
    let (_b, slow, slow_report) = run(data, false);
    assert_eq!(fast_report.tempids, slow_report.tempids);
    let strip =
        |r: &TxReport| -> Vec<Datom> { r.added.iter().filter(|d| !d.e.is_tx()).cloned().collect() };
    assert_eq!(strip(&fast_report), strip(&slow_report));
    assert!(fast_report.retracted.is_empty() && slow_report.retracted.is_empty());
    assert_eq!(user_datoms(&fast), user_datoms(&slow));
    let (fs, ss) = (fast.snapshot().unwrap(), slow.snapshot().unwrap());
    let (fd, sd) = (fs.raw_dump().unwrap(), ss.raw_dump().unwrap());
    // meta (counters, max ids, interning) and giants are byte-identical,
    // but for the distinct count of :db/txInstant (attribute 8), which
    // depends on whether the transactions fell in the same millisecond.
    let meta = |d: &[(Vec<u8>, Vec<u8>)]| -> Vec<(Vec<u8>, Vec<u8>)> {
        d.iter()
            .filter(|(k, _)| k != &[2, 0, 0, 0, 8])
            .cloned()
            .collect()
    };
    assert_eq!(meta(&fd[2].1), meta(&sd[2].1));
    assert_eq!(fd[3], sd[3]);
    drop((fs, ss));
    (dir, fast, fast_report)
}

#[test]
fn a_large_creating_transaction_equals_the_per_datom_path() {
    let (_dir, db, report) = same(&people(1500, Vec::new()));
    // 1500 × (name, age, tag, 2 friends) + 30 bios + 15 repeated bios
    // (person 0 gets the same one twice: one datom)
    // + the tx instant.
    assert_eq!(report.added.len(), 1500 * 5 + 30 + 15 + 1);
    let s = db.snapshot().unwrap();
    assert_eq!(s.cardinality(&quiver::Value::keyword(":bio")).unwrap(), 30);
}

#[test]
fn the_last_value_of_a_cardinality_one_attribute_wins() {
    // p10's age given twice: the bulk writer hands the steps back to the
    // per-datom path, which keeps the last value (D-104).
    let extra = TxData::new()
        .add(EntityRef::temp("p10"), ":age", 99i64)
        .into_ops();
    let (_dir, db, report) = same(&people(1500, extra));
    let p10 = report.tempids[&quiver::TempId::Named("p10".into())];
    let s = db.snapshot().unwrap();
    let entity = s.entity(p10).unwrap().unwrap();
    assert_eq!(
        entity.get(":age"),
        Some(&quiver::AttrValue::One(quiver::Value::Long(99)))
    );
}
