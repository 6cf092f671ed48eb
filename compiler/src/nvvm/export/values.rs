//! Values: local names, natural pointer types, constants, and operands
//! converted to the type their use demands.

use super::types::{ident, pointee_of};
use super::Writer;
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::{LLVMOpcode, LLVMTypeKind, LLVMValueKind};

/// The name LLVM gives `v` (empty when unnamed).
pub(super) unsafe fn name_of(v: LLVMValueRef) -> String {
    let mut len = 0;
    let p = LLVMGetValueName2(v, &mut len);
    if p.is_null() {
        return String::new();
    }
    String::from_utf8_lossy(std::slice::from_raw_parts(p as *const u8, len)).into_owned()
}

/// LLVM's own text for a scalar constant, without its type
/// (`i32 5` → `5`, `float 0x3FF…` → `0x3FF…`): the same in LLVM 7 for
/// integers, `half`, `float` and `double`.
unsafe fn scalar_text(c: LLVMValueRef) -> String {
    let p = LLVMPrintValueToString(c);
    let s = std::ffi::CStr::from_ptr(p).to_string_lossy().into_owned();
    LLVMDisposeMessage(p);
    match s.split_once(' ') {
        Some((_, v)) => v.to_string(),
        None => s,
    }
}

/// `c"…"` for the bytes of a string constant.
fn c_string(bytes: &[u8]) -> String {
    format!("c\"{}\"", super::types::escape(bytes))
}

pub(super) fn ordering(o: llvm_sys::LLVMAtomicOrdering) -> &'static str {
    use llvm_sys::LLVMAtomicOrdering::*;
    match o {
        LLVMAtomicOrderingNotAtomic => "",
        LLVMAtomicOrderingUnordered => "unordered",
        LLVMAtomicOrderingMonotonic => "monotonic",
        LLVMAtomicOrderingAcquire => "acquire",
        LLVMAtomicOrderingRelease => "release",
        LLVMAtomicOrderingAcquireRelease => "acq_rel",
        LLVMAtomicOrderingSequentiallyConsistent => "seq_cst",
    }
}

impl Writer<'_> {
    /// Names for every argument, block and value-producing instruction of
    /// `f`: LLVM's own where it has one, a fresh `_N` otherwise.
    pub(super) unsafe fn name_locals(&mut self, f: LLVMValueRef) {
        self.f = Default::default();
        let key = "denormal-fp-math-f32";
        let a = LLVMGetStringAttributeAtIndex(
            f,
            llvm_sys::LLVMAttributeFunctionIndex,
            key.as_ptr() as *const _,
            key.len() as u32,
        );
        if !a.is_null() {
            let mut len = 0;
            let v = LLVMGetStringAttributeValue(a, &mut len);
            let v = std::slice::from_raw_parts(v as *const u8, len as usize);
            self.f.ftz_f32 = v.starts_with(b"preserve-sign");
        }
        let mut locals = Vec::new();
        for i in 0..LLVMCountParams(f) {
            locals.push(LLVMGetParam(f, i));
        }
        let mut bb = LLVMGetFirstBasicBlock(f);
        while !bb.is_null() {
            locals.push(LLVMBasicBlockAsValue(bb));
            let mut i = LLVMGetFirstInstruction(bb);
            while !i.is_null() {
                if LLVMGetTypeKind(LLVMTypeOf(i)) != LLVMTypeKind::LLVMVoidTypeKind {
                    locals.push(i);
                }
                i = LLVMGetNextInstruction(i);
            }
            bb = LLVMGetNextBasicBlock(bb);
        }
        for &v in &locals {
            let n = name_of(v);
            if !n.is_empty() {
                self.f.used.insert(n);
            }
        }
        for v in locals {
            let mut n = name_of(v);
            if n.is_empty() {
                n = self.fresh("_");
            }
            self.f.names.insert(v, n);
        }
    }

    /// A local name not used yet in this function.
    pub(super) fn fresh(&mut self, prefix: &str) -> String {
        loop {
            let n = format!("{prefix}{}", self.f.next_tmp);
            self.f.next_tmp += 1;
            if self.f.used.insert(n.clone()) {
                return n;
            }
        }
    }

    /// `%name` of a local value.
    pub(super) fn local(&self, v: LLVMValueRef) -> Result<String, String> {
        match self.f.names.get(&v) {
            Some(n) => Ok(format!("%{}", ident(n))),
            None => Err("a value used outside the function that defines it".into()),
        }
    }

    /// What `v` stands for (through `freeze`).
    pub(super) fn resolve(&self, mut v: LLVMValueRef) -> LLVMValueRef {
        while let Some(&a) = self.f.alias.get(&v) {
            v = a;
        }
        v
    }

    /// The natural LLVM 7 type of `v` (see the module doc).
    pub(super) unsafe fn natural(&mut self, v: LLVMValueRef) -> Result<String, String> {
        let v = self.resolve(v);
        let t = LLVMTypeOf(v);
        if LLVMGetTypeKind(t) != LLVMTypeKind::LLVMPointerTypeKind {
            return self.ty(t);
        }
        let space = LLVMGetPointerAddressSpace(t);
        if !LLVMIsAGlobalVariable(v).is_null() {
            let vt = self.global_type(v)?;
            return Ok(self.ptr(&vt, space));
        }
        if !LLVMIsAFunction(v).is_null() {
            let ft = self.function_type(v)?;
            return Ok(self.ptr(&ft, space));
        }
        if !LLVMIsAAllocaInst(v).is_null() {
            let at = self.alloca_type(v)?;
            return Ok(self.ptr(&at, space));
        }
        let opcode = if !LLVMIsAInstruction(v).is_null() {
            Some(LLVMGetInstructionOpcode(v))
        } else if !LLVMIsAConstantExpr(v).is_null() {
            Some(LLVMGetConstOpcode(v))
        } else {
            None
        };
        match opcode {
            Some(LLVMOpcode::LLVMGetElementPtr) => {
                let n = LLVMGetNumOperands(v) as u32;
                let idx: Vec<_> = (1..n).map(|i| LLVMGetOperand(v, i)).collect();
                let rt = self.gep_result(LLVMGetGEPSourceElementType(v), &idx)?;
                Ok(self.ptr(&rt, space))
            }
            Some(LLVMOpcode::LLVMExtractValue) if !LLVMIsAInstruction(v).is_null() => {
                // A pointer taken out of an aggregate has the type its
                // struct field is spelled with.
                let idx = super::inst::aggregate_indices(v);
                self.member_type(LLVMTypeOf(LLVMGetOperand(v, 0)), &idx)
            }
            Some(LLVMOpcode::LLVMAddrSpaceCast) => {
                let from = self.natural(LLVMGetOperand(v, 0))?;
                Ok(self.ptr(pointee_of(&from), space))
            }
            Some(LLVMOpcode::LLVMLoad) => {
                // A pointer loaded from a slot whose type says what it
                // points to (a struct field, a global, a stack slot).
                let from = self.shallow_natural(LLVMGetOperand(v, 0))?;
                let slot = pointee_of(&from);
                match from.strip_suffix('*') {
                    Some(_) if slot.ends_with('*') && self.pointer_space_of(slot) == space => {
                        Ok(slot.to_string())
                    }
                    _ => Ok(self.ptr("i8", space)),
                }
            }
            _ => {
                if !LLVMIsAArgument(v).is_null() {
                    if let Some(t) = self.byval_type(v)? {
                        return Ok(self.ptr(&t, space));
                    }
                    let f = LLVMGetParamParent(v);
                    let pointees: &super::Pointees = self.pointees;
                    let hint = match (0..LLVMCountParams(f)).find(|&i| LLVMGetParam(f, i) == v) {
                        Some(i) => pointees
                            .params
                            .get(&name_of(f))
                            .filter(|h| h.len() == LLVMCountParams(f) as usize)
                            .and_then(|h| h[i as usize].as_ref()),
                        None => None,
                    };
                    return self.hinted(t, hint);
                }
                Ok(self.ptr("i8", space))
            }
        }
    }

    /// `natural` for the values whose type needs no other value's: a
    /// global, an alloca, a `getelementptr`, an argument; the neutral
    /// pointer for anything else. (A loaded pointer's type comes from its
    /// slot's this way, never through a chain of loads, so every value's
    /// natural type is decided by a bounded look.)
    unsafe fn shallow_natural(&mut self, v: LLVMValueRef) -> Result<String, String> {
        let v = self.resolve(v);
        let is_load = !LLVMIsALoadInst(v).is_null()
            || (!LLVMIsAConstantExpr(v).is_null() && LLVMGetConstOpcode(v) == LLVMOpcode::LLVMLoad);
        let is_cast = !LLVMIsAAddrSpaceCastInst(v).is_null()
            || (!LLVMIsAConstantExpr(v).is_null()
                && LLVMGetConstOpcode(v) == LLVMOpcode::LLVMAddrSpaceCast);
        if is_load || is_cast {
            let t = LLVMTypeOf(v);
            return self.ty(t);
        }
        self.natural(v)
    }

    /// The address space of typed pointer type `t` (`float addrspace(3)*`).
    fn pointer_space_of(&self, t: &str) -> u32 {
        let t = t.strip_suffix('*').unwrap_or(t);
        match t.rfind(" addrspace(") {
            Some(i) if t.ends_with(')') => {
                t[i + " addrspace(".len()..t.len() - 1].parse().unwrap_or(0)
            }
            _ => 0,
        }
    }

    /// A global's value type, with its pointees.
    pub(super) unsafe fn global_type(&mut self, g: LLVMValueRef) -> Result<String, String> {
        let pointees: &super::Pointees = self.pointees;
        let hint = pointees.globals.get(&name_of(g));
        self.hinted(LLVMGlobalGetValueType(g), hint)
    }

    /// An alloca's allocated type, with its pointees.
    pub(super) unsafe fn alloca_type(&mut self, a: LLVMValueRef) -> Result<String, String> {
        let pointees: &super::Pointees = self.pointees;
        let hint = pointees.allocas.get(&(a as usize));
        self.hinted(LLVMGetAllocatedType(a), hint)
    }

    /// The type of function `f` with its parameters' natural types (a
    /// `byval` parameter points to its type).
    pub(super) unsafe fn function_type(&mut self, f: LLVMValueRef) -> Result<String, String> {
        let fty = LLVMGlobalGetValueType(f);
        let ret = self.ty(LLVMGetReturnType(fty))?;
        let mut params = Vec::new();
        for i in 0..LLVMCountParams(f) {
            params.push(self.natural(LLVMGetParam(f, i))?);
        }
        if LLVMIsFunctionVarArg(fty) != 0 {
            params.push("...".into());
        }
        Ok(format!("{ret} ({})", params.join(", ")))
    }

    /// The `byval` or `sret` type of argument `a`, if it has one.
    unsafe fn byval_type(&mut self, a: LLVMValueRef) -> Result<Option<String>, String> {
        let f = LLVMGetParamParent(a);
        let mut index = None;
        for i in 0..LLVMCountParams(f) {
            if LLVMGetParam(f, i) == a {
                index = Some(i + 1);
            }
        }
        let Some(index) = index else { return Ok(None) };
        for name in [c"byval", c"sret"] {
            let kind = LLVMGetEnumAttributeKindForName(name.as_ptr(), name.count_bytes());
            let attr = LLVMGetEnumAttributeAtIndex(f, index, kind);
            if !attr.is_null() {
                let t = LLVMGetTypeAttributeValue(attr);
                return Ok(Some(self.ty(t)?));
            }
        }
        Ok(None)
    }

    /// The text of `v` used where type `want` is demanded (None: its
    /// natural type). A pointer of another type is converted: by a
    /// constant expression for constants, by a `bitcast` line pushed to
    /// `pre` for instructions and arguments.
    pub(super) unsafe fn operand(
        &mut self,
        v: LLVMValueRef,
        want: Option<&str>,
        pre: &mut Vec<String>,
    ) -> Result<String, String> {
        let v = self.resolve(v);
        let is_local = !LLVMIsAInstruction(v).is_null() || !LLVMIsAArgument(v).is_null();
        let text = if is_local {
            self.local(v)?
        } else if !LLVMIsABasicBlock(v).is_null() {
            return self.local(v);
        } else {
            // Constants with no type of their own take the demanded one.
            match LLVMGetValueKind(v) {
                LLVMValueKind::LLVMConstantPointerNullValueKind => return Ok("null".into()),
                LLVMValueKind::LLVMUndefValueValueKind | LLVMValueKind::LLVMPoisonValueKind => {
                    return Ok("undef".into())
                }
                LLVMValueKind::LLVMConstantAggregateZeroValueKind => {
                    return Ok("zeroinitializer".into())
                }
                _ => self.constant(v)?,
            }
        };
        let Some(want) = want else { return Ok(text) };
        let nat = self.natural(v)?;
        if nat == want {
            return Ok(text);
        }
        if is_local {
            let n = self.fresh("c7.");
            pre.push(format!("  %{n} = bitcast {nat} {text} to {want}"));
            Ok(format!("%{n}"))
        } else {
            Ok(format!("bitcast ({nat} {text} to {want})"))
        }
    }

    /// The operands of `getelementptr` `g` (an instruction or a constant
    /// expression) as LLVM 7 writes them: `inbounds ` or nothing, and
    /// `T, T* base, idx…` with the base at the source element type.
    pub(super) unsafe fn gep_operands(
        &mut self,
        g: LLVMValueRef,
        pre: &mut Vec<String>,
    ) -> Result<(&'static str, String), String> {
        let st = self.ty(LLVMGetGEPSourceElementType(g))?;
        let base = LLVMGetOperand(g, 0);
        let space = LLVMGetPointerAddressSpace(LLVMTypeOf(base));
        let mut parts = vec![st.clone(), self.typed_as(base, &self.ptr(&st, space), pre)?];
        for k in 1..LLVMGetNumOperands(g) as u32 {
            parts.push(self.neutral(LLVMGetOperand(g, k), pre)?);
        }
        let inb = if LLVMIsInBounds(g) != 0 {
            "inbounds "
        } else {
            ""
        };
        Ok((inb, parts.join(", ")))
    }

    /// `TYPE VALUE` of `v` at its natural type.
    pub(super) unsafe fn typed(
        &mut self,
        v: LLVMValueRef,
        pre: &mut Vec<String>,
    ) -> Result<String, String> {
        let t = self.natural(v)?;
        let x = self.operand(v, Some(&t), pre)?;
        Ok(format!("{t} {x}"))
    }

    /// `TYPE VALUE` of `v` at the type `want`.
    pub(super) unsafe fn typed_as(
        &mut self,
        v: LLVMValueRef,
        want: &str,
        pre: &mut Vec<String>,
    ) -> Result<String, String> {
        let x = self.operand(v, Some(want), pre)?;
        Ok(format!("{want} {x}"))
    }

    /// `v` at the LLVM 7 spelling of its own LLVM type (the neutral
    /// pointer for pointers): what memory, aggregates and calls hold.
    pub(super) unsafe fn neutral(
        &mut self,
        v: LLVMValueRef,
        pre: &mut Vec<String>,
    ) -> Result<String, String> {
        let t = self.ty(LLVMTypeOf(v))?;
        self.typed_as(v, &t, pre)
    }

    /// The text of constant `c` (no type).
    pub(super) unsafe fn constant(&mut self, c: LLVMValueRef) -> Result<String, String> {
        self.constant_with(c, None)
    }

    /// `TYPE VALUE` of constant `e` in a place spelled with `hint` (a
    /// global's value, an aggregate's element): aggregates are written
    /// for the place's pointee-spelled type, anything else converted to
    /// it.
    pub(super) unsafe fn element(
        &mut self,
        e: LLVMValueRef,
        hint: Option<&super::Typed>,
    ) -> Result<String, String> {
        let t = LLVMTypeOf(e);
        let want = self.hinted(t, hint)?;
        let aggregate = matches!(
            LLVMGetTypeKind(t),
            LLVMTypeKind::LLVMArrayTypeKind
                | LLVMTypeKind::LLVMStructTypeKind
                | LLVMTypeKind::LLVMVectorTypeKind
        );
        if aggregate && LLVMIsAConstantExpr(e).is_null() {
            return Ok(format!("{want} {}", self.constant_with(e, hint)?));
        }
        let mut none = Vec::new();
        self.typed_as(e, &want, &mut none)
    }

    /// The text of constant `c` (no type), an aggregate's elements spelled
    /// after `hint` (the pointees of the place it fills).
    unsafe fn constant_with(
        &mut self,
        c: LLVMValueRef,
        hint: Option<&super::Typed>,
    ) -> Result<String, String> {
        use LLVMValueKind::*;
        let mut none = Vec::new();
        Ok(match LLVMGetValueKind(c) {
            LLVMConstantIntValueKind | LLVMConstantFPValueKind => {
                if LLVMGetTypeKind(LLVMTypeOf(c)) == LLVMTypeKind::LLVMBFloatTypeKind
                    && self.dialect == super::Dialect::Llvm7
                {
                    return Err("a 'bfloat' constant has no LLVM 7 form".into());
                }
                scalar_text(c)
            }
            LLVMConstantPointerNullValueKind => "null".into(),
            LLVMUndefValueValueKind | LLVMPoisonValueKind => "undef".into(),
            LLVMConstantAggregateZeroValueKind => "zeroinitializer".into(),
            LLVMGlobalVariableValueKind | LLVMFunctionValueKind | LLVMGlobalAliasValueKind => {
                let n = name_of(c);
                if n.is_empty() {
                    return Err("an unnamed global".into());
                }
                format!("@{}", ident(&n))
            }
            LLVMConstantDataArrayValueKind | LLVMConstantDataVectorValueKind => {
                if LLVMIsConstantString(c) != 0 {
                    let mut len = 0;
                    let p = LLVMGetAsString(c, &mut len);
                    c_string(std::slice::from_raw_parts(p as *const u8, len))
                } else {
                    let t = LLVMTypeOf(c);
                    let n = if LLVMGetTypeKind(t) == LLVMTypeKind::LLVMArrayTypeKind {
                        LLVMGetArrayLength2(t) as u32
                    } else {
                        LLVMGetVectorSize(t)
                    };
                    let mut items = Vec::with_capacity(n as usize);
                    for i in 0..n {
                        items.push(self.neutral(LLVMGetAggregateElement(c, i), &mut none)?);
                    }
                    self.aggregate(c, items)
                }
            }
            LLVMConstantArrayValueKind
            | LLVMConstantStructValueKind
            | LLVMConstantVectorValueKind => {
                let t = LLVMTypeOf(c);
                let is_struct = LLVMGetTypeKind(t) == LLVMTypeKind::LLVMStructTypeKind;
                let n = LLVMGetNumOperands(c) as u32;
                let mut items = Vec::with_capacity(n as usize);
                for i in 0..n {
                    // Each element at the type its place is spelled with.
                    let h = if is_struct {
                        self.field_hint(t, i)
                    } else {
                        match hint {
                            Some(super::Typed::Array(inner, _)) => Some(&**inner),
                            _ => None,
                        }
                    };
                    items.push(self.element(LLVMGetOperand(c, i), h)?);
                }
                self.aggregate(c, items)
            }
            LLVMConstantExprValueKind => self.const_expr(c)?,
            k => return Err(format!("constant kind {k:?} has no LLVM 7 form")),
        })
    }

    /// `[a, b]`, `<a, b>` or `{ a, b }` after `c`'s type.
    unsafe fn aggregate(&mut self, c: LLVMValueRef, items: Vec<String>) -> String {
        let t = LLVMTypeOf(c);
        let joined = items.join(", ");
        match LLVMGetTypeKind(t) {
            LLVMTypeKind::LLVMArrayTypeKind => format!("[{joined}]"),
            LLVMTypeKind::LLVMVectorTypeKind => format!("<{joined}>"),
            _ if LLVMIsPackedStruct(t) != 0 => format!("<{{ {joined} }}>"),
            _ if items.is_empty() => "{}".into(),
            _ => format!("{{ {joined} }}"),
        }
    }

    /// A constant expression in LLVM 7 syntax.
    unsafe fn const_expr(&mut self, c: LLVMValueRef) -> Result<String, String> {
        use LLVMOpcode::*;
        let mut none = Vec::new();
        let op = LLVMGetConstOpcode(c);
        Ok(match op {
            LLVMGetElementPtr => {
                let (inb, parts) = self.gep_operands(c, &mut none)?;
                format!("getelementptr {inb}({parts})")
            }
            LLVMAddrSpaceCast | LLVMBitCast | LLVMPtrToInt | LLVMIntToPtr | LLVMTrunc
            | LLVMZExt | LLVMSExt => {
                let name = cast_name(op).unwrap_or("bitcast");
                let from = self.typed(LLVMGetOperand(c, 0), &mut none)?;
                let to = self.natural(c)?;
                format!("{name} ({from} to {to})")
            }
            LLVMAdd | LLVMSub | LLVMMul | LLVMXor | LLVMShl | LLVMAnd | LLVMOr => {
                let name = binop_name(op).unwrap_or("add");
                let a = self.neutral(LLVMGetOperand(c, 0), &mut none)?;
                let b = self.neutral(LLVMGetOperand(c, 1), &mut none)?;
                format!("{name} ({a}, {b})")
            }
            o => return Err(format!("constant expression {o:?} has no LLVM 7 form")),
        })
    }
}

/// The LLVM spelling of a cast opcode.
pub(super) fn cast_name(op: LLVMOpcode) -> Option<&'static str> {
    use LLVMOpcode::*;
    Some(match op {
        LLVMTrunc => "trunc",
        LLVMZExt => "zext",
        LLVMSExt => "sext",
        LLVMFPTrunc => "fptrunc",
        LLVMFPExt => "fpext",
        LLVMFPToUI => "fptoui",
        LLVMFPToSI => "fptosi",
        LLVMUIToFP => "uitofp",
        LLVMSIToFP => "sitofp",
        LLVMPtrToInt => "ptrtoint",
        LLVMIntToPtr => "inttoptr",
        LLVMBitCast => "bitcast",
        LLVMAddrSpaceCast => "addrspacecast",
        _ => return None,
    })
}

/// The LLVM spelling of a binary opcode.
pub(super) fn binop_name(op: LLVMOpcode) -> Option<&'static str> {
    use LLVMOpcode::*;
    Some(match op {
        LLVMAdd => "add",
        LLVMFAdd => "fadd",
        LLVMSub => "sub",
        LLVMFSub => "fsub",
        LLVMMul => "mul",
        LLVMFMul => "fmul",
        LLVMUDiv => "udiv",
        LLVMSDiv => "sdiv",
        LLVMFDiv => "fdiv",
        LLVMURem => "urem",
        LLVMSRem => "srem",
        LLVMFRem => "frem",
        LLVMShl => "shl",
        LLVMLShr => "lshr",
        LLVMAShr => "ashr",
        LLVMAnd => "and",
        LLVMOr => "or",
        LLVMXor => "xor",
        _ => return None,
    })
}
