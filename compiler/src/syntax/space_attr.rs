//! `__attribute__((address_space(N)))` as a type qualifier tree-sitter can
//! parse everywhere a qualifier may stand.
//!
//! Input: the preprocessed text. Output: the same text with each
//! single-entry `__attribute__((address_space(N)))` replaced, byte for byte
//! in place, by `alignas(__cudac_address_space_N)` padded with spaces.
//! Invariant: offsets never move, so every span still maps to the original
//! source through the preprocessor's origin table.
//!
//! Why: tree-sitter-cpp's grammar has no attribute in type names, so a cast
//! `(__attribute__((address_space(1))) float *)p`, a `sizeof` or a typedef
//! spelled that way is a syntax error to it, while `alignas(x)` is a
//! qualifier it accepts in all of those places. `lower_decl` turns the
//! marker back into `Quals::space`.
//!
//! What sema then does with the space (`sema::typeexpr::cv_of` through
//! `sema::cuda::address_space_of`): it accepts CUDA's spaces only (0, 1, 3,
//! 4, 5) and otherwise follows clang: no implicit conversion or comparison
//! across spaces, variables, parameters and fields themselves cannot be
//! qualified, the qualifier mangles as `U3AS1`, and an explicit cast between
//! spaces becomes an `addrspacecast`.

/// The identifier the marker `alignas` carries; the space number follows.
pub(crate) const MARKER: &str = "__cudac_address_space_";

/// The rewritten text, or `None` when there is nothing to rewrite.
pub(crate) fn rewrite(text: &str) -> Option<String> {
    if !text.contains("address_space") {
        return None;
    }
    let bytes = text.as_bytes();
    let mut out: Option<Vec<u8>> = None;
    let mut from = 0;
    while let Some(pos) = text[from..].find("__attribute__") {
        let start = from + pos;
        from = start + "__attribute__".len();
        // Only a whole token: not the tail of a longer identifier.
        if start > 0 && is_ident_byte(bytes[start - 1]) {
            continue;
        }
        let Some((end, n)) = match_address_space(bytes, from) else {
            continue;
        };
        let replacement = format!("alignas({MARKER}{n})");
        let len = end - start;
        if replacement.len() > len || bytes[start..start + replacement.len()].contains(&b'\n') {
            continue;
        }
        let buf = out.get_or_insert_with(|| bytes.to_vec());
        buf[start..start + replacement.len()].copy_from_slice(replacement.as_bytes());
        for b in &mut buf[start + replacement.len()..end] {
            // Newlines stay where they were; everything else is padding.
            if *b != b'\n' {
                *b = b' ';
            }
        }
        from = end;
    }
    // Only ASCII was written over ASCII-only matched bytes.
    out.map(|b| String::from_utf8(b).unwrap_or_else(|_| text.to_string()))
}

/// `((address_space(N)))` (with any whitespace, `__address_space__` too)
/// starting at `i`: the end offset and `N`.
fn match_address_space(b: &[u8], mut i: usize) -> Option<(usize, u32)> {
    let expect = |i: &mut usize, s: &[u8]| -> bool {
        while *i < b.len() && b[*i].is_ascii_whitespace() {
            *i += 1;
        }
        if b[*i..].starts_with(s) {
            *i += s.len();
            true
        } else {
            false
        }
    };
    if !(expect(&mut i, b"(") && expect(&mut i, b"(")) {
        return None;
    }
    if !(expect(&mut i, b"address_space") || expect(&mut i, b"__address_space__")) {
        return None;
    }
    if !expect(&mut i, b"(") {
        return None;
    }
    while i < b.len() && b[i].is_ascii_whitespace() {
        i += 1;
    }
    let digits = i;
    while i < b.len() && b[i].is_ascii_digit() {
        i += 1;
    }
    let n: u32 = std::str::from_utf8(&b[digits..i]).ok()?.parse().ok()?;
    if !(expect(&mut i, b")") && expect(&mut i, b")") && expect(&mut i, b")")) {
        return None;
    }
    Some((i, n))
}

fn is_ident_byte(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_'
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rewrites_in_place_keeping_offsets() {
        let src = "x = (__attribute__((address_space(1))) float *)p;\n";
        let out = rewrite(src).unwrap();
        assert_eq!(out.len(), src.len());
        assert!(out.starts_with("x = (alignas(__cudac_address_space_1)"));
        assert!(out.ends_with(" float *)p;\n"));
    }

    #[test]
    fn spaced_and_multi_line_spellings() {
        let src = "__attribute__ ( ( __address_space__ ( 3 ) )\n) int *p;";
        let out = rewrite(src).unwrap();
        assert_eq!(out.len(), src.len());
        assert!(out.starts_with("alignas(__cudac_address_space_3)"));
        assert_eq!(out.matches('\n').count(), 1);
        assert!(out.ends_with(" int *p;"));
    }

    #[test]
    fn leaves_other_attributes_alone() {
        assert!(rewrite("__attribute__((aligned(8))) int x;").is_none());
        let s = "__attribute__((aligned(8), address_space(1))) int *x; my__attribute__((address_space(1)))";
        assert!(rewrite(s).is_none());
        // A non-literal argument stays for the declaration-level check.
        assert!(rewrite("__attribute__((address_space(N))) int *p;").is_none());
    }
}
