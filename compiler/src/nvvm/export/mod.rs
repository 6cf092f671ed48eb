//! The NVVM IR export: the module as the text libNVVM parses.
//!
//! Input: a finished NVVM module (LLVM 19, opaque pointers), libdevice
//! linked and reflected, at any optimisation level, and a `Dialect`.
//! Output: the module as NVVM IR text with the spec's data layout string,
//! the legacy `nvvm.annotations` and `nvvmir.version`: in the LLVM 7
//! dialect (typed pointers, as the NVVM IR spec defines it; libNVVM
//! before Blackwell parses nothing else) or the modern one (opaque
//! pointers; libNVVM from compute_100 on).
//! Invariants: the output names only types, instructions, intrinsics and
//! attributes the dialect's LLVM knows *and libNVVM's verifier takes* —
//! in both dialects that means NVVM's own intrinsics and atomics in place
//! of LLVM's newer generic ones (`llvm.fabs` → `llvm.nvvm.fabs.d`,
//! `atomicrmw fadd` → `llvm.nvvm.atomic.load.add.f32`, `activemask` as
//! PTX); in LLVM 7 every pointer value has one typed pointer type, and
//! wherever it is used at another one a `bitcast` (a constant expression
//! for constants) converts it, so no use ever mismatches; what cannot be
//! expressed is an error naming it (never a silent rewrite with other
//! semantics).
//!
//! Pointer typing (LLVM 7): every pointer value has a *natural* type — a
//! global's or an alloca's own type, a `getelementptr`'s result element
//! type, an `addrspacecast`'s operand pointee, a pointer loaded from a
//! slot of pointer-to-pointer type the slot's — and anything else (phis,
//! selects, call results) is the neutral `i8 addrspace(N)*`, as the
//! design allows. What a pointer in a struct field, parameter, global or
//! stack slot points to comes from the type graph (`Pointees`, made by
//! codegen): `%struct.Node = type { i32, %struct.Node* }`; a hint is used
//! only where it erases to the LLVM type it describes, so it can change
//! spelling, never meaning. A
//! use demands the type its instruction needs (a load's element type, a
//! call's parameter type); a mismatch is a `bitcast` before the
//! instruction, or for a phi's incoming value at the end of the
//! predecessor block. In the modern dialect every pointer is `ptr`, so
//! no use mismatches and no cast is written.
//!
//! The rules per construct live in `types` (type spelling), `values`
//! (names, constants, operands), `inst` (instructions, the LLVM 7 forms of
//! newer ones and of intrinsics), `meta` (metadata) and `debug` (debug
//! information).
//!
//! Why the modern dialect is not LLVM 19's own text: libNVVM's verifier, in
//! both dialects, takes NVVM's intrinsics rather than LLVM's newer generic
//! ones. `intrinsics` passes through what the NVVM IR spec §11 lists and
//! rewrites the rest: `fneg`, `freeze`, float atomics, `llvm.smax`-style and
//! saturating intrinsics (compare and select), `llvm.fabs` →
//! `llvm.nvvm.fabs.f` (vectors lane by lane), `minnum` → PTX `min` (`.ftz`
//! under `-ftz`), `llvm.is.fpclass` → bit tests, special registers libNVVM
//! lacks → PTX `mov`, warp matrix (`llvm.nvvm.wmma.*`) → the PTX nvcc
//! writes; anything else is a "not supported yet" error naming it,
//! never IR libNVVM would reject. A unit test runs the expansions in LLVM's
//! interpreter against Rust's answers. One difference between the dialects:
//! libNVVM 12.9's verifier for compute_100 upgrades NVVM's float-add
//! intrinsic to the `atomicrmw fadd` it then rejects, so the modern dialect
//! writes float atomic adds as PTX (`red`/`atom`).
//!
//! Which dialect: the driver writes LLVM 7 below sm_100 and modern from
//! sm_100 on (`--nvvm-dialect` overrides). `backend::Sm` knows LLVM 19's
//! SMs and the Blackwell ones only libNVVM compiles (`LIBNVVM_ARCHS`, with
//! `a` and `f` variants); for those the driver picks the libNVVM backend and
//! an sm_90 LLVM target machine runs the IR optimisation pipeline
//! (`Sm::for_llvm`: LLVM's IR passes ask the target nothing that differs).
//! With libNVVM as backend, kernels carry the spec's legacy annotations
//! (`cluster_max_blocks`, which libNVVM reads and LLVM 19 does not). The
//! libNVVM sweep in `tests/` takes the codegen, cxx and projects cases and
//! the samples through libNVVM in both dialects, then through ptxas.

mod debug;
mod inst;
mod intrinsics;
mod meta;
mod types;
mod values;

#[cfg(test)]
mod tests;

use inkwell::module::Module;
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use std::collections::{BTreeMap, HashMap, HashSet};

/// The data layout string the NVVM IR spec requires of 64-bit modules.
pub const DATA_LAYOUT: &str = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64";

/// Which LLVM the NVVM IR is written for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dialect {
    /// LLVM 7.0 text with typed pointers: libNVVM before Blackwell.
    Llvm7,
    /// Modern (opaque-pointer) text: libNVVM from compute_100 on parses
    /// it, but its verifier still takes only NVVM's own intrinsics and
    /// atomics, so everything else is written as for LLVM 7.
    Modern,
}

/// Write `module` as NVVM IR in `dialect`. An error names the construct
/// that has no form in it.
/// A module with debug information has its debug records turned into
/// `llvm.dbg.*` calls first (`debug`).
pub fn write(module: &Module, dialect: Dialect, pointees: &Pointees) -> Result<String, String> {
    let mut w = Writer::new(module.as_mut_ptr(), dialect, pointees);
    // SAFETY: the module is live for the whole call and changed only by
    // `DebugTable::of`, before anything is read.
    unsafe {
        w.debug = debug::DebugTable::of(w.m);
        w.module()
    }?;
    Ok(w.finish())
}

/// An LLVM type as C++ declared it: pointers keep their pointee.
#[derive(Clone, Debug)]
pub enum Typed {
    /// A type with no pointer to spell differently (the pointee of a
    /// pointer: `float`, `%struct.Node`, `i8` for `void`).
    Llvm(LLVMTypeRef),
    /// A pointer to the inner type, in an address space.
    Ptr(Box<Typed>, u32),
    /// An array of `n` of the inner type.
    Array(Box<Typed>, u64),
}

/// The pointees opaque pointers forget, from the type graph (codegen's
/// `pointees`): what the LLVM 7 dialect spells. Every entry is a hint
/// the writer uses only where it erases to the LLVM type it describes.
#[derive(Default, Debug)]
pub struct Pointees {
    /// Named struct → its fields, by LLVM field index.
    pub structs: HashMap<String, Vec<Option<Typed>>>,
    /// Function symbol → its parameters.
    pub params: HashMap<String, Vec<Option<Typed>>>,
    /// Global symbol → its value type.
    pub globals: HashMap<String, Typed>,
    /// Stack slot (the `alloca`'s address) → its allocated type.
    pub allocas: HashMap<usize, Typed>,
}

/// One function's printing state.
#[derive(Default)]
struct FnState {
    /// Every local (argument, instruction, block) and its printed name.
    names: HashMap<LLVMValueRef, String>,
    used: HashSet<String>,
    /// Values standing for others (`freeze x` is `x`).
    alias: HashMap<LLVMValueRef, LLVMValueRef>,
    /// Casts to print at the end of a block (before its terminator), for
    /// phis of its successors: (block, value, type) → name.
    edge_casts: BTreeMap<(usize, usize, String), String>,
    next_tmp: usize,
    /// The function flushes f32 denormals (`-ftz=true`): PTX written for
    /// it uses the `.ftz` forms LLVM's NVPTX would select.
    ftz_f32: bool,
}

pub(crate) struct Writer<'p> {
    m: LLVMModuleRef,
    dialect: Dialect,
    pointees: &'p Pointees,
    out: String,
    /// Named struct types met, printed as definitions at the top.
    structs: Vec<LLVMTypeRef>,
    struct_seen: HashSet<LLVMTypeRef>,
    /// Declarations needed: LLVM 7 name → declaration line.
    decls: BTreeMap<String, String>,
    /// Metadata nodes numbered for printing.
    md_ids: HashMap<LLVMValueRef, usize>,
    md_order: Vec<LLVMValueRef>,
    /// LLVM's numbering of the debug metadata, when there is any.
    debug: Option<debug::DebugTable>,
    f: FnState,
}

impl<'p> Writer<'p> {
    fn new(m: LLVMModuleRef, dialect: Dialect, pointees: &'p Pointees) -> Writer<'p> {
        Writer {
            m,
            dialect,
            pointees,
            out: String::new(),
            structs: Vec::new(),
            struct_seen: HashSet::new(),
            decls: BTreeMap::new(),
            md_ids: HashMap::new(),
            md_order: Vec::new(),
            debug: None,
            f: FnState::default(),
        }
    }

    fn ctx(&self) -> LLVMContextRef {
        // SAFETY: the module is live.
        unsafe { LLVMGetModuleContext(self.m) }
    }

    /// Globals, functions, then the types and declarations they needed
    /// and the metadata, assembled in LLVM's order.
    unsafe fn module(&mut self) -> Result<(), String> {
        let mut globals = String::new();
        let mut g = LLVMGetFirstGlobal(self.m);
        while !g.is_null() {
            globals.push_str(&self.global(g)?);
            g = LLVMGetNextGlobal(g);
        }
        let mut bodies = String::new();
        let mut f = LLVMGetFirstFunction(self.m);
        while !f.is_null() {
            if LLVMCountBasicBlocks(f) > 0 {
                bodies.push_str(&self.function(f)?);
            } else if !values::name_of(f).starts_with("llvm.") && !LLVMGetFirstUse(f).is_null() {
                // (An unused declaration would be an unresolved `.extern`
                // in libNVVM's PTX.)
                let line = self.declaration(f)?;
                self.decls.insert(values::name_of(f), line);
            }
            f = LLVMGetNextFunction(f);
        }
        let named = self.named_metadata()?;
        let mut out = String::new();
        out.push_str(&format!("target datalayout = \"{DATA_LAYOUT}\"\n"));
        out.push_str(&format!("target triple = \"{}\"\n\n", super::TRIPLE));
        let mut i = 0;
        while i < self.structs.len() {
            // Printing a body can meet further named structs.
            let s = self.structs[i];
            let line = self.struct_definition(s)?;
            out.push_str(&line);
            i += 1;
        }
        if !self.structs.is_empty() {
            out.push('\n');
        }
        out.push_str(&globals);
        if !globals.is_empty() {
            out.push('\n');
        }
        out.push_str(&bodies);
        for d in self.decls.values() {
            out.push_str(d);
            out.push('\n');
        }
        out.push('\n');
        out.push_str(&named);
        out.push_str(&self.metadata_nodes()?);
        self.out = out;
        Ok(())
    }

    fn finish(self) -> String {
        self.out
    }
}

/// A value as an index (for ordered maps keyed by LLVM values).
fn key(v: LLVMValueRef) -> usize {
    v as usize
}
