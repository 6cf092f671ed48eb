//! The post-reflect cleanup (the spec's `nvvm-reflect-pp`): in the
//! functions NVVMReflect touched, fold what the new constants decide.
//!
//! Input: functions whose reflect calls were just replaced by constants.
//! Output: the same functions with integer comparisons, arithmetic, casts
//! and selects over constants folded, conditional branches on a constant
//! turned into plain branches, and the blocks no longer reachable from
//! the entry removed (their φ entries with them).
//! Invariants: only those functions change; the result verifies (every φ
//! keeps exactly one entry per remaining predecessor edge); nothing is
//! folded that could trap (no division).
//!
//! The folds go through the IR builder's constant folder; φs are rebuilt
//! rather than edited, because the C API cannot remove an incoming entry.

use inkwell::module::Module;
use inkwell::values::{AsValueRef, FunctionValue};
use llvm_sys::core::*;
use llvm_sys::prelude::{LLVMBasicBlockRef, LLVMBuilderRef, LLVMValueRef};
use llvm_sys::LLVMOpcode;
use std::collections::HashSet;

/// Fold constant conditionals in `functions`; returns how many
/// conditional branches became unconditional.
pub fn fold_constant_conditionals(module: &Module<'_>, functions: &[FunctionValue<'_>]) -> usize {
    let mut folded = 0;
    // SAFETY: every reference is a live function, block or instruction of
    // `module`; instructions are erased only after their uses are
    // replaced, blocks only once nothing refers to them.
    unsafe {
        let b = LLVMCreateBuilderInContext(LLVMGetModuleContext(module.as_mut_ptr()));
        for f in functions {
            let f = f.as_value_ref();
            if LLVMCountBasicBlocks(f) == 0 {
                continue;
            }
            fold_instructions(b, f);
            folded += fold_branches(b, f);
            remove_unreachable(b, f);
        }
        LLVMDisposeBuilder(b);
    }
    folded
}

unsafe fn blocks(f: LLVMValueRef) -> Vec<LLVMBasicBlockRef> {
    let mut out = Vec::new();
    let mut bb = LLVMGetFirstBasicBlock(f);
    while !bb.is_null() {
        out.push(bb);
        bb = LLVMGetNextBasicBlock(bb);
    }
    out
}

unsafe fn instructions(bb: LLVMBasicBlockRef) -> Vec<LLVMValueRef> {
    let mut out = Vec::new();
    let mut i = LLVMGetFirstInstruction(bb);
    while !i.is_null() {
        out.push(i);
        i = LLVMGetNextInstruction(i);
    }
    out
}

unsafe fn is_const_int(v: LLVMValueRef) -> bool {
    !LLVMIsAConstantInt(v).is_null()
}

/// Replace instructions whose operands are integer constants by their
/// value (through the IR builder's constant folder), until none is left.
unsafe fn fold_instructions(b: LLVMBuilderRef, f: LLVMValueRef) {
    loop {
        let mut changed = false;
        for bb in blocks(f) {
            for i in instructions(bb) {
                if let Some(v) = fold(b, i) {
                    LLVMReplaceAllUsesWith(i, v);
                    LLVMInstructionEraseFromParent(i);
                    changed = true;
                }
            }
        }
        if !changed {
            return;
        }
    }
}

/// The value instruction `i` always has, if its operands decide it.
unsafe fn fold(b: LLVMBuilderRef, i: LLVMValueRef) -> Option<LLVMValueRef> {
    use LLVMOpcode::*;
    let op = LLVMGetInstructionOpcode(i);
    if op == LLVMSelect {
        let c = LLVMGetOperand(i, 0);
        if !is_const_int(c) {
            return None;
        }
        let pick = if LLVMConstIntGetZExtValue(c) != 0 {
            1
        } else {
            2
        };
        return Some(LLVMGetOperand(i, pick));
    }
    let n = LLVMGetNumOperands(i);
    if n == 0 || (0..n as u32).any(|k| !is_const_int(LLVMGetOperand(i, k))) {
        return None;
    }
    LLVMPositionBuilderBefore(b, i);
    let v = match op {
        LLVMICmp => LLVMBuildICmp(
            b,
            LLVMGetICmpPredicate(i),
            LLVMGetOperand(i, 0),
            LLVMGetOperand(i, 1),
            c"".as_ptr(),
        ),
        LLVMAdd | LLVMSub | LLVMMul | LLVMAnd | LLVMOr | LLVMXor | LLVMShl | LLVMLShr
        | LLVMAShr => LLVMBuildBinOp(
            b,
            op,
            LLVMGetOperand(i, 0),
            LLVMGetOperand(i, 1),
            c"".as_ptr(),
        ),
        LLVMZExt | LLVMSExt | LLVMTrunc => {
            LLVMBuildCast(b, op, LLVMGetOperand(i, 0), LLVMTypeOf(i), c"".as_ptr())
        }
        _ => return None,
    };
    if v.is_null() {
        return None;
    }
    if !LLVMIsAInstruction(v).is_null() {
        // The folder declined (e.g. a shift past the width): keep `i`.
        LLVMInstructionEraseFromParent(v);
        return None;
    }
    Some(v)
}

/// `br i1 C, A, B` with a constant C becomes `br A` (or `br B`); the
/// dead successor loses this block's φ entry.
unsafe fn fold_branches(b: LLVMBuilderRef, f: LLVMValueRef) -> usize {
    let mut folded = 0;
    for bb in blocks(f) {
        let t = LLVMGetBasicBlockTerminator(bb);
        if t.is_null()
            || LLVMGetInstructionOpcode(t) != LLVMOpcode::LLVMBr
            || LLVMIsConditional(t) == 0
        {
            continue;
        }
        let c = LLVMGetCondition(t);
        if !is_const_int(c) {
            continue;
        }
        let (taken, dead) = if LLVMConstIntGetZExtValue(c) != 0 {
            (LLVMGetSuccessor(t, 0), LLVMGetSuccessor(t, 1))
        } else {
            (LLVMGetSuccessor(t, 1), LLVMGetSuccessor(t, 0))
        };
        LLVMPositionBuilderBefore(b, t);
        LLVMBuildBr(b, taken);
        LLVMInstructionEraseFromParent(t);
        for phi in phis(dead) {
            let mut removed = false;
            rebuild_phi(b, phi, |from| {
                if from == bb && !removed {
                    removed = true;
                    false
                } else {
                    true
                }
            });
        }
        folded += 1;
    }
    folded
}

unsafe fn phis(bb: LLVMBasicBlockRef) -> Vec<LLVMValueRef> {
    instructions(bb)
        .into_iter()
        .take_while(|&i| LLVMGetInstructionOpcode(i) == LLVMOpcode::LLVMPHI)
        .collect()
}

/// Replace `phi` by one with only the entries whose block `keep` accepts
/// (the C API cannot remove an entry in place).
unsafe fn rebuild_phi(
    b: LLVMBuilderRef,
    phi: LLVMValueRef,
    mut keep: impl FnMut(LLVMBasicBlockRef) -> bool,
) {
    let n = LLVMCountIncoming(phi);
    let mut values = Vec::new();
    let mut froms = Vec::new();
    for k in 0..n {
        let from = LLVMGetIncomingBlock(phi, k);
        if keep(from) {
            values.push(LLVMGetIncomingValue(phi, k));
            froms.push(from);
        }
    }
    if values.len() == n as usize {
        return;
    }
    LLVMPositionBuilderBefore(b, phi);
    let mut len = 0usize;
    let name = LLVMGetValueName2(phi, &mut len).cast::<u8>();
    let name = if name.is_null() {
        Vec::new()
    } else {
        std::slice::from_raw_parts(name, len).to_vec()
    };
    let new = LLVMBuildPhi(b, LLVMTypeOf(phi), c"".as_ptr());
    LLVMAddIncoming(
        new,
        values.as_mut_ptr(),
        froms.as_mut_ptr(),
        values.len() as u32,
    );
    LLVMReplaceAllUsesWith(phi, new);
    LLVMInstructionEraseFromParent(phi);
    LLVMSetValueName2(new, name.as_ptr().cast(), name.len());
}

/// Delete the blocks the entry no longer reaches.
unsafe fn remove_unreachable(b: LLVMBuilderRef, f: LLVMValueRef) {
    let all = blocks(f);
    let mut reached: HashSet<LLVMBasicBlockRef> = HashSet::new();
    let mut stack = vec![LLVMGetEntryBasicBlock(f)];
    while let Some(bb) = stack.pop() {
        if !reached.insert(bb) {
            continue;
        }
        let t = LLVMGetBasicBlockTerminator(bb);
        if t.is_null() {
            continue;
        }
        for k in 0..LLVMGetNumSuccessors(t) {
            stack.push(LLVMGetSuccessor(t, k));
        }
    }
    let dead: Vec<_> = all
        .iter()
        .copied()
        .filter(|bb| !reached.contains(bb))
        .collect();
    if dead.is_empty() {
        return;
    }
    let dead_set: HashSet<_> = dead.iter().copied().collect();
    for &bb in &all {
        if reached.contains(&bb) {
            for phi in phis(bb) {
                rebuild_phi(b, phi, |from| !dead_set.contains(&from));
            }
        }
    }
    // Values defined in dead blocks may be used only in dead blocks now.
    for &bb in &dead {
        for i in instructions(bb) {
            let ty = LLVMTypeOf(i);
            if LLVMGetTypeKind(ty) != llvm_sys::LLVMTypeKind::LLVMVoidTypeKind {
                LLVMReplaceAllUsesWith(i, LLVMGetPoison(ty));
            }
        }
    }
    for &bb in &dead {
        for i in instructions(bb).into_iter().rev() {
            LLVMInstructionEraseFromParent(i);
        }
    }
    for bb in dead {
        LLVMDeleteBasicBlock(bb);
    }
}
