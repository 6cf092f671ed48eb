//! A GNU attribute between `typedef` and the type, which tree-sitter-cpp
//! cannot parse: CUB 2.x declares `typedef __align__(8) short4 Type;`
//! (`__attribute__((aligned(8)))` after preprocessing) for every vector
//! type. In a declaration's specifiers the attribute belongs to the
//! typedef wherever it stands, so it is moved behind the declarator:
//! `typedef short4 Type __attribute__((aligned(8)));`, which tree-sitter
//! reads (and sema checks, `Sema::check_typedef_align`).
//!
//! Input: the preprocessed text. Output: the same text with those bytes
//! swapped. Invariant: the length and every byte outside the swapped run
//! are unchanged (tokens inside it move by a few bytes, within one line).
//!
//! Only plain types are moved: names, `::` and blanks between the
//! attribute and the last name before `;`, all on one line.

use super::text_scan::{into_text, is_ident, skip_blanks};
use std::ops::Range;

/// The rewritten text, or `None` when there is nothing to rewrite.
pub(crate) fn rewrite(text: &str) -> Option<String> {
    if !text.contains("typedef") || !text.contains("__attribute__") {
        return None;
    }
    let b = text.as_bytes();
    let mut out: Option<Vec<u8>> = None;
    let mut from = 0;
    while let Some(pos) = text[from..].find("typedef") {
        let start = from + pos;
        let end = start + "typedef".len();
        from = end;
        if start > 0 && is_ident(b[start - 1]) || b.get(end).is_some_and(|&c| is_ident(c)) {
            continue;
        }
        let attr = skip_blanks(b, end);
        if !b[attr..].starts_with(b"__attribute__") {
            continue;
        }
        let Some(attr_end) = attribute_end(b, attr + "__attribute__".len()) else {
            continue;
        };
        let Some((ty, name)) = plain_type_then_name(b, attr_end) else {
            continue;
        };
        // `typedef A T N;` → `typedef T N A;`, padded with blanks.
        let end = name.end;
        let mut run = Vec::with_capacity(end - attr);
        run.extend_from_slice(&b[ty.clone()]);
        run.push(b' ');
        run.extend_from_slice(&b[name]);
        run.push(b' ');
        run.extend_from_slice(&b[attr..attr_end]);
        run.resize(end - attr, b' ');
        out.get_or_insert_with(|| b.to_vec())[attr..end].copy_from_slice(&run);
        from = end;
    }
    out.map(|o| into_text(o, text))
}

/// After `__attribute__((…))` whose `((` is at or after `at`; `None` if it
/// spans lines or holds a string.
fn attribute_end(b: &[u8], at: usize) -> Option<usize> {
    let mut i = skip_blanks(b, at);
    if b.get(i) != Some(&b'(') {
        return None;
    }
    let mut depth = 0usize;
    while i < b.len() {
        match b[i] {
            b'(' => depth += 1,
            b')' => {
                depth -= 1;
                if depth == 0 {
                    return Some(i + 1);
                }
            }
            b'\n' | b'"' | b';' => return None,
            _ => {}
        }
        i += 1;
    }
    None
}

/// The plain type after `at` and the declared name (their byte ranges),
/// when only names, `::` and blanks lead to `;`.
fn plain_type_then_name(b: &[u8], at: usize) -> Option<(Range<usize>, Range<usize>)> {
    let ty_start = skip_blanks(b, at);
    if ty_start == at {
        return None;
    }
    let semi = ty_start + b[ty_start..].iter().position(|&c| c == b';')?;
    let body = &b[ty_start..semi];
    if !body
        .iter()
        .all(|&c| is_ident(c) || c == b':' || c == b' ' || c == b'\t')
    {
        return None;
    }
    let mut name_end = semi;
    while name_end > ty_start && !is_ident(b[name_end - 1]) {
        name_end -= 1;
    }
    let mut name = name_end;
    while name > ty_start && is_ident(b[name - 1]) {
        name -= 1;
    }
    let mut ty_end = name;
    while ty_end > ty_start && matches!(b[ty_end - 1], b' ' | b'\t') {
        ty_end -= 1;
    }
    (ty_end > ty_start && ty_end < name && b[ty_end - 1] != b':')
        .then_some((ty_start..ty_end, name..name_end))
}

#[cfg(test)]
mod tests {
    use super::rewrite;

    #[test]
    fn the_attribute_moves_behind_the_declarator() {
        let src = "struct A { typedef __attribute__((aligned(8))) unsigned long long Type; };";
        let out = rewrite(src).unwrap();
        assert_eq!(out.len(), src.len());
        assert_eq!(
            out,
            "struct A { typedef unsigned long long Type __attribute__((aligned(8))); };"
        );
        assert_eq!(
            rewrite("typedef __attribute__((aligned(16))) ::ns::T U;").unwrap(),
            "typedef ::ns::T U __attribute__((aligned(16)));"
        );
    }

    #[test]
    fn other_typedefs_are_kept() {
        for src in [
            "typedef int __attribute__((aligned(8))) T;",
            "typedef __attribute__((aligned(8))) int *P;",
            "typedef __attribute__((aligned(8))) int A[4];",
            "typedef __attribute__((aligned(8))) T;",
        ] {
            assert_eq!(rewrite(src), None, "{src}");
        }
    }
}
