//! The `quiver` binary must find `libdtlv.so` without Cargo and with no
//! `LD_LIBRARY_PATH`: started directly, copied elsewhere alone (it loads the
//! file the build found), and copied together with the library (it loads
//! the copy beside it first). dlmdb-sys opens the library at run time (D-720).

use std::path::Path;
use std::process::Command;

fn run(bin: &Path) -> (String, String) {
    let out = Command::new(bin)
        .arg("--version")
        .env_remove("LD_LIBRARY_PATH")
        .env_remove("DYLD_LIBRARY_PATH")
        .env("LD_DEBUG", "libs")
        .output()
        .expect("run quiver");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn binary_runs_outside_cargo() {
    let bin = Path::new(env!("CARGO_BIN_EXE_quiver"));
    let (stdout, _) = run(bin);
    assert_eq!(
        stdout,
        format!("quiver {} (DLMDB 1.1.0)\n", env!("CARGO_PKG_VERSION"))
    );
}

/// The path of the library the loader's trace says it initialised.
#[cfg(target_os = "linux")]
fn loaded_library(debug: &str) -> Option<String> {
    debug.lines().find_map(|l| {
        let path = l.split("calling init: ").nth(1)?;
        path.ends_with("libdtlv.so")
            .then(|| path.trim().to_string())
    })
}

#[cfg(target_os = "linux")]
#[test]
fn binary_copied_alone_loads_the_library_the_build_found() {
    let bin = Path::new(env!("CARGO_BIN_EXE_quiver"));
    let dir = tempfile::tempdir().unwrap();
    std::fs::copy(bin, dir.path().join("quiver")).unwrap();
    let (stdout, debug) = run(&dir.path().join("quiver"));
    assert!(stdout.contains("DLMDB 1.1.0"), "{stdout}");
    let loaded = loaded_library(&debug).expect("the trace names libdtlv.so");
    assert!(
        !loaded.starts_with(&*dir.path().to_string_lossy()),
        "{loaded}"
    );
    assert!(Path::new(&loaded).is_file(), "{loaded}");
}

#[cfg(target_os = "linux")]
#[test]
fn binary_copied_with_the_library_loads_the_copy() {
    let bin = Path::new(env!("CARGO_BIN_EXE_quiver"));
    let lib = bin.with_file_name("libdtlv.so");
    assert!(
        lib.is_file(),
        "dlmdb-sys copies the library beside the binaries: {}",
        lib.display()
    );
    let dir = tempfile::tempdir().unwrap();
    std::fs::copy(bin, dir.path().join("quiver")).unwrap();
    std::fs::copy(&lib, dir.path().join("libdtlv.so")).unwrap();
    let (stdout, debug) = run(&dir.path().join("quiver"));
    assert!(stdout.contains("DLMDB 1.1.0"), "{stdout}");
    // The copy beside the binary comes first.
    let copy = dir.path().join("libdtlv.so");
    assert_eq!(
        loaded_library(&debug),
        Some(copy.display().to_string()),
        "{debug}"
    );
}
