//! Templates: class, function and alias templates, their explicit and
//! partial specialisations, template arguments, deduction from call
//! arguments, and instantiation on demand.
//!
//! A template keeps its AST. Instantiating it checks that AST again in a
//! context that binds each parameter name to its argument (a "parameter
//! context" between the template's own context and what it declares), so
//! the ordinary checker does all the work and every instantiation is
//! concrete: no dependent types reach `Program`. Only signatures are seen
//! with parameters unbound: a type parameter then stands for itself as a
//! placeholder record (`Record::param_index`), which is what deduction
//! matches against and what mangling writes as `T_`.
//!
//! Instantiation is immediate and nested (the caller's function state is
//! set aside), bounded by `MAX_DEPTH`; every diagnostic raised inside one
//! gets an "in instantiation of …" label at the point that required it.
//! Function bodies are instantiated only for specialisations device code
//! uses or that are explicitly instantiated (host code is never checked).

use super::scope::{CtxId, Symbol};
use super::{cuda, mangle, program::*, Sema};
use crate::ast::{self, TemplateParamKind};
use crate::source::Span;
use crate::types::{Cv, PathSeg, TArg, TypeId, TypeKind};
use std::collections::HashMap;
use std::rc::Rc;

/// What a value template parameter `i` stands for while a function
/// template's signature is built for deduction: `BOUND_PLACEHOLDER + i`
/// (beyond any array bound device code uses, yet representable in an
/// `int` parameter).
const BOUND_PLACEHOLDER: i128 = 0x7fff_f000;

/// Whether type `te` has an array bound that is just the name of one of
/// the value parameters in `params` (`T (&)[N]`, `T (*)[N]`, `T[N]`).
/// The value parameter a deduction pattern's array bound stands for
/// (see `Sema::bound_placeholders`).
pub(crate) fn bound_param(n: u64) -> Option<usize> {
    let n = n as i128;
    (BOUND_PLACEHOLDER..BOUND_PLACEHOLDER + 256)
        .contains(&n)
        .then(|| (n - BOUND_PLACEHOLDER) as usize)
}

fn bound_is_param(te: &ast::TypeExpr, params: &[ast::TemplateParam]) -> bool {
    let is_value_param = |e: &ast::Expr| match &e.kind {
        ast::ExprKind::Name(path) if path.len() == 1 => params.iter().any(|p| {
            matches!(p.kind, TemplateParamKind::Value { .. })
                && p.name.as_ref().is_some_and(|x| x.name == path[0].name)
        }),
        _ => false,
    };
    match &te.kind {
        ast::TypeExprKind::Pointer(t)
        | ast::TypeExprKind::LValueRef(t)
        | ast::TypeExprKind::RValueRef(t) => bound_is_param(t, params),
        ast::TypeExprKind::Array(elem, Some(n)) => {
            is_value_param(n) || bound_is_param(elem, params)
        }
        // `const Vec<N> &`, `Tile<N, P>`: a value parameter as a template
        // argument.
        ast::TypeExprKind::Named(path) => path.iter().any(|id| {
            id.args.iter().flatten().any(|a| match a {
                ast::TemplateArg::Expr(e) => is_value_param(e),
                ast::TemplateArg::Type(t) => {
                    bound_is_param(t, params)
                        || matches!(&t.kind, ast::TypeExprKind::Named(p)
                            if p.len() == 1 && p[0].args.is_none() && is_value_param(
                                &ast::Expr::new(ast::ExprKind::Name(p.clone()), t.span)))
                }
                ast::TemplateArg::Expansion(_) => false,
            })
        }),
        _ => false,
    }
}

/// Gives template parameter `new` the default argument `old` has, when
/// it has none of its own.
fn merge_default(new: &mut ast::TemplateParam, old: &ast::TemplateParam) {
    match (&mut new.kind, &old.kind) {
        (
            TemplateParamKind::Type { default: d @ None },
            TemplateParamKind::Type { default: Some(o) },
        ) => *d = Some(o.clone()),
        (
            TemplateParamKind::Value {
                default: d @ None, ..
            },
            TemplateParamKind::Value {
                default: Some(o), ..
            },
        ) => *d = Some(o.clone()),
        (
            TemplateParamKind::Template { default: d @ None },
            TemplateParamKind::Template { default: Some(o) },
        ) => *d = Some(o.clone()),
        _ => {}
    }
}

/// Whether a value argument is a value parameter's stand-in.
fn v_is_placeholder(v: i128) -> bool {
    v >= 0 && bound_param(v as u64).is_some()
}

/// Where a written template argument is.
fn inner_span(a: &ast::TemplateArg) -> Span {
    match a {
        ast::TemplateArg::Type(t) => t.span,
        ast::TemplateArg::Expr(e) => e.span,
        ast::TemplateArg::Expansion(x) => inner_span(x),
    }
}

/// The first construct not supported yet in a type as written.
fn unsupported_type(te: &ast::TypeExpr) -> Option<(&str, Span)> {
    match &te.kind {
        ast::TypeExprKind::Unsupported(what) => Some((what, te.span)),
        ast::TypeExprKind::Pointer(t)
        | ast::TypeExprKind::LValueRef(t)
        | ast::TypeExprKind::RValueRef(t) => unsupported_type(t),
        _ => None,
    }
}

/// Nested instantiations deeper than this are reported (clang's default
/// is 1024; ours is lower because each level is real recursion).
pub(crate) const MAX_DEPTH: u32 = 256;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TemplateId(pub u32);

pub(crate) struct Template {
    pub name: String,
    pub params: Vec<ast::TemplateParam>,
    /// Where the template is declared.
    pub ctx: CtxId,
    pub kind: TemplateKind,
    pub span: Span,
    /// Explicit (full) specialisations by their arguments.
    pub explicit: Vec<(Vec<TArg>, Rc<ast::Item>)>,
    pub partials: Vec<Partial>,
    pub instances: HashMap<Vec<TArg>, Instance>,
    /// Out-of-line member function definitions of a class template
    /// (`template <class T> T Vec<T>::len() {…}`).
    pub members: Vec<Rc<ast::FunctionDef>>,
}

pub(crate) enum TemplateKind {
    /// `sig`: the return and parameter types with type parameters as
    /// placeholders (`None` when they could not be resolved that way).
    Function {
        def: Rc<ast::FunctionDef>,
        sig: Sig,
    },
    Class {
        def: Option<Rc<ast::RecordDef>>,
        is_union: bool,
    },
    Alias {
        ty: Rc<ast::TypeExpr>,
    },
}

/// A function template's signature in terms of its parameters; a part
/// that only makes sense with arguments (`typename T::type`,
/// `enable_if<…>::type`) is `None`: not deduced from, and not mangled
/// as the ABI would (the specialisation's own types are used instead).
#[derive(Clone, Default)]
pub(crate) struct Sig {
    ret: Option<TypeId>,
    params: Vec<Option<TypeId>>,
    /// The types of the value parameters an array bound in `params`
    /// deduces (by template parameter index).
    value_types: Vec<Option<TypeId>>,
    /// The last parameter is a function parameter pack (its type is the
    /// pattern of one element).
    pack: bool,
}

impl Sig {
    fn full(&self) -> Option<(TypeId, Vec<TypeId>)> {
        let params: Option<Vec<TypeId>> = self.params.iter().copied().collect();
        Some((self.ret?, params?))
    }
}

/// `template <class T> struct Vec<T*> {…}`: its parameters, its
/// arguments in terms of their placeholders, and its definition.
pub(crate) struct Partial {
    params: Vec<ast::TemplateParam>,
    args: Vec<TArg>,
    def: Rc<ast::RecordDef>,
}

#[derive(Clone, Copy)]
pub(crate) enum Instance {
    Func(FuncId),
    Type(TypeId),
}

impl Sema<'_> {
    /// How many arguments function template `id` declares, and whether
    /// the last is a pack (so any number from one fewer fits).
    pub(crate) fn template_arity(&self, id: TemplateId) -> Option<(usize, bool)> {
        match &self.templates[id.0 as usize].kind {
            TemplateKind::Function { def, sig } => Some((def.params.len(), sig.pack)),
            _ => None,
        }
    }

    fn tmpl(&self, t: TemplateId) -> &Template {
        &self.templates[t.0 as usize]
    }

    // ------------------------------------------------------------ declaring

    /// `template <params> item` at namespace or class scope.
    pub(crate) fn declare_template(
        &mut self,
        params: &[ast::TemplateParam],
        item: &ast::Item,
        span: Span,
    ) {
        match item {
            ast::Item::Function(f) if f.name.args.is_some() || params.is_empty() => {
                self.explicit_function_spec(f)
            }
            ast::Item::Function(f) if !f.scope.is_empty() => self.template_member_def(f),
            ast::Item::Function(f) => {
                if !matches!(f.kind, ast::FnKind::Normal) {
                    self.error(
                        f.name.span,
                        "constructor and conversion function templates are not supported yet",
                    );
                    return;
                }
                self.function_template(params, f)
            }
            ast::Item::Record(r) => match r.name.as_ref() {
                Some(n) if n.args.is_some() => self.class_spec(params, r),
                Some(n) => {
                    let n = n.clone();
                    let id = self.find_or_add_template(&n, || TemplateKind::Class {
                        def: None,
                        is_union: r.kind == ast::RecordKind::Union,
                    });
                    let Some(id) = id else { return };
                    if self.tmpl(id).params.is_empty() {
                        // A forward declaration names the parameters too.
                        self.templates[id.0 as usize].params = params.to_vec();
                    }
                    if r.fields.is_some() {
                        let t = &mut self.templates[id.0 as usize];
                        if let TemplateKind::Class { def: Some(_), .. } = t.kind {
                            self.error(n.span, format!("redefinition of '{}'", n.name));
                            return;
                        }
                        t.kind = TemplateKind::Class {
                            def: Some(Rc::new(r.clone())),
                            is_union: r.kind == ast::RecordKind::Union,
                        };
                        // Default arguments given by an earlier
                        // declaration stay (`template <class P = void>
                        // struct S;` then `template <class P> struct S
                        // {…};`); the definition's names are the ones
                        // its body uses.
                        let mut merged = params.to_vec();
                        for (new, old) in merged.iter_mut().zip(&t.params) {
                            merge_default(new, old);
                        }
                        t.params = merged;
                        t.span = span;
                    }
                }
                None => self.error(span, "a template must have a name"),
            },
            ast::Item::Typedef(t) => {
                let ty = Rc::new(t.ty.clone());
                let id = self.add_template(&t.name, params, TemplateKind::Alias { ty }, span);
                self.scopes
                    .insert(&t.name.name, Symbol::Template(id), t.name.span);
            }
            ast::Item::Vars(_) => self.error(span, "variable templates are not supported yet"),
            ast::Item::Unsupported { .. } => {
                self.declare_items(std::slice::from_ref(item));
            }
            _ => self.error(span, "this template declaration is not supported yet"),
        }
    }

    fn add_template(
        &mut self,
        name: &ast::Ident,
        params: &[ast::TemplateParam],
        kind: TemplateKind,
        span: Span,
    ) -> TemplateId {
        let id = TemplateId(self.templates.len() as u32);
        self.templates.push(Template {
            name: name.name.clone(),
            params: params.to_vec(),
            ctx: self.scopes.current(),
            kind,
            span,
            explicit: Vec::new(),
            partials: Vec::new(),
            instances: HashMap::new(),
            members: Vec::new(),
        });
        id
    }

    /// The class template `name` declared here, or a new one.
    fn find_or_add_template(
        &mut self,
        name: &ast::Ident,
        kind: impl FnOnce() -> TemplateKind,
    ) -> Option<TemplateId> {
        match self.scopes.lookup_here(&name.name) {
            Some((Symbol::Template(id), _)) => {
                let id = *id;
                Some(id)
            }
            Some(_) => {
                self.error(
                    name.span,
                    format!(
                        "redefinition of '{}' as different kind of symbol",
                        name.name
                    ),
                );
                None
            }
            None => {
                let id = self.add_template(name, &[], kind(), name.span);
                self.scopes
                    .insert(&name.name, Symbol::Template(id), name.span);
                Some(id)
            }
        }
    }

    /// A primary function template: its pattern joins the overload set.
    pub(crate) fn function_template(
        &mut self,
        params: &[ast::TemplateParam],
        f: &ast::FunctionDef,
    ) {
        let def = Rc::new(f.clone());
        let id = self.add_template(
            &f.name,
            params,
            TemplateKind::Function {
                def,
                sig: Sig::default(),
            },
            f.name.span,
        );
        let holders = self.placeholders(params);
        let pctx = self.bind_ctx(self.scopes.current(), params, &holders, None);
        let saved = self.scopes.enter(pctx);
        // Unsupported syntax in the signature would make every deduction
        // a silent substitution failure: report it here, once.
        if let Some((what, at)) = unsupported_type(&f.ret) {
            self.error(at, format!("{what} is not supported yet"));
        }
        let ret = self.quietly(|s| {
            s.auto_placeholder = true;
            let t = s.resolve_type(&f.ret);
            s.auto_placeholder = false;
            t
        });
        let mut sig_params = Vec::new();
        for p in &f.params {
            sig_params.push(self.quietly(|s| {
                let t = s.pack_element_type(&p.ty, p.pack, 0);
                s.param_of(t, p.ty.span)
            }));
        }
        self.scopes.leave(saved);
        // `T (&a)[N]`: with the value parameters bound to stand-in
        // values, the array bound becomes a pattern deduction can bind.
        let mut value_types = Vec::new();
        if f.params
            .iter()
            .zip(&sig_params)
            .any(|(p, t)| t.is_none() && bound_is_param(&p.ty, params))
        {
            let holders = self.bound_placeholders(params);
            value_types = holders
                .iter()
                .map(|h| match h {
                    TArg::Value(_, t) => Some(*t),
                    _ => None,
                })
                .collect();
            let pctx = self.bind_ctx(self.scopes.current(), params, &holders, None);
            let saved = self.scopes.enter(pctx);
            for (p, slot) in f.params.iter().zip(sig_params.iter_mut()) {
                if slot.is_none() && !p.pack && bound_is_param(&p.ty, params) {
                    *slot = self.quietly(|s| {
                        let t = s.resolve_type(&p.ty);
                        s.param_of(t, p.ty.span)
                    });
                }
            }
            self.scopes.leave(saved);
        }
        if sig_params.len() == 1 && f.params[0].name.is_none() {
            if let Some(t) = sig_params[0] {
                if self.types.is_void(t) {
                    sig_params.clear();
                }
            }
        }
        let sig = Sig {
            ret,
            params: sig_params,
            value_types,
            pack: f.params.last().is_some_and(|p| p.pack),
        };
        let space = cuda::exec_space(self, f);
        let int = self.int_ty();
        let ret = sig.ret.unwrap_or(int);
        let ptys: Vec<TypeId> = sig.params.iter().map(|p| p.unwrap_or(int)).collect();
        if let TemplateKind::Function { sig: s, .. } = &mut self.templates[id.0 as usize].kind {
            *s = sig;
        }
        let fty = self.types.function(ret, ptys, f.variadic);
        // A member template's pattern is a member: overload resolution
        // then supplies the object.
        let method = self
            .scopes
            .ctx(self.scopes.current())
            .class
            .map(|class| Method {
                class,
                is_static: f.storage == ast::StorageClass::Static,
                kind: MethodKind::Normal,
                is_const: f.method.is_const,
                explicit: false,
            });
        let pattern = Function {
            pattern: Some(id),
            method,
            ..Function::declared(
                f.name.name.clone(),
                String::new(),
                fty,
                ret,
                space,
                Linkage::Internal,
                f.name.span,
            )
        };
        let fid = self.add_function(pattern);
        self.scopes.add_func(&f.name.name, fid, f.name.span);
    }

    /// The specialisation of function template `id` for template
    /// arguments `written` alone (none deduced), if they (with the
    /// parameters' defaults) give every parameter; `None` quietly
    /// otherwise.
    pub(crate) fn instantiate_explicit(
        &mut self,
        id: TemplateId,
        written: &[ast::TemplateArg],
        at: Span,
    ) -> Option<FuncId> {
        let mark = self.diags.len();
        let args = self
            .explicit_args(id, written, at)
            .and_then(|a| self.complete_args(id, self.slots(id, a)).ok());
        self.diags.truncate(mark);
        self.instantiate_function(id, args?, at, false)
    }

    /// Whether template `id` has been specialised (instantiated) at all.
    pub(crate) fn has_instances(&self, id: TemplateId) -> bool {
        !self.tmpl(id).instances.is_empty()
    }

    /// A function template's parameter types in terms of its parameters
    /// (`T_`), and whether the last is a pack; `None` where one could not
    /// be written that way.
    pub(crate) fn template_signature(&self, id: TemplateId) -> Option<(Vec<TypeId>, bool)> {
        match &self.tmpl(id).kind {
            TemplateKind::Function { sig, .. } => {
                let params = sig.params.iter().copied().collect::<Option<Vec<_>>>()?;
                Some((params, sig.pack))
            }
            _ => None,
        }
    }

    /// `f`'s result, or `None` (and nothing reported) if it reported
    /// anything.
    fn quietly<R>(&mut self, f: impl FnOnce(&mut Self) -> R) -> Option<R> {
        let mark = self.diags.len();
        let r = f(self);
        if self.diags.len() == mark {
            Some(r)
        } else {
            self.diags.truncate(mark);
            None
        }
    }

    /// One placeholder type per type parameter (values have none).
    fn placeholders(&mut self, params: &[ast::TemplateParam]) -> Vec<TArg> {
        // A value parameter stays unbound (`Pack(vec![])` is never bound
        // for a non-pack parameter); a type pack binds to a one-element
        // pack of its placeholder.
        params
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let name = p.name.as_ref().map(|n| n.name.clone()).unwrap_or_default();
                match p.kind {
                    TemplateParamKind::Value { .. } => TArg::Pack(Vec::new()),
                    _ => {
                        let t = self.types.new_record(name, false);
                        if let Some(r) = self.types.record_mut(t) {
                            r.param_index = Some(i as u32);
                            r.param_pack = p.pack;
                        }
                        if p.pack {
                            TArg::Pack(vec![TArg::Type(t)])
                        } else {
                            TArg::Type(t)
                        }
                    }
                }
            })
            .collect()
    }

    /// Placeholders for a function template's parameters where each
    /// value parameter `i` stands for `BOUND_PLACEHOLDER + i`, so an
    /// array bound naming it (`T (&)[N]`) can be matched in deduction.
    fn bound_placeholders(&mut self, params: &[ast::TemplateParam]) -> Vec<TArg> {
        let mut out = self.placeholders(params);
        for (i, p) in params.iter().enumerate() {
            if let TemplateParamKind::Value { ty, .. } = &p.kind {
                let t = self.quietly(|s| s.resolve_type(ty));
                let t = t.unwrap_or_else(|| self.int_ty());
                let v = TArg::Value(BOUND_PLACEHOLDER + i as i128, t);
                out[i] = if p.pack { TArg::Pack(vec![v]) } else { v };
            }
        }
        out
    }

    /// The type of value parameter `i` of the template being deduced.
    fn value_param_type(&mut self, i: usize) -> TypeId {
        match self.bound_types.get(i).copied().flatten() {
            Some(t) => t,
            None => self.int_ty(),
        }
    }

    /// A parameter context under `parent` binding each named parameter to
    /// its argument (a value parameter with a `Pack` placeholder stays
    /// unbound); `self_name` is the injected name of a class instance.
    fn bind_ctx(
        &mut self,
        parent: CtxId,
        params: &[ast::TemplateParam],
        args: &[TArg],
        self_name: Option<(&str, TypeId, Span)>,
    ) -> CtxId {
        let ctx = self.scopes.open_params(parent);
        for (p, a) in params.iter().zip(args) {
            let Some(n) = &p.name else { continue };
            let sym = match a {
                TArg::Type(t) => Symbol::Type(*t),
                TArg::Value(v, t) => Symbol::Enumerator(*v, *t),
                TArg::Template(n) => Symbol::Template(TemplateId(n.id)),
                TArg::Pack(items) if p.pack => Symbol::Pack(items.clone()),
                TArg::Pack(_) => continue,
            };
            self.scopes.insert_in(ctx, &n.name, sym, n.span);
        }
        if let Some((n, t, at)) = self_name {
            self.scopes.insert_in(ctx, n, Symbol::Type(t), at);
        }
        ctx
    }

    /// `template <class T> struct Vec<T*> {…}` or `template <> struct
    /// Vec<int> {…}`.
    fn class_spec(&mut self, params: &[ast::TemplateParam], r: &ast::RecordDef) {
        let Some(name) = &r.name else { return };
        let Some(Symbol::Template(id)) = self.scopes.lookup(&name.name) else {
            self.error(
                name.span,
                format!("no template named '{}' to specialize", name.name),
            );
            return;
        };
        let written = name.args.clone().unwrap_or_default();
        if params.is_empty() {
            let Some(args) = self.template_args(id, &written, name.span) else {
                return;
            };
            if self.tmpl(id).instances.contains_key(&args) {
                self.error(
                    name.span,
                    "explicit specialization after instantiation is not allowed",
                );
                return;
            }
            let item = Rc::new(ast::Item::Record(r.clone()));
            self.templates[id.0 as usize].explicit.push((args, item));
            return;
        }
        // Value parameters stand for matchable values too (`S<int, N>`).
        let holders = self.bound_placeholders(params);
        let pctx = self.bind_ctx(self.scopes.current(), params, &holders, None);
        let saved = self.scopes.enter(pctx);
        let args = self.template_args(id, &written, name.span);
        self.scopes.leave(saved);
        let Some(args) = args else { return };
        self.templates[id.0 as usize].partials.push(Partial {
            params: params.to_vec(),
            args,
            def: Rc::new(r.clone()),
        });
    }

    /// `template <class T> T Vec<T>::len() const {…}`: kept with the
    /// class template, defined in each instance (those made already, and
    /// those to come).
    fn template_member_def(&mut self, f: &ast::FunctionDef) {
        let Some(first) = f.scope.last() else { return };
        let Some(Symbol::Template(id)) = self.peek_path(&f.scope) else {
            self.error(
                first.span,
                "member templates and templated out-of-line definitions other than members of a class template are not supported yet",
            );
            return;
        };
        let def = Rc::new(f.clone());
        self.templates[id.0 as usize].members.push(def.clone());
        let instances: Vec<TypeId> = self
            .tmpl(id)
            .instances
            .values()
            .filter_map(|i| match i {
                Instance::Type(t) if self.types.is_complete(*t) => Some(*t),
                _ => None,
            })
            .collect();
        for t in instances {
            self.define_member_instance(t, &def);
        }
    }

    fn define_member_instance(&mut self, t: TypeId, f: &ast::FunctionDef) {
        let state = self.take_fn_state();
        self.define_out_of_line(t, f);
        self.restore_fn_state(state);
    }

    /// `template <> __device__ int add<int>(int, int) {…}`.
    fn explicit_function_spec(&mut self, f: &ast::FunctionDef) {
        let Some(id) = self.function_template_named(&f.name) else {
            return;
        };
        let Some(args) = self.args_for_declaration(id, f) else {
            return;
        };
        if self.tmpl(id).instances.contains_key(&args) {
            self.error(
                f.name.span,
                "explicit specialization after instantiation is not allowed",
            );
            return;
        }
        let item = Rc::new(ast::Item::Function(f.clone()));
        self.templates[id.0 as usize].explicit.push((args, item));
    }

    /// The function template `name` denotes (errors reported).
    fn function_template_named(&mut self, name: &ast::Ident) -> Option<TemplateId> {
        let pats: Vec<TemplateId> = match self.scopes.lookup(&name.name) {
            Some(Symbol::Funcs(fs)) => fs
                .iter()
                .filter_map(|f| self.program.functions[f.0 as usize].pattern)
                .collect(),
            _ => Vec::new(),
        };
        match pats.as_slice() {
            [id] => Some(*id),
            [] => {
                self.error(
                    name.span,
                    format!("no function template named '{}'", name.name),
                );
                None
            }
            _ => {
                self.error(
                    name.span,
                    format!(
                        "several function templates are named '{}'; specializing one of them is not supported yet",
                        name.name
                    ),
                );
                None
            }
        }
    }

    /// The arguments a specialisation or explicit instantiation
    /// declares: those written, the rest deduced from its parameter types.
    fn args_for_declaration(&mut self, id: TemplateId, f: &ast::FunctionDef) -> Option<Vec<TArg>> {
        let written = f.name.args.clone().unwrap_or_default();
        let explicit = self.explicit_args(id, &written, f.name.span)?;
        let (_, ptys) = {
            let ret = self.resolve_type(&f.ret);
            (ret, self.param_types(f).0)
        };
        let mut slots = self.slots(id, explicit);
        let sig = match &self.tmpl(id).kind {
            TemplateKind::Function { sig, .. } => sig.clone(),
            _ => Sig::default(),
        };
        {
            // A trailing pack's pattern matches each remaining type.
            let pats = sig.params;
            let fits = if sig.pack {
                ptys.len() + 1 >= pats.len()
            } else {
                pats.len() == ptys.len()
            };
            if !fits {
                self.no_template_match(f);
                return None;
            }
            let mut pack: HashMap<usize, Vec<TArg>> = HashMap::new();
            for (i, &a) in ptys.iter().enumerate() {
                let in_pack = sig.pack && i + 1 >= pats.len();
                let Some(p) = pats[i.min(pats.len() - 1)] else {
                    continue;
                };
                if in_pack {
                    if self.deduce_element(p, a, slots.len(), &mut pack).is_err() {
                        self.no_template_match(f);
                        return None;
                    }
                    continue;
                }
                if self.deduce(p, a, &mut slots).is_err() {
                    self.no_template_match(f);
                    return None;
                }
            }
            fill_packs(&mut slots, pack);
        }
        match self.complete_args(id, slots) {
            Ok(a) => Some(a),
            Err(why) => {
                self.error(f.name.span, why);
                None
            }
        }
    }

    fn no_template_match(&mut self, f: &ast::FunctionDef) {
        self.error(
            f.name.span,
            format!(
                "explicit instantiation or specialization of '{}' does not match any template declaration",
                f.name.name
            ),
        );
    }

    /// `template __global__ void k<256>(float*);` /
    /// `template struct Vec<float>;`.
    pub(crate) fn explicit_instantiation(&mut self, item: &ast::Item, span: Span) {
        match item {
            ast::Item::Function(f) => {
                let Some(id) = self.function_template_named(&f.name) else {
                    return;
                };
                let Some(args) = self.args_for_declaration(id, f) else {
                    return;
                };
                if let Some(fid) = self.instantiate_function(id, args, f.name.span, false) {
                    // An explicit instantiation definition must be emitted.
                    // (Without -rdc, a kernel is visible already: nvcc
                    // and clang emit `.visible .entry`.)
                    let func = &mut self.program.functions[fid.0 as usize];
                    if self.opts.relocatable {
                        func.linkage = Linkage::WeakOdr;
                    } else if func.space == ExecSpace::Global {
                        func.linkage = Linkage::External;
                    }
                }
            }
            ast::Item::Record(r) => {
                let Some(n) = &r.name else { return };
                let te = ast::TypeExpr::named(vec![n.clone()], n.span);
                let t = self.resolve_type(&te);
                // An explicit instantiation definition emits every member
                // (visible to other translation units under -rdc).
                if self.opts.relocatable {
                    for f in &mut self.program.functions {
                        if f.body.is_some() && f.method.is_some_and(|m| m.class == t) {
                            f.linkage = Linkage::WeakOdr;
                        }
                    }
                }
            }
            _ => self.error(span, "this explicit instantiation is not supported yet"),
        }
    }

    // ------------------------------------------------------------ arguments

    /// Written arguments → resolved ones, checked against `id`'s
    /// parameters, defaults filled in.
    pub(crate) fn template_args(
        &mut self,
        id: TemplateId,
        written: &[ast::TemplateArg],
        at: Span,
    ) -> Option<Vec<TArg>> {
        let explicit = self.explicit_args(id, written, at)?;
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
        let params = self.tmpl(id).params.clone();
        let packed = params.last().is_some_and(|p| p.pack);
        // `Ts...` stands for one argument per element.
        let mut units: Vec<(&ast::TemplateArg, Option<usize>)> = Vec::new();
        for w in written {
            let ast::TemplateArg::Expansion(pattern) = w else {
                units.push((w, None));
                continue;
            };
            let n = match &**pattern {
                ast::TemplateArg::Type(te) => self.pack_length(te),
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
        for (i, (w, elem)) in units.into_iter().enumerate() {
            // (More arguments than parameters was reported above.)
            let p = params.get(i.min(params.len().saturating_sub(1)))?;
            let saved = elem.map(|e| self.pack_index.replace(e));
            let a = self.template_arg(w, p);
            if let Some(saved) = saved {
                self.pack_index = saved;
            }
            let a = a?;
            if p.pack {
                pack.push(a);
            } else {
                out.push(a);
            }
        }
        if packed && !pack.is_empty() {
            out.push(TArg::Pack(pack));
        }
        Some(out)
    }

    fn template_kind_name(&self, id: TemplateId) -> &'static str {
        match self.tmpl(id).kind {
            TemplateKind::Function { .. } => "function template",
            TemplateKind::Class { .. } => "class template",
            TemplateKind::Alias { .. } => "alias template",
        }
    }

    /// One written argument for parameter `p`.
    fn template_arg(&mut self, w: &ast::TemplateArg, p: &ast::TemplateParam) -> Option<TArg> {
        if let ast::TemplateArg::Expansion(inner) = w {
            self.error(
                inner_span(inner),
                "pack expansion in this position is not supported",
            );
            return None;
        }
        match (&p.kind, w) {
            (TemplateParamKind::Type { .. }, ast::TemplateArg::Type(te)) => {
                Some(TArg::Type(self.resolve_type(te)))
            }
            (TemplateParamKind::Type { .. }, ast::TemplateArg::Expr(e)) => match &e.kind {
                ast::ExprKind::Name(path) => {
                    let te = ast::TypeExpr::named(path.clone(), e.span);
                    Some(TArg::Type(self.resolve_type(&te)))
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
                    ast::TemplateArg::Type(te) => match &te.kind {
                        ast::TypeExprKind::Named(path) => {
                            ast::Expr::new(ast::ExprKind::Name(path.clone()), te.span)
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
                let pt = self.resolve_type(ty);
                let v = self.check_expr(&e);
                let v = self.convert_implicit(v, pt, super::convert::ConvCtx::Init);
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
    fn template_name_arg(&mut self, path: &[ast::Ident], at: Span) -> Option<TArg> {
        let found = match path.last() {
            Some(last) if last.args.is_none() => self.peek_path(path),
            _ => None,
        };
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

    fn slots(&self, id: TemplateId, explicit: Vec<TArg>) -> Vec<Option<TArg>> {
        let n = self.tmpl(id).params.len();
        let mut slots: Vec<Option<TArg>> = explicit.into_iter().map(Some).collect();
        slots.resize(n, None);
        slots
    }

    /// Fills the slots nothing gave from the parameters' defaults (which
    /// may use the earlier arguments); every slot must end up filled.
    fn complete_args(
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
            let saved = self.scopes.enter(pctx);
            let mark = self.diags.len();
            let arg = match &p.kind {
                TemplateParamKind::Type { default: Some(te) } => {
                    Some(TArg::Type(self.resolve_type(te)))
                }
                TemplateParamKind::Value {
                    default: Some(e), ..
                } => self.template_arg(&ast::TemplateArg::Expr(e.clone()), p),
                TemplateParamKind::Template {
                    default: Some(path),
                } => self.template_name_arg(path, p.span),
                _ => None,
            };
            self.scopes.leave(saved);
            // A default that does not work for these arguments is a
            // substitution failure: the caller reports it (or, deducing,
            // sets the template aside).
            if let Some(d) = self.diags.since(mark).first() {
                let msg = d.message.clone();
                self.diags.truncate(mark);
                return Err(msg);
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

    // ------------------------------------------------------------ deduction

    /// Whether `t` mentions a template parameter placeholder.
    pub(crate) fn is_dependent(&self, t: TypeId) -> bool {
        match self.types.kind(t) {
            TypeKind::Record(_) => self.types.record(t).is_some_and(|r| {
                r.param_index.is_some()
                    || r.template
                        .as_ref()
                        .is_some_and(|(_, args)| args.iter().any(|a| self.arg_is_dependent(a)))
            }),
            TypeKind::Pointer(p) | TypeKind::LValueRef(p) | TypeKind::RValueRef(p) => {
                self.is_dependent(*p)
            }
            TypeKind::Array(e, n) => n.and_then(bound_param).is_some() || self.is_dependent(*e),
            TypeKind::Qualified(b, _) => self.is_dependent(*b),
            TypeKind::Function { ret, params, .. } => {
                self.is_dependent(*ret) || params.iter().any(|p| self.is_dependent(*p))
            }
            _ => false,
        }
    }

    fn arg_is_dependent(&self, a: &TArg) -> bool {
        match a {
            TArg::Type(t) => self.is_dependent(*t),
            TArg::Value(v, _) => v_is_placeholder(*v),
            TArg::Template(_) => false,
            TArg::Pack(items) => items.iter().any(|a| self.arg_is_dependent(a)),
        }
    }

    /// Matches template argument patterns `ps` against arguments `args`
    /// (of one template), binding placeholders in `slots`. A trailing
    /// pattern that names a pack parameter is a pack expansion: it
    /// matches every remaining argument, and each pack it names gets the
    /// elements deduced for it.
    fn deduce_targs(
        &mut self,
        ps: &[TArg],
        args: &[TArg],
        slots: &mut [Option<TArg>],
    ) -> Result<(), String> {
        let mismatch = || Err("template argument mismatch".to_string());
        let expands = ps
            .last()
            .is_some_and(|p| !matches!(p, TArg::Pack(_)) && self.names_pack_param(p));
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
        for k in self.pack_params_named(pat) {
            let items = per.remove(&k).unwrap_or_default();
            match &slots[k] {
                None => slots[k] = Some(TArg::Pack(items)),
                Some(TArg::Pack(old)) if *old == items => {}
                _ => return mismatch(),
            }
        }
        Ok(())
    }

    /// One template argument pattern against one argument.
    fn deduce_targ(
        &mut self,
        x: &TArg,
        y: &TArg,
        slots: &mut [Option<TArg>],
    ) -> Result<(), String> {
        match (x, y) {
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
            (TArg::Value(v, _), TArg::Value(..)) if v_is_placeholder(*v) => {
                let i = bound_param(*v as u64).unwrap_or(usize::MAX);
                match slots.get(i) {
                    Some(None) => {
                        slots[i] = Some(y.clone());
                        Ok(())
                    }
                    Some(Some(old)) if old == y => Ok(()),
                    _ => Err("template argument mismatch".into()),
                }
            }
            (x, y) if x == y => Ok(()),
            _ => Err("template argument mismatch".into()),
        }
    }

    /// The pack parameters (of the template being deduced) that pattern
    /// `a` names.
    fn pack_params_named(&self, a: &TArg) -> Vec<usize> {
        let mut named = Vec::new();
        self.params_named(a, &mut named);
        named.retain(|&k| self.pack_params.get(k).copied().unwrap_or(false));
        named.sort_unstable();
        named.dedup();
        named
    }

    fn names_pack_param(&self, a: &TArg) -> bool {
        !self.pack_params_named(a).is_empty()
    }

    /// The template parameter indices whose placeholders `a` mentions.
    fn params_named(&self, a: &TArg, out: &mut Vec<usize>) {
        match a {
            TArg::Type(t) => self.type_params_named(*t, out),
            TArg::Value(v, _) => out.extend(bound_param(*v as u64)),
            TArg::Template(_) => {}
            TArg::Pack(items) => items.iter().for_each(|x| self.params_named(x, out)),
        }
    }

    fn type_params_named(&self, t: TypeId, out: &mut Vec<usize>) {
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
    fn deduce(&mut self, p: TypeId, a: TypeId, slots: &mut [Option<TArg>]) -> Result<(), String> {
        if !self.is_dependent(p) {
            return Ok(());
        }
        let param = match self.types.kind(p) {
            TypeKind::Record(_) => self.types.record(p).and_then(|r| r.param_index),
            _ => None,
        };
        if let Some(i) = param {
            let i = i as usize;
            if i < self.fixed_targs {
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
                    ))
                }
                _ => Err("template parameter mismatch".into()),
            };
        }
        let mismatch = format!(
            "could not match '{}' against '{}'",
            self.types.display(p),
            self.types.display(a)
        );
        match (self.types.kind(p).clone(), self.types.kind(a).clone()) {
            (TypeKind::Qualified(pb, pcv), _) => {
                // `const T` against `const int`: T = int; against `int`
                // (more qualified than the argument is allowed where a
                // reference or pointer adds it).
                let acv = self.types.cv(a);
                if self.partial_ordering
                    && ((pcv.is_const && !acv.is_const) || (pcv.is_volatile && !acv.is_volatile))
                {
                    // Ordering compares types as written: `const T` is
                    // not deduced from a plain `U`.
                    return Err(mismatch);
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
            (TypeKind::Array(pe, pn), TypeKind::Array(ae, an)) => {
                // `T[N]` against `int[4]`: N = 4.
                if let Some(i) = pn.and_then(bound_param) {
                    let Some(an) = an else {
                        return Err(mismatch);
                    };
                    let ty = self.value_param_type(i);
                    let v = TArg::Value(an as i128, ty);
                    match slots.get(i) {
                        Some(None) if i >= self.fixed_targs => slots[i] = Some(v),
                        Some(Some(TArg::Value(old, _))) if *old == an as i128 => {}
                        Some(_) if i < self.fixed_targs => {}
                        _ => return Err(mismatch),
                    }
                }
                self.deduce(pe, ae, slots)
            }
            (TypeKind::Record(_), TypeKind::Record(_)) => {
                let au = self.types.unqual(a);
                let pt = self.types.record(p).and_then(|r| r.template.clone());
                let at = self.types.record(au).and_then(|r| r.template.clone());
                match (pt, at) {
                    (Some((pt, pargs)), Some((at, aargs)))
                        if pt == at && pargs.len() == aargs.len() =>
                    {
                        self.deduce_targs(&pargs, &aargs, slots)
                            .map_err(|_| mismatch)
                    }
                    // A class derived from a specialisation of the
                    // parameter's template deduces from that base
                    // ([temp.deduct.call]p4.3), when only one base does.
                    (Some(_), _) => {
                        let mut found: Option<Vec<Option<TArg>>> = None;
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
                                match &found {
                                    Some(f) if *f != trial => return Err(mismatch),
                                    _ => found = Some(trial),
                                }
                            }
                        }
                        match found {
                            Some(f) => {
                                slots.clone_from_slice(&f);
                                Ok(())
                            }
                            None => Err(mismatch),
                        }
                    }
                    _ => Err(mismatch),
                }
            }
            _ => Err(mismatch),
        }
    }

    /// Whether function template `a` is more specialised than `b` for a
    /// call with `n` arguments ([temp.func.order]): `b`'s parameter types
    /// can be deduced from `a`'s but not the other way round. A template
    /// whose last parameter is a pack is less specialised than one
    /// without.
    pub(crate) fn more_specialised(&mut self, a: TemplateId, b: TemplateId, n: usize) -> bool {
        let pack = |s: &Self, t| match &s.tmpl(t).kind {
            TemplateKind::Function { sig, .. } => sig.pack,
            _ => false,
        };
        match (pack(self, a), pack(self, b)) {
            (false, true) => true,
            (true, false) | (true, true) => false,
            (false, false) => {
                let a_ge_b = self.deduces_from(b, a, n).unwrap_or(false);
                let b_ge_a = self.deduces_from(a, b, n).unwrap_or(true);
                match (a_ge_b, b_ge_a) {
                    (true, false) => true,
                    // Equally specialised, reference parameters break the
                    // tie: `const T&` is more specialised than `T&`
                    // ([temp.deduct.partial]p9).
                    (true, true) => self.more_qualified_referees(a, b, n),
                    _ => false,
                }
            }
        }
    }

    /// Whether, among the first `n` parameters of function templates `a`
    /// and `b` that are both references, `a`'s referees are at least as
    /// cv-qualified as `b`'s everywhere and more somewhere.
    fn more_qualified_referees(&self, a: TemplateId, b: TemplateId, n: usize) -> bool {
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
    fn deduces_from(&mut self, to: TemplateId, from: TemplateId, n: usize) -> Option<bool> {
        let sig = |s: &Self, t| match &s.tmpl(t).kind {
            TemplateKind::Function { sig, .. } => Some(sig.clone()),
            _ => None,
        };
        let (st, sf) = (sig(self, to)?, sig(self, from)?);
        let mut slots = self.slots(to, Vec::new());
        let packs = self.tmpl(to).params.iter().map(|p| p.pack).collect();
        let saved_packs = std::mem::replace(&mut self.pack_params, packs);
        let saved_bounds = std::mem::replace(&mut self.bound_types, st.value_types.clone());
        self.partial_ordering = true;
        let mut ok = true;
        for i in 0..n.min(st.params.len()).min(sf.params.len()) {
            let (Some(p), Some(a)) = (st.params[i], sf.params[i]) else {
                ok = false;
                break;
            };
            let strip = |s: &mut Self, t: TypeId| {
                let t = s.types.referee(t).unwrap_or(t);
                s.types.unqual(t)
            };
            let (p, a) = (strip(self, p), strip(self, a));
            if self.deduce(p, a, &mut slots).is_err() {
                ok = false;
                break;
            }
        }
        self.partial_ordering = false;
        self.pack_params = saved_packs;
        self.bound_types = saved_bounds;
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
        let mut slots = self.slots(id, explicit.to_vec());
        let sig = match &self.tmpl(id).kind {
            TemplateKind::Function { sig, .. } => sig.clone(),
            _ => Sig::default(),
        };
        self.fixed_targs = explicit.len();
        self.bound_types = sig.value_types.clone();
        let packs = self.tmpl(id).params.iter().map(|p| p.pack).collect();
        let saved = std::mem::replace(&mut self.pack_params, packs);
        let r = self.deduce_params(sig, args, &mut slots);
        self.pack_params = saved;
        self.fixed_targs = 0;
        self.bound_types.clear();
        r?;
        self.complete_args(id, slots)
    }

    fn deduce_params(
        &mut self,
        sig: Sig,
        args: &[Expr],
        slots: &mut [Option<TArg>],
    ) -> Result<(), String> {
        if sig.pack {
            return self.deduce_pack_params(&sig, args, slots);
        }
        {
            let pats = &sig.params;
            if pats.len() != args.len() {
                return Err(format!(
                    "requires {} argument{}, but {} {} provided",
                    pats.len(),
                    if pats.len() == 1 { "" } else { "s" },
                    args.len(),
                    if args.len() == 1 { "was" } else { "were" }
                ));
            }
            for (&p, a) in pats.iter().zip(args) {
                let Some(p) = p else { continue };
                let (p, at) = self.call_pair(p, a);
                self.deduce(p, at, slots)?;
            }
        }
        Ok(())
    }

    /// Deduction when the last parameter is a pack: the parameters before
    /// it take the first arguments; each remaining argument is deduced
    /// against the pack's pattern, its results collected per parameter.
    fn deduce_pack_params(
        &mut self,
        sig: &Sig,
        args: &[Expr],
        slots: &mut [Option<TArg>],
    ) -> Result<(), String> {
        let fixed = sig.params.len() - 1;
        if args.len() < fixed {
            return Err(format!(
                "requires at least {fixed} arguments, but {} were provided",
                args.len()
            ));
        }
        let head = Sig {
            ret: sig.ret,
            params: sig.params[..fixed].to_vec(),
            value_types: sig.value_types.clone(),
            pack: false,
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
    fn call_pair(&mut self, p: TypeId, a: &Expr) -> (TypeId, TypeId) {
        match self.types.kind(p).clone() {
            TypeKind::LValueRef(r) => (r, a.ty),
            // `T&&` with an lvalue deduces `T&` (a forwarding
            // reference).
            TypeKind::RValueRef(r)
                if a.lvalue
                    && !a.xvalue
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
    fn deduce_element(
        &mut self,
        p: TypeId,
        a: TypeId,
        nslots: usize,
        per: &mut HashMap<usize, Vec<TArg>>,
    ) -> Result<(), String> {
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
        let saved = self.pack_index.replace(i);
        let t = self.resolve_type(te);
        self.pack_index = saved;
        t
    }

    /// Element `pack_index` of a pack named `name` with `len` elements,
    /// recording the length for `pack_length`; reports a pack used
    /// outside an expansion.
    pub(crate) fn pack_element(&mut self, name: &ast::Ident, len: usize) -> Option<usize> {
        if let Some(probe) = &mut self.pack_probe {
            probe.get_or_insert(len);
        }
        match self.pack_index {
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
        let saved = self.pack_probe.replace(None);
        let idx = self.pack_index.replace(0);
        let mark = self.diags.len();
        self.check_expr(pattern);
        self.diags.truncate(mark);
        let n = std::mem::replace(&mut self.pack_probe, saved).flatten();
        self.pack_index = idx;
        n
    }

    /// The arguments of a call, with `pattern...` expanded once per
    /// element of the packs the pattern names.
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
                let idx = self.pack_index.replace(i);
                out.push(self.check_expr(pattern));
                self.pack_index = idx;
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
                    TArg::Pack(_) => None,
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
        let saved = self.pack_probe.replace(None);
        let mark = self.diags.len();
        let idx = self.pack_index.replace(0);
        self.resolve_type(te);
        self.pack_index = idx;
        self.diags.truncate(mark);
        std::mem::replace(&mut self.pack_probe, saved).flatten()
    }

    // -------------------------------------------------------- instantiation

    fn enter_instantiation(&mut self, at: Span) -> bool {
        if self.inst_depth >= MAX_DEPTH {
            self.error(
                at,
                format!("recursive template instantiation exceeded maximum depth of {MAX_DEPTH}"),
            );
            return false;
        }
        self.inst_depth += 1;
        true
    }

    /// Labels every diagnostic raised since `mark` with where the
    /// instantiation was required.
    fn note_instantiation(&mut self, mark: usize, what: String, at: Span) {
        for d in self.diags.since(mark) {
            if d.span.is_some() && d.secondary.len() < 4 {
                d.secondary.push(crate::diag::Label {
                    span: at,
                    message: format!("in instantiation of {what} requested here"),
                });
            }
        }
    }

    /// The explicit specialisation of `id` for `args`, if declared.
    fn explicit_spec(&self, id: TemplateId, args: &[TArg]) -> Option<Rc<ast::Item>> {
        self.tmpl(id)
            .explicit
            .iter()
            .find(|(a, _)| a == args)
            .map(|(_, item)| item.clone())
    }

    /// The specialisation `id<args>` of a function template: declared and
    /// (for device code) defined on first use. With `sfinae`, a
    /// signature that does not work for `args` is no candidate (`None`,
    /// nothing reported).
    pub(crate) fn instantiate_function(
        &mut self,
        id: TemplateId,
        args: Vec<TArg>,
        at: Span,
        sfinae: bool,
    ) -> Option<FuncId> {
        if let Some(Instance::Func(f)) = self.tmpl(id).instances.get(&args) {
            return Some(*f);
        }
        let TemplateKind::Function { def, .. } = &self.tmpl(id).kind else {
            return None;
        };
        let (kernel, host) = (def.attrs.global, cuda::is_host_only(def));
        let name = def.name.name.clone();
        if kernel {
            // A kernel is compiled whoever asks for it: never with a type
            // cudac does not know, and its errors are always reported.
            if self.args_mention_unknown(&args) {
                if !sfinae {
                    let why = "a template argument is a type cudac does not know";
                    self.warn_unanalysed(&name, at, why);
                }
                return None;
            }
            let strict = self.begin_strict();
            let f = self.instantiate_function_here(id, args, at, sfinae);
            self.end_strict(strict);
            return f;
        }
        if host {
            // Host code, read for the kernels it launches.
            let hold = self.begin_hold();
            self.host.mode += 1;
            let f = self.instantiate_function_here(id, args, at, sfinae);
            self.host.mode -= 1;
            self.end_hold(hold, f.map(super::host::Entity::Func));
            return f;
        }
        self.instantiate_function_here(id, args, at, sfinae)
    }

    fn instantiate_function_here(
        &mut self,
        id: TemplateId,
        args: Vec<TArg>,
        at: Span,
        sfinae: bool,
    ) -> Option<FuncId> {
        let (def, sig, ctx, params) = match &self.tmpl(id).kind {
            TemplateKind::Function { def, sig } => (
                def.clone(),
                sig.clone(),
                self.tmpl(id).ctx,
                self.tmpl(id).params.clone(),
            ),
            _ => return None,
        };
        let explicit = match self.explicit_spec(id, &args).as_deref() {
            Some(ast::Item::Function(f)) => Some(Rc::new(f.clone())),
            _ => None,
        };
        let is_explicit = explicit.is_some();
        let def = explicit.unwrap_or(def);
        let pctx = if is_explicit {
            ctx
        } else {
            self.bind_ctx(ctx, &params, &args, None)
        };
        let mark = self.diags.len();
        let saved = self.scopes.enter(pctx);
        let ret = self.return_type(&def);
        let (ptys, local_tys) = self.param_types(&def);
        if sfinae && self.diags.len() != mark {
            self.diags.truncate(mark);
            self.scopes.leave(saved);
            return None;
        }
        let space = cuda::exec_space(self, &def);
        if space == ExecSpace::Global
            && (!self.types.is_void(ret) || super::typeexpr::mentions_auto(&def.ret))
        {
            if sfinae {
                self.scopes.leave(saved);
                return None;
            }
            self.error(
                def.ret.span,
                "a __global__ function must have a void return type",
            );
        }
        // A member template's specialisation is a member function.
        let class = self.scopes.ctx(ctx).class;
        let cv = Cv {
            is_const: def.method.is_const,
            is_volatile: def.method.is_volatile,
            ..Cv::NONE
        };
        let is_static = def.storage == ast::StorageClass::Static;
        let method = class.map(|class| Method {
            class,
            is_static,
            kind: MethodKind::Normal,
            is_const: cv.is_const,
            explicit: false,
        });
        let mut all = Vec::new();
        if let Some(class) = class.filter(|_| !is_static) {
            let q = self.types.qualified(class, cv);
            all.push(self.types.pointer(q));
        }
        all.extend(ptys.iter().copied());
        let fty = self.types.function(ret, all, def.variadic);
        let scope = self.scopes.ctx(ctx).path.clone();
        let last_pack = sig.pack && sig.full().is_some();
        let (mret, mparams) = match sig.full() {
            Some(full) => full,
            None => {
                // Only a symbol other code links against needs nvcc's
                // spelling.
                if space == ExecSpace::Global || self.opts.relocatable {
                    self.warning(
                        def.name.span,
                        "this specialization's symbol may differ from nvcc's: types that depend on template arguments through other templates are not mangled as written yet",
                    );
                }
                (ret, ptys.clone())
            }
        };
        let op = self.operator_unqual(&def.name.name, mparams.len(), def.name.span);
        let symbol = self.mangle_fn(&mangle::FnName {
            scope: &scope,
            name: op.unwrap_or(mangle::Unqual::Source(&def.name.name)),
            params: &mparams,
            variadic: def.variadic,
            extern_c: false,
            method: method
                .filter(|m| !m.is_static)
                .map(|_| (cv.is_const, cv.is_volatile, def.method.ref_qual)),
            template: Some((&args, mret)),
            last_pack,
        });
        // A specialisation for a local class or a closure type has no
        // linkage outside this translation unit.
        let local_args = args.iter().any(|a| self.types.is_local_arg(a))
            || matches!(scope.first(), Some(PathSeg::Local(i)) if !self.types.local_scopes[*i as usize].vague)
            || scope
                .iter()
                .any(|s| matches!(s, PathSeg::Record(t) if self.types.is_local(*t)));
        let linkage = if space == ExecSpace::Global && !is_explicit {
            // Kernels stay visible for the host to launch, even when a
            // template argument is local (a lambda) or the template is in
            // an anonymous namespace (clang and nvcc emit them too; clang
            // makes them weak_odr).
            if self.opts.relocatable {
                Linkage::WeakOdr
            } else {
                Linkage::External
            }
        } else if self.in_anonymous_namespace() || local_args {
            Linkage::Internal
        } else if is_explicit {
            // An explicit specialisation is an ordinary function.
            if self.opts.relocatable || space == ExecSpace::Global {
                Linkage::External
            } else {
                Linkage::Internal
            }
        } else if self.opts.relocatable {
            Linkage::LinkOnceOdr
        } else {
            Linkage::Internal
        };
        let inline = Self::inline_hint(&def.attrs);
        let kernel_attrs = self.kernel_attrs(&def, space);
        let fid = self.add_function(Function {
            inline,
            kernel_attrs,
            method,
            constexpr: def.constexpr,
            ..Function::declared(
                def.name.name.clone(),
                symbol,
                fty,
                ret,
                space,
                linkage,
                def.name.span,
            )
        });
        self.mark_deduced(fid, &def);
        self.instance_of.insert(fid, id);
        self.templates[id.0 as usize]
            .instances
            .insert(args.clone(), Instance::Func(fid));
        match &def.body {
            ast::Body::Stmt(body) => {
                if self.enter_instantiation(at) {
                    let state = self.take_fn_state();
                    // The lambdas around the call are not around the
                    // specialisation's body.
                    let frames = std::mem::take(&mut self.lambda_frames);
                    // A template of cudac's headers (`__ldcg<T>`) reports
                    // target and type errors at the user's use, as
                    // `ensure_defined` does for its functions.
                    let outer_use = self.library_use;
                    if outer_use.is_none() && self.library_files.contains(&def.name.span.file) {
                        self.library_use = Some((fid, at));
                    }
                    match self.generic_lambdas.get(&id).cloned() {
                        Some(env) => self
                            .define_generic_call_operator(fid, &def, &ptys, &local_tys, body, &env),
                        None if space.on_device() => {
                            self.define_function(fid, &def, &ptys, &local_tys, body)
                        }
                        None => self.check_host_body(fid, &def, &ptys, &local_tys, body),
                    }
                    self.library_use = outer_use;
                    self.lambda_frames = frames;
                    self.restore_fn_state(state);
                    self.inst_depth -= 1;
                }
            }
            ast::Body::Skipped(_) => {
                self.program.functions[fid.0 as usize].body = Some(Vec::new());
            }
            ast::Body::None => {}
        }
        self.scopes.leave(saved);
        let what = format!(
            "function template specialization '{}{}'",
            def.name.name,
            self.types.display_args(&args)
        );
        self.note_instantiation(mark, what, at);
        Some(fid)
    }

    /// `id<args>` for a class or alias template.
    pub(crate) fn instantiate_type(&mut self, id: TemplateId, args: Vec<TArg>, at: Span) -> TypeId {
        if let Some(Instance::Type(t)) = self.tmpl(id).instances.get(&args) {
            return *t;
        }
        // Host code naming a specialisation of something cudac does not
        // know (`Box<std::string>`): the type is not known either.
        if self.args_mention_unknown(&args) {
            return self.unknown_type();
        }
        let ctx = self.tmpl(id).ctx;
        if let TemplateKind::Alias { ty } = &self.tmpl(id).kind {
            let ty = ty.clone();
            let params = self.tmpl(id).params.clone();
            let pctx = self.bind_ctx(ctx, &params, &args, None);
            let saved = self.scopes.enter(pctx);
            let t = self.resolve_type(&ty);
            self.scopes.leave(saved);
            return t;
        }
        let TemplateKind::Class { def, is_union } = &self.tmpl(id).kind else {
            return self.int_ty();
        };
        let (primary, is_union) = (def.clone(), *is_union);
        let name = self.tmpl(id).name.clone();
        let tspan = self.tmpl(id).span;
        let t = self.types.new_record(name.clone(), is_union);
        let scope = self.scopes.ctx(ctx).path.clone();
        if let Some(r) = self.types.record_mut(t) {
            r.scope = scope;
            r.template = Some((id.0, args.clone()));
        }
        self.templates[id.0 as usize]
            .instances
            .insert(args.clone(), Instance::Type(t));
        if args.iter().any(|a| self.arg_is_dependent(a)) {
            // `Vec<T>` in a template's signature: a pattern, never defined.
            return t;
        }
        // The definition: an explicit specialisation, the first partial
        // specialisation that matches, or the primary template.
        let explicit = match self.explicit_spec(id, &args).as_deref() {
            Some(ast::Item::Record(r)) => Some(Rc::new(r.clone())),
            _ => None,
        };
        let (def, pctx) = if let Some(d) = explicit {
            (d, self.bind_ctx(ctx, &[], &[], Some((&name, t, tspan))))
        } else if let Some((def, params, bound)) = self.matching_partial(id, &args) {
            (
                def,
                self.bind_ctx(ctx, &params, &bound, Some((&name, t, tspan))),
            )
        } else {
            let Some(def) = primary else { return t };
            let params = self.tmpl(id).params.clone();
            (
                def,
                self.bind_ctx(ctx, &params, &args, Some((&name, t, tspan))),
            )
        };
        if def.fields.is_none() || !self.enter_instantiation(at) {
            return t;
        }
        let mark = self.diags.len();
        let saved = self.scopes.enter(pctx);
        let state = self.take_fn_state();
        self.define_record(t, &def);
        let members = self.tmpl(id).members.clone();
        for m in members {
            self.define_out_of_line(t, &m);
        }
        self.restore_fn_state(state);
        self.scopes.leave(saved);
        self.inst_depth -= 1;
        let what = format!("template class '{}'", self.types.display(t));
        self.note_instantiation(mark, what, at);
        t
    }

    /// The first partial specialisation of `id` matching `args`, with
    /// its own parameters' arguments.
    fn matching_partial(
        &mut self,
        id: TemplateId,
        args: &[TArg],
    ) -> Option<(Rc<ast::RecordDef>, Vec<ast::TemplateParam>, Vec<TArg>)> {
        let partials: Vec<(Vec<TArg>, usize)> = self
            .tmpl(id)
            .partials
            .iter()
            .map(|p| (p.args.clone(), p.params.len()))
            .collect();
        for (k, (pargs, n)) in partials.into_iter().enumerate() {
            if pargs.len() != args.len() {
                continue;
            }
            let mut slots: Vec<Option<TArg>> = vec![None; n];
            let packs = self.tmpl(id).partials[k]
                .params
                .iter()
                .map(|p| p.pack)
                .collect();
            let saved = std::mem::replace(&mut self.pack_params, packs);
            let ok = pargs
                .iter()
                .zip(args)
                .all(|(x, y)| self.deduce_targ(x, y, &mut slots).is_ok());
            self.pack_params = saved;
            if ok && slots.iter().all(|s| s.is_some()) {
                let p = &self.tmpl(id).partials[k];
                let bound = slots.into_iter().flatten().collect();
                return Some((p.def.clone(), p.params.clone(), bound));
            }
        }
        None
    }

    /// Resolves a template-id used as a type or qualifier (`Vec<float>`,
    /// `Ptr<int>`): the specialisation's type.
    pub(crate) fn template_type(&mut self, id: TemplateId, name: &ast::Ident) -> Option<TypeId> {
        let Some(written) = &name.args else {
            let what = self.template_kind_name(id);
            self.error(
                name.span,
                format!("use of {what} '{}' requires template arguments", name.name),
            );
            return None;
        };
        let written = written.clone();
        let args = self.template_args(id, &written, name.span)?;
        Some(self.instantiate_type(id, args, name.span))
    }

    /// Replaces the function template patterns among `cands` by the
    /// specialisations deduction finds for `args` (after `explicit`
    /// arguments); the reasons templates were set aside come back too.
    pub(crate) fn expand_templates(
        &mut self,
        cands: &[FuncId],
        explicit: Option<&[ast::TemplateArg]>,
        operand: Option<&Expr>,
        args: &[Expr],
        at: Span,
    ) -> (Vec<FuncId>, Vec<(Span, String)>) {
        // An operator's left operand is a non-member's first argument.
        let with_operand: Option<Vec<Expr>> = operand.map(|o| {
            std::iter::once(o.clone())
                .chain(args.iter().cloned())
                .collect()
        });
        let mut out = Vec::new();
        let mut ignored = Vec::new();
        for &f in cands {
            let Some(id) = self.program.functions[f.0 as usize].pattern else {
                if explicit.is_none() && !out.contains(&f) {
                    out.push(f);
                }
                continue;
            };
            let span = self.tmpl(id).span;
            let mark = self.diags.len();
            let explicit_args = match explicit {
                Some(w) => self.explicit_args(id, w, at),
                None => Some(Vec::new()),
            };
            let Some(explicit_args) = explicit_args else {
                self.diags.truncate(mark);
                ignored.push((
                    span,
                    "candidate template ignored: invalid explicitly-specified argument".to_string(),
                ));
                continue;
            };
            let takes_this = self.program.functions[f.0 as usize]
                .method
                .is_some_and(|m| m.takes_this());
            let call_args = match &with_operand {
                Some(all) if !takes_this => all.as_slice(),
                _ => args,
            };
            let deduced = self.deduce_call(id, &explicit_args, call_args);
            if deduced.is_err() {
                self.diags.truncate(mark);
            }
            match deduced {
                Ok(targs) => match self.instantiate_function(id, targs, at, true) {
                    Some(fid) if !out.contains(&fid) => out.push(fid),
                    Some(_) => {}
                    None => ignored.push((
                        span,
                        "candidate template ignored: substitution failure".to_string(),
                    )),
                },
                Err(why) => ignored.push((span, format!("candidate template ignored: {why}"))),
            }
        }
        (out, ignored)
    }
}

/// Each pack parameter nothing else gave gets the elements deduced for it.
fn fill_packs(slots: &mut [Option<TArg>], per: HashMap<usize, Vec<TArg>>) {
    for (k, items) in per {
        if slots[k].is_none() {
            slots[k] = Some(TArg::Pack(items));
        }
    }
}
