//! Member access: fields, member calls, destructor calls, through `.`,
//! `->` and base classes.

use super::scope::Symbol;
use super::Sema;
use crate::ast;
use crate::ir::*;
use crate::source::Span;
use crate::types::{Cv, IntKind, TypeId};

impl Sema<'_> {
    /// Member `name` is not in class `t`: when `t` has problems only device
    /// code cannot live with (an unknown member type, a virtual base), they
    /// are the reason, and reported as such.
    pub(crate) fn no_member(&mut self, t: TypeId, name: &ast::Ident) {
        let t = self.types.unqual(self.types.referee(t).unwrap_or(t));
        if self.report_if_unusable(t, name.span) {
            return;
        }
        let d = self.describe_ty(t);
        self.error(
            name.span,
            format!("no member named '{}' in '{d}'", name.name),
        );
    }

    pub(crate) fn member(
        &mut self,
        base: &ast::Expr,
        name: &ast::Ident,
        arrow: bool,
        span: Span,
    ) -> Expr {
        let b = self.check_expr(base);
        if let ExprKind::Special(v, None) = b.kind {
            if arrow {
                self.error(
                    span,
                    format!(
                        "member reference type '{}' is not a pointer",
                        self.describe_ty(b.ty)
                    ),
                );
                return self.error_expr(span);
            }
            let comp = match name.name.as_str() {
                "x" => 0,
                "y" => 1,
                "z" => 2,
                _ => {
                    let d = self.describe_ty(b.ty);
                    self.error(
                        name.span,
                        format!("no member named '{}' in '{d}'", name.name),
                    );
                    return self.error_expr(span);
                }
            };
            let u = self.types.int(IntKind::UInt);
            return Expr::new(ExprKind::Special(v, Some(comp)), u, false, span);
        }
        let Some(obj) = self.member_object(b, arrow, span) else {
            return self.error_expr(span);
        };
        self.member_named(obj, name, span)
    }

    /// Member `name` of the object `obj`.
    pub(crate) fn member_named(&mut self, obj: Expr, name: &ast::Ident, span: Span) -> Expr {
        self.require_complete(obj.ty);
        let Some(rec) = self.types.record(obj.ty).cloned() else {
            let d = self.describe_ty(obj.ty);
            self.error(
                span,
                format!("member reference base type '{d}' is not a structure or union"),
            );
            return self.error_expr(span);
        };
        let Some(fields) = rec.fields else {
            let d = self.describe_ty(obj.ty);
            self.error(span, format!("member access into incomplete type '{d}'"));
            return self.error_expr(span);
        };
        let Some(idx) = fields.iter().position(|f| f.name == name.name) else {
            // A static data member through an object (`obj.N`), or a
            // member of a base class.
            if let Some(ctx) = self.class_ctx(obj.ty) {
                if self.ambiguous_member(ctx, name) {
                    return self.error_expr(span);
                }
                if let Some(Symbol::Field(base, i)) =
                    self.scopes.lookup_in(ctx, &name.name).cloned()
                {
                    let naming = obj.ty;
                    let obj = self.base_subobject(obj, base, span);
                    self.check_field_access(naming, base, i, &name.name, name.span);
                    return self.field_unchecked(obj, i as usize, span);
                }
                match self.scopes.lookup_in(ctx, &name.name).cloned() {
                    Some(Symbol::Global(g)) => return self.global_ref(g, &name.name, span),
                    // An enumerator of a member enumeration through an
                    // object (`f.num_elements`, the toolkit's wmma
                    // fragments): a constant when the object is a named
                    // variable; otherwise the object is still evaluated.
                    Some(Symbol::Enumerator(v, t)) => {
                        let value = Expr::new(ExprKind::Int(v), t, false, span);
                        if matches!(obj.kind, ExprKind::Local(_) | ExprKind::Global(_)) {
                            return value;
                        }
                        let void = self.types.void();
                        let obj = Expr::new(
                            ExprKind::Cast(CastKind::ToVoid, Box::new(obj)),
                            void,
                            false,
                            span,
                        );
                        return Expr::new(
                            ExprKind::Comma(Box::new(obj), Box::new(value)),
                            t,
                            false,
                            span,
                        );
                    }
                    _ => {}
                }
                if let Some(Symbol::Funcs(_)) = self.scopes.lookup_in(ctx, &name.name) {
                    self.error(
                        span,
                        "reference to non-static member function must be called",
                    );
                    return self.error_expr(span);
                }
            }
            if let Some((holder, path)) =
                self.anonymous_member_in(self.types.unqual(obj.ty), &name.name)
            {
                let obj = if holder == self.types.unqual(obj.ty) {
                    obj
                } else {
                    self.base_subobject(obj, holder, span)
                };
                return self.field_path(obj, &path, name, span);
            }
            self.no_member(obj.ty, name);
            return self.error_expr(span);
        };
        self.field_of(obj, idx as u32, name, span)
    }

    /// The object `base.` or `base->` designates (`None` after reporting a
    /// `->` on a non-pointer).
    pub(crate) fn member_object(&mut self, b: Expr, arrow: bool, span: Span) -> Option<Expr> {
        if !arrow {
            return Some(b);
        }
        let b = self.overloaded_arrow(b, span)?;
        let p = self.rvalue(b);
        match self.types.pointee(p.ty) {
            Some(t) => Some(Expr::new(ExprKind::Deref(Box::new(p)), t, true, span)),
            None => {
                let d = self.describe_ty(p.ty);
                self.error(
                    span,
                    format!("member reference type '{d}' is not a pointer"),
                );
                None
            }
        }
    }

    /// `obj.f(args)` / `ptr->f(args)`: a member function call.
    pub(crate) fn member_call(
        &mut self,
        base: &ast::Expr,
        name: &ast::Ident,
        arrow: bool,
        args: &[ast::Expr],
        span: Span,
    ) -> Expr {
        let b = self.check_expr(base);
        let Some(obj) = self.member_object(b, arrow, span) else {
            return self.error_expr(span);
        };
        self.member_call_on(obj, name, args, super::overload::Dispatch::Virtual, span)
    }

    /// `b->m` with `b` of class type: `b.operator->()`, again while that
    /// gives a class ([over.ref]p1: `expected<T>`'s, an iterator's, a
    /// smart pointer's), down to the pointer `->` applies to. `None`
    /// after an error (a class without `operator->`, or one returning
    /// itself).
    fn overloaded_arrow(&mut self, mut b: Expr, span: Span) -> Option<Expr> {
        let mut seen = Vec::new();
        loop {
            let t = self.types.unqual(self.types.referee(b.ty).unwrap_or(b.ty));
            if !self.types.is_record(t) {
                return Some(b);
            }
            let cands = match self
                .class_ctx(t)
                .map(|c| self.scopes.lookup_in(c, "operator->"))
            {
                Some(Some(Symbol::Funcs(fs))) => fs.clone(),
                _ => return Some(b),
            };
            if seen.contains(&t) {
                let d = self.describe_ty(t);
                self.error(
                    span,
                    format!("circular pointer delegation detected for '{d}'"),
                );
                return None;
            }
            seen.push(t);
            let named = super::overload::Named::plain("operator->", &cands);
            b = self.call_with_object(
                named,
                Some(b),
                Vec::new(),
                super::overload::Dispatch::Virtual,
                (span, span),
            );
            if self.is_error_ty(b.ty) {
                return None;
            }
        }
    }

    /// `obj.name(args)` once the object is known.
    pub(crate) fn member_call_on(
        &mut self,
        obj: Expr,
        name: &ast::Ident,
        args: &[ast::Expr],
        dispatch: super::overload::Dispatch,
        span: Span,
    ) -> Expr {
        // A data member called (`ops->reduce(a, b)` with `int
        // (*reduce)(int, int)`, a functor member): the call of its value.
        if let Some(field) = self.called_data_member(&obj, name, span) {
            return self.object_call(field, args, name.span, span);
        }
        // The member's overloads type a braced argument (`o.f({1, 2})`).
        let hints = self.member_overloads(obj.ty, &name.name);
        let checked: Vec<Expr> = self.check_args_for(args, &hints);
        if name.name.starts_with('~') {
            return self.destructor_call(obj, name, checked, span);
        }
        let d = self.describe_ty(obj.ty);
        let Some(ctx) = self.class_ctx(obj.ty) else {
            if self.types.is_record(obj.ty) {
                self.no_member(obj.ty, name);
            } else {
                self.error(
                    span,
                    format!("member reference base type '{d}' is not a structure or union"),
                );
            }
            return self.error_expr(span);
        };
        if self.ambiguous_member(ctx, name) {
            return self.error_expr(span);
        }
        match self.scopes.lookup_in(ctx, &name.name).cloned() {
            Some(Symbol::Funcs(cands)) => {
                let named = super::overload::Named {
                    name: &name.name,
                    cands: &cands,
                    explicit: name.args.as_deref(),
                    launch: false,
                };
                self.call_with_object(named, Some(obj), checked, dispatch, (name.span, span))
            }
            Some(_) => {
                self.error(
                    name.span,
                    "called object type is not a function or function pointer",
                );
                self.error_expr(span)
            }
            // The implicitly declared assignment, named
            // (`super_t::operator=(other)` in Thrust's
            // `transform_iterator`): the assignment `obj = arg` of the
            // class's own kind, whose result is `obj`.
            None if name.name == "operator=" && name.args.is_none() && checked.len() == 1 => {
                let arg = checked.into_iter().next().expect("one argument");
                self.assign_values(None, obj, arg, span)
            }
            None => {
                self.no_member(obj.ty, name);
                self.error_expr(span)
            }
        }
    }

    /// `obj.name` when `name` is a data member of `obj`'s class, not a
    /// member function.
    fn called_data_member(&mut self, obj: &Expr, name: &ast::Ident, span: Span) -> Option<Expr> {
        if name.args.is_some() || name.name.starts_with('~') || !self.types.is_record(obj.ty) {
            return None;
        }
        if let Some(ctx) = self.class_ctx(obj.ty) {
            if matches!(
                self.scopes.lookup_in(ctx, &name.name),
                Some(Symbol::Funcs(_) | Symbol::Template(_))
            ) {
                return None;
            }
        }
        self.quietly(|s| s.member_named(obj.clone(), name, span))
            .filter(|e| !self.is_error_ty(e.ty))
    }

    /// `obj.~T()`: the destructor of `obj`'s class run on it; for a
    /// class without one or a scalar (a pseudo-destructor, common in
    /// templates), nothing but evaluating `obj`.
    pub(crate) fn destructor_call(
        &mut self,
        obj: Expr,
        name: &ast::Ident,
        args: Vec<Expr>,
        span: Span,
    ) -> Expr {
        let void = self.types.void();
        if !args.is_empty() {
            self.error(span, "destructor cannot take arguments");
            return self.error_expr(span);
        }
        let spelled = name.name.trim_start_matches('~');
        let own = self.types.unqual(obj.ty);
        let named = self.quiet_type_named(spelled, name.span);
        let matches =
            named == Some(own) || self.types.record(own).is_some_and(|r| r.name == spelled);
        if !matches {
            let d = self.describe_ty(own);
            match named {
                Some(t) if !crate::syntax::is_builtin_type_word(spelled) => {
                    let n = self.describe_ty(t);
                    self.error(
                        name.span,
                        format!("destructor type '{n}' in object destruction expression does not match the type '{d}' of the object being destroyed"),
                    );
                }
                _ => self.error(
                    name.span,
                    "expected a class name after '~' to name a destructor",
                ),
            }
            return self.error_expr(span);
        }
        match self.destructor(obj.ty, span) {
            Some(d) if self.types.record(obj.ty).is_some() => {
                let pt = {
                    let u = self.types.unqual(obj.ty);
                    self.types.pointer(u)
                };
                let this = Expr::new(ExprKind::AddrOf(Box::new(obj)), pt, false, span);
                self.check_call_space(&name.name, d, false, span);
                Expr::new(ExprKind::Call(d, vec![this]), void, false, span)
            }
            _ => Expr::new(
                ExprKind::Cast(CastKind::ToVoid, Box::new(obj)),
                void,
                false,
                span,
            ),
        }
    }

    /// Data member `idx` of the record object `obj`.
    /// Where member `name` of record `t` is among the members of its
    /// anonymous unions and structs (C++ makes those members of `t`
    /// itself, [class.union.anon]): the field indices, outermost first.
    pub(crate) fn anonymous_member_path(&self, t: TypeId, name: &str) -> Option<Vec<u32>> {
        let fields = self.types.record(t)?.fields.as_ref()?;
        for (i, f) in fields.iter().enumerate() {
            if !f.name.is_empty() {
                continue;
            }
            let inner_ty = self.types.unqual(f.ty);
            let Some(inner) = self.types.record(inner_ty) else {
                continue;
            };
            if let Some(j) = inner.fields.as_ref()?.iter().position(|g| g.name == name) {
                return Some(vec![i as u32, j as u32]);
            }
            if let Some(mut rest) = self.anonymous_member_path(inner_ty, name) {
                rest.insert(0, i as u32);
                return Some(rest);
            }
        }
        None
    }

    /// The class among `t` and its bases (depth first, `t` first) whose
    /// anonymous members hold member `name`, and the path to it there
    /// (libcu++ 2.x's `optional` reads `this->__val_` of a base's
    /// anonymous union).
    pub(crate) fn anonymous_member_in(&self, t: TypeId, name: &str) -> Option<(TypeId, Vec<u32>)> {
        if let Some(path) = self.anonymous_member_path(t, name) {
            return Some((t, path));
        }
        let bases = self.types.record(t)?.bases.clone();
        bases
            .into_iter()
            .find_map(|b| self.anonymous_member_in(self.types.unqual(b), name))
    }

    /// `obj`'s field at `path` (`anonymous_member_path`).
    fn field_path(&mut self, obj: Expr, path: &[u32], name: &ast::Ident, span: Span) -> Expr {
        path.iter()
            .fold(obj, |e, &i| self.field_of(e, i, name, span))
    }

    /// A member of an anonymous union or struct of the class of `this`,
    /// named alone in a member function.
    pub(crate) fn anonymous_member_of_this(&mut self, id: &ast::Ident, span: Span) -> Option<Expr> {
        // Quietly: in a lambda, `this` may not be captured, and the name
        // is most likely undeclared anyway.
        let (found, reported) = self.tentatively(|s| {
            let this = s.this_expr(span)?;
            let class = s.types.unqual(s.types.pointee(this.ty)?);
            let (holder, path) = s.anonymous_member_in(class, &id.name)?;
            Some((this, class, holder, path))
        });
        let (this, class, holder, path) = found?;
        self.restore_diags(reported);
        let mut obj = Expr::new(ExprKind::Deref(Box::new(this)), class, true, span);
        if holder != class {
            obj = self.base_subobject(obj, holder, span);
        }
        Some(self.field_path(obj, &path, id, span))
    }

    pub(crate) fn field_of(&mut self, obj: Expr, idx: u32, name: &ast::Ident, span: Span) -> Expr {
        self.check_access(
            super::access::Member::Field(self.types.unqual(obj.ty), idx),
            obj.ty,
            &name.name,
            name.span,
        );
        self.field_unchecked(obj, idx as usize, span)
    }

    /// Field `idx` of `obj`, its access checked by the caller.
    pub(crate) fn field_unchecked(&mut self, obj: Expr, idx: usize, span: Span) -> Expr {
        let Some(rec) = self.types.record(obj.ty).cloned() else {
            return self.error_expr(span);
        };
        let Some(fields) = rec.fields else {
            return self.error_expr(span);
        };
        let cv = self.types.cv(obj.ty);
        // A `mutable` member is not const in a const object ([dcl.stc]/10).
        let ft = self.types.qualified(
            fields[idx].ty,
            Cv {
                is_restrict: false,
                is_const: cv.is_const && !fields[idx].mutable,
                ..cv
            },
        );
        // A class member of a class prvalue (`B().a`) is an xvalue of the
        // materialised temporary ([expr.ref]/6.2, C++17): passing or
        // copying it runs the member's copy constructor, never elided.
        // So is an array member (`Grid{…}.cells[1][2]` subscripts it).
        let aggregate = self.types.is_record(ft) || self.types.array_elem(ft).is_some();
        let obj = if !obj.lvalue && aggregate {
            let mut m = match obj.kind {
                ExprKind::Load(inner) if matches!(inner.kind, ExprKind::Temp(_)) => *inner,
                kind => self.materialize(Expr { kind, ..obj }),
            };
            m.xvalue = true;
            m
        } else {
            obj
        };
        let (lv, xv) = (obj.lvalue, obj.xvalue);
        let mut e = Expr::new(ExprKind::Member(Box::new(obj), idx as u32), ft, lv, span);
        e.xvalue = xv;
        // A reference member designates its referee (an lvalue, whatever
        // the object is): the address stored in it, read from an object
        // or taken from a class rvalue's value.
        if let Some(r) = self.types.referee(ft) {
            if lv {
                e.xvalue = false;
                return self.deref_reference(e);
            }
            e.ty = self.types.pointer(r);
            return Expr::new(ExprKind::Deref(Box::new(e)), r, true, span);
        }
        e
    }
}
