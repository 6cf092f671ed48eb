//! Fold expressions ([expr.prim.fold]): `(xs op ...)`, `(... op xs)`,
//! `(xs op ... op init)` and `(init op ... op xs)`.
//!
//! Input: the fold's operator and operands as written. Output: the
//! nested applications of the operator (built-in or overloaded) to the
//! pattern checked once per pack element, right- or left-associated as
//! written (an assignment's left operand an lvalue: `(ts = ... = v)`
//! assigns `v` to each); an empty unary fold is `true` for `&&`, `false`
//! for `||` and `void()` for `,`.

use super::Sema;
use crate::ast::{self, BinaryOp, FoldOp};
use crate::ir::*;
use crate::source::Span;

impl Sema<'_> {
    pub(crate) fn fold_expr(
        &mut self,
        op: FoldOp,
        left: Option<&ast::Expr>,
        right: Option<&ast::Expr>,
        span: Span,
    ) -> Expr {
        // (pattern, init, associates to the right)
        let (pattern, init, right_fold) = match (left, right) {
            (Some(l), None) => (l, None, true),
            (None, Some(r)) => (r, None, false),
            (Some(l), Some(r)) => match (self.pack_expr_length(l), self.pack_expr_length(r)) {
                (Some(_), None) => (l, Some(r), true),
                (None, Some(_)) => (r, Some(l), false),
                (Some(_), Some(_)) => {
                    self.error(
                        span,
                        "binary fold expression has unexpanded parameter packs in both operands",
                    );
                    return self.error_expr(span);
                }
                (None, None) => (l, Some(r), true),
            },
            (None, None) => return self.error_expr(span),
        };
        let Some(n) = self.pack_expr_length(pattern) else {
            self.error(
                pattern.span,
                "pattern of pack expansion contains no unexpanded parameter packs",
            );
            return self.error_expr(span);
        };
        let mut items = Vec::with_capacity(n + 1);
        for i in 0..n {
            items.push(self.with_pack_element(i, |s| s.check_expr(pattern)));
        }
        if let Some(init) = init {
            let v = self.check_expr(init);
            if right_fold {
                items.push(v);
            } else {
                items.insert(0, v);
            }
        }
        if items.is_empty() {
            return self.empty_fold(op, span);
        }
        if right_fold {
            items.reverse();
        }
        let mut it = items.into_iter();
        let first = it.next();
        it.fold(first, |acc, x| {
            acc.map(|acc| match right_fold {
                true => self.fold_step(op, x, acc, span),
                false => self.fold_step(op, acc, x, span),
            })
        })
        .unwrap_or_else(|| self.error_expr(span))
    }

    fn fold_step(&mut self, op: FoldOp, a: Expr, b: Expr, span: Span) -> Expr {
        match op {
            FoldOp::Binary(o) => self.binary_values(o, a, b, span),
            FoldOp::Assign(o) => self.assign_values(o, a, b, span),
            FoldOp::Comma => {
                let (t, lv) = (b.ty, b.lvalue);
                Expr::new(ExprKind::Comma(Box::new(a), Box::new(b)), t, lv, span)
            }
        }
    }

    /// The value of a unary fold over an empty pack ([temp.variadic]p9).
    fn empty_fold(&mut self, op: FoldOp, span: Span) -> Expr {
        match op {
            FoldOp::Binary(o @ (BinaryOp::LogAnd | BinaryOp::LogOr)) => {
                let t = self.types.bool();
                let v = i128::from(o == BinaryOp::LogAnd);
                Expr::new(ExprKind::Int(v), t, false, span)
            }
            FoldOp::Comma => {
                let (t, int) = (self.types.void(), self.int_ty());
                let zero = Expr::new(ExprKind::Int(0), int, false, span);
                Expr::new(
                    ExprKind::Cast(CastKind::ToVoid, Box::new(zero)),
                    t,
                    false,
                    span,
                )
            }
            FoldOp::Binary(o) => {
                self.error(
                    span,
                    format!(
                        "unary fold expression has empty expansion for operator '{}' with no fallback value",
                        o.spelling()
                    ),
                );
                self.error_expr(span)
            }
            FoldOp::Assign(o) => {
                let o = o.map_or(String::new(), |o| o.spelling().to_string());
                self.error(
                    span,
                    format!("unary fold expression has empty expansion for operator '{o}=' with no fallback value"),
                );
                self.error_expr(span)
            }
        }
    }
}
