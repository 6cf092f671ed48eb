//! Loads through a select between a by-value parameter and another
//! pointer, split into two loads: a step before NVPTX code generation.
//!
//! Input: an optimised module. Output: the same module, where
//!
//! ```text
//! %p = select i1 %c, ptr %other, ptr %param.field   ; %param is byval
//! %v = load i32, ptr %p
//! ```
//!
//! is a load of the parameter's field, a load of `%other` that happens
//! only where `%c` picks it (`llvm.masked.load`, which code generation
//! turns into a branch), and a select of the two values.
//!
//! Why: LLVM folds `flag ? *ptr : param.imm` (CUB's `InputValue`, the
//! initial value of every `DeviceScan`) into one load through a select of
//! addresses; the parameter's address then escapes into the select, and
//! NVPTX copies the whole parameter to local memory to have one. A
//! four-line reproduction took 8 bytes of stack and 12 registers where
//! nvcc's took none and 8; split, it is nvcc's 0 and 8, and CUB's
//! `DeviceScanKernel`s lose their 8-byte stack frames.
//!
//! Invariants: the value is the one the select chose, and `%other` is
//! read only when the select chose it (so a pointer the program never
//! dereferences is still never read); only simple (not volatile, not
//! atomic) loads of scalar types change; a parameter load is always in
//! bounds (the program loaded from it before, whichever side ran).

use inkwell::attributes::{Attribute, AttributeLoc};
use inkwell::intrinsics::Intrinsic;
use inkwell::module::Module;
use inkwell::types::AsTypeRef;
use inkwell::values::AsValueRef;
use llvm_sys::core::*;
use llvm_sys::prelude::{LLVMTypeRef, LLVMValueRef};
use llvm_sys::{LLVMAtomicOrdering, LLVMOpcode, LLVMTypeKind};

/// How many GEPs and casts are followed back to a parameter.
const DEPTH: u32 = 8;

/// Splits every such load of the module (see the module docs).
pub fn split_param_selects(module: &Module) -> Result<(), String> {
    let byval = Attribute::get_named_enum_kind_id("byval");
    for f in module.get_functions() {
        // Declarations (intrinsics among them, whose parameters may be
        // metadata, no basic type) have nothing to split.
        if f.count_basic_blocks() == 0 {
            continue;
        }
        let params: Vec<LLVMValueRef> = (0..f.count_params())
            .filter(|&i| {
                f.get_enum_attribute(AttributeLoc::Param(i), byval)
                    .is_some()
            })
            // SAFETY: `i` is below the function's parameter count.
            .map(|i| unsafe { LLVMGetParam(f.as_value_ref(), i) })
            .collect();
        if params.is_empty() {
            continue;
        }
        let mut todo = Vec::new();
        for bb in f.get_basic_blocks() {
            let mut next = bb.get_first_instruction();
            while let Some(i) = next {
                next = i.get_next_instruction();
                if let Some(found) = candidate(i.as_value_ref(), &params) {
                    todo.push(found);
                }
            }
        }
        for (load, cond, param_side, other, param_on_true) in todo {
            split(module, load, cond, param_side, other, param_on_true)?;
        }
    }
    Ok(())
}

/// `(load, condition, parameter side, other side, whether the parameter
/// is the true arm)` when `i` is a load to split.
fn candidate(
    i: LLVMValueRef,
    params: &[LLVMValueRef],
) -> Option<(LLVMValueRef, LLVMValueRef, LLVMValueRef, LLVMValueRef, bool)> {
    // SAFETY: `i` is a live instruction; these calls only read it and its
    // operands.
    unsafe {
        if LLVMGetInstructionOpcode(i) != LLVMOpcode::LLVMLoad
            || LLVMGetVolatile(i) != 0
            || LLVMGetOrdering(i) != LLVMAtomicOrdering::LLVMAtomicOrderingNotAtomic
            || !scalar(LLVMTypeOf(i))
        {
            return None;
        }
        let sel = LLVMGetOperand(i, 0);
        if LLVMIsASelectInst(sel).is_null() {
            return None;
        }
        let (c, a, b) = (
            LLVMGetOperand(sel, 0),
            LLVMGetOperand(sel, 1),
            LLVMGetOperand(sel, 2),
        );
        // A select of vectors of pointers is no single address.
        if LLVMGetTypeKind(LLVMTypeOf(c)) != LLVMTypeKind::LLVMIntegerTypeKind {
            return None;
        }
        match (in_param(a, params, DEPTH), in_param(b, params, DEPTH)) {
            (true, false) => Some((i, c, a, b, true)),
            (false, true) => Some((i, c, b, a, false)),
            _ => None,
        }
    }
}

/// Whether values of type `t` are loaded as one scalar.
fn scalar(t: LLVMTypeRef) -> bool {
    // SAFETY: `t` is a live type.
    let kind = unsafe { LLVMGetTypeKind(t) };
    matches!(
        kind,
        LLVMTypeKind::LLVMIntegerTypeKind
            | LLVMTypeKind::LLVMHalfTypeKind
            | LLVMTypeKind::LLVMBFloatTypeKind
            | LLVMTypeKind::LLVMFloatTypeKind
            | LLVMTypeKind::LLVMDoubleTypeKind
            | LLVMTypeKind::LLVMPointerTypeKind
    )
}

/// Whether `p` addresses a by-value parameter (`params`), through GEPs.
fn in_param(p: LLVMValueRef, params: &[LLVMValueRef], depth: u32) -> bool {
    if params.contains(&p) {
        return true;
    }
    if depth == 0 {
        return false;
    }
    // SAFETY: `p` is a live value; only its kind and first operand are read.
    unsafe {
        let gep = !LLVMIsAGetElementPtrInst(p).is_null()
            || (!LLVMIsAConstantExpr(p).is_null()
                && LLVMGetConstOpcode(p) == LLVMOpcode::LLVMGetElementPtr);
        gep && in_param(LLVMGetOperand(p, 0), params, depth - 1)
    }
}

/// Replaces `load` (through `select cond, …`) by the parameter's load,
/// the other side's masked load and a select of the two.
fn split(
    module: &Module,
    load: LLVMValueRef,
    cond: LLVMValueRef,
    param_side: LLVMValueRef,
    other: LLVMValueRef,
    param_on_true: bool,
) -> Result<(), String> {
    let ctx = module.get_context();
    // SAFETY: every value used is live: `load` and its operands until the
    // end, where the new select takes over its uses and it is erased.
    unsafe {
        let ty = LLVMTypeOf(load);
        let align = LLVMGetAlignment(load).max(1);
        let vec = LLVMVectorType(ty, 1);
        let bool_ty = ctx.bool_type().as_type_ref();
        let mask_ty = LLVMVectorType(bool_ty, 1);
        let ptr_ty = LLVMTypeOf(other);
        let decl = Intrinsic::find("llvm.masked.load")
            .and_then(|m| {
                m.get_declaration(
                    module,
                    &[
                        inkwell::types::VectorType::new(vec).into(),
                        inkwell::types::PointerType::new(ptr_ty).into(),
                    ],
                )
            })
            .ok_or("no llvm.masked.load for this type")?;
        let b = LLVMCreateBuilderInContext(inkwell::context::AsContextRef::as_ctx_ref(&ctx));
        LLVMPositionBuilderBefore(b, load);
        let pv = LLVMBuildLoad2(b, ty, param_side, c"".as_ptr());
        LLVMSetAlignment(pv, align);
        // The other side is read where the select would have chosen it.
        let when = if param_on_true {
            LLVMBuildNot(b, cond, c"".as_ptr())
        } else {
            cond
        };
        let i32t = ctx.i32_type().as_type_ref();
        let zero = LLVMConstInt(i32t, 0, 0);
        let mask = LLVMBuildInsertElement(b, LLVMGetPoison(mask_ty), when, zero, c"".as_ptr());
        let mut args = [
            other,
            LLVMConstInt(i32t, u64::from(align), 0),
            mask,
            LLVMGetPoison(vec),
        ];
        let fty = LLVMGlobalGetValueType(decl.as_value_ref());
        let mv = LLVMBuildCall2(
            b,
            fty,
            decl.as_value_ref(),
            args.as_mut_ptr(),
            args.len() as u32,
            c"".as_ptr(),
        );
        let ov = LLVMBuildExtractElement(b, mv, zero, c"".as_ptr());
        let (t, e) = if param_on_true { (pv, ov) } else { (ov, pv) };
        let v = LLVMBuildSelect(b, cond, t, e, c"".as_ptr());
        let sel = LLVMGetOperand(load, 0);
        LLVMReplaceAllUsesWith(load, v);
        LLVMInstructionEraseFromParent(load);
        // The select of addresses, once nothing loads through it, goes
        // too (the parameter's address must not stay taken).
        if LLVMGetFirstUse(sel).is_null() {
            LLVMInstructionEraseFromParent(sel);
        }
        LLVMDisposeBuilder(b);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use inkwell::context::Context;
    use inkwell::memory_buffer::MemoryBuffer;
    use inkwell::targets::{InitializationConfig, Target, TargetMachine};
    use inkwell::OptimizationLevel;

    /// `v.f ? *v.p : v.imm` as LLVM leaves it: one load through a select
    /// of the pointer and the byval parameter's own field.
    const IR: &str = r#"
%struct.IV = type { i8, ptr }
define i32 @get(ptr byval(%struct.IV) align 8 %v) noinline {
  %f = load i8, ptr %v, align 8
  %c = trunc i8 %f to i1
  %q = getelementptr inbounds i8, ptr %v, i64 8
  %p = load ptr, ptr %q, align 8
  %s = select i1 %c, ptr %p, ptr %q
  %r = load i32, ptr %s, align 4
  ret i32 %r
}
define i32 @call(ptr %s) {
  %r = call i32 @get(ptr byval(%struct.IV) align 8 %s)
  ret i32 %r
}
"#;

    #[repr(C)]
    struct Iv {
        f: u8,
        u: u64,
    }

    #[test]
    fn split_loads_read_the_pointer_only_when_chosen() {
        Target::initialize_native(&InitializationConfig::default()).expect("the host target");
        let ctx = Context::create();
        let buf = MemoryBuffer::create_from_memory_range_copy(IR.as_bytes(), "select.ll");
        let m = ctx.create_module_from_ir(buf).expect("the fixture parses");
        super::split_param_selects(&m).expect("the split");
        m.verify().expect("the split module verifies");
        let text = m.print_to_string().to_string();
        assert!(text.contains("llvm.masked.load"), "{text}");
        assert!(!text.contains("select i1 %c, ptr"), "{text}");
        m.set_triple(&TargetMachine::get_default_triple());
        let e = m
            .create_jit_execution_engine(OptimizationLevel::None)
            .expect("a host JIT");
        let x: i32 = 42;
        type Get = unsafe extern "C" fn(*const Iv) -> i32;
        // SAFETY: `call`'s signature is `Get`'s; it reads the struct and,
        // when `f` is set, the `i32` its pointer addresses (`x`).
        unsafe {
            let get = e.get_function::<Get>("call").expect("call");
            let chosen = Iv {
                f: 1,
                u: &x as *const i32 as u64,
            };
            assert_eq!(get.call(&chosen), 42);
            let immediate = Iv { f: 0, u: 7 };
            assert_eq!(get.call(&immediate), 7);
            // Not chosen, the pointer (null here) is never read.
            let null = Iv { f: 0, u: 0 };
            assert_eq!(get.call(&null), 0);
        }
    }
}
