//! Types in LLVM 7 spelling: an opaque `ptr addrspace(N)` is the neutral
//! `i8 addrspace(N)*`; named structs are printed by name and defined at
//! the top of the module.

use super::{Dialect, Typed, Writer};
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::LLVMTypeKind;

/// The typed pointer to `pointee` in address space `space`.
pub(super) fn ptr_to(pointee: &str, space: u32) -> String {
    if space == 0 {
        format!("{pointee}*")
    } else {
        format!("{pointee} addrspace({space})*")
    }
}

/// The pointee of typed pointer type `t` (as `ptr_to` spells it).
pub(super) fn pointee_of(t: &str) -> &str {
    let t = t.strip_suffix('*').unwrap_or(t);
    match t.rfind(" addrspace(") {
        Some(i) if t.ends_with(')') => &t[..i],
        _ => t,
    }
}

/// An identifier as LLVM prints it: bare when it may be, quoted otherwise.
pub(super) fn ident(name: &str) -> String {
    let bare = !name.is_empty()
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'$' | b'.' | b'_'))
        && !name.as_bytes()[0].is_ascii_digit();
    if bare {
        return name.to_string();
    }
    format!("\"{}\"", escape(name.as_bytes()))
}

/// Bytes as LLVM writes them inside `"…"` (names, `c"…"` strings,
/// metadata strings, inline asm): `"`, `\\` and non-printables as `\XX`.
pub(super) fn escape(bytes: &[u8]) -> String {
    let mut s = String::with_capacity(bytes.len());
    for &b in bytes {
        if b == b'"' || b == b'\\' || !(0x20..0x7f).contains(&b) {
            s.push_str(&format!("\\{b:02X}"));
        } else {
            s.push(b as char);
        }
    }
    s
}

impl<'p> Writer<'p> {
    /// The pointer to `pointee` in address space `space`: typed in LLVM 7,
    /// opaque (`ptr addrspace(N)`) in the modern dialect.
    pub(super) fn ptr(&self, pointee: &str, space: u32) -> String {
        match self.dialect {
            Dialect::Llvm7 => ptr_to(pointee, space),
            Dialect::Modern if space == 0 => "ptr".into(),
            Dialect::Modern => format!("ptr addrspace({space})"),
        }
    }

    /// The name of overloaded intrinsic `name` in this dialect: LLVM 7
    /// names each pointer's pointee (`mangled`), modern LLVM does not.
    pub(super) fn remangled(&self, name: &str, mangled: &str) -> String {
        match self.dialect {
            Dialect::Llvm7 => super::inst::remangle(name, mangled),
            Dialect::Modern => name.to_string(),
        }
    }

    /// `t` in the dialect's spelling.
    pub(super) unsafe fn ty(&mut self, t: LLVMTypeRef) -> Result<String, String> {
        use LLVMTypeKind::*;
        Ok(match LLVMGetTypeKind(t) {
            LLVMVoidTypeKind => "void".into(),
            LLVMHalfTypeKind => "half".into(),
            LLVMFloatTypeKind => "float".into(),
            LLVMDoubleTypeKind => "double".into(),
            LLVMLabelTypeKind => "label".into(),
            LLVMMetadataTypeKind => "metadata".into(),
            LLVMIntegerTypeKind => format!("i{}", LLVMGetIntTypeWidth(t)),
            LLVMPointerTypeKind => self.ptr("i8", LLVMGetPointerAddressSpace(t)),
            LLVMArrayTypeKind => {
                let e = self.ty(LLVMGetElementType(t))?;
                format!("[{} x {e}]", LLVMGetArrayLength2(t))
            }
            LLVMVectorTypeKind => {
                let e = self.ty(LLVMGetElementType(t))?;
                format!("<{} x {e}>", LLVMGetVectorSize(t))
            }
            LLVMStructTypeKind => {
                let name = LLVMGetStructName(t);
                if !name.is_null() {
                    if self.struct_seen.insert(t) {
                        self.structs.push(t);
                    }
                    let n = std::ffi::CStr::from_ptr(name).to_string_lossy();
                    format!("%{}", ident(&n))
                } else {
                    self.struct_body(t)?
                }
            }
            LLVMFunctionTypeKind => self.fn_ty(t)?,
            LLVMBFloatTypeKind if self.dialect == Dialect::Modern => "bfloat".into(),
            LLVMBFloatTypeKind => return Err("the 'bfloat' type has no LLVM 7 form".into()),
            k => return Err(format!("type kind {k:?} has no LLVM 7 form")),
        })
    }

    /// The LLVM type `h` describes, pointers made opaque.
    pub(super) unsafe fn erase(&self, h: &Typed) -> LLVMTypeRef {
        match h {
            Typed::Llvm(t) => *t,
            Typed::Ptr(_, space) => LLVMPointerTypeInContext(self.ctx(), *space),
            Typed::Array(e, n) => LLVMArrayType2(self.erase(e), *n),
        }
    }

    /// `h` spelled in this dialect.
    pub(super) unsafe fn spell(&mut self, h: &Typed) -> Result<String, String> {
        Ok(match h {
            Typed::Llvm(t) => self.ty(*t)?,
            Typed::Ptr(e, space) => {
                let e = self.spell(e)?;
                self.ptr(&e, *space)
            }
            Typed::Array(e, n) => format!("[{n} x {}]", self.spell(e)?),
        })
    }

    /// `actual` spelled with the pointees of `hint` when the hint
    /// describes it (erases to it); as `ty` spells it otherwise.
    pub(super) unsafe fn hinted(
        &mut self,
        actual: LLVMTypeRef,
        hint: Option<&Typed>,
    ) -> Result<String, String> {
        match hint {
            Some(h) if self.erase(h) == actual => self.spell(h),
            _ => self.ty(actual),
        }
    }

    /// The pointee hint for field `i` of named struct `t`.
    pub(super) unsafe fn field_hint(&self, t: LLVMTypeRef, i: u32) -> Option<&'p Typed> {
        let name = LLVMGetStructName(t);
        if name.is_null() {
            return None;
        }
        let name = std::ffi::CStr::from_ptr(name).to_string_lossy();
        let pointees: &'p super::Pointees = self.pointees;
        pointees
            .structs
            .get(name.as_ref())?
            .get(i as usize)?
            .as_ref()
    }

    /// `{ a, b }` or `<{ a, b }>` (or `opaque` for a named struct without a
    /// body, which only a definition prints).
    unsafe fn struct_body(&mut self, t: LLVMTypeRef) -> Result<String, String> {
        if LLVMIsOpaqueStruct(t) != 0 {
            return Ok("opaque".into());
        }
        let n = LLVMCountStructElementTypes(t);
        let mut fields = Vec::with_capacity(n as usize);
        for i in 0..n {
            let hint = self.field_hint(t, i);
            fields.push(self.hinted(LLVMStructGetTypeAtIndex(t, i), hint)?);
        }
        let inner = if fields.is_empty() {
            "{}".to_string()
        } else {
            format!("{{ {} }}", fields.join(", "))
        };
        Ok(if LLVMIsPackedStruct(t) != 0 {
            format!("<{inner}>")
        } else {
            inner
        })
    }

    /// `%name = type { … }`.
    pub(super) unsafe fn struct_definition(&mut self, t: LLVMTypeRef) -> Result<String, String> {
        let name = std::ffi::CStr::from_ptr(LLVMGetStructName(t)).to_string_lossy();
        let body = self.struct_body(t)?;
        Ok(format!("%{} = type {body}\n", ident(&name)))
    }

    /// `ret (params[, ...])`.
    pub(super) unsafe fn fn_ty(&mut self, t: LLVMTypeRef) -> Result<String, String> {
        let ret = self.ty(LLVMGetReturnType(t))?;
        let n = LLVMCountParamTypes(t) as usize;
        let mut ps = vec![std::ptr::null_mut(); n];
        LLVMGetParamTypes(t, ps.as_mut_ptr());
        let mut params = Vec::with_capacity(n + 1);
        for p in ps {
            params.push(self.ty(p)?);
        }
        if LLVMIsFunctionVarArg(t) != 0 {
            params.push("...".into());
        }
        Ok(format!("{ret} ({})", params.join(", ")))
    }

    /// The spelling of the member of aggregate type `agg` that the
    /// indices of an `extractvalue`/`insertvalue` name: a struct field's
    /// with its pointee (`%struct.Node*` for a `Node *next`), as the
    /// struct's definition spells it.
    pub(super) unsafe fn member_type(
        &mut self,
        agg: LLVMTypeRef,
        indices: &[u32],
    ) -> Result<String, String> {
        self.reached(agg, indices.len(), |k| Ok(indices[k]))
    }

    /// The element type a `getelementptr` over `source` with `indices`
    /// (after the first, which steps over the pointer) reaches, spelled
    /// with the pointees of the struct field it lies in.
    pub(super) unsafe fn gep_result(
        &mut self,
        source: LLVMTypeRef,
        indices: &[LLVMValueRef],
    ) -> Result<String, String> {
        let steps = indices.len().saturating_sub(1);
        self.reached(source, steps, |k| {
            let c = LLVMIsAConstantInt(indices[k + 1]);
            if c.is_null() {
                return Err("a struct index that is not a constant".into());
            }
            Ok(LLVMConstIntGetZExtValue(c) as u32)
        })
    }

    /// What `steps` indices reach inside type `t`, spelled with the
    /// pointees of the struct field it lies in; `struct_index(k)` is the
    /// `k`th index, asked for only where it selects a struct field.
    unsafe fn reached(
        &mut self,
        mut t: LLVMTypeRef,
        steps: usize,
        struct_index: impl Fn(usize) -> Result<u32, String>,
    ) -> Result<String, String> {
        // The hint for `t`, when `t` lies in a hinted struct field.
        let mut hint: Option<&Typed> = None;
        for k in 0..steps {
            match LLVMGetTypeKind(t) {
                LLVMTypeKind::LLVMStructTypeKind => {
                    let i = struct_index(k)?;
                    hint = self.field_hint(t, i);
                    t = LLVMStructGetTypeAtIndex(t, i);
                }
                LLVMTypeKind::LLVMArrayTypeKind | LLVMTypeKind::LLVMVectorTypeKind => {
                    hint = match hint {
                        Some(Typed::Array(e, _)) => Some(e),
                        _ => None,
                    };
                    t = LLVMGetElementType(t);
                }
                _ => return Err("an aggregate index into a scalar".into()),
            }
        }
        self.hinted(t, hint)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pointer_spelling_round_trips() {
        assert_eq!(ptr_to("float", 1), "float addrspace(1)*");
        assert_eq!(pointee_of("float addrspace(1)*"), "float");
        assert_eq!(pointee_of("void (i8*)*"), "void (i8*)");
        assert_eq!(pointee_of("%struct.S*"), "%struct.S");
        assert_eq!(ident("a.b_1"), "a.b_1");
        assert_eq!(ident("1x"), "\"1x\"");
        assert_eq!(ident("a b"), "\"a b\"");
    }
}
