//! A captureless lambda's conversion to a pointer to function
//! ([expr.prim.lambda.closure]p8): `int (*f)(int) = [](int i) { … };`,
//! `+[] { … }`, a lambda passed for a function-pointer parameter.
//!
//! Input: a non-generic closure type without captures, its call operator
//! checked. Output: two members of the closure type, as clang makes them:
//! a static `__invoke` with the call operator's parameters and return
//! type that calls the operator (on no object: without captures it reads
//! none), and a `const` conversion function `operator R(*)(A...)()`
//! returning `__invoke`'s address, found by every implicit conversion
//! and built-in operand (`convert_implicit`, `builtin_operand`) as a
//! class's own conversion functions are.
//!
//! Invariants: both live where the call operator lives (its execution
//! space and linkage); neither is made for a lambda with captures or a
//! generic lambda (whose conversion is a template, not supported yet).

use super::scope::CtxId;
use super::{mangle, Sema};
use crate::ir::*;
use crate::source::Span;
use crate::types::{Cv, TypeId, TypeKind};

impl Sema<'_> {
    /// Declares closure type `t`'s conversion to a pointer to function
    /// (`ctx`: the closure's scope).
    pub(crate) fn closure_function_pointer(&mut self, t: TypeId, ctx: CtxId, span: Span) {
        let key = self.member_key("operator()", MethodKind::Normal);
        let op = match self.scopes.lookup_in(ctx, &key) {
            Some(super::scope::Symbol::Funcs(fs)) => match fs.as_slice() {
                [op] => *op,
                _ => return,
            },
            _ => return,
        };
        let (ret, space, linkage, inline) = {
            let f = &self.program.functions[op];
            (f.ret, f.space, f.linkage, f.inline)
        };
        let TypeKind::Function {
            params, variadic, ..
        } = self.types.kind(self.program.functions[op].ty).clone()
        else {
            return;
        };
        let Some((&this_ty, ptys)) = params.split_first() else {
            return;
        };
        let scope = self.scopes.ctx(ctx).path.clone();
        let static_member = Method {
            class: t,
            is_static: true,
            kind: MethodKind::Normal,
            is_const: false,
            is_volatile: false,
            explicit: false,
            ref_qual: 0,
        };
        // `static R __invoke(A...)`: calls the operator.
        let inv_ty = self.types.function(ret, ptys.to_vec(), variadic);
        let inv_symbol = self.mangle_fn(&mangle::FnName {
            scope: &scope,
            name: mangle::Unqual::Source("__invoke"),
            params: ptys,
            variadic,
            extern_c: false,
            method: None,
            template: None,
            last_pack: false,
        });
        let inv = self.add_function(Function {
            method: Some(static_member),
            inline,
            ..Function::declared(
                "__invoke".into(),
                inv_symbol,
                inv_ty,
                ret,
                space,
                linkage,
                span,
            )
        });
        let (locals, mut args) = self.forwarding_params(inv_ty, span).unwrap_or_default();
        args.insert(0, Expr::new(ExprKind::Null, this_ty, false, span));
        let call = self.call_of(op, args, ret, span);
        self.set_body(inv, locals, call, ret, span);
        // `operator R(*)(A...)() const`: returns `__invoke`.
        let fp = self.types.pointer(inv_ty);
        let const_this = {
            let q = self.types.qualified(t, Cv::CONST);
            self.types.pointer(q)
        };
        let conv_ty = self.types.function(fp, vec![const_this], false);
        let conv_symbol = self.mangle_fn(&mangle::FnName {
            scope: &scope,
            name: mangle::Unqual::Conversion(fp),
            params: &[],
            variadic: false,
            extern_c: false,
            method: Some((true, false, 0)),
            template: None,
            last_pack: false,
        });
        let conv = self.add_function(Function {
            method: Some(Method {
                is_static: false,
                kind: MethodKind::Conversion,
                is_const: true,
                ..static_member
            }),
            inline,
            ..Function::declared(
                "operator (function pointer)".into(),
                conv_symbol,
                conv_ty,
                fp,
                space,
                linkage,
                span,
            )
        });
        let mut locals = PrimaryMap::new();
        locals.push(Local {
            name: "this".into(),
            ty: const_this,
            align: None,
            span,
        });
        let f = Expr::new(ExprKind::Func(inv), inv_ty, true, span);
        let addr = Expr::new(
            ExprKind::Cast(CastKind::FuncToPtr, Box::new(f)),
            fp,
            false,
            span,
        );
        self.set_body(conv, locals, addr, fp, span);
        let name = "operator (function pointer)";
        self.scopes.add_func_in(ctx, name, conv, span);
    }

    /// A call of `f` (returning `ret`) with `args` as converted: a
    /// reference result is the address it returns, as calls are typed.
    fn call_of(&mut self, f: FuncId, args: Vec<Expr>, ret: TypeId, span: Span) -> Expr {
        let rt = match self.types.referee(ret) {
            Some(r) => self.types.pointer(r),
            None => self.types.unqual(ret),
        };
        Expr::new(ExprKind::Call(f, args), rt, false, span)
    }

    /// Function `id`'s parameters (all of `locals`) and its one
    /// statement: `return value;` (the value evaluated, for `void`).
    fn set_body(
        &mut self,
        id: FuncId,
        locals: PrimaryMap<LocalId, Local>,
        value: Expr,
        ret: TypeId,
        span: Span,
    ) {
        let kind = if self.types.is_void(ret) {
            StmtKind::Expr(value)
        } else {
            StmtKind::Return(Some(value))
        };
        let func = &mut self.program.functions[id];
        func.params = locals.keys().collect();
        func.locals = locals;
        func.body = Some(vec![Stmt { kind, span }]);
    }
}
