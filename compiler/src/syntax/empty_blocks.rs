//! Function bodies made of nothing but empty blocks (`void f() { {} }`,
//! libcu++'s `NV_IF_TARGET(NV_IS_HOST, …)` in a device pass, which
//! expands to `{}`), which tree-sitter-cpp reads as a declaration with a
//! brace initialiser of nested empty lists, missing its `;`. Its error
//! recovery then also takes the next declaration's leading attribute
//! (`__attribute__((device))`) into that declaration, so the function
//! after it would lose its execution space.
//!
//! Input: the preprocessed text. Output: the same text with each such
//! body's inner braces replaced by one `;` and spaces (`{ ;  }`): an empty
//! block and an empty statement both do nothing, declare nothing and
//! leave no trace in the code, and tree-sitter reads `{ ; }` only as a
//! compound statement. Invariant: offsets never move.
//!
//! An empty body, `{}`, is read as a brace initialiser too where the
//! specifiers before it make a member declaration possible
//! (`__device__ __inline__ __attribute__((__always_inline__)) void
//! G(int (&r)[N], ::cuda::std::true_type) {}` in CUB 2.x's onesweep
//! agent): after a blank it becomes `{;}`, its braces one byte to the
//! left over that blank (the preprocessor leaves a line break there
//! where the source indented: the line count is a byte's concern only,
//! spans come from offsets).
//!
//! A body is one that follows the `)` of a parameter list, after any of
//! `const`, `volatile`, `noexcept`, `override`, `final`, `&`, `&&`. The
//! parenthesis is a parameter list when what stands before its `(` is a
//! name (not a keyword such as `return` or `sizeof`), `]` (a lambda) or
//! `)` / `>` (`operator()()`, `f<T>()`), so a compound literal
//! `(S){ {} }` or `return (S){ {} }` is never touched.

use super::text_scan::{into_text, is_ident, skip_blanks};

/// Words after a parameter list and before a body.
const QUALIFIERS: &[&str] = &["const", "volatile", "noexcept", "override", "final"];

/// Words that may stand before a `(` that opens no parameter list.
pub(super) const NOT_A_NAME: &[&str] = &[
    "return",
    "sizeof",
    "alignof",
    "decltype",
    "noexcept",
    "throw",
    "case",
    "co_return",
    "co_yield",
    "if",
    "while",
    "for",
    "switch",
    "__typeof__",
    "typeof",
];

/// The rewritten text, or `None` when there is nothing to rewrite.
pub(crate) fn rewrite(text: &str) -> Option<String> {
    let b = text.as_bytes();
    let mut out: Option<Vec<u8>> = None;
    let mut i = 0;
    while let Some(open) = find_nested_open(b, i) {
        i = open + 1;
        let Some(close) = empty_blocks_end(b, open) else {
            continue;
        };
        if !after_parameter_list(b, open) {
            i = close + 1;
            continue;
        }
        let o = out.get_or_insert_with(|| b.to_vec());
        let mut semi = false;
        for c in &mut o[open + 1..close] {
            if matches!(*c, b'{' | b'}') {
                *c = if semi { b' ' } else { b';' };
                semi = true;
            }
        }
        i = close + 1;
    }
    empty_bodies(b, &mut out);
    out.map(|o| into_text(o, text))
}

/// `) {}`: an empty body after a parameter list becomes `){;}`, moved one
/// blank to the left (see the module doc); `) { }`, blanks inside, gets its
/// `;` in the first of them that is no line break (`static void a() { }`
/// before `__device__ static void b()` in a class: thrust's
/// `war_nvbugs_881631`); a line break inside stays.
fn empty_bodies(b: &[u8], out: &mut Option<Vec<u8>>) {
    let mut from = 0;
    while let Some(pos) = b[from..].iter().position(|&c| c == b'{') {
        let open = from + pos;
        from = open + 1;
        let close = skip_blanks(b, open + 1);
        if b.get(close) != Some(&b'}') || !after_parameter_list(b, open) {
            continue;
        }
        let inner = (open + 1..close).find(|&k| b[k] != b'\n' && b[k] != b'\r');
        if let Some(k) = inner {
            out.get_or_insert_with(|| b.to_vec())[k] = b';';
        } else if open > 0 && b[open - 1].is_ascii_whitespace() {
            // `{` moves over the blank before it (the preprocessor leaves
            // a line break where the source indented); `;` takes its place.
            let o = out.get_or_insert_with(|| b.to_vec());
            o[open - 1] = b'{';
            o[open] = b';';
        }
        from = close + 1;
    }
}

/// The next `{` at or after `from` that has another `{` right inside it
/// (blanks between): the only shape this rewrite is for.
fn find_nested_open(b: &[u8], mut from: usize) -> Option<usize> {
    while from < b.len() {
        let open = from + b[from..].iter().position(|&c| c == b'{')?;
        let next = skip_blanks(b, open + 1);
        if b.get(next) == Some(&b'{') {
            return Some(open);
        }
        from = open + 1;
    }
    None
}

/// When the block opened at `open` holds only braces and blanks and has
/// at least one inner pair, the position of its closing `}`.
fn empty_blocks_end(b: &[u8], open: usize) -> Option<usize> {
    let mut depth = 0usize;
    for (k, &c) in b.iter().enumerate().skip(open) {
        match c {
            b'{' => depth += 1,
            b'}' => {
                depth -= 1;
                if depth == 0 {
                    return Some(k);
                }
            }
            c if c.is_ascii_whitespace() => {}
            _ => return None,
        }
    }
    None
}

/// Whether the `{` at `open` follows a parameter list (see the module
/// doc), with only qualifiers between.
fn after_parameter_list(b: &[u8], open: usize) -> bool {
    let mut j = open;
    loop {
        j = back_ws(b, j);
        if j == 0 {
            return false;
        }
        match b[j - 1] {
            b')' => break,
            b'&' => j -= 1,
            c if is_ident(c) => {
                let start = word_start(b, j);
                let word = &b[start..j];
                if !QUALIFIERS.iter().any(|q| q.as_bytes() == word) {
                    return false;
                }
                j = start;
            }
            _ => return false,
        }
    }
    // `j - 1` is the `)`: find its `(`.
    let mut depth = 0usize;
    let mut k = j;
    while k > 0 {
        k -= 1;
        match b[k] {
            b')' => depth += 1,
            b'(' => {
                depth -= 1;
                if depth == 0 {
                    break;
                }
            }
            _ => {}
        }
    }
    if b[k] != b'(' {
        return false;
    }
    let before = back_ws(b, k);
    if before == 0 {
        return false;
    }
    match b[before - 1] {
        b']' | b')' | b'>' => true,
        c if is_ident(c) => {
            let word = &b[word_start(b, before)..before];
            !word[0].is_ascii_digit() && !NOT_A_NAME.iter().any(|w| w.as_bytes() == word)
        }
        _ => false,
    }
}

/// The position after the last non-blank byte before `i`.
fn back_ws(b: &[u8], mut i: usize) -> usize {
    while i > 0 && b[i - 1].is_ascii_whitespace() {
        i -= 1;
    }
    i
}

/// The start of the identifier that ends at `end`.
fn word_start(b: &[u8], mut end: usize) -> usize {
    while end > 0 && is_ident(b[end - 1]) {
        end -= 1;
    }
    end
}

#[cfg(test)]
mod tests {
    use super::rewrite;

    #[test]
    fn bodies_of_empty_blocks_become_one_empty_statement() {
        let src = "void f() { {} }\nstruct S { int g() const { {{ }} } };\nauto l = [](){ {} };";
        let out = rewrite(src).expect("rewritten");
        assert_eq!(
            out,
            "void f() { ;  }\nstruct S { int g() const { ;     } };\nauto l = [](){ ;  };"
        );
        assert_eq!(out.len(), src.len());
    }

    #[test]
    fn empty_bodies_after_a_blank_hold_an_empty_statement() {
        let src = "void f(int (&r)[4]) {}\nif (x) {}\nS s = (S) {};\nint a {};\nvoid g(bool k)\n{}";
        let out = rewrite(src).expect("rewritten");
        assert_eq!(
            out,
            "void f(int (&r)[4]){;}\nif (x) {}\nS s = (S) {};\nint a {};\nvoid g(bool k){;}"
        );
    }

    #[test]
    fn empty_bodies_with_blanks_inside_hold_an_empty_statement() {
        let src = "struct W { static void a() { }\n __attribute__((device)) void b() {\n} };\nif (x) { }\nint v = (int) { };";
        let out = rewrite(src).expect("rewritten");
        assert_eq!(
            out,
            "struct W { static void a() {;}\n __attribute__((device)) void b(){;\n} };\nif (x) { }\nint v = (int) { };"
        );
        assert_eq!(out.len(), src.len());
    }

    #[test]
    fn initialisers_and_compound_literals_stay() {
        for src in [
            "int a[1][1] = { {} };",
            "S s{ {} };",
            "S t = (S){ {} };",
            "return (S){ {} };",
            "void f() { {} int x; }",
        ] {
            assert_eq!(rewrite(src), None, "{src}");
        }
    }
}
