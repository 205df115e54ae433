//! Pull patterns: the Datomic pull grammar.
//!
//! ```text
//! pattern        = [attr-spec+]
//! attr-spec      = attr-name | wildcard | map-spec | attr-expr
//! attr-name      = keyword, reverse as :ns/_name, or :db/id
//! wildcard       = * | "*" | :*
//! map-spec       = { ((attr-name | attr-expr) (pattern | recursion-limit))+ }
//! attr-expr      = [attr-name attr-option+] | (attr-name attr-option+)
//!                | (limit attr-name (n | nil)) | (default attr-name value)
//! attr-option    = :as value | :limit (n | nil) | :default value | :xform built-in
//! recursion-limit = positive integer | ... | "..."
//! ```
//!
//! Anything else is an error with its line and column: an element is never
//! dropped. `:xform` names a built-in function of one argument (see
//! [`crate::builtins`]), applied to the attribute's pulled value.
//!
//! ```
//! use quiver_query::pull_pattern::{parse_pull, PullElement};
//! let p = parse_pull("[:person/name {:person/friends ...} (:person/age :default 0)]").unwrap();
//! assert_eq!(p.elements.len(), 3);
//! ```

use crate::builtins::{self, Implementation};
use crate::edn::{Form, FormKind, Keyword, ReadOptions, Symbol, Value, read_with};
use crate::error::{Result, Span, malformed};

/// A pull pattern `[ … ]`.
#[derive(Clone, Debug, PartialEq)]
pub struct PullPattern {
    /// The pattern's elements in order.
    pub elements: Vec<PullElement>,
    /// The whole vector.
    pub span: Span,
}

/// One element of a pull pattern.
#[derive(Clone, Debug, PartialEq)]
pub enum PullElement {
    /// `*`: every attribute of the entity (components pulled whole).
    Wildcard(Span),
    /// An attribute, with options if written as an attribute expression.
    Attr(AttrSpec),
    /// One entry of a map spec: follow a reference attribute.
    Join {
        /// The reference attribute.
        attr: AttrSpec,
        /// What to pull from the referenced entities.
        sub: PullSub,
        /// The map entry's key.
        span: Span,
    },
}

/// An attribute in a pull pattern, with its options.
#[derive(Clone, Debug, PartialEq)]
pub struct AttrSpec {
    /// The name as written, e.g. `:person/_friends`.
    pub name: Keyword,
    /// The attribute itself, e.g. `:person/friends` (forward direction).
    pub attr: Keyword,
    /// True for reverse references written `:ns/_name`.
    pub reverse: bool,
    /// `:as`, `:limit` and `:default`.
    pub options: AttrOptions,
    /// Where the attribute (expression) is written.
    pub span: Span,
}

/// Options of an attribute expression.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct AttrOptions {
    /// `:as` — the key to use in the result instead of the attribute name.
    pub alias: Option<Value>,
    /// `:limit` — cap on cardinality-many values (Datomic's default is 1000).
    pub limit: Option<PullLimit>,
    /// `:default` — value when the attribute is absent.
    pub default: Option<Value>,
    /// `:xform` — a built-in function of one argument applied to the
    /// pulled value (or to `nil` when the attribute is absent and has no
    /// `:default`). The parser checks that the built-in exists.
    pub xform: Option<Symbol>,
}

/// A `:limit` option.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PullLimit {
    /// At most this many values.
    Count(u64),
    /// `:limit nil`: no limit.
    Unlimited,
}

/// The right-hand side of a map spec entry.
#[derive(Clone, Debug, PartialEq)]
pub enum PullSub {
    /// A nested pattern.
    Pattern(PullPattern),
    /// Recursion: repeat the enclosing pattern.
    Recurse(Recursion),
}

/// A recursion limit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Recursion {
    /// `...`: recurse until no new entities are found (cycles are cut).
    Unbounded,
    /// `n`: at most n levels.
    Depth(u64),
}

/// Parses a pull pattern from text (errors are reported in source `pull`).
pub fn parse_pull(text: &str) -> Result<PullPattern> {
    let opts = ReadOptions::new().source("pull");
    parse_pull_with(text, &opts)
}

/// Parses a pull pattern from text with read options (source name, base).
pub fn parse_pull_with(text: &str, opts: &ReadOptions) -> Result<PullPattern> {
    let form = read_with(text, opts)?;
    parse_pull_form(&form, opts.source_name())
}

/// Parses a pull pattern from an already-read form.
pub fn parse_pull_form(form: &Form, source: &str) -> Result<PullPattern> {
    PullParser { source }.pattern(form)
}

struct PullParser<'s> {
    source: &'s str,
}

impl PullParser<'_> {
    fn pattern(&self, form: &Form) -> Result<PullPattern> {
        let Some(items) = form.as_vector() else {
            return Err(malformed(
                self.source,
                form.span,
                format!(
                    "expected a pull pattern vector like [:attr {{:ref [:attr]}}], found {}",
                    form.describe()
                ),
            ));
        };
        // An empty pattern selects nothing: its pull is nil, and a
        // reference pulled with one is left out, as in Datalevin.
        let mut elements = Vec::with_capacity(items.len());
        for item in items {
            self.element(item, &mut elements)?;
        }
        self.no_key_twice(&elements)?;
        Ok(PullPattern {
            elements,
            span: form.span,
        })
    }

    /// Refuses an `:as` key another element also gives (`[(:a :as :x)
    /// (:b :as :x)]`): the pulled map would keep one of the two values.
    fn no_key_twice(&self, elements: &[PullElement]) -> Result<()> {
        let keyed: Vec<(Value, &AttrSpec)> = elements
            .iter()
            .filter_map(|e| match e {
                PullElement::Attr(a) | PullElement::Join { attr: a, .. } => Some(a),
                PullElement::Wildcard(_) => None,
            })
            .map(|a| {
                let key = a
                    .options
                    .alias
                    .clone()
                    .unwrap_or_else(|| Value::Keyword(a.name.clone()));
                (key, a)
            })
            .collect();
        for (i, (key, a)) in keyed.iter().enumerate() {
            if let Some((_, b)) = keyed[..i]
                .iter()
                .find(|(k, b)| k == key && (a.options.alias.is_some() || b.options.alias.is_some()))
            {
                return Err(malformed(
                    self.source,
                    a.span,
                    format!(
                        "pull key {key} is given by {} and by {}: the pulled map would keep only one of them; rename one with :as",
                        b.name, a.name
                    ),
                ));
            }
        }
        Ok(())
    }

    fn element(&self, form: &Form, out: &mut Vec<PullElement>) -> Result<()> {
        match &form.kind {
            FormKind::Value(Value::Symbol(s)) if s.as_str() == "*" => {
                out.push(PullElement::Wildcard(form.span));
            }
            FormKind::Value(Value::String(s)) if &**s == "*" => {
                out.push(PullElement::Wildcard(form.span));
            }
            FormKind::Value(Value::Keyword(k)) if k.namespace().is_none() && k.name() == "*" => {
                out.push(PullElement::Wildcard(form.span));
            }
            FormKind::Map(entries) => {
                if entries.is_empty() {
                    return Err(malformed(
                        self.source,
                        form.span,
                        "empty map in pull pattern: expected {:ref-attr pattern}",
                    ));
                }
                for (k, v) in entries {
                    let attr = self.attr_spec(k)?;
                    let sub = self.sub(v)?;
                    out.push(PullElement::Join {
                        attr,
                        sub,
                        span: k.span,
                    });
                }
            }
            _ => out.push(PullElement::Attr(self.attr_spec(form)?)),
        }
        Ok(())
    }

    fn sub(&self, form: &Form) -> Result<PullSub> {
        match &form.kind {
            FormKind::Value(Value::Symbol(s)) if s.as_str() == "..." => {
                Ok(PullSub::Recurse(Recursion::Unbounded))
            }
            FormKind::Value(Value::String(s)) if &**s == "..." => {
                Ok(PullSub::Recurse(Recursion::Unbounded))
            }
            FormKind::Value(Value::Long(n)) if *n > 0 => {
                Ok(PullSub::Recurse(Recursion::Depth(n.unsigned_abs())))
            }
            FormKind::Vector(_) => Ok(PullSub::Pattern(self.pattern(form)?)),
            _ => Err(malformed(
                self.source,
                form.span,
                format!(
                    "expected a pull pattern, a positive recursion depth or ..., found {}",
                    form.describe()
                ),
            )),
        }
    }

    fn attr_name(&self, form: &Form) -> Result<(Keyword, Keyword, bool)> {
        match form.as_keyword() {
            Some(k) => {
                let reverse = k.is_reverse();
                let attr = if reverse { k.reversed() } else { k.clone() };
                Ok((k.clone(), attr, reverse))
            }
            None => Err(malformed(
                self.source,
                form.span,
                format!(
                    "expected an attribute keyword in pull pattern, found {}",
                    form.describe()
                ),
            )),
        }
    }

    /// An attribute as a pull element or map-spec key: a plain attribute
    /// keyword, or an attribute expression (vector or list) with options.
    fn attr_spec(&self, form: &Form) -> Result<AttrSpec> {
        match &form.kind {
            FormKind::Value(Value::Keyword(_)) => {
                let (name, attr, reverse) = self.attr_name(form)?;
                Ok(AttrSpec {
                    name,
                    attr,
                    reverse,
                    options: AttrOptions::default(),
                    span: form.span,
                })
            }
            FormKind::Vector(items) | FormKind::List(items) => self.attr_expr(form, items),
            _ => Err(malformed(
                self.source,
                form.span,
                format!(
                    "expected an attribute, *, a map spec or an attribute expression in pull pattern, found {}",
                    form.describe()
                ),
            )),
        }
    }

    /// An attribute expression `[:attr option value …]` (or a list), or one
    /// of the legacy forms `(limit :attr n)` and `(default :attr value)`.
    fn attr_expr(&self, form: &Form, items: &[Form]) -> Result<AttrSpec> {
        let Some(head) = items.first() else {
            return Err(malformed(
                self.source,
                form.span,
                "empty attribute expression: expected (:attr :limit n) or similar",
            ));
        };
        let legacy = match &head.kind {
            FormKind::Value(Value::Symbol(s)) => Some(s.as_str().to_string()),
            FormKind::Value(Value::String(s)) => Some(s.to_string()),
            _ => None,
        };
        if let Some(op) = legacy {
            return self.legacy_attr_expr(form, items, &op);
        }
        let (name, attr, reverse) = self.attr_name(head)?;
        let options = self.attr_options(form, &items[1..])?;
        Ok(AttrSpec {
            name,
            attr,
            reverse,
            options,
            span: form.span,
        })
    }

    /// A legacy attribute expression `(limit :attr n)` or
    /// `(default :attr value)`; `op` is its head, `limit` or `default`.
    fn legacy_attr_expr(&self, form: &Form, items: &[Form], op: &str) -> Result<AttrSpec> {
        if op != "limit" && op != "default" {
            return Err(malformed(
                self.source,
                items[0].span,
                format!("unknown pull expression {op}: expected limit or default"),
            ));
        }
        if items.len() != 3 {
            return Err(malformed(
                self.source,
                form.span,
                format!(
                    "({op} :attr value) takes exactly 2 arguments, found {}",
                    items.len() - 1
                ),
            ));
        }
        let (name, attr, reverse) = self.attr_name(&items[1])?;
        let mut options = AttrOptions::default();
        if op == "limit" {
            options.limit = Some(self.limit(&items[2])?);
        } else {
            options.default = Some(items[2].to_value());
        }
        Ok(AttrSpec {
            name,
            attr,
            reverse,
            options,
            span: form.span,
        })
    }

    /// The options after an attribute expression's attribute, `rest`:
    /// pairs of `:as`, `:limit`, `:default` or `:xform` and a value, each
    /// given at most once. `form` is the whole expression.
    fn attr_options(&self, form: &Form, rest: &[Form]) -> Result<AttrOptions> {
        if rest.is_empty() {
            return Err(malformed(
                self.source,
                form.span,
                "attribute expression has no options: expected :as, :limit, :default or :xform",
            ));
        }
        if rest.len() % 2 != 0 {
            return Err(malformed(
                self.source,
                form.span,
                "attribute options come in pairs like :limit 10",
            ));
        }
        let mut options = AttrOptions::default();
        let mut seen: Vec<&str> = Vec::with_capacity(rest.len() / 2);
        for pair in rest.chunks(2) {
            let (k, v) = (&pair[0], &pair[1]);
            let name = k.as_keyword().map(Keyword::as_str);
            if let Some(n) = name
                && seen.contains(&n)
            {
                // Datalevin keeps the last; one of the two would be dropped.
                return Err(malformed(
                    self.source,
                    k.span,
                    format!("attribute option {k} is given twice: keep one"),
                ));
            }
            match name {
                Some("as") => options.alias = Some(v.to_value()),
                Some("limit") => options.limit = Some(self.limit(v)?),
                Some("default") => options.default = Some(v.to_value()),
                Some("xform") => options.xform = Some(self.xform(v)?),
                _ => {
                    return Err(malformed(
                        self.source,
                        k.span,
                        format!(
                            "unknown attribute option {}: expected :as, :limit, :default or :xform",
                            k
                        ),
                    ));
                }
            }
            seen.extend(name);
        }
        Ok(options)
    }

    /// The function of an `:xform` option: a built-in of one argument.
    fn xform(&self, form: &Form) -> Result<Symbol> {
        let Some(sym) = form.as_symbol() else {
            return Err(malformed(
                self.source,
                form.span,
                format!(
                    "expected a built-in function symbol for :xform (such as str), found {}",
                    form.describe()
                ),
            ));
        };
        match builtins::lookup(sym.as_str()) {
            Some(b)
                if matches!(b.implementation, Implementation::Pure(_)) && b.arity.accepts(1) =>
            {
                Ok(sym.clone())
            }
            Some(b) => Err(malformed(
                self.source,
                form.span,
                format!(
                    "{sym} cannot be an :xform: it takes {} argument(s){}, and :xform calls its function with one value",
                    b.arity,
                    if b.needs_database() {
                        " including a database"
                    } else {
                        ""
                    }
                ),
            )),
            None => Err(malformed(
                self.source,
                form.span,
                format!(
                    "unknown function {sym} for :xform: expected a built-in function of one argument{}",
                    builtins::suggest(sym.as_str())
                        .map(|n| format!(" (did you mean {n}?)"))
                        .unwrap_or_default()
                ),
            )),
        }
    }

    fn limit(&self, form: &Form) -> Result<PullLimit> {
        match &form.kind {
            FormKind::Value(Value::Nil) => Ok(PullLimit::Unlimited),
            FormKind::Value(Value::Long(n)) if *n > 0 => Ok(PullLimit::Count(n.unsigned_abs())),
            // Another kind of number, as Datalevin takes it: positive, and
            // cut to a long toward zero at least 1 (`2.5` and `5/2` take
            // two, `0.5` is refused); past the long range refused (D-927).
            FormKind::Value(
                v @ (Value::Double(_)
                | Value::Float(_)
                | Value::BigInt(_)
                | Value::BigDec(_)
                | Value::Ratio(_)),
            ) if crate::edn::to_f64(v)
                .is_some_and(|d| (1.0..9.223_372_036_854_776e18).contains(&d)) =>
            {
                let d = crate::edn::to_f64(v).unwrap_or(1.0);
                Ok(PullLimit::Count(d.trunc() as u64))
            }
            _ => Err(malformed(
                self.source,
                form.span,
                format!(
                    "expected a positive number or nil for :limit, found {}",
                    form.describe()
                ),
            )),
        }
    }
}
