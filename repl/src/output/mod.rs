//! Output formats: how a form's result is printed.
//!
//! Every format renders an [`Outcome`] to text for stdout: `edn` one EDN
//! value per form on one line, `table` aligned columns for people, `json`
//! one JSON value per line, `csv` a header and rows. The type mappings of
//! `json` and `csv` are documented in their modules and in docs/cli.md.

pub mod csv;
pub mod edn;
pub mod json;
pub mod table;

use std::fmt;
use std::str::FromStr;

use quiver_query::edn::Value;

use crate::backend::QueryOutput;

/// An output format.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Format {
    /// Aligned columns and a row count.
    #[default]
    Table,
    /// One EDN value per form, on one line.
    Edn,
    /// One JSON value per form, on one line.
    Json,
    /// RFC 4180 CSV: a header row, then one row per result row.
    Csv,
    /// A query's result written as a Parquet file (`--output FILE`);
    /// other results print as EDN.
    Parquet,
    /// A query's result written as an Arrow IPC file (`--output FILE`);
    /// other results print as EDN.
    Arrow,
}

impl Format {
    /// The columnar file format, for `parquet` and `arrow`.
    pub fn columnar(self) -> Option<ColumnarFormat> {
        match self {
            Format::Parquet => Some(ColumnarFormat::Parquet),
            Format::Arrow => Some(ColumnarFormat::Arrow),
            _ => None,
        }
    }
}

impl Format {
    /// The format names, as accepted by `--format` and `.format`.
    pub const NAMES: &[&str] = &["table", "edn", "json", "csv"];
}

impl FromStr for Format {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "table" => Ok(Format::Table),
            "edn" => Ok(Format::Edn),
            "json" => Ok(Format::Json),
            "csv" => Ok(Format::Csv),
            _ => Err(format!(
                "unknown format {s:?}; expected one of {}",
                Format::NAMES.join(", ")
            )),
        }
    }
}

impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Format::Table => "table",
            Format::Edn => "edn",
            Format::Json => "json",
            Format::Csv => "csv",
            Format::Parquet => "parquet",
            Format::Arrow => "arrow",
        })
    }
}

/// How tables are laid out (the other formats ignore it).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Layout {
    /// Fit tables to this many columns (the terminal's width); `None`: no
    /// limit (output to a file or pipe).
    pub width: Option<u16>,
    /// One `-[ RECORD n ]` block per row, one field a line (`.expanded on`,
    /// psql's `\x`).
    pub expanded: bool,
    /// Bold table headers (on a terminal, without `NO_COLOR`).
    pub color: bool,
}

/// The result of one successful form.
#[derive(Clone, Debug, PartialEq)]
pub enum Outcome {
    /// A query result (`[:find …]`, `(q …)`).
    Query(QueryOutput),
    /// Any other value: pull, entity, transact, schema, stats, import.
    Value(Value),
    /// Text meant for people: the plan printed by `explain`.
    Text(String),
}

/// Renders `outcome` in `format`; the text ends with a newline.
pub fn render(format: Format, outcome: &Outcome) -> String {
    render_with(format, outcome, &Layout::default())
}

/// Renders `outcome` in `format`, tables laid out per `layout`.
pub fn render_with(format: Format, outcome: &Outcome, layout: &Layout) -> String {
    match format {
        Format::Edn | Format::Parquet | Format::Arrow => edn::render(outcome),
        Format::Table => table::render_with(outcome, layout),
        Format::Json => json::render(outcome),
        Format::Csv => csv::render(outcome),
    }
}

/// The columnar file formats.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ColumnarFormat {
    /// Apache Parquet, Snappy-compressed, row groups of
    /// [`ROW_GROUP_ROWS`](crate::columnar::ROW_GROUP_ROWS).
    Parquet,
    /// The Arrow IPC file format (Feather v2), uncompressed.
    Arrow,
}

impl ColumnarFormat {
    /// The file name extension.
    pub fn extension(self) -> &'static str {
        match self {
            ColumnarFormat::Parquet => "parquet",
            ColumnarFormat::Arrow => "arrow",
        }
    }
}

#[cfg(test)]
pub(crate) mod fixtures {
    //! Results shared by the format tests.
    use std::sync::Arc;

    use quiver_query::edn::{Value, read_value};

    use crate::backend::{QueryOutput, QueryResult};

    pub fn v(text: &str) -> Value {
        read_value(text).unwrap()
    }

    pub fn row(text: &str) -> Vec<Value> {
        match v(text) {
            Value::Vector(items) => items.to_vec(),
            other => panic!("not a vector: {other}"),
        }
    }

    pub fn relation(columns: &[&str], rows: &[&str], ordered: bool) -> QueryOutput {
        QueryOutput {
            columns: columns.iter().map(|c| c.to_string()).collect(),
            result: QueryResult::Relation {
                rows: rows.iter().map(|r| row(r)).collect(),
                ordered,
            },
        }
    }

    pub fn output(columns: &[&str], result: QueryResult) -> QueryOutput {
        QueryOutput {
            columns: columns.iter().map(|c| c.to_string()).collect(),
            result,
        }
    }

    /// One value of every EDN type.
    pub fn every_type() -> Vec<Value> {
        vec![
            Value::Nil,
            Value::Boolean(true),
            Value::Long(-42),
            Value::Double(3.0),
            Value::Double(f64::NAN),
            v("12345678901234567890123"),
            v("1.50M"),
            Value::Char('x'),
            Value::string("a \"quoted\", line\nbreak"),
            v(":person/name"),
            v("sym"),
            v("#inst \"2024-01-31T12:00:00.000-00:00\""),
            v("#uuid \"6ba7b810-9dad-11d1-80b4-00c04fd430c8\""),
            v("[1 [2]]"),
            v("#{:b :a}"),
            v("{:a 1, \"s\" 2, 3 4}"),
            Value::Bytes(Arc::from(&b"hi"[..])),
        ]
    }
}
