//! Order-preserving number encodings: fixed-width integers and floats,
//! arbitrary-size integers, and decimals.

use bigdecimal::BigDecimal;
use num_bigint::{BigInt, Sign};

use super::reader::Reader;
use crate::decimal::{Canonical, canonical};
use crate::error::Result;
use crate::value::{Double, Float};

const SIGN_BIT_64: u64 = 1 << 63;
const SIGN_BIT_32: u32 = 1 << 31;

/// An `i64` as 8 big-endian bytes with the sign bit flipped: two's complement
/// order becomes unsigned byte order.
pub(crate) fn write_i64(x: i64, out: &mut Vec<u8>) {
    out.extend_from_slice(&((x as u64) ^ SIGN_BIT_64).to_be_bytes());
}

pub(crate) fn read_i64(r: &mut Reader<'_>) -> Result<i64> {
    let bits = u64::from_be_bytes(r.array("8 bytes of a long, instant or ref")?);
    Ok((bits ^ SIGN_BIT_64) as i64)
}

/// IEEE bits made to sort as unsigned integers: a non-negative float gets its
/// sign bit set, a negative one has every bit inverted (larger magnitude,
/// smaller value).
pub(crate) fn write_f64(x: Double, out: &mut Vec<u8>) {
    let bits = x.get().to_bits();
    let ordered = if bits & SIGN_BIT_64 != 0 {
        !bits
    } else {
        bits | SIGN_BIT_64
    };
    out.extend_from_slice(&ordered.to_be_bytes());
}

pub(crate) fn read_f64(r: &mut Reader<'_>) -> Result<Double> {
    let at = r.pos();
    let ordered = u64::from_be_bytes(r.array("8 bytes of a double")?);
    let bits = if ordered & SIGN_BIT_64 != 0 {
        ordered ^ SIGN_BIT_64
    } else {
        !ordered
    };
    let x = f64::from_bits(bits);
    // `Double::new` would silently map -0.0 to 0.0; a stored -0.0 is not
    // canonical, so reject it to keep one encoding per value.
    if x == 0.0 && x.is_sign_negative() {
        return Err(Reader::malformed(at, "-0.0 is stored as 0.0"));
    }
    Double::new(x).map_err(|_| Reader::malformed(at, "a stored double is NaN"))
}

/// As [`write_f64`], for 32-bit floats.
pub(crate) fn write_f32(x: Float, out: &mut Vec<u8>) {
    let bits = x.get().to_bits();
    let ordered = if bits & SIGN_BIT_32 != 0 {
        !bits
    } else {
        bits | SIGN_BIT_32
    };
    out.extend_from_slice(&ordered.to_be_bytes());
}

pub(crate) fn read_f32(r: &mut Reader<'_>) -> Result<Float> {
    let at = r.pos();
    let ordered = u32::from_be_bytes(r.array("4 bytes of a float")?);
    let bits = if ordered & SIGN_BIT_32 != 0 {
        ordered ^ SIGN_BIT_32
    } else {
        !ordered
    };
    let x = f32::from_bits(bits);
    if x == 0.0 && x.is_sign_negative() {
        return Err(Reader::malformed(at, "-0.0 is stored as 0.0"));
    }
    Float::new(x).map_err(|_| Reader::malformed(at, "a stored float is NaN"))
}

/// Header of the ordered-integer encoding for zero.
const INT_ZERO: u8 = 0x80;
/// Longest magnitude (in bytes) whose length fits in the header byte.
const INT_SHORT_MAX: usize = 126;
/// Header of a positive integer whose length follows as a `u64`.
const INT_LONG_POSITIVE: u8 = 0xFF;
/// Header of a negative integer whose inverted length follows as a `u64`.
const INT_LONG_NEGATIVE: u8 = 0x00;

/// Writes an integer of any size given as sign and big-endian magnitude
/// (no leading zero bytes), so that byte order is numeric order:
///
/// | value | bytes |
/// |---|---|
/// | 0 | `80` |
/// | positive, n ≤ 126 magnitude bytes | `80+n`, magnitude |
/// | positive, n ≥ 127 | `FF`, n as u64 BE, magnitude |
/// | negative, n ≤ 126 | `80-n`, magnitude with every bit inverted |
/// | negative, n ≥ 127 | `00`, !n as u64 BE, inverted magnitude |
///
/// More bytes means larger magnitude, so the header orders by length (and
/// reverses it for negatives); equal lengths compare by magnitude, inverted
/// for negatives. `01` is never a header.
pub(crate) fn write_ordered_int(sign: Sign, magnitude: &[u8], out: &mut Vec<u8>) {
    let n = magnitude.len();
    match sign {
        Sign::NoSign => out.push(INT_ZERO),
        Sign::Plus => {
            if n <= INT_SHORT_MAX {
                // n ≤ 126, so the header is at most 0xFE.
                out.push(INT_ZERO + n as u8);
            } else {
                out.push(INT_LONG_POSITIVE);
                out.extend_from_slice(&(n as u64).to_be_bytes());
            }
            out.extend_from_slice(magnitude);
        }
        Sign::Minus => {
            if n <= INT_SHORT_MAX {
                out.push(INT_ZERO - n as u8);
            } else {
                out.push(INT_LONG_NEGATIVE);
                out.extend_from_slice(&(!(n as u64)).to_be_bytes());
            }
            out.extend(magnitude.iter().map(|b| !b));
        }
    }
}

/// Reads [`write_ordered_int`]'s form back as sign and magnitude, rejecting
/// every non-canonical form (leading zero bytes, a long form for a short
/// length).
pub(crate) fn read_ordered_int(r: &mut Reader<'_>) -> Result<(Sign, Vec<u8>)> {
    let at = r.pos();
    let header = r.byte("an integer header")?;
    let (sign, n) = match header {
        INT_ZERO => return Ok((Sign::NoSign, Vec::new())),
        INT_LONG_POSITIVE => (Sign::Plus, read_long_len(r, false)?),
        INT_LONG_NEGATIVE => (Sign::Minus, read_long_len(r, true)?),
        0x01 => return Err(Reader::malformed(at, "01 is not an integer header")),
        h if h > INT_ZERO => (Sign::Plus, usize::from(h - INT_ZERO)),
        h => (Sign::Minus, usize::from(INT_ZERO - h)),
    };
    let mag_at = r.pos();
    let raw = r.take(n, "the magnitude of an integer")?;
    let magnitude: Vec<u8> = match sign {
        Sign::Minus => raw.iter().map(|b| !b).collect(),
        _ => raw.to_vec(),
    };
    if magnitude.first() == Some(&0) {
        return Err(Reader::malformed(
            mag_at,
            "integer magnitude has a leading zero byte",
        ));
    }
    Ok((sign, magnitude))
}

fn read_long_len(r: &mut Reader<'_>, inverted: bool) -> Result<usize> {
    let at = r.pos();
    let raw = u64::from_be_bytes(r.array("the length of a long integer")?);
    let n = if inverted { !raw } else { raw };
    if n <= INT_SHORT_MAX as u64 {
        return Err(Reader::malformed(
            at,
            "long integer form used for a short integer",
        ));
    }
    // A length beyond the address space cannot be followed by that many
    // bytes; report it as truncation rather than overflowing.
    usize::try_from(n).map_err(|_| crate::error::Error::Truncated {
        offset: at,
        expected: "the magnitude of an integer",
    })
}

pub(crate) fn write_bigint(x: &BigInt, out: &mut Vec<u8>) {
    let (sign, magnitude) = x.to_bytes_be();
    // `to_bytes_be` gives `[0]` for zero; the sign alone encodes it.
    let magnitude = if sign == Sign::NoSign {
        &[][..]
    } else {
        &magnitude[..]
    };
    write_ordered_int(sign, magnitude, out);
}

pub(crate) fn read_bigint(r: &mut Reader<'_>) -> Result<BigInt> {
    let (sign, magnitude) = read_ordered_int(r)?;
    Ok(BigInt::from_bytes_be(sign, &magnitude))
}

fn write_i128(x: i128, out: &mut Vec<u8>) {
    let sign = match x.signum() {
        0 => Sign::NoSign,
        1 => Sign::Plus,
        _ => Sign::Minus,
    };
    let be = x.unsigned_abs().to_be_bytes();
    let skip = be.iter().take_while(|&&b| b == 0).count();
    write_ordered_int(sign, &be[skip..], out);
}

fn read_i128(r: &mut Reader<'_>) -> Result<i128> {
    let at = r.pos();
    let (sign, magnitude) = read_ordered_int(r)?;
    let too_big = || Reader::malformed(at, "decimal exponent out of range");
    if magnitude.len() > 16 {
        return Err(too_big());
    }
    let mut be = [0u8; 16];
    be[16 - magnitude.len()..].copy_from_slice(&magnitude);
    let abs = i128::try_from(u128::from_be_bytes(be)).map_err(|_| too_big())?;
    Ok(if sign == Sign::Minus { -abs } else { abs })
}

/// Sign bytes of a decimal; zero is the whole payload.
const DEC_NEGATIVE: u8 = 0x01;
const DEC_ZERO: u8 = 0x02;
const DEC_POSITIVE: u8 = 0x03;
/// Ends the digit bytes of a positive decimal (every digit byte is 1..=100);
/// a negative one ends with its inverse, `FF`.
const DIGITS_END: u8 = 0x00;
/// Most trailing zeros of its unscaled value a stored decimal may have
/// (`1.000…0M`): far above any number a literal (10,000 digits) or the
/// arithmetic (a scale of about 100,000) makes; the cap keeps hostile bytes
/// from asking for an enormous allocation.
const MAX_TRAILING_ZEROS: i128 = 1 << 20;

/// A decimal as its number, then its scale (D-936). The number is
/// `sign × 0.d₁d₂…dₙ × 10^E` with `d₁ ≠ 0` and `dₙ ≠ 0` (trailing zeros
/// removed, so numerically equal decimals of different scales share it):
///
/// - zero: `02`;
/// - positive: `03`, E as an ordered integer, the digits two per byte
///   (`1 + 10·dᵢ + dᵢ₊₁`, a lone last digit as `1 + 10·dₙ`), then `00`;
/// - negative: `01`, −E as an ordered integer, the digit bytes and the end
///   byte inverted.
///
/// A larger exponent is a larger magnitude; equal exponents compare digit by
/// digit with the shorter (a prefix) first, because the end byte sorts below
/// every digit byte. The scale follows as an ordered integer, so `1.5M`,
/// `1.50M` and `1.500M` are three values, next to each other in that
/// order, as in Datalevin (and Java's `BigDecimal.equals`); the number
/// alone is a prefix of each, which a range bound uses ([`write_bigdec_number`]).
pub(crate) fn write_bigdec(x: &BigDecimal, out: &mut Vec<u8>) {
    write_bigdec_number(x, out);
    write_i128(i128::from(x.fractional_digit_count()), out);
}

/// The number part of [`write_bigdec`]'s payload, without the scale:
/// every decimal of that number and any scale starts with these bytes.
pub(crate) fn write_bigdec_number(x: &BigDecimal, out: &mut Vec<u8>) {
    let Canonical {
        sign,
        exponent,
        digits,
    } = canonical(x);
    if sign == Sign::NoSign {
        out.push(DEC_ZERO);
        return;
    }
    let negative = sign == Sign::Minus;
    out.push(if negative { DEC_NEGATIVE } else { DEC_POSITIVE });
    write_i128(if negative { -exponent } else { exponent }, out);
    let flip = |b: u8| if negative { !b } else { b };
    for pair in digits.chunks(2) {
        let low = pair.get(1).copied().unwrap_or(0);
        out.push(flip(1 + 10 * pair[0] + low));
    }
    out.push(flip(DIGITS_END));
}

/// A decimal's number: `None` for zero, else its sign, exponent and
/// digits (canonical: the first and last not 0).
fn read_bigdec_number(r: &mut Reader<'_>) -> Result<Option<(bool, i128, Vec<u8>)>> {
    let at = r.pos();
    let negative = match r.byte("the sign of a bigdec")? {
        DEC_ZERO => return Ok(None),
        DEC_POSITIVE => false,
        DEC_NEGATIVE => true,
        _ => return Err(Reader::malformed(at, "bigdec sign must be 01, 02 or 03")),
    };
    let stored_exponent = read_i128(r)?;
    let exponent = if negative {
        stored_exponent
            .checked_neg()
            .ok_or_else(|| Reader::malformed(at, "decimal exponent out of range"))?
    } else {
        stored_exponent
    };
    let flip = |b: u8| if negative { !b } else { b };
    let digits_at = r.pos();
    let mut digits = Vec::new();
    loop {
        let byte_at = r.pos();
        let b = flip(r.byte("bigdec digits")?);
        if b == DIGITS_END {
            break;
        }
        if b > 100 {
            return Err(Reader::malformed(byte_at, "bigdec digit byte above 100"));
        }
        let (high, low) = ((b - 1) / 10, (b - 1) % 10);
        digits.push(high);
        // A pair ending in 0 right before the end is a lone last digit
        // (canonical digits never end in 0).
        let last = r.peek().map(flip) == Some(DIGITS_END);
        if !(last && low == 0) {
            digits.push(low);
        }
    }
    match (digits.first(), digits.last()) {
        (None, _) => Err(Reader::malformed(digits_at, "bigdec has no digits")),
        (Some(0), _) => Err(Reader::malformed(digits_at, "bigdec digits start with 0")),
        (_, Some(0)) => Err(Reader::malformed(digits_at, "bigdec digits end with 0")),
        _ => Ok(Some((negative, exponent, digits))),
    }
}

pub(crate) fn read_bigdec(r: &mut Reader<'_>) -> Result<BigDecimal> {
    let number = read_bigdec_number(r)?;
    let scale_at = r.pos();
    let scale = i64::try_from(read_i128(r)?)
        .map_err(|_| Reader::malformed(scale_at, "decimal scale out of range"))?;
    let Some((negative, exponent, mut digits)) = number else {
        return Ok(BigDecimal::new(BigInt::from(0), scale));
    };
    // The unscaled value is the digits followed by `zeros` zeros: the
    // scale must leave room for every digit after the point.
    let zeros = exponent - digits.len() as i128 + i128::from(scale);
    if zeros < 0 {
        return Err(Reader::malformed(
            scale_at,
            "decimal scale too small for its digits",
        ));
    }
    if zeros > MAX_TRAILING_ZEROS {
        return Err(Reader::malformed(scale_at, "decimal scale out of range"));
    }
    // `zeros` ≤ MAX_TRAILING_ZEROS, so it fits in usize.
    digits.resize(digits.len() + zeros as usize, 0);
    let sign = if negative { Sign::Minus } else { Sign::Plus };
    let int = BigInt::from_radix_be(sign, &digits, 10)
        .ok_or_else(|| Reader::malformed(scale_at, "bigdec digit out of range"))?;
    Ok(BigDecimal::new(int, scale))
}
