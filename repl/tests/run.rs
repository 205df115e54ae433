//! `quiver run`, `explain`, `bench` and `import` end to end, against the
//! in-memory test backend in `support/`, with output captured.

use crate::support;

use std::io::Cursor;
use std::path::{Path, PathBuf};

use quiver_cli::cli::{Io, execute};

fn scripts() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scripts")
}

/// Runs `quiver ARGS` with `stdin`; returns (status, stdout, stderr), with
/// the scripts directory shown as `scripts` so snapshots do not depend on
/// where the repository is.
fn quiver(args: &[&str], stdin: &str) -> (u8, String, String) {
    let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
    let mut input = Cursor::new(stdin.as_bytes().to_vec());
    let mut out = Vec::new();
    let mut err = Vec::new();
    let opener = support::open_with();
    let status = {
        let mut io = Io {
            stdin: &mut input,
            stdout: &mut out,
            stderr: &mut err,
            stderr_is_tty: false,
            stdin_is_tty: false,
            handle_sigint: false,
            layout: Default::default(),
            color_errors: false,
        };
        execute(&args, &mut io, &*opener)
    };
    let dir = scripts().display().to_string();
    let clean = |b: Vec<u8>| String::from_utf8(b).unwrap().replace(&dir, "scripts");
    (status, clean(out), clean(err))
}

fn script(name: &str) -> String {
    scripts().join(name).display().to_string()
}

#[test]
fn run_every_form_as_edn() {
    let (status, out, err) = quiver(&["run", "--format", "edn", &script("people.edn")], "");
    assert_eq!(status, 1, "some forms fail on purpose");
    // One line per successful form, each readable by Quiver's reader.
    for line in out.lines() {
        quiver_query::edn::read(line).unwrap_or_else(|e| panic!("{line}: {e}"));
    }
    insta::assert_snapshot!("people_edn_stdout", out);
    insta::assert_snapshot!("people_edn_stderr", err);
    // Exactly one `error:` line per failed form.
    assert_eq!(err.lines().filter(|l| l.starts_with("error: ")).count(), 6);
    assert!(
        err.lines()
            .all(|l| l.starts_with("error: ") || l.starts_with("warning: ") || l.starts_with(' '))
    );
}

#[test]
fn run_every_form_as_table_json_and_csv() {
    for format in ["table", "json", "csv"] {
        let (status, out, _) = quiver(&["run", "--format", format, &script("people.edn")], "");
        assert_eq!(status, 1);
        insta::assert_snapshot!(format!("people_{format}_stdout"), out);
    }
}

#[test]
fn stop_on_error_stops_at_the_first_failure() {
    let text = "[:find ?x :where [?e :a ?x]]\n(oops)\n(stats)\n";
    let (status, out, err) = quiver(&["run", "--stop-on-error", "--format=edn", "-"], text);
    assert_eq!(status, 1);
    assert_eq!(out, "#{}\n");
    assert_eq!(
        err.lines().next(),
        Some("warning: <stdin>:1:22: :a is not a known attribute")
    );
    assert_eq!(
        err.lines().nth(1),
        Some(
            "error: <stdin>:2:2: unknown form (oops …); expected one of q, transact, pull, pull-many, entity, touch, datoms, seek-datoms, rseek-datoms, index-range, count-datoms, cardinality, with, schema, update-schema, explain, explain-analyze, import, stats"
        )
    );
    let (status, out, _) = quiver(&["run", "--format=edn", "-"], text);
    assert_eq!(status, 1);
    assert_eq!(out.lines().count(), 2, "{out}");
}

#[test]
fn all_forms_succeeding_exit_zero() {
    let text = "(transact [{:name \"a\"}])\n(q [:find ?n . :where [?e :name ?n]])\n";
    let (status, out, err) = quiver(&["run", "--format=edn", "-"], text);
    assert_eq!((status, err.as_str()), (0, ""));
    assert_eq!(
        out,
        "{:added 1, :retracted 0, :tempids {}, :tx 536870913}\n\"a\"\n"
    );
}

#[test]
fn timeouts_interrupt_the_query_and_the_run_goes_on() {
    let text = "[:find ?x :where [(spin)]]\n(stats)\n";
    let (status, out, err) = quiver(&["run", "--timeout", "50", "--format=edn", "-"], text);
    assert_eq!(status, 1);
    assert_eq!(out, "{:attributes {}, :datoms 0}\n");
    let first = err.lines().next().unwrap();
    assert!(
        first.starts_with("error: <stdin>:1:1: query interrupted after ") && first.ends_with(" ms"),
        "{err}"
    );
}

#[test]
fn unreadable_files_fail_and_the_others_run() {
    let (status, out, err) = quiver(
        &["run", "--format=edn", "/no/such/file.edn", "-"],
        "(stats)",
    );
    assert_eq!(status, 1);
    assert_eq!(out, "{:attributes {}, :datoms 0}\n");
    assert!(
        err.starts_with("error: /no/such/file.edn: cannot read: "),
        "{err}"
    );
}

#[test]
fn explain_prints_each_plan_under_its_location() {
    let text = "(transact [{:name \"a\"}])\n[:find ?n :where [?e :name ?n]]\n(q [:find ?e :in $ ?n :where [?e :name ?n]] $ \"a\")\n";
    let (status, out, err) = quiver(&["explain", "--analyze", "-"], text);
    assert_eq!((status, err.as_str()), (0, ""));
    insta::assert_snapshot!(out, @r"
    ;; <stdin>:2:1
    plan: 1 clause(s), 1 input(s)
      1. clause at line 2
      rows: 1
    ;; <stdin>:3:1
    plan: 1 clause(s), 2 input(s)
      1. clause at line 3
      rows: 1
    ");
}

#[test]
fn bench_prints_one_json_line_per_query() {
    let dir = tempfile::tempdir().unwrap();
    let q = dir.path().join("q1.edn");
    std::fs::write(
        &q,
        ";; a bench query\n{:name \"q1\" :query [:find ?x :in $ [?x ...] :where [(odd? ?x)]] :args [[1 2 3]]}",
    )
    .unwrap();
    let bad = dir.path().join("bad.edn");
    std::fs::write(
        &bad,
        "{:name \"bad\" :query [:find ?x :where (nope ?x)] :args []}",
    )
    .unwrap();
    let db = dir.path().join("db");
    let (status, out, err) = quiver(
        &[
            "bench",
            "--db",
            db.to_str().unwrap(),
            "--runs",
            "3",
            "--warmup",
            "1",
            q.to_str().unwrap(),
            bad.to_str().unwrap(),
        ],
        "",
    );
    assert_eq!(status, 1, "{err}");
    let line: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(line["name"], "q1");
    assert_eq!(line["runs"], 3);
    assert_eq!(line["rows"], 2);
    assert!(line["min_ms"].as_f64().unwrap() <= line["median_ms"].as_f64().unwrap());
    assert!(line["median_ms"].as_f64().unwrap() <= line["max_ms"].as_f64().unwrap());
    assert!(out.starts_with("{\"name\":\"q1\",\"median_ms\":"), "{out}");
    assert!(err.contains("bad.edn:1:38: "), "{err}");
}

#[test]
fn import_loads_schema_then_data() {
    let dir = tempfile::tempdir().unwrap();
    let schema = dir.path().join("schema.edn");
    std::fs::write(&schema, "{:person/name {:db/valueType :db.type/string}}").unwrap();
    let db = dir.path().join("db");
    let (status, out, err) = quiver(
        &[
            "import",
            "--db",
            db.to_str().unwrap(),
            "--schema",
            schema.to_str().unwrap(),
            &script("people-more.edn"),
        ],
        "",
    );
    assert_eq!((status, err.as_str()), (0, ""));
    // The schema's attribute entity is part of the same import (D-727).
    assert!(out.starts_with("loaded 6 datoms (3 entities) in "), "{out}");
    assert!(out.trim_end().ends_with(" datoms/s)"), "{out}");

    std::fs::write(&schema, "{\"name\" {}}").unwrap();
    let (status, _, err) = quiver(
        &[
            "import",
            "--db",
            db.to_str().unwrap(),
            "--schema",
            schema.to_str().unwrap(),
            &script("people-more.edn"),
        ],
        "",
    );
    assert_eq!(status, 1);
    assert!(
        err.contains("schema.edn:1:2: an attribute is a keyword"),
        "{err}"
    );
}

#[test]
fn usage_errors_exit_2() {
    let (status, out, err) = quiver(&["frobnicate"], "");
    assert_eq!((status, out.as_str()), (2, ""));
    assert!(
        err.starts_with("error: unrecognized subcommand 'frobnicate'"),
        "{err}"
    );
    assert!(err.contains("Usage:"), "{err}");
    assert!(!err.contains("tip:"), "not a file name: {err}");
    let (_, _, err) = quiver(&["tour.edn"], "");
    assert!(
        err.contains("tip: to evaluate the forms of a file use `quiver run tour.edn`"),
        "{err}"
    );
}

/// A bare query is given the database when its `:in` starts with `$`, as
/// `(d/q QUERY db)`: one short of `:in $ ?x`, counted as Datalevin counts
/// it (fiftieth corpus: it said `but 0 given`).
#[test]
fn a_bare_query_counts_the_database_it_is_given() {
    let text =
        "[:find ?n . :in $ :where [?e :name ?n]]\n[:find ?x :in $ ?x :where [?e :name ?x]]\n";
    let (status, out, err) = quiver(&["run", "--format=edn", "-"], text);
    assert_ne!(status, 0);
    assert!(err.contains("takes 2 input(s) but 1 given"), "{err}");
    assert_eq!(out, "nil\n", "{err}");
}
