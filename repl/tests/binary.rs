//! The shipped binary: usage errors exit 2; scripts run against a fresh
//! temporary database, a failing form exits 1.

use std::process::Command;

fn quiver(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_quiver"))
        .args(args)
        .output()
        .expect("run quiver");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn usage_errors_exit_2() {
    let (code, _, err) = quiver(&["run"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("usage:"), "{err}");
    assert_eq!(quiver(&["--format", "yaml"]).0, 2);
}

#[test]
fn help_exits_0() {
    let (code, out, _) = quiver(&["--help"]);
    assert_eq!(code, 0);
    assert!(out.contains("quiver run"), "{out}");
}

#[test]
fn run_reads_a_script_from_stdin_against_a_fresh_database() {
    use std::io::Write;
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_quiver"))
        .args(["run", "--format", "edn", "-"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(
            br#"(transact [{:db/id "a" :name "Ann" :age 31} {:db/id "b" :name "Bob" :age 12}])
[:find ?n :where [?e :age ?a] [(> ?a 18)] [?e :name ?n]]
[:find ?x :where [?e :age ?x)]
[:find (count ?e) . :where [?e :name _]]"#,
        )
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 3, "{stdout}{stderr}");
    assert!(lines[0].contains(":tempids {\"a\" 1, \"b\" 2}"), "{stdout}");
    assert_eq!(lines[1], r#"#{["Ann"]}"#);
    assert_eq!(lines[2], "2");
    assert!(
        stderr.starts_with("error: <stdin>:3:29: expected ]"),
        "{stderr}"
    );
    assert_eq!(
        out.status.code(),
        Some(1),
        "a failed form makes the run fail"
    );
}
