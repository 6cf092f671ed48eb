//! Calls: of named functions (with overload resolution and
//! argument-dependent lookup), of objects (`operator()`), through pointers,
//! and function template specialisations named as values.
//!
//! A call through a pointer is `ExprKind::CallPtr` (the callee an rvalue
//! pointer to function, the arguments converted to its parameters) and
//! becomes an indirect call; a function designator converts to a pointer to
//! itself as an exact match in overload ranking. Unqualified calls add
//! argument-dependent lookup (`Sema::adl_candidates` in `lookup.rs`: the
//! namespaces of the arguments' classes, their bases and template
//! arguments, and of enumerations).

use super::convert::ConvCtx;
use super::cuda;
use super::lookup::Lookup;
use super::overload::{Dispatch, Named};
use super::scope::Symbol;
use super::Sema;
use crate::ast;
use crate::ir::*;
use crate::source::Span;
use crate::types::TypeId;

impl Sema<'_> {
    /// `(ns::f)(a, b)`, which tree-sitter reads as a C-style cast of
    /// `(a, b)` to a type `ns::f` (CUB's `(::cuda::std::min)(x, y)`, the
    /// idiom that keeps a `min` macro off): the call, when the name is a
    /// function or function template where it appears. The arguments are
    /// the comma expression's operands when one pair of parentheses holds
    /// it (`(f)((a, b))` passes one argument).
    pub(crate) fn parenthesised_callee(
        &mut self,
        style: ast::CastStyle,
        te: &ast::TypeExpr,
        inner: &ast::Expr,
        span: Span,
    ) -> Option<Expr> {
        let ast::TypeExprKind::Named(path) = &te.kind else {
            return None;
        };
        if style != ast::CastStyle::C || te.quals != Default::default() {
            return None;
        }
        // A qualifier that is a template-id or `decltype` is beyond
        // `peek_path`: `(dispatch_t<…>::dispatch)(args…)`, Thrust's
        // `THRUST_INDEX_TYPE_DISPATCH` calling CUB.
        let sym = match self.peek_path(path) {
            None if path[..path.len() - 1]
                .iter()
                .any(|q| q.args.is_some() || q.decltype.is_some()) =>
            {
                match self.tentatively(|s| s.lookup_path(path)).0 {
                    super::lookup::Lookup::Found(sym) => Some(sym),
                    _ => None,
                }
            }
            sym => sym,
        };
        let function = match sym {
            Some(Symbol::Funcs(_)) => true,
            Some(Symbol::Template(id)) => {
                matches!(
                    self.tmpl(id).kind,
                    super::template::TemplateKind::Function { .. }
                )
            }
            _ => false,
        };
        if !function {
            return None;
        }
        let mut args = Vec::new();
        let one_pair = inner.span.end + 1 == span.end && inner.span.file == span.file;
        match one_pair {
            true => comma_operands(inner, &mut args),
            false => args.push(inner.clone()),
        }
        let callee = ast::Expr::new(ast::ExprKind::Name(path.clone()), te.span);
        Some(self.call(&callee, &args, span))
    }

    /// The one function template specialisation that template-id `id`
    /// names among the candidates `fs` (every template argument written).
    /// Host code naming a kernel template otherwise gets a warning that
    /// no specialization is emitted for it.
    pub(crate) fn named_specialization(
        &mut self,
        fs: &[FuncId],
        id: &ast::Ident,
        span: Span,
    ) -> Option<FuncId> {
        let templates: Vec<_> = fs
            .iter()
            .filter_map(|f| self.program.functions[*f].pattern)
            .collect();
        let kernel = fs.iter().any(|f| self.program.functions[*f].is_kernel());
        if let Some(args) = &id.args {
            let mut found = Vec::new();
            for t in templates {
                if let Some(f) = self.instantiate_explicit(t, args, span) {
                    found.push(f);
                }
            }
            if let [f] = found.as_slice() {
                return Some(*f);
            }
        }
        if kernel && self.in_host_mode() {
            let why = "it is named without every template argument written";
            self.unanalysed_launch_error(&id.name, span, why);
        }
        self.error(
            span,
            "taking the address of a function template without its template arguments is not supported yet",
        );
        None
    }

    /// `fp(args)` / `(*fp)(args)`: a call through pointer `callee` to a
    /// function of type `fty`, the arguments converted as for a direct
    /// call (variadic extras promoted).
    pub(crate) fn call_through_pointer(
        &mut self,
        callee: Expr,
        fty: TypeId,
        args: Vec<Expr>,
        span: Span,
    ) -> Expr {
        let crate::types::TypeKind::Function {
            ret,
            params,
            variadic,
            ..
        } = self.types.kind(fty).clone()
        else {
            return self.error_expr(span);
        };
        if args.len() < params.len() || (args.len() > params.len() && !variadic) {
            let which = if args.len() < params.len() {
                "few"
            } else {
                "many"
            };
            self.error(
                span,
                format!(
                    "too {which} arguments to function call, expected {}, have {}",
                    params.len(),
                    args.len()
                ),
            );
            return self.error_expr(span);
        }
        let mut out = Vec::new();
        for (i, a) in args.into_iter().enumerate() {
            match params.get(i) {
                Some(&p) => out.push(self.convert_implicit(a, p, ConvCtx::Arg)),
                None => out.push(self.vararg(a)),
            }
        }
        let (rt, lv) = match self.types.referee(ret) {
            Some(r) => (self.types.pointer(r), true),
            None => (self.types.unqual(ret), false),
        };
        let call = Expr::new(ExprKind::CallPtr(Box::new(callee), out), rt, false, span);
        if !lv {
            return call;
        }
        let r = self.types.pointee(rt).unwrap_or(rt);
        let mut e = Expr::new(ExprKind::Deref(Box::new(call)), r, true, span);
        e.xvalue = self.types.is_rvalue_ref(ret);
        e
    }

    /// `obj(args)`: the call operator of `obj`'s class.
    pub(crate) fn object_call(
        &mut self,
        obj: Expr,
        args: &[ast::Expr],
        callee_span: Span,
        span: Span,
    ) -> Expr {
        // The call operators type a braced argument (`f({1, 2})`).
        let hints = self.member_overloads(obj.ty, "operator()");
        let checked: Vec<Expr> = self.check_args_for(args, &hints);
        let fn_ty = self
            .types
            .pointee(obj.ty)
            .filter(|&t| self.types.is_function(t))
            .or_else(|| {
                self.types
                    .referee(obj.ty)
                    .filter(|&t| self.types.is_function(t))
            })
            .or_else(|| Some(obj.ty).filter(|&t| self.types.is_function(t)));
        if let Some(fty) = fn_ty {
            let callee = self.rvalue(obj);
            return self.call_through_pointer(callee, fty, checked, span);
        }
        if let Some(ctx) = self.class_ctx(obj.ty) {
            if let Some(Symbol::Funcs(cands)) = self.scopes.lookup_in(ctx, "operator()").cloned() {
                return self.call_with_object(
                    Named::plain("operator()", &cands),
                    Some(obj),
                    checked,
                    Dispatch::Virtual,
                    (callee_span, span),
                );
            }
        }
        self.error(
            callee_span,
            format!(
                "called object type '{}' is not a function or function pointer",
                self.describe_ty(obj.ty)
            ),
        );
        self.error_expr(span)
    }

    pub(crate) fn call(&mut self, callee: &ast::Expr, args: &[ast::Expr], span: Span) -> Expr {
        let path = match &callee.kind {
            ast::ExprKind::Name(p) if !p.is_empty() => p.as_slice(),
            ast::ExprKind::Member { base, name, arrow } => {
                return self.member_call(base, name, *arrow, args, span)
            }
            ast::ExprKind::MemberPointerAccess {
                base,
                member,
                arrow,
            } => return self.call_member_pointer(base, member, *arrow, args, span),
            ast::ExprKind::QualifiedMember {
                base,
                member,
                arrow,
            } => {
                return match self.qualified_object(base, member, *arrow, span) {
                    Some(obj) => {
                        self.member_call_on(obj, &member.name, args, Dispatch::Direct, span)
                    }
                    None => self.error_expr(span),
                };
            }
            _ => {
                // `[](int x) { … }(1)`, `S{}(x)`: a class object's
                // `operator()`.
                // `(*fp)(x)`, `table[i](x)`: through a function pointer.
                let obj = self.check_expr(callee);
                return self.object_call(obj, args, callee.span, span);
            }
        };
        // `f(x)` on an object of class type: its `operator()`.
        // So is a variable template's specialisation (libcu++'s `declval`
        // is a variable template of function pointer type).
        let peeked = self.peek_path(path);
        let variable_template = matches!(peeked, Some(Symbol::Template(id))
            if matches!(self.tmpl(id).kind, super::template::TemplateKind::Variable { .. }));
        let is_object = matches!(
            peeked,
            Some(Symbol::Local(_) | Symbol::Global(_) | Symbol::Field(..))
        ) || variable_template
            || matches!(path, [id] if self.is_lambda_var(&id.name));
        if is_object {
            let obj = self.check_expr(callee);
            return self.object_call(obj, args, callee.span, span);
        }
        let name = path.last().map(|i| i.name.clone()).unwrap_or_default();
        // What the name finds, looked up quietly before the arguments are
        // checked, types a braced argument (`f({1, 2})`, and `T({1, 2})`
        // through `T`'s constructors).
        let braced = args
            .iter()
            .any(|a| matches!(a.kind, ast::ExprKind::InitList(None, _)));
        let hints = if braced {
            let (found, _) = self.tentatively(|s| s.lookup_path(path));
            match found {
                Lookup::Found(Symbol::Funcs(fs)) => fs,
                Lookup::Found(Symbol::Type(t)) => self.constructors_of(t),
                _ => Vec::new(),
            }
        } else {
            Vec::new()
        };
        // `va_start(ap, n)` is GCC's `__builtin_va_start(ap, n)` (and
        // `va_arg`, whose second operand is a type, has its own form).
        if let [id] = path {
            if let Some(what) = id.name.strip_prefix("__builtin_va_") {
                if matches!(self.lookup_path(path), Lookup::NotFound) {
                    if let Some(e) = self.va_builtin_call(what, args, span) {
                        return e;
                    }
                }
            }
        }
        let checked: Vec<Expr> = self.check_args_for(args, &hints);
        // An unqualified name also finds functions in the arguments'
        // namespaces (argument-dependent lookup).
        let adl = match path {
            [id] if !id.name.is_empty() => self.adl_candidates(&name, &checked),
            _ => Vec::new(),
        };
        if let Some(e) = self.implicit_assign_named(path, &checked, span) {
            return e;
        }
        let sym = match self.lookup_path(path) {
            Lookup::Found(Symbol::Funcs(fs)) => {
                let mut fs = match path {
                    [_] => self.visible_at_definition(fs, &adl),
                    _ => fs,
                };
                fs.extend(
                    adl.into_iter()
                        .filter(|f| !fs.contains(f))
                        .collect::<Vec<_>>(),
                );
                Symbol::Funcs(fs)
            }
            Lookup::Found(s) => s,
            Lookup::Error => return self.error_expr(span),
            Lookup::NotFound if !adl.is_empty() => Symbol::Funcs(adl),
            Lookup::NotFound => {
                if let Some((i, b)) = crate::nvvm::target::builtins::find(&name) {
                    return self.nvvm_builtin(i, b, checked, callee.span, span);
                }
                if let Some(w) = crate::nvvm::target::wmma::parse(&name) {
                    return self.wmma_builtin(w, &name, checked, callee.span, span);
                }
                if let Some(e) = self.gnu_builtin(&name, &checked, span) {
                    return e;
                }
                if let Some(e) = self.library_builtin_call(callee, &name, args, &checked, span) {
                    return e;
                }
                let Some(b) = cuda::builtin(&name) else {
                    if name == "typeid" {
                        self.unsupported_in_body(callee.span, "typeid");
                        return self.error_expr(span);
                    }
                    let msg = match cuda::arch_gated_api(&name) {
                        Some(need) if need > self.opts.arch => format!(
                            "'{name}' needs sm_{need} or higher, but the target is sm_{}",
                            self.opts.arch
                        ),
                        _ => format!("use of undeclared identifier '{name}'"),
                    };
                    self.error(callee.span, msg);
                    return self.error_expr(span);
                };
                if !checked.is_empty() {
                    self.error(
                        span,
                        format!(
                            "too many arguments to function call '{name}', expected 0, have {}",
                            checked.len()
                        ),
                    );
                }
                if !self.space().is_some_and(|s| s.on_device()) {
                    self.error(
                        span,
                        format!("'{name}' can only be called from device code"),
                    );
                }
                let v = self.types.void();
                return Expr::new(ExprKind::Builtin(b, Vec::new()), v, false, span);
            }
        };
        // `Ts(x)...` / `Ts()...` in an expansion: the current element.
        let sym = match sym {
            Symbol::Pack(_) | Symbol::LocalPack(_) => {
                let Some(last) = path.last() else {
                    return self.error_expr(span);
                };
                match self.pack_symbol(sym, last) {
                    Some(s) => s,
                    None => return self.error_expr(span),
                }
            }
            s => s,
        };
        // `C(a, b)` of a class template named without arguments: the
        // class its arguments deduce ([over.match.class.deduct]), then the
        // functional cast (`cuda::std::tuple(i, p)` in Thrust's examples).
        let sym = match sym {
            Symbol::Template(_) if path.last().is_some_and(|l| l.args.is_none()) => {
                let te = ast::TypeExpr::named(path.to_vec(), callee.span);
                let init = ast::Initializer::Ctor(args.to_vec(), span);
                match self.deduced_class_for(&te, Some(&init)) {
                    Some(t) if self.is_error_ty(t) => return self.error_expr(span),
                    Some(t) => Symbol::Type(t),
                    None => sym,
                }
            }
            s => s,
        };
        match sym {
            Symbol::Funcs(cands) => {
                // `Base::f()` names the function itself.
                let dispatch = if path.len() > 1 {
                    Dispatch::Direct
                } else {
                    Dispatch::Virtual
                };
                let named = Named {
                    name: &name,
                    cands: &cands,
                    explicit: path.last().and_then(|l| l.args.as_deref()),
                    launch: false,
                };
                self.call_overloaded(named, checked, dispatch, (callee.span, span))
            }
            // `T(a, b)`: a temporary constructed from the arguments.
            Symbol::Type(t) if self.types.is_record(t) => {
                let ut = self.types.unqual(t);
                // A class template's specialisation defined on first use
                // (`Reference(ptr)` in Thrust's `pointer_dereference_impl`).
                self.require_complete(ut);
                // `T(s)` for an object of another class that converts to `T`.
                let mut checked = checked;
                if checked.len() == 1 {
                    let arg = checked.remove(0);
                    match self.class_conversion(arg, ut, true) {
                        Ok(converted) => return self.rvalue(converted),
                        Err(arg) => checked.push(arg),
                    }
                }
                let init = if self.classes.get(&ut).is_some_and(|c| !c.ctors.is_empty()) {
                    self.construct(ut, checked, false, span)
                } else if checked.is_empty() {
                    self.value_init(ut, span)
                } else if checked.len() == 1 && self.types.unqual(checked[0].ty) == ut {
                    let a = checked
                        .into_iter()
                        .next()
                        .unwrap_or_else(|| self.error_expr(span));
                    return self.rvalue(a);
                } else {
                    let d = self.describe_ty(ut);
                    self.error(
                        span,
                        format!("no matching constructor for initialization of '{d}'"),
                    );
                    return self.error_expr(span);
                };
                let tmp = Expr::new(ExprKind::Temp(Box::new(init)), ut, true, span);
                self.rvalue(tmp)
            }
            // `T()` for a scalar `T` (a template parameter bound to `float`):
            // value-initialised, zero.
            Symbol::Type(t) if checked.is_empty() && !self.types.is_void(t) => {
                self.braced_value(t, &[], span)
            }
            // `T(x)` is a functional cast, and `(T)(x)` reaches here too
            // (the grammar cannot tell it from a call without knowing T).
            Symbol::Type(t) if checked.len() == 1 && !self.types.is_record(t) => {
                let arg = checked
                    .into_iter()
                    .next()
                    .unwrap_or_else(|| self.error_expr(span));
                self.convert_explicit(arg, t, span)
            }
            Symbol::Namespace(_) => {
                self.error(
                    callee.span,
                    format!("unexpected namespace name '{name}': expected expression"),
                );
                self.error_expr(span)
            }
            _ => {
                self.error(
                    callee.span,
                    format!("called object '{name}' is not a function"),
                );
                self.error_expr(span)
            }
        }
    }
}

/// The operands of comma expression `e`, left to right, however it nests
/// (the arguments of `(T::f)(a, b, c)`, read as a cast of `(a, b, c)`).
fn comma_operands(e: &ast::Expr, out: &mut Vec<ast::Expr>) {
    match &e.kind {
        ast::ExprKind::Comma(a, b) => {
            comma_operands(a, out);
            comma_operands(b, out);
        }
        _ => out.push(e.clone()),
    }
}

impl Sema<'_> {
    /// `Base::operator=(x)` in a member function of a class derived from
    /// (or equal to) `Base` that declares no assignment: the implicitly
    /// declared one ([class.copy.assign]p2), which cudac makes only when
    /// it is used, applied to `*this`'s `Base` subobject (Thrust's
    /// `transform_iterator::operator=` calls `super_t::operator=(other)`).
    fn implicit_assign_named(
        &mut self,
        path: &[ast::Ident],
        checked: &[Expr],
        span: Span,
    ) -> Option<Expr> {
        let (last, quals) = path.split_last()?;
        if last.name != "operator=" || last.args.is_some() || quals.is_empty() {
            return None;
        }
        let [arg] = checked else {
            return None;
        };
        let te = ast::TypeExpr::named(quals.to_vec(), last.span);
        let b = self.quietly(|s| s.resolve_type(&te))?;
        let b = self.types.unqual(b);
        self.require_complete(b);
        let declared = self
            .class_ctx(b)
            .is_some_and(|c| self.scopes.lookup_in(c, "operator=").is_some());
        if declared || !self.types.is_record(b) {
            return None;
        }
        let this = self.this_expr(span)?;
        let class = self.types.unqual(self.types.pointee(this.ty)?);
        if class != b && !self.is_base_of(b, class) {
            return None;
        }
        let obj = Expr::new(ExprKind::Deref(Box::new(this)), class, true, span);
        let obj = self.base_subobject(obj, b, span);
        Some(self.assign_values(None, obj, arg.clone(), span))
    }
}
