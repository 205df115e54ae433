//! Warnings about a query that still runs: attributes its data patterns
//! name that the database does not know (likely typos). The answer is
//! still returned (empty where such a pattern must match); the warning
//! says why it may be empty.

use super::PreparedQuery;
use quiver_query::Pos;
use quiver_query::edn::Value as Edn;
use quiver_query::query::ast::{Clause, Term};
use quiver_store::Snapshot;

/// An attribute a query names that the database does not know.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownAttribute {
    /// As written, with its colon (`:person/nmae`).
    pub attr: String,
    /// Where it is written.
    pub pos: Pos,
    /// The nearest known attribute, with its colon.
    pub suggestion: Option<String>,
}

impl UnknownAttribute {
    /// `:a/b is not a known attribute; did you mean :a/c?`
    pub fn message(&self) -> String {
        // A name is cut to a readable length (a 1 MB keyword is no name).
        let attr = quiver_store::cut(&self.attr);
        match &self.suggestion {
            Some(s) => format!("{attr} is not a known attribute; did you mean {s}?"),
            None => format!("{attr} is not a known attribute"),
        }
    }
}

impl PreparedQuery {
    /// Attributes the query's data patterns on the database (no other
    /// source) name that `snap`'s schema does not hold, with the nearest
    /// known one. Reverse attributes (`:person/_friend`) are checked by
    /// their forward name; `:db/…` attributes are the system's own.
    ///
    /// ```
    /// # let dir = tempfile::tempdir().unwrap();
    /// # let db = quiver::Db::open(dir.path(), quiver::DbOptions::default()).unwrap();
    /// db.transact_edn("[{:db/ident :person/name :db/valueType :db.type/string}]").unwrap();
    /// let q = db.prepare("[:find ?n :where [?e :person/nmae ?n]]").unwrap();
    /// let w = q.warnings(db.snapshot().unwrap().storage());
    /// assert_eq!(w[0].message(), ":person/nmae is not a known attribute; did you mean :person/name?");
    /// ```
    pub fn warnings(&self, snap: &Snapshot<'_>) -> Vec<UnknownAttribute> {
        let known: Vec<String> = snap
            .schema()
            .iter()
            .map(|a| a.ident.to_string())
            .filter(|k| !k.starts_with(":db"))
            .collect();
        let mut out = Vec::new();
        walk(&self.query().where_clauses, snap, &known, &mut out);
        out
    }
}

fn walk(
    clauses: &[Clause],
    snap: &Snapshot<'_>,
    known: &[String],
    out: &mut Vec<UnknownAttribute>,
) {
    for c in clauses {
        match c {
            Clause::Pattern(p) if p.source.as_ref().is_none_or(|s| s.is_default()) => {
                let Term::Const(k) = &p.a else { continue };
                let Edn::Keyword(kw) = &k.value else { continue };
                let ns = kw.namespace().unwrap_or("");
                let name = kw.name();
                let forward = match name.strip_prefix('_') {
                    Some(f) if !f.is_empty() => f,
                    _ => name,
                };
                if ns == "db" || ns.starts_with("db.") {
                    continue;
                }
                let qualify = |n: &str| {
                    if ns.is_empty() {
                        format!(":{n}")
                    } else {
                        format!(":{ns}/{n}")
                    }
                };
                let full = qualify(forward);
                let edn_kw = quiver_query::edn::Keyword::parse(&full[1..]);
                let written = qualify(name);
                if snap.attr_of(&edn_kw).is_some() || out.iter().any(|u| u.attr == written) {
                    continue;
                }
                let suggestion =
                    quiver_query::suggest::nearest(&full, known.iter().map(String::as_str))
                        .map(str::to_string);
                out.push(UnknownAttribute {
                    attr: written,
                    pos: k.span.start,
                    suggestion,
                });
            }
            Clause::Not(n) => quiver_query::stack::deep(|| walk(&n.clauses, snap, known, out)),
            Clause::Or(o) => {
                for b in &o.branches {
                    quiver_query::stack::deep(|| walk(&b.clauses, snap, known, out));
                }
            }
            _ => {}
        }
    }
}
