//! Pull patterns and tx-data: every form parses to the expected AST, errors
//! are snapshotted.

use quiver_query::edn::Value;
use quiver_query::pull_pattern::{PullElement, PullLimit, PullSub, Recursion, parse_pull};
use quiver_query::tx::{CollectionKind, EntityRef, TempId, TxOp, TxValue, parse_tx};

#[test]
fn pull_forms() {
    let cases: &[(&str, &str)] = &[
        ("[:name]", "[:name]"),
        ("[* :db/id]", "[* :db/id]"),
        ("[\"*\"]", "[*]"),
        ("[{:friends [:name]}]", "[{:friends [:name]}]"),
        (
            "[{:friends [:name] :parent [*]}]",
            "[{:friends [:name]} {:parent [*]}]",
        ),
        ("[:person/_friends]", "[:person/_friends]"),
        (
            "[{:person/_friends [:name]}]",
            "[{:person/_friends [:name]}]",
        ),
        ("[(:friends :limit 10)]", "[(:friends :limit 10)]"),
        ("[[:friends :limit nil]]", "[(:friends :limit nil)]"),
        (
            "[(:age :default 0 :as \"years\")]",
            "[(:age :as \"years\" :default 0)]",
        ),
        ("[(limit :friends 5)]", "[(:friends :limit 5)]"),
        ("[(default :age 18)]", "[(:age :default 18)]"),
        ("[\"limit\" :friends 5]", "[:friends]"),
        (
            "[{(:friends :limit 2) [:name]}]",
            "[{(:friends :limit 2) [:name]}]",
        ),
        ("[{:friends ...}]", "[{:friends ...}]"),
        ("[:name {:friends 3}]", "[:name {:friends 3}]"),
    ];
    for (text, printed) in cases {
        if *text == "[\"limit\" :friends 5]" {
            // A vector whose head is a string is an attribute expression only
            // inside a pattern; at the top it is a pattern of three elements.
            assert!(parse_pull(text).is_err());
            continue;
        }
        let p = parse_pull(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(&p.to_string(), printed, "{text}");
    }
    let p = parse_pull("[{:person/_friends 2} (:tags :limit 3)]").unwrap();
    let PullElement::Join { attr, sub, .. } = &p.elements[0] else {
        panic!()
    };
    assert!(attr.reverse);
    assert_eq!(attr.attr.as_str(), "person/friends");
    assert_eq!(sub, &PullSub::Recurse(Recursion::Depth(2)));
    let PullElement::Attr(a) = &p.elements[1] else {
        panic!()
    };
    assert_eq!(a.options.limit, Some(PullLimit::Count(3)));
}

#[test]
fn pull_xform_and_wildcard_spellings() {
    let p = parse_pull(
        r#"[:* [:age :xform str] (:name :xform clojure.string/upper-case :as "n") {[:friends :xform count] [:name]} {:friends "..."}]"#,
    )
    .unwrap();
    assert!(matches!(p.elements[0], PullElement::Wildcard(_)));
    let PullElement::Attr(a) = &p.elements[1] else {
        panic!("{:?}", p.elements[1])
    };
    assert_eq!(a.options.xform.as_ref().map(|s| s.as_str()), Some("str"));
    let PullElement::Attr(n) = &p.elements[2] else {
        panic!("{:?}", p.elements[2])
    };
    assert_eq!(
        n.options.xform.as_ref().map(|s| s.as_str()),
        Some("clojure.string/upper-case")
    );
    assert_eq!(n.options.alias, Some(Value::string("n")));
    let PullElement::Join { attr, sub, .. } = &p.elements[3] else {
        panic!("{:?}", p.elements[3])
    };
    assert_eq!(
        attr.options.xform.as_ref().map(|s| s.as_str()),
        Some("count")
    );
    assert!(matches!(sub, PullSub::Pattern(_)));
    let PullElement::Join { sub, .. } = &p.elements[4] else {
        panic!("{:?}", p.elements[4])
    };
    assert_eq!(sub, &PullSub::Recurse(Recursion::Unbounded));
}

#[test]
fn pull_errors() {
    let bad = [
        ":name",
        "[1]",
        "[{:a :b}]",
        "[{:a 0}]",
        "[(:a)]",
        "[(:a :limit)]",
        "[(:a :limit -1)]",
        "[(:a :xform frob)]",
        "[(:a :xform strr)]",
        "[(:a :xform get-else)]",
        "[(:a :xform \"str\")]",
        "[(:a :xform)]",
        "[(:a :as :x :as :y)]",
        "[(:a :xform str :frob 1)]",
        "[nil]",
        "[true]",
        "[{:a -1}]",
        "[{:a \"..\"}]",
        "[(:a :limit 0.5)]",
        "[[:a :default]]",
        "[{(:a :xform nope) [:b]}]",
        "[(limit :a)]",
        "[(frob :a 1)]",
        "[{}]",
        "[{\"a\" [:b]}]",
    ];
    let mut out = String::new();
    for text in bad {
        out.push_str(&format!(
            "{text}\n  {}\n",
            parse_pull(text).expect_err(text)
        ));
    }
    insta::assert_snapshot!(out);
}

#[test]
fn tx_list_forms() {
    let ops = parse_tx(
        r#"[[:db/add -1 :name "Ann"]
            [:db/add "bob" :friend -1]
            [:db/add 17 :age 30]
            [:db/add [:email "a@x"] :age 31]
            [:db/add :my/ident :doc "x"]
            [:db/retract 17 :age 30]
            [:db/retract 17 :age]
            [:db/retractEntity 17]
            [:db.fn/retractEntity [:email "a@x"]]
            [:db/cas 17 :age 30 31]
            [:db.fn/cas 17 :age nil 1]
            (:db/add -2 :name "list form")]"#,
    )
    .unwrap();
    assert_eq!(ops.len(), 12);
    assert!(
        matches!(&ops[0], TxOp::Add { e: EntityRef::TempId(TempId::Int(-1)), a, v: Value::String(_), .. } if a.as_str() == "name")
    );
    assert!(
        matches!(&ops[1], TxOp::Add { e: EntityRef::TempId(TempId::Named(n)), v: Value::Long(-1), .. } if &**n == "bob")
    );
    assert!(matches!(
        &ops[2],
        TxOp::Add {
            e: EntityRef::Id(17),
            ..
        }
    ));
    assert!(
        matches!(&ops[3], TxOp::Add { e: EntityRef::LookupRef { attr, .. }, .. } if attr.as_str() == "email")
    );
    assert!(matches!(
        &ops[4],
        TxOp::Add {
            e: EntityRef::Ident(_),
            ..
        }
    ));
    assert!(matches!(
        &ops[5],
        TxOp::Retract {
            v: Some(Value::Long(30)),
            ..
        }
    ));
    assert!(matches!(&ops[6], TxOp::Retract { v: None, .. }));
    assert!(matches!(
        &ops[7],
        TxOp::RetractEntity {
            e: EntityRef::Id(17),
            ..
        }
    ));
    assert!(matches!(
        &ops[8],
        TxOp::RetractEntity {
            e: EntityRef::LookupRef { .. },
            ..
        }
    ));
    assert!(matches!(
        &ops[9],
        TxOp::Cas {
            old: Value::Long(30),
            new: Value::Long(31),
            ..
        }
    ));
    assert!(matches!(
        &ops[10],
        TxOp::Cas {
            old: Value::Nil,
            ..
        }
    ));
    assert!(matches!(&ops[11], TxOp::Add { .. }));
}

#[test]
fn tx_map_forms() {
    let ops = parse_tx(
        r#"[{:db/id -1 :name "Ann" :tags ["a" "b"] :address {:city "Oslo"}}
            {:db/id "bob" :name "Bob" :_friends -1}
            {:name "no id" :friends #{[:email "x"] -1}}
            {:db/id [:email "a@x"] :age 3}
            {:db/id 42 :parent {:db/id -9 :name "p"}}]"#,
    )
    .unwrap();
    let TxOp::Entity(m) = &ops[0] else { panic!() };
    assert_eq!(m.id, Some(EntityRef::TempId(TempId::Int(-1))));
    assert_eq!(m.attrs.len(), 3);
    assert!(
        matches!(&m.attrs[1].value, TxValue::Collection(items, CollectionKind::Vector) if items.len() == 2)
    );
    assert!(matches!(&m.attrs[2].value, TxValue::Entity(inner) if inner.id.is_none()));
    let TxOp::Entity(m) = &ops[1] else { panic!() };
    assert!(m.attrs[1].reverse);
    assert_eq!(m.attrs[1].attr.as_str(), "friends");
    let TxOp::Entity(m) = &ops[2] else { panic!() };
    assert!(m.id.is_none());
    assert!(matches!(
        &m.attrs[1].value,
        TxValue::Collection(_, CollectionKind::Set)
    ));
    let TxOp::Entity(m) = &ops[3] else { panic!() };
    assert!(matches!(m.id, Some(EntityRef::LookupRef { .. })));
    assert_eq!(
        m.to_value().to_string(),
        "{:age 3, :db/id [:email \"a@x\"]}"
    );
    let TxOp::Entity(m) = &ops[4] else { panic!() };
    assert!(
        matches!(&m.attrs[0].value, TxValue::Entity(inner) if inner.id == Some(EntityRef::TempId(TempId::Int(-9))))
    );
}

#[test]
fn tx_errors() {
    let bad = [
        "{:a 1}",
        "[[:db/add -1 :name]]",
        "[[:db/frob 1 :a 1]]",
        "[[1 2 3]]",
        "[[:db/add 1.5 :a 1]]",
        "[[:db/add -1 \"name\" 1]]",
        "[[:db/add -1 :_name 1]]",
        "[[:db/add [:a] :b 1]]",
        "[{\"k\" 1}]",
        "[{:db/id {:a 1}}]",
        "[[:db/retract 1]]",
        "[[:db/cas 1 :a 2]]",
        "[5]",
        "[[]]",
        "[{:db/id -1\n  :name \"Ann\"}\n [:db/add -1 :age]]",
    ];
    let mut out = String::new();
    for text in bad {
        out.push_str(&format!("{text}\n  {}\n", parse_tx(text).expect_err(text)));
    }
    insta::assert_snapshot!(out);
}

/// Two elements giving one key of the pulled map, one through `:as`,
/// are refused (the map would keep one value; third hostile sweep, D-938);
/// one attribute written twice without `:as` is harmless and kept.
#[test]
fn a_pull_key_given_twice_by_as_is_refused() {
    for text in [
        "[(:p/name :as :x) (:p/age :as :x)]",
        "[:x (:p/age :as :x)]",
        "[(:p/age :as :p/name) :p/name]",
        "[(:p/name :as \"k\") {(:p/friend :as \"k\") [:p/name]}]",
    ] {
        let e = parse_pull(text).expect_err(text).to_string();
        assert!(
            e.contains("is given by") && e.contains("rename one with :as"),
            "{text}: {e}"
        );
    }
    for text in [
        "[(:p/name :as :x) (:p/age :as :y)]",
        "[:p/name :p/name]",
        "[* (:p/name :as :n)]",
    ] {
        assert!(parse_pull(text).is_ok(), "{text}");
    }
}
