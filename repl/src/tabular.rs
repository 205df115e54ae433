//! CSV and JSON Lines import: rows become entity maps.
//!
//! A CSV header names the attributes (`name` becomes `:person/name` with
//! `--ns person`; a header that already has a namespace, `person/name` or
//! `:person/name`, is taken as is). JSON Lines: one object per line, keys
//! mapped the same way. Each cell is parsed by its attribute's
//! `:db/valueType` from the schema; for an attribute the schema does not
//! know, integers become longs, decimals doubles, `true`/`false` booleans
//! and anything else a string. Empty cells and JSON `null` assert nothing.
//!
//! The rows are written as one EDN vector of entity maps to a temporary
//! file and loaded through the backend's bulk import, so CSV and JSON Lines
//! get the same batching and progress as EDN. A bad cell stops the import
//! before anything is written, naming its line and column.

use std::collections::BTreeMap;
use std::io::{BufRead, BufReader, Write};
use std::path::Path;

use quiver_query::edn::{Keyword, Value, read_value};

use crate::args::ImportFormat;

/// Why a row could not become an entity map.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RowError {
    /// The file could not be read or parsed as CSV / JSON.
    #[error("{0}")]
    Read(String),
    /// A cell whose text does not fit its attribute.
    #[error("line {line}, column {column} ({attr}): {message}")]
    Cell {
        /// 1-based line of the file.
        line: u64,
        /// 1-based field number (CSV) or key number (JSON Lines).
        column: usize,
        /// The attribute the column maps to.
        attr: String,
        /// What is wrong.
        message: String,
    },
}

/// The value types of the attributes the schema declares, by ident.
pub type Types = BTreeMap<Keyword, Keyword>;

/// Reads the `:db/valueType` of every attribute out of a `(schema)` value.
pub fn types_of(schema: &Value) -> Types {
    let mut types = Types::new();
    if let Value::Map(attrs) = schema {
        for (ident, props) in attrs.iter() {
            let (Some(ident), Value::Map(props)) = (ident.as_keyword(), props) else {
                continue;
            };
            if let Some(t) = props
                .get(&Value::keyword("db/valueType"))
                .and_then(Value::as_keyword)
            {
                types.insert(ident.clone(), t.clone());
            }
        }
    }
    types
}

/// The attribute a column or key names.
pub fn attribute(header: &str, ns: Option<&str>) -> Keyword {
    let name = header.trim().trim_start_matches(':');
    match ns {
        Some(ns) if !name.contains('/') => Keyword::new(Some(ns), name),
        _ => Keyword::parse(name),
    }
}

/// Parses one cell's text as a value of `attr` (typed by `types`).
///
/// ```
/// use quiver_cli::tabular::{parse_cell, Types};
/// use quiver_query::edn::{Keyword, Value};
/// let mut types = Types::new();
/// types.insert(Keyword::parse("person/age"), Keyword::parse("db.type/long"));
/// let age = Keyword::parse("person/age");
/// assert_eq!(parse_cell("31", &age, &types), Ok(Value::Long(31)));
/// assert!(parse_cell("old", &age, &types).is_err());
/// assert_eq!(parse_cell("2.5", &Keyword::parse("x/y"), &types), Ok(Value::Double(2.5)));
/// ```
///
/// # Errors
/// A message saying which type was expected.
pub fn parse_cell(text: &str, attr: &Keyword, types: &Types) -> Result<Value, String> {
    let t = text.trim();
    let Some(ty) = types.get(attr) else {
        return Ok(if let Ok(n) = t.parse::<i64>() {
            Value::Long(n)
        } else if let Some(d) = t.parse::<f64>().ok().filter(|d| d.is_finite()) {
            Value::Double(d)
        } else {
            match t {
                "true" => Value::Boolean(true),
                "false" => Value::Boolean(false),
                _ => Value::string(text),
            }
        });
    };
    let bad = || format!("cannot read {} as {ty}", shown(text));
    let edn = |literal: String| read_value(&literal).map_err(|_| bad());
    match ty.name() {
        "string" => Ok(Value::string(text)),
        "long" | "ref" => t.parse::<i64>().map(Value::Long).map_err(|_| bad()),
        "double" | "float" => t.parse::<f64>().map(Value::Double).map_err(|_| bad()),
        "boolean" => match t {
            "true" => Ok(Value::Boolean(true)),
            "false" => Ok(Value::Boolean(false)),
            _ => Err(bad()),
        },
        "keyword" | "symbol" if t.is_empty() || t.contains(char::is_whitespace) => Err(bad()),
        "keyword" => Ok(Value::Keyword(Keyword::parse(t.trim_start_matches(':')))),
        "symbol" => Ok(Value::symbol(t)),
        "instant" => edn(format!("#inst {}", Value::string(t))),
        "uuid" => edn(format!("#uuid {}", Value::string(t))),
        "bigint" if t.bytes().all(|b| b.is_ascii_digit() || b == b'-') => edn(format!("{t}N")),
        "bigdec" if !t.ends_with('M') => edn(format!("{t}M")),
        _ => edn(t.to_string()),
    }
}

/// At most 60 characters of a cell, quoted, for messages.
fn shown(text: &str) -> String {
    let cut: String = text.chars().take(60).collect();
    if cut.len() < text.len() {
        format!("{}…", Value::string(&cut))
    } else {
        Value::string(text).to_string()
    }
}

/// Converts `data` (CSV or JSON Lines) to an EDN vector of entity maps
/// written to `out`; returns the number of entities.
///
/// # Errors
/// The first unreadable row or bad cell, with its line and column.
pub fn convert(
    data: &Path,
    format: ImportFormat,
    ns: Option<&str>,
    types: &Types,
    out: &mut dyn Write,
) -> Result<u64, RowError> {
    let io_err = |e: std::io::Error| RowError::Read(e.to_string());
    let file = std::fs::File::open(data).map_err(io_err)?;
    out.write_all(b"[\n").map_err(io_err)?;
    let mut count = 0;
    let mut emit = |entity: Vec<(Keyword, Value)>| -> Result<(), RowError> {
        if entity.is_empty() {
            return Ok(());
        }
        count += 1;
        let map = Value::map(entity.into_iter().map(|(k, v)| (Value::Keyword(k), v)));
        writeln!(out, "{map}").map_err(io_err)
    };
    match format {
        ImportFormat::Csv => {
            let mut reader = csv::ReaderBuilder::new().flexible(false).from_reader(file);
            let headers = reader
                .headers()
                .map_err(|e| RowError::Read(e.to_string()))?
                .clone();
            let attrs: Vec<Keyword> = headers.iter().map(|h| attribute(h, ns)).collect();
            for record in reader.records() {
                let record = record.map_err(|e| RowError::Read(e.to_string()))?;
                let line = record.position().map_or(0, csv::Position::line);
                let mut entity = Vec::new();
                for (i, (cell, attr)) in record.iter().zip(&attrs).enumerate() {
                    if cell.is_empty() {
                        continue;
                    }
                    let v = parse_cell(cell, attr, types).map_err(|message| RowError::Cell {
                        line,
                        column: i + 1,
                        attr: attr.to_string(),
                        message,
                    })?;
                    entity.push((attr.clone(), v));
                }
                emit(entity)?;
            }
        }
        ImportFormat::Jsonl => {
            for (n, line) in BufReader::new(file).lines().enumerate() {
                let line_no = n as u64 + 1;
                let line = line.map_err(io_err)?;
                if line.trim().is_empty() {
                    continue;
                }
                let object: serde_json::Map<String, serde_json::Value> =
                    serde_json::from_str(&line).map_err(|e| {
                        RowError::Read(format!("line {line_no}: not a JSON object: {e}"))
                    })?;
                let mut entity = Vec::new();
                for (i, (key, value)) in object.iter().enumerate() {
                    let attr = attribute(key, ns);
                    let cell = |message: String| RowError::Cell {
                        line: line_no,
                        column: i + 1,
                        attr: attr.to_string(),
                        message,
                    };
                    let values: Vec<&serde_json::Value> = match value {
                        serde_json::Value::Array(items) => items.iter().collect(),
                        other => vec![other],
                    };
                    let mut parsed = Vec::new();
                    for v in values {
                        match v {
                            serde_json::Value::Null => {}
                            // JSON already says it is a string; only a
                            // declared type reads more into it.
                            serde_json::Value::String(s) if !types.contains_key(&attr) => {
                                parsed.push(Value::string(s));
                            }
                            serde_json::Value::String(s) => {
                                parsed.push(parse_cell(s, &attr, types).map_err(cell)?);
                            }
                            serde_json::Value::Number(_) | serde_json::Value::Bool(_) => {
                                parsed
                                    .push(parse_cell(&v.to_string(), &attr, types).map_err(cell)?);
                            }
                            serde_json::Value::Array(_) | serde_json::Value::Object(_) => {
                                return Err(cell(format!(
                                    "nested JSON {} is not a value",
                                    if v.is_array() { "array" } else { "object" }
                                )));
                            }
                        }
                    }
                    match parsed.len() {
                        0 => {}
                        1 if !value.is_array() => {
                            entity.extend(parsed.into_iter().map(|v| (attr.clone(), v)))
                        }
                        _ => entity.push((attr.clone(), Value::vector(parsed))),
                    }
                }
                emit(entity)?;
            }
        }
        ImportFormat::Edn => {
            return Err(RowError::Read("EDN data is loaded as is".into()));
        }
    }
    out.write_all(b"]\n").map_err(io_err)?;
    Ok(count)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn types() -> Types {
        let schema = read_value(
            "{:person/age {:db/valueType :db.type/long} \
              :person/born {:db/valueType :db.type/instant} \
              :person/name {:db/valueType :db.type/string}}",
        )
        .unwrap();
        types_of(&schema)
    }

    fn run(format: ImportFormat, text: &str) -> Result<String, RowError> {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("data");
        std::fs::write(&path, text).unwrap();
        let mut out = Vec::new();
        convert(&path, format, Some("person"), &types(), &mut out)?;
        Ok(String::from_utf8(out).unwrap())
    }

    #[test]
    fn csv_rows_become_typed_entity_maps() {
        let out = run(
            ImportFormat::Csv,
            "name,age,born,nick\nAnn,31,2001-02-03T00:00:00Z,x\n\"Bob, Jr\",,,42\n",
        )
        .unwrap();
        assert_eq!(
            out,
            "[\n{:person/age 31, :person/born #inst \"2001-02-03T00:00:00.000-00:00\", :person/name \"Ann\", :person/nick \"x\"}\n\
             {:person/name \"Bob, Jr\", :person/nick 42}\n]\n"
        );
    }

    #[test]
    fn a_bad_cell_names_its_line_and_column() {
        let err = run(ImportFormat::Csv, "name,age\nAnn,31\nBob,old\n").unwrap_err();
        assert_eq!(
            err.to_string(),
            "line 3, column 2 (:person/age): cannot read \"old\" as :db.type/long"
        );
    }

    #[test]
    fn json_lines_with_arrays_and_nulls() {
        let out = run(
            ImportFormat::Jsonl,
            "{\"name\":\"Ann\",\"age\":31,\"tags\":[\"a\",\"b\"],\"x\":null}\n\n{\"age\":\"7\"}\n",
        )
        .unwrap();
        assert_eq!(
            out,
            "[\n{:person/age 31, :person/name \"Ann\", :person/tags [\"a\" \"b\"]}\n{:person/age 7}\n]\n"
        );
        let err = run(ImportFormat::Jsonl, "{\"age\":\"x\"}\n").unwrap_err();
        assert!(
            err.to_string()
                .starts_with("line 1, column 1 (:person/age)"),
            "{err}"
        );
        assert!(matches!(
            run(ImportFormat::Jsonl, "[1]\n"),
            Err(RowError::Read(_))
        ));
    }
}
