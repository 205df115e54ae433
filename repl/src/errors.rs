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
}

impl Diagnostic {
    /// A diagnostic at `pos` in `source`.
    pub fn at(source: &str, pos: Pos, message: impl Into<String>) -> Self {
        Diagnostic {
            source: source.to_string(),
            pos: Some(pos),
            message: message.into(),
        }
    }

    /// A diagnostic about `source` as a whole.
    pub fn whole(source: &str, message: impl Into<String>) -> Self {
        Diagnostic {
            source: source.to_string(),
            pos: None,
            message: message.into(),
        }
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
        let _ = match self.pos {
            Some(p) => writeln!(
                out,
                "error: {}:{}:{}: {}",
                self.source, p.line, p.col, self.message
            ),
            None => writeln!(out, "error: {}: {}", self.source, self.message),
        };
        if let (Some(pos), Some(text)) = (self.pos, text)
            && let Some(line) = text.lines().nth(pos.line.saturating_sub(1) as usize)
        {
            // Tabs become spaces so the caret lines up (columns count characters).
            let shown: String = line
                .chars()
                .map(|c| if c == '\t' { ' ' } else { c })
                .collect();
            let gutter = pos.line.to_string();
            let pad = " ".repeat(gutter.len());
            let caret_pad = " ".repeat(pos.col.saturating_sub(1) as usize);
            let _ = writeln!(out, "   {gutter} | {}", shown.trim_end());
            let _ = writeln!(out, "   {pad} | {caret_pad}^");
        }
        out
    }
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
