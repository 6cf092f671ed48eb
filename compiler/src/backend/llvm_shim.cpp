// What cudac needs of LLVM that LLVM's C API does not reach: two settings
// and one metadata edit. Built by compiler/build.rs against LLVM 19's
// headers.
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"
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

// Drop the `nvvm.annotations` entries whose function optimisation deleted
// (inlined everywhere, then removed): LLVM turns their first operand into
// null, which the C API cannot remove and libNVVM need not accept. The
// ABI alignment annotations are written before optimisation because
// NVPTX caches a function's annotations the first time a pass asks (the
// address-space inference does, for every function), and never rereads.
// Input: an `LLVMModuleRef`.
extern "C" void cudac_prune_dead_annotations(LLVMModuleRef module) {
    llvm::NamedMDNode *named = llvm::unwrap(module)->getNamedMetadata("nvvm.annotations");
    if (!named)
        return;
    llvm::SmallVector<llvm::MDNode *, 16> live;
    for (llvm::MDNode *node : named->operands())
        if (node->getNumOperands() == 0 || node->getOperand(0))
            live.push_back(node);
    if (live.size() == named->getNumOperands())
        return;
    named->clearOperands();
    for (llvm::MDNode *node : live)
        named->addOperand(node);
}
