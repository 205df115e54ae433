//! Property tests: random transactions keep `eav`, `ave`, giants and the
//! distinct counters mutually consistent; the planner's statistics agree
//! with a naive filter over every datom; samples are members.

use crate::common;

use std::collections::BTreeSet;
use std::ops::Bound;

use proptest::prelude::*;
use quiver::{AttrId, Datom, Db, EntityId, EntityMap, Index, SampleRng, TxData, Value, ValueType};
use quiver_store::{Pattern, Stored, ValueMatch};

const ATTRS: [&str; 6] = [":t/one", ":t/many", ":t/id", ":t/ref", ":t/free", ":t/big"];

fn schema() -> TxData {
    let def = |name: &str, ty: &str, many: bool| {
        let mut m = EntityMap::new()
            .with(":db/ident", Value::keyword(name))
            .with(":db/valueType", Value::keyword(&format!(":db.type/{ty}")));
        if many {
            m = m.with(":db/cardinality", Value::keyword(":db.cardinality/many"));
        }
        m
    };
    TxData::new()
        .map(def(":t/one", "long", false))
        .map(def(":t/many", "string", true))
        .map(
            def(":t/id", "string", false).with(":db/unique", Value::keyword(":db.unique/identity")),
        )
        .map(def(":t/ref", "ref", true))
        .map(def(":t/big", "string", true))
}

/// Giants share their 498-byte kept prefix and differ after it.
fn giant(tail: u8) -> String {
    format!("{}{}", "g".repeat(600), char::from(b'a' + tail))
}

fn value_for(attr: usize, seed: u8) -> Value {
    match attr {
        0 => Value::Long(i64::from(seed % 7) - 3),
        1 => Value::from(["a", "b", "c", "d"][usize::from(seed % 4)]),
        2 => Value::from(format!("id{}", seed % 5)),
        3 => Value::from(EntityId(u64::from(seed % 8) + 1)),
        4 => match seed % 3 {
            0 => Value::Long(i64::from(seed % 4)),
            1 => Value::from("s"),
            _ => Value::keyword(":k/w"),
        },
        _ => match seed % 4 {
            0 => Value::from("small"),
            n => Value::from(giant(n)),
        },
    }
}

#[derive(Debug, Clone)]
enum Op {
    Add(u8, usize, u8),
    Retract(u8, usize, u8),
    RetractAttr(u8, usize),
    RetractEntity(u8),
    Upsert(u8, u8, u8),
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        6 => (1u8..9, 0usize..6, any::<u8>()).prop_map(|(e, a, v)| Op::Add(e, a, v)),
        2 => (1u8..9, 0usize..6, any::<u8>()).prop_map(|(e, a, v)| Op::Retract(e, a, v)),
        1 => (1u8..9, 0usize..6).prop_map(|(e, a)| Op::RetractAttr(e, a)),
        1 => (1u8..9).prop_map(Op::RetractEntity),
        2 => (any::<u8>(), any::<u8>(), any::<u8>()).prop_map(|(t, i, v)| Op::Upsert(t, i, v)),
    ]
}

fn to_tx(ops: &[Op]) -> TxData {
    ops.iter().fold(TxData::new(), |tx, op| match *op {
        Op::Add(e, a, v) => tx.add(EntityId(u64::from(e)), ATTRS[a], value_for(a, v)),
        Op::Retract(e, a, v) => tx.retract(EntityId(u64::from(e)), ATTRS[a], value_for(a, v)),
        Op::RetractAttr(e, a) => tx.retract_attr(EntityId(u64::from(e)), ATTRS[a]),
        Op::RetractEntity(e) => tx.retract_entity(EntityId(u64::from(e))),
        Op::Upsert(t, i, v) => tx.map(
            EntityMap::temp(&format!("t{}", t % 3))
                .with(":t/id", value_for(2, i))
                .with(":t/one", value_for(0, v)),
        ),
    })
}

/// [`value_for`] as the storage layer holds it (a ref attribute's long is
/// an entity).
fn stored_for(attr: usize, seed: u8) -> Stored {
    let ty = (attr == 3).then_some(ValueType::Ref);
    quiver_store::from_edn(&value_for(attr, seed), ty).unwrap()
}

fn open() -> (tempfile::TempDir, Db) {
    let (dir, db) = common::temp_db();
    db.transact(&schema()).unwrap();
    (dir, db)
}

fn all_datoms(db: &Db, index: Index) -> Vec<Datom> {
    let s = db.snapshot().unwrap();
    s.datoms(index, &[]).unwrap().map(Result::unwrap).collect()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn random_transactions_keep_indexes_consistent(
        txs in prop::collection::vec(prop::collection::vec(op(), 1..6), 1..8)
    ) {
        let (_d, db) = open();
        for ops in &txs {
            let before = all_datoms(&db, Index::Eav);
            let result = db.transact(&to_tx(ops));
            let s = db.snapshot().unwrap();
            s.verify().unwrap();
            let eav: BTreeSet<Datom> = all_datoms(&db, Index::Eav).into_iter().collect();
            let ave: BTreeSet<Datom> = all_datoms(&db, Index::Ave).into_iter().collect();
            prop_assert_eq!(&eav, &ave);
            prop_assert_eq!(s.datom_count().unwrap(), eav.len() as u64);
            for info in s.schema().iter() {
                let values: BTreeSet<&Value> = eav.iter().filter(|d| d.a == info.ident).map(|d| &d.v).collect();
                prop_assert_eq!(s.cardinality(&Value::Keyword(info.ident.clone())).unwrap(), values.len() as u64);
                if !info.is_many() {
                    let ents: Vec<EntityId> = eav.iter().filter(|d| d.a == info.ident).map(|d| d.e).collect();
                    let set: BTreeSet<_> = ents.iter().collect();
                    prop_assert_eq!(ents.len(), set.len(), "cardinality-one attribute {} has two values", info.ident);
                }
                if info.unique.is_some() {
                    let held: Vec<&Value> = eav.iter().filter(|d| d.a == info.ident).map(|d| &d.v).collect();
                    prop_assert_eq!(held.len(), values.len(), "unique attribute {} repeats a value", info.ident);
                }
            }
            match result {
                Ok(report) => {
                    // The report accounts exactly for the change.
                    let mut expect: BTreeSet<Datom> = before.iter().cloned().collect();
                    for d in &report.retracted { prop_assert!(expect.remove(d), "retracted {d} was not there"); }
                    for d in &report.added { prop_assert!(expect.insert(d.clone()), "added {d} was already there"); }
                    prop_assert_eq!(expect, eav);
                }
                Err(_) => {
                    let after: BTreeSet<Datom> = eav;
                    prop_assert_eq!(after, before.into_iter().collect::<BTreeSet<_>>());
                }
            }
        }
    }

    #[test]
    fn statistics_match_a_naive_count(
        txs in prop::collection::vec(prop::collection::vec(op(), 1..8), 1..6),
        patterns in prop::collection::vec((0u8..10, 0usize..7, 0u8..4, any::<u8>(), any::<u8>(), 0u8..6), 1..24),
        seed in any::<u64>(),
    ) {
        let (_d, db) = open();
        for ops in &txs {
            let _ = db.transact(&to_tx(ops));
        }
        let snap = db.snapshot().unwrap();
        let s = snap.storage();
        let all: Vec<quiver_store::Datom> = s.datoms(Index::Eav, &[]).unwrap().map(Result::unwrap).collect();
        let mut rng = SampleRng::new(seed);
        for &(e, a, vkind, v1, v2, k) in &patterns {
            let attr = (a < 6).then(|| ATTRS[a]);
            let aid: Option<AttrId> = attr.and_then(|n| s.attr_id(n));
            let value_attr = if a < 6 { a } else { usize::from(v1 % 6) };
            let (x, y) = (stored_for(value_attr, v1), stored_for(value_attr, v2));
            let (lo, hi) = if x <= y { (x, y) } else { (y, x) };
            let v = match vkind {
                0 => ValueMatch::Any,
                1 => ValueMatch::Eq(lo.clone()),
                2 => ValueMatch::Range(Bound::Included(lo.clone()), Bound::Excluded(hi.clone())),
                _ => ValueMatch::Range(Bound::Excluded(lo.clone()), Bound::Included(hi.clone())),
            };
            let p = Pattern {
                e: (e > 0).then(|| EntityId(u64::from(e))),
                a: aid,
                v,
            };
            if attr.is_some() && aid.is_none() {
                continue;
            }
            let expected: Vec<&quiver_store::Datom> = all.iter().filter(|d| p.matches(d)).collect();
            prop_assert_eq!(s.count(&p).unwrap(), expected.len() as u64, "pattern {:?}", p);
            let k = usize::from(k);
            let sample = s.sample(&p, k, &mut rng).unwrap();
            let distinct: BTreeSet<&quiver_store::Datom> = sample.iter().collect();
            prop_assert_eq!(distinct.len(), sample.len(), "sample repeats a datom");
            for d in &sample {
                prop_assert!(p.matches(d), "sampled {} does not match {:?}", d, p);
                prop_assert!(all.contains(d));
            }
            let giant_bound = [&lo, &hi].iter().any(|v| matches!(v, Stored::String(s) if s.len() > 400));
            if !giant_bound {
                prop_assert_eq!(sample.len(), k.min(expected.len()), "pattern {:?}", p);
            }
        }
    }
}
