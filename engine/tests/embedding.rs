//! Embedding with one dependency: `quiver::edn::Value`, prepared queries
//! run on a `Db`, tempids by name, and interrupts reported as such.

use crate::common;

use quiver::Error;
use quiver::edn::Value;

#[test]
fn one_dependency_prepared_queries_and_tempids() {
    let (_d, db) = common::temp_db();
    db.transact_edn(r#"[{:db/ident :name :db/valueType :db.type/string}]"#)
        .unwrap();
    let report = db
        .transact_edn(r#"[{:db/id "ivan" :name "Ivan"} {:db/id "petr" :name "Petr"}]"#)
        .unwrap();
    let ivan = report.tempid("ivan").unwrap();
    assert_ne!(Some(ivan), report.tempid("petr"));
    assert_eq!(report.tempid("nobody"), None);
    let q = db
        .prepare("[:find ?e . :in $ ?n :where [?e :name ?n]]")
        .unwrap();
    let got = q.run(&db, &[Value::string("Ivan")]).unwrap().to_edn();
    assert_eq!(got, Value::Long(ivan.0 as i64));
    // Each run sees the latest committed state.
    db.transact_edn(r#"[{:name "Oleg"}]"#).unwrap();
    assert!(matches!(
        q.run(&db, &[Value::string("Oleg")]).unwrap().to_edn(),
        Value::Long(n) if n > 0
    ));
}

/// While the database's interrupt is raised, a query (planning reads too)
/// and a transaction both fail with `Interrupted`, whose message does not
/// call a transaction a query; clearing it makes the database usable.
#[test]
fn a_raised_interrupt_is_an_interrupt_for_queries_and_transactions() {
    let (_d, db) = common::temp_db();
    db.transact_edn(r#"[{:db/ident :name :db/valueType :db.type/string} {:name "a"}]"#)
        .unwrap();
    let handle = db.interrupt_handle();
    handle.interrupt();
    let err = db
        .query("[:find ?e :where [?e :name \"a\"]]")
        .run()
        .unwrap_err();
    assert!(matches!(err, Error::Interrupted { .. }), "{err:?}");
    let err = db.transact_edn(r#"[{:name "b"}]"#).unwrap_err();
    assert!(matches!(err, Error::Interrupted { .. }), "{err:?}");
    assert!(!err.to_string().contains("query"), "{err}");
    handle.clear();
    assert_eq!(
        db.query("[:find (count ?e) . :where [?e :name _]]")
            .run()
            .unwrap()
            .to_edn(),
        Value::Long(1)
    );
}

/// A function that fails at run time is reported at its clause, not at the
/// start of the query.
#[test]
fn a_failing_call_points_at_its_clause() {
    let (_d, db) = common::temp_db();
    db.transact_edn(r#"[{:db/ident :n :db/valueType :db.type/long} {:n 0}]"#)
        .unwrap();
    let text = "[:find ?x\n :where [?e :n ?n]\n        [(/ 10 ?n) ?x]]";
    let err = db.query(text).run().unwrap_err();
    let pos = err.position().expect("a position");
    assert_eq!((pos.line, pos.col), (3, 9), "{err}");
    assert!(err.to_string().contains("divide by zero"), "{err}");
}

/// The library reports attributes a query names that the database does
/// not know (the CLI prints them as warnings); the query still answers.
#[test]
fn unknown_attributes_are_reported_with_suggestions() {
    let (_d, db) = common::temp_db();
    db.transact_edn(
        r#"[{:db/ident :person/name :db/valueType :db.type/string}
            {:db/ident :person/friend :db/valueType :db.type/ref}]"#,
    )
    .unwrap();
    let q = db
        .prepare(
            "[:find ?n :where [?e :person/nmae ?n] (not [?e :person/_friend ?f])
                               (or [?e :person/friend ?g] [?e :person/frend ?g]) [?e :db/ident _]]",
        )
        .unwrap();
    let snap = db.snapshot().unwrap();
    let w: Vec<String> = q
        .warnings(snap.storage())
        .iter()
        .map(|u| u.message())
        .collect();
    assert_eq!(
        w,
        [
            ":person/nmae is not a known attribute; did you mean :person/name?",
            ":person/frend is not a known attribute; did you mean :person/friend?"
        ]
    );
    assert_eq!(q.warnings(snap.storage())[0].pos.line, 1);
    assert!(q.run(&db, &[]).unwrap().is_empty());
}
