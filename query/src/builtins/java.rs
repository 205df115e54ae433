//! The Java methods Datalevin users call on query values, `[(.getTime ?t)
//! ?ms]` (Datalevin invokes the method on the value; there is no JVM
//! here, so the common ones are built in by name, D-885). The string and
//! name methods share the `clojure.string` and `name` built-ins.

use crate::edn::Value;
use crate::error::{Error, Result};

fn no_method(method: &str, v: &Value) -> Error {
    Error::eval(
        method,
        format!(
            "no method {} for a {} ({v})",
            method.trim_start_matches('.'),
            v.type_name()
        ),
    )
}

/// `(.getTime t)`: an instant's milliseconds since the epoch.
pub(super) fn get_time(args: &[Value]) -> Result<Value> {
    match &args[0] {
        Value::Inst(ms) => Ok(Value::Long(*ms)),
        v => Err(no_method(".getTime", v)),
    }
}

/// `(.length s)`: a string's length in UTF-16 code units, as Java counts.
pub(super) fn length(args: &[Value]) -> Result<Value> {
    match &args[0] {
        Value::String(s) => Ok(Value::Long(s.encode_utf16().count() as i64)),
        v => Err(no_method(".length", v)),
    }
}

/// `(.isEmpty s)`: whether a string (or collection) is empty.
pub(super) fn is_empty(args: &[Value]) -> Result<Value> {
    Ok(Value::Boolean(match &args[0] {
        Value::String(s) => s.is_empty(),
        Value::List(v) | Value::Vector(v) => v.is_empty(),
        Value::Map(m) => m.is_empty(),
        Value::Set(s) => s.is_empty(),
        v => return Err(no_method(".isEmpty", v)),
    }))
}

/// `(.indexOf s sub)`: the index of `sub` in `s`, -1 when absent (Java's
/// answer; `clojure.string/index-of` says nil).
pub(super) fn index_of(args: &[Value]) -> Result<Value> {
    Ok(match super::text::index_of(args)? {
        Value::Nil => Value::Long(-1),
        found => found,
    })
}
