//! Read-only kernel inputs: a step before NVPTX code generation.
//!
//! Input: an optimised module. Output: the same module, where a kernel's
//! loads through a pointer parameter it never writes carry
//! `!invariant.load` when every write of the kernel goes through
//! `__restrict__` parameters (or to its own locals and shared memory).
//! NVPTX reads such loads through the read-only data cache
//! (`ld.global.nc`), as nvcc does for `z` in
//! `k(float *__restrict__ y, const float *x, const float *z)`.
//!
//! Why it holds: an object the kernel modifies through a restrict
//! pointer may be accessed, while the kernel runs, only through that
//! pointer (C11 6.7.3.1, which nvcc applies to the whole launch). So a
//! pointer parameter the kernel does not write through reads memory no
//! one writes during the launch. LLVM's `noalias` alone makes a load
//! `ld.global.nc` only when its own parameter is restrict and read-only.
//!
//! Invariant: any write the analysis cannot attribute (a store through a
//! pointer that is not a restrict parameter, a local or shared memory; an
//! atomic; a call that may write memory; inline assembly) leaves the
//! kernel unchanged.

use inkwell::module::Module;
use inkwell::values::{AsValueRef, FunctionValue, InstructionOpcode as Op, InstructionValue};
use llvm_sys::core::*;
use llvm_sys::prelude::LLVMValueRef;
use std::collections::HashSet;

/// How far a pointer is followed back to its object.
const DEPTH: u32 = 16;

/// Mark the read-only parameter loads of every kernel (see the module
/// documentation).
pub fn mark_read_only_inputs(module: &Module) {
    let ctx = module.get_context();
    let invariant = ctx.get_kind_id("invariant.load");
    let empty = ctx.metadata_node(&[]);
    for f in kernels(module) {
        let Some(loads) = read_only_loads(f) else {
            continue;
        };
        for l in loads {
            let _ = l.set_metadata(empty, invariant);
        }
    }
}

/// The functions `nvvm.annotations` marks as kernels.
pub(crate) fn kernels<'ctx>(module: &Module<'ctx>) -> Vec<FunctionValue<'ctx>> {
    let mut out = Vec::new();
    for node in module.get_global_metadata("nvvm.annotations") {
        let Some(ops) = node.get_node_values() else {
            continue;
        };
        let is_kernel = ops.get(1).is_some_and(|k| {
            k.is_metadata_value()
                && k.into_metadata_value()
                    .get_string_value()
                    .is_some_and(|s| s == b"kernel")
        });
        if !is_kernel {
            continue;
        }
        if let Some(f) = ops.first().and_then(|v| {
            let v = v.as_value_ref();
            // SAFETY: `v` is a live value; the check asks what it is.
            let f = unsafe { LLVMIsAFunction(v) };
            (!f.is_null()).then(|| module.get_functions().find(|g| g.as_value_ref() == f))?
        }) {
            out.push(f);
        }
    }
    out
}

/// The loads of `f` through parameters it never writes, if every write
/// of `f` goes through restrict parameters, locals or shared memory.
fn read_only_loads(f: FunctionValue) -> Option<Vec<InstructionValue>> {
    let params: Vec<LLVMValueRef> = f.get_param_iter().map(|p| p.as_value_ref()).collect();
    let noalias = inkwell::attributes::Attribute::get_named_enum_kind_id("noalias");
    let restrict: HashSet<LLVMValueRef> = f
        .get_param_iter()
        .enumerate()
        .filter(|(i, _)| {
            f.get_enum_attribute(inkwell::attributes::AttributeLoc::Param(*i as u32), noalias)
                .is_some()
        })
        .map(|(_, p)| p.as_value_ref())
        .collect();
    let mut written: HashSet<LLVMValueRef> = HashSet::new();
    let mut loads = Vec::new();
    for bb in f.get_basic_blocks() {
        let mut next = bb.get_first_instruction();
        while let Some(i) = next {
            next = i.get_next_instruction();
            match i.get_opcode() {
                Op::Store => {
                    let objects = objects_of(operand(i, 1)?)?;
                    for o in objects {
                        match o {
                            Object::Param(p) if restrict.contains(&p) => {
                                written.insert(p);
                            }
                            Object::Private => {}
                            _ => return None,
                        }
                    }
                }
                Op::AtomicRMW | Op::AtomicCmpXchg | Op::Fence => {
                    let private = i.get_opcode() != Op::Fence
                        && objects_of(operand(i, 0)?)?
                            .iter()
                            .all(|o| *o == Object::Private);
                    if !private {
                        return None;
                    }
                }
                Op::Call if call_may_write(i) => return None,
                Op::Load => {
                    if i.get_volatile().unwrap_or(true) {
                        continue;
                    }
                    // SAFETY: `i` is a load; the query reads its ordering.
                    let atomic = unsafe { LLVMGetOrdering(i.as_value_ref()) }
                        != llvm_sys::LLVMAtomicOrdering::LLVMAtomicOrderingNotAtomic;
                    if !atomic {
                        loads.push(i);
                    }
                }
                // Calls that can unwind do not exist in device code; other
                // instructions do not write memory.
                _ => {}
            }
        }
    }
    Some(
        loads
            .into_iter()
            .filter(|&l| {
                operand(l, 0).and_then(objects_of).is_some_and(|objs| {
                    !objs.is_empty()
                        && objs.iter().all(|o| {
                            matches!(o, Object::Param(p) if params.contains(p) && !written.contains(p))
                        })
                })
            })
            .collect(),
    )
}

/// What a pointer points into.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Object {
    /// A pointer parameter of the kernel (memory the host passed).
    Param(LLVMValueRef),
    /// The thread's locals or the block's shared memory.
    Private,
}

/// Operand `k` of `i`, as a raw value.
fn operand(i: InstructionValue, k: u32) -> Option<LLVMValueRef> {
    // SAFETY: `k` is within the operand count checked first.
    (k < i.get_num_operands()).then(|| unsafe { LLVMGetOperand(i.as_value_ref(), k) })
}

/// The objects `p` may point into, or `None` when one of them is not a
/// parameter, a local or shared memory (a pointer loaded from memory, a
/// global variable, an integer cast to a pointer).
fn objects_of(p: LLVMValueRef) -> Option<Vec<Object>> {
    let mut out = Vec::new();
    let mut seen = HashSet::new();
    walk(p, DEPTH, &mut out, &mut seen)?;
    Some(out)
}

fn walk(
    p: LLVMValueRef,
    depth: u32,
    out: &mut Vec<Object>,
    seen: &mut HashSet<LLVMValueRef>,
) -> Option<()> {
    if !seen.insert(p) {
        return Some(());
    }
    if depth == 0 {
        return None;
    }
    // SAFETY: `p` is a live pointer value of the function being analysed;
    // the calls only inspect it.
    unsafe {
        let ty = LLVMTypeOf(p);
        if LLVMGetTypeKind(ty) == llvm_sys::LLVMTypeKind::LLVMPointerTypeKind {
            // Shared (3) and local (5) memory belong to the block and the
            // thread: no parameter reaches them.
            let space = LLVMGetPointerAddressSpace(ty);
            if space == 3 || space == 5 {
                out.push(Object::Private);
                return Some(());
            }
        }
        if !LLVMIsAArgument(p).is_null() {
            out.push(Object::Param(p));
            return Some(());
        }
        if !LLVMIsAAllocaInst(p).is_null() {
            out.push(Object::Private);
            return Some(());
        }
        let gv = LLVMIsAGlobalVariable(p);
        if !gv.is_null() {
            let space = LLVMGetPointerAddressSpace(LLVMTypeOf(gv));
            if space == 3 {
                out.push(Object::Private);
                return Some(());
            }
            return None;
        }
        let next: Vec<LLVMValueRef> = if !LLVMIsAGetElementPtrInst(p).is_null()
            || !LLVMIsAAddrSpaceCastInst(p).is_null()
            || !LLVMIsABitCastInst(p).is_null()
        {
            vec![LLVMGetOperand(p, 0)]
        } else if !LLVMIsAConstantExpr(p).is_null() {
            // `addrspacecast (ptr addrspace(3) @tile to ptr)`, a GEP of one.
            use llvm_sys::LLVMOpcode::*;
            match LLVMGetConstOpcode(p) {
                LLVMGetElementPtr | LLVMAddrSpaceCast | LLVMBitCast => vec![LLVMGetOperand(p, 0)],
                _ => return None,
            }
        } else if !LLVMIsAPHINode(p).is_null() {
            (0..LLVMCountIncoming(p))
                .map(|k| LLVMGetIncomingValue(p, k))
                .collect()
        } else if !LLVMIsASelectInst(p).is_null() {
            vec![LLVMGetOperand(p, 1), LLVMGetOperand(p, 2)]
        } else {
            return None;
        };
        for n in next {
            walk(n, depth - 1, out, seen)?;
        }
    }
    Some(())
}

/// Whether call `i` may write memory: inline assembly, and any callee
/// whose `memory` attribute allows writing (or that has none), except the
/// barrier, which orders the block's accesses but writes nothing itself.
fn call_may_write(i: InstructionValue) -> bool {
    // SAFETY: `i` is a call instruction; the calls only inspect it.
    unsafe {
        let callee = LLVMGetCalledValue(i.as_value_ref());
        if callee.is_null() || LLVMIsAFunction(callee).is_null() {
            return true;
        }
        let mut len = 0;
        let name = LLVMGetValueName2(callee, &mut len);
        let name = std::slice::from_raw_parts(name.cast::<u8>(), len);
        if name.starts_with(b"llvm.nvvm.barrier") {
            return false;
        }
        let kind = inkwell::attributes::Attribute::get_named_enum_kind_id("memory");
        let attr = LLVMGetEnumAttributeAtIndex(callee, u32::MAX, kind);
        let site = LLVMGetCallSiteEnumAttribute(i.as_value_ref(), u32::MAX, kind);
        let effects = |a: llvm_sys::prelude::LLVMAttributeRef| {
            (!a.is_null()).then(|| LLVMGetEnumAttributeValue(a))
        };
        // Two bits per location (argument memory, inaccessible memory,
        // other memory): 1 reads, 2 writes.
        let writes = |m: u64| m & 0b10_10_10 != 0;
        match (effects(attr), effects(site)) {
            (Some(a), Some(s)) => writes(a) && writes(s),
            (Some(m), None) | (None, Some(m)) => writes(m),
            (None, None) => true,
        }
    }
}
