//! `csv`: RFC 4180 CSV written by the csv crate (comma-separated, rows end
//! with `\n`; fields holding `,`, `"` or a line break are quoted with `"`
//! doubled, and so is a row of one empty field, which would otherwise be an
//! empty line). The crate replaced a hand-written quoting function.
//!
//! Query results: a header row of the column names (the `:keys` names for
//! map results), then one row per tuple (a collection or scalar has one
//! column; an empty scalar or tuple prints only the header). Cells: `nil` is
//! an empty field, strings are bare, keywords keep their colon (`:a`), all
//! other values are their EDN text (`3.0`, `#inst "…"`, `[1 2]`).
//!
//! Other values: a map prints `key,value` rows, a vector, list or set one
//! `value` row per element, anything else a `value` header and one row;
//! `explain` text prints as is.

use quiver_query::edn::Value;

use super::Outcome;
use crate::backend::QueryResult;

/// The outcome as CSV text.
pub fn render(outcome: &Outcome) -> String {
    match outcome {
        Outcome::Query(q) => {
            let header: Vec<String> = match &q.result {
                QueryResult::Maps { keys, .. } => keys
                    .iter()
                    .map(|k| match k {
                        Value::Keyword(k) => k.as_str().to_string(),
                        other => cell_text(other),
                    })
                    .collect(),
                _ => q.columns.clone(),
            };
            let rows: Vec<Vec<Value>> = match &q.result {
                QueryResult::Relation { rows, ordered } => {
                    let mut rows = rows.to_vec();
                    if !ordered {
                        rows.sort();
                        rows.dedup();
                    }
                    rows
                }
                QueryResult::Maps { rows, .. } => rows.to_vec(),
                QueryResult::Collection(values) => values.iter().map(|v| vec![v.clone()]).collect(),
                QueryResult::Scalar(v) => v.iter().map(|v| vec![v.clone()]).collect(),
                QueryResult::Tuple(t) => t.iter().cloned().collect(),
            };
            write_rows(&header, &rows)
        }
        Outcome::Value(Value::Map(m)) => {
            let rows: Vec<Vec<Value>> = m.iter().map(|(k, v)| vec![k.clone(), v.clone()]).collect();
            write_rows(&["key".to_string(), "value".to_string()], &rows)
        }
        Outcome::Value(Value::Vector(items) | Value::List(items)) => {
            let rows: Vec<Vec<Value>> = items.iter().map(|v| vec![v.clone()]).collect();
            write_rows(&["value".to_string()], &rows)
        }
        Outcome::Value(Value::Set(items)) => {
            let rows: Vec<Vec<Value>> = items.iter().map(|v| vec![v.clone()]).collect();
            write_rows(&["value".to_string()], &rows)
        }
        Outcome::Value(other) => write_rows(&["value".to_string()], &[vec![other.clone()]]),
        Outcome::Text(t) => {
            if t.ends_with('\n') {
                t.clone()
            } else {
                format!("{t}\n")
            }
        }
    }
}

/// A cell's text before quoting: `nil` empty, strings bare, instants as
/// RFC 3339 (`2024-01-31T12:00:00.000Z`), UUIDs bare, bytes as base64, the
/// rest EDN (so `quiver import` reads every cell back).
pub fn cell_text(value: &Value) -> String {
    match value {
        Value::Nil => String::new(),
        Value::String(s) => s.to_string(),
        Value::Inst(ms) => quiver_query::edn::json::rfc3339(*ms),
        Value::Uuid(u) => u.to_string(),
        Value::Bytes(_) => {
            match quiver_query::edn::json::to_json(value, quiver_query::edn::json::KeywordText::Edn)
            {
                Ok(serde_json::Value::String(b64)) => b64,
                _ => value.to_string(),
            }
        }
        other => other.to_string(),
    }
}

/// One CSV row (with its `\n`) of `fields`.
///
/// ```
/// use quiver_cli::output::csv::row;
/// assert_eq!(row(&["a, b", "c\"d", ""]), "\"a, b\",\"c\"\"d\",\n");
/// ```
pub fn row<S: AsRef<[u8]>>(fields: &[S]) -> String {
    let mut w = csv::WriterBuilder::new().from_writer(Vec::new());
    // Writing one record to memory cannot fail.
    let _ = w.write_record(fields);
    let bytes = w.into_inner().unwrap_or_default();
    String::from_utf8_lossy(&bytes).into_owned()
}

fn write_rows(header: &[String], rows: &[Vec<Value>]) -> String {
    let mut w = csv::WriterBuilder::new()
        .flexible(true)
        .from_writer(Vec::new());
    // Writing to memory cannot fail.
    let _ = w.write_record(header);
    for r in rows {
        let _ = w.write_record(r.iter().map(cell_text));
    }
    let bytes = w.into_inner().unwrap_or_default();
    String::from_utf8_lossy(&bytes).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::output::fixtures::{every_type, output, relation, row, v};

    #[test]
    fn relation_with_header() {
        let rel = relation(
            &["?name", "?age"],
            &["[\"Petr, Jr.\" 61]", "[\"Ivan\" nil]"],
            false,
        );
        assert_eq!(
            render(&Outcome::Query(rel)),
            "?name,?age\nIvan,\n\"Petr, Jr.\",61\n"
        );
    }

    #[test]
    fn every_type_as_a_cell() {
        let lines: Vec<String> = every_type()
            .iter()
            .map(|value| format!("{value} => {}", super::row(&[cell_text(value)]).trim_end()))
            .collect();
        insta::assert_snapshot!(lines.join("\n"), @r##"
        nil => ""
        true => true
        -42 => -42
        3.0 => 3.0
        ##NaN => ##NaN
        12345678901234567890123N => 12345678901234567890123N
        1.50M => 1.50M
        \x => \x
        "a \"quoted\", line\nbreak" => "a ""quoted"", line
        break"
        :person/name => :person/name
        sym => sym
        #inst "2024-01-31T12:00:00.000-00:00" => 2024-01-31T12:00:00.000Z
        #uuid "6ba7b810-9dad-11d1-80b4-00c04fd430c8" => 6ba7b810-9dad-11d1-80b4-00c04fd430c8
        [1 [2]] => [1 [2]]
        #{:a :b} => #{:a :b}
        {3 4, "s" 2, :a 1} => "{3 4, ""s"" 2, :a 1}"
        #bytes "aGk=" => aGk=
        "##);
    }

    #[test]
    fn shapes() {
        let maps = output(
            &["?n"],
            QueryResult::Maps {
                keys: row("[:name :age]"),
                rows: vec![row("[\"Ivan\" 37]")].into(),
            },
        );
        assert_eq!(render(&Outcome::Query(maps)), "name,age\nIvan,37\n");
        let none = output(&["?x", "?y"], QueryResult::Tuple(None));
        assert_eq!(render(&Outcome::Query(none)), "?x,?y\n");
        let coll = output(&["?x"], QueryResult::Collection(row("[1 2]").into()));
        assert_eq!(render(&Outcome::Query(coll)), "?x\n1\n2\n");
        assert_eq!(render(&Outcome::Value(v("{:a 1}"))), "key,value\n:a,1\n");
        assert_eq!(render(&Outcome::Value(v("[{:a 1}]"))), "value\n{:a 1}\n");
        assert_eq!(render(&Outcome::Value(Value::Nil)), "value\n\"\"\n");
    }
}
