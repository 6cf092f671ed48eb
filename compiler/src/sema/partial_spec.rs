//! Partial specialisations: declaring one, and finding the one a
//! template's arguments match, with substitution failure in its
//! arguments (the detection idiom).
//!
//! Input: `template <class T> struct has_x<T, void_t<decltype(
//! declval<T>().x())>>` (its parameters, the arguments as written) and,
//! later, the arguments of a specialisation asked for. Output: the
//! partial specialisation the arguments match, with its parameters'
//! arguments.
//!
//! An argument that cannot be resolved with the parameters' placeholders
//! (`declval<T>().x()` has no `x` while `T` is unknown), or that resolves
//! to a type that no longer depends on them although it is written with
//! names that may (`void_t<typename T::type>` is `void` whatever `T` is,
//! but only if `T::type` exists), is *deferred*: it
//! is kept as written, and in the pattern it is a placeholder of its own,
//! after the parameters', which matches any argument. Once deduction has
//! bound the parameters, each deferred argument is resolved with them:
//! if that fails (substitution failure: the specialisation is no match,
//! nothing reported) or gives another argument than the one asked for,
//! the specialisation does not match.
//!
//! Invariants: a deferred argument is a type argument of a type
//! parameter; a failure to resolve any other argument is reported where
//! it is written, as before; matching never reports a diagnostic.

use super::template::{Partial, PartialDef};
use super::Sema;
use crate::ast;
use crate::ir::TemplateId;
use crate::types::TArg;

impl Sema<'_> {
    /// Records `def` as a partial specialisation of template `id` with
    /// parameters `params`, for the arguments `name` writes (value
    /// parameters stand for matchable values too: `S<int, N>`).
    pub(crate) fn add_partial(
        &mut self,
        id: TemplateId,
        params: &[ast::TemplateParam],
        name: &ast::Ident,
        def: PartialDef,
    ) {
        let mut written = name.args.clone().unwrap_or_default();
        let as_written = written.clone();
        let ctx = self.scopes.current();
        let deferred = self.deferred_args(id, params, &written);
        // Each deferred argument becomes a parameter of its own, after
        // the specialisation's, named so no program can write it.
        let mut all = params.to_vec();
        for (k, (pos, _)) in deferred.iter().enumerate() {
            let span = name.span;
            let stand_in = ast::Ident::new(format!("<deferred {k}>"), span);
            all.push(ast::TemplateParam {
                name: Some(stand_in.clone()),
                kind: ast::TemplateParamKind::Type { default: None },
                pack: false,
                span,
            });
            written[*pos] = ast::TemplateArg::Type(ast::TypeExpr::named(vec![stand_in], span));
        }
        let holders = self.bound_placeholders(&all);
        let pctx = self.bind_ctx(ctx, &all, &holders, None);
        let args = self.in_context(pctx, |s| s.template_args(id, &written, name.span));
        let Some(mut args) = args else { return };
        for (pos, w) in &deferred {
            if let Some(t) = self.alias_reduced_pattern(w, pctx) {
                args[*pos] = TArg::Type(t);
            }
        }
        self.templates[id].partials.push(Partial {
            params: params.to_vec(),
            args,
            written: as_written,
            def,
            deferred,
            ctx,
            members: Vec::new(),
            member_templates: Vec::new(),
        });
    }

    /// The partial specialisation of `id` that an out-of-line member
    /// definition's class (`vector<bool, _Alloc>::`, its template
    /// parameters `params`) names: the most specialised one whose pattern
    /// its arguments match; `None` for the primary template's own
    /// (`vector<_Tp, _Alloc>::`), or no arguments.
    pub(crate) fn partial_of_member(
        &mut self,
        id: TemplateId,
        params: &[ast::TemplateParam],
        class: &ast::Ident,
    ) -> Option<usize> {
        let written = class.args.clone()?;
        if self.tmpl(id).partials.is_empty() {
            return None;
        }
        let holders = self.bound_placeholders(params);
        let ctx = self.scopes.current();
        let pctx = self.bind_ctx(ctx, params, &holders, None);
        let args = self
            .in_context(pctx, |s| {
                s.quietly(|s| s.template_args(id, &written, class.span))
            })
            .flatten()?;
        let found: Vec<usize> = (0..self.tmpl(id).partials.len())
            .filter(|&k| self.partial_matches_pattern(id, k, &args))
            .collect();
        // The most specialised: matched by each other's pattern.
        found.iter().copied().find(|&k| {
            let mine = self.tmpl(id).partials[k].args.clone();
            found
                .iter()
                .filter(|&&j| j != k)
                .all(|&j| self.partial_matches_pattern(id, j, &mine))
        })
    }

    /// The written arguments of a partial specialisation of `id` that
    /// do not resolve with `params`' placeholders and may be deferred:
    /// type arguments for type parameters.
    fn deferred_args(
        &mut self,
        id: TemplateId,
        params: &[ast::TemplateParam],
        written: &[ast::TemplateArg],
    ) -> Vec<(usize, ast::TemplateArg)> {
        let holders = self.bound_placeholders(params);
        let pctx = self.bind_ctx(self.scopes.current(), params, &holders, None);
        let primary = self.tmpl(id).params.clone();
        let mut out = Vec::new();
        for (i, w) in written.iter().enumerate() {
            let ast::TemplateArg::Type(te) = w else {
                continue;
            };
            let type_param = primary
                .get(i)
                .is_some_and(|p| matches!(p.kind, ast::TemplateParamKind::Type { .. }) && !p.pack);
            if !type_param {
                continue;
            }
            let (t, failed) = self.probe(|s| s.in_context(pctx, |s| s.resolve_type(te)));
            // A member of a dependent type (`enable_if_t<P<T>::value>` as
            // `enable_if<…>::type`) deduces nothing: matched after
            // deduction, as a deferred argument.
            let member = self.is_dependent_member(t);
            // An alias template whose other parameters are conditions
            // (libstdc++'s `tuple_size<const __enable_if_has_tuple_size<_Tp>>`,
            // a defaulted `size_t = tuple_size<_Tp>::value`) resolves to
            // its target alone here (`const _Tp`), the conditions lost:
            // deferred, so they are checked once `_Tp` is deduced.
            let conditional_alias = !failed && self.alias_reduced_pattern(w, pctx).is_some();
            if failed || conditional_alias || (may_depend(te) && (!self.is_dependent(t) || member))
            {
                out.push((i, w.clone()));
            }
        }
        out
    }

    /// A deferred argument written as an alias template whose target
    /// names only some of the alias's parameters, the others being
    /// conditions: libcu++'s `tuple_size<__enable_if_tuple_size_imp<const
    /// _Tp, enable_if_t<…>, integral_constant<size_t,
    /// sizeof(tuple_size<_Tp>)>>>` is `tuple_size<const _Tp>` when the
    /// rest substitutes. The alias's target with just the arguments it
    /// names is a pattern deduction binds `_Tp` from; the whole argument
    /// is still resolved and compared once deduced
    /// (`substituted_args_match`). `None` where the alias names every
    /// parameter, or the reduced target depends on none of the
    /// specialisation's.
    fn alias_reduced_pattern(
        &mut self,
        w: &ast::TemplateArg,
        pctx: super::scope::CtxId,
    ) -> Option<crate::types::TypeId> {
        let ast::TemplateArg::Type(te) = w else {
            return None;
        };
        let ast::TypeExprKind::Named(path) = &te.kind else {
            return None;
        };
        let written = path.last()?.args.clone()?;
        let Some(super::scope::Symbol::Template(aid)) =
            self.in_context(pctx, |s| s.peek_path(path))
        else {
            return None;
        };
        let super::template::TemplateKind::Alias { ty } = &self.tmpl(aid).kind else {
            return None;
        };
        let (ty, params, actx) = (
            ty.clone(),
            self.tmpl(aid).params.clone(),
            self.tmpl(aid).ctx,
        );
        let named = |p: &ast::TemplateParam| {
            p.name
                .as_ref()
                .is_some_and(|n| super::typeexpr::names_any(&ty, &|m| m == n.name))
        };
        if params.iter().all(named) {
            return None;
        }
        let mut args = Vec::new();
        for (i, p) in params.iter().enumerate() {
            if p.pack {
                args.push(TArg::Pack(Vec::new()));
                continue;
            }
            if !named(p) {
                // Unnamed by the target: any argument of its kind.
                args.push(match p.kind {
                    ast::TemplateParamKind::Value { .. } => TArg::Value(0, self.int_ty()),
                    _ => TArg::Type(self.types.void()),
                });
                continue;
            }
            let ast::TemplateArg::Type(t) = written.get(i)? else {
                return None;
            };
            let (r, failed) = self.probe(|s| s.in_context(pctx, |s| s.resolve_type(t)));
            if failed {
                return None;
            }
            args.push(TArg::Type(r));
        }
        let bound = self.bind_ctx(actx, &params, &args, None);
        let (t, failed) = self.probe(|s| s.in_context(bound, |s| s.resolve_type(&ty)));
        // The qualifiers written on the alias's name (`const
        // __enable_if_has_tuple_size<_Tp>`) apply to its target.
        let cv = self.cv_of(te.quals);
        let t = self.types.qualified(t, cv);
        (!failed && self.is_dependent(t)).then_some(t)
    }

    /// The partial specialisation of `id` matching `args`, with its own
    /// parameters' arguments: of several, the most specialised
    /// ([temp.class.order]: the one whose arguments the others' patterns
    /// all match), else the first.
    pub(crate) fn matching_partial(
        &mut self,
        id: TemplateId,
        args: &[TArg],
    ) -> Option<(PartialDef, Vec<ast::TemplateParam>, Vec<TArg>, usize)> {
        let mut found: Vec<(usize, Vec<TArg>)> = Vec::new();
        for k in 0..self.tmpl(id).partials.len() {
            if let Some(bound) = self.partial_matches(id, k, args) {
                found.push((k, bound));
            }
        }
        let best = (0..found.len())
            .find(|&i| {
                let mine = self.tmpl(id).partials[found[i].0].args.clone();
                (0..found.len())
                    .filter(|&j| j != i)
                    .all(|j| self.partial_matches_pattern(id, found[j].0, &mine))
            })
            .unwrap_or(0);
        let (k, bound) = found.into_iter().nth(best)?;
        let p = &self.tmpl(id).partials[k];
        Some((p.def.clone(), p.params.clone(), bound, k))
    }

    /// Whether the pattern of partial specialisation `k` of `id` matches
    /// `args` (another one's pattern), deferred arguments aside.
    fn partial_matches_pattern(&mut self, id: TemplateId, k: usize, args: &[TArg]) -> bool {
        let p = &self.tmpl(id).partials[k];
        let pargs = p.args.clone();
        let mut packs: Vec<bool> = p.params.iter().map(|p| p.pack).collect();
        packs.resize(p.params.len() + p.deferred.len(), false);
        let mut slots: Vec<Option<TArg>> = vec![None; packs.len()];
        let d = super::deduce::Deduction {
            packs,
            as_written: true,
            ..Default::default()
        };
        // A value computed from the parameters (`-N`) is no match for
        // another pattern's own parameter, whose value is its own
        // ([temp.class.order]: deduction against unique values).
        let dep_vs_param = pargs
            .iter()
            .zip(args)
            .any(|(x, y)| self.dependent_value_meets_param(x, y));
        pargs.len() == args.len()
            && !dep_vs_param
            && self.with_deduction(d, |s| {
                pargs
                    .iter()
                    .zip(args)
                    .all(|(x, y)| s.deduce_targ(x, y, &mut slots).is_ok())
            })
    }

    /// Whether pattern argument `x` has a value computed from parameters
    /// where `y` has a parameter's own value, at the top level or in the
    /// arguments of a class template specialisation.
    fn dependent_value_meets_param(&self, x: &TArg, y: &TArg) -> bool {
        match (x, y) {
            (TArg::Dep(_), TArg::Value(v, _)) => super::template::v_is_placeholder(*v),
            (TArg::Type(a), TArg::Type(b)) => {
                let (ra, rb) = (self.types.record(*a), self.types.record(*b));
                match (
                    ra.and_then(|r| r.template.as_ref()),
                    rb.and_then(|r| r.template.as_ref()),
                ) {
                    (Some((ta, xa)), Some((tb, xb))) if ta == tb && xa.len() == xb.len() => xa
                        .iter()
                        .zip(xb)
                        .any(|(p, q)| self.dependent_value_meets_param(p, q)),
                    _ => false,
                }
            }
            (TArg::Pack(xs), TArg::Pack(ys)) => xs
                .iter()
                .zip(ys)
                .any(|(p, q)| self.dependent_value_meets_param(p, q)),
            _ => false,
        }
    }

    /// Partial specialisation `k` of `id` against `args`: its parameters'
    /// arguments when it matches.
    fn partial_matches(&mut self, id: TemplateId, k: usize, args: &[TArg]) -> Option<Vec<TArg>> {
        let p = &self.tmpl(id).partials[k];
        if p.args.len() != args.len() {
            return None;
        }
        let pargs = p.args.clone();
        let n = p.params.len();
        let mut packs: Vec<bool> = p.params.iter().map(|p| p.pack).collect();
        packs.resize(n + p.deferred.len(), false);
        let mut slots: Vec<Option<TArg>> = vec![None; packs.len()];
        let d = super::deduce::Deduction {
            packs,
            as_written: true,
            ..Default::default()
        };
        let ok = self.with_deduction(d, |s| {
            pargs
                .iter()
                .zip(args)
                .all(|(x, y)| s.deduce_targ(x, y, &mut slots).is_ok())
        });
        // (A deferred argument's own placeholder may stay unbound: its
        // pattern may be an alias's reduced one, `alias_reduced_pattern`.)
        if !ok || slots[..n].iter().any(|s| s.is_none()) {
            return None;
        }
        let bound: Vec<TArg> = slots.into_iter().flatten().take(n).collect();
        self.substituted_args_match(id, k, &bound, args)
            .then_some(bound)
    }

    /// [temp.class.spec.match]: the arguments deduced (`bound`) must make
    /// the specialisation's arguments the ones asked for. Each deferred
    /// argument is resolved with them and compared. So is an argument with
    /// a non-deduced context nested in it (`typename
    /// add_lvalue_reference<O>::type` inside `Ptr<O, Tag, …>`), which
    /// deduction skipped: Thrust's `rebind_pointer` has one specialisation
    /// for pointers whose reference is `O&`, which `pointer<O, Tag>`
    /// (reference `use_default`) must not match.
    fn substituted_args_match(
        &mut self,
        id: TemplateId,
        k: usize,
        bound: &[TArg],
        args: &[TArg],
    ) -> bool {
        let p = &self.tmpl(id).partials[k];
        let nested: Vec<usize> = (0..p.args.len())
            .filter(|&i| !p.deferred.iter().any(|(pos, _)| *pos == i))
            .filter(|&i| self.nests_dependent_member(&p.args[i]))
            .collect();
        if nested.is_empty() && p.deferred.is_empty() {
            return true;
        }
        let (params, deferred, written, ctx) = (
            p.params.clone(),
            p.deferred.clone(),
            p.written.clone(),
            p.ctx,
        );
        let pctx = self.bind_ctx(ctx, &params, bound, None);
        let deferred_match = deferred.iter().all(|(pos, w)| {
            let ast::TemplateArg::Type(te) = w else {
                return false;
            };
            let (t, dropped) = self.tentatively(|s| s.in_context(pctx, |s| s.resolve_type(te)));
            !dropped.iter().any(|d| d.is_error()) && args.get(*pos) == Some(&TArg::Type(t))
        });
        if !deferred_match || nested.is_empty() {
            return deferred_match;
        }
        let Some(at) = params.first().map(|p| p.span) else {
            return true;
        };
        let (subst, dropped) =
            self.tentatively(|s| s.in_context(pctx, |s| s.template_args(id, &written, at)));
        if dropped.iter().any(|d| d.is_error()) {
            return false;
        }
        let Some(subst) = subst else {
            return false;
        };
        nested.iter().all(|&i| subst.get(i) == args.get(i))
    }

    /// Whether argument pattern `a` holds a member of a dependent type
    /// below its top level (`Ptr<O, typename R<O>::type>`).
    /// A value that depends on the parameters (`HoldInt<-N>`'s `-N`)
    /// counts too: deduction skipped it, so it must be substituted and
    /// compared (GCC's template/partial1: `Add<HoldInt<1>, HoldInt<-2>>`
    /// is no `Add<HoldInt<N>, HoldInt<-N>>`).
    fn nests_dependent_member(&self, a: &TArg) -> bool {
        match a {
            TArg::Dep(_) => true,
            TArg::Type(t) => self.type_nests_dependent_member(*t, false),
            TArg::Pack(items) => items.iter().any(|a| self.nests_dependent_member(a)),
            _ => false,
        }
    }

    fn type_nests_dependent_member(&self, t: crate::types::TypeId, below: bool) -> bool {
        use crate::types::TypeKind as K;
        match self.types.kind(t) {
            K::Record(_) => self.types.record(t).is_some_and(|r| {
                (below && r.dependent_member)
                    || r.template.as_ref().is_some_and(|(_, args)| {
                        args.iter().any(|a| match a {
                            TArg::Dep(_) => true,
                            TArg::Type(x) => self.type_nests_dependent_member(*x, true),
                            TArg::Pack(items) => items.iter().any(|a| {
                                matches!(a, TArg::Type(x) if self.type_nests_dependent_member(*x, true))
                            }),
                            _ => false,
                        })
                    })
            }),
            K::Pointer(p) | K::LValueRef(p) | K::RValueRef(p) | K::Qualified(p, _) => {
                self.type_nests_dependent_member(*p, below)
            }
            K::Array(e, _) => self.type_nests_dependent_member(*e, below),
            _ => false,
        }
    }
}

impl Sema<'_> {
    /// Whether `t` is, under pointers, references and qualifiers, a
    /// member of a dependent type (`typename T::type`).
    fn is_dependent_member(&self, t: crate::types::TypeId) -> bool {
        let mut t = t;
        loop {
            t = self.types.unqual(t);
            if let Some(r) = self.types.record(t) {
                return r.dependent_member;
            }
            match self.types.pointee(t).or_else(|| self.types.referee(t)) {
                Some(inner) => t = inner,
                None => return false,
            }
        }
    }
}

/// Whether a type written as `te` may depend on template parameters in a
/// way its resolved type can lose (through an alias, a member, a
/// `decltype`): a qualified name, a template-id, a `decltype`, or a type
/// built from one. A plain name or builtin type is never deferred.
fn may_depend(te: &ast::TypeExpr) -> bool {
    use ast::TypeExprKind as K;
    match &te.kind {
        K::Named(path) => path.len() > 1 || path.iter().any(|i| i.args.is_some()),
        K::Decltype(_) | K::Typeof(_) => true,
        K::Pointer(inner) | K::LValueRef(inner) | K::RValueRef(inner) | K::Array(inner, _) => {
            may_depend(inner)
        }
        _ => false,
    }
}
