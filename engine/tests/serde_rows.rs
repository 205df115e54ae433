//! `QueryResult::deserialize_rows`: keyword names keep their namespace, two
//! keys that would become one field are an error, instants cross as RFC
//! 3339 text (D-721).

use crate::common;

use quiver::edn::{Value, read_value};
use serde::Deserialize;

fn people() -> (tempfile::TempDir, quiver::Db) {
    let (d, db) = common::temp_db();
    db.transact_edn(
        r#"[{:db/ident :x/id :db/valueType :db.type/long}
            {:db/ident :y/id :db/valueType :db.type/long}
            {:db/ident :person/name :db/valueType :db.type/string}
            {:db/ident :person/born :db/valueType :db.type/instant}
            {:x/id 1 :y/id 2 :person/name "Ann" :person/born #inst "1984-05-03T12:00:00.000-00:00"}]"#,
    )
    .unwrap();
    (d, db)
}

#[test]
fn namespaced_keys_stay_distinct() {
    #[derive(Deserialize, Debug, PartialEq)]
    struct Ids {
        #[serde(rename = "x/id")]
        x: i64,
        #[serde(rename = "y/id")]
        y: i64,
    }
    let (_d, db) = people();
    let r = db
        .query("[:find ?x ?y :keys x/id y/id :where [?e :x/id ?x] [?e :y/id ?y]]")
        .run()
        .unwrap();
    assert_eq!(
        r.deserialize_rows::<Ids>().unwrap(),
        vec![Ids { x: 1, y: 2 }]
    );
    // As a plain map: two keys, not one.
    let maps: Vec<std::collections::BTreeMap<String, i64>> = r.deserialize_rows().unwrap();
    assert_eq!(
        maps[0].keys().cloned().collect::<Vec<_>>(),
        vec!["x/id".to_string(), "y/id".to_string()]
    );
}

#[test]
fn pulled_maps_fill_renamed_fields_and_instants_are_rfc3339() {
    #[derive(Deserialize, Debug, PartialEq)]
    struct Person {
        #[serde(rename = "person/name")]
        name: String,
        #[serde(rename = "person/born")]
        born: String,
    }
    let (_d, db) = people();
    let r = db
        .query("[:find (pull ?e [:person/name :person/born]) :where [?e :person/name]]")
        .run()
        .unwrap();
    assert_eq!(
        r.deserialize_rows::<Person>().unwrap(),
        vec![Person {
            name: "Ann".into(),
            born: "1984-05-03T12:00:00.000Z".into()
        }]
    );
}

#[test]
fn keys_that_become_one_field_are_an_error() {
    let (_d, db) = people();
    let map = read_value(r#"{:a 1 "a" 2}"#).unwrap();
    let r = db.query("[:find ?m . :in $ ?m]").input(map).run().unwrap();
    let err = r
        .deserialize_rows::<std::collections::BTreeMap<String, i64>>()
        .unwrap_err()
        .to_string();
    assert!(
        err.contains(r#"the map keys "a" and :a both become the JSON key "a""#),
        "{err}"
    );
    // The same value as EDN is untouched.
    assert!(matches!(r.to_edn(), Value::Map(m) if m.len() == 2));
}
