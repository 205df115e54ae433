//! From the planner's steps (which name variables) to executable steps
//! (which name row slots), resolving constant attributes and entities once.

use crate::ids::{AttrId, EntityId};
use crate::query::stats_impl::{Resolved, value_match};
use crate::snapshot::Snapshot;
use crate::stats::ValueMatch;
use crate::value::ValueType;
use quiver_planner::{ConjPlan, Op, Step};
use quiver_query::edn::{Symbol, Value as Edn};
use quiver_query::query::ast::{BindTarget, Binding, FnArg, FnRef, Term};
use std::collections::HashMap;

/// Variable name → row slot, for one scope (the query, an `or-join`
/// branch, a `not` body). Slots are shared by the whole query's rows.
#[derive(Clone, Debug)]
pub(crate) struct Scope {
    pub map: HashMap<String, usize>,
}

/// Allocates slots across scopes.
#[derive(Debug, Default)]
pub(crate) struct Slots {
    pub width: usize,
}

impl Slots {
    pub fn fresh(&mut self) -> usize {
        self.width += 1;
        self.width - 1
    }
}

impl Scope {
    pub fn slot(&mut self, name: &str, slots: &mut Slots) -> usize {
        if let Some(&s) = self.map.get(name) {
            return s;
        }
        let s = slots.fresh();
        self.map.insert(name.to_string(), s);
        s
    }
}

/// A pattern or argument position.
#[derive(Clone, Debug)]
pub(crate) enum Pos {
    Const(Edn),
    Var(usize),
    Blank,
}

impl Pos {
    pub fn get<'r>(&'r self, row: &'r [Edn]) -> Option<&'r Edn> {
        match self {
            Pos::Const(c) => Some(c),
            Pos::Var(s) => Some(&row[*s]).filter(|v| !matches!(v, Edn::Nil)),
            Pos::Blank => None,
        }
    }
}

/// Resolved constant attribute: `None` when the attribute does not exist.
#[derive(Clone, Debug)]
pub(crate) struct CAttr {
    pub id: Option<AttrId>,
    pub ty: Option<ValueType>,
}

#[derive(Clone, Debug)]
pub(crate) struct CPattern {
    pub e: Pos,
    pub a: Pos,
    pub v: Pos,
    /// A constant entity, resolved (`None` = refers to nothing).
    pub e_const: Option<Option<EntityId>>,
    pub attr: Option<CAttr>,
    /// The value range pushed down by the planner, for index scans.
    pub v_match: ValueMatch,
    /// A literal relation given as `$name`: match its tuples instead of the
    /// database.
    pub source: Option<usize>,
}

#[derive(Clone, Debug)]
pub(crate) enum CArg {
    Pos(Pos),
    Source,
}

#[derive(Clone, Debug)]
pub(crate) enum CBinding {
    Scalar(usize),
    Tuple(Vec<Option<usize>>),
    Collection(usize),
    Relation(Vec<Option<usize>>),
}

#[derive(Clone, Debug)]
pub(crate) enum CStep {
    Pattern(CPattern),
    Input {
        index: usize,
        cols: Vec<usize>,
    },
    Filter {
        name: Symbol,
        args: Vec<CArg>,
    },
    Bind {
        name: Symbol,
        args: Vec<CArg>,
        binding: CBinding,
    },
    Or {
        branches: Vec<CConj>,
        locals: Vec<usize>,
        dedupe: Vec<usize>,
    },
    Not {
        body: CConj,
        tag: usize,
    },
    Rule {
        name: String,
        args: Vec<Pos>,
        occ: usize,
    },
}

/// An executable conjunction: steps with their ids in the explain tree.
#[derive(Clone, Debug)]
pub(crate) struct CConj {
    pub steps: Vec<(CStep, usize)>,
}

/// Compiles plans against one snapshot.
pub(crate) struct Compiler<'a, 's> {
    pub snap: &'a Snapshot<'s>,
    pub slots: Slots,
    /// Next explain-tree step id (pre-order, as `ConjPlan::render` walks).
    pub next_id: usize,
    /// `$name` sources bound to literal relations.
    pub sources: HashMap<String, usize>,
}

fn var_name(t: &Term) -> Option<&str> {
    t.as_var().map(|v| v.as_str())
}

impl Compiler<'_, '_> {
    fn pos(&mut self, t: &Term, scope: &mut Scope, known: &HashMap<String, Edn>) -> Pos {
        match t {
            Term::Const(c) => Pos::Const(c.value.clone()),
            Term::Blank(_) => Pos::Blank,
            Term::Var(v) => match known.get(v.as_str()) {
                Some(k) => Pos::Const(k.clone()),
                None => Pos::Var(scope.slot(v.as_str(), &mut self.slots)),
            },
        }
    }

    fn arg(&mut self, a: &FnArg, scope: &mut Scope, known: &HashMap<String, Edn>) -> CArg {
        match a {
            FnArg::Const(c) => CArg::Pos(Pos::Const(c.value.clone())),
            FnArg::Var(v) => match known.get(v.as_str()) {
                Some(k) => CArg::Pos(Pos::Const(k.clone())),
                None => CArg::Pos(Pos::Var(scope.slot(v.as_str(), &mut self.slots))),
            },
            FnArg::Source(_) => CArg::Source,
        }
    }

    fn target(&mut self, t: &BindTarget, scope: &mut Scope) -> Option<usize> {
        match t {
            BindTarget::Var(v) => Some(scope.slot(v.as_str(), &mut self.slots)),
            BindTarget::Ignore(_) => None,
        }
    }

    /// A child scope sharing `shared` variables with `parent`; everything
    /// else the child mentions gets fresh slots.
    fn child(&self, parent: &Scope, shared: &[String]) -> Scope {
        Scope {
            map: shared
                .iter()
                .filter_map(|v| parent.map.get(v).map(|s| (v.clone(), *s)))
                .collect(),
        }
    }

    pub fn compile(
        &mut self,
        plan: &ConjPlan,
        scope: &mut Scope,
        known: &HashMap<String, Edn>,
        input_cols: &[Vec<String>],
    ) -> crate::error::Result<CConj> {
        let mut steps = Vec::new();
        for step in &plan.steps {
            let id = self.next_id;
            self.next_id += 1;
            let c = self.step(step, scope, known, input_cols)?;
            steps.push((c, id));
        }
        Ok(CConj { steps })
    }

    fn step(
        &mut self,
        step: &Step,
        scope: &mut Scope,
        known: &HashMap<String, Edn>,
        input_cols: &[Vec<String>],
    ) -> crate::error::Result<CStep> {
        Ok(match &step.op {
            Op::Pattern(p) => {
                let pat = &p.pattern;
                let source = match &pat.source {
                    Some(s) if !s.is_default() => match self.sources.get(s.name.as_str()) {
                        Some(&i) => Some(i),
                        None => {
                            return Err(crate::error::Error::InvalidArgument(format!(
                                "source {} is not bound in :in",
                                s.name.as_str()
                            )));
                        }
                    },
                    _ => None,
                };
                let e = self.pos(&pat.e, scope, known);
                let a = self.pos(&pat.a, scope, known);
                let v = self.pos(&pat.v, scope, known);
                let e_const = match &e {
                    Pos::Const(c) if source.is_none() => {
                        Some(match self.snap.resolve_entity(c)? {
                            Resolved::Id(id) => Some(id),
                            Resolved::Nothing => None,
                        })
                    }
                    _ => None,
                };
                let attr = match &a {
                    Pos::Const(Edn::Keyword(k)) => {
                        let id = self.snap.attr_of(k);
                        let ty = id
                            .and_then(|i| self.snap.schema.get(i))
                            .and_then(|i| i.value_type);
                        Some(CAttr { id, ty })
                    }
                    Pos::Const(_) => Some(CAttr { id: None, ty: None }),
                    _ => None,
                };
                let ty = attr.as_ref().and_then(|a| a.ty);
                let v_match = match (&v, var_name(&pat.v)) {
                    (Pos::Var(_), Some(_)) => value_match(&p.v_sel, ty).unwrap_or(ValueMatch::Any),
                    _ => ValueMatch::Any,
                };
                CStep::Pattern(CPattern {
                    e,
                    a,
                    v,
                    e_const,
                    attr,
                    v_match,
                    source,
                })
            }
            Op::Input { index, .. } => {
                let cols = input_cols[*index]
                    .iter()
                    .map(|v| scope.slot(v, &mut self.slots))
                    .collect();
                CStep::Input {
                    index: *index,
                    cols,
                }
            }
            Op::Filter(p) => {
                let name = fn_name(&p.func)?;
                let args = p.args.iter().map(|a| self.arg(a, scope, known)).collect();
                CStep::Filter { name, args }
            }
            Op::Bind(f) => {
                let name = fn_name(&f.func)?;
                let args = f.args.iter().map(|a| self.arg(a, scope, known)).collect();
                let binding = match &f.binding {
                    Binding::Scalar(v) => CBinding::Scalar(scope.slot(v.as_str(), &mut self.slots)),
                    Binding::Tuple(ts, _) => {
                        CBinding::Tuple(ts.iter().map(|t| self.target(t, scope)).collect())
                    }
                    Binding::Collection(v, _) => {
                        CBinding::Collection(scope.slot(v.as_str(), &mut self.slots))
                    }
                    Binding::Relation(ts, _) => {
                        CBinding::Relation(ts.iter().map(|t| self.target(t, scope)).collect())
                    }
                };
                CStep::Bind {
                    name,
                    args,
                    binding,
                }
            }
            Op::Or { clause, branches } => {
                let (joined, plain) = match &clause.join_vars {
                    Some(rv) => (
                        rv.all().map(|v| v.as_str().to_string()).collect::<Vec<_>>(),
                        false,
                    ),
                    None => (Vec::new(), true),
                };
                let mut out = Vec::new();
                let mut locals = Vec::new();
                let mut dedupe = Vec::new();
                for b in branches {
                    if plain {
                        out.push(self.compile(b, scope, known, input_cols)?);
                    } else {
                        for v in &joined {
                            scope.slot(v, &mut self.slots);
                        }
                        let mut child = self.child(scope, &joined);
                        let before: Vec<usize> = child.map.values().copied().collect();
                        out.push(self.compile(b, &mut child, known, input_cols)?);
                        locals.extend(child.map.values().copied().filter(|s| !before.contains(s)));
                    }
                }
                if !plain {
                    dedupe = joined
                        .iter()
                        .filter_map(|v| scope.map.get(v).copied())
                        .collect();
                }
                CStep::Or {
                    branches: out,
                    locals,
                    dedupe,
                }
            }
            Op::Not { body, .. } => {
                let shared: Vec<String> = body.bound_on_entry.clone();
                let mut child = self.child(scope, &shared);
                let c = self.compile(body, &mut child, known, input_cols)?;
                CStep::Not {
                    body: c,
                    tag: self.slots.fresh(),
                }
            }
            Op::Rule(r) => {
                let args = r.args.iter().map(|t| self.pos(t, scope, known)).collect();
                // Step ids are unique per compiled step: they name the
                // occurrence for semi-naive evaluation.
                CStep::Rule {
                    name: r.name.as_str().to_string(),
                    args,
                    occ: self.next_id - 1,
                }
            }
        })
    }
}

fn fn_name(f: &FnRef) -> crate::error::Result<Symbol> {
    match f {
        FnRef::Builtin(s, _) => Ok(s.clone()),
        FnRef::Var(v) => Err(crate::error::Error::InvalidArgument(format!(
            "function variables like {} are not supported: Quiver cannot receive functions as inputs",
            v.as_str()
        ))),
    }
}
