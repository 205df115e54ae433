//! The plan, result and access caches (D-350–D-353): they outlive
//! commits that wrote nothing they read, never answer differently from an
//! uncached run on the same snapshot, and stay within their budget.

use proptest::prelude::*;
use quiver::{CacheStats, Db, DbOptions, PreparedQuery, QueryOptions, Sources};
use quiver_query::edn::{Value, read_value};
use std::sync::Arc;

fn edn(s: &str) -> Value {
    read_value(s).unwrap()
}

const SCHEMA: &str = r#"[{:db/ident :p/name :db/valueType :db.type/string :db/unique :db.unique/identity}
    {:db/ident :p/age :db/valueType :db.type/long}
    {:db/ident :p/team :db/valueType :db.type/ref}
    {:db/ident :p/tag :db/valueType :db.type/string :db/cardinality :db.cardinality/many}
    {:db/ident :t/name :db/valueType :db.type/string :db/unique :db.unique/identity}
    {:db/ident :k/text :db/valueType :db.type/string}]"#;

/// A database of `n` people over four teams and five tags.
fn people(options: DbOptions, n: usize) -> (tempfile::TempDir, Db) {
    let dir = tempfile::tempdir().unwrap();
    let db = Db::open(
        dir.path(),
        DbOptions {
            no_sync: true,
            ..options
        },
    )
    .unwrap();
    db.transact_edn(SCHEMA).unwrap();
    let mut tx = String::from("[");
    for t in 0..4 {
        tx.push_str(&format!("{{:db/id \"t{t}\" :t/name \"t{t}\"}}"));
    }
    for i in 0..n {
        tx.push_str(&format!(
            "{{:p/name \"p{i}\" :p/age {} :p/team \"t{}\" :p/tag [\"g{}\" \"g{}\"]}}",
            i % 90,
            i % 4,
            i % 5,
            (i * 7) % 5
        ));
    }
    tx.push(']');
    db.transact_edn(&tx).unwrap();
    (dir, db)
}

fn stats(db: &Db) -> CacheStats {
    db.query_caches().stats()
}

const TEAM_QUERY: &str = "[:find ?n ?a :in $ ?t :where [?e :p/team ?t] [?e :p/name ?n] [?e :p/age ?a] [?e :p/tag \"g1\"]]";

#[test]
fn an_unrelated_write_keeps_plans_results_and_lists() {
    let (_d, db) = people(DbOptions::default(), 400);
    let q = db.prepare(TEAM_QUERY).unwrap();
    let t1 = edn(r#"[:t/name "t1"]"#);
    let first = q.run(&db, std::slice::from_ref(&t1)).unwrap();
    let a = stats(&db);
    assert_eq!(a.plan_misses, 1);
    // A write of an attribute the query does not read.
    db.transact_edn(r#"[{:k/text "unrelated"}]"#).unwrap();
    let again = q.run(&db, std::slice::from_ref(&t1)).unwrap();
    assert_eq!(again, first);
    let b = stats(&db);
    assert_eq!(b.result_hits, a.result_hits + 1, "{b:?}");
    assert_eq!(b.plan_misses, a.plan_misses);
    // Without the result cache the held plan is taken as it is.
    let no_results = QueryOptions {
        cache_results: false,
        ..QueryOptions::default()
    };
    assert_eq!(q.run_with(&db, &[t1], &no_results).unwrap(), first);
    let c = stats(&db);
    assert_eq!(c.plan_hits, b.plan_hits + 1, "{c:?}");
    assert_eq!(c.plan_misses, b.plan_misses);
}

#[test]
fn a_related_write_is_seen_and_a_tenfold_count_replans() {
    let (_d, db) = people(DbOptions::default(), 200);
    let text = "[:find (count ?e) . :where [?e :p/tag \"g1\"] [?e :p/age ?a]]";
    let opts = QueryOptions::default();
    let before = db.query(text).options(opts.clone()).run().unwrap().to_edn();
    assert_eq!(before, edn("80"));
    // One more g1 person: the result is stale, the plan's counts moved
    // by one (kept after a recount).
    db.transact_edn(r#"[{:p/name "new" :p/age 3 :p/tag "g1"}]"#)
        .unwrap();
    let s0 = stats(&db);
    assert_eq!(
        db.query(text).options(opts.clone()).run().unwrap().to_edn(),
        edn("81")
    );
    let s1 = stats(&db);
    assert_eq!(s1.result_hits, s0.result_hits);
    assert_eq!(s1.plan_revalidated, s0.plan_revalidated + 1, "{s1:?}");
    // Ten times as many g1 people: the count drifted past the bound.
    let mut tx = String::from("[");
    for i in 0..800 {
        tx.push_str(&format!("{{:p/name \"n{i}\" :p/age 1 :p/tag \"g1\"}}"));
    }
    tx.push(']');
    db.transact_edn(&tx).unwrap();
    assert_eq!(
        db.query(text).options(opts).run().unwrap().to_edn(),
        edn("881")
    );
    let s2 = stats(&db);
    assert_eq!(s2.plan_misses, s1.plan_misses + 1, "{s2:?}");
}

#[test]
fn inputs_in_one_count_band_share_a_plan() {
    let (_d, db) = people(DbOptions::default(), 400);
    let q = db
        .prepare("[:find ?e :in $ ?n :where [?e :p/name ?n] [?e :p/age ?a]]")
        .unwrap();
    for i in 0..50 {
        let r = q.run(&db, &[Value::string(&format!("p{i}"))]).unwrap();
        assert_eq!(r.len(), 1);
    }
    // Every name has one datom: one band, one plan.
    assert_eq!(stats(&db).plan_misses, 1);
    // A predicate's input is held by the plan (a pushed-down range): each
    // value plans, and each answers right.
    let q = db
        .prepare("[:find (count ?e) . :in $ ?min :where [?e :p/age ?a] [(>= ?a ?min)]]")
        .unwrap();
    let misses = stats(&db).plan_misses;
    assert_eq!(q.run(&db, &[Value::Long(80)]).unwrap().to_edn(), edn("40"));
    assert_eq!(q.run(&db, &[Value::Long(89)]).unwrap().to_edn(), edn("4"));
    assert_eq!(stats(&db).plan_misses, misses + 2);
}

#[test]
fn a_schema_change_replans() {
    let (_d, db) = people(DbOptions::default(), 50);
    let text = "[:find ?e :where [?e :p/age 3]]";
    let opts = QueryOptions {
        cache_results: false,
        ..QueryOptions::default()
    };
    db.query(text).options(opts.clone()).run().unwrap();
    let s0 = stats(&db);
    db.transact_edn(r#"[{:db/ident :p/age :db/index true}]"#)
        .unwrap();
    db.query(text).options(opts).run().unwrap();
    assert_eq!(stats(&db).plan_misses, s0.plan_misses + 1);
}

#[test]
fn entity_lists_are_kept_the_second_time_and_dropped_by_a_write_of_their_value() {
    let (_d, db) = people(DbOptions::default(), 400);
    let text = "[:find ?n :where [?e :p/tag \"g2\"] [?e :p/name ?n]]";
    let opts = QueryOptions {
        cache_results: false,
        force_order: Some(vec![0, 1]),
        ..QueryOptions::default()
    };
    let run = |db: &Db| db.query(text).options(opts.clone()).run().unwrap().len();
    assert_eq!(run(&db), 160);
    assert_eq!(run(&db), 160);
    let analyzed = db.query(text).options(opts.clone()).explain(true).unwrap();
    assert!(analyzed.contains("access cache: 1 hits"), "{analyzed}");
    // Another tag's write leaves the list; a g2 write is seen.
    db.transact_edn(r#"[{:p/name "x" :p/tag "g3"}]"#).unwrap();
    let analyzed = db.query(text).options(opts.clone()).explain(true).unwrap();
    assert!(analyzed.contains("access cache: 1 hits"), "{analyzed}");
    db.transact_edn(r#"[{:p/name "y" :p/tag "g2"}]"#).unwrap();
    assert_eq!(run(&db), 161);
    // Retracting one is seen too.
    db.transact_edn(r#"[[:db/retract [:p/name "p2"] :p/tag "g2"]]"#)
        .unwrap();
    assert_eq!(run(&db), 160);
}

#[test]
fn the_access_cache_stays_within_its_budget_and_can_be_off() {
    let budget = 48 << 10;
    let (_d, db) = people(
        DbOptions {
            access_cache_bytes: budget,
            ..DbOptions::default()
        },
        2000,
    );
    let q = db
        .prepare("[:find ?n :in $ ?a :where [?e :p/age ?a] [?e :p/name ?n]]")
        .unwrap();
    let no_results = QueryOptions {
        cache_results: false,
        ..QueryOptions::default()
    };
    for round in 0..3 {
        for age in 0..90 {
            let r = q.run_with(&db, &[Value::Long(age)], &no_results).unwrap();
            assert!(r.len() >= 22, "round {round} age {age}");
        }
    }
    let s = stats(&db);
    assert!(s.access_hits > 0, "{s:?}");
    assert!(s.access_bytes <= budget as u64, "{s:?}");
    let (_d2, off) = people(
        DbOptions {
            access_cache_bytes: 0,
            ..DbOptions::default()
        },
        200,
    );
    off.query("[:find ?e :where [?e :p/tag \"g1\"]]")
        .run()
        .unwrap();
    let s = stats(&off);
    assert_eq!((s.access_hits, s.access_misses, s.access_bytes), (0, 0, 0));
}

/// A query of the interleaving test: its text, and a function of a number
/// making its inputs.
type Template = (&'static str, fn(u8) -> Vec<Value>);

/// The interleaving test's queries.
fn templates() -> Vec<Template> {
    vec![
        ("[:find ?e :in $ ?n :where [?e :p/name ?n]]", |i| {
            vec![Value::string(&format!("p{}", i % 60))]
        }),
        (TEAM_QUERY, |i| {
            vec![edn(&format!("[:t/name \"t{}\"]", i % 4))]
        }),
        (
            "[:find (count ?e) . :in $ ?min :where [?e :p/age ?a] [(>= ?a ?min)]]",
            |i| vec![Value::Long(i64::from(i % 90))],
        ),
        (
            "[:find ?n :in $ ?tag :where [?e :p/tag ?tag] [?e :p/name ?n]]",
            |i| vec![Value::string(&format!("g{}", i % 5))],
        ),
        (
            "[:find ?tn (count ?e) :where [?e :p/team ?t] [?t :t/name ?tn] [?e :p/tag \"g3\"]]",
            |_| vec![],
        ),
        (
            "[:find (pull ?e [:p/name :p/age {:p/team [:t/name]}]) :in $ ?n :where [?e :p/name ?n]]",
            |i| vec![Value::string(&format!("p{}", i % 60))],
        ),
        (
            "[:find ?a :in $ [?t ...] :where [?e :p/team ?t] [?e :p/age ?a]]",
            |i| {
                vec![edn(&format!(
                    "[[:t/name \"t{}\"] [:t/name \"t{}\"]]",
                    i % 4,
                    (i / 4) % 4
                ))]
            },
        ),
        ("[:find ?e ?x :where [?e :k/text ?x]]", |_| vec![]),
        // Queries that read every attribute of what they find.
        (
            "[:find ?a ?v :in $ ?n :where [?e :p/name ?n] [?e ?a ?v]]",
            |i| vec![Value::string(&format!("p{}", i % 60))],
        ),
        (
            "[:find (pull ?e [*]) :in $ ?n :where [?e :p/name ?n]]",
            |i| vec![Value::string(&format!("p{}", i % 60))],
        ),
    ]
}

/// A write of the interleaving test.
fn write(db: &Db, kind: u8, i: u8) {
    let tx = match kind % 5 {
        0 => format!(
            "[{{:p/name \"p{}\" :p/age {} :p/team [:t/name \"t{}\"] :p/tag [\"g{}\"]}}]",
            i % 80,
            i % 90,
            i % 4,
            i % 5
        ),
        1 => format!("[[:db/retractEntity [:p/name \"p{}\"]]]", i % 60),
        2 => format!("[{{:k/text \"k{i}\"}}]"),
        3 => format!(
            "[[:db/add [:p/name \"p{}\"] :p/tag \"g{}\"]]",
            i % 40,
            i % 5
        ),
        _ => format!(
            "[[:db/retract [:p/name \"p{}\"] :p/tag \"g{}\"]]",
            i % 40,
            i % 5
        ),
    };
    // A retract of a missing person fails as a whole: nothing is written.
    let _ = db.transact_edn(&tx);
}

/// Runs query `t` with inputs from `i` on one snapshot, with the
/// database's caches and without any, and checks both agree.
fn check_on_one_snapshot(db: &Db, prepared: &[PreparedQuery], t: usize, i: u8) {
    let inputs = (templates()[t].1)(i);
    let snap = db.snapshot().unwrap();
    let cached = snap
        .run(
            &prepared[t],
            Some(db.query_caches()),
            &Sources::default(),
            &inputs,
            &QueryOptions::default(),
        )
        .unwrap();
    let cold = QueryOptions {
        cache_results: false,
        ..QueryOptions::default()
    };
    let fresh = snap
        .run(&prepared[t], None, &Sources::default(), &inputs, &cold)
        .unwrap();
    assert_eq!(
        cached.to_edn(),
        fresh.to_edn(),
        "{} with {inputs:?}",
        templates()[t].0
    );
    // The fast path (the result cache checked against the latest commit,
    // no snapshot): when no commit came in around it, it answers for the
    // snapshot's commit too.
    let before = db.snapshot().unwrap().commit_id();
    let fast = prepared[t].run(db, &inputs).unwrap();
    let after = db.snapshot().unwrap().commit_id();
    if before == after && after == snap.commit_id() {
        assert_eq!(fast.to_edn(), fresh.to_edn(), "{}", templates()[t].0);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 12, ..ProptestConfig::default() })]

    /// Writers and readers on several threads: every cached answer equals
    /// an uncached run on the same snapshot, whatever commits came between.
    #[test]
    fn random_interleavings_answer_as_without_caches(
        writes in prop::collection::vec((any::<u8>(), any::<u8>()), 1..25),
        reads in prop::collection::vec((0usize..10, any::<u8>()), 1..40),
        access in prop::bool::ANY,
    ) {
        let options = DbOptions {
            access_cache_bytes: if access { 1 << 20 } else { 0 },
            ..DbOptions::default()
        };
        let (_d, db) = people(options, 240);
        let db = Arc::new(db);
        let prepared: Arc<Vec<PreparedQuery>> =
            Arc::new(templates().iter().map(|(t, _)| db.prepare(t).unwrap()).collect());
        let writer = {
            let db = db.clone();
            std::thread::spawn(move || {
                for (k, i) in writes {
                    write(&db, k, i);
                }
            })
        };
        let readers: Vec<_> = (0..3)
            .map(|r| {
                let (db, prepared, reads) = (db.clone(), prepared.clone(), reads.clone());
                std::thread::spawn(move || {
                    for (n, (t, i)) in reads.iter().enumerate() {
                        if n % 3 == r {
                            check_on_one_snapshot(&db, &prepared, *t, *i);
                        }
                        // The same query again: a cache hit when nothing
                        // it reads was written since.
                        check_on_one_snapshot(&db, &prepared, *t, *i);
                    }
                })
            })
            .collect();
        writer.join().unwrap();
        for r in readers {
            r.join().unwrap();
        }
        // After the last write, on the final state.
        for (t, i) in &reads {
            check_on_one_snapshot(&db, &prepared, *t, *i);
        }
    }
}

/// `:limit` without an order bounds every step: the hash-join switch
/// weighs only the rows probed so far, so a limit met in the first batch
/// never scans the attribute (D-353). The same query without the limit
/// does switch, so the test would see a switch that ignored the limit.
/// 12,000 named entities (`:name`, eight names), each following five
/// others (`:follows`, 60,000 refs): enough for the hash-join switch.
fn follows_db() -> (tempfile::TempDir, Db) {
    follows_db_with(DbOptions {
        no_sync: true,
        ..DbOptions::default()
    })
}

/// [`follows_db`] opened with `options`.
fn follows_db_with(options: DbOptions) -> (tempfile::TempDir, Db) {
    let d = tempfile::tempdir().unwrap();
    let db = Db::open(d.path(), options).unwrap();
    db.transact_edn(
        r#"[{:db/ident :name :db/valueType :db.type/string}
            {:db/ident :follows :db/valueType :db.type/ref :db/cardinality :db.cardinality/many}]"#,
    )
    .unwrap();
    let n = 12_000;
    for chunk in 0..(n / 2000) {
        let mut tx = String::from("[");
        for i in chunk * 2000..(chunk + 1) * 2000 {
            tx.push_str(&format!("{{:db/id \"e{i}\" :name \"n{}\"}}", i % 8));
        }
        tx.push(']');
        db.transact_edn(&tx).unwrap();
    }
    let mut tx = String::from("[");
    for i in 1..=n {
        for k in 1..=5u64 {
            tx.push_str(&format!(
                "[:db/add {i} :follows {}]",
                (i as u64 * 7919 + k * 104_729) % n as u64 + 1
            ));
        }
    }
    tx.push(']');
    db.transact_edn(&tx).unwrap();
    (d, db)
}

/// A hash-join table of a whole attribute whose cells are entity ids is
/// kept in the access cache and used by the next query that probes the
/// attribute, until a commit writes the attribute; a reader on an older
/// snapshot never takes a table of a newer commit (D-860).
#[test]
fn whole_attribute_tables_are_shared_until_their_attribute_is_written() {
    let (_d, db) = follows_db();
    // `:follows` probed second, so the switch is on it (a ref attribute:
    // its table is shareable), whatever the planner's estimates.
    let opts = QueryOptions {
        cache_results: false,
        force_order: Some(vec![0, 1]),
        ..QueryOptions::default()
    };
    let text = "[:find ?e ?n ?f :where [?e :name ?n] [?e :follows ?f]]";
    let count = |db: &Db| db.query(text).options(opts.clone()).run().unwrap().len();
    let analyze = |db: &Db| db.query(text).options(opts.clone()).explain(true).unwrap();
    let first = analyze(&db);
    assert!(first.contains("switched to a hash join"), "{first}");
    let n = count(&db);
    let second = analyze(&db);
    assert!(
        second.contains("hash join on a shared table of"),
        "{second}"
    );
    assert!(!second.contains("switched to a hash join"), "{second}");
    // Another query probing the same attribute takes it too.
    let other = "[:find (count ?f) . :where [?e :name \"n3\"] [?e :follows ?f]]";
    let other_analyzed = db.query(other).options(opts.clone()).explain(true).unwrap();
    let shared_hits = stats(&db).access_hits;
    assert!(shared_hits > 0);
    // A write of another attribute leaves it; the answer sees the write.
    db.transact_edn(r#"[{:db/id 1 :name "renamed"}]"#).unwrap();
    let kept = analyze(&db);
    assert!(kept.contains("hash join on a shared table of"), "{kept}");
    assert_eq!(count(&db), n);
    // A write of the attribute for one entity keeps it for the others
    // (that one is probed in the indexes) and the answer sees the new
    // datom; an older snapshot keeps its own answer.
    let before = db.snapshot().unwrap();
    let q = db.prepare(text).unwrap();
    db.transact_edn("[[:db/add 2 :follows 11999]]").unwrap();
    let patched = analyze(&db);
    assert!(
        patched.contains("(1 entities written since, probed)"),
        "{patched}"
    );
    assert_eq!(count(&db), n + 1);
    let old = before
        .run(&q, Some(db.query_caches()), &Sources::default(), &[], &opts)
        .unwrap();
    assert_eq!(old.len(), n, "{other_analyzed}");
    // A write of many of its entities (past a 64th of the table) drops
    // it: the next run builds it again (and sees every new datom).
    let mut tx = String::from("[");
    for e in 1..=2000 {
        tx.push_str(&format!("[:db/add {e} :follows 11998]"));
    }
    tx.push(']');
    db.transact_edn(&tx).unwrap();
    let rebuilt = analyze(&db);
    assert!(rebuilt.contains("switched to a hash join"), "{rebuilt}");
    assert!(count(&db) > n + 1);
}

/// A shared table of a string attribute by entity (its values kept as
/// values) serves later queries; after commits that write a few of its
/// entities (a rename, a new entity, a retraction) those are probed in
/// the indexes and the rest still come from the table; every answer is
/// the cache-less database's, also on a snapshot older than the table
/// (D-860).
#[test]
fn shared_tables_by_entity_outlive_writes_of_a_few_entities() {
    let cached = follows_db();
    let off = follows_db_with(DbOptions {
        no_sync: true,
        access_cache_bytes: 0,
        ..DbOptions::default()
    });
    let opts = QueryOptions {
        cache_results: false,
        force_order: Some(vec![0, 1]),
        ..QueryOptions::default()
    };
    let text = "[:find ?e ?f ?n :where [?e :follows ?f] [?f :name ?n]]";
    let answer = |db: &Db| {
        let mut rows: Vec<String> = db
            .query(text)
            .options(opts.clone())
            .run()
            .unwrap()
            .rows()
            .iter()
            .map(|r| format!("{r:?}"))
            .collect();
        rows.sort();
        rows
    };
    let analyze = |db: &Db| db.query(text).options(opts.clone()).explain(true).unwrap();
    let first = analyze(&cached.1);
    assert!(first.contains("switched to a hash join"), "{first}");
    let shared = analyze(&cached.1);
    assert!(
        shared.contains("hash join on a shared table of 12000 datoms"),
        "{shared}"
    );
    assert_eq!(answer(&cached.1), answer(&off.1));
    let old = cached.1.snapshot().unwrap();
    let q = cached.1.prepare(text).unwrap();
    let before = answer(&cached.1);
    let writes = [
        r#"[{:db/id 5 :name "renamed"}]"#,
        r#"[{:db/id "new" :name "newcomer" :follows [3]} [:db/add 4 :follows "new"]]"#,
        "[[:db/retract 7 :name \"n7\"]]",
    ];
    for (i, w) in writes.iter().enumerate() {
        for db in [&cached.1, &off.1] {
            db.transact_edn(w).unwrap();
        }
        let now = analyze(&cached.1);
        assert!(
            now.contains("entities written since, probed"),
            "write {i}: {now}"
        );
        assert_eq!(answer(&cached.1), answer(&off.1), "write {i}");
    }
    // The snapshot from before the writes answers as it did.
    let mut then: Vec<String> = old
        .run(
            &q,
            Some(cached.1.query_caches()),
            &Sources::default(),
            &[],
            &opts,
        )
        .unwrap()
        .rows()
        .iter()
        .map(|r| format!("{r:?}"))
        .collect();
    then.sort();
    assert_eq!(then, before);
}

/// Shared tables count toward the access cache's budget (a quarter of
/// it): `:follows`'s table (about 1 MiB) is kept under an 8 MiB budget and
/// refused under a 2 MiB one, the cache stays within its budget either
/// way, and the answers are the same (D-860).
#[test]
fn shared_tables_stay_within_the_access_cache_budget() {
    let opts = QueryOptions {
        cache_results: false,
        force_order: Some(vec![0, 1]),
        ..QueryOptions::default()
    };
    let text = "[:find (count ?f) . :where [?e :name ?n] [?e :follows ?f]]";
    let mut answers = Vec::new();
    for (budget, kept) in [(8usize << 20, true), (2 << 20, false)] {
        let (_d, db) = follows_db_with(DbOptions {
            no_sync: true,
            access_cache_bytes: budget,
            ..DbOptions::default()
        });
        for _ in 0..3 {
            answers.push(db.query(text).options(opts.clone()).run().unwrap().to_edn());
            let s = stats(&db);
            assert!(s.access_bytes <= budget as u64, "{budget}: {s:?}");
        }
        let analyzed = db.query(text).options(opts.clone()).explain(true).unwrap();
        assert_eq!(
            analyzed.contains("hash join on a shared table"),
            kept,
            "{budget}: {analyzed}"
        );
    }
    assert!(answers.windows(2).all(|w| w[0] == w[1]), "{answers:?}");
    // The distinct entities followed, as `follows_db` writes them.
    let n = 12_000u64;
    let followed: std::collections::BTreeSet<u64> = (1..=n)
        .flat_map(|i| (1..=5u64).map(move |k| (i * 7919 + k * 104_729) % n + 1))
        .collect();
    assert_eq!(answers[0], Value::Long(followed.len() as i64));
}

#[test]
fn a_limit_bounds_the_hash_join_switch() {
    let (_d, db) = follows_db();
    let opts = QueryOptions {
        cache_results: false,
        ..QueryOptions::default()
    };
    let full = db
        .query("[:find ?e ?n ?f :where [?e :name ?n] [?e :follows ?f]]")
        .options(opts.clone())
        .explain(true)
        .unwrap();
    assert!(full.contains("switched to a hash join"), "{full}");
    let limited = db
        .query("[:find ?e ?n ?f :where [?e :name ?n] [?e :follows ?f] :limit 10]")
        .options(opts.clone())
        .explain(true)
        .unwrap();
    assert!(!limited.contains("switched to a hash join"), "{limited}");
    assert!(limited.contains("actual 10 results"), "{limited}");
    // What the limited run read: a batch's worth of probes, not the
    // attribute's 60,000 datoms.
    let values: u64 = limited
        .lines()
        .filter_map(|l| l.split(" lists of ").nth(1))
        .filter_map(|r| r.split(' ').next()?.parse::<u64>().ok())
        .sum();
    assert!(values < 20_000, "{limited}");
    // With an order, every row is needed: the limit does not hold back.
    let ordered = db
        .query("[:find ?e ?n ?f :where [?e :name ?n] [?e :follows ?f] :order-by [?e] :limit 10]")
        .options(opts)
        .run()
        .unwrap();
    assert_eq!(ordered.len(), 10);
}

/// D-864: a step that probes an attribute one row at a time, run after
/// run, admits a shared table of it once the runs together have spent
/// twice what building one costs (each run alone never would); the
/// answers stay the same. Runs each preceded by a write of many of the
/// attribute's entities (which would void such a table) never admit one.
#[test]
fn repeated_probing_admits_a_shared_table_unless_its_attribute_keeps_changing() {
    let (_d, db) = follows_db();
    let opts = QueryOptions {
        cache_results: false,
        ..QueryOptions::default()
    };
    let text = "[:find (count ?f) . :in $ [?e ...] :where [?e :follows ?f]]";
    let ids = |n: i64| Value::Vector((1000..1000 + n).map(Value::Long).collect());
    let analyze = |db: &Db, n: i64| {
        db.query(text)
            .input(ids(n))
            .options(opts.clone())
            .explain(true)
            .unwrap()
    };
    let run = |db: &Db, n: i64| {
        let count = db
            .query(text)
            .input(ids(n))
            .options(opts.clone())
            .run()
            .unwrap();
        (analyze(db, n), count)
    };
    // Many of the attribute's entities written before every run (a run
    // probes 50 rows: far from the cost of a table, however slow).
    for r in 0..40 {
        let mut tx = String::from("[");
        for e in 1..=100 {
            tx.push_str(&format!("[:db/add {e} :follows {}]", 2 + r));
        }
        tx.push(']');
        db.transact_edn(&tx).unwrap();
        let plan = analyze(&db, 50);
        assert!(!plan.contains("hash join"), "run {r}: {plan}");
    }
    // No more writes: within a few hundred runs a table is built, and
    // later runs share it; the count never changes.
    let (first, expected) = run(&db, 200);
    assert!(!first.contains("hash join"), "{first}");
    let mut built = None;
    for r in 0..400 {
        let (plan, count) = run(&db, 200);
        assert_eq!(count, expected, "run {r}: {plan}");
        // Built by this run's count or by its analysis.
        if plan.contains("switched to a hash join") || plan.contains("shared table") {
            built = Some(r);
            break;
        }
    }
    assert!(
        built.is_some(),
        "no table admitted in 400 runs: {}",
        analyze(&db, 200)
    );
    let (plan, count) = run(&db, 200);
    assert!(plan.contains("hash join on a shared table"), "{plan}");
    assert_eq!(count, expected);
}
