//! The `quiver` command.
//!
//! Today it answers `--version` (with the DLMDB library it loaded, which
//! proves the binary finds `libdtlv` outside Cargo). The REPL, batch runner,
//! import, explain and bench arrive with the CLI issue; until then other
//! invocations say so and exit with status 2.

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("--version" | "-V") => {
            let (dlmdb, _) = quiver_kv::dlmdb_version();
            println!("quiver {} ({dlmdb})", env!("CARGO_PKG_VERSION"));
            ExitCode::SUCCESS
        }
        _ => {
            eprintln!(
                "quiver: only `quiver --version` works yet; the REPL and `quiver run` are not built (see the README's status table)"
            );
            ExitCode::from(2)
        }
    }
}
