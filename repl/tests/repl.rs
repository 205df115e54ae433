//! The REPL's entry handling (dot-commands, multi-line entries, errors with
//! carets) against the in-memory test backend, without a terminal.

mod support;

use quiver_cli::cli::Database;
use quiver_cli::repl::{Flow, Repl};
use quiver_cli::session::Settings;

fn entry(repl: &mut Repl, text: &str) -> (Flow, String, String) {
    let mut out = Vec::new();
    let mut err = Vec::new();
    let flow = repl.handle_entry(text, &mut out, &mut err).unwrap();
    (
        flow,
        String::from_utf8(out).unwrap(),
        String::from_utf8(err).unwrap(),
    )
}

#[test]
fn a_session() {
    let opener = support::opener();
    let db = Database::open(None, &*opener).unwrap();
    let mut repl = Repl::new(db, Settings::default(), &*opener);
    let mut transcript = String::new();
    for text in [
        ".format edn",
        "(transact [{:person/name \"Ivan\" :person/age 37}])",
        "[:find ?n ?a\n :where [?e :person/name ?n]\n        [?e :person/age ?a]]",
        "[:find ?n\n :where [?e :person/nam ?n] [(frob ?n)]]",
        ".format",
        ".format yaml",
        ".format table",
        "[:find ?n . :where [?e :person/name ?n]]",
        ".timing off",
        ".timeout 250",
        ".timeout",
        ".timeout off",
        ".bogus",
        ".read",
    ] {
        let (flow, out, err) = entry(&mut repl, text);
        assert_eq!(flow, Flow::Continue);
        transcript.push_str(&format!("quiver> {text}\n{out}{err}"));
    }
    insta::assert_snapshot!(transcript, @r#"
    quiver> .format edn
    quiver> (transact [{:person/name "Ivan" :person/age 37}])
    {:added 2, :retracted 0, :tempids {}, :tx 536870913}
    quiver> [:find ?n ?a
     :where [?e :person/name ?n]
            [?e :person/age ?a]]
    #{["Ivan" 37]}
    quiver> [:find ?n
     :where [?e :person/nam ?n] [(frob ?n)]]
    error: repl:2:29: unknown function frob
       2 |  :where [?e :person/nam ?n] [(frob ?n)]]
         |                             ^
    quiver> .format
    edn
    quiver> .format yaml
    error: unknown format "yaml"; expected one of table, edn, json, csv
    quiver> .format table
    quiver> [:find ?n . :where [?e :person/name ?n]]
     ?n
    ------
     Ivan
    (1 row)
    quiver> .timing off
    quiver> .timeout 250
    quiver> .timeout
    250 ms
    quiver> .timeout off
    quiver> .bogus
    error: unknown command .bogus; type .help
    quiver> .read
    error: .read needs an argument
    "#);
    assert_eq!(repl.failures, 1);
    assert_eq!(entry(&mut repl, ".quit").0, Flow::Quit);
}

#[test]
fn timing_and_read() {
    let opener = support::opener();
    let db = Database::open(None, &*opener).unwrap();
    let mut repl = Repl::new(db, Settings::default(), &*opener);
    let (_, out, _) = entry(&mut repl, ".timing on");
    assert_eq!(out, "");
    let (_, out, _) = entry(&mut repl, "(stats)");
    assert!(out.lines().last().unwrap().starts_with("Time: "), "{out}");
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/scripts/people-more.edn");
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("load.edn");
    std::fs::write(&file, format!("(import {script:?})\n(oops)")).unwrap();
    let (_, out, err) = entry(&mut repl, &format!(".read {}", file.display()));
    assert!(out.contains(":datoms"), "{out}");
    assert!(
        err.starts_with(&format!("error: {}:2:2: unknown form", file.display())),
        "{err}"
    );
    assert_eq!(repl.failures, 1);
}
