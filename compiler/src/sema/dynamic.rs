//! `new` and `delete` in device code, as nvcc compiles them: storage from
//! the device heap's `malloc` (or the placement argument), the object
//! constructed in it, and on `delete` the destructor then `free`.
//!
//! Input: the AST of a `new`/`delete` expression. Output: an
//! `ExprKind::StmtExpr`: a pointer local holding the storage, the
//! construction (`InitAt`), and the pointer as the value; `delete p` is
//! `if (p) { p->~T(); free(p); }` as a `void` statement expression.
//! Invariants: `new T[n]` and `delete[]` only for element types nothing
//! needs to construct or destroy (no array cookie: nvcc stores the count
//! before such arrays, which cudac does not yet); anything else is
//! reported as not supported yet, never compiled differently. nvcc's
//! device `operator new` does not check for null (the heap's `malloc`
//! returns null when exhausted), and neither does this.

use super::scope::Symbol;
use super::Sema;
use crate::ast;
use crate::ir::{CastKind, Expr, ExprKind, FuncId, Init, Stmt, StmtKind};
use crate::source::Span;
use crate::types::TypeId;

impl Sema<'_> {
    pub(crate) fn new_expr(
        &mut self,
        ty: &ast::TypeExpr,
        count: Option<&ast::Expr>,
        init: Option<&ast::Initializer>,
        placement: Option<&[ast::Expr]>,
        span: Span,
    ) -> Expr {
        if self.func.is_none() {
            self.error(span, "'new' outside a function is not supported yet");
            return self.error_expr(span);
        }
        let t = self.resolve_type(ty);
        if self.is_error_ty(t) {
            return self.error_expr(span);
        }
        let ut = self.types.unqual(t);
        if self.types.is_void(ut) || !self.types.is_complete(ut) {
            let d = self.describe_ty(t);
            self.error(span, format!("allocation of incomplete type '{d}'"));
            return self.error_expr(span);
        }
        if self.is_abstract(ut) {
            let d = self.describe_ty(ut);
            self.error(
                span,
                format!("allocating an object of abstract class type '{d}'"),
            );
            return self.error_expr(span);
        }
        let ptr_ty = self.types.pointer(t);
        let storage = match (placement, count) {
            (Some([place]), _) => {
                let p = self.check_rvalue(place);
                if !self.types.is_pointer(p.ty) {
                    self.error(
                        place.span,
                        "the placement argument of 'new' must be a pointer",
                    );
                    return self.error_expr(span);
                }
                p
            }
            (Some(_), _) => {
                self.error(
                    span,
                    "placement 'new' with other than one argument is not supported yet",
                );
                return self.error_expr(span);
            }
            (None, c) => {
                let Some((malloc, size_ty)) = self.heap_function("malloc", span) else {
                    return self.error_expr(span);
                };
                let mut size = self.size_of(ut, span);
                size = self.convert_implicit(size, size_ty, super::convert::ConvCtx::Arg);
                if let Some(c) = c {
                    let n = self.check_rvalue(c);
                    if !self.types.is_integral(n.ty) {
                        self.error(c.span, "array size must have an integral type");
                        return self.error_expr(span);
                    }
                    let n = self.convert_implicit(n, size_ty, super::convert::ConvCtx::Arg);
                    size = Expr::new(
                        ExprKind::Binary(crate::ir::ArithOp::Mul, Box::new(n), Box::new(size)),
                        size_ty,
                        false,
                        span,
                    );
                }
                let ret = self.program.functions[malloc].ret;
                Expr::new(ExprKind::Call(malloc, vec![size]), ret, false, span)
            }
        };
        let storage = Expr::new(
            ExprKind::Cast(CastKind::PtrToPtr, Box::new(storage)),
            ptr_ty,
            false,
            span,
        );
        let tmp = self.add_local("<new>", ptr_ty, span);
        let mut stmts = vec![Stmt {
            kind: StmtKind::Decl(tmp, Some(Init::Expr(storage))),
            span,
        }];
        let load = |s: &mut Self| {
            let l = Expr::new(ExprKind::Local(tmp), ptr_ty, true, span);
            s.rvalue(l)
        };
        if count.is_some() {
            let has_init =
                init.is_some_and(|i| !matches!(i, ast::Initializer::Ctor(a, _) if a.is_empty()));
            if self.elems_need_construction(ut) || self.destructor(ut, span).is_some() || has_init {
                self.error(
                    span,
                    "'new[]' of objects to construct, destroy or initialise is not supported yet",
                );
                return self.error_expr(span);
            }
        } else {
            let p = load(self);
            let obj = Expr::new(ExprKind::Deref(Box::new(p)), t, true, span);
            if let Some(i) = self.init_object(t, init, span) {
                stmts.push(Stmt {
                    kind: StmtKind::InitAt(obj, i),
                    span,
                });
            }
        }
        let value = load(self);
        Expr::new(
            ExprKind::StmtExpr(stmts, Box::new(value)),
            ptr_ty,
            false,
            span,
        )
    }

    pub(crate) fn delete_expr(&mut self, array: bool, operand: &ast::Expr, span: Span) -> Expr {
        let void = self.types.void();
        if self.func.is_none() {
            self.error(span, "'delete' outside a function is not supported yet");
            return self.error_expr(span);
        }
        let p = self.check_rvalue(operand);
        let Some(pointee) = self.types.pointee(p.ty) else {
            let d = self.describe_ty(p.ty);
            self.error(span, format!("cannot delete expression of type '{d}'"));
            return self.error_expr(span);
        };
        let ut = self.types.unqual(pointee);
        let dtor = if self.types.record(ut).is_some() {
            self.destructor(ut, span)
        } else {
            None
        };
        if array && dtor.is_some() {
            self.error(
                span,
                "'delete[]' of objects with a destructor is not supported yet",
            );
            return self.error_expr(span);
        }
        let Some((free, _)) = self.heap_function("free", span) else {
            return self.error_expr(span);
        };
        let ptr_ty = p.ty;
        let tmp = self.add_local("<delete>", ptr_ty, span);
        let load = |s: &mut Self| {
            let l = Expr::new(ExprKind::Local(tmp), ptr_ty, true, span);
            s.rvalue(l)
        };
        let mut body = Vec::new();
        // A virtual destructor: the deleting destructor of the object's
        // dynamic type destroys and frees it.
        let virt = match dtor {
            Some(d) if !array => {
                let this = load(self);
                let this_ty = self.declared_this(d).unwrap_or(ptr_ty);
                let this = Expr::new(
                    ExprKind::Cast(CastKind::NoOp, Box::new(this)),
                    this_ty,
                    false,
                    span,
                );
                self.virtual_delete(d, this, span)
            }
            _ => None,
        };
        let free_after = virt.is_none();
        if let Some(call) = virt {
            body.push(Stmt {
                kind: StmtKind::Expr(call),
                span,
            });
        } else if let Some(d) = dtor {
            let this = load(self);
            let this_ty = self.declared_this(d).unwrap_or(ptr_ty);
            let this = Expr::new(
                ExprKind::Cast(CastKind::NoOp, Box::new(this)),
                this_ty,
                false,
                span,
            );
            body.push(Stmt {
                kind: StmtKind::Expr(Expr::new(ExprKind::Call(d, vec![this]), void, false, span)),
                span,
            });
        }
        let free_param = self
            .declared_params(free)
            .first()
            .copied()
            .unwrap_or(ptr_ty);
        let arg = load(self);
        let arg = Expr::new(
            ExprKind::Cast(CastKind::PtrToPtr, Box::new(arg)),
            free_param,
            false,
            span,
        );
        if free_after {
            body.push(Stmt {
                kind: StmtKind::Expr(Expr::new(
                    ExprKind::Call(free, vec![arg]),
                    void,
                    false,
                    span,
                )),
                span,
            });
        }
        let bool_ty = self.types.bool();
        let nonnull = {
            let p = load(self);
            Expr::new(
                ExprKind::Cast(CastKind::ToBool, Box::new(p)),
                bool_ty,
                false,
                span,
            )
        };
        let stmts = vec![
            Stmt {
                kind: StmtKind::Decl(tmp, Some(Init::Expr(p))),
                span,
            },
            Stmt {
                kind: StmtKind::If(
                    nonnull,
                    Box::new(Stmt {
                        kind: StmtKind::Block(body),
                        span,
                    }),
                    None,
                ),
                span,
            },
        ];
        let int = self.int_ty();
        let zero = Expr::new(ExprKind::Int(0), int, false, span);
        let value = Expr::new(
            ExprKind::Cast(CastKind::ToVoid, Box::new(zero)),
            void,
            false,
            span,
        );
        Expr::new(
            ExprKind::StmtExpr(stmts, Box::new(value)),
            void,
            false,
            span,
        )
    }

    /// The device heap's `malloc` or `free` (declared by the CUDA
    /// headers) and its parameter type; an error where none is declared.
    pub(crate) fn heap_function(&mut self, name: &str, span: Span) -> Option<(FuncId, TypeId)> {
        let found = match self.scopes.lookup(name) {
            Some(Symbol::Funcs(fs)) => fs
                .iter()
                .copied()
                .find(|&f| self.declared_params(f).len() == 1),
            _ => None,
        };
        match found {
            Some(f) => {
                let p = self.declared_params(f)[0];
                Some((f, p))
            }
            None => {
                self.error(
                    span,
                    format!("'new' and 'delete' need the device heap's '{name}', which is not declared (the CUDA headers declare it)"),
                );
                None
            }
        }
    }

    /// The type of member function `f`'s `this`.
    fn declared_this(&self, f: FuncId) -> Option<TypeId> {
        match self.types.kind(self.program.functions[f].ty) {
            crate::types::TypeKind::Function { params, .. } => params.first().copied(),
            _ => None,
        }
    }
}
