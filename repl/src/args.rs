//! Command-line arguments.
//!
//! Hand-written rather than `clap`: five small commands with a handful of
//! options each, exact control over messages and the exit status (2), and
//! no extra dependency to build.

use std::path::PathBuf;
use std::time::Duration;

use crate::output::Format;
use crate::session::Settings;

/// The usage text printed by `--help` and after usage errors.
pub const USAGE: &str = "\
usage:
  quiver [--db DIR] [--timeout MS] [--format table|edn|json|csv]        interactive REPL
  quiver run [--db DIR] [--format F] [--timeout MS] [--stop-on-error] FILE...
                                            evaluate every form of each FILE ('-' = stdin)
  quiver import --db DIR [--schema FILE] DATA.edn     bulk-load a vector of entity maps
  quiver explain [--db DIR] [--analyze] FILE          print the plan of each query in FILE
  quiver bench --db DIR [--runs N] [--warmup N] [--no-result-cache] FILE...
                                            time bench query files, one JSON line each
  quiver --version | --help

Without --db the database is a fresh temporary directory removed at exit.
See docs/cli.md.
";

/// What the command line asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// `--version`.
    Version,
    /// `--help`.
    Help,
    /// The REPL.
    Repl {
        /// `--db`.
        db: Option<PathBuf>,
        /// Format and timeout.
        settings: Settings,
    },
    /// `run`.
    Run {
        /// `--db`.
        db: Option<PathBuf>,
        /// Format and timeout.
        settings: Settings,
        /// `--stop-on-error`.
        stop_on_error: bool,
        /// Files in order; `-` is standard input.
        files: Vec<String>,
    },
    /// `import`.
    Import {
        /// `--db` (required).
        db: PathBuf,
        /// `--schema`.
        schema: Option<PathBuf>,
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
        /// Bench query files.
        files: Vec<PathBuf>,
    },
}

/// Default `--runs` for `bench`.
pub const DEFAULT_RUNS: usize = 10;
/// Default `--warmup` for `bench`.
pub const DEFAULT_WARMUP: usize = 2;

/// A command line that makes no sense; exit status 2.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct UsageError(pub String);

fn usage<T>(message: impl Into<String>) -> Result<T, UsageError> {
    Err(UsageError(message.into()))
}

/// Options seen on the command line, before checking what the command allows.
#[derive(Default)]
struct Seen {
    db: Option<PathBuf>,
    format: Option<Format>,
    timeout: Option<Duration>,
    stop_on_error: bool,
    schema: Option<PathBuf>,
    analyze: bool,
    runs: Option<usize>,
    warmup: Option<usize>,
    no_result_cache: bool,
    positional: Vec<String>,
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
/// A [`UsageError`] saying what is wrong.
pub fn parse(args: &[String]) -> Result<Command, UsageError> {
    if args.iter().any(|a| a == "--version" || a == "-V") {
        return Ok(Command::Version);
    }
    if args.iter().any(|a| a == "--help" || a == "-h") {
        return Ok(Command::Help);
    }
    let (name, rest) = match args.first().map(String::as_str) {
        Some(c @ ("run" | "import" | "explain" | "bench")) => (c, &args[1..]),
        _ => ("", args),
    };
    let allowed: &[&str] = match name {
        "run" => &["db", "format", "timeout", "stop-on-error"],
        "import" => &["db", "schema"],
        "explain" => &["db", "analyze"],
        "bench" => &["db", "runs", "warmup", "no-result-cache"],
        _ => &["db", "format", "timeout"],
    };
    let seen = scan(rest, allowed, if name.is_empty() { "quiver" } else { name })?;
    let settings = Settings {
        format: seen.format.unwrap_or_default(),
        timing: false,
        timeout: seen.timeout,
    };
    match name {
        "run" => {
            if seen.positional.is_empty() {
                return usage("run: expected at least one FILE ('-' for stdin)");
            }
            Ok(Command::Run {
                db: seen.db,
                settings,
                stop_on_error: seen.stop_on_error,
                files: seen.positional,
            })
        }
        "import" => {
            let Some(db) = seen.db else {
                return usage("import: --db DIR is required");
            };
            let [data] = <[String; 1]>::try_from(seen.positional)
                .or_else(|_| usage("import: expected exactly one DATA.edn file"))?;
            Ok(Command::Import {
                db,
                schema: seen.schema,
                data: PathBuf::from(data),
            })
        }
        "explain" => {
            let [file] = <[String; 1]>::try_from(seen.positional)
                .or_else(|_| usage("explain: expected exactly one FILE"))?;
            Ok(Command::Explain {
                db: seen.db,
                analyze: seen.analyze,
                file,
            })
        }
        "bench" => {
            let Some(db) = seen.db else {
                return usage("bench: --db DIR is required");
            };
            if seen.positional.is_empty() {
                return usage("bench: expected at least one query FILE");
            }
            let runs = seen.runs.unwrap_or(DEFAULT_RUNS);
            if runs == 0 {
                return usage("bench: --runs must be at least 1");
            }
            Ok(Command::Bench {
                db,
                runs,
                warmup: seen.warmup.unwrap_or(DEFAULT_WARMUP),
                no_result_cache: seen.no_result_cache,
                files: seen.positional.into_iter().map(PathBuf::from).collect(),
            })
        }
        _ => {
            if let Some(extra) = seen.positional.first() {
                return usage(format!(
                    "unexpected argument {extra:?}; to run a file use `quiver run {extra}`"
                ));
            }
            Ok(Command::Repl {
                db: seen.db,
                settings,
            })
        }
    }
}

fn scan(args: &[String], allowed: &[&str], command: &str) -> Result<Seen, UsageError> {
    let mut seen = Seen::default();
    let mut it = args.iter();
    let mut only_positional = false;
    while let Some(arg) = it.next() {
        if only_positional || arg == "-" || !arg.starts_with('-') {
            seen.positional.push(arg.clone());
            continue;
        }
        if arg == "--" {
            only_positional = true;
            continue;
        }
        let Some(body) = arg.strip_prefix("--") else {
            return usage(format!("{command}: unknown option {arg}"));
        };
        let (name, inline) = match body.split_once('=') {
            Some((n, v)) => (n, Some(v.to_string())),
            None => (body, None),
        };
        if !allowed.contains(&name) {
            return usage(format!(
                "{command}: unknown option --{name} (accepted: {})",
                allowed
                    .iter()
                    .map(|a| format!("--{a}"))
                    .collect::<Vec<_>>()
                    .join(", ")
            ));
        }
        let is_flag = matches!(name, "stop-on-error" | "analyze" | "no-result-cache");
        if is_flag {
            if inline.is_some() {
                return usage(format!("{command}: --{name} takes no value"));
            }
            match name {
                "stop-on-error" => seen.stop_on_error = true,
                "no-result-cache" => seen.no_result_cache = true,
                _ => seen.analyze = true,
            }
            continue;
        }
        let value = match inline {
            Some(v) => v,
            None => match it.next() {
                Some(v) => v.clone(),
                None => return usage(format!("{command}: --{name} needs a value")),
            },
        };
        match name {
            "db" => seen.db = Some(PathBuf::from(value)),
            "schema" => seen.schema = Some(PathBuf::from(value)),
            "format" => {
                seen.format = Some(
                    value
                        .parse()
                        .map_err(|e: String| UsageError(format!("{command}: {e}")))?,
                );
            }
            "timeout" => seen.timeout = Some(Duration::from_millis(number(command, name, &value)?)),
            "runs" => seen.runs = Some(count(command, name, &value)?),
            _ => seen.warmup = Some(count(command, name, &value)?),
        }
    }
    Ok(seen)
}

fn number(command: &str, name: &str, value: &str) -> Result<u64, UsageError> {
    value.parse().map_err(|_| {
        UsageError(format!(
            "{command}: --{name} expects a whole number, got {value:?}"
        ))
    })
}

fn count(command: &str, name: &str, value: &str) -> Result<usize, UsageError> {
    let n = number(command, name, value)?;
    usize::try_from(n).or_else(|_| usage(format!("{command}: --{name} is too large")))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(line: &str) -> Result<Command, UsageError> {
        let args: Vec<String> = line.split_whitespace().map(String::from).collect();
        parse(&args)
    }

    #[test]
    fn repl_options() {
        assert_eq!(
            p("--db /tmp/x --timeout 500 --format=json").unwrap(),
            Command::Repl {
                db: Some("/tmp/x".into()),
                settings: Settings {
                    format: Format::Json,
                    timing: false,
                    timeout: Some(Duration::from_millis(500)),
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
                files: vec!["a.edn".into(), "-".into(), "b.edn".into()],
            }
        );
        assert_eq!(
            p("import --db d --schema s.edn data.edn").unwrap(),
            Command::Import {
                db: "d".into(),
                schema: Some("s.edn".into()),
                data: "data.edn".into()
            }
        );
        assert_eq!(
            p("explain --analyze q.edn").unwrap(),
            Command::Explain {
                db: None,
                analyze: true,
                file: "q.edn".into()
            }
        );
        assert_eq!(
            p("bench --db d --runs 3 q1.edn q2.edn").unwrap(),
            Command::Bench {
                db: "d".into(),
                runs: 3,
                warmup: DEFAULT_WARMUP,
                no_result_cache: false,
                files: vec!["q1.edn".into(), "q2.edn".into()]
            }
        );
        assert_eq!(
            p("bench --no-result-cache --db d q1.edn").unwrap(),
            Command::Bench {
                db: "d".into(),
                runs: DEFAULT_RUNS,
                warmup: DEFAULT_WARMUP,
                no_result_cache: true,
                files: vec!["q1.edn".into()]
            }
        );
        assert!(p("bench --db d --no-result-cache=1 q1.edn").is_err());
        assert_eq!(p("run -V").unwrap(), Command::Version);
        assert_eq!(p("--help").unwrap(), Command::Help);
        assert_eq!(
            p("run -- --odd-name.edn").unwrap(),
            Command::Run {
                db: None,
                settings: Settings::default(),
                stop_on_error: false,
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
        let out: Vec<String> = cases
            .iter()
            .map(|c| format!("{c:<28} {}", p(c).unwrap_err()))
            .collect();
        insta::assert_snapshot!(out.join("\n"), @r#"
        run                          run: expected at least one FILE ('-' for stdin)
        tour.edn                     unexpected argument "tour.edn"; to run a file use `quiver run tour.edn`
        --format yaml                quiver: unknown format "yaml"; expected one of table, edn, json, csv
        --timeout soon               quiver: --timeout expects a whole number, got "soon"
        --db                         quiver: --db needs a value
        run --analyze a.edn          run: unknown option --analyze (accepted: --db, --format, --timeout, --stop-on-error)
        import data.edn              import: --db DIR is required
        import --db d a.edn b.edn    import: expected exactly one DATA.edn file
        explain a.edn b.edn          explain: expected exactly one FILE
        bench q.edn                  bench: --db DIR is required
        bench --db d --runs 0 q.edn  bench: --runs must be at least 1
        run --stop-on-error=yes a.edn run: --stop-on-error takes no value
        -x                           quiver: unknown option -x
        "#);
    }
}
