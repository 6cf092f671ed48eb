//! `>=` inside a template argument list (`enable_if_t<sizeof(T) >=
//! sizeof(uint32_t), T>`, libcu++ 2.x's `__ceil2`), which tree-sitter-cpp
//! reads as the list's closing `>` and an `=`. C++ lexes `>=` as one
//! token, and only `>` closes the list ([temp.names]p4).
//!
//! Input: the preprocessed text. Output: the same text with such an
//! `a >= b` written `b <= a`: the operands swap places around the
//! operator, which becomes `<=` (the same value; a relational operator's
//! operands are unsequenced, so no order of evaluation changes).
//! Invariant: the length and every byte outside the comparison are
//! unchanged (its operands' tokens move within it).
//!
//! Only plain operands are swapped: names (with their own template
//! arguments), numbers, `::`, `.`, `+ - * / %`, blanks and balanced
//! parentheses or brackets, between the `<` or `,` of a template argument
//! list (or a `&&` or `||`, which bind less tightly) and the next `,`,
//! `>`, `&&` or `||`.

use super::text_scan::{into_text, is_ident};

/// The rewritten text, or `None` when there is nothing to rewrite.
pub(crate) fn rewrite(text: &str) -> Option<String> {
    if !text.contains(">=") {
        return None;
    }
    let b = text.as_bytes();
    let mut out: Option<Vec<u8>> = None;
    let mut from = 0;
    while let Some(pos) = text[from..].find(">=") {
        let op = from + pos;
        from = op + 2;
        if op == 0 || matches!(b[op - 1], b'>' | b'-' | b'<') || b.get(op + 2) == Some(&b'=') {
            continue;
        }
        let (Some(left), Some(right)) = (left_operand(b, op), right_operand(b, op + 2)) else {
            continue;
        };
        if !in_template_arguments(b, left.start) {
            continue;
        }
        let (l, r) = (trim(b, left.clone()), trim(b, right.clone()));
        if l.is_empty() || r.is_empty() {
            continue;
        }
        // `L ws1 >= ws2 R` → `R ws1 <= ws2 L`.
        let mut run = Vec::with_capacity(r.end - l.start);
        run.extend_from_slice(&b[r.clone()]);
        run.extend_from_slice(&b[l.end..op]);
        run.extend_from_slice(b"<=");
        run.extend_from_slice(&b[op + 2..r.start]);
        run.extend_from_slice(&b[l.clone()]);
        out.get_or_insert_with(|| b.to_vec())[l.start..r.end].copy_from_slice(&run);
        from = r.end;
    }
    out.map(|o| into_text(o, text))
}

/// Whether `c` may be part of a plain operand outside brackets.
fn plain(c: u8) -> bool {
    is_ident(c)
        || matches!(
            c,
            b' ' | b'\t' | b'\n' | b'\r' | b':' | b'.' | b'+' | b'-' | b'*' | b'/' | b'%'
        )
}

/// The plain operand ending at `op`: from after the `<`, `,` or default
/// argument's `=` before it, or after a `&&` or `||` (which bind less
/// tightly than `>=`). A name's
/// own template arguments (`classify_object<T>::value`) are part of it.
fn left_operand(b: &[u8], op: usize) -> Option<std::ops::Range<usize>> {
    let mut i = op;
    let mut depth = 0usize;
    while i > 0 {
        let c = b[i - 1];
        match c {
            b')' | b']' => depth += 1,
            b'(' | b'[' => depth = depth.checked_sub(1)?,
            b'<' | b',' if depth == 0 => return Some(i..op),
            b'&' | b'|' if depth == 0 && i >= 2 && b[i - 2] == c => return Some(i..op),
            // A template parameter's default (`bool R = sizeof_bits<T>::value
            // >= 32>`, CUTLASS's `Array`): a lone `=`, not `==` or `<=`.
            b'=' if depth == 0 && i >= 2 && (is_ident(b[i - 2]) || b[i - 2] == b' ') => {
                return Some(i..op)
            }
            b'>' if depth == 0 => {
                i = template_args_start(b, i - 1)?;
                continue;
            }
            _ if depth > 0 => {
                if matches!(c, b';' | b'{' | b'}') {
                    return None;
                }
            }
            c if plain(c) => {}
            _ => return None,
        }
        i -= 1;
    }
    None
}

/// The `<` matching the `>` at `close`, when it follows a name (a
/// template's arguments inside an operand); nested lists and brackets
/// are skipped.
fn template_args_start(b: &[u8], close: usize) -> Option<usize> {
    let mut depth = 0usize;
    let mut i = close;
    while i > 0 {
        i -= 1;
        match b[i] {
            b'>' | b')' | b']' => depth += 1,
            b'(' | b'[' => depth = depth.checked_sub(1)?,
            b'<' if depth == 0 => {
                let named = i > 0 && is_ident(b[i - 1]);
                return named.then_some(i);
            }
            b'<' => depth -= 1,
            b';' | b'{' | b'}' | b'=' | b'&' | b'|' => return None,
            _ => {}
        }
    }
    None
}

/// The plain operand starting at `at`: up to the `,` or `>` after it, or
/// a `&&` or `||`.
fn right_operand(b: &[u8], at: usize) -> Option<std::ops::Range<usize>> {
    let mut depth = 0usize;
    for (i, &c) in b.iter().enumerate().skip(at) {
        match c {
            b'(' | b'[' => depth += 1,
            b')' | b']' => depth = depth.checked_sub(1)?,
            b',' | b'>' if depth == 0 => return Some(at..i),
            b'&' | b'|' if depth == 0 && b.get(i + 1) == Some(&c) => return Some(at..i),
            _ if depth > 0 => {
                if matches!(c, b';' | b'{' | b'}') {
                    return None;
                }
            }
            c if plain(c) => {}
            _ => return None,
        }
    }
    None
}

/// Whether the operand starting at `at` is a template argument: before
/// it, back to a `<` that follows a name, only other arguments (`,` and
/// balanced brackets, no `;`, `{`, `}` or unmatched `(`).
fn in_template_arguments(b: &[u8], at: usize) -> bool {
    let mut i = at;
    // Brackets and angle brackets are counted apart: a `<` inside
    // parentheses (`(N < 4) || N >= 9`) is a comparison.
    let mut parens = 0usize;
    let mut angles = 0usize;
    while i > 0 {
        i -= 1;
        match b[i] {
            b')' | b']' => parens += 1,
            b'(' | b'[' if parens == 0 => return false,
            b'(' | b'[' => parens -= 1,
            b';' | b'{' | b'}' => return false,
            _ if parens > 0 => {}
            b'>' => angles += 1,
            b'<' if angles == 0 => {
                let mut j = i;
                while j > 0 && b[j - 1] == b' ' {
                    j -= 1;
                }
                return j > 0 && is_ident(b[j - 1]);
            }
            b'<' => angles -= 1,
            _ => {}
        }
    }
    false
}

/// `r` without its leading and trailing blanks.
fn trim(b: &[u8], mut r: std::ops::Range<usize>) -> std::ops::Range<usize> {
    while r.start < r.end && b[r.start].is_ascii_whitespace() {
        r.start += 1;
    }
    while r.end > r.start && b[r.end - 1].is_ascii_whitespace() {
        r.end -= 1;
    }
    r
}

#[cfg(test)]
mod tests {
    use super::rewrite;

    #[test]
    fn comparisons_in_template_arguments_are_turned_around() {
        let src = "constexpr enable_if_t<sizeof(_Tp) >= sizeof(uint32_t), _Tp> f();";
        let out = rewrite(src).unwrap();
        assert_eq!(out.len(), src.len());
        assert_eq!(
            out,
            "constexpr enable_if_t<sizeof(uint32_t) <= sizeof(_Tp), _Tp> f();"
        );
        assert_eq!(rewrite("X<A, N >= 4> x;").unwrap(), "X<A, 4 <= N> x;");
        assert_eq!(
            rewrite("template <class T, bool R = bits<T>::value >= 32> struct A;").unwrap(),
            "template <class T, bool R = 32 >= bits<T>::value> struct A;".replace(">=", "<=")
        );
        for src in [
            "x = a >= b;",
            "v<int> y = a >= b, z;",
            "if (a == b >= c) {}",
        ] {
            assert_eq!(rewrite(src), None, "{src}");
        }
        // CLI11's `enable_if_t<classify_object<T>::value >= c::s && …>`.
        assert_eq!(
            rewrite("E<K<T>::v >= c::s && K<T>::v <= c::o, e> = d").unwrap(),
            "E<c::s <= K<T>::v && K<T>::v <= c::o, e> = d"
        );
        assert_eq!(rewrite("X<a && b >= c> z;").unwrap(), "X<a && c <= b> z;");
        assert_eq!(
            rewrite("E<(N < 4) || N >= 9, int> = 0").unwrap(),
            "E<(N < 4) || 9 <= N, int> = 0"
        );
    }

    #[test]
    fn other_comparisons_are_kept() {
        for src in [
            "if (a >= b) f();",
            "x = a >= b;",
            "X<(a >= b)> y;",
            "X<a & b >= c> z;",
            "a >>= 2;",
        ] {
            assert_eq!(rewrite(src), None, "{src}");
        }
    }
}
