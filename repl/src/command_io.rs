//! What every command shares: exit statuses, the standard streams
//! ([`Io`]), the database a command opens ([`Database`]) and reading a
//! source file of forms. The commands (`cli.rs`, `repl.rs`, `import.rs`,
//! `export.rs`, …) use these; none of them uses another command.

use std::io::{self, BufRead, IsTerminal, Read, Write};
use std::path::{Path, PathBuf};

use tempfile::TempDir;

use crate::backend::{Backend, Opener};
use crate::output::Layout;

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
    /// that call [`execute`](crate::cli::execute) in-process leave SIGINT alone).
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
        // A symbolic link to nothing: creating the directory would fail
        // with `File exists`.
        if std::fs::symlink_metadata(dir).is_ok_and(|m| m.file_type().is_symlink()) {
            return Err(format!(
                "{shown}: a symbolic link to a path that does not exist; \
                 create its target or give another directory"
            ));
        }
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
