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
//!
//! A SIGSEGV is also how a thread's stack overflow ends (its guard page).
//! That is not damage, and is never reported as such (D-740): on Linux
//! (x86-64, AArch64) the handler compares the fault address with the
//! faulting thread's stack pointer, read from the signal context; a fault
//! within [`STACK_REACH`] of it is a stack overflow, and the handler that
//! was installed before ours (Rust's, which prints "thread … has
//! overflowed its stack" and aborts) is put back to report it. Elsewhere
//! every SIGSEGV is reported as damage, as before.

use std::io::Write;
use std::sync::atomic::{AtomicI32, AtomicUsize, Ordering};

use dlmdb_sys as ffi;

/// The exit status on damage; 0 means "abort as DLMDB does".
static EXIT_STATUS: AtomicI32 = AtomicI32::new(0);

/// How far below (or above) the stack pointer a SIGSEGV still counts as
/// a stack overflow: the largest frame a probe or a C function could skip
/// past the guard page. DLMDB's map is never this close to a stack.
pub(crate) const STACK_REACH: usize = 1 << 20;

/// The SIGSEGV action in place before [`exit_on_damage`] installed its
/// own (`sa_sigaction` and `sa_flags`), put back on a stack overflow.
static PREVIOUS_SEGV: AtomicUsize = AtomicUsize::new(libc::SIG_DFL);
static PREVIOUS_SEGV_FLAGS: AtomicI32 = AtomicI32::new(0);

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
                // reads atomics and the signal context, writes to fd 2,
                // calls sigaction and `_exit`, all async-signal-safe;
                // SA_ONSTACK uses the alternate stack Rust sets up for
                // each thread (so a stack overflow can be handled).
                unsafe {
                    let mut action: libc::sigaction = std::mem::zeroed();
                    action.sa_sigaction = on_fault as *const () as usize;
                    action.sa_flags = libc::SA_ONSTACK | libc::SA_SIGINFO;
                    libc::sigemptyset(&mut action.sa_mask);
                    let mut previous: libc::sigaction = std::mem::zeroed();
                    if libc::sigaction(sig, &action, &mut previous) == 0 && sig == libc::SIGSEGV {
                        PREVIOUS_SEGV.store(previous.sa_sigaction, Ordering::Relaxed);
                        PREVIOUS_SEGV_FLAGS.store(previous.sa_flags, Ordering::Relaxed);
                    }
                }
            }
        });
    }
}

/// Ignores SIGXFSZ, so that a write past the process's file size limit
/// (`ulimit -f`) fails with an error the commit reports ("file size limit
/// reached", D-746) instead of killing the process without a word. The
/// `quiver` command calls it at start; an embedding program decides.
pub fn ignore_file_size_signal() {
    // SAFETY: setting a signal's disposition to SIG_IGN has no
    // preconditions; no handler code runs.
    unsafe {
        libc::signal(libc::SIGXFSZ, libc::SIG_IGN);
    }
}

/// The faulting thread's stack pointer, from the signal context.
#[cfg(all(target_os = "linux", target_arch = "x86_64"))]
fn stack_pointer(ctx: *mut libc::c_void) -> Option<usize> {
    let uc = ctx.cast::<libc::ucontext_t>();
    // SAFETY: the kernel passes a valid ucontext_t to an SA_SIGINFO
    // handler; reading one register from it has no side effect.
    unsafe { uc.as_ref() }.map(|uc| uc.uc_mcontext.gregs[libc::REG_RSP as usize] as usize)
}

/// The faulting thread's stack pointer, from the signal context.
#[cfg(all(target_os = "linux", target_arch = "aarch64"))]
fn stack_pointer(ctx: *mut libc::c_void) -> Option<usize> {
    let uc = ctx.cast::<libc::ucontext_t>();
    // SAFETY: the kernel passes a valid ucontext_t to an SA_SIGINFO
    // handler; reading one register from it has no side effect.
    unsafe { uc.as_ref() }.map(|uc| uc.uc_mcontext.sp as usize)
}

/// Elsewhere the stack pointer is not read: every fault counts as damage.
#[cfg(not(all(
    target_os = "linux",
    any(target_arch = "x86_64", target_arch = "aarch64")
)))]
fn stack_pointer(_ctx: *mut libc::c_void) -> Option<usize> {
    None
}

/// True when a fault at `addr` with the stack pointer at `sp` is the
/// thread running into its stack's guard page.
pub(crate) fn is_stack_overflow(addr: usize, sp: usize) -> bool {
    addr.abs_diff(sp) < STACK_REACH
}

/// The SIGSEGV/SIGBUS handler [`exit_on_damage`] installs.
extern "C" fn on_fault(sig: libc::c_int, info: *mut libc::siginfo_t, ctx: *mut libc::c_void) {
    if sig == libc::SIGSEGV {
        // SAFETY: the kernel passes a valid siginfo_t to an SA_SIGINFO
        // handler; si_addr is the faulting address for SIGSEGV.
        let addr = unsafe { info.as_ref() }.map(|i| unsafe { i.si_addr() } as usize);
        if let (Some(addr), Some(sp)) = (addr, stack_pointer(ctx))
            && is_stack_overflow(addr, sp)
        {
            restore_previous_segv();
            // Returning re-runs the faulting access, which now reaches
            // the previous handler (or the default action).
            return;
        }
    }
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

/// Puts back the SIGSEGV action that was there before ours.
fn restore_previous_segv() {
    // SAFETY: a zeroed sigaction is valid; the fields come from the action
    // sigaction(2) returned when ours was installed; sigaction is
    // async-signal-safe.
    unsafe {
        let mut action: libc::sigaction = std::mem::zeroed();
        action.sa_sigaction = PREVIOUS_SEGV.load(Ordering::Relaxed);
        action.sa_flags = PREVIOUS_SEGV_FLAGS.load(Ordering::Relaxed);
        libc::sigemptyset(&mut action.sa_mask);
        libc::sigaction(libc::SIGSEGV, &action, std::ptr::null_mut());
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
