//! Translation phases 1–3: line splicing, comments, preprocessing tokens.
//!
//! Input: one file's text. Output: its pp-tokens, one at a time
//! (`FileLexer`) or all at once (`lex_file`), each with the span of its
//! spelling in that file, `Newline` tokens at line ends and a final `Eof`.
//! Invariants: a token's `text` is its spelling with line splices removed
//! (so `in\<newline>t` is the identifier `int`), except in raw strings,
//! which keep them; a leading UTF-8 BOM is skipped; `\r\n` counts as one line
//! end; comments become whitespace (`ws` on the next token). The lexer never
//! fails: anything it cannot classify becomes an `Other` token, and literals
//! missing their closing quote become `Unterminated` tokens that are only
//! diagnosed if they reach active code, as skipped groups may hold anything.

use crate::diag::Diagnostics;
use crate::source::{FileId, Span};
use std::rc::Rc;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TokKind {
    Ident,
    Number,
    Char,
    Str,
    Punct,
    Other,
    /// A character or string literal without its closing quote (to line end).
    Unterminated,
    /// Not a token: marks where the expansion of the macro named by `text`
    /// ends in a stream of expansion results. Until it is read, that macro
    /// is disabled (C++17 [cpp.rescan]/2). Never leaves macro expansion.
    EndExpansion,
    Newline,
    Eof,
}

#[derive(Clone, Debug)]
pub struct Token {
    pub kind: TokKind,
    pub text: Rc<str>,
    pub span: Span,
    /// Whitespace (or a comment) precedes the token.
    pub ws: bool,
    /// First token of its line in the file (directives start with such a `#`).
    pub bol: bool,
    /// "Painted blue": a macro name that must never be expanded again.
    pub no_expand: bool,
    /// Made by the preprocessor (`##`, `#`, `__LINE__`…) rather than spelled
    /// in a file as it stands: its span is the invocation's, so spans say
    /// nothing about whether it touched its neighbours.
    pub made: bool,
}

impl Token {
    pub fn new(kind: TokKind, text: impl Into<Rc<str>>, span: Span) -> Token {
        Token {
            kind,
            text: text.into(),
            span,
            ws: false,
            bol: false,
            no_expand: false,
            made: false,
        }
    }

    /// A punctuator spelled `p` or as `p`'s digraph (`%:` for `#`).
    pub fn is_punct(&self, p: &str) -> bool {
        self.kind == TokKind::Punct
            && (&*self.text == p
                || (self.text.len() >= 2 && digraph_meaning(&self.text) == Some(p)))
    }

    pub fn is_ident(&self, s: &str) -> bool {
        self.kind == TokKind::Ident && &*self.text == s
    }

    pub fn is_directive_hash(&self) -> bool {
        self.bol && self.is_punct("#")
    }
}

/// What a digraph stands for ([lex.digraph]).
fn digraph_meaning(t: &str) -> Option<&'static str> {
    Some(match t {
        "<:" => "[",
        ":>" => "]",
        "<%" => "{",
        "%>" => "}",
        "%:" => "#",
        "%:%:" => "##",
        _ => return None,
    })
}

/// Length of the longest punctuator at the start of `b` (C++17, digraphs
/// included).
fn punct_len(b: &[u8]) -> Option<usize> {
    let c0 = *b.first()?;
    let c1 = b.get(1).copied().unwrap_or(0);
    let c2 = b.get(2).copied().unwrap_or(0);
    if b.starts_with(b"%:%:") {
        return Some(4);
    }
    // `<::` is `<` `::` unless `:>` or `::` follows ([lex.pptoken]/3.2).
    let digraph = match (c0, c1) {
        (b'<', b':') => c2 != b':' || matches!(b.get(3), Some(b':' | b'>')),
        (b':', b'>') | (b'<', b'%') | (b'%', b'>') | (b'%', b':') => true,
        _ => false,
    };
    if digraph {
        return Some(2);
    }
    let three = matches!(
        (c0, c1, c2),
        (b'<', b'<', b'=')
            | (b'>', b'>', b'=')
            | (b'.', b'.', b'.')
            | (b'-', b'>', b'*')
            | (b'<', b'=', b'>')
    );
    if three {
        return Some(3);
    }
    let two = match c0 {
        b'-' => matches!(c1, b'>' | b'-' | b'='),
        b'+' => matches!(c1, b'+' | b'='),
        b'<' => matches!(c1, b'<' | b'='),
        b'>' => matches!(c1, b'>' | b'='),
        b'=' | b'!' | b'*' | b'/' | b'%' | b'^' => c1 == b'=',
        b'&' => matches!(c1, b'&' | b'='),
        b'|' => matches!(c1, b'|' | b'='),
        b'#' => c1 == b'#',
        b':' => c1 == b':',
        b'.' => c1 == b'*',
        _ => false,
    };
    if two {
        return Some(2);
    }
    // `matches!` rather than a slice search, which is a `memchr` call.
    matches!(
        c0,
        b'[' | b']'
            | b'('
            | b')'
            | b'{'
            | b'}'
            | b'.'
            | b'&'
            | b'*'
            | b'+'
            | b'-'
            | b'~'
            | b'!'
            | b'/'
            | b'%'
            | b'<'
            | b'>'
            | b'^'
            | b'|'
            | b'?'
            | b':'
            | b';'
            | b'='
            | b','
            | b'#'
    )
    .then_some(1)
}

fn is_ident_start(b: u8) -> bool {
    b.is_ascii_alphabetic() || b == b'_' || b == b'$' || b >= 0x80
}

fn is_ident_cont(b: u8) -> bool {
    is_ident_start(b) || b.is_ascii_digit()
}

/// The text after phase 2: splices removed, `\r\n` turned into `\n`, with a
/// sparse map back to original offsets: `shifts` holds `(logical offset,
/// bytes removed before it)` at every point where the count grows, so a
/// file without splices or CRLFs has none and maps offsets to themselves.
struct Logical {
    bytes: Vec<u8>,
    shifts: Vec<(u32, u32)>,
    orig_len: u32,
}

impl Logical {
    /// The original offset of logical byte `i` (None past the end).
    /// `hint` is the number of shifts at or before the previous query: the
    /// lexer asks in increasing order, so this is a short forward walk
    /// rather than a search.
    fn orig(&self, i: usize, hint: &mut usize) -> Option<u32> {
        if i >= self.bytes.len() {
            return None;
        }
        let before = |k: usize| self.shifts[k].0 as usize <= i;
        if *hint > self.shifts.len() || (*hint > 0 && !before(*hint - 1)) {
            *hint = self.shifts.partition_point(|&(at, _)| at as usize <= i);
        }
        while *hint < self.shifts.len() && before(*hint) {
            *hint += 1;
        }
        let removed = hint.checked_sub(1).map_or(0, |k| self.shifts[k].1);
        Some(i as u32 + removed)
    }
}

/// A UTF-8 byte-order mark, skipped at the start of a file (as gcc, clang
/// and C++23 do).
const BOM: &[u8] = b"\xEF\xBB\xBF";

fn splice(text: &str) -> Logical {
    let b = text.as_bytes();
    let start = if b.starts_with(BOM) { BOM.len() } else { 0 };
    let mut shifts = Vec::new();
    if start > 0 {
        shifts.push((0, start as u32));
    }
    // Most files have neither backslashes before line ends nor CRs: a
    // branch-free scan for the two bytes (chunked so it vectorises) lets
    // them skip the copy-and-map loop.
    let needs_work = b.chunks(64).enumerate().any(|(k, chunk)| {
        let suspicious = chunk
            .iter()
            .fold(false, |acc, &c| acc | (c == b'\\') | (c == b'\r'));
        suspicious && {
            let from = k * 64;
            let to = (from + 65).min(b.len());
            b[from..to]
                .windows(2)
                .any(|w| (w[0] == b'\\' || w[0] == b'\r') && matches!(w[1], b'\n' | b'\r'))
        }
    });
    if !needs_work {
        return Logical {
            bytes: b[start..].to_vec(),
            shifts,
            orig_len: b.len() as u32,
        };
    }
    let mut bytes = Vec::with_capacity(b.len());
    let mut i = start;
    while i < b.len() {
        // Copy the run up to the next byte that may start a splice or CRLF.
        let run = b[i..]
            .iter()
            .position(|&c| c == b'\\' || c == b'\r')
            .unwrap_or(b.len() - i);
        bytes.extend_from_slice(&b[i..i + run]);
        i += run;
        if i >= b.len() {
            break;
        }
        if b[i] == b'\\' {
            let n = match (b.get(i + 1), b.get(i + 2)) {
                (Some(b'\n'), _) => 2,
                (Some(b'\r'), Some(b'\n')) => 3,
                _ => 0,
            };
            if n > 0 {
                i += n;
                shifts.push((bytes.len() as u32, (i - bytes.len()) as u32));
                continue;
            }
        }
        if b[i] == b'\r' && b.get(i + 1) == Some(&b'\n') {
            // The `\n` stands for both bytes and maps to the `\r`; what
            // follows is one further along.
            bytes.push(b'\n');
            i += 2;
            shifts.push((bytes.len() as u32, (i - bytes.len()) as u32));
            continue;
        }
        bytes.push(b[i]);
        i += 1;
    }
    Logical {
        bytes,
        shifts,
        orig_len: b.len() as u32,
    }
}

/// One shared `Rc<str>` per distinct spelling in a file: most tokens repeat
/// (keywords, punctuators, the file's identifiers), so this saves an
/// allocation per token. Looked up by bytes, so a repeated spelling costs
/// one hash and no UTF-8 check; single-byte spellings (most punctuators)
/// skip the hash too.
#[derive(Default)]
struct Interner {
    set: rustc_hash::FxHashSet<Spelling>,
    ascii: Vec<Option<Rc<str>>>,
}

/// A set key that hashes and compares as its bytes.
#[derive(PartialEq, Eq)]
struct Spelling(Rc<str>);

impl std::hash::Hash for Spelling {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        self.0.as_bytes().hash(h)
    }
}

impl std::borrow::Borrow<[u8]> for Spelling {
    fn borrow(&self) -> &[u8] {
        self.0.as_bytes()
    }
}

impl Interner {
    fn get(&mut self, bytes: &[u8]) -> Rc<str> {
        if let [b] = bytes {
            if b.is_ascii() {
                if self.ascii.is_empty() {
                    self.ascii.resize(128, None);
                }
                let slot = &mut self.ascii[*b as usize];
                return slot
                    .get_or_insert_with(|| char::from(*b).to_string().into())
                    .clone();
            }
        }
        if let Some(r) = self.set.get(bytes) {
            return r.0.clone();
        }
        // Token boundaries fall between characters, so this is valid UTF-8
        // but for a lone byte of a broken sequence (which `Other` may hold).
        let r: Rc<str> = String::from_utf8_lossy(bytes).into();
        if r.as_bytes() == bytes {
            self.set.insert(Spelling(r.clone()));
        }
        r
    }
}

struct Lexer<'a> {
    src: &'a Logical,
    pos: usize,
}

impl Lexer<'_> {
    fn at(&self, i: usize) -> u8 {
        self.src.bytes.get(i).copied().unwrap_or(0)
    }

    fn starts_with(&self, i: usize, s: &str) -> bool {
        self.src
            .bytes
            .get(i..i + s.len())
            .is_some_and(|t| t == s.as_bytes())
    }

    /// Skips blanks and comments; returns (saw whitespace, unterminated comment start).
    fn skip_ws(&mut self) -> (bool, Option<usize>) {
        let mut ws = false;
        loop {
            match self.at(self.pos) {
                b' ' | b'\t' | b'\x0b' | b'\x0c' | b'\r' => self.pos += 1,
                b'/' if self.at(self.pos + 1) == b'/' => {
                    while self.pos < self.src.bytes.len() && self.at(self.pos) != b'\n' {
                        self.pos += 1;
                    }
                }
                b'/' if self.at(self.pos + 1) == b'*' => {
                    let start = self.pos;
                    self.pos += 2;
                    loop {
                        if self.pos >= self.src.bytes.len() {
                            return (true, Some(start));
                        }
                        if self.starts_with(self.pos, "*/") {
                            self.pos += 2;
                            break;
                        }
                        self.pos += 1;
                    }
                }
                _ => return (ws, None),
            }
            ws = true;
        }
    }

    /// Length of a quoted literal starting at `i` (the quote), or None if the
    /// line ends first.
    fn quoted(&self, i: usize, q: u8) -> Option<usize> {
        let mut j = i + 1;
        loop {
            match self.at(j) {
                0 if j >= self.src.bytes.len() => return None,
                b'\n' => return None,
                b'\\' => j += 2,
                c if c == q => return Some(j + 1 - i),
                _ => j += 1,
            }
            if j > self.src.bytes.len() {
                return None;
            }
        }
    }

    /// Length of a raw string `"delim( ... )delim"` starting at the quote.
    fn raw_string(&self, i: usize) -> Option<usize> {
        let b = &self.src.bytes;
        let mut j = i + 1;
        while j < b.len() && j - i <= 17 && !matches!(b[j], b'(' | b')' | b'\\' | b' ' | b'\n') {
            j += 1;
        }
        if self.at(j) != b'(' || j - i > 17 {
            return None;
        }
        let delim = &b[i + 1..j];
        let mut k = j + 1;
        while k < b.len() {
            if b[k] == b')'
                && b[k + 1..].starts_with(delim)
                && b.get(k + 1 + delim.len()) == Some(&b'"')
            {
                return Some(k + 2 + delim.len() - i);
            }
            k += 1;
        }
        None
    }

    /// A `_`-led user-defined-literal suffix right after a literal. A
    /// `__`-led name is reserved, so no user literal operator has it: as
    /// GCC does (for the macros it names), it starts a token of its own, so
    /// that `extern "C"__global__` reads as `extern "C" __global__`.
    fn ud_suffix(&self, i: usize) -> usize {
        if self.at(i) != b'_' || self.at(i + 1) == b'_' {
            return 0;
        }
        let mut j = i;
        while is_ident_cont(self.at(j)) {
            j += 1;
        }
        j - i
    }

    /// Kind and length of the token at `pos` (which is not blank or a comment).
    fn token(&self) -> (TokKind, usize) {
        let i = self.pos;
        let c = self.at(i);
        if c == b'\n' {
            return (TokKind::Newline, 1);
        }
        if is_ident_start(c) {
            let mut j = i;
            while is_ident_cont(self.at(j)) {
                j += 1;
            }
            let word = &self.src.bytes[i..j];
            let q = self.at(j);
            if q == b'"' && matches!(word, b"R" | b"u8R" | b"uR" | b"UR" | b"LR") {
                return match self.raw_string(j) {
                    Some(n) => (TokKind::Str, j - i + n + self.ud_suffix(j + n)),
                    None => (TokKind::Unterminated, self.line_rest(i)),
                };
            }
            if (q == b'"' || q == b'\'') && matches!(word, b"u8" | b"u" | b"U" | b"L") {
                return self.literal(i, j, q);
            }
            return (TokKind::Ident, j - i);
        }
        if c.is_ascii_digit() || (c == b'.' && self.at(i + 1).is_ascii_digit()) {
            let mut j = i + 1;
            loop {
                let d = self.at(j);
                let exponent_sign =
                    matches!(d, b'e' | b'E' | b'p' | b'P') && matches!(self.at(j + 1), b'+' | b'-');
                let digit_separator = d == b'\'' && is_ident_cont(self.at(j + 1));
                if exponent_sign || digit_separator {
                    j += 2;
                } else if is_ident_cont(d) || d == b'.' {
                    j += 1;
                } else {
                    break;
                }
            }
            return (TokKind::Number, j - i);
        }
        if c == b'"' || c == b'\'' {
            return self.literal(i, i, c);
        }
        if let Some(n) = punct_len(&self.src.bytes[i..]) {
            return (TokKind::Punct, n);
        }
        // One (possibly multi-byte) character the grammar has no use for.
        let len = match c {
            0xc0..=0xdf => 2,
            0xe0..=0xef => 3,
            0xf0..=0xff => 4,
            _ => 1,
        };
        (TokKind::Other, len.min(self.src.bytes.len() - i))
    }

    fn literal(&self, start: usize, quote_at: usize, q: u8) -> (TokKind, usize) {
        match self.quoted(quote_at, q) {
            Some(n) => {
                let end = quote_at + n;
                let kind = if q == b'"' {
                    TokKind::Str
                } else {
                    TokKind::Char
                };
                (kind, end - start + self.ud_suffix(end))
            }
            None => (TokKind::Unterminated, self.line_rest(start)),
        }
    }

    fn line_rest(&self, i: usize) -> usize {
        let mut j = i;
        while j < self.src.bytes.len() && self.src.bytes[j] != b'\n' {
            j += 1;
        }
        j - i
    }
}

/// A file's tokens produced on demand, so that a large main file never has
/// all its tokens in memory at once. Only an unterminated block comment is
/// diagnosed here: it swallows the rest of the file whether or not the
/// group is active.
pub struct FileLexer {
    file: FileId,
    src: Logical,
    /// The text before phase 2, kept only when phase 2 changed something:
    /// raw string literals are spelled from it (splices inside them are
    /// reverted, [lex.pptoken]/3.1).
    original: Option<Box<str>>,
    pos: usize,
    bol: bool,
    interner: Interner,
    shift_hint: usize,
}

impl FileLexer {
    pub fn new(file: FileId, text: &str) -> FileLexer {
        let src = splice(text);
        // Phase 2 changed something (beyond a BOM) exactly when it shifted
        // offsets after the start.
        let changed = src.shifts.iter().any(|&(at, _)| at > 0);
        let changed = changed && text.contains("R\"");
        FileLexer {
            file,
            original: changed.then(|| text.into()),
            src,
            pos: 0,
            bol: true,
            interner: Interner::default(),
            shift_hint: 0,
        }
    }

    fn span_of(&mut self, s: usize, e: usize) -> Span {
        let src = &self.src;
        if src.shifts.is_empty() && e <= src.bytes.len() {
            return Span::new(self.file, s as u32, e.max(s) as u32);
        }
        let hint = &mut self.shift_hint;
        let start = src.orig(s, hint).unwrap_or(src.orig_len);
        // No splice inside the token (the usual case): its end is as far
        // from its start as in the logical text.
        let next_shift = src
            .shifts
            .get(*hint)
            .map_or(usize::MAX, |&(at, _)| at as usize);
        if e > s && e <= src.bytes.len() && next_shift >= e {
            return Span::new(self.file, start, start + (e - s) as u32);
        }
        let end = if e > s {
            src.orig(e - 1, hint).map_or(src.orig_len, |o| o + 1)
        } else {
            start
        };
        Span::new(self.file, start, end.max(start))
    }

    /// The next token; `Eof` at the end, and again on every later call.
    #[inline]
    pub fn next_token(&mut self, diags: &mut Diagnostics) -> Token {
        let mut lx = Lexer {
            src: &self.src,
            pos: self.pos,
        };
        let (ws, unterminated) = lx.skip_ws();
        let pos = lx.pos;
        let at_end = pos >= self.src.bytes.len();
        let (kind, len) = if at_end {
            (TokKind::Eof, 0)
        } else {
            lx.token()
        };
        if let Some(s) = unterminated {
            diags.error(self.span_of(s, s + 2), "unterminated comment");
        }
        if at_end {
            self.pos = pos;
            let mut t = Token::new(TokKind::Eof, "", self.span_of(pos, pos));
            t.bol = self.bol;
            return t;
        }
        let end = (pos + len.max(1)).min(self.src.bytes.len());
        let span = self.span_of(pos, end);
        let raw = kind == TokKind::Str && is_raw_string(&self.src.bytes[pos..end]);
        let text = match &self.original {
            Some(orig) if raw => {
                let spelled = orig
                    .get(span.start as usize..span.end as usize)
                    .unwrap_or_default()
                    .replace("\r\n", "\n");
                self.interner.get(spelled.as_bytes())
            }
            _ => self.interner.get(&self.src.bytes[pos..end]),
        };
        let mut t = Token::new(kind, text, span);
        t.ws = ws;
        t.bol = self.bol;
        self.bol = kind == TokKind::Newline;
        self.pos = end;
        t
    }
}

/// Whether a string-literal token is a raw string (`R"…"`, `u8R"…"`, …).
fn is_raw_string(tok: &[u8]) -> bool {
    tok.first() != Some(&b'"')
        && tok
            .iter()
            .position(|&c| c == b'"')
            .is_some_and(|q| q > 0 && tok[q - 1] == b'R')
}

/// Lexes a whole file (through `Eof`).
pub fn lex_file(file: FileId, text: &str, diags: &mut Diagnostics) -> Vec<Token> {
    let mut lx = FileLexer::new(file, text);
    let mut out = Vec::new();
    loop {
        let t = lx.next_token(diags);
        let eof = t.kind == TokKind::Eof;
        out.push(t);
        if eof {
            return out;
        }
    }
}

/// The kind of `text` if it is exactly one pp-token (the `##` validity test).
pub fn lex_single(text: &str) -> Option<TokKind> {
    let src = splice(text);
    if src.bytes.len() != text.len() {
        return None;
    }
    let mut lx = Lexer { src: &src, pos: 0 };
    if lx.skip_ws() != (false, None) || src.bytes.is_empty() {
        return None;
    }
    let (kind, len) = lx.token();
    match kind {
        TokKind::Newline | TokKind::Eof | TokKind::Unterminated => None,
        _ if len == text.len() => Some(kind),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lex(s: &str) -> Vec<(TokKind, String)> {
        let mut d = Diagnostics::new();
        lex_file(FileId(0), s, &mut d)
            .into_iter()
            .map(|t| (t.kind, t.text.to_string()))
            .collect()
    }

    fn texts(s: &str) -> Vec<String> {
        lex(s)
            .into_iter()
            .filter(|(k, _)| !matches!(k, TokKind::Newline | TokKind::Eof))
            .map(|(_, t)| t)
            .collect()
    }

    #[test]
    fn splices_join_tokens_with_lf_and_crlf() {
        assert_eq!(texts("in\\\nt x;"), ["int", "x", ";"]);
        assert_eq!(texts("in\\\r\nt \"a\\\r\nb\""), ["int", "\"ab\""]);
        let toks = lex("a\r\nb\r\n");
        assert_eq!(toks[1].0, TokKind::Newline);
        assert_eq!(toks.iter().filter(|t| t.0 == TokKind::Newline).count(), 2);
    }

    #[test]
    fn splice_span_covers_original_spelling() {
        let mut d = Diagnostics::new();
        let toks = lex_file(FileId(0), "  in\\\r\nt", &mut d);
        assert_eq!((toks[0].span.start, toks[0].span.end), (2, 8));
        assert!(toks[0].ws);
    }

    #[test]
    fn comments_are_whitespace_and_unterminated_is_diagnosed() {
        assert_eq!(texts("a/*x*/b // c\nd"), ["a", "b", "d"]);
        let mut d = Diagnostics::new();
        let toks = lex_file(FileId(0), "a /* never closed", &mut d);
        assert_eq!(d.error_count(), 1);
        assert_eq!(toks.len(), 2);
    }

    #[test]
    fn literals_numbers_and_punctuators() {
        assert_eq!(
            texts(r#"u8"s" L'c' U"x" R"d(a)"b)d" 1.5e+3f 0x1'000 .5 a->*b <<= ... ##"#),
            [
                "u8\"s\"",
                "L'c'",
                "U\"x\"",
                "R\"d(a)\"b)d\"",
                "1.5e+3f",
                "0x1'000",
                ".5",
                "a",
                "->*",
                "b",
                "<<=",
                "...",
                "##"
            ]
        );
        assert_eq!(lex("'ab")[0].0, TokKind::Unterminated);
        assert_eq!(lex("@")[0].0, TokKind::Other);
    }

    #[test]
    fn reserved_names_after_literals_are_tokens_of_their_own() {
        assert_eq!(
            texts(r#""C"__global__ "a"_km 'c'__x"#),
            ["\"C\"", "__global__", "\"a\"_km", "'c'", "__x"]
        );
    }

    #[test]
    fn lex_single_accepts_only_one_token() {
        assert_eq!(lex_single("ab"), Some(TokKind::Ident));
        assert_eq!(lex_single("+="), Some(TokKind::Punct));
        assert_eq!(lex_single("+-"), None);
        assert_eq!(lex_single("//"), None);
        assert_eq!(lex_single("L\"x\""), Some(TokKind::Str));
    }
}
