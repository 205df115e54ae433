//! The `quiver` binary must find `libdtlv.so` without Cargo: started
//! directly, and after being copied elsewhere together with the library
//! (its `$ORIGIN` rpath), with no `LD_LIBRARY_PATH`.

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
    assert!(
        stdout.starts_with("quiver ") && stdout.contains("DLMDB 1.1.0"),
        "{stdout}"
    );
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
    // The loader took the copy beside the binary ($ORIGIN comes first).
    let copy = dir.path().join("libdtlv.so");
    assert!(
        debug.contains(&format!("calling init: {}", copy.display())),
        "{debug}"
    );
}
