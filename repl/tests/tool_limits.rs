//! What `explain`, `bench` and the file-writing commands do with paths,
//! counts and data that are not what they expect (the fourth hostile
//! sweep, `testdata/hostile4/`, D-942): explain writes nothing to a
//! database it was given, bench's memory does not grow with `--runs` and a
//! signal stops it, `--output` replaces only regular files, and what an
//! export writes imports back.

use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::piped::quiver_with_input;

fn quiver(args: &[&str]) -> (i32, String, String) {
    quiver_with_input(args, b"")
}

/// A database with one person, and its path.
fn people(dir: &std::path::Path) -> String {
    let db = dir.join("db").to_str().unwrap().to_string();
    let (code, _, err) = quiver(&[
        "--db",
        &db,
        "-c",
        "(transact [{:db/ident :p/name :db/valueType :db.type/string :db/unique :db.unique/identity}])",
        "-c",
        "(transact [{:p/name \"ann\"}])",
    ]);
    assert_eq!(code, 0, "{err}");
    db
}

fn count_named(db: &str, name: &str) -> String {
    let (code, out, err) = quiver(&[
        "--db",
        db,
        "--format",
        "edn",
        "-c",
        &format!("(q [:find (count ?e) . :in $ ?n :where [?e :p/name ?n]] $ {name:?})"),
    ]);
    assert_eq!(code, 0, "{err}");
    out.trim().to_string()
}

/// On a `--db`, explain plans the queries and runs no write: the form is
/// named in a warning and the database is unchanged. Without `--db` the
/// setup forms run on the temporary database, so the plan sees their data.
#[test]
fn explain_writes_nothing_to_a_database_it_was_given() {
    let dir = tempfile::tempdir().unwrap();
    let db = people(dir.path());
    let file = dir.path().join("q.edn");
    std::fs::write(
        &file,
        "(transact [{:p/name \"explainwrote\"}])\n\
         (update-schema {:p/age {:db/valueType :db.type/long}})\n\
         [:find ?e :where [?e :p/name \"explainwrote\"]]\n",
    )
    .unwrap();
    let (code, out, err) = quiver(&["--db", &db, "explain", file.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains(";; "), "{out}");
    assert_eq!(
        err.matches("not run: explain writes nothing").count(),
        2,
        "{err}"
    );
    assert!(err.contains(":1:1:") && err.contains(":2:1:"), "{err}");
    assert_eq!(count_named(&db, "explainwrote"), "nil");
    assert_eq!(count_named(&db, "ann"), "1");
    let (_, schema, _) = quiver(&["--db", &db, "--format", "edn", "-c", "(schema)"]);
    assert!(!schema.contains(":p/age"), "{schema}");
    // No --db: the transaction sets up the temporary database.
    let (code, out, err) = quiver(&["explain", file.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("(count 1)"), "{out}");
    assert!(!err.contains("not run"), "{err}");
}

/// `--timeout` reaches explain and bench: a query of thousands of
/// clauses, whose planning takes far longer than the 1 ms given (many
/// seconds before D-964), stops at it.
#[test]
fn explain_and_bench_stop_at_the_timeout() {
    let dir = tempfile::tempdir().unwrap();
    let db = people(dir.path());
    let clauses: Vec<String> = (0..3000).map(|i| format!("[?e :p/name ?n{i}]")).collect();
    let query = format!("[:find ?e :where {}]", clauses.join(" "));
    let q = dir.path().join("q.edn");
    std::fs::write(&q, &query).unwrap();
    let b = dir.path().join("b.edn");
    std::fs::write(&b, format!("{{:name \"wide\" :query {query} :args []}}")).unwrap();
    for args in [
        vec![
            "--db",
            &db,
            "--timeout",
            "1",
            "explain",
            q.to_str().unwrap(),
        ],
        vec![
            "--db",
            &db,
            "explain",
            "--timeout",
            "1",
            q.to_str().unwrap(),
        ],
        vec![
            "--db",
            &db,
            "bench",
            "--timeout",
            "1",
            "--runs",
            "1",
            "--warmup",
            "0",
            b.to_str().unwrap(),
        ],
    ] {
        let started = Instant::now();
        let (code, _, err) = quiver(&args);
        assert_eq!(code, 1, "{args:?}: {err}");
        assert!(err.contains("interrupted after"), "{args:?}: {err}");
        assert!(started.elapsed() < Duration::from_secs(60), "{args:?}");
    }
}

/// `--runs` and `--warmup` above a million are refused (each timed run's
/// time is kept), and SIGTERM stops a long bench between runs with status
/// 130 instead of being ignored.
#[test]
fn bench_counts_are_bounded_and_a_signal_stops_it() {
    let dir = tempfile::tempdir().unwrap();
    let db = people(dir.path());
    let b = dir.path().join("b.edn");
    std::fs::write(
        &b,
        "{:name \"all\" :query [:find ?e ?a ?v :where [?e ?a ?v]] :args []}",
    )
    .unwrap();
    let b = b.to_str().unwrap();
    for flag in ["--runs", "--warmup"] {
        let (code, _, err) = quiver(&["--db", &db, "bench", flag, "99999999999", b]);
        assert_eq!(code, 2, "{err}");
        assert!(err.contains("not in"), "{err}");
    }
    let child = Command::new(env!("CARGO_BIN_EXE_quiver"))
        .args([
            "--db",
            &db,
            "bench",
            "--no-result-cache",
            "--runs",
            "1000000",
            "--warmup",
            "1000000",
            b,
        ])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    std::thread::sleep(Duration::from_millis(700));
    let sent = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(sent.success());
    let started = Instant::now();
    let out = child.wait_with_output().unwrap();
    assert!(started.elapsed() < Duration::from_secs(20));
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(130), "{err}");
    assert!(err.contains("interrupted"), "{err}");
}

/// `--output` replaces a regular file (as `>` does) but never a symbolic
/// link, a FIFO, a device or a directory: those are refused and left as
/// they were.
#[test]
fn output_replaces_only_regular_files() {
    let dir = tempfile::tempdir().unwrap();
    let db = people(dir.path());
    let target = dir.path().join("precious");
    std::fs::write(&target, "precious").unwrap();
    let link = dir.path().join("link");
    std::os::unix::fs::symlink(&target, &link).unwrap();
    let fifo = dir.path().join("fifo");
    assert!(
        Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap()
            .success()
    );
    let sub = dir.path().join("sub");
    std::fs::create_dir(&sub).unwrap();
    for (path, kind) in [
        (link.to_str().unwrap(), "a symbolic link"),
        (fifo.to_str().unwrap(), "a FIFO"),
        ("/dev/null", "a device"),
        (sub.to_str().unwrap(), "a directory"),
    ] {
        let export = [
            "--db", &db, "export", "--datoms", "--format", "parquet", "--output", path,
        ];
        let query = [
            "--db",
            &db,
            "--format",
            "arrow",
            "--output",
            path,
            "-c",
            "[:find ?n :where [_ :p/name ?n]]",
        ];
        for args in [&export[..], &query[..]] {
            let (code, _, err) = quiver(args);
            assert_eq!(code, 1, "{args:?}: {err}");
            assert!(
                err.contains(&format!("it exists and is {kind}, not a regular file")),
                "{args:?}: {err}"
            );
        }
    }
    assert_eq!(std::fs::read_to_string(&target).unwrap(), "precious");
    assert!(
        std::fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink()
    );
    let (code, _, err) = quiver(&[
        "--db",
        &db,
        "export",
        "--datoms",
        "--format",
        "parquet",
        "--output",
        target.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(std::fs::read(&target).unwrap().starts_with(b"PAR1"));
}

/// What an export writes imports back: instants before the Gregorian
/// cutover (written Julian, read Julian), an empty string in JSON Lines,
/// composite tuples left out and rebuilt from their components; CSV's
/// empty string is said to be lost. `(schema)` and `dump` keep tuple
/// types and components.
#[test]
fn exports_import_back_with_old_instants_empty_strings_and_composites() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("db").to_str().unwrap().to_string();
    let schema = "{:x/s {:db/valueType :db.type/string} :x/t {:db/valueType :db.type/instant} \
                  :x/a {:db/valueType :db.type/long} :x/b {:db/valueType :db.type/string} \
                  :x/ab {:db/valueType :db.type/tuple :db/tupleAttrs [:x/a :x/b]} \
                  :x/pair {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/long :db.type/string]}}";
    let (code, _, err) = quiver(&[
        "--db",
        &db,
        "-c",
        &format!("(update-schema {schema})"),
        "-c",
        "(transact [{:x/s \"\" :x/t #inst \"0001-01-01\" :x/a 7 :x/b \"b,\\\"\" :x/pair [1 \"p\"]}
                    {:x/s \"y\" :x/t #inst \"1582-10-10\" :x/a 1 :x/b \"q\"}
                    {:x/s \"z\" :x/t #inst \"1000-03-01T10:00:00+02:00\"}])",
    ]);
    assert_eq!(code, 0, "{err}");
    let (_, shown, _) = quiver(&["--db", &db, "--format", "edn", "-c", "(schema)"]);
    assert!(shown.contains(":db/tupleAttrs [:x/a :x/b]"), "{shown}");
    assert!(
        shown.contains(":db/tupleTypes [:db.type/long :db.type/string]"),
        "{shown}"
    );
    let schema_file = dir.path().join("schema.edn");
    std::fs::write(&schema_file, schema).unwrap();
    let read = "[:find ?t ?s ?ab ?p :where [?e :x/t ?t] [(get-else $ ?e :x/s :none) ?s] \
                [(get-else $ ?e :x/ab :none) ?ab] [(get-else $ ?e :x/pair :none) ?p]]";
    let (_, want, _) = quiver(&["--db", &db, "--format", "edn", "-c", read]);
    for format in ["jsonl", "csv", "edn"] {
        let (code, exported, err) = quiver(&["--db", &db, "export", "--format", format]);
        assert_eq!(code, 0, "{err}");
        assert!(!exported.contains("x/ab"), "{format}: {exported}");
        assert_eq!(
            err.contains("1 empty string value(s) written as empty cells"),
            format == "csv",
            "{format}: {err}"
        );
        let got = import_and_read(
            dir.path(),
            &format!("out.{format}"),
            &exported,
            Some(&schema_file),
            read,
        );
        let want = match format {
            "csv" => want.replace(" \"\" ", " :none "),
            _ => want.clone(),
        };
        assert_eq!(got, want, "{format}");
    }
    let (_, dumped, _) = quiver(&["--db", &db, "dump"]);
    let got = import_and_read(dir.path(), "dump.edn", &dumped, None, read);
    assert_eq!(got, want);
}

/// Writes `text` to `dir/name`, imports it into a new database (with the
/// schema file, if given) and returns `read` run there, as EDN.
fn import_and_read(
    dir: &std::path::Path,
    name: &str,
    text: &str,
    schema: Option<&std::path::Path>,
    read: &str,
) -> String {
    let file = dir.join(name);
    std::fs::write(&file, text).unwrap();
    let copy = dir.join(format!("copy-{name}"));
    let copy = copy.to_str().unwrap();
    let mut args = vec!["import", "--db", copy];
    if let Some(schema) = schema {
        args.extend(["--schema", schema.to_str().unwrap()]);
    }
    args.push(file.to_str().unwrap());
    let (code, _, err) = quiver(&args);
    assert_eq!(code, 0, "{name}: {err}");
    let (code, got, err) = quiver(&["--db", copy, "--format", "edn", "-c", read]);
    assert_eq!(code, 0, "{name}: {err}");
    got
}

/// Refusals with a message instead of silence or a misleading one:
/// `--attrs` names that are no attribute keyword or no attribute of the
/// database, a Parquet file given to import, a `--db` that is a dangling
/// symbolic link, a control character quoted in an error, and a failed
/// write of the output.
#[test]
fn bad_names_paths_and_writes_are_said() {
    let dir = tempfile::tempdir().unwrap();
    let db = people(dir.path());
    for (attrs, says) in [
        ("not a keyword", "is not an attribute name"),
        (":p/name,,", "is not an attribute name"),
        (
            ":no/such,:p/name",
            ":no/such is not an attribute of the database",
        ),
    ] {
        let (code, _, err) = quiver(&["--db", &db, "export", "--attrs", attrs]);
        assert_ne!(code, 0, "{attrs}");
        assert!(err.contains(says), "{attrs}: {err}");
    }
    let parquet = dir.path().join("x.parquet");
    std::fs::write(&parquet, b"PAR1\x00\x01garbage").unwrap();
    let (code, _, err) = quiver(&["import", "--db", &db, parquet.to_str().unwrap()]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("a .parquet file is not read"), "{err}");
    let dangling = dir.path().join("dangling");
    std::os::unix::fs::symlink(dir.path().join("missing"), &dangling).unwrap();
    let (code, _, err) = quiver(&["--db", dangling.to_str().unwrap(), "-c", "(schema)"]);
    assert_eq!(code, 1, "{err}");
    assert!(
        err.contains("a symbolic link to a path that does not exist"),
        "{err}"
    );
    let (code, _, err) = quiver(&["-c", "[:find ?x :where [(\u{1}\u{1b}x ?y) ?x]]"]);
    assert_eq!(code, 1, "{err}");
    assert!(!err.contains('\u{1b}'), "{err:?}");
    assert!(err.contains("\\u{1b}"), "{err:?}");
    let full = std::fs::OpenOptions::new().write(true).open("/dev/full");
    if let Ok(full) = full {
        let out = Command::new(env!("CARGO_BIN_EXE_quiver"))
            .args(["--db", &db, "dump"])
            .stdout(full)
            .stderr(Stdio::piped())
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{err}");
        assert!(err.contains("cannot write the output"), "{err}");
    }
}

/// D-971: a pipeline of thousands of steps holds no batch per level while
/// rows go down. 1,500 patterns on one entity, each followed by a
/// predicate on its value, over 240 entities: every level of the pipeline
/// kept an empty batch's room (and its input, when the input's last row
/// filled the batch), about 0.8 GB here; the answer now comes within a
/// 250 MB data-segment limit (`ulimit -d`: the heap and anonymous maps,
/// not the database's shared file map).
#[test]
fn a_long_pipeline_holds_no_batch_per_level() {
    let dir = tempfile::tempdir().unwrap();
    let mut script =
        String::from("(transact [{:db/ident :age :db/valueType :db.type/long}])\n(transact [");
    for i in 0..240 {
        script.push_str(&format!("{{:age {i}}} "));
    }
    script.push_str("])\n[:find (count ?e) . :where");
    for i in 0..1500 {
        script.push_str(&format!(" [?e :age ?a{i}] [(> ?a{i} -1)]"));
    }
    script.push_str("]\n");
    let file = dir.path().join("star.edn");
    std::fs::write(&file, script).unwrap();
    let out = Command::new("sh")
        .arg("-c")
        .arg("ulimit -d 250000 && exec \"$0\" --format edn run \"$1\"")
        .arg(env!("CARGO_BIN_EXE_quiver"))
        .arg(&file)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(stdout.lines().last(), Some("240"), "{stdout}");
}
