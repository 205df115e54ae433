//! Loading the shared library at run time.
//!
//! Cargo gives link arguments (an rpath) only to the package that emits
//! them, so an application depending on `quiver` would link `libdtlv.so`
//! but not find it when started outside Cargo. Instead nothing links it:
//! the first DLMDB call (or [`load`]) opens it with `dlopen` from, in order,
//!
//! 1. the executable's directory (the build copies the library into
//!    `target/<profile>/`; ship it beside a copied binary), then
//! 2. the file the build found (the verified wheel's copy in the cache, or
//!    `DLMDB_LIB_DIR`), an absolute path compiled in.
//!
//! A failure names both places and what went wrong at each.

use std::fmt;
use std::path::{Path, PathBuf};

/// Why the DLMDB library could not be loaded: each place tried and what
/// went wrong there.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LoadError {
    /// The library's file name (`libdtlv.so`, `libdtlv.dylib`).
    pub file: String,
    /// Each path tried, with the reason it failed.
    pub tried: Vec<(PathBuf, String)>,
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "cannot load the DLMDB library {}: tried", self.file)?;
        for (i, (path, why)) in self.tried.iter().enumerate() {
            let sep = if i == 0 { " " } else { "; " };
            write!(f, "{sep}{} ({why})", path.display())?;
        }
        write!(
            f,
            ". Put {} beside the executable (the build leaves a copy in target/<profile>/)",
            self.file
        )
    }
}

impl std::error::Error for LoadError {}

#[cfg(not(dlmdb_linked))]
mod dynamic {
    use super::*;
    use crate::functions::Api;
    use std::sync::OnceLock;

    /// The file the build script found (absolute), compiled in.
    const BUILD_LIB: &str = env!("DLMDB_BUILD_LIB");

    /// The loaded library and its functions. Kept for the life of the
    /// process: the function pointers in `api` point into `_lib`.
    pub(crate) struct Loaded {
        pub(crate) api: Api,
        pub(crate) path: PathBuf,
        _lib: libloading::Library,
    }

    static LOADED: OnceLock<Result<Loaded, LoadError>> = OnceLock::new();

    pub(crate) fn loaded() -> &'static Result<Loaded, LoadError> {
        LOADED.get_or_init(|| {
            let exe_dir = std::env::current_exe()
                .ok()
                .and_then(|p| p.parent().map(Path::to_path_buf));
            load_from(&candidates(exe_dir.as_deref(), Path::new(BUILD_LIB)))
        })
    }

    /// Where to look, in order: beside the executable, then the build's file.
    pub(crate) fn candidates(exe_dir: Option<&Path>, build_lib: &Path) -> Vec<PathBuf> {
        let mut out = Vec::new();
        if let (Some(dir), Some(name)) = (exe_dir, build_lib.file_name()) {
            out.push(dir.join(name));
        }
        if !out.iter().any(|p| p == build_lib) {
            out.push(build_lib.to_path_buf());
        }
        out
    }

    /// Opens the first candidate that exists and holds every function.
    pub(crate) fn load_from(paths: &[PathBuf]) -> Result<Loaded, LoadError> {
        let mut tried = Vec::new();
        for path in paths {
            if !path.is_file() {
                tried.push((path.clone(), "not found".to_string()));
                continue;
            }
            // SAFETY: loading runs the library's initialisers; libdtlv is
            // DLMDB (plain C, no initialisers with preconditions), and the
            // handle is kept for the life of the process.
            let lib = match unsafe { libloading::Library::new(path) } {
                Ok(lib) => lib,
                Err(e) => {
                    tried.push((path.clone(), e.to_string()));
                    continue;
                }
            };
            match Api::resolve(&lib) {
                Ok(api) => {
                    return Ok(Loaded {
                        api,
                        path: path.clone(),
                        _lib: lib,
                    });
                }
                Err(e) => tried.push((path.clone(), e)),
            }
        }
        let file = Path::new(BUILD_LIB)
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        Err(LoadError { file, tried })
    }

    /// The functions, loading the library on first use.
    ///
    /// # Panics
    ///
    /// When the library cannot be loaded; [`crate::load`] returns that as an
    /// error, and the safe layer calls it before anything else.
    pub(crate) fn api() -> &'static Api {
        match loaded() {
            Ok(l) => &l.api,
            Err(e) => panic!("{e}"),
        }
    }
}

#[cfg(not(dlmdb_linked))]
pub(crate) use dynamic::api;

/// Loads the DLMDB library if it is not loaded yet and returns the file it
/// came from (`None` when it is linked in). Every later call returns the
/// first call's outcome.
///
/// ```
/// let path = dlmdb_sys::load().expect("the build copied libdtlv beside the tests");
/// assert!(path.is_none() || path.unwrap().is_file());
/// ```
pub fn load() -> Result<Option<&'static Path>, LoadError> {
    #[cfg(not(dlmdb_linked))]
    {
        match dynamic::loaded() {
            Ok(l) => Ok(Some(l.path.as_path())),
            Err(e) => Err(e.clone()),
        }
    }
    #[cfg(dlmdb_linked)]
    {
        Ok(None)
    }
}

#[cfg(all(test, not(dlmdb_linked)))]
mod tests {
    use super::dynamic::{candidates, load_from};
    use std::path::{Path, PathBuf};

    #[test]
    fn beside_the_executable_comes_first() {
        let c = candidates(Some(Path::new("/app/bin")), Path::new("/cache/libdtlv.so"));
        assert_eq!(
            c,
            vec![
                PathBuf::from("/app/bin/libdtlv.so"),
                PathBuf::from("/cache/libdtlv.so")
            ]
        );
        // The same file is not tried twice.
        let c = candidates(Some(Path::new("/cache")), Path::new("/cache/libdtlv.so"));
        assert_eq!(c, vec![PathBuf::from("/cache/libdtlv.so")]);
    }

    #[test]
    fn failure_names_every_place_tried() {
        let dir = tempfile::tempdir().unwrap();
        let missing = dir.path().join("libdtlv.so");
        let not_a_library = dir.path().join("other").join("libdtlv.so");
        std::fs::create_dir(not_a_library.parent().unwrap()).unwrap();
        std::fs::write(&not_a_library, b"not an ELF file").unwrap();
        let err = match load_from(&[missing.clone(), not_a_library.clone()]) {
            Ok(_) => panic!("loaded a library from nothing"),
            Err(e) => e,
        };
        let msg = err.to_string();
        assert!(
            msg.starts_with("cannot load the DLMDB library libdtlv"),
            "{msg}"
        );
        assert!(
            msg.contains(&format!("{} (not found)", missing.display())),
            "{msg}"
        );
        assert!(msg.contains(&not_a_library.display().to_string()), "{msg}");
        assert!(msg.contains("beside the executable"), "{msg}");
        assert_eq!(err.tried.len(), 2);
    }
}
