//! The engine against a naive reference evaluator (issue 5, "Correctness";
//! widened for issue 11, D-330).
//!
//! `reference/oracle.rs` evaluates a parsed query by nested loops over a
//! list of datoms kept by this test (not read back from the engine), with
//! rules by direct fixpoint. `reference/gen.rs` generates random databases
//! (up to 300 entities; every stored value type: long, double, float,
//! string, keyword, boolean, instant, uuid, symbol, ref; card-many
//! attributes; giant strings and keywords; a unique `:id`) and valid
//! random queries: patterns with constants anywhere (numbers of the other
//! type too: `3.0` on a long attribute, `10` on a double one; lookup refs
//! as entities), predicates, a function binding, `not`/`not-join`,
//! `or`/`or-join`, rule calls (recursive `reach` in three shapes, a
//! two-body `tag`, and `acyclic` with negation over `reach`), aggregates
//! with `:with`, and inputs: `[?x ...]` given entity ids and lookup refs,
//! and a scalar `?w` of either number type. The property: the engine's
//! result equals the oracle's, under its own plan with the default and a
//! small batch size, with bushy joins preferred wherever one can be
//! planned, and under forced clause orders with tiny batches.
//! When both fail, and the oracle knows why (a lookup ref that names
//! nothing, or one on an attribute that is not unique), the engine must
//! report one of those lookup refs.
//!
//! `REFERENCE_CASES=N` scales the case counts (1000 = the defaults);
//! `REFERENCE_STATS=1` prints one line per case (database size, answer
//! size or error, time, query) to check what the generator reaches.
//! The plain tests at the end are engine bugs this property found (scope of
//! or-join / not-join local variables, D-308; a whole double literal on a
//! long attribute, D-330), kept as regression tests.

#[path = "reference/gen.rs"]
mod generate;
#[path = "reference/oracle.rs"]
mod oracle;

use generate::{Gen, RQuery, RawDb};
use proptest::prelude::*;
use quiver::{Db, DbOptions, QueryOptions, TempId};
use quiver_query::edn::{Value, read_value};
use quiver_query::query::{RuleSet, parse_query, parse_rules};

/// A fresh database holding `raw`: its directory, the db, the entity ids
/// by entity index (0 for entities not created) and the expected datoms.
fn open(raw: &RawDb) -> (tempfile::TempDir, Db, Vec<i64>, Vec<oracle::Datom>) {
    let dir = tempfile::tempdir().unwrap();
    let db = Db::open(
        dir.path(),
        DbOptions {
            no_sync: true,
            ..DbOptions::default()
        },
    )
    .unwrap();
    db.transact_edn(&generate::schema()).unwrap();
    let tx1 = generate::tx1(raw);
    let report = db
        .transact_edn(&tx1)
        .unwrap_or_else(|e| panic!("{tx1}: {e}"));
    let eids: Vec<i64> = (0..raw.ents.len())
        .map(|i| {
            report
                .tempids
                .get(&TempId::Named(format!("e{i}").into()))
                .map_or(0, |e| e.0 as i64)
        })
        .collect();
    let (tx2, datoms) = generate::tx2_and_datoms(raw, &eids);
    db.transact_edn(&tx2)
        .unwrap_or_else(|e| panic!("{tx2}: {e}"));
    (dir, db, eids, datoms)
}

/// How long one engine run may take. A forced order with one-row batches
/// can make a cross product of a large database (minutes in a debug
/// build); such a run is not a wrong answer, and the case is skipped.
const ENGINE_TIME_LIMIT: std::time::Duration = std::time::Duration::from_secs(10);

/// Whether the engine ran out of time ([`ENGINE_TIME_LIMIT`]).
fn timed_out(got: &Result<Vec<Vec<Value>>, quiver::QueryError>, text: &str) -> bool {
    let out = matches!(got, Err(quiver::Error::Interrupted { .. }));
    if out && std::env::var_os("REFERENCE_STATS").is_some() {
        eprintln!("TIMEOUT {text}");
    }
    out
}

/// The engine's rows in the oracle's canonical order.
fn engine_rows(
    db: &Db,
    g: &Gen,
    options: QueryOptions,
) -> Result<Vec<Vec<Value>>, quiver::QueryError> {
    let options = QueryOptions {
        timeout: Some(ENGINE_TIME_LIMIT),
        ..options
    };
    let mut b = db.query(&g.text).options(options);
    if let Some(r) = &g.rules {
        b = b.input(read_value(r).unwrap());
    }
    if let Some(i) = &g.input {
        b = b.input(read_value(i).unwrap());
    }
    if let Some(w) = &g.scalar_in {
        b = b.input(read_value(w).unwrap());
    }
    let mut rows = b.run()?.rows();
    rows.sort_by_key(|t| oracle::tuple_key(t));
    Ok(rows)
}

fn oracle_rows(g: &Gen, datoms: &[oracle::Datom]) -> Result<Vec<Vec<Value>>, String> {
    let q = parse_query(&g.text).unwrap_or_else(|e| panic!("{}: {e}", g.text));
    let rules = match &g.rules {
        Some(r) => parse_rules(r).unwrap(),
        None => RuleSet::default(),
    };
    let o = oracle::Oracle::new(datoms, &rules).with_types(generate::types());
    // `:in $ [?x ...]`: one start row per element, lookup refs resolved
    // (`?x` is always used as an entity) but shown as given; `?w` as given.
    let mut errors = Vec::new();
    let mut start = vec![oracle::Row::new()];
    if let Some(i) = &g.input {
        let Value::Vector(items) = read_value(i).unwrap() else {
            unreachable!("the input is a vector")
        };
        start.clear();
        // Of several distinct elements, one naming nothing is dropped
        // (D-948); a lone one is an error.
        let distinct: std::collections::HashSet<&Value> = items.iter().collect();
        let several = distinct.len() > 1;
        for item in items.iter() {
            match o.lookup(item) {
                // Matched as the entity, shown as given (D-381).
                Ok(e) => start.push(oracle::Row::from([
                    ("?x".to_string(), e),
                    ("?%given-x".to_string(), item.clone()),
                ])),
                Err(e) if several && e.starts_with("Nothing found") => {}
                Err(e) => errors.push(e),
            }
        }
    }
    if let Some(w) = &g.scalar_in {
        for row in &mut start {
            row.insert("?w".to_string(), read_value(w).unwrap());
        }
    }
    o.lookup_errors(&q.where_clauses, &mut errors);
    if !errors.is_empty() {
        return Err(errors.join("\n"));
    }
    o.run_from(&q, start)
}

/// Both sides failed: where the oracle knows why (lookup refs that name
/// nothing or are on an attribute that is not unique: one line each), the
/// engine must report one of those lookup refs.
fn same_error(oracle: &str, engine: &quiver::QueryError) -> bool {
    let engine = engine.to_string();
    let known = |m: &str| {
        m.starts_with("Nothing found for entity id") || m.starts_with("Lookup ref attribute")
    };
    !oracle.lines().all(known) || oracle.lines().any(|m| engine.contains(m))
}

fn show(raw: &RawDb, eids: &[i64], g: &Gen, datoms: &[oracle::Datom]) -> String {
    let ds: Vec<String> = datoms
        .iter()
        .map(|d| format!("[{} {} {}]", d[0], d[1], d[2]))
        .collect();
    format!(
        "query: {}\nrules: {}\ninput: {}\n?w: {}\ntx1: {}\neids: {eids:?}\ndatoms: {}",
        g.text,
        g.rules.as_deref().unwrap_or("-"),
        g.input.as_deref().unwrap_or("-"),
        g.scalar_in.as_deref().unwrap_or("-"),
        generate::tx1(raw),
        ds.join(" ")
    )
}

fn check(raw: &RawDb, rq: &RQuery, orders: &[Vec<usize>]) -> Result<(), TestCaseError> {
    let t0 = std::time::Instant::now();
    let (_dir, db, eids, datoms) = open(raw);
    let id_attr = read_value(":id").unwrap();
    let ids: Vec<i64> = datoms
        .iter()
        .filter(|d| d[1] == id_attr)
        .filter_map(|d| d[2].as_long())
        .collect();
    let g = generate::build(rq, &eids, &ids);
    let expected = oracle_rows(&g, &datoms);
    let ctx = || show(raw, &eids, &g, &datoms);
    if std::env::var_os("REFERENCE_STATS").is_some() {
        eprintln!(
            "STAT ents={} datoms={} rows={:?} input={} t={:?} {}",
            raw.ents.len(),
            datoms.len(),
            expected
                .as_ref()
                .map(|r| r.len())
                .map_err(|e| e.chars().take(30).collect::<String>()),
            g.input.is_some(),
            t0.elapsed(),
            g.text.chars().take(300).collect::<String>()
        );
    }
    if matches!(&expected, Err(e) if e == oracle::TOO_BIG) {
        return Ok(());
    }
    // The planner's order with the default batch size, then with small
    // batches so that large results cross many batch boundaries, then
    // with a bushy join wherever one can be planned (D-346).
    for (batch_rows, prefer_bushy) in [
        (None, false),
        (Some(g.batch_rows), false),
        (Some(g.batch_rows), true),
    ] {
        let mut options = QueryOptions {
            prefer_bushy,
            ..QueryOptions::default()
        };
        if let Some(b) = batch_rows {
            options.batch_rows = b;
        }
        let got = engine_rows(&db, &g, options);
        if timed_out(&got, &g.text) {
            return Ok(());
        }
        match (&expected, &got) {
            (Ok(e), Ok(r)) => prop_assert_eq!(
                e,
                r,
                "\nbatch_rows {:?}, prefer_bushy {}\n{}",
                batch_rows,
                prefer_bushy,
                ctx()
            ),
            (Err(e), Err(r)) => prop_assert!(
                same_error(e, r),
                "oracle error {:?} vs engine error {:?}\n{}",
                e,
                r.to_string(),
                ctx()
            ),
            (e, r) => prop_assert!(false, "oracle {:?} vs engine {:?}\n{}", e, r, ctx()),
        }
    }
    for perm in orders {
        let perm: Vec<usize> = perm.iter().map(|&i| i % g.clauses.len()).collect();
        // A permutation of all clauses, from the random keys.
        let mut idx: Vec<usize> = (0..g.clauses.len()).collect();
        idx.sort_by_key(|&i| (perm.get(i).copied().unwrap_or(i), i));
        let order = generate::valid_order(&g.clauses, &idx);
        let got = engine_rows(
            &db,
            &g,
            QueryOptions {
                force_order: Some(order.clone()),
                // Tiny batches: every step crosses batch boundaries, and
                // index walks stop and resume mid-list.
                batch_rows: 1 + order.len() % 3,
                ..QueryOptions::default()
            },
        );
        if timed_out(&got, &g.text) {
            return Ok(());
        }
        match (&expected, &got) {
            (Ok(e), Ok(r)) => prop_assert_eq!(e, r, "\nforce_order {:?}\n{}", order, ctx()),
            (Err(e), Err(r)) => prop_assert!(
                same_error(e, r),
                "force_order {:?}: oracle error {:?} vs engine error {:?}\n{}",
                order,
                e,
                r.to_string(),
                ctx()
            ),
            (e, r) => prop_assert!(
                false,
                "force_order {:?}: oracle {:?} vs engine {:?}\n{}",
                order,
                e,
                r,
                ctx()
            ),
        }
    }
    if std::env::var_os("REFERENCE_STATS").is_some() && t0.elapsed().as_secs() >= 2 {
        eprintln!("SLOW {:?} {}", t0.elapsed(), g.text);
    }
    Ok(())
}

/// Case count: `default`, or `REFERENCE_CASES` times `default` / 1000
/// for longer runs (`REFERENCE_CASES=20000` runs twenty times as many).
fn cases(default: u32) -> u32 {
    std::env::var("REFERENCE_CASES")
        .ok()
        .and_then(|s| s.parse::<u64>().ok())
        .map_or(default, |n| (n * u64::from(default) / 1000).max(1) as u32)
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: cases(1000),
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    /// Engine == oracle on random databases and queries.
    #[test]
    fn engine_matches_reference(raw in generate::raw_db(), rq in generate::raw_query()) {
        check(&raw, &rq, &[])?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: cases(150),
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    /// Every valid forced clause order gives the oracle's answer.
    #[test]
    fn forced_orders_match_reference(
        raw in generate::raw_db(),
        rq in generate::raw_query(),
        perms in prop::collection::vec(prop::collection::vec(0usize..64, 12), 3),
    ) {
        check(&raw, &rq, &perms)?;
    }
}

/// The oracle itself on a hand-checked case, so a broken oracle cannot
/// agree with a broken engine by accident.
#[test]
fn oracle_sanity() {
    let kw = |s: &str| read_value(s).unwrap();
    let d = |e: i64, a: &str, v: Value| [Value::Long(e), kw(a), v];
    let datoms = vec![
        d(1, ":r", Value::Long(2)),
        d(2, ":r", Value::Long(3)),
        d(3, ":r", Value::Long(1)),
        d(4, ":r", Value::Long(1)),
        d(1, ":a", Value::Long(5)),
        d(2, ":a", Value::Long(5)),
        d(4, ":a", Value::Long(2)),
        d(4, ":n", Value::string("p")),
        d(1, ":n", Value::string("q")),
    ];
    let rules = parse_rules(&generate::rules_text(1)).unwrap();
    let run = |q: &str| {
        oracle::Oracle::new(&datoms, &rules)
            .run(&parse_query(q).unwrap())
            .unwrap()
    };
    let longs = |rows: &[&[i64]]| -> Vec<Vec<Value>> {
        rows.iter()
            .map(|r| r.iter().map(|&x| Value::Long(x)).collect())
            .collect()
    };
    assert_eq!(
        run("[:find ?y :in $ % :where (reach 4 ?y)]"),
        longs(&[&[1], &[2], &[3]])
    );
    assert_eq!(
        run("[:find ?x :in $ % :where (acyclic ?x)]"),
        longs(&[&[4]])
    );
    assert_eq!(
        run("[:find (sum ?v) . :with ?e :where [?e :a ?v]]"),
        longs(&[&[12]])
    );
    assert_eq!(run("[:find (sum ?v) . :where [?e :a ?v]]"), longs(&[&[7]]));
    assert_eq!(
        run("[:find ?e :where [?e :r _] (not [?e :a 5])]"),
        longs(&[&[3], &[4]])
    );
    assert_eq!(
        run("[:find ?e :where [?e :r ?t] (not-join [?e] [?e :r ?t] [?t :a 5])]"),
        longs(&[&[2]])
    );
    assert_eq!(
        run("[:find ?e ?v :where [?e :r _] (or [?e :a ?v] (and [?e :r ?v] [(> ?v 2)]))]"),
        longs(&[&[1, 5], &[2, 3], &[2, 5], &[4, 2]])
    );
    assert_eq!(
        run("[:find ?e :where [?e :r ?v] (or-join [?e] [?e :a ?v] [?e :n _])]"),
        longs(&[&[1], &[2], &[4]])
    );
    assert_eq!(
        run("[:find ?e (max ?u) :where [?e :a ?v] [(* ?v 2) ?u] [(even? ?u)]]"),
        longs(&[&[1, 10], &[2, 10], &[4, 4]])
    );
}

/// A small fixed database for the regression tests below.
fn fixed_db(tx: &str) -> (tempfile::TempDir, Db) {
    let dir = tempfile::tempdir().unwrap();
    let db = Db::open(
        dir.path(),
        DbOptions {
            no_sync: true,
            ..DbOptions::default()
        },
    )
    .unwrap();
    db.transact_edn(&generate::schema()).unwrap();
    db.transact_edn(tx).unwrap();
    (dir, db)
}

/// A variable local to an `or-join` branch (not a join variable) is not
/// bound outside it, so a `not` mentioning the same name only shares `?e`
/// with the query; the planner counts `?x` as an outer variable and refuses
/// the query as unbindable.
#[test]
fn not_sharing_a_name_with_an_or_join_local_variable() {
    let (_d, db) = fixed_db(r#"[{:db/id "a" :a [1] :b [2] :r ["b"]} {:db/id "b" :a [1] :n "p"}]"#);
    let b = db
        .query(r#"[:find ?e . :where [?e :n "p"]]"#)
        .run()
        .unwrap()
        .to_edn();
    let got = db
        .query("[:find ?e :where [?e :a _] (or-join [?e] [?e :b ?x] [?e :n _]) (not [?e :r ?x])]")
        .run()
        .unwrap();
    assert_eq!(got.rows(), vec![vec![b]]);
}

/// `?e` inside the or-join branch is local to it (the join variable is
/// `?v`), so the branch's predicate must see the branch's own `?e`.
/// Expected `#{[a]}`: `b` has `:b 1`, and `b` is not 0.
#[test]
fn or_join_local_variable_with_a_predicate_and_an_outer_namesake() {
    let (_d, db) = fixed_db(r#"[{:db/id "a" :a [1]} {:db/id "b" :b [1]}]"#);
    let a = db
        .query("[:find ?e . :where [?e :a 1]]")
        .run()
        .unwrap()
        .to_edn();
    let got = db
        .query(
            "[:find ?e :where [?e :a ?v] \
             (or-join [?v] (and [?e :b ?v] [(not= ?e 0)]) (and [?e :b ?v] [(= ?e 0)]))]",
        )
        .run()
        .unwrap();
    assert_eq!(got.rows(), vec![vec![a]]);
}

/// Only `?v` joins the `not-join` with the query; its `?e` is a fresh
/// variable. Some entity (`b`) has `:b 1`, so `a` (`:a 1`) is removed and
/// the answer is `#{}`; the engine joins the inner `?e` with the outer one
/// and returns `#{[a]}`.
#[test]
fn not_join_inner_variable_with_an_outer_namesake_is_fresh() {
    let (_d, db) = fixed_db(r#"[{:db/id "a" :a [1]} {:db/id "b" :b [1]}]"#);
    let got = db
        .query("[:find ?e :where [?e :a ?v] (not-join [?v] [?e :b ?v])]")
        .run()
        .unwrap();
    assert_eq!(got.rows(), Vec::<Vec<Value>>::new());
}

/// The or-join twin of the not-join case: only `?v` joins, the branch's
/// `?e` is fresh. `b` has `:b 1`, so `a` (`:a 1`) qualifies: `#{[a]}`.
/// When the outer pattern runs first (forced here; the planner's own order
/// happens to be right on this data), the engine joins the `?e` of the
/// two-clause branch with the outer `?e` and returns `#{}`. (A one-clause
/// branch `[?e :b ?v]` is handled correctly.)
#[test]
fn or_join_branch_variable_with_an_outer_namesake_is_fresh() {
    let (_d, db) = fixed_db(r#"[{:db/id "a" :a [1]} {:db/id "b" :b [1]}]"#);
    let a = db
        .query("[:find ?e . :where [?e :a 1]]")
        .run()
        .unwrap()
        .to_edn();
    let text =
        r#"[:find ?e :where [?e :a ?v] (or-join [?v] (and [?e :b ?v] [?e :b _]) [?v :n "x"])]"#;
    for order in [None, Some(vec![1, 0]), Some(vec![0, 1])] {
        let got = db
            .query(text)
            .options(QueryOptions {
                force_order: order.clone(),
                ..QueryOptions::default()
            })
            .run()
            .unwrap();
        assert_eq!(got.rows(), vec![vec![a.clone()]], "order {order:?}");
    }
}

/// A double literal naming a whole number on a long attribute is that long
/// (D-316 coerces a literal to the attribute's type both ways: `10` on a
/// double or float attribute is `10.0`, `3.0` on a long one is `3`), in
/// every clause order and batch size; a value bound from `:in` is not
/// coerced. The engine coerced longs to doubles only, so `[?e :a 3.0]`
/// matched nothing.
#[test]
fn a_whole_double_literal_on_a_long_attribute_is_the_long() {
    let (_d, db) = fixed_db(
        r#"[{:db/id "x" :a [3] :d 10.0 :f 10.0 :n "p"} {:db/id "y" :a [4] :d 2.5 :n "p"}]"#,
    );
    let x = db
        .query("[:find ?e . :where [?e :a 3]]")
        .run()
        .unwrap()
        .to_edn();
    for text in [
        r#"[:find ?e :where [?e :a 3.0] [?e :n "p"]]"#,
        r#"[:find ?e :where [?e :d 10] [?e :n "p"]]"#,
        r#"[:find ?e :where [?e :f 10] [?e :n "p"]]"#,
        r#"[:find ?e :where [?e :a 3.0] [?e :d 10.0] [?e :f 10]]"#,
    ] {
        let n = parse_query(text).unwrap().where_clauses.len();
        let orders = (0..n).map(|r| Some((0..n).map(|i| (i + r) % n).collect::<Vec<_>>()));
        for order in std::iter::once(None).chain(orders) {
            for batch_rows in [1, 2048] {
                let got = db
                    .query(text)
                    .options(QueryOptions {
                        force_order: order.clone(),
                        batch_rows,
                        ..QueryOptions::default()
                    })
                    .run()
                    .unwrap();
                assert_eq!(got.rows(), vec![vec![x.clone()]], "{text} order {order:?}");
            }
        }
    }
    let via_input = "[:find ?e :in $ ?v :where [?e :a ?v]]";
    let got = db
        .query(via_input)
        .input(read_value("3.0").unwrap())
        .run()
        .unwrap();
    assert_eq!(got.rows(), Vec::<Vec<Value>>::new());
}

/// A variable of an `or-join` branch that is not a join variable is fresh
/// even when an `:in` input has its name (as it is when another clause
/// binds the name: `or_join_branch_variable_with_an_outer_namesake_is_fresh`).
/// `o` has `:b 0`, so the branch gives `?x = 0`, and `w` has `:a 0`:
/// `#{[0]}`. Found by the widened generator (a scalar `?w` input).
#[test]

fn or_join_branch_variable_with_an_input_namesake_is_fresh() {
    let (_d, db) = fixed_db(r#"[{:db/id "w" :a [0]} {:db/id "o" :b [0]}]"#);
    let w = db
        .query("[:find ?e . :where [?e :a 0]]")
        .run()
        .unwrap()
        .to_edn();
    let text = r#"[:find ?x :in $ ?w :where (or-join [?x] [?x :n "none"] [?w :b ?x]) [?w :a ?x]]"#;
    for order in [None, Some(vec![1, 0]), Some(vec![0, 1])] {
        let got = db
            .query(text)
            .input(w.clone())
            .options(QueryOptions {
                force_order: order.clone(),
                ..QueryOptions::default()
            })
            .run()
            .unwrap();
        assert_eq!(got.rows(), vec![vec![Value::Long(0)]], "order {order:?}");
    }
}

/// The `not-join` twin: only `?x` joins, so the body's `?w` is fresh and
/// `o` (`:b 0`) removes `?x = 0`: `#{}`.
#[test]

fn not_join_body_variable_with_an_input_namesake_is_fresh() {
    let (_d, db) = fixed_db(r#"[{:db/id "w" :a [0]} {:db/id "o" :b [0]}]"#);
    let w = db
        .query("[:find ?e . :where [?e :a 0]]")
        .run()
        .unwrap()
        .to_edn();
    let text = "[:find ?x :in $ ?w :where [?w :a ?x] (not-join [?x] [?w :b ?x])]";
    for order in [None, Some(vec![0, 1])] {
        let got = db
            .query(text)
            .input(w.clone())
            .options(QueryOptions {
                force_order: order.clone(),
                ..QueryOptions::default()
            })
            .run()
            .unwrap();
        assert_eq!(got.rows(), Vec::<Vec<Value>>::new(), "order {order:?}");
    }
}
