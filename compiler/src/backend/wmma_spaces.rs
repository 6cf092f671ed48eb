//! Warp matrix loads and stores in the state space their pointer is
//! known to have: a step before NVPTX code generation.
//!
//! Input: an optimised module. Output: the same module, where a call of a
//! generic-pointer `llvm.nvvm.wmma.*.load.*`/`.store.*` intrinsic whose
//! pointer is an offset from a shared or global address (an
//! `addrspacecast` from space 3 or 1), or from a kernel's pointer
//! parameter, calls the intrinsic's overload for that space instead.
//! NVPTX then writes `wmma.load.a.sync.aligned.row.m16n16k16.global.f16`
//! and `.shared`, as nvcc does for the same source; LLVM's address-space
//! inference leaves intrinsic calls generic, so without this step every
//! fragment moved through a generic address.
//!
//! A kernel's pointer parameter is global (`spaces.rs` says why).
//!
//! Invariant: a pointer whose origin is not found through GEPs (loaded
//! from memory, a phi, a select, a call) stays generic, which is always
//! correct.

use inkwell::intrinsics::Intrinsic;
use inkwell::module::Module;
use inkwell::values::{AsValueRef, FunctionValue};
use inkwell::AddressSpace;
use llvm_sys::core::*;
use llvm_sys::prelude::LLVMValueRef;

/// How many GEPs and casts are followed back from the pointer.
const DEPTH: u32 = 16;

/// The space wmma has a form for (1 global, 3 shared) `p` points into.
fn space_of(p: LLVMValueRef, params: &[LLVMValueRef], depth: u32) -> Option<u32> {
    super::spaces::space_of(p, params, depth).filter(|s| matches!(s, 1 | 3))
}

/// Give each wmma load and store the state space of its pointer (see the
/// module documentation).
pub fn specialise_wmma_spaces(module: &Module) -> Result<(), String> {
    let kernels = super::readonly::kernels(module);
    for f in module.get_functions() {
        let params: Vec<LLVMValueRef> = if kernels.contains(&f) {
            super::spaces::global_params(f)
        } else {
            Vec::new()
        };
        for (call, base, k) in generic_wmma_calls(f) {
            // SAFETY: `call` is a live call instruction of `f` and `k` one
            // of its operands; the queries only read.
            let ptr = unsafe { LLVMGetOperand(call, k) };
            let Some(space) = space_of(ptr, &params, DEPTH) else {
                continue;
            };
            retarget(module, call, &base, k, ptr, space)?;
        }
    }
    Ok(())
}

/// The calls of `f` to a generic-pointer wmma load or store, with the
/// intrinsic's name without its `.p0` suffix and the pointer's operand
/// index (0 for both: loads and stores take the address first).
fn generic_wmma_calls(f: FunctionValue) -> Vec<(LLVMValueRef, String, u32)> {
    let mut out = Vec::new();
    for (call, name) in super::spaces::calls(f) {
        let Some(base) = name.strip_suffix(".p0") else {
            continue;
        };
        // nvcc keeps the Ampere forms (bf16, tf32 and f64 fragments,
        // m16n16k8 and m8n8k4) generic; so does cudac, to write the
        // same PTX.
        let ampere =
            base.ends_with(".bf16") || base.contains(".m16n16k8.") || base.contains(".m8n8k4.");
        if base.starts_with("llvm.nvvm.wmma.")
            && (base.contains(".load.") || base.contains(".store."))
            && !ampere
        {
            out.push((call, base.to_string(), 0));
        }
    }
    out
}

/// Replace `call` (of intrinsic `base` over a generic pointer, operand
/// `k`) by the same call of its overload for `space`, the pointer cast to
/// that space first.
fn retarget(
    module: &Module,
    call: LLVMValueRef,
    base: &str,
    k: u32,
    ptr: LLVMValueRef,
    space: u32,
) -> Result<(), String> {
    let ctx = module.get_context();
    let sp = AddressSpace::from(space as u16);
    let pty = ctx.ptr_type(sp);
    let decl = Intrinsic::find(base)
        .and_then(|i| i.get_declaration(module, &[pty.into()]))
        .ok_or_else(|| format!("no overload of {base} for address space {space}"))?;
    // SAFETY: `call` is a live call whose operands all stay valid; the new
    // call has the same operands but the cast pointer, and takes over the
    // old one's uses before it is erased.
    unsafe {
        let builder = LLVMCreateBuilderInContext(inkwell::context::AsContextRef::as_ctx_ref(&ctx));
        LLVMPositionBuilderBefore(builder, call);
        let cast = LLVMBuildAddrSpaceCast(
            builder,
            ptr,
            inkwell::types::AsTypeRef::as_type_ref(&pty),
            c"".as_ptr(),
        );
        let n = LLVMGetNumArgOperands(call);
        let mut args: Vec<LLVMValueRef> = (0..n).map(|a| LLVMGetOperand(call, a)).collect();
        args[k as usize] = cast;
        let fty = LLVMGlobalGetValueType(decl.as_value_ref());
        let new = LLVMBuildCall2(
            builder,
            fty,
            decl.as_value_ref(),
            args.as_mut_ptr(),
            n,
            c"".as_ptr(),
        );
        LLVMReplaceAllUsesWith(call, new);
        LLVMInstructionEraseFromParent(call);
        LLVMDisposeBuilder(builder);
    }
    Ok(())
}
