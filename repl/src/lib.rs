//! The `quiver` command as a library: argument parsing, the form language,
//! output formats, the REPL and the batch commands.
//!
//! The binary (`src/main.rs`) only calls [`cli::main`] with
//! [`engine_backend::open`]; tests call the same entry points with their own
//! [`backend::Backend`] and capture the output.
//!
//! Start reading at [`backend`] (the seam to the engine), then [`forms`]
//! (what each top-level form means) and [`session`] (evaluating a text).

#![forbid(unsafe_code)]
#![cfg_attr(not(test), deny(clippy::unwrap_used, clippy::expect_used))]

pub mod args;
pub mod backend;
pub mod balance;
pub mod bench;
pub mod check;
pub mod cli;
pub mod columnar;
mod command_io;
pub mod engine_backend;
pub mod errors;
pub mod export;
pub mod forms;
pub mod fuzz;
pub mod import_input;
pub mod interrupt;
pub mod output;
pub mod repl;
pub mod session;
pub mod tabular;
pub mod typos;
