//! Long runs of blanks cut out of a preprocessed text before it is parsed.
//!
//! Input: a `PpOutput` and a text with the same offsets (its own text, or
//! the rewrite `syntax::library_use` makes, in which the header
//! declarations nothing names are blanked). Output: a `PpOutput` whose
//! text is that text with every long run of blanks between two tokens cut
//! to one byte, and whose token map points into the new text; `None` when
//! there is nothing worth cutting.
//!
//! Why: a small kernel file brings about a megabyte of headers, and after
//! the unused declarations are blanked nine tenths of it is spaces and
//! line breaks. Every pass of the parse stage (the text rewrites, the
//! chunk scan, tree-sitter) paid for those bytes; after the cut it reads
//! about a tenth of them.
//!
//! Invariants:
//! - Only blanks are removed, and only outside every token the map keeps,
//!   so no token's spelling (a string literal's spaces included) changes
//!   and every token keeps its origin span.
//! - A run that holds a line break becomes one line break, any other run
//!   one space, so what was on separate lines still is (a `#pragma` line
//!   stays a line of its own) and no two tokens join.
//! - Between two tokens where other text lies (a `#pragma` line is text of
//!   no token), only runs holding a line break are cut: a run inside that
//!   line is left as it was.
//! - Tokens that were blanked (all blanks in the text given) and lie
//!   inside a cut run leave the map; nothing can name them any more.

use super::{OutToken, PpOutput};

/// Runs of blanks shorter than this are left alone: cutting them saves
/// less than it costs.
const MIN_RUN: usize = 32;

impl PpOutput {
    /// `self` with `text` (same offsets as `self.text`) compacted as the
    /// module says; `None` when no run is long enough to cut.
    pub fn compacted(&self, text: &str) -> Option<PpOutput> {
        let b = text.as_bytes();
        if b.len() != self.text.len() {
            return None;
        }
        let blanked = |t: &OutToken| {
            let r = t.start as usize..t.end as usize;
            !r.is_empty()
                && b.get(r)
                    .is_some_and(|s| s.iter().all(u8::is_ascii_whitespace))
        };
        // The cut runs, in order: (range, replacement byte).
        let mut cuts: Vec<(usize, usize, u8)> = Vec::new();
        let mut gap_start = 0usize;
        let kept = self.tokens.iter().filter(|t| !blanked(t));
        for (start, end) in kept
            .map(|t| (t.start as usize, t.end as usize))
            .chain(std::iter::once((b.len(), b.len())))
        {
            if start > gap_start {
                runs_in_gap(b, gap_start, start, &mut cuts);
            }
            gap_start = gap_start.max(end);
        }
        if cuts.is_empty() {
            return None;
        }
        let removed: usize = cuts.iter().map(|&(s, e, _)| e - s - 1).sum();
        let mut out = String::with_capacity(b.len() - removed);
        let mut from = 0;
        for &(s, e, with) in &cuts {
            out.push_str(&text[from..s]);
            out.push(with as char);
            from = e;
        }
        out.push_str(&text[from..]);
        // Offsets move back by what the cuts before them removed; a token
        // inside a cut (a blanked one) leaves the map.
        let mut tokens = Vec::with_capacity(self.tokens.len());
        let mut k = 0;
        let mut shift = 0usize;
        for t in &self.tokens {
            let (s, e) = (t.start as usize, t.end as usize);
            while k < cuts.len() && cuts[k].1 <= s {
                shift += cuts[k].1 - cuts[k].0 - 1;
                k += 1;
            }
            if k < cuts.len() && cuts[k].0 <= s && e <= cuts[k].1 {
                continue;
            }
            tokens.push(OutToken {
                start: (s - shift) as u32,
                end: (e - shift) as u32,
                span: t.span,
            });
        }
        Some(PpOutput {
            text: out,
            tokens,
            deps: self.deps.clone(),
            fallback: self.fallback,
            from_snapshot: self.from_snapshot,
        })
    }
}

/// The runs of blanks in `b[from..to]` (a gap between tokens) to cut,
/// appended to `cuts`.
fn runs_in_gap(b: &[u8], from: usize, to: usize, cuts: &mut Vec<(usize, usize, u8)>) {
    let gap = &b[from..to];
    let only_blanks = gap.iter().all(u8::is_ascii_whitespace);
    let mut i = 0;
    while i < gap.len() {
        if !gap[i].is_ascii_whitespace() {
            i += 1;
            continue;
        }
        let start = i;
        while i < gap.len() && gap[i].is_ascii_whitespace() {
            i += 1;
        }
        if i - start < MIN_RUN {
            continue;
        }
        let newline = gap[start..i].contains(&b'\n');
        if newline || only_blanks {
            cuts.push((from + start, from + i, if newline { b'\n' } else { b' ' }));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::source::{FileId, Span};

    /// A `PpOutput` of `text` with one token per word (non-blank run).
    fn output(text: &str) -> PpOutput {
        let mut tokens = Vec::new();
        let b = text.as_bytes();
        let mut i = 0;
        while i < b.len() {
            if b[i].is_ascii_whitespace() {
                i += 1;
                continue;
            }
            let s = i;
            while i < b.len() && !b[i].is_ascii_whitespace() {
                i += 1;
            }
            tokens.push(OutToken {
                start: s as u32,
                end: i as u32,
                span: Span::new(FileId(0), s as u32, i as u32),
            });
        }
        PpOutput {
            text: text.to_string(),
            tokens,
            deps: Vec::new(),
            fallback: None,
            from_snapshot: crate::preprocess::FromSnapshot::Nothing,
        }
    }

    #[test]
    fn long_runs_become_one_byte_and_tokens_keep_their_origins() {
        let pad = " ".repeat(40);
        let lines = "\n".repeat(40);
        let text = format!("int{pad}a{lines}=  1;");
        let pp = output(&text);
        let c = pp.compacted(&text).unwrap();
        assert_eq!(c.text, "int a\n=  1;");
        for t in &c.tokens {
            let orig = &text[t.span.range()];
            assert_eq!(&c.text[t.start as usize..t.end as usize], orig);
        }
        assert_eq!(c.span_of(4..5), Span::new(FileId(0), 43, 44));
    }

    #[test]
    fn blanked_tokens_inside_a_cut_leave_the_map() {
        let text = format!("keep{}gone{}tail", " ".repeat(40), " ".repeat(40));
        let pp = output(&text);
        // `gone` blanked, as `library_use` blanks an unused declaration.
        let blanked = text.replace("gone", "    ");
        let c = pp.compacted(&blanked).unwrap();
        assert_eq!(c.text, "keep tail");
        let words: Vec<&str> = c
            .tokens
            .iter()
            .map(|t| &c.text[t.start as usize..t.end as usize])
            .collect();
        assert_eq!(words, ["keep", "tail"]);
        assert_eq!(c.span_of(5..9).start, 88);
    }

    #[test]
    fn blanks_inside_tokens_and_pragma_lines_stay() {
        // One token holding spaces (a string literal), and text no token
        // covers (a pragma line) with a long run inside it.
        let lit = format!("\"a{}b\"", " ".repeat(40));
        let pragma = format!("#pragma message(\"x{}y\")", " ".repeat(40));
        let text = format!("{lit}\n{pragma}{}z", "\n".repeat(40));
        let mut pp = output(&text);
        pp.tokens = vec![
            OutToken {
                start: 0,
                end: lit.len() as u32,
                span: Span::new(FileId(0), 0, lit.len() as u32),
            },
            OutToken {
                start: text.len() as u32 - 1,
                end: text.len() as u32,
                span: Span::new(FileId(0), 7, 8),
            },
        ];
        let c = pp.compacted(&text).unwrap();
        assert_eq!(c.text, format!("{lit}\n{pragma}\nz"));
        let last = c.tokens.last().unwrap();
        assert_eq!(&c.text[last.start as usize..], "z");
    }

    #[test]
    fn nothing_long_enough_is_none() {
        let pp = output("a  b\n\nc");
        assert!(pp.compacted(&pp.text).is_none());
    }
}
