//! Variadic functions in device code: `va_start`, `va_arg`, `va_end` and
//! `va_copy`, which `<stdarg.h>` defines as GCC's `__builtin_va_*`.
//!
//! Input: a call of one of those builtins (`va_arg` has its own AST form,
//! since its second operand is a type). Output: an `ir::Builtin` whose
//! operands are the addresses of the `va_list` objects (`char *`, the
//! prelude's `__builtin_va_list`), which codegen turns into LLVM's
//! `llvm.va_start`/`va_arg`/`llvm.va_end`/`llvm.va_copy` (nvcc compiles
//! variadic device functions, so CuTe's `is_valid_impl(...)` fallback
//! and user logging helpers are device code).
//! Invariants: `va_start` appears only in a variadic function; `va_arg`
//! reads a scalar type after the default argument promotions, since only
//! scalars are passed through `...` in device code (`Sema::vararg`).

use super::Sema;
use crate::ast;
use crate::ir::{Builtin, Expr, ExprKind};
use crate::source::Span;
use crate::types::{FloatKind, TypeKind};

impl Sema<'_> {
    /// `__builtin_va_start`/`_end`/`_copy(args…)` (`what` is the name
    /// after `__builtin_va_`); `None` for another name.
    pub(crate) fn va_builtin_call(
        &mut self,
        what: &str,
        args: &[ast::Expr],
        span: Span,
    ) -> Option<Expr> {
        let (builtin, arity) = match what {
            "start" => (Builtin::VaStart, 2),
            "end" => (Builtin::VaEnd, 1),
            "copy" => (Builtin::VaCopy, 2),
            _ => return None,
        };
        if args.len() != arity {
            self.error(
                span,
                format!(
                    "too {} arguments to function call, expected {arity}, have {}",
                    if args.len() < arity { "few" } else { "many" },
                    args.len()
                ),
            );
            return Some(self.error_expr(span));
        }
        let mut operands = Vec::new();
        for (k, a) in args.iter().enumerate() {
            // `va_start`'s second operand names the last named parameter;
            // it is checked, never read.
            if builtin == Builtin::VaStart && k == 1 {
                let _ = self.unevaluated(|s| s.check_expr(a));
                continue;
            }
            match self.va_list_address(a) {
                Some(list) => operands.push(list),
                None => return Some(self.error_expr(span)),
            }
        }
        if builtin == Builtin::VaStart && !self.in_variadic_function() {
            self.error(span, "'va_start' used in function with fixed args");
            return Some(self.error_expr(span));
        }
        let void = self.types.void();
        Some(Expr::new(
            ExprKind::Builtin(builtin, operands),
            void,
            false,
            span,
        ))
    }

    /// `va_arg(ap, T)`.
    pub(crate) fn check_va_arg(&mut self, ap: &ast::Expr, te: &ast::TypeExpr, span: Span) -> Expr {
        let Some(list) = self.va_list_address(ap) else {
            return self.error_expr(span);
        };
        let t = self.resolve_type(te);
        let u = self.types.unqual(t);
        if self.is_error_ty(u) {
            return self.error_expr(span);
        }
        let scalar = self.types.is_scalar(u) || self.types.is_enum(u);
        if !scalar {
            let d = self.describe_ty(u);
            self.device_error(
                te.span,
                format!(
                    "cannot read an object of non-scalar type '{d}' with va_arg in device code"
                ),
            );
        } else if self.types.float_kind(u) == Some(FloatKind::Float)
            || (self.types.is_integral(u) && self.promoted(u) != u)
        {
            // What `...` took was promoted: reading the narrower type
            // reads the wrong bytes (clang's -Wvarargs warns; it is
            // undefined behaviour).
            let d = self.describe_ty(u);
            self.warning(
                te.span,
                format!(
                    "second argument to 'va_arg' is of promotable type '{d}'; this va_arg has undefined behavior because arguments will be promoted"
                ),
            );
        }
        Expr::new(
            ExprKind::Builtin(Builtin::VaArg, vec![list]),
            u,
            false,
            span,
        )
    }

    /// The address of the `va_list` object `a` names (an lvalue of type
    /// `va_list`), or `None` after an error.
    fn va_list_address(&mut self, a: &ast::Expr) -> Option<Expr> {
        let e = self.check_expr(a);
        if self.is_error_ty(e.ty) {
            return None;
        }
        let list = self.va_list_type(e.span);
        if !e.lvalue || Some(self.types.unqual(e.ty)) != list {
            let d = self.describe_ty(e.ty);
            self.error(
                e.span,
                format!("the operand of a va_ builtin must be a 'va_list' object, not '{d}'"),
            );
            return None;
        }
        let span = e.span;
        let p = self.types.pointer(e.ty);
        Some(Expr::new(ExprKind::AddrOf(Box::new(e)), p, false, span))
    }

    /// The type `__builtin_va_list` names (the prelude's `char *`).
    fn va_list_type(&mut self, at: Span) -> Option<crate::types::TypeId> {
        let te = ast::TypeExpr::named(
            vec![ast::Ident::new("__builtin_va_list".to_string(), at)],
            at,
        );
        let t = self.quietly(|s| s.resolve_type(&te))?;
        Some(self.types.unqual(t))
    }

    fn in_variadic_function(&self) -> bool {
        self.func.as_ref().is_some_and(|f| {
            matches!(
                self.types.kind(self.program.functions[f.id].ty),
                TypeKind::Function { variadic: true, .. }
            )
        })
    }
}
