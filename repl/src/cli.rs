//! The commands: what `quiver …` does once its arguments are parsed.
//!
//! Exit status: 0 when everything succeeded, 1 when any form (or file, or
//! bench query) failed or the database could not be opened, 2 for usage
//! errors.

use std::io::{self, BufRead, IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use tempfile::TempDir;

use crate::args::{Command, USAGE, UsageError, parse};
use crate::backend::{Backend, Opener};
use crate::errors::Diagnostic;
use crate::session::{Mode, Session, Settings, Source, Tally};

/// Exit status: everything succeeded.
pub const EXIT_OK: u8 = 0;
/// Exit status: some form, file or query failed.
pub const EXIT_FAILED: u8 = 1;
/// Exit status: the command line was wrong.
pub const EXIT_USAGE: u8 = 2;

/// The standard streams, replaceable in tests.
pub struct Io<'a> {
    /// Standard input (`-` files).
    pub stdin: &'a mut dyn BufRead,
    /// Results.
    pub stdout: &'a mut dyn Write,
    /// Errors, progress and timing lines of non-table formats.
    pub stderr: &'a mut dyn Write,
    /// Whether stderr is a terminal (progress bars are drawn only then).
    pub stderr_is_tty: bool,
}

/// The binary's entry point: parses `std::env::args`, runs the command on
/// the real standard streams and turns the status into an [`ExitCode`].
pub fn main(opener: &Opener) -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let stdin = io::stdin();
    let mut stdin = stdin.lock();
    let mut stdout = io::stdout().lock();
    let stderr_is_tty = io::stderr().is_terminal();
    let mut stderr = io::stderr().lock();
    let mut io = Io {
        stdin: &mut stdin,
        stdout: &mut stdout,
        stderr: &mut stderr,
        stderr_is_tty,
    };
    ExitCode::from(execute(&args, &mut io, opener))
}

/// Runs the command line `args` (without the program name); returns the
/// exit status.
pub fn execute(args: &[String], io: &mut Io, opener: &Opener) -> u8 {
    let command = match parse(args) {
        Ok(c) => c,
        Err(UsageError(message)) => {
            let _ = write!(io.stderr, "quiver: {message}\n\n{USAGE}");
            return EXIT_USAGE;
        }
    };
    let result = match command {
        Command::Version => {
            let (dlmdb, _) = quiver_kv::dlmdb_version();
            writeln!(io.stdout, "quiver {} ({dlmdb})", env!("CARGO_PKG_VERSION")).map(|_| EXIT_OK)
        }
        Command::Help => io.stdout.write_all(USAGE.as_bytes()).map(|_| EXIT_OK),
        Command::Repl { db, settings } => crate::repl::run(db.as_deref(), settings, opener),
        Command::Run {
            db,
            settings,
            stop_on_error,
            files,
        } => run_files(
            db.as_deref(),
            settings,
            Mode::Evaluate,
            stop_on_error,
            &files,
            io,
            opener,
        ),
        Command::Explain { db, analyze, file } => run_files(
            db.as_deref(),
            Settings::default(),
            Mode::Explain { analyze },
            false,
            &[file],
            io,
            opener,
        ),
        Command::Import { db, schema, data } => {
            crate::import::run(&db, schema.as_deref(), &data, io, opener)
        }
        Command::Bench {
            db,
            runs,
            warmup,
            no_result_cache,
            files,
        } => crate::bench::run(
            &db,
            crate::bench::Plan {
                runs,
                warmup,
                no_result_cache,
            },
            &files,
            io,
            opener,
        ),
    };
    match result {
        Ok(status) => status,
        // Writing to stdout/stderr failed (e.g. a closed pipe): nothing more
        // can be said.
        Err(_) => EXIT_FAILED,
    }
}

/// The database directory: the one given, or a fresh temporary one that is
/// removed when this is dropped (after the backend, which must close first).
pub struct Database {
    /// The open backend.
    pub backend: Box<dyn Backend>,
    /// Where it is.
    pub path: PathBuf,
    /// Holds the temporary directory, if any.
    temp: Option<TempDir>,
}

impl Database {
    /// Opens `dir`, or a new temporary directory when `dir` is `None`.
    ///
    /// # Errors
    /// A one-line message when the directory or the database cannot be opened.
    pub fn open(dir: Option<&Path>, opener: &Opener) -> Result<Database, String> {
        let (path, temp) = match dir {
            Some(d) => (d.to_path_buf(), None),
            None => {
                let t = tempfile::Builder::new()
                    .prefix("quiver-")
                    .tempdir()
                    .map_err(|e| format!("cannot create a temporary database directory: {e}"))?;
                (t.path().to_path_buf(), Some(t))
            }
        };
        let backend = opener(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        Ok(Database {
            backend,
            path,
            temp,
        })
    }

    /// Splits into the backend and the guard that removes a temporary
    /// directory when dropped (drop it after the backend).
    pub fn into_parts(self) -> (Box<dyn Backend>, Option<TempDir>) {
        (self.backend, self.temp)
    }
}

/// Prints `error: DB: message` for a database that cannot be opened.
pub(crate) fn report_open_error(err: &mut dyn Write, message: &str) -> io::Result<u8> {
    writeln!(err, "error: cannot open database {message}")?;
    Ok(EXIT_FAILED)
}

/// Reads a file, or standard input for `-`.
pub(crate) fn read_text(name: &str, stdin: &mut dyn BufRead) -> io::Result<String> {
    if name == "-" {
        let mut text = String::new();
        stdin.read_to_string(&mut text)?;
        Ok(text)
    } else {
        std::fs::read_to_string(name)
    }
}

/// `quiver run` and `quiver explain`.
fn run_files(
    db: Option<&Path>,
    settings: Settings,
    mode: Mode,
    stop_on_error: bool,
    files: &[String],
    io: &mut Io,
    opener: &Opener,
) -> io::Result<u8> {
    let database = match Database::open(db, opener) {
        Ok(d) => d,
        Err(message) => return report_open_error(io.stderr, &message),
    };
    let (backend, temp) = database.into_parts();
    let mut session = Session::new(backend, settings);
    session.mode = mode;
    let mut tally = Tally::default();
    for file in files {
        let name = if file == "-" {
            "<stdin>"
        } else {
            file.as_str()
        };
        let text = match read_text(file, io.stdin) {
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
        if file != "-"
            && let Some(dir) = Path::new(file).parent()
        {
            src = src.in_dir(dir);
        }
        tally += session.eval_source(&src, stop_on_error, io.stdout, io.stderr)?;
        if stop_on_error && tally.failed > 0 {
            break;
        }
    }
    drop(session);
    drop(temp);
    Ok(if tally.failed > 0 {
        EXIT_FAILED
    } else {
        EXIT_OK
    })
}
