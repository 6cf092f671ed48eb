//! GNU's `__typeof__(e)` / `__typeof(e)`, which tree-sitter-cpp does not
//! know, spelled as `decltype(e)` so it parses as a type.
//!
//! Input: the preprocessed text. Output: the same text with each whole
//! token `__typeof__` replaced by `decltype` and two spaces, and
//! `__typeof` by `decltype` (both outside string and character literals).
//! Invariant: offsets never move.
//!
//! The two are different types (GNU's typeof of an expression is its type
//! without reference; `decltype((x))` is a reference): lowering reads the
//! preprocessed text at the same offset and makes a `TypeExprKind::Typeof`
//! of what was spelled `__typeof__` (`run/gnu_extensions.cu`,
//! `run/decltype_rules.cu`).

/// The rewritten text, or `None` when there is nothing to rewrite.
pub(crate) fn rewrite(text: &str) -> Option<String> {
    if !text.contains("__typeof") {
        return None;
    }
    let b = text.as_bytes();
    let mut out = b.to_vec();
    let mut changed = false;
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            q @ (b'"' | b'\'') => {
                // Skip the literal (escapes included).
                i += 1;
                while i < b.len() && b[i] != q && b[i] != b'\n' {
                    i += if b[i] == b'\\' { 2 } else { 1 };
                }
                i += 1;
            }
            c if is_ident_byte(c) => {
                let start = i;
                while i < b.len() && is_ident_byte(b[i]) {
                    i += 1;
                }
                let word = &b[start..i];
                let prefix_ok = start == 0 || !is_ident_byte(b[start - 1]);
                if prefix_ok && (word == b"__typeof__" || word == b"__typeof") {
                    out[start..start + 8].copy_from_slice(b"decltype");
                    for c in &mut out[start + 8..i] {
                        *c = b' ';
                    }
                    changed = true;
                }
            }
            _ => i += 1,
        }
    }
    changed.then(|| String::from_utf8(out).unwrap_or_else(|_| text.to_string()))
}

fn is_ident_byte(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c >= 0x80
}

#[cfg(test)]
mod tests {
    use super::rewrite;

    #[test]
    fn whole_tokens_outside_literals() {
        let out =
            rewrite("__typeof__(a) x; __typeof(b) y; my__typeof__ z; \"__typeof__\"").unwrap();
        assert_eq!(
            out,
            "decltype  (a) x; decltype(b) y; my__typeof__ z; \"__typeof__\""
        );
        assert_eq!(rewrite("int x;"), None);
    }
}
