//! Canonical EDN printing of the query AST (`Display` impls), used by
//! `explain` output and tests. Printing a parsed query and parsing the
//! result gives an equal AST (spans aside).

use std::fmt::{self, Display, Formatter, Write};

use super::ast::*;
use crate::pull_pattern::{AttrSpec, PullElement, PullLimit, PullPattern, PullSub, Recursion};

fn join<T: Display>(f: &mut Formatter<'_>, items: impl IntoIterator<Item = T>) -> fmt::Result {
    for (i, it) in items.into_iter().enumerate() {
        if i > 0 {
            f.write_char(' ')?;
        }
        write!(f, "{it}")?;
    }
    Ok(())
}

impl Display for Var {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl Display for SrcVar {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.name)
    }
}

impl Display for Query {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        write!(f, "[:find {}", self.find)?;
        if let Some(r) = &self.return_maps {
            let key = match r.kind {
                ReturnMapKind::Keys => "keys",
                ReturnMapKind::Strs => "strs",
                ReturnMapKind::Syms => "syms",
            };
            write!(f, " :{key} ")?;
            join(f, &r.names)?;
        }
        if !self.with.is_empty() {
            f.write_str(" :with ")?;
            join(f, &self.with)?;
        }
        f.write_str(" :in ")?;
        join(f, &self.inputs)?;
        if !self.where_clauses.is_empty() {
            f.write_str(" :where ")?;
            join(f, &self.where_clauses)?;
        }
        if !self.having.is_empty() {
            f.write_str(" :having")?;
            for h in &self.having {
                write!(f, " [{h}]")?;
            }
        }
        if self.ordered {
            f.write_str(" :order-by [")?;
            join(f, &self.order_by)?;
            f.write_char(']')?;
        }
        for (k, v) in [
            ("limit", self.limit),
            ("offset", self.offset),
            ("timeout", self.timeout),
        ] {
            if let Some(v) = v {
                write!(f, " :{k} {v}")?;
            }
        }
        for (k, v) in [("limit", &self.limit_var), ("offset", &self.offset_var)] {
            if let Some(v) = v {
                write!(f, " :{k} {v}")?;
            }
        }
        f.write_char(']')
    }
}

impl Display for FindSpec {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            FindSpec::Relation(e) => join(f, e),
            FindSpec::Collection(e) => write!(f, "[{e} ...]"),
            FindSpec::Tuple(e) => {
                f.write_char('[')?;
                join(f, e)?;
                f.write_char(']')
            }
            FindSpec::Scalar(e) => write!(f, "{e} ."),
        }
    }
}

impl Display for FindElem {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            FindElem::Var(v) => write!(f, "{v}"),
            FindElem::Aggregate(a) => {
                if let Some(c) = &a.custom {
                    write!(f, "({} ", c.func)?;
                    for arg in &c.args {
                        write!(f, "{arg} ")?;
                    }
                    return write!(f, "{})", a.var);
                }
                write!(f, "({} ", a.func.name())?;
                match &a.count {
                    Some(AggregateCount::Const(n)) => write!(f, "{n} ")?,
                    Some(AggregateCount::Var(v)) => write!(f, "{v} ")?,
                    None => {}
                }
                write!(f, "{})", a.var)
            }
            FindElem::Expr(e) => write!(f, "{e}"),
            FindElem::Pull(p) => {
                f.write_str("(pull ")?;
                if let Some(s) = &p.source {
                    write!(f, "{s} ")?;
                }
                match &p.pattern {
                    PullPatternArg::Pattern(pat) => write!(f, "{} {pat})", p.entity),
                    PullPatternArg::Var(v) => write!(f, "{} {v})", p.entity),
                }
            }
        }
    }
}

impl Display for FindExpr {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        write!(f, "({}", self.func)?;
        for a in &self.args {
            match a {
                FindArg::Var(v) => write!(f, " {v}")?,
                FindArg::Aggregate(g) => write!(f, " {}", FindElem::Aggregate(g.clone()))?,
                FindArg::Const(c) => write!(f, " {}", c.value)?,
                FindArg::Expr(e) => write!(f, " {e}")?,
            }
        }
        f.write_char(')')
    }
}

impl Display for Input {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            Input::Source(s) => write!(f, "{s}"),
            Input::Rules(_) => f.write_char('%'),
            Input::Binding(b) => write!(f, "{b}"),
        }
    }
}

impl Display for BindTarget {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            BindTarget::Var(v) => write!(f, "{v}"),
            BindTarget::Ignore(_) => f.write_char('_'),
        }
    }
}

impl Display for Binding {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            Binding::Scalar(v) => write!(f, "{v}"),
            Binding::Tuple(t, _) => {
                f.write_char('[')?;
                join(f, t)?;
                f.write_char(']')
            }
            Binding::Collection(v, _) => write!(f, "[{v} ...]"),
            Binding::Relation(t, _) => {
                f.write_str("[[")?;
                join(f, t)?;
                f.write_str("]]")
            }
        }
    }
}

impl Display for Term {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            Term::Var(v) => write!(f, "{v}"),
            Term::Blank(_) => f.write_char('_'),
            Term::Const(c) => write!(f, "{}", c.value),
        }
    }
}

impl Display for FnArg {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            FnArg::Var(v) => write!(f, "{v}"),
            FnArg::Const(c) => write!(f, "{}", c.value),
            FnArg::Source(s) => write!(f, "{s}"),
            FnArg::Call(c) => call(f, &c.func, &c.args),
        }
    }
}

fn call(f: &mut Formatter<'_>, func: &FnRef, args: &[FnArg]) -> fmt::Result {
    write!(f, "({}", func.name())?;
    for a in args {
        write!(f, " {a}")?;
    }
    f.write_char(')')
}

fn source_prefix(f: &mut Formatter<'_>, s: &Option<SrcVar>) -> fmt::Result {
    match s {
        Some(s) => write!(f, "{s} "),
        None => Ok(()),
    }
}

impl Display for RuleVars {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        if !self.required.is_empty() {
            f.write_char('[')?;
            join(f, &self.required)?;
            f.write_char(']')?;
            if !self.free.is_empty() {
                f.write_char(' ')?;
            }
        }
        join(f, &self.free)
    }
}

impl Display for Clause {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            Clause::Pattern(p) => {
                f.write_char('[')?;
                source_prefix(f, &p.source)?;
                join(f, p.all_terms().take(p.arity))?;
                f.write_char(']')
            }
            Clause::Predicate(p) => {
                f.write_char('[')?;
                call(f, &p.func, &p.args)?;
                f.write_char(']')
            }
            Clause::Function(c) => {
                f.write_char('[')?;
                call(f, &c.func, &c.args)?;
                write!(f, " {}]", c.binding)
            }
            Clause::RuleCall(r) => {
                f.write_char('(')?;
                source_prefix(f, &r.source)?;
                write!(f, "{}", r.name)?;
                for a in &r.args {
                    write!(f, " {a}")?;
                }
                f.write_char(')')
            }
            Clause::Not(n) => {
                f.write_char('(')?;
                source_prefix(f, &n.source)?;
                match &n.join_vars {
                    Some(vars) => {
                        f.write_str("not-join [")?;
                        join(f, vars)?;
                        f.write_str("] ")?;
                    }
                    None => f.write_str("not ")?,
                }
                join(f, &n.clauses)?;
                f.write_char(')')
            }
            Clause::Or(o) => {
                f.write_char('(')?;
                source_prefix(f, &o.source)?;
                match &o.join_vars {
                    Some(rv) => write!(f, "or-join [{rv}] ")?,
                    None => f.write_str("or ")?,
                }
                for (i, b) in o.branches.iter().enumerate() {
                    if i > 0 {
                        f.write_char(' ')?;
                    }
                    if b.clauses.len() == 1 {
                        write!(f, "{}", b.clauses[0])?;
                    } else {
                        f.write_str("(and ")?;
                        join(f, &b.clauses)?;
                        f.write_char(')')?;
                    }
                }
                f.write_char(')')
            }
        }
    }
}

impl Display for OrderBy {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match &self.key {
            OrderKey::Var(v) => write!(f, "{v}")?,
            OrderKey::Column(i) => write!(f, "{i}")?,
        }
        match self.direction {
            Direction::Asc => f.write_str(" :asc"),
            Direction::Desc => f.write_str(" :desc"),
        }
    }
}

impl Display for Rule {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        write!(f, "[({} {}) ", self.name, self.vars)?;
        join(f, &self.clauses)?;
        f.write_char(']')
    }
}

impl Display for RuleSet {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        f.write_char('[')?;
        join(f, &self.rules)?;
        f.write_char(']')
    }
}

impl Display for PullPattern {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        f.write_char('[')?;
        join(f, &self.elements)?;
        f.write_char(']')
    }
}

impl Display for AttrSpec {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        let o = &self.options;
        if o.alias.is_none() && o.limit.is_none() && o.default.is_none() && o.xform.is_none() {
            return write!(f, "{}", self.name);
        }
        write!(f, "({}", self.name)?;
        if let Some(a) = &o.alias {
            write!(f, " :as {a}")?;
        }
        match o.limit {
            Some(PullLimit::Count(n)) => write!(f, " :limit {n}")?,
            Some(PullLimit::Unlimited) => f.write_str(" :limit nil")?,
            None => {}
        }
        if let Some(d) = &o.default {
            write!(f, " :default {d}")?;
        }
        if let Some(x) = &o.xform {
            write!(f, " :xform {x}")?;
        }
        f.write_char(')')
    }
}

impl Display for PullElement {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            PullElement::Wildcard(_) => f.write_char('*'),
            PullElement::Attr(a) => write!(f, "{a}"),
            PullElement::Join { attr, sub, .. } => match sub {
                PullSub::Pattern(p) => write!(f, "{{{attr} {p}}}"),
                PullSub::Recurse(Recursion::Unbounded) => write!(f, "{{{attr} ...}}"),
                PullSub::Recurse(Recursion::Depth(n)) => write!(f, "{{{attr} {n}}}"),
            },
        }
    }
}
