//! A naive in-memory [`Backend`] for the CLI's tests only: datoms in a
//! vector, queries of data patterns and built-in predicates evaluated by
//! nested loops. It exists so the CLI can be tested before the engine is
//! wired; it is not shipped in the binary.
//!
//! Test hooks: the predicate `[(spin)]` runs until interrupted (or 10 s);
//! a tx-data entity id that is not a long, string or lookup is an error at
//! that sub-form.
#![allow(dead_code)]

use std::collections::BTreeMap;
use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use quiver_cli::backend::{
    Backend, BackendError, ImportProgress, ImportSummary, InputArg, OpenOptions, OpenWith, Opener,
    QueryOutput, QueryResult, RunOptions, TxSummary,
};
use quiver_query::edn::{Form, FormKind, Keyword, Value};
use quiver_query::query::{
    Binding, Clause, FindElem, FindSpec, FnArg, Input, OrderKey, Term, parse_query_form,
};

type Row = BTreeMap<String, Value>;

/// The in-memory database.
#[derive(Default)]
pub struct FakeBackend {
    datoms: Vec<(i64, Keyword, Value)>,
    schema: BTreeMap<Keyword, BTreeMap<Keyword, Value>>,
    next_id: i64,
    next_tx: u64,
    interrupted: Arc<AtomicBool>,
}

/// An [`Opener`] that opens a fresh fake database wherever asked.
pub fn opener() -> Box<Opener<'static>> {
    Box::new(|_: &Path| Ok(Box::new(FakeBackend::new()) as Box<dyn Backend>))
}

/// The same, taking (and ignoring) the command line's open options: what
/// `cli::execute` is given.
pub fn open_with() -> Box<OpenWith<'static>> {
    Box::new(|_: &Path, _: &OpenOptions| Ok(Box::new(FakeBackend::new()) as Box<dyn Backend>))
}

fn kw(name: &str) -> Keyword {
    Keyword::parse(name)
}

impl FakeBackend {
    /// An empty database.
    pub fn new() -> Self {
        FakeBackend {
            next_id: 1,
            next_tx: 536_870_912,
            ..FakeBackend::default()
        }
    }

    fn is_many(&self, attr: &Keyword) -> bool {
        self.schema
            .get(attr)
            .and_then(|m| m.get(&kw("db/cardinality")))
            .is_some_and(|c| *c == Value::keyword("db.cardinality/many"))
    }

    fn is_ref(&self, attr: &Keyword) -> bool {
        self.schema
            .get(attr)
            .and_then(|m| m.get(&kw("db/valueType")))
            .is_some_and(|c| *c == Value::keyword("db.type/ref"))
    }

    fn resolve(&self, eid: &Form) -> Result<Option<i64>, BackendError> {
        match eid.to_value() {
            Value::Long(n) => Ok(Some(n)),
            Value::Vector(items) if items.len() == 2 => {
                let Value::Keyword(a) = &items[0] else {
                    return Err(BackendError::at(eid.span, "lookup ref needs an attribute"));
                };
                Ok(self
                    .datoms
                    .iter()
                    .find(|(_, da, dv)| da == a && *dv == items[1])
                    .map(|(e, _, _)| *e))
            }
            _ => Err(BackendError::at(
                eid.span,
                format!(
                    "expected an entity id or lookup ref, found {}",
                    eid.describe()
                ),
            )),
        }
    }

    fn entity_map(&self, e: i64, attrs: Option<&[Keyword]>) -> Value {
        let mut m: BTreeMap<Value, Value> = BTreeMap::new();
        for (de, a, v) in &self.datoms {
            if *de != e || attrs.is_some_and(|want| !want.contains(a)) {
                continue;
            }
            let key = Value::Keyword(a.clone());
            if self.is_many(a) {
                let entry = m
                    .entry(key)
                    .or_insert_with(|| Value::Vector(Arc::from(vec![])));
                if let Value::Vector(items) = entry {
                    let mut items = items.to_vec();
                    items.push(v.clone());
                    *entry = Value::Vector(items.into());
                }
            } else {
                m.insert(key, v.clone());
            }
        }
        if m.is_empty() {
            return Value::Nil;
        }
        if attrs.is_none() {
            m.insert(Value::keyword("db/id"), Value::Long(e));
        }
        Value::Map(Arc::new(m))
    }

    fn pull_value(&self, pattern: &Form, eid: &Form) -> Result<Value, BackendError> {
        let Some(items) = pattern.as_vector() else {
            return Err(BackendError::at(pattern.span, "a pull pattern is a vector"));
        };
        let Some(e) = self.resolve(eid)? else {
            return Ok(Value::Nil);
        };
        if items.iter().any(|f| f.is_symbol("*")) {
            return Ok(self.entity_map(e, None));
        }
        let mut attrs = Vec::new();
        for item in items {
            match item.as_keyword() {
                Some(k) => attrs.push(k.clone()),
                None => {
                    return Err(BackendError::at(
                        item.span,
                        format!(
                            "the test backend pulls * and attributes only, not {}",
                            item.describe()
                        ),
                    ));
                }
            }
        }
        Ok(self.entity_map(e, Some(&attrs)))
    }

    /// Applies tx-data; all or nothing.
    fn apply(&mut self, tx: &Form) -> Result<TxSummary, BackendError> {
        let items: &[Form] = match &tx.kind {
            FormKind::Vector(items) | FormKind::List(items) => items,
            _ => return Err(BackendError::at(tx.span, "tx-data is a vector")),
        };
        let mut new = self.datoms.clone();
        let mut next_id = self.next_id;
        let mut summary = TxSummary {
            tx: self.next_tx + 1,
            ..TxSummary::default()
        };
        let mut tempids: BTreeMap<Value, i64> = BTreeMap::new();
        let mut id_of =
            |form: &Form, tempids: &mut BTreeMap<Value, i64>| -> Result<i64, BackendError> {
                match form.to_value() {
                    Value::Long(n) if n > 0 => Ok(n),
                    v @ (Value::String(_) | Value::Long(_)) => {
                        Ok(*tempids.entry(v).or_insert_with(|| {
                            next_id += 1;
                            next_id - 1
                        }))
                    }
                    _ => Err(BackendError::at(
                        form.span,
                        format!("expected an entity id or tempid, found {}", form.describe()),
                    )),
                }
            };
        let mut added = 0;
        let mut retracted = 0;
        for item in items {
            match &item.kind {
                FormKind::Map(entries) => {
                    let id_form = entries
                        .iter()
                        .find(|(k, _)| k.as_keyword() == Some(&kw("db/id")))
                        .map(|(_, v)| v.clone());
                    let e = match &id_form {
                        Some(f) => id_of(f, &mut tempids)?,
                        None => {
                            let fresh = Form::value(
                                Value::string(&format!("#anon{}", item.span.start.offset)),
                                item.span,
                            );
                            id_of(&fresh, &mut tempids)?
                        }
                    };
                    for (k, v) in entries {
                        let Some(a) = k.as_keyword() else {
                            return Err(BackendError::at(k.span, "attribute must be a keyword"));
                        };
                        if a.as_str() == "db/id" {
                            continue;
                        }
                        let values: Vec<&Form> = match (&v.kind, self.is_many(a)) {
                            (FormKind::Vector(vs), true) => vs.iter().collect(),
                            _ => vec![v],
                        };
                        for vf in values {
                            let value = if self.is_ref(a) {
                                Value::Long(id_of(vf, &mut tempids)?)
                            } else {
                                vf.to_value()
                            };
                            if !self.is_many(a) {
                                new.retain(|(de, da, _)| !(*de == e && da == a));
                            }
                            new.push((e, a.clone(), value));
                            added += 1;
                        }
                    }
                }
                FormKind::Vector(parts) | FormKind::List(parts) if parts.len() == 4 => {
                    let op = parts[0].as_keyword().map(|k| k.as_str().to_string());
                    let e = id_of(&parts[1], &mut tempids)?;
                    let Some(a) = parts[2].as_keyword().cloned() else {
                        return Err(BackendError::at(
                            parts[2].span,
                            "attribute must be a keyword",
                        ));
                    };
                    let v = parts[3].to_value();
                    match op.as_deref() {
                        Some("db/add") => {
                            new.push((e, a, v));
                            added += 1;
                        }
                        Some("db/retract") => {
                            let before = new.len();
                            new.retain(|(de, da, dv)| !(*de == e && *da == a && *dv == v));
                            retracted += before - new.len();
                        }
                        _ => {
                            return Err(BackendError::at(
                                parts[0].span,
                                "expected :db/add or :db/retract",
                            ));
                        }
                    }
                }
                _ => {
                    return Err(BackendError::at(
                        item.span,
                        format!("unsupported tx-data {}", item.describe()),
                    ));
                }
            }
        }
        self.datoms = new;
        self.next_id = next_id;
        self.next_tx += 1;
        summary.added = added;
        summary.retracted = retracted as u64;
        summary.tempids = tempids
            .into_iter()
            .filter(|(k, _)| !matches!(k, Value::String(s) if s.starts_with("#anon")))
            .map(|(k, v)| (k, v as u64))
            .collect();
        Ok(summary)
    }

    fn run_query(&self, query: &Form, inputs: &[InputArg]) -> Result<QueryOutput, BackendError> {
        let q = parse_query_form(query, "query")?;
        if q.inputs.len() != inputs.len() {
            return Err(BackendError::at(
                query.span,
                format!(
                    "the query takes {} input(s) but {} given",
                    q.inputs.len(),
                    inputs.len()
                ),
            ));
        }
        let mut rows: Vec<Row> = vec![Row::new()];
        for (input, arg) in q.inputs.iter().zip(inputs) {
            match (input, arg) {
                (Input::Source(s), InputArg::Database) if s.is_default() => {}
                (Input::Binding(Binding::Scalar(var)), InputArg::Value(f)) => {
                    for r in &mut rows {
                        r.insert(var.as_str().to_string(), f.to_value());
                    }
                }
                (Input::Binding(Binding::Collection(var, _)), InputArg::Value(f)) => {
                    let items = match f.to_value() {
                        Value::Vector(items) | Value::List(items) => items.to_vec(),
                        Value::Set(items) => items.iter().cloned().collect(),
                        _ => return Err(BackendError::at(f.span, "expected a collection")),
                    };
                    rows = rows
                        .into_iter()
                        .flat_map(|r| {
                            items.iter().map(move |v| {
                                let mut r = r.clone();
                                r.insert(var.as_str().to_string(), v.clone());
                                r
                            })
                        })
                        .collect();
                }
                (_, InputArg::Value(f) | InputArg::OtherDb(f)) => {
                    return Err(BackendError::at(
                        f.span,
                        "the test backend cannot bind this input",
                    ));
                }
                (_, InputArg::Database) => {
                    return Err(BackendError::message(
                        "$ given for an input that is not a database",
                    ));
                }
            }
        }
        let start = Instant::now();
        for clause in &q.where_clauses {
            rows = match clause {
                Clause::Pattern(p) => {
                    let mut out = Vec::new();
                    for r in &rows {
                        for (e, a, v) in &self.datoms {
                            let mut r2 = r.clone();
                            if unify(&p.e, &Value::Long(*e), &mut r2)
                                && unify(&p.a, &Value::Keyword(a.clone()), &mut r2)
                                && unify(&p.v, v, &mut r2)
                            {
                                out.push(r2);
                            }
                        }
                    }
                    out
                }
                Clause::Predicate(pred) if pred.func.name() == "spin" => {
                    while !self.interrupted.swap(false, Ordering::SeqCst) {
                        if start.elapsed() > Duration::from_secs(10) {
                            break;
                        }
                        std::thread::sleep(Duration::from_millis(2));
                    }
                    return Err(BackendError::Interrupted {
                        elapsed_ms: start.elapsed().as_millis() as u64,
                    });
                }
                Clause::Predicate(pred) => {
                    let Some(f) = quiver_query::builtins::lookup(pred.func.name()) else {
                        return Err(BackendError::at(
                            pred.span,
                            format!("unknown function {}", pred.func.name()),
                        ));
                    };
                    let mut out = Vec::new();
                    for r in rows {
                        let args: Vec<Value> = pred
                            .args
                            .iter()
                            .map(|a| match a {
                                FnArg::Var(v) => r.get(v.as_str()).cloned().unwrap_or(Value::Nil),
                                FnArg::Const(c) => c.value.clone(),
                                _ => Value::Nil,
                            })
                            .collect();
                        if f.call(&args).map_err(BackendError::from)?.is_truthy() {
                            out.push(r);
                        }
                    }
                    out
                }
                other => {
                    return Err(BackendError::at(
                        other.span(),
                        "the test backend supports data patterns and predicates only",
                    ));
                }
            };
        }
        let mut columns = Vec::new();
        let mut vars = Vec::new();
        for elem in q.find.elements() {
            match elem {
                FindElem::Var(v) => {
                    columns.push(v.as_str().to_string());
                    vars.push(v.as_str().to_string());
                }
                other => {
                    return Err(BackendError::at(
                        other.span(),
                        "the test backend finds variables only",
                    ));
                }
            }
        }
        let with: Vec<String> = q.with.iter().map(|v| v.as_str().to_string()).collect();
        let mut tuples: Vec<Vec<Value>> = rows
            .iter()
            .map(|r| {
                vars.iter()
                    .chain(&with)
                    .map(|v| r.get(v).cloned().unwrap_or(Value::Nil))
                    .collect()
            })
            .collect();
        tuples.sort();
        tuples.dedup();
        for t in &mut tuples {
            t.truncate(vars.len());
        }
        for key in q.order_by.iter().rev() {
            let i = match &key.key {
                OrderKey::Column(i) => *i,
                OrderKey::Var(v) => vars.iter().position(|x| x == v.as_str()).unwrap_or(0),
            };
            tuples.sort_by(|a, b| {
                let o = a[i].cmp(&b[i]);
                if key.direction == quiver_query::query::Direction::Desc {
                    o.reverse()
                } else {
                    o
                }
            });
        }
        let offset = q.offset.unwrap_or(0) as usize;
        let tuples: Vec<Vec<Value>> = tuples
            .into_iter()
            .skip(offset)
            .take(q.limit.map_or(usize::MAX, |l| l as usize))
            .collect();
        let ordered = !q.with.is_empty() || q.ordered || q.limit.is_some() || q.offset.is_some();
        let result = match (&q.find, &q.return_maps) {
            (_, Some(maps)) => QueryResult::Maps {
                keys: (0..vars.len()).filter_map(|i| maps.key(i)).collect(),
                rows: tuples.into(),
            },
            (FindSpec::Relation(_), None) => QueryResult::Relation {
                rows: tuples.into(),
                ordered,
            },
            (FindSpec::Collection(_), None) => QueryResult::Collection(
                tuples
                    .into_iter()
                    .filter_map(|t| t.into_iter().next())
                    .collect(),
            ),
            (FindSpec::Scalar(_), None) => {
                QueryResult::Scalar(tuples.into_iter().next().and_then(|t| t.into_iter().next()))
            }
            (FindSpec::Tuple(_), None) => QueryResult::Tuple(tuples.into_iter().next()),
        };
        Ok(QueryOutput { columns, result })
    }
}

fn unify(term: &Term, value: &Value, row: &mut Row) -> bool {
    match term {
        Term::Blank(_) => true,
        Term::Const(c) => c.value == *value,
        Term::Var(v) => match row.get(v.as_str()) {
            Some(bound) => bound == value,
            None => {
                row.insert(v.as_str().to_string(), value.clone());
                true
            }
        },
    }
}

impl Backend for FakeBackend {
    fn query(
        &mut self,
        query: &Form,
        inputs: &[InputArg],
        _opts: &RunOptions,
    ) -> Result<QueryOutput, BackendError> {
        self.interrupted.store(false, Ordering::SeqCst);
        self.run_query(query, inputs)
    }

    fn transact(&mut self, tx: &Form) -> Result<TxSummary, BackendError> {
        self.apply(tx)
    }

    fn pull(&mut self, pattern: &Form, eid: &Form) -> Result<Value, BackendError> {
        self.pull_value(pattern, eid)
    }

    fn pull_many(&mut self, pattern: &Form, eids: &[Form]) -> Result<Value, BackendError> {
        let items: Result<Vec<Value>, _> =
            eids.iter().map(|e| self.pull_value(pattern, e)).collect();
        Ok(Value::Vector(items?.into()))
    }

    fn entity(&mut self, eid: &Form) -> Result<Value, BackendError> {
        Ok(match self.resolve(eid)? {
            Some(e) => self.entity_map(e, None),
            None => Value::Nil,
        })
    }

    fn schema(&mut self) -> Result<Value, BackendError> {
        Ok(Value::Map(Arc::new(
            self.schema
                .iter()
                .map(|(k, m)| {
                    let props = m
                        .iter()
                        .map(|(pk, pv)| (Value::Keyword(pk.clone()), pv.clone()))
                        .collect();
                    (Value::Keyword(k.clone()), Value::Map(Arc::new(props)))
                })
                .collect(),
        )))
    }

    fn update_schema(&mut self, changes: &Form) -> Result<Value, BackendError> {
        let FormKind::Map(entries) = &changes.kind else {
            return Err(BackendError::at(changes.span, "expected a map"));
        };
        let mut updated = BTreeMap::new();
        for (k, v) in entries {
            let Some(attr) = k.as_keyword() else {
                return Err(BackendError::at(
                    k.span,
                    format!("an attribute is a keyword, not {}", k.describe()),
                ));
            };
            let Value::Map(props) = v.to_value() else {
                return Err(BackendError::at(v.span, "attribute properties are a map"));
            };
            let entry = self.schema.entry(attr.clone()).or_default();
            for (pk, pv) in props.iter() {
                if let Value::Keyword(pk) = pk {
                    entry.insert(pk.clone(), pv.clone());
                }
            }
            let props: BTreeMap<Value, Value> = entry
                .iter()
                .map(|(pk, pv)| (Value::Keyword(pk.clone()), pv.clone()))
                .collect();
            updated.insert(Value::Keyword(attr.clone()), Value::Map(Arc::new(props)));
        }
        Ok(Value::Map(Arc::new(updated)))
    }

    fn explain(
        &mut self,
        query: &Form,
        inputs: &[InputArg],
        analyze: bool,
        _opts: &RunOptions,
    ) -> Result<String, BackendError> {
        let q = parse_query_form(query, "query")?;
        let mut plan = format!(
            "plan: {} clause(s), {} input(s)",
            q.where_clauses.len(),
            inputs.len()
        );
        for (i, c) in q.where_clauses.iter().enumerate() {
            plan.push_str(&format!(
                "\n  {}. clause at line {}",
                i + 1,
                c.span().start.line
            ));
        }
        if analyze {
            let out = self.run_query(query, inputs)?;
            plan.push_str(&format!("\n  rows: {}", out.result.row_count()));
        }
        Ok(plan)
    }

    fn import(
        &mut self,
        data: &Path,
        progress: &mut dyn FnMut(ImportProgress),
    ) -> Result<ImportSummary, BackendError> {
        let text =
            std::fs::read_to_string(data).map_err(|e| BackendError::message(e.to_string()))?;
        let form = quiver_query::edn::read(&text)?;
        let entities = form.as_vector().map_or(0, |v| v.len()) as u64;
        let summary = self.apply(&form)?;
        let total = text.len() as u64;
        progress(ImportProgress {
            bytes_done: total,
            bytes_total: total,
            datoms: summary.added,
        });
        Ok(ImportSummary {
            entities,
            datoms: summary.added,
        })
    }

    fn stats(&mut self) -> Result<Value, BackendError> {
        let mut per_attr: BTreeMap<Value, Value> = BTreeMap::new();
        for (_, a, _) in &self.datoms {
            let entry = per_attr
                .entry(Value::Keyword(a.clone()))
                .or_insert(Value::Long(0));
            if let Value::Long(n) = entry {
                *n += 1;
            }
        }
        let mut m = BTreeMap::new();
        m.insert(
            Value::keyword("datoms"),
            Value::Long(self.datoms.len() as i64),
        );
        m.insert(Value::keyword("attributes"), Value::Map(Arc::new(per_attr)));
        Ok(Value::Map(Arc::new(m)))
    }

    fn attributes(&self) -> Vec<String> {
        let mut attrs: Vec<String> = self.schema.keys().map(|k| k.as_str().to_string()).collect();
        for (_, a, _) in &self.datoms {
            if !attrs.iter().any(|x| x == a.as_str()) {
                attrs.push(a.as_str().to_string());
            }
        }
        attrs.sort();
        attrs
    }

    fn interrupt_handle(&self) -> Arc<dyn Fn() + Send + Sync> {
        let flag = Arc::clone(&self.interrupted);
        Arc::new(move || flag.store(true, Ordering::SeqCst))
    }
}
