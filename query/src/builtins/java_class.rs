//! The Java class of a value, by name, as Datalevin reports it (`type`,
//! D-881) and as its predicates order values of two kinds (D-929).

use crate::edn::Value;

/// The Java class Datalevin reports for a value (`type`, D-881), by name;
/// `None` for `nil`. Bigints are `java.math.BigInteger` (as stored ones
/// come back).
pub(super) fn java_class(v: &Value) -> Option<&'static str> {
    Some(match v {
        Value::Nil => return None,
        Value::Boolean(_) => "java.lang.Boolean",
        Value::Long(_) => "java.lang.Long",
        Value::Double(_) => "java.lang.Double",
        Value::Float(_) => "java.lang.Float",
        // Stored bigints come back from Datalevin as BigInteger.
        Value::BigInt(_) => "java.math.BigInteger",
        Value::BigDec(_) => "java.math.BigDecimal",
        Value::Ratio(_) => "clojure.lang.Ratio",
        Value::Char(_) => "java.lang.Character",
        Value::String(_) => "java.lang.String",
        Value::Keyword(_) => "clojure.lang.Keyword",
        Value::Symbol(_) => "clojure.lang.Symbol",
        Value::Inst(_) => "java.util.Date",
        Value::Uuid(_) => "java.util.UUID",
        Value::Bytes(_) => "[B",
        Value::List(items) if items.is_empty() => "clojure.lang.PersistentList$EmptyList",
        Value::List(_) => "clojure.lang.PersistentList",
        Value::Vector(_) => "clojure.lang.PersistentVector",
        // Clojure's array maps hold up to 8 entries.
        Value::Map(m) if m.len() <= 8 => "clojure.lang.PersistentArrayMap",
        Value::Map(_) => "clojure.lang.PersistentHashMap",
        Value::Set(_) => "clojure.lang.PersistentHashSet",
        Value::Tagged(t) if t.0.as_str() == super::text::REGEX_TAG => "java.util.regex.Pattern",
        Value::Tagged(_) => "clojure.lang.TaggedLiteral",
    })
}
