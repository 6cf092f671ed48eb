//! A GNU attribute right after a variable's declarator, which
//! tree-sitter-cpp reads after a function declarator or a member but not
//! after a variable: `__device__ int r __attribute__((aligned(16)));`,
//! gdt's `} __device__ zero MAYBE_UNUSED;` (`__attribute__((unused))`),
//! `int *p __attribute__((unused)) = q;`. tree-sitter then reported
//! "expected ';'" on code GCC and nvcc accept.
//!
//! An attribute that only asks for warnings (`unused`, `deprecated`,
//! `nodebug`) is blanked. Any other (`aligned(16)`) is moved in front of
//! the declarator, `int __attribute__((aligned(16))) r;`, where it
//! appertains to the same declaration (GCC reads both as one) and
//! tree-sitter reads it among the specifiers; sema already applies it
//! there. Only the first declarator of a declaration can take a moved
//! attribute (after a `,` the specifiers are behind us): a later one's is
//! left for the parser to report.
//!
//! Input: the preprocessed text. Output: the same text with those bytes
//! blanked or swapped. Invariant: the length, every line break and every
//! byte outside the swapped run are unchanged (a moved declarator's
//! tokens shift right within their line).
//!
//! The declarator is `*`s and `&`s, a name and array bounds, on one line;
//! anything else (a function declarator, a qualified name, a class key
//! before the name) is left alone.
//!
//! An attribute right after a pointer operator (`int *
//! __attribute__((noinline)) doit(int n)`, `int *__restrict__
//! __attribute__((unused)) p`), which tree-sitter-cpp reads nowhere, is
//! moved in front of the operators: `int __attribute__((noinline))* doit`.
//! GCC applies such an attribute to the declared entity when it is a
//! declaration attribute (`noinline`, `unused`), as it does among the
//! specifiers; a type attribute there (`aligned`) aligns the pointer,
//! which for a variable is the variable itself.

use super::class_attr::{gnu_attributes, NEUTRAL_GNU};
use super::text_scan::{blank, into_text, is_ident, skip_blanks};

/// Words that end a declarator but are no name: after them the attribute
/// belongs to a function or class (which tree-sitter reads).
const NOT_NAMES: &[&[u8]] = &[
    b"const",
    b"volatile",
    b"override",
    b"final",
    b"noexcept",
    b"operator",
    b"using",
];

/// The rewritten text, or `None` when there is nothing to rewrite.
pub(crate) fn rewrite(text: &str) -> Option<String> {
    if !text.contains("__attribute__") {
        return None;
    }
    let b = text.as_bytes();
    let mut out: Option<Vec<u8>> = None;
    // The last attribute moved in front of pointer operators: where the
    // operators and the attribute started, and where it closed.
    let mut moved: Option<(usize, usize, usize)> = None;
    let attrs = gnu_attributes(text);
    let mut skip_to = 0;
    for (i, &(at, close, inner)) in attrs.iter().enumerate() {
        if i < skip_to {
            continue;
        }
        // The operators end the line before (`Ty_ const &` then
        // `__device__ __host__ max_logan(…)` on the next): they go after
        // the last of the attributes in a row instead, into the blank
        // before the name, so every line break stays where it is.
        if let Some((ops, ops_end)) = operators_on_line_before(b, at) {
            let mut last = i;
            while attrs.get(last + 1).is_some_and(|&(next, _, _)| {
                b[attrs[last].1 + 1..next]
                    .iter()
                    .all(|&c| c == b' ' || c == b'\t')
            }) {
                last += 1;
            }
            let end = attrs[last].1 + 1;
            let n = ops_end - ops;
            if b.get(end..end + n)
                .is_some_and(|g| g.iter().all(|&c| c == b' ' || c == b'\t'))
            {
                let o = out.get_or_insert_with(|| b.to_vec());
                let operators = b[ops..ops_end].to_vec();
                o[ops..ops_end].fill(b' ');
                o[end..end + n].copy_from_slice(&operators);
                skip_to = last + 1;
                moved = None;
                continue;
            }
        }
        // `void (*__attribute__((__deprecated__)) handler)();` (glibc++'s
        // `unexpected_handler`): a warning-only attribute in a
        // parenthesised pointer declarator, which has no specifiers in
        // front to take it, says nothing about the code and is blanked.
        if inner.split(',').all(|a| NEUTRAL_GNU.contains(&a.trim()))
            && after_parenthesised_pointer(b, at)
        {
            blank(out.get_or_insert_with(|| b.to_vec()), at..close + 1);
            moved = None;
            continue;
        }
        // `O A1 A2` (`T const & __device__ __host__ f(…)`): the second
        // goes in front too, after the first: `A1 A2 O`.
        let ops = match moved {
            Some((ops, first, prev)) if b[prev + 1..at].iter().all(u8::is_ascii_whitespace) => {
                Some((ops, first))
            }
            _ => pointer_operators_before(b, at).map(|ops| (ops, at)),
        };
        if let Some((ops, first)) = ops {
            // `O A` → `A O`.
            let o = out.get_or_insert_with(|| b.to_vec());
            let mut run = Vec::with_capacity(close + 1 - ops);
            run.extend_from_slice(&b[first..=close]);
            run.extend_from_slice(&b[ops..first]);
            o[ops..=close].copy_from_slice(&run);
            moved = Some((ops, first, close));
            continue;
        }
        moved = None;
        let after = skip_blanks(b, close + 1);
        if !matches!(b.get(after), Some(b';' | b'=' | b',')) {
            continue;
        }
        let Some(decl) = declarator_before(b, at) else {
            continue;
        };
        if inner.split(',').all(|a| NEUTRAL_GNU.contains(&a.trim())) {
            blank(out.get_or_insert_with(|| b.to_vec()), at..close + 1);
            continue;
        }
        if !decl.first || b[decl.start..=close].contains(&b'\n') {
            continue;
        }
        // `D A` → `A D`, the blank between them kept.
        let o = out.get_or_insert_with(|| b.to_vec());
        let mut run = Vec::with_capacity(close + 1 - decl.start);
        run.extend_from_slice(&b[at..=close]);
        run.extend_from_slice(&b[decl.end..at]);
        run.extend_from_slice(&b[decl.start..decl.end]);
        o[decl.start..=close].copy_from_slice(&run);
    }
    out.map(|o| into_text(o, text))
}

/// Whether `(*` or `(&` (blanks between) ends just before `at`.
fn after_parenthesised_pointer(b: &[u8], at: usize) -> bool {
    let i = back_spaces(b, at);
    if i == 0 || !matches!(b[i - 1], b'*' | b'&') {
        return false;
    }
    let j = back_spaces(b, i - 1);
    j > 0 && b[j - 1] == b'('
}

/// Where the pointer operators (`*`, `&`, `&&`, with `const`,
/// `volatile` and `__restrict__` after them) that end just before `at`
/// start, on the same line; `None` when no operator is there.
fn pointer_operators_before(b: &[u8], at: usize) -> Option<usize> {
    let mut i = back_spaces(b, at);
    let mut start = None;
    loop {
        if i > 0 && matches!(b[i - 1], b'*' | b'&') {
            i -= 1;
            start = Some(i);
        } else {
            let mut w = i;
            while w > 0 && is_ident(b[w - 1]) {
                w -= 1;
            }
            let qualifier = matches!(
                &b[w..i],
                b"const" | b"volatile" | b"__restrict__" | b"__restrict" | b"restrict"
            );
            if !qualifier || start.is_none() && !ends_in_operator(b, w) {
                break;
            }
            i = w;
        }
        i = back_spaces(b, i);
    }
    let start = start?;
    // A type precedes the operators (`int *`, `T<int> &`); an attribute
    // never stands in an expression, so `a * __attribute__` declares.
    let before = back_spaces(b, start);
    let c = *b.get(before.checked_sub(1)?)?;
    if !(is_ident(c) || c == b'>') || b[start..at].contains(&b'\n') {
        return None;
    }
    Some(start)
}

/// The pointer operators that end the line before the one `at` starts
/// (only blanks before `at` on its line): where they start and end.
fn operators_on_line_before(b: &[u8], at: usize) -> Option<(usize, usize)> {
    let mut i = at;
    while i > 0 && (b[i - 1] == b' ' || b[i - 1] == b'\t') {
        i -= 1;
    }
    if i == 0 || b[i - 1] != b'\n' {
        return None;
    }
    let end = back_spaces(b, i);
    let start = pointer_operators_before(b, end)?;
    b[start..end]
        .iter()
        .all(|&c| c != b'\n')
        .then_some((start, end))
}

/// Whether a pointer operator ends right before the qualifier at `w`.
fn ends_in_operator(b: &[u8], w: usize) -> bool {
    let j = back_spaces(b, w);
    j > 0 && matches!(b[j - 1], b'*' | b'&')
}

/// A variable's declarator ending just before an attribute.
struct Declarator {
    start: usize,
    /// Where its last token ends (blanks up to the attribute excluded).
    end: usize,
    /// Whether it is the declaration's first declarator (not after `,`).
    first: bool,
}

/// The declarator that ends before `at`: `*`s and `&`s, a name, array
/// bounds; `None` when the text there is not one.
fn declarator_before(b: &[u8], at: usize) -> Option<Declarator> {
    let end = back_spaces(b, at);
    let mut i = end;
    // Array bounds, innermost last: `a[4][N]`.
    while i > 0 && b[i - 1] == b']' {
        i = matching_bracket(b, i - 1)?;
        i = back_spaces(b, i);
    }
    let name_end = i;
    while i > 0 && is_ident(b[i - 1]) {
        i -= 1;
    }
    let name = &b[i..name_end];
    if name.is_empty() || name[0].is_ascii_digit() || NOT_NAMES.contains(&name) {
        return None;
    }
    let mut start = i;
    loop {
        let j = back_spaces(b, start);
        if j > 0 && matches!(b[j - 1], b'*' | b'&') {
            start = j - 1;
        } else {
            break;
        }
    }
    let prev = back_spaces(b, start);
    let first = match prev.checked_sub(1).map(|p| b[p]) {
        // A qualified name (`int A::x`), a parameter or a
        // template argument: not a variable this rewrite knows.
        Some(b':' | b'(' | b'<' | b'.') | None => return None,
        Some(b',') => false,
        Some(c) if is_ident(c) => {
            let mut w = prev;
            while w > 0 && is_ident(b[w - 1]) {
                w -= 1;
            }
            let word = &b[w..prev];
            // `struct S __attribute__((packed));`, `return x …`.
            if matches!(
                word,
                b"struct"
                    | b"class"
                    | b"union"
                    | b"enum"
                    | b"return"
                    | b"goto"
                    | b"typedef"
                    | b"using"
            ) {
                return None;
            }
            true
        }
        Some(_) => true,
    };
    if in_typedef(b, start) {
        return None;
    }
    Some(Declarator { start, end, first })
}

/// Whether the declaration holding `at` is a typedef (whose attribute
/// after the name tree-sitter reads, and `typedef_attr` puts there).
fn in_typedef(b: &[u8], at: usize) -> bool {
    let from = b[..at]
        .iter()
        .rposition(|&c| matches!(c, b';' | b'{' | b'}'))
        .map_or(0, |p| p + 1);
    b[from..at]
        .split(|&c| !is_ident(c))
        .any(|w| w == b"typedef")
}

/// The `[` matching the `]` at `close`, on the same line.
fn matching_bracket(b: &[u8], close: usize) -> Option<usize> {
    let mut depth = 0usize;
    let mut i = close + 1;
    while i > 0 {
        i -= 1;
        match b[i] {
            b']' => depth += 1,
            b'[' => {
                depth -= 1;
                if depth == 0 {
                    return Some(i);
                }
            }
            b'\n' | b';' | b'{' | b'}' => return None,
            _ => {}
        }
    }
    None
}

/// The position after the last non-blank before `i`.
fn back_spaces(b: &[u8], mut i: usize) -> usize {
    while i > 0 && b[i - 1].is_ascii_whitespace() {
        i -= 1;
    }
    i
}

#[cfg(test)]
mod tests {
    use super::rewrite;

    #[test]
    fn attributes_after_variables_move_or_go() {
        let cases = [
            (
                "__device__ int r __attribute__((aligned(16)));",
                "__device__ int __attribute__((aligned(16))) r;",
            ),
            (
                "int a[4][2] __attribute__((aligned(32))) = {};",
                "int __attribute__((aligned(32))) a[4][2] = {};",
            ),
            (
                "float *p __attribute__((aligned(8))), q;",
                "float __attribute__((aligned(8))) *p, q;",
            ),
            (
                "} __device__ zero __attribute__((unused));",
                "} __device__ zero                        ;",
            ),
            (
                "int *p __attribute__((unused)), v __attribute__((__unused__));",
                "int *p                        , v                            ;",
            ),
            (
                "typedef void (*__attribute__ ((__deprecated__)) handler) ();",
                "typedef void (*                                 handler) ();",
            ),
        ];
        for (src, want) in cases {
            let out = rewrite(src).unwrap_or_else(|| panic!("{src}"));
            assert_eq!(out, want);
            assert_eq!(out.len(), src.len());
        }
    }

    #[test]
    fn attributes_after_pointer_operators_move_in_front_of_them() {
        let cases = [
            (
                "int * __attribute__((noinline)) doit(int n)",
                "int __attribute__((noinline))*  doit(int n)",
            ),
            (
                "void u4(int *__restrict__ __attribute__((unused)) p) {}",
                "void u4(int __attribute__((unused))*__restrict__  p) {}",
            ),
            (
                "T<int> &__attribute__((unused)) r = x;",
                "T<int> __attribute__((unused))& r = x;",
            ),
            (
                "char *const * __attribute__((aligned(8))) pp;",
                "char __attribute__((aligned(8)))*const *  pp;",
            ),
            // On the next line (HeCBench's logan).
            (
                "Ty const &\n__attribute__((device)) __attribute__((host)) mx(int n)",
                "Ty const  \n__attribute__((device)) __attribute__((host))&mx(int n)",
            ),
            // Two in a row (`T const & __device__ __host__ f(…)`).
            (
                "T const & __attribute__((device)) __attribute__((host)) f(int n)",
                "T const __attribute__((device)) __attribute__((host))&  f(int n)",
            ),
        ];
        for (src, want) in cases {
            assert_eq!(rewrite(src).as_deref(), Some(want), "{src}");
        }
        for src in [
            "void (* __attribute__((aligned(8))) fp)(int);",
            "int const __attribute__((unused)) c = 1;",
        ] {
            assert_eq!(rewrite(src), None, "{src}");
        }
    }

    #[test]
    fn other_places_are_kept() {
        for src in [
            "void f(int) __attribute__((noinline));",
            "struct S __attribute__((packed));",
            "struct S {} __attribute__((packed));",
            "int x, y __attribute__((aligned(8)));",
            "int A::x __attribute__((aligned(8)));",
            "void g() const __attribute__((pure));",
            "case 1: __attribute__((fallthrough));",
            "int v\n  __attribute__((aligned(8)));",
            "using T __attribute__((aligned(8))) = int;",
            "typedef short4 Type __attribute__((aligned(8)));",
        ] {
            assert_eq!(rewrite(src), None, "{src}");
        }
    }
}
