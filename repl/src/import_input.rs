//! `quiver import`: schema, then a bulk load with a progress bar on stderr,
//! then `loaded N datoms (M entities) in S s (R datoms/s)` on stdout.

use std::io::{self, Write};
use std::path::Path;
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use quiver_query::edn::{ReadOptions, Value, read_with};

use crate::backend::{Backend, BackendError, ImportProgress, Opener};
use crate::command_io::{Database, EXIT_FAILED, EXIT_INTERRUPTED, EXIT_OK, Io, report_open_error};
use crate::errors::Diagnostic;
use crate::tabular;
use crate::tabular::ImportFormat;

/// Runs the import; returns the exit status.
///
/// # Errors
/// Only when writing to stdout or stderr fails.
pub fn run(
    db: &Path,
    schema: Option<&Path>,
    format: ImportFormat,
    rows: &tabular::RowOptions,
    data: &Path,
    io: &mut Io,
    opener: &Opener,
) -> io::Result<u8> {
    // From the start, so a Ctrl-C while the file is read or converted
    // stops the command the same way.
    let router = crate::interrupt::SigintRouter::install_batch().ok();
    let data_name = data.display().to_string();
    if !data.is_file() {
        let why = if data.is_dir() {
            "cannot read: a directory, not a data file"
        } else {
            "cannot read: no such file"
        };
        let d = Diagnostic::whole(&data_name, why);
        io.stderr.write_all(d.render(None).as_bytes())?;
        return Ok(EXIT_FAILED);
    }
    let database = match Database::open(Some(db), opener) {
        Ok(d) => d,
        Err(message) => return report_open_error(io.stderr, &message),
    };
    let (mut backend, _temp) = database.into_parts();

    // The schema goes into the import's own transaction (see `prepare`).
    let schema_file = match schema {
        Some(schema) => {
            let name = schema.display().to_string();
            let text = match std::fs::read_to_string(schema) {
                Ok(t) => t,
                Err(e) => {
                    let d = Diagnostic::whole(&name, format!("cannot read: {e}"));
                    io.stderr.write_all(d.render(None).as_bytes())?;
                    return Ok(EXIT_FAILED);
                }
            };
            match read_with(&text, &ReadOptions::new().source(&name)) {
                Ok(form) if matches!(form.kind, quiver_query::edn::FormKind::Map(_)) => {
                    if let Some(d) = schema_shape(&form, &name) {
                        io.stderr.write_all(d.render(Some(&text)).as_bytes())?;
                        return Ok(EXIT_FAILED);
                    }
                    Some(SchemaFile {
                        name,
                        map: form.to_value(),
                    })
                }
                Ok(form) => {
                    let d = Diagnostic::at(
                        &name,
                        form.span.start,
                        format!(
                            "expected a schema map {{attr {{…}} …}}, found {}",
                            form.describe()
                        ),
                    );
                    io.stderr.write_all(d.render(Some(&text)).as_bytes())?;
                    return Ok(EXIT_FAILED);
                }
                Err(e) => {
                    let d = match BackendError::from(e) {
                        BackendError::Failed { message, at } => {
                            Diagnostic::at(&name, at.unwrap_or_default(), message)
                        }
                        other => Diagnostic::whole(&name, other.to_string()),
                    };
                    io.stderr.write_all(d.render(Some(&text)).as_bytes())?;
                    return Ok(EXIT_FAILED);
                }
            }
        }
        None => None,
    };

    let prepared = match prepare(&mut *backend, data, format, rows, schema_file.as_ref()) {
        Ok(p) => p,
        Err(e) => {
            io.stderr.write_all(e.0.as_bytes())?;
            return Ok(EXIT_FAILED);
        }
    };
    for warning in prepared.unknown_attributes(&*backend, schema_file.as_ref()) {
        writeln!(io.stderr, "warning: {data_name}: {warning}")?;
    }
    let data = prepared.path(data);
    let start = Instant::now();
    let bar = progress_bar(io.stderr_is_tty);
    let mut progress = |p: ImportProgress| {
        bar.set_length(p.bytes_total);
        bar.set_position(p.bytes_done);
        bar.set_message(format!("{} datoms", p.datoms));
    };
    // Ctrl-C stops the import (one transaction, so nothing is written)
    // and ends the command with "interrupted" and status 130, instead of
    // killing the process mid-write.
    let armed = router.as_ref().map(|r| r.arm(backend.interrupt_handle()));
    let stopped = || router.as_ref().is_some_and(|r| r.stop_requested());
    let result = if stopped() {
        Err(BackendError::message("interrupted"))
    } else {
        backend.import(data, &mut progress)
    };
    drop(armed);
    // Leave the last bar on the screen, on its own line.
    bar.abandon();
    let elapsed = start.elapsed();
    // A signal that came after the commit interrupted nothing: the data is
    // in, and the report says so (the result decides, not the flag).
    if result.is_err() && stopped() {
        let d = Diagnostic::whole(&data_name, "interrupted: nothing was imported");
        io.stderr.write_all(d.render(None).as_bytes())?;
        return Ok(EXIT_INTERRUPTED);
    }
    match result {
        Ok(summary) => {
            writeln!(
                io.stdout,
                "{}",
                summary_line(summary.datoms, summary.entities, elapsed)
            )?;
            Ok(EXIT_OK)
        }
        Err(e) => {
            let d = prepared.failure(e, &data_name);
            io.stderr.write_all(d.render(None).as_bytes())?;
            Ok(EXIT_FAILED)
        }
    }
}

/// A schema map's first key that is not an attribute keyword, or first
/// properties that are not a map, as a located report.
fn schema_shape(form: &quiver_query::edn::Form, name: &str) -> Option<Diagnostic> {
    let quiver_query::edn::FormKind::Map(entries) = &form.kind else {
        return None;
    };
    entries.iter().find_map(|(k, v)| {
        if k.as_keyword().is_none() {
            Some(Diagnostic::at(
                name,
                k.span.start,
                format!("an attribute is a keyword, not {}", k.describe()),
            ))
        } else if !matches!(v.kind, quiver_query::edn::FormKind::Map(_)) {
            Some(Diagnostic::at(
                name,
                v.span.start,
                format!(
                    "the properties of {} are a map, not {}",
                    k.to_value(),
                    v.describe()
                ),
            ))
        } else {
            None
        }
    })
}

/// A data file made ready for the backend's bulk import: CSV and JSON
/// Lines converted to EDN entity maps, EDN entity lines wrapped in a
/// vector, and the schema changes (`--schema`, a dump's schema map) put at
/// the front of the same vector, so schema and data are one transaction.
pub struct Prepared {
    file: Option<tempfile::NamedTempFile>,
    converted: Option<tabular::Converted>,
    /// Where the schema items are (line, last column) and whose they are.
    prelude: Option<(u32, u32, String)>,
}

/// Why a data file could not be prepared: the rendered report.
#[derive(Debug)]
pub struct PrepareError(pub String);

/// A schema map to apply with the data, and the name of its file.
pub struct SchemaFile {
    /// The file's name, for errors.
    pub name: String,
    /// `{attr {property value …} …}`.
    pub map: Value,
}

impl Prepared {
    /// The file to import: the prepared one, or `data` itself.
    pub fn path<'a>(&'a self, data: &'a Path) -> &'a Path {
        self.file.as_ref().map_or(data, |f| f.path())
    }

    /// For CSV / JSON Lines: each column attribute that neither the
    /// database nor `schema` declares, as a warning (the import adds it
    /// without a type; D-728). None for a closed schema (an error then),
    /// nor for a database with no attributes (schema-less use).
    pub fn unknown_attributes(
        &self,
        backend: &dyn Backend,
        schema: Option<&SchemaFile>,
    ) -> Vec<String> {
        let Some(converted) = &self.converted else {
            return Vec::new();
        };
        let known = backend.attributes();
        if backend.closed_schema() || (known.is_empty() && schema.is_none()) {
            return Vec::new();
        }
        let mut known = known;
        if let Some(Value::Map(m)) = schema.map(|s| &s.map) {
            known.extend(
                m.keys()
                    .filter_map(|k| k.as_keyword())
                    .map(|k| k.as_str().to_string()),
            );
        }
        let declared = |k: &quiver_query::edn::Keyword| known.iter().any(|a| a == k.as_str());
        converted
            .attributes
            .iter()
            .filter(|k| !declared(k) && k.namespace() != Some("db"))
            .map(|k| {
                let hint = quiver_query::suggest::nearest(k.as_str(), known.iter().map(String::as_str))
                    .map(|s| format!("; did you mean :{s}?"))
                    .unwrap_or_default();
                format!("{k} is not in the schema: the import adds it as an attribute without a type{hint}")
            })
            .collect()
    }

    /// The report for an import of this file that failed: a schema item
    /// is blamed on its schema file, a CSV / JSON Lines entity is named by
    /// the line of the data file it came from, not by its place in the
    /// converted EDN.
    pub fn failure(&self, e: BackendError, data_name: &str) -> Diagnostic {
        let (message, at) = match e {
            BackendError::Failed {
                message,
                at: Some(at),
            } => (message, at),
            // The report names the database; the input file comes second.
            BackendError::Storage { message } => {
                let mut d = Diagnostic::bare(message);
                d.notes
                    .push(format!("nothing from {data_name} was imported"));
                return d;
            }
            other => return Diagnostic::whole(data_name, other.to_string()),
        };
        if let Some((line, last_col, source)) = &self.prelude
            && at.line == *line
            && at.col <= *last_col
        {
            return Diagnostic::whole(source, message);
        }
        match &self.converted {
            Some(converted) => match converted.data_line(at.line) {
                Some(line) => Diagnostic::whole(data_name, format!("line {line}: {message}")),
                None => Diagnostic::whole(data_name, message),
            },
            None => Diagnostic::at(data_name, at, message),
        }
    }
}

/// Prepares `data` for [`Backend::import`]. CSV and JSON Lines become an
/// EDN file of entity maps (typed by the schema, `schema` included); an
/// EDN file that starts with a schema map (a `quiver dump`) has it taken
/// out. The schema changes (of `schema` and the dump) that the database
/// does not have yet go at the front of the data's vector: one
/// transaction, so a failed or interrupted import leaves no schema behind.
///
/// # Errors
/// The rendered report of an unreadable file, a bad row or a malformed
/// schema map.
pub fn prepare(
    backend: &mut dyn Backend,
    data: &Path,
    format: ImportFormat,
    rows: &tabular::RowOptions,
    schema: Option<&SchemaFile>,
) -> Result<Prepared, PrepareError> {
    let data_name = data.display().to_string();
    let whole = |name: &str, m: String| PrepareError(Diagnostic::whole(name, m).render(None));
    let current = backend
        .schema()
        .map_err(|e| whole(&data_name, e.to_string()))?;
    let (file, converted, dump_schema) = match format {
        ImportFormat::Edn => {
            let (file, dump) = leading_schema(data).map_err(PrepareError)?;
            (file, None, dump)
        }
        ImportFormat::Csv | ImportFormat::Jsonl => {
            let mut maps = vec![&current];
            maps.extend(schema.map(|s| &s.map));
            let (file, converted) =
                convert_rows(&maps, data, format, rows).map_err(|m| whole(&data_name, m))?;
            (Some(file), Some(converted), None)
        }
    };
    let mut prepared = Prepared {
        file,
        converted,
        prelude: None,
    };
    let mut items = String::new();
    let mut source = None;
    for (map, name) in [
        (dump_schema.as_ref(), data_name.as_str()),
        (
            schema.map(|s| &s.map),
            schema.map_or("", |s| s.name.as_str()),
        ),
    ] {
        let Some(map) = map else { continue };
        let text = schema_items(&current, map).map_err(|m| whole(name, m))?;
        if !text.is_empty() {
            items.push_str(&text);
            items.push(' ');
            source.get_or_insert_with(|| name.to_string());
        }
    }
    if let Some(source) = source {
        prepared.prelude = Some(splice(&mut prepared, data, &items, source)?);
    }
    Ok(prepared)
}

/// The items of `map`'s schema changes that `current` does not have yet,
/// as tx-data text on one line without the brackets (empty: nothing to
/// change).
fn schema_items(current: &Value, map: &Value) -> Result<String, String> {
    let Value::Map(wanted) = map else {
        return Err("a schema is a map {attr {property value …} …}".into());
    };
    let have = |attr: &Value, props: &Value| -> bool {
        let (Value::Map(current), Value::Map(props)) = (current, props) else {
            return false;
        };
        let Some(Value::Map(now)) = current.get(attr) else {
            return false;
        };
        props.iter().all(|(k, v)| now.get(k) == Some(v))
    };
    let changes: Vec<(Value, Value)> = wanted
        .iter()
        .filter(|(attr, props)| !have(attr, props))
        .map(|(a, p)| (a.clone(), p.clone()))
        .collect();
    if changes.is_empty() {
        return Ok(String::new());
    }
    let tx = quiver::schema_map_to_tx(&Value::map(changes))?;
    // `[…]` printed from values: strings keep their line breaks escaped.
    Ok(tx
        .strip_prefix('[')
        .and_then(|t| t.strip_suffix(']'))
        .unwrap_or(&tx)
        .to_string())
}

/// Writes the prepared data with `items` just after the `[` that opens it,
/// on that `[`'s line (so every other position in the data stays where it
/// was); returns that line, the items' last column and `source`.
fn splice(
    prepared: &mut Prepared,
    data: &Path,
    items: &str,
    source: String,
) -> Result<(u32, u32, String), PrepareError> {
    let path = prepared.path(data).to_path_buf();
    let name = data.display().to_string();
    let fail = |m: String| PrepareError(Diagnostic::whole(&name, m).render(None));
    let text = std::fs::read_to_string(&path).map_err(|e| fail(format!("cannot read: {e}")))?;
    let open = vector_start(text.as_bytes())
        .ok_or_else(|| fail("the data is not one vector of tx-data".into()))?;
    let line = 1 + text.as_bytes()[..open]
        .iter()
        .filter(|&&b| b == b'\n')
        .count() as u32;
    let col = (open - text[..open].rfind('\n').map_or(0, |n| n + 1)) as u32 + 1;
    let mut file = tempfile::Builder::new()
        .prefix("quiver-import-")
        .suffix(".edn")
        .tempfile()
        .map_err(|e| fail(format!("cannot create a temporary file: {e}")))?;
    file.write_all(&text.as_bytes()[..=open])
        .and_then(|()| file.write_all(items.as_bytes()))
        .and_then(|()| file.write_all(&text.as_bytes()[open + 1..]))
        .map_err(|e| fail(format!("cannot write a temporary file: {e}")))?;
    prepared.file = Some(file);
    Ok((line, col + items.chars().count() as u32, source))
}

/// The offset of the `[` that opens the first form (after whitespace,
/// commas and `;` comments), if the first form is a vector.
fn vector_start(head: &[u8]) -> Option<usize> {
    let mut i = 0;
    while let Some(&b) = head.get(i) {
        match b {
            b' ' | b'\t' | b'\n' | b'\r' | b',' | 0x0c => i += 1,
            b';' => i += head[i..].iter().position(|&c| c == b'\n')?,
            b'[' => return Some(i),
            _ => return None,
        }
    }
    None
}

/// The data of an EDN file as one vector: when `data` holds a schema map
/// followed by more forms (the shape `quiver dump` writes), a temporary
/// file with the rest and the schema map (applied in the import's own
/// transaction); entity maps one a line (`quiver export`) wrapped in a
/// vector; `None` for an ordinary data file.
fn leading_schema(data: &Path) -> Result<(Option<tempfile::NamedTempFile>, Option<Value>), String> {
    let name = data.display().to_string();
    let whole = |m: String| Diagnostic::whole(&name, m).render(None);
    // A file that opens with `[` (tx-data: the usual case) has no schema
    // map first; its first bytes say so without reading and scanning all
    // of it (a scan of a 40 MB file took ~40 ms of the import).
    if opens_with_vector(data) {
        return Ok((None, None));
    }
    let text = std::fs::read_to_string(data).map_err(|e| whole(format!("cannot read: {e}")))?;
    let chunks = crate::balance::scan(&text).chunks;
    let temp = || {
        tempfile::Builder::new()
            .prefix("quiver-import-")
            .suffix(".edn")
            .tempfile()
            .map_err(|e| whole(format!("cannot create a temporary file: {e}")))
    };
    let starts = |c: &crate::balance::Chunk, b: char| text[c.start.offset..].starts_with(b);
    // Entity maps one a line, as `quiver export --format edn` writes them:
    // loaded as one vector (the maps keep their `:db/id`s).
    let entity_lines = match chunks.as_slice() {
        [first, second, ..] => starts(first, '{') && starts(second, '{'),
        [only] => starts(only, '{') && text[only.start.offset..only.end].contains(":db/id"),
        [] => false,
    };
    if entity_lines {
        let mut file = temp()?;
        // `[` on the first line, so errors keep the file's line numbers.
        let body = |f: &mut tempfile::NamedTempFile| -> io::Result<()> {
            f.write_all(b"[")?;
            f.write_all(text.as_bytes())?;
            f.write_all(b"\n]\n")
        };
        body(&mut file).map_err(|e| whole(format!("cannot write a temporary file: {e}")))?;
        return Ok((Some(file), None));
    }
    let [first, second, ..] = chunks.as_slice() else {
        return Ok((None, None));
    };
    if !starts(first, '{') {
        return Ok((None, None));
    }
    let form = read_with(
        &text[first.start.offset..first.end],
        &ReadOptions::new().source(&name).base(first.start),
    )
    .map_err(BackendError::from);
    let schema = match form {
        Ok(form) => form.to_value(),
        Err(e) => {
            let d = match e {
                BackendError::Failed {
                    message,
                    at: Some(at),
                } => Diagnostic::at(&name, at, message),
                other => Diagnostic::whole(&name, other.to_string()),
            };
            return Err(d.render(Some(&text)));
        }
    };
    // The rest where it was: blank lines and spaces before it keep the
    // file's line and column numbers in errors.
    let mut rest = temp()?;
    let pad = format!(
        "{}{}",
        "\n".repeat(second.start.line.saturating_sub(1) as usize),
        " ".repeat(second.start.col.saturating_sub(1) as usize)
    );
    rest.write_all(pad.as_bytes())
        .and_then(|()| rest.write_all(&text.as_bytes()[second.start.offset..]))
        .map_err(|e| whole(format!("cannot write a temporary file: {e}")))?;
    Ok((Some(rest), Some(schema)))
}

/// Whether the first form of the file at `path` starts with `[` (after
/// whitespace, commas and `;` comments within its first 64 KiB); `false`
/// when unsure.
fn opens_with_vector(path: &Path) -> bool {
    use std::io::Read;
    let mut head = Vec::with_capacity(1 << 16);
    let read = std::fs::File::open(path).and_then(|f| f.take(1 << 16).read_to_end(&mut head));
    read.is_ok() && vector_start(&head).is_some()
}

/// Writes the rows of a CSV / JSON Lines file as an EDN vector of entity
/// maps to a temporary file.
fn convert_rows(
    schema: &[&Value],
    data: &Path,
    format: ImportFormat,
    rows: &tabular::RowOptions,
) -> Result<(tempfile::NamedTempFile, tabular::Converted), String> {
    let mut types = tabular::Types::new();
    let mut many = std::collections::BTreeSet::new();
    for s in schema {
        types.extend(tabular::types_of(s));
        many.extend(tabular::many_of(s));
    }
    let mut file = tempfile::Builder::new()
        .prefix("quiver-import-")
        .suffix(".edn")
        .tempfile()
        .map_err(|e| format!("cannot create a temporary file: {e}"))?;
    let converted = {
        let mut out = io::BufWriter::new(file.as_file_mut());
        let converted = tabular::convert(data, format, rows, &types, &many, &mut out)
            .map_err(|e| e.to_string())?;
        out.flush().map_err(|e| e.to_string())?;
        converted
    };
    Ok((file, converted))
}

/// The import's progress bar on stderr (indicatif, which replaced a
/// hand-drawn bar: rate limiting, terminal handling and byte units come
/// with it); hidden unless stderr is a terminal.
fn progress_bar(visible: bool) -> ProgressBar {
    if !visible {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::with_draw_target(Some(0), ProgressDrawTarget::stderr());
    if let Ok(style) = ProgressStyle::with_template(
        "[{bar:30}] {percent:>3}%  {bytes}/{total_bytes}  {msg}  {elapsed}",
    ) {
        bar.set_style(style.progress_chars("#>."));
    }
    bar
}

/// `loaded N datoms (M entities) in S s (R datoms/s)`.
pub fn summary_line(datoms: u64, entities: u64, elapsed: Duration) -> String {
    let secs = elapsed.as_secs_f64();
    let rate = if secs > 0.0 {
        datoms as f64 / secs
    } else {
        0.0
    };
    format!("loaded {datoms} datoms ({entities} entities) in {secs:.2} s ({rate:.0} datoms/s)")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_opening_with_a_vector_has_no_leading_schema() {
        let dir = tempfile::tempdir().unwrap();
        let file = |text: &str| {
            let p = dir.path().join("f.edn");
            std::fs::write(&p, text).unwrap();
            opens_with_vector(&p)
        };
        assert!(file("[{:a 1}]"));
        assert!(file(" ;; data\n, \n[{:a 1}]"));
        assert!(!file("{:a {:db/valueType :db.type/long}}\n[{:a 1}]"));
        assert!(!file("#_ x [{:a 1}]"));
        assert!(!file(";; only a comment"));
        assert!(!file(""));
    }

    #[test]
    fn summary_line_with_rate() {
        assert_eq!(
            summary_line(1_000_000, 100_000, Duration::from_secs(4)),
            "loaded 1000000 datoms (100000 entities) in 4.00 s (250000 datoms/s)"
        );
    }
}
