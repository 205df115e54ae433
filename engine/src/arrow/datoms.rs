//! The datoms table: one row per datom, read lazily from EAV.
//!
//! Columns: `e` (`Int64`), `a` (`Utf8`, the attribute without its colon),
//! then one nullable column per value type, of which each row fills
//! exactly one: `v_boolean`, `v_long`, `v_double`, `v_float`, `v_bigint`,
//! `v_bigdec`, `v_instant`, `v_uuid`, `v_string`, `v_keyword`, `v_symbol`,
//! `v_bytes`, `v_ref`, and `v_edn` (tuples, and the sets and maps of
//! untyped attributes, as EDN text). The schema is the same for every
//! database, so files from different databases line up.

use std::sync::Arc;

use arrow_array::RecordBatch;
use arrow_array::builder::{Int64Builder, StringBuilder};
use arrow_schema::{DataType, Field, Schema, SchemaRef};

use super::column::{ColumnBuilder, Leaf, entity_i64, keyword_text};
use crate::Snapshot;
use quiver_store::Datoms;
use quiver_store::{Datom, Index};
use quiver_store::{Error, Result};
use quiver_store::{Stored, ValueType};

/// The value columns, in order: name and leaf type.
const VALUE_COLUMNS: [(&str, Leaf); 14] = [
    ("v_boolean", Leaf::Bool),
    ("v_long", Leaf::Int64),
    ("v_double", Leaf::Float64),
    ("v_float", Leaf::Float32),
    ("v_bigint", Leaf::Utf8),
    ("v_bigdec", Leaf::Utf8),
    ("v_instant", Leaf::Timestamp),
    ("v_uuid", Leaf::Utf8),
    ("v_string", Leaf::Utf8),
    ("v_keyword", Leaf::Utf8),
    ("v_symbol", Leaf::Utf8),
    ("v_bytes", Leaf::Binary),
    ("v_ref", Leaf::Int64),
    ("v_edn", Leaf::Utf8),
];

/// The value column a value goes in.
fn value_column(v: &Stored) -> usize {
    match v.value_type() {
        ValueType::Boolean => 0,
        ValueType::Long => 1,
        ValueType::Double => 2,
        ValueType::Float => 3,
        ValueType::BigInt => 4,
        ValueType::BigDec => 5,
        ValueType::Instant => 6,
        ValueType::Uuid => 7,
        ValueType::String => 8,
        ValueType::Keyword => 9,
        ValueType::Symbol => 10,
        ValueType::Bytes => 11,
        ValueType::Ref => 12,
        ValueType::Tuple => 13,
    }
}

/// The Arrow schema of the datoms table (the same for every database).
pub fn datoms_schema() -> SchemaRef {
    let mut fields = vec![
        Field::new("e", DataType::Int64, false),
        Field::new("a", DataType::Utf8, false),
    ];
    fields.extend(
        VALUE_COLUMNS
            .iter()
            .map(|(name, leaf)| Field::new(*name, leaf.data_type(), true)),
    );
    Arc::new(Schema::new(fields))
}

/// The datoms of a snapshot as record batches of at most `batch_rows`
/// rows, read lazily in EAV order (see [`Snapshot::datom_batches`]).
pub struct DatomBatches<'s> {
    snap: &'s Snapshot<'s>,
    datoms: Datoms<'s>,
    schema: SchemaRef,
    batch_rows: usize,
    /// Attribute texts by attribute id (index), filled on first use.
    attr_text: Vec<Option<String>>,
    /// Only these attributes, when set (by attribute id).
    only: Option<Vec<bool>>,
    rows_read: u64,
    done: bool,
}

impl<'s> DatomBatches<'s> {
    pub(crate) fn new(
        snap: &'s Snapshot<'s>,
        batch_rows: usize,
        only: Option<Vec<bool>>,
    ) -> Result<Self> {
        Ok(DatomBatches {
            snap,
            datoms: snap.store().datoms(Index::Eav, &[])?,
            schema: datoms_schema(),
            batch_rows: batch_rows.max(1),
            attr_text: Vec::new(),
            only,
            rows_read: 0,
            done: false,
        })
    }

    /// The schema of every batch ([`datoms_schema`]).
    pub fn schema(&self) -> SchemaRef {
        self.schema.clone()
    }

    /// Datoms read from the database so far (for progress).
    pub fn datoms_read(&self) -> u64 {
        self.rows_read
    }

    fn attr_text(&mut self, d: &Datom) -> Result<&str> {
        let i = d.a.0 as usize;
        if self.attr_text.len() <= i {
            self.attr_text.resize(i + 1, None);
        }
        if self.attr_text[i].is_none() {
            let ident = self.snap.schema().ident(d.a).ok_or_else(|| {
                Error::Corrupt(format!("datom of unknown attribute id {}", d.a.0))
            })?;
            self.attr_text[i] = Some(keyword_text(&ident.to_string()));
        }
        Ok(self.attr_text[i].as_deref().unwrap_or_default())
    }

    fn wanted(&self, d: &Datom) -> bool {
        match &self.only {
            None => true,
            Some(only) => only.get(d.a.0 as usize).copied().unwrap_or(false),
        }
    }

    fn next_batch(&mut self) -> Result<Option<RecordBatch>> {
        let mut e = Int64Builder::with_capacity(self.batch_rows);
        let mut a = StringBuilder::with_capacity(self.batch_rows, self.batch_rows * 12);
        let mut values: Vec<ColumnBuilder> = VALUE_COLUMNS
            .iter()
            .map(|(_, leaf)| ColumnBuilder::single(*leaf))
            .collect();
        let mut rows = 0;
        while rows < self.batch_rows {
            let Some(d) = self.datoms.next() else {
                self.done = true;
                break;
            };
            let d = d?;
            self.rows_read += 1;
            if !self.wanted(&d) {
                continue;
            }
            e.append_value(entity_i64(d.e.0)?);
            a.append_value(self.attr_text(&d)?);
            let col = value_column(&d.v);
            for (i, b) in values.iter_mut().enumerate() {
                if i == col {
                    b.push(&d.v)?;
                } else {
                    b.push_null();
                }
            }
            rows += 1;
        }
        if rows == 0 {
            return Ok(None);
        }
        let mut columns: Vec<arrow_array::ArrayRef> =
            vec![Arc::new(e.finish()), Arc::new(a.finish())];
        for b in &mut values {
            columns.push(b.finish()?);
        }
        RecordBatch::try_new(self.schema.clone(), columns)
            .map(Some)
            .map_err(|e| Error::Arrow(e.to_string()))
    }
}

impl Iterator for DatomBatches<'_> {
    type Item = Result<RecordBatch>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.done {
            return None;
        }
        match self.next_batch() {
            Ok(Some(b)) => Some(Ok(b)),
            Ok(None) => None,
            Err(e) => {
                self.done = true;
                Some(Err(e))
            }
        }
    }
}
