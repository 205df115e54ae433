//! Java's replacement strings (`Matcher.appendReplacement`), which
//! `clojure.string/replace`, `replace-first`, `.replaceAll` and
//! `.replaceFirst` read when the match is a regex: `$n` names the longest
//! group number the regex has, `${name}` a named group, `\` quotes the
//! next character; a group that does not exist, or a `$` with no group
//! after it, is Java's error (D-927).

use super::pattern::{Groups, Regex};
use crate::error::{Error, Result};

/// One piece of a parsed replacement.
#[derive(Debug, PartialEq)]
enum Piece {
    /// Text copied as is.
    Text(String),
    /// A group's match (nothing when the group did not take part).
    Group(usize),
}

/// A replacement string read once against the regex it is used with.
#[derive(Debug)]
pub(super) struct Replacement {
    pieces: Vec<Piece>,
}

impl Replacement {
    /// Reads `to` as Java reads a replacement for `re`: an error, worded
    /// as Java's, for a reference to a group `re` does not have.
    pub(super) fn parse(name: &str, to: &str, re: &Regex) -> Result<Self> {
        let groups = re.captures_len() - 1;
        let bad = |why: String| Error::eval(name, why);
        let mut pieces = Vec::new();
        let mut text = String::new();
        let mut chars = to.chars().peekable();
        while let Some(c) = chars.next() {
            match c {
                '\\' => match chars.next() {
                    Some(q) => text.push(q),
                    None => return Err(bad("character to be escaped is missing".into())),
                },
                '$' => {
                    let group = match chars.next() {
                        None => {
                            return Err(bad(
                                "Illegal group reference: group index is missing".into()
                            ));
                        }
                        Some('{') => {
                            let mut group_name = String::new();
                            while let Some(&g) = chars.peek() {
                                if !g.is_ascii_alphanumeric() {
                                    break;
                                }
                                group_name.push(g);
                                chars.next();
                            }
                            if group_name.is_empty() {
                                return Err(bad("named capturing group has 0 length name".into()));
                            }
                            if chars.next() != Some('}') {
                                return Err(bad(
                                    "named capturing group is missing trailing '}'".into()
                                ));
                            }
                            let index = re.group_index(&group_name);
                            match index {
                                Some(i) => i,
                                None => {
                                    return Err(bad(format!(
                                        "No group with name {{{group_name}}}"
                                    )));
                                }
                            }
                        }
                        Some(d) if d.is_ascii_digit() => {
                            // The first digit always; more while the
                            // number stays a group the regex has.
                            let mut n = d as usize - '0' as usize;
                            while let Some(&next) = chars.peek() {
                                let Some(digit) = next.to_digit(10) else {
                                    break;
                                };
                                let longer = n.saturating_mul(10).saturating_add(digit as usize);
                                if longer > groups {
                                    break;
                                }
                                n = longer;
                                chars.next();
                            }
                            if n > groups {
                                return Err(bad(format!("No group {n}")));
                            }
                            n
                        }
                        Some(_) => return Err(bad("Illegal group reference".into())),
                    };
                    if !text.is_empty() {
                        pieces.push(Piece::Text(std::mem::take(&mut text)));
                    }
                    pieces.push(Piece::Group(group));
                }
                other => text.push(other),
            }
        }
        if !text.is_empty() {
            pieces.push(Piece::Text(text));
        }
        Ok(Replacement { pieces })
    }

    /// The replacement for one match, appended to `out`.
    pub(super) fn expand(&self, caps: &Groups<'_>, out: &mut String) {
        for p in &self.pieces {
            match p {
                Piece::Text(t) => out.push_str(t),
                Piece::Group(i) => out.push_str(caps.get(*i).map_or("", |m| m.as_str())),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(re: &str, to: &str, s: &str) -> std::result::Result<String, String> {
        let re = Regex::new(re).unwrap();
        let r = Replacement::parse("replace", to, &re).map_err(|e| e.to_string())?;
        let mut out = String::new();
        let mut last = 0;
        let mut at = 0;
        while let Some(caps) = re.captures_at(s, at).unwrap() {
            let m = caps.get(0).unwrap();
            at = if m.end() > m.start() {
                m.end()
            } else {
                m.end() + 1
            };
            out.push_str(&s[last..m.start()]);
            r.expand(&caps, &mut out);
            last = m.end();
        }
        out.push_str(&s[last..]);
        Ok(out)
    }

    /// Every expected value is Java's (`"abc".replaceAll(re, to)`).
    #[test]
    fn replacements_read_as_java_reads_them() {
        assert_eq!(run("(b)", "$1x", "abc").unwrap(), "abxc");
        assert_eq!(run("(b)", "$10", "abc").unwrap(), "ab0c");
        assert_eq!(run("b", "\\$", "abc").unwrap(), "a$c");
        assert_eq!(run("b", "\\\\", "abc").unwrap(), "a\\c");
        assert_eq!(run("(a)", "$1$1", "abc").unwrap(), "aabc");
        assert_eq!(run("b", "[$0]", "abc").unwrap(), "a[b]c");
        assert_eq!(run("(?<g>a)", "${g}!", "abc").unwrap(), "a!bc");
        assert_eq!(run("(a)|(z)", "<$2>", "abc").unwrap(), "<>bc");
        let err = |re, to| run(re, to, "abc").unwrap_err();
        assert!(err("(a)", "$2").contains("No group 2"));
        assert!(err("b", "$1").contains("No group 1"));
        assert!(err("b", "$x").contains("Illegal group reference"));
        assert!(err("b", "$").contains("group index is missing"));
        assert!(err("(?<g>a)", "${h}").contains("No group with name {h}"));
        assert!(err("b", "x\\").contains("character to be escaped is missing"));
        assert!(err("b", "${}").contains("0 length name"));
        assert!(err("b", "${g").contains("missing trailing"));
    }
}
