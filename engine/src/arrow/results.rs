//! Query results as Arrow record batches.
//!
//! A result's rows are already in memory (the engine keeps whole results,
//! and shares them with its result cache); [`ResultBatches`] turns them
//! into batches of at most a given number of rows, one at a time, so only
//! one batch of Arrow data exists at once. Column names are those of the
//! result: the `:keys`/`:strs`/`:syms` names, else the find elements as
//! written (`?title`, `(count ?m)`), as the CLI's CSV header.
//!
//! A column's type is chosen from all its values: when every non-nil value
//! has one kind, booleans are `Boolean`, integers `Int64` (entity ids
//! included), doubles `Float64`, floats `Float32`, instants
//! `Timestamp(ms, UTC)`, bytes `Binary`, and strings, keywords (without the
//! colon), symbols, UUIDs, big integers and big decimals (plain notation)
//! `Utf8`; a column whose values have several kinds, or collections (pull
//! maps, vectors, sets), is `Utf8` holding each value's EDN text. `nil` is
//! null.

use std::sync::Arc;

use arrow_array::builder::{
    BinaryBuilder, BooleanBuilder, Float32Builder, Float64Builder, Int64Builder, StringBuilder,
    TimestampMillisecondBuilder,
};
use arrow_array::{ArrayRef, RecordBatch};
use arrow_schema::{Field, Schema, SchemaRef};
use quiver_query::Rows;
use quiver_query::edn::Value as Edn;

use super::column::Leaf;
use quiver_exec::QueryResult;
use quiver_store::{Error, Result};

/// How a result column is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// Every value one kind (named: strings and keywords share a leaf but
    /// not a kind): this leaf.
    Typed(Leaf, &'static str),
    /// Several kinds, or collections: EDN text.
    Edn,
}

/// The leaf of a single value's kind (`None` for nil; collections and
/// other forms are EDN text).
fn leaf_of(v: &Edn) -> Option<Kind> {
    Some(match v {
        Edn::Nil => return None,
        Edn::Boolean(_) => Kind::Typed(Leaf::Bool, "boolean"),
        Edn::Long(_) => Kind::Typed(Leaf::Int64, "long"),
        Edn::Double(_) => Kind::Typed(Leaf::Float64, "double"),
        Edn::Float(_) => Kind::Typed(Leaf::Float32, "float"),
        Edn::Inst(_) => Kind::Typed(Leaf::Timestamp, "instant"),
        Edn::Bytes(_) => Kind::Typed(Leaf::Binary, "bytes"),
        Edn::String(_) => Kind::Typed(Leaf::Utf8, "string"),
        Edn::Keyword(_) => Kind::Typed(Leaf::Utf8, "keyword"),
        Edn::Symbol(_) => Kind::Typed(Leaf::Utf8, "symbol"),
        Edn::Uuid(_) => Kind::Typed(Leaf::Utf8, "uuid"),
        Edn::BigInt(_) => Kind::Typed(Leaf::Utf8, "bigint"),
        Edn::BigDec(_) => Kind::Typed(Leaf::Utf8, "bigdec"),
        _ => Kind::Edn,
    })
}

/// The text of a value in a typed `Utf8` column.
fn plain_text(v: &Edn) -> String {
    match v {
        Edn::String(s) => s.to_string(),
        Edn::Keyword(k) => super::column::keyword_text(&k.to_string()),
        Edn::BigDec(d) => d.to_plain_string(),
        other => other.to_string(),
    }
}

/// A query result's rows as record batches of at most `batch_rows` rows;
/// see [`QueryResult::record_batches`].
pub struct ResultBatches {
    schema: SchemaRef,
    kinds: Vec<Kind>,
    rows: Rows<Edn>,
    next: usize,
    batch_rows: usize,
    /// A batch was handed out (an empty result yields one empty batch).
    emitted: bool,
}

impl ResultBatches {
    /// Batches of `rows` under the column names `columns` (one per row
    /// cell).
    ///
    /// # Errors
    /// [`Error::Arrow`] when the names do not match the rows' width.
    pub fn new(columns: Vec<String>, rows: Rows<Edn>, batch_rows: usize) -> Result<Self> {
        if !rows.is_empty() && rows.width() != columns.len() {
            return Err(Error::Arrow(format!(
                "{} column names for rows of {} values",
                columns.len(),
                rows.width()
            )));
        }
        let mut kinds: Vec<Option<Kind>> = vec![None; columns.len()];
        for row in rows.iter() {
            for (k, v) in kinds.iter_mut().zip(row) {
                match (*k, leaf_of(v)) {
                    (_, None) | (Some(Kind::Edn), _) => {}
                    (None, found) => *k = found,
                    (Some(a), Some(b)) if a != b => *k = Some(Kind::Edn),
                    _ => {}
                }
            }
        }
        let kinds: Vec<Kind> = kinds
            .into_iter()
            .map(|k| k.unwrap_or(Kind::Typed(Leaf::Utf8, "nil")))
            .collect();
        let fields: Vec<Field> = columns
            .iter()
            .zip(&kinds)
            .map(|(name, k)| {
                let t = match k {
                    Kind::Typed(leaf, _) => leaf.data_type(),
                    Kind::Edn => Leaf::Utf8.data_type(),
                };
                Field::new(name, t, true)
            })
            .collect();
        Ok(ResultBatches {
            schema: Arc::new(Schema::new(fields)),
            kinds,
            rows,
            next: 0,
            batch_rows: batch_rows.max(1),
            emitted: false,
        })
    }

    /// The schema of every batch.
    pub fn schema(&self) -> SchemaRef {
        self.schema.clone()
    }

    /// The number of rows in all.
    pub fn total_rows(&self) -> usize {
        self.rows.len()
    }

    fn column(&self, c: usize, from: usize, to: usize) -> ArrayRef {
        let cells = (from..to).map(|i| &self.rows[i][c]);
        let n = to - from;
        macro_rules! build {
            ($builder:expr, $pat:pat => $val:expr) => {{
                let mut b = $builder;
                for v in cells {
                    match v {
                        $pat => b.append_value($val),
                        _ => b.append_null(),
                    }
                }
                Arc::new(b.finish()) as ArrayRef
            }};
        }
        match self.kinds[c] {
            Kind::Typed(Leaf::Bool, _) => {
                build!(BooleanBuilder::with_capacity(n), Edn::Boolean(x) => *x)
            }
            Kind::Typed(Leaf::Int64, _) => {
                build!(Int64Builder::with_capacity(n), Edn::Long(x) => *x)
            }
            Kind::Typed(Leaf::Float64, _) => {
                build!(Float64Builder::with_capacity(n), Edn::Double(x) => *x)
            }
            Kind::Typed(Leaf::Float32, _) => {
                build!(Float32Builder::with_capacity(n), Edn::Float(x) => *x)
            }
            Kind::Typed(Leaf::Timestamp, _) => build!(
                TimestampMillisecondBuilder::with_capacity(n).with_timezone("UTC"),
                Edn::Inst(ms) => *ms
            ),
            Kind::Typed(Leaf::Binary, _) => {
                build!(BinaryBuilder::with_capacity(n, n * 16), Edn::Bytes(x) => x.as_ref())
            }
            Kind::Typed(Leaf::Utf8, _) => {
                let mut b = StringBuilder::with_capacity(n, n * 16);
                for v in cells {
                    match v {
                        Edn::Nil => b.append_null(),
                        v => b.append_value(plain_text(v)),
                    }
                }
                Arc::new(b.finish())
            }
            Kind::Edn => {
                let mut b = StringBuilder::with_capacity(n, n * 16);
                for v in cells {
                    match v {
                        Edn::Nil => b.append_null(),
                        v => b.append_value(v.to_string()),
                    }
                }
                Arc::new(b.finish())
            }
        }
    }
}

impl Iterator for ResultBatches {
    type Item = Result<RecordBatch>;

    fn next(&mut self) -> Option<Self::Item> {
        // An empty result still yields one empty batch, so a reader sees
        // the schema.
        if self.next >= self.rows.len() && self.emitted {
            return None;
        }
        let from = self.next;
        let to = (from + self.batch_rows).min(self.rows.len());
        self.next = to;
        self.emitted = true;
        let columns = (0..self.kinds.len())
            .map(|c| self.column(c, from, to))
            .collect();
        Some(
            RecordBatch::try_new_with_options(
                self.schema.clone(),
                columns,
                &arrow_array::RecordBatchOptions::new().with_row_count(Some(to - from)),
            )
            .map_err(|e| Error::Arrow(e.to_string())),
        )
    }
}

/// [`QueryResult::record_batches`]: a query result as Arrow record batches.
/// The result type is the execution crate's, so the method comes with this
/// trait (`use quiver::arrow::ToRecordBatches`).
pub trait ToRecordBatches {
    /// The result as Arrow record batches of at most `batch_rows` rows; see
    /// the implementation on [`QueryResult`].
    ///
    /// # Errors
    /// [`Error::Arrow`] if the result's shape is inconsistent.
    fn record_batches(&self, batch_rows: usize) -> Result<ResultBatches>;
}

impl ToRecordBatches for QueryResult {
    /// The result as Arrow record batches of at most `batch_rows` rows
    /// (an empty result: one empty batch). Columns are named by the
    /// `:keys`/`:strs`/`:syms` names, else by the find elements as written
    /// (`?title`, `(count ?m)`). A collection (`[?x ...]`) and a scalar
    /// (`?x .`) are one column named `value` (a scalar: at most one row), a
    /// tuple (`[?x ?y]`) one row of columns `value0`, `value1`, … (these
    /// shapes keep no names in the result). Types: see [`crate::arrow`].
    ///
    /// ```
    /// # let dir = tempfile::tempdir().unwrap();
    /// # let db = quiver::Db::open(dir.path(), quiver::DbOptions::default()).unwrap();
    /// db.transact_edn(r#"[{:db/ident :name :db/valueType :db.type/string}
    ///                     {:name "Ivan"} {:name "Oleg"}]"#).unwrap();
    /// use quiver::arrow::ToRecordBatches;
    /// let r = db.query("[:find ?e ?n :where [?e :name ?n]]").run().unwrap();
    /// let batches: Vec<_> = r.record_batches(1).unwrap().collect::<Result<_, _>>().unwrap();
    /// assert_eq!(batches.len(), 2);
    /// assert_eq!(batches[0].schema().field(1).name(), "?n");
    /// ```
    ///
    /// # Errors
    /// [`Error::Arrow`] if the result's shape is inconsistent.
    fn record_batches(&self, batch_rows: usize) -> Result<ResultBatches> {
        let (columns, rows) = arrow_parts(self);
        ResultBatches::new(columns, rows, batch_rows)
    }
}

/// Column names and rows of any result shape.
fn arrow_parts(result: &QueryResult) -> (Vec<String>, Rows<Edn>) {
    {
        match result {
            QueryResult::Relation { columns, rows, .. } => (columns.clone(), rows.clone()),
            QueryResult::Maps { keys, rows } => (
                keys.iter()
                    .map(|k| match k {
                        Edn::Keyword(k) => k.name().to_string(),
                        Edn::Symbol(s) => s.to_string(),
                        Edn::String(s) => s.to_string(),
                        other => other.to_string(),
                    })
                    .collect(),
                rows.clone(),
            ),
            QueryResult::Collection(items) => (
                vec!["value".to_string()],
                items.iter().map(|v| vec![v.clone()]).collect(),
            ),
            QueryResult::Scalar(v) => (
                vec!["value".to_string()],
                v.iter().map(|v| vec![v.clone()]).collect(),
            ),
            QueryResult::Tuple(t) => {
                let width = t.as_ref().map_or(0, Vec::len);
                (
                    (0..width).map(|i| format!("value{i}")).collect(),
                    t.iter().cloned().collect(),
                )
            }
        }
    }
}
