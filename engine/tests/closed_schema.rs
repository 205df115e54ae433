//! A closed schema (`DbOptions::closed_schema`, Datalevin's
//! `:closed-schema? true`): writing an undeclared attribute is refused and
//! writes nothing; the setting is stored with the database (D-728).

use quiver::{Db, DbOptions, Error, ImportOptions, TxErrorKind};

fn open(dir: &std::path::Path, closed: bool) -> Db {
    Db::open(
        dir,
        DbOptions {
            closed_schema: closed,
            ..DbOptions::default()
        },
    )
    .unwrap()
}

fn count(db: &Db) -> quiver::edn::Value {
    db.query("[:find (count ?e) . :where [?e :person/name]]")
        .run()
        .unwrap()
        .to_edn()
}

#[test]
fn an_open_schema_takes_new_attributes() {
    let dir = tempfile::tempdir().unwrap();
    let db = open(dir.path(), false);
    assert!(!db.closed_schema());
    db.transact_edn("[{:person/name \"Ann\"}]").unwrap();
    assert_eq!(count(&db), quiver::edn::Value::Long(1));
}

#[test]
fn a_closed_schema_refuses_undeclared_attributes_and_stays_closed() {
    let dir = tempfile::tempdir().unwrap();
    {
        let db = open(dir.path(), true);
        assert!(db.closed_schema());
        let err = db
            .transact_edn("[{:person/name \"Ann\"} {:person/nmae \"Bob\"}]")
            .unwrap_err();
        assert!(
            matches!(
                err.unlocated(),
                Error::Transaction {
                    kind: TxErrorKind::UnknownAttribute,
                    ..
                }
            ),
            "{err}"
        );
        assert!(
            err.to_string().contains(
                "attribute :person/name: the attribute is not in the schema, which is closed"
            ),
            "{err}"
        );
        // Declared (in the same transaction or before), it is written.
        db.transact_edn(
            "[{:db/ident :person/name :db/valueType :db.type/string} {:person/name \"Ann\"}]",
        )
        .unwrap();
        assert_eq!(count(&db), quiver::edn::Value::Long(1));
        // Imports too; nothing of a refused import is written.
        let err = db
            .import_edn(
                "[{:person/name \"Bob\"} [:db/add -1 :person/age 3]]",
                "data.edn",
                ImportOptions::default(),
                |_| {},
            )
            .unwrap_err();
        assert!(err.to_string().contains(":person/age"), "{err}");
        assert_eq!(count(&db), quiver::edn::Value::Long(1));
    }
    // Opened again without the option: still closed.
    let db = open(dir.path(), false);
    assert!(db.closed_schema());
    assert!(db.transact_edn("[{:person/age 3}]").is_err());
}
