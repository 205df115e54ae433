//! How late a query stops after its timeout or a cancel: runs hostile and
//! join-heavy queries with a timeout, and with a cancel from another
//! thread, and prints the median and worst overshoot of each (D-744).
//!
//! `cargo run --release -p quiver --example stop_latency [RUNS] [AFTER_MS]`

use quiver::{CancelToken, Db, DbOptions, Error, QueryOptions};
use quiver_query::edn::Value;
use std::time::{Duration, Instant};

const QUERIES: &[(&str, &str)] = &[
    (
        "count over (range 10000000)",
        "[:find (count ?x) . :where [(range 10000000) [?x ...]]]",
    ),
    (
        "range cross product",
        "[:find (count ?x) . :where [(range 5000) [?x ...]] [(range 5000) [?y ...]]]",
    ),
    (
        "string builder (replace)",
        "[:find (count ?r) . :where [(range 100) [?i ...]] [(str ?i \"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\") ?s] [(str ?s ?s ?s ?s ?s ?s ?s ?s ?s ?s ?s ?s ?s ?s ?s ?s ?s ?s ?s ?s) ?t] [(str ?t ?t ?t ?t ?t ?t ?t ?t ?t ?t ?t ?t ?t ?t ?t ?t ?t ?t ?t ?t) ?u] [(str ?u ?u ?u ?u ?u ?u ?u ?u ?u ?u ?u ?u ?u ?u ?u ?u ?u ?u ?u ?u) ?v] [(clojure.string/replace ?v \"x\" \"yz\") ?r]]",
    ),
    (
        "self-join filter (200k x 200k)",
        "[:find (count ?a) . :where [?a :age ?x] [?b :age ?y] [(< ?x ?y)]]",
    ),
    (
        "aggregate over a join",
        "[:find ?x (count ?b) :where [?a :age ?x] [?b :age ?y] [(> ?y ?x)]]",
    ),
    ("5,000 predicates over 200k rows", "PREDICATES"),
];

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let runs: usize = args.first().map_or(Ok(7), |a| a.parse())?;
    let after = Duration::from_millis(args.get(1).map_or(Ok(100), |a| a.parse())?);
    let dir = tempfile::tempdir()?;
    let db = std::sync::Arc::new(Db::open(
        dir.path(),
        DbOptions {
            no_sync: true,
            ..DbOptions::default()
        },
    )?);
    db.transact_edn("[{:db/ident :age :db/valueType :db.type/long}]")?;
    for chunk in 0..20 {
        let items: String = (0..10_000)
            .map(|i| format!("{{:age {}}} ", (chunk * 10_000 + i) % 1000))
            .collect();
        db.transact_edn(&format!("[{items}]"))?;
    }
    let preds: String = (0..5000).map(|i| format!("[(> ?x {})] ", -i - 1)).collect();
    let many = format!("[:find (count ?a) . :where [?a :age ?x] {preds}]");
    println!(
        "stop after {} ms; {runs} runs each; overshoot = wall time - {} ms",
        after.as_millis(),
        after.as_millis()
    );
    println!("| query | timeout: median | worst | cancel: median | worst |");
    println!("|---|---|---|---|---|");
    for (name, text) in QUERIES {
        let text = if *text == "PREDICATES" {
            many.as_str()
        } else {
            text
        };
        let mut timeout = Vec::new();
        let mut cancel = Vec::new();
        for _ in 0..runs {
            timeout.push(overshoot(&db, text, after, false)?);
            cancel.push(overshoot(&db, text, after, true)?);
        }
        println!(
            "| {name} | {} | {} | {} | {} |",
            median(&mut timeout),
            worst(&timeout),
            median(&mut cancel),
            worst(&cancel)
        );
    }
    Ok(())
}

/// Runs `text` stopped after `after` (by its timeout, or by a cancel from
/// another thread) and returns how long past `after` it returned, or the
/// note that it answered first.
fn overshoot(
    db: &std::sync::Arc<Db>,
    text: &str,
    after: Duration,
    by_cancel: bool,
) -> Result<Option<Duration>, Box<dyn std::error::Error>> {
    let token = CancelToken::new();
    let options = QueryOptions {
        cache_results: false,
        timeout: (!by_cancel).then_some(after),
        cancel: token.clone(),
        ..QueryOptions::default()
    };
    let t0 = Instant::now();
    let canceller = by_cancel.then(|| {
        std::thread::spawn(move || {
            std::thread::sleep(after);
            token.cancel();
        })
    });
    let result = db.query(text).options(options).run();
    let wall = t0.elapsed();
    if let Some(c) = canceller {
        let _ = c.join();
    }
    match result {
        Err(Error::Interrupted { .. }) => Ok(Some(wall.saturating_sub(after))),
        Err(e) => Err(format!("{text}: {e}").into()),
        Ok(r) => {
            let _: Value = r.to_edn();
            Ok(None)
        }
    }
}

fn median(v: &mut [Option<Duration>]) -> String {
    v.sort();
    show(v[v.len() / 2])
}

fn worst(v: &[Option<Duration>]) -> String {
    show(v.iter().max().copied().flatten())
}

fn show(d: Option<Duration>) -> String {
    d.map_or("answered first".into(), |d| {
        format!("{:.1} ms", d.as_secs_f64() * 1000.0)
    })
}
