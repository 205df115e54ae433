//! Error reports: `error: FILE:LINE:COL: message`, then the offending source
//! line with a caret under the column (context lines are indented, so the
//! `error:` line is the only one starting at column 1).

use std::fmt::Write;

use quiver_query::Pos;

/// One failed form, ready to print.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// The file name (`<stdin>` for standard input, `repl` in the REPL).
    pub source: String,
    /// Where in the source; `None` for errors about no particular text
    /// (e.g. a file that cannot be opened).
    pub pos: Option<Pos>,
    /// What went wrong.
    pub message: String,
    /// Further lines, printed as `   = note: …` after the context.
    pub notes: Vec<String>,
}

/// The widest piece of a source line an error quotes: longer lines show a
/// window around the caret (an error on a 10 MB line must not print it).
pub const LINE_WINDOW: usize = 100;

impl Diagnostic {
    /// A diagnostic at `pos` in `source`.
    pub fn at(source: &str, pos: Pos, message: impl Into<String>) -> Self {
        Diagnostic {
            source: source.to_string(),
            pos: Some(pos),
            message: message.into(),
            notes: Vec::new(),
        }
    }

    /// A diagnostic about `source` as a whole.
    pub fn whole(source: &str, message: impl Into<String>) -> Self {
        Diagnostic {
            source: source.to_string(),
            pos: None,
            message: message.into(),
            notes: Vec::new(),
        }
    }

    /// A diagnostic whose message names what it is about itself (e.g. "cannot
    /// write DIR: no space left on device"): rendered without a source.
    pub fn bare(message: impl Into<String>) -> Self {
        Diagnostic::whole("", message)
    }

    /// The report's first line without `error: `: `a.edn:2:2: message`.
    pub fn headline(&self) -> String {
        match self.pos {
            Some(p) => format!("{}:{}:{}: {}", self.source, p.line, p.col, self.message),
            None if self.source.is_empty() => self.message.clone(),
            None => format!("{}: {}", self.source, self.message),
        }
    }

    /// Adds a `note:` line.
    pub fn with_note(mut self, note: impl Into<String>) -> Self {
        self.notes.push(note.into());
        self
    }

    /// The report: the `error:` line, and when `text` (the source's whole
    /// text) is given and the position is in it, the line and a caret.
    ///
    /// ```
    /// use quiver_cli::errors::Diagnostic;
    /// use quiver_query::Pos;
    /// let d = Diagnostic::at("a.edn", Pos { offset: 4, line: 2, col: 2 }, "unknown form");
    /// assert_eq!(
    ///     d.render(Some("(a)\n (frob)")),
    ///     "error: a.edn:2:2: unknown form\n   2 |  (frob)\n     |  ^\n"
    /// );
    /// ```
    pub fn render(&self, text: Option<&str>) -> String {
        let mut out = String::new();
        let message = clip(&self.message);
        let _ = match self.pos {
            Some(p) => writeln!(
                out,
                "error: {}:{}:{}: {message}",
                self.source, p.line, p.col
            ),
            None if self.source.is_empty() => writeln!(out, "error: {message}"),
            None => writeln!(out, "error: {}: {message}", self.source),
        };
        if let (Some(pos), Some(text)) = (self.pos, text)
            && let Some(line) = text.lines().nth(pos.line.saturating_sub(1) as usize)
        {
            let (shown, caret) = window(line, pos.col.saturating_sub(1) as usize);
            let gutter = pos.line.to_string();
            let pad = " ".repeat(gutter.len());
            let caret_pad = " ".repeat(caret);
            let _ = writeln!(out, "   {gutter} | {}", shown.trim_end());
            let _ = writeln!(out, "   {pad} | {caret_pad}^");
        }
        for note in &self.notes {
            let _ = writeln!(out, "   = note: {note}");
        }
        out
    }
}

/// `text` (a rendered report) with `error:` in bold red and `note:` in
/// cyan when `color` is set; unchanged otherwise.
///
/// ```
/// use quiver_cli::errors::paint;
/// assert_eq!(paint("error: x\n", false), "error: x\n");
/// assert!(paint("error: x\n", true).starts_with("\u{1b}["));
/// ```
pub fn paint(text: &str, color: bool) -> String {
    if !color {
        return text.to_string();
    }
    let red = anstyle::AnsiColor::Red.on_default().bold();
    let cyan = anstyle::AnsiColor::Cyan.on_default();
    let mut out = String::with_capacity(text.len() + 32);
    for line in text.split_inclusive('\n') {
        if let Some(rest) = line.strip_prefix("error:") {
            let _ = write!(out, "{red}error:{red:#}{rest}");
        } else if let Some(rest) = line.strip_prefix("   = note:") {
            let _ = write!(out, "   = {cyan}note:{cyan:#}{rest}");
        } else {
            out.push_str(line);
        }
    }
    out
}

/// The longest message printed whole; a longer one is cut with a count of
/// what was left out.
pub const MESSAGE_LIMIT: usize = 1000;

/// The most characters of one quoted string a message shows.
pub const VALUE_LIMIT: usize = 100;

/// `message` with each quoted string longer than [`VALUE_LIMIT`] characters
/// cut (`"aaaa…"`), then the whole cut at [`MESSAGE_LIMIT`] characters.
///
/// ```
/// use quiver_cli::errors::clip;
/// let long = format!("expected a long, found \"{}\"", "a".repeat(10_000_000));
/// let shown = clip(&long);
/// assert!(shown.len() < 200, "{}", shown.len());
/// assert!(shown.ends_with("aaa…\""));
/// ```
pub fn clip(message: &str) -> std::borrow::Cow<'_, str> {
    let message = clip_strings(message);
    match message.char_indices().nth(MESSAGE_LIMIT) {
        None => message,
        Some((at, _)) => {
            let rest = message[at..].chars().count();
            format!("{}… ({rest} more characters)", &message[..at]).into()
        }
    }
}

fn clip_strings(message: &str) -> std::borrow::Cow<'_, str> {
    // Cheap test first: most messages have no long quoted run.
    if message.len() <= VALUE_LIMIT + 2 {
        return message.into();
    }
    let mut out = String::with_capacity(message.len().min(MESSAGE_LIMIT * 2));
    let mut chars = message.chars();
    let mut changed = false;
    while let Some(c) = chars.next() {
        out.push(c);
        if c != '"' {
            continue;
        }
        // Inside a string: copy up to VALUE_LIMIT characters, skip the rest.
        let mut escaped = false;
        for (kept, c) in chars.by_ref().enumerate() {
            let closing = c == '"' && !escaped;
            escaped = c == '\\' && !escaped;
            if closing {
                break;
            }
            if kept < VALUE_LIMIT {
                out.push(c);
            } else if kept == VALUE_LIMIT {
                out.push('…');
                changed = true;
            }
        }
        out.push('"');
    }
    if changed { out.into() } else { message.into() }
}

/// The part of `line` to show and the caret's column in it: the whole line
/// when it is at most [`LINE_WINDOW`] characters, else a window around
/// column `col` (0-based) with `…` where text was left out. Tabs become
/// spaces so the caret lines up (columns count characters).
fn window(line: &str, col: usize) -> (String, usize) {
    // One column per character, none that drives the terminal: a tab is
    // a space, other control characters their pictures (`␛` for ESC).
    let chars: Vec<char> = line
        .chars()
        .map(|c| match c {
            '\t' => ' ',
            c if (c as u32) < 0x20 => char::from_u32(0x2400 + c as u32).unwrap_or('\u{fffd}'),
            '\u{7f}' => '\u{2421}',
            c if c.is_control() => '\u{fffd}',
            c => c,
        })
        .collect();
    if chars.len() <= LINE_WINDOW {
        return (chars.into_iter().collect(), col);
    }
    let col = col.min(chars.len());
    let from = col.saturating_sub(LINE_WINDOW / 2);
    let to = (from + LINE_WINDOW).min(chars.len());
    let mut shown = String::new();
    let mut caret = col - from;
    if from > 0 {
        shown.push('…');
        caret += 1;
    }
    shown.extend(&chars[from..to]);
    if to < chars.len() {
        shown.push('…');
    }
    (shown, caret)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(line: u32, col: u32) -> Pos {
        Pos {
            offset: 0,
            line,
            col,
        }
    }

    #[test]
    fn caret_under_the_column() {
        let text = "(transact [{:name \"x\"}])\n(q [:find ?x :where [?e :age ?x]] $ 3)\n";
        let d = Diagnostic::at("tour.edn", pos(2, 37), "too many inputs");
        insta::assert_snapshot!(d.render(Some(text)), @r"
        error: tour.edn:2:37: too many inputs
           2 | (q [:find ?x :where [?e :age ?x]] $ 3)
             |                                     ^
        ");
    }

    #[test]
    fn only_the_error_line_starts_at_column_one() {
        let d = Diagnostic::at("repl", pos(1, 1), "boom");
        let text = d.render(Some("(boom)"));
        let first_col: Vec<_> = text.lines().filter(|l| !l.starts_with(' ')).collect();
        assert_eq!(first_col, ["error: repl:1:1: boom"]);
    }

    #[test]
    fn tabs_are_shown_as_spaces() {
        let d = Diagnostic::at("f", pos(1, 2), "m");
        assert_eq!(
            d.render(Some("\tx")),
            "error: f:1:2: m\n   1 |  x\n     |  ^\n"
        );
    }

    #[test]
    fn long_lines_show_a_window_around_the_caret() {
        let line = format!("{}X{}", "a".repeat(5000), "b".repeat(5000));
        let d = Diagnostic::at("f", pos(1, 5001), "m").with_note("skipped lines 1-1");
        let text = d.render(Some(&line));
        assert!(text.len() < 400, "{}", text.len());
        let lines: Vec<&str> = text.lines().collect();
        let caret = lines[2].find('^').unwrap();
        // The caret is under the X.
        let shown: Vec<char> = lines[1].chars().collect();
        let caret_chars = lines[2][..caret].chars().count();
        assert_eq!(shown[caret_chars], 'X');
        assert_eq!(lines[3], "   = note: skipped lines 1-1");
    }

    #[test]
    fn without_text_or_position() {
        assert_eq!(
            Diagnostic::at("f", pos(9, 1), "m").render(Some("one line")),
            "error: f:9:1: m\n"
        );
        assert_eq!(
            Diagnostic::whole("missing.edn", "cannot read: No such file").render(None),
            "error: missing.edn: cannot read: No such file\n"
        );
    }
}
