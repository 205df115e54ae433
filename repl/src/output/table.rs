//! `table`: aligned columns for people, psql-style, with a row count.
//!
//! Cells print their EDN text, except strings, which print without quotes
//! or escapes (newlines and tabs become spaces so rows stay on one line).
//! Numbers are right-aligned. Query results become tables: relations and
//! `:keys` maps one row per tuple, collections one column, scalars and
//! tuples one row (none when empty). Other values: a vector of maps (like
//! `pull-many`) becomes a table with one column per key; a map whose values
//! are all maps (like `(schema)`) one row per entry; any other map a
//! `key | value` table; anything else its EDN text on one line.

use std::fmt::Write;

use quiver_query::edn::Value;

use super::Outcome;
use crate::backend::QueryResult;

/// The outcome as a table (or text), ending with a newline.
pub fn render(outcome: &Outcome) -> String {
    match outcome {
        Outcome::Query(q) => {
            let rows: Vec<Vec<Value>> = match &q.result {
                QueryResult::Relation { rows, ordered } => {
                    if *ordered {
                        rows.to_vec()
                    } else {
                        // A set: print in the value order, like the edn format.
                        let mut sorted = rows.to_vec();
                        sorted.sort();
                        sorted.dedup();
                        sorted
                    }
                }
                QueryResult::Maps { rows, .. } => rows.to_vec(),
                QueryResult::Collection(values) => values.iter().map(|v| vec![v.clone()]).collect(),
                QueryResult::Scalar(v) => v.iter().map(|v| vec![v.clone()]).collect(),
                QueryResult::Tuple(t) => t.iter().cloned().collect(),
            };
            let columns: Vec<String> = match &q.result {
                QueryResult::Maps { keys, .. } => keys.iter().map(cell_text).collect(),
                _ => q.columns.clone(),
            };
            table(&columns, &rows)
        }
        Outcome::Value(v) => render_value(v),
        Outcome::Text(t) => {
            if t.ends_with('\n') {
                t.clone()
            } else {
                format!("{t}\n")
            }
        }
    }
}

fn render_value(value: &Value) -> String {
    match value {
        Value::Vector(items) | Value::List(items)
            if !items.is_empty() && items.iter().all(|i| matches!(i, Value::Map(_))) =>
        {
            // Columns in order of first appearance.
            let mut columns: Vec<Value> = Vec::new();
            for item in items.iter() {
                if let Value::Map(m) = item {
                    for k in m.keys() {
                        if !columns.contains(k) {
                            columns.push(k.clone());
                        }
                    }
                }
            }
            // `:db/id` first, as pull results read best.
            let db_id = Value::keyword("db/id");
            if let Some(i) = columns.iter().position(|c| *c == db_id) {
                let id = columns.remove(i);
                columns.insert(0, id);
            }
            let rows: Vec<Vec<Value>> = items
                .iter()
                .map(|item| match item {
                    Value::Map(m) => columns
                        .iter()
                        .map(|c| m.get(c).cloned().unwrap_or(Value::Nil))
                        .collect(),
                    _ => Vec::new(),
                })
                .collect();
            let names: Vec<String> = columns.iter().map(cell_text).collect();
            table(&names, &rows)
        }
        Value::Map(m) if !m.is_empty() && m.values().all(|v| matches!(v, Value::Map(_))) => {
            let mut columns: Vec<Value> = Vec::new();
            for inner in m.values() {
                if let Value::Map(inner) = inner {
                    for k in inner.keys() {
                        if !columns.contains(k) {
                            columns.push(k.clone());
                        }
                    }
                }
            }
            let rows: Vec<Vec<Value>> = m
                .iter()
                .map(|(k, inner)| {
                    let mut row = vec![k.clone()];
                    if let Value::Map(inner) = inner {
                        row.extend(
                            columns
                                .iter()
                                .map(|c| inner.get(c).cloned().unwrap_or(Value::Nil)),
                        );
                    }
                    row
                })
                .collect();
            let mut names = vec!["key".to_string()];
            names.extend(columns.iter().map(cell_text));
            table(&names, &rows)
        }
        Value::Map(m) if !m.is_empty() => {
            // `:db/id` first, as pull results read best.
            let db_id = Value::keyword("db/id");
            let rows: Vec<Vec<Value>> = m
                .get_key_value(&db_id)
                .into_iter()
                .chain(m.iter().filter(|(k, _)| **k != db_id))
                .map(|(k, v)| vec![k.clone(), v.clone()])
                .collect();
            table(&["key".to_string(), "value".to_string()], &rows)
        }
        other => format!("{other}\n"),
    }
}

/// A cell's text: strings bare (whitespace flattened), everything else EDN.
pub fn cell_text(value: &Value) -> String {
    match value {
        Value::String(s) => s
            .chars()
            .map(|c| if c.is_control() { ' ' } else { c })
            .collect(),
        other => other.to_string(),
    }
}

fn is_number(value: &Value) -> bool {
    matches!(
        value,
        Value::Long(_)
            | Value::Double(_)
            | Value::Float(_)
            | Value::BigInt(_)
            | Value::BigDec(_)
            | Value::Ratio(_)
    )
}

/// An aligned table with a header, a rule and `(n rows)`.
fn table(columns: &[String], rows: &[Vec<Value>]) -> String {
    let cells: Vec<Vec<(String, bool)>> = rows
        .iter()
        .map(|r| r.iter().map(|v| (cell_text(v), is_number(v))).collect())
        .collect();
    let width_of = |s: &str| s.chars().count();
    let ncols = columns
        .len()
        .max(cells.iter().map(Vec::len).max().unwrap_or(0));
    let mut widths = vec![0usize; ncols];
    for (i, c) in columns.iter().enumerate() {
        widths[i] = widths[i].max(width_of(c));
    }
    for row in &cells {
        for (i, (text, _)) in row.iter().enumerate() {
            widths[i] = widths[i].max(width_of(text));
        }
    }
    let mut out = String::new();
    let header: Vec<String> = (0..ncols)
        .map(|i| {
            let name = columns.get(i).map_or("", String::as_str);
            format!(" {name:<w$} ", w = widths[i])
        })
        .collect();
    let _ = writeln!(out, "{}", header.join("|").trim_end());
    let rule: Vec<String> = widths.iter().map(|w| "-".repeat(w + 2)).collect();
    let _ = writeln!(out, "{}", rule.join("+"));
    for row in &cells {
        let line: Vec<String> = (0..ncols)
            .map(|i| match row.get(i) {
                Some((text, true)) => format!(" {text:>w$} ", w = widths[i]),
                Some((text, false)) => format!(" {text:<w$} ", w = widths[i]),
                None => " ".repeat(widths[i] + 2),
            })
            .collect();
        let _ = writeln!(out, "{}", line.join("|").trim_end());
    }
    let n = rows.len();
    let _ = writeln!(out, "({n} {})", if n == 1 { "row" } else { "rows" });
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::backend::QueryResult;
    use crate::output::fixtures::{output, relation, row, v};

    fn show(outcome: Outcome) -> String {
        render(&outcome)
    }

    #[test]
    fn relation_as_aligned_columns() {
        let rel = relation(
            &["?name", "?age"],
            &["[\"Petr\" 61]", "[\"Ivan\" 7]", "[\"Ivan\" 7]"],
            false,
        );
        insta::assert_snapshot!(show(Outcome::Query(rel)), @r"
         ?name | ?age
        -------+------
         Ivan  |    7
         Petr  |   61
        (2 rows)
        ");
    }

    #[test]
    fn ordered_relation_keeps_order_and_duplicates() {
        let rel = relation(&["?x"], &["[:b]", "[:a]", "[:b]"], true);
        insta::assert_snapshot!(show(Outcome::Query(rel)), @r"
         ?x
        ----
         :b
         :a
         :b
        (3 rows)
        ");
    }

    #[test]
    fn scalars_tuples_collections_and_maps() {
        let scalar = output(&["?x"], QueryResult::Scalar(Some(v("\"a\\nb\""))));
        insta::assert_snapshot!(show(Outcome::Query(scalar)), @r"
         ?x
        -----
         a b
        (1 row)
        ");
        let empty = output(&["?x", "?y"], QueryResult::Tuple(None));
        insta::assert_snapshot!(show(Outcome::Query(empty)), @r"
         ?x | ?y
        ----+----
        (0 rows)
        ");
        let coll = output(
            &["?x"],
            QueryResult::Collection(row("[1.5 [1 2] nil]").into()),
        );
        insta::assert_snapshot!(show(Outcome::Query(coll)), @r"
         ?x
        -------
           1.5
         [1 2]
         nil
        (3 rows)
        ");
        let maps = output(
            &["?n", "?a"],
            QueryResult::Maps {
                keys: row("[:name :age]"),
                rows: vec![row("[\"Ivan\" 37]")].into(),
            },
        );
        insta::assert_snapshot!(show(Outcome::Query(maps)), @r"
         :name | :age
        -------+------
         Ivan  |   37
        (1 row)
        ");
    }

    #[test]
    fn values() {
        insta::assert_snapshot!(show(Outcome::Value(v("[{:db/id 1 :name \"a\"} {:db/id 2 :age 3}]"))), @r"
         :db/id | :name | :age
        --------+-------+------
              1 | a     | nil
              2 | nil   |    3
        (2 rows)
        ");
        insta::assert_snapshot!(show(Outcome::Value(v("{:age {:db/valueType :db.type/long} :name {:db/valueType :db.type/string :db/unique :db.unique/identity}}"))), @r"
         key   | :db/valueType   | :db/unique
        -------+-----------------+---------------------
         :age  | :db.type/long   | nil
         :name | :db.type/string | :db.unique/identity
        (2 rows)
        ");
        insta::assert_snapshot!(show(Outcome::Value(v("{:db/id 1 :name \"a\"}"))), @r"
         key    | value
        --------+-------
         :db/id |     1
         :name  | a
        (2 rows)
        ");
        assert_eq!(show(Outcome::Value(Value::Nil)), "nil\n");
        assert_eq!(show(Outcome::Text("plan".into())), "plan\n");
    }
}
