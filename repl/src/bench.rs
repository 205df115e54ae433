//! `quiver bench`: times bench query files (`{:name … :query … :args […]}`,
//! the format of the shared bench queries) and prints one JSON object per
//! line: `{"name":…,"median_ms":…,"min_ms":…,"max_ms":…,"runs":…,"rows":…}`.
//!
//! Only the backend's `query` call is timed (parse, plan, execute and
//! materialise the result), after `warmup` untimed runs.

use std::io;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use quiver_query::edn::{Form, FormKind, ReadOptions, Value, read_all_with};

use crate::backend::{BackendError, InputArg, RunOptions};
use crate::cli::{Database, EXIT_FAILED, EXIT_INTERRUPTED, EXIT_OK, Io, report_open_error};
use crate::errors::Diagnostic;
use crate::forms::{bench_query, input_arg};

/// One query's timings.
#[derive(Clone, Debug, PartialEq)]
pub struct Timing {
    /// `:name` from the file (the file stem when absent).
    pub name: String,
    /// Timed runs, each in milliseconds.
    pub runs_ms: Vec<f64>,
    /// Rows of the result.
    pub rows: usize,
}

impl Timing {
    /// The JSON line (without newline), keys in the documented order.
    pub fn to_json_line(&self) -> String {
        let mut sorted = self.runs_ms.clone();
        sorted.sort_by(f64::total_cmp);
        let median = match sorted.len() {
            0 => 0.0,
            n if n % 2 == 1 => sorted[n / 2],
            n => (sorted[n / 2 - 1] + sorted[n / 2]) / 2.0,
        };
        let min = sorted.first().copied().unwrap_or(0.0);
        let max = sorted.last().copied().unwrap_or(0.0);
        format!(
            "{{\"name\":{},\"median_ms\":{},\"min_ms\":{},\"max_ms\":{},\"runs\":{},\"rows\":{}}}",
            serde_json::Value::String(self.name.clone()),
            ms(median),
            ms(min),
            ms(max),
            sorted.len(),
            self.rows
        )
    }
}

/// Milliseconds rounded to microseconds, as a JSON number.
fn ms(v: f64) -> serde_json::Value {
    let rounded = (v * 1000.0).round() / 1000.0;
    serde_json::Number::from_f64(rounded).map_or(serde_json::Value::Null, serde_json::Value::Number)
}

/// How each query is timed.
#[derive(Clone, Copy, Debug)]
pub struct Plan {
    /// Timed runs.
    pub runs: usize,
    /// Untimed runs first.
    pub warmup: usize,
    /// Execute every run (no result cache).
    pub no_result_cache: bool,
}

/// Runs the bench over `files`; returns the exit status.
///
/// # Errors
/// Only when writing to stdout or stderr fails.
pub fn run(
    db: &Path,
    plan: Plan,
    files: &[PathBuf],
    io: &mut Io,
    opener: &crate::backend::Opener,
) -> io::Result<u8> {
    let database = match Database::open(Some(db), opener) {
        Ok(d) => d,
        Err(message) => return report_open_error(io.stderr, &message),
    };
    let (mut backend, _temp) = database.into_parts();
    let mut failed = false;
    // Ctrl-C stops the query being timed and the bench with status 130.
    let router = crate::interrupt::SigintRouter::install_batch().ok();
    let stopped = || router.as_ref().is_some_and(|r| r.stop_requested());
    let interrupted = |io: &mut Io| -> io::Result<u8> {
        writeln!(io.stderr, "interrupted")?;
        Ok(EXIT_INTERRUPTED)
    };
    for file in files {
        if stopped() {
            return interrupted(io);
        }
        let name = file.display().to_string();
        let text = match std::fs::read_to_string(file) {
            Ok(t) => t,
            Err(e) => {
                let d = Diagnostic::whole(&name, format!("cannot read: {e}"));
                io.stderr.write_all(d.render(None).as_bytes())?;
                failed = true;
                continue;
            }
        };
        let report = |at: quiver_query::Pos, message: String| {
            Diagnostic::at(&name, at, message).render(Some(&text))
        };
        let forms = match read_all_with(&text, &ReadOptions::new().source(&name)) {
            Ok(f) => f,
            Err(e) => {
                let e = BackendError::from(e);
                let (message, at) = failure_parts(e);
                io.stderr
                    .write_all(report(at.unwrap_or_default(), message).as_bytes())?;
                failed = true;
                continue;
            }
        };
        if forms.is_empty() {
            let d = Diagnostic::whole(
                &name,
                "no bench query map {:name … :query … :args […]} in the file",
            );
            io.stderr.write_all(d.render(None).as_bytes())?;
            failed = true;
        }
        // A file may hold several query maps; each is timed on its own.
        for form in &forms {
            let (query, args) = match bench_query(form) {
                Ok(Some(q)) => q,
                Ok(None) => {
                    io.stderr.write_all(
                        report(
                            form.span.start,
                            "expected a bench query map {:name … :query … :args […]}".into(),
                        )
                        .as_bytes(),
                    )?;
                    failed = true;
                    continue;
                }
                Err(e) => {
                    io.stderr
                        .write_all(report(e.span.start, e.message).as_bytes())?;
                    failed = true;
                    continue;
                }
            };
            let mut inputs = vec![InputArg::Database];
            inputs.extend(args.iter().map(input_arg));
            let query_name = query_name(form).unwrap_or_else(|| {
                let stem = file
                    .file_stem()
                    .map_or_else(|| name.clone(), |s| s.to_string_lossy().into_owned());
                if forms.len() > 1 {
                    format!("{stem}:{}", form.span.start.line)
                } else {
                    stem
                }
            });
            if stopped() {
                return interrupted(io);
            }
            let armed = router.as_ref().map(|r| r.arm(backend.interrupt_handle()));
            let timed = time_query(&mut *backend, query, &inputs, plan);
            drop(armed);
            if stopped() {
                return interrupted(io);
            }
            match timed {
                Ok((runs_ms, rows)) => {
                    let timing = Timing {
                        name: query_name,
                        runs_ms,
                        rows,
                    };
                    writeln!(io.stdout, "{}", timing.to_json_line())?;
                    io.stdout.flush()?;
                }
                Err(e) => {
                    let (message, at) = failure_parts(e);
                    io.stderr
                        .write_all(report(at.unwrap_or(query.span.start), message).as_bytes())?;
                    failed = true;
                }
            }
        }
    }
    Ok(if failed { EXIT_FAILED } else { EXIT_OK })
}

fn failure_parts(e: BackendError) -> (String, Option<quiver_query::Pos>) {
    match e {
        BackendError::Failed { message, at } => (message, at),
        other => (other.to_string(), None),
    }
}

fn query_name(form: &Form) -> Option<String> {
    let FormKind::Map(entries) = &form.kind else {
        return None;
    };
    entries.iter().find_map(|(k, v)| {
        let is_name = k.as_keyword().is_some_and(|k| k.as_str() == "name");
        match (is_name, v.as_value()) {
            (true, Some(Value::String(s))) => Some(s.to_string()),
            (true, Some(other)) => Some(other.to_string()),
            _ => None,
        }
    })
}

/// Runs `query` `plan.warmup` times untimed, then `plan.runs` times timed;
/// returns the run times in milliseconds and the row count of the last run.
fn time_query(
    backend: &mut dyn crate::backend::Backend,
    query: &Form,
    inputs: &[InputArg],
    plan: Plan,
) -> Result<(Vec<f64>, usize), BackendError> {
    let opts = RunOptions {
        no_result_cache: plan.no_result_cache,
        ..RunOptions::default()
    };
    let runs = plan.runs;
    for _ in 0..plan.warmup {
        backend.query(query, inputs, &opts)?;
    }
    let mut times = Vec::with_capacity(runs);
    let mut rows = 0;
    for _ in 0..runs {
        let start = Instant::now();
        let out = backend.query(query, inputs, &opts)?;
        times.push(as_ms(start.elapsed()));
        rows = out.result.row_count();
    }
    Ok((times, rows))
}

fn as_ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_line_in_the_documented_order() {
        let t = Timing {
            name: "q\"1".into(),
            runs_ms: vec![3.0, 1.0, 2.0, 10.0],
            rows: 42,
        };
        assert_eq!(
            t.to_json_line(),
            r#"{"name":"q\"1","median_ms":2.5,"min_ms":1.0,"max_ms":10.0,"runs":4,"rows":42}"#
        );
        let odd = Timing {
            name: "x".into(),
            runs_ms: vec![0.12345, 5.0, 0.2],
            rows: 0,
        };
        assert!(
            odd.to_json_line()
                .contains("\"median_ms\":0.2,\"min_ms\":0.123,")
        );
    }

    #[test]
    fn the_shared_bench_files_parse() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/bench/queries");
        let Ok(entries) = std::fs::read_dir(&dir) else {
            return; // shared/ is beside the repository only on project machines
        };
        for entry in entries.flatten() {
            let text = std::fs::read_to_string(entry.path()).unwrap();
            let form = quiver_query::edn::read(&text).unwrap();
            let (query, _) = bench_query(&form).unwrap().unwrap();
            assert!(crate::forms::is_query(query));
            assert!(query_name(&form).is_some());
        }
    }
}
