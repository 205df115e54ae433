//! `quiver bench`: times bench query files (`{:name … :query … :args […]}`,
//! the format of the shared bench queries) and prints one JSON object per
//! line: `{"name":…,"median_ms":…,"min_ms":…,"max_ms":…,"runs":…,"rows":…}`.
//!
//! A template may also give `:args-sets [[…] […] …]`, input vectors taken
//! round-robin run after run (a parameterized workload), and `:write
//! [tx-data]`, a transaction made before each run (a mixed workload): in
//! it the symbol `?i` stands for the run's number and `{i}` inside a
//! string is replaced by it, so each write is new. A run is then the write
//! and the query, timed together; the line adds `write_ms` and `query_ms`
//! (medians), `plan_ms` (mean time to find or make a plan), and the
//! caches' plan, result and access hits and misses over the timed runs.
//! `:runs-once true` runs each input set once, timed, without warmup (a
//! workload of distinct inputs, where no cache can answer a repeat).
//!
//! Only the backend's calls are timed (parse, plan, execute and
//! materialise the result; the write), after `warmup` untimed runs.

use std::io;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use quiver_query::edn::{Form, FormKind, ReadOptions, Value, read_all_with};

use crate::backend::{BackendError, InputArg, RunOptions};
use crate::command_io::{Database, EXIT_FAILED, EXIT_INTERRUPTED, EXIT_OK, Io, report_open_error};
use crate::errors::Diagnostic;
use crate::forms::{bench_query, input_arg};

/// Named fields a JSON line adds after the usual ones.
pub type Extra = Vec<(&'static str, serde_json::Value)>;

/// One query's timings.
#[derive(Clone, Debug, PartialEq)]
pub struct Timing {
    /// `:name` from the file (the file stem when absent).
    pub name: String,
    /// Timed runs, each in milliseconds.
    pub runs_ms: Vec<f64>,
    /// Rows of the result.
    pub rows: usize,
    /// More fields after the usual ones (write and query medians, cache
    /// counts), in order.
    pub extra: Extra,
}

impl Timing {
    /// The JSON line (without newline), keys in the documented order.
    pub fn to_json_line(&self) -> String {
        let mut sorted = self.runs_ms.clone();
        sorted.sort_by(f64::total_cmp);
        let min = sorted.first().copied().unwrap_or(0.0);
        let max = sorted.last().copied().unwrap_or(0.0);
        let mut extra = String::new();
        for (k, v) in &self.extra {
            extra.push_str(&format!(",\"{k}\":{v}"));
        }
        format!(
            "{{\"name\":{},\"median_ms\":{},\"min_ms\":{},\"max_ms\":{},\"runs\":{},\"rows\":{}{extra}}}",
            serde_json::Value::String(self.name.clone()),
            ms(median(&sorted)),
            ms(min),
            ms(max),
            sorted.len(),
            self.rows
        )
    }
}

/// The median of sorted values (0 for none).
fn median(sorted: &[f64]) -> f64 {
    match sorted.len() {
        0 => 0.0,
        n if n % 2 == 1 => sorted[n / 2],
        n => (sorted[n / 2 - 1] + sorted[n / 2]) / 2.0,
    }
}

/// Milliseconds rounded to the nanosecond, as a JSON number.
fn ms(v: f64) -> serde_json::Value {
    // To the nanosecond: cache hits take a fraction of a microsecond.
    let rounded = (v * 1_000_000.0).round() / 1_000_000.0;
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
    /// `--timeout`: each run of a query stops after it.
    pub timeout: Option<Duration>,
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
            let template = match bench_template(form) {
                Ok(Some(t)) => t,
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
            let query = template.query;
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
            let timed = time_query(&mut *backend, &template, plan, &stopped);
            drop(armed);
            if stopped() {
                return interrupted(io);
            }
            match timed {
                Ok((runs_ms, rows, extra)) => {
                    let timing = Timing {
                        name: query_name,
                        runs_ms,
                        rows,
                        extra,
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

/// A bench template: the query, the input vectors taken round-robin
/// (one when the file gives `:args`), and the write made before each run.
pub struct Template<'f> {
    /// The query form.
    pub query: &'f Form,
    /// Inputs per run, `$` first, taken in turn.
    pub args_sets: Vec<Vec<InputArg>>,
    /// The tx-data template written before each run.
    pub write: Option<Value>,
    /// `:runs-once true`: each input set runs once, timed, with no warmup
    /// (a workload of distinct inputs, where no cache can help).
    pub runs_once: bool,
}

/// Reads a bench query map: `:query`, `:args` or `:args-sets`, `:write`.
/// `Ok(None)` for forms without `:query`.
///
/// # Errors
/// When `:query` is not a query, `:args` not a vector, `:args-sets` not a
/// non-empty vector of vectors, or `:write` not a vector.
pub fn bench_template(form: &Form) -> Result<Option<Template<'_>>, crate::forms::FormError> {
    let Some((query, args)) = bench_query(form)? else {
        return Ok(None);
    };
    let FormKind::Map(entries) = &form.kind else {
        return Ok(None);
    };
    let get = |name: &str| {
        entries
            .iter()
            .find(|(k, _)| k.as_keyword().is_some_and(|k| k.as_str() == name))
            .map(|(_, v)| v)
    };
    let inputs = |args: &[Form]| {
        let mut v = vec![InputArg::Database];
        v.extend(args.iter().map(input_arg));
        v
    };
    let bad = |f: &Form, what: &str| crate::forms::FormError {
        span: f.span,
        message: format!("expected {what}, found {}", f.describe()),
    };
    let args_sets = match get("args-sets") {
        None => vec![inputs(args)],
        Some(sets) => {
            let items = sets
                .as_vector()
                .filter(|i| !i.is_empty())
                .ok_or_else(|| bad(sets, "a non-empty vector of input vectors under :args-sets"))?;
            items
                .iter()
                .map(|set| {
                    set.as_vector()
                        .map(inputs)
                        .ok_or_else(|| bad(set, "a vector of inputs in :args-sets"))
                })
                .collect::<Result<_, _>>()?
        }
    };
    let write = match get("write") {
        None => None,
        Some(w) if w.as_vector().is_some() => Some(w.to_value()),
        Some(w) => return Err(bad(w, "a tx-data vector under :write")),
    };
    let runs_once = get("runs-once").is_some_and(|f| f.as_value() == Some(&Value::Boolean(true)));
    Ok(Some(Template {
        query,
        args_sets,
        write,
        runs_once,
    }))
}

/// The write template for run `i`: `?i` becomes the number, `{i}` inside
/// strings its digits.
pub fn write_for_run(template: &Value, i: usize) -> Value {
    match template {
        Value::Symbol(s) if s.as_str() == "?i" => Value::Long(i as i64),
        Value::String(s) if s.contains("{i}") => Value::string(&s.replace("{i}", &i.to_string())),
        Value::Vector(items) => Value::vector(items.iter().map(|x| write_for_run(x, i))),
        Value::List(items) => Value::list(items.iter().map(|x| write_for_run(x, i))),
        Value::Map(m) => Value::map(
            m.iter()
                .map(|(k, v)| (write_for_run(k, i), write_for_run(v, i))),
        ),
        other => other.clone(),
    }
}

/// Runs the template `plan.warmup` times untimed, then `plan.runs` times
/// timed (each run its write, if any, then the query with the next input
/// set); returns the run times in milliseconds, the row count of the first
/// run, and the line's extra fields.
fn time_query(
    backend: &mut dyn crate::backend::Backend,
    t: &Template<'_>,
    plan: Plan,
    stopped: &dyn Fn() -> bool,
) -> Result<(Vec<f64>, usize, Extra), BackendError> {
    let opts = RunOptions {
        no_result_cache: plan.no_result_cache,
        timeout: plan.timeout,
    };
    let plan = if t.runs_once {
        Plan {
            runs: t.args_sets.len(),
            warmup: 0,
            ..plan
        }
    } else {
        plan
    };
    // Each run's write, made before the clock starts (one at a time:
    // memory does not grow with the number of runs).
    let write_of = |i: usize| -> Result<Option<Form>, BackendError> {
        t.write
            .as_ref()
            .map(|w| quiver_query::edn::read(&write_for_run(w, i).to_string()))
            .transpose()
            .map_err(BackendError::from)
    };
    // Parsed once, as an application prepares a statement (Datalevin's
    // side passes the same query value each run, whose hash Clojure keeps).
    let query = backend.prepare_query(t.query)?;
    // Each input set bound once too: an application holds its inputs as
    // values, and Datalevin's side reads each set once.
    let calls = t
        .args_sets
        .iter()
        .map(|inputs| backend.bind(&query, inputs))
        .collect::<Result<Vec<_>, _>>()?;
    let run = |backend: &mut dyn crate::backend::Backend,
               i: usize|
     -> Result<(f64, f64, usize), BackendError> {
        // Ctrl-C or SIGTERM between two runs stops the bench too.
        if stopped() {
            return Err(BackendError::Interrupted { elapsed_ms: 0 });
        }
        let call = &calls[i % calls.len()];
        let write = write_of(i)?;
        let start = Instant::now();
        if let Some(w) = &write {
            backend.transact(w)?;
        }
        let wrote = start.elapsed();
        let out = backend.query_bound(call, &opts)?;
        let all = start.elapsed();
        Ok((as_ms(wrote), as_ms(all - wrote), out.result.row_count()))
    };
    // The rows of the first run (the first input set, after the first
    // write), as compare_live.py's Datalevin side reports them.
    let mut rows = None;
    for i in 0..plan.warmup {
        let (_, _, r) = run(backend, i)?;
        rows.get_or_insert(r);
    }
    let before = backend.cache_stats();
    let mut times = Vec::with_capacity(plan.runs);
    let mut write_ms = Vec::with_capacity(plan.runs);
    let mut query_ms = Vec::with_capacity(plan.runs);
    for i in plan.warmup..plan.warmup + plan.runs {
        let (w, q, r) = run(backend, i)?;
        times.push(w + q);
        write_ms.push(w);
        query_ms.push(q);
        rows.get_or_insert(r);
    }
    let rows = rows.unwrap_or(0);
    let mut extra: Extra = Vec::new();
    if t.write.is_some() || t.args_sets.len() > 1 {
        write_ms.sort_by(f64::total_cmp);
        query_ms.sort_by(f64::total_cmp);
        extra.push(("args_sets", t.args_sets.len().into()));
        extra.push(("write_ms", ms(median(&write_ms))));
        extra.push(("query_ms", ms(median(&query_ms))));
    }
    if let (Some(a), Some(b)) = (before, backend.cache_stats()) {
        let n = plan.runs.max(1) as f64;
        let planning = b.planning_ns.saturating_sub(a.planning_ns) as f64 / 1e6 / n;
        extra.push(("plan_ms", ms(planning)));
        extra.push(("plans_made", (b.plan_misses - a.plan_misses).into()));
        extra.push((
            "plans_rechecked",
            (b.plan_revalidated - a.plan_revalidated).into(),
        ));
        extra.push(("result_hits", (b.result_hits - a.result_hits).into()));
        extra.push(("access_hits", (b.access_hits - a.access_hits).into()));
        extra.push(("access_misses", (b.access_misses - a.access_misses).into()));
    }
    Ok((times, rows, extra))
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
            extra: Vec::new(),
        };
        assert_eq!(
            t.to_json_line(),
            r#"{"name":"q\"1","median_ms":2.5,"min_ms":1.0,"max_ms":10.0,"runs":4,"rows":42}"#
        );
        let odd = Timing {
            name: "x".into(),
            runs_ms: vec![0.12344, 5.0, 0.2],
            rows: 0,
            extra: vec![("plan_ms", ms(0.01251))],
        };
        assert!(
            odd.to_json_line()
                .contains("\"median_ms\":0.2,\"min_ms\":0.12344,")
        );
        assert!(
            odd.to_json_line()
                .ends_with(",\"rows\":0,\"plan_ms\":0.01251}")
        );
    }

    /// The bench query files in the repository (`testdata/bench`, always
    /// there) and, on project machines, the shared ones beside it: every
    /// one is a named bench query (D-804).
    #[test]
    fn the_shared_bench_files_parse() {
        let repo = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
        let mut files = Vec::new();
        for (dir, required) in [
            (repo.join("testdata/bench"), true),
            (repo.join("../shared/bench/queries"), false),
        ] {
            let entries = match std::fs::read_dir(&dir) {
                Ok(entries) => entries,
                Err(e) if required => panic!("{}: {e}", dir.display()),
                Err(_) => continue,
            };
            files.extend(
                entries
                    .map(|e| e.unwrap().path())
                    .filter(|p| p.extension().is_some_and(|x| x == "edn")),
            );
        }
        assert!(files.len() >= 15, "bench query files found: {files:?}");
        for path in files {
            let text = std::fs::read_to_string(&path).unwrap();
            let form = quiver_query::edn::read(&text).unwrap();
            let (query, _) = bench_query(&form)
                .unwrap()
                .unwrap_or_else(|| panic!("{}: not a bench query", path.display()));
            assert!(crate::forms::is_query(query), "{}", path.display());
            assert!(query_name(&form).is_some(), "{}", path.display());
        }
    }
}
