//! Class template argument deduction (C++17): `Pair p(1.0f, 2.0f);`
//! declares a `Pair<float>`.
//!
//! Input: a variable declared with a class template's name and no
//! arguments, and its initialiser. Output: the specialisation its
//! arguments deduce, instantiated.
//! Invariants: the guides are the implicit ones of [over.match.class.deduct]
//! (one per constructor of the primary template, constructor templates
//! included, and the copy deduction candidate), each a function template
//! made once per class template in a scope of its own (`guides`), so no
//! name is added anywhere, and the user's (`template <class T> Box(T) ->
//! Box<T>;`, `deduction_guide`): function templates in a scope of their
//! own too, whose return type is the class they deduce. A user's guide
//! that deduces wins over the implicit ones (C++ prefers it when the two
//! are otherwise equally good). The arguments are checked quietly here
//! and again by the initialisation; several guides deducing different
//! arguments, or none, is an error.

use super::scope::Symbol;
use super::template::TemplateKind;
use super::Sema;
use crate::ast;
use crate::ir::TemplateId;
use crate::types::{TArg, TypeId};

impl Sema<'_> {
    /// The class `v`'s initialiser deduces when its type names a class
    /// template without arguments; `None` when it does not (or after an
    /// error, reported).
    pub(crate) fn deduced_class_type(&mut self, v: &ast::VarDecl) -> Option<TypeId> {
        self.deduced_class_for(&v.ty, v.init.as_ref())
    }

    /// The class initialiser `init` deduces for type `ty` when it names a
    /// class template without arguments: a variable's, or the explicit
    /// conversion `ns::array{a, b}` (CUB's DeviceHistogram), whose braced
    /// list is `init`.
    pub(crate) fn deduced_class_for(
        &mut self,
        ty: &ast::TypeExpr,
        init: Option<&ast::Initializer>,
    ) -> Option<TypeId> {
        let ast::TypeExprKind::Named(path) = &ty.kind else {
            return None;
        };
        if path.last()?.args.is_some() {
            return None;
        }
        let Some(Symbol::Template(id)) = self.peek_path(path) else {
            return None;
        };
        // (A primary template only declared deduces through its guides:
        // `template <class... T> struct Tup;` with its specialisations.)
        let TemplateKind::Class { def, .. } = &self.tmpl(id).kind else {
            return None;
        };
        let def = def.clone();
        if def.is_none() && !self.explicit_guides.contains_key(&id) {
            return None;
        }
        let exprs: Vec<ast::Expr> = match init {
            Some(ast::Initializer::Ctor(args, _)) => args.clone(),
            Some(ast::Initializer::Expr(e)) => vec![e.clone()],
            Some(ast::Initializer::List(items, _)) => items
                .iter()
                .map(|i| match i {
                    ast::Initializer::Expr(e) => Some(e.clone()),
                    _ => None,
                })
                .collect::<Option<Vec<_>>>()?,
            _ => return None,
        };
        // Pack expansions give one argument per element (`Tensor{Engine{p},
        // args...}`, CuTe's `MakeTensor`).
        let (args, _) = self.tentatively(|s| s.check_args(&exprs));
        let n = self.tmpl(id).params.len();
        let mut found = self.explicit_guides_deduce(id, &args, ty.span);
        let implicit = match &def {
            Some(def) if found.is_empty() => self.guides(id, def),
            _ => Vec::new(),
        };
        for (g, copy) in implicit {
            let (deduced, _) = self.tentatively(|s| s.deduce_call(g, &[], &args));
            if let Ok(targs) = deduced {
                let class_args = targs[..n.min(targs.len())].to_vec();
                // The copy deduction candidate (`C(C<T>)`) is more
                // specialised than a guide taking any `T`: it wins
                // (`Box c = b;` is a copy, not a `Box<Box<…>>`).
                if copy {
                    found = vec![class_args];
                    break;
                }
                if !found.contains(&class_args) {
                    found.push(class_args);
                }
            }
        }
        let name = &path.last()?.name;
        match found.as_slice() {
            [args] => Some(self.instantiate_type(id, args.clone(), ty.span)),
            [] => {
                self.error(
                    ty.span,
                    format!("no viable constructor or deduction guide for deduction of template arguments of '{name}'"),
                );
                Some(self.error_ty())
            }
            _ => {
                self.error(
                    ty.span,
                    format!("ambiguous deduction for template arguments of '{name}'"),
                );
                Some(self.error_ty())
            }
        }
    }

    /// Whether `f` is a deduction guide: no type, and a trailing return
    /// type naming the class template `f` is named after (`template
    /// <class T> Box(T) -> Box<T>;`).
    pub(crate) fn is_deduction_guide(&self, f: &ast::FunctionDef) -> bool {
        let names_class = match &f.ret.kind {
            ast::TypeExprKind::Named(path) => path
                .last()
                .is_some_and(|l| l.name == f.name.name && l.args.is_some()),
            _ => false,
        };
        matches!(f.kind, ast::FnKind::Constructor)
            && f.scope.is_empty()
            && names_class
            && matches!(self.scopes.lookup(&f.name.name), Some(Symbol::Template(_)))
    }

    /// Records deduction guide `f` (with template parameters `params`) for
    /// its class template, as a function template no name finds.
    pub(crate) fn deduction_guide(&mut self, params: &[ast::TemplateParam], f: &ast::FunctionDef) {
        let Some(Symbol::Template(class)) = self.scopes.lookup(&f.name.name) else {
            return;
        };
        // Deduction only: no execution space applies to a guide.
        let mut attrs = f.attrs.clone();
        attrs.host = true;
        attrs.device = true;
        let g = ast::FunctionDef {
            name: ast::Ident::new("<deduction guide>", f.name.span),
            kind: ast::FnKind::Normal,
            attrs,
            ..f.clone()
        };
        let gctx = self.scopes.open_params(self.scopes.current());
        let before = self.templates.len();
        self.in_context(gctx, |s| s.function_template(params, &g));
        if self.templates.len() > before {
            let gid = TemplateId(self.templates.len() as u32 - 1);
            self.explicit_guides.entry(class).or_default().push(gid);
        }
    }

    /// The arguments of class template `id` that its user-declared guides
    /// deduce from `args`: each guide that deduces gives the class its
    /// return type names.
    fn explicit_guides_deduce(
        &mut self,
        id: TemplateId,
        args: &[crate::ir::Expr],
        at: crate::source::Span,
    ) -> Vec<Vec<TArg>> {
        // Each guide that deduces and is viable (every argument converts
        // to its parameter: `tuple(allocator_arg_t, Alloc, T...)` deduces
        // from `(1, 2.0)` but takes no `int` first), with what it gives.
        let mut viable: Vec<(TemplateId, Vec<TArg>)> = Vec::new();
        for g in self.explicit_guides.get(&id).cloned().unwrap_or_default() {
            let (deduced, _) = self.tentatively(|s| s.deduce_call(g, &[], args));
            let Ok(targs) = deduced else { continue };
            let (f, _) = self.tentatively(|s| s.instantiate_function(g, targs, at, true));
            let Some(f) = f else { continue };
            let params = self.declared_params(f);
            if params.len() < args.len()
                || !args
                    .iter()
                    .zip(&params)
                    .all(|(a, &p)| self.conversion_rank(a, p).is_some())
            {
                continue;
            }
            let ret = self.program.functions[f].ret;
            let class_args = self
                .types
                .record(ret)
                .and_then(|r| r.template.clone())
                .filter(|(t, _)| *t == id.0)
                .map(|(_, a)| a);
            if let Some(a) = class_args {
                viable.push((g, a));
            }
        }
        // Of several, the more specialised guide wins ([over.match.best]:
        // `tuple(pair<T1, T2>)` over `tuple(T...)` for a pair).
        let n = args.len();
        let best: Vec<usize> = (0..viable.len())
            .filter(|&i| {
                (0..viable.len()).all(|j| {
                    i == j
                        || viable[i].1 == viable[j].1
                        || !self.more_specialised(viable[j].0, viable[i].0, n)
                })
            })
            .collect();
        let mut found: Vec<Vec<TArg>> = Vec::new();
        for i in best {
            if !found.contains(&viable[i].1) {
                found.push(viable[i].1.clone());
            }
        }
        found
    }

    /// The implicit deduction guides of class template `id`, made once.
    /// Each guide comes with whether it is the copy deduction candidate.
    fn guides(&mut self, id: TemplateId, def: &ast::RecordDef) -> Vec<(TemplateId, bool)> {
        if let Some(g) = self.ctad_guides.get(&id) {
            return g.clone();
        }
        let class_params = self.tmpl(id).params.clone();
        let ctx = self.tmpl(id).ctx;
        let mut made = Vec::new();
        let mut ctors: Vec<(Vec<ast::TemplateParam>, &ast::FunctionDef)> = Vec::new();
        for (_, m) in &def.members {
            match m {
                ast::Item::Function(f) if matches!(f.kind, ast::FnKind::Constructor) => {
                    ctors.push((Vec::new(), f))
                }
                ast::Item::Template { params, item, .. } => {
                    if let ast::Item::Function(f) = &**item {
                        if matches!(f.kind, ast::FnKind::Constructor) {
                            ctors.push((params.clone(), f));
                        }
                    }
                }
                _ => {}
            }
        }
        let mut guide_defs: Vec<(Vec<ast::TemplateParam>, ast::FunctionDef, bool)> = ctors
            .into_iter()
            .filter(|(_, f)| f.special.is_none())
            .map(|(own, f)| {
                let mut params = class_params.clone();
                params.extend(own);
                (params, guide_of(f, f.params.clone()), false)
            })
            .collect();
        // The copy deduction candidate: `template <params> G(C<params>)`.
        let all_types = class_params.iter().all(|p| {
            matches!(p.kind, ast::TemplateParamKind::Type { .. }) && !p.pack && p.name.is_some()
        });
        if all_types {
            if let Some(name) = &def.name {
                let at = name.span;
                let targs = class_params
                    .iter()
                    .filter_map(|p| p.name.clone())
                    .map(|n| ast::TemplateArg::Type(ast::TypeExpr::named(vec![n], at)))
                    .collect();
                let class = ast::Ident {
                    args: Some(targs),
                    ..name.clone()
                };
                let param = ast::Param {
                    name: None,
                    ty: ast::TypeExpr::named(vec![class], at),
                    default: None,
                    pack: false,
                    span: at,
                    attrs: Default::default(),
                };
                if let Some(f) = guide_template_base(def) {
                    guide_defs.push((class_params.clone(), guide_of(f, vec![param]), true));
                }
            }
        }
        for (params, g, copy) in guide_defs {
            let gctx = self.scopes.open_params(ctx);
            let before = self.templates.len();
            self.in_context(gctx, |s| s.quietly(|s| s.function_template(&params, &g)));
            if self.templates.len() > before {
                made.push((TemplateId(self.templates.len() as u32 - 1), copy));
            }
        }
        self.ctad_guides.insert(id, made.clone());
        made
    }
}

/// Any constructor of the class, as the shape a guide copies (its
/// attributes and span); `None` without one.
fn guide_template_base(def: &ast::RecordDef) -> Option<&ast::FunctionDef> {
    def.members.iter().find_map(|(_, m)| match m {
        ast::Item::Function(f) if matches!(f.kind, ast::FnKind::Constructor) => Some(f),
        ast::Item::Template { item, .. } => match &**item {
            ast::Item::Function(f) if matches!(f.kind, ast::FnKind::Constructor) => Some(f),
            _ => None,
        },
        _ => None,
    })
}

/// A guide: a free function named by no identifier, with `params`, and
/// a constructor's execution space (so calls are checked as the
/// constructor's would be).
fn guide_of(ctor: &ast::FunctionDef, params: Vec<ast::Param>) -> ast::FunctionDef {
    ast::FunctionDef {
        name: ast::Ident::new("<deduction guide>", ctor.name.span),
        scope: Vec::new(),
        ret: ast::TypeExpr {
            kind: ast::TypeExprKind::Builtin(ast::BuiltinType::Void),
            quals: Default::default(),
            span: ctor.name.span,
        },
        params,
        variadic: ctor.variadic,
        kind: ast::FnKind::Normal,
        body: ast::Body::None,
        explicit: false,
        special: None,
        friend: false,
        ..ctor.clone()
    }
}
