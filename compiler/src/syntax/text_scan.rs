//! Byte-level helpers the offset-preserving text rewrites share
//! (`space_attr`, `gnu_keywords`, `namespace_attr`, `class_attr`, `typename_expr`,
//! `abstract_member_ptr`, `pointer_pack`, `extern_template`, `empty_blocks`).
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
