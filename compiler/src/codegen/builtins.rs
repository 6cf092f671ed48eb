//! Builtins: the `__nvvm_*` table's operations (`nvvm::target::builtins`) as
//! LLVM instructions and intrinsics, and the intrinsic helpers the rest of
//! codegen calls.
//!
//! Input: a builtin's table index and its converted operands (sema
//! checked their types and folded the mode operands). Output: the
//! instructions at the builder's position. Invariant: nothing here
//! decides which builtin exists or on which SM; that is the table's.

use super::func::FnGen;
use super::{Ice, R};
use crate::ir::{Expr, ExprKind};
use crate::nvvm::target::builtins::{get, Op, Rmw};
use crate::types::TypeId;
use inkwell::intrinsics::Intrinsic;
use inkwell::values::{BasicMetadataValueEnum, BasicValue, BasicValueEnum};
use inkwell::AddressSpace;

impl<'ctx> FnGen<'_, '_, 'ctx> {
    /// An `__nvvm_*` builtin (`nvvm::target::builtins`) with its converted
    /// operands, as its instruction or intrinsic.
    pub(super) fn nvvm_builtin(
        &mut self,
        i: u16,
        args: &[Expr],
        ret: TypeId,
    ) -> R<Option<BasicValueEnum<'ctx>>> {
        use inkwell::AtomicOrdering;
        let b = get(i).ok_or_else(|| Ice("unknown builtin index".into()))?;
        let mut vals = Vec::with_capacity(args.len());
        for a in args {
            vals.push(self.rv(a)?);
        }
        let ops: Vec<BasicMetadataValueEnum> = vals.iter().map(|v| (*v).into()).collect();
        let relaxed = AtomicOrdering::Monotonic;
        let v: BasicValueEnum<'ctx> = match b.op {
            Op::Unreachable => {
                self.b.build_unreachable()?;
                // What follows in the source is dead; it still needs a
                // block to go into.
                self.ensure_open();
                return Ok(None);
            }
            Op::Intrinsic(name) => match self.intrinsic_call(name, &[], &ops)? {
                Some(v) => v,
                None => return Ok(None),
            },
            Op::Overloaded { name, zero_defined } => {
                let first = vals
                    .first()
                    .copied()
                    .ok_or_else(|| Ice("overloaded builtin without operands".into()))?;
                let mut ops = ops.clone();
                if zero_defined {
                    ops.push(self.cg.ctx.bool_type().const_zero().into());
                }
                let v = self
                    .intrinsic_call(name, &[first.get_type()], &ops)?
                    .ok_or_else(|| Ice(format!("{name} gave no value")))?;
                // `__popcll` and friends count into an `int`.
                self.int_result(v, ret)?
            }
            Op::OverloadedRet(name) => {
                let rt = self.cg.tt.val(self.cg.types, ret);
                self.intrinsic_call(name, &[rt], &ops)?
                    .ok_or_else(|| Ice(format!("{name} gave no value")))?
            }
            Op::Atomic(op) => self.atomic_rmw(op, &vals)?,
            Op::CmpXchg => {
                let (p, cmp, new) = match vals.as_slice() {
                    [p, c, n] => (p.into_pointer_value(), *c, *n),
                    _ => return Err(Ice("compare-and-swap without three operands".into())),
                };
                let pair = self.b.build_cmpxchg(p, cmp, new, relaxed, relaxed)?;
                self.b.build_extract_value(pair, 0, "")?
            }
            Op::ByMode { operand, names, .. } => {
                let k = operand as usize;
                let mode = match args.get(k).map(|a| &a.kind) {
                    Some(ExprKind::Int(v)) => *v as usize,
                    _ => return Err(Ice("builtin mode operand was not folded".into())),
                };
                let name = names
                    .get(mode)
                    .filter(|n| !n.is_empty())
                    .ok_or_else(|| Ice("builtin mode out of range".into()))?;
                let mut rest = ops.clone();
                rest.remove(k);
                let Some(v) = self.intrinsic_call(name, &[], &rest)? else {
                    return Ok(None);
                };
                // A vote's `i1` widens to the builtin's `unsigned`.
                self.int_result(v, ret)?
            }
            Op::Scoped(name) => {
                let (p, x) = match vals.as_slice() {
                    [p, x, ..] => (*p, *x),
                    _ => return Err(Ice("scoped atomic without operands".into())),
                };
                self.intrinsic_call(name, &[x.get_type(), p.get_type()], &ops)?
                    .ok_or_else(|| Ice(format!("{name} gave no value")))?
            }
            Op::MatchAll(name) => self.match_all(name, &vals)?,
            Op::LoadHinted(names) | Op::StoreHinted(names) => {
                let store = matches!(b.op, Op::StoreHinted(_));
                let mode = vals
                    .last()
                    .and_then(|m| m.into_int_value().get_zero_extended_constant())
                    .and_then(|m| names.get(m as usize))
                    .ok_or_else(|| Ice("cache-hinted access without a constant mode".into()))?;
                let p = vals
                    .first()
                    .ok_or_else(|| Ice("cache-hinted access without a pointer".into()))?
                    .into_pointer_value();
                let (ty, value) = match (store, args.get(1), vals.get(1)) {
                    (true, Some(a), Some(v)) => (a.ty, Some(*v)),
                    (true, _, _) => return Err(Ice("cache-hinted store without a value".into())),
                    (false, _, _) => (ret, None),
                };
                match self.cache_hinted(mode, p, ty, value)? {
                    Some(v) => v,
                    None => return Ok(None),
                }
            }
            Op::MemCpy | Op::MemSet => {
                self.mem_copy_or_set(b.op == Op::MemCpy, &vals)?;
                return Ok(None);
            }
            Op::Unsupported => {
                return Err(Ice(format!("'{}' reached codegen", b.name)));
            }
            Op::Reflect => {
                let key = vals
                    .first()
                    .ok_or_else(|| Ice("__nvvm_reflect without a key".into()))?;
                let ptr = self.cg.ctx.ptr_type(AddressSpace::default());
                let ty = self.cg.ctx.i32_type().fn_type(&[ptr.into()], false);
                let f = self.cg.external_function(b.name, ty);
                self.b
                    .build_call(f, &[(*key).into()], "")?
                    .try_as_basic_value()
                    .basic()
                    .ok_or_else(|| Ice("__nvvm_reflect gave no value".into()))?
            }
            Op::LoadReadOnly => self.load_read_only(&vals, ret)?,
            Op::ToSpace(space) => {
                let p = vals
                    .first()
                    .ok_or_else(|| Ice("address conversion without a pointer".into()))?
                    .into_pointer_value();
                let sp = self.cg.ctx.ptr_type(AddressSpace::from(space));
                let q = self.b.build_address_space_cast(p, sp, "")?;
                let it = self.cg.tt.val(self.cg.types, ret).into_int_type();
                self.b.build_ptr_to_int(q, it, "")?.into()
            }
            Op::SpaceTest(name) => {
                let v = self
                    .intrinsic_call(name, &[], &ops)?
                    .ok_or_else(|| Ice(format!("{name} gave no value")))?;
                self.int_result(v, ret)?
            }
            Op::Bitcast => {
                let x = vals
                    .first()
                    .copied()
                    .ok_or_else(|| Ice("bitcast builtin without an operand".into()))?;
                let rt = self.cg.tt.val(self.cg.types, ret);
                self.b.build_bit_cast(x, rt, "")?
            }
        };
        Ok(Some(v))
    }

    /// The declaration of intrinsic `name` (overloaded on `types`).
    pub(super) fn intrinsic(
        &self,
        name: &str,
        types: &[inkwell::types::BasicTypeEnum<'ctx>],
    ) -> R<inkwell::values::FunctionValue<'ctx>> {
        Intrinsic::find(name)
            .and_then(|i| i.get_declaration(&self.cg.module, types))
            .ok_or_else(|| Ice(format!("intrinsic {name} not found")))
    }

    pub(super) fn call_intrinsic(&mut self, name: &str) -> R<()> {
        self.intrinsic_call(name, &[], &[])?;
        Ok(())
    }

    /// A call of intrinsic `name` (overloaded on `types`) with `ops`: its
    /// value, if it has one.
    pub(super) fn intrinsic_call(
        &mut self,
        name: &str,
        types: &[inkwell::types::BasicTypeEnum<'ctx>],
        ops: &[BasicMetadataValueEnum<'ctx>],
    ) -> R<Option<BasicValueEnum<'ctx>>> {
        let f = self.intrinsic(name, types)?;
        Ok(self.b.build_call(f, ops, "")?.try_as_basic_value().basic())
    }

    /// An integer intrinsic result as the builtin's result type: truncated
    /// (`llvm.ctpop.i64` counting into an `int`) or zero-extended (an `i1`).
    pub(super) fn int_result(
        &mut self,
        v: BasicValueEnum<'ctx>,
        ret: TypeId,
    ) -> R<BasicValueEnum<'ctx>> {
        let rt = self.cg.tt.val(self.cg.types, ret);
        if v.get_type() == rt {
            return Ok(v);
        }
        Ok(self
            .b
            .build_int_cast_sign_flag(v.into_int_value(), rt.into_int_type(), false, "")?
            .into())
    }

    /// `atomicrmw` with relaxed ordering (inkwell builds integer ones only;
    /// `fadd` and a float `xchg` go through the C API).
    fn atomic_rmw(&mut self, op: Rmw, vals: &[BasicValueEnum<'ctx>]) -> R<BasicValueEnum<'ctx>> {
        use inkwell::values::AsValueRef;
        let (p, x) = match vals {
            [p, x] => (p.into_pointer_value(), *x),
            _ => return Err(Ice("atomic builtin without two operands".into())),
        };
        use llvm_sys::LLVMAtomicRMWBinOp as L;
        let op = match op {
            Rmw::Add => L::LLVMAtomicRMWBinOpAdd,
            Rmw::FAdd => L::LLVMAtomicRMWBinOpFAdd,
            Rmw::Sub => L::LLVMAtomicRMWBinOpSub,
            Rmw::Xchg => L::LLVMAtomicRMWBinOpXchg,
            Rmw::Min => L::LLVMAtomicRMWBinOpMin,
            Rmw::Max => L::LLVMAtomicRMWBinOpMax,
            Rmw::UMin => L::LLVMAtomicRMWBinOpUMin,
            Rmw::UMax => L::LLVMAtomicRMWBinOpUMax,
            Rmw::And => L::LLVMAtomicRMWBinOpAnd,
            Rmw::Or => L::LLVMAtomicRMWBinOpOr,
            Rmw::Xor => L::LLVMAtomicRMWBinOpXor,
        };
        // inkwell builds integer atomicrmw only; `fadd` and a
        // float `xchg` go through the C API.
        // SAFETY: the builder is positioned in a live function and
        // the operands are values of this context.
        unsafe {
            let v = llvm_sys::core::LLVMBuildAtomicRMW(
                self.b.as_mut_ptr(),
                op,
                p.as_value_ref(),
                x.as_value_ref(),
                llvm_sys::LLVMAtomicOrdering::LLVMAtomicOrderingMonotonic,
                0,
            );
            Ok(BasicValueEnum::new(v))
        }
    }

    /// `match.all`: the value, and the predicate stored through the third
    /// operand as an `int`.
    fn match_all(&mut self, name: &str, vals: &[BasicValueEnum<'ctx>]) -> R<BasicValueEnum<'ctx>> {
        let (mask, x, pred) = match vals {
            [m, x, p] => (*m, *x, p.into_pointer_value()),
            _ => return Err(Ice("match.all without three operands".into())),
        };
        let pair = self
            .intrinsic_call(name, &[], &[mask.into(), x.into()])?
            .ok_or_else(|| Ice(format!("{name} gave no value")))?
            .into_struct_value();
        let v = self.b.build_extract_value(pair, 0, "")?;
        let p = self.b.build_extract_value(pair, 1, "")?.into_int_value();
        let i32t = self.cg.ctx.i32_type();
        let p = self.b.build_int_z_extend(p, i32t, "")?;
        self.b.build_store(pred, p)?;
        Ok(v)
    }

    /// `memcpy` (`copy`) or `memset` of a byte count, at alignment 1.
    fn mem_copy_or_set(&mut self, copy: bool, vals: &[BasicValueEnum<'ctx>]) -> R<()> {
        let (d, x, n) = match vals {
            [d, x, n] => (d.into_pointer_value(), *x, n.into_int_value()),
            _ => return Err(Ice("memcpy/memset without three operands".into())),
        };
        if copy {
            self.b
                .build_memcpy(d, 1, x.into_pointer_value(), 1, n)
                .map_err(|e| Ice(e.to_string()))?;
        } else {
            let i8t = self.cg.ctx.i8_type();
            let byte = self.b.build_int_truncate(x.into_int_value(), i8t, "")?;
            self.b
                .build_memset(d, 1, byte, n)
                .map_err(|e| Ice(e.to_string()))?;
        }
        Ok(())
    }

    /// `__ldg`: an `!invariant.load` through the global space, at the
    /// type's alignment.
    fn load_read_only(
        &mut self,
        vals: &[BasicValueEnum<'ctx>],
        ret: TypeId,
    ) -> R<BasicValueEnum<'ctx>> {
        let p = vals
            .first()
            .ok_or_else(|| Ice("__nvvm_ldg without an operand".into()))?
            .into_pointer_value();
        let global = self.cg.ctx.ptr_type(AddressSpace::from(1u16));
        let gp = self.b.build_address_space_cast(p, global, "")?;
        let ty = self.mem_ty(ret);
        let v = self.b.build_load(ty, gp, "")?;
        if let Some(l) = self.cg.types.layout(ret) {
            if let Some(inst) = v.as_instruction_value() {
                inst.set_alignment(l.align as u32)
                    .map_err(|e| Ice(e.to_string()))?;
                let md = self.cg.ctx.metadata_node(&[]);
                let kind = self.cg.ctx.get_kind_id("invariant.load");
                inst.set_metadata(md, kind)
                    .map_err(|e| Ice(e.to_string()))?;
            }
        }
        Ok(v)
    }
}

impl<'ctx> FnGen<'_, '_, 'ctx> {
    /// `va_start`/`va_arg`/`va_end`/`va_copy` (`sema/varargs.rs`), whose
    /// operands are addresses of `va_list` objects (`char *`). A variadic
    /// function takes what `...` takes in a buffer whose address is its
    /// last parameter (`typetrans::function`, `call_into`), each argument
    /// at its alignment: `va_start` points the list at the buffer,
    /// `va_arg` aligns the pointer up, reads and steps past the value.
    /// Nothing is left to LLVM's variadic lowering, which NVPTX in LLVM
    /// 19 gets wrong (a generic buffer address read with `ld.local`, and
    /// a crash with 32-bit local pointers); the reads are generic loads,
    /// right wherever the caller's buffer lives.
    pub(super) fn va_builtin(
        &mut self,
        b: crate::ir::Builtin,
        args: &[Expr],
        ty: TypeId,
    ) -> R<Option<BasicValueEnum<'ctx>>> {
        use crate::ir::Builtin;
        let mut lists = Vec::with_capacity(args.len());
        for a in args {
            lists.push(self.rv(a)?.into_pointer_value());
        }
        let ptr = self.cg.ctx.ptr_type(AddressSpace::default());
        let [list, rest @ ..] = lists.as_slice() else {
            return Err(Ice("a va_ builtin without operands".into()));
        };
        match b {
            Builtin::VaStart => {
                let buffer = self
                    .fv
                    .get_last_param()
                    .ok_or_else(|| Ice("va_start in a function without parameters".into()))?;
                self.b.build_store(*list, buffer)?;
                Ok(None)
            }
            Builtin::VaEnd => Ok(None),
            Builtin::VaCopy => {
                let [src] = rest else {
                    return Err(Ice("va_copy without a source".into()));
                };
                let v = self.b.build_load(ptr, *src, "va.copy")?;
                self.b.build_store(*list, v)?;
                Ok(None)
            }
            Builtin::VaArg => {
                let (size, align) = self
                    .cg
                    .types
                    .layout(ty)
                    .map(|l| (l.size, l.align.max(1)))
                    .ok_or_else(|| Ice("va_arg of a type without a layout".into()))?;
                let i64t = self.cg.ctx.i64_type();
                let at = self
                    .b
                    .build_load(ptr, *list, "va.cur")?
                    .into_pointer_value();
                let addr = self.b.build_ptr_to_int(at, i64t, "")?;
                let up = self
                    .b
                    .build_int_add(addr, i64t.const_int(align - 1, false), "")?;
                let aligned = self
                    .b
                    .build_and(up, i64t.const_int(!(align - 1), false), "")?;
                let slot = self.b.build_int_to_ptr(aligned, ptr, "va.arg")?;
                let v = self.load_value(slot, ty, "")?;
                let i8t = self.cg.ctx.i8_type();
                // SAFETY: the step stays within (or one past) the buffer
                // the caller filled, as far as the program reads it.
                let next = unsafe {
                    self.b
                        .build_gep(i8t, slot, &[i64t.const_int(size, false)], "va.next")?
                };
                self.b.build_store(*list, next)?;
                Ok(Some(v))
            }
            _ => Err(Ice(format!("{b:?} is no va_ builtin"))),
        }
    }
}
