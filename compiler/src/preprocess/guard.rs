//! Include-guard detection (gcc's "multiple-include optimisation").
//!
//! Input: a header's tokens (through its `Eof`). Output: the name of the
//! macro that guards the whole file, if it has the classic shape
//! ```text
//! #ifndef NAME            (or #if !defined NAME / #if !defined(NAME))
//! ...                     (anything, with balanced conditionals)
//! #endif
//! ```
//! with nothing but blank lines and comments before the `#ifndef` or after
//! the `#endif`, and no `#else`/`#elif` belonging to it.
//! Invariant: when the guard macro is defined, including the file again
//! would skip all of it, so the engine may leave it unread; it then
//! produces nothing but the blank lines the skipped group held, which
//! carry no tokens. Diagnostics inside the file are reported on the
//! inclusion that reads it, as with gcc.

use super::lexer::{TokKind, Token};
use std::rc::Rc;

/// The guard macro of a file whose tokens are `toks`, if it has one.
pub fn include_guard(toks: &[Token]) -> Option<Rc<str>> {
    let mut lines = toks
        .split(|t| t.kind == TokKind::Newline)
        .map(|line| match line.last() {
            Some(t) if t.kind == TokKind::Eof => &line[..line.len() - 1],
            _ => line,
        })
        .filter(|line| !line.is_empty());
    let guard = guard_name(lines.next()?)?;
    let mut depth = 1usize;
    for line in lines.by_ref() {
        let Some(word) = directive_word(line) else {
            continue;
        };
        match word {
            "if" | "ifdef" | "ifndef" => depth += 1,
            "endif" => {
                depth -= 1;
                if depth == 0 {
                    break;
                }
            }
            "else" | "elif" | "elifdef" | "elifndef" if depth == 1 => return None,
            _ => {}
        }
    }
    // Balanced, and nothing follows the closing `#endif`.
    (depth == 0 && lines.next().is_none()).then_some(guard)
}

/// The directive name of a line starting with `#`.
fn directive_word(line: &[Token]) -> Option<&str> {
    match line {
        [hash, name, ..] if hash.is_directive_hash() && name.kind == TokKind::Ident => {
            Some(&name.text)
        }
        _ => None,
    }
}

/// `NAME` of `#ifndef NAME`, `#if !defined NAME` or `#if !defined(NAME)`.
fn guard_name(line: &[Token]) -> Option<Rc<str>> {
    let word = directive_word(line)?;
    let name = match (word, &line[2..]) {
        ("ifndef", [n]) => n,
        ("if", [not, def, n]) if not.is_punct("!") && def.is_ident("defined") => n,
        ("if", [not, def, l, n, r])
            if not.is_punct("!")
                && def.is_ident("defined")
                && l.is_punct("(")
                && r.is_punct(")") =>
        {
            n
        }
        _ => return None,
    };
    (name.kind == TokKind::Ident).then(|| name.text.clone())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diag::Diagnostics;
    use crate::preprocess::lexer::lex_file;
    use crate::source::FileId;

    fn guard(src: &str) -> Option<String> {
        let toks = lex_file(FileId(0), src, &mut Diagnostics::new());
        include_guard(&toks).map(|g| g.to_string())
    }

    #[test]
    fn classic_guards_are_found() {
        assert_eq!(
            guard("// c\n\n#ifndef A_H\n#define A_H\nint x;\n#endif /* A_H */\n\n").as_deref(),
            Some("A_H")
        );
        assert_eq!(guard("#if !defined(B)\n#endif").as_deref(), Some("B"));
        assert_eq!(
            guard("#if !defined B\n#if 1\n#else\n#endif\n#endif\n").as_deref(),
            Some("B")
        );
    }

    #[test]
    fn anything_outside_or_an_else_means_no_guard() {
        assert_eq!(guard("int y;\n#ifndef A\n#define A\n#endif\n"), None);
        assert_eq!(guard("#ifndef A\n#define A\n#endif\nint y;\n"), None);
        assert_eq!(guard("#ifndef A\n#else\n#endif\n"), None);
        assert_eq!(guard("#ifndef A\n#define A\n"), None);
        assert_eq!(guard("#ifndef A\n#endif\n#ifndef B\n#endif\n"), None);
        assert_eq!(guard("#ifdef A\n#endif\n"), None);
        assert_eq!(guard("#if !defined(A) && 1\n#endif\n"), None);
        assert_eq!(guard("#pragma once\n"), None);
    }
}
