//! `quiver::arrow` batch bounds: the datoms and entity-table iterators
//! hand out batches of at most the size asked, across many batches, and
//! lose or repeat no row at the boundaries.
#![cfg(feature = "arrow")]

use quiver::arrow::arrow_array::cast::AsArray;
use quiver::arrow::arrow_array::types::Int64Type;
use quiver::{Db, DbOptions};

fn db_with(n: usize) -> (tempfile::TempDir, Db) {
    let dir = tempfile::tempdir().unwrap();
    let db = Db::open(dir.path(), DbOptions::default()).unwrap();
    db.transact_edn(
        "[{:db/ident :a/n :db/valueType :db.type/long}
          {:db/ident :a/tags :db/valueType :db.type/long :db/cardinality :db.cardinality/many}
          {:db/ident :b/n :db/valueType :db.type/long}]",
    )
    .unwrap();
    let mut tx = String::from("[");
    for i in 0..n {
        // Every entity has :a/n; every third also :b/n; tags 0..i%4.
        let tags: Vec<String> = (0..i % 4).map(|t| t.to_string()).collect();
        let b = if i % 3 == 0 {
            format!(":b/n {i}")
        } else {
            String::new()
        };
        tx.push_str(&format!("{{:a/n {i} :a/tags [{}] {b}}}", tags.join(" ")));
    }
    tx.push(']');
    db.transact_edn(&tx).unwrap();
    (dir, db)
}

#[test]
fn datom_batches_are_bounded_and_complete() {
    let (_dir, db) = db_with(50);
    let snap = db.snapshot().unwrap();
    let batches: Vec<_> = snap.datom_batches(7).unwrap().map(Result::unwrap).collect();
    assert!(batches.len() > 10);
    assert!(
        batches
            .iter()
            .all(|b| b.num_rows() <= 7 && b.num_rows() > 0)
    );
    let rows: usize = batches.iter().map(|b| b.num_rows()).sum();
    assert_eq!(rows as u64, snap.datom_count().unwrap());
}

#[test]
fn entity_tables_are_bounded_and_lose_no_entity_at_a_boundary() {
    let (_dir, db) = db_with(50);
    let snap = db.snapshot().unwrap();
    let mut tables = snap.entity_tables(4, &[]).unwrap();
    let names: Vec<String> = tables.tables().iter().map(|t| t.name.clone()).collect();
    let (a, b) = (
        names.iter().position(|n| n == "a").unwrap(),
        names.iter().position(|n| n == "b").unwrap(),
    );
    let mut a_n = Vec::new();
    let mut a_tags = 0;
    let mut b_n = Vec::new();
    for item in tables.by_ref() {
        let (t, batch) = item.unwrap();
        assert!(batch.num_rows() <= 4 && batch.num_rows() > 0);
        let n = || batch.column(1).as_primitive::<Int64Type>().clone();
        if t == a {
            a_n.extend(n().values().iter().copied());
            let tags = batch.column(2).as_list::<i32>();
            a_tags += tags.values().len();
        } else if t == b {
            b_n.extend(n().values().iter().copied());
        }
    }
    a_n.sort();
    b_n.sort();
    assert_eq!(a_n, (0..50).collect::<Vec<i64>>());
    assert_eq!(b_n, (0..50).filter(|i| i % 3 == 0).collect::<Vec<i64>>());
    assert_eq!(a_tags, (0..50).map(|i| i % 4).sum::<usize>());
    assert_eq!(tables.datoms_read(), snap.datom_count().unwrap());
}
