//! [`Db`]'s transactions given as EDN text or parsed tx-data
//! (`tx_edn` converts them).

use crate::db::Db;
use crate::facts::TxReport;
use quiver_query::edn::Value as Edn;
use quiver_query::tx as qtx;
use quiver_store::{Error, Result};
use quiver_store::{locate, op_span, typed_tx_from_ops};

/// A transaction from a tx-data template: `db.transact_template(text)`,
/// then `.param(name, value)` for each `?name`, then `.run()`.
pub struct TxTemplate<'db> {
    db: &'db Db,
    text: String,
    params: Vec<(String, Edn)>,
}

impl TxTemplate<'_> {
    /// Gives `?name` (written with or without the `?`) its value: an EDN
    /// value or anything that converts to one (as query inputs do).
    pub fn param(mut self, name: &str, value: impl Into<Edn>) -> Self {
        self.params.push((name.to_string(), value.into()));
        self
    }

    /// Puts each value in its place and runs the tx-data as one
    /// transaction. A `?name` without a value, or a value the template
    /// never uses, is [`Error::Parse`] pointing into the template.
    pub fn run(self) -> Result<TxReport> {
        let ops = quiver_query::tx_template::parse_tx_template(&self.text, &self.params)?;
        self.db.transact_ops(&ops)
    }
}

impl Db {
    /// Tx-data as EDN text with `?name` symbols standing for values given
    /// apart, so a name with quotes in it needs no escaping (never build
    /// tx-data with `format!`).
    ///
    /// ```
    /// # use quiver::{Db, DbOptions};
    /// # let dir = tempfile::tempdir()?;
    /// # let db = Db::open(dir.path(), DbOptions::default())?;
    /// db.transact_edn("[{:db/ident :person/name :db/valueType :db.type/string}
    ///                   {:db/ident :person/born :db/valueType :db.type/instant}]")?;
    /// db.transact_template("[{:person/name ?name :person/born ?born}]")
    ///     .param("name", r#"Ann "the" O'Brien"#)
    ///     .param("born", std::time::SystemTime::UNIX_EPOCH)
    ///     .run()?;
    /// let born = db.query("[:find ?b . :where [_ :person/born ?b]]").run()?.to_edn();
    /// assert_eq!(born.as_system_time(), Some(std::time::SystemTime::UNIX_EPOCH));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn transact_template(&self, template: &str) -> TxTemplate<'_> {
        TxTemplate {
            db: self,
            text: template.to_string(),
            params: Vec::new(),
        }
    }

    /// Parses EDN tx-data and runs it as one transaction
    /// (see [`Db::transact`]). Parse errors are [`Error::Parse`] with line
    /// and column; refused items are [`Error::Transaction`] wrapped in
    /// [`Error::Located`] with the item's position.
    pub fn transact_edn(&self, text: &str) -> Result<TxReport> {
        let ops = quiver_query::tx::parse_tx(text)?;
        self.transact_ops(&ops)
    }

    /// Runs parsed tx-data as one transaction.
    pub fn transact_ops(&self, ops: &[qtx::TxOp]) -> Result<TxReport> {
        let data = typed_tx_from_ops(&self.schema(), ops)?;
        self.transact_typed(&data).map_err(|e| locate_item(e, ops))
    }
}

/// A refused item's error, with the position of the item in `ops` it
/// names (parse positions are kept with each op).
pub(super) fn locate_item(e: Error, ops: &[qtx::TxOp]) -> Error {
    match &e {
        Error::Transaction { item, .. } => match ops.get(*item) {
            Some(op) => locate(e, op_span(op)),
            None => e,
        },
        _ => e,
    }
}
