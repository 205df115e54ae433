//! A compiled regular expression as the regex built-ins use it: the
//! `regex` crate's automaton, or — for the Java features it lacks,
//! look-around (`(?=…)`, `(?!…)`, `(?<=…)`, `(?<!…)`) and back-references
//! (`\1`, `\k<name>`) — `fancy-regex`'s backtracking engine (D-951).
//!
//! A pattern is compiled by `regex` first, and by `fancy-regex` only when
//! `regex` refuses it for one of those features, so every other pattern
//! keeps the automaton's linear time. A backtracking match stops at
//! `fancy-regex`'s backtrack limit, an error, never a hang.

use crate::error::{Error, Result};

/// A compiled pattern.
#[derive(Clone, Debug)]
pub(super) struct Regex {
    engine: Engine,
    /// For a pattern with a word boundary (`\b`, `\B`): the pattern
    /// with Java's boundary, which also counts a non-spacing mark after
    /// a letter or digit as a word character (D-960). Used on text that
    /// holds such a mark; other text keeps `engine`.
    marks: Option<Box<fancy_regex::Regex>>,
}

/// The engine a pattern runs on.
#[derive(Clone, Debug)]
enum Engine {
    /// Compiled by the `regex` crate.
    Plain(regex::Regex),
    /// Compiled by `fancy-regex` (look-around or back-references).
    Fancy(fancy_regex::Regex),
}

/// One match: where it is in the text searched, and its text.
#[derive(Clone, Copy, Debug)]
pub(super) struct Found<'h> {
    text: &'h str,
    start: usize,
    end: usize,
}

impl<'h> Found<'h> {
    /// Byte offset of the start.
    pub(super) fn start(&self) -> usize {
        self.start
    }
    /// Byte offset past the end.
    pub(super) fn end(&self) -> usize {
        self.end
    }
    /// The matched text.
    pub(super) fn as_str(&self) -> &'h str {
        &self.text[self.start..self.end]
    }
    /// Its length in bytes.
    pub(super) fn len(&self) -> usize {
        self.end - self.start
    }
}

/// A match and its groups (group 0 is the whole match).
#[derive(Clone, Debug)]
pub(super) struct Groups<'h> {
    text: &'h str,
    spans: Vec<Option<(usize, usize)>>,
}

impl<'h> Groups<'h> {
    /// Group `i`, if it took part in the match.
    pub(super) fn get(&self, i: usize) -> Option<Found<'h>> {
        let (start, end) = (*self.spans.get(i)?)?;
        Some(Found {
            text: self.text,
            start,
            end,
        })
    }
    /// How many groups, the whole match included.
    pub(super) fn len(&self) -> usize {
        self.spans.len()
    }
    /// Every group in order.
    pub(super) fn iter(&self) -> impl Iterator<Item = Option<Found<'h>>> + '_ {
        (0..self.spans.len()).map(|i| self.get(i))
    }
}

/// Whether `regex` refused `pattern` for a feature `fancy-regex` has:
/// look-around, a numbered back-reference, a named one (`\\k<name>`,
/// which `regex` reports as an unknown escape) or an atomic group `(?>…)`. Other syntax errors
/// (`a{2,1}`) stay errors, as in Java.
fn needs_backtracking(e: &regex::Error, pattern: &str) -> bool {
    let text = e.to_string();
    text.contains("look-around")
        || text.contains("backreferences")
        || (text.contains("unrecognized escape") && pattern.contains("\\k<"))
        // An atomic group.
        || (text.contains("unrecognized flag") && pattern.contains("(?>"))
}

/// Whether `pattern` may hold a possessive quantifier (`a*+`, `a++`,
/// `a?+`, `a{2}+`): the `regex` crate reads `a*+` as `(a*)+` and would
/// answer where Java does not backtrack, so such a pattern goes to
/// `fancy-regex` first. A literal `\\++` reads the same on both.
fn possessive(pattern: &str) -> bool {
    ["*+", "++", "?+", "}+"].iter().any(|q| pattern.contains(q))
}

/// Java's ASCII word boundary (the translation's `(?-u:\\b)`), written
/// with look-around, since `fancy-regex` cannot switch Unicode off inline.
const ASCII_BOUNDARY: &str =
    "(?:(?<=[0-9A-Za-z_])(?![0-9A-Za-z_])|(?<![0-9A-Za-z_])(?=[0-9A-Za-z_]))";
const ASCII_NON_BOUNDARY: &str =
    "(?:(?<=[0-9A-Za-z_])(?=[0-9A-Za-z_])|(?<![0-9A-Za-z_])(?![0-9A-Za-z_]))";

/// `pattern` as `fancy-regex` reads it: the ASCII word boundaries the
/// translation writes become look-around.
fn for_fancy(pattern: &str) -> String {
    pattern
        .replace("(?-u:\\b)", ASCII_BOUNDARY)
        .replace("(?-u:\\B)", ASCII_NON_BOUNDARY)
}

/// Java's word character before the position (`Pattern.Bound`): an
/// ASCII letter, digit or `_`, or a non-spacing mark whose base (the
/// first character before it that is not such a mark, here up to three
/// marks back) is a letter or digit in Unicode's sense.
const WORD_BEFORE: &str = "(?:(?<=[0-9A-Za-z_])|(?<=[\\p{L}\\p{Nd}]\\p{Mn})|(?<=[\\p{L}\\p{Nd}]\\p{Mn}\\p{Mn})|(?<=[\\p{L}\\p{Nd}]\\p{Mn}\\p{Mn}\\p{Mn}))";
/// Java's word character after the position: as [`WORD_BEFORE`], the
/// mark's base lying before the position.
const WORD_AFTER: &str = "(?:(?=[0-9A-Za-z_])|(?=\\p{Mn})(?:(?<=[\\p{L}\\p{Nd}])|(?<=[\\p{L}\\p{Nd}]\\p{Mn})|(?<=[\\p{L}\\p{Nd}]\\p{Mn}\\p{Mn})))";

/// `pattern` with Java's word boundaries, marks and all (D-960).
fn with_marks(pattern: &str) -> String {
    let boundary = format!("(?:{WORD_BEFORE}(?!{WORD_AFTER})|(?!{WORD_BEFORE}){WORD_AFTER})");
    let inside = format!("(?:{WORD_BEFORE}{WORD_AFTER}|(?!{WORD_BEFORE})(?!{WORD_AFTER}))");
    pattern
        .replace("(?-u:\\b)", &boundary)
        .replace("(?-u:\\B)", &inside)
}

/// Backtracking steps a match with Java's boundaries may take: its
/// look-around runs at every position a plain scan passes, so a search
/// through a long text takes steps in proportion to the text (a
/// megabyte of marked words takes about three million); ten times
/// fancy-regex's default.
const MARKS_BACKTRACK_LIMIT: usize = 10_000_000;

/// Whether `s` holds a non-spacing mark (a combining accent, a Devanagari
/// vowel sign …), where Java's word boundaries differ from ASCII ones.
fn has_marks(s: &str) -> bool {
    static MARK: std::sync::OnceLock<Option<regex::Regex>> = std::sync::OnceLock::new();
    s.bytes().any(|b| b >= 0x80)
        && MARK
            .get_or_init(|| regex::Regex::new("\\p{Mn}").ok())
            .as_ref()
            .is_some_and(|re| re.is_match(s))
}

fn failed(e: fancy_regex::Error) -> Error {
    Error::eval(
        "regular expression",
        format!("the match could not finish: {e}"),
    )
}

impl Regex {
    /// Compiles `pattern` (already in Rust's syntax); the error is the
    /// engine's message.
    pub(super) fn new(pattern: &str) -> std::result::Result<Regex, String> {
        let engine = Self::engine(pattern)?;
        let marks = if pattern.contains("(?-u:\\b)") || pattern.contains("(?-u:\\B)") {
            fancy_regex::RegexBuilder::new(&with_marks(pattern))
                .backtrack_limit(MARKS_BACKTRACK_LIMIT)
                .build()
                .ok()
                .map(Box::new)
        } else {
            None
        };
        Ok(Regex { engine, marks })
    }

    fn engine(pattern: &str) -> std::result::Result<Engine, String> {
        if possessive(pattern) {
            if let Ok(re) = fancy_regex::Regex::new(&for_fancy(pattern)) {
                return Ok(Engine::Fancy(re));
            }
        }
        match regex::Regex::new(pattern) {
            Ok(re) => Ok(Engine::Plain(re)),
            // The second engine's message when it refuses it too: the
            // first would say the feature is missing (`(a)\2`, a group
            // the pattern lacks, is Java's never-matching reference).
            Err(e) if needs_backtracking(&e, pattern) => {
                fancy_regex::Regex::new(&for_fancy(pattern))
                    .map(Engine::Fancy)
                    .map_err(|e| e.to_string())
            }
            Err(e) => Err(e.to_string()),
        }
    }

    /// The engine for text `s`: Java's boundaries with marks when `s`
    /// holds a mark and the pattern a boundary.
    fn on<'r>(&'r self, s: &str) -> EngineRef<'r> {
        match (&self.marks, &self.engine) {
            (Some(m), _) if has_marks(s) => EngineRef::Fancy(m),
            (_, Engine::Plain(re)) => EngineRef::Plain(re),
            (_, Engine::Fancy(re)) => EngineRef::Fancy(re),
        }
    }

    /// The first match starting at or after byte `at`.
    pub(super) fn find_at<'h>(&self, s: &'h str, at: usize) -> Result<Option<Found<'h>>> {
        Ok(match self.on(s) {
            EngineRef::Plain(re) => re.find_at(s, at).map(|m| Found {
                text: s,
                start: m.start(),
                end: m.end(),
            }),
            EngineRef::Fancy(re) => re.find_from_pos(s, at).map_err(failed)?.map(|m| Found {
                text: s,
                start: m.start(),
                end: m.end(),
            }),
        })
    }

    /// The first match starting at or after byte `at`, with its groups.
    pub(super) fn captures_at<'h>(&self, s: &'h str, at: usize) -> Result<Option<Groups<'h>>> {
        Ok(match self.on(s) {
            EngineRef::Plain(re) => re.captures_at(s, at).map(|c| Groups {
                text: s,
                spans: c.iter().map(|m| m.map(|m| (m.start(), m.end()))).collect(),
            }),
            EngineRef::Fancy(re) => re
                .captures_from_pos(s, at)
                .map_err(failed)?
                .map(|c| Groups {
                    text: s,
                    spans: c.iter().map(|m| m.map(|m| (m.start(), m.end()))).collect(),
                }),
        })
    }

    /// The first match in `s`, with its groups.
    pub(super) fn captures<'h>(&self, s: &'h str) -> Result<Option<Groups<'h>>> {
        self.captures_at(s, 0)
    }

    /// Whether `s` holds a match.
    pub(super) fn is_match(&self, s: &str) -> Result<bool> {
        match self.on(s) {
            EngineRef::Plain(re) => Ok(re.is_match(s)),
            EngineRef::Fancy(re) => re.is_match(s).map_err(failed),
        }
    }

    /// How many groups, the whole match included.
    pub(super) fn captures_len(&self) -> usize {
        match &self.engine {
            Engine::Plain(re) => re.captures_len(),
            Engine::Fancy(re) => re.captures_len(),
        }
    }

    /// The index of the group named `name`.
    pub(super) fn group_index(&self, name: &str) -> Option<usize> {
        match &self.engine {
            Engine::Plain(re) => re.capture_names().position(|n| n == Some(name)),
            Engine::Fancy(re) => re.capture_names().position(|n| n == Some(name)),
        }
    }
}

/// The engine a match runs on (see [`Regex::on`]).
enum EngineRef<'r> {
    Plain(&'r regex::Regex),
    Fancy(&'r fancy_regex::Regex),
}
