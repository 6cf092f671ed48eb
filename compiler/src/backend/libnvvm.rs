//! NVIDIA's libNVVM, loaded at run time: verify and compile NVVM IR.
//!
//! Input: NVVM IR text (`nvvm::export`, either dialect) and libNVVM
//! options (`-arch=compute_75`, `-opt=3`, …).
//! Output: PTX, or libNVVM's program log.
//! Invariants: nothing is linked against libNVVM; the library is found
//! in a fixed order and every place tried is named when it is missing.
//!
//! Search order: `--libnvvm PATH` (a file or a directory), then the
//! toolkit places libdevice is also looked for
//! (`cudac_libdevice::find::toolkit_candidates`) with `$CUDAC_LIBNVVM`
//! first and `nvvm/lib64/` as the toolkit folder.

use std::ffi::{c_char, c_int, c_void, CString};
use std::path::{Path, PathBuf};

const FILE_NAME: &str = "libnvvm.so";

/// Every place libNVVM is looked for, in order (the order libdevice is
/// looked for in, with `$CUDAC_LIBNVVM`).
pub fn candidates(explicit: Option<&Path>) -> Vec<PathBuf> {
    match explicit {
        Some(p) if p.is_dir() => vec![p.join(FILE_NAME)],
        Some(p) => vec![p.to_path_buf()],
        None => cudac_libdevice::find::toolkit_candidates("CUDAC_LIBNVVM", "nvvm/lib64", FILE_NAME),
    }
}

type Program = *mut c_void;
type Result_ = c_int;

/// The loaded library and the entry points cudac uses.
pub struct LibNvvm {
    // Kept alive while the function pointers are used.
    _lib: libloading::Library,
    pub path: PathBuf,
    version: unsafe extern "C" fn(*mut c_int, *mut c_int) -> Result_,
    ir_version: unsafe extern "C" fn(*mut c_int, *mut c_int, *mut c_int, *mut c_int) -> Result_,
    create: unsafe extern "C" fn(*mut Program) -> Result_,
    destroy: unsafe extern "C" fn(*mut Program) -> Result_,
    add_module: unsafe extern "C" fn(Program, *const c_char, usize, *const c_char) -> Result_,
    lazy_add_module: unsafe extern "C" fn(Program, *const c_char, usize, *const c_char) -> Result_,
    verify: unsafe extern "C" fn(Program, c_int, *const *const c_char) -> Result_,
    compile: unsafe extern "C" fn(Program, c_int, *const *const c_char) -> Result_,
    result_size: unsafe extern "C" fn(Program, *mut usize) -> Result_,
    result: unsafe extern "C" fn(Program, *mut c_char) -> Result_,
    log_size: unsafe extern "C" fn(Program, *mut usize) -> Result_,
    log: unsafe extern "C" fn(Program, *mut c_char) -> Result_,
}

/// libNVVM was not found; `searched` lists every path tried.
#[derive(Debug)]
pub struct NotFound {
    pub searched: Vec<PathBuf>,
    /// Why an existing file could not be loaded, if one was found.
    pub load_error: Option<String>,
}

/// What a compilation gave.
#[derive(Debug)]
pub enum Outcome {
    Ptx(String),
    /// libNVVM rejected the program: which step, and its log.
    Rejected {
        step: &'static str,
        log: String,
    },
}

impl LibNvvm {
    /// Find and load libNVVM.
    pub fn load(explicit: Option<&Path>) -> Result<LibNvvm, NotFound> {
        let searched = candidates(explicit);
        let Some(path) = searched.iter().find(|p| p.is_file()).cloned() else {
            return Err(NotFound {
                searched,
                load_error: None,
            });
        };
        // SAFETY: loading a shared library runs its initialisers; libNVVM's
        // are NVIDIA's and have no preconditions. The symbols are looked
        // up with the signatures of libNVVM's public header (nvvm.h).
        unsafe {
            let lib = libloading::Library::new(&path).map_err(|e| NotFound {
                searched: searched.clone(),
                load_error: Some(format!("{}: {e}", path.display())),
            })?;
            macro_rules! sym {
                ($name:literal) => {
                    *lib.get($name).map_err(|e| NotFound {
                        searched: searched.clone(),
                        load_error: Some(format!("{}: {e}", path.display())),
                    })?
                };
            }
            Ok(LibNvvm {
                version: sym!(b"nvvmVersion\0"),
                ir_version: sym!(b"nvvmIRVersion\0"),
                create: sym!(b"nvvmCreateProgram\0"),
                destroy: sym!(b"nvvmDestroyProgram\0"),
                add_module: sym!(b"nvvmAddModuleToProgram\0"),
                lazy_add_module: sym!(b"nvvmLazyAddModuleToProgram\0"),
                verify: sym!(b"nvvmVerifyProgram\0"),
                compile: sym!(b"nvvmCompileProgram\0"),
                result_size: sym!(b"nvvmGetCompiledResultSize\0"),
                result: sym!(b"nvvmGetCompiledResult\0"),
                log_size: sym!(b"nvvmGetProgramLogSize\0"),
                log: sym!(b"nvvmGetProgramLog\0"),
                _lib: lib,
                path,
            })
        }
    }

    /// libNVVM's own version.
    pub fn version(&self) -> (i32, i32) {
        let (mut a, mut b) = (0, 0);
        // SAFETY: two valid out-pointers.
        unsafe { (self.version)(&mut a, &mut b) };
        (a, b)
    }

    /// The NVVM IR version libNVVM reads, and its debug metadata version.
    pub fn ir_version(&self) -> ((i32, i32), (i32, i32)) {
        let (mut a, mut b, mut c, mut d) = (0, 0, 0, 0);
        // SAFETY: four valid out-pointers.
        unsafe { (self.ir_version)(&mut a, &mut b, &mut c, &mut d) };
        ((a, b), (c, d))
    }

    /// Verify and compile one module of NVVM IR `ir` with `options`;
    /// `libdevice` (bitcode) is added lazily, as nvcc does: libNVVM's
    /// optimiser may turn code into libdevice calls (`__nv_fminf`).
    pub fn compile(
        &self,
        ir: &str,
        name: &str,
        libdevice: Option<&[u8]>,
        options: &[&str],
    ) -> Outcome {
        let opts: Vec<CString> = options
            .iter()
            .map(|o| CString::new(*o).unwrap_or_default())
            .collect();
        let ptrs: Vec<*const c_char> = opts.iter().map(|o| o.as_ptr()).collect();
        let cname = CString::new(name).unwrap_or_default();
        let mut prog: Program = std::ptr::null_mut();
        // SAFETY: the program handle is created, used and destroyed here;
        // every buffer passed outlives the call it is passed to, and the
        // result and log buffers are sized by libNVVM's own size calls.
        unsafe {
            if (self.create)(&mut prog) != 0 {
                return Outcome::Rejected {
                    step: "create",
                    log: String::new(),
                };
            }
            let rc =
                (self.add_module)(prog, ir.as_ptr() as *const c_char, ir.len(), cname.as_ptr());
            let lazy_rc = match libdevice {
                Some(bc) => (self.lazy_add_module)(
                    prog,
                    bc.as_ptr() as *const c_char,
                    bc.len(),
                    c"libdevice".as_ptr(),
                ),
                None => 0,
            };
            let outcome = if rc != 0 || lazy_rc != 0 {
                Outcome::Rejected {
                    step: "add module",
                    log: self.program_log(prog),
                }
            } else if (self.verify)(prog, ptrs.len() as c_int, ptrs.as_ptr()) != 0 {
                Outcome::Rejected {
                    step: "verify",
                    log: self.program_log(prog),
                }
            } else if (self.compile)(prog, ptrs.len() as c_int, ptrs.as_ptr()) != 0 {
                Outcome::Rejected {
                    step: "compile",
                    log: self.program_log(prog),
                }
            } else {
                let mut size = 0usize;
                (self.result_size)(prog, &mut size);
                let mut buf = vec![0u8; size.max(1)];
                (self.result)(prog, buf.as_mut_ptr() as *mut c_char);
                let end = buf.iter().position(|&b| b == 0).unwrap_or(buf.len());
                Outcome::Ptx(String::from_utf8_lossy(&buf[..end]).into_owned())
            };
            (self.destroy)(&mut prog);
            outcome
        }
    }

    unsafe fn program_log(&self, prog: Program) -> String {
        let mut size = 0usize;
        (self.log_size)(prog, &mut size);
        let mut buf = vec![0u8; size.max(1)];
        (self.log)(prog, buf.as_mut_ptr() as *mut c_char);
        let end = buf.iter().position(|&b| b == 0).unwrap_or(buf.len());
        String::from_utf8_lossy(&buf[..end]).into_owned()
    }
}
