//! Rust values into EDN values (`Into<Value>`, so `.input(18)`,
//! `.input("Ann")`, `.input(SystemTime::now())` compile) and instants back
//! out as time types. `chrono` and `time` types behind the features of the
//! same names.

use super::{Uuid, Value};
use std::sync::Arc;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

macro_rules! from_integer {
    ($($t:ty),*) => {$(
        impl From<$t> for Value {
            fn from(v: $t) -> Self {
                Value::Long(i64::from(v))
            }
        }
    )*};
}
from_integer!(i8, i16, i32, u8, u16, u32);

macro_rules! from_wide_integer {
    ($($t:ty),*) => {$(
        /// A long when it fits, else a bigint (`18446744073709551615N`).
        impl From<$t> for Value {
            fn from(v: $t) -> Self {
                match i64::try_from(v) {
                    Ok(n) => Value::Long(n),
                    Err(_) => Value::BigInt(Arc::new(num_bigint::BigInt::from(v))),
                }
            }
        }
    )*};
}
from_wide_integer!(u64, usize, isize, i128, u128);

impl From<f32> for Value {
    fn from(v: f32) -> Self {
        Value::Double(f64::from(v))
    }
}
impl From<String> for Value {
    fn from(v: String) -> Self {
        Value::String(v.into())
    }
}
impl From<&String> for Value {
    fn from(v: &String) -> Self {
        Value::string(v)
    }
}
impl From<char> for Value {
    fn from(v: char) -> Self {
        Value::Char(v)
    }
}
impl From<Uuid> for Value {
    fn from(v: Uuid) -> Self {
        Value::Uuid(v)
    }
}
impl From<uuid::Uuid> for Value {
    fn from(v: uuid::Uuid) -> Self {
        Value::Uuid(Uuid(*v.as_bytes()))
    }
}
impl From<Uuid> for uuid::Uuid {
    fn from(v: Uuid) -> Self {
        uuid::Uuid::from_bytes(v.0)
    }
}
/// An instant (`#inst`), at millisecond precision (earlier times round
/// down).
impl From<SystemTime> for Value {
    fn from(v: SystemTime) -> Self {
        Value::Inst(system_time_millis(v))
    }
}
impl<T: Into<Value>> From<Option<T>> for Value {
    fn from(v: Option<T>) -> Self {
        v.map_or(Value::Nil, Into::into)
    }
}
impl<T: Into<Value>> From<Vec<T>> for Value {
    fn from(v: Vec<T>) -> Self {
        Value::vector(v.into_iter().map(Into::into))
    }
}

/// Milliseconds since the Unix epoch, rounded down, saturating at the
/// range of `i64`.
pub fn system_time_millis(t: SystemTime) -> i64 {
    match t.duration_since(UNIX_EPOCH) {
        Ok(d) => i64::try_from(d.as_millis()).unwrap_or(i64::MAX),
        Err(e) => {
            let d = e.duration();
            // Round toward minus infinity: 1.5 ms before the epoch is -2.
            let ms = d.as_millis() + u128::from(d.subsec_nanos() % 1_000_000 != 0);
            i64::try_from(ms).map_or(i64::MIN, |ms| -ms)
        }
    }
}

/// The `SystemTime` of an instant given in milliseconds since the epoch.
pub fn millis_system_time(ms: i64) -> SystemTime {
    let d = Duration::from_millis(ms.unsigned_abs());
    if ms >= 0 {
        UNIX_EPOCH + d
    } else {
        UNIX_EPOCH - d
    }
}

impl Value {
    /// An instant as a `SystemTime` (`None` for other values).
    ///
    /// ```
    /// use quiver_query::edn::{Value, read_value};
    /// let v = read_value(r#"#inst "1970-01-01T00:00:01.500-00:00""#).unwrap();
    /// let t = v.as_system_time().unwrap();
    /// assert_eq!(t.duration_since(std::time::UNIX_EPOCH).unwrap().as_millis(), 1500);
    /// assert_eq!(Value::from(t), v);
    /// ```
    pub fn as_system_time(&self) -> Option<SystemTime> {
        match self {
            Value::Inst(ms) => Some(millis_system_time(*ms)),
            _ => None,
        }
    }

    /// A `#uuid` as a `uuid::Uuid` (`None` for other values).
    pub fn as_uuid(&self) -> Option<uuid::Uuid> {
        match self {
            Value::Uuid(u) => Some((*u).into()),
            _ => None,
        }
    }
}

#[cfg(feature = "chrono")]
mod chrono_types {
    use super::Value;
    use chrono::{DateTime, TimeZone, Utc};

    /// An instant (`#inst`), at millisecond precision.
    impl<Tz: TimeZone> From<DateTime<Tz>> for Value {
        fn from(v: DateTime<Tz>) -> Self {
            Value::Inst(v.timestamp_millis())
        }
    }

    impl Value {
        /// An instant as a `chrono::DateTime<Utc>` (`None` for other values).
        pub fn as_chrono(&self) -> Option<DateTime<Utc>> {
            match self {
                Value::Inst(ms) => DateTime::from_timestamp_millis(*ms),
                _ => None,
            }
        }
    }
}

#[cfg(feature = "time")]
mod time_types {
    use super::Value;
    use time::OffsetDateTime;

    /// An instant (`#inst`), at millisecond precision (rounded down).
    impl From<OffsetDateTime> for Value {
        fn from(v: OffsetDateTime) -> Self {
            let ms = v.unix_timestamp_nanos().div_euclid(1_000_000);
            Value::Inst(i64::try_from(ms).unwrap_or(if ms < 0 { i64::MIN } else { i64::MAX }))
        }
    }

    impl Value {
        /// An instant as a `time::OffsetDateTime` in UTC (`None` for other
        /// values, or outside `time`'s range).
        pub fn as_offset_date_time(&self) -> Option<OffsetDateTime> {
            match self {
                Value::Inst(ms) => {
                    OffsetDateTime::from_unix_timestamp_nanos(i128::from(*ms) * 1_000_000).ok()
                }
                _ => None,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integers_strings_and_options() {
        assert_eq!(Value::from(18), Value::Long(18));
        assert_eq!(Value::from(18u8), Value::Long(18));
        assert_eq!(Value::from(u64::MAX).to_string(), "18446744073709551615N");
        assert_eq!(Value::from(String::from("Ann")), Value::string("Ann"));
        assert_eq!(Value::from(None::<i64>), Value::Nil);
        assert_eq!(Value::from(vec![1, 2]).to_string(), "[1 2]");
    }

    #[test]
    fn instants_round_down_and_come_back() {
        let before = UNIX_EPOCH - Duration::from_micros(1500);
        assert_eq!(Value::from(before), Value::Inst(-2));
        let after = UNIX_EPOCH + Duration::from_micros(1500);
        assert_eq!(Value::from(after), Value::Inst(1));
        assert_eq!(
            Value::Inst(-2).as_system_time(),
            Some(UNIX_EPOCH - Duration::from_millis(2))
        );
        assert_eq!(Value::Long(1).as_system_time(), None);
    }

    #[test]
    fn uuids_cross_both_ways() {
        let u = uuid::Uuid::parse_str("6ba7b810-9dad-11d1-80b4-00c04fd430c8").unwrap();
        let v = Value::from(u);
        assert_eq!(
            v.to_string(),
            r#"#uuid "6ba7b810-9dad-11d1-80b4-00c04fd430c8""#
        );
        assert_eq!(v.as_uuid(), Some(u));
    }

    #[cfg(feature = "chrono")]
    #[test]
    fn chrono_instants() {
        let t = chrono::DateTime::parse_from_rfc3339("2024-05-03T12:00:00.250+02:00").unwrap();
        let v = Value::from(t);
        assert_eq!(
            v.as_chrono().unwrap().to_rfc3339(),
            "2024-05-03T10:00:00.250+00:00"
        );
    }

    #[cfg(feature = "time")]
    #[test]
    fn time_instants() {
        let t = time::OffsetDateTime::from_unix_timestamp(1_714_730_400).unwrap();
        let v = Value::from(t);
        assert_eq!(v, Value::Inst(1_714_730_400_000));
        assert_eq!(v.as_offset_date_time(), Some(t));
    }
}
