//! `format`'s date/time conversions, `%tY`, `%tF`, `%Tc` …: Java's
//! `Formatter` on a `java.util.Date` (or epoch milliseconds given as a
//! long), in UTC and the English locale, as Datalevin answers on a JVM
//! in UTC. Dates use the proleptic Gregorian calendar (Java's switches
//! to the Julian before 1582-10-15).

use crate::edn::{CivilTime, Value};

/// The suffixes after `%t` that Java knows.
pub(super) const SUFFIXES: &str = "HIklMSLNpzZsQBbhAaCYyjmdeRTrDFc";

const MONTHS: [&str; 12] = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
];

const WEEKDAYS: [&str; 7] = [
    "Sunday",
    "Monday",
    "Tuesday",
    "Wednesday",
    "Thursday",
    "Friday",
    "Saturday",
];

/// The epoch milliseconds a `%t` argument stands for: an instant or a
/// long; `None` for anything else (nil is handled by the caller).
pub(super) fn millis_of(v: &Value) -> Option<i64> {
    match v {
        Value::Inst(ms) | Value::Long(ms) => Some(*ms),
        _ => None,
    }
}

/// The text of `%t<suffix>` for `millis` (before `%T` upper-casing and
/// the width).
pub(super) fn conversion(suffix: char, millis: i64) -> String {
    let t = CivilTime::of(millis);
    let hour12 = if t.hour % 12 == 0 { 12 } else { t.hour % 12 };
    let month = MONTHS[(t.month - 1).clamp(0, 11) as usize];
    let weekday = WEEKDAYS[t.weekday.clamp(0, 6) as usize];
    match suffix {
        'H' => format!("{:02}", t.hour),
        'I' => format!("{hour12:02}"),
        'k' => t.hour.to_string(),
        'l' => hour12.to_string(),
        'M' => format!("{:02}", t.minute),
        'S' => format!("{:02}", t.second),
        'L' => format!("{:03}", t.milli),
        'N' => format!("{:09}", t.milli * 1_000_000),
        'p' => if t.hour < 12 { "am" } else { "pm" }.to_string(),
        'z' => "+0000".to_string(),
        'Z' => "UTC".to_string(),
        // Java divides toward zero.
        's' => (millis / 1000).to_string(),
        'Q' => millis.to_string(),
        'B' => month.to_string(),
        'b' | 'h' => month[..3].to_string(),
        'A' => weekday.to_string(),
        'a' => weekday[..3].to_string(),
        'C' => format!("{:02}", t.year / 100),
        'Y' => format!("{:04}", t.year),
        'y' => format!("{:02}", t.year % 100),
        'j' => format!("{:03}", t.year_day),
        'm' => format!("{:02}", t.month),
        'd' => format!("{:02}", t.day),
        'e' => t.day.to_string(),
        'R' => format!("{:02}:{:02}", t.hour, t.minute),
        'T' => format!("{:02}:{:02}:{:02}", t.hour, t.minute, t.second),
        'r' => format!(
            "{hour12:02}:{:02}:{:02} {}",
            t.minute,
            t.second,
            if t.hour < 12 { "AM" } else { "PM" }
        ),
        'D' => format!("{:02}/{:02}/{:02}", t.month, t.day, t.year % 100),
        'F' => format!("{:04}-{:02}-{:02}", t.year, t.month, t.day),
        _ => format!(
            "{} {} {:02} {:02}:{:02}:{:02} UTC {:04}",
            &weekday[..3],
            &month[..3],
            t.day,
            t.hour,
            t.minute,
            t.second,
            t.year
        ),
    }
}
