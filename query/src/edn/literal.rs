//! Text forms of the built-in tagged literals: `#inst` (RFC 3339 instants),
//! `#uuid` and `#bytes` (base64).

/// Days since 1970-01-01 of a proleptic Gregorian date.
fn gregorian_days(y: i64, m: i64, d: i64) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (m + 9) % 12;
    let doy = (153 * mp + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// The proleptic Gregorian (year, month, day) of a day count since
/// 1970-01-01.
fn gregorian_date(z: i64) -> (i64, i64, i64) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let y = yoe + era * 400;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    (if m <= 2 { y + 1 } else { y }, m, d)
}

/// The Julian day number of 1970-01-01.
const EPOCH_JDN: i64 = 2_440_588;

/// Days since 1970-01-01 of a Julian-calendar date.
fn julian_days(y: i64, m: i64, d: i64) -> i64 {
    let a = (14 - m) / 12;
    let y = y + 4800 - a;
    let m = m + 12 * a - 3;
    d + (153 * m + 2) / 5 + 365 * y + y.div_euclid(4) - 32_083 - EPOCH_JDN
}

/// The Julian-calendar (year, month, day) of a day count since 1970-01-01.
fn julian_date(z: i64) -> (i64, i64, i64) {
    let c = z + EPOCH_JDN + 32_082;
    let d = (4 * c + 3).div_euclid(1461);
    let e = c - (1461 * d).div_euclid(4);
    let m = (5 * e + 2) / 153;
    let day = e - (153 * m + 2) / 5 + 1;
    let month = m + 3 - 12 * (m / 10);
    (d - 4800 + m / 10, month, day)
}

/// 1582-10-15, the first Gregorian day of `java.util.Date`'s calendar
/// (the day after Julian 1582-10-04).
const CUTOVER: i64 = -141_427;

/// Days since 1970-01-01 of a date in `java.util.Date`'s calendar, which
/// Clojure's `#inst` reader and printer use (D-916): Gregorian from
/// 1582-10-15, Julian before (a date in the ten skipped days is read as
/// Julian, as Java's lenient calendar reads it: 1582-10-10 is the day
/// printed 1582-10-20).
fn days_from_civil(y: i64, m: i64, d: i64) -> i64 {
    let g = gregorian_days(y, m, d);
    if g >= CUTOVER {
        g
    } else {
        julian_days(y, m, d)
    }
}

/// The (year, month, day) of a day count since 1970-01-01 in
/// `java.util.Date`'s calendar (see [`days_from_civil`]).
fn civil_from_days(z: i64) -> (i64, i64, i64) {
    if z >= CUTOVER {
        gregorian_date(z)
    } else {
        julian_date(z)
    }
}

/// Whether `y` has a February 29 in `java.util.Date`'s calendar: the
/// Julian rule before 1582 (every fourth year), the Gregorian after. A
/// Julian leap day (`1500-02-29`) reads as the day `java.util.Date`
/// prints for it, though Clojure's reader, checking the Gregorian rule,
/// refuses it: every instant Quiver prints reads back (D-916).
fn is_leap(y: i64) -> bool {
    if y < 1582 {
        y.rem_euclid(4) == 0
    } else {
        (y % 4 == 0 && y % 100 != 0) || y % 400 == 0
    }
}

fn days_in_month(y: i64, m: i64) -> i64 {
    match m {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        _ if is_leap(y) => 29,
        _ => 28,
    }
}

struct Cursor<'a> {
    b: &'a [u8],
    i: usize,
}

impl Cursor<'_> {
    fn digits(&mut self, n: usize) -> Option<i64> {
        let s = self.b.get(self.i..self.i + n)?;
        let mut v = 0i64;
        for &c in s {
            if !c.is_ascii_digit() {
                return None;
            }
            v = v * 10 + i64::from(c - b'0');
        }
        self.i += n;
        Some(v)
    }
    fn eat(&mut self, c: u8) -> bool {
        if self.b.get(self.i) == Some(&c) {
            self.i += 1;
            true
        } else {
            false
        }
    }
    fn peek(&self) -> Option<u8> {
        self.b.get(self.i).copied()
    }
}

/// Parses an RFC 3339 instant (as Clojure's `#inst` reader accepts it:
/// `yyyy[-MM[-dd[THH[:mm[:ss[.fff…]]]]]][Z|±HH:mm]`) into epoch milliseconds.
/// Years may carry a sign and more than four digits (`+12345-01-01`).
/// Digits after the milliseconds are truncated.
pub fn parse_inst(text: &str) -> Result<i64, String> {
    let bad = || {
        format!(
            "invalid #inst \"{text}\": expected an RFC 3339 timestamp like 2024-01-31T12:00:00.000Z"
        )
    };
    let mut c = Cursor {
        b: text.as_bytes(),
        i: 0,
    };
    let neg = if c.eat(b'-') {
        true
    } else {
        c.eat(b'+');
        false
    };
    let start = c.i;
    while c.peek().is_some_and(|b| b.is_ascii_digit()) {
        c.i += 1;
    }
    let ylen = c.i - start;
    if !(4..=9).contains(&ylen) {
        return Err(bad());
    }
    c.i = start;
    let mut year = c.digits(ylen).ok_or_else(bad)?;
    if neg {
        year = -year;
    }
    let (mut month, mut day, mut hour, mut min, mut sec, mut millis) = (1, 1, 0, 0, 0, 0);
    if c.eat(b'-') {
        month = c.digits(2).ok_or_else(bad)?;
        if c.eat(b'-') {
            day = c.digits(2).ok_or_else(bad)?;
            if c.eat(b'T') || c.eat(b't') {
                hour = c.digits(2).ok_or_else(bad)?;
                if c.eat(b':') {
                    min = c.digits(2).ok_or_else(bad)?;
                    if c.eat(b':') {
                        sec = c.digits(2).ok_or_else(bad)?;
                        if c.eat(b'.') {
                            let fs = c.i;
                            while c.peek().is_some_and(|b| b.is_ascii_digit()) {
                                c.i += 1;
                            }
                            let frac = &text[fs..c.i];
                            if frac.is_empty() {
                                return Err(bad());
                            }
                            for (k, ch) in frac.bytes().take(3).enumerate() {
                                millis += i64::from(ch - b'0') * [100, 10, 1][k];
                            }
                        }
                    }
                }
            }
        }
    }
    let mut offset_min = 0i64;
    if c.eat(b'Z') || c.eat(b'z') {
    } else if let Some(sign @ (b'+' | b'-')) = c.peek() {
        c.i += 1;
        let h = c.digits(2).ok_or_else(bad)?;
        if !c.eat(b':') {
            return Err(bad());
        }
        let m = c.digits(2).ok_or_else(bad)?;
        if h > 23 || m > 59 {
            return Err(bad());
        }
        offset_min = (h * 60 + m) * if sign == b'-' { -1 } else { 1 };
    }
    if c.i != c.b.len()
        || !(1..=12).contains(&month)
        || day < 1
        || day > days_in_month(year, month)
        || hour > 23
        || min > 59
        || sec > 60
    {
        return Err(bad());
    }
    let days = days_from_civil(year, month, day);
    let secs = days * 86_400 + hour * 3600 + min * 60 + sec - offset_min * 60;
    secs.checked_mul(1000)
        .and_then(|v| v.checked_add(millis))
        .ok_or_else(bad)
}

/// Formats epoch milliseconds as `java.util.Date.toString` does in UTC,
/// which is what Clojure's `str` of an instant gives on a JVM in UTC:
/// `Sat Mar 03 02:00:00 UTC 1962` (Julian before 1582-10-15, as Java's
/// calendar, D-916).
///
/// ```
/// assert_eq!(quiver_query::edn::format_inst_as_date(-247_183_200_000), "Sat Mar 03 02:00:00 UTC 1962");
/// assert_eq!(quiver_query::edn::format_inst_as_date(0), "Thu Jan 01 00:00:00 UTC 1970");
/// ```
pub fn format_inst_as_date(millis: i64) -> String {
    const DAYS: [&str; 7] = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
    let t = CivilTime::of(millis);
    let weekday = DAYS[t.weekday as usize];
    let month = MONTH_NAMES[(t.month - 1).clamp(0, 11) as usize];
    let (d, h, mi, s, y) = (t.day, t.hour, t.minute, t.second, t.year);
    format!("{weekday} {month} {d:02} {h:02}:{mi:02}:{s:02} UTC {y}")
}

/// The English month abbreviations Java's date formats use.
const MONTH_NAMES: [&str; 12] = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
];

/// Formats epoch milliseconds as `java.util.Date.toGMTString` does:
/// `1 May 1990 00:00:00 GMT`.
///
/// ```
/// assert_eq!(quiver_query::edn::format_inst_as_gmt(641_520_000_000), "1 May 1990 00:00:00 GMT");
/// ```
pub fn format_inst_as_gmt(millis: i64) -> String {
    let t = CivilTime::of(millis);
    let month = MONTH_NAMES[(t.month - 1).clamp(0, 11) as usize];
    let (d, h, mi, s, y) = (t.day, t.hour, t.minute, t.second, t.year);
    format!("{d} {month} {y} {h:02}:{mi:02}:{s:02} GMT")
}

/// An instant's calendar fields in UTC (proleptic Gregorian).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CivilTime {
    /// The year (1970, or negative before year 1).
    pub year: i64,
    /// The month, 1 to 12.
    pub month: i64,
    /// The day of the month, 1 to 31.
    pub day: i64,
    /// The hour, 0 to 23.
    pub hour: i64,
    /// The minute, 0 to 59.
    pub minute: i64,
    /// The second, 0 to 59.
    pub second: i64,
    /// The millisecond, 0 to 999.
    pub milli: i64,
    /// The day of the week, 0 (Sunday) to 6 (Saturday), as Java's `getDay`.
    pub weekday: i64,
    /// The day of the year, 1 to 366.
    pub year_day: i64,
}

impl CivilTime {
    /// The fields of epoch milliseconds.
    ///
    /// ```
    /// let t = quiver_query::edn::CivilTime::of(0);
    /// assert_eq!((t.year, t.month, t.day, t.weekday), (1970, 1, 1, 4));
    /// // Julian before 1582-10-15, as java.util.Date: a Monday.
    /// let t = quiver_query::edn::CivilTime::of(-14_817_254_400_000);
    /// assert_eq!((t.year, t.month, t.day, t.weekday), (1500, 6, 8, 1));
    /// ```
    pub fn of(millis: i64) -> CivilTime {
        let days = millis.div_euclid(86_400_000);
        let rem = millis.rem_euclid(86_400_000);
        let (year, month, day) = civil_from_days(days);
        CivilTime {
            year,
            month,
            day,
            hour: rem / 3_600_000,
            minute: rem / 60_000 % 60,
            second: rem / 1000 % 60,
            milli: rem % 1000,
            // 1970-01-01 was a Thursday.
            weekday: (days + 4).rem_euclid(7),
            year_day: days - days_from_civil(year, 1, 1) + 1,
        }
    }
}

/// Formats epoch milliseconds as Clojure prints instants:
/// `2024-01-31T12:00:00.000-00:00`.
pub fn format_inst(millis: i64) -> String {
    let t = CivilTime::of(millis);
    let (y, m, d, h, mi, s, ms) = (t.year, t.month, t.day, t.hour, t.minute, t.second, t.milli);
    let year = if (0..=9999).contains(&y) {
        format!("{y:04}")
    } else if y < 0 {
        format!("-{:04}", -y)
    } else {
        format!("+{y}")
    };
    format!("{year}-{m:02}-{d:02}T{h:02}:{mi:02}:{s:02}.{ms:03}-00:00")
}

/// Standard base64 (`+/`), padded when written, padding optional when read.
const BASE64: base64::engine::GeneralPurpose = base64::engine::GeneralPurpose::new(
    &base64::alphabet::STANDARD,
    base64::engine::GeneralPurposeConfig::new()
        .with_decode_padding_mode(base64::engine::DecodePaddingMode::Indifferent),
);

/// Standard base64 with padding (the `base64` crate).
pub fn encode_base64(bytes: &[u8]) -> String {
    use base64::Engine as _;
    BASE64.encode(bytes)
}

/// Decodes standard base64 (padding optional, no whitespace).
pub fn decode_base64(text: &str) -> Result<Vec<u8>, String> {
    use base64::Engine as _;
    BASE64.decode(text).map_err(|e| match e {
        base64::DecodeError::InvalidByte(_, b) => {
            format!("invalid base64 character {:?}", b as char)
        }
        base64::DecodeError::InvalidLength(_) | base64::DecodeError::InvalidLastSymbol(..) => {
            "invalid base64 length".to_string()
        }
        base64::DecodeError::InvalidPadding => "invalid base64 padding".to_string(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inst_round_trip() {
        for ms in [
            0,
            1,
            -1,
            1_700_000_000_123,
            -62_135_596_800_000,
            253_402_300_799_999,
        ] {
            assert_eq!(
                parse_inst(&format_inst(ms)).unwrap(),
                ms,
                "{}",
                format_inst(ms)
            );
        }
        assert_eq!(parse_inst("1970-01-01T00:00:00Z").unwrap(), 0);
        assert_eq!(parse_inst("1970-01-01T01:00:00+01:00").unwrap(), 0);
        assert_eq!(parse_inst("1970").unwrap(), 0);
        assert_eq!(parse_inst("2000-02-29").unwrap(), 951_782_400_000);
        assert!(parse_inst("2001-02-29").is_err());
        assert!(parse_inst("2001-13-01").is_err());
        assert!(parse_inst("x").is_err());
    }

    proptest::proptest! {
        /// Every instant prints as text that reads back to it, across the
        /// calendar change and years before 1 (D-916).
        #[test]
        fn every_instant_reads_back_as_printed(ms in -62_000_000_000_000_000i64..253_402_300_799_999) {
            proptest::prop_assert_eq!(parse_inst(&format_inst(ms)).ok(), Some(ms), "{}", format_inst(ms));
        }
    }

    #[test]
    fn julian_leap_days_and_the_cutover() {
        assert_eq!(
            format_inst(-14_825_894_400_000),
            "1500-02-29T00:00:00.000-00:00"
        );
        assert_eq!(parse_inst("1500-02-29").unwrap(), -14_825_894_400_000);
        assert_eq!(
            format_inst(-12_219_292_800_001),
            "1582-10-04T23:59:59.999-00:00"
        );
        assert_eq!(
            format_inst(-12_219_292_800_000),
            "1582-10-15T00:00:00.000-00:00"
        );
        assert!(parse_inst("1900-02-29").is_err());
    }

    #[test]
    fn base64_round_trip() {
        for n in 0..10 {
            let bytes: Vec<u8> = (0..n).map(|i| (i * 37 + 5) as u8).collect();
            assert_eq!(decode_base64(&encode_base64(&bytes)).unwrap(), bytes);
        }
        assert_eq!(encode_base64(b"hello"), "aGVsbG8=");
    }
}
