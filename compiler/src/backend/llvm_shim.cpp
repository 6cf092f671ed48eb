// The two LLVM settings cudac needs that LLVM's C API does not reach.
// Built by compiler/build.rs against LLVM 19's headers.
#include "llvm/Support/CommandLine.h"
#include "llvm/Target/TargetMachine.h"

// The target machine's floating-point contraction mode (clang sets it from
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
extern "C" void cudac_set_fp_op_fusion(void *machine, int fast) {
    auto *tm = static_cast<llvm::TargetMachine *>(machine);
    tm->Options.AllowFPOpFusion = fast ? llvm::FPOpFusion::Fast : llvm::FPOpFusion::Strict;
}

// NVPTX's `-nvptx-short-ptr` (clang's -fcuda-short-ptr): 32-bit pointers
// for the shared, constant and local spaces. LLVM reads it only in the
// NVPTX target machine's constructor (into the machine's data layout), so
// the caller sets it, creates a machine and keeps both steps under one
// lock (src/backend/mod.rs). Returns 0 when the option is not registered
// (an LLVM without it), 1 when it was set.
extern "C" int cudac_set_nvptx_short_ptr(int on) {
    auto &options = llvm::cl::getRegisteredOptions();
    auto it = options.find("nvptx-short-ptr");
    if (it == options.end())
        return 0;
    // Registered by NVPTXTargetMachine.cpp as a `cl::opt<bool>`.
    static_cast<llvm::cl::opt<bool> *>(it->second)->setValue(on != 0);
    return 1;
}
