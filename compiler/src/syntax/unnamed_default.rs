//! An unnamed pointer parameter with a default argument, `X<…>* =
//! nullptr`, in a parameter list whose every parameter is so (libcu++
//! 2.x's `__test(void_t<typename _Up::iterator_category>* = nullptr, …)`):
//! tree-sitter-cpp reads the declaration as a variable initialised by a
//! call and the `=` as an error.
//!
//! Input: the preprocessed text. Output: the same text with the blank
//! before such an `=` written `_`: the parameter is named `_`, which
//! changes nothing in a declaration (a parameter's name is no part of the
//! function's type) and which tree-sitter reads as a declarator.
//! Invariant: offsets never move.
//!
//! Which `=`: one after `*` or `&` and blanks, not `==`, inside
//! parentheses. No expression is written so (`*=` is one token), and a
//! template parameter list (`enable_if_t<B>* = nullptr>`, which
//! tree-sitter reads) is never touched.

use super::text_scan::into_text;

/// The rewritten text, or `None` when there is nothing to rewrite.
pub(crate) fn rewrite(text: &str) -> Option<String> {
    if !text.contains("* =") && !text.contains("& =") {
        return None;
    }
    let b = text.as_bytes();
    let mut out: Option<Vec<u8>> = None;
    for (eq, _) in text.match_indices('=') {
        if eq < 2 || b.get(eq + 1) == Some(&b'=') || !matches!(b[eq - 1], b' ' | b'\t') {
            continue;
        }
        let mut i = eq - 1;
        while i > 0 && matches!(b[i - 1], b' ' | b'\t') {
            i -= 1;
        }
        if i == 0 || !matches!(b[i - 1], b'*' | b'&') || !inside_parens(b, i - 1) {
            continue;
        }
        out.get_or_insert_with(|| b.to_vec())[eq - 1] = b'_';
    }
    out.map(|o| into_text(o, text))
}

/// Whether the innermost bracket open at `at` is `(` (angle brackets
/// counted as brackets, so a template parameter list stops the search).
fn inside_parens(b: &[u8], at: usize) -> bool {
    let mut depth = 0usize;
    let mut i = at;
    while i > 0 {
        i -= 1;
        match b[i] {
            b')' | b']' | b'>' => depth += 1,
            b'(' | b'[' | b'<' if depth > 0 => depth -= 1,
            b'(' => return true,
            b'[' | b'<' | b'{' | b'}' | b';' => return false,
            _ => {}
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::rewrite;

    #[test]
    fn unnamed_defaulted_pointers_get_a_name() {
        assert_eq!(
            rewrite(
                "static T t(void_t<typename U::a>* = nullptr, void_t<typename U::b>*   = nullptr);"
            )
            .unwrap(),
            "static T t(void_t<typename U::a>*_= nullptr, void_t<typename U::b>*  _= nullptr);"
        );
    }

    #[test]
    fn other_equals_signs_are_kept() {
        for src in [
            "template <class T, enable_if_t<B>* = nullptr> void f();",
            "if (a == b) x = 1;",
            "void f(int *p = nullptr);",
            "x *= 2;",
        ] {
            assert_eq!(rewrite(src), None, "{src}");
        }
    }
}
