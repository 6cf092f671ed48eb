//! Debug information: `-lineinfo`'s line tables and `-G`'s full device
//! debug information, through LLVM's debug-info builder.
//!
//! Input: the functions codegen defines, the spans of their statements
//! and blocks, their locals' stack slots and the module's variables, with
//! the source map and the type graph. Output: a compile unit, one
//! subprogram per defined function, and a debug location on every
//! instruction a statement produces: the place the user wrote it, through
//! macro expansions (`SourceMap::user_span`), in whichever file that is (a
//! header's function gets its header's file). With `-G` also: the
//! functions' signatures, a lexical block per `{ … }`, a `DILocalVariable`
//! with a declare record for every parameter and named local, a
//! `DIGlobalVariableExpression` for every device variable, and the types
//! all of them name (`types`).
//!
//! `-lineinfo`'s compile unit has LLVM's `DebugDirectivesOnly` emission
//! kind (clang's `-gline-directives-only`): NVPTX then writes
//! `.file`/`.loc` and neither `.target …, debug` nor DWARF sections, which
//! would make ptxas compile differently (more registers). `-G`'s is
//! `FullDebug`: `.target sm_XX, debug` and the DWARF sections cuda-gdb
//! reads, without the name tables (`.debug_pubnames`), which ptxas
//! refuses below PTX 7.5. The C API can ask for neither, so the unit comes
//! from the C++ shim (`backend/llvm_shim.cpp`); the rest uses llvm-sys
//! directly (inkwell's builder is not used: its compile unit is the C
//! API's).
//!
//! Invariants: every instruction of a function with a subprogram has a
//! location from the function's first statement on, so the LLVM
//! verifier's rule that an inlinable call in a function with debug info
//! carries one always holds; with `-lineinfo`, optimisation is the same
//! with and without it; cudac's own temporaries (`agg.tmp`, `__range`, …)
//! get no variable.

mod types;

use crate::ir::{Function, Global, LocalId};
use crate::source::{FileId, SourceMap, Span};
use crate::types::{TypeGraph, TypeId};
use inkwell::basic_block::BasicBlock;
use inkwell::builder::Builder;
use inkwell::context::{AsContextRef, Context};
use inkwell::module::{FlagBehavior, Module};
use inkwell::values::{AsValueRef, FunctionValue, GlobalValue, PointerValue};
use llvm_sys::debuginfo as di;
use llvm_sys::prelude::{LLVMDIBuilderRef, LLVMMetadataRef};
use std::collections::HashMap;
use std::os::raw::c_char;

/// LLVM 19's debug metadata version (`llvm::DEBUG_METADATA_VERSION`).
const DEBUG_METADATA_VERSION: u64 = 3;

// DWARF expression operations (DWARF 5, §7.7.1).
const DW_OP_CONSTU: u64 = 0x10;
const DW_OP_SWAP: u64 = 0x16;
const DW_OP_XDEREF: u64 = 0x18;

extern "C" {
    /// `backend/llvm_shim.cpp`: a C++ compile unit without name tables,
    /// `full` selecting `FullDebug` over `DebugDirectivesOnly`, neither of
    /// which the C API can ask for.
    fn cudac_create_compile_unit(
        builder: LLVMDIBuilderRef,
        file: LLVMMetadataRef,
        producer: *const c_char,
        producer_len: usize,
        optimized: i32,
        full: i32,
    ) -> LLVMMetadataRef;
}

/// How much debug information a module carries.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DebugLevel {
    /// `-lineinfo`: line tables only.
    LineTables,
    /// `-G`: variables, types, scopes.
    Full,
}

/// The debug-info state of one module.
pub(crate) struct DebugInfo<'a> {
    dib: LLVMDIBuilderRef,
    sm: &'a SourceMap,
    types: &'a TypeGraph,
    level: DebugLevel,
    optimized: bool,
    /// The main file's descriptor: the scope of types and variables.
    main_file: LLVMMetadataRef,
    files: HashMap<FileId, LLVMMetadataRef>,
    /// Lexical block files: a function's scope seen from another file.
    block_files: HashMap<(FileId, usize), LLVMMetadataRef>,
    /// Descriptors of the types already described (`types`).
    described: HashMap<TypeId, LLVMMetadataRef>,
}

/// Where locations go: a subprogram or a lexical block in it, and its
/// file.
#[derive(Clone, Copy)]
pub(crate) struct FnScope {
    scope: LLVMMetadataRef,
    file: FileId,
}

fn text(s: &str) -> (*const c_char, usize) {
    (s.as_ptr() as *const c_char, s.len())
}

/// Whether a local is the user's: cudac's own temporaries are named with
/// a dot (`agg.tmp`) or as clang names its range-`for` helpers.
fn user_named(name: &str) -> bool {
    !name.is_empty() && !name.contains('.') && name != "__range" && name != "__i"
}

impl<'a> DebugInfo<'a> {
    /// The compile unit for the main file (its name as the command line
    /// gave it).
    pub fn new<'ctx>(
        ctx: &'ctx Context,
        module: &Module<'ctx>,
        sm: &'a SourceMap,
        types: &'a TypeGraph,
        main: FileId,
        level: DebugLevel,
        optimized: bool,
    ) -> Self {
        let i32t = ctx.i32_type();
        // Behaviour `Error`, as the NVVM IR spec requires of it.
        module.add_basic_value_flag(
            "Debug Info Version",
            FlagBehavior::Error,
            i32t.const_int(DEBUG_METADATA_VERSION, false),
        );
        // NVPTX writes DWARF 2, as clang's CUDA mode asks.
        module.add_basic_value_flag(
            "Dwarf Version",
            FlagBehavior::Warning,
            i32t.const_int(2, false),
        );
        let (dir, name) = split(&sm.file(main).name);
        let producer = text("cudac");
        // SAFETY: the module is live for this builder's lifetime (the
        // builder is disposed in `Drop`, before codegen hands the module
        // on); every string is passed with its length.
        unsafe {
            // Declare records are made in the format LLVM 19 works in.
            llvm_sys::core::LLVMSetIsNewDbgInfoFormat(module.as_mut_ptr(), 1);
            let dib = di::LLVMCreateDIBuilder(module.as_mut_ptr());
            let file = create_file(dib, &dir, &name);
            // The unit is reached from the module (`!llvm.dbg.cu`).
            cudac_create_compile_unit(
                dib,
                file,
                producer.0,
                producer.1,
                optimized as i32,
                (level == DebugLevel::Full) as i32,
            );
            let mut files = HashMap::new();
            files.insert(main, file);
            DebugInfo {
                dib,
                sm,
                types,
                level,
                optimized,
                main_file: file,
                files,
                block_files: HashMap::new(),
                described: HashMap::new(),
            }
        }
    }

    fn full(&self) -> bool {
        self.level == DebugLevel::Full
    }

    fn file(&mut self, id: FileId) -> LLVMMetadataRef {
        if let Some(&f) = self.files.get(&id) {
            return f;
        }
        let (dir, name) = split(&self.sm.file(id).name);
        // SAFETY: a live builder; strings with their lengths.
        let f = unsafe { create_file(self.dib, &dir, &name) };
        self.files.insert(id, f);
        f
    }

    /// Gives `fv` (the definition of `f`) its subprogram. With `-G` its
    /// type lists the return and parameter types; line tables need none.
    pub fn subprogram(&mut self, fv: FunctionValue<'_>, f: &Function) -> FnScope {
        let (at, file, line) = self.place(f.span);
        let local = local_to_unit(f.linkage);
        let mut signature = Vec::new();
        if self.full() {
            signature.push(self.ty(f.ret));
            for &p in &f.params {
                let t = f.locals[p].ty;
                signature.push(self.ty(t));
            }
        }
        // A template specialisation is named with its arguments, as clang
        // names it (`twice<int>`).
        let shown = match &f.template_args {
            Some(args) => format!("{}{}", f.name, self.types.display_args(args)),
            None => f.name.clone(),
        };
        let (name, symbol) = (text(&shown), text(&f.symbol));
        // SAFETY: a live builder and function; strings with their lengths;
        // the signature outlives the call.
        let sp = unsafe {
            let ty = di::LLVMDIBuilderCreateSubroutineType(
                self.dib,
                file,
                signature.as_mut_ptr(),
                signature.len() as u32,
                di::LLVMDIFlagZero,
            );
            let sp = di::LLVMDIBuilderCreateFunction(
                self.dib,
                file,
                name.0,
                name.1,
                symbol.0,
                symbol.1,
                file,
                line,
                ty,
                local as i32,
                1,
                line,
                di::LLVMDIFlagPrototyped,
                self.optimized as i32,
            );
            di::LLVMSetSubprogram(fv.as_value_ref(), sp);
            sp
        };
        FnScope {
            scope: sp,
            file: at.file,
        }
    }

    /// `-G`: the scope of a `{ … }` at `span` inside `s` (its variables
    /// are visible only there); `s` itself with line tables only.
    pub fn lexical_block(&mut self, s: FnScope, span: Span) -> FnScope {
        if !self.full() {
            return s;
        }
        let at = self.sm.user_span(span);
        let (line, col) = self.line_col(at);
        let file = self.file(at.file);
        // SAFETY: a live builder; metadata it made.
        let scope =
            unsafe { di::LLVMDIBuilderCreateLexicalBlock(self.dib, s.scope, file, line, col) };
        FnScope {
            scope,
            file: at.file,
        }
    }

    /// Makes `b` give what it builds next the location of `span` in
    /// scope `s`.
    pub fn locate(&mut self, ctx: &Context, b: &Builder<'_>, s: FnScope, span: Span) {
        let loc = self.location(ctx, s, span);
        // SAFETY: a live builder and location.
        unsafe { llvm_sys::core::LLVMSetCurrentDebugLocation2(b.as_mut_ptr(), loc) }
    }

    /// The location of `span` in scope `s`.
    fn location(&mut self, ctx: &Context, s: FnScope, span: Span) -> LLVMMetadataRef {
        let at = self.sm.user_span(span);
        let (line, col) = self.line_col(at);
        let scope = if at.file == s.file {
            s.scope
        } else {
            // Code from another file inside this scope (an included
            // fragment): the scope, in that file.
            let file = self.file(at.file);
            let key = (at.file, s.scope as usize);
            match self.block_files.get(&key) {
                Some(&b) => b,
                None => {
                    // SAFETY: a live builder; metadata it made.
                    let bf = unsafe {
                        di::LLVMDIBuilderCreateLexicalBlockFile(self.dib, s.scope, file, 0)
                    };
                    self.block_files.insert(key, bf);
                    bf
                }
            }
        };
        // SAFETY: a live context and scope.
        unsafe {
            di::LLVMDIBuilderCreateDebugLocation(
                ctx.as_ctx_ref(),
                line,
                col,
                scope,
                std::ptr::null_mut(),
            )
        }
    }

    /// `-G`: describes local `l` of `f`, which lives at `storage`, with a
    /// declare record at the end of `block` (where its declaration is).
    /// Parameters are numbered as in the signature; `this` is marked
    /// artificial, as clang marks it. Nothing for line tables, nor for
    /// cudac's own temporaries.
    pub fn declare(
        &mut self,
        ctx: &Context,
        s: FnScope,
        f: &Function,
        l: LocalId,
        storage: PointerValue<'_>,
        block: BasicBlock<'_>,
    ) {
        let local = &f.locals[l];
        if !self.full() || !user_named(&local.name) {
            return;
        }
        let (_, file, line) = self.place(local.span);
        let ty = self.ty(local.ty);
        let name = text(&local.name);
        let arg = f.params.iter().position(|&p| p == l);
        let flags = if arg.is_some() && local.name == "this" && f.method.is_some() {
            di::LLVMDIFlagArtificial | di::LLVMDIFlagObjectPointer
        } else {
            di::LLVMDIFlagZero
        };
        let loc = self.location(ctx, s, local.span);
        // SAFETY: a live builder, scope, storage and block; the name with
        // its length; an empty expression.
        unsafe {
            let var = match arg {
                Some(i) => di::LLVMDIBuilderCreateParameterVariable(
                    self.dib,
                    s.scope,
                    name.0,
                    name.1,
                    i as u32 + 1,
                    file,
                    line,
                    ty,
                    1,
                    flags,
                ),
                None => di::LLVMDIBuilderCreateAutoVariable(
                    self.dib, s.scope, name.0, name.1, file, line, ty, 1, flags, 0,
                ),
            };
            let expr = di::LLVMDIBuilderCreateExpression(self.dib, std::ptr::null_mut(), 0);
            di::LLVMDIBuilderInsertDeclareRecordAtEnd(
                self.dib,
                storage.as_value_ref(),
                var,
                expr,
                loc,
                block.as_mut_ptr(),
            );
        }
    }

    /// `-G`: describes the device variable `g`, defined as `gv`, in its
    /// memory space.
    pub fn global(&mut self, gv: GlobalValue<'_>, g: &Global) {
        if !self.full() {
            return;
        }
        let (_, file, line) = self.place(g.span);
        let ty = self.ty(g.ty);
        let local = local_to_unit(g.linkage);
        let (name, symbol) = (text(&g.name), text(&g.symbol));
        let align = self.types.layout(g.ty).map_or(0, |l| l.align * 8) as u32;
        // The memory space as clang gives it: its DWARF address class
        // pushed, then an `xderef` of the address in that space.
        let mut ops: Vec<u64> = match crate::nvvm::target::dwarf::address_class(g.space) {
            Some(class) => vec![DW_OP_CONSTU, class as u64, DW_OP_SWAP, DW_OP_XDEREF],
            None => Vec::new(),
        };
        // SAFETY: a live builder and global; strings with their lengths;
        // the operations outlive the call.
        unsafe {
            let expr = di::LLVMDIBuilderCreateExpression(self.dib, ops.as_mut_ptr(), ops.len());
            let gve = di::LLVMDIBuilderCreateGlobalVariableExpression(
                self.dib,
                self.main_file,
                name.0,
                name.1,
                symbol.0,
                symbol.1,
                file,
                line,
                ty,
                local as i32,
                expr,
                std::ptr::null_mut(),
                align,
            );
            llvm_sys::core::LLVMGlobalSetMetadata(gv.as_value_ref(), dbg_kind(), gve);
        }
    }

    /// Where the user wrote `span` (through macro expansions): the span,
    /// its file's descriptor and its line.
    fn place(&mut self, span: Span) -> (Span, LLVMMetadataRef, u32) {
        let at = self.sm.user_span(span);
        let file = self.file(at.file);
        (at, file, self.line_col(at).0)
    }

    fn line_col(&self, at: Span) -> (u32, u32) {
        let (l, c) = self.sm.file(at.file).line_col(at.start as usize);
        (l as u32, c as u32)
    }

    /// Resolves the metadata; call once, after every function.
    pub fn finish(&self) {
        // SAFETY: a live builder.
        unsafe { di::LLVMDIBuilderFinalize(self.dib) }
    }
}

/// Whether a symbol of `linkage` is local to its compile unit.
fn local_to_unit(linkage: crate::ir::Linkage) -> bool {
    !matches!(
        linkage,
        crate::ir::Linkage::External | crate::ir::Linkage::WeakOdr
    )
}

/// The metadata kind `!dbg`.
fn dbg_kind() -> u32 {
    let name = "dbg";
    // SAFETY: the name with its length.
    unsafe { llvm_sys::core::LLVMGetMDKindID(name.as_ptr() as *const c_char, name.len() as u32) }
}

impl Drop for DebugInfo<'_> {
    fn drop(&mut self) {
        // SAFETY: created by `LLVMCreateDIBuilder`, disposed once.
        unsafe { di::LLVMDisposeDIBuilder(self.dib) }
    }
}

/// A file descriptor.
///
/// # Safety
/// `dib` must be a live DIBuilder.
unsafe fn create_file(dib: LLVMDIBuilderRef, dir: &str, name: &str) -> LLVMMetadataRef {
    let (n, d) = (text(name), text(dir));
    di::LLVMDIBuilderCreateFile(dib, n.0, n.1, d.0, d.1)
}

/// A file name as (directory, base name); the directory is empty for a
/// bare name and for cudac's embedded headers (`<cudac>/NAME`).
fn split(path: &str) -> (String, String) {
    match path.rsplit_once('/') {
        Some((dir, name)) if !dir.starts_with('<') => (dir.to_string(), name.to_string()),
        _ => (String::new(), path.to_string()),
    }
}
