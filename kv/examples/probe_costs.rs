//! Per-call costs of entity lookups on a real database, for the storage
//! floors in docs/benchmarks.md: for a file of entity ids (one per line,
//! sorted), the time per id of a root-to-leaf search plus `list_dup`, of
//! `seek_key_ascending` (a forward step when it can) plus `list_dup`, and
//! of a search alone. Minimum over 30 rounds.
//!
//! ```text
//! cargo run --release -p quiver-kv --example probe_costs -- DB_DIR IDS_FILE
//! ```

use quiver_kv::{Cursor, Env, EnvFlags, EnvOptions};
use std::time::Instant;

/// Nanoseconds per id of `probe` over `ids`, the best of 30 rounds.
fn best(ids: &[u64], cur: &mut Cursor<'_>, probe: fn(&mut Cursor<'_>, u64) -> usize) -> u128 {
    let mut best = u128::MAX;
    for _ in 0..30 {
        let t = Instant::now();
        let mut n = 0;
        for &e in ids {
            n += probe(cur, e);
        }
        std::hint::black_box(n);
        best = best.min(t.elapsed().as_nanos());
    }
    best / ids.len().max(1) as u128
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let [_, dir, ids] = args.as_slice() else {
        eprintln!("usage: probe_costs DB_DIR IDS_FILE");
        std::process::exit(2);
    };
    let ids: Vec<u64> = std::fs::read_to_string(ids)
        .expect("read the ids file")
        .lines()
        .filter_map(|l| l.trim().parse().ok())
        .collect();
    let options = EnvOptions {
        flags: EnvFlags {
            read_only: true,
            no_read_ahead: true,
            ..EnvFlags::default()
        },
        ..EnvOptions::default()
    };
    let env = Env::open(dir, options).expect("open the database");
    let eav = env
        .open_db(Some("eav"))
        .expect("open eav")
        .expect("an eav database");
    let txn = env.read_txn().expect("read txn");
    let mut cur = txn.cursor(eav).expect("cursor");
    let search_list = best(&ids, &mut cur, |c, e| match c.seek_key(&e.to_be_bytes()) {
        Ok(Some(_)) => c.list_dup().map_or(0, |l| l.len()),
        _ => 0,
    });
    let step_list = best(&ids, &mut cur, |c, e| {
        match c.seek_key_ascending(&e.to_be_bytes()) {
            Ok(true) => c.list_dup().map_or(0, |l| l.len()),
            _ => 0,
        }
    });
    let search = best(&ids, &mut cur, |c, e| {
        usize::from(matches!(c.seek_key(&e.to_be_bytes()), Ok(Some(_))))
    });
    println!(
        "{} ids, ns per id: search + list_dup {search_list}, ascending seek + list_dup {step_list}, search alone {search}",
        ids.len()
    );
}
