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
//! `nvptx64-nvidia-gpulibs` and an old layout). libdevice's named
//! metadata comes along (`llvm.ident`, its `nvvmir.version`, which
//! `nvvm::set_ir_version` in the compiler then makes the module's).
//!
//! The C API has no `LinkOnlyNeeded`; the `linkonce_odr` trick gives "import
//! only what is reachable" with it alone, and unused `__nv_*` declarations
//! are deleted first so they pull nothing in. Linking `sinf` takes about
//! 4 ms. LLVM's default diagnostic handler exits the process on a bad
//! bitcode file, so `link` installs a collecting one for its duration.

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
    Link(PathBuf, String),
}

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LinkError::Read(p, e) => write!(f, "cannot read libdevice '{}': {e}", p.display()),
            LinkError::NotBitcode(p) => {
                write!(f, "'{}' is not an LLVM bitcode file", p.display())
            }
            LinkError::Link(p, e) => write!(
                f,
                "LLVM could not link libdevice '{}' into the module: {e}",
                p.display()
            ),
        }
    }
}

impl std::error::Error for LinkError {}

/// The libdevice functions `module` calls but does not define.
pub fn needed(module: &Module<'_>) -> Vec<String> {
    declarations(module)
        .into_iter()
        .filter(|(_, used)| *used)
        .map(|(f, _)| f.get_name().to_string_lossy().into_owned())
        .collect()
}

/// The module's `__nv_*` declarations, each with whether anything uses it.
fn declarations<'ctx>(module: &Module<'ctx>) -> Vec<(FunctionValue<'ctx>, bool)> {
    module
        .get_functions()
        .filter(|f| {
            f.count_basic_blocks() == 0 && f.get_name().to_bytes().starts_with(PREFIX.as_bytes())
        })
        .map(|f| {
            let used = f
                .as_global_value()
                .as_pointer_value()
                .get_first_use()
                .is_some();
            (f, used)
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
    // An unused declaration would pull its definition in.
    for (f, used) in declarations(module) {
        if !used {
            // SAFETY: an unused declaration of this module.
            unsafe { f.delete() };
        }
    }
    let dest = module.as_mut_ptr();
    let mut names = Vec::new();
    // SAFETY: the source module is created in the destination's context
    // from a buffer it owns, changed only through the C API, and consumed
    // (destroyed) by LLVMLinkModules2. The diagnostic handler installed
    // for the duration points at `errors`, which outlives it, and the
    // previous handler is restored before returning.
    unsafe {
        let ctx = LLVMGetModuleContext(dest);
        let mut errors: Vec<String> = Vec::new();
        let prev_handler = LLVMContextGetDiagnosticHandler(ctx);
        let prev_context = LLVMContextGetDiagnosticContext(ctx);
        // LLVM's default handler exits the process on a bitcode error.
        LLVMContextSetDiagnosticHandler(
            ctx,
            Some(record_error),
            (&mut errors as *mut Vec<String>).cast(),
        );
        let result = load_and_link(dest, ctx, &bytes, &mut names);
        LLVMContextSetDiagnosticHandler(ctx, prev_handler, prev_context);
        match result {
            Ok(()) if errors.is_empty() => {}
            Err(Stage::Load) => return Err(LinkError::NotBitcode(path.to_path_buf())),
            _ => return Err(LinkError::Link(path.to_path_buf(), errors.join("; "))),
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
    Ok(linked)
}

enum Stage {
    Load,
    Link,
}

/// Read `bytes` lazily into `ctx`, make every definition `linkonce_odr`
/// (recording its name), and link it into `dest`.
unsafe fn load_and_link(
    dest: LLVMModuleRef,
    ctx: llvm_sys::prelude::LLVMContextRef,
    bytes: &[u8],
    names: &mut Vec<String>,
) -> Result<(), Stage> {
    // A raw bitcode file or the wrapper format.
    if !(bytes.starts_with(b"BC\xC0\xDE") || bytes.starts_with(&[0xDE, 0xC0, 0x17, 0x0B])) {
        return Err(Stage::Load);
    }
    let buf = LLVMCreateMemoryBufferWithMemoryRangeCopy(
        bytes.as_ptr().cast(),
        bytes.len(),
        c"libdevice".as_ptr(),
    );
    let mut src: LLVMModuleRef = std::ptr::null_mut();
    // Lazy: function bodies are read only when the linker needs them.
    // The module takes the buffer, even on failure.
    if LLVMGetBitcodeModuleInContext2(ctx, buf, &mut src) != 0 || src.is_null() {
        return Err(Stage::Load);
    }
    LLVMSetTarget(src, LLVMGetTarget(dest));
    LLVMSetDataLayout(src, LLVMGetDataLayoutStr(dest));
    let mut f = LLVMGetFirstFunction(src);
    while !f.is_null() {
        if LLVMIsDeclaration(f) == 0 {
            let mut len = 0usize;
            let p = LLVMGetValueName2(f, &mut len).cast::<u8>();
            names.push(String::from_utf8_lossy(std::slice::from_raw_parts(p, len)).into_owned());
            LLVMSetLinkage(f, LLVMLinkage::LLVMLinkOnceODRLinkage);
        }
        f = LLVMGetNextFunction(f);
    }
    if LLVMLinkModules2(dest, src) != 0 {
        return Err(Stage::Link);
    }
    Ok(())
}

/// A diagnostic handler that collects error messages instead of exiting.
extern "C" fn record_error(
    info: llvm_sys::prelude::LLVMDiagnosticInfoRef,
    errors: *mut std::ffi::c_void,
) {
    // SAFETY: `errors` is the `Vec<String>` `link` installed with this
    // handler; `info` is valid for the duration of the call.
    unsafe {
        if LLVMGetDiagInfoSeverity(info) != llvm_sys::LLVMDiagnosticSeverity::LLVMDSError {
            return;
        }
        let d = LLVMGetDiagInfoDescription(info);
        let text = std::ffi::CStr::from_ptr(d).to_string_lossy().into_owned();
        LLVMDisposeMessage(d);
        (*errors.cast::<Vec<String>>()).push(text);
    }
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

#[cfg(test)]
mod tests {
    use super::*;
    use inkwell::context::Context;
    use inkwell::memory_buffer::MemoryBuffer;

    /// libdevice from `cargo xtask setup`, or None (skipping) when it is
    /// genuinely absent and not required.
    fn libdevice() -> Option<PathBuf> {
        match crate::find(None) {
            Ok(p) => Some(p),
            Err(nf) => {
                assert!(
                    std::env::var_os("CUDAC_REQUIRE_TOOLS").is_none_or(|v| v == "0"),
                    "libdevice required but not found in {:?}",
                    nf.searched
                );
                println!("skipped: no libdevice (run `cargo xtask setup`)");
                None
            }
        }
    }

    fn user_module(ctx: &Context) -> Module<'_> {
        let ir = r#"target triple = "nvptx64-nvidia-cuda"
define float @k(float %x) {
  %s = call float @__nv_sinf(float %x)
  %r = call float @__nv_sqrtf(float %s)
  ret float %r
}
declare float @__nv_sinf(float)
declare float @__nv_sqrtf(float)
declare float @__nv_cosf(float)
"#;
        let buf = MemoryBuffer::create_from_memory_range_copy(ir.as_bytes(), "user");
        ctx.create_module_from_ir(buf).expect("parses")
    }

    #[test]
    fn needed_lists_called_libdevice_declarations() {
        let ctx = Context::create();
        let m = user_module(&ctx);
        // `__nv_cosf` is declared but never called.
        assert_eq!(needed(&m), ["__nv_sinf", "__nv_sqrtf"]);
    }

    #[test]
    fn links_only_what_is_reached_and_internalizes_it() {
        let Some(path) = libdevice() else { return };
        let ctx = Context::create();
        let m = user_module(&ctx);
        let linked = link(&m, &path).expect("links");
        assert!(linked.functions.contains(&"__nv_sinf".to_string()));
        assert!(linked.functions.contains(&"__nv_sqrtf".to_string()));
        // libdevice has ~350 functions; sinf and sqrtf reach a handful.
        assert!(linked.functions.len() < 8, "{:?}", linked.functions);
        for name in &linked.functions {
            let f = m.get_function(name).expect("defined");
            assert_eq!(
                f.get_linkage(),
                inkwell::module::Linkage::Internal,
                "{name}"
            );
        }
        assert!(m
            .get_function("__nv_cosf")
            .is_none_or(|f| f.count_basic_blocks() == 0));
        assert!(m.get_function("__nv_expf").is_none());
        // sinf's Payne-Hanek table came along as internal data.
        assert!(m.get_global("__cudart_i2opi_f").is_some());
        assert_eq!(m.get_triple().as_str().to_str(), Ok("nvptx64-nvidia-cuda"));
        m.verify().expect("verifies");
        // Reflection then decides libdevice's branches.
        let r = crate::reflect::run(&m, &Default::default()).expect("reflects");
        assert!(r.calls > 0 && r.branches_folded > 0);
        assert!(m.get_function("__nvvm_reflect").is_none());
        m.verify().expect("verifies after reflection");
    }

    #[test]
    fn a_file_that_is_not_bitcode_is_an_error() {
        let ctx = Context::create();
        let m = user_module(&ctx);
        let p = std::env::temp_dir().join(format!("cudac-not-bc-{}", std::process::id()));
        std::fs::write(&p, b"not bitcode").expect("write");
        assert_eq!(link(&m, &p).unwrap_err(), LinkError::NotBitcode(p.clone()));
        std::fs::remove_file(&p).expect("remove");
        let missing = Path::new("/nonexistent/libdevice.10.bc");
        assert!(matches!(link(&m, missing), Err(LinkError::Read(..))));
    }
}
