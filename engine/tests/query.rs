//! Queries end to end: parse, plan, execute, shape — values checked.

use crate::common;

use quiver::{Db, DbOptions, QueryError, QueryOptions, QueryResult};
use quiver_query::edn::{Value, read_value};
use std::collections::BTreeSet;

fn db() -> (tempfile::TempDir, Db) {
    let (dir, db) = common::temp_db();
    db.transact_edn(
        r#"[{:db/ident :name :db/valueType :db.type/string}
            {:db/ident :age :db/valueType :db.type/long}
            {:db/ident :email :db/valueType :db.type/string :db/unique :db.unique/identity}
            {:db/ident :friend :db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
            {:db/ident :follows :db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
            {:db/ident :alias :db/cardinality :db.cardinality/many}]"#,
    )
    .unwrap();
    db.transact_edn(
        r#"[{:db/id "ivan" :name "Ivan" :age 15 :email "ivan@x" :friend ["petr" "oleg"] :alias ["vanya" "ivashka"]}
            {:db/id "petr" :name "Petr" :age 37 :email "petr@x" :friend ["ivan"]}
            {:db/id "oleg" :name "Oleg" :age 15 :email "oleg@x"}
            {:db/id "anna" :name "Anna" :age 22 :email "anna@x" :follows ["ivan"]}
            {:db/id "ivan2" :name "Ivan" :age 40 :email "ivan2@x" :follows ["anna"]}]"#,
    )
    .unwrap();
    (dir, db)
}

fn q(db: &Db, text: &str, inputs: &[&str]) -> Value {
    let mut b = db.query(text);
    for i in inputs {
        b = b.input(read_value(i).unwrap());
    }
    b.run().unwrap_or_else(|e| panic!("{text}: {e}")).to_edn()
}

fn edn(s: &str) -> Value {
    read_value(s).unwrap()
}

#[test]
fn patterns_joins_and_find_specs() {
    let (_d, db) = db();
    assert_eq!(
        q(
            &db,
            r#"[:find [?n ...] :where [?e :age 15] [?e :name ?n]]"#,
            &[]
        )
        .as_seq()
        .unwrap()
        .len(),
        2
    );
}

#[test]
fn inputs_scalar_collection_relation_and_tuple() {
    let (_d, db) = db();
    let petr = q(
        &db,
        r#"[:find ?e . :in $ ?email :where [?e :email ?email] [?e :age 37]]"#,
        &[r#""petr@x""#],
    );
    assert_eq!(
        q(&db, r#"[:find ?e . :where [?e :email "petr@x"]]"#, &[]),
        petr
    );
    assert!(petr.as_long().is_some());
    assert_eq!(
        q(
            &db,
            r#"[:find ?e :in $ [?n ?a] :where [?e :name ?n] [?e :age ?a]]"#,
            &[r#"["Ivan" 15]"#]
        )
        .as_seq()
        .map(|s| s.len()),
        Some(1)
    );
    assert_eq!(
        q(
            &db,
            r#"[:find ?x :in ?x]"#.replace("?x]", "?x :where [(identity ?x) ?y]]").as_str(),
            &["5"]
        ),
        edn("#{[5]}")
    );
    // Too few inputs is a clear error.
    let err = db
        .query("[:find ?e :in $ ?n :where [?e :name ?n]]")
        .run()
        .unwrap_err();
    assert!(matches!(err, QueryError::Input(_)), "{err}");
}

/// A relation is a set whether the plan can repeat a row (blank
/// positions, dropped variables, inputs, `or`, collection bindings) or
/// cannot (then the rows are kept as they arrive, D-333): the number of
/// rows is the number of distinct tuples.
#[test]
fn results_are_sets_whatever_the_plan_repeats() {
    let (_d, db) = db();
    // Batches of 1 and 2 rows make duplicates cross batches after a
    // variable is dropped (D-339: the last projection deduplicates across
    // batches).
    let run_in = |text: &str, inputs: &[&str], batch: usize| -> Vec<Vec<Value>> {
        let mut b = db.query(text).options(QueryOptions {
            cache_results: false,
            batch_rows: batch,
            ..QueryOptions::default()
        });
        for i in inputs {
            b = b.input(read_value(i).unwrap());
        }
        b.run().unwrap_or_else(|e| panic!("{text}: {e}")).rows()
    };
    let run = |text: &str, inputs: &[&str]| run_in(text, inputs, 2048);
    let distinct = |rows: &[Vec<Value>]| rows.iter().collect::<BTreeSet<_>>().len();
    for (text, inputs, want) in [
        // Distinct by construction: every variable is found.
        ("[:find ?e ?f :where [?e :friend ?f]]", &[][..], 3),
        (
            "[:find ?n ?a :where [?e :name ?n] [?e :age ?a] [?e :email _]]",
            &[],
            5,
        ),
        ("[:find ?e ?n ?a :where [?e :name ?n] [?e :age ?a]]", &[], 5),
        (
            "[:find ?e ?a :in $ ?min :where [?e :age ?a] [(> ?a ?min)]]",
            &["16"],
            3,
        ),
        // A blank folds several datoms into one row.
        ("[:find ?e :where [?e :friend _]]", &[], 2),
        // A dropped variable does.
        ("[:find ?e :where [?e :friend ?f]]", &[], 2),
        ("[:find ?a :where [?e :age ?a]]", &[], 4),
        // An input collection with a repeated value.
        (
            "[:find ?n :in $ [?a ...] :where [?e :age ?a] [?e :name ?n]]",
            &["[15 15 22]"],
            3,
        ),
        // Two `or` branches that match the same entity.
        (
            r#"[:find ?e :where (or [?e :age 15] [?e :name "Ivan"])]"#,
            &[],
            3,
        ),
        // A collection binding with a repeated element.
        ("[:find ?x :where [(ground [1 1 2]) [?x ...]]]", &[], 2),
        // Two dropped variables, the last drop after a join.
        (
            "[:find ?n :where [?e :friend ?f] [?f :name ?n] [?e :age ?a]]",
            &[],
            3,
        ),
    ] {
        for batch in [1, 2, 2048] {
            let rows = run_in(text, inputs, batch);
            assert_eq!(rows.len(), want, "{text} (batch {batch}): {rows:?}");
            assert_eq!(distinct(&rows), want, "{text} (batch {batch}): {rows:?}");
        }
    }
    // Ordering and paging on rows kept as they arrive.
    let rows = run(
        "[:find ?a ?n ?e :where [?e :name ?n] [?e :age ?a] :order-by [?a :desc ?n] :offset 1]",
        &[],
    );
    let firsts: Vec<(Value, Value)> = rows.iter().map(|r| (r[0].clone(), r[1].clone())).collect();
    assert_eq!(
        firsts,
        [(37, "Petr"), (22, "Anna"), (15, "Ivan"), (15, "Oleg")]
            .map(|(a, n)| (Value::Long(a), Value::String(n.into())))
            .to_vec()
    );
}

#[test]
fn nested_calls_and_collection_builtins() {
    let (_d, db) = db();
    // A collection's order is unspecified (as in Datalevin): compare sorted.
    let Value::Vector(names) = q(
        &db,
        r#"[:find [?n ...] :where [?e :name ?n] [?e :age ?a] [(and (> ?a 20) (< (count ?n) 5))]]"#,
        &[],
    ) else {
        panic!("not a vector")
    };
    let mut names: Vec<Value> = names.iter().cloned().collect();
    names.sort();
    assert_eq!(
        names,
        vec![edn(r#""Anna""#), edn(r#""Ivan""#), edn(r#""Petr""#)]
    );
}

#[test]
fn rules_recursive_bound_and_free() {
    let (_d, db) = db();
    let rules = r#"[[(reach ?x ?y) [?x :follows ?y]]
                     [(reach ?x ?y) [?x :follows ?z] (reach ?z ?y)]
                     [(reach ?x ?y) [?x :friend ?y]]]"#;
    let pairs = q(
        &db,
        r#"[:find ?x ?y :in $ % :where (reach ?x ?y)]"#,
        &[rules],
    );
    // Paths of follows steps ending in one follows-or-friend step:
    // ivan→{petr oleg}, petr→{ivan}, anna→{ivan petr oleg}, ivan2→{anna ivan petr oleg}.
    assert_eq!(pairs.as_seq().unwrap().len(), 2 + 1 + 3 + 4, "{pairs}");
}

/// A bound `reach` whose base body repeats its step body answers from the
/// search alone (D-862): the same answers as a base body that is not a
/// copy of the step (which takes the general path), over a graph with a
/// cycle through some starts and not others, for every start; and the
/// start is an answer exactly when a cycle leads back to it.
#[test]
fn a_bound_reach_answers_from_its_search_alone() {
    let (_d, db) = common::temp_db();
    db.transact_edn(
        "[{:db/ident :n :db/valueType :db.type/long :db/unique :db.unique/identity}
          {:db/ident :to :db/valueType :db.type/ref :db/cardinality :db.cardinality/many}]",
    )
    .unwrap();
    // 0→1→2→3→1 (a cycle through 1, 2, 3, not 0), 3→4, 5 alone, and a
    // chain of 3,000 from 6 (past the search's switch to a bitmap).
    let mut tx = String::from("[");
    for i in 0..3006 {
        tx.push_str(&format!("{{:db/id \"n{i}\" :n {i}}}"));
    }
    for (a, b) in [(0, 1), (1, 2), (2, 3), (3, 1), (3, 4)] {
        tx.push_str(&format!("[:db/add \"n{a}\" :to \"n{b}\"]"));
    }
    for i in 6..3005 {
        tx.push_str(&format!("[:db/add \"n{i}\" :to \"n{}\"]", i + 1));
    }
    tx.push(']');
    db.transact_edn(&tx).unwrap();
    let same = "[[(reach ?x ?y) [?x :to ?y]]
                 [(reach ?x ?y) [?x :to ?z] (reach ?z ?y)]]";
    // The same relation, but the base body is not the step's.
    let general = "[[(reach ?x ?y) [?x :to ?y] [(some? ?y)]]
                    [(reach ?x ?y) [?x :to ?z] (reach ?z ?y)]]";
    let query = "[:find [?m ...] :in $ % ?s :where [?e :n ?s] (reach ?e ?y) [?y :n ?m]]";
    let sorted = |v: Value| -> Vec<i64> {
        let mut v: Vec<i64> = v
            .as_seq()
            .unwrap()
            .iter()
            .map(|x| x.as_long().unwrap())
            .collect();
        v.sort();
        v
    };
    for start in [0, 1, 3, 4, 5, 6, 3000] {
        let s = start.to_string();
        let fast = sorted(q(&db, query, &[same, &s]));
        assert_eq!(fast, sorted(q(&db, query, &[general, &s])), "from {start}");
        let expected: Vec<i64> = match start {
            0 => vec![1, 2, 3, 4],
            1 | 3 => vec![1, 2, 3, 4],
            4 | 5 => vec![],
            _ => (start + 1..3006).collect(),
        };
        assert_eq!(fast, expected, "from {start}");
    }
}

/// D-863: a non-recursive rule called with more than 64 distinct bound
/// values runs over those values (bound), with the answers of the same
/// joins written without the rule; and called unbound, all of them.
#[test]
fn a_bound_non_recursive_rule_runs_over_many_values() {
    let (_d, db) = common::temp_db();
    db.transact_edn(
        "[{:db/ident :k :db/valueType :db.type/long :db/unique :db.unique/identity}
          {:db/ident :grp :db/valueType :db.type/long}
          {:db/ident :to :db/valueType :db.type/ref :db/cardinality :db.cardinality/many}]",
    )
    .unwrap();
    let mut tx = String::from("[");
    for i in 0..300 {
        tx.push_str(&format!("{{:db/id \"n{i}\" :k {i} :grp {}}}", i % 3));
    }
    for i in 0..300 {
        for j in [1, 7, 50] {
            tx.push_str(&format!(
                "[:db/add \"n{i}\" :to \"n{}\"]",
                (i * 3 + j) % 300
            ));
        }
    }
    tx.push(']');
    db.transact_edn(&tx).unwrap();
    let rules = "[[(fof ?a ?b) [?a :to ?x] [?x :to ?b]]]";
    let sorted = |v: Value| -> BTreeSet<String> {
        v.as_seq().unwrap().iter().map(|x| x.to_string()).collect()
    };
    // 100 people of group 1: more than 64 values bound on the call.
    let with_rule = sorted(q(
        &db,
        "[:find ?ka ?kb :in $ % :where [?a :grp 1] (fof ?a ?b) [?a :k ?ka] [?b :k ?kb]]",
        &[rules],
    ));
    let written_out = sorted(q(
        &db,
        "[:find ?ka ?kb :where [?a :grp 1] [?a :to ?x] [?x :to ?b] [?a :k ?ka] [?b :k ?kb]]",
        &[],
    ));
    assert!(with_rule.len() > 100, "{}", with_rule.len());
    assert_eq!(with_rule, written_out);
    let unbound = sorted(q(&db, "[:find ?a ?b :in $ % :where (fof ?a ?b)]", &[rules]));
    let all = sorted(q(&db, "[:find ?a ?b :where [?a :to ?x] [?x :to ?b]]", &[]));
    assert_eq!(unbound, all);
}

#[test]
fn cancel_and_timeout_stop_queries_and_the_db_stays_usable() {
    let (_d, db) = db();
    let opts = QueryOptions {
        timeout: Some(std::time::Duration::ZERO),
        ..QueryOptions::default()
    };
    let err = db
        .query(r#"[:find ?a ?b :where [?a :name _] [?b :name _]]"#)
        .options(opts)
        .run()
        .unwrap_err();
    assert!(matches!(err, QueryError::Interrupted { .. }), "{err}");
    let opts = QueryOptions::default();
    opts.cancel.cancel();
    let err = db
        .query(r#"[:find ?a :where [?a :name _]]"#)
        .options(opts)
        .run()
        .unwrap_err();
    assert!(matches!(err, QueryError::Interrupted { .. }));
    assert_eq!(
        db.query("[:find (count ?e) . :where [?e :name _]]")
            .run()
            .unwrap(),
        QueryResult::Scalar(Some(Value::Long(5)))
    );
}

#[test]
fn memory_budget_stops_runaway_queries() {
    let (_d, db) = db();
    let opts = QueryOptions {
        memory_budget: 64,
        ..QueryOptions::default()
    };
    let err = db
        .query(r#"[:find ?a ?b :where [?a :name _] [?b :name _]]"#)
        .options(opts)
        .run()
        .unwrap_err();
    assert!(matches!(err, QueryError::ResourceLimit { .. }), "{err}");
}

#[test]
fn explain_shows_estimates_and_actuals() {
    let (_d, db) = db();
    let text = db
        .query(r#"[:find ?n :where [?e :age ?a] [?e :name ?n] [?e :email "petr@x"]]"#)
        .explain(true)
        .unwrap();
    assert!(text.contains("AVE key"), "{text}");
    assert!(text.contains("actual"), "{text}");
    // The selective unique email is the first step.
    let first = text.lines().nth(1).unwrap();
    assert!(first.contains(":email"), "{text}");
}

/// `explain analyze` gives each step its own time (D-334): with many
/// small batches moving down the pipeline, the steps' times still add up
/// to no more than the run. (Taken as inclusive times, the first step
/// alone would be about the whole run, and the sum well above it.)
#[test]
fn explain_analyze_times_are_each_steps_own() {
    let (_d, db) = common::temp_db();
    let mut tx = String::from("[");
    for i in 0..2000 {
        tx.push_str(&format!("{{:n {i} :m {} :k {}}}", i % 7, i % 3));
    }
    tx.push(']');
    db.transact_edn(&tx).unwrap();
    let text = db
        .query("[:find ?e ?m ?k :where [?e :n ?x] [?e :m ?m] [(< ?x 1500)] [?e :k ?k]]")
        .options(QueryOptions {
            cache_results: false,
            batch_rows: 7,
            ..QueryOptions::default()
        })
        .explain(true)
        .unwrap();
    let ms = |s: &str| -> f64 {
        let at = s.find(" ms").unwrap_or_else(|| panic!("no time in {s}"));
        let start = s[..at].rfind(' ').map_or(0, |i| i + 1);
        s[start..at].parse().unwrap_or_else(|e| panic!("{s}: {e}"))
    };
    let mut lines = text.lines();
    let total = ms(lines.next().unwrap());
    let mut steps: Vec<f64> = lines.filter(|l| l.starts_with("- ")).map(ms).collect();
    assert!(steps.len() >= 3, "{text}");
    // A star's patterns print the star's one time each.
    steps.dedup();
    // Rounded to microseconds each.
    let sum: f64 = steps.iter().sum();
    assert!(
        sum <= total + 0.001 * steps.len() as f64,
        "{sum} > {total}: {text}"
    );
    assert!(text.contains("actual 1500 results"), "{text}");
    // Every step after the filter sees its 1,500 rows, a star's second
    // pattern too (it counted only the last batch before).
    let after: Vec<&str> = text
        .lines()
        .skip(3)
        .filter(|l| l.starts_with("- "))
        .collect();
    assert_eq!(after.len(), 2, "{text}");
    assert!(
        after.iter().all(|l| l.contains("actual 1500 rows")),
        "{text}"
    );
}

#[test]
fn forced_order_gives_the_same_answer() {
    let (_d, db) = db();
    let text = r#"[:find ?n :where [?e :name ?n] [?e :age ?a] [(< ?a 30)] [?e :alias _]]"#;
    let a = db.query(text).run().unwrap();
    for order in [vec![0, 1, 3, 2], vec![3, 1, 0, 2], vec![1, 3, 0, 2]] {
        let opts = QueryOptions {
            force_order: Some(order),
            ..QueryOptions::default()
        };
        assert_eq!(db.query(text).options(opts).run().unwrap(), a);
    }
    let names: BTreeSet<_> = a.rows().into_iter().map(|r| r[0].clone()).collect();
    assert_eq!(names.len(), 1);
}

#[test]
fn cached_plans_never_hide_writes() {
    let (_d, db) = db();
    let text = r#"[:find ?n :where [?e :age ?a] [(> ?a 30)] [?e :name ?n]]"#;
    let before = db.query(text).run().unwrap().to_edn();
    assert_eq!(before, edn(r#"#{["Petr"] ["Ivan"]}"#));
    // Same state: same answer (the cached plan is reused).
    assert_eq!(db.query(text).run().unwrap().to_edn(), before);
    db.transact_edn(r#"[{:name "Zoe" :age 99 :email "zoe@x"}]"#)
        .unwrap();
    assert_eq!(
        db.query(text).run().unwrap().to_edn(),
        edn(r#"#{["Petr"] ["Ivan"] ["Zoe"]}"#)
    );
}

/// Before any probe is measured, a step weighs the hash join against
/// what the batch's entities would cost to probe: scattered ones each a
/// search, consecutive ones a step (D-343). Both answer as the model.
#[test]
fn the_first_batch_weighs_probes_by_how_its_entities_lie() {
    // The access cache off: the test weighs the switch itself, not a
    // table an earlier query built and shared (D-860).
    let dir = tempfile::tempdir().unwrap();
    let db = quiver::Db::open(
        dir.path(),
        quiver::DbOptions {
            no_sync: true,
            access_cache_bytes: 0,
            ..quiver::DbOptions::default()
        },
    )
    .unwrap();
    db.transact_edn(
        r#"[{:db/ident :grp :db/valueType :db.type/string}
            {:db/ident :yr :db/valueType :db.type/long}]"#,
    )
    .unwrap();
    let grp = |i: usize| match i {
        _ if i % 7 == 0 => "sparse",
        1000..1400 => "dense",
        _ => "other",
    };
    let mut tx = String::from("[");
    for i in 0..3000 {
        tx.push_str(&format!("{{:grp \"{}\" :yr {}}}", grp(i), i % 50));
    }
    tx.push(']');
    db.transact_edn(&tx).unwrap();
    let opts = QueryOptions {
        cache_results: false,
        force_order: Some(vec![0, 1]),
        ..QueryOptions::default()
    };
    for (g, switches) in [("sparse", true), ("dense", false)] {
        let text = format!(r#"[:find ?y (count ?e) :where [?e :grp "{g}"] [?e :yr ?y]]"#);
        let got: BTreeSet<Vec<String>> = db
            .query(&text)
            .options(opts.clone())
            .run()
            .unwrap()
            .rows()
            .into_iter()
            .map(|r| r.iter().map(|v| v.to_string()).collect())
            .collect();
        let mut counts = std::collections::BTreeMap::new();
        for i in (0..3000).filter(|&i| grp(i) == g) {
            *counts.entry(i % 50).or_insert(0) += 1;
        }
        let expect: BTreeSet<Vec<String>> = counts
            .into_iter()
            .map(|(y, n)| vec![y.to_string(), n.to_string()])
            .collect();
        assert_eq!(got, expect, "{g}");
        let plan = db.query(&text).options(opts.clone()).explain(true).unwrap();
        assert_eq!(
            plan.contains("switched to a hash join"),
            switches,
            "{g}\n{plan}"
        );
    }
}

/// Queries through `Db` fill the database's caches and answer from them;
/// a query run on a bare snapshot neither reads nor fills them (D-341).
#[test]
fn db_queries_use_the_database_caches() {
    let (_d, db) = db();
    let text = r#"[:find ?n :where [?e :age ?a] [(> ?a 30)] [?e :name ?n]]"#;
    assert_eq!(db.query_caches().entries(), (0, 0));
    let snap = db.snapshot().unwrap();
    let bare = db
        .prepare(text)
        .unwrap()
        .run_on(snap.storage(), &[], &QueryOptions::default())
        .unwrap();
    assert_eq!(db.query_caches().entries(), (0, 0));
    let first = db.query(text).run().unwrap();
    assert_eq!(first.to_edn(), bare.to_edn());
    assert_eq!(db.query_caches().entries(), (1, 1));
    // The same call again is answered from the result cache: no new entry.
    assert_eq!(db.query(text).run().unwrap().to_edn(), first.to_edn());
    assert_eq!(db.query_caches().entries(), (1, 1));
    // Without the result cache the plan is still the cached one.
    let opts = QueryOptions {
        cache_results: false,
        ..QueryOptions::default()
    };
    db.query(text).options(opts).run().unwrap();
    assert_eq!(db.query_caches().entries(), (1, 1));
    // A prepared query run on the database shares them too.
    let q = db
        .prepare(r#"[:find ?n . :where [?e :name ?n] [?e :age 45]]"#)
        .unwrap();
    q.run(&db, &[]).unwrap();
    assert_eq!(db.query_caches().entries(), (2, 2));
}

/// The README's embedding example, verbatim in spirit: the first data entity
/// of a fresh database is 1 (schema entities live in their own partition).
#[test]
fn readme_example() {
    let dir = tempfile::tempdir().unwrap();
    let db = Db::open(dir.path(), DbOptions::default()).unwrap();
    db.transact_edn(
        r#"[{:db/ident :name :db/valueType :db.type/string}
            {:name "Ivan" :db/id "i"}]"#,
    )
    .unwrap();
    let r = db
        .query("[:find ?e . :in $ ?n :where [?e :name ?n]]")
        .input(Value::string("Ivan"))
        .run()
        .unwrap();
    assert_eq!(r.to_edn(), Value::Long(1));
}

#[test]
fn rows_deserialize_into_user_types() {
    #[derive(serde::Deserialize, Debug, PartialEq)]
    struct Person {
        name: String,
        age: i64,
    }
    let (_d, db) = db();
    let r = db
        .query(r#"[:find ?n ?a :where [?e :email "oleg@x"] [?e :name ?n] [?e :age ?a]]"#)
        .run()
        .unwrap();
    let rows: Vec<(String, i64)> = r.deserialize_rows().unwrap();
    assert_eq!(rows, vec![("Oleg".to_string(), 15)]);
    let r = db
        .query(r#"[:find ?n ?a :keys name age :where [?e :email "petr@x"] [?e :name ?n] [?e :age ?a]]"#)
        .run()
        .unwrap();
    let people: Vec<Person> = r.deserialize_rows().unwrap();
    assert_eq!(
        people,
        vec![Person {
            name: "Petr".into(),
            age: 37
        }]
    );
}

/// An AVE probe whose entity list is long walks a shorter alternative (the
/// next step's pattern on the same entity) and checks itself per entity
/// (D-311); every order must give the same rows.
#[test]
fn long_probe_lists_walk_the_shortest_alternative() {
    let (_dir, db) = common::temp_db();
    db.transact_edn(
        r#"[{:db/ident :credit/person :db/valueType :db.type/ref}
            {:db/ident :credit/movie :db/valueType :db.type/ref}
            {:db/ident :credit/role :db/valueType :db.type/keyword}
            {:db/ident :name :db/valueType :db.type/string :db/unique :db.unique/identity}]"#,
    )
    .unwrap();
    // A hub person with 200 credits (one per movie, every tenth as
    // director); other people with one credit each on movie 7.
    let mut tx = String::from(r#"[{:db/id "hub" :name "hub"}"#);
    for m in 0..200 {
        let role = if m % 10 == 0 { ":director" } else { ":actor" };
        tx.push_str(&format!(
            r#" {{:db/id "m{m}" :name "movie {m}"}}
                {{:credit/person "hub" :credit/movie "m{m}" :credit/role {role}}}"#
        ));
    }
    for p in 0..5 {
        tx.push_str(&format!(
            r#" {{:db/id "p{p}" :name "p{p}"}} {{:credit/person "p{p}" :credit/movie "m7" :credit/role :actor}}"#
        ));
    }
    tx.push(']');
    db.transact_edn(&tx).unwrap();
    let run = |text: &str, inputs: &[&str], order: Option<Vec<usize>>| {
        let mut b = db.query(text).options(QueryOptions {
            force_order: order,
            cache_results: false,
            ..QueryOptions::default()
        });
        for i in inputs {
            b = b.input(edn(i));
        }
        b.run().unwrap().to_edn()
    };
    let q = r#"[:find ?c ?r :in $ ?d ?m
                :where [?c :credit/person ?d] [?c :credit/movie ?m] [?c :credit/role ?r]]"#;
    for (movie, expected) in [
        (r#"[:name "movie 7"]"#, 1usize),
        (r#"[:name "movie 20"]"#, 1),
    ] {
        let inputs = [r#"[:name "hub"]"#, movie];
        // Hub first: its 200 credits are the long list, the movie's the
        // short alternative.
        let long_first = run(q, &inputs, Some(vec![0, 1, 2]));
        let short_first = run(q, &inputs, Some(vec![1, 0, 2]));
        assert_eq!(long_first, short_first, "movie {movie}");
        let n = match &long_first {
            Value::Set(s) => s.len(),
            other => panic!("{other}"),
        };
        assert_eq!(n, expected, "movie {movie}");
    }
    // A lookup ref input that names nothing is an error (as in Datalevin).
    let err = db
        .query(q)
        .input(edn(r#"[:name "hub"]"#))
        .input(edn(r#"[:name "nope"]"#))
        .run()
        .unwrap_err();
    assert!(
        err.to_string()
            .contains("Nothing found for entity id [:name \"nope\"]"),
        "{err}"
    );
    // A constant alternative that no datom has empties the step.
    let q2 = r#"[:find ?c :in $ ?d
                 :where [?c :credit/person ?d] [?c :credit/role :producer] [?c :credit/movie ?m]]"#;
    assert_eq!(
        run(q2, &[r#"[:name "hub"]"#], Some(vec![0, 1, 2])),
        edn("#{}")
    );
    // The alternative is longer than the probe's own list: the probe's
    // list is used (20 director credits of the hub).
    let q3 = r#"[:find (count ?c) . :in $ ?d
                 :where [?c :credit/person ?d] [?c :credit/role :director]]"#;
    assert_eq!(run(q3, &[r#"[:name "hub"]"#], Some(vec![0, 1])), edn("20"));
    assert_eq!(run(q3, &[r#"[:name "hub"]"#], Some(vec![1, 0])), edn("20"));
}

/// A literal is read as the attribute's declared type and a bound value is
/// compared as it is, the same in every access path (AVE probe, entity-row
/// merge scan, exact test, hash join), so the answer never depends on the
/// plan (D-316). `10` matches the stored double `10.0` whether `:price` is
/// probed first or read from the entity's row after `:name`; a long bound
/// by another clause or by `:in` never does.
#[test]
fn constants_are_coerced_the_same_in_every_access_path() {
    let (_d, db) = common::temp_db();
    db.transact_edn(
        r#"[{:db/ident :name :db/valueType :db.type/string}
            {:db/ident :price :db/valueType :db.type/double}
            {:db/ident :age :db/valueType :db.type/long}
            {:db/ident :n :db/valueType :db.type/long}]"#,
    )
    .unwrap();
    db.transact_edn(
        r#"[{:name "x" :price 10.0 :age 3 :n 10}
            {:name "y" :price 10.0 :age 4 :n 11}
            {:name "z" :price 12.5 :age 5 :n 10}]"#,
    )
    .unwrap();
    let queries = [
        r#"[:find ?a :where [?e :price 10] [?e :age ?a]]"#,
        r#"[:find ?a :where [?e :name "x"] [?e :price 10] [?e :age ?a]]"#,
        r#"[:find ?a :where [?e :age ?a] [?e :name "x"] [?e :price 10]]"#,
        // A value bound by another clause is not coerced: the long 10 is
        // not the double 10.0, whichever clause runs first (as Datalevin).
        r#"[:find ?a :where [?e :name "x"] [?e :n ?p] [?e :price ?p] [?e :age ?a]]"#,
        r#"[:find ?a :where [?e :n ?p] [?f :price ?p] [?e :age ?a]]"#,
    ];
    for text in queries {
        let want = if text.contains("?p") {
            edn("#{}")
        } else if text.contains(":name") {
            edn("#{[3]}")
        } else {
            edn("#{[3] [4]}")
        };
        assert_eq!(q(&db, text, &[]), want, "{text}");
        // Every clause order gives the same answer.
        let n = quiver_query::query::parse_query(text)
            .unwrap()
            .where_clauses
            .len();
        let orders: Vec<Vec<usize>> = (0..n)
            .map(|r| (0..n).map(|i| (i + r) % n).collect())
            .chain(std::iter::once((0..n).rev().collect()))
            .collect();
        for order in orders {
            let opts = QueryOptions {
                force_order: Some(order.clone()),
                ..QueryOptions::default()
            };
            assert_eq!(
                db.query(text).options(opts).run().unwrap().to_edn(),
                want,
                "{text} in order {order:?}"
            );
        }
    }
    // Values passed by `:in`: testdata/queries/coerced_constants/.
}

/// `explain` with `analyze` on a query that calls a rule: rule bodies'
/// step ids start at 2^40, and the per-step counters were a vector indexed
/// by id, so this asked for terabytes and aborted the process (D-317).
#[test]
fn explain_analyze_of_a_rule_query_reports_rows() {
    let (_d, db) = db();
    let text = r#"[:find ?n :in $ % :where [?e :name "Ivan"] (linked ?e ?f) [?f :name ?n]]"#;
    let rules = r#"[[(linked ?a ?b) [?a :friend ?b]]
                    [(linked ?a ?b) [?a :friend ?c] (linked ?c ?b)]]"#;
    let plan = db.query(text).input(edn(rules)).explain(true).unwrap();
    assert!(plan.contains("actual"), "{plan}");
    assert_eq!(
        q(&db, text, &[rules]),
        edn(r#"#{["Petr"] ["Oleg"] ["Ivan"]}"#)
    );
}

/// The rows the first step of `text` produced, from `explain` with analyze.
fn first_step_rows(db: &Db, text: &str) -> u64 {
    let plan = db
        .query(text)
        .options(QueryOptions {
            cache_results: false,
            ..QueryOptions::default()
        })
        .explain(true)
        .unwrap();
    let line = plan.lines().nth(1).unwrap_or_default();
    let n = line
        .split("actual ")
        .nth(1)
        .and_then(|r| r.split(' ').next())
        .and_then(|n| n.parse().ok());
    n.unwrap_or_else(|| panic!("no actual rows in {plan}"))
}

/// `:limit` without `:order-by` stops the pipeline after a batch: an index
/// walk that fills a batch hands it down and stops there, both across the
/// keys of a range scan and inside one long duplicate set (D-318).
#[test]
fn limit_reads_a_batch_not_the_attribute() {
    let (_d, db) = common::temp_db();
    db.transact_edn(
        r#"[{:db/ident :n :db/valueType :db.type/long}
            {:db/ident :kind :db/valueType :db.type/keyword}]"#,
    )
    .unwrap();
    const N: usize = 20_000;
    let mut tx = String::from("[");
    for i in 0..N {
        tx.push_str(&format!("{{:n {i} :kind :same}}"));
    }
    tx.push(']');
    db.transact_edn(&tx).unwrap();
    let batch = 2048;
    for (text, all) in [
        // A range scan over 20,000 keys.
        (
            "[:find ?e ?v :where [?e :n ?v] :limit 10]",
            "[:find ?e ?v :where [?e :n ?v]]",
        ),
        // One AVE key with 20,000 entities.
        (
            "[:find ?e :where [?e :kind :same] :limit 10]",
            "[:find ?e :where [?e :kind :same]]",
        ),
    ] {
        let read = first_step_rows(&db, text);
        assert!(read <= 2 * batch, "{text} read {read} rows");
        assert_eq!(db.query(text).run().unwrap().len(), 10);
        // Without the limit every row is still produced, batch by batch.
        assert_eq!(first_step_rows(&db, all), N as u64, "{all}");
        assert_eq!(db.query(all).run().unwrap().len(), N);
    }
}

/// `:order-by` with `:limit` keeps only the best rows while they arrive
/// (a top-k heap, D-318) and answers exactly like ordering every row and
/// cutting: ascending and descending keys, ties, `:offset`, duplicates.
#[test]
fn order_by_with_limit_keeps_the_best_rows_like_a_full_sort() {
    let (_d, db) = common::temp_db();
    db.transact_edn(
        r#"[{:db/ident :g :db/valueType :db.type/long}
            {:db/ident :s :db/valueType :db.type/string}]"#,
    )
    .unwrap();
    let mut tx = String::from("[");
    for i in 0..3000u64 {
        // Many ties in :g, distinct :s.
        let g = (i * 7919) % 97;
        tx.push_str(&format!("{{:g {g} :s \"s{:05}\"}}", (i * 104_729) % 3001));
    }
    tx.push(']');
    db.transact_edn(&tx).unwrap();
    for (order, limit, offset) in [
        ("?g ?s", 10, 0),
        ("?g :desc ?s", 25, 5),
        ("?s :desc", 1, 0),
        ("?g", 3000, 0),
        ("?g :desc ?s :asc", 7, 2990),
    ] {
        let base = format!("[:find ?g ?s :where [?e :g ?g] [?e :s ?s] :order-by [{order}]");
        let all = q(&db, &format!("{base}]"), &[]);
        let all: Vec<Value> = all.as_seq().unwrap().into_iter().cloned().collect();
        assert_eq!(all.len(), 3000);
        let cut: Vec<Value> = all.iter().skip(offset).take(limit).cloned().collect();
        let got = q(
            &db,
            &format!("{base} :offset {offset} :limit {limit}]"),
            &[],
        );
        let got: Vec<Value> = got.as_seq().unwrap().into_iter().cloned().collect();
        assert_eq!(got, cut, "{order} {limit} {offset}");
    }
}

/// A probe step that switches to a hash join part-way (D-332) answers as
/// probing every row would: keyed by entity (card-one and card-many),
/// keyed by value, and with both positions bound, over batches of 1–64
/// rows (so the switch happens after a measured batch, or before the first
/// one) against answers computed here.
#[test]
fn hash_join_switch_answers_like_probes() {
    let (_d, db) = common::temp_db();
    db.transact_edn(
        r#"[{:db/ident :grp :db/valueType :db.type/string}
            {:db/ident :age :db/valueType :db.type/long}
            {:db/ident :name :db/valueType :db.type/string :db/unique :db.unique/identity}
            {:db/ident :f :db/valueType :db.type/ref :db/cardinality :db.cardinality/many}]"#,
    )
    .unwrap();
    const N: usize = 3000;
    let follows = |i: usize| {
        [
            (i * 7 + 1) % N,
            (i * 13 + 2) % N,
            (i + 1) % N,
            (i + N - 1) % N,
        ]
    };
    let mut tx = String::from("[");
    for i in 0..N {
        let f: Vec<String> = follows(i).iter().map(|j| format!("\"p{j}\"")).collect();
        tx.push_str(&format!(
            "{{:db/id \"p{i}\" :name \"p{i}\" :grp \"g{}\" :age {} :f [{}]}}",
            i % 2,
            i % 40,
            f.join(" ")
        ));
    }
    tx.push(']');
    db.transact_edn(&tx).unwrap();
    let e_of = ids_by_name(&db);
    assert_eq!(e_of.len(), N);
    let id = |i: usize| e_of[&format!("p{i}")];
    let set = |rows: Vec<Vec<i64>>| -> std::collections::BTreeSet<Vec<i64>> {
        rows.into_iter().collect()
    };
    let got = |text: &str, batch: usize| -> std::collections::BTreeSet<Vec<i64>> {
        let r = db
            .query(text)
            .options(QueryOptions {
                cache_results: false,
                batch_rows: batch,
                ..QueryOptions::default()
            })
            .run()
            .unwrap_or_else(|e| panic!("{text}: {e}"));
        r.rows()
            .into_iter()
            .map(|row| row.iter().map(|v| v.as_long().unwrap()).collect())
            .collect()
    };
    // Keyed by entity, card-one: every g0 entity with its age.
    let by_entity = set((0..N)
        .filter(|i| i % 2 == 0)
        .map(|i| vec![id(i), (i % 40) as i64])
        .collect());
    // Keyed by entity, card-many: every g1 entity with whom it follows.
    let many = set((0..N)
        .filter(|i| i % 2 == 1)
        .flat_map(|i| follows(i).into_iter().map(move |j| (i, j)))
        .map(|(i, j)| vec![id(i), id(j)])
        .collect());
    // Keyed by value: g0 entities' ages shared with entity ages 0..5.
    let by_value = set((0..N)
        .filter(|i| i % 2 == 0)
        .flat_map(|i| {
            (0..N)
                .filter(move |j| j % 40 == i % 40)
                .map(move |j| (i, j))
        })
        .filter(|&(i, _)| i % 40 < 5)
        .map(|(i, j)| vec![id(i), id(j)])
        .collect());
    // Both bound: mutual follows, each pair once.
    let fset: std::collections::HashSet<(usize, usize)> = (0..N)
        .flat_map(|i| follows(i).into_iter().map(move |j| (i, j)))
        .collect();
    let mutual = set(fset
        .iter()
        .filter(|&&(i, j)| fset.contains(&(j, i)) && id(i) < id(j))
        .map(|&(i, j)| vec![id(i), id(j)])
        .collect());
    assert!(!mutual.is_empty());
    for batch in [1, 7, 64, 2048] {
        assert_eq!(
            got(r#"[:find ?e ?a :where [?e :grp "g0"] [?e :age ?a]]"#, batch),
            by_entity
        );
        assert_eq!(
            got(r#"[:find ?e ?x :where [?e :grp "g1"] [?e :f ?x]]"#, batch),
            many
        );
        assert_eq!(
            got(
                r#"[:find ?e ?f :where [?e :grp "g0"] [?e :age ?a] [(< ?a 5)] [?f :age ?a]]"#,
                batch
            ),
            by_value
        );
        assert_eq!(
            got(
                r#"[:find ?a ?b :where [?a :f ?b] [?b :f ?a] [(< ?a ?b)]]"#,
                batch
            ),
            mutual
        );
    }
}

/// Steps that test bound entities for a constant datom read the value's
/// AVE entity list once instead of each entity's row when that is cheaper
/// (D-335): a plain pattern (answered by the list alone), a star's
/// constant pattern (rows turned away before the row read), card-many
/// values, a list promoted to a sub-database — all answer as computed
/// here, whatever the batch size, and `explain analyze` says the lists
/// were used.
#[test]
fn entity_lists_answer_like_row_reads() {
    let (_d, db) = common::temp_db();
    db.transact_edn(
        r#"[{:db/ident :grp :db/valueType :db.type/string}
            {:db/ident :age :db/valueType :db.type/long}
            {:db/ident :name :db/valueType :db.type/string}
            {:db/ident :tag :db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}]"#,
    )
    .unwrap();
    const N: usize = 6000;
    let grp = |i: usize| if i % 3 == 0 { "g0" } else { "g1" };
    let tags = |i: usize| -> Vec<usize> { (0..4).filter(|t| (i + t) % 5 < 2).collect() };
    let mut tx = String::from("[");
    for i in 0..N {
        let t: Vec<String> = tags(i).iter().map(|t| format!(":t{t}")).collect();
        tx.push_str(&format!(
            "{{:name \"p{i}\" :grp \"{}\" :age {} :tag [{}]}}",
            grp(i),
            i % 50,
            t.join(" ")
        ));
    }
    tx.push(']');
    db.transact_edn(&tx).unwrap();
    // Clauses run in the order written (the planner might start from the
    // constant instead).
    let run = |text: &str, batch: usize| -> (BTreeSet<Vec<String>>, String) {
        let clauses = text.matches('[').count() - 1;
        let opts = QueryOptions {
            cache_results: false,
            batch_rows: batch,
            force_order: Some((0..clauses).collect()),
            ..QueryOptions::default()
        };
        let r = db
            .query(text)
            .options(opts.clone())
            .run()
            .unwrap_or_else(|e| panic!("{text}: {e}"));
        let rows = r
            .rows()
            .into_iter()
            .map(|row| row.iter().map(|v| v.to_string()).collect())
            .collect();
        let plan = db.query(text).options(opts).explain(true).unwrap();
        (rows, plan)
    };
    let want = |f: &dyn Fn(usize) -> Option<Vec<String>>| -> BTreeSet<Vec<String>> {
        (0..N).filter_map(f).collect()
    };
    let name = |i: usize| format!("\"p{i}\"");
    for batch in [1, 7, 2048] {
        // A plain pattern on bound entities: the list is the whole test.
        let (got, plan) = run(
            r#"[:find ?n :where [?e :age ?a] [(< ?a 10)] [?e :grp "g0"] [?e :name ?n]]"#,
            batch,
        );
        let expect = want(&|i| (i % 50 < 10 && grp(i) == "g0").then(|| vec![name(i)]));
        assert_eq!(got, expect, "batch {batch}\n{plan}");
        assert!(plan.contains("AVE entity list"), "{plan}");
        // A star's constant pattern, card-many: rows turned away first.
        let (got, plan) = run(
            r#"[:find ?n ?a :where [?e :age ?a] [(< ?a 25)] [?e :tag :t1] [?e :name ?n]]"#,
            batch,
        );
        let expect = want(&|i| {
            (i % 50 < 25 && tags(i).contains(&1)).then(|| vec![name(i), (i % 50).to_string()])
        });
        assert_eq!(got, expect, "batch {batch}\n{plan}");
        assert!(plan.contains("AVE entity list"), "{plan}");
        // Two constant patterns in one star, one of them a large list
        // (4,000 g1 entities: a promoted duplicate set).
        let (got, plan) = run(
            r#"[:find ?n ?a :where [?e :age ?a] [(< ?a 40)] [?e :grp "g1"] [?e :tag :t3] [?e :name ?n]]"#,
            batch,
        );
        let expect = want(&|i| {
            (i % 50 < 40 && grp(i) == "g1" && tags(i).contains(&3))
                .then(|| vec![name(i), (i % 50).to_string()])
        });
        assert_eq!(got, expect, "batch {batch}\n{plan}");
        assert!(plan.contains("2 AVE entity list(s) of 6400 ids"), "{plan}");
        // A value bound by an earlier step (D-340): one list per value,
        // here two values ("g0" for p3, "g1" for p4), after a product with
        // the two rows of ?x.
        let (got, plan) = run(
            r#"[:find ?n ?g :where [?x :name ?xn] [(contains? #{"p3" "p4"} ?xn)] [?x :grp ?g] [?e :age ?a] [(< ?a 20)] [?e :grp ?g] [?e :name ?n]]"#,
            batch,
        );
        let expect = want(&|i| (i % 50 < 20).then(|| vec![name(i), format!("\"{}\"", grp(i))]));
        assert_eq!(got, expect, "batch {batch}\n{plan}");
        if batch == 2048 {
            assert!(
                plan.contains("AVE entity lists of 2 value(s), 6000 ids"),
                "{plan}"
            );
            // The values' lists count against the memory budget with the
            // rest: the entities of age 49 bind both groups, and their
            // product with those of age 0 tests `[?e :grp ?g]` by value; g0's
            // 2,000 ids (16,000 bytes) fit in 40,000, with g1's 4,000 they
            // do not.
            let err = db
                .query(r#"[:find ?g :where [?x :age 49] [?x :grp ?g] [?e :age 0] [?e :grp ?g]]"#)
                .options(QueryOptions {
                    cache_results: false,
                    batch_rows: batch,
                    memory_budget: 40_000,
                    force_order: Some((0..4).collect()),
                    ..QueryOptions::default()
                })
                .run()
                .unwrap_err();
            assert!(
                matches!(
                    err,
                    QueryError::ResourceLimit {
                        operator: "entity set",
                        ..
                    }
                ),
                "{err}"
            );
        }
        // A long AVE key as the first step: read a page at a time and
        // resumed inside a page when a batch fills (4,000 g1 entities in
        // batches of 1, 7 and 2,048).
        let (got, _) = run(r#"[:find ?n :where [?e :grp "g1"] [?e :name ?n]]"#, batch);
        let expect = want(&|i| (grp(i) == "g1").then(|| vec![name(i)]));
        assert_eq!(got.len(), 4000);
        assert_eq!(got, expect, "batch {batch}");
        // The lists count against the memory budget together: each fits
        // in 40,000 bytes (19,200 and 32,000), both do not.
        let err = db
            .query(r#"[:find ?n ?a :where [?e :age ?a] [(< ?a 40)] [?e :grp "g1"] [?e :tag :t3] [?e :name ?n]]"#)
            .options(QueryOptions {
                cache_results: false,
                batch_rows: batch,
                memory_budget: 40_000,
                force_order: Some((0..5).collect()),
                ..QueryOptions::default()
            })
            .run()
            .unwrap_err();
        assert!(
            matches!(
                err,
                QueryError::ResourceLimit {
                    operator: "entity set",
                    ..
                }
            ),
            "{err}"
        );
        assert!(!expect.is_empty());
    }
}

/// The last projection's rows, kept across batches to deduplicate them
/// (D-339), count against the memory budget: a query whose distinct
/// projected rows exceed it stops with `ResourceLimit` naming the
/// projection, and runs with the default budget.
#[test]
fn global_projection_is_bounded_by_the_memory_budget() {
    let (_d, db) = common::temp_db();
    let mut tx = String::from("[");
    for i in 0..5000 {
        tx.push_str(&format!("{{:n {i} :m {}}}", i % 3));
    }
    tx.push(']');
    db.transact_edn(&tx).unwrap();
    let text = "[:find ?n :where [?e :n ?n] [?e :m ?m]]";
    let opts = |budget: usize| QueryOptions {
        cache_results: false,
        memory_budget: budget,
        ..QueryOptions::default()
    };
    // 5,000 kept rows of one cell each (D-972: the projection keeps the
    // cells rows may differ in) are counted as 200 kB; the hash join
    // before it needs 160 kB.
    let err = db.query(text).options(opts(180_000)).run().unwrap_err();
    assert!(
        matches!(
            err,
            QueryError::ResourceLimit {
                operator: "projection",
                ..
            }
        ),
        "{err}"
    );
    let rows = db
        .query(text)
        .options(QueryOptions::default())
        .run()
        .unwrap();
    assert_eq!(rows.len(), 5000);
}

/// D-954 (seventy-seventh corpus): a bushy join inside a rule body. The
/// group's table was built on a row of the query's width, not the rule
/// body's, and reading it indexed past the row: a panic. The rule's
/// answer equals the same clauses written in the query, at sizes on both
/// sides of the planner's choice of the bushy join.
#[test]
fn a_bushy_join_in_a_rule_body_reads_rows_of_the_body() {
    let (_d, db) = common::temp_db();
    db.transact_edn(
        r#"[{:db/ident :s/row :db/valueType :db.type/long}
            {:db/ident :s/tier :db/valueType :db.type/long}
            {:db/ident :s/code :db/valueType :db.type/string :db/unique :db.unique/identity}]"#,
    )
    .unwrap();
    let mut made = 0;
    for n in [20usize, 40, 400] {
        let maps: Vec<String> = (made..n)
            .map(|i| {
                format!(
                    "{{:s/code \"c{i}\" :s/row {} :s/tier {}}}",
                    1 + i % 2,
                    1 + i % 3
                )
            })
            .collect();
        made = n;
        db.transact_edn(&format!("[{}]", maps.join(" "))).unwrap();
        let inline = db
            .query("[:find ?x ?y :where [?x :s/row ?r] [?y :s/row ?r] [?x :s/tier ?tx] [?y :s/tier ?ty]]")
            .run()
            .unwrap()
            .to_edn();
        let by_rule = db
            .query("[:find ?x ?y :in $ % :where (r ?x ?y)]")
            .input(edn(
                "[[(r ?x ?y) [?x :s/row ?r] [?y :s/row ?r] [?x :s/tier ?tx] [?y :s/tier ?ty]]]",
            ))
            .run()
            .unwrap()
            .to_edn();
        assert_eq!(by_rule, inline, "{n} entities");
        assert_eq!(
            by_rule.as_seq().map(|s| s.len()),
            Some(n * n / 2),
            "{n} entities"
        );
    }
}

/// Bushy joins (D-346): two stars that meet on a value are planned as a
/// group run on its own and hash-joined; the answer equals the one
/// computed here, with the join chosen by the planner and with it
/// preferred everywhere, over batches of 1–2,048 rows; its table counts
/// against the memory budget.
#[test]
fn bushy_joins_answer_like_nested_loops() {
    let (_d, db) = common::temp_db();
    db.transact_edn(
        r#"[{:db/ident :grp :db/valueType :db.type/string}
            {:db/ident :age :db/valueType :db.type/long}
            {:db/ident :name :db/valueType :db.type/string :db/unique :db.unique/identity}
            {:db/ident :city :db/valueType :db.type/string}]"#,
    )
    .unwrap();
    const N: usize = 4000;
    let mut tx = String::from("[");
    for i in 0..N {
        tx.push_str(&format!(
            "{{:name \"p{i}\" :grp \"g{}\" :age {} :city \"c{}\"}}",
            i % 4,
            i % 50,
            i % 7
        ));
    }
    tx.push(']');
    db.transact_edn(&tx).unwrap();
    let e_of = ids_by_name(&db);
    let id = |i: usize| e_of[&format!("p{i}")];
    // People of group 0 aged 32 and people of group 1 aged 41 from the same
    // city, and the city.
    let expected: std::collections::BTreeSet<Vec<quiver_query::edn::Value>> = (0..N)
        .filter(|a| a % 4 == 0 && a % 50 == 32)
        .flat_map(|a| {
            (0..N)
                .filter(move |b| b % 4 == 1 && b % 50 == 41 && b % 7 == a % 7)
                .map(move |b| (a, b))
        })
        .map(|(a, b)| {
            vec![
                quiver_query::edn::Value::Long(id(a)),
                quiver_query::edn::Value::Long(id(b)),
                quiver_query::edn::Value::string(&format!("c{}", a % 7)),
            ]
        })
        .collect();
    assert!(expected.len() > 100, "{}", expected.len());
    let text = r#"[:find ?a ?b ?c :where [?a :grp "g0"] [?a :age 32] [?a :city ?c]
                                      [?b :grp "g1"] [?b :age 41] [?b :city ?c]]"#;
    let options = |batch: usize, prefer_bushy: bool| QueryOptions {
        cache_results: false,
        batch_rows: batch,
        prefer_bushy,
        ..QueryOptions::default()
    };
    let plan = db
        .query(text)
        .options(options(2048, false))
        .explain(true)
        .unwrap();
    assert!(plan.contains("hash join on [?c]"), "{plan}");
    for batch in [1, 7, 64, 2048] {
        for prefer in [false, true] {
            let got: std::collections::BTreeSet<_> = db
                .query(text)
                .options(options(batch, prefer))
                .run()
                .unwrap()
                .rows()
                .into_iter()
                .collect();
            assert_eq!(got, expected, "batch {batch}, prefer_bushy {prefer}");
        }
    }
    // The group's table is held within the budget.
    let err = db
        .query(text)
        .options(QueryOptions {
            memory_budget: 2_000,
            ..options(2048, true)
        })
        .run()
        .unwrap_err();
    assert!(
        matches!(
            err,
            quiver::Error::ResourceLimit {
                operator: "bushy join",
                ..
            }
        ),
        "{err}"
    );
}

/// Every entity's id by its `:name`.
fn ids_by_name(db: &quiver::Db) -> std::collections::HashMap<String, i64> {
    db.query(r#"[:find ?e ?n :where [?e :name ?n]]"#)
        .run()
        .unwrap()
        .rows()
        .into_iter()
        .map(|row| {
            (
                row[1].as_str().unwrap().to_string(),
                row[0].as_long().unwrap(),
            )
        })
        .collect()
}

/// A probe whose next pattern on the same entity has the shorter AVE list
/// walks that list; it keeps the entities of its own list by merging the
/// two sorted lists when reading its own costs less than an EAV test per
/// entity (D-355), instead of testing each entity's EAV row.
#[test]
fn a_shorter_alternative_list_is_merged_not_probed() {
    // Without the access cache, which would hand the first list over
    // whole and leave the test to the next step.
    let dir = tempfile::tempdir().unwrap();
    let db = Db::open(
        dir.path(),
        DbOptions {
            no_sync: true,
            access_cache_bytes: 0,
            ..DbOptions::default()
        },
    )
    .unwrap();
    db.transact_edn(
        r#"[{:db/ident :a :db/valueType :db.type/string}
            {:db/ident :b :db/valueType :db.type/string}]"#,
    )
    .unwrap();
    let mut tx = String::from("[");
    for i in 0..3000 {
        tx.push('{');
        if i % 2 == 0 {
            tx.push_str(":a \"x\" ");
        }
        if i % 3 == 0 {
            tx.push_str(":b \"y\" ");
        }
        tx.push_str(&format!(":n {i}}}"));
    }
    tx.push(']');
    db.transact_edn(&tx).unwrap();
    let opts = QueryOptions {
        cache_results: false,
        force_order: Some(vec![0, 1]),
        ..QueryOptions::default()
    };
    let text = r#"[:find ?e :where [?e :a "x"] [?e :b "y"]]"#;
    let r = db.query(text).options(opts.clone()).run().unwrap();
    assert_eq!(r.len(), 500);
    let analyzed = db.query(text).options(opts).explain(true).unwrap();
    let first = analyzed.lines().nth(1).unwrap();
    let searches: u64 = first
        .split("reads: ")
        .nth(1)
        .and_then(|r| r.split(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{analyzed}"));
    // Two lists read a page at a time, not an EAV search per entity.
    assert!(searches < 20, "{analyzed}");
}

/// A recursive rule whose base body only tests an argument
/// (`(not [?z :parent _])`) cannot be listed unbound; called with that
/// argument bound, it is evaluated for the demanded values (the call's,
/// then those its recursive calls ask for), as a magic-set rewrite would
/// (D-887). Answers match the depths computed by hand, for a bound call
/// over every zone and for a single zone; unbound, it is still an error.
#[test]
fn a_recursive_rule_safe_only_when_bound_runs_on_demand() {
    let (_d, db) = common::temp_db();
    db.transact_edn(
        "[{:db/ident :code :db/valueType :db.type/keyword :db/unique :db.unique/identity}
          {:db/ident :parent :db/valueType :db.type/ref}]",
    )
    .unwrap();
    db.transact_edn(
        r#"[{:db/id "z0" :code :z0}
            {:db/id "z1" :code :z1 :parent "z0"} {:db/id "z2" :code :z2 :parent "z0"}
            {:db/id "z3" :code :z3 :parent "z1"} {:db/id "z4" :code :z4 :parent "z3"}]"#,
    )
    .unwrap();
    let rules = "[[(depth ?z ?d) (not [?z :parent _]) [(ground 0) ?d]]
                  [(depth ?z ?d) [?z :parent ?p] (depth ?p ?d0) [(inc ?d0) ?d]]]";
    let all = q(
        &db,
        "[:find ?c ?d :in $ % :where [?z :code ?c] (depth ?z ?d)]",
        &[rules],
    );
    assert_eq!(
        all,
        read_value("#{[:z0 0] [:z1 1] [:z2 1] [:z3 2] [:z4 3]}").unwrap()
    );
    let one = q(
        &db,
        "[:find ?d . :in $ % :where [?z :code :z4] (depth ?z ?d)]",
        &[rules],
    );
    assert_eq!(one, Value::Long(3));
    let e = db
        .query("[:find ?z ?d :in $ % :where (depth ?z ?d)]")
        .input(read_value(rules).unwrap())
        .run()
        .unwrap_err();
    assert!(e.to_string().contains("bound"), "{e}");
}

/// D-975: a variable one database pattern binds and nothing else reads is
/// made a blank, and the pattern an existence test. The answers are those
/// of the variable kept: counts over entities, not over their values; a
/// `:with` (or find) that reads it keeps it; two patterns naming it still
/// join on it; a scalar input of that name still selects; a `not` body's
/// and an `or` branch's own variables are untouched.
#[test]
fn a_variable_bound_once_and_never_read_answers_as_kept() {
    let (_d, db) = common::temp_db();
    db.transact_edn(
        r#"[{:db/ident :tag :db/valueType :db.type/long :db/cardinality :db.cardinality/many}
            {:db/ident :mark :db/valueType :db.type/long}]"#,
    )
    .unwrap();
    // Entity i has tags i, i+1, i+2 and mark i % 7.
    let n = 40i64;
    let data: String = (0..n)
        .map(|i| format!("{{:tag [{i} {} {}] :mark {}}} ", i + 1, i + 2, i % 7))
        .collect();
    db.transact_edn(&format!("[{data}]")).unwrap();
    let count = |text: &str, inputs: &[&str]| match q(&db, text, inputs) {
        Value::Long(c) => c,
        Value::Nil => 0,
        other => panic!("{text}: {other}"),
    };
    let star: String = (0..8).map(|i| format!("[?e :tag ?t{i}] ")).collect();
    assert_eq!(
        count(&format!("[:find (count ?e) . :where {star}]"), &[]),
        n
    );
    // Read by :with: one row per (entity, tag).
    assert_eq!(
        count("[:find (count ?e) . :with ?t :where [?e :tag ?t]]", &[]),
        3 * n
    );
    // Two patterns naming ?t join on it: entities with a tag equal to
    // their mark.
    let joined = (0..n).filter(|i| (*i..*i + 3).contains(&(i % 7))).count() as i64;
    assert_eq!(
        count(
            "[:find (count ?e) . :where [?e :tag ?t] [?e :mark ?t]]",
            &[]
        ),
        joined
    );
    // A scalar input of the name selects.
    let with_five = (0..n).filter(|i| (*i..*i + 3).contains(&5)).count() as i64;
    assert_eq!(
        count("[:find (count ?e) . :in $ ?t :where [?e :tag ?t]]", &["5"]),
        with_five
    );
    // The entity position: is there any entity tagged 7?
    assert_eq!(
        q(
            &db,
            "[:find ?m :where [?x :tag 7] [?e :mark ?m] [(< ?m 2)]]",
            &[]
        ),
        edn("#{[0] [1]}")
    );
    assert_eq!(
        q(&db, "[:find ?m :where [?x :tag 1000] [?e :mark ?m]]", &[]),
        edn("#{}")
    );
    // Nested bodies keep their variables: a `not` of a tag equal to the
    // mark plus 2, an `or` of tags.
    let not_plus_two = (0..n)
        .filter(|i| !(*i..*i + 3).contains(&(i % 7 + 2)))
        .count() as i64;
    assert_eq!(
        count(
            "[:find (count ?e) . :where [?e :mark ?m] [(+ ?m 2) ?p] (not [?e :tag ?p])]",
            &[]
        ),
        not_plus_two
    );
    // A `not` body's own variable named twice joins there; named once it
    // is a blank (D-975 in bodies).
    assert_eq!(
        count(
            "[:find (count ?e) . :where [?e :mark ?m] (not [?e :tag ?x] [?e :mark ?x])]",
            &[]
        ),
        n - joined
    );
    assert_eq!(
        count(
            "[:find (count ?e) . :where [?e :mark ?m] (not [?e :tag ?x] [?x :mark 3])]",
            &[]
        ),
        // Tag values are entity ids here only by chance: compare with the
        // database's own answer to the same question asked positively.
        n - count(
            "[:find (count ?e) . :where [?e :mark ?m] [?e :tag ?x] [?x :mark 3]]",
            &[]
        )
    );
    assert_eq!(
        count(
            "[:find (count ?e) . :where [?e :mark ?m] (not [?e :tag ?x] [?y :tag ?x] [(!= ?e ?y)])]",
            &[]
        ),
        // Every entity shares a tag with a neighbour.
        0
    );
    assert_eq!(
        count(
            "[:find (count ?e) . :where [?e :mark ?m] (or [?e :tag 3] [?e :tag 30])]",
            &[]
        ),
        (0..n)
            .filter(|i| (*i..*i + 3).contains(&3) || (*i..*i + 3).contains(&30))
            .count() as i64
    );
    // Rule bodies (D-978): a body's own variable named once is a blank,
    // named twice it joins, and a head variable is read by the caller.
    assert_eq!(
        count(
            "[:find (count ?e) . :in $ % :where [?e :mark ?m] (tagged ?e)]",
            &["[[(tagged ?e) [?e :tag ?t] [?e :tag ?u]]]"]
        ),
        n
    );
    assert_eq!(
        count(
            "[:find (count ?e) . :in $ % :where [?e :mark ?m] (own ?e)]",
            &["[[(own ?e) [?e :tag ?x] [?e :mark ?x]]]"]
        ),
        joined
    );
    assert_eq!(
        count(
            "[:find (count ?e) . :with ?t :in $ % :where (tag-of ?e ?t)]",
            &["[[(tag-of ?e ?t) [?e :tag ?t] [?e :mark _]]]"]
        ),
        3 * n
    );
    assert_eq!(
        count(
            "[:find (count ?e) . :in $ % :where [?e :mark ?m] (untied ?e)]",
            &["[[(untied ?e) [?e :mark ?m] (not [?e :tag ?x] [?e :mark ?x])]]"]
        ),
        n - joined
    );
}
