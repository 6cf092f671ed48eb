//! What LLVM reports while it optimises and emits a module, as cudac's own
//! diagnostics.
//!
//! LLVM's default diagnostic handler prints straight to stderr in its own
//! format (`warning: <unknown>:0:0: loop not unrolled: …`, with no place a
//! user can find) and calls `exit(1)` on an error, past cudac's exit-code
//! rules. `Capture` installs a handler on the context for as long as it
//! lives and collects warnings and errors instead (remarks and notes are
//! dropped: cudac asks for none).
//!
//! Loops with a forcing `#pragma unroll` carry a tag property in their
//! loop metadata (`!{!"cudac.pragma.loop", i32 N}`, N indexing codegen's
//! table of pragma spans) so that a "loop not unrolled" warning is placed
//! at the loop's source. LLVM keeps unknown loop properties when it clones
//! a loop (inlining, unswitching), and gives a loop it did unroll a new
//! loop ID marked `llvm.loop.unroll.disable`. `take_pragma_tags` removes
//! the tags again, so the IR cudac writes has none.

use inkwell::context::ContextRef;
use inkwell::module::Module;
use inkwell::values::AsValueRef;
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::LLVMDiagnosticSeverity;
use std::collections::{BTreeSet, HashMap};

/// The loop metadata property naming a loop's `#pragma unroll`.
pub const PRAGMA_TAG: &str = "cudac.pragma.loop";

/// One warning or error LLVM reported.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LlvmDiagnostic {
    pub error: bool,
    /// The text, without LLVM's `<unknown>:0:0: ` place (cudac's modules
    /// carry no debug locations).
    pub message: String,
}

impl LlvmDiagnostic {
    /// A forced unroll LLVM could not do (its transform-warning pass).
    pub fn is_loop_not_unrolled(&self) -> bool {
        self.message.starts_with("loop not unrolled")
    }
}

/// LLVM diagnostics collected while this value lives.
pub struct Capture {
    ctx: LLVMContextRef,
    /// Boxed so its address, handed to LLVM, stays fixed when the
    /// `Capture` moves (the vector itself may reallocate its buffer).
    #[allow(clippy::box_collection)]
    sink: Box<Vec<LlvmDiagnostic>>,
}

extern "C" fn collect(info: LLVMDiagnosticInfoRef, sink: *mut std::ffi::c_void) {
    // SAFETY: LLVM passes back the pointer `Capture::install` gave it,
    // which points at the live boxed vector (the handler is removed before
    // the box is dropped); `info` is valid for this call.
    unsafe {
        let error = match LLVMGetDiagInfoSeverity(info) {
            LLVMDiagnosticSeverity::LLVMDSError => true,
            LLVMDiagnosticSeverity::LLVMDSWarning => false,
            LLVMDiagnosticSeverity::LLVMDSRemark | LLVMDiagnosticSeverity::LLVMDSNote => return,
        };
        let raw = LLVMGetDiagInfoDescription(info);
        let text = std::ffi::CStr::from_ptr(raw).to_string_lossy().into_owned();
        LLVMDisposeMessage(raw);
        let message = text
            .strip_prefix("<unknown>:0:0: ")
            .unwrap_or(&text)
            .to_string();
        (*(sink as *mut Vec<LlvmDiagnostic>)).push(LlvmDiagnostic { error, message });
    }
}

impl Capture {
    /// Collect what LLVM reports on `ctx` from now on.
    pub fn install(ctx: ContextRef<'_>) -> Capture {
        let mut sink = Box::new(Vec::new());
        let ctx = ctx.raw();
        let p = &mut *sink as *mut Vec<LlvmDiagnostic> as *mut std::ffi::c_void;
        // SAFETY: `ctx` is live; `p` stays valid until `Drop` removes the
        // handler.
        unsafe { LLVMContextSetDiagnosticHandler(ctx, Some(collect), p) };
        Capture { ctx, sink }
    }

    /// What was collected so far (and is then forgotten).
    pub fn take(&mut self) -> Vec<LlvmDiagnostic> {
        std::mem::take(&mut self.sink)
    }
}

impl Drop for Capture {
    fn drop(&mut self) {
        // SAFETY: the context outlives this value (it is borrowed by the
        // module being compiled); removing the handler restores LLVM's.
        unsafe { LLVMContextSetDiagnosticHandler(self.ctx, None, std::ptr::null_mut()) };
    }
}

/// Removes the pragma tags from every loop ID of `module` and returns the
/// tags of loops still asking to be unrolled (a count, `full` or `enable`
/// property and no `llvm.loop.unroll.disable`): the ones LLVM did not
/// unroll.
pub fn take_pragma_tags(module: &Module) -> BTreeSet<u32> {
    let mut missed = BTreeSet::new();
    let ctx = module.get_context();
    let ctx = ctx.raw();
    // SAFETY: every value and metadata reference below comes from the
    // live module and its context; new nodes are created in that context.
    unsafe {
        let kind = LLVMGetMDKindIDInContext(ctx, c"llvm.loop".as_ptr(), 9);
        let mut rebuilt: HashMap<LLVMValueRef, Option<LLVMValueRef>> = HashMap::new();
        let mut f = module.get_first_function();
        while let Some(func) = f {
            for bb in func.get_basic_block_iter() {
                let Some(term) = bb.get_terminator() else {
                    continue;
                };
                let inst = term.as_value_ref();
                let id = LLVMGetMetadata(inst, kind);
                if id.is_null() {
                    continue;
                }
                let new = *rebuilt
                    .entry(id)
                    .or_insert_with(|| untagged(ctx, id, &mut missed));
                if let Some(new) = new {
                    LLVMSetMetadata(inst, kind, new);
                }
            }
            f = func.get_next_function();
        }
    }
    missed
}

/// The string that metadata operand `op` (an MDNode value) starts with.
unsafe fn first_string(op: LLVMValueRef) -> Option<String> {
    if op.is_null() || LLVMIsAMDNode(op).is_null() || LLVMGetMDNodeNumOperands(op) == 0 {
        return None;
    }
    let mut ops = vec![std::ptr::null_mut(); LLVMGetMDNodeNumOperands(op) as usize];
    LLVMGetMDNodeOperands(op, ops.as_mut_ptr());
    let mut len = 0;
    let s = LLVMGetMDString(ops[0], &mut len);
    if s.is_null() {
        return None;
    }
    let bytes = std::slice::from_raw_parts(s as *const u8, len as usize);
    Some(String::from_utf8_lossy(bytes).into_owned())
}

/// Loop ID `id` without its pragma tag (None when it has none); records
/// the tag in `missed` when the loop still asks to be unrolled.
unsafe fn untagged(
    ctx: LLVMContextRef,
    id: LLVMValueRef,
    missed: &mut BTreeSet<u32>,
) -> Option<LLVMValueRef> {
    let n = LLVMGetMDNodeNumOperands(id) as usize;
    let mut ops = vec![std::ptr::null_mut(); n];
    LLVMGetMDNodeOperands(id, ops.as_mut_ptr());
    let mut tag = None;
    let (mut forced, mut disabled) = (false, false);
    let mut keep = Vec::new();
    for (i, &op) in ops.iter().enumerate() {
        // Operand 0 is the loop ID itself.
        if i == 0 {
            continue;
        }
        match first_string(op).as_deref() {
            Some(PRAGMA_TAG) => {
                let mut pair = [std::ptr::null_mut(); 2];
                LLVMGetMDNodeOperands(op, pair.as_mut_ptr());
                let c = LLVMIsAConstantInt(pair[1]);
                if !c.is_null() {
                    tag = Some(LLVMConstIntGetZExtValue(c) as u32);
                }
                continue;
            }
            Some(
                "llvm.loop.unroll.count" | "llvm.loop.unroll.full" | "llvm.loop.unroll.enable",
            ) => forced = true,
            Some("llvm.loop.unroll.disable") => disabled = true,
            _ => {}
        }
        keep.push(LLVMValueAsMetadata(op));
    }
    let tag = tag?;
    if forced && !disabled {
        missed.insert(tag);
    }
    // A new distinct loop ID: a temporary first operand, replaced by the
    // node itself.
    let tmp = llvm_sys::debuginfo::LLVMTemporaryMDNode(ctx, std::ptr::null_mut(), 0);
    let mut new_ops = vec![tmp];
    new_ops.extend(keep);
    let node = LLVMMDNodeInContext2(ctx, new_ops.as_mut_ptr(), new_ops.len());
    llvm_sys::debuginfo::LLVMMetadataReplaceAllUsesWith(tmp, node);
    Some(LLVMMetadataAsValue(ctx, node))
}

#[cfg(test)]
mod tests {
    use super::*;
    use inkwell::context::Context;
    use inkwell::memory_buffer::MemoryBuffer;

    const IR: &str = r#"
define void @f(i32 %n) {
entry:
  br label %a
a:
  %i = phi i32 [ 0, %entry ], [ %i1, %a ]
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %a, label %b, !llvm.loop !0
b:
  %j = phi i32 [ 0, %a ], [ %j1, %b ]
  %j1 = add i32 %j, 1
  %d = icmp slt i32 %j1, %n
  br i1 %d, label %b, label %e, !llvm.loop !3
e:
  ret void
}
!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.unroll.count", i32 4}
!2 = !{!"cudac.pragma.loop", i32 7}
!3 = distinct !{!3, !1, !4, !5}
!4 = !{!"llvm.loop.unroll.disable"}
!5 = !{!"cudac.pragma.loop", i32 9}
"#;

    #[test]
    fn pragma_tags_name_the_loops_left_forced_and_are_removed() {
        let ctx = Context::create();
        let buf = MemoryBuffer::create_from_memory_range_copy(IR.as_bytes(), "t");
        let module = ctx.create_module_from_ir(buf).unwrap();
        let missed = take_pragma_tags(&module);
        assert_eq!(missed.into_iter().collect::<Vec<_>>(), vec![7]);
        let text = module.print_to_string().to_string();
        assert!(!text.contains(PRAGMA_TAG), "{text}");
        assert!(text.contains("llvm.loop.unroll.count"), "{text}");
        assert!(module.verify().is_ok());
    }
}
