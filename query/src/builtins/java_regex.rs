//! Java regex syntax, as `re-pattern` and `re-find` read it in Clojure,
//! translated for the `regex` crate (D-905, D-909).
//!
//! The two syntaxes agree on most of what queries write; where Java
//! means something else, the pattern is rewritten before compiling:
//! - `\w \W \d \D \s \S \b \B` are ASCII, as Java reads them without
//!   `(?U)`;
//! - the POSIX names `\p{Alpha}`, `\p{Punct}`, … are ASCII sets;
//!   the block names `\p{InGreek}`, `\p{block=Cyrillic}` code-point ranges;
//!   `\p{IsAlphabetic}` and `\p{javaLowerCase}` name Unicode properties;
//! - `(?i)` folds ASCII letters only, unless `(?u)` (or `(?U)`) asks for
//!   Unicode case folding; the regex crate folds all of Unicode;
//! - `\Q…\E` quotes, `\h` is horizontal white space, `\e` is escape;
//! - Java's inline flags `u`, `U`, `d` and `c` have no counterpart and
//!   are read as the scope of the rewrites above (`d`, `c` are dropped).

use std::borrow::Cow;

const WORD: &str = "0-9A-Za-z_";
const DIGIT: &str = "0-9";
const SPACE: &str = "\\t\\n\\x0B\\f\\r\\x20";
const HORIZONTAL: &str =
    "\\x20\\t\\xA0\\x{1680}\\x{180E}\\x{2000}-\\x{200A}\\x{202F}\\x{205F}\\x{3000}";

/// The ASCII set a Java POSIX class name stands for, as text for the
/// inside of a bracketed class.
fn posix(name: &str) -> Option<&'static str> {
    Some(match name {
        "Lower" => "a-z",
        "Upper" => "A-Z",
        "ASCII" => "\\x00-\\x7F",
        "Alpha" => "a-zA-Z",
        "Digit" => DIGIT,
        "Alnum" => "a-zA-Z0-9",
        "Punct" => PUNCT,
        "Graph" => GRAPH,
        "Print" => PRINT,
        "Blank" => "\\x20\\t",
        "Cntrl" => "\\x00-\\x1F\\x7F",
        "XDigit" => "0-9a-fA-F",
        "Space" => SPACE,
        _ => return None,
    })
}

/// The code points of a Java block name, `InGreek`, `block=Greek`,
/// `blk=Greek`, as text for the inside of a bracketed class (D-920).
fn block(name: &str) -> Option<String> {
    let block_name = name
        .strip_prefix("In")
        .or_else(|| name.strip_prefix("block="))
        .or_else(|| name.strip_prefix("blk="))?;
    let (first, last) = super::unicode_blocks::block(block_name)?;
    Some(format!("\\x{{{first:X}}}-\\x{{{last:X}}}"))
}

const PUNCT: &str = "!-/:-@\\[-`{-~";
const GRAPH: &str = "!-~";
const PRINT: &str = "\\x20-~";

/// The regex crate's name for a Java Unicode property name, when they
/// differ (`IsAlphabetic` → `Alphabetic`, `javaLowerCase` → `Lowercase`).
fn property(name: &str) -> Cow<'_, str> {
    let java = match name {
        "javaLowerCase" => Some("Lowercase"),
        "javaUpperCase" => Some("Uppercase"),
        "javaWhitespace" => Some("White_Space"),
        "javaLetter" => Some("Letter"),
        "javaDigit" => Some("Nd"),
        "javaLetterOrDigit" => Some("Alphabetic"),
        "javaAlphabetic" => Some("Alphabetic"),
        _ => None,
    };
    match (java, name.strip_prefix("Is")) {
        (Some(n), _) => Cow::Borrowed(n),
        (None, Some(rest)) if !rest.is_empty() => Cow::Owned(rest.to_string()),
        _ => Cow::Borrowed(name),
    }
}

/// The inline flags that change how the pattern is rewritten.
#[derive(Clone, Copy, Default)]
struct Flags {
    /// `(?i)`: case-insensitive.
    ci: bool,
    /// `(?u)`: case folding over Unicode, not only ASCII.
    unicode_case: bool,
    /// `(?U)`: `\w`, `\d`, `\p{Alpha}`, … are Unicode classes.
    unicode_classes: bool,
    /// `(?x)`: white space and `#` comments in the pattern are ignored.
    extended: bool,
}

impl Flags {
    /// Whether case-insensitivity must be kept to ASCII by the rewrite.
    fn ascii_fold(self) -> bool {
        self.ci && !self.unicode_case && !self.unicode_classes
    }
}

/// Whether the regex crate's `(?i)` would fold `c` where Java's ASCII
/// folding does not: any non-ASCII character, and `k`/`s` (the Kelvin
/// sign and the long s fold to them in Unicode).
fn folds_beyond_ascii(c: char) -> bool {
    !c.is_ascii() || matches!(c, 'k' | 'K' | 's' | 'S')
}

/// The pattern in the regex crate's syntax (borrowed when nothing needs
/// rewriting).
/// `pattern` (Java's syntax) anchored to match a whole string, as
/// `re-matches` and `.matches` need: `^(?:…)$`, with a line break before
/// the `)` when comments mode (`(?x)`) is on at the pattern's end, so a
/// trailing `# comment` does not swallow the anchor (D-951).
pub(super) fn whole(pattern: &str) -> String {
    let mut t = Translator {
        chars: pattern.chars().collect(),
        at: 0,
        out: String::new(),
        flags: Flags::default(),
        saved: Vec::new(),
        class_depth: 0,
    };
    t.run();
    if t.flags.extended {
        format!("^(?:{pattern}\n)$")
    } else {
        format!("^(?:{pattern})$")
    }
}

pub(super) fn translate(pattern: &str) -> Cow<'_, str> {
    if !pattern.contains('\\') && !pattern.contains("(?") && !pattern.contains("[:") {
        return Cow::Borrowed(pattern);
    }
    let mut t = Translator {
        chars: pattern.chars().collect(),
        at: 0,
        out: String::with_capacity(pattern.len() + 16),
        flags: Flags::default(),
        saved: Vec::new(),
        class_depth: 0,
    };
    t.run();
    Cow::Owned(t.out)
}

struct Translator {
    chars: Vec<char>,
    at: usize,
    out: String,
    flags: Flags,
    /// The flags to restore at each open group's `)`.
    saved: Vec<Flags>,
    /// How many classes are open (nested classes recurse).
    class_depth: usize,
}

/// Classes nested deeper are left to the regex crate, which refuses
/// nesting beyond its own limit: translating them would recurse.
const MAX_CLASS_DEPTH: usize = 200;

/// One bracketed class, translated.
struct Class {
    /// The translated text, brackets included.
    text: String,
    /// Whether it (or a class nested in it) holds a character the regex
    /// crate would fold beyond ASCII.
    folds_beyond_ascii: bool,
}

impl Translator {
    fn peek(&self, ahead: usize) -> Option<char> {
        self.chars.get(self.at + ahead).copied()
    }

    fn next(&mut self) -> Option<char> {
        let c = self.peek(0)?;
        self.at += 1;
        Some(c)
    }

    fn run(&mut self) {
        while let Some(c) = self.next() {
            match c {
                '\\' => self.escape(),
                '[' => {
                    let class = self.class();
                    if self.flags.ascii_fold() && class.folds_beyond_ascii {
                        self.out.push_str("(?-i:");
                        self.out.push_str(&class.text);
                        self.out.push(')');
                    } else {
                        self.out.push_str(&class.text);
                    }
                }
                '(' => self.group(),
                ')' => {
                    if let Some(f) = self.saved.pop() {
                        self.flags = f;
                    }
                    self.out.push(c);
                }
                _ => self.literal(c),
            }
        }
    }

    /// A literal character outside a class.
    fn literal(&mut self, c: char) {
        if self.flags.ascii_fold() && folds_beyond_ascii(c) {
            self.out.push_str("(?-i:");
            if c.is_ascii_alphabetic() {
                self.out.push('[');
                self.out.push(c.to_ascii_lowercase());
                self.out.push(c.to_ascii_uppercase());
                self.out.push(']');
            } else {
                self.out.push(c);
            }
            self.out.push(')');
        } else {
            self.out.push(c);
        }
    }

    /// After `(`: a group, or Java inline flags `(?imsxduUc-…)` / `(?…:`.
    fn group(&mut self) {
        if self.peek(0) == Some('?') {
            let mut n = 1;
            while self
                .peek(n)
                .is_some_and(|c| c == '-' || "idmsuxUc".contains(c))
            {
                n += 1;
            }
            let end = self.peek(n);
            if n > 1 && matches!(end, Some(')' | ':')) {
                let spec: String = self.chars[self.at + 1..self.at + n].iter().collect();
                self.at += n + 1;
                let mut flags = self.flags;
                let (mut on, mut off) = (String::new(), String::new());
                let mut negate = false;
                for f in spec.chars() {
                    match f {
                        '-' => negate = true,
                        'i' => flags.ci = !negate,
                        'u' => flags.unicode_case = !negate,
                        'U' => flags.unicode_classes = !negate,
                        'x' => flags.extended = !negate,
                        _ => {}
                    }
                    if "imsx".contains(f) {
                        if negate { &mut off } else { &mut on }.push(f);
                    }
                }
                let mut rust = String::from("(?");
                rust.push_str(&on);
                if !off.is_empty() {
                    rust.push('-');
                    rust.push_str(&off);
                }
                if end == Some(')') {
                    self.flags = flags;
                    if rust.len() > 2 {
                        self.out.push_str(&rust);
                        self.out.push(')');
                    }
                } else {
                    self.saved.push(self.flags);
                    self.flags = flags;
                    self.out.push_str(&rust);
                    self.out.push(':');
                }
                return;
            }
        }
        self.saved.push(self.flags);
        self.out.push('(');
        // A group's name (`(?<name>…)`, `(?P<name>…)`) is syntax, not
        // literal text: copied as written, never case-wrapped.
        let named = match (self.peek(0), self.peek(1), self.peek(2)) {
            (Some('?'), Some('<'), Some(c)) if c != '=' && c != '!' => Some(2),
            (Some('?'), Some('P'), Some('<')) => Some(3),
            _ => None,
        };
        if let Some(prefix) = named
            && let Some(close) = self.chars[self.at..].iter().position(|&c| c == '>')
            && close > prefix
        {
            let text: String = self.chars[self.at..=self.at + close].iter().collect();
            self.out.push_str(&text);
            self.at += close + 1;
        }
    }

    /// After `\` outside a class.
    fn escape(&mut self) {
        let Some(n) = self.next() else {
            self.out.push('\\');
            return;
        };
        let unicode = self.flags.unicode_classes;
        match n {
            'w' | 'W' | 'd' | 'D' | 's' | 'S' if !unicode => {
                bracketed(&mut self.out, shorthand(n), n.is_ascii_uppercase());
            }
            'b' | 'B' if !unicode => {
                self.out.push_str("(?-u:\\");
                self.out.push(n);
                self.out.push(')');
            }
            'p' | 'P' => match self.named_class(n) {
                Named::Set(set) => bracketed(&mut self.out, &set, n == 'P'),
                Named::Text(text) => self.out.push_str(&text),
            },
            'Q' => {
                for c in self.quoted() {
                    if c.is_ascii_punctuation() || c.is_whitespace() {
                        self.out.push_str(&regex::escape(&c.to_string()));
                    } else {
                        self.literal(c);
                    }
                }
            }
            'h' | 'H' => bracketed(&mut self.out, HORIZONTAL, n == 'H'),
            'e' => self.out.push_str("\\x1B"),
            'x' | 'u' => match self.hex_escape(n) {
                Some(c) if self.flags.ascii_fold() && folds_beyond_ascii(c) => {
                    self.out.push_str("(?-i:");
                    push_hex(&mut self.out, c);
                    self.out.push(')');
                }
                Some(c) => push_hex(&mut self.out, c),
                None => {
                    self.out.push('\\');
                    self.out.push(n);
                }
            },
            _ if !n.is_ascii() => self.literal(n),
            _ => {
                self.out.push('\\');
                self.out.push(n);
            }
        }
    }

    /// After `\x` or `\u`: the character `\xhh`, `\x{h…}` or `\uhhhh`
    /// names, consumed (`None`, nothing consumed, when malformed).
    fn hex_escape(&mut self, kind: char) -> Option<char> {
        let rest = &self.chars[self.at..];
        let (digits, used): (String, usize) = match (kind, rest.first()) {
            ('x', Some('{')) => {
                let close = rest.iter().position(|&c| c == '}')?;
                (rest[1..close].iter().collect(), close + 1)
            }
            ('x', _) => (rest.iter().take(2).collect(), 2),
            _ => (rest.iter().take(4).collect(), 4),
        };
        let braced = rest.first() == Some(&'{');
        let complete = if braced {
            !digits.is_empty()
        } else {
            digits.chars().count() == used
        };
        if !complete || !digits.chars().all(|c| c.is_ascii_hexdigit()) {
            return None;
        }
        let c = u32::from_str_radix(&digits, 16)
            .ok()
            .and_then(char::from_u32)?;
        self.at += used;
        Some(c)
    }

    /// After `\p` or `\P` (`n`): the set a POSIX or block name stands
    /// for (ASCII POSIX sets only without `(?U)`), or the escape to pass on
    /// with the regex crate's property name.
    fn named_class(&mut self, n: char) -> Named {
        let Some(name) = self.property_name() else {
            return Named::Text(format!("\\{n}"));
        };
        let posix = posix(&name).filter(|_| !self.flags.unicode_classes);
        match posix.map(str::to_string).or_else(|| block(&name)) {
            Some(set) => Named::Set(set),
            None => Named::Text(format!("\\{n}{{{}}}", property(&name))),
        }
    }

    /// The name after `\p` / `\P`: `{Name}` or one letter.
    fn property_name(&mut self) -> Option<String> {
        match self.peek(0)? {
            '{' => {
                let close = self.chars[self.at..].iter().position(|&c| c == '}')?;
                let name: String = self.chars[self.at + 1..self.at + close].iter().collect();
                self.at += close + 1;
                Some(name)
            }
            c => {
                self.at += 1;
                Some(c.to_string())
            }
        }
    }

    /// The characters after `\Q` up to `\E` (or the end), consumed.
    fn quoted(&mut self) -> Vec<char> {
        let mut out = Vec::new();
        while let Some(c) = self.next() {
            if c == '\\' && self.peek(0) == Some('E') {
                self.at += 1;
                break;
            }
            out.push(c);
        }
        out
    }

    /// After `[`: the class up to its `]`, with the ASCII letters' other
    /// case added (so that it can be read without `i` when folding must
    /// stay ASCII).
    fn class(&mut self) -> Class {
        self.class_depth += 1;
        let class = self.class_body();
        self.class_depth -= 1;
        class
    }

    fn class_body(&mut self) -> Class {
        let mut text = String::from("[");
        let mut extra = String::new();
        let mut beyond = false;
        let mut intersects = false;
        let unicode = self.flags.unicode_classes;
        if self.peek(0) == Some('^') {
            self.at += 1;
            text.push('^');
        }
        if self.peek(0) == Some(']') {
            self.at += 1;
            text.push_str("\\]");
        }
        if self.peek(0) == Some(':') {
            // Java has no `[:alpha:]` POSIX syntax: the colon is a character.
            self.at += 1;
            text.push_str("\\:");
        }
        while let Some(c) = self.next() {
            match c {
                ']' => break,
                '[' if self.class_depth >= MAX_CLASS_DEPTH => text.push('['),
                '[' => {
                    let inner = self.class();
                    beyond |= inner.folds_beyond_ascii;
                    text.push_str(&inner.text);
                }
                '&' if self.peek(0) == Some('&') => {
                    self.at += 1;
                    intersects = true;
                    text.push_str("&&");
                }
                '\\' => {
                    let Some(n) = self.next() else {
                        text.push_str("\\\\");
                        break;
                    };
                    match n {
                        'w' | 'W' | 'd' | 'D' | 's' | 'S' if !unicode => {
                            class_set(&mut text, shorthand(n), n.is_ascii_uppercase());
                        }
                        'p' | 'P' => match self.named_class(n) {
                            Named::Set(set) => class_set(&mut text, &set, n == 'P'),
                            Named::Text(escape) => text.push_str(&escape),
                        },
                        'h' | 'H' => class_set(&mut text, HORIZONTAL, n == 'H'),
                        'e' => text.push_str("\\x1B"),
                        'x' | 'u' => match self.hex_escape(n) {
                            Some(c) => {
                                beyond |= folds_beyond_ascii(c);
                                push_hex(&mut text, c);
                                self.range_from(c, &mut text, &mut extra, &mut beyond);
                            }
                            None => {
                                text.push('\\');
                                text.push(n);
                            }
                        },
                        'Q' => {
                            for q in self.quoted() {
                                beyond |= folds_beyond_ascii(q);
                                push_class_char(&mut text, q);
                                other_case(&mut extra, q);
                            }
                        }
                        _ if n.is_ascii_punctuation() => {
                            text.push('\\');
                            text.push(n);
                            self.range_from(n, &mut text, &mut extra, &mut beyond);
                        }
                        _ => {
                            text.push('\\');
                            text.push(n);
                        }
                    }
                }
                _ => {
                    beyond |= folds_beyond_ascii(c);
                    push_class_char(&mut text, c);
                    self.range_from(c, &mut text, &mut extra, &mut beyond);
                }
            }
        }
        if self.flags.ascii_fold() && beyond && !intersects {
            text.push_str(&extra);
        }
        text.push(']');
        Class {
            text,
            folds_beyond_ascii: beyond && !intersects,
        }
    }

    /// After a literal `lo` in a class: `-hi` if a range follows, and
    /// the other case of the ASCII letters either covers.
    fn range_from(&mut self, lo: char, text: &mut String, extra: &mut String, beyond: &mut bool) {
        let hi = match (self.peek(0), self.peek(1), self.peek(2)) {
            (Some('-'), Some('\\'), Some(h)) if h.is_ascii_punctuation() => {
                self.at += 3;
                Some(h)
            }
            (Some('-'), Some(h), _) if h != ']' && h != '[' && h != '\\' => {
                self.at += 2;
                Some(h)
            }
            _ => None,
        };
        let Some(hi) = hi else {
            other_case(extra, lo);
            return;
        };
        text.push('-');
        push_class_char(text, hi);
        *beyond |= !hi.is_ascii() || ['k', 'K', 's', 'S'].iter().any(|&c| (lo..=hi).contains(&c));
        for (a, z) in [('A', 'Z'), ('a', 'z')] {
            let (from, to) = (lo.max(a), hi.min(z));
            if from <= to {
                extra.push(swap_case(from));
                extra.push('-');
                extra.push(swap_case(to));
            }
        }
    }
}

/// What `\p{…}` names.
enum Named {
    /// A set, as text for the inside of a bracketed class.
    Set(String),
    /// An escape passed on to the regex crate as written here.
    Text(String),
}

/// A set as a bracketed class outside a class, negated for `\W \P{…} \H`.
fn bracketed(out: &mut String, set: &str, negated: bool) {
    out.push_str(if negated { "[^" } else { "[" });
    out.push_str(set);
    out.push(']');
}

/// The set of Java's `\w`, `\d` or `\s` (upper or lower case letter).
fn shorthand(n: char) -> &'static str {
    match n.to_ascii_lowercase() {
        'w' => WORD,
        'd' => DIGIT,
        _ => SPACE,
    }
}

/// A set inside a class: inline when positive, a nested negated class
/// when negative.
fn class_set(text: &mut String, set: &str, negated: bool) {
    if negated {
        text.push_str("[^");
        text.push_str(set);
        text.push(']');
    } else {
        text.push_str(set);
    }
}

/// One literal character inside a class, escaped where the regex crate
/// reads it as syntax (`[`, `&`, `~`, `-` may start a set operation).
fn push_class_char(text: &mut String, c: char) {
    if matches!(c, '[' | ']' | '\\' | '&' | '~' | '^') {
        text.push('\\');
    }
    text.push(c);
}

/// `c` as the regex crate's hex escape `\x{…}`.
fn push_hex(text: &mut String, c: char) {
    text.push_str(&format!("\\x{{{:X}}}", c as u32));
}

/// The other ASCII case of `c`, if it is an ASCII letter.
fn other_case(extra: &mut String, c: char) {
    if c.is_ascii_alphabetic() {
        extra.push(swap_case(c));
    }
}

fn swap_case(c: char) -> char {
    if c.is_ascii_uppercase() {
        c.to_ascii_lowercase()
    } else {
        c.to_ascii_uppercase()
    }
}

#[cfg(test)]
mod tests {
    use super::translate;
    use regex::Regex;

    fn finds(pattern: &str, text: &str) -> bool {
        Regex::new(&translate(pattern))
            .unwrap_or_else(|e| panic!("{pattern} → {}: {e}", translate(pattern)))
            .is_match(text)
    }

    #[test]
    fn case_insensitivity_is_ascii_unless_unicode_case_is_asked() {
        assert!(finds("(?i)abc", "xABCx"));
        assert!(!finds("(?i)é", "É"));
        assert!(finds("(?iu)é", "É"));
        assert!(!finds("(?i)k", "\u{212A}"));
        assert!(finds("(?i)k", "K"));
        assert!(!finds("(?i)[à-ö]", "À"));
        assert!(finds("(?i)[à-ö]", "à"));
        assert!(finds("(?i)[a-cé]", "B"));
        assert!(!finds("(?i)[a-cé]", "É"));
        assert!(!finds("(?i)[^aé]", "A"));
        assert!(finds("(?i)[^aé]", "É"));
        assert!(finds("((?i)a)b", "Ab"));
        assert!(!finds("^((?i)a)b$", "AB"));
        assert!(finds("(?i:é)|(?i)x", "X"));
        assert!(!finds("(?i:ü)", "Ü"));
        assert!(finds("ü(?i)", "ü"));
    }

    #[test]
    fn group_names_are_not_case_wrapped() {
        let re = Regex::new(&translate("(?i)(?<sk>ks)")).unwrap();
        assert_eq!(
            re.captures("xKSx").unwrap().name("sk").unwrap().as_str(),
            "KS"
        );
        assert!(finds("(?i)(?P<key>k)", "K"));
        // Look-behind is not a name: passed on (and refused by the crate).
        assert_eq!(translate("(?i)(?<=a)b"), "(?i)(?<=a)b");
    }

    #[test]
    fn posix_classes_are_ascii_and_java_names_are_read() {
        assert!(finds("^\\p{Alpha}+$", "abcXYZ"));
        assert!(!finds("\\p{Alpha}", "é"));
        assert!(finds("\\P{Alpha}", "é"));
        assert!(finds("^[\\p{Punct}]+$", "!-/:@[`{~"));
        assert!(!finds("\\p{Punct}", "a"));
        assert!(finds("\\p{IsAlphabetic}", "é"));
        assert!(finds("\\p{javaLowerCase}", "é"));
        assert!(finds("(?U)\\p{Alpha}", "é"));
        assert!(finds("\\p{L}", "é"));
        assert!(finds("^\\p{XDigit}+$", "0fA9"));
    }

    #[test]
    fn quoting_and_java_escapes() {
        assert!(finds("^\\Qa.b*\\E$", "a.b*"));
        assert!(!finds("^\\Qa.b*\\E$", "axb"));
        assert!(finds("a\\hb", "a\u{A0}b"));
        assert!(finds("\\e", "\u{1B}"));
        assert!(finds("[\\w&&[^_]]", "a"));
        assert!(!finds("^[\\w&&[^_]]$", "_"));
        assert!(finds("[\\[\\]]", "]"));
    }

    #[test]
    fn deeply_nested_classes_do_not_recurse_without_bound() {
        let deep = format!("{}a{}", "[".repeat(100_000), "]".repeat(100_000));
        let translated = translate(&deep);
        assert!(translated.len() >= deep.len());
        assert!(Regex::new(&translated).is_err());
        assert!(finds(
            &format!("{}a{}", "[".repeat(50), "]".repeat(50)),
            "a"
        ));
    }
}
