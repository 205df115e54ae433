//! No import cycles between the modules of any crate of the workspace
//! (D-821): the crates' dependencies are checked by Cargo and the compiler,
//! and this test checks the modules inside each crate.
//!
//! It reads every crate's `src/` tree, builds the module graph from the
//! paths the code names (`crate::a::b`, `super::x`, `crate::{a, b}`, and
//! names the crate root re-exports, resolved to the module they come
//! from), and fails naming each cycle. A module and its own ancestors are
//! one unit (a child may use its parent's items, a parent its children's);
//! comments and `#[cfg(test)]` modules are not read.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// The crates whose modules are checked, by folder.
const CRATES: &[&str] = &[
    "kv/dlmdb-sys",
    "kv",
    "query",
    "planner",
    "storage",
    "exec",
    "engine",
    "repl",
];

/// The cycles that stay, by crate and modules (sorted), each with why.
/// The test fails on a cycle not listed here, and on a listed one that is
/// gone (so the list stays true).
const ALLOWED: &[(&str, &[&str], &str)] = &[
    // The rule-engine recursion, by design: a rule call in a query's plan
    // (`query/operators/rule_call.rs`, part of the executor
    // `query/operators/`) asks the rule engine (`query/rules.rs`) for the
    // rule's answers, and the rule engine evaluates rule bodies with the
    // executor's `Runner`.
    (
        "exec",
        &["query::operators", "query::rules"],
        "the rule-engine recursion",
    ),
];

/// A module path inside a crate, `""` for the root.
type Module = String;

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_default()
}

/// Every `.rs` file under `dir`.
fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The module a file under `src` holds (`None`: another crate root, such
/// as `main.rs` or a `bin/` file).
fn module_of(src: &Path, file: &Path) -> Option<Module> {
    let rel = file.strip_prefix(src).ok()?;
    let parts: Vec<String> = rel
        .iter()
        .map(|p| p.to_string_lossy().into_owned())
        .collect();
    if parts.first().is_some_and(|p| p == "bin") || rel == Path::new("main.rs") {
        return None;
    }
    let mut names: Vec<String> = parts[..parts.len() - 1].to_vec();
    let last = parts.last()?.trim_end_matches(".rs").to_string();
    if last != "mod" && last != "lib" {
        names.push(last);
    }
    Some(names.join("::"))
}

/// The code of a file without comments, string contents and the
/// `#[cfg(test)]` items (test modules come last in a file).
fn code_of(text: &str) -> String {
    let text = match text.find("#[cfg(test)]") {
        Some(at) => &text[..at],
        None => text,
    };
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    let mut in_str = false;
    while let Some(c) = chars.next() {
        if in_str {
            match c {
                '\\' => {
                    chars.next();
                }
                '"' => {
                    in_str = false;
                    out.push('"');
                }
                _ => {}
            }
            continue;
        }
        match c {
            '"' => {
                in_str = true;
                out.push('"');
            }
            '\'' => {
                // A char literal ('"', '\'', 'x') or a lifetime ('a).
                let rest: String = chars.clone().take(3).collect();
                if rest.starts_with('\\') {
                    // The backslash, the escaped character, then up to and
                    // including the closing quote (`'\u{..}'`).
                    chars.next();
                    chars.next();
                    for c in chars.by_ref() {
                        if c == '\'' {
                            break;
                        }
                    }
                } else if rest.chars().nth(1) == Some('\'') {
                    chars.next();
                    chars.next();
                }
                out.push(' ');
            }
            '/' if chars.peek() == Some(&'/') => {
                for c in chars.by_ref() {
                    if c == '\n' {
                        out.push('\n');
                        break;
                    }
                }
            }
            '/' if chars.peek() == Some(&'*') => {
                chars.next();
                let mut prev = ' ';
                for c in chars.by_ref() {
                    if prev == '*' && c == '/' {
                        break;
                    }
                    prev = c;
                }
            }
            _ => out.push(c),
        }
    }
    out
}

fn is_ident(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// The paths a piece of code names from `start` (just after `crate::`,
/// `super::` or `self::`): `a::b`, or each item of a `{a, b::c}` group.
fn paths_at(code: &str, start: usize) -> Vec<Vec<String>> {
    let rest = &code[start..];
    if let Some(group) = rest.strip_prefix('{') {
        let mut depth = 1;
        let mut end = group.len();
        for (i, c) in group.char_indices() {
            match c {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        end = i;
                        break;
                    }
                }
                _ => {}
            }
        }
        let inner = &group[..end];
        let mut items = Vec::new();
        let mut depth = 0;
        let mut from = 0;
        for (i, c) in inner.char_indices() {
            match c {
                '{' => depth += 1,
                '}' => depth -= 1,
                ',' if depth == 0 => {
                    items.push(&inner[from..i]);
                    from = i + 1;
                }
                _ => {}
            }
        }
        items.push(&inner[from..]);
        return items
            .into_iter()
            .map(|item| {
                item.split("::")
                    .map(|s| s.trim().chars().take_while(|c| is_ident(*c)).collect())
                    .take_while(|s: &String| !s.is_empty())
                    .collect()
            })
            .collect();
    }
    let mut path = Vec::new();
    let mut rest = rest;
    loop {
        let name: String = rest.chars().take_while(|c| is_ident(*c)).collect();
        if name.is_empty() {
            break;
        }
        rest = &rest[name.len()..];
        path.push(name);
        match rest.strip_prefix("::") {
            Some(r) if !r.starts_with('{') => rest = r,
            _ => break,
        }
    }
    vec![path]
}

/// The names the crate root re-exports, with the module each comes from
/// (`pub use a::b::{X, Y}` gives X and Y from `a::b`).
fn root_exports(root_code: &str, modules: &BTreeSet<Module>) -> BTreeMap<String, Module> {
    let mut out = BTreeMap::new();
    for stmt in root_code.split(';') {
        let Some(at) = stmt.find("use ") else {
            continue;
        };
        let body = stmt[at + 4..].trim();
        let (prefix, names): (&str, Vec<&str>) = match body.find('{') {
            Some(open) => (
                body[..open].trim_end_matches("::"),
                body[open + 1..]
                    .trim_end_matches('}')
                    .split(',')
                    .map(str::trim)
                    .collect(),
            ),
            None => match body.rsplit_once("::") {
                Some((p, n)) => (p, vec![n]),
                None => continue,
            },
        };
        let prefix = prefix
            .trim_start_matches("crate::")
            .trim_start_matches("self::");
        let module = longest_module(
            &prefix.split("::").map(String::from).collect::<Vec<_>>(),
            modules,
        );
        if module.is_empty() {
            continue;
        }
        for name in names {
            let (path, alias) = match name.split_once(" as ") {
                Some((p, a)) => (p.trim(), a.trim()),
                None => (name, name.rsplit("::").next().unwrap_or(name)),
            };
            let mut full: Vec<String> = module.split("::").map(String::from).collect();
            full.extend(path.split("::").map(String::from));
            let m = longest_module(&full, modules);
            out.insert(alias.to_string(), m);
        }
    }
    out
}

/// The longest prefix of `path` that is a module (`""`: the root).
fn longest_module(path: &[String], modules: &BTreeSet<Module>) -> Module {
    let mut best = String::new();
    for n in 1..=path.len() {
        let candidate = path[..n].join("::");
        if modules.contains(&candidate) {
            best = candidate;
        }
    }
    best
}

fn parent(m: &str) -> Module {
    m.rsplit_once("::")
        .map_or(String::new(), |(p, _)| p.to_string())
}

fn is_ancestor(a: &str, b: &str) -> bool {
    a.is_empty() || a == b || b.starts_with(&format!("{a}::"))
}

/// The module graph of one crate: each module's set of modules it uses.
fn graph(dir: &Path) -> BTreeMap<Module, BTreeSet<Module>> {
    let src = dir.join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let mut code = BTreeMap::new();
    for f in &files {
        if let Some(m) = module_of(&src, f) {
            let text = fs::read_to_string(f).unwrap_or_default();
            code.insert(m, code_of(&text));
        }
    }
    let modules: BTreeSet<Module> = code.keys().cloned().collect();
    let exports = root_exports(code.get("").map_or("", String::as_str), &modules);
    let mut edges: BTreeMap<Module, BTreeSet<Module>> = BTreeMap::new();
    for (m, text) in &code {
        let mut uses = BTreeSet::new();
        for (kw, base) in [
            ("crate::", String::new()),
            ("super::", parent(m)),
            ("self::", m.clone()),
        ] {
            let mut from = 0;
            while let Some(at) = text[from..].find(kw) {
                let at = from + at;
                from = at + kw.len();
                if at > 0 && text[..at].chars().next_back().is_some_and(is_ident) {
                    continue;
                }
                // `super::super::x`
                let mut base = base.clone();
                let mut start = from;
                while kw == "super::" && text[start..].starts_with("super::") {
                    base = parent(&base);
                    start += "super::".len();
                }
                for path in paths_at(text, start) {
                    let mut full: Vec<String> = if base.is_empty() {
                        Vec::new()
                    } else {
                        base.split("::").map(String::from).collect()
                    };
                    full.extend(path.iter().cloned());
                    let mut target = longest_module(&full, &modules);
                    if target.is_empty() {
                        if let Some(name) = path.first() {
                            if let Some(t) = exports.get(name) {
                                target = t.clone();
                            }
                        }
                    }
                    uses.insert(target);
                }
            }
        }
        uses.retain(|t| !is_ancestor(t, m) && !is_ancestor(m, t));
        edges.insert(m.clone(), uses);
    }
    edges
}

/// The strongly connected components of more than one module (Tarjan).
fn cycles(edges: &BTreeMap<Module, BTreeSet<Module>>) -> Vec<Vec<Module>> {
    struct State<'a> {
        edges: &'a BTreeMap<Module, BTreeSet<Module>>,
        index: BTreeMap<&'a str, usize>,
        low: BTreeMap<&'a str, usize>,
        stack: Vec<&'a str>,
        on_stack: BTreeSet<&'a str>,
        next: usize,
        out: Vec<Vec<Module>>,
    }
    fn visit<'a>(s: &mut State<'a>, v: &'a str) {
        s.index.insert(v, s.next);
        s.low.insert(v, s.next);
        s.next += 1;
        s.stack.push(v);
        s.on_stack.insert(v);
        let edges = s.edges;
        for w in edges.get(v).into_iter().flatten() {
            let w = w.as_str();
            if !s.index.contains_key(w) {
                visit(s, w);
                let lw = s.low[w];
                let lv = s.low[v];
                s.low.insert(v, lv.min(lw));
            } else if s.on_stack.contains(w) {
                let iw = s.index[w];
                let lv = s.low[v];
                s.low.insert(v, lv.min(iw));
            }
        }
        if s.low[v] == s.index[v] {
            let mut component = Vec::new();
            while let Some(w) = s.stack.pop() {
                s.on_stack.remove(w);
                component.push(w.to_string());
                if w == v {
                    break;
                }
            }
            if component.len() > 1 {
                component.sort();
                s.out.push(component);
            }
        }
    }
    let mut s = State {
        edges,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        next: 0,
        out: Vec::new(),
    };
    for v in edges.keys() {
        if !s.index.contains_key(v.as_str()) {
            visit(&mut s, v);
        }
    }
    s.out
}

#[test]
fn no_crate_has_an_import_cycle_between_its_modules() {
    let root = workspace();
    let mut found = Vec::new();
    let mut still = Vec::new();
    for krate in CRATES {
        let edges = graph(&root.join(krate));
        assert!(
            edges.len() > 1 || *krate == "kv/dlmdb-sys",
            "{krate}: no modules read (is the workspace layout as this test expects?)"
        );
        for component in cycles(&edges) {
            let allowed = ALLOWED.iter().any(|(k, c, _)| {
                k == krate && c.iter().copied().eq(component.iter().map(String::as_str))
            });
            if allowed {
                still.push((*krate, component.clone()));
            } else {
                let detail: Vec<String> = component
                    .iter()
                    .map(|m| {
                        let uses: Vec<&str> = edges[m]
                            .iter()
                            .filter(|t| component.contains(t))
                            .map(String::as_str)
                            .collect();
                        format!("{m} -> {}", uses.join(", "))
                    })
                    .collect();
                found.push(format!("{krate}: {}", detail.join("; ")));
            }
        }
    }
    assert!(found.is_empty(), "import cycles:\n{}", found.join("\n"));
    for (krate, modules, why) in ALLOWED {
        assert!(
            still.iter().any(|(k, c)| {
                k == krate && c.iter().map(String::as_str).eq(modules.iter().copied())
            }),
            "{krate}: the cycle {modules:?} ({why}) is gone: remove it from ALLOWED"
        );
    }
}

#[test]
fn the_checker_finds_a_cycle() {
    // Two modules that use each other, one through a group and one
    // through a name the root re-exports, and a third that only is used.
    let dir = tempfile::tempdir().expect("a temporary directory");
    let src = dir.path().join("src");
    fs::create_dir_all(src.join("a")).expect("src/a");
    fs::write(
        src.join("lib.rs"),
        "mod a;\nmod b;\nmod c;\npub use b::B;\n",
    )
    .expect("lib.rs");
    fs::write(src.join("a/mod.rs"), "pub mod inner;\nuse inner::X;\n").expect("a/mod.rs");
    fs::write(
        src.join("a/inner.rs"),
        "// crate::c is only named in a comment\nuse crate::B;\nuse super::Y;\npub struct X;\n",
    )
    .expect("a/inner.rs");
    fs::write(
        src.join("b.rs"),
        "use crate::{a::inner::X, c};\npub struct B;\n",
    )
    .expect("b.rs");
    fs::write(
        src.join("c.rs"),
        "fn f() -> &'static str { \"crate::b\" }\nconst Q: [char; 3] = ['\\'', '\\n', '\"'];\nfn g() { crate::a::h() }\n",
    )
    .expect("c.rs");
    let edges = graph(dir.path());
    assert_eq!(edges["a::inner"], BTreeSet::from(["b".to_string()]));
    assert_eq!(
        edges["b"],
        BTreeSet::from(["a::inner".to_string(), "c".to_string()])
    );
    // Strings and char literals hide nothing and name nothing.
    assert_eq!(edges["c"], BTreeSet::from(["a".to_string()]));
    assert!(edges["a"].is_empty(), "{:?}", edges["a"]);
    assert_eq!(
        cycles(&edges),
        vec![vec!["a::inner".to_string(), "b".to_string()]]
    );
}
