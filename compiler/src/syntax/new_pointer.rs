//! `new T*[n]`, `new T*`, `new T**(p)`: a new-type-id whose declarator
//! has pointer operators ([expr.new]: `new-declarator: ptr-operator
//! new-declarator_opt | noptr-new-declarator`). tree-sitter-cpp's
//! `new_declarator` takes array bounds only, so it reads `new int*[3]` as
//! a multiplication by a lambda and reports a syntax error; allocating an
//! array of pointers (`float **rows = new float*[n];`) is everyday code.
//!
//! Input: the preprocessed text. Output: the same text with each such `*`
//! replaced by a space, so the allocated type is read without its pointer
//! operators; `Lower::new_expr` counts the `*`s in the preprocessed text
//! after the type (`stars_after`) and wraps the type in as many pointers.
//! Invariant: offsets never move.
//!
//! A `*` after a new-expression's type can only be a pointer operator:
//! the new-type-id is the longest sequence of declarators
//! ([expr.new]p4), so `new int * x` is ill-formed rather than a product.
//! Only the plain form is rewritten: `new`, an optional placement in
//! parentheses, a type written as identifiers, `::` and template argument
//! lists, then `*`s and one of `[ ( { ; ) , : ?` (a parenthesised type-id,
//! `new (int*[3])`, is left as written).

use super::text_scan::{closing_paren, into_text, is_ident, past_literal, skip_blanks};

/// The rewritten text, or `None` when there is nothing to rewrite.
pub(crate) fn rewrite(text: &str) -> Option<String> {
    if !text.contains("new") {
        return None;
    }
    let b = text.as_bytes();
    let mut out: Option<Vec<u8>> = None;
    let mut i = 0;
    let mut prev_ident: &[u8] = b"";
    while i < b.len() {
        let c = b[i];
        if c == b'"' || c == b'\'' {
            i = past_literal(b, i);
            prev_ident = b"";
            continue;
        }
        if !is_ident(c) {
            if !c.is_ascii_whitespace() {
                prev_ident = b"";
            }
            i += 1;
            continue;
        }
        let start = i;
        while i < b.len() && is_ident(b[i]) {
            i += 1;
        }
        let word = &b[start..i];
        if word == b"new" && prev_ident != b"operator" {
            if let Some(stars) = pointer_stars(b, i) {
                let o = out.get_or_insert_with(|| b.to_vec());
                for s in stars {
                    o[s] = b' ';
                }
            }
        }
        prev_ident = word;
    }
    out.map(|o| into_text(o, text))
}

/// The positions of the `*`s of a new-type-id that starts after `new`
/// (ending at `from`), or `None` when it has none or is not plain.
fn pointer_stars(b: &[u8], from: usize) -> Option<Vec<usize>> {
    let mut i = skip_blanks(b, from);
    if b.get(i) == Some(&b'(') {
        // A placement; a second parenthesis is a parenthesised type-id.
        i = skip_blanks(b, closing_paren(b, i)? + 1);
        if b.get(i) == Some(&b'(') {
            return None;
        }
    }
    let type_start = i;
    loop {
        i = skip_blanks(b, i);
        match b.get(i)? {
            c if is_ident(*c) && !c.is_ascii_digit() => {
                let s = i;
                while i < b.len() && is_ident(b[i]) {
                    i += 1;
                }
                if &b[s..i] == b"decltype" {
                    let open = skip_blanks(b, i);
                    if b.get(open) != Some(&b'(') {
                        return None;
                    }
                    i = closing_paren(b, open)? + 1;
                }
            }
            b':' if b.get(i + 1) == Some(&b':') => i += 2,
            b'<' => i = past_angles(b, i)?,
            _ => break,
        }
    }
    if i == type_start {
        return None;
    }
    let mut stars = Vec::new();
    while let Some(&c) = b.get(i) {
        match c {
            b'*' => stars.push(i),
            c if c.is_ascii_whitespace() => {}
            _ => break,
        }
        i += 1;
    }
    let after = b.get(i).copied();
    let ends = matches!(
        after,
        Some(b'[' | b'(' | b'{' | b';' | b')' | b',' | b':' | b'?' | b']' | b'}')
    );
    // `**` followed by `=` is `new T ** = …`? never valid; `*=`, `*/`
    // and the like are no pointer operators.
    (!stars.is_empty() && ends).then_some(stars)
}

/// Past the template argument list opening at `open` (`>>` closes two;
/// parenthesised arguments and literals skipped), or `None` where it is
/// not plain: a `;`, a brace or bracket, or unbalanced text (the
/// expression is then left as written).
fn past_angles(b: &[u8], open: usize) -> Option<usize> {
    let mut depth = 0usize;
    let mut i = open;
    while let Some(&c) = b.get(i) {
        i = match c {
            b'"' | b'\'' => past_literal(b, i),
            b'(' => closing_paren(b, i)? + 1,
            b'<' => {
                depth += 1;
                i + 1
            }
            b'>' => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return Some(i + 1);
                }
                i + 1
            }
            b';' | b'{' | b'}' | b'[' | b']' | b')' => return None,
            _ => i + 1,
        };
    }
    None
}

/// How many `*`s `rewrite` blanked right after byte `from` (the end of a
/// new-expression's type): positions where the preprocessed text `pp`
/// has a `*` and the parsed text `parsed` a space, blanks between.
pub(crate) fn stars_after(pp: &str, parsed: &str, from: usize) -> usize {
    let (p, q) = (pp.as_bytes(), parsed.as_bytes());
    let mut n = 0;
    let mut i = from;
    while i < p.len() && i < q.len() {
        match (p[i], q[i]) {
            (b'*', b' ') => n += 1,
            (c, d) if c.is_ascii_whitespace() && c == d => {}
            _ => break,
        }
        i += 1;
    }
    n
}

#[cfg(test)]
mod tests {
    use super::{rewrite, stars_after};

    fn rw(src: &str) -> String {
        rewrite(src).unwrap_or_else(|| src.to_string())
    }

    #[test]
    fn pointer_operators_of_new_type_ids() {
        let cases = [
            ("p = new int*[3];", "p = new int [3];"),
            ("p = new float **[n]();", "p = new float   [n]();"),
            (
                "p = new std::vector<int>*[n];",
                "p = new std::vector<int> [n];",
            ),
            (
                "p = new (buf) const char*[2];",
                "p = new (buf) const char [2];",
            ),
            ("p = new T*(q);", "p = new T (q);"),
            ("f(new int*);", "f(new int );"),
            ("p = new Map<A<B>>*[4];", "p = new Map<A<B>> [4];"),
        ];
        for (src, want) in cases {
            assert_eq!(rw(src), want, "{src}");
            let from = src.find("new").unwrap();
            let out = rw(src);
            let type_end = out[from..]
                .find(" [")
                .or_else(|| out[from..].find(" ("))
                .map(|k| k + from);
            if let Some(end) = type_end {
                let end = out[..end].trim_end().len();
                assert!(stars_after(src, &out, end) > 0, "{src}");
            }
        }
    }

    #[test]
    fn other_stars_are_left_alone() {
        for src in [
            "x = a * b;",
            "p = new int[3] * 2;",
            "void *operator new(size_t n);",
            "s = \"new int*[3]\";",
            "p = new (int*[3]);",
            "renew * x;",
            "p = new int;",
        ] {
            assert_eq!(rw(src), src, "{src}");
        }
        // Nothing blanked, nothing counted.
        assert_eq!(stars_after("new int [3]", "new int [3]", 7), 0);
    }
}
