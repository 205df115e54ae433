//! Entity navigation (#22): a lazy `EntityHandle` reads one attribute at a
//! time, follows refs to handles, reverse refs (`:person/_manager`) to the
//! referring entities (one owner for a component attribute), and touches
//! as Datalevin prints a touched entity.

use crate::common;

use quiver::edn::Value as Edn;
use quiver::{Db, EntityId, Field, Got, Value};

fn org() -> (tempfile::TempDir, Db, Vec<EntityId>) {
    let (dir, db) = common::temp_db();
    db.transact_edn(
        r#"[{:db/ident :person/name :db/valueType :db.type/string :db/unique :db.unique/identity}
            {:db/ident :person/manager :db/valueType :db.type/ref}
            {:db/ident :person/likes :db/cardinality :db.cardinality/many}
            {:db/ident :person/address :db/valueType :db.type/ref :db/isComponent true}
            {:db/ident :address/city :db/valueType :db.type/string}]"#,
    )
    .unwrap();
    let r = db
        .transact_edn(
            r#"[{:db/id "a" :person/name "Ann" :person/likes ["tea" "jazz"]
                 :person/address {:db/id "home" :address/city "Oslo"}}
                {:db/id "b" :person/name "Bo" :person/manager "a"}
                {:db/id "c" :person/name "Cy" :person/manager "a"}
                {:db/id "d" :person/name "Di" :person/manager "b"}]"#,
        )
        .unwrap();
    let ids = ["a", "b", "c", "d", "home"]
        .iter()
        .map(|t| r.tempid(t).unwrap())
        .collect();
    (dir, db, ids)
}

#[test]
fn get_reads_one_attribute_and_follows_references() {
    let (_d, db, ids) = org();
    let s = db.snapshot().unwrap();
    let di = s.entity_handle(ids[3]);
    assert_eq!(
        di.get(":person/name").unwrap(),
        Some(Got::One(Field::Value(Value::from("Di"))))
    );
    // Di's manager's manager is Ann: refs navigate to handles.
    let bo = di.refs(":person/manager").unwrap();
    assert_eq!(bo.iter().map(|h| h.id()).collect::<Vec<_>>(), [ids[1]]);
    let ann = bo[0].refs(":person/manager").unwrap();
    assert_eq!(ann[0].id(), ids[0]);
    assert_eq!(
        ann[0].get(":person/likes").unwrap(),
        Some(Got::Many(vec![
            Field::Value(Value::from("jazz")),
            Field::Value(Value::from("tea"))
        ]))
    );
    // Nothing there: None, not an error; an unknown attribute likewise.
    assert_eq!(ann[0].get(":person/manager").unwrap(), None);
    assert_eq!(ann[0].get(":person/unknown").unwrap(), None);
    assert!(ann[0].exists().unwrap());
    assert!(!s.entity_handle(EntityId(999_999)).exists().unwrap());
}

#[test]
fn reverse_attributes_give_the_referring_entities() {
    let (_d, db, ids) = org();
    let s = db.snapshot().unwrap();
    let ann = s.entity_handle(ids[0]);
    let mut staff: Vec<EntityId> = ann
        .refs(":person/_manager")
        .unwrap()
        .iter()
        .map(|h| h.id())
        .collect();
    staff.sort();
    assert_eq!(staff, [ids[1], ids[2]]);
    assert!(matches!(
        ann.get(":person/_manager").unwrap(),
        Some(Got::Many(v)) if v.len() == 2
    ));
    // Nobody reports to Cy.
    assert_eq!(
        s.entity_handle(ids[2]).get(":person/_manager").unwrap(),
        None
    );
    // A component has one owner: the reverse is one entity.
    let home = s.entity_handle(ids[4]);
    assert_eq!(
        home.get(":person/_address").unwrap(),
        Some(Got::One(Field::Entity(ann)))
    );
    // The reverse of a non-ref attribute holds nothing.
    assert_eq!(ann.get(":person/_name").unwrap(), None);
}

#[test]
fn touch_loads_everything_with_components_and_sets() {
    let (_d, db, ids) = org();
    let s = db.snapshot().unwrap();
    let ann = s.entity_handle(ids[0]);
    let home = ids[4].0;
    assert_eq!(
        ann.touch_edn().unwrap().to_string(),
        format!(
            r#"{{:db/id {}, :person/address {{:address/city "Oslo", :db/id {home}}}, :person/likes #{{"jazz" "tea"}}, :person/name "Ann"}}"#,
            ids[0].0
        )
    );
    // A plain ref stays a reference.
    let bo = s.entity_handle(ids[1]).touch_edn().unwrap();
    let Edn::Map(m) = bo else { panic!("{bo}") };
    assert_eq!(
        m[&Edn::keyword("person/manager")].to_string(),
        format!("{{:db/id {}}}", ids[0].0)
    );
    // The eager entity is the same data.
    let eager = ann.touch().unwrap().unwrap();
    assert_eq!(eager, s.entity(ids[0]).unwrap().unwrap());
    assert_eq!(
        s.entity_handle(EntityId(999_999)).touch_edn().unwrap(),
        Edn::Nil
    );
}

#[test]
fn components_that_cycle_are_touched_once() {
    let (_d, db) = common::temp_db();
    db.transact_edn(r#"[{:db/ident :part :db/valueType :db.type/ref :db/isComponent true}]"#)
        .unwrap();
    let r = db
        .transact_edn(r#"[{:db/id "x" :part "y"} {:db/id "y" :part "x"}]"#)
        .unwrap();
    let (x, y) = (r.tempid("x").unwrap().0, r.tempid("y").unwrap().0);
    let s = db.snapshot().unwrap();
    assert_eq!(
        s.entity_handle(EntityId(x))
            .touch_edn()
            .unwrap()
            .to_string(),
        // (Maps print in key order: :part before :db/id.)
        format!("{{:part {{:part {{:db/id {x}}}, :db/id {y}}}, :db/id {x}}}")
    );
}
