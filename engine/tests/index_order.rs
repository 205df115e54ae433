//! `:order-by` with `:limit` read through the first key's index (D-956):
//! the answer equals a model's (every row sorted, then paged) and the run
//! with the index order turned off, whichever way the estimates fall; the
//! index order is taken where it pays and refused where the index order
//! is not `:order-by`'s.

use proptest::prelude::*;
use quiver::{Db, QueryOptions};
use quiver_query::edn::{Value, read_value};

/// One item of the model.
#[derive(Clone, Debug)]
struct Item {
    score: Option<i64>,
    weight: f64,
    /// Hours after 2020-01-01T00:00Z.
    hour: i64,
    kind: u8,
    flag: bool,
}

fn items(seeds: &[(u8, u8, u8, u8)]) -> Vec<Item> {
    seeds
        .iter()
        .map(|&(a, b, c, d)| Item {
            // About one item in eight has no score.
            score: (a % 8 != 0).then_some(i64::from(a % 40) - 10),
            weight: f64::from(b) / 4.0 - 20.0,
            hour: i64::from(c) * 7 % 900,
            // Kind 0 is rare, kind 3 common.
            kind: match d % 16 {
                0 => 0,
                1..=3 => 1,
                4..=7 => 2,
                _ => 3,
            },
            flag: (a ^ d) % 3 == 0,
        })
        .collect()
}

fn instant(hour: i64) -> String {
    let (day, h) = (hour / 24, hour % 24);
    // 900 hours stay within January and February of 2020.
    let (month, day) = if day < 31 {
        (1, day + 1)
    } else {
        (2, day - 30)
    };
    format!("#inst \"2020-{month:02}-{day:02}T{h:02}:00:00.000Z\"")
}

fn load(items: &[Item]) -> (tempfile::TempDir, Db) {
    let (dir, db) = crate::common::temp_db();
    db.transact_edn(
        "[{:db/ident :i/name :db/valueType :db.type/string :db/unique :db.unique/identity}
          {:db/ident :i/score :db/valueType :db.type/long}
          {:db/ident :i/weight :db/valueType :db.type/double}
          {:db/ident :i/at :db/valueType :db.type/instant}
          {:db/ident :i/kind :db/valueType :db.type/keyword}
          {:db/ident :i/flag :db/valueType :db.type/boolean}
          {:db/ident :i/loose}]",
    )
    .unwrap();
    let mut tx = String::from("[");
    for (i, it) in items.iter().enumerate() {
        tx.push_str(&format!(
            "{{:i/name \"n{i:04}\" :i/weight {:?} :i/at {} :i/kind :k{} :i/flag {} :i/loose {}",
            it.weight,
            instant(it.hour),
            it.kind,
            it.flag,
            // An untyped attribute holding longs and strings.
            if i % 2 == 0 {
                format!("{}", i % 7)
            } else {
                format!("\"s{}\"", i % 5)
            }
        ));
        if let Some(s) = it.score {
            tx.push_str(&format!(" :i/score {s}"));
        }
        tx.push('}');
    }
    tx.push(']');
    db.transact_edn(&tx).unwrap();
    (dir, db)
}

fn run(db: &Db, text: &str, inputs: &[Value], index_order: bool) -> Value {
    run_with(db, text, inputs, index_order, false)
}

fn run_with(db: &Db, text: &str, inputs: &[Value], index_order: bool, prefer: bool) -> Value {
    db.query(text)
        .inputs(inputs.iter().cloned())
        .options(QueryOptions {
            index_order,
            prefer_index_order: prefer,
            cache_results: false,
            ..QueryOptions::default()
        })
        .run()
        .unwrap_or_else(|e| panic!("{text}: {e}"))
        .to_edn()
}

/// The names of the model's rows sorted by `key` (then name, ascending),
/// paged.
fn model(
    items: &[Item],
    keep: impl Fn(&Item) -> bool,
    key: impl Fn(&Item) -> Option<f64>,
    desc: bool,
    limit: usize,
    offset: usize,
) -> Vec<String> {
    let mut rows: Vec<(f64, String)> = items
        .iter()
        .enumerate()
        .filter(|(_, it)| keep(it))
        .filter_map(|(i, it)| key(it).map(|k| (k, format!("n{i:04}"))))
        .collect();
    rows.sort_by(|a, b| {
        let by_key = a.0.total_cmp(&b.0);
        let by_key = if desc { by_key.reverse() } else { by_key };
        by_key.then_with(|| a.1.cmp(&b.1))
    });
    rows.into_iter()
        .skip(offset)
        .take(limit)
        .map(|(_, n)| n)
        .collect()
}

/// The names (first column) of an ordered result.
fn names(v: &Value) -> Vec<String> {
    let Value::Vector(rows) = v else {
        panic!("not a vector: {v}")
    };
    rows.iter()
        .map(|r| match r {
            Value::Vector(cells) => match &cells[0] {
                Value::String(s) => s.to_string(),
                other => panic!("not a name: {other}"),
            },
            Value::Map(m) => match m.get(&Value::keyword("n")) {
                Some(Value::String(s)) => s.to_string(),
                other => panic!("no name: {other:?}"),
            },
            other => panic!("not a row: {other}"),
        })
        .collect()
}

fn dir(desc: bool) -> &'static str {
    if desc { ":desc" } else { ":asc" }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 16, ..ProptestConfig::default() })]

    /// Each shape the index order takes (a filter by an input, a
    /// predicate, a `not`, `:keys`; longs, doubles, instants; both
    /// directions; any limit and offset) answers as the model and as the
    /// run without it, whether chosen by the estimates or taken always
    /// (`prefer_index_order`, which never falls back).
    #[test]
    fn answers_as_the_model_and_as_the_plain_run(
        seeds in prop::collection::vec(any::<(u8, u8, u8, u8)>(), 20..900),
        kind in 0u8..4,
        desc in any::<bool>(),
        limit in 1usize..30,
        offset in 0usize..6,
        cut in -10i64..30,
    ) {
        let items = items(&seeds);
        let (_d, db) = load(&items);
        let k = Value::keyword(&format!("k{kind}"));
        let d = dir(desc);
        let cases: Vec<(String, Vec<Value>, Vec<String>)> = vec![
            (
                format!("[:find ?n ?s :in $ ?k :where [?e :i/kind ?k] [?e :i/score ?s] [?e :i/name ?n]
                          :order-by [?s {d} ?n :asc] :limit {limit} :offset {offset}]"),
                vec![k.clone()],
                model(&items, |it| it.kind == kind, |it| it.score.map(|s| s as f64), desc, limit, offset),
            ),
            (
                format!("[:find ?n ?s :where [?e :i/score ?s] [?e :i/name ?n] [(> ?s {cut})]
                          :order-by [?s {d} ?n :asc] :limit {limit} :offset {offset}]"),
                vec![],
                model(&items, |it| it.score.is_some_and(|s| s > cut), |it| it.score.map(|s| s as f64), desc, limit, offset),
            ),
            (
                format!("[:find ?n ?w :where [?e :i/weight ?w] [?e :i/name ?n] (not [?e :i/flag true])
                          :order-by [?w {d} ?n :asc] :limit {limit} :offset {offset}]"),
                vec![],
                model(&items, |it| !it.flag, |it| Some(it.weight), desc, limit, offset),
            ),
            (
                format!("[:find ?n ?t :keys n t :in $ ?k :where [?e :i/at ?t] [?e :i/kind ?k] [?e :i/name ?n]
                          :order-by [?t {d} ?n :asc] :limit {limit} :offset {offset}]"),
                vec![k.clone()],
                model(&items, |it| it.kind == kind, |it| Some(it.hour as f64), desc, limit, offset),
            ),
        ];
        for (text, inputs, expected) in cases {
            let with = run(&db, &text, &inputs, true);
            let without = run(&db, &text, &inputs, false);
            let always = run_with(&db, &text, &inputs, true, true);
            prop_assert_eq!(names(&with), expected, "{}", text);
            prop_assert_eq!(&with, &without, "{}", text);
            prop_assert_eq!(&always, &without, "{}", text);
        }
    }
}

/// 6,000 items, three quarters of them of kind `:k3`.
fn big() -> (Vec<Item>, tempfile::TempDir, Db) {
    let seeds: Vec<(u8, u8, u8, u8)> = (0..6000u32)
        .map(|i| {
            let b = |x: u32| (x % 251) as u8;
            (b(i * 37 + 1), b(i * 11), b(i * 53), b(i * 29 + 7))
        })
        .collect();
    let items = items(&seeds);
    let (d, db) = load(&items);
    (items, d, db)
}

/// `TOP_OF_KIND` for `:k3` answers as the model.
fn assert_top_of_kind_3(db: &Db, items: &[Item]) {
    let got = run(db, TOP_OF_KIND, &[Value::keyword("k3")], true);
    let expected = model(
        items,
        |it| it.kind == 3,
        |it| it.score.map(|s| s as f64),
        true,
        10,
        0,
    );
    assert_eq!(names(&got), expected);
}

const TOP_OF_KIND: &str =
    "[:find ?n ?s :in $ ?k :where [?e :i/kind ?k] [?e :i/score ?s] [?e :i/name ?n]
                           :order-by [?s :desc ?n :asc] :limit 10]";

#[test]
fn a_common_filter_reads_one_small_chunk() {
    let (items, _d, db) = big();
    let plan = db
        .query(TOP_OF_KIND)
        .input(Value::keyword("k3"))
        .explain(true)
        .unwrap();
    let line = plan
        .lines()
        .find(|l| l.starts_with("index order:"))
        .unwrap_or_else(|| panic!("no index order:\n{plan}"));
    assert!(line.contains("highest first"), "{line}");
    assert!(line.contains("ran 1 chunk(s)"), "{line}");
    assert!(line.contains("actual 10 results"), "{line}");
    assert_top_of_kind_3(&db, &items);
}

/// A rare kind and a predicate the estimate cannot see: the chunks find
/// too few rows and the run falls back to the whole plan, with the same
/// answer.
#[test]
fn a_misestimate_falls_back_to_the_whole_plan() {
    let (items, _d, db) = big();
    let text = "[:find ?n ?s :where [?e :i/score ?s] [?e :i/name ?n] [(str ?n) ?t] [(clojure.string/ends-with? ?t \"007\")]
                 :order-by [?s :desc ?n :asc] :limit 10]";
    let plan = db.query(text).explain(true).unwrap();
    let line = plan
        .lines()
        .find(|l| l.starts_with("index order:"))
        .unwrap_or_else(|| panic!("no index order:\n{plan}"));
    assert!(line.contains("fell back"), "{line}");
    let expected = model(
        &items
            .iter()
            .enumerate()
            .map(|(i, it)| {
                let mut it = it.clone();
                if !format!("n{i:04}").ends_with("007") {
                    it.score = None;
                }
                it
            })
            .collect::<Vec<_>>(),
        |_| true,
        |it| it.score.map(|s| s as f64),
        true,
        10,
        0,
    );
    assert_eq!(names(&run(&db, text, &[], true)), expected);
    assert_eq!(run(&db, text, &[], true), run(&db, text, &[], false));
}

/// Where the index order is not `:order-by`'s (an untyped attribute
/// holding longs and strings), or the query needs every row (an
/// aggregate), the index is not read.
#[test]
fn refused_where_index_order_is_not_the_answers_order() {
    let (_items, _d, db) = big();
    for text in [
        "[:find ?n ?l :where [?e :i/loose ?l] [?e :i/name ?n] :order-by [?l :desc ?n :asc] :limit 5]",
        "[:find ?k (max ?s) :where [?e :i/score ?s] [?e :i/kind ?k] :order-by [?k :desc] :limit 2]",
        "[:find ?n ?s :where [?e :i/score ?s] [?e :i/name ?n] [?f :i/score ?s] :order-by [?s :desc] :limit 3]",
        "[:find ?n ?s :in $ [?s ...] :where [?e :i/score ?s] [?e :i/name ?n] :order-by [?s :desc] :limit 3]",
    ] {
        let inputs = if text.contains("[?s ...]") {
            vec![read_value("[1 2 3 29]").unwrap()]
        } else {
            vec![]
        };
        let plan = db
            .query(text)
            .inputs(inputs.iter().cloned())
            .explain(true)
            .unwrap();
        assert!(!plan.contains("index order:"), "{text}\n{plan}");
        assert_eq!(
            run(&db, text, &inputs, true),
            run(&db, text, &inputs, false),
            "{text}"
        );
    }
}

/// A write between runs is seen: the chunks read the snapshot the query
/// runs on, and a new best item heads the answer.
#[test]
fn a_new_best_row_is_seen_after_a_write() {
    let (_items, _d, db) = big();
    let before = names(&run(&db, TOP_OF_KIND, &[Value::keyword("k3")], true));
    db.transact_edn("[{:i/name \"new\" :i/score 1000 :i/kind :k3}]")
        .unwrap();
    let after = names(
        &db.query(TOP_OF_KIND)
            .input(Value::keyword("k3"))
            .run()
            .unwrap()
            .to_edn(),
    );
    assert_eq!(after[0], "new");
    assert_eq!(&after[1..], &before[..9]);
}

/// A cancelled token or a spent timeout stops the chunks as it stops a
/// plain run, and the database answers the next query.
#[test]
fn a_cancelled_or_timed_out_run_stops_and_leaves_the_database_usable() {
    let (items, _d, db) = big();
    let token = quiver::CancelToken::new();
    token.cancel();
    for options in [
        QueryOptions {
            prefer_index_order: true,
            cache_results: false,
            ..QueryOptions::cancelled_by(token.clone())
        },
        QueryOptions {
            prefer_index_order: true,
            cache_results: false,
            timeout: Some(std::time::Duration::ZERO),
            ..QueryOptions::default()
        },
    ] {
        let err = db
            .query(TOP_OF_KIND)
            .input(Value::keyword("k3"))
            .options(options)
            .run()
            .unwrap_err();
        assert!(err.to_string().contains("interrupted"), "{err}");
    }
    assert_top_of_kind_3(&db, &items);
}
