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
//! Function bodies are instantiated for the specialisations code uses
//! (host code too, read leniently: `host.rs`) or that are explicitly
//! instantiated. Deduction is in `deduce.rs`, instantiation in
//! `instantiate.rs`.
//!
//! Why re-checking the AST and not a dependent-type AST (clang's way): it
//! reuses every rule already written. The cost is that a template body is
//! checked only when instantiated, and names in it are looked up at the end
//! of the declarations seen so far, which accepts slightly more than
//! two-phase lookup does.
//!
//! Details:
//! - The parameter context is `Scopes::open_params`: a `DeclCtx` between the
//!   template's context and what it declares, with the same path.
//! - A function template's `Sig` holds each part as `Option<TypeId>`: a part
//!   reached through another template (`typename T::type`) is `None`: not
//!   deduced from, not mangled as the ABI would, and a warning says the
//!   symbol may differ from nvcc's when it is visible.
//! - Class template specialisations are records with
//!   `Record::template = (id, args)` (mangled `3VecIfE`, printed
//!   `Vec<float>`); with placeholder arguments they are patterns, never
//!   defined.
//! - `resolve` deduces explicit arguments first and defaults after; a
//!   signature or default that fails is a substitution failure: the
//!   diagnostics since the mark are truncated and the candidate is set aside
//!   with clang's reason.
//! - The caller's function state is set aside during an instantiation
//!   (`FnState`, `Sema::outside_function`); `if constexpr` discards the
//!   branch not taken unchecked.
//! - Packs: a template parameter pack binds to `Symbol::Pack`, a function
//!   parameter pack to `Symbol::LocalPack` (one local per element);
//!   `pattern...` in call arguments is checked once per element with
//!   `Sema::pack_index` selecting it (its length measured by a quiet first
//!   pass), and a trailing pack parameter deduces element by element
//!   (mangled `J…E` and `Dp`). `Ts...` in a template argument list
//!   (`ast::TemplateArg::Expansion`) becomes one argument per element.
//! - Variadic class templates end their arguments in one `TArg::Pack`;
//!   partial specialisations (`Tup<T, R...>`, `Sum<N, Ns...>`, `Arr<T, 1>`)
//!   are matched by `deduce_targs`, where a trailing pattern naming a pack
//!   parameter (`pack_params_named`) takes every remaining argument. A
//!   placeholder knows it is a pack (`Record::param_pack`), so mangling
//!   writes `Dp` before an expansion inside template arguments
//!   (`4ListIJDpT_EE`). Fold expressions are `fold.rs`.
//! - A deduced return type (`auto`, `auto &`, `const auto *`) in a function
//!   template's signature is `TypeKind::Auto` (mangled `Da`); each
//!   specialisation deduces its own from its first `return`
//!   (`FnCtx::ret_pattern`).
//! - A template template argument is `TArg::Template` (the template's id,
//!   scope and name, mangled as its name: `N2ns4CellE`), bound in the
//!   parameter context as `Symbol::Template`, so `B<T>` in the body
//!   instantiates the argument. In a template's signature the parameter
//!   is a placeholder template (`TemplateKind::Param`), so `B<T>` there is
//!   a pattern record (`param_index` and `template` both set), mangled
//!   `T_IS0_E` and deduced by binding `B` to the argument's template
//!   (`deduce_param_template`).
//! - Value parameters have no placeholder type. They stand for
//!   `BOUND_PLACEHOLDER + i` where a pattern needs them: in partial
//!   specialisations, and in a parameter whose array bound names one
//!   (`T (&a)[N]`), whose signature is built again that way so deduction
//!   binds `N` from the argument's bound and mangling writes the bound as
//!   `T0_`.

use super::scope::{CtxId, Symbol};
use super::{cuda, Sema};
use crate::ast::{self, TemplateParamKind};
use crate::ir::*;
use crate::source::Span;
use crate::types::{TArg, TypeId};
use std::collections::HashMap;
use std::rc::Rc;

/// What a value template parameter `i` stands for while a function
/// template's signature is built for deduction: `BOUND_PLACEHOLDER + i`
/// (beyond any array bound device code uses, yet representable in an
/// `int` parameter).
pub(crate) const BOUND_PLACEHOLDER: i128 = 0x7fff_f000;

/// The value parameter a deduction pattern's array bound stands for
/// (see `Sema::bound_placeholders`).
pub(crate) fn bound_param(n: u64) -> Option<usize> {
    let n = n as i128;
    (BOUND_PLACEHOLDER..BOUND_PLACEHOLDER + 256)
        .contains(&n)
        .then(|| (n - BOUND_PLACEHOLDER) as usize)
}

/// Whether type `te` has an array bound, or a template argument, that is
/// just the name of one of the value parameters in `params` (`T (&)[N]`,
/// `T (*)[N]`, `T[N]`, `Tile<N>`, `index_sequence<Is...>`).
pub(crate) fn bound_is_param(te: &ast::TypeExpr, params: &[ast::TemplateParam]) -> bool {
    let is_value_param = |e: &ast::Expr| match &e.kind {
        ast::ExprKind::Name(path) if path.len() == 1 => params.iter().any(|p| {
            matches!(p.kind, TemplateParamKind::Value { .. })
                && p.name.as_ref().is_some_and(|x| x.name == path[0].name)
        }),
        // `sizeof...(Is)` of any parameter pack (`std::array<T,
        // sizeof...(Is)>`): its length, kept as written.
        ast::ExprKind::SizeofPack(id) => params
            .iter()
            .any(|p| p.pack && p.name.as_ref().is_some_and(|x| x.name == id.name)),
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
                // (Or an expression of them, `I<N + 1>`: kept as written.)
                ast::TemplateArg::Expr(e) => mentions_value_param(e, &is_value_param),
                ast::TemplateArg::Type(t) => {
                    bound_is_param(t, params)
                        || matches!(&t.kind, ast::TypeExprKind::Named(p)
                            if p.len() == 1 && p[0].args.is_none() && is_value_param(
                                &ast::Expr::new(ast::ExprKind::Name(p.clone()), t.span)))
                }
                // `index_sequence<Is...>`: each element of a value pack.
                ast::TemplateArg::Expansion(inner) => match &**inner {
                    ast::TemplateArg::Expr(e) => is_value_param(e),
                    ast::TemplateArg::Type(t) => matches!(&t.kind, ast::TypeExprKind::Named(p)
                        if p.len() == 1 && p[0].args.is_none() && is_value_param(
                            &ast::Expr::new(ast::ExprKind::Name(p.clone()), t.span))),
                    ast::TemplateArg::Expansion(_) => false,
                },
            })
        }),
        _ => false,
    }
}

/// Whether expression `e` is, or is made with unary and binary operators
/// of, a name `is_param` accepts (`N`, `N + 1`, `(N > 2)`, `2 * N`).
fn mentions_value_param(e: &ast::Expr, is_param: &dyn Fn(&ast::Expr) -> bool) -> bool {
    match &e.kind {
        ast::ExprKind::Unary(_, x) => mentions_value_param(x, is_param),
        ast::ExprKind::Binary(_, a, b) => {
            mentions_value_param(a, is_param) || mentions_value_param(b, is_param)
        }
        _ => is_param(e),
    }
}

/// Gives template parameter `new` the default argument `old` has, when
/// it has none of its own.
/// Whether two template parameters are of the same kind (type, value,
/// template; pack or not), as redeclarations must have them.
pub(crate) fn same_param_kind(a: &ast::TemplateParam, b: &ast::TemplateParam) -> bool {
    std::mem::discriminant(&a.kind) == std::mem::discriminant(&b.kind) && a.pack == b.pack
}

pub(crate) fn merge_default(new: &mut ast::TemplateParam, old: &ast::TemplateParam) {
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
pub(crate) fn v_is_placeholder(v: i128) -> bool {
    v >= 0 && bound_param(v as u64).is_some()
}

/// Where a written template argument is.
pub(crate) fn inner_span(a: &ast::TemplateArg) -> Span {
    match a {
        ast::TemplateArg::Type(t) => t.span,
        ast::TemplateArg::Expr(e) => e.span,
        ast::TemplateArg::Expansion(x) => inner_span(x),
    }
}

/// The first construct not supported yet in a type as written.
pub(crate) fn unsupported_type(te: &ast::TypeExpr) -> Option<(&str, Span)> {
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

pub use crate::ir::TemplateId;

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
    /// (`template <class T> T Vec<T>::len() {…}`), for the instances
    /// the primary template defines, each with the path of the nested
    /// class it is a member of (`Outer<T>::Inner::get`: `[Inner]`; empty
    /// for the template's own members).
    pub members: Vec<NestedMember>,
    /// What each defined instance was defined from: only that
    /// definition's out-of-line members are its own.
    pub defined_from: HashMap<TypeId, DefinedFrom>,
    /// Out-of-line definitions of a class template's static data members
    /// (`template <class T> const int Vec<T>::rank = 1;`).
    pub static_members: Vec<Rc<ast::VarDecl>>,
    /// Out-of-line definitions of a class template's member templates
    /// (`template <class T> template <class U> U Box<T>::as() const
    /// {…}`): the member template's parameters and the definition.
    pub member_templates: Vec<(Vec<ast::TemplateParam>, Rc<ast::FunctionDef>)>,
    /// How many functions were declared when the template was defined:
    /// those with smaller ids are visible from its definition
    /// (`lookup::Horizon`).
    pub horizon: usize,
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
    /// `template <class T> constexpr T pi_v = T(3.14);`: each
    /// specialisation a namespace-scope variable (`instantiate_variable`).
    Variable {
        decl: Rc<ast::VarDecl>,
    },
    /// Template template parameter `index` of a template whose signature
    /// is being built: `H<T>` names a pattern (a placeholder record with
    /// `param_index` and `template`), which deduction matches against any
    /// class template's specialisation, binding `H` to that template.
    Param {
        index: u32,
    },
}

/// A function template's signature in terms of its parameters; a part
/// that only makes sense with arguments (`typename T::type`,
/// `enable_if<…>::type`) is `None`: not deduced from, and not mangled
/// as the ABI would (the specialisation's own types are used instead).
#[derive(Clone, Default)]
pub(crate) struct Sig {
    pub(crate) ret: Option<TypeId>,
    /// The return type as resolved with the parameters' placeholders.
    pub(crate) written_ret: Option<TypeId>,
    pub(crate) params: Vec<Option<TypeId>>,
    /// The types of the value parameters an array bound in `params`
    /// deduces (by template parameter index).
    pub(crate) value_types: Vec<Option<TypeId>>,
    /// The types of the template's value parameters as written, resolved
    /// with the placeholders (by template parameter index; `None` for
    /// type and template parameters): part of the template-head, which
    /// tells `template <class T, enable_if_t<P<T>, int> = 0> f(T)` from
    /// the same with `!P<T>` ([temp.over.link]p6).
    pub(crate) head_types: Vec<Option<TypeId>>,
    /// The last parameter is a function parameter pack (its type is the
    /// pattern of one element).
    pub(crate) pack: bool,
    /// That pack expands one of the template's own parameters: in a
    /// member template of `tuple<int, float>`, `tuple(const _Tp&... t)`
    /// expands the class's, and partial ordering counts its elements as
    /// fixed parameters ([temp.deduct.partial]p11), so it is more
    /// specialised than `tuple(_Up&&... u)`.
    pub(crate) own_pack: bool,
    /// C's `...` ends the parameters: arguments past them deduce nothing.
    pub(crate) variadic: bool,
}

impl Sig {
    pub(crate) fn full(&self) -> Option<(TypeId, Vec<TypeId>)> {
        let params: Option<Vec<TypeId>> = self.params.iter().copied().collect();
        Some((self.ret?, params?))
    }

    /// `full`, for matching redeclarations: a return type kept out of
    /// `ret` as dependent (`-> decltype(g<T>(0))`) counts as written.
    fn as_written(&self) -> Option<(TypeId, Vec<TypeId>)> {
        let params: Option<Vec<TypeId>> = self.params.iter().copied().collect();
        Some((self.ret.or(self.written_ret)?, params?))
    }
}

/// `template <class T> struct Vec<T*> {…}`: its parameters, its
/// arguments in terms of their placeholders, and its definition.
pub(crate) struct Partial {
    pub(crate) params: Vec<ast::TemplateParam>,
    pub(crate) args: Vec<TArg>,
    /// The arguments as written (`Ptr<O, Tag, typename
    /// add_lvalue_reference<O>::type>`), substituted after deduction
    /// where a non-deduced context sits inside one (`partial_spec.rs`).
    pub(crate) written: Vec<ast::TemplateArg>,
    pub(crate) def: PartialDef,
    /// Arguments whose substitution may fail (`partial_spec.rs`): their
    /// position and the argument as written; each stands in `args` for a
    /// placeholder after `params`' own.
    pub(crate) deferred: Vec<(usize, ast::TemplateArg)>,
    /// The scope it was declared in.
    pub(crate) ctx: CtxId,
    /// Its out-of-line member function definitions
    /// (`template <class A> void vector<bool, A>::flip() {…}`), as
    /// `Template::members`.
    pub(crate) members: Vec<NestedMember>,
    /// Its out-of-line member template definitions, as
    /// `Template::member_templates`.
    pub(crate) member_templates: Vec<(Vec<ast::TemplateParam>, Rc<ast::FunctionDef>)>,
}

pub(crate) use super::out_of_line::NestedMember;

/// Which definition a class template's instance was made from.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum DefinedFrom {
    Primary,
    /// Partial specialisation `k`.
    Partial(usize),
    Explicit,
}

/// What a partial specialisation defines.
#[derive(Clone)]
pub(crate) enum PartialDef {
    Class(Rc<ast::RecordDef>),
    /// `template <class T> constexpr int rank_v<T *> = …;`
    Var(Rc<ast::VarDecl>),
}

#[derive(Clone, Copy)]
pub(crate) enum Instance {
    Func(FuncId),
    Type(TypeId),
    Var(crate::ir::GlobalId),
}

impl Sema<'_> {
    /// How many arguments function template `id` declares, and whether
    /// the last is a pack (so any number from one fewer fits).
    pub(crate) fn template_arity(&self, id: TemplateId) -> Option<(usize, bool)> {
        match &self.templates[id].kind {
            TemplateKind::Function { def, sig } => Some((def.params.len(), sig.pack)),
            _ => None,
        }
    }

    pub(crate) fn tmpl(&self, t: TemplateId) -> &Template {
        &self.templates[t]
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
            ast::Item::Function(f) if !f.scope.is_empty() => match self.peek_path(&f.scope) {
                // A member template of a class that is no template.
                Some(Symbol::Type(t)) => self.define_member_template(t, params, f),
                // `template <class T> void ns::f(T) {…}`: a function
                // template of namespace `ns` defined outside it, read in
                // its scope (where its declaration is found).
                Some(Symbol::Namespace(ctx)) => {
                    let unqualified = ast::Item::Function(ast::FunctionDef {
                        scope: Vec::new(),
                        ..f.clone()
                    });
                    self.in_context(ctx, |s| s.declare_template(params, &unqualified, span));
                }
                _ => self.template_member_def(params, f),
            },
            // `template <> template <> R Kiss<u32>::next<u32>() {…}`: an
            // explicit specialisation of a member template of a class
            // template specialisation ([temp.expl.spec]p16).
            ast::Item::Template {
                params: inner,
                item,
                ..
            } if params.is_empty()
                && inner.is_empty()
                && matches!(&**item, ast::Item::Function(f) if !f.scope.is_empty()) =>
            {
                if let ast::Item::Function(f) = &**item {
                    self.explicit_function_spec(f);
                }
            }
            // `template <class T> template <class U> U Box<T>::as() {…}`.
            ast::Item::Template {
                params: inner,
                item,
                ..
            } if matches!(&**item, ast::Item::Function(f) if !f.scope.is_empty()) => {
                let ast::Item::Function(f) = &**item else {
                    return;
                };
                self.class_template_member_template(params, inner, f);
            }
            ast::Item::Function(f) if self.is_deduction_guide(f) => self.deduction_guide(params, f),
            ast::Item::Function(f) => {
                if matches!(f.kind, ast::FnKind::Destructor) {
                    self.error(f.name.span, "a destructor cannot be a template");
                    return;
                }
                self.function_template(params, f)
            }
            // `template <class E> class L::mapping {…}`: a member template
            // of class `L` defined out of line, in `L`'s scope.
            ast::Item::Record(r)
                if !r.qualifier.is_empty() && r.name.as_ref().is_some_and(|n| n.args.is_none()) =>
            {
                // `template <class C, class T> class basic_ostream<C,
                // T>::sentry {…}`: a nested class of a class template.
                if r.qualifier.iter().any(|q| q.args.is_some())
                    && self.template_nested_class_def(params, r)
                {
                    return;
                }
                let Some(ctx) = self.qualifier_scope(&r.qualifier) else {
                    self.error(span, "no class or namespace named by this qualifier");
                    return;
                };
                let unqualified = ast::Item::Record(ast::RecordDef {
                    qualifier: Vec::new(),
                    ..r.clone()
                });
                self.in_context(ctx, |s| s.declare_template(params, &unqualified, span));
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
                        self.templates[id].params = params.to_vec();
                    }
                    if r.fields.is_some() {
                        let t = &mut self.templates[id];
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
                        // What its members defined inside see
                        // (`lookup::Horizon`).
                        t.horizon = self.program.functions.len();
                        self.define_declared_instances(id, span);
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
            ast::Item::Vars(vs) => match vs.as_slice() {
                [v] if v.name.name.contains("::") => self.template_static_member_def(v),
                [v] if v.name.args.is_none() => {
                    let decl = Rc::new(v.clone());
                    let id =
                        self.add_template(&v.name, params, TemplateKind::Variable { decl }, span);
                    self.scopes
                        .insert(&v.name.name, Symbol::Template(id), v.name.span);
                }
                [v] if params.is_empty() => self.variable_spec(v),
                [v] => self.variable_partial(params, v),
                _ => self.error(span, "a variable template declares one variable"),
            },
            ast::Item::Unsupported { .. } => {
                self.declare_items(std::slice::from_ref(item));
            }
            _ => self.error(span, "this template declaration is not supported yet"),
        }
    }

    pub(crate) fn add_template(
        &mut self,
        name: &ast::Ident,
        params: &[ast::TemplateParam],
        kind: TemplateKind,
        span: Span,
    ) -> TemplateId {
        let id = self.templates.next_key();
        self.templates.push(Template {
            name: name.name.clone(),
            params: params.to_vec(),
            ctx: self.scopes.current(),
            kind,
            span,
            explicit: Vec::new(),
            partials: Vec::new(),
            static_members: Vec::new(),
            instances: HashMap::new(),
            members: Vec::new(),
            defined_from: HashMap::new(),
            member_templates: Vec::new(),
            horizon: self.program.functions.len(),
        });
        id
    }

    /// The class template `name` declared here, or a new one.
    pub(crate) fn find_or_add_template(
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

    /// The types of a template's value parameters (`Sig::head_types`),
    /// resolved with `holders` for its type parameters and each value
    /// parameter standing for itself (`DepExpr::TemplateParam`), so a
    /// later parameter's type may name an earlier one
    /// (`bool B = true, enable_if_t<P<T> && B, int> = 0`).
    fn head_types(
        &mut self,
        params: &[ast::TemplateParam],
        holders: &[TArg],
    ) -> Vec<Option<TypeId>> {
        if !params
            .iter()
            .any(|p| matches!(p.kind, TemplateParamKind::Value { .. }))
        {
            return vec![None; params.len()];
        }
        let mut bound = holders.to_vec();
        for (i, p) in params.iter().enumerate() {
            if matches!(p.kind, TemplateParamKind::Value { .. }) && !p.pack {
                bound[i] = TArg::Dep(crate::types::DepExpr::TemplateParam(i as u32));
            }
        }
        let hctx = self.bind_ctx(self.scopes.current(), params, &bound, None);
        self.in_context(hctx, |s| {
            params
                .iter()
                .map(|p| match &p.kind {
                    TemplateParamKind::Value { ty, .. } => s.value_param_type_of(ty),
                    _ => None,
                })
                .collect()
        })
    }

    /// A primary function template: its pattern joins the overload set.
    pub(crate) fn function_template(
        &mut self,
        params: &[ast::TemplateParam],
        f: &ast::FunctionDef,
    ) {
        if f.attrs.global {
            self.kernel_template_names.insert(f.name.name.clone());
        }
        let def = Rc::new(f.clone());
        let holders = self.placeholders(params);
        let pctx = self.bind_ctx(self.scopes.current(), params, &holders, None);
        let head_types = self.head_types(params, &holders);
        let (ret, mut sig_params) = self.in_context(pctx, |s| {
            // Unsupported syntax in the signature would make every deduction
            // a silent substitution failure: report it here, once.
            if let Some((what, at)) = unsupported_type(&f.ret) {
                s.error(at, format!("{what} is not supported yet"));
            }
            // A conversion function's "return type" is its target type.
            let ret_te = match &f.kind {
                ast::FnKind::Conversion(te) => &**te,
                _ => &f.ret,
            };
            let names = super::dependent::DepNames {
                fparams: &f.params,
                tparams: params,
            };
            // `decltype(e)` of a dependent `e` is kept as written (`DT …
            // E`) even where the placeholders would give it a type (`T{}`
            // is `T`, but mangles `DTtlT_EE`); one cudac cannot write
            // leaves the part unresolved (a kernel is then an error).
            let decltype_of = |s: &mut Self, te: &ast::TypeExpr, t: Option<TypeId>| {
                if !super::typeexpr::mentions_decltype(te) {
                    return t;
                }
                if let ast::TypeExprKind::Decltype(e) = &te.kind {
                    if let Some(d) = s.dependent_decltype(e, names) {
                        return Some(d);
                    }
                }
                t.filter(|&t| !s.is_dependent(t))
            };
            // (With the parameters in scope: `-> decltype(g(fwd<decltype(ts)>(ts)...))`
            // expands over the pack `ts`, as many as the placeholders.)
            let written =
                s.quietly(|s| s.with_auto_placeholder(|s| s.resolve_in_prototype(f, ret_te)));
            let ret = (decltype_of(s, ret_te, written), written);
            let mut sig_params = Vec::new();
            for p in &f.params {
                // (A pattern's parameter needs no complete type even in a
                // definition: its body is checked per specialisation.)
                let t = s.quietly(|s| {
                    let t = s
                        .as_prototype_param(true, &p.ty, |s| s.pack_element_type(&p.ty, p.pack, 0));
                    s.param_of(t, p.ty.span)
                });
                sig_params.push(decltype_of(s, &p.ty, t));
            }
            (ret, sig_params)
        });
        // `T (&a)[N]`, `Stack<T, N> &`: with the value parameters bound
        // to stand-in values, the array bound or template argument
        // becomes a pattern deduction can bind. (Also where the first
        // pass resolved: unbound, `N` found a global of that name.)
        let mut value_types = Vec::new();
        // (The return type too: `Q<d> *f<3>()` is mangled `P1QIXT_EE`, in
        // its symbol and in the names of what is local to it.)
        let ret_bound = matches!(f.kind, ast::FnKind::Normal) && bound_is_param(&f.ret, params);
        let mut ret = ret;
        if ret_bound || f.params.iter().any(|p| bound_is_param(&p.ty, params)) {
            let holders = self.bound_placeholders(params);
            value_types = holders
                .iter()
                .map(|h| match h {
                    TArg::Value(_, t) => Some(*t),
                    _ => None,
                })
                .collect();
            let pctx = self.bind_ctx(self.scopes.current(), params, &holders, None);
            self.in_context(pctx, |s| {
                if ret_bound {
                    if let Some(t) = s.quietly(|s| s.resolve_type(&f.ret)) {
                        ret = (Some(t), Some(t));
                    }
                }
                for (p, slot) in f.params.iter().zip(sig_params.iter_mut()) {
                    if !p.pack && bound_is_param(&p.ty, params) {
                        *slot = s.quietly(|s| {
                            let t = s.resolve_type(&p.ty);
                            s.param_of(t, p.ty.span)
                        });
                    }
                }
            });
        }
        if sig_params.len() == 1 && f.params[0].name.is_none() {
            if let Some(t) = sig_params[0] {
                if self.types.is_void(t) {
                    sig_params.clear();
                }
            }
        }
        let sig = Sig {
            ret: ret.0,
            written_ret: ret.1,
            params: sig_params,
            value_types,
            head_types,
            pack: f.params.last().is_some_and(|p| p.pack),
            own_pack: f.params.last().is_some_and(|p| {
                p.pack
                    && super::typeexpr::names_any(&p.ty, &|n| {
                        params
                            .iter()
                            .any(|tp| tp.pack && tp.name.as_ref().is_some_and(|m| m.name == n))
                    })
            }),
            variadic: f.variadic,
        };
        // A definition after a declaration (`.inl` files) may reach kernels.
        if let Some(old) = self.same_function_template(params, f, &sig) {
            self.note_kernel_reaching(f, super::host::written_space(&f.attrs));
            self.redeclare_function_template(old, params, def);
            return;
        }
        let space = cuda::exec_space(self, f);
        if space == ExecSpace::Global {
            self.note_library_kernel(f.name.span);
        }
        self.note_kernel_reaching(f, space);
        let int = self.int_ty();
        let ctor = matches!(f.kind, ast::FnKind::Constructor);
        let ret = if ctor {
            self.types.void()
        } else {
            sig.ret.unwrap_or(int)
        };
        let ptys: Vec<TypeId> = sig.params.iter().map(|p| p.unwrap_or(int)).collect();
        self.add_template(
            &f.name,
            params,
            TemplateKind::Function { def, sig },
            f.name.span,
        );
        let id = TemplateId(self.templates.len() as u32 - 1);
        let fty = self.types.function(ret, ptys, f.variadic);
        // A member template's pattern is a member: overload resolution
        // then supplies the object.
        let class = self.scopes.ctx(self.scopes.current()).class;
        let method = class.map(|class| Method {
            class,
            is_static: f.storage == ast::StorageClass::Static,
            kind: match f.kind {
                ast::FnKind::Constructor => MethodKind::Constructor,
                ast::FnKind::Conversion(_) => MethodKind::Conversion,
                _ => MethodKind::Normal,
            },
            is_const: f.method.is_const,
            is_volatile: f.method.is_volatile,
            explicit: f.explicit,
            ref_qual: f.method.ref_qual,
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
        // Its own body sees it (a recursive variadic template calls
        // another of its specialisations).
        self.templates[id].horizon = self.program.functions.len();
        match class {
            // A constructor template: a candidate of every initialisation
            // of the class (`construct`), found under the constructors' key.
            Some(class) if ctor => {
                let key = self.member_key(&f.name.name, MethodKind::Constructor);
                self.scopes.add_func(&key, fid, f.name.span);
                if let Some(info) = self.classes.get_mut(&class) {
                    info.ctors.push(fid);
                }
            }
            _ => self.scopes.add_func(&f.name.name, fid, f.name.span),
        }
    }

    /// The function template of this scope that `params`/`f` (with
    /// signature `sig`) declares again: same name, same kinds of template
    /// parameters, the same signature up to the parameters' names
    /// ([temp.over.link]). `None` for a new template (an overload).
    fn same_function_template(
        &self,
        params: &[ast::TemplateParam],
        f: &ast::FunctionDef,
        sig: &Sig,
    ) -> Option<TemplateId> {
        let (ret, ps) = sig.as_written()?;
        let Some((Symbol::Funcs(fs), _)) = self.scopes.lookup_here(&f.name.name) else {
            return None;
        };
        fs.iter().find_map(|fid| {
            let id = self.program.functions[*fid].pattern?;
            let t = self.tmpl(id);
            let TemplateKind::Function {
                def: old,
                sig: old_sig,
            } = &t.kind
            else {
                return None;
            };
            let (old_ret, old_ps) = old_sig.as_written()?;
            let same = t.ctx == self.scopes.current()
                && t.params.len() == params.len()
                && t.params
                    .iter()
                    .zip(params)
                    .all(|(a, b)| same_param_kind(a, b))
                && old_sig.head_types.len() == sig.head_types.len()
                && params
                    .iter()
                    .zip(old_sig.head_types.iter().zip(&sig.head_types))
                    .all(|(p, (a, b))| match (a, b) {
                        (Some(a), Some(b)) => self.types.same_modulo_params(*a, *b),
                        // A value parameter's type that does not resolve
                        // cannot be proven the same (as `as_written`);
                        // overload resolution then takes the defined one
                        // of a template declared twice.
                        _ => !matches!(p.kind, TemplateParamKind::Value { .. }),
                    })
                && old_sig.pack == sig.pack
                && old.variadic == f.variadic
                && old.method == f.method
                && self.types.same_modulo_params(old_ret, ret)
                && old_ps.len() == ps.len()
                && old_ps
                    .iter()
                    .zip(&ps)
                    .all(|(a, b)| self.types.same_modulo_params(*a, *b));
            same.then_some(id)
        })
    }

    /// A function template declared again: the definition, if this is
    /// it, becomes the template's (with the parameter names it uses and
    /// the defaults earlier declarations gave), and specialisations asked
    /// for before it get their bodies.
    fn redeclare_function_template(
        &mut self,
        id: TemplateId,
        params: &[ast::TemplateParam],
        def: Rc<ast::FunctionDef>,
    ) {
        let TemplateKind::Function { def: old, .. } = &self.tmpl(id).kind else {
            return;
        };
        let has_body = |d: &ast::FunctionDef| !matches!(d.body, ast::Body::None);
        if !has_body(&def) {
            return;
        }
        if has_body(old) {
            self.error(
                def.name.span,
                format!("redefinition of '{}'", def.name.name),
            );
            return;
        }
        let t = &mut self.templates[id];
        let mut merged = params.to_vec();
        for (new, old) in merged.iter_mut().zip(&t.params) {
            merge_default(new, old);
        }
        t.params = merged;
        if let TemplateKind::Function { def: d, .. } = &mut t.kind {
            *d = def;
        }
        t.horizon = self.program.functions.len();
        self.define_earlier_instances(id);
    }

    /// The specialisation of function template `id` for template
    /// arguments `written` alone (none deduced), if they (with the
    /// parameters' defaults) give every parameter; `None` quietly
    /// otherwise.
    ///
    /// A signature that does not substitute is an error (reported) and
    /// leaves no specialisation behind: in an unevaluated operand under
    /// SFINAE (libcu++'s concept emulation asks `decltype(&impl<It>)`),
    /// a specialisation left from a failed attempt made the next ask
    /// succeed, so `contiguous_iterator<It>` was false once, then true.
    pub(crate) fn instantiate_explicit(
        &mut self,
        id: TemplateId,
        written: &[ast::TemplateArg],
        at: Span,
    ) -> Option<FuncId> {
        let (args, _) = self.tentatively(|s| {
            s.explicit_args(id, written, at)
                .and_then(|a| s.complete_args(id, s.slots(id, a)).ok())
        });
        let args = args?;
        let (f, found) = self.tentatively(|s| s.instantiate_function(id, args.clone(), at, true));
        if f.is_some() {
            self.restore_diags(found);
            return f;
        }
        // Failed: why, from the signature substituted again (nothing is
        // registered by that).
        let why = self.signature_errors(id, &args);
        if why
            .iter()
            .any(|d| d.severity == crate::diag::Severity::Error)
        {
            self.restore_diags(why);
        } else {
            let name = self.tmpl(id).name.clone();
            self.error(
                at,
                format!("no specialization of '{name}' for these template arguments: its declaration does not substitute"),
            );
        }
        None
    }

    /// The diagnostics of substituting `args` into function template
    /// `id`'s signature (its return and parameter types), which registers
    /// nothing.
    fn signature_errors(&mut self, id: TemplateId, args: &[TArg]) -> Vec<crate::diag::Diagnostic> {
        let TemplateKind::Function { def, .. } = &self.tmpl(id).kind else {
            return Vec::new();
        };
        let def = def.clone();
        let (ctx, params) = (self.tmpl(id).ctx, self.tmpl(id).params.clone());
        let pctx = self.bind_ctx(ctx, &params, args, None);
        self.in_context(pctx, |s| {
            s.tentatively(|s| {
                s.as_declared_return(&def.ret, |s| s.return_type(&def));
                s.param_types(&def);
            })
            .1
        })
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
    /// anything (an attempt, `transaction.rs`).
    pub(crate) fn quietly<R>(&mut self, f: impl FnOnce(&mut Self) -> R) -> Option<R> {
        let (r, found) = self.tentatively(f);
        found.is_empty().then_some(r)
    }

    /// One placeholder type per type parameter (values have none).
    pub(crate) fn placeholders(&mut self, params: &[ast::TemplateParam]) -> Vec<TArg> {
        let depth = self.scopes.template_depth(self.scopes.current());
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
                    TemplateParamKind::Template { .. } if !p.pack => {
                        let ident = ast::Ident::new(name.clone(), p.span);
                        let kind = TemplateKind::Param { index: i as u32 };
                        let id = self.add_template(&ident, &[], kind, p.span);
                        let scope = self.scopes.ctx(self.scopes.current()).path.clone();
                        TArg::Template(crate::types::TemplateName {
                            id: id.0,
                            scope,
                            name,
                        })
                    }
                    _ => {
                        let t = self.types.new_record(name, false);
                        if let Some(r) = self.types.record_mut(t) {
                            r.param_index = Some(i as u32);
                            r.param_pack = p.pack;
                            r.param_depth = depth;
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
    pub(crate) fn bound_placeholders(&mut self, params: &[ast::TemplateParam]) -> Vec<TArg> {
        let mut out = self.placeholders(params);
        for (i, p) in params.iter().enumerate() {
            if let TemplateParamKind::Value { ty, .. } = &p.kind {
                // `template <auto L>`: the argument gives the type, so
                // until then it is `decltype(L)`, a dependent type (which
                // `ic<decltype(L), L>` does not deduce from).
                let t = if matches!(
                    ty.kind,
                    ast::TypeExprKind::Auto | ast::TypeExprKind::DecltypeAuto
                ) {
                    Some(self.dependent_param_type(i as u32))
                } else {
                    self.value_param_type_of(ty)
                };
                let t = t.unwrap_or_else(|| self.int_ty());
                let v = TArg::Value(BOUND_PLACEHOLDER + i as i128, t);
                out[i] = if p.pack { TArg::Pack(vec![v]) } else { v };
            }
        }
        out
    }

    /// The type of a value template parameter declared with type `ty`:
    /// an array or function type adjusted to a pointer, top-level
    /// qualifiers dropped ([temp.param]/5, /10: `template <float
    /// op(float)>` takes a `float (*)(float)`); `None` where `ty` is no
    /// type here.
    pub(crate) fn value_param_type_of(&mut self, ty: &ast::TypeExpr) -> Option<TypeId> {
        let t = self.quietly(|s| s.resolve_type(ty))?;
        Some(self.decay_param(t))
    }

    /// The type of value parameter `i` of the template being deduced.
    pub(crate) fn value_param_type(&mut self, i: usize) -> TypeId {
        match self.deduction.bound_types.get(i).copied().flatten() {
            Some(t) => t,
            None => self.int_ty(),
        }
    }

    /// A parameter context under `parent` binding each named parameter to
    /// its argument (a value parameter with a `Pack` placeholder stays
    /// unbound); `self_name` is the injected name of a class instance.
    pub(crate) fn bind_ctx(
        &mut self,
        parent: CtxId,
        params: &[ast::TemplateParam],
        args: &[TArg],
        self_name: Option<(&str, TypeId, Span)>,
    ) -> CtxId {
        let ctx = self.scopes.open_params(parent);
        if !params.is_empty() {
            self.scopes.mark_binds_args(ctx);
        }
        for (p, a) in params.iter().zip(args) {
            let Some(n) = &p.name else { continue };
            let sym = match a {
                TArg::Type(t) => Symbol::Type(*t),
                TArg::Value(v, t) => Symbol::Enumerator(*v, *t),
                TArg::Template(n) => Symbol::Template(TemplateId(n.id)),
                // The parameter names the function itself: `R(v)` calls it.
                TArg::Func(f) => Symbol::Funcs(vec![FuncId(f.id)]),
                TArg::Dep(d) => Symbol::DepValue(d.clone()),
                TArg::Pack(items) if p.pack => Symbol::Pack(items.clone()),
                TArg::Pack(_) | TArg::Spread(_) => continue,
            };
            self.scopes.insert_in(ctx, &n.name, sym, n.span);
        }
        if let Some((n, t, at)) = self_name {
            self.scopes.insert_in(ctx, n, Symbol::Type(t), at);
        }
        ctx
    }

    /// Records `item` as template `id`'s explicit specialisation for the
    /// arguments `name` writes; one after an instantiation for the same
    /// arguments is an error.
    pub(crate) fn add_explicit_spec(
        &mut self,
        id: TemplateId,
        name: &ast::Ident,
        item: Rc<ast::Item>,
    ) {
        let written = name.args.clone().unwrap_or_default();
        let Some(args) = self.template_args(id, &written, name.span) else {
            return;
        };
        // `template <> struct tr<char>;` declares what a later definition
        // defines: one entry per specialisation, the definition's once
        // there is one.
        let forward = |i: &ast::Item| matches!(i, ast::Item::Record(r) if r.fields.is_none());
        let known = self.tmpl(id).explicit.iter().position(|(a, _)| *a == args);
        if let Some(k) = known {
            if forward(&item) {
                return;
            }
            if forward(&self.tmpl(id).explicit[k].1) {
                self.templates[id].explicit.remove(k);
            }
        }
        if let Some(&Instance::Type(t)) = self.tmpl(id).instances.get(&args) {
            // Named while only declared (a pointer to it, a typedef): left
            // incomplete, and this definition completes it, as a class's
            // definition completes its forward declaration.
            let defines = matches!(&*item, ast::Item::Record(r) if r.fields.is_some());
            if defines && !self.types.is_complete(t) {
                self.forget_deferred(t);
                self.templates[id].explicit.push((args.clone(), item));
                self.define_instance(id, t, &args, name.span);
                return;
            }
        }
        if forward(&item) && self.tmpl(id).instances.contains_key(&args) {
            return;
        }
        if self.tmpl(id).instances.contains_key(&args) {
            self.error(
                name.span,
                "explicit specialization after instantiation is not allowed",
            );
            return;
        }
        self.templates[id].explicit.push((args, item));
    }

    /// `template <class T> struct Vec<T*> {…}` or `template <> struct
    /// Vec<int> {…}`.
    pub(crate) fn class_spec(&mut self, params: &[ast::TemplateParam], r: &ast::RecordDef) {
        let Some(name) = &r.name else { return };
        // `template <> class ::cuda::std::numeric_limits<half_t>`: the
        // template is found in the scope written (an inline namespace's
        // member through its enclosing one).
        let found = if r.qualifier.is_empty() {
            self.scopes.lookup(&name.name)
        } else {
            let mut path = r.qualifier.clone();
            path.push(ast::Ident::new(name.name.clone(), name.span));
            self.peek_path(&path)
        };
        let Some(Symbol::Template(id)) = found else {
            self.error(
                name.span,
                format!("no template named '{}' to specialize", name.name),
            );
            return;
        };
        if params.is_empty() {
            self.add_explicit_spec(id, name, Rc::new(ast::Item::Record(r.clone())));
            return;
        }
        self.add_partial(id, params, name, PartialDef::Class(Rc::new(r.clone())));
    }

    /// The instances of class template `id` defined so far from
    /// definition `from`: an out-of-line member of that definition
    /// reaches them.
    pub(crate) fn instances_defined_from(&self, id: TemplateId, from: DefinedFrom) -> Vec<TypeId> {
        let of = |t: &TypeId| self.tmpl(id).defined_from.get(t).copied();
        self.complete_instances(id)
            .into_iter()
            .filter(|t| of(t).unwrap_or(DefinedFrom::Primary) == from)
            .collect()
    }

    /// The instances of class template `id` defined so far (an
    /// out-of-line member definition reaches each; later ones get it when
    /// they are completed).
    pub(crate) fn complete_instances(&self, id: TemplateId) -> Vec<TypeId> {
        self.tmpl(id)
            .instances
            .values()
            .filter_map(|i| match i {
                Instance::Type(t) if self.types.is_complete(*t) => Some(*t),
                _ => None,
            })
            .collect()
    }

    /// The out-of-line definition of a class template's member template:
    /// kept with the class template and given to each instance.
    fn class_template_member_template(
        &mut self,
        outer: &[ast::TemplateParam],
        params: &[ast::TemplateParam],
        f: &ast::FunctionDef,
    ) {
        let Some(Symbol::Template(id)) = self.peek_path(&f.scope) else {
            let at = f.scope.last().map_or(f.name.span, |s| s.span);
            self.error(
                at,
                "no class template named here to define a member template of",
            );
            return;
        };
        let def = Rc::new(f.clone());
        let entry = (params.to_vec(), def.clone());
        // As `template_member_def`: a partial specialisation's, or the
        // primary template's.
        let class = f.scope.last().cloned();
        let from = match class.and_then(|c| self.partial_of_member(id, outer, &c)) {
            Some(k) => {
                self.templates[id].partials[k].member_templates.push(entry);
                DefinedFrom::Partial(k)
            }
            None => {
                self.templates[id].member_templates.push(entry);
                DefinedFrom::Primary
            }
        };
        let instances = self.instances_defined_from(id, from);
        for t in instances {
            self.define_member_template(t, params, &def);
        }
    }

    /// Gives member template `f` of class `t` (declared in the class) the
    /// out-of-line definition `f` with parameters `params`: its
    /// specialisations are made from that definition.
    pub(crate) fn define_member_template(
        &mut self,
        t: TypeId,
        params: &[ast::TemplateParam],
        f: &ast::FunctionDef,
    ) {
        let Some(ctx) = self.class_ctx(t) else {
            return;
        };
        // `pair<T1, T2>::pair(…)`: a constructor template.
        let ctor = matches!(f.kind, ast::FnKind::Constructor)
            || self.types.record(t).is_some_and(|r| r.name == f.name.name);
        let kind = if ctor {
            MethodKind::Constructor
        } else {
            MethodKind::Normal
        };
        let key = self.member_key(&f.name.name, kind);
        let pats: Vec<TemplateId> = match self.scopes.lookup_in(ctx, &key) {
            Some(Symbol::Funcs(fs)) => fs
                .iter()
                .filter_map(|&g| self.program.functions[g].pattern)
                .collect(),
            _ => Vec::new(),
        };
        let target = pats.into_iter().find(|&id| {
            let tm = self.tmpl(id);
            matches!(&tm.kind, TemplateKind::Function { def, .. }
                if matches!(def.body, ast::Body::None)
                    && def.params.len() == f.params.len()
                    && def.method.is_const == f.method.is_const)
                && tm.params.len() == params.len()
        });
        let Some(id) = target else {
            let d = self.describe_ty(t);
            self.error(
                f.name.span,
                format!(
                    "out-of-line definition of '{}' does not match any member template of '{d}'",
                    f.name.name
                ),
            );
            return;
        };
        let mut def = ast::FunctionDef {
            scope: Vec::new(),
            ..f.clone()
        };
        let tm = &mut self.templates[id];
        if let TemplateKind::Function { def: d, .. } = &mut tm.kind {
            // Default arguments are the declaration's (Thrust's
            // `pointer(const OtherPointer&, enable_if_…::type* = 0)`,
            // defined without them out of line).
            for (p, old) in def.params.iter_mut().zip(&d.params) {
                if p.default.is_none() {
                    p.default = old.default.clone();
                }
            }
            // So is `static`, which a definition out of line may not
            // repeat (Thrust's `allocator_traits<Alloc>::construct`).
            if d.storage == ast::StorageClass::Static {
                def.storage = ast::StorageClass::Static;
            }
            *d = Rc::new(def);
        }
        // And so are default template arguments (Thrust's `vector_base(
        // InputIterator, InputIterator)` with an `enable_if_t<…, int> = 0`
        // parameter, defined out of line without the `= 0`).
        let mut merged = params.to_vec();
        for (new, old) in merged.iter_mut().zip(&tm.params) {
            merge_default(new, old);
        }
        tm.params = merged;
        tm.horizon = self.program.functions.len();
        // Specialisations a body used before this definition (the
        // toolkit's `pipeline::commit_and_wait` calls `wait_prior<0>`,
        // defined further down) get their bodies now, as for a function
        // template defined after its first use; else they stayed
        // declarations, and the PTX called an undefined function.
        self.define_earlier_instances(id);
    }
}

/// Each pack parameter nothing else gave gets the elements deduced for it.
pub(crate) fn fill_packs(slots: &mut [Option<TArg>], per: HashMap<usize, Vec<TArg>>) {
    for (k, items) in per {
        if slots[k].is_none() {
            slots[k] = Some(TArg::Pack(items));
        }
    }
}
