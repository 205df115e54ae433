//! The commands: what `quiver …` does once its arguments are parsed.
//!
//! Exit status: 0 when everything succeeded, 1 when any form (or file, or
//! bench query) failed or the database could not be opened, 2 for usage
//! errors, 130 when Ctrl-C stopped a run.

use std::io::{self, BufRead, BufReader, IsTerminal, Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use tempfile::TempDir;

use crate::args::{Command, parse};
use crate::backend::{Backend, Opener};
use crate::errors::Diagnostic;
use crate::interrupt::SigintRouter;
use crate::output::Layout;
use crate::session::{Mode, Session, Settings, Source, Tally};

/// Exit status: everything succeeded.
pub const EXIT_OK: u8 = 0;
/// Exit status: some form, file or query failed.
pub const EXIT_FAILED: u8 = 1;
/// Exit status: the command line was wrong.
pub const EXIT_USAGE: u8 = 2;
/// Exit status: Ctrl-C stopped a run (128 + SIGINT, as shells report it).
pub const EXIT_INTERRUPTED: u8 = 130;

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
    /// Whether stdin is a terminal: `quiver` alone starts the REPL only
    /// then, and otherwise evaluates standard input as `quiver run -`.
    pub stdin_is_tty: bool,
    /// Route Ctrl-C to the running form and stop the run (the binary; tests
    /// that call [`execute`] in-process leave SIGINT alone).
    pub handle_sigint: bool,
    /// Table layout for stdout: its width when it is a terminal, bold
    /// headers when colour is on.
    pub layout: Layout,
    /// Colour `error:` on stderr.
    pub color_errors: bool,
}

/// Whether `stream` should get colour: a terminal, and no `NO_COLOR` (or
/// a `CLICOLOR_FORCE`), as anstream decides.
pub fn wants_color<S: anstream::stream::RawStream>(stream: &S) -> bool {
    anstream::AutoStream::choice(stream) != anstream::ColorChoice::Never
}

/// The table layout for standard output: fitted to the terminal, if it is one.
pub fn stdout_layout() -> Layout {
    let stdout = io::stdout();
    Layout {
        width: stdout
            .is_terminal()
            .then(|| terminal_size::terminal_size().map(|(w, _)| w.0))
            .flatten(),
        expanded: false,
        color: wants_color(&stdout),
    }
}

/// The binary's entry point: parses `std::env::args`, runs the command on
/// the real standard streams and turns the status into an [`ExitCode`].
pub fn main(opener: &Opener) -> ExitCode {
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
    ExitCode::from(execute(&args, &mut io, opener))
}

/// Runs the command line `args` (without the program name); returns the
/// exit status.
pub fn execute(args: &[String], io: &mut Io, opener: &Opener) -> u8 {
    let command = match parse(args) {
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
        Command::Explain { db, analyze, file } => run_files(
            db.as_deref(),
            Settings::default(),
            Mode::Explain { analyze },
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
        } => crate::import::run(&db, schema.as_deref(), format, &rows, &data, io, opener),
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
        // Writing to stdout/stderr failed (e.g. a closed pipe): nothing more
        // can be said.
        Err(_) => EXIT_FAILED,
    }
}

/// `--version`: Quiver's version and the DLMDB library's (numbers only:
/// the library's own string carries a build date after a colon); when the
/// library cannot be loaded, the reason on stderr and exit status 1.
fn version(io: &mut Io) -> std::io::Result<u8> {
    let ours = env!("CARGO_PKG_VERSION");
    match quiver_kv::dlmdb_version() {
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
            Some(d) => {
                check_database_dir(d)?;
                (d.to_path_buf(), None)
            }
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

    /// True for a fresh temporary database (removed at exit).
    pub fn is_temporary(&self) -> bool {
        self.temp.is_some()
    }

    /// Splits into the backend and the guard that removes a temporary
    /// directory when dropped (drop it after the backend).
    pub fn into_parts(self) -> (Box<dyn Backend>, Option<TempDir>) {
        (self.backend, self.temp)
    }
}

/// Refuses a `--db` that cannot be, or no longer is, a database: a regular
/// file, an empty `data.mdb`, or a directory with other things in it but no
/// `data.mdb` (opening would silently make a new, empty database where the
/// user expects data). A database is created only in a new or empty
/// directory, so creating one is always obvious.
///
/// # Errors
/// A one-line message saying what is wrong and what to do.
pub fn check_database_dir(dir: &Path) -> Result<(), String> {
    let shown = dir.display();
    if !dir.exists() {
        return Ok(());
    }
    if !dir.is_dir() {
        return Err(format!(
            "{shown}: not a directory (--db names the directory that holds the database)"
        ));
    }
    match std::fs::metadata(dir.join("data.mdb")) {
        Ok(m) if m.is_dir() => Err(format!(
            "{shown}: data.mdb is a directory, not a database file"
        )),
        Ok(m) if m.len() == 0 => Err(format!(
            "{shown}: data.mdb is empty, so the database is lost or was never written; \
             remove the directory (or give a new one) to start a new database"
        )),
        Ok(_) => Ok(()),
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => match std::fs::read_dir(dir) {
            Err(d) => Err(format!("{shown}: cannot read the directory: {d}")),
            Ok(_) => Err(format!("{shown}: cannot read data.mdb: {e}")),
        },
        Err(_) => {
            let empty = std::fs::read_dir(dir)
                .map(|mut entries| entries.next().is_none())
                .map_err(|e| format!("{shown}: cannot read the directory: {e}"))?;
            if empty {
                Ok(())
            } else {
                Err(format!(
                    "{shown}: not a database (no data.mdb) and not empty; \
                     give a new or empty directory to create a database"
                ))
            }
        }
    }
}

/// Prints `error: DB: message` for a database that cannot be opened.
pub(crate) fn report_open_error(err: &mut dyn Write, message: &str) -> io::Result<u8> {
    writeln!(err, "error: cannot open database {message}")?;
    Ok(EXIT_FAILED)
}

/// Reads a file, or standard input for `-`, as [`read_source`] does.
pub(crate) fn read_text(name: &str, stdin: &mut dyn BufRead) -> io::Result<String> {
    if name == "-" {
        read_capped(stdin)
    } else {
        read_source(Path::new(name))
    }
}

/// The largest source file (`quiver run`, `.read`, piped input) read
/// into memory: forms are evaluated from one string. Larger data goes
/// through `quiver import`, which streams (D-745).
pub const MAX_SOURCE_BYTES: u64 = 256 << 20;

/// Reads a source file of forms: a regular file (or a link to one) of at
/// most [`MAX_SOURCE_BYTES`]; a directory, FIFO, socket or device is
/// refused before it is opened for reading (`/dev/zero` would never end,
/// a FIFO could block forever).
pub fn read_source(path: &Path) -> io::Result<String> {
    use std::os::unix::fs::FileTypeExt;
    let meta = std::fs::metadata(path)?;
    let kind = meta.file_type();
    let what = if kind.is_dir() {
        Some("a directory")
    } else if kind.is_fifo() {
        Some("a FIFO (named pipe)")
    } else if kind.is_char_device() || kind.is_block_device() {
        Some("a device")
    } else if kind.is_socket() {
        Some("a socket")
    } else {
        None
    };
    if let Some(what) = what {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            format!("it is {what}, not a file of forms; pipe it to `quiver run -` to read it"),
        ));
    }
    if meta.len() > MAX_SOURCE_BYTES {
        return Err(too_large(meta.len()));
    }
    read_capped(&mut io::BufReader::new(std::fs::File::open(path)?))
}

/// Reads at most [`MAX_SOURCE_BYTES`] as UTF-8 text; more is an error.
fn read_capped(input: &mut dyn BufRead) -> io::Result<String> {
    let mut text = String::new();
    let read = io::Read::take(input, MAX_SOURCE_BYTES + 1).read_to_string(&mut text)?;
    if read as u64 > MAX_SOURCE_BYTES {
        return Err(too_large(read as u64));
    }
    Ok(text)
}

fn too_large(size: u64) -> io::Error {
    io::Error::new(
        io::ErrorKind::InvalidInput,
        format!(
            "{} bytes or more, over the limit of {} MiB for a file of forms; load large data with `quiver import`",
            size,
            MAX_SOURCE_BYTES >> 20
        ),
    )
}

/// One source of forms for [`run_files`].
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
    session.mode = mode;
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
