//! Gives this crate's test and bench binaries the rpath to libdtlv that
//! dlmdb-sys found (Cargo applies link args only to a package's own targets).
fn main() {
    if let Ok(args) = std::env::var("DEP_DTLV_LINK_ARGS") {
        for arg in args.split(';').filter(|a| !a.is_empty()) {
            println!("cargo:rustc-link-arg={arg}");
        }
    }
}
