//! A braced default argument, `Layout<S, D> const& x = {}` (CuTe's
//! `append`, `make_layout`): where every parameter before it can also be
//! read as an expression, tree-sitter-cpp reads the whole definition as a
//! variable initialised by a call (`x = {}` is an assignment from a braced
//! list there) and its body as an error, because its only parameter-list
//! reading of `{}` is a compound literal with a MISSING type.
//!
//! Input: the preprocessed text. Output: the same text with the blank
//! before such a `{` written `_`: `x =_{}` is read as a compound literal
//! of type `_`, which both readings accept, so the function definition
//! wins. Lowering (`Lower::is_braced_list_marker`) reads a compound
//! literal whose type is a `_` standing where the original text has a
//! blank as the braced list alone, in a default argument or (the same
//! meaning) an assignment inside a call's arguments. Invariant: offsets
//! never move.
//!
//! Which `=`: a lone `=` (not part of `==`, `<=`, `+=`, …) inside
//! parentheses, followed by blanks and a balanced `{…}` and then `,` or
//! `)`. Declarations at block or class scope (`T x = {};`) and template
//! parameter lists are not inside parentheses, and are never touched.

use super::text_scan::{inside_parens, into_text, is_ident, skip_blanks};

/// The rewritten text, or `None` when there is nothing to rewrite.
pub(crate) fn rewrite(text: &str) -> Option<String> {
    if !text.contains("= {") {
        return None;
    }
    let b = text.as_bytes();
    let mut out: Option<Vec<u8>> = None;
    for (eq, _) in text.match_indices("= {") {
        let before = eq.checked_sub(1).map(|i| b[i]);
        // After anything else the `=` ends a token (`==`, `+=`, `&=`).
        if !before.is_some_and(|c| c == b' ' || c == b'\t' || is_ident(c)) {
            continue;
        }
        let open = eq + 2;
        let Some(close) = closing_brace(b, open) else {
            continue;
        };
        let next = skip_blanks(b, close + 1);
        if !matches!(b.get(next), Some(b',' | b')')) || !inside_parens(b, eq) {
            continue;
        }
        out.get_or_insert_with(|| b.to_vec())[open - 1] = b'_';
    }
    out.map(|o| into_text(o, text))
}

/// The `}` matching the `{` at `open`; `None` at a `;` (a statement, not
/// a braced list) or an unbalanced bracket.
fn closing_brace(b: &[u8], open: usize) -> Option<usize> {
    let mut depth = 0usize;
    for (i, &c) in b.iter().enumerate().skip(open) {
        match c {
            b'{' | b'(' | b'[' => depth += 1,
            b'}' | b')' | b']' => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return (c == b'}').then_some(i);
                }
            }
            b';' | b'"' | b'\'' => return None,
            _ => {}
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::rewrite;

    #[test]
    fn braced_defaults_in_parameter_lists_get_a_type_marker() {
        assert_eq!(
            rewrite("auto append(L<A,X> const& l, L<A,X> const& x = {}) {").unwrap(),
            "auto append(L<A,X> const& l, L<A,X> const& x =_{}) {"
        );
        assert_eq!(
            rewrite("void f(T t = {1, {2}}, int n = {});").unwrap(),
            "void f(T t =_{1, {2}}, int n =_{});"
        );
    }

    #[test]
    fn other_braces_are_kept() {
        for src in [
            "T x = {};",
            "struct S { int a[2] = {1, 2}; };",
            "for (int i = {}; i < n; ++i) {}",
            "if (a == {}) x = 1;",
            "x += {1};",
            "template <int N = {}> void f();",
            "auto l = [] { return 1; };",
        ] {
            assert_eq!(rewrite(src), None, "{src}");
        }
    }
}
