//! [`Db`]'s transactions given as EDN text or parsed tx-data
//! ([`crate::tx_edn`] converts them).

use crate::db::Db;
use crate::error::{Error, Result};
use crate::transact::TxReport;
use crate::tx_edn::{locate, op_span, tx_data_from_ops};
use quiver_query::tx as qtx;

impl Db {
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
        let data = tx_data_from_ops(&self.schema(), ops)?;
        self.transact(&data).map_err(|e| match &e {
            Error::Transaction { item, .. } => match ops.get(*item) {
                Some(op) => locate(e, op_span(op)),
                None => e,
            },
            _ => e,
        })
    }
}
