//! The floating-point model (`-ftz`, `-prec-div`, `-prec-sqrt`,
//! `--use_fast_math`) as the NVVM module states it.
//!
//! Input: the model the flags select and the target SM. Output: the
//! reflection values libdevice reads (`!nvvm.reflection`: `__CUDA_ARCH`,
//! `__CUDA_PREC_DIV`, `__CUDA_PREC_SQRT`; the `nvvm-reflect-ftz` module
//! flag for `__CUDA_FTZ`), and the denormal-mode attribute the NVPTX
//! backend reads to pick `.ftz` instructions.
//! Invariants: libdevice's branches and the user's arithmetic agree: the
//! same `ftz` drives the flag (libdevice's `.ftz` paths) and the
//! attribute (every function's own `add.ftz.f32`); the attribute is put
//! on every defined function after libdevice is linked, so inlined
//! libdevice code follows the kernel's mode.

use inkwell::attributes::{Attribute, AttributeLoc};
use inkwell::context::Context;
use inkwell::module::{FlagBehavior, Module};

/// The single-precision choices nvcc's flags make.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FloatModel {
    /// Flush f32 denormals to zero (`-ftz=true`).
    pub ftz: bool,
    /// IEEE f32 division (`-prec-div=true`); otherwise `div.full.f32`.
    pub prec_div: bool,
    /// IEEE f32 square root (`-prec-sqrt=true`); otherwise libdevice's
    /// `sqrt.approx.f32` path.
    pub prec_sqrt: bool,
    /// `--use_fast_math`: float math functions with a fast approximation
    /// call it (`sinf` → `__nv_fast_sinf`), and `x / y` is `__fdividef`.
    pub fast_intrinsics: bool,
}

impl Default for FloatModel {
    /// nvcc's defaults.
    fn default() -> Self {
        FloatModel {
            ftz: false,
            prec_div: true,
            prec_sqrt: true,
            fast_intrinsics: false,
        }
    }
}

/// How an f32 `/` is computed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DivF32 {
    /// `div.rn.f32` (LLVM's `fdiv`).
    Ieee,
    /// `div.full.f32`: full range, at most 2 ulp (`-prec-div=false`).
    Full,
    /// `div.approx.f32`, i.e. `__fdividef` (`--use_fast_math`).
    Approx,
}

impl FloatModel {
    pub fn div_f32(&self) -> DivF32 {
        if self.fast_intrinsics && !self.prec_div {
            DivF32::Approx
        } else if !self.prec_div {
            DivF32::Full
        } else {
            DivF32::Ieee
        }
    }
}

/// The reflection key values for `arch` (e.g. 75), in metadata order.
pub fn reflection_values(model: &FloatModel, arch: u32) -> [(&'static str, i64); 3] {
    [
        ("__CUDA_ARCH", i64::from(arch) * 10),
        ("__CUDA_PREC_DIV", i64::from(model.prec_div)),
        ("__CUDA_PREC_SQRT", i64::from(model.prec_sqrt)),
    ]
}

/// Write `!nvvm.reflection` and the `nvvm-reflect-ftz` flag.
pub fn write_reflection<'ctx>(
    ctx: &'ctx Context,
    module: &Module<'ctx>,
    model: &FloatModel,
    arch: u32,
) {
    let i32t = ctx.i32_type();
    for (key, value) in reflection_values(model, arch) {
        let node = ctx.metadata_node(&[
            ctx.metadata_string(key).into(),
            i32t.const_int(value as u64, true).into(),
        ]);
        // Only fails for a key that is not a named-metadata name; ours is fixed.
        let _ = module.add_global_metadata(cudac_libdevice::reflect::METADATA, &node);
    }
    module.add_basic_value_flag(
        cudac_libdevice::reflect::FTZ_FLAG,
        FlagBehavior::Override,
        i32t.const_int(u64::from(model.ftz), false),
    );
}

/// Put the f32 denormal mode on every function with a body.
pub fn apply_attributes(ctx: &Context, module: &Module<'_>, model: &FloatModel) {
    if !model.ftz {
        return;
    }
    let mode = "preserve-sign,preserve-sign";
    for f in module.get_functions() {
        if f.count_basic_blocks() == 0 {
            continue;
        }
        let a: Attribute = ctx.create_string_attribute("denormal-fp-math-f32", mode);
        f.add_attribute(AttributeLoc::Function, a);
    }
}
