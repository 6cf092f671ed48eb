//! Declarations: functions, global and local variables (their
//! initialisers are `init.rs`'s).

use super::cuda;
use super::mangle;
use super::scope::Symbol;
use super::{FnCtx, Sema};
use crate::ast::{self, Body, Initializer, StorageClass};
use crate::ir::*;
use crate::source::Span;
use crate::types::{AddrSpace, TypeId, TypeKind};

impl Sema<'_> {
    pub(crate) fn declare_items(&mut self, items: &[ast::Item]) {
        for item in items {
            if self.is_host_library_item(item) {
                self.declare_library_item(item);
            } else {
                self.declare_item(item);
            }
        }
    }

    /// Declares one namespace-scope declaration.
    pub(crate) fn declare_item(&mut self, item: &ast::Item) {
        match item {
            ast::Item::Function(f) => match self.misparsed_variable(f) {
                Some(v) => self.declare_global_var(&v),
                None => self.declare_function(f),
            },
            ast::Item::Vars(vs) => self.in_declaration_group(|s| {
                for v in vs {
                    s.declare_global_var(v);
                }
            }),
            ast::Item::Typedef(t) => self.declare_typedef(t),
            ast::Item::Record(r) => {
                self.note_kernel_reaching_members(r);
                self.declare_record(r);
            }
            ast::Item::Enum(e) => {
                self.declare_enum(e);
            }
            ast::Item::LinkageSpec { items, .. } => self.declare_items(items),
            ast::Item::Namespace {
                name,
                inline,
                items,
                ..
            } => self.namespace_def(name.as_ref(), *inline, items),
            ast::Item::Using(u, span) => self.using(u, *span),
            ast::Item::StaticAssert {
                cond,
                message,
                span,
            } => self.static_assert(cond, message.as_deref(), *span),
            ast::Item::Template { params, item, span } => {
                if let ast::Item::Record(r) = &**item {
                    self.note_kernel_reaching_members(r);
                }
                self.declare_template(params, item, *span)
            }
            ast::Item::Instantiation {
                item,
                span,
                is_extern,
            } => self.explicit_instantiation(item, *span, *is_extern),
            ast::Item::Pragma { .. } => {}
            ast::Item::Unsupported { what, span } => {
                self.error(*span, cuda::unsupported_message(what, true));
            }
        }
    }

    /// The alignment variable `v` (of type `ty`) asks for beyond its
    /// type's (`alignas(16)`, `__align__(16)`, `__attribute__((aligned(
    /// 16)))`): an alignment below the type's is no change for a variable
    /// ([dcl.align]p5 makes it an error for `alignas`; GCC ignores it).
    pub(crate) fn variable_align(&mut self, v: &ast::VarDecl, ty: TypeId) -> Option<u64> {
        let want = self.requested_align(v.attrs.align.as_ref()?)?;
        let natural = self.types.layout(ty).map_or(1, |l| l.align);
        (want > natural).then_some(want)
    }

    pub(crate) fn static_assert(&mut self, cond: &ast::Expr, message: Option<&str>, span: Span) {
        let e = self.check_expr(cond);
        let b = self.contextual_bool(e);
        match self.fold(&b) {
            Some(0) => match message {
                Some(m) => self.error(span, format!("static assertion failed: {m}")),
                None => self.error(span, "static assertion failed"),
            },
            Some(_) => {}
            None => self.error(
                cond.span,
                "static assertion expression is not an integral constant expression",
            ),
        }
    }

    /// `constexpr unsigned v(a * b);` where `a` names a value: a variable
    /// with constructor arguments, though the grammar reads a function
    /// declaration with a pointer parameter `b` to type `a` (HeCBench's
    /// marchingCubes). C++ decides by what the names denote.
    pub(crate) fn misparsed_variable(&self, f: &ast::FunctionDef) -> Option<ast::VarDecl> {
        if !matches!(f.body, ast::Body::None) || f.is_virtual || f.friend {
            return None;
        }
        let heads = f.param_type_heads();
        let names_value = |id: &ast::Ident| {
            matches!(
                self.scopes.lookup(&id.name),
                Some(Symbol::Global(_) | Symbol::Local(_) | Symbol::Enumerator(..))
            )
        };
        if heads.is_empty() || !heads.iter().any(|h| names_value(h)) {
            return None;
        }
        f.as_ctor_args(true).map(|args| f.as_variable(args))
    }

    fn declare_function(&mut self, f: &ast::FunctionDef) {
        if !cuda::is_host_only(f) {
            return self.declare_function_scoped(f);
        }
        // Host code: what cudac cannot resolve in it matters only if
        // device code uses it (`host.rs`).
        self.host.mode += 1;
        self.declare_function_scoped(f);
        self.host.mode -= 1;
    }

    fn declare_function_scoped(&mut self, f: &ast::FunctionDef) {
        if f.scope.is_empty() {
            return self.declare_function_here(f);
        }
        // `void ns::f() {}` defines a function `ns` declared: it is
        // checked as if written inside `ns`.
        if let Some(Symbol::Type(t)) = self.peek_path(&f.scope) {
            if self.types.is_record(t) {
                return self.define_out_of_line(t, f);
            }
        }
        // `complex<float>::complex(…) {…}`: a member of an explicit
        // specialisation, defined without `template <>`.
        if f.scope.last().is_some_and(|s| s.args.is_some()) {
            let span = f.scope.last().map_or(f.name.span, |s| s.span);
            let te = ast::TypeExpr::named(f.scope.clone(), span);
            let t = self.resolve_type(&te);
            if self.types.is_record(t) {
                return self.define_out_of_line(t, f);
            }
            return;
        }
        let Some(ns) = self.namespace_by_path(&f.scope, f.name.span) else {
            return;
        };
        if !matches!(
            self.scopes.lookup_in(ns, &f.name.name),
            Some(Symbol::Funcs(_))
        ) {
            let what = self.namespace_name(ns);
            self.no_matching_declaration(&f.name, &what);
            return;
        }
        let saved = self.scopes.set_current(ns);
        self.declare_function_here(f);
        self.scopes.set_current(saved);
    }

    /// Whether declarations here have internal linkage because they are
    /// inside an anonymous namespace.
    pub(crate) fn in_anonymous_namespace(&self) -> bool {
        let ctx = self.scopes.ctx(self.scopes.current());
        ctx.path.contains(&crate::types::PathSeg::AnonNamespace)
    }

    fn declare_function_here(&mut self, f: &ast::FunctionDef) {
        let space = cuda::exec_space(self, f);
        // A host function's signature may name what cudac does not know.
        let hold = (space == ExecSpace::Host).then(|| self.begin_hold());
        let ret = self.return_type(f);
        let (ptys, local_tys) = self.param_types(f);
        let held = hold.map(|h| self.end_hold_take(h)).unwrap_or_default();
        let fty = self.types.function(ret, ptys.clone(), f.variadic);
        if space == ExecSpace::Global {
            cuda::check_kernel_signature(self, ret, &f.ret, f.variadic, f.name.span, false);
            self.note_library_kernel(f.name.span);
        }
        let scope = self.scopes.ctx(self.scopes.current()).path.clone();
        let op_name = self.operator_unqual(&f.name.name, ptys.len(), f.name.span);
        let symbol = self.mangle_fn(&mangle::FnName {
            scope: &scope,
            name: op_name.unwrap_or(mangle::Unqual::Source(&f.name.name)),
            params: &ptys,
            variadic: f.variadic,
            extern_c: f.extern_c,
            method: None,
            template: None,
            last_pack: false,
        });
        let inline = Self::inline_hint(&f.attrs);
        // A `constexpr` function is implicitly inline ([dcl.constexpr]p1):
        // every file may define it, so under -rdc it is no entry point of
        // its own (libstdc++'s constexpr functions are not device code).
        let origin = cuda::FnOrigin::Declared {
            is_static: f.storage == StorageClass::Static,
            inline: f.inline || f.constexpr,
        };
        let linkage = cuda::function_linkage(
            space,
            origin,
            self.in_anonymous_namespace(),
            self.opts.relocatable,
        );
        let kernel_attrs = self.kernel_attrs(f, space);

        // A redeclaration of the same function reuses its id; a function
        // template of the same signature is another entity, which this
        // non-template overloads ([temp.over.link]).
        let existing = match self.scopes.redeclaration_target(&f.name.name) {
            Some(Symbol::Funcs(fs)) => fs.iter().copied().find(|id| {
                let g = &self.program.functions[*id];
                g.ty == fty && g.pattern.is_none()
            }),
            Some(Symbol::Local(_))
            | Some(Symbol::Global(_))
            | Some(Symbol::Type(_))
            | Some(Symbol::Enumerator(..))
                if self.scopes.lookup_here(&f.name.name).is_some()
                    && !self.hidable_tag_here(&f.name.name) =>
            {
                self.error(
                    f.name.span,
                    format!(
                        "redefinition of '{}' as different kind of symbol",
                        f.name.name
                    ),
                );
                return;
            }
            _ => None,
        };
        // `extern "C"` names one function whichever namespace declares it.
        let existing = existing.or_else(|| {
            let id = *self.extern_c_fns.get(&f.name.name).filter(|_| f.extern_c)?;
            (self.program.functions[id].ty == fty).then_some(id)
        });
        let has_body = matches!(f.body, Body::Stmt(_) | Body::Skipped(_));
        // A host library's definition of a CUDA math function
        // (libstdc++'s `std::sqrt(float)`, after the math API declared
        // it there): CUDA's stands, as in nvcc.
        if existing.is_some_and(|id| self.is_math_api(id))
            && self.library_files.contains(&f.name.span.file)
        {
            return;
        }
        let id = match existing {
            Some(id) => {
                let (old_space, old_has_body) = {
                    let old = &self.program.functions[id];
                    (old.space, old.body.is_some())
                };
                // A redeclaration without execution-space annotations
                // inherits the earlier declaration's (`extern "C" double
                // rint(double);` after CUDA declared it for the device
                // too), as in clang and nvcc.
                let unannotated = !f.attrs.host && !f.attrs.device && !f.attrs.global;
                let inherits = unannotated && !matches!(f.body, Body::Stmt(_));
                if old_space != space && inherits {
                    // (Declared here too: `detail::rint` names it.)
                    let here = matches!(
                        self.scopes.lookup_here(&f.name.name),
                        Some((Symbol::Funcs(fs), _)) if fs.contains(&id)
                    );
                    if !here {
                        self.scopes.add_func(&f.name.name, id, f.name.span);
                    }
                    return;
                }
                if old_space != space && self.library_redeclaration(id, f) {
                    // The annotated declaration's spaces stand, and its
                    // definition: CUDA's device version, not the host
                    // library's (which calls the host compiler's builtins).
                    if self.plain_library_declaration(f) {
                        return;
                    }
                    self.program.functions[id].space = space;
                } else if old_space != space {
                    let (a, b) = (cuda::space_name(old_space), cuda::space_name(space));
                    self.error(
                        f.name.span,
                        format!(
                            "'{}' redeclared as {b}, previously declared as {a}",
                            f.name.name
                        ),
                    );
                }
                if has_body && old_has_body {
                    self.error(f.name.span, format!("redefinition of '{}'", f.name.name));
                    return;
                }
                if !kernel_attrs.is_empty() {
                    self.program.functions[id].kernel_attrs = kernel_attrs;
                }
                if inline != InlineHint::None {
                    self.program.functions[id].inline = inline;
                }
                id
            }
            None => {
                let decl = Function::declared(
                    f.name.name.clone(),
                    symbol,
                    fty,
                    ret,
                    space,
                    linkage,
                    f.name.span,
                );
                self.add_function(Function {
                    inline,
                    kernel_attrs,
                    constexpr: f.constexpr,
                    constexpr_host: cuda::constexpr_host(f),
                    scope: scope.clone(),
                    ..decl
                })
            }
        };
        if f.extern_c {
            self.extern_c_fns.entry(f.name.name.clone()).or_insert(id);
        }
        if f.storage == StorageClass::Static {
            self.note_static_function(id);
            self.note_if_static_definition_fixes_id(f);
        }
        self.note_if_external_definition(id, f, &ptys);
        for d in held {
            self.hold_on(super::host::Entity::Func(id), d);
        }
        if f.special == Some(ast::SpecialDef::Delete) {
            self.deleted.insert(id);
        }
        self.scopes.add_func(&f.name.name, id, f.name.span);
        self.record_default_args(id, f);
        self.record_exception_spec(id, None, f);
        self.mark_deduced(id, f);
        if let Body::Stmt(_) = &f.body {
            let inline = f.inline || f.constexpr;
            let lazy = space.on_device()
                && inline
                && self.library_files.contains(&f.name.span.file)
                && !self.names_kernel_template(&f.body);
            if lazy {
                self.defer_library_body(id, f, ptys, local_tys);
            } else if let (true, Body::Stmt(body)) = (space.on_device(), &f.body) {
                self.define_function(id, f, &ptys, &local_tys, body);
            } else if let Body::Stmt(body) = &f.body {
                self.check_host_body(id, f, &ptys, &local_tys, body);
            }
        } else if matches!(f.body, Body::Skipped(_)) {
            self.program.functions[id].body = Some(Vec::new());
        }
    }

    /// Notes namespace-scope function definition `f` (of `id`, with
    /// parameter types `ptys`) as a candidate for the first external
    /// definition nvcc names internal entities after (`nvcc_names`): one
    /// with a body, external linkage, neither inline, constexpr nor
    /// defaulted. Its symbol is exact when its parameter types are known
    /// (a plain function's symbol does not write its return type).
    fn note_if_external_definition(&mut self, id: FuncId, f: &ast::FunctionDef, ptys: &[TypeId]) {
        let defined = matches!(f.body, Body::Stmt(_) | Body::Skipped(_));
        let inline = f.inline || f.constexpr || f.friend || f.special.is_some();
        if !defined || inline || f.storage == StorageClass::Static || self.in_anonymous_namespace()
        {
            return;
        }
        let exact = !ptys
            .iter()
            .any(|&t| self.mentions_unknown(t) || self.is_error_ty(t));
        let symbol = self.program.functions[id].symbol.clone();
        self.note_external_definition(&symbol, exact, &f.name.name, f.name.span);
    }

    /// Whether `f`, a redeclaration of `id` in another execution space, is
    /// one the libraries make: a host library declares without annotations
    /// (so for the host) what CUDA's headers declare for the device too
    /// (glibc's `malloc`, libstdc++'s `abs(long)`), before or after them.
    /// nvcc and clang keep the annotated declaration's spaces.
    fn library_redeclaration(&self, id: FuncId, f: &ast::FunctionDef) -> bool {
        let old = &self.program.functions[id];
        let old_plain = old.space == ExecSpace::Host && self.library_files.contains(&old.span.file);
        self.plain_library_declaration(f) || old_plain
    }

    /// A declaration in a library header without execution-space
    /// annotations (a `constexpr` one is host code too, to nvcc).
    fn plain_library_declaration(&self, f: &ast::FunctionDef) -> bool {
        let a = &f.attrs;
        !a.host && !a.device && !a.global && self.library_files.contains(&f.name.span.file)
    }

    /// `auto f() { … }`: the first `return` in the body decides the
    /// return type; until the body is seen, `f` cannot be called.
    pub(crate) fn mark_deduced(&mut self, id: FuncId, f: &ast::FunctionDef) {
        if super::typeexpr::mentions_auto(&f.ret) && self.program.functions[id].body.is_none() {
            self.deduced_ret.insert(id);
        }
    }

    /// `__noinline__` / `__forceinline__` as written.
    pub(crate) fn inline_hint(attrs: &ast::Attributes) -> InlineHint {
        if attrs.noinline {
            InlineHint::Never
        } else if attrs.forceinline {
            InlineHint::Always
        } else {
            InlineHint::None
        }
    }

    pub(crate) fn define_function(
        &mut self,
        id: FuncId,
        f: &ast::FunctionDef,
        ptys: &[TypeId],
        local_tys: &[TypeId],
        body: &ast::Stmt,
    ) {
        self.define_function_seeing(id, f, (ptys, local_tys), body, None);
    }

    /// `define_function`, for a function template's specialisation whose
    /// ordinary unqualified lookups see what was declared before the
    /// template's definition (`horizon`).
    pub(crate) fn define_function_seeing(
        &mut self,
        id: FuncId,
        f: &ast::FunctionDef,
        (ptys, local_tys): (&[TypeId], &[TypeId]),
        body: &ast::Stmt,
        horizon: Option<super::lookup::Horizon>,
    ) {
        // What host code instantiates or declares (a lambda, a member of a
        // class host code asked for) keeps its own problems: they matter
        // if device code uses this function (`host.rs`).
        let hold = (self.in_host_mode()).then(|| self.begin_hold());
        // A member of a local class is checked in the middle of its
        // enclosing function: set that function's state aside.
        let outer = self.take_fn_state();
        let func = &self.program.functions[id];
        let static_prefix = mangle::local_static_prefix(&func.symbol);
        let mut ctx = FnCtx::new(id, func.space, func.ret, static_prefix);
        ctx.horizon = horizon;
        ctx.deduce_ret = self.deduced_ret.contains(&id);
        if ctx.deduce_ret
            && super::typeexpr::mentions_auto(&f.ret)
            && !matches!(f.ret.kind, ast::TypeExprKind::Auto)
        {
            ctx.ret_pattern = Some(f.ret.clone());
        }
        self.func = Some(ctx);
        let func = &self.program.functions[id];
        self.scopes.push();
        let mut params = Vec::new();
        let method = func.method;
        if let Some(m) = method.filter(|m| !m.is_static) {
            let this_ty = match self.types.kind(func.ty) {
                TypeKind::Function { params, .. } => params.first().copied(),
                _ => None,
            };
            let this_ty = this_ty.unwrap_or_else(|| self.types.pointer(m.class));
            let l = self.add_local("this", this_ty, f.name.span);
            let closure = self
                .types
                .record(m.class)
                .is_some_and(|r| r.closure.is_some());
            if let Some(c) = self.func.as_mut() {
                if closure {
                    c.closure_self = Some(l);
                } else {
                    c.this = Some(l);
                }
            }
            params.push(l);
            if self.takes_vtt(id) {
                let vpp = self.void_ptr_ptr();
                let v = self.add_local("vtt", vpp, f.name.span);
                if let Some(c) = self.func.as_mut() {
                    c.vtt = Some(v);
                }
                params.push(v);
            }
        }
        // Each declared parameter's share of the (pack-expanded) types.
        let pack_len = (ptys.len() + 1).saturating_sub(f.params.len());
        let mut next = 0;
        for p in &f.params {
            let n = if p.pack { pack_len } else { 1 };
            let range = next..(next + n).min(ptys.len());
            next += n;
            if p.pack {
                let mut ls = Vec::new();
                for i in range {
                    let name = p.name.as_ref().map(|n| n.name.clone()).unwrap_or_default();
                    let l = self.add_local(&name, local_tys[i], p.span);
                    ls.push(l);
                    params.push(l);
                }
                if let Some(n) = &p.name {
                    self.scopes.insert(&n.name, Symbol::LocalPack(ls), n.span);
                }
                continue;
            }
            let Some(i) = range.clone().next() else {
                continue;
            };
            let (t, local_ty) = (ptys[i], local_tys[i]);
            let name = p.name.as_ref().map(|n| n.name.clone()).unwrap_or_default();
            if p.attrs.shared || p.attrs.constant || p.attrs.managed || p.attrs.device {
                self.error(
                    p.span,
                    "memory space qualifiers are not allowed on function parameters",
                );
            }
            if !self.is_complete_now(t)
                && self.types.referee(t).is_none()
                && !self.mentions_unknown(t)
            {
                let d = self.describe_ty(t);
                self.incomplete_error(t, p.span, format!("parameter has incomplete type '{d}'"));
            }
            if self.in_device_body() {
                self.check_zero_sized(t, None, p.span);
            }
            let l = self.add_local(&name, local_ty, p.span);
            if let Some(n) = &p.name {
                if self.scopes.lookup_here(&n.name).is_some() {
                    self.error(n.span, format!("redefinition of parameter '{}'", n.name));
                }
                self.scopes.insert(&n.name, Symbol::Local(l), n.span);
            }
            params.push(l);
        }
        let mut stmts = match method {
            Some(m) if m.kind == MethodKind::BaseConstructor => {
                self.ctor_prelude(m.class, &f.inits, f.name.span)
            }
            // A destructor's body sees the class's own overriders.
            Some(m) if m.kind == MethodKind::BaseDestructor => match self.this_expr(f.name.span) {
                Some(this) => self.vptr_stores(m.class, &this, f.name.span),
                None => Vec::new(),
            },
            _ => {
                if let Some(i) = f.inits.first() {
                    self.error(i.span, "only constructors take base initializers");
                }
                Vec::new()
            }
        };
        stmts.extend(match &body.kind {
            ast::StmtKind::Compound(items) => self.check_block_items(items),
            _ => self.check_stmt(body),
        });
        // Flowing off the end of `::main` returns 0 ([basic.start.main]/5).
        let func = &self.program.functions[id];
        if func.symbol == "main" && self.types.is_integral(func.ret) {
            let ret = self.types.unqual(func.ret);
            let span = f.name.span;
            stmts.push(Stmt {
                kind: StmtKind::Return(Some(Expr::new(ExprKind::Int(0), ret, false, span))),
                span,
            });
        }
        self.check_labels(&stmts);
        // A destructor destroys its members and bases after its body.
        let members = match (method, params.first()) {
            (Some(m), Some(&this)) if m.kind == MethodKind::BaseDestructor => {
                let (prelude, members) = self.member_cleanups(m.class, this, f.name.span);
                stmts.splice(0..0, prelude);
                members
            }
            _ => Vec::new(),
        };
        // The named return value is the returned object itself (NRVO,
        // as clang and nvcc do it): neither copied nor destroyed.
        let nrvo = self
            .func
            .as_ref()
            .and_then(|c| c.nrvo.flatten())
            .filter(|l| !params.contains(l));
        let stmts = self.lifetimes(stmts, members, nrvo, f.name.span);
        self.scopes.pop();
        let ctx = self.func.take();
        self.restore_fn_state(outer);
        // A deduced return type no `return` decided stays `void`.
        self.deduced_ret.remove(&id);
        let func = &mut self.program.functions[id];
        func.params = params;
        func.body = Some(stmts);
        func.nrvo = nrvo;
        if let Some(ctx) = ctx {
            func.locals = ctx.locals;
        }
        if let Some(h) = hold {
            self.end_hold(h, Some(super::host::Entity::Func(id)));
        }
    }

    pub(crate) fn declare_global_var(&mut self, v: &ast::VarDecl) {
        if !v.bindings.is_empty() {
            return self.declare_global_bindings(v);
        }
        // `static constexpr T idx[sizeof...(Is)] = {Is...};` in a class
        // template (CuTe's `tuple_element` of an `integer_sequence`): the
        // list with the pack expanded.
        if let Some(init) = v.init.as_ref().and_then(|i| self.expand_list_packs(i)) {
            let v = ast::VarDecl {
                init: Some(init),
                ..v.clone()
            };
            return self.declare_global_var(&v);
        }
        // A static data member is no `__device__` variable (nvcc).
        if self.in_class_scope() && cuda::var_space_written(&v.attrs) {
            self.error(
                v.name.span,
                "memory qualifier on data member is not allowed",
            );
        }
        // `int S::count = 0;`: the definition of a static data member.
        if let Some((path, _)) = static_member_path(&v.name) {
            return self.define_static_member(v, &path);
        }
        if !cuda::is_host_variable(v) || self.opts.device_globals {
            return self.declare_global_var_here(v);
        }
        // A host variable: its type and initialiser (anything the host
        // runs) are read as host code's are (`host.rs`).
        self.host.mode += 1;
        self.declare_global_var_here(v);
        self.host.mode -= 1;
    }

    /// Whether the current context is a class's scope.
    fn in_class_scope(&self) -> bool {
        self.scopes.ctx(self.scopes.current()).class.is_some()
    }

    /// `T C::m = init;` (`path` names `C`): the out-of-line definition of
    /// static data member `m`, declared in the class: it gives the member
    /// its initialiser (checked in the class's scope, as C++ looks names
    /// up there), and a `const` one its value for constant expressions
    /// and device code. A memory space on it is nvcc's error, as on the
    /// declaration.
    pub(crate) fn define_static_member(&mut self, v: &ast::VarDecl, path: &[ast::Ident]) {
        let span = v.name.span;
        if cuda::var_space_written(&v.attrs) {
            self.error(span, "memory qualifier on data member is not allowed");
        }
        let t = self.resolve_type(&ast::TypeExpr::named(path.to_vec(), span));
        if self.is_error_ty(t) {
            return;
        }
        self.define_static_member_of(v, t);
    }

    /// The definition `v` of a static data member of class `t` (see
    /// `define_static_member`; a class template's is given to each of its
    /// specialisations).
    pub(crate) fn define_static_member_of(&mut self, v: &ast::VarDecl, t: TypeId) {
        let span = v.name.span;
        let member = static_member_path(&v.name).map_or(v.name.name.as_str(), |(_, m)| m);
        let Some(ctx) = self.class_ctx(t).filter(|_| self.types.is_record(t)) else {
            let d = self.describe_ty(t);
            self.error(span, format!("'{d}' is not a class"));
            return;
        };
        let g = match self.scopes.lookup_in(ctx, member) {
            Some(Symbol::Global(g)) => *g,
            _ => {
                let d = self.describe_ty(t);
                self.error(span, format!("no member named '{member}' in '{d}'"));
                return;
            }
        };
        let Some(init) = &v.init else {
            // `int S::count;`: defined, zero-initialised (static storage).
            self.program.globals[g].external_decl = false;
            return;
        };
        if self.program.globals[g].init.is_some() {
            self.error(span, format!("redefinition of '{member}'"));
            return;
        }
        let ty = self.program.globals[g].ty;
        let written = self.in_context(ctx, |s| s.resolve_type(&v.ty));
        let arrays =
            self.types.array_elem(ty).is_some() || self.types.array_elem(written).is_some();
        if !arrays
            && !self.is_error_ty(written)
            && self.types.unqual(written) != self.types.unqual(ty)
        {
            let (a, b) = (self.describe_ty(written), self.describe_ty(ty));
            self.error(
                span,
                format!("redefinition of '{member}' with a different type: '{a}' vs '{b}'"),
            );
            return;
        }
        let host = self.host_globals.contains_key(&g);
        self.in_context(ctx, |s| {
            if host {
                s.host.mode += 1;
            }
            let hold = s.in_host_mode().then(|| s.begin_hold());
            let i = s.check_static_init(init, ty);
            if let Some(h) = hold {
                s.end_hold(h, Some(super::host::Entity::Global(g)));
            }
            if host {
                s.host.mode -= 1;
            }
            let gl = &mut s.program.globals[g];
            gl.init = Some(i);
            gl.external_decl = false;
        });
        // `int S::count = 0;` may name the unit for nvcc (`nvcc_names`),
        // unless `S` is a template's or internal.
        let gl = &self.program.globals[g];
        let templated = self.types.record(t).is_some_and(|r| r.template.is_some());
        let internal = gl.symbol.contains("_GLOBAL__N_");
        if gl.linkage == Linkage::External && !templated && !internal {
            let symbol = gl.symbol.clone();
            self.note_external_definition(&symbol, true, member, span);
        }
        let cv = self.types.cv(ty);
        let is_const = (cv.is_const || v.constexpr) && !cv.is_volatile;
        self.record_const_value(g, ty, is_const);
    }

    /// A variable's declarator names a destructor or an operator
    /// (`P ~p;`, `int operator+;`): an error, as in clang; nothing is
    /// declared (such a name is no symbol LLVM can emit).
    fn variable_name_ok(&mut self, name: &ast::Ident) -> bool {
        let n = name.name.as_str();
        let operator = n
            .strip_prefix("operator")
            .is_some_and(|rest| !rest.starts_with(|c: char| c.is_alphanumeric() || c == '_'));
        if n.starts_with('~') || operator {
            self.error(
                name.span,
                format!("'{n}' cannot be the name of a variable or data member"),
            );
            return false;
        }
        true
    }

    /// A variable template's specialisation `v` (its parameters bound in
    /// the current context), as `name` with symbol `symbol`.
    pub(crate) fn declare_variable_specialization(
        &mut self,
        v: &ast::VarDecl,
        name: String,
        symbol: String,
    ) -> Option<GlobalId> {
        let host = cuda::is_host_variable(v);
        self.host.mode += u32::from(host);
        self.declare_global_var_as(v, Some((name, symbol)));
        self.host.mode -= u32::from(host);
        match self.scopes.lookup_here(&v.name.name) {
            Some((Symbol::Global(g), _)) => Some(*g),
            _ => None,
        }
    }

    fn declare_global_var_here(&mut self, v: &ast::VarDecl) {
        self.declare_global_var_as(v, None)
    }

    /// Declares namespace-scope variable `v`; a template specialisation
    /// gives its own name and symbol (`spec`).
    fn declare_global_var_as(&mut self, v: &ast::VarDecl, spec: Option<(String, String)>) {
        if !self.variable_name_ok(&v.name) {
            return;
        }
        // `--device-globals` (cudac's own, for its test corpora): a
        // variable without a memory space is a `__device__` one.
        let space = cuda::var_space(self, &v.attrs, v.name.span)
            .or(self.opts.device_globals.then_some(AddrSpace::Global));
        if v.storage == StorageClass::ThreadLocal && space.is_some() {
            self.error(
                v.name.span,
                cuda::unsupported_message("thread_local", false),
            );
            return;
        }
        let hold = self.in_host_mode().then(|| self.begin_hold());
        let (ty, pre) = self.resolve_var_type(v);
        let held = hold.map(|h| self.end_hold_take(h)).unwrap_or_default();
        self.with_checked_all(pre, |s| s.declare_global_typed(v, spec, space, ty, held));
    }

    /// The rest of `declare_global_var_as`, once the type is known (and
    /// an `auto` variable's initialiser checked, which `with_checked`
    /// provides): `held` are the host-code diagnostics of the type.
    fn declare_global_typed(
        &mut self,
        v: &ast::VarDecl,
        spec: Option<(String, String)>,
        space: Option<AddrSpace>,
        ty: TypeId,
        mut held: Vec<crate::diag::Diagnostic>,
    ) {
        cuda::check_var_type_space(self, ty, v.name.span);
        // A static data member declared in its class without an
        // initialiser is no definition: its type may be incomplete there
        // (`struct R { static R r; };`, [class.static.data]p2).
        let member_decl = v.storage == StorageClass::Static
            && self.in_class_scope()
            && v.init.is_none()
            && !v.constexpr;
        let is_extern = v.storage == StorageClass::Extern && v.init.is_none();
        if space.is_some() && !is_extern {
            self.check_zero_sized(ty, Some(&v.name.name), v.name.span);
        }
        if space == Some(AddrSpace::Shared) {
            self.check_shared_decl(v, ty, is_extern);
        } else if !is_extern
            && !member_decl
            && !self.is_complete_now(ty)
            && self.types.referee(ty).is_none()
            && !self.mentions_unknown(ty)
        {
            let d = self.describe_ty(ty);
            let msg = format!("variable has incomplete type '{d}'");
            self.incomplete_error(ty, v.name.span, msg);
        }
        if let Some((Symbol::Funcs(_) | Symbol::Namespace(_) | Symbol::Enumerator(..), _)) =
            self.scopes.lookup_here(&v.name.name)
        {
            self.error(
                v.name.span,
                format!(
                    "redefinition of '{}' as different kind of symbol",
                    v.name.name
                ),
            );
            return;
        }
        // A redeclaration (`extern` then definition) reuses the global.
        if let Some((Symbol::Global(g), _)) = self.scopes.lookup_here(&v.name.name).cloned() {
            let old = &self.program.globals[g];
            if old.external_decl && !is_extern {
                let init = v.init.as_ref().map(|i| self.check_static_init(i, ty));
                let gl = &mut self.program.globals[g];
                gl.external_decl = false;
                gl.init = init;
                return;
            }
            if !is_extern {
                self.error(v.name.span, format!("redefinition of '{}'", v.name.name));
            }
            return;
        }
        let hold = self.in_host_mode().then(|| self.begin_hold());
        let init = match &v.init {
            Some(i) => Some(self.check_static_init(i, ty)),
            None if space.is_some() && !is_extern => self.static_default_init(ty, space, v, false),
            None => None,
        };
        held.extend(hold.map(|h| self.end_hold_take(h)).unwrap_or_default());
        // A `volatile const` object may still change (the host, a device
        // register): never an LLVM constant, never folded.
        let cv = self.types.cv(ty);
        let is_const = (cv.is_const || v.constexpr) && !cv.is_volatile;
        // C++ [basic.link]/3: a const, non-volatile variable at namespace
        // scope not declared `extern` has internal linkage (nvcc -rdc
        // keeps a header's `__device__ const float c[] = {…}` private to
        // each file; external, two files defining it would clash).
        let const_internal = is_const && v.storage != StorageClass::Extern;
        // `static` on a class member makes it a static member, not one
        // with internal linkage.
        let file_static = v.storage == StorageClass::Static && !self.in_class_scope();
        let linkage = if file_static || self.in_anonymous_namespace() || const_internal {
            Linkage::Internal
        } else {
            Linkage::External
        };
        let scope = self.scopes.ctx(self.scopes.current()).path.clone();
        let symbol_if_plain = spec
            .is_none()
            .then(|| mangle::variable(&self.types, &scope, &v.name.name, v.extern_c));
        let (name, symbol) = match spec {
            Some(s) => s,
            None => (
                v.name.name.clone(),
                symbol_if_plain.clone().unwrap_or_default(),
            ),
        };
        let align = self.variable_align(v, ty);
        let g = self.add_global(Global {
            name,
            symbol,
            ty,
            space: space.unwrap_or(AddrSpace::Generic),
            init,
            external_decl: is_extern,
            linkage: if space == Some(AddrSpace::Shared) {
                Linkage::Internal
            } else {
                linkage
            },
            managed: v.attrs.managed,
            artificial: false,
            is_const,
            align,
            span: v.name.span,
        });
        if space.is_none() {
            self.host_globals.insert(g, ());
        }
        // A variable with an initialiser and external linkage may name
        // the unit for nvcc (`nvcc_names`); not a template's, nor a
        // member declared in its class.
        if linkage == Linkage::External && v.init.is_some() && !is_extern && !self.in_class_scope()
        {
            if let Some(symbol) = symbol_if_plain {
                self.note_external_definition(&symbol, true, &v.name.name, v.name.span);
            }
        }
        for d in held {
            self.hold_on(super::host::Entity::Global(g), d);
        }
        self.record_const_value(g, ty, is_const);
        self.scopes
            .insert(&v.name.name, Symbol::Global(g), v.name.span);
    }

    pub(crate) fn add_global(&mut self, g: Global) -> GlobalId {
        self.program.globals.push(g)
    }

    /// Remember the value of a `const` integral global with a constant initialiser.
    fn record_const_value(&mut self, g: GlobalId, ty: TypeId, is_const: bool) {
        if !is_const {
            return;
        }
        let e = match &self.program.globals[g].init {
            Some(Init::Expr(e)) => e,
            // `constexpr enabler dummy = {};` (CLI11's SFINAE default
            // argument): zero.
            Some(Init::Zero) if self.types.is_integer_valued(ty) => {
                self.const_globals.insert(g, 0);
                return;
            }
            Some(Init::Zero) if self.types.is_floating(ty) => {
                self.const_float_globals.insert(g, 0.0);
                return;
            }
            _ => return,
        };
        if self.types.is_integer_valued(ty) {
            if let Some(v) = self.fold(e) {
                self.const_globals.insert(g, v);
            }
        } else if self.types.is_floating(ty) {
            if let Some(v) = self.eval_float(e) {
                self.const_float_globals.insert(g, v);
            }
        }
    }

    /// Whether function body `body` names a kernel template declared so
    /// far (by its last name component: a cheap, syntactic test).
    fn names_kernel_template(&self, body: &ast::Body) -> bool {
        if self.kernel_template_names.is_empty() {
            return false;
        }
        let ast::Body::Stmt(stmt) = body else {
            return false;
        };
        let names = ast::names::FreeNames::of_body(stmt);
        names
            .used
            .iter()
            .chain(&names.qualified)
            .any(|id| self.kernel_template_names.contains(&id.name))
    }

    /// The initial value of a device object with static storage declared
    /// without an initialiser: zero, an aggregate's default member
    /// initialisers folded to constants, or what a constexpr default
    /// constructor leaves (constant initialisation, as nvcc does: `struct
    /// P { int x; constexpr P() : x(7) {} }` gives `{7}`, also as a member
    /// or element of an aggregate). Objects whose constructor or destructor
    /// would have to run are rejected (`cuda::check_static_object`); a
    /// `static` local's destructor is not checked, as in clang.
    fn static_default_init(
        &mut self,
        ty: TypeId,
        space: Option<AddrSpace>,
        v: &ast::VarDecl,
        static_local: bool,
    ) -> Option<Init> {
        let space = space.unwrap_or(AddrSpace::Global);
        let dtor = !static_local && self.destructor(ty, v.name.span).is_some();
        if !self.elems_need_construction(ty) && !dtor {
            return None;
        }
        let ut = self.types.unqual(ty);
        let has_ctors = |s: &Self, t| s.classes.get(&t).is_some_and(|c| !c.ctors.is_empty());
        if self.types.is_record(ut)
            && !has_ctors(self, ut)
            && !self.default_init_runs_ctor(ut)
            && space != AddrSpace::Shared
        {
            // An aggregate with default member initialisers: constant
            // initialisation when they are constants. (One whose parts
            // have constructors is what its implicit constructor builds.)
            let filled = self.fill_defaults(ut, Init::Zero, v.name.span);
            if let Some(folded) = self.fold_init(&filled) {
                cuda::check_static_object(self, ty, space, None, dtor, v.name.span);
                return Some(folded);
            }
        }
        let init = self.init_object(ty, None, v.name.span);
        // Never zero in place of what a constructor writes: the constant it
        // leaves, or an error (`check_static_object`).
        if space != AddrSpace::Shared && !self.in_host_mode() {
            if let Some(c) = init
                .as_ref()
                .and_then(|i| self.eval_static_init(ty, i, v.name.span))
            {
                cuda::check_static_object(self, ty, space, None, dtor, v.name.span);
                return Some(c);
            }
        }
        cuda::check_static_object(self, ty, space, init.as_ref(), dtor, v.name.span);
        None
    }

    /// The type `auto`, `auto&`, `const auto&`, `auto&&` or `auto*` (as
    /// written in `te`) deduces from the initialiser `x`.
    pub(crate) fn deduce_auto(&mut self, te: &ast::TypeExpr, x: &Expr) -> TypeId {
        let cv = self.cv_of(te.quals);
        let inner = match &te.kind {
            ast::TypeExprKind::LValueRef(i)
            | ast::TypeExprKind::RValueRef(i)
            | ast::TypeExprKind::Pointer(i)
                if matches!(i.kind, ast::TypeExprKind::Auto) =>
            {
                Some(self.cv_of(i.quals))
            }
            _ => None,
        };
        let decayed = self.rvalue(x.clone()).ty;
        match (&te.kind, inner) {
            (ast::TypeExprKind::Auto, _) => {
                let u = self.types.unqual(decayed);
                self.types.qualified(u, cv)
            }
            (ast::TypeExprKind::LValueRef(_), Some(icv)) => {
                let t = self.types.qualified(x.ty, icv);
                self.types.lvalue_ref(t)
            }
            // A forwarding reference: an lvalue deduces `T&`, an rvalue
            // or xvalue `T&&`.
            (ast::TypeExprKind::RValueRef(_), Some(icv)) if x.lvalue && !x.xvalue => {
                let t = self.types.qualified(x.ty, icv);
                self.types.lvalue_ref(t)
            }
            (ast::TypeExprKind::RValueRef(_), Some(icv)) => {
                let t = self.types.qualified(x.ty, icv);
                self.types.rvalue_ref(t)
            }
            (ast::TypeExprKind::Pointer(_), Some(icv)) => {
                match self.types.pointee(decayed) {
                    Some(p) => {
                        let q = self.types.qualified(p, icv);
                        let pt = self.types.pointer(q);
                        self.types.qualified(pt, cv)
                    }
                    None => {
                        let d = self.describe_ty(x.ty);
                        self.error(
                        te.span,
                        format!("variable 'auto *' cannot be initialized with a value of type '{d}'"),
                    );
                        self.error_ty()
                    }
                }
            }
            _ => {
                self.error(te.span, "'auto' is not allowed here");
                self.error_ty()
            }
        }
    }

    /// The declared type, with `T x[] = {…}` sized from its initialiser
    /// and `auto` deduced.
    /// `auto`'s initialiser comes back checked (the declaration takes
    /// that result through `with_checked`: a lambda or an instantiation
    /// in it must not happen twice).
    fn resolve_var_type<'v>(
        &mut self,
        v: &'v ast::VarDecl,
    ) -> (TypeId, Vec<(&'v ast::Expr, Expr)>) {
        if let Some(t) = self.deduced_class_type(v) {
            return (t, Vec::new());
        }
        if super::typeexpr::mentions_auto(&v.ty) {
            // `auto x(e);`, `auto x{e};` (a one-element direct list is
            // read so): deduced from `e` too.
            let one = match &v.init {
                Some(Initializer::Expr(e)) => Some(e),
                Some(Initializer::Ctor(args, _)) if args.len() == 1 => args.first(),
                _ => None,
            };
            if let (Some(Initializer::List(items, at)), ast::TypeExprKind::Auto) =
                (&v.init, &v.ty.kind)
            {
                let t = self.deduced_initializer_list(v, items, *at);
                return (t, Vec::new());
            }
            let t = match one {
                Some(e) => {
                    let mark = self.diags.len();
                    let x = self.check_expr(e);
                    let t = match v.ty.kind {
                        ast::TypeExprKind::DecltypeAuto => self.decltype_of(e, &x),
                        _ => self.deduce_auto(&v.ty, &x),
                    };
                    // A guess deduced from an initialiser that failed is
                    // no type host code may be analysed with.
                    if self.in_host_mode() && self.errors_since(mark) {
                        return (self.unknown_type(), vec![(e, x)]);
                    }
                    return (t, vec![(e, x)]);
                }
                _ => {
                    self.error(
                        v.name.span,
                        format!(
                            "cannot deduce the type of '{}' without an '=' initializer",
                            v.name.name
                        ),
                    );
                    self.error_ty()
                }
            };
            return (t, Vec::new());
        }
        let ty = self.resolve_type(&v.ty);
        let mut checked = Vec::new();
        if let Some((elem, None)) = self.types.array_elem(ty) {
            let n = match &v.init {
                Some(Initializer::List(items, _)) => {
                    Some(self.list_extent(elem, items, &mut checked))
                }
                Some(Initializer::Expr(ast::Expr {
                    kind: ast::ExprKind::StringLit(s),
                    ..
                })) => Some(s.len() as u64 + 1),
                _ => None,
            };
            if let Some(n) = n {
                return (self.types.array(elem, Some(n.max(1))), checked);
            }
        }
        (ty, checked)
    }

    /// A block-scope declaration; returns the statements it produces.
    pub(crate) fn declare_local_var(&mut self, v: &ast::VarDecl) -> Option<Stmt> {
        if !self.variable_name_ok(&v.name) {
            return None;
        }
        // `int a[] = {(int)ts...}`: the list with the pack expanded.
        if let Some(init) = v.init.as_ref().and_then(|i| self.expand_list_packs(i)) {
            let v = ast::VarDecl {
                init: Some(init),
                ..v.clone()
            };
            return self.declare_local_var(&v);
        }
        let space = cuda::var_space(self, &v.attrs, v.name.span);
        if v.storage == StorageClass::ThreadLocal {
            self.error(
                v.name.span,
                cuda::unsupported_message("thread_local", false),
            );
            return None;
        }
        if let Some((_, prev)) = self.scopes.lookup_here(&v.name.name) {
            let prev = *prev;
            self.diags.push(
                crate::diag::Diagnostic::error(
                    v.name.span,
                    format!("redefinition of '{}'", v.name.name),
                )
                .with_secondary(prev, "previous definition is here"),
            );
            return None;
        }
        if cuda::is_predefined_name(&v.name.name) {
            // Shadowing is legal C++, but warn: it is almost always a mistake.
            self.warning(
                v.name.span,
                format!(
                    "declaration shadows the predefined CUDA variable '{}'",
                    v.name.name
                ),
            );
        }
        let (ty, pre) = self.resolve_var_type(v);
        self.with_checked_all(pre, |s| s.declare_local_typed(v, ty, space))
    }

    pub(crate) fn declare_local_typed(
        &mut self,
        v: &ast::VarDecl,
        ty: TypeId,
        space: Option<AddrSpace>,
    ) -> Option<Stmt> {
        self.reject_object_space(
            ty,
            v.name.span,
            "automatic variable qualified with an address space",
        );
        if self.in_device_body() {
            self.check_zero_sized(ty, Some(&v.name.name), v.name.span);
        }
        match space {
            Some(AddrSpace::Shared) => return self.declare_static_local(v, ty, AddrSpace::Shared),
            Some(AddrSpace::Constant) | Some(AddrSpace::Global)
                if v.storage != StorageClass::Static =>
            {
                let q = if v.attrs.constant {
                    "__constant__"
                } else if v.attrs.managed {
                    "__managed__"
                } else {
                    "__device__"
                };
                self.error(
                    v.name.span,
                    format!("'{q}' variables cannot be declared as non-static local variables"),
                );
                // Declared as an ordinary local, so later uses do not
                // cascade into "undeclared identifier".
            }
            Some(s) => return self.declare_static_local(v, ty, s),
            None => {}
        }
        if v.storage == StorageClass::Static {
            // A host function's static is host memory, never emitted
            // (CUB's `static int count = DeviceCountUncached();` in a
            // `__host__` function is the host's dynamic initialisation).
            let host = self
                .func
                .as_ref()
                .is_some_and(|f| f.space == ExecSpace::Host);
            let space = if host {
                AddrSpace::Generic
            } else {
                AddrSpace::Global
            };
            return self.declare_static_local(v, ty, space);
        }
        if v.storage == StorageClass::Extern {
            self.error(
                v.name.span,
                "block-scope 'extern' declarations are not supported in device code",
            );
            return None;
        }
        if self.is_error_ty(ty) || self.is_unknown_ty(ty) {
            // Declared all the same (its type is what an error left, or a
            // type cudac does not know in host code), so that its uses
            // are not "undeclared identifier" errors and a call passing it
            // can still be resolved; its initialiser is still checked for
            // errors of its own.
            if let Some(i) = &v.init {
                self.check_init(i, ty);
            }
            let l = self.add_local(&v.name.name, ty, v.name.span);
            self.scopes
                .insert(&v.name.name, Symbol::Local(l), v.name.span);
            return None;
        }
        if self.is_abstract(ty) {
            let d = self.describe_ty(ty);
            self.error(
                v.name.span,
                format!("variable type '{d}' is an abstract class"),
            );
            return None;
        }
        if !self.is_complete_now(ty) && self.types.referee(ty).is_none() {
            let d = self.describe_ty(ty);
            let msg = format!("variable has incomplete type '{d}'");
            self.incomplete_error(ty, v.name.span, msg);
            return None;
        }
        // The name is declared from the end of its declarator on, so its
        // own initialiser sees it ([basic.scope.pdecl]p1: `int y =
        // sizeof(y);`, `T t = decltype(t){…};`).
        let l = self.add_local(&v.name.name, ty, v.name.span);
        let align = self.variable_align(v, ty);
        if let Some(f) = self.func.as_mut() {
            f.locals[l].align = align;
        }
        self.scopes
            .insert(&v.name.name, Symbol::Local(l), v.name.span);
        let init = if self.types.is_record(ty) || self.elems_need_construction(ty) {
            self.init_object(ty, v.init.as_ref(), v.name.span)
        } else {
            v.init.as_ref().map(|i| self.check_init(i, ty))
        };
        if self.types.referee(ty).is_some() && init.is_none() {
            self.error(
                v.name.span,
                format!(
                    "declaration of reference variable '{}' requires an initializer",
                    v.name.name
                ),
            );
        }
        if (self.types.cv(ty).is_const || v.constexpr)
            && init.is_none()
            && self.types.record(ty).is_none()
            && v.init.is_none()
        {
            self.error(
                v.name.span,
                format!(
                    "default initialization of an object of const type '{}'",
                    self.describe_ty(ty)
                ),
            );
        }
        let mut init = init;
        let is_const = self.types.cv(ty).is_const || v.constexpr;
        if let (true, Some(Init::Expr(e))) = (is_const, &mut init) {
            if self.types.is_integer_valued(ty) {
                if let Some(val) = self.fold(e) {
                    self.const_locals.insert(l, val);
                }
            }
            // A constant initialiser (`constexpr int z = fact<4>();`) is
            // the value itself, as clang emits it even at -O0.
            if self.types.is_integer_valued(ty) || (v.constexpr && self.types.is_floating(ty)) {
                if let Some(lit) = self.fold_literal(e) {
                    *e = lit;
                    // A constexpr floating value, for the constant
                    // expressions that read it (`static_assert(d == 4.0)`).
                    if self.types.is_floating(ty) {
                        self.const_local_objects
                            .insert(l, (ty, Init::Expr(e.clone())));
                    }
                }
            }
        }
        // A constexpr object (`constexpr int offs[4] = {0, 1, 3, 7};`,
        // `constexpr P p{2, 5};`): its value, for constant expressions
        // that read it (`offs[2]` in a template argument or an array
        // bound).
        let ut = self.types.unqual(ty);
        let aggregate = self.types.record(ut).is_some() || self.types.array_elem(ut).is_some();
        // (Only `constexpr` ones: a `const` array or class object is no
        // constant expression in C++, [expr.const]p3.)
        if let (true, true, Some(i)) = (v.constexpr, aggregate, &init) {
            if let Some(c) = self.eval_static_init(ty, i, v.name.span) {
                self.const_local_objects.insert(l, (ty, c));
            }
        }
        if v.constexpr && !self.const_locals.contains_key(&l) && self.types.is_integer_valued(ty) {
            self.error(
                v.name.span,
                format!(
                    "constexpr variable '{}' must be initialized by a constant expression",
                    v.name.name
                ),
            );
        }
        Some(Stmt {
            kind: StmtKind::Decl(l, init),
            span: v.span,
        })
    }

    /// `static`/`__shared__` variables inside a function: globals with a
    /// mangled local name (`_ZZ<function>E<name>`).
    fn declare_static_local(
        &mut self,
        v: &ast::VarDecl,
        ty: TypeId,
        space: AddrSpace,
    ) -> Option<Stmt> {
        let is_extern = v.storage == StorageClass::Extern;
        if space == AddrSpace::Shared {
            self.check_shared_decl(v, ty, is_extern);
        }
        let prefix = self
            .func
            .as_ref()
            .map(|f| f.static_prefix.clone())
            .unwrap_or_default();
        let symbol = if is_extern {
            v.name.name.clone()
        } else {
            mangle::local_static(&prefix, &v.name.name)
        };
        let init = match &v.init {
            _ if space == AddrSpace::Shared => {
                self.static_default_init(ty, Some(space), v, false);
                None
            }
            // A host function's static is initialised by the host program
            // when control first passes it: anything goes, as for a host
            // variable (`static thrust::default_random_engine rng;`).
            _ if space == AddrSpace::Generic && !is_extern => {
                self.host.mode += 1;
                let i = match &v.init {
                    Some(i) => Some(self.check_static_init(i, ty)),
                    None => self.static_default_init(ty, Some(space), v, true),
                };
                self.host.mode -= 1;
                i
            }
            Some(i) => Some(self.check_static_init(i, ty)),
            None if is_extern => None,
            None => self.static_default_init(ty, Some(space), v, true),
        };
        let is_const = self.types.cv(ty).is_const || v.constexpr;
        let align = self.variable_align(v, ty);
        let g = self.add_global(Global {
            name: v.name.name.clone(),
            symbol,
            ty,
            space,
            init,
            external_decl: is_extern,
            linkage: if is_extern {
                Linkage::External
            } else {
                Linkage::Internal
            },
            managed: false,
            artificial: false,
            is_const,
            align,
            span: v.name.span,
        });
        self.record_const_value(g, ty, is_const);
        self.scopes
            .insert(&v.name.name, Symbol::Global(g), v.name.span);
        None
    }
}

/// The expression of `v`'s `= e` initialiser.
/// `C::m` (or `ns::C<T>::m`, joined as written without its arguments):
/// the class's path and the member's name, for an out-of-line definition
/// of a static data member. `None` for an unqualified name.
pub(crate) fn static_member_path(name: &ast::Ident) -> Option<(Vec<ast::Ident>, &str)> {
    let (class, member) = name.name.rsplit_once("::")?;
    let path = class
        .split("::")
        .map(|seg| ast::Ident::new(seg, name.span))
        .collect();
    Some((path, member))
}
