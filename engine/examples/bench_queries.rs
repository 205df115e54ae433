//! Loads a generated dataset (`../shared/bench/gen_*.py`) and times query
//! files against it — a quick harness for the executor while `quiver bench`
//! is the official one.
//!
//! `cargo run --release -p quiver --example bench_queries -- DATA.edn SCHEMA.edn RUNS QUERY.edn...`
//! (result cache off unless `CACHE=1`; `FORCE=1` runs each file's
//! `:good-order`; `EXPLAIN=1` prints explain analyze).

use quiver::{Db, DbOptions, ImportOptions};
use quiver_query::edn::{Value, read_value};
use std::time::Instant;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [data, schema, runs, queries @ ..] = args.as_slice() else {
        return Err("usage: bench_queries DATA.edn SCHEMA.edn RUNS QUERY.edn...".into());
    };
    let runs: usize = runs.parse()?;
    let dir = tempfile::tempdir()?;
    let db = Db::open(
        dir.path(),
        DbOptions {
            no_sync: true,
            ..DbOptions::default()
        },
    )?;
    // The schema file is a map {attr {props}}; transact it as entity maps.
    let schema = read_value(&std::fs::read_to_string(schema)?)?;
    let tx = quiver::schema_map_to_tx(&schema)?;
    db.transact_edn(&tx)?;
    let t0 = Instant::now();
    let text = std::fs::read_to_string(data)?;
    let ops = quiver_query::tx::parse_tx(&text)?;
    let txdata = quiver::TxData::from(ops);
    let report = db.import(
        &txdata,
        ImportOptions {
            batch_items: usize::MAX,
            ..ImportOptions::default()
        },
        |_| {},
    )?;
    eprintln!(
        "loaded {} datoms in {:.2}s",
        report.datoms,
        t0.elapsed().as_secs_f64()
    );
    for qf in queries {
        let spec = read_value(&std::fs::read_to_string(qf)?)?;
        let get = |k: &str| match &spec {
            Value::Map(m) => m.get(&Value::keyword(k)).cloned(),
            _ => None,
        };
        let name = get("name").map(|v| v.to_string()).unwrap_or_default();
        let query = get("query").ok_or("no :query")?.to_string();
        let inputs: Vec<Value> = get("args")
            .and_then(|a| a.as_seq().map(|s| s.into_iter().cloned().collect()))
            .unwrap_or_default();
        let force_order: Option<Vec<usize>> = match get("good-order") {
            Some(order) if std::env::var_os("FORCE").is_some() => order.as_seq().map(|s| {
                s.into_iter()
                    .filter_map(|v| v.as_long().map(|n| n as usize))
                    .collect()
            }),
            _ => None,
        };
        let opts = quiver::QueryOptions {
            cache_results: std::env::var_os("CACHE").is_some(),
            force_order,
            ..Default::default()
        };
        let mut times = Vec::new();
        let mut rows = 0;
        for _ in 0..runs {
            let t = Instant::now();
            let opts = opts.clone();
            let r = db
                .query(&query)
                .inputs(inputs.iter().cloned())
                .options(opts)
                .run()?;
            times.push(t.elapsed().as_secs_f64() * 1000.0);
            rows = r.len();
        }
        times.sort_by(f64::total_cmp);
        println!(
            "{name}\trows {rows}\tmedian {:.3} ms\tmin {:.3} ms",
            times[times.len() / 2],
            times[0]
        );
        if std::env::var_os("EXPLAIN").is_some() {
            println!(
                "{}",
                db.query(&query)
                    .inputs(inputs.iter().cloned())
                    .options(opts.clone())
                    .explain(true)?
            );
        }
    }
    Ok(())
}
