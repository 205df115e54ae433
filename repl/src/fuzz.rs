//! A structure-aware mutation fuzzer on stable Rust: it mutates seed
//! scripts (the files of `testdata/` and the bench queries) with edits
//! that matter to a Datalog front end — brackets added, dropped and
//! swapped, deep nesting, huge numbers, long strings, cut-off text, other
//! seeds' forms spliced in; and whole forms of the hostile classes of
//! issue 25: recursive pulls over long chains, thousands of predicate
//! clauses, string and collection builders — and evaluates each result exactly as
//! `quiver run` does, on a fresh temporary database with a per-form
//! timeout. An input passes when it evaluates to results or clear errors
//! without a panic and within its time bound; an abort kills the process,
//! which the caller sees as a failure too.
//!
//! `cargo test -p quiver-cli --test fuzz` runs a short, seeded pass; an
//! hour's run is
//! `cargo run --release -p quiver-cli --example fuzz -- --seconds 3600`
//! (see docs/cli.md). Inputs that fail are written to a directory for
//! replay and kept as regression inputs.

use crate::engine_backend;
use crate::session::{Session, Settings, Source};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// Tokens the mutator inserts: the language's structure and its extremes.
const TOKENS: &[&str] = &[
    "[",
    "]",
    "(",
    ")",
    "{",
    "}",
    "#{",
    "\"",
    "\\",
    ";",
    "#_",
    "^",
    "'",
    ":find",
    ":where",
    ":in",
    ":with",
    ":keys",
    ":limit 1",
    ":order-by [?x]",
    "?x",
    "?e",
    "_",
    "$",
    "%",
    "...",
    "(or ",
    "(not ",
    "(or-join [?x] ",
    "(not-join [?x] ",
    "(and ",
    "(pull ?e [*])",
    "[*]",
    "(count ?x)",
    "(rand 1000000000000 ?x)",
    "(sum ?x)",
    "[(> ?x 1)]",
    "[(str ?x) ?y]",
    "[(ground [1 2 3]) [?x ...]]",
    "(transact [{:a 1}])",
    "(transact [[:db/add -1 :a/b 2]])",
    "(update-schema {:a/b {:db/valueType :db.type/long}})",
    "[:db/retractEntity 1]",
    "1E10000M",
    "1E99999999M",
    "99999999999999999999999999999N",
    "-0.0",
    "##NaN",
    "##Inf",
    "9223372036854775807",
    "-9223372036854775808",
    "1/0",
    "#inst \"",
    "#uuid \"",
    "nil",
    "true",
    "\\u0000",
    "#\"(a+)+$\"",
    "[?e :a/b ?v ?tx]",
    "[[:a/b 1] :a/c ?v]",
    ":db/id",
];

/// A small deterministic PRNG (SplitMix64): the same seed replays a run.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator from `seed`.
    pub fn new(seed: u64) -> Self {
        Rng(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number below `n` (0 when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next_u64() % n as u64) as usize
        }
    }
}

/// Seed scripts: every `.edn` file directly in the given directories.
pub fn seeds(dirs: &[PathBuf]) -> Vec<String> {
    let mut out = Vec::new();
    for d in dirs {
        let Ok(entries) = std::fs::read_dir(d) else {
            continue;
        };
        let mut paths: Vec<PathBuf> = entries
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "edn"))
            .collect();
        paths.sort();
        for p in paths {
            if let Ok(text) = std::fs::read_to_string(&p) {
                // Large data files would make every run slow: a prefix of
                // them still seeds the shapes.
                out.push(text.chars().take(20_000).collect());
            }
        }
    }
    out
}

/// A char boundary of `s` at or below `i`.
fn floor_char(s: &str, mut i: usize) -> usize {
    i = i.min(s.len());
    while !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

/// One to four structure-aware edits of a seed.
pub fn mutate(rng: &mut Rng, seeds: &[String]) -> String {
    let mut text = seeds[rng.below(seeds.len())].clone();
    for _ in 0..=rng.below(4) {
        let at = floor_char(&text, rng.below(text.len() + 1));
        match rng.below(12) {
            0 => text.insert_str(at, TOKENS[rng.below(TOKENS.len())]),
            1 => {
                // Drop a range (often a closing bracket).
                let end = floor_char(&text, at + 1 + rng.below(8));
                text.replace_range(at..end, "");
            }
            2 => {
                // Swap one bracket for another.
                let swaps = [("[", "("), ("]", "}"), ("(", "{"), (")", "]")];
                let (a, b) = swaps[rng.below(swaps.len())];
                text = text.replacen(a, b, 1 + rng.below(3));
            }
            3 => text.truncate(at),
            4 => {
                // Deep nesting of one clause.
                let depth = 1 + rng.below(40);
                let wrap = ["(or ", "(not ", "(and ", "["][rng.below(4)];
                let close = if wrap == "[" { "]" } else { ")" };
                let inner = "[?e :a/b ?x]";
                let nested = format!("{}{inner}{}", wrap.repeat(depth), close.repeat(depth));
                text.insert_str(at, &nested);
            }
            5 => {
                // Many clauses.
                let n = 1 + rng.below(300);
                let many: String = (0..n).map(|i| format!("[?e{i} :a/b ?v{i}] ")).collect();
                text.insert_str(at, &many);
            }
            6 => {
                // A long string or a long number.
                let n = 1 + rng.below(70_000);
                let s = if rng.below(2) == 0 {
                    format!("\"{}\"", "a".repeat(n))
                } else {
                    "9".repeat(n.min(20_000))
                };
                text.insert_str(at, &s);
            }
            9 => text.push_str(&deep_pull(rng)),
            10 => text.push_str(&many_predicates(rng)),
            11 => text.push_str(&string_builder(rng)),
            7 => {
                // Splice a piece of another seed in.
                let other = &seeds[rng.below(seeds.len())];
                let from = floor_char(other, rng.below(other.len() + 1));
                let to = floor_char(other, from + rng.below(400));
                text.insert_str(at, &other[from..to]);
            }
            _ => {
                // Duplicate a range.
                let end = floor_char(&text, at + rng.below(200));
                let piece = text[at..end].to_string();
                text.insert_str(end, &piece);
            }
        }
    }
    text
}

/// A chain of up to 3,000 entities and a recursive pull down it (too
/// deep for a pull result past 240 levels: an error, never an overflow).
pub fn deep_pull(rng: &mut Rng) -> String {
    let n = 1 + rng.below(3000);
    let items: String = (0..n)
        .map(|i| {
            if i + 1 < n {
                format!("{{:db/id \"c{i}\" :fz/n {i} :fz/next \"c{}\"}} ", i + 1)
            } else {
                format!("{{:db/id \"c{i}\" :fz/n {i}}} ")
            }
        })
        .collect();
    let depth = if rng.below(2) == 0 {
        "...".to_string()
    } else {
        (1 + rng.below(5000)).to_string()
    };
    format!(
        "\n(update-schema {{:fz/n {{:db/valueType :db.type/long :db/unique :db.unique/identity}} :fz/next {{:db/valueType :db.type/ref}}}})\n(transact [{items}])\n[:find (pull ?e [:fz/n {{:fz/next {depth}}}]) . :where [?e :fz/n 0]]\n"
    )
}

/// A query of up to 6,000 predicate clauses (one executor step each).
pub fn many_predicates(rng: &mut Rng) -> String {
    let n = 1 + rng.below(6000);
    let preds: String = (0..n)
        .map(|i| format!("[(> ?x {})] ", -(i as i64)))
        .collect();
    format!("\n[:find ?x :where [(ground 5) ?x] {preds}]\n")
}

/// A built-in asked to build a large string or collection (held to the
/// memory budget and the timeout).
pub fn string_builder(rng: &mut Rng) -> String {
    let n = 1 + rng.below(5000);
    let s = "ab".repeat(n);
    let call = [
        "(clojure.string/replace ?s \"\" ?s)",
        "(clojure.string/replace ?s #\"(a)\" \"$1$1$1$1\")",
        "(clojure.string/join ?s ?xs)",
        "(str ?s ?s ?s ?s ?s ?s ?s ?s)",
        "(pr-str ?xs ?xs ?s)",
        "(re-seq #\"a|b\" ?s)",
        "(clojure.string/split ?s #\"\")",
        "(range 1000000000)",
        "(range 9000000)",
    ][rng.below(9)];
    let count = 1 + rng.below(20_000);
    format!(
        "\n[:find (count ?r) . :where [(ground \"{s}\") ?s] [(range {count}) ?xs] [{call} ?r]]\n"
    )
}

/// What one input did.
#[derive(Debug)]
pub struct Outcome {
    /// Forms that gave a result and forms that gave an error.
    pub ok: usize,
    /// Forms that gave an error.
    pub failed: usize,
    /// Wall time of the whole input.
    pub elapsed: Duration,
    /// Bytes written to stdout and stderr.
    pub output_bytes: usize,
}

/// Evaluates `text` as `quiver run` does, on a fresh database in `dir`,
/// each query form stopped after `timeout`; relative paths in the text
/// (`(import "movies.edn")`) resolve against `base`.
///
/// # Errors
/// When the temporary database cannot be opened or output cannot be
/// written (neither is the input's fault).
pub fn evaluate(text: &str, dir: &Path, base: &Path, timeout: Duration) -> Result<Outcome, String> {
    let backend = engine_backend::open(dir).map_err(|e| e.to_string())?;
    let settings = Settings {
        timeout: Some(timeout),
        ..Settings::default()
    };
    let mut session = Session::new(backend, settings);
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let t0 = Instant::now();
    let tally = session
        .eval_source(
            &Source::new("fuzz.edn", text).in_dir(base),
            false,
            &mut out,
            &mut err,
        )
        .map_err(|e| e.to_string())?;
    Ok(Outcome {
        ok: tally.ok,
        failed: tally.failed,
        elapsed: t0.elapsed(),
        output_bytes: out.len() + err.len(),
    })
}

/// A fuzzing run's totals.
#[derive(Debug, Default)]
pub struct Report {
    /// Inputs evaluated.
    pub inputs: usize,
    /// Forms that gave results / errors.
    pub forms_ok: usize,
    /// Forms that gave errors.
    pub forms_failed: usize,
    /// Inputs that panicked, ran past their bound or wrote too much, with
    /// why (each also saved when a crash directory is given).
    pub failures: Vec<(String, String)>,
    /// The slowest input.
    pub slowest: Duration,
}

/// The per-form timeout inputs run with.
pub const FORM_TIMEOUT: Duration = Duration::from_millis(1000);

/// Whether an input's time is within its bound: each form may use up to
/// its timeout, plus `slack` for everything else.
pub fn within_bound(o: &Outcome, slack: Duration) -> bool {
    let forms = u32::try_from(o.ok + o.failed + 1).unwrap_or(u32::MAX);
    o.elapsed <= FORM_TIMEOUT.saturating_mul(forms) + slack
}

/// Runs `iterations` mutated inputs (or until `deadline`), seeded by
/// `seed`. An input fails if it panics, runs past its bound (each form's
/// timeout plus `slack`), or writes more than 50 MB. With `crashes`, the
/// input about to run is kept there as `last-input.edn` (so an abort
/// leaves it behind) and failing inputs are written there.
pub fn run(
    seeds: &[String],
    base: &Path,
    seed: u64,
    iterations: usize,
    deadline: Option<Instant>,
    slack: Duration,
    crashes: Option<&Path>,
) -> Report {
    let mut rng = Rng::new(seed);
    let mut report = Report::default();
    if seeds.is_empty() {
        return report;
    }
    for i in 0..iterations {
        if deadline.is_some_and(|d| Instant::now() >= d) {
            break;
        }
        let text = mutate(&mut rng, seeds);
        let Ok(dir) = tempfile::tempdir() else {
            break;
        };
        if let Some(c) = crashes {
            let _ = std::fs::create_dir_all(c);
            let _ = std::fs::write(c.join("last-input.edn"), &text);
        }
        let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            evaluate(&text, dir.path(), base, FORM_TIMEOUT)
        }));
        report.inputs += 1;
        let why = match result {
            Err(_) => Some("panicked".to_string()),
            Ok(Err(e)) => Some(format!("could not run: {e}")),
            Ok(Ok(o)) => {
                report.forms_ok += o.ok;
                report.forms_failed += o.failed;
                report.slowest = report.slowest.max(o.elapsed);
                if !within_bound(&o, slack) {
                    Some(format!(
                        "took {:?} for {} forms",
                        o.elapsed,
                        o.ok + o.failed
                    ))
                } else if o.output_bytes > 50 << 20 {
                    Some(format!("wrote {} bytes", o.output_bytes))
                } else {
                    None
                }
            }
        };
        if let Some(why) = why {
            if let Some(dir) = crashes {
                let _ = std::fs::create_dir_all(dir);
                let _ = std::fs::write(dir.join(format!("crash-{seed}-{i}.edn")), &text);
            }
            report.failures.push((why, text));
        }
    }
    report
}
