//! Index access as Datalevin offers it (#22): `count_datoms` agrees with
//! walking `datoms` for every prefix of EAV, AVE and VAE; `cardinality`
//! with the distinct values; `index_range` with filtering an attribute's
//! datoms; `rseek_datoms` with reading the index backwards.

use crate::common;

use std::collections::BTreeSet;
use std::ops::Bound;

use quiver::{Datom, Db, EntityId, Index, Keyword, Value};

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

fn all(db: &Db, index: Index) -> Vec<Datom> {
    let s = db.snapshot().unwrap();
    s.datoms(index, &[]).unwrap().map(Result::unwrap).collect()
}

#[test]
fn count_datoms_agrees_with_walking_datoms() {
    let (_d, db) = db();
    let s = db.snapshot().unwrap();
    let eav = all(&db, Index::Eav);
    let name = |a| s.schema().get(a).unwrap().ident.clone();
    let mut prefixes: Vec<(Index, Vec<Value>)> = vec![(Index::Eav, vec![]), (Index::Ave, vec![])];
    for d in eav.iter().step_by(7) {
        let (e, a, v) = (Value::Ref(d.e), Value::Keyword(name(d.a)), d.v.clone());
        prefixes.push((Index::Eav, vec![e.clone()]));
        prefixes.push((Index::Eav, vec![e.clone(), a.clone()]));
        prefixes.push((Index::Eav, vec![e.clone(), a.clone(), v.clone()]));
        prefixes.push((Index::Ave, vec![a.clone()]));
        prefixes.push((Index::Ave, vec![a.clone(), v.clone()]));
        prefixes.push((Index::Ave, vec![a.clone(), v.clone(), e.clone()]));
        if let Value::Ref(t) = &v {
            prefixes.push((Index::Vae, vec![Value::Ref(*t)]));
            prefixes.push((Index::Vae, vec![Value::Ref(*t), a.clone()]));
        }
    }
    // Components that name nothing.
    prefixes.push((Index::Ave, vec![kw(":p/unknown")]));
    prefixes.push((Index::Eav, vec![Value::Ref(EntityId(999_999))]));
    prefixes.push((Index::Ave, vec![kw(":p/age"), Value::Long(1000)]));
    let mut checked = 0;
    for (index, c) in &prefixes {
        let walked = s.datoms(*index, c).unwrap().count() as u64;
        assert_eq!(
            s.count_datoms(*index, c).unwrap(),
            walked,
            "{index:?} {c:?}"
        );
        checked += u64::from(walked > 0);
    }
    assert!(checked > 20, "the prefixes must find datoms");
    assert_eq!(s.count_datoms(Index::Eav, &[]).unwrap(), eav.len() as u64);
    // Too many components, and an entity that is not one, are errors.
    assert!(
        s.count_datoms(
            Index::Vae,
            &[Value::Ref(EntityId(1)), kw(":p/friend"), Value::Long(1)]
        )
        .is_err()
    );
    assert!(
        s.count_datoms(Index::Eav, &[Value::String("x".into())])
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
        let id = s.schema().id_of(&k).unwrap();
        let distinct: BTreeSet<String> = eav
            .iter()
            .filter(|d| d.a == id)
            .map(|d| format!("{:?}", d.v))
            .collect();
        assert_eq!(s.cardinality(&k).unwrap(), distinct.len() as u64, "{attr}");
    }
    assert_eq!(s.cardinality(&Keyword::parse(":p/unknown")).unwrap(), 0);
}

#[test]
fn index_range_is_the_attributes_datoms_within_the_bounds() {
    let (_d, db) = db();
    let s = db.snapshot().unwrap();
    let ave = all(&db, Index::Ave);
    let check = |attr: &str, lo: Bound<Value>, hi: Bound<Value>| {
        let k = Keyword::parse(attr);
        let id = s.schema().id_of(&k).unwrap();
        let m = quiver::ValueMatch::Range(lo.clone(), hi.clone());
        let want: Vec<&Datom> = ave
            .iter()
            .filter(|d| d.a == id && m.matches(&d.v))
            .collect();
        let got: Vec<Datom> = s
            .index_range(&k, lo, hi)
            .unwrap()
            .map(Result::unwrap)
            .collect();
        assert_eq!(got.iter().collect::<Vec<_>>(), want, "{attr} {m:?}");
        want.len()
    };
    use Bound::{Excluded, Included, Unbounded};
    let l = Value::Long;
    assert_eq!(check(":p/age", Included(l(3)), Included(l(5))), 9);
    assert_eq!(check(":p/age", Excluded(l(3)), Excluded(l(5))), 3);
    assert_eq!(check(":p/age", Unbounded, Excluded(l(2))), 6);
    assert_eq!(check(":p/age", Included(l(19)), Unbounded), 3);
    assert_eq!(check(":p/age", Included(l(7)), Included(l(7))), 4);
    assert_eq!(check(":p/age", Included(l(5)), Included(l(3))), 0);
    // Strings, the giant value among them.
    let st = |x: &str| Value::String(x.into());
    assert_eq!(
        check(":p/name", Included(st("n010")), Excluded(st("n020"))),
        10
    );
    assert_eq!(check(":p/name", Included(st("x")), Unbounded), 1);
    // An untyped attribute holding a long and a string: the bounds' type only.
    assert_eq!(check(":p/tag", Included(l(0)), Included(l(5))), 1);
    // Unknown attribute: nothing.
    assert_eq!(
        s.index_range(&Keyword::parse(":p/unknown"), Unbounded, Unbounded)
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
        .index_range(
            &Keyword::parse(":p/age"),
            Bound::Unbounded,
            Bound::Unbounded,
        )
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
    let name = |a| Value::Keyword(s.schema().get(a).unwrap().ident.clone());
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
            let (e, a, v) = (Value::Ref(d.e), name(d.a), d.v.clone());
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
    assert_eq!(s.schema().get(at.a).unwrap().ident.to_string(), ":p/name");
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

/// EDN arguments as the REPL forms give them (`Snapshot::datoms_edn`,
/// `index_range_edn`, `count_datoms_edn`): lookup refs for entities,
/// values read as their attribute's type, trailing `nil`s dropped, and the
/// same datoms as the typed calls.
#[test]
fn edn_components_read_the_same_datoms_as_typed_ones() {
    use quiver::edn::Value as Edn;
    use quiver::{Walk, to_edn};
    let (_d, db) = db();
    let s = db.snapshot().unwrap();
    let p7 = s.resolve_eid(&Edn::vector([Edn::keyword("p/name"), Edn::string("n007")]));
    let p7 = p7.unwrap().unwrap();
    let lookup = Edn::vector([Edn::keyword("p/name"), Edn::string("n007")]);
    let typed = |index, c: &[Value]| -> Vec<Datom> {
        s.datoms(index, c).unwrap().map(Result::unwrap).collect()
    };
    let edn = |walk, index, c: &[Edn]| -> Vec<Datom> {
        s.datoms_edn(walk, index, c)
            .unwrap()
            .map(Result::unwrap)
            .collect()
    };
    assert_eq!(
        edn(Walk::Datoms, Index::Eav, std::slice::from_ref(&lookup)),
        typed(Index::Eav, &[Value::Ref(p7)])
    );
    assert_eq!(
        edn(
            Walk::Datoms,
            Index::Eav,
            &[lookup.clone(), Edn::keyword("p/friend"), Edn::Nil]
        ),
        typed(Index::Eav, &[Value::Ref(p7), kw(":p/friend")])
    );
    // A ref value given as a lookup ref; a long on a ref attribute is an id.
    let friends_of_7 = edn(
        Walk::Datoms,
        Index::Ave,
        &[Edn::keyword("p/friend"), lookup.clone()],
    );
    assert_eq!(friends_of_7.len(), 2, "p14 and p15 befriend p7");
    assert_eq!(
        friends_of_7,
        edn(
            Walk::Datoms,
            Index::Ave,
            &[Edn::keyword("p/friend"), Edn::Long(p7.0 as i64)]
        )
    );
    // A lookup ref that names nothing matches nothing.
    let nobody = Edn::vector([Edn::keyword("p/name"), Edn::string("nobody")]);
    assert!(edn(Walk::Seek, Index::Eav, std::slice::from_ref(&nobody)).is_empty());
    assert_eq!(
        s.count_datoms_edn(&nobody, &Edn::Nil, &Edn::Nil).unwrap(),
        0
    );
    // count-datoms agrees with the walk for each e/a/v shape.
    let age = Edn::keyword("p/age");
    for (e, a, v) in [
        (Edn::Nil, age.clone(), Edn::Nil),
        (Edn::Nil, age.clone(), Edn::Long(7)),
        (lookup.clone(), Edn::Nil, Edn::Nil),
        (lookup.clone(), age.clone(), Edn::Nil),
        (lookup.clone(), age.clone(), Edn::Long(7)),
    ] {
        let n = s.count_datoms_edn(&e, &a, &v).unwrap();
        let walked = s
            .datoms(Index::Eav, &[])
            .unwrap()
            .map(Result::unwrap)
            .filter(|d| {
                (e == Edn::Nil || d.e == p7)
                    && (a == Edn::Nil
                        || s.schema().get(d.a).unwrap().ident == Keyword::parse(":p/age"))
                    && (v == Edn::Nil || to_edn(&d.v) == v)
            })
            .count() as u64;
        assert_eq!(n, walked, "count-datoms {e} {a} {v}");
    }
    // index-range: both bounds inclusive, nil for none.
    let range: Vec<i64> = s
        .index_range_edn(&age, &Edn::Long(18), &Edn::Nil)
        .unwrap()
        .map(|d| match d.unwrap().v {
            Value::Long(n) => n,
            other => panic!("{other:?}"),
        })
        .collect();
    assert_eq!(range, [18, 18, 18, 19, 19, 19]);
    assert_eq!(s.cardinality_edn(&age).unwrap(), 20);
    // Refusals name the problem.
    let e = s
        .datoms_edn(Walk::Datoms, Index::Eav, &[Edn::Nil, age.clone()])
        .err()
        .unwrap();
    assert!(e.to_string().contains("component 1 is nil"), "{e}");
    let e = s
        .index_range_edn(&age, &Edn::string("x"), &Edn::Nil)
        .unwrap()
        .count();
    assert_eq!(e, 0, "a string bound on a long attribute holds no long");
}
