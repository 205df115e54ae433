//! quiver-cli's integration tests, as modules of one test binary: each
//! binary links the engine, Arrow and Parquet, so one binary instead of a
//! dozen builds several times faster (D-800). Run one file's tests with
//! `cargo test -p quiver-cli --test main FILE::`.

mod piped;
mod support;

mod binary;
mod columnar;
mod data_files;
mod database_api;
mod duckdb;
mod edges;
mod fuzz;
mod relocated_binary;
mod repl;
mod repl_pty;
mod run;
mod testdata_snapshots;

/// With `autotests = false`, a file under `tests/` without a `mod` line
/// here (or a `[[test]]` of its own) would silently never run (D-800).
#[test]
fn every_test_file_is_a_module_or_a_binary() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let main = include_str!("main.rs");
    let manifest = std::fs::read_to_string(dir.join("Cargo.toml")).unwrap();
    let mut missing = Vec::new();
    for entry in std::fs::read_dir(dir.join("tests")).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_str().unwrap().to_string();
        let module = match name.strip_suffix(".rs") {
            Some("main") => continue,
            Some(module) => module.to_string(),
            None if path.join("mod.rs").is_file() => name.clone(),
            None => continue,
        };
        let declared = main.lines().any(|l| l.trim() == format!("mod {module};"));
        let own_binary = manifest.contains(&format!("path = \"tests/{name}\""));
        if !declared && !own_binary {
            missing.push(name);
        }
    }
    assert!(missing.is_empty(), "not compiled: {missing:?}");
}
