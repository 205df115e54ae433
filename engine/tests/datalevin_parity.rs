//! Datalevin parity, last mile (#22), each case checked against what
//! Datalevin 1.2.8 answers: a pull in `:find` reads the source it names,
//! inputs are projected as given, `_` as a whole function binding, lookup
//! refs whose value is a tuple, and extra inputs refused.

use crate::common;
use crate::queries;

use queries::{edn, ok, q};
use quiver::Db;

/// Users with a unique handle and a level.
fn users(db: &Db, handles: &[(&str, i64)]) {
    db.transact_edn(
        r#"[{:db/ident :user/handle :db/valueType :db.type/string :db/unique :db.unique/identity}
            {:db/ident :user/level :db/valueType :db.type/long}
            {:db/ident :user/friend :db/valueType :db.type/ref}]"#,
    )
    .unwrap();
    let maps: Vec<String> = handles
        .iter()
        .map(|(h, l)| format!("{{:user/handle \"{h}\" :user/level {l}}}"))
        .collect();
    db.transact_edn(&format!("[{}]", maps.join(" "))).unwrap();
}

/// `(pull $other ?u …)` reads `$other`, not `$` (D-380): the pulled map
/// is the other database's entity with that id, checked by asking the
/// other database directly.
#[test]
fn pull_reads_the_source_it_names() {
    let (_d, db) = common::temp_db();
    users(&db, &[("kim", 3), ("lee", 5), ("max", 3)]);
    let (_d2, other) = common::temp_db();
    users(&other, &[("other-1", 1), ("other-2", 2), ("other-3", 3)]);
    let text =
        "[:find ?u (pull $other ?u [:user/handle]) :in $ $other :where [$ ?u :user/level 3]]";
    let r = db.query(text).input_db(&other).run().unwrap();
    let rows = r.rows();
    assert_eq!(rows.len(), 2);
    for row in rows {
        let there = other
            .query("[:find ?h . :in $ ?u :where [?u :user/handle ?h]]")
            .input(row[0].clone())
            .run()
            .unwrap()
            .to_edn();
        assert!(there.as_str().is_some_and(|h| h.starts_with("other-")));
        let want = edn(&format!("{{:user/handle {there}}}"));
        assert_eq!(row[1], want, "{text}");
    }
    // Without a source, or `$`, the pull reads the query's database.
    for text in [
        "[:find [(pull ?u [:user/handle]) ...] :in $ $other :where [$ ?u :user/level 3]]",
        "[:find [(pull $ ?u [:user/handle]) ...] :in $ $other :where [$ ?u :user/level 3]]",
    ] {
        let mut got = db.query(text).input_db(&other).run().unwrap().rows();
        got.sort_by_key(|r| r[0].to_string());
        assert_eq!(
            got,
            vec![
                vec![edn(r#"{:user/handle "kim"}"#)],
                vec![edn(r#"{:user/handle "max"}"#)]
            ],
            "{text}"
        );
    }
    // A named source given the query's own database reads it.
    let r = ok(
        &db,
        "[:find [(pull $o ?u [:user/handle]) ...] :in $ $o :where [?u :user/level 5]]",
        &["$"],
    );
    assert_eq!(r, edn(r#"[{:user/handle "lee"}]"#));
    // A source bound to a relation cannot be pulled from: an error.
    let e = q(
        &db,
        "[:find (pull $r ?u [:user/handle]) :in $ $r :where [?u :user/level 5]]",
        &["[[1 :a 2]]"],
    )
    .unwrap_err();
    assert!(e.contains("$r is bound to a relation"), "{e}");
}

/// A variable bound by an input shows the input value itself, as Datalevin
/// does; the lookup ref is resolved only to match (D-381).
#[test]
fn inputs_are_projected_as_given() {
    let (_d, db) = common::temp_db();
    users(&db, &[("kim", 3), ("lee", 5), ("max", 3)]);
    db.transact_edn(r#"[{:db/ident :team/kim-ref} [:db/add [:user/handle "lee"] :user/friend [:user/handle "kim"]]]"#)
        .unwrap();
    let kim = r#"[:user/handle "kim"]"#;
    let lee = r#"[:user/handle "lee"]"#;
    // Scalar.
    assert_eq!(
        ok(
            &db,
            "[:find ?u ?l :in $ ?u :where [?u :user/level ?l]]",
            &[kim]
        ),
        edn(r#"#{[[:user/handle "kim"] 3]}"#)
    );
    // Scalar, as the value of a ref attribute.
    assert_eq!(
        ok(
            &db,
            "[:find ?f ?h :in $ ?f :where [?e :user/friend ?f] [?e :user/handle ?h]]",
            &[kim]
        ),
        edn(r#"#{[[:user/handle "kim"] "lee"]}"#)
    );
    // Tuple.
    assert_eq!(
        ok(
            &db,
            "[:find ?u ?w ?l :in $ [?u ?w] :where [?u :user/level ?l]]",
            &[&format!("[{kim} 7]")]
        ),
        edn(r#"#{[[:user/handle "kim"] 7 3]}"#)
    );
    // Collection.
    assert_eq!(
        ok(
            &db,
            "[:find ?u ?l :in $ [?u ...] :where [?u :user/level ?l]]",
            &[&format!("[{kim} {lee}]")]
        ),
        edn(r#"#{[[:user/handle "kim"] 3] [[:user/handle "lee"] 5]}"#)
    );
    // Relation, with a column that is not an entity.
    assert_eq!(
        ok(
            &db,
            "[:find ?u ?x ?l :in $ [[?u ?x]] :where [?u :user/level ?l]]",
            &[&format!("[[{kim} :a] [{lee} :b]]")]
        ),
        edn(r#"#{[[:user/handle "kim"] :a 3] [[:user/handle "lee"] :b 5]}"#)
    );
    // Several lookup-ref inputs in one query.
    assert_eq!(
        ok(
            &db,
            "[:find ?a ?b :in $ ?a ?b :where [?b :user/friend ?a]]",
            &[kim, lee]
        ),
        edn(r#"#{[[:user/handle "kim"] [:user/handle "lee"]]}"#)
    );
    // Beside a pull of the same variable: the pull reads the entity.
    assert_eq!(
        ok(
            &db,
            "[:find ?u (pull ?u [:user/level]) :in $ [?u ...]]",
            &[&format!("[{kim} {lee}]")]
        ),
        edn(r#"#{[[:user/handle "kim"] {:user/level 3}] [[:user/handle "lee"] {:user/level 5}]}"#)
    );
    assert_eq!(
        ok(&db, "[:find [?u (pull ?u [:user/level])] :in $ ?u]", &[kim]),
        edn(r#"[[:user/handle "kim"] {:user/level 3}]"#)
    );
    // Aggregates and :with read the given values too.
    assert_eq!(
        ok(
            &db,
            "[:find (distinct ?u) . :in $ [?u ...] :where [?u :user/level 3]]",
            &[&format!("[{kim} {lee}]")]
        ),
        edn(r#"#{[:user/handle "kim"]}"#)
    );
    // Two lookup refs naming one entity are two given values.
    db.transact_edn(
        r#"[{:db/ident :user/mail :db/valueType :db.type/string :db/unique :db.unique/identity}]"#,
    )
    .unwrap();
    db.transact_edn(r#"[{:user/handle "kim" :user/mail "kim@x"}]"#)
        .unwrap();
    assert_eq!(
        ok(
            &db,
            "[:find ?u :in $ [?u ...] :where [?u :user/level 3]]",
            &[r#"[[:user/handle "kim"] [:user/mail "kim@x"]]"#]
        ),
        edn(r#"#{[[:user/handle "kim"]] [[:user/mail "kim@x"]]}"#)
    );
    // An entity id given stays an entity id; a variable the result does
    // not show changes nothing.
    let id = ok(&db, "[:find ?e . :where [?e :user/handle \"kim\"]]", &[]);
    assert_eq!(
        ok(
            &db,
            "[:find ?u ?l :in $ ?u :where [?u :user/level ?l]]",
            &[&id.to_string()]
        ),
        edn(&format!("#{{[{id} 3]}}"))
    );
    assert_eq!(
        ok(
            &db,
            "[:find ?l :in $ ?u :where [?u :user/level ?l]]",
            &[kim]
        ),
        edn("#{[3]}")
    );
    // Cached results and plans stay per inputs: the same text with another
    // lookup ref shows that one.
    assert_eq!(
        ok(
            &db,
            "[:find ?u ?l :in $ ?u :where [?u :user/level ?l]]",
            &[lee]
        ),
        edn(r#"#{[[:user/handle "lee"] 5]}"#)
    );
}

/// `_` as a whole function binding: the call runs, its value is ignored
/// (D-382); an empty input collection gives an empty result.
#[test]
fn blank_as_a_whole_function_binding() {
    let (_d, db) = common::temp_db();
    users(&db, &[("kim", 3), ("lee", 5)]);
    assert_eq!(
        ok(
            &db,
            "[:find ?h :where [?e :user/handle ?h] [(str ?h) _]]",
            &[]
        ),
        edn(r#"#{["kim"] ["lee"]}"#)
    );
    assert_eq!(
        ok(
            &db,
            "[:find ?v :in [?v ...] :where [(identity ?v) _]]",
            &["[1 2]"]
        ),
        edn("#{[1] [2]}")
    );
    assert_eq!(
        ok(&db, "[:find ?v :in [?v ...] :where [(str ?v) _]]", &["[]"]),
        edn("#{}")
    );
    // The call still runs: one that fails fails the query.
    let e = q(&db, "[:find ?v :in [?v ...] :where [(/ ?v 0) _]]", &["[1]"]).unwrap_err();
    assert!(e.to_lowercase().contains("divide"), "{e}");
}

/// A pull pattern given in `:in` under a plain symbol (DataScript's
/// `pattern-name`, `:in $ pat`) pulls as `?pat` does; a plain symbol no
/// pull uses is refused, naming it.
#[test]
fn a_pull_pattern_named_by_a_plain_symbol() {
    let (_d, db) = common::temp_db();
    users(&db, &[("kim", 3)]);
    let named = ok(
        &db,
        "[:find (pull ?u pat) . :in $ pat :where [?u :user/handle \"kim\"]]",
        &["[:user/level]"],
    );
    assert_eq!(named, edn("{:user/level 3}"));
    let var = ok(
        &db,
        "[:find (pull ?u ?pat) . :in $ ?pat :where [?u :user/handle \"kim\"]]",
        &["[:user/level]"],
    );
    assert_eq!(named, var);
    let e = q(
        &db,
        "[:find ?u . :in $ pat :where [?u :user/handle \"kim\"]]",
        &["1"],
    )
    .unwrap_err();
    assert!(e.contains("pat in :in is not a variable"), "{e}");
}

/// A lookup ref whose value is a tuple, on an identity attribute with no
/// value type (its collection values are stored as tuples), names the
/// entity (D-383).
#[test]
fn lookup_ref_with_a_tuple_value_on_an_untyped_identity() {
    let (_d, db) = common::temp_db();
    db.transact_edn(
        r#"[{:db/ident :cell/pos :db/unique :db.unique/identity}
            {:db/ident :cell/name :db/valueType :db.type/string}
            {:db/ident :owner :db/valueType :db.type/ref}
            {:db/ident :owners :db/valueType :db.type/ref :db/cardinality :db.cardinality/many}]"#,
    )
    .unwrap();
    db.transact_edn(r#"[{:cell/pos [3 4] :cell/name "a"} {:cell/pos [5 6] :cell/name "b"}]"#)
        .unwrap();
    db.transact_edn(
        r#"[{:db/id "p" :cell/name "piece" :owner [:cell/pos [3 4]]
             :owners [[:cell/pos [3 4]] [:cell/pos [5 6]]]}
            [:db/add [:cell/pos [5 6]] :cell/name "b2"]]"#,
    )
    .unwrap();
    assert_eq!(
        ok(
            &db,
            "[:find ?n . :where [?p :cell/name \"piece\"] [?p :owner ?c] [?c :cell/name ?n]]",
            &[]
        ),
        edn(r#""a""#)
    );
    assert_eq!(
        ok(
            &db,
            "[:find [?n ...] :where [?p :cell/name \"piece\"] [?p :owners ?c] [?c :cell/pos ?pos] [?c :cell/name ?n]]",
            &[]
        ),
        edn(r#"["a" "b2"]"#)
    );
    // In a query pattern too.
    assert_eq!(
        ok(
            &db,
            "[:find ?n . :where [?p :owner [:cell/pos [3 4]]] [?p :cell/name ?n]]",
            &[]
        ),
        edn(r#""piece""#)
    );
    // A tuple that names nothing is an error, and writes nothing.
    let e = db
        .transact_edn(r#"[{:cell/name "x" :owner [:cell/pos [9 9]]}]"#)
        .unwrap_err()
        .to_string();
    assert!(e.contains("[9 9]") || e.contains("Nothing found"), "{e}");
    assert_eq!(
        ok(&db, "[:find ?e . :where [?e :cell/name \"x\"]]", &[]),
        edn("nil")
    );
}

/// Inputs beyond what `:in` declares are refused, as Datalevin does
/// (D-384): with no `:in` (which means `[$]`) and with one. As in
/// Datalevin's message, the database is counted in neither list.
#[test]
fn extra_inputs_are_an_error() {
    let (_d, db) = common::temp_db();
    users(&db, &[("kim", 3)]);
    let e = q(&db, "[:find ?e :where [?e :user/level 3]]", &["1"]).unwrap_err();
    assert!(
        e.contains("Extra inputs passed, expected: [], got: 1"),
        "{e}"
    );
    let e = q(
        &db,
        "[:find ?e :in $ ?l :where [?e :user/level ?l]]",
        &["3", "4"],
    )
    .unwrap_err();
    assert!(
        e.contains("Extra inputs passed, expected: [?l], got: 2"),
        "{e}"
    );
    // Exactly what :in declares still runs.
    assert_eq!(
        ok(
            &db,
            "[:find ?l . :in $ ?l :where [_ :user/level ?l]]",
            &["3"]
        ),
        edn("3")
    );
}
