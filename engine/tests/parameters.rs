//! Parameters from Rust: query inputs from Rust values, transactions from
//! templates with `?name` parameters, instants and UUIDs back as their
//! types (D-722).

use crate::common;

use quiver::edn::Value;
use quiver::{EntityMap, TxData};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

fn schema(db: &quiver::Db) {
    db.transact_edn(
        r#"[{:db/ident :person/name :db/valueType :db.type/string :db/unique :db.unique/identity}
            {:db/ident :person/age :db/valueType :db.type/long}
            {:db/ident :person/admin :db/valueType :db.type/boolean}
            {:db/ident :person/born :db/valueType :db.type/instant}
            {:db/ident :person/key :db/valueType :db.type/uuid}]"#,
    )
    .unwrap();
}

#[test]
fn query_inputs_take_rust_values() {
    let (_d, db) = common::temp_db();
    schema(&db);
    let born = UNIX_EPOCH + Duration::from_millis(454_852_800_000);
    let key = uuid::Uuid::from_u128(0x6ba7b810_9dad_11d1_80b4_00c04fd430c8);
    db.transact(
        &TxData::new().map(
            EntityMap::new()
                .with(":person/name", "Ann")
                .with(":person/age", 41)
                .with(":person/admin", true)
                .with(":person/born", born)
                .with(":person/key", key),
        ),
    )
    .unwrap();
    let r = db
        .query(
            "[:find ?n . :in $ ?min ?admin ?born ?key
              :where [?e :person/age ?a] [(>= ?a ?min)] [?e :person/admin ?admin]
                     [?e :person/born ?born] [?e :person/key ?key] [?e :person/name ?n]]",
        )
        .input(18)
        .input(true)
        .input(born)
        .input(key)
        .run()
        .unwrap();
    assert_eq!(r.to_edn(), Value::from("Ann"));
    let r = db
        .query("[:find ?a . :in $ ?n :where [?e :person/name ?n] [?e :person/age ?a]]")
        .input(String::from("Ann"))
        .run()
        .unwrap();
    assert_eq!(r.to_edn(), Value::Long(41));
    // Instants and UUIDs come back as their types.
    let r = db
        .query("[:find [?b ?k] :where [?e :person/born ?b] [?e :person/key ?k]]")
        .run()
        .unwrap();
    let row = r.rows().remove(0);
    assert_eq!(row[0].as_system_time(), Some(born));
    assert_eq!(row[1].as_uuid(), Some(key));
}

#[test]
fn templates_carry_quotes_and_instants_whole() {
    let (_d, db) = common::temp_db();
    schema(&db);
    let name = r#"Ann "the" O'Brien \ [x]"#;
    let born = SystemTime::UNIX_EPOCH - Duration::from_millis(86_400_000);
    let report = db
        .transact_template(
            "[{:db/id \"ann\" :person/name ?name :person/age ?age :person/born ?born}]",
        )
        .param("name", name)
        .param("?age", 41u32)
        .param("born", born)
        .run()
        .unwrap();
    let ann = report.tempid("ann").unwrap();
    let r = db
        .query("[:find [?n ?b] :in $ ?e :where [?e :person/name ?n] [?e :person/born ?b]]")
        .input(ann.0)
        .run()
        .unwrap();
    let row = r.rows().remove(0);
    assert_eq!(row[0], Value::from(name));
    assert_eq!(row[1].as_system_time(), Some(born));
}

#[test]
fn template_parameters_must_match() {
    let (_d, db) = common::temp_db();
    schema(&db);
    let err = db
        .transact_template("[{:person/name ?name :person/age ?age}]")
        .param("name", "Ann")
        .run()
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("tx template:1:34: no value for the parameter ?age (given: ?name)"),
        "{err}"
    );
    // Nothing was written.
    let r = db
        .query("[:find ?e . :where [?e :person/name]]")
        .run()
        .unwrap();
    assert_eq!(r.to_edn(), Value::Nil);
}

// D-841: a prepared query is validated once, when prepared.
#[test]
fn prepare_validates_the_query_once() {
    let (_d, db) = common::temp_db();
    let err = db
        .prepare("[:find ?age :where [?e :person/name ?n]]")
        .unwrap_err();
    assert!(
        err.to_string()
            .contains("variable ?age is used in :find but never bound"),
        "{err}"
    );
}

// D-841: rules given for `%` are read and checked once per rule set; a
// different rule set given later is checked on its own.
#[test]
fn rules_are_checked_once_per_rule_set() {
    let (_d, db) = common::temp_db();
    schema(&db);
    db.transact_edn(r#"[{:person/name "Ann" :person/age 41} {:person/name "Bo" :person/age 12}]"#)
        .unwrap();
    let q = db
        .prepare("[:find [?n ...] :in $ % :where (adult ?e) [?e :person/name ?n]]")
        .unwrap();
    let adult = quiver::edn::read_value("[[(adult ?e) [?e :person/age ?a] [(>= ?a 18)]]]").unwrap();
    let rules = quiver_query::query::parse_rules(&adult.to_string()).unwrap();
    q.give_rules(adult.clone(), rules).unwrap();
    for _ in 0..2 {
        let r = q.run(&db, std::slice::from_ref(&adult)).unwrap();
        assert_eq!(r.to_edn().to_string(), r#"["Ann"]"#);
    }
    // Another rule set: its arity does not fit the call, and it says so.
    let wrong = quiver::edn::read_value("[[(adult ?e ?a) [?e :person/age ?a]]]").unwrap();
    let err = q.run(&db, &[wrong]).unwrap_err();
    assert!(
        err.to_string()
            .contains("rule adult takes 2 argument(s) but 1 given"),
        "{err}"
    );
    // Rules that fail their own checks are refused before any call.
    let unbound = quiver::edn::read_value("[[(adult ?e) [(>= ?a 18)]]]").unwrap();
    let rules = quiver_query::query::parse_rules(&unbound.to_string()).unwrap();
    assert!(q.give_rules(unbound, rules).is_err());
    // The first rule set still answers.
    let r = q.run(&db, &[adult]).unwrap();
    assert_eq!(r.to_edn().to_string(), r#"["Ann"]"#);
}
