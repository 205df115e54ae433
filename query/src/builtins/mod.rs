//! The built-in function table: one registry of name → arity → evaluator.
//!
//! The executor looks functions up by the symbol written in a predicate or
//! function expression ([`lookup`]) and calls [`Builtin::call`]. Functions
//! that need the database (`get-else`, `get-some`, `missing?`) are listed with
//! [`Implementation::Database`] so validation knows the names; the executor
//! implements them.
//!
//! Semantics follow Clojure (see [`numeric`](self#numbers) below), with these
//! documented differences:
//! - `< > <= >= compare max min` order values of any kind: numbers
//!   numerically across types, others by [`Value`]'s total order (Clojure
//!   throws on mixed kinds);
//! - `subs`, `count`, `clojure.string/index-of` and `last-index-of` count
//!   characters (Unicode scalar values), not UTF-16 units;
//! - `re-pattern` returns a regex value (tagged `regex`, printed as `#"…"`);
//! - `type` returns a symbol naming the class Datalevin would give
//!   (`java.lang.Long`), printed alike;
//! - Java methods (`.getTime`, `.startsWith`, …) are built in by name for
//!   the values queries hold (strings, numbers, instants, keywords);
//! - `clojure.string/…` functions are also accepted under the `str/…` alias,
//!   and core functions under their qualified names (`clojure.core/+`).
//!
//! # Numbers
//! Long arithmetic that overflows is an error (as in Clojure); doubles are
//! contagious; bigints stay bigints; bigdecs divide exactly, as Java's
//! `BigDecimal` (a quotient with no terminating expansion is an error);
//! `=` is Clojure's `=` (`(= 1 1N)` but not `(= 1 1.0)`), and a set holds
//! one of the values it calls equal; `==` compares numbers by value.
//!
//! ```
//! use quiver_query::builtins::lookup;
//! use quiver_query::edn::Value;
//! let plus = lookup("+").unwrap();
//! assert_eq!(plus.call(&[Value::Long(1), Value::Long(2)]).unwrap(), Value::Long(3));
//! ```

mod bignum;
mod clj_print;
mod coll;
mod compare;
mod fn_values;
mod format;
mod format_datetime;
mod hashing;
mod higher;
mod java;
mod java_class;
mod java_regex;
mod java_replacement;
mod kinds;
pub mod limits;
mod maps;
mod numeric;
mod parse;
mod pattern;
mod seqs;
mod sets;
mod text;
mod unicode_blocks;
mod utf16;

use std::collections::HashMap;
use std::sync::{Arc, OnceLock};

use crate::edn::{Keyword, Value};
use crate::error::{Error, Result};

pub use coll::range_spec;
pub use compare::{clj_comparable, clj_distinct, clj_equal, compare_values};
pub use text::{REGEX_TAG, like_match};

/// An evaluator: takes the arguments, returns the result.
///
/// Evaluators index their arguments directly, so they must only be called
/// with a number of arguments their [`Arity`] accepts; go through
/// [`Builtin::call`], which checks it.
pub type Evaluator = fn(&[Value]) -> Result<Value>;

/// How a built-in is evaluated.
#[derive(Clone, Copy)]
pub enum Implementation {
    /// A pure function of its arguments.
    Pure(Evaluator),
    /// Needs the database (its first argument is a source); the executor
    /// implements it.
    Database,
}

impl std::fmt::Debug for Implementation {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Implementation::Pure(_) => f.write_str("Pure"),
            Implementation::Database => f.write_str("Database"),
        }
    }
}

/// Accepted argument counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Arity {
    /// Fewest arguments.
    pub min: usize,
    /// Most arguments; `None` for variadic.
    pub max: Option<usize>,
}

impl Arity {
    const fn exactly(n: usize) -> Arity {
        Arity {
            min: n,
            max: Some(n),
        }
    }
    const fn range(min: usize, max: usize) -> Arity {
        Arity {
            min,
            max: Some(max),
        }
    }
    const fn at_least(min: usize) -> Arity {
        Arity { min, max: None }
    }

    /// True if `n` arguments are accepted.
    pub fn accepts(&self, n: usize) -> bool {
        n >= self.min && self.max.is_none_or(|m| n <= m)
    }
}

impl std::fmt::Display for Arity {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.max {
            Some(m) if m == self.min => write!(f, "{m}"),
            Some(m) => write!(f, "{} to {m}", self.min),
            None => write!(f, "{} or more", self.min),
        }
    }
}

/// One built-in function.
#[derive(Clone, Copy, Debug)]
pub struct Builtin {
    /// The name as written in queries.
    pub name: &'static str,
    /// Accepted argument counts.
    pub arity: Arity,
    /// How it is evaluated.
    pub implementation: Implementation,
    /// One-line description.
    pub doc: &'static str,
}

impl Builtin {
    /// Calls the function after checking the argument count.
    ///
    /// Database functions return an [`Error::Eval`]: the executor must
    /// handle them itself.
    pub fn call(&self, args: &[Value]) -> Result<Value> {
        if !self.arity.accepts(args.len()) {
            return Err(Error::eval(
                self.name,
                format!("takes {} argument(s) but {} given", self.arity, args.len()),
            ));
        }
        match self.implementation {
            Implementation::Pure(f) => {
                let value = f(args)?;
                check_weight(self.name, &value)?;
                Ok(value)
            }
            Implementation::Database => Err(Error::eval(
                self.name,
                "needs the database and is evaluated by the executor",
            )),
        }
    }

    /// True for `get-else`, `get-some`, `missing?`, `q`.
    pub fn needs_database(&self) -> bool {
        matches!(self.implementation, Implementation::Database)
    }
}

/// Refuses a collection result larger than one built value may be
/// ([`limits::max_bytes`], D-899): the built-ins that build strings
/// check before they allocate, but a collection sharing its elements (a
/// `vector` of a value twice) can be small in memory and huge to hash,
/// compare and print. Scalars cost nothing to check.
fn check_weight(name: &'static str, value: &Value) -> Result<()> {
    if !matches!(
        value,
        Value::List(_) | Value::Vector(_) | Value::Set(_) | Value::Map(_)
    ) {
        return Ok(());
    }
    let budget = limits::max_bytes();
    match value.weight_within(budget) {
        Ok(_) => Ok(()),
        Err(bytes) => Err(Error::TooLarge {
            function: name,
            bytes,
            budget,
        }),
    }
}

macro_rules! table {
    ($( $name:literal, $arity:expr, $imp:expr, $doc:literal; )*) => {
        &[ $( Builtin { name: $name, arity: $arity, implementation: $imp, doc: $doc }, )* ]
    };
}

use Implementation::{Database, Pure};

static BUILTINS: &[Builtin] = table! {
    "=", Arity::at_least(1), Pure(compare::eq), "Clojure equality: (= 1 1N) is true, (= 1 1.0) false";
    "==", Arity::at_least(1), Pure(compare::num_eq), "numeric equality across types: (== 1 1.0) is true";
    "not=", Arity::at_least(1), Pure(compare::not_eq), "not =";
    "!=", Arity::at_least(1), Pure(compare::not_eq), "alias of not=";
    "<", Arity::at_least(1), Pure(compare::lt), "strictly increasing";
    ">", Arity::at_least(1), Pure(compare::gt), "strictly decreasing";
    "<=", Arity::at_least(1), Pure(compare::le), "non-decreasing";
    ">=", Arity::at_least(1), Pure(compare::ge), "non-increasing";
    "compare", Arity::exactly(2), Pure(compare::compare), "-1, 0 or 1";
    "+", Arity::at_least(0), Pure(numeric::add), "sum; long overflow is an error";
    "-", Arity::at_least(1), Pure(numeric::sub), "difference, or negation with one argument";
    "*", Arity::at_least(0), Pure(numeric::mul), "product; long overflow is an error";
    "/", Arity::at_least(1), Pure(numeric::div), "quotient; uneven integer division gives a ratio (7/2)";
    "quot", Arity::exactly(2), Pure(numeric::quot), "quotient truncated toward zero";
    "rem", Arity::exactly(2), Pure(numeric::rem), "remainder with the sign of the dividend";
    "mod", Arity::exactly(2), Pure(numeric::modulo), "modulus with the sign of the divisor";
    "+'", Arity::at_least(0), Pure(numeric::add_promoting), "sum, promoting to a bigint on long overflow";
    "-'", Arity::at_least(1), Pure(numeric::sub_promoting), "difference, promoting to a bigint on long overflow";
    "*'", Arity::at_least(0), Pure(numeric::mul_promoting), "product, promoting to a bigint on long overflow";
    "inc'", Arity::exactly(1), Pure(numeric::inc_promoting), "x + 1, promoting to a bigint on long overflow";
    "dec'", Arity::exactly(1), Pure(numeric::dec_promoting), "x - 1, promoting to a bigint on long overflow";
    "inc", Arity::exactly(1), Pure(numeric::inc), "x + 1";
    "dec", Arity::exactly(1), Pure(numeric::dec), "x - 1";
    "max", Arity::at_least(1), Pure(numeric::max), "largest value, in the order < uses (the last of equal ones)";
    "min", Arity::at_least(1), Pure(numeric::min), "smallest value, in the order < uses (the last of equal ones)";
    "zero?", Arity::exactly(1), Pure(numeric::zero), "x = 0";
    "pos?", Arity::exactly(1), Pure(numeric::pos), "x > 0";
    "neg?", Arity::exactly(1), Pure(numeric::neg), "x < 0";
    "even?", Arity::exactly(1), Pure(numeric::even), "integer is even";
    "odd?", Arity::exactly(1), Pure(numeric::odd), "integer is odd";
    "str", Arity::at_least(0), Pure(text::str), "concatenation of string forms (nil is empty)";
    "subs", Arity::range(2, 3), Pure(text::subs), "substring by character index [start, end)";
    "clojure.string/starts-with?", Arity::exactly(2), Pure(text::starts_with), "s starts with prefix";
    "clojure.string/ends-with?", Arity::exactly(2), Pure(text::ends_with), "s ends with suffix";
    "clojure.string/includes?", Arity::exactly(2), Pure(text::includes), "s contains substring";
    "clojure.string/blank?", Arity::exactly(1), Pure(text::blank), "nil, empty or only whitespace";
    "clojure.string/lower-case", Arity::exactly(1), Pure(text::lower_case), "lower-cased string";
    "clojure.string/upper-case", Arity::exactly(1), Pure(text::upper_case), "upper-cased string";
    "str/starts-with?", Arity::exactly(2), Pure(text::starts_with), "alias of clojure.string/starts-with?";
    "str/ends-with?", Arity::exactly(2), Pure(text::ends_with), "alias of clojure.string/ends-with?";
    "str/includes?", Arity::exactly(2), Pure(text::includes), "alias of clojure.string/includes?";
    "str/blank?", Arity::exactly(1), Pure(text::blank), "alias of clojure.string/blank?";
    "str/lower-case", Arity::exactly(1), Pure(text::lower_case), "alias of clojure.string/lower-case";
    "str/upper-case", Arity::exactly(1), Pure(text::upper_case), "alias of clojure.string/upper-case";
    "re-find", Arity::exactly(2), Pure(text::re_find), "first match (or [match groups…]), nil if none";
    "re-matches", Arity::exactly(2), Pure(text::re_matches), "whole-string match (or [match groups…]), nil if none";
    "re-pattern", Arity::exactly(1), Pure(text::re_pattern), "compiles a regex (regex crate syntax)";
    "like", Arity::range(2, 3), Pure(text::like), "SQL LIKE: % any run, _ one char; optional {:escape \\!}";
    "not-like", Arity::range(2, 3), Pure(text::not_like), "not like";
    "hash", Arity::exactly(1), Pure(hashing::hash), "Clojure's hash (hasheq): Murmur3 of longs, strings, keywords, collections …";
    "identity", Arity::exactly(1), Pure(identity), "its argument";
    "vector", Arity::at_least(0), Pure(vector), "a vector of the arguments";
    "list", Arity::at_least(0), Pure(list), "a list of the arguments";
    "hash-map", Arity::at_least(0), Pure(hash_map), "a map of key value pairs";
    "hash-set", Arity::at_least(0), Pure(hash_set), "a set of the arguments";
    "distinct?", Arity::at_least(1), Pure(distinct_p), "true when no two arguments are equal (Clojure's =)";
    "count", Arity::exactly(1), Pure(count), "number of elements or characters (nil is 0)";
    "nil?", Arity::exactly(1), Pure(is_nil), "x is nil";
    "some?", Arity::exactly(1), Pure(is_some), "x is not nil";
    "true?", Arity::exactly(1), Pure(is_true), "x is true";
    "false?", Arity::exactly(1), Pure(is_false), "x is false";
    "not", Arity::exactly(1), Pure(not), "x is nil or false";
    "ground", Arity::exactly(1), Pure(identity), "binds a constant";
    "tuple", Arity::at_least(0), Pure(vector), "a tuple (vector) of the arguments";
    "untuple", Arity::exactly(1), Pure(untuple), "the elements of a tuple, for a tuple binding";
    "in", Arity::exactly(2), Pure(is_in), "x is an element of the collection";
    "not-in", Arity::exactly(2), Pure(not_in), "x is not an element of the collection";
    "first", Arity::exactly(1), Pure(seqs::first), "first element, nil when empty";
    "second", Arity::exactly(1), Pure(seqs::second), "second element, nil when none";
    "last", Arity::exactly(1), Pure(seqs::last), "last element, nil when empty";
    "nth", Arity::range(2, 3), Pure(seqs::nth), "element at an index; out of range is an error without a default";
    "rest", Arity::exactly(1), Pure(seqs::rest), "all but the first, as a list";
    "next", Arity::exactly(1), Pure(seqs::next), "all but the first, nil when none";
    "reverse", Arity::exactly(1), Pure(seqs::reverse), "elements in reverse, as a list";
    "sort", Arity::range(1, 2), Pure(higher::sort), "(sort coll) in compare's order, (sort comp coll) by a comparator; a list";
    "distinct", Arity::exactly(1), Pure(seqs::distinct), "first occurrences in order, as a list";
    "concat", Arity::at_least(0), Pure(seqs::concat), "elements of each collection, as a list";
    "conj", Arity::at_least(1), Pure(seqs::conj), "collection with elements added (vector end, list front, set, map entries)";
    "vec", Arity::exactly(1), Pure(seqs::vec), "the elements as a vector";
    "keys", Arity::exactly(1), Pure(seqs::keys), "a map's keys, nil when empty";
    "vals", Arity::exactly(1), Pure(seqs::vals), "a map's values, nil when empty";
    "seq", Arity::exactly(1), Pure(seqs::seq_of), "the elements as a list (a map's [k v] entries, a string's characters), nil when empty";
    "string?", Arity::exactly(1), Pure(kinds::is_string), "a string";
    "number?", Arity::exactly(1), Pure(kinds::is_number), "any number";
    "integer?", Arity::exactly(1), Pure(kinds::is_integer), "a long or a bigint";
    "int?", Arity::exactly(1), Pure(kinds::is_int), "a long";
    "double?", Arity::exactly(1), Pure(kinds::is_double), "a double";
    "float?", Arity::exactly(1), Pure(kinds::is_float), "a double or a float";
    "decimal?", Arity::exactly(1), Pure(kinds::is_decimal), "a bigdec";
    "ratio?", Arity::exactly(1), Pure(kinds::is_ratio), "a ratio";
    "keyword?", Arity::exactly(1), Pure(kinds::is_keyword), "a keyword";
    "symbol?", Arity::exactly(1), Pure(kinds::is_symbol), "a symbol";
    "boolean?", Arity::exactly(1), Pure(kinds::is_boolean), "true or false";
    "char?", Arity::exactly(1), Pure(kinds::is_char), "a character";
    "map?", Arity::exactly(1), Pure(kinds::is_map), "a map";
    "vector?", Arity::exactly(1), Pure(kinds::is_vector), "a vector";
    "set?", Arity::exactly(1), Pure(kinds::is_set), "a set";
    "list?", Arity::exactly(1), Pure(kinds::is_list), "a list";
    "coll?", Arity::exactly(1), Pure(kinds::is_coll), "a list, vector, map or set";
    "sequential?", Arity::exactly(1), Pure(kinds::is_sequential), "a list or vector";
    "uuid?", Arity::exactly(1), Pure(kinds::is_uuid), "a uuid";
    "inst?", Arity::exactly(1), Pure(kinds::is_inst), "an instant";
    "bytes?", Arity::exactly(1), Pure(kinds::is_bytes), "a byte string";
    "nat-int?", Arity::exactly(1), Pure(kinds::is_nat_int), "a long >= 0";
    "pos-int?", Arity::exactly(1), Pure(kinds::is_pos_int), "a long > 0";
    "neg-int?", Arity::exactly(1), Pure(kinds::is_neg_int), "a long < 0";
    "abs", Arity::exactly(1), Pure(kinds::abs), "magnitude, of the argument's kind";
    "double", Arity::exactly(1), Pure(kinds::double), "the number as a double";
    "long", Arity::exactly(1), Pure(kinds::long), "the number as a long (doubles truncated)";
    "int", Arity::exactly(1), Pure(kinds::int), "the number as a 32-bit integer (doubles truncated)";
    "boolean", Arity::exactly(1), Pure(kinds::boolean), "truthiness";
    "bigint", Arity::exactly(1), Pure(bignum::bigint), "the number (truncated toward zero) or integer string as a bigint";
    "bigdec", Arity::exactly(1), Pure(bignum::bigdec), "the number or decimal string as a bigdec (doubles via BigDecimal.valueOf)";
    "num", Arity::exactly(1), Pure(bignum::num), "the number (or nil) unchanged; an error for anything else";
    "symbol", Arity::range(1, 2), Pure(kinds::symbol), "symbol from name, or namespace and name";
    "keyword", Arity::range(1, 2), Pure(keyword), "keyword from name, or namespace and name";
    "name", Arity::exactly(1), Pure(name), "name of a keyword or symbol (strings unchanged)";
    "namespace", Arity::exactly(1), Pure(namespace), "namespace of a keyword or symbol, or nil";
    "type", Arity::exactly(1), Pure(type_of), "the value's class as Datalevin names it, e.g. java.lang.Long";
    ".getTime", Arity::exactly(1), Pure(java::get_time), "an instant's milliseconds since the epoch (Java's Date.getTime)";
    ".toString", Arity::exactly(1), Pure(text::str), "the value as str prints it";
    ".toLowerCase", Arity::exactly(1), Pure(java::to_lower_case), "lower-cased string";
    ".toUpperCase", Arity::exactly(1), Pure(java::to_upper_case), "upper-cased string";
    ".trim", Arity::exactly(1), Pure(text::trim), "string without surrounding whitespace";
    ".startsWith", Arity::exactly(2), Pure(java::starts_with), "string starts with the prefix";
    ".endsWith", Arity::exactly(2), Pure(java::ends_with), "string ends with the suffix";
    ".contains", Arity::exactly(2), Pure(java::contains), "string contains the other";
    ".indexOf", Arity::exactly(2), Pure(java::index_of), "index of the other string, -1 when absent";
    ".length", Arity::exactly(1), Pure(java::length), "string length in UTF-16 code units";
    ".isEmpty", Arity::exactly(1), Pure(java::is_empty), "empty string or collection";
    ".getName", Arity::exactly(1), Pure(name), "name of a keyword or symbol";
    ".getNamespace", Arity::exactly(1), Pure(namespace), "namespace of a keyword or symbol, or nil";
    ".equals", Arity::exactly(2), Pure(compare::eq), "equality, as =";
    ".compareTo", Arity::exactly(2), Pure(compare::compare), "order, as compare";
    ".lastIndexOf", Arity::exactly(2), Pure(java::last_index_of), "UTF-16 index of the last occurrence, -1 when absent";
    ".isBlank", Arity::exactly(1), Pure(java::is_blank), "empty or only white space";
    ".strip", Arity::exactly(1), Pure(java::strip), "string without white space at either end";
    ".stripLeading", Arity::exactly(1), Pure(java::strip_leading), "string without leading white space";
    ".stripTrailing", Arity::exactly(1), Pure(java::strip_trailing), "string without trailing white space";
    ".intern", Arity::exactly(1), Pure(java::intern), "the string itself";
    ".concat", Arity::exactly(2), Pure(java::concat), "the two strings joined";
    ".matches", Arity::exactly(2), Pure(java::matches), "the whole string matches the regular expression";
    ".replaceAll", Arity::exactly(3), Pure(java::replace_all), "every match of the regular expression replaced";
    ".replaceFirst", Arity::exactly(3), Pure(java::replace_first), "the first match of the regular expression replaced";
    ".split", Arity::exactly(2), Pure(java::split), "the pieces between matches (a vector; Java's is an array)";
    ".equalsIgnoreCase", Arity::exactly(2), Pure(java::equals_ignore_case), "equal strings, ignoring case";
    ".compareToIgnoreCase", Arity::exactly(2), Pure(java::compare_to_ignore_case), "order of strings ignoring case, as a character difference";
    ".hashCode", Arity::exactly(1), Pure(java::hash_code), "Java's hash of a string, long, double, boolean or instant";
    ".longValue", Arity::exactly(1), Pure(java::long_value), "the number as a long (doubles truncated, saturating)";
    ".intValue", Arity::exactly(1), Pure(java::int_value), "the number as a 32-bit int (a long's low bits)";
    ".shortValue", Arity::exactly(1), Pure(java::short_value), "the number as a 16-bit short";
    ".byteValue", Arity::exactly(1), Pure(java::byte_value), "the number as an 8-bit byte";
    ".doubleValue", Arity::exactly(1), Pure(java::double_value), "the number as a double";
    ".scale", Arity::exactly(1), Pure(java::scale), "a bigdec's digits after the point";
    ".precision", Arity::exactly(1), Pure(java::precision), "a bigdec's digits (of its unscaled value)";
    ".unscaledValue", Arity::exactly(1), Pure(java::unscaled_value), "a bigdec times 10^scale, as a bigint";
    ".stripTrailingZeros", Arity::exactly(1), Pure(java::strip_trailing_zeros), "a bigdec without trailing zeros (150.00M is 1.5E+2M)";
    ".toPlainString", Arity::exactly(1), Pure(java::to_plain_string), "a bigdec's text without an exponent";
    ".floatValue", Arity::exactly(1), Pure(java::float_value), "the number as a float";
    ".isNaN", Arity::exactly(1), Pure(java::is_nan), "the double is NaN";
    ".isInfinite", Arity::exactly(1), Pure(java::is_infinite), "the double is infinite";
    ".before", Arity::exactly(2), Pure(java::before), "the instant is earlier than the other";
    ".after", Arity::exactly(2), Pure(java::after), "the instant is later than the other";
    ".getYear", Arity::exactly(1), Pure(java::get_year), "the instant's year minus 1900 (UTC)";
    ".getMonth", Arity::exactly(1), Pure(java::get_month), "the instant's month, 0 to 11 (UTC)";
    ".getDate", Arity::exactly(1), Pure(java::get_date), "the instant's day of the month (UTC)";
    ".getDay", Arity::exactly(1), Pure(java::get_day), "the instant's day of the week, 0 = Sunday (UTC)";
    ".getHours", Arity::exactly(1), Pure(java::get_hours), "the instant's hour (UTC)";
    ".getMinutes", Arity::exactly(1), Pure(java::get_minutes), "the instant's minute";
    ".getSeconds", Arity::exactly(1), Pure(java::get_seconds), "the instant's second";
    ".getTimezoneOffset", Arity::exactly(1), Pure(java::get_timezone_offset), "0: instants read in UTC";
    ".toGMTString", Arity::exactly(1), Pure(java::to_gmt_string), "the instant as 1 May 1990 00:00:00 GMT";
    "rational?", Arity::exactly(1), Pure(kinds::is_rational), "a long, bigint, ratio or bigdec";
    "ident?", Arity::exactly(1), Pure(kinds::is_ident), "a keyword or a symbol";
    "qualified-keyword?", Arity::exactly(1), Pure(kinds::is_qualified_keyword), "a keyword with a namespace";
    "simple-keyword?", Arity::exactly(1), Pure(kinds::is_simple_keyword), "a keyword without a namespace";
    "qualified-symbol?", Arity::exactly(1), Pure(kinds::is_qualified_symbol), "a symbol with a namespace";
    "simple-symbol?", Arity::exactly(1), Pure(kinds::is_simple_symbol), "a symbol without a namespace";
    "seq?", Arity::exactly(1), Pure(kinds::is_seq), "a list (a seq)";
    "any?", Arity::exactly(1), Pure(kinds::is_any), "true for any value";
    "NaN?", Arity::exactly(1), Pure(kinds::is_nan), "a number that is NaN";
    "infinite?", Arity::exactly(1), Pure(kinds::is_infinite), "a number that is infinite";
    "inst-ms", Arity::exactly(1), Pure(kinds::inst_ms), "an instant's milliseconds since the epoch";
    "assoc", Arity::at_least(3), Pure(maps::assoc), "(assoc m k v …): the map (or vector) with the entries set";
    "dissoc", Arity::at_least(1), Pure(maps::dissoc), "(dissoc m k …): the map without the keys";
    "merge", Arity::at_least(0), Pure(maps::merge), "the maps' entries, later ones winning; nil when all are nil";
    "select-keys", Arity::exactly(2), Pure(maps::select_keys), "the entries whose keys are listed";
    "get-in", Arity::range(2, 3), Pure(maps::get_in), "(get-in m ks not-found): get along the keys";
    "frequencies", Arity::exactly(1), Pure(maps::frequencies), "each distinct element and its count";
    "subvec", Arity::range(2, 3), Pure(maps::subvec), "(subvec v start end): the elements in [start, end)";
    "peek", Arity::exactly(1), Pure(maps::peek), "a vector's last element, a list's first";
    "pop", Arity::exactly(1), Pure(maps::pop), "a vector without its last element, a list without its first";
    "bit-and", Arity::at_least(2), Pure(numeric::bit_and), "bitwise and of longs";
    "bit-or", Arity::at_least(2), Pure(numeric::bit_or), "bitwise or of longs";
    "bit-xor", Arity::at_least(2), Pure(numeric::bit_xor), "bitwise exclusive or of longs";
    "bit-not", Arity::exactly(1), Pure(numeric::bit_not), "bitwise complement of a long";
    "bit-shift-left", Arity::exactly(2), Pure(numeric::bit_shift_left), "a long shifted left (shift modulo 64)";
    "bit-shift-right", Arity::exactly(2), Pure(numeric::bit_shift_right), "a long shifted right, sign kept (shift modulo 64)";
    "unsigned-bit-shift-right", Arity::exactly(2), Pure(numeric::unsigned_bit_shift_right), "a long shifted right, zeros in (shift modulo 64)";
    "bit-test", Arity::exactly(2), Pure(numeric::bit_test), "whether bit n of a long is set";
    "parse-long", Arity::exactly(1), Pure(parse::parse_long), "a long from its decimal text, nil if not one";
    "parse-double", Arity::exactly(1), Pure(parse::parse_double), "a double from its text, nil if not one";
    "parse-boolean", Arity::exactly(1), Pure(parse::parse_boolean), "true or false from \"true\" or \"false\", else nil";
    "parse-uuid", Arity::exactly(1), Pure(parse::parse_uuid), "a uuid from its text, nil if not one";
    "format", Arity::at_least(1), Pure(format::format), "Java's String.format: %s %d %f %e %x %o %b %% %n, flags, width, precision";
    "get-else", Arity::exactly(4), Database, "(get-else $ ?e :attr default): the value or default";
    "get-some", Arity::at_least(3), Database, "(get-some $ ?e :a1 :a2 …): [attr value] of the first present";
    "get-some-else", Arity::at_least(4), Database, "(get-some-else $ ?e default :a1 :a2 …): [attr value] of the first present, else [nil default]";
    "missing?", Arity::exactly(3), Database, "(missing? $ ?e :attr): the entity has no such attribute";
    "q", Arity::at_least(1), Database, "(q [:find …] $ inputs…): a nested query on the same snapshot";
    "datalevin.core/pull", Arity::exactly(3), Database, "(datalevin.core/pull $ pattern ?e): the entity pulled, or nil";
    "and", Arity::at_least(0), Pure(coll::and), "the first falsy argument, else the last (true with none)";
    "or", Arity::at_least(0), Pure(coll::or), "the first truthy argument, else the last (nil with none)";
    "identical?", Arity::exactly(2), Pure(coll::identical), "same kind and content (values have no identity)";
    "-differ?", Arity::at_least(0), Pure(coll::differ), "the first half of the arguments differs from the second";
    "set", Arity::exactly(1), Pure(coll::set), "a set of the collection's elements";
    "clojure.set/union", Arity::at_least(0), Pure(sets::union), "every element of the sets (nil is empty)";
    "clojure.set/intersection", Arity::at_least(1), Pure(sets::intersection), "the elements every set holds (nil if one is nil)";
    "clojure.set/difference", Arity::at_least(1), Pure(sets::difference), "the first set's elements no other set holds";
    "clojure.set/subset?", Arity::exactly(2), Pure(sets::subset), "every element of the first set is in the second";
    "clojure.set/superset?", Arity::exactly(2), Pure(sets::superset), "every element of the second set is in the first";
    "clojure.set/map-invert", Arity::exactly(1), Pure(sets::map_invert), "a map from each value to its key";
    "clojure.set/rename-keys", Arity::exactly(2), Pure(sets::rename_keys), "the map with keys renamed by the second map";
    "array-map", Arity::at_least(0), Pure(hash_map), "a map of key value pairs";
    "range", Arity::range(1, 3), Pure(coll::range), "integers [start, end) by step (at most 10 million)";
    "empty?", Arity::exactly(1), Pure(coll::is_empty), "nil or a collection or string with no elements";
    "not-empty", Arity::exactly(1), Pure(coll::not_empty), "the collection, or nil when empty";
    "contains?", Arity::exactly(2), Pure(coll::contains), "key of a map, index of a vector or string, element of a set";
    "reduce", Arity::range(2, 3), Pure(higher::reduce), "(reduce f coll), (reduce f init coll): f a built-in's name, a set, a map or a keyword";
    "some", Arity::exactly(2), Pure(higher::some), "(some pred coll): the first truthy (pred x), else nil";
    "max-key", Arity::at_least(2), Pure(higher::max_key), "(max-key k x …): the x whose (k x) is largest, the last of equal ones";
    "min-key", Arity::at_least(2), Pure(higher::min_key), "(min-key k x …): the x whose (k x) is smallest, the last of equal ones";
    "into", Arity::exactly(2), Pure(seqs::into), "(into to from): from's elements conj'ed onto to";
    "zipmap", Arity::exactly(2), Pure(seqs::zipmap), "a map of keys to values, up to the shorter";
    "interleave", Arity::at_least(0), Pure(seqs::interleave), "the first of each collection, then the second …, up to the shortest";
    "map", Arity::at_least(2), Pure(higher::map), "(map f coll …): (f x …) side by side up to the shortest, as a list";
    "mapv", Arity::at_least(2), Pure(higher::mapv), "as map, a vector";
    "mapcat", Arity::at_least(2), Pure(higher::mapcat), "the results of map, concatenated";
    "filter", Arity::exactly(2), Pure(higher::filter), "(filter pred coll): the elements whose (pred x) is truthy, as a list";
    "filterv", Arity::exactly(2), Pure(higher::filterv), "as filter, a vector";
    "remove", Arity::exactly(2), Pure(higher::remove), "(remove pred coll): the elements whose (pred x) is falsy";
    "keep", Arity::exactly(2), Pure(higher::keep), "(keep f coll): the non-nil (f x)";
    "every?", Arity::exactly(2), Pure(higher::every), "(every? pred coll): (pred x) truthy for each element";
    "not-every?", Arity::exactly(2), Pure(higher::not_every), "(not-every? pred coll)";
    "not-any?", Arity::exactly(2), Pure(higher::not_any), "(not-any? pred coll): (pred x) falsy for each element";
    "take-while", Arity::exactly(2), Pure(higher::take_while), "the leading elements whose (pred x) is truthy";
    "drop-while", Arity::exactly(2), Pure(higher::drop_while), "the elements from the first whose (pred x) is falsy";
    "sort-by", Arity::range(2, 3), Pure(higher::sort_by), "(sort-by keyfn coll), (sort-by keyfn comp coll); stable";
    "update", Arity::at_least(3), Pure(maps::update), "(update m k f x …): k's value replaced by (f old x …)";
    "update-in", Arity::at_least(3), Pure(maps::update_in), "(update-in m [k …] f x …)";
    "update-vals", Arity::exactly(2), Pure(maps::update_vals), "(update-vals m f): each value v replaced by (f v)";
    "update-keys", Arity::exactly(2), Pure(maps::update_keys), "(update-keys m f): each key k replaced by (f k)";
    "group-by", Arity::exactly(2), Pure(maps::group_by), "(group-by f coll): each (f x) to the vector of its elements";
    "assoc-in", Arity::exactly(3), Pure(maps::assoc_in), "(assoc-in m [k …] v)";
    "take", Arity::exactly(2), Pure(seqs::take), "the first n elements, as a list";
    "drop", Arity::exactly(2), Pure(seqs::drop), "all but the first n elements, as a list";
    "take-last", Arity::exactly(2), Pure(seqs::take_last), "the last n elements, nil when none";
    "drop-last", Arity::range(1, 2), Pure(seqs::drop_last), "all but the last (n) elements";
    "butlast", Arity::exactly(1), Pure(seqs::butlast), "all but the last element, nil when none";
    "ffirst", Arity::exactly(1), Pure(seqs::ffirst), "the first of the first";
    "partition", Arity::range(2, 4), Pure(seqs::partition), "(partition n [step [pad]] coll): pieces of n, a short last piece dropped unless padded";
    "partition-all", Arity::range(2, 3), Pure(seqs::partition_all), "(partition-all n [step] coll): pieces of n, the short last one kept";
    "repeat", Arity::range(1, 2), Pure(seqs::repeat), "(repeat n x): x n times (within the memory budget)";
    "interpose", Arity::exactly(2), Pure(seqs::interpose), "(interpose sep coll): sep between the elements";
    "flatten", Arity::exactly(1), Pure(seqs::flatten), "the elements of nested lists and vectors";
    "read-string", Arity::exactly(1), Pure(parse::read_string), "the first form of a string read as data";
    "clojure.edn/read-string", Arity::exactly(1), Pure(parse::edn_read_string), "as read-string; nil for an empty string";
    "partition-by", Arity::exactly(2), Pure(higher::partition_by), "(partition-by f coll): runs of elements with = (f x)";
    "split-with", Arity::exactly(2), Pure(higher::split_with), "(split-with pred coll): [(take-while …) (drop-while …)]";
    "map-indexed", Arity::exactly(2), Pure(higher::map_indexed), "(map-indexed f coll): (f i x) for each element";
    "keep-indexed", Arity::exactly(2), Pure(higher::keep_indexed), "(keep-indexed f coll): the non-nil (f i x)";
    "merge-with", Arity::at_least(1), Pure(maps::merge_with), "(merge-with f m …): merge, a repeated key taking (f old new)";
    "reduce-kv", Arity::exactly(3), Pure(maps::reduce_kv), "(reduce-kv f init m): f folded over each key and value";
    "take-nth", Arity::exactly(2), Pure(seqs::take_nth), "(take-nth n coll): every n-th element from the first";
    "nthrest", Arity::exactly(2), Pure(seqs::nthrest), "(nthrest coll n): all but the first n";
    "nthnext", Arity::exactly(2), Pure(seqs::nthnext), "(nthnext coll n): all but the first n, nil when none";
    "dedupe", Arity::exactly(1), Pure(seqs::dedupe), "runs of = elements made one";
    "cons", Arity::exactly(2), Pure(seqs::cons), "(cons x coll): x before the elements";
    "list*", Arity::at_least(1), Pure(seqs::list_star), "(list* x … coll): the arguments, then coll's elements";
    "empty", Arity::exactly(1), Pure(seqs::empty), "an empty collection of the same kind";
    "rseq", Arity::exactly(1), Pure(seqs::rseq), "a vector's elements in reverse, nil when empty";
    "split-at", Arity::exactly(2), Pure(seqs::split_at), "(split-at n coll): [(take n coll) (drop n coll)]";
    "replace", Arity::exactly(2), Pure(seqs::replace), "(replace smap coll): elements found in smap replaced by their values";
    "find", Arity::exactly(2), Pure(maps::find), "(find m k): the entry [k v], nil when absent";
    "key", Arity::exactly(1), Pure(maps::key), "the key of a map entry";
    "val", Arity::exactly(1), Pure(maps::val), "the value of a map entry";
    "sorted-map", Arity::at_least(0), Pure(maps::sorted_map), "a map of the keys and values given";
    "sorted-set", Arity::at_least(0), Pure(sets::sorted_set), "a set of the arguments";
    "disj", Arity::at_least(1), Pure(sets::disj), "(disj set x …): the set without those elements";
    "char", Arity::exactly(1), Pure(kinds::char), "the character with a code (0 to 65535)";
    "float", Arity::exactly(1), Pure(kinds::float), "the number as a 32-bit float";
    "unchecked-long", Arity::exactly(1), Pure(kinds::unchecked_long), "Java's long cast (low bits kept, doubles truncated)";
    "unchecked-int", Arity::exactly(1), Pure(kinds::unchecked_int), "Java's int cast (low bits kept, doubles truncated)";
    "numerator", Arity::exactly(1), Pure(bignum::numerator), "a ratio's numerator";
    "denominator", Arity::exactly(1), Pure(bignum::denominator), "a ratio's denominator";
    "rationalize", Arity::exactly(1), Pure(bignum::rationalize), "a double or bigdec as an exact ratio (a bigint when whole)";
    "unchecked-add", Arity::exactly(2), Pure(numeric::unchecked_add), "x + y; two longs wrap around";
    "unchecked-subtract", Arity::exactly(2), Pure(numeric::unchecked_subtract), "x - y; two longs wrap around";
    "unchecked-multiply", Arity::exactly(2), Pure(numeric::unchecked_multiply), "x * y; two longs wrap around";
    "unchecked-inc", Arity::exactly(1), Pure(numeric::unchecked_inc), "x + 1; a long wraps around";
    "unchecked-dec", Arity::exactly(1), Pure(numeric::unchecked_dec), "x - 1; a long wraps around";
    "unchecked-negate", Arity::exactly(1), Pure(numeric::unchecked_negate), "-x; Long/MIN_VALUE stays itself";
    "get", Arity::range(2, 3), Pure(coll::get), "value at a key or index, else nil or the default";
    "rand", Arity::range(0, 1), Pure(coll::rand), "random double in [0, 1) or [0, n)";
    "rand-int", Arity::exactly(1), Pure(coll::rand_int), "random integer in [0, n)";
    "meta", Arity::exactly(1), Pure(coll::meta), "nil: values carry no metadata";
    "apply", Arity::at_least(2), Pure(higher::apply), "(apply f x… coll): f called on x… and coll's elements (f any function)";
    "partial", Arity::at_least(1), Pure(fn_values::partial), "(partial f x …): f with x … before its arguments, a function value";
    "comp", Arity::at_least(0), Pure(fn_values::comp), "(comp f g …): (f (g …)), a function value";
    "complement", Arity::exactly(1), Pure(fn_values::complement), "(complement f): (not (f …)), a function value";
    "juxt", Arity::at_least(1), Pure(fn_values::juxt), "(juxt f g …): [(f …) (g …) …], a function value";
    "fnil", Arity::range(2, 4), Pure(fn_values::fnil), "(fnil f x …): f with nil arguments replaced by x …, a function value";
    "constantly", Arity::exactly(1), Pure(fn_values::constantly), "(constantly x): x whatever the arguments, a function value";
    "every-pred", Arity::at_least(1), Pure(fn_values::every_pred), "(every-pred p …): every p true of every argument, a function value";
    "some-fn", Arity::at_least(1), Pure(fn_values::some_fn), "(some-fn p …): the first truthy (p x), a function value";
    "quiver.core/call", Arity::at_least(1), Pure(higher::call), "(quiver.core/call f x …): f called on x …; what [(?f x …)] runs when ?f is bound by a clause";
    "quote", Arity::exactly(1), Pure(identity), "its argument";
    "re-seq", Arity::exactly(2), Pure(text::re_seq), "every match (or [match groups…]) as a list, nil if none";
    "pr-str", Arity::at_least(0), Pure(text::pr_str), "the arguments printed as EDN, space-separated";
    "prn-str", Arity::at_least(0), Pure(text::prn_str), "pr-str and a newline";
    "print-str", Arity::at_least(0), Pure(text::print_str), "the arguments printed for people (strings bare)";
    "println-str", Arity::at_least(0), Pure(text::println_str), "print-str and a newline";
    "clojure.string/trim", Arity::exactly(1), Pure(text::trim), "whitespace removed from both ends";
    "clojure.string/triml", Arity::exactly(1), Pure(text::triml), "whitespace removed from the start";
    "clojure.string/trimr", Arity::exactly(1), Pure(text::trimr), "whitespace removed from the end";
    "clojure.string/capitalize", Arity::exactly(1), Pure(text::capitalize), "first character upper-case, the rest lower-case";
    "clojure.string/reverse", Arity::exactly(1), Pure(text::reverse), "characters in reverse order";
    "clojure.string/join", Arity::range(1, 2), Pure(text::join), "elements joined, with an optional separator";
    "clojure.string/split", Arity::range(2, 3), Pure(text::split), "pieces between regex matches, with Java's optional limit";
    "clojure.string/split-lines", Arity::exactly(1), Pure(text::split_lines), "lines split at \\n or \\r\\n, trailing empty ones dropped";
    "clojure.string/trim-newline", Arity::exactly(1), Pure(text::trim_newline), "newlines and carriage returns removed from the end";
    "clojure.string/replace", Arity::exactly(3), Pure(text::replace), "every match replaced (string or regex)";
    "clojure.string/re-quote-replacement", Arity::exactly(1), Pure(text::re_quote_replacement), "the text with \\ and $ escaped, for a literal replacement";
    "clojure.string/escape", Arity::exactly(2), Pure(text::escape), "each character the map has a replacement for replaced";
    "clojure.string/replace-first", Arity::exactly(3), Pure(text::replace_first), "the first match replaced (string, character or regex)";
    "clojure.string/index-of", Arity::range(2, 3), Pure(text::index_of), "index of the first occurrence (from an index), or nil";
    "clojure.string/last-index-of", Arity::range(2, 3), Pure(text::last_index_of), "index of the last occurrence (up to an index), or nil";
    "str/trim", Arity::exactly(1), Pure(text::trim), "alias of clojure.string/trim";
    "str/join", Arity::range(1, 2), Pure(text::join), "alias of clojure.string/join";
    "str/split", Arity::range(2, 3), Pure(text::split), "alias of clojure.string/split";
    "str/replace", Arity::exactly(3), Pure(text::replace), "alias of clojure.string/replace";
    "str/split-lines", Arity::exactly(1), Pure(text::split_lines), "alias of clojure.string/split-lines";
    "str/trim-newline", Arity::exactly(1), Pure(text::trim_newline), "alias of clojure.string/trim-newline";
    "str/replace-first", Arity::exactly(3), Pure(text::replace_first), "alias of clojure.string/replace-first";
};

/// Every built-in, in table order.
pub fn all() -> &'static [Builtin] {
    BUILTINS
}

fn index() -> &'static HashMap<&'static str, &'static Builtin> {
    static INDEX: OnceLock<HashMap<&'static str, &'static Builtin>> = OnceLock::new();
    INDEX.get_or_init(|| BUILTINS.iter().map(|b| (b.name, b)).collect())
}

/// Clojure's `hash` of a value (its `hasheq`, as `clojure.lang.Murmur3`
/// and Java's `hashCode` compute it; D-958).
pub fn clojure_hash(v: &Value) -> i32 {
    hashing::hasheq(v)
}

/// Looks a built-in up by name; Clojure's fully qualified spelling of a
/// core function (`clojure.core/+`) names the same built-in, as it does in
/// Datalevin.
pub fn lookup(name: &str) -> Option<&'static Builtin> {
    let index = index();
    index.get(name).copied().or_else(|| {
        let short = match name {
            // The API's own query and pull functions, as a Datomic or
            // Datalevin user writes a nested query (D-932).
            "datalevin.core/q" | "datomic.api/q" => "q",
            "datomic.api/pull" => "datalevin.core/pull",
            other => other.strip_prefix("clojure.core/")?,
        };
        index.get(short).copied()
    })
}

/// The built-in name nearest to `name`, for "did you mean" hints.
pub fn suggest(name: &str) -> Option<&'static str> {
    crate::suggest::nearest(name, BUILTINS.iter().map(|b| b.name))
}

fn identity(args: &[Value]) -> Result<Value> {
    Ok(args[0].clone())
}

/// Refuses a collection of `args` that would nest deeper than
/// [`crate::edn::MAX_VALUE_DEPTH`]: values are hashed, compared, printed
/// and dropped recursively, and the reader reads no deeper (D-742).
fn check_nesting(name: &str, args: &[Value]) -> Result<()> {
    let limit = crate::edn::MAX_VALUE_DEPTH;
    if args.iter().any(|a| a.nesting_depth(limit) >= limit) {
        return Err(Error::eval(
            name,
            format!("the collection would nest deeper than {limit} levels"),
        ));
    }
    Ok(())
}

fn vector(args: &[Value]) -> Result<Value> {
    check_nesting("vector", args)?;
    Ok(Value::Vector(args.iter().cloned().collect()))
}

fn list(args: &[Value]) -> Result<Value> {
    check_nesting("list", args)?;
    Ok(Value::List(args.iter().cloned().collect()))
}

fn hash_map(args: &[Value]) -> Result<Value> {
    check_nesting("hash-map", args)?;
    if args.len() % 2 != 0 {
        return Err(Error::eval(
            "hash-map",
            "needs an even number of arguments (key value pairs)",
        ));
    }
    Ok(Value::map(
        args.chunks(2).map(|p| (p[0].clone(), p[1].clone())),
    ))
}

/// `(distinct? x …)`: no two arguments equal by Clojure's `=` (`1` and
/// `1N` are equal, `1` and `1.0` are not).
fn distinct_p(args: &[Value]) -> Result<Value> {
    Ok(Value::Boolean(
        compare::clj_distinct(args.iter().cloned()).len() == args.len(),
    ))
}

fn hash_set(args: &[Value]) -> Result<Value> {
    check_nesting("hash-set", args)?;
    Ok(Value::set(compare::clj_distinct(args.iter().cloned())))
}

fn count(args: &[Value]) -> Result<Value> {
    let n = match &args[0] {
        Value::Nil => 0,
        Value::String(s) => utf16::len(s),
        Value::List(v) | Value::Vector(v) => v.len(),
        Value::Map(m) => m.len(),
        Value::Set(s) => s.len(),
        Value::Bytes(b) => b.len(),
        other => {
            return Err(Error::eval(
                "count",
                format!("not supported on {} {other}", other.type_name()),
            ));
        }
    };
    Ok(Value::Long(i64::try_from(n).unwrap_or(i64::MAX)))
}

fn is_nil(args: &[Value]) -> Result<Value> {
    Ok(Value::Boolean(matches!(args[0], Value::Nil)))
}
fn is_some(args: &[Value]) -> Result<Value> {
    Ok(Value::Boolean(!matches!(args[0], Value::Nil)))
}
fn is_true(args: &[Value]) -> Result<Value> {
    Ok(Value::Boolean(matches!(args[0], Value::Boolean(true))))
}
fn is_false(args: &[Value]) -> Result<Value> {
    Ok(Value::Boolean(matches!(args[0], Value::Boolean(false))))
}
fn not(args: &[Value]) -> Result<Value> {
    Ok(Value::Boolean(!args[0].is_truthy()))
}

fn untuple(args: &[Value]) -> Result<Value> {
    match &args[0] {
        v @ (Value::Vector(_) | Value::List(_)) => Ok(v.clone()),
        other => Err(Error::eval(
            "untuple",
            format!("expected a tuple, got {} {other}", other.type_name()),
        )),
    }
}

fn membership(name: &str, args: &[Value]) -> Result<bool> {
    let x = &args[0];
    match &args[1] {
        Value::Set(s) => Ok(s.contains(x) || s.iter().any(|v| clj_equal(v, x))),
        Value::Vector(items) | Value::List(items) => Ok(items.iter().any(|v| clj_equal(v, x))),
        other => Err(Error::eval(
            name,
            format!(
                "expected a collection as the second argument, got {} {other}",
                other.type_name()
            ),
        )),
    }
}

fn is_in(args: &[Value]) -> Result<Value> {
    Ok(Value::Boolean(membership("in", args)?))
}
fn not_in(args: &[Value]) -> Result<Value> {
    Ok(Value::Boolean(!membership("not-in", args)?))
}

fn name_text<'a>(fname: &str, v: &'a Value) -> Result<&'a str> {
    match v {
        Value::String(s) => Ok(s),
        Value::Keyword(k) => Ok(k.name()),
        Value::Symbol(s) => Ok(s.name()),
        other => Err(Error::eval(
            fname,
            format!(
                "expected a string, keyword or symbol, got {} {other}",
                other.type_name()
            ),
        )),
    }
}

fn keyword(args: &[Value]) -> Result<Value> {
    match args {
        [Value::Nil] => Ok(Value::Nil),
        [Value::Keyword(k)] => Ok(Value::Keyword(k.clone())),
        [Value::String(s)] => Ok(Value::Keyword(Keyword::raw(s))),
        [Value::Symbol(s)] => Ok(Value::Keyword(Keyword::raw(s.as_str()))),
        [ns, n] => {
            let ns = match ns {
                Value::Nil => None,
                v => Some(name_text("keyword", v)?),
            };
            Ok(Value::Keyword(Keyword::new(ns, name_text("keyword", n)?)))
        }
        // Clojure's one-argument `keyword` answers nil for anything but a
        // keyword, symbol or string (D-905).
        [_] => Ok(Value::Nil),
        _ => Err(Error::eval("keyword", "takes 1 or 2 arguments")),
    }
}

fn name(args: &[Value]) -> Result<Value> {
    Ok(Value::String(Arc::from(name_text("name", &args[0])?)))
}

fn namespace(args: &[Value]) -> Result<Value> {
    let ns = match &args[0] {
        Value::Keyword(k) => k.namespace(),
        Value::Symbol(s) => s.namespace(),
        other => {
            return Err(Error::eval(
                "namespace",
                format!(
                    "expected a keyword or symbol, got {} {other}",
                    other.type_name()
                ),
            ));
        }
    };
    Ok(ns.map_or(Value::Nil, Value::string))
}

/// `type`: the class Datalevin reports for the value, as a symbol
/// (`java.lang.Long`), so results print as Datalevin's do (D-881); nil's
/// type is nil.
fn type_of(args: &[Value]) -> Result<Value> {
    Ok(match java_class::java_class(&args[0]) {
        Some(class) => Value::Symbol(crate::edn::Symbol::parse(class)),
        None => Value::Nil,
    })
}

#[cfg(test)]
mod lookup_tests {
    use super::*;

    #[test]
    fn qualified_core_names_name_the_same_built_in() {
        assert_eq!(lookup("clojure.core/+").map(|b| b.name), Some("+"));
        assert_eq!(lookup("clojure.core/str").map(|b| b.name), Some("str"));
        assert!(lookup("clojure.core/nope").is_none());
        assert!(lookup("other.ns/+").is_none());
    }

    #[test]
    fn type_names_the_class_datalevin_reports() {
        let ty = |v: Value| type_of(&[v]).unwrap().to_string();
        assert_eq!(ty(Value::Long(1)), "java.lang.Long");
        assert_eq!(ty(Value::Double(1.5)), "java.lang.Double");
        assert_eq!(ty(Value::String("a".into())), "java.lang.String");
        assert_eq!(
            ty(Value::Keyword(Keyword::new(None, "a"))),
            "clojure.lang.Keyword"
        );
        assert_eq!(ty(Value::Inst(0)), "java.util.Date");
        assert_eq!(
            ty(crate::edn::read_value("[1 2]").unwrap()),
            "clojure.lang.PersistentVector"
        );
        assert_eq!(
            ty(crate::edn::read_value("{:a 1}").unwrap()),
            "clojure.lang.PersistentArrayMap"
        );
        assert_eq!(type_of(&[Value::Nil]).unwrap(), Value::Nil);
    }

    /// D-899: a collection result is weighed by occurrence (a shared
    /// element counts each time it occurs), against a model that counts
    /// the printed-out tree; past the cap the call is refused.
    #[test]
    fn collection_results_are_weighed_by_occurrence_and_capped() {
        // A value that doubles: `vector` of itself, `depth` times.
        let mut v = Value::String("ab".into());
        let mut model = 16 + 2;
        for depth in 1..=40 {
            let next = lookup("vector").unwrap().call(&[v.clone(), v.clone()]);
            model = 16 + 2 * model;
            if model <= limits::MAX_VALUE_BYTES {
                v = next.unwrap();
                assert_eq!(v.weight_within(usize::MAX), Ok(model), "depth {depth}");
            } else {
                match next {
                    Err(Error::TooLarge {
                        function: "vector",
                        bytes,
                        budget,
                    }) => {
                        assert_eq!(budget, limits::MAX_VALUE_BYTES);
                        assert!(bytes > budget);
                    }
                    other => panic!("depth {depth}: {other:?}"),
                }
                // Weighing stops as soon as the count passes the limit.
                assert!(matches!(v.weight_within(100), Err(n) if n > 100 && n < 200));
                return;
            }
        }
        panic!("never reached the cap");
    }
}
