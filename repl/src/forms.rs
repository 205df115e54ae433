//! The form language: which top-level EDN form asks for what.
//!
//! | form | operation |
//! |---|---|
//! | `[:find …]`, `{:find …}` | a query whose only input is the database |
//! | `(q QUERY INPUT…)` | a query with positional inputs (`$` = the database) |
//! | `(transact TX-DATA)` | a transaction |
//! | `(pull PATTERN EID)`, `(pull-many PATTERN [EID…])`, `(entity EID)`, `(entity EID ATTR)`, `(touch EID)` | entity reads |
//! | `(datoms :eav E A V)`, `(seek-datoms …)`, `(rseek-datoms …)`, `(index-range ATTR LO HI)` | index reads (`:limit N :offset N`) |
//! | `(count-datoms E A V)`, `(cardinality ATTR)` | index counts |
//! | `(with TX-DATA FORM)` | a read form on the database as TX-DATA would leave it, never committed |
//! | `(schema)`, `(update-schema {…})` | the schema |
//! | `(explain QUERY INPUT…)`, `(explain-analyze QUERY INPUT…)` | plans |
//! | `(import "FILE")`, `(import "FILE" {:ns "person" …})`, `(stats)` | bulk load (EDN, CSV, JSON Lines), statistics |
//!
//! [`parse_op`] only checks the shape of the form; the backend checks the
//! query, pattern or tx-data inside.

use quiver_query::Span;
use quiver_query::edn::{Form, FormKind, Value};

use crate::backend::InputArg;

/// The names of the list forms, for errors and tab completion.
pub const FORM_NAMES: &[&str] = &[
    "q",
    "transact",
    "pull",
    "pull-many",
    "entity",
    "touch",
    "datoms",
    "seek-datoms",
    "rseek-datoms",
    "index-range",
    "count-datoms",
    "cardinality",
    "with",
    "schema",
    "update-schema",
    "explain",
    "explain-analyze",
    "import",
    "stats",
];

/// What one top-level form asks for. Borrows the form.
#[derive(Clone, Debug, PartialEq)]
pub enum Op<'f> {
    /// A query with its positional inputs.
    Query {
        /// The `[:find …]` or `{:find …}` form.
        query: &'f Form,
        /// Inputs per `:in`, with the database made explicit.
        inputs: Vec<InputArg>,
    },
    /// `(transact TX-DATA)`.
    Transact(&'f Form),
    /// `(pull PATTERN EID)`.
    Pull {
        /// The pattern.
        pattern: &'f Form,
        /// The entity.
        eid: &'f Form,
    },
    /// `(pull-many PATTERN [EID…])`.
    PullMany {
        /// The pattern.
        pattern: &'f Form,
        /// The entities.
        eids: &'f [Form],
    },
    /// `(entity EID)`: the entity as Datalevin prints it touched; with an
    /// attribute, `(entity EID :attr)` is one attribute's value (a reverse
    /// one, `:ns/_attr`, gives the entities referring to it).
    Entity {
        /// The entity.
        eid: &'f Form,
        /// The attribute to read, if any.
        attr: Option<&'f Form>,
    },
    /// `(touch EID)`: every attribute, components touched too.
    Touch(&'f Form),
    /// `(datoms :eav …)`, `(seek-datoms …)`, `(rseek-datoms …)`.
    Datoms {
        /// Which walk.
        walk: quiver::Walk,
        /// The index keyword (`:eav` or `:ave`).
        index: quiver::Index,
        /// The components after the index, in its order.
        components: &'f [Form],
        /// `:limit`/`:offset`.
        page: Page,
        /// The whole form.
        form: &'f Form,
    },
    /// `(index-range ATTR LO HI)`.
    IndexRange {
        /// The attribute.
        attr: &'f Form,
        /// The lower bound, inclusive (`nil`: none).
        lo: &'f Form,
        /// The upper bound, inclusive (`nil`: none).
        hi: &'f Form,
        /// `:limit`/`:offset`.
        page: Page,
    },
    /// `(count-datoms E A V)`, `nil` for any.
    CountDatoms {
        /// The entity or `nil`.
        e: &'f Form,
        /// The attribute or `nil`.
        a: &'f Form,
        /// The value or `nil`.
        v: &'f Form,
    },
    /// `(cardinality ATTR)`.
    Cardinality(&'f Form),
    /// `(with TX-DATA FORM)`: the read form `FORM` run on the database as
    /// the transaction would leave it, never committed.
    With {
        /// The tx-data.
        tx: &'f Form,
        /// The read form.
        inner: Box<Op<'f>>,
    },
    /// `(schema)`.
    Schema,
    /// `(update-schema {attr {…} …})`.
    UpdateSchema(&'f Form),
    /// `(explain …)` or `(explain-analyze …)`.
    Explain {
        /// The query form.
        query: &'f Form,
        /// Its inputs, as for [`Op::Query`].
        inputs: Vec<InputArg>,
        /// True for `explain-analyze`.
        analyze: bool,
    },
    /// `(import "FILE")` or `(import "FILE" {OPTIONS})`: the path as
    /// written and where it is, and the options map.
    Import {
        /// The path, relative to the directory of the file being run.
        path: String,
        /// The path string's span.
        span: Span,
        /// `{:format :csv :ns "person" :ref {"customer" :customer/id}
        /// :delimiter ";" :null "NULL"}`, as `quiver import`'s options.
        options: Option<&'f Form>,
    },
    /// `(stats)`.
    Stats,
}

impl Op<'_> {
    /// True for operations that run a query (so `--timeout` applies).
    pub fn is_query(&self) -> bool {
        match self {
            Op::Query { .. } | Op::Explain { .. } => true,
            Op::With { inner, .. } => inner.is_query(),
            _ => false,
        }
    }

    /// True for forms that only read (what `(with …)` may run).
    pub fn is_read(&self) -> bool {
        !matches!(
            self,
            Op::Transact(_) | Op::UpdateSchema(_) | Op::Import { .. } | Op::With { .. }
        )
    }
}

/// The datoms an index form prints at most when it is given no `:limit`.
pub const DEFAULT_DATOM_CAP: usize = 100;

/// Which datoms of a walk an index form prints.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Page {
    /// Datoms skipped first (`:offset`).
    pub offset: usize,
    /// Datoms printed at most (`:limit`).
    pub limit: Option<usize>,
}

impl Page {
    /// The datoms printed at most: the `:limit` given, else
    /// [`DEFAULT_DATOM_CAP`].
    pub fn cap(&self) -> usize {
        self.limit.unwrap_or(DEFAULT_DATOM_CAP)
    }
}

/// Splits trailing `:limit N` / `:offset N` options off an index form's
/// arguments.
fn page_options(args: &[Form]) -> Result<(&[Form], Page), FormError> {
    let mut rest = args;
    let mut page = Page {
        offset: 0,
        limit: None,
    };
    while let [head @ .., key, value] = rest {
        let name = match key.as_keyword() {
            Some(k) if k.namespace().is_none() && matches!(k.name(), "limit" | "offset") => {
                k.name()
            }
            _ => break,
        };
        let n = match value.as_value() {
            Some(Value::Long(n)) if *n >= 0 => usize::try_from(*n).unwrap_or(usize::MAX),
            _ => {
                return err(
                    value.span,
                    format!(
                        ":{name} takes a non-negative integer, found {}",
                        value.describe()
                    ),
                );
            }
        };
        if name == "limit" {
            page.limit = Some(n);
        } else {
            page.offset = n;
        }
        rest = head;
    }
    Ok((rest, page))
}

/// A form that is not a valid operation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FormError {
    /// The offending sub-form.
    pub span: Span,
    /// What is wrong and what was expected.
    pub message: String,
}

fn err<T>(span: Span, message: impl Into<String>) -> Result<T, FormError> {
    Err(FormError {
        span,
        message: message.into(),
    })
}

/// Recognises a top-level form.
///
/// ```
/// use quiver_cli::forms::{parse_op, Op};
/// let form = quiver_query::edn::read("(q [:find ?e :in $ ?n :where [?e :name ?n]] $ \"Ivan\")").unwrap();
/// let Ok(Op::Query { inputs, .. }) = parse_op(&form) else { panic!() };
/// assert_eq!(inputs.len(), 2);
/// ```
///
/// # Errors
/// A [`FormError`] at the offending sub-form for unknown forms, wrong
/// argument counts and arguments of the wrong kind.
pub fn parse_op(form: &Form) -> Result<Op<'_>, FormError> {
    match &form.kind {
        FormKind::Vector(_) | FormKind::Map(_) if is_query(form) => Ok(Op::Query {
            query: form,
            inputs: bare_query_inputs(form),
        }),
        FormKind::Vector(items) => err(
            items.first().map_or(form.span, |f| f.span),
            "a vector at top level must be a query starting with :find; transact data with (transact [...])",
        ),
        FormKind::Map(_) => err(
            form.span,
            "a map at top level must be a query with a :find key",
        ),
        FormKind::List(items) => parse_list(form, items),
        // `explain [:find …]` without parentheses (a habit from other
        // shells): a command name alone.
        FormKind::Value(Value::Symbol(s)) if FORM_NAMES.contains(&s.as_str()) => err(
            form.span,
            format!(
                "{s} is a command: write it in parentheses with its arguments, e.g. ({s} {})",
                match s.as_str() {
                    "q" | "explain" | "explain-analyze" => "[:find …]",
                    "transact" => "[{…}]",
                    "import" => "\"file.edn\"",
                    "schema" | "stats" => "",
                    _ => "…",
                }
            )
            .replace(" )", ")"),
        ),
        _ => err(
            form.span,
            format!(
                "expected a query or a command such as (q …) or (transact …), found {}",
                form.describe()
            ),
        ),
    }
}

fn parse_list<'f>(form: &'f Form, items: &'f [Form]) -> Result<Op<'f>, FormError> {
    let Some(head) = items.first() else {
        return err(
            form.span,
            format!("empty list; expected one of {}", FORM_NAMES.join(", ")),
        );
    };
    let Some(name) = head.as_symbol().map(|s| s.as_str()) else {
        return err(
            head.span,
            format!(
                "expected a command name such as q or transact, found {}",
                head.describe()
            ),
        );
    };
    let args = &items[1..];
    match name {
        "q" | "explain" | "explain-analyze" => {
            let Some((query, rest)) = args.split_first() else {
                return err(form.span, format!("({name} QUERY INPUT…) needs a query"));
            };
            if !is_query(query) {
                return err(
                    query.span,
                    format!(
                        "expected a query ([:find …] or {{:find …}}), found {}",
                        query.describe()
                    ),
                );
            }
            let given = rest.iter().map(input_arg).collect();
            let inputs = with_database(query, given);
            Ok(match name {
                "q" => Op::Query { query, inputs },
                _ => Op::Explain {
                    query,
                    inputs,
                    analyze: name == "explain-analyze",
                },
            })
        }
        "transact" => {
            let [tx] = exactly(form, name, args, "TX-DATA")?;
            if !matches!(tx.kind, FormKind::Vector(_) | FormKind::List(_)) {
                return err(
                    tx.span,
                    format!("expected a vector of tx-data, found {}", tx.describe()),
                );
            }
            Ok(Op::Transact(tx))
        }
        "pull" => {
            let [pattern, eid] = exactly(form, name, args, "PATTERN EID")?;
            Ok(Op::Pull { pattern, eid })
        }
        "pull-many" => {
            let [pattern, eids] = exactly(form, name, args, "PATTERN [EID…]")?;
            let Some(eids) = eids.as_vector() else {
                return err(
                    eids.span,
                    format!("expected a vector of entity ids, found {}", eids.describe()),
                );
            };
            Ok(Op::PullMany { pattern, eids })
        }
        "entity" => match args {
            [eid] => Ok(Op::Entity { eid, attr: None }),
            [eid, attr] if attr.as_keyword().is_some() => Ok(Op::Entity {
                eid,
                attr: Some(attr),
            }),
            [_, attr] => err(
                attr.span,
                format!(
                    "expected an attribute keyword such as :person/name or :person/_manager, found {}",
                    attr.describe()
                ),
            ),
            _ => err(
                args.get(2).map_or(form.span, |f| f.span),
                format!(
                    "(entity EID) or (entity EID ATTR) takes 1 or 2 arguments but {} given",
                    args.len()
                ),
            ),
        },
        "touch" => {
            let [eid] = exactly(form, name, args, "EID")?;
            Ok(Op::Touch(eid))
        }
        "datoms" | "seek-datoms" | "rseek-datoms" => {
            let walk = match name {
                "datoms" => quiver::Walk::Datoms,
                "seek-datoms" => quiver::Walk::Seek,
                _ => quiver::Walk::RSeek,
            };
            let (args, page) = page_options(args)?;
            let Some((index, components)) = args.split_first() else {
                return err(
                    form.span,
                    format!("({name} INDEX COMPONENT…) needs an index, :eav or :ave"),
                );
            };
            let index = quiver::index_of(&index.to_value()).map_err(|e| FormError {
                span: index.span,
                message: e.to_string(),
            })?;
            if components.len() > 3 {
                return err(
                    components[3].span,
                    format!(
                        "({name} INDEX C1 C2 C3) takes at most 3 components but {} given",
                        components.len()
                    ),
                );
            }
            Ok(Op::Datoms {
                walk,
                index,
                components,
                page,
                form,
            })
        }
        "index-range" => {
            let (args, page) = page_options(args)?;
            let [attr, lo, hi] = exactly(form, name, args, "ATTR LO HI")?;
            Ok(Op::IndexRange { attr, lo, hi, page })
        }
        "count-datoms" => {
            let [e, a, v] = exactly(form, name, args, "E A V")?;
            Ok(Op::CountDatoms { e, a, v })
        }
        "cardinality" => {
            let [attr] = exactly(form, name, args, "ATTR")?;
            Ok(Op::Cardinality(attr))
        }
        "with" => {
            let [tx, inner] = exactly(form, name, args, "TX-DATA FORM")?;
            if !matches!(tx.kind, FormKind::Vector(_) | FormKind::List(_)) {
                return err(
                    tx.span,
                    format!("expected a vector of tx-data, found {}", tx.describe()),
                );
            }
            let op = parse_op(inner)?;
            if !op.is_read() {
                return err(
                    inner.span,
                    "(with TX-DATA FORM) runs a read form (a query, pull, entity, datoms …) on the result; transact, update-schema, import and with are not read forms",
                );
            }
            Ok(Op::With {
                tx,
                inner: Box::new(op),
            })
        }
        "schema" => {
            let [] = exactly(form, name, args, "")?;
            Ok(Op::Schema)
        }
        "stats" => {
            let [] = exactly(form, name, args, "")?;
            Ok(Op::Stats)
        }
        "update-schema" => {
            let [changes] = exactly(form, name, args, "{ATTR {…} …}")?;
            if !matches!(changes.kind, FormKind::Map(_)) {
                return err(
                    changes.span,
                    format!(
                        "expected a map from attribute to its properties, found {}",
                        changes.describe()
                    ),
                );
            }
            Ok(Op::UpdateSchema(changes))
        }
        "import" => {
            let (path, options) = match args {
                [path] => (path, None),
                [path, options] if matches!(options.kind, FormKind::Map(_)) => {
                    (path, Some(options))
                }
                [_, options] => {
                    return err(
                        options.span,
                        format!(
                            "expected an options map such as {{:ns \"person\"}}, found {}",
                            options.describe()
                        ),
                    );
                }
                _ => {
                    let span = args.get(2).map_or(form.span, |f| f.span);
                    return err(
                        span,
                        format!(
                            "(import \"FILE\") or (import \"FILE\" {{OPTIONS}}) takes 1 or 2 arguments but {} given",
                            args.len()
                        ),
                    );
                }
            };
            match path.as_value() {
                Some(Value::String(s)) => Ok(Op::Import {
                    path: s.to_string(),
                    span: path.span,
                    options,
                }),
                _ => err(
                    path.span,
                    format!("expected a file name string, found {}", path.describe()),
                ),
            }
        }
        _ => {
            let hint = quiver_query::suggest::nearest(name, FORM_NAMES.iter().copied())
                .map(|s| format!("did you mean {s}? "))
                .unwrap_or_default();
            err(
                head.span,
                format!(
                    "unknown form ({name} …); {hint}expected one of {}",
                    FORM_NAMES.join(", ")
                ),
            )
        }
    }
}

/// The `N` arguments of `(name …)`, or an error naming the expected usage.
fn exactly<'f, const N: usize>(
    form: &Form,
    name: &str,
    args: &'f [Form],
    usage: &str,
) -> Result<[&'f Form; N], FormError> {
    let refs: Vec<&Form> = args.iter().collect();
    match <[&Form; N]>::try_from(refs) {
        Ok(array) => Ok(array),
        Err(_) => {
            let shape = if usage.is_empty() {
                format!("({name})")
            } else {
                format!("({name} {usage})")
            };
            // Point at the first surplus argument, else at the whole form.
            let span = args.get(N).map_or(form.span, |f| f.span);
            err(
                span,
                format!("{shape} takes {N} argument(s) but {} given", args.len()),
            )
        }
    }
}

/// An input as written: the bare symbol `$` is the database.
pub fn input_arg(form: &Form) -> InputArg {
    if form.is_symbol("$") {
        return InputArg::Database;
    }
    if let FormKind::List(items) = &form.kind {
        if items.first().is_some_and(|f| f.is_symbol("db")) {
            return InputArg::OtherDb(form.clone());
        }
    }
    InputArg::Value(form.clone())
}

/// A bench query file's map `{:name … :query … :args […]}`: the query and
/// its inputs after the database. `None` for forms without `:query`.
///
/// # Errors
/// When `:query` is not a query or `:args` not a vector.
pub fn bench_query(form: &Form) -> Result<Option<(&Form, &[Form])>, FormError> {
    let FormKind::Map(entries) = &form.kind else {
        return Ok(None);
    };
    let get = |name: &str| {
        entries
            .iter()
            .find(|(k, _)| is_keyword(k, name))
            .map(|(_, v)| v)
    };
    let Some(query) = get("query") else {
        return Ok(None);
    };
    if !is_query(query) {
        return err(
            query.span,
            format!("expected a query under :query, found {}", query.describe()),
        );
    }
    let args: &[Form] = match get("args") {
        None => &[],
        Some(a) => match a.as_vector() {
            Some(items) => items,
            None => {
                return err(
                    a.span,
                    format!(
                        "expected a vector of inputs under :args, found {}",
                        a.describe()
                    ),
                );
            }
        },
    };
    Ok(Some((query, args)))
}

/// True for `[:find …]` and `{:find …}` forms.
pub fn is_query(form: &Form) -> bool {
    match &form.kind {
        FormKind::Vector(items) => items.first().is_some_and(|f| is_keyword(f, "find")),
        FormKind::Map(entries) => entries.iter().any(|(k, _)| is_keyword(k, "find")),
        _ => false,
    }
}

fn is_keyword(form: &Form, name: &str) -> bool {
    form.as_keyword()
        .is_some_and(|k| k.namespace().is_none() && k.name() == name)
}

/// The forms of the query's `:in`, or `None` when it has none.
fn in_forms(query: &Form) -> Option<Vec<&Form>> {
    match &query.kind {
        FormKind::Vector(items) => {
            let start = items.iter().position(|f| is_keyword(f, "in"))? + 1;
            Some(
                items[start..]
                    .iter()
                    .take_while(|f| f.as_keyword().is_none())
                    .collect(),
            )
        }
        FormKind::Map(entries) => {
            let (_, v) = entries.iter().find(|(k, _)| is_keyword(k, "in"))?;
            Some(match &v.kind {
                FormKind::Vector(items) | FormKind::List(items) => items.iter().collect(),
                _ => vec![v],
            })
        }
        _ => None,
    }
}

/// The inputs of a bare query (`[:find …]` at top level): the database by
/// itself, as `(d/q QUERY db)`, when `:in` is absent or starts with `$`
/// (`:in $ ?x` is then one input short, counted as Datalevin counts it:
/// `takes 2 input(s) but 1 given`). A query without `:in` whose clauses
/// read no database then refuses it in Datalevin's words (D-880).
pub fn bare_query_inputs(query: &Form) -> Vec<InputArg> {
    match in_forms(query) {
        None => vec![InputArg::Database],
        Some(ins) if ins.first().is_some_and(|i| i.is_symbol("$")) => vec![InputArg::Database],
        Some(_) => Vec::new(),
    }
}

/// Makes the database explicit in `(q QUERY)`: a query given no inputs
/// that takes only the database (`:in $`, or no `:in` and clauses that
/// read it) receives it; one that reads no database receives nothing
/// (D-880).
pub fn with_database(query: &Form, given: Vec<InputArg>) -> Vec<InputArg> {
    if !given.is_empty() {
        return given;
    }
    let takes_database = match in_forms(query) {
        // A query that does not parse keeps the database; its error is
        // reported when it runs.
        None => quiver_query::query::parse_query_form(query, "query")
            .map_or(true, |q| !q.declared_inputs().is_empty()),
        Some(ins) => ins.len() == 1 && ins[0].is_symbol("$"),
    };
    if takes_database {
        vec![InputArg::Database]
    } else {
        given
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use quiver_query::edn::read;

    fn op_of(text: &str) -> String {
        let form = read(text).unwrap();
        match parse_op(&form) {
            Ok(op) => describe(&op),
            Err(e) => format!(
                "error {}:{}: {}",
                e.span.start.line, e.span.start.col, e.message
            ),
        }
    }

    fn inputs(inputs: &[InputArg]) -> String {
        inputs
            .iter()
            .map(|i| match i {
                InputArg::Database => "$".to_string(),
                InputArg::Value(f) | InputArg::OtherDb(f) => f.to_string(),
            })
            .collect::<Vec<_>>()
            .join(" ")
    }

    fn describe(op: &Op) -> String {
        match op {
            Op::Query { query, inputs: i } => format!("query {query} <- [{}]", inputs(i)),
            Op::Transact(tx) => format!("transact {tx}"),
            Op::Pull { pattern, eid } => format!("pull {pattern} {eid}"),
            Op::PullMany { pattern, eids } => format!("pull-many {pattern} {}", eids.len()),
            Op::Entity { eid, attr } => match attr {
                Some(a) => format!("entity {eid} {a}"),
                None => format!("entity {eid}"),
            },
            Op::Touch(e) => format!("touch {e}"),
            Op::Datoms {
                walk,
                index,
                components,
                page,
                ..
            } => format!(
                "{walk:?} {index:?} [{}] offset={} limit={:?}",
                components
                    .iter()
                    .map(|c| c.to_string())
                    .collect::<Vec<_>>()
                    .join(" "),
                page.offset,
                page.limit
            ),
            Op::IndexRange { attr, lo, hi, page } => format!(
                "index-range {attr} {lo} {hi} offset={} limit={:?}",
                page.offset, page.limit
            ),
            Op::CountDatoms { e, a, v } => format!("count-datoms {e} {a} {v}"),
            Op::Cardinality(a) => format!("cardinality {a}"),
            Op::With { tx, inner } => format!("with {tx} then {}", describe(inner)),
            Op::Schema => "schema".into(),
            Op::UpdateSchema(m) => format!("update-schema {m}"),
            Op::Explain {
                query,
                inputs: i,
                analyze,
            } => format!("explain analyze={analyze} {query} <- [{}]", inputs(i)),
            Op::Import { path, .. } => format!("import {path}"),
            Op::Stats => "stats".into(),
        }
    }

    #[test]
    fn dispatch() {
        let cases = [
            "[:find ?x :where [?e :a ?x]]",
            "{:find [?x] :where [[?e :a ?x]]}",
            "(q [:find ?x :where [?e :a ?x]])",
            "(q [:find ?x :in $ :where [?e :a ?x]])",
            "(q {:find [?x] :in [$] :where [[?e :a ?x]]})",
            "(q [:find ?x :in ?n :where [(inc ?n) ?x]] 3)",
            "(q [:find ?e :in $ ?n :where [?e :name ?n]] $ \"Ivan\")",
            "(q [:find ?e :in $ $b :where [$b ?e]] $ [[1] [2]])",
            "(q [:find ?x :in $ ?n :where [?e :a ?x]])",
            "(transact [{:name \"a\"}])",
            "(pull [*] 1)",
            "(pull-many [:name] [1 2 [:name \"x\"]])",
            "(entity [:name \"x\"])",
            "(schema)",
            "(update-schema {:age {:db/valueType :db.type/long}})",
            "(explain [:find ?x :where [?e :a ?x]])",
            "(explain-analyze [:find ?x :in $ ?n :where [?e :a ?n]] $ 1)",
            "(import \"people.edn\")",
            "(stats)",
            "(entity 1 :person/_manager)",
            "(touch [:name \"x\"])",
            "(datoms :eav 1 :name)",
            "(seek-datoms :avet :age 3 :limit 5)",
            "(rseek-datoms :ave :offset 2 :limit 1)",
            "(index-range :age 20 nil :offset 3)",
            "(count-datoms nil :age 20)",
            "(cardinality :age)",
            "(with [{:age 3}] [:find ?a :where [_ :age ?a]])",
            "(with [] (pull [*] 1))",
        ];
        let out: Vec<String> = cases.iter().map(|c| op_of(c)).collect();
        insta::assert_snapshot!(out.join("\n"), @r#"
        query [:find ?x :where [?e :a ?x]] <- [$]
        query {:find [?x], :where [[?e :a ?x]]} <- [$]
        query [:find ?x :where [?e :a ?x]] <- [$]
        query [:find ?x :in $ :where [?e :a ?x]] <- [$]
        query {:find [?x], :in [$], :where [[?e :a ?x]]} <- [$]
        query [:find ?x :in ?n :where [(inc ?n) ?x]] <- [3]
        query [:find ?e :in $ ?n :where [?e :name ?n]] <- [$ "Ivan"]
        query [:find ?e :in $ $b :where [$b ?e]] <- [$ [[1] [2]]]
        query [:find ?x :in $ ?n :where [?e :a ?x]] <- []
        transact [{:name "a"}]
        pull [*] 1
        pull-many [:name] 3
        entity [:name "x"]
        schema
        update-schema {:age {:db/valueType :db.type/long}}
        explain analyze=false [:find ?x :where [?e :a ?x]] <- [$]
        explain analyze=true [:find ?x :in $ ?n :where [?e :a ?n]] <- [$ 1]
        import people.edn
        stats
        entity 1 :person/_manager
        touch [:name "x"]
        Datoms Eav [1 :name] offset=0 limit=None
        Seek Ave [:age 3] offset=0 limit=Some(5)
        RSeek Ave [] offset=2 limit=Some(1)
        index-range :age 20 nil offset=3 limit=None
        count-datoms nil :age 20
        cardinality :age
        with [{:age 3}] then query [:find ?a :where [_ :age ?a]] <- [$]
        with [] then pull [*] 1
        "#);
    }

    #[test]
    fn errors_point_at_the_offending_sub_form() {
        let cases = [
            "(frobnicate 1 2)",
            "(transct [])",
            "(q)",
            "(q 42)",
            "(pull [*])",
            "(pull [*] 1 2)",
            "(pull-many [*] 1)",
            "(schema :extra)",
            "(transact {:a 1})",
            "(update-schema [:a])",
            "(import people)",
            "(with [] (transact []))",
            "(with {:a 1} [:find ?a])",
            "()",
            "(1 2)",
            "[1 2]",
            "{:a 1}",
            "42",
            ":kw",
        ];
        let out: Vec<String> = cases
            .iter()
            .map(|c| format!("{c:<20} {}", op_of(c)))
            .collect();
        insta::assert_snapshot!(out.join("\n"), @r"
        (frobnicate 1 2)     error 1:2: unknown form (frobnicate …); expected one of q, transact, pull, pull-many, entity, touch, datoms, seek-datoms, rseek-datoms, index-range, count-datoms, cardinality, with, schema, update-schema, explain, explain-analyze, import, stats
        (transct [])         error 1:2: unknown form (transct …); did you mean transact? expected one of q, transact, pull, pull-many, entity, touch, datoms, seek-datoms, rseek-datoms, index-range, count-datoms, cardinality, with, schema, update-schema, explain, explain-analyze, import, stats
        (q)                  error 1:1: (q QUERY INPUT…) needs a query
        (q 42)               error 1:4: expected a query ([:find …] or {:find …}), found long 42
        (pull [*])           error 1:1: (pull PATTERN EID) takes 2 argument(s) but 1 given
        (pull [*] 1 2)       error 1:13: (pull PATTERN EID) takes 2 argument(s) but 3 given
        (pull-many [*] 1)    error 1:16: expected a vector of entity ids, found long 1
        (schema :extra)      error 1:9: (schema) takes 0 argument(s) but 1 given
        (transact {:a 1})    error 1:11: expected a vector of tx-data, found map
        (update-schema [:a]) error 1:16: expected a map from attribute to its properties, found vector
        (import people)      error 1:9: expected a file name string, found symbol people
        (with [] (transact [])) error 1:10: (with TX-DATA FORM) runs a read form (a query, pull, entity, datoms …) on the result; transact, update-schema, import and with are not read forms
        (with {:a 1} [:find ?a]) error 1:7: expected a vector of tx-data, found map
        ()                   error 1:1: empty list; expected one of q, transact, pull, pull-many, entity, touch, datoms, seek-datoms, rseek-datoms, index-range, count-datoms, cardinality, with, schema, update-schema, explain, explain-analyze, import, stats
        (1 2)                error 1:2: expected a command name such as q or transact, found long 1
        [1 2]                error 1:2: a vector at top level must be a query starting with :find; transact data with (transact [...])
        {:a 1}               error 1:1: a map at top level must be a query with a :find key
        42                   error 1:1: expected a query or a command such as (q …) or (transact …), found long 42
        :kw                  error 1:1: expected a query or a command such as (q …) or (transact …), found keyword :kw
        ");
    }
}
