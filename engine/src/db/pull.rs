//! [`Db`]'s pull calls: each on a fresh snapshot ([`Snapshot::pull`](quiver_store::Snapshot::pull)).

use crate::db::Db;
use quiver_query::edn::{self, Value as Edn};
use quiver_query::pull_pattern::PullPattern;
use quiver_store::Result;

impl Db {
    /// Pulls `pattern` from one entity in a fresh snapshot (see
    /// [`Snapshot::pull`](quiver_store::Snapshot::pull)).
    pub fn pull(&self, pattern: &PullPattern, eid: &Edn) -> Result<Edn> {
        self.snapshot()?.pull(pattern, eid)
    }

    /// Parses `pattern` (pull syntax) and `eid` (EDN) and pulls. Parse
    /// errors carry line and column ([`Error::Parse`](crate::Error::Parse)).
    pub fn pull_str(&self, pattern: &str, eid: &str) -> Result<Edn> {
        let pattern = quiver_query::pull_pattern::parse_pull(pattern)?;
        let eid = edn::read_value(eid)?;
        self.pull(&pattern, &eid)
    }
}
