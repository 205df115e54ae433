//! Index access as Datalevin offers it (#22): `count_datoms` agrees with
//! walking `datoms` for every prefix of EAV, AVE and VAE; `cardinality`
//! with the distinct values; `index_range` with filtering an attribute's
//! datoms; `rseek_datoms` with reading the index backwards.

use crate::common;

use std::collections::BTreeSet;

use quiver::{Datom, Db, EntityId, Index, Keyword, Snapshot, Value};

fn kw(s: &str) -> Value {
    Value::Keyword(Keyword::parse(s))
}

/// 60 people with ages 0..20 (three each), names, a few friends, one long
/// name (a giant value) and a score of another type on one of them.
fn db() -> (tempfile::TempDir, Db) {
    let (dir, db) = common::temp_db();
    db.transact_edn(
        r#"[{:db/ident :p/name :db/valueType :db.type/string :db/unique :db.unique/identity}
            {:db/ident :p/age :db/valueType :db.type/long}
            {:db/ident :p/friend :db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
            {:db/ident :p/tag}]"#,
    )
    .unwrap();
    let mut tx = String::from("[");
    for i in 0..60 {
        let friend = if i > 0 {
            format!(":p/friend \"p{}\"", i / 2)
        } else {
            String::new()
        };
        tx.push_str(&format!(
            "{{:db/id \"p{i}\" :p/name \"n{i:03}\" :p/age {} {friend}}}",
            i % 20
        ));
    }
    let giant = "x".repeat(5000);
    tx.push_str(&format!(
        r#"{{:p/name "{giant}" :p/age 7 :p/tag 1}} {{:p/tag "one"}}]"#
    ));
    db.transact_edn(&tx).unwrap();
    (dir, db)
}

/// `count-datoms` for the components of an index prefix, as `e a v`.
fn count(s: &Snapshot<'_>, index: Index, c: &[Value]) -> quiver::Result<u64> {
    let nil = Value::Nil;
    let at = |i: usize| c.get(i).unwrap_or(&nil);
    match index {
        Index::Eav => s.count_datoms(at(0), at(1), at(2)),
        Index::Ave => s.count_datoms(at(2), at(0), at(1)),
        Index::Vae => s.count_datoms(&nil, at(1), at(0)),
    }
}

fn all(db: &Db, index: Index) -> Vec<Datom> {
    let s = db.snapshot().unwrap();
    s.datoms(index, &[]).unwrap().map(Result::unwrap).collect()
}

#[test]
fn count_datoms_agrees_with_walking_datoms() {
    let (_d, db) = db();
    let s = db.snapshot().unwrap();
    let eav = all(&db, Index::Eav);
    let friend = Keyword::parse(":p/friend");
    let mut prefixes: Vec<(Index, Vec<Value>)> = vec![(Index::Eav, vec![]), (Index::Ave, vec![])];
    for d in eav.iter().step_by(7) {
        let (e, a, v) = (Value::from(d.e), Value::Keyword(d.a.clone()), d.v.clone());
        prefixes.push((Index::Eav, vec![e.clone()]));
        prefixes.push((Index::Eav, vec![e.clone(), a.clone()]));
        prefixes.push((Index::Eav, vec![e.clone(), a.clone(), v.clone()]));
        prefixes.push((Index::Ave, vec![a.clone()]));
        prefixes.push((Index::Ave, vec![a.clone(), v.clone()]));
        prefixes.push((Index::Ave, vec![a.clone(), v.clone(), e.clone()]));
        if d.a == friend {
            prefixes.push((Index::Vae, vec![v.clone(), a.clone()]));
        }
    }
    // Components that name nothing.
    prefixes.push((Index::Ave, vec![kw(":p/unknown")]));
    prefixes.push((Index::Eav, vec![Value::from(EntityId(999_999))]));
    prefixes.push((Index::Ave, vec![kw(":p/age"), Value::Long(1000)]));
    let mut checked = 0;
    for (index, c) in &prefixes {
        let walked = s.datoms(*index, c).unwrap().count() as u64;
        assert_eq!(count(&s, *index, c).unwrap(), walked, "{index:?} {c:?}");
        checked += u64::from(walked > 0);
    }
    assert!(checked > 20, "the prefixes must find datoms");
    assert_eq!(s.datom_count().unwrap(), eav.len() as u64);
    // Too many components, and an entity that is not one, are errors.
    assert!(
        s.datoms(
            Index::Vae,
            &[Value::Long(1), kw(":p/friend"), Value::Long(1)]
        )
        .is_err()
    );
    assert!(s.datoms(Index::Eav, &[Value::from("x")]).is_err());
    assert!(
        s.count_datoms(&Value::from("x"), &Value::Nil, &Value::Nil)
            .is_err()
    );
}

#[test]
fn cardinality_counts_distinct_values() {
    let (_d, db) = db();
    let s = db.snapshot().unwrap();
    let eav = all(&db, Index::Eav);
    for attr in [":p/name", ":p/age", ":p/friend", ":p/tag"] {
        let k = Keyword::parse(attr);
        let distinct: BTreeSet<String> = eav
            .iter()
            .filter(|d| d.a == k)
            .map(|d| format!("{:?}", d.v))
            .collect();
        assert_eq!(
            s.cardinality(&Value::Keyword(k)).unwrap(),
            distinct.len() as u64,
            "{attr}"
        );
    }
    assert_eq!(s.cardinality(&kw(":p/unknown")).unwrap(), 0);
}

#[test]
fn index_range_is_the_attributes_datoms_within_the_bounds() {
    let (_d, db) = db();
    let s = db.snapshot().unwrap();
    let ave = all(&db, Index::Ave);
    // Both bounds inclusive, nil for none; only values of the bounds' type.
    let check = |attr: &str, lo: Value, hi: Value| {
        let k = Keyword::parse(attr);
        let inside = |v: &Value| {
            let same_kind = |b: &Value| {
                *b == Value::Nil || std::mem::discriminant(b) == std::mem::discriminant(v)
            };
            same_kind(&lo)
                && same_kind(&hi)
                && (lo == Value::Nil || *v >= lo)
                && (hi == Value::Nil || *v <= hi)
        };
        let want: Vec<&Datom> = ave.iter().filter(|d| d.a == k && inside(&d.v)).collect();
        let got: Vec<Datom> = s
            .index_range(&Value::Keyword(k.clone()), &lo, &hi)
            .unwrap()
            .map(Result::unwrap)
            .collect();
        assert_eq!(got.iter().collect::<Vec<_>>(), want, "{attr} {lo} {hi}");
        want.len()
    };
    let l = Value::Long;
    assert_eq!(check(":p/age", l(3), l(5)), 9);
    assert_eq!(check(":p/age", Value::Nil, l(1)), 6);
    assert_eq!(check(":p/age", l(19), Value::Nil), 3);
    assert_eq!(check(":p/age", l(7), l(7)), 4);
    assert_eq!(check(":p/age", l(5), l(3)), 0);
    // Strings, the giant value among them.
    let st = |x: &str| Value::from(x);
    assert_eq!(check(":p/name", st("n010"), st("n019")), 10);
    assert_eq!(check(":p/name", st("x"), Value::Nil), 1);
    // An untyped attribute holding a long and a string: the bounds' type only.
    assert_eq!(check(":p/tag", l(0), l(5)), 1);
    // Unknown attribute: nothing.
    assert_eq!(
        s.index_range(&kw(":p/unknown"), &Value::Nil, &Value::Nil)
            .unwrap()
            .count(),
        0
    );
}

/// Taking the first datoms of an iterator gives the index's first datoms
/// in order (the iterators step a cursor as they are consumed).
#[test]
fn the_first_datoms_taken_are_the_indexs_first() {
    let (_d, db) = db();
    let s = db.snapshot().unwrap();
    let first: Vec<Datom> = s
        .datoms(Index::Eav, &[])
        .unwrap()
        .take(2)
        .map(Result::unwrap)
        .collect();
    assert_eq!(first, all(&db, Index::Eav)[..2].to_vec());
    let ages: Vec<Datom> = s
        .index_range(&kw(":p/age"), &Value::Nil, &Value::Nil)
        .unwrap()
        .take(3)
        .map(Result::unwrap)
        .collect();
    assert_eq!(
        ages.iter().map(|d| d.v.clone()).collect::<Vec<_>>(),
        vec![Value::Long(0); 3]
    );
}

/// `rseek_datoms` is the index read backwards from the last datom the
/// components prefix (all of them included) to the start.
#[test]
fn rseek_datoms_walks_back_from_the_last_datom_of_its_prefix() {
    let (_d, db) = db();
    let s = db.snapshot().unwrap();
    for index in [Index::Eav, Index::Ave] {
        let all = all(&db, index);
        let whole: Vec<Datom> = all.iter().rev().cloned().collect();
        let got: Vec<Datom> = s
            .rseek_datoms(index, &[])
            .unwrap()
            .map(Result::unwrap)
            .collect();
        assert_eq!(got, whole, "{index:?}");
        for d in all.iter().step_by(5) {
            let (e, a, v) = (Value::from(d.e), Value::Keyword(d.a.clone()), d.v.clone());
            let prefixes = match index {
                Index::Eav => vec![vec![e.clone()], vec![e.clone(), a.clone()], vec![e, a, v]],
                _ => vec![vec![a.clone()], vec![a.clone(), v.clone()], vec![a, v, e]],
            };
            for c in prefixes {
                let last = s
                    .datoms(index, &c)
                    .unwrap()
                    .map(Result::unwrap)
                    .last()
                    .unwrap();
                let pos = all.iter().position(|x| *x == last).unwrap();
                let want: Vec<Datom> = all[..=pos].iter().rev().cloned().collect();
                let got: Vec<Datom> = s
                    .rseek_datoms(index, &c)
                    .unwrap()
                    .map(Result::unwrap)
                    .collect();
                assert_eq!(got, want, "{index:?} {c:?}");
            }
        }
    }
    // A value not stored starts before where it would be.
    let age = |n| vec![kw(":p/age"), Value::Long(n)];
    let at = s
        .rseek_datoms(Index::Ave, &age(1000))
        .unwrap()
        .next()
        .unwrap()
        .unwrap();
    assert_eq!(at.v, Value::Long(19));
    let at = s
        .rseek_datoms(Index::Ave, &age(-1))
        .unwrap()
        .next()
        .unwrap()
        .unwrap();
    assert_eq!(at.a.to_string(), ":p/name");
    // Lazy: the first datoms of the whole index backwards.
    let two: Vec<Datom> = s
        .rseek_datoms(Index::Eav, &[])
        .unwrap()
        .take(2)
        .map(Result::unwrap)
        .collect();
    assert_eq!(
        two,
        all(&db, Index::Eav)
            .into_iter()
            .rev()
            .take(2)
            .collect::<Vec<_>>()
    );
    assert!(s.rseek_datoms(Index::Vae, &[]).is_err());
}

/// Components as a Datalevin user writes them (the REPL's forms give the
/// same): lookup refs for entities, values read as their attribute's type,
/// trailing `nil`s dropped.
#[test]
fn components_are_read_as_datalevin_reads_them() {
    use quiver::Walk;
    let (_d, db) = db();
    let s = db.snapshot().unwrap();
    let lookup = Value::vector([kw(":p/name"), Value::from("n007")]);
    let p7 = s.resolve_eid(&lookup).unwrap().unwrap();
    let walk = |walk, index, c: &[Value]| -> Vec<Datom> {
        s.walk_datoms(walk, index, c)
            .unwrap()
            .map(Result::unwrap)
            .collect()
    };
    let by_id = walk(Walk::Datoms, Index::Eav, &[Value::from(p7)]);
    assert!(!by_id.is_empty() && by_id.iter().all(|d| d.e == p7));
    assert_eq!(
        walk(Walk::Datoms, Index::Eav, std::slice::from_ref(&lookup)),
        by_id
    );
    assert_eq!(
        walk(
            Walk::Datoms,
            Index::Eav,
            &[lookup.clone(), kw(":p/friend"), Value::Nil]
        ),
        walk(
            Walk::Datoms,
            Index::Eav,
            &[Value::from(p7), kw(":p/friend")]
        )
    );
    // A ref value given as a lookup ref; a long on a ref attribute is an id.
    let friends_of_7 = walk(Walk::Datoms, Index::Ave, &[kw(":p/friend"), lookup.clone()]);
    assert_eq!(friends_of_7.len(), 2, "p14 and p15 befriend p7");
    assert_eq!(
        friends_of_7,
        walk(
            Walk::Datoms,
            Index::Ave,
            &[kw(":p/friend"), Value::from(p7)]
        )
    );
    assert!(
        friends_of_7.iter().all(|d| d.v == Value::from(p7)),
        "refs come back as ids"
    );
    // A lookup ref that names nothing matches nothing.
    let nobody = Value::vector([kw(":p/name"), Value::from("nobody")]);
    assert!(walk(Walk::Seek, Index::Eav, std::slice::from_ref(&nobody)).is_empty());
    assert_eq!(
        s.count_datoms(&nobody, &Value::Nil, &Value::Nil).unwrap(),
        0
    );
    // count-datoms agrees with the walk for each e/a/v shape.
    let age = kw(":p/age");
    for (e, a, v) in [
        (Value::Nil, age.clone(), Value::Nil),
        (Value::Nil, age.clone(), Value::Long(7)),
        (lookup.clone(), Value::Nil, Value::Nil),
        (lookup.clone(), age.clone(), Value::Nil),
        (lookup.clone(), age.clone(), Value::Long(7)),
    ] {
        let n = s.count_datoms(&e, &a, &v).unwrap();
        let walked = all(&db, Index::Eav)
            .into_iter()
            .filter(|d| {
                (e == Value::Nil || d.e == p7)
                    && (a == Value::Nil || d.a == Keyword::parse(":p/age"))
                    && (v == Value::Nil || d.v == v)
            })
            .count() as u64;
        assert_eq!(n, walked, "count-datoms {e} {a} {v}");
    }
    // index-range: both bounds inclusive, nil for none.
    let range: Vec<i64> = s
        .index_range(&age, &Value::Long(18), &Value::Nil)
        .unwrap()
        .map(|d| match d.unwrap().v {
            Value::Long(n) => n,
            other => panic!("{other:?}"),
        })
        .collect();
    assert_eq!(range, [18, 18, 18, 19, 19, 19]);
    assert_eq!(s.cardinality(&age).unwrap(), 20);
    // Refusals name the problem.
    let e = s
        .datoms(Index::Eav, &[Value::Nil, age.clone()])
        .err()
        .unwrap();
    assert!(e.to_string().contains("component 1 is nil"), "{e}");
    let e = s
        .index_range(&age, &Value::from("x"), &Value::Nil)
        .unwrap()
        .count();
    assert_eq!(e, 0, "a string bound on a long attribute holds no long");
}
