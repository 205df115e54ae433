//! Hostile queries: built to make planning slow (planning answers the
//! timeout and the cancel token; nested bodies are planned once per bound
//! set) or to ask for unbounded work or memory (typed errors instead).

mod common;

use quiver::{Error, QueryOptions};
use quiver_query::edn::read_value;
use std::time::{Duration, Instant};

fn db() -> (tempfile::TempDir, quiver::Db) {
    let (dir, db) = common::temp_db();
    db.transact_edn(
        r#"[{:db/ident :name :db/valueType :db.type/string}
            {:db/ident :age :db/valueType :db.type/long}]"#,
    )
    .unwrap();
    db.transact_edn(r#"[{:name "a" :age 1} {:name "b" :age 2} {:name "c" :age 3}]"#)
        .unwrap();
    (dir, db)
}

/// 1,000 unrelated clauses take the greedy planner tens of seconds; with
/// a 300 ms timeout the query stops with `Interrupted` counting planning
/// time, long before that (the bound is generous: a loaded machine).
#[test]
fn planning_many_clauses_stops_at_the_timeout() {
    let (_d, db) = db();
    let clauses: String = (0..1000).map(|i| format!("[?e{i} :name ?n{i}] ")).collect();
    let text = format!("[:find ?e0 :where {clauses}]");
    let t0 = Instant::now();
    let err = db
        .query(&text)
        .options(QueryOptions {
            timeout: Some(Duration::from_millis(300)),
            cache_results: false,
            ..QueryOptions::default()
        })
        .run()
        .unwrap_err();
    let wall = t0.elapsed();
    match err {
        Error::Interrupted { elapsed } => {
            assert!(elapsed >= Duration::from_millis(300), "{elapsed:?}");
        }
        other => panic!("expected an interrupt, got {other}"),
    }
    assert!(wall < Duration::from_secs(10), "took {wall:?}");
    // A cancelled token stops planning too.
    let cancel = quiver::CancelToken::new();
    cancel.cancel();
    let err = db
        .query(&text)
        .options(QueryOptions {
            cancel,
            cache_results: false,
            ..QueryOptions::default()
        })
        .run()
        .unwrap_err();
    assert!(matches!(err, Error::Interrupted { .. }), "{err}");
}

/// Nested single-branch `or`s were planned once per search step at every
/// level (about 5x a level: 12 levels took over a minute). Each nested
/// body is now planned once per bound set, so 30 levels plan at once and
/// answer like the flat query.
#[test]
fn nested_or_plans_in_linear_time() {
    let (_d, db) = db();
    let mut clause = String::from("[?e :age ?a]");
    for _ in 0..30 {
        clause = format!("(or {clause})");
    }
    let text = format!("[:find ?a :where [?e :name _] {clause}]");
    let t0 = Instant::now();
    let got = db
        .query(&text)
        .options(QueryOptions {
            timeout: Some(Duration::from_secs(20)),
            ..QueryOptions::default()
        })
        .run()
        .unwrap()
        .to_edn();
    assert_eq!(got, read_value("#{[1] [2] [3]}").unwrap());
    assert!(t0.elapsed() < Duration::from_secs(20));
    // explain plans the same way.
    let plan = db.query(&text).explain(false).unwrap();
    assert!(plan.matches("branch 1").count() >= 30, "{plan}");
}

/// `(rand n ?x)` draws with replacement, so n is not bounded by the data:
/// a huge n is a `ResourceLimit` naming the operator (it was a capacity
/// overflow panic or a 32 TB allocation abort).
#[test]
fn a_huge_rand_aggregate_is_a_resource_limit() {
    let (_d, db) = db();
    let err = db
        .query("[:find (rand 10000000000000 ?n) . :where [_ :name ?n]]")
        .run()
        .unwrap_err();
    match err {
        Error::ResourceLimit { operator, .. } => assert_eq!(operator, "rand aggregate"),
        other => panic!("expected a resource limit, got {other}"),
    }
    let ok = db
        .query("[:find (rand 5 ?n) . :where [_ :name ?n]]")
        .run()
        .unwrap()
        .to_edn();
    assert_eq!(ok.as_seq().map(|s| s.len()), Some(5));
}

/// Decimal arithmetic on a huge exponent stops with an error, well within
/// the timeout (`(inc 1E999999999M)` ran past a 2 s timeout for 30 s).
#[test]
fn huge_decimal_arithmetic_is_an_error_not_a_hang() {
    let (_d, db) = db();
    let t0 = Instant::now();
    let err = db
        .query("[:find ?y . :in $ ?x :where [(* ?x ?x) ?a] [(* ?a ?a) ?b] [(* ?b ?b) ?c] [(* ?c ?c) ?d] [(inc ?d) ?y]]")
        .input(read_value("1E10000M").unwrap())
        .options(QueryOptions {
            timeout: Some(Duration::from_secs(2)),
            ..QueryOptions::default()
        })
        .run()
        .unwrap_err();
    assert!(err.to_string().contains("too large to compute"), "{err}");
    assert!(t0.elapsed() < Duration::from_secs(10));
}

/// A function binding that multiplies its rows (a collection binding of a
/// long `range`) is bound over the whole batch within the memory budget:
/// within it, the rows go down the pipeline in batches and the answer is
/// right; beyond it, a `ResourceLimit` names the binding (D-348).
#[test]
fn a_multiplying_binding_is_held_within_the_memory_budget() {
    let (_d, db) = db();
    let text = "[:find (count ?x) . :where [_ :name ?n] [(range 100000) [?x ...]]]";
    let got = db
        .query(text)
        .options(QueryOptions {
            cache_results: false,
            batch_rows: 1000,
            ..QueryOptions::default()
        })
        .run()
        .unwrap()
        .to_edn();
    assert_eq!(got, read_value("100000").unwrap());
    let err = db
        .query(text)
        .options(QueryOptions {
            cache_results: false,
            memory_budget: 1 << 20,
            ..QueryOptions::default()
        })
        .run()
        .unwrap_err();
    match err {
        Error::ResourceLimit { operator, .. } => assert_eq!(operator, "function binding"),
        other => panic!("expected a resource limit, got {other}"),
    }
}
