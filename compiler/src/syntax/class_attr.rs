//! A standard attribute directly after a class key and before a GNU
//! attribute, which tree-sitter-cpp cannot parse: libcu++ declares
//! `class [[deprecated]] __attribute__((__visibility__("default")))
//! result_of<_Fp(_Args...)> : public __invoke_of<_Fp, _Args...> {};`
//! (`_CCCL_DEPRECATED _CCCL_TYPE_VISIBILITY_DEFAULT`). tree-sitter reads
//! either attribute alone, and `__attribute__((…)) [[…]]`, but not this
//! order; its error recovery then declared a variable named after the
//! base class, which hid the class template `__invoke_of` from every
//! later use (CUB's `ThreadReduce`).
//!
//! Input: the preprocessed text. Output: the same text with each such
//! `[[…]]` blanked, line breaks kept. Invariant: offsets never move.
//!
//! Only attributes that change no code are blanked (`deprecated`,
//! `nodiscard`, `maybe_unused`, with or without arguments); any other
//! (`[[gnu::aligned(16)]]`) is left for the parser to report.
//!
//! A warning-only attribute before `friend` (`[[nodiscard]] friend bool
//! operator==(…)`, libcu++'s `_CCCL_NODISCARD_FRIEND`) is blanked too:
//! tree-sitter then reads `friend` as a type name.
//!
//! The same goes for a GNU visibility attribute after `enum class`
//! (libcu++ 2.x's `enum class _CCCL_TYPE_VISIBILITY_DEFAULT subrange_kind
//! : bool`), which tree-sitter cannot parse there either: an enumeration
//! has no symbol, so its visibility changes nothing.

use super::text_scan::{blank, into_text, is_ident, skip_blanks};

/// Attributes whose loss changes no code: they only ask for warnings.
const NEUTRAL: &[&str] = &["deprecated", "nodiscard", "maybe_unused"];

/// The rewritten text, or `None` when there is nothing to rewrite.
pub(crate) fn rewrite(text: &str) -> Option<String> {
    let b = text.as_bytes();
    let mut out: Option<Vec<u8>> = None;
    if text.contains("__attribute__") {
        enum_visibility(text, &mut out);
        alias_attributes(text, &mut out);
    }
    if !text.contains("[[") {
        return out.map(|o| into_text(o, text));
    }
    let mut from = 0;
    while let Some(pos) = text[from..].find("[[") {
        let open = from + pos;
        from = open + 2;
        let Some(close) = closing_brackets(b, open) else {
            continue;
        };
        let next = skip_blanks(b, close + 2);
        let before_friend =
            b[next..].starts_with(b"friend") && b.get(next + 6).is_some_and(|&c| !is_ident(c));
        let after_key = after_class_key(b, open) && b[next..].starts_with(b"__attribute__");
        if !before_friend && !after_key {
            continue;
        }
        if !all_neutral(&text[open + 2..close]) {
            continue;
        }
        blank(out.get_or_insert_with(|| b.to_vec()), open..close + 2);
        from = close + 2;
    }
    out.map(|o| into_text(o, text))
}

/// Blanks each `__attribute__((visibility(…)))` right after `enum class`
/// or `enum struct` into `out`.
fn enum_visibility(text: &str, out: &mut Option<Vec<u8>>) {
    let b = text.as_bytes();
    for (at, close, inner) in gnu_attributes(text) {
        if !after_enum_key(b, at) {
            continue;
        }
        let visibility = ["__visibility__", "visibility"].iter().any(|v| {
            inner
                .strip_prefix(v)
                .is_some_and(|r| r.trim_start().starts_with('(') && !r.contains(','))
        });
        if visibility {
            blank(out.get_or_insert_with(|| b.to_vec()), at..close + 1);
        }
    }
}

/// Each `__attribute__((…))` of `text`: where it starts, its closing
/// parenthesis, and what is inside the double parentheses (trimmed).
pub(super) fn gnu_attributes(text: &str) -> Vec<(usize, usize, &str)> {
    let b = text.as_bytes();
    let mut found = Vec::new();
    let mut from = 0;
    while let Some(pos) = text[from..].find("__attribute__") {
        let at = from + pos;
        from = at + 13;
        let open = skip_blanks(b, at + 13);
        if !b[open..].starts_with(b"((") {
            continue;
        }
        let Some(close) = closing_paren(b, open) else {
            continue;
        };
        found.push((at, close, text[open + 2..close.saturating_sub(1)].trim()));
        from = close + 1;
    }
    found
}

/// GNU attributes that change no code after an alias name.
pub(super) const NEUTRAL_GNU: &[&str] = &[
    "nodebug",
    "__nodebug__",
    "unused",
    "__unused__",
    "deprecated",
    "__deprecated__",
];

/// Blanks each warning- or debug-info-only `__attribute__((…))` between
/// an alias-declaration's name and its `=` into `out`: libcu++ 3.x
/// writes `using type _CCCL_NODEBUG_ALIAS = …;`, which is
/// `__attribute__((__nodebug__))` for a clang-like compiler, and
/// tree-sitter reads no GNU attribute there (the alias, among them
/// `__make_tuple_types_flat<…>::__apply_quals` that Thrust's zip
/// iterators assign through, was lost). An attribute that changes the
/// type (`aligned`) is left for the parser to report.
fn alias_attributes(text: &str, out: &mut Option<Vec<u8>>) {
    let b = text.as_bytes();
    for (at, close, inner) in gnu_attributes(text) {
        let (name_start, name) = word_before(b, at);
        if name.is_empty() || !name.iter().all(|&c| is_ident(c)) {
            continue;
        }
        if word_before(b, name_start).1 != b"using" {
            continue;
        }
        if b.get(skip_blanks(b, close + 1)) != Some(&b'=') {
            continue;
        }
        if inner.split(',').all(|a| NEUTRAL_GNU.contains(&a.trim())) {
            blank(out.get_or_insert_with(|| b.to_vec()), at..close + 1);
        }
    }
}

/// The word ending before `end` (blanks skipped), with where it starts.
fn word_before(b: &[u8], end: usize) -> (usize, &[u8]) {
    let mut end = end;
    while end > 0 && b[end - 1].is_ascii_whitespace() {
        end -= 1;
    }
    let mut start = end;
    while start > 0 && is_ident(b[start - 1]) {
        start -= 1;
    }
    (start, &b[start..end])
}

/// Whether the words before `at` are `enum class` or `enum struct`.
fn after_enum_key(b: &[u8], at: usize) -> bool {
    let (start, key) = word_before(b, at);
    matches!(key, b"class" | b"struct") && word_before(b, start).1 == b"enum"
}

/// The `)` matching the `(` at `open`, within one line's worth of
/// attribute (no `;`, `{` or `}` inside).
fn closing_paren(b: &[u8], open: usize) -> Option<usize> {
    let mut depth = 0usize;
    let mut i = open;
    while i < b.len() {
        match b[i] {
            b'(' => depth += 1,
            b')' => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return Some(i);
                }
            }
            b';' | b'{' | b'}' => return None,
            b'"' => {
                i += 1;
                while i < b.len() && b[i] != b'"' && b[i] != b'\n' {
                    i += if b[i] == b'\\' { 2 } else { 1 };
                }
            }
            _ => {}
        }
        i += 1;
    }
    None
}

/// Whether the word before `at` is `class`, `struct` or `union`.
fn after_class_key(b: &[u8], at: usize) -> bool {
    let mut end = at;
    while end > 0 && b[end - 1].is_ascii_whitespace() {
        end -= 1;
    }
    let mut start = end;
    while start > 0 && is_ident(b[start - 1]) {
        start -= 1;
    }
    matches!(&b[start..end], b"class" | b"struct" | b"union")
}

/// The position of the `]]` closing the `[[` at `open`, within one
/// attribute list (no `;`, `{` or `}` inside).
fn closing_brackets(b: &[u8], open: usize) -> Option<usize> {
    let mut i = open + 2;
    let mut depth = 0usize;
    while i + 1 < b.len() {
        match b[i] {
            b'(' => depth += 1,
            b')' => depth = depth.checked_sub(1)?,
            b']' if depth == 0 && b[i + 1] == b']' => return Some(i),
            b';' | b'{' | b'}' => return None,
            b'"' => {
                i += 1;
                while i < b.len() && b[i] != b'"' && b[i] != b'\n' {
                    i += if b[i] == b'\\' { 2 } else { 1 };
                }
            }
            _ => {}
        }
        i += 1;
    }
    None
}

/// Whether every attribute of the list is one of `NEUTRAL`.
fn all_neutral(list: &str) -> bool {
    let mut depth = 0usize;
    let mut names = Vec::new();
    let mut current = String::new();
    for c in list.chars() {
        match c {
            '(' => depth += 1,
            ')' => depth = depth.saturating_sub(1),
            ',' if depth == 0 => names.push(std::mem::take(&mut current)),
            _ if depth == 0 => current.push(c),
            _ => {}
        }
    }
    names.push(current);
    // libstdc++ spells them reserved: `[[__nodiscard__]]`.
    let plain = |n: &str| {
        let n = n.trim();
        n.strip_prefix("__")
            .and_then(|m| m.strip_suffix("__"))
            .unwrap_or(n)
            .to_string()
    };
    names.iter().all(|n| NEUTRAL.contains(&plain(n).as_str()))
}

#[cfg(test)]
mod tests {
    use super::rewrite;

    #[test]
    fn reserved_spellings_before_friend() {
        let src = "struct S { [[__nodiscard__]] friend bool operator==(S, S); };";
        assert!(!rewrite(src).unwrap().contains("[["));
    }

    #[test]
    fn warning_attributes_before_gnu_attributes_are_blanked() {
        let src = "template <class F>\nclass [[deprecated(\"use x\")]]\n__attribute__((__visibility__(\"default\"))) result_of<F()> {};\nstruct [[nodiscard, maybe_unused]] __attribute__((v)) S {};";
        let out = rewrite(src).unwrap();
        assert_eq!(out.len(), src.len());
        assert_eq!(out.lines().count(), src.lines().count());
        assert!(!out.contains("[["), "{out}");
        assert!(out.contains("__attribute__((__visibility__"));
        let friend = "struct S { [[nodiscard]] friend bool operator==(S, S); };";
        assert!(!rewrite(friend).unwrap().contains("[["));
    }

    #[test]
    fn enum_visibility_is_blanked() {
        let src = "enum class __attribute__((__visibility__(\"default\"))) kind : bool { a };";
        let out = rewrite(src).unwrap();
        assert_eq!(out.len(), src.len());
        assert!(!out.contains("__attribute__"), "{out}");
        for kept in [
            "enum class __attribute__((packed)) E : char { a };",
            "class __attribute__((__visibility__(\"default\"))) C {};",
        ] {
            assert_eq!(rewrite(kept), None, "{kept}");
        }
    }

    #[test]
    fn debug_only_attributes_of_aliases_are_blanked() {
        let src = "template <class T, class F = G<T>>\nusing apply __attribute__((__nodebug__)) = H<F>;\nusing type __attribute__((nodebug, unused))\n  = int;";
        let out = rewrite(src).unwrap();
        assert_eq!(out.len(), src.len());
        assert_eq!(out.lines().count(), src.lines().count());
        assert!(!out.contains("__attribute__"), "{out}");
        for kept in [
            "using v4 __attribute__((aligned(16))) = float;",
            "using v4 = float __attribute__((ext_vector_type(4)));",
            "int x __attribute__((unused)) = 3;",
        ] {
            assert_eq!(rewrite(kept), None, "{kept}");
        }
    }

    #[test]
    fn other_attributes_and_places_are_kept() {
        for src in [
            "struct [[gnu::aligned(16)]] __attribute__((v)) S {};",
            "struct [[deprecated]] S {}; int __attribute__((unused)) x;",
            "[[deprecated]] __attribute__((v)) int f();",
            "[[gnu::always_inline]] friend int f();",
            "int a[b[c]] __attribute__((unused));",
        ] {
            assert_eq!(rewrite(src), None, "{src}");
        }
    }
}
