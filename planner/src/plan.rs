//! The plan the executor runs: an ordered list of steps per conjunction,
//! each with its estimated rows, printable as a tree for `explain`.

use crate::statistics::ValueSel;
use quiver_query::query::ast::{FunctionCall, Pattern, Predicate, RuleCall, Term};
use std::fmt::{self, Write};
use std::ops::Bound;

/// The plan of one conjunction of clauses (a `:where`, an `or` branch, a
/// `not` body, a rule body). `Clone` goes through
/// [`quiver_query::stack::deep`]: plans nest as deep as the query (D-741).
#[derive(Debug)]
pub struct ConjPlan {
    /// Steps in execution order.
    pub steps: Vec<Step>,
    /// Estimated rows out, per input row.
    pub est_rows: f64,
    /// Estimated cost (abstract units, see `cost.rs`).
    pub est_cost: f64,
    /// Variables bound when the plan starts.
    pub bound_on_entry: Vec<String>,
}

impl Clone for ConjPlan {
    fn clone(&self) -> Self {
        quiver_query::stack::deep(|| ConjPlan {
            steps: self.steps.clone(),
            est_rows: self.est_rows,
            est_cost: self.est_cost,
            bound_on_entry: self.bound_on_entry.clone(),
        })
    }
}

/// One step of a plan.
#[derive(Clone, Debug)]
pub struct Step {
    /// What the step does.
    pub op: Op,
    /// Estimated rows after the step (per input row of the whole plan).
    pub est_rows: f64,
    /// Variables this step binds.
    pub binds: Vec<String>,
    /// True when the step shares no variable with what came before: a
    /// cartesian product.
    pub cartesian: bool,
}

/// The operation of a step.
#[derive(Clone, Debug)]
#[allow(clippy::large_enum_variant)] // a handful per plan
pub enum Op {
    /// Match a data pattern, scanning (nothing bound) or probing (some
    /// position bound by earlier steps).
    Pattern(PatternStep),
    /// Join with the `n`-th collection or relation input.
    Input {
        /// Index among the plan's inputs.
        index: usize,
        /// Its variables.
        vars: Vec<String>,
        /// Its rows.
        rows: usize,
    },
    /// Keep rows for which the predicate holds.
    Filter(Predicate),
    /// Call a function and bind its result.
    Bind(FunctionCall),
    /// Union of branches.
    Or {
        /// For `or-join`, the joined variables (the branches' only link to
        /// the rows so far); `None` for `or`, whose branches share every
        /// variable. Not the clause itself: a clause holds every clause
        /// nested in it, so a copy per level made nested `or-join`s cubic
        /// to plan.
        join_vars: Option<Vec<String>>,
        /// One plan per branch, planned with the variables bound here.
        branches: Vec<ConjPlan>,
    },
    /// Remove rows for which the body matches.
    Not {
        /// The body's plan (the variables it shares are its
        /// `bound_on_entry`).
        body: ConjPlan,
    },
    /// Join with a rule's relation (computed bottom-up, on demand).
    Rule(RuleCall),
    /// A bushy join: `right` is planned and run on its own, once, and its
    /// rows are hash-joined with the rows so far on the variables `on`
    /// (those it shares with them).
    Join {
        /// The group's plan (its patterns and the predicates on them).
        right: ConjPlan,
        /// The join variables.
        on: Vec<String>,
    },
}

/// A pattern step.
#[derive(Clone, Debug)]
pub struct PatternStep {
    /// The pattern as written.
    pub pattern: Pattern,
    /// Its index among the conjunction's clauses.
    pub clause_index: usize,
    /// The value range pushed down from predicates on its value variable.
    pub v_sel: ValueSel,
    /// Exact count of the pattern alone (constants, known inputs and the
    /// pushed-down range applied).
    pub count: u64,
    /// Positions (e, a, v) bound when the step runs — by constants, inputs
    /// or earlier steps.
    pub bound: [bool; 3],
}

impl PatternStep {
    /// The access path the executor takes, in words.
    pub fn access(&self) -> &'static str {
        match self.bound {
            [true, _, _] => "EAV row (list_dup)",
            [false, true, true] => "AVE key (list_dup)",
            [false, true, false] if self.v_sel.is_constrained() => "AVE range",
            [false, true, false] => "AVE attribute range",
            [false, false, true] => "full scan, value filter",
            [false, false, false] => "full scan",
        }
    }
}

fn term(t: &Term) -> String {
    match t {
        Term::Var(v) => v.as_str().to_string(),
        Term::Blank(_) => "_".into(),
        Term::Const(c) => c.value.to_string(),
    }
}

/// The pattern as text, e.g. `[?e :name "Ivan"]`.
pub fn pattern_text(p: &Pattern) -> String {
    let parts: Vec<String> = p.all_terms().take(p.arity.max(1)).map(term).collect();
    format!("[{}]", parts.join(" "))
}

fn sel_text(s: &ValueSel) -> String {
    let b = |b: &Bound<quiver_query::edn::Value>, open: &str, closed: &str| match b {
        Bound::Unbounded => String::new(),
        Bound::Included(v) => format!("{closed}{v}"),
        Bound::Excluded(v) => format!("{open}{v}"),
    };
    match s {
        ValueSel::Any => String::new(),
        ValueSel::Eq(v) => format!(" v={v}"),
        ValueSel::Range { lo, hi } => format!(" v in {}..{}", b(lo, ">", ">="), b(hi, "<", "<=")),
        ValueSel::Prefix(p) => format!(" v starts-with {p:?}"),
    }
}

fn fmt_rows(r: f64) -> String {
    if r >= 100.0 || r == r.trunc() {
        format!("{}", r.round() as u64)
    } else {
        format!("{r:.2}")
    }
}

impl Step {
    /// One line describing the step (without estimates).
    pub fn describe(&self) -> String {
        match &self.op {
            Op::Pattern(p) => {
                let verb = if p.bound.iter().any(|b| *b) && !self.cartesian {
                    "probe"
                } else {
                    "scan"
                };
                // A value given as an input shows as its variable: a cached
                // plan serves other inputs of the same count band (the
                // count is the one it was planned with).
                let sel = match (&p.v_sel, &p.pattern.v) {
                    (ValueSel::Eq(_), Term::Var(v)) => format!(" v={}", v.as_str()),
                    (s, _) => sel_text(s),
                };
                format!(
                    "{verb} {} via {}{sel} (count {})",
                    pattern_text(&p.pattern),
                    p.access(),
                    p.count
                )
            }
            Op::Input { vars, rows, .. } => format!("input [{}] ({rows} rows)", vars.join(" ")),
            Op::Filter(p) => format!("filter ({} …)", p.func.name()),
            Op::Bind(f) => format!(
                "bind ({} …) -> {}",
                f.func.name(),
                f.binding
                    .vars()
                    .iter()
                    .map(|v| v.as_str())
                    .collect::<Vec<_>>()
                    .join(" ")
            ),
            Op::Or { branches, .. } => format!("or ({} branches)", branches.len()),
            Op::Not { .. } => "not".to_string(),
            Op::Rule(r) => format!(
                "rule ({} {})",
                r.name.as_str(),
                r.args.iter().map(term).collect::<Vec<_>>().join(" ")
            ),
            Op::Join { right, on } => format!(
                "hash join on [{}] with ({} rows)",
                on.join(" "),
                fmt_rows(right.est_rows)
            ),
        }
    }
}

impl ConjPlan {
    /// Writes the plan as an indented tree; `actual` may give each step's
    /// actual rows and milliseconds (explain analyze), indexed like a
    /// pre-order walk of steps.
    pub fn render(
        &self,
        out: &mut String,
        indent: usize,
        actual: &mut dyn FnMut() -> Option<String>,
    ) {
        for step in &self.steps {
            let pad = "  ".repeat(indent);
            let cart = if step.cartesian {
                " [cartesian product]"
            } else {
                ""
            };
            let act = match actual() {
                Some(text) => format!(", {text}"),
                None => String::new(),
            };
            let _ = writeln!(
                out,
                "{pad}- {}{cart}  (est {} rows{act})",
                step.describe(),
                fmt_rows(step.est_rows)
            );
            match &step.op {
                Op::Or { branches, .. } => {
                    for (i, b) in branches.iter().enumerate() {
                        let _ = writeln!(out, "{pad}  branch {}:", i + 1);
                        b.render(out, indent + 2, actual);
                    }
                }
                Op::Not { body, .. } => body.render(out, indent + 1, actual),
                Op::Join { right, .. } => right.render(out, indent + 1, actual),
                _ => {}
            }
        }
    }
}

impl fmt::Display for ConjPlan {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut s = String::new();
        s.push_str(&format!(
            "plan (est {} rows, cost {:.0})\n",
            fmt_rows(self.est_rows),
            self.est_cost
        ));
        self.render(&mut s, 0, &mut || None);
        f.write_str(&s)
    }
}
