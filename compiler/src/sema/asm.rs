//! Inline PTX statements: `asm volatile ("…" : "=r"(x) : "r"(y) : "memory")`.
//!
//! Input: an `ast::AsmStmt`. Output: a `StmtKind::Asm` with the template
//! and constraint string in LLVM syntax, the outputs as lvalues and the
//! inputs converted to their register class's type.
//! Invariants: every output's type has exactly its class's width (so
//! codegen stores the asm result unchanged, pointers via `inttoptr`); an
//! input is an integer of its class's width, a float or double, or a
//! folded integer constant for `n`; `+` operands appear again as tied
//! inputs after the declared ones, so `$N` numbering matches GCC's.
//!
//! The GCC template is rewritten to LLVM syntax by
//! `nvvm::target::asm::translate_template` (`%0` → `$0`, `%%` → `%`,
//! `%[name]`); the constraint letters are the NVVM table's (`c h r l f d`,
//! `n` for immediates). Codegen calls the `asm` value with the `convergent`
//! attribute. Inline PTX in a `__host__ __device__` function is a deferred
//! device error (`cuda::device_error`).

use super::Sema;
use crate::ast;
use crate::ir::{Asm, Expr, ExprKind, Stmt, StmtKind};
use crate::nvvm::target::asm::{parse_constraint, translate_template, Constraint, Reg};
use crate::source::Span;
use crate::types::{FloatKind, IntKind, TypeId};

impl Sema<'_> {
    pub(crate) fn asm_stmt(&mut self, a: &ast::AsmStmt, span: Span) -> Vec<Stmt> {
        if a.goto {
            self.unsupported_in_body(span, "asm goto");
            return Vec::new();
        }
        let mut constraints: Vec<String> = Vec::new();
        let mut outputs = Vec::new();
        let mut tied = Vec::new();
        let mut ok = true;
        for (k, o) in a.outputs.iter().enumerate() {
            let c = match parse_constraint(&o.constraint, true) {
                Ok(c) => c,
                Err(m) => {
                    self.error(o.constraint_span, m);
                    ok = false;
                    continue;
                }
            };
            let e = self.check_expr(&o.value);
            if !self.check_modifiable(&e, "asm output") || !self.output_fits(&e, c, o) {
                ok = false;
                continue;
            }
            constraints.push(format!("={}", c.reg.letter()));
            if c.read_write {
                tied.push(k);
            }
            outputs.push(e);
        }
        let mut inputs = Vec::new();
        for i in &a.inputs {
            let c = match parse_constraint(&i.constraint, false) {
                Ok(c) => c,
                Err(m) => {
                    self.error(i.constraint_span, m);
                    ok = false;
                    continue;
                }
            };
            let e = self.check_expr(&i.value);
            match self.asm_input(e, c, i) {
                Some(v) => inputs.push(v),
                None => ok = false,
            }
            constraints.push(c.reg.letter().to_string());
        }
        for &k in &tied {
            constraints.push(k.to_string());
        }
        for (name, cspan) in &a.clobbers {
            match name.as_str() {
                "memory" => constraints.push("~{memory}".into()),
                // PTX registers are virtual: nothing else can be clobbered.
                "cc" => {}
                _ => {
                    self.error(
                        *cspan,
                        format!("unknown register name '{name}' in asm clobber list"),
                    );
                    ok = false;
                }
            }
        }
        let names: Vec<Option<String>> = a
            .outputs
            .iter()
            .chain(&a.inputs)
            .map(|o| o.name.clone())
            .collect();
        let text = String::from_utf8_lossy(&a.template);
        let translated = if a.basic {
            Ok(text.replace('$', "$$"))
        } else {
            translate_template(&text, &names, a.outputs.len() + a.inputs.len())
        };
        let template = match translated {
            Ok(t) => t,
            Err((m, at)) => {
                // Point into the literal when the bytes map one to one.
                let sp = a.template_span;
                let off = sp.start + 1 + at as u32;
                let s = if off < sp.end && !text.contains('\\') {
                    Span {
                        start: off,
                        end: off + 1,
                        ..sp
                    }
                } else {
                    sp
                };
                self.error(s, m);
                return Vec::new();
            }
        };
        if !ok {
            return Vec::new();
        }
        if !self.space().is_some_and(|s| s.on_device()) {
            self.device_error(span, "inline PTX is device code only");
        }
        let asm = Asm {
            template,
            constraints: constraints.join(","),
            // GCC: an asm without outputs is implicitly volatile.
            side_effects: a.volatile || a.outputs.is_empty(),
            outputs,
            inputs,
            tied,
        };
        vec![Stmt {
            kind: StmtKind::Asm(Box::new(asm)),
            span,
        }]
    }

    /// Whether output `e` has exactly the width of its register class.
    fn output_fits(&mut self, e: &Expr, c: Constraint, o: &ast::AsmOperand) -> bool {
        let t = self.types.unqual(e.ty);
        let fits = match c.reg {
            Reg::F32 => self.types.float_kind(t) == Some(FloatKind::Float),
            Reg::F64 => self.types.float_kind(t) == Some(FloatKind::Double),
            Reg::Imm => false,
            r => {
                let bits = r.int_bits().unwrap_or(0);
                self.int_bits_of(t) == Some(bits) || (r == Reg::B64 && self.types.is_pointer(t))
            }
        };
        if !fits {
            self.constraint_mismatch(e.ty, c.reg, o);
        }
        fits
    }

    /// Input `e` converted to its register class's type, if it fits.
    fn asm_input(&mut self, e: Expr, c: Constraint, o: &ast::AsmOperand) -> Option<Expr> {
        let e = self.rvalue(e);
        let t = self.types.unqual(e.ty);
        match c.reg {
            Reg::Imm => {
                if self.int_bits_of(t).is_none() {
                    self.constraint_mismatch(e.ty, c.reg, o);
                    return None;
                }
                let Some(v) = self.fold(&e) else {
                    self.error(
                        o.value.span,
                        "constraint 'n' expects an integer constant expression",
                    );
                    return None;
                };
                Some(Expr::new(ExprKind::Int(v), t, false, e.span))
            }
            Reg::F32 | Reg::F64 => {
                let want = if c.reg == Reg::F32 {
                    FloatKind::Float
                } else {
                    FloatKind::Double
                };
                if self.types.float_kind(t) != Some(want) {
                    self.constraint_mismatch(e.ty, c.reg, o);
                    return None;
                }
                Some(e)
            }
            r => {
                let bits = r.int_bits().unwrap_or(0);
                let signed = self.types.int_kind(t).is_some_and(|k| k.signed());
                let target = self.int_of_width(bits, signed)?;
                if r == Reg::B64 && self.types.is_pointer(t) {
                    return Some(self.convert_explicit(e, target, o.value.span));
                }
                match self.int_bits_of(t) {
                    Some(b) if b <= bits => Some(self.convert_explicit(e, target, o.value.span)),
                    _ => {
                        self.constraint_mismatch(e.ty, c.reg, o);
                        None
                    }
                }
            }
        }
    }

    /// The width of an integral (or enumeration, or bool) type.
    fn int_bits_of(&self, t: TypeId) -> Option<u32> {
        if let Some(k) = self.types.int_kind(t) {
            return Some(k.bits());
        }
        if self.types.is_bool(t) {
            return Some(8);
        }
        if self.types.is_enum(t) {
            return self.types.layout(t).map(|l| (l.size * 8) as u32);
        }
        None
    }

    fn int_of_width(&mut self, bits: u32, signed: bool) -> Option<TypeId> {
        let k = match bits {
            8 => IntKind::SChar,
            16 => IntKind::Short,
            32 => IntKind::Int,
            64 => IntKind::LongLong,
            _ => return None,
        };
        Some(self.types.int(if signed { k } else { k.to_unsigned() }))
    }

    fn constraint_mismatch(&mut self, t: TypeId, r: Reg, o: &ast::AsmOperand) {
        let d = self.describe_ty(t);
        self.error(
            o.value.span,
            format!(
                "invalid type '{d}' for asm constraint '{}': '{}' takes {}",
                o.constraint,
                r.letter(),
                r.describe()
            ),
        );
    }
}
