//! What happens when DLMDB finds its own structures damaged.
//!
//! DLMDB checks its pages as it reads them; a failed check (a zeroed or
//! overwritten page) calls the env's assertion function and then aborts
//! the process — there is no way to return an error from that point, and
//! unwinding through C frames is undefined. By default Quiver leaves that
//! as it is (an embedding program decides how it dies). A program that
//! prefers a clear message to a core dump — the `quiver` command — calls
//! [`exit_on_damage`]: every env opened afterwards then reports the
//! failed check on stderr as `error: database is corrupt: …` and exits
//! with that status instead of aborting (D-326). A damaged page can also
//! send a read outside the map (a byte flipped in a page number): the
//! same call installs handlers for SIGSEGV and SIGBUS that report the
//! fault the same way and exit with the status.

use std::io::Write;
use std::sync::atomic::{AtomicI32, Ordering};

use dlmdb_sys as ffi;

/// The exit status on damage; 0 means "abort as DLMDB does".
static EXIT_STATUS: AtomicI32 = AtomicI32::new(0);

/// Makes a failed DLMDB check exit the process with `status` (non-zero)
/// after printing `error: database is corrupt: <check>; run quiver check`,
/// instead of aborting; `0` restores the abort.
pub fn exit_on_damage(status: i32) {
    EXIT_STATUS.store(status, Ordering::Relaxed);
    if status != 0 {
        static INSTALLED: std::sync::Once = std::sync::Once::new();
        INSTALLED.call_once(|| {
            for sig in [libc::SIGSEGV, libc::SIGBUS] {
                // SAFETY: a zeroed sigaction is valid; the handler only
                // reads an atomic, writes to fd 2 and calls `_exit`, all
                // async-signal-safe; SA_ONSTACK uses the alternate stack
                // Rust sets up for each thread.
                unsafe {
                    let mut action: libc::sigaction = std::mem::zeroed();
                    action.sa_sigaction = on_fault as *const () as usize;
                    action.sa_flags = libc::SA_ONSTACK;
                    libc::sigemptyset(&mut action.sa_mask);
                    libc::sigaction(sig, &action, std::ptr::null_mut());
                }
            }
        });
    }
}

/// The SIGSEGV/SIGBUS handler [`exit_on_damage`] installs.
extern "C" fn on_fault(sig: libc::c_int) {
    let msg: &[u8] = if sig == libc::SIGBUS {
        b"error: database is corrupt or truncated: a read fell outside the file (SIGBUS); run `quiver check` and restore from a backup\n"
    } else {
        b"error: database is corrupt: a read fell outside the map (SIGSEGV); run `quiver check` and restore from a backup\n"
    };
    let status = EXIT_STATUS.load(Ordering::Relaxed).max(1);
    // SAFETY: write(2) and _exit(2) are async-signal-safe; `msg` is static.
    unsafe {
        libc::write(2, msg.as_ptr().cast(), msg.len());
        libc::_exit(status)
    }
}

/// The assertion function every env gets.
///
/// # Safety
/// Called by DLMDB with a NUL-terminated message (or null).
pub(crate) unsafe extern "C" fn on_assert(
    _env: *mut ffi::MDB_env,
    msg: *const std::os::raw::c_char,
) {
    let status = EXIT_STATUS.load(Ordering::Relaxed);
    if status == 0 {
        return; // DLMDB prints the message and aborts
    }
    let text = if msg.is_null() {
        "a storage check failed".to_string()
    } else {
        // SAFETY: DLMDB passes a NUL-terminated buffer that lives for the call.
        unsafe { std::ffi::CStr::from_ptr(msg) }
            .to_string_lossy()
            .into_owned()
    };
    let mut err = std::io::stderr().lock();
    let _ = writeln!(
        err,
        "error: database is corrupt: {text}; run `quiver check` and restore from a backup"
    );
    let _ = err.flush();
    // SAFETY: `_exit` ends the process at once, without running destructors
    // or atexit handlers over storage state that just proved inconsistent.
    unsafe { libc::_exit(status) }
}
