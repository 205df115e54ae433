//! scratch: fresh vs reused cursor for scattered sorted seeks
use quiver_kv::{Env, EnvFlags, EnvOptions};
use std::time::Instant;
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let ids: Vec<u64> = std::fs::read_to_string(&args[2])
        .unwrap()
        .lines()
        .map(|l| l.trim().parse().unwrap())
        .collect();
    let env = Env::open(
        &args[1],
        EnvOptions {
            flags: EnvFlags {
                read_only: true,
                no_read_ahead: true,
                ..EnvFlags::default()
            },
            ..EnvOptions::default()
        },
    )
    .unwrap();
    let eav = env.open_db(Some("eav")).unwrap().unwrap();
    let (mut fresh, mut reused, mut freshtxn) = (u128::MAX, u128::MAX, u128::MAX);
    let txn = env.read_txn().unwrap();
    let mut keep = txn.cursor(eav).unwrap();
    for _ in 0..30 {
        let mut cur = txn.cursor(eav).unwrap();
        let t = Instant::now();
        for &e in &ids {
            if cur.seek_key(&e.to_be_bytes()).unwrap().is_some() {
                let _ = cur.list_dup().unwrap().len();
            }
        }
        fresh = fresh.min(t.elapsed().as_nanos());
        let t = Instant::now();
        for &e in &ids {
            if keep.seek_key(&e.to_be_bytes()).unwrap().is_some() {
                let _ = keep.list_dup().unwrap().len();
            }
        }
        reused = reused.min(t.elapsed().as_nanos());
    }
    drop(keep);
    drop(txn);
    for _ in 0..30 {
        let txn = env.read_txn().unwrap();
        let mut cur = txn.cursor(eav).unwrap();
        let t = Instant::now();
        for &e in &ids {
            if cur.seek_key(&e.to_be_bytes()).unwrap().is_some() {
                let _ = cur.list_dup().unwrap().len();
            }
        }
        freshtxn = freshtxn.min(t.elapsed().as_nanos());
    }
    let n = ids.len() as u128;
    println!(
        "ns/id: fresh cursor {} reused cursor {} fresh txn {}",
        fresh / n,
        reused / n,
        freshtxn / n
    );
}
