//! Transaction listeners ([`Db::listen`], [`Db::listen_with`],
//! [`Db::unlisten`]): each committed transaction's report, in commit
//! order, on a bounded queue per listener.
//!
//! A commit hands its event to every listener's queue while it still
//! holds the commit's order (before the next writer can commit), so each
//! listener sees commits in order. Handing over never waits for a
//! listener: a queue holding `capacity` events takes no more, and the
//! events it misses are counted into one [`TxEvent::Lagged`] marker in
//! their place (like tokio's broadcast `Lagged`). A listener's code never
//! runs on the committing thread: a callback runs on a thread of its own,
//! and a panic in it is caught there.

use std::collections::VecDeque;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::time::Duration;

use super::Db;
use crate::facts::TxReport;
use quiver_store::TxId;

/// What a listener receives.
#[derive(Debug, Clone)]
pub enum TxEvent {
    /// A committed transaction: its id, the datoms it added and retracted
    /// (in write order) and where its tempids went.
    Committed(Arc<TxReport>),
    /// A committed bulk import ([`Db::import_edn`] and its kin): its
    /// transaction and how many datoms it wrote. The datoms themselves
    /// are not listed (an import may write millions); read them through a
    /// snapshot.
    Imported {
        /// The import's transaction.
        tx: TxId,
        /// Datoms written, the tx instant included.
        datoms: u64,
    },
    /// The listener fell behind: this many events after the ones before
    /// this marker were dropped because its queue was full. Events after
    /// the marker are again every commit's, in order.
    Lagged {
        /// Events dropped.
        missed: u64,
    },
}

/// Identifies a listener, for [`Db::unlisten`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ListenerId(u64);

/// The receiving end of a listener made by [`Db::listen`]. Dropping it
/// does not unregister it (its queue fills and then only counts misses);
/// call [`Db::unlisten`].
#[derive(Debug)]
pub struct TxListener {
    id: ListenerId,
    queue: Arc<Queue>,
}

impl TxListener {
    /// Its id, for [`Db::unlisten`].
    pub fn id(&self) -> ListenerId {
        self.id
    }

    /// The next event, waiting for one; `None` once the listener is
    /// unregistered (or the database closed) and its queue is drained.
    pub fn recv(&self) -> Option<TxEvent> {
        self.queue.pop(None)
    }

    /// The next event, waiting at most `timeout`; `None` when none came
    /// (or the listener is closed and drained).
    pub fn recv_timeout(&self, timeout: Duration) -> Option<TxEvent> {
        self.queue.pop(Some(timeout))
    }

    /// The next event if one is queued, without waiting.
    pub fn try_recv(&self) -> Option<TxEvent> {
        self.queue.pop(Some(Duration::ZERO))
    }
}

#[derive(Debug)]
struct Queue {
    state: Mutex<State>,
    ready: Condvar,
    capacity: usize,
}

#[derive(Debug, Default)]
struct State {
    events: VecDeque<TxEvent>,
    /// Events in `events` that are not `Lagged` markers.
    held: usize,
    closed: bool,
}

impl Queue {
    fn new(capacity: usize) -> Self {
        Queue {
            state: Mutex::new(State::default()),
            ready: Condvar::new(),
            capacity: capacity.max(1),
        }
    }

    /// The state; a panic elsewhere never holds it (no listener code runs
    /// under it), so a poisoned lock is taken as it is.
    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Queues `event`, or counts it missed when the queue is full.
    fn push(&self, event: &TxEvent) {
        let mut s = self.lock();
        if s.closed {
            return;
        }
        if s.held >= self.capacity {
            match s.events.back_mut() {
                Some(TxEvent::Lagged { missed }) => *missed += 1,
                _ => s.events.push_back(TxEvent::Lagged { missed: 1 }),
            }
        } else {
            s.events.push_back(event.clone());
            s.held += 1;
        }
        drop(s);
        self.ready.notify_one();
    }

    fn pop(&self, timeout: Option<Duration>) -> Option<TxEvent> {
        let deadline = timeout.map(|t| std::time::Instant::now() + t);
        let mut s = self.lock();
        loop {
            if let Some(e) = s.events.pop_front() {
                if !matches!(e, TxEvent::Lagged { .. }) {
                    s.held -= 1;
                }
                return Some(e);
            }
            if s.closed {
                return None;
            }
            s = match deadline {
                None => self.ready.wait(s).unwrap_or_else(|p| p.into_inner()),
                Some(d) => {
                    let left = d.saturating_duration_since(std::time::Instant::now());
                    if left.is_zero() {
                        return None;
                    }
                    self.ready
                        .wait_timeout(s, left)
                        .unwrap_or_else(|p| p.into_inner())
                        .0
                }
            };
        }
    }

    fn close(&self) {
        self.lock().closed = true;
        self.ready.notify_all();
    }
}

/// The listeners of one [`Db`].
#[derive(Debug, Default)]
pub(crate) struct Listeners {
    next: AtomicU64,
    list: Mutex<Vec<(ListenerId, Arc<Queue>)>>,
    /// Whether `list` is non-empty, read by every commit without a lock.
    any: std::sync::atomic::AtomicBool,
}

impl Listeners {
    fn list(&self) -> MutexGuard<'_, Vec<(ListenerId, Arc<Queue>)>> {
        self.list.lock().unwrap_or_else(|p| p.into_inner())
    }

    fn add(&self, capacity: usize) -> TxListener {
        let id = ListenerId(self.next.fetch_add(1, Ordering::Relaxed));
        let queue = Arc::new(Queue::new(capacity));
        let mut list = self.list();
        list.push((id, queue.clone()));
        self.any.store(true, Ordering::Release);
        TxListener { id, queue }
    }

    fn remove(&self, id: ListenerId) -> bool {
        let mut list = self.list();
        let Some(i) = list.iter().position(|(l, _)| *l == id) else {
            return false;
        };
        let (_, queue) = list.remove(i);
        self.any.store(!list.is_empty(), Ordering::Release);
        drop(list);
        queue.close();
        true
    }

    /// The event `make` builds, when there is a listener to hear it;
    /// nothing is built otherwise (the common case costs one atomic load).
    pub(crate) fn prepare(&self, make: impl FnOnce() -> TxEvent) -> Option<TxEvent> {
        self.any.load(Ordering::Acquire).then(make)
    }

    /// Hands `event` to every listener registered now (one registered
    /// between `prepare` and this, when there was none before, misses
    /// this commit: it registered as it happened).
    pub(crate) fn deliver(&self, event: Option<TxEvent>) {
        let Some(event) = event else { return };
        for (_, q) in self.list().iter() {
            q.push(&event);
        }
    }
}

impl Drop for Listeners {
    fn drop(&mut self) {
        for (_, q) in self.list().drain(..) {
            q.close();
        }
    }
}

/// Events a listener's queue holds before it starts counting misses,
/// unless [`Db::listen`] is given another capacity.
pub const DEFAULT_LISTENER_CAPACITY: usize = 1024;

impl Db {
    /// Registers a listener: every transaction committed through this
    /// `Db` from now on is queued for it, in commit order, as a
    /// [`TxEvent`]. At most `capacity` events wait in its queue; when it
    /// is full, later events are dropped and counted in a
    /// [`TxEvent::Lagged`] marker in their place, so a slow or absent
    /// reader never slows or blocks a commit and its memory stays bounded
    /// (about `capacity` reports). Commits of other processes are not
    /// seen.
    ///
    /// ```
    /// # let dir = tempfile::tempdir()?;
    /// # let db = quiver::Db::open(dir.path(), quiver::DbOptions::default())?;
    /// let listener = db.listen(16);
    /// let report = db.transact_edn(r#"[{:name "Ann"}]"#)?;
    /// match listener.try_recv() {
    ///     Some(quiver::TxEvent::Committed(r)) => assert_eq!(r.tx, report.tx),
    ///     other => panic!("{other:?}"),
    /// }
    /// db.unlisten(listener.id());
    /// assert!(listener.recv().is_none());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn listen(&self, capacity: usize) -> TxListener {
        self.listeners.add(capacity)
    }

    /// Registers `callback` to be called with every committed
    /// transaction's event, in commit order, on a thread of its own (never
    /// on the committing thread). Its queue holds up to `capacity` events
    /// as [`Db::listen`]'s does. A panic in the callback is caught: that
    /// event is skipped and later ones still arrive. The thread ends after
    /// [`Db::unlisten`] (once the callback running then returns) or when
    /// the database is dropped.
    ///
    /// # Errors
    /// [`Error::ListenerThread`](crate::Error::ListenerThread) when the
    /// thread cannot be started (nothing is registered then).
    pub fn listen_with(
        &self,
        capacity: usize,
        mut callback: impl FnMut(&TxEvent) + Send + 'static,
    ) -> crate::Result<ListenerId> {
        let listener = self.listeners.add(capacity);
        let id = listener.id;
        let spawned = std::thread::Builder::new()
            .name(format!("quiver-listener-{}", id.0))
            .spawn(move || {
                while let Some(event) = listener.recv() {
                    // The callback's state is its own: a panic leaves it
                    // as the callback left it.
                    let _ = catch_unwind(AssertUnwindSafe(|| callback(&event)));
                }
            });
        match spawned {
            Ok(_) => Ok(id),
            Err(e) => {
                // No thread: nothing would ever drain the queue.
                self.listeners.remove(id);
                Err(crate::Error::ListenerThread(e.to_string()))
            }
        }
    }

    /// Unregisters a listener: it receives nothing committed later, and
    /// its [`TxListener::recv`] returns `None` once drained. False when
    /// no such listener is registered.
    pub fn unlisten(&self, id: ListenerId) -> bool {
        self.listeners.remove(id)
    }
}
