//! The `quiver` command: REPL, batch runner, import, explain and bench
//! (see docs/cli.md). Everything lives in the `quiver_cli` library; the
//! database comes from [`quiver_cli::engine_backend::open`].

#![forbid(unsafe_code)]

use std::process::ExitCode;

fn main() -> ExitCode {
    // A damaged page stops the storage library's own checks: report it
    // and exit 1 instead of aborting with a core dump (D-326).
    quiver::exit_on_damage(1);
    // A write past `ulimit -f` fails with "file size limit reached"
    // instead of killing the process with SIGXFSZ (D-746).
    quiver::ignore_file_size_signal();
    quiver_cli::cli::main(&quiver_cli::engine_backend::open_with)
}
