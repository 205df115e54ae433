//! Stopping a running query: per-query timeouts ([`Watchdog`]) and Ctrl-C
//! in the REPL ([`SigintRouter`]). Both call the backend's interrupt handle.
//!
//! Why signal-hook rather than `ctrlc`: a `ctrlc` handler, once set, owns
//! SIGINT for the life of the process, so Ctrl-C outside a query would have
//! to be emulated by hand. signal-hook's conditional default action lets
//! SIGINT behave exactly as if no handler were installed (the process dies)
//! except while a form is evaluating, when it is routed — through a
//! self-pipe read by an ordinary thread, so no code runs inside the signal
//! handler — to the running query's interrupt handle.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread::{self, JoinHandle};
use std::time::Duration;

use signal_hook::consts::{SIGINT, SIGTERM};
use signal_hook::iterator::Signals;

/// What interrupts the running query (see `Backend::interrupt_handle`).
pub type InterruptHandle = Arc<dyn Fn() + Send + Sync>;

/// Calls an interrupt handle when a deadline passes, unless dropped first.
///
/// Dropping joins the thread, so the handle is never called after the
/// watchdog is gone (and so never hits a later query).
pub struct Watchdog {
    done: Option<mpsc::Sender<()>>,
    thread: Option<JoinHandle<()>>,
}

impl Watchdog {
    /// Starts a watchdog that calls `interrupt` after `after`.
    pub fn start(after: Duration, interrupt: InterruptHandle) -> Self {
        let (done, rx) = mpsc::channel::<()>();
        let thread = thread::spawn(move || {
            if let Err(RecvTimeoutError::Timeout) = rx.recv_timeout(after) {
                interrupt();
            }
        });
        Watchdog {
            done: Some(done),
            thread: Some(thread),
        }
    }
}

impl Drop for Watchdog {
    fn drop(&mut self) {
        // Disconnecting wakes the thread without a timeout.
        drop(self.done.take());
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

struct Shared {
    /// True: SIGINT does what it would without a handler (ends the process).
    default_action: Arc<AtomicBool>,
    /// The handle to call while a form evaluates.
    current: Mutex<Option<InterruptHandle>>,
    /// Set when a SIGINT was routed to `current`.
    fired: AtomicBool,
    /// Batch mode (`quiver run`): SIGINT never kills the process; it stops
    /// the running form and asks the run to stop at the next form.
    batch: bool,
    /// Set by any SIGINT in batch mode.
    stop: AtomicBool,
}

/// Routes SIGINT to the running form's interrupt handle while it is
/// [armed](SigintRouter::arm); otherwise SIGINT keeps its default action.
#[derive(Clone)]
pub struct SigintRouter {
    shared: Arc<Shared>,
}

impl SigintRouter {
    /// Installs the signal handling for the REPL (once per process): outside
    /// a form, SIGINT keeps its default action.
    ///
    /// # Errors
    /// When the signal handler or its thread cannot be set up.
    pub fn install() -> std::io::Result<Self> {
        Self::install_with(false, None)
    }

    /// [`SigintRouter::install`], and SIGTERM ends the REPL cleanly: the
    /// running form is interrupted, `on_terminate` runs (it restores the
    /// terminal and removes the temporary database), and the process exits
    /// with status 143 (128 + SIGTERM), as a shell reports a terminated
    /// program.
    ///
    /// # Errors
    /// When the signal handler or its thread cannot be set up.
    pub fn install_interactive(on_terminate: Box<dyn Fn() + Send>) -> std::io::Result<Self> {
        Self::install_with(false, Some(on_terminate))
    }

    /// Installs the signal handling for a batch run: SIGINT never ends the
    /// process by itself (so the temporary database is removed); it
    /// interrupts the running form, and [`SigintRouter::stop_requested`]
    /// tells the run to stop before the next form.
    ///
    /// # Errors
    /// When the signal handler or its thread cannot be set up.
    pub fn install_batch() -> std::io::Result<Self> {
        Self::install_with(true, None)
    }

    /// True when a SIGINT arrived during a batch run.
    pub fn stop_requested(&self) -> bool {
        self.shared.batch && self.shared.stop.load(Ordering::SeqCst)
    }

    fn install_with(
        batch: bool,
        on_terminate: Option<Box<dyn Fn() + Send>>,
    ) -> std::io::Result<Self> {
        let default_action = Arc::new(AtomicBool::new(!batch));
        signal_hook::flag::register_conditional_default(SIGINT, Arc::clone(&default_action))?;
        // A batch run treats SIGTERM as Ctrl-C: the running form stops,
        // the temporary database is removed, the status is 130. The REPL
        // ends on it, after `on_terminate`.
        let mut signals = if batch {
            signal_hook::flag::register_conditional_default(SIGTERM, Arc::clone(&default_action))?;
            Signals::new([SIGINT, SIGTERM])?
        } else if on_terminate.is_some() {
            Signals::new([SIGINT, SIGTERM])?
        } else {
            Signals::new([SIGINT])?
        };
        let shared = Arc::new(Shared {
            default_action,
            current: Mutex::new(None),
            fired: AtomicBool::new(false),
            batch,
            stop: AtomicBool::new(false),
        });
        let for_thread = Arc::clone(&shared);
        thread::Builder::new()
            .name("quiver-sigint".into())
            .spawn(move || {
                for signal in signals.forever() {
                    for_thread.stop.store(true, Ordering::SeqCst);
                    let current = for_thread
                        .current
                        .lock()
                        .unwrap_or_else(PoisonError::into_inner)
                        .clone();
                    if let Some(interrupt) = current {
                        for_thread.fired.store(true, Ordering::SeqCst);
                        interrupt();
                    }
                    if signal == SIGTERM
                        && let Some(on_terminate) = &on_terminate
                    {
                        on_terminate();
                        std::process::exit(128 + SIGTERM);
                    }
                }
            })?;
        Ok(SigintRouter { shared })
    }

    /// Routes SIGINT to `interrupt` until the returned guard is dropped.
    pub fn arm(&self, interrupt: InterruptHandle) -> Armed<'_> {
        self.shared.fired.store(false, Ordering::SeqCst);
        *self
            .shared
            .current
            .lock()
            .unwrap_or_else(PoisonError::into_inner) = Some(interrupt);
        self.shared.default_action.store(false, Ordering::SeqCst);
        Armed { router: self }
    }
}

/// While alive, Ctrl-C interrupts the running form instead of the process.
pub struct Armed<'a> {
    router: &'a SigintRouter,
}

impl Armed<'_> {
    /// True when a Ctrl-C was routed to the form since [`SigintRouter::arm`].
    pub fn fired(&self) -> bool {
        self.router.shared.fired.load(Ordering::SeqCst)
    }
}

impl Drop for Armed<'_> {
    fn drop(&mut self) {
        let shared = &self.router.shared;
        *shared
            .current
            .lock()
            .unwrap_or_else(PoisonError::into_inner) = None;
        shared.default_action.store(!shared.batch, Ordering::SeqCst);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicUsize;
    use std::time::Instant;

    #[test]
    fn watchdog_fires_after_the_deadline() {
        let calls = Arc::new(AtomicUsize::new(0));
        let c = Arc::clone(&calls);
        let dog = Watchdog::start(
            Duration::from_millis(20),
            Arc::new(move || {
                c.fetch_add(1, Ordering::SeqCst);
            }),
        );
        let start = Instant::now();
        while calls.load(Ordering::SeqCst) == 0 && start.elapsed() < Duration::from_secs(5) {
            thread::sleep(Duration::from_millis(5));
        }
        drop(dog);
        assert_eq!(calls.load(Ordering::SeqCst), 1);
    }

    #[test]
    fn a_dropped_watchdog_never_fires() {
        let calls = Arc::new(AtomicUsize::new(0));
        let c = Arc::clone(&calls);
        let dog = Watchdog::start(
            Duration::from_secs(3600),
            Arc::new(move || {
                c.fetch_add(1, Ordering::SeqCst);
            }),
        );
        drop(dog);
        assert_eq!(calls.load(Ordering::SeqCst), 0);
    }
}
