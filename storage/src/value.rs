//! The value model: what a datom's `v` can be.
//!
//! [`Stored`] covers every `:db.type/*` ([`ValueType`]). `nil` is not a value:
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

/// Keywords, symbols and UUIDs are the query language's own (one type
/// each from the reader to the store).
pub use quiver_query::edn::{Keyword, Symbol, Uuid};

/// The storable types, mirroring Datomic's `:db.type/*` keywords.
///
/// The declaration order is the cross-type order of values and of their
/// encodings.
///
/// ```
/// use quiver_store::ValueType;
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
/// use quiver_store::Double;
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

/// A storable value: the `v` of a datom.
///
/// Build doubles and floats through [`Stored::double`] / [`Stored::float`] (or
/// [`Double::new`]), which reject NaN.
///
/// ```
/// use quiver_store::{Stored, ValueType};
/// let v = Stored::double(-0.0).unwrap();
/// assert_eq!(v, Stored::double(0.0).unwrap());
/// assert!(Stored::Long(-5) < Stored::Long(3));
/// assert!(Stored::Long(i64::MAX) < Stored::string("a"), "types order by tag");
/// assert_eq!(Stored::keyword(":a/b").value_type(), ValueType::Keyword);
/// ```
#[derive(Debug, Clone)]
pub enum Stored {
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
    Tuple(Vec<Stored>),
    /// A set on an untyped attribute, elements in order without duplicates
    /// (stored and matched by equality, as Datalevin does; D-327).
    Set(Vec<Stored>),
    /// A map on an untyped attribute, entries in key order, keys distinct.
    Map(Vec<(Stored, Stored)>),
    /// `nil`, only as an element of a tuple: the missing component of a
    /// composite tuple (`[7 nil]`, D-609). Never a datom's value by itself;
    /// it sorts before every other value.
    Nil,
}

impl Stored {
    /// Clojure's `=` between two stored values, as Datalevin's
    /// transactions compare an attribute's current value: as `==`, but two
    /// decimals by their numbers alone (`1.5M` and `1.50M` are two stored
    /// values, one number; D-936).
    pub fn clj_eq(&self, other: &Stored) -> bool {
        match (self, other) {
            (Stored::BigDec(a), Stored::BigDec(b)) => a == b,
            _ => self == other,
        }
    }

    /// A double, rejecting NaN and normalising `-0.0` to `0.0`.
    pub fn double(x: f64) -> Result<Self> {
        Double::new(x).map(Stored::Double)
    }

    /// A float, rejecting NaN and normalising `-0.0` to `0.0`.
    pub fn float(x: f32) -> Result<Self> {
        Float::new(x).map(Stored::Float)
    }

    /// A string value.
    pub fn string(s: impl Into<Arc<str>>) -> Self {
        Stored::String(s.into())
    }

    /// A keyword value parsed with [`Keyword::parse`].
    pub fn keyword(text: &str) -> Self {
        Stored::Keyword(Keyword::parse(text))
    }

    /// A bytes value.
    pub fn bytes(b: impl Into<Arc<[u8]>>) -> Self {
        Stored::Bytes(b.into())
    }

    /// The value's type. [`Stored::Nil`], which only occurs inside tuples
    /// and has no `:db.type`, reports [`ValueType::Tuple`], the type of the
    /// values it can be part of; test for it with [`Stored::is_nil`].
    pub fn value_type(&self) -> ValueType {
        match self {
            Stored::Nil | Stored::Set(_) | Stored::Map(_) => ValueType::Tuple,
            Stored::Boolean(_) => ValueType::Boolean,
            Stored::Long(_) => ValueType::Long,
            Stored::Double(_) => ValueType::Double,
            Stored::Float(_) => ValueType::Float,
            Stored::BigInt(_) => ValueType::BigInt,
            Stored::BigDec(_) => ValueType::BigDec,
            Stored::Instant(_) => ValueType::Instant,
            Stored::Uuid(_) => ValueType::Uuid,
            Stored::String(_) => ValueType::String,
            Stored::Keyword(_) => ValueType::Keyword,
            Stored::Symbol(_) => ValueType::Symbol,
            Stored::Bytes(_) => ValueType::Bytes,
            Stored::Ref(_) => ValueType::Ref,
            Stored::Tuple(_) => ValueType::Tuple,
        }
    }

    /// Whether this is [`Stored::Nil`] (a missing composite tuple component).
    pub fn is_nil(&self) -> bool {
        matches!(self, Stored::Nil)
    }

    /// The order of kinds of value: `nil` first, then the types in
    /// [`ValueType::ALL`] (declaration) order, then sets, then maps — the
    /// order of the encoding's tags, which depends on this module and not
    /// the other way round (`tests::ranks_follow_the_encoding_tags`).
    fn rank(&self) -> u8 {
        const TYPES: u8 = ValueType::ALL.len() as u8;
        match self {
            Stored::Nil => 0,
            Stored::Set(_) => TYPES + 1,
            Stored::Map(_) => TYPES + 2,
            v => 1 + v.value_type() as u8,
        }
    }
}

impl PartialEq for Stored {
    fn eq(&self, other: &Self) -> bool {
        self.cmp(other) == Ordering::Equal
    }
}

impl Eq for Stored {}

impl PartialOrd for Stored {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Stored {
    fn cmp(&self, other: &Self) -> Ordering {
        use Stored as V;
        match (self, other) {
            (V::Boolean(a), V::Boolean(b)) => a.cmp(b),
            (V::Long(a), V::Long(b)) => a.cmp(b),
            (V::Double(a), V::Double(b)) => a.cmp(b),
            (V::Float(a), V::Float(b)) => a.cmp(b),
            (V::BigInt(a), V::BigInt(b)) => a.cmp(b),
            // Numerically, then by scale: `1.5M` < `1.50M` < `1.6M`, as
            // the encoding orders them (D-936).
            (V::BigDec(a), V::BigDec(b)) => a
                .cmp(b)
                .then_with(|| a.fractional_digit_count().cmp(&b.fractional_digit_count())),
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

impl Hash for Stored {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.rank().hash(state);
        match self {
            Stored::Nil => {}
            Stored::Set(items) => items.hash(state),
            Stored::Map(entries) => entries.hash(state),
            Stored::Boolean(b) => b.hash(state),
            Stored::Long(x) | Stored::Instant(x) => x.hash(state),
            Stored::Double(x) => x.hash(state),
            Stored::Float(x) => x.hash(state),
            Stored::BigInt(x) => x.hash(state),
            Stored::BigDec(x) => {
                // The canonical form (sign, exponent, digits without
                // trailing zeros, the encoding's too) and the scale.
                // `BigDecimal`'s own `Hash` pads with zeros for negative
                // scales (a hostile `1E+999999999` becomes a huge
                // allocation), and `normalized()` overflows for scales near
                // `i64::MIN`.
                let c = crate::decimal::canonical(x);
                c.sign.hash(state);
                c.exponent.hash(state);
                c.digits.hash(state);
                x.fractional_digit_count().hash(state);
            }
            Stored::Uuid(x) => x.hash(state),
            Stored::String(s) => s.hash(state),
            Stored::Keyword(k) => k.hash(state),
            Stored::Symbol(s) => s.hash(state),
            Stored::Bytes(b) => b.hash(state),
            Stored::Ref(e) => e.hash(state),
            Stored::Tuple(t) => t.hash(state),
        }
    }
}

impl From<bool> for Stored {
    fn from(b: bool) -> Self {
        Stored::Boolean(b)
    }
}
impl From<i64> for Stored {
    fn from(x: i64) -> Self {
        Stored::Long(x)
    }
}
impl From<Double> for Stored {
    fn from(x: Double) -> Self {
        Stored::Double(x)
    }
}
impl From<Float> for Stored {
    fn from(x: Float) -> Self {
        Stored::Float(x)
    }
}
impl From<BigInt> for Stored {
    fn from(x: BigInt) -> Self {
        Stored::BigInt(x)
    }
}
impl From<BigDecimal> for Stored {
    fn from(x: BigDecimal) -> Self {
        Stored::BigDec(x)
    }
}
impl From<Uuid> for Stored {
    fn from(x: Uuid) -> Self {
        Stored::Uuid(x)
    }
}
impl From<&str> for Stored {
    fn from(s: &str) -> Self {
        Stored::String(s.into())
    }
}
impl From<String> for Stored {
    fn from(s: String) -> Self {
        Stored::String(s.into())
    }
}
impl From<Keyword> for Stored {
    fn from(k: Keyword) -> Self {
        Stored::Keyword(k)
    }
}
impl From<Symbol> for Stored {
    fn from(s: Symbol) -> Self {
        Stored::Symbol(s)
    }
}
macro_rules! from_integer {
    ($($t:ty),*) => {$(
        impl From<$t> for Stored {
            fn from(x: $t) -> Self {
                Stored::Long(i64::from(x))
            }
        }
    )*};
}
from_integer!(i8, i16, i32, u8, u16, u32);

macro_rules! from_wide_integer {
    ($($t:ty),*) => {$(
        /// A long when it fits, else a bigint.
        impl From<$t> for Stored {
            fn from(x: $t) -> Self {
                match i64::try_from(x) {
                    Ok(n) => Stored::Long(n),
                    Err(_) => Stored::BigInt(BigInt::from(x)),
                }
            }
        }
    )*};
}
from_wide_integer!(u64, usize, isize);

impl From<uuid::Uuid> for Stored {
    fn from(u: uuid::Uuid) -> Self {
        Stored::Uuid(u.into())
    }
}
/// An instant, at millisecond precision (earlier times round down).
impl From<std::time::SystemTime> for Stored {
    fn from(t: std::time::SystemTime) -> Self {
        Stored::Instant(quiver_query::edn::system_time_millis(t))
    }
}
/// An instant, at millisecond precision.
#[cfg(feature = "chrono")]
impl<Tz: chrono::TimeZone> From<chrono::DateTime<Tz>> for Stored {
    fn from(t: chrono::DateTime<Tz>) -> Self {
        Stored::Instant(t.timestamp_millis())
    }
}
/// An instant, at millisecond precision (rounded down).
#[cfg(feature = "time")]
impl From<time::OffsetDateTime> for Stored {
    fn from(t: time::OffsetDateTime) -> Self {
        let ms = t.unix_timestamp_nanos().div_euclid(1_000_000);
        Stored::Instant(i64::try_from(ms).unwrap_or(if ms < 0 { i64::MIN } else { i64::MAX }))
    }
}
impl From<EntityId> for Stored {
    fn from(e: EntityId) -> Self {
        Stored::Ref(e)
    }
}
impl From<Vec<Stored>> for Stored {
    fn from(t: Vec<Stored>) -> Self {
        Stored::Tuple(t)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranks_follow_the_encoding_tags() {
        use crate::encoding::{RESERVED_MAP, RESERVED_NIL, RESERVED_SET, type_tag};
        let mut kinds: Vec<(u8, u8)> = vec![
            (Stored::Nil.rank(), RESERVED_NIL),
            (Stored::Set(Default::default()).rank(), RESERVED_SET),
            (Stored::Map(Default::default()).rank(), RESERVED_MAP),
        ];
        for t in ValueType::ALL {
            let v = match t {
                ValueType::Boolean => Stored::Boolean(true),
                ValueType::Long => Stored::Long(1),
                ValueType::Double => Stored::double(1.0).unwrap(),
                ValueType::Float => Stored::float(1.0).unwrap(),
                ValueType::BigInt => Stored::BigInt(1.into()),
                ValueType::BigDec => Stored::BigDec(1.into()),
                ValueType::Instant => Stored::Instant(1),
                ValueType::Uuid => Stored::Uuid(Uuid::from_u128(1)),
                ValueType::String => Stored::string("a"),
                ValueType::Keyword => Stored::Keyword(Keyword::parse(":a")),
                ValueType::Symbol => Stored::Symbol(Symbol::parse("a")),
                ValueType::Bytes => Stored::bytes(vec![1]),
                ValueType::Ref => Stored::Ref(EntityId(1)),
                ValueType::Tuple => Stored::Tuple(Default::default()),
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
            Stored::double(f64::NAN),
            Err(Error::NanNotStorable {
                type_name: "double"
            })
        );
        assert!(Stored::float(f32::NAN).is_err());
        assert_eq!(Double::new(-0.0).unwrap().get().to_bits(), 0);
        assert_eq!(Float::new(-0.0).unwrap().get().to_bits(), 0);
        assert!(Double::new(f64::NEG_INFINITY).unwrap() < Double::new(-1e308).unwrap());
    }

    #[test]
    fn bigdec_equality_keeps_the_scale_and_order_is_numeric_first() {
        let d = |s: &str| Stored::BigDec(s.parse().unwrap());
        assert_ne!(d("1.0"), d("1.00"));
        assert_eq!(d("1.00"), d("100e-2"));
        assert!(d("1.0") < d("1.00") && d("1.00") < d("1.01") && d("2") < d("2.0"));
        assert!(d("-1.0") < d("-1.00") && d("-1.00") < d("-0.5"));
        use std::hash::BuildHasher;
        let state = std::collections::hash_map::RandomState::new();
        assert_eq!(state.hash_one(d("1.00")), state.hash_one(d("100e-2")));
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
        assert_eq!(u.as_u128(), (0xffff_ffffu128 << 96) | 1);
        assert_eq!(Uuid::from_bytes(u.to_bytes()), u);
    }

    #[test]
    fn display_is_edn() {
        let shown = |v: Stored| v.to_string();
        assert_eq!(shown(Stored::Long(-3)), "-3");
        assert_eq!(shown(Stored::double(1.0).unwrap()), "1.0");
        assert_eq!(shown(Stored::double(f64::INFINITY).unwrap()), "##Inf");
        assert_eq!(shown(Stored::BigInt(7.into())), "7N");
        assert_eq!(shown(Stored::string("a\"b\n")), r#""a\"b\n""#);
        assert_eq!(shown(Stored::keyword(":a/b")), ":a/b");
        assert_eq!(
            shown(Stored::Instant(0)),
            r#"#inst "1970-01-01T00:00:00.000-00:00""#
        );
        assert_eq!(
            shown(Stored::Instant(-1)),
            r#"#inst "1969-12-31T23:59:59.999-00:00""#
        );
        assert_eq!(
            shown(Stored::Instant(951_782_400_123)),
            r#"#inst "2000-02-29T00:00:00.123-00:00""#
        );
        assert_eq!(
            shown(Stored::Tuple(vec![Stored::Long(1), Stored::Boolean(true)])),
            "[1 true]"
        );
        assert_eq!(shown(Stored::bytes(vec![0u8, 255])), r##"#bytes "AP8=""##);
    }
}
