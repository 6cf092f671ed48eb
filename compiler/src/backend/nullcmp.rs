//! Null tests on generic pointers as integer tests: a step before NVPTX
//! code generation.
//!
//! Input: an optimised module. Output: the same module, where `icmp eq|ne
//! ptr %p, null` on a generic pointer is `icmp eq|ne i64 (ptrtoint %p), 0`.
//!
//! Why: NVPTX's address-space inference moves a kernel's pointer
//! parameters (and what is derived from them) to the global space, and
//! rewrites a null test on them into a test against `addrspacecast (ptr
//! null to ptr addrspace(1))`, which it cannot fold (a space's null need
//! not be address 0): `while (n)` over a linked list became two `cvta`s
//! and a compare of two 64-bit registers where nvcc compares with 0, and
//! 20 registers against nvcc's 16.
//!
//! Invariant: the generic null pointer is address 0, so the integer test
//! is the pointer test; nothing else changes.

use inkwell::builder::BuilderError;
use inkwell::module::Module;
use inkwell::values::{AsValueRef, BasicValueEnum, InstructionOpcode as Op};
use inkwell::AddressSpace;

/// Rewrite every generic null test of the module (see the module docs).
pub fn compare_nulls_as_integers(module: &Module) -> Result<(), BuilderError> {
    let ctx = module.get_context();
    let builder = ctx.create_builder();
    let i64t = ctx.i64_type();
    for f in module.get_functions() {
        for bb in f.get_basic_blocks() {
            let mut next = bb.get_first_instruction();
            while let Some(i) = next {
                next = i.get_next_instruction();
                if i.get_opcode() != Op::ICmp
                    || !matches!(
                        i.get_icmp_predicate(),
                        Some(inkwell::IntPredicate::EQ | inkwell::IntPredicate::NE)
                    )
                {
                    continue;
                }
                let ops = (
                    i.get_operand(0).and_then(|o| o.value()),
                    i.get_operand(1).and_then(|o| o.value()),
                );
                let (Some(BasicValueEnum::PointerValue(a)), Some(BasicValueEnum::PointerValue(b))) =
                    ops
                else {
                    continue;
                };
                if a.get_type().get_address_space() != AddressSpace::default() {
                    continue;
                }
                let (p, k) = if b.is_null() {
                    (a, 0)
                } else if a.is_null() {
                    (b, 1)
                } else {
                    continue;
                };
                builder.position_before(&i);
                let bits = builder.build_ptr_to_int(p, i64t, "")?;
                let zero = i64t.const_zero();
                // SAFETY: operands 0 and 1 of an icmp become two i64
                // values, the pointer's bits and 0; the predicate stays.
                unsafe {
                    llvm_sys::core::LLVMSetOperand(i.as_value_ref(), k, bits.as_value_ref());
                    llvm_sys::core::LLVMSetOperand(i.as_value_ref(), 1 - k, zero.as_value_ref());
                }
            }
        }
    }
    Ok(())
}
