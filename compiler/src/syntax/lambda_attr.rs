//! The extended-lambda spelling `[=] __device__ (int i) { … }`, blanked so
//! tree-sitter can parse it.
//!
//! Input: the preprocessed text. Output: the same text with every
//! `__attribute__((…))` that directly follows a lambda introducer's `]`
//! replaced by spaces (newlines kept). Invariant: offsets never move.
//!
//! Why: tree-sitter-cpp accepts attributes after a lambda's parameters
//! but not between `]` and `(`, the place nvcc's extended lambdas put
//! `__device__` / `__host__ __device__`. In host code (whose bodies are
//! never lowered) the attribute does not matter; in device code every
//! lambda is a device lambda anyway. Lowering reads the attributes back
//! from the preprocessed text (`Lower::extended_lambda_attrs`), for
//! nvcc's `--extended-lambda` rule. `]` followed by `__attribute__` is
//! no other valid C++, so the rewrite cannot change a program's meaning.

/// The rewritten text, or `None` when there is nothing to rewrite.
pub(crate) fn rewrite(text: &str) -> Option<String> {
    if !text.contains("__attribute__") {
        return None;
    }
    let b = text.as_bytes();
    let mut out: Option<Vec<u8>> = None;
    let mut from = 0;
    while let Some(pos) = text[from..].find(']') {
        let close = from + pos;
        from = close + 1;
        let mut i = skip_ws(b, close + 1);
        let start = i;
        while let Some(end) = attribute_at(b, i) {
            i = skip_ws(b, end);
        }
        if i == start {
            continue;
        }
        // Only before what may follow the introducer.
        let rest = &b[i..];
        if !(rest.starts_with(b"(")
            || rest.starts_with(b"{")
            || rest.starts_with(b"mutable")
            || rest.starts_with(b"->"))
        {
            continue;
        }
        let buf = out.get_or_insert_with(|| b.to_vec());
        for c in &mut buf[start..i] {
            if *c != b'\n' {
                *c = b' ';
            }
        }
        from = i;
    }
    // Only ASCII spaces were written over whole ASCII tokens.
    out.map(|v| String::from_utf8(v).unwrap_or_else(|_| text.to_string()))
}

fn skip_ws(b: &[u8], mut i: usize) -> usize {
    while i < b.len() && b[i].is_ascii_whitespace() {
        i += 1;
    }
    i
}

/// `__attribute__((…))` with balanced parentheses at `i`: its end.
fn attribute_at(b: &[u8], i: usize) -> Option<usize> {
    let word = b"__attribute__";
    if !b[i..].starts_with(word) {
        return None;
    }
    let mut j = skip_ws(b, i + word.len());
    if b.get(j) != Some(&b'(') {
        return None;
    }
    let mut depth = 0usize;
    while j < b.len() {
        match b[j] {
            b'(' => depth += 1,
            b')' => {
                depth -= 1;
                if depth == 0 {
                    return Some(j + 1);
                }
            }
            b';' | b'{' | b'}' => return None,
            _ => {}
        }
        j += 1;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::rewrite;

    #[test]
    fn blanks_attributes_after_the_introducer_only() {
        let src =
            "auto f = [=] __attribute__((host)) __attribute__((device)) (int i) { a[i] = 1; };";
        let out = rewrite(src).unwrap();
        assert_eq!(out.len(), src.len());
        assert!(out.starts_with("auto f = [=] "));
        assert!(out.contains("] ") && !out.contains("__attribute__"));
        assert!(out.contains("(int i) { a[i] = 1; };"));
        // After the parameters tree-sitter parses it: left alone.
        assert_eq!(rewrite("[](int x) __attribute__((device)) { }"), None);
        // Newlines keep their place.
        let multi = rewrite("[&]\n__attribute__((device))\n{ }").unwrap();
        assert_eq!(multi.matches('\n').count(), 2);
    }
}
