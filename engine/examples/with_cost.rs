//! The cost of `Db::with` for docs/pull-and-tx.md (D-884): on an existing
//! database, a small transaction (one new entity) applied speculatively,
//! timed, with the size of its in-memory overlay, then a query run on the
//! result (twice) and on the original.
//!
//! ```sh
//! cargo run --release -p quiver --example with_cost -- DIR TX.edn QUERY.edn [RUNS]
//! ```

use std::time::Instant;

use quiver::{Db, DbOptions};

fn ms(d: std::time::Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [dir, tx, query, rest @ ..] = args.as_slice() else {
        return Err("usage: with_cost DIR TX.edn QUERY.edn [RUNS]".into());
    };
    let runs: usize = rest.first().map_or(Ok(5), |s| s.parse())?;
    let tx = std::fs::read_to_string(tx)?;
    let query = std::fs::read_to_string(query)?;
    let db = Db::open(dir, DbOptions::default())?;
    let datoms = db.snapshot()?.datom_count()?;
    println!("database: {datoms} datoms, {} bytes", db.file_size()?);
    let run_query = |db: &Db| -> Result<(f64, usize), Box<dyn std::error::Error>> {
        let options = quiver::QueryOptions {
            cache_results: false,
            ..quiver::QueryOptions::default()
        };
        let t = Instant::now();
        let r = db.query(&query).options(options).run()?;
        Ok((ms(t.elapsed()), r.len()))
    };
    for i in 0..runs {
        let t = Instant::now();
        let w = db.with_edn(&tx)?;
        let total = t.elapsed();
        let timing = w.timing();
        let (on_result, rows) = run_query(&w)?;
        let (again, _) = run_query(&w)?;
        let (original, base_rows) = run_query(&db)?;
        println!(
            "run {i}: with {:.2} ms (transaction {:.2} ms, overlay {} entries, {} bytes); query on the result {on_result:.1} ms then {again:.1} ms ({rows} rows), on the original {original:.1} ms ({base_rows} rows)",
            ms(total),
            ms(timing.transact),
            timing.pairs,
            timing.bytes,
        );
        let t = Instant::now();
        drop(w);
        println!("        drop {:.2} ms", ms(t.elapsed()));
    }
    Ok(())
}
