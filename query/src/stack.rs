//! Deep recursion that never overflows the thread's stack (D-741).
//!
//! Parsing, planning, compiling, evaluation and pull recurse over what a
//! query holds (nested forms, clauses, steps, pulled entities). Each
//! recursive step goes through [`deep`]: when less than [`RED_ZONE`] of
//! the current stack is left, the rest of the recursion runs on a new
//! [`SEGMENT`] allocated on the heap (the `stacker` crate, which rustc
//! uses for the same purpose). So a query answers on any thread a user
//! runs it on — a 2 MiB default thread, a 256 KiB one — and deep input
//! costs memory, which the reader's nesting limit, the pull depth limit
//! and the query's size bound.

/// Stack that must be left for a recursive step to run on the current
/// stack: more than the deepest frame chain between two [`deep`] calls
/// (an executor step with a DLMDB read, a built-in with a regex).
pub const RED_ZONE: usize = 128 * 1024;

/// The size of each stack segment allocated when the red zone is reached.
pub const SEGMENT: usize = 2 * 1024 * 1024;

/// Runs `f`, on a fresh stack segment if less than [`RED_ZONE`] is left.
#[inline]
pub fn deep<R>(f: impl FnOnce() -> R) -> R {
    stacker::maybe_grow(RED_ZONE, SEGMENT, f)
}
