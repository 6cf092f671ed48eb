//! GNU attributes after a namespace's name, which tree-sitter-cpp cannot
//! parse: libstdc++ writes every namespace as
//! `namespace std __attribute__ ((__visibility__ ("default"))) {` and its
//! ABI namespace as `inline namespace __cxx11 __attribute__((__abi_tag__
//! ("cxx11"))) {`.
//!
//! Input: the preprocessed text. Output: the same text with each such
//! `__attribute__((…))` (between `namespace`, its optional name, and the
//! `{`) blanked, line breaks kept. Invariant: offsets never move.
//!
//! Nothing is lost by blanking them: `visibility` concerns host symbol
//! tables, and `abi_tag` on a namespace tags nothing a device symbol's
//! mangled name shows (the namespace's own name, `__cxx11`, is mangled as
//! written).

use super::text_scan::{blank, into_text, is_ident, skip_blanks};

/// The rewritten text, or `None` when there is nothing to rewrite.
pub(crate) fn rewrite(text: &str) -> Option<String> {
    if !text.contains("namespace") || !text.contains("__attribute__") {
        return None;
    }
    let b = text.as_bytes();
    let mut out: Option<Vec<u8>> = None;
    let mut from = 0;
    while let Some(pos) = text[from..].find("namespace") {
        let start = from + pos;
        from = start + "namespace".len();
        if (start > 0 && is_ident(b[start - 1])) || b.get(from).is_some_and(|&c| is_ident(c)) {
            continue;
        }
        // The name: identifiers joined by `::` (or none).
        let mut i = skip_blanks(b, from);
        while i < b.len() && (is_ident(b[i]) || b[i] == b':') {
            if b.get(i..i + 13) == Some(b"__attribute__")
                && !b.get(i + 13).is_some_and(|&c| is_ident(c))
            {
                break;
            }
            i = skip_blanks(b, i + 1);
        }
        // Any number of attributes before the `{`.
        while b.get(i..i + 13) == Some(b"__attribute__") {
            let open = skip_blanks(b, i + 13);
            let Some(close) = matching_paren(b, open) else {
                break;
            };
            let o = out.get_or_insert_with(|| b.to_vec());
            blank(o, i..close + 1);
            i = skip_blanks(b, close + 1);
        }
    }
    out.map(|o| into_text(o, text))
}

/// The `)` closing the `(` at `open`, skipping string literals.
fn matching_paren(b: &[u8], open: usize) -> Option<usize> {
    if b.get(open) != Some(&b'(') {
        return None;
    }
    let mut depth = 0usize;
    let mut i = open;
    while i < b.len() {
        match b[i] {
            b'(' => depth += 1,
            b')' => {
                depth -= 1;
                if depth == 0 {
                    return Some(i);
                }
            }
            q @ (b'"' | b'\'') => {
                i += 1;
                while i < b.len() && b[i] != q && b[i] != b'\n' {
                    i += if b[i] == b'\\' { 2 } else { 1 };
                }
            }
            b'{' | b';' => return None,
            _ => {}
        }
        i += 1;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::rewrite;

    #[test]
    fn attributes_after_namespace_names_are_blanked() {
        let src = "namespace std __attribute__ ((__visibility__ (\"default\")))\n{\n  inline namespace __cxx11 __attribute__((__abi_tag__ (\"cxx11\"))) { }\n}\nnamespace a::b __attribute__((x)) __attribute__((y)) {}\nnamespace __attribute__((visibility(\"hidden\"))) {}\n";
        let out = rewrite(src).unwrap();
        assert_eq!(out.len(), src.len());
        assert!(!out.contains("__attribute__"), "{out}");
        assert_eq!(out.lines().count(), src.lines().count());
        assert!(out.starts_with("namespace std "));
        assert!(out.contains("inline namespace __cxx11 "));
        assert!(out.contains("namespace a::b "));
    }

    #[test]
    fn other_attributes_and_names_are_kept() {
        let src = "struct __attribute__((packed)) S {}; int mynamespace __attribute__((unused));";
        assert_eq!(rewrite(src), None);
    }
}
