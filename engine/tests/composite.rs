//! Composite tuples (`:db/tupleAttrs`): kept equal to the tuple of their
//! components, queryable, unique, usable in lookup refs (D-114).

use crate::common;

use quiver::{Db, Error, TxErrorKind};
use quiver_query::edn::{Value, read_value};

fn db() -> (tempfile::TempDir, Db) {
    let (dir, db) = common::temp_db();
    db.transact_edn(
        r#"[{:db/ident :a :db/valueType :db.type/long}
            {:db/ident :b :db/valueType :db.type/string}
            {:db/ident :name :db/valueType :db.type/string}
            {:db/ident :a+b :db/tupleAttrs [:a :b] :db/unique :db.unique/identity}]"#,
    )
    .unwrap();
    (dir, db)
}

fn q(db: &Db, text: &str) -> Value {
    db.query(text).run().unwrap().to_edn()
}

fn edn(s: &str) -> Value {
    read_value(s).unwrap()
}

#[test]
fn composites_follow_their_components() {
    let (_d, db) = db();
    db.transact_edn(r#"[{:a 1 :b "one" :name "first"}]"#)
        .unwrap();
    let all = "[:find ?e ?t :where [?e :a+b ?t]]";
    assert_eq!(q(&db, all), edn(r#"#{[1 [1 "one"]]}"#));
    // Changing a component replaces the tuple.
    db.transact_edn(r#"[[:db/add 1 :b "uno"]]"#).unwrap();
    assert_eq!(q(&db, all), edn(r#"#{[1 [1 "uno"]]}"#));
    // Queries and lookup refs by the tuple.
    assert_eq!(
        q(
            &db,
            r#"[:find ?n . :where [?e :a+b [1 "uno"]] [?e :name ?n]]"#
        ),
        edn(r#""first""#)
    );
    db.transact_edn(r#"[{:db/id [:a+b [1 "uno"]] :name "renamed"}]"#)
        .unwrap();
    assert_eq!(
        q(&db, r#"[:find ?n . :where [1 :name ?n]]"#),
        edn(r#""renamed""#)
    );
    // A missing component is nil in the tuple, as in Datalevin (D-609);
    // with every component gone, the tuple goes too.
    db.transact_edn(r#"[[:db/retract 1 :a 1]]"#).unwrap();
    assert_eq!(q(&db, all), edn(r#"#{[1 [nil "uno"]]}"#));
    db.transact_edn(r#"[{:a 3}]"#).unwrap();
    assert_eq!(q(&db, all), edn(r#"#{[1 [nil "uno"]] [2 [3 nil]]}"#));
    db.transact_edn(r#"[[:db/retract 1 :b "uno"]]"#).unwrap();
    assert_eq!(q(&db, all), edn(r#"#{[2 [3 nil]]}"#));
}

/// A `:db.unique/value` composite: a second entity reaching the same
/// tuple is a conflict. (With `:db.unique/identity` the map upserts, as in
/// Datalevin: `a_composite_identity_upserts_from_its_components`, D-875.)
#[test]
fn a_unique_composite_refuses_a_second_holder_and_writes_nothing() {
    let (_d, db) = common::temp_db();
    db.transact_edn(
        r#"[{:db/ident :a :db/valueType :db.type/long}
            {:db/ident :b :db/valueType :db.type/string}
            {:db/ident :name :db/valueType :db.type/string}
            {:db/ident :a+b :db/tupleAttrs [:a :b] :db/unique :db.unique/value}]"#,
    )
    .unwrap();
    db.transact_edn(r#"[{:a 1 :b "x"}]"#).unwrap();
    let before = q(&db, "[:find (count ?e) . :where [?e :a _]]");
    let err = db
        .transact_edn(r#"[{:name "other"} {:a 1 :b "x"}]"#)
        .unwrap_err();
    match err.unlocated() {
        Error::Transaction {
            kind: TxErrorKind::UniqueConflict { holder },
            attr,
            ..
        } => {
            assert_eq!(*holder, 1);
            assert_eq!(attr.as_deref(), Some(":a+b"));
        }
        other => panic!("{other}"),
    }
    assert_eq!(q(&db, "[:find (count ?e) . :where [?e :a _]]"), before);
    assert_eq!(
        q(&db, r#"[:find ?e :where [?e :name "other"]]"#),
        edn("#{}")
    );
}

#[test]
fn composite_definitions_are_checked() {
    let (_d, db) = db();
    for bad in [
        r#"[{:db/ident :c+d :db/tupleAttrs [:c]}]"#,
        r#"[{:db/ident :c+d :db/tupleAttrs [:c :d] :db/valueType :db.type/long}]"#,
        r#"[{:db/ident :c+d :db/tupleAttrs [:c :d] :db/cardinality :db.cardinality/many}]"#,
        r#"[{:db/ident :c+d :db/tupleAttrs [:c "d"]}]"#,
        // A composite naming itself (third hostile sweep, D-938).
        r#"[{:db/ident :z/x :db/tupleAttrs [:z/x :a]}]"#,
    ] {
        let err = db.transact_edn(bad).unwrap_err();
        assert!(
            matches!(
                err.unlocated(),
                Error::Transaction {
                    kind: TxErrorKind::SchemaChange(_),
                    ..
                }
            ),
            "{bad}: {err}"
        );
    }
    let err = db
        .transact_edn(r#"[{:db/ident :z/x :db/tupleAttrs [:z/x :a]}]"#)
        .unwrap_err()
        .to_string();
    assert!(err.contains(":z/x itself"), "{err}");
    // A value listing 10,000 attributes is cut in the message.
    let many: Vec<String> = (0..10_000).map(|i| format!(":k{i}")).collect();
    let err = db
        .transact_edn(&format!(
            "[{{:db/ident :big :db/tupleAttrs [{} :k0]}}]",
            many.join(" ")
        ))
        .unwrap_err()
        .to_string();
    assert!(err.len() < 400, "{} chars", err.len());
    assert_eq!(
        q(&db, "[:find (count ?e) . :where [?e :db/ident :z/x]]"),
        Value::Nil
    );
}

#[test]
fn bulk_import_keeps_composites_too() {
    let (_d, db) = db();
    let text = r#"[{:db/id "x" :a 1 :b "one" :name "x"} {:db/id "y" :a 2 :b "two"} {:a 3}]"#;
    let ops = quiver_query::tx::parse_tx(text).unwrap();
    let data = quiver::TxData::from(ops);
    db.import(
        &data,
        quiver::ImportOptions {
            batch_items: 2,
            ..Default::default()
        },
        |_| {},
    )
    .unwrap();
    assert_eq!(
        q(&db, "[:find ?t :where [_ :a+b ?t]]"),
        edn(r#"#{[[1 "one"]] [[2 "two"]] [[3 nil]]}"#)
    );
    // A second import reaching an existing identity tuple upserts onto
    // its holder, as a transaction does (D-875).
    let again = quiver_query::tx::parse_tx(r#"[{:a 2 :b "two" :name "dup"}]"#).unwrap();
    let data = quiver::TxData::from(again);
    db.import(&data, quiver::ImportOptions::default(), |_| {})
        .unwrap();
    assert_eq!(
        q(&db, r#"[:find ?t :where [?e :name "dup"] [?e :a+b ?t]]"#),
        edn(r#"#{[[2 "two"]]}"#)
    );
    assert_eq!(q(&db, "[:find (count ?e) . :where [?e :a _]]"), edn("3"));
}
