//! Template argument deduction: matching a function template's parameter
//! types, or a partial specialisation's arguments, against what is given
//! (call arguments, template arguments), binding the template's
//! placeholders; partial ordering of function templates; packs.

use super::scope::Symbol;
use super::template::*;
use super::Sema;
use crate::ast;
use crate::ir::*;
use crate::source::Span;
use crate::types::{Cv, TArg, TypeId, TypeKind};
use std::collections::HashMap;

/// What the template argument deduction in progress knows of its
/// template (clang's `TemplateDeductionInfo`). `Sema::with_deduction`
/// installs one for the duration of a deduction and puts the outer one
/// back, whatever happens inside.
#[derive(Clone, Debug, Default)]
pub(crate) struct Deduction {
    /// How many leading template parameters were given explicitly (never
    /// deduced).
    pub fixed: usize,
    /// Which parameters of the template are packs (a trailing argument
    /// naming one is a pack expansion).
    pub packs: Vec<bool>,
    /// The value parameters' types of the function template (for array
    /// bounds, `T (&)[N]`).
    pub bound_types: Vec<Option<TypeId>>,
    /// Types are compared as written, as [temp.deduct.type] compares them
    /// (ordering function templates, matching a partial specialisation's
    /// arguments): deduction adds no qualifiers (`const T` does not match
    /// a plain type), as a call's argument may.
    pub as_written: bool,
}

/// Why a deduction failed. Most failures are thrown away (a candidate
/// that does not deduce, a partial specialisation that does not match),
/// so the common one keeps its types and is written out
/// (`Sema::mismatch_text`) only when reported: writing out Thrust's
/// nested types at every failure cost more than deducing them.
#[derive(Clone, Debug)]
pub(crate) enum Mismatch {
    /// The parameter type (first) does not match the argument type.
    Types(TypeId, TypeId),
    Text(String),
}

impl From<String> for Mismatch {
    fn from(t: String) -> Self {
        Mismatch::Text(t)
    }
}

impl From<&str> for Mismatch {
    fn from(t: &str) -> Self {
        Mismatch::Text(t.to_string())
    }
}

impl Sema<'_> {
    /// Runs `f` with `d` as the deduction in progress; the outer one is in
    /// force again afterwards.
    pub(crate) fn with_deduction<R>(&mut self, d: Deduction, f: impl FnOnce(&mut Self) -> R) -> R {
        let outer = std::mem::replace(&mut self.deduction, d);
        let r = f(self);
        self.deduction = outer;
        r
    }

    // ------------------------------------------------------------ deduction

    /// Whether `t` mentions a template parameter placeholder.
    pub(crate) fn is_dependent(&self, t: TypeId) -> bool {
        match self.types.kind(t) {
            TypeKind::Record(_) => self.types.record(t).is_some_and(|r| {
                r.param_index.is_some()
                    || r.dependent_member
                    || r.template
                        .as_ref()
                        .is_some_and(|(_, args)| args.iter().any(|a| self.arg_is_dependent(a)))
            }),
            TypeKind::Pointer(p) | TypeKind::LValueRef(p) | TypeKind::RValueRef(p) => {
                self.is_dependent(*p)
            }
            TypeKind::Array(e, n) => n.and_then(bound_param).is_some() || self.is_dependent(*e),
            TypeKind::Qualified(b, _) => self.is_dependent(*b),
            TypeKind::MemberPointer(c, m) => self.is_dependent(*c) || self.is_dependent(*m),
            TypeKind::Function { ret, params, .. } => {
                self.is_dependent(*ret) || params.iter().any(|p| self.is_dependent(*p))
            }
            _ => false,
        }
    }

    pub(crate) fn arg_is_dependent(&self, a: &TArg) -> bool {
        match a {
            TArg::Type(t) => self.is_dependent(*t),
            TArg::Value(v, _) => v_is_placeholder(*v),
            TArg::Dep(_) => true,
            TArg::Template(_) | TArg::Func(_) => false,
            TArg::Pack(items) | TArg::Spread(items) => {
                items.iter().any(|a| self.arg_is_dependent(a))
            }
        }
    }

    /// Matches template argument patterns `ps` against arguments `args`
    /// (of one template), binding placeholders in `slots`. A trailing
    /// pattern that names a pack parameter is a pack expansion: it
    /// matches every remaining argument, and each pack it names gets the
    /// elements deduced for it.
    pub(crate) fn deduce_targs(
        &mut self,
        ps: &[TArg],
        args: &[TArg],
        slots: &mut [Option<TArg>],
    ) -> Result<(), Mismatch> {
        let mismatch = || Err(Mismatch::from("template argument mismatch"));
        if let Some((ps, args)) = self.spread_expansion(ps, args) {
            return self.deduce_targs(&ps, &args, slots);
        }
        // The last pattern is an expansion when it names a pack no inner
        // expansion has expanded already: `tuple<A...>` (`J T_ E`) and
        // `void(A...)` inside `Box<tuple<A...>>` or `Fn<void(A...)>` are
        // one argument each.
        let expands = ps.last().is_some_and(|p| {
            let mut named = Vec::new();
            self.unexpanded_params(p, &mut named);
            named
                .iter()
                .any(|&k| self.deduction.packs.get(k).copied().unwrap_or(false))
        });
        let fixed = ps.len() - usize::from(expands);
        if args.len() < fixed || (!expands && args.len() != ps.len()) {
            return mismatch();
        }
        for (x, y) in ps[..fixed].iter().zip(args) {
            self.deduce_targ(x, y, slots)?;
        }
        let Some(pat) = ps.last().filter(|_| expands) else {
            return Ok(());
        };
        let mut per: HashMap<usize, Vec<TArg>> = HashMap::new();
        for y in &args[fixed..] {
            match (pat, y) {
                (TArg::Type(p), TArg::Type(a)) => {
                    self.deduce_element(*p, *a, slots.len(), &mut per)?
                }
                (TArg::Value(pv, _), TArg::Value(..)) => match bound_param(*pv as u64) {
                    Some(i) => per.entry(i).or_default().push(y.clone()),
                    None if pat == y => {}
                    None => return mismatch(),
                },
                _ => return mismatch(),
            }
        }
        let count = args.len() - fixed;
        for k in self.pack_params_named(pat) {
            let items = per.remove(&k).unwrap_or_default();
            match &slots[k] {
                None => slots[k] = Some(TArg::Pack(items)),
                Some(TArg::Pack(old)) if *old == items => {}
                // Given explicitly (`n3<float, char>(f2)` for `void
                // (*)(A...)`): not deduced, but one element per argument.
                Some(TArg::Pack(old))
                    if k < self.deduction.fixed && items.is_empty() && old.len() == count => {}
                _ => return mismatch(),
            }
        }
        Ok(())
    }

    /// The arguments of two specialisations of one class template, one
    /// per parameter, a pack parameter's gathered in one `Pack`: each
    /// deduces from its own (`Layout<Ss, Ds>` as the pattern of
    /// `Layout<Ss, Ds> const&... ls` binds one element of each pack, its
    /// last argument no expansion of `Ds`); only an expansion that fills
    /// a parameter that is no pack spreads (`spread_expansion`).
    fn deduce_class_targs(
        &mut self,
        ps: &[TArg],
        args: &[TArg],
        slots: &mut [Option<TArg>],
    ) -> Result<(), Mismatch> {
        if let Some((ps, args)) = self.spread_expansion(ps, args) {
            return self.deduce_targs(&ps, &args, slots);
        }
        for (x, y) in ps.iter().zip(args) {
            self.deduce_targ(x, y, slots)?;
        }
        Ok(())
    }

    /// `Traits<Args...>` for `template <class Op, class... OpArgs>
    /// struct Traits` (CuTe's `Copy_Atom<Copy_Traits<Args...>, T>`): the
    /// expansion of a pack whose length is not known yet fills `Op` in
    /// the pattern (`[Args, Pack[]]`), while the argument is `[double,
    /// Pack[float]]`. Both spread into one list (`[Args]` against
    /// `[double, float]`), where the expansion is last and takes every
    /// argument. `None` where no pattern before the last expands a pack,
    /// or nothing is left to spread.
    fn spread_expansion(&self, ps: &[TArg], args: &[TArg]) -> Option<(Vec<TArg>, Vec<TArg>)> {
        let early = ps.iter().rev().skip(1).any(|p| {
            let mut named = Vec::new();
            self.unexpanded_params(p, &mut named);
            named
                .iter()
                .any(|&k| self.deduction.packs.get(k).copied().unwrap_or(false))
        });
        // A spread pattern (`template_args::spread_pattern`): `TM<Args...>`
        // is `[Spread[Args]]` against `TM`'s three arguments.
        let spread_pattern = ps.iter().any(|p| matches!(p, TArg::Spread(_)));
        let packs = ps.iter().any(|p| matches!(p, TArg::Pack(_)));
        if !(spread_pattern || early && packs) {
            return None;
        }
        let spread = |xs: &[TArg]| -> Vec<TArg> {
            xs.iter()
                .flat_map(|a| match a {
                    TArg::Pack(items) | TArg::Spread(items) => items.clone(),
                    x => vec![x.clone()],
                })
                .collect()
        };
        Some((spread(ps), spread(args)))
    }

    /// One template argument pattern against one argument.
    pub(crate) fn deduce_targ(
        &mut self,
        x: &TArg,
        y: &TArg,
        slots: &mut [Option<TArg>],
    ) -> Result<(), Mismatch> {
        match (x, y) {
            // A value that depends on parameters (`is_float<T>::value`):
            // a non-deduced context.
            (TArg::Dep(_), _) => Ok(()),
            // A template argument that names no parameter (`void` in
            // `Tile<S, void>`) matches only itself: `deduce` lets a
            // function parameter's non-dependent type convert, but a class
            // template's arguments are part of its identity.
            (TArg::Type(x), TArg::Type(y)) if !self.is_dependent(*x) => {
                if x == y {
                    Ok(())
                } else {
                    Err("template argument mismatch".into())
                }
            }
            (TArg::Type(x), TArg::Type(y)) => self.deduce(*x, *y, slots),
            (TArg::Pack(xs), TArg::Pack(ys)) => self.deduce_targs(xs, ys, slots),
            // A parameter's stand-in binds a dependent value too: another
            // partial specialisation's `-N`, when partial ordering matches
            // one pattern against the other (`matching_partial`).
            (TArg::Value(v, _), TArg::Value(..) | TArg::Dep(_)) if v_is_placeholder(*v) => {
                let i = bound_param(*v as u64).unwrap_or(usize::MAX);
                match slots.get(i) {
                    Some(None) => {
                        slots[i] = Some(y.clone());
                        Ok(())
                    }
                    // The same value, whatever its type: an explicit `int`
                    // argument for `array<T, N>`'s `size_t N` (CUB's
                    // `MultiHistogramEven<1, 1>(…, array{d_histogram}, …)`).
                    Some(Some(TArg::Value(old, _))) if matches!(y, TArg::Value(v, _) if v == old) => {
                        Ok(())
                    }
                    Some(Some(old)) if old == y => Ok(()),
                    _ => Err("template argument mismatch".into()),
                }
            }
            // A template template parameter's placeholder (`Tr` in
            // `test<Tr, types<L...>>`) binds the template given.
            (TArg::Template(x), TArg::Template(given)) => match self.tmpl(TemplateId(x.id)).kind {
                TemplateKind::Param { index } => {
                    let i = index as usize;
                    match slots.get(i) {
                        Some(None) => {
                            slots[i] = Some(y.clone());
                            Ok(())
                        }
                        Some(Some(old)) if old == y => Ok(()),
                        _ => Err("template argument mismatch".into()),
                    }
                }
                _ if x == given => Ok(()),
                _ => Err("template argument mismatch".into()),
            },
            (x, y) if x == y => Ok(()),
            _ => Err("template argument mismatch".into()),
        }
    }

    /// `H<pargs>` (template template parameter `i`) against type `a`: a
    /// specialisation of a class template, whose template `H` becomes
    /// and whose arguments `pargs` match.
    fn deduce_param_template(
        &mut self,
        i: usize,
        pargs: &[TArg],
        a: TypeId,
        slots: &mut [Option<TArg>],
    ) -> Result<(), Mismatch> {
        let au = self.types.unqual(a);
        let Some((at, aargs)) = self.types.record(au).and_then(|r| r.template.clone()) else {
            return Err(format!(
                "could not match a template template parameter against '{}'",
                self.types.display(a)
            )
            .into());
        };
        let tid = TemplateId(at);
        let name = crate::types::TemplateName {
            id: at,
            scope: self.scopes.ctx(self.tmpl(tid).ctx).path.clone(),
            name: self.tmpl(tid).name.clone(),
        };
        match slots.get(i) {
            Some(None) if i >= self.deduction.fixed => slots[i] = Some(TArg::Template(name)),
            Some(Some(TArg::Template(old))) if old.id == at => {}
            Some(Some(_)) if i < self.deduction.fixed => {}
            _ => return Err("template template argument mismatch".into()),
        }
        // `TT<Ts...>` or `TT<T>` against `tuple<float, long>`: the
        // argument's trailing pack is its own arguments to the pattern,
        // which does not know `TT`'s parameters (libcu++'s
        // `__make_tuple_types_flat<_Tuple<_Types...>, …>`).
        let aargs: Vec<TArg> = if pargs.iter().any(|p| matches!(p, TArg::Pack(_))) {
            aargs
        } else {
            aargs
                .into_iter()
                .flat_map(|a| match a {
                    TArg::Pack(items) => items,
                    x => vec![x],
                })
                .collect()
        };
        self.deduce_targs(pargs, &aargs, slots)
    }

    /// The pack parameters (of the template being deduced) that pattern
    /// `a` names.
    pub(crate) fn pack_params_named(&self, a: &TArg) -> Vec<usize> {
        let mut named = Vec::new();
        self.params_named(a, &mut named);
        named.retain(|&k| self.deduction.packs.get(k).copied().unwrap_or(false));
        named.sort_unstable();
        named.dedup();
        named
    }

    /// The template parameter indices whose placeholders `a` mentions.
    pub(crate) fn params_named(&self, a: &TArg, out: &mut Vec<usize>) {
        match a {
            TArg::Type(t) => self.type_params_named(*t, out),
            TArg::Value(v, _) => out.extend(bound_param(*v as u64)),
            TArg::Template(_) | TArg::Func(_) | TArg::Dep(_) => {}
            TArg::Pack(items) | TArg::Spread(items) => {
                items.iter().for_each(|x| self.params_named(x, out))
            }
        }
    }

    /// `params_named` outside the expansions `a` contains: a pack
    /// argument's elements (`tuple<A...>`) and a function type's
    /// parameters (`void(A...)`, whose packs can only be expanded there).
    fn unexpanded_params(&self, a: &TArg, out: &mut Vec<usize>) {
        let TArg::Type(t) = a else {
            if !matches!(a, TArg::Pack(_)) {
                self.params_named(a, out);
            }
            return;
        };
        match self.types.kind(*t) {
            TypeKind::Record(_) => {
                if let Some(r) = self.types.record(*t) {
                    out.extend(r.param_index.map(|i| i as usize));
                    if let Some((_, args)) = &r.template {
                        args.iter().for_each(|a| self.unexpanded_params(a, out));
                    }
                }
            }
            TypeKind::Pointer(p)
            | TypeKind::LValueRef(p)
            | TypeKind::RValueRef(p)
            | TypeKind::Qualified(p, _) => self.unexpanded_params(&TArg::Type(*p), out),
            TypeKind::Array(e, n) => {
                out.extend(n.and_then(bound_param));
                self.unexpanded_params(&TArg::Type(*e), out)
            }
            TypeKind::MemberPointer(c, m) => {
                self.unexpanded_params(&TArg::Type(*c), out);
                self.unexpanded_params(&TArg::Type(*m), out);
            }
            TypeKind::Function { ret, .. } => self.unexpanded_params(&TArg::Type(*ret), out),
            _ => {}
        }
    }

    pub(crate) fn type_params_named(&self, t: TypeId, out: &mut Vec<usize>) {
        match self.types.kind(t) {
            TypeKind::Record(_) => {
                if let Some(r) = self.types.record(t) {
                    out.extend(r.param_index.map(|i| i as usize));
                    if let Some((_, args)) = &r.template {
                        args.iter().for_each(|a| self.params_named(a, out));
                    }
                }
            }
            TypeKind::Pointer(p) | TypeKind::LValueRef(p) | TypeKind::RValueRef(p) => {
                self.type_params_named(*p, out)
            }
            TypeKind::Array(e, n) => {
                out.extend(n.and_then(bound_param));
                self.type_params_named(*e, out)
            }
            TypeKind::Qualified(b, _) => self.type_params_named(*b, out),
            TypeKind::MemberPointer(c, m) => {
                self.type_params_named(*c, out);
                self.type_params_named(*m, out);
            }
            TypeKind::Function { ret, params, .. } => {
                self.type_params_named(*ret, out);
                params.iter().for_each(|p| self.type_params_named(*p, out));
            }
            _ => {}
        }
    }

    /// Matches pattern `p` against type `a`, binding placeholders in
    /// `slots`; `Err` names a conflict (`Ok` also when `p` has nothing to
    /// deduce: conversions are overload resolution's business).
    pub(crate) fn deduce(
        &mut self,
        p: TypeId,
        a: TypeId,
        slots: &mut [Option<TArg>],
    ) -> Result<(), Mismatch> {
        if !self.is_dependent(p) {
            return Ok(());
        }
        // `typename T::type`: a non-deduced context ([temp.deduct.type]p5).
        // A pattern whose parameters are all in such contexts (`typename
        // Traits<T>::elem *`) is not deduced from at all: the argument
        // only has to convert once the parameter is substituted (CWG 1391;
        // `k<float>(nullptr)` is no mismatch of a pointer and `nullptr`).
        let mut named = Vec::new();
        self.type_params_named(p, &mut named);
        if named.is_empty() {
            return Ok(());
        }
        // `H<T>` of a template template parameter `H`: `H` is bound to
        // the argument's template, then its arguments are matched.
        let param_template = self
            .types
            .record(p)
            .filter(|r| r.param_index.is_some())
            .and_then(|r| Some((r.param_index? as usize, r.template.clone()?.1)));
        if let Some((i, pargs)) = param_template {
            return self.deduce_param_template(i, &pargs, a, slots);
        }
        let param = match self.types.kind(p) {
            TypeKind::Record(_) => self.types.record(p).and_then(|r| r.param_index),
            _ => None,
        };
        if let Some(i) = param {
            let i = i as usize;
            if i < self.deduction.fixed {
                // Explicitly specified: not deduced; the argument converts.
                return Ok(());
            }
            return match &slots.get(i) {
                Some(None) => {
                    slots[i] = Some(TArg::Type(a));
                    Ok(())
                }
                Some(Some(TArg::Type(old))) if *old == a => Ok(()),
                Some(Some(TArg::Type(old))) => {
                    let name = self
                        .types
                        .record(p)
                        .map(|r| r.name.clone())
                        .unwrap_or_default();
                    Err(format!(
                        "deduced conflicting types for parameter '{name}' ('{}' vs. '{}')",
                        self.types.display(*old),
                        self.types.display(a)
                    )
                    .into())
                }
                _ => Err("template parameter mismatch".into()),
            };
        }
        match (self.types.kind(p).clone(), self.types.kind(a).clone()) {
            (TypeKind::Qualified(pb, pcv), _) => {
                // `const T` against `const int`: T = int; against `int`
                // (more qualified than the argument is allowed where a
                // reference or pointer adds it).
                let acv = self.types.cv(a);
                if self.deduction.as_written
                    && ((pcv.is_const && !acv.is_const) || (pcv.is_volatile && !acv.is_volatile))
                {
                    // Ordering compares types as written: `const T` is
                    // not deduced from a plain `U`.
                    return Err(Mismatch::Types(p, a));
                }
                let rest = Cv {
                    is_const: acv.is_const && !pcv.is_const,
                    is_volatile: acv.is_volatile && !pcv.is_volatile,
                    ..acv
                };
                let au = self.types.unqual(a);
                let a2 = self.types.qualified(au, rest);
                self.deduce(pb, a2, slots)
            }
            (TypeKind::Pointer(pp), TypeKind::Pointer(ap))
            | (TypeKind::LValueRef(pp), TypeKind::LValueRef(ap))
            | (TypeKind::RValueRef(pp), TypeKind::RValueRef(ap)) => self.deduce(pp, ap, slots),
            // `T C::*` against `int S::*`: the class, then the member's type.
            (TypeKind::MemberPointer(pc, pm), TypeKind::MemberPointer(ac, am)) => {
                self.deduce(pc, ac, slots)?;
                self.deduce(pm, am, slots)
            }
            // `R (*)(As...)` against `int (*)(float, int)`: the return
            // type, then the parameters as a template argument list (a
            // trailing pack takes the rest).
            (
                TypeKind::Function {
                    ret: pr,
                    params: pps,
                    variadic: pv,
                    nothrow: pn,
                },
                TypeKind::Function {
                    ret: ar,
                    params: aps,
                    variadic: av,
                    nothrow: an,
                },
                // A call's argument may drop `noexcept` on its way to the
                // parameter ([temp.deduct.call]p4, a function pointer
                // conversion); types compared as written must agree.
            ) if pv == av && (pn == an || (an && !pn && !self.deduction.as_written)) => {
                // A return type that names no parameter matches only itself.
                self.deduce_targ(&TArg::Type(pr), &TArg::Type(ar), slots)
                    .map_err(|_| Mismatch::Types(p, a))?;
                let ps: Vec<TArg> = pps.iter().map(|&t| TArg::Type(t)).collect();
                let args: Vec<TArg> = aps.iter().map(|&t| TArg::Type(t)).collect();
                self.deduce_targs(&ps, &args, slots)
                    .map_err(|_| Mismatch::Types(p, a))
            }
            (TypeKind::Array(pe, pn), TypeKind::Array(ae, an)) => {
                // `T[N]` against `int[4]`: N = 4.
                if let Some(i) = pn.and_then(bound_param) {
                    let Some(an) = an else {
                        return Err(Mismatch::Types(p, a));
                    };
                    let ty = self.value_param_type(i);
                    let v = TArg::Value(an as i128, ty);
                    match slots.get(i) {
                        Some(None) if i >= self.deduction.fixed => slots[i] = Some(v),
                        Some(Some(TArg::Value(old, _))) if *old == an as i128 => {}
                        Some(_) if i < self.deduction.fixed => {}
                        _ => return Err(Mismatch::Types(p, a)),
                    }
                } else if pn.is_some() && an.is_some() && pn != an {
                    // `T[4]` is no `int[5]`.
                    return Err(Mismatch::Types(p, a));
                }
                self.deduce(pe, ae, slots)
            }
            (TypeKind::Record(_), TypeKind::Record(_)) => {
                let au = self.types.unqual(a);
                let pt = self.types.record(p).and_then(|r| r.template.clone());
                let at = self.types.record(au).and_then(|r| r.template.clone());
                match (pt, at) {
                    (Some((pt, pargs)), Some((at, aargs)))
                        if pt == at
                            && (pargs.len() == aargs.len()
                                || pargs.iter().any(|a| matches!(a, TArg::Spread(_)))) =>
                    {
                        self.deduce_class_targs(&pargs, &aargs, slots)
                            .map_err(|_| Mismatch::Types(p, a))
                    }
                    // A class derived from a specialisation of the
                    // parameter's template deduces from that base
                    // ([temp.deduct.call]p4.3), when only one base does:
                    // in a call only, not when matching a partial
                    // specialisation or ordering (types as written:
                    // Thrust's `tuple_of_iterator_references<Ts...>`,
                    // derived from `tuple<Ts...>`, is no match for
                    // `raw_reference<tuple<Ts...>>`).
                    // Of several such bases, one derived from the others
                    // is the one (CWG 2303: CuTe's `TiledMMA`, derived
                    // from `MMA_Atom<Op>`, itself derived from
                    // `MMA_Atom<MMA_Traits<Op>>`, for `MMA_Atom<MMA>`).
                    (Some(_), _) if !self.deduction.as_written => {
                        let mut found: Vec<(TypeId, Vec<Option<TArg>>)> = Vec::new();
                        let mut work = self
                            .types
                            .record(au)
                            .map(|r| r.bases.clone())
                            .unwrap_or_default();
                        let mut seen = Vec::new();
                        while let Some(b) = work.pop() {
                            if seen.contains(&b) {
                                continue;
                            }
                            seen.push(b);
                            if let Some(r) = self.types.record(b) {
                                work.extend(r.bases.iter().copied());
                            }
                            let mut trial = slots.to_vec();
                            if self.deduce(p, b, &mut trial).is_ok() {
                                found.push((b, trial));
                            }
                        }
                        let nearest: Vec<&Vec<Option<TArg>>> = found
                            .iter()
                            .filter(|(b, _)| {
                                !found.iter().any(|(d, _)| d != b && self.is_base_of(*b, *d))
                            })
                            .map(|(_, t)| t)
                            .collect();
                        match nearest.as_slice() {
                            [f, rest @ ..] if rest.iter().all(|r| r == f) => {
                                slots.clone_from_slice(f);
                                Ok(())
                            }
                            _ => Err(Mismatch::Types(p, a)),
                        }
                    }
                    _ => Err(Mismatch::Types(p, a)),
                }
            }
            _ => Err(Mismatch::Types(p, a)),
        }
    }

    /// Why deduction failed, in words.
    pub(crate) fn mismatch_text(&self, m: Mismatch) -> String {
        match m {
            Mismatch::Types(p, a) => format!(
                "could not match '{}' against '{}'",
                self.types.display(p),
                self.types.display(a)
            ),
            Mismatch::Text(t) => t,
        }
    }

    /// Whether function template `a` is more specialised than `b` for a
    /// call with `n` arguments ([temp.func.order]): `b`'s parameter types
    /// can be deduced from `a`'s but not the other way round. A template
    /// whose last parameter is a pack is less specialised than one
    /// without.
    pub(crate) fn more_specialised(&mut self, a: TemplateId, b: TemplateId, n: usize) -> bool {
        let pack = |s: &Self, t| match &s.tmpl(t).kind {
            TemplateKind::Function { sig, .. } => sig.own_pack,
            _ => false,
        };
        let params_len = |s: &Self, t| match &s.tmpl(t).kind {
            TemplateKind::Function { sig, .. } => sig.params.len(),
            _ => 0,
        };
        let same_shape = params_len(self, a) == params_len(self, b);
        match (pack(self, a), pack(self, b)) {
            (false, true) => true,
            (true, false) => false,
            // Both end in a pack at the same place (libstdc++'s
            // `_Variadic_union(in_place_index_t<0>, _Args&&...)` beside
            // `(in_place_index_t<_Np>, _Args&&...)`): the packs deduce
            // from each other, so the other parameters decide
            // ([temp.deduct.partial]p8-p11).
            // Ending in packs at different places (moderngpu's
            // `downsweep(F, P, A...)` beside `downsweep(F, A...)`): a pack
            // takes what the other has at its place, a parameter that is
            // none cannot take a pack ([temp.deduct.type]p10), so the
            // longer one is the more specialised.
            (true, true) if !same_shape => {
                self.pack_tail_deduces_from(b, a) && !self.pack_tail_deduces_from(a, b)
            }
            (true, true) | (false, false) => {
                let a_ge_b = self.deduces_from(b, a, n).unwrap_or(false);
                let b_ge_a = self.deduces_from(a, b, n).unwrap_or(true);
                match (a_ge_b, b_ge_a) {
                    (true, false) => true,
                    // Equally specialised, reference parameters break the
                    // tie ([temp.deduct.partial]p9): `T&` is more
                    // specialised than `T&&`, then `const T&` than `T&`.
                    (true, true) => match self.lvalue_refs_over_rvalue_refs(a, b, n) {
                        Some(more) => more,
                        None => self.more_qualified_referees(a, b, n),
                    },
                    _ => false,
                }
            }
        }
    }

    /// Whether the parameters of function template `to`, which end in a
    /// pack, deduce from those of `from`, which end in a pack elsewhere:
    /// `to`'s others from `from`'s at their places (none may face `from`'s
    /// pack), and `to`'s pack from the rest, which a pack of a bare
    /// template parameter (`Args...`, `Args&&...`) always does (another
    /// pattern is not ordered: `false`).
    fn pack_tail_deduces_from(&mut self, to: TemplateId, from: TemplateId) -> bool {
        let sig = |s: &Self, t| match &s.tmpl(t).kind {
            TemplateKind::Function { sig, .. } => Some(sig.clone()),
            _ => None,
        };
        let (Some(st), Some(sf)) = (sig(self, to), sig(self, from)) else {
            return false;
        };
        let (nt, nf) = (
            st.params.len().saturating_sub(1),
            sf.params.len().saturating_sub(1),
        );
        if nt > nf || !self.deduces_from(to, from, nt).unwrap_or(false) {
            return false;
        }
        let Some(Some(pattern)) = st.params.last().copied() else {
            return false;
        };
        let bare = self.types.referee(pattern).unwrap_or(pattern);
        let bare = self.types.unqual(bare);
        self.types
            .record(bare)
            .is_some_and(|r| r.param_index.is_some() && r.template.is_none())
    }

    /// The defined one of function templates `a` and `b` when they are
    /// one template declared twice with its return type spelled two ways
    /// (libstdc++ declares `swap` returning `_Require<…>` and defines it
    /// returning `enable_if<…>::type`): same name, scope, template and
    /// function parameters, and exactly one definition. Their
    /// specialisations for one call are then one function.
    pub(crate) fn one_template_declared_twice(
        &mut self,
        a: TemplateId,
        b: TemplateId,
    ) -> Option<TemplateId> {
        let (ta, tb) = (self.tmpl(a), self.tmpl(b));
        let (
            TemplateKind::Function { def: da, sig: sa },
            TemplateKind::Function { def: db, sig: sb },
        ) = (&ta.kind, &tb.kind)
        else {
            return None;
        };
        let same = ta.name == tb.name
            && ta.ctx == tb.ctx
            && ta.params.len() == tb.params.len()
            && ta
                .params
                .iter()
                .zip(&tb.params)
                .all(|(x, y)| super::template::same_param_kind(x, y))
            && sa.params.iter().all(Option::is_some)
            && sb.params.iter().all(Option::is_some)
            && sa.params.len() == sb.params.len()
            && sa.pack == sb.pack
            && sa.variadic == sb.variadic;
        let defined = |d: &ast::FunctionDef| matches!(d.body, ast::Body::Stmt(_));
        let (a_defined, b_defined) = (defined(da), defined(db));
        let n = sa.params.len();
        // Parameters that deduce from each other both ways are the same
        // types up to the templates' own parameters.
        let same = same
            && a_defined != b_defined
            && self.deduces_from(a, b, n) == Some(true)
            && self.deduces_from(b, a, n) == Some(true);
        match (same, a_defined, b_defined) {
            (true, true, false) => Some(a),
            (true, false, true) => Some(b),
            _ => None,
        }
    }

    /// Among the first `n` parameters of function templates `a` and `b`
    /// that are both references: `Some(true)` when `a` takes an lvalue
    /// reference where `b` takes an rvalue one and never the other way
    /// round, `Some(false)` when `b` does so somewhere, `None` when they
    /// agree everywhere (the qualifiers then decide).
    fn lvalue_refs_over_rvalue_refs(&self, a: TemplateId, b: TemplateId, n: usize) -> Option<bool> {
        let params = |t| match &self.tmpl(t).kind {
            TemplateKind::Function { sig, .. } => sig.params.clone(),
            _ => Vec::new(),
        };
        let (pa, pb) = (params(a), params(b));
        let (mut a_more, mut b_more) = (false, false);
        for (x, y) in pa.iter().zip(&pb).take(n) {
            let (Some(x), Some(y)) = (x, y) else { continue };
            let lvalue = |t: TypeId| matches!(self.types.kind(t), TypeKind::LValueRef(_));
            let (xl, yl) = (lvalue(*x), lvalue(*y));
            let (xr, yr) = (self.types.is_rvalue_ref(*x), self.types.is_rvalue_ref(*y));
            a_more |= xl && yr;
            b_more |= yl && xr;
        }
        match (a_more, b_more) {
            (false, false) => None,
            (true, false) => Some(true),
            _ => Some(false),
        }
    }

    /// Whether, among the first `n` parameters of function templates `a`
    /// and `b` that are both references, `a`'s referees are at least as
    /// cv-qualified as `b`'s everywhere and more somewhere.
    pub(crate) fn more_qualified_referees(&self, a: TemplateId, b: TemplateId, n: usize) -> bool {
        let params = |t| match &self.tmpl(t).kind {
            TemplateKind::Function { sig, .. } => sig.params.clone(),
            _ => Vec::new(),
        };
        let (pa, pb) = (params(a), params(b));
        let mut more = false;
        for (x, y) in pa.iter().zip(&pb).take(n) {
            let (Some(x), Some(y)) = (x, y) else { continue };
            let (Some(rx), Some(ry)) = (self.types.referee(*x), self.types.referee(*y)) else {
                continue;
            };
            let (cx, cy) = (self.types.cv(rx), self.types.cv(ry));
            if (cy.is_const && !cx.is_const) || (cy.is_volatile && !cx.is_volatile) {
                return false;
            }
            more |= (cx.is_const && !cy.is_const) || (cx.is_volatile && !cy.is_volatile);
        }
        more
    }

    /// Whether the first `n` parameter types of `to` deduce from those of
    /// `from` (placeholders standing for unique types), each with its
    /// reference and top-level qualifiers removed ([temp.deduct.partial]);
    /// `None` when a signature is not known.
    pub(crate) fn deduces_from(
        &mut self,
        to: TemplateId,
        from: TemplateId,
        n: usize,
    ) -> Option<bool> {
        let sig = |s: &Self, t| match &s.tmpl(t).kind {
            TemplateKind::Function { sig, .. } => Some(sig.clone()),
            _ => None,
        };
        let (st, sf) = (sig(self, to)?, sig(self, from)?);
        let mut slots = self.slots(to, Vec::new());
        let d = Deduction {
            fixed: 0,
            packs: self.tmpl(to).params.iter().map(|p| p.pack).collect(),
            bound_types: st.value_types.clone(),
            as_written: true,
        };
        let ok = self.with_deduction(d, |s| {
            for i in 0..n.min(st.params.len()).min(sf.params.len()) {
                let (Some(p), Some(a)) = (st.params[i], sf.params[i]) else {
                    return false;
                };
                let strip = |s: &mut Self, t: TypeId| {
                    let t = s.types.referee(t).unwrap_or(t);
                    s.types.unqual(t)
                };
                let (p, a) = (strip(s, p), strip(s, a));
                // A parameter that names none of `to`'s parameters deduces
                // nothing, but must then be the argument's type: `plus`
                // does not accept a unique type for `Op`, so `f(tt, plus)`
                // is more specialised than `f(tt, Op)` (clang and gcc).
                if !s.is_dependent(p) {
                    if !s.types.same_modulo_params(p, a) {
                        return false;
                    }
                    continue;
                }
                if s.deduce(p, a, &mut slots).is_err() {
                    return false;
                }
            }
            true
        });
        Some(ok)
    }

    /// Deduces `id`'s arguments for a call with `args` (after `explicit`
    /// ones), as [temp.deduct.call] does: references look through, other
    /// parameters see the argument decayed and unqualified.
    pub(crate) fn deduce_call(
        &mut self,
        id: TemplateId,
        explicit: &[TArg],
        args: &[Expr],
    ) -> Result<Vec<TArg>, String> {
        self.deduce_call_skipping(id, explicit, args, &[])
    }

    /// `deduce_call` where the arguments at the positions `skip` marks
    /// take no part (their types are unknown: a well-formed call deduces
    /// the same from the others, or fails to deduce at all).
    pub(crate) fn deduce_call_skipping(
        &mut self,
        id: TemplateId,
        explicit: &[TArg],
        args: &[Expr],
        skip: &[bool],
    ) -> Result<Vec<TArg>, String> {
        match self.deduce_from_known(id, explicit, args, skip)? {
            Deduced::Complete(args) => Ok(args),
            Deduced::Partly(slots) => self.complete_args(id, slots),
        }
    }

    /// `deduce_call_skipping` short of completing the arguments: an error
    /// is a conflict of the arguments taken part (or one whose type is
    /// unknown where a pack is deduced), not a parameter left undeduced.
    pub(crate) fn deduce_from_known(
        &mut self,
        id: TemplateId,
        explicit: &[TArg],
        args: &[Expr],
        skip: &[bool],
    ) -> Result<Deduced, String> {
        let mut slots = self.slots(id, explicit.to_vec());
        // Every parameter given explicitly (`test<T>(0)`): nothing is
        // deduced, and the function parameters, their types substituted,
        // only need to accept the arguments (overload resolution checks).
        let params = &self.tmpl(id).params;
        if explicit.len() >= params.len() && !params.iter().any(|p| p.pack) {
            return self.complete_args(id, slots).map(Deduced::Complete);
        }
        let (mut sig, defaults) = match &self.tmpl(id).kind {
            TemplateKind::Function { sig, def } => (
                sig.clone(),
                def.params
                    .iter()
                    .rev()
                    .take_while(|p| p.default.is_some())
                    .count(),
            ),
            _ => (Sig::default(), 0),
        };
        // Parameters the call leaves to their default arguments take no
        // part in deduction ([temp.deduct.call]p1: only those with
        // arguments do).
        if !sig.pack && args.len() < sig.params.len() && args.len() + defaults >= sig.params.len() {
            sig.params.truncate(args.len());
        }
        if skip.iter().any(|&s| s) {
            if sig.pack {
                return Err(super::host::UNKNOWN_PACK_ARGUMENT.into());
            }
            for (p, &s) in sig.params.iter_mut().zip(skip) {
                if s {
                    *p = None;
                }
            }
        }
        let d = Deduction {
            fixed: explicit.len(),
            packs: self.tmpl(id).params.iter().map(|p| p.pack).collect(),
            bound_types: sig.value_types.clone(),
            as_written: false,
        };
        self.with_deduction(d, |s| s.deduce_params(sig, args, &mut slots))
            .map_err(|m| self.mismatch_text(m))?;
        Ok(Deduced::Partly(slots))
    }

    pub(crate) fn deduce_params(
        &mut self,
        sig: Sig,
        args: &[Expr],
        slots: &mut [Option<TArg>],
    ) -> Result<(), Mismatch> {
        if sig.pack {
            return self.deduce_pack_params(&sig, args, slots);
        }
        {
            let pats = &sig.params;
            // Arguments matched by C's `...` deduce nothing.
            let args = match sig.variadic {
                true if args.len() > pats.len() => &args[..pats.len()],
                _ => args,
            };
            if pats.len() != args.len() {
                return Err(format!(
                    "requires {} argument{}, but {} {} provided",
                    pats.len(),
                    if pats.len() == 1 { "" } else { "s" },
                    args.len(),
                    if args.len() == 1 { "was" } else { "were" }
                )
                .into());
            }
            for (&p, a) in pats.iter().zip(args) {
                let Some(p) = p else { continue };
                if self.deduce_from_overload_set(p, a, slots).is_some() {
                    continue;
                }
                let (p, at) = self.call_pair(p, a);
                self.deduce(p, at, slots)?;
            }
        }
        Ok(())
    }

    /// Deduction when the last parameter is a pack: the parameters before
    /// it take the first arguments; each remaining argument is deduced
    /// against the pack's pattern, its results collected per parameter.
    pub(crate) fn deduce_pack_params(
        &mut self,
        sig: &Sig,
        args: &[Expr],
        slots: &mut [Option<TArg>],
    ) -> Result<(), Mismatch> {
        let fixed = sig.params.len() - 1;
        if args.len() < fixed {
            return Err(format!(
                "requires at least {fixed} arguments, but {} were provided",
                args.len()
            )
            .into());
        }
        let head = Sig {
            ret: sig.ret,
            written_ret: sig.written_ret,
            params: sig.params[..fixed].to_vec(),
            value_types: sig.value_types.clone(),
            head_types: Vec::new(),
            pack: false,
            own_pack: false,
            variadic: false,
        };
        self.deduce_params(head, &args[..fixed], slots)?;
        let Some(Some(pat)) = sig.params.last().copied() else {
            return Ok(());
        };
        // The pack parameters the pattern names, and what each element
        // deduces for them.
        let mut per: HashMap<usize, Vec<TArg>> = HashMap::new();
        for a in &args[fixed..] {
            // The call rules (references, decay) apply per argument.
            let (p, at) = self.call_pair(pat, a);
            self.deduce_element(p, at, slots.len(), &mut per)?;
        }
        fill_packs(slots, per);
        Ok(())
    }

    /// The pattern and argument type [temp.deduct.call] compares for
    /// parameter `p` and argument `a`: references look through (`T&&`
    /// with an lvalue deduces `T&`); otherwise the argument decays and
    /// loses its top-level qualifiers.
    pub(crate) fn call_pair(&mut self, p: TypeId, a: &Expr) -> (TypeId, TypeId) {
        match self.types.kind(p).clone() {
            TypeKind::LValueRef(r) => (r, a.ty),
            // `T&&` with an lvalue deduces `T&` (a forwarding
            // reference); `const T&&` is no forwarding reference.
            TypeKind::RValueRef(r)
                if a.lvalue
                    && !a.xvalue
                    && self.types.unqual(r) == r
                    && self
                        .types
                        .record(r)
                        .is_some_and(|x| x.param_index.is_some()) =>
            {
                let lr = self.types.lvalue_ref(a.ty);
                (r, lr)
            }
            TypeKind::RValueRef(r) => (r, a.ty),
            _ => {
                let t = match self.types.array_elem(a.ty) {
                    Some((e, _)) => self.types.pointer(e),
                    None if self.types.is_function(a.ty) => self.types.pointer(a.ty),
                    None => self.types.unqual(a.ty),
                };
                (p, t)
            }
        }
    }

    /// Deduces one element of a pack expansion (`p` against `a`) into
    /// fresh slots, appending what each parameter got to `per`.
    pub(crate) fn deduce_element(
        &mut self,
        p: TypeId,
        a: TypeId,
        nslots: usize,
        per: &mut HashMap<usize, Vec<TArg>>,
    ) -> Result<(), Mismatch> {
        let mut one: Vec<Option<TArg>> = vec![None; nslots];
        self.deduce(p, a, &mut one)?;
        for (k, v) in one.into_iter().enumerate() {
            if let Some(v) = v {
                per.entry(k).or_default().push(v);
            }
        }
        Ok(())
    }

    /// The type a pack parameter's declared type `te` has for element
    /// `i` (the type itself for other parameters): each pack it names
    /// bound to that element.
    pub(crate) fn pack_element_type(&mut self, te: &ast::TypeExpr, pack: bool, i: usize) -> TypeId {
        if !pack {
            return self.resolve_type(te);
        }
        self.with_pack_element(i, |s| s.resolve_type(te))
    }

    /// Element `pack_index` of a pack named `name` with `len` elements,
    /// recording the length for `pack_length`; reports a pack used
    /// outside an expansion.
    pub(crate) fn pack_element(&mut self, name: &ast::Ident, len: usize) -> Option<usize> {
        self.expansion.note_pack_len(len);
        match self.expansion.pack_index {
            Some(i) if i < len => Some(i),
            Some(_) => {
                self.error(
                    name.span,
                    format!(
                        "pack expansion contains parameter packs of different lengths ('{}')",
                        name.name
                    ),
                );
                None
            }
            None => {
                self.error(
                    name.span,
                    format!(
                        "expression contains unexpanded parameter pack '{}'",
                        name.name
                    ),
                );
                None
            }
        }
    }

    /// How many elements the packs `pattern` names have (`None` when it
    /// names none): measured by checking it once, quietly, at element 0.
    pub(crate) fn pack_expr_length(&mut self, pattern: &ast::Expr) -> Option<usize> {
        let ((_, n), _) = self.tentatively(|s| s.measure_packs(|s| s.check_expr(pattern)));
        n
    }

    /// The arguments of a call, with `pattern...` expanded once per
    /// element of the packs the pattern names.
    /// The arguments of a call to one of `cands`: a braced list (`f({1,
    /// 2})`) initialises the type every candidate's parameter at its
    /// position has (copy-list-initialisation of that parameter); the
    /// rest are checked as `check_args` does. Where the candidates
    /// disagree, or a template would deduce it, the list stays an error.
    pub(crate) fn check_args_for(&mut self, args: &[ast::Expr], cands: &[FuncId]) -> Vec<Expr> {
        let braced = |a: &ast::Expr| matches!(a.kind, ast::ExprKind::InitList(None, _));
        let expansion = |a: &ast::Expr| matches!(a.kind, ast::ExprKind::PackExpansion(_));
        if !args.iter().any(braced) || args.iter().any(expansion) {
            return self.check_args(args);
        }
        let mut out = Vec::with_capacity(args.len());
        for (i, a) in args.iter().enumerate() {
            let param = match &a.kind {
                ast::ExprKind::InitList(None, items) => {
                    self.braced_param_type(cands, i, args.len(), items, a.span)
                }
                _ => None,
            };
            match (&a.kind, param) {
                // A reference to an array binds a temporary array
                // (`f(const int (&)[2])` called as `f({1, 2})`), which must
                // not decay to a pointer first.
                (ast::ExprKind::InitList(None, items), Some(t))
                    if self.types.array_elem(t).is_some() =>
                {
                    let list = ast::Initializer::List(items.clone(), a.span);
                    let v = match self.init_object(t, Some(&list), a.span) {
                        Some(init) => Expr::new(ExprKind::Temp(Box::new(init)), t, true, a.span),
                        None => self.error_expr(a.span),
                    };
                    out.push(v)
                }
                (ast::ExprKind::InitList(None, items), Some(t)) => {
                    out.push(self.braced_value(t, items, a.span))
                }
                (ast::ExprKind::InitList(None, items), None) => {
                    match self.braced_initializer_list_arg(cands, i, items, a.span) {
                        Some(v) => out.push(v),
                        // `{x}` to parameters of several scalar types
                        // converts `x` as the argument would
                        // ([over.ics.list]p10): overload resolution ranks
                        // them by it.
                        None => match items.as_slice() {
                            [ast::Initializer::Expr(e)] if self.scalar_params_at(cands, i) => {
                                out.push(self.check_expr(e))
                            }
                            _ => out.push(self.check_expr(a)),
                        },
                    }
                }
                _ => out.push(self.check_expr(a)),
            }
        }
        out
    }

    /// A braced list passed where a candidate template's parameter `i` is
    /// `std::initializer_list<P>` (`std::max({a, b, c})`): P is deduced
    /// from the elements ([temp.deduct.call]p1), so the argument is an
    /// `initializer_list<E>` of their common type E (`None` when no
    /// candidate takes one there, or the elements nest lists or differ in
    /// type, which leaves P undeduced).
    fn braced_initializer_list_arg(
        &mut self,
        cands: &[FuncId],
        i: usize,
        items: &[ast::Initializer],
        span: Span,
    ) -> Option<Expr> {
        let template = cands.iter().find_map(|&f| {
            self.program.functions[f].pattern?;
            let p = *self.declared_params(f).get(i)?;
            let p = self.types.unqual(self.types.referee(p).unwrap_or(p));
            self.initializer_list_elem(p)?;
            self.types.record(p)?.template.as_ref().map(|t| t.0)
        })?;
        let mut elem = None;
        for item in items {
            let ast::Initializer::Expr(e) = item else {
                return None;
            };
            let (t, _) = self.tentatively(|s| {
                let x = s.check_expr(e);
                let x = s.rvalue(x);
                s.types.unqual(x.ty)
            });
            if self.is_error_ty(t) || elem.is_some_and(|prev| prev != t) {
                return None;
            }
            elem = Some(t);
        }
        let il = self.instantiate_type(TemplateId(template), vec![TArg::Type(elem?)], span);
        self.initializer_list_value(il, items, span)
    }

    /// The object type every non-template candidate's parameter `i`
    /// initialises (references and cv-qualifiers stripped), if they agree.
    /// Where they differ, the candidates that take `nargs` arguments and
    /// whose parameter type the list `items` can initialise decide: one
    /// type left is the one; arrays of one element type left, the
    /// smallest (CWG 1307: `f(const int (&)[2])` over `f(const int
    /// (&)[3])` for `f({1})`). Anything else stays undecided (`None`).
    pub(crate) fn braced_param_type(
        &mut self,
        cands: &[FuncId],
        i: usize,
        nargs: usize,
        items: &[ast::Initializer],
        span: Span,
    ) -> Option<TypeId> {
        let mut types: Vec<(TypeId, usize)> = Vec::new();
        for &f in cands {
            if self.program.functions[f].pattern.is_some() {
                return None;
            }
            let params = self.declared_params(f);
            let Some(&p) = params.get(i) else {
                continue;
            };
            let t = self.types.referee(p).unwrap_or(p);
            let t = self.types.unqual(t);
            if !types.iter().any(|&(x, _)| x == t) {
                types.push((t, params.len()));
            }
        }
        if let [(t, _)] = types.as_slice() {
            return Some(*t).filter(|&t| !self.types.is_void(t));
        }
        let mut viable: Vec<TypeId> = Vec::new();
        for (t, nparams) in types {
            if nparams < nargs || self.types.is_void(t) {
                continue;
            }
            let fits = self
                .quietly(|s| {
                    let list = ast::Initializer::List(items.to_vec(), span);
                    s.init_object(t, Some(&list), span).is_some()
                })
                .unwrap_or(false);
            if fits {
                viable.push(t);
            }
        }
        // A list to a class is a user-defined conversion; to anything
        // else, the standard conversions of its elements, which are
        // better ([over.ics.list], [over.ics.rank]p3.3).
        if viable.iter().any(|&t| !self.types.is_record(t)) {
            viable.retain(|&t| !self.types.is_record(t));
        }
        match viable.as_slice() {
            [t] => Some(*t),
            [first, ..] => {
                let (elem, _) = self.types.array_elem(*first)?;
                let mut best: Option<(TypeId, u64)> = None;
                for &t in &viable {
                    match self.types.array_elem(t) {
                        Some((e, Some(n))) if e == elem => {
                            if best.is_none_or(|(_, m)| n < m) {
                                best = Some((t, n));
                            }
                        }
                        _ => return None,
                    }
                }
                best.map(|(t, _)| t)
            }
            [] => None,
        }
    }

    /// Whether some candidate's parameter `i` is of a scalar type and
    /// none is of a class or array type (a one-element list passed there
    /// converts its element).
    fn scalar_params_at(&mut self, cands: &[FuncId], i: usize) -> bool {
        let mut scalar = false;
        for &f in cands {
            let params = self.declared_params(f);
            let Some(&p) = params.get(i) else {
                continue;
            };
            let t = self.types.unqual(self.types.referee(p).unwrap_or(p));
            if self.types.is_record(t) || self.types.array_elem(t).is_some() {
                return false;
            }
            scalar = true;
        }
        scalar
    }

    /// `init` with every pack expansion of its braced lists (`{(int)ts...}`)
    /// replaced by one element per member of the pack (`None`: it has
    /// none). Every consumer of a list then sees plain elements.
    pub(crate) fn expand_list_packs(
        &mut self,
        init: &ast::Initializer,
    ) -> Option<ast::Initializer> {
        fn has(init: &ast::Initializer) -> bool {
            match init {
                ast::Initializer::List(items, _) => items.iter().any(has),
                ast::Initializer::Expr(e) => matches!(e.kind, ast::ExprKind::PackExpansion(_)),
                ast::Initializer::Designated(_, i, _) => has(i),
                ast::Initializer::Ctor(args, _) => args
                    .iter()
                    .any(|e| matches!(e.kind, ast::ExprKind::PackExpansion(_))),
            }
        }
        // `= pattern...` alone is not a place packs expand into: checked
        // as an expression, it is the error it is (returning it here
        // would have the caller expand the same initialiser forever).
        if matches!(init, ast::Initializer::Expr(_)) || !has(init) {
            return None;
        }
        Some(self.expand_packs_in(init))
    }

    fn expand_packs_in(&mut self, init: &ast::Initializer) -> ast::Initializer {
        match init {
            ast::Initializer::List(items, span) => {
                let mut out = Vec::with_capacity(items.len());
                for it in items {
                    match it {
                        ast::Initializer::Expr(e) => {
                            let els = self.pack_elements(e);
                            out.extend(els.into_iter().map(ast::Initializer::Expr));
                        }
                        other => out.push(self.expand_packs_in(other)),
                    }
                }
                ast::Initializer::List(out, *span)
            }
            ast::Initializer::Designated(d, i, span) => {
                ast::Initializer::Designated(d.clone(), Box::new(self.expand_packs_in(i)), *span)
            }
            // `: v_(forward<Args>(args)...)`: one argument per element.
            ast::Initializer::Ctor(args, span) => {
                let mut out = Vec::with_capacity(args.len());
                for e in args {
                    out.extend(self.pack_elements(e));
                }
                ast::Initializer::Ctor(out, *span)
            }
            other => other.clone(),
        }
    }

    /// `e` itself, or for `pattern...` one `PackElement` per element of
    /// the packs the pattern names (none, after an error, when it names
    /// none).
    pub(crate) fn pack_elements(&mut self, e: &ast::Expr) -> Vec<ast::Expr> {
        let ast::ExprKind::PackExpansion(pattern) = &e.kind else {
            return vec![e.clone()];
        };
        let Some(n) = self.pack_expr_length(pattern) else {
            self.error(
                e.span,
                "pattern of pack expansion contains no unexpanded parameter packs",
            );
            return Vec::new();
        };
        (0..n)
            .map(|i| {
                ast::Expr::new(
                    ast::ExprKind::PackElement(pattern.clone(), i as u32),
                    e.span,
                )
            })
            .collect()
    }

    pub(crate) fn check_args(&mut self, args: &[ast::Expr]) -> Vec<Expr> {
        let mut out = Vec::new();
        for a in args {
            let ast::ExprKind::PackExpansion(pattern) = &a.kind else {
                out.push(self.check_expr(a));
                continue;
            };
            let Some(n) = self.pack_expr_length(pattern) else {
                self.error(
                    a.span,
                    "pattern of pack expansion contains no unexpanded parameter packs",
                );
                continue;
            };
            for i in 0..n {
                out.push(self.with_pack_element(i, |s| s.check_expr(pattern)));
            }
        }
        out
    }

    /// A pack name inside an expansion: the symbol of the current
    /// element (`None` after an error). Other symbols pass through.
    pub(crate) fn pack_symbol(&mut self, sym: Symbol, name: &ast::Ident) -> Option<Symbol> {
        match sym {
            Symbol::LocalPack(ls) => {
                let i = self.pack_element(name, ls.len())?;
                Some(Symbol::Local(ls[i]))
            }
            Symbol::Pack(items) => {
                let i = self.pack_element(name, items.len())?;
                match &items[i] {
                    TArg::Type(t) => Some(Symbol::Type(*t)),
                    TArg::Value(v, t) => Some(Symbol::Enumerator(*v, *t)),
                    TArg::Template(n) => Some(Symbol::Template(TemplateId(n.id))),
                    TArg::Func(f) => Some(Symbol::Funcs(vec![FuncId(f.id)])),
                    TArg::Dep(_) => None,
                    TArg::Pack(_) | TArg::Spread(_) => None,
                }
            }
            s => Some(s),
        }
    }

    /// `sizeof...(xs)`.
    pub(crate) fn sizeof_pack(&mut self, name: &ast::Ident, span: Span) -> Expr {
        let n = match self.scopes.lookup(&name.name) {
            Some(Symbol::Pack(items)) => items.len(),
            Some(Symbol::LocalPack(ls)) => ls.len(),
            _ => {
                self.error(
                    name.span,
                    format!(
                        "'{}' does not refer to the name of a parameter pack",
                        name.name
                    ),
                );
                return self.error_expr(span);
            }
        };
        let t = self.types.int(crate::types::IntKind::ULong);
        Expr::new(ExprKind::Int(n as i128), t, false, span)
    }

    /// How many elements a pack parameter's type expands to (`None`: it
    /// names no pack).
    pub(crate) fn pack_length(&mut self, te: &ast::TypeExpr) -> Option<usize> {
        let ((_, n), _) = self.tentatively(|s| s.measure_packs(|s| s.resolve_type(te)));
        n
    }
}

/// What `deduce_from_known` found.
pub(crate) enum Deduced {
    /// Every argument (all were given explicitly).
    Complete(Vec<TArg>),
    /// The slots deduction filled, to be completed with defaults.
    Partly(Vec<Option<TArg>>),
}
