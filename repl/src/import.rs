//! `quiver import`: schema, then a bulk load with a progress bar on stderr,
//! then `loaded N datoms (M entities) in S s (R datoms/s)` on stdout.

use std::io::{self, Write};
use std::path::Path;
use std::time::{Duration, Instant};

use quiver_query::edn::{ReadOptions, read_with};

use crate::args::ImportFormat;
use crate::backend::{Backend, BackendError, ImportProgress, Opener};
use crate::cli::{Database, EXIT_FAILED, EXIT_OK, Io, report_open_error};
use crate::errors::Diagnostic;
use crate::tabular;

/// Redraw the progress bar at most this often.
const REDRAW: Duration = Duration::from_millis(100);
/// Width of the bar in characters.
const BAR_WIDTH: usize = 30;

/// Runs the import; returns the exit status.
///
/// # Errors
/// Only when writing to stdout or stderr fails.
pub fn run(
    db: &Path,
    schema: Option<&Path>,
    format: ImportFormat,
    ns: Option<&str>,
    data: &Path,
    io: &mut Io,
    opener: &Opener,
) -> io::Result<u8> {
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

    // CSV and JSON Lines become an EDN file of entity maps first (typed by
    // the schema, which is why this comes after --schema).
    let converted = match format {
        ImportFormat::Edn => None,
        ImportFormat::Csv | ImportFormat::Jsonl => {
            match convert_rows(&mut *backend, data, format, ns) {
                Ok(file) => Some(file),
                Err(message) => {
                    let d = Diagnostic::whole(&data_name, message);
                    io.stderr.write_all(d.render(None).as_bytes())?;
                    return Ok(EXIT_FAILED);
                }
            }
        }
    };
    let data = converted.as_ref().map_or(data, |f| f.path());
    let start = Instant::now();
    let mut last_draw: Option<Instant> = None;
    let draw = io.stderr_is_tty;
    let stderr = &mut *io.stderr;
    let mut progress = |p: ImportProgress| {
        if !draw || last_draw.is_some_and(|t| t.elapsed() < REDRAW) {
            return;
        }
        last_draw = Some(Instant::now());
        let _ = write!(stderr, "\r{}", progress_line(p, start.elapsed()));
        let _ = stderr.flush();
    };
    let result = backend.import(data, &mut progress);
    if draw && last_draw.is_some() {
        // Leave the last bar on its own line.
        writeln!(io.stderr)?;
    }
    let elapsed = start.elapsed();
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
            let d = match e {
                BackendError::Failed {
                    message,
                    at: Some(at),
                } => Diagnostic::at(&data_name, at, message),
                other => Diagnostic::whole(&data_name, other.to_string()),
            };
            io.stderr.write_all(d.render(None).as_bytes())?;
            Ok(EXIT_FAILED)
        }
    }
}

/// Writes the rows of a CSV / JSON Lines file as an EDN vector of entity
/// maps to a temporary file.
fn convert_rows(
    backend: &mut dyn Backend,
    data: &Path,
    format: ImportFormat,
    ns: Option<&str>,
) -> Result<tempfile::NamedTempFile, String> {
    let schema = backend.schema().map_err(|e| e.to_string())?;
    let types = tabular::types_of(&schema);
    let mut file = tempfile::Builder::new()
        .prefix("quiver-import-")
        .suffix(".edn")
        .tempfile()
        .map_err(|e| format!("cannot create a temporary file: {e}"))?;
    {
        let mut out = io::BufWriter::new(file.as_file_mut());
        tabular::convert(data, format, ns, &types, &mut out).map_err(|e| e.to_string())?;
        out.flush().map_err(|e| e.to_string())?;
    }
    Ok(file)
}

/// `[#########.....]  45%  12.3/27.0 MB  450000 datoms`.
pub fn progress_line(p: ImportProgress, elapsed: Duration) -> String {
    let fraction = if p.bytes_total == 0 {
        0.0
    } else {
        (p.bytes_done as f64 / p.bytes_total as f64).clamp(0.0, 1.0)
    };
    let filled = (fraction * BAR_WIDTH as f64).round() as usize;
    format!(
        "[{}{}] {:>3.0}%  {:.1}/{:.1} MB  {} datoms  {:.1} s",
        "#".repeat(filled),
        ".".repeat(BAR_WIDTH - filled.min(BAR_WIDTH)),
        fraction * 100.0,
        p.bytes_done as f64 / 1e6,
        p.bytes_total as f64 / 1e6,
        p.datoms,
        elapsed.as_secs_f64()
    )
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
    fn progress_and_summary_lines() {
        let p = ImportProgress {
            bytes_done: 13_500_000,
            bytes_total: 27_000_000,
            datoms: 450_000,
        };
        assert_eq!(
            progress_line(p, Duration::from_millis(1500)),
            "[###############...............]  50%  13.5/27.0 MB  450000 datoms  1.5 s"
        );
        assert_eq!(
            summary_line(1_000_000, 100_000, Duration::from_secs(4)),
            "loaded 1000000 datoms (100000 entities) in 4.00 s (250000 datoms/s)"
        );
        assert!(progress_line(ImportProgress::default(), Duration::ZERO).starts_with("[....."));
    }
}
