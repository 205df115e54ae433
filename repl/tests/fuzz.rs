//! A short, seeded run of the mutation fuzzer (`quiver_cli::fuzz`), and a
//! replay of the inputs it (or issue #12) found: no panic, no abort, every
//! input within its time bound. An hour's run:
//! `cargo run --release -p quiver-cli --example fuzz -- --seconds 3600`.

use quiver_cli::fuzz;
use std::path::PathBuf;
use std::time::Duration;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn seeds() -> Vec<String> {
    let r = root();
    fuzz::seeds(&[
        r.join("testdata"),
        r.join("testdata/scripts"),
        r.join("testdata/fuzz"),
        // The repository's bench queries, not ../shared's: the seeded run
        // must be the same on every machine (D-804).
        r.join("testdata/bench"),
    ])
}

#[test]
fn mutated_scripts_never_panic_or_hang() {
    let seeds = seeds();
    assert!(seeds.len() >= 25, "seeds from testdata/: {}", seeds.len());
    let base = root().join("testdata");
    let report = fuzz::run(
        &seeds,
        &base,
        20_261_124,
        120,
        None,
        Duration::from_secs(20),
        None,
    );
    assert_eq!(report.inputs, 120);
    // The mutations reach both outcomes.
    assert!(report.forms_ok > 0 && report.forms_failed > 0, "{report:?}");
    let shown: Vec<String> = report
        .failures
        .iter()
        .map(|(why, text)| format!("{why}: {}", text.chars().take(300).collect::<String>()))
        .collect();
    assert!(shown.is_empty(), "{shown:#?}");
}

#[test]
fn kept_inputs_replay_within_their_bound() {
    let dir = root().join("testdata/fuzz");
    let mut n = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|x| x != "edn") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        let db = tempfile::tempdir().unwrap();
        let o = fuzz::evaluate(&text, db.path(), &dir, fuzz::FORM_TIMEOUT).unwrap();
        assert!(
            fuzz::within_bound(&o, Duration::from_secs(20)),
            "{path:?} {o:?}"
        );
        assert!(
            o.failed > 0,
            "each kept input has a refused form: {path:?} {o:?}"
        );
        n += 1;
    }
    assert!(n >= 3);
}

/// The hostile classes of issue 25 — recursive pulls over long chains,
/// thousands of predicates, string and collection builders — each end in
/// answers or clear errors within their bound, with no panic or abort.
#[test]
fn hostile_classes_end_within_their_bound() {
    let mut rng = fuzz::Rng::new(25);
    let base = root().join("testdata");
    let mut answered = 0;
    let mut refused = 0;
    for i in 0..12 {
        let text = match i % 3 {
            0 => fuzz::deep_pull(&mut rng),
            1 => fuzz::many_predicates(&mut rng),
            _ => fuzz::string_builder(&mut rng),
        };
        let db = tempfile::tempdir().unwrap();
        let o = fuzz::evaluate(&text, db.path(), &base, fuzz::FORM_TIMEOUT).unwrap();
        assert!(
            fuzz::within_bound(&o, Duration::from_secs(20)),
            "{o:?}: {}",
            text.chars().take(300).collect::<String>()
        );
        answered += o.ok;
        refused += o.failed;
    }
    assert!(answered > 0 && refused > 0, "{answered} {refused}");
}
