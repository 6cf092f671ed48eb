//! A function declaration's prototype: its parameter and return types,
//! resolved in the function's prototype scope ([basic.scope.param]) when a
//! `decltype` names a parameter (`auto f(T a) -> decltype(a * 2)`,
//! `f(T *p, decltype(p[0]) v)`).
//!
//! Input: a function's AST. Output: its parameter types (decayed for the
//! function type, as written for the locals) and its return type.
//! Invariant: the prototype scope is a function context of its own,
//! dropped afterwards; it is set up only when a `decltype` names a
//! parameter, so nothing else is checked as if inside a function.

use super::scope::Symbol;
use super::{FnCtx, Sema};
use crate::ast;
use crate::types::TypeId;

impl Sema<'_> {
    /// The parameter types of `f`, each resolved once: decayed and
    /// unqualified for the function type, and as written (a `const`
    /// parameter is not assignable) for the local, except that arrays and
    /// functions decay.
    pub(crate) fn param_types(&mut self, f: &ast::FunctionDef) -> (Vec<TypeId>, Vec<TypeId>) {
        self.naming_types(|s| s.param_types_naming(f))
    }

    fn param_types_naming(&mut self, f: &ast::FunctionDef) -> (Vec<TypeId>, Vec<TypeId>) {
        // `T *p, decltype(p[0]) v`: a parameter's `decltype` may name the
        // parameters before it.
        if f.params
            .iter()
            .any(|p| super::typeexpr::decltype_names_params(&p.ty, &f.params))
        {
            if let Some(r) = self.in_prototype_scope(f, |s| s.param_types_declaring(f, true)) {
                return r;
            }
        }
        self.param_types_declaring(f, false)
    }

    /// The parameter types; with `declare`, each named parameter is
    /// declared once its type is known (inside `in_prototype_scope`).
    fn param_types_declaring(
        &mut self,
        f: &ast::FunctionDef,
        declare: bool,
    ) -> (Vec<TypeId>, Vec<TypeId>) {
        let mut ptys = Vec::new();
        let mut local_tys = Vec::new();
        for p in &f.params {
            // A parameter pack is one parameter per element.
            let n = if p.pack {
                self.pack_length(&p.ty).unwrap_or(0)
            } else {
                1
            };
            let mut pack = Vec::new();
            for i in 0..n {
                let prototype = matches!(f.body, ast::Body::None);
                let resolved = self.as_prototype_param(prototype, &p.ty, |s| {
                    s.pack_element_type(&p.ty, p.pack, i)
                });
                let t = self.param_of(resolved, p.ty.span);
                let decays =
                    self.types.array_elem(resolved).is_some() || self.types.is_function(resolved);
                local_tys.push(if decays { t } else { resolved });
                ptys.push(t);
                if let (true, Some(n)) = (declare, &p.name) {
                    let l = self.add_local(&n.name, t, n.span);
                    match p.pack {
                        true => pack.push(l),
                        false => self.scopes.insert(&n.name, Symbol::Local(l), n.span),
                    }
                }
            }
            // A function parameter pack, expanded in a trailing return type
            // (`-> decltype(f(static_cast<Ts&&>(ts)...))`, Thrust's actors).
            if let (true, true, Some(n)) = (declare, p.pack, &p.name) {
                self.scopes.insert(&n.name, Symbol::LocalPack(pack), n.span);
            }
        }
        // `f(void)` is a function without parameters.
        if ptys.len() == 1 && self.types.is_void(ptys[0]) && f.params[0].name.is_none() {
            ptys.clear();
            local_tys.clear();
        }
        (ptys, local_tys)
    }

    /// The declared return type; `void` for now when it is `auto` (the
    /// body decides, see `mark_deduced`).
    pub(crate) fn return_type(&mut self, f: &ast::FunctionDef) -> TypeId {
        if super::typeexpr::mentions_auto(&f.ret) {
            return self.types.void();
        }
        if super::typeexpr::decltype_names_params(&f.ret, &f.params) {
            return self.return_type_with_params(f);
        }
        self.naming_types(|s| s.resolve_type(&f.ret))
    }

    /// A return type whose `decltype(e)` may name the parameters
    /// (`auto f(T a) -> decltype(a * 2)`): resolved with the parameters
    /// declared, as C++ scopes them ([basic.scope.param]), in a function
    /// context of their own that is dropped afterwards.
    fn return_type_with_params(&mut self, f: &ast::FunctionDef) -> TypeId {
        self.resolve_in_prototype(f, &f.ret)
    }

    /// Type `te` of function `f`'s declarator (its return type), with
    /// `f`'s parameters in scope when a `decltype` in it names them.
    pub(crate) fn resolve_in_prototype(
        &mut self,
        f: &ast::FunctionDef,
        te: &ast::TypeExpr,
    ) -> TypeId {
        if !super::typeexpr::decltype_names_params(te, &f.params) {
            return self.naming_types(|s| s.resolve_type(te));
        }
        let r = self.in_prototype_scope(f, |s| {
            s.param_types_declaring(f, true);
            s.resolve_type(te)
        });
        r.unwrap_or_else(|| self.resolve_type(te))
    }

    /// The class whose scope the current context is in (through template
    /// parameter scopes), if any.
    fn enclosing_class(&self) -> Option<crate::types::TypeId> {
        let mut c = Some(self.scopes.current());
        while let Some(x) = c {
            let ctx = self.scopes.ctx(x);
            if ctx.class.is_some() {
                return ctx.class;
            }
            c = ctx.parent;
        }
        None
    }

    /// Runs `body` in function `f`'s prototype scope: a function context
    /// of its own whose locals are `f`'s parameters as `body` declares
    /// them, dropped afterwards ([basic.scope.param]). `None` before any
    /// function exists to stand for it.
    fn in_prototype_scope<R>(
        &mut self,
        f: &ast::FunctionDef,
        body: impl FnOnce(&mut Self) -> R,
    ) -> Option<R> {
        let any = self.program.functions.keys().next()?;
        let space = super::cuda::exec_space(self, f);
        let saved = self.take_fn_state();
        // The lambdas around a call are not around the callee's
        // parameters (`ts` of a member template instantiated from a
        // lambda body is no capture).
        let frames = std::mem::take(&mut self.lambda_frames);
        let void = self.types.void();
        self.func = Some(FnCtx::new(any, space, void, String::new()));
        self.scopes.push();
        // A member function's trailing return type may use `this`
        // ([expr.prim.this]p2: `-> decltype(Base::eval(ts...))`).
        if let Some(class) = self
            .enclosing_class()
            .filter(|_| f.storage != ast::StorageClass::Static)
        {
            let cv = crate::types::Cv {
                is_const: f.method.is_const,
                is_volatile: f.method.is_volatile,
                ..crate::types::Cv::NONE
            };
            let q = self.types.qualified(class, cv);
            let this_ty = self.types.pointer(q);
            let l = self.add_local("this", this_ty, f.name.span);
            if let Some(c) = self.func.as_mut() {
                c.this = Some(l);
            }
        }
        let r = body(self);
        self.scopes.pop();
        self.lambda_frames = frames;
        self.restore_fn_state(saved);
        Some(r)
    }
}
