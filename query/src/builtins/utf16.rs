//! Java's string indexes: lengths and positions count UTF-16 code units,
//! so a character beyond U+FFFF (an emoji) counts 2 in `count`, `subs`,
//! `clojure.string/index-of`, `.length` and `format`'s widths, as in
//! Clojure (D-913). Rust strings are UTF-8; these convert.

/// The length of `s` in UTF-16 code units.
pub(super) fn len(s: &str) -> usize {
    s.chars().map(char::len_utf16).sum()
}

/// Where in `s` a UTF-16 index falls.
pub(super) enum Offset {
    /// At this byte offset (the end of `s` for an index at its length).
    At(usize),
    /// Between the two halves of a surrogate pair: no UTF-8 offset.
    InsidePair,
    /// Beyond the end of `s`.
    Past,
}

/// The byte offset of UTF-16 index `unit` in `s`.
pub(super) fn offset(s: &str, unit: usize) -> Offset {
    let mut units = 0usize;
    for (at, c) in s.char_indices() {
        if units == unit {
            return Offset::At(at);
        }
        units += c.len_utf16();
        if units > unit {
            return Offset::InsidePair;
        }
    }
    if units == unit {
        Offset::At(s.len())
    } else {
        Offset::Past
    }
}

/// The UTF-16 index of byte offset `byte` (a character boundary) of `s`.
pub(super) fn index_of_byte(s: &str, byte: usize) -> usize {
    len(&s[..byte])
}

/// The first `units` code units of `s`, a trailing half pair left out.
pub(super) fn prefix(s: &str, units: usize) -> &str {
    match offset(s, units) {
        Offset::At(at) => &s[..at],
        Offset::Past => s,
        Offset::InsidePair => match offset(s, units - 1) {
            Offset::At(at) => &s[..at],
            _ => s,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn emoji_count_two_units() {
        assert_eq!(len("😀a"), 3);
        assert!(matches!(offset("😀a", 2), Offset::At(4)));
        assert!(matches!(offset("😀a", 1), Offset::InsidePair));
        assert!(matches!(offset("😀a", 3), Offset::At(5)));
        assert!(matches!(offset("😀a", 4), Offset::Past));
        assert_eq!(index_of_byte("é😀a", 6), 3);
        assert_eq!(prefix("a😀b", 2), "a");
        assert_eq!(prefix("a😀b", 3), "a😀");
    }
}
