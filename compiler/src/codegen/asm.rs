//! Inline PTX: a call of an LLVM `asm` value.
//!
//! Input: a checked `sema::Asm` (template and constraints in LLVM syntax,
//! outputs whose types have their register class's width). Output: the
//! output addresses, the input values, one call (`convergent`, as every
//! call in CUDA device code may hold a barrier or a shuffle), and a store
//! of each result.
//! Invariants: output addresses are taken before the inputs are computed
//! (as clang does); pointers cross the asm boundary as `i64`.

use super::func::FnGen;
use super::{Ice, R};
use crate::sema::Asm;
use inkwell::attributes::AttributeLoc;
use inkwell::types::{BasicMetadataTypeEnum, BasicType, BasicTypeEnum};
use inkwell::values::{BasicMetadataValueEnum, BasicValueEnum};

impl<'ctx> FnGen<'_, '_, 'ctx> {
    pub(crate) fn inline_asm(&mut self, a: &Asm) -> R<()> {
        let i64t = self.cg.ctx.i64_type();
        let mut outs = Vec::new();
        for o in &a.outputs {
            let p = self.lv(o)?;
            let pointer = self.cg.types.is_pointer(o.ty);
            let ty: BasicTypeEnum<'ctx> = if pointer {
                i64t.into()
            } else {
                self.mem_ty(o.ty)
            };
            outs.push((p, ty, pointer, o.ty));
        }
        let mut args: Vec<BasicMetadataValueEnum<'ctx>> = Vec::new();
        for e in &a.inputs {
            args.push(self.rv(e)?.into());
        }
        for &k in &a.tied {
            let (p, ty, pointer, _) = *outs
                .get(k)
                .ok_or_else(|| Ice("tied asm operand without its output".into()))?;
            let v = if pointer {
                let ptr_t = self.cg.ctx.ptr_type(inkwell::AddressSpace::default());
                let v = self.b.build_load(ptr_t, p, "")?.into_pointer_value();
                self.b.build_ptr_to_int(v, i64t, "")?.into()
            } else {
                self.b.build_load(ty, p, "")?
            };
            args.push(v.into());
        }
        let params: Vec<BasicMetadataTypeEnum<'ctx>> = args
            .iter()
            .map(|v| match v {
                BasicMetadataValueEnum::IntValue(v) => Ok(v.get_type().into()),
                BasicMetadataValueEnum::FloatValue(v) => Ok(v.get_type().into()),
                _ => Err(Ice("asm input that is not a number".into())),
            })
            .collect::<R<_>>()?;
        let out_tys: Vec<BasicTypeEnum<'ctx>> = outs.iter().map(|o| o.1).collect();
        let fn_ty = match out_tys.as_slice() {
            [] => self.cg.ctx.void_type().fn_type(&params, false),
            [t] => t.fn_type(&params, false),
            ts => self.cg.ctx.struct_type(ts, false).fn_type(&params, false),
        };
        let asm = self.cg.ctx.create_inline_asm(
            fn_ty,
            a.template.clone(),
            a.constraints.clone(),
            a.side_effects,
            false,
            None,
            false,
        );
        let call = self.b.build_indirect_call(fn_ty, asm, &args, "")?;
        let convergent = self.cg.ctx.create_enum_attribute(
            inkwell::attributes::Attribute::get_named_enum_kind_id("convergent"),
            0,
        );
        call.add_attribute(AttributeLoc::Function, convergent);
        let result = call.try_as_basic_value().basic();
        for (k, (p, _, pointer, t)) in outs.into_iter().enumerate() {
            let r = result.ok_or_else(|| Ice("asm with outputs gave no value".into()))?;
            let v: BasicValueEnum<'ctx> = if a.outputs.len() == 1 {
                r
            } else {
                self.b
                    .build_extract_value(r.into_struct_value(), k as u32, "")?
            };
            let v = if pointer {
                let ptr_t = self.cg.ctx.ptr_type(inkwell::AddressSpace::default());
                self.b
                    .build_int_to_ptr(v.into_int_value(), ptr_t, "")?
                    .into()
            } else {
                v
            };
            self.store_value(p, v, t)?;
        }
        Ok(())
    }
}
