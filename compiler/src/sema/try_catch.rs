//! `try`/`catch` and `throw` in host code.
//!
//! Device code has no exceptions (nvcc and clang reject them there), but
//! host code is full of them, and cudac reads host code for the kernels it
//! launches: a `main` that launches inside `try { … } catch (const
//! std::exception& e) { … }`, or Thrust's `vector_base::allocate_and_copy`
//! (which `device_vector`'s constructor runs, and which throws
//! `std::length_error`), must be followed like any other host code.
//!
//! Input: the `ast::StmtKind::Try` and `ast::ExprKind::Throw` of a body.
//! Output: in a host function, the checked protected block (the handlers
//! and the thrown operand are checked, in their own scopes, and then
//! dropped: host bodies are never compiled); elsewhere the device-code
//! error (deferred in a `__host__ __device__` function until the device
//! is known to reach it). Invariant: no exception construct reaches the
//! IR of a function compiled for the device.

use super::scope::Symbol;
use super::Sema;
use crate::ast;
use crate::ir::{CastKind, ExecSpace, Expr, ExprKind, Stmt, StmtKind};
use crate::source::Span;

impl Sema<'_> {
    /// Whether the function being checked is host code only.
    fn in_host_function(&self) -> bool {
        self.func
            .as_ref()
            .is_some_and(|f| f.space == ExecSpace::Host)
    }

    /// `try { body } catch (…) { … }…`.
    pub(crate) fn try_stmt(
        &mut self,
        body: &ast::Stmt,
        handlers: &[ast::Handler],
        span: Span,
    ) -> Vec<Stmt> {
        if !self.in_host_function() {
            self.unsupported_in_body(span, "exceptions");
            return Vec::new();
        }
        let protected = self.checked_block(body);
        for h in handlers {
            self.scopes.push();
            if let Some(p) = &h.param {
                let t = self.resolve_type(&p.ty);
                let t = self.param_of(t, p.ty.span);
                if let Some(n) = &p.name {
                    let l = self.add_local(&n.name, t, n.span);
                    self.scopes.insert(&n.name, Symbol::Local(l), n.span);
                }
            }
            self.checked_block(&h.body);
            self.scopes.pop();
        }
        vec![protected]
    }

    /// `throw e` or `throw`: a `void` expression.
    pub(crate) fn throw_expr(&mut self, operand: Option<&ast::Expr>, span: Span) -> Expr {
        if !self.in_host_function() {
            self.unsupported_in_body(span, "exceptions");
            return self.error_expr(span);
        }
        let value = match operand {
            Some(e) => self.check_expr(e),
            None => {
                let int = self.int_ty();
                Expr::new(ExprKind::Int(0), int, false, span)
            }
        };
        let void = self.types.void();
        Expr::new(
            ExprKind::Cast(CastKind::ToVoid, Box::new(value)),
            void,
            false,
            span,
        )
    }

    /// A block, in its own scope.
    fn checked_block(&mut self, s: &ast::Stmt) -> Stmt {
        self.scopes.push();
        let stmts = self.check_stmt(s);
        self.scopes.pop();
        Stmt {
            kind: StmtKind::Block(stmts),
            span: s.span,
        }
    }
}
