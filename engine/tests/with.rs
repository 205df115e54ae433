//! `Db::with` (#22): the database as a transaction would leave it, read by
//! queries, pull, entities and index access, with nothing written to the
//! original and the original's writer free while it is read.

use crate::common;

use std::time::Duration;

use quiver::edn::Value as Edn;

fn people() -> (tempfile::TempDir, quiver::Db) {
    let (dir, db) = common::temp_db();
    db.transact_edn(
        r#"[{:db/ident :person/name :db/valueType :db.type/string :db/unique :db.unique/identity}
            {:db/ident :person/manager :db/valueType :db.type/ref}
            {:db/ident :person/age :db/valueType :db.type/long}]"#,
    )
    .unwrap();
    db.transact_edn(
        r#"[{:db/id "a" :person/name "Ann" :person/age 40}
            {:person/name "Bo" :person/age 25 :person/manager "a"}]"#,
    )
    .unwrap();
    (dir, db)
}

const STAFF: &str = "[:find [?n ...] :where [?e :person/manager ?m] [?m :person/name \"Ann\"] [?e :person/name ?n]]";

fn names(r: Edn) -> Vec<String> {
    let Edn::Vector(items) = r else { panic!("{r}") };
    let mut v: Vec<String> = items
        .iter()
        .map(|i| i.as_str().unwrap().to_string())
        .collect();
    v.sort();
    v
}

#[test]
fn with_reads_the_transaction_and_writes_nothing() {
    let (_d, db) = people();
    let before = db.snapshot().unwrap().datom_count().unwrap();
    let w = db
        .with_edn(
            r#"[{:person/name "Cy" :person/age 31 :person/manager [:person/name "Ann"]}
                [:db/retract [:person/name "Bo"] :person/age 25]]"#,
        )
        .unwrap();
    // Queries, pull, entities and counts of the copy see the transaction.
    assert_eq!(names(w.query(STAFF).run().unwrap().to_edn()), ["Bo", "Cy"]);
    let cy = w.report().tempids.values().next().copied();
    assert!(cy.is_none(), "map without :db/id: no tempid reported");
    let snap = w.snapshot().unwrap();
    let ann = snap
        .resolve_eid(&Edn::vector([
            Edn::keyword("person/name"),
            Edn::string("Ann"),
        ]))
        .unwrap()
        .unwrap();
    assert_eq!(
        snap.entity_handle(ann)
            .refs(":person/_manager")
            .unwrap()
            .len(),
        2
    );
    let pulled = w
        .pull_str("[:person/age]", "[:person/name \"Bo\"]")
        .unwrap();
    assert_eq!(pulled, Edn::Nil, "Bo's age was retracted");
    assert_eq!(
        snap.count_datoms(&Edn::Nil, &Edn::keyword("person/age"), &Edn::Nil)
            .unwrap(),
        2
    );
    assert_eq!(w.report().added.len(), 4, "name, age, manager, txInstant");
    assert_eq!(w.report().retracted.len(), 1);
    // The original is as it was.
    assert_eq!(names(db.query(STAFF).run().unwrap().to_edn()), ["Bo"]);
    assert_eq!(db.snapshot().unwrap().datom_count().unwrap(), before);
    assert!(w.timing().bytes > 0);
}

#[test]
fn a_failing_transaction_leaves_nothing() {
    let (_d, db) = people();
    let e = db.with_edn(r#"[{:person/name 3}]"#).unwrap_err();
    assert!(
        e.to_string()
            .contains("expected a value of type :db.type/string"),
        "{e}"
    );
    let before = db.snapshot().unwrap().datom_count().unwrap();
    db.transact_edn(r#"[{:person/name "Di"}]"#).unwrap();
    assert!(db.snapshot().unwrap().datom_count().unwrap() > before);
}

#[test]
fn reading_the_copy_holds_no_writer_of_the_original() {
    let (_d, db) = people();
    let w = db.with_edn(r#"[{:person/name "Cy"}]"#).unwrap();
    let snap = w.snapshot().unwrap();
    // While the copy is being read (its snapshot open), the original
    // commits from another thread, within a bound.
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::scope(|s| {
        s.spawn(|| {
            let r = db.transact_edn(r#"[{:person/name "Eve"}]"#).map(|r| r.tx);
            tx.send(r.is_ok()).unwrap();
        });
        assert_eq!(rx.recv_timeout(Duration::from_secs(20)), Ok(true));
    });
    // And the copy does not see that commit: it is its own database.
    let q = "[:find ?e . :where [?e :person/name \"Eve\"]]";
    assert_eq!(w.query(q).run().unwrap().to_edn(), Edn::Nil);
    assert_ne!(db.query(q).run().unwrap().to_edn(), Edn::Nil);
    drop(snap);
    // Speculating again on the copy works too (with on a with).
    let ww = w.with_edn(r#"[{:person/name "Fay"}]"#).unwrap();
    assert_eq!(
        ww.query("[:find (count ?e) . :where [?e :person/name]]")
            .run()
            .unwrap()
            .to_edn(),
        Edn::Long(4)
    );
}

#[test]
fn the_scratch_copy_is_removed_on_drop() {
    let (_d, db) = people();
    let w = db.with_edn(r#"[{:person/name "Cy"}]"#).unwrap();
    let path = w.path().to_path_buf();
    assert!(path.join("data.mdb").is_file());
    drop(w);
    assert!(!path.exists());
}

#[test]
fn a_read_only_database_speculates_too() {
    let (dir, db) = people();
    drop(db);
    let ro = quiver::Db::open(
        dir.path(),
        quiver::DbOptions {
            read_only: true,
            create: false,
            ..quiver::DbOptions::default()
        },
    )
    .unwrap();
    assert!(ro.transact_edn(r#"[{:person/name "Cy"}]"#).is_err());
    let w = ro.with_edn(r#"[{:person/name "Cy"}]"#).unwrap();
    let q = "[:find (count ?e) . :where [?e :person/name]]";
    assert_eq!(w.query(q).run().unwrap().to_edn(), Edn::Long(3));
    assert_eq!(ro.query(q).run().unwrap().to_edn(), Edn::Long(2));
}
