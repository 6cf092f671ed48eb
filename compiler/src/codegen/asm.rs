//! Inline PTX: a call of an LLVM `asm` value.
//!
//! Input: a checked `ir::Asm` (template and constraints in LLVM syntax,
//! outputs whose types have their register class's width). Output: the
//! output addresses, the input values, one call (`convergent`, as every
//! call in CUDA device code may hold a barrier or a shuffle), and a store
//! of each result.
//! Invariants: output addresses are taken before the inputs are computed
//! (as clang does); pointers cross the asm boundary as `i64`.
//!
//! Also the cache-hinted global loads and stores (`__ldcg`, `__stwt`),
//! which LLVM cannot express: inline PTX made from the value's type; and
//! the f32 division `-prec-div=false` selects (`div.full.f32`), which
//! LLVM 19 has no intrinsic for.
//!
//! The cache-hinted accesses are one template each in the prelude's device
//! library over `__nvvm_ld_hinted`/`__nvvm_st_hinted`, with a constant cache
//! operator mode; sema (`cache_hint_type_ok`) rejects other value types at
//! the user's call, and `cache_hinted` writes the PTX from the value's LLVM
//! type (a scalar, or one `.v2`/`.v4` access for the vector types). As
//! nvcc's ~250 overloads per function the set would cost the prelude about
//! 15 ms of parsing in every compilation.

use super::func::FnGen;
use super::{Ice, R};
use crate::ir::Asm;
use inkwell::attributes::AttributeLoc;
use inkwell::types::{BasicMetadataTypeEnum, BasicType, BasicTypeEnum};
use inkwell::values::{
    BasicMetadataValueEnum, BasicValue, BasicValueEnum, FloatValue, PointerValue,
};

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
            let align = crate::sema::align::lvalue_align(self.cg.types, o);
            outs.push((p, ty, pointer, o.ty, align));
        }
        let mut args: Vec<BasicMetadataValueEnum<'ctx>> = Vec::new();
        for e in &a.inputs {
            args.push(self.rv(e)?.into());
        }
        for &k in &a.tied {
            let (p, ty, pointer, _, align) = *outs
                .get(k)
                .ok_or_else(|| Ice("tied asm operand without its output".into()))?;
            let v = if pointer {
                let ptr_t = self.cg.ctx.ptr_type(inkwell::AddressSpace::default());
                let v = self.b.build_load(ptr_t, p, "")?;
                set_align(v, align)?;
                self.b
                    .build_ptr_to_int(v.into_pointer_value(), i64t, "")?
                    .into()
            } else {
                let v = self.b.build_load(ty, p, "")?;
                set_align(v, align)?;
                v
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
        for (k, (p, _, pointer, t, align)) in outs.into_iter().enumerate() {
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
            self.store_at(p, v, t, align)?;
        }
        Ok(())
    }

    /// `ld.global.<hint>` or (with `value`) `st.global.<hint>` of a `ty`
    /// that sema's `cache_hint_type_ok` accepted: a scalar, or a struct of 2
    /// or 4 equal scalars moved as one PTX vector access. 8-bit scalars
    /// travel in 32-bit registers, as nvcc's headers do.
    pub(crate) fn cache_hinted(
        &mut self,
        hint: &str,
        p: PointerValue<'ctx>,
        ty: crate::types::TypeId,
        value: Option<BasicValueEnum<'ctx>>,
    ) -> R<Option<BasicValueEnum<'ctx>>> {
        let mt = self.mem_ty(ty);
        let (elem, n) = match mt {
            BasicTypeEnum::StructType(st) => {
                let fields = st.get_field_types();
                let first = *fields
                    .first()
                    .ok_or_else(|| Ice("cache-hinted access of an empty struct".into()))?;
                (first, fields.len() as u32)
            }
            t => (t, 1),
        };
        let i32t = self.cg.ctx.i32_type();
        let (ptx, letter, reg): (&str, char, BasicTypeEnum<'ctx>) = match elem {
            BasicTypeEnum::IntType(t) => match t.get_bit_width() {
                8 => ("u8", 'r', i32t.into()),
                16 => ("b16", 'h', t.into()),
                32 => ("b32", 'r', t.into()),
                64 => ("b64", 'l', t.into()),
                w => return Err(Ice(format!("cache-hinted access of i{w}"))),
            },
            BasicTypeEnum::FloatType(t) if t == self.cg.ctx.f32_type() => ("f32", 'f', t.into()),
            BasicTypeEnum::FloatType(t) => ("f64", 'd', t.into()),
            _ => return Err(Ice("cache-hinted access of an unexpected type".into())),
        };
        let vec = if n > 1 {
            format!(".v{n}")
        } else {
            String::new()
        };
        let regs = |first: u32| {
            let list: Vec<String> = (first..first + n).map(|k| format!("${k}")).collect();
            if n > 1 {
                format!("{{{}}}", list.join(", "))
            } else {
                list.concat()
            }
        };
        let i64t = self.cg.ctx.i64_type();
        let addr = self.b.build_ptr_to_int(p, i64t, "")?;
        let Some(v) = value else {
            let template = format!("ld.global.{hint}{vec}.{ptx} {}, [${n}];", regs(0));
            let mut cons: Vec<String> = (0..n).map(|_| format!("={letter}")).collect();
            cons.push("l".into());
            cons.push("~{memory}".into());
            let outs: Vec<BasicTypeEnum<'ctx>> = (0..n).map(|_| reg).collect();
            let fn_ty = match outs.as_slice() {
                [t] => t.fn_type(&[i64t.into()], false),
                ts => self
                    .cg
                    .ctx
                    .struct_type(ts, false)
                    .fn_type(&[i64t.into()], false),
            };
            let asm = self.cg.ctx.create_inline_asm(
                fn_ty,
                template,
                cons.join(","),
                false,
                false,
                None,
                false,
            );
            let call = self.b.build_indirect_call(fn_ty, asm, &[addr.into()], "")?;
            let r = call
                .try_as_basic_value()
                .basic()
                .ok_or_else(|| Ice("cache-hinted load gave no value".into()))?;
            let narrow = |s: &mut Self, x: BasicValueEnum<'ctx>| -> R<BasicValueEnum<'ctx>> {
                Ok(if x.get_type() == elem {
                    x
                } else {
                    s.b.build_int_truncate(x.into_int_value(), elem.into_int_type(), "")?
                        .into()
                })
            };
            return Ok(Some(match mt {
                BasicTypeEnum::StructType(st) => {
                    let mut agg = st.get_undef();
                    for k in 0..n {
                        let x = if n == 1 {
                            r
                        } else {
                            self.b.build_extract_value(r.into_struct_value(), k, "")?
                        };
                        let x = narrow(self, x)?;
                        agg = self
                            .b
                            .build_insert_value(agg, x, k, "")?
                            .into_struct_value();
                    }
                    agg.into()
                }
                _ => narrow(self, r)?,
            }));
        };
        let template = format!("st.global.{hint}{vec}.{ptx} [$0], {};", regs(1));
        let mut cons = vec!["l".to_string()];
        let mut args: Vec<BasicMetadataValueEnum<'ctx>> = vec![addr.into()];
        for k in 0..n {
            let x = match v {
                BasicValueEnum::StructValue(sv) => self.b.build_extract_value(sv, k, "")?,
                x => x,
            };
            let x: BasicValueEnum<'ctx> = if x.get_type() == reg {
                x
            } else {
                self.b
                    .build_int_z_extend(x.into_int_value(), i32t, "")?
                    .into()
            };
            cons.push(letter.to_string());
            args.push(x.into());
        }
        cons.push("~{memory}".into());
        let params: Vec<BasicMetadataTypeEnum<'ctx>> = std::iter::once(i64t.into())
            .chain((0..n).map(|_| reg.into()))
            .collect();
        let fn_ty = self.cg.ctx.void_type().fn_type(&params, false);
        let asm = self.cg.ctx.create_inline_asm(
            fn_ty,
            template,
            cons.join(","),
            true,
            false,
            None,
            false,
        );
        self.b.build_indirect_call(fn_ty, asm, &args, "")?;
        Ok(None)
    }

    /// `x / y` in f32 as the float model says: `None` for IEEE division
    /// (LLVM's `fdiv`, `div.rn.f32`); `div.full.f32` (at most 2 ulp, full
    /// range) for `-prec-div=false`; `div.approx.f32` (`__fdividef`) for
    /// `--use_fast_math`; `.ftz` with `-ftz=true`, as nvcc.
    pub(crate) fn div_f32(
        &mut self,
        x: FloatValue<'ctx>,
        y: FloatValue<'ctx>,
    ) -> R<Option<FloatValue<'ctx>>> {
        use crate::nvvm::target::float_model::DivF32;
        let ftz = self.cg.opts.ftz;
        let v = match self.cg.opts.div_f32 {
            DivF32::Ieee => return Ok(None),
            DivF32::Approx => {
                let name = if ftz {
                    "llvm.nvvm.div.approx.ftz.f"
                } else {
                    "llvm.nvvm.div.approx.f"
                };
                self.intrinsic_call(name, &[], &[x.into(), y.into()])?
            }
            DivF32::Full => {
                let f32t = self.cg.ctx.f32_type();
                let fn_ty = f32t.fn_type(&[f32t.into(), f32t.into()], false);
                let template = format!("div.full{}.f32 $0, $1, $2;", if ftz { ".ftz" } else { "" });
                // Not side-effecting: LLVM may fold or hoist it like `fdiv`.
                let asm = self.cg.ctx.create_inline_asm(
                    fn_ty,
                    template,
                    "=f,f,f".to_string(),
                    false,
                    false,
                    None,
                    false,
                );
                let call = self
                    .b
                    .build_indirect_call(fn_ty, asm, &[x.into(), y.into()], "div")?;
                call.try_as_basic_value().basic()
            }
        };
        v.map(|v| Some(v.into_float_value()))
            .ok_or_else(|| Ice("f32 division gave no value".into()))
    }
}

/// Gives a load the alignment its lvalue is known to have.
fn set_align(v: BasicValueEnum<'_>, align: u64) -> R<()> {
    if let Some(i) = v.as_instruction_value() {
        i.set_alignment(align.max(1) as u32)
            .map_err(|e| Ice(e.to_string()))?;
    }
    Ok(())
}
