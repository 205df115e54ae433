//! Datalevin's default `:in` (D-880). A query written without `:in` takes
//! the database `$` only when its clauses read one: a data pattern at any
//! depth (inside `not`, `or` and `and` too), a clause naming a source, or
//! `$` as a function argument. Otherwise it takes no input at all, and
//! `(d/q '[:find ?x . :where [(+ 1 2) ?x]] db)` is Datalevin's
//! `Extra inputs passed, expected: [], got: 1`. A `pull` in `:find` reads
//! the database too, so a query that pulls takes `$` (D-943; Datalevin
//! leaves it out, and its pull fails on no database).
//!
//! The parser still fills in `[$]` (the executor reads the database as
//! `$` whatever was given); [`Query::declared_inputs`] is what a caller
//! that passes the database explicitly (the command language's `$`) is
//! checked against.
//!
//! ```
//! use quiver_query::query::parse_query;
//! let reads = parse_query("[:find ?e :where [?e :name _]]").unwrap();
//! assert_eq!(reads.declared_inputs().len(), 1);
//! let pure = parse_query("[:find ?x . :where [(+ 1 2) ?x]]").unwrap();
//! assert!(pure.declared_inputs().is_empty());
//! let written = parse_query("[:find ?x . :in $ :where [(+ 1 2) ?x]]").unwrap();
//! assert_eq!(written.declared_inputs().len(), 1);
//! ```

use super::ast::{Clause, FnArg, Input, Query};
use crate::error::Span;

impl Query {
    /// True when `:in` was not written: the parser filled in `[$]`.
    pub fn in_is_default(&self) -> bool {
        matches!(self.inputs.as_slice(), [Input::Source(s)] if s.is_default() && s.span == Span::NONE)
    }

    /// Whether the `:where` clauses read the default database, by
    /// Datalevin's rule for a query without `:in` (see the module docs).
    pub fn where_reads_database(&self) -> bool {
        self.where_clauses.iter().any(reads_database)
    }

    /// The inputs a caller gives, in order, the database included: `:in`
    /// as written; without `:in`, `[$]` when the clauses read the
    /// database and nothing otherwise (Datalevin's default).
    pub fn declared_inputs(&self) -> &[Input] {
        if self.in_is_default() && !self.where_reads_database() && !self.pulls_from_database() {
            &[]
        } else {
            &self.inputs
        }
    }

    /// Whether a `pull` in `:find` reads the default database: a query
    /// without `:in` that pulls takes `$` even when no clause reads it
    /// (Datalevin's default leaves `$` out and its pull fails on no
    /// database; D-943).
    pub fn pulls_from_database(&self) -> bool {
        self.find.elements().iter().any(|e| {
            matches!(e, super::ast::FindElem::Pull(p) if p.source.as_ref().is_none_or(|s| s.is_default()))
        })
    }
}

/// Whether `clause` reads a database (Datalevin's `default-in`).
fn reads_database(clause: &Clause) -> bool {
    crate::stack::deep(|| match clause {
        Clause::Pattern(_) => true,
        Clause::RuleCall(c) => c.source.is_some(),
        Clause::Not(n) => n.source.is_some() || n.clauses.iter().any(reads_database),
        Clause::Or(o) => {
            o.source.is_some()
                || o.branches
                    .iter()
                    .any(|b| b.clauses.iter().any(reads_database))
        }
        Clause::Predicate(p) => p.args.iter().any(names_database),
        Clause::Function(f) => f.args.iter().any(names_database),
    })
}

/// Whether an argument is `$`, or a nested call passing it.
fn names_database(arg: &FnArg) -> bool {
    crate::stack::deep(|| match arg {
        FnArg::Source(s) => s.is_default(),
        FnArg::Call(c) => c.args.iter().any(names_database),
        FnArg::Var(_) | FnArg::Const(_) => false,
    })
}

#[cfg(test)]
mod tests {
    use crate::query::parse_query;

    fn takes(text: &str) -> usize {
        parse_query(text).unwrap().declared_inputs().len()
    }

    #[test]
    fn a_query_without_in_takes_the_database_only_when_it_reads_one() {
        // Read: patterns at any depth, explicit sources, `$` as an argument.
        assert_eq!(takes("[:find ?e :where [?e :a]]"), 1);
        assert_eq!(
            takes("[:find ?x :where [(ground 1) ?x] (not [?x :a 2])]"),
            1
        );
        assert_eq!(
            takes("[:find ?x :where [(ground 1) ?x] (or [(= ?x 1)] (and [(= ?x 2)] [?x :b]))]"),
            1
        );
        assert_eq!(
            takes("[:find ?v :where [(ground 1) ?e] [(get-else $ ?e :a 0) ?v]]"),
            1
        );
        assert_eq!(
            takes("[:find ?v :where [(ground 1) ?e] [(str (get-else $ ?e :a 0)) ?v]]"),
            1
        );
        // Not read: functions, predicates, `or`/`not` of them.
        assert_eq!(takes("[:find ?x . :where [(+ 1 2) ?x]]"), 0);
        assert_eq!(
            takes("[:find ?x :where [(ground [1 2]) [?x ...]] (not [(= ?x 2)])]"),
            0
        );
        assert_eq!(
            takes("[:find ?x :where [(ground 1) ?x] (or [(= ?x 1)] [(= ?x 2)])]"),
            0
        );
        // A written :in is kept as written, even when nothing reads `$`.
        assert_eq!(takes("[:find ?x . :in $ :where [(+ 1 2) ?x]]"), 1);
        assert_eq!(takes("[:find ?x . :in ?a :where [(+ ?a 2) ?x]]"), 1);
        assert_eq!(takes("[:find ?x . :in $ ?a :where [(+ ?a 2) ?x]]"), 2);
    }
}
