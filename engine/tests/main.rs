//! The engine's integration tests, as modules of one test binary: each
//! binary links the whole engine, so one binary instead of thirty builds
//! several times faster (D-800). `interrupt.rs` stays a binary of its own:
//! its counting global allocator must see only its own tests (D-801).
//!
//! Run one file's tests with `cargo test -p quiver --test main FILE::`.

mod common;
#[path = "common/queries.rs"]
mod queries;

mod architecture_map;
mod arrow_batches;
mod caches;
mod closed_schema;
mod composite;
mod consistency;
mod crash;
mod datalevin_parity;
mod embedding;
mod encoding;
mod entity_nav;
mod error_kinds;
mod hostile;
mod import;
mod import_atomic;
mod import_stream;
mod index_access;
mod index_order;
mod inputs_and_sources;
mod listeners;
mod module_cycles;
mod open;
mod parameters;
mod pull;
mod pull_options;
mod query;
mod query_corpus;
mod query_extensions;
mod read;
mod reference;
mod serde_rows;
mod tx;
mod tx_bulk;
mod tx_edn;
mod tx_forms;
mod with;

/// With `autotests = false`, a file under a crate's `tests/` without a
/// `mod` line in its `tests/main.rs` (or a `[[test]]` of its own) would
/// silently never run (D-800). Checked here for every workspace crate
/// that builds its tests as one binary.
#[test]
fn every_test_file_is_a_module_or_a_binary() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap();
    let workspace = std::fs::read_to_string(root.join("Cargo.toml")).unwrap();
    let start = workspace.find("members").unwrap();
    let list = &workspace[start..];
    let list = &list[list.find('[').unwrap() + 1..list.find(']').unwrap()];
    let mut checked = 0;
    let mut missing = Vec::new();
    for member in list.split(',').map(|m| m.trim().trim_matches('"')) {
        let dir = root.join(member);
        let manifest = std::fs::read_to_string(dir.join("Cargo.toml")).unwrap();
        if !manifest.contains("autotests = false") {
            continue;
        }
        checked += 1;
        let main = std::fs::read_to_string(dir.join("tests/main.rs")).unwrap();
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
                missing.push(format!("{member}/tests/{name}"));
            }
        }
    }
    assert!(
        checked >= 4,
        "only {checked} crates build their tests as one binary"
    );
    assert!(missing.is_empty(), "not compiled: {missing:?}");
}
