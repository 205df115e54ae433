//! Transaction throughput for docs/benchmarks.md (issue 13):
//! - one large transaction of every entity map of a data file (tempids,
//!   upserts and unique checks included), through `Db::transact`;
//! - many small transactions (one entity each) with the default
//!   durability, with `no_meta_sync` and with `no_sync`.
//!
//! ```sh
//! cargo run --release -p quiver --example tx_bench -- DIR SCHEMA.edn DATA.edn [SMALL_COMMITS]
//! ```
//! DIR must not exist; subdirectories are created in it.

use std::time::Instant;

use quiver::{Db, DbOptions, EntityMap, TxData};

fn open(dir: &std::path::Path, schema: &str, options: DbOptions) -> Result<Db, quiver::Error> {
    let db = Db::open(dir, options)?;
    let form = quiver_query::edn::read(schema).map_err(quiver::Error::from)?;
    let tx = quiver::schema_map_to_tx(&form.to_value()).map_err(quiver::Error::InvalidArgument)?;
    db.transact_edn(&tx)?;
    Ok(db)
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [dir, schema, data, rest @ ..] = args.as_slice() else {
        return Err("usage: tx_bench DIR SCHEMA.edn DATA.edn [SMALL_COMMITS]".into());
    };
    let small: usize = rest.first().map_or(Ok(2000), |s| s.parse())?;
    let dir = std::path::Path::new(dir);
    let schema = std::fs::read_to_string(schema)?;

    let text = std::fs::read_to_string(data)?;
    let ops = quiver_query::tx::parse_tx_with(&text, &quiver_query::edn::ReadOptions::new())?;
    let db = open(&dir.join("large"), &schema, DbOptions::default())?;
    let txdata = quiver::TxData::from(ops);
    let t = Instant::now();
    let report = db.transact(&txdata)?;
    let secs = t.elapsed().as_secs_f64();
    println!(
        "one transaction: {} datoms in {:.2} s = {:.0} datoms/s; file {:.1} MiB",
        report.added.len(),
        secs,
        report.added.len() as f64 / secs,
        db.file_size()? as f64 / 1_048_576.0
    );
    drop(db);

    for (name, options) in [
        ("default (sync)", DbOptions::default()),
        (
            "no_meta_sync",
            DbOptions {
                no_meta_sync: true,
                ..DbOptions::default()
            },
        ),
        (
            "no_sync",
            DbOptions {
                no_sync: true,
                ..DbOptions::default()
            },
        ),
    ] {
        let db = open(
            &dir.join(name.replace([' ', '(', ')'], "")),
            &schema,
            options,
        )?;
        let attrs: Vec<String> = db
            .schema()
            .iter()
            .filter(|i| i.ident.namespace() != Some("db") && i.value_type.is_some())
            .map(|i| i.ident.to_string())
            .collect();
        let string_attr = db
            .schema()
            .iter()
            .find(|i| {
                i.value_type == Some(quiver::ValueType::String) && i.ident.namespace() != Some("db")
            })
            .map(|i| i.ident.to_string())
            .ok_or("the schema has no string attribute")?;
        let t = Instant::now();
        for i in 0..small {
            db.transact(
                &TxData::new().map(EntityMap::new().with(&string_attr, format!("small {i}"))),
            )?;
        }
        let secs = t.elapsed().as_secs_f64();
        println!(
            "{small} small transactions, {name}: {:.2} s = {:.0} commits/s ({} attributes)",
            secs,
            small as f64 / secs,
            attrs.len()
        );
    }
    Ok(())
}
