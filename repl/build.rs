//! Gives the `quiver` binary an rpath to libdtlv (beside the binary, and the
//! cache dlmdb-sys found it in): Cargo applies link args only to a package's
//! own targets, so each package with binaries adds them itself.
fn main() {
    if let Ok(args) = std::env::var("DEP_DTLV_LINK_ARGS") {
        for arg in args.split(';').filter(|a| !a.is_empty()) {
            println!("cargo:rustc-link-arg={arg}");
        }
    }
}
