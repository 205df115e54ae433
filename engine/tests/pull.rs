//! Pull over the `testdata/people-small.edn` fixture: every grammar form,
//! as `pattern eid => result` lines in one insta snapshot.

use crate::common;

use quiver::{Db, DbOptions, Error, PreparedPull};
use quiver_query::edn::{Value as Edn, read_value};
use quiver_query::pull_pattern::parse_pull;

fn fixture() -> (tempfile::TempDir, Db) {
    let (dir, db) = common::temp_db();
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../testdata/people-small.edn"
    ))
    .unwrap();
    db.transact_edn(&text).unwrap();
    (dir, db)
}

const CASES: &[(&str, &str)] = &[
    // Attribute names; cardinality-many as vectors; refs as {:db/id}.
    ("[:person/name :person/age]", "100"),
    ("[:person/name :person/aliases]", "100"),
    ("[:db/id :person/name :person/mentor]", "101"),
    ("[:person/name :person/friends]", "100"),
    // Components pulled whole under a plain name and under *.
    ("[:person/name :person/address]", "100"),
    ("[*]", "100"),
    ("[*]", "102"),
    // Nested patterns.
    ("[:person/name {:person/friends [:person/name]}]", "100"),
    (
        "[:person/name {:person/mentor [:person/name {:person/mentor [:person/name]}]}]",
        "103",
    ),
    ("[:person/name {:person/address [:address/city]}]", "100"),
    // Reverse refs: vectors, or one map for components.
    ("[:person/name :person/_mentor]", "100"),
    ("[:person/name {:person/_friends [:person/name]}]", "100"),
    ("[:address/city :person/_address]", "200"),
    ("[:address/city {:person/_address [:person/name]}]", "200"),
    ("[:person/name {:team/_members [:team/name]}]", "100"),
    ("[* :person/_mentor]", "101"),
    // :limit, in every spelling; nil for no limit.
    ("[(:person/aliases :limit 1)]", "100"),
    ("[[:person/friends :limit 1]]", "100"),
    ("[(limit :person/friends nil)]", "100"),
    (
        "[:person/name {(limit :person/friends 1) [:person/name]}]",
        "100",
    ),
    ("[(:person/_friends :limit 1)]", "100"),
    // :default and :as.
    ("[:person/name [:person/age :default 0]]", "104"),
    ("[(default :person/email \"none\")]", "104"),
    ("[[:no/such :default :missing]]", "104"),
    (
        "[[:person/name :as \"name\"] [:person/age :as :years]]",
        "100",
    ),
    ("[[:person/mentor :as :boss] [:db/id :as :id]]", "101"),
    ("[[:person/name :as :n] *]", "104"),
    // Recursion: unbounded with cycle detection, and by depth.
    ("[:person/name {:person/friends ...}]", "100"),
    ("[:db/id {:person/mentor ...}]", "103"),
    ("[:person/name {:person/mentor 1}]", "103"),
    ("[:person/name {:person/mentor 2}]", "103"),
    ("[:person/name {:person/_mentor ...}]", "100"),
    // Nothing matches: nil, and non-matching nested results dropped.
    ("[:no/such]", "100"),
    ("[:person/name]", "999"),
    ("[{:person/friends [:no/such]}]", "100"),
    ("[:person/name {:person/mentor [:no/such]}]", "101"),
    // Entity designators: lookup refs and idents.
    ("[:person/age]", "[:person/name \"Bob\"]"),
    ("[:person/age]", "[:person/name \"Nobody\"]"),
    (
        "[:db/ident :db/valueType :db/unique :db/doc]",
        ":person/name",
    ),
    ("[:db/id]", ":no/such-ident"),
];

#[test]
fn pull_grammar() {
    let (_dir, db) = fixture();
    let snap = db.snapshot().unwrap();
    let mut out = String::new();
    for (pattern, eid) in CASES {
        let p = parse_pull(pattern).unwrap();
        let e = read_value(eid).unwrap();
        let pulled = snap.pull(&p, &e).unwrap();
        out.push_str(&format!("{pattern} {eid}\n=> {pulled}\n\n"));
    }
    insta::assert_snapshot!(out);
}

#[test]
fn pull_many_keeps_order_and_nils() {
    let (_dir, db) = fixture();
    let snap = db.snapshot().unwrap();
    let p = parse_pull("[:person/name]").unwrap();
    let eids: Vec<Edn> = [
        "100",
        "[:person/name \"Eve\"]",
        "999",
        "[:person/name \"Nobody\"]",
        "101",
    ]
    .iter()
    .map(|t| read_value(t).unwrap())
    .collect();
    let pulled = snap.pull_many(&p, &eids).unwrap();
    let shown: Vec<String> = pulled.iter().map(ToString::to_string).collect();
    assert_eq!(
        shown,
        [
            r#"{:person/name "Ann"}"#,
            r#"{:person/name "Eve"}"#,
            "nil",
            "nil",
            r#"{:person/name "Bob"}"#
        ]
    );
}

/// Entity 0 names nothing: its pull reads it as an id no entity holds, as
/// Datalevin's (D-882, D-921): `nil` for plain attributes, `{:db/id 0}`
/// for `[*]` and `[:db/id]`, the `:default`s; a negative id is still an
/// error.
#[test]
fn pull_of_entity_zero_is_that_of_an_unused_id() {
    let (_dir, db) = fixture();
    let snap = db.snapshot().unwrap();
    let pull = |pattern: &str, eid: &str| {
        snap.pull(&parse_pull(pattern).unwrap(), &read_value(eid).unwrap())
            .unwrap()
            .to_string()
    };
    for pattern in [
        "[:person/name]",
        "[*]",
        "[:db/id]",
        "[(:person/name :default \"d\")]",
    ] {
        assert_eq!(
            pull(pattern, "0").replace(" 0}", " N}"),
            pull(pattern, "987654").replace(" 987654}", " N}"),
            "{pattern}"
        );
    }
    assert_eq!(pull("[*]", "0"), "{:db/id 0}");
    assert_eq!(pull("[:person/name]", "0"), "nil");
    let p = parse_pull("[:person/name]").unwrap();
    assert!(snap.pull(&p, &read_value("-1").unwrap()).is_err());
    assert_ne!(
        snap.pull(&p, &read_value("100").unwrap()).unwrap(),
        Edn::Nil
    );
}

#[test]
fn prepared_pull_is_reusable() {
    let (_dir, db) = fixture();
    let snap = db.snapshot().unwrap();
    let p: PreparedPull =
        snap.prepare_pull(&parse_pull("[:person/name {:person/mentor [:person/name]}]").unwrap());
    let names: Vec<String> = (100..=104)
        .map(|e| {
            snap.pull_entity(&p, quiver::EntityId(e))
                .unwrap()
                .to_string()
        })
        .collect();
    assert_eq!(
        names,
        [
            r#"{:person/name "Ann"}"#,
            r#"{:person/mentor {:person/name "Ann"}, :person/name "Bob"}"#,
            r#"{:person/mentor {:person/name "Bob"}, :person/name "Cid"}"#,
            r#"{:person/mentor {:person/name "Cid"}, :person/name "Dee"}"#,
            r#"{:person/name "Eve"}"#,
        ]
    );
}

#[test]
fn default_limit_is_1000() {
    let dir = tempfile::tempdir().unwrap();
    let db = Db::open(dir.path(), DbOptions::default()).unwrap();
    db.transact_edn(
        "[{:db/ident :tags :db/valueType :db.type/long :db/cardinality :db.cardinality/many}]",
    )
    .unwrap();
    let tags: Vec<String> = (0..1500).map(|i| i.to_string()).collect();
    db.transact_edn(&format!("[{{:db/id 1 :tags [{}]}}]", tags.join(" ")))
        .unwrap();
    let count = |pattern: &str| match db.pull_str(pattern, "1").unwrap() {
        Edn::Map(m) => m
            .values()
            .next()
            .and_then(|v| v.as_seq())
            .map_or(0, |s| s.len()),
        other => panic!("expected a map, got {other}"),
    };
    assert_eq!(count("[:tags]"), 1000);
    assert_eq!(count("[(:tags :limit 1200)]"), 1200);
    assert_eq!(count("[(:tags :limit nil)]"), 1500);
}

#[test]
fn bad_entity_designators_are_errors() {
    let (_dir, db) = fixture();
    let err = db
        .pull_str("[:person/name]", "[:person/age 41]")
        .unwrap_err();
    assert!(err.to_string().contains("not :db/unique"), "{err}");
    assert!(matches!(
        db.pull_str("[:person/name]", "-3"),
        Err(Error::InvalidArgument(_))
    ));
    assert!(matches!(
        db.pull_str("[:person/name]", "\"ann\""),
        Err(Error::InvalidArgument(_))
    ));
    let err = db.pull_str("[:person/name", "1").unwrap_err();
    assert!(matches!(err, Error::Parse(_)));
    assert_eq!(
        err.location().map(|l| (l.pos.line, l.pos.col)),
        Some((1, 1))
    );
}
