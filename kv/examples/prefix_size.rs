//! File size of 1,000,000 DUPSORT entries whose keys and values share
//! 16-byte prefixes, with and without DLMDB's prefix compression.
//!
//! `cargo run --release -p quiver-kv --example prefix_size`

use quiver_kv::{DbFlags, Env, EnvFlags, EnvOptions, PutFlags};

/// Loads the entries; returns (data file bytes, entries).
fn load(compressed: bool) -> (u64, u64) {
    let dir = tempfile::tempdir().expect("temp dir");
    let flags = EnvFlags {
        no_sync: true,
        ..EnvFlags::default()
    };
    let env = Env::open(
        dir.path(),
        EnvOptions {
            map_size: 1 << 30,
            flags,
            ..EnvOptions::default()
        },
    )
    .expect("open");
    let db_flags = DbFlags {
        prefix_compression: compressed,
        ..DbFlags::index()
    };
    let db = env.create_db(Some("d"), db_flags).expect("db");
    env.write(|t| {
        let mut k = *b"shared-key-pfx--00000000";
        let mut v = *b"shared-val-pfx--00000000";
        for i in 0..50_000u32 {
            k[16..].copy_from_slice(format!("{i:08}").as_bytes());
            for j in 0..20u32 {
                v[16..].copy_from_slice(format!("{j:08}").as_bytes());
                t.put(db, &k, &v, PutFlags::default())?;
            }
        }
        Ok::<_, quiver_kv::Error>(())
    })
    .expect("load");
    let txn = env.read_txn().expect("txn");
    let stat = txn.stat(db).expect("stat");
    // The data file, not the tree stat: DUPSORT sub-tree pages are counted
    // in the sub-trees' own records.
    (env.file_size().expect("size"), stat.entries)
}

fn main() {
    let (plain, n) = load(false);
    let (packed, m) = load(true);
    assert_eq!(n, m);
    println!("entries: {n}");
    println!(
        "uncompressed: {plain} bytes ({:.1} B/entry)",
        plain as f64 / n as f64
    );
    println!(
        "compressed:   {packed} bytes ({:.1} B/entry)",
        packed as f64 / n as f64
    );
    println!("ratio:        {:.3}", packed as f64 / plain as f64);
}
