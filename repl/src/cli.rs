//! The commands: what `quiver …` does once its arguments are parsed.
//!
//! Exit status: 0 when everything succeeded, 1 when any form (or file, or
//! bench query) failed or the database could not be opened, 2 for usage
//! errors, 130 when Ctrl-C stopped a run.

use std::io::{self, BufReader, IsTerminal};
use std::path::Path;
use std::process::ExitCode;

use crate::args::{Command, parse_all};
use crate::backend::{OpenWith, Opener};
use crate::errors::Diagnostic;
use crate::interrupt::SigintRouter;
use crate::session::{Mode, Session, Settings, Source, Tally};

pub use crate::command_io::{
    Database, EXIT_FAILED, EXIT_INTERRUPTED, EXIT_OK, EXIT_USAGE, Io, MAX_SOURCE_BYTES,
    check_database_dir, read_source, stdout_layout, wants_color,
};
use crate::command_io::{read_text, report_open_error};

/// The binary's entry point: parses `std::env::args`, runs the command on
/// the real standard streams and turns the status into an [`ExitCode`].
pub fn main(open: &OpenWith) -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    // Not `stdin().lock()`: the REPL's line editor reads standard input
    // too, and a lock held here would make it wait forever.
    let mut stdin = BufReader::new(io::stdin());
    let mut stdout = io::stdout().lock();
    let stderr_is_tty = io::stderr().is_terminal();
    let mut stderr = io::stderr().lock();
    let mut io = Io {
        stdin: &mut stdin,
        stdout: &mut stdout,
        stderr: &mut stderr,
        stderr_is_tty,
        stdin_is_tty: io::stdin().is_terminal(),
        handle_sigint: true,
        layout: stdout_layout(),
        color_errors: wants_color(&io::stderr()),
    };
    ExitCode::from(execute(&args, &mut io, open))
}

/// Runs the command line `args` (without the program name); returns the
/// exit status.
pub fn execute(args: &[String], io: &mut Io, open: &OpenWith) -> u8 {
    let (command, options) = match parse_all(args) {
        Ok(c) => c,
        Err(e) if e.is_help() => {
            let _ = io.stdout.write_all(e.render(false).as_bytes());
            return EXIT_OK;
        }
        Err(e) => {
            let _ = io.stderr.write_all(e.render(io.color_errors).as_bytes());
            return EXIT_USAGE;
        }
    };
    let command = command.with_terminal(io.layout, io.color_errors);
    // Every database this command opens is opened with its options.
    let opener = move |dir: &Path| open(dir, &options);
    let opener: &Opener<'_> = &opener;
    let result = match command {
        Command::Version => version(io),
        Command::Repl { db, settings } if io.stdin_is_tty => {
            crate::repl::run(db.as_deref(), settings, opener)
        }
        // Piped or redirected input: evaluate it as `quiver run -` does,
        // with the REPL's dot-commands (`.format edn`, …) on their own lines.
        Command::Repl { db, settings } => run_stdin(db.as_deref(), settings, io, opener),
        Command::Run {
            db,
            settings,
            stop_on_error,
            exprs,
            files,
        } => {
            let inputs: Vec<Input> = exprs
                .into_iter()
                .map(Input::Expr)
                .chain(files.into_iter().map(Input::File))
                .collect();
            run_files(
                db.as_deref(),
                settings,
                Mode::Evaluate,
                stop_on_error,
                &inputs,
                io,
                opener,
            )
        }
        Command::Explain {
            db,
            analyze,
            file,
            timeout,
        } => run_files(
            db.as_deref(),
            Settings {
                timeout,
                ..Settings::default()
            },
            Mode::Explain {
                analyze,
                writes: false,
            },
            false,
            &[Input::File(file)],
            io,
            opener,
        ),
        Command::Import {
            db,
            schema,
            format,
            rows,
            data,
        } => crate::import_input::run(&db, schema.as_deref(), format, &rows, &data, io, opener),
        Command::Bench {
            db,
            runs,
            warmup,
            no_result_cache,
            timeout,
            files,
        } => crate::bench::run(
            &db,
            crate::bench::Plan {
                runs,
                warmup,
                no_result_cache,
                timeout,
            },
            &files,
            io,
            opener,
        ),
        Command::Export { db, options } => crate::export::export(&db, &options, io, opener),
        Command::ExportColumnar { db, options } => crate::columnar::export(&db, &options, io),
        Command::Dump { db } => crate::export::dump(&db, io, opener),
        Command::Backup { db, to, compact } => crate::export::backup(&db, &to, compact, io),
        Command::Check { db } => crate::check::run(&db, io),
        Command::CheckChild { db } => crate::check::child(&db, io, opener),
        Command::Completions { shell } => {
            let mut cmd = crate::args::command();
            clap_complete::generate(shell, &mut cmd, "quiver", io.stdout);
            Ok(EXIT_OK)
        }
    };
    match result {
        Ok(status) => status,
        // A closed pipe (`quiver … | head`) ends the output quietly, as
        // other commands do.
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => EXIT_FAILED,
        // Any other failed write (a full disk, `/dev/full`) is said on
        // stderr, if stderr still takes it.
        Err(e) => {
            let _ = writeln!(io.stderr, "error: cannot write the output: {e}");
            let _ = io.stderr.flush();
            EXIT_FAILED
        }
    }
}

/// `--version`: Quiver's version and the DLMDB library's (numbers only:
/// the library's own string carries a build date after a colon); when the
/// library cannot be loaded, the reason on stderr and exit status 1.
fn version(io: &mut Io) -> std::io::Result<u8> {
    let ours = env!("CARGO_PKG_VERSION");
    match quiver::dlmdb_version() {
        Ok((_, (a, b, c))) => {
            writeln!(io.stdout, "quiver {ours} (DLMDB {a}.{b}.{c})")?;
            Ok(EXIT_OK)
        }
        Err(e) => {
            writeln!(io.stdout, "quiver {ours}")?;
            writeln!(io.stderr, "error: {e}")?;
            Ok(EXIT_FAILED)
        }
    }
}

/// One source of forms for `run_files`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Input {
    /// A file name; `-` is standard input.
    File(String),
    /// A form given on the command line (`-e`, `-c`).
    Expr(String),
    /// Standard input, already read.
    Stdin(String),
}

/// Piped standard input: `quiver run -`, unless it holds dot-commands,
/// which the REPL's rules run in order between its forms.
fn run_stdin(
    db: Option<&Path>,
    settings: Settings,
    io: &mut Io,
    opener: &Opener,
) -> io::Result<u8> {
    let text = match read_text("-", io.stdin) {
        Ok(t) => t,
        Err(e) => {
            let d = Diagnostic::whole("<stdin>", format!("cannot read: {e}"));
            io.stderr.write_all(d.render(None).as_bytes())?;
            return Ok(EXIT_FAILED);
        }
    };
    if crate::repl::has_dot_commands(&text) {
        return crate::repl::run_piped(db, settings, &text, io.stdout, io.stderr, opener);
    }
    run_files(
        db,
        settings,
        Mode::Evaluate,
        false,
        &[Input::Stdin(text)],
        io,
        opener,
    )
}

/// `quiver run`, `quiver explain` and piped input.
fn run_files(
    db: Option<&Path>,
    settings: Settings,
    mode: Mode,
    stop_on_error: bool,
    inputs: &[Input],
    io: &mut Io,
    opener: &Opener,
) -> io::Result<u8> {
    // Standard input is read before the database exists: Ctrl-C while it
    // is read ends the process with nothing to clean up.
    let mut texts = Vec::with_capacity(inputs.len());
    for input in inputs {
        texts.push(match input {
            Input::File(name) => read_text(name, io.stdin),
            Input::Expr(form) | Input::Stdin(form) => Ok(form.clone()),
        });
    }
    let database = match Database::open(db, opener) {
        Ok(d) => d,
        Err(message) => return report_open_error(io.stderr, &message),
    };
    let (backend, temp) = database.into_parts();
    let mut session = Session::new(backend, settings);
    session.mode = match mode {
        // Setup forms write only to the temporary database of this run.
        Mode::Explain { analyze, .. } => Mode::Explain {
            analyze,
            writes: temp.is_some(),
        },
        other => other,
    };
    if io.handle_sigint {
        match SigintRouter::install_batch() {
            Ok(router) => session.sigint = Some(router),
            Err(e) => writeln!(io.stderr, "warning: Ctrl-C cannot interrupt forms: {e}")?,
        }
    }
    let mut tally = Tally::default();
    for (input, text) in inputs.iter().zip(texts) {
        let (name, file) = match input {
            Input::File(f) if f == "-" => ("<stdin>", None),
            Input::Stdin(_) => ("<stdin>", None),
            Input::File(f) => (f.as_str(), Some(f.as_str())),
            Input::Expr(_) => ("<command line>", None),
        };
        let text = match text {
            Ok(t) => t,
            Err(e) => {
                let d = Diagnostic::whole(name, format!("cannot read: {e}"));
                io.stderr.write_all(d.render(None).as_bytes())?;
                tally.failed += 1;
                if stop_on_error {
                    break;
                }
                continue;
            }
        };
        let mut src = Source::new(name, &text);
        if let Some(dir) = file.and_then(|f| Path::new(f).parent()) {
            src = src.in_dir(dir);
        }
        tally += session.eval_source(&src, stop_on_error, io.stdout, io.stderr)?;
        if tally.interrupted || (stop_on_error && tally.failed > 0) {
            break;
        }
    }
    // The database closes before its temporary directory is removed.
    drop(session);
    drop(temp);
    Ok(if tally.interrupted {
        EXIT_INTERRUPTED
    } else if tally.failed > 0 {
        EXIT_FAILED
    } else {
        EXIT_OK
    })
}
