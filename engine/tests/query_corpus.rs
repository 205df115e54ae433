//! Query semantics as data (D-806): every `.edn` file under
//! `testdata/queries/` is one case — schema, data, query, inputs and the
//! expected answer or error — so adding a case needs no Rust. The format is
//! in `docs/testing.md`. The harness runs every case and reports each
//! failing one by its file name, not only the first.

use crate::common;

use quiver::Db;
use quiver_query::edn::{Form, FormKind, Value, read};
use std::collections::HashMap;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::{Path, PathBuf};

/// The file of a directory's shared database (schema and data).
const DB_FILE: &str = "db.edn";

/// The keys a case file may hold.
const CASE_KEYS: [&str; 6] = [
    ":schema",
    ":data",
    ":query",
    ":inputs",
    ":expect",
    ":expect-error",
];

/// What a case expects.
enum Expect {
    /// This answer (`QueryResult::to_edn`), compared as values: sets in any
    /// order, vectors (`:order-by`, collections) in order.
    Answer(Value),
    /// An error whose message contains this text.
    Error(String),
}

/// One case file, read.
struct Case {
    /// Tx-data texts of the case itself (`:schema`, then `:data`).
    txs: Vec<String>,
    query: String,
    inputs: Vec<Value>,
    expect: Expect,
}

/// The `.edn` files under `dir` (not `db.edn`), sorted, recursively.
fn case_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            case_files(&path, out);
        } else if path.extension().is_some_and(|x| x == "edn")
            && path.file_name().is_some_and(|n| n != DB_FILE)
        {
            out.push(path);
        }
    }
}

/// The top-level map of `text`, its entries keyed by keyword text.
fn read_map(text: &str) -> Result<Vec<(String, Form)>, String> {
    let form = read(text).map_err(|e| e.to_string())?;
    let FormKind::Map(entries) = form.kind else {
        return Err("not a map".into());
    };
    entries
        .into_iter()
        .map(|(k, v)| match k.as_keyword() {
            Some(kw) => Ok((kw.to_string(), v)),
            None => Err(format!("key {} is not a keyword", k.to_value())),
        })
        .collect()
}

/// The source text of `form` (spans are byte offsets into `text`).
fn source<'a>(text: &'a str, form: &Form) -> &'a str {
    &text[form.span.start.offset..form.span.end]
}

/// `:schema` then `:data` of a map, as tx-data texts.
fn txs(text: &str, map: &[(String, Form)]) -> Vec<String> {
    [":schema", ":data"]
        .iter()
        .filter_map(|key| map.iter().find(|(k, _)| k == key))
        .map(|(_, form)| source(text, form).to_string())
        .collect()
}

fn read_case(text: &str) -> Result<Case, String> {
    let map = read_map(text)?;
    if let Some((k, _)) = map.iter().find(|(k, _)| !CASE_KEYS.contains(&k.as_str())) {
        return Err(format!("unknown key {k} (known: {})", CASE_KEYS.join(" ")));
    }
    let get = |key: &str| map.iter().find(|(k, _)| k == key).map(|(_, v)| v);
    let query = get(":query").ok_or("no :query")?;
    let inputs = match get(":inputs").map(|f| &f.kind) {
        None => Vec::new(),
        Some(FormKind::Vector(items)) => items.iter().map(Form::to_value).collect(),
        Some(_) => return Err(":inputs is not a vector".into()),
    };
    let expect = match (get(":expect"), get(":expect-error")) {
        (Some(answer), None) => Expect::Answer(answer.to_value()),
        (None, Some(err)) => match err.to_value() {
            Value::String(s) => Expect::Error(s.to_string()),
            other => return Err(format!(":expect-error {other} is not a string")),
        },
        _ => return Err("needs exactly one of :expect and :expect-error".into()),
    };
    Ok(Case {
        txs: txs(text, &map),
        query: source(text, query).to_string(),
        inputs,
        expect,
    })
}

/// The nearest `db.edn` at or above the case's directory, within `root`.
fn db_file(root: &Path, case: &Path) -> Option<PathBuf> {
    let mut dir = case.parent()?;
    loop {
        let candidate = dir.join(DB_FILE);
        if candidate.is_file() {
            return Some(candidate);
        }
        if dir == root {
            return None;
        }
        dir = dir.parent()?;
    }
}

/// A fresh database holding `txs`, transacted in order.
fn open_with(txs: &[String]) -> Result<(tempfile::TempDir, Db), String> {
    let (dir, db) = common::temp_db();
    for tx in txs {
        db.transact_edn(tx).map_err(|e| format!("transact: {e}"))?;
    }
    Ok((dir, db))
}

/// Runs one case; `Err` says why it failed.
fn run_case(
    root: &Path,
    path: &Path,
    shared: &mut HashMap<PathBuf, (tempfile::TempDir, Db)>,
) -> Result<(), String> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let case = read_case(&text)?;
    let mut base = Vec::new();
    let db_path = db_file(root, path);
    if let Some(db_path) = &db_path {
        let db_text = std::fs::read_to_string(db_path).map_err(|e| e.to_string())?;
        let map = read_map(&db_text).map_err(|e| format!("{}: {e}", db_path.display()))?;
        base = txs(&db_text, &map);
    }
    // A case without data of its own shares its directory's database
    // (queries do not write); one with its own gets a fresh one.
    let own;
    let db = if case.txs.is_empty() {
        let key = db_path.unwrap_or_default();
        if !shared.contains_key(&key) {
            shared.insert(key.clone(), open_with(&base)?);
        }
        &shared[&key].1
    } else {
        base.extend(case.txs.iter().cloned());
        own = open_with(&base)?;
        &own.1
    };
    let result = db
        .query(&case.query)
        .inputs(case.inputs.iter().cloned())
        .run();
    match (result, case.expect) {
        (Ok(r), Expect::Answer(want)) => {
            let got = r.to_edn();
            if got == want {
                Ok(())
            } else {
                Err(format!("expected {want}\n     got {got}"))
            }
        }
        (Err(e), Expect::Error(want)) => {
            if e.to_string().contains(&want) {
                Ok(())
            } else {
                Err(format!("expected an error containing {want:?}, got: {e}"))
            }
        }
        (Ok(r), Expect::Error(want)) => Err(format!(
            "expected an error containing {want:?}, got the answer {}",
            r.to_edn()
        )),
        (Err(e), Expect::Answer(want)) => Err(format!("expected {want}, got the error: {e}")),
    }
}

/// Runs every case under `root`: the number of cases, and one line per
/// failing case (its path relative to `root`, and why).
fn run_corpus(root: &Path) -> (usize, Vec<String>) {
    let mut files = Vec::new();
    case_files(root, &mut files);
    let mut shared = HashMap::new();
    let mut failures = Vec::new();
    for path in &files {
        let outcome = catch_unwind(AssertUnwindSafe(|| run_case(root, path, &mut shared)))
            .unwrap_or_else(|_| Err("panicked".into()));
        if let Err(why) = outcome {
            let name = path.strip_prefix(root).unwrap_or(path);
            failures.push(format!("{}: {why}", name.display()));
        }
    }
    (files.len(), failures)
}

fn testdata(dir: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../testdata")
        .join(dir)
}

#[test]
fn the_query_corpus_gives_the_expected_answers() {
    let (cases, failures) = run_corpus(&testdata("queries"));
    assert!(cases >= 60, "only {cases} cases under testdata/queries");
    assert!(
        failures.is_empty(),
        "{} of {cases} query cases failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// The harness itself can fail: a corpus with a wrong answer, a wrong
/// error, an answer where an error is expected and an unknown key fails on
/// each of them, by name, and passes the right case.
#[test]
fn the_harness_reports_every_wrong_case_by_name() {
    let (cases, failures) = run_corpus(&testdata("query-harness-check"));
    assert_eq!(cases, 5, "{failures:#?}");
    let names: Vec<&str> = failures
        .iter()
        .map(|f| f.split(':').next().unwrap())
        .collect();
    assert_eq!(
        names,
        [
            "wrong-answer.edn",
            "wrong-error.edn",
            "wrong-key.edn",
            "wrong-kind.edn"
        ],
        "{failures:#?}"
    );
    assert!(
        failures[0].contains("expected #{[\"Ann\"]}"),
        "{failures:#?}"
    );
    assert!(failures[1].contains("\"no such thing\""), "{failures:#?}");
    assert!(
        failures[2].contains("unknown key :expected"),
        "{failures:#?}"
    );
    assert!(failures[3].contains("got the answer"), "{failures:#?}");
}
