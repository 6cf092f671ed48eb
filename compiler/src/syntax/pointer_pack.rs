//! Function parameter packs of pointers (`T*... t`), which tree-sitter-cpp
//! cannot parse: its variadic parameter takes `...` or `&...`/`&&...`
//! only, and its error recovery then swallows the declarations after the
//! parameter (libcu++'s `type_list.h` has `_Tail*... __tail`, and every
//! CCCL include lost what followed it).
//!
//! Input: the preprocessed text. Output: the same text with the `*` of
//! each `*... name` replaced by `&`, which tree-sitter reads as a
//! reference pack; `Lower::declarator` looks at the preprocessed text at
//! that `&` (`was_pointer`) and makes the parameter a pointer again.
//! Invariant: offsets never move.
//!
//! A named pack is rewritten: `*`, `...`, an identifier, then `)`, `,`
//! or `=`. A fold expression never has an identifier right after its
//! `...` (`(p * ...)`, `(p * ... * q)`), so no expression matches. An
//! unnamed pointer pack (`f(const T *...)`) is rewritten where its `(`
//! follows a name that is no keyword or a `)` (`void (*f)(A *...)`): a
//! fold's parentheses are its own and never follow either (`g(p * ...)`
//! is no C++).

use super::text_scan::{into_text, is_ident, skip_blanks};

/// The rewritten text, or `None` when there is nothing to rewrite.
pub(crate) fn rewrite(text: &str) -> Option<String> {
    if !text.contains("...") {
        return None;
    }
    let b = text.as_bytes();
    let mut out: Option<Vec<u8>> = None;
    let mut i = 0;
    while let Some(at) = text[i..].find("...").map(|k| k + i) {
        i = at + 3;
        if let Some(star) = star_before(b, at) {
            if named_param_after(b, at + 3) || unnamed_param(b, star, at + 3) {
                out.get_or_insert_with(|| b.to_vec())[star] = b'&';
            }
        }
    }
    out.map(|o| into_text(o, text))
}

/// Whether the `&` at byte `amp` of a reference declarator was the `*` of
/// a pointer pack in the preprocessed text `text` (see `rewrite`).
pub(crate) fn was_pointer(text: &str, amp: usize) -> bool {
    text.as_bytes().get(amp) == Some(&b'*')
}

/// The position of a single `*` right before the `...` at `dots` (blanks
/// between), unless it is part of `**`, `->*` or `.*`, which are no
/// parameter declarator.
fn star_before(b: &[u8], dots: usize) -> Option<usize> {
    let mut j = dots;
    while j > 0 && b[j - 1].is_ascii_whitespace() {
        j -= 1;
    }
    let star = j.checked_sub(1)?;
    if b[star] != b'*' {
        return None;
    }
    let before = star.checked_sub(1).map(|k| b[k]);
    if matches!(before, Some(b'*' | b'>' | b'.' | b'(' | b',')) {
        return None;
    }
    Some(star)
}

/// Whether the `*` at `star`, with `...` ending at `end`, declares an
/// unnamed parameter pack: `)` or `,` follows, and the parenthesis the
/// parameter stands in follows a name (a function's declarator).
fn unnamed_param(b: &[u8], star: usize, end: usize) -> bool {
    if !matches!(b.get(skip_blanks(b, end)), Some(b')' | b',')) {
        return false;
    }
    let mut depth = 0usize;
    let mut i = star;
    let open = loop {
        if i == 0 {
            return false;
        }
        i -= 1;
        match b[i] {
            b')' => depth += 1,
            b'(' if depth == 0 => break i,
            b'(' => depth -= 1,
            b';' | b'{' | b'}' => return false,
            _ => {}
        }
    };
    let mut e = open;
    while e > 0 && b[e - 1].is_ascii_whitespace() {
        e -= 1;
    }
    // `void (*f)(int, A *...)`: a function pointer's declarator.
    if e > 0 && b[e - 1] == b')' {
        return true;
    }
    let mut s = e;
    while s > 0 && is_ident(b[s - 1]) {
        s -= 1;
    }
    let name = &b[s..e];
    !name.is_empty()
        && !name[0].is_ascii_digit()
        && !super::empty_blocks::NOT_A_NAME
            .iter()
            .any(|k| k.as_bytes() == name)
}

/// Whether an identifier, then `)`, `,` or `=`, follows position `from`.
fn named_param_after(b: &[u8], from: usize) -> bool {
    let start = skip_blanks(b, from);
    let mut end = start;
    while end < b.len() && is_ident(b[end]) {
        end += 1;
    }
    if end == start || b[start].is_ascii_digit() {
        return false;
    }
    let next = skip_blanks(b, end);
    matches!(b.get(next), Some(b')' | b',' | b'='))
}

#[cfg(test)]
mod tests {
    use super::{rewrite, was_pointer};

    #[test]
    fn named_pointer_packs_become_reference_packs() {
        let src = "void f(_Tail*... __tail); void g(const T *  ...  ts, int);";
        let out = rewrite(src).unwrap();
        assert_eq!(out.len(), src.len());
        assert_eq!(
            out,
            "void f(_Tail&... __tail); void g(const T &  ...  ts, int);"
        );
        let amp = out.find('&').unwrap();
        assert!(was_pointer(src, amp));
        assert!(!was_pointer(&out, amp));
    }

    #[test]
    fn unnamed_pointer_packs_after_a_function_name_become_reference_packs() {
        let src =
            "int foo(const T *...); void g(int, U*... ) {} void (*h)(V*...); return (ts * ...);";
        let out = rewrite(src).unwrap();
        assert_eq!(
            out,
            "int foo(const T &...); void g(int, U&... ) {} void (*h)(V&...); return (ts * ...);"
        );
    }

    #[test]
    fn folds_and_other_packs_are_kept() {
        for src in [
            "return (p * ...);",
            "return (p * ... * q);",
            "return (1 * ... * ps);",
            "x = sizeof((p * ...));",
            "return f((p * ...));",
            "void f(T&... t);",
            "void f(T**... t);",
            "auto x = (o.* ... m);",
            "f(args...);",
        ] {
            assert_eq!(rewrite(src), None, "{src}");
        }
    }
}
