//! NVVMReflect: every `__nvvm_reflect("KEY")` call becomes a constant.
//!
//! Input: an LLVM module (usually with libdevice linked in) and the
//! command-line reflection entries. Output: the module with every call to
//! a reflect function replaced by the integer its key maps to, the
//! now-unused reflect declarations erased, and the touched functions'
//! constant conditional branches folded (`cleanup`).
//! Invariants (specs/nvvm-reflect.txt): the map is built from the
//! `!nvvm.reflection` metadata, then the `nvvm-reflect-ftz` module flag
//! (as `__CUDA_FTZ`), then the command line, a later source replacing an
//! earlier value; metadata and flag values are sign-extended from their
//! width; a key found nowhere folds to 0 and is remembered, so every call
//! naming it folds alike; the replacement constant has the call's type
//! (the value truncated to it); a malformed call is one of the spec's six
//! errors (or a seventh of ours: a reflect function that does not return
//! an integer) and nothing after it is rewritten.
//!
//! The spec names five mangled variants without spelling them; we take the
//! manglings a C++ or OpenCL declaration of the two functions gets
//! (`FUNCTION_NAMES`), plus clang's `llvm.nvvm.reflect`. The metadata
//! (`__CUDA_ARCH`, `__CUDA_PREC_DIV`, `__CUDA_PREC_SQRT`) and the FTZ flag
//! are written by `nvvm::finalize` from the float model.
//! LLVM's own NVVMReflect, which the NVPTX target adds to the start of every
//! pipeline and which knows only `__CUDA_ARCH` and FTZ, is switched off once
//! per process (`backend::set_llvm_options`): after ours it has nothing to
//! do, and with `--nvvm-reflect-enable=false` the calls must stay.

use crate::cleanup;
use inkwell::module::Module;
use inkwell::values::{AsValueRef, BasicMetadataValueEnum, FunctionValue};
use llvm_sys::core::*;
use llvm_sys::prelude::LLVMValueRef;
use llvm_sys::{LLVMLinkage, LLVMOpcode, LLVMTypeKind};
use std::collections::BTreeMap;
use std::fmt;

/// The reflect functions, by every spelling a call may use: the C name,
/// the OpenCL one, and the C++ manglings of both (`const char *`,
/// `char *`, and a `const char` in OpenCL's constant address space 4).
/// The spec counts five mangled forms without naming them; these are the
/// ones a C++ or OpenCL declaration of the two functions produces. Last,
/// clang's `llvm.nvvm.reflect` intrinsic: LLVM's own NVVMReflect in the
/// NVPTX pipeline would otherwise fold it later from a different map.
pub const FUNCTION_NAMES: [&str; 8] = [
    "__nvvm_reflect",
    "__nvvm_reflect_ocl",
    "_Z14__nvvm_reflectPKc",
    "_Z14__nvvm_reflectPc",
    "_Z14__nvvm_reflectPU3AS4Kc",
    "_Z18__nvvm_reflect_oclPKc",
    "_Z18__nvvm_reflect_oclPU3AS4Kc",
    "llvm.nvvm.reflect",
];

/// The named metadata holding `!{!"KEY", i32 VALUE}` entries.
pub const METADATA: &str = "nvvm.reflection";
/// The module flag read as `__CUDA_FTZ`.
pub const FTZ_FLAG: &str = "nvvm-reflect-ftz";
/// The key the FTZ module flag sets.
pub const FTZ_KEY: &str = "__CUDA_FTZ";

/// What the command line says about reflection.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReflectOptions {
    /// `--nvvm-reflect-enable` (default true).
    pub enabled: bool,
    /// `-R KEY=VALUE` / `--nvvm-reflect-add KEY=VALUE`, in command-line
    /// order (a later entry for a key wins).
    pub add: Vec<(String, i64)>,
}

impl Default for ReflectOptions {
    fn default() -> Self {
        ReflectOptions {
            enabled: true,
            add: Vec::new(),
        }
    }
}

/// Parse one `KEY=VALUE` command-line entry: a non-empty key, and a
/// decimal integer after the first `=`. The error says what is wrong.
pub fn parse_add(entry: &str) -> Result<(String, i64), String> {
    let (key, value) = entry.split_once('=').unwrap_or((entry, ""));
    if key.is_empty() {
        return Err(format!("empty key before '=' in '{entry}'"));
    }
    if value.is_empty() {
        return Err(format!("missing value after '=' in '{entry}'"));
    }
    let digits = value.strip_prefix(['-', '+']).unwrap_or(value);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(format!("'{value}' is not a decimal integer (in '{entry}')"));
    }
    let n = value
        .parse::<i64>()
        .map_err(|_| format!("'{value}' does not fit in 64 bits (in '{entry}')"))?;
    Ok((key.to_string(), n))
}

/// A malformed reflect call: the spec's six messages (and one for a
/// reflect function that does not return an integer, which the spec's
/// constant-of-the-call's-type rule cannot handle).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReflectError {
    NotACall,
    ArgumentCount,
    NotConstant,
    NotAString,
    NotNullTerminated,
    Empty,
    NotInteger,
}

impl fmt::Display for ReflectError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ReflectError::NotACall => "__nvvm_reflect can only be used in a call instruction",
            ReflectError::ArgumentCount => "__nvvm_reflect requires exactly one argument",
            ReflectError::NotConstant => "__nvvm_reflect argument must be a constant string",
            ReflectError::NotAString => "__nvvm_reflect argument must be a string constant",
            ReflectError::NotNullTerminated => {
                "__nvvm_reflect argument must be a null-terminated string"
            }
            ReflectError::Empty => "__nvvm_reflect argument cannot be empty",
            ReflectError::NotInteger => "__nvvm_reflect must return an integer type",
        })
    }
}

impl std::error::Error for ReflectError {}

/// What a run did.
#[derive(Debug, Default)]
pub struct Reflected<'ctx> {
    /// Calls replaced.
    pub calls: usize,
    /// The final map: every source's keys plus the missing keys that
    /// folded to 0.
    pub map: BTreeMap<String, i64>,
    /// Functions that held a replaced call (and were cleaned up).
    pub touched: Vec<FunctionValue<'ctx>>,
    /// Conditional branches the cleanup folded.
    pub branches_folded: usize,
}

/// The reflection map from the module and the command line, in the
/// spec's order: metadata, then the FTZ module flag, then `opts.add`.
pub fn reflect_map(module: &Module<'_>, opts: &ReflectOptions) -> BTreeMap<String, i64> {
    let mut map = BTreeMap::new();
    for node in module.get_global_metadata(METADATA) {
        let ops = node.get_node_values().unwrap_or_default();
        let (Some(BasicMetadataValueEnum::MetadataValue(key)), Some(value)) =
            (ops.first(), ops.get(1))
        else {
            continue;
        };
        let (Some(key), Some(value)) = (key.get_string_value(), int_of(value)) else {
            continue;
        };
        map.insert(String::from_utf8_lossy(key).into_owned(), value);
    }
    if let Some(flag) = module.get_flag(FTZ_FLAG) {
        let ops = flag.get_node_values().unwrap_or_default();
        if let Some(v) = ops.first().and_then(int_of) {
            map.insert(FTZ_KEY.to_string(), v);
        }
    }
    for (k, v) in &opts.add {
        map.insert(k.clone(), *v);
    }
    map
}

/// A metadata operand's integer, sign-extended from its width.
fn int_of(v: &BasicMetadataValueEnum<'_>) -> Option<i64> {
    match v {
        BasicMetadataValueEnum::IntValue(i) => i.get_sign_extended_constant(),
        _ => None,
    }
}

/// Run NVVMReflect on `module`; with reflection disabled, nothing changes.
pub fn run<'ctx>(
    module: &Module<'ctx>,
    opts: &ReflectOptions,
) -> Result<Reflected<'ctx>, ReflectError> {
    let mut out = Reflected::default();
    if !opts.enabled {
        return Ok(out);
    }
    out.map = reflect_map(module, opts);
    let mut key_globals: Vec<LLVMValueRef> = Vec::new();
    for name in FUNCTION_NAMES {
        let Some(f) = module.get_function(name) else {
            continue;
        };
        let fref = f.as_value_ref();
        for call in calls_of(fref)? {
            // SAFETY: `call` is a live call instruction of this module
            // (checked by `calls_of`); it is erased last, after its uses
            // are replaced.
            unsafe {
                let ty = LLVMTypeOf(call);
                if LLVMGetTypeKind(ty) != LLVMTypeKind::LLVMIntegerTypeKind {
                    return Err(ReflectError::NotInteger);
                }
                let (key, global) = read_key(LLVMGetOperand(call, 0))?;
                if let Some(g) = global.filter(|g| !key_globals.contains(g)) {
                    key_globals.push(g);
                }
                let value = *out.map.entry(key).or_insert(0);
                let parent = LLVMGetBasicBlockParent(LLVMGetInstructionParent(call));
                let c = LLVMConstInt(ty, value as u64, 0);
                LLVMReplaceAllUsesWith(call, c);
                LLVMInstructionEraseFromParent(call);
                if let Some(p) = FunctionValue::new(parent) {
                    if !out.touched.contains(&p) {
                        out.touched.push(p);
                    }
                }
            }
            out.calls += 1;
        }
        // SAFETY: `fref` is a function of this module with no uses left.
        unsafe {
            if LLVMGetFirstUse(fref).is_null() {
                LLVMDeleteFunction(fref);
            }
        }
    }
    // libdevice's key strings are private and now unused (even at -O0,
    // where no global DCE runs, they would be emitted as PTX data). A
    // global still used by a dead constant expression is left to the
    // optimiser: the C API cannot drop such users.
    for g in key_globals {
        // SAFETY: `g` is a global variable of this module; it is deleted
        // only when nothing refers to it.
        unsafe {
            let local = matches!(
                LLVMGetLinkage(g),
                LLVMLinkage::LLVMPrivateLinkage | LLVMLinkage::LLVMInternalLinkage
            );
            if local && LLVMGetFirstUse(g).is_null() {
                LLVMDeleteGlobal(g);
            }
        }
    }
    if out.calls > 0 {
        out.branches_folded = cleanup::fold_constant_conditionals(module, &out.touched);
    }
    Ok(out)
}

/// Every call of reflect function `f`; any other use is an error.
fn calls_of(f: LLVMValueRef) -> Result<Vec<LLVMValueRef>, ReflectError> {
    let mut calls = Vec::new();
    // SAFETY: walks the use list of a live function without changing it.
    unsafe {
        let mut u = LLVMGetFirstUse(f);
        while !u.is_null() {
            let user = LLVMGetUser(u);
            if LLVMIsACallInst(user).is_null() || LLVMGetCalledValue(user) != f {
                return Err(ReflectError::NotACall);
            }
            if LLVMGetNumArgOperands(user) != 1 {
                return Err(ReflectError::ArgumentCount);
            }
            if !calls.contains(&user) {
                calls.push(user);
            }
            u = LLVMGetNextUse(u);
        }
    }
    Ok(calls)
}

/// The key a reflect call names: the argument with pointer casts and a
/// constant GEP to the string's start stripped, then the string global's
/// initializer read as a C string. Also the global, if the key is one.
fn read_key(arg: LLVMValueRef) -> Result<(String, Option<LLVMValueRef>), ReflectError> {
    // SAFETY: only inspects live values and constants.
    unsafe {
        let mut base = strip_pointer_casts(arg);
        if !LLVMIsAConstantExpr(base).is_null()
            && LLVMGetConstOpcode(base) == LLVMOpcode::LLVMGetElementPtr
        {
            base = strip_pointer_casts(LLVMGetOperand(base, 0));
        }
        if LLVMIsAConstant(base).is_null() {
            return Err(ReflectError::NotConstant);
        }
        let global = (!LLVMIsAGlobalVariable(base).is_null()).then_some(base);
        let data = match global {
            Some(g) => {
                let init = LLVMGetInitializer(g);
                if init.is_null() {
                    return Err(ReflectError::NotAString);
                }
                init
            }
            None => base,
        };
        let bytes = string_bytes(data).ok_or(ReflectError::NotAString)?;
        match bytes.split_last() {
            Some((0, key)) if !key.contains(&0) => {
                if key.is_empty() {
                    Err(ReflectError::Empty)
                } else {
                    Ok((String::from_utf8_lossy(key).into_owned(), global))
                }
            }
            _ => Err(ReflectError::NotNullTerminated),
        }
    }
}

/// The bytes of an `i8` array constant (data, or all zeros).
unsafe fn string_bytes(c: LLVMValueRef) -> Option<Vec<u8>> {
    let ty = LLVMTypeOf(c);
    if LLVMGetTypeKind(ty) != LLVMTypeKind::LLVMArrayTypeKind {
        return None;
    }
    let elem = LLVMGetElementType(ty);
    if LLVMGetTypeKind(elem) != LLVMTypeKind::LLVMIntegerTypeKind || LLVMGetIntTypeWidth(elem) != 8
    {
        return None;
    }
    if !LLVMIsAConstantDataSequential(c).is_null() {
        let mut len = 0usize;
        let p = LLVMGetAsString(c, &mut len);
        if p.is_null() {
            return None;
        }
        return Some(std::slice::from_raw_parts(p.cast::<u8>(), len).to_vec());
    }
    if !LLVMIsAConstantAggregateZero(c).is_null() {
        return Some(vec![0; LLVMGetArrayLength2(ty) as usize]);
    }
    None
}

/// `v` without bitcasts and address-space casts (instructions or
/// constant expressions).
unsafe fn strip_pointer_casts(mut v: LLVMValueRef) -> LLVMValueRef {
    loop {
        let op = if !LLVMIsAConstantExpr(v).is_null() {
            LLVMGetConstOpcode(v)
        } else if !LLVMIsAInstruction(v).is_null() {
            LLVMGetInstructionOpcode(v)
        } else {
            return v;
        };
        if matches!(op, LLVMOpcode::LLVMBitCast | LLVMOpcode::LLVMAddrSpaceCast) {
            v = LLVMGetOperand(v, 0);
        } else {
            return v;
        }
    }
}

#[cfg(test)]
#[path = "reflect_tests.rs"]
mod tests;
