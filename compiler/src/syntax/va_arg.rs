//! `__builtin_va_arg(ap, T)`, which `<stdarg.h>`'s `va_arg` expands to.
//!
//! tree-sitter-cpp cannot read a type as a call's argument: `int` there
//! is an ERROR, and in `(long long)(va_arg(ap, double) * 4)` the whole
//! call reads as a type. So `rewrite` writes `0` over the type operand
//! (blanks after it, offsets and lines kept): `__builtin_va_arg(ap, 0   )`
//! is an ordinary call. Lowering (`lower`) takes the first operand from
//! the tree and the type from the original text at the same place:
//! builtin type words (`unsigned long`), or a name (`size_t`,
//! `std::uint64_t`), then `const` and `*`s; anything else is an
//! unsupported type with its span, never a guess.

use super::lower_decl::{ast_ident, builtin_of};
use super::text_scan::{blank, into_text, is_ident, skip_blanks};
use super::{named_kids, Lower};
use crate::ast::{Expr, ExprKind, TypeExpr, TypeExprKind};
use tree_sitter::Node;

const NAME: &str = "__builtin_va_arg";

/// The text with every `__builtin_va_arg`'s type operand written `0`;
/// `None` when there is none.
pub(crate) fn rewrite(text: &str) -> Option<String> {
    if !text.contains(NAME) {
        return None;
    }
    let b = text.as_bytes();
    let mut out: Option<Vec<u8>> = None;
    for (at, _) in text.match_indices(NAME) {
        if at > 0 && is_ident(b[at - 1]) || b.get(at + NAME.len()).is_some_and(|&c| is_ident(c)) {
            continue;
        }
        let open = skip_blanks(b, at + NAME.len());
        if b.get(open) != Some(&b'(') {
            continue;
        }
        let Some((comma, close)) = operands(&b[open..]) else {
            continue;
        };
        let (from, to) = (open + comma + 1, open + close);
        let start = skip_blanks(b, from);
        if start >= to {
            continue;
        }
        let o = out.get_or_insert_with(|| b.to_vec());
        blank(o, start..to);
        o[start] = b'0';
    }
    out.map(|o| into_text(o, text))
}

/// `__builtin_va_arg(ap, T)` at `n`, its argument list `args` (in the
/// rewritten text: `ap` and the `0`).
pub(super) fn lower(l: &mut Lower, n: Node, args: Node) -> Expr {
    let span = l.span(n);
    let range = args.byte_range();
    let Some(text) = l.pp.text.get(range.clone()) else {
        return l.unsupported_expr(n, "'__builtin_va_arg' without two operands");
    };
    let Some((comma, close)) = operands(text.as_bytes()) else {
        return l.unsupported_expr(n, "'__builtin_va_arg' without two operands");
    };
    let Some(ap) = named_kids(args)
        .into_iter()
        .find(|k| k.end_byte() <= range.start + comma && k.kind() != "comment")
    else {
        return l.unsupported_expr(n, "'__builtin_va_arg' without a va_list operand");
    };
    let ap = l.expr(ap);
    let inner = &text[comma + 1..close];
    let lead = inner.len() - inner.trim_start().len();
    let start = range.start + comma + 1 + lead;
    let tspan = l.span_range(start..start + inner.trim().len());
    let kind = type_kind(inner.trim(), tspan);
    let ty = TypeExpr {
        kind,
        quals: Default::default(),
        span: tspan,
    };
    Expr::new(ExprKind::VaArg(Box::new(ap), Box::new(ty)), span)
}

/// In `text`, which starts with an argument list's `(`: the offsets of
/// the first comma outside nested brackets and of the closing `)`.
fn operands(text: &[u8]) -> Option<(usize, usize)> {
    let mut depth = 0usize;
    let mut comma = None;
    for (i, &c) in text.iter().enumerate() {
        match c {
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return comma.map(|k| (k, i));
                }
            }
            b',' if depth == 1 && comma.is_none() => comma = Some(i),
            b';' => return None,
            _ => {}
        }
    }
    None
}

/// The type `t` spells (see the module doc).
fn type_kind(t: &str, span: crate::source::Span) -> TypeExprKind {
    let stars = t.bytes().filter(|&c| c == b'*').count();
    let words: Vec<&str> = t
        .split(|c: char| c.is_whitespace() || c == '*')
        .filter(|w| !w.is_empty() && *w != "const" && *w != "volatile")
        .collect();
    let (mut unsigned, mut signed, mut longs, mut short) = (false, false, 0u8, false);
    let mut rest = Vec::new();
    for w in &words {
        match *w {
            "unsigned" => unsigned = true,
            "signed" => signed = true,
            "long" => longs = longs.saturating_add(1),
            "short" => short = true,
            other => rest.push(other),
        }
    }
    let modified = unsigned || signed || longs > 0 || short;
    let mut kind = match rest.as_slice() {
        [] if modified => match builtin_of(unsigned, signed, longs, short, "") {
            Some(b) => TypeExprKind::Builtin(b),
            None => return unsupported(t),
        },
        [base] => match super::lower_expr::primitive_builtin(base) {
            Some(b) if !modified => TypeExprKind::Builtin(b),
            Some(_) => match builtin_of(unsigned, signed, longs, short, base) {
                Some(b) => TypeExprKind::Builtin(b),
                None => return unsupported(t),
            },
            None if !modified && is_name(base) => TypeExprKind::Named(
                base.split("::")
                    .filter(|p| !p.is_empty())
                    .map(|p| ast_ident(p, span))
                    .collect(),
            ),
            None => return unsupported(t),
        },
        _ => return unsupported(t),
    };
    for _ in 0..stars {
        kind = TypeExprKind::Pointer(Box::new(TypeExpr {
            kind,
            quals: Default::default(),
            span,
        }));
    }
    kind
}

/// A possibly qualified identifier (`size_t`, `::std::uint64_t`).
fn is_name(w: &str) -> bool {
    w.split("::").enumerate().all(|(i, p)| {
        (i == 0 && p.is_empty())
            || (!p.is_empty()
                && !p.starts_with(|c: char| c.is_ascii_digit())
                && p.chars().all(|c| c.is_ascii_alphanumeric() || c == '_'))
    })
}

fn unsupported(t: &str) -> TypeExprKind {
    TypeExprKind::Unsupported(format!("the type '{t}' in va_arg"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ast::BuiltinType;
    use crate::source::{FileId, Span};

    fn kind(t: &str) -> TypeExprKind {
        type_kind(t, Span::new(FileId(0), 0, 0))
    }

    #[test]
    fn builtin_words_names_and_pointers() {
        assert!(matches!(
            kind("int"),
            TypeExprKind::Builtin(BuiltinType::Int)
        ));
        assert!(matches!(
            kind("unsigned long"),
            TypeExprKind::Builtin(BuiltinType::ULong)
        ));
        assert!(matches!(
            kind("long long"),
            TypeExprKind::Builtin(BuiltinType::LongLong)
        ));
        assert!(matches!(
            kind("double"),
            TypeExprKind::Builtin(BuiltinType::Double)
        ));
        assert!(matches!(kind("std::size_t"), TypeExprKind::Named(p) if p.len() == 2));
        let TypeExprKind::Pointer(inner) = kind("const char *") else {
            panic!("not a pointer");
        };
        assert!(matches!(
            inner.kind,
            TypeExprKind::Builtin(BuiltinType::Char)
        ));
        assert!(matches!(kind("int (*)(int)"), TypeExprKind::Unsupported(_)));
        assert!(matches!(kind("vector<int>"), TypeExprKind::Unsupported(_)));
    }

    #[test]
    fn the_type_follows_the_first_top_level_comma() {
        assert_eq!(operands(b"(ap, int)"), Some((3, 8)));
        assert_eq!(operands(b"(f(a, b), int) * 4"), Some((8, 13)));
        assert_eq!(operands(b"(x)"), None);
    }

    #[test]
    fn the_type_operand_is_written_as_zero() {
        let text = "x = __builtin_va_arg(ap, unsigned long) + __builtin_va_arg( q ,int*);";
        let out = rewrite(text).expect("rewritten");
        assert_eq!(out.len(), text.len());
        assert_eq!(
            out,
            "x = __builtin_va_arg(ap, 0            ) + __builtin_va_arg( q ,0   );"
        );
        assert_eq!(rewrite("my__builtin_va_arg(a, int)"), None);
    }
}
