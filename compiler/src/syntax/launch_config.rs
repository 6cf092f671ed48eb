//! A kernel launch whose configuration holds a `<` or `>` outside
//! parentheses (`k<<<n, b, b.x > 32 ? s : 0>>>(x)`, ggml's `norm.cu`):
//! tree-sitter-cpp reads `<<<` as `<<` and a template argument list, which
//! such a `>` closes, and the statement falls apart (an error in a host
//! body, whose launches were then never seen). nvcc reads every `>`
//! before the `>>>` as an operator.
//!
//! Input: the preprocessed text. Output: the same text with such a
//! launch's `<<<` written `<<(` and its `>>>` written `)>>`: the
//! configuration becomes a parenthesised (comma) expression, which
//! parses whole; lowering reads `<<<` back at that offset
//! (`Lower::launch_parts`). Invariant: offsets never move; launches
//! without such a `<` or `>` are left as they are.

use super::text_scan::{into_text, past_literal};

/// The rewritten text, or `None` when there is nothing to rewrite.
pub(crate) fn rewrite(text: &str) -> Option<String> {
    if !text.contains("<<<") {
        return None;
    }
    let b = text.as_bytes();
    let mut out: Option<Vec<u8>> = None;
    let mut from = 0;
    while let Some(pos) = text[from..].find("<<<") {
        let open = from + pos;
        from = open + 3;
        if let Some(close) = config_end(b, open + 3) {
            let out = out.get_or_insert_with(|| b.to_vec());
            out[open..open + 3].copy_from_slice(b"<<(");
            out[close..close + 3].copy_from_slice(b")>>");
            from = close + 3;
        }
    }
    out.map(|o| into_text(o, text))
}

/// The position of the `>>>` closing the configuration that starts at
/// `i`, if the configuration holds a `<` or `>` outside brackets (not
/// `->`); `None` otherwise, or if no `>>>` closes it before a `;` or a
/// brace.
fn config_end(b: &[u8], mut i: usize) -> Option<usize> {
    let mut depth = 0usize;
    let mut angle = false;
    while i < b.len() {
        match b[i] {
            b'"' | b'\'' => {
                i = past_literal(b, i);
                continue;
            }
            b'(' | b'[' => depth += 1,
            b')' | b']' => depth = depth.checked_sub(1)?,
            b';' | b'{' | b'}' => return None,
            b'>' if depth == 0 && b[i..].starts_with(b">>>") => {
                return angle.then_some(i);
            }
            b'>' if i > 0 && b[i - 1] == b'-' => {}
            b'<' | b'>' if depth == 0 => angle = true,
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
    fn parenthesises_configurations_with_angles() {
        let t = "k<1024><<<n, b, b.x > W ? 32 : 0>>>(x, d);";
        assert_eq!(
            rewrite(t).as_deref(),
            Some("k<1024><<(n, b, b.x > W ? 32 : 0)>>(x, d);")
        );
        let t = "k<<<g, std::max<int>(a, b)>>>(p);";
        assert_eq!(
            rewrite(t).as_deref(),
            Some("k<<(g, std::max<int>(a, b))>>(p);")
        );
    }

    #[test]
    fn leaves_other_launches_alone() {
        assert_eq!(rewrite("k<<<g, b, (a > c ? 1 : 0)>>>(p);"), None);
        assert_eq!(rewrite("k<<<g, p->n>>>(p);"), None);
        assert_eq!(rewrite("s << \"<<<\" << (a > b);"), None);
        assert_eq!(rewrite("k<<<g, b>>>(p); x = a > b;"), None);
    }
}
