//! Property tests: random writes to DLMDB databases and to a `BTreeMap`
//! model, then every count, rank, rank lookup, sample, `list_dup` and
//! iteration must agree with the model.

use proptest::prelude::*;
use quiver_kv::{Chunk, Database, DbFlags, Env, EnvOptions, PutFlags, SampleRng};
use std::collections::{BTreeMap, BTreeSet};
use std::ops::Bound;

pub(crate) type DupModel = BTreeMap<Vec<u8>, BTreeSet<Vec<u8>>>;
pub(crate) type KeyQuery = (Bound<Vec<u8>>, Bound<Vec<u8>>);
pub(crate) type DupQuery = (Vec<u8>, Bound<Vec<u8>>, Bound<Vec<u8>>);

#[derive(Debug, Clone)]
pub(crate) enum Op {
    Put(Vec<u8>, Vec<u8>),
    Del(Vec<u8>),
    DelDup(Vec<u8>, Vec<u8>),
}

/// Keys and values with long shared prefixes, so prefix compression is busy.
pub(crate) fn key() -> impl Strategy<Value = Vec<u8>> {
    (0u8..24, prop::collection::vec(any::<u8>(), 0..3)).prop_map(|(i, tail)| {
        let mut k = b"entity/attribute-".to_vec();
        k.push(i);
        k.extend(tail);
        k
    })
}

pub(crate) fn value() -> impl Strategy<Value = Vec<u8>> {
    (0u16..300, 0usize..40).prop_map(|(i, pad)| {
        let mut v = b"value-prefix-shared-".to_vec();
        v.extend_from_slice(&i.to_be_bytes());
        v.extend(std::iter::repeat_n(b'x', pad));
        v
    })
}

/// 8-byte values (entity ids, as in Quiver's `ave`) for DUPFIXED dbs.
pub(crate) fn fixed_value() -> impl Strategy<Value = Vec<u8>> {
    (0u64..2000).prop_map(|i| (i | 0x1000_0000_0000).to_be_bytes().to_vec())
}

fn op() -> impl Strategy<Value = Op> {
    op_with(value)
}

pub(crate) fn op_with<S: Strategy<Value = Vec<u8>>>(v: fn() -> S) -> impl Strategy<Value = Op> {
    prop_oneof![
        8 => (key(), v()).prop_map(|(k, v)| Op::Put(k, v)),
        1 => key().prop_map(Op::Del),
        2 => (key(), v()).prop_map(|(k, v)| Op::DelDup(k, v)),
    ]
}

/// A sorted bulk load, written with appends before the random ops.
pub(crate) fn bulk_with<S: Strategy<Value = Vec<u8>>>(
    v: fn() -> S,
) -> impl Strategy<Value = DupModel> {
    prop::collection::btree_map(key(), prop::collection::btree_set(v(), 1..40), 0..12)
}

/// Writes `bulk` in key and value order through one write cursor with
/// `append` / `append_dup` (Quiver's import), half of it in a second
/// transaction so appends also land above committed data.
pub(crate) fn append_bulk(env: &Env, db: Database, model: &mut DupModel, bulk: &DupModel) {
    let keys: Vec<_> = bulk.keys().collect();
    let (first, second) = keys.split_at(keys.len() / 2);
    for part in [first, second] {
        env.write(|txn| {
            let mut cur = txn.write_cursor(db)?;
            for k in part {
                if db.flags().dupfixed && k.len() % 2 == 0 {
                    // DUPFIXED: a key's whole set in one MDB_MULTIPLE call.
                    let all: Vec<u8> = bulk[*k].iter().flatten().copied().collect();
                    let flags = PutFlags {
                        append: true,
                        append_dup: true,
                        ..PutFlags::default()
                    };
                    cur.put_multiple(k, &all, 8, flags)?;
                    continue;
                }
                for (i, v) in bulk[*k].iter().enumerate() {
                    let flags = PutFlags {
                        append: i == 0,
                        append_dup: i > 0,
                        ..PutFlags::default()
                    };
                    cur.put(k, v, flags)?;
                }
            }
            Ok::<_, quiver_kv::Error>(())
        })
        .unwrap();
    }
    // An append below the last key is refused, and writes nothing.
    if let Some((k, vs)) = bulk.iter().next()
        && bulk.len() > 1
    {
        let v = vs.iter().next().unwrap();
        let err = env
            .write(|txn| {
                txn.write_cursor(db)?.put(
                    k,
                    v,
                    PutFlags {
                        append: true,
                        ..PutFlags::default()
                    },
                )
            })
            .unwrap_err();
        assert!(matches!(err, quiver_kv::Error::KeyExists), "{err}");
    }
    model.extend(bulk.iter().map(|(k, v)| (k.clone(), v.clone())));
}

pub(crate) fn bound() -> impl Strategy<Value = Bound<Vec<u8>>> {
    prop_oneof![
        Just(Bound::Unbounded),
        key().prop_map(Bound::Included),
        key().prop_map(Bound::Excluded),
    ]
}

pub(crate) fn vbound() -> impl Strategy<Value = Bound<Vec<u8>>> {
    prop_oneof![
        Just(Bound::Unbounded),
        value().prop_map(Bound::Included),
        value().prop_map(Bound::Excluded),
    ]
}

pub(crate) fn as_ref(b: &Bound<Vec<u8>>) -> Bound<&[u8]> {
    match b {
        Bound::Unbounded => Bound::Unbounded,
        Bound::Included(v) => Bound::Included(v.as_slice()),
        Bound::Excluded(v) => Bound::Excluded(v.as_slice()),
    }
}

/// Whether `BTreeMap::range` accepts the bounds (it panics on inverted
/// ranges and on equal bounds with an excluded end); the stores must answer
/// 0 for the others, which the callers check.
pub(crate) fn valid(lo: &Bound<Vec<u8>>, hi: &Bound<Vec<u8>>) -> bool {
    match (lo, hi) {
        (Bound::Included(a), Bound::Included(b)) => a <= b,
        (Bound::Included(a) | Bound::Excluded(a), Bound::Included(b) | Bound::Excluded(b)) => a < b,
        _ => true,
    }
}

pub(crate) fn open(dir: &std::path::Path) -> Env {
    let opts = EnvOptions {
        map_size: 16 << 20,
        ..EnvOptions::default()
    };
    Env::open(dir, opts).unwrap()
}

pub(crate) fn apply_dup(env: &Env, db: Database, model: &mut DupModel, ops: &[Op]) {
    // Split the ops over a few transactions so commits are exercised too.
    for chunk in ops.chunks(40) {
        env.write(|txn| {
            for op in chunk {
                write_op(txn, db, op, false)?;
            }
            Ok::<_, quiver_kv::Error>(())
        })
        .unwrap();
        apply_model(model, chunk);
    }
}

/// Writes one op in `txn`; a put through a write cursor when `cursor`.
pub(crate) fn write_op(
    txn: &mut quiver_kv::RwTxn<'_>,
    db: Database,
    op: &Op,
    cursor: bool,
) -> quiver_kv::Result<()> {
    match op {
        Op::Put(k, v) if cursor => txn.write_cursor(db)?.put(k, v, PutFlags::default()),
        Op::Put(k, v) => txn.put(db, k, v, PutFlags::default()),
        Op::Del(k) => txn.del(db, k).map(|_| ()),
        Op::DelDup(k, v) => txn.del_dup(db, k, v).map(|_| ()),
    }
}

/// `count_values` and `range` over the key bounds both give the model's
/// pairs within them (returned).
pub(crate) fn assert_key_range(
    txn: &quiver_kv::RoTxn<'_>,
    cur: &mut quiver_kv::Cursor<'_>,
    db: Database,
    model: &DupModel,
    (lo, hi): (&Bound<Vec<u8>>, &Bound<Vec<u8>>),
) -> Vec<(Vec<u8>, Vec<u8>)> {
    let expect: Vec<_> = model
        .range::<Vec<u8>, _>((lo.clone(), hi.clone()))
        .flat_map(|(k, vs)| vs.iter().map(move |v| (k.clone(), v.clone())))
        .collect();
    assert_eq!(
        txn.count_values(db, as_ref(lo), as_ref(hi)).unwrap(),
        expect.len() as u64,
        "count_values {lo:?}..{hi:?}"
    );
    let mut got = Vec::new();
    let mut it = cur.range(as_ref(lo), as_ref(hi));
    while let Some(item) = it.next() {
        let (k, v) = item.unwrap();
        got.push((k.to_vec(), v.to_vec()));
    }
    assert_eq!(got, expect, "range {lo:?}..{hi:?}");
    expect
}

/// `count_dups` and `dup_range` of key `k` within the value bounds both
/// give `expect`.
pub(crate) fn assert_value_range(
    txn: &quiver_kv::RoTxn<'_>,
    cur: &mut quiver_kv::Cursor<'_>,
    db: Database,
    k: &[u8],
    (lo, hi): (&Bound<Vec<u8>>, &Bound<Vec<u8>>),
    expect: &[Vec<u8>],
) {
    assert_eq!(
        txn.count_dups(db, k, as_ref(lo), as_ref(hi)).unwrap(),
        expect.len() as u64,
        "count_dups {k:?} {lo:?}..{hi:?}"
    );
    let mut got = Vec::new();
    let mut it = cur.dup_range(k, as_ref(lo), as_ref(hi));
    while let Some(v) = it.next() {
        got.push(v.unwrap().to_vec());
    }
    assert_eq!(got, expect, "dup_range {k:?} {lo:?}..{hi:?}");
}

/// Applies `ops` to `model` as DLMDB applies them.
pub(crate) fn apply_model(model: &mut DupModel, ops: &[Op]) {
    for op in ops {
        match op {
            Op::Put(k, v) => {
                model.entry(k.clone()).or_default().insert(v.clone());
            }
            Op::Del(k) => {
                model.remove(k);
            }
            Op::DelDup(k, v) => {
                if let Some(set) = model.get_mut(k) {
                    set.remove(v);
                    if set.is_empty() {
                        model.remove(k);
                    }
                }
            }
        }
    }
}

pub(crate) fn pairs(model: &DupModel) -> Vec<(Vec<u8>, Vec<u8>)> {
    model
        .iter()
        .flat_map(|(k, vs)| vs.iter().map(move |v| (k.clone(), v.clone())))
        .collect()
}

/// The values `dup_chunk` hands over from the cursor's position to the
/// end of its key, one by one.
fn chunked(cur: &mut quiver_kv::Cursor<'_>, size: usize) -> Vec<Vec<u8>> {
    chunked_from(cur, size, Chunk::First)
}

/// As [`chunked`], starting with `at`.
fn chunked_from(cur: &mut quiver_kv::Cursor<'_>, size: usize, at: Chunk) -> Vec<Vec<u8>> {
    let mut out = Vec::new();
    let mut at = at;
    while let Some(chunk) = cur.dup_chunk(at, size).unwrap() {
        assert_eq!(chunk.len() % size, 0);
        out.extend(chunk.chunks_exact(size).map(<[u8]>::to_vec));
        at = Chunk::Next;
    }
    out
}

fn check_dup_db(
    flags: DbFlags,
    bulk: DupModel,
    ops: Vec<Op>,
    queries: Vec<KeyQuery>,
    vqueries: Vec<DupQuery>,
    seed: u64,
) {
    let dir = tempfile::tempdir().unwrap();
    let env = open(dir.path());
    let db = env.create_db(Some("t"), flags).unwrap();
    let mut model = DupModel::new();
    append_bulk(&env, db, &mut model, &bulk);
    apply_dup(&env, db, &mut model, &ops);
    let all = pairs(&model);

    let txn = env.read_txn().unwrap();
    assert_eq!(txn.count_all(db).unwrap(), all.len() as u64);

    // Ascending seeks (stepping forward when they can) answer exactly like
    // the model, for probes in order, repeated, and out of order.
    {
        let mut probes: Vec<Vec<u8>> = vqueries.iter().map(|(k, _, _)| k.clone()).collect();
        probes.extend(model.keys().take(20).cloned());
        probes.sort();
        let tail: Vec<Vec<u8>> = probes.iter().rev().take(3).cloned().collect();
        probes.extend(tail);
        let mut cur = txn.cursor(db).unwrap();
        for k in &probes {
            let hit = cur.seek_key_ascending(k).unwrap();
            assert_eq!(hit, model.contains_key(k), "seek_key_ascending {k:?}");
            if hit {
                let got: Vec<Vec<u8>> =
                    cur.list_dup().unwrap().iter().map(|v| v.to_vec()).collect();
                let want: Vec<Vec<u8>> = model[k].iter().cloned().collect();
                assert_eq!(got, want, "list_dup after seek_key_ascending {k:?}");
                // Binary search over the list agrees with the model.
                let list = cur.list_dup().unwrap();
                for (_, lo, _) in &vqueries {
                    if let Bound::Included(p) | Bound::Excluded(p) = lo {
                        let expect = want.iter().position(|w| w >= p).unwrap_or(want.len());
                        assert_eq!(list.lower_bound(p), expect);
                        assert_eq!(list.contains(p), model[k].contains(p));
                    }
                }
                assert!(want.iter().all(|w| list.contains(w)));
            }
        }
    }

    // Full iteration and rank lookups agree with the model's order.
    let mut cur = txn.cursor(db).unwrap();
    let mut seen = Vec::new();
    let mut it = cur.range(Bound::Unbounded, Bound::Unbounded);
    while let Some(item) = it.next() {
        let (k, v) = item.unwrap();
        seen.push((k.to_vec(), v.to_vec()));
    }
    assert_eq!(seen, all);
    for (rank, (k, v)) in all.iter().enumerate() {
        assert_eq!(txn.rank_of(db, k, Some(v)).unwrap(), Some(rank as u64));
        let (rk, rv) = cur.seek_rank(rank as u64).unwrap().unwrap();
        assert_eq!((rk, rv), (k.as_slice(), v.as_slice()));
    }
    assert!(cur.seek_rank(all.len() as u64).unwrap().is_none());

    // list_dup returns each key's whole set; dup counts match.
    for (k, vs) in &model {
        let first_rank = all.iter().position(|(pk, _)| pk == k).unwrap() as u64;
        assert_eq!(txn.rank_of(db, k, None).unwrap(), Some(first_rank));
        assert!(cur.seek_key(k).unwrap().is_some());
        let list: Vec<Vec<u8>> = cur.list_dup().unwrap().iter().map(<[u8]>::to_vec).collect();
        let expect: Vec<Vec<u8>> = vs.iter().cloned().collect();
        assert_eq!(list, expect);
        assert_eq!(cur.dup_count().unwrap(), vs.len() as u64);
        if flags.dupfixed {
            // Page-sized chunks read the same set, also when the cursor
            // stood on a value inside it (chunks start at the first).
            assert_eq!(chunked(&mut cur, 8), expect, "dup_chunk {k:?}");
            let mid = &expect[expect.len() / 2];
            assert!(cur.seek_both_range(k, mid).unwrap().is_some());
            assert_eq!(chunked(&mut cur, 8), expect, "from {mid:?}");
            // From the page holding a value: a tail of the set, from a
            // page's start, that holds the value.
            assert!(cur.seek_both_range(k, mid).unwrap().is_some());
            let tail = chunked_from(&mut cur, 8, Chunk::Here);
            assert!(
                expect.ends_with(&tail) && tail.contains(mid),
                "here {mid:?}"
            );
        }
    }

    // Key-range counts and ranges.
    for (lo, hi) in &queries {
        if !valid(lo, hi) {
            assert_eq!(
                txn.count_values(db, as_ref(lo), as_ref(hi)).unwrap(),
                0,
                "empty range {lo:?}..{hi:?}"
            );
            continue;
        }
        let expect = assert_key_range(&txn, &mut cur, db, &model, (lo, hi));
        let r0 = cur.lower_rank(as_ref(lo)).unwrap();
        let r1 = cur.upper_rank(as_ref(hi)).unwrap();
        assert_eq!(r1.saturating_sub(r0), expect.len() as u64);
        // Samples are distinct members of the range.
        let mut rng = SampleRng::new(seed);
        let sample = cur
            .sample_range(as_ref(lo), as_ref(hi), 7, &mut rng)
            .unwrap();
        assert_eq!(sample.len(), expect.len().min(7));
        let members: BTreeSet<_> = expect.iter().cloned().collect();
        let distinct: BTreeSet<_> = sample.iter().cloned().collect();
        assert_eq!(distinct.len(), sample.len());
        assert!(sample.iter().all(|p| members.contains(p)));
        // Two disjoint rank ranges (the range's halves with a gap between):
        // samples are distinct members of their union, as many as asked
        // for or as there are.
        let mid = r0 + (r1.saturating_sub(r0)) / 2;
        let ranges = [(r0, mid), ((mid + 1).min(r1), r1)];
        let union: BTreeSet<(Vec<u8>, Vec<u8>)> = expect
            .iter()
            .enumerate()
            .filter(|(i, _)| r0 + *i as u64 != mid)
            .map(|(_, p)| p.clone())
            .collect();
        let mut got = Vec::new();
        let n = cur
            .sample_rank_ranges(&ranges, 5, &mut rng, |k, v| {
                got.push((k.to_vec(), v.to_vec()));
                Ok(())
            })
            .unwrap();
        assert_eq!(n, got.len());
        assert_eq!(got.len(), union.len().min(5));
        let distinct: BTreeSet<_> = got.iter().cloned().collect();
        assert_eq!(distinct.len(), got.len());
        assert!(
            got.iter().all(|p| union.contains(p)),
            "{got:?} not in {union:?}"
        );
    }

    // Value-range counts under one key.
    for (k, lo, hi) in &vqueries {
        if !valid(lo, hi) {
            assert_eq!(
                txn.count_dups(db, k, as_ref(lo), as_ref(hi)).unwrap(),
                0,
                "empty range {lo:?}..{hi:?}"
            );
            continue;
        }
        let expect: Vec<Vec<u8>> = model
            .get(k)
            .map(|vs| {
                vs.range::<Vec<u8>, _>((lo.clone(), hi.clone()))
                    .cloned()
                    .collect()
            })
            .unwrap_or_default();
        assert_value_range(&txn, &mut cur, db, k, (lo, hi), &expect);
        let mut rng = SampleRng::new(seed);
        let sample = cur.sample_dups(k, 5, &mut rng).unwrap();
        let all_k = model.get(k).cloned().unwrap_or_default();
        assert_eq!(sample.len(), all_k.len().min(5));
        assert!(sample.iter().all(|v| all_k.contains(v)));
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 40, ..ProptestConfig::default() })]

    #[test]
    fn counted_dupsort_compressed_matches_model(
        bulk in bulk_with(value),
        ops in prop::collection::vec(op(), 1..300),
        queries in prop::collection::vec((bound(), bound()), 1..12),
        vqueries in prop::collection::vec((key(), vbound(), vbound()), 1..12),
        seed in any::<u64>(),
    ) {
        check_dup_db(DbFlags::index(), bulk, ops, queries, vqueries, seed);
    }

    /// Quiver's `ave`: DUPFIXED 8-byte values, counted, compressed.
    #[test]
    fn counted_dupfixed_compressed_matches_model(
        bulk in bulk_with(fixed_value),
        ops in prop::collection::vec(op_with(fixed_value), 1..300),
        queries in prop::collection::vec((bound(), bound()), 1..12),
        vqueries in prop::collection::vec((key(), fixed_value().prop_map(Bound::Included), fixed_value().prop_map(Bound::Excluded)), 1..12),
        seed in any::<u64>(),
    ) {
        let flags = DbFlags { dupfixed: true, ..DbFlags::index() };
        check_dup_db(flags, bulk, ops, queries, vqueries, seed);
    }

    #[test]
    fn counted_dupsort_uncompressed_matches_model(
        bulk in bulk_with(value),
        ops in prop::collection::vec(op(), 1..300),
        queries in prop::collection::vec((bound(), bound()), 1..12),
        vqueries in prop::collection::vec((key(), vbound(), vbound()), 1..12),
        seed in any::<u64>(),
    ) {
        let flags = DbFlags { dupsort: true, counted: true, ..DbFlags::default() };
        check_dup_db(flags, bulk, ops, queries, vqueries, seed);
    }

    #[test]
    fn counted_plain_db_matches_model(
        ops in prop::collection::vec((key(), prop::option::of(value())), 1..300),
        queries in prop::collection::vec((bound(), bound()), 1..12),
        compressed in any::<bool>(),
    ) {
        let dir = tempfile::tempdir().unwrap();
        let env = open(dir.path());
        let flags = DbFlags { counted: true, prefix_compression: compressed, ..DbFlags::default() };
        let db = env.create_db(Some("plain"), flags).unwrap();
        let mut model = BTreeMap::new();
        env.write(|txn| {
            for (k, v) in &ops {
                match v {
                    Some(v) => txn.put(db, k, v, PutFlags::default())?,
                    None => { txn.del(db, k)?; }
                }
            }
            Ok::<_, quiver_kv::Error>(())
        }).unwrap();
        for (k, v) in ops {
            match v {
                Some(v) => { model.insert(k, v); }
                None => { model.remove(&k); }
            }
        }
        let txn = env.read_txn().unwrap();
        prop_assert_eq!(txn.count_all(db).unwrap(), model.len() as u64);
        for (i, (k, v)) in model.iter().enumerate() {
            prop_assert_eq!(txn.get(db, k).unwrap(), Some(v.as_slice()));
            prop_assert_eq!(txn.rank_of(db, k, None).unwrap(), Some(i as u64));
        }
        for (lo, hi) in &queries {
            if !valid(lo, hi) {
                prop_assert_eq!(txn.count_range(db, as_ref(lo), as_ref(hi)).unwrap(), 0);
                continue;
            }
            let expect = model.range::<Vec<u8>, _>((lo.clone(), hi.clone())).count() as u64;
            prop_assert_eq!(txn.count_range(db, as_ref(lo), as_ref(hi)).unwrap(), expect);
            let mut cur = txn.cursor(db).unwrap();
            let r0 = cur.lower_rank(as_ref(lo)).unwrap();
            let r1 = cur.upper_rank(as_ref(hi)).unwrap();
            prop_assert_eq!(r1.saturating_sub(r0), expect);
        }
    }
}

/// Dup sets large enough to be promoted to a sub-database make DLMDB's
/// `mdb_cursor_list_dup` answer INCOMPATIBLE; `list_dup` must still return
/// the whole set, and counts and ranks must still hold.
#[test]
fn list_dup_on_promoted_and_single_value_sets() {
    let dir = tempfile::tempdir().unwrap();
    let env = open(dir.path());
    let db = env.create_db(Some("big"), DbFlags::index()).unwrap();
    let values: Vec<Vec<u8>> = (0u32..5000)
        .map(|i| format!("value-{i:08}-{}", "p".repeat(60)).into_bytes())
        .collect();
    env.write(|txn| {
        for v in &values {
            txn.put(db, b"big", v, PutFlags::default())?;
        }
        txn.put(db, b"one", b"only", PutFlags::default())?;
        Ok::<_, quiver_kv::Error>(())
    })
    .unwrap();
    let txn = env.read_txn().unwrap();
    let mut cur = txn.cursor(db).unwrap();
    cur.seek_key(b"big").unwrap().unwrap();
    let got: Vec<Vec<u8>> = cur.list_dup().unwrap().iter().map(<[u8]>::to_vec).collect();
    assert_eq!(got, values);
    assert_eq!(
        cur.next_nodup().unwrap().map(|(k, _)| k.to_vec()),
        Some(b"one".to_vec())
    );
    let single: Vec<Vec<u8>> = cur.list_dup().unwrap().iter().map(<[u8]>::to_vec).collect();
    assert_eq!(single, vec![b"only".to_vec()]);
    let lo = values[100].as_slice();
    let hi = values[4000].as_slice();
    assert_eq!(
        txn.count_dups(db, b"big", Bound::Included(lo), Bound::Excluded(hi))
            .unwrap(),
        3900
    );
    assert_eq!(
        txn.count_dups(db, b"big", Bound::Excluded(lo), Bound::Included(hi))
            .unwrap(),
        3900
    );
    assert_eq!(txn.rank_of(db, b"one", None).unwrap(), Some(5000));
}

/// The same on a DUPFIXED database (Quiver's `ave`), loaded with appends:
/// a promoted set of 8-byte values reads back whole, in order, and counts.
#[test]
fn list_dup_on_promoted_dupfixed_set() {
    let dir = tempfile::tempdir().unwrap();
    let env = open(dir.path());
    let flags = DbFlags {
        dupfixed: true,
        ..DbFlags::index()
    };
    let db = env.create_db(Some("fixed"), flags).unwrap();
    let values: Vec<[u8; 8]> = (0u64..20_000).map(|i| (i * 3).to_be_bytes()).collect();
    env.write(|txn| {
        let mut cur = txn.write_cursor(db)?;
        for (i, v) in values[..10_000].iter().enumerate() {
            let flags = PutFlags {
                append: i == 0,
                append_dup: i > 0,
                ..PutFlags::default()
            };
            cur.put(b"sex/female", v, flags)?;
        }
        // The rest in one MDB_MULTIPLE call onto the promoted set.
        let rest: Vec<u8> = values[10_000..].iter().flatten().copied().collect();
        let flags = PutFlags {
            append_dup: true,
            ..PutFlags::default()
        };
        cur.put_multiple(b"sex/female", &rest, 8, flags)?;
        cur.put(
            b"sex/male",
            &7u64.to_be_bytes(),
            PutFlags {
                append: true,
                ..PutFlags::default()
            },
        )?;
        Ok::<_, quiver_kv::Error>(())
    })
    .unwrap();
    let txn = env.read_txn().unwrap();
    assert_eq!(txn.count_all(db).unwrap(), 20_001);
    let mut cur = txn.cursor(db).unwrap();
    cur.seek_key(b"sex/female").unwrap().unwrap();
    let got: Vec<Vec<u8>> = cur.list_dup().unwrap().iter().map(<[u8]>::to_vec).collect();
    assert_eq!(got.len(), 20_000);
    assert!(got.iter().zip(&values).all(|(g, v)| g.as_slice() == v));
    // The promoted set in page-sized chunks: all of it, in order, in far
    // fewer calls than values.
    cur.seek_key(b"sex/female").unwrap().unwrap();
    let before = cur.calls().steps;
    let chunks = chunked(&mut cur, 8);
    assert_eq!(chunks, got);
    assert!(cur.calls().steps - before < 200, "{:?}", cur.calls());
    // From the page holding the 15,000th value: a tail that starts at a
    // page boundary at or before it, far shorter than the whole set.
    let v = &got[15_000];
    cur.seek_both_range(b"sex/female", v).unwrap().unwrap();
    let tail = chunked_from(&mut cur, 8, Chunk::Here);
    assert!(got.ends_with(&tail) && tail.contains(v) && tail.len() < 6_000);
    // A single value comes as one chunk of itself.
    cur.seek_key(b"sex/male").unwrap().unwrap();
    assert_eq!(chunked(&mut cur, 8), vec![7u64.to_be_bytes().to_vec()]);
    // The wrong size is refused, not misread.
    cur.seek_key(b"sex/male").unwrap().unwrap();
    assert!(cur.dup_chunk(Chunk::First, 3).is_err());
    let lo = 300u64.to_be_bytes();
    let hi = 3000u64.to_be_bytes();
    assert_eq!(
        txn.count_dups(
            db,
            b"sex/female",
            Bound::Included(&lo[..]),
            Bound::Excluded(&hi[..])
        )
        .unwrap(),
        900
    );
    assert_eq!(txn.rank_of(db, b"sex/male", None).unwrap(), Some(20_000));
    let stat = txn.stat(db).unwrap();
    // 8 bytes a value and no node headers: 20,000 values fit in ~40 pages.
    assert!(stat.leaf_pages < 60, "{stat:?}");
}
