//! `:order-by` with `:limit` read through the first key's index (D-956).
//!
//! "The ten best-rated dramas" (`[?m :movie/genre ?g] [?m :movie/rating
//! ?r] … :order-by [?r :desc] :limit 10`) would otherwise find every drama,
//! rate each, and keep the ten best: work in proportion to the genre, not
//! to the ten asked for. When the first order key is the value of one
//! pattern on a number or instant attribute, its AVE index holds the
//! candidates already sorted. The query then runs on chunks of that index,
//! best values first: each chunk is the query with the order variable
//! given as a collection of those values (so it plans and caches as one
//! query with a collection input), and it stops as soon as the rows found
//! fill `:limit` (plus `:offset`). Every value of a chunk is taken whole,
//! and chunks never overlap, so each chunk's rows are better than the
//! next chunk's: the answer is the chunks' rows in order, which is the
//! answer of the query run whole.
//!
//! It is chosen only when the plan's row estimate says that the rows
//! wanted lie in a small head of the index (the first chunk is a few times
//! what the limit needs at the estimated selectivity, and at most an
//! eighth of the estimated rows, which are at least a thousand); chunks
//! then double. Should the
//! estimate be wrong and the chunks read more than half the estimated rows
//! without filling the limit, the query runs whole instead, so a
//! misestimate costs at most half again the work of the plain run.

use quiver_query::edn::{Keyword as EdnKeyword, Symbol, Value as Edn};
use quiver_query::query::ast::{
    Binding, Clause, Direction, FindElem, FindSpec, FnArg, Input, OrderKey, Query, Term, Var,
};
use quiver_store::{Index, Pattern, Snapshot, Stored, ValueType, to_edn};
use std::time::{Duration, Instant};

use super::find::QueryResult;
use super::{PreparedQuery, QueryCaches, QueryError, QueryOptions, Sources};

/// The fewest estimated rows for which the index order is tried.
const MIN_ROWS: f64 = 1000.0;

/// What a query allows, found once per prepared query: the query a chunk
/// runs and the index it reads.
#[derive(Debug)]
pub(super) struct IndexOrder {
    /// The query with the order variable added to `:in` as a collection,
    /// `:limit` the rows needed, no `:offset` and no `:timeout` (the
    /// caller's remaining time is passed instead).
    chunk: PreparedQuery,
    /// The first order key's variable.
    var: String,
    /// The attribute whose values bind it.
    attr: EdnKeyword,
    /// Best values are the highest ones.
    desc: bool,
    limit: usize,
    offset: usize,
}

/// How one ordered run went, for `explain-analyze`.
#[derive(Clone, Debug, Default)]
pub(super) struct Chunks {
    /// Chunks run.
    pub runs: usize,
    /// Distinct values given to them.
    pub values: usize,
    /// Datoms of the index they cover.
    pub datoms: u64,
}

/// The index order a query allows, if any: `:limit` with `:order-by`
/// whose first key is a plain `:find` variable bound by exactly one data
/// pattern `[?e :attr ?v]` (constant attribute, the default source) and by
/// nothing else: no other pattern, function binding, input or rule
/// mentions it (predicates and function arguments may read it). Relations
/// only, with no aggregate, pull, `:with` or `:having`, and no rules at
/// all (a chunk would evaluate them again).
pub(super) fn index_order(q: &Query) -> Option<IndexOrder> {
    let limit = usize::try_from(q.limit?).ok()?;
    let offset = usize::try_from(q.offset.unwrap_or(0)).ok()?;
    let FindSpec::Relation(elems) = &q.find else {
        return None;
    };
    if limit == 0
        || q.limit_var.is_some()
        || q.offset_var.is_some()
        || !q.with.is_empty()
        || !q.having.is_empty()
        || elems.iter().any(|e| !matches!(e, FindElem::Var(_)))
    {
        return None;
    }
    let first = q.order_by.first()?;
    let var = match &first.key {
        OrderKey::Var(v) => v.as_str().to_string(),
        OrderKey::Column(c) => match elems.get(*c)? {
            FindElem::Var(v) => v.as_str().to_string(),
            _ => return None,
        },
    };
    for input in &q.inputs {
        match input {
            Input::Rules(_) => return None,
            Input::Binding(b) if b.vars().iter().any(|v| v.as_str() == var) => return None,
            _ => {}
        }
    }
    let mut mentions = Mentions::default();
    mentions.walk(&q.where_clauses, &var);
    if mentions.unsafe_use || mentions.patterns != 1 {
        return None;
    }
    let attr = q.where_clauses.iter().find_map(|c| match c {
        Clause::Pattern(p)
            if p.source.as_ref().is_none_or(|s| s.name.as_str() == "$")
                && p.more.is_empty()
                && matches!(&p.v, Term::Var(v) if v.as_str() == var) =>
        {
            match &p.a {
                Term::Const(c) => c.value.as_keyword().cloned(),
                _ => None,
            }
        }
        _ => None,
    })?;
    let needed = limit.checked_add(offset)?;
    let mut chunk = q.clone();
    let span = first.span;
    chunk.inputs.push(Input::Binding(Binding::Collection(
        Var {
            name: Symbol::parse(&var),
            span,
        },
        span,
    )));
    chunk.limit = Some(needed as u64);
    chunk.offset = None;
    chunk.timeout = None;
    Some(IndexOrder {
        chunk: PreparedQuery::validated(chunk),
        var,
        attr,
        desc: first.direction == Direction::Desc,
        limit,
        offset,
    })
}

/// Where the order variable appears.
#[derive(Default)]
struct Mentions {
    /// Data patterns mentioning it, in any position.
    patterns: usize,
    /// A use that would bind it other than through its pattern, or a rule.
    unsafe_use: bool,
}

impl Mentions {
    fn walk(&mut self, clauses: &[Clause], var: &str) {
        let is = |t: &Term| matches!(t, Term::Var(v) if v.as_str() == var);
        for c in clauses {
            match c {
                Clause::Pattern(p) => {
                    if p.terms().into_iter().any(is) || p.more.iter().any(is) {
                        self.patterns += 1;
                    }
                }
                Clause::Predicate(_) => {}
                Clause::Function(f) => {
                    if f.binding.vars().iter().any(|v| v.as_str() == var)
                        || f.args.iter().any(|a| matches!(a, FnArg::Source(_)))
                    {
                        self.unsafe_use = true;
                    }
                }
                Clause::RuleCall(_) => self.unsafe_use = true,
                Clause::Not(n) => self.walk(&n.clauses, var),
                Clause::Or(o) => o.branches.iter().for_each(|b| self.walk(&b.clauses, var)),
            }
        }
    }
}

/// What [`IndexOrder::decide`] found: the attribute and the first chunk's
/// size in datoms.
pub(super) struct Decision {
    attr: quiver_store::AttrId,
    first: u64,
    /// Estimated rows of the whole query.
    est_rows: f64,
    /// Never fall back (`prefer_index_order`).
    preferred: bool,
}

impl IndexOrder {
    /// Whether reading the index pays for this run: the attribute holds
    /// numbers or instants (whose index order is `:order-by`'s order) and
    /// the first chunk is small beside the estimated rows.
    pub(super) fn decide(
        &self,
        snap: &Snapshot<'_>,
        est_rows: f64,
        preferred: bool,
    ) -> Result<Option<Decision>, QueryError> {
        let Some(a) = snap.attr_of(&self.attr) else {
            return Ok(None);
        };
        // Stored doubles hold neither NaN nor -0.0, so their index order
        // is their numeric order, as it is for longs and instants.
        if !matches!(
            snap.attr(a)?.value_type,
            Some(ValueType::Long | ValueType::Double | ValueType::Instant)
        ) {
            return Ok(None);
        }
        let total = snap.count(&Pattern::attr(a))? as f64;
        if !preferred && (total < 1.0 || est_rows < 1.0 || !est_rows.is_finite()) {
            return Ok(None);
        }
        let selectivity = (est_rows / total.max(1.0)).clamp(1e-9, 1.0);
        let needed = (self.limit + self.offset) as f64;
        let first = (needed / selectivity * 2.0).ceil();
        let first = if preferred {
            // Testing: as many chunk boundaries as there can be.
            1.0
        } else if first.is_finite() {
            first.clamp(16.0, 1e15)
        } else {
            16.0
        };
        // Below a thousand rows the whole plan is a fraction of a
        // millisecond, less than planning the chunk's query.
        if !preferred && (first * 8.0 > est_rows || est_rows < MIN_ROWS) {
            return Ok(None);
        }
        Ok(Some(Decision {
            attr: a,
            first: first as u64,
            est_rows,
            preferred,
        }))
    }

    /// One line for `explain`: what the index order reads.
    pub(super) fn describe(&self, d: &Decision, ran: Option<&Chunks>) -> String {
        let side = if self.desc {
            "highest first"
        } else {
            "lowest first"
        };
        let mut s = format!(
            "index order: {} read from {}'s values, {side}, in chunks from {} datoms (D-956)",
            self.var, self.attr, d.first
        );
        if let Some(c) = ran {
            s.push_str(&format!(
                "; ran {} chunk(s) of {} value(s), {} datoms",
                c.runs, c.values, c.datoms
            ));
        }
        s
    }

    /// Runs the query on chunks of the index; `None` when the chunks read
    /// more than half the estimated rows without filling the limit (the
    /// caller then runs the query whole). `started` and `timeout`: the
    /// run's start and its timeout (the smaller of the options' and the
    /// query's).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn run(
        &self,
        d: &Decision,
        snap: &Snapshot<'_>,
        caches: Option<&QueryCaches>,
        with: &Sources<'_, '_>,
        args: &[Edn],
        options: &QueryOptions,
        started: Instant,
        timeout: Option<Duration>,
    ) -> Result<Option<(QueryResult, Chunks)>, QueryError> {
        let key = [Stored::Keyword(snap.attr(d.attr)?.ident.clone())];
        let mut datoms: Box<dyn Iterator<Item = quiver_store::Result<quiver_store::Datom>>> =
            if self.desc {
                Box::new(snap.rseek_datoms(Index::Ave, &key)?)
            } else {
                Box::new(snap.datoms(Index::Ave, &key)?)
            };
        let needed = self.limit + self.offset;
        let mut inner = options.clone();
        inner.cache_results = false;
        let mut chunk_args: Vec<Edn> = args.to_vec();
        chunk_args.push(Edn::Nil);
        let mut shape: Option<QueryResult> = None;
        let mut cells: Vec<Edn> = Vec::new();
        let mut rows = 0usize;
        let mut stats = Chunks::default();
        let mut pending: Option<Stored> = None;
        let mut exhausted = false;
        let mut target = d.first;
        let mut steps = 0u64;
        while !exhausted && rows < needed {
            if !d.preferred && stats.datoms as f64 > d.est_rows / 2.0 {
                return Ok(None);
            }
            let mut values = Vec::new();
            let mut last: Option<Stored> = None;
            let mut seen = 0u64;
            if let Some(v) = pending.take() {
                values.push(to_edn(&v));
                last = Some(v);
                seen = 1;
            }
            loop {
                let Some(datom) = datoms.next() else {
                    exhausted = true;
                    break;
                };
                let datom = datom?;
                if datom.a != d.attr {
                    exhausted = true;
                    break;
                }
                steps += 1;
                if steps % 4096 == 0
                    && (options.cancel.is_cancelled()
                        || timeout.is_some_and(|t| started.elapsed() >= t))
                {
                    return Err(QueryError::Interrupted {
                        elapsed: started.elapsed(),
                    });
                }
                // A value is taken whole: its datoms past the target too.
                if last.as_ref() == Some(&datom.v) {
                    seen += 1;
                    continue;
                }
                if seen >= target {
                    pending = Some(datom.v);
                    break;
                }
                values.push(to_edn(&datom.v));
                last = Some(datom.v);
                seen += 1;
            }
            if values.is_empty() {
                break;
            }
            stats.runs += 1;
            stats.values += values.len();
            stats.datoms += seen;
            if let Some(t) = timeout {
                let spent = started.elapsed();
                if spent >= t {
                    return Err(QueryError::Interrupted { elapsed: spent });
                }
                inner.timeout = Some(t - spent);
            }
            if let Some(slot) = chunk_args.last_mut() {
                *slot = Edn::vector(values);
            }
            let got = self
                .chunk
                .run_on_sources(snap, caches, with, &chunk_args, &inner)?;
            match &got {
                QueryResult::Relation { rows: r, .. } | QueryResult::Maps { rows: r, .. } => {
                    for row in r.iter() {
                        cells.extend(row.iter().cloned());
                        rows += 1;
                    }
                }
                _ => return Ok(None),
            }
            shape.get_or_insert(got);
            target = target.saturating_mul(2);
        }
        let Some(shape) = shape else {
            return Ok(None);
        };
        Ok(Some((self.assemble(shape, cells, rows)?, stats)))
    }

    /// The answer from the chunks' rows in order: `:offset` skipped,
    /// `:limit` kept, in the shape of a chunk's result.
    fn assemble(
        &self,
        shape: QueryResult,
        cells: Vec<Edn>,
        rows: usize,
    ) -> Result<QueryResult, QueryError> {
        let width = match &shape {
            QueryResult::Relation { columns, .. } => columns.len(),
            QueryResult::Maps { keys, .. } => keys.len(),
            _ => 0,
        };
        let keep = rows.saturating_sub(self.offset).min(self.limit);
        let skip = self.offset.min(rows) * width;
        let cells: Vec<Edn> = cells.into_iter().skip(skip).take(keep * width).collect();
        let Some(out) = quiver_query::Rows::from_cells(width, keep, cells) else {
            return Err(QueryError::Input(
                "index order: rows of a chunk have another width".into(),
            ));
        };
        Ok(match shape {
            QueryResult::Relation { columns, .. } => QueryResult::Relation {
                columns,
                rows: out,
                ordered: true,
            },
            QueryResult::Maps { keys, .. } => QueryResult::Maps { keys, rows: out },
            other => other,
        })
    }
}
