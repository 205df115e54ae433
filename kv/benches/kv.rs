//! DLMDB's own claims, measured through the Rust layer (same shapes as its C
//! benches), plus the wrapper's overhead over raw FFI loops.
//!
//! `cargo bench -p quiver-kv --features bench` — figures go to docs/benchmarks.md.

use criterion::{Criterion, criterion_group, criterion_main};
use dlmdb_sys as ffi;
use quiver_kv::{Database, DbFlags, Env, EnvFlags, EnvOptions, PutFlags, RoTxn};
use std::hint::black_box;
use std::ops::Bound;
use std::time::Duration;

fn env(dir: &std::path::Path) -> Env {
    let flags = EnvFlags {
        no_sync: true,
        ..EnvFlags::default()
    };
    Env::open(
        dir,
        EnvOptions {
            map_size: 1 << 30,
            flags,
            ..EnvOptions::default()
        },
    )
    .unwrap()
}

fn key(i: u64) -> [u8; 8] {
    i.to_be_bytes()
}

/// 100,000 keys in a plain counted db.
fn plain_100k(env: &Env) -> Database {
    let db = env.create_db(Some("plain"), DbFlags::counted()).unwrap();
    env.write(|t| {
        for i in 0..100_000u64 {
            t.put(
                db,
                &key(i),
                b"value-of-some-length",
                PutFlags {
                    append: true,
                    ..PutFlags::default()
                },
            )?;
        }
        Ok::<_, quiver_kv::Error>(())
    })
    .unwrap();
    db
}

/// 20,000 keys × 20 dups of 8 bytes.
fn dups_20k(env: &Env) -> Database {
    let db = env.create_db(Some("dups"), DbFlags::index()).unwrap();
    env.write(|t| {
        for i in 0..20_000u64 {
            for j in 0..20u64 {
                t.put(db, &key(i), &key(j), PutFlags::default())?;
            }
        }
        Ok::<_, quiver_kv::Error>(())
    })
    .unwrap();
    db
}

fn walk_count(txn: &RoTxn<'_>, db: Database, lo: &[u8], hi: &[u8]) -> u64 {
    let mut cur = txn.cursor(db).unwrap();
    let mut it = cur.range(Bound::Included(lo), Bound::Excluded(hi));
    let mut n = 0;
    while let Some(item) = it.next() {
        item.unwrap();
        n += 1;
    }
    n
}

fn counts_and_ranks(c: &mut Criterion) {
    let dir = tempfile::tempdir().unwrap();
    let env = env(dir.path());
    let db = plain_100k(&env);
    let txn = env.read_txn().unwrap();
    let (lo, hi) = (key(40_000), key(50_000));

    assert_eq!(
        txn.count_range(db, Bound::Included(&lo), Bound::Excluded(&hi))
            .unwrap(),
        10_000
    );
    assert_eq!(walk_count(&txn, db, &lo, &hi), 10_000);
    let mut g = c.benchmark_group("range_count_span_10k_of_100k");
    g.bench_function("counted_api", |b| {
        b.iter(|| {
            txn.count_range(db, Bound::Included(black_box(&lo)), Bound::Excluded(&hi))
                .unwrap()
        })
    });
    g.bench_function("cursor_walk", |b| {
        b.iter(|| walk_count(&txn, db, black_box(&lo), &hi))
    });
    g.finish();

    let mut g = c.benchmark_group("rank_lookup_of_100k");
    let mut cur = txn.cursor(db).unwrap();
    g.bench_function("seek_rank", |b| {
        let mut r = 0u64;
        b.iter(|| {
            r = (r + 7919) % 100_000;
            cur.seek_rank(black_box(r)).unwrap().map(|(k, _)| k.len())
        })
    });
    let mut cur2 = txn.cursor(db).unwrap();
    g.bench_function("walk_to_rank", |b| {
        let mut r = 0u64;
        b.iter(|| {
            r = (r + 7919) % 100_000;
            cur2.first().unwrap();
            for _ in 0..r {
                cur2.next().unwrap();
            }
            cur2.current().unwrap().map(|(k, _)| k.len())
        })
    });
    g.finish();

    let mut g = c.benchmark_group("point_get_of_100k");
    g.bench_function("wrapper_get", |b| {
        let mut i = 0u64;
        b.iter(|| {
            i = (i + 7919) % 100_000;
            txn.get(db, &key(i)).unwrap().map(<[u8]>::len)
        })
    });
    g.bench_function("raw_ffi_get", |b| {
        let mut i = 0u64;
        let raw = raw_txn(&env);
        b.iter(|| {
            i = (i + 7919) % 100_000;
            let k = key(i);
            let mut kv = ffi::MDB_val {
                mv_size: 8,
                mv_data: k.as_ptr() as *mut _,
            };
            let mut v = ffi::MDB_val {
                mv_size: 0,
                mv_data: std::ptr::null_mut(),
            };
            // SAFETY: `raw` is a live read txn on this env; dbi from the same env.
            let rc = unsafe { ffi::mdb_get(raw.0, raw_dbi(db), &mut kv, &mut v) };
            assert_eq!(rc, 0);
            v.mv_size
        });
    });
    g.finish();
}

/// A raw read transaction for the overhead baselines, aborted on drop.
struct RawTxn(*mut ffi::MDB_txn);
impl Drop for RawTxn {
    fn drop(&mut self) {
        // SAFETY: a live read txn we own.
        unsafe { ffi::mdb_txn_abort(self.0) }
    }
}

fn raw_txn(env: &Env) -> RawTxn {
    RawTxn(env_raw_txn(env))
}

fn env_raw_txn(env: &Env) -> *mut ffi::MDB_txn {
    let ptr = quiver_kv::bench_support::raw_env(env);
    let mut t = std::ptr::null_mut();
    // SAFETY: `ptr` is the open env; RDONLY txn out-pointer.
    let rc = unsafe { ffi::mdb_txn_begin(ptr, std::ptr::null_mut(), ffi::MDB_RDONLY, &mut t) };
    assert_eq!(rc, 0);
    t
}

fn raw_dbi(db: Database) -> ffi::MDB_dbi {
    quiver_kv::bench_support::raw_dbi(db)
}

fn dup_reads(c: &mut Criterion) {
    let dir = tempfile::tempdir().unwrap();
    let env = env(dir.path());
    let db = dups_20k(&env);
    let txn = env.read_txn().unwrap();
    let mut g = c.benchmark_group("dupset_20k_keys_x_20");
    g.throughput(criterion::Throughput::Elements(20_000 * 20));
    g.sample_size(20);
    g.bench_function("list_dup", |b| {
        let mut cur = txn.cursor(db).unwrap();
        b.iter(|| {
            let mut sum = 0usize;
            let mut at = cur.first().unwrap().is_some();
            while at {
                let list = cur.list_dup().unwrap();
                for v in list.iter() {
                    sum += v[7] as usize;
                }
                at = cur.next_nodup().unwrap().is_some();
            }
            sum
        })
    });
    g.bench_function("next_dup_loop", |b| {
        let mut cur = txn.cursor(db).unwrap();
        b.iter(|| {
            let mut sum = 0usize;
            let mut at = cur.first().unwrap().map(|(_, v)| v[7] as usize);
            while let Some(first) = at {
                sum += first;
                while let Some((_, v)) = cur.next_dup().unwrap() {
                    sum += v[7] as usize;
                }
                at = cur.next_nodup().unwrap().map(|(_, v)| v[7] as usize);
            }
            sum
        })
    });
    g.bench_function("raw_ffi_list_dup", |b| {
        let raw = raw_txn(&env);
        let mut cur = std::ptr::null_mut();
        // SAFETY: live txn and dbi of the same env.
        let rc = unsafe { ffi::mdb_cursor_open(raw.0, raw_dbi(db), &mut cur) };
        assert_eq!(rc, 0);
        b.iter(|| {
            let mut sum = 0usize;
            let mut k = ffi::MDB_val {
                mv_size: 0,
                mv_data: std::ptr::null_mut(),
            };
            let mut v = k;
            // SAFETY: a live cursor; out-parameters; the array is read before
            // the cursor moves again.
            unsafe {
                let mut rc = ffi::mdb_cursor_get(cur, &mut k, &mut v, ffi::MDB_FIRST);
                while rc == 0 {
                    let mut vals: *const ffi::MDB_val = std::ptr::null();
                    let mut n = 0;
                    assert_eq!(ffi::mdb_cursor_list_dup(cur, &mut vals, &mut n), 0);
                    for item in std::slice::from_raw_parts(vals, n) {
                        sum += *(item.mv_data as *const u8).add(7) as usize;
                    }
                    rc = ffi::mdb_cursor_get(cur, &mut k, &mut v, ffi::MDB_NEXT_NODUP);
                }
            }
            sum
        });
        // SAFETY: the cursor is ours and its txn still lives.
        unsafe { ffi::mdb_cursor_close(cur) };
    });
    g.finish();
}

fn config() -> Criterion {
    Criterion::default()
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(2))
        .sample_size(30)
}

criterion_group! { name = benches; config = config(); targets = counts_and_ranks, dup_reads }
criterion_main!(benches);
