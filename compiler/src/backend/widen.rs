//! Loop index widening: the last IR step before NVPTX code generation.
//!
//! Input: an optimised module. Output: the same module, where an `int`
//! array index that changes in a loop (`B[k * N + col]`) is computed in
//! 64 bits: `sext (add nsw (mul nsw k, N), col)` feeding a `getelementptr`
//! becomes `add nsw (mul nsw (sext k), (sext N)), (sext col)`.
//!
//! Why: C++ computes such an index in 32 bits and converts it to a 64-bit
//! offset. LLVM's loop strength reduction then keeps a 32-bit induction
//! variable and redoes `mul.wide.s32` + `add.s64` for every access (three
//! instructions per load in an unrolled `matmul`), where nvcc steps a
//! 64-bit pointer (one `add.s64`). With the arithmetic already in 64 bits,
//! strength reduction forms the pointer induction variables itself.
//!
//! Invariant: only `nsw` arithmetic (and `or disjoint`) is distributed, for which
//! `sext(a op b) == sext(a) op sext(b)` holds whenever the program is
//! defined (signed overflow is undefined); values outside a loop (no phi
//! in the expression) are left in 32 bits, where the narrow arithmetic is
//! cheaper and nothing is strength-reduced.

use inkwell::builder::{Builder, BuilderError};
use inkwell::module::Module;
use inkwell::types::IntType;
use inkwell::values::{
    AnyValueEnum, AsValueRef, BasicValueEnum, InstructionOpcode as Op, IntValue,
};

/// How deep an index expression is followed (a few terms in practice).
const DEPTH: u32 = 6;

/// Widen the loop-variant `int` indices of every function (see the module
/// documentation).
pub fn widen_loop_indices(module: &Module) -> Result<(), BuilderError> {
    let ctx = module.get_context();
    let builder = ctx.create_builder();
    let i64t = ctx.i64_type();
    for f in module.get_functions() {
        let mut found = Vec::new();
        for bb in f.get_basic_blocks() {
            let mut next = bb.get_first_instruction();
            while let Some(i) = next {
                next = i.get_next_instruction();
                if i.get_opcode() != Op::SExt {
                    continue;
                }
                let Some(BasicValueEnum::IntValue(x)) = i.get_operand(0).and_then(|o| o.value())
                else {
                    continue;
                };
                let wide = matches!(i.get_type(), inkwell::types::AnyTypeEnum::IntType(t) if t.get_bit_width() == 64);
                if wide
                    && x.get_type().get_bit_width() == 32
                    && nsw_op(x).is_some()
                    && varies(x, DEPTH)
                    && only_addresses(i)
                {
                    found.push((i, x));
                }
            }
        }
        for (sext, x) in found {
            builder.position_before(&sext);
            let w = widen(&builder, i64t, x, DEPTH)?;
            // SAFETY: `w` has `sext`'s type and is defined before it.
            unsafe {
                llvm_sys::core::LLVMReplaceAllUsesWith(sext.as_value_ref(), w.as_value_ref());
            }
            sext.erase_from_basic_block();
        }
    }
    Ok(())
}

/// The opcode of `v` when it is `add`/`sub`/`mul`/`shl` with `nsw`, or
/// an `or disjoint` (an `add` with no carry, which cannot overflow: the
/// form unrolling gives `k + 1`), reported as `add`.
fn nsw_op(v: IntValue) -> Option<Op> {
    let i = v.as_instruction()?;
    let op = i.get_opcode();
    if op == Op::Or {
        // SAFETY: `i` is an `or` instruction.
        let disjoint = unsafe { llvm_sys::core::LLVMGetIsDisjoint(i.as_value_ref()) } != 0;
        return disjoint.then_some(Op::Add);
    }
    let nsw = matches!(op, Op::Add | Op::Sub | Op::Mul | Op::Shl)
        && i.get_no_signed_wrap_flag().unwrap_or(false);
    nsw.then_some(op)
}

/// The two integer operands of an instruction.
fn operands<'ctx>(v: IntValue<'ctx>) -> Option<(IntValue<'ctx>, IntValue<'ctx>)> {
    let i = v.as_instruction()?;
    let a = i.get_operand(0)?.value()?;
    let b = i.get_operand(1)?.value()?;
    match (a, b) {
        (BasicValueEnum::IntValue(a), BasicValueEnum::IntValue(b)) => Some((a, b)),
        _ => None,
    }
}

/// Whether the expression reaches a phi (changes from one loop
/// iteration to the next) through `nsw` arithmetic.
fn varies(v: IntValue, depth: u32) -> bool {
    let Some(i) = v.as_instruction() else {
        return false;
    };
    if i.get_opcode() == Op::Phi {
        return true;
    }
    if depth == 0 || nsw_op(v).is_none() {
        return false;
    }
    operands(v).is_some_and(|(a, b)| varies(a, depth - 1) || varies(b, depth - 1))
}

/// Whether every use of `i` is an address computation.
fn only_addresses(i: inkwell::values::InstructionValue) -> bool {
    let mut u = i.get_first_use();
    let mut any = false;
    while let Some(x) = u {
        match x.get_user() {
            AnyValueEnum::PointerValue(p)
                if p.as_instruction()
                    .is_some_and(|g| g.get_opcode() == Op::GetElementPtr) => {}
            _ => return false,
        }
        any = true;
        u = x.get_next_use();
    }
    any
}

/// `sext(v)` with the sign extension pushed through `nsw` arithmetic.
fn widen<'ctx>(
    b: &Builder<'ctx>,
    i64t: IntType<'ctx>,
    v: IntValue<'ctx>,
    depth: u32,
) -> Result<IntValue<'ctx>, BuilderError> {
    let parts = if depth == 0 {
        None
    } else {
        nsw_op(v).zip(operands(v))
    };
    let Some((op, (x, y))) = parts else {
        return b.build_int_s_extend(v, i64t, "idx.ext");
    };
    // A shift amount is an amount, not a term: it is extended as is
    // (`shl nsw` by a constant, the form `* 4` takes).
    let wx = widen(b, i64t, x, depth - 1)?;
    let wy = if op == Op::Shl {
        b.build_int_z_extend(y, i64t, "idx.amt")?
    } else {
        widen(b, i64t, y, depth - 1)?
    };
    let r = match op {
        Op::Add => b.build_int_nsw_add(wx, wy, "idx.wide")?,
        Op::Sub => b.build_int_nsw_sub(wx, wy, "idx.wide")?,
        Op::Mul => b.build_int_nsw_mul(wx, wy, "idx.wide")?,
        _ => {
            let s = b.build_left_shift(wx, wy, "idx.wide")?;
            if let Some(i) = s.as_instruction() {
                let _ = i.set_no_signed_wrap_flag(true);
            }
            s
        }
    };
    Ok(r)
}
