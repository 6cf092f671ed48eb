//! Parsing a translation unit in chunks, on several threads.
//!
//! Input: the text tree-sitter reads. Output: one tree per chunk, in
//! order, each covering its byte range of the whole text (so every node's
//! offsets are the text's own, and lowering reads them as from one tree).
//!
//! Where a chunk may end: after a `;` at brace, bracket and parenthesis
//! depth 0 (the end of a top-level declaration), or after the `}` that
//! closes a top-level body opened right after a `)` (a function body)
//! when a declaration's first token follows. Strings, character literals
//! and `#` lines are skipped; a text with a raw string literal, unbalanced
//! brackets, or no such place is one chunk. Chunks are about
//! `CHUNK_BYTES` long.
//!
//! Invariants: the cut depends on the text only, never on the number of
//! threads, so the trees (and everything made from them) are the same
//! whatever `-j` says; at such a place tree-sitter reads the declarations
//! on either side as it reads them in the whole text.

use tree_sitter::{Parser, Point, Range, Tree};

/// About this many bytes make a chunk (the prelude is three).
const CHUNK_BYTES: usize = 16 << 10;

/// The byte ranges of `text`'s chunks, in order, covering it.
pub(super) fn chunks(text: &str) -> Vec<std::ops::Range<usize>> {
    let mut out = Vec::new();
    let mut start = 0;
    for cut in cuts(text) {
        out.push(start..cut);
        start = cut;
    }
    out.push(start..text.len());
    out
}

/// The places `text` is cut at.
fn cuts(text: &str) -> Vec<usize> {
    let b = text.as_bytes();
    if text.len() < 2 * CHUNK_BYTES || text.contains("R\"") {
        return Vec::new();
    }
    let Some(decls) = top_level(b) else {
        return Vec::new();
    };
    let mut cuts = Vec::new();
    let mut last_cut = 0;
    for d in decls {
        let i = d.end;
        let cut_here = !d.body || declaration_follows(b, i);
        if cut_here && i - last_cut >= CHUNK_BYTES && b.len() - i >= CHUNK_BYTES / 2 {
            cuts.push(i);
            last_cut = i;
        }
    }
    cuts
}

/// One top-level declaration as `top_level` finds it.
struct TopLevel {
    /// After the `;` or `}` that ends it.
    end: usize,
    /// Ended by the `}` of a body opened right after a `)` (a function
    /// body, or a lambda's in an initializer, which a `;` follows).
    body: bool,
}

/// The top-level declarations of `b`, in order: each ends after a `;` at
/// bracket depth 0 or after the `}` that closes a depth-0 body opened
/// right after a `)`. Strings, character literals and `#` lines are
/// skipped (a directive line belongs to no declaration's start); `None`
/// when the brackets do not balance.
fn top_level(b: &[u8]) -> Option<Vec<TopLevel>> {
    let mut out = Vec::new();
    let mut depth = 0i64;
    // Whether the top-level `{` now open came right after a `)`.
    let mut body_after_paren = false;
    let mut prev_significant = b'\n';
    let mut line_start = true;
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c == b'\n' {
            line_start = true;
            i += 1;
            continue;
        }
        if c == b' ' || c == b'\t' || c == b'\r' {
            i += 1;
            continue;
        }
        if line_start && c == b'#' {
            // A directive line (`#pragma`): to its end.
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
            continue;
        }
        line_start = false;
        let mut ends = None;
        match c {
            b'"' => {
                i = skip_quoted(b, i, b'"');
                prev_significant = b'"';
                continue;
            }
            b'\'' if !(prev_significant.is_ascii_alphanumeric() || prev_significant == b'_') => {
                i = skip_quoted(b, i, b'\'');
                prev_significant = b'\'';
                continue;
            }
            b'(' | b'[' => depth += 1,
            b'{' => {
                if depth == 0 {
                    body_after_paren = prev_significant == b')';
                }
                depth += 1;
            }
            b')' | b']' => depth -= 1,
            b'}' => {
                depth -= 1;
                if depth == 0 && body_after_paren {
                    ends = Some(true);
                }
            }
            b';' if depth == 0 => ends = Some(false),
            _ => {}
        }
        if depth < 0 {
            return None;
        }
        prev_significant = c;
        i += 1;
        if let Some(body) = ends {
            out.push(TopLevel { end: i, body });
        }
    }
    (depth == 0).then_some(out)
}

/// The index after the literal opened by `quote` at `i`.
fn skip_quoted(b: &[u8], mut i: usize, quote: u8) -> usize {
    i += 1;
    while i < b.len() {
        match b[i] {
            b'\\' => i += 2,
            c if c == quote => return i + 1,
            b'\n' => return i,
            _ => i += 1,
        }
    }
    i
}

/// Whether what follows `at` starts a new declaration: a name, an
/// attribute or a directive, but not `catch` (a function-try-block's next
/// handler).
fn declaration_follows(b: &[u8], mut at: usize) -> bool {
    while at < b.len() && b[at].is_ascii_whitespace() {
        at += 1;
    }
    let Some(&c) = b.get(at) else {
        return false;
    };
    let word_end = (at..b.len())
        .find(|&k| !(b[k].is_ascii_alphanumeric() || b[k] == b'_'))
        .unwrap_or(b.len());
    (c.is_ascii_alphabetic() || c == b'_' || c == b'#') && &b[at..word_end] != b"catch"
}

/// The text tree-sitter reads, with the runs of blank lines it need not
/// lex: `library_use` leaves most of a header blank, and lexing its
/// spaces one by one was the largest part of parsing.
pub(super) struct ParseText<'t> {
    pub text: &'t str,
    /// Where each line starts (for tree-sitter's row and column).
    line_starts: Vec<usize>,
    /// Sorted runs of whole blank lines of at least `HOLE_BYTES`.
    holes: Vec<std::ops::Range<usize>>,
}

/// Shorter blank runs are lexed: a range boundary costs more than that.
const HOLE_BYTES: usize = 256;

impl<'t> ParseText<'t> {
    pub fn new(text: &'t str) -> ParseText<'t> {
        let b = text.as_bytes();
        let line_starts = std::iter::once(0)
            .chain(memchr_lines(b))
            .collect::<Vec<_>>();
        // A raw string literal may hold blank lines of its own.
        let holes = if text.contains("R\"") {
            Vec::new()
        } else {
            blank_runs(b)
        };
        ParseText {
            text,
            line_starts,
            holes,
        }
    }

    /// The row and column of byte `at`.
    fn point(&self, at: usize) -> Point {
        let row = self.line_starts.partition_point(|&s| s <= at) - 1;
        Point {
            row,
            column: at - self.line_starts[row],
        }
    }

    fn range(&self, r: std::ops::Range<usize>) -> Range {
        Range {
            start_byte: r.start,
            end_byte: r.end,
            start_point: self.point(r.start),
            end_point: self.point(r.end),
        }
    }

    /// The parts of `r` outside the holes.
    fn included(&self, r: &std::ops::Range<usize>) -> Vec<Range> {
        let mut out = Vec::new();
        let mut at = r.start;
        let first = self.holes.partition_point(|h| h.end <= r.start);
        for h in self.holes[first..].iter().take_while(|h| h.start < r.end) {
            let (hs, he) = (h.start.max(r.start), h.end.min(r.end));
            if hs > at {
                out.push(self.range(at..hs));
            }
            at = at.max(he);
        }
        if at < r.end {
            out.push(self.range(at..r.end));
        }
        if out.is_empty() {
            // All blank: one byte of it, so the tree is an empty unit
            // (no ranges at all would mean the whole text).
            out.push(self.range(r.start..(r.start + 1).min(r.end)));
        }
        out
    }
}

/// The offsets after each line break of `b`.
fn memchr_lines(b: &[u8]) -> impl Iterator<Item = usize> + '_ {
    b.iter()
        .enumerate()
        .filter(|(_, &c)| c == b'\n')
        .map(|(k, _)| k + 1)
}

/// The runs of whole blank lines in `b` of at least `HOLE_BYTES`: each
/// starts after a line break and ends after one, so the line breaks that
/// end a directive line or the line before stay in the text read.
fn blank_runs(b: &[u8]) -> Vec<std::ops::Range<usize>> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if !b[i].is_ascii_whitespace() {
            i += 1;
            continue;
        }
        let start = i;
        while i < b.len() && b[i].is_ascii_whitespace() {
            i += 1;
        }
        let run = &b[start..i];
        let (Some(first), Some(last)) = (
            run.iter().position(|&c| c == b'\n'),
            run.iter().rposition(|&c| c == b'\n'),
        ) else {
            continue;
        };
        let (hs, he) = (start + first + 1, start + last + 1);
        if he >= hs + HOLE_BYTES {
            out.push(hs..he);
        }
    }
    out
}

/// Each chunk of `text` parsed, in order, on up to `jobs` threads; `None`
/// for a chunk tree-sitter gave up on (or that found no grammar).
pub(super) fn parse_chunks(
    text: &ParseText,
    chunks: &[std::ops::Range<usize>],
    jobs: usize,
) -> Vec<Option<Tree>> {
    crate::parallel::map(chunks.len(), jobs, None, |k| {
        parse_chunk(text, &chunks[k], chunks.len() > 1)
    })
}

/// The tree of the chunk `r` of `text` (of the whole text unless
/// `partial`); `None` where tree-sitter gave up or found no grammar.
pub(super) fn parse_chunk(
    text: &ParseText,
    r: &std::ops::Range<usize>,
    partial: bool,
) -> Option<Tree> {
    let mut parser = Parser::new();
    parser
        .set_language(&tree_sitter_cpp::LANGUAGE.into())
        .ok()?;
    if partial || !text.holes.is_empty() {
        parser.set_included_ranges(&text.included(r)).ok()?;
    }
    parser.parse(text.text, None)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cuts_only_between_top_level_declarations() {
        let unit =
            "struct S { int a; } s;\nvoid f(int x) { if (x) { g(\"};\"); } }\nint y = ';';\n";
        let text = unit.repeat(4000);
        let chunks = chunks(&text);
        assert!(chunks.len() > 2);
        for c in &chunks[1..] {
            // Every chunk starts where a declaration of `unit` starts.
            let at = &text[c.start..];
            let at = at.trim_start();
            assert!(
                at.starts_with("struct S") || at.starts_with("void f") || at.starts_with("int y"),
                "{:?}",
                &at[..20]
            );
        }
        assert_eq!(chunks.last().map(|c| c.end), Some(text.len()));
    }

    #[test]
    fn a_lambda_or_a_try_block_is_not_cut() {
        let text = "auto l = [](int) { return 1; }\n;".repeat(3000)
            + &"void h() try { } catch (int) { } catch (...) { }\n".repeat(3000);
        for c in chunks(&text).iter().skip(1) {
            let at = text[c.start..].trim_start();
            assert!(
                at.starts_with("auto l") || at.starts_with("void h"),
                "{:?}",
                &at[..20]
            );
        }
    }

    /// Runs of blank lines are not lexed, and the tree (its shape, its
    /// offsets and rows) is the one of the whole text.
    #[test]
    fn blank_runs_are_left_out_of_the_same_tree() {
        let text = format!(
            "#pragma once\n{}int a;\n{}struct S {{ int x; }};\n",
            "  \n".repeat(300),
            " \n".repeat(200)
        );
        let read = ParseText::new(&text);
        assert_eq!(read.holes.len(), 2);
        let mut parser = Parser::new();
        parser
            .set_language(&tree_sitter_cpp::LANGUAGE.into())
            .expect("grammar");
        let whole = parser.parse(&text, None).expect("tree");
        let skipping = parse_chunk(&read, &(0..text.len()), false).expect("tree");
        let nodes = |t: &Tree| {
            let mut out = Vec::new();
            let mut todo = vec![t.root_node()];
            while let Some(n) = todo.pop() {
                if n.kind() != "translation_unit" {
                    out.push((n.kind(), n.byte_range(), n.start_position()));
                }
                todo.extend((0..n.child_count()).filter_map(|i| n.child(i)));
            }
            out
        };
        assert_eq!(nodes(&whole), nodes(&skipping));
        // A text of blank lines only is an empty unit.
        let blank = "\n".repeat(1000);
        let read = ParseText::new(&blank);
        let tree = parse_chunk(&read, &(0..blank.len()), false).expect("tree");
        assert_eq!(tree.root_node().child_count(), 0);
    }

    #[test]
    fn raw_strings_and_unbalanced_text_stay_whole() {
        let raw = "const char *s = R\"(})\";\n".repeat(5000);
        assert_eq!(chunks(&raw).len(), 1);
        let open = "void f() {\n".to_string() + &"int x;\n".repeat(20000);
        assert_eq!(chunks(&open).len(), 1);
    }
}
