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
pub(super) struct TopLevel {
    /// Its first byte that is not blank or in a directive line.
    pub start: usize,
    /// After the `;` or `}` that ends it.
    pub end: usize,
    /// Ended by the `}` of a body opened right after a `)` (a function
    /// body, or a lambda's in an initializer, which a `;` follows).
    pub body: bool,
}

/// The top-level declarations of `b`, in order: each ends after a `;` at
/// bracket depth 0 or after the `}` that closes a depth-0 body opened
/// right after a `)`. Strings, character literals and `#` lines are
/// skipped (a directive line belongs to no declaration's start); `None`
/// when the brackets do not balance.
pub(super) fn top_level(b: &[u8]) -> Option<Vec<TopLevel>> {
    let mut out = Vec::new();
    let mut depth = 0i64;
    let mut start: Option<usize> = None;
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
        let first = *start.get_or_insert(i);
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
            out.push(TopLevel {
                start: first,
                end: i,
                body,
            });
            start = None;
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

/// The row and column of byte `at` (tree-sitter's ranges carry both).
fn point(text: &str, at: usize) -> Point {
    let before = &text.as_bytes()[..at];
    let row = before.iter().filter(|&&c| c == b'\n').count();
    let column = at
        - before
            .iter()
            .rposition(|&c| c == b'\n')
            .map_or(0, |p| p + 1);
    Point { row, column }
}

/// Each chunk of `text` parsed, in order, on up to `jobs` threads; `None`
/// for a chunk tree-sitter gave up on (or that found no grammar).
pub(super) fn parse_chunks(
    text: &str,
    chunks: &[std::ops::Range<usize>],
    jobs: usize,
) -> Vec<Option<Tree>> {
    crate::parallel::map(chunks.len(), jobs, None, |k| {
        parse_chunk(text, &chunks[k], chunks.len() > 1)
    })
}

/// The tree of the chunk `r` of `text` (of the whole text unless
/// `partial`); `None` where tree-sitter gave up or found no grammar.
pub(super) fn parse_chunk(text: &str, r: &std::ops::Range<usize>, partial: bool) -> Option<Tree> {
    let mut parser = Parser::new();
    parser
        .set_language(&tree_sitter_cpp::LANGUAGE.into())
        .ok()?;
    if partial {
        let range = Range {
            start_byte: r.start,
            end_byte: r.end,
            start_point: point(text, r.start),
            end_point: point(text, r.end),
        };
        parser.set_included_ranges(&[range]).ok()?;
    }
    parser.parse(text, None)
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

    #[test]
    fn raw_strings_and_unbalanced_text_stay_whole() {
        let raw = "const char *s = R\"(})\";\n".repeat(5000);
        assert_eq!(chunks(&raw).len(), 1);
        let open = "void f() {\n".to_string() + &"int x;\n".repeat(20000);
        assert_eq!(chunks(&open).len(), 1);
    }
}
