//! [`Value`]: the EDN data model, also the runtime value type of queries.
//!
//! Values are cheap to clone: strings, names, big numbers and collections sit
//! behind `Arc`s.
//!
//! # Equality and order
//!
//! Equality is structural and typed: `1` (long) and `1.0` (double) are
//! different values, as are a list and a vector with the same elements.
//! Doubles are equal when their bits are equal, so `##NaN` equals itself and
//! `-0.0` differs from `0.0`.
//!
//! [`Ord`] is a total order consistent with equality so values can key sets
//! and maps. Values of different kinds order by kind: nil, booleans, numbers,
//! characters, strings, keywords, symbols, instants, UUIDs, bytes, lists,
//! vectors, maps, sets, tagged values. **All numbers order by numeric value
//! across types** (exactly, even between doubles and big decimals); numbers of
//! equal value order long < bigint < ratio < bigdec < float < double, and
//! doubles of equal value by [`f64::total_cmp`] (`-0.0` before `0.0`, `NaN`s
//! after `+Inf` or, when negative, before `-Inf`). Collections order
//! lexicographically by elements (maps by sorted entries, sets by sorted
//! elements).

use std::cmp::Ordering;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt;
use std::hash::{Hash, Hasher};
use std::sync::Arc;

use bigdecimal::BigDecimal;
use num_bigint::BigInt;

pub(crate) mod number;

use number::{Ratio, compare_numbers};

/// A possibly namespaced name shared by [`Keyword`] and [`Symbol`].
///
/// Stored as one `Arc<str>` holding `ns/name` (or `name`) plus the length of
/// the namespace, so a clone is a single reference-count increment.
#[derive(Clone)]
struct QualName {
    text: Arc<str>,
    /// Length of the namespace in bytes; 0 when there is none (a namespace is
    /// never empty).
    ns_len: u32,
}

impl QualName {
    fn new(ns: Option<&str>, name: &str) -> Self {
        match ns {
            Some(ns) if !ns.is_empty() => QualName {
                text: Arc::from(format!("{ns}/{name}")),
                ns_len: u32::try_from(ns.len()).unwrap_or(u32::MAX),
            },
            _ => QualName {
                text: Arc::from(name),
                ns_len: 0,
            },
        }
    }

    fn parse(text: &str) -> Self {
        // `/` alone (the division symbol) and names without a slash have no
        // namespace; otherwise the namespace ends at the first slash.
        match text.find('/') {
            Some(i) if i > 0 && i + 1 < text.len() => QualName {
                text: Arc::from(text),
                ns_len: u32::try_from(i).unwrap_or(u32::MAX),
            },
            _ => QualName {
                text: Arc::from(text),
                ns_len: 0,
            },
        }
    }

    fn namespace(&self) -> Option<&str> {
        if self.ns_len == 0 {
            None
        } else {
            self.text.get(..self.ns_len as usize)
        }
    }

    fn name(&self) -> &str {
        if self.ns_len == 0 {
            &self.text
        } else {
            self.text.get(self.ns_len as usize + 1..).unwrap_or("")
        }
    }
}

impl PartialEq for QualName {
    fn eq(&self, other: &Self) -> bool {
        self.ns_len == other.ns_len && self.text == other.text
    }
}
impl Eq for QualName {}
impl Hash for QualName {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.ns_len.hash(state);
        self.text.hash(state);
    }
}
impl Ord for QualName {
    fn cmp(&self, other: &Self) -> Ordering {
        // Like Clojure: names without a namespace first, then by namespace,
        // then by name.
        self.namespace()
            .cmp(&other.namespace())
            .then_with(|| self.name().cmp(other.name()))
    }
}
impl PartialOrd for QualName {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

macro_rules! qual_name_type {
    ($(#[$doc:meta])* $ty:ident, $prefix:literal) => {
        $(#[$doc])*
        #[derive(Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $ty(QualName);

        impl $ty {
            /// Builds a name from an optional namespace and a name.
            pub fn new(namespace: Option<&str>, name: &str) -> Self {
                $ty(QualName::new(namespace, name))
            }

            /// Builds a name from its text, splitting the namespace at the
            /// first `/` (`"db/id"` → namespace `db`, name `id`). The prefix
            /// (`:` for a keyword) may be given or left out: `":db/id"` and
            /// `"db/id"` give the same keyword. No syntax check: any text is
            /// a name (`/`, `a/` and `/a` are all name).
            pub fn parse(text: &str) -> Self {
                let text = if $prefix.is_empty() {
                    text
                } else {
                    text.strip_prefix($prefix).unwrap_or(text)
                };
                $ty::raw(text)
            }

            /// Builds a name from its text taken as is (a leading `:` stays
            /// part of the name, as in Clojure's `(keyword ":a")`).
            pub(crate) fn raw(text: &str) -> Self {
                $ty(QualName::parse(text))
            }

            /// The namespace, if any.
            pub fn namespace(&self) -> Option<&str> {
                self.0.namespace()
            }

            /// The name without namespace.
            pub fn name(&self) -> &str {
                self.0.name()
            }

            /// The full text without prefix: `ns/name` or `name`.
            pub fn as_str(&self) -> &str {
                &self.0.text
            }
        }

        impl fmt::Display for $ty {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "{}{}", $prefix, self.0.text)
            }
        }

        impl fmt::Debug for $ty {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                fmt::Display::fmt(self, f)
            }
        }
    };
}

qual_name_type!(
    /// An EDN keyword such as `:name` or `:person/name` (stored without the colon).
    Keyword,
    ":"
);
qual_name_type!(
    /// An EDN symbol such as `?x`, `$`, `count` or `clojure.string/blank?`.
    Symbol,
    ""
);

impl Keyword {
    /// True for reverse-reference names like `:_parent` or `:person/_friend`.
    pub fn is_reverse(&self) -> bool {
        self.name().starts_with('_') && self.name().len() > 1
    }

    /// For `:ns/_attr` returns `:ns/attr`, and vice versa.
    pub fn reversed(&self) -> Keyword {
        let name = self.name();
        match name.strip_prefix('_') {
            Some(rest) if !rest.is_empty() => Keyword::new(self.namespace(), rest),
            _ => Keyword::new(self.namespace(), &format!("_{name}")),
        }
    }
}

impl Symbol {
    /// True for query variables: symbols starting with `?`.
    pub fn is_variable(&self) -> bool {
        self.namespace().is_none() && self.name().starts_with('?') && self.name().len() > 1
    }

    /// True for data-source symbols: `$` or `$name`.
    pub fn is_source(&self) -> bool {
        self.namespace().is_none() && self.name().starts_with('$')
    }
}

/// A 128-bit UUID, stored big-endian as it is written.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Uuid(pub [u8; 16]);

impl Uuid {
    /// The UUID as a big-endian 128-bit integer.
    pub fn as_u128(&self) -> u128 {
        u128::from_be_bytes(self.0)
    }

    /// Builds a UUID from a 128-bit integer.
    pub fn from_u128(v: u128) -> Self {
        Uuid(v.to_be_bytes())
    }

    /// The 16 bytes, most significant first.
    pub const fn to_bytes(self) -> [u8; 16] {
        self.0
    }

    /// From 16 bytes, most significant first.
    pub const fn from_bytes(bytes: [u8; 16]) -> Self {
        Uuid(bytes)
    }

    /// Parses the canonical `8-4-4-4-12` hex form (either case); the
    /// `uuid` crate's other forms (braced, URN, without hyphens) are not EDN.
    pub fn parse(text: &str) -> Option<Uuid> {
        if text.len() != 36 {
            return None;
        }
        uuid::Uuid::try_parse(text)
            .ok()
            .map(|u| Uuid(*u.as_bytes()))
    }
}

impl std::str::FromStr for Uuid {
    type Err = String;

    /// [`Uuid::parse`], with a message saying what was expected.
    fn from_str(s: &str) -> std::result::Result<Self, String> {
        Uuid::parse(s).ok_or_else(|| {
            format!("{s:?} is not a uuid of the form xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx")
        })
    }
}

impl From<uuid::Uuid> for Uuid {
    fn from(u: uuid::Uuid) -> Self {
        Uuid(*u.as_bytes())
    }
}

impl fmt::Display for Uuid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&uuid::Uuid::from_bytes(self.0).hyphenated(), f)
    }
}

impl fmt::Debug for Uuid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#uuid \"{self}\"")
    }
}

/// An EDN value, and the runtime value type passed to built-in functions.
///
/// Equality and order: typed equality (`1` and `1.0` differ), and a total
/// order in which all numbers compare by numeric value across types (see
/// the `edn::value` module source for the full rules).
#[derive(Clone)]
pub enum Value {
    /// `nil`.
    Nil,
    /// `true` / `false`.
    Boolean(bool),
    /// A 64-bit integer, e.g. `42`.
    Long(i64),
    /// A 64-bit float, e.g. `3.0`, `1e10`, `##NaN`.
    Double(f64),
    /// A 32-bit float. Never produced by the reader (EDN floats read as
    /// doubles) and printed like a double; exists so stored values map 1:1.
    Float(f32),
    /// An arbitrary-precision integer, e.g. `42N` or an integer too big for a long.
    BigInt(Arc<BigInt>),
    /// An arbitrary-precision decimal, e.g. `1.5M`.
    BigDec(Arc<BigDecimal>),
    /// A ratio in lowest terms with denominator > 1, e.g. `1/3`.
    Ratio(Arc<Ratio>),
    /// A character, e.g. `\a`, `\newline`.
    Char(char),
    /// A string.
    String(Arc<str>),
    /// A keyword, e.g. `:person/name`.
    Keyword(Keyword),
    /// A symbol, e.g. `foo`.
    Symbol(Symbol),
    /// An instant: milliseconds since the Unix epoch (`#inst "…"`).
    Inst(i64),
    /// A UUID (`#uuid "…"`).
    Uuid(Uuid),
    /// A byte string (`#bytes "base64"`).
    Bytes(Arc<[u8]>),
    /// A list `( … )`.
    List(Arc<[Value]>),
    /// A vector `[ … ]`.
    Vector(Arc<[Value]>),
    /// A map `{ … }`, keys sorted by [`Ord`].
    Map(Arc<BTreeMap<Value, Value>>),
    /// A set `#{ … }`, sorted by [`Ord`].
    Set(Arc<BTreeSet<Value>>),
    /// A tagged literal with a tag that is not built in, e.g. `#my/point [1 2]`.
    Tagged(Arc<(Symbol, Value)>),
}

/// A collection's elements (a map's keys and values), without
/// allocating.
enum Kids<'a> {
    Seq(std::slice::Iter<'a, Value>),
    Set(std::collections::btree_set::Iter<'a, Value>),
    Map(
        std::collections::btree_map::Iter<'a, Value, Value>,
        Option<&'a Value>,
    ),
}
impl<'a> Iterator for Kids<'a> {
    type Item = &'a Value;
    fn next(&mut self) -> Option<&'a Value> {
        match self {
            Kids::Seq(it) => it.next(),
            Kids::Set(it) => it.next(),
            Kids::Map(it, pending) => pending.take().or_else(|| {
                it.next().map(|(k, v)| {
                    *pending = Some(v);
                    k
                })
            }),
        }
    }
}
fn children(v: &Value) -> Option<Kids<'_>> {
    match v {
        Value::List(items) | Value::Vector(items) => Some(Kids::Seq(items.iter())),
        Value::Set(items) => Some(Kids::Set(items.iter())),
        Value::Map(m) => Some(Kids::Map(m.iter(), None)),
        // A tagged value holds its form one level down (a function made by
        // `partial` nests what it was made of, D-957).
        Value::Tagged(t) => Some(Kids::Seq(std::slice::from_ref(&t.1).iter())),
        _ => None,
    }
}

impl Value {
    /// Position of this value's kind in the cross-kind order.
    fn kind_rank(&self) -> u8 {
        match self {
            Value::Nil => 0,
            Value::Boolean(_) => 1,
            Value::Long(_)
            | Value::Double(_)
            | Value::Float(_)
            | Value::BigInt(_)
            | Value::BigDec(_)
            | Value::Ratio(_) => 2,
            Value::Char(_) => 3,
            Value::String(_) => 4,
            Value::Keyword(_) => 5,
            Value::Symbol(_) => 6,
            Value::Inst(_) => 7,
            Value::Uuid(_) => 8,
            Value::Bytes(_) => 9,
            Value::List(_) => 10,
            Value::Vector(_) => 11,
            Value::Map(_) => 12,
            Value::Set(_) => 13,
            Value::Tagged(_) => 14,
        }
    }

    /// A short lowercase name of the value's type, used in error messages
    /// (`long`, `string`, `keyword`, ...).
    pub fn type_name(&self) -> &'static str {
        match self {
            Value::Nil => "nil",
            Value::Boolean(_) => "boolean",
            Value::Long(_) => "long",
            Value::Double(_) => "double",
            Value::Float(_) => "float",
            Value::BigInt(_) => "bigint",
            Value::BigDec(_) => "bigdec",
            Value::Ratio(_) => "ratio",
            Value::Char(_) => "char",
            Value::String(_) => "string",
            Value::Keyword(_) => "keyword",
            Value::Symbol(_) => "symbol",
            Value::Inst(_) => "inst",
            Value::Uuid(_) => "uuid",
            Value::Bytes(_) => "bytes",
            Value::List(_) => "list",
            Value::Vector(_) => "vector",
            Value::Map(_) => "map",
            Value::Set(_) => "set",
            Value::Tagged(_) => "tagged",
        }
    }

    /// True for every numeric variant.
    pub fn is_number(&self) -> bool {
        self.kind_rank() == 2
    }

    /// Clojure truthiness: everything but `nil` and `false` is true.
    pub fn is_truthy(&self) -> bool {
        !matches!(self, Value::Nil | Value::Boolean(false))
    }

    /// A string value.
    pub fn string(s: &str) -> Value {
        Value::String(Arc::from(s))
    }

    /// How deep the value nests (0 for a scalar, 1 for a flat
    /// collection), looking no deeper than `limit`. Iterative: it never
    /// recurses as deep as the value, so it is the check to make before
    /// walking a value that did not come from the reader (whose depth is
    /// bounded) recursively.
    pub fn nesting_depth(&self, limit: usize) -> usize {
        let Some(first) = children(self) else {
            return 0;
        };
        let mut deepest = 1;
        let mut stack = vec![(first, 1usize)];
        while let Some((items, d)) = stack.last_mut() {
            let d = *d;
            match items.next() {
                None => {
                    stack.pop();
                }
                Some(x) => {
                    if let Some(inner) = children(x) {
                        deepest = deepest.max(d + 1);
                        if deepest >= limit {
                            return deepest;
                        }
                        stack.push((inner, d + 1));
                    }
                }
            }
        }
        deepest
    }

    /// Roughly how many bytes the value takes written out: a string's or
    /// byte string's length, 16 for any other scalar, 16 more for each
    /// collection and each element, counted as often as a shared element
    /// occurs (hashing, comparing and printing walk each occurrence).
    /// `Err` with the count so far as soon as it passes `limit`, so the
    /// walk costs at most `limit`. Iterative, as [`Value::nesting_depth`].
    pub fn weight_within(&self, limit: usize) -> std::result::Result<usize, usize> {
        const CELL: usize = 16;
        fn own(v: &Value) -> usize {
            match v {
                Value::String(s) => CELL + s.len(),
                Value::Bytes(b) => CELL + b.len(),
                _ => CELL,
            }
        }
        let mut total = own(self);
        let Some(first) = children(self) else {
            return if total <= limit {
                Ok(total)
            } else {
                Err(total)
            };
        };
        let mut stack = vec![first];
        while let Some(items) = stack.last_mut() {
            match items.next() {
                None => {
                    stack.pop();
                }
                Some(x) => {
                    total = total.saturating_add(own(x));
                    if total > limit {
                        return Err(total);
                    }
                    if let Some(inner) = children(x) {
                        stack.push(inner);
                    }
                }
            }
        }
        Ok(total)
    }

    /// A keyword value parsed from `ns/name` or `:ns/name` text.
    pub fn keyword(text: &str) -> Value {
        Value::Keyword(Keyword::parse(text))
    }

    /// A symbol value parsed from `ns/name` text.
    pub fn symbol(text: &str) -> Value {
        Value::Symbol(Symbol::parse(text))
    }

    /// A vector of the given values.
    pub fn vector(items: impl IntoIterator<Item = Value>) -> Value {
        Value::Vector(items.into_iter().collect())
    }

    /// A list of the given values.
    pub fn list(items: impl IntoIterator<Item = Value>) -> Value {
        Value::List(items.into_iter().collect())
    }

    /// A set of the given values (duplicates collapse).
    pub fn set(items: impl IntoIterator<Item = Value>) -> Value {
        Value::Set(Arc::new(items.into_iter().collect()))
    }

    /// A map of the given entries (later duplicates win).
    pub fn map(entries: impl IntoIterator<Item = (Value, Value)>) -> Value {
        Value::Map(Arc::new(entries.into_iter().collect()))
    }

    /// A big integer (kept as a bigint even when it would fit a long).
    pub fn bigint(v: BigInt) -> Value {
        Value::BigInt(Arc::new(v))
    }

    /// A big decimal.
    pub fn bigdec(v: BigDecimal) -> Value {
        Value::BigDec(Arc::new(v))
    }

    /// The elements of a list, vector or set, in order; `None` for other values.
    pub fn as_seq(&self) -> Option<Vec<&Value>> {
        match self {
            Value::List(items) | Value::Vector(items) => Some(items.iter().collect()),
            Value::Set(items) => Some(items.iter().collect()),
            _ => None,
        }
    }

    /// The string slice of a string value.
    pub fn as_str(&self) -> Option<&str> {
        match self {
            Value::String(s) => Some(s),
            _ => None,
        }
    }

    /// The keyword of a keyword value.
    pub fn as_keyword(&self) -> Option<&Keyword> {
        match self {
            Value::Keyword(k) => Some(k),
            _ => None,
        }
    }

    /// The integer of a long value.
    pub fn as_long(&self) -> Option<i64> {
        match self {
            Value::Long(v) => Some(*v),
            _ => None,
        }
    }
}

impl PartialEq for Value {
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (Value::Nil, Value::Nil) => true,
            (Value::Boolean(a), Value::Boolean(b)) => a == b,
            (Value::Long(a), Value::Long(b)) => a == b,
            (Value::Double(a), Value::Double(b)) => a.to_bits() == b.to_bits(),
            (Value::Float(a), Value::Float(b)) => a.to_bits() == b.to_bits(),
            (Value::BigInt(a), Value::BigInt(b)) => a == b,
            // As Java's `BigDecimal.equals` (and Datalevin's stored
            // values): `1.5M` and `1.50M` are two values (D-936); Clojure's
            // `=` is `clj_equal`.
            (Value::BigDec(a), Value::BigDec(b)) => {
                a.fractional_digit_count() == b.fractional_digit_count() && a == b
            }
            (Value::Ratio(a), Value::Ratio(b)) => a == b,
            (Value::Char(a), Value::Char(b)) => a == b,
            (Value::String(a), Value::String(b)) => a == b,
            (Value::Keyword(a), Value::Keyword(b)) => a == b,
            (Value::Symbol(a), Value::Symbol(b)) => a == b,
            (Value::Inst(a), Value::Inst(b)) => a == b,
            (Value::Uuid(a), Value::Uuid(b)) => a == b,
            (Value::Bytes(a), Value::Bytes(b)) => a == b,
            (Value::List(a), Value::List(b)) | (Value::Vector(a), Value::Vector(b)) => a == b,
            (Value::Map(a), Value::Map(b)) => a == b,
            (Value::Set(a), Value::Set(b)) => a == b,
            (Value::Tagged(a), Value::Tagged(b)) => a == b,
            _ => false,
        }
    }
}

impl Eq for Value {}

impl Ord for Value {
    fn cmp(&self, other: &Self) -> Ordering {
        let (ra, rb) = (self.kind_rank(), other.kind_rank());
        if ra != rb {
            return ra.cmp(&rb);
        }
        match (self, other) {
            (Value::Nil, Value::Nil) => Ordering::Equal,
            (Value::Boolean(a), Value::Boolean(b)) => a.cmp(b),
            (Value::Char(a), Value::Char(b)) => a.cmp(b),
            (Value::String(a), Value::String(b)) => a.cmp(b),
            (Value::Keyword(a), Value::Keyword(b)) => a.cmp(b),
            (Value::Symbol(a), Value::Symbol(b)) => a.cmp(b),
            (Value::Inst(a), Value::Inst(b)) => a.cmp(b),
            (Value::Uuid(a), Value::Uuid(b)) => a.cmp(b),
            (Value::Bytes(a), Value::Bytes(b)) => a.cmp(b),
            (Value::List(a), Value::List(b)) | (Value::Vector(a), Value::Vector(b)) => a.cmp(b),
            (Value::Map(a), Value::Map(b)) => a.iter().cmp(b.iter()),
            (Value::Set(a), Value::Set(b)) => a.iter().cmp(b.iter()),
            (Value::Tagged(a), Value::Tagged(b)) => a.cmp(b),
            // Equal numbers of two scales: the smaller scale first, as
            // stored (D-936).
            (Value::BigDec(a), Value::BigDec(b)) => a
                .cmp(b)
                .then_with(|| a.fractional_digit_count().cmp(&b.fractional_digit_count())),
            // Same rank 2: both numbers.
            _ => compare_numbers(self, other).unwrap_or(Ordering::Equal),
        }
    }
}

impl PartialOrd for Value {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Hash for Value {
    fn hash<H: Hasher>(&self, state: &mut H) {
        std::mem::discriminant(self).hash(state);
        match self {
            Value::Nil => {}
            Value::Boolean(v) => v.hash(state),
            Value::Long(v) => v.hash(state),
            Value::Double(v) => v.to_bits().hash(state),
            Value::Float(v) => v.to_bits().hash(state),
            Value::BigInt(v) => v.hash(state),
            Value::BigDec(v) => v.hash(state),
            Value::Ratio(v) => v.hash(state),
            Value::Char(v) => v.hash(state),
            Value::String(v) => v.hash(state),
            Value::Keyword(v) => v.hash(state),
            Value::Symbol(v) => v.hash(state),
            Value::Inst(v) => v.hash(state),
            Value::Uuid(v) => v.hash(state),
            Value::Bytes(v) => v.hash(state),
            Value::List(v) | Value::Vector(v) => v.hash(state),
            Value::Map(v) => v.hash(state),
            Value::Set(v) => v.hash(state),
            Value::Tagged(v) => v.hash(state),
        }
    }
}

impl fmt::Debug for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl From<i64> for Value {
    fn from(v: i64) -> Self {
        Value::Long(v)
    }
}
impl From<f64> for Value {
    fn from(v: f64) -> Self {
        Value::Double(v)
    }
}
impl From<bool> for Value {
    fn from(v: bool) -> Self {
        Value::Boolean(v)
    }
}
impl From<&str> for Value {
    fn from(v: &str) -> Self {
        Value::string(v)
    }
}
impl From<Keyword> for Value {
    fn from(v: Keyword) -> Self {
        Value::Keyword(v)
    }
}

impl From<Symbol> for Value {
    fn from(s: Symbol) -> Self {
        Value::Symbol(s)
    }
}
