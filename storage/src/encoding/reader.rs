//! A bounds-checked cursor over encoded bytes: every read either succeeds or
//! returns a typed error naming the offset, so malformed input never panics.

use crate::error::{Error, Result};

pub(crate) struct Reader<'a> {
    bytes: &'a [u8],
    pos: usize,
}

impl<'a> Reader<'a> {
    pub(crate) fn new(bytes: &'a [u8]) -> Self {
        Reader { bytes, pos: 0 }
    }

    /// Bytes consumed so far.
    pub(crate) fn pos(&self) -> usize {
        self.pos
    }

    /// The bytes not yet consumed.
    pub(crate) fn rest(&self) -> &'a [u8] {
        &self.bytes[self.pos..]
    }

    pub(crate) fn peek(&self) -> Option<u8> {
        self.bytes.get(self.pos).copied()
    }

    pub(crate) fn byte(&mut self, expected: &'static str) -> Result<u8> {
        let b = self.peek().ok_or(Error::Truncated {
            offset: self.pos,
            expected,
        })?;
        self.pos += 1;
        Ok(b)
    }

    pub(crate) fn take(&mut self, n: usize, expected: &'static str) -> Result<&'a [u8]> {
        if n > self.bytes.len() - self.pos {
            return Err(Error::Truncated {
                offset: self.bytes.len(),
                expected,
            });
        }
        let out = &self.bytes[self.pos..self.pos + n];
        self.pos += n;
        Ok(out)
    }

    pub(crate) fn array<const N: usize>(&mut self, expected: &'static str) -> Result<[u8; N]> {
        let mut out = [0u8; N];
        out.copy_from_slice(self.take(N, expected)?);
        Ok(out)
    }

    /// Moves past `n` bytes already inspected through [`Reader::rest`].
    pub(crate) fn advance(&mut self, n: usize) {
        debug_assert!(n <= self.bytes.len() - self.pos);
        self.pos += n;
    }

    /// An error for the byte at `offset`.
    pub(crate) fn malformed(offset: usize, reason: &'static str) -> Error {
        Error::Malformed { offset, reason }
    }
}
