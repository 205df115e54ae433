//! The value model: what a datom's `v` can be.
//!
//! [`Value`] covers every `:db.type/*` ([`ValueType`]). `nil` is not a value:
//! an absent attribute is simply not stored.
//!
//! `Eq`, `Ord` and `Hash` agree with each other and with the byte order of
//! [`crate::encoding`]: values of different types order by type (in the
//! order of [`ValueType::ALL`]); within a type, numbers order numerically,
//! text and bytes by unsigned byte order (UTF-8 byte order for text, which is
//! also code-point order, not a locale collation), keywords and symbols by
//! namespace (absent first) and then name, tuples element by element.
//!
//! Two normalisations make that order total and make equal values encode to
//! equal bytes:
//! - `-0.0` becomes `0.0` and NaN is rejected, when a [`Double`] or [`Float`]
//!   is built;
//! - big decimals compare numerically, so `1.0M`, `1.00M` and `1M` are the
//!   *same* value (as with Clojure's `=`); the scale is not preserved by the
//!   encoding, which always decodes to the normalised form (`1M`).

use std::cmp::Ordering;
use std::fmt;
use std::hash::{Hash, Hasher};
use std::str::FromStr;
use std::sync::Arc;

use bigdecimal::BigDecimal;
use num_bigint::BigInt;

use crate::error::{Error, Result};
use crate::ids::EntityId;

/// The storable types, mirroring Datomic's `:db.type/*` keywords.
///
/// The declaration order is the cross-type order of values and of their
/// encodings.
///
/// ```
/// use quiver::ValueType;
/// let t: ValueType = ":db.type/long".parse().unwrap();
/// assert_eq!(t, ValueType::Long);
/// assert_eq!(t.to_string(), ":db.type/long");
/// assert_eq!(t.name(), "long");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum ValueType {
    /// `:db.type/boolean`
    Boolean,
    /// `:db.type/long`: 64-bit signed integer.
    Long,
    /// `:db.type/double`: 64-bit float, never NaN.
    Double,
    /// `:db.type/float`: 32-bit float, never NaN.
    Float,
    /// `:db.type/bigint`: arbitrary-precision integer.
    BigInt,
    /// `:db.type/bigdec`: arbitrary-precision decimal.
    BigDec,
    /// `:db.type/instant`: milliseconds since the Unix epoch.
    Instant,
    /// `:db.type/uuid`
    Uuid,
    /// `:db.type/string`
    String,
    /// `:db.type/keyword`
    Keyword,
    /// `:db.type/symbol`
    Symbol,
    /// `:db.type/bytes`
    Bytes,
    /// `:db.type/ref`: a reference to an entity.
    Ref,
    /// `:db.type/tuple`
    Tuple,
}

impl ValueType {
    /// Every type, in value order.
    pub const ALL: [ValueType; 14] = [
        ValueType::Boolean,
        ValueType::Long,
        ValueType::Double,
        ValueType::Float,
        ValueType::BigInt,
        ValueType::BigDec,
        ValueType::Instant,
        ValueType::Uuid,
        ValueType::String,
        ValueType::Keyword,
        ValueType::Symbol,
        ValueType::Bytes,
        ValueType::Ref,
        ValueType::Tuple,
    ];

    /// The keyword's name without namespace: `"long"`, `"string"`, ….
    pub const fn name(self) -> &'static str {
        match self {
            ValueType::Boolean => "boolean",
            ValueType::Long => "long",
            ValueType::Double => "double",
            ValueType::Float => "float",
            ValueType::BigInt => "bigint",
            ValueType::BigDec => "bigdec",
            ValueType::Instant => "instant",
            ValueType::Uuid => "uuid",
            ValueType::String => "string",
            ValueType::Keyword => "keyword",
            ValueType::Symbol => "symbol",
            ValueType::Bytes => "bytes",
            ValueType::Ref => "ref",
            ValueType::Tuple => "tuple",
        }
    }

    /// The type for a `:db.type/*` keyword.
    pub fn from_keyword(keyword: &Keyword) -> Result<Self> {
        if keyword.namespace() != Some("db.type") {
            return Err(invalid_type(&keyword.to_string()));
        }
        Self::ALL
            .into_iter()
            .find(|t| t.name() == keyword.name())
            .ok_or_else(|| invalid_type(&keyword.to_string()))
    }

    /// The `:db.type/*` keyword of this type.
    pub fn keyword(self) -> Keyword {
        Keyword::new(Some("db.type"), self.name())
    }
}

fn invalid_type(text: &str) -> Error {
    Error::InvalidValue {
        what: "value type",
        detail: format!(
            "{text} is not a :db.type/* keyword (expected one of :db.type/long, :db.type/string, …)"
        ),
    }
}

impl fmt::Display for ValueType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, ":db.type/{}", self.name())
    }
}

impl FromStr for ValueType {
    type Err = Error;

    /// Parses `:db.type/long` (the leading colon is optional).
    fn from_str(s: &str) -> Result<Self> {
        Self::from_keyword(&Keyword::parse(s))
    }
}

/// A 64-bit float that is never NaN and never `-0.0`, so it has a total order
/// that agrees with numeric order (`-inf < … < 0.0 < … < inf`).
///
/// ```
/// use quiver::Double;
/// assert!(Double::new(f64::NAN).is_err());
/// assert_eq!(Double::new(-0.0).unwrap().get().to_bits(), 0.0f64.to_bits());
/// ```
#[derive(Debug, Clone, Copy)]
pub struct Double(f64);

impl Double {
    /// Checks and normalises `x`: NaN is an error, `-0.0` becomes `0.0`.
    pub fn new(x: f64) -> Result<Self> {
        if x.is_nan() {
            Err(Error::NanNotStorable {
                type_name: "double",
            })
        } else {
            // `-0.0 + 0.0 == +0.0`; every other value is unchanged.
            Ok(Double(x + 0.0))
        }
    }

    /// The float.
    pub const fn get(self) -> f64 {
        self.0
    }
}

impl PartialEq for Double {
    fn eq(&self, other: &Self) -> bool {
        self.0.to_bits() == other.0.to_bits()
    }
}
impl Eq for Double {}
impl PartialOrd for Double {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}
impl Ord for Double {
    fn cmp(&self, other: &Self) -> Ordering {
        // Without NaN and -0.0, the IEEE total order is the numeric order.
        self.0.total_cmp(&other.0)
    }
}
impl Hash for Double {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.0.to_bits().hash(state);
    }
}
impl TryFrom<f64> for Double {
    type Error = Error;
    fn try_from(x: f64) -> Result<Self> {
        Double::new(x)
    }
}
impl From<Double> for f64 {
    fn from(d: Double) -> f64 {
        d.0
    }
}

/// A 32-bit float that is never NaN and never `-0.0`; see [`Double`].
#[derive(Debug, Clone, Copy)]
pub struct Float(f32);

impl Float {
    /// Checks and normalises `x`: NaN is an error, `-0.0` becomes `0.0`.
    pub fn new(x: f32) -> Result<Self> {
        if x.is_nan() {
            Err(Error::NanNotStorable { type_name: "float" })
        } else {
            Ok(Float(x + 0.0))
        }
    }

    /// The float.
    pub const fn get(self) -> f32 {
        self.0
    }
}

impl PartialEq for Float {
    fn eq(&self, other: &Self) -> bool {
        self.0.to_bits() == other.0.to_bits()
    }
}
impl Eq for Float {}
impl PartialOrd for Float {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}
impl Ord for Float {
    fn cmp(&self, other: &Self) -> Ordering {
        self.0.total_cmp(&other.0)
    }
}
impl Hash for Float {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.0.to_bits().hash(state);
    }
}
impl TryFrom<f32> for Float {
    type Error = Error;
    fn try_from(x: f32) -> Result<Self> {
        Float::new(x)
    }
}
impl From<Float> for f32 {
    fn from(d: Float) -> f32 {
        d.0
    }
}

/// A UUID, held as its 128-bit big-endian number so that `Ord` is the order
/// of its 16 bytes.
///
/// ```
/// use quiver::Uuid;
/// let u: Uuid = "6ba7b810-9dad-11d1-80b4-00c04fd430c8".parse().unwrap();
/// assert_eq!(u.to_string(), "6ba7b810-9dad-11d1-80b4-00c04fd430c8");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Uuid(pub u128);

impl Uuid {
    /// The 16 bytes, most significant first.
    pub const fn to_bytes(self) -> [u8; 16] {
        self.0.to_be_bytes()
    }

    /// From 16 bytes, most significant first.
    pub const fn from_bytes(bytes: [u8; 16]) -> Self {
        Uuid(u128::from_be_bytes(bytes))
    }
}

impl fmt::Display for Uuid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&uuid::Uuid::from_u128(self.0).hyphenated(), f)
    }
}

impl FromStr for Uuid {
    type Err = Error;

    /// Parses the canonical `8-4-4-4-12` hex form (either case; the `uuid`
    /// crate's braced, URN and hyphen-less forms are not EDN).
    fn from_str(s: &str) -> Result<Self> {
        let bad = || Error::InvalidValue {
            what: "uuid",
            detail: format!("{s:?} is not of the form xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx"),
        };
        if s.len() != 36 {
            return Err(bad());
        }
        let u = uuid::Uuid::try_parse(s).map_err(|_| bad())?;
        Ok(Uuid(u.as_u128()))
    }
}

impl From<uuid::Uuid> for Uuid {
    fn from(u: uuid::Uuid) -> Self {
        Uuid(u.as_u128())
    }
}

impl From<Uuid> for uuid::Uuid {
    fn from(u: Uuid) -> Self {
        uuid::Uuid::from_u128(u.0)
    }
}

/// The shared body of a keyword or symbol. Field order gives the derived
/// order: namespace first (absent before present), then name.
#[derive(Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
struct QualifiedName {
    namespace: Option<Box<str>>,
    name: Box<str>,
}

impl QualifiedName {
    fn new(namespace: Option<&str>, name: &str) -> Arc<Self> {
        Arc::new(QualifiedName {
            namespace: namespace.map(Into::into),
            name: name.into(),
        })
    }

    /// Splits `ns/name` at the first `/`, as Clojure does; a text without a
    /// usable slash (`/`, `a/`, `/a`, `a`) is all name.
    fn parse(text: &str) -> Arc<Self> {
        match text.find('/') {
            Some(i) if i > 0 && i + 1 < text.len() => Self::new(Some(&text[..i]), &text[i + 1..]),
            _ => Self::new(None, text),
        }
    }

    fn write(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.namespace {
            Some(ns) => write!(f, "{ns}/{}", self.name),
            None => f.write_str(&self.name),
        }
    }
}

/// A keyword such as `:person/name`: an optional namespace and a name.
/// Cloning is a reference-count increment.
///
/// ```
/// use quiver::Keyword;
/// let k = Keyword::parse(":person/name");
/// assert_eq!(k.namespace(), Some("person"));
/// assert_eq!(k.name(), "name");
/// assert_eq!(k.to_string(), ":person/name");
/// assert!(Keyword::parse(":zebra") < Keyword::parse(":a/b"), "no namespace sorts first");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Keyword(Arc<QualifiedName>);

impl Keyword {
    /// A keyword from its parts. No syntax check: any text is storable.
    pub fn new(namespace: Option<&str>, name: &str) -> Self {
        Keyword(QualifiedName::new(namespace, name))
    }

    /// Parses `:ns/name`, `ns/name`, `:name` or `name`, splitting at the first `/`.
    pub fn parse(text: &str) -> Self {
        Keyword(QualifiedName::parse(text.strip_prefix(':').unwrap_or(text)))
    }

    /// The namespace, if any.
    pub fn namespace(&self) -> Option<&str> {
        self.0.namespace.as_deref()
    }

    /// The name.
    pub fn name(&self) -> &str {
        &self.0.name
    }
}

impl fmt::Display for Keyword {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(":")?;
        self.0.write(f)
    }
}

/// A symbol such as `my.ns/f`: an optional namespace and a name. Cloning is a
/// reference-count increment.
///
/// ```
/// use quiver::Symbol;
/// assert_eq!(Symbol::parse("clojure.core/inc").to_string(), "clojure.core/inc");
/// assert_eq!(Symbol::parse("/").name(), "/");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Symbol(Arc<QualifiedName>);

impl Symbol {
    /// A symbol from its parts. No syntax check: any text is storable.
    pub fn new(namespace: Option<&str>, name: &str) -> Self {
        Symbol(QualifiedName::new(namespace, name))
    }

    /// Parses `ns/name` or `name`, splitting at the first `/`.
    pub fn parse(text: &str) -> Self {
        Symbol(QualifiedName::parse(text))
    }

    /// The namespace, if any.
    pub fn namespace(&self) -> Option<&str> {
        self.0.namespace.as_deref()
    }

    /// The name.
    pub fn name(&self) -> &str {
        &self.0.name
    }
}

impl fmt::Display for Symbol {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.write(f)
    }
}

/// A storable value: the `v` of a datom.
///
/// Build doubles and floats through [`Value::double`] / [`Value::float`] (or
/// [`Double::new`]), which reject NaN.
///
/// ```
/// use quiver::{Value, ValueType};
/// let v = Value::double(-0.0).unwrap();
/// assert_eq!(v, Value::double(0.0).unwrap());
/// assert!(Value::Long(-5) < Value::Long(3));
/// assert!(Value::Long(i64::MAX) < Value::string("a"), "types order by tag");
/// assert_eq!(Value::keyword(":a/b").value_type(), ValueType::Keyword);
/// ```
#[derive(Debug, Clone)]
pub enum Value {
    /// `:db.type/boolean`
    Boolean(bool),
    /// `:db.type/long`
    Long(i64),
    /// `:db.type/double`
    Double(Double),
    /// `:db.type/float`
    Float(Float),
    /// `:db.type/bigint`
    BigInt(BigInt),
    /// `:db.type/bigdec`. Compared numerically: `1.0M == 1.00M`.
    BigDec(BigDecimal),
    /// `:db.type/instant`: milliseconds since 1970-01-01T00:00:00Z (negative before).
    Instant(i64),
    /// `:db.type/uuid`
    Uuid(Uuid),
    /// `:db.type/string`
    String(Arc<str>),
    /// `:db.type/keyword`
    Keyword(Keyword),
    /// `:db.type/symbol`
    Symbol(Symbol),
    /// `:db.type/bytes`
    Bytes(Arc<[u8]>),
    /// `:db.type/ref`
    Ref(EntityId),
    /// `:db.type/tuple`
    Tuple(Vec<Value>),
    /// A set on an untyped attribute, elements in order without duplicates
    /// (stored and matched by equality, as Datalevin does; D-327).
    Set(Vec<Value>),
    /// A map on an untyped attribute, entries in key order, keys distinct.
    Map(Vec<(Value, Value)>),
    /// `nil`, only as an element of a tuple: the missing component of a
    /// composite tuple (`[7 nil]`, D-609). Never a datom's value by itself;
    /// it sorts before every other value.
    Nil,
}

impl Value {
    /// A double, rejecting NaN and normalising `-0.0` to `0.0`.
    pub fn double(x: f64) -> Result<Self> {
        Double::new(x).map(Value::Double)
    }

    /// A float, rejecting NaN and normalising `-0.0` to `0.0`.
    pub fn float(x: f32) -> Result<Self> {
        Float::new(x).map(Value::Float)
    }

    /// A string value.
    pub fn string(s: impl Into<Arc<str>>) -> Self {
        Value::String(s.into())
    }

    /// A keyword value parsed with [`Keyword::parse`].
    pub fn keyword(text: &str) -> Self {
        Value::Keyword(Keyword::parse(text))
    }

    /// A bytes value.
    pub fn bytes(b: impl Into<Arc<[u8]>>) -> Self {
        Value::Bytes(b.into())
    }

    /// The value's type. [`Value::Nil`], which only occurs inside tuples
    /// and has no `:db.type`, reports [`ValueType::Tuple`], the type of the
    /// values it can be part of; test for it with [`Value::is_nil`].
    pub fn value_type(&self) -> ValueType {
        match self {
            Value::Nil | Value::Set(_) | Value::Map(_) => ValueType::Tuple,
            Value::Boolean(_) => ValueType::Boolean,
            Value::Long(_) => ValueType::Long,
            Value::Double(_) => ValueType::Double,
            Value::Float(_) => ValueType::Float,
            Value::BigInt(_) => ValueType::BigInt,
            Value::BigDec(_) => ValueType::BigDec,
            Value::Instant(_) => ValueType::Instant,
            Value::Uuid(_) => ValueType::Uuid,
            Value::String(_) => ValueType::String,
            Value::Keyword(_) => ValueType::Keyword,
            Value::Symbol(_) => ValueType::Symbol,
            Value::Bytes(_) => ValueType::Bytes,
            Value::Ref(_) => ValueType::Ref,
            Value::Tuple(_) => ValueType::Tuple,
        }
    }

    /// Whether this is [`Value::Nil`] (a missing composite tuple component).
    pub fn is_nil(&self) -> bool {
        matches!(self, Value::Nil)
    }

    /// The order of kinds of value: `nil` first, then the types in
    /// [`ValueType::ALL`] (declaration) order, then sets, then maps — the
    /// order of the encoding's tags, which depends on this module and not
    /// the other way round (`tests::ranks_follow_the_encoding_tags`).
    fn rank(&self) -> u8 {
        const TYPES: u8 = ValueType::ALL.len() as u8;
        match self {
            Value::Nil => 0,
            Value::Set(_) => TYPES + 1,
            Value::Map(_) => TYPES + 2,
            v => 1 + v.value_type() as u8,
        }
    }
}

impl PartialEq for Value {
    fn eq(&self, other: &Self) -> bool {
        self.cmp(other) == Ordering::Equal
    }
}

impl Eq for Value {}

impl PartialOrd for Value {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Value {
    fn cmp(&self, other: &Self) -> Ordering {
        use Value as V;
        match (self, other) {
            (V::Boolean(a), V::Boolean(b)) => a.cmp(b),
            (V::Long(a), V::Long(b)) => a.cmp(b),
            (V::Double(a), V::Double(b)) => a.cmp(b),
            (V::Float(a), V::Float(b)) => a.cmp(b),
            (V::BigInt(a), V::BigInt(b)) => a.cmp(b),
            // Numeric comparison, independent of scale.
            (V::BigDec(a), V::BigDec(b)) => a.cmp(b),
            (V::Instant(a), V::Instant(b)) => a.cmp(b),
            (V::Uuid(a), V::Uuid(b)) => a.cmp(b),
            // `str` and `[u8]` order is unsigned byte order, like the encoding.
            (V::String(a), V::String(b)) => a.cmp(b),
            (V::Keyword(a), V::Keyword(b)) => a.cmp(b),
            (V::Symbol(a), V::Symbol(b)) => a.cmp(b),
            (V::Bytes(a), V::Bytes(b)) => a.cmp(b),
            (V::Ref(a), V::Ref(b)) => a.cmp(b),
            (V::Tuple(a), V::Tuple(b)) => a.cmp(b),
            (V::Nil, V::Nil) => Ordering::Equal,
            (V::Set(a), V::Set(b)) => a.cmp(b),
            (V::Map(a), V::Map(b)) => a.cmp(b),
            _ => self.rank().cmp(&other.rank()),
        }
    }
}

impl Hash for Value {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.rank().hash(state);
        match self {
            Value::Nil => {}
            Value::Set(items) => items.hash(state),
            Value::Map(entries) => entries.hash(state),
            Value::Boolean(b) => b.hash(state),
            Value::Long(x) | Value::Instant(x) => x.hash(state),
            Value::Double(x) => x.hash(state),
            Value::Float(x) => x.hash(state),
            Value::BigInt(x) => x.hash(state),
            Value::BigDec(x) => {
                // Equal values must hash alike whatever their scale, so hash
                // the canonical form (sign, exponent, digits without
                // trailing zeros, the encoding's too). `BigDecimal`'s own `Hash` pads with zeros
                // for negative scales (a hostile `1E+999999999` becomes a
                // huge allocation), and `normalized()` overflows for scales
                // near `i64::MIN`.
                let c = crate::decimal::canonical(x);
                c.sign.hash(state);
                c.exponent.hash(state);
                c.digits.hash(state);
            }
            Value::Uuid(x) => x.hash(state),
            Value::String(s) => s.hash(state),
            Value::Keyword(k) => k.hash(state),
            Value::Symbol(s) => s.hash(state),
            Value::Bytes(b) => b.hash(state),
            Value::Ref(e) => e.hash(state),
            Value::Tuple(t) => t.hash(state),
        }
    }
}

impl From<bool> for Value {
    fn from(b: bool) -> Self {
        Value::Boolean(b)
    }
}
impl From<i64> for Value {
    fn from(x: i64) -> Self {
        Value::Long(x)
    }
}
impl From<Double> for Value {
    fn from(x: Double) -> Self {
        Value::Double(x)
    }
}
impl From<Float> for Value {
    fn from(x: Float) -> Self {
        Value::Float(x)
    }
}
impl From<BigInt> for Value {
    fn from(x: BigInt) -> Self {
        Value::BigInt(x)
    }
}
impl From<BigDecimal> for Value {
    fn from(x: BigDecimal) -> Self {
        Value::BigDec(x)
    }
}
impl From<Uuid> for Value {
    fn from(x: Uuid) -> Self {
        Value::Uuid(x)
    }
}
impl From<&str> for Value {
    fn from(s: &str) -> Self {
        Value::String(s.into())
    }
}
impl From<String> for Value {
    fn from(s: String) -> Self {
        Value::String(s.into())
    }
}
impl From<Keyword> for Value {
    fn from(k: Keyword) -> Self {
        Value::Keyword(k)
    }
}
impl From<Symbol> for Value {
    fn from(s: Symbol) -> Self {
        Value::Symbol(s)
    }
}
macro_rules! from_integer {
    ($($t:ty),*) => {$(
        impl From<$t> for Value {
            fn from(x: $t) -> Self {
                Value::Long(i64::from(x))
            }
        }
    )*};
}
from_integer!(i8, i16, i32, u8, u16, u32);

macro_rules! from_wide_integer {
    ($($t:ty),*) => {$(
        /// A long when it fits, else a bigint.
        impl From<$t> for Value {
            fn from(x: $t) -> Self {
                match i64::try_from(x) {
                    Ok(n) => Value::Long(n),
                    Err(_) => Value::BigInt(BigInt::from(x)),
                }
            }
        }
    )*};
}
from_wide_integer!(u64, usize, isize);

impl From<uuid::Uuid> for Value {
    fn from(u: uuid::Uuid) -> Self {
        Value::Uuid(u.into())
    }
}
/// An instant, at millisecond precision (earlier times round down).
impl From<std::time::SystemTime> for Value {
    fn from(t: std::time::SystemTime) -> Self {
        Value::Instant(quiver_query::edn::system_time_millis(t))
    }
}
/// An instant, at millisecond precision.
#[cfg(feature = "chrono")]
impl<Tz: chrono::TimeZone> From<chrono::DateTime<Tz>> for Value {
    fn from(t: chrono::DateTime<Tz>) -> Self {
        Value::Instant(t.timestamp_millis())
    }
}
/// An instant, at millisecond precision (rounded down).
#[cfg(feature = "time")]
impl From<time::OffsetDateTime> for Value {
    fn from(t: time::OffsetDateTime) -> Self {
        let ms = t.unix_timestamp_nanos().div_euclid(1_000_000);
        Value::Instant(i64::try_from(ms).unwrap_or(if ms < 0 { i64::MIN } else { i64::MAX }))
    }
}
impl From<EntityId> for Value {
    fn from(e: EntityId) -> Self {
        Value::Ref(e)
    }
}
impl From<Vec<Value>> for Value {
    fn from(t: Vec<Value>) -> Self {
        Value::Tuple(t)
    }
}

/// Prints the value as EDN: `42`, `1.5`, `7N`, `1.5M`, `"text"`, `:ns/kw`,
/// `sym`, `#inst "2020-01-01T00:00:00.000-00:00"`, `#uuid "…"`, a ref as its
/// entity id, a tuple as `[…]`, bytes as `#bytes "hex"` (not standard EDN).
impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Boolean(b) => write!(f, "{b}"),
            Value::Long(x) => write!(f, "{x}"),
            Value::Double(x) => write_float(f, x.get()),
            Value::Float(x) => write_float(f, f64::from(x.get())),
            Value::BigInt(x) => write!(f, "{x}N"),
            Value::BigDec(x) => write!(f, "{x}M"),
            Value::Instant(ms) => write_instant(f, *ms),
            Value::Uuid(u) => write!(f, "#uuid \"{u}\""),
            Value::String(s) => write_string(f, s),
            Value::Keyword(k) => write!(f, "{k}"),
            Value::Symbol(s) => write!(f, "{s}"),
            Value::Bytes(b) => {
                f.write_str("#bytes \"")?;
                for byte in b.iter() {
                    write!(f, "{byte:02x}")?;
                }
                f.write_str("\"")
            }
            Value::Ref(e) => write!(f, "{e}"),
            Value::Nil => f.write_str("nil"),
            Value::Set(items) => {
                f.write_str("#{")?;
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        f.write_str(" ")?;
                    }
                    write!(f, "{item}")?;
                }
                f.write_str("}")
            }
            Value::Map(entries) => {
                f.write_str("{")?;
                for (i, (k, v)) in entries.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{k} {v}")?;
                }
                f.write_str("}")
            }
            Value::Tuple(items) => {
                f.write_str("[")?;
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        f.write_str(" ")?;
                    }
                    write!(f, "{item}")?;
                }
                f.write_str("]")
            }
        }
    }
}

fn write_float(f: &mut fmt::Formatter<'_>, x: f64) -> fmt::Result {
    if x.is_infinite() {
        f.write_str(if x > 0.0 { "##Inf" } else { "##-Inf" })
    } else {
        // `Debug` always prints a decimal point or exponent (`1.0`, `1e300`),
        // which EDN needs to read the number back as a float.
        write!(f, "{x:?}")
    }
}

fn write_string(f: &mut fmt::Formatter<'_>, s: &str) -> fmt::Result {
    f.write_str("\"")?;
    for c in s.chars() {
        match c {
            '"' => f.write_str("\\\"")?,
            '\\' => f.write_str("\\\\")?,
            '\n' => f.write_str("\\n")?,
            '\r' => f.write_str("\\r")?,
            '\t' => f.write_str("\\t")?,
            c if c.is_control() => write!(f, "\\u{:04x}", u32::from(c))?,
            c => write!(f, "{c}")?,
        }
    }
    f.write_str("\"")
}

/// Writes `#inst "YYYY-MM-DDTHH:MM:SS.mmm-00:00"` (UTC), as the EDN printer
/// does (one printer for instants, in `quiver_query`).
fn write_instant(f: &mut fmt::Formatter<'_>, ms: i64) -> fmt::Result {
    write!(f, "#inst \"{}\"", quiver_query::edn::format_inst(ms))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranks_follow_the_encoding_tags() {
        use crate::encoding::{RESERVED_MAP, RESERVED_NIL, RESERVED_SET, type_tag};
        let mut kinds: Vec<(u8, u8)> = vec![
            (Value::Nil.rank(), RESERVED_NIL),
            (Value::Set(Default::default()).rank(), RESERVED_SET),
            (Value::Map(Default::default()).rank(), RESERVED_MAP),
        ];
        for t in ValueType::ALL {
            let v = match t {
                ValueType::Boolean => Value::Boolean(true),
                ValueType::Long => Value::Long(1),
                ValueType::Double => Value::double(1.0).unwrap(),
                ValueType::Float => Value::float(1.0).unwrap(),
                ValueType::BigInt => Value::BigInt(1.into()),
                ValueType::BigDec => Value::BigDec(1.into()),
                ValueType::Instant => Value::Instant(1),
                ValueType::Uuid => Value::Uuid(Uuid(1)),
                ValueType::String => Value::string("a"),
                ValueType::Keyword => Value::Keyword(Keyword::parse(":a")),
                ValueType::Symbol => Value::Symbol(Symbol::parse("a")),
                ValueType::Bytes => Value::bytes(vec![1]),
                ValueType::Ref => Value::Ref(EntityId(1)),
                ValueType::Tuple => Value::Tuple(Default::default()),
            };
            assert_eq!(v.value_type(), t);
            kinds.push((v.rank(), type_tag(t)));
        }
        kinds.sort();
        for w in kinds.windows(2) {
            assert!(w[0].0 < w[1].0, "two kinds share rank {}", w[0].0);
            assert!(w[0].1 < w[1].1, "rank order {kinds:?} is not tag order");
        }
    }

    #[test]
    fn value_type_names_round_trip() {
        for t in ValueType::ALL {
            assert_eq!(t.to_string().parse::<ValueType>().unwrap(), t);
            assert_eq!(
                format!("db.type/{}", t.name())
                    .parse::<ValueType>()
                    .unwrap(),
                t
            );
            assert_eq!(ValueType::from_keyword(&t.keyword()).unwrap(), t);
        }
        assert!(":db.type/nope".parse::<ValueType>().is_err());
        assert!(":db.typo/long".parse::<ValueType>().is_err());
        assert!("long".parse::<ValueType>().is_err());
    }

    #[test]
    fn all_is_sorted() {
        assert!(ValueType::ALL.windows(2).all(|w| w[0] < w[1]));
    }

    #[test]
    fn floats_reject_nan_and_normalise_zero() {
        assert_eq!(
            Value::double(f64::NAN),
            Err(Error::NanNotStorable {
                type_name: "double"
            })
        );
        assert!(Value::float(f32::NAN).is_err());
        assert_eq!(Double::new(-0.0).unwrap().get().to_bits(), 0);
        assert_eq!(Float::new(-0.0).unwrap().get().to_bits(), 0);
        assert!(Double::new(f64::NEG_INFINITY).unwrap() < Double::new(-1e308).unwrap());
    }

    #[test]
    fn bigdec_equality_ignores_scale() {
        let a = Value::BigDec("1.0".parse().unwrap());
        let b = Value::BigDec("1.00".parse().unwrap());
        assert_eq!(a, b);
        use std::hash::BuildHasher;
        let state = std::collections::hash_map::RandomState::new();
        assert_eq!(state.hash_one(&a), state.hash_one(&b));
    }

    #[test]
    fn keyword_parsing() {
        let k = Keyword::parse(":a/b/c");
        assert_eq!((k.namespace(), k.name()), (Some("a"), "b/c"));
        let k = Keyword::parse("plain");
        assert_eq!((k.namespace(), k.name()), (None, "plain"));
        assert_eq!(Symbol::parse("/").namespace(), None);
    }

    #[test]
    fn uuid_text() {
        assert!(
            "6ba7b810-9dad-11d1-80b4-00c04fd430c"
                .parse::<Uuid>()
                .is_err()
        );
        assert!(
            "6ba7b810+9dad-11d1-80b4-00c04fd430c8"
                .parse::<Uuid>()
                .is_err()
        );
        let u: Uuid = "FFFFFFFF-0000-0000-0000-000000000001".parse().unwrap();
        assert_eq!(u.0, (0xffff_ffffu128 << 96) | 1);
        assert_eq!(Uuid::from_bytes(u.to_bytes()), u);
    }

    #[test]
    fn display_is_edn() {
        let shown = |v: Value| v.to_string();
        assert_eq!(shown(Value::Long(-3)), "-3");
        assert_eq!(shown(Value::double(1.0).unwrap()), "1.0");
        assert_eq!(shown(Value::double(f64::INFINITY).unwrap()), "##Inf");
        assert_eq!(shown(Value::BigInt(7.into())), "7N");
        assert_eq!(shown(Value::string("a\"b\n")), r#""a\"b\n""#);
        assert_eq!(shown(Value::keyword(":a/b")), ":a/b");
        assert_eq!(
            shown(Value::Instant(0)),
            r#"#inst "1970-01-01T00:00:00.000-00:00""#
        );
        assert_eq!(
            shown(Value::Instant(-1)),
            r#"#inst "1969-12-31T23:59:59.999-00:00""#
        );
        assert_eq!(
            shown(Value::Instant(951_782_400_123)),
            r#"#inst "2000-02-29T00:00:00.123-00:00""#
        );
        assert_eq!(
            shown(Value::Tuple(vec![Value::Long(1), Value::Boolean(true)])),
            "[1 true]"
        );
        assert_eq!(shown(Value::bytes(vec![0u8, 255])), r##"#bytes "00ff""##);
    }
}
