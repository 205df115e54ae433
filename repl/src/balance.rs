//! Bracket balancing: where top-level forms start and end in a text, and
//! whether a REPL entry is complete.
//!
//! This is a scanner, not a reader: it knows just enough EDN (strings,
//! character literals, `;` comments, `#{`, tag and `#_` prefixes) to find
//! form boundaries, so one malformed form in a file does not hide the
//! others. Each chunk is then read by the real reader, which reports any
//! error inside it.

use quiver_query::Pos;

/// A top-level piece of text: one form plus any `#tag`/`#_` prefixes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Chunk {
    /// Where the chunk starts (offset, line and column in the whole text).
    pub start: Pos,
    /// Byte offset just past the chunk.
    pub end: usize,
}

/// The result of scanning a text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scan {
    /// The top-level chunks in order; the last one may be unterminated.
    pub chunks: Vec<Chunk>,
    /// False when the text ends inside a collection, string or after a prefix
    /// that still needs its form: a REPL keeps reading lines.
    pub complete: bool,
}

/// Scans `text` into top-level chunks.
///
/// ```
/// use quiver_cli::balance::scan;
/// let s = scan("(q [:find ?x]) ; done\n[:find \"]\" ?y]");
/// assert_eq!(s.chunks.len(), 2);
/// assert!(s.complete);
/// assert!(!scan("(transact [{:name \"a(\"}").complete);
/// ```
pub fn scan(text: &str) -> Scan {
    let mut chunks = Vec::new();
    let mut it = Cursor::new(text);
    let mut depth = 0usize;
    // Start of the chunk being read, once its first character is seen.
    let mut start: Option<Pos> = None;
    let mut complete = true;

    while let Some(c) = it.peek() {
        let here = it.pos();
        match c {
            ' ' | '\t' | '\n' | '\r' | ',' | '\u{0C}' => {
                it.bump();
                continue;
            }
            ';' => {
                while let Some(c) = it.peek() {
                    if c == '\n' {
                        break;
                    }
                    it.bump();
                }
                continue;
            }
            _ => {}
        }
        if start.is_none() {
            start = Some(here);
        }
        // Whether a whole form ended at depth 0 with this token.
        let mut form_done = false;
        match c {
            '(' | '[' | '{' => {
                it.bump();
                depth += 1;
            }
            ')' | ']' | '}' => {
                it.bump();
                // A stray closer at top level is a chunk of its own: the
                // reader reports it.
                depth = depth.saturating_sub(1);
                form_done = depth == 0;
            }
            '"' => {
                it.bump();
                let mut closed = false;
                while let Some(c) = it.bump() {
                    match c {
                        '\\' => {
                            it.bump();
                        }
                        '"' => {
                            closed = true;
                            break;
                        }
                        _ => {}
                    }
                }
                if !closed {
                    complete = false;
                }
                form_done = depth == 0;
            }
            '\\' => {
                it.bump();
                // The character itself, then any name (`\newline`, `\u0041`).
                if let Some(first) = it.bump()
                    && first.is_alphanumeric()
                {
                    while it.peek().is_some_and(char::is_alphanumeric) {
                        it.bump();
                    }
                }
                form_done = depth == 0;
            }
            '#' if it.peek2() == Some('{') => {
                it.bump();
                it.bump();
                depth += 1;
            }
            _ => {
                let token_start = it.offset();
                while let Some(c) = it.peek() {
                    if is_delimiter(c) {
                        break;
                    }
                    it.bump();
                }
                let token = &text[token_start..it.offset()];
                // `#inst`, `#_`, `#my/tag` prefix the next form; `##Inf` does not.
                let is_prefix = token.starts_with('#') && !token.starts_with("##");
                // A prefix at depth 0 leaves the chunk open for its form.
                form_done = depth == 0 && !is_prefix;
                if token.is_empty() {
                    // Defensive: never loop without progress.
                    it.bump();
                }
            }
        }
        if form_done {
            if let Some(s) = start.take() {
                chunks.push(Chunk {
                    start: s,
                    end: it.offset(),
                });
            }
        }
    }
    if let Some(s) = start {
        chunks.push(Chunk {
            start: s,
            end: text.len(),
        });
        complete = false;
    }
    Scan { chunks, complete }
}

/// True when the REPL entry `text` holds only whole forms (or nothing).
pub fn is_complete(text: &str) -> bool {
    scan(text).complete
}

fn is_delimiter(c: char) -> bool {
    matches!(
        c,
        ' ' | '\t' | '\n' | '\r' | ',' | '\u{0C}' | '(' | ')' | '[' | ']' | '{' | '}' | '"' | ';'
    )
}

/// Walks characters keeping line and column.
struct Cursor<'a> {
    text: &'a str,
    offset: usize,
    line: u32,
    col: u32,
}

impl<'a> Cursor<'a> {
    fn new(text: &'a str) -> Self {
        Cursor {
            text,
            offset: 0,
            line: 1,
            col: 1,
        }
    }

    fn pos(&self) -> Pos {
        Pos {
            offset: self.offset,
            line: self.line,
            col: self.col,
        }
    }

    fn offset(&self) -> usize {
        self.offset
    }

    fn peek(&self) -> Option<char> {
        self.text.get(self.offset..)?.chars().next()
    }

    fn peek2(&self) -> Option<char> {
        self.text.get(self.offset..)?.chars().nth(1)
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.offset += c.len_utf8();
        if c == '\n' {
            self.line += 1;
            self.col = 1;
        } else {
            self.col += 1;
        }
        Some(c)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(text: &str) -> Vec<&str> {
        scan(text)
            .chunks
            .iter()
            .map(|c| &text[c.start.offset..c.end])
            .collect()
    }

    #[test]
    fn splits_top_level_forms() {
        assert_eq!(
            texts("(a 1)\n[:find ?x] {:a [1]} 42 :kw"),
            ["(a 1)", "[:find ?x]", "{:a [1]}", "42", ":kw"]
        );
    }

    #[test]
    fn strings_chars_and_comments_do_not_count() {
        let text = r#"(a ") ] (" \( \) ; (((
 \newline [x]) (b)"#;
        assert_eq!(
            texts(text),
            [
                r#"(a ") ] (" \( \) ; (((
 \newline [x])"#,
                "(b)"
            ]
        );
        assert!(scan(text).complete);
    }

    #[test]
    fn escaped_quotes_stay_inside_strings() {
        assert_eq!(texts(r#"("a\"b" c) d"#), [r#"("a\"b" c)"#, "d"]);
    }

    #[test]
    fn prefixes_join_the_next_form() {
        assert_eq!(
            texts("#_ (ignored) (kept) #inst \"2020-01-01\" #{1 2} ##Inf"),
            [
                "#_ (ignored)",
                "(kept)",
                "#inst \"2020-01-01\"",
                "#{1 2}",
                "##Inf"
            ]
        );
    }

    #[test]
    fn incomplete_entries() {
        for text in [
            "(q [:find ?x",
            "(a \"unterminated",
            "[:find ?x\n :where [?e :a ?x]",
            "#_",
            "#{1",
        ] {
            assert!(!is_complete(text), "{text}");
        }
        for text in ["", "  ; only a comment", "(a)", "(a) (b [c])", "\\("] {
            assert!(is_complete(text), "{text}");
        }
    }

    #[test]
    fn positions_count_lines_and_columns() {
        let s = scan("(a)\n  (b\n c)");
        assert_eq!(s.chunks[1].start.line, 2);
        assert_eq!(s.chunks[1].start.col, 3);
        assert_eq!(s.chunks[1].start.offset, 6);
    }

    #[test]
    fn stray_closers_are_their_own_chunks() {
        assert_eq!(texts("(a)) (b)"), ["(a)", ")", "(b)"]);
    }

    #[test]
    fn an_unterminated_last_form_is_a_chunk() {
        let s = scan("(a) (b [c]");
        assert_eq!(s.chunks.len(), 2);
        assert!(!s.complete);
    }
}
