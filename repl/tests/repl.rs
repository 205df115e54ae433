//! The REPL's entry handling (dot-commands, multi-line entries, errors with
//! carets) against the in-memory test backend, without a terminal.

use crate::support;

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
    warning: repl:2:13: :person/nam is not a known attribute; did you mean :person/name?
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

#[test]
fn prompts_name_the_database() {
    let opener = support::opener();
    let repl = Repl::new(
        Database::open(None, &*opener).unwrap(),
        Settings::default(),
        &*opener,
    );
    assert_eq!(repl.prompt(), "quiver[scratch]> ");
    assert_eq!(repl.continuation_prompt(), "            ...> ");
    let dir = tempfile::tempdir().unwrap();
    let people = dir.path().join("people");
    let repl = Repl::new(
        Database::open(Some(&people), &*opener).unwrap(),
        Settings::default(),
        &*opener,
    );
    assert_eq!(repl.prompt(), "quiver[people]> ");
}

#[test]
fn expanded_output_and_pager() {
    let opener = support::opener();
    let db = Database::open(None, &*opener).unwrap();
    let mut repl = Repl::new(db, Settings::default(), &*opener);
    entry(
        &mut repl,
        "(transact [{:name \"Ivan\" :age 37} {:name \"Petr\" :age 61}])",
    );
    let query = "[:find ?n ?a :where [?e :name ?n] [?e :age ?a]]";
    entry(&mut repl, ".expanded on");
    assert_eq!(entry(&mut repl, ".expanded").1, "on\n");
    let (_, out, err) = entry(&mut repl, query);
    assert_eq!(
        (out.as_str(), err.as_str()),
        (
            "-[ RECORD 1 ]\n ?n | Ivan\n ?a | 37\n-[ RECORD 2 ]\n ?n | Petr\n ?a | 61\n(2 rows)\n",
            ""
        )
    );
    entry(&mut repl, ".expanded off");
    let (_, err) = (
        entry(&mut repl, ".expanded sideways").1,
        entry(&mut repl, ".expanded sideways").2,
    );
    assert_eq!(err, "error: .expanded expects on or off, got sideways\n");

    // .output FILE: results go to the file (appending), .output: back.
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("out.txt");
    entry(&mut repl, &format!(".output {}", file.display()));
    let (_, shown, _) = entry(&mut repl, query);
    let mut screen = Vec::new();
    let mut err = Vec::new();
    repl.deliver(shown.as_bytes(), &mut screen, &mut err, Some((80, 24)))
        .unwrap();
    repl.deliver(b"more\n", &mut screen, &mut err, Some((80, 24)))
        .unwrap();
    // Colour codes (bold headers on a terminal) never reach the file.
    repl.deliver(
        b"\x1b[1m ?n \x1b[0m\n",
        &mut screen,
        &mut err,
        Some((80, 24)),
    )
    .unwrap();
    assert!(screen.is_empty());
    assert_eq!(
        std::fs::read_to_string(&file).unwrap(),
        format!("{shown}more\n ?n \n")
    );
    entry(&mut repl, ".output");

    // Taller than the screen: through the pager (here a command writing a file).
    let paged = dir.path().join("paged.txt");
    repl.pager_command = format!("cat > '{}'", paged.display());
    repl.deliver(shown.as_bytes(), &mut screen, &mut err, Some((80, 3)))
        .unwrap();
    // After the pager, the row count stays on the screen.
    assert_eq!(
        String::from_utf8(std::mem::take(&mut screen)).unwrap(),
        "(2 rows)\n"
    );
    assert_eq!(std::fs::read_to_string(&paged).unwrap(), shown);
    // Short enough, or not a terminal, or .pager off: straight to the screen.
    repl.deliver(shown.as_bytes(), &mut screen, &mut err, Some((80, 50)))
        .unwrap();
    repl.deliver(shown.as_bytes(), &mut screen, &mut err, None)
        .unwrap();
    entry(&mut repl, ".pager off");
    repl.deliver(shown.as_bytes(), &mut screen, &mut err, Some((80, 3)))
        .unwrap();
    assert_eq!(String::from_utf8(screen).unwrap(), shown.repeat(3));
    assert!(err.is_empty());
}

#[test]
fn errors_keep_their_place_among_results() {
    use quiver_cli::repl::Transcript;
    let opener = support::opener();
    let db = Database::open(None, &*opener).unwrap();
    let mut repl = Repl::new(db, Settings::default(), &*opener);
    entry(&mut repl, ".format edn");
    let transcript = Transcript::default();
    repl.handle_entry(
        "(stats) (oops) (schema)",
        &mut transcript.stdout(),
        &mut transcript.stderr(),
    )
    .unwrap();
    // One buffer behind both streams, to see the order.
    #[derive(Clone, Default)]
    struct Shared(std::rc::Rc<std::cell::RefCell<Vec<u8>>>);
    impl std::io::Write for Shared {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            self.0.borrow_mut().extend_from_slice(buf);
            Ok(buf.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    let screen = Shared::default();
    repl.show(
        &transcript,
        &mut screen.clone(),
        &mut screen.clone(),
        Some((80, 50)),
    )
    .unwrap();
    let screen = String::from_utf8(screen.0.borrow().clone()).unwrap();
    let lines: Vec<&str> = screen.lines().collect();
    assert!(lines[0].starts_with('{'), "{screen}");
    assert!(
        lines[1].starts_with("error: repl:1:10: unknown form"),
        "{screen}"
    );
    assert_eq!(lines.last(), Some(&"{}"), "{screen}");
    // Paged (taller than the screen): results through the pager, then errors.
    let dir = tempfile::tempdir().unwrap();
    let paged = dir.path().join("paged.txt");
    repl.pager_command = format!("cat > '{}'", paged.display());
    let mut out = Vec::new();
    let mut err = Vec::new();
    repl.show(&transcript, &mut out, &mut err, Some((80, 2)))
        .unwrap();
    assert!(out.is_empty());
    assert_eq!(
        std::fs::read_to_string(&paged).unwrap(),
        "{:attributes {}, :datoms 0}\n{}\n"
    );
    assert!(
        String::from_utf8(err)
            .unwrap()
            .starts_with("error: repl:1:10:")
    );
}
