//! The state space a generic pointer is known to point into, and the
//! space tests (`__isShared(p)`, `__isGlobal(p)`, …: LLVM's
//! `llvm.nvvm.isspacep.*`) answered where it is: a step after
//! optimisation.
//!
//! Input: an optimised module. Output: the same module where each call of
//! `llvm.nvvm.isspacep.{global,shared,const,local,shared.cluster}` whose
//! pointer is an offset from an object of a known space (an
//! `addrspacecast` from space 1, 3, 4 or 5, an `alloca`, a kernel's
//! pointer parameter) is replaced by its answer, then the code that
//! answer makes dead removed. nvcc's NVVM does the same, which libcu++
//! relies on: `cuda::barrier` and `cuda::memcpy_async` test their
//! operands' spaces and keep a fallback path for generic memory; LLVM 19
//! does not fold the tests, so the PTX kept `isspacep` and the fallback.
//!
//! Why a kernel's pointer parameter is global: the host passes device
//! memory addresses to kernels; nvcc converts them with `cvta.to.global`
//! and NVPTX's own `nvptx-lower-args` does likewise for loads and stores.
//! A parameter passed by value (`byval`) is the kernel's own copy, not
//! global memory, and is left alone.
//!
//! Invariant: a pointer whose origin is not found through GEPs and casts
//! (loaded from memory, a phi, a select, a call) keeps its run-time test.

use inkwell::attributes::{Attribute, AttributeLoc};
use inkwell::module::Module;
use inkwell::passes::PassBuilderOptions;
use inkwell::targets::TargetMachine;
use inkwell::values::{AsValueRef, FunctionValue, InstructionOpcode};
use llvm_sys::core::*;
use llvm_sys::prelude::LLVMValueRef;

/// How many GEPs and casts are followed back from a pointer.
const DEPTH: u32 = 16;

/// The pointer parameters of kernel `f` that hold global addresses: all
/// but those passed by value.
pub(crate) fn global_params(f: FunctionValue) -> Vec<LLVMValueRef> {
    let byval = Attribute::get_named_enum_kind_id("byval");
    f.get_param_iter()
        .enumerate()
        .filter(|(i, _)| {
            f.get_enum_attribute(AttributeLoc::Param(*i as u32), byval)
                .is_none()
        })
        .map(|(_, p)| p.as_value_ref())
        .collect()
}

/// The specific state space `p` is an address in (1 global, 3 shared,
/// 4 constant, 5 local), if its origin shows it; `params` are the
/// function's parameters known to be global addresses.
pub(crate) fn space_of(p: LLVMValueRef, params: &[LLVMValueRef], depth: u32) -> Option<u32> {
    if depth == 0 {
        return None;
    }
    if params.contains(&p) {
        return Some(1);
    }
    // SAFETY: `p` is a live value; the calls inspect it and its operands.
    unsafe {
        let opcode = if !LLVMIsAInstruction(p).is_null() {
            LLVMGetInstructionOpcode(p)
        } else if !LLVMIsAConstantExpr(p).is_null() {
            LLVMGetConstOpcode(p)
        } else {
            return None;
        };
        match opcode {
            llvm_sys::LLVMOpcode::LLVMAddrSpaceCast => {
                let from = LLVMGetPointerAddressSpace(LLVMTypeOf(LLVMGetOperand(p, 0)));
                matches!(from, 1 | 3 | 4 | 5).then_some(from)
            }
            llvm_sys::LLVMOpcode::LLVMAlloca => Some(5),
            llvm_sys::LLVMOpcode::LLVMGetElementPtr | llvm_sys::LLVMOpcode::LLVMBitCast => {
                space_of(LLVMGetOperand(p, 0), params, depth - 1)
            }
            _ => None,
        }
    }
}

/// The answer of space test `test` (the intrinsic's name after
/// `llvm.nvvm.isspacep.`) for a pointer into `space`.
fn answer(test: &str, space: u32) -> Option<bool> {
    Some(match test {
        "global" => space == 1,
        "shared" => space == 3,
        "const" => space == 4,
        "local" => space == 5,
        // The block's own shared memory is in its cluster's.
        "shared.cluster" => space == 3,
        _ => return None,
    })
}

/// Answers the space tests whose pointer's space is known (see the module
/// documentation), then, when any was, cleans up what their answers made
/// dead with a few function passes.
pub fn fold_space_tests(module: &Module, tm: &TargetMachine) -> Result<(), String> {
    let kernels = super::readonly::kernels(module);
    let mut folded = false;
    for f in module.get_functions() {
        let params = if kernels.contains(&f) {
            global_params(f)
        } else {
            Vec::new()
        };
        for (call, test) in space_tests(f) {
            // SAFETY: `call` is a live call with the pointer as operand 0.
            let ptr = unsafe { LLVMGetOperand(call, 0) };
            let Some(value) = space_of(ptr, &params, DEPTH).and_then(|s| answer(&test, s)) else {
                continue;
            };
            // SAFETY: `call` returns `i1`; it is replaced by a constant of
            // that type and erased, no use of it left.
            unsafe {
                let i1 = LLVMTypeOf(call);
                LLVMReplaceAllUsesWith(call, LLVMConstInt(i1, u64::from(value), 0));
                LLVMInstructionEraseFromParent(call);
            }
            folded = true;
        }
    }
    if !folded {
        return Ok(());
    }
    let opts = PassBuilderOptions::create();
    module
        .run_passes("function(sccp,instcombine,simplifycfg,adce)", tm, opts)
        .map_err(|e| e.to_string())
}

/// The calls of `f` to `llvm.nvvm.isspacep.*`, with the test's name.
fn space_tests(f: FunctionValue) -> Vec<(LLVMValueRef, String)> {
    calls(f)
        .into_iter()
        .filter_map(|(call, name)| {
            let test = name.strip_prefix("llvm.nvvm.isspacep.")?.to_string();
            Some((call, test))
        })
        .collect()
}

/// Every call instruction of `f`, with its callee's name.
pub(crate) fn calls(f: FunctionValue) -> Vec<(LLVMValueRef, String)> {
    let mut out = Vec::new();
    for bb in f.get_basic_blocks() {
        let mut next = bb.get_first_instruction();
        while let Some(i) = next {
            next = i.get_next_instruction();
            if i.get_opcode() != InstructionOpcode::Call {
                continue;
            }
            // SAFETY: `i` is a call; the callee is its last operand.
            let callee = unsafe { LLVMGetCalledValue(i.as_value_ref()) };
            out.push((i.as_value_ref(), value_name(callee)));
        }
    }
    out
}

/// The name of value `v` (a callee's: the intrinsic's).
fn value_name(v: LLVMValueRef) -> String {
    let mut len = 0;
    // SAFETY: `v` is a live value; LLVM returns its name and length.
    let p = unsafe { LLVMGetValueName2(v, &mut len) };
    if p.is_null() {
        return String::new();
    }
    // SAFETY: LLVM's name buffer has `len` bytes.
    let bytes = unsafe { std::slice::from_raw_parts(p as *const u8, len) };
    String::from_utf8_lossy(bytes).into_owned()
}
