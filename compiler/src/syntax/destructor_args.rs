//! `p->~Node<T>()`: a destructor named with its class's template
//! arguments (libstdc++'s `_Rb_tree::_M_destroy_node` writes
//! `__p->~_Rb_tree_node<_Val>()`). tree-sitter-cpp's `destructor_name` is
//! `~` and an identifier, so it reads the rest as the comparisons
//! `(p->~Node < T) > ()`, and the destructor call is lost.
//!
//! Input: the preprocessed text. Output: the same text with such a
//! template argument list blanked: the destructor is named by its class's
//! name alone, which names the same destructor ([class.dtor]p1: the
//! arguments must name the object's own class, which sema checks by
//! name). Invariant: offsets never move; only a `~name<…>` right after
//! `.` or `->` and right before `(` is touched.

use super::text_scan::{blank, into_text, is_ident, past_literal, skip_blanks};

/// The rewritten text, or `None` when there is nothing to rewrite.
pub(crate) fn rewrite(text: &str) -> Option<String> {
    if !text.contains('~') {
        return None;
    }
    let b = text.as_bytes();
    let mut out: Option<Vec<u8>> = None;
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'"' | b'\'' => {
                i = past_literal(b, i);
                continue;
            }
            b'~' if after_member_access(b, i) => {
                if let Some(args) = template_args_after(b, i + 1) {
                    blank(out.get_or_insert_with(|| b.to_vec()), args.clone());
                    i = args.end;
                    continue;
                }
            }
            _ => {}
        }
        i += 1;
    }
    out.map(|o| into_text(o, text))
}

/// Whether the `~` at `at` follows `.` or `->` (blanks between).
fn after_member_access(b: &[u8], at: usize) -> bool {
    let mut i = at;
    while i > 0 && b[i - 1].is_ascii_whitespace() {
        i -= 1;
    }
    i > 0 && (b[i - 1] == b'.' || (b[i - 1] == b'>' && i > 1 && b[i - 2] == b'-'))
}

/// The range of the template argument list `<…>` after the class name
/// that starts at `from`, when a `(` follows it; `None` otherwise.
fn template_args_after(b: &[u8], from: usize) -> Option<std::ops::Range<usize>> {
    let mut i = skip_blanks(b, from);
    let name = i;
    while i < b.len() && is_ident(b[i]) {
        i += 1;
    }
    if i == name || b[name].is_ascii_digit() {
        return None;
    }
    let open = skip_blanks(b, i);
    if b.get(open) != Some(&b'<') {
        return None;
    }
    // The matching `>`, nesting angles and brackets; a `;` or `{` ends
    // the search (no argument list).
    let (mut angles, mut parens) = (0usize, 0usize);
    let mut j = open;
    while j < b.len() {
        match b[j] {
            b'"' | b'\'' => {
                j = past_literal(b, j);
                continue;
            }
            b'<' if parens == 0 => angles += 1,
            b'>' if parens == 0 => {
                angles -= 1;
                if angles == 0 {
                    break;
                }
            }
            b'(' | b'[' => parens += 1,
            b')' | b']' => parens = parens.checked_sub(1)?,
            b';' | b'{' | b'}' => return None,
            _ => {}
        }
        j += 1;
    }
    if j >= b.len() {
        return None;
    }
    let after = skip_blanks(b, j + 1);
    (b.get(after) == Some(&b'(')).then_some(open..j + 1)
}

#[cfg(test)]
mod tests {
    use super::rewrite;

    #[test]
    fn blanks_a_destructors_template_arguments() {
        let s = "p->~Node<T>(); q . ~Pair<A, B<C>>();";
        let r = rewrite(s).expect("rewritten");
        assert_eq!(r, "p->~Node   (); q . ~Pair         ();");
        assert_eq!(r.len(), s.len());
    }

    #[test]
    fn leaves_other_tildes_alone() {
        assert!(rewrite("x = ~a < b; y = ~f<int>(3); p->~T();").is_none());
        assert!(rewrite("s = \"->~N<T>()\";").is_none());
    }
}
