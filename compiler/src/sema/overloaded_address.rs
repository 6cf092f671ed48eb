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
use crate::ir::{Expr, ExprKind, FuncId, OverloadSet};
use crate::source::Span;
use crate::types::{TArg, TypeId};

impl Sema<'_> {
    /// The overload set `e` is (written `f` or `&f`), if it is one.
    pub(crate) fn overload_set(e: &Expr) -> Option<&OverloadSet> {
        match &e.kind {
            ExprKind::Overloads(set) => Some(set),
            ExprKind::AddrOf(x) => match &x.kind {
                ExprKind::Overloads(set) => Some(set),
                _ => None,
            },
            _ => None,
        }
    }

    /// The function of set `e` that type `to` picks, as an expression of
    /// that function alone; an error when none or several fit.
    pub(crate) fn resolve_overload_set(&mut self, e: Expr, to: TypeId) -> Expr {
        let span = e.span;
        let Some(set) = Self::overload_set(&e) else {
            return e;
        };
        let (set, addr) = (set.clone(), matches!(e.kind, ExprKind::AddrOf(_)));
        let (fs, member) = (set.fns.clone(), set.member);
        let name = self.program.functions[fs[0]].name.clone();
        let picked = self.pick_from_set(&set, to, span);
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

    /// The function templates of `fs` named with only their first
    /// template arguments `written` (`conv<int>` of `template <class S,
    /// class D> void conv(S, D *)`), as a set the target type completes
    /// ([temp.deduct.funcaddr]); `None` if no template takes them.
    pub(crate) fn partially_named(
        &mut self,
        fs: &[FuncId],
        written: &[crate::ast::TemplateArg],
        span: Span,
    ) -> Option<OverloadSet> {
        let mut set = OverloadSet::plain(Vec::new(), false);
        for &f in fs {
            let Some(id) = self.program.functions[f].pattern else {
                continue;
            };
            let (args, _) = self.tentatively(|s| s.explicit_args(id, written, span));
            if let Some(args) = args.filter(|a| a.len() < self.tmpl(id).params.len()) {
                set.fns.push(f);
                set.explicit.push(args);
            }
        }
        (!set.fns.is_empty()).then_some(set)
    }

    /// An overload set used where no type picks a function: an error.
    pub(crate) fn unresolved_overload_set(&mut self, e: &Expr) {
        if let Some(set) = Self::overload_set(e) {
            let name = self.program.functions[set.fns[0]].name.clone();
            self.error(
                e.span,
                format!("reference to overloaded function '{name}' could not be resolved; did you mean to call it?"),
            );
        }
    }

    /// The functions of `fs` whose type is the one `to` wants (a
    /// template's specialisation deduced from it), plain functions
    /// first.
    fn pick_from_set(&mut self, set: &OverloadSet, to: TypeId, span: Span) -> Vec<FuncId> {
        let (fs, member) = (set.fns.as_slice(), set.member);
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
        for (i, &f) in fs.iter().enumerate() {
            let Some(id) = self.program.functions[f].pattern else {
                continue;
            };
            let explicit = set.explicit_for(i).to_vec();
            if let Some(g) = self.specialization_for_type(id, explicit, want, span) {
                if !specs.contains(&g) {
                    specs.push(g);
                }
            }
        }
        specs
    }

    /// The specialisation of function template `id` whose type is
    /// `want`: its arguments after the `explicit` ones written deduced
    /// from that type.
    fn specialization_for_type(
        &mut self,
        id: crate::ir::TemplateId,
        explicit: Vec<TArg>,
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
        let fixed = explicit.len();
        let mut slots = self.slots(id, explicit);
        let d = Deduction {
            fixed,
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
        let set = Self::overload_set(a)?;
        let (fs, member) = (set.fns.clone(), set.member);
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
