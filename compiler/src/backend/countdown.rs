//! Count-down loop exits: the last IR step before NVPTX code generation.
//!
//! Input: an optimised module. Output: the same module, where a loop whose
//! exit test compares a counter stepped by a constant with a
//! loop-invariant bound (`%n.next = add %n, 4; icmp eq %n.next, %limit`,
//! the form LLVM's unroller leaves) tests a second counter that steps
//! down to zero instead (`%c.next = sub %c, 4; icmp eq %c.next, 0`, with
//! `%c` starting at `%limit - %start`).
//!
//! Why: ptxas unrolls a loop again (and schedules its loads together)
//! when its trip counter runs down to zero, the form nvcc's PTX has; with
//! LLVM's `setp.ne %bound, %counter` it leaves the loop as it is. In
//! `matmul_naive` that is 58 loads per SASS iteration against 10, and
//! nvcc's instructions per load.
//!
//! Invariant: the new test is the old one in modular arithmetic
//! (`start + k*step == limit` exactly when `limit - start - k*step == 0`),
//! so no overflow assumption is made; the old counter is deleted when
//! nothing else used it.

use inkwell::builder::BuilderError;
use inkwell::module::Module;
use inkwell::values::{
    AsValueRef, BasicValue, BasicValueEnum, InstructionOpcode as Op, InstructionValue, IntValue,
    PhiValue,
};
use inkwell::IntPredicate;

/// Rewrite every such loop exit of the module (see the module docs).
pub fn count_down_loop_exits(module: &Module) -> Result<(), BuilderError> {
    let ctx = module.get_context();
    let builder = ctx.create_builder();
    for f in module.get_functions() {
        let found: Vec<_> = super::leading_phis(f)
            .into_iter()
            .filter_map(candidate)
            .collect();
        for c in found {
            let ty = c.start.get_type();
            // In the preheader: how far the counter has to go.
            let pre_term = c
                .preheader
                .get_terminator()
                .expect("a preheader ends in a branch");
            builder.position_before(&pre_term);
            let init = builder.build_int_sub(c.limit, c.start, "count.init")?;
            // In the header: the new counter.
            let first = c
                .phi
                .as_instruction()
                .get_parent()
                .and_then(|b| b.get_first_instruction());
            let Some(first) = first else { continue };
            builder.position_before(&first);
            let cnt = builder.build_phi(ty, "count")?;
            // Before the test: its step.
            builder.position_before(&c.cmp);
            let step = ty.const_int(c.step as u64, true);
            let cnt_next =
                builder.build_int_sub(cnt.as_basic_value().into_int_value(), step, "count.next")?;
            cnt.add_incoming(&[(&init, c.preheader), (&cnt_next, c.latch)]);
            let zero = ty.const_zero();
            // SAFETY: operands 0 and 1 of an icmp, replaced by values of
            // the same type defined before it.
            unsafe {
                llvm_sys::core::LLVMSetOperand(c.cmp.as_value_ref(), 0, cnt_next.as_value_ref());
                llvm_sys::core::LLVMSetOperand(c.cmp.as_value_ref(), 1, zero.as_value_ref());
            }
            // The old counter, if the test was its only reader.
            let old = c.phi.as_instruction();
            if uses(c.next) == 1 && uses(old) == 1 {
                // SAFETY: the phi's only user is `next`, whose only user
                // is the phi: the pair is dead once the phi is replaced
                // by poison, then both are removed.
                unsafe {
                    let poison = llvm_sys::core::LLVMGetPoison(llvm_sys::core::LLVMTypeOf(
                        old.as_value_ref(),
                    ));
                    llvm_sys::core::LLVMReplaceAllUsesWith(old.as_value_ref(), poison);
                }
                old.erase_from_basic_block();
                c.next.erase_from_basic_block();
            }
        }
    }
    Ok(())
}

/// A loop counter whose exit test can count down.
struct Candidate<'ctx> {
    phi: PhiValue<'ctx>,
    /// `%phi + step`, the value the exit test compares.
    next: InstructionValue<'ctx>,
    cmp: InstructionValue<'ctx>,
    start: IntValue<'ctx>,
    limit: IntValue<'ctx>,
    step: i64,
    preheader: inkwell::basic_block::BasicBlock<'ctx>,
    latch: inkwell::basic_block::BasicBlock<'ctx>,
}

/// `phi` as a counter of the loop it heads: two incoming values (a
/// start from the preheader, `phi + C` from the latch), and the latch
/// ending in `br (icmp eq|ne (phi + C), limit)` with `limit` defined
/// outside the loop (a constant, an argument, or in the preheader).
fn candidate<'a>(phi: InstructionValue<'a>) -> Option<Candidate<'a>> {
    let p: PhiValue = phi.try_into().ok()?;
    if p.count_incoming() != 2 || !p.as_basic_value().is_int_value() {
        return None;
    }
    let header = phi.get_parent()?;
    let (a, ba) = p.get_incoming(0)?;
    let (b, bb) = p.get_incoming(1)?;
    // Which incoming value is the step: an `add %phi, C` in the latch.
    let step_of = |v: BasicValueEnum<'a>| -> Option<(InstructionValue<'a>, i64)> {
        let i = v.as_instruction_value()?;
        if i.get_opcode() != Op::Add {
            return None;
        }
        let x = i.get_operand(0)?.value()?;
        let c = i.get_operand(1)?.value()?.into_int_value();
        (x.as_value_ref() == phi.as_value_ref()).then_some(())?;
        Some((i, c.get_sign_extended_constant()?))
    };
    let ((next, step), start, preheader, latch) = match (step_of(a), step_of(b)) {
        (Some(s), None) => (s, b, bb, ba),
        (None, Some(s)) => (s, a, ba, bb),
        _ => return None,
    };
    if step == 0 || preheader == header || next.get_parent()? != latch {
        return None;
    }
    let term = latch.get_terminator()?;
    if term.get_opcode() != Op::Br || term.get_num_operands() != 3 {
        return None;
    }
    // `br i1 %c, %t, %f`: operand 0 is the condition; one target must be
    // the header (the back edge).
    let back = (1..3).any(|k| {
        term.get_operand(k)
            .and_then(|o| o.block())
            .is_some_and(|blk| blk == header)
    });
    let cmp = term.get_operand(0)?.value()?.as_instruction_value()?;
    if !back || cmp.get_opcode() != Op::ICmp || uses(cmp) != 1 {
        return None;
    }
    if !matches!(
        cmp.get_icmp_predicate()?,
        IntPredicate::EQ | IntPredicate::NE
    ) {
        return None;
    }
    let l = cmp.get_operand(0)?.value()?;
    let r = cmp.get_operand(1)?.value()?;
    let limit = if l.as_value_ref() == next.as_value_ref() {
        r
    } else if r.as_value_ref() == next.as_value_ref() {
        l
    } else {
        return None;
    };
    // Loop-invariant: not an instruction, or one in the preheader.
    let invariant = match limit.as_instruction_value() {
        None => true,
        Some(i) => i.get_parent() == Some(preheader),
    };
    if !invariant || !start.is_int_value() {
        return None;
    }
    Some(Candidate {
        phi: p,
        next,
        cmp,
        start: start.into_int_value(),
        limit: limit.into_int_value(),
        step,
        preheader,
        latch,
    })
}

/// How many uses a value has.
fn uses(i: InstructionValue) -> usize {
    let mut n = 0;
    let mut u = i.get_first_use();
    while let Some(x) = u {
        n += 1;
        u = x.get_next_use();
    }
    n
}
