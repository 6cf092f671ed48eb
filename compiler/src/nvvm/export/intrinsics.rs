//! Intrinsic calls in the NVVM IR export: LLVM's newer intrinsics and
//! those libNVVM's verifier does not take (NVVM IR spec §11) in the forms
//! it does — compare-and-select for integer min/max/abs and saturating
//! arithmetic, NVVM intrinsics or PTX for float rounding, min/max and
//! sign, bit tests for `llvm.is.fpclass`, PTX for special registers,
//! `redux.sync`, `nanosleep` and `activemask` — and the list of what
//! passes through unchanged; anything else is an error naming it.

use super::types::ident;
use super::Writer;
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::LLVMTypeKind;

impl Writer<'_> {
    /// An intrinsic call in LLVM 7 form.
    pub(super) unsafe fn intrinsic(
        &mut self,
        i: LLVMValueRef,
        name: &str,
        fty: LLVMTypeRef,
        args: &[LLVMValueRef],
        mut pre: Vec<String>,
    ) -> Result<Vec<String>, String> {
        let ret = self.ty(LLVMGetReturnType(fty))?;
        // Integer min/max and abs came after LLVM 7: compare and select.
        let base: String = name.split('.').take(2).collect::<Vec<_>>().join(".");
        let minmax = match base.as_str() {
            "llvm.smax" => Some("sgt"),
            "llvm.smin" => Some("slt"),
            "llvm.umax" => Some("ugt"),
            "llvm.umin" => Some("ult"),
            _ => None,
        };
        if let Some(pred) = minmax {
            let a = self.operand(args[0], Some(&ret), &mut pre)?;
            let b = self.operand(args[1], Some(&ret), &mut pre)?;
            let c = self.fresh("m7.");
            pre.push(format!("  %{c} = icmp {pred} {ret} {a}, {b}"));
            pre.push(format!(
                "  {}select i1 %{c}, {ret} {a}, {ret} {b}",
                self.def(i)?
            ));
            return Ok(pre);
        }
        if name.starts_with("llvm.nvvm.isspacep.") {
            // `i1 @llvm.nvvm.isspacep.shared(i8*)` (spec §12.2.2): a
            // generic byte pointer, no overload suffix. (libNVVM 13.0 takes
            // the cluster test by LLVM's name, `shared.cluster`, and
            // rejects the spec's `cluster_shared`.)
            let new_name = name.to_string();
            let p = self.ptr("i8", 0);
            let a = self.operand(args[0], Some(&p), &mut pre)?;
            self.decls.insert(
                new_name.clone(),
                format!("declare i1 @{}({p})", ident(&new_name)),
            );
            pre.push(format!(
                "  {}call i1 @{}({p} {a})",
                self.def(i)?,
                ident(&new_name)
            ));
            return Ok(pre);
        }
        if let Some(line) = self.nvvm_form(name, &ret, args, &mut pre)? {
            pre.push(format!(
                "  {}{line}",
                if ret == "void" {
                    String::new()
                } else {
                    self.def(i)?
                }
            ));
            return Ok(pre);
        }
        if base == "llvm.abs" {
            let x = self.operand(args[0], Some(&ret), &mut pre)?;
            let (neg, c) = (self.fresh("m7."), self.fresh("m7."));
            pre.push(format!("  %{neg} = sub {ret} 0, {x}"));
            pre.push(format!("  %{c} = icmp slt {ret} {x}, 0"));
            pre.push(format!(
                "  {}select i1 %{c}, {ret} %{neg}, {ret} {x}",
                self.def(i)?
            ));
            return Ok(pre);
        }
        if let Some(op) = base.strip_prefix("llvm.") {
            if let Some(lines) = self.saturating(i, op, name, &ret, args, &mut pre)? {
                pre.extend(lines);
                return Ok(pre);
            }
        }
        if name.starts_with("llvm.nvvm.wmma.") {
            pre.extend(self.wmma_asm(i, name, &ret, fty, args, pre.clone())?);
            return Ok(pre);
        }
        if !libnvvm_knows(name) {
            return Err(format!("the intrinsic '{name}'"));
        }
        // Pointer overloads name their pointee again: the data type for
        // NVVM's own intrinsics, `i8` for LLVM's.
        let pointee = if name.starts_with("llvm.nvvm.") && ret != "void" {
            ret.clone()
        } else {
            "i8".to_string()
        };
        let n = LLVMCountParamTypes(fty) as usize;
        let mut ps = vec![std::ptr::null_mut(); n];
        LLVMGetParamTypes(fty, ps.as_mut_ptr());
        let has_ptr = ps
            .iter()
            .any(|&p| LLVMGetTypeKind(p) == LLVMTypeKind::LLVMPointerTypeKind);
        let new_name = if has_ptr {
            let mangled = match pointee.as_str() {
                "float" => "f32".to_string(),
                "double" => "f64".to_string(),
                "half" => "f16".to_string(),
                t if t.starts_with('i') => t.to_string(),
                t => return Err(format!("'{name}' over a pointer to '{t}'")),
            };
            self.remangled(name, &mangled)
        } else {
            name.to_string()
        };
        let mut params = Vec::with_capacity(n);
        for &p in &ps {
            params.push(if LLVMGetTypeKind(p) == LLVMTypeKind::LLVMPointerTypeKind {
                self.ptr(&pointee, LLVMGetPointerAddressSpace(p))
            } else {
                self.ty(p)?
            });
        }
        let mut list = Vec::with_capacity(args.len());
        for (k, &a) in args.iter().enumerate() {
            let want = match params.get(k) {
                Some(p) => p.clone(),
                None => self.ty(LLVMTypeOf(a))?,
            };
            if LLVMGetTypeKind(LLVMTypeOf(a)) == LLVMTypeKind::LLVMMetadataTypeKind {
                return Err(format!("a metadata argument to '{name}'"));
            }
            list.push(self.typed_as(a, &want, &mut pre)?);
        }
        let mut sig = params.clone();
        if LLVMIsFunctionVarArg(fty) != 0 {
            sig.push("...".into());
        }
        self.decls.insert(
            new_name.clone(),
            format!("declare {ret} @{}({})", ident(&new_name), sig.join(", ")),
        );
        let def = if ret == "void" {
            String::new()
        } else {
            self.def(i)?
        };
        let tail = if LLVMIsTailCall(i) != 0 { "tail " } else { "" };
        pre.push(format!(
            "  {def}{tail}call {ret} @{}({})",
            ident(&new_name),
            list.join(", ")
        ));
        Ok(pre)
    }
}

impl Writer<'_> {
    /// A warp matrix intrinsic (`llvm.nvvm.wmma.*`) as the PTX instruction
    /// nvcc writes for it: libNVVM's own matrix intrinsics cover only the
    /// half-precision shapes (NVVM IR spec §15.6.5, as a preview), while
    /// inline PTX takes every shape and type in both dialects. Registers
    /// are `r` (`i32`, and `<2 x half>` through an `i32` bitcast), `f` or
    /// `d`; the result is rebuilt in the intrinsic's own type, so its uses
    /// read it unchanged. Returns the lines after `pre`'s (which it
    /// returns first).
    unsafe fn wmma_asm(
        &mut self,
        i: LLVMValueRef,
        name: &str,
        ret: &str,
        fty: LLVMTypeRef,
        args: &[LLVMValueRef],
        mut pre: Vec<String>,
    ) -> Result<Vec<String>, String> {
        use crate::nvvm::target::wmma::{from_intrinsic, Op};
        let Some((w, layout, satf)) = from_intrinsic(name) else {
            return Err(format!("the intrinsic '{name}'"));
        };
        let n = LLVMCountParamTypes(fty) as usize;
        let mut ps = vec![std::ptr::null_mut(); n];
        LLVMGetParamTypes(fty, ps.as_mut_ptr());
        let space = match ps.first() {
            Some(&p) if LLVMGetTypeKind(p) == LLVMTypeKind::LLVMPointerTypeKind => {
                LLVMGetPointerAddressSpace(p)
            }
            _ => 0,
        };
        let space_name = match space {
            1 => ".global",
            3 => ".shared",
            _ => "",
        };
        let text = w.ptx(layout, satf, space_name);
        // The registers an operand or result of type `t` is, with its
        // constraint letter.
        let letter = |t: &str| match t {
            "float" => Ok("f"),
            "double" => Ok("d"),
            "i32" | "<2 x half>" => Ok("r"),
            t => Err(format!("'{name}' with a register of type '{t}'")),
        };
        let mut operands: Vec<String> = Vec::new();
        let mut constraints: Vec<String> = Vec::new();
        let reg_arg = |me: &mut Self, a: LLVMValueRef, pre: &mut Vec<String>| {
            let t = me.ty(LLVMTypeOf(a))?;
            let c = letter(&t)?;
            let x = me.operand(a, Some(&t), pre)?;
            let (t, x) = if t == "<2 x half>" {
                let b = me.fresh("w7.");
                pre.push(format!("  %{b} = bitcast <2 x half> {x} to i32"));
                ("i32".to_string(), format!("%{b}"))
            } else {
                (t, x)
            };
            Ok::<(String, String), String>((c.to_string(), format!("{t} {x}")))
        };
        // Results first (`$0…`), then inputs, as PTX lists them.
        let results: Vec<String> = if ret == "void" {
            Vec::new()
        } else if let Some(inner) = ret.strip_prefix("{ ").and_then(|r| r.strip_suffix(" }")) {
            inner.split(", ").map(str::to_string).collect()
        } else {
            vec![ret.to_string()]
        };
        let mut out_cons = Vec::new();
        for t in &results {
            out_cons.push(format!("={}", letter(t)?));
        }
        let nres = results.len();
        let list = |from: usize, to: usize| -> String {
            let regs: Vec<String> = (from..to).map(|k| format!("${k}")).collect();
            format!("{{{}}}", regs.join(", "))
        };
        let asm = match w.op {
            Op::Load(..) => {
                let p = self.ptr("i8", space);
                operands.push(self.typed_as(args[0], &p, &mut pre)?);
                constraints.push("l".into());
                let (c, o) = reg_arg(self, args[1], &mut pre)?;
                constraints.push(c);
                operands.push(o);
                format!("{text} {}, [${nres}], ${};", list(0, nres), nres + 1)
            }
            Op::Store(_) => {
                let p = self.ptr("i8", space);
                operands.push(self.typed_as(args[0], &p, &mut pre)?);
                constraints.push("l".into());
                for &a in &args[1..] {
                    let (c, o) = reg_arg(self, a, &mut pre)?;
                    constraints.push(c);
                    operands.push(o);
                }
                let regs = args.len() - 2;
                format!("{text} [$0], {}, ${};", list(1, 1 + regs), 1 + regs)
            }
            Op::Mma { .. } | Op::Bmma { .. } => {
                let (na, nb, nc) = w
                    .mma_counts()
                    .ok_or_else(|| format!("'{name}' without fragment counts"))?;
                for &a in args {
                    let (c, o) = reg_arg(self, a, &mut pre)?;
                    constraints.push(c);
                    operands.push(o);
                }
                let a0 = nres;
                format!(
                    "{text} {}, {}, {}, {};",
                    list(0, nres),
                    list(a0, a0 + na),
                    list(a0 + na, a0 + na + nb),
                    list(a0 + na + nb, a0 + na + nb + nc)
                )
            }
        };
        let mut all_cons = out_cons;
        all_cons.extend(constraints);
        all_cons.push("~{memory}".into());
        let raw: Vec<String> = results
            .iter()
            .map(|t| {
                if t == "<2 x half>" {
                    "i32".into()
                } else {
                    t.clone()
                }
            })
            .collect();
        let raw_ty = match raw.len() {
            0 => "void".to_string(),
            1 => raw[0].clone(),
            _ => format!("{{ {} }}", raw.join(", ")),
        };
        let call = format!(
            "call {raw_ty} asm sideeffect \"{asm}\", \"{}\"({})",
            all_cons.join(","),
            operands.join(", ")
        );
        if raw_ty == "void" {
            pre.push(format!("  {call}"));
            return Ok(pre);
        }
        if raw_ty == ret {
            pre.push(format!("  {}{call}", self.def(i)?));
            return Ok(pre);
        }
        // Rebuild the intrinsic's type: `<2 x half>` registers from `i32`.
        let r = self.fresh("w7.");
        pre.push(format!("  %{r} = {call}"));
        let mut acc = "undef".to_string();
        for (k, t) in results.iter().enumerate() {
            let e = self.fresh("w7.");
            pre.push(format!("  %{e} = extractvalue {raw_ty} %{r}, {k}"));
            let v = if t == "<2 x half>" {
                let b = self.fresh("w7.");
                pre.push(format!("  %{b} = bitcast i32 %{e} to <2 x half>"));
                b
            } else {
                e
            };
            if k + 1 == results.len() {
                pre.push(format!(
                    "  {}insertvalue {ret} {acc}, {t} %{v}, {k}",
                    self.def(i)?
                ));
            } else {
                let next = self.fresh("w7.");
                pre.push(format!(
                    "  %{next} = insertvalue {ret} {acc}, {t} %{v}, {k}"
                ));
                acc = format!("%{next}");
            }
        }
        Ok(pre)
    }

    /// An LLVM intrinsic libNVVM does not support (NVVM IR spec §11), as
    /// the NVVM intrinsic or instruction sequence with its semantics: the
    /// text after `%r = `, with any earlier lines pushed to `pre`.
    unsafe fn nvvm_form(
        &mut self,
        name: &str,
        ret: &str,
        args: &[LLVMValueRef],
        pre: &mut Vec<String>,
    ) -> Result<Option<String>, String> {
        let family = name.rsplit_once('.').map(|(f, _)| f).unwrap_or(name);
        if FLOAT_FAMILIES.contains(&family) {
            if let Some((n, lane)) = vector_of(ret) {
                // Lane by lane: libNVVM has these for scalars only.
                let mut ops = Vec::with_capacity(args.len());
                for &a in args {
                    ops.push(self.operand(a, Some(ret), pre)?);
                }
                let mut acc = "undef".to_string();
                for k in 0..n {
                    let lanes: Vec<String> = ops
                        .iter()
                        .map(|o| {
                            let e = self.fresh("v7.");
                            pre.push(format!("  %{e} = extractelement {ret} {o}, i32 {k}"));
                            format!("%{e}")
                        })
                        .collect();
                    let r = self.fresh("v7.");
                    let text = self.float_form(family, name, &lane, &lanes, pre)?;
                    pre.push(format!("  %{r} = {text}"));
                    if k + 1 == n {
                        return Ok(Some(format!(
                            "insertelement {ret} {acc}, {lane} %{r}, i32 {k}"
                        )));
                    }
                    let next = self.fresh("v7.");
                    pre.push(format!(
                        "  %{next} = insertelement {ret} {acc}, {lane} %{r}, i32 {k}"
                    ));
                    acc = format!("%{next}");
                }
            }
            let mut ops = Vec::with_capacity(args.len());
            for &a in args {
                ops.push(self.operand(a, Some(ret), pre)?);
            }
            return self.float_form(family, name, ret, &ops, pre).map(Some);
        }
        if family == "llvm.is.fpclass" {
            return self.fpclass(name, args, pre).map(Some);
        }
        Ok(Some(match family {
            _ if name.starts_with("llvm.nvvm.read.ptx.sreg.")
                && !LIBNVVM_SREGS.iter().any(|r| name.ends_with(r)) =>
            {
                // A special register libNVVM has no intrinsic for: read it
                // in PTX (volatile for the clocks and timers).
                // PTX spells the inner dots of a register name as `_`
                // (`lanemask.lt` → `%lanemask_lt`, `cluster.ctaid.x` →
                // `%cluster_ctaid.x`).
                let raw = &name["llvm.nvvm.read.ptx.sreg.".len()..];
                let reg = match raw.rsplit_once('.') {
                    Some((head, d @ ("x" | "y" | "z"))) => {
                        format!("{}.{d}", head.replace('.', "_"))
                    }
                    _ => raw.replace('.', "_"),
                };
                let (mov, c) = if ret == "i64" {
                    ("u64", "l")
                } else {
                    ("u32", "r")
                };
                let volatile = if reg.contains("clock") || reg.contains("timer") {
                    "sideeffect "
                } else {
                    ""
                };
                format!("call {ret} asm {volatile}\"mov.{mov} $0, %{reg};\", \"={c}\"()")
            }
            _ if name.starts_with("llvm.nvvm.redux.sync.") => {
                let op = &name["llvm.nvvm.redux.sync.".len()..];
                let ty = match op {
                    "add" | "min" | "max" => format!("{op}.s32"),
                    "umin" | "umax" => format!("{}.u32", &op[1..]),
                    _ => format!("{op}.b32"),
                };
                let a = self.typed_as(args[0], "i32", pre)?;
                let b = self.typed_as(args[1], "i32", pre)?;
                format!(
                    "call i32 asm sideeffect \"redux.sync.{ty} $0, $1, $2;\", \"=r,r,r\"({a}, {b})"
                )
            }
            "llvm.nvvm" if name == "llvm.nvvm.nanosleep" => {
                let t = self.typed_as(args[0], "i32", pre)?;
                format!("call void asm sideeffect \"nanosleep.u32 $0;\", \"r\"({t})")
            }
            "llvm.nvvm" if name == "llvm.nvvm.activemask" => {
                // libNVVM has no intrinsic for it; CUDA's headers use PTX.
                "call i32 asm sideeffect \"activemask.b32 $0;\", \"=r\"()".into()
            }
            _ => return Ok(None),
        }))
    }

    /// One of `FLOAT_FAMILIES` on scalar `ret` operands `ops` (values of
    /// type `ret`, without it): the text after `%r = `.
    unsafe fn float_form(
        &mut self,
        family: &str,
        name: &str,
        ret: &str,
        ops: &[String],
        pre: &mut Vec<String>,
    ) -> Result<String, String> {
        let suffix = match ret {
            "float" => "f",
            "double" => "d",
            _ => {
                return Err(format!(
                    "'{name}' (libNVVM supports it for float and double only)"
                ))
            }
        };
        let nvvm = match family {
            "llvm.fabs" => "fabs",
            "llvm.floor" => "floor",
            "llvm.ceil" => "ceil",
            "llvm.trunc" => "trunc",
            // Round to nearest even: PTX `cvt.rni`.
            "llvm.rint" | "llvm.nearbyint" | "llvm.roundeven" => "round",
            // libNVVM implements its fmin/fmax intrinsics by calling
            // libdevice, which is linked before it: PTX min/max, as LLVM's
            // NVPTX selects minnum/maxnum.
            "llvm.minnum" | "llvm.maxnum" => {
                let op = if family == "llvm.minnum" {
                    "min"
                } else {
                    "max"
                };
                // `-ftz=true` flushes f32 min/max too (`min.ftz.f32`).
                let (bits, c) = if ret == "float" && self.f.ftz_f32 {
                    ("ftz.f32", "f")
                } else if ret == "float" {
                    ("f32", "f")
                } else {
                    ("f64", "d")
                };
                return Ok(format!(
                    "call {ret} asm \"{op}.{bits} $0, $1, $2;\", \"={c},{c},{c}\"({ret} {}, {ret} {})",
                    ops[0], ops[1]
                ));
            }
            "llvm.copysign" => {
                // Magnitude of the first, sign of the second.
                let (it, mag, sign) = if ret == "float" {
                    ("i32", "2147483647", "-2147483648")
                } else {
                    ("i64", "9223372036854775807", "-9223372036854775808")
                };
                let n: Vec<String> = (0..5).map(|_| self.fresh("s7.")).collect();
                pre.push(format!("  %{} = bitcast {ret} {} to {it}", n[0], ops[0]));
                pre.push(format!("  %{} = bitcast {ret} {} to {it}", n[1], ops[1]));
                pre.push(format!("  %{} = and {it} %{}, {mag}", n[2], n[0]));
                pre.push(format!("  %{} = and {it} %{}, {sign}", n[3], n[1]));
                pre.push(format!("  %{} = or {it} %{}, %{}", n[4], n[2], n[3]));
                return Ok(format!("bitcast {it} %{} to {ret}", n[4]));
            }
            _ => return Err(format!("'{name}'")),
        };
        let callee = format!("llvm.nvvm.{nvvm}.{suffix}");
        let list: Vec<String> = ops.iter().map(|o| format!("{ret} {o}")).collect();
        let params = vec![ret.to_string(); ops.len()];
        self.decls.insert(
            callee.clone(),
            format!("declare {ret} @{callee}({})", params.join(", ")),
        );
        Ok(format!("call {ret} @{callee}({})", list.join(", ")))
    }

    /// `llvm.is.fpclass(x, mask)` (LLVM 16) by the bits of `x`: each class
    /// the mask names (signalling/quiet NaN, ±infinity, ±normal,
    /// ±subnormal, ±zero) tested on the magnitude, and-ed with the sign
    /// where the mask names one sign only; the tests or-ed.
    unsafe fn fpclass(
        &mut self,
        name: &str,
        args: &[LLVMValueRef],
        pre: &mut Vec<String>,
    ) -> Result<String, String> {
        let t = self.ty(LLVMTypeOf(args[0]))?;
        // Integer type, |x| mask, infinity's bits, the smallest normal's,
        // the quiet-NaN bit (all below the sign bit: plain decimals).
        let (it, abs, inf, min_normal, quiet): (&str, u64, u64, u64, u64) = match t.as_str() {
            "half" => ("i16", 0x7fff, 0x7c00, 0x0400, 0x0200),
            "float" => ("i32", 0x7fff_ffff, 0x7f80_0000, 0x0080_0000, 0x0040_0000),
            "double" => (
                "i64",
                0x7fff_ffff_ffff_ffff,
                0x7ff0_0000_0000_0000,
                0x0010_0000_0000_0000,
                0x0008_0000_0000_0000,
            ),
            _ => return Err(format!("'{name}' on '{t}'")),
        };
        let c = LLVMIsAConstantInt(args[1]);
        if c.is_null() {
            return Err(format!("'{name}' with a mask that is not a constant"));
        }
        let mask = LLVMConstIntGetZExtValue(c) as u32;
        let x = self.operand(args[0], Some(&t), pre)?;
        let b = self.emit(pre, format!("bitcast {t} {x} to {it}"));
        let a = self.emit(pre, format!("and {it} {b}, {abs}"));
        let neg = self.emit(pre, format!("icmp slt {it} {b}, 0"));
        let pos = self.emit(pre, format!("icmp sge {it} {b}, 0"));
        let mut tests = Vec::new();
        let nan_bits = mask & 0b11;
        if nan_bits != 0 {
            let nan = self.emit(pre, format!("icmp ugt {it} {a}, {inf}"));
            if nan_bits == 0b11 {
                tests.push(nan);
            } else {
                // Bit 1 is the quiet NaN: its top mantissa bit is set.
                let q = self.emit(pre, format!("and {it} {a}, {quiet}"));
                let pred = if nan_bits == 0b10 { "ne" } else { "eq" };
                let qb = self.emit(pre, format!("icmp {pred} {it} {q}, 0"));
                tests.push(self.emit(pre, format!("and i1 {nan}, {qb}")));
            }
        }
        // (negative bit, positive bit, offset subtracted from |x|, compare)
        let classes: [(u32, u32, u64, &str, u64); 4] = [
            (2, 9, 0, "eq", inf),
            (5, 6, 0, "eq", 0),
            // Subnormal: 0 < |x| < smallest normal.
            (4, 7, 1, "ult", min_normal - 1),
            // Normal: smallest normal ≤ |x| < infinity.
            (3, 8, min_normal, "ult", inf - min_normal),
        ];
        for (nb, pb, offset, pred, bound) in classes {
            let (n, p) = (mask & (1 << nb) != 0, mask & (1 << pb) != 0);
            if !n && !p {
                continue;
            }
            let v = if offset == 0 {
                a.clone()
            } else {
                self.emit(pre, format!("add {it} {a}, -{offset}"))
            };
            let cmp = self.emit(pre, format!("icmp {pred} {it} {v}, {bound}"));
            tests.push(match (n, p) {
                (true, true) => cmp,
                (true, false) => self.emit(pre, format!("and i1 {cmp}, {neg}")),
                _ => self.emit(pre, format!("and i1 {cmp}, {pos}")),
            });
        }
        let Some((last, rest)) = tests.split_last() else {
            return Ok("or i1 false, false".into());
        };
        let mut acc = "false".to_string();
        for t in rest {
            acc = self.emit(pre, format!("or i1 {acc}, {t}"));
        }
        Ok(format!("or i1 {acc}, {last}"))
    }

    /// Saturating integer add/subtract (LLVM 8): the wrapping operation
    /// and a select of the bound where it overflowed. `None` for other
    /// intrinsics.
    unsafe fn saturating(
        &mut self,
        i: LLVMValueRef,
        op: &str,
        name: &str,
        ret: &str,
        args: &[LLVMValueRef],
        pre: &mut Vec<String>,
    ) -> Result<Option<Vec<String>>, String> {
        if !matches!(op, "uadd" | "usub" | "sadd" | "ssub") || !name.contains(".sat.") {
            return Ok(None);
        }
        let Some(bits) = ret.strip_prefix('i').and_then(|b| b.parse::<u32>().ok()) else {
            return Err(format!("'{name}' on '{ret}'"));
        };
        let a = self.operand(args[0], Some(ret), pre)?;
        let b = self.operand(args[1], Some(ret), pre)?;
        let mut out = Vec::new();
        let def = self.def(i)?;
        match op {
            "uadd" => {
                let sum = self.emit(&mut out, format!("add {ret} {a}, {b}"));
                let wrapped = self.emit(&mut out, format!("icmp ult {ret} {sum}, {a}"));
                out.push(format!("  {def}select i1 {wrapped}, {ret} -1, {ret} {sum}"));
            }
            "usub" => {
                let diff = self.emit(&mut out, format!("sub {ret} {a}, {b}"));
                let under = self.emit(&mut out, format!("icmp ult {ret} {a}, {b}"));
                out.push(format!("  {def}select i1 {under}, {ret} 0, {ret} {diff}"));
            }
            _ => {
                // Wrapping result; it overflowed when its sign differs
                // from what the operands' signs allow (add: both
                // operands' signs differ from the result's; subtract: the
                // operands' signs differ and the result's differs from
                // a's). Overflow goes toward a's sign either way.
                let (arith, mix) = if op == "sadd" {
                    ("add", "b")
                } else {
                    ("sub", "ab")
                };
                let r = self.emit(&mut out, format!("{arith} {ret} {a}, {b}"));
                let ar = self.emit(&mut out, format!("xor {ret} {a}, {r}"));
                let other = if mix == "b" {
                    self.emit(&mut out, format!("xor {ret} {b}, {r}"))
                } else {
                    self.emit(&mut out, format!("xor {ret} {a}, {b}"))
                };
                let both = self.emit(&mut out, format!("and {ret} {ar}, {other}"));
                let ov = self.emit(&mut out, format!("icmp slt {ret} {both}, 0"));
                let negative = self.emit(&mut out, format!("icmp slt {ret} {a}, 0"));
                let max = (1i128 << (bits - 1)) - 1;
                let min = -(1i128 << (bits - 1));
                let bound = self.emit(
                    &mut out,
                    format!("select i1 {negative}, {ret} {min}, {ret} {max}"),
                );
                out.push(format!("  {def}select i1 {ov}, {ret} {bound}, {ret} {r}"));
            }
        }
        Ok(Some(out))
    }

    /// Push `%N = line` to `pre`; returns `%N`.
    fn emit(&mut self, pre: &mut Vec<String>, line: String) -> String {
        let n = self.fresh("f7.");
        pre.push(format!("  %{n} = {line}"));
        format!("%{n}")
    }
}

/// The LLVM intrinsics the NVVM IR spec (§11) supports, by name prefix
/// (overloads add type suffixes): anything else that reaches the export
/// has no form in it yet.
const LIBNVVM_INTRINSICS: &[&str] = &[
    "llvm.nvvm.",
    "llvm.va_start",
    "llvm.va_end",
    "llvm.va_copy",
    "llvm.memcpy.",
    "llvm.memmove.",
    "llvm.memset.",
    "llvm.sqrt.",
    "llvm.fma.",
    "llvm.fmuladd.",
    "llvm.bitreverse.",
    "llvm.bswap.",
    "llvm.ctpop.",
    "llvm.ctlz.",
    "llvm.cttz.",
    "llvm.fshl.",
    "llvm.fshr.",
    "llvm.sadd.with.overflow.",
    "llvm.uadd.with.overflow.",
    "llvm.ssub.with.overflow.",
    "llvm.usub.with.overflow.",
    "llvm.smul.with.overflow.",
    "llvm.umul.with.overflow.",
    "llvm.convert.to.fp16",
    "llvm.convert.from.fp16",
    "llvm.dbg.",
    "llvm.lifetime.start",
    "llvm.lifetime.end",
    "llvm.invariant.start",
    "llvm.invariant.end",
    "llvm.var.annotation",
    "llvm.ptr.annotation",
    "llvm.annotation",
    "llvm.trap",
    "llvm.expect",
    "llvm.assume",
];

fn libnvvm_knows(name: &str) -> bool {
    LIBNVVM_INTRINSICS.iter().any(|p| name.starts_with(p))
}

/// The float intrinsic families libNVVM lacks that `float_form` writes,
/// lane by lane for vectors.
const FLOAT_FAMILIES: &[&str] = &[
    "llvm.fabs",
    "llvm.floor",
    "llvm.ceil",
    "llvm.trunc",
    "llvm.rint",
    "llvm.nearbyint",
    "llvm.roundeven",
    "llvm.minnum",
    "llvm.maxnum",
    "llvm.copysign",
];

/// `<N x T>` → (N, T).
fn vector_of(t: &str) -> Option<(u32, String)> {
    let inner = t.strip_prefix('<')?.strip_suffix('>')?;
    let (n, e) = inner.split_once(" x ")?;
    Some((n.trim().parse().ok()?, e.trim().to_string()))
}

/// The special registers libNVVM reads through its own intrinsics
/// (NVVM IR spec §15); others are read with PTX `mov`.
const LIBNVVM_SREGS: &[&str] = &[
    "tid.x", "tid.y", "tid.z", "ntid.x", "ntid.y", "ntid.z", "ctaid.x", "ctaid.y", "ctaid.z",
    "nctaid.x", "nctaid.y", "nctaid.z", "warpsize",
];
