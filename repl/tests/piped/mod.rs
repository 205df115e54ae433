//! Running the real `quiver` binary with piped input, shared by the
//! binary's integration tests.

use std::io::Write;
use std::process::{Command, Stdio};

/// Runs `quiver ARGS` with `stdin` piped in; returns (status, stdout, stderr).
pub fn quiver_with_input(args: &[&str], stdin: &[u8]) -> (i32, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_quiver"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run quiver");
    let mut input = child.stdin.take().unwrap();
    let data = stdin.to_vec();
    // A thread, so a large input cannot deadlock against a full stdout pipe.
    let writer = std::thread::spawn(move || {
        let _ = input.write_all(&data);
    });
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}
