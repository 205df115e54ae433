//! `json`: one JSON value per form, on one line.
//!
//! Values map as `quiver_query::edn::json` says, keywords with their colon
//! (`":person/name"`, so they stay apart from strings):
//!
//! | EDN | JSON |
//! |---|---|
//! | `nil` | `null` |
//! | `true`/`false` | `true`/`false` |
//! | long | number |
//! | double, float | number (`3.0`); `##NaN`, `##Inf`, `##-Inf` as those strings |
//! | bigint `1N`, bigdec `1.5M`, ratio `1/3` | string of the number without suffix: `"1"`, `"1.5"`, `"1/3"` |
//! | string, character | string |
//! | keyword | string with the colon: `":person/name"` |
//! | symbol | string: `"?x"` |
//! | `#inst` | ISO 8601 string in UTC: `"2024-01-31T12:00:00.000Z"` |
//! | `#uuid` | string `"6ba7b810-…"` |
//! | `#bytes` | base64 string |
//! | list, vector, set | array (sets in EDN order) |
//! | map | object; keys: strings as is, keywords `":kw"`, others their EDN text |
//! | tagged `#tag v` | `{"#tag": v}` |
//!
//! Query results map like their EDN form: a relation is an array of arrays,
//! a collection an array, a scalar a value, a tuple an array, `:keys`
//! results an array of objects named by plain names (`{"age": 41}`,
//! `{"person/age": 41}` for `:keys person/age`), and empty scalars and
//! tuples `null`.

use quiver_query::Rows;
use quiver_query::edn::Value;
use quiver_query::edn::json::{self, KeywordText};
use serde_json::{Map, Value as Json};

use super::Outcome;
use crate::backend::QueryResult;

/// The outcome as one line of JSON.
pub fn render(outcome: &Outcome) -> String {
    let json = match outcome {
        Outcome::Query(q) => match &q.result {
            QueryResult::Maps { keys, rows } => maps(keys, rows),
            other => to_json(&other.to_value()),
        },
        Outcome::Value(v) => to_json(v),
        Outcome::Text(t) => Json::String(t.clone()),
    };
    format!("{json}\n")
}

/// Maps an EDN value to JSON (see the module docs).
pub fn to_json(value: &Value) -> Json {
    // Infallible with keywords written as EDN: a map whose keys would meet
    // is written with every key as EDN text.
    json::to_json(value, KeywordText::Edn).unwrap_or_else(|e| Json::String(e.to_string()))
}

/// `:keys`/`:strs`/`:syms` rows: objects keyed by the plain names (the
/// query's names are distinct, so the keys are too).
fn maps(keys: &[Value], rows: &Rows<Value>) -> Json {
    let names: Vec<String> = keys
        .iter()
        .map(|k| json::key_text(k, KeywordText::Name))
        .collect();
    Json::Array(
        rows.iter()
            .map(|row| {
                Json::Object(
                    names
                        .iter()
                        .cloned()
                        .zip(row.iter().map(to_json))
                        .collect::<Map<String, Json>>(),
                )
            })
            .collect(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::output::fixtures::{every_type, output, relation, row, v};
    use quiver_query::edn::Symbol;

    #[test]
    fn every_type_maps() {
        let lines: Vec<String> = every_type()
            .iter()
            .map(|value| format!("{value} => {}", to_json(value)))
            .collect();
        insta::assert_snapshot!(lines.join("\n"), @r###"
        nil => null
        true => true
        -42 => -42
        3.0 => 3.0
        ##NaN => "##NaN"
        12345678901234567890123N => "12345678901234567890123"
        1.50M => "1.50"
        \x => "x"
        "a \"quoted\", line\nbreak" => "a \"quoted\", line\nbreak"
        :person/name => ":person/name"
        sym => "sym"
        #inst "2024-01-31T12:00:00.000-00:00" => "2024-01-31T12:00:00.000Z"
        #uuid "6ba7b810-9dad-11d1-80b4-00c04fd430c8" => "6ba7b810-9dad-11d1-80b4-00c04fd430c8"
        [1 [2]] => [1,[2]]
        #{:a :b} => [":a",":b"]
        {3 4, "s" 2, :a 1} => {"3":4,":a":1,"s":2}
        #bytes "aGk=" => "aGk="
        "###);
    }

    #[test]
    fn query_results() {
        let rel = relation(&["?n", "?a"], &["[\"b\" 2]", "[\"a\" 1.0]"], false);
        assert_eq!(render(&Outcome::Query(rel)), "[[\"a\",1.0],[\"b\",2]]\n");
        let maps = output(
            &["?n"],
            QueryResult::Maps {
                keys: row("[:name]"),
                rows: vec![row("[\"Ivan\"]")].into(),
            },
        );
        assert_eq!(render(&Outcome::Query(maps)), "[{\"name\":\"Ivan\"}]\n");
        let namespaced = output(
            &["?a", "?b"],
            QueryResult::Maps {
                keys: row("[:x/id :y/id]"),
                rows: vec![row("[1 :k/w]")].into(),
            },
        );
        assert_eq!(
            render(&Outcome::Query(namespaced)),
            "[{\"x/id\":1,\"y/id\":\":k/w\"}]\n"
        );
        let none = output(&["?n"], QueryResult::Scalar(None));
        assert_eq!(render(&Outcome::Query(none)), "null\n");
        let tagged = Value::Tagged(std::sync::Arc::new((Symbol::parse("my/tag"), v("[1]"))));
        assert_eq!(render(&Outcome::Value(tagged)), "{\"#my/tag\":[1]}\n");
        assert_eq!(render(&Outcome::Text("a\nb".into())), "\"a\\nb\"\n");
    }
}
