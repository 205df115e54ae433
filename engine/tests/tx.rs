//! Transaction semantics, with values checked: tempids, upsert, lookup refs,
//! idents, cardinality, retractEntity, cas, uniqueness, types, schema
//! changes and atomicity.

use crate::common;

use quiver::{
    AttrValue, Db, DbOptions, EntityId, EntityMap, EntityRef, Error, TempId, TxData, TxErrorKind,
    TxValue, Value,
};

fn open() -> (tempfile::TempDir, Db) {
    let (dir, db) = common::temp_db();
    (dir, db)
}

fn attr(name: &str, ty: &str) -> EntityMap {
    EntityMap::new()
        .with(":db/ident", Value::keyword(name))
        .with(":db/valueType", Value::keyword(&format!(":db.type/{ty}")))
}

fn many(m: EntityMap) -> EntityMap {
    m.with(":db/cardinality", Value::keyword(":db.cardinality/many"))
}

fn unique(m: EntityMap, kind: &str) -> EntityMap {
    m.with(":db/unique", Value::keyword(&format!(":db.unique/{kind}")))
}

/// People schema: unique identity email, unique value ssn, card-many
/// aliases, ref friend, component address.
fn people() -> (tempfile::TempDir, Db) {
    let (dir, db) = open();
    db.transact(
        &TxData::new()
            .map(attr(":person/name", "string"))
            .map(unique(attr(":person/email", "string"), "identity"))
            .map(unique(attr(":person/ssn", "string"), "value"))
            .map(attr(":person/age", "long"))
            .map(many(attr(":person/alias", "string")))
            .map(many(attr(":person/friend", "ref")))
            .map(attr(":person/address", "ref").with(":db/isComponent", true))
            .map(attr(":address/city", "string")),
    )
    .unwrap();
    (dir, db)
}

fn tid(r: &quiver::TxReport, name: &str) -> EntityId {
    r.tempids[&TempId::Named(name.into())]
}

fn one(db: &Db, e: EntityId, a: &str) -> Option<AttrValue> {
    let s = db.snapshot().unwrap();
    s.entity(e).unwrap().and_then(|x| x.get(a).cloned())
}

fn tx_kind(err: Error) -> (usize, Option<String>, Option<String>, TxErrorKind) {
    match err {
        Error::Transaction {
            item,
            attr,
            value,
            kind,
        } => (item, attr, value, kind),
        other => panic!("expected a transaction error, got {other}"),
    }
}

#[test]
fn tempids_get_fresh_ids_and_refs_resolve() {
    let (_d, db) = people();
    let r = db
        .transact(
            &TxData::new()
                .map(
                    EntityMap::temp("ann")
                        .with(":person/name", "Ann")
                        .with(":person/age", 41i64),
                )
                .add(EntityRef::temp("bob"), ":person/name", "Bob")
                .add(
                    EntityRef::temp("bob"),
                    ":person/friend",
                    EntityRef::temp("ann"),
                )
                .add(EntityRef::TempId(TempId::Int(-1)), ":person/name", "Cy"),
        )
        .unwrap();
    let (ann, bob) = (tid(&r, "ann"), tid(&r, "bob"));
    let cy = r.tempids[&TempId::Int(-1)];
    assert!(ann.is_user() && bob.is_user() && cy.is_user());
    assert!(ann < bob && bob < cy, "ids follow first appearance");
    assert_eq!(
        one(&db, ann, ":person/age"),
        Some(AttrValue::One(Value::Long(41)))
    );
    assert_eq!(
        one(&db, bob, ":person/friend"),
        Some(AttrValue::Many(vec![Value::from(ann)]))
    );
    // 5 user datoms + 1 tx instant
    assert_eq!(r.added.len(), 6);
    assert!(r.retracted.is_empty());
    let s = db.snapshot().unwrap();
    let friend = s.attr_id(":person/friend").unwrap();
    assert_eq!(s.reverse_refs(ann, friend).unwrap(), vec![bob]);
}

#[test]
fn upsert_on_identity_resolves_tempids() {
    let (_d, db) = people();
    let r1 = db
        .transact(
            &TxData::new().map(
                EntityMap::temp("a")
                    .with(":person/email", "ann@x")
                    .with(":person/name", "Ann"),
            ),
        )
        .unwrap();
    let ann = tid(&r1, "a");
    // A new tempid with the same email resolves to Ann; name replaced.
    let r2 = db
        .transact(
            &TxData::new().map(
                EntityMap::temp("b")
                    .with(":person/email", "ann@x")
                    .with(":person/name", "Annie"),
            ),
        )
        .unwrap();
    assert_eq!(tid(&r2, "b"), ann);
    assert_eq!(
        one(&db, ann, ":person/name"),
        Some(AttrValue::One("Annie".into()))
    );
    assert_eq!(r2.retracted.len(), 1);
    assert_eq!(r2.retracted[0].v, Value::from("Ann"));
    // Maps without :db/id upsert too.
    db.transact(
        &TxData::new().map(
            EntityMap::new()
                .with(":person/email", "ann@x")
                .with(":person/age", 5i64),
        ),
    )
    .unwrap();
    assert_eq!(
        one(&db, ann, ":person/age"),
        Some(AttrValue::One(Value::Long(5)))
    );
    // Two tempids asserting the same new identity become one entity.
    let r3 = db
        .transact(
            &TxData::new()
                .add(EntityRef::temp("x"), ":person/email", "new@x")
                .add(EntityRef::temp("y"), ":person/email", "new@x")
                .add(EntityRef::temp("y"), ":person/name", "New"),
        )
        .unwrap();
    assert_eq!(tid(&r3, "x"), tid(&r3, "y"));
    // Two tempids resolving to the same existing entity.
    let r4 = db
        .transact(
            &TxData::new()
                .add(EntityRef::temp("p"), ":person/email", "ann@x")
                .add(EntityRef::temp("q"), ":person/email", "ann@x"),
        )
        .unwrap();
    assert_eq!(tid(&r4, "p"), ann);
    assert_eq!(tid(&r4, "q"), ann);
    // One tempid upserting to two entities is an error.
    let bob = tid(&r3, "x");
    let err = db
        .transact(
            &TxData::new()
                .add(EntityRef::temp("z"), ":person/email", "ann@x")
                .add(EntityRef::temp("z"), ":person/email", "new@x"),
        )
        .unwrap_err();
    let (item, _, _, kind) = tx_kind(err);
    assert_eq!(item, 1);
    assert!(
        matches!(kind, TxErrorKind::UpsertConflict { first, second, .. }
        if first == ann.0 && second == bob.0)
    );
}

#[test]
fn lookup_refs_and_idents() {
    let (_d, db) = people();
    let r = db
        .transact(
            &TxData::new()
                .map(EntityMap::temp("a").with(":person/email", "ann@x"))
                .map(EntityMap::new().with(":db/ident", Value::keyword(":color/red"))),
        )
        .unwrap();
    let ann = tid(&r, "a");
    db.transact(
        &TxData::new()
            .add(
                EntityRef::lookup(":person/email", "ann@x"),
                ":person/name",
                "Ann",
            )
            .map(EntityMap::temp("b").with(":person/email", "bob@x").with(
                ":person/friend",
                TxValue::from(vec![Value::keyword(":person/email").into(), "ann@x".into()]),
            ))
            .add(
                EntityRef::lookup(":person/email", "ann@x"),
                ":favourite",
                EntityRef::ident(":color/red"),
            ),
    )
    .unwrap();
    assert_eq!(
        one(&db, ann, ":person/name"),
        Some(AttrValue::One("Ann".into()))
    );
    let s = db.snapshot().unwrap();
    let red = s
        .entid(&quiver::Keyword::parse(":color/red"))
        .unwrap()
        .unwrap();
    // `:favourite` is not in the schema: an ident there is a keyword, as
    // the same EDN would store it (the Rust builder means what EDN means).
    assert!(red.0 > 0);
    assert_eq!(
        one(&db, ann, ":favourite"),
        Some(AttrValue::One(Value::keyword(":color/red")))
    );
    let friend = s.attr_id(":person/friend").unwrap();
    assert_eq!(s.reverse_refs(ann, friend).unwrap().len(), 1);
    drop(s);
    // An ident in the entity position.
    db.transact(&TxData::new().add(EntityRef::ident(":color/red"), ":db/doc", "red"))
        .unwrap();
    assert_eq!(one(&db, red, ":db/doc"), Some(AttrValue::One("red".into())));
    // Unknown lookup ref / ident.
    let err = db
        .transact(&TxData::new().add(
            EntityRef::lookup(":person/email", "nobody"),
            ":person/age",
            1i64,
        ))
        .unwrap_err();
    let (item, attr, value, kind) = tx_kind(err);
    assert_eq!((item, kind), (0, TxErrorKind::LookupRefNotFound));
    assert_eq!(attr.as_deref(), Some(":person/email"));
    assert_eq!(value.as_deref(), Some("\"nobody\""));
    let err = db
        .transact(&TxData::new().add(EntityRef::ident(":color/blue"), ":db/doc", "x"))
        .unwrap_err();
    assert!(matches!(tx_kind(err).3, TxErrorKind::IdentNotFound(_)));
    let err = db
        .transact(&TxData::new().add(
            EntityRef::lookup(":person/name", "Ann"),
            ":person/age",
            1i64,
        ))
        .unwrap_err();
    assert_eq!(tx_kind(err).3, TxErrorKind::LookupRefNotUnique);
}

use quiver::Keyword;

#[test]
fn cardinality_one_replaces_many_adds_redundant_is_noop() {
    let (_d, db) = people();
    let r = db
        .transact(
            &TxData::new().map(
                EntityMap::temp("a")
                    .with(":person/name", "Ann")
                    .with_many(":person/alias", ["A", "Annie"]),
            ),
        )
        .unwrap();
    let ann = tid(&r, "a");
    let r2 = db
        .transact(
            &TxData::new()
                .add(ann, ":person/alias", "Nan")
                .add(ann, ":person/alias", "A")
                .add(ann, ":person/name", "Ann"),
        )
        .unwrap();
    // Only the new alias and the tx instant.
    assert_eq!(r2.added.len(), 2);
    assert_eq!(
        one(&db, ann, ":person/alias"),
        Some(AttrValue::Many(vec![
            "A".into(),
            "Annie".into(),
            "Nan".into()
        ]))
    );
    let r3 = db
        .transact(&TxData::new().add(ann, ":person/name", "Anne").retract(
            ann,
            ":person/alias",
            "A",
        ))
        .unwrap();
    assert_eq!(r3.retracted.len(), 2);
    assert_eq!(
        one(&db, ann, ":person/name"),
        Some(AttrValue::One("Anne".into()))
    );
    db.transact(&TxData::new().retract_attr(ann, ":person/alias"))
        .unwrap();
    assert_eq!(one(&db, ann, ":person/alias"), None);
    // A collection for a cardinality-one attribute is an error.
    let err = db
        .transact(&TxData::new().map(EntityMap::with_id(ann).with_many(":person/name", ["a", "b"])))
        .unwrap_err();
    assert_eq!(tx_kind(err).3, TxErrorKind::CollectionForCardinalityOne);
}

#[test]
fn retract_entity_cascades_to_components_and_removes_refs() {
    let (_d, db) = people();
    let r = db
        .transact(
            &TxData::new()
                .map(EntityMap::temp("a").with(":person/name", "Ann").with(
                    ":person/address",
                    EntityMap::new().with(":address/city", "Oslo"),
                ))
                .map(
                    EntityMap::temp("b")
                        .with(":person/name", "Bob")
                        .with(":person/friend", EntityRef::temp("a")),
                ),
        )
        .unwrap();
    let (ann, bob) = (tid(&r, "a"), tid(&r, "b"));
    let s = db.snapshot().unwrap();
    let Some(AttrValue::One(Value::Long(addr))) = s
        .entity(ann)
        .unwrap()
        .unwrap()
        .get(":person/address")
        .cloned()
    else {
        panic!("address missing")
    };
    let addr = EntityId(addr as u64);
    let before = s.datom_count().unwrap();
    drop(s);
    let r2 = db.transact(&TxData::new().retract_entity(ann)).unwrap();
    // ann: name + address; address: city; bob's friend ref.
    assert_eq!(r2.retracted.len(), 4);
    let s = db.snapshot().unwrap();
    assert!(s.entity(ann).unwrap().is_none());
    assert!(s.entity(addr).unwrap().is_none());
    assert_eq!(
        s.entity(bob).unwrap().unwrap().attrs.len(),
        1,
        "bob keeps his name, loses the friend ref"
    );
    assert_eq!(s.datom_count().unwrap(), before - 4 + 1);
}

#[test]
fn cas_swaps_only_on_match() {
    let (_d, db) = people();
    let r = db
        .transact(&TxData::new().map(EntityMap::temp("a").with(":person/age", 41i64)))
        .unwrap();
    let ann = tid(&r, "a");
    db.transact(&TxData::new().cas(ann, ":person/age", 41i64, 42i64))
        .unwrap();
    assert_eq!(
        one(&db, ann, ":person/age"),
        Some(AttrValue::One(Value::Long(42)))
    );
    let err = db
        .transact(&TxData::new().cas(ann, ":person/age", 41i64, 43i64))
        .unwrap_err();
    let (_, attr, _, kind) = tx_kind(err);
    assert_eq!(attr.as_deref(), Some(":person/age"));
    assert_eq!(
        kind,
        TxErrorKind::CasFailed {
            current: "42".into()
        }
    );
    // nil old value: only when absent.
    db.transact(&TxData::new().cas(ann, ":person/name", Value::Nil, "Ann"))
        .unwrap();
    assert!(
        db.transact(&TxData::new().cas(ann, ":person/name", Value::Nil, "X"))
            .is_err()
    );
}

#[test]
fn unique_value_conflict_is_an_error() {
    let (_d, db) = people();
    let r = db
        .transact(
            &TxData::new()
                .map(EntityMap::temp("a").with(":person/ssn", "123"))
                .map(EntityMap::temp("b").with(":person/ssn", "456")),
        )
        .unwrap();
    let (ann, bob) = (tid(&r, "a"), tid(&r, "b"));
    let err = db
        .transact(
            &TxData::new()
                .add(bob, ":person/name", "Bob")
                .add(bob, ":person/ssn", "123"),
        )
        .unwrap_err();
    let (item, attr, value, kind) = tx_kind(err.clone());
    assert_eq!(item, 1);
    assert_eq!(attr.as_deref(), Some(":person/ssn"));
    assert_eq!(value.as_deref(), Some("\"123\""));
    assert_eq!(kind, TxErrorKind::UniqueConflict { holder: ann.0 });
    assert!(
        err.to_string()
            .contains("transaction item 1, attribute :person/ssn, value \"123\"")
    );
    // Unique identity with an explicit id held elsewhere also conflicts.
    db.transact(&TxData::new().add(ann, ":person/email", "a@x"))
        .unwrap();
    assert!(
        db.transact(&TxData::new().add(bob, ":person/email", "a@x"))
            .is_err()
    );
}

#[test]
fn type_errors_name_item_attribute_and_value() {
    let (_d, db) = people();
    let err = db
        .transact(
            &TxData::new()
                .add(EntityRef::temp("a"), ":person/name", "x")
                .add(EntityRef::temp("a"), ":person/age", "old"),
        )
        .unwrap_err();
    let msg = err.to_string();
    let (item, attr, value, kind) = tx_kind(err);
    assert_eq!(
        (item, attr.as_deref(), value.as_deref()),
        (1, Some(":person/age"), Some("\"old\""))
    );
    assert_eq!(
        kind,
        TxErrorKind::TypeMismatch {
            expected: ":db.type/long".into(),
            found: ":db.type/string".into()
        }
    );
    assert!(
        msg.contains("expected a value of type :db.type/long"),
        "{msg}"
    );
    // A ref attribute given a value that cannot be an entity.
    let err = db
        .transact(&TxData::new().add(EntityRef::temp("a"), ":person/friend", true))
        .unwrap_err();
    assert!(matches!(tx_kind(err).3, TxErrorKind::TypeMismatch { .. }));
    // Untyped attributes take any type, each value keeping its own.
    let r = db
        .transact(&TxData::new().add(EntityRef::temp("a"), ":free", 1i64).add(
            EntityRef::temp("b"),
            ":free",
            "one",
        ))
        .unwrap();
    assert_eq!(
        one(&db, tid(&r, "b"), ":free"),
        Some(AttrValue::One("one".into()))
    );
}

#[test]
fn failed_transactions_write_nothing() {
    let (_d, db) = people();
    db.transact(
        &TxData::new().map(
            EntityMap::temp("a")
                .with(":person/ssn", "1")
                .with(":person/name", "A"),
        ),
    )
    .unwrap();
    let snap = |db: &Db| {
        let s = db.snapshot().unwrap();
        let all: Vec<_> = s
            .datoms(quiver::Index::Eav, &[])
            .unwrap()
            .map(Result::unwrap)
            .filter(|d| !d.e.is_tx())
            .collect();
        (
            all,
            s.datom_count().unwrap(),
            s.cardinality(&Value::keyword(":person/name")).unwrap(),
        )
    };
    let before = snap(&db);
    let err = db.transact(
        &TxData::new()
            .map(
                EntityMap::temp("b")
                    .with(":person/name", "B")
                    .with(":person/alias", "x"),
            )
            .map(many(attr(":new/attr", "long")))
            .add(EntityRef::temp("c"), ":person/ssn", "1"),
    );
    assert!(err.is_err());
    assert_eq!(snap(&db), before);
    let s = db.snapshot().unwrap();
    assert!(
        s.attr_id(":new/attr").is_none(),
        "schema change rolled back"
    );
    drop(s);
    // The next transaction gets the next tx number and entity ids resume.
    let r = db
        .transact(&TxData::new().add(EntityRef::temp("d"), ":person/name", "D"))
        .unwrap();
    assert_eq!(r.tx.t(), 3);
}

#[test]
fn explicit_ids_are_created_and_never_reused() {
    let (dir, db) = people();
    let r = db
        .transact(&TxData::new().add(EntityId(100), ":person/name", "Hundred"))
        .unwrap();
    assert_eq!(r.added[0].e, EntityId(100));
    let r = db
        .transact(&TxData::new().add(EntityRef::temp("n"), ":person/name", "Next"))
        .unwrap();
    let next = tid(&r, "n");
    assert_eq!(next, EntityId(101));
    db.transact(&TxData::new().retract_entity(next)).unwrap();
    drop(db);
    let db = Db::open(dir.path(), DbOptions::default()).unwrap();
    let r = db
        .transact(&TxData::new().add(EntityRef::temp("m"), ":person/name", "M"))
        .unwrap();
    assert_eq!(
        tid(&r, "m"),
        EntityId(102),
        "retracted max id is not reused after reopen"
    );
    // Ids outside the user range are refused.
    let err = db
        .transact(&TxData::new().add(EntityId(1 << 62), ":person/name", "x"))
        .unwrap_err();
    assert!(matches!(tx_kind(err).3, TxErrorKind::BadEntityId(_)));
    // The schema survived the reopen.
    let s = db.snapshot().unwrap();
    let info = s
        .schema()
        .by_ident(&Keyword::parse(":person/email"))
        .unwrap();
    assert_eq!(info.unique, Some(quiver::Unique::Identity));
}

#[test]
fn tx_entity_carries_instant_and_metadata() {
    let (_d, db) = people();
    let r = db
        .transact(
            &TxData::new()
                .add(EntityRef::temp("a"), ":person/name", "A")
                .add(EntityRef::ident(":db/current-tx"), ":tx/source", "test")
                .add(EntityRef::temp("datomic.tx"), ":tx/by", "me"),
        )
        .unwrap();
    let s = db.snapshot().unwrap();
    let tx = s.entity(r.tx.as_entity()).unwrap().unwrap();
    assert!(matches!(tx.get(":db/txInstant"), Some(AttrValue::One(Value::Inst(ms))) if *ms > 0));
    assert_eq!(tx.get(":tx/source"), Some(&AttrValue::One("test".into())));
    assert_eq!(tx.get(":tx/by"), Some(&AttrValue::One("me".into())));
    // An explicit txInstant replaces the clock.
    let r = db
        .transact(&TxData::new().add(
            EntityRef::temp("datomic.tx"),
            ":db/txInstant",
            Value::Inst(7),
        ))
        .unwrap();
    assert_eq!(
        r.added,
        vec![quiver::Datom {
            e: r.tx.as_entity(),
            a: quiver::Keyword::parse(":db/txInstant"),
            v: Value::Inst(7)
        }]
    );
}

#[test]
fn nested_maps_and_reverse_attributes() {
    let (_d, db) = people();
    let r = db
        .transact(
            &TxData::new().map(
                EntityMap::temp("a")
                    .with(":person/name", "Ann")
                    .with(
                        ":person/friend",
                        EntityMap::new().with(":person/email", "bob@x"),
                    )
                    .with(
                        ":person/_friend",
                        EntityMap::new().with(":person/email", "cy@x"),
                    ),
            ),
        )
        .unwrap();
    let ann = tid(&r, "a");
    let s = db.snapshot().unwrap();
    let friend = s.attr_id(":person/friend").unwrap();
    let bob = s
        .datoms(
            quiver::Index::Ave,
            &[Value::keyword(":person/email"), "bob@x".into()],
        )
        .unwrap()
        .next()
        .unwrap()
        .unwrap()
        .e;
    let cy = s
        .datoms(
            quiver::Index::Ave,
            &[Value::keyword(":person/email"), "cy@x".into()],
        )
        .unwrap()
        .next()
        .unwrap()
        .unwrap()
        .e;
    assert_eq!(
        s.count_datoms(&Value::Nil, &Value::keyword(":person/email"), &Value::Nil)
            .unwrap(),
        2
    );
    assert_eq!(s.reverse_refs(bob, friend).unwrap(), vec![ann]);
    assert_eq!(s.reverse_refs(ann, friend).unwrap(), vec![cy]);
    drop(s);
    // Nested maps without a unique attribute under a non-component ref
    // create a new entity, as in Datalevin (D-606).
    let r = db
        .transact(&TxData::new().map(EntityMap::temp("o").with(
            ":person/friend",
            EntityMap::new().with(":person/name", "orphan"),
        )))
        .unwrap();
    let o = tid(&r, "o");
    let s = db.snapshot().unwrap();
    let name = quiver::Keyword::parse(":person/name");
    let friend_of_o = s
        .datoms(
            quiver::Index::Eav,
            &[Value::from(o), Value::keyword(":person/friend")],
        )
        .unwrap()
        .next()
        .unwrap()
        .unwrap()
        .v;
    let Value::Long(orphan) = friend_of_o else {
        panic!("{friend_of_o:?}")
    };
    assert_eq!(
        s.datoms(quiver::Index::Eav, &[Value::Long(orphan)])
            .unwrap()
            .map(|d| d.unwrap())
            .filter(|d| d.a == name)
            .map(|d| d.v)
            .collect::<Vec<_>>(),
        vec![Value::string("orphan")]
    );
}

#[test]
fn schema_changes_are_checked_against_data() {
    let (_d, db) = people();
    let r = db
        .transact(
            &TxData::new()
                .map(
                    EntityMap::temp("a")
                        .with_many(":person/alias", ["x", "y"])
                        .with(":person/name", "Same"),
                )
                .map(
                    EntityMap::temp("b")
                        .with(":person/name", "Same")
                        .with(":person/age", 3i64),
                ),
        )
        .unwrap();
    let a = tid(&r, "a");
    let refuse = |data: TxData| match db.transact(&data).unwrap_err() {
        Error::Transaction {
            kind: TxErrorKind::SchemaChange(msg),
            ..
        } => msg,
        other => panic!("expected a schema refusal, got {other}"),
    };
    let m = refuse(
        TxData::new().map(
            EntityMap::new()
                .with(":db/ident", Value::keyword(":person/alias"))
                .with(":db/cardinality", Value::keyword(":db.cardinality/one")),
        ),
    );
    assert!(m.contains("several values"), "{m}");
    let m = refuse(TxData::new().map(unique(
        EntityMap::new().with(":db/ident", Value::keyword(":person/name")),
        "value",
    )));
    assert!(m.contains("cannot make :person/name unique"), "{m}");
    let m = refuse(TxData::new().map(attr(":person/age", "string")));
    assert!(m.contains(":db/valueType"), "{m}");
    // Allowed once the data fits: remove the duplicate alias, then change.
    db.transact(&TxData::new().retract(a, ":person/alias", "y"))
        .unwrap();
    db.transact(
        &TxData::new().map(
            EntityMap::new()
                .with(":db/ident", Value::keyword(":person/alias"))
                .with(":db/cardinality", Value::keyword(":db.cardinality/one")),
        ),
    )
    .unwrap();
    assert!(
        !db.schema()
            .by_ident(&Keyword::parse(":person/alias"))
            .unwrap()
            .is_many()
    );
    // Untyped → typed is allowed when every value already has the type.
    db.transact(&TxData::new().add(a, ":score", 5i64)).unwrap();
    db.transact(&TxData::new().map(attr(":score", "long")))
        .unwrap();
    assert!(
        db.transact(&TxData::new().add(a, ":score", "five"))
            .is_err()
    );
    // Schema and data in one transaction: schema items run first.
    let r = db
        .transact(
            &TxData::new()
                .add(EntityRef::temp("t"), ":tag/name", "t1")
                .map(unique(attr(":tag/name", "string"), "identity")),
        )
        .unwrap();
    let t1 = tid(&r, "t");
    let r = db
        .transact(&TxData::new().add(EntityRef::temp("u"), ":tag/name", "t1"))
        .unwrap();
    assert_eq!(
        tid(&r, "u"),
        t1,
        "upsert through the attribute defined in the same tx"
    );
}

#[test]
fn giant_values_round_trip_and_share_one_key() {
    let (_d, db) = open();
    let big = "x".repeat(10 << 20);
    let r = db
        .transact(
            &TxData::new()
                .add(EntityRef::temp("a"), ":doc/body", big.as_str())
                .add(EntityRef::temp("b"), ":doc/body", big.as_str())
                .add(
                    EntityRef::temp("c"),
                    ":doc/body",
                    format!("{}y", "x".repeat(600)),
                ),
        )
        .unwrap();
    let s = db.snapshot().unwrap();
    let body = Value::keyword(":doc/body");
    assert_eq!(
        one(&db, tid(&r, "a"), ":doc/body"),
        Some(AttrValue::One(big.as_str().into()))
    );
    assert_eq!(s.cardinality(&body).unwrap(), 2);
    let big_v = Value::from(big.as_str());
    assert_eq!(s.count_datoms(&Value::Nil, &body, &big_v).unwrap(), 2);
    let z = Value::from(format!("{}z", "x".repeat(600)));
    assert_eq!(s.index_range(&body, &big_v, &z).unwrap().count(), 3);
    assert_eq!(
        s.index_range(&body, &big_v, &Value::Nil)
            .unwrap()
            .filter(|d| d.as_ref().unwrap().v != big_v)
            .count(),
        1
    );
    drop(s);
    db.transact(
        &TxData::new()
            .retract_entity(tid(&r, "a"))
            .retract_entity(tid(&r, "b")),
    )
    .unwrap();
    let s = db.snapshot().unwrap();
    assert_eq!(s.cardinality(&body).unwrap(), 1);
}
