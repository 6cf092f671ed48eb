//! CUDA rules for calls of the device library's builtins, split from
//! `cuda.rs` (which keeps the other CUDA rules): `__nvvm_*` calls (device
//! code only, arguments converted to the builtin's operand types, constant
//! mode operands, the builtin's minimum SM at the user's call),
//! NVVMReflect keys (`__nvvm_reflect`), and the types the cache-hinted
//! loads and stores accept.
//!
//! Input: a call's builtin and checked arguments. Output: the IR call, or
//! a diagnostic. Invariant: no builtin reaches codegen with an operand of
//! a type its NVVM intrinsic does not take.

use super::Sema;
use crate::ir::{Builtin, FuncId};
use crate::source::Span;

impl Sema<'_> {
    /// A call of `__nvvm_*` builtin `b` (index `i`): device code only, the
    /// arguments converted to its parameter types.
    pub(crate) fn nvvm_builtin(
        &mut self,
        i: u16,
        b: &crate::nvvm::target::builtins::Builtin,
        args: Vec<crate::ir::Expr>,
        callee_span: Span,
        span: Span,
    ) -> crate::ir::Expr {
        use crate::ir::{Expr, ExprKind};
        if args.len() != b.params.len() {
            self.error(
                span,
                format!(
                    "'{}' takes {} argument{}, {} given",
                    b.name,
                    b.params.len(),
                    if b.params.len() == 1 { "" } else { "s" },
                    args.len()
                ),
            );
            return self.error_expr(span);
        }
        if !self.space().is_some_and(|s| s.on_device()) {
            self.error(
                callee_span,
                format!("'{}' can only be called from device code", b.name),
            );
        }
        use crate::nvvm::target::builtins::{Op, Ty};
        let mut out = Vec::new();
        let mut pointee = None;
        for (a, &p) in args.into_iter().zip(b.params) {
            if p == Ty::AnyPtr {
                // `__ldg(const T *)`: any complete object type.
                let a = self.rvalue(a);
                match self.types.pointee(a.ty) {
                    Some(e) if self.types.layout(e).is_some() => {
                        pointee = Some(self.types.unqual(e));
                        out.push(a);
                    }
                    _ => {
                        let d = self.describe_ty(a.ty);
                        self.error(
                            a.span,
                            format!(
                                "'{}' needs a pointer to a complete object type, not '{d}'",
                                b.name
                            ),
                        );
                        return self.error_expr(span);
                    }
                }
                continue;
            }
            if p == Ty::ReflectKey && !self.reflect_key_ok(b.name, &a) {
                return self.error_expr(span);
            }
            if b.op == Op::Unsupported {
                let what = match &a.kind {
                    ExprKind::Cast(_, s) => match &s.kind {
                        ExprKind::Str(bytes) => String::from_utf8_lossy(bytes).into_owned(),
                        _ => b.name.to_string(),
                    },
                    ExprKind::Str(bytes) => String::from_utf8_lossy(bytes).into_owned(),
                    _ => b.name.to_string(),
                };
                let (_, at) = self.library_call_site(b, callee_span);
                self.error(at, format!("{what} is not supported yet"));
                return self.error_expr(span);
            }
            if p == Ty::Mode {
                match self.nvvm_mode(b, a) {
                    Some(m) => out.push(m),
                    None => return self.error_expr(span),
                }
                continue;
            }
            let t = match (p, pointee) {
                (Ty::Pointee, Some(t)) => t,
                _ => self.nvvm_operand_type(p),
            };
            out.push(self.convert_implicit(a, t, super::convert::ConvCtx::Arg));
        }
        if matches!(b.op, Op::LoadHinted(_) | Op::StoreHinted(_)) {
            if let Some(t) = pointee.filter(|&t| !self.cache_hint_type_ok(t)) {
                let (what, at) = self.library_call_site(b, callee_span);
                let d = self.describe_ty(t);
                // The call keeps its type: nothing else needs reporting.
                self.error(
                    at,
                    format!("'{what}' does not support type '{d}' (it takes an integer or floating type, or a vector type of 2 or 4 of one, of at most 16 bytes)"),
                );
            }
        }
        let ret = match (b.ret, pointee) {
            (Ty::Pointee, Some(t)) => t,
            (r, _) => self.nvvm_operand_type(r),
        };
        let mode = match b.op {
            crate::nvvm::target::builtins::Op::ByMode { operand, .. } => {
                match out.get(operand as usize) {
                    Some(Expr {
                        kind: ExprKind::Int(v),
                        ..
                    }) => Some(*v as usize),
                    _ => None,
                }
            }
            _ => None,
        };
        let need = b.min_sm_for(mode);
        if need > self.opts.arch {
            let (what, at) = self.library_call_site(b, callee_span);
            self.device_error(
                at,
                format!(
                    "'{what}' needs sm_{need} or higher, but the target is sm_{}",
                    self.opts.arch
                ),
            );
        }
        Expr::new(ExprKind::Builtin(Builtin::Table(i), out), ret, false, span)
    }

    /// A reflection key is a non-empty string literal: NVVMReflect reads
    /// the key out of the string constant the call passes, and fails the
    /// whole module on anything else, so the mistake is reported here, in
    /// the source.
    fn reflect_key_ok(&mut self, name: &str, a: &crate::ir::Expr) -> bool {
        use crate::ir::ExprKind;
        // A user declaration (`const char *`) receives the literal through
        // its array-to-pointer conversion.
        let mut key = a;
        while let ExprKind::Cast(_, inner) = &key.kind {
            key = inner;
        }
        match &key.kind {
            ExprKind::Str(bytes) if bytes.is_empty() => {
                self.error(
                    a.span,
                    format!("the argument of '{name}' cannot be an empty string"),
                );
                false
            }
            ExprKind::Str(_) => true,
            _ => {
                self.error(
                    a.span,
                    format!(
                        "the argument of '{name}' must be a string literal (the reflection key)"
                    ),
                );
                false
            }
        }
    }

    /// A call of a function the user declared under one of NVVMReflect's
    /// names (`extern "C" __device__ int __nvvm_reflect(const char *)`,
    /// as older CUDA code does) is a reflection like the builtin's: its
    /// key is checked here, where the source shows it.
    pub(crate) fn check_reflect_call(&mut self, f: FuncId, args: &[crate::ir::Expr], span: Span) {
        let func = &self.program.functions[f];
        if !cudac_libdevice::reflect::FUNCTION_NAMES.contains(&func.symbol.as_str()) {
            return;
        }
        let name = func.name.clone();
        match args {
            [key] => {
                self.reflect_key_ok(&name, key);
            }
            _ => self.error(
                span,
                format!("'{name}' takes exactly one argument (the reflection key)"),
            ),
        }
    }

    /// The table index of the builtin `f` declares, if `f` is a bodiless
    /// `extern "C"` declaration of one of the `__nvvm_*` builtins with its
    /// arity (the CUDA toolkit's headers declare nvcc's
    /// `__nvvm_get_smem_pointer` that way before calling it): the call is
    /// the builtin's, never a call of an undefined function, which ptxas
    /// would reject.
    pub(crate) fn declared_nvvm_builtin(&self, f: FuncId, nargs: usize) -> Option<u16> {
        let func = &self.program.functions[f];
        if func.body.is_some() || func.symbol != func.name || !func.name.starts_with("__nvvm_") {
            return None;
        }
        let (i, b) = crate::nvvm::target::builtins::find(&func.name)?;
        (b.params.len() == nargs).then_some(i)
    }

    /// What a diagnostic about a builtin names, and where: inside cudac's
    /// own headers, the CUDA function at the user's call of it.
    fn library_call_site(
        &self,
        b: &crate::nvvm::target::builtins::Builtin,
        callee_span: Span,
    ) -> (String, Span) {
        self.library_call_site_of(b.name, callee_span)
    }

    fn library_call_site_of(&self, name: &str, callee_span: Span) -> (String, Span) {
        match self.library_use {
            Some((f, at)) => (self.program.functions[f].name.clone(), at),
            None => (name.to_string(), callee_span),
        }
    }

    /// A call of warp matrix builtin `w` (`nvvm::target::wmma`): device
    /// code only, on an SM that has the shape and types, pointer operands
    /// converted to the builtin's, the layout and saturation operands
    /// integer constants the operation has.
    pub(crate) fn wmma_builtin(
        &mut self,
        w: crate::nvvm::target::wmma::Wmma,
        name: &str,
        args: Vec<crate::ir::Expr>,
        callee_span: Span,
        span: Span,
    ) -> crate::ir::Expr {
        use crate::ir::{Expr, ExprKind};
        use crate::nvvm::target::wmma::{Param, Scalar};
        use crate::types::{Cv, FloatKind, IntKind};
        let params = w.params();
        if args.len() != params.len() {
            self.error(
                span,
                format!(
                    "'{name}' takes {} arguments, {} given",
                    params.len(),
                    args.len()
                ),
            );
            return self.error_expr(span);
        }
        if !self.space().is_some_and(|s| s.on_device()) {
            self.error(
                callee_span,
                format!("'{name}' can only be called from device code"),
            );
        }
        let int = self.types.int(IntKind::Int);
        let mut out = Vec::with_capacity(args.len());
        let mut layout = 0;
        for (a, p) in args.into_iter().zip(params) {
            let t = match p {
                Param::Ptr(s, is_const) => {
                    let e = match s {
                        Scalar::Int => int,
                        Scalar::Float => self.types.float(FloatKind::Float),
                        Scalar::Double => self.types.float(FloatKind::Double),
                    };
                    let e = if is_const {
                        let cv = Cv {
                            is_const: true,
                            ..Default::default()
                        };
                        self.types.qualified(e, cv)
                    } else {
                        e
                    };
                    self.types.pointer(e)
                }
                Param::Ldm => self.types.int(IntKind::UInt),
                Param::Layout(_) | Param::Satf => int,
            };
            let a = self.convert_implicit(a, t, super::convert::ConvCtx::Arg);
            let (bound, what) = match p {
                Param::Layout(n) => (n as i128, "layout"),
                Param::Satf => (2, "saturation"),
                _ => {
                    out.push(a);
                    continue;
                }
            };
            let at = a.span;
            let v = self.fold(&a);
            let ok = match v {
                Some(v) if (0..bound).contains(&v) => {
                    if matches!(p, Param::Layout(_)) {
                        layout = v as u8;
                    }
                    true
                }
                _ => false,
            };
            if !ok {
                self.error(
                    at,
                    format!(
                        "the {what} operand of '{name}' must be an integer constant from 0 to {}",
                        bound - 1
                    ),
                );
                return self.error_expr(span);
            }
            out.push(Expr::new(ExprKind::Int(v.unwrap_or(0)), int, false, at));
        }
        if !w.layout_ok(layout) {
            let (what, at) = self.library_call_site_of(name, callee_span);
            self.device_error(at, format!("'{what}' has no form with layout {layout}"));
        }
        let need = w.min_sm();
        if need > self.opts.arch {
            let (what, at) = self.library_call_site_of(name, callee_span);
            self.device_error(
                at,
                format!(
                    "'{what}' needs sm_{need} or higher, but the target is sm_{}",
                    self.opts.arch
                ),
            );
        }
        let void = self.types.void();
        Expr::new(
            ExprKind::Builtin(crate::ir::Builtin::Wmma(w), out),
            void,
            false,
            span,
        )
    }

    /// Whether a cache-hinted load or store can move `t`: an integer or
    /// floating scalar of 1, 2, 4 or 8 bytes, or a struct of 1, 2 or 4
    /// equal such scalars of at most 16 bytes (`float`, `int2`, `uchar4`).
    /// Codegen reads the same shape off the LLVM type.
    pub(crate) fn cache_hint_type_ok(&mut self, t: crate::types::TypeId) -> bool {
        let scalar_size = |s: &mut Self, t: crate::types::TypeId| -> Option<u64> {
            let t = s.types.unqual(t);
            if s.types.is_bool(t) || s.types.is_enum(t) || !s.types.is_arithmetic(t) {
                return None;
            }
            let size = s.types.layout(t)?.size;
            matches!(size, 1 | 2 | 4 | 8).then_some(size)
        };
        if scalar_size(self, t).is_some() {
            return true;
        }
        let Some(rec) = self.types.record(t) else {
            return false;
        };
        let Some(fields) = rec
            .fields
            .as_ref()
            .filter(|_| !rec.is_union && rec.bases.is_empty())
        else {
            return false;
        };
        if fields
            .iter()
            .any(|f| f.bit_width.is_some() || f.align.is_some())
        {
            return false;
        }
        let fields: Vec<crate::types::TypeId> = fields.iter().map(|f| f.ty).collect();
        let Some((&first, rest)) = fields.split_first() else {
            return false;
        };
        let same = rest
            .iter()
            .all(|&f| self.types.unqual(f) == self.types.unqual(first));
        let n = fields.len() as u64;
        same && matches!(n, 1 | 2 | 4)
            && scalar_size(self, first).is_some_and(|size| size * n <= 16)
    }

    /// A builtin's mode operand: an integer constant naming one of its
    /// modes (the NVVM IR spec requires a constant there).
    fn nvvm_mode(
        &mut self,
        b: &crate::nvvm::target::builtins::Builtin,
        a: crate::ir::Expr,
    ) -> Option<crate::ir::Expr> {
        use crate::ir::{Expr, ExprKind};
        let names = b.modes();
        let int = self.types.int(crate::types::IntKind::Int);
        let span = a.span;
        let a = self.convert_implicit(a, int, super::convert::ConvCtx::Arg);
        let Some(v) = self.fold(&a) else {
            self.error(
                span,
                format!(
                    "the mode operand of '{}' must be an integer constant",
                    b.name
                ),
            );
            return None;
        };
        if !(0..names.len() as i128).contains(&v) || names[v as usize].is_empty() {
            let valid: Vec<String> = names
                .iter()
                .enumerate()
                .filter(|(_, n)| !n.is_empty())
                .map(|(i, _)| i.to_string())
                .collect();
            self.error(
                span,
                format!(
                    "mode {v} is not valid for '{}' (expected {})",
                    b.name,
                    valid.join(", ")
                ),
            );
            return None;
        }
        Some(Expr::new(ExprKind::Int(v), int, false, span))
    }

    /// The C++ type a builtin's operand type stands for.
    fn nvvm_operand_type(&mut self, t: crate::nvvm::target::builtins::Ty) -> crate::types::TypeId {
        use crate::nvvm::target::builtins::{Scalar, Ty};
        use crate::types::{FloatKind, IntKind};
        let scalar = |s: &mut Self, k: Scalar| match k {
            Scalar::I32 => s.types.int(IntKind::Int),
            Scalar::U32 => s.types.int(IntKind::UInt),
            Scalar::I64 => s.types.int(IntKind::LongLong),
            Scalar::U64 => s.types.int(IntKind::ULongLong),
            Scalar::F32 => s.types.float(FloatKind::Float),
            Scalar::F64 => s.types.float(FloatKind::Double),
        };
        match t {
            Ty::Void => self.types.void(),
            Ty::Bool => self.types.bool(),
            Ty::U16 => self.types.int(IntKind::UShort),
            Ty::I32 => scalar(self, Scalar::I32),
            Ty::U32 => scalar(self, Scalar::U32),
            Ty::I64 => scalar(self, Scalar::I64),
            Ty::U64 => scalar(self, Scalar::U64),
            Ty::F32 => scalar(self, Scalar::F32),
            Ty::F64 => scalar(self, Scalar::F64),
            // Resolved from the operands by `nvvm_builtin`.
            Ty::AnyPtr | Ty::Pointee => self.types.void(),
            Ty::Mode => self.types.int(crate::types::IntKind::Int),
            Ty::ReflectKey => {
                let c = self.types.int(IntKind::Char);
                let cv = crate::types::Cv {
                    is_const: true,
                    ..Default::default()
                };
                let c = self.types.qualified(c, cv);
                self.types.pointer(c)
            }
            Ty::Size => self.types.int(crate::types::IntKind::ULong),
            Ty::VoidPtr | Ty::ConstVoidPtr => {
                let v = self.types.void();
                let v = if t == Ty::ConstVoidPtr {
                    let cv = crate::types::Cv {
                        is_const: true,
                        ..Default::default()
                    };
                    self.types.qualified(v, cv)
                } else {
                    v
                };
                self.types.pointer(v)
            }
            Ty::Ptr(s) => {
                let e = scalar(self, s);
                self.types.pointer(e)
            }
        }
    }
}
