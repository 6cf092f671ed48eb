//! `operator*()` called by name inside a member function (libcu++'s
//! iterators: `return addressof((operator*()));`), which tree-sitter-cpp
//! cannot parse as an expression.
//!
//! Input: the preprocessed text. Output: the same text with such a call
//! written `(**this)` and blanks: the unary `*` applied to the object,
//! which calls the same `operator*` (the member is found first; a
//! non-member taking the class would be the same call written through
//! the operator). Invariant: offsets never move (11 bytes for 11).
//!
//! Which `operator*()`: one with an empty argument list right after it,
//! after a token that can only precede an expression (`return`, `(`,
//! `=`, `,`, `?`, `!`), never after `.`, `->` or `::` or a type (a
//! declaration).

use super::text_scan::{into_text, is_ident, skip_blanks};

/// The rewritten text, or `None` when there is nothing to rewrite.
pub(crate) fn rewrite(text: &str) -> Option<String> {
    if !text.contains("operator*") {
        return None;
    }
    let b = text.as_bytes();
    let mut out: Option<Vec<u8>> = None;
    let mut from = 0;
    while let Some(pos) = text[from..].find("operator*") {
        let start = from + pos;
        from = start + 9;
        if start > 0 && is_ident(b[start - 1]) || !after_expression_start(b, start) {
            continue;
        }
        let open = skip_blanks(b, start + 9);
        if b.get(open) != Some(&b'(') {
            continue;
        }
        let close = skip_blanks(b, open + 1);
        if b.get(close) != Some(&b')') {
            continue;
        }
        let mut run = b"(**this)".to_vec();
        if close + 1 - start < run.len() {
            continue;
        }
        run.resize(close + 1 - start, b' ');
        out.get_or_insert_with(|| b.to_vec())[start..close + 1].copy_from_slice(&run);
        from = close + 1;
    }
    out.map(|o| into_text(o, text))
}

/// Whether the token before `at` can only be followed by an expression.
fn after_expression_start(b: &[u8], at: usize) -> bool {
    let mut i = at;
    while i > 0 && b[i - 1].is_ascii_whitespace() {
        i -= 1;
    }
    if i == 0 {
        return false;
    }
    let c = b[i - 1];
    if is_ident(c) {
        let mut s = i;
        while s > 0 && is_ident(b[s - 1]) {
            s -= 1;
        }
        return &b[s..i] == b"return";
    }
    match c {
        // (Not `&` or `*`: `T& operator*()` declares one.)
        b'(' | b'=' | b',' | b'?' | b'!' | b'[' | b'+' | b'|' | b'^' | b'~' => true,
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::rewrite;

    #[test]
    fn calls_by_name_become_the_operator() {
        assert_eq!(
            rewrite("return addressof((operator*()));").unwrap(),
            "return addressof(((**this)   ));"
        );
        assert_eq!(
            rewrite("return operator*();").unwrap(),
            "return (**this)   ;"
        );
    }

    #[test]
    fn declarations_and_member_calls_are_kept() {
        for src in [
            "T& operator*() const { return *p; }",
            "x.operator*();",
            "p->operator*();",
            "S::operator*();",
            "return operator*(a, b);",
        ] {
            assert_eq!(rewrite(src), None, "{src}");
        }
    }
}
