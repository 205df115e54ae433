//! One Arrow column being built from Quiver values: a leaf builder per
//! Arrow type, optionally wrapped in a list (cardinality-many attributes).
//!
//! The type mapping (also in docs/arrow.md):
//! boolean → `Boolean`; long, ref → `Int64` (refs stay entity ids);
//! double → `Float64`; float → `Float32`; instant → `Timestamp(ms, UTC)`;
//! bytes → `Binary`; string, keyword and symbol → `Utf8` (a keyword's text
//! without its leading colon: `movie/title`, `drama`); uuid → `Utf8` in the
//! canonical hyphenated form; bigint and bigdec → `Utf8` in plain decimal
//! notation (no exponent; exact at any size, which Arrow's 128/256-bit
//! decimals are not); tuples, sets, maps and anything else → `Utf8` EDN text.

use std::sync::Arc;

use arrow_array::builder::{
    BinaryBuilder, BooleanBuilder, Float32Builder, Float64Builder, Int64Builder, StringBuilder,
    TimestampMillisecondBuilder,
};
use arrow_array::{Array, ArrayRef, ListArray};
use arrow_buffer::{NullBuffer, OffsetBuffer, ScalarBuffer};
use arrow_schema::{DataType, Field, TimeUnit};

use quiver_store::{Error, Result};
use quiver_store::{Stored, ValueType};

/// The Arrow leaf type a column of values has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Leaf {
    /// `Boolean`.
    Bool,
    /// `Int64`: longs and refs.
    Int64,
    /// `Float64`.
    Float64,
    /// `Float32`.
    Float32,
    /// `Timestamp(Millisecond, "UTC")`: instants.
    Timestamp,
    /// `Binary`.
    Binary,
    /// `Utf8`: text, and the text form of every other type.
    Utf8,
}

impl Leaf {
    /// The leaf for a stored type (`None`: an untyped attribute, as text).
    pub(crate) fn of(t: Option<ValueType>) -> Leaf {
        match t {
            Some(ValueType::Boolean) => Leaf::Bool,
            Some(ValueType::Long | ValueType::Ref) => Leaf::Int64,
            Some(ValueType::Double) => Leaf::Float64,
            Some(ValueType::Float) => Leaf::Float32,
            Some(ValueType::Instant) => Leaf::Timestamp,
            Some(ValueType::Bytes) => Leaf::Binary,
            _ => Leaf::Utf8,
        }
    }

    /// The Arrow type.
    pub(crate) fn data_type(self) -> DataType {
        match self {
            Leaf::Bool => DataType::Boolean,
            Leaf::Int64 => DataType::Int64,
            Leaf::Float64 => DataType::Float64,
            Leaf::Float32 => DataType::Float32,
            Leaf::Timestamp => DataType::Timestamp(TimeUnit::Millisecond, Some("UTC".into())),
            Leaf::Binary => DataType::Binary,
            Leaf::Utf8 => DataType::Utf8,
        }
    }

    fn builder(self) -> LeafBuilder {
        match self {
            Leaf::Bool => LeafBuilder::Bool(BooleanBuilder::new()),
            Leaf::Int64 => LeafBuilder::Int64(Int64Builder::new()),
            Leaf::Float64 => LeafBuilder::Float64(Float64Builder::new()),
            Leaf::Float32 => LeafBuilder::Float32(Float32Builder::new()),
            Leaf::Timestamp => {
                LeafBuilder::Timestamp(TimestampMillisecondBuilder::new().with_timezone("UTC"))
            }
            Leaf::Binary => LeafBuilder::Binary(BinaryBuilder::new()),
            Leaf::Utf8 => LeafBuilder::Utf8(StringBuilder::new()),
        }
    }
}

/// The text a `Utf8` column holds for a value.
pub(crate) fn text_of(v: &Stored) -> String {
    match v {
        Stored::String(s) => s.to_string(),
        Stored::Keyword(k) => keyword_text(&k.to_string()),
        Stored::Symbol(s) => s.to_string(),
        Stored::BigInt(b) => b.to_string(),
        Stored::BigDec(d) => d.to_plain_string(),
        Stored::Uuid(u) => u.to_string(),
        other => quiver_store::to_edn(other).to_string(),
    }
}

/// A keyword's printed form without its leading colon.
pub(crate) fn keyword_text(printed: &str) -> String {
    printed.strip_prefix(':').unwrap_or(printed).to_string()
}

enum LeafBuilder {
    Bool(BooleanBuilder),
    Int64(Int64Builder),
    Float64(Float64Builder),
    Float32(Float32Builder),
    Timestamp(TimestampMillisecondBuilder),
    Binary(BinaryBuilder),
    Utf8(StringBuilder),
}

impl LeafBuilder {
    fn push(&mut self, v: &Stored) -> Result<()> {
        match (self, v) {
            (LeafBuilder::Bool(b), Stored::Boolean(x)) => b.append_value(*x),
            (LeafBuilder::Int64(b), Stored::Long(x)) => b.append_value(*x),
            (LeafBuilder::Int64(b), Stored::Ref(e)) => b.append_value(entity_i64(e.0)?),
            (LeafBuilder::Float64(b), Stored::Double(x)) => b.append_value(x.get()),
            (LeafBuilder::Float32(b), Stored::Float(x)) => b.append_value(x.get()),
            (LeafBuilder::Timestamp(b), Stored::Instant(ms)) => b.append_value(*ms),
            (LeafBuilder::Binary(b), Stored::Bytes(x)) => b.append_value(x),
            (LeafBuilder::Utf8(b), Stored::String(s)) => b.append_value(s),
            (LeafBuilder::Utf8(b), v) => b.append_value(text_of(v)),
            (leaf, v) => {
                return Err(Error::Arrow(format!(
                    "a {} value cannot go in a {:?} column",
                    v.value_type().name(),
                    leaf.leaf().data_type()
                )));
            }
        }
        Ok(())
    }

    fn push_null(&mut self) {
        match self {
            LeafBuilder::Bool(b) => b.append_null(),
            LeafBuilder::Int64(b) => b.append_null(),
            LeafBuilder::Float64(b) => b.append_null(),
            LeafBuilder::Float32(b) => b.append_null(),
            LeafBuilder::Timestamp(b) => b.append_null(),
            LeafBuilder::Binary(b) => b.append_null(),
            LeafBuilder::Utf8(b) => b.append_null(),
        }
    }

    fn leaf(&self) -> Leaf {
        match self {
            LeafBuilder::Bool(_) => Leaf::Bool,
            LeafBuilder::Int64(_) => Leaf::Int64,
            LeafBuilder::Float64(_) => Leaf::Float64,
            LeafBuilder::Float32(_) => Leaf::Float32,
            LeafBuilder::Timestamp(_) => Leaf::Timestamp,
            LeafBuilder::Binary(_) => Leaf::Binary,
            LeafBuilder::Utf8(_) => Leaf::Utf8,
        }
    }

    fn finish(&mut self) -> ArrayRef {
        match self {
            LeafBuilder::Bool(b) => Arc::new(b.finish()),
            LeafBuilder::Int64(b) => Arc::new(b.finish()),
            LeafBuilder::Float64(b) => Arc::new(b.finish()),
            LeafBuilder::Float32(b) => Arc::new(b.finish()),
            LeafBuilder::Timestamp(b) => Arc::new(b.finish()),
            LeafBuilder::Binary(b) => Arc::new(b.finish()),
            LeafBuilder::Utf8(b) => Arc::new(b.finish()),
        }
    }
}

/// An entity id as Arrow's `Int64` (ids are below 2^63: tx ids, the
/// largest, end at 2^63 - 1).
pub(crate) fn entity_i64(id: u64) -> Result<i64> {
    i64::try_from(id).map_err(|_| Error::Arrow(format!("entity id {id} does not fit an Int64")))
}

/// A column being built: a leaf, or a list of leaves.
pub(crate) struct ColumnBuilder {
    leaf: LeafBuilder,
    /// For a list column: the offsets so far and each row's validity.
    list: Option<(Vec<i32>, Vec<bool>)>,
}

impl ColumnBuilder {
    /// A column of single values.
    pub(crate) fn single(leaf: Leaf) -> Self {
        ColumnBuilder {
            leaf: leaf.builder(),
            list: None,
        }
    }

    /// A list column (cardinality-many).
    pub(crate) fn list(leaf: Leaf) -> Self {
        ColumnBuilder {
            leaf: leaf.builder(),
            list: Some((vec![0], Vec::new())),
        }
    }

    /// The field this column makes, named `name`.
    pub(crate) fn field(&self, name: &str) -> Field {
        let leaf = self.leaf.leaf().data_type();
        match self.list {
            None => Field::new(name, leaf, true),
            Some(_) => Field::new(name, DataType::List(Arc::new(list_item(leaf))), true),
        }
    }

    /// Appends one row: `values` empty is a null; a single column takes
    /// the first value.
    pub(crate) fn push_row(&mut self, values: &[&Stored]) -> Result<()> {
        match &mut self.list {
            None => match values.first() {
                Some(v) => self.leaf.push(v)?,
                None => self.leaf.push_null(),
            },
            Some((offsets, valid)) => {
                for v in values {
                    self.leaf.push(v)?;
                }
                let last = offsets.last().copied().unwrap_or(0);
                let len = i32::try_from(values.len())
                    .ok()
                    .and_then(|n| last.checked_add(n))
                    .ok_or_else(|| Error::Arrow("a list column exceeds 2^31 values".into()))?;
                offsets.push(len);
                valid.push(!values.is_empty());
            }
        }
        Ok(())
    }

    /// Appends one value (a single column).
    pub(crate) fn push(&mut self, v: &Stored) -> Result<()> {
        self.leaf.push(v)
    }

    /// Appends a null.
    pub(crate) fn push_null(&mut self) {
        match &mut self.list {
            None => self.leaf.push_null(),
            Some((offsets, valid)) => {
                offsets.push(offsets.last().copied().unwrap_or(0));
                valid.push(false);
            }
        }
    }

    /// The column so far; the builder starts over, empty.
    pub(crate) fn finish(&mut self) -> Result<ArrayRef> {
        let values = self.leaf.finish();
        match &mut self.list {
            None => Ok(values),
            Some((offsets, valid)) => {
                let offs = std::mem::replace(offsets, vec![0]);
                let nulls = std::mem::take(valid);
                let item = Arc::new(list_item(values.data_type().clone()));
                let array = ListArray::try_new(
                    item,
                    OffsetBuffer::new(ScalarBuffer::from(offs)),
                    values,
                    Some(NullBuffer::from(nulls)),
                )
                .map_err(|e| Error::Arrow(e.to_string()))?;
                Ok(Arc::new(array))
            }
        }
    }
}

/// The item field of a list column.
fn list_item(t: DataType) -> Field {
    Field::new("item", t, false)
}
