//! Transaction forms as Datalevin 1.2.8 reads them (issue #11): nested maps
//! under any ref attribute, `:db.fn/retractAttribute` with components,
//! tempids used only as values, composite tuples holding `nil`, direct
//! writes of composite tuples, and lookup refs whose value is a tuple.

use crate::common;

use quiver::{Db, Error, TxErrorKind};
use quiver_query::edn::{Value as Edn, read_value};

fn db(schema: &str) -> (tempfile::TempDir, Db) {
    let (dir, db) = common::temp_db();
    db.transact_edn(schema).unwrap();
    (dir, db)
}

const PEOPLE: &str = r#"[
  {:db/ident :name :db/valueType :db.type/string}
  {:db/ident :email :db/valueType :db.type/string :db/unique :db.unique/identity}
  {:db/ident :parent :db/valueType :db.type/ref}
  {:db/ident :friend :db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
  {:db/ident :part :db/valueType :db.type/ref :db/isComponent true
   :db/cardinality :db.cardinality/many}
  {:db/ident :tags :db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}]"#;

fn q(db: &Db, text: &str) -> Edn {
    db.query(text)
        .run()
        .unwrap_or_else(|e| panic!("{text}: {e}"))
        .to_edn()
}

fn edn(s: &str) -> Edn {
    read_value(s).unwrap()
}

/// The message of a refused transaction (its `BadForm` text), and the item.
fn refused(err: Error) -> (usize, String) {
    match err.unlocated() {
        Error::Transaction {
            item,
            kind: TxErrorKind::BadForm(m),
            ..
        } => (*item, m.clone()),
        other => panic!("expected a refused item, got {other}"),
    }
}

#[test]
fn nested_maps_without_unique_or_component_create_and_link_entities() {
    let (_d, db) = db(PEOPLE);
    // Card-one: the nested map becomes a new entity the attribute points at.
    db.transact_edn(r#"[{:name "kid" :parent {:name "mum"}}]"#)
        .unwrap();
    assert_eq!(
        q(
            &db,
            "[:find ?k ?p :where [?e :name ?k] [?e :parent ?x] [?x :name ?p]]"
        ),
        edn(r#"#{["kid" "mum"]}"#)
    );
    // Card-many: a vector of maps, each a new entity.
    db.transact_edn(r#"[{:name "ann" :friend [{:name "bob"} {:name "cy"}]}]"#)
        .unwrap();
    assert_eq!(
        q(
            &db,
            r#"[:find ?f :where [?e :name "ann"] [?e :friend ?x] [?x :name ?f]]"#
        ),
        edn(r#"#{["bob"] ["cy"]}"#)
    );
    // List form: a map in value position of :db/add is not tx-data, but a
    // map nested two levels deep is.
    db.transact_edn(r#"[{:name "g" :parent {:name "m" :parent {:name "gm"}}}]"#)
        .unwrap();
    assert_eq!(
        q(
            &db,
            r#"[:find ?n :where [?e :name "g"] [?e :parent ?m] [?m :parent ?g] [?g :name ?n]]"#
        ),
        edn(r#"#{["gm"]}"#)
    );
    // A reverse key with a nested map: the new entity points at this one.
    db.transact_edn(r#"[{:name "boss" :_parent {:name "minion"}}]"#)
        .unwrap();
    assert_eq!(
        q(
            &db,
            r#"[:find ?n :where [?b :name "boss"] [?m :parent ?b] [?m :name ?n]]"#
        ),
        edn(r#"#{["minion"]}"#)
    );
    // Each nested map is its own entity: the same content twice is two.
    db.transact_edn(r#"[{:name "twin" :friend [{:name "same"} {:name "same"}]}]"#)
        .unwrap();
    assert_eq!(
        q(
            &db,
            r#"[:find (count ?x) . :where [?e :name "twin"] [?e :friend ?x]]"#
        ),
        Edn::Long(2)
    );
    // A nested map carrying a unique identity still upserts.
    db.transact_edn(r#"[{:name "u1" :email "u@x"}]"#).unwrap();
    db.transact_edn(r#"[{:name "z" :parent {:email "u@x" :tags :up}}]"#)
        .unwrap();
    assert_eq!(
        q(
            &db,
            r#"[:find ?n ?t :where [?z :name "z"] [?z :parent ?u] [?u :name ?n] [?u :tags ?t]]"#
        ),
        edn(r#"#{["u1" :up]}"#)
    );
    // Still refused: a nested map under a non-ref attribute.
    let err = db.transact_edn(r#"[{:name {:name "x"}}]"#).unwrap_err();
    assert!(
        matches!(
            err.unlocated(),
            Error::Transaction {
                kind: TxErrorKind::TypeMismatch { .. },
                ..
            }
        ),
        "{err}"
    );
}

#[test]
fn nested_maps_from_rust_tx_data() {
    use quiver::{EntityMap, TxData};
    let (_d, db) = db(PEOPLE);
    db.transact(
        &TxData::new().map(
            EntityMap::temp("a")
                .with(":name", "a")
                .with(":parent", EntityMap::new().with(":name", "b")),
        ),
    )
    .unwrap();
    assert_eq!(
        q(
            &db,
            "[:find ?p :where [?e :name \"a\"] [?e :parent ?x] [?x :name ?p]]"
        ),
        edn(r#"#{["b"]}"#)
    );
}

#[test]
fn retract_attribute_retracts_every_value_and_components() {
    let (_d, db) = db(PEOPLE);
    db.transact_edn(
        r#"[{:name "p" :email "p@x" :tags [:a :b :c]
             :part [{:name "k1" :part {:name "k11"}} {:name "k2"}]
             :friend [{:name "f1"}]}]"#,
    )
    .unwrap();
    // By lookup ref; the tags go, the rest of the entity stays.
    let r = db
        .transact_edn(r#"[[:db.fn/retractAttribute [:email "p@x"] :tags]]"#)
        .unwrap();
    assert_eq!(r.retracted.len(), 3);
    assert_eq!(
        q(&db, r#"[:find ?t :where [?e :email "p@x"] [?e :tags ?t]]"#),
        edn("#{}")
    );
    assert_eq!(
        q(
            &db,
            r#"[:find ?n . :where [?e :email "p@x"] [?e :name ?n]]"#
        ),
        Edn::string("p")
    );
    // A component attribute: the components go too, recursively.
    db.transact_edn(r#"[[:db.fn/retractAttribute [:email "p@x"] :part]]"#)
        .unwrap();
    assert_eq!(
        q(&db, "[:find ?n :where [?e :name ?n]]"),
        edn(r#"#{["p"] ["f1"]}"#)
    );
    // A non-component ref: the referenced entity stays.
    db.transact_edn(r#"[[:db.fn/retractAttribute [:email "p@x"] :friend]]"#)
        .unwrap();
    assert_eq!(
        q(&db, "[:find ?n :where [?e :name ?n]]"),
        edn(r#"#{["p"] ["f1"]}"#)
    );
    assert_eq!(q(&db, "[:find ?e :where [?e :friend]]"), edn("#{}"));
    // `[:db/retract e a]` is the same operation, components included.
    db.transact_edn(r#"[{:email "p@x" :part [{:name "k3"}]}]"#)
        .unwrap();
    db.transact_edn(r#"[[:db/retract [:email "p@x"] :part]]"#)
        .unwrap();
    assert_eq!(
        q(&db, "[:find ?n :where [?e :name ?n]]"),
        edn(r#"#{["p"] ["f1"]}"#)
    );
    // An attribute the entity lacks, or one never defined: nothing to do.
    let r = db
        .transact_edn(r#"[[:db.fn/retractAttribute [:email "p@x"] :tags] [:db.fn/retractAttribute [:email "p@x"] :nope]]"#)
        .unwrap();
    assert_eq!(r.retracted.len(), 0);
    // Wrong arity, and the spelling Datalevin does not have, are errors
    // with a position.
    let err = db
        .transact_edn(r#"[[:db.fn/retractAttribute [:email "p@x"]]]"#)
        .unwrap_err();
    assert!(
        err.to_string().contains("[:db.fn/retractAttribute e a]"),
        "{err}"
    );
    let err = db
        .transact_edn(r#"[[:db/retractAttribute [:email "p@x"] :tags]]"#)
        .unwrap_err();
    let text = err.to_string();
    assert!(text.starts_with("tx:1:3:"), "{text}");
    assert!(text.contains(":db.fn/retractAttribute"), "{text}");
}

#[test]
fn retract_attribute_from_rust_tx_data_takes_components() {
    use quiver::{EntityRef, TxData};
    let (_d, db) = db(PEOPLE);
    db.transact_edn(r#"[{:email "p@x" :part [{:name "k1"} {:name "k2"}]}]"#)
        .unwrap();
    db.transact(&TxData::new().retract_attr(EntityRef::lookup(":email", "p@x"), ":part"))
        .unwrap();
    assert_eq!(q(&db, "[:find ?n :where [?e :name ?n]]"), edn("#{}"));
}

#[test]
fn tempids_used_only_as_values_are_errors() {
    let (_d, db) = db(PEOPLE);
    let cases = [
        (r#"[[:db/add -1 :parent -7]]"#, 0, "(-7)"),
        (r#"[{:db/id -1 :parent -2}]"#, 0, "(-2)"),
        (r#"[{:db/id -1} [:db/add -2 :parent -1]]"#, 1, "(-1)"),
        (
            r#"[[:db/add "a" :friend "b"] [:db/add "a" :friend "c"]]"#,
            0,
            r#"("b" "c")"#,
        ),
        (
            r#"[[:db/add -1 :name "x"] [:db/add -1 :friend -2] [:db/add -1 :parent -3]]"#,
            1,
            "(-2 -3)",
        ),
    ];
    for (tx, item, names) in cases {
        let err = db.transact_edn(tx).unwrap_err();
        let (at, msg) = refused(err);
        assert_eq!(at, item, "{tx}");
        assert!(
            msg.starts_with(&format!(
                "tempids used only as value in transaction: {names}"
            )),
            "{tx}: {msg}"
        );
    }
    // Nothing was written by the refused transactions.
    assert_eq!(q(&db, "[:find ?e :where [?e _]]"), edn("#{}"));
    // A tempid that is also an entity somewhere in the transaction is fine,
    // whichever comes first; so is a map whose only key is reverse.
    db.transact_edn(r#"[[:db/add -1 :parent -2] [:db/add -2 :name "p"] [:db/add -1 :name "c"]]"#)
        .unwrap();
    db.transact_edn(r#"[{:email "b@x"} {:db/id "r" :_friend [:email "b@x"]}]"#)
        .unwrap();
    // An existing entity id in value position is not a tempid.
    let r = db.transact_edn(r#"[{:db/id -1 :name "z"}]"#).unwrap();
    let z = r.tempids[&quiver::TempId::Int(-1)].0;
    db.transact_edn(&format!(
        "[[:db/add -1 :parent {z}] [:db/add -1 :name \"w\"]]"
    ))
    .unwrap();
    assert_eq!(
        q(
            &db,
            r#"[:find ?n :where [?w :name "w"] [?w :parent ?z] [?z :name ?n]]"#
        ),
        edn(r#"#{["z"]}"#)
    );
}

#[test]
fn lookup_refs_whose_value_is_a_tuple() {
    let (_d, db) = db(
        r#"[{:db/ident :cell :db/valueType :db.type/tuple :db/unique :db.unique/identity
             :db/tupleTypes [:db.type/double :db.type/long]}
            {:db/ident :name :db/valueType :db.type/string}
            {:db/ident :at :db/valueType :db.type/ref}
            {:db/ident :near :db/valueType :db.type/ref :db/cardinality :db.cardinality/many}]"#,
    );
    db.transact_edn(r#"[{:cell [3 4] :name "c34"} {:cell [5 6] :name "c56"}]"#)
        .unwrap();
    // Map form, card-one; the elements are typed by :db/tupleTypes (3 → 3.0).
    db.transact_edn(r#"[{:name "a" :at [:cell [3 4]]}]"#)
        .unwrap();
    // List form.
    db.transact_edn(r#"[[:db/add -1 :name "b"] [:db/add -1 :at [:cell [5.0 6]]]]"#)
        .unwrap();
    // Card-many: a vector of tuple lookup refs.
    db.transact_edn(r#"[{:name "c" :near [[:cell [3 4]] [:cell [5 6]]]}]"#)
        .unwrap();
    // Reverse key, and an entity position.
    db.transact_edn(r#"[{:name "d" :_at [:cell [5 6]]}]"#)
        .unwrap();
    db.transact_edn(r#"[[:db/add [:cell [3 4]] :near [:cell [5 6]]]]"#)
        .unwrap();
    assert_eq!(
        q(
            &db,
            "[:find ?n ?c :where [?e :name ?n] [?e :at ?x] [?x :name ?c]]"
        ),
        edn(r#"#{["a" "c34"] ["b" "c56"] ["c56" "d"]}"#)
    );
    assert_eq!(
        q(
            &db,
            "[:find ?n ?c :where [?e :name ?n] [?e :near ?x] [?x :name ?c]]"
        ),
        edn(r#"#{["c" "c34"] ["c" "c56"] ["c34" "c56"]}"#)
    );
    // A tuple lookup ref that names nothing is an error naming it.
    let err = db
        .transact_edn(r#"[{:name "e" :at [:cell [9 9]]}]"#)
        .unwrap_err();
    assert!(
        matches!(
            err.unlocated(),
            Error::Transaction {
                kind: TxErrorKind::LookupRefNotFound,
                ..
            }
        ),
        "{err}"
    );
}

const COMPOSITE: &str = r#"[
  {:db/ident :a :db/valueType :db.type/long}
  {:db/ident :b :db/valueType :db.type/string}
  {:db/ident :name :db/valueType :db.type/string}
  {:db/ident :a+b :db/tupleAttrs [:a :b]}]"#;

#[test]
fn composite_tuples_keep_nil_for_missing_components() {
    let (_d, db) = db(COMPOSITE);
    let r = db.transact_edn(r#"[{:db/id -1 :a 7 :name "x"}]"#).unwrap();
    let x = r.tempids[&quiver::TempId::Int(-1)].0 as i64;
    let all = "[:find ?e ?t :where [?e :a+b ?t]]";
    assert_eq!(
        q(&db, all),
        Edn::set([Edn::vector([Edn::Long(x), edn("[7 nil]")])])
    );
    // Queryable by the tuple with its nil, as a constant and as an input.
    assert_eq!(
        q(&db, "[:find ?n . :where [?e :a+b [7 nil]] [?e :name ?n]]"),
        Edn::string("x")
    );
    let by_input = db
        .query("[:find ?n . :in $ ?t :where [?e :a+b ?t] [?e :name ?n]]")
        .input(edn("[7 nil]"))
        .run()
        .unwrap()
        .to_edn();
    assert_eq!(by_input, Edn::string("x"));
    // nil sorts before every value: [7 nil] < [7 "a"] < [8 nil].
    db.transact_edn(r#"[{:a 7 :b "a" :name "y"} {:a 8 :name "z"}]"#)
        .unwrap();
    assert_eq!(
        q(
            &db,
            r#"[:find ?n :where [?e :a+b ?t] [(< ?t [7 "a"])] [?e :name ?n]]"#
        ),
        edn(r#"#{["x"]}"#)
    );
    // Pull shows the nil too.
    assert_eq!(
        db.pull_str("[:a+b]", &x.to_string()).unwrap(),
        edn("{:a+b [7 nil]}")
    );
    // The other component alone: [nil "b"]; every component gone: no tuple.
    db.transact_edn(&format!(r#"[[:db/retract {x} :a 7] [:db/add {x} :b "b"]]"#))
        .unwrap();
    assert_eq!(
        q(&db, &format!("[:find ?t . :where [{x} :a+b ?t]]")),
        edn(r#"[nil "b"]"#)
    );
    let r = db
        .transact_edn(&format!(r#"[[:db/retract {x} :b "b"]]"#))
        .unwrap();
    assert_eq!(r.retracted.len(), 2, "the component and the tuple");
    assert_eq!(
        q(&db, &format!("[:find ?t :where [{x} :a+b ?t]]")),
        edn("#{}")
    );
}

#[test]
fn a_unique_composite_with_nil_is_unique_too() {
    let (_d, db) = db(r#"[{:db/ident :a :db/valueType :db.type/long}
            {:db/ident :b :db/valueType :db.type/string}
            {:db/ident :a+b :db/tupleAttrs [:a :b] :db/unique :db.unique/value}]"#);
    db.transact_edn("[{:a 1}]").unwrap();
    let err = db.transact_edn("[{:a 1}]").unwrap_err();
    assert!(
        matches!(
            err.unlocated(),
            Error::Transaction {
                kind: TxErrorKind::UniqueConflict { .. },
                ..
            }
        ),
        "{err}"
    );
    // A lookup ref by a tuple with nil, in a transaction and in a pull.
    let r = db
        .transact_edn(r#"[{:db/id [:a+b [1 nil]] :b "late"}]"#)
        .unwrap();
    assert_eq!(r.added.len(), 3, ":b, the new tuple and the tx instant");
    assert_eq!(
        db.pull_str("[:a :b]", r#"[:a+b [1 "late"]]"#).unwrap(),
        edn(r#"{:a 1, :b "late"}"#)
    );
    db.transact_edn(r#"[{:a 2}]"#).unwrap();
    assert_eq!(
        db.pull_str("[:a]", "[:a+b [2 nil]]").unwrap(),
        edn("{:a 2}")
    );
    let err = db
        .transact_edn(r#"[[:db/add [:a+b [9 nil]] :b "x"]]"#)
        .unwrap_err();
    assert!(
        matches!(
            err.unlocated(),
            Error::Transaction {
                kind: TxErrorKind::LookupRefNotFound,
                ..
            }
        ),
        "{err}"
    );
    db.transact_edn(r#"[{:a 1 :b "x"}]"#).unwrap();
}

#[test]
fn writing_a_composite_tuple_directly_is_an_error() {
    let (_d, db) = db(COMPOSITE);
    for tx in [
        "[{:db/id -1 :a+b [1 \"x\"]}]",
        "[[:db/add -1 :a 1] [:db/add -1 :a+b [1 \"x\"]]]",
        "[{:db/id -1 :a 1 :b \"y\" :a+b [1 \"x\"]}]",
    ] {
        let (_, msg) = refused(db.transact_edn(tx).unwrap_err());
        assert!(
            msg.starts_with("can't modify tuple attrs directly: :a+b"),
            "{tx}: {msg}"
        );
    }
    let r = db.transact_edn(r#"[{:db/id -1 :a 1 :b "x"}]"#).unwrap();
    let e = r.tempids[&quiver::TempId::Int(-1)].0;
    for tx in [
        format!("[[:db/retract {e} :a+b [1 \"x\"] ] [:db/retract {e} :a+b]]"),
        format!("[[:db/retract {e} :a+b]]"),
        format!("[[:db/cas {e} :a+b [1 \"x\"] [2 \"x\"]]]"),
        format!("[[:db/add {e} :a+b [2 \"x\"]]]"),
    ] {
        let (_, msg) = refused(db.transact_edn(&tx).unwrap_err());
        assert!(
            msg.starts_with("can't modify tuple attrs directly"),
            "{tx}: {msg}"
        );
    }
    // As in Datalevin, a write equal to the tuple the components make is
    // accepted and changes nothing, wherever it sits in the map.
    let r = db
        .transact_edn(r#"[{:db/id -1 :a+b [2 "y"] :a 2 :b "y"}]"#)
        .unwrap();
    assert_eq!(r.added.len(), 4, "a, b, the tuple and the tx instant");
    let r = db
        .transact_edn(&format!(r#"[[:db/add {e} :a+b [1 "x"]]]"#))
        .unwrap();
    assert_eq!(r.added.len(), 1, "only the tx instant");
    // nil is not a value of its own, nor inside a written tuple.
    let err = db
        .transact(&quiver::TxData::new().add(quiver::EntityId(e), ":a", quiver::Value::Nil))
        .unwrap_err();
    assert!(err.to_string().contains("nil is not a value"), "{err}");
}
