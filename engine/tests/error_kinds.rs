//! Errors say what the caller can do (D-851): each failure of a real call
//! has the kind its remedy calls for, through `Located` wrappers.

use crate::common;

use std::time::Duration;

use quiver::{Db, DbOptions, ErrorKind, QueryOptions};

#[test]
fn real_failures_have_the_kind_of_their_remedy() {
    let (dir, db) = common::temp_db();
    db.transact_edn(
        "[{:db/ident :email :db/valueType :db.type/string :db/unique :db.unique/value}
          {:db/ident :n :db/valueType :db.type/long}]",
    )
    .unwrap();
    db.transact_edn(r#"[{:email "a@x" :n 1}]"#).unwrap();
    let kind = |r: quiver::Result<quiver::TxReport>| r.unwrap_err().kind();
    // Text that does not parse, and a value the schema refuses as input.
    assert_eq!(kind(db.transact_edn("[{:n 1")), ErrorKind::Input);
    // The data refuses: a unique value taken; a value of the wrong type.
    assert_eq!(
        kind(db.transact_edn(r#"[{:email "a@x"}]"#)),
        ErrorKind::Transaction
    );
    assert_eq!(
        kind(db.transact_edn(r#"[{:n "one"}]"#)),
        ErrorKind::Transaction
    );
    // A query whose function fails on a value.
    let err = db
        .query("[:find ?q :where [?e :n ?v] [(/ ?v 0) ?q]]")
        .run()
        .unwrap_err();
    assert_eq!(err.kind(), ErrorKind::Query, "{err}");
    // Inputs that do not fit :in.
    let err = db
        .query("[:find ?e :in $ ?x :where [?e :n ?x]]")
        .run()
        .unwrap_err();
    assert_eq!(err.kind(), ErrorKind::Input, "{err}");
    // A timeout: the same call may succeed with more time.
    let slow = "[:find (count ?a) :where [?a :n] [?b :n] [?c :n] [?d :n]]";
    let mut many = String::from("[");
    for i in 0..200 {
        many.push_str(&format!("{{:n {i}}} "));
    }
    many.push(']');
    db.transact_edn(&many).unwrap();
    let err = db
        .query(slow)
        .options(QueryOptions {
            timeout: Some(Duration::from_millis(1)),
            cache_results: false,
            ..QueryOptions::default()
        })
        .run()
        .unwrap_err();
    assert_eq!(err.kind(), ErrorKind::Limit, "{err}");
    // A write on a database opened read-only: the storage refuses.
    drop(db);
    let ro = Db::open(
        dir.path(),
        DbOptions {
            read_only: true,
            ..DbOptions::default()
        },
    )
    .unwrap();
    let err = ro.transact_edn("[{:n 5}]").unwrap_err();
    assert_eq!(err.kind(), ErrorKind::Storage, "{err}");
}
