//! Predicates and function bindings: arguments are turned into values
//! only here (comparisons of two inline longs are answered on the cells),
//! nested `(q …)` queries, and the database functions (`missing?`,
//! `get-else`, `get-some`).

use super::*;

/// A built-in's failure as the query's error: a result over the memory
/// budget or a stop (D-743) keep their kind, anything else is an
/// evaluation error.
pub(super) fn builtin_error(e: quiver_query::Error) -> QueryError {
    match e {
        quiver_query::Error::TooLarge { .. } | quiver_query::Error::Stopped { .. } => {
            QueryError::from(e)
        }
        other => QueryError::Eval(other.to_string()),
    }
}

/// How deep `(q …)` calls may nest: a query that passes itself to `q`
/// recursed until the process ran out of memory and aborted (D-900).
/// Datalevin's JVM stops such a query with a `StackOverflowError`.
pub(crate) const MAX_NESTED_QUERIES: usize = 64;

thread_local! {
    /// How many `(q …)` calls are running on this thread (a nested query
    /// runs on its caller's thread).
    static NESTED: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// One level of `(q …)` nesting, left when dropped.
struct NestedDepth;

impl NestedDepth {
    fn enter() -> Res<NestedDepth> {
        let depth = NESTED.with(|d| d.get());
        if depth >= MAX_NESTED_QUERIES {
            return Err(QueryError::Eval(format!(
                "(q …) calls nest deeper than {MAX_NESTED_QUERIES} queries (does a query pass itself to q?)"
            )));
        }
        NESTED.with(|d| d.set(depth + 1));
        Ok(NestedDepth)
    }
}

impl Drop for NestedDepth {
    fn drop(&mut self) {
        NESTED.with(|d| d.set(d.get().saturating_sub(1)));
    }
}

impl<'s, 'db> Runner<'s, 'db> {
    /// Evaluates a function (built-in or database function) on a row.
    pub(super) fn call(
        &mut self,
        f: &'static builtins::Builtin,
        args: &[CArg],
        row: &[Val],
    ) -> Res<Edn> {
        if f.name == "q" {
            // A source argument (`$`) stays in its place: the nested
            // query's inputs are bound as written (D-953).
            let mut written = Vec::with_capacity(args.len());
            for a in args {
                written.push(match a {
                    CArg::Source => None,
                    other => Some(
                        self.arg_values(f, std::slice::from_ref(other), row)?
                            .remove(0),
                    ),
                });
            }
            return self.nested_query(&written);
        }
        let vals = self.arg_values(f, args, row)?;
        if f.needs_database() {
            return self.db_function(f.name, &vals);
        }
        f.call(&vals).map_err(builtin_error)
    }

    /// The values of a call's arguments on a row (nested calls evaluated).
    fn arg_values(
        &mut self,
        f: &'static builtins::Builtin,
        args: &[CArg],
        row: &[Val],
    ) -> Res<SmallVec<[Edn; 4]>> {
        let name = f;
        let mut vals: SmallVec<[Edn; 4]> = SmallVec::new();
        for a in args {
            match a {
                CArg::Pos(p) => match p.get(row) {
                    Some(v) => vals.push(self.values.get(v)),
                    None => {
                        return Err(QueryError::Eval(format!(
                            "({} …): an argument is not bound",
                            name.name
                        )));
                    }
                },
                CArg::Source => {}
                CArg::Call { name, args } => vals.push(self.call(name, args, row)?),
            }
        }
        Ok(vals)
    }

    /// `(q query inputs…)`: runs the query on this snapshot with this
    /// query's cancel token, deadline and memory budget. The inputs bind
    /// the nested query's `:in` as written, as Datalevin binds them
    /// (D-953): `$` (`None` here) is the current database; a value given
    /// where the nested query's first `:in` is `$` is a relation for it;
    /// and a query whose `:in` starts with `$` given nothing is `Too few
    /// inputs passed`.
    pub(super) fn nested_query(&mut self, args: &[Option<Edn>]) -> Res<Edn> {
        let Some((Some(form), written)) = args.split_first() else {
            return Err(QueryError::Eval("(q …) needs a query".into()));
        };
        let text = match form {
            Edn::String(s) => s.to_string(),
            Edn::Vector(_) | Edn::Map(_) | Edn::List(_) => form.to_string(),
            other => {
                return Err(QueryError::Eval(format!(
                    "(q …) needs a query vector or map, got {} {other}",
                    other.type_name()
                )));
            }
        };
        let key = format!("{text}|{written:?}");
        if let Some(v) = self.nested.get(&key) {
            return Ok(v.clone());
        }
        let _depth = NestedDepth::enter()?;
        let query = quiver_query::query::parse_query(&text)
            .map_err(|e| QueryError::Eval(format!("(q …): the nested query is invalid: {e}")))?;
        let as_input = |v: &Option<Edn>| v.clone().unwrap_or_else(crate::query::this_db_input);
        // Datalevin's default `:in`: `[$]` only when the clauses read the
        // database (D-880).
        let takes_db = matches!(
            query.declared_inputs().first(),
            Some(quiver_query::query::ast::Input::Source(s)) if s.is_default()
        );
        // The first argument binds `$`: the database (`None`) or a relation.
        let (relation, rest) = match (takes_db, written.split_first()) {
            (false, _) => (None, written),
            (true, Some((first, rest))) => (first.clone(), rest),
            (true, None) => {
                return Err(QueryError::Eval(
                    "(q …): the nested query is invalid: Too few inputs passed, expected: [$], got: 0 (pass the database: (q QUERY $ …))"
                        .into(),
                ));
            }
        };
        let inputs: Vec<Edn> = rest.iter().map(as_input).collect();
        let inputs = &inputs[..];
        let sources = crate::query::Sources { relation, dbs: &[] };
        let options = crate::query::QueryOptions {
            timeout: self
                .deadline
                .map(|d| d.saturating_duration_since(Instant::now())),
            cancel: self.cancel.clone(),
            memory_budget: self.memory_budget,
            ..crate::query::QueryOptions::default()
        };
        let result = crate::query::PreparedQuery::new(query)
            .and_then(|q| q.run_on_sources(self.snap, self.caches, &sources, inputs, &options))
            .map_err(|e| match e {
                QueryError::Parse(_)
                | QueryError::Plan(_)
                | QueryError::Input(_)
                | QueryError::InvalidArgument(_) => {
                    QueryError::Eval(format!("(q …): the nested query is invalid: {e}"))
                }
                // The outer query stamps its own time (`timed`): the
                // nested one started late and would say "after 0 ms".
                QueryError::Interrupted { .. } => QueryError::Interrupted {
                    elapsed: std::time::Duration::ZERO,
                },
                other => other,
            })?;
        let value = result.to_edn();
        self.nested.insert(key, value.clone());
        Ok(value)
    }

    pub(super) fn db_function(&mut self, name: &str, args: &[Edn]) -> quiver_store::Result<Edn> {
        let bad = |why: &str| quiver_store::Error::InvalidArgument(format!("({name} …): {why}"));
        let snap = self.snap;
        // An entity id, or a lookup ref / ident naming one. Id 0 names no
        // entity (as in `pull` and a pattern, D-882): no attribute has a
        // value on it, as Datalevin answers.
        // `missing?` of a string is true, as Datalevin answers: nothing
        // it names has the attribute (unseen112, D-973); any other value
        // that is no entity is an error there too.
        let entity = |v: &Edn| -> quiver_store::Result<Option<EntityId>> {
            match crate::query::entity_inputs::resolve(snap, v)? {
                Edn::Long(0) => Ok(None),
                Edn::Long(n) if n > 0 => Ok(Some(EntityId(n as u64))),
                Edn::String(_) if name == "missing?" => Ok(None),
                _ => Err(bad("not an entity id")),
            }
        };
        match name {
            "missing?" | "get-else" => {
                let [e, a, rest @ ..] = args else {
                    return Err(bad("expects $ ?e :attr"));
                };
                let e = entity(e)?;
                // `get-else` with an attribute that is no keyword (a
                // string, a number) finds nothing and gives the default,
                // as Datalevin; `missing?` refuses it (D-950).
                let a = match a.as_keyword() {
                    Some(k) => Some(k),
                    None if name == "get-else" => None,
                    None => return Err(bad("the attribute must be a keyword")),
                };
                // As Datalevin: `missing?` reads the entity, reverse
                // attributes included; `get-else` reads the datoms only.
                let values = match (e, a) {
                    (Some(e), Some(a)) => self.values_of(e, a, name == "missing?")?,
                    _ => Vec::new(),
                };
                if name == "missing?" {
                    return Ok(Edn::Boolean(values.is_empty()));
                }
                let default = rest.first().ok_or_else(|| bad("needs a default"))?;
                if matches!(default, Edn::Nil) {
                    return Err(bad("the default may not be nil"));
                }
                Ok(values.into_iter().next().unwrap_or_else(|| default.clone()))
            }
            "get-some" | "get-some-else" => {
                let (e, default, attrs) = match (name, args) {
                    ("get-some", [e, attrs @ ..]) => (e, None, attrs),
                    (_, [e, default, attrs @ ..]) => (e, Some(default), attrs),
                    _ => return Err(bad("expects $ ?e :attr …")),
                };
                let e = entity(e)?;
                for a in attrs {
                    // An attribute that is no keyword names nothing, as
                    // Datalevin reads it (D-950).
                    let (Some(k), Some(e)) = (a.as_keyword(), e) else {
                        continue;
                    };
                    if let Some(v) = self.values_of(e, k, false)?.into_iter().next() {
                        return Ok(Edn::vector([a.clone(), v]));
                    }
                }
                // `get-some-else`: `[nil default]` when none is present.
                Ok(default.map_or(Edn::Nil, |d| Edn::vector([Edn::Nil, d.clone()])))
            }
            // `(datalevin.core/pull $ pattern ?e)`: the pull API called in
            // a clause (D-932); `nil` when the entity has none of it.
            "datalevin.core/pull" => {
                let [pattern, e] = args else {
                    return Err(bad("expects $ pattern ?e"));
                };
                let pattern = quiver_query::pull_pattern::parse_pull(&pattern.to_string())
                    .map_err(|err| bad(&format!("not a pull pattern: {err}")))?;
                let prepared = snap.prepare_pull(&pattern);
                prepared.check()?;
                match entity(e)? {
                    Some(e) => snap.pull_entity(&prepared, e),
                    None => Ok(Edn::Nil),
                }
            }
            other => Err(bad(&format!("{other} is not a database function"))),
        }
    }

    /// The values of attribute `k` on `e`; with `reverse`, for a reverse
    /// attribute `:ns/_name`, the entities whose `:ns/name` points at `e`.
    fn values_of(
        &mut self,
        e: EntityId,
        k: &quiver_query::edn::Keyword,
        reverse: bool,
    ) -> quiver_store::Result<Vec<Edn>> {
        if let Some(a) = self.snap.attr_of(k) {
            return self.attr_values(e, a);
        }
        let Some(forward) = k.name().strip_prefix('_').filter(|_| reverse) else {
            return Ok(Vec::new());
        };
        let forward = quiver_query::edn::Keyword::new(k.namespace(), forward);
        match self.snap.attr_of(&forward) {
            Some(a) if self.snap.attr(a)?.value_type == Some(ValueType::Ref) => Ok(self
                .snap
                .reverse_refs(e, a)?
                .into_iter()
                .map(|r| Edn::Long(r.0 as i64))
                .collect()),
            _ => Ok(Vec::new()),
        }
    }

    pub(super) fn attr_values(&mut self, e: EntityId, a: AttrId) -> quiver_store::Result<Vec<Edn>> {
        let key = e.to_be_bytes();
        let prefix = a.to_be_bytes();
        let next = (a.0 + 1).to_be_bytes();
        let mut out = Vec::new();
        let snap = self.snap;
        let mut it = self
            .eav
            .dup_range(&key, Bound::Included(&prefix), Bound::Excluded(&next));
        while let Some(av) = it.next() {
            let (_, form) = split_av(av?)?;
            out.push(to_edn(&snap.decode_form(form)?));
        }
        Ok(out)
    }
}

/// A comparison answered on two inline longs (entity ids, non-negative
/// longs) on the cells themselves.
#[derive(Clone, Copy)]
pub(super) enum Compare {
    Lt,
    Gt,
    Le,
    Ge,
    Eq,
    Ne,
}

impl Compare {
    /// The comparison a built-in's name makes, if it is one.
    pub(super) fn of(name: &str) -> Option<Compare> {
        Some(match name {
            "<" => Compare::Lt,
            ">" => Compare::Gt,
            "<=" => Compare::Le,
            ">=" => Compare::Ge,
            "=" | "==" => Compare::Eq,
            "not=" | "!=" => Compare::Ne,
            _ => return None,
        })
    }

    #[inline]
    pub(super) fn holds(self, a: u64, b: u64) -> bool {
        match self {
            Compare::Lt => a < b,
            Compare::Gt => a > b,
            Compare::Le => a <= b,
            Compare::Ge => a >= b,
            Compare::Eq => a == b,
            Compare::Ne => a != b,
        }
    }
}

impl<'s, 'db> Runner<'s, 'db> {
    /// A function binding over a whole batch, in one pass: the call for
    /// each row, its result bound (a collection or relation may give many
    /// rows: the output is held within the memory budget, and goes down
    /// the pipeline in batches).
    pub(super) fn bind_batch(
        &mut self,
        name: &'static builtins::Builtin,
        args: &[CArg],
        binding: &CBinding,
        at: Option<quiver_query::Pos>,
        input: &Batch,
        out: &mut Batch,
    ) -> Res<()> {
        for (k, row) in input.rows().enumerate() {
            if k % 256 == 255 {
                self.check_cancel()?;
            }
            // `range` bound as a collection: its numbers are bound one by
            // one, never made into a list first (D-744).
            let range = match binding {
                CBinding::Collection(s) if name.name == "range" => {
                    let vals = self
                        .arg_values(name, args, row)
                        .map_err(|e| at_call(e, at))?;
                    // Numbers that are not all longs are stepped by the
                    // built-in itself (D-952).
                    if vals.iter().all(|v| matches!(v, Edn::Long(_))) {
                        let spec = builtins::range_spec(&vals)
                            .map_err(|e| at_call(builtin_error(e), at))?;
                        Some((*s, spec))
                    } else {
                        None
                    }
                }
                _ => None,
            };
            let result = match range {
                Some(_) => Edn::Nil,
                None => self.call(name, args, row).map_err(|e| at_call(e, at))?,
            };
            // A collection result may hold millions of elements: the clock
            // and the budget are checked while it is bound (D-744).
            let (cancel, deadline, started, budget) = (
                &self.cancel,
                self.deadline,
                self.started,
                self.memory_budget,
            );
            let mut check = |out: &Batch| -> Res<()> {
                stop_check(cancel, deadline, started)?;
                let bytes = out.bytes();
                if bytes > budget {
                    return Err(QueryError::ResourceLimit {
                        operator: "function binding",
                        bytes,
                        budget,
                    });
                }
                Ok(())
            };
            match range {
                Some((slot, (start, step, n))) => {
                    for i in 0..n {
                        if i % BIND_CHECK_EVERY as i64 == BIND_CHECK_EVERY as i64 - 1 {
                            check(out)?;
                        }
                        let cell = self.values.intern_ref(&Edn::Long(start + i * step));
                        let at = out.push(row);
                        if !out.unify_number(at, slot, cell, &self.values) {
                            out.pop();
                        }
                    }
                }
                None => bind(&mut self.values, binding, result, row, out, &mut check)
                    .map_err(|e| at_call(e, at))?,
            }
            if out.len() > self.batch_rows {
                self.check_memory("function binding", out.bytes())?;
            }
        }
        Ok(())
    }

    /// A predicate over a whole batch (vectorised): a comparison of two
    /// positions is decided on the cells of each row when both are inline
    /// longs, in one pass; any other row takes the general call.
    pub(super) fn filter_batch(
        &mut self,
        name: &'static builtins::Builtin,
        args: &[CArg],
        at: Option<quiver_query::Pos>,
        batch: &mut Batch,
    ) -> Res<()> {
        let inline = match (Compare::of(name.name), args) {
            (Some(op), [CArg::Pos(x), CArg::Pos(y)]) => Some((op, x, y)),
            _ => None,
        };
        // In place: the rows kept move down, none is copied out (D-972).
        batch.retain_rows(|k, row| {
            if k % 1024 == 1023 {
                self.check_cancel()?;
            }
            let quick = inline.and_then(|(op, x, y)| {
                Some(op.holds(x.get(row)?.as_long()?, y.get(row)?.as_long()?))
            });
            Ok(match quick {
                Some(keep) => keep,
                None => self
                    .call(name, args, row)
                    .map_err(|e| at_call(e, at))?
                    .is_truthy(),
            })
        })
    }

    /// A function whose result binds one variable: each row gains the
    /// result in place, or is dropped (a `nil` result, or a value the row
    /// already holds differently) — no row is copied (D-972).
    pub(super) fn bind_scalar_in_place(
        &mut self,
        name: &'static builtins::Builtin,
        args: &[CArg],
        slot: usize,
        at: Option<quiver_query::Pos>,
        batch: &mut Batch,
    ) -> Res<()> {
        batch.retain_rows(|k, row| {
            if k % 256 == 255 {
                self.check_cancel()?;
            }
            let result = self.call(name, args, row).map_err(|e| at_call(e, at))?;
            if matches!(result, Edn::Nil) {
                return Ok(false);
            }
            let v = self.values.intern(result);
            Ok(if !row[slot].is_bound() {
                row[slot] = v;
                true
            } else {
                row[slot] == v || self.values.same_integer(row[slot], v)
            })
        })
    }
}

/// Binds a function's result to the binding form, appending rows.
pub(super) fn bind(
    values: &mut Values,
    binding: &CBinding,
    result: Edn,
    row: &[Val],
    out: &mut Batch,
    check: &mut dyn FnMut(&Batch) -> Res<()>,
) -> Res<()> {
    if matches!(result, Edn::Nil) {
        return Ok(());
    }
    // As Datalevin: a tuple takes a list or vector with enough elements
    // (a `nil` element binds `nil`); anything else is an error, not rows
    // silently dropped (seventh unseen corpus, D-892). A `nil` element of
    // a collection, relation or tuple binds `nil` as an input's does (only
    // a `nil` result binds nothing; D-895).
    let tuple = |values: &mut Values, out: &mut Batch, targets: &[Option<usize>], v: &Edn| {
        let items = match v {
            Edn::List(items) | Edn::Vector(items) => items,
            other => return Err(cannot_bind(other, "a tuple")),
        };
        if items.len() < targets.len() {
            return Err(QueryError::Eval(format!(
                "not enough elements in {} to bind a tuple of {}",
                quiver_store::cut(&v.to_string()),
                targets.len()
            )));
        }
        let at = out.push(row);
        let ok = targets.iter().zip(items.iter()).all(|(t, v)| match t {
            Some(s) => {
                let v = values.intern_input(v);
                out.unify_number(at, *s, v, values)
            }
            None => true,
        });
        if !ok {
            out.pop();
        }
        Ok(())
    };
    match binding {
        CBinding::Scalar(s) => {
            let at = out.push(row);
            let v = values.intern(result);
            if !out.unify_number(at, *s, v, values) {
                out.pop();
            }
        }
        CBinding::Tuple(ts) => tuple(values, out, ts, &result)?,
        CBinding::Collection(s) => each_element(&result, out, check, |out, v| {
            let at = out.push(row);
            let v = values.intern_input(v);
            if !out.unify_number(at, *s, v, values) {
                out.pop();
            }
            Ok(())
        })?,
        CBinding::Relation(ts) => {
            each_element(&result, out, check, |out, t| tuple(values, out, ts, t))?
        }
    }
    Ok(())
}

/// Datalevin's `Cannot bind value …` for a function result of the wrong
/// shape.
fn cannot_bind(v: &Edn, form: &str) -> QueryError {
    QueryError::Eval(format!(
        "cannot bind value {} to {form}: it is not a list or vector",
        quiver_store::cut(&v.to_string())
    ))
}

/// Calls `f` on each element of a collection result, in place (a long
/// `range` is not copied first), with `check` every [`BIND_CHECK_EVERY`].
fn each_element(
    result: &Edn,
    out: &mut Batch,
    check: &mut dyn FnMut(&Batch) -> Res<()>,
    mut f: impl FnMut(&mut Batch, &Edn) -> Res<()>,
) -> Res<()> {
    let mut run = |items: &mut dyn Iterator<Item = &Edn>, out: &mut Batch| -> Res<()> {
        for (k, v) in items.enumerate() {
            if k % BIND_CHECK_EVERY == BIND_CHECK_EVERY - 1 {
                check(out)?;
            }
            f(out, v)?;
        }
        Ok(())
    };
    match result {
        Edn::List(items) | Edn::Vector(items) => run(&mut items.iter(), out),
        Edn::Set(items) => run(&mut items.iter(), out),
        Edn::Map(_) => match crate::query::elements(result) {
            Some(items) => run(&mut items.iter(), out),
            None => Ok(()),
        },
        other => Err(cannot_bind(other, "a collection")),
    }
}

/// How many elements of a collection result are bound between two looks
/// at the clock and the budget.
const BIND_CHECK_EVERY: usize = 4096;
