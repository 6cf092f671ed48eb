//! A type-trait intrinsic called in an expression with operands that are
//! no expressions: `__is_nothrow_assignable(A&, const A&)`,
//! `__is_constructible(E, int)`. tree-sitter-cpp reads a call's arguments
//! as expressions, so a builtin type, a reference or a `const` there is a
//! syntax error, though nvcc and clang take it (libstdc++ and libcu++
//! write their traits with template parameters, so they parse; users and
//! tests write the types themselves).
//!
//! Input: the preprocessed text. Output: the same text with such a call's
//! parentheses spelled as angle brackets, `__is_nothrow_assignable<A&,
//! const A&>`: a template-id whose arguments tree-sitter reads as types.
//! Lowering makes a template-id naming an intrinsic the intrinsic
//! (`Lower::trait_template_id`). Invariant: offsets never move (each
//! bracket is replaced by one byte).
//!
//! Which call is rewritten: one after a token that can only precede an
//! expression (`text_scan::after_expression_start`, so never one that is a
//! template argument, which is read as a type already), and whose operand
//! list's angle brackets pair up as template arguments' do, so the new
//! `<` … `>` encloses exactly the operands.

use super::text_scan::{
    after_expression_start, angles_pair, closing_paren, into_text, is_ident, past_literal,
    skip_blanks,
};

/// The rewritten text, or `None` when there is nothing to rewrite.
pub(crate) fn rewrite(text: &str) -> Option<String> {
    if !text.contains("__is_") && !text.contains("__has_") {
        return None;
    }
    let b = text.as_bytes();
    let mut out: Option<Vec<u8>> = None;
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'"' | b'\'' => {
                i = past_literal(b, i);
                continue;
            }
            c if is_ident(c) => {
                let start = i;
                while i < b.len() && is_ident(b[i]) {
                    i += 1;
                }
                let name = std::str::from_utf8(&b[start..i]).unwrap_or("");
                let is_trait = crate::ast::TypeTrait::from_name(name).is_some();
                if is_trait && (start == 0 || !is_ident(b[start - 1])) {
                    if let Some((open, close)) = call(b, start, i) {
                        let o = out.get_or_insert_with(|| b.to_vec());
                        o[open] = b'<';
                        o[close] = b'>';
                    }
                }
                continue;
            }
            _ => i += 1,
        }
    }
    out.map(|o| into_text(o, text))
}

/// The parentheses of the intrinsic named at `start..end` when it is
/// called in an expression with operands the angle brackets can hold.
fn call(b: &[u8], start: usize, end: usize) -> Option<(usize, usize)> {
    let open = skip_blanks(b, end);
    if b.get(open) != Some(&b'(') || !(after_expression_start(b, start) || after_and(b, start)) {
        return None;
    }
    let close = closing_paren(b, open)?;
    let operands = &b[open + 1..close];
    (!operands.iter().all(u8::is_ascii_whitespace) && angles_pair(operands))
        .then_some((open, close))
}

/// Whether `&&` precedes `at`: before an intrinsic, which is no
/// declarator's name, that is the logical operator (libstdc++'s
/// `__is_trivial(T) && __is_assignable(T&, U)`, a macro's expansion).
fn after_and(b: &[u8], at: usize) -> bool {
    let mut i = at;
    while i > 0 && b[i - 1].is_ascii_whitespace() {
        i -= 1;
    }
    i >= 2 && &b[i - 2..i] == b"&&"
}

#[cfg(test)]
mod tests {
    use super::rewrite;

    #[test]
    fn calls_in_expressions_take_angle_brackets() {
        let r = |s: &str| rewrite(s).unwrap_or_else(|| s.to_string());
        assert_eq!(
            r("bool b = __is_nothrow_assignable(A&, const A&);"),
            "bool b = __is_nothrow_assignable<A&, const A&>;"
        );
        assert_eq!(
            r("return !__is_constructible(E, int) && x;"),
            "return !__is_constructible<E, int> && x;"
        );
        assert_eq!(
            r("c = __is_trivial(T) && __is_assignable(T&, U);"),
            "c = __is_trivial<T> && __is_assignable<T&, U>;"
        );
        assert_eq!(
            r("f(__is_same(V<int>, V<long>))"),
            "f(__is_same<V<int>, V<long>>)"
        );
    }

    #[test]
    fn template_arguments_and_other_names_are_left() {
        let r = |s: &str| rewrite(s).unwrap_or_else(|| s.to_string());
        // A template argument is read as a type already.
        assert_eq!(r("X<__is_class(T)> x;"), "X<__is_class(T)> x;");
        assert_eq!(r("int n = __is_mine(int);"), "int n = __is_mine(int);");
        assert_eq!(
            r("b = __is_same(A<(1>2)>, B);"),
            "b = __is_same<A<(1>2)>, B>;"
        );
        assert_eq!(r("b = __is_same(a < b, c);"), "b = __is_same(a < b, c);");
        assert_eq!(r("s = \"__is_class(int)\";"), "s = \"__is_class(int)\";");
    }
}
