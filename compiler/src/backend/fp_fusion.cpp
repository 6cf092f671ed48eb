// The one LLVM setting cudac needs that LLVM's C API does not reach: the
// target machine's floating-point contraction mode (clang sets it from
// -ffp-contract; for CUDA its default is `fast`, nvcc's -fmad=true).
//
// NVPTX reads it twice: fmul+fadd pairs are fused into fma in instruction
// selection, and plain `add.f32`/`mul.f32` are written instead of the
// `.rn` forms, which forbid ptxas from contracting what LLVM left. With
// -fmad=false the mode is `strict`: no fusion and `.rn` everywhere.
//
// Input: an `LLVMTargetMachineRef` (a `llvm::TargetMachine *`). The field
// is public in LLVM 19's TargetMachine and per machine, so concurrent
// compilations with different settings do not interfere.
#include "llvm/Target/TargetMachine.h"

extern "C" void cudac_set_fp_op_fusion(void *machine, int fast) {
    auto *tm = static_cast<llvm::TargetMachine *>(machine);
    tm->Options.AllowFPOpFusion = fast ? llvm::FPOpFusion::Fast : llvm::FPOpFusion::Strict;
}
