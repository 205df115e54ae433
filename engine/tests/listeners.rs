//! Transaction listeners (#22): every commit's report in commit order; a
//! slow listener lags (counted, bounded) instead of blocking commits; a
//! panicking callback breaks nothing; unlisten stops delivery.

use crate::common;

use std::sync::{Arc, Mutex};
use std::time::Duration;

use quiver::{TxEvent, TxId};

/// Waits (bounded) for the next event.
fn next(l: &quiver::TxListener) -> TxEvent {
    l.recv_timeout(Duration::from_secs(10))
        .expect("an event within 10 s")
}

fn committed(e: TxEvent) -> Arc<quiver::TxReport> {
    match e {
        TxEvent::Committed(r) => r,
        other => panic!("expected a committed report, got {other:?}"),
    }
}

#[test]
fn reports_arrive_in_commit_order_with_their_datoms_and_tempids() {
    let (_d, db) = common::temp_db();
    let listener = db.listen(1000);
    let r1 = db.transact_edn(r#"[{:db/id "a" :name "Ann"}]"#).unwrap();
    let a = r1.tempid("a").unwrap().0;
    let r2 = db
        .transact_edn(&format!(
            r#"[[:db/retract {a} :name "Ann"] [:db/add {a} :name "Anne"]]"#
        ))
        .unwrap();
    let got1 = committed(next(&listener));
    assert_eq!(got1.tx, r1.tx);
    assert_eq!(got1.added, r1.added);
    assert_eq!(got1.tempids, r1.tempids);
    let got2 = committed(next(&listener));
    assert_eq!(got2.tx, r2.tx);
    assert_eq!(got2.retracted, r2.retracted);
    assert_eq!(got2.retracted.len(), 1);
    // A failed transaction commits nothing, so nothing is heard.
    assert!(
        db.transact_edn(r#"[[:db/add "x" :db/valueType :nonsense]]"#)
            .is_err()
    );
    assert!(listener.try_recv().is_none());
}

#[test]
fn concurrent_writers_are_heard_in_commit_order() {
    let (_d, db) = common::temp_db();
    let listener = db.listen(10_000);
    let committed_txs = Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for t in 0..4 {
            let (db, committed_txs) = (&db, &committed_txs);
            s.spawn(move || {
                for i in 0..25 {
                    let r = db
                        .transact_edn(&format!(r#"[{{:writer {t} :n {i}}}]"#))
                        .unwrap();
                    committed_txs.lock().unwrap().push(r.tx);
                }
            });
        }
    });
    let heard: Vec<TxId> = (0..100).map(|_| committed(next(&listener)).tx).collect();
    let mut sorted = committed_txs.into_inner().unwrap();
    sorted.sort();
    // Every commit once, and in the order the transactions were numbered
    // (tx ids rise with each commit).
    assert_eq!(heard, sorted);
    assert!(listener.try_recv().is_none());
}

#[test]
fn a_slow_listener_lags_and_never_blocks_a_commit() {
    let (_d, db) = common::temp_db();
    let slow = db.listen(3);
    let fast = db.listen(100);
    // Nobody reads `slow` while 10 commits go through.
    let txs: Vec<TxId> = (0..10)
        .map(|i| db.transact_edn(&format!("[{{:n {i}}}]")).unwrap().tx)
        .collect();
    let first: Vec<TxId> = (0..3).map(|_| committed(next(&slow)).tx).collect();
    assert_eq!(first, txs[..3]);
    match next(&slow) {
        TxEvent::Lagged { missed } => assert_eq!(missed, 7),
        other => panic!("expected Lagged, got {other:?}"),
    }
    assert!(slow.try_recv().is_none());
    // Drained, it hears the next commit again.
    let t = db.transact_edn("[{:n 10}]").unwrap().tx;
    assert_eq!(committed(next(&slow)).tx, t);
    // The other listener missed nothing.
    let all: Vec<TxId> = (0..11).map(|_| committed(next(&fast)).tx).collect();
    assert_eq!(all[..10], txs[..]);
}

#[test]
fn a_panicking_callback_breaks_no_commit_and_hears_later_ones() {
    let (_d, db) = common::temp_db();
    let seen = Arc::new(Mutex::new(Vec::new()));
    let seen2 = seen.clone();
    let id = db
        .listen_with(100, move |e| {
            let TxEvent::Committed(r) = e else { return };
            let n = seen2.lock().unwrap().len();
            seen2.lock().unwrap().push(r.tx);
            if n % 2 == 0 {
                panic!("listener bug on event {n}");
            }
        })
        .unwrap();
    let observer = db.listen(100);
    let txs: Vec<TxId> = (0..6)
        .map(|i| db.transact_edn(&format!("[{{:n {i}}}]")).unwrap().tx)
        .collect();
    // Once the plain listener heard all six, wait (bounded) for the
    // callback's thread to have run all six too.
    for _ in 0..6 {
        next(&observer);
    }
    let deadline = std::time::Instant::now() + Duration::from_secs(10);
    while seen.lock().unwrap().len() < 6 && std::time::Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(5));
    }
    assert_eq!(*seen.lock().unwrap(), txs, "panics on 0, 2, 4 lose nothing");
    // Every commit went through.
    let n = db
        .query("[:find (count ?e) . :where [?e :n]]")
        .run()
        .unwrap();
    assert_eq!(n.to_edn(), quiver::edn::Value::Long(6));
    assert!(db.unlisten(id));
}

#[test]
fn unlisten_stops_delivery_and_ends_the_receiver() {
    let (_d, db) = common::temp_db();
    let l = db.listen(10);
    let t = db.transact_edn("[{:n 1}]").unwrap().tx;
    assert!(db.unlisten(l.id()));
    assert!(!db.unlisten(l.id()), "already gone");
    db.transact_edn("[{:n 2}]").unwrap();
    // What was queued before still arrives; then the end.
    assert_eq!(committed(next(&l)).tx, t);
    assert!(l.recv().is_none());
}

#[test]
fn imports_are_heard_as_imports() {
    let (_d, db) = common::temp_db();
    let l = db.listen(10);
    let report = db
        .import_edn(
            r#"[{:name "a"} {:name "b"}]"#,
            "data.edn",
            quiver::ImportOptions::default(),
            |_| {},
        )
        .unwrap();
    match next(&l) {
        TxEvent::Imported { datoms, .. } => assert_eq!(datoms, report.datoms),
        other => panic!("expected Imported, got {other:?}"),
    }
}

#[test]
fn dropping_the_database_ends_listeners() {
    let (_d, db) = common::temp_db();
    let l = db.listen(10);
    drop(db);
    assert!(l.recv().is_none());
}
