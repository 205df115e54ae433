//! `quiver import`: schema, then a bulk load with a progress bar on stderr,
//! then `loaded N datoms (M entities) in S s (R datoms/s)` on stdout.

use std::io::{self, Write};
use std::path::Path;
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use quiver_query::edn::{ReadOptions, read_with};

use crate::args::ImportFormat;
use crate::backend::{Backend, BackendError, ImportProgress, Opener};
use crate::cli::{Database, EXIT_FAILED, EXIT_INTERRUPTED, EXIT_OK, Io, report_open_error};
use crate::errors::Diagnostic;
use crate::tabular;

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
        let d = Diagnostic::whole(&data_name, "cannot read: no such file");
        io.stderr.write_all(d.render(None).as_bytes())?;
        return Ok(EXIT_FAILED);
    }
    let database = match Database::open(Some(db), opener) {
        Ok(d) => d,
        Err(message) => return report_open_error(io.stderr, &message),
    };
    let (mut backend, _temp) = database.into_parts();

    if let Some(schema) = schema {
        let name = schema.display().to_string();
        let text = match std::fs::read_to_string(schema) {
            Ok(t) => t,
            Err(e) => {
                let d = Diagnostic::whole(&name, format!("cannot read: {e}"));
                io.stderr.write_all(d.render(None).as_bytes())?;
                return Ok(EXIT_FAILED);
            }
        };
        let result = read_with(&text, &ReadOptions::new().source(&name))
            .map_err(BackendError::from)
            .and_then(|form| backend.update_schema(&form));
        if let Err(e) = result {
            let d = match e {
                BackendError::Failed { message, at } => {
                    Diagnostic::at(&name, at.unwrap_or_default(), message)
                }
                other => Diagnostic::whole(&name, other.to_string()),
            };
            io.stderr.write_all(d.render(Some(&text)).as_bytes())?;
            return Ok(EXIT_FAILED);
        }
    }

    let prepared = match prepare(&mut *backend, data, format, rows) {
        Ok(p) => p,
        Err(e) => {
            io.stderr.write_all(e.0.as_bytes())?;
            return Ok(EXIT_FAILED);
        }
    };
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
    if stopped() {
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

/// A data file made ready for the backend's bulk import: CSV and JSON
/// Lines converted to EDN entity maps, EDN entity lines wrapped in a
/// vector, a dump's leading schema applied.
pub struct Prepared {
    file: Option<tempfile::NamedTempFile>,
    converted: Option<tabular::Converted>,
}

/// Why a data file could not be prepared: the rendered report.
#[derive(Debug)]
pub struct PrepareError(pub String);

impl Prepared {
    /// The file to import: the prepared one, or `data` itself.
    pub fn path<'a>(&'a self, data: &'a Path) -> &'a Path {
        self.file.as_ref().map_or(data, |f| f.path())
    }

    /// The report for an import of this file that failed: a CSV / JSON
    /// Lines entity is named by the line of the data file it came from,
    /// not by its place in the converted EDN.
    pub fn failure(&self, e: BackendError, data_name: &str) -> Diagnostic {
        match (e, &self.converted) {
            (
                BackendError::Failed {
                    message,
                    at: Some(at),
                },
                Some(converted),
            ) => match converted.data_line(at.line) {
                Some(line) => Diagnostic::whole(data_name, format!("line {line}: {message}")),
                None => Diagnostic::whole(data_name, message),
            },
            (
                BackendError::Failed {
                    message,
                    at: Some(at),
                },
                None,
            ) => Diagnostic::at(data_name, at, message),
            (other, _) => Diagnostic::whole(data_name, other.to_string()),
        }
    }
}

/// Prepares `data` for [`Backend::import`]. CSV and JSON Lines become an
/// EDN file of entity maps (typed by the schema, so this comes after
/// `--schema`); an EDN file that starts with a schema map (a `quiver
/// dump`) has it applied first.
///
/// # Errors
/// The rendered report of an unreadable file or a bad row.
pub fn prepare(
    backend: &mut dyn Backend,
    data: &Path,
    format: ImportFormat,
    rows: &tabular::RowOptions,
) -> Result<Prepared, PrepareError> {
    match format {
        ImportFormat::Edn => Ok(Prepared {
            file: leading_schema(backend, data).map_err(PrepareError)?,
            converted: None,
        }),
        ImportFormat::Csv | ImportFormat::Jsonl => {
            match convert_rows(backend, data, format, rows) {
                Ok((file, converted)) => Ok(Prepared {
                    file: Some(file),
                    converted: Some(converted),
                }),
                Err(message) => Err(PrepareError(
                    Diagnostic::whole(&data.display().to_string(), message).render(None),
                )),
            }
        }
    }
}

/// When `data` holds a schema map followed by more forms (the shape
/// `quiver dump` writes), applies the schema and returns a temporary file
/// with the rest; `None` for an ordinary data file.
fn leading_schema(
    backend: &mut dyn Backend,
    data: &Path,
) -> Result<Option<tempfile::NamedTempFile>, String> {
    let name = data.display().to_string();
    let whole = |m: String| Diagnostic::whole(&name, m).render(None);
    // A file that opens with `[` (tx-data: the usual case) has no schema
    // map first; its first bytes say so without reading and scanning all
    // of it (a scan of a 40 MB file took ~40 ms of the import).
    if opens_with_vector(data) {
        return Ok(None);
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
        return Ok(Some(file));
    }
    let [first, second, ..] = chunks.as_slice() else {
        return Ok(None);
    };
    if !starts(first, '{') {
        return Ok(None);
    }
    let form = read_with(
        &text[first.start.offset..first.end],
        &ReadOptions::new().source(&name).base(first.start),
    )
    .map_err(BackendError::from)
    .and_then(|form| backend.update_schema(&form).map(|_| ()));
    if let Err(e) = form {
        let d = match e {
            BackendError::Failed {
                message,
                at: Some(at),
            } => Diagnostic::at(&name, at, message),
            other => Diagnostic::whole(&name, other.to_string()),
        };
        return Err(d.render(Some(&text)));
    }
    let mut rest = temp()?;
    rest.write_all(&text.as_bytes()[second.start.offset..])
        .map_err(|e| whole(format!("cannot write a temporary file: {e}")))?;
    Ok(Some(rest))
}

/// Whether the first form of the file at `path` starts with `[` (after
/// whitespace, commas and `;` comments within its first 64 KiB); `false`
/// when unsure.
fn opens_with_vector(path: &Path) -> bool {
    use std::io::Read;
    let mut head = Vec::with_capacity(1 << 16);
    let read = std::fs::File::open(path).and_then(|f| f.take(1 << 16).read_to_end(&mut head));
    if read.is_err() {
        return false;
    }
    let mut i = 0;
    while let Some(&b) = head.get(i) {
        match b {
            b' ' | b'\t' | b'\n' | b'\r' | b',' | 0x0c => i += 1,
            b';' => match head[i..].iter().position(|&c| c == b'\n') {
                Some(n) => i += n,
                None => return false,
            },
            b => return b == b'[',
        }
    }
    false
}

/// Writes the rows of a CSV / JSON Lines file as an EDN vector of entity
/// maps to a temporary file.
fn convert_rows(
    backend: &mut dyn Backend,
    data: &Path,
    format: ImportFormat,
    rows: &tabular::RowOptions,
) -> Result<(tempfile::NamedTempFile, tabular::Converted), String> {
    let schema = backend.schema().map_err(|e| e.to_string())?;
    let types = tabular::types_of(&schema);
    let many = tabular::many_of(&schema);
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
