//! The address of an overloaded function ([over.over]): a name that finds
//! several functions, or a function template named without (all) its
//! template arguments, used without a call is an overload set
//! (`ExprKind::Overloads`) until the type it is converted to picks one:
//! a pointer or reference to function, or a pointer to member function.
//!
//! Input: the set (possibly under `&`) and the target type. Output: the
//! expression the chosen function gives alone (`Func`, its address, or a
//! `MemberFnPtr`). Invariants: functions of exactly the target type come
//! first; function templates are deduced from the target type
//! ([temp.deduct.funcaddr]) and used only when no plain function
//! matches; none or several is an error naming the set. A set with no
//! target (`auto p = f;`) is an error, and a call argument that is a set
//! deduces a template parameter only when exactly one of its functions
//! would ([temp.deduct.call]p6). So no overload set reaches codegen, and
//! none silently becomes its first function.

use super::deduce::Deduction;
use super::template::TemplateKind;
use super::Sema;
use crate::ir::{Expr, ExprKind, FuncId};
use crate::source::Span;
use crate::types::{TArg, TypeId};

impl Sema<'_> {
    /// The overload set `e` is (written `f` or `&f`), if it is one.
    pub(crate) fn overload_set(e: &Expr) -> Option<(&[FuncId], bool)> {
        match &e.kind {
            ExprKind::Overloads(fs, member) => Some((fs, *member)),
            ExprKind::AddrOf(x) => match &x.kind {
                ExprKind::Overloads(fs, member) => Some((fs, *member)),
                _ => None,
            },
            _ => None,
        }
    }

    /// The function of set `e` that type `to` picks, as an expression of
    /// that function alone; an error when none or several fit.
    pub(crate) fn resolve_overload_set(&mut self, e: Expr, to: TypeId) -> Expr {
        let span = e.span;
        let Some((fs, member)) = Self::overload_set(&e) else {
            return e;
        };
        let (fs, addr) = (fs.to_vec(), matches!(e.kind, ExprKind::AddrOf(_)));
        let name = self.program.functions[fs[0]].name.clone();
        let picked = self.pick_from_set(&fs, member, to, span);
        match picked.as_slice() {
            [f] => {
                let f = *f;
                if member {
                    return self.member_fn_pointer(f, span);
                }
                self.ensure_defined(f, span);
                let t = self.function_value_type(f);
                let v = Expr::new(ExprKind::Func(f), t, true, span);
                if addr {
                    let p = self.types.pointer(t);
                    return Expr::new(ExprKind::AddrOf(Box::new(v)), p, false, span);
                }
                v
            }
            [] => {
                let d = self.describe_ty(to);
                self.error(
                    span,
                    format!("address of overloaded function '{name}' does not match required type '{d}'"),
                );
                self.error_expr(span)
            }
            _ => {
                let d = self.describe_ty(to);
                self.error(
                    span,
                    format!("address of overloaded function '{name}' is ambiguous for type '{d}'"),
                );
                self.error_expr(span)
            }
        }
    }

    /// An overload set used where no type picks a function: an error.
    pub(crate) fn unresolved_overload_set(&mut self, e: &Expr) {
        if let Some((fs, _)) = Self::overload_set(e) {
            let name = self.program.functions[fs[0]].name.clone();
            self.error(
                e.span,
                format!("reference to overloaded function '{name}' could not be resolved; did you mean to call it?"),
            );
        }
    }

    /// The functions of `fs` whose type is the one `to` wants (a
    /// template's specialisation deduced from it), plain functions
    /// first.
    fn pick_from_set(
        &mut self,
        fs: &[FuncId],
        member: bool,
        to: TypeId,
        span: Span,
    ) -> Vec<FuncId> {
        let to_u = self.types.unqual(to);
        let want = if member {
            Some(to_u).filter(|&t| self.types.member_pointer_parts(t).is_some())
        } else {
            let inner = self
                .types
                .referee(to_u)
                .or_else(|| self.types.pointee(to_u))
                .unwrap_or(to_u);
            Some(self.types.unqual(inner)).filter(|&t| self.types.is_function(t))
        };
        let Some(want) = want else {
            return Vec::new();
        };
        let type_of = |s: &mut Self, f: FuncId| -> Option<TypeId> {
            if member {
                s.member_fn_pointer_type(f)
            } else {
                Some(s.types.unqual(s.program.functions[f].ty))
            }
        };
        let mut plain = Vec::new();
        for &f in fs {
            if self.program.functions[f].pattern.is_none() && type_of(self, f) == Some(want) {
                plain.push(f);
            }
        }
        if !plain.is_empty() || member {
            return plain;
        }
        let mut specs = Vec::new();
        for &f in fs {
            let Some(id) = self.program.functions[f].pattern else {
                continue;
            };
            if let Some(g) = self.specialization_for_type(id, want, span) {
                if !specs.contains(&g) {
                    specs.push(g);
                }
            }
        }
        specs
    }

    /// The specialisation of function template `id` whose type is
    /// `want`: its arguments deduced from that type.
    fn specialization_for_type(
        &mut self,
        id: crate::ir::TemplateId,
        want: TypeId,
        span: Span,
    ) -> Option<FuncId> {
        let TemplateKind::Function { sig, .. } = &self.tmpl(id).kind else {
            return None;
        };
        let sig = sig.clone();
        let (ret, params) = sig.full()?;
        let crate::types::TypeKind::Function {
            ret: wret,
            params: wparams,
            variadic,
            ..
        } = self.types.ukind(want).clone()
        else {
            return None;
        };
        if sig.pack || params.len() != wparams.len() || variadic {
            return None;
        }
        let mut slots = self.slots(id, Vec::new());
        let d = Deduction {
            fixed: 0,
            packs: self.tmpl(id).params.iter().map(|p| p.pack).collect(),
            bound_types: sig.value_types.clone(),
            as_written: false,
        };
        let pats: Vec<TArg> = std::iter::once(ret).chain(params).map(TArg::Type).collect();
        let args: Vec<TArg> = std::iter::once(wret)
            .chain(wparams)
            .map(TArg::Type)
            .collect();
        let ok = self.with_deduction(d, |s| s.deduce_targs(&pats, &args, &mut slots).is_ok());
        if !ok {
            return None;
        }
        let args = self.complete_args(id, slots).ok()?;
        let (f, _) = self.tentatively(|s| s.instantiate_function(id, args, span, true));
        let f = f?;
        (self.types.unqual(self.program.functions[f].ty) == want).then_some(f)
    }

    /// What call argument `a` deduces against parameter pattern `p` when
    /// it is an overload set: the deduction of its one function that
    /// deduces, none (a non-deduced context) when it holds a template or
    /// several deduce ([temp.deduct.call]p6). `None` when `a` is no set.
    pub(crate) fn deduce_from_overload_set(
        &mut self,
        p: TypeId,
        a: &Expr,
        slots: &mut [Option<TArg>],
    ) -> Option<()> {
        let (fs, member) = Self::overload_set(a)?;
        let fs = fs.to_vec();
        if fs
            .iter()
            .any(|&f| self.program.functions[f].pattern.is_some())
        {
            return Some(());
        }
        let mut found: Option<Vec<Option<TArg>>> = None;
        for f in fs {
            let ft = self.program.functions[f].ty;
            let at = if member {
                match self.member_fn_pointer_type(f) {
                    Some(t) => t,
                    None => continue,
                }
            } else if self.types.referee(p).is_some() {
                ft
            } else {
                self.types.pointer(ft)
            };
            let p = self.types.referee(p).unwrap_or(p);
            let mut trial = slots.to_vec();
            if self.deduce(p, at, &mut trial).is_ok() {
                if found.is_some() {
                    return Some(());
                }
                found = Some(trial);
            }
        }
        if let Some(t) = found {
            slots.clone_from_slice(&t);
        }
        Some(())
    }
}
