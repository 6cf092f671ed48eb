//! GNU statement expressions: `({ int t = f(x); t * 2; })`.
//!
//! Input: the block of an `ast::ExprKind::StmtExpr`. Output:
//! `ir::ExprKind::StmtExpr(statements, value)`: the statements, then the
//! last expression statement's value (an rvalue; `void` when the block
//! ends in another statement), in a scope of their own.
//! Invariants: nothing in the statements needs the lifetime pass (which
//! works on statements, not inside expressions): an object or temporary
//! with a destructor, and a jump out of the expression (`return`, `goto`,
//! a label, or `break`/`continue` not inside a loop of its own), are
//! reported as not supported yet, never dropped silently.

use super::Sema;
use crate::ast;
use crate::ir::{walk_body, Visit};
use crate::ir::{CastKind, Expr, ExprKind, Stmt, StmtKind};
use crate::source::Span;

impl Sema<'_> {
    pub(crate) fn stmt_expr(&mut self, body: &ast::Stmt, span: Span) -> Expr {
        let ast::StmtKind::Compound(items) = &body.kind else {
            return self.error_expr(span);
        };
        if self.func.is_none() {
            self.error(
                span,
                "statement expressions are only allowed inside functions",
            );
            return self.error_expr(span);
        }
        self.scopes.push();
        let mut stmts = Vec::new();
        let value = match items.split_last() {
            Some((last, init)) => {
                for s in init {
                    stmts.extend(self.check_stmt(s));
                }
                let product = match &last.kind {
                    ast::StmtKind::Decl(vars) => self.misread_product(vars),
                    _ => None,
                };
                match (&last.kind, product) {
                    (_, Some(e)) => Some(self.check_rvalue(&e)),
                    (ast::StmtKind::Expr(e), None) => Some(self.check_rvalue(e)),
                    _ => {
                        stmts.extend(self.check_stmt(last));
                        None
                    }
                }
            }
            None => None,
        };
        self.scopes.pop();
        let value = value.unwrap_or_else(|| {
            let void = self.types.void();
            let int = self.int_ty();
            let zero = Expr::new(ExprKind::Int(0), int, false, span);
            Expr::new(
                ExprKind::Cast(CastKind::ToVoid, Box::new(zero)),
                void,
                false,
                span,
            )
        });
        if let Some(why) = self.stmt_expr_problem(&stmts, &value) {
            self.error(
                span,
                format!("a statement expression with {why} is not supported yet"),
            );
            return self.error_expr(span);
        }
        let ty = value.ty;
        Expr::new(ExprKind::StmtExpr(stmts, Box::new(value)), ty, false, span)
    }

    /// What in `stmts` (or the value) the lifetime pass would have to see.
    fn stmt_expr_problem(&mut self, stmts: &[Stmt], value: &Expr) -> Option<&'static str> {
        for s in stmts {
            if let Some(why) = self.jump_or_object(s, 0) {
                return Some(why);
            }
        }
        let mut temps = Vec::new();
        let all = [
            stmts,
            &[Stmt {
                kind: StmtKind::Expr(value.clone()),
                span: value.span,
            }],
        ]
        .concat();
        walk_body(&all, &mut |v| {
            if let Visit::Expr(Expr {
                kind: ExprKind::Temp(_) | ExprKind::Materialize(..),
                ty,
                span,
                ..
            }) = v
            {
                temps.push((ty.to_owned(), span.to_owned()));
            }
        });
        for (t, at) in temps {
            if self.types.record(t).is_some() && self.destructor(t, at).is_some() {
                return Some("a temporary that has a destructor");
            }
        }
        None
    }

    fn jump_or_object(&mut self, s: &Stmt, loops: u32) -> Option<&'static str> {
        match &s.kind {
            StmtKind::Return(_) => return Some("a 'return'"),
            StmtKind::Goto(_) | StmtKind::Label(..) => return Some("a 'goto' or label"),
            StmtKind::Break | StmtKind::Continue if loops == 0 => {
                return Some("a 'break' or 'continue' out of it")
            }
            StmtKind::Decl(l, _) => {
                let t = self.local_ty(*l);
                if self.types.record(t).is_some() && self.destructor(t, s.span).is_some() {
                    return Some("an object that has a destructor");
                }
            }
            _ => {}
        }
        let inner = loops
            + u32::from(matches!(
                s.kind,
                StmtKind::While(..)
                    | StmtKind::DoWhile(..)
                    | StmtKind::For { .. }
                    | StmtKind::Switch(..)
            ));
        for c in s.children() {
            if let Some(why) = self.jump_or_object(c, inner) {
                return Some(why);
            }
        }
        None
    }
}
