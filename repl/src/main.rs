//! The `quiver` command: REPL, batch runner, import, explain and bench
//! (see docs/cli.md). Everything lives in the `quiver_cli` library; the
//! database comes from [`quiver_cli::backend::open`].

use std::process::ExitCode;

fn main() -> ExitCode {
    quiver_cli::cli::main(&quiver_cli::backend::open)
}
