//! cudac's own headers, parsed for what the file uses.
//!
//! The embedded headers (the implicit prelude, `<cuda_runtime.h>`, …)
//! define a few hundred inline device functions — atomics, shuffles,
//! `make_float4` — of which a kernel file calls a handful. Parsing all of
//! them was about half the time of compiling a small file. So before
//! parsing, every top-level function definition from those headers that
//! nothing names is blanked: its bytes, except line breaks, become spaces,
//! so every other byte keeps its offset (and its span).
//!
//! Input: the preprocessed text with its token map, the source map and the
//! header files. Output: the text with the unused definitions blanked, or
//! `None` when there is none.
//!
//! Invariants:
//! - Name lookup only finds a function by a name written somewhere, so a
//!   definition is kept when its name is written in the user's code, in a
//!   kept declaration of the headers (transitively), or is one the
//!   language calls without it being written (`begin`/`end` of a range
//!   `for`, `get` of a structured binding).
//! - Only definitions whose every token comes from a header, and not
//!   through a header's macro invoked by the user's code, are candidates;
//!   only `static` or `inline` ones that are not kernels or `used`, so
//!   nothing that would be emitted without a caller goes; operators,
//!   qualified names, templates' explicit specialisations and any
//!   definition whose name cannot be read plainly are kept. Everything but
//!   top-level function definitions (types, namespaces, `extern "C"`
//!   blocks, prototypes, directive lines) is kept.
//! - All definitions of one name are kept or blanked together, so
//!   overload resolution sees the same candidates.

use crate::preprocess::PpOutput;
use crate::source::{FileId, SourceMap};
use std::collections::{HashMap, HashSet};

/// Names the language calls without their being written.
const CALLED_IMPLICITLY: &[&str] = &["begin", "end", "get"];

/// `text` (the preprocessed text, or a rewrite of it that keeps every
/// offset) with the header function definitions nothing names blanked.
pub(super) fn blank_unused(
    text: &str,
    pp: &PpOutput,
    sm: &SourceMap,
    library: &HashSet<FileId>,
) -> Option<String> {
    if library.is_empty() {
        return None;
    }
    let b = text.as_bytes();
    // Whether every token of `start..end` is a header's own; a range no
    // token maps (a token map that is not full) is not.
    let from_library = |start: usize, end: usize| -> bool {
        let first = pp.tokens.partition_point(|t| (t.end as usize) <= start);
        let mut tokens = pp.tokens[first..]
            .iter()
            .take_while(|t| (t.start as usize) < end)
            .peekable();
        tokens.peek().is_some()
            && tokens.all(|t| {
                library.contains(&t.span.file)
                    && sm
                        .expansion_chain(t.span)
                        .iter()
                        .all(|e| library.contains(&e.call_site.file))
            })
    };
    let mut needed: HashSet<&str> = CALLED_IMPLICITLY.iter().copied().collect();
    // Candidate definitions: range and name; grouped by name.
    let mut candidates: Vec<std::ops::Range<usize>> = Vec::new();
    let mut by_name: HashMap<&str, Vec<usize>> = HashMap::new();
    for decl in declarations(b) {
        // The token test first: it ends at a user file's first token.
        let name = definition_name(b, &decl)
            .filter(|_| from_library(decl.start, decl.end) && blankable_kind(text, &decl));
        match name {
            Some(name) => {
                by_name
                    .entry(&text[name])
                    .or_default()
                    .push(candidates.len());
                candidates.push(decl);
            }
            None => identifiers(text, decl, &mut needed),
        }
    }
    if candidates.is_empty() {
        return None;
    }
    // Keep what is named, and what that names, until nothing changes.
    let mut kept = vec![false; candidates.len()];
    let mut queue: Vec<&str> = needed.iter().copied().collect();
    while let Some(name) = queue.pop() {
        let Some(defs) = by_name.get(name) else {
            continue;
        };
        for &d in defs {
            if kept[d] {
                continue;
            }
            kept[d] = true;
            let mut named = HashSet::new();
            identifiers(text, candidates[d].clone(), &mut named);
            for n in named {
                if needed.insert(n) {
                    queue.push(n);
                }
            }
        }
    }
    if kept.iter().all(|&k| k) {
        return None;
    }
    let mut out = b.to_vec();
    for (range, _) in candidates.iter().zip(&kept).filter(|(_, &k)| !k) {
        for c in &mut out[range.clone()] {
            if *c != b'\n' {
                *c = b' ';
            }
        }
    }
    // Only ASCII bytes were written over whole tokens.
    String::from_utf8(out).ok()
}

/// The top-level declarations of `b` (`chunks::top_level`), as ranges;
/// none when its brackets do not balance.
fn declarations(b: &[u8]) -> Vec<std::ops::Range<usize>> {
    super::chunks::top_level(b)
        .unwrap_or_default()
        .into_iter()
        .map(|d| d.start..d.end)
        .collect()
}

/// The name of the function `decl` defines, when it is one plain name
/// right before the parameter list whose `)` opens the one body that ends
/// `decl`: `int f(int x) { … }` gives `f`; `A::f(…) {`, `operator+(…) {`,
/// `f<int>(…) {` and `f() const {` give none.
fn definition_name(b: &[u8], decl: &std::ops::Range<usize>) -> Option<std::ops::Range<usize>> {
    let text = &b[decl.clone()];
    if text.last() != Some(&b'}') {
        return None;
    }
    // The body's `{`: the first one at depth 0; nothing may follow its `}`.
    let mut depth = 0i64;
    let mut open = None;
    for (k, &c) in text.iter().enumerate() {
        match c {
            b'(' | b'[' => depth += 1,
            b')' | b']' => depth -= 1,
            b'{' if depth == 0 => {
                open = Some(k);
                break;
            }
            b'"' | b'\'' => return None,
            _ => {}
        }
    }
    let open = open?;
    let before = |mut k: usize| {
        while k > 0 && text[k - 1].is_ascii_whitespace() {
            k -= 1;
        }
        k
    };
    let close = before(open).checked_sub(1)?;
    if text[close] != b')' {
        return None;
    }
    // The parameter list's `(`.
    let mut depth = 0i64;
    let mut k = close + 1;
    let paren = loop {
        k = k.checked_sub(1)?;
        match text[k] {
            b')' => depth += 1,
            b'(' => {
                depth -= 1;
                if depth == 0 {
                    break k;
                }
            }
            _ => {}
        }
    };
    let end = before(paren);
    let mut start = end;
    while start > 0 && (text[start - 1].is_ascii_alphanumeric() || text[start - 1] == b'_') {
        start -= 1;
    }
    if start == end || text[start].is_ascii_digit() {
        return None;
    }
    let word = &text[start..end];
    let prior = before(start);
    let prior_char = prior.checked_sub(1).map(|p| text[p]);
    let prior_word_is_operator = text[..prior].ends_with(b"operator");
    if matches!(prior_char, Some(b':' | b'~' | b'.'))
        || prior_word_is_operator
        || word == b"operator"
        || is_keyword(word)
    {
        return None;
    }
    Some(decl.start + start..decl.start + end)
}

/// Words that end the text before a parameter list's `(` without naming a
/// function (`__attribute__((…))` and friends are inside parentheses of
/// their own, so they never come right before it).
fn is_keyword(word: &[u8]) -> bool {
    matches!(
        word,
        b"__attribute__" | b"__declspec" | b"alignas" | b"decltype" | b"sizeof" | b"noexcept"
    )
}

/// Whether a definition may go unparsed when unused: `static` or
/// `inline` (nothing is emitted for it without a caller), not a kernel,
/// not `used`, not an explicit specialisation (`template <>`).
fn blankable_kind(text: &str, decl: &std::ops::Range<usize>) -> bool {
    let head = text[decl.clone()].split('{').next().unwrap_or("");
    let has = |w: &str| {
        head.match_indices(w).any(|(k, _)| {
            let before = head[..k].bytes().next_back();
            let after = head[k + w.len()..].bytes().next();
            let boundary =
                |c: Option<u8>| !c.is_some_and(|c| c.is_ascii_alphanumeric() || c == b'_');
            boundary(before) && boundary(after)
        })
    };
    (has("static") || has("inline") || has("always_inline"))
        && !has("global")
        && !has("used")
        && !head.contains("template <>")
        && !head.contains("template<>")
}

/// Every identifier-shaped word of `text[range]` (over-approximating:
/// words in literals count too), added to `out`.
fn identifiers<'t>(text: &'t str, range: std::ops::Range<usize>, out: &mut HashSet<&'t str>) {
    let b = text.as_bytes();
    let mut i = range.start;
    while i < range.end {
        let c = b[i];
        if c.is_ascii_alphabetic() || c == b'_' {
            let s = i;
            while i < range.end && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                i += 1;
            }
            out.insert(&text[s..i]);
        } else if c.is_ascii_digit() {
            // A number's letters (`0x1f`, `1.0f`) are not names.
            while i < range.end && (b[i].is_ascii_alphanumeric() || b[i] == b'_' || b[i] == b'.') {
                i += 1;
            }
        } else {
            i += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(src: &str) -> Vec<String> {
        declarations(src.as_bytes())
            .into_iter()
            .filter_map(|d| definition_name(src.as_bytes(), &d))
            .map(|r| src[r].to_string())
            .collect()
    }

    #[test]
    fn reads_the_names_of_plain_definitions_only() {
        let src = "static __attribute__((device)) int f(int x) { return x; }\n\
                   struct S { int g() { return 1; } };\n\
                   int A::h(int) { return 0; }\n\
                   S operator+(S a, S b) { return a; }\n\
                   template <typename T> inline T k(T (*p)(int)) { return p(0); }\n\
                   int m() const { return 0; }\n\
                   int proto(int);\n\
                   namespace n { int q() { return 0; } }\n\
                   #pragma once\n\
                   inline void r() { const char *s = \"}\"; }\n";
        assert_eq!(names(src), ["f", "k"]);
    }

    #[test]
    fn blanks_what_nothing_names_and_keeps_the_offsets() {
        let lib = "static inline int used_one(int x) { return helper(x); }\n\
                   static inline int helper(int x) { return x + 1; }\n\
                   static inline int unused(int x) { return x; }\n\
                   static inline float unused(float x) { return x; }\n\
                   __attribute__((global)) void kernel_in_header() {}\n\
                   S operator+(S a, S b) { return a; }\n";
        let user = "__attribute__((global)) void k(int *p) { *p = used_one(*p); }\n";
        let mut sm = SourceMap::new();
        let lf = sm.add_file("<cudac>/lib.h", lib);
        let uf = sm.add_file("u.cu", user);
        let text = format!("{lib}{user}");
        let mut pp = PpOutput::verbatim(lf, lib);
        pp.text = text.clone();
        pp.tokens.push(crate::preprocess::OutToken {
            start: lib.len() as u32,
            end: text.len() as u32,
            span: crate::source::Span::new(uf, 0, user.len() as u32),
        });
        let library: HashSet<FileId> = [lf].into();
        let out = blank_unused(&text, &pp, &sm, &library).expect("something is blanked");
        assert_eq!(out.len(), text.len());
        assert_eq!(out.lines().count(), text.lines().count());
        assert!(out.contains("used_one") && out.contains("helper"));
        assert!(!out.contains("unused"), "{out}");
        assert!(out.contains("kernel_in_header") && out.contains("operator+"));
        assert!(out.ends_with(user));
        // Nothing from the headers in the user's code: nothing is kept
        // but what is always kept.
        let none = blank_unused(lib, &PpOutput::verbatim(lf, lib), &sm, &library).expect("blanked");
        assert!(!none.contains("helper") && none.contains("operator+"));
        // No headers: nothing to do.
        assert!(blank_unused(&text, &pp, &sm, &HashSet::new()).is_none());
    }

    /// A definition that one of the headers' macros made where the user's
    /// code invoked it is the user's: kept though nothing names it.
    #[test]
    fn a_header_macro_expanded_in_user_code_makes_user_code() {
        let lib = "static inline int from_macro(int x) { return x; }\n";
        let mut sm = SourceMap::new();
        let lf = sm.add_file("<cudac>/lib.h", lib);
        let uf = sm.add_file("u.cu", "DEF()\n");
        let call = sm.add_expansion(crate::source::Expansion {
            macro_name: "DEF".into(),
            call_site: crate::source::Span::new(uf, 0, 3),
            def_site: None,
        });
        let mut pp = PpOutput::verbatim(lf, lib);
        pp.tokens[0].span.expansion = call;
        let library: HashSet<FileId> = [lf].into();
        assert!(blank_unused(lib, &pp, &sm, &library).is_none());
        // Spelled in the header itself, it goes.
        let pp = PpOutput::verbatim(lf, lib);
        assert!(blank_unused(lib, &pp, &sm, &library).is_some());
        // A text no token maps is nobody's: kept.
        let mut pp = PpOutput::verbatim(lf, lib);
        pp.tokens.clear();
        assert!(blank_unused(lib, &pp, &sm, &library).is_none());
    }
}
