//! `quiver check`: the engine's integrity check, run in a child process.
//!
//! A damaged file can make the storage library abort (a failed assertion)
//! or fault (SIGBUS on a truncated map) instead of returning an error, and
//! that would kill `quiver` with it. So `check` re-executes the current
//! binary with the hidden subcommand `__check-child`, which opens the
//! database and runs the check, and reads how the child ended: exit 0 is a
//! sound database, exit 1 with a message a violation found, death by a
//! signal a database too damaged to read — all reported as "corrupt".

use std::io;
use std::path::Path;
use std::process::{Command, Stdio};

use crate::backend::Opener;
use crate::command_io::{Database, EXIT_FAILED, EXIT_OK, Io};

/// The line the child prints before its message when the check fails.
const CORRUPT: &str = "corrupt: ";

/// The parent side: runs the child and reports; returns the exit status.
///
/// # Errors
/// Only when writing to stdout or stderr fails.
pub fn run(db: &Path, io: &mut Io) -> io::Result<u8> {
    let shown = db.display();
    if let Err(problem) = data_file_problem(db) {
        writeln!(io.stderr, "error: {shown}: {problem}")?;
        return Ok(EXIT_FAILED);
    }
    let exe = match std::env::current_exe() {
        Ok(e) => e,
        Err(e) => {
            writeln!(
                io.stderr,
                "error: cannot find the quiver binary to run the check: {e}"
            )?;
            return Ok(EXIT_FAILED);
        }
    };
    // The check only reads: it works on a read-only medium, a copy the
    // user may not write, a database another process has open (D-747).
    let output = Command::new(exe)
        .arg("--read-only")
        .arg("__check-child")
        .arg("--db")
        .arg(db)
        .stdin(Stdio::null())
        .output();
    let output = match output {
        Ok(o) => o,
        Err(e) => {
            writeln!(io.stderr, "error: cannot start the check: {e}")?;
            return Ok(EXIT_FAILED);
        }
    };
    let stderr = String::from_utf8_lossy(&output.stderr);
    if output.status.success() {
        writeln!(io.stdout, "ok: {shown} passed the integrity check")?;
        return Ok(EXIT_OK);
    }
    let reason = match (output.status.code(), signal_of(&output.status)) {
        (Some(_), _) => stderr
            .lines()
            .find_map(|l| l.strip_prefix(CORRUPT))
            .map(str::to_string)
            .unwrap_or_else(|| last_line(&stderr)),
        (None, Some(sig)) => format!(
            "the storage library crashed reading it ({}){}",
            signal_name(sig),
            match last_line(&stderr) {
                l if l.is_empty() => String::new(),
                l => format!(": {l}"),
            }
        ),
        (None, None) => "the check ended abnormally".to_string(),
    };
    // The child's own report says "database is corrupt … run `quiver
    // check`": said once here, and the advice is the backup.
    let reason = reason
        .trim_start_matches("error: ")
        .trim_start_matches("database is corrupt or truncated: ")
        .trim_start_matches("database is corrupt: ")
        .trim_end_matches("; run `quiver check` and restore from a backup");
    writeln!(
        io.stderr,
        "error: database {shown} is corrupt: {reason}; restore it from a backup"
    )?;
    Ok(EXIT_FAILED)
}

/// For commands that read a database that must exist already (reading
/// never creates one): false, after `error: DB: what is wrong` on
/// `stderr`, when [`data_file_problem`] finds one.
///
/// # Errors
/// Only when writing to `stderr` fails.
pub(crate) fn database_exists(db: &Path, stderr: &mut dyn io::Write) -> io::Result<bool> {
    match data_file_problem(db) {
        Ok(()) => Ok(true),
        Err(problem) => {
            writeln!(stderr, "error: {}: {problem}", db.display())?;
            Ok(false)
        }
    }
}

/// What keeps `db` from being checked, in words: a missing directory, one
/// that cannot be read (permissions), a missing `data.mdb`, or a
/// `data.mdb` that is not a regular file.
fn data_file_problem(db: &Path) -> Result<(), String> {
    match std::fs::metadata(db) {
        Ok(m) if m.is_dir() => {}
        Ok(_) => return Err("not a directory (--db names the database's directory)".into()),
        Err(e) if e.kind() == io::ErrorKind::NotFound => {
            return Err("no such database directory".into());
        }
        Err(e) => return Err(format!("cannot read the directory: {e}")),
    }
    match std::fs::metadata(db.join("data.mdb")) {
        Ok(m) if m.is_file() => Ok(()),
        Ok(m) if m.is_dir() => Err("data.mdb is a directory, not a database file".into()),
        Ok(_) => Err("data.mdb is not a regular file".into()),
        Err(e) if e.kind() == io::ErrorKind::NotFound => {
            // An unreadable directory hides its entries: say so, not "none".
            match std::fs::read_dir(db) {
                Err(e) => Err(format!("cannot read the directory: {e}")),
                Ok(_) => Err("no database here (no data.mdb)".into()),
            }
        }
        Err(e) => match std::fs::read_dir(db) {
            Err(d) => Err(format!("cannot read the directory: {d}")),
            Ok(_) => Err(format!("cannot read data.mdb: {e}")),
        },
    }
}

/// The child side: opens the database and runs the check in this process.
///
/// # Errors
/// Only when writing to stdout or stderr fails.
pub fn child(db: &Path, io: &mut Io, opener: &Opener) -> io::Result<u8> {
    let database = match Database::open(Some(db), opener) {
        Ok(d) => d,
        Err(message) => {
            writeln!(io.stderr, "{CORRUPT}cannot open it: {message}")?;
            return Ok(EXIT_FAILED);
        }
    };
    let (mut backend, _temp) = database.into_parts();
    match backend.verify() {
        Ok(()) => Ok(EXIT_OK),
        Err(e) => {
            writeln!(io.stderr, "{CORRUPT}{e}")?;
            Ok(EXIT_FAILED)
        }
    }
}

fn last_line(text: &str) -> String {
    let line = text
        .lines()
        .rev()
        .find(|l| !l.trim().is_empty())
        .unwrap_or("");
    line.chars().take(300).collect()
}

#[cfg(unix)]
fn signal_of(status: &std::process::ExitStatus) -> Option<i32> {
    use std::os::unix::process::ExitStatusExt;
    status.signal()
}

#[cfg(not(unix))]
fn signal_of(_: &std::process::ExitStatus) -> Option<i32> {
    None
}

fn signal_name(sig: i32) -> String {
    match sig {
        6 => "SIGABRT: a failed assertion".into(),
        7 => "SIGBUS: the file is shorter than its pages say".into(),
        11 => "SIGSEGV".into(),
        other => format!("signal {other}"),
    }
}
