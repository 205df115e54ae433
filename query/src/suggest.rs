//! "Did you mean …?" suggestions by edit distance.

/// Edit distance between two strings by characters, counting insertions,
/// deletions, substitutions and transpositions of neighbours as one edit
/// (optimal string alignment, from the `strsim` crate).
pub fn edit_distance(a: &str, b: &str) -> usize {
    strsim::osa_distance(a, b)
}

/// The candidate nearest to `name`, if it is close enough to be a plausible
/// typo (distance at most a third of the name's length, and at least 1), or
/// if `name` is a suffix after a namespace (`starts-with?` →
/// `clojure.string/starts-with?`).
pub fn nearest<'a>(name: &str, candidates: impl Iterator<Item = &'a str>) -> Option<&'a str> {
    let len = name.chars().count();
    // Long names are not typos of short ones; this also bounds the cost.
    if len > 64 {
        return None;
    }
    // One edit is a plausible typo from three characters on.
    let max = if len >= 3 { (len / 3).max(1) } else { 0 };
    let mut best: Option<(usize, &str)> = None;
    for c in candidates {
        if c == name {
            continue;
        }
        let short = c.rsplit_once('/').map_or(c, |(_, n)| n);
        let d = if short == name && c.contains('/') {
            0
        } else {
            edit_distance(name, c).min(edit_distance(name, short) + 1)
        };
        if d <= max && best.is_none_or(|(bd, _)| d < bd) {
            best = Some((d, c));
        }
    }
    best.map(|(_, c)| c)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn distances() {
        assert_eq!(edit_distance("kitten", "sitting"), 3);
        assert_eq!(edit_distance("", "abc"), 3);
        assert_eq!(edit_distance("cuont", "count"), 1);
        assert_eq!(
            nearest("cuont", ["count", "sum"].into_iter()),
            Some("count")
        );
        assert_eq!(
            nearest("starts-with?", ["clojure.string/starts-with?"].into_iter()),
            Some("clojure.string/starts-with?")
        );
        assert_eq!(nearest("zzzzzz", ["count", "sum"].into_iter()), None);
    }
}
