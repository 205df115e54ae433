//! EDN values as JSON, written once for the CLI's `json` output and for
//! `QueryResult::deserialize_rows` (serde).
//!
//! | EDN | JSON |
//! |---|---|
//! | `nil` | `null` |
//! | `true`/`false` | `true`/`false` |
//! | long | number |
//! | double, float | number (`3.0`); `##NaN`, `##Inf`, `##-Inf` as those strings |
//! | bigint `1N`, bigdec `1.5M`, ratio `1/3` | string of the number without suffix: `"1"`, `"1.5"`, `"1/3"` |
//! | string, character | string |
//! | keyword | [`KeywordText::Edn`]: `":person/name"`; [`KeywordText::Name`]: `"person/name"` |
//! | symbol | string: `"?x"` |
//! | `#inst` | RFC 3339 string in UTC: `"2024-01-31T12:00:00.000Z"` |
//! | `#uuid` | string `"6ba7b810-…"` |
//! | `#bytes` | base64 string |
//! | list, vector, set | array (sets in EDN order) |
//! | map | object; keys: strings as is, keywords as keyword values, others their EDN text |
//! | tagged `#tag v` | `{"#tag": v}` |
//!
//! Two keys of one map that would become the same JSON key are an error
//! ([`KeyCollision`]) with [`KeywordText::Name`] rather than one silently
//! replacing the other; with [`KeywordText::Edn`] (only a string key can
//! meet another key's text, as in `{"1" … 1 …}`) that map writes every key
//! as its EDN text instead.

use super::{Value, format_inst};
use serde_json::{Map, Number, Value as Json};

/// How keywords are written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeywordText {
    /// With the colon, as EDN writes them: `":person/name"` (CLI output,
    /// where a keyword must stay distinct from a string).
    Edn,
    /// The namespace and name only: `"person/name"` (serde field names,
    /// `#[serde(rename = "person/name")]`).
    Name,
}

/// Two keys of one map that become the same JSON key.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the map keys {first} and {second} both become the JSON key {key:?}")]
pub struct KeyCollision {
    /// The JSON key.
    pub key: String,
    /// The first EDN key, as EDN text.
    pub first: String,
    /// The second EDN key, as EDN text.
    pub second: String,
}

/// Maps an EDN value to JSON (see the module docs).
pub fn to_json(value: &Value, keywords: KeywordText) -> Result<Json, KeyCollision> {
    Ok(match value {
        Value::Nil => Json::Null,
        Value::Boolean(b) => Json::Bool(*b),
        Value::Long(n) => Json::Number(Number::from(*n)),
        Value::Double(d) => double(*d),
        Value::Float(f) => double(f64::from(*f)),
        Value::BigInt(n) => Json::String(n.to_string()),
        Value::BigDec(n) => Json::String(n.to_string()),
        Value::Ratio(r) => Json::String(format!("{}/{}", r.numer(), r.denom())),
        Value::Char(c) => Json::String(c.to_string()),
        Value::String(s) => Json::String(s.to_string()),
        Value::Keyword(_) | Value::Symbol(_) => Json::String(key_text(value, keywords)),
        Value::Inst(ms) => Json::String(rfc3339(*ms)),
        Value::Uuid(u) => Json::String(u.to_string()),
        Value::Bytes(b) => Json::String(super::literal::encode_base64(b)),
        Value::List(items) | Value::Vector(items) => Json::Array(
            items
                .iter()
                .map(|v| to_json(v, keywords))
                .collect::<Result<_, _>>()?,
        ),
        Value::Set(items) => Json::Array(
            items
                .iter()
                .map(|v| to_json(v, keywords))
                .collect::<Result<_, _>>()?,
        ),
        Value::Map(entries) => match object(entries.iter(), keywords, key_text) {
            Ok(object) => object,
            // With the colon, only a string key can meet another key's EDN
            // text ({"1" … 1 …}): that map writes every key as EDN text.
            Err(_) if keywords == KeywordText::Edn => {
                object(entries.iter(), keywords, |k, _| k.to_string())?
            }
            Err(e) => return Err(e),
        },
        Value::Tagged(t) => {
            let mut m = Map::new();
            m.insert(format!("#{}", t.0), to_json(&t.1, keywords)?);
            Json::Object(m)
        }
    })
}

/// A map's entries as a JSON object, keys written by `key`.
fn object<'a>(
    entries: impl Iterator<Item = (&'a Value, &'a Value)>,
    keywords: KeywordText,
    key: impl Fn(&Value, KeywordText) -> String,
) -> Result<Json, KeyCollision> {
    let mut object = Map::new();
    let mut seen: Vec<(String, &Value)> = Vec::new();
    for (k, v) in entries {
        let text = key(k, keywords);
        if let Some((_, first)) = seen.iter().find(|(s, _)| *s == text) {
            return Err(KeyCollision {
                key: text,
                first: first.to_string(),
                second: k.to_string(),
            });
        }
        object.insert(text.clone(), to_json(v, keywords)?);
        seen.push((text, k));
    }
    Ok(Json::Object(object))
}

/// A map key (or keyword value) as JSON text: strings as is, keywords per
/// `keywords`, symbols by name, anything else its EDN text.
pub fn key_text(key: &Value, keywords: KeywordText) -> String {
    match (key, keywords) {
        (Value::String(s), _) => s.to_string(),
        (Value::Keyword(k), KeywordText::Name) => k.as_str().to_string(),
        (Value::Symbol(s), _) => s.as_str().to_string(),
        (other, _) => other.to_string(),
    }
}

fn double(d: f64) -> Json {
    match Number::from_f64(d) {
        Some(n) => Json::Number(n),
        // Not finite: JSON has no such numbers; use the EDN spelling.
        None => Json::String(Value::Double(d).to_string()),
    }
}

/// `#inst` as RFC 3339 in UTC with milliseconds and `Z`.
pub fn rfc3339(ms: i64) -> String {
    let text = format_inst(ms);
    match text.strip_suffix("-00:00") {
        Some(base) => format!("{base}Z"),
        None => text,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::edn::read_value;

    fn json(text: &str, k: KeywordText) -> Result<String, KeyCollision> {
        to_json(&read_value(text).unwrap(), k).map(|j| j.to_string())
    }

    #[test]
    fn keywords_keep_their_namespace() {
        let text = r#"{:x/id 1 :y/id 2 :id 3 :k :a/b}"#;
        assert_eq!(
            json(text, KeywordText::Name).unwrap(),
            r#"{"id":3,"k":"a/b","x/id":1,"y/id":2}"#
        );
        assert_eq!(
            json(text, KeywordText::Edn).unwrap(),
            r#"{":id":3,":k":":a/b",":x/id":1,":y/id":2}"#
        );
    }

    #[test]
    fn keys_that_become_one_json_key_are_an_error() {
        let err = json(r#"{:a 1 "a" 2}"#, KeywordText::Name).unwrap_err();
        assert_eq!(err.key, "a");
        assert_eq!(
            err.to_string(),
            r#"the map keys "a" and :a both become the JSON key "a""#
        );
        // With the colon they stay apart; a string meeting a number's text
        // makes that map write EDN text for every key.
        assert_eq!(
            json(r#"{:a 1 "a" 2}"#, KeywordText::Edn).unwrap(),
            r#"{":a":1,"a":2}"#
        );
        assert_eq!(
            json(r#"{1 :x "1" :y}"#, KeywordText::Edn).unwrap(),
            r#"{"\"1\"":":y","1":":x"}"#
        );
    }

    #[test]
    fn instants_bytes_and_big_numbers() {
        assert_eq!(
            json(
                r###"[#inst "2024-01-31T12:00:00.000-00:00" #bytes "AAE=" 1N 1.5M ##NaN]"###,
                KeywordText::Name
            )
            .unwrap(),
            r###"["2024-01-31T12:00:00.000Z","AAE=","1","1.5","##NaN"]"###
        );
    }
}
