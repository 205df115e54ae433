//! Evaluating text: split it into top-level forms, run each against the
//! backend, print results to `out` and errors to `err`.
//!
//! A failing form prints nothing to `out`, exactly one `error:` line (plus
//! indented context) to `err`, and the evaluation goes on with the next
//! form unless told to stop.

use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use quiver_query::Pos;
use quiver_query::edn::{Form, ReadOptions, read_all_with};

use crate::backend::InputArg;
use crate::backend::{Backend, BackendError, IndexRead, RunOptions};
use crate::balance::scan;
use crate::errors::Diagnostic;
use crate::forms::{FormError, Op, Page, bench_query, is_query, parse_op};
use crate::interrupt::{SigintRouter, Watchdog};
use crate::output::{Format, Layout, Outcome, render_with};
use crate::typos::{queries_the_database, unknown_attributes};

/// Settings the REPL's dot-commands change.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Settings {
    /// How results print.
    pub format: Format,
    /// Print the elapsed time after each form.
    pub timing: bool,
    /// Stop each query form after this long.
    pub timeout: Option<Duration>,
    /// Table width, expanded display and header colour.
    pub layout: Layout,
    /// Colour `error:` red on stderr (a terminal without `NO_COLOR`).
    pub color_errors: bool,
    /// Where query results go with `--format parquet|arrow` (`--output`;
    /// one path for the process, so `Settings` stays `Copy`).
    pub output: Option<&'static Path>,
}

/// Text being evaluated and where it came from.
#[derive(Clone, Debug)]
pub struct Source<'a> {
    /// Name shown in errors: the file name, `<stdin>` or `repl`.
    pub name: &'a str,
    /// The whole text (errors quote lines of it).
    pub text: &'a str,
    /// Directory that relative paths in `(import "…")` are resolved against.
    pub dir: PathBuf,
}

impl<'a> Source<'a> {
    /// A source whose relative paths resolve against the current directory.
    pub fn new(name: &'a str, text: &'a str) -> Self {
        Source {
            name,
            text,
            dir: PathBuf::new(),
        }
    }

    /// Resolves relative paths against `dir` instead.
    pub fn in_dir(mut self, dir: &Path) -> Self {
        self.dir = dir.to_path_buf();
        self
    }
}

/// How many forms succeeded and failed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Forms that printed a result.
    pub ok: usize,
    /// Forms that printed an error.
    pub failed: usize,
    /// Ctrl-C stopped the run (batch mode): nothing more should be evaluated.
    pub interrupted: bool,
}

impl std::ops::AddAssign for Tally {
    fn add_assign(&mut self, rhs: Tally) {
        self.ok += rhs.ok;
        self.failed += rhs.failed;
        self.interrupted |= rhs.interrupted;
    }
}

/// Errors reported for one source before the rest of it is given up (a file
/// of 30,000 stray brackets must not print 30,000 errors).
pub const MAX_ERRORS: usize = 100;

/// What evaluating a form means.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Mode {
    /// Run every form and print its result.
    #[default]
    Evaluate,
    /// `quiver explain`: print the plan of every query form (bench query
    /// maps `{:query … :args […]}` included) under a `;; FILE:LINE:COL`
    /// line; run other forms (e.g. transactions that set up data) without
    /// printing their results — but forms that write only on a temporary
    /// database: on a `--db` they are skipped with a warning.
    Explain {
        /// Run the queries too and show actual counts (`--analyze`).
        analyze: bool,
        /// Writes run: the database is the temporary one made for this
        /// run (no `--db`).
        writes: bool,
    },
}

/// An open database plus the settings forms are evaluated with.
pub struct Session {
    /// The database.
    pub backend: Box<dyn Backend>,
    /// Format, timing and timeout.
    pub settings: Settings,
    /// Routes Ctrl-C to the running form (REPL only).
    pub sigint: Option<SigintRouter>,
    /// Evaluate or explain.
    pub mode: Mode,
    /// The last form ended by Ctrl-C (its message is printed already).
    last_interrupted: bool,
    /// A line printed (to the error stream, as `note: …`) after the
    /// form's output: an index read's output was capped.
    note: Option<String>,
}

/// How a form ended, before printing.
enum Failure {
    /// An error at a position.
    Error(Diagnostic),
    /// Ctrl-C stopped it.
    Interrupted { elapsed_ms: u64 },
}

impl Session {
    /// A session over `backend` with `settings`.
    pub fn new(backend: Box<dyn Backend>, settings: Settings) -> Self {
        Session {
            backend,
            settings,
            sigint: None,
            mode: Mode::Evaluate,
            last_interrupted: false,
            note: None,
        }
    }

    /// Evaluates every form of `src` in order.
    ///
    /// # Errors
    /// Only when writing to `out` or `err` fails.
    pub fn eval_source(
        &mut self,
        src: &Source,
        stop_on_error: bool,
        out: &mut dyn Write,
        err: &mut dyn Write,
    ) -> io::Result<Tally> {
        let mut tally = Tally::default();
        let opts = ReadOptions::new().source(src.name);
        for chunk in scan(src.text).chunks {
            if self.stop_requested(&mut tally, err)? {
                break;
            }
            if tally.failed >= MAX_ERRORS {
                let d = Diagnostic::at(
                    src.name,
                    chunk.start,
                    format!("too many errors; stopping after {MAX_ERRORS}"),
                );
                err.write_all(d.render(None).as_bytes())?;
                break;
            }
            let text = src.text.get(chunk.start.offset..chunk.end).unwrap_or("");
            let forms = match read_all_with(text, &opts.clone().base(chunk.start)) {
                Ok(forms) => forms,
                Err(e) => {
                    let e = BackendError::from(e);
                    let mut d = self.diagnose(src, chunk.start, e);
                    // Clojure's quote (Datalevin's `'[:find …]`) is not EDN.
                    if d.message == "invalid symbol '" {
                        d = d.with_note(
                            "forms are read as data, nothing is evaluated: drop the quote ('[:find …] is written [:find …])",
                        );
                    }
                    if let Some(last) = chunk.cut {
                        let first = chunk.start.line;
                        let lines = if last > first {
                            format!("lines {first}-{last}")
                        } else {
                            format!("line {first}")
                        };
                        d = d.with_note(if chunk.end < src.text.len() {
                            format!(
                                "skipped {lines}; resuming at the next top-level form, line {}",
                                last + 1
                            )
                        } else {
                            format!("skipped {lines}, to the end")
                        });
                    }
                    self.report(Failure::Error(d), src, err)?;
                    tally.failed += 1;
                    if stop_on_error {
                        break;
                    }
                    continue;
                }
            };
            for form in &forms {
                if self.eval_form(form, src, out, err)? {
                    tally.ok += 1;
                } else {
                    tally.failed += 1;
                    if stop_on_error {
                        return Ok(tally);
                    }
                }
                if self.stop_requested(&mut tally, err)? {
                    return Ok(tally);
                }
            }
        }
        Ok(tally)
    }

    /// In a batch run, true (once `interrupted` is printed) when Ctrl-C
    /// asked the run to stop.
    fn stop_requested(&self, tally: &mut Tally, err: &mut dyn Write) -> io::Result<bool> {
        if tally.interrupted {
            return Ok(true);
        }
        if self
            .sigint
            .as_ref()
            .is_some_and(SigintRouter::stop_requested)
        {
            tally.interrupted = true;
            if !self.last_interrupted {
                writeln!(err, "interrupted")?;
            }
            return Ok(true);
        }
        Ok(false)
    }

    /// Evaluates one form read from `src`; true when it succeeded.
    ///
    /// # Errors
    /// Only when writing to `out` or `err` fails.
    pub fn eval_form(
        &mut self,
        form: &Form,
        src: &Source,
        out: &mut dyn Write,
        err: &mut dyn Write,
    ) -> io::Result<bool> {
        self.last_interrupted = false;
        self.note = None;
        // `explain` on a database the user keeps writes nothing to it.
        if let Mode::Explain {
            analyze,
            writes: false,
        } = self.mode
            && parse_op_for_explain(form, analyze)
                .is_ok_and(|op| !op.is_read() && !matches!(op, Op::With { .. }))
        {
            self.warn(
                src,
                form.span.start,
                "not run: explain writes nothing to the database (`quiver run` runs this form)",
                err,
            )?;
            return Ok(true);
        }
        self.warn_typos(form, src, err)?;
        let start = Instant::now();
        let result = self.execute(form, src);
        let elapsed = start.elapsed();
        match result {
            Ok(outcome) => {
                if let Mode::Explain { .. } = self.mode {
                    // Only plans print; setup forms run silently.
                    if let Outcome::Text(plan) = &outcome {
                        let p = form.span.start;
                        writeln!(out, ";; {}:{}:{}", src.name, p.line, p.col)?;
                        writeln!(out, "{}", plan.trim_end())?;
                    }
                    out.flush()?;
                    return Ok(true);
                }
                if let (Some(format), Some(path), Outcome::Query(q)) = (
                    self.settings.format.columnar(),
                    self.settings.output,
                    &outcome,
                ) {
                    match crate::columnar::write_result(q, path, format) {
                        Ok(rows) => writeln!(out, "wrote {rows} rows to {}", path.display())?,
                        Err(e) => {
                            out.flush()?;
                            let d = Diagnostic::at(src.name, form.span.start, e.to_string());
                            err.write_all(d.render(Some(src.text)).as_bytes())?;
                            return Ok(false);
                        }
                    }
                    out.flush()?;
                    return Ok(true);
                }
                out.write_all(
                    render_with(self.settings.format, &outcome, &self.settings.layout).as_bytes(),
                )?;
                if let Some(note) = self.note.take() {
                    out.flush()?;
                    writeln!(err, "note: {note}")?;
                }
                if self.settings.timing {
                    let line = format!("Time: {:.3} ms\n", elapsed.as_secs_f64() * 1000.0);
                    if self.settings.format == Format::Table {
                        out.write_all(line.as_bytes())?;
                    } else {
                        err.write_all(line.as_bytes())?;
                    }
                }
                out.flush()?;
                Ok(true)
            }
            Err(failure) => {
                out.flush()?;
                self.report(failure, src, err)?;
                Ok(false)
            }
        }
    }

    /// Prints a `warning:` for each attribute of a query form that the
    /// database does not know (see [`crate::typos`]).
    fn warn_typos(&self, form: &Form, src: &Source, err: &mut dyn Write) -> io::Result<()> {
        // `(transact TX)` writing attributes the schema does not declare:
        // the transaction adds them untyped (an error instead when the
        // schema is closed, so no warning then).
        if let Some(items) = form.as_list()
            && items.first().and_then(Form::as_symbol).map(|s| s.as_str()) == Some("transact")
            && let Some(tx) = items.get(1)
        {
            if self.backend.closed_schema() {
                return Ok(());
            }
            for u in crate::typos::tx_unknown_attributes(tx, &self.backend.attributes()) {
                let hint = u
                    .suggestion
                    .as_ref()
                    .map(|s| format!("; did you mean {s}?"))
                    .unwrap_or_default();
                let message = format!(
                    "{} is not in the schema: the transaction adds it as an attribute without a type{hint}",
                    u.attr
                );
                self.warn(src, u.pos, &message, err)?;
            }
            return Ok(());
        }
        let (query, inputs): (Option<&Form>, &[Form]) = if is_query(form) {
            (Some(form), &[])
        } else {
            match form.as_list() {
                Some(items) => match items.first().and_then(Form::as_symbol).map(|s| s.as_str()) {
                    Some("q" | "explain" | "explain-analyze") => {
                        (items.get(1), items.get(2..).unwrap_or(&[]))
                    }
                    _ => (None, &[]),
                },
                None => (None, &[]),
            }
        };
        let Some(query) = query.filter(|q| is_query(q)) else {
            return Ok(());
        };
        for at in crate::typos::nils_in_patterns(query) {
            self.warn(src, at, crate::typos::NIL_IN_PATTERN, err)?;
        }
        // A query over literal relations only says nothing about the schema.
        if !queries_the_database(query, inputs) {
            return Ok(());
        }
        let unknown = unknown_attributes(query, &self.backend.attributes());
        for u in unknown {
            self.warn(src, u.pos, &u.message(), err)?;
        }
        Ok(())
    }

    /// Prints `warning: SOURCE:LINE:COL: message`.
    fn warn(
        &self,
        src: &Source,
        p: quiver_query::Pos,
        message: &str,
        err: &mut dyn Write,
    ) -> io::Result<()> {
        let label = if self.settings.color_errors {
            let style = anstyle::AnsiColor::Yellow.on_default().bold();
            format!("{style}warning:{style:#}")
        } else {
            "warning:".to_string()
        };
        writeln!(err, "{label} {}:{}:{}: {message}", src.name, p.line, p.col)
    }

    fn report(&mut self, failure: Failure, src: &Source, err: &mut dyn Write) -> io::Result<()> {
        self.last_interrupted = matches!(failure, Failure::Interrupted { .. });
        match failure {
            Failure::Error(d) => {
                let text = d.render(Some(src.text));
                err.write_all(crate::errors::paint(&text, self.settings.color_errors).as_bytes())?;
            }
            Failure::Interrupted { elapsed_ms } => {
                writeln!(err, "interrupted after {elapsed_ms} ms")?;
            }
        }
        err.flush()
    }

    fn diagnose(&self, src: &Source, form_start: Pos, e: BackendError) -> Diagnostic {
        match e {
            BackendError::Failed { message, at } => {
                Diagnostic::at(src.name, at.unwrap_or(form_start), message)
            }
            other @ (BackendError::Interrupted { .. } | BackendError::Storage { .. }) => {
                Diagnostic::at(src.name, form_start, other.to_string())
            }
        }
    }

    fn execute(&mut self, form: &Form, src: &Source) -> Result<Outcome, Failure> {
        let op = match self.mode {
            Mode::Evaluate => parse_op(form),
            Mode::Explain { analyze, .. } => parse_op_for_explain(form, analyze),
        }
        .map_err(|e| Failure::Error(Diagnostic::at(src.name, e.span.start, e.message)))?;
        let interrupt = self.backend.interrupt_handle();
        // Armed for every form: a long import or transaction may honour it too.
        let router = self.sigint.clone();
        let armed = router.as_ref().map(|r| r.arm(interrupt.clone()));
        let watchdog = match self.settings.timeout {
            Some(after) if op.is_query() => Some(Watchdog::start(after, interrupt)),
            _ => None,
        };
        let started = Instant::now();
        let result = self.run_op(op, src);
        drop(watchdog);
        let by_ctrl_c = armed.as_ref().is_some_and(|a| a.fired());
        drop(armed);
        result.map_err(|e| match e {
            // A transaction or import stopped by the interrupt reports no
            // time of its own: the form's time is the one to give.
            BackendError::Interrupted { elapsed_ms } if by_ctrl_c => Failure::Interrupted {
                elapsed_ms: elapsed_ms.max(started.elapsed().as_millis() as u64),
            },
            e => Failure::Error(self.diagnose(src, form.span.start, e)),
        })
    }

    /// A page of an index read as a vector of `[e :attr v]`; without a
    /// `:limit`, at most [`crate::forms::DEFAULT_DATOM_CAP`] datoms, with a note saying
    /// how to see the rest when there is more.
    fn datom_page(&mut self, read: &IndexRead<'_>, page: Page) -> Result<Outcome, BackendError> {
        let got = self.backend.index_datoms(read, page.offset, page.cap())?;
        if got.more && page.limit.is_none() {
            self.note = Some(format!(
                "showing {} datoms from offset {}, there are more: add :limit N for more at once, or :offset {} for the next ones",
                got.datoms.len(),
                page.offset,
                page.offset + got.datoms.len()
            ));
        }
        Ok(Outcome::Value(quiver_query::edn::Value::vector(got.datoms)))
    }

    fn run_op(&mut self, op: Op, src: &Source) -> Result<Outcome, BackendError> {
        let opts = RunOptions {
            timeout: self.settings.timeout,
            ..RunOptions::default()
        };
        let b = &mut self.backend;
        Ok(match op {
            Op::Query { query, inputs } => Outcome::Query(b.query(query, &inputs, &opts)?),
            Op::Transact(tx) => Outcome::Value(b.transact(tx)?.to_value()),
            Op::Pull { pattern, eid } => Outcome::Value(b.pull(pattern, eid)?),
            Op::PullMany { pattern, eids } => Outcome::Value(b.pull_many(pattern, eids)?),
            Op::Entity { eid, attr: None } => Outcome::Value(b.entity(eid)?),
            Op::Entity {
                eid,
                attr: Some(attr),
            } => Outcome::Value(b.entity_attr(eid, attr)?),
            Op::Touch(eid) => Outcome::Value(b.touch(eid)?),
            Op::Datoms {
                walk,
                index,
                components,
                page,
                form,
            } => {
                let read = IndexRead::Datoms {
                    walk,
                    index,
                    components,
                    form,
                };
                self.datom_page(&read, page)?
            }
            Op::IndexRange { attr, lo, hi, page } => {
                self.datom_page(&IndexRead::Range { attr, lo, hi }, page)?
            }
            Op::CountDatoms { e, a, v } => Outcome::Value(count(b.count_datoms(e, a, v)?)),
            Op::Cardinality(attr) => Outcome::Value(count(b.cardinality(attr)?)),
            Op::With { tx, inner } => {
                // The read form runs on the speculative copy, which is
                // dropped (and deleted) after it.
                let spec = b.with(tx)?;
                let original = std::mem::replace(&mut self.backend, spec);
                let result = self.run_op(*inner, src);
                self.backend = original;
                result?
            }
            Op::Schema => Outcome::Value(b.schema()?),
            Op::UpdateSchema(changes) => Outcome::Value(b.update_schema(changes)?),
            Op::Explain {
                query,
                inputs,
                analyze,
            } => Outcome::Text(b.explain(query, &inputs, analyze, &opts)?),
            Op::Import {
                path,
                span,
                options,
            } => {
                let full = src.dir.join(&path);
                if !full.is_file() {
                    return Err(BackendError::at(
                        span,
                        format!("cannot import {}: no such file", full.display()),
                    ));
                }
                let (format, rows) = import_options(&full, options)?;
                let name = full.display().to_string();
                // As `quiver import` does: CSV and JSON Lines converted,
                // a dump's schema applied, errors named by the data file.
                let prepared = crate::import_input::prepare(&mut **b, &full, format, &rows, None)
                    .map_err(|e| BackendError::at(span, headline(&e.0)))?;
                let summary = b
                    .import(prepared.path(&full), &mut |_| {})
                    .map_err(|e| BackendError::at(span, prepared.failure(e, &name).headline()))?;
                Outcome::Value(summary.to_value())
            }
            Op::Stats => Outcome::Value(b.stats()?),
        })
    }
}

/// A count as an EDN long.
fn count(n: u64) -> quiver_query::edn::Value {
    quiver_query::edn::Value::Long(i64::try_from(n).unwrap_or(i64::MAX))
}

/// A rendered report's first line without `error: `.
fn headline(report: &str) -> String {
    let first = report.lines().next().unwrap_or_default();
    first.strip_prefix("error: ").unwrap_or(first).to_string()
}

/// The data format and row options of `(import "FILE" {OPTIONS})`: the
/// format from `:format` or the file's extension.
fn import_options(
    path: &std::path::Path,
    options: Option<&Form>,
) -> Result<(crate::tabular::ImportFormat, crate::tabular::RowOptions), BackendError> {
    use crate::tabular::ImportFormat;
    use quiver_query::edn::{FormKind, Keyword, Value};
    let mut format = match path.extension().and_then(|e| e.to_str()) {
        Some("csv") => ImportFormat::Csv,
        Some("jsonl" | "ndjson") => ImportFormat::Jsonl,
        _ => ImportFormat::Edn,
    };
    let mut rows = crate::tabular::RowOptions::default();
    let Some(options) = options else {
        return Ok((format, rows));
    };
    let FormKind::Map(entries) = &options.kind else {
        return Ok((format, rows));
    };
    let text = |f: &Form| match f.as_value() {
        Some(Value::String(s)) => Some(s.to_string()),
        Some(Value::Keyword(k)) => Some(k.as_str().to_string()),
        _ => None,
    };
    for (key, value) in entries {
        let bad = |what: &str| {
            BackendError::at(value.span, format!("{what}, found {}", value.describe()))
        };
        match key.as_keyword().map(Keyword::as_str) {
            Some("format") => {
                format = match text(value).as_deref() {
                    Some("edn") => ImportFormat::Edn,
                    Some("csv") => ImportFormat::Csv,
                    Some("jsonl") => ImportFormat::Jsonl,
                    _ => return Err(bad(":format is :edn, :csv or :jsonl")),
                }
            }
            Some("ns") => rows.ns = Some(text(value).ok_or_else(|| bad(":ns is a string"))?),
            Some("null") => rows.null = Some(text(value).ok_or_else(|| bad(":null is a string"))?),
            Some("delimiter") => match text(value).as_deref() {
                Some("tab") => rows.delimiter = Some(b'\t'),
                Some(d) if d.len() == 1 && d.is_ascii() => rows.delimiter = Some(d.as_bytes()[0]),
                _ => return Err(bad(":delimiter is one ASCII character or \"tab\"")),
            },
            Some("ref") => {
                let FormKind::Map(refs) = &value.kind else {
                    return Err(bad(":ref is a map from column to unique attribute"));
                };
                for (col, attr) in refs {
                    match (text(col), attr.as_keyword()) {
                        (Some(col), Some(attr)) => rows.refs.push((col, attr.clone())),
                        _ => {
                            return Err(BackendError::at(
                                col.span,
                                "each :ref entry maps a column name to a unique attribute keyword",
                            ));
                        }
                    }
                }
            }
            _ => {
                return Err(BackendError::at(
                    key.span,
                    format!(
                        "unknown import option {}; expected :format, :ns, :ref, :delimiter or :null",
                        key.to_value()
                    ),
                ));
            }
        }
    }
    Ok((format, rows))
}

/// [`parse_op`] for `quiver explain`: queries become `explain` forms, and a
/// bench query map `{:query … :args […]}` is a query with the database and
/// `:args` as inputs.
fn parse_op_for_explain(form: &Form, analyze: bool) -> Result<Op<'_>, FormError> {
    if let Some((query, args)) = bench_query(form)? {
        let mut inputs = vec![InputArg::Database];
        inputs.extend(args.iter().map(crate::forms::input_arg));
        return Ok(Op::Explain {
            query,
            inputs,
            analyze,
        });
    }
    Ok(explained(parse_op(form)?, analyze))
}

/// A query as its plan; a `(with …)`'s query too, explained on the copy.
fn explained(op: Op<'_>, analyze: bool) -> Op<'_> {
    match op {
        Op::Query { query, inputs } => Op::Explain {
            query,
            inputs,
            analyze,
        },
        Op::With { tx, inner } => Op::With {
            tx,
            inner: Box::new(explained(*inner, analyze)),
        },
        Op::Explain {
            query,
            inputs,
            analyze: a,
        } => Op::Explain {
            query,
            inputs,
            analyze: a || analyze,
        },
        other => other,
    }
}
