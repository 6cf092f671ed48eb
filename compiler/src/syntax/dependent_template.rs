//! `T::template name` without template arguments, as a template template
//! argument or default (`template <class...> class F2 = F::template
//! call`, libcu++ 2.x's `__type_callable_fn`), which tree-sitter-cpp
//! cannot parse: it expects the argument list a `template` keyword there
//! usually announces.
//!
//! Input: the preprocessed text. Output: the same text with such a
//! `template` blanked, which leaves the qualified name `F::call` that
//! tree-sitter reads; the keyword only tells a parser that `call` names a
//! template, which sema finds by looking it up once `F` is known.
//! Invariant: offsets never move.
//!
//! Which `template`: one right after `::` and before a name that is
//! followed by `,` or `>`, the only places a template's name stands
//! alone.

use super::text_scan::{blank, into_text, is_ident, skip_blanks};

/// The rewritten text, or `None` when there is nothing to rewrite.
pub(crate) fn rewrite(text: &str) -> Option<String> {
    if !text.contains("::template") && !text.contains(":: template") {
        return None;
    }
    let b = text.as_bytes();
    let mut out: Option<Vec<u8>> = None;
    let mut from = 0;
    while let Some(pos) = text[from..].find("template") {
        let start = from + pos;
        let end = start + "template".len();
        from = end;
        let whole =
            (start == 0 || !is_ident(b[start - 1])) && b.get(end).is_none_or(|&c| !is_ident(c));
        if whole && after_scope(b, start) && bare_name_follows(b, end) {
            blank(out.get_or_insert_with(|| b.to_vec()), start..end);
        }
    }
    out.map(|o| into_text(o, text))
}

/// Whether `::` ends just before `at` (blanks between allowed).
fn after_scope(b: &[u8], at: usize) -> bool {
    let mut i = at;
    while i > 0 && b[i - 1].is_ascii_whitespace() {
        i -= 1;
    }
    i >= 2 && &b[i - 2..i] == b"::"
}

/// Whether a name follows `at`, and then `,` or `>`.
fn bare_name_follows(b: &[u8], at: usize) -> bool {
    let mut i = skip_blanks(b, at);
    let name = i;
    while i < b.len() && is_ident(b[i]) {
        i += 1;
    }
    if i == name || b[name].is_ascii_digit() {
        return false;
    }
    let next = skip_blanks(b, i);
    matches!(b.get(next), Some(b',' | b'>')) && !b[next..].starts_with(b">=")
}

#[cfg(test)]
mod tests {
    use super::rewrite;

    #[test]
    fn bare_member_template_names_lose_the_keyword() {
        let src =
            "template <class F, template <class...> class G = F::template call, class = G<int>>";
        let out = rewrite(src).unwrap();
        assert_eq!(out.len(), src.len());
        assert!(out.contains("F::         call,"), "{out}");
        assert_eq!(
            rewrite("X<T::template apply> x;").unwrap(),
            "X<T::         apply> x;"
        );
    }

    #[test]
    fn template_ids_and_other_uses_are_kept() {
        for src in [
            "typename F::template call<int> x;",
            "t.template get<0>();",
            "F::template call<T>::type y;",
            "template <class T> struct S;",
        ] {
            assert_eq!(rewrite(src), None, "{src}");
        }
    }
}
