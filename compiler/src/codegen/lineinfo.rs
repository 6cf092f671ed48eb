//! `-lineinfo`: DWARF line tables, so the PTX carries `.file`/`.loc` for
//! profilers (Nsight Compute) as nvcc's `-lineinfo` does.
//!
//! Input: the functions codegen defines and the spans of their statements,
//! with the source map. Output: a compile unit, one subprogram per defined
//! function, and a debug location on every instruction a statement
//! produces: the place the user wrote it, through macro expansions
//! (`SourceMap::user_span`), in whichever file that is (a header's
//! function gets its header's file).
//!
//! The compile unit's emission kind is LLVM's `DebugDirectivesOnly`
//! (clang's `-gline-directives-only`): NVPTX then writes `.file`/`.loc`
//! and neither `.target …, debug` nor DWARF sections, which would make
//! ptxas compile differently (more registers). The C API's enum lacks that
//! kind, so the compile unit is created through `ffi` below; the rest uses
//! llvm-sys directly (inkwell's builder can only make the other kinds).
//!
//! Invariants: line tables only (no variables or types: that is `-G`);
//! every instruction of a function with a subprogram has a location from
//! the function's first statement on, so the LLVM verifier's rule that an
//! inlinable call in a function with debug info carries one always holds;
//! optimisation is the same with and without it.

use crate::ir::Function;
use crate::source::{FileId, SourceMap, Span};
use inkwell::builder::Builder;
use inkwell::context::Context;
use inkwell::module::{FlagBehavior, Module};
use inkwell::values::{AsValueRef, FunctionValue};
use llvm_sys::debuginfo as di;
use llvm_sys::prelude::{LLVMDIBuilderRef, LLVMMetadataRef};
use std::collections::HashMap;
use std::os::raw::c_char;

/// LLVM 19's debug metadata version (`llvm::DEBUG_METADATA_VERSION`).
const DEBUG_METADATA_VERSION: u64 = 3;

/// `DICompileUnit::DebugEmissionKind::DebugDirectivesOnly`.
const DEBUG_DIRECTIVES_ONLY: std::os::raw::c_uint = 3;

mod ffi {
    use llvm_sys::prelude::{LLVMBool, LLVMDIBuilderRef, LLVMMetadataRef};
    use std::os::raw::{c_char, c_uint};

    #[allow(clashing_extern_declarations)]
    extern "C" {
        /// llvm-sys declares the emission kind as an enum without
        /// `DebugDirectivesOnly`; LLVM casts the integer to its C++ enum,
        /// so it is declared here with the integer the C ABI passes.
        pub fn LLVMDIBuilderCreateCompileUnit(
            builder: LLVMDIBuilderRef,
            lang: c_uint,
            file: LLVMMetadataRef,
            producer: *const c_char,
            producer_len: usize,
            optimized: LLVMBool,
            flags: *const c_char,
            flags_len: usize,
            runtime_version: c_uint,
            split_name: *const c_char,
            split_name_len: usize,
            kind: c_uint,
            dwo_id: c_uint,
            split_debug_inlining: LLVMBool,
            debug_info_for_profiling: LLVMBool,
            sysroot: *const c_char,
            sysroot_len: usize,
            sdk: *const c_char,
            sdk_len: usize,
        ) -> LLVMMetadataRef;
    }
}

/// The debug-info state of one module.
pub(crate) struct LineInfo<'a> {
    dib: LLVMDIBuilderRef,
    sm: &'a SourceMap,
    files: HashMap<FileId, LLVMMetadataRef>,
    /// Lexical block files: a function's scope seen from another file.
    block_files: HashMap<(FileId, usize), LLVMMetadataRef>,
}

/// Where a function's locations go: its subprogram and its file.
#[derive(Clone, Copy)]
pub(crate) struct FnScope {
    sp: LLVMMetadataRef,
    file: FileId,
}

fn text(s: &str) -> (*const c_char, usize) {
    (s.as_ptr() as *const c_char, s.len())
}

impl<'a> LineInfo<'a> {
    /// The compile unit for the main file (its name as the command line
    /// gave it).
    pub fn new<'ctx>(
        ctx: &'ctx Context,
        module: &Module<'ctx>,
        sm: &'a SourceMap,
        main: FileId,
    ) -> Self {
        let i32t = ctx.i32_type();
        module.add_basic_value_flag(
            "Debug Info Version",
            FlagBehavior::Warning,
            i32t.const_int(DEBUG_METADATA_VERSION, false),
        );
        // NVPTX writes DWARF 2 line programs, as clang's CUDA mode asks.
        module.add_basic_value_flag(
            "Dwarf Version",
            FlagBehavior::Warning,
            i32t.const_int(2, false),
        );
        let (dir, name) = split(&sm.file(main).name);
        let (producer, none) = (text("cudac"), text(""));
        // SAFETY: the module is live for this builder's lifetime (the
        // builder is disposed in `Drop`, before codegen hands the module
        // on); every string is passed with its length.
        unsafe {
            let dib = di::LLVMCreateDIBuilder(module.as_mut_ptr());
            let file = create_file(dib, &dir, &name);
            // The unit is reached from the module (`!llvm.dbg.cu`).
            ffi::LLVMDIBuilderCreateCompileUnit(
                dib,
                di::LLVMDWARFSourceLanguage::LLVMDWARFSourceLanguageC_plus_plus as u32,
                file,
                producer.0,
                producer.1,
                1,
                none.0,
                none.1,
                0,
                none.0,
                none.1,
                DEBUG_DIRECTIVES_ONLY,
                0,
                0,
                0,
                none.0,
                none.1,
                none.0,
                none.1,
            );
            LineInfo {
                dib,
                sm,
                files: HashMap::new(),
                block_files: HashMap::new(),
            }
        }
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

    /// Gives `fv` (the definition of `f`) its subprogram.
    pub fn subprogram(&mut self, fv: FunctionValue<'_>, f: &Function) -> FnScope {
        let at = self.sm.user_span(f.span);
        let file = self.file(at.file);
        let line = self.line_col(at).0;
        let local = !matches!(
            f.linkage,
            crate::ir::Linkage::External | crate::ir::Linkage::WeakOdr
        );
        let (name, symbol) = (text(&f.name), text(&f.symbol));
        // SAFETY: a live builder and function; strings with their lengths;
        // an empty parameter list.
        let sp = unsafe {
            let ty = di::LLVMDIBuilderCreateSubroutineType(
                self.dib,
                file,
                std::ptr::null_mut(),
                0,
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
                1,
            );
            di::LLVMSetSubprogram(fv.as_value_ref(), sp);
            sp
        };
        FnScope { sp, file: at.file }
    }

    /// Makes `b` give what it builds next the location of `span` in
    /// function scope `s`.
    pub fn locate(&mut self, ctx: &Context, b: &Builder<'_>, s: FnScope, span: Span) {
        let at = self.sm.user_span(span);
        let (line, col) = self.line_col(at);
        let scope = if at.file == s.file {
            s.sp
        } else {
            // Code from another file inside this function (an included
            // fragment): the function's scope, in that file.
            let file = self.file(at.file);
            let key = (at.file, s.sp as usize);
            match self.block_files.get(&key) {
                Some(&b) => b,
                None => {
                    // SAFETY: a live builder; metadata it made.
                    let bf =
                        unsafe { di::LLVMDIBuilderCreateLexicalBlockFile(self.dib, s.sp, file, 0) };
                    self.block_files.insert(key, bf);
                    bf
                }
            }
        };
        // SAFETY: a live context, builder and scope.
        unsafe {
            let loc = di::LLVMDIBuilderCreateDebugLocation(
                inkwell::context::AsContextRef::as_ctx_ref(&ctx),
                line,
                col,
                scope,
                std::ptr::null_mut(),
            );
            llvm_sys::core::LLVMSetCurrentDebugLocation2(b.as_mut_ptr(), loc);
        }
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

impl Drop for LineInfo<'_> {
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
