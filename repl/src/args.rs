//! Command-line arguments, parsed by clap (derive).
//!
//! clap replaced a hand-written parser: it gives every subcommand its own
//! `--help` with examples, `quiver help …`, options before the subcommand
//! (all of them) or after it (those that apply to it, so its `--help`
//! lists only those; see `Global` and `Given`), suggestions
//! for misspelt options and shell completions (`quiver completions bash`)
//! from the same definitions. The clap structures are turned into a small
//! [`Command`] enum so the rest of the CLI does not depend on clap.

use std::path::PathBuf;
use std::time::Duration;

use clap::{Args, CommandFactory, Parser, Subcommand};

use quiver_query::edn::Keyword;

use crate::backend::OpenOptions;
use crate::output::Format;
use crate::session::Settings;
pub use crate::tabular::ImportFormat;

/// Default `--runs` for `bench`.
pub const DEFAULT_RUNS: usize = 10;
/// Megabytes of the access cache when `--cache-mb` is not given.
pub const DEFAULT_CACHE_MB: usize = 64;
/// Default `--warmup` for `bench`.
pub const DEFAULT_WARMUP: usize = 2;
/// The most `--runs` (and `--warmup`) `bench` takes: each timed run's
/// time is kept for the median, so memory grows with the count.
pub const MAX_RUNS: usize = 1_000_000;

const MAIN_EXAMPLES: &str = "\
Examples:
  quiver                                   a REPL on a fresh temporary database
  quiver --db people                       a REPL on the database in ./people
  quiver -c '(q [:find ?x . :where [(ground 1) ?x]])'
  echo '(stats)' | quiver --db people      standard input, as `quiver run -`
  quiver run --db people script.edn        evaluate every form of a file
  quiver help run                          help on one command

Without --db the database is a fresh temporary directory removed at exit.
See docs/cli.md.";

const RUN_EXAMPLES: &str = "\
Examples:
  quiver run tour.edn                      against a fresh temporary database
  quiver run --db people --format edn a.edn b.edn
  quiver run -e '(stats)' --db people      one form from the command line
  cat forms.edn | quiver run -             standard input
  quiver run --stop-on-error --timeout 2000 checks.edn
  quiver run --db people --format parquet --output r.parquet query.edn

Exit status: 0 when every form succeeded, 1 when any failed, 130 when
interrupted by Ctrl-C.";

const IMPORT_EXAMPLES: &str = "\
Examples:
  quiver import --db people --schema schema.edn people.edn
  quiver import --db people --format csv --ns person people.csv
  quiver import --db people --format jsonl --ns person people.jsonl

EDN data is one vector of entity maps (tempids may refer to each other).
CSV: the header names the attributes (`name` -> :person/name with --ns
person); each cell is parsed by the attribute's :db/valueType. JSON Lines:
one object per line, keys as attributes. --ref customer=customer/id reads a
reference column as lookup refs on a unique attribute.";

/// `--delimiter`: one ASCII character, or `tab`.
fn parse_delimiter(text: &str) -> Result<u8, String> {
    match text {
        "tab" | "\\t" => Ok(b'\t'),
        t if t.len() == 1 && t.is_ascii() => Ok(t.as_bytes()[0]),
        t => Err(format!(
            "a delimiter is one ASCII character or `tab`, not {t:?}"
        )),
    }
}

const EXPLAIN_EXAMPLES: &str = "\
Examples:
  quiver explain --db people queries.edn
  quiver explain --analyze --db people queries.edn   run them, show actual counts";

const BENCH_EXAMPLES: &str = "\
Examples:
  quiver bench --db movies ../shared/bench/queries/*.edn
  quiver bench --db movies --runs 20 --warmup 5 --no-result-cache q1.edn

Each file holds one or more query maps {:name … :query … :args […]};
one JSON object per query is printed: name, median_ms, min_ms, max_ms, runs, rows.";

const EXPORT_EXAMPLES: &str = "\
Examples:
  quiver export --db people                          one EDN entity map a line
  quiver export --db people --format jsonl > people.jsonl
  quiver export --db people --format csv --attrs :person/name,:person/age
  quiver export --db people --datoms --format csv    e,a,v rows
  quiver export --db film --format parquet --output film-tables
                                one Parquet file per attribute namespace
  quiver export --db film --datoms --format arrow --output film.arrow

Refs are entity ids; a cardinality-many attribute's values form a vector
(a list column in Parquet and Arrow). Parquet and Arrow stream in batches
with a progress bar; see docs/arrow-and-parquet.md.";

const DUMP_EXAMPLES: &str = "\
Examples:
  quiver dump --db people > people-dump.edn
  quiver import --db people-copy people-dump.edn     an identical database

The dump is the schema map (as (schema) prints it), then one EDN vector of
every entity with its :db/id; `quiver import` applies both in one
transaction.";

const BACKUP_EXAMPLES: &str = "\
Examples:
  quiver backup --db people --to people-backup
  quiver backup --db people --to people-small --compact

The copy is consistent even while another process writes to the database.";

const COMPLETIONS_EXAMPLES: &str = "\
Examples:
  quiver completions bash > ~/.local/share/bash-completion/completions/quiver
  quiver completions zsh > ~/.zfunc/_quiver
  quiver completions fish > ~/.config/fish/completions/quiver.fish";

const CHECK_EXAMPLES: &str = "\
Examples:
  quiver check --db people

The check runs in a child process, so a database damaged badly enough to
crash the storage library is reported as corrupt instead of killing quiver.
Exit status: 0 when the database is sound, 1 when it is corrupt or cannot
be opened.";

/// The clap definition of the command line.
#[derive(Parser, Debug)]
#[allow(missing_docs)]
#[command(
    name = "quiver",
    about = "Quiver, an embedded Datalog database: REPL, batch runner, import, export",
    after_help = MAIN_EXAMPLES,
    disable_version_flag = true
)]
pub struct Cli {
    #[command(flatten)]
    global: Global,
    /// Print the version and the DLMDB library loaded, then exit.
    #[arg(short = 'V', long)]
    version: bool,
    /// Evaluate FORM (one or more forms) and exit, as `quiver run -e FORM`
    /// (repeatable: each in order).
    #[arg(short = 'c', value_name = "FORM")]
    command: Vec<String>,
    #[command(subcommand)]
    sub: Option<Sub>,
}

/// Options given before the subcommand (or with none, for the REPL and
/// `-c`): every one is accepted there. After a subcommand, each accepts
/// only the options that apply to it (below), so its `--help` lists only
/// those; a value given after the subcommand wins.
#[derive(Args, Debug, Clone, Default)]
struct Global {
    /// How results print (table, edn, json, csv; parquet and arrow write
    /// a query's result to --output FILE), or the data format of import
    /// (edn, csv, jsonl) and export (edn, csv, jsonl, parquet, arrow).
    #[arg(long, value_enum, value_name = "FORMAT")]
    format: Option<FormatName>,
    #[command(flatten)]
    session: SessionOpts,
}

/// `--db DIR`.
#[derive(Args, Debug, Clone, Default)]
struct DbArg {
    /// Database directory (a new or empty one creates a database);
    /// without it a fresh temporary database is used and removed at exit.
    #[arg(long, value_name = "DIR")]
    db: Option<PathBuf>,
}

/// `--format` of commands that print results.
#[derive(Args, Debug, Clone, Default)]
struct ResultFormat {
    /// How results print: table, edn, json or csv; parquet and arrow write
    /// a query's result to --output FILE.
    #[arg(long, value_enum, value_name = "FORMAT", hide_possible_values = true)]
    format: Option<FormatName>,
}

/// `--format` of commands that read or write data files.
#[derive(Args, Debug, Clone, Default)]
struct DataFormat {
    /// The data format: edn, csv or jsonl.
    #[arg(long, value_enum, value_name = "FORMAT", hide_possible_values = true)]
    format: Option<FormatName>,
}

/// `--format` of `export`.
#[derive(Args, Debug, Clone, Default)]
struct ExportFormat {
    /// The data format: edn, csv, jsonl, or parquet and arrow (with
    /// --output).
    #[arg(long, value_enum, value_name = "FORMAT", hide_possible_values = true)]
    format: Option<FormatName>,
}

/// `--output PATH`.
#[derive(Args, Debug, Clone, Default)]
struct OutputArg {
    /// The file (or, for export's entity tables, the new directory) that
    /// --format parquet or arrow writes.
    #[arg(long, value_name = "PATH")]
    output: Option<PathBuf>,
}

/// `--timeout MS`.
#[derive(Args, Debug, Clone, Default)]
struct TimeoutArg {
    /// Stop each query after MS milliseconds.
    // A negative number is read as a value (and refused as no count of
    // milliseconds), not as an unknown flag.
    #[arg(long, value_name = "MS", allow_negative_numbers = true)]
    timeout: Option<u64>,
}

/// `--read-only`.
#[derive(Args, Debug, Clone, Default)]
struct ReadOnlyArg {
    /// Open the database read-only (it must exist; writes are refused):
    /// for read-only media or a copy without write permission.
    #[arg(long)]
    read_only: bool,
}

/// `--closed-schema`.
#[derive(Args, Debug, Clone, Default)]
struct ClosedSchemaArg {
    /// Declare the database's schema closed (stored with it): writing an
    /// attribute the schema does not declare is then an error.
    #[arg(long)]
    closed_schema: bool,
}

/// `--cache-mb MB`.
#[derive(Args, Debug, Clone, Default)]
struct CacheArg {
    /// Megabytes of the access cache: storage reads (entity lists,
    /// counts, samples) kept across queries and commits; 0 turns it off
    /// [default: 64].
    #[arg(long = "cache-mb", value_name = "MB", allow_negative_numbers = true)]
    access_cache_mb: Option<usize>,
}

/// The options of the command line, wherever they were given.
#[derive(Debug, Default)]
struct Given {
    db: Option<PathBuf>,
    format: Option<FormatName>,
    output: Option<PathBuf>,
    timeout: Option<u64>,
    read_only: bool,
    closed_schema: bool,
    access_cache_mb: Option<usize>,
}

impl Given {
    fn db(&mut self, a: DbArg) {
        self.db = a.db.or(self.db.take());
    }
    fn format(&mut self, format: Option<FormatName>) {
        self.format = format.or(self.format);
    }
    fn session(&mut self, s: SessionOpts) {
        self.db(s.db);
        self.output(s.output);
        self.timeout(s.timeout);
        self.read_only(s.read_only);
        self.closed_schema(s.closed_schema);
        self.cache(s.cache);
    }
    fn output(&mut self, a: OutputArg) {
        self.output = a.output.or(self.output.take());
    }
    fn timeout(&mut self, a: TimeoutArg) {
        self.timeout = a.timeout.or(self.timeout);
    }
    fn read_only(&mut self, a: ReadOnlyArg) {
        self.read_only |= a.read_only;
    }
    fn closed_schema(&mut self, a: ClosedSchemaArg) {
        self.closed_schema |= a.closed_schema;
    }
    fn cache(&mut self, a: CacheArg) {
        self.access_cache_mb = a.access_cache_mb.or(self.access_cache_mb);
    }

    /// The options given before the subcommand, then those given after it
    /// (taken out of `sub`), which win.
    fn gather(global: Global, sub: Option<&mut Sub>) -> Given {
        let mut g = Given::default();
        g.format(global.format);
        g.session(global.session);
        use std::mem::take;
        match sub {
            Some(Sub::Run {
                format, session, ..
            }) => {
                g.format(take(format).format);
                g.session(take(session));
            }
            Some(Sub::Import {
                db,
                format,
                closed_schema,
                ..
            }) => {
                g.db(take(db));
                g.format(take(format).format);
                g.closed_schema(take(closed_schema));
            }
            Some(Sub::Explain {
                db,
                read_only,
                cache,
                timeout,
                ..
            })
            | Some(Sub::Bench {
                db,
                read_only,
                cache,
                timeout,
                ..
            }) => {
                g.db(take(db));
                g.read_only(take(read_only));
                g.cache(take(cache));
                g.timeout(take(timeout));
            }
            Some(Sub::Export {
                db,
                format,
                output,
                read_only,
                ..
            }) => {
                g.db(take(db));
                g.format(take(format).format);
                g.output(take(output));
                g.read_only(take(read_only));
            }
            Some(
                Sub::Dump { db, read_only }
                | Sub::Backup { db, read_only, .. }
                | Sub::Check { db, read_only }
                | Sub::CheckChild { db, read_only },
            ) => {
                g.db(take(db));
                g.read_only(take(read_only));
            }
            Some(Sub::Completions { .. }) | None => {}
        }
        g
    }
}

/// The options of `run` and of the top level (the REPL, `-c`) besides
/// `--format`, whose help differs between the two.
#[derive(Args, Debug, Clone, Default)]
struct SessionOpts {
    #[command(flatten)]
    db: DbArg,
    #[command(flatten)]
    output: OutputArg,
    #[command(flatten)]
    timeout: TimeoutArg,
    #[command(flatten)]
    read_only: ReadOnlyArg,
    #[command(flatten)]
    closed_schema: ClosedSchemaArg,
    #[command(flatten)]
    cache: CacheArg,
}

#[derive(Subcommand, Debug)]
enum Sub {
    /// Evaluate every form of each FILE ('-' = standard input).
    #[command(after_help = RUN_EXAMPLES)]
    Run {
        #[command(flatten)]
        format: ResultFormat,
        #[command(flatten)]
        session: SessionOpts,
        /// Evaluate FORM first (repeatable).
        #[arg(short = 'e', long = "eval", value_name = "FORM")]
        eval: Vec<String>,
        /// Stop at the first failing form.
        #[arg(long)]
        stop_on_error: bool,
        /// Files of forms, in order; '-' is standard input.
        #[arg(value_name = "FILE", required_unless_present = "eval")]
        files: Vec<String>,
    },
    /// Bulk-load EDN, CSV or JSON Lines data.
    #[command(after_help = IMPORT_EXAMPLES)]
    Import {
        #[command(flatten)]
        db: DbArg,
        #[command(flatten)]
        format: DataFormat,
        #[command(flatten)]
        closed_schema: ClosedSchemaArg,
        /// A schema map applied with the data, in one transaction.
        #[arg(long, value_name = "FILE")]
        schema: Option<PathBuf>,
        /// Namespace of the attributes of CSV / JSON Lines columns.
        #[arg(long, value_name = "NS")]
        ns: Option<String>,
        /// A reference column given by a unique attribute of its target:
        /// customer=customer/id reads 7 as [:customer/id 7] (repeatable).
        #[arg(long = "ref", value_name = "COLUMN=ATTR", value_parser = crate::tabular::RowOptions::parse_ref)]
        refs: Vec<(String, quiver_query::edn::Keyword)>,
        /// The CSV field delimiter (one character, e.g. ';' or 'tab').
        #[arg(long, value_name = "CHAR", value_parser = parse_delimiter)]
        delimiter: Option<u8>,
        /// A cell text that means no value, besides the empty cell (e.g. NULL).
        #[arg(long, value_name = "TEXT")]
        null: Option<String>,
        /// The data file.
        #[arg(value_name = "DATA")]
        data: PathBuf,
    },
    /// Print the plan of each query in FILE.
    #[command(after_help = EXPLAIN_EXAMPLES)]
    Explain {
        #[command(flatten)]
        db: DbArg,
        #[command(flatten)]
        read_only: ReadOnlyArg,
        #[command(flatten)]
        cache: CacheArg,
        #[command(flatten)]
        timeout: TimeoutArg,
        /// Run the queries too and show actual counts.
        #[arg(long)]
        analyze: bool,
        /// The query file; '-' is standard input.
        #[arg(value_name = "FILE")]
        file: String,
    },
    /// Time bench query files; one JSON line per query.
    #[command(after_help = BENCH_EXAMPLES)]
    Bench {
        #[command(flatten)]
        db: DbArg,
        #[command(flatten)]
        read_only: ReadOnlyArg,
        #[command(flatten)]
        cache: CacheArg,
        #[command(flatten)]
        timeout: TimeoutArg,
        /// Timed runs per query (at most 1,000,000: each run's time is
        /// kept for the median).
        #[arg(long, default_value_t = DEFAULT_RUNS, value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..=MAX_RUNS as u64))]
        runs: usize,
        /// Untimed runs first (at most 1,000,000).
        #[arg(long, default_value_t = DEFAULT_WARMUP, value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(0..=MAX_RUNS as u64))]
        warmup: usize,
        /// Execute every run (bypass the result cache).
        #[arg(long)]
        no_result_cache: bool,
        /// Bench query files.
        #[arg(value_name = "FILE", required = true)]
        files: Vec<PathBuf>,
    },
    /// Write every entity (or datom) as EDN, JSON Lines, CSV, Parquet or Arrow.
    #[command(after_help = EXPORT_EXAMPLES)]
    Export {
        #[command(flatten)]
        db: DbArg,
        #[command(flatten)]
        format: ExportFormat,
        #[command(flatten)]
        output: OutputArg,
        #[command(flatten)]
        read_only: ReadOnlyArg,
        /// Only these attributes (comma-separated or repeated).
        #[arg(long, value_name = "ATTR", value_delimiter = ',')]
        attrs: Vec<String>,
        /// Datoms `[e a v]` instead of entity maps.
        #[arg(long)]
        datoms: bool,
    },
    /// Write schema and data as EDN that `quiver import` loads back.
    #[command(after_help = DUMP_EXAMPLES)]
    Dump {
        #[command(flatten)]
        db: DbArg,
        #[command(flatten)]
        read_only: ReadOnlyArg,
    },
    /// Copy the database with DLMDB's environment copy.
    #[command(after_help = BACKUP_EXAMPLES)]
    Backup {
        #[command(flatten)]
        db: DbArg,
        #[command(flatten)]
        read_only: ReadOnlyArg,
        /// The new (or empty) directory to copy into.
        #[arg(long, value_name = "DIR2")]
        to: PathBuf,
        /// Leave out free pages (smaller, slower).
        #[arg(long)]
        compact: bool,
    },
    /// Check the database's integrity (in a child process).
    #[command(after_help = CHECK_EXAMPLES)]
    Check {
        #[command(flatten)]
        db: DbArg,
        // Accepted for habit's sake: the check always reads only.
        #[command(flatten)]
        read_only: ReadOnlyArg,
    },
    /// Print a shell completion script.
    #[command(after_help = COMPLETIONS_EXAMPLES)]
    Completions {
        /// The shell.
        #[arg(value_enum)]
        shell: clap_complete::Shell,
    },
    /// The child side of `quiver check` (not for people).
    #[command(name = "__check-child", hide = true)]
    CheckChild {
        #[command(flatten)]
        db: DbArg,
        #[command(flatten)]
        read_only: ReadOnlyArg,
    },
}

/// Every name `--format` accepts; each command takes some of them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
enum FormatName {
    Table,
    Edn,
    Json,
    Jsonl,
    Csv,
    Parquet,
    Arrow,
}

fn output_format(name: Option<FormatName>) -> Result<Format, UsageError> {
    Ok(match name {
        None | Some(FormatName::Table) => Format::Table,
        Some(FormatName::Edn) => Format::Edn,
        Some(FormatName::Json) => Format::Json,
        Some(FormatName::Csv) => Format::Csv,
        Some(FormatName::Parquet) => Format::Parquet,
        Some(FormatName::Arrow) => Format::Arrow,
        Some(FormatName::Jsonl) => {
            return Err(invalid(
                "--format jsonl is for import; results print as table, edn, json or csv",
            ));
        }
    })
}

fn invalid(message: &str) -> UsageError {
    UsageError(Cli::command().error(clap::error::ErrorKind::InvalidValue, message))
}

/// What the command line asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// `--version`.
    Version,
    /// The REPL (or, when standard input is not a terminal, `run -`).
    Repl {
        /// `--db`.
        db: Option<PathBuf>,
        /// Format and timeout.
        settings: Settings,
    },
    /// `run`, and `quiver -c FORM`.
    Run {
        /// `--db`.
        db: Option<PathBuf>,
        /// Format and timeout.
        settings: Settings,
        /// `--stop-on-error`.
        stop_on_error: bool,
        /// Forms given with `-e` (or `-c`), evaluated before the files.
        exprs: Vec<String>,
        /// Files in order; `-` is standard input.
        files: Vec<String>,
    },
    /// `import`.
    Import {
        /// `--db` (required).
        db: PathBuf,
        /// `--schema`.
        schema: Option<PathBuf>,
        /// The data format.
        format: ImportFormat,
        /// `--ns`, `--ref`, `--delimiter`, `--null`: how CSV / JSON Lines
        /// rows become entities.
        rows: crate::tabular::RowOptions,
        /// The data file.
        data: PathBuf,
    },
    /// `explain`.
    Explain {
        /// `--db`.
        db: Option<PathBuf>,
        /// `--analyze`.
        analyze: bool,
        /// The query file; `-` is standard input.
        file: String,
        /// `--timeout`: each query (planning included) stops after it.
        timeout: Option<Duration>,
    },
    /// `bench`.
    Bench {
        /// `--db` (required).
        db: PathBuf,
        /// Timed runs per query.
        runs: usize,
        /// Untimed runs first.
        warmup: usize,
        /// `--no-result-cache`: every run executes the query.
        no_result_cache: bool,
        /// `--timeout`: each run of a query stops after it.
        timeout: Option<Duration>,
        /// Bench query files.
        files: Vec<PathBuf>,
    },
    /// `export`.
    Export {
        /// `--db` (required).
        db: PathBuf,
        /// Format, attributes, datoms or entities.
        options: crate::export::ExportOptions,
    },
    /// `export --format parquet|arrow --output PATH`.
    ExportColumnar {
        /// `--db` (required).
        db: PathBuf,
        /// Format, output, datoms or entity tables, attributes.
        options: crate::columnar::ColumnarExport,
    },
    /// `dump`.
    Dump {
        /// `--db` (required).
        db: PathBuf,
    },
    /// `backup`.
    Backup {
        /// `--db` (required).
        db: PathBuf,
        /// `--to`.
        to: PathBuf,
        /// `--compact`.
        compact: bool,
    },
    /// `check`: the integrity check, in a child process.
    Check {
        /// `--db` (required).
        db: PathBuf,
    },
    /// The hidden child of `check`: runs the check in this process.
    CheckChild {
        /// `--db` (required).
        db: PathBuf,
    },
    /// `completions SHELL`: the completion script on stdout.
    Completions {
        /// The shell.
        shell: clap_complete::Shell,
    },
}

impl Command {
    /// Sets the table layout and error colour of commands that print
    /// results (they depend on the terminal, not on the arguments).
    pub fn with_terminal(mut self, layout: crate::output::Layout, color_errors: bool) -> Self {
        if let Command::Repl { settings, .. } | Command::Run { settings, .. } = &mut self {
            settings.layout = layout;
            settings.color_errors = color_errors;
        }
        self
    }
}

/// What went wrong with the command line (or `--help`, which clap also
/// reports as an "error" to print).
#[derive(Debug)]
pub struct UsageError(pub clap::Error);

impl UsageError {
    /// True for `--help` / `help`: print to stdout and exit 0.
    pub fn is_help(&self) -> bool {
        matches!(
            self.0.kind(),
            clap::error::ErrorKind::DisplayHelp
                | clap::error::ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
        )
    }

    /// The text to print (with a hint for `quiver FILE`).
    pub fn render(&self, color: bool) -> String {
        let styled = self.0.render();
        let mut text = if color {
            styled.ansi().to_string()
        } else {
            styled.to_string()
        };
        if self.0.kind() == clap::error::ErrorKind::InvalidSubcommand
            && let Some(clap::error::ContextValue::String(name)) =
                self.0.get(clap::error::ContextKind::InvalidSubcommand)
            && (name.contains(['.', '/']) || std::path::Path::new(name).is_file())
        {
            text.push_str(&format!(
                "\ntip: to evaluate the forms of a file use `quiver run {name}`\n"
            ));
        }
        text
    }
}

/// The clap command, for help and completion scripts.
pub fn command() -> clap::Command {
    Cli::command()
}

fn required_db(db: Option<PathBuf>, sub: &str) -> Result<PathBuf, UsageError> {
    db.ok_or_else(|| {
        UsageError(Cli::command().error(
            clap::error::ErrorKind::MissingRequiredArgument,
            format!("quiver {sub} needs --db DIR"),
        ))
    })
}

/// Parses the arguments after the program name.
///
/// ```
/// use quiver_cli::args::{parse, Command};
/// let cmd = parse(&["run".into(), "--format=edn".into(), "a.edn".into()]).unwrap();
/// assert!(matches!(cmd, Command::Run { files, .. } if files == ["a.edn"]));
/// assert!(parse(&["run".into()]).is_err());
/// ```
///
/// # Errors
/// A [`UsageError`] saying what is wrong (or carrying the help text).
pub fn parse(args: &[String]) -> Result<Command, UsageError> {
    parse_all(args).map(|(command, _)| command)
}

/// [`parse`], with how the command's databases are to be opened.
///
/// # Errors
/// A [`UsageError`] saying what is wrong (or carrying the help text).
pub fn parse_all(args: &[String]) -> Result<(Command, OpenOptions), UsageError> {
    let cli =
        Cli::try_parse_from(std::iter::once("quiver".to_string()).chain(args.iter().cloned()))
            .map_err(UsageError)?;
    if cli.version {
        return Ok((Command::Version, OpenOptions::default()));
    }
    if !cli.command.is_empty() && cli.sub.is_some() {
        return Err(invalid(
            "-c FORM runs one form without a subcommand; use `quiver run -e FORM` with run",
        ));
    }
    let mut sub = cli.sub;
    let Given {
        db,
        format,
        output,
        timeout,
        read_only,
        closed_schema,
        access_cache_mb,
    } = Given::gather(cli.global, sub.as_mut());
    let access_cache_mb = access_cache_mb.unwrap_or(DEFAULT_CACHE_MB);
    // How this command's databases are opened: handed to the opener.
    let open = OpenOptions {
        read_only,
        closed_schema,
        access_cache_bytes: Some(access_cache_mb.saturating_mul(1 << 20)),
    };
    let columnar = matches!(format, Some(FormatName::Parquet | FormatName::Arrow));
    let results_run = matches!(sub, None | Some(Sub::Run { .. }));
    let exports = matches!(sub, Some(Sub::Export { .. }));
    if output.is_some() && !(columnar && (results_run || exports)) {
        return Err(invalid(
            "--output goes with --format parquet or arrow (run, -c, export)",
        ));
    }
    if columnar && output.is_none() && (results_run || exports) {
        return Err(invalid(
            "--format parquet and arrow write a file: give --output PATH",
        ));
    }
    let export_output = if exports { output.clone() } else { None };
    // One path for the process, so `Settings` stays `Copy`.
    let result_output: Option<&'static std::path::Path> = match output {
        Some(p) if results_run => Some(Box::leak(p.into_boxed_path())),
        _ => None,
    };
    let output = || output_format(format);
    let settings = Settings {
        format: Format::Table,
        timeout: timeout.map(Duration::from_millis),
        output: result_output,
        ..Settings::default()
    };
    let command = match sub {
        None => match cli.command {
            forms if !forms.is_empty() => Command::Run {
                db,
                settings: Settings {
                    format: output()?,
                    ..settings
                },
                stop_on_error: false,
                exprs: forms,
                files: Vec::new(),
            },
            _ => Command::Repl {
                db,
                settings: Settings {
                    format: output()?,
                    ..settings
                },
            },
        },
        Some(Sub::Run {
            eval,
            stop_on_error,
            files,
            ..
        }) => Command::Run {
            db,
            settings: Settings {
                format: output()?,
                ..settings
            },
            stop_on_error,
            exprs: eval,
            files,
        },
        Some(Sub::Import {
            schema,
            ns,
            refs,
            delimiter,
            null,
            data,
            ..
        }) => {
            let format = match format {
                Some(FormatName::Edn) => ImportFormat::Edn,
                Some(FormatName::Csv) => ImportFormat::Csv,
                Some(FormatName::Jsonl) => ImportFormat::Jsonl,
                Some(other) => {
                    return Err(invalid(&format!(
                        "import reads --format edn, csv or jsonl, not {other:?}"
                    )));
                }
                None => match data.extension().and_then(|e| e.to_str()) {
                    Some("csv") => ImportFormat::Csv,
                    Some("jsonl" | "ndjson") => ImportFormat::Jsonl,
                    // Read as EDN, a binary file would fail on its first
                    // bytes with a message about EDN.
                    Some(ext @ ("parquet" | "arrow" | "feather" | "ipc")) => {
                        return Err(invalid(&format!(
                            "import reads EDN, CSV and JSON Lines; a .{ext} file is not read (export writes Parquet and Arrow); give --format edn, csv or jsonl to read it as one of those"
                        )));
                    }
                    _ => ImportFormat::Edn,
                },
            };
            Command::Import {
                db: required_db(db, "import")?,
                schema,
                format,
                rows: crate::tabular::RowOptions {
                    ns,
                    refs,
                    delimiter,
                    null,
                },
                data,
            }
        }
        Some(Sub::Explain { analyze, file, .. }) => Command::Explain {
            db,
            analyze,
            file,
            timeout: timeout.map(Duration::from_millis),
        },
        Some(Sub::Bench {
            runs,
            warmup,
            no_result_cache,
            files,
            ..
        }) => Command::Bench {
            db: required_db(db, "bench")?,
            runs,
            warmup,
            no_result_cache,
            timeout: timeout.map(Duration::from_millis),
            files,
        },
        Some(Sub::Export { attrs, datoms, .. }) => {
            // Each name one attribute keyword, as an import header must be.
            let attrs: Vec<Keyword> = attrs
                .iter()
                .map(|a| {
                    crate::tabular::attribute(a, None)
                        .map_err(|e| invalid(&format!("--attrs: {e}")))
                })
                .collect::<Result<_, _>>()?;
            let keywords = || attrs.clone();
            let columnar_format = match format {
                Some(FormatName::Parquet) => Some(crate::columnar::ColumnarFormat::Parquet),
                Some(FormatName::Arrow) => Some(crate::columnar::ColumnarFormat::Arrow),
                _ => None,
            };
            if let (Some(format), Some(output)) = (columnar_format, export_output) {
                let command = Command::ExportColumnar {
                    db: required_db(db, "export")?,
                    options: crate::columnar::ColumnarExport {
                        format,
                        output,
                        datoms,
                        attrs: keywords(),
                    },
                };
                return Ok((command, open));
            }
            let format = match format {
                None | Some(FormatName::Edn) => crate::export::ExportFormat::Edn,
                Some(FormatName::Jsonl) => crate::export::ExportFormat::Jsonl,
                Some(FormatName::Csv) => crate::export::ExportFormat::Csv,
                Some(_) => {
                    return Err(invalid(
                        "export writes --format edn, jsonl, csv, parquet or arrow",
                    ));
                }
            };
            Command::Export {
                db: required_db(db, "export")?,
                options: crate::export::ExportOptions {
                    format,
                    attrs,
                    datoms,
                },
            }
        }
        Some(Sub::Dump { .. }) => Command::Dump {
            db: required_db(db, "dump")?,
        },
        Some(Sub::Backup { to, compact, .. }) => Command::Backup {
            db: required_db(db, "backup")?,
            to,
            compact,
        },
        Some(Sub::Check { .. }) => Command::Check {
            db: required_db(db, "check")?,
        },
        Some(Sub::CheckChild { .. }) => Command::CheckChild {
            db: required_db(db, "check")?,
        },
        Some(Sub::Completions { shell }) => Command::Completions { shell },
    };
    Ok((command, open))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(line: &str) -> Result<Command, UsageError> {
        let args: Vec<String> = line.split_whitespace().map(String::from).collect();
        parse(&args)
    }

    #[test]
    fn the_clap_definition_is_consistent() {
        command().debug_assert();
    }

    // Issue #23 item 5: how databases open is part of what parsing
    // returns, not a process-wide setting.
    #[test]
    fn open_options_come_with_the_command() {
        let words = |l: &str| l.split_whitespace().map(String::from).collect::<Vec<_>>();
        let (_, o) = parse_all(&words("--read-only --cache-mb 8 run x.edn")).unwrap();
        assert_eq!(
            o,
            OpenOptions {
                read_only: true,
                closed_schema: false,
                access_cache_bytes: Some(8 << 20),
            }
        );
        let (_, o) = parse_all(&words("import --db d --closed-schema f.edn")).unwrap();
        assert!(o.closed_schema && !o.read_only);
        let (_, o) = parse_all(&words("run x.edn")).unwrap();
        assert_eq!(o.access_cache_bytes, Some(DEFAULT_CACHE_MB << 20));
        assert!(!o.read_only && !o.closed_schema);
    }

    #[test]
    fn repl_options() {
        assert_eq!(
            p("--db /tmp/x --timeout 500 --format=json").unwrap(),
            Command::Repl {
                db: Some("/tmp/x".into()),
                settings: Settings {
                    format: Format::Json,
                    timeout: Some(Duration::from_millis(500)),
                    ..Settings::default()
                },
            }
        );
        assert_eq!(
            p("").unwrap(),
            Command::Repl {
                db: None,
                settings: Settings::default()
            }
        );
    }

    #[test]
    fn commands() {
        assert_eq!(
            p("run --stop-on-error a.edn - b.edn --format edn").unwrap(),
            Command::Run {
                db: None,
                settings: Settings {
                    format: Format::Edn,
                    ..Settings::default()
                },
                stop_on_error: true,
                exprs: vec![],
                files: vec!["a.edn".into(), "-".into(), "b.edn".into()],
            }
        );
        // Global options before the subcommand.
        assert_eq!(
            p("--db x run f.edn").unwrap(),
            Command::Run {
                db: Some("x".into()),
                settings: Settings::default(),
                stop_on_error: false,
                exprs: vec![],
                files: vec!["f.edn".into()],
            }
        );
        assert_eq!(
            p("-c (stats) --db x").unwrap(),
            Command::Run {
                db: Some("x".into()),
                settings: Settings::default(),
                stop_on_error: false,
                exprs: vec!["(stats)".into()],
                files: vec![],
            }
        );
        assert!(matches!(
            p("run -e (stats)").unwrap(),
            Command::Run { exprs, files, .. } if exprs == ["(stats)"] && files.is_empty()
        ));
        assert_eq!(
            p("import --db d --schema s.edn data.edn").unwrap(),
            Command::Import {
                db: "d".into(),
                schema: Some("s.edn".into()),
                format: ImportFormat::Edn,
                rows: Default::default(),
                data: "data.edn".into()
            }
        );
        assert!(matches!(
            p("import --db d --ns person p.csv").unwrap(),
            Command::Import { format: ImportFormat::Csv, rows, .. } if rows.ns.as_deref() == Some("person")
        ));
        assert!(matches!(
            p("import --db d --ref customer=customer/id --ref x=:y/z --delimiter ; --null NULL p.csv").unwrap(),
            Command::Import { rows, .. } if rows.refs.len() == 2
                && rows.refs[1].1.as_str() == "y/z"
                && rows.delimiter == Some(b';')
                && rows.null.as_deref() == Some("NULL")
        ));
        assert!(p("import --db d --ref customer p.csv").is_err());
        assert!(p("import --db d --delimiter ab p.csv").is_err());
        assert_eq!(
            p("explain --analyze q.edn").unwrap(),
            Command::Explain {
                db: None,
                analyze: true,
                file: "q.edn".into(),
                timeout: None,
            }
        );
        assert_eq!(
            p("bench --db d --runs 3 q1.edn q2.edn").unwrap(),
            Command::Bench {
                db: "d".into(),
                runs: 3,
                warmup: DEFAULT_WARMUP,
                no_result_cache: false,
                timeout: None,
                files: vec!["q1.edn".into(), "q2.edn".into()]
            }
        );
        assert_eq!(p("-V").unwrap(), Command::Version);
        assert!(p("--help").unwrap_err().is_help());
        assert!(p("help run").unwrap_err().is_help());
        assert_eq!(
            p("check --db d").unwrap(),
            Command::Check { db: "d".into() }
        );
        assert_eq!(
            p("run -- --odd-name.edn").unwrap(),
            Command::Run {
                db: None,
                settings: Settings::default(),
                stop_on_error: false,
                exprs: vec![],
                files: vec!["--odd-name.edn".into()],
            }
        );
    }

    #[test]
    fn usage_errors() {
        let cases = [
            "run",
            "tour.edn",
            "--format yaml",
            "--timeout soon",
            "--db",
            "run --analyze a.edn",
            "import data.edn",
            "import --db d a.edn b.edn",
            "explain a.edn b.edn",
            "bench q.edn",
            "bench --db d --runs 0 q.edn",
            "run --stop-on-error=yes a.edn",
            "-x",
        ];
        for case in cases {
            let e = p(case).unwrap_err();
            assert!(!e.is_help(), "{case}");
            assert_eq!(e.0.exit_code(), 2, "{case}");
        }
        let first_lines: Vec<String> = cases
            .iter()
            .map(|c| {
                let text = p(c).unwrap_err().render(false);
                format!("{c:<28} {}", text.lines().next().unwrap_or(""))
            })
            .collect();
        insta::assert_snapshot!(first_lines.join("\n"));
        assert!(
            p("tour.edn")
                .unwrap_err()
                .render(false)
                .contains("quiver run tour.edn")
        );
    }

    /// The long options a subcommand's `--help` lists.
    fn listed(sub: &str) -> Vec<String> {
        let text = p(&format!("{sub} --help")).unwrap_err().render(false);
        text.split_whitespace()
            .filter(|w| w.starts_with("--"))
            .map(|w| w.trim_end_matches(',').to_string())
            .collect()
    }

    #[test]
    fn subcommand_help_lists_only_the_options_that_apply() {
        let import = listed("import");
        for o in ["--db", "--format", "--closed-schema", "--schema"] {
            assert!(
                import.contains(&o.to_string()),
                "import lacks {o}: {import:?}"
            );
        }
        for o in ["--timeout", "--read-only", "--cache-mb"] {
            assert!(!import.contains(&o.to_string()), "import lists {o}");
        }
        let check = listed("check");
        assert!(!check.contains(&"--format".to_string()), "{check:?}");
        assert!(!check.contains(&"--timeout".to_string()), "{check:?}");
        let run = listed("run");
        for o in ["--db", "--format", "--timeout", "--read-only", "--cache-mb"] {
            assert!(run.contains(&o.to_string()), "run lacks {o}: {run:?}");
        }
        let backup = listed("backup");
        assert!(
            !backup.contains(&"--closed-schema".to_string()),
            "{backup:?}"
        );
        // An option that does not apply is refused after the subcommand.
        assert!(p("import --db d --timeout 5 a.edn").is_err());
    }

    #[test]
    fn options_after_the_subcommand_win_over_those_before() {
        let Command::Run { db, settings, .. } =
            p("--db a --format edn run --db b --format json -e 1").unwrap()
        else {
            panic!("not a run");
        };
        assert_eq!(db, Some("b".into()));
        assert_eq!(settings.format, Format::Json);
        // Before the subcommand, every option is still accepted.
        let Command::Import { db, format, .. } = p("--db a --format csv import x.data").unwrap()
        else {
            panic!("not an import");
        };
        assert_eq!(db, PathBuf::from("a"));
        assert_eq!(format, ImportFormat::Csv);
    }
}
