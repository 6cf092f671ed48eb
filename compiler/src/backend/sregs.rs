//! Special-register reads in nvcc's order: a step before NVPTX code
//! generation.
//!
//! Input: an optimised module. Output: the same module, where in each
//! block a read of `%ntid` (`blockDim`) comes before the first read of
//! `%ctaid` (`blockIdx`) of the same dimension.
//!
//! Why: ptxas keeps one operand of `blockIdx.x * blockDim.x +
//! threadIdx.x` in a uniform register, and picks by order. With `%ntid`
//! read first it takes the block size (a constant-bank value, often
//! reused: a grid-stride loop's `blockDim.x * gridDim.x`), as it does for
//! nvcc's PTX; with `%ctaid` first it took the block index and loaded the
//! block size into a vector register: 16 registers against nvcc's 14 in a
//! grid-stride `saxpy`.
//!
//! Invariant: the reads have no side effects and no operands, so moving
//! one earlier in its block changes nothing but the order.

use inkwell::module::Module;
use inkwell::values::{AsValueRef, InstructionOpcode as Op, InstructionValue};

/// Reorder the special-register reads of every block (see the module
/// documentation).
pub fn block_size_first(module: &Module) {
    for f in module.get_functions() {
        for bb in f.get_basic_blocks() {
            // The first `ctaid` read of each dimension, then the `ntid`
            // reads after it.
            let mut first_ctaid: [Option<InstructionValue>; 3] = [None; 3];
            let mut moves = Vec::new();
            let mut next = bb.get_first_instruction();
            while let Some(i) = next {
                next = i.get_next_instruction();
                match sreg(i) {
                    Some(("ctaid", d)) if first_ctaid[d].is_none() => first_ctaid[d] = Some(i),
                    Some(("ntid", d)) => {
                        if let Some(c) = first_ctaid[d] {
                            moves.push((i, c));
                        }
                    }
                    _ => {}
                }
            }
            for (ntid, ctaid) in moves {
                // SAFETY: both are instructions of this block; `ntid` has
                // no operands to be dominated.
                unsafe {
                    llvm_sys::core::LLVMInstructionRemoveFromParent(ntid.as_value_ref());
                    let b = llvm_sys::core::LLVMCreateBuilderInContext(
                        llvm_sys::core::LLVMGetTypeContext(llvm_sys::core::LLVMTypeOf(
                            ntid.as_value_ref(),
                        )),
                    );
                    llvm_sys::core::LLVMPositionBuilderBefore(b, ctaid.as_value_ref());
                    llvm_sys::core::LLVMInsertIntoBuilder(b, ntid.as_value_ref());
                    llvm_sys::core::LLVMDisposeBuilder(b);
                }
            }
        }
    }
}

/// `("ntid", 0)` for a call of `llvm.nvvm.read.ptx.sreg.ntid.x`, and so
/// on for `ctaid`; `None` for anything else.
fn sreg(i: InstructionValue) -> Option<(&'static str, usize)> {
    if i.get_opcode() != Op::Call {
        return None;
    }
    // SAFETY: `i` is a call; the calls only inspect its callee.
    let name = unsafe {
        let callee = llvm_sys::core::LLVMGetCalledValue(i.as_value_ref());
        if callee.is_null() || llvm_sys::core::LLVMIsAFunction(callee).is_null() {
            return None;
        }
        let mut len = 0;
        let p = llvm_sys::core::LLVMGetValueName2(callee, &mut len);
        std::slice::from_raw_parts(p.cast::<u8>(), len)
    };
    let rest = name.strip_prefix(b"llvm.nvvm.read.ptx.sreg.")?;
    let (which, dim) = if let Some(d) = rest.strip_prefix(b"ntid.") {
        ("ntid", d)
    } else if let Some(d) = rest.strip_prefix(b"ctaid.") {
        ("ctaid", d)
    } else {
        return None;
    };
    let dim = match dim {
        b"x" => 0,
        b"y" => 1,
        b"z" => 2,
        _ => return None,
    };
    Some((which, dim))
}
