//! Device `printf`: a call of the CUDA runtime's
//! `int vprintf(const char *format, void *args)`.
//!
//! Input: a checked call of the C library's `printf` (sema has promoted
//! the variadic arguments: `float` to `double`, small integers to `int`,
//! and rejected anything but scalars and pointers). Output: the arguments
//! after the format stored in a stack buffer and the `vprintf` call.
//! Invariants: the buffer is an LLVM struct of the promoted argument
//! types in order, so each sits at its natural alignment (doubles, 64-bit
//! integers and pointers at 8) as nvcc lays it out; no arguments pass
//! a null buffer.
//!
//! Sema decides that a call is C's `printf` (`sema::cuda::is_c_printf`, the
//! body-less non-member `printf` the prelude or the user declares) and makes
//! it `Builtin::Printf`; codegen never finds it by name. `assert` is a macro
//! of the shipped `assert.h` calling the runtime's `__assertfail` with
//! `__PRETTY_FUNCTION__`.

use super::func::FnGen;
use super::{Ice, R};
use crate::ir::Expr;
use inkwell::types::BasicTypeEnum;
use inkwell::values::BasicValueEnum;
use inkwell::AddressSpace;

impl<'ctx> FnGen<'_, '_, 'ctx> {
    pub(crate) fn printf_call(&mut self, args: &[Expr]) -> R<Option<BasicValueEnum<'ctx>>> {
        let (format, rest) = args
            .split_first()
            .ok_or_else(|| Ice("printf without a format".into()))?;
        let format = self.rv(format)?;
        let mut vals = Vec::new();
        for a in rest {
            vals.push(self.rv(a)?);
        }
        let ptr = self.cg.ctx.ptr_type(AddressSpace::default());
        let buffer = if vals.is_empty() {
            ptr.const_null()
        } else {
            let types: Vec<BasicTypeEnum<'ctx>> = vals.iter().map(|v| v.get_type()).collect();
            let sty = self.cg.ctx.struct_type(&types, false);
            let buf = self.alloca_llvm(sty.into(), "printf.args")?;
            for (i, v) in vals.into_iter().enumerate() {
                let slot = self.b.build_struct_gep(sty, buf, i as u32, "")?;
                self.b.build_store(slot, v)?;
            }
            buf
        };
        let fty = self
            .cg
            .ctx
            .i32_type()
            .fn_type(&[ptr.into(), ptr.into()], false);
        let vprintf = self.cg.external_function("vprintf", fty);
        let call = self
            .b
            .build_call(vprintf, &[format.into(), buffer.into()], "")?;
        Ok(call.try_as_basic_value().basic())
    }
}
