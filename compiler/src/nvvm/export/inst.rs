//! Globals, functions and instructions in LLVM 7 syntax, with the LLVM 7
//! forms of what is newer: `fneg` is `fsub -0.0`, `freeze` is its
//! operand, float `atomicrmw fadd` and `uinc_wrap`/`udec_wrap` are the
//! spec's `llvm.nvvm.atomic.load.*` intrinsics (a float add is PTX in the
//! modern dialect), `fence` is a `membar`; intrinsic calls are
//! `intrinsics`' work.

use super::types::ident;
use super::values::{binop_name, cast_name, name_of, ordering};
use super::{key, Writer};
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::{LLVMAtomicRMWBinOp, LLVMIntPredicate, LLVMOpcode, LLVMRealPredicate, LLVMTypeKind};

unsafe fn linkage(v: LLVMValueRef) -> &'static str {
    use llvm_sys::LLVMLinkage::*;
    match LLVMGetLinkage(v) {
        LLVMExternalLinkage => "",
        LLVMAvailableExternallyLinkage => "available_externally ",
        LLVMLinkOnceAnyLinkage => "linkonce ",
        LLVMLinkOnceODRLinkage => "linkonce_odr ",
        LLVMWeakAnyLinkage => "weak ",
        LLVMWeakODRLinkage => "weak_odr ",
        LLVMAppendingLinkage => "appending ",
        LLVMInternalLinkage => "internal ",
        LLVMPrivateLinkage => "private ",
        LLVMExternalWeakLinkage => "extern_weak ",
        LLVMCommonLinkage => "common ",
        _ => "",
    }
}

unsafe fn visibility(v: LLVMValueRef) -> &'static str {
    match LLVMGetVisibility(v) {
        llvm_sys::LLVMVisibility::LLVMHiddenVisibility => "hidden ",
        llvm_sys::LLVMVisibility::LLVMProtectedVisibility => "protected ",
        _ => "",
    }
}

unsafe fn unnamed_addr(v: LLVMValueRef) -> &'static str {
    match LLVMGetUnnamedAddress(v) {
        llvm_sys::LLVMUnnamedAddr::LLVMLocalUnnamedAddr => "local_unnamed_addr ",
        llvm_sys::LLVMUnnamedAddr::LLVMGlobalUnnamedAddr => "unnamed_addr ",
        _ => "",
    }
}

unsafe fn enum_kind(name: &str) -> u32 {
    LLVMGetEnumAttributeKindForName(name.as_ptr() as *const _, name.len())
}

/// The attributes LLVM 7 knows that `f` has at `index` (function, return
/// or parameter), in LLVM 7 spelling.
unsafe fn attributes(f: LLVMValueRef, index: u32) -> Vec<String> {
    const FUNCTION: &[&str] = &[
        "nounwind",
        "noreturn",
        "noinline",
        "alwaysinline",
        "convergent",
        "norecurse",
        "optnone",
        "cold",
    ];
    const PARAM: &[&str] = &[
        "noalias",
        "nocapture",
        "readonly",
        "readnone",
        "nonnull",
        "signext",
        "zeroext",
        "byval",
        "sret",
    ];
    let names = if index == llvm_sys::LLVMAttributeFunctionIndex {
        FUNCTION
    } else {
        PARAM
    };
    let mut out = Vec::new();
    for n in names {
        if !LLVMGetEnumAttributeAtIndex(f, index, enum_kind(n)).is_null() {
            out.push(n.to_string());
        }
    }
    if index == llvm_sys::LLVMAttributeFunctionIndex {
        // LLVM 19's `memory(...)`: ModRef bits per location (argument
        // memory, inaccessible memory, other), two each.
        let m = LLVMGetEnumAttributeAtIndex(f, index, enum_kind("memory"));
        if !m.is_null() {
            let bits = LLVMGetEnumAttributeValue(m);
            if bits == 0 {
                out.push("readnone".into());
            } else if bits & 0b10_1010 == 0 {
                out.push("readonly".into());
            } else if bits & !0b11 == 0 {
                out.push("argmemonly".into());
            }
        }
    } else {
        for (n, spelled) in [("align", "align"), ("dereferenceable", "dereferenceable")] {
            let a = LLVMGetEnumAttributeAtIndex(f, index, enum_kind(n));
            if !a.is_null() {
                out.push(format!("{spelled} {}", LLVMGetEnumAttributeValue(a)));
            }
        }
        let out2: Vec<String> = out
            .into_iter()
            .map(|s| match s.strip_prefix("dereferenceable ") {
                Some(n) => format!("dereferenceable({n})"),
                None => s,
            })
            .collect();
        return out2;
    }
    out
}

fn icmp(p: LLVMIntPredicate) -> &'static str {
    use LLVMIntPredicate::*;
    match p {
        LLVMIntEQ => "eq",
        LLVMIntNE => "ne",
        LLVMIntUGT => "ugt",
        LLVMIntUGE => "uge",
        LLVMIntULT => "ult",
        LLVMIntULE => "ule",
        LLVMIntSGT => "sgt",
        LLVMIntSGE => "sge",
        LLVMIntSLT => "slt",
        LLVMIntSLE => "sle",
    }
}

fn fcmp(p: LLVMRealPredicate) -> &'static str {
    use LLVMRealPredicate::*;
    match p {
        LLVMRealPredicateFalse => "false",
        LLVMRealOEQ => "oeq",
        LLVMRealOGT => "ogt",
        LLVMRealOGE => "oge",
        LLVMRealOLT => "olt",
        LLVMRealOLE => "ole",
        LLVMRealONE => "one",
        LLVMRealORD => "ord",
        LLVMRealUNO => "uno",
        LLVMRealUEQ => "ueq",
        LLVMRealUGT => "ugt",
        LLVMRealUGE => "uge",
        LLVMRealULT => "ult",
        LLVMRealULE => "ule",
        LLVMRealUNE => "une",
        LLVMRealPredicateTrue => "true",
    }
}

/// Fast-math flags in LLVM 7 spelling (with a trailing space).
unsafe fn fmf(i: LLVMValueRef) -> String {
    if LLVMCanValueUseFastMathFlags(i) == 0 {
        return String::new();
    }
    let f = LLVMGetFastMathFlags(i);
    if f == llvm_sys::LLVMFastMathAll {
        return "fast ".into();
    }
    let mut s = String::new();
    for (bit, name) in [
        (llvm_sys::LLVMFastMathAllowReassoc, "reassoc"),
        (llvm_sys::LLVMFastMathNoNaNs, "nnan"),
        (llvm_sys::LLVMFastMathNoInfs, "ninf"),
        (llvm_sys::LLVMFastMathNoSignedZeros, "nsz"),
        (llvm_sys::LLVMFastMathAllowReciprocal, "arcp"),
        (llvm_sys::LLVMFastMathAllowContract, "contract"),
        (llvm_sys::LLVMFastMathApproxFunc, "afn"),
    ] {
        if f & bit != 0 {
            s.push_str(name);
            s.push(' ');
        }
    }
    s
}

/// `syncscope("…") ` of an atomic instruction, read from LLVM's own text
/// (the C API has no accessor).
unsafe fn syncscope(i: LLVMValueRef) -> String {
    let p = LLVMPrintValueToString(i);
    let s = std::ffi::CStr::from_ptr(p).to_string_lossy().into_owned();
    LLVMDisposeMessage(p);
    match s.find("syncscope(\"") {
        Some(at) => {
            let rest = &s[at..];
            match rest.find(")") {
                Some(end) => format!("{} ", &rest[..=end]),
                None => String::new(),
            }
        }
        None => String::new(),
    }
}

/// The LLVM 7 name of overloaded intrinsic `name`: each `.pN` component
/// names its pointee (`i8`, or for NVVM intrinsics `pointee`).
pub(super) fn remangle(name: &str, pointee: &str) -> String {
    name.split('.')
        .map(|c| {
            let is_ptr =
                c.len() > 1 && c.starts_with('p') && c[1..].bytes().all(|b| b.is_ascii_digit());
            if is_ptr {
                format!("{c}{pointee}")
            } else {
                c.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join(".")
}

impl Writer<'_> {
    /// `attributes` in this dialect: modern LLVM's `byval` and `sret`
    /// name their type (LLVM 7's take the pointer's).
    unsafe fn attributes(&mut self, f: LLVMValueRef, index: u32) -> Result<Vec<String>, String> {
        let mut out = attributes(f, index);
        if self.dialect == super::Dialect::Modern {
            for a in out.iter_mut().filter(|a| *a == "byval" || *a == "sret") {
                let attr = LLVMGetEnumAttributeAtIndex(f, index, enum_kind(a));
                *a = format!("{a}({})", self.ty(LLVMGetTypeAttributeValue(attr))?);
            }
        }
        Ok(out)
    }

    /// A global variable's definition or declaration line.
    pub(super) unsafe fn global(&mut self, g: LLVMValueRef) -> Result<String, String> {
        let name = name_of(g);
        let vt = self.global_type(g)?;
        let space = LLVMGetPointerAddressSpace(LLVMTypeOf(g));
        let init = LLVMGetInitializer(g);
        let mut s = format!("@{} = ", ident(&name));
        if init.is_null() {
            s.push_str("external ");
        } else {
            s.push_str(linkage(g));
        }
        s.push_str(visibility(g));
        s.push_str(unnamed_addr(g));
        if space != 0 {
            s.push_str(&format!("addrspace({space}) "));
        }
        if LLVMIsExternallyInitialized(g) != 0 {
            s.push_str("externally_initialized ");
        }
        s.push_str(if LLVMIsGlobalConstant(g) != 0 {
            "constant "
        } else {
            "global "
        });
        if init.is_null() {
            s.push_str(&vt);
        } else {
            let pointees: &super::Pointees = self.pointees;
            s.push_str(&self.element(init, pointees.globals.get(&name))?);
        }
        let section = LLVMGetSection(g);
        if !section.is_null() {
            let sec = std::ffi::CStr::from_ptr(section).to_string_lossy();
            if !sec.is_empty() {
                s.push_str(&format!(", section \"{sec}\""));
            }
        }
        let align = LLVMGetAlignment(g);
        if align > 0 {
            s.push_str(&format!(", align {align}"));
        }
        s.push_str(&super::debug::comma(&self.dbg_attachment(g)));
        s.push('\n');
        Ok(s)
    }

    /// `RET @name(PARAMS) ATTRS` shared by definitions and declarations.
    unsafe fn signature(&mut self, f: LLVMValueRef, named: bool) -> Result<String, String> {
        let fty = LLVMGlobalGetValueType(f);
        let ret = self.ty(LLVMGetReturnType(fty))?;
        let mut params = Vec::new();
        for i in 0..LLVMCountParams(f) {
            let p = LLVMGetParam(f, i);
            let mut s = self.natural(p)?;
            for a in self.attributes(f, i + 1)? {
                s.push(' ');
                s.push_str(&a);
            }
            if named {
                s.push(' ');
                s.push_str(&self.local(p)?);
            }
            params.push(s);
        }
        if LLVMIsFunctionVarArg(fty) != 0 {
            params.push("...".into());
        }
        let mut ret_attrs = String::new();
        for a in ["signext", "zeroext"] {
            if !LLVMGetEnumAttributeAtIndex(f, 0, enum_kind(a)).is_null() {
                ret_attrs.push_str(a);
                ret_attrs.push(' ');
            }
        }
        let mut s = format!(
            "{}{}{ret_attrs}{ret} @{}({}) {}",
            linkage(f),
            visibility(f),
            ident(&name_of(f)),
            params.join(", "),
            unnamed_addr(f)
        );
        for a in self.attributes(f, llvm_sys::LLVMAttributeFunctionIndex)? {
            s.push_str(&a);
            s.push(' ');
        }
        Ok(s.trim_end().to_string())
    }

    /// `declare …` of an external function.
    pub(super) unsafe fn declaration(&mut self, f: LLVMValueRef) -> Result<String, String> {
        self.f = Default::default();
        Ok(format!("declare {}", self.signature(f, false)?))
    }

    /// A function definition.
    pub(super) unsafe fn function(&mut self, f: LLVMValueRef) -> Result<String, String> {
        self.name_locals(f);
        self.prepare(f)?;
        let dbg = self.dbg_attachment(f);
        let mut out = format!(
            "define {}{}{dbg} {{\n",
            self.signature(f, true)?,
            if dbg.is_empty() { "" } else { " " }
        );
        let mut bb = LLVMGetFirstBasicBlock(f);
        let mut first = true;
        while !bb.is_null() {
            let label = self.local(LLVMBasicBlockAsValue(bb))?;
            if !first {
                out.push('\n');
            }
            first = false;
            out.push_str(&format!("{}:\n", &label[1..]));
            let term = LLVMGetBasicBlockTerminator(bb);
            let mut i = LLVMGetFirstInstruction(bb);
            while !i.is_null() {
                if i == term {
                    out.push_str(&self.edge_casts_of(bb));
                }
                let mut lines = self.instruction(i)?;
                // The instruction's own line is the last; a debug call
                // carries its location itself.
                if LLVMGetInstructionOpcode(i) != LLVMOpcode::LLVMCall
                    || !super::values::name_of(LLVMGetCalledValue(i)).starts_with("llvm.dbg.")
                {
                    if let Some(last) = lines.last_mut() {
                        last.push_str(&super::debug::comma(&self.dbg_attachment(i)));
                    }
                }
                for line in lines {
                    out.push_str(&line);
                    out.push('\n');
                }
                i = LLVMGetNextInstruction(i);
            }
            bb = LLVMGetNextBasicBlock(bb);
        }
        out.push_str("}\n\n");
        Ok(out)
    }

    /// Before printing `f`: `freeze` aliases, and the casts phis need on
    /// their incoming edges.
    unsafe fn prepare(&mut self, f: LLVMValueRef) -> Result<(), String> {
        let mut bb = LLVMGetFirstBasicBlock(f);
        let mut phis = Vec::new();
        while !bb.is_null() {
            let mut i = LLVMGetFirstInstruction(bb);
            while !i.is_null() {
                match LLVMGetInstructionOpcode(i) {
                    LLVMOpcode::LLVMFreeze => {
                        self.f.alias.insert(i, LLVMGetOperand(i, 0));
                    }
                    LLVMOpcode::LLVMPHI => phis.push(i),
                    _ => {}
                }
                i = LLVMGetNextInstruction(i);
            }
            bb = LLVMGetNextBasicBlock(bb);
        }
        for phi in phis {
            let t = self.ty(LLVMTypeOf(phi))?;
            for k in 0..LLVMCountIncoming(phi) {
                let v = self.resolve(LLVMGetIncomingValue(phi, k));
                let from = LLVMGetIncomingBlock(phi, k);
                let local = !LLVMIsAInstruction(v).is_null() || !LLVMIsAArgument(v).is_null();
                if !local || self.natural(v)? == t {
                    continue;
                }
                let k = (key(LLVMBasicBlockAsValue(from)), key(v), t.clone());
                if !self.f.edge_casts.contains_key(&k) {
                    let n = self.fresh("e7.");
                    self.f.edge_casts.insert(k, n);
                }
            }
        }
        Ok(())
    }

    /// The casts to print at the end of block `bb`.
    unsafe fn edge_casts_of(&mut self, bb: LLVMBasicBlockRef) -> String {
        let b = key(LLVMBasicBlockAsValue(bb));
        let mine: Vec<_> = self
            .f
            .edge_casts
            .iter()
            .filter(|((from, _, _), _)| *from == b)
            .map(|((_, v, t), n)| (*v as LLVMValueRef, t.clone(), n.clone()))
            .collect();
        let mut s = String::new();
        for (v, t, n) in mine {
            let (Ok(nat), Ok(x)) = (self.natural(v), self.local(v)) else {
                continue;
            };
            s.push_str(&format!("  %{n} = bitcast {nat} {x} to {t}\n"));
        }
        s
    }

    /// `%name = ` for a value-producing instruction.
    pub(super) fn def(&self, i: LLVMValueRef) -> Result<String, String> {
        Ok(format!("{} = ", self.local(i)?))
    }

    /// The lines for instruction `i` (casts its operands need first).
    unsafe fn instruction(&mut self, i: LLVMValueRef) -> Result<Vec<String>, String> {
        use LLVMOpcode::*;
        let mut pre = Vec::new();
        let op = LLVMGetInstructionOpcode(i);
        let n = LLVMGetNumOperands(i) as u32;
        let line = match op {
            LLVMFreeze => return Ok(Vec::new()),
            LLVMRet => {
                if n == 0 {
                    "ret void".into()
                } else {
                    format!("ret {}", self.neutral(LLVMGetOperand(i, 0), &mut pre)?)
                }
            }
            LLVMBr => {
                let s = if LLVMIsConditional(i) != 0 {
                    let c = self.operand(LLVMGetCondition(i), None, &mut pre)?;
                    let t = self.local(LLVMBasicBlockAsValue(LLVMGetSuccessor(i, 0)))?;
                    let f = self.local(LLVMBasicBlockAsValue(LLVMGetSuccessor(i, 1)))?;
                    format!("br i1 {c}, label {t}, label {f}")
                } else {
                    let t = self.local(LLVMBasicBlockAsValue(LLVMGetSuccessor(i, 0)))?;
                    format!("br label {t}")
                };
                format!("{s}{}", self.loop_md(i)?)
            }
            LLVMSwitch => {
                let c = self.neutral(LLVMGetOperand(i, 0), &mut pre)?;
                let d = self.local(LLVMBasicBlockAsValue(LLVMGetSwitchDefaultDest(i)))?;
                let mut s = format!("switch {c}, label {d} [");
                for k in 1..LLVMGetNumSuccessors(i) {
                    let v = self.neutral(LLVMGetOperand(i, 2 * k), &mut pre)?;
                    let dest = self.local(LLVMBasicBlockAsValue(LLVMGetSuccessor(i, k)))?;
                    s.push_str(&format!("\n    {v}, label {dest}"));
                }
                s.push_str("\n  ]");
                s
            }
            LLVMUnreachable => "unreachable".into(),
            LLVMFNeg => {
                let t = self.ty(LLVMTypeOf(i))?;
                let x = self.operand(LLVMGetOperand(i, 0), Some(&t), &mut pre)?;
                let zero = negative_zero(&t);
                format!("{}fsub {}{t} {zero}, {x}", self.def(i)?, fmf(i))
            }
            LLVMAdd | LLVMFAdd | LLVMSub | LLVMFSub | LLVMMul | LLVMFMul | LLVMUDiv | LLVMSDiv
            | LLVMFDiv | LLVMURem | LLVMSRem | LLVMFRem | LLVMShl | LLVMLShr | LLVMAShr
            | LLVMAnd | LLVMOr | LLVMXor => {
                let name = binop_name(op).unwrap_or("add");
                let mut flags = String::new();
                if matches!(op, LLVMAdd | LLVMSub | LLVMMul | LLVMShl) {
                    if LLVMGetNUW(i) != 0 {
                        flags.push_str("nuw ");
                    }
                    if LLVMGetNSW(i) != 0 {
                        flags.push_str("nsw ");
                    }
                }
                if matches!(op, LLVMUDiv | LLVMSDiv | LLVMLShr | LLVMAShr) && LLVMGetExact(i) != 0 {
                    flags.push_str("exact ");
                }
                flags.push_str(&fmf(i));
                let a = self.neutral(LLVMGetOperand(i, 0), &mut pre)?;
                let b = self.operand(LLVMGetOperand(i, 1), None, &mut pre)?;
                format!("{}{name} {flags}{a}, {b}", self.def(i)?)
            }
            LLVMICmp => {
                // Pointers compare at the first one's type.
                let t = self.natural(LLVMGetOperand(i, 0))?;
                let a = self.typed_as(LLVMGetOperand(i, 0), &t, &mut pre)?;
                let b = self.operand(LLVMGetOperand(i, 1), Some(&t), &mut pre)?;
                format!(
                    "{}icmp {} {a}, {b}",
                    self.def(i)?,
                    icmp(LLVMGetICmpPredicate(i))
                )
            }
            LLVMFCmp => {
                let a = self.neutral(LLVMGetOperand(i, 0), &mut pre)?;
                let b = self.operand(LLVMGetOperand(i, 1), None, &mut pre)?;
                format!(
                    "{}fcmp {}{} {a}, {b}",
                    self.def(i)?,
                    fmf(i),
                    fcmp(LLVMGetFCmpPredicate(i))
                )
            }
            LLVMSelect => {
                let c = self.neutral(LLVMGetOperand(i, 0), &mut pre)?;
                let a = self.neutral(LLVMGetOperand(i, 1), &mut pre)?;
                let b = self.neutral(LLVMGetOperand(i, 2), &mut pre)?;
                format!("{}select {c}, {a}, {b}", self.def(i)?)
            }
            LLVMPHI => self.phi(i, &mut pre)?,
            LLVMAlloca => {
                let t = self.alloca_type(i)?;
                let count = LLVMGetOperand(i, 0);
                let c = LLVMIsAConstantInt(count);
                let count = if !c.is_null() && LLVMConstIntGetZExtValue(c) == 1 {
                    String::new()
                } else {
                    format!(", {}", self.neutral(count, &mut pre)?)
                };
                format!(
                    "{}alloca {t}{count}, align {}",
                    self.def(i)?,
                    LLVMGetAlignment(i)
                )
            }
            LLVMLoad => self.load(i, &mut pre)?,
            LLVMStore => self.store(i, &mut pre)?,
            LLVMGetElementPtr => {
                let (inb, parts) = self.gep_operands(i, &mut pre)?;
                format!("{}getelementptr {inb}{parts}", self.def(i)?)
            }
            LLVMTrunc | LLVMZExt | LLVMSExt | LLVMFPTrunc | LLVMFPExt | LLVMFPToUI | LLVMFPToSI
            | LLVMUIToFP | LLVMSIToFP | LLVMPtrToInt | LLVMIntToPtr | LLVMBitCast
            | LLVMAddrSpaceCast => {
                let name = cast_name(op).unwrap_or("bitcast");
                let from = self.typed(LLVMGetOperand(i, 0), &mut pre)?;
                let to = self.natural(i)?;
                format!("{}{name} {from} to {to}", self.def(i)?)
            }
            LLVMExtractValue | LLVMInsertValue => {
                let idx = indices(i);
                let agg = self.neutral(LLVMGetOperand(i, 0), &mut pre)?;
                if op == LLVMExtractValue {
                    format!("{}extractvalue {agg}, {idx}", self.def(i)?)
                } else {
                    // The member at the spelling its struct gives it.
                    let member =
                        self.member_type(LLVMTypeOf(LLVMGetOperand(i, 0)), &aggregate_indices(i))?;
                    let v = self.typed_as(LLVMGetOperand(i, 1), &member, &mut pre)?;
                    format!("{}insertvalue {agg}, {v}, {idx}", self.def(i)?)
                }
            }
            LLVMExtractElement => {
                let v = self.neutral(LLVMGetOperand(i, 0), &mut pre)?;
                let x = self.neutral(LLVMGetOperand(i, 1), &mut pre)?;
                format!("{}extractelement {v}, {x}", self.def(i)?)
            }
            LLVMInsertElement => {
                let v = self.neutral(LLVMGetOperand(i, 0), &mut pre)?;
                let e = self.neutral(LLVMGetOperand(i, 1), &mut pre)?;
                let x = self.neutral(LLVMGetOperand(i, 2), &mut pre)?;
                format!("{}insertelement {v}, {e}, {x}", self.def(i)?)
            }
            LLVMShuffleVector => {
                let a = self.neutral(LLVMGetOperand(i, 0), &mut pre)?;
                let b = self.neutral(LLVMGetOperand(i, 1), &mut pre)?;
                let m = LLVMGetNumMaskElements(i);
                let mask: Vec<String> = (0..m)
                    .map(|k| match LLVMGetMaskValue(i, k) {
                        v if v < 0 => "i32 undef".to_string(),
                        v => format!("i32 {v}"),
                    })
                    .collect();
                format!(
                    "{}shufflevector {a}, {b}, <{m} x i32> <{}>",
                    self.def(i)?,
                    mask.join(", ")
                )
            }
            LLVMAtomicRMW => return self.atomicrmw(i, pre),
            LLVMAtomicCmpXchg => self.cmpxchg(i, &mut pre)?,
            LLVMFence => self.fence(i)?,
            LLVMCall => return self.call(i, pre),
            o => return Err(format!("the '{o:?}' instruction (not in NVVM IR)")),
        };
        pre.push(format!("  {line}"));
        Ok(pre)
    }

    /// A phi, its incoming values cast on their edges where they had to be.
    unsafe fn phi(&mut self, i: LLVMValueRef, pre: &mut Vec<String>) -> Result<String, String> {
        let t = self.ty(LLVMTypeOf(i))?;
        let mut incoming = Vec::new();
        for k in 0..LLVMCountIncoming(i) {
            let v = self.resolve(LLVMGetIncomingValue(i, k));
            let from = LLVMBasicBlockAsValue(LLVMGetIncomingBlock(i, k));
            let cast = self
                .f
                .edge_casts
                .get(&(key(from), key(v), t.clone()))
                .cloned();
            let x = match cast {
                Some(n) => format!("%{n}"),
                None => self.operand(v, Some(&t), pre)?,
            };
            incoming.push(format!("[ {x}, {} ]", self.local(from)?));
        }
        Ok(format!("{}phi {t} {}", self.def(i)?, incoming.join(", ")))
    }

    /// A non-atomic load at its natural type.
    unsafe fn load(&mut self, i: LLVMValueRef, pre: &mut Vec<String>) -> Result<String, String> {
        not_atomic(i, "load")?;
        let t = self.natural(i)?;
        let p = LLVMGetOperand(i, 0);
        let space = LLVMGetPointerAddressSpace(LLVMTypeOf(p));
        let p = self.typed_as(p, &self.ptr(&t, space), pre)?;
        let vol = volatile_kw(i);
        Ok(format!(
            "{}load {vol}{t}, {p}, align {}",
            self.def(i)?,
            LLVMGetAlignment(i)
        ))
    }

    /// A non-atomic store; a pointer is stored at the type its slot holds.
    unsafe fn store(&mut self, i: LLVMValueRef, pre: &mut Vec<String>) -> Result<String, String> {
        not_atomic(i, "store")?;
        let v = LLVMGetOperand(i, 0);
        let p = LLVMGetOperand(i, 1);
        // A pointer is stored at the type its slot holds (a field's,
        // a stack slot's) when the slot says, else at its own.
        let mut t = self.natural(v)?;
        if LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMTypeKind::LLVMPointerTypeKind {
            let slot = self.natural(p)?;
            let held = super::types::pointee_of(&slot);
            if slot.ends_with('*') && held.ends_with('*') {
                let space = LLVMGetPointerAddressSpace(LLVMTypeOf(v));
                if self.ptr(super::types::pointee_of(held), space) == held {
                    t = held.to_string();
                }
            }
        }
        let v = self.typed_as(v, &t, pre)?;
        let space = LLVMGetPointerAddressSpace(LLVMTypeOf(p));
        let p = self.typed_as(p, &self.ptr(&t, space), pre)?;
        let vol = volatile_kw(i);
        Ok(format!(
            "store {vol}{v}, {p}, align {}",
            LLVMGetAlignment(i)
        ))
    }

    /// `cmpxchg`, operands at the compared type.
    unsafe fn cmpxchg(&mut self, i: LLVMValueRef, pre: &mut Vec<String>) -> Result<String, String> {
        let p = LLVMGetOperand(i, 0);
        let t = self.ty(LLVMTypeOf(LLVMGetOperand(i, 1)))?;
        let space = LLVMGetPointerAddressSpace(LLVMTypeOf(p));
        let p = self.typed_as(p, &self.ptr(&t, space), pre)?;
        let a = self.typed_as(LLVMGetOperand(i, 1), &t, pre)?;
        let b = self.typed_as(LLVMGetOperand(i, 2), &t, pre)?;
        let weak = if LLVMGetWeak(i) != 0 { "weak " } else { "" };
        let vol = volatile_kw(i);
        Ok(format!(
            "{}cmpxchg {weak}{vol}{p}, {a}, {b} {}{} {}",
            self.def(i)?,
            syncscope(i),
            ordering(LLVMGetCmpXchgSuccessOrdering(i)),
            ordering(LLVMGetCmpXchgFailureOrdering(i))
        ))
    }

    /// `fence` as the `membar` of its scope (LLVM 7's NVPTX has no fence).
    unsafe fn fence(&mut self, i: LLVMValueRef) -> Result<String, String> {
        let scope = syncscope(i);
        let which = if scope.contains("\"block\"") || scope.contains("\"cta\"") {
            "cta"
        } else if scope.contains("\"device\"") || scope.contains("\"gpu\"") {
            "gl"
        } else {
            "sys"
        };
        let name = format!("llvm.nvvm.membar.{which}");
        self.decls
            .insert(name.clone(), format!("declare void @{name}()"));
        Ok(format!("call void @{name}()"))
    }

    /// ` , !llvm.loop !N` of a branch, if it has loop metadata.
    unsafe fn loop_md(&mut self, i: LLVMValueRef) -> Result<String, String> {
        let kind = LLVMGetMDKindIDInContext(self.ctx(), c"llvm.loop".as_ptr(), 9);
        let md = LLVMGetMetadata(i, kind);
        if md.is_null() {
            return Ok(String::new());
        }
        Ok(format!(", !llvm.loop {}", self.md_ref(md)))
    }

    /// `atomicrmw`, or the NVVM intrinsic LLVM 7 spells it as.
    unsafe fn atomicrmw(
        &mut self,
        i: LLVMValueRef,
        mut pre: Vec<String>,
    ) -> Result<Vec<String>, String> {
        use LLVMAtomicRMWBinOp::*;
        let p = LLVMGetOperand(i, 0);
        let v = LLVMGetOperand(i, 1);
        let t = self.ty(LLVMTypeOf(v))?;
        let space = LLVMGetPointerAddressSpace(LLVMTypeOf(p));
        let pt = self.ptr(&t, space);
        let pv = self.operand(p, Some(&pt), &mut pre)?;
        let vv = self.operand(v, Some(&t), &mut pre)?;
        let op = LLVMGetAtomicRMWBinOp(i);
        if op == LLVMAtomicRMWBinOpFAdd
            || op == LLVMAtomicRMWBinOpUIncWrap
            || op == LLVMAtomicRMWBinOpUDecWrap
        {
            // NVVM's forms of these are relaxed and device-wide: anything
            // stronger or narrower cannot be written with them.
            let ord = LLVMGetOrdering(i);
            if ord != llvm_sys::LLVMAtomicOrdering::LLVMAtomicOrderingMonotonic
                || !syncscope(i).is_empty()
            {
                return Err(format!(
                    "an atomic float add, increment or decrement that is {} {}",
                    ordering(ord),
                    syncscope(i)
                ));
            }
        }
        if op == LLVMAtomicRMWBinOpFAdd && self.dialect == super::Dialect::Modern {
            // libNVVM's verifier for compute_100 upgrades NVVM's float-add
            // intrinsic to the `atomicrmw fadd` it then rejects: PTX, as
            // nvcc writes it (`red` when the old value is unused).
            let (bits, c) = match t.as_str() {
                "float" => ("f32", "f"),
                "double" => ("f64", "d"),
                _ => return Err(format!("an atomic add of '{t}'")),
            };
            let space_name = match space {
                0 => "",
                1 => ".global",
                3 => ".shared",
                _ => return Err(format!("an atomic in address space {space}")),
            };
            if LLVMGetFirstUse(i).is_null() {
                pre.push(format!(
                    "  call void asm sideeffect \"red{space_name}.add.{bits} [$0], $1;\", \"l,{c},~{{memory}}\"({pt} {pv}, {t} {vv})"
                ));
            } else {
                pre.push(format!(
                    "  {}call {t} asm sideeffect \"atom{space_name}.add.{bits} $0, [$1], $2;\", \"={c},l,{c},~{{memory}}\"({pt} {pv}, {t} {vv})",
                    self.def(i)?
                ));
            }
            return Ok(pre);
        }
        let intrinsic = match op {
            LLVMAtomicRMWBinOpFAdd => {
                let (suffix, m) = match t.as_str() {
                    "float" => ("f32", "f32"),
                    "double" => ("f64", "f64"),
                    _ => return Err(format!("an atomic add of '{t}' (no LLVM 7 form)")),
                };
                Some(self.remangled(&format!("llvm.nvvm.atomic.load.add.{suffix}.p{space}"), m))
            }
            LLVMAtomicRMWBinOpUIncWrap | LLVMAtomicRMWBinOpUDecWrap if t == "i32" => {
                let which = if op == LLVMAtomicRMWBinOpUIncWrap {
                    "inc"
                } else {
                    "dec"
                };
                Some(self.remangled(&format!("llvm.nvvm.atomic.load.{which}.32.p{space}"), "i32"))
            }
            _ => None,
        };
        if let Some(name) = intrinsic {
            if !matches!(space, 0 | 1 | 3) {
                return Err(format!("an atomic in address space {space}"));
            }
            self.decls
                .insert(name.clone(), format!("declare {t} @{name}({pt}, {t})"));
            pre.push(format!(
                "  {}call {t} @{name}({pt} {pv}, {t} {vv})",
                self.def(i)?
            ));
            return Ok(pre);
        }
        if op == LLVMAtomicRMWBinOpXchg && matches!(t.as_str(), "float" | "double") {
            // LLVM 7's xchg takes integers: exchange the bits.
            let it = if t == "float" { "i32" } else { "i64" };
            let ip = self.ptr(it, space);
            let (a, b, c) = (self.fresh("x7."), self.fresh("x7."), self.fresh("x7."));
            pre.push(format!("  %{a} = bitcast {pt} {pv} to {ip}"));
            pre.push(format!("  %{b} = bitcast {t} {vv} to {it}"));
            pre.push(format!(
                "  %{c} = atomicrmw xchg {ip} %{a}, {it} %{b} {}{}",
                syncscope(i),
                ordering(LLVMGetOrdering(i))
            ));
            pre.push(format!("  {}bitcast {it} %{c} to {t}", self.def(i)?));
            return Ok(pre);
        }
        let name = match op {
            LLVMAtomicRMWBinOpXchg => "xchg",
            LLVMAtomicRMWBinOpAdd => "add",
            LLVMAtomicRMWBinOpSub => "sub",
            LLVMAtomicRMWBinOpAnd => "and",
            LLVMAtomicRMWBinOpOr => "or",
            LLVMAtomicRMWBinOpXor => "xor",
            LLVMAtomicRMWBinOpMax => "max",
            LLVMAtomicRMWBinOpMin => "min",
            LLVMAtomicRMWBinOpUMax => "umax",
            LLVMAtomicRMWBinOpUMin => "umin",
            o => return Err(format!("atomicrmw {o:?} (no LLVM 7 form in NVVM IR)")),
        };
        let vol = volatile_kw(i);
        pre.push(format!(
            "  {}atomicrmw {vol}{name} {pt} {pv}, {t} {vv} {}{}",
            self.def(i)?,
            syncscope(i),
            ordering(LLVMGetOrdering(i))
        ));
        Ok(pre)
    }

    /// A call: inline asm, an intrinsic in its LLVM 7 form, a direct or
    /// an indirect call.
    unsafe fn call(
        &mut self,
        i: LLVMValueRef,
        mut pre: Vec<String>,
    ) -> Result<Vec<String>, String> {
        let callee = LLVMGetCalledValue(i);
        let fty = LLVMGetCalledFunctionType(i);
        let nargs = LLVMGetNumArgOperands(i);
        let args: Vec<LLVMValueRef> = (0..nargs).map(|k| LLVMGetOperand(i, k)).collect();
        let ret = self.ty(LLVMGetReturnType(fty))?;
        let def = if ret == "void" {
            String::new()
        } else {
            self.def(i)?
        };
        let tail = if LLVMIsTailCall(i) != 0 { "tail " } else { "" };
        if !LLVMIsAInlineAsm(callee).is_null() {
            let mut list = Vec::new();
            for &a in &args {
                list.push(self.neutral(a, &mut pre)?);
            }
            let mut len = 0;
            let asm = LLVMGetInlineAsmAsmString(callee, &mut len);
            let asm = super::types::escape(std::slice::from_raw_parts(asm as *const u8, len));
            let cons = LLVMGetInlineAsmConstraintString(callee, &mut len);
            let cons = super::types::escape(std::slice::from_raw_parts(cons as *const u8, len));
            let mut flags = String::new();
            if LLVMGetInlineAsmHasSideEffects(callee) != 0 {
                flags.push_str("sideeffect ");
            }
            if LLVMGetInlineAsmNeedsAlignedStack(callee) != 0 {
                flags.push_str("alignstack ");
            }
            pre.push(format!(
                "  {def}{tail}call {ret} asm {flags}\"{asm}\", \"{cons}\"({})",
                list.join(", ")
            ));
            return Ok(pre);
        }
        let direct = !LLVMIsAFunction(callee).is_null();
        let name = if direct {
            name_of(callee)
        } else {
            String::new()
        };
        if name.starts_with("llvm.dbg.declare") || name.starts_with("llvm.dbg.value") {
            return self.debug_call(i, &name, &args, pre);
        }
        // Where an inlined `__restrict__` parameter's scope begins: only
        // the `!alias.scope`/`!noalias` metadata it pairs with reads it,
        // and the export writes neither, so the hint goes with them.
        if name == "llvm.experimental.noalias.scope.decl" {
            return Ok(pre);
        }
        if let Some(name) = name.strip_prefix("llvm.") {
            return self.intrinsic(i, &format!("llvm.{name}"), fty, &args, pre);
        }
        let mut list = Vec::new();
        let variadic = LLVMIsFunctionVarArg(fty) != 0;
        for (k, &a) in args.iter().enumerate() {
            let want = if direct && (k as u32) < LLVMCountParams(callee) {
                self.natural(LLVMGetParam(callee, k as u32))?
            } else {
                self.ty(LLVMTypeOf(a))?
            };
            let mut arg = self.typed_as(a, &want, &mut pre)?;
            if direct && (k as u32) < LLVMCountParams(callee) {
                // The ABI attributes a call site must repeat.
                let attrs: Vec<String> = self
                    .attributes(callee, k as u32 + 1)?
                    .into_iter()
                    .filter(|a| {
                        a.starts_with("byval")
                            || a.starts_with("sret")
                            || a.starts_with("align ")
                            || a == "signext"
                            || a == "zeroext"
                    })
                    .collect();
                if !attrs.is_empty() {
                    let (t, v) = arg.split_once(' ').unwrap_or((&arg, ""));
                    arg = format!("{t} {} {v}", attrs.join(" "));
                }
            }
            list.push(arg);
        }
        let fnty = self.fn_ty(fty)?;
        let callee_text = if direct {
            self.operand(callee, None, &mut pre)?
        } else {
            self.operand(callee, Some(&self.ptr(&fnty, 0)), &mut pre)?
        };
        let shown = if variadic { fnty.clone() } else { ret.clone() };
        pre.push(format!(
            "  {def}{tail}call {shown} {callee_text}({})",
            list.join(", ")
        ));
        Ok(pre)
    }
}

/// `-0.0` of floating type `t` (a vector's splat too).
fn negative_zero(t: &str) -> String {
    if let Some(rest) = t.strip_prefix('<') {
        // `<N x T>`
        let inner = rest.trim_end_matches('>');
        if let Some((n, e)) = inner.split_once(" x ") {
            let n: usize = n.trim().parse().unwrap_or(0);
            let z = negative_zero(e.trim());
            let items: Vec<String> = (0..n).map(|_| format!("{} {z}", e.trim())).collect();
            return format!("<{}>", items.join(", "));
        }
    }
    match t {
        "half" => "0xH8000".into(),
        _ => "-0.000000e+00".into(),
    }
}

/// The indices of an `extractvalue`/`insertvalue`, as text.
unsafe fn indices(i: LLVMValueRef) -> String {
    aggregate_indices(i)
        .iter()
        .map(|x| x.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// The indices of an `extractvalue`/`insertvalue` instruction.
pub(super) unsafe fn aggregate_indices(i: LLVMValueRef) -> Vec<u32> {
    let n = LLVMGetNumIndices(i) as usize;
    let p = LLVMGetIndices(i);
    if n == 0 || p.is_null() {
        return Vec::new();
    }
    std::slice::from_raw_parts(p, n).to_vec()
}

/// `volatile ` for a volatile memory instruction.
unsafe fn volatile_kw(i: LLVMValueRef) -> &'static str {
    if LLVMGetVolatile(i) != 0 {
        "volatile "
    } else {
        ""
    }
}

/// An error for an atomic load or store (`what`): NVVM IR has neither.
unsafe fn not_atomic(i: LLVMValueRef, what: &str) -> Result<(), String> {
    if LLVMGetOrdering(i) == llvm_sys::LLVMAtomicOrdering::LLVMAtomicOrderingNotAtomic {
        Ok(())
    } else {
        Err(format!("an atomic {what} (NVVM IR has none)"))
    }
}
