//! Halving loops keep the halved value: a step before NVPTX code
//! generation.
//!
//! Input: an optimised module. Output: the same module, where a loop
//! whose counter is shifted right by a constant each iteration carries
//! the shifted value (`for (s = n / 2; s > 0; s >>= 1)`, every shared
//! memory tree reduction) rather than the value before the shift.
//!
//! Why: InstCombine hoists the shift common to a phi's two incoming
//! values (`phi [n >> 1], [s >> 1]` becomes `phi [n], [s]` and a shift
//! after it) and then folds the exit test `(s >> 1) != 0` into
//! `s_in >= 4` on the unshifted value. The loop then keeps both the value
//! and its shift alive across the back edge, and NVPTX moves one into the
//! other each iteration: `reduce_shared` took 11 SASS instructions per
//! iteration and 14 registers against nvcc's 10 and 12. nvcc's PTX carries
//! `s` and tests `shr s, 1; setp.ne 0`, which this restores.
//!
//! Invariant: every value the loop computes is unchanged. With `Q = P >> C`
//! (logical or arithmetic), a comparison of `P` with a constant is
//! rewritten only where it is exactly one of `Q` (`P <u K` is `Q <u K>>C`
//! when `K` is a multiple of 2^C; `P >u K` is `Q >u K>>C` when `K + 1`
//! is; the signed forms likewise for an arithmetic shift), and the loop is
//! left alone when the unshifted value has any other use.

use inkwell::builder::{Builder, BuilderError};
use inkwell::module::Module;
use inkwell::values::{
    AsValueRef, BasicValue, BasicValueEnum, InstructionOpcode as Op, InstructionValue, IntValue,
    PhiValue,
};
use inkwell::IntPredicate as P;

/// Rewrite every halving loop of the module (see the module docs).
pub fn carry_halved_counters(module: &Module) -> Result<(), BuilderError> {
    let builder = module.get_context().create_builder();
    for f in module.get_functions() {
        let found: Vec<_> = super::leading_phis(f)
            .into_iter()
            .filter_map(candidate)
            .collect();
        for c in found {
            rewrite(&builder, c)?;
        }
    }
    Ok(())
}

/// A phi `P` whose back-edge value is `Q = P >> C`.
struct Candidate<'ctx> {
    phi: PhiValue<'ctx>,
    shift: InstructionValue<'ctx>,
    arithmetic: bool,
    amount: IntValue<'ctx>,
    start: IntValue<'ctx>,
    preheader: inkwell::basic_block::BasicBlock<'ctx>,
    latch: inkwell::basic_block::BasicBlock<'ctx>,
    /// The comparisons reading `P`, each with its rewritten form.
    tests: Vec<(InstructionValue<'ctx>, P, u64)>,
    /// The comparisons of the start value in the preheader (the loop's
    /// guard) that the halved start value answers, likewise.
    guards: Vec<(InstructionValue<'ctx>, P, u64)>,
}

fn candidate<'a>(phi: InstructionValue<'a>) -> Option<Candidate<'a>> {
    let p: PhiValue = phi.try_into().ok()?;
    if p.count_incoming() != 2 || !p.as_basic_value().is_int_value() {
        return None;
    }
    let header = phi.get_parent()?;
    let bits = p
        .as_basic_value()
        .into_int_value()
        .get_type()
        .get_bit_width();
    let (a, ba) = p.get_incoming(0)?;
    let (b, bb) = p.get_incoming(1)?;
    let shift_of = |v: BasicValueEnum<'a>| -> Option<(InstructionValue<'a>, u64)> {
        let i = v.as_instruction_value()?;
        if !matches!(i.get_opcode(), Op::LShr | Op::AShr) {
            return None;
        }
        let x = i.get_operand(0)?.value()?;
        (x.as_value_ref() == phi.as_value_ref()).then_some(())?;
        let c = i.get_operand(1)?.value()?.into_int_value();
        let c = c.get_zero_extended_constant()?;
        (c > 0 && c < u64::from(bits)).then_some((i, c))
    };
    let ((shift, c), start, preheader, latch) = match (shift_of(a), shift_of(b)) {
        (Some(s), None) => (s, b, bb, ba),
        (None, Some(s)) => (s, a, ba, bb),
        _ => return None,
    };
    if preheader == header || !start.is_int_value() || bits > 64 {
        return None;
    }
    let arithmetic = shift.get_opcode() == Op::AShr;
    // Every other use of the phi: a comparison with a constant that the
    // shifted value answers exactly.
    let mut tests = Vec::new();
    for user in users(phi.as_value_ref())? {
        if user != shift {
            tests.push(shifted_test(user, phi.as_value_ref(), c, bits, arithmetic)?);
        }
    }
    // `n < 2` guarding `for (s = n >> 1; …)` is `(n >> 1) == 0`.
    let guards = if start.is_int_value() && !start.into_int_value().is_const() {
        users(start.as_value_ref())
            .unwrap_or_default()
            .into_iter()
            .filter(|i| i.get_parent() == Some(preheader))
            .filter_map(|i| shifted_test(i, start.as_value_ref(), c, bits, arithmetic))
            .collect()
    } else {
        Vec::new()
    };
    let amount = shift.get_operand(1)?.value()?.into_int_value();
    Some(Candidate {
        phi: p,
        shift,
        arithmetic,
        amount,
        start: start.into_int_value(),
        preheader,
        latch,
        tests,
        guards,
    })
}

/// The instructions using `v`, or `None` if a user is not one.
fn users<'a>(v: llvm_sys::prelude::LLVMValueRef) -> Option<Vec<InstructionValue<'a>>> {
    let mut out = Vec::new();
    // SAFETY: `v` is a live value; its use list is walked read-only.
    let mut u = unsafe { llvm_sys::core::LLVMGetFirstUse(v) };
    while !u.is_null() {
        // SAFETY: `u` is a use of `v`, listed above.
        let user = unsafe { llvm_sys::core::LLVMGetUser(u) };
        // SAFETY: as above.
        u = unsafe { llvm_sys::core::LLVMGetNextUse(u) };
        // SAFETY: `user` is a live value, checked to be an instruction
        // before it is wrapped as one.
        unsafe {
            if llvm_sys::core::LLVMIsAInstruction(user).is_null() {
                return None;
            }
            out.push(InstructionValue::new(user));
        }
    }
    Some(out)
}

/// `cmp` (comparing `x`) as a comparison of `x >> c`: its predicate
/// and constant, or `None` where no such comparison is equivalent.
fn shifted_test<'a>(
    cmp: InstructionValue<'a>,
    x: llvm_sys::prelude::LLVMValueRef,
    c: u64,
    bits: u32,
    arithmetic: bool,
) -> Option<(InstructionValue<'a>, P, u64)> {
    if cmp.get_opcode() != Op::ICmp || cmp.get_operand(0)?.value()?.as_value_ref() != x {
        return None;
    }
    let k = cmp.get_operand(1)?.value()?.into_int_value();
    if !k.is_const() {
        return None;
    }
    let pred = cmp.get_icmp_predicate()?;
    let k = k.get_zero_extended_constant()?;
    let shifted = shifted_constant(pred, k, c, bits, arithmetic)?;
    Some((cmp, pred, shifted))
}

/// For `x pred k`, the constant `k'` with `(x >> c) pred k'` equivalent
/// (`k` and `k'` as `bits`-bit patterns), where there is one: `x <u k`
/// is `x >> c <u k >> c` exactly when `k` is a multiple of 2^c, `x >u k`
/// is `x >> c >u k >> c` exactly when `k + 1` is; the signed predicates
/// likewise with an arithmetic shift (floor division).
fn shifted_constant(pred: P, k: u64, c: u64, bits: u32, arithmetic: bool) -> Option<u64> {
    let unit = 1i128 << c;
    let modulus = 1i128 << bits;
    let k = i128::from(k) % modulus;
    let k = if arithmetic && k >= modulus / 2 {
        k - modulus
    } else {
        k
    };
    let exact = match (pred, arithmetic) {
        (P::ULT, false) | (P::SLT, true) => k.rem_euclid(unit) == 0,
        (P::UGT, false) | (P::SGT, true) => (k + 1).rem_euclid(unit) == 0,
        _ => false,
    };
    exact.then_some(((k >> c).rem_euclid(modulus)) as u64)
}

fn rewrite<'a>(builder: &Builder<'a>, c: Candidate<'a>) -> Result<(), BuilderError> {
    let ty = c.start.get_type();
    let shr = |b: &Builder<'a>, v: IntValue<'a>, name: &str| {
        b.build_right_shift(v, c.amount, c.arithmetic, name)
    };
    let old = c.phi.as_instruction();
    let first = old.get_parent().and_then(|b| b.get_first_instruction());
    let (Some(pre_term), Some(latch_at), Some(first)) =
        (c.preheader.get_terminator(), first_non_phi(c.latch), first)
    else {
        return Ok(());
    };
    // Before the guard that will read it, else at the preheader's end.
    let mut at = pre_term;
    for (g, ..) in &c.guards {
        if comes_before(*g, at) {
            at = *g;
        }
    }
    builder.position_before(&at);
    let start = shr(builder, c.start, "halved.init")?;
    for (cmp, pred, k) in c.guards {
        replace_test(builder, cmp, start, pred, k)?;
    }
    builder.position_before(&first);
    let halved = builder.build_phi(ty, "halved")?;
    let hv = halved.as_basic_value().into_int_value();
    // At the top of the latch, before any test there reads it.
    builder.position_before(&latch_at);
    let next = shr(builder, hv, "halved.next")?;
    halved.add_incoming(&[(&start, c.preheader), (&next, c.latch)]);
    let amount = c.amount.get_zero_extended_constant().unwrap_or(0);
    let bits = ty.get_bit_width();
    for (cmp, pred, k) in c.tests {
        // A test in the latch reads the next value where it can (the
        // rule applied once more), as nvcc's `shr; setp` does: the
        // halved value then dies at the shift.
        let again = shifted_constant(pred, k, amount, bits, c.arithmetic);
        let (lhs, pred, k) = match again {
            Some(k2) if cmp.get_parent() == Some(c.latch) => (next, pred, k2),
            _ => (hv, pred, k),
        };
        replace_test(builder, cmp, lhs, pred, k)?;
    }
    // SAFETY: `halved` has the shift's type and, in the loop header,
    // dominates every use of the shift.
    unsafe {
        llvm_sys::core::LLVMReplaceAllUsesWith(c.shift.as_value_ref(), hv.as_value_ref());
    }
    c.shift.erase_from_basic_block();
    // The old phi was read by the shift and the tests only, both gone.
    if old.get_first_use().is_none() {
        old.erase_from_basic_block();
    }
    Ok(())
}

/// Replaces comparison `cmp` by `lhs pred k` (`x <u 1` as `x == 0`).
fn replace_test<'a>(
    builder: &Builder<'a>,
    cmp: InstructionValue<'a>,
    lhs: IntValue<'a>,
    pred: P,
    k: u64,
) -> Result<(), BuilderError> {
    let (pred, k) = match (pred, k) {
        (P::ULT, 1) => (P::EQ, 0),
        other => other,
    };
    builder.position_before(&cmp);
    let new =
        builder.build_int_compare(pred, lhs, lhs.get_type().const_int(k, false), "halved.test")?;
    if let Some(new) = new.as_instruction() {
        cmp.replace_all_uses_with(&new);
        cmp.erase_from_basic_block();
    }
    Ok(())
}

/// Whether `a` comes before `b` in their (common) block.
fn comes_before(a: InstructionValue, b: InstructionValue) -> bool {
    let mut i = a.get_next_instruction();
    while let Some(x) = i {
        if x == b {
            return true;
        }
        i = x.get_next_instruction();
    }
    false
}

/// The first instruction of `bb` that is not a phi.
fn first_non_phi(bb: inkwell::basic_block::BasicBlock) -> Option<InstructionValue> {
    let mut i = bb.get_first_instruction();
    while let Some(x) = i {
        if x.get_opcode() != Op::Phi {
            return Some(x);
        }
        i = x.get_next_instruction();
    }
    None
}
