//! Columnar files: Parquet and Arrow IPC, for analytics engines (DuckDB,
//! DataFusion, Spark, Polars).
//!
//! - `quiver export --format parquet|arrow --output PATH` writes the
//!   entity-kind tables (a directory of one file per attribute namespace)
//!   or, with `--datoms`, the datoms table (one file). Datoms are read
//!   lazily from the EAV index in batches ([`quiver::arrow`]) and written
//!   in row groups, so memory does not grow with the database.
//! - `quiver run --format parquet --output FILE` writes a query's result.
//!
//! Nothing is left half-written: every file is written to a temporary
//! file beside its destination and renamed into place when complete; an
//! export to a directory is written into a temporary directory renamed
//! into place at the end. A failure names the path.

use std::fs::File;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use arrow_ipc::writer::FileWriter;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use parquet::arrow::ArrowWriter;
use parquet::basic::Compression;
use parquet::file::properties::WriterProperties;
use quiver::arrow::arrow_array::RecordBatch;
use quiver::arrow::arrow_schema::SchemaRef;
use quiver::arrow::{DEFAULT_BATCH_ROWS, ResultBatches};
use quiver::{Db, DbOptions};
use quiver_query::Rows;
use quiver_query::edn::Value;

use crate::backend::{QueryOutput, QueryResult};
use crate::command_io::{EXIT_FAILED, EXIT_INTERRUPTED, EXIT_OK, Io};
use signal_hook::consts::{SIGINT, SIGTERM};

/// Rows per Parquet row group: large enough for fast scans, small enough
/// that the writer's buffered row group stays a few tens of megabytes.
pub const ROW_GROUP_ROWS: usize = 262_144;

pub use crate::output::ColumnarFormat;

/// Why a columnar file could not be written.
#[derive(Debug, thiserror::Error)]
pub enum ColumnarError {
    /// Creating, writing or renaming a file failed.
    #[error("cannot write {}: {source}", path.display())]
    Io {
        /// The destination.
        path: PathBuf,
        /// The cause.
        source: io::Error,
    },
    /// The Parquet or Arrow writer failed.
    #[error("cannot write {}: {message}", path.display())]
    Writer {
        /// The destination.
        path: PathBuf,
        /// The writer's message.
        message: String,
    },
    /// The destination of a table export exists and is not an empty
    /// directory.
    #[error("cannot write {}: it exists and is not an empty directory", path.display())]
    NotEmpty {
        /// The destination.
        path: PathBuf,
    },
    /// The destination of a file export exists and is no regular file (a
    /// directory, a symbolic link, a device, a FIFO …): the file renamed
    /// into place would replace it.
    #[error("cannot write {}: it exists and is {kind}, not a regular file; give a new path or a regular file to overwrite", path.display())]
    NotAFile {
        /// The destination.
        path: PathBuf,
        /// What it is.
        kind: &'static str,
    },
    /// `--attrs` names an attribute the database does not have.
    #[error("--attrs: {attr} is not an attribute of the database")]
    UnknownAttribute {
        /// The name given.
        attr: String,
    },
    /// Reading the database or building the Arrow data failed.
    #[error("{0}")]
    Engine(#[from] quiver::Error),
    /// Ctrl-C (or SIGTERM) stopped the export; nothing was written.
    #[error("interrupted: nothing was written to {}", path.display())]
    Interrupted {
        /// The destination.
        path: PathBuf,
    },
}

fn io_err(path: &Path) -> impl FnOnce(io::Error) -> ColumnarError + '_ {
    move |source| ColumnarError::Io {
        path: path.to_path_buf(),
        source,
    }
}

fn writer_err(path: &Path) -> impl FnOnce(String) -> ColumnarError + '_ {
    move |message| ColumnarError::Writer {
        path: path.to_path_buf(),
        message,
    }
}

/// A temporary-file builder whose files and directories get the modes a
/// file the user creates gets (`mode` less the umask; temporary files are
/// owner-only by default), since they are renamed into place.
fn temp_builder(prefix: &str, mode: u32) -> tempfile::Builder<'_, 'static> {
    let mut b = tempfile::Builder::new();
    b.prefix(prefix);
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        b.permissions(std::fs::Permissions::from_mode(mode));
    }
    #[cfg(not(unix))]
    let _ = mode;
    b
}

enum Sink {
    Parquet(ArrowWriter<File>),
    Arrow(FileWriter<io::BufWriter<File>>),
}

/// One table file being written: to a temporary file beside `path`,
/// renamed to `path` by [`TableFile::finish`] (dropped unfinished, the
/// temporary file is removed).
struct TableFile {
    path: PathBuf,
    shown: PathBuf,
    temp: tempfile::NamedTempFile,
    sink: Sink,
    rows: u64,
}

impl TableFile {
    /// A file that will be `path`; errors name `shown` (the destination
    /// the user asked for, when `path` is inside a temporary directory).
    fn create(
        path: &Path,
        shown: &Path,
        schema: &SchemaRef,
        format: ColumnarFormat,
    ) -> Result<Self, ColumnarError> {
        refuse_unless_regular(path, shown)?;
        let dir = match path.parent() {
            Some(p) if !p.as_os_str().is_empty() => p,
            _ => Path::new("."),
        };
        let temp = temp_builder(".quiver-", 0o666)
            .suffix(".tmp")
            .tempfile_in(dir)
            .map_err(io_err(shown))?;
        let file = temp.as_file().try_clone().map_err(io_err(shown))?;
        let sink = match format {
            ColumnarFormat::Parquet => {
                let props = WriterProperties::builder()
                    .set_compression(Compression::SNAPPY)
                    .set_max_row_group_row_count(Some(ROW_GROUP_ROWS))
                    .build();
                Sink::Parquet(
                    ArrowWriter::try_new(file, schema.clone(), Some(props))
                        .map_err(|e| writer_err(shown)(e.to_string()))?,
                )
            }
            ColumnarFormat::Arrow => Sink::Arrow(
                FileWriter::try_new_buffered(file, schema)
                    .map_err(|e| writer_err(shown)(e.to_string()))?,
            ),
        };
        Ok(TableFile {
            path: path.to_path_buf(),
            shown: shown.to_path_buf(),
            temp,
            sink,
            rows: 0,
        })
    }

    fn write(&mut self, batch: &RecordBatch) -> Result<(), ColumnarError> {
        self.rows += batch.num_rows() as u64;
        let r = match &mut self.sink {
            Sink::Parquet(w) => w.write(batch).map_err(|e| e.to_string()),
            Sink::Arrow(w) => w.write(batch).map_err(|e| e.to_string()),
        };
        r.map_err(writer_err(&self.shown))
    }

    /// Completes the file and renames it into place.
    fn finish(self) -> Result<u64, ColumnarError> {
        let (path, shown) = (self.path, self.shown);
        let r = match self.sink {
            Sink::Parquet(w) => w.close().map(|_| ()).map_err(|e| e.to_string()),
            Sink::Arrow(mut w) => w
                .finish()
                .map_err(|e| e.to_string())
                .and_then(|()| w.into_inner().map_err(|e| e.to_string()))
                .and_then(|mut b| b.flush().map_err(|e| e.to_string())),
        };
        r.map_err(writer_err(&shown))?;
        self.temp.as_file().sync_all().map_err(io_err(&shown))?;
        self.temp
            .persist(&path)
            .map_err(|e| io_err(&shown)(e.error))?;
        Ok(self.rows)
    }
}

/// Refuses a destination that exists and is no regular file: the renamed
/// file would replace a symbolic link (not what it points to), a device
/// such as `/dev/null`, a FIFO or a directory. A regular file is
/// overwritten, as a shell's `>` does.
fn refuse_unless_regular(path: &Path, shown: &Path) -> Result<(), ColumnarError> {
    let Ok(meta) = std::fs::symlink_metadata(path) else {
        return Ok(());
    };
    let t = meta.file_type();
    if t.is_file() {
        return Ok(());
    }
    let kind = if t.is_symlink() {
        "a symbolic link"
    } else if t.is_dir() {
        "a directory"
    } else {
        #[cfg(unix)]
        {
            use std::os::unix::fs::FileTypeExt;
            if t.is_char_device() || t.is_block_device() {
                "a device"
            } else if t.is_fifo() {
                "a FIFO"
            } else if t.is_socket() {
                "a socket"
            } else {
                "something else"
            }
        }
        #[cfg(not(unix))]
        "something else"
    };
    Err(ColumnarError::NotAFile {
        path: shown.to_path_buf(),
        kind,
    })
}

/// Writes `batches` (all of `schema`) to the file `path`.
///
/// # Errors
/// A [`ColumnarError`] naming `path`; nothing is left at `path` then.
pub fn write_batches(
    path: &Path,
    schema: &SchemaRef,
    format: ColumnarFormat,
    batches: impl IntoIterator<Item = Result<RecordBatch, quiver::Error>>,
) -> Result<u64, ColumnarError> {
    let mut file = TableFile::create(path, path, schema, format)?;
    for b in batches {
        file.write(&b?)?;
    }
    file.finish()
}

/// What `export --format parquet|arrow` writes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ColumnarExport {
    /// Parquet or Arrow IPC.
    pub format: ColumnarFormat,
    /// The file (`--datoms`) or directory (entity tables) to write.
    pub output: PathBuf,
    /// The datoms table instead of the entity-kind tables.
    pub datoms: bool,
    /// Only these attributes (all when empty).
    pub attrs: Vec<quiver::Keyword>,
}

/// What an export wrote.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExportSummary {
    /// Datoms read from the database.
    pub datoms: u64,
    /// Files written, with their row counts.
    pub files: Vec<(PathBuf, u64)>,
    /// Wall time.
    pub elapsed: Duration,
}

/// Exports the database at `db` per `opts`, drawing progress on `bar`;
/// `stop` raised (by a signal handler) ends it between two batches.
///
/// # Errors
/// A [`ColumnarError`]: the database cannot be read, a file cannot be
/// written (named), or `stop` was raised. Nothing is left at the output
/// path then.
pub fn export_to(
    db: &Db,
    opts: &ColumnarExport,
    bar: &ProgressBar,
    stop: &AtomicBool,
) -> Result<ExportSummary, ColumnarError> {
    let stopped = || {
        if stop.load(Ordering::Relaxed) {
            Err(ColumnarError::Interrupted {
                path: opts.output.clone(),
            })
        } else {
            Ok(())
        }
    };
    let start = Instant::now();
    let snap = db.snapshot()?;
    if let Some(a) = opts
        .attrs
        .iter()
        .find(|a| snap.attr_id(&a.to_string()).is_none())
    {
        return Err(ColumnarError::UnknownAttribute {
            attr: a.to_string(),
        });
    }
    bar.set_length(snap.count_datoms(
        &quiver::Value::Nil,
        &quiver::Value::Nil,
        &quiver::Value::Nil,
    )?);
    if opts.datoms {
        let mut batches = if opts.attrs.is_empty() {
            snap.datom_batches(DEFAULT_BATCH_ROWS)?
        } else {
            snap.datom_batches_of(DEFAULT_BATCH_ROWS, &opts.attrs)?
        };
        let mut file =
            TableFile::create(&opts.output, &opts.output, &batches.schema(), opts.format)?;
        while let Some(b) = batches.next() {
            stopped()?;
            file.write(&b?)?;
            bar.set_position(batches.datoms_read());
        }
        let datoms = batches.datoms_read();
        stopped()?;
        let rows = file.finish()?;
        return Ok(ExportSummary {
            datoms,
            files: vec![(opts.output.clone(), rows)],
            elapsed: start.elapsed(),
        });
    }
    let out = &opts.output;
    if out.exists()
        && (!out.is_dir()
            || std::fs::read_dir(out)
                .map_err(io_err(out))?
                .next()
                .is_some())
    {
        return Err(ColumnarError::NotEmpty { path: out.clone() });
    }
    let parent = match out.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    let temp = temp_builder(".quiver-export-", 0o777)
        .tempdir_in(parent)
        .map_err(io_err(out))?;
    let mut tables = snap.entity_tables(DEFAULT_BATCH_ROWS, &opts.attrs)?;
    let mut files = Vec::new();
    for t in tables.tables() {
        let name = format!("{}.{}", t.name, opts.format.extension());
        files.push(TableFile::create(
            &temp.path().join(&name),
            &out.join(&name),
            &t.schema,
            opts.format,
        )?);
    }
    while let Some(item) = tables.next() {
        stopped()?;
        let (t, batch) = item?;
        files[t].write(&batch)?;
        bar.set_position(tables.datoms_read());
    }
    let datoms = tables.datoms_read();
    stopped()?;
    let mut written = Vec::new();
    for f in files {
        let shown = f.shown.clone();
        written.push((shown, f.finish()?));
    }
    let kept = temp.keep();
    if let Err(e) = std::fs::rename(&kept, out) {
        let _ = std::fs::remove_dir_all(&kept);
        return Err(io_err(out)(e));
    }
    Ok(ExportSummary {
        datoms,
        files: written,
        elapsed: start.elapsed(),
    })
}

/// `quiver export --format parquet|arrow`; returns the exit status.
///
/// # Errors
/// Only when writing to stdout or stderr fails.
pub fn export(db: &Path, opts: &ColumnarExport, io: &mut Io) -> io::Result<u8> {
    if !crate::check::database_exists(db, io.stderr)? {
        return Ok(EXIT_FAILED);
    }
    let options = DbOptions {
        read_only: true,
        create: false,
        ..DbOptions::default()
    };
    let database = match Db::open(db, options) {
        Ok(d) => d,
        Err(e) => {
            writeln!(io.stderr, "error: {}: {e}", db.display())?;
            return Ok(EXIT_FAILED);
        }
    };
    // Ctrl-C and SIGTERM end the export between two batches, so its
    // temporary files are removed (the default action would leave them).
    let stop = Arc::new(AtomicBool::new(false));
    for signal in [SIGINT, SIGTERM] {
        if let Err(e) = signal_hook::flag::register(signal, Arc::clone(&stop)) {
            writeln!(
                io.stderr,
                "warning: Ctrl-C cannot stop the export cleanly: {e}"
            )?;
        }
    }
    let bar = progress_bar(io.stderr_is_tty);
    let result = export_to(&database, opts, &bar, &stop);
    bar.finish_and_clear();
    match result {
        Ok(s) => {
            let secs = s.elapsed.as_secs_f64();
            let rate = if secs > 0.0 {
                s.datoms as f64 / secs
            } else {
                0.0
            };
            writeln!(
                io.stdout,
                "exported {} datoms to {} ({} {}) in {secs:.2} s ({rate:.0} datoms/s)",
                s.datoms,
                opts.output.display(),
                s.files.len(),
                if s.files.len() == 1 { "file" } else { "files" },
            )?;
            Ok(EXIT_OK)
        }
        Err(e @ ColumnarError::Interrupted { .. }) => {
            writeln!(io.stderr, "{e}")?;
            Ok(EXIT_INTERRUPTED)
        }
        Err(e) => {
            writeln!(io.stderr, "error: {e}")?;
            Ok(EXIT_FAILED)
        }
    }
}

/// The export's progress bar on stderr, in datoms; hidden unless stderr is
/// a terminal.
fn progress_bar(visible: bool) -> ProgressBar {
    if !visible {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::with_draw_target(Some(0), ProgressDrawTarget::stderr());
    if let Ok(style) = ProgressStyle::with_template(
        "[{bar:30}] {percent:>3}%  {human_pos}/{human_len} datoms  {per_sec}  {elapsed}",
    ) {
        bar.set_style(style.progress_chars("#>."));
    }
    bar
}

/// A query's result as record batches: the columns as the CSV header
/// names them (`:keys` names without the colon, else the find elements as
/// written); the rows of an unordered relation sorted, as CSV prints them.
///
/// # Errors
/// [`quiver::Error::Arrow`] if the result's shape is inconsistent.
pub fn result_batches(q: &QueryOutput) -> Result<ResultBatches, quiver::Error> {
    let columns: Vec<String> = match &q.result {
        QueryResult::Maps { keys, .. } => keys
            .iter()
            .map(|k| match k {
                Value::Keyword(k) => k.as_str().to_string(),
                Value::String(s) => s.to_string(),
                other => other.to_string(),
            })
            .collect(),
        _ => q.columns.clone(),
    };
    let rows: Rows<Value> = match &q.result {
        QueryResult::Relation { rows, ordered } if !*ordered => {
            let mut v = rows.to_vec();
            v.sort();
            v.dedup();
            v.into_iter().collect()
        }
        QueryResult::Relation { rows, .. } | QueryResult::Maps { rows, .. } => rows.clone(),
        QueryResult::Collection(values) => values.iter().map(|v| vec![v.clone()]).collect(),
        QueryResult::Scalar(v) => v.iter().map(|v| vec![v.clone()]).collect(),
        QueryResult::Tuple(t) => t.iter().cloned().collect(),
    };
    ResultBatches::new(columns, rows, DEFAULT_BATCH_ROWS)
}

/// Writes a query's result to `path` as a columnar file; the row count.
///
/// # Errors
/// A [`ColumnarError`] naming `path`; nothing is left at `path` then.
pub fn write_result(
    q: &QueryOutput,
    path: &Path,
    format: ColumnarFormat,
) -> Result<u64, ColumnarError> {
    let batches = result_batches(q)?;
    let schema = batches.schema();
    write_batches(path, &schema, format, batches)
}
