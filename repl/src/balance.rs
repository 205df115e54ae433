//! Bracket balancing: where top-level forms start and end in a text, and
//! whether a REPL entry is complete.
//!
//! This is a scanner, not a reader: it knows just enough EDN (strings,
//! character literals, `;` comments, `#{`, tag and `#_` prefixes) to find
//! form boundaries, so one malformed form in a file does not hide the
//! others. Each chunk is then read by the real reader, which reports any
//! error inside it.
//!
//! Recovery: when a form is still open at the end of the text (an unclosed
//! or mismatched bracket, an unterminated string), the chunk is cut at the
//! next line that starts at column 1 with `(` or `[` — how top-level forms
//! are written — and scanning resumes there, so one broken form spoils only
//! the lines up to the next top-level form. The cut chunk is marked
//! [`Chunk::cut`] so the caller can say which lines were skipped.

use quiver_query::Pos;

/// How many broken forms one scan recovers from; after that the rest of the
/// text is one chunk (bounds the work on hostile input: each recovery
/// rescans the rest of the text).
pub const MAX_RECOVERIES: usize = 100;

/// A top-level piece of text: one form plus any `#tag`/`#_` prefixes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Chunk {
    /// Where the chunk starts (offset, line and column in the whole text).
    pub start: Pos,
    /// Byte offset just past the chunk.
    pub end: usize,
    /// The chunk's form never closed: it was cut at the next top-level form
    /// (or runs to the end of the text). Holds the last line it covers.
    pub cut: Option<u32>,
}

/// The result of scanning a text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scan {
    /// The top-level chunks in order; the last one may be unterminated.
    pub chunks: Vec<Chunk>,
    /// False when the text ends inside a collection, string or after a prefix
    /// that still needs its form: a REPL keeps reading lines.
    pub complete: bool,
    /// A closing bracket did not match its opener (`[… }`): the entry is
    /// wrong however it continues, so a REPL should report it now.
    pub mismatched: bool,
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
    let mut complete = true;
    let mut mismatched = false;
    let mut recoveries = 0;
    loop {
        let open = scan_chunks(text, &mut it, &mut chunks, &mut complete, &mut mismatched);
        let Some(start) = open else {
            break;
        };
        complete = false;
        let resume = (recoveries < MAX_RECOVERIES)
            .then(|| next_top_level_line(text, start))
            .flatten();
        match resume {
            Some(at) => {
                recoveries += 1;
                chunks.push(Chunk {
                    start,
                    end: at.offset,
                    cut: Some(at.line - 1),
                });
                it.seek(at);
            }
            None => {
                chunks.push(Chunk {
                    start,
                    end: text.len(),
                    cut: Some(it.pos().line),
                });
                break;
            }
        }
    }
    Scan {
        chunks,
        complete,
        mismatched,
    }
}

/// The start of the first line after `from`'s line that begins with `(` or
/// `[` at column 1.
fn next_top_level_line(text: &str, from: Pos) -> Option<Pos> {
    let rest = text.get(from.offset..)?;
    let mut line = from.line;
    for (i, b) in rest.bytes().enumerate() {
        if b == b'\n' {
            line += 1;
            if matches!(rest.as_bytes().get(i + 1), Some(b'(' | b'[')) {
                return Some(Pos {
                    offset: from.offset + i + 1,
                    line,
                    col: 1,
                });
            }
        }
    }
    None
}

/// Scans from `it` to the end of the text, pushing whole chunks; returns the
/// start of a chunk still open at the end.
fn scan_chunks(
    text: &str,
    it: &mut Cursor,
    chunks: &mut Vec<Chunk>,
    complete: &mut bool,
    mismatched: &mut bool,
) -> Option<Pos> {
    // Closers expected, innermost last.
    let mut stack: Vec<char> = Vec::new();
    // Start of the chunk being read, once its first character is seen.
    let mut start: Option<Pos> = None;
    // An unterminated string leaves the chunk open.
    let mut open_string = false;

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
                stack.push(match c {
                    '(' => ')',
                    '[' => ']',
                    _ => '}',
                });
            }
            ')' | ']' | '}' => {
                it.bump();
                // A stray closer at top level is a chunk of its own: the
                // reader reports it.
                match stack.pop() {
                    Some(expected) if expected != c => *mismatched = true,
                    _ => {}
                }
                form_done = stack.is_empty();
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
                    open_string = true;
                }
                form_done = stack.is_empty() && closed;
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
                form_done = stack.is_empty();
            }
            '#' if it.peek2() == Some('{') => {
                it.bump();
                it.bump();
                stack.push('}');
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
                form_done = stack.is_empty() && !is_prefix;
                if token.is_empty() {
                    // Defensive: never loop without progress.
                    it.bump();
                }
            }
        }
        if form_done && let Some(s) = start.take() {
            chunks.push(Chunk {
                start: s,
                end: it.offset(),
                cut: None,
            });
        }
    }
    let open = start?;
    // Only a prefix still waiting for its form: nothing to recover.
    if stack.is_empty() && !open_string {
        chunks.push(Chunk {
            start: open,
            end: text.len(),
            cut: None,
        });
        *complete = false;
        return None;
    }
    Some(open)
}

/// True when the REPL entry `text` holds only whole forms (or nothing), or
/// has a mismatched bracket that no further line can mend (the reader then
/// reports it).
pub fn is_complete(text: &str) -> bool {
    let s = scan(text);
    s.complete || s.mismatched
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

    fn seek(&mut self, to: Pos) {
        self.offset = to.offset;
        self.line = to.line;
        self.col = to.col;
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
        assert_eq!(s.chunks[1].cut, Some(1));
        assert!(!s.complete);
    }

    #[test]
    fn a_broken_form_is_cut_at_the_next_top_level_line() {
        // Mismatched closer, then good forms at column 1.
        let text = "[:find ?x :where [?e :a ?x}\n(transact [{:a 1}])\n[:find ?y]";
        assert_eq!(
            texts(text),
            [
                "[:find ?x :where [?e :a ?x}\n",
                "(transact [{:a 1}])",
                "[:find ?y]"
            ]
        );
        let s = scan(text);
        assert_eq!(s.chunks[0].cut, Some(1));
        assert!(s.mismatched && !s.complete);
        // A missing closer over several lines; an indented `(` does not count.
        let text = "(transact [{:a 1}\n  (x)\n\n(stats)\n(b)";
        assert_eq!(
            texts(text),
            ["(transact [{:a 1}\n  (x)\n\n", "(stats)", "(b)"]
        );
        assert_eq!(scan(text).chunks[0].cut, Some(3));
        // An unterminated string.
        let text = "(transact [{:n \"Ann}])\n[:find ?n :where [?e :n \"Ann\"]]\n";
        assert_eq!(
            texts(text),
            [
                "(transact [{:n \"Ann}])\n",
                "[:find ?n :where [?e :n \"Ann\"]]"
            ]
        );
        // Nothing to resume at: the rest of the text is one cut chunk.
        let s = scan("(a\n  (b)\n  (c)\n");
        assert_eq!(s.chunks.len(), 1);
        assert_eq!(s.chunks[0].cut, Some(4));
    }

    #[test]
    fn a_multi_line_form_with_a_column_one_bracket_is_whole() {
        assert_eq!(
            texts("(transact\n[{:a 1}])\n(b)"),
            ["(transact\n[{:a 1}])", "(b)"]
        );
    }

    #[test]
    fn recoveries_are_bounded() {
        let text = "(\n".repeat(MAX_RECOVERIES * 3);
        let s = scan(&text);
        assert_eq!(s.chunks.len(), MAX_RECOVERIES + 1);
        assert_eq!(s.chunks.last().map(|c| c.end), Some(text.len()));
    }

    #[test]
    fn mismatched_entries_are_complete_for_the_repl() {
        assert!(is_complete("[:find ?x :where [?e :a ?x}"));
        assert!(!is_complete("[:find ?x :where [?e :a ?x]"));
    }
}
