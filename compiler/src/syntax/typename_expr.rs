//! `typename` in an expression, which tree-sitter-cpp cannot parse: an
//! explicit type conversion through a dependent name, `return typename
//! iterator_traits<I>::iterator_category();`, `typename T::type(0) + …`,
//! `f(typename R::tag{})` (libstdc++ writes all three).
//!
//! Input: the preprocessed text. Output: the same text with such a
//! `typename` blanked, which leaves the call `T::type(0)` (or `T::tag{}`)
//! that tree-sitter reads; sema, which checks a template's body once its
//! arguments are known, finds that the name is a type and makes the
//! conversion. Invariant: offsets never move.
//!
//! Which `typename` is an expression's: one after a token that can only
//! precede an expression (`return`, `(`, `=`, `,`, `?`, an operator),
//! followed by a qualified name (with template arguments) and then `(` or
//! `{`, where `(` does not open a declarator (`typename T::type (*fp)()`).
//! After `;`, `{` or `}` the same words would declare a variable
//! (`typename T::type (x);`), so a statement's start is never touched
//! before `(`; before `{` it is a conversion there too (libcu++'s
//! `__base_t{typename __base_t::__stored_type{…}}`). A name may go
//! through `::template` (`typename L::template mapping<E>(e)`).
//!
//! `using typename B<T>::type;`, a using-declaration tree-sitter cannot
//! read either, loses its `typename` the same way.

use super::text_scan::{closing_paren, into_text, is_ident, skip_blanks};

/// The rewritten text, or `None` when there is nothing to rewrite.
pub(crate) fn rewrite(text: &str) -> Option<String> {
    if !text.contains("typename") {
        return None;
    }
    let b = text.as_bytes();
    let mut out: Option<Vec<u8>> = None;
    let mut from = 0;
    while let Some(pos) = text[from..].find("typename") {
        let start = from + pos;
        let end = start + "typename".len();
        from = end;
        let whole =
            (start == 0 || !is_ident(b[start - 1])) && b.get(end).is_none_or(|&c| !is_ident(c));
        // `(*this)` after `return` or an operator opens no declarator:
        // only `(`, `,` and `<` may start a parameter's declaration.
        let declarator_may_follow = !only_expression_follows(b, start);
        let conversion = || match names_then_opens(b, end, declarator_may_follow) {
            Some((b'{', _)) => {
                after_expression_start(b, start)
                    || after_block_start(b, start)
                    || after_template_open(b, start)
            }
            Some((_, open)) => {
                after_expression_start(b, start)
                    || (after_template_open(b, start) && operator_follows(b, open))
            }
            None => false,
        };
        if whole && (after_using(b, start) || conversion()) {
            let o = out.get_or_insert_with(|| b.to_vec());
            o[start..end].fill(b' ');
        }
    }
    out.map(|o| into_text(o, text))
}

/// Whether the word before `at` is `using`: `using typename B<T>::type;`
/// (a using-declaration of a dependent type, CUB's digit extractors),
/// where the keyword only tells the parser too.
fn after_using(b: &[u8], at: usize) -> bool {
    let mut i = at;
    while i > 0 && b[i - 1].is_ascii_whitespace() {
        i -= 1;
    }
    i >= 5 && &b[i - 5..i] == b"using" && (i == 5 || !is_ident(b[i - 6]))
}

/// Whether the token before `at` is `{`, `}` or `;`: a statement or a
/// braced list starts there, and `typename T::x{…}` is a conversion in
/// either (no declaration is written so).
fn after_block_start(b: &[u8], at: usize) -> bool {
    let mut i = at;
    while i > 0 && b[i - 1].is_ascii_whitespace() {
        i -= 1;
    }
    i > 0 && matches!(b[i - 1], b'{' | b'}' | b';')
}

/// Whether the token before `at` is a lone `<` (a template argument list
/// opens; `<<` and `<=` are operators, which `after_expression_start`
/// does not take either).
fn after_template_open(b: &[u8], at: usize) -> bool {
    let mut i = at;
    while i > 0 && b[i - 1].is_ascii_whitespace() {
        i -= 1;
    }
    i > 0 && b[i - 1] == b'<' && (i < 2 || b[i - 2] != b'<')
}

/// Whether the parenthesis opened at `open` is followed by an operator:
/// a template argument `typename T::x()` is a type-id (a function type,
/// [temp.arg]p2) unless what follows cannot continue one, as in libcu++'s
/// `__cccl_requires<typename S::extent_type() == 0>`.
fn operator_follows(b: &[u8], open: usize) -> bool {
    let Some(close) = closing_paren(b, open) else {
        return false;
    };
    let next = skip_blanks(b, close + 1);
    let rest = &b[next..];
    // What continues a function type: `>`/`,` ending the argument, `...`,
    // a ref-qualifier, `const`/`noexcept`, a parameter list or bound.
    let type_goes_on = match rest.first() {
        None => true,
        Some(&c) if is_ident(c) => true,
        Some(b'>' | b',' | b')' | b'.' | b'(' | b'[' | b'*') => true,
        Some(b'&') => {
            let after = if rest.starts_with(b"&&") { 2 } else { 1 };
            matches!(b.get(skip_blanks(b, next + after)), Some(b'>' | b','))
        }
        Some(_) => false,
    };
    !type_goes_on
}

/// Whether the token before `at` starts an expression that no
/// declaration can: `return`, `=`, `?`, `:` or an operator (not `(`,
/// `,` or `[`, after which a parameter or a structured binding's
/// declarator may come).
fn only_expression_follows(b: &[u8], at: usize) -> bool {
    let mut i = at;
    while i > 0 && b[i - 1].is_ascii_whitespace() {
        i -= 1;
    }
    after_expression_start(b, at) && i > 0 && !matches!(b[i - 1], b'(' | b',' | b'[')
}

/// Whether the token before `at` can only be followed by an expression.
fn after_expression_start(b: &[u8], at: usize) -> bool {
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
        b'(' | b'=' | b',' | b'?' | b'+' | b'-' | b'*' | b'/' | b'%' | b'|' | b'^' | b'!'
        | b'~' | b'[' => true,
        // `a & typename …` but not `&&` closing a parameter's type; `:`
        // of `?:` but not `::`.
        b'&' => i >= 2 && b[i - 2] != b'&',
        b':' => i < 2 || b[i - 2] != b':',
        _ => false,
    }
}

/// The bracket (`{` or `(`) after the qualified name (identifiers, `::`,
/// `template`, balanced `<…>`) that starts after `at`, when it is `{` or
/// a `(` that opens no declarator, with the bracket's offset.
fn names_then_opens(b: &[u8], at: usize, declarator_may_follow: bool) -> Option<(u8, usize)> {
    let mut i = skip_blanks(b, at);
    let mut seen_scope = false;
    let mut last_was_name = false;
    loop {
        if i < b.len() && is_ident(b[i]) && !last_was_name {
            let word = i;
            while i < b.len() && is_ident(b[i]) {
                i += 1;
            }
            // `T::template mapping<…>`: the keyword, then the name.
            last_was_name = !(seen_scope && &b[word..i] == b"template");
        } else if b[i..].starts_with(b"::") {
            seen_scope = true;
            last_was_name = false;
            i += 2;
        } else if i < b.len() && b[i] == b'<' && last_was_name {
            match closing_angle(b, i) {
                Some(close) => i = close + 1,
                None => return None,
            }
        } else {
            break;
        }
        i = skip_blanks(b, i);
    }
    if !seen_scope || !last_was_name {
        return None;
    }
    match b.get(i) {
        Some(b'{') => Some((b'{', i)),
        Some(b'(') => {
            let j = skip_blanks(b, i + 1);
            let declarator = declarator_may_follow && matches!(b.get(j), Some(b'*' | b'&' | b'^'));
            (!declarator).then_some((b'(', i))
        }
        _ => None,
    }
}

/// The `>` closing the template argument list opened at `open`: nested
/// `<…>`, `(…)` and `[…]` skipped; `>>` closes two.
fn closing_angle(b: &[u8], open: usize) -> Option<usize> {
    let mut depth = 0usize;
    let mut parens = 0usize;
    let mut i = open;
    while i < b.len() {
        match b[i] {
            b'(' | b'[' => parens += 1,
            b')' | b']' => parens = parens.checked_sub(1)?,
            b'<' if parens == 0 => depth += 1,
            b'>' if parens == 0 => {
                depth -= 1;
                if depth == 0 {
                    return Some(i);
                }
            }
            b';' | b'{' | b'}' => return None,
            _ => {}
        }
        i += 1;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::rewrite;

    #[test]
    fn typename_conversions_in_expressions_are_blanked() {
        let src = "return typename iterator_traits<I>::iterator_category();\nx = (typename P<T>::__type(0) + ...);\nf(typename R::tag{}, typename A<B<int>>::t(1));\nusing typename B<T>::bits;\nS{ typename S::stored{ 1 } };\n(typename L::template mapping<E>(e));\nr<typename S::extent_type() == 0>;\nq<typename S::t{}>;\nreturn typename common_type<D>::type(*this);\nx = typename T::type(&y);";
        let out = rewrite(src).unwrap();
        assert_eq!(out.len(), src.len());
        assert!(!out.contains("typename"), "{out}");
    }

    #[test]
    fn declarations_and_parameters_keep_it() {
        for src in [
            "template <typename T, typename U = typename T::type> void f();",
            "{ typename T::type (x); }",
            "void f(int, typename T::type (*fp)());",
            "typedef typename T::type t;",
            "using t = typename T::template rebind<U>::other;",
            "f(typename T::type x);",
            "function<typename T::result_type()> f;",
            "function<typename T::result_type(int) &&> f;",
            "g<typename T::r(), int>();",
        ] {
            assert_eq!(rewrite(src), None, "{src}");
        }
    }
}
