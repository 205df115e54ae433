//! Times each phase of what `quiver import` does, for the write-path
//! breakdown in docs/benchmarks.md: read the file, parse the EDN, convert
//! to tx-data, import (resolve + encode, sort, write, commit), and prints
//! the database's storage statistics afterwards.
//!
//! ```sh
//! cargo run --release -p quiver --example import_phases -- DIR SCHEMA.edn DATA.edn [--no-sync]
//! ```

use std::time::Instant;

use quiver::{Db, DbOptions, ImportOptions};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if let [flag, dir] = args.as_slice()
        && flag == "--space"
    {
        print!("{}", Db::open(dir, DbOptions::default())?.space_report()?);
        return Ok(());
    }
    let [dir, schema, data, rest @ ..] = args.as_slice() else {
        return Err("usage: import_phases DIR SCHEMA.edn DATA.edn [--no-sync]".into());
    };
    let no_sync = rest.iter().any(|a| a == "--no-sync");
    let start = Instant::now();
    let db = Db::open(
        dir,
        DbOptions {
            no_sync,
            ..DbOptions::default()
        },
    )?;
    let schema_text = std::fs::read_to_string(schema)?;
    let form = quiver_query::edn::read(&schema_text)?;
    let tx = quiver::tx_edn::schema_map_to_tx(&form.to_value())?;
    db.transact_edn(&tx)?;
    let t0 = Instant::now();
    let text = std::fs::read_to_string(data)?;
    let t1 = Instant::now();
    // As `quiver import` does (D-611): runs of items on every core.
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let runs = quiver_query::tx_chunks::parse_tx_chunks(
        &text,
        &quiver_query::edn::ReadOptions::new(),
        cores,
    )?;
    let t2 = Instant::now();
    let txdata = quiver::tx_edn::tx_data_from_op_runs(&db.schema(), &runs)?;
    let t3 = Instant::now();
    let report = db.import(&txdata, ImportOptions::default(), |_| {})?;
    let t4 = Instant::now();
    // Freed on a thread, as the CLI does.
    let dropper = std::thread::spawn(move || drop((runs, txdata)));
    let t5 = Instant::now();
    let ms = |a: Instant, b: Instant| (b - a).as_secs_f64() * 1e3;
    println!("read      {:8.1} ms", ms(t0, t1));
    println!("parse     {:8.1} ms", ms(t1, t2));
    println!("convert   {:8.1} ms", ms(t2, t3));
    println!("import    {:8.1} ms", ms(t3, t4));
    for (name, d) in &report.phases {
        println!("  {name:<12}{:8.1} ms", d.as_secs_f64() * 1e3);
    }
    println!("drop      {:8.1} ms", ms(t4, t5));
    let total = ms(t0, t5);
    println!(
        "total     {:8.1} ms  {} datoms  {:.0} datoms/s (open+schema {:.1} ms)",
        total,
        report.datoms,
        report.datoms as f64 / (total / 1e3),
        ms(start, t0)
    );
    print!("{}", db.space_report()?);
    let _ = dropper.join();
    Ok(())
}
