//! Datalevin's database API as forms of the shipped binary (#22): index
//! access (`datoms`, `seek-datoms`, `rseek-datoms`, `index-range`,
//! `count-datoms`, `cardinality`, bounded by `:limit`/`:offset` or a
//! default cap that says so) and entity navigation (`(entity EID ATTR)`
//! with reverse references, `touch`).

use crate::piped;
use piped::quiver_with_input;

/// Runs `quiver run --format edn -` on `script` against a fresh database;
/// returns (status, stdout, stderr).
fn run(script: &str) -> (i32, String, String) {
    quiver_with_input(&["run", "--format", "edn", "-"], script.as_bytes())
}

const PEOPLE: &str = r#"
(transact [{:db/ident :person/name :db/valueType :db.type/string :db/unique :db.unique/identity}
           {:db/ident :person/age :db/valueType :db.type/long}
           {:db/ident :person/manager :db/valueType :db.type/ref}
           {:db/ident :person/address :db/valueType :db.type/ref :db/isComponent true}
           {:db/ident :address/street :db/valueType :db.type/string}
           {:db/ident :person/tags :db/cardinality :db.cardinality/many}])
(transact [{:db/id "a" :person/name "Ann" :person/age 40 :person/tags ["x" "y"]
            :person/address {:address/street "Main"}}
           {:person/name "Bo" :person/age 25 :person/manager "a"}
           {:person/name "Cy" :person/age 31 :person/manager "a"}])
"#;

/// The lines of stdout after the two transactions.
fn outputs(forms: &str) -> (Vec<String>, String) {
    let (status, out, err) = run(&format!("{PEOPLE}{forms}"));
    assert_eq!(status, 0, "{err}");
    let lines: Vec<String> = out.lines().skip(2).map(str::to_string).collect();
    (lines, err)
}

#[test]
fn index_forms_read_eav_and_ave_by_any_prefix() {
    let (lines, err) = outputs(
        r#"
(datoms :eav [:person/name "Ann"])
(datoms :eav [:person/name "Ann"] :person/tags)
(datoms :eav [:person/name "Ann"] :person/tags "y")
(datoms :ave :person/age)
(datoms :avet :person/age 25)
(datoms :ave :person/manager [:person/name "Ann"])
(seek-datoms :ave :person/age 26)
(rseek-datoms :ave :person/age 31 :limit 3)
(index-range :person/age 20 35)
(index-range :person/age 31 nil)
(index-range :person/age nil nil :limit 1 :offset 1)
(count-datoms nil :person/age nil)
(count-datoms [:person/name "Ann"] nil nil)
(count-datoms nil :person/manager [:person/name "Ann"])
(count-datoms nil :person/unknown nil)
(cardinality :person/age)
(cardinality :person/manager)
"#,
    );
    assert_eq!(err, "");
    insta::assert_snapshot!("index_forms", lines.join("\n"));
}

#[test]
fn counts_agree_with_the_datoms_they_count() {
    let (lines, _) = outputs(
        r#"
(datoms :ave :person/age :limit 1000)
(count-datoms nil :person/age nil)
(datoms :eav [:person/name "Ann"] :limit 1000)
(count-datoms [:person/name "Ann"] nil nil)
"#,
    );
    let datoms = |l: &str| quiver_query::edn::read(l).unwrap().to_value();
    let n = |l: &str| l.parse::<usize>().unwrap();
    let count_of = |v: quiver_query::edn::Value| match v {
        quiver_query::edn::Value::Vector(items) => items.len(),
        other => panic!("not a vector: {other}"),
    };
    assert_eq!(count_of(datoms(&lines[0])), n(&lines[1]));
    assert_eq!(count_of(datoms(&lines[2])), n(&lines[3]));
    assert_eq!(
        n(&lines[3]),
        5,
        "name, age, address and two tags: {lines:?}"
    );
}

#[test]
fn output_without_a_limit_is_capped_and_says_so() {
    let mut script =
        String::from("(transact [{:db/ident :n :db/valueType :db.type/long}])\n(transact [");
    for i in 1..=150 {
        script.push_str(&format!("{{:n {i}}} "));
    }
    script.push_str("])\n(datoms :ave :n)\n(datoms :ave :n :offset 100)\n(datoms :ave :n :limit 120)\n(datoms :ave :n :offset 148 :limit 5)\n");
    let (status, out, err) = run(&script);
    assert_eq!(status, 0, "{err}");
    let lens: Vec<usize> = out
        .lines()
        .skip(2)
        .map(|l| match quiver_query::edn::read(l).unwrap().to_value() {
            quiver_query::edn::Value::Vector(items) => items.len(),
            other => panic!("{other}"),
        })
        .collect();
    assert_eq!(lens, [100, 50, 120, 2]);
    // Only the capped read says there is more, and how to see it.
    assert_eq!(
        err,
        "note: showing 100 datoms from offset 0, there are more: add :limit N for more at once, or :offset 100 for the next ones\n"
    );
    assert!(out.lines().nth(3).unwrap().starts_with("[[101 :n 101] "));
}

#[test]
fn index_forms_refuse_bad_arguments_where_they_are() {
    let (status, _, err) = run(r#"(datoms :vae 1)
(datoms :eav 1 :a 2 3)
(datoms :eav nil :person/age)
(datoms :ave :n :limit -1)
(index-range :n 3)
(count-datoms "x" nil nil)
(cardinality "age")
(entity 1 "name")
(touch)
(datoms)
"#);
    assert_eq!(status, 1);
    insta::assert_snapshot!("index_form_errors", err);
}

#[test]
fn entity_navigation_follows_refs_both_ways_and_touches() {
    let (lines, err) = outputs(
        r#"
(entity [:person/name "Ann"] :person/_manager)
(entity [:person/name "Bo"] :person/manager)
(entity [:person/name "Ann"] :person/tags)
(entity [:person/name "Ann"] :person/age)
(entity [:person/name "Ann"] :person/unknown)
(entity [:person/name "Bo"] :person/_manager)
(touch [:person/name "Ann"])
(touch [:person/name "Nobody"])
"#,
    );
    assert_eq!(err, "");
    insta::assert_snapshot!("entity_navigation", lines.join("\n"));
}

#[test]
fn a_reverse_component_attribute_names_its_one_owner() {
    let (lines, _) = outputs(
        r#"
(q [:find ?a . :where [_ :person/address ?a]])
"#,
    );
    let address = &lines[0];
    let (status, out, err) = run(&format!(
        "{PEOPLE}(entity {address} :person/_address)\n(entity {address} :address/street)\n"
    ));
    assert_eq!(status, 0, "{err}");
    let got: Vec<&str> = out.lines().skip(2).collect();
    assert_eq!(got, ["{:db/id 1}", "\"Main\""]);
}

#[test]
fn with_runs_a_read_form_on_a_transaction_never_committed() {
    let (lines, err) = outputs(
        r#"
(with [{:person/name "Dee" :person/age 52 :person/manager [:person/name "Ann"]}]
      [:find [?n ...] :where [?e :person/manager ?m] [?e :person/name ?n]])
[:find [?n ...] :where [?e :person/manager ?m] [?e :person/name ?n]]
(with [[:db/retractEntity [:person/name "Bo"]]] (entity [:person/name "Ann"] :person/_manager))
(with [{:person/name "Dee"}] (pull [:person/name] [:person/name "Dee"]))
(pull [:person/name] [:person/name "Dee"])
(with [{:person/name "Dee" :person/age 52}] (count-datoms nil :person/age nil))
(count-datoms nil :person/age nil)
(with [] (q [:find ?a . :in $ ?n :where [?e :person/name ?n] [?e :person/age ?a]] $ "Bo"))
"#,
    );
    assert_eq!(err, "");
    let sorted = |l: &str| {
        let mut v: Vec<String> = match quiver_query::edn::read(l).unwrap().to_value() {
            quiver_query::edn::Value::Vector(items) => {
                items.iter().map(|i| i.to_string()).collect()
            }
            other => panic!("{other}"),
        };
        v.sort();
        v
    };
    assert_eq!(sorted(&lines[0]), ["\"Bo\"", "\"Cy\"", "\"Dee\""]);
    assert_eq!(
        sorted(&lines[1]),
        ["\"Bo\"", "\"Cy\""],
        "nothing was committed"
    );
    assert_eq!(lines[2], "#{{:db/id 4}}");
    assert_eq!(lines[3], "{:person/name \"Dee\"}");
    assert_eq!(lines[4], "nil");
    assert_eq!(lines[5], "4");
    assert_eq!(lines[6], "3");
    assert_eq!(lines[7], "25");
}

#[test]
fn with_refuses_writes_inside_and_bad_tx_data_where_they_are() {
    let (status, _, err) = run(&format!(
        "{PEOPLE}(with [{{:person/name 3}}] [:find ?e :where [?e :person/name]])\n(with [] (transact [{{:a 1}}]))\n(with [])\n(count-datoms nil :person/name nil)\n"
    ));
    assert_eq!(status, 1);
    let errors: Vec<&str> = err.lines().filter(|l| l.starts_with("error: ")).collect();
    assert_eq!(
        errors,
        [
            "error: <stdin>:12:8: transaction item 0, attribute :person/name, value 3: expected a value of type :db.type/string, got :db.type/long",
            "error: <stdin>:13:10: (with TX-DATA FORM) runs a read form (a query, pull, entity, datoms …) on the result; transact, update-schema, import and with are not read forms",
            "error: <stdin>:14:1: (with TX-DATA FORM) takes 2 argument(s) but 1 given",
        ]
    );
}

#[test]
fn explain_plans_a_with_query_on_the_copy() {
    let (code, text, _) = quiver_with_input(
        &["explain", "-"],
        b"(transact [{:db/ident :a :db/valueType :db.type/long}])\n(with [{:a 1} {:a 1}] [:find ?e :where [?e :a 1]])\n",
    );
    assert_eq!(code, 0, "{text}");
    // The plan is the copy's: the two datoms the transaction added count.
    assert!(text.starts_with(";; <stdin>:2:1\n"), "{text}");
    assert!(text.contains("(count 2)"), "{text}");
}
