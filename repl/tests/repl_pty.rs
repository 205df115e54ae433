//! The REPL end to end, through a pseudo-terminal: the real `quiver` binary
//! with no arguments (a scratch database), rustyline in raw mode, Ctrl-C
//! delivered by the terminal as SIGINT. A multi-line entry, an error with a
//! caret, a long query interrupted by Ctrl-C, a query after it, `.quit`.
//!
//! Timeouts are generous (each expectation waits up to 60 s) because the
//! test may share two cores with a whole `cargo test`; nothing in it depends
//! on a query finishing within a time, only on the long query not finishing.
#![cfg(unix)]

use std::io::Write;
use std::process::Command;
use std::time::Duration;

use rexpect::session::PtySession;
use rexpect::spawn_with_options;

/// How long any one expectation may wait.
const TIMEOUT_MS: u64 = 60_000;
/// Entities for the long query; a three-way cartesian product over them is
/// 8e9 rows, which no machine finishes before Ctrl-C arrives.
const ENTITIES: usize = 2000;

fn expect(p: &mut PtySession, needle: &str) -> String {
    p.exp_string(needle)
        .unwrap_or_else(|e| panic!("waiting for {needle:?}: {e}"))
}

/// Types `text` and Enter (a carriage return, as a terminal sends it), then
/// waits until the line editor has echoed the text, so that what is
/// expected next is the program's output, not the echo of the input.
fn type_line(p: &mut PtySession, text: &str) {
    p.send(text).unwrap();
    p.send("\r").unwrap();
    p.flush().unwrap();
    let tail: String = {
        let chars: Vec<char> = text.chars().collect();
        chars[chars.len().saturating_sub(8)..].iter().collect()
    };
    expect(p, &tail);
}

#[test]
fn a_terminal_session_with_a_multi_line_query_an_error_and_ctrl_c() {
    let home = tempfile::tempdir().unwrap();
    // The generated data, loaded with `.read`: typing thousands of entities
    // into the line editor would only test the editor's redrawing.
    let data = home.path().join("gen.edn");
    {
        let mut f = std::fs::File::create(&data).unwrap();
        write!(f, "(transact [").unwrap();
        for i in 0..ENTITIES {
            write!(f, "{{:n {i}}} ").unwrap();
        }
        writeln!(f, "])").unwrap();
    }

    // A pseudo-terminal starts with no size; give it one (as a terminal
    // window has), so the REPL can tell a result taller than the screen.
    let mut cmd = Command::new("sh");
    cmd.args([
        "-c",
        "stty rows 24 cols 80 && exec \"$0\"",
        env!("CARGO_BIN_EXE_quiver"),
    ]);
    // History goes to $HOME/.quiver_history: keep it out of the real home.
    // A pager that marks what it shows, so the test sees paging happen.
    cmd.env("HOME", home.path())
        .env("TERM", "xterm")
        .env("PAGER", "echo PAGED-BY-THE-PAGER; cat");
    let mut p = spawn_with_options(
        cmd,
        rexpect::reader::Options::new()
            .timeout_ms(Some(TIMEOUT_MS))
            .strip_ansi_escape_codes(true),
    )
    .expect("start quiver in a pty");

    expect(&mut p, "type .help for help");
    expect(&mut p, "quiver[scratch]> ");

    // Load the data (the transact prints its report as a table).
    type_line(&mut p, &format!(".read {}", data.display()));
    expect(&mut p, ":added");
    expect(&mut p, "quiver[scratch]> ");

    // A query over three lines: Enter inside open brackets continues the
    // entry instead of running it.
    type_line(&mut p, "[:find (count ?e)");
    expect(&mut p, "...> ");
    type_line(&mut p, " :where [?e :n ?v]");
    type_line(&mut p, "        [(< ?v 1500)]]");
    let out = expect(&mut p, "(1 row)");
    assert!(out.contains("(count ?e)"), "{out}");
    assert!(out.contains("1500"), "{out}");
    expect(&mut p, "quiver[scratch]> ");

    // A bad query: one `error:` line pointing into the entry, then the
    // offending line with a caret under the unbound variable.
    type_line(&mut p, "[:find ?x :where [?e :n ?v]]");
    let out = expect(&mut p, "quiver[scratch]> ");
    let error = out
        .lines()
        .find(|l| l.contains("error: repl:1:"))
        .unwrap_or_else(|| panic!("no error line in {out:?}"));
    assert!(error.contains("?x"), "{out}");
    assert!(out.lines().any(|l| l.trim_end().ends_with('^')), "{out}");

    // A query that would run for hours; Ctrl-C interrupts it and the REPL
    // stays up. Ctrl-C must come while the form evaluates (at the prompt it
    // only clears the line), so once the editor has echoed the line, give
    // the query a good while to start.
    type_line(
        &mut p,
        "[:find (count ?a) . :with ?b ?c :where [?a :n][?b :n][?c :n]]",
    );
    std::thread::sleep(Duration::from_secs(3));
    p.send_control('c').unwrap();
    let out = expect(&mut p, "interrupted after ");
    assert!(!out.contains("error: repl"), "{out}");
    expect(&mut p, " ms");
    expect(&mut p, "quiver[scratch]> ");

    // The database is still usable.
    type_line(&mut p, "[:find (count ?e) . :where [?e :n _]]");
    let out = expect(&mut p, "(1 row)");
    assert!(out.contains(&ENTITIES.to_string()), "{out}");
    expect(&mut p, "quiver[scratch]> ");

    // A result taller than the terminal goes through $PAGER; with
    // `.pager off` it does not.
    let tall = "[:find ?v :where [?e :n ?v] [(< ?v 200)]]";
    type_line(&mut p, tall);
    expect(&mut p, "PAGED-BY-THE-PAGER");
    expect(&mut p, "(200 rows)");
    expect(&mut p, "quiver[scratch]> ");
    type_line(&mut p, ".pager off");
    expect(&mut p, "quiver[scratch]> ");
    type_line(&mut p, tall);
    let out = expect(&mut p, "(200 rows)");
    assert!(!out.contains("PAGED-BY-THE-PAGER"), "{out}");
    expect(&mut p, "quiver[scratch]> ");

    type_line(&mut p, ".quit");
    p.exp_eof().expect("quiver exits after .quit");
    match p.process().wait() {
        Ok(rexpect::process::WaitStatus::Exited(_, code)) => assert_eq!(code, 0),
        other => panic!("quiver did not exit normally: {other:?}"),
    }
}

/// SIGTERM at the prompt (the line editor in raw mode) ends the REPL with
/// status 143, removes the scratch database, and gives the terminal back
/// its settings (`stty -g` after it equals `stty -g` before it).
#[test]
fn sigterm_at_the_prompt_cleans_up_and_restores_the_terminal() {
    let home = tempfile::tempdir().unwrap();
    let tmp = home.path().join("tmp");
    std::fs::create_dir(&tmp).unwrap();
    let mut cmd = Command::new("sh");
    cmd.args([
        "-c",
        "stty rows 24 cols 80 && before=$(stty -g) && echo \"SHELL-PID=$$.\" && \"$0\"; \
         echo \"STATUS=$?\"; if [ \"$(stty -g)\" = \"$before\" ]; then echo TERMINAL-SAME; \
         else echo TERMINAL-CHANGED; fi",
        env!("CARGO_BIN_EXE_quiver"),
    ]);
    cmd.env("HOME", home.path())
        .env("TERM", "xterm")
        .env("TMPDIR", &tmp);
    let mut p = spawn_with_options(
        cmd,
        rexpect::reader::Options::new()
            .timeout_ms(Some(TIMEOUT_MS))
            .strip_ansi_escape_codes(true),
    )
    .expect("start quiver in a pty");
    expect(&mut p, "SHELL-PID=");
    let shell = expect(&mut p, ".").trim().to_string();
    expect(&mut p, "quiver[scratch]> ");
    type_line(&mut p, "(transact [{:n 1}])");
    expect(&mut p, "quiver[scratch]> ");
    let scratch: Vec<_> = std::fs::read_dir(&tmp).unwrap().collect();
    assert_eq!(scratch.len(), 1, "one scratch database: {scratch:?}");
    // The shell's child is the REPL.
    let pgrep = Command::new("pgrep").args(["-P", &shell]).output().unwrap();
    let repl_pid = String::from_utf8_lossy(&pgrep.stdout).trim().to_string();
    assert!(!repl_pid.is_empty(), "no child of the shell");
    let kill = Command::new("kill")
        .args(["-TERM", &repl_pid])
        .status()
        .unwrap();
    assert!(kill.success());
    expect(&mut p, "STATUS=143");
    let after = expect(&mut p, "TERMINAL-");
    assert!(!after.contains("CHANGED"), "{after}");
    let verdict = p.read_line().unwrap();
    assert_eq!(verdict.trim(), "SAME", "the terminal settings changed");
    let left: Vec<_> = std::fs::read_dir(&tmp).unwrap().collect();
    assert!(left.is_empty(), "scratch database left behind: {left:?}");
}
