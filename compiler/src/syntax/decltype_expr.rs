//! `decltype(e){…}` and `decltype(e)(…)` in an expression: an explicit
//! type conversion in functional notation whose type is a `decltype`
//! ([expr.type.conv]), which tree-sitter-cpp cannot parse. libcu++'s
//! concept emulation is built on it (`!(decltype(void(), E1, void(),
//! false){})` is `true` exactly when every `Ei` is well-formed), and so is
//! code like `return decltype(x){};`.
//!
//! Input: the preprocessed text. Output: the same text with each such
//! `decltype(` … `)` spelled `__cudadt<` … `>`: a template-id followed by
//! `{…}` or `(…)` is a conversion tree-sitter reads. Lowering reads the
//! bytes between the angle brackets again as the expression they are
//! (`Lower::decltype_operand`) and makes the type `decltype` of it.
//! Invariant: offsets never move (the name has the keyword's 8 bytes).
//!
//! A comma expression as the operand (`-> decltype(t.f(), void())`, the
//! expression-SFINAE idiom, and libcu++'s requires-expression emulation)
//! is no expression tree-sitter reads in a `decltype`, and its error
//! recovery in a declaration runs past the `)`: such a `decltype` is
//! respelled wherever it stands (not before `::`).
//!
//! A `decltype` base class (`struct S : decltype(f<T>(0)) {};`, libcu++
//! 2.x's `__is_callable`) is no name either: it is respelled the same way
//! when it follows `:`, an access specifier, `virtual` or a `,` outside
//! parentheses and is followed by `{` or `,`; lowering reads the
//! respelled name as a `decltype` type wherever it stands.
//!
//! Which `decltype` is rewritten: one after a token that can only precede
//! an expression (`return`, `(`, `=`, `?`, `[`, an operator; `,` inside
//! parentheses or brackets, never a base clause's), whose parenthesised
//! operand is followed by `{`, or by a `(` that opens no declarator
//! (`decltype(f) (*fp)(int)`), and whose operand's angle brackets outside
//! parentheses pair up as template arguments' do, so the new `<` … `>`
//! encloses exactly the operand.

use super::text_scan::{
    after_expression_start, angles_pair, closing_paren, inside_parens, into_text, is_ident,
    past_literal, skip_blanks,
};

/// The spelling lowering recognises; as long as `decltype`.
pub(crate) const NAME: &str = "__cudadt";

/// The rewritten text, or `None` when there is nothing to rewrite.
pub(crate) fn rewrite(text: &str) -> Option<String> {
    if !text.contains("decltype") {
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
                if &b[start..i] == b"decltype" && (start == 0 || !is_ident(b[start - 1])) {
                    if let Some(close) = conversion(b, start, i) {
                        let o = out.get_or_insert_with(|| b.to_vec());
                        o[start..i].copy_from_slice(NAME.as_bytes());
                        let open = skip_blanks(b, i);
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

/// The `)` closing the operand of `decltype` at `start..end` when it is a
/// functional conversion's type in an expression, or a base class (module
/// doc).
fn conversion(b: &[u8], start: usize, end: usize) -> Option<usize> {
    let open = skip_blanks(b, end);
    if b.get(open) != Some(&b'(') {
        return None;
    }
    let close = closing_paren(b, open)?;
    if !angles_pair(&b[open + 1..close]) {
        return None;
    }
    let next = skip_blanks(b, close + 1);
    if has_top_level_comma(&b[open + 1..close]) && !b[next..].starts_with(b"::") {
        return Some(close);
    }
    let expression = after_expression_start(b, start);
    let base = !expression && after_base_start(b, start);
    if !expression && !base {
        return None;
    }
    match b.get(next) {
        Some(b'{') => Some(close),
        Some(b',') if base => Some(close),
        Some(b'(') if expression => {
            let j = skip_blanks(b, next + 1);
            (!matches!(b.get(j), Some(b'*' | b'&' | b'^'))).then_some(close)
        }
        _ => None,
    }
}

/// Whether `op` holds a `,` outside brackets (`<…>` of the pairing
/// `angles_pair` checked included).
fn has_top_level_comma(op: &[u8]) -> bool {
    let (mut parens, mut angles) = (0i32, 0i32);
    let mut i = 0;
    while i < op.len() {
        match op[i] {
            b'"' | b'\'' => {
                i = past_literal(op, i);
                continue;
            }
            b'(' | b'[' | b'{' => parens += 1,
            b')' | b']' | b'}' => parens -= 1,
            b'-' if op.get(i + 1) == Some(&b'>') => i += 1,
            b'<' if parens == 0 => angles += 1,
            b'>' if parens == 0 => angles -= 1,
            b',' if parens == 0 && angles == 0 => return true,
            _ => {}
        }
        i += 1;
    }
    false
}

/// Whether the token before `at` may start a base specifier: `:` (not
/// `::`), `,` outside parentheses, an access specifier or `virtual`.
fn after_base_start(b: &[u8], at: usize) -> bool {
    let mut i = at;
    while i > 0 && b[i - 1].is_ascii_whitespace() {
        i -= 1;
    }
    if i == 0 {
        return false;
    }
    match b[i - 1] {
        b':' => i < 2 || b[i - 2] != b':',
        b',' => !inside_parens(b, i - 1),
        c if is_ident(c) => {
            let mut s = i;
            while s > 0 && is_ident(b[s - 1]) {
                s -= 1;
            }
            matches!(&b[s..i], b"public" | b"protected" | b"private" | b"virtual")
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::rewrite;

    #[test]
    fn conversions_in_expressions_are_respelled() {
        let r = |s: &str| rewrite(s).unwrap_or_else(|| s.to_string());
        assert_eq!(r("int y = decltype(x){};"), "int y = __cudadt<x>{};");
        assert_eq!(r("return decltype(x)(5);"), "return __cudadt<x>(5);");
        assert_eq!(
            r("E<!(decltype(void(), g<T>(), false){})>"),
            "E<!(__cudadt<void(), g<T>(), false>{})>"
        );
        assert_eq!(r("f(a, decltype(b){})"), "f(a, __cudadt<b>{})");
        assert_eq!(
            r("auto f(T t) -> decltype(t.g(), void()) {}"),
            "auto f(T t) -> __cudadt<t.g(), void()> {}"
        );
        // Base classes, which tree-sitter reads only as names too.
        assert_eq!(
            r("struct S : decltype(h<F>(0)) {};"),
            "struct S : __cudadt<h<F>(0)> {};"
        );
        assert_eq!(
            r("struct S : A, public decltype(l), B {};"),
            "struct S : A, public __cudadt<l>, B {};"
        );
    }

    #[test]
    fn types_and_unpaired_angles_are_left() {
        for s in [
            "auto f() -> decltype(x) { return x; }",
            "auto g() -> decltype(x)::type;",
            "void h(int, decltype(x), int);",
            "decltype(x) (*fp)(int);",
            "using T = decltype(a < b);",
            "int z = decltype(a < b){};",
            "int z = decltype(a >= b){};",
            "const char *s = \"= decltype(x){\";",
            "(decltype(x))y;",
        ] {
            assert_eq!(rewrite(s), None, "{s}");
        }
    }
}
