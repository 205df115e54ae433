//! Times each phase of what `quiver import` does, for the write-path
//! breakdown in docs/benchmarks.md: read the file, parse the EDN, import
//! (type by the schema, resolve + encode, sort, write, commit), and prints
//! the database's storage statistics afterwards.
//!
//! ```sh
//! cargo run --release -p quiver --example import_phases -- DIR SCHEMA.edn DATA.edn [--no-sync] [--general] [--sort-memory N]
//! ```
//!
//! `--general` runs the general path (parse, `Db::import`) even
//! where the streaming scanner would read the file; `--sort-memory N`
//! sets `ImportOptions::sort_memory` (bytes), so that a file larger than
//! N / 12 bytes is sorted in pieces spilled to disk (D-615).

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
        return Err(
            "usage: import_phases DIR SCHEMA.edn DATA.edn [--no-sync] [--general] [--sort-memory N]"
                .into(),
        );
    };
    let no_sync = rest.iter().any(|a| a == "--no-sync");
    let general = rest.iter().any(|a| a == "--general");
    let mut options = ImportOptions::default();
    if let Some(i) = rest.iter().position(|a| a == "--sort-memory") {
        let n = rest
            .get(i + 1)
            .ok_or("--sort-memory needs a number of bytes")?;
        options.sort_memory = n.parse()?;
    }
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
    let tx = quiver::schema_map_to_tx(&form.to_value())?;
    db.transact_edn(&tx)?;
    let t0 = Instant::now();
    let text = std::fs::read_to_string(data)?;
    let t1 = Instant::now();
    let ms = |a: Instant, b: Instant| (b - a).as_secs_f64() * 1e3;
    let (report, t2, dropper) = if general {
        // The general path, phase by phase: as `quiver import` does for a
        // file the streaming scanner does not read (D-611).
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        let runs = quiver_query::tx_chunks::parse_tx_chunks(
            &text,
            &quiver_query::edn::ReadOptions::new(),
            cores,
        )?;
        let t2 = Instant::now();
        let txdata: quiver::TxData = runs.into_iter().flatten().collect();
        let t3 = Instant::now();
        // `Db::import` types the tx-data by the schema, then imports.
        let report = db.import(&txdata, ImportOptions::default(), |_| {})?;
        println!("parse     {:8.1} ms", ms(t1, t2));
        println!("collect   {:8.1} ms", ms(t2, t3));
        // Freed on a thread, as the CLI does.
        let dropper = std::thread::spawn(move || drop(txdata));
        (report, t3, dropper)
    } else {
        // What `quiver import` does (D-612).
        let report = db.import_edn(&text, data, options, |_| {})?;
        (report, t1, std::thread::spawn(|| ()))
    };
    let t4 = Instant::now();
    println!("read      {:8.1} ms", ms(t0, t1));
    println!(
        "import    {:8.1} ms ({})",
        ms(t2, t4),
        if report.streamed {
            "streamed"
        } else {
            "general path"
        }
    );
    for (name, d) in &report.phases {
        println!("  {name:<16}{:8.1} ms", d.as_secs_f64() * 1e3);
    }
    let total = ms(t0, t4);
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
