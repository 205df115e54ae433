//! EDN tx-data: schema-driven reading of vectors (lookup refs, tuples,
//! cardinality-many collections), reverse keys, nested maps, `:db/id`
//! forms, list forms, and errors with item, attribute and position.

use crate::common;

use quiver::{AttrValue, Db, DbOptions, EntityId, Error, TempId, TxErrorKind, Value};

fn db() -> (tempfile::TempDir, Db) {
    let (dir, db) = common::temp_db();
    db.transact_edn(
        r#"[{:db/ident :name :db/valueType :db.type/string :db/unique :db.unique/identity}
            {:db/ident :score :db/valueType :db.type/double}
            {:db/ident :tags :db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
            {:db/ident :friend :db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
            {:db/ident :boss :db/valueType :db.type/ref}
            {:db/ident :part :db/valueType :db.type/ref :db/isComponent true
             :db/cardinality :db.cardinality/many}
            {:db/ident :point :db/valueType :db.type/tuple
             :db/tupleTypes [:db.type/double :db.type/double]}
            {:db/ident :points :db/valueType :db.type/tuple :db/cardinality :db.cardinality/many
             :db/tupleTypes [:db.type/long :db.type/long]}]"#,
    )
    .unwrap();
    (dir, db)
}

/// The entity `name` names.
fn id(db: &Db, name: &str) -> EntityId {
    db.snapshot()
        .unwrap()
        .resolve_eid(&quiver_query::edn::Value::vector([
            quiver_query::edn::Value::keyword("name"),
            quiver_query::edn::Value::string(name),
        ]))
        .unwrap()
        .unwrap_or_else(|| panic!("no entity named {name}"))
}

fn get(db: &Db, e: EntityId, attr: &str) -> Option<AttrValue> {
    db.snapshot()
        .unwrap()
        .entity(e)
        .unwrap()
        .and_then(|ent| ent.get(attr).cloned())
}

#[test]
fn vectors_are_read_by_schema() {
    let (_d, db) = db();
    db.transact_edn(r#"[{:name "ann"} {:name "bob"}]"#).unwrap();
    let (ann, bob) = (id(&db, "ann"), id(&db, "bob"));
    db.transact_edn(
        r#"[;; a lookup ref as a card-one ref value, in list and map forms
            [:db/add [:name "bob"] :boss [:name "ann"]]
            ;; a card-many ref: a vector of lookup refs and ids
            {:db/id [:name "ann"] :friend [[:name "bob"] [:name "ann"]]}
            ;; a single lookup ref for a card-many ref
            {:db/id [:name "bob"] :friend [:name "ann"]}
            ;; tuples, elements converted to the tuple types
            [:db/add [:name "ann"] :point [1 2.5]]
            {:db/id [:name "bob"] :points #{[1 2] [3 4]}}
            ;; keywords in a card-many keyword attribute are values, not a lookup ref
            {:db/id [:name "bob"] :tags [:name :x]}
            ;; a long for a double attribute
            {:db/id [:name "bob"] :score 3}
            ;; an untyped attribute stores a vector as a tuple
            {:db/id [:name "bob"] :free [1 "a"]}]"#,
    )
    .unwrap();
    assert_eq!(
        get(&db, bob, ":boss"),
        Some(AttrValue::One(Value::from(ann)))
    );
    let mut friends = vec![Value::from(ann), Value::from(bob)];
    friends.sort();
    assert_eq!(get(&db, ann, ":friend"), Some(AttrValue::Many(friends)));
    assert_eq!(
        get(&db, bob, ":friend"),
        Some(AttrValue::Many(vec![Value::from(ann)]))
    );
    assert_eq!(
        get(&db, ann, ":point"),
        Some(AttrValue::One(Value::vector([
            Value::Double(1.0),
            Value::Double(2.5)
        ])))
    );
    assert_eq!(
        get(&db, bob, ":points"),
        Some(AttrValue::Many(vec![
            Value::vector([Value::Long(1), Value::Long(2)]),
            Value::vector([Value::Long(3), Value::Long(4)]),
        ]))
    );
    assert_eq!(
        get(&db, bob, ":tags"),
        Some(AttrValue::Many(vec![
            Value::keyword(":name"),
            Value::keyword(":x")
        ]))
    );
    assert_eq!(
        get(&db, bob, ":score"),
        Some(AttrValue::One(Value::Double(3.0)))
    );
    assert_eq!(
        get(&db, bob, ":free"),
        Some(AttrValue::One(Value::vector([
            Value::Long(1),
            Value::string("a")
        ])))
    );
}

#[test]
fn entity_positions_and_tempids() {
    let (_d, db) = db();
    let r = db
        .transact_edn(
            r#"[{:db/id "a" :name "ann"}
                {:db/id -1 :name "bob" :boss "a"}
                [:db/add -2 :name "cid"]
                [:db/add -2 :boss -1]
                {:db/id 500 :name "dee"}
                {:db/ident :the-boss :name "eve"}
                [:db/add [:name "dee"] :boss :the-boss]]"#,
        )
        .unwrap();
    let a = r.tempids[&TempId::Named("a".into())];
    let b = r.tempids[&TempId::Int(-1)];
    let c = r.tempids[&TempId::Int(-2)];
    assert_eq!(get(&db, b, ":boss"), Some(AttrValue::One(Value::from(a))));
    assert_eq!(get(&db, c, ":boss"), Some(AttrValue::One(Value::from(b))));
    assert_eq!(id(&db, "dee"), EntityId(500));
    assert_eq!(
        get(&db, EntityId(500), ":boss"),
        Some(AttrValue::One(Value::from(id(&db, "eve"))))
    );
    // The summary: tx id, tempids as written, counts.
    let summary = r.summary();
    let text = summary.to_string();
    assert!(text.contains(&format!("\"a\" {}", a.0)), "{text}");
    assert!(text.contains(&format!("-1 {}", b.0)), "{text}");
    assert!(
        text.contains(&format!(":added {}", r.added.len())),
        "{text}"
    );
    assert!(text.contains(":retracted 0"), "{text}");
    assert!(
        text.contains(&format!(":tx {}", r.tx.as_entity().0)),
        "{text}"
    );
}

#[test]
fn reverse_keys_and_nested_maps() {
    let (_d, db) = db();
    db.transact_edn(r#"[{:name "ann"} {:name "bob"}]"#).unwrap();
    db.transact_edn(
        r#"[;; reverse keys: bob's and ann's :boss is cid; ann's :friend is cid
            {:name "cid" :_boss [[:name "bob"] [:name "ann"]] :_friend [:name "ann"]}
            ;; a nested map upserting through a unique attribute
            {:name "dee" :boss {:name "ann"}}
            ;; nested component maps
            {:name "eve" :part [{:name "eve-1"} {:tags :x}]}]"#,
    )
    .unwrap();
    let (ann, bob, cid) = (id(&db, "ann"), id(&db, "bob"), id(&db, "cid"));
    assert_eq!(
        get(&db, bob, ":boss"),
        Some(AttrValue::One(Value::from(cid)))
    );
    assert_eq!(
        get(&db, ann, ":boss"),
        Some(AttrValue::One(Value::from(cid)))
    );
    assert_eq!(
        get(&db, ann, ":friend"),
        Some(AttrValue::Many(vec![Value::from(cid)]))
    );
    assert_eq!(
        get(&db, id(&db, "dee"), ":boss"),
        Some(AttrValue::One(Value::from(ann)))
    );
    let eve = id(&db, "eve");
    let Some(AttrValue::Many(parts)) = get(&db, eve, ":part") else {
        panic!("eve has no parts");
    };
    assert_eq!(parts.len(), 2);
    assert!(parts.contains(&Value::from(id(&db, "eve-1"))));
}

#[test]
fn list_forms() {
    let (_d, db) = db();
    db.transact_edn(
        r#"[{:name "ann" :tags [:a :b :c] :score 1.5 :part [{:name "p1"}]} {:name "bob" :boss [:name "ann"]}]"#,
    )
    .unwrap();
    let ann = id(&db, "ann");
    let p1 = id(&db, "p1");
    let r = db
        .transact_edn(
            r#"[[:db/retract [:name "ann"] :tags :a]
                [:db/retract [:name "ann"] :score]
                [:db/cas [:name "ann"] :name "ann" "anna"]
                [:db.fn/cas [:name "bob"] :score nil 2]]"#,
        )
        .unwrap();
    assert_eq!(r.retracted.len(), 3, "{:?}", r.retracted);
    assert_eq!(
        get(&db, ann, ":tags"),
        Some(AttrValue::Many(vec![
            Value::keyword(":b"),
            Value::keyword(":c")
        ]))
    );
    assert_eq!(get(&db, ann, ":score"), None);
    assert_eq!(
        get(&db, ann, ":name"),
        Some(AttrValue::One(Value::string("anna")))
    );
    assert_eq!(
        get(&db, id(&db, "bob"), ":score"),
        Some(AttrValue::One(Value::Double(2.0)))
    );

    // A failed cas names the item, attribute and current value.
    let err = db
        .transact_edn("[{:name \"x\"}\n [:db/cas [:name \"anna\"] :name \"ann\" \"z\"]]")
        .unwrap_err();
    match err.unlocated() {
        Error::Transaction {
            item: 1,
            attr: Some(a),
            kind: TxErrorKind::CasFailed { current },
            ..
        } => {
            assert_eq!(a, ":name");
            assert_eq!(current, "\"anna\"");
        }
        other => panic!("unexpected {other:?}"),
    }
    assert_eq!(
        err.location().map(|l| (l.pos.line, l.pos.col)),
        Some((2, 2))
    );

    // retractEntity cascades to components and removes references.
    db.transact_edn(r#"[[:db.fn/retractEntity [:name "anna"]]]"#)
        .unwrap();
    let snap = db.snapshot().unwrap();
    assert_eq!(snap.entity(ann).unwrap(), None);
    assert_eq!(snap.entity(p1).unwrap(), None);
    assert_eq!(get(&db, id(&db, "bob"), ":boss"), None);
}

#[test]
fn schema_in_the_same_transaction_types_values() {
    let (_d, db) = db();
    db.transact_edn(
        r#"[{:db/ident :m/x :db/valueType :db.type/double}
            {:name "m" :m/x 1}]"#,
    )
    .unwrap();
    assert_eq!(
        get(&db, id(&db, "m"), ":m/x"),
        Some(AttrValue::One(Value::Double(1.0)))
    );
}

#[test]
fn errors_name_item_attribute_value_and_position() {
    let (_d, db) = db();
    // Parse errors: line and column.
    let err = db.transact_edn("[{:name \"a\"}\n {:name }]").unwrap_err();
    assert!(matches!(err, Error::Parse(_)), "{err:?}");
    assert_eq!(err.location().map(|l| l.pos.line), Some(2));

    // A type mismatch in item 2, on line 3.
    let err = db
        .transact_edn("[{:name \"a\"}\n {:name \"b\"}\n   {:name \"c\" :score \"high\"}]")
        .unwrap_err();
    let text = err.to_string();
    assert!(
        text.starts_with("tx:3:4: transaction item 2, attribute :score, value \"high\""),
        "{text}"
    );
    assert!(matches!(
        err.unlocated(),
        Error::Transaction {
            item: 2,
            kind: TxErrorKind::TypeMismatch { .. },
            ..
        }
    ));

    // nil is not a value: caught while converting, with position.
    let err = db.transact_edn("[[:db/add \"a\" :name nil]]").unwrap_err();
    let text = err.to_string();
    assert!(
        text.starts_with("tx:1:2: transaction item 0, attribute :name, value nil"),
        "{text}"
    );

    // A nested map that is neither a component nor carries a unique
    // attribute is a new entity (D-606).
    db.transact_edn("[{:name \"nm\" :boss {:score 1.0}}]")
        .unwrap();

    // A collection for a cardinality-one attribute.
    let err = db
        .transact_edn("[{:name \"a\" :score [1.0 2.0]}]")
        .unwrap_err();
    assert!(
        matches!(
            err.unlocated(),
            Error::Transaction {
                kind: TxErrorKind::CollectionForCardinalityOne,
                ..
            }
        ),
        "{err}"
    );

    // An unknown lookup ref.
    let err = db
        .transact_edn("[[:db/add [:name \"nobody\"] :score 1.0]]")
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

    // Nothing was written by the failed transactions.
    let snap = db.snapshot().unwrap();
    assert_eq!(
        snap.resolve_eid(&quiver_query::edn::read_value("[:name \"a\"]").unwrap())
            .unwrap(),
        None
    );
}

#[test]
fn fixture_loads() {
    let (_d, db) = {
        let dir = tempfile::tempdir().unwrap();
        let db = Db::open(dir.path(), DbOptions::default()).unwrap();
        (dir, db)
    };
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../testdata/people-small.edn"
    ))
    .unwrap();
    let r = db.transact_edn(&text).unwrap();
    // 5 people, 2 addresses, 2 teams; ops resolved the lookup ref to Cid.
    let snap = db.snapshot().unwrap();
    let ops = snap
        .resolve_eid(&quiver_query::edn::read_value("[:team/name \"Ops\"]").unwrap())
        .unwrap()
        .unwrap();
    let members = snap.entity(ops).unwrap().unwrap();
    assert_eq!(
        members.get(":team/members"),
        Some(&AttrValue::Many(vec![
            Value::from(EntityId(100)),
            Value::from(EntityId(102))
        ]))
    );
    assert!(r.added.len() > 40);
}

/// An import file parsed and converted in runs on several threads gives
/// the same tx-data as one run: an attribute defined in the first run types
/// values in the last, and an error names the item's place in the file.
#[test]
fn tx_data_converted_in_runs_equals_one_run() {
    use quiver_query::edn::ReadOptions;
    use quiver_query::tx::parse_tx_with;
    use quiver_query::tx_chunks::parse_tx_chunks;
    let (_d, db) = db();
    let mut text = String::from("[{:db/ident :late :db/valueType :db.type/double}\n");
    for i in 0..200 {
        text.push_str(&format!(
            " {{:db/id \"p{i}\" :name \"n{i}\" :late {i} :tags [:a :b]}}\n"
        ));
    }
    text.push(']');
    let opts = ReadOptions::new().source("file.edn");
    let ops = parse_tx_with(&text, &opts).unwrap();
    let whole = quiver_store::typed_tx_from_ops(&db.schema(), &ops).unwrap();
    for parts in [2, 3, 7] {
        let runs = parse_tx_chunks(&text, &opts, parts).unwrap();
        assert_eq!(runs.len(), parts);
        let data = quiver_store::typed_tx_from_op_runs(&db.schema(), &runs).unwrap();
        assert_eq!(data, whole, "{parts} runs");
    }
    // `:late` is a double everywhere: the last item's 199 is 199.0.
    db.import(&ops.into(), quiver::ImportOptions::default(), |_| {})
        .unwrap();
    let late = db
        .query("[:find ?v . :where [?e :name \"n199\"] [?e :late ?v]]")
        .run()
        .unwrap()
        .to_edn();
    assert_eq!(late, quiver_query::edn::Value::Double(199.0));
    // An error in a late run is located in the file, as one run locates it.
    let bad = text.replace(
        r#"{:db/id "p150" :name "n150" :late 150 :tags [:a :b]}"#,
        "[:db/add 1]",
    );
    assert_ne!(bad, text);
    let one = parse_tx_with(&bad, &opts).err().map(|e| e.to_string());
    let many = parse_tx_chunks(&bad, &opts, 3).err().map(|e| e.to_string());
    assert_eq!(many, one);
    assert!(
        many.as_deref()
            .is_some_and(|m| m.starts_with("file.edn:152:")),
        "{many:?}"
    );
}

/// One item of [`rust_built_tx_data_means_what_the_same_edn_means`]:
/// (form, entity, attribute, value) seeds.
type Item = (u8, u8, u8, u8);

/// The value of attribute `a` (of [`db`]'s schema and one it lacks) for
/// seed `v`, as a user would pass it from Rust.
fn value_of(a: u8, v: u8) -> (&'static str, Value) {
    match a % 7 {
        0 => (":name", Value::from(format!("n{}", v % 5))),
        // A long on a double attribute: widened, as in EDN.
        1 => (
            ":score",
            if v % 2 == 0 {
                Value::Long(i64::from(v))
            } else {
                Value::Double(f64::from(v) / 4.0)
            },
        ),
        2 => (":tags", Value::keyword(&format!(":t/k{}", v % 3))),
        // A tempid string, or a lookup ref, on a ref attribute.
        3 => (
            ":friend",
            if v % 2 == 0 {
                Value::from(format!("t{}", v % 3))
            } else {
                Value::vector([Value::keyword(":name"), Value::from(format!("n{}", v % 5))])
            },
        ),
        4 => (
            ":point",
            Value::vector([Value::Double(f64::from(v)), Value::Long(i64::from(v % 3))]),
        ),
        5 => (
            ":points",
            Value::vector([Value::Long(i64::from(v)), Value::Long(1)]),
        ),
        // Not in the schema: stored as given.
        _ => (
            ":free",
            if v % 2 == 0 {
                Value::keyword(":a/b")
            } else {
                Value::from(i64::from(v))
            },
        ),
    }
}

/// The same items as Rust-built tx-data and as EDN text.
fn both_ways(items: &[Item]) -> (quiver::TxData, String) {
    use quiver::{EntityMap, EntityRef, TxData};
    let mut data = TxData::new();
    let mut text = String::from("[");
    for &(form, e, a, v) in items {
        let t = format!("t{}", e % 3);
        let (attr, value) = value_of(a, v);
        if form % 2 == 0 {
            // A map names its entity; EDN maps hold each key once.
            let name = match attr {
                ":name" => String::new(),
                _ => format!(":name \"n{}\" ", e % 5),
            };
            let mut m = EntityMap::temp(&t);
            if !name.is_empty() {
                m = m.with(":name", format!("n{}", e % 5));
            }
            data = data.map(m.with(attr, value.clone()));
            text.push_str(&format!("{{:db/id {t:?} {name}{attr} {value}}} "));
        } else {
            data = data.add(EntityRef::temp(&t), attr, value.clone());
            text.push_str(&format!("[:db/add {t:?} {attr} {value}] "));
        }
    }
    text.push(']');
    (data, text)
}

/// Every datom but the transactions' own, as text.
fn user_datoms(db: &Db) -> Vec<String> {
    db.snapshot()
        .unwrap()
        .datoms(quiver::Index::Eav, &[])
        .unwrap()
        .map(Result::unwrap)
        .filter(|d| !d.e.is_tx())
        .map(|d| d.to_string())
        .collect()
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig { cases: 40, ..Default::default() })]

    /// The Rust builder means what the same EDN means (D-850): random
    /// transactions, built both ways on two fresh databases, both commit
    /// with the same tempids and datoms, or both are refused with the
    /// same message.
    #[test]
    fn rust_built_tx_data_means_what_the_same_edn_means(
        txs in proptest::collection::vec(proptest::collection::vec(proptest::prelude::any::<Item>(), 1..6), 1..4)
    ) {
        let (_a, built) = db();
        let (_b, read) = db();
        for items in &txs {
            let (data, text) = both_ways(items);
            match (built.transact(&data), read.transact_edn(&text)) {
                (Ok(x), Ok(y)) => proptest::prop_assert_eq!(x.tempids, y.tempids),
                (Err(x), Err(y)) => proptest::prop_assert_eq!(
                    x.unlocated().to_string(),
                    y.unlocated().to_string(),
                    "{}", text
                ),
                (x, y) => proptest::prop_assert!(false, "{text}: built {x:?}, read {y:?}"),
            }
            proptest::prop_assert_eq!(user_datoms(&built), user_datoms(&read), "{}", text);
        }
    }
}
