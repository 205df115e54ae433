//! Running a query text with EDN inputs, for tests that compare results.

use quiver::Db;
use quiver_query::edn::{Value, read_value};

/// Reads an EDN value (panics on bad test text).
pub fn edn(s: &str) -> Value {
    read_value(s).unwrap()
}

/// The query's result as EDN, or its error message.
pub fn q(db: &Db, text: &str, inputs: &[&str]) -> Result<Value, String> {
    let mut b = db.query(text);
    for i in inputs {
        b = b.input(edn(i));
    }
    b.run().map(|r| r.to_edn()).map_err(|e| e.to_string())
}

/// The query's result as EDN; panics with the query and error on failure.
pub fn ok(db: &Db, text: &str, inputs: &[&str]) -> Value {
    q(db, text, inputs).unwrap_or_else(|e| panic!("{text}: {e}"))
}
