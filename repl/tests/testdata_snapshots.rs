//! Every script under `testdata/` run by the real binary with
//! `quiver run --format edn SCRIPT`, its exit status, stdout and stderr
//! snapshotted with insta (one snapshot per script).
//!
//! Which `.edn` files are scripts: `testdata/*.edn` (such as `tour.edn`) and
//! everything under `testdata/scripts/`, except the data fixtures listed in
//! [`DATA_FILES`]. Data sets live in other subdirectories (`testdata/movies/`)
//! and are loaded by the scripts with `(import "movies/data.edn")`.
//!
//! Each script runs in `testdata/` as its working directory with a relative
//! path, so error lines read `error: scripts/errors.edn:LINE:COL: …` whatever
//! the checkout's location.

use std::path::{Path, PathBuf};
use std::process::Command;

/// Top-level `.edn` files of `testdata/` that are data, not scripts
/// (`people-small.edn` is the engine's pull and tx-data fixture).
const DATA_FILES: &[&str] = &["people-small.edn"];

fn testdata() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../testdata")
}

fn edn_files(dir: &Path, recursive: bool, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            if recursive {
                edn_files(&path, true, out);
            }
        } else if path.extension().is_some_and(|x| x == "edn") {
            out.push(path);
        }
    }
}

/// The scripts, as paths relative to `testdata/`, sorted.
fn scripts() -> Vec<String> {
    let root = testdata();
    let mut files = Vec::new();
    edn_files(&root, false, &mut files);
    edn_files(&root.join("scripts"), true, &mut files);
    files
        .iter()
        .map(|p| {
            p.strip_prefix(&root)
                .unwrap()
                .to_str()
                .unwrap()
                .replace('\\', "/")
        })
        .filter(|rel| !DATA_FILES.contains(&rel.as_str()))
        .collect()
}

/// Runs `quiver run --format edn REL` in `testdata/`.
fn run(rel: &str) -> (i32, String, String) {
    let root = testdata().canonicalize().unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_quiver"))
        .args(["run", "--format", "edn", rel])
        .current_dir(&root)
        .output()
        .expect("run quiver");
    let dir = root.display().to_string();
    let clean = |b: &[u8]| mask_times(&String::from_utf8_lossy(b).replace(&dir, "testdata"));
    (
        out.status.code().unwrap_or(-1),
        clean(&out.stdout),
        clean(&out.stderr),
    )
}

/// Replaces the times in `explain-analyze` plans (`0.123 ms`) with `N ms`:
/// everything else a script prints is deterministic.
fn mask_times(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(i) = rest.find(" ms") {
        let (head, tail) = rest.split_at(i);
        let number = head
            .rfind(|c: char| !(c.is_ascii_digit() || c == '.'))
            .map_or(0, |j| j + 1);
        let digits = &head[number..];
        if digits.contains('.') && digits.starts_with(|c: char| c.is_ascii_digit()) {
            out.push_str(&head[..number]);
            out.push('N');
        } else {
            out.push_str(head);
        }
        out.push_str(" ms");
        rest = &tail[3..];
    }
    out.push_str(rest);
    out
}

#[test]
fn times_are_masked() {
    assert_eq!(
        mask_times("(actual 8 results in 0.120 ms)\\n- x (est 1 rows, 12.5 ms) 3 ms"),
        "(actual 8 results in N ms)\\n- x (est 1 rows, N ms) 3 ms"
    );
}

#[test]
fn the_scripts_are_found() {
    let scripts = scripts();
    assert!(scripts.contains(&"tour.edn".to_string()), "{scripts:?}");
    assert!(
        scripts.iter().filter(|s| s.starts_with("scripts/")).count() >= 2,
        "{scripts:?}"
    );
    // The data files are not scripts.
    assert!(scripts.iter().all(|s| !s.starts_with("movies/")));
}

#[test]
fn every_script_matches_its_snapshot() {
    let mut failed = Vec::new();
    for rel in scripts() {
        let (status, stdout, stderr) = run(&rel);
        // The edn format prints one value per successful form, one per line,
        // which Quiver's reader reads back.
        for line in stdout.lines() {
            if let Err(e) = quiver_query::edn::read(line) {
                failed.push(format!(
                    "{rel}: stdout line does not read back: {e}\n  {line}"
                ));
            }
        }
        // Each failed form prints one `error:` line, maybe followed by
        // indented context lines; a likely typo one `warning:` line.
        if let Some(bad) = stderr.lines().find(|l| {
            !(l.starts_with("error: ") || l.starts_with("warning: ") || l.starts_with(' '))
        }) {
            failed.push(format!("{rel}: unexpected stderr line {bad:?}"));
        }
        let errors = stderr.lines().filter(|l| l.starts_with("error: ")).count();
        let expected_status = if errors == 0 { 0 } else { 1 };
        if status != expected_status {
            failed.push(format!(
                "{rel}: exit status {status} with {errors} error(s)"
            ));
        }
        let name = rel.trim_end_matches(".edn").replace('/', "-");
        let text =
            format!("exit status: {status}\n--- stdout ---\n{stdout}--- stderr ---\n{stderr}");
        let outcome = std::panic::catch_unwind(|| {
            insta::with_settings!({ description => format!("quiver run --format edn testdata/{rel}"), omit_expression => true }, {
                insta::assert_snapshot!(name, text);
            });
        });
        if outcome.is_err() {
            failed.push(format!("{rel}: output differs from its snapshot"));
        }
    }
    assert!(failed.is_empty(), "{}", failed.join("\n"));
}
