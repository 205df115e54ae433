//! What a query reads: the attributes its answer depends on, so that its
//! cached plan and result outlive commits that wrote none of them (D-350).
//!
//! Conservative by construction: a pattern whose attribute is not a
//! constant keyword, a wildcard pull, a nested `(q …)` or a database
//! function whose attribute is a variable makes the query depend on
//! everything. Keywords anywhere in constants and inputs count as
//! attributes read (a lookup ref's attribute, a pull pattern passed in);
//! idents resolve through `:db/ident`, and the schema is always a
//! dependency.

use std::collections::BTreeSet;

use quiver_query::edn::Value as Edn;
use quiver_query::query::ast::{
    Clause, FindElem, FnArg, FnRef, PullPatternArg, Query, RuleSet, Term,
};
use quiver_store::DB_IDENT;
use quiver_store::Dep;
use quiver_store::Snapshot;

/// Attribute names read, or everything.
#[derive(Default)]
struct Reads {
    names: BTreeSet<String>,
    everything: bool,
}

impl Reads {
    fn keyword(&mut self, k: &quiver_query::edn::Keyword) {
        // `:person/_manager` reads `:person/manager`.
        if k.is_reverse() {
            self.names.insert(k.reversed().as_str().to_string());
        }
        self.names.insert(k.as_str().to_string());
    }

    fn value(&mut self, v: &Edn) {
        if self.everything {
            return;
        }
        match v {
            Edn::Keyword(k) => self.keyword(k),
            Edn::Symbol(s) if s.as_str() == "*" => self.everything = true,
            Edn::List(items) | Edn::Vector(items) => items.iter().for_each(|i| self.value(i)),
            Edn::Set(items) => items.iter().for_each(|i| self.value(i)),
            Edn::Map(m) => m.iter().for_each(|(k, v)| {
                self.value(k);
                self.value(v);
            }),
            Edn::Tagged(t) => self.value(&t.1),
            _ => {}
        }
    }

    fn clauses(&mut self, clauses: &[Clause]) {
        for c in clauses {
            if self.everything {
                return;
            }
            match c {
                Clause::Pattern(p) => match &p.a {
                    Term::Const(c) => self.value(&c.value),
                    Term::Var(_) | Term::Blank(_) => self.everything = true,
                },
                Clause::Predicate(p) => self.call(&p.func, &p.args),
                Clause::Function(f) => self.call(&f.func, &f.args),
                Clause::Not(n) => self.clauses(&n.clauses),
                Clause::Or(o) => o.branches.iter().for_each(|b| self.clauses(&b.clauses)),
                // Rule bodies are walked with the rule set.
                Clause::RuleCall(r) => r.args.iter().for_each(|t| {
                    if let Term::Const(c) = t {
                        self.value(&c.value);
                    }
                }),
            }
        }
    }

    fn call(&mut self, func: &FnRef, args: &[FnArg]) {
        let name = match func {
            FnRef::Builtin(s, _) => s.as_str(),
            // A function passed in: nothing says what it reads.
            FnRef::Var(_) => {
                self.everything = true;
                return;
            }
        };
        let reads_db = args.iter().any(|a| matches!(a, FnArg::Source(_)));
        match name {
            "q" => self.everything = true,
            // `(get-else $ ?e :attr default)`, `(get-some $ ?e :a :b)`,
            // `(missing? $ ?e :attr)`: the attributes must be constants.
            "get-else" | "missing?" | "get-some" | "get-some-else" if reads_db => {
                let attrs = match name {
                    "get-some" => args.get(2..).unwrap_or(&[]),
                    "get-some-else" => args.get(3..).unwrap_or(&[]),
                    _ => args.get(2..3).unwrap_or(&[]),
                };
                if attrs.iter().any(|a| !matches!(a, FnArg::Const(_))) {
                    self.everything = true;
                }
            }
            _ if reads_db => self.everything = true,
            _ => {}
        }
        for a in args {
            match a {
                FnArg::Const(c) => self.value(&c.value),
                FnArg::Call(c) => self.call(&c.func, &c.args),
                FnArg::Var(_) | FnArg::Source(_) => {}
            }
        }
    }
}

/// What a query's answer depends on, given the clauses as run (sources
/// pushed down), its rules and its inputs, resolved against `snap`'s
/// schema. Always includes the schema and `:db/ident`.
pub(crate) fn query_deps(
    snap: &Snapshot<'_>,
    query: &Query,
    clauses: &[Clause],
    rules: &RuleSet,
    args: &[Edn],
) -> Vec<Dep> {
    let mut r = Reads::default();
    r.clauses(clauses);
    for rule in &rules.rules {
        r.clauses(&rule.clauses);
    }
    for a in args {
        r.value(a);
    }
    for f in query.find.elements() {
        if let FindElem::Pull(p) = f {
            match &p.pattern {
                PullPatternArg::Pattern(pattern) => {
                    match quiver_query::edn::read(&pattern.to_string()) {
                        Ok(form) => r.value(&form.to_value()),
                        Err(_) => r.everything = true,
                    }
                }
                // Given as an input: walked with the inputs.
                PullPatternArg::Var(_) => {}
            }
        }
    }
    if r.everything {
        return vec![Dep::Everything];
    }
    let mut deps = vec![Dep::Schema, Dep::Attr(DB_IDENT)];
    for name in &r.names {
        let k = quiver_query::edn::Keyword::parse(name);
        if let Some(id) = snap.schema().id_of(&k) {
            if id != DB_IDENT {
                deps.push(Dep::Attr(id));
            }
        }
    }
    deps
}
