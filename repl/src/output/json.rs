//! `json`: one JSON value per form, on one line.
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
//! results an array of objects, and empty scalars and tuples `null`.

use quiver_query::edn::{Value, format_inst};
use serde_json::{Map, Number, Value as Json};

use super::Outcome;

/// The outcome as one line of JSON.
pub fn render(outcome: &Outcome) -> String {
    let json = match outcome {
        Outcome::Query(q) => to_json(&q.result.to_value()),
        Outcome::Value(v) => to_json(v),
        Outcome::Text(t) => Json::String(t.clone()),
    };
    format!("{json}\n")
}

/// Maps an EDN value to JSON (see the module docs).
pub fn to_json(value: &Value) -> Json {
    match value {
        Value::Nil => Json::Null,
        Value::Boolean(b) => Json::Bool(*b),
        Value::Long(n) => Json::Number(Number::from(*n)),
        Value::Double(d) => double(*d),
        Value::Float(f) => double(f64::from(*f)),
        Value::BigInt(n) => Json::String(n.to_string()),
        Value::BigDec(n) => Json::String(n.to_string()),
        Value::Ratio(r) => Json::String(format!("{}/{}", r.numer(), r.denom())),
        Value::Char(c) => Json::String(c.to_string()),
        Value::String(s) => Json::String(s.to_string()),
        Value::Keyword(k) => Json::String(k.to_string()),
        Value::Symbol(s) => Json::String(s.to_string()),
        Value::Inst(ms) => Json::String(iso_instant(*ms)),
        Value::Uuid(u) => Json::String(u.to_string()),
        Value::Bytes(_) => {
            // The EDN text is `#bytes "base64"`: keep the quoted part.
            let text = value.to_string();
            Json::String(
                text.trim_start_matches("#bytes ")
                    .trim_matches('"')
                    .to_string(),
            )
        }
        Value::List(items) | Value::Vector(items) => {
            Json::Array(items.iter().map(to_json).collect())
        }
        Value::Set(items) => Json::Array(items.iter().map(to_json).collect()),
        Value::Map(entries) => Json::Object(
            entries
                .iter()
                .map(|(k, v)| (key_text(k), to_json(v)))
                .collect::<Map<String, Json>>(),
        ),
        Value::Tagged(t) => {
            let mut m = Map::new();
            m.insert(format!("#{}", t.0), to_json(&t.1));
            Json::Object(m)
        }
    }
}

fn double(d: f64) -> Json {
    match Number::from_f64(d) {
        Some(n) => Json::Number(n),
        // Not finite: JSON has no such numbers; use the EDN spelling.
        None => Json::String(Value::Double(d).to_string()),
    }
}

/// `#inst` as ISO 8601 in UTC with milliseconds and `Z`.
fn iso_instant(ms: i64) -> String {
    let text = format_inst(ms);
    match text.strip_suffix("-00:00") {
        Some(base) => format!("{base}Z"),
        None => text,
    }
}

fn key_text(key: &Value) -> String {
    match key {
        Value::String(s) => s.to_string(),
        other => other.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::backend::QueryResult;
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
        assert_eq!(render(&Outcome::Query(maps)), "[{\":name\":\"Ivan\"}]\n");
        let none = output(&["?n"], QueryResult::Scalar(None));
        assert_eq!(render(&Outcome::Query(none)), "null\n");
        let tagged = Value::Tagged(std::sync::Arc::new((Symbol::parse("my/tag"), v("[1]"))));
        assert_eq!(render(&Outcome::Value(tagged)), "{\"#my/tag\":[1]}\n");
        assert_eq!(render(&Outcome::Text("a\nb".into())), "\"a\\nb\"\n");
    }
}
