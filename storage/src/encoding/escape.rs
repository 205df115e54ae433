//! The escape scheme for variable-length byte strings (strings, keyword and
//! symbol parts, bytes).
//!
//! Each `00` byte of the payload is written as `00 FF`, and the payload ends
//! with `00 00`. Every other byte is written as is. So:
//! - the terminator cannot occur inside a payload (an inner `00` is always
//!   followed by `FF`), which makes the encoding prefix-free;
//! - `00 00` (end) < `00 FF` (a NUL) < `01`..`FF` (any other byte), so a
//!   payload that is a proper prefix of another sorts first, and otherwise the
//!   first differing byte decides: encoded order is unsigned byte order.

use super::reader::Reader;
use crate::error::Result;

const ESCAPE: u8 = 0x00;
const ESCAPED_NUL: u8 = 0xFF;
const END: u8 = 0x00;

/// Writes the escaped payload without its terminator (a range prefix).
pub(crate) fn write_body(bytes: &[u8], out: &mut Vec<u8>) {
    out.reserve(bytes.len() + 2);
    let mut chunks = bytes.split(|&b| b == 0);
    if let Some(first) = chunks.next() {
        out.extend_from_slice(first);
    }
    for chunk in chunks {
        out.extend_from_slice(&[ESCAPE, ESCAPED_NUL]);
        out.extend_from_slice(chunk);
    }
}

/// Writes the escaped payload and its terminator.
pub(crate) fn write(bytes: &[u8], out: &mut Vec<u8>) {
    write_body(bytes, out);
    out.extend_from_slice(&[ESCAPE, END]);
}

/// Reads an escaped payload up to and including its terminator.
pub(crate) fn read(r: &mut Reader<'_>) -> Result<Vec<u8>> {
    let mut out = Vec::new();
    loop {
        let rest = r.rest();
        let Some(zero) = rest.iter().position(|&b| b == ESCAPE) else {
            r.advance(rest.len());
            return Err(crate::error::Error::Truncated {
                offset: r.pos(),
                expected: "the 00 00 end of a string or bytes",
            });
        };
        out.extend_from_slice(&rest[..zero]);
        r.advance(zero + 1);
        let at = r.pos();
        match r.byte("the byte after 00 in a string or bytes")? {
            END => return Ok(out),
            ESCAPED_NUL => out.push(0),
            _ => {
                return Err(Reader::malformed(
                    at,
                    "00 in a string or bytes must be followed by 00 (end) or FF (a NUL)",
                ));
            }
        }
    }
}
