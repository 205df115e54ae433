//! Finds the DLMDB shared library and links it.
//!
//! Order: `DLMDB_LIB_DIR` (a library the user built or downloaded), then the
//! `datalevin==1.2.8` wheel from PyPI, verified by SHA-256 and cached outside
//! `target/` (`DLMDB_CACHE_DIR`, default `$HOME/.cache/dlmdb-sys/1.2.8`).
//! See docs/architecture.md ("How the library is found").

use sha2::{Digest, Sha256};
use std::env;
use std::fs;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::Command;

const DATALEVIN_VERSION: &str = "1.2.8";
const WHEEL_NAME: &str = "datalevin-1.2.8-py3-none-any.whl";
const WHEEL_SHA256: &str = "0bcd56845f358a4dd1bddbe00e07189c3834dd9e94eb3c05eed26ab0e6183ae2";
const JAR_ENTRY: &str = "datalevin/jars/datalevin-runtime-1.2.8.jar";

/// A platform the wheel ships a library for: its directory in the jar, the
/// library file name, and the SHA-256 we verified by hand.
struct Platform {
    dir: &'static str,
    file: &'static str,
    sha256: &'static str,
}

const PLATFORMS: &[(&str, &str, Platform)] = &[
    (
        "linux",
        "x86_64",
        Platform {
            dir: "linux-x86_64",
            file: "libdtlv.so",
            sha256: "df986f3a1408819e9e047b047666d605971e8fb2241db18e1c3b2326d71dfc35",
        },
    ),
    (
        "linux",
        "aarch64",
        Platform {
            dir: "linux-arm64",
            file: "libdtlv.so",
            sha256: "6370c7a860dcfaad7618598459351ca91bfc9396b00533829ad06cd36eb574f3",
        },
    ),
    (
        "macos",
        "aarch64",
        Platform {
            dir: "macosx-arm64",
            file: "libdtlv.dylib",
            sha256: "d0dcbe7284ac09a49253fa027bbbe5126515896e57680c9f153273de0056de87",
        },
    ),
];

fn main() {
    for var in ["DLMDB_LIB_DIR", "DLMDB_LIB_NAME", "DLMDB_CACHE_DIR", "HOME"] {
        println!("cargo:rerun-if-env-changed={var}");
    }
    println!("cargo:rerun-if-changed=build.rs");

    let mut tried = Vec::new();
    let found = match env::var_os("DLMDB_LIB_DIR") {
        Some(dir) => from_user_dir(Path::new(&dir)).map_err(|e| {
            tried.push(format!("DLMDB_LIB_DIR={}: {e}", Path::new(&dir).display()));
        }),
        None => {
            tried.push("DLMDB_LIB_DIR: not set".to_string());
            from_pypi()
                .map_err(|e| tried.push(format!("PyPI wheel datalevin=={DATALEVIN_VERSION}: {e}")))
        }
    };
    match found {
        Ok(lib) => emit(&lib),
        Err(()) => {
            let mut msg =
                String::from("dlmdb-sys: could not find the DLMDB library (libdtlv).\nTried:\n");
            for t in &tried {
                msg.push_str("  - ");
                msg.push_str(t);
                msg.push('\n');
            }
            msg.push_str(
                "Fix: install python3 with pip and network access to PyPI, or build DLMDB \
                 yourself and set DLMDB_LIB_DIR to the directory holding libdtlv.so \
                 (or liblmdb.a / liblmdb.so with DLMDB_LIB_NAME=lmdb).",
            );
            // A build script reports failure by exiting non-zero; the message
            // above is what the user sees.
            eprintln!("{msg}");
            println!("cargo:warning={}", msg.replace('\n', " | "));
            std::process::exit(1);
        }
    }
}

/// What to link: a directory, a library name and whether it is shared.
struct Found {
    dir: PathBuf,
    name: String,
    shared: bool,
    file: PathBuf,
}

fn from_user_dir(dir: &Path) -> Result<Found, String> {
    let names: Vec<String> = match env::var("DLMDB_LIB_NAME") {
        Ok(n) => vec![n],
        Err(_) => vec!["dtlv".into(), "lmdb".into()],
    };
    let dylib_ext = if target_os() == "macos" {
        "dylib"
    } else {
        "so"
    };
    for name in &names {
        let shared = dir.join(format!("lib{name}.{dylib_ext}"));
        if shared.is_file() {
            return Ok(Found {
                dir: dir.to_path_buf(),
                name: name.clone(),
                shared: true,
                file: shared,
            });
        }
        let stat = dir.join(format!("lib{name}.a"));
        if stat.is_file() {
            return Ok(Found {
                dir: dir.to_path_buf(),
                name: name.clone(),
                shared: false,
                file: stat,
            });
        }
    }
    Err(format!(
        "no lib{{{}}}.{{{dylib_ext},a}} in that directory",
        names.join(",")
    ))
}

fn target_os() -> String {
    env::var("CARGO_CFG_TARGET_OS").unwrap_or_default()
}

fn from_pypi() -> Result<Found, String> {
    let os = target_os();
    let arch = env::var("CARGO_CFG_TARGET_ARCH").unwrap_or_default();
    let platform = PLATFORMS
        .iter()
        .find(|(o, a, _)| *o == os && *a == arch)
        .map(|(_, _, p)| p)
        .ok_or_else(|| format!("the wheel has no verified library for target {os}-{arch}"))?;

    let cache = match env::var_os("DLMDB_CACHE_DIR") {
        Some(d) => PathBuf::from(d),
        None => {
            let home = env::var_os("HOME").ok_or("neither DLMDB_CACHE_DIR nor HOME is set")?;
            PathBuf::from(home)
                .join(".cache")
                .join("dlmdb-sys")
                .join(DATALEVIN_VERSION)
        }
    };
    let lib_dir = cache.join(platform.dir);
    let lib_path = lib_dir.join(platform.file);

    if !(lib_path.is_file() && sha256_file(&lib_path)? == platform.sha256) {
        let wheel = cache.join(WHEEL_NAME);
        if !(wheel.is_file() && sha256_file(&wheel)? == WHEEL_SHA256) {
            download_wheel(&cache)?;
        }
        let got = sha256_file(&wheel)?;
        if got != WHEEL_SHA256 {
            return Err(format!(
                "{} has SHA-256 {got}, expected {WHEEL_SHA256}; refusing it",
                wheel.display()
            ));
        }
        let bytes = extract(&wheel, platform)?;
        let got = sha256_hex(&bytes);
        if got != platform.sha256 {
            return Err(format!(
                "{}/{} in the jar has SHA-256 {got}, expected {}; refusing it",
                platform.dir, platform.file, platform.sha256
            ));
        }
        write_atomically(&lib_dir, platform.file, &bytes)?;
    }
    Ok(Found {
        dir: lib_dir,
        name: "dtlv".into(),
        shared: true,
        file: lib_path,
    })
}

fn download_wheel(cache: &Path) -> Result<(), String> {
    fs::create_dir_all(cache).map_err(|e| format!("cannot create {}: {e}", cache.display()))?;
    let python = env::var("PYTHON").unwrap_or_else(|_| "python3".into());
    let out = Command::new(&python)
        .args(["-m", "pip", "download", "--no-deps", "--only-binary=:all:"])
        .arg(format!("datalevin=={DATALEVIN_VERSION}"))
        .arg("-d")
        .arg(cache)
        .output()
        .map_err(|e| format!("cannot run `{python} -m pip download`: {e}"))?;
    if !out.status.success() {
        let stderr = String::from_utf8_lossy(&out.stderr);
        let last = stderr
            .lines()
            .rev()
            .find(|l| !l.trim().is_empty())
            .unwrap_or("");
        return Err(format!(
            "`{python} -m pip download` failed ({}): {last}",
            out.status
        ));
    }
    Ok(())
}

fn extract(wheel: &Path, platform: &Platform) -> Result<Vec<u8>, String> {
    let file =
        fs::File::open(wheel).map_err(|e| format!("cannot open {}: {e}", wheel.display()))?;
    let mut outer =
        zip::ZipArchive::new(file).map_err(|e| format!("{} is not a zip: {e}", wheel.display()))?;
    let mut jar_bytes = Vec::new();
    outer
        .by_name(JAR_ENTRY)
        .map_err(|e| format!("{JAR_ENTRY} not in the wheel: {e}"))?
        .read_to_end(&mut jar_bytes)
        .map_err(|e| format!("cannot read {JAR_ENTRY}: {e}"))?;
    let mut jar = zip::ZipArchive::new(std::io::Cursor::new(jar_bytes))
        .map_err(|e| format!("{JAR_ENTRY} is not a zip: {e}"))?;
    let entry = format!("datalevin/dtlvnative/{}/{}", platform.dir, platform.file);
    let mut lib = Vec::new();
    jar.by_name(&entry)
        .map_err(|e| format!("{entry} not in the jar: {e}"))?
        .read_to_end(&mut lib)
        .map_err(|e| format!("cannot read {entry}: {e}"))?;
    Ok(lib)
}

/// Writes `bytes` to `dir/name` through a temporary file and a rename, so a
/// concurrent or interrupted build never sees a half-written library.
fn write_atomically(dir: &Path, name: &str, bytes: &[u8]) -> Result<(), String> {
    fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let tmp = dir.join(format!(".{name}.{}.tmp", std::process::id()));
    let result = (|| {
        let mut f = fs::File::create(&tmp)?;
        f.write_all(bytes)?;
        f.sync_all()?;
        fs::rename(&tmp, dir.join(name))
    })();
    result.map_err(|e| {
        let _ = fs::remove_file(&tmp);
        format!("cannot write {}: {e}", dir.join(name).display())
    })
}

fn sha256_file(path: &Path) -> Result<String, String> {
    let bytes = fs::read(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    Ok(sha256_hex(&bytes))
}

fn sha256_hex(bytes: &[u8]) -> String {
    let digest = Sha256::digest(bytes);
    digest.iter().map(|b| format!("{b:02x}")).collect()
}

/// Tells Cargo what to link (a static library only) and where the shared
/// library is: its path is compiled in for the run-time loader, and a copy
/// goes beside the binaries, where the loader looks first.
fn emit(found: &Found) {
    println!("cargo::rustc-check-cfg=cfg(dlmdb_linked)");
    // Metadata for dependents' build scripts (DEP_DTLV_*).
    println!("cargo:lib_dir={}", found.dir.display());
    println!("cargo:lib_file={}", found.file.display());
    println!("cargo:shared={}", found.shared);
    if !found.shared {
        println!("cargo:rustc-link-search=native={}", found.dir.display());
        println!("cargo:rustc-link-lib=static={}", found.name);
        println!("cargo:rustc-cfg=dlmdb_linked");
        return;
    }
    let file = fs::canonicalize(&found.file).unwrap_or_else(|_| found.file.clone());
    println!("cargo:rustc-env=DLMDB_BUILD_LIB={}", file.display());
    // Copy the library beside the binaries (target/<profile>/), so a binary
    // found there, or copied elsewhere together with the library, loads it
    // from its own directory.
    let (Some(profile_dir), Some(name)) = (profile_dir(), file.file_name()) else {
        return;
    };
    let name = name.to_string_lossy().into_owned();
    let dest = profile_dir.join(&name);
    let stale = match (fs::metadata(&dest), fs::metadata(&file)) {
        (Ok(a), Ok(b)) => a.len() != b.len(),
        _ => true,
    };
    if stale {
        if let Ok(bytes) = fs::read(&file) {
            let _ = write_atomically(&profile_dir, &name, &bytes);
        }
    }
}

/// `target/<profile>` (or `target/<triple>/<profile>`), derived from OUT_DIR
/// = `<profile>/build/<pkg>-<hash>/out`.
fn profile_dir() -> Option<PathBuf> {
    let out = PathBuf::from(env::var_os("OUT_DIR")?);
    out.ancestors().nth(3).map(Path::to_path_buf)
}
