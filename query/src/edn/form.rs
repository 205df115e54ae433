//! [`Form`]: a parsed EDN node with its source span.
//!
//! The query, pull and tx-data parsers work on forms so every error can
//! point at the offending sub-form. [`Form::to_value`] drops the spans.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::Arc;

use super::value::{Keyword, Symbol, Value};
use crate::error::Span;

/// One EDN form with its span.
#[derive(Clone, Debug, PartialEq)]
pub struct Form {
    /// What the form is.
    pub kind: FormKind,
    /// Where it is in the source text.
    pub span: Span,
}

/// The shape of a [`Form`]: a leaf value or a collection of sub-forms.
#[derive(Clone, Debug, PartialEq)]
pub enum FormKind {
    /// A leaf: any value without sub-forms (numbers, strings, keywords,
    /// symbols, `#inst`, `#uuid`, or whatever a tag handler returned).
    Value(Value),
    /// `( … )`.
    List(Vec<Form>),
    /// `[ … ]`.
    Vector(Vec<Form>),
    /// `{ … }` as key/value pairs in source order (keys are unique).
    Map(Vec<(Form, Form)>),
    /// `#{ … }` in source order (elements are unique).
    Set(Vec<Form>),
    /// A tagged literal kept as written because unknown tags were allowed.
    Tagged(Symbol, Box<Form>),
}

impl Form {
    /// A leaf form.
    pub fn value(value: Value, span: Span) -> Form {
        Form {
            kind: FormKind::Value(value),
            span,
        }
    }

    /// Converts to a [`Value`], dropping spans.
    pub fn to_value(&self) -> Value {
        match &self.kind {
            FormKind::Value(v) => v.clone(),
            FormKind::List(items) => Value::List(items.iter().map(Form::to_value).collect()),
            FormKind::Vector(items) => Value::Vector(items.iter().map(Form::to_value).collect()),
            FormKind::Map(entries) => Value::Map(Arc::new(
                entries
                    .iter()
                    .map(|(k, v)| (k.to_value(), v.to_value()))
                    .collect::<BTreeMap<_, _>>(),
            )),
            FormKind::Set(items) => Value::Set(Arc::new(
                items.iter().map(Form::to_value).collect::<BTreeSet<_>>(),
            )),
            FormKind::Tagged(tag, inner) => {
                Value::Tagged(Arc::new((tag.clone(), inner.to_value())))
            }
        }
    }

    /// The symbol, if this form is one.
    pub fn as_symbol(&self) -> Option<&Symbol> {
        match &self.kind {
            FormKind::Value(Value::Symbol(s)) => Some(s),
            _ => None,
        }
    }

    /// The keyword, if this form is one.
    pub fn as_keyword(&self) -> Option<&Keyword> {
        match &self.kind {
            FormKind::Value(Value::Keyword(k)) => Some(k),
            _ => None,
        }
    }

    /// The leaf value, if this form is a leaf.
    pub fn as_value(&self) -> Option<&Value> {
        match &self.kind {
            FormKind::Value(v) => Some(v),
            _ => None,
        }
    }

    /// The items of a vector form.
    pub fn as_vector(&self) -> Option<&[Form]> {
        match &self.kind {
            FormKind::Vector(items) => Some(items),
            _ => None,
        }
    }

    /// The items of a list form.
    pub fn as_list(&self) -> Option<&[Form]> {
        match &self.kind {
            FormKind::List(items) => Some(items),
            _ => None,
        }
    }

    /// True when this form is the symbol with exactly this text.
    pub fn is_symbol(&self, text: &str) -> bool {
        self.as_symbol().is_some_and(|s| s.as_str() == text)
    }

    /// A short description for error messages: `vector`, `symbol foo`, ...
    pub fn describe(&self) -> String {
        match &self.kind {
            FormKind::Value(Value::Symbol(s)) => format!("symbol {s}"),
            FormKind::Value(Value::Keyword(k)) => format!("keyword {k}"),
            FormKind::Value(v @ (Value::Nil | Value::Boolean(_))) => v.to_string(),
            FormKind::Value(v) => {
                let text = v.to_string();
                if text.chars().count() > 40 {
                    format!(
                        "{} {}…",
                        v.type_name(),
                        text.chars().take(40).collect::<String>()
                    )
                } else {
                    format!("{} {text}", v.type_name())
                }
            }
            FormKind::List(_) => "list".into(),
            FormKind::Vector(_) => "vector".into(),
            FormKind::Map(_) => "map".into(),
            FormKind::Set(_) => "set".into(),
            FormKind::Tagged(t, _) => format!("tagged literal #{t}"),
        }
    }
}

impl std::fmt::Display for Form {
    /// Prints the form as EDN (spans are not shown).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Display::fmt(&self.to_value(), f)
    }
}
