//! What each `:in` source stands for, and pointing every data pattern at
//! it (D-322).
//!
//! A source position (`$`, `$name`) takes the query's own database, a
//! relation (a collection of tuples, matched by position as `[e a v]`), or
//! another database. After [`push_sources`](quiver_query::query::push_sources)
//! only data patterns name sources, so [`retarget`] walks the patterns (in
//! the query and in every rule body) once:
//!
//! - a name bound to this database (`$people` given `$`) reads it directly;
//! - `$` bound to a relation reads the relation;
//! - a name bound to another database becomes, per pattern, a relation of
//!   that pattern's datoms in the other database (`[e :attr v]` triples,
//!   narrowed by the pattern's constant entity, attribute and value), so
//!   joins across databases are joins of relations. This reads the other
//!   database's matching datoms once per query; a pattern with no
//!   constant reads all of them (bounded by the memory budget).

use std::collections::{HashMap, HashSet};

use quiver_query::edn::Value as Edn;
use quiver_query::query::ast::{Clause, Pattern, RuleSet, SrcVar, Term};

use quiver_store::Index;
use quiver_store::Snapshot;
use quiver_store::Stored;
use quiver_store::{Error, Result};
use quiver_store::{from_edn, to_edn};

/// What a source position was given.
#[derive(Clone, Debug)]
pub(crate) enum SourceArg {
    /// The query's own database.
    Main,
    /// A relation: tuples matched by position.
    Relation(Vec<Vec<Edn>>),
    /// Another database: index into the snapshots passed with the query.
    Db(usize),
}

impl SourceArg {
    /// What kind of source this is (the plan depends on it, not on rows).
    pub(crate) fn kind(&self) -> &'static str {
        match self {
            SourceArg::Main => "db",
            SourceArg::Relation(_) => "relation",
            SourceArg::Db(_) => "other db",
        }
    }
}

/// The tag of an input that stands for another database (see
/// [`crate::query::QueryBuilder::input_db`]).
pub const DB_TAG: &str = "quiver/db";

/// Reads a source position's argument: `$` (a symbol) is this database,
/// `#quiver/db N` the N-th other database, anything else a relation.
pub(crate) fn source_arg(name: &str, v: &Edn, others: usize) -> Result<SourceArg> {
    match v {
        Edn::Symbol(s) if s.as_str() == "$" => Ok(SourceArg::Main),
        Edn::Tagged(t) if t.0.as_str() == DB_TAG => match &t.1 {
            Edn::Long(n) if *n >= 0 && (*n as usize) < others => Ok(SourceArg::Db(*n as usize)),
            other => Err(Error::Input(format!(
                "{name}: #{DB_TAG} {other} names no database given with the query"
            ))),
        },
        // `nil` is the empty collection, as Clojure's `seq` reads it
        // (D-930).
        Edn::Nil => Ok(SourceArg::Relation(Vec::new())),
        _ => crate::query::tuples(v)
            .map(SourceArg::Relation)
            .ok_or_else(|| {
                Error::Input(format!(
                    "{name} must be a database or a collection of tuples, got {}",
                    quiver_store::cut(&v.to_string())
                ))
            }),
    }
}

/// Points every data pattern of `clauses` and `rules` at what its source
/// was given; returns the relations patterns now read, by source name.
pub(crate) fn retarget(
    clauses: &mut [Clause],
    rules: &mut RuleSet,
    args: &HashMap<String, SourceArg>,
    dbs: &[&Snapshot<'_>],
    row_budget: usize,
) -> Result<HashMap<String, Vec<Vec<Edn>>>> {
    let mut r = Retarget {
        args,
        dbs,
        out: HashMap::new(),
        made: 0,
        rows_left: row_budget,
        aliases: args
            .iter()
            .filter(|(n, a)| matches!(a, SourceArg::Main) && n.as_str() != "$")
            .map(|(n, _)| n.clone())
            .collect(),
    };
    for (name, arg) in args {
        if let SourceArg::Relation(rows) = arg {
            r.out.insert(name.clone(), rows.clone());
        }
    }
    r.clauses(clauses)?;
    for rule in &mut rules.rules {
        r.clauses(&mut rule.clauses)?;
    }
    Ok(r.out)
}

struct Retarget<'a, 'db> {
    args: &'a HashMap<String, SourceArg>,
    dbs: &'a [&'a Snapshot<'db>],
    out: HashMap<String, Vec<Vec<Edn>>>,
    made: usize,
    rows_left: usize,
    aliases: HashSet<String>,
}

impl Retarget<'_, '_> {
    fn clauses(&mut self, clauses: &mut [Clause]) -> Result<()> {
        for c in clauses {
            match c {
                Clause::Pattern(p) => self.pattern(p)?,
                Clause::Not(n) => quiver_query::stack::deep(|| self.clauses(&mut n.clauses))?,
                Clause::Or(o) => {
                    for b in &mut o.branches {
                        quiver_query::stack::deep(|| self.clauses(&mut b.clauses))?;
                    }
                }
                Clause::Function(f) => self.function_sources(&f.func, &f.args)?,
                Clause::Predicate(p) => self.function_sources(&p.func, &p.args)?,
                _ => {}
            }
        }
        Ok(())
    }

    /// A database function's source (`(get-else $2 ?e :a 0)`) must be the
    /// query's own database: one bound to a relation is an error, as a
    /// pull's (Datalevin fails on it too), and so is another database,
    /// which these functions do not read (D-930).
    fn function_sources(
        &self,
        func: &quiver_query::query::ast::FnRef,
        args: &[quiver_query::query::ast::FnArg],
    ) -> Result<()> {
        for a in args {
            let quiver_query::query::ast::FnArg::Source(src) = a else {
                continue;
            };
            let name = src.name.as_str();
            if name == "$" || self.aliases.contains(name) {
                continue;
            }
            let what = match self.args.get(name) {
                Some(SourceArg::Relation(_)) => "is bound to a relation, and it reads a database",
                Some(SourceArg::Db(_)) => {
                    "is another database; it reads only the query's own database ($)"
                }
                _ => continue,
            };
            let f = match func {
                quiver_query::query::ast::FnRef::Builtin(s, _) => s.as_str().to_string(),
                quiver_query::query::ast::FnRef::Var(v) => v.as_str().to_string(),
            };
            return Err(Error::EvalAt {
                message: format!("({f} {name} …): {name} {what}"),
                pos: src.span.start,
            });
        }
        Ok(())
    }

    fn pattern(&mut self, p: &mut Pattern) -> Result<()> {
        let name = p
            .source
            .as_ref()
            .map_or("$".to_string(), |s| s.name.as_str().to_string());
        // Positions after the value match a collection's tuples by index;
        // a database keeps no transaction per datom (as Datalevin), so a
        // variable or constant there could only mislead (D-941).
        if !matches!(self.args.get(&name), Some(SourceArg::Relation(_))) {
            if let Some(t) = p.beyond_value().next() {
                return Err(Error::EvalAt {
                    message: format!(
                        "{}: a data pattern on a database has at most three positions \
                         [e a v] (a fourth must be `_`): datoms are stored without their \
                         transaction; positions after the value match only a collection \
                         of tuples given as a source",
                        quiver_store::cut(&Clause::Pattern(p.clone()).to_string())
                    ),
                    pos: t.span().start,
                });
            }
        }
        let span = p.source.as_ref().map_or(p.span, |s| s.span);
        let rename = |to: &str| SrcVar {
            name: quiver_query::edn::Symbol::new(None, to),
            span,
        };
        if self.aliases.contains(&name) {
            p.source = None;
            return Ok(());
        }
        match self.args.get(&name) {
            Some(SourceArg::Relation(_)) => p.source = Some(rename(&name)),
            Some(SourceArg::Db(k)) => {
                let rows = self.materialize(self.dbs[*k], p)?;
                self.made += 1;
                // `%` cannot appear in a written source name.
                let own = format!("{name}%{}", self.made);
                self.out.insert(own.clone(), rows);
                p.source = Some(rename(&own));
            }
            Some(SourceArg::Main) | None => {}
        }
        Ok(())
    }

    /// The datoms of `snap` that pattern `p` can match, as `[e a v]`
    /// tuples (narrowed by its constants; the pattern still filters).
    fn materialize(&mut self, snap: &Snapshot<'_>, p: &Pattern) -> Result<Vec<Vec<Edn>>> {
        let konst = |t: &Term| match t {
            Term::Const(c) => Some(c.value.clone()),
            _ => None,
        };
        let (e, a, v) = (konst(&p.e), konst(&p.a), konst(&p.v));
        let attr = a
            .as_ref()
            .and_then(|a| a.as_keyword())
            .map(|k| snap.attr_of(k));
        if let Some(None) = attr {
            return Ok(Vec::new()); // an attribute that database lacks
        }
        let attr = attr.flatten();
        let entity = match &e {
            Some(e) => match snap.resolve_entity(e)? {
                quiver_store::Resolved::Id(id) => Some(id),
                quiver_store::Resolved::Nothing => return Ok(Vec::new()),
            },
            None => None,
        };
        let kw = |id| -> Result<Stored> { Ok(Stored::Keyword(snap.attr(id)?.ident.clone())) };
        let mut components: Vec<Stored> = Vec::new();
        let index = match (entity, attr) {
            (Some(id), _) => {
                components.push(Stored::Ref(id));
                if let Some(a) = attr {
                    components.push(kw(a)?);
                }
                Index::Eav
            }
            (None, Some(a)) => {
                components.push(kw(a)?);
                if let Some(v) = &v {
                    let ty = snap.attr(a)?.value_type;
                    match from_edn(v, ty) {
                        Ok(stored) => components.push(stored),
                        Err(_) => return Ok(Vec::new()),
                    }
                }
                Index::Ave
            }
            (None, None) => Index::Eav,
        };
        let mut rows = Vec::new();
        for d in snap.datoms(index, &components)? {
            let d = d?;
            // A pattern on the database itself never scans transaction
            // entities unless it names one: nor does one on another.
            if entity.is_none() && d.e.is_tx() {
                continue;
            }
            if self.rows_left == 0 {
                return Err(Error::ResourceLimit {
                    operator: "a pattern on another database",
                    bytes: rows.len().saturating_mul(ROW_BYTES),
                    budget: rows.len().saturating_mul(ROW_BYTES),
                });
            }
            self.rows_left -= 1;
            let ident = snap.attr(d.a)?.ident.clone();
            // A constant value the index matched (coerced to the
            // attribute's type) is kept as written, so the pattern's own
            // comparison sees the same value.
            let value = match (&v, index) {
                (Some(v), Index::Ave) => v.clone(),
                _ => to_edn(&d.v),
            };
            rows.push(vec![
                Edn::Long(d.e.0 as i64),
                to_edn(&Stored::Keyword(ident)),
                value,
            ]);
        }
        Ok(rows)
    }
}

/// Bytes a materialized row is reckoned at against the memory budget.
pub(crate) const ROW_BYTES: usize = 128;
