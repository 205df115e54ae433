//! Loads the "people" dataset (the shape of `../shared/bench/gen_people.py`:
//! name, last-name, sex, age, salary, and a random `follows` graph of
//! average out-degree 5) generated in Rust, and reports:
//! - transact throughput, in batches of 1,000 entities;
//! - import throughput;
//! - bytes per datom with prefix compression on and off.
//!
//! `cargo run --release -p quiver --example load_people -- [N]` (default 20000).

use std::time::Instant;

use quiver::{
    Db, DbOptions, EntityMap, EntityRef, ImportOptions, TempId, TxData, TxOp, TxValue, Value,
};

/// SplitMix64, as in the Python generator.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

fn schema() -> TxData {
    let def = |n: &str, t: &str| {
        EntityMap::new()
            .with(":db/ident", Value::keyword(n))
            .with(":db/valueType", Value::keyword(&format!(":db.type/{t}")))
    };
    TxData::new()
        .map(def(":name", "string"))
        .map(def(":last-name", "string"))
        .map(def(":sex", "keyword"))
        .map(def(":age", "long"))
        .map(def(":salary", "long"))
        .map(def(":follows", "ref").with(":db/cardinality", Value::keyword(":db.cardinality/many")))
}

fn people(n: usize) -> (Vec<TxOp>, usize) {
    const FIRST: [&str; 8] = [
        "Ivan", "Petr", "Sergei", "Oleg", "Yuri", "Dmitry", "Fedor", "Denis",
    ];
    const LAST: [&str; 6] = [
        "Ivanov",
        "Petrov",
        "Sidorov",
        "Kovalev",
        "Kuznetsov",
        "Voronoi",
    ];
    let mut rng = Rng(20_240_611);
    let mut datoms = 0;
    let ops = (0..n)
        .map(|i| {
            let nf = rng.below(11) as usize;
            let mut m = EntityMap::with_id(TempId::Int(-(i as i64) - 1))
                .with(":name", FIRST[rng.below(8) as usize])
                .with(":last-name", LAST[rng.below(6) as usize])
                .with(
                    ":sex",
                    Value::keyword(if rng.below(2) == 0 {
                        ":male"
                    } else {
                        ":female"
                    }),
                )
                .with(":age", rng.below(100) as i64)
                .with(":salary", rng.below(100_000) as i64);
            let mut targets = std::collections::BTreeSet::new();
            while targets.len() < nf.min(n - 1) {
                let t = rng.below(n as u64) as usize;
                if t != i {
                    targets.insert(t);
                }
            }
            datoms += 5 + targets.len();
            if !targets.is_empty() {
                m = m.with_many(
                    ":follows",
                    targets
                        .iter()
                        .map(|&t| EntityRef::TempId(TempId::Int(-(t as i64) - 1))),
                );
            }
            TxOp::Entity(m)
        })
        .collect();
    (ops, datoms)
}

fn open(dir: &std::path::Path, prefix_compression: bool) -> Db {
    let db = Db::open(
        dir,
        DbOptions {
            prefix_compression,
            no_sync: true,
            map_size: 1 << 30,
            ..DbOptions::default()
        },
    )
    .expect("open");
    db.transact(&schema()).expect("schema");
    db
}

fn main() {
    let n: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(20_000);
    let (ops, datoms) = people(n);
    println!("people: {n} entities, {datoms} datoms");

    // Transact in batches of 1,000 entities. Tempids are per transaction, so
    // follows edges are written as explicit ids (entity i gets id 7 + i:
    // the schema took ids 1..=6).
    let dir = tempfile::tempdir().expect("tempdir");
    let db = open(dir.path(), true);
    // A negative long on the ref attribute `:follows` is a tempid, as in
    // EDN; a positive one an entity id.
    let id_of = |t: i64| (-t) as u64 + 6;
    let to_ids = |op: &TxOp| -> TxOp {
        let TxOp::Entity(m) = op else {
            return op.clone();
        };
        let id = match &m.id {
            Some(EntityRef::TempId(TempId::Int(t))) => EntityRef::Id(id_of(*t)),
            other => other.clone().expect("id"),
        };
        let mut out = EntityMap::with_id(id);
        for a in &m.attrs {
            let mut a = a.clone();
            if let TxValue::Collection(items, _) = &mut a.value {
                for x in items {
                    if let TxValue::Value(Value::Long(t)) = x
                        && *t < 0
                    {
                        *x = TxValue::from(id_of(*t));
                    }
                }
            }
            out.attrs.push(a);
        }
        TxOp::Entity(out)
    };
    let batches: Vec<TxData> = ops
        .chunks(1000)
        .map(|c| c.iter().map(to_ids).collect())
        .collect();
    let t0 = Instant::now();
    for b in &batches {
        db.transact(b).expect("transact");
    }
    let secs = t0.elapsed().as_secs_f64();
    db.snapshot()
        .expect("snapshot")
        .verify()
        .expect("consistent");
    println!(
        "transact (1,000-entity batches): {:.2} s, {:.0} datoms/s",
        secs,
        datoms as f64 / secs
    );
    let st = db.storage_stats().expect("stats");
    println!(
        "  after transact: eav {} B, ave {} B, file {} B, {:.1} index bytes/datom",
        st.eav_bytes,
        st.ave_bytes,
        st.file_bytes,
        (st.eav_bytes + st.ave_bytes) as f64 / datoms as f64
    );
    drop(db);

    let data: TxData = ops.into_iter().collect();
    for prefix in [true, false] {
        let dir = tempfile::tempdir().expect("tempdir");
        let db = open(dir.path(), prefix);
        let t0 = Instant::now();
        let r = db
            .import(&data, ImportOptions::default(), |_| {})
            .expect("import");
        let secs = t0.elapsed().as_secs_f64();
        db.snapshot()
            .expect("snapshot")
            .verify()
            .expect("consistent");
        let st = db.storage_stats().expect("stats");
        println!(
            "import (prefix compression {}): {:.2} s, {:.0} datoms/s ({} fast batches); eav {} B, ave {} B, {:.1} index bytes/datom, file {:.1} bytes/datom",
            if prefix { "on" } else { "off" },
            secs,
            r.datoms as f64 / secs,
            r.fast_batches,
            st.eav_bytes,
            st.ave_bytes,
            (st.eav_bytes + st.ave_bytes) as f64 / datoms as f64,
            st.file_bytes as f64 / datoms as f64,
        );
    }
}
