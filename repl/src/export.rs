//! `quiver export`, `quiver dump` and `quiver backup`: getting data out.
//!
//! - `export` writes every entity (or, with `--datoms`, every datom) for
//!   other tools, as EDN (one value a line), JSON Lines or CSV, optionally
//!   only some attributes.
//! - `dump` writes the schema and every entity, with its id, as EDN that
//!   `quiver import` loads back into an identical database: the schema map
//!   (the shape of `(schema)` and of `--schema` files), then one vector of
//!   entity maps with explicit `:db/id`s (an import into an empty database
//!   keeps them, so refs need no rewriting). Schema as `{:db/ident …}`
//!   entity maps would not do: the engine gives those entity ids from the
//!   data's id space. Composite tuple attributes are left out: the engine
//!   derives them again.
//! - `backup` copies the storage environment with DLMDB's copy (consistent
//!   while the database is in use; `--compact` leaves out free pages).
//!
//! Entities and datoms are read through the backend with one query,
//! `[:find ?e ?a ?v :where [?e ?a ?v]]`, so the result is held in memory.

use std::collections::BTreeMap;
use std::io;
use std::path::Path;

use quiver_query::edn::{Keyword, Value};

use crate::backend::{Backend, BackendError, InputArg, QueryResult, RunOptions};
use crate::command_io::{Database, EXIT_FAILED, EXIT_OK, Io, report_open_error};

/// The formats `export` writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExportFormat {
    /// One EDN value a line.
    Edn,
    /// One JSON value a line.
    Jsonl,
    /// A header and one row per entity (or datom).
    Csv,
}

/// What `export` writes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExportOptions {
    /// The format.
    pub format: ExportFormat,
    /// Only these attributes (all when empty).
    pub attrs: Vec<Keyword>,
    /// Datoms `[e a v]` instead of entity maps.
    pub datoms: bool,
}

/// Every `[e a v]` of the database, sorted.
fn all_datoms(backend: &mut dyn Backend) -> Result<Vec<(i64, Keyword, Value)>, BackendError> {
    let query = quiver_query::edn::read("[:find ?e ?a ?v :where [?e ?a ?v]]")?;
    let out = backend.query(&query, &[InputArg::Database], &RunOptions::default())?;
    let QueryResult::Relation { rows, .. } = out.result else {
        return Err(BackendError::message(
            "the datom query returned no relation",
        ));
    };
    let mut datoms: Vec<(i64, Keyword, Value)> = rows
        .iter()
        .filter_map(|r| match r {
            [Value::Long(e), Value::Keyword(a), v] => Some((*e, a.clone(), v.clone())),
            _ => None,
        })
        .collect();
    datoms.sort();
    Ok(datoms)
}

/// A datom as export reads it: entity, attribute, value.
type Datom = (i64, Keyword, Value);

/// Each attribute's schema properties, by attribute.
type SchemaProps = BTreeMap<Keyword, BTreeMap<Value, Value>>;

/// Each attribute's schema properties.
fn schema_of(backend: &mut dyn Backend) -> Result<SchemaProps, BackendError> {
    let mut out = BTreeMap::new();
    if let Value::Map(attrs) = backend.schema()? {
        for (ident, props) in attrs.iter() {
            if let (Some(ident), Value::Map(props)) = (ident.as_keyword(), props) {
                out.insert(ident.clone(), props.as_ref().clone());
            }
        }
    }
    Ok(out)
}

fn is_many(props: Option<&BTreeMap<Value, Value>>) -> bool {
    props
        .and_then(|p| p.get(&Value::keyword("db/cardinality")))
        .and_then(Value::as_keyword)
        .is_some_and(|k| k.name() == "many")
}

/// Groups datoms into entity maps (`:db/id` plus attributes; a
/// cardinality-many attribute's values as a vector).
fn entities(
    datoms: &[(i64, Keyword, Value)],
    schema: &BTreeMap<Keyword, BTreeMap<Value, Value>>,
) -> Vec<(i64, BTreeMap<Value, Value>)> {
    let mut out: Vec<(i64, BTreeMap<Value, Value>)> = Vec::new();
    let mut many: BTreeMap<(i64, Keyword), Vec<Value>> = BTreeMap::new();
    for (e, a, v) in datoms {
        if out.last().is_none_or(|(last, _)| last != e) {
            let mut m = BTreeMap::new();
            m.insert(Value::keyword("db/id"), Value::Long(*e));
            out.push((*e, m));
        }
        if is_many(schema.get(a)) {
            many.entry((*e, a.clone())).or_default().push(v.clone());
        } else if let Some((_, m)) = out.last_mut() {
            m.insert(Value::Keyword(a.clone()), v.clone());
        }
    }
    for ((e, a), values) in many {
        if let Ok(i) = out.binary_search_by_key(&e, |(id, _)| *id) {
            out[i].1.insert(Value::Keyword(a), Value::vector(values));
        }
    }
    out
}

/// A composite tuple attribute (`:db/tupleAttrs`): its values are derived
/// from their components, and a transaction refuses them, so `dump` and
/// the entity exports leave them out; an import with the schema rebuilds
/// them from the components.
fn is_composite(schema: &SchemaProps, a: &Keyword) -> bool {
    schema
        .get(a)
        .is_some_and(|p| p.contains_key(&Value::keyword("db/tupleAttrs")))
}

/// `quiver export`; returns the exit status.
///
/// # Errors
/// Only when writing to stdout or stderr fails.
pub fn export(
    db: &Path,
    opts: &ExportOptions,
    io: &mut Io,
    opener: &crate::backend::Opener,
) -> io::Result<u8> {
    let Some((mut datoms, schema)) = read_database(db, io, opener)? else {
        return Ok(EXIT_FAILED);
    };
    if let Some(a) = opts.attrs.iter().find(|a| !schema.contains_key(*a)) {
        writeln!(
            io.stderr,
            "error: --attrs: {a} is not an attribute of the database"
        )?;
        return Ok(EXIT_FAILED);
    }
    if !opts.attrs.is_empty() {
        datoms.retain(|(_, a, _)| opts.attrs.contains(a));
    }
    let out = &mut *io.stdout;
    if opts.datoms {
        match opts.format {
            ExportFormat::Csv => {
                let mut w = csv::Writer::from_writer(out);
                w.write_record(["e", "a", "v"])?;
                for (e, a, v) in &datoms {
                    w.write_record([
                        e.to_string(),
                        a.to_string(),
                        crate::output::csv::cell_text(v),
                    ])?;
                }
                w.flush()?;
            }
            ExportFormat::Edn => {
                for (e, a, v) in &datoms {
                    writeln!(out, "[{e} {a} {v}]")?;
                }
            }
            ExportFormat::Jsonl => {
                for (e, a, v) in &datoms {
                    let row =
                        serde_json::json!([e, a.to_string(), crate::output::json::to_json(v)]);
                    writeln!(out, "{row}")?;
                }
            }
        }
        return Ok(EXIT_OK);
    }
    // What an import could not take back: a composite's derived values.
    datoms.retain(|(_, a, _)| !is_composite(&schema, a));
    let entities = entities(&datoms, &schema);
    match opts.format {
        ExportFormat::Edn => {
            for (_, m) in &entities {
                writeln!(out, "{}", Value::map(m.clone()))?;
            }
        }
        ExportFormat::Jsonl => {
            for (_, m) in &entities {
                writeln!(
                    out,
                    "{}",
                    crate::output::json::to_json(&Value::map(m.clone()))
                )?;
            }
        }
        ExportFormat::Csv => {
            let id = Value::keyword("db/id");
            let mut columns: Vec<Value> = entities
                .iter()
                .flat_map(|(_, m)| m.keys().filter(|k| **k != id).cloned())
                .collect();
            columns.sort();
            columns.dedup();
            let mut w = csv::Writer::from_writer(out);
            w.write_record(
                std::iter::once(id.to_string()).chain(columns.iter().map(Value::to_string)),
            )?;
            let mut empty_strings = 0u64;
            for (e, m) in &entities {
                w.write_record(
                    std::iter::once(e.to_string()).chain(columns.iter().map(|c| {
                        let v = m.get(c);
                        if matches!(v, Some(Value::String(t)) if t.is_empty()) {
                            empty_strings += 1;
                        }
                        v.map(crate::output::csv::cell_text).unwrap_or_default()
                    })),
                )?;
            }
            w.flush()?;
            // CSV has one empty cell for "" and for no value; import reads
            // it as no value. Said, not silent.
            if empty_strings > 0 {
                writeln!(
                    io.stderr,
                    "warning: {empty_strings} empty string value(s) written as empty cells, which import back as no value (JSON Lines and EDN keep them)"
                )?;
            }
        }
    }
    Ok(EXIT_OK)
}

/// `quiver dump`: schema and entities as one EDN vector for `quiver import`.
///
/// # Errors
/// Only when writing to stdout or stderr fails.
pub fn dump(db: &Path, io: &mut Io, opener: &crate::backend::Opener) -> io::Result<u8> {
    let Some((mut datoms, schema)) = read_database(db, io, opener)? else {
        return Ok(EXIT_FAILED);
    };
    datoms.retain(|(_, a, _)| !is_composite(&schema, a));
    let out = &mut *io.stdout;
    writeln!(
        out,
        ";; quiver dump: the schema, then every entity (load with quiver import)"
    )?;
    let schema_map = Value::map(
        schema
            .iter()
            .map(|(k, p)| (Value::Keyword(k.clone()), Value::map(p.clone()))),
    );
    writeln!(out, "{schema_map}")?;
    writeln!(out, "[")?;
    for (_, m) in entities(&datoms, &schema) {
        writeln!(out, "{}", Value::map(m))?;
    }
    writeln!(out, "]")?;
    Ok(EXIT_OK)
}

/// `quiver backup`: a consistent copy of the storage environment.
///
/// # Errors
/// Only when writing to stdout or stderr fails.
pub fn backup(db: &Path, to: &Path, compact: bool, io: &mut Io) -> io::Result<u8> {
    if !crate::check::database_exists(db, io.stderr)? {
        return Ok(EXIT_FAILED);
    }
    if to.exists()
        && (!to.is_dir()
            || std::fs::read_dir(to)
                .map(|mut d| d.next().is_some())
                .unwrap_or(true))
    {
        writeln!(
            io.stderr,
            "error: {}: the backup directory must be new or empty",
            to.display()
        )?;
        return Ok(EXIT_FAILED);
    }
    match quiver::backup(db, to, compact) {
        Ok(()) => {
            let size = std::fs::metadata(to.join("data.mdb"))
                .map(|m| m.len())
                .unwrap_or(0);
            writeln!(
                io.stdout,
                "backed up {} to {} ({size} bytes)",
                db.display(),
                to.display()
            )?;
            Ok(EXIT_OK)
        }
        Err(e) => {
            // DLMDB's own message, as before the facade had `backup`.
            let e = match e {
                quiver::Error::Storage(kv) => kv.to_string(),
                other => other.to_string(),
            };
            writeln!(io.stderr, "error: cannot back up {}: {e}", db.display())?;
            Ok(EXIT_FAILED)
        }
    }
}

/// Every datom and the schema of an existing database at `db`; `None`
/// (after saying why on stderr) when it cannot be opened or read.
fn read_database(
    db: &Path,
    io: &mut Io,
    opener: &crate::backend::Opener,
) -> io::Result<Option<(Vec<Datom>, SchemaProps)>> {
    let Some(mut backend) = open_existing(db, io, opener)? else {
        return Ok(None);
    };
    let read = all_datoms(&mut *backend).and_then(|d| Ok((d, schema_of(&mut *backend)?)));
    match read {
        Ok(x) => Ok(Some(x)),
        Err(e) => {
            writeln!(io.stderr, "error: {}: {e}", db.display())?;
            Ok(None)
        }
    }
}

/// Opens a database that must exist already (reading should never create one).
fn open_existing(
    db: &Path,
    io: &mut Io,
    opener: &crate::backend::Opener,
) -> io::Result<Option<Box<dyn Backend>>> {
    if !crate::check::database_exists(db, io.stderr)? {
        return Ok(None);
    }
    match Database::open(Some(db), opener) {
        Ok(d) => Ok(Some(d.into_parts().0)),
        Err(message) => report_open_error(io.stderr, &message).map(|_| None),
    }
}
