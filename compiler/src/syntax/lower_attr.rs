//! Attributes as lowering reads them: `__attribute__((…))` and `[[…]]`
//! lists into `ast::Attributes` (the names cudac acts on; the rest kept by
//! name), GCC's integer `mode`s, and the GNU attributes of an alias
//! declaration that `gnu_keywords` blanked for tree-sitter, read back from
//! the preprocessed text.
//!
//! Input: attribute nodes (or text). Output: `Attributes`, a `TypeExpr`
//! of a mode's width, an alignment and a vector attribute. Invariant: an
//! attribute that would change a type is never dropped silently (an error
//! where it is not modelled).

use super::lower_decl::normalize_attr;
use super::FieldExt;
use super::{kids, named_kids, Lower};
use crate::ast::*;
use crate::source::Span;
use tree_sitter::Node;

impl Lower<'_> {
    /// `typedef int T __attribute__((mode(M)));`: the integer type of mode
    /// `M`'s width with `ty`'s signedness (GCC's integer modes; x86-64 and
    /// the GPU agree on them: `word` and `pointer` are 64 bits).
    pub(crate) fn integer_of_mode(&mut self, ty: TypeExpr, mode: &str, span: Span) -> TypeExpr {
        use BuiltinType as B;
        let TypeExprKind::Builtin(b) = ty.kind else {
            self.error(
                span,
                "the 'mode' attribute is supported on integer types only",
            );
            return ty;
        };
        let signed = match b {
            B::UChar | B::UShort | B::UInt | B::ULong | B::ULongLong | B::UInt128 => false,
            B::Char | B::SChar | B::Short | B::Int | B::Long | B::LongLong | B::Int128 => true,
            _ => {
                self.error(
                    span,
                    "the 'mode' attribute is supported on integer types only",
                );
                return ty;
            }
        };
        let (s, u) = match mode {
            "QI" | "byte" => (B::SChar, B::UChar),
            "HI" => (B::Short, B::UShort),
            "SI" => (B::Int, B::UInt),
            "DI" | "word" | "pointer" => (B::Long, B::ULong),
            "TI" => (B::Int128, B::UInt128),
            _ => {
                self.error(
                    span,
                    format!("machine mode '{mode}' is not supported (integer modes are: QI, HI, SI, DI, TI, word, pointer, byte)"),
                );
                return ty;
            }
        };
        TypeExpr {
            kind: TypeExprKind::Builtin(if signed { s } else { u }),
            ..ty
        }
    }

    /// The GNU attributes written between an alias declaration's `=` and
    /// its type, which `gnu_keywords` blanked for tree-sitter: read back
    /// from the preprocessed text. `aligned(N)` gives the alignment, a
    /// vector attribute makes a vector type; others change nothing here.
    pub(crate) fn alias_attributes(&mut self, n: Node) -> (Option<Expr>, Option<(String, Span)>) {
        let (mut align, mut vector) = (None, None);
        let eq = kids(n).into_iter().find(|k| k.kind() == "=");
        let (Some(eq), Some(t)) = (eq, n.field("type")) else {
            return (align, vector);
        };
        let (from, to) = (eq.end_byte(), t.start_byte());
        let Some(text) = self.pp.text.get(from..to) else {
            return (align, vector);
        };
        if !text.contains("__attribute__") {
            return (align, vector);
        }
        for (name, args, at) in gnu_attribute_items(text) {
            let span = self.span_range(from + at.start..from + at.end);
            match normalize_attr(&name).as_str() {
                "aligned" | "align" => {
                    let lit = args.trim();
                    let value = match lit.strip_prefix("0x").or_else(|| lit.strip_prefix("0X")) {
                        Some(hex) => u128::from_str_radix(hex, 16).ok(),
                        None => lit.parse::<u128>().ok(),
                    };
                    match value {
                        Some(value) => {
                            let kind = ExprKind::IntLit {
                                value,
                                suffix: crate::ast::IntSuffix {
                                    unsigned: false,
                                    long: 0,
                                },
                                decimal: true,
                            };
                            align = Some(Expr::new(kind, span));
                        }
                        None => self.error(
                            span,
                            "an alias declaration's 'aligned' attribute must be an integer literal",
                        ),
                    }
                }
                v @ ("vector_size" | "ext_vector_type") => vector = Some((v.to_string(), span)),
                _ => {}
            }
        }
        (align, vector)
    }

    /// `__attribute__((a, b(x)))` and `[[a]]` into `attrs`.
    pub(crate) fn attributes(&mut self, n: Node, attrs: &mut Attributes) {
        let mut entries: Vec<(Node, Option<Node>, Node)> = Vec::new(); // (name, args, whole)
        if n.kind() == "attribute_specifier" {
            for list in named_kids(n) {
                for a in named_kids(list) {
                    match a.kind() {
                        "identifier" => entries.push((a, None, a)),
                        "call_expression" => {
                            if let Some(f) = a.field("function") {
                                entries.push((f, a.field("arguments"), a));
                            }
                        }
                        _ => {}
                    }
                }
            }
        } else {
            for a in named_kids(n) {
                if let Some(name) = a.field("name") {
                    let args = named_kids(a)
                        .into_iter()
                        .find(|c| c.kind() == "argument_list");
                    entries.push((name, args, a));
                }
            }
        }
        // The names acted on here are what `__has_attribute` reports
        // (`preprocess::features::GNU_ATTRIBUTES`); keep the two in step.
        for (name_node, args, whole) in entries {
            let name = normalize_attr(self.text(name_node));
            let span = self.span(whole);
            match name.as_str() {
                "global" => attrs.global = true,
                "device" => attrs.device = true,
                "host" => attrs.host = true,
                "shared" => attrs.shared = true,
                "constant" => attrs.constant = true,
                "managed" => attrs.managed = true,
                "noinline" => attrs.noinline = true,
                "always_inline" | "forceinline" => attrs.forceinline = true,
                "launch_bounds" => {
                    let exprs = args.map(|a| self.args(a)).unwrap_or_default();
                    attrs.launch_bounds = Some((exprs, span));
                }
                "cluster_dims" => {
                    let exprs = args.map(|a| self.args(a)).unwrap_or_default();
                    attrs.cluster_dims = Some((exprs, span));
                }
                "maxnreg" => {
                    let exprs = args.map(|a| self.args(a)).unwrap_or_default();
                    attrs.maxnreg = Some((exprs, span));
                }
                "grid_constant" => attrs.grid_constant = Some(span),
                "aligned" | "align" => {
                    let mut exprs = args.map(|a| self.args(a)).unwrap_or_default();
                    if !exprs.is_empty() {
                        attrs.align = Some(exprs.remove(0));
                    }
                }
                // Attributes that make a different type: ignoring one would
                // silently compile the wrong program.
                "mode" => {
                    let arg = args.and_then(|a| named_kids(a).into_iter().next());
                    match arg.filter(|a| a.kind() == "identifier") {
                        Some(a) => {
                            let m = self.text(a).trim_matches('_').to_string();
                            attrs.mode = Some((m, span));
                        }
                        None => self.error(span, "the 'mode' attribute takes a machine mode name"),
                    }
                }
                "vector_size" | "ext_vector_type" => match self.typedef_vector.as_mut() {
                    Some(v) => v.push((name.clone(), span)),
                    None => self.error(
                        span,
                        format!("the '{name}' attribute (GNU/clang vector types) is supported on typedefs only; CUDA's float4 and friends are available"),
                    ),
                },
                "address_space" => {
                    let exprs = args.map(|a| self.args(a)).unwrap_or_default();
                    match exprs.as_slice() {
                        [Expr {
                            kind: ExprKind::IntLit { value, .. },
                            ..
                        }] if *value <= u32::MAX as u128 => {
                            attrs.address_space = Some((*value as u32, span));
                        }
                        _ => self.error(
                            span,
                            "'address_space' attribute requires an integer constant",
                        ),
                    }
                }
                _ => {}
            }
            attrs.all.push((name, span));
        }
    }
}

/// The attributes of `__attribute__((a, b(x)))` specifiers in `text`:
/// each name, its argument text (empty without) and its byte range.
fn gnu_attribute_items(text: &str) -> Vec<(String, String, std::ops::Range<usize>)> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut at = 0;
    while let Some(k) = text[at..].find("__attribute__") {
        let Some(open) = text[at + k..].find("((").map(|o| at + k + o + 2) else {
            break;
        };
        let (mut i, mut depth) = (open, 0usize);
        let mut item = open;
        while i < b.len() {
            match b[i] {
                b'(' => depth += 1,
                b')' if depth == 0 => break,
                b')' => depth -= 1,
                b',' if depth == 0 => {
                    out.extend(attribute_item(text, item..i));
                    item = i + 1;
                }
                _ => {}
            }
            i += 1;
        }
        out.extend(attribute_item(text, item..i));
        at = i.max(at + k + 1);
    }
    out
}

/// One attribute `name` or `name(args)` in `text[r]`.
fn attribute_item(
    text: &str,
    r: std::ops::Range<usize>,
) -> Option<(String, String, std::ops::Range<usize>)> {
    let s = &text[r.clone()];
    let lead = s.len() - s.trim_start().len();
    let s = s.trim();
    if s.is_empty() {
        return None;
    }
    let (name, args) = match s.find('(') {
        Some(p) => (&s[..p], s[p + 1..].strip_suffix(')').unwrap_or(&s[p + 1..])),
        None => (s, ""),
    };
    let start = r.start + lead;
    Some((
        name.trim().to_string(),
        args.to_string(),
        start..start + s.len(),
    ))
}
