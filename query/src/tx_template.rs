//! Tx-data templates: EDN tx-data text in which `?name` symbols stand for
//! values given apart, so a program never builds tx-data with `format!`
//! (which breaks on a quote in a name).
//!
//! ```
//! use quiver_query::edn::Value;
//! use quiver_query::tx_template::parse_tx_template;
//! let ops = parse_tx_template(
//!     r#"[{:person/name ?name :person/age ?age}]"#,
//!     &[("name".into(), Value::from(r#"Ann "the" O'Brien"#)), ("age".into(), Value::from(41))],
//! )
//! .unwrap();
//! assert_eq!(ops.len(), 1);
//! ```

use crate::edn::{Form, FormKind, ReadOptions, Value, read_with};
use crate::error::{Result, Span, malformed};
use crate::tx::{TxOp, parse_tx_form};

/// Source name of templates in error messages.
const SOURCE: &str = "tx template";

/// Parses `text` as tx-data after putting each parameter's value where its
/// `?name` symbol stands (names given with or without the `?`). A `?name`
/// with no value, and a value whose name the template never uses, are
/// errors pointing into the template; a symbol value that starts with `?`
/// must itself be given as a parameter.
pub fn parse_tx_template(text: &str, params: &[(String, Value)]) -> Result<Vec<TxOp>> {
    let mut form = read_with(text, &ReadOptions::new().source(SOURCE))?;
    let names: Vec<&str> = params
        .iter()
        .map(|(n, _)| n.strip_prefix('?').unwrap_or(n))
        .collect();
    let mut used = vec![false; params.len()];
    substitute(&mut form, params, &names, &mut used)?;
    if let Some(i) = used.iter().position(|u| !u) {
        return Err(malformed(
            SOURCE,
            form.span,
            format!("the parameter ?{} is not used in the template", names[i]),
        ));
    }
    parse_tx_form(&form, SOURCE)
}

fn substitute(
    form: &mut Form,
    params: &[(String, Value)],
    names: &[&str],
    used: &mut [bool],
) -> Result<()> {
    let span = form.span;
    match &mut form.kind {
        FormKind::Value(Value::Symbol(s)) if s.as_str().starts_with('?') => {
            let name = &s.as_str()[1..];
            let Some(i) = names.iter().position(|n| *n == name) else {
                let given = if names.is_empty() {
                    "none".to_string()
                } else {
                    names
                        .iter()
                        .map(|n| format!("?{n}"))
                        .collect::<Vec<_>>()
                        .join(", ")
                };
                return Err(malformed(
                    SOURCE,
                    span,
                    format!("no value for the parameter ?{name} (given: {given})"),
                ));
            };
            used[i] = true;
            *form = from_value(&params[i].1, span);
        }
        FormKind::Value(_) => {}
        FormKind::List(items) | FormKind::Vector(items) | FormKind::Set(items) => {
            for f in items {
                substitute(f, params, names, used)?;
            }
        }
        FormKind::Map(entries) => {
            for (k, v) in entries {
                substitute(k, params, names, used)?;
                substitute(v, params, names, used)?;
            }
        }
        FormKind::Tagged(_, inner) => substitute(inner, params, names, used)?,
    }
    Ok(())
}

/// A value as a form at `span` (the parameter's place in the template), so
/// the tx-data parser sees collections as it would in text.
fn from_value(v: &Value, span: Span) -> Form {
    let kind = match v {
        Value::List(items) => FormKind::List(items.iter().map(|v| from_value(v, span)).collect()),
        Value::Vector(items) => {
            FormKind::Vector(items.iter().map(|v| from_value(v, span)).collect())
        }
        Value::Set(items) => FormKind::Set(items.iter().map(|v| from_value(v, span)).collect()),
        Value::Map(entries) => FormKind::Map(
            entries
                .iter()
                .map(|(k, v)| (from_value(k, span), from_value(v, span)))
                .collect(),
        ),
        other => FormKind::Value(other.clone()),
    };
    Form { kind, span }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn params(p: &[(&str, Value)]) -> Vec<(String, Value)> {
        p.iter().map(|(n, v)| (n.to_string(), v.clone())).collect()
    }

    #[test]
    fn values_take_the_place_of_their_names() {
        let name = r#"Ann "the" O'Brien \ 1"#;
        let ops = parse_tx_template(
            "[[:db/add -1 :person/name ?name] {:person/tags ?tags :person/age ?age}]",
            &params(&[
                ("?name", Value::from(name)),
                ("tags", Value::from(vec!["a", "b"])),
                ("age", Value::from(41)),
            ]),
        )
        .unwrap();
        assert_eq!(ops.len(), 2);
        let debug = format!("{ops:?}");
        // The name arrives whole (quotes, backslash), the vector as a vector.
        assert!(debug.contains(&Value::from(name).to_string()), "{debug}");
        assert!(
            debug.contains(r#"["a" "b"]"#) || debug.contains("Vector"),
            "{debug}"
        );
    }

    #[test]
    fn missing_and_unused_parameters_are_errors() {
        let err = parse_tx_template(
            "[{:person/name ?name\n  :person/age ?age}]",
            &params(&[("name", Value::from("Ann"))]),
        )
        .unwrap_err()
        .to_string();
        assert_eq!(
            err,
            "tx template:2:15: no value for the parameter ?age (given: ?name)"
        );
        let err = parse_tx_template(
            "[{:person/name ?name}]",
            &params(&[("name", Value::from("Ann")), ("nmae", Value::from(1))]),
        )
        .unwrap_err()
        .to_string();
        assert!(
            err.ends_with("the parameter ?nmae is not used in the template"),
            "{err}"
        );
    }
}
