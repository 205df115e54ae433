//! The interactive REPL (rustyline).
//!
//! The prompt names the open database (`quiver[people]> `); entries span
//! lines until their brackets balance (strings, characters and comments
//! respected), each further line under a continuation prompt (`...> `);
//! history persists in `~/.quiver_history`; Tab completes attribute
//! keywords, built-in function and form names, and dot-commands. Ctrl-C at
//! the prompt clears the entry, Ctrl-D exits, and Ctrl-C while a form runs
//! interrupts it (see [`crate::interrupt`]). Results taller than the
//! terminal go through a pager (`$PAGER`, else `less -S`; `.pager off`),
//! and `.output FILE` sends them to a file instead.

use std::borrow::Cow;
use std::cell::RefCell;
use std::io::{self, IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use rustyline::completion::{Completer, Pair};
use rustyline::error::ReadlineError;
use rustyline::highlight::Highlighter;
use rustyline::hint::Hinter;
use rustyline::history::DefaultHistory;
use rustyline::validate::Validator;
use rustyline::{CompletionType, Config, Context, Editor, Helper};
use tempfile::TempDir;

use crate::backend::Opener;
use crate::balance::is_complete;
use crate::command_io::{Database, EXIT_FAILED, EXIT_OK, report_open_error};
use crate::forms::FORM_NAMES;
use crate::interrupt::SigintRouter;
use crate::output::{Format, Outcome, render_with};
use crate::session::{Session, Settings, Source};

/// The dot-commands, for `.help` and completion.
pub const DOT_COMMANDS: &[(&str, &str)] = &[
    (".help", "this text"),
    (".schema", "print the schema"),
    (
        ".format",
        "show or set the output format: table, edn, json, csv",
    ),
    (".timing", "on|off: print each form's elapsed time"),
    (".timeout", "MS|off: stop each query after MS milliseconds"),
    (
        ".expanded",
        "on|off: one field a line, a block per row (psql's \\x)",
    ),
    (
        ".pager",
        "on|off: page results taller than the terminal ($PAGER, else less -S)",
    ),
    (
        ".output",
        "[FILE]: send results to FILE (appending); without FILE, back to the screen",
    ),
    (".open", "DIR: open (or create) the database in DIR"),
    (".read", "FILE: evaluate the forms of FILE"),
    (".quit", "exit (also .exit, Ctrl-D)"),
    (".exit", "exit"),
];

/// What the REPL loop does after an entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flow {
    /// Read the next entry.
    Continue,
    /// Exit.
    Quit,
}

/// The REPL's state, independent of the terminal (tests drive it through
/// [`Repl::handle_entry`]).
pub struct Repl<'o> {
    /// The open database and settings.
    pub session: Session,
    /// Removes the temporary database directory, if any, when dropped.
    temp: Option<TempDir>,
    opener: &'o Opener<'o>,
    /// Attribute names for completion, refreshed after each entry.
    attributes: Arc<Mutex<Vec<String>>>,
    /// Forms that failed so far.
    pub failures: usize,
    /// The open database's name, for the prompt.
    pub db_name: String,
    /// Page results taller than the terminal (`.pager`).
    pub pager: bool,
    /// The pager's shell command: `$PAGER`, else `less -S`.
    pub pager_command: String,
    /// Where results go instead of the screen (`.output FILE`).
    output: Option<(String, std::fs::File)>,
}

impl<'o> Repl<'o> {
    /// A REPL over an open database.
    pub fn new(database: Database, settings: Settings, opener: &'o Opener) -> Self {
        let db_name = if database.is_temporary() {
            "scratch".to_string()
        } else {
            display_name(&database.path)
        };
        let (backend, temp) = database.into_parts();
        let pager_command = std::env::var("PAGER")
            .ok()
            .filter(|p| !p.trim().is_empty())
            .unwrap_or_else(|| "less -S".to_string());
        let repl = Repl {
            session: Session::new(backend, settings),
            temp,
            opener,
            attributes: Arc::new(Mutex::new(Vec::new())),
            failures: 0,
            db_name,
            pager: true,
            pager_command,
            output: None,
        };
        repl.refresh_attributes();
        repl
    }

    /// The prompt: `quiver[DB]> `.
    pub fn prompt(&self) -> String {
        format!("quiver[{}]> ", self.db_name)
    }

    /// The prompt of an entry's further lines, as wide as [`Repl::prompt`].
    pub fn continuation_prompt(&self) -> String {
        let width = self.prompt().chars().count();
        format!("{:>width$}", "...> ")
    }

    /// Shows `text` (the output of one entry): into the `.output` file if
    /// one is set; else through the pager when `screen` (the terminal's
    /// width and height, if stdout is one) is shorter than the text and
    /// `.pager` is on; else on `stdout`.
    ///
    /// # Errors
    /// When writing fails.
    pub fn deliver(
        &mut self,
        text: &[u8],
        stdout: &mut dyn Write,
        err: &mut dyn Write,
        screen: Option<(u16, u16)>,
    ) -> io::Result<()> {
        if text.is_empty() {
            return Ok(());
        }
        if let Some((name, file)) = &mut self.output {
            // A file gets plain text: the terminal's colour codes (bold
            // table headers) are left out.
            let plain = anstream::adapter::strip_bytes(text).into_vec();
            if let Err(e) = file.write_all(&plain).and_then(|()| file.flush()) {
                writeln!(err, "error: cannot write to {name}: {e}")?;
            }
            return Ok(());
        }
        let lines = text.iter().filter(|b| **b == b'\n').count();
        if self.pager
            && let Some((_, height)) = screen
            && lines >= usize::from(height.saturating_sub(1))
        {
            match page(&self.pager_command, text) {
                Ok(()) => {
                    // The row count and time stay on the screen after the
                    // pager closes (psql does the same).
                    stdout.write_all(summary_lines(text).as_bytes())?;
                    return stdout.flush();
                }
                Err(e) => writeln!(err, "warning: pager {:?} failed: {e}", self.pager_command)?,
            }
        }
        stdout.write_all(text)?;
        stdout.flush()
    }

    /// Shows one entry's [`Transcript`]: when its results go to the screen
    /// and fit, both streams are replayed in the order they were written;
    /// otherwise the results go through [`Repl::deliver`] and the errors
    /// follow on `err`.
    ///
    /// # Errors
    /// When writing fails.
    pub fn show(
        &mut self,
        transcript: &Transcript,
        stdout: &mut dyn Write,
        err: &mut dyn Write,
        screen: Option<(u16, u16)>,
    ) -> io::Result<()> {
        let parts = transcript.parts.borrow();
        let results: Vec<u8> = parts
            .iter()
            .filter(|(is_err, _)| !is_err)
            .flat_map(|(_, b)| b.iter().copied())
            .collect();
        let lines = results.iter().filter(|b| **b == b'\n').count();
        let tall = screen.is_some_and(|(_, h)| lines >= usize::from(h.saturating_sub(1)));
        if self.output.is_none() && !(self.pager && tall) {
            for (is_err, bytes) in parts.iter() {
                if *is_err {
                    err.write_all(bytes)?;
                    err.flush()?;
                } else {
                    stdout.write_all(bytes)?;
                    stdout.flush()?;
                }
            }
            return Ok(());
        }
        self.deliver(&results, stdout, err, screen)?;
        for (_, bytes) in parts.iter().filter(|(is_err, _)| *is_err) {
            err.write_all(bytes)?;
        }
        err.flush()
    }

    fn refresh_attributes(&self) {
        let attrs = self.session.backend.attributes();
        *self
            .attributes
            .lock()
            .unwrap_or_else(PoisonError::into_inner) = attrs;
    }

    /// Evaluates one entry: a dot-command or EDN forms.
    ///
    /// # Errors
    /// Only when writing to `out` or `err` fails.
    pub fn handle_entry(
        &mut self,
        entry: &str,
        out: &mut dyn Write,
        err: &mut dyn Write,
    ) -> io::Result<Flow> {
        let trimmed = entry.trim();
        if trimmed.is_empty() {
            return Ok(Flow::Continue);
        }
        if trimmed.starts_with('.') {
            return self.dot_command(trimmed, out, err);
        }
        let tally = self
            .session
            .eval_source(&Source::new("repl", entry), false, out, err)?;
        self.failures += tally.failed;
        self.refresh_attributes();
        Ok(Flow::Continue)
    }

    fn dot_command(
        &mut self,
        line: &str,
        out: &mut dyn Write,
        err: &mut dyn Write,
    ) -> io::Result<Flow> {
        let mut words = line.split_whitespace();
        let command = words.next().unwrap_or("");
        let arg = words.next();
        let settings = &mut self.session.settings;
        match (command, arg) {
            (".quit" | ".exit", _) => return Ok(Flow::Quit),
            (".help", _) => out.write_all(help_text().as_bytes())?,
            (".schema", _) => match self.session.backend.schema() {
                Ok(schema) => {
                    out.write_all(
                        render_with(settings.format, &Outcome::Value(schema), &settings.layout)
                            .as_bytes(),
                    )?;
                }
                Err(e) => writeln!(err, "error: {e}")?,
            },
            (".format", None) => writeln!(out, "{}", settings.format)?,
            (".format", Some(name)) => match name.parse::<Format>() {
                Ok(f) => settings.format = f,
                Err(e) => writeln!(err, "error: {e}")?,
            },
            (".expanded", Some("on")) => settings.layout.expanded = true,
            (".expanded", Some("off")) => settings.layout.expanded = false,
            (".expanded", None) => {
                writeln!(
                    out,
                    "{}",
                    if settings.layout.expanded {
                        "on"
                    } else {
                        "off"
                    }
                )?;
            }
            (".pager", Some("on")) => self.pager = true,
            (".pager", Some("off")) => self.pager = false,
            (".pager", None) => writeln!(out, "{}", if self.pager { "on" } else { "off" })?,
            (".output", None) => self.output = None,
            (".output", Some(file)) => match std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(file)
            {
                Ok(f) => self.output = Some((file.to_string(), f)),
                Err(e) => writeln!(err, "error: cannot open {file}: {e}")?,
            },
            (".timing", Some("on")) => settings.timing = true,
            (".timing", Some("off")) => settings.timing = false,
            (".timing", None) => {
                writeln!(out, "{}", if settings.timing { "on" } else { "off" })?;
            }
            (".timeout", None) => match settings.timeout {
                Some(t) => writeln!(out, "{} ms", t.as_millis())?,
                None => writeln!(out, "off")?,
            },
            (".timeout", Some("off")) => settings.timeout = None,
            (".timeout", Some(ms)) => match ms.parse::<u64>() {
                Ok(ms) => settings.timeout = Some(Duration::from_millis(ms)),
                Err(_) => writeln!(err, "error: .timeout expects milliseconds or off, got {ms}")?,
            },
            (".open", Some(dir)) => match Database::open(Some(Path::new(dir)), self.opener) {
                Ok(database) => {
                    let (backend, _) = database.into_parts();
                    // The old database closes before its temporary directory goes.
                    self.session.backend = backend;
                    self.temp = None;
                    self.db_name = display_name(Path::new(dir));
                    self.refresh_attributes();
                    writeln!(out, "opened {dir}")?;
                }
                Err(e) => writeln!(err, "error: cannot open database {e}")?,
            },
            (".read", Some(file)) => match crate::command_io::read_source(Path::new(file)) {
                Ok(text) => {
                    let dir = Path::new(file).parent().unwrap_or(Path::new(""));
                    let src = Source::new(file, &text).in_dir(dir);
                    let tally = self.session.eval_source(&src, false, out, err)?;
                    self.failures += tally.failed;
                    self.refresh_attributes();
                }
                Err(e) => writeln!(err, "error: {file}: cannot read: {e}")?,
            },
            (".timing" | ".expanded" | ".pager", Some(other)) => {
                writeln!(err, "error: {command} expects on or off, got {other}")?
            }
            (".open" | ".read", None) => writeln!(err, "error: {command} needs an argument")?,
            _ => writeln!(err, "error: unknown command {command}; type .help")?,
        }
        out.flush()?;
        Ok(Flow::Continue)
    }
}

/// One entry's output, stdout and stderr apart but in the order written.
#[derive(Default)]
pub struct Transcript {
    /// (written to stderr, bytes), consecutive writes to one stream merged.
    parts: RefCell<Vec<(bool, Vec<u8>)>>,
}

impl Transcript {
    /// A writer recording results.
    pub fn stdout(&self) -> Recorder<'_> {
        Recorder {
            transcript: self,
            is_err: false,
        }
    }

    /// A writer recording errors.
    pub fn stderr(&self) -> Recorder<'_> {
        Recorder {
            transcript: self,
            is_err: true,
        }
    }
}

/// Writes into a [`Transcript`].
pub struct Recorder<'t> {
    transcript: &'t Transcript,
    is_err: bool,
}

impl Write for Recorder<'_> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let mut parts = self.transcript.parts.borrow_mut();
        match parts.last_mut() {
            Some((is_err, bytes)) if *is_err == self.is_err => bytes.extend_from_slice(buf),
            _ => parts.push((self.is_err, buf.to_vec())),
        }
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// The last component of a database path, for the prompt.
fn display_name(path: &Path) -> String {
    path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    )
}

/// Sends `text` through the shell command `pager` and waits for it.
/// The lines at the end of a result that summarise it — `(12 rows)`,
/// `(1 row)`, `Time: 1.234 ms` — without colour codes.
fn summary_lines(text: &[u8]) -> String {
    let plain = anstream::adapter::strip_bytes(text).into_vec();
    let plain = String::from_utf8_lossy(&plain);
    let is_summary = |l: &str| {
        let l = l.trim();
        (l.starts_with('(') && (l.ends_with(" rows)") || l.ends_with(" row)")))
            || l.starts_with("Time: ")
    };
    let tail: Vec<&str> = plain.lines().rev().take_while(|l| is_summary(l)).collect();
    tail.iter().rev().map(|l| format!("{l}\n")).collect()
}

fn page(pager: &str, text: &[u8]) -> io::Result<()> {
    let mut child = std::process::Command::new("sh")
        .arg("-c")
        .arg(pager)
        .stdin(std::process::Stdio::piped())
        .spawn()?;
    if let Some(mut stdin) = child.stdin.take() {
        // The reader quitting early (q in less) closes the pipe: not an error.
        match stdin.write_all(text) {
            Err(e) if e.kind() != io::ErrorKind::BrokenPipe => return Err(e),
            _ => {}
        }
    }
    let status = child.wait()?;
    if status.success() {
        Ok(())
    } else {
        Err(io::Error::other(format!("exited with {status}")))
    }
}

/// The `.help` text.
pub fn help_text() -> String {
    let mut s = String::from(
        "Forms (end with balanced brackets; an entry may span lines):\n\
         \x20 [:find …] / {:find …}          query the database\n\
         \x20 (q QUERY INPUT…)               query with inputs; $ is the database\n\
         \x20 (transact [TX-DATA…])          add and retract facts\n\
         \x20 (pull PATTERN EID)  (pull-many PATTERN [EID…])  (entity EID [ATTR])  (touch EID)\n\
         \x20 (datoms :eav|:ave C…)  (seek-datoms …)  (rseek-datoms …)  (index-range ATTR LO HI)\n\
         \x20 (count-datoms E A V)  (cardinality ATTR)  (with [TX-DATA…] FORM)\n\
         \x20 (schema)  (update-schema {ATTR {…}})  (stats)\n\
         \x20 (explain QUERY INPUT…)  (explain-analyze QUERY INPUT…)\n\
         \x20 (import \"FILE.edn\")\n\
         Commands:\n",
    );
    for (name, doc) in DOT_COMMANDS {
        s.push_str(&format!("  {name:<10} {doc}\n"));
    }
    s.push_str("Keys: Tab completes, Ctrl-C clears the entry or interrupts a running query, Ctrl-D exits.\n");
    s
}

/// What SIGTERM does before the REPL exits: the terminal gets back the
/// settings it had at start (the line editor may have it in raw mode), and
/// the scratch database, if any, is removed.
fn on_terminate(temporary: Option<std::path::PathBuf>) -> Box<dyn Fn() + Send> {
    let saved = rustix::termios::tcgetattr(io::stdin()).ok();
    Box::new(move || {
        if let Some(settings) = &saved {
            let _ = rustix::termios::tcsetattr(
                io::stdin(),
                rustix::termios::OptionalActions::Now,
                settings,
            );
        }
        if let Some(dir) = &temporary {
            let _ = std::fs::remove_dir_all(dir);
        }
    })
}

/// Runs the REPL on the terminal; returns the exit status (1 if the database
/// cannot be opened, else 0).
///
/// # Errors
/// Only when writing to stdout or stderr fails.
pub fn run(db: Option<&Path>, settings: Settings, opener: &Opener) -> io::Result<u8> {
    let mut stdout = io::stdout();
    let mut stderr = io::stderr();
    let database = match Database::open(db, opener) {
        Ok(d) => d,
        Err(message) => return report_open_error(&mut stderr, &message),
    };
    let temporary = database.is_temporary().then(|| database.path.clone());
    let mut repl = Repl::new(database, settings, opener);
    match SigintRouter::install_interactive(on_terminate(temporary)) {
        Ok(router) => repl.session.sigint = Some(router),
        Err(e) => writeln!(stderr, "warning: Ctrl-C cannot interrupt queries: {e}")?,
    }
    let helper = ReplHelper {
        attributes: Arc::clone(&repl.attributes),
        color: crate::command_io::wants_color(&io::stdout()),
    };
    // List completion (like bash): Tab completes the common prefix, a
    // second Tab lists the candidates.
    let config = Config::builder()
        .completion_type(CompletionType::List)
        .auto_add_history(false)
        .build();
    let mut editor: Editor<ReplHelper, DefaultHistory> = match Editor::with_config(config) {
        Ok(e) => e,
        Err(e) => {
            writeln!(stderr, "error: cannot start the line editor: {e}")?;
            return Ok(EXIT_FAILED);
        }
    };
    editor.set_helper(Some(helper));
    let history = history_path();
    if let Some(h) = &history {
        // A missing history file is normal on first use.
        let _ = editor.load_history(h);
    }
    let interactive = io::stdin().is_terminal();
    if interactive {
        writeln!(
            stdout,
            "quiver {} — type .help for help, Ctrl-D to exit",
            env!("CARGO_PKG_VERSION")
        )?;
    }
    'entries: loop {
        // An entry: the first line, then continuation lines until its
        // brackets balance (or a dot-command, which is one line).
        let mut entry = String::new();
        loop {
            let prompt = if entry.is_empty() {
                repl.prompt()
            } else {
                repl.continuation_prompt()
            };
            match editor.readline(&prompt) {
                Ok(line) => {
                    if !entry.is_empty() {
                        entry.push('\n');
                    }
                    entry.push_str(&line);
                    if entry.trim_start().starts_with('.') || is_complete(&entry) {
                        break;
                    }
                }
                // Ctrl-C at a prompt: drop the entry so far.
                Err(ReadlineError::Interrupted) => continue 'entries,
                Err(ReadlineError::Eof) => break 'entries,
                Err(e) => {
                    writeln!(stderr, "error: {e}")?;
                    return Ok(EXIT_FAILED);
                }
            }
        }
        if !entry.trim().is_empty() {
            let _ = editor.add_history_entry(entry.as_str());
            if let Some(h) = &history {
                let _ = editor.save_history(h);
            }
        }
        let screen = screen_size();
        repl.session.settings.layout.width = screen.map(|(w, _)| w);
        // Recorded, so a tall result can go through the pager; errors keep
        // their place among the results otherwise.
        let transcript = Transcript::default();
        let flow = repl.handle_entry(&entry, &mut transcript.stdout(), &mut transcript.stderr())?;
        repl.show(&transcript, &mut stdout, &mut stderr, screen)?;
        if flow == Flow::Quit {
            break;
        }
    }
    // Scripts piped into the REPL learn about failures from the status.
    Ok(if !interactive && repl.failures > 0 {
        EXIT_FAILED
    } else {
        EXIT_OK
    })
}

/// Whether piped text holds a dot-command: a line starting with `.` at the
/// top level (outside every form).
pub fn has_dot_commands(text: &str) -> bool {
    crate::balance::scan(text)
        .chunks
        .iter()
        .any(|c| c.start.col == 1 && text[c.start.offset..].starts_with('.'))
}

/// Evaluates piped text that holds dot-commands: the forms between them
/// run as `quiver run -` would (errors keep their `<stdin>` line and
/// column), each dot-command line runs as in the REPL, in order.
pub fn run_piped(
    db: Option<&Path>,
    settings: Settings,
    text: &str,
    out: &mut dyn Write,
    err: &mut dyn Write,
    opener: &Opener,
) -> io::Result<u8> {
    let database = match Database::open(db, opener) {
        Ok(d) => d,
        Err(message) => return report_open_error(err, &message),
    };
    let mut repl = Repl::new(database, settings, opener);
    if let Ok(router) = SigintRouter::install_batch() {
        repl.session.sigint = Some(router);
    }
    let chunks = crate::balance::scan(text).chunks;
    // The forms of one run of chunks, the rest of the text blanked (so
    // positions stay the file's).
    let masked = |from: usize, to: usize| -> String {
        text.char_indices()
            .map(|(i, c)| {
                if (from..to).contains(&i) || c == '\n' {
                    c
                } else {
                    ' '
                }
            })
            .collect()
    };
    let mut i = 0;
    while i < chunks.len() {
        let c = &chunks[i];
        let transcript = Transcript::default();
        let flow = if c.start.col == 1 && text[c.start.offset..].starts_with('.') {
            let line_end = text[c.start.offset..]
                .find('\n')
                .map_or(text.len(), |n| c.start.offset + n);
            while i < chunks.len() && chunks[i].start.offset < line_end {
                i += 1;
            }
            repl.dot_command(
                text[c.start.offset..line_end].trim(),
                &mut transcript.stdout(),
                &mut transcript.stderr(),
            )?
        } else {
            let from = c.start.offset;
            let mut to = c.end;
            i += 1;
            while i < chunks.len()
                && !(chunks[i].start.col == 1 && text[chunks[i].start.offset..].starts_with('.'))
            {
                to = chunks[i].end;
                i += 1;
            }
            let body = masked(from, to);
            let tally = repl.session.eval_source(
                &Source::new("<stdin>", &body),
                false,
                &mut transcript.stdout(),
                &mut transcript.stderr(),
            )?;
            repl.failures += tally.failed;
            repl.refresh_attributes();
            if tally.interrupted {
                repl.show(&transcript, out, err, None)?;
                return Ok(crate::command_io::EXIT_INTERRUPTED);
            }
            Flow::Continue
        };
        repl.show(&transcript, out, err, None)?;
        if flow == Flow::Quit {
            break;
        }
    }
    Ok(if repl.failures > 0 {
        EXIT_FAILED
    } else {
        EXIT_OK
    })
}

/// The terminal's width and height when stdout is one.
fn screen_size() -> Option<(u16, u16)> {
    if !io::stdout().is_terminal() {
        return None;
    }
    terminal_size::terminal_size().map(|(w, h)| (w.0, h.0))
}

fn history_path() -> Option<PathBuf> {
    std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".quiver_history"))
}

/// Completion and multi-line validation for rustyline.
pub struct ReplHelper {
    attributes: Arc<Mutex<Vec<String>>>,
    /// Paint the prompt (a terminal without `NO_COLOR`).
    color: bool,
}

impl ReplHelper {
    /// A helper completing the given attribute names (without colon).
    pub fn new(attributes: Vec<String>) -> Self {
        ReplHelper {
            attributes: Arc::new(Mutex::new(attributes)),
            color: false,
        }
    }

    /// The completions of the word ending at `pos`: its start and candidates.
    pub fn candidates(&self, line: &str, pos: usize) -> (usize, Vec<String>) {
        let before = line.get(..pos).unwrap_or(line);
        let start = before
            .char_indices()
            .rev()
            .find(|(_, c)| c.is_whitespace() || "()[]{}\"".contains(*c))
            .map_or(0, |(i, c)| i + c.len_utf8());
        let word = &before[start..];
        let mut out: Vec<String> = if let Some(rest) = word.strip_prefix(':') {
            let attrs = self
                .attributes
                .lock()
                .unwrap_or_else(PoisonError::into_inner);
            attrs
                .iter()
                .filter(|a| a.starts_with(rest))
                .map(|a| format!(":{a}"))
                .collect()
        } else if word.starts_with('.') && before[..start].trim().is_empty() {
            DOT_COMMANDS
                .iter()
                .map(|(n, _)| n.to_string())
                .filter(|n| n.starts_with(word))
                .collect()
        } else if word.is_empty() {
            Vec::new()
        } else {
            FORM_NAMES
                .iter()
                .copied()
                .chain(quiver_query::builtins::all().iter().map(|b| b.name))
                .filter(|n| n.starts_with(word))
                .map(String::from)
                .collect()
        };
        out.sort();
        out.dedup();
        (start, out)
    }
}

impl Completer for ReplHelper {
    type Candidate = Pair;

    fn complete(
        &self,
        line: &str,
        pos: usize,
        _ctx: &Context<'_>,
    ) -> rustyline::Result<(usize, Vec<Pair>)> {
        let (start, words) = self.candidates(line, pos);
        Ok((
            start,
            words
                .into_iter()
                .map(|w| Pair {
                    display: w.clone(),
                    replacement: w,
                })
                .collect(),
        ))
    }
}

impl Hinter for ReplHelper {
    type Hint = String;
}

impl Highlighter for ReplHelper {
    fn highlight<'l>(&self, line: &'l str, _pos: usize) -> Cow<'l, str> {
        Cow::Borrowed(line)
    }

    fn highlight_prompt<'b, 's: 'b, 'p: 'b>(
        &'s self,
        prompt: &'p str,
        _default: bool,
    ) -> Cow<'b, str> {
        if self.color {
            let style = anstyle::AnsiColor::Green.on_default().bold();
            Cow::Owned(format!("{style}{prompt}{style:#}"))
        } else {
            Cow::Borrowed(prompt)
        }
    }
}

/// Each line is read on its own (the REPL joins an entry's lines and
/// shows the continuation prompt), so every line is valid to rustyline.
impl Validator for ReplHelper {}

impl Helper for ReplHelper {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn completes_attributes_names_and_commands() {
        let h = ReplHelper::new(vec![
            "person/name".into(),
            "person/age".into(),
            "movie/title".into(),
        ]);
        assert_eq!(
            h.candidates("[:find ?n :where [?e :person/", 28),
            (21, vec![":person/age".into(), ":person/name".into()])
        );
        assert_eq!(
            h.candidates(".ti", 3),
            (0, vec![".timeout".into(), ".timing".into()])
        );
        let (start, words) = h.candidates("(tra", 4);
        assert_eq!((start, words), (1, vec!["transact".into()]));
        let (_, words) = h.candidates("[(str", 5);
        assert!(words.contains(&"str".to_string()), "{words:?}");
        let (_, words) = h.candidates("(q [:find (cou", 14);
        assert!(words.iter().all(|w| w.starts_with("cou")), "{words:?}");
        assert_eq!(h.candidates("(q ", 3), (3, vec![]));
    }

    #[test]
    fn summary_lines_are_the_row_count_and_time_at_the_end() {
        let text = b"\x1b[1m ?n \x1b[0m\n----\n a\n(1 row)\nTime: 0.5 ms\n";
        assert_eq!(summary_lines(text), "(1 row)\nTime: 0.5 ms\n");
        assert_eq!(summary_lines(b"[1 2]\n"), "");
    }

    #[test]
    fn help_lists_every_dot_command() {
        let help = help_text();
        for (name, _) in DOT_COMMANDS {
            assert!(help.contains(name), "{name}");
        }
    }
}
