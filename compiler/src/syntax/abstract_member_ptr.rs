//! Abstract pointers to members (`R (C::*)(A...) const`, `int (ns::C::*)`),
//! which tree-sitter-cpp cannot parse: it has no abstract member-pointer
//! declarator, and reads `(C::*)` as a parameter list or a call. Named
//! ones in parentheses (`_Ret (_Tp::*_M_f)();` as a class member) go the
//! same way.
//! libstdc++'s `_Mem_fn_traits<_Res (_Class::*)(_ArgTypes...) const &>`
//! and every `using F = int (C::*)(int);` need them.
//!
//! Input: the preprocessed text. Output: the same text with the class
//! path of each `( path :: * )` blanked, which leaves the abstract
//! pointer `(   *)` that tree-sitter reads; `Lower::declarator` reads the
//! path back from the preprocessed text before the `*` (`member_path_before`)
//! and makes the pointer a pointer to a member. Invariant: offsets never
//! move.
//!
//! Only a path of plain identifiers is blanked (`C::`, `ns::C::`): a
//! `*` right before `)` after `::` is nothing but a member pointer in C++,
//! so nothing else matches.
//!
//! A member pointer's path written right after its type, outside
//! parentheses, goes the same way: tree-sitter reads `int C::* p;` at
//! namespace or block scope but not as a class member (`float P::* m;`
//! is a bit-field there), nor in template arguments (`S<int C::*>`).
//! `path ::*` after the end of a type (an identifier, `>`, `*` or `&`) is
//! nothing but a member pointer declarator either.

use super::text_scan::{blank, into_text, is_ident, skip_blanks};

/// The rewritten text, or `None` when there is nothing to rewrite.
pub(crate) fn rewrite(text: &str) -> Option<String> {
    if !text.contains("::*") && !text.contains(":: *") {
        return None;
    }
    let b = text.as_bytes();
    let mut out: Option<Vec<u8>> = None;
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'(' {
            if let Some(path) = path_then_star(b, i + 1) {
                let o = out.get_or_insert_with(|| b.to_vec());
                blank(o, path);
            }
        }
        if b[i..].starts_with(b"::") {
            let star = skip_blanks(b, i + 2);
            if let Some(path) = (b.get(star) == Some(&b'*'))
                .then(|| path_after_type(b, star))
                .flatten()
            {
                let o = out.get_or_insert_with(|| b.to_vec());
                blank(o, path);
            }
        }
        i += 1;
    }
    out.map(|o| into_text(o, text))
}

/// Before the `*` at `star`: the bytes of `A::B::` when they follow the
/// end of a type (an identifier, `>`, `*`, `&`), as in `int C::* p`.
fn path_after_type(b: &[u8], star: usize) -> Option<std::ops::Range<usize>> {
    let back = |mut i: usize| {
        while i > 0 && b[i - 1].is_ascii_whitespace() {
            i -= 1;
        }
        i
    };
    let mut i = back(star);
    let mut start = None;
    while i >= 2 && &b[i - 2..i] == b"::" && (i < 3 || b[i - 3] != b':') {
        let end = back(i - 2);
        let mut s = end;
        while s > 0 && is_ident(b[s - 1]) {
            s -= 1;
        }
        if s == end || b[s].is_ascii_digit() {
            return None;
        }
        start = Some(s);
        i = back(s);
    }
    let start = start?;
    let before = *b.get(i.checked_sub(1)?)?;
    (is_ident(before) || matches!(before, b'>' | b'*' | b'&')).then_some(start..star)
}

/// After a `(` at `from - 1`: the bytes of `A::B::` when they are
/// followed by `*`, an optional name, and `)` (blanks allowed between
/// tokens): `(C::*)`, or `(C::*pm)` where tree-sitter cannot read that
/// either (a class member's declarator, `_Ret (_Tp::*_M_f)();`).
fn path_then_star(b: &[u8], from: usize) -> Option<std::ops::Range<usize>> {
    let start = skip_blanks(b, from);
    let mut i = start;
    let mut parts = 0;
    loop {
        let id = i;
        while i < b.len() && is_ident(b[i]) {
            i += 1;
        }
        if i == id || b[id].is_ascii_digit() {
            return None;
        }
        i = skip_blanks(b, i);
        if !b[i..].starts_with(b"::") {
            return None;
        }
        i = skip_blanks(b, i + 2);
        parts += 1;
        if b.get(i) == Some(&b'*') {
            break;
        }
    }
    let star = i;
    let mut close = skip_blanks(b, star + 1);
    if b.get(close)
        .is_some_and(|&c| is_ident(c) && !c.is_ascii_digit())
    {
        while close < b.len() && is_ident(b[close]) {
            close += 1;
        }
        close = skip_blanks(b, close);
    }
    (parts > 0 && b.get(close) == Some(&b')')).then_some(start..star)
}

/// The identifiers of the class path a member pointer's `*` at byte
/// `star` had before `rewrite` blanked it, with their byte ranges
/// (`(ns::C::*)` → `ns`, `C`); empty when there was none.
pub(crate) fn member_path_before(text: &str, star: usize) -> Vec<(String, std::ops::Range<usize>)> {
    let b = text.as_bytes();
    let in_parens = b[..star]
        .iter()
        .rposition(|&c| c == b'(')
        .and_then(|open| path_then_star(b, open + 1))
        .filter(|r| r.end == star);
    let Some(path) = in_parens.or_else(|| path_after_type(b, star)) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let mut i = path.start;
    while i < star {
        let s = i;
        while i < star && is_ident(b[i]) {
            i += 1;
        }
        if i > s {
            out.push((text[s..i].to_string(), s..i));
        }
        i = skip_blanks(b, i);
        if b[i..].starts_with(b"::") {
            i = skip_blanks(b, i + 2);
        } else {
            break;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::{member_path_before, rewrite};

    #[test]
    fn class_paths_of_abstract_member_pointers_are_blanked() {
        let src = "S<R (C::*)(A...) const &>; using F = int (ns::C :: *)(int); int (D::*) x; R (T::*m)();";
        let out = rewrite(src).unwrap();
        assert_eq!(out.len(), src.len());
        assert_eq!(
            out,
            "S<R (   *)(A...) const &>; using F = int (         *)(int); int (   *) x; R (   *m)();"
        );
        let star = src.find("ns::C :: *").unwrap() + "ns::C :: ".len();
        let path: Vec<String> = member_path_before(src, star)
            .into_iter()
            .map(|p| p.0)
            .collect();
        assert_eq!(path, ["ns", "C"]);
    }

    #[test]
    fn member_pointer_paths_after_types_are_blanked() {
        let src = "struct A { float P::* m; int ns::C:: *q; }; S<int C::*> s; int *C::*pp;";
        let out = rewrite(src).unwrap();
        assert_eq!(
            out,
            "struct A { float    * m; int         *q; }; S<int    *> s; int *   *pp;"
        );
        let star = src.find("C:: *q").unwrap() + "C:: ".len();
        let path: Vec<String> = member_path_before(src, star)
            .into_iter()
            .map(|p| p.0)
            .collect();
        assert_eq!(path, ["ns", "C"]);
    }

    #[test]
    fn named_member_pointers_and_other_text_are_kept() {
        for src in ["a = (b::c * d);", "f((x))", "(::*)", "(C::*p + 1)"] {
            assert_eq!(rewrite(src), None, "{src}");
        }
    }
}
