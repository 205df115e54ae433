//! Criterion benches of the write paths on the people shape: one
//! 1,000-entity transaction, and an import of 5,000 entities, each into a
//! fresh database. Full-size figures come from `examples/load_people.rs`.

use criterion::{BatchSize, Criterion, criterion_group, criterion_main};
use quiver::{Db, DbOptions, EntityMap, EntityRef, ImportOptions, TempId, TxData, TxOp, Value};

fn schema() -> TxData {
    let def = |n: &str, t: &str| {
        EntityMap::new()
            .with(":db/ident", Value::keyword(n))
            .with(":db/valueType", Value::keyword(&format!(":db.type/{t}")))
    };
    TxData::new()
        .map(def(":name", "string"))
        .map(def(":age", "long"))
        .map(def(":salary", "long"))
        .map(def(":follows", "ref").with(":db/cardinality", Value::keyword(":db.cardinality/many")))
}

fn people(n: usize) -> TxData {
    (0..n)
        .map(|i| {
            let t = |j: usize| EntityRef::TempId(TempId::Int(-(j as i64) - 1));
            TxOp::Entity(
                EntityMap::with_id(t(i))
                    .with(":name", ["Ivan", "Petr", "Oleg"][i % 3])
                    .with(":age", (i % 100) as i64)
                    .with(":salary", (i * 7919 % 100_000) as i64)
                    .with_many(":follows", [t((i + 1) % n), t((i * 31 + 7) % n)]),
            )
        })
        .collect()
}

fn fresh() -> (tempfile::TempDir, Db) {
    let dir = tempfile::tempdir().expect("tempdir");
    let db = Db::open(
        dir.path(),
        DbOptions {
            no_sync: true,
            ..DbOptions::default()
        },
    )
    .expect("open");
    db.transact(&schema()).expect("schema");
    (dir, db)
}

fn bench(c: &mut Criterion) {
    let batch = people(1000);
    c.bench_function("transact 1000 entities", |b| {
        b.iter_batched(
            fresh,
            |(_dir, db)| db.transact(&batch).expect("transact"),
            BatchSize::PerIteration,
        )
    });
    let data = people(5000);
    c.bench_function("import 5000 entities", |b| {
        b.iter_batched(
            fresh,
            |(_dir, db)| {
                db.import(&data, ImportOptions::default(), |_| {})
                    .expect("import")
            },
            BatchSize::PerIteration,
        )
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10);
    targets = bench
}
criterion_main!(benches);
