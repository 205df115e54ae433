//! Reading: entities, `datoms` in each index order, `seek_datoms`, VAE.

use crate::common;

use quiver::{AttrValue, EntityMap, EntityRef, Index, TempId, TxData, Value};

#[test]
fn datoms_in_every_order() {
    let (_dir, db) = common::temp_db();
    let def = |n: &str, t: &str| {
        EntityMap::new()
            .with(":db/ident", Value::keyword(n))
            .with(":db/valueType", Value::keyword(&format!(":db.type/{t}")))
    };
    db.transact(
        &TxData::new()
            .map(def(":n", "long"))
            .map(def(":r", "ref").with(":db/cardinality", Value::keyword(":db.cardinality/many"))),
    )
    .unwrap();
    let r = db
        .transact(
            &TxData::new()
                .map(EntityMap::temp("a").with(":n", 3i64))
                .map(
                    EntityMap::temp("b")
                        .with(":n", 1i64)
                        .with(":r", EntityRef::temp("a")),
                )
                .map(
                    EntityMap::temp("c")
                        .with(":n", 2i64)
                        .with(":r", EntityRef::temp("a"))
                        .with(":r", EntityRef::temp("b")),
                ),
        )
        .unwrap();
    let id = |n: &str| r.tempids[&TempId::Named(n.into())];
    let (a, b, c) = (id("a"), id("b"), id("c"));
    let s = db.snapshot().unwrap();
    let n = s.attr_id(":n").unwrap();
    let rr = s.attr_id(":r").unwrap();
    let collect = |it: quiver::Datoms<'_>| {
        it.map(|d| d.unwrap())
            .map(|d| (d.e, s.attr_id(&d.a.to_string()).unwrap(), d.v))
            .collect::<Vec<_>>()
    };

    // EAV of c: :n then :r values in order.
    let row = collect(s.datoms(Index::Eav, &[Value::from(c)]).unwrap());
    assert_eq!(
        row,
        vec![
            (c, n, Value::Long(2)),
            (c, rr, Value::from(a)),
            (c, rr, Value::from(b))
        ]
    );
    let row = collect(
        s.datoms(Index::Eav, &[Value::from(c), Value::keyword(":r")])
            .unwrap(),
    );
    assert_eq!(row.len(), 2);
    let row = collect(
        s.datoms(
            Index::Eav,
            &[Value::from(c), Value::keyword(":r"), Value::from(b)],
        )
        .unwrap(),
    );
    assert_eq!(row, vec![(c, rr, Value::from(b))]);
    // AVE of :n: by value.
    let by_value: Vec<_> = collect(s.datoms(Index::Ave, &[Value::keyword(":n")]).unwrap())
        .into_iter()
        .map(|d| d.0)
        .collect();
    assert_eq!(by_value, vec![b, c, a]);
    let one = collect(
        s.datoms(Index::Ave, &[Value::keyword(":n"), Value::Long(2)])
            .unwrap(),
    );
    assert_eq!(one, vec![(c, n, Value::Long(2))]);
    // seek: from :n 2 to the end of the index (then :r datoms, tx instants…).
    let from: Vec<_> = collect(
        s.seek_datoms(Index::Ave, &[Value::keyword(":n"), Value::Long(2)])
            .unwrap(),
    );
    assert_eq!(from[0], (c, n, Value::Long(2)));
    assert_eq!(from[1], (a, n, Value::Long(3)));
    assert!(from.iter().any(|d| d.1 == rr));
    // VAE: who refers to a.
    let refs = collect(s.datoms(Index::Vae, &[Value::from(a)]).unwrap());
    assert_eq!(refs, vec![(b, rr, Value::from(a)), (c, rr, Value::from(a))]);
    assert!(collect(s.datoms(Index::Vae, &[Value::from(c)]).unwrap()).is_empty());
    // Unknown attribute: nothing.
    assert!(collect(s.datoms(Index::Ave, &[Value::keyword(":nope")]).unwrap()).is_empty());
    // Entity.
    let e = s.entity(c).unwrap().unwrap();
    assert_eq!(
        e.get(":r"),
        Some(&AttrValue::Many(vec![Value::from(a), Value::from(b)]))
    );
    assert_eq!(e.get(":n"), Some(&AttrValue::One(Value::Long(2))));
    // Snapshots are isolated from later writes.
    db.transact(&TxData::new().retract_entity(c)).unwrap();
    assert!(s.entity(c).unwrap().is_some());
    assert!(db.snapshot().unwrap().entity(c).unwrap().is_none());
}
