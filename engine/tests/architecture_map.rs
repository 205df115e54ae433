//! `docs/architecture.md` is the code map: every source file of every
//! workspace crate is named in its crate's section, and every file the map
//! names exists (D-842).
//!
//! A crate's section is the `## ` heading that starts with its folder in
//! backticks (`` ## `kv/` ``); it ends at the next `## ` heading. A file
//! is named by a backticked path relative to its crate's `src/` (or to the
//! crate's folder, for `build.rs`, `tests/…`, `examples/…`), or by a
//! shorter suffix of that path (`exec/mod.rs`, `pattern.rs`) when no other
//! file of the crate ends the same way.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The workspace's root (this crate sits one folder below it).
fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("the crate sits in the workspace")
        .to_path_buf()
}

/// The workspace's member folders, from its `Cargo.toml`.
fn members(root: &Path) -> Vec<String> {
    let toml = std::fs::read_to_string(root.join("Cargo.toml")).expect("the workspace manifest");
    let start = toml.find("members").expect("a members list");
    let list = &toml[start..];
    let list = &list[list.find('[').expect("[") + 1..list.find(']').expect("]")];
    list.split(',')
        .map(|m| m.trim().trim_matches('"').to_string())
        .filter(|m| !m.is_empty())
        .collect()
}

/// Every `.rs` file under `dir`, as paths relative to `base`.
fn rust_files(base: &Path, dir: &Path, out: &mut Vec<String>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            rust_files(base, &p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            let rel = p.strip_prefix(base).expect("under base");
            out.push(rel.to_string_lossy().replace('\\', "/"));
        }
    }
}

/// The map's section of each crate folder, by folder.
fn sections(map: &str) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    let mut current: Option<(String, String)> = None;
    for line in map.lines() {
        if let Some(head) = line.strip_prefix("## ") {
            if let Some((k, v)) = current.take() {
                out.insert(k, v);
            }
            let folder = head
                .strip_prefix('`')
                .and_then(|h| h.split('`').next())
                .map(|f| f.trim_end_matches('/').to_string());
            current = folder.map(|f| (f, String::new()));
        } else if let Some((_, text)) = current.as_mut() {
            text.push_str(line);
            text.push('\n');
        }
    }
    if let Some((k, v)) = current {
        out.insert(k, v);
    }
    out
}

/// The backticked tokens of `text` that name Rust files.
fn named_files(text: &str) -> Vec<String> {
    text.split('`')
        .skip(1)
        .step_by(2)
        .flat_map(|t| t.split([' ', ',', '+']))
        .map(|t| t.trim_start_matches("./").to_string())
        .filter(|t| t.ends_with(".rs") && !t.contains(char::is_whitespace))
        .collect()
}

/// Whether `name` is `path` or a suffix of it on a `/` boundary.
fn names(name: &str, path: &str) -> bool {
    path == name || path.ends_with(&format!("/{name}"))
}

/// The crate's files, relative to `src/` for sources and to the crate's
/// folder for the rest (build script, tests, examples, benches).
fn crate_files(root: &Path, member: &str) -> Vec<String> {
    let dir = root.join(member);
    let mut src = Vec::new();
    rust_files(&dir.join("src"), &dir.join("src"), &mut src);
    let mut rest = Vec::new();
    for sub in ["tests", "examples", "benches"] {
        rust_files(&dir, &dir.join(sub), &mut rest);
    }
    if dir.join("build.rs").exists() {
        rest.push("build.rs".into());
    }
    src.into_iter().chain(rest).collect()
}

#[test]
fn every_source_file_is_on_the_map_and_every_named_file_exists() {
    let root = workspace();
    let map = std::fs::read_to_string(root.join("docs/architecture.md")).expect("the map");
    let sections = sections(&map);
    let mut problems = Vec::new();
    for member in members(&root) {
        let Some(section) = sections.get(&member) else {
            problems.push(format!(
                "crate {member}/ has no `## \\`{member}/\\`` section"
            ));
            continue;
        };
        let files = crate_files(&root, &member);
        let named = named_files(section);
        // Source files: each named, by a suffix no other file shares.
        let mut src = Vec::new();
        rust_files(
            &root.join(&member).join("src"),
            &root.join(&member).join("src"),
            &mut src,
        );
        for f in &src {
            let by = named.iter().any(|n| {
                names(n, f) && src.iter().filter(|g| names(n, g)).count() == 1
                    || n == &format!("src/{f}")
            });
            if !by {
                problems.push(format!("{member}/src/{f} is not on the map"));
            }
        }
        for n in &named {
            // A path from the workspace's root (another crate's test, the
            // example application) is checked there.
            if root.join(n).is_file() {
                continue;
            }
            let n = n.strip_prefix("src/").unwrap_or(n);
            if !files.iter().any(|g| names(n, g)) {
                problems.push(format!(
                    "the map names {n} in {member}/, which has no such file"
                ));
            }
        }
    }
    // Paths from the workspace's root anywhere in the map (the walk
    // through one query, for one) name files that exist.
    let members = members(&root);
    for n in named_files(&map) {
        let from_root = members.iter().any(|m| {
            ["src/", "tests/", "examples/", "benches/", "build.rs"]
                .iter()
                .any(|sub| n.starts_with(&format!("{m}/{sub}")))
        });
        if from_root && !root.join(&n).is_file() {
            problems.push(format!("the map names {n}, which does not exist"));
        }
    }
    assert!(
        problems.is_empty(),
        "docs/architecture.md is out of date:\n  {}",
        problems.join("\n  ")
    );
}

#[test]
fn the_map_check_sees_a_missing_and_a_stale_file() {
    // The checker's own parts, on a made-up map.
    let map = "## `x/` — x\n`a.rs`, `exec/mod.rs` and `gone.rs`\n## `y/` — y\n`b.rs`\n";
    let s = sections(map);
    assert_eq!(s.len(), 2);
    let named = named_files(&s["x"]);
    assert_eq!(named, ["a.rs", "exec/mod.rs", "gone.rs"]);
    assert!(names("exec/mod.rs", "query/exec/mod.rs"));
    assert!(!names("mod.rs", "query/exec/xmod.rs"));
    assert!(!names("c.rs", "abc.rs"));
}
