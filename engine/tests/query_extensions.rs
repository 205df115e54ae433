//! Datalevin's query extensions and forms it accepts (#11): arithmetic
//! over aggregates in `:find`, `:having`, `apply`, symbols as values, and
//! `or` branches that differ only in `:in` variables.

use crate::common;
use crate::queries;

use queries::{edn, ok, q};

use quiver::Db;
use quiver_query::edn::Value;

fn db() -> (tempfile::TempDir, Db) {
    let (dir, db) = common::temp_db();
    db.transact_edn(
        r#"[{:db/ident :team :db/valueType :db.type/keyword}
            {:db/ident :score :db/valueType :db.type/long}
            {:db/ident :price :db/valueType :db.type/double}]"#,
    )
    .unwrap();
    db.transact_edn(
        r#"[{:team :red :score 1} {:team :red :score 5} {:team :red :score 9}
            {:team :blue :score 2} {:team :blue :score 4}
            {:team :green :score 7}
            {:price 10.0 :kind gamma} {:kind delta}]"#,
    )
    .unwrap();
    (dir, db)
}

#[test]
fn arithmetic_over_aggregates_in_find() {
    let (_d, db) = db();
    assert_eq!(
        ok(&db, "[:find ?t (* 2 (count ?e)) :where [?e :team ?t]]", &[]),
        edn("#{[:red 6] [:blue 4] [:green 2]}")
    );
    // Two aggregates in one expression, nested calls, a constant.
    assert_eq!(
        ok(
            &db,
            "[:find ?t (+ 100 (- (max ?s) (min ?s))) :where [?e :team ?t] [?e :score ?s]]",
            &[]
        ),
        edn("#{[:red 108] [:blue 102] [:green 100]}")
    );
    assert_eq!(
        ok(
            &db,
            "[:find (/ (sum ?s) (count ?e)) . :where [?e :score ?s]]",
            &[]
        ),
        edn("14/3")
    );
    // A function of grouping variables only.
    assert_eq!(
        ok(&db, "[:find (str ?t \"!\") :where [?e :team ?t]]", &[]),
        edn(r#"#{[":red!"] [":blue!"] [":green!"]}"#)
    );
    // An unknown function is still an unknown aggregate.
    let e = q(
        &db,
        "[:find (frobnicate (count ?e)) :where [?e :team]]",
        &[],
    )
    .unwrap_err();
    assert!(e.contains("unknown aggregate frobnicate"), "{e}");
}

#[test]
fn having_filters_groups() {
    let (_d, db) = db();
    assert_eq!(
        ok(
            &db,
            "[:find ?t (count ?e) :where [?e :team ?t] :having [(>= (count ?e) 2)]]",
            &[]
        ),
        edn("#{[:red 3] [:blue 2]}")
    );
    // An aggregate not in :find, and a test of a grouping variable.
    assert_eq!(
        ok(
            &db,
            "[:find ?t :where [?e :team ?t] [?e :score ?s] :having [(> (sum ?s) 6)] [(not= ?t :green)]]",
            &[]
        ),
        edn("#{[:red]}")
    );
    // Several tests: all must hold.
    assert_eq!(
        ok(
            &db,
            "[:find ?t :where [?e :team ?t] [?e :score ?s] :having [(> (max ?s) 4)] [(< (min ?s) 2)]]",
            &[]
        ),
        edn("#{[:red]}")
    );
    // A non-:find variable in :having is an error with its position.
    let e = q(
        &db,
        "[:find ?t :where [?e :team ?t] :having [(> ?e 1)]]",
        &[],
    )
    .unwrap_err();
    assert!(e.contains("?e in :having is not a :find variable"), "{e}");
}

#[test]
fn apply_calls_a_built_in_on_a_collection() {
    let (_d, db) = db();
    assert_eq!(
        ok(
            &db,
            "[:find ?s . :where [(ground [1 2 3]) ?c] [(apply + ?c) ?s]]",
            &[]
        ),
        edn("6")
    );
    assert_eq!(
        ok(
            &db,
            "[:find ?s . :where [(ground [\"b\" \"c\"]) ?c] [(apply str \"a\" ?c) ?s]]",
            &[]
        ),
        edn(r#""abc""#)
    );
    assert_eq!(
        ok(
            &db,
            "[:find ?m . :in ?c :where [(apply max ?c) ?m]]",
            &["[3 9 4]"]
        ),
        edn("9")
    );
    // A database function cannot be applied.
    let e = q(
        &db,
        "[:find ?s . :where [(ground [1]) ?c] [(apply get-else ?c) ?s]]",
        &[],
    )
    .unwrap_err();
    assert!(e.contains("get-else is not a built-in function"), "{e}");
}

#[test]
fn symbols_are_values_in_patterns() {
    let (_d, db) = db();
    assert_eq!(
        ok(
            &db,
            "[:find ?p . :where [?e :kind gamma] [?e :price ?p]]",
            &[]
        ),
        edn("10.0")
    );
    assert_eq!(
        ok(&db, "[:find ?k :where [_ :kind ?k]]", &[]),
        edn("#{[gamma] [delta]}")
    );
    assert_eq!(
        ok(
            &db,
            "[:find (count ?e) . :where [?e :kind ?k] [(= ?k (quote delta))]]",
            &[]
        ),
        edn("1")
    );
    // A source in the wrong place is still an error.
    let e = q(&db, "[:find ?e :in $ $b :where [?e :kind $b]]", &["[]"]).unwrap_err();
    assert!(e.contains("unexpected source $b"), "{e}");
}

#[test]
fn or_branches_may_differ_in_in_variables() {
    let (_d, db) = db();
    let text = "[:find ?e :in $ ?s ?p :where (or [?e :score ?s] [?e :price ?p])]";
    let both = ok(&db, text, &["9", "10.0"]);
    let n = match &both {
        Value::Set(s) => s.len(),
        other => panic!("{other}"),
    };
    assert_eq!(n, 2, "{both}");
    // With a collection input, each branch sees each value.
    assert_eq!(
        ok(
            &db,
            "[:find (count ?e) . :in $ [?s ...] :where (or [?e :score ?s] [?e :team :green])]",
            &["[1 2]"]
        ),
        edn("3")
    );
    // Branches differing in a :where variable are still an error.
    let e = q(
        &db,
        "[:find ?e :where (or [?e :score ?s] [?e :price ?p])]",
        &[],
    )
    .unwrap_err();
    assert!(e.contains("must use the same variables"), "{e}");
}

#[test]
fn one_variable_in_two_positions_means_equal_values() {
    let (_d, db) = common::temp_db();
    db.transact_edn(
        "[{:db/ident :likes :db/valueType :db.type/ref :db/cardinality :db.cardinality/many}]",
    )
    .unwrap();
    db.transact_edn(
        r#"[{:db/id "a" :likes ["a" "b"]} {:db/id "b" :likes "a"} {:db/id "c" :likes "c"}]"#,
    )
    .unwrap();
    assert_eq!(
        ok(&db, "[:find ?e :where [?e :likes ?e]]", &[]),
        edn("#{[1] [3]}")
    );
    assert_eq!(
        ok(
            &db,
            "[:find ?e :where [?e :likes ?x] [?x :likes ?e] [(not= ?e ?x)]]",
            &[]
        ),
        edn("#{[1] [2]}")
    );
}

#[test]
fn a_function_input_names_a_built_in() {
    let (_d, db) = db();
    assert_eq!(
        ok(
            &db,
            "[:find ?s :in $ ?f :where [?e :score ?s] [(?f ?s)]]",
            &["even?"]
        ),
        edn("#{[2] [4]}")
    );
    assert_eq!(
        ok(&db, "[:find ?t . :in $ ?f :where [(?f 2 3) ?t]]", &["*"]),
        edn("6")
    );
    let e = q(
        &db,
        "[:find ?s :in $ ?f :where [?e :score ?s] [(?f ?s)]]",
        &["3"],
    )
    .unwrap_err();
    assert!(
        e.contains("?f must be given a function (a built-in's name"),
        "{e}"
    );
    let e = q(
        &db,
        "[:find ?s :in $ ?f :where [?e :score ?s] [(?f ?s)]]",
        &["frob"],
    )
    .unwrap_err();
    assert!(e.contains("unknown function frob"), "{e}");
}

#[test]
fn vectors_maps_and_sets_on_untyped_attributes_are_values() {
    let (_d, db) = common::temp_db();
    db.transact_edn("[{:db/ident :tags :db/cardinality :db.cardinality/many}]")
        .unwrap();
    db.transact_edn(
        r#"[[:db/add "a" :shape [1 2]] [:db/add "a" :props {:w 3 :h [4 5]}] [:db/add "a" :set #{1 "x"}]
            {:db/id "b" :shape [1 "x" :k] :props {:w 9} :set #{} :tags #{:red :blue}}]"#,
    )
    .unwrap();
    // Stored as written, read back as the same kind of value.
    assert_eq!(
        ok(
            &db,
            "[:find ?p ?s :where [?e :shape [1 2]] [?e :props ?p] [?e :set ?s]]",
            &[]
        ),
        edn(r#"#{[{:h [4 5] :w 3} #{1 "x"}]}"#)
    );
    // Matched by equality: as constants (any key or element order) and as inputs.
    assert_eq!(
        ok(&db, "[:find ?e :where [?e :props {:h [4 5] :w 3}]]", &[]),
        edn("#{[1]}")
    );
    assert_eq!(
        ok(&db, r#"[:find ?e :where [?e :set #{"x" 1}]]"#, &[]),
        edn("#{[1]}")
    );
    assert_eq!(
        ok(
            &db,
            "[:find ?e :in $ ?p :where [?e :props ?p]]",
            &["{:w 9}"]
        ),
        edn("#{[2]}")
    );
    assert_eq!(
        ok(
            &db,
            "[:find ?e :in $ ?s :where [?e :shape ?s]]",
            &["[1 \"x\" :k]"]
        ),
        edn("#{[2]}")
    );
    assert_eq!(
        ok(&db, "[:find ?e :where [?e :set #{}]]", &[]),
        edn("#{[2]}")
    );
    // A map is not an entity here: no entity was created for it.
    assert_eq!(
        ok(&db, "[:find (count ?e) . :where [?e _ _]]", &[]),
        edn("2")
    );
    // Functions see the collection.
    assert_eq!(
        ok(
            &db,
            "[:find ?w :where [?e :props ?p] [(get ?p :w) ?w]]",
            &[]
        ),
        edn("#{[3] [9]}")
    );
    // A cardinality-many untyped attribute still takes a set as several values.
    assert_eq!(
        ok(&db, "[:find ?t :where [?e :tags ?t]]", &[]),
        edn("#{[:red] [:blue]}")
    );
    // A typed attribute still refuses a map.
    db.transact_edn("[{:db/ident :n :db/valueType :db.type/long}]")
        .unwrap();
    assert!(db.transact_edn("[{:n {:a 1}}]").is_err());
    // Nesting deeper than the decoder reads is refused when written, so the
    // database stays readable (a 40-deep map was once stored, then every
    // scan over it failed).
    let deep = format!("{}1{}", "{:a ".repeat(40), "}".repeat(40));
    let e = db
        .transact_edn(&format!("[[:db/add 1 :props2 {deep}]]"))
        .unwrap_err()
        .to_string();
    assert!(e.contains("may nest at most 32 levels"), "{e}");
    assert_eq!(
        ok(&db, "[:find (count ?e) . :where [?e _ _]]", &[]),
        edn("2")
    );
}

// D-844: `median` is Clojure's: the middle value, or `(/ (+ a b) 2)` of
// the middle two — a ratio for longs that do not divide, an integer when
// they do, a double for doubles.
#[test]
fn median_follows_clojure() {
    let (_d, db) = db();
    assert_eq!(
        ok(
            &db,
            "[:find ?t (median ?s) :where [?e :team ?t] [?e :score ?s]]",
            &[]
        ),
        edn("#{[:red 5] [:blue 3] [:green 7]}")
    );
    db.transact_edn("[{:team :blue :score 9} {:team :green :score 8}]")
        .unwrap();
    assert_eq!(
        ok(
            &db,
            "[:find ?t (median ?s) :where [?e :team ?t] [?e :score ?s]]",
            &[]
        ),
        edn("#{[:red 5] [:blue 4] [:green 15/2]}")
    );
    db.transact_edn("[{:team :gold :price 1.0} {:team :gold :price 2.0}]")
        .unwrap();
    assert_eq!(
        ok(
            &db,
            "[:find (median ?p) . :where [?e :team :gold] [?e :price ?p]]",
            &[]
        ),
        edn("1.5")
    );
}
