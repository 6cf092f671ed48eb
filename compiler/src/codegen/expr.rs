//! Expressions: rvalues as SSA values, lvalues as addresses.

use super::const_bytes::int_constant;
use super::func::FnGen;
use super::{Cg, Ice, R};
use crate::ir::{
    ArithOp, Builtin, CastKind, CmpOp, Expr, ExprKind, FuncId, MemberFn, SpecialVar, UnOp,
};
use crate::sema::align::lvalue_align;
use crate::types::TypeId;
use inkwell::values::{BasicValueEnum, FastMathFlags, IntValue, PointerValue};
use inkwell::{AddressSpace, FloatPredicate, IntPredicate};

/// A scalar constant for a static initialiser (sema folded it already).
pub(crate) fn const_scalar<'ctx>(cg: &mut Cg<'_, 'ctx>, e: &Expr) -> R<BasicValueEnum<'ctx>> {
    let ty = cg.tt.mem(cg.types, e.ty);
    match &e.kind {
        ExprKind::Int(v) => Ok(int_constant(ty.into_int_type(), *v).into()),
        ExprKind::Float(f) => Ok(ty.into_float_type().const_float(*f).into()),
        ExprKind::Null => Ok(cg.ctx.ptr_type(AddressSpace::default()).const_null().into()),
        ExprKind::MemberFnPtr(m) => Ok(member_fn_constant(cg, *m)?.into()),
        _ if cg.types.is_pointer(e.ty) => Ok(const_address(cg, e)?.into()),
        _ => Err(Ice(format!(
            "static initializer was not folded to a constant: {:?}",
            e.kind
        ))),
    }
}

/// A pointer to member function constant: Itanium's `{ptr, adj}` (`adj`
/// 0; `ptr` the function's address, or 1 + a virtual one's vtable offset).
fn member_fn_constant<'ctx>(
    cg: &Cg<'_, 'ctx>,
    m: MemberFn,
) -> R<inkwell::values::StructValue<'ctx>> {
    let i64t = cg.ctx.i64_type();
    let ptr = match m {
        MemberFn::Null => i64t.const_zero(),
        MemberFn::Virtual(slot) => i64t.const_int(slot as u64 * 8 + 1, false),
        MemberFn::Direct(f) => cg
            .funcs
            .get(&f)
            .ok_or_else(|| Ice("a member function pointer to an undeclared function".into()))?
            .as_global_value()
            .as_pointer_value()
            .const_to_int(i64t),
    };
    let st = cg.ctx.struct_type(&[i64t.into(), i64t.into()], false);
    Ok(st.const_named_struct(&[ptr.into(), i64t.const_zero().into()]))
}

/// What a call calls.
#[derive(Clone, Copy)]
pub(crate) enum Callee<'ctx> {
    Direct(FuncId),
    /// A pointer to a function of the given type.
    Pointer(PointerValue<'ctx>, TypeId),
}

/// An address constant (sema's `fold_address`) as a constant generic
/// pointer: the object's address moved by constant byte offsets.
fn const_address<'ctx>(cg: &mut Cg<'_, 'ctx>, e: &Expr) -> R<PointerValue<'ctx>> {
    match &e.kind {
        ExprKind::Null => Ok(cg.ctx.ptr_type(AddressSpace::default()).const_null()),
        ExprKind::Cast(CastKind::ArrayToPtr | CastKind::FuncToPtr, x) | ExprKind::AddrOf(x) => {
            const_object(cg, x)
        }
        ExprKind::Cast(CastKind::PtrToPtr | CastKind::NoOp, p) => const_address(cg, p),
        ExprKind::Cast(CastKind::BaseAdjust { offset, .. }, p) => {
            let base = const_address(cg, p)?;
            Ok(const_offset(cg, base, *offset))
        }
        ExprKind::PtrAdd(p, n) => {
            let ExprKind::Int(n) = n.kind else {
                return Err(Ice("an address constant's offset was not folded".into()));
            };
            let elem = cg.types.pointee(p.ty).and_then(|t| cg.types.layout(t));
            let size = elem.map_or(1, |l| l.size) as i64;
            let base = const_address(cg, p)?;
            Ok(const_offset(cg, base, (n as i64).wrapping_mul(size)))
        }
        _ => Err(Ice(format!("not an address constant: {:?}", e.kind))),
    }
}

/// The address of the object a constant lvalue designates.
fn const_object<'ctx>(cg: &mut Cg<'_, 'ctx>, e: &Expr) -> R<PointerValue<'ctx>> {
    match &e.kind {
        ExprKind::Global(g) => cg.global_addr(*g),
        ExprKind::Str(bytes) => Ok(cg.string_global(bytes)),
        ExprKind::Func(f) => cg
            .funcs
            .get(f)
            .map(|fv| fv.as_global_value().as_pointer_value())
            .ok_or_else(|| Ice("a function in a constant initializer was not declared".into())),
        ExprKind::Member(x, i) => {
            let base = const_object(cg, x)?;
            let off = cg
                .types
                .record_layout(x.ty)
                .and_then(|l| l.fields.get(*i as usize).map(|f| f.byte_offset()))
                .ok_or_else(|| Ice("a member of an incomplete record in a constant".into()))?;
            Ok(const_offset(cg, base, off as i64))
        }
        ExprKind::Deref(p) => const_address(cg, p),
        ExprKind::Cast(CastKind::NoOp, x) => const_object(cg, x),
        _ => Err(Ice(format!("not a constant object: {:?}", e.kind))),
    }
}

/// `p` moved by `bytes` (an `i8` GEP constant expression).
fn const_offset<'ctx>(cg: &Cg<'_, 'ctx>, p: PointerValue<'ctx>, bytes: i64) -> PointerValue<'ctx> {
    if bytes == 0 {
        return p;
    }
    let i8t = cg.ctx.i8_type();
    let off = cg.ctx.i64_type().const_int(bytes as u64, true);
    // SAFETY: a constant GEP on a constant pointer; the offset stays within
    // the object as the source's constant expression did.
    unsafe { p.const_gep(i8t, &[off]) }
}

impl<'c, 'a, 'ctx> FnGen<'c, 'a, 'ctx> {
    /// A pointer to member function: Itanium's `{ptr, adj}` (`adj` 0).
    fn member_fn_ptr(&mut self, m: MemberFn) -> R<inkwell::values::StructValue<'ctx>> {
        member_fn_constant(self.cg, m)
    }
}

impl<'c, 'a, 'ctx> FnGen<'c, 'a, 'ctx> {
    pub(super) fn signed(&self, t: TypeId) -> bool {
        self.cg.types.int_kind(t).is_some_and(|k| k.signed())
    }

    /// Evaluate for side effects (an expression statement).
    pub fn eval(&mut self, e: &Expr) -> R<Option<BasicValueEnum<'ctx>>> {
        if e.lvalue && self.is_bitfield(e) {
            self.bf_rvalue(e)?;
            return Ok(None);
        }
        if e.lvalue {
            self.lv(e)?;
            return Ok(None);
        }
        self.value(e)
    }

    /// The value of an rvalue expression that is not `void`.
    pub fn rv(&mut self, e: &Expr) -> R<BasicValueEnum<'ctx>> {
        if e.lvalue && self.is_bitfield(e) {
            return self.bf_rvalue(e);
        }
        if e.lvalue {
            return self.load_lvalue(e);
        }
        self.value(e)?
            .ok_or_else(|| Ice(format!("void expression used as a value at {:?}", e.span)))
    }

    fn sreg(&mut self, name: &str, value_name: &str) -> R<IntValue<'ctx>> {
        let f = self.intrinsic(name, &[])?;
        let v = self.b.build_call(f, &[], value_name)?;
        v.try_as_basic_value()
            .basic()
            .map(|v| v.into_int_value())
            .ok_or_else(|| Ice(format!("{name} returned void")))
    }

    fn value(&mut self, e: &Expr) -> R<Option<BasicValueEnum<'ctx>>> {
        let types = self.cg.types;
        let v: BasicValueEnum<'ctx> = match &e.kind {
            ExprKind::Int(v) => {
                let t = self.cg.tt.val(types, e.ty).into_int_type();
                int_constant(t, *v).into()
            }
            ExprKind::Float(f) => self.mem_ty(e.ty).into_float_type().const_float(*f).into(),
            ExprKind::Null => self
                .cg
                .ctx
                .ptr_type(AddressSpace::default())
                .const_null()
                .into(),
            ExprKind::Special(v, Some(c)) => {
                let comp = ["x", "y", "z"][*c as usize % 3];
                self.sreg(
                    &format!("llvm.nvvm.read.ptx.sreg.{}.{comp}", v.sreg()),
                    "predef_tmp_comp",
                )?
                .into()
            }
            ExprKind::Special(v, None) => self.special_whole(*v, e.ty)?,
            ExprKind::WarpSize => self
                .sreg("llvm.nvvm.read.ptx.sreg.warpsize", "warpsize")?
                .into(),
            // Emitted code is never constant evaluation.
            ExprKind::ConstantEvaluated => {
                let t = self.cg.tt.val(types, e.ty).into_int_type();
                t.const_zero().into()
            }
            ExprKind::Load(x) if self.is_bitfield(x) => self.bf_rvalue(x)?,
            ExprKind::Load(x) => {
                // The lvalue's own type: the load's is unqualified, but a
                // `volatile` object's read must stay a volatile load.
                self.load_lvalue(x)?
            }
            ExprKind::Cast(kind, x) => return self.cast(*kind, x, e.ty),
            ExprKind::Unary(op, x) => {
                let v = self.rv(x)?;
                match op {
                    UnOp::Neg if v.is_float_value() => {
                        self.b.build_float_neg(v.into_float_value(), "fneg")?.into()
                    }
                    UnOp::Neg => {
                        let z = v.into_int_value().get_type().const_zero();
                        if self.signed(e.ty) {
                            self.b
                                .build_int_nsw_sub(z, v.into_int_value(), "neg")?
                                .into()
                        } else {
                            self.b.build_int_sub(z, v.into_int_value(), "neg")?.into()
                        }
                    }
                    UnOp::BitNot | UnOp::Not => self.b.build_not(v.into_int_value(), "not")?.into(),
                }
            }
            ExprKind::Binary(op, a, b) => {
                let av = self.rv(a)?;
                let bv = self.rv(b)?;
                self.arith(*op, av, bv, e.ty, b.ty)?
            }
            ExprKind::Compare(op, a, b) => {
                let av = self.rv(a)?;
                let bv = self.rv(b)?;
                self.compare(*op, av, bv, a.ty)?.into()
            }
            ExprKind::Logical(is_and, a, b) => self.logical(*is_and, a, b)?.into(),
            ExprKind::PtrAdd(p, off) => {
                let pv = self.rv(p)?.into_pointer_value();
                let ov = self.rv(off)?.into_int_value();
                self.gep(pv, p.ty, ov)?.into()
            }
            ExprKind::PtrDiff(a, b) => {
                let i64t = self.cg.ctx.i64_type();
                let av = self.rv(a)?.into_pointer_value();
                let bv = self.rv(b)?.into_pointer_value();
                let ai = self.b.build_ptr_to_int(av, i64t, "")?;
                let bi = self.b.build_ptr_to_int(bv, i64t, "")?;
                let d = self.b.build_int_sub(ai, bi, "sub.ptr.sub")?;
                let elem = types.pointee(a.ty).unwrap_or(a.ty);
                let size = types.layout(elem).map(|l| l.size).unwrap_or(1).max(1);
                self.b
                    .build_int_exact_signed_div(d, i64t.const_int(size, false), "sub.ptr.div")?
                    .into()
            }
            ExprKind::IncDec {
                target,
                inc,
                prefix: false,
            } if self.is_bitfield(target) => self.bf_postfix(target, *inc)?,
            ExprKind::IncDec {
                target,
                inc,
                prefix: false,
            } => {
                let p = self.lv(target)?;
                let align = lvalue_align(self.cg.types, target);
                let (old, _) = self.inc_dec(p, target.ty, align, *inc)?;
                old
            }
            ExprKind::Cond(c, a, b) => return self.conditional(c, a, b, e.ty),
            ExprKind::Comma(a, b) => {
                self.eval(a)?;
                return if b.lvalue {
                    Ok(Some(self.rv(b)?))
                } else {
                    self.value(b)
                };
            }
            ExprKind::Call(..)
            | ExprKind::CallPtr(..)
            | ExprKind::CallMemberPtr(..)
            | ExprKind::VirtualCall(..) => return self.call_expr(e, None),
            ExprKind::MemberFnPtr(m) => self.member_fn_ptr(*m)?.into(),
            ExprKind::Builtin(Builtin::Table(i), args) => {
                return self.nvvm_builtin(*i, args, e.ty);
            }
            ExprKind::Builtin(Builtin::Printf, args) => return self.printf_call(args),
            ExprKind::Builtin(
                b @ (Builtin::VaStart | Builtin::VaArg | Builtin::VaEnd | Builtin::VaCopy),
                args,
            ) => return self.va_builtin(*b, args, e.ty),
            ExprKind::Builtin(Builtin::Wmma(w), args) => {
                self.wmma_builtin(*w, args)?;
                return Ok(None);
            }
            ExprKind::Builtin(b, _) => {
                match b {
                    Builtin::SyncThreads => self.call_intrinsic("llvm.nvvm.barrier0")?,
                    Builtin::ThreadFenceBlock => self.call_intrinsic("llvm.nvvm.membar.cta")?,
                    Builtin::ThreadFence => self.call_intrinsic("llvm.nvvm.membar.gl")?,
                    Builtin::ThreadFenceSystem => self.call_intrinsic("llvm.nvvm.membar.sys")?,
                    Builtin::Table(_)
                    | Builtin::Printf
                    | Builtin::Wmma(_)
                    | Builtin::VaStart
                    | Builtin::VaArg
                    | Builtin::VaEnd
                    | Builtin::VaCopy => {}
                }
                return Ok(None);
            }
            ExprKind::AddrOf(x) => self.lv(x)?.into(),
            ExprKind::Member(..) if self.is_bitfield(e) => self.bf_rvalue(e)?,
            ExprKind::Member(base, idx) if !base.lvalue => {
                let bv = self.rv(base)?;
                if types.record(base.ty).is_some_and(|r| r.is_union) {
                    // A union rvalue: spill it and read the member back.
                    let tmp = self.alloca(base.ty, "union.tmp")?;
                    self.store_value(tmp, bv, base.ty)?;
                    return Ok(Some(self.load_value(tmp, e.ty, "")?));
                }
                let elem = self.field_elem(base.ty, *idx)?;
                self.b
                    .build_extract_value(bv.into_struct_value(), elem, "")?
            }
            ExprKind::WithCleanups(inner, cleanups) => {
                let v = self.eval_value(inner)?;
                for c in cleanups {
                    self.stmt(c)?;
                }
                return Ok(v);
            }
            ExprKind::StmtExpr(stmts, value) => {
                for s in stmts {
                    self.stmt(s)?;
                }
                return self.eval_value(value);
            }
            ExprKind::Overloads(..) => {
                return Err(Ice("an overload set was never resolved".into()));
            }
            ExprKind::Func(_)
            | ExprKind::Local(_)
            | ExprKind::Global(_)
            | ExprKind::Str(_)
            | ExprKind::Deref(_)
            | ExprKind::Temp(_)
            | ExprKind::Materialize(..)
            | ExprKind::Member(..)
            | ExprKind::Assign(..)
            | ExprKind::CompoundAssign { .. }
            | ExprKind::IncDec { prefix: true, .. } => {
                if self.is_bitfield(e) {
                    return Ok(Some(self.bf_rvalue(e)?));
                }
                self.load_lvalue(e)?
            }
        };
        Ok(Some(v))
    }

    /// The address an lvalue designates.
    pub fn lv(&mut self, e: &Expr) -> R<PointerValue<'ctx>> {
        if self.is_bitfield(e) {
            // Sema rejects `&` and reference binding on bit-fields.
            return Err(Ice("address of a bit-field".into()));
        }
        match &e.kind {
            ExprKind::Local(l) => self.local_slot(*l),
            ExprKind::Global(g) => self.cg.global_addr(*g),
            ExprKind::Str(bytes) => Ok(self.cg.string_global(bytes)),
            ExprKind::Func(f) => {
                let fv = *self
                    .cg
                    .funcs
                    .get(f)
                    .ok_or_else(|| Ice("function not declared".into()))?;
                Ok(fv.as_global_value().as_pointer_value())
            }
            ExprKind::Deref(p) => Ok(self.rv(p)?.into_pointer_value()),
            ExprKind::Temp(init) => {
                let tmp = self.alloca(e.ty, "tmp")?;
                self.init_at(tmp, e.ty, init)?;
                Ok(tmp)
            }
            ExprKind::Materialize(l, init) => {
                let slot = self.local_slot(*l)?;
                self.init_at(slot, e.ty, init)?;
                Ok(slot)
            }
            ExprKind::WithCleanups(inner, cleanups) => {
                let p = self.lv(inner)?;
                for c in cleanups {
                    self.stmt(c)?;
                }
                Ok(p)
            }
            ExprKind::Member(base, idx) => {
                let bp = self.record_address(base)?;
                if self.cg.types.record(base.ty).is_some_and(|r| r.is_union) {
                    return Ok(bp);
                }
                let sty = self.mem_ty(base.ty);
                let elem = self.field_elem(base.ty, *idx)?;
                Ok(self.b.build_struct_gep(sty, bp, elem, "")?)
            }
            // C++17 [expr.ass]/1: the right operand is sequenced before the
            // left (`a[i++] = i` stores the old `i`), for compound
            // assignment too; clang evaluates it first in every mode.
            ExprKind::Assign(l, r) => {
                let v = self.rv(r)?;
                let p = self.lv(l)?;
                let align = lvalue_align(self.cg.types, l);
                self.store_at(p, v, l.ty, align)?;
                Ok(p)
            }
            ExprKind::CompoundAssign {
                op,
                lhs,
                rhs,
                compute_ty,
            } => {
                let r = self.rv(rhs)?;
                let p = self.lv(lhs)?;
                let align = lvalue_align(self.cg.types, lhs);
                let old = self.load_at(p, lhs.ty, align, "")?;
                let new = if self.cg.types.is_pointer(*compute_ty) {
                    let off = r.into_int_value();
                    let off = if *op == ArithOp::Sub {
                        self.b.build_int_neg(off, "")?
                    } else {
                        off
                    };
                    self.gep(old.into_pointer_value(), lhs.ty, off)?.into()
                } else {
                    let l = self.convert(old, lhs.ty, *compute_ty)?;
                    let v = self.arith(*op, l, r, *compute_ty, rhs.ty)?;
                    self.convert(v, *compute_ty, lhs.ty)?
                };
                self.store_at(p, new, lhs.ty, align)?;
                Ok(p)
            }
            ExprKind::IncDec {
                target,
                inc,
                prefix: true,
            } => {
                let p = self.lv(target)?;
                let align = lvalue_align(self.cg.types, target);
                self.inc_dec(p, target.ty, align, *inc)?;
                Ok(p)
            }
            ExprKind::Comma(a, b) => {
                self.eval(a)?;
                self.lv(b)
            }
            ExprKind::Cast(CastKind::NoOp, x) if x.lvalue => self.lv(x),
            _ => {
                // An rvalue used where an address is needed (e.g. a record
                // returned by value): materialise a temporary.
                let v = self.rv(e)?;
                let tmp = self.alloca(e.ty, "tmp")?;
                self.store_value(tmp, v, e.ty)?;
                Ok(tmp)
            }
        }
    }

    /// The LLVM struct element of a (non-bit-field) struct member.
    fn field_elem(&self, rec: TypeId, idx: u32) -> R<u32> {
        self.cg
            .types
            .record_layout(rec)
            .and_then(|r| r.fields.get(idx as usize).and_then(|f| f.elem))
            .ok_or_else(|| Ice(format!("no struct element for member {idx}")))
    }

    /// `++`/`--` on the object at `p` (aligned to `align`); returns (old,
    /// new) values.
    fn inc_dec(
        &mut self,
        p: PointerValue<'ctx>,
        t: TypeId,
        align: u64,
        inc: bool,
    ) -> R<(BasicValueEnum<'ctx>, BasicValueEnum<'ctx>)> {
        let old = self.load_at(p, t, align, "")?;
        let new = self.step(old, t, inc)?;
        self.store_at(p, new, t, align)?;
        Ok((old, new))
    }

    /// `old ± 1` for `++`/`--` on an object of type `t`.
    pub(super) fn step(
        &mut self,
        old: BasicValueEnum<'ctx>,
        t: TypeId,
        inc: bool,
    ) -> R<BasicValueEnum<'ctx>> {
        Ok(if self.cg.types.is_pointer(t) {
            let i64t = self.cg.ctx.i64_type();
            let off = i64t.const_int(if inc { 1 } else { u64::MAX }, true);
            self.gep(old.into_pointer_value(), t, off)?.into()
        } else if old.is_float_value() {
            let f = old.into_float_value();
            let one = f.get_type().const_float(1.0);
            if inc {
                self.b.build_float_add(f, one, "inc")?.into()
            } else {
                self.b.build_float_sub(f, one, "dec")?.into()
            }
        } else {
            let i = old.into_int_value();
            let one = i.get_type().const_int(1, false);
            match (inc, self.signed(t)) {
                (true, true) => self.b.build_int_nsw_add(i, one, "inc")?.into(),
                (true, false) => self.b.build_int_add(i, one, "inc")?.into(),
                (false, true) => self.b.build_int_nsw_sub(i, one, "dec")?.into(),
                (false, false) => self.b.build_int_sub(i, one, "dec")?.into(),
            }
        })
    }

    /// `p + off` in units of `p`'s pointee.
    pub(super) fn gep(
        &mut self,
        p: PointerValue<'ctx>,
        ptr_ty: TypeId,
        off: IntValue<'ctx>,
    ) -> R<PointerValue<'ctx>> {
        let elem = self.cg.types.pointee(ptr_ty).unwrap_or(ptr_ty);
        let et = self.mem_ty(elem);
        // SAFETY: pointer arithmetic outside the object is UB in C++, so
        // `inbounds` states exactly the language's guarantee.
        Ok(unsafe { self.b.build_in_bounds_gep(et, p, &[off], "arrayidx")? })
    }

    fn special_whole(&mut self, v: SpecialVar, t: TypeId) -> R<BasicValueEnum<'ctx>> {
        let sty = self.mem_ty(t).into_struct_type();
        let mut agg = sty.get_undef();
        for (i, comp) in ["x", "y", "z"].iter().enumerate() {
            let c = self.sreg(&format!("llvm.nvvm.read.ptx.sreg.{}.{comp}", v.sreg()), "")?;
            agg = self
                .b
                .build_insert_value(agg, c, i as u32, "predef_tmp")?
                .into_struct_value();
        }
        Ok(agg.into())
    }

    /// Convert between arithmetic types by their kinds.
    pub fn convert(
        &mut self,
        v: BasicValueEnum<'ctx>,
        from: TypeId,
        to: TypeId,
    ) -> R<BasicValueEnum<'ctx>> {
        let types = self.cg.types;
        if types.unqual(from) == types.unqual(to) {
            return Ok(v);
        }
        let kind = match (
            types.is_floating(from),
            types.is_floating(to),
            types.is_bool(to),
        ) {
            (_, _, true) => CastKind::ToBool,
            (false, false, _) => CastKind::IntToInt,
            (false, true, _) => CastKind::IntToFloat,
            (true, false, _) => CastKind::FloatToInt,
            (true, true, _) => CastKind::FloatToFloat,
        };
        self.cast_value(kind, v, from, to)
    }

    fn cast(&mut self, kind: CastKind, x: &Expr, to: TypeId) -> R<Option<BasicValueEnum<'ctx>>> {
        match kind {
            CastKind::ToVoid => {
                self.eval(x)?;
                Ok(None)
            }
            CastKind::ArrayToPtr => Ok(Some(self.lv(x)?.into())),
            CastKind::FuncToPtr => Ok(Some(self.lv(x)?.into())),
            CastKind::NullToPtr => {
                self.eval(x)?;
                let pt = self.cg.tt.val(self.cg.types, to).into_pointer_type();
                Ok(Some(pt.const_null().into()))
            }
            _ => {
                let v = self.rv(x)?;
                Ok(Some(self.cast_value(kind, v, x.ty, to)?))
            }
        }
    }

    fn cast_value(
        &mut self,
        kind: CastKind,
        v: BasicValueEnum<'ctx>,
        from: TypeId,
        to: TypeId,
    ) -> R<BasicValueEnum<'ctx>> {
        let types = self.cg.types;
        let tt = self.cg.tt.val(types, to);
        Ok(match kind {
            CastKind::IntToInt => {
                let iv = v.into_int_value();
                let target = tt.into_int_type();
                let (fw, tw) = (iv.get_type().get_bit_width(), target.get_bit_width());
                if fw == tw {
                    iv.into()
                } else if fw > tw {
                    self.b.build_int_truncate(iv, target, "conv")?.into()
                } else if self.signed(from) {
                    self.b.build_int_s_extend(iv, target, "conv")?.into()
                } else {
                    self.b.build_int_z_extend(iv, target, "conv")?.into()
                }
            }
            CastKind::IntToFloat => {
                let ft = tt.into_float_type();
                if self.signed(from) {
                    self.b
                        .build_signed_int_to_float(v.into_int_value(), ft, "conv")?
                        .into()
                } else {
                    self.b
                        .build_unsigned_int_to_float(v.into_int_value(), ft, "conv")?
                        .into()
                }
            }
            CastKind::FloatToInt => {
                let it = tt.into_int_type();
                if self.signed(to) {
                    self.b
                        .build_float_to_signed_int(v.into_float_value(), it, "conv")?
                        .into()
                } else {
                    self.b
                        .build_float_to_unsigned_int(v.into_float_value(), it, "conv")?
                        .into()
                }
            }
            CastKind::FloatToFloat => {
                let ft = tt.into_float_type();
                let (fb, tb) = (
                    types.float_kind(from).map(|k| k.bits()).unwrap_or(32),
                    types.float_kind(to).map(|k| k.bits()).unwrap_or(32),
                );
                if fb < tb {
                    self.b
                        .build_float_ext(v.into_float_value(), ft, "conv")?
                        .into()
                } else if fb > tb {
                    self.b
                        .build_float_trunc(v.into_float_value(), ft, "conv")?
                        .into()
                } else {
                    self.b
                        .build_float_cast(v.into_float_value(), ft, "conv")?
                        .into()
                }
            }
            CastKind::ToBool => match v {
                BasicValueEnum::IntValue(i) => {
                    if i.get_type().get_bit_width() == 1 {
                        i.into()
                    } else {
                        self.b
                            .build_int_compare(
                                IntPredicate::NE,
                                i,
                                i.get_type().const_zero(),
                                "tobool",
                            )?
                            .into()
                    }
                }
                BasicValueEnum::FloatValue(f) => self
                    .b
                    .build_float_compare(
                        FloatPredicate::UNE,
                        f,
                        f.get_type().const_zero(),
                        "tobool",
                    )?
                    .into(),
                BasicValueEnum::PointerValue(p) => self.b.build_is_not_null(p, "tobool")?.into(),
                _ => return Err(Ice("conversion of a non-scalar to bool".into())),
            },
            // Between memory spaces (`(float *)global_ptr`) the pointer
            // changes representation: an addrspacecast, never int casts.
            CastKind::PtrToPtr => {
                let (p, pt) = (v.into_pointer_value(), tt.into_pointer_type());
                if p.get_type() == pt {
                    v
                } else {
                    self.b.build_address_space_cast(p, pt, "")?.into()
                }
            }
            CastKind::NoOp => v,
            CastKind::MemberFnPtrBits => {
                self.b
                    .build_extract_value(v.into_struct_value(), 0, "memptr.ptr")?
            }
            // A base subobject is `offset` bytes into its derived object
            // (clang's i8 GEP); a converted null pointer stays null.
            CastKind::BaseAdjust { offset, null_check } => {
                let p = v.into_pointer_value();
                if offset == 0 {
                    return Ok(v);
                }
                let i8t = self.cg.ctx.i8_type();
                let off = self.cg.ctx.i64_type().const_int(offset as u64, true);
                // SAFETY: the offset stays inside the derived object.
                let moved = unsafe {
                    self.b.build_in_bounds_gep(
                        i8t,
                        p,
                        &[off],
                        if offset > 0 { "base" } else { "derived" },
                    )?
                };
                if null_check {
                    let is_null = self.b.build_is_null(p, "isnull")?;
                    let null = p.get_type().const_null();
                    self.b.build_select(is_null, null, moved, "adj")?
                } else {
                    moved.into()
                }
            }
            CastKind::VirtualBase {
                vbase_slot,
                offset,
                null_check,
            } => self.virtual_base(v.into_pointer_value(), vbase_slot, offset, null_check)?,
            CastKind::IntToPtr => {
                let pt = tt.into_pointer_type();
                self.b.build_int_to_ptr(v.into_int_value(), pt, "")?.into()
            }
            CastKind::PtrToInt => {
                let it = tt.into_int_type();
                self.b
                    .build_ptr_to_int(v.into_pointer_value(), it, "")?
                    .into()
            }
            CastKind::NullToPtr => tt.into_pointer_type().const_null().into(),
            CastKind::ArrayToPtr | CastKind::FuncToPtr | CastKind::ToVoid => {
                return Err(Ice(format!("{kind:?} applied to a value")));
            }
        })
    }

    /// Pointer `p` to a class moved to a subobject of one of its virtual
    /// bases: the base's offset is the `i64` the object's vtable holds
    /// `slot` bytes from its address point (Itanium's vbase offset), then
    /// `offset` bytes more. With `null_check`, null stays null and the
    /// vtable of a null pointer is never read.
    fn virtual_base(
        &mut self,
        p: PointerValue<'ctx>,
        slot: i64,
        offset: i64,
        null_check: bool,
    ) -> R<BasicValueEnum<'ctx>> {
        let (entry, moved, done) = if null_check {
            let entry = self.b.get_insert_block();
            let moved = self.block("vbase.adjust");
            let done = self.block("vbase.end");
            let is_null = self.b.build_is_null(p, "isnull")?;
            self.b.build_conditional_branch(is_null, done, moved)?;
            self.b.position_at_end(moved);
            (entry, Some(moved), Some(done))
        } else {
            (None, None, None)
        };
        let gptr = self.cg.ctx.ptr_type(AddressSpace::default());
        let (i8t, i64t) = (self.cg.ctx.i8_type(), self.cg.ctx.i64_type());
        let vptr = self.b.build_load(gptr, p, "vtable")?.into_pointer_value();
        let at = i64t.const_int(slot as u64, true);
        // SAFETY: the slot sema took from the class's vtable layout.
        let entry_p = unsafe {
            self.b
                .build_in_bounds_gep(i8t, vptr, &[at], "vbase.offset.ptr")?
        };
        let vo = self
            .b
            .build_load(i64t, entry_p, "vbase.offset")?
            .into_int_value();
        // SAFETY: the virtual base lies inside the complete object.
        let mut q = unsafe { self.b.build_in_bounds_gep(i8t, p, &[vo], "vbase")? };
        if offset != 0 {
            let off = i64t.const_int(offset as u64, true);
            // SAFETY: the subobject lies inside the virtual base.
            q = unsafe { self.b.build_in_bounds_gep(i8t, q, &[off], "base")? };
        }
        let (Some(entry), Some(done)) = (entry, done) else {
            return Ok(q.into());
        };
        let moved_end = self.b.get_insert_block().or(moved);
        self.b.build_unconditional_branch(done)?;
        self.b.position_at_end(done);
        let phi = self.b.build_phi(p.get_type(), "vbase.adj")?;
        phi.add_incoming(&[(&p.get_type().const_null(), entry)]);
        if let Some(m) = moved_end {
            phi.add_incoming(&[(&q, m)]);
        }
        Ok(phi.as_basic_value())
    }

    /// Arithmetic in type `t` (the shift amount may have its own type `rt`).
    pub(super) fn arith(
        &mut self,
        op: ArithOp,
        a: BasicValueEnum<'ctx>,
        b: BasicValueEnum<'ctx>,
        t: TypeId,
        rt: TypeId,
    ) -> R<BasicValueEnum<'ctx>> {
        if a.is_float_value() {
            let (x, y) = (a.into_float_value(), b.into_float_value());
            let v = match op {
                ArithOp::Add => self.b.build_float_add(x, y, "add")?,
                ArithOp::Sub => self.b.build_float_sub(x, y, "sub")?,
                ArithOp::Mul => self.b.build_float_mul(x, y, "mul")?,
                ArithOp::Div if x.get_type() == self.cg.ctx.f32_type() => {
                    match self.div_f32(x, y)? {
                        Some(v) => return Ok(v.into()),
                        None => self.b.build_float_div(x, y, "div")?,
                    }
                }
                ArithOp::Div => self.b.build_float_div(x, y, "div")?,
                ArithOp::Rem => self.b.build_float_rem(x, y, "rem")?,
                _ => return Err(Ice(format!("bitwise {op:?} on floating values"))),
            };
            if self.cg.opts.fmad && matches!(op, ArithOp::Add | ArithOp::Sub | ArithOp::Mul) {
                // nvcc's -fmad=true: a multiply feeding an add may become
                // one fma (and that is what nvcc-compiled kernels do).
                if let Some(i) = v.as_instruction() {
                    i.set_fast_math_flags(FastMathFlags::AllowContract)
                        .map_err(|e| Ice(e.to_string()))?;
                }
            }
            return Ok(v.into());
        }
        let (x, mut y) = (a.into_int_value(), b.into_int_value());
        let signed = self.signed(t);
        if matches!(op, ArithOp::Shl | ArithOp::Shr) && y.get_type() != x.get_type() {
            y = self
                .b
                .build_int_cast_sign_flag(y, x.get_type(), self.signed(rt), "sh_prom")?;
        }
        Ok(match op {
            ArithOp::Add if signed => self.b.build_int_nsw_add(x, y, "add")?,
            ArithOp::Add => self.b.build_int_add(x, y, "add")?,
            ArithOp::Sub if signed => self.b.build_int_nsw_sub(x, y, "sub")?,
            ArithOp::Sub => self.b.build_int_sub(x, y, "sub")?,
            ArithOp::Mul if signed => self.b.build_int_nsw_mul(x, y, "mul")?,
            ArithOp::Mul => self.b.build_int_mul(x, y, "mul")?,
            ArithOp::Div if signed => self.b.build_int_signed_div(x, y, "div")?,
            ArithOp::Div => self.b.build_int_unsigned_div(x, y, "div")?,
            ArithOp::Rem if signed => self.b.build_int_signed_rem(x, y, "rem")?,
            ArithOp::Rem => self.b.build_int_unsigned_rem(x, y, "rem")?,
            ArithOp::Shl => self.b.build_left_shift(x, y, "shl")?,
            ArithOp::Shr => self.b.build_right_shift(x, y, signed, "shr")?,
            ArithOp::And => self.b.build_and(x, y, "and")?,
            ArithOp::Or => self.b.build_or(x, y, "or")?,
            ArithOp::Xor => self.b.build_xor(x, y, "xor")?,
        }
        .into())
    }

    fn compare(
        &mut self,
        op: CmpOp,
        a: BasicValueEnum<'ctx>,
        b: BasicValueEnum<'ctx>,
        t: TypeId,
    ) -> R<IntValue<'ctx>> {
        if a.is_float_value() {
            let p = match op {
                CmpOp::Eq => FloatPredicate::OEQ,
                CmpOp::Ne => FloatPredicate::UNE,
                CmpOp::Lt => FloatPredicate::OLT,
                CmpOp::Gt => FloatPredicate::OGT,
                CmpOp::Le => FloatPredicate::OLE,
                CmpOp::Ge => FloatPredicate::OGE,
            };
            return Ok(self.b.build_float_compare(
                p,
                a.into_float_value(),
                b.into_float_value(),
                "cmp",
            )?);
        }
        let signed = self.signed(t);
        let p = match (op, signed) {
            (CmpOp::Eq, _) => IntPredicate::EQ,
            (CmpOp::Ne, _) => IntPredicate::NE,
            (CmpOp::Lt, true) => IntPredicate::SLT,
            (CmpOp::Lt, false) => IntPredicate::ULT,
            (CmpOp::Gt, true) => IntPredicate::SGT,
            (CmpOp::Gt, false) => IntPredicate::UGT,
            (CmpOp::Le, true) => IntPredicate::SLE,
            (CmpOp::Le, false) => IntPredicate::ULE,
            (CmpOp::Ge, true) => IntPredicate::SGE,
            (CmpOp::Ge, false) => IntPredicate::UGE,
        };
        if a.is_pointer_value() {
            return Ok(self.b.build_int_compare(
                p,
                a.into_pointer_value(),
                b.into_pointer_value(),
                "cmp",
            )?);
        }
        Ok(self
            .b
            .build_int_compare(p, a.into_int_value(), b.into_int_value(), "cmp")?)
    }

    fn logical(&mut self, is_and: bool, a: &Expr, b: &Expr) -> R<IntValue<'ctx>> {
        let av = self.rv(a)?.into_int_value();
        let from = self
            .b
            .get_insert_block()
            .ok_or_else(|| Ice("builder not positioned".into()))?;
        let rhs_bb = self.block(if is_and { "land.rhs" } else { "lor.rhs" });
        let end_bb = self.block(if is_and { "land.end" } else { "lor.end" });
        if is_and {
            self.b.build_conditional_branch(av, rhs_bb, end_bb)?;
        } else {
            self.b.build_conditional_branch(av, end_bb, rhs_bb)?;
        }
        self.b.position_at_end(rhs_bb);
        let bv = self.rv(b)?.into_int_value();
        let rhs_end = self
            .b
            .get_insert_block()
            .ok_or_else(|| Ice("builder not positioned".into()))?;
        self.b.build_unconditional_branch(end_bb)?;
        self.b.position_at_end(end_bb);
        let i1 = self.cg.ctx.bool_type();
        let phi = self.b.build_phi(i1, "")?;
        let short = i1.const_int(!is_and as u64, false);
        phi.add_incoming(&[(&short, from), (&bv, rhs_end)]);
        Ok(phi.as_basic_value().into_int_value())
    }

    /// `c ? … : …`'s branch on `c`: the blocks for its true and false
    /// arms and the join, positioned at the true arm.
    pub(crate) fn open_conditional(
        &mut self,
        c: &Expr,
    ) -> R<(
        inkwell::basic_block::BasicBlock<'ctx>,
        inkwell::basic_block::BasicBlock<'ctx>,
    )> {
        let cv = self.rv(c)?.into_int_value();
        let t_bb = self.block("cond.true");
        let f_bb = self.block("cond.false");
        let end_bb = self.block("cond.end");
        self.b.build_conditional_branch(cv, t_bb, f_bb)?;
        self.b.position_at_end(t_bb);
        Ok((f_bb, end_bb))
    }

    fn conditional(
        &mut self,
        c: &Expr,
        a: &Expr,
        b: &Expr,
        t: TypeId,
    ) -> R<Option<BasicValueEnum<'ctx>>> {
        let (f_bb, end_bb) = self.open_conditional(c)?;
        let av = self.eval_value(a)?;
        let a_end = self
            .b
            .get_insert_block()
            .ok_or_else(|| Ice("builder not positioned".into()))?;
        self.b.build_unconditional_branch(end_bb)?;
        self.b.position_at_end(f_bb);
        let bv = self.eval_value(b)?;
        let b_end = self
            .b
            .get_insert_block()
            .ok_or_else(|| Ice("builder not positioned".into()))?;
        self.b.build_unconditional_branch(end_bb)?;
        self.b.position_at_end(end_bb);
        match (av, bv) {
            (Some(av), Some(bv)) => {
                let ty = self.cg.tt.val(self.cg.types, t);
                let phi = self.b.build_phi(ty, "cond")?;
                phi.add_incoming(&[(&av, a_end), (&bv, b_end)]);
                Ok(Some(phi.as_basic_value()))
            }
            _ => Ok(None),
        }
    }

    /// The value of an expression that may be `void` or an lvalue.
    fn eval_value(&mut self, e: &Expr) -> R<Option<BasicValueEnum<'ctx>>> {
        if e.lvalue {
            return Ok(Some(self.rv(e)?));
        }
        self.value(e)
    }
}
