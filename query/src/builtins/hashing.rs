//! `hash`: Clojure's `hash` (its `hasheq`), so a query that buckets by
//! `(mod (hash ?id) 16)` answers as in Datalevin (D-958). Murmur3 as
//! `clojure.lang.Murmur3` computes it on Java's 32-bit ints: longs by
//! `hashLong`, strings by `hashInt` of `String.hashCode`, symbols and
//! keywords by their name's UTF-16 units, collections by `hashOrdered` /
//! `hashUnordered`; other values by their Java class's `hashCode`
//! (`Double`, `BigDecimal` without trailing zeros, `BigInteger`, `Date`,
//! `UUID`, `Character`, `Boolean`).

use crate::edn::Value;
use crate::error::Result;
use bigdecimal::BigDecimal;
use num_bigint::{BigInt, Sign};

const C1: i32 = 0xcc9e_2d51_u32 as i32;
const C2: i32 = 0x1b87_3593_u32 as i32;

fn mix_k1(k1: i32) -> i32 {
    k1.wrapping_mul(C1).rotate_left(15).wrapping_mul(C2)
}

fn mix_h1(h1: i32, k1: i32) -> i32 {
    (h1 ^ k1)
        .rotate_left(13)
        .wrapping_mul(5)
        .wrapping_add(0xe654_6b64_u32 as i32)
}

fn fmix(mut h1: i32, length: i32) -> i32 {
    h1 ^= length;
    h1 ^= ((h1 as u32) >> 16) as i32;
    h1 = h1.wrapping_mul(0x85eb_ca6b_u32 as i32);
    h1 ^= ((h1 as u32) >> 13) as i32;
    h1 = h1.wrapping_mul(0xc2b2_ae35_u32 as i32);
    h1 ^ ((h1 as u32) >> 16) as i32
}

fn hash_int(input: i32) -> i32 {
    if input == 0 {
        return 0;
    }
    fmix(mix_h1(0, mix_k1(input)), 4)
}

fn hash_long(input: i64) -> i32 {
    if input == 0 {
        return 0;
    }
    let low = input as i32;
    let high = ((input as u64) >> 32) as i32;
    let h1 = mix_h1(0, mix_k1(low));
    fmix(mix_h1(h1, mix_k1(high)), 8)
}

/// `Murmur3.hashUnencodedChars`: over UTF-16 units, two at a time.
fn hash_chars(s: &str) -> i32 {
    let units: Vec<u16> = s.encode_utf16().collect();
    let mut h1 = 0i32;
    for pair in units.chunks_exact(2) {
        let k1 = i32::from(pair[0]) | (i32::from(pair[1]) << 16);
        h1 = mix_h1(h1, mix_k1(k1));
    }
    if let Some(&last) = units.chunks_exact(2).remainder().first() {
        h1 ^= mix_k1(i32::from(last));
    }
    fmix(h1, (units.len() as i32).wrapping_mul(2))
}

fn mix_coll_hash(hash: i32, count: i32) -> i32 {
    fmix(mix_h1(0, mix_k1(hash)), count)
}

/// Java's `String.hashCode`.
fn string_hash(s: &str) -> i32 {
    s.encode_utf16()
        .fold(0i32, |h, u| h.wrapping_mul(31).wrapping_add(i32::from(u)))
}

/// `Util.hashCombine`.
fn hash_combine(seed: i32, hash: i32) -> i32 {
    seed ^ hash
        .wrapping_add(0x9e37_79b9_u32 as i32)
        .wrapping_add(seed.wrapping_shl(6))
        .wrapping_add(seed >> 2)
}

fn symbol_hash(ns: Option<&str>, name: &str) -> i32 {
    hash_combine(hash_chars(name), ns.map_or(0, string_hash))
}

/// Java's `BigInteger.hashCode`: the magnitude's 32-bit words, most
/// significant first, then the sign.
fn big_integer_hash(n: &BigInt) -> i32 {
    let (sign, words) = n.to_u32_digits();
    let h = words
        .iter()
        .rev()
        .fold(0i32, |h, &w| h.wrapping_mul(31).wrapping_add(w as i32));
    match sign {
        Sign::Minus => h.wrapping_neg(),
        Sign::NoSign => 0,
        Sign::Plus => h,
    }
}

/// Java's `BigDecimal.hashCode` of the value without trailing zeros
/// (Clojure's `hasheq`; zero is 0).
fn big_decimal_hash(d: &BigDecimal) -> i32 {
    if d.sign() == Sign::NoSign {
        return 0;
    }
    let (digits, scale) = d.normalized().as_bigint_and_exponent();
    big_integer_hash(&digits)
        .wrapping_mul(31)
        .wrapping_add(scale as i32)
}

fn double_hash(x: f64) -> i32 {
    if x == 0.0 {
        return 0;
    }
    let bits = if x.is_nan() {
        0x7ff8_0000_0000_0000_u64
    } else {
        x.to_bits()
    };
    (bits ^ (bits >> 32)) as i32
}

fn ordered<'a>(items: impl Iterator<Item = &'a Value>) -> i32 {
    let mut n = 0i32;
    let mut h = 1i32;
    for x in items {
        h = h.wrapping_mul(31).wrapping_add(hasheq(x));
        n = n.wrapping_add(1);
    }
    mix_coll_hash(h, n)
}

fn unordered(hashes: impl Iterator<Item = i32>) -> i32 {
    let mut n = 0i32;
    let mut h = 0i32;
    for x in hashes {
        h = h.wrapping_add(x);
        n = n.wrapping_add(1);
    }
    mix_coll_hash(h, n)
}

/// Clojure's `hasheq` of a value. Recursion follows the value's nesting,
/// which the reader and inputs bound.
pub(super) fn hasheq(v: &Value) -> i32 {
    match v {
        Value::Nil => 0,
        Value::Boolean(b) => {
            if *b {
                1231
            } else {
                1237
            }
        }
        Value::Long(n) => hash_long(*n),
        Value::Double(x) => double_hash(*x),
        Value::Float(x) => {
            if *x == 0.0 {
                0
            } else if x.is_nan() {
                0x7fc0_0000
            } else {
                x.to_bits() as i32
            }
        }
        Value::BigInt(b) => match i64::try_from(&**b) {
            Ok(n) => hash_long(n),
            Err(_) => big_integer_hash(b),
        },
        Value::BigDec(d) => big_decimal_hash(d),
        Value::Ratio(r) => big_integer_hash(r.numer()) ^ big_integer_hash(r.denom()),
        Value::Char(c) => {
            let mut units = [0u16; 2];
            i32::from(c.encode_utf16(&mut units)[0])
        }
        Value::String(s) => hash_int(string_hash(s)),
        Value::Keyword(k) => {
            symbol_hash(k.namespace(), k.name()).wrapping_add(0x9e37_79b9_u32 as i32)
        }
        Value::Symbol(s) => symbol_hash(s.namespace(), s.name()),
        Value::Inst(ms) => (*ms as i32) ^ ((*ms >> 32) as i32),
        Value::Uuid(u) => {
            let bits = u.as_u128();
            let hilo = ((bits >> 64) as u64) ^ (bits as u64);
            ((hilo >> 32) as i32) ^ (hilo as i32)
        }
        // A byte array's hash is its identity in Java; its bytes here.
        Value::Bytes(b) => ordered(
            b.iter()
                .map(|&x| Value::Long(i64::from(x as i8)))
                .collect::<Vec<_>>()
                .iter(),
        ),
        Value::List(items) | Value::Vector(items) => ordered(items.iter()),
        Value::Map(m) => unordered(m.iter().map(|(k, v)| ordered([k, v].into_iter()))),
        Value::Set(s) => unordered(s.iter().map(hasheq)),
        Value::Tagged(t) => hash_combine(symbol_hash(t.0.namespace(), t.0.name()), hasheq(&t.1)),
    }
}

/// `(hash x)`.
pub(super) fn hash(args: &[Value]) -> Result<Value> {
    Ok(Value::Long(i64::from(hasheq(&args[0]))))
}
