//! What bounds a built-in's work: the largest value it may build and when
//! it must stop (D-743).
//!
//! Built-ins are plain functions of their arguments, called once a row;
//! passing limits through every call would cost each of them. Instead a
//! query run sets its limits for the thread once ([`enter`]), and only the
//! built-ins that build a value whose size the arguments do not bound
//! (`str`, `clojure.string/join`, `clojure.string/replace` and
//! `replace-first`, `re-seq`,
//! `clojure.string/split`, `pr-str` and kin, `range`) read them: they
//! check the size of their output before (or, when it cannot be known in
//! advance, while) they allocate it, and the deadline and cancel flag
//! every [`CHECK_EVERY`] pieces. With no limits entered (a built-in called
//! directly), results are bounded by [`DEFAULT_MAX_BYTES`] and nothing
//! stops them early.

use std::cell::RefCell;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use crate::error::{Error, Result};

/// The largest value one built-in call may build under any limits: the
/// query's memory budget bounds it too, but a budget of gigabytes would
/// let a value that doubles at each step (a recursive rule applying `str`
/// or `vector` to its own result) spend seconds past the deadline on its
/// last copy, since copying, hashing and printing one value is not
/// interruptible (D-899).
pub const MAX_VALUE_BYTES: usize = 256 << 20;

/// The largest value a built-in builds when no limits were entered: the
/// cap itself.
pub const DEFAULT_MAX_BYTES: usize = MAX_VALUE_BYTES;

/// How many pieces (matches, elements) a built-in builds between two
/// looks at the clock and the cancel flag.
pub const CHECK_EVERY: usize = 1024;

/// The limits of one query run.
#[derive(Clone, Debug)]
pub struct Limits {
    /// The largest value (in bytes) one call may build: the query's
    /// memory budget.
    pub max_bytes: usize,
    /// When the query must stop.
    pub deadline: Option<Instant>,
    /// Set when the query is cancelled.
    pub cancel: Option<Arc<AtomicBool>>,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            max_bytes: DEFAULT_MAX_BYTES,
            deadline: None,
            cancel: None,
        }
    }
}

thread_local! {
    static CURRENT: RefCell<Option<Limits>> = const { RefCell::new(None) };
}

/// Restores the limits that were in force before [`enter`] when dropped.
#[must_use = "the limits hold until the guard is dropped"]
pub struct Entered {
    previous: Option<Limits>,
}

impl Drop for Entered {
    fn drop(&mut self) {
        let previous = self.previous.take();
        CURRENT.with(|c| *c.borrow_mut() = previous);
    }
}

/// Makes `limits` bound every built-in called on this thread until the
/// guard is dropped (nested query runs restore the outer limits).
pub fn enter(limits: Limits) -> Entered {
    let previous = CURRENT.with(|c| c.borrow_mut().replace(limits));
    Entered { previous }
}

/// The largest value a built-in may build now: the entered memory budget,
/// at most [`MAX_VALUE_BYTES`].
pub fn max_bytes() -> usize {
    CURRENT.with(|c| {
        c.borrow()
            .as_ref()
            .map_or(DEFAULT_MAX_BYTES, |l| l.max_bytes)
            .min(MAX_VALUE_BYTES)
    })
}

/// Fails with [`Error::TooLarge`] when a result of `bytes` would outgrow
/// the limit.
pub fn check_size(function: &'static str, bytes: usize) -> Result<()> {
    let budget = max_bytes();
    if bytes > budget {
        return Err(Error::TooLarge {
            function,
            bytes,
            budget,
        });
    }
    Ok(())
}

/// Fails with [`Error::Stopped`] when the deadline passed or the query
/// was cancelled.
pub fn check_time(function: &'static str) -> Result<()> {
    let stop = CURRENT.with(|c| {
        c.borrow().as_ref().is_some_and(|l| {
            l.cancel.as_ref().is_some_and(|f| f.load(Ordering::Relaxed))
                || l.deadline.is_some_and(|d| Instant::now() >= d)
        })
    });
    if stop {
        return Err(Error::Stopped { function });
    }
    Ok(())
}

/// Counts the pieces a built-in builds: [`Budget::grow`] checks the size
/// each time, and the clock every [`CHECK_EVERY`] pieces.
pub struct Budget {
    function: &'static str,
    max: usize,
    pieces: usize,
}

impl Budget {
    /// A budget for one call of `function`.
    pub fn new(function: &'static str) -> Budget {
        Budget {
            function,
            max: max_bytes(),
            pieces: 0,
        }
    }

    /// The largest result this call may build.
    pub fn max(&self) -> usize {
        self.max
    }

    /// Notes one more piece, with the result now `bytes` long.
    pub fn grow(&mut self, bytes: usize) -> Result<()> {
        if bytes > self.max {
            return Err(Error::TooLarge {
                function: self.function,
                bytes,
                budget: self.max,
            });
        }
        self.pieces += 1;
        if self.pieces % CHECK_EVERY == 0 {
            check_time(self.function)?;
        }
        Ok(())
    }
}

/// A `fmt::Write` into a `String` that stops (with `fmt::Error`) before
/// the string outgrows `max` bytes; for printing values of unknown size.
pub(crate) struct BoundedWriter<'a> {
    /// The text written so far.
    pub out: &'a mut String,
    /// The most it may hold.
    pub max: usize,
    /// Set once a write was refused.
    pub full: bool,
}

impl std::fmt::Write for BoundedWriter<'_> {
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        if self.out.len().saturating_add(s.len()) > self.max {
            self.full = true;
            return Err(std::fmt::Error);
        }
        self.out.push_str(s);
        Ok(())
    }
}

/// A string a built-in builds, held within the limits: every append is
/// checked against the memory budget before it is made, and the clock
/// every few appends ([`limits::Budget`]).
pub(super) struct Out {
    pub(super) s: String,
    budget: Budget,
}

impl Out {
    pub(super) fn new(function: &'static str) -> Out {
        Out {
            s: String::new(),
            budget: Budget::new(function),
        }
    }

    pub(super) fn push_str(&mut self, t: &str) -> Result<()> {
        self.budget.grow(self.s.len().saturating_add(t.len()))?;
        self.s.push_str(t);
        Ok(())
    }

    pub(super) fn push(&mut self, c: char) -> Result<()> {
        self.push_str(c.encode_utf8(&mut [0; 4]))
    }

    /// Appends `v`'s printed form, stopping at the budget.
    pub(super) fn push_display(&mut self, v: &dyn std::fmt::Display) -> Result<()> {
        use std::fmt::Write;
        let max = self.budget.max();
        let mut w = BoundedWriter {
            out: &mut self.s,
            max,
            full: false,
        };
        if write!(w, "{v}").is_err() && w.full {
            return self.budget.grow(max.saturating_add(1));
        }
        self.budget.grow(self.s.len())
    }

    pub(super) fn finish(self) -> crate::edn::Value {
        crate::edn::Value::String(std::sync::Arc::from(self.s))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entered_limits_bound_calls_and_are_restored() {
        assert_eq!(max_bytes(), DEFAULT_MAX_BYTES);
        {
            let _outer = enter(Limits {
                max_bytes: 100,
                ..Limits::default()
            });
            assert!(check_size("f", 100).is_ok());
            assert!(matches!(
                check_size("f", 101),
                Err(Error::TooLarge {
                    bytes: 101,
                    budget: 100,
                    ..
                })
            ));
            {
                let flag = Arc::new(AtomicBool::new(true));
                let _inner = enter(Limits {
                    max_bytes: 10,
                    deadline: None,
                    cancel: Some(flag),
                });
                assert_eq!(max_bytes(), 10);
                assert!(matches!(check_time("f"), Err(Error::Stopped { .. })));
            }
            assert_eq!(max_bytes(), 100);
            assert!(check_time("f").is_ok());
        }
        assert_eq!(max_bytes(), DEFAULT_MAX_BYTES);
    }

    #[test]
    fn builders_answer_within_the_limit_and_refuse_beyond_it() {
        let call = |name: &str, args: &[&str]| {
            let args: Vec<crate::edn::Value> =
                args.iter().map(|a| crate::edn::Value::string(a)).collect();
            super::super::lookup(name).unwrap().call(&args)
        };
        let replace = "clojure.string/replace";
        assert_eq!(
            call(replace, &["ab", "", "-"]).unwrap(),
            crate::edn::Value::string("-a-b-")
        );
        let _limited = enter(Limits {
            max_bytes: 1000,
            ..Limits::default()
        });
        let long = "y".repeat(100);
        assert!(matches!(
            call(replace, &[&long, "", &long]),
            Err(Error::TooLarge {
                function: "clojure.string/replace",
                budget: 1000,
                ..
            })
        ));
        assert!(matches!(
            call("str", &[long.as_str(); 11]),
            Err(Error::TooLarge {
                function: "str",
                ..
            })
        ));
        assert!(call("str", &[long.as_str(); 10]).is_ok());
        // D-888: `format`'s fields and the Java string methods that build
        // strings stop at the budget too.
        let wide = "%100s".repeat(11);
        let mut args = vec![wide.as_str()];
        args.extend(["x"; 11]);
        assert!(matches!(
            call("format", &args),
            Err(Error::TooLarge {
                function: "format",
                ..
            })
        ));
        assert!(matches!(
            call(".replaceAll", &[&long, "", &long]),
            Err(Error::TooLarge {
                function: ".replaceAll",
                ..
            })
        ));
        // D-891: a map built from a long collection stops at the budget.
        let many = crate::edn::Value::vector((0..1000).map(crate::edn::Value::Long));
        assert!(matches!(
            super::super::lookup("frequencies").unwrap().call(&[many]),
            Err(Error::TooLarge {
                function: "frequencies",
                ..
            })
        ));
        // D-896: `replace-first` expands its one match within the budget;
        // `split` with a limit and `split-lines` count their pieces.
        let re = crate::edn::read_value("#\"y+\"").unwrap();
        let expand = crate::edn::Value::string(&"$0".repeat(11));
        assert!(matches!(
            super::super::lookup("clojure.string/replace-first")
                .unwrap()
                .call(&[crate::edn::Value::string(&long), re, expand]),
            Err(Error::TooLarge {
                function: "clojure.string/replace-first",
                ..
            })
        ));
        assert!(matches!(
            call(
                "clojure.string/replace-first",
                &[&long, "y", &"w".repeat(950)]
            ),
            Err(Error::TooLarge {
                function: "clojure.string/replace-first",
                ..
            })
        ));
        let lines = "\n".repeat(100);
        assert!(matches!(
            call("clojure.string/split-lines", &[&format!("a{lines}a")]),
            Err(Error::TooLarge {
                function: "clojure.string/split-lines",
                ..
            })
        ));
        let comma = crate::edn::read_value("#\",\"").unwrap();
        assert!(matches!(
            super::super::lookup("clojure.string/split")
                .unwrap()
                .call(&[
                    crate::edn::Value::string(&",".repeat(100)),
                    comma,
                    crate::edn::Value::Long(-1),
                ]),
            Err(Error::TooLarge {
                function: "clojure.string/split",
                ..
            })
        ));
        assert!(matches!(
            call(".concat", &[&"z".repeat(600), &"z".repeat(600)]),
            Err(Error::TooLarge {
                function: ".concat",
                ..
            })
        ));
    }
}
