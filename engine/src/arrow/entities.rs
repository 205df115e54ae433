//! One table per entity kind, filled in one lazy pass over EAV.
//!
//! An entity's *kind* is the namespace of its attributes: the table
//! `movie` has a row for every entity with at least one `:movie/*`
//! attribute, so an entity with attributes of several namespaces has a row
//! in each of their tables (with the same `eid`). Attributes without a
//! namespace form the table `_`. Columns: `eid` (`Int64`), then one per
//! attribute of the namespace in attribute-id (declaration) order, named
//! by the attribute's name (`title` for `:movie/title`; the full
//! `movie/eid` should a namespace have an attribute named `eid`): a
//! nullable value for cardinality one, a list for cardinality many (null
//! when the entity has none). Types as in [`super::column`]; an untyped
//! attribute's column is `Utf8` EDN text.
//!
//! EAV order keeps an entity's datoms together, so one entity is held at a
//! time; each table's builders hold at most a batch of rows and are handed
//! out as a record batch when full. Memory is bounded by the batch size
//! times the number of tables, not by the data.

use std::collections::VecDeque;
use std::sync::Arc;

use arrow_array::RecordBatch;
use arrow_array::builder::Int64Builder;
use arrow_schema::{DataType, Field, Schema, SchemaRef};
use rustc_hash::FxHashMap;

use super::column::{ColumnBuilder, Leaf, entity_i64};
use crate::Snapshot;
use quiver_store::AttrInfo;
use quiver_store::Datoms;
use quiver_store::EntityId;
use quiver_store::Index;
use quiver_store::{Error, Result};
use quiver_store::{Keyword, Stored};

/// One entity-kind table: its name (the namespace), the attributes of its
/// columns (after `eid`) and its Arrow schema.
#[derive(Clone, Debug)]
pub struct EntityTable {
    /// The namespace (`_` for attributes without one).
    pub name: String,
    /// The attribute of each column after `eid`, in column order.
    pub attributes: Vec<Keyword>,
    /// The Arrow schema: `eid`, then one column per attribute.
    pub schema: SchemaRef,
}

struct TableBuilder {
    eid: Int64Builder,
    columns: Vec<ColumnBuilder>,
    rows: usize,
}

/// Record batches of every entity-kind table of a snapshot; each item is
/// the index of its table in [`EntityTables::tables`] and a batch of at
/// most the batch size rows. See [`Snapshot::entity_tables`].
pub struct EntityTables<'s> {
    datoms: Datoms<'s>,
    tables: Vec<EntityTable>,
    builders: Vec<TableBuilder>,
    /// Table and column of each exported attribute, by attribute id.
    place: FxHashMap<u32, (usize, usize)>,
    batch_rows: usize,
    current: Option<EntityId>,
    /// The current entity's values: table, column, value.
    pending: Vec<(usize, usize, Stored)>,
    ready: VecDeque<(usize, RecordBatch)>,
    rows_read: u64,
    done: bool,
}

/// The namespace table an attribute belongs to.
fn table_name(ident: &Keyword) -> String {
    ident.namespace().unwrap_or("_").to_string()
}

impl<'s> EntityTables<'s> {
    pub(crate) fn new(
        snap: &'s Snapshot<'s>,
        batch_rows: usize,
        wanted: impl Fn(&AttrInfo) -> bool,
    ) -> Result<Self> {
        let mut by_ns: std::collections::BTreeMap<String, Vec<&AttrInfo>> = Default::default();
        for info in snap.schema().iter().filter(|i| wanted(i)) {
            by_ns.entry(table_name(&info.ident)).or_default().push(info);
        }
        let mut tables = Vec::new();
        let mut builders = Vec::new();
        let mut place = FxHashMap::default();
        for (name, mut attrs) in by_ns {
            attrs.sort_by_key(|i| i.id);
            let mut fields = vec![Field::new("eid", DataType::Int64, false)];
            let mut columns = Vec::new();
            for (c, info) in attrs.iter().enumerate() {
                let leaf = Leaf::of(info.value_type);
                let col = if info.is_many() {
                    ColumnBuilder::list(leaf)
                } else {
                    ColumnBuilder::single(leaf)
                };
                let short = info.ident.name();
                let column_name = if short == "eid" {
                    info.ident.to_string().trim_start_matches(':').to_string()
                } else {
                    short.to_string()
                };
                fields.push(col.field(&column_name));
                columns.push(col);
                place.insert(info.id.0, (tables.len(), c));
            }
            tables.push(EntityTable {
                name,
                attributes: attrs.iter().map(|i| i.ident.clone()).collect(),
                schema: Arc::new(Schema::new(fields)),
            });
            builders.push(TableBuilder {
                eid: Int64Builder::new(),
                columns,
                rows: 0,
            });
        }
        Ok(EntityTables {
            datoms: snap.store().datoms(Index::Eav, &[])?,
            tables,
            builders,
            place,
            batch_rows: batch_rows.max(1),
            current: None,
            pending: Vec::new(),
            ready: VecDeque::new(),
            rows_read: 0,
            done: false,
        })
    }

    /// The tables, in name order (every namespace of the schema, also those
    /// without entities).
    pub fn tables(&self) -> &[EntityTable] {
        &self.tables
    }

    /// Datoms read from the database so far (for progress).
    pub fn datoms_read(&self) -> u64 {
        self.rows_read
    }

    /// Adds the current entity's row to each table it has attributes in.
    fn flush_entity(&mut self) -> Result<()> {
        let Some(e) = self.current else {
            return Ok(());
        };
        let eid = entity_i64(e.0)?;
        let mut pending = std::mem::take(&mut self.pending);
        pending.sort_by_key(|(t, c, _)| (*t, *c));
        let mut i = 0;
        while i < pending.len() {
            let t = pending[i].0;
            let b = &mut self.builders[t];
            b.eid.append_value(eid);
            for (c, col) in b.columns.iter_mut().enumerate() {
                let start = i;
                while i < pending.len() && pending[i].0 == t && pending[i].1 == c {
                    i += 1;
                }
                let values: Vec<&Stored> = pending[start..i].iter().map(|(_, _, v)| v).collect();
                if values.is_empty() {
                    col.push_null();
                } else {
                    col.push_row(&values)?;
                }
            }
            b.rows += 1;
            if b.rows >= self.batch_rows {
                self.finish_table(t)?;
            }
        }
        pending.clear();
        self.pending = pending;
        Ok(())
    }

    fn finish_table(&mut self, t: usize) -> Result<()> {
        let b = &mut self.builders[t];
        if b.rows == 0 {
            return Ok(());
        }
        let mut columns: Vec<arrow_array::ArrayRef> = vec![Arc::new(b.eid.finish())];
        for c in &mut b.columns {
            columns.push(c.finish()?);
        }
        b.rows = 0;
        let batch = RecordBatch::try_new(self.tables[t].schema.clone(), columns)
            .map_err(|e| Error::Arrow(e.to_string()))?;
        self.ready.push_back((t, batch));
        Ok(())
    }

    /// Reads datoms until a batch is ready or the datoms end.
    fn fill(&mut self) -> Result<()> {
        while self.ready.is_empty() && !self.done {
            match self.datoms.next() {
                Some(d) => {
                    let d = d?;
                    self.rows_read += 1;
                    if self.current != Some(d.e) {
                        self.flush_entity()?;
                        self.current = Some(d.e);
                    }
                    if let Some(&(t, c)) = self.place.get(&d.a.0) {
                        self.pending.push((t, c, d.v));
                    }
                }
                None => {
                    self.flush_entity()?;
                    self.current = None;
                    for t in 0..self.builders.len() {
                        self.finish_table(t)?;
                    }
                    self.done = true;
                }
            }
        }
        Ok(())
    }
}

impl Iterator for EntityTables<'_> {
    type Item = Result<(usize, RecordBatch)>;

    fn next(&mut self) -> Option<Self::Item> {
        if let Err(e) = self.fill() {
            self.done = true;
            self.ready.clear();
            return Some(Err(e));
        }
        self.ready.pop_front().map(Ok)
    }
}
