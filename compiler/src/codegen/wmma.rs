//! The warp matrix builtins (`nvvm::target::wmma`) as LLVM's
//! `llvm.nvvm.wmma.*` intrinsics.
//!
//! Input: a builtin and its operands (pointers converted by sema, the
//! layout and saturation folded to constants). Output: the intrinsic call,
//! with the fragment registers read from and written to the builtin's
//! pointers one element at a time. Invariant: the register types come
//! from LLVM's declaration of the intrinsic (`<2 x half>` for half
//! fragments, `i32`, `float`, `double`), so a wrong count or type is an
//! internal error here, never a call LLVM's verifier rejects.

use super::func::FnGen;
use super::{Ice, R};
use crate::ir::{Expr, ExprKind};
use crate::nvvm::target::wmma::{Op, Wmma};
use inkwell::types::BasicTypeEnum;
use inkwell::values::{BasicMetadataValueEnum, BasicValue, BasicValueEnum, PointerValue};

impl<'ctx> FnGen<'_, '_, 'ctx> {
    /// A warp matrix builtin: load, store or multiply-accumulate.
    pub(super) fn wmma_builtin(&mut self, w: Wmma, args: &[Expr]) -> R<()> {
        let constant = |e: Option<&Expr>| match e.map(|e| &e.kind) {
            Some(ExprKind::Int(v)) => Ok(*v as u8),
            _ => Err(Ice(
                "a wmma layout or saturation operand was not folded".into()
            )),
        };
        // The operands before the constants: three pointers and the
        // leading dimension, or four pointers.
        let values = match w.op {
            Op::Load(..) | Op::Store(_) => 3,
            Op::Mma { .. } | Op::Bmma { .. } => 4,
        };
        let mut ptrs = Vec::with_capacity(values);
        for a in args.iter().take(values) {
            ptrs.push(self.rv(a)?);
        }
        let ptr = |k: usize| -> R<PointerValue<'ctx>> {
            match ptrs.get(k) {
                Some(BasicValueEnum::PointerValue(p)) => Ok(*p),
                _ => Err(Ice(format!("wmma operand {k} is not a pointer"))),
            }
        };
        match w.op {
            Op::Load(..) => {
                let (dst, src) = (ptr(0)?, ptr(1)?);
                let ldm = *ptrs
                    .get(2)
                    .ok_or_else(|| Ice("wmma load without a leading dimension".into()))?;
                let name = w.intrinsic(constant(args.get(3))?, false);
                let f = self.intrinsic(&name, &[src.get_type().into()])?;
                let v = self.b.build_call(f, &[src.into(), ldm.into()], "")?;
                self.store_fragment(dst, v.try_as_basic_value().basic(), &name)?;
            }
            Op::Store(_) => {
                let (dst, src) = (ptr(0)?, ptr(1)?);
                let ldm = *ptrs
                    .get(2)
                    .ok_or_else(|| Ice("wmma store without a leading dimension".into()))?;
                let name = w.intrinsic(constant(args.get(3))?, false);
                let f = self.intrinsic(&name, &[dst.get_type().into()])?;
                let tys = register_types(f, &name)?;
                let regs = tys
                    .get(1..tys.len().saturating_sub(1))
                    .ok_or_else(|| Ice(format!("{name} has no fragment operands")))?;
                let mut ops: Vec<BasicMetadataValueEnum> = vec![dst.into()];
                ops.extend(self.load_fragment(src, regs)?);
                ops.push(ldm.into());
                self.b.build_call(f, &ops, "")?;
            }
            Op::Mma { .. } | Op::Bmma { .. } => {
                let layout = constant(args.get(4))?;
                let satf = matches!(w.op, Op::Mma { .. }) && constant(args.get(5))? == 1;
                let name = w.intrinsic(layout, satf);
                let f = self.intrinsic(&name, &[])?;
                let tys = register_types(f, &name)?;
                let (na, nb, nc) = w
                    .mma_counts()
                    .ok_or_else(|| Ice("an mma without fragment counts".into()))?;
                if tys.len() != na + nb + nc {
                    return Err(Ice(format!(
                        "{name} takes {} registers, not {na} + {nb} + {nc}",
                        tys.len()
                    )));
                }
                let mut ops = self.load_fragment(ptr(1)?, &tys[..na])?;
                ops.extend(self.load_fragment(ptr(2)?, &tys[na..na + nb])?);
                ops.extend(self.load_fragment(ptr(3)?, &tys[na + nb..])?);
                let v = self.b.build_call(f, &ops, "")?;
                self.store_fragment(ptr(0)?, v.try_as_basic_value().basic(), &name)?;
            }
        }
        Ok(())
    }

    /// The registers of a fragment stored at `p`, one per type in `tys`,
    /// each at the next multiple of its own size.
    fn load_fragment(
        &mut self,
        p: PointerValue<'ctx>,
        tys: &[BasicTypeEnum<'ctx>],
    ) -> R<Vec<BasicMetadataValueEnum<'ctx>>> {
        let i32t = self.cg.ctx.i32_type();
        let mut out = Vec::with_capacity(tys.len());
        for (k, &t) in tys.iter().enumerate() {
            // SAFETY: the builtin's pointer addresses the whole fragment
            // (the toolkit's `__frag_base::x`), which has every register.
            let at = unsafe {
                self.b
                    .build_in_bounds_gep(t, p, &[i32t.const_int(k as u64, false)], "")?
            };
            let v = self.b.build_load(t, at, "")?;
            if let Some(i) = v.as_instruction_value() {
                i.set_alignment(register_align(t))
                    .map_err(|e| Ice(e.to_string()))?;
            }
            out.push(v.into());
        }
        Ok(out)
    }

    /// The registers an intrinsic returned (a struct of them, or one)
    /// stored at `p` in order.
    fn store_fragment(
        &mut self,
        p: PointerValue<'ctx>,
        v: Option<BasicValueEnum<'ctx>>,
        name: &str,
    ) -> R<()> {
        let regs = match v {
            Some(BasicValueEnum::StructValue(s)) => {
                let mut regs = Vec::new();
                for k in 0..s.get_type().count_fields() {
                    regs.push(self.b.build_extract_value(s, k, "")?);
                }
                regs
            }
            // A one-register fragment (the 8-bit B of m32n8k16, f64, 4-bit
            // and single-bit ones) is the value itself.
            Some(v) => vec![v],
            None => return Err(Ice(format!("{name} returned no fragment"))),
        };
        let i32t = self.cg.ctx.i32_type();
        for (k, r) in regs.into_iter().enumerate() {
            let t = r.get_type();
            // SAFETY: as in `load_fragment`.
            let at = unsafe {
                self.b
                    .build_in_bounds_gep(t, p, &[i32t.const_int(k as u64, false)], "")?
            };
            let st = self.b.build_store(at, r)?;
            st.set_alignment(register_align(t))
                .map_err(|e| Ice(e.to_string()))?;
        }
        Ok(())
    }
}

/// The types of an intrinsic's operands (all first-class values).
fn register_types<'ctx>(
    f: inkwell::values::FunctionValue<'ctx>,
    name: &str,
) -> R<Vec<BasicTypeEnum<'ctx>>> {
    f.get_type()
        .get_param_types()
        .into_iter()
        .map(|t| BasicTypeEnum::try_from(t).map_err(|_| Ice(format!("{name} takes metadata"))))
        .collect()
}

/// A fragment register's alignment: its size (4 bytes, 8 for `double`).
fn register_align(t: BasicTypeEnum<'_>) -> u32 {
    match t {
        BasicTypeEnum::FloatType(f) if f == f.get_context().f64_type() => 8,
        _ => 4,
    }
}

#[cfg(test)]
mod tests {
    use crate::nvvm::target::wmma::{parse, Frag, Op, TOOLKIT_NAMES};
    use inkwell::context::Context;
    use inkwell::intrinsics::Intrinsic;
    use inkwell::types::BasicTypeEnum;

    /// Registers an LLVM type holds: a struct's fields, else one.
    fn registers(t: BasicTypeEnum) -> u32 {
        match t {
            BasicTypeEnum::StructType(s) => s.count_fields(),
            _ => 1,
        }
    }

    /// Every builtin, layout and saturation names an intrinsic LLVM 19
    /// declares, whose registers number what `Wmma::count` says: the
    /// fragment counts codegen splits operands by are LLVM's.
    #[test]
    fn every_builtin_is_an_llvm_intrinsic_with_its_fragment_sizes() {
        let ctx = Context::create();
        let m = ctx.create_module("wmma");
        let ptr = ctx.ptr_type(inkwell::AddressSpace::default());
        let mut checked = 0;
        for n in TOOLKIT_NAMES {
            let w = parse(n).unwrap();
            for layout in (0..4).filter(|&l| w.layout_ok(l)) {
                for satf in [false, true] {
                    let name = w.intrinsic(layout, satf);
                    let i = Intrinsic::find(&name).unwrap_or_else(|| panic!("{n}: {name}"));
                    let overloads = if matches!(w.op, Op::Load(..) | Op::Store(_)) {
                        vec![ptr.into()]
                    } else {
                        vec![]
                    };
                    let f = i.get_declaration(&m, &overloads).unwrap();
                    let fty = f.get_type();
                    let params = fty.get_param_types().len();
                    let ret = fty.get_return_type().map_or(0, registers);
                    match w.op {
                        Op::Load(frag, el) => {
                            assert_eq!(params, 2, "{name}");
                            assert_eq!(ret as usize, w.count(frag, el), "{name}");
                        }
                        Op::Store(el) => {
                            assert_eq!(params, 2 + w.count(Frag::C, el), "{name}");
                        }
                        Op::Mma { .. } | Op::Bmma { .. } => {
                            let (a, b, c) = w.mma_counts().unwrap();
                            let d = match w.op {
                                Op::Mma { d, .. } => w.count(Frag::C, d),
                                _ => c,
                            };
                            assert_eq!(params, a + b + c, "{name}");
                            assert_eq!(ret as usize, d, "{name}");
                        }
                    }
                    checked += 1;
                }
            }
        }
        assert!(checked > 150, "{checked}");
    }
}
