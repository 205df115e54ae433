//! Table-driven tests for every query form and every validation error.
//! Outputs are insta snapshots: parsed queries print back canonically,
//! errors print as `source:line:col: message`.

use quiver_query::query::{
    Binding, Clause, FindElem, FindSpec, Input, RuleSet, parse_and_validate, parse_query,
    parse_rules, validate_rules,
};

/// One query per form; each must parse, validate and print canonically.
const QUERIES: &[(&str, &str)] = &[
    (
        "relation",
        "[:find ?e ?name :where [?e :person/name ?name]]",
    ),
    ("scalar", "[:find ?name . :where [_ :person/name ?name]]"),
    (
        "collection",
        "[:find [?name ...] :where [_ :person/name ?name]]",
    ),
    (
        "tuple",
        "[:find [?name ?age] :where [?e :name ?name] [?e :age ?age]]",
    ),
    ("map form", "{:find [?e] :in [$ ?n] :where [[?e :name ?n]]}"),
    (
        "keys",
        "[:find ?n ?a :keys name age :where [?e :name ?n] [?e :age ?a]]",
    ),
    ("strs", "[:find ?n :strs name :where [?e :name ?n]]"),
    ("syms", "[:find ?n :syms name :where [?e :name ?n]]"),
    (
        "with",
        "[:find (sum ?heads) :with ?m :where [?m :heads ?heads]]",
    ),
    (
        "in scalar",
        "[:find ?e :in $ ?name :where [?e :name ?name]]",
    ),
    (
        "in tuple",
        "[:find ?e :in $ [?name ?age] :where [?e :name ?name] [?e :age ?age]]",
    ),
    (
        "in collection",
        "[:find ?e :in $ [?name ...] :where [?e :name ?name]]",
    ),
    (
        "in relation",
        "[:find ?e :in $ [[?name _]] :where [?e :name ?name]]",
    ),
    (
        "in named sources",
        "[:find ?e :in $a $b :where [$a ?e :name ?n] [$b ?e :age _]]",
    ),
    (
        "pattern with a blank tx",
        "[:find ?e :where [?e :name \"x\" _]]",
    ),
    (
        "pattern constants",
        "[:find ?a :where [42 ?a #{1 2} _] [[:name \"x\"] :age 3]]",
    ),
    ("entity-only pattern", "[:find ?e :where [?e]]"),
    ("predicate", "[:find ?e :where [?e :age ?a] [(> ?a 10)]]"),
    (
        "function scalar",
        "[:find ?n2 :where [?e :age ?a] [(+ ?a 1) ?n2]]",
    ),
    (
        "function tuple",
        "[:find ?x ?y :where [?e :t ?t] [(untuple ?t) [?x ?y]]]",
    ),
    (
        "function collection",
        "[:find ?x :where [(ground [1 2 3]) [?x ...]]]",
    ),
    (
        "function relation",
        "[:find ?x ?y :where [(ground [[1 2] [3 4]]) [[?x ?y]]]]",
    ),
    (
        "database function",
        "[:find ?e ?v :where [?e :name] [(get-else $ ?e :age 0) ?v]]",
    ),
    (
        "fn from input",
        "[:find ?e :in $ ?pred :where [?e :age ?a] [(?pred ?a)]]",
    ),
    ("rule call", "[:find ?e :in $ % :where (adult ?e)]"),
    (
        "rule call with source",
        "[:find ?e :in $ % :where ($ adult ?e)]",
    ),
    (
        "not",
        "[:find ?e :where [?e :name] (not [?e :banned true])]",
    ),
    (
        "not-join",
        "[:find ?e :where [?e :name] (not-join [?e] [?f :friend ?e] [?f :banned true])]",
    ),
    (
        "or",
        "[:find ?e :where (or [?e :name \"a\"] [?e :name \"b\"])]",
    ),
    (
        "or with and",
        "[:find ?e :where (or (and [?e :name \"a\"] [?e :age ?a]) (and [?e :age ?a] [(> ?a 3)]))]",
    ),
    (
        "or-join",
        "[:find ?e :where [?e :name] (or-join [?e] [?e :x ?y] [?e :z _])]",
    ),
    (
        "or-join required",
        "[:find ?e :where [?e :name] (or-join [[?e] ?k] [?e :x ?k] [?e :z ?k])]",
    ),
    (
        "source or/not",
        "[:find ?e :in $ $2 :where [?e :a] ($2 not [?e :b]) ($2 or [?e :c] [?e :d])]",
    ),
    (
        "aggregates",
        "[:find (count ?e) (count-distinct ?n) (sum ?a) (avg ?a) (median ?a) (variance ?a) (stddev ?a) (distinct ?n) :where [?e :name ?n] [?e :age ?a]]",
    ),
    (
        "min max n",
        "[:find (min ?a) (max ?a) (min 3 ?a) (max 2 ?a) :where [_ :age ?a]]",
    ),
    (
        "rand sample",
        "[:find (rand ?a) (rand 5 ?a) (sample 3 ?a) :where [_ :age ?a]]",
    ),
    (
        "aggregate count from input",
        "[:find (sample ?n ?a) :in $ ?n :where [_ :age ?a]]",
    ),
    (
        "pull",
        "[:find (pull ?e [:name {:friends [:name]}]) :where [?e :name]]",
    ),
    (
        "pull with source and var pattern",
        "[:find (pull $ ?e ?p) :in $ ?p :where [?e :name]]",
    ),
    (
        "order-by vars",
        "[:find ?n ?a :where [?e :name ?n] [?e :age ?a] :order-by [?a :desc ?n]]",
    ),
    (
        "order-by columns",
        "[:find ?n ?a :where [?e :name ?n] [?e :age ?a] :order-by [1 :desc 0 :asc]]",
    ),
    (
        "order-by unwrapped",
        "[:find ?n :where [?e :name ?n] :order-by ?n :desc]",
    ),
    (
        "limit offset timeout",
        "[:find ?n :where [?e :name ?n] :limit 10 :offset 20 :timeout 5000]",
    ),
    (
        "map form options",
        "{:find [?n] :where [[?e :name ?n]] :order-by [?n] :limit 5 :offset 1}",
    ),
    (
        "comments and commas",
        "[:find ?n, ; names\n :where [?e :name ?n]]",
    ),
];

#[test]
fn queries_parse_and_print() {
    let rules = parse_rules("[[(adult ?e) [?e :age ?a] [(>= ?a 18)]]]").unwrap();
    let mut out = String::new();
    for (name, text) in QUERIES {
        let q = parse_and_validate(text, Some(&rules))
            .unwrap_or_else(|e| panic!("{name}: {text}: {e}"));
        let printed = q.to_string();
        // Printing is canonical: reparsing the output prints the same.
        let again =
            parse_query(&printed).unwrap_or_else(|e| panic!("{name}: reparse {printed}: {e}"));
        assert_eq!(again.to_string(), printed, "{name}");
        out.push_str(&format!("{name}:\n  {text}\n  => {printed}\n"));
    }
    insta::assert_snapshot!(out);
}

#[test]
fn structure_of_find_and_in() {
    let q =
        parse_query("[:find ?a . :in $ ?x [?y ...] [[?z _]] [?p ?q] % :where [?a :b ?x]]").unwrap();
    assert!(matches!(q.find, FindSpec::Scalar(FindElem::Var(_))));
    assert!(matches!(q.inputs[0], Input::Source(_)));
    assert!(matches!(q.inputs[1], Input::Binding(Binding::Scalar(_))));
    assert!(matches!(
        q.inputs[2],
        Input::Binding(Binding::Collection(..))
    ));
    assert!(matches!(q.inputs[3], Input::Binding(Binding::Relation(..))));
    assert!(matches!(q.inputs[4], Input::Binding(Binding::Tuple(..))));
    assert!(matches!(q.inputs[5], Input::Rules(_)));
    let q = parse_query("[:find ?e :where [?e :a ?v]]").unwrap();
    assert_eq!(q.inputs.len(), 1, "default :in is [$]");
    let Clause::Pattern(p) = &q.where_clauses[0] else {
        panic!()
    };
    assert_eq!(p.arity, 3);
    assert_eq!((p.span.start.line, p.span.start.col), (1, 18));
}

#[test]
fn rules_parse() {
    let text = "[[(ancestor ?a ?d) [?a :parent ?d]]
 [(ancestor ?a ?d) [?a :parent ?x] (ancestor ?x ?d)]
 [(adult [?e]) [?e :age ?a] [(>= ?a 18)]]]";
    let rules: RuleSet = parse_rules(text).unwrap();
    validate_rules(&rules, "rules").unwrap();
    assert_eq!(rules.bodies("ancestor").count(), 2);
    assert_eq!(rules.arity("adult"), Some(1));
    assert_eq!(rules.rules[2].vars.required.len(), 1);
    insta::assert_snapshot!(rules.to_string());
}

/// (name, query, rules) that must fail; the message is snapshotted.
const ERRORS: &[(&str, &str, Option<&str>)] = &[
    (
        "unbound find var",
        "[:find ?age\n :where [?e :name ?n]]",
        None,
    ),
    (
        "unbound var on line 4",
        "[:find ?n\n :where\n   [?e :name ?n]\n   [(> ?age 3)]]",
        None,
    ),
    (
        "unbound find var map form",
        "{:find [?n ?x] :where [[?e :name ?n]]}",
        None,
    ),
    (
        "unbound predicate arg",
        "[:find ?e :where [?e :age ?a] [(> ?b 10)]]",
        None,
    ),
    (
        "unbound function arg",
        "[:find ?e :where [?e :age ?a] [(+ ?b 1) ?c]]",
        None,
    ),
    (
        "duplicate :in var",
        "[:find ?e :in $ ?x ?x :where [?e :a ?x]]",
        None,
    ),
    (
        "duplicate :in var in tuple",
        "[:find ?e :in $ [?x ?y] [?y ...] :where [?e :a ?x]]",
        None,
    ),
    (
        "duplicate source",
        "[:find ?e :in $ $ :where [?e :a]]",
        None,
    ),
    (
        "or branches differ",
        "[:find ?e :where [?e :a] (or [?e :name ?n] [?e :age ?a])]",
        None,
    ),
    (
        "not shares nothing",
        "[:find ?e :where [?e :a] (not [?x :banned true])]",
        None,
    ),
    (
        "not-join var unbound",
        "[:find ?e :where [?e :a] (not-join [?z] [?z :banned true])]",
        None,
    ),
    (
        "rule arity",
        "[:find ?e :in $ % :where (adult ?e ?x)]",
        Some("[[(adult ?e) [?e :age ?a]]]"),
    ),
    (
        "unknown rule",
        "[:find ?e :in $ % :where (adlt ?e)]",
        Some("[[(adult ?e) [?e :age ?a]]]"),
    ),
    (
        "rule call without %",
        "[:find ?e :where [?e :a] (adult ?e)]",
        None,
    ),
    (
        "unknown aggregate",
        "[:find (cuont ?e) :where [?e :a]]",
        None,
    ),
    (
        "unknown aggregate no hint",
        "[:find (frobnicate ?e) :where [?e :a]]",
        None,
    ),
    (
        "unknown function",
        "[:find ?e :where [?e :a ?s] [(starts-with? ?s \"x\")]]",
        None,
    ),
    (
        "unknown function typo",
        "[:find ?e :where [?e :a ?s] [(cont ?s) ?n]]",
        None,
    ),
    (
        "function arity",
        "[:find ?e :where [?e :a ?s] [(subs ?s) ?t]]",
        None,
    ),
    (
        "unused :with",
        "[:find (count ?e) :with ?z :where [?e :a]]",
        None,
    ),
    (
        "order-by non-find var",
        "[:find ?e :where [?e :a ?v] :order-by [?v]]",
        None,
    ),
    (
        "order-by column out of range",
        "[:find ?e :where [?e :a ?v] :order-by [3]]",
        None,
    ),
    ("unknown source", "[:find ?e :where [$db ?e :a]]", None),
    ("missing :find", "[:where [?e :a]]", None),
    ("unknown key", "[:find ?e :wher [?e :a]]", None),
    (
        "keys name as keyword",
        "[:find ?e :keys :e :where [?e :a]]",
        None,
    ),
    (
        "duplicate key",
        "[:find ?e :where [?e :a] :limit 1 :limit 2]",
        None,
    ),
    ("not a query", "(:find ?e)", None),
    (
        "keys count mismatch",
        "[:find ?e ?v :keys a :where [?e :a ?v]]",
        None,
    ),
    ("bad find element", "[:find :e :where [?e :a]]", None),
    (
        "bad aggregate args",
        "[:find (sum 3 ?x) :where [?e :a ?x]]",
        None,
    ),
    (
        "sample needs n",
        "[:find (sample ?x) :where [?e :a ?x]]",
        None,
    ),
    (
        "bad symbol in pattern",
        "[:find ?e :where [?e name ?n]]",
        None,
    ),
    ("empty pattern", "[:find ?e :where []]", None),
    (
        "nested call with an unknown function",
        "[:find ?x :where [?e :a ?a] [(+ (tripple ?a) 1) ?x]]",
        None,
    ),
    ("clause not a vector", "[:find ?e :where ?e]", None),
    ("and outside or", "[:find ?e :where (and [?e :a])]", None),
    (
        "not-join without vars",
        "[:find ?e :where [?e :a] (not-join ?e [?e :b])]",
        None,
    ),
    (
        "or-join bad vars",
        "[:find ?e :where [?e :a] (or-join ?e [?e :b])]",
        None,
    ),
    ("bad binding", "[:find ?e :where [(ground 1) :x]]", None),
    (
        "negative offset",
        "[:find ?e :where [?e :a] :offset -1]",
        None,
    ),
    (
        "limit two values",
        "[:find ?e :where [?e :a] :limit 1 2]",
        None,
    ),
    (
        "bad order-by item",
        "[:find ?e :where [?e :a] :order-by [\"x\"]]",
        None,
    ),
    ("syntax error", "[:find ?e :where [?e :a]", None),
    (
        "syntax error line 3",
        "[:find ?e\n :where\n [?e :a \"unterminated]]",
        None,
    ),
    (
        "bad pull",
        "[:find (pull ?e [:a (:b :limt 3)]) :where [?e :a]]",
        None,
    ),
    (
        "pull var not in :in",
        "[:find (pull ?e ?p) :where [?e :a]]",
        None,
    ),
    (
        "aggregate n var not in :in",
        "[:find (max ?n ?a) :where [?e :a ?a] [?e :n ?n]]",
        None,
    ),
    (
        "a near name ending in ? is quoted",
        "[:find ?x :where [?e :a ?x] [(evn? ?x)]]",
        None,
    ),
    (
        "a rule set named other than % (D-903)",
        "[:find ?x :in $ %a :where [?e :a ?x]]",
        None,
    ),
];

#[test]
fn query_errors() {
    let mut out = String::new();
    for (name, text, rules) in ERRORS {
        let rules = rules.map(|r| parse_rules(r).unwrap());
        let err = match parse_and_validate(text, rules.as_ref()) {
            Ok(q) => panic!("{name}: expected an error, parsed {q}"),
            Err(e) => e,
        };
        out.push_str(&format!("{name}: {err}\n"));
    }
    insta::assert_snapshot!(out);
}

const RULE_ERRORS: &[(&str, &str)] = &[
    (
        "arity mismatch between bodies",
        "[[(r ?a) [?a :x]] [(r ?a ?b) [?a :x ?b]]]",
    ),
    ("unknown rule in body", "[[(r ?a) (q ?a)]]"),
    ("not a vector", "(r ?a)"),
    ("no body", "[[(r ?a)]]"),
    ("head not a list", "[[r ?a] [?a :x]]"),
    ("bad rule name", "[[(not ?a) [?a :x]]]"),
    ("duplicate head var", "[[(r ?a ?a) [?a :x]]]"),
    ("unknown fn in body", "[[(r ?a) [?a :x ?v] [(gt ?v 1)]]]"),
    (
        "unbound predicate var in body",
        "[[(r ?a) [?a :x] [(> ?z 1)]]]",
    ),
];

#[test]
fn head_variables_a_body_only_tests_are_allowed() {
    // The caller must bind them (the planner makes them required).
    for text in [
        "[[(r ?a ?b) [?a :x]]]",
        "[[(adult ?a) [(>= ?a 18)]]]",
        "[[(lonely ?e) (not [?e :friend _])]]",
    ] {
        let rules = parse_rules(text).unwrap();
        validate_rules(&rules, "rules").unwrap_or_else(|e| panic!("{text}: {e}"));
    }
}

#[test]
fn rule_errors() {
    let mut out = String::new();
    for (name, text) in RULE_ERRORS {
        let err = match parse_rules(text) {
            Ok(rules) => match validate_rules(&rules, "rules") {
                Ok(()) => panic!("{name}: expected an error"),
                Err(e) => e,
            },
            Err(e) => e,
        };
        out.push_str(&format!("{name}: {err}\n"));
    }
    insta::assert_snapshot!(out);
}

#[test]
fn source_name_and_base_position() {
    use quiver_query::Pos;
    use quiver_query::edn::ReadOptions;
    use quiver_query::query::parse_and_validate_with;
    let opts = ReadOptions::new().source("queries.edn").base(Pos {
        offset: 100,
        line: 10,
        col: 5,
    });
    let err = parse_and_validate_with("[:find ?x :where [?e :a ?v]]", None, &opts).unwrap_err();
    assert_eq!(
        err.to_string(),
        "queries.edn:10:12: variable ?x is used in :find but never bound in :where"
    );
    let err = parse_and_validate("[:find ?x\n :where [?e :a ?v]]", None)
        .unwrap_err()
        .with_source("file.edn");
    assert_eq!(err.location().unwrap().pos.line, 1);
    assert!(err.to_string().starts_with("file.edn:1:8:"));
}

/// A pattern's positions after the value are read (any number of them):
/// on a collection source they match by index, and on a database they
/// are refused when run, where the source is known (D-941;
/// `engine/tests/datalevin_parity.rs::positions_after_the_value_match_a_collection_by_index`).
/// A variable in both `:find` and `:with` is an error, as in Datalevin.
#[test]
fn positions_after_the_value_are_read_and_find_with_overlap_is_refused() {
    use quiver_query::query::ast::{Clause, Term};
    use quiver_query::query::parse_and_validate;
    let q = parse_and_validate("[:find ?v ?op :where [?e :name ?v ?tx ?op 7]]", None).unwrap();
    let Clause::Pattern(p) = &q.where_clauses[0] else {
        panic!("{:?}", q.where_clauses[0]);
    };
    assert_eq!(p.arity, 6);
    assert_eq!(p.more.len(), 2);
    assert!(matches!(&p.tx, Term::Var(v) if v.as_str() == "?tx"));
    assert_eq!(
        p.beyond_value()
            .map(ToString::to_string)
            .collect::<Vec<_>>(),
        ["?tx", "?op", "7"]
    );
    assert_eq!(q.where_clauses[0].to_string(), "[?e :name ?v ?tx ?op 7]");
    let blank = parse_and_validate("[:find ?v :where [?e :name ?v _]]", None).unwrap();
    let Clause::Pattern(p) = &blank.where_clauses[0] else {
        panic!()
    };
    assert_eq!(p.beyond_value().count(), 0);
    let err = parse_and_validate("[:find ?e ?v :with ?v :where [?e :name ?v]]", None)
        .unwrap_err()
        .to_string();
    assert!(
        err.contains(":find and :with should not use same variables"),
        "{err}"
    );
}

/// A name repeated in `:keys`/`:strs`/`:syms` is refused at the name
/// (the result maps would keep one of the two columns; D-938).
#[test]
fn a_return_map_name_given_twice_is_refused() {
    for (text, col) in [
        ("[:find ?a ?b :keys x x :where [?a :p ?b]]", 22),
        ("[:find ?a ?b :strs x \"x\" :where [?a :p ?b]]", 22),
        ("[:find ?a ?b :syms x x :where [?a :p ?b]]", 22),
    ] {
        let e = parse_query(text).expect_err(text).to_string();
        assert!(e.contains("x is named twice in :"), "{text}: {e}");
        assert!(e.contains(&format!("1:{col}")), "{text}: {e}");
    }
    assert!(parse_query("[:find ?a ?b :keys x y :where [?a :p ?b]]").is_ok());
}

/// D-946 (sixty-ninth corpus): `:order-by []` orders by nothing, as
/// Datalevin reads an empty sort key; a key given twice is refused at its
/// second place, as Datalevin refuses it (`Repeated :order-by
/// variables`), for variables and column indexes alike.
#[test]
fn an_empty_order_by_is_none_and_a_repeated_key_is_refused() {
    use quiver_query::query::parse_and_validate;
    let q = parse_and_validate("[:find ?n :where [?e :a/n ?n] :order-by []]", None).unwrap();
    assert!(q.order_by.is_empty());
    // Written, so the answer is a sequence, as Datalevin's (D-946).
    assert!(q.ordered);
    for (text, col) in [
        (
            "[:find ?n ?v :where [?e :a/n ?n] [?e :a/v ?v] :order-by [?v ?v :desc]]",
            61,
        ),
        ("[:find ?n :where [?e :a/n ?n] :order-by [0 0]]", 44),
        (
            "[:find ?n ?v :where [?e :a/n ?n] [?e :a/v ?v] :order-by [?v :desc] [?v]]",
            68,
        ),
    ] {
        let err = parse_and_validate(text, None).unwrap_err().to_string();
        assert!(err.contains("repeated :order-by key"), "{text}: {err}");
        assert!(err.starts_with(&format!("query:1:{col}:")), "{text}: {err}");
    }
    assert!(parse_and_validate("[:find ?n :where [?e :a/n ?n] :order-by]", None).is_err());
}
