//! The floating-point model (`-ftz`, `-prec-div`, `-prec-sqrt`,
//! `--use_fast_math`) as the NVVM module states it.
//!
//! Input: the model the flags select and the target SM. Output: the
//! reflection values libdevice reads (`__CUDA_ARCH`, `__CUDA_PREC_DIV`,
//! `__CUDA_PREC_SQRT`, and `ftz` for `__CUDA_FTZ`), which finalisation
//! writes into the module (`nvvm::write_reflection`,
//! `nvvm::apply_float_attributes`).
//! Invariant: libdevice's branches and the user's arithmetic agree: the
//! same `ftz` drives the flag (libdevice's `.ftz` paths) and the
//! denormal-mode attribute (every function's own `add.ftz.f32`).
//!
//! How each flag lands:
//! - FTZ is both the reflect flag (libdevice's `.ftz` paths) and the
//!   `"denormal-fp-math-f32"="preserve-sign,preserve-sign"` attribute on
//!   every defined function, put on after linking so inlined libdevice code
//!   follows it (NVPTX reads it to pick `.ftz`).
//! - f32 `/` (`div_f32`) is `fdiv` (`div.rn`), or `div.full.f32` inline PTX
//!   for `-prec-div=false` (LLVM 19 has no intrinsic for it), or
//!   `llvm.nvvm.div.approx.f` under fast math (`__fdividef`, as nvcc).
//! - Square-root precision is libdevice's `__CUDA_PREC_SQRT` branch.
//! - Fast math also sends the float math functions nvcc replaces to
//!   libdevice's `__nv_fast_*` (`math_api::symbol`, applied when sema
//!   declares them).
//! - Contraction (`-fmad`) is twofold, as clang's CUDA default
//!   `-ffp-contract=fast`: `contract` flags on each `fadd`/`fsub`/`fmul`,
//!   and the target machine's `AllowFPOpFusion` (fast, or strict for
//!   `-fmad=false`), which NVPTX reads to fuse in instruction selection and
//!   to write plain `add.f32`/`mul.f32` rather than the `.rn` forms (`.rn`
//!   forbids ptxas to contract). The C API cannot set that option, so
//!   `backend/llvm_shim.cpp`, compiled by `build.rs` against LLVM's headers,
//!   writes it on each machine: per machine, unlike a global
//!   `-nvptx-fma-level`, so compilations with different `-fmad` in one
//!   process cannot interfere.

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
