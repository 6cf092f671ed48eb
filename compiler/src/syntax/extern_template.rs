//! Explicit instantiation declarations (`extern template class
//! allocator<char>;`), which tree-sitter-cpp cannot parse. libstdc++
//! writes dozens of them.
//!
//! Input: the preprocessed text, and which offsets are in the user's
//! files. Output: the same text with each `extern template …;` of a
//! library header blanked, line breaks kept, and the `extern` of the
//! user's blanked, leaving an explicit instantiation that parses, whose
//! lowering reads the `extern` back (`Item::Instantiation::is_extern`).
//! Invariant: offsets never move.
//!
//! Such a declaration promises that another translation unit
//! instantiates the specialisation, so this one does not
//! ([temp.explicit]p10). A library's never matter to device code (device
//! code that uses the specialisation instantiates it implicitly, as nvcc
//! does). A user's may: a host function template's kernels are then the
//! other unit's (ggml instantiates its flash-attention cases in files of
//! their own, and nvcc emits none of their kernels where they are
//! declared `extern`).

use super::text_scan::{blank, into_text, is_ident};

/// The rewritten text, or `None` when there is nothing to rewrite;
/// `users(offset)`: whether that offset is in the user's code.
pub(crate) fn rewrite(text: &str, users: &dyn Fn(usize) -> bool) -> Option<String> {
    if !text.contains("extern") || !text.contains("template") {
        return None;
    }
    let b = text.as_bytes();
    let mut out: Option<Vec<u8>> = None;
    let mut from = 0;
    while let Some(pos) = text[from..].find("extern") {
        let start = from + pos;
        from = start + "extern".len();
        let whole =
            (start == 0 || !is_ident(b[start - 1])) && b.get(from).is_some_and(|&c| !is_ident(c));
        let mut i = from;
        while i < b.len() && b[i].is_ascii_whitespace() {
            i += 1;
        }
        let template =
            b[i..].starts_with(b"template") && b.get(i + 8).is_none_or(|&c| !is_ident(c));
        if !whole || !template {
            continue;
        }
        // To the `;` that ends it, outside parentheses and braces (a
        // declaration has none of the latter; a brace means it is not one).
        let mut depth = 0i32;
        let mut end = None;
        for (j, &c) in b.iter().enumerate().skip(i) {
            match c {
                b'(' | b'[' => depth += 1,
                b')' | b']' => depth -= 1,
                b'{' | b'}' => break,
                b';' if depth == 0 => {
                    end = Some(j);
                    break;
                }
                _ => {}
            }
        }
        let Some(end) = end else { continue };
        let o = out.get_or_insert_with(|| b.to_vec());
        if users(start) {
            blank(o, start..from);
        } else {
            blank(o, start..end + 1);
        }
        from = end + 1;
    }
    out.map(|o| into_text(o, text))
}

#[cfg(test)]
mod tests {
    use super::rewrite;

    #[test]
    fn explicit_instantiation_declarations_are_blanked() {
        let src = "extern template class allocator<char>;\nextern template ostream& __ostream_insert(ostream&, const char*,\n streamsize);\nint x;";
        let out = rewrite(src, &|_| false).unwrap();
        assert_eq!(out.len(), src.len());
        assert_eq!(out.lines().count(), src.lines().count());
        assert_eq!(out.trim(), "int x;");
    }

    #[test]
    fn users_declarations_keep_the_instantiation() {
        let src = "extern template void f<1>(int *);\nint x;";
        let out = rewrite(src, &|_| true).unwrap();
        assert_eq!(out, "       template void f<1>(int *);\nint x;");
    }

    #[test]
    fn other_externs_are_kept() {
        for src in [
            "extern \"C\" { int f(); }",
            "extern int templated;",
            "template class A<int>;",
        ] {
            assert_eq!(rewrite(src, &|_| true), None, "{src}");
        }
    }
}
