//! Template arguments: what a template-id writes (`Box<float, 4>`,
//! `Ts...` expanded, `H` for a template template parameter), resolved
//! and checked against the template's parameters, defaults filled in.
//!
//! Input: the written `ast::TemplateArg`s and the template. Output: one
//! `TArg` per parameter (a trailing pack gathered), or a diagnostic.
//! Invariants: a value parameter's type is read with the earlier
//! parameters bound (`template <class T, T v>`); a value only the
//! arguments will tell (`is_float<T>::value` in a signature) stays
//! dependent (`TArg::Dep`); nothing is instantiated here but what the
//! arguments' own types need.

use super::scope::Symbol;
use super::template::*;
use super::Sema;
use crate::ast::{self, TemplateParamKind};
use crate::ir::*;
use crate::source::Span;
use crate::types::{TArg, TypeId};

impl Sema<'_> {
    // ------------------------------------------------------------ arguments

    /// Written arguments → resolved ones, checked against `id`'s
    /// parameters, defaults filled in.
    pub(crate) fn template_args(
        &mut self,
        id: TemplateId,
        written: &[ast::TemplateArg],
        at: Span,
    ) -> Option<Vec<TArg>> {
        let (explicit, spread) = self.explicit_args_spread(id, written, at)?;
        if let (Some(k), TemplateKind::Class { .. }) = (spread, &self.tmpl(id).kind) {
            let has_pack = self.tmpl(id).params.iter().any(|p| p.pack);
            return Some(spread_pattern(explicit, k, has_pack));
        }
        let slots = self.slots(id, explicit);
        match self.complete_args(id, slots) {
            Ok(a) => Some(a),
            Err(why) => {
                self.error(at, why);
                None
            }
        }
    }

    /// Resolves the arguments written for `id` (no defaults).
    pub(crate) fn explicit_args(
        &mut self,
        id: TemplateId,
        written: &[ast::TemplateArg],
        at: Span,
    ) -> Option<Vec<TArg>> {
        self.explicit_args_spread(id, written, at).map(|(a, _)| a)
    }

    /// `explicit_args`, and where a pack whose length is not known yet
    /// (a template parameter pack's placeholder, in a pattern) is
    /// expanded onto a parameter that is no pack: the index of that
    /// argument (`TM<Args...>` for `template <class A, class B, class C
    /// = int> struct TM`, in `template <class... Args> f(TM<Args...>)`).
    fn explicit_args_spread(
        &mut self,
        id: TemplateId,
        written: &[ast::TemplateArg],
        at: Span,
    ) -> Option<(Vec<TArg>, Option<usize>)> {
        let params = self.tmpl(id).params.clone();
        // A function template's pack need not be last (`template <int...
        // As, class F> f(F&)`, CUB's runtime_to_compiletime): it takes
        // every explicit argument from its place on, and what follows it
        // is deduced.
        let pack_at = params.iter().position(|p| p.pack);
        let packed = pack_at.is_some();
        // `Ts...` stands for one argument per element.
        let mut units: Vec<(&ast::TemplateArg, Option<usize>)> = Vec::new();
        for w in written {
            let ast::TemplateArg::Expansion(pattern) = w else {
                units.push((w, None));
                continue;
            };
            let n = match &**pattern {
                // `same_v<T, U>...` reads as a type; a value named so (a
                // variable template's specialisation) measures as one.
                ast::TemplateArg::Type(te) => self.pack_length(te).or_else(|| match &te.kind {
                    _ if integer_pack_call(te).is_some() => {
                        self.pack_expr_length(&integer_pack_call(te)?)
                    }
                    ast::TypeExprKind::Named(path) => {
                        let e = ast::Expr::new(ast::ExprKind::Name(path.clone()), te.span);
                        self.pack_expr_length(&e)
                    }
                    _ => None,
                }),
                ast::TemplateArg::Expr(e) => self.pack_expr_length(e),
                ast::TemplateArg::Expansion(_) => None,
            };
            let Some(n) = n else {
                self.error(
                    at,
                    "pattern of pack expansion contains no unexpanded parameter packs",
                );
                return None;
            };
            units.extend((0..n).map(|i| (&**pattern, Some(i))));
        }
        if units.len() > params.len() && !packed {
            let what = self.template_kind_name(id);
            let name = self.tmpl(id).name.clone();
            self.error(
                at,
                format!("too many template arguments for {what} '{name}'"),
            );
            return None;
        }
        let mut out = Vec::new();
        let mut pack = Vec::new();
        let mut spread = None;
        for (i, (w, elem)) in units.into_iter().enumerate() {
            // (More arguments than parameters was reported above.)
            let p = match pack_at {
                Some(k) if i >= k => &params[k],
                _ => params.get(i)?,
            };
            // `template <class T, T v>`: `v`'s type is `T`'s argument; so
            // for every element of `template <class T, T... vs>`.
            let before = out.len();
            let bound = if p.pack {
                pack_at == Some(before)
            } else {
                before == i
            };
            let pt = match &p.kind {
                TemplateParamKind::Value { ty, .. } if bound && !placeholder_type(ty) => {
                    let pctx = self.bind_ctx(self.tmpl(id).ctx, &params[..before], &out, None);
                    self.in_context(pctx, |s| s.value_param_type_of(ty))
                }
                _ => None,
            };
            let a = match elem {
                Some(e) => self.with_pack_element(e, |s| s.template_arg_typed(w, p, pt)),
                None => self.template_arg_typed(w, p, pt),
            };
            let a = a?;
            if p.pack {
                pack.push(a);
            } else {
                if elem.is_some() && spread.is_none() && self.is_pack_placeholder(&a) {
                    spread = Some(out.len());
                }
                out.push(a);
            }
        }
        if packed && !pack.is_empty() {
            out.push(TArg::Pack(pack));
        }
        Some((out, spread))
    }

    /// Whether `a` is a template parameter pack's placeholder (one
    /// element standing for the whole pack in a pattern).
    fn is_pack_placeholder(&self, a: &TArg) -> bool {
        let TArg::Type(t) = a else {
            return false;
        };
        self.types
            .record(*t)
            .is_some_and(|r| r.param_pack && r.param_index.is_some() && r.template.is_none())
    }

    /// The encoding of function `f` named as a template argument, as its
    /// symbol was mangled (`None` if sema kept none): written inside the
    /// enclosing name so that substitutions are shared. nvcc nests a
    /// function with internal linkage (`static`, or in an anonymous
    /// namespace) in its `_INTERNAL<module id>` namespace there.
    fn func_arg_encoding(&self, f: crate::ir::FuncId) -> Option<crate::types::LocalScope> {
        let func = &self.program.functions[f];
        let mut enc = self.fn_names.get(&func.symbol)?.clone();
        if self.has_internal_linkage(f) {
            enc.scope.insert(0, super::nvcc_names::internal_namespace());
        }
        Some(enc)
    }

    pub(crate) fn template_kind_name(&self, id: TemplateId) -> &'static str {
        match self.tmpl(id).kind {
            TemplateKind::Function { .. } => "function template",
            TemplateKind::Class { .. } => "class template",
            TemplateKind::Alias { .. } => "alias template",
            TemplateKind::Variable { .. } => "variable template",
            TemplateKind::Param { .. } => "template template parameter",
        }
    }

    /// One written argument for parameter `p`.
    pub(crate) fn template_arg(
        &mut self,
        w: &ast::TemplateArg,
        p: &ast::TemplateParam,
    ) -> Option<TArg> {
        self.template_arg_typed(w, p, None)
    }

    /// A type template argument: a class template specialisation written
    /// as the whole argument may be declared only (`lazy_class.rs`).
    fn type_argument(&mut self, te: &ast::TypeExpr) -> crate::types::TypeId {
        match &te.kind {
            ast::TypeExprKind::Named(path) if path.last().is_some_and(|l| l.args.is_some()) => {
                let at = path.last().map_or(te.span, |l| l.span);
                self.as_type_argument(at, |s| s.resolve_type(te))
            }
            _ => self.resolve_type(te),
        }
    }

    /// `template_arg`, a value parameter's type given when known (`pt`).
    fn template_arg_typed(
        &mut self,
        w: &ast::TemplateArg,
        p: &ast::TemplateParam,
        pt: Option<TypeId>,
    ) -> Option<TArg> {
        if let ast::TemplateArg::Expansion(inner) = w {
            self.error(
                inner_span(inner),
                "pack expansion in this position is not supported",
            );
            return None;
        }
        match (&p.kind, w) {
            (TemplateParamKind::Type { .. }, ast::TemplateArg::Type(te)) => {
                Some(TArg::Type(self.type_argument(te)))
            }
            (TemplateParamKind::Type { .. }, ast::TemplateArg::Expr(e)) => match &e.kind {
                ast::ExprKind::Name(path) => {
                    let te = ast::TypeExpr::named(path.clone(), e.span);
                    Some(TArg::Type(self.type_argument(&te)))
                }
                _ => {
                    self.error(
                        e.span,
                        "template argument for template type parameter must be a type",
                    );
                    None
                }
            },
            (TemplateParamKind::Value { ty, .. }, w) => {
                let e = match w {
                    ast::TemplateArg::Expr(e) => e.clone(),
                    ast::TemplateArg::Type(te) if integer_pack_call(te).is_some() => {
                        integer_pack_call(te)?
                    }
                    ast::TemplateArg::Type(te) => match &te.kind {
                        ast::TypeExprKind::Named(path) => {
                            ast::Expr::new(ast::ExprKind::Name(path.clone()), te.span)
                        }
                        // `C<T>::template f<U...>()` read as the type of a
                        // function taking nothing: for a value, the call.
                        ast::TypeExprKind::Function {
                            ret,
                            params,
                            variadic: false,
                            ..
                        } if params.is_empty()
                            && matches!(ret.kind, ast::TypeExprKind::Named(_)) =>
                        {
                            let ast::TypeExprKind::Named(path) = &ret.kind else {
                                return None;
                            };
                            let callee =
                                ast::Expr::new(ast::ExprKind::Name(path.clone()), ret.span);
                            ast::Expr::new(
                                ast::ExprKind::Call(Box::new(callee), Vec::new()),
                                te.span,
                            )
                        }
                        // `CacheLoadModifier(MODIFIER)` (CUB) or
                        // `s_log2(nt)` (moderngpu) read as a function type:
                        // for a value, the call of the "return type", a
                        // name, with the parameters' "types", names (a
                        // functional cast where the callee is a type).
                        ast::TypeExprKind::Function {
                            ret,
                            params,
                            variadic: false,
                            ..
                        } if matches!(ret.kind, ast::TypeExprKind::Named(_))
                            && !params.is_empty()
                            && params.iter().all(|p| {
                                p.name.is_none()
                                    && p.default.is_none()
                                    && !p.pack
                                    && matches!(p.ty.kind, ast::TypeExprKind::Named(_))
                            }) =>
                        {
                            let ast::TypeExprKind::Named(callee) = &ret.kind else {
                                return None;
                            };
                            let operands = params
                                .iter()
                                .map(|p| match &p.ty.kind {
                                    ast::TypeExprKind::Named(path) => Some(ast::Expr::new(
                                        ast::ExprKind::Name(path.clone()),
                                        p.ty.span,
                                    )),
                                    _ => None,
                                })
                                .collect::<Option<Vec<_>>>()?;
                            let callee =
                                ast::Expr::new(ast::ExprKind::Name(callee.clone()), ret.span);
                            ast::Expr::new(ast::ExprKind::Call(Box::new(callee), operands), te.span)
                        }
                        // `int(Is)`: a functional cast to a built-in type.
                        ast::TypeExprKind::Function {
                            ret,
                            params,
                            variadic: false,
                            ..
                        } if matches!(&params[..], [p] if p.name.is_none()
                            && p.default.is_none()
                            && !p.pack
                            && matches!(p.ty.kind, ast::TypeExprKind::Named(_))) =>
                        {
                            let ast::TypeExprKind::Named(path) = &params[0].ty.kind else {
                                return None;
                            };
                            let operand = ast::Expr::new(
                                ast::ExprKind::Name(path.clone()),
                                params[0].ty.span,
                            );
                            ast::Expr::new(
                                ast::ExprKind::Cast(
                                    ast::CastStyle::Functional,
                                    ret.clone(),
                                    Box::new(operand),
                                ),
                                te.span,
                            )
                        }
                        // `get<d[4]>()` read as the array type `d[4]`:
                        // for a value, the element of array `d`.
                        ast::TypeExprKind::Array(elem, Some(index))
                            if matches!(elem.kind, ast::TypeExprKind::Named(_)) =>
                        {
                            let ast::TypeExprKind::Named(path) = &elem.kind else {
                                return None;
                            };
                            let array =
                                ast::Expr::new(ast::ExprKind::Name(path.clone()), elem.span);
                            ast::Expr::new(
                                ast::ExprKind::Index(Box::new(array), index.clone()),
                                te.span,
                            )
                        }
                        _ => {
                            self.error(
                                te.span,
                                "template argument for non-type template parameter must be an expression",
                            );
                            return None;
                        }
                    },
                    ast::TemplateArg::Expansion(_) => return None,
                };
                // In a template's signature, a value only the arguments
                // will tell (`is_float<T>::value`) is kept as written. (A
                // value parameter's own name, bound to its stand-in, is
                // the pattern deduction binds: `I<N>`, below.)
                let stand_in = matches!(&e.kind, ast::ExprKind::Name(p)
                    if p.len() == 1 && matches!(self.scopes.lookup(&p[0].name),
                        Some(Symbol::Enumerator(v, _)) if bound_param(v as u64).is_some()));
                if let Some(d) = (!stand_in).then(|| self.dependent_value(&e)).flatten() {
                    return Some(TArg::Dep(d));
                }
                // `template <auto V>` (or `auto *`, `auto &`): the type
                // deduces from the argument, as a variable's would.
                let (pt, v) = if placeholder_type(ty) {
                    let v = self.check_expr(&e);
                    let t = self.deduce_auto(ty, &v);
                    (self.types.unqual(t), v)
                } else {
                    let pt = pt.unwrap_or_else(|| self.resolve_type(ty));
                    (pt, self.check_expr(&e))
                };
                // A partial specialisation's own value parameter stands
                // for what matching will bind (`X<int, B>` with `bool
                // B`): kept as its placeholder, which converting to a
                // `bool` or `char` would destroy.
                if let ExprKind::Int(n) = v.kind {
                    if bound_param(n as u64).is_some() {
                        return Some(TArg::Value(n, self.types.unqual(pt)));
                    }
                }
                // `void * = nullptr`: a null pointer value (mangled
                // `LPv0E`, as clang and nvcc write it).
                if (self.types.is_pointer(pt) || self.types.is_nullptr(pt))
                    && self.is_null_constant(&v)
                {
                    return Some(TArg::Value(0, self.types.unqual(pt)));
                }
                let v = self.convert_implicit(v, pt, super::convert::ConvCtx::Init);
                if let Some(f) = function_address(&v) {
                    let func = &self.program.functions[f];
                    let encoding = self.func_arg_encoding(f);
                    return Some(TArg::Func(crate::types::FuncArg {
                        id: f.0,
                        symbol: func.symbol.clone(),
                        name: func.name.clone(),
                        encoding,
                        by_reference: self.types.referee(pt).is_some(),
                    }));
                }
                // A value computed from stand-in parameters (a partial
                // specialisation's `HoldInt<-N>`, read with its
                // parameters bound to placeholders): unknown until
                // matching binds them, so dependent; matching substitutes
                // and compares it (`substituted_args_match`). Folding the
                // placeholder would give a meaningless constant.
                // Kept as written where the ABI can write it (`I<N + 1>`,
                // mangled `XplT_Li1EE` as nvcc does), else as a stand-in
                // no symbol can be made from.
                if mentions_placeholder(&v) {
                    let d = self
                        .dependent_value(&e)
                        .unwrap_or(crate::types::DepExpr::Lit(self.fold(&v).unwrap_or(0), pt));
                    return Some(TArg::Dep(d));
                }
                match self.fold(&v) {
                    Some(x) => Some(TArg::Value(x, self.types.unqual(pt))),
                    None => {
                        self.error(
                            e.span,
                            "non-type template argument is not a constant expression",
                        );
                        None
                    }
                }
            }
            (TemplateParamKind::Template { .. }, w) => {
                let (path, at) = match w {
                    ast::TemplateArg::Type(te) => match &te.kind {
                        ast::TypeExprKind::Named(path) => (path.clone(), te.span),
                        _ => (Vec::new(), te.span),
                    },
                    ast::TemplateArg::Expr(e) => match &e.kind {
                        ast::ExprKind::Name(path) => (path.clone(), e.span),
                        _ => (Vec::new(), e.span),
                    },
                    ast::TemplateArg::Expansion(_) => return None,
                };
                self.template_name_arg(&path, at)
            }
            (_, ast::TemplateArg::Expansion(_)) => None,
        }
    }

    /// The class or alias template `path` names, as an argument for a
    /// template template parameter.
    pub(crate) fn template_name_arg(&mut self, path: &[ast::Ident], at: Span) -> Option<TArg> {
        let found = match path.last() {
            Some(last) if last.args.is_none() => self.peek_path(path),
            _ => None,
        };
        // `W<Opt>::template agent_t` (CUB's select): a member template of
        // a class template's specialisation, which `peek_path` does not
        // instantiate.
        let found = found.or_else(|| match path.split_last() {
            Some((last, quals)) if last.args.is_none() && !quals.is_empty() => {
                let te = ast::TypeExpr::named(quals.to_vec(), at);
                let t = self.quietly(|s| s.resolve_type(&te))?;
                self.require_complete(t);
                self.member_of_type(t, &last.name)
            }
            _ => None,
        });
        let id = match found {
            Some(Symbol::Template(id))
                if !matches!(self.tmpl(id).kind, TemplateKind::Function { .. }) =>
            {
                id
            }
            _ => {
                self.error(
                    at,
                    "template argument for template template parameter must be a class template or type alias template",
                );
                return None;
            }
        };
        let ctx = self.tmpl(id).ctx;
        Some(TArg::Template(crate::types::TemplateName {
            id: id.0,
            scope: self.scopes.ctx(ctx).path.clone(),
            name: self.tmpl(id).name.clone(),
        }))
    }

    pub(crate) fn slots(&self, id: TemplateId, explicit: Vec<TArg>) -> Vec<Option<TArg>> {
        let n = self.tmpl(id).params.len();
        let mut slots: Vec<Option<TArg>> = explicit.into_iter().map(Some).collect();
        slots.resize(n, None);
        slots
    }

    /// Fills the slots nothing gave from the parameters' defaults (which
    /// may use the earlier arguments); every slot must end up filled.
    pub(crate) fn complete_args(
        &mut self,
        id: TemplateId,
        mut slots: Vec<Option<TArg>>,
    ) -> Result<Vec<TArg>, String> {
        let (params, ctx) = (self.tmpl(id).params.clone(), self.tmpl(id).ctx);
        for i in 0..params.len() {
            if slots[i].is_some() {
                continue;
            }
            let p = &params[i];
            let has_default = match &p.kind {
                TemplateParamKind::Type { default } => default.is_some(),
                TemplateParamKind::Value { default, .. } => default.is_some(),
                TemplateParamKind::Template { default } => default.is_some(),
            };
            if p.pack {
                slots[i] = Some(TArg::Pack(Vec::new()));
                continue;
            }
            if !has_default {
                let name = p.name.as_ref().map(|n| n.name.clone()).unwrap_or_default();
                return Err(match self.tmpl(id).kind {
                    TemplateKind::Function { .. } => {
                        format!("couldn't infer template argument '{name}'")
                    }
                    _ => {
                        let what = self.template_kind_name(id);
                        format!(
                            "too few template arguments for {what} '{}'",
                            self.tmpl(id).name
                        )
                    }
                });
            }
            let earlier: Vec<TArg> = slots[..i].iter().flatten().cloned().collect();
            let pctx = self.bind_ctx(ctx, &params[..i], &earlier, None);
            let (arg, found) = self.tentatively(|s| {
                s.in_context(pctx, |s| match &p.kind {
                    TemplateParamKind::Type { default: Some(te) } => {
                        Some(TArg::Type(s.resolve_type(te)))
                    }
                    TemplateParamKind::Value {
                        default: Some(e), ..
                    } => s.template_arg(&ast::TemplateArg::Expr(e.clone()), p),
                    TemplateParamKind::Template {
                        default: Some(path),
                    } => s.template_name_arg(path, p.span),
                    _ => None,
                })
            });
            // A default that does not work for these arguments is a
            // substitution failure: the caller reports it (or, deducing,
            // sets the template aside).
            if let Some(d) = found.first() {
                return Err(d.message.clone());
            }
            match arg {
                Some(a) => slots[i] = Some(a),
                None => {
                    return Err(format!(
                        "invalid default argument for '{}'",
                        self.tmpl(id).name
                    ))
                }
            }
        }
        Ok(slots.into_iter().flatten().collect())
    }
}

/// The function a converted non-type template argument designates
/// (`warpSum`, `&warpSum`), if it is one.
fn function_address(e: &crate::ir::Expr) -> Option<FuncId> {
    use crate::ir::ExprKind;
    match &e.kind {
        ExprKind::Func(f) => Some(*f),
        ExprKind::AddrOf(x) | ExprKind::Cast(_, x) | ExprKind::Load(x) => function_address(x),
        _ => None,
    }
}

/// Whether a non-type template parameter's type is a placeholder that its
/// argument deduces (`auto`, `auto *`, `auto &`, `decltype(auto)`).
pub(crate) fn placeholder_type(ty: &ast::TypeExpr) -> bool {
    match &ty.kind {
        ast::TypeExprKind::Auto | ast::TypeExprKind::DecltypeAuto => true,
        ast::TypeExprKind::Pointer(i)
        | ast::TypeExprKind::LValueRef(i)
        | ast::TypeExprKind::RValueRef(i) => matches!(i.kind, ast::TypeExprKind::Auto),
        _ => false,
    }
}

/// `__integer_pack(N)` read as a type (a function returning
/// `__integer_pack` taking an `N`): the call it is.
fn integer_pack_call(te: &ast::TypeExpr) -> Option<ast::Expr> {
    let ast::TypeExprKind::Function {
        ret,
        params,
        variadic: false,
        ..
    } = &te.kind
    else {
        return None;
    };
    let ast::TypeExprKind::Named(callee) = &ret.kind else {
        return None;
    };
    let ([name], [p]) = (&callee[..], &params[..]) else {
        return None;
    };
    let ast::TypeExprKind::Named(arg) = &p.ty.kind else {
        return None;
    };
    if name.name != "__integer_pack" || p.name.is_some() || p.default.is_some() || p.pack {
        return None;
    }
    let callee = ast::Expr::new(ast::ExprKind::Name(callee.clone()), ret.span);
    let arg = ast::Expr::new(ast::ExprKind::Name(arg.clone()), p.ty.span);
    Some(ast::Expr::new(
        ast::ExprKind::Call(Box::new(callee), vec![arg]),
        te.span,
    ))
}

/// Whether checked expression `e` reads a template parameter's stand-in
/// value (`sema::template::v_is_placeholder`).
fn mentions_placeholder(e: &Expr) -> bool {
    let mut found = false;
    walk_expr(e, &mut |v| {
        if let Visit::Expr(x) = v {
            if matches!(x.kind, ExprKind::Int(n) if super::template::v_is_placeholder(n)) {
                found = true;
            }
        }
    });
    found
}

/// The pattern of a class template specialisation whose arguments from
/// `k` on expand a pack of unknown length onto parameters that are no
/// packs: those arguments as written in one `TArg::Spread`, and where
/// the template has a parameter pack no argument reached, an empty pack
/// for it after them, as nvcc's EDG writes them (`Traits<Args...>` for
/// `template <class Op, class... OpArgs> struct Traits` mangles
/// `6TraitsIDpT_JEE`; `TM<Args...>` for three fixed parameters
/// `2TMIDpT0_E`). Only a pattern has it: substitution resolves the
/// written arguments again, and deduction spreads the argument list
/// against it (`Sema::spread_expansion`).
fn spread_pattern(explicit: Vec<TArg>, k: usize, has_pack: bool) -> Vec<TArg> {
    let mut out = explicit;
    let mut reached_pack = false;
    let rest: Vec<TArg> = out
        .split_off(k.min(out.len()))
        .into_iter()
        .flat_map(|a| match a {
            TArg::Pack(items) => {
                reached_pack = true;
                items
            }
            x => vec![x],
        })
        .collect();
    out.push(TArg::Spread(rest));
    if has_pack && !reached_pack {
        out.push(TArg::Pack(Vec::new()));
    }
    out
}
