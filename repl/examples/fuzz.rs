//! Long fuzzing runs: mutated seed scripts evaluated as `quiver run` does
//! (see `quiver_cli::fuzz`). Failing inputs, and the input running when
//! the process dies, are kept in `--crashes` (default `target/fuzz-crashes/`
//! of the workspace, so a run leaves nothing to commit; D-805).
//!
//! ```text
//! cargo run --release -p quiver-cli --example fuzz -- --seconds 3600 [--seed N] [--crashes DIR]
//! ```

use quiver_cli::fuzz;
use std::path::PathBuf;
use std::time::{Duration, Instant};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let value = |name: &str| {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1))
            .cloned()
    };
    let seconds: u64 = value("--seconds")
        .and_then(|v| v.parse().ok())
        .unwrap_or(60);
    let seed: u64 = value("--seed").and_then(|v| v.parse().ok()).unwrap_or(1);
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
    let crashes = value("--crashes").map_or_else(
        || {
            std::env::var_os("CARGO_TARGET_DIR")
                .map_or_else(|| root.join("target"), PathBuf::from)
                .join("fuzz-crashes")
        },
        PathBuf::from,
    );
    let seeds = fuzz::seeds(&[
        root.join("testdata"),
        root.join("testdata/scripts"),
        root.join("testdata/fuzz"),
        root.join("../shared/bench/queries"),
    ]);
    let started = Instant::now();
    let base = root.join("testdata");
    let report = fuzz::run(
        &seeds,
        &base,
        seed,
        usize::MAX,
        Some(started + Duration::from_secs(seconds)),
        Duration::from_secs(20),
        Some(&crashes),
    );
    println!(
        "{} inputs in {:.0} s from {} seeds: {} forms answered, {} refused with an error; slowest input {:?}; {} failures (kept in {})",
        report.inputs,
        started.elapsed().as_secs_f64(),
        seeds.len(),
        report.forms_ok,
        report.forms_failed,
        report.slowest,
        report.failures.len(),
        crashes.display()
    );
    for (why, _) in &report.failures {
        println!("  {why}");
    }
}
