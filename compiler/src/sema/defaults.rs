//! Default arguments: recorded with the declaration (and the context it
//! was declared in), counted by overload resolution, and checked at each
//! call that omits them, in the declaring context — so names in them are
//! looked up where the function was declared, not at the call.

use super::scope::CtxId;
use super::Sema;
use crate::ast;
use crate::ir::*;
use crate::source::Span;
use std::rc::Rc;

/// The default arguments of one function, by declared parameter.
pub(crate) struct DefaultArgs {
    ctx: CtxId,
    exprs: Vec<Option<ast::Expr>>,
}

impl Sema<'_> {
    /// Records the defaults `f` declares for function `id` (a
    /// redeclaration may add defaults to parameters without one).
    pub(crate) fn record_default_args(&mut self, id: FuncId, f: &ast::FunctionDef) {
        if f.params.iter().any(|p| p.pack) || f.params.iter().all(|p| p.default.is_none()) {
            return;
        }
        let mut exprs: Vec<Option<ast::Expr>> =
            f.params.iter().map(|p| p.default.clone()).collect();
        if let Some(old) = self.default_args.get(&id).cloned() {
            for (i, (new, old)) in exprs.iter_mut().zip(&old.exprs).enumerate() {
                match (&new, old) {
                    (Some(_), Some(_)) => {
                        let p = &f.params[i];
                        self.error(p.span, "redefinition of default argument");
                    }
                    (None, Some(o)) => *new = Some(o.clone()),
                    _ => {}
                }
            }
        }
        // Every parameter after one with a default has one too.
        if let Some(first) = exprs.iter().position(|e| e.is_some()) {
            if let Some(i) = exprs[first..].iter().position(|e| e.is_none()) {
                let p = &f.params[first + i];
                let name = p
                    .name
                    .as_ref()
                    .map_or(String::new(), |n| format!(" '{}'", n.name));
                self.error(
                    p.span,
                    format!("missing default argument on parameter{name}"),
                );
                return;
            }
        }
        let ctx = self.scopes.current();
        self.default_args
            .insert(id, Rc::new(DefaultArgs { ctx, exprs }));
    }

    /// How many of `f`'s `nparams` declared parameters a call must give.
    pub(crate) fn required_args(&self, f: FuncId, nparams: usize) -> usize {
        self.default_args
            .get(&f)
            .and_then(|d| d.exprs.iter().position(|e| e.is_some()))
            .map_or(nparams, |i| i.min(nparams))
    }

    /// The default argument of `f`'s parameter `i`, for a call at `span`.
    pub(crate) fn default_arg(&mut self, f: FuncId, i: usize, span: Span) -> Expr {
        let Some(d) = self.default_args.get(&f).cloned() else {
            return self.error_expr(span);
        };
        let Some(Some(e)) = d.exprs.get(i) else {
            return self.error_expr(span);
        };
        // `D d = {}`: the list initialises the parameter's type (a
        // reference's referee, as a temporary).
        let braced = match &e.kind {
            ast::ExprKind::InitList(None, items) => {
                let p = self.declared_params(f).get(i).copied();
                p.map(|p| (self.types.referee(p).unwrap_or(p), items))
            }
            _ => None,
        };
        // The declaring context, without the caller's blocks or lambdas.
        self.in_context(d.ctx, |s| {
            let frames = std::mem::take(&mut s.lambda_frames);
            let v = match braced {
                Some((t, items)) => s.braced_value(t, items, e.span),
                None => s.check_expr(e),
            };
            s.lambda_frames = frames;
            v
        })
    }
}
