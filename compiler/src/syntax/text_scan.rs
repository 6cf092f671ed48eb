//! Byte-level helpers the offset-preserving text rewrites share
//! (`space_attr`, `gnu_keywords`, `namespace_attr`, `class_attr`, `typename_expr`,
//! `decltype_expr`, `trait_call`,
//! `abstract_member_ptr`, `pointer_pack`, `extern_template`, `empty_blocks`,
//! `destructor_args`).
//!
//! Input: the preprocessed text as bytes. Output: positions in it, or the
//! same bytes with a range blanked. Invariant: blanking replaces bytes by
//! spaces and keeps line breaks, so every offset and line stays.

/// Whether `c` can be part of an identifier.
pub(crate) fn is_ident(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_'
}

/// The first position at or after `i` that is not whitespace.
pub(crate) fn skip_blanks(b: &[u8], mut i: usize) -> usize {
    while i < b.len() && b[i].is_ascii_whitespace() {
        i += 1;
    }
    i
}

/// Spaces over `out[range]`, line breaks kept.
pub(crate) fn blank(out: &mut [u8], range: std::ops::Range<usize>) {
    for c in &mut out[range] {
        if *c != b'\n' {
            *c = b' ';
        }
    }
}

/// The rewritten bytes as text. Rewrites replace whole runs of bytes that
/// start and end at ASCII characters, so the result is UTF-8; were it not,
/// the original text is kept (tree-sitter then reports what it cannot
/// read) rather than the compiler failing.
pub(crate) fn into_text(out: Vec<u8>, original: &str) -> String {
    String::from_utf8(out).unwrap_or_else(|_| original.to_string())
}

/// Past the string or character literal opening at `i`.
pub(crate) fn past_literal(b: &[u8], i: usize) -> usize {
    let q = b[i];
    // `u8'…'` and identifiers ending in a quote are no concern here: a
    // quote after an identifier character is a literal's prefix.
    let mut j = i + 1;
    while j < b.len() && b[j] != q && b[j] != b'\n' {
        j += if b[j] == b'\\' { 2 } else { 1 };
    }
    j + 1
}

/// Whether the token before `at` can only be followed by an expression.
pub(crate) fn after_expression_start(b: &[u8], at: usize) -> bool {
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
        b'(' | b'=' | b'?' | b'+' | b'-' | b'*' | b'/' | b'%' | b'|' | b'^' | b'!' | b'~'
        | b'[' => !(c == b'-' && b.get(i) == Some(&b'>')),
        b'&' => i >= 2 && b[i - 2] != b'&',
        // A base clause's `,` is outside any parenthesis.
        b',' => inside_parens(b, i - 1),
        _ => false,
    }
}

/// Whether the innermost bracket open at `at` is `(` or `[`.
pub(crate) fn inside_parens(b: &[u8], at: usize) -> bool {
    let mut depth = 0usize;
    let mut i = at;
    while i > 0 {
        i -= 1;
        match b[i] {
            b')' | b']' | b'}' => depth += 1,
            b'(' | b'[' | b'{' if depth > 0 => depth -= 1,
            b'(' | b'[' => return true,
            b'{' | b';' => return false,
            _ => {}
        }
    }
    false
}

/// The `)` matching the `(` at `open`, skipping literals; `None` at a `;`
/// or `}` outside brackets (the operand of a conversion holds neither).
pub(crate) fn closing_paren(b: &[u8], open: usize) -> Option<usize> {
    let mut depth = 0usize;
    let mut i = open;
    while i < b.len() {
        match b[i] {
            b'"' | b'\'' => {
                i = past_literal(b, i);
                continue;
            }
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return (b[i] == b')').then_some(i);
                }
            }
            b';' if depth == 1 => return None,
            _ => {}
        }
        i += 1;
    }
    None
}

/// Whether the `<` and `>` of `op` outside parentheses nest as template
/// argument lists do: never more `>` than `<` (`>>` closing two), none
/// left open, and no `<<`, `<=` or `>=` among them.
pub(crate) fn angles_pair(op: &[u8]) -> bool {
    let mut depth = 0i32;
    let mut parens = 0i32;
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
            b'<' | b'>' if parens == 0 => {
                if matches!(op.get(i + 1), Some(b'=')) || op[i..].starts_with(b"<<") {
                    return false;
                }
                depth += if op[i] == b'<' { 1 } else { -1 };
                if depth < 0 {
                    return false;
                }
            }
            _ => {}
        }
        i += 1;
    }
    depth == 0
}
