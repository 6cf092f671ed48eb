//! Pointers to members, as the Itanium ABI represents them (and nvcc):
//! `&C::m` of a data member is its byte offset (`i64`, -1 for null);
//! `&C::f` of a member function is `{ptr, adj}` (`ExprKind::MemberFnPtr`:
//! the function's address, or 1 + the vtable offset of a virtual one).
//!
//! Input: `&C::name`, `obj.*pm`, `ptr->*pm`, calls `(obj.*pmf)(args)`,
//! null pointer constants converted to a member pointer type, `==`/`!=`
//! and tests of data member pointers. Output: ordinary IR for data members
//! (the object's address moved by the offset), `ExprKind::CallMemberPtr`
//! for calls. Invariants: the object is first converted to the member
//! pointer's class (a derived object to its base subobject); a member
//! function pointer's `adj` is always 0 (conversions between member
//! pointers of base and derived classes are not supported yet, and say
//! so), so the pairs cudac makes compare equal exactly when their `ptr`s
//! do.

use super::lookup::Lookup;
use super::scope::Symbol;
use super::Sema;
use crate::ast;
use crate::ir::*;
use crate::source::Span;
use crate::types::{Cv, TypeId};

impl Sema<'_> {
    /// `&C::name` when `name` is a non-static member of class `C`: a
    /// pointer to member. `None` when the path names something else (the
    /// ordinary address-of applies).
    pub(crate) fn member_pointer_to(&mut self, path: &[ast::Ident], span: Span) -> Option<Expr> {
        let (last, quals) = path.split_last()?;
        if quals.is_empty() {
            return None;
        }
        // The class's own data members first (a plain struct has no
        // scope of its own), then what lookup finds in it and its bases.
        let te = ast::TypeExpr::named(quals.to_vec(), span);
        let class = self.quietly(|s| s.resolve_type(&te))?;
        let class = self.types.unqual(class);
        if !self.types.is_record(class) {
            return None;
        }
        let own = self
            .types
            .record(class)
            .and_then(|r| r.fields.as_ref())
            .and_then(|fs| fs.iter().position(|f| f.name == last.name));
        let found = match own {
            Some(i) => Symbol::Field(class, i as u32),
            None => match self.tentatively(|s| s.lookup_path(path)) {
                (Lookup::Found(s @ (Symbol::Field(..) | Symbol::Funcs(_))), reported) => {
                    self.restore_diags(reported);
                    s
                }
                _ => return None,
            },
        };
        match found {
            Symbol::Field(class, i) => {
                let fields = self.types.record(class)?.fields.clone()?;
                let f = fields.get(i as usize)?;
                if f.bit_width.is_some() {
                    self.error(span, "address of bit-field requested");
                    return Some(self.error_expr(span));
                }
                let off = self.types.field_offsets(class)?.get(i as usize).copied()?;
                let t = self.types.member_pointer(class, f.ty);
                Some(Expr::new(ExprKind::Int(off as i128), t, false, span))
            }
            Symbol::Funcs(fs) => {
                let methods: Vec<FuncId> = fs
                    .into_iter()
                    .filter(|&f| {
                        self.program.functions[f]
                            .method
                            .is_some_and(|m| m.takes_this())
                    })
                    .collect();
                match methods.as_slice() {
                    [] => None,
                    [f] => Some(self.member_fn_pointer(*f, span)),
                    // The member pointer type it converts to picks one.
                    _ => {
                        let t = self.member_fn_pointer_type(methods[0])?;
                        Some(Expr::new(
                            ExprKind::Overloads(Box::new(crate::ir::OverloadSet::plain(
                                methods, true,
                            ))),
                            t,
                            false,
                            span,
                        ))
                    }
                }
            }
            _ => None,
        }
    }

    /// `&C::f` of member function `f`.
    pub(crate) fn member_fn_pointer(&mut self, f: FuncId, span: Span) -> Expr {
        self.ensure_defined(f, span);
        let Some(t) = self.member_fn_pointer_type(f) else {
            return self.error_expr(span);
        };
        let target = if self.is_virtual(f) {
            match self.vtable_slot_of(f) {
                Some(slot) => MemberFn::Virtual(slot),
                None => return self.error_expr(span),
            }
        } else {
            MemberFn::Direct(f)
        };
        Expr::new(ExprKind::MemberFnPtr(target), t, false, span)
    }

    /// The type of `&C::f` for member function `f`.
    pub(crate) fn member_fn_pointer_type(&mut self, f: FuncId) -> Option<TypeId> {
        let func = &self.program.functions[f];
        let m = func.method?;
        let ret = func.ret;
        let params = self.declared_params(f);
        let variadic = matches!(
            self.types.kind(func.ty),
            crate::types::TypeKind::Function { variadic: true, .. }
        );
        let plain = self.types.function(ret, params, variadic);
        let nothrow = self.is_nothrow(f);
        let mut fty = self.types.with_nothrow(plain, nothrow);
        if m.is_const {
            fty = self.types.qualified(fty, Cv::CONST);
        }
        Some(self.types.member_pointer(m.class, fty))
    }

    /// `obj.*pm` / `ptr->*pm` of a data member: the member, an lvalue
    /// when the object is one.
    pub(crate) fn member_pointer_access(
        &mut self,
        base: &ast::Expr,
        member: &ast::Expr,
        arrow: bool,
        span: Span,
    ) -> Expr {
        let Some((obj, pm, class, mty)) = self.member_pointer_operands(base, member, arrow, span)
        else {
            return self.error_expr(span);
        };
        if self.types.is_function(mty) {
            self.error(
                span,
                "a pointer to member function can only be called: '(obj.*pmf)(args)'",
            );
            return self.error_expr(span);
        }
        let lvalue = obj.lvalue;
        let obj = if lvalue {
            obj
        } else {
            let t = obj.ty;
            Expr::new(ExprKind::Temp(Box::new(Init::Expr(obj))), t, true, span)
        };
        let c = self.types.int(crate::types::IntKind::Char);
        let cp = self.types.pointer(c);
        let pt = self.types.pointer(class);
        let addr = Expr::new(ExprKind::AddrOf(Box::new(obj)), pt, false, span);
        let bytes = Expr::new(
            ExprKind::Cast(CastKind::PtrToPtr, Box::new(addr)),
            cp,
            false,
            span,
        );
        let long = self.types.int(crate::types::IntKind::Long);
        let off = Expr::new(
            ExprKind::Cast(CastKind::NoOp, Box::new(pm)),
            long,
            false,
            span,
        );
        let at = Expr::new(
            ExprKind::PtrAdd(Box::new(bytes), Box::new(off)),
            cp,
            false,
            span,
        );
        let mp = self.types.pointer(mty);
        let p = Expr::new(
            ExprKind::Cast(CastKind::PtrToPtr, Box::new(at)),
            mp,
            false,
            span,
        );
        let mut e = Expr::new(ExprKind::Deref(Box::new(p)), mty, true, span);
        e.lvalue = lvalue;
        if !lvalue {
            return self.rvalue(e);
        }
        e
    }

    /// `(obj.*pmf)(args)` / `(ptr->*pmf)(args)`.
    pub(crate) fn call_member_pointer(
        &mut self,
        base: &ast::Expr,
        member: &ast::Expr,
        arrow: bool,
        args: &[ast::Expr],
        span: Span,
    ) -> Expr {
        let Some((obj, pm, class, mty)) = self.member_pointer_operands(base, member, arrow, span)
        else {
            return self.error_expr(span);
        };
        let crate::types::TypeKind::Function {
            ret,
            params,
            variadic,
            ..
        } = self.types.ukind(mty).clone()
        else {
            self.error(span, "called object is not a pointer to member function");
            return self.error_expr(span);
        };
        let is_const = self.types.cv(mty).is_const;
        if self.types.cv(obj.ty).is_const && !is_const {
            let d = self.describe_ty(obj.ty);
            self.error(
                span,
                format!("cannot call a non-const member function through a pointer on a const object of type '{d}'"),
            );
            return self.error_expr(span);
        }
        let checked = self.check_args(args);
        if checked.len() < params.len() || (checked.len() > params.len() && !variadic) {
            self.error(
                span,
                format!(
                    "a call through a pointer to member function takes {} argument(s), not {}",
                    params.len(),
                    checked.len()
                ),
            );
            return self.error_expr(span);
        }
        let this_ty = {
            let q = self
                .types
                .qualified(class, if is_const { Cv::CONST } else { Cv::NONE });
            self.types.pointer(q)
        };
        let obj = if obj.lvalue {
            obj
        } else {
            let t = obj.ty;
            Expr::new(ExprKind::Temp(Box::new(Init::Expr(obj))), t, true, span)
        };
        let this = Expr::new(ExprKind::AddrOf(Box::new(obj)), this_ty, false, span);
        let mut out = vec![this];
        for (i, a) in checked.into_iter().enumerate() {
            out.push(match params.get(i) {
                Some(&p) => self.convert_implicit(a, p, super::convert::ConvCtx::Arg),
                None => self.rvalue(a),
            });
        }
        let mut all = vec![this_ty];
        all.extend(params.iter().copied());
        let fty = self.types.function(ret, all, variadic);
        let (rt, lv) = match self.types.referee(ret) {
            Some(r) => (self.types.pointer(r), true),
            None => (self.types.unqual(ret), false),
        };
        let call = Expr::new(
            ExprKind::CallMemberPtr(Box::new(pm), fty, out),
            rt,
            false,
            span,
        );
        if lv {
            let r = self.types.pointee(rt).unwrap_or(rt);
            return Expr::new(ExprKind::Deref(Box::new(call)), r, true, span);
        }
        call
    }

    /// The object (converted to the member pointer's class), the member
    /// pointer's value, its class and member type.
    fn member_pointer_operands(
        &mut self,
        base: &ast::Expr,
        member: &ast::Expr,
        arrow: bool,
        span: Span,
    ) -> Option<(Expr, Expr, TypeId, TypeId)> {
        let b = self.check_expr(base);
        let obj = self.member_object(b, arrow, span)?;
        let pm = self.check_rvalue(member);
        let Some((class, mty)) = self.types.member_pointer_parts(pm.ty) else {
            if !self.is_error_ty(pm.ty) {
                let d = self.describe_ty(pm.ty);
                self.error(
                    member.span,
                    format!("right hand operand to .* has non-pointer-to-member type '{d}'"),
                );
            }
            return None;
        };
        let ot = self.types.unqual(obj.ty);
        let obj = if ot == class {
            obj
        } else if self.is_base_of(class, ot) {
            self.base_subobject(obj, class, span)
        } else {
            let (o, c) = (self.describe_ty(ot), self.describe_ty(class));
            self.error(
                span,
                format!("left hand operand to .* must be a class compatible with the right hand operand, but is '{o}' (the member is of '{c}')"),
            );
            return None;
        };
        // The member's qualifiers follow the object's (a const object's
        // data member is const).
        let mty = if self.types.is_function(mty) {
            mty
        } else {
            let cv = self.types.cv(obj.ty);
            let base_cv = self.types.cv(mty);
            let q = Cv {
                is_const: cv.is_const || base_cv.is_const,
                is_volatile: cv.is_volatile || base_cv.is_volatile,
                ..base_cv
            };
            let u = self.types.unqual(mty);
            self.types.qualified(u, q)
        };
        Some((obj, pm, class, mty))
    }

    /// A null pointer constant converted to member pointer type `to`.
    pub(crate) fn null_member_pointer(&mut self, to: TypeId, span: Span) -> Expr {
        if self.types.is_member_fn_pointer(to) {
            Expr::new(ExprKind::MemberFnPtr(MemberFn::Null), to, false, span)
        } else {
            Expr::new(ExprKind::Int(-1), to, false, span)
        }
    }

    /// `a == b` / `a != b` of data member pointers (or one and a null
    /// pointer constant), and a data member pointer tested as a
    /// condition (`b` absent: against null). `None` when the operands are
    /// no member pointers.
    pub(crate) fn member_pointer_compare(
        &mut self,
        eq: bool,
        a: Expr,
        b: Option<Expr>,
        span: Span,
    ) -> Result<Expr, Box<(Expr, Option<Expr>)>> {
        let mt = [Some(&a), b.as_ref()]
            .into_iter()
            .flatten()
            .map(|e| e.ty)
            .find(|&t| self.types.member_pointer_parts(t).is_some());
        let Some(mt) = mt else {
            return Err(Box::new((a, b)));
        };
        let mt = self.types.unqual(mt);
        // A data member pointer is its offset (null: -1); a member
        // function pointer compares by its `ptr` (null: 0).
        let (cast, null) = if self.types.is_member_fn_pointer(mt) {
            (CastKind::MemberFnPtrBits, 0)
        } else {
            (CastKind::NoOp, -1)
        };
        let long = self.types.int(crate::types::IntKind::Long);
        let as_long = |s: &mut Self, e: Expr| {
            let e = s.convert_implicit(e, mt, super::convert::ConvCtx::Init);
            Expr::new(ExprKind::Cast(cast, Box::new(e)), long, false, span)
        };
        let x = as_long(self, a);
        let y = match b {
            Some(b) => as_long(self, b),
            None => Expr::new(ExprKind::Int(null), long, false, span),
        };
        let op = if eq { CmpOp::Eq } else { CmpOp::Ne };
        let bool_ty = self.types.bool();
        Ok(Expr::new(
            ExprKind::Compare(op, Box::new(x), Box::new(y)),
            bool_ty,
            false,
            span,
        ))
    }
}
