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
    // Queries, pull, entities and counts of the result see the transaction.
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
fn reading_the_result_holds_no_writer_of_the_original() {
    let (_d, db) = people();
    let w = db.with_edn(r#"[{:person/name "Cy"}]"#).unwrap();
    let snap = w.snapshot().unwrap();
    // While the result is being read (its snapshot open), the original
    // commits from another thread, within a bound.
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::scope(|s| {
        s.spawn(|| {
            let r = db.transact_edn(r#"[{:person/name "Eve"}]"#).map(|r| r.tx);
            tx.send(r.is_ok()).unwrap();
        });
        assert_eq!(rx.recv_timeout(Duration::from_secs(20)), Ok(true));
    });
    // And the result does not see that commit: it reads the commit it
    // was made on.
    let q = "[:find ?e . :where [?e :person/name \"Eve\"]]";
    assert_eq!(w.query(q).run().unwrap().to_edn(), Edn::Nil);
    assert_ne!(db.query(q).run().unwrap().to_edn(), Edn::Nil);
    drop(snap);
    // That commit is gone from the write path: with on the result is an
    // error that says so.
    let e = w.with_edn(r#"[{:person/name "Fay"}]"#).unwrap_err();
    assert!(e.to_string().contains("committed since"), "{e}");
    // The result cannot be written or imported into.
    let e = w.transact_edn(r#"[{:person/name "Gus"}]"#).unwrap_err();
    assert!(e.to_string().contains("cannot be written"), "{e}");
}

/// `with` on a result of `with` applies both transactions on the same
/// commit (the first's schema change too); the first result is unchanged.
#[test]
fn with_on_a_with_applies_both_transactions() {
    let (_d, db) = people();
    let w = db
        .with_edn(r#"[{:db/ident :person/nick :db/valueType :db.type/string} {:person/name "Cy"}]"#)
        .unwrap();
    let ww = w
        .with_edn(r#"[{:person/name "Fay" :person/nick "F"}]"#)
        .unwrap();
    let count = "[:find (count ?e) . :where [?e :person/name]]";
    assert_eq!(ww.query(count).run().unwrap().to_edn(), Edn::Long(4));
    assert_eq!(w.query(count).run().unwrap().to_edn(), Edn::Long(3));
    assert_eq!(db.query(count).run().unwrap().to_edn(), Edn::Long(2));
    assert_eq!(
        ww.query("[:find ?n . :where [?e :person/nick ?n]]")
            .run()
            .unwrap()
            .to_edn(),
        Edn::string("F")
    );
    assert_eq!(ww.report().added.len(), 3, "name, nick, txInstant");
}

/// The writes live in memory: the result's overlay holds each index entry
/// the transaction changed, and dropping the result frees the commit it
/// pinned (the file does not grow from speculating).
#[test]
fn the_overlay_holds_the_writes_and_the_file_does_not_grow() {
    let (_d, db) = people();
    let size = db.file_size().unwrap();
    for _ in 0..50 {
        let w = db
            .with_edn(r#"[{:person/name "Cy" :person/age 3} [:db/retract [:person/name "Bo"] :person/age 25]]"#)
            .unwrap();
        // EAV and AVE, added and retracted: name, age, txInstant in, one
        // age out; and the counters the meta database keeps.
        assert!(w.timing().pairs >= 2 * (3 + 1), "{:?}", w.timing());
        assert!(w.timing().bytes > 0);
    }
    assert_eq!(db.file_size().unwrap(), size);
}

/// Interrupting a query on the result leaves the result and the original
/// readable.
#[test]
fn an_interrupted_query_on_a_result_leaves_it_usable() {
    let (_d, db) = people();
    let w = db.with_edn(r#"[{:person/name "Cy"}]"#).unwrap();
    let slow = "[:find (count ?x) . :where [?e :person/name] [(range 5000000) [?x ...]] [(range 4) [?y ...]]]";
    let opts = quiver::QueryOptions {
        timeout: Some(Duration::from_millis(1)),
        ..quiver::QueryOptions::default()
    };
    let e = w.query(slow).options(opts).run().unwrap_err();
    assert!(
        matches!(e, quiver::QueryError::Interrupted { .. })
            || e.to_string().contains("interrupted"),
        "{e}"
    );
    let count = "[:find (count ?e) . :where [?e :person/name]]";
    assert_eq!(w.query(count).run().unwrap().to_edn(), Edn::Long(3));
    assert_eq!(db.query(count).run().unwrap().to_edn(), Edn::Long(2));
}

/// A database opened read-only cannot run a transaction, so it cannot
/// speculate: an error saying so.
#[test]
fn a_read_only_database_cannot_speculate() {
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
    let e = ro.with_edn(r#"[{:person/name "Cy"}]"#).unwrap_err();
    assert!(
        e.to_string().contains("opened read-only cannot speculate"),
        "{e}"
    );
    let q = "[:find (count ?e) . :where [?e :person/name]]";
    assert_eq!(ro.query(q).run().unwrap().to_edn(), Edn::Long(2));
}
