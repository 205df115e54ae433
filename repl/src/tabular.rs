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

use std::collections::{BTreeMap, HashMap};
use std::io::Write;
use std::path::Path;

use quiver_query::edn::{Keyword, Value, read_value};

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

/// The attributes the schema declares cardinality-many.
pub fn many_of(schema: &Value) -> std::collections::BTreeSet<Keyword> {
    let many = Value::keyword("db.cardinality/many");
    let mut out = std::collections::BTreeSet::new();
    if let Value::Map(attrs) = schema {
        for (ident, props) in attrs.iter() {
            if let (Some(ident), Value::Map(props)) = (ident.as_keyword(), props)
                && props.get(&Value::keyword("db/cardinality")) == Some(&many)
            {
                out.insert(ident.clone());
            }
        }
    }
    out
}

/// The attribute a column or key names: its text (a leading `:` optional),
/// in namespace `ns` when it has none of its own.
///
/// ```
/// use quiver_cli::tabular::attribute;
/// assert_eq!(attribute("age", Some("p")).unwrap().to_string(), ":p/age");
/// assert!(attribute("age 5 :db/ident :evil/x", Some("p")).is_err());
/// ```
///
/// # Errors
/// The name is not one keyword (white space, brackets, quotes, `;`, `#`,
/// or empty): the rows are loaded as EDN, so such a name would be read as
/// other attributes and values than the one it names.
pub fn attribute(header: &str, ns: Option<&str>) -> Result<Keyword, String> {
    let name = header.trim().trim_start_matches(':');
    let keyword = match ns {
        Some(ns) if !name.contains('/') => Keyword::new(Some(ns), name),
        _ => Keyword::parse(name),
    };
    // The keyword must read back as itself, alone.
    match read_value(&Value::Keyword(keyword.clone()).to_string()) {
        Ok(Value::Keyword(back)) if back == keyword && !name.is_empty() => Ok(keyword),
        _ => Err(format!(
            "{} is not an attribute name: one keyword, without white space, brackets, quotes, `;` or `#`",
            shown(header)
        )),
    }
}

/// Refuses two names for one attribute (`name` and `:name`, or a repeated
/// header), which would keep only one of the values silently. `names`
/// are (1-based column, attribute).
fn no_repeats<'a>(
    names: impl IntoIterator<Item = (usize, &'a Keyword)>,
) -> Result<(), (usize, usize, &'a Keyword)> {
    let mut seen: BTreeMap<&Keyword, usize> = BTreeMap::new();
    for (column, attr) in names {
        if let Some(&first) = seen.get(attr) {
            return Err((first, column, attr));
        }
        seen.insert(attr, column);
    }
    Ok(())
}

/// Whether the CSV record starting at byte `from` of `bytes` ends inside a
/// quoted field (an opening quote never closed: the csv crate ends such a
/// field silently at the end of the file).
fn ends_in_open_quote(bytes: &[u8], from: usize, delimiter: u8) -> bool {
    let (mut quoted, mut field_start) = (false, true);
    let mut i = from;
    while i < bytes.len() {
        let b = bytes[i];
        if quoted {
            if b == b'"' {
                if bytes.get(i + 1) == Some(&b'"') {
                    i += 1;
                } else {
                    quoted = false;
                }
            }
        } else if field_start && b == b'"' {
            quoted = true;
            field_start = false;
        } else {
            field_start = b == delimiter || b == b'\n' || b == b'\r';
        }
        i += 1;
    }
    quoted
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
            match boolean(t) {
                Some(b) => Value::Boolean(b),
                None => Value::string(text),
            }
        });
    };
    let bad = || format!("cannot read {} as {ty}", shown(text));
    let edn = |literal: String| read_value(&literal).map_err(|_| bad());
    match ty.name() {
        "string" => Ok(Value::string(text)),
        "long" | "ref" => t.parse::<i64>().map(Value::Long).map_err(|_| bad()),
        "double" | "float" => t.parse::<f64>().map(Value::Double).map_err(|_| bad()),
        "boolean" => boolean(t).map(Value::Boolean).ok_or_else(bad),
        "keyword" | "symbol" if t.is_empty() || t.contains(char::is_whitespace) => Err(bad()),
        "keyword" => Ok(Value::Keyword(Keyword::parse(t.trim_start_matches(':')))),
        "symbol" => Ok(Value::symbol(t)),
        "instant" => parse_instant(t).map(Value::Inst).ok_or_else(bad),
        "uuid" if t.starts_with("#uuid") => edn(t.to_string()),
        "uuid" => edn(format!("#uuid {}", Value::string(t))),
        "bytes" if t.starts_with("#bytes") => edn(t.to_string()),
        "bytes" => edn(format!("#bytes {}", Value::string(t))),
        "bigint" if t.bytes().all(|b| b.is_ascii_digit() || b == b'-') => edn(format!("{t}N")),
        "bigdec" if !t.ends_with('M') => edn(format!("{t}M")),
        _ => edn(t.to_string()),
    }
}

/// `true`/`false` in any case (`TRUE`, `False`).
fn boolean(t: &str) -> Option<bool> {
    if t.eq_ignore_ascii_case("true") {
        Some(true)
    } else if t.eq_ignore_ascii_case("false") {
        Some(false)
    } else {
        None
    }
}

/// An instant in the forms data files use, read by `chrono`: RFC 3339
/// (`2024-05-03T12:00:00Z`, `…+02:00`, a space for the `T`), offsets
/// without a colon (`+0200`), no offset (UTC: `2024-05-03 12:00:00`,
/// `2024-05-03T12:00`), a date (`2024-05-03`, midnight UTC), or EDN's own
/// `#inst "…"` and partial forms (`2024-05`).
///
/// ```
/// use quiver_cli::tabular::parse_instant;
/// let noon = parse_instant("2024-05-03T12:00:00Z").unwrap();
/// assert_eq!(parse_instant("2024-05-03 14:00:00+0200"), Some(noon));
/// assert_eq!(parse_instant("2024-05-03 12:00:00"), Some(noon));
/// assert_eq!(parse_instant("2024-05-03"), Some(noon - 12 * 3_600_000));
/// assert_eq!(parse_instant("3 May 2024"), None);
/// ```
pub fn parse_instant(t: &str) -> Option<i64> {
    match parse_gregorian(t) {
        Some(ms) => on_the_hybrid_calendar(ms),
        None => {
            let edn = if t.starts_with("#inst") {
                read_value(t).ok()
            } else {
                read_value(&format!("#inst {}", Value::string(t))).ok()
            };
            match edn {
                Some(Value::Inst(ms)) => Some(ms),
                _ => None,
            }
        }
    }
}

/// An instant read by `chrono` (proleptic Gregorian) as `#inst` reads
/// the same fields: before 1582-10-15 a date is Julian, as the EDN reader
/// and the exports have it (D-916), so an exported date imports back.
fn on_the_hybrid_calendar(ms: i64) -> Option<i64> {
    const CUTOVER_MS: i64 = -12_219_292_800_000;
    if ms >= CUTOVER_MS {
        return Some(ms);
    }
    let utc_fields = chrono::DateTime::from_timestamp_millis(ms)?
        .format("%Y-%m-%dT%H:%M:%S%.3fZ")
        .to_string();
    quiver_query::edn::parse_inst(&utc_fields).ok()
}

/// The forms `chrono` reads, on its proleptic Gregorian calendar.
fn parse_gregorian(t: &str) -> Option<i64> {
    use chrono::{DateTime, NaiveDate, NaiveDateTime};
    if let Ok(d) = DateTime::parse_from_rfc3339(t) {
        return Some(d.timestamp_millis());
    }
    const ZONED: [&str; 4] = [
        "%Y-%m-%dT%H:%M:%S%.f%z",
        "%Y-%m-%d %H:%M:%S%.f%z",
        "%Y-%m-%dT%H:%M%z",
        "%Y-%m-%d %H:%M%z",
    ];
    if let Some(d) = ZONED
        .iter()
        .find_map(|f| DateTime::parse_from_str(t, f).ok())
    {
        return Some(d.timestamp_millis());
    }
    const LOCAL: [&str; 4] = [
        "%Y-%m-%dT%H:%M:%S%.f",
        "%Y-%m-%d %H:%M:%S%.f",
        "%Y-%m-%dT%H:%M",
        "%Y-%m-%d %H:%M",
    ];
    if let Some(d) = LOCAL
        .iter()
        .find_map(|f| NaiveDateTime::parse_from_str(t, f).ok())
    {
        return Some(d.and_utc().timestamp_millis());
    }
    NaiveDate::parse_from_str(t, "%Y-%m-%d").ok().map(|d| {
        d.and_time(chrono::NaiveTime::MIN)
            .and_utc()
            .timestamp_millis()
    })
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

/// How CSV / JSON Lines rows become entity maps (`quiver import`'s
/// `--ns`, `--ref`, `--delimiter`, `--null`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RowOptions {
    /// The namespace of column names without one.
    pub ns: Option<String>,
    /// Reference columns given by a unique attribute of the entity they
    /// point at: `customer=customer/id` makes the cell `7` the lookup ref
    /// `[:customer/id 7]`. The column is named as in the header (or as the
    /// attribute it maps to).
    pub refs: Vec<(String, Keyword)>,
    /// The CSV field delimiter (default `,`).
    pub delimiter: Option<u8>,
    /// A cell text meaning "no value" (besides the empty cell), e.g.
    /// `NULL` or `\N`.
    pub null: Option<String>,
}

impl RowOptions {
    /// The unique attribute a reference column is given by, if any.
    fn ref_key(&self, header: &str, attr: &Keyword) -> Option<&Keyword> {
        let header = header.trim().trim_start_matches(':');
        self.refs.iter().find_map(|(col, key)| {
            let col = col.trim_start_matches(':');
            (col == header || col == attr.as_str()).then_some(key)
        })
    }

    /// Parses `--ref COLUMN=ATTR`.
    ///
    /// # Errors
    /// Text without `=` or with an empty side.
    pub fn parse_ref(text: &str) -> Result<(String, Keyword), String> {
        match text.split_once('=') {
            Some((col, key)) if !col.trim().is_empty() && !key.trim().is_empty() => Ok((
                col.trim().to_string(),
                Keyword::parse(key.trim().trim_start_matches(':')),
            )),
            _ => Err(format!(
                "--ref takes COLUMN=ATTRIBUTE (e.g. customer=customer/id), not {text:?}"
            )),
        }
    }
}

/// What [`convert`] wrote: the number of entities and, for each, the line
/// of the data file it came from (so an error the transaction finds in
/// entity `i` names that line).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Converted {
    /// The data-file line of each entity written, in order.
    pub lines: Vec<u64>,
    /// Every attribute an entity was given a value of.
    pub attributes: std::collections::BTreeSet<Keyword>,
}

impl Converted {
    /// The number of entities written.
    pub fn count(&self) -> u64 {
        self.lines.len() as u64
    }

    /// The data-file line of the entity on line `edn_line` of the written
    /// EDN (`[` on line 1, then one entity a line).
    pub fn data_line(&self, edn_line: u32) -> Option<u64> {
        let i = usize::try_from(edn_line).ok()?.checked_sub(2)?;
        self.lines.get(i).copied()
    }
}

/// One cell as a value of `attr` (or, for a reference column given by a
/// unique attribute, a lookup ref on it); `None` for no value.
fn cell_value(
    text: &str,
    attr: &Keyword,
    ref_key: Option<&Keyword>,
    types: &Types,
    options: &RowOptions,
) -> Result<Option<Value>, String> {
    if text.is_empty() || options.null.as_deref() == Some(text) {
        return Ok(None);
    }
    Ok(Some(match ref_key {
        Some(key) => Value::vector([Value::Keyword(key.clone()), parse_cell(text, key, types)?]),
        None => parse_cell(text, attr, types)?,
    }))
}

/// Converts `data` (CSV or JSON Lines) to an EDN vector of entity maps
/// written to `out`, one entity a line.
///
/// # Errors
/// The first unreadable row or bad cell, with its line and column (CSV:
/// the field number; JSON Lines: the byte column of the value).
pub fn convert(
    data: &Path,
    format: ImportFormat,
    options: &RowOptions,
    types: &Types,
    many: &std::collections::BTreeSet<Keyword>,
    out: &mut dyn Write,
) -> Result<Converted, RowError> {
    let io_err = |e: std::io::Error| RowError::Read(e.to_string());
    let bytes = std::fs::read(data).map_err(io_err)?;
    out.write_all(b"[\n").map_err(io_err)?;
    let mut converted = Converted::default();
    let mut emit = |entity: Vec<(Keyword, Value)>, line: u64| -> Result<(), RowError> {
        if entity.is_empty() {
            return Ok(());
        }
        converted.lines.push(line);
        for (k, _) in &entity {
            if !converted.attributes.contains(k) {
                converted.attributes.insert(k.clone());
            }
        }
        let map = Value::map(entity.into_iter().map(|(k, v)| (Value::Keyword(k), v)));
        writeln!(out, "{map}").map_err(io_err)
    };
    let ns = options.ns.as_deref();
    match format {
        ImportFormat::Csv => {
            let mut reader = csv::ReaderBuilder::new()
                .flexible(false)
                .delimiter(options.delimiter.unwrap_or(b','))
                .from_reader(bytes.as_slice());
            let headers = reader
                .headers()
                .map_err(|e| RowError::Read(e.to_string()))?
                .clone();
            let mut attrs: Vec<Keyword> = Vec::with_capacity(headers.len());
            for (i, h) in headers.iter().enumerate() {
                let attr = attribute(h, ns)
                    .map_err(|m| RowError::Read(format!("line 1, column {}: {m}", i + 1)))?;
                attrs.push(attr);
            }
            no_repeats(attrs.iter().enumerate().map(|(i, a)| (i + 1, a))).map_err(
                |(first, second, attr)| {
                    RowError::Read(format!(
                        "line 1: columns {first} and {second} both name {attr}"
                    ))
                },
            )?;
            let refs: Vec<Option<&Keyword>> = headers
                .iter()
                .zip(&attrs)
                .map(|(h, a)| options.ref_key(h, a))
                .collect();
            // Lines counted from the record's byte offset: the csv crate
            // counts a CRLF row's `\n` as the start of the next record, so
            // its own line numbers are one short per CRLF row.
            let mut lines = LineCounter::new(&bytes);
            let mut last_start = 0;
            for record in reader.records() {
                let record = record.map_err(|e| RowError::Read(csv_error(&e, &bytes)))?;
                let start = record.position().map_or(0, |p| p.byte() as usize);
                last_start = start;
                let line = lines.line_at(record_start(&bytes, start));
                let mut entity = Vec::new();
                for (i, cell) in record.iter().enumerate() {
                    let (attr, ref_key) = (&attrs[i], refs[i]);
                    let bad = |message| RowError::Cell {
                        line,
                        column: i + 1,
                        attr: attr.to_string(),
                        message,
                    };
                    // A cardinality-many cell holds its values as an EDN
                    // vector (as `quiver export` writes them).
                    let several = match many.contains(attr) && cell.trim_start().starts_with('[') {
                        true => match read_value(cell) {
                            Ok(Value::Vector(items)) => Some(items),
                            _ => None,
                        },
                        false => None,
                    };
                    match several {
                        Some(items) => {
                            let mut values = Vec::new();
                            for item in items.iter() {
                                let text = crate::output::csv::cell_text(item);
                                values.extend(
                                    cell_value(&text, attr, ref_key, types, options)
                                        .map_err(bad)?,
                                );
                            }
                            if !values.is_empty() {
                                entity.push((attr.clone(), Value::vector(values)));
                            }
                        }
                        None => {
                            let v = cell_value(cell, attr, ref_key, types, options).map_err(bad)?;
                            entity.extend(v.map(|v| (attr.clone(), v)));
                        }
                    }
                }
                emit(entity, line)?;
            }
            // Checked before anything is loaded: the whole file is
            // converted first.
            if ends_in_open_quote(&bytes, last_start, options.delimiter.unwrap_or(b',')) {
                let line = LineCounter::new(&bytes).line_at(record_start(&bytes, last_start));
                return Err(RowError::Read(format!(
                    "line {line}: a quoted field is never closed (a `\"` is missing before the end of the file)"
                )));
            }
        }
        ImportFormat::Jsonl => {
            let text = std::str::from_utf8(&bytes).map_err(|e| {
                let line = LineCounter::new(&bytes).line_at(e.valid_up_to());
                RowError::Read(format!("line {line}: not UTF-8 text"))
            })?;
            // Each distinct key is checked once, not once a line.
            let mut names: HashMap<String, Keyword> = HashMap::new();
            for (n, line) in text.split('\n').enumerate() {
                let line_no = n as u64 + 1;
                let line = line.strip_suffix('\r').unwrap_or(line);
                if line.trim().is_empty() {
                    continue;
                }
                let entity = json_line(line, line_no, options, types, &mut names)?;
                emit(entity, line_no)?;
            }
        }
        ImportFormat::Edn => {
            return Err(RowError::Read("EDN data is loaded as is".into()));
        }
    }
    out.write_all(b"]\n").map_err(io_err)?;
    Ok(converted)
}

/// A csv error with the line counted as [`LineCounter`] counts it.
fn csv_error(e: &csv::Error, bytes: &[u8]) -> String {
    match e.position() {
        Some(p) => {
            let line = LineCounter::new(bytes).line_at(record_start(bytes, p.byte() as usize));
            let what = match e.kind() {
                csv::ErrorKind::UnequalLengths {
                    expected_len, len, ..
                } => format!("{len} fields where the header has {expected_len}"),
                csv::ErrorKind::Utf8 { .. } => "not UTF-8 text".to_string(),
                _ => e.to_string(),
            };
            format!("line {line}: {what}")
        }
        None => e.to_string(),
    }
}

/// The first byte of a record the csv crate says starts at `offset`
/// (past the line ends it counts as the record's start).
fn record_start(bytes: &[u8], offset: usize) -> usize {
    let skip = bytes.get(offset..).map_or(0, |rest| {
        rest.iter()
            .take_while(|&&b| b == b'\r' || b == b'\n')
            .count()
    });
    offset + skip
}

/// 1-based line numbers of byte offsets visited in increasing order.
struct LineCounter<'a> {
    bytes: &'a [u8],
    at: usize,
    line: u64,
}

impl<'a> LineCounter<'a> {
    fn new(bytes: &'a [u8]) -> Self {
        LineCounter {
            bytes,
            at: 0,
            line: 1,
        }
    }

    /// The line holding byte `offset` (offsets must not go backwards).
    fn line_at(&mut self, offset: usize) -> u64 {
        let end = offset.min(self.bytes.len());
        if end > self.at {
            self.line += count_newlines(&self.bytes[self.at..end]);
            self.at = end;
        }
        self.line
    }
}

fn count_newlines(bytes: &[u8]) -> u64 {
    bytes.iter().filter(|&&b| b == b'\n').count() as u64
}

/// One JSON Lines object as an entity; a bad value's column is the byte
/// column of the value in the line.
fn json_line(
    line: &str,
    line_no: u64,
    options: &RowOptions,
    types: &Types,
    names: &mut HashMap<String, Keyword>,
) -> Result<Vec<(Keyword, Value)>, RowError> {
    let object: JsonMembers = serde_json::from_str(line).map_err(|e| {
        RowError::Read(format!(
            "line {line_no}, column {}: not a JSON object: {}",
            e.column(),
            json_message(&e)
        ))
    })?;
    let mut entity = Vec::new();
    let mut attrs: Vec<(usize, Keyword)> = Vec::with_capacity(object.0.len());
    for (key, raw) in &object.0 {
        // The value borrows the line: its offset is its column.
        let column = raw.get().as_ptr() as usize - line.as_ptr() as usize + 1;
        let attr = match names.get(key) {
            Some(attr) => attr.clone(),
            None => {
                let attr = attribute(key, options.ns.as_deref()).map_err(|m| {
                    RowError::Read(format!("line {line_no}, column {column}: key {m}"))
                })?;
                names.insert(key.clone(), attr.clone());
                attr
            }
        };
        attrs.push((column, attr));
    }
    no_repeats(attrs.iter().map(|(c, a)| (*c, a))).map_err(|(_, second, attr)| {
        RowError::Read(format!(
            "line {line_no}, column {second}: a second key names {attr}"
        ))
    })?;
    for ((key, raw), (column, attr)) in object.0.iter().zip(attrs) {
        let ref_key = options.ref_key(key, &attr);
        let cell = |message: String| RowError::Cell {
            line: line_no,
            column,
            attr: attr.to_string(),
            message,
        };
        let value: serde_json::Value = serde_json::from_str(raw.get()).map_err(|e| {
            // The error's column counts from the value's start.
            let at = column + e.column().saturating_sub(1);
            RowError::Read(format!("line {line_no}, column {at}: {}", json_message(&e)))
        })?;
        // On a tuple attribute an array is one tuple (an array of arrays,
        // several), as export writes it: its elements are values.
        if types.get(&attr).is_some_and(|t| t.name() == "tuple") && value.is_array() {
            match &value {
                serde_json::Value::Array(items)
                    if !items.is_empty() && items.iter().all(|i| i.is_array()) =>
                {
                    let tuples = items
                        .iter()
                        .map(json_tuple)
                        .collect::<Result<Vec<_>, _>>()
                        .map_err(cell)?;
                    entity.push((attr.clone(), Value::vector(tuples)));
                }
                one => entity.push((attr.clone(), json_tuple(one).map_err(cell)?)),
            }
            continue;
        }
        let values: Vec<&serde_json::Value> = match &value {
            serde_json::Value::Array(items) => items.iter().collect(),
            other => vec![other],
        };
        let mut parsed = Vec::new();
        for v in values {
            let text = match v {
                serde_json::Value::Null => continue,
                // JSON already says it is a string; only a declared type
                // (or a reference column) reads more into it.
                serde_json::Value::String(s) if !types.contains_key(&attr) && ref_key.is_none() => {
                    if options.null.as_deref() != Some(s.as_str()) {
                        parsed.push(Value::string(s));
                    }
                    continue;
                }
                // `""` on a string attribute is the empty string, as
                // export writes it (a CSV cell cannot tell it from none).
                serde_json::Value::String(s)
                    if s.is_empty()
                        && ref_key.is_none()
                        && types.get(&attr).is_some_and(|t| t.name() == "string") =>
                {
                    if options.null.as_deref() != Some("") {
                        parsed.push(Value::string(""));
                    }
                    continue;
                }
                serde_json::Value::String(s) => s.clone(),
                serde_json::Value::Number(_) | serde_json::Value::Bool(_) => v.to_string(),
                serde_json::Value::Array(_) | serde_json::Value::Object(_) => {
                    return Err(cell(format!(
                        "nested JSON {} is not a value",
                        if v.is_array() { "array" } else { "object" }
                    )));
                }
            };
            parsed.extend(cell_value(&text, &attr, ref_key, types, options).map_err(cell)?);
        }
        match parsed.len() {
            0 => {}
            1 if !value.is_array() => entity.extend(parsed.into_iter().map(|v| (attr.clone(), v))),
            _ => entity.push((attr.clone(), Value::vector(parsed))),
        }
    }
    Ok(entity)
}

/// A JSON array as a tuple value: numbers, strings, booleans and `null`
/// as themselves, nested arrays as tuples.
fn json_tuple(v: &serde_json::Value) -> Result<Value, String> {
    Ok(match v {
        serde_json::Value::Null => Value::Nil,
        serde_json::Value::Bool(b) => Value::Boolean(*b),
        serde_json::Value::Number(n) => match n.as_i64() {
            Some(i) => Value::Long(i),
            None => Value::Double(
                n.as_f64()
                    .ok_or_else(|| format!("cannot read {n} as a number"))?,
            ),
        },
        serde_json::Value::String(s) => Value::string(s),
        serde_json::Value::Array(items) => Value::vector(
            items
                .iter()
                .map(|i| quiver_query::stack::deep(|| json_tuple(i)))
                .collect::<Result<Vec<_>, _>>()?,
        ),
        serde_json::Value::Object(_) => return Err("a JSON object is not a tuple element".into()),
    })
}

/// serde_json's message without its own " at line L column C" (the
/// caller gives the position in the file).
fn json_message(e: &serde_json::Error) -> String {
    let text = e.to_string();
    match text.rfind(" at line ") {
        Some(at) => text[..at].to_string(),
        None => text,
    }
}

/// A JSON object's members as written, a repeated key kept (so that it
/// can be refused: serde_json's maps keep the last silently).
struct JsonMembers<'a>(Vec<(String, &'a serde_json::value::RawValue)>);

impl<'de> serde::Deserialize<'de> for JsonMembers<'de> {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct Members;
        impl<'de> serde::de::Visitor<'de> for Members {
            type Value = JsonMembers<'de>;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a JSON object")
            }
            fn visit_map<M: serde::de::MapAccess<'de>>(
                self,
                mut map: M,
            ) -> Result<Self::Value, M::Error> {
                let mut out = Vec::new();
                while let Some(entry) = map.next_entry()? {
                    out.push(entry);
                }
                Ok(JsonMembers(out))
            }
        }
        d.deserialize_map(Members)
    }
}

/// The data formats `quiver import` reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum ImportFormat {
    /// One EDN vector of entity maps.
    Edn,
    /// A header row of attribute names, then one entity per row.
    Csv,
    /// One JSON object per line.
    Jsonl,
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
        let options = RowOptions {
            ns: Some("person".into()),
            ..RowOptions::default()
        };
        convert(
            &path,
            format,
            &options,
            &types(),
            &Default::default(),
            &mut out,
        )?;
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

    /// A key or header is one attribute name: EDN text in it is refused,
    /// not read as other attributes (the third hostile sweep wrote
    /// `:db/ident` through a JSON key); two names for one attribute are
    /// refused, not one kept; an unclosed quote is an error (D-938).
    #[test]
    fn names_are_one_attribute_each_and_quotes_close() {
        let err = |format, text| run(format, text).unwrap_err().to_string();
        let e = err(
            ImportFormat::Jsonl,
            "{\"name\":\"x\", \"age 5 :db/ident :evil/x :p/email\":\"e\"}\n",
        );
        assert!(
            e.starts_with("line 1, column 49: key \"age 5 :db/ident"),
            "{e}"
        );
        assert!(e.contains("is not an attribute name"), "{e}");
        for bad in ["a #_ :p/age", "a;comment", "x]", "", "a b", "x\\\"y"] {
            let text = format!("{{\"{bad}\":1}}\n");
            assert!(run(ImportFormat::Jsonl, &text).is_err(), "{bad}");
        }
        let e = err(ImportFormat::Csv, "name,age 7 :p/email\nx,1\n");
        assert!(
            e.starts_with("line 1, column 2: \"age 7 :p/email\" is not"),
            "{e}"
        );
        assert_eq!(
            err(ImportFormat::Csv, "name,age,:name\nq,1,w\n"),
            "line 1: columns 1 and 3 both name :person/name"
        );
        assert_eq!(
            err(
                ImportFormat::Jsonl,
                "{\"age\":1}\n{\"name\":\"d1\",\"name\":\"d2\"}\n"
            ),
            "line 2, column 21: a second key names :person/name"
        );
        assert_eq!(
            err(ImportFormat::Csv, "name,age\nr1,1\nr9,\"3\n"),
            "line 3: a quoted field is never closed (a `\"` is missing before the end of the file)"
        );
        // One position per JSON error, in the file's terms.
        assert_eq!(
            err(ImportFormat::Jsonl, "{\"age\":1e400}\n"),
            "line 1, column 12: number out of range"
        );
        // Quoted fields holding quotes, delimiters and newlines still load.
        let out = run(
            ImportFormat::Csv,
            "name,age\n\"a \"\"b\"\", c\nd\",1\n\"e\",\"2\"\n",
        )
        .unwrap();
        assert!(out.contains("\"a \\\"b\\\", c\\nd\""), "{out}");
        assert!(out.contains(":person/age 2"), "{out}");
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
                .starts_with("line 1, column 8 (:person/age)"),
            "{err}"
        );
        assert!(matches!(
            run(ImportFormat::Jsonl, "[1]\n"),
            Err(RowError::Read(_))
        ));
    }
}
