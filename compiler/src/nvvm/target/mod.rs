//! What the NVVM target offers, as data: read by `sema` (signatures,
//! minimum architectures, constraint letters) and `codegen` (how each
//! builtin is lowered); no LLVM types, no stage of its own.
//!
//! - `builtins`: the `__nvvm_*` builtins, one row each with its minimum
//!   `sm_` (the CUDA API in `cuda_device_functions.h` sits on them);
//! - `wmma`: the warp matrix builtins the toolkit's `<mma.h>` calls
//!   (`__hmma_m16n16k16_ld_a`, …), parsed from their names;
//! - `math_api`: the CUDA math API and the libdevice function each name
//!   becomes;
//! - `asm`: inline PTX constraint letters and their types;
//! - `float_model`: the float flags and the NVVMReflect values they give;
//! - `features`: what only some architectures have beyond one builtin,
//!   with the minimum `sm_` as a column;
//! - `dwarf`: CUDA's DWARF address classes, for `-G`.

pub mod asm;
pub mod builtins;
pub mod dwarf;
pub mod features;
pub mod float_model;
pub mod math_api;
pub mod wmma;
