//! Forms → query AST: `:find`, `:in`, `:where`, rules and the other keys.

use crate::edn::{Form, FormKind, ReadOptions, Symbol, Value, read_with};
use crate::error::{Error, Result, Span, malformed};
use crate::pull_pattern::parse_pull_form;
use crate::suggest::nearest;

use super::ast::*;

/// Parses a query from text (errors are reported in source `query`).
///
/// Accepts the vector form `[:find … :in … :where …]` and the map form
/// `{:find […] :in […] :where […]}`. This checks syntax only; call
/// [`super::validate`] (or use [`super::parse_and_validate`]) for the
/// semantic checks.
pub fn parse_query(text: &str) -> Result<Query> {
    parse_query_with(text, &ReadOptions::new().source("query"))
}

/// Parses a query from text with read options (source name, base position).
pub fn parse_query_with(text: &str, opts: &ReadOptions) -> Result<Query> {
    let form = read_with(text, opts)?;
    parse_query_form(&form, opts.source_name())
}

/// Parses a query from an already-read form; `source` names it in errors.
pub fn parse_query_form(form: &Form, source: &str) -> Result<Query> {
    QueryParser::new(source).query(form)
}

/// Parses a rule set `[[(name ?a [?b]) clause …] …]` from text (source `rules`).
pub fn parse_rules(text: &str) -> Result<RuleSet> {
    let opts = ReadOptions::new().source("rules");
    let form = read_with(text, &opts)?;
    parse_rules_form(&form, opts.source_name())
}

/// Parses a rule set from an already-read form.
pub fn parse_rules_form(form: &Form, source: &str) -> Result<RuleSet> {
    QueryParser::new(source).rules(form)
}

const QUERY_KEYS: [&str; 12] = [
    "find", "keys", "strs", "syms", "with", "in", "where", "having", "order-by", "limit", "offset",
    "timeout",
];

/// One section of a query: a key like `:where` and the forms after it.
struct Section<'f> {
    key_span: Span,
    forms: Vec<&'f Form>,
}

/// A query's sections by key name, in the order written.
struct Sections<'f>(Vec<(String, Section<'f>)>);

impl<'f> Sections<'f> {
    /// The section of key `name` (without its colon), if the query has one.
    fn get(&self, name: &str) -> Option<&Section<'f>> {
        self.0.iter().find(|(n, _)| n == name).map(|(_, s)| s)
    }
}

pub(crate) struct QueryParser<'s> {
    pub(crate) source: &'s str,
    /// Nested binding forms met so far (names their stand-in variables).
    pub(crate) nested: std::cell::Cell<usize>,
    /// Clauses that unpack nested binding forms, waiting to be placed after
    /// the clause (or, for `:in`, before the `:where` clauses) that binds
    /// their stand-in variable.
    pub(crate) pending: std::cell::RefCell<Vec<Clause>>,
}

impl<'s> QueryParser<'s> {
    pub(crate) fn new(source: &'s str) -> Self {
        QueryParser {
            source,
            nested: std::cell::Cell::new(0),
            pending: std::cell::RefCell::new(Vec::new()),
        }
    }

    fn err(&self, span: Span, msg: impl Into<String>) -> Error {
        malformed(self.source, span, msg)
    }

    /// A whole query form. The sections are parsed in a fixed order (which
    /// decides which error is reported first): `:find`, the return maps,
    /// `:with`, `:in`, `:where`, `:order-by`, `:limit`, `:offset`,
    /// `:timeout`, `:having`.
    fn query(&self, form: &Form) -> Result<Query> {
        let sections = self.sections(form)?;
        let Some(find) = sections.get("find") else {
            return Err(self.err(form.span, "query has no :find"));
        };
        let find_spec = self.find_spec(find)?;
        let return_maps = self.return_maps(&sections, &find_spec)?;
        let with = match sections.get("with") {
            Some(sec) => sec
                .forms
                .iter()
                .map(|f| self.var(f, ":with"))
                .collect::<Result<Vec<_>>>()?,
            None => Vec::new(),
        };
        let inputs = self.inputs(sections.get("in"))?;
        self.check_pattern_names(&inputs, &find_spec)?;

        // Nested `:in` bindings unpack first thing in `:where`.
        let mut where_clauses: Vec<Clause> = std::mem::take(&mut *self.pending.borrow_mut());
        if let Some(sec) = sections.get("where") {
            where_clauses.extend(self.clauses(&sec.forms)?);
        }

        let ordered = sections.get("order-by").is_some();
        let order_by = match sections.get("order-by") {
            Some(sec) => self.order_by(sec)?,
            None => Vec::new(),
        };
        let (limit, limit_var) = match sections.get("limit") {
            Some(s) => self.paging_option(s, "limit")?,
            None => (None, None),
        };
        let (offset, offset_var) = match sections.get("offset") {
            Some(s) => self.paging_option(s, "offset")?,
            None => (None, None),
        };
        let timeout = sections
            .get("timeout")
            .map(|s| self.count_option(s, "timeout"))
            .transpose()?;
        let having = match sections.get("having") {
            Some(sec) => self.having(sec)?,
            None => Vec::new(),
        };

        Ok(Query {
            having,
            find: find_spec,
            return_maps,
            with,
            inputs,
            where_clauses,
            order_by,
            ordered,
            limit,
            offset,
            limit_var,
            offset_var,
            timeout,
            span: form.span,
        })
    }

    /// Splits a query form into its sections: the vector form
    /// `[:find … :in … :where …]` or the map form `{:find […] …}`.
    fn sections<'f>(&self, form: &'f Form) -> Result<Sections<'f>> {
        let mut sections: Vec<(String, Section<'f>)> = Vec::new();
        match &form.kind {
            FormKind::Vector(items) => self.vector_sections(items, &mut sections)?,
            FormKind::Map(entries) => {
                for (k, v) in entries {
                    let forms: Vec<&Form> = match (&v.kind, k.as_keyword().map(|k| k.as_str())) {
                        (_, Some("limit" | "offset" | "timeout")) => vec![v],
                        (FormKind::Vector(items) | FormKind::List(items), _) => {
                            items.iter().collect()
                        }
                        _ => {
                            return Err(self.err(
                                v.span,
                                format!(
                                    "the value of {} must be a vector, found {}",
                                    k.describe(),
                                    v.describe()
                                ),
                            ));
                        }
                    };
                    self.add_section(k, forms, &mut sections)?;
                }
            }
            _ => {
                return Err(self.err(
                    form.span,
                    format!(
                        "expected a query: a vector [:find …] or a map {{:find […]}}, found {}",
                        form.describe()
                    ),
                ));
            }
        }
        Ok(Sections(sections))
    }

    /// The sections of the vector form: each keyword with the forms up to
    /// the next keyword (`:order-by` keeps its `:asc`/`:desc`).
    fn vector_sections<'f>(
        &self,
        items: &'f [Form],
        sections: &mut Vec<(String, Section<'f>)>,
    ) -> Result<()> {
        if items.first().is_some_and(|f| f.as_keyword().is_none()) {
            return Err(self.err(
                items[0].span,
                format!(
                    "a query vector must start with :find, found {}",
                    items[0].describe()
                ),
            ));
        }
        let mut i = 0;
        while i < items.len() {
            let key = &items[i];
            let mut j = i + 1;
            let is_order_by = key.as_keyword().is_some_and(|k| k.as_str() == "order-by");
            while j < items.len()
                && match items[j].as_keyword() {
                    None => true,
                    // `:order-by ?a :desc` keeps its direction keywords.
                    Some(k) => is_order_by && matches!(k.as_str(), "asc" | "desc"),
                }
            {
                j += 1;
            }
            self.add_section(key, items[i + 1..j].iter().collect(), sections)?;
            i = j;
        }
        Ok(())
    }

    /// The return maps of `:keys`, `:strs` or `:syms` (at most one of
    /// them), one name per `:find` column of a relation or tuple find.
    fn return_maps(
        &self,
        sections: &Sections<'_>,
        find_spec: &FindSpec,
    ) -> Result<Option<ReturnMaps>> {
        let mut return_maps = None;
        for (key, kind) in [
            ("keys", ReturnMapKind::Keys),
            ("strs", ReturnMapKind::Strs),
            ("syms", ReturnMapKind::Syms),
        ] {
            let Some(sec) = sections.get(key) else {
                continue;
            };
            if return_maps.is_some() {
                return Err(self.err(sec.key_span, "use only one of :keys, :strs and :syms"));
            }
            let names = self.return_map_names(sec, key)?;
            let n = find_spec.elements().len();
            if names.len() != n {
                return Err(self.err(
                    sec.key_span,
                    format!(
                        ":{key} names {} column(s) but :find returns {n}",
                        names.len()
                    ),
                ));
            }
            if matches!(find_spec, FindSpec::Scalar(_) | FindSpec::Collection(_)) {
                return Err(self.err(
                    sec.key_span,
                    format!(":{key} needs a relation or tuple :find, not a scalar or collection"),
                ));
            }
            return_maps = Some(ReturnMaps {
                kind,
                names,
                span: sec.key_span,
            });
        }
        Ok(return_maps)
    }

    /// The names of a `:keys`, `:strs` or `:syms` section (`key` names it):
    /// symbols, keywords or strings.
    fn return_map_names(&self, sec: &Section<'_>, key: &str) -> Result<Vec<Symbol>> {
        let mut names: Vec<Symbol> = Vec::new();
        for f in &sec.forms {
            let name = match &f.kind {
                FormKind::Value(Value::Symbol(s)) => s.clone(),
                FormKind::Value(Value::Keyword(k)) => Symbol::parse(k.as_str()),
                FormKind::Value(Value::String(s)) => Symbol::parse(s),
                _ => {
                    return Err(self.err(
                        f.span,
                        format!("expected a name in :{key}, found {}", f.describe()),
                    ));
                }
            };
            // Each name is a key of the result maps: a repeated one would
            // keep one of its columns (D-938).
            if names.contains(&name) {
                return Err(self.err(
                    f.span,
                    format!("{name} is named twice in :{key}: each result map would keep only one of those columns"),
                ));
            }
            names.push(name);
        }
        Ok(names)
    }

    /// The `:in` inputs; with no `:in`, the default source `$`.
    fn inputs(&self, sec: Option<&Section<'_>>) -> Result<Vec<Input>> {
        match sec {
            Some(sec) => sec.forms.iter().map(|f| self.input(f)).collect(),
            None => Ok(vec![Input::Source(SrcVar {
                name: Symbol::parse("$"),
                span: Span::NONE,
            })]),
        }
    }

    /// A plain symbol in `:in` names a pull pattern: a pull must use it.
    fn check_pattern_names(&self, inputs: &[Input], find_spec: &FindSpec) -> Result<()> {
        for input in inputs {
            if let Input::Binding(Binding::Scalar(v)) = input
                && is_pattern_name(&v.name)
                && !find_spec.elements().iter().any(|e| {
                    matches!(e, FindElem::Pull(p)
                        if matches!(&p.pattern, PullPatternArg::Var(n) if n.name == v.name))
                })
            {
                // `%rules`: a rule set's name, which Datalevin's rule calls
                // do not read either ("Missing rules var '%' in :in").
                if v.name.as_str().starts_with('%') {
                    return Err(self.err(
                        v.span,
                        format!(
                            "{} in :in: a rule set is passed as % (rule calls read only %, as in Datalevin and Datomic)",
                            v.name
                        ),
                    ));
                }
                return Err(self.err(
                    v.span,
                    format!(
                        "{} in :in is not a variable: a plain symbol names a pull pattern used as (pull ?e {}); write ?{} for a value",
                        v.name, v.name, v.name
                    ),
                ));
            }
        }
        Ok(())
    }

    /// The `:having` predicates, each `[(pred …)]` (as a `:where`
    /// predicate is written) or `(pred …)`.
    fn having(&self, sec: &Section<'_>) -> Result<Vec<FindExpr>> {
        sec.forms
            .iter()
            .map(|f| {
                let call = match f.as_vector() {
                    Some([inner]) => inner,
                    _ => f,
                };
                match &call.kind {
                    FormKind::List(items) => self.find_expr(call, items),
                    _ => Err(self.err(
                        f.span,
                        format!(
                            "expected a predicate like [(>= (count ?e) 3)] in :having, found {}",
                            f.describe()
                        ),
                    )),
                }
            })
            .collect()
    }

    fn add_section<'f>(
        &self,
        key: &'f Form,
        forms: Vec<&'f Form>,
        sections: &mut Vec<(String, Section<'f>)>,
    ) -> Result<()> {
        let this = self;
        let Some(k) = key.as_keyword() else {
            return Err(this.err(
                key.span,
                format!(
                    "expected a query keyword like :find, found {}",
                    key.describe()
                ),
            ));
        };
        let name = k.as_str();
        if !QUERY_KEYS.contains(&name) {
            // Right after `:keys` (`:strs`, `:syms`) a keyword is a name
            // written as a keyword: the names are symbols.
            let after_names = sections
                .last()
                .filter(|(n, sec)| {
                    matches!(n.as_str(), "keys" | "strs" | "syms") && sec.forms.is_empty()
                })
                .map(|(n, _)| format!("; the names of :{n} are symbols: write :{n} {}", k.name()));
            let hint = after_names.unwrap_or_else(|| {
                nearest(name, QUERY_KEYS.iter().copied())
                    .map(|s| format!("; did you mean :{s}"))
                    .unwrap_or_default()
            });
            return Err(this.err(
                key.span,
                format!("unknown query key {k}{hint}; expected one of :find :keys :strs :syms :with :in :where :having :order-by :limit :offset :timeout"),
            ));
        }
        // A second `:where` adds its clauses to the first, as Datalevin
        // (and DataScript's `query->map`) read it (D-930); other sections
        // given twice are an error (which would count is unclear).
        if let Some((_, first)) = sections.iter_mut().find(|(n, _)| n == name) {
            if name == "where" {
                first.forms.extend(forms);
                return Ok(());
            }
            return Err(this.err(key.span, format!("{k} appears more than once in the query")));
        }
        sections.push((
            name.to_string(),
            Section {
                key_span: key.span,
                forms,
            },
        ));
        Ok(())
    }

    /// `:limit` or `:offset`: a non-negative integer, or, as in Datalevin,
    /// a variable bound in `:in` to one (`:limit ?n`); a negative `:limit`
    /// means none (Datalevin's `-1`).
    fn paging_option(&self, sec: &Section<'_>, key: &str) -> Result<(Option<u64>, Option<Var>)> {
        if let [f] = sec.forms.as_slice() {
            match f.as_value() {
                Some(Value::Symbol(s)) if s.is_variable() => {
                    let var = Var {
                        name: s.clone(),
                        span: f.span,
                    };
                    return Ok((None, Some(var)));
                }
                Some(Value::Long(n)) if *n < 0 && key == "limit" => return Ok((None, None)),
                // `nil` is the option left out, as Datalevin reads it
                // (D-930).
                Some(Value::Nil) => return Ok((None, None)),
                _ => {}
            }
        }
        Ok((Some(self.count_option(sec, key)?), None))
    }

    fn count_option(&self, sec: &Section<'_>, key: &str) -> Result<u64> {
        match sec.forms.as_slice() {
            [f] => match f.as_value() {
                Some(Value::Long(n)) if *n >= 0 => Ok(n.unsigned_abs()),
                _ => Err(self.err(
                    f.span,
                    format!(
                        ":{key} must be a non-negative integer or a variable bound in :in, found {}",
                        f.describe()
                    ),
                )),
            },
            [] => Err(self.err(sec.key_span, format!(":{key} needs a value"))),
            [_, second, ..] => Err(self.err(second.span, format!(":{key} takes a single value"))),
        }
    }

    fn order_by(&self, sec: &Section<'_>) -> Result<Vec<OrderBy>> {
        // `[?x :desc]` pairs are keys only as the section's own forms (the
        // map form's `:order-by [[?x :desc] ?y]`, the vector form's
        // `:order-by [?x :desc] ?y`), not inside the one vector the vector
        // form may wrap its keys in (`:order-by [[?x :desc] ?y]`), which
        // Datalevin refuses too (D-872).
        let (forms, pairs): (Vec<&Form>, bool) = match sec.forms.as_slice() {
            [single] if single.as_vector().is_some() => (
                single.as_vector().unwrap_or_default().iter().collect(),
                false,
            ),
            other => (other.to_vec(), true),
        };
        // `:order-by []` orders by nothing, as Datalevin reads it (an empty
        // sort key); a section with no value at all is a slip.
        if sec.forms.is_empty() {
            return Err(self.err(
                sec.key_span,
                ":order-by needs at least one variable or column index",
            ));
        }
        let mut out: Vec<OrderBy> = Vec::new();
        for f in forms {
            match &f.kind {
                FormKind::Value(Value::Keyword(k))
                    if k.as_str() == "asc" || k.as_str() == "desc" =>
                {
                    let Some(last) = out.last_mut() else {
                        return Err(self.err(
                            f.span,
                            format!("{k} must follow a variable or column index in :order-by"),
                        ));
                    };
                    last.direction = if k.as_str() == "asc" {
                        Direction::Asc
                    } else {
                        Direction::Desc
                    };
                }
                FormKind::Value(Value::Symbol(s)) if s.is_variable() => out.push(OrderBy {
                    key: OrderKey::Var(Var {
                        name: s.clone(),
                        span: f.span,
                    }),
                    direction: Direction::Asc,
                    span: f.span,
                }),
                FormKind::Value(Value::Long(n)) if *n >= 0 => out.push(OrderBy {
                    key: OrderKey::Column(usize::try_from(*n).unwrap_or(usize::MAX)),
                    direction: Direction::Asc,
                    span: f.span,
                }),
                // Datalevin's pair, `[?x :desc]`.
                _ if pairs && f.as_vector().is_some_and(|v| self.order_pair(v).is_some()) => {
                    if let Some((key, direction)) = f.as_vector().and_then(|v| self.order_pair(v)) {
                        out.push(OrderBy {
                            key,
                            direction,
                            span: f.span,
                        });
                    }
                }
                _ => {
                    return Err(self.err(
                        f.span,
                        format!("expected a find variable, a column index, :asc or :desc in :order-by, found {}", f.describe()),
                    ));
                }
            }
        }
        // A key given twice sorts by its first place only: a slip, refused
        // as Datalevin refuses it (`Repeated :order-by variables`).
        for (i, o) in out.iter().enumerate() {
            let same = |p: &OrderBy| match (&p.key, &o.key) {
                (OrderKey::Var(a), OrderKey::Var(b)) => a.as_str() == b.as_str(),
                (OrderKey::Column(a), OrderKey::Column(b)) => a == b,
                _ => false,
            };
            if out[..i].iter().any(same) {
                let key = match &o.key {
                    OrderKey::Var(v) => v.as_str().to_string(),
                    OrderKey::Column(c) => format!("column {c}"),
                };
                return Err(self.err(
                    o.span,
                    format!("repeated :order-by key {key}: each variable or column sorts once"),
                ));
            }
        }
        Ok(out)
    }

    /// `[?x]`, `[?x :asc]`, `[?x :desc]` (or a column index for `?x`): one
    /// `:order-by` key with its direction.
    fn order_pair(&self, items: &[Form]) -> Option<(OrderKey, Direction)> {
        let key = match items.first().map(|f| &f.kind) {
            Some(FormKind::Value(Value::Symbol(s))) if s.is_variable() => OrderKey::Var(Var {
                name: s.clone(),
                span: items[0].span,
            }),
            Some(FormKind::Value(Value::Long(n))) if *n >= 0 => {
                OrderKey::Column(usize::try_from(*n).unwrap_or(usize::MAX))
            }
            _ => return None,
        };
        let direction = match items.get(1).map(|f| &f.kind) {
            None => Direction::Asc,
            Some(FormKind::Value(Value::Keyword(k))) if k.as_str() == "asc" => Direction::Asc,
            Some(FormKind::Value(Value::Keyword(k))) if k.as_str() == "desc" => Direction::Desc,
            Some(_) => return None,
        };
        (items.len() <= 2).then_some((key, direction))
    }

    fn find_spec(&self, sec: &Section<'_>) -> Result<FindSpec> {
        let forms = &sec.forms;
        if forms.is_empty() {
            return Err(self.err(sec.key_span, ":find needs at least one element"));
        }
        if let [single] = forms.as_slice() {
            if let Some(items) = single.as_vector() {
                if items.len() == 2 && items[1].is_symbol("...") {
                    return Ok(FindSpec::Collection(self.find_elem(&items[0])?));
                }
                if items.is_empty() {
                    return Err(self.err(single.span, "empty tuple in :find"));
                }
                return Ok(FindSpec::Tuple(
                    items
                        .iter()
                        .map(|f| self.find_elem(f))
                        .collect::<Result<_>>()?,
                ));
            }
        }
        if forms.len() == 2 && forms[1].is_symbol(".") {
            return Ok(FindSpec::Scalar(self.find_elem(forms[0])?));
        }
        // `:find ?a ?b .`: Datalevin's tuple-scalar form, the same as
        // `:find [?a ?b]` (D-858).
        if let [elems @ .., last] = forms.as_slice() {
            if forms.len() > 2 && last.is_symbol(".") {
                return Ok(FindSpec::Tuple(
                    elems
                        .iter()
                        .map(|f| self.find_elem(f))
                        .collect::<Result<_>>()?,
                ));
            }
        }
        Ok(FindSpec::Relation(
            forms
                .iter()
                .map(|f| self.find_elem(f))
                .collect::<Result<_>>()?,
        ))
    }

    fn find_elem(&self, form: &Form) -> Result<FindElem> {
        match &form.kind {
            FormKind::Value(Value::Symbol(s)) if s.is_variable() => Ok(FindElem::Var(Var {
                name: s.clone(),
                span: form.span,
            })),
            FormKind::List(items) => {
                let Some(head) = items.first().and_then(Form::as_symbol) else {
                    return Err(self.err(
                        form.span,
                        "expected (aggregate ?x) or (pull ?e pattern) in :find",
                    ));
                };
                if head.as_str() == "pull" {
                    return self.pull_expr(form, &items[1..]).map(FindElem::Pull);
                }
                if AggregateFn::from_name(head.as_str()).is_none()
                    && crate::builtins::lookup(head.as_str()).is_some()
                {
                    if let Some(custom) = self.custom_aggregate(form, items)? {
                        return Ok(FindElem::Aggregate(custom));
                    }
                    return self.find_expr(form, items).map(FindElem::Expr);
                }
                let Some(func) = AggregateFn::from_name(head.as_str()) else {
                    return Err(Error::UnknownAggregate {
                        at: items[0].span.at(self.source),
                        name: head.to_string(),
                        suggestion: nearest(
                            head.as_str(),
                            AggregateFn::ALL.iter().map(|(n, _)| *n),
                        )
                        .map(String::from),
                    });
                };
                let args = &items[1..];
                let takes_n = matches!(
                    func,
                    AggregateFn::Min | AggregateFn::Max | AggregateFn::Rand | AggregateFn::Sample
                );
                let usage = match func {
                    AggregateFn::Sample => format!("({head} n ?x)"),
                    _ if takes_n => format!("({head} ?x) or ({head} n ?x)"),
                    _ => format!("({head} ?x)"),
                };
                let (count, var_form) = match args {
                    [v] if func != AggregateFn::Sample => (None, v),
                    [n, v] if takes_n => (Some(self.aggregate_count(n, &usage)?), v),
                    _ => {
                        return Err(self.err(
                            form.span,
                            format!("wrong arguments to {head}: expected {usage}"),
                        ));
                    }
                };
                let var = self.var(var_form, &format!("({head} …)"))?;
                Ok(FindElem::Aggregate(Aggregate {
                    func,
                    count,
                    var,
                    custom: None,
                    span: form.span,
                }))
            }
            _ => Err(self.err(
                form.span,
                format!(
                    "expected a variable, an aggregate or a pull expression in :find, found {}",
                    form.describe()
                ),
            )),
        }
    }

    /// `(f c… ?x)`, `f` a built-in function that is not an aggregate, its
    /// last argument a variable and the others constants: Datalevin reads
    /// it as a custom aggregate, `f` called with `c…` and the group's
    /// values of `?x` (D-858). `None` for any other shape (a find
    /// expression, `(* 2 (count ?e))`).
    fn custom_aggregate(&self, form: &Form, items: &[Form]) -> Result<Option<Aggregate>> {
        let (Some(head), [consts @ .., last]) = (
            items.first().and_then(Form::as_symbol),
            items.get(1..).unwrap_or_default(),
        ) else {
            return Ok(None);
        };
        if !matches!(&last.kind, FormKind::Value(Value::Symbol(s)) if s.is_variable()) {
            return Ok(None);
        }
        let constant = |f: &Form| match &f.kind {
            FormKind::Value(Value::Symbol(_)) | FormKind::List(_) => None,
            _ => Some(f.to_value()),
        };
        let Some(args) = consts.iter().map(constant).collect::<Option<Vec<_>>>() else {
            return Ok(None);
        };
        let var = self.var(last, &format!("({head} …)"))?;
        Ok(Some(Aggregate {
            func: AggregateFn::Custom,
            count: None,
            var,
            custom: Some(CustomAggregate {
                func: head.clone(),
                args,
            }),
            span: form.span,
        }))
    }

    /// `(f arg…)` over aggregates, variables, constants and nested calls,
    /// `f` a built-in function.
    fn find_expr(&self, form: &Form, items: &[Form]) -> Result<FindExpr> {
        let head = items.first().and_then(Form::as_symbol).filter(|h| {
            crate::builtins::lookup(h.as_str()).is_some()
                && AggregateFn::from_name(h.as_str()).is_none()
        });
        let Some(func) = head else {
            return Err(self.err(
                form.span,
                "expected a built-in function call over aggregates, like (* 2 (count ?e))",
            ));
        };
        let mut args = Vec::with_capacity(items.len() - 1);
        for a in &items[1..] {
            args.push(match &a.kind {
                FormKind::Value(Value::Symbol(s)) if s.is_variable() => FindArg::Var(Var {
                    name: s.clone(),
                    span: a.span,
                }),
                FormKind::List(inner) => {
                    let is_agg = inner
                        .first()
                        .and_then(Form::as_symbol)
                        .is_some_and(|h| AggregateFn::from_name(h.as_str()).is_some());
                    if is_agg {
                        match self.find_elem(a)? {
                            FindElem::Aggregate(g) => FindArg::Aggregate(g),
                            _ => return Err(self.err(a.span, "expected an aggregate")),
                        }
                    } else {
                        FindArg::Expr(Box::new(self.find_expr(a, inner)?))
                    }
                }
                FormKind::Value(Value::Symbol(s)) => {
                    return Err(self.err(
                        a.span,
                        format!("unexpected symbol {s} in ({func} …): use a variable, an aggregate or a constant"),
                    ));
                }
                _ => FindArg::Const(Constant {
                    value: a.to_value(),
                    span: a.span,
                }),
            });
        }
        let leaves = FindExpr {
            func: func.clone(),
            args: args.clone(),
            var: Var {
                name: Symbol::parse("?%none"),
                span: form.span,
            },
            span: form.span,
        }
        .leaves();
        let Some(first) = leaves.first() else {
            return Err(self.err(
                form.span,
                format!("({func} …) in :find or :having needs a variable or an aggregate"),
            ));
        };
        Ok(FindExpr {
            func: func.clone(),
            var: first.var().clone(),
            args,
            span: form.span,
        })
    }

    fn aggregate_count(&self, form: &Form, usage: &str) -> Result<AggregateCount> {
        match &form.kind {
            // 0 or below: no values, as the same n given in `:in` and as
            // Clojure's `(take n …)` (D-907).
            FormKind::Value(v) if AggregateCount::of_value(v).is_some() => Ok(
                AggregateCount::Const(AggregateCount::of_value(v).unwrap_or_default()),
            ),
            FormKind::Value(Value::Symbol(s)) if s.is_variable() => Ok(AggregateCount::Var(Var {
                name: s.clone(),
                span: form.span,
            })),
            _ => Err(self.err(
                form.span,
                format!(
                    "expected a number or a variable for n in {usage}, found {}",
                    form.describe()
                ),
            )),
        }
    }

    fn pull_expr(&self, form: &Form, args: &[Form]) -> Result<PullExpr> {
        let (source, rest) = match args.first() {
            Some(f) if f.as_symbol().is_some_and(Symbol::is_source) => {
                (Some(self.src_var(f)?), &args[1..])
            }
            _ => (None, args),
        };
        let [e, pattern] = rest else {
            return Err(self.err(
                form.span,
                "expected (pull ?e [pattern]) or (pull $src ?e [pattern])",
            ));
        };
        let entity = self.var(e, "(pull …)")?;
        let pattern = match &pattern.kind {
            // `?pat`, or a pattern name (a plain symbol, DataScript's
            // `pattern-name`), bound in `:in`.
            FormKind::Value(Value::Symbol(s)) if s.is_variable() || is_pattern_name(s) => {
                PullPatternArg::Var(Var {
                    name: s.clone(),
                    span: pattern.span,
                })
            }
            _ => PullPatternArg::Pattern(parse_pull_form(pattern, self.source)?),
        };
        Ok(PullExpr {
            source,
            entity,
            pattern,
            span: form.span,
        })
    }

    fn var(&self, form: &Form, context: &str) -> Result<Var> {
        match form.as_symbol() {
            Some(s) if s.is_variable() => Ok(Var {
                name: s.clone(),
                span: form.span,
            }),
            _ => Err(self.err(
                form.span,
                format!(
                    "expected a variable (like ?x) in {context}, found {}",
                    form.describe()
                ),
            )),
        }
    }

    fn src_var(&self, form: &Form) -> Result<SrcVar> {
        match form.as_symbol() {
            Some(s) if s.is_source() => Ok(SrcVar {
                name: s.clone(),
                span: form.span,
            }),
            _ => Err(self.err(
                form.span,
                format!("expected a source ($ or $name), found {}", form.describe()),
            )),
        }
    }

    fn input(&self, form: &Form) -> Result<Input> {
        if let Some(s) = form.as_symbol() {
            if s.is_source() {
                return Ok(Input::Source(self.src_var(form)?));
            }
            if s.as_str() == "%" {
                return Ok(Input::Rules(form.span));
            }
            // A pull pattern's name (checked against the pulls once the
            // whole query is read).
            if is_pattern_name(s) {
                return Ok(Input::Binding(Binding::Scalar(Var {
                    name: s.clone(),
                    span: form.span,
                })));
            }
        }
        self.binding(form, ":in").map(Input::Binding)
    }

    /// A fresh variable no written symbol can name (`?%nested1`, …).
    fn stand_in(&self, span: Span) -> Var {
        let n = self.nested.get() + 1;
        self.nested.set(n);
        Var {
            name: Symbol::parse(&format!("?%nested{n}")),
            span,
        }
    }

    fn bind_target(&self, form: &Form, context: &str) -> Result<BindTarget> {
        if form.is_symbol("_") {
            return Ok(BindTarget::Ignore(form.span));
        }
        if form.as_vector().is_some() {
            // A nested binding form (`[?a [?b ?c]]`, `[[?e [?x ...]]]`): bind
            // a stand-in variable here and unpack it with `identity` into
            // the nested form — the same rows, flat (DataScript nests).
            let stand_in = self.stand_in(form.span);
            let inner = self.binding(form, context)?;
            self.pending
                .borrow_mut()
                .push(Clause::Function(FunctionCall {
                    func: FnRef::Builtin(Symbol::parse("identity"), form.span),
                    args: vec![FnArg::Var(stand_in.clone())],
                    binding: inner,
                    span: form.span,
                }));
            return Ok(BindTarget::Var(stand_in));
        }
        self.var(form, context).map(BindTarget::Var)
    }

    fn binding(&self, form: &Form, context: &str) -> Result<Binding> {
        match &form.kind {
            // `[(str ?v) _]`, `:in $ _`: the whole value ignored, bound to a
            // stand-in nothing reads; the call still runs (D-382).
            FormKind::Value(Value::Symbol(s)) if s.as_str() == "_" => {
                Ok(Binding::Scalar(self.stand_in(form.span)))
            }
            FormKind::Value(Value::Symbol(s)) if s.is_variable() => Ok(Binding::Scalar(Var {
                name: s.clone(),
                span: form.span,
            })),
            FormKind::Vector(items) => match items.as_slice() {
                [] => Err(self.err(form.span, format!("empty binding [] in {context}"))),
                [v, dots] if dots.is_symbol("...") => {
                    // `[_ ...]` binds a stand-in nothing reads; `[[?a ?b] ...]`
                    // unpacks each element through a stand-in (see
                    // `bind_target`).
                    let var = match self.bind_target(v, context)? {
                        BindTarget::Var(var) => var,
                        BindTarget::Ignore(span) => self.stand_in(span),
                    };
                    Ok(Binding::Collection(var, form.span))
                }
                [inner] if inner.as_vector().is_some() => {
                    let elems = inner.as_vector().unwrap_or_default();
                    if elems.is_empty() {
                        return Err(self.err(
                            inner.span,
                            format!("empty relation binding [[]] in {context}"),
                        ));
                    }
                    let targets = elems
                        .iter()
                        .map(|f| self.bind_target(f, context))
                        .collect::<Result<_>>()?;
                    Ok(Binding::Relation(targets, form.span))
                }
                _ => {
                    let targets = items
                        .iter()
                        .map(|f| self.bind_target(f, context))
                        .collect::<Result<_>>()?;
                    Ok(Binding::Tuple(targets, form.span))
                }
            },
            _ => Err(self.err(
                form.span,
                format!(
                    "expected a binding in {context}: ?x, [?a ?b], [?x ...] or [[?a ?b]], found {}",
                    form.describe()
                ),
            )),
        }
    }

    pub(crate) fn clauses(&self, forms: &[&Form]) -> Result<Vec<Clause>> {
        let mut out = Vec::with_capacity(forms.len());
        for f in forms {
            out.push(crate::stack::deep(|| self.clause(f))?);
            // Unpacking clauses of nested bindings follow their clause.
            out.append(&mut self.pending.borrow_mut());
        }
        Ok(out)
    }

    fn clause(&self, form: &Form) -> Result<Clause> {
        match &form.kind {
            FormKind::Vector(items) => match items.first().map(|f| &f.kind) {
                Some(FormKind::List(call)) => self.fn_clause(form, &items[0], call, &items[1..]),
                _ => self.pattern(form, items).map(Clause::Pattern),
            },
            FormKind::List(items) => self.list_clause(form, items),
            _ => Err(self.err(
                form.span,
                format!("expected a clause: a data pattern [?e :attr ?v], a predicate [(f ?x)] or a rule/not/or list, found {}", form.describe()),
            )),
        }
    }

    fn term(&self, form: &Form, context: &str) -> Result<Term> {
        match &form.kind {
            FormKind::Value(Value::Symbol(s)) if s.is_variable() => Ok(Term::Var(Var {
                name: s.clone(),
                span: form.span,
            })),
            FormKind::Value(Value::Symbol(s)) if s.as_str() == "_" => Ok(Term::Blank(form.span)),
            FormKind::Value(Value::Symbol(s)) if s.is_source() => Err(self.err(
                form.span,
                format!("unexpected source {s} in {context}: a source comes first in a pattern"),
            )),
            // Any other symbol is a value (`[?e :kind gamma]`), as in
            // Datalevin: symbols are stored and matched like keywords.
            _ => Ok(Term::Const(Constant {
                value: form.to_value(),
                span: form.span,
            })),
        }
    }

    fn pattern(&self, form: &Form, items: &[Form]) -> Result<Pattern> {
        let (source, terms) = match items.first() {
            Some(f) if f.as_symbol().is_some_and(Symbol::is_source) => {
                (Some(self.src_var(f)?), &items[1..])
            }
            _ => (None, items),
        };
        if terms.is_empty() {
            return Err(self.err(form.span, "empty data pattern: expected [?e :attr ?v]"));
        }
        let mut ts = Vec::with_capacity(4);
        for (i, f) in terms.iter().enumerate() {
            // An entity is an id, a lookup ref or an ident: a bare symbol
            // there is a slip (`[count ?n]` for `[(count ?n) …]`, `foo` for
            // `?foo`), which would match nothing (D-923).
            if let (0, Some(s)) = (i, f.as_symbol())
                && !s.is_variable()
                && s.as_str() != "_"
            {
                return Err(self.err(
                    f.span,
                    format!("unexpected symbol {s} in a data pattern's entity position: an entity is an id, a lookup ref or an ident keyword; variables start with ?, and a function call is written [({s} …) …]"),
                ));
            }
            // Attributes are keywords: a bare symbol there is a slip
            // (`name` for `:name`), not a value.
            if let (1, Some(s)) = (i, f.as_symbol()) {
                if !s.is_variable() && s.as_str() != "_" {
                    return Err(self.err(
                        f.span,
                        format!("unexpected symbol {s} in a data pattern's attribute position: attributes are keywords (:{s}); variables start with ?"),
                    ));
                }
            }
            // `nil` matches any value, as `_` (Datalevin's reading,
            // D-880); the command language warns about it. On a named
            // source, which may be a collection of tuples, it stays a
            // constant: a collection is matched by equality (D-918). As
            // the attribute it names none and matches nothing (D-950).
            if matches!(f.as_value(), Some(Value::Nil))
                && i != 1
                && source.as_ref().is_none_or(SrcVar::is_default)
            {
                ts.push(Term::Blank(f.span));
                continue;
            }
            ts.push(self.term(f, "a data pattern")?);
        }
        let arity = ts.len();
        while ts.len() < 4 {
            ts.push(Term::Blank(Span {
                start: form.span.start,
                end: form.span.start.offset,
            }));
        }
        let mut it = ts.into_iter();
        let (Some(e), Some(a), Some(v), Some(tx)) = (it.next(), it.next(), it.next(), it.next())
        else {
            return Err(self.err(form.span, "invalid data pattern"));
        };
        Ok(Pattern {
            source,
            e,
            a,
            v,
            tx,
            more: it.collect(),
            arity,
            span: form.span,
        })
    }

    fn fn_clause(
        &self,
        form: &Form,
        call_form: &Form,
        call: &[Form],
        rest: &[Form],
    ) -> Result<Clause> {
        let (func, args) = self.call_parts(call_form, call)?;
        match rest {
            [] => Ok(Clause::Predicate(Predicate {
                func,
                args,
                span: form.span,
            })),
            [b] => Ok(Clause::Function(FunctionCall {
                func,
                args,
                binding: self.binding(b, "a function binding")?,
                span: form.span,
            })),
            [_, extra, ..] => Err(self.err(
                extra.span,
                "a function expression is [(f args…) binding]; found extra forms",
            )),
        }
    }

    /// The function and arguments of `(f args…)`; arguments may be nested calls.
    fn call_parts(&self, call_form: &Form, call: &[Form]) -> Result<(FnRef, Vec<FnArg>)> {
        let Some(head) = call.first() else {
            return Err(self.err(call_form.span, "empty function call (): expected (f ?x …)"));
        };
        let func = match head.as_symbol() {
            Some(s) if s.is_variable() => FnRef::Var(Var {
                name: s.clone(),
                span: head.span,
            }),
            Some(s) if !s.is_source() && s.as_str() != "_" => FnRef::Builtin(s.clone(), head.span),
            _ => {
                return Err(self.err(
                    head.span,
                    format!("expected a function name, found {}", head.describe()),
                ));
            }
        };
        let mut args = Vec::with_capacity(call.len() - 1);
        for a in &call[1..] {
            args.push(match &a.kind {
                FormKind::Value(Value::Symbol(s)) if s.is_variable() => FnArg::Var(Var { name: s.clone(), span: a.span }),
                FormKind::Value(Value::Symbol(s)) if s.is_source() => FnArg::Source(SrcVar { name: s.clone(), span: a.span }),
                // A built-in's name is a value (for `apply`).
                FormKind::Value(Value::Symbol(s)) if crate::builtins::lookup(s.as_str()).is_some() => {
                    FnArg::Const(Constant { value: a.to_value(), span: a.span })
                }
                FormKind::Value(Value::Symbol(s)) => {
                    return Err(self.err(a.span, format!("unexpected symbol {s} as a function argument: use a variable (?x) or a constant")));
                }
                // `(quote x)` (what `'x` reads as) is the constant x.
                FormKind::List(items)
                    if items.len() == 2 && items[0].as_symbol().is_some_and(|s| s.as_str() == "quote") =>
                {
                    FnArg::Const(Constant { value: items[1].to_value(), span: a.span })
                }
                FormKind::List(items) => {
                    let (func, args) = self.call_parts(a, items)?;
                    FnArg::Call(Box::new(NestedCall { func, args, span: a.span }))
                }
                _ => FnArg::Const(Constant { value: a.to_value(), span: a.span }),
            });
        }
        Ok((func, args))
    }

    fn list_clause(&self, form: &Form, items: &[Form]) -> Result<Clause> {
        let (source, rest) = match items.first() {
            Some(f) if f.as_symbol().is_some_and(Symbol::is_source) => {
                (Some(self.src_var(f)?), &items[1..])
            }
            _ => (None, items),
        };
        let Some(head) = rest.first() else {
            return Err(self.err(
                form.span,
                "empty list clause: expected (rule ?x), (not …) or (or …)",
            ));
        };
        // A list whose head is an entity — a variable, `_`, an id or a
        // lookup ref — is a data pattern, as Datalevin reads any sequence
        // there (`(?e :a/x ?v)`); a rule's name is a plain symbol (D-940).
        let entity_head = match &head.kind {
            FormKind::Value(Value::Symbol(s)) => s.is_variable() || s.as_str() == "_",
            FormKind::Value(Value::Long(_)) | FormKind::Vector(_) => true,
            _ => false,
        };
        if entity_head {
            return self.pattern(form, items).map(Clause::Pattern);
        }
        let Some(name) = head.as_symbol() else {
            return Err(self.err(
                head.span,
                format!(
                    "expected a rule name, not, not-join, or or or-join, found {}",
                    head.describe()
                ),
            ));
        };
        let args = &rest[1..];
        match name.as_str() {
            "not" | "not-join" => {
                let (join_vars, body) = if name.as_str() == "not-join" {
                    let Some(vars) = args.first().and_then(Form::as_vector) else {
                        return Err(self.err(
                            head.span,
                            "not-join needs a vector of join variables: (not-join [?x] clause …)",
                        ));
                    };
                    let vars = vars
                        .iter()
                        .map(|f| self.var(f, "not-join variables"))
                        .collect::<Result<Vec<_>>>()?;
                    if vars.is_empty() {
                        // As Datalevin ("Join variables should not be empty").
                        return Err(self.err(
                            args[0].span,
                            "not-join variables must name at least one variable",
                        ));
                    }
                    (Some(vars), &args[1..])
                } else {
                    (None, args)
                };
                if body.is_empty() {
                    return Err(
                        self.err(form.span, format!("({name} …) needs at least one clause"))
                    );
                }
                let clauses = self.clauses(&body.iter().collect::<Vec<_>>())?;
                Ok(Clause::Not(Not {
                    source,
                    join_vars,
                    clauses,
                    span: form.span,
                }))
            }
            "or" | "or-join" => {
                let (join_vars, body) = if name.as_str() == "or-join" {
                    let Some(vars) = args.first() else {
                        return Err(self.err(
                            head.span,
                            "or-join needs a vector of join variables: (or-join [?x] clause …)",
                        ));
                    };
                    (Some(self.rule_vars(vars, "or-join variables")?), &args[1..])
                } else {
                    (None, args)
                };
                if body.is_empty() {
                    return Err(
                        self.err(form.span, format!("({name} …) needs at least one branch"))
                    );
                }
                let branches = body
                    .iter()
                    .map(|b| self.or_branch(b))
                    .collect::<Result<Vec<_>>>()?;
                Ok(Clause::Or(Or {
                    source,
                    join_vars,
                    branches,
                    span: form.span,
                }))
            }
            "and" => Err(self.err(head.span, "(and …) is only allowed as a branch of (or …)")),
            _ => {
                // A bare symbol as an argument is a slip for a variable
                // (`(reach a ?b)`), as in a pattern's entity position;
                // Datalevin refuses it too (D-928).
                for f in args {
                    if let Some(s) = f.as_symbol()
                        && !s.is_variable()
                        && s.as_str() != "_"
                    {
                        return Err(self.err(
                            f.span,
                            format!("unexpected symbol {s} as an argument of rule call ({name} …): variables start with ?"),
                        ));
                    }
                }
                let args = args
                    .iter()
                    .map(|f| self.term(f, "a rule call"))
                    .collect::<Result<Vec<_>>>()?;
                Ok(Clause::RuleCall(RuleCall {
                    source,
                    name: name.clone(),
                    name_span: head.span,
                    args,
                    span: form.span,
                }))
            }
        }
    }

    fn or_branch(&self, form: &Form) -> Result<OrBranch> {
        if let Some(items) = form.as_list() {
            if items.first().is_some_and(|h| h.is_symbol("and")) {
                if items.len() < 2 {
                    return Err(self.err(form.span, "(and …) needs at least one clause"));
                }
                let clauses = self.clauses(&items[1..].iter().collect::<Vec<_>>())?;
                return Ok(OrBranch {
                    clauses,
                    span: form.span,
                });
            }
        }
        Ok(OrBranch {
            clauses: vec![crate::stack::deep(|| self.clause(form))?],
            span: form.span,
        })
    }

    fn rule_vars(&self, form: &Form, context: &str) -> Result<RuleVars> {
        let Some(items) = form.as_vector() else {
            return Err(self.err(
                form.span,
                format!(
                    "expected a vector of variables for {context}, found {}",
                    form.describe()
                ),
            ));
        };
        self.rule_var_list(items, form.span, context)
    }

    fn rule_var_list(&self, items: &[Form], span: Span, context: &str) -> Result<RuleVars> {
        let (required, free_forms) = match items.first() {
            Some(first) if first.as_vector().is_some() => {
                let req = first.as_vector().unwrap_or_default();
                if req.is_empty() {
                    return Err(self.err(
                        first.span,
                        format!("empty required-variable vector in {context}"),
                    ));
                }
                (
                    req.iter()
                        .map(|f| self.var(f, context))
                        .collect::<Result<Vec<_>>>()?,
                    &items[1..],
                )
            }
            _ => (Vec::new(), items),
        };
        let free = free_forms
            .iter()
            .map(|f| self.var(f, context))
            .collect::<Result<Vec<_>>>()?;
        if required.is_empty() && free.is_empty() {
            return Err(self.err(span, format!("{context} must name at least one variable")));
        }
        let rv = RuleVars { required, free };
        let all: Vec<&Var> = rv.all().collect();
        for (i, v) in all.iter().enumerate() {
            if all[..i].contains(v) {
                return Err(self.err(
                    v.span,
                    format!("variable {} appears twice in {context}", v.as_str()),
                ));
            }
        }
        Ok(rv)
    }

    fn rules(&self, form: &Form) -> Result<RuleSet> {
        let Some(items) = form.as_vector() else {
            return Err(self.err(
                form.span,
                format!(
                    "expected a rule set [[(name ?a) clause …] …], found {}",
                    form.describe()
                ),
            ));
        };
        let mut rules = Vec::with_capacity(items.len());
        for r in items {
            let Some(parts) = r.as_vector() else {
                return Err(self.err(
                    r.span,
                    format!(
                        "expected a rule [(name ?a …) clause …], found {}",
                        r.describe()
                    ),
                ));
            };
            let Some(head) = parts.first() else {
                return Err(self.err(r.span, "empty rule: expected [(name ?a …) clause …]"));
            };
            // Datalevin also takes the head as a vector, `[[r ?e] …]` (D-923).
            let Some(head_items) = head.as_list().or_else(|| head.as_vector()) else {
                return Err(self.err(
                    head.span,
                    format!(
                        "a rule starts with its head (name ?a …), found {}",
                        head.describe()
                    ),
                ));
            };
            let Some(name) = head_items.first().and_then(Form::as_symbol) else {
                return Err(self.err(
                    head.span,
                    "a rule head starts with the rule's name: (name ?a …)",
                ));
            };
            if name.is_variable()
                || name.is_source()
                || matches!(name.as_str(), "not" | "not-join" | "or" | "or-join" | "and")
            {
                return Err(self.err(
                    head_items[0].span,
                    format!("{name} cannot be used as a rule name"),
                ));
            }
            let vars = self.rule_var_list(
                &head_items[1..],
                head.span,
                &format!("the head of rule {name}"),
            )?;
            if parts.len() < 2 {
                return Err(self.err(r.span, format!("rule {name} has no body clauses")));
            }
            let clauses = self.clauses(&parts[1..].iter().collect::<Vec<_>>())?;
            rules.push(Rule {
                name: name.clone(),
                vars,
                clauses,
                head_span: head.span,
                span: r.span,
            });
        }
        Ok(RuleSet::new(rules))
    }
}

/// A plain symbol that can name a pull pattern (DataScript's
/// `pattern-name`): not a variable, a source, `%`, `_` or `...`.
fn is_pattern_name(s: &Symbol) -> bool {
    let t = s.as_str();
    !s.is_variable() && !s.is_source() && !matches!(t, "%" | "_" | "...")
}
