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
//!
//! The drawing is comfy-table's (it replaced a hand-written printer that
//! used one `format!` width per column, which panics on a cell 65,536 or
//! more characters wide): a column is right-aligned when all its values
//! are numbers; cells longer than [`MAX_CELL`] characters are cut; on a
//! terminal the table is fitted to its width by wrapping cells.

use comfy_table::{
    Attribute, Cell, CellAlignment, ContentArrangement, ContentLineStyle, LineStyle, Table,
    TableStyle,
};
use quiver_query::edn::Value;

use super::{Layout, Outcome};
use crate::backend::QueryResult;

/// The most characters of one value a table shows (a 10 MB string must not
/// become a 10 MB row); the `edn`, `json` and `csv` formats print values whole.
pub const MAX_CELL: usize = 1000;

/// psql's look: `|` between columns, a `-+-` rule under the header, no
/// outer border.
const PSQL: TableStyle = TableStyle::new()
    .header_lines(ContentLineStyle::none().junction('|'))
    .header_separator(LineStyle::none().fill('-').junction('+'))
    .content_lines(ContentLineStyle::none().junction('|'));

/// The outcome as a table (or text), ending with a newline, with the
/// default layout (no width limit, not expanded, no colour).
pub fn render(outcome: &Outcome) -> String {
    render_with(outcome, &Layout::default())
}

/// The outcome as a table laid out per `layout`.
pub fn render_with(outcome: &Outcome, layout: &Layout) -> String {
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
            table(&columns, &rows, layout)
        }
        Outcome::Value(v) => render_value(v, layout),
        Outcome::Text(t) => {
            if t.ends_with('\n') {
                t.clone()
            } else {
                format!("{t}\n")
            }
        }
    }
}

fn render_value(value: &Value, layout: &Layout) -> String {
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
            table(&names, &rows, layout)
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
            table(&names, &rows, layout)
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
            table(&["key".to_string(), "value".to_string()], &rows, layout)
        }
        other => format!("{other}\n"),
    }
}

/// A cell's text: strings bare (whitespace flattened), everything else EDN;
/// at most [`MAX_CELL`] characters, then `…`.
pub fn cell_text(value: &Value) -> String {
    let text = match value {
        Value::String(s) => s
            .chars()
            .map(|c| if c.is_control() { ' ' } else { c })
            .collect(),
        other => other.to_string(),
    };
    match text.char_indices().nth(MAX_CELL) {
        Some((at, _)) => format!("{}…", &text[..at]),
        None => text,
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

/// An aligned table with a header, a rule and `(n rows)`, or with
/// `layout.expanded` one `-[ RECORD n ]` block per row.
fn table(columns: &[String], rows: &[Vec<Value>], layout: &Layout) -> String {
    let ncols = columns
        .len()
        .max(rows.iter().map(Vec::len).max().unwrap_or(0));
    // A column of numbers (nils aside) is right-aligned, as in psql.
    let numeric: Vec<bool> = (0..ncols)
        .map(|i| {
            let mut values = rows
                .iter()
                .filter_map(|r| r.get(i))
                .filter(|v| **v != Value::Nil);
            let mut any = false;
            let all = values.all(|v| {
                any = true;
                is_number(v)
            });
            any && all
        })
        .collect();
    let align = |i: usize| {
        if numeric.get(i).copied().unwrap_or(false) {
            CellAlignment::Right
        } else {
            CellAlignment::Left
        }
    };
    let header = |name: &str| {
        let cell = Cell::new(name);
        if layout.color {
            cell.add_attribute(Attribute::Bold)
        } else {
            cell
        }
    };
    let mut out = String::new();
    if layout.expanded {
        let name_width = columns.iter().map(|c| c.chars().count()).max().unwrap_or(0);
        for (n, row) in rows.iter().enumerate() {
            out.push_str(&format!(
                "-[ RECORD {} ]{}\n",
                n + 1,
                "-".repeat(name_width.saturating_sub(8))
            ));
            let mut t = new_table(layout);
            for i in 0..ncols {
                let name = columns.get(i).map_or("", String::as_str);
                let value = row.get(i).map_or(String::new(), cell_text);
                t.add_row(vec![header(name), Cell::new(value)]);
            }
            push_lines(&mut out, &t);
        }
    } else {
        let mut t = new_table(layout);
        t.set_header((0..ncols).map(|i| header(columns.get(i).map_or("", String::as_str))));
        for row in rows {
            t.add_row((0..ncols).map(|i| {
                Cell::new(row.get(i).map_or(String::new(), cell_text)).set_alignment(align(i))
            }));
        }
        push_lines(&mut out, &t);
    }
    let n = rows.len();
    out.push_str(&format!("({n} {})\n", if n == 1 { "row" } else { "rows" }));
    out
}

fn new_table(layout: &Layout) -> Table {
    let mut t = Table::new();
    t.load_style(PSQL).force_no_tty();
    if layout.color {
        t.enforce_styling();
    }
    match layout.width {
        Some(w) => {
            t.set_width(w)
                .set_content_arrangement(ContentArrangement::Dynamic);
        }
        None => {
            t.set_content_arrangement(ContentArrangement::Disabled);
        }
    }
    t
}

/// The table's lines without trailing blanks, each ending with a newline.
fn push_lines(out: &mut String, t: &Table) {
    for line in t.lines() {
        out.push_str(line.trim_end());
        out.push('\n');
    }
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
    fn wide_values_are_cut_and_mixed_columns_align_left() {
        let wide = Value::string(&"a".repeat(70_000));
        let text = show(Outcome::Query(output(
            &["?x"],
            QueryResult::Scalar(Some(wide)),
        )));
        // The cell, the header padded to its width and the rule.
        assert!(text.len() < 3 * MAX_CELL + 100, "{}", text.len());
        assert!(text.contains("a…"));
        // A long map beside numbers does not pad the numbers.
        let text = show(Outcome::Value(v(
            "{:a 1 :b {:k \"a long value that is much wider than one\"}}",
        )));
        insta::assert_snapshot!(text, @r#"
         key | value
        -----+-------------------------------------------------
         :a  | 1
         :b  | {:k "a long value that is much wider than one"}
        (2 rows)
        "#);
    }

    #[test]
    fn a_terminal_width_wraps_cells() {
        let layout = Layout {
            width: Some(30),
            ..Layout::default()
        };
        let long = Value::string("the quick brown fox jumps over the lazy dog again and again");
        let text = render_with(
            &Outcome::Query(output(
                &["?x", "?n"],
                QueryResult::Tuple(Some(vec![long, Value::Long(1)])),
            )),
            &layout,
        );
        assert!(text.lines().all(|l| l.chars().count() <= 30), "{text}");
        insta::assert_snapshot!(text, @r"
         ?x                      | ?n
        -------------------------+----
         the quick brown fox     |  1
         jumps over the lazy dog |
         again and again         |
        (1 row)
        ");
    }

    #[test]
    fn tiny_and_odd_widths_do_not_panic() {
        let cols: Vec<String> = (0..12).map(|i| format!("?column{i}")).collect();
        let names: Vec<&str> = cols.iter().map(String::as_str).collect();
        let row = format!(
            "[{}]",
            (0..12)
                .map(|i| format!("\"value {i} 日本\""))
                .collect::<Vec<_>>()
                .join(" ")
        );
        let rel = relation(&names, &[row.as_str()], true);
        for width in [0, 1, 5, 20, 80, u16::MAX] {
            for expanded in [false, true] {
                let layout = Layout {
                    width: Some(width),
                    expanded,
                    color: true,
                };
                let text = render_with(&Outcome::Query(rel.clone()), &layout);
                assert!(text.ends_with("(1 row)\n"), "{width}: {text}");
            }
        }
    }

    #[test]
    fn expanded_rows() {
        let rel = relation(&["?name", "?age"], &["[\"Ivan\" 7]", "[\"Petr\" 61]"], true);
        let layout = Layout {
            expanded: true,
            ..Layout::default()
        };
        insta::assert_snapshot!(render_with(&Outcome::Query(rel), &layout), @r"
        -[ RECORD 1 ]
         ?name | Ivan
         ?age  | 7
        -[ RECORD 2 ]
         ?name | Petr
         ?age  | 61
        (2 rows)
        ");
    }

    #[test]
    fn values() {
        insta::assert_snapshot!(show(Outcome::Value(v("[{:db/id 1 :name \"a\"} {:db/id 2 :age 3}]"))), @r"
         :db/id | :name | :age
        --------+-------+------
              1 | a     |  nil
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
         :db/id | 1
         :name  | a
        (2 rows)
        ");
        assert_eq!(show(Outcome::Value(Value::Nil)), "nil\n");
        assert_eq!(show(Outcome::Text("plan".into())), "plan\n");
    }
}
