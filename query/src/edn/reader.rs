//! The EDN reader: text → [`Form`]s with spans.
//!
//! Tokens (numbers, symbols, keywords, characters) are recognised with `nom`
//! combinators; nesting is handled by an explicit stack rather than
//! recursion, so deeply nested input cannot overflow the thread's stack and
//! the reader runs in time linear in the input. Nesting beyond
//! [`ReadOptions::max_depth`] is an error.

use std::collections::HashMap;
use std::fmt;
use std::hash::{BuildHasherDefault, Hasher};
use std::str::FromStr;
use std::sync::Arc;

use bigdecimal::BigDecimal;
use nom::bytes::complete::take_while1;
use nom::character::complete::{char as nom_char, digit0, digit1, one_of};
use nom::combinator::{opt, recognize};
use nom::sequence::preceded;
use nom::{IResult, Parser};
use num_bigint::BigInt;

use super::form::{Form, FormKind};
use super::literal::{decode_base64, parse_inst};
use super::value::number::Ratio;
use super::value::{Keyword, Symbol, Uuid, Value};
use crate::error::{Error, Location, Pos, Result, Span, rebase_pos};

/// Default limit on nesting of collections and tagged literals.
pub const DEFAULT_MAX_DEPTH: usize = 256;

/// The deepest a value built during a query may nest (a pulled map, a
/// built-in's collection): a little under [`DEFAULT_MAX_DEPTH`], so the
/// result that holds it (a set of tuples, a map of keys) still reads back
/// (D-742).
pub const MAX_VALUE_DEPTH: usize = DEFAULT_MAX_DEPTH - 16;

/// Most digits a number literal may have (integer, decimal or ratio part):
/// arbitrary-precision arithmetic on longer numbers costs more than any
/// query can wait for, and a 10-million-digit literal took 15 s to read.
pub const MAX_NUMBER_DIGITS: usize = 10_000;

/// Largest exponent (in absolute value) of a decimal literal (`1E5M`):
/// printing or adding to `1E999999999M` writes out every digit.
pub const MAX_DECIMAL_EXPONENT: i64 = 10_000;

/// Converts the value following a custom tag into the tagged literal's value.
pub type TagHandler = Arc<dyn Fn(&Value) -> std::result::Result<Value, String> + Send + Sync>;

/// Settings for reading: source name, base position, depth limit and tags.
#[derive(Clone)]
pub struct ReadOptions {
    source: Arc<str>,
    base: Pos,
    max_depth: usize,
    keep_unknown_tags: bool,
    tag_handlers: HashMap<String, TagHandler>,
}

impl fmt::Debug for ReadOptions {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ReadOptions")
            .field("source", &self.source)
            .field("base", &self.base)
            .field("max_depth", &self.max_depth)
            .field("keep_unknown_tags", &self.keep_unknown_tags)
            .field(
                "tag_handlers",
                &self.tag_handlers.keys().collect::<Vec<_>>(),
            )
            .finish()
    }
}

impl Default for ReadOptions {
    fn default() -> Self {
        ReadOptions {
            source: Arc::from("edn"),
            base: Pos::START,
            max_depth: DEFAULT_MAX_DEPTH,
            keep_unknown_tags: false,
            tag_handlers: HashMap::new(),
        }
    }
}

impl ReadOptions {
    /// Defaults: source `edn`, base line 1 column 1, depth limit 256, unknown tags rejected.
    pub fn new() -> Self {
        Self::default()
    }

    /// Sets the source name shown in errors (e.g. a file name).
    pub fn source(mut self, name: &str) -> Self {
        self.source = Arc::from(name);
        self
    }

    /// Reads the text as if it started at `base` inside a larger document:
    /// spans and error positions are shifted accordingly.
    pub fn base(mut self, base: Pos) -> Self {
        self.base = base;
        self
    }

    /// Sets the nesting limit.
    pub fn max_depth(mut self, depth: usize) -> Self {
        self.max_depth = depth;
        self
    }

    /// Keeps tags without a handler as [`FormKind::Tagged`] instead of failing.
    pub fn keep_unknown_tags(mut self, keep: bool) -> Self {
        self.keep_unknown_tags = keep;
        self
    }

    /// Registers a handler for `#tag` (tag given without `#`, e.g. `"my/point"`).
    pub fn tag_handler(
        mut self,
        tag: &str,
        handler: impl Fn(&Value) -> std::result::Result<Value, String> + Send + Sync + 'static,
    ) -> Self {
        self.tag_handlers.insert(tag.to_string(), Arc::new(handler));
        self
    }

    /// The source name used in errors.
    pub fn source_name(&self) -> &str {
        &self.source
    }
}

/// Reads exactly one form (surrounding whitespace and comments allowed).
///
/// ```
/// use quiver_query::edn::{read, Value};
/// let form = read("[1 :a \"s\"]").unwrap();
/// assert_eq!(form.to_value().to_string(), "[1 :a \"s\"]");
/// ```
pub fn read(text: &str) -> Result<Form> {
    read_with(text, &ReadOptions::default())
}

/// Reads exactly one form with options.
pub fn read_with(text: &str, opts: &ReadOptions) -> Result<Form> {
    let mut r = Reader::new(text, opts);
    let Some(form) = r.next_form()? else {
        return Err(r.syntax_error(r.pos, "expected a form, found end of input"));
    };
    r.skip_ws();
    if r.pos < r.bytes.len() {
        return Err(r.syntax_error(
            r.pos,
            "expected end of input after the form: one form is read here",
        ));
    }
    Ok(form)
}

/// Reads one form and converts it to a [`Value`].
pub fn read_value(text: &str) -> Result<Value> {
    Ok(read(text)?.to_value())
}

/// Reads every top-level form in the text.
pub fn read_all(text: &str) -> Result<Vec<Form>> {
    read_all_with(text, &ReadOptions::default())
}

/// Reads every top-level form with options.
pub fn read_all_with(text: &str, opts: &ReadOptions) -> Result<Vec<Form>> {
    let mut r = Reader::new(text, opts);
    let mut out = Vec::new();
    while let Some(form) = r.next_form()? {
        out.push(form);
    }
    Ok(out)
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum CollKind {
    List,
    Vector,
    Map,
    Set,
}

impl CollKind {
    fn closer(self) -> u8 {
        match self {
            CollKind::List => b')',
            CollKind::Vector => b']',
            CollKind::Map | CollKind::Set => b'}',
        }
    }
    fn name(self) -> &'static str {
        match self {
            CollKind::List => "list",
            CollKind::Vector => "vector",
            CollKind::Map => "map",
            CollKind::Set => "set",
        }
    }
}

enum Opening {
    Coll(CollKind),
    Tag(Symbol),
    Discard,
}

enum Frame {
    Coll {
        kind: CollKind,
        start: Pos,
        /// Index in the reader's scratch stack where this collection's items start.
        base: usize,
    },
    Tagged {
        tag: Symbol,
        start: Pos,
    },
    Discard {
        start: Pos,
    },
}

/// An incremental reader over one text; yields top-level forms one by one.
///
/// ```
/// use quiver_query::edn::{Reader, ReadOptions};
/// let opts = ReadOptions::new();
/// let mut r = Reader::new("1 2 ; three\n", &opts);
/// assert!(r.next_form().unwrap().is_some());
/// assert!(r.next_form().unwrap().is_some());
/// assert!(r.next_form().unwrap().is_none());
/// ```
pub struct Reader<'a> {
    text: &'a str,
    bytes: &'a [u8],
    pos: usize,
    opts: &'a ReadOptions,
    // Line tracking: the position `track_off` is at `track_line:track_col`.
    track_off: usize,
    track_line: u32,
    track_col: u32,
    keywords: HashMap<&'a str, Keyword, BuildHasherDefault<FxHasher>>,
    /// Items of the collections being read, innermost last.
    scratch: Vec<Form>,
}

/// A small, fast, non-cryptographic hasher for interning keywords (the
/// keys are the reader's own input, so hash flooding only slows reading of
/// that input).
#[derive(Default)]
struct FxHasher {
    hash: u64,
}

impl Hasher for FxHasher {
    fn write(&mut self, bytes: &[u8]) {
        const K: u64 = 0x51_7c_c1_b7_27_22_0a_95;
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            let mut w = [0u8; 8];
            w.copy_from_slice(c);
            self.hash = (self.hash.rotate_left(5) ^ u64::from_le_bytes(w)).wrapping_mul(K);
        }
        for &b in chunks.remainder() {
            self.hash = (self.hash.rotate_left(5) ^ u64::from(b)).wrapping_mul(K);
        }
    }

    fn finish(&self) -> u64 {
        self.hash
    }
}

fn is_delim(b: u8) -> bool {
    matches!(
        b,
        b' ' | b'\t'
            | b'\n'
            | b'\r'
            | b','
            | b'('
            | b')'
            | b'['
            | b']'
            | b'{'
            | b'}'
            | b'"'
            | b';'
            | b'\\'
            | 0x0c
    )
}

fn is_delim_char(c: char) -> bool {
    c.is_ascii() && is_delim(c as u8)
}

fn token(input: &str) -> IResult<&str, &str> {
    take_while1(|c: char| !is_delim_char(c)).parse(input)
}

/// The shape of a number token, recognised by [`number`].
struct NumberToken<'a> {
    text: &'a str,
    int_part: &'a str,
    ratio_denom: Option<&'a str>,
    is_float: bool,
    suffix: Option<char>,
}

fn number(input: &str) -> IResult<&str, NumberToken<'_>> {
    let (rest, int_part) = recognize((opt(one_of("+-")), digit1)).parse(input)?;
    if let Ok((after, denom)) =
        preceded(nom_char('/'), digit1::<_, nom::error::Error<&str>>).parse(rest)
    {
        let len = input.len() - after.len();
        return Ok((
            after,
            NumberToken {
                text: &input[..len],
                int_part,
                ratio_denom: Some(denom),
                is_float: false,
                suffix: None,
            },
        ));
    }
    let (rest, frac) = opt(recognize((nom_char('.'), digit0))).parse(rest)?;
    let (rest, exp) = opt(recognize((one_of("eE"), opt(one_of("+-")), digit1))).parse(rest)?;
    let (rest, suffix) = opt(one_of("NM")).parse(rest)?;
    let len = input.len() - rest.len() - usize::from(suffix.is_some());
    Ok((
        rest,
        NumberToken {
            text: &input[..len],
            int_part,
            ratio_denom: None,
            is_float: frac.is_some() || exp.is_some(),
            suffix,
        },
    ))
}

fn is_symbol_char(c: char) -> bool {
    c.is_alphanumeric() || ".*+!-_?$%&=<>'#:|".contains(c)
}

/// Checks one side (namespace or name) of a symbol or keyword.
fn valid_name_part(part: &str, keyword: bool) -> bool {
    let mut chars = part.chars();
    let Some(first) = chars.next() else {
        return false;
    };
    if !part.chars().all(is_symbol_char) || part.contains("::") {
        return false;
    }
    if keyword {
        return first != ':';
    }
    if first.is_ascii_digit() || first == '#' || first == ':' || first == '\'' {
        return false;
    }
    if matches!(first, '+' | '-' | '.') {
        if let Some(second) = chars.next() {
            return !second.is_ascii_digit();
        }
    }
    true
}

fn valid_symbol(text: &str, keyword: bool) -> bool {
    if text == "/" {
        return !keyword;
    }
    match text.split_once('/') {
        None => valid_name_part(text, keyword),
        Some((ns, name)) => {
            valid_name_part(ns, keyword)
                && (name == "/" || (!name.contains('/') && valid_name_part(name, true)))
                && !name.is_empty()
        }
    }
}

impl<'a> Reader<'a> {
    /// A reader over `text`.
    pub fn new(text: &'a str, opts: &'a ReadOptions) -> Self {
        // A UTF-8 byte-order mark (some editors write one) is no part of
        // the text; columns count from after it.
        let start = if text.starts_with('\u{feff}') { 3 } else { 0 };
        Reader {
            text,
            bytes: text.as_bytes(),
            pos: start,
            opts,
            track_off: start,
            track_line: 1,
            track_col: 1,
            keywords: HashMap::default(),
            scratch: Vec::new(),
        }
    }

    /// Byte offset (relative to this text) of the next unread character.
    pub fn offset(&self) -> usize {
        self.pos
    }

    /// The position of byte offset `off` (relative to this text), rebased.
    fn pos_at(&mut self, off: usize) -> Pos {
        if off < self.track_off {
            self.track_off = 0;
            self.track_line = 1;
            self.track_col = 1;
        }
        let end = off.min(self.bytes.len());
        for &b in &self.bytes[self.track_off..end] {
            if b == b'\n' {
                self.track_line += 1;
                self.track_col = 1;
            } else if b & 0xC0 != 0x80 {
                self.track_col += 1;
            }
        }
        self.track_off = end;
        let local = Pos {
            offset: off,
            line: self.track_line,
            col: self.track_col,
        };
        if self.opts.base == Pos::START {
            local
        } else {
            rebase_pos(local, self.opts.base)
        }
    }

    fn location(&self, pos: Pos) -> Location {
        Location {
            source: self.opts.source.clone(),
            pos,
        }
    }

    fn syntax_error(&mut self, off: usize, message: impl Into<String>) -> Error {
        let pos = self.pos_at(off);
        Error::Syntax {
            at: self.location(pos),
            message: message.into(),
        }
    }

    fn syntax_error_at(&self, pos: Pos, message: impl Into<String>) -> Error {
        Error::Syntax {
            at: self.location(pos),
            message: message.into(),
        }
    }

    fn span(&mut self, start: Pos) -> Span {
        Span {
            start,
            end: self.opts.base.offset + self.pos,
        }
    }

    /// Skips whitespace, commas and `;` comments.
    fn skip_ws(&mut self) {
        while let Some(&b) = self.bytes.get(self.pos) {
            match b {
                b' ' | b'\t' | b'\n' | b'\r' | b',' | 0x0c => self.pos += 1,
                b';' => {
                    while let Some(&c) = self.bytes.get(self.pos) {
                        if c == b'\n' {
                            break;
                        }
                        self.pos += 1;
                    }
                }
                _ => break,
            }
        }
    }

    fn rest(&self) -> &'a str {
        self.text.get(self.pos..).unwrap_or("")
    }

    /// The next character, for error messages.
    fn describe_at(&self, off: usize) -> String {
        match self.text.get(off..).and_then(|s| s.chars().next()) {
            Some(c) => format!("{c:?}"),
            None => "end of input".to_string(),
        }
    }

    /// Reads the next top-level form; `Ok(None)` at end of input.
    pub fn next_form(&mut self) -> Result<Option<Form>> {
        let mut stack: Vec<Frame> = Vec::new();
        // Left over only if a previous call failed half-way.
        self.scratch.clear();
        loop {
            self.skip_ws();
            let start_off = self.pos;
            let Some(&b) = self.bytes.get(start_off) else {
                return match stack.last() {
                    None => Ok(None),
                    Some(frame) => Err(self.unterminated(frame)),
                };
            };
            let form = match b {
                b'(' => {
                    self.open(&mut stack, start_off, Opening::Coll(CollKind::List), 1)?;
                    continue;
                }
                b'[' => {
                    self.open(&mut stack, start_off, Opening::Coll(CollKind::Vector), 1)?;
                    continue;
                }
                b'{' => {
                    self.open(&mut stack, start_off, Opening::Coll(CollKind::Map), 1)?;
                    continue;
                }
                b')' | b']' | b'}' => self.close(&mut stack, b)?,
                b'#' => match self.dispatch(&mut stack, start_off)? {
                    Some(form) => form,
                    None => continue,
                },
                b'"' => self.string()?,
                b'\\' => self.character()?,
                b':' => self.keyword()?,
                b'0'..=b'9' => self.number()?,
                b'+' | b'-'
                    if self
                        .bytes
                        .get(start_off + 1)
                        .is_some_and(u8::is_ascii_digit) =>
                {
                    self.number()?
                }
                _ => self.symbol()?,
            };
            if let Some(done) = self.hand_up(&mut stack, form)? {
                return Ok(Some(done));
            }
        }
    }

    /// The error for input that ends inside `frame` (an open collection,
    /// a tag or a `#_` waiting for its form).
    fn unterminated(&self, frame: &Frame) -> Error {
        match frame {
            Frame::Coll { kind, start, .. } => self.syntax_error_at(
                *start,
                format!(
                    "unterminated {}: expected {} before end of input",
                    kind.name(),
                    kind.closer() as char
                ),
            ),
            Frame::Tagged { tag, start } => self.syntax_error_at(
                *start,
                format!("expected a form after #{tag}, found end of input"),
            ),
            Frame::Discard { start } => {
                self.syntax_error_at(*start, "expected a form after #_, found end of input")
            }
        }
    }

    /// A form starting with `#` at `start_off`: a set, a discard or a tag
    /// opens a frame (`None`: read on), `##Inf`-like values and regex
    /// literals are read whole.
    fn dispatch(&mut self, stack: &mut Vec<Frame>, start_off: usize) -> Result<Option<Form>> {
        match self.bytes.get(start_off + 1) {
            Some(b'{') => {
                self.open(stack, start_off, Opening::Coll(CollKind::Set), 2)?;
                Ok(None)
            }
            Some(b'_') => {
                self.open(stack, start_off, Opening::Discard, 2)?;
                Ok(None)
            }
            Some(b'#') => self.symbolic_value().map(Some),
            Some(b'"') => self.regex_literal().map(Some),
            Some(c) if c.is_ascii_alphabetic() => {
                self.pos += 1;
                let tag = self.symbol_token(start_off)?;
                self.pos = start_off;
                let len = 1 + tag.as_str().len();
                self.open(stack, start_off, Opening::Tag(tag), len)?;
                Ok(None)
            }
            None => Err(self.syntax_error(
                start_off,
                "expected a dispatch character after #, found end of input",
            )),
            _ => {
                let what = self.describe_at(start_off + 1);
                Err(self.syntax_error(
                    start_off,
                    format!(
                        "invalid dispatch #{}: expected #{{, #_, ##, or a tag",
                        what.trim_matches('\'')
                    ),
                ))
            }
        }
    }

    /// Hands a finished form to the innermost open frame: a collection
    /// keeps it, a discard drops it, a tag applies to it (and the result
    /// goes up in turn). `Some` when it is a whole top-level form.
    fn hand_up(&mut self, stack: &mut Vec<Frame>, mut form: Form) -> Result<Option<Form>> {
        loop {
            match stack.last_mut() {
                None => return Ok(Some(form)),
                Some(Frame::Coll { .. }) => {
                    self.scratch.push(form);
                    return Ok(None);
                }
                Some(Frame::Discard { .. }) => {
                    stack.pop();
                    return Ok(None);
                }
                Some(Frame::Tagged { .. }) => {
                    let Some(Frame::Tagged { tag, start }) = stack.pop() else {
                        return Ok(None);
                    };
                    form = self.apply_tag(tag, start, form)?;
                }
            }
        }
    }

    fn open(
        &mut self,
        stack: &mut Vec<Frame>,
        start_off: usize,
        what: Opening,
        len: usize,
    ) -> Result<()> {
        let start = self.pos_at(start_off);
        if stack.len() >= self.opts.max_depth {
            return Err(Error::TooDeep {
                at: self.location(start),
                limit: self.opts.max_depth,
            });
        }
        self.pos = start_off + len;
        stack.push(match what {
            Opening::Coll(kind) => Frame::Coll {
                kind,
                start,
                base: self.scratch.len(),
            },
            Opening::Tag(tag) => Frame::Tagged { tag, start },
            Opening::Discard => Frame::Discard { start },
        });
        Ok(())
    }

    fn close(&mut self, stack: &mut Vec<Frame>, closer: u8) -> Result<Form> {
        let off = self.pos;
        match stack.pop() {
            None => Err(self.syntax_error(off, format!("unmatched {}", closer as char))),
            Some(Frame::Tagged { tag, .. }) => Err(self.syntax_error(
                off,
                format!("expected a form after #{tag}, found {}", closer as char),
            )),
            Some(Frame::Discard { .. }) => Err(self.syntax_error(
                off,
                format!("expected a form after #_, found {}", closer as char),
            )),
            Some(Frame::Coll { kind, start, base }) => {
                if kind.closer() != closer {
                    return Err(self.syntax_error(
                        off,
                        format!(
                            "expected {} to close the {} opened at {}:{}, found {}",
                            kind.closer() as char,
                            kind.name(),
                            start.line,
                            start.col,
                            closer as char
                        ),
                    ));
                }
                self.pos += 1;
                let span = self.span(start);
                // Items are moved out of the shared scratch stack into a
                // vector of exactly the right size: one allocation each.
                let items: Vec<Form> = self.scratch.drain(base..).collect();
                let kind = match kind {
                    CollKind::List => FormKind::List(items),
                    CollKind::Vector => FormKind::Vector(items),
                    CollKind::Set => {
                        self.check_unique(items.iter(), "set element")?;
                        FormKind::Set(items)
                    }
                    CollKind::Map => {
                        if items.len() % 2 != 0 {
                            return Err(self.syntax_error_at(
                                start,
                                "map literal must contain an even number of forms (key value pairs)",
                            ));
                        }
                        let mut pairs = Vec::with_capacity(items.len() / 2);
                        self.check_unique(items.iter().step_by(2), "map key")?;
                        let mut it = items.into_iter();
                        while let (Some(k), Some(v)) = (it.next(), it.next()) {
                            pairs.push((k, v));
                        }
                        FormKind::Map(pairs)
                    }
                };
                Ok(Form { kind, span })
            }
        }
    }

    fn check_unique<'f>(&self, forms: impl Iterator<Item = &'f Form>, what: &str) -> Result<()> {
        let forms: Vec<&Form> = forms.collect();
        if forms.len() < 2 {
            return Ok(());
        }
        // Leaf keys (the usual case: keywords) compare without cloning.
        let leaves: Option<Vec<&Value>> = forms.iter().map(|f| f.as_value()).collect();
        let dup: Option<(Value, Pos)> = match leaves {
            Some(values) if values.len() <= 12 => (1..values.len()).find_map(|i| {
                values[..i]
                    .iter()
                    .any(|v| *v == values[i])
                    .then(|| (values[i].clone(), forms[i].span.start))
            }),
            _ => {
                let mut values: Vec<(Value, Pos)> =
                    forms.iter().map(|f| (f.to_value(), f.span.start)).collect();
                values.sort_by(|a, b| a.0.cmp(&b.0).then(a.1.cmp(&b.1)));
                values
                    .windows(2)
                    .find(|w| w[0].0 == w[1].0)
                    .map(|w| w[1].clone())
            }
        };
        match dup {
            Some((v, pos)) => Err(self.syntax_error_at(pos, format!("duplicate {what} {v}"))),
            None => Ok(()),
        }
    }

    fn apply_tag(&mut self, tag: Symbol, start: Pos, inner: Form) -> Result<Form> {
        let span = Span {
            start,
            end: inner.span.end,
        };
        let want_string = |this: &Self, name: &str| -> Result<Arc<str>> {
            match &inner.kind {
                FormKind::Value(Value::String(s)) => Ok(s.clone()),
                _ => Err(this.syntax_error_at(
                    inner.span.start,
                    format!(
                        "#{name} must be followed by a string, found {}",
                        inner.describe()
                    ),
                )),
            }
        };
        let value = match tag.as_str() {
            "inst" => {
                let s = want_string(self, "inst")?;
                Value::Inst(parse_inst(&s).map_err(|m| self.syntax_error_at(inner.span.start, m))?)
            }
            "uuid" => {
                let s = want_string(self, "uuid")?;
                Value::Uuid(Uuid::parse(&s).ok_or_else(|| {
                    self.syntax_error_at(
                        inner.span.start,
                        format!("invalid #uuid \"{s}\": expected 8-4-4-4-12 hex digits"),
                    )
                })?)
            }
            "bytes" => {
                let s = want_string(self, "bytes")?;
                Value::Bytes(Arc::from(decode_base64(&s).map_err(|m| {
                    self.syntax_error_at(inner.span.start, format!("invalid #bytes: {m}"))
                })?))
            }
            name => {
                if let Some(handler) = self.opts.tag_handlers.get(name) {
                    handler(&inner.to_value())
                        .map_err(|m| self.syntax_error_at(start, format!("#{name}: {m}")))?
                } else if self.opts.keep_unknown_tags {
                    return Ok(Form {
                        kind: FormKind::Tagged(tag, Box::new(inner)),
                        span,
                    });
                } else {
                    return Err(Error::UnknownTag {
                        at: self.location(start),
                        tag: name.to_string(),
                    });
                }
            }
        };
        Ok(Form::value(value, span))
    }

    /// `##Inf`, `##-Inf`, `##NaN`.
    /// `#"…"`, Clojure's regex literal (not EDN, but what Datalevin queries
    /// are written with): the body is kept raw — a backslash only protects
    /// the next character — and read as the tagged value `#regex "…"`, the
    /// same value `re-pattern` makes.
    fn regex_literal(&mut self) -> Result<Form> {
        let start_off = self.pos;
        let start = self.pos_at(start_off);
        let body_start = start_off + 2;
        let mut i = body_start;
        loop {
            match self.bytes.get(i) {
                None => {
                    return Err(self.syntax_error_at(
                        start,
                        "unterminated regular expression: expected \" before end of input",
                    ));
                }
                Some(b'"') => break,
                Some(b'\\') => i += 2,
                Some(_) => i += 1,
            }
        }
        let i = i.min(self.bytes.len());
        let body = &self.text[body_start..i];
        self.pos = i + 1;
        let tag = Symbol::parse(crate::builtins::REGEX_TAG);
        Ok(Form::value(
            Value::Tagged(Arc::new((tag, Value::String(Arc::from(body))))),
            self.span(start),
        ))
    }

    fn symbolic_value(&mut self) -> Result<Form> {
        let start_off = self.pos;
        let start = self.pos_at(start_off);
        self.pos += 2;
        let name = token(self.rest()).map(|(_, t)| t).unwrap_or("");
        let v = match name {
            "Inf" => f64::INFINITY,
            "-Inf" => f64::NEG_INFINITY,
            "NaN" => f64::NAN,
            _ => {
                return Err(self.syntax_error_at(
                    start,
                    format!("unknown symbolic value ##{name}: expected ##Inf, ##-Inf or ##NaN"),
                ));
            }
        };
        self.pos += name.len();
        Ok(Form::value(Value::Double(v), self.span(start)))
    }

    /// Reads a symbol-shaped token at `self.pos` and validates it as a symbol.
    fn symbol_token(&mut self, start_off: usize) -> Result<Symbol> {
        let text = token(self.rest()).map(|(_, t)| t).unwrap_or("");
        if text.is_empty() || !valid_symbol(text, false) {
            let what = if text.is_empty() {
                self.describe_at(self.pos)
            } else {
                crate::error::cut(text)
            };
            return Err(self.syntax_error(start_off, format!("invalid symbol {what}")));
        }
        self.pos += text.len();
        Ok(Symbol::parse(text))
    }

    fn symbol(&mut self) -> Result<Form> {
        let start_off = self.pos;
        let start = self.pos_at(start_off);
        let text = token(self.rest()).map(|(_, t)| t).unwrap_or("");
        let value = match text {
            "nil" => Value::Nil,
            "true" => Value::Boolean(true),
            "false" => Value::Boolean(false),
            _ => Value::Symbol(self.symbol_token(start_off)?),
        };
        self.pos = start_off + text.len();
        Ok(Form::value(value, self.span(start)))
    }

    fn keyword(&mut self) -> Result<Form> {
        let start_off = self.pos;
        let start = self.pos_at(start_off);
        let rest = self.text.get(start_off + 1..).unwrap_or("");
        let text = token(rest).map(|(_, t)| t).unwrap_or("");
        let kw = if let Some(k) = self.keywords.get(text) {
            k.clone()
        } else {
            if !valid_symbol(text, true) {
                let msg = if text.starts_with(':') {
                    format!("invalid keyword :{text} (auto-resolved ::keywords are not EDN)")
                } else {
                    format!("invalid keyword :{text}")
                };
                return Err(self.syntax_error_at(start, msg));
            }
            let k = Keyword::raw(text);
            self.keywords.insert(text, k.clone());
            k
        };
        self.pos = start_off + 1 + text.len();
        Ok(Form::value(Value::Keyword(kw), self.span(start)))
    }

    fn number(&mut self) -> Result<Form> {
        let start_off = self.pos;
        let start = self.pos_at(start_off);
        let rest = self.rest();
        // Fast path: a plain decimal long followed by a delimiter.
        {
            let b = rest.as_bytes();
            let neg = b.first() == Some(&b'-');
            let digits_start = usize::from(matches!(b.first(), Some(b'-' | b'+')));
            let mut i = digits_start;
            let mut v: i64 = 0;
            let mut ok = true;
            while let Some(&d) = b.get(i) {
                if !d.is_ascii_digit() {
                    break;
                }
                // Accumulate negatively so i64::MIN fits; overflow → slow path.
                match v
                    .checked_mul(10)
                    .and_then(|x| x.checked_sub(i64::from(d - b'0')))
                {
                    Some(x) => v = x,
                    None => {
                        ok = false;
                        break;
                    }
                }
                i += 1;
            }
            let n = i - digits_start;
            let leading_zero = n > 1 && b.get(digits_start) == Some(&b'0');
            if ok && n > 0 && !leading_zero && b.get(i).is_none_or(|&c| is_delim(c)) {
                let v = if neg { Some(v) } else { v.checked_neg() };
                if let Some(v) = v {
                    self.pos = start_off + i;
                    return Ok(Form::value(Value::Long(v), self.span(start)));
                }
            }
        }
        let bad = |this: &Self, why: &str| {
            let whole = token(rest).map(|(_, t)| t).unwrap_or("");
            this.syntax_error_at(start, format!("invalid number {whole}{why}"))
        };
        let Ok((after, tok)) = number(rest) else {
            return Err(bad(self, ""));
        };
        if after.bytes().next().is_some_and(|b| !is_delim(b)) {
            return Err(bad(self, ""));
        }
        let digits = tok.int_part.trim_start_matches(['+', '-']);
        if digits.len() > 1 && digits.starts_with('0') {
            return Err(bad(self, " (leading zeros are not allowed)"));
        }
        let body = tok.text.strip_prefix('+').unwrap_or(tok.text);
        let (mantissa, exponent) = match body.find(['e', 'E']) {
            Some(i) => (&body[..i], Some(&body[i + 1..])),
            None => (body, None),
        };
        let n_digits = mantissa.bytes().filter(u8::is_ascii_digit).count();
        if n_digits > MAX_NUMBER_DIGITS {
            return Err(self.syntax_error_at(
                start,
                format!(
                    "number literal of {n_digits} digits: at most {MAX_NUMBER_DIGITS} are allowed"
                ),
            ));
        }
        if let (Some(exp), Some(_)) = (exponent, tok.suffix.filter(|&c| c == 'M')) {
            let digits = exp.trim_end_matches('M').trim_start_matches(['+', '-']);
            let too_big = digits.trim_start_matches('0').len() > 6
                || digits
                    .parse::<i64>()
                    .is_ok_and(|e| e > MAX_DECIMAL_EXPONENT);
            if too_big {
                let shown: String = body.chars().take(40).collect();
                return Err(self.syntax_error_at(
                    start,
                    format!(
                        "invalid number {shown}{}: a decimal's exponent is at most ±{MAX_DECIMAL_EXPONENT}",
                        if body.len() > 40 { "…" } else { "" }
                    ),
                ));
            }
        }
        let value = if let Some(denom) = tok.ratio_denom {
            let (Ok(n), Ok(d)) = (
                BigInt::from_str(tok.int_part.strip_prefix('+').unwrap_or(tok.int_part)),
                BigInt::from_str(denom),
            ) else {
                return Err(bad(self, ""));
            };
            Ratio::new_value(n, d).ok_or_else(|| bad(self, " (zero denominator)"))?
        } else {
            match tok.suffix {
                Some('N') if tok.is_float => {
                    return Err(bad(
                        self,
                        " (the N suffix is for integers; use M for decimals)",
                    ));
                }
                Some('N') => {
                    Value::BigInt(Arc::new(BigInt::from_str(body).map_err(|_| bad(self, ""))?))
                }
                Some(_) => Value::BigDec(Arc::new(
                    BigDecimal::from_str(body).map_err(|_| bad(self, ""))?,
                )),
                None if tok.is_float => {
                    Value::Double(body.parse::<f64>().map_err(|_| bad(self, ""))?)
                }
                None => match body.parse::<i64>() {
                    Ok(v) => Value::Long(v),
                    Err(_) => {
                        Value::BigInt(Arc::new(BigInt::from_str(body).map_err(|_| bad(self, ""))?))
                    }
                },
            }
        };
        self.pos = start_off + (rest.len() - after.len());
        Ok(Form::value(value, self.span(start)))
    }

    fn character(&mut self) -> Result<Form> {
        let start_off = self.pos;
        let start = self.pos_at(start_off);
        let rest = self.text.get(start_off + 1..).unwrap_or("");
        let Some(first) = rest.chars().next() else {
            return Err(
                self.syntax_error_at(start, "expected a character after \\, found end of input")
            );
        };
        // A single character, unless more non-delimiters follow: then a name.
        let after_first = &rest[first.len_utf8()..];
        let name_len = if after_first.bytes().next().is_some_and(|b| !is_delim(b)) {
            first.len_utf8() + token(after_first).map(|(_, t)| t.len()).unwrap_or(0)
        } else {
            first.len_utf8()
        };
        let name = &rest[..name_len];
        let c = if name_len == first.len_utf8() {
            first
        } else {
            match name {
                "newline" => '\n',
                "space" => ' ',
                "tab" => '\t',
                "return" => '\r',
                "formfeed" => '\u{0C}',
                "backspace" => '\u{08}',
                _ => {
                    let parsed = if let Some(hex) = name.strip_prefix('u').filter(|h| h.len() == 4)
                    {
                        u32::from_str_radix(hex, 16).ok().and_then(char::from_u32)
                    } else if let Some(oct) = name
                        .strip_prefix('o')
                        .filter(|o| (1..=3).contains(&o.len()))
                    {
                        u32::from_str_radix(oct, 8)
                            .ok()
                            .filter(|v| *v <= 0o377)
                            .and_then(char::from_u32)
                    } else {
                        None
                    };
                    parsed.ok_or_else(|| {
                        self.syntax_error_at(start, format!("invalid character literal \\{name}"))
                    })?
                }
            }
        };
        self.pos = start_off + 1 + name_len;
        Ok(Form::value(Value::Char(c), self.span(start)))
    }

    fn string(&mut self) -> Result<Form> {
        let start_off = self.pos;
        let start = self.pos_at(start_off);
        let body_start = start_off + 1;
        let mut i = body_start;
        // Fast path: no escapes.
        while let Some(&b) = self.bytes.get(i) {
            if b == b'"' || b == b'\\' {
                break;
            }
            i += 1;
        }
        match self.bytes.get(i) {
            None => {
                return Err(self.syntax_error_at(
                    start,
                    "unterminated string: expected \" before end of input",
                ));
            }
            Some(b'"') => {
                let s = &self.text[body_start..i];
                self.pos = i + 1;
                return Ok(Form::value(Value::String(Arc::from(s)), self.span(start)));
            }
            _ => {}
        }
        let mut out = String::with_capacity(i - body_start + 16);
        out.push_str(&self.text[body_start..i]);
        loop {
            let Some(&b) = self.bytes.get(i) else {
                return Err(self.syntax_error_at(
                    start,
                    "unterminated string: expected \" before end of input",
                ));
            };
            match b {
                b'"' => break,
                b'\\' => {
                    let esc_off = i;
                    let Some(&e) = self.bytes.get(i + 1) else {
                        return Err(self.syntax_error_at(
                            start,
                            "unterminated string: expected \" before end of input",
                        ));
                    };
                    i += 2;
                    let c = match e {
                        b'u' => {
                            let hi = self.hex4(i).ok_or_else(|| self.bad_escape(esc_off))?;
                            i += 4;
                            if (0xD800..0xDC00).contains(&hi) {
                                // A high surrogate must be followed by an escaped low one.
                                let lo = if self.bytes.get(i) == Some(&b'\\')
                                    && self.bytes.get(i + 1) == Some(&b'u')
                                {
                                    self.hex4(i + 2)
                                } else {
                                    None
                                };
                                match lo.and_then(|lo| surrogate_pair(hi, lo)) {
                                    Some(c) => {
                                        i += 6;
                                        c
                                    }
                                    None => return Err(self.bad_escape(esc_off)),
                                }
                            } else {
                                char::from_u32(hi).ok_or_else(|| self.bad_escape(esc_off))?
                            }
                        }
                        other => simple_escape(other).ok_or_else(|| self.bad_escape(esc_off))?,
                    };
                    out.push(c);
                }
                _ => {
                    let run_start = i;
                    while let Some(&c) = self.bytes.get(i) {
                        if c == b'"' || c == b'\\' {
                            break;
                        }
                        i += 1;
                    }
                    out.push_str(&self.text[run_start..i]);
                }
            }
        }
        self.pos = i + 1;
        Ok(Form::value(Value::String(Arc::from(out)), self.span(start)))
    }

    fn hex4(&self, at: usize) -> Option<u32> {
        let s = self.text.get(at..at + 4)?;
        if !s.bytes().all(|b| b.is_ascii_hexdigit()) {
            return None;
        }
        u32::from_str_radix(s, 16).ok()
    }

    fn bad_escape(&self, off: usize) -> Error {
        // Compute the position without disturbing the monotonic tracker.
        let mut line = 1u32;
        let mut col = 1u32;
        for &b in &self.bytes[..off.min(self.bytes.len())] {
            if b == b'\n' {
                line += 1;
                col = 1;
            } else if b & 0xC0 != 0x80 {
                col += 1;
            }
        }
        let pos = rebase_pos(
            Pos {
                offset: off,
                line,
                col,
            },
            self.opts.base,
        );
        let len = if self.bytes.get(off + 1) == Some(&b'u') {
            6
        } else {
            2
        };
        let end = (off + len).min(self.text.len());
        let snippet: String = self
            .text
            .get(off..end)
            .unwrap_or("\\")
            .chars()
            .take(len)
            .collect();
        self.syntax_error_at(
            pos,
            format!(
                "invalid string escape {snippet}: expected \\n \\t \\r \\b \\f \\\" \\\\ or \\uXXXX"
            ),
        )
    }
}

impl Iterator for Reader<'_> {
    type Item = Result<Form>;

    /// Yields forms until the end of input or the first error (after which
    /// iteration stops).
    fn next(&mut self) -> Option<Self::Item> {
        match self.next_form() {
            Ok(Some(f)) => Some(Ok(f)),
            Ok(None) => None,
            Err(e) => {
                self.pos = self.bytes.len();
                Some(Err(e))
            }
        }
    }
}

/// The character a one-letter string escape stands for (`\n`, `\t`, `\r`,
/// `\b`, `\f`, `\"`, `\\`), given the byte after the backslash.
pub fn simple_escape(b: u8) -> Option<char> {
    Some(match b {
        b'n' => '\n',
        b't' => '\t',
        b'r' => '\r',
        b'b' => '\u{08}',
        b'f' => '\u{0C}',
        b'"' => '"',
        b'\\' => '\\',
        _ => return None,
    })
}

/// The character a `\uD8xx\uDCxx` surrogate pair stands for: `None` unless
/// `hi` is a high surrogate and `lo` a low one.
pub fn surrogate_pair(hi: u32, lo: u32) -> Option<char> {
    if !(0xD800..0xDC00).contains(&hi) || !(0xDC00..0xE000).contains(&lo) {
        return None;
    }
    char::from_u32(0x10000 + ((hi - 0xD800) << 10) + (lo - 0xDC00))
}
