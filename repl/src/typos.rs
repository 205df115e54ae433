//! Warnings for likely typos: an attribute in a query's data patterns that
//! the database has never heard of (not in the schema, so no datoms either).
//! The query still runs and returns its empty answer; the CLI prints
//! `warning: FILE:LINE:COL: :person/nmae is not a known attribute; did you
//! mean :person/name?` on stderr.
//!
//! Done on the query form (no engine support needed): the `:where` clauses
//! are walked, into `or`/`and`/`not` and their `-join` forms; a data
//! pattern's attribute is the keyword after the entity. Only patterns on
//! the database are checked: no source or `$`, in a query whose `$` is the
//! open database (another source may be a literal relation). Reverse attributes (`:person/_friend`) are checked as
//! their forward name; `:db/…` attributes are the system's own.

use quiver_query::Span;
use quiver_query::edn::{Form, FormKind};
use quiver_query::suggest::nearest;

/// The library's report of an unknown attribute (one type for both).
pub use quiver::UnknownAttribute;

/// The unknown attributes of `query`'s data patterns; `known` holds the
/// database's attributes without colon (`person/name`).
///
/// ```
/// use quiver_cli::typos::unknown_attributes;
/// let q = quiver_query::edn::read("[:find ?n :where [?e :person/nmae ?n]]").unwrap();
/// let found = unknown_attributes(&q, &["person/name".to_string()]);
/// assert_eq!(found[0].message(), ":person/nmae is not a known attribute; did you mean :person/name?");
/// ```
pub fn unknown_attributes(query: &Form, known: &[String]) -> Vec<UnknownAttribute> {
    let mut found = Vec::new();
    for clause in where_clauses(query) {
        walk(clause, known, &mut found);
    }
    found
}

/// True when the query's `$` is the open database: a top-level query, or
/// `(q QUERY INPUT…)` whose input in `$`'s place in `:in` is the symbol `$`
/// (a query with no `:in` and no inputs means `:in $`). `inputs` are the
/// forms after the query.
///
/// ```
/// use quiver_cli::typos::queries_the_database;
/// use quiver_query::edn::read;
/// let q = read("[:find ?x :in ?n $ :where [?e :a ?x]]").unwrap();
/// assert!(queries_the_database(&q, &[read("1").unwrap(), read("$").unwrap()]));
/// assert!(!queries_the_database(&q, &[read("1").unwrap(), read("[[1 :a 2]]").unwrap()]));
/// ```
pub fn queries_the_database(query: &Form, inputs: &[Form]) -> bool {
    let is_in = |f: &Form| f.as_keyword().is_some_and(|k| k.as_str() == "in");
    let declared: Option<Vec<&Form>> = match &query.kind {
        FormKind::Vector(items) => items.iter().position(is_in).map(|at| {
            items[at + 1..]
                .iter()
                .take_while(|f| f.as_keyword().is_none())
                .collect()
        }),
        FormKind::Map(entries) => entries
            .iter()
            .find(|(k, _)| is_in(k))
            .and_then(|(_, v)| v.as_vector())
            .map(|v| v.iter().collect()),
        _ => None,
    };
    let Some(declared) = declared else {
        return inputs.is_empty()
            || inputs
                .first()
                .and_then(Form::as_symbol)
                .is_some_and(|s| s.as_str() == "$");
    };
    let Some(at) = declared
        .iter()
        .position(|f| f.as_symbol().is_some_and(|s| s.as_str() == "$"))
    else {
        return false;
    };
    match inputs.get(at) {
        Some(f) => f.as_symbol().is_some_and(|s| s.as_str() == "$"),
        // `:in $` with no inputs receives the database by itself.
        None => inputs.is_empty() && declared.len() == 1,
    }
}

/// The `:where` clauses of a vector or map query.
fn where_clauses(query: &Form) -> Vec<&Form> {
    let is_where = |f: &Form| f.as_keyword().is_some_and(|k| k.as_str() == "where");
    match &query.kind {
        FormKind::Vector(items) => items
            .iter()
            .skip_while(|f| !is_where(f))
            .skip(1)
            .take_while(|f| f.as_keyword().is_none())
            .collect(),
        FormKind::Map(entries) => entries
            .iter()
            .find(|(k, _)| is_where(k))
            .and_then(|(_, v)| v.as_vector())
            .map(|v| v.iter().collect())
            .unwrap_or_default(),
        _ => Vec::new(),
    }
}

/// The attributes tx-data writes that the database does not know and the
/// same tx-data does not declare (`{:db/ident …}`): the transaction would
/// add each as an attribute without a type (D-728). Entity maps' keys
/// (nested maps too) and the attribute of `[:db/add e a v]` /
/// `[:db/retract e a v]` are checked. Nothing is reported while the
/// database has no attributes and the tx-data declares none (schema-less
/// use).
///
/// ```
/// use quiver_cli::typos::tx_unknown_attributes;
/// let tx = quiver_query::edn::read("[{:person/nmae \"Ann\"} [:db/add 1 :person/name \"B\"]]").unwrap();
/// let found = tx_unknown_attributes(&tx, &["person/name".to_string()]);
/// assert_eq!(found.len(), 1);
/// assert_eq!(found[0].suggestion.as_deref(), Some(":person/name"));
/// ```
pub fn tx_unknown_attributes(tx: &Form, known: &[String]) -> Vec<UnknownAttribute> {
    let Some(items) = tx.as_vector().or_else(|| tx.as_list()) else {
        return Vec::new();
    };
    // Attributes the same tx-data declares are known.
    let mut known = known.to_vec();
    for item in items {
        if let FormKind::Map(entries) = &item.kind {
            for (k, v) in entries {
                if k.as_keyword().is_some_and(|k| k.as_str() == "db/ident")
                    && let Some(ident) = v.as_keyword()
                {
                    known.push(ident.as_str().to_string());
                }
            }
        }
    }
    // A database with no attributes, written without a schema, is used
    // schema-less on purpose: nothing to misspell yet.
    if known.is_empty() {
        return Vec::new();
    }
    let mut found = Vec::new();
    for item in items {
        tx_item(item, &known, &mut found);
    }
    found
}

fn tx_item(item: &Form, known: &[String], found: &mut Vec<UnknownAttribute>) {
    match &item.kind {
        FormKind::Map(entries) => {
            for (k, v) in entries {
                if let Some(kw) = k.as_keyword() {
                    check(kw.as_str(), k.span, known, found);
                }
                // A nested entity map (a component, or a ref given as a map).
                match &v.kind {
                    FormKind::Map(_) => tx_item(v, known, found),
                    FormKind::Vector(vs) => vs
                        .iter()
                        .filter(|x| matches!(x.kind, FormKind::Map(_)))
                        .for_each(|x| tx_item(x, known, found)),
                    _ => {}
                }
            }
        }
        FormKind::Vector(parts) | FormKind::List(parts) => {
            let op = parts.first().and_then(Form::as_keyword).map(|k| k.as_str());
            if matches!(op, Some("db/add" | "db/retract"))
                && let Some(attr) = parts.get(2)
                && let Some(kw) = attr.as_keyword()
            {
                check(kw.as_str(), attr.span, known, found);
            }
        }
        _ => {}
    }
}

/// Calls `f` with the items of every data pattern in `clause`, into
/// `or`/`and`/`not` and their `-join` forms (rule calls' arguments are not
/// patterns).
fn each_pattern(clause: &Form, f: &mut impl FnMut(&[Form])) {
    quiver_query::stack::deep(|| match &clause.kind {
        // `[(pred …)]` and `[(f …) binding]` are not data patterns.
        FormKind::Vector(items) if items.first().is_some_and(|f| f.as_list().is_none()) => {
            f(items);
        }
        FormKind::List(items) => {
            let mut rest = items.iter();
            let mut head = rest.next().and_then(Form::as_symbol);
            if head.is_some_and(|s| s.as_str().starts_with('$')) {
                head = rest.next().and_then(Form::as_symbol);
            }
            match head.map(|s| s.as_str()) {
                Some("or" | "and" | "not") => rest.for_each(|c| each_pattern(c, f)),
                Some("or-join" | "not-join") => rest.skip(1).for_each(|c| each_pattern(c, f)),
                _ => {}
            }
        }
        _ => {}
    })
}

fn walk(clause: &Form, known: &[String], found: &mut Vec<UnknownAttribute>) {
    each_pattern(clause, &mut |items| {
        let src = items.first().and_then(Form::as_symbol).map(|s| s.as_str());
        let at = match src {
            // Another source may be a literal relation: nothing to check.
            Some(s) if s.starts_with('$') && s != "$" => return,
            Some("$") => 2,
            _ => 1,
        };
        if let Some(k) = items
            .get(at)
            .and_then(|attr| attr.as_keyword().map(|k| (k, attr.span)))
        {
            check(k.0.as_str(), k.1, known, found);
        }
    });
}

/// Where `nil` is written in a data pattern of `query`: it matches any
/// value there, as `_` (Datalevin's reading, D-880), which is rarely what
/// was meant, so the CLI warns. As the attribute it matches nothing
/// (D-950) and is not reported.
///
/// ```
/// use quiver_cli::typos::nils_in_patterns;
/// let q = quiver_query::edn::read("[:find ?e :where [?e :a nil] (not [?e :b nil]) [?e nil 1]]").unwrap();
/// assert_eq!(nils_in_patterns(&q).len(), 2);
/// ```
pub fn nils_in_patterns(query: &Form) -> Vec<quiver_query::Pos> {
    let mut found = Vec::new();
    for clause in where_clauses(query) {
        nils(clause, &mut found);
    }
    found
}

/// The message for [`nils_in_patterns`].
pub const NIL_IN_PATTERN: &str = "nil in a data pattern matches any value, as _ does (as in Datalevin); for an entity without the attribute write (missing? $ ?e :attr)";

fn nils(clause: &Form, found: &mut Vec<quiver_query::Pos>) {
    each_pattern(clause, &mut |items| {
        // As the attribute, nil matches nothing (D-950): no warning.
        let attr = match items.first().and_then(Form::as_symbol) {
            Some(s) if s.is_source() => 2,
            _ => 1,
        };
        found.extend(
            items
                .iter()
                .enumerate()
                .filter(|&(i, f)| {
                    i != attr && matches!(f.as_value(), Some(quiver_query::edn::Value::Nil))
                })
                .map(|(_, f)| f.span.start),
        );
    });
}

fn check(name: &str, span: Span, known: &[String], found: &mut Vec<UnknownAttribute>) {
    let forward = match name.split_once('/') {
        Some((ns, n)) if n.starts_with('_') && n.len() > 1 => format!("{ns}/{}", &n[1..]),
        _ => name.to_string(),
    };
    if forward.starts_with("db/") || forward.starts_with("db.") || known.contains(&forward) {
        return;
    }
    if found.iter().any(|f| f.attr == format!(":{name}")) {
        return;
    }
    found.push(UnknownAttribute {
        attr: format!(":{name}"),
        pos: span.start,
        suggestion: nearest(&forward, known.iter().map(String::as_str)).map(|s| format!(":{s}")),
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    fn messages(query: &str) -> Vec<String> {
        let known = [
            "person/name".to_string(),
            "person/friend".to_string(),
            "movie/title".to_string(),
        ];
        let q = quiver_query::edn::read(query).unwrap();
        unknown_attributes(&q, &known)
            .iter()
            .map(UnknownAttribute::message)
            .collect()
    }

    #[test]
    fn finds_unknown_attributes_in_every_kind_of_clause() {
        assert_eq!(
            messages(
                "[:find ?n :in $ $2 :where [?e :person/nmae ?n] [$2 ?e :movie/titel _]
                  (or [?e :person/friend ?f] (and [?e :x/y _])) (not-join [?e] [?e :person/_frend _])
                  [(str ?n) ?s] [(> ?n 1)] (rule ?e :not/attr) [?e ?a ?v] [?e :db/ident _]
                  [?e :person/nmae ?x] [$ ?e :in/default _] [$rel ?x :not/checked]]"
            ),
            [
                ":person/nmae is not a known attribute; did you mean :person/name?",
                ":x/y is not a known attribute",
                ":person/_frend is not a known attribute; did you mean :person/friend?",
                ":in/default is not a known attribute",
            ]
        );
    }

    #[test]
    fn map_queries_and_known_attributes() {
        assert_eq!(
            messages("{:find [?n] :where [[?e :person/nme ?n]]}"),
            [":person/nme is not a known attribute; did you mean :person/name?"]
        );
        assert!(
            messages("[:find ?n :where [?e :person/name ?n] [?f :person/_friend ?e]]").is_empty()
        );
        assert!(messages("[:find ?x :where [(ground 1) ?x]]").is_empty());
    }
}
