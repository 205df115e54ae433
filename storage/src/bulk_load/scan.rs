//! The streaming import's scanner: EDN tx-data text straight to encoded
//! datoms, without an EDN tree, a [`TypedTx`](crate::TypedTx) or steps (D-612).
//!
//! It reads the shape bulk files have — one vector of entity maps whose
//! keys are attribute keywords of the schema and whose values are plain
//! literals of the attribute's type, tempids (negative longs or strings)
//! and entity ids under ref attributes, and vectors of those under
//! cardinality-many attributes — and says [`Unsupported`] at the first
//! byte of anything else: list forms, nested maps, lookup refs, idents,
//! reverse keys, tagged literals, `#_`, sets, untyped or tuple attributes,
//! a literal the reader would refuse, a value of the wrong type. The
//! caller then runs the general path, which imports (or reports, as it
//! always has) everything; so the scanner only has to be exact about
//! what it accepts, never about why it refuses.
//!
//! What it accepts it reads exactly as `quiver_query`'s reader, tx parser
//! and [`crate::tx_typing`] would, down to the bytes `encode` writes: the
//! property test in `engine/tests/import_stream.rs` compares both on
//! generated files.
//!
//! Tempids are numbered per chunk in the order the general path meets
//! them (for each map with at least one datom: its entity, then every
//! tempid among its values, in order), so that joining the chunks' lists
//! in file order gives the general path's entity ids.

use quiver_query::edn::{simple_escape, surrogate_pair};
use rustc_hash::FxHashMap;

use crate::encoding::{
    encode_bool_into, encode_into, encode_keyword_into, encode_long_into, encode_ref_into,
    encode_str_into,
};
use crate::ids::{AttrId, EntityId};
use crate::schema::Schema;
use crate::value::{Double, Float, Stored, ValueType};

/// The scanner met something it does not read; the general path will.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Unsupported;

type Scan<T> = std::result::Result<T, Unsupported>;

/// What a value position of an attribute accepts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Kind {
    Boolean,
    Long,
    Double,
    Float,
    String,
    Keyword,
    Ref,
}

/// One attribute the scanner reads.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Attr {
    pub id: AttrId,
    pub kind: Kind,
    pub many: bool,
}

/// The attributes the scanner reads, by their keyword's text (without the
/// colon): every typed data attribute of the schema whose type it handles.
pub(crate) struct Attrs {
    by_text: FxHashMap<Box<[u8]>, Attr>,
}

impl Attrs {
    /// The table for `schema`; `None` when the schema has composite tuples
    /// (their maintenance needs the general path).
    pub(crate) fn of(schema: &Schema) -> Option<Attrs> {
        if schema.has_composites() {
            return None;
        }
        let mut by_text = FxHashMap::default();
        for info in schema.iter() {
            let kind = match info.value_type {
                Some(ValueType::Boolean) => Kind::Boolean,
                Some(ValueType::Long) => Kind::Long,
                Some(ValueType::Double) => Kind::Double,
                Some(ValueType::Float) => Kind::Float,
                Some(ValueType::String) => Kind::String,
                Some(ValueType::Keyword) => Kind::Keyword,
                Some(ValueType::Ref) => Kind::Ref,
                _ => continue,
            };
            let (ns, name) = (info.ident.namespace(), info.ident.name());
            // `:db/…` is schema (and `:db/id` the entity); `:ns/_name` is
            // a reverse key however the schema spells it.
            if ns == Some("db") || name.starts_with('_') {
                continue;
            }
            let text = match ns {
                Some(ns) => format!("{ns}/{name}"),
                None => name.to_string(),
            };
            // Only idents the reader would read back as this keyword.
            if plain_keyword(&text) != Some((ns, name)) {
                continue;
            }
            by_text.insert(
                text.into_bytes().into_boxed_slice(),
                Attr {
                    id: info.id,
                    kind,
                    many: info.is_many(),
                },
            );
        }
        Some(Attrs { by_text })
    }

    fn get(&self, text: &str) -> Option<Attr> {
        self.by_text.get(text.as_bytes()).copied()
    }
}

/// A tempid as the file writes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Temp<'t> {
    /// A negative long.
    Neg(i64),
    /// A string (never `"datomic.tx"`, which names the transaction).
    Str(&'t str),
    /// A map without `:db/id`: an entity of its own.
    Auto,
}

/// One scanned datom: its entity's slot in the chunk's tempid list, and
/// where its `attr ‖ encoding` lies in the chunk's arena.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Raw {
    /// Slot of the entity in [`Chunk::temps`].
    pub e: u32,
    /// Offset of `attr ‖ encoding` in [`Chunk::arena`].
    pub off: u32,
    /// Its length.
    pub len: u32,
    /// The item (0-based within the chunk).
    pub item: u32,
}

/// What one run of items became.
#[derive(Debug, Default)]
pub(crate) struct Chunk<'t> {
    /// `attr ‖ encoding` of every datom, back to back. A reference to a
    /// tempid holds the ref tag and 8 bytes to be filled once ids are
    /// known (see `refs`).
    pub arena: Vec<u8>,
    /// The datoms, in the general path's step order.
    pub raws: Vec<Raw>,
    /// Datoms whose value is a tempid: (index in `raws`, slot in `temps`).
    pub refs: Vec<(u32, u32)>,
    /// The chunk's tempids in the order the general path meets them.
    pub temps: Vec<Temp<'t>>,
    /// Items read.
    pub items: u32,
    /// Where the scan stopped: the start of the next chunk, or the end of
    /// the text once the vector is closed.
    pub stopped_at: usize,
    /// Whether it stopped at its run's end (see [`Bounds`]), not at the
    /// guessed start of the next run.
    pub at_end: bool,
    /// Whether some encoding exceeds the inline limit (a giant).
    pub has_giants: bool,
    neg: FxHashMap<i64, u32>,
    strs: FxHashMap<&'t str, u32>,
}

impl<'t> Chunk<'t> {
    /// The slot of tempid `t`, numbered on first sight.
    fn note(&mut self, t: Temp<'t>) -> Scan<u32> {
        let next = u32::try_from(self.temps.len()).map_err(|_| Unsupported)?;
        let slot = match t {
            Temp::Neg(n) => *self.neg.entry(n).or_insert(next),
            Temp::Str(s) => *self.strs.entry(s).or_insert(next),
            Temp::Auto => next,
        };
        if slot == next {
            self.temps.push(t);
        }
        Ok(slot)
    }

    /// Frees the lookup tables (the tempid list stays).
    pub(crate) fn drop_tables(&mut self) {
        self.neg = FxHashMap::default();
        self.strs = FxHashMap::default();
    }
}

/// Bytes that end a token, as the reader's `is_delim`.
const fn delimiters() -> [bool; 256] {
    let mut t = [false; 256];
    let list = b" \t\n\r,()[]{}\";\\\x0c";
    let mut i = 0;
    while i < list.len() {
        t[list[i] as usize] = true;
        i += 1;
    }
    t
}
static DELIM: [bool; 256] = delimiters();

/// The bytes of a keyword part the scanner accepts: a subset of what the
/// reader accepts (ASCII only, no `#`, `:` or `|`).
const fn name_bytes() -> [bool; 256] {
    let mut t = [false; 256];
    let mut c = 0;
    while c < 256 {
        let b = c as u8;
        t[c] = b.is_ascii_alphanumeric();
        c += 1;
    }
    let extra = b"*+!-_?$%&=<>'.";
    let mut i = 0;
    while i < extra.len() {
        t[extra[i] as usize] = true;
        i += 1;
    }
    t
}
static NAME: [bool; 256] = name_bytes();

/// `text` (a keyword without its colon) split as the reader splits it,
/// when it is a keyword the reader accepts and made only of the bytes the
/// scanner knows: `name` or `ns/name`, both parts non-empty.
pub(crate) fn plain_keyword(text: &str) -> Option<(Option<&str>, &str)> {
    let (ns, name) = match text.split_once('/') {
        Some((ns, name)) => (Some(ns), name),
        None => (None, text),
    };
    let part = |p: &str| !p.is_empty() && p.bytes().all(|b| NAME[b as usize]);
    (part(name) && ns.is_none_or(part)).then_some((ns, name))
}

/// Where a run of items starts and where it stops.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Bounds {
    /// The offset of its first item (or, with `first`, of the text).
    pub start: usize,
    /// Whether the run begins before the vector's `[`.
    pub first: bool,
    /// The next run's start, a guess of [`split_points`]: the run stops
    /// there, or reads on past it when the guess was inside an item.
    pub guess: Option<usize>,
    /// Stop at the first item that starts at or after this offset (a
    /// piece of a spilled import); `None`: at the vector's end.
    pub end: Option<usize>,
}

/// Reads the items of a run (see [`Bounds`]). [`Chunk::stopped_at`] is
/// where it stopped and [`Chunk::at_end`] whether that was `end` (or the
/// end of the text) rather than the guess.
pub(crate) fn scan<'t>(
    text: &'t str,
    bounds: Bounds,
    attrs: &Attrs,
    inline_limit: usize,
) -> Scan<Chunk<'t>> {
    let mut s = Scanner {
        text,
        b: text.as_bytes(),
        pos: bounds.start,
        attrs,
        inline_limit,
        out: Chunk::default(),
        pending: Vec::new(),
        scratch: String::new(),
    };
    if bounds.first {
        s.skip_ws();
        if s.peek() != Some(b'[') {
            return Err(Unsupported);
        }
        s.pos += 1;
    }
    let mut guess = bounds.guess;
    loop {
        s.skip_ws();
        if let Some(at) = guess {
            if s.pos == at {
                s.out.stopped_at = at;
                return Ok(s.out);
            }
            if s.pos > at {
                // The guessed item start was inside an item: read on.
                guess = None;
            }
        }
        match s.peek() {
            Some(b'{') if guess.is_none() && bounds.end.is_some_and(|end| s.pos >= end) => {
                s.out.stopped_at = s.pos;
                s.out.at_end = true;
                return Ok(s.out);
            }
            Some(b'{') => s.map()?,
            Some(b']') => {
                s.pos += 1;
                s.skip_ws();
                if s.pos != s.b.len() {
                    return Err(Unsupported);
                }
                s.out.stopped_at = s.pos;
                s.out.at_end = true;
                return Ok(s.out);
            }
            _ => return Err(Unsupported),
        }
    }
}

/// Up to `parts - 1` places in `from..to` after which a run of whole
/// items may start: a `{` whose previous significant byte is `}`, near
/// each equal cut. Only guesses (a string may hold such bytes): [`scan`]
/// checks each one against the run before it.
pub(crate) fn split_points(text: &str, from: usize, to: usize, parts: usize) -> Vec<usize> {
    let b = text.as_bytes();
    let to = to.min(b.len());
    let mut points = Vec::new();
    let mut last = from;
    for k in 1..parts {
        let target = (from + (to.saturating_sub(from)) * k / parts).max(last);
        let mut i = target;
        let found = loop {
            let Some(off) = b.get(i..to).and_then(|rest| memchr::memchr(b'{', rest)) else {
                break None;
            };
            let at = i + off;
            let prev = b[..at]
                .iter()
                .rev()
                .find(|&&c| !matches!(c, b' ' | b'\t' | b'\n' | b'\r' | b',' | 0x0c));
            if prev == Some(&b'}') {
                break Some(at);
            }
            i = at + 1;
        };
        match found {
            Some(at) if at > last => {
                points.push(at);
                last = at;
            }
            _ => break,
        }
    }
    points
}

struct Scanner<'t, 'a> {
    text: &'t str,
    b: &'t [u8],
    pos: usize,
    attrs: &'a Attrs,
    inline_limit: usize,
    out: Chunk<'t>,
    /// The current map's tempid values: (index in `raws`, tempid).
    pending: Vec<(u32, Temp<'t>)>,
    scratch: String,
}

impl<'t> Scanner<'t, '_> {
    fn peek(&self) -> Option<u8> {
        self.b.get(self.pos).copied()
    }

    /// Skips whitespace, commas and `;` comments, as the reader does.
    fn skip_ws(&mut self) {
        while let Some(&c) = self.b.get(self.pos) {
            match c {
                b' ' | b'\t' | b'\n' | b'\r' | b',' | 0x0c => self.pos += 1,
                b';' => {
                    self.pos = match memchr::memchr(b'\n', &self.b[self.pos..]) {
                        Some(i) => self.pos + i,
                        None => self.b.len(),
                    };
                }
                _ => break,
            }
        }
    }

    /// The token at `pos` (up to a delimiter), consumed. Delimiters are
    /// ASCII, so the token is whole characters (were it not, it would be
    /// empty, which nothing accepts).
    fn token(&mut self) -> &'t str {
        let start = self.pos;
        let mut i = start;
        while i < self.b.len() && !DELIM[self.b[i] as usize] {
            i += 1;
        }
        self.pos = i;
        self.text.get(start..i).unwrap_or_default()
    }

    /// One entity map, `{` at `pos`.
    fn map(&mut self) -> Scan<()> {
        self.pos += 1;
        let first_raw = self.out.raws.len();
        let item = self.out.items;
        let mut id: Option<Temp<'t>> = None;
        // Keys seen (attribute ids; `:db/id` apart): a repeated key is the
        // reader's error.
        let mut keys: smallvec::SmallVec<[AttrId; 16]> = smallvec::SmallVec::new();
        // The keys' texts, and for each pending tempid value its key's
        // position: a map of more than eight keys meets them in Clojure's
        // hash order (D-934).
        let mut key_texts: smallvec::SmallVec<[&'t str; 16]> = smallvec::SmallVec::new();
        let mut pending_key: smallvec::SmallVec<[usize; 16]> = smallvec::SmallVec::new();
        self.pending.clear();
        loop {
            self.skip_ws();
            match self.peek() {
                Some(b'}') => break,
                Some(b':') => {}
                _ => return Err(Unsupported),
            }
            self.pos += 1;
            let key = self.token();
            self.skip_ws();
            if key == "db/id" {
                if id.is_some() {
                    return Err(Unsupported);
                }
                id = Some(self.entity_id()?);
                continue;
            }
            let attr = self.attrs.get(key).ok_or(Unsupported)?;
            if keys.contains(&attr.id) {
                return Err(Unsupported);
            }
            keys.push(attr.id);
            key_texts.push(key);
            if self.peek() == Some(b'[') {
                if !attr.many {
                    return Err(Unsupported);
                }
                self.pos += 1;
                loop {
                    self.skip_ws();
                    if self.peek() == Some(b']') {
                        self.pos += 1;
                        break;
                    }
                    self.value(attr, item)?;
                }
            } else {
                self.value(attr, item)?;
            }
            pending_key.resize(self.pending.len(), key_texts.len() - 1);
        }
        self.pos += 1;
        self.out.items += 1;
        if keys.len() + usize::from(id.is_some()) > 8 && self.pending.len() > 1 {
            let mut words: Vec<quiver_query::edn::Keyword> = key_texts
                .iter()
                .map(|k| quiver_query::edn::Keyword::parse(k))
                .collect();
            if id.is_some() {
                words.push(quiver_query::edn::Keyword::new(Some("db"), "id"));
            }
            let refs: Vec<&quiver_query::edn::Keyword> = words.iter().collect();
            let mut rank = vec![0usize; words.len()];
            for (r, i) in crate::transact::clojure_order::iteration_order(&refs)
                .into_iter()
                .enumerate()
            {
                rank[i] = r;
            }
            let mut tagged: Vec<(usize, (u32, Temp<'t>))> = pending_key
                .iter()
                .zip(self.pending.drain(..))
                .map(|(&k, p)| (rank[k], p))
                .collect();
            tagged.sort_by_key(|(r, _)| *r);
            self.pending.extend(tagged.into_iter().map(|(_, p)| p));
        }
        if self.out.raws.len() > first_raw {
            // The general path meets the map's entity at its first datom,
            // before that datom's value, then the values' tempids in order.
            let e = self.out.note(id.unwrap_or(Temp::Auto))?;
            for raw in &mut self.out.raws[first_raw..] {
                raw.e = e;
            }
            let pending = std::mem::take(&mut self.pending);
            for &(raw, t) in &pending {
                let slot = self.out.note(t)?;
                self.out.refs.push((raw, slot));
            }
            self.pending = pending;
        }
        Ok(())
    }

    /// The value of `:db/id`: a tempid.
    fn entity_id(&mut self) -> Scan<Temp<'t>> {
        match self.peek() {
            Some(b'"') => self.string_tempid(),
            Some(b'-' | b'+' | b'0'..=b'9') => match self.long()? {
                n if n < 0 => Ok(Temp::Neg(n)),
                // An explicit id (or 0): the general path decides.
                _ => Err(Unsupported),
            },
            _ => Err(Unsupported),
        }
    }

    /// A string tempid without escapes (escaped ones are left to the
    /// general path), never `"datomic.tx"`.
    fn string_tempid(&mut self) -> Scan<Temp<'t>> {
        let start = self.pos + 1;
        let end = start + memchr::memchr2(b'"', b'\\', &self.b[start..]).ok_or(Unsupported)?;
        if self.b[end] != b'"' {
            return Err(Unsupported);
        }
        let s = self.text.get(start..end).ok_or(Unsupported)?;
        if s == "datomic.tx" {
            return Err(Unsupported);
        }
        self.pos = end + 1;
        Ok(Temp::Str(s))
    }

    /// A long as the reader's fast path reads it: an optional sign, digits
    /// without a leading zero, a delimiter (or the end) after; no overflow.
    fn long(&mut self) -> Scan<i64> {
        let b = self.b;
        let start = self.pos;
        let neg = b.get(start) == Some(&b'-');
        let digits = start + usize::from(matches!(b.get(start), Some(b'-' | b'+')));
        let mut i = digits;
        let mut v: i64 = 0;
        while let Some(&d) = b.get(i) {
            if !d.is_ascii_digit() {
                break;
            }
            v = v
                .checked_mul(10)
                .and_then(|x| x.checked_sub(i64::from(d - b'0')))
                .ok_or(Unsupported)?;
            i += 1;
        }
        let n = i - digits;
        if n == 0 || (n > 1 && b[digits] == b'0') || b.get(i).is_some_and(|&c| !DELIM[c as usize]) {
            return Err(Unsupported);
        }
        let v = if neg {
            v
        } else {
            v.checked_neg().ok_or(Unsupported)?
        };
        self.pos = i;
        Ok(v)
    }

    /// A decimal literal the reader reads as a double (`1.5`, `-2e3`: a
    /// fraction or an exponent; integers are [`Scanner::long`]'s).
    fn double(&mut self) -> Scan<f64> {
        let b = self.b;
        let start = self.pos;
        let mut i = start + usize::from(matches!(b.get(start), Some(b'-' | b'+')));
        let digits = i;
        while b.get(i).is_some_and(u8::is_ascii_digit) {
            i += 1;
        }
        let n = i - digits;
        if n == 0 || (n > 1 && b[digits] == b'0') {
            return Err(Unsupported);
        }
        let int_end = i;
        if b.get(i) == Some(&b'.') {
            i += 1;
            while b.get(i).is_some_and(u8::is_ascii_digit) {
                i += 1;
            }
        }
        if matches!(b.get(i), Some(b'e' | b'E')) {
            i += 1;
            if matches!(b.get(i), Some(b'-' | b'+')) {
                i += 1;
            }
            let exp = i;
            while b.get(i).is_some_and(u8::is_ascii_digit) {
                i += 1;
            }
            if i == exp {
                return Err(Unsupported);
            }
        }
        // Long literals stay short of the reader's digit limits.
        if i == int_end || i - start > 64 || b.get(i).is_some_and(|&c| !DELIM[c as usize]) {
            return Err(Unsupported);
        }
        let body = &self.text[start..i];
        let x = body
            .strip_prefix('+')
            .unwrap_or(body)
            .parse::<f64>()
            .map_err(|_| Unsupported)?;
        self.pos = i;
        Ok(x)
    }

    /// A string literal, escapes decoded as the reader decodes them: the
    /// text itself when it has no escape, else `None` and the string is in
    /// `scratch`.
    fn string(&mut self) -> Scan<Option<&'t str>> {
        let start = self.pos + 1;
        let mut i = start + memchr::memchr2(b'"', b'\\', &self.b[start..]).ok_or(Unsupported)?;
        if self.b[i] == b'"' {
            self.pos = i + 1;
            return self.text.get(start..i).ok_or(Unsupported).map(Some);
        }
        self.scratch.clear();
        self.scratch
            .push_str(self.text.get(start..i).ok_or(Unsupported)?);
        loop {
            match self.b.get(i) {
                None => return Err(Unsupported),
                Some(b'"') => break,
                Some(b'\\') => {
                    let c = match self.b.get(i + 1).ok_or(Unsupported)? {
                        b'u' => {
                            let hi = self.hex4(i + 2)?;
                            i += 4;
                            if (0xD800..0xDC00).contains(&hi) {
                                if self.b.get(i + 2) != Some(&b'\\')
                                    || self.b.get(i + 3) != Some(&b'u')
                                {
                                    return Err(Unsupported);
                                }
                                let lo = self.hex4(i + 4)?;
                                i += 6;
                                surrogate_pair(hi, lo).ok_or(Unsupported)?
                            } else {
                                char::from_u32(hi).ok_or(Unsupported)?
                            }
                        }
                        &other => simple_escape(other).ok_or(Unsupported)?,
                    };
                    i += 2;
                    self.scratch.push(c);
                }
                Some(_) => {
                    let run = i;
                    i += memchr::memchr2(b'"', b'\\', &self.b[i..]).ok_or(Unsupported)?;
                    self.scratch
                        .push_str(self.text.get(run..i).ok_or(Unsupported)?);
                }
            }
        }
        self.pos = i + 1;
        Ok(None)
    }

    fn hex4(&self, at: usize) -> Scan<u32> {
        let s = self.text.get(at..at + 4).ok_or(Unsupported)?;
        if !s.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Err(Unsupported);
        }
        u32::from_str_radix(s, 16).map_err(|_| Unsupported)
    }

    /// Starts a datom of `attr`: its attribute id in the arena.
    fn begin(&mut self, attr: Attr) -> usize {
        let off = self.out.arena.len();
        self.out.arena.extend_from_slice(&attr.id.to_be_bytes());
        off
    }

    /// Ends the datom begun at `off`.
    fn end(&mut self, off: usize, item: u32) -> Scan<()> {
        let len = self.out.arena.len() - off;
        if len - 4 > self.inline_limit {
            self.out.has_giants = true;
        }
        self.out.raws.push(Raw {
            e: u32::MAX,
            off: u32::try_from(off).map_err(|_| Unsupported)?,
            len: u32::try_from(len).map_err(|_| Unsupported)?,
            item,
        });
        Ok(())
    }

    /// One value of `attr` (not a vector).
    fn value(&mut self, attr: Attr, item: u32) -> Scan<()> {
        match attr.kind {
            Kind::Long => {
                let n = self.long()?;
                let off = self.begin(attr);
                encode_long_into(n, &mut self.out.arena);
                self.end(off, item)
            }
            Kind::String => {
                if self.peek() != Some(b'"') {
                    return Err(Unsupported);
                }
                let off = self.begin(attr);
                match self.string()? {
                    Some(s) => encode_str_into(s, &mut self.out.arena),
                    None => encode_str_into(&self.scratch, &mut self.out.arena),
                }
                self.end(off, item)
            }
            Kind::Keyword => {
                if self.peek() != Some(b':') {
                    return Err(Unsupported);
                }
                self.pos += 1;
                let token = self.token();
                let (ns, name) = plain_keyword(token).ok_or(Unsupported)?;
                let off = self.begin(attr);
                encode_keyword_into(ns, name, &mut self.out.arena);
                self.end(off, item)
            }
            Kind::Boolean => {
                let b = match self.token() {
                    "true" => true,
                    "false" => false,
                    _ => return Err(Unsupported),
                };
                let off = self.begin(attr);
                encode_bool_into(b, &mut self.out.arena);
                self.end(off, item)
            }
            Kind::Double | Kind::Float => {
                if !matches!(self.peek(), Some(b'-' | b'+' | b'0'..=b'9')) {
                    return Err(Unsupported);
                }
                // A long literal is read as a long and converted, as
                // `from_edn` converts it; else a double literal.
                let double = attr.kind == Kind::Double;
                let v = match self.long() {
                    Ok(n) if double => Double::new(n as f64).map(Stored::Double),
                    Ok(n) => Float::new(n as f32).map(Stored::Float),
                    Err(_) => {
                        let x = self.double()?;
                        if double {
                            Double::new(x).map(Stored::Double)
                        } else {
                            Float::new(x as f32).map(Stored::Float)
                        }
                    }
                }
                .map_err(|_| Unsupported)?;
                let off = self.begin(attr);
                encode_into(&v, &mut self.out.arena);
                self.end(off, item)
            }
            Kind::Ref => {
                let temp = match self.peek() {
                    Some(b'"') => self.string_tempid()?,
                    Some(b'-' | b'+' | b'0'..=b'9') => match self.long()? {
                        n if n < 0 => Temp::Neg(n),
                        // An entity id: must name a user entity.
                        n => {
                            let e = EntityId(n.unsigned_abs());
                            if !e.is_user() {
                                return Err(Unsupported);
                            }
                            let off = self.begin(attr);
                            encode_ref_into(e.0, &mut self.out.arena);
                            return self.end(off, item);
                        }
                    },
                    _ => return Err(Unsupported),
                };
                let off = self.begin(attr);
                // Filled in once the tempid has an id.
                encode_ref_into(0, &mut self.out.arena);
                self.end(off, item)?;
                let raw = u32::try_from(self.out.raws.len() - 1).map_err(|_| Unsupported)?;
                self.pending.push((raw, temp));
                Ok(())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::schema::{AttrInfo, Cardinality};
    use crate::value::Keyword;

    fn attrs() -> Attrs {
        let mut schema = Schema::builtin();
        for (i, (name, t, many)) in [
            ("name", ValueType::String, false),
            ("friend", ValueType::Ref, true),
            ("a/_rev", ValueType::Ref, false),
            ("tuple", ValueType::Tuple, false),
        ]
        .into_iter()
        .enumerate()
        {
            let mut info = AttrInfo::untyped(AttrId(16 + i as u32), Keyword::parse(name));
            info.value_type = Some(t);
            if many {
                info.cardinality = Cardinality::Many;
            }
            schema.insert(info);
        }
        Attrs::of(&schema).unwrap()
    }

    fn whole() -> Bounds {
        Bounds {
            start: 0,
            first: true,
            guess: None,
            end: None,
        }
    }

    fn guessing(at: usize) -> Bounds {
        Bounds {
            guess: Some(at),
            ..whole()
        }
    }

    #[test]
    fn keywords_split_as_the_reader_splits_them() {
        assert_eq!(plain_keyword("a"), Some((None, "a")));
        assert_eq!(plain_keyword("a.b/c-d?"), Some((Some("a.b"), "c-d?")));
        for bad in ["", "/", "a/", "/a", "a/b/c", "a#b", "a:b", "é"] {
            assert_eq!(plain_keyword(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn the_table_holds_typed_data_attributes_only() {
        let t = attrs();
        assert!(t.get("name").is_some() && t.get("friend").is_some_and(|a| a.many));
        for not in ["a/_rev", "tuple", "db/ident", "db/id"] {
            assert!(t.get(not).is_none(), "{not:?}");
        }
    }

    #[test]
    fn tempids_are_numbered_as_the_general_path_meets_them() {
        let text = r#"[{:friend [-3 "x"] :name "a" :db/id -2} {:db/id -9} {:name "b"} {:db/id -3 :friend -2}]"#;
        let c = scan(text, whole(), &attrs(), 400).unwrap();
        // The map's entity first, then its values' tempids; a map without
        // datoms names no one; a map without :db/id is an entity of its own.
        assert_eq!(
            c.temps,
            [Temp::Neg(-2), Temp::Neg(-3), Temp::Str("x"), Temp::Auto]
        );
        assert_eq!((c.items, c.raws.len(), c.refs.len()), (4, 5, 3));
        assert_eq!(c.stopped_at, text.len());
    }

    #[test]
    fn a_run_stops_at_the_next_start_or_reads_on_past_a_wrong_one() {
        let text = "[{:name \"a\"}\n{:name \"} {\"}\n{:name \"c\"}]";
        let t = attrs();
        let good = text.find("\n{:name \"c").unwrap() + 1;
        let c = scan(text, guessing(good), &t, 400).unwrap();
        assert_eq!((c.items, c.stopped_at, c.at_end), (2, good, false));
        // A start inside the second item's string: read on to the end.
        let wrong = text.find("{\"}").unwrap();
        let c = scan(text, guessing(wrong), &t, 400).unwrap();
        assert_eq!((c.items, c.stopped_at, c.at_end), (3, text.len(), true));
        // A piece ends at the first item starting at or after its end,
        // even past a wrong guess.
        let piece = Bounds {
            end: Some(wrong - 3),
            ..guessing(wrong)
        };
        let c = scan(text, piece, &t, 400).unwrap();
        assert_eq!((c.items, c.stopped_at, c.at_end), (2, good, true));
        // Guesses land on item starts (here: the one in the string, which
        // the run before it rejects, then the real one).
        assert_eq!(split_points(text, 0, text.len(), 2), vec![wrong]);
        assert!(split_points("[{:a 1}]", 0, 8, 4).is_empty());
        assert!(split_points(text, 0, good - 1, 2).len() == 1);
        assert!(split_points(text, good, text.len(), 2).is_empty());
    }

    #[test]
    fn anything_else_is_unsupported() {
        let t = attrs();
        for text in [
            "{:name \"a\"}",
            "[[:db/add -1 :name \"a\"]]",
            "[{:name \"a\"}] x",
            "[{:name \"a\" :name \"b\"}]",
            "[{:db/id -1 :db/id -2 :name \"a\"}]",
            "[{:name 1}]",
            "[{:name \"a\\q\"}]",
            "[{:friend [:name \"a\"]}]",
            "[{:friend -0}]",
            "[{:friend \"datomic.tx\"}]",
            "[{:unknown 1}]",
            "[{:name \"a\"} #_ {:name \"b\"}]",
        ] {
            assert!(scan(text, whole(), &t, 400).is_err(), "{text}");
        }
    }
}
