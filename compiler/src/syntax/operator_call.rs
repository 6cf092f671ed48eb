//! Operator functions called by their unqualified name, which
//! tree-sitter-cpp cannot parse as calls: `operator*()` inside a member
//! function (libcu++'s iterators: `return addressof((operator*()));`) and
//! `operator!=(a, b)`, which it reads as the identifier `operator`
//! compared with the comma expression `(a, b)`.
//!
//! Input: the preprocessed text. Output: the same text with
//! - `operator*()` written `(**this)` and blanks: the unary `*` applied
//!   to the object, which calls the same `operator*` (the member is found
//!   first; a non-member taking the class would be the same call written
//!   through the operator);
//! - the name of any other such call, `operator` and its symbol, spelled
//!   as one reserved identifier of the same length (`__Q05_____` for
//!   `operator!=`), which lowering reads back as the operator's name
//!   (`spelled_name`): the call stays an unqualified call, with ordinary
//!   lookup and argument-dependent lookup (hidden friends) as written.
//!
//! Invariant: offsets never move (each rewrite keeps its length).
//!
//! Which calls: an `operator` with its symbol and `(` right after it,
//! after a token that can only precede an expression (`return`, `(`,
//! `=`, `,`, `?`, `!`, `:` of a conditional), never after `.`, `->` or
//! `::` or a type (a declaration). `operator()` and `operator[]` parse.

use super::text_scan::{into_text, is_ident, skip_blanks};

/// The operator symbols a call by name may spell, longest first where one
/// is a prefix of another; the index is the identifier's code.
const SYMBOLS: [&str; 38] = [
    "<<=", ">>=", "<=>", "->*", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||", "++", "--", "+=",
    "-=", "*=", "/=", "%=", "&=", "|=", "^=", "->", "+", "-", "*", "/", "%", "^", "&", "|", "~",
    "!", "=", "<", ">", ",", "",
];

/// The prefix of the identifiers `rewrite` spells operator names with.
const PREFIX: &str = "__Q";

/// The operator function name (`operator!=`) identifier `ident` spells,
/// if it is one `rewrite` wrote.
pub(crate) fn spelled_name(ident: &str) -> Option<String> {
    let code = ident.strip_prefix(PREFIX)?;
    let digits = code.get(..2)?;
    if !digits.bytes().all(|c| c.is_ascii_digit()) || !code[2..].bytes().all(|c| c == b'_') {
        return None;
    }
    let sym = SYMBOLS.get(digits.parse::<usize>().ok()?)?;
    (!sym.is_empty()).then(|| format!("operator{sym}"))
}

/// The rewritten text, or `None` when there is nothing to rewrite.
pub(crate) fn rewrite(text: &str) -> Option<String> {
    let derefs = rewrite_derefs(text);
    let text2 = derefs.as_deref().unwrap_or(text);
    let named = rewrite_named_calls(text2).or(derefs);
    let text3 = named.as_deref().unwrap_or(text);
    rewrite_conversion_calls(text3).or(named)
}

/// `obj.operator unsigned int()`: a conversion function called by name
/// through an object, its type several words, which tree-sitter reads
/// nowhere near a call. The blanks between the words become `_`, so it
/// reads the one-word shape `obj.operator T()` that lowering knows
/// (`Lower::call` names the function from the preprocessed text).
fn rewrite_conversion_calls(text: &str) -> Option<String> {
    each_operator_keyword(text, |b, start, out| {
        let mut k = start;
        while k > 0 && b[k - 1].is_ascii_whitespace() {
            k -= 1;
        }
        let member = b[..k].ends_with(b".") || b[..k].ends_with(b"->");
        if !member || b.get(start + 8).is_some_and(|&c| is_ident(c)) {
            return None;
        }
        // The words of the type, and the blanks between them.
        let mut i = skip_blanks(b, start + 8);
        let mut gaps = Vec::new();
        loop {
            let w = i;
            while i < b.len() && is_ident(b[i]) {
                i += 1;
            }
            if i == w {
                break;
            }
            let next = skip_blanks(b, i);
            if next < b.len() && is_ident(b[next]) {
                gaps.push(i..next);
            }
            i = next;
        }
        if gaps.is_empty() || b.get(i) != Some(&b'(') || b[start..i].contains(&b'\n') {
            return None;
        }
        let o = out.get_or_insert_with(|| b.to_vec());
        for g in gaps {
            o[g].fill(b'_');
        }
        Some(i)
    })
}

/// Calls `f` with the bytes of `text`, the offset of each `operator`
/// keyword in it (scanning on after the offset `f` returns when it
/// rewrote, after the keyword otherwise) and the rewritten bytes `f`
/// fills; the rewritten text, or `None` when `f` wrote nothing.
fn each_operator_keyword(
    text: &str,
    mut f: impl FnMut(&[u8], usize, &mut Option<Vec<u8>>) -> Option<usize>,
) -> Option<String> {
    if !text.contains("operator") {
        return None;
    }
    let b = text.as_bytes();
    let mut out: Option<Vec<u8>> = None;
    let mut from = 0;
    while let Some(pos) = text[from..].find("operator") {
        let start = from + pos;
        from = f(b, start, &mut out).unwrap_or(start + 8);
    }
    out.map(|o| into_text(o, text))
}

/// `operator OP (` in an expression: the name respelled (`spelled_name`).
fn rewrite_named_calls(text: &str) -> Option<String> {
    each_operator_keyword(text, |b, start, out| {
        if start > 0 && is_ident(b[start - 1])
            || b.get(start + 8).copied().is_some_and(is_ident)
            || !after_expression_start(b, start)
        {
            return None;
        }
        let op = skip_blanks(b, start + 8);
        let code = SYMBOLS
            .iter()
            .position(|s| !s.is_empty() && b[op..].starts_with(s.as_bytes()))?;
        let end = op + SYMBOLS[code].len();
        if b.get(skip_blanks(b, end)) != Some(&b'(') || b[start..end].contains(&b'\n') {
            return None;
        }
        let mut name = format!("{PREFIX}{code:02}").into_bytes();
        name.resize(end - start, b'_');
        out.get_or_insert_with(|| b.to_vec())[start..end].copy_from_slice(&name);
        Some(end)
    })
}

/// `operator*()`: `(**this)`.
fn rewrite_derefs(text: &str) -> Option<String> {
    if !text.contains("operator*") {
        return None;
    }
    let b = text.as_bytes();
    let mut out: Option<Vec<u8>> = None;
    let mut from = 0;
    while let Some(pos) = text[from..].find("operator*") {
        let start = from + pos;
        from = start + 9;
        if start > 0 && is_ident(b[start - 1]) || !after_expression_start(b, start) {
            continue;
        }
        let open = skip_blanks(b, start + 9);
        if b.get(open) != Some(&b'(') {
            continue;
        }
        let close = skip_blanks(b, open + 1);
        if b.get(close) != Some(&b')') {
            continue;
        }
        let mut run = b"(**this)".to_vec();
        if close + 1 - start < run.len() {
            continue;
        }
        run.resize(close + 1 - start, b' ');
        out.get_or_insert_with(|| b.to_vec())[start..close + 1].copy_from_slice(&run);
        from = close + 1;
    }
    out.map(|o| into_text(o, text))
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
        // (Not `>`: `vector<int> operator+(…)` declares one.)
        // A statement's start too: a declaration of an operator function
        // has a return type before `operator` (a conversion function has
        // no symbol), so `{ operator=(o); }` is a call.
        b'(' | b'=' | b',' | b'?' | b'!' | b'[' | b'+' | b'-' | b'/' | b'%' | b'|' | b'^'
        | b'~' | b'<' | b'{' | b';' | b'}' => true,
        b':' => i < 2 || b[i - 2] != b':',
        // `T& operator*()` and `T* operator->()` declare one; `2 * operator+(…)`
        // and `v[0] & operator~(b)` multiply and mask: an operand before the
        // `*` or `&` that cannot be a type (not `)`: `decltype(x)& operator*()`).
        b'*' | b'&' => ends_in_operand(b, i - 1),
        _ => false,
    }
}

/// Whether the token before `at` is a number literal or `]`, which can
/// only end an operand, never a type.
fn ends_in_operand(b: &[u8], at: usize) -> bool {
    let mut i = at;
    while i > 0 && (b[i - 1].is_ascii_whitespace() || b[i - 1] == b'&') {
        i -= 1;
    }
    if i == 0 {
        return false;
    }
    if b[i - 1] == b']' {
        return true;
    }
    let mut s = i;
    while s > 0 && is_ident(b[s - 1]) {
        s -= 1;
    }
    s < i && b[s].is_ascii_digit()
}

#[cfg(test)]
mod tests {
    use super::rewrite;

    #[test]
    fn calls_by_name_become_the_operator() {
        assert_eq!(
            rewrite("return addressof((operator*()));").unwrap(),
            "return addressof(((**this)   ));"
        );
        assert_eq!(
            rewrite("return operator*();").unwrap(),
            "return (**this)   ;"
        );
        assert_eq!(
            rewrite("void f(const V &o) { operator=(o); x(); operator+=(o);}").unwrap(),
            "void f(const V &o) { __Q33____(o); x(); __Q14_____(o);}"
        );
    }

    #[test]
    fn several_word_conversion_calls_join_their_words() {
        assert_eq!(
            rewrite("x = a.operator unsigned  int (); p->operator long long();").unwrap(),
            "x = a.operator unsigned__int (); p->operator long_long();"
        );
        for src in ["operator unsigned int();", "x = a.operator int();"] {
            assert_eq!(rewrite(src), None, "{src}");
        }
    }

    #[test]
    fn declarations_and_member_calls_are_kept() {
        for src in [
            "T& operator*() const { return *p; }",
            "x.operator*();",
            "p->operator*();",
            "S::operator*();",
            "bool operator!=(V a, V b);",
            "friend bool operator==(V a, V b) { return false; }",
            "T& operator=(const T&);",
            "vector<int> operator+(int);",
            "x = a.operator!=(b);",
            "x = ::operator<(a, b);",
            "return operator bool();",
            "y = operator()(z);",
            "return operator_x(a);",
            "T& operator+=(const T& o);",
            "decltype(x)& operator-(const T& o);",
            "T&& operator-(const T& o);",
        ] {
            assert_eq!(rewrite(src), None, "{src}");
        }
    }

    #[test]
    fn named_operator_calls_keep_their_length_and_name() {
        for (src, name) in [
            ("return !operator!=(a, b);", "operator!="),
            ("x = operator<(a, b);", "operator<"),
            ("f(operator << (os, v));", "operator<<"),
            ("return c ? a : operator+(a, b);", "operator+"),
            ("return operator*(a, b);", "operator*"),
            ("x = 2 * operator+(a, b);", "operator+"),
            ("x = v[0] & operator~(b);", "operator~"),
        ] {
            let out = rewrite(src).unwrap();
            assert_eq!(out.len(), src.len(), "{src}");
            let at = out.find(super::PREFIX).unwrap();
            let ident: String = out[at..]
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            assert_eq!(super::spelled_name(&ident).as_deref(), Some(name), "{src}");
        }
        assert_eq!(super::spelled_name("__Qx"), None);
        assert_eq!(super::spelled_name("__Q99__"), None);
    }
}
