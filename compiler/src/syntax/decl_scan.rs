//! The declarations of a namespace scope, found from the tokens alone.
//!
//! Input: preprocessed text. Output: its tokens (`lex`), the matching
//! bracket of each bracket token, and the declarations of a range of them
//! at namespace scope (`Scan::scope`), each with its kind; the members of
//! a namespace or a linkage block are the declarations of a scope of
//! their own.
//!
//! `library_use` decides from these what nothing can name, so a split
//! that cuts one declaration in two must not happen: where the text is not
//! what this reads safely (unbalanced brackets, an unterminated literal),
//! `lex` gives up and nothing is pruned. A declaration ends after a `;`
//! at bracket depth 0, after the `}` of a function body (unless a
//! mem-initializer's `,` or `{`, or a `catch`, follows), or after the `}`
//! of a namespace or linkage block. Directive lines (`#pragma`) are no
//! tokens.

use std::ops::Range;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum TokKind {
    Word,
    Num,
    Str,
    Punct(u8),
}

#[derive(Clone, Copy, Debug)]
pub(super) struct Tok {
    pub start: u32,
    pub end: u32,
    pub kind: TokKind,
}

/// What a declaration is, as far as its tokens tell.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Kind {
    /// `namespace n { … }`, `extern "C" { … }`: tokens `open + 1 .. close`
    /// are a scope of their own.
    Block { open: usize, close: usize },
    /// A function definition; `open` is its body's `{`.
    Function { open: usize },
    /// A class, union or enum definition (`struct S { … };`); `open` and
    /// `close` are its body's braces.
    Class { open: usize, close: usize },
    /// Anything else that ends with `;`.
    Other,
}

#[derive(Clone, Debug)]
pub(super) struct Decl {
    /// Token indices.
    pub toks: Range<usize>,
    pub kind: Kind,
}

/// The tokens of a text with each bracket's match.
pub(super) struct Scan<'t> {
    pub text: &'t str,
    pub toks: Vec<Tok>,
    /// For a bracket token, the index of its partner; else unused.
    matching: Vec<u32>,
}

/// Words that put a parenthesised operand after them without naming a
/// declaration (`__attribute__((…))`, `decltype(…)`).
pub(super) const PAREN_KEYWORDS: &[&str] = &[
    "__attribute__",
    "__attribute",
    "__declspec",
    "alignas",
    "_Alignas",
    "decltype",
    "__typeof__",
    "__typeof",
    "typeof",
    "noexcept",
    "sizeof",
    "alignof",
    "__alignof__",
    "throw",
    "__asm__",
    "__asm",
    "asm",
    "requires",
    "static_assert",
    "_Static_assert",
    "__extension__",
];

impl<'t> Scan<'t> {
    /// `text`'s tokens, or `None` when they cannot be read safely.
    pub fn new(text: &'t str) -> Option<Scan<'t>> {
        let toks = lex(text.as_bytes())?;
        let matching = match_brackets(&toks)?;
        Some(Scan {
            text,
            toks,
            matching,
        })
    }

    pub fn word(&self, i: usize) -> Option<&'t str> {
        let t = self.toks.get(i)?;
        (t.kind == TokKind::Word).then(|| &self.text[t.start as usize..t.end as usize])
    }

    pub fn is(&self, i: usize, c: u8) -> bool {
        self.toks
            .get(i)
            .is_some_and(|t| t.kind == TokKind::Punct(c))
    }

    /// The partner of the bracket at `i`.
    pub fn partner(&self, i: usize) -> usize {
        self.matching[i] as usize
    }

    /// The byte range of tokens `r`.
    pub fn bytes(&self, r: &Range<usize>) -> Range<usize> {
        if r.is_empty() {
            return 0..0;
        }
        self.toks[r.start].start as usize..self.toks[r.end - 1].end as usize
    }

    /// The declarations of tokens `r`, a namespace scope.
    pub fn scope(&self, r: Range<usize>) -> Vec<Decl> {
        let mut out = Vec::new();
        let mut i = r.start;
        while i < r.end {
            let start = i;
            let mut kind = Kind::Other;
            while i < r.end {
                match self.toks[i].kind {
                    TokKind::Punct(b';') => {
                        i += 1;
                        break;
                    }
                    TokKind::Punct(b'(' | b'[') => i = self.partner(i) + 1,
                    TokKind::Punct(b'{') => {
                        let close = self.partner(i);
                        match self.classify(start, i) {
                            Head::Block => {
                                kind = Kind::Block { open: i, close };
                                i = close + 1;
                                break;
                            }
                            Head::Function => {
                                kind = Kind::Function { open: i };
                                i = close + 1;
                                // A mem-initializer `a{1}` goes on with
                                // `,` or the body; a try block with `catch`.
                                let goes_on = self.is(i, b',')
                                    || self.is(i, b'{')
                                    || self.word(i) == Some("catch");
                                if !goes_on {
                                    break;
                                }
                            }
                            Head::Class => {
                                kind = Kind::Class { open: i, close };
                                i = close + 1;
                            }
                            Head::Other => i = close + 1,
                        }
                    }
                    _ => i += 1,
                }
            }
            out.push(Decl {
                toks: start..i.min(r.end),
                kind,
            });
        }
        out
    }

    /// Every declaration of the text, namespace and linkage blocks
    /// (`Kind::Block`) first and then, after all of a scope's own, their
    /// members in turn.
    pub fn all(&self) -> Vec<Decl> {
        let mut out = Vec::new();
        let mut todo = Vec::new();
        todo.push(0..self.toks.len());
        while let Some(r) = todo.pop() {
            for d in self.scope(r) {
                if let Kind::Block { open, close } = d.kind {
                    todo.push(open + 1..close);
                }
                out.push(d);
            }
        }
        out
    }

    /// What the tokens `start..brace` before a depth-0 `{` make of it.
    fn classify(&self, start: usize, brace: usize) -> Head {
        let k = self.skip_prefix(start, brace).0;
        match self.word(k) {
            Some("namespace") => return Head::Block,
            Some("inline") if self.word(k + 1) == Some("namespace") => return Head::Block,
            Some("extern")
                if k + 2 == brace && self.toks.get(k + 1).map(|t| t.kind) == Some(TokKind::Str) =>
            {
                return Head::Block
            }
            Some("typedef" | "using") => return Head::Other,
            Some("class" | "struct" | "union" | "enum") if self.class_name(k, brace).is_some() => {
                return Head::Class
            }
            _ => {}
        }
        let mut operator = false;
        let mut paren = false;
        let mut i = k;
        while i < brace {
            match self.toks[i].kind {
                TokKind::Word if self.word(i) == Some("operator") => operator = true,
                TokKind::Punct(b'=') if !operator => return Head::Other,
                TokKind::Punct(b'(') => {
                    paren = true;
                    i = self.partner(i);
                }
                TokKind::Punct(b'[') => i = self.partner(i),
                _ => {}
            }
            i += 1;
        }
        if paren {
            Head::Function
        } else {
            Head::Other
        }
    }

    /// The first token of `start..end` after its `template <…>` prefixes,
    /// `__extension__` and attributes, and whether a template prefix was
    /// there (`Some(true)` for `template <>`).
    pub fn skip_prefix(&self, start: usize, end: usize) -> (usize, Option<bool>) {
        let mut k = start;
        let mut template = None;
        while k < end {
            match self.word(k) {
                Some("template") if self.is(k + 1, b'<') => {
                    let explicit = self.is(k + 2, b'>');
                    match self.skip_angles(k + 1, end) {
                        Some(after) => {
                            template = Some(template.unwrap_or(false) || explicit);
                            k = after;
                        }
                        None => return (k, template),
                    }
                }
                Some("__extension__") => k += 1,
                _ => match self.skip_attribute(k, end) {
                    Some(after) => k = after,
                    None => return (k, template),
                },
            }
        }
        (k, template)
    }

    /// After the attribute at `k` (`__attribute__((…))`, `[[…]]`,
    /// `alignas(…)`, `__declspec(…)`), if one is there.
    pub fn skip_attribute(&self, k: usize, end: usize) -> Option<usize> {
        let after = match self.word(k) {
            Some("__attribute__" | "__attribute" | "alignas" | "__declspec" | "_Alignas")
                if self.is(k + 1, b'(') =>
            {
                self.partner(k + 1) + 1
            }
            _ if self.is(k, b'[') && self.is(k + 1, b'[') => self.partner(k) + 1,
            _ => return None,
        };
        (after <= end).then_some(after)
    }

    /// After the `>` that closes the `<` at `open`, within `..end`; `->`
    /// is no `>`, and brackets inside are skipped whole.
    pub fn skip_angles(&self, open: usize, end: usize) -> Option<usize> {
        let mut depth = 0;
        let mut i = open;
        while i < end {
            match self.toks[i].kind {
                TokKind::Punct(b'<') => depth += 1,
                TokKind::Punct(b'>') if !self.arrow(i) => {
                    depth -= 1;
                    if depth == 0 {
                        return Some(i + 1);
                    }
                }
                TokKind::Punct(b'(' | b'[' | b'{') => i = self.partner(i),
                TokKind::Punct(b';' | b'}' | b')' | b']') => return None,
                _ => {}
            }
            i += 1;
        }
        None
    }

    /// Before the `<` that opens the `>` at `close`, back to `start`.
    pub fn skip_angles_back(&self, close: usize, start: usize) -> Option<usize> {
        let mut depth = 0;
        let mut i = close;
        loop {
            match self.toks[i].kind {
                TokKind::Punct(b'>') if !self.arrow(i) => depth += 1,
                TokKind::Punct(b'<') => {
                    depth -= 1;
                    if depth == 0 {
                        return Some(i);
                    }
                }
                TokKind::Punct(b')' | b']' | b'}') => i = self.partner(i),
                TokKind::Punct(b';' | b'{' | b'(' | b'[') => return None,
                _ => {}
            }
            if i <= start {
                return None;
            }
            i -= 1;
        }
    }

    /// Whether the `>` at `i` is the second half of `->`.
    fn arrow(&self, i: usize) -> bool {
        i > 0 && self.is(i - 1, b'-') && self.toks[i - 1].end == self.toks[i].start
    }

    /// Whether `a` and `b` are adjacent `::`.
    pub fn scope_op(&self, a: usize) -> bool {
        self.is(a, b':') && self.is(a + 1, b':') && self.toks[a].end == self.toks[a + 1].start
    }

    /// For a class head whose class key is at `key` and which ends at
    /// `end` (its `{`): the first component of its name (`struct A::B {`
    /// gives `A`), `Some(None)` for an unnamed class, `None` when the
    /// tokens are not a class head (`struct S *f() {`).
    pub fn class_name(&self, key: usize, end: usize) -> Option<Option<usize>> {
        let mut j = key + 1;
        if self.word(key) == Some("enum") && matches!(self.word(j), Some("class" | "struct")) {
            j += 1;
        }
        while let Some(after) = self.skip_attribute(j, end) {
            j = after;
        }
        if j == end {
            return Some(None);
        }
        let name = j;
        self.word(name)?;
        j += 1;
        loop {
            if self.is(j, b'<') {
                j = self.skip_angles(j, end)?;
            } else if self.scope_op(j) && self.word(j + 2).is_some() {
                j += 3;
            } else {
                break;
            }
        }
        if matches!(self.word(j), Some("final" | "__final")) {
            j += 1;
        }
        (j == end || (self.is(j, b':') && !self.scope_op(j))).then_some(Some(name))
    }
}

enum Head {
    Block,
    Function,
    Class,
    Other,
}

/// The tokens of `b`; `None` for an unterminated literal or raw string.
fn lex(b: &[u8]) -> Option<Vec<Tok>> {
    let mut out = Vec::with_capacity(b.len() / 4);
    let mut i = 0;
    let mut line_start = true;
    let push = |out: &mut Vec<Tok>, s: usize, e: usize, kind| {
        out.push(Tok {
            start: s as u32,
            end: e as u32,
            kind,
        })
    };
    while i < b.len() {
        let c = b[i];
        if c == b'\n' {
            line_start = true;
            i += 1;
            continue;
        }
        if c.is_ascii_whitespace() {
            i += 1;
            continue;
        }
        if line_start && c == b'#' {
            while i < b.len() && !(b[i] == b'\n' && b[i - 1] != b'\\') {
                i += 1;
            }
            continue;
        }
        line_start = false;
        let s = i;
        if c.is_ascii_alphabetic() || c == b'_' || c == b'$' {
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_' || b[i] == b'$') {
                i += 1;
            }
            if b.get(i) == Some(&b'"') && matches!(&b[s..i], b"R" | b"u8R" | b"uR" | b"UR" | b"LR")
            {
                i = raw_string_end(b, i)?;
                push(&mut out, s, i, TokKind::Str);
            } else {
                push(&mut out, s, i, TokKind::Word);
            }
        } else if c.is_ascii_digit() || (c == b'.' && b.get(i + 1).is_some_and(u8::is_ascii_digit))
        {
            i += 1;
            while i < b.len() {
                let d = b[i];
                let exponent_sign = matches!(d, b'+' | b'-')
                    && matches!(b[i - 1], b'e' | b'E' | b'p' | b'P')
                    && !b[s..].starts_with(b"0x");
                let separator = d == b'\'' && b.get(i + 1).is_some_and(u8::is_ascii_alphanumeric);
                if d.is_ascii_alphanumeric() || d == b'_' || d == b'.' || exponent_sign || separator
                {
                    i += 1;
                } else {
                    break;
                }
            }
            push(&mut out, s, i, TokKind::Num);
        } else if c == b'"' || c == b'\'' {
            i += 1;
            loop {
                match b.get(i)? {
                    b'\\' => i += 2,
                    b'\n' => return None,
                    &d if d == c => {
                        i += 1;
                        break;
                    }
                    _ => i += 1,
                }
            }
            push(&mut out, s, i, TokKind::Str);
        } else {
            i += 1;
            push(&mut out, s, i, TokKind::Punct(c));
        }
    }
    Some(out)
}

/// After the raw string literal whose `"` is at `quote`.
fn raw_string_end(b: &[u8], quote: usize) -> Option<usize> {
    let open = quote + 1 + b[quote + 1..].iter().take(17).position(|&c| c == b'(')?;
    let delim = &b[quote + 1..open];
    let mut i = open + 1;
    while i < b.len() {
        if b[i] == b')'
            && b[i + 1..].starts_with(delim)
            && b.get(i + 1 + delim.len()) == Some(&b'"')
        {
            return Some(i + 2 + delim.len());
        }
        i += 1;
    }
    None
}

/// Each bracket token's partner; `None` when they do not balance.
fn match_brackets(toks: &[Tok]) -> Option<Vec<u32>> {
    let mut matching = vec![0u32; toks.len()];
    let mut stack: Vec<(u8, usize)> = Vec::new();
    for (i, t) in toks.iter().enumerate() {
        let TokKind::Punct(c) = t.kind else {
            continue;
        };
        match c {
            b'(' | b'[' | b'{' => stack.push((c, i)),
            b')' | b']' | b'}' => {
                let (open, j) = stack.pop()?;
                let want = match c {
                    b')' => b'(',
                    b']' => b'[',
                    _ => b'{',
                };
                if open != want {
                    return None;
                }
                matching[i] = j as u32;
                matching[j] = i as u32;
            }
            _ => {}
        }
    }
    stack.is_empty().then_some(matching)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn decls(src: &str) -> Vec<(String, &'static str)> {
        let s = Scan::new(src).expect("lexes");
        s.all()
            .into_iter()
            .map(|d| {
                let kind = match d.kind {
                    Kind::Block { .. } => "block",
                    Kind::Function { .. } => "function",
                    Kind::Class { .. } => "class",
                    Kind::Other => "other",
                };
                (src[s.bytes(&d.toks)].to_string(), kind)
            })
            .collect()
    }

    #[test]
    fn splits_a_scope_into_its_declarations() {
        let src = "namespace std __attribute__((visibility(\"default\"))) {\n\
                   template <typename T, typename = decltype(f())> struct X : B<(1 > 0)> { int g() { return 1; } };\n\
                   void h(int x) { if (x) { g(\"};\"); } }\n\
                   auto l = [](int) { return 1; };\n\
                   A::A() : a{1}, b(2) { }\n\
                   void t() try { } catch (int) { }\n\
                   struct S *mk() { return 0; }\n\
                   #pragma once\n\
                   int v = 1'000;\n\
                   }\n\
                   extern \"C\" { int printf(const char *, ...); }\n";
        let got = decls(src);
        let kinds: Vec<_> = got
            .iter()
            .map(|(t, k)| (&t[..t.len().min(12)], *k))
            .collect();
        assert_eq!(
            kinds,
            [
                ("namespace st", "block"),
                ("extern \"C\" {", "block"),
                ("int printf(c", "other"),
                ("template <ty", "class"),
                ("void h(int x", "function"),
                ("auto l = [](", "other"),
                ("A::A() : a{1", "function"),
                ("void t() try", "function"),
                ("struct S *mk", "function"),
                ("int v = 1'00", "other"),
            ]
        );
    }

    #[test]
    fn gives_up_on_what_it_cannot_read() {
        assert!(Scan::new("void f() { ").is_none());
        assert!(Scan::new("const char *s = \"open\n\";").is_none());
        let raw = Scan::new("const char *s = R\"x(})\" )x\"; int y;").expect("raw string");
        assert_eq!(raw.scope(0..raw.toks.len()).len(), 2);
    }
}
