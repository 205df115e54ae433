//! Stopping in-flight reads and writes with DLMDB's env-wide interrupt flag.

use crate::env::{Env, EnvInner};
use std::sync::Arc;
use std::sync::atomic::Ordering;

/// Sets and clears the environment's interrupt flag (`mdb_env_set_interrupt`).
///
/// While set, **every** page search, cursor read and put in every transaction
/// of the environment — the writer included — fails with
/// [`crate::Error::Interrupted`], and those transactions become unusable.
/// It means "stop everything now" (Ctrl-C, shutdown). Cancelling one query
/// among many belongs to the executor's own token. After [`clear`](Self::clear),
/// new transactions work normally.
#[derive(Clone)]
pub struct InterruptHandle {
    env: Arc<EnvInner>,
}

impl std::fmt::Debug for InterruptHandle {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("InterruptHandle")
    }
}

impl InterruptHandle {
    pub(crate) fn new(env: Arc<EnvInner>) -> Self {
        InterruptHandle { env }
    }

    /// Raises the flag: in-flight and new operations fail with `Interrupted`.
    pub fn interrupt(&self) {
        // DLMDB's flag first: whoever sees ours raised may rely on both
        // being raised (see `Env::clear_interrupt`).
        // SAFETY: the env stays open while this handle holds its Arc; setting
        // the flag is an atomic store inside DLMDB (async-signal-safe).
        unsafe { dlmdb_sys::mdb_env_set_interrupt(self.env.ptr, 1) };
        self.env.interrupted.store(true, Ordering::SeqCst);
    }

    /// Lowers the flag; transactions begun afterwards work normally.
    pub fn clear(&self) {
        self.env.interrupted.store(false, Ordering::SeqCst);
        // SAFETY: as in `interrupt`.
        unsafe { dlmdb_sys::mdb_env_set_interrupt(self.env.ptr, 0) };
    }
}

/// Interrupting an environment's operations.
impl Env {
    /// A handle that interrupts every in-flight operation of this environment.
    pub fn interrupt_handle(&self) -> InterruptHandle {
        InterruptHandle::new(self.inner.clone())
    }

    /// Lowers the interrupt flag if it is raised ([`InterruptHandle::clear`]
    /// without a handle, and without a store when nothing interrupted: the
    /// cost of a query answered from a cache counts in nanoseconds).
    /// [`InterruptHandle::interrupt`] raises DLMDB's flag before ours, so
    /// seeing ours lowered means no interrupt has finished since the last
    /// clear.
    pub fn clear_interrupt(&self) {
        if self
            .inner
            .interrupted
            .load(std::sync::atomic::Ordering::SeqCst)
        {
            self.interrupt_handle().clear();
        }
    }
}
