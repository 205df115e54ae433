//! The fault handlers `exit_on_damage` installs tell a stack overflow
//! from a read outside the map (D-740). Each case runs in a child process
//! (this test binary again, selected by an environment variable), since
//! both end the process.

use std::process::Command;

const CHILD: &str = "QUIVER_FATAL_CHILD";

/// Runs this binary's test `name` as a child with `CHILD=case`.
fn child(name: &str, case: &str) -> (Option<i32>, String) {
    let out = Command::new(std::env::current_exe().unwrap())
        .args([
            &format!("fatal::{name}"),
            "--exact",
            "--nocapture",
            "--test-threads=1",
        ])
        .env(CHILD, case)
        .output()
        .unwrap();
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[inline(never)]
fn recurse(n: u64) -> u64 {
    let pad = std::hint::black_box([n; 64]);
    if n == u64::MAX {
        return pad[3];
    }
    recurse(n + 1).wrapping_add(std::hint::black_box(pad[7]))
}

/// A stack overflow with the handlers installed is reported as one (by
/// Rust's own handler), never as a corrupt database.
#[test]
fn a_stack_overflow_is_not_reported_as_corruption() {
    if std::env::var(CHILD).as_deref() == Ok("overflow") {
        quiver_kv::exit_on_damage(3);
        let handle = std::thread::Builder::new()
            .stack_size(256 * 1024)
            .spawn(|| recurse(0))
            .unwrap();
        let _ = handle.join();
        return;
    }
    let (code, stderr) = child("a_stack_overflow_is_not_reported_as_corruption", "overflow");
    assert!(!stderr.contains("corrupt"), "{stderr}");
    assert!(stderr.contains("overflowed its stack"), "{stderr}");
    assert_ne!(code, Some(3), "{stderr}");
    assert_ne!(code, Some(0), "{stderr}");
}

/// A read far from any stack (as a damaged page number sends DLMDB) is
/// still reported as damage, with the chosen exit status.
#[test]
fn a_wild_read_is_reported_as_corruption() {
    if std::env::var(CHILD).as_deref() == Ok("wild") {
        quiver_kv::exit_on_damage(3);
        let addr = std::hint::black_box(0x10usize) as *const u8;
        // SAFETY: not safe at all, on purpose: the read faults, and the
        // handler under test ends the process before it returns.
        let byte = unsafe { std::ptr::read_volatile(addr) };
        println!("{byte}");
        return;
    }
    let (code, stderr) = child("a_wild_read_is_reported_as_corruption", "wild");
    assert_eq!(code, Some(3), "{stderr}");
    assert!(stderr.contains("database is corrupt"), "{stderr}");
}
