//! Classes: member declarations, member functions and `this`,
//! constructors (member initialisers, default member initialisers, the
//! implicit default constructor, the complete/base-object pair), static
//! data members, nested types, operator names.
//!
//! A class with members beyond data gets its own scope (`Scopes::
//! open_class`), entered while its body and its member functions are
//! checked, so unqualified names find members first. Member function
//! bodies are checked once the class is complete, as C++ requires.
//!
//! A non-static member function is an ordinary `Function` whose first
//! parameter is `this`; a field is `Symbol::Field` in the class scope,
//! reached as `this->f`. A constructor is two functions, as in clang: the
//! base-object `C2` with the member initialisers and body, and the
//! complete-object `C1` that callers call and that forwards to `C2`.
//! Default member initialisers run in constructors, fill aggregate
//! initialisers, and make the implicit default constructor exist. Objects
//! are initialised through `Init::Construct`; `T(args)`, `T{…}` and const
//! references to converted values are `ExprKind::Temp` objects
//! (`lifetime.rs` decides when those with destructors die).
//!
//! Member function bodies of a class nested in one being defined, and of a
//! class template specialisation instantiated while another class is still
//! incomplete (a CRTP base `Shape<Square>`), are queued
//! (`Sema::deferred_methods`) and checked when the outermost class is
//! complete. Otherwise a class template specialisation defines every member
//! when it is instantiated (clang defers member bodies to first use). Inline
//! members are `linkonce_odr` under `-rdc` and, like internal functions, are
//! not emitted when nothing uses them (clang's deferred emission), so
//! `tests/cxx/` can require the same symbol set as clang.

use super::cuda;
use super::mangle;
use super::scope::{CtxId, Symbol};
use super::typedefs::{decltype_without_members, is_decltype_typedef, member_function_names};
use super::Sema;
use crate::ast;
use crate::ir::*;
use crate::source::Span;
use crate::types::{Cv, TypeId};

/// What sema knows of a class beyond its layout.
pub(crate) struct ClassInfo {
    pub ctx: CtxId,
    /// Default member initialisers, by field index.
    pub defaults: Vec<Option<ast::Initializer>>,
    /// User-declared constructors (complete-object variants, `C1`).
    pub ctors: Vec<FuncId>,
    /// The implicit default constructor, once something needed it.
    pub implicit_default: Option<FuncId>,
    /// The destructor (complete-object variant, `D1`): user-declared, or
    /// the implicit one once something needed it.
    pub dtor: Option<FuncId>,
    /// The entries of `ctors` that are a base's constructors (or
    /// constructor templates) inherited by `using B::B;`.
    pub inherited: Vec<FuncId>,
    /// The entries of `ctors` defaulted or deleted on their first
    /// declaration and not `explicit`: not user-provided, so the class
    /// may still be an aggregate ([dcl.init.aggr]p1, C++17).
    pub not_provided: Vec<FuncId>,
}

impl Sema<'_> {
    /// `operator+` and friends as mangling names (`arity` counts the
    /// declared parameters; members add their object). `None` for an
    /// ordinary name; an unknown operator is reported.
    pub(crate) fn operator_unqual<'n>(
        &mut self,
        name: &'n str,
        arity: usize,
        span: Span,
    ) -> Option<mangle::Unqual<'n>> {
        let op = name.strip_prefix("operator")?;
        if op.starts_with(|c: char| c.is_ascii_alphanumeric() || c == '_') {
            return None;
        }
        let op = op.trim();
        // A literal operator (`operator""_km`, the standard's `""h`).
        if let Some(suffix) = op.strip_prefix("\"\"") {
            let ident = |c: char| c.is_ascii_alphanumeric() || c == '_';
            if !suffix.is_empty() && suffix.chars().all(ident) {
                return Some(mangle::Unqual::Literal(suffix));
            }
        }
        match mangle::operator_code(op, arity) {
            Some(code) => Some(mangle::Unqual::Operator(code)),
            None => {
                self.error(span, format!("'{name}' is not an overloadable operator"));
                None
            }
        }
    }

    /// The class scope of `t`, if it has one.
    pub(crate) fn class_ctx(&self, t: TypeId) -> Option<CtxId> {
        self.classes.get(&self.types.unqual(t)).map(|c| c.ctx)
    }

    /// The scope qualified names look up members of class `t` in: its
    /// class scope, also while it is being defined (`defining_classes`),
    /// where the members declared so far are found, from inside it
    /// (`struct In { T buf[L::G]; };` nested in `L`, CUB's
    /// `BlockRakingLayout`) or from a specialisation instantiated
    /// meanwhile (`typename allocator_system<A>::type`).
    pub(crate) fn class_scope(&self, t: TypeId) -> Option<CtxId> {
        self.class_ctx(t)
            .or_else(|| self.defining_classes.get(&self.types.unqual(t)).copied())
    }

    /// The constructors class `t` declares (none for other types).
    pub(crate) fn constructors_of(&self, t: TypeId) -> Vec<FuncId> {
        self.classes
            .get(&self.types.unqual(t))
            .map(|c| c.ctors.clone())
            .unwrap_or_default()
    }

    /// The overloads of member function `name` class `t` has (none when
    /// `name` is no member function of it): what types a braced argument
    /// before overload resolution (`o.f({1, 2})`).
    pub(crate) fn member_overloads(&self, t: TypeId, name: &str) -> Vec<FuncId> {
        match self
            .class_ctx(t)
            .and_then(|ctx| self.scopes.lookup_in(ctx, name))
        {
            Some(Symbol::Funcs(fs)) => fs.clone(),
            _ => Vec::new(),
        }
    }

    /// A new class scope for `t`, where `t` is declared (a local class's
    /// path starts in its function).
    pub(crate) fn open_class_scope(&mut self, t: TypeId) -> CtxId {
        let scope = self
            .types
            .record(t)
            .map(|r| r.scope.clone())
            .unwrap_or_default();
        self.scopes.open_class(t, &scope)
    }

    /// Declares the members of class `t` from its definition: nested
    /// types, data members (returned, for the layout), static data
    /// members and member functions; then checks the member function
    /// bodies (the class is complete by then).
    pub(crate) fn define_class(&mut self, t: TypeId, def: &ast::RecordDef) {
        self.incomplete_classes += 1;
        let ctx = self.open_class_scope(t);
        self.defining_classes.insert(t, ctx);
        self.in_context(ctx, |s| {
            if let Some(n) = &def.name {
                // The injected-class-name.
                s.scopes.insert(&n.name, Symbol::Type(t), n.span);
            }
            s.declare_bases(t, ctx, def);
            // Nested types first: data members and signatures may use them.
            // A typedef that cannot be resolved yet waits for the members
            // declared before it (`typedef ratio<num, den> type;`), and a
            // `decltype` typedef always does: its expression may call a
            // member function (`typedef decltype(__test<T>(0)) type;`).
            // Nested classes after such a typedef, or after a static data
            // member, wait with them, in order (`using _T = typename
            // Impl::T; struct T : Wrap<_T> {};`).
            let fields = def.fields.as_deref().unwrap_or(&[]);
            let last_field = fields.iter().map(|f| f.span).max_by_key(|sp| sp.start);
            let before = |sp: Span| {
                last_field.is_some_and(|lf| sp.file == lf.file && sp.start < lf.start)
            };
            let member_fns = member_function_names(def);
            let mut in_order = std::collections::HashSet::new();
            let mut waiting = false;
            for (i, (_, m)) in def.members.iter().enumerate() {
                match m {
                    // One that a data member may name is tried at once
                    // (`using Rep = decltype(select<E>()); using S =
                    // typename Rep::Storage; S storage;`, CUTLASS's
                    // `float_exmy_base`); it waits when it cannot be
                    // resolved yet.
                    ast::Item::Typedef(td)
                        if is_decltype_typedef(m)
                            && (!before(td.span)
                                || !decltype_without_members(m, &member_fns)
                                || !s.try_member_typedef(td)) =>
                    {
                        in_order.insert(i);
                    }
                    ast::Item::Typedef(_) if is_decltype_typedef(m) => {}
                    ast::Item::Typedef(td) if !s.try_member_typedef(td) => {
                        in_order.insert(i);
                        waiting = true;
                    }
                    ast::Item::Record(_) | ast::Item::Enum(_) if waiting => {
                        in_order.insert(i);
                    }
                    ast::Item::Vars(_) | ast::Item::Template { .. } => waiting = true,
                    ast::Item::Record(_) | ast::Item::Enum(_) => {
                        s.declare_items(std::slice::from_ref(m))
                    }
                    // `using typename Base<T>::type;`: a dependent base's
                    // type, which signatures may name (unqualified lookup
                    // does not search that base).
                    ast::Item::Using(ast::Using::Declaration(path), span) => {
                        s.using_base_type(t, ctx, path, *span)
                    }
                    _ => {}
                }
            }
            // Static data members, the typedefs that waited for a member
            // and the nested classes after either, written before the last
            // data member, are declared before the data members, in
            // declaration order: a member's array bound may use them
            // (`static constexpr int N = …; struct In { T b[N]; }; In
            // in; E payload[N];`, CUB's `BlockExchange`; `static constexpr
            // int B = X; using L = Layout<B>; T a[L::S];`).
            let early = |i: usize, m: &ast::Item| match m {
                ast::Item::Vars(vs) => vs.first().is_some_and(|v| before(v.span)),
                ast::Item::Typedef(td) => {
                    in_order.contains(&i) && !is_decltype_typedef(m) && before(td.span)
                }
                ast::Item::Record(r) => in_order.contains(&i) && before(r.span),
                ast::Item::Enum(e) => in_order.contains(&i) && before(e.span),
                // Member class templates and their partial specialisations
                // (`template <int D> struct Impl<A0, D>`), which such a
                // typedef may name (`using I = Impl<ALG, 0>;`).
                ast::Item::Template { item, span, .. } => {
                    matches!(**item, ast::Item::Record(_)) && before(*span)
                }
                _ => false,
            };
            for (i, (_, m)) in def.members.iter().enumerate() {
                if early(i, m) {
                    s.declare_items(std::slice::from_ref(m));
                }
            }
            let (out, defaults) = s.declare_fields(t, fields);
            for (i, f) in out.iter().enumerate() {
                if !f.name.is_empty() {
                    let decl = fields
                        .iter()
                        .find(|d| d.name.as_ref().is_some_and(|n| n.name == f.name));
                    let span = decl
                        .and_then(|d| d.name.as_ref())
                        .map_or(def.span, |n| n.span);
                    let access = decl.map_or(ast::Access::Public, |d| d.access);
                    s.note_access(super::access::Member::Field(t, i as u32), access, span);
                    s.scopes.insert(&f.name, Symbol::Field(t, i as u32), span);
                }
            }
            s.note_friends(t, def);
            s.finish_record(t, def, out);
            s.classes.insert(
                t,
                ClassInfo {
                    ctx,
                    defaults,
                    ctors: Vec::new(),
                    implicit_default: None,
                    dtor: None,
                    inherited: Vec::new(),
                    not_provided: Vec::new(),
                },
            );
            let mut bodies = Vec::new();
            let mut defaulted = Vec::new();
            let mut defaulted_dtors: Vec<(FuncId, ast::FunctionDef)> = Vec::new();
            let mut friend_bodies = Vec::new();
            for (i, (access, m)) in def.members.iter().enumerate() {
                if early(i, m) {
                    continue;
                }
                match m {
                    // A friend only declared here is the enclosing
                    // namespace's function (defined there).
                    ast::Item::Function(f) if f.friend && matches!(f.body, ast::Body::None) => {
                        let parent = s.scopes.ctx(ctx).parent.unwrap_or(ctx);
                        let parent = s.scopes.non_param(parent);
                        s.in_context(parent, |s| s.declare_items(std::slice::from_ref(m)));
                    }
                    ast::Item::Function(f) if f.friend => {
                        friend_bodies.push(s.hidden_friend(t, ctx, def, f));
                    }
                    ast::Item::Function(f) => {
                        if let Some(id) = s.declare_member_function(t, f) {
                            let m = super::access::Member::Func(id);
                            s.note_access(m, *access, f.name.span);
                            if let ast::Body::Stmt(_) = &f.body {
                                // A constexpr member of a templated class
                                // may be called by a later member's
                                // declaration (`using Agent = AP<384,
                                // t_scale(16)>;`, CUB's histogram policy):
                                // its body waits from here, so that call
                                // can define and evaluate it.
                                if f.constexpr && s.member_waits(id) {
                                    s.defer_member(id, f);
                                }
                                bodies.push((id, f));
                            } else if f.special == Some(ast::SpecialDef::Default)
                                && matches!(f.kind, ast::FnKind::Destructor)
                            {
                                // `virtual ~S() = default;`: the body `{}`,
                                // which destroys the members and bases.
                                let mut d = (*f).clone();
                                d.special = None;
                                let body = ast::Stmt {
                                    kind: ast::StmtKind::Compound(Vec::new()),
                                    span: f.span,
                                };
                                d.body = ast::Body::Stmt(std::sync::Arc::new(body));
                                s.defaulted_dtors.insert(id);
                                if let Some(&base) = s.base_variant.get(&id) {
                                    s.defaulted_dtors.insert(base);
                                }
                                defaulted_dtors.push((id, d));
                            } else if f.special == Some(ast::SpecialDef::Default) {
                                defaulted.push((id, f.name.span));
                            }
                        }
                    }
                    // A friend function template: one of the enclosing
                    // namespace's (`friend R ns::f<>(E)` names an existing
                    // one and only grants access, `note_friends`); one
                    // declared or defined here is declared there.
                    ast::Item::Template { item, .. }
                        if matches!(&**item, ast::Item::Function(f) if f.friend) =>
                    {
                        let ast::Item::Function(f) = &**item else {
                            continue;
                        };
                        if f.scope.is_empty() {
                            let parent = s.scopes.ctx(ctx).parent.unwrap_or(ctx);
                            let parent = s.scopes.non_param(parent);
                            s.in_context(parent, |s| s.declare_items(std::slice::from_ref(m)));
                        }
                    }
                    ast::Item::Template { params, item, span } => {
                        s.declare_template(params, item, *span)
                    }
                    ast::Item::Typedef(_) | ast::Item::Record(_) | ast::Item::Enum(_)
                        if in_order.contains(&i) =>
                    {
                        s.declare_items(std::slice::from_ref(m))
                    }
                    ast::Item::Vars(_)
                    | ast::Item::StaticAssert { .. }
                    | ast::Item::Unsupported { .. } => s.declare_items(std::slice::from_ref(m)),
                    _ => {}
                }
            }
            // `using Base::f;` after the class's own members are declared:
            // it adds the base's overloads to the class's own.
            for (access, m) in &def.members {
                match m {
                    ast::Item::Using(ast::Using::Declaration(path), span) => {
                        s.using_members(t, ctx, path, false, *access, *span)
                    }
                    ast::Item::Using(ast::Using::PackDeclaration(path), span) => {
                        s.using_members(t, ctx, path, true, *access, *span)
                    }
                    _ => {}
                }
            }
            s.note_friend_aliases(t, def);
            s.finish_virtuals(t, def.span);
            s.incomplete_classes -= 1;
            for (id, span) in defaulted {
                s.define_defaulted_ctor(id, t, span);
            }
            // Member function bodies of a class inside a class being defined
            // see the enclosing class complete ([class.mem]p7): they wait.
            let defer = s.incomplete_classes > 0;
            let owned: Vec<(FuncId, &ast::FunctionDef)> =
                defaulted_dtors.iter().map(|(id, f)| (*id, f)).collect();
            for (id, f) in bodies.into_iter().chain(owned) {
                if s.lazy_bodies.contains_key(&id) || s.program.functions[id].body.is_some() {
                    // Deferred (or already defined by a use) above.
                } else if s.member_waits(id) {
                    s.defer_member(id, f);
                } else if defer {
                    s.deferred_methods.push((id, f.clone(), ctx));
                } else {
                    s.define_method(id, f);
                }
            }
            // Hidden friends' bodies, once every member and friend is
            // declared: a complete-class context too (gpp's operator/
            // calls CustomComplex_conj, a friend defined after it).
            for (fctx, item) in friend_bodies {
                s.in_context(fctx, |s| s.declare_items(std::slice::from_ref(&item)));
            }
        });
        self.defining_classes.remove(&t);
        if self.incomplete_classes == 0 {
            while !self.deferred_methods.is_empty() {
                for (id, f, ctx) in std::mem::take(&mut self.deferred_methods) {
                    self.in_context(ctx, |s| s.define_method(id, &f));
                }
            }
        }
    }

    /// A friend function defined in class `t` (scope `ctx`): a function of
    /// the enclosing namespace (named as one), whose signature and body see
    /// the class's name (in a template, the current specialisation) and the
    /// template's parameters, and which only argument-dependent lookup
    /// finds ([class.friend]p7, [basic.lookup.argdep]p4): it is declared in
    /// a scope of its own and recorded on the class (`hidden_friends`).
    /// Declared here; its definition (the scope and the item) is returned
    /// to be checked once the class's members are all declared.
    fn hidden_friend(
        &mut self,
        t: TypeId,
        ctx: CtxId,
        def: &ast::RecordDef,
        f: &ast::FunctionDef,
    ) -> (CtxId, ast::Item) {
        let parent = self.scopes.ctx(ctx).parent.unwrap_or(ctx);
        let path = self.scopes.ctx(parent).path.clone();
        let fctx = self.scopes.open_params_in_path(ctx, path);
        if let Some(n) = &def.name {
            self.scopes
                .insert_in(fctx, &n.name, Symbol::Type(t), n.span);
        }
        let declaration = ast::Item::Function(ast::FunctionDef {
            body: ast::Body::None,
            ..f.clone()
        });
        self.in_context(fctx, |s| {
            s.declare_items(std::slice::from_ref(&declaration))
        });
        if let Some(Symbol::Funcs(fs)) = self.scopes.lookup_in(fctx, &f.name.name) {
            let fs: Vec<FuncId> = fs
                .iter()
                .copied()
                .filter(|&g| self.program.functions[g].method.is_none())
                .collect();
            let list = self.hidden_friends.entry(t).or_default();
            for g in fs {
                if !list.contains(&g) {
                    list.push(g);
                }
            }
        }
        // A function defined in its class is inline ([dcl.inline]): a
        // library's is defined on first use, as C++ instantiates a class
        // template's friend (Thrust's `swap(device_reference&,
        // device_reference&)` reaches a kernel nvcc does not emit unless
        // something swaps).
        // (Its default arguments are the declaration's, made above.)
        let mut body = ast::FunctionDef {
            inline: true,
            ..f.clone()
        };
        for p in &mut body.params {
            p.default = None;
        }
        (fctx, ast::Item::Function(body))
    }

    /// Declares member function `f` in the body of class `t`; a host
    /// member's problems are held on it (`host.rs`), and so are any
    /// member's in a class host code asked for: C++ instantiates a
    /// member's declaration with its class, but a return type it names is
    /// not required complete until the member is used (Thrust's
    /// `range_view` declares `reverse_iterator<const iterator> crbegin()`,
    /// an invalid specialisation nothing calls).
    fn declare_member_function(&mut self, t: TypeId, f: &ast::FunctionDef) -> Option<FuncId> {
        let host_only = cuda::is_host_only(f);
        if !host_only && !self.in_host_mode() {
            return self.declare_method(t, f, true);
        }
        let hold = self.begin_hold();
        self.host.mode += u32::from(host_only);
        let id = self.declare_method(t, f, true);
        self.host.mode -= u32::from(host_only);
        // (A member that could not be declared leaves its problems on its
        // class, unless it is host code.)
        let entity = match id {
            Some(id) => Some(super::host::Entity::Func(id)),
            None => (!host_only).then_some(super::host::Entity::Type(t)),
        };
        self.end_hold(hold, entity);
        id
    }

    /// Declares member function `f` of class `t` (`in_class`: declared in
    /// the class body, so inline). Constructors get their base-object
    /// variant too; the id returned is the one callers call.
    pub(crate) fn declare_method(
        &mut self,
        t: TypeId,
        f: &ast::FunctionDef,
        in_class: bool,
    ) -> Option<FuncId> {
        let space = cuda::exec_space(self, f);
        // A class's allocation and deallocation functions are static
        // even when not declared so ([class.free]p1).
        let is_static = f.storage == ast::StorageClass::Static
            || matches!(
                f.name.name.as_str(),
                "operator new" | "operator new[]" | "operator delete" | "operator delete[]"
            );
        if space == ExecSpace::Global && !is_static {
            self.error(
                f.name.span,
                format!(
                    "kernel function '{}' must be a free function or static member function",
                    f.name.name
                ),
            );
            return None;
        }
        let class_name = self
            .types
            .record(t)
            .map(|r| r.name.clone())
            .unwrap_or_default();
        let (kind, ret) = match &f.kind {
            ast::FnKind::Constructor => {
                if f.name.name != class_name {
                    self.error(
                        f.name.span,
                        "C++ requires a type specifier for all declarations",
                    );
                    return None;
                }
                (MethodKind::Constructor, self.types.void())
            }
            ast::FnKind::Destructor => {
                if f.name.name != format!("~{class_name}") {
                    self.error(
                        f.name.span,
                        "expected the class name after '~' to name a destructor",
                    );
                    return None;
                }
                if !f.params.is_empty() {
                    self.error(f.name.span, "destructor cannot have any parameters");
                    return None;
                }
                if f.special == Some(ast::SpecialDef::Default) && !f.is_virtual {
                    // `~S() = default;` is the implicit destructor. (A
                    // virtual one is declared: it has a vtable slot, and
                    // `delete` through a base pointer must reach the
                    // derived class's; its body is the implicit one's.)
                    return None;
                }
                (MethodKind::Destructor, self.types.void())
            }
            ast::FnKind::Normal
                if f.special == Some(ast::SpecialDef::Default) && f.name.name != "operator=" =>
            {
                self.error(
                    f.name.span,
                    "only special member functions may be defaulted",
                );
                return None;
            }
            // `operator=(…) = default` is the implicit member-wise
            // assignment, which assigning records already does; that it
            // was declared, and whether as the move, decides which
            // implicit moves exist (`implicit::moves_differently`).
            ast::FnKind::Normal if f.special == Some(ast::SpecialDef::Default) => {
                let moving = f
                    .params
                    .first()
                    .is_some_and(|p| matches!(p.ty.kind, ast::TypeExprKind::RValueRef(_)));
                self.defaulted_assigns.insert((t, moving));
                return None;
            }
            ast::FnKind::Conversion(te) => (MethodKind::Conversion, self.resolve_type(te)),
            ast::FnKind::Normal => (MethodKind::Normal, self.return_type(f)),
        };
        let (ptys, local_tys) = self.param_types(f);
        let cv = Cv {
            is_const: f.method.is_const,
            is_volatile: f.method.is_volatile,
            ..Cv::NONE
        };
        let this_ty = {
            let q = self.types.qualified(t, cv);
            self.types.pointer(q)
        };
        let mut all = Vec::new();
        if !is_static {
            all.push(this_ty);
        }
        all.extend(ptys.iter().copied());
        let fty = self.types.function(ret, all, f.variadic);
        let scope = self.scopes.ctx(self.scopes.current()).path.clone();
        let arity = ptys.len() + usize::from(!is_static);
        let unqual = match kind {
            MethodKind::Constructor | MethodKind::BaseConstructor => mangle::Unqual::Ctor(1),
            MethodKind::Destructor | MethodKind::BaseDestructor => mangle::Unqual::Dtor(1),
            MethodKind::Conversion => mangle::Unqual::Conversion(ret),
            MethodKind::Normal => self
                .operator_unqual(&f.name.name, arity, f.name.span)
                .unwrap_or(mangle::Unqual::Source(&f.name.name)),
        };
        let name_of = |u| mangle::FnName {
            scope: &scope,
            name: u,
            params: &ptys,
            variadic: f.variadic,
            extern_c: false,
            method: (!is_static).then_some((cv.is_const, cv.is_volatile, f.method.ref_qual)),
            template: None,
            last_pack: false,
        };
        let symbol = self.mangle_fn(&name_of(unqual));
        // A redeclaration in the class is an error; the out-of-line
        // definition finds the declaration itself.
        let key = self.member_key(&f.name.name, kind);
        if let Some(Symbol::Funcs(fs)) = self.scopes.lookup_in(self.scopes.current(), &key) {
            if fs
                .iter()
                .any(|&g| self.program.functions[g].symbol == symbol)
            {
                self.error(f.name.span, "class member cannot be redeclared");
                return None;
            }
        }
        // Defined in the class body: inline.
        // Members of a class template specialisation are instantiated
        // where used, like inline functions.
        let inline = (in_class
            && (!matches!(f.body, ast::Body::None) || f.special == Some(ast::SpecialDef::Default)))
            || f.inline
            || self.types.record(t).is_some_and(|r| r.template.is_some());
        let linkage = super::cuda::function_linkage(
            space,
            super::cuda::FnOrigin::Member { inline },
            self.types.is_local(t),
            self.opts.relocatable,
        );
        let kernel_attrs = self.kernel_attrs(f, space);
        if space == ExecSpace::Global {
            super::cuda::check_kernel_signature(self, ret, &f.ret, f.variadic, f.name.span, false);
        }
        let method = Method {
            class: t,
            is_static,
            kind,
            is_const: cv.is_const,
            is_volatile: cv.is_volatile,
            explicit: f.explicit,
            ref_qual: f.method.ref_qual,
        };
        let hint = Self::inline_hint(&f.attrs);
        let new_fn = |s: &mut Self, symbol: String, kind: MethodKind| {
            s.add_function(Function {
                inline: hint,
                kernel_attrs: kernel_attrs.clone(),
                method: Some(Method { kind, ..method }),
                constexpr: f.constexpr,
                constexpr_host: cuda::constexpr_host(f),
                ..Function::declared(
                    f.name.name.clone(),
                    symbol,
                    fty,
                    ret,
                    space,
                    linkage,
                    f.name.span,
                )
            })
        };
        let id = new_fn(self, symbol, kind);
        if in_class && matches!(f.body, ast::Body::Stmt(_)) {
            self.member_param_types
                .insert(id, (ptys.clone(), local_tys));
        }
        if kind == MethodKind::Constructor {
            let base = self.mangle_fn(&name_of(mangle::Unqual::Ctor(2)));
            let b = new_fn(self, base, MethodKind::BaseConstructor);
            self.add_vtt_param(b);
            self.base_variant.insert(id, b);
            let not_provided = in_class
                && !f.explicit
                && matches!(
                    f.special,
                    Some(ast::SpecialDef::Default | ast::SpecialDef::Delete)
                );
            if let Some(info) = self.classes.get_mut(&t) {
                info.ctors.push(id);
                if not_provided {
                    info.not_provided.push(id);
                }
            }
        }
        if kind == MethodKind::Destructor {
            let base = self.mangle_fn(&name_of(mangle::Unqual::Dtor(2)));
            let b = new_fn(self, base, MethodKind::BaseDestructor);
            self.add_vtt_param(b);
            self.base_variant.insert(id, b);
            if let Some(info) = self.classes.get_mut(&t) {
                info.dtor = Some(id);
            }
        }
        if f.special == Some(ast::SpecialDef::Delete) {
            self.deleted.insert(id);
        }
        self.scopes.add_func(&key, id, f.name.span);
        self.record_default_args(id, f);
        let twin = self.base_variant.get(&id).copied();
        self.record_exception_spec(id, twin, f);
        self.mark_deduced(id, f);
        self.note_virtual(t, id, f);
        Some(id)
    }

    /// The name a member is found under in its class scope
    /// (constructors under a name no identifier can spell).
    pub(crate) fn member_key(&self, name: &str, kind: MethodKind) -> String {
        match kind {
            MethodKind::Constructor | MethodKind::BaseConstructor => "<init>".into(),
            _ => name.to_string(),
        }
    }

    /// `S::~S() = default;`, `S::S(const S &) = default;`, `S &S::operator=(S &&) =
    /// default;` out of line: the member declared in the class gets the
    /// implicit body (the destructor's `{}`, which destroys the members;
    /// the member-wise constructor or assignment). Called in the class
    /// scope.
    pub(crate) fn define_defaulted_out_of_line(
        &mut self,
        t: TypeId,
        id: FuncId,
        f: &ast::FunctionDef,
    ) {
        match f.kind {
            ast::FnKind::Destructor => {
                let mut d = f.clone();
                d.special = None;
                let body = ast::Stmt {
                    kind: ast::StmtKind::Compound(Vec::new()),
                    span: f.span,
                };
                d.body = ast::Body::Stmt(std::sync::Arc::new(body));
                self.define_method(id, &d);
            }
            ast::FnKind::Constructor => self.define_defaulted_ctor(id, t, f.name.span),
            _ if f.name.name == "operator=" => self.define_defaulted_assign(t, id, f.name.span),
            _ => self.error(
                f.name.span,
                "only special member functions may be defaulted",
            ),
        }
    }

    /// Notes out-of-line member definition `f` (of `id`, a member of
    /// class `t`) as a candidate for the first external definition nvcc
    /// names internal entities after (`nvcc_names`): not inline, not a
    /// template's, not of a class local to this file.
    pub(crate) fn note_if_external_member(&mut self, t: TypeId, id: FuncId, f: &ast::FunctionDef) {
        let templated = self.types.record(t).is_some_and(|r| r.template.is_some());
        let func = &self.program.functions[id];
        let inline = f.inline || f.constexpr || f.special.is_some() || func.constexpr;
        if inline || templated || func.symbol.contains("_GLOBAL__N_") || self.types.is_local(t) {
            return;
        }
        let exact = !self
            .declared_params(id)
            .iter()
            .any(|&t| self.mentions_unknown(t));
        let symbol = func.symbol.clone();
        self.note_external_definition(&symbol, exact, &f.name.name, f.name.span);
    }

    /// The member function of the class of scope `ctx` that out-of-line
    /// definition `f` defines: the one of its name, parameter types and
    /// `const`. Called in `ctx`.
    pub(crate) fn declared_member(
        &mut self,
        ctx: super::scope::CtxId,
        f: &ast::FunctionDef,
    ) -> Option<FuncId> {
        let kind = match f.kind {
            ast::FnKind::Constructor => MethodKind::Constructor,
            ast::FnKind::Destructor => MethodKind::Destructor,
            _ => MethodKind::Normal,
        };
        // A host member's problems were held where the class declared it.
        let hold = self.in_host_mode().then(|| self.begin_hold());
        let (ptys, _) = self.param_types(f);
        if let Some(h) = hold {
            self.end_hold(h, None);
        }
        let key = self.member_key(&f.name.name, kind);
        match self.scopes.lookup_in(ctx, &key) {
            Some(Symbol::Funcs(fs)) => fs.iter().copied().find(|&g| {
                let func = &self.program.functions[g];
                let declared = self.declared_params(g);
                declared == ptys && func.method.is_some_and(|m| m.is_const == f.method.is_const)
            }),
            _ => None,
        }
    }

    /// An out-of-line definition of `name` that nothing declared in
    /// `scope` (already quoted or described) matches.
    pub(crate) fn no_matching_declaration(&mut self, name: &ast::Ident, scope: &str) {
        self.error(
            name.span,
            format!(
                "out-of-line definition of '{}' does not match any declaration in {scope}",
                name.name
            ),
        );
    }

    /// The declared parameter types of `f` (without `this`).
    pub(crate) fn declared_params(&self, f: FuncId) -> Vec<TypeId> {
        let func = &self.program.functions[f];
        let skip = usize::from(func.method.is_some_and(|m| !m.is_static));
        match self.types.kind(func.ty) {
            // (A member whose type lost `this` to an earlier error has none.)
            crate::types::TypeKind::Function { params, .. } => params
                .get(skip..)
                .map(<[TypeId]>::to_vec)
                .unwrap_or_default(),
            _ => Vec::new(),
        }
    }

    /// Checks the body of member function `id` (for a constructor, of
    /// its base-object variant, then the complete-object one forwards).
    pub(crate) fn define_method(&mut self, id: FuncId, f: &ast::FunctionDef) {
        self.define_method_seeing(id, f, None);
    }

    /// `define_method`, for a member of a class template's specialisation
    /// defined in the template: its ordinary unqualified lookups see what
    /// was declared before the template's definition (`horizon`).
    pub(crate) fn define_method_seeing(
        &mut self,
        id: FuncId,
        f: &ast::FunctionDef,
        horizon: Option<super::lookup::Horizon>,
    ) {
        let ast::Body::Stmt(body) = &f.body else {
            return;
        };
        let space = self.program.functions[id].space;
        if !space.on_device() {
            // Read for the kernels it launches; its problems are held.
            let hold = self.begin_hold();
            self.host.mode += 1;
            let (ptys, local_tys) = self.method_param_types(id, f);
            let body_of = self.base_variant.get(&id).copied().unwrap_or(id);
            self.check_host_body(body_of, f, &ptys, &local_tys, body);
            self.program.functions[id].body = Some(Vec::new());
            self.host.mode -= 1;
            self.end_hold(hold, Some(super::host::Entity::Func(id)));
            return;
        }
        // A device member of a class host code did not ask for is checked
        // as any device function is, even inside the class's held parts.
        let strict = (!self.in_host_mode()).then(|| self.begin_strict());
        let (ptys, local_tys) = self.method_param_types(id, f);
        let tys = (&ptys[..], &local_tys[..]);
        match self.base_variant.get(&id).copied() {
            Some(base) => {
                self.define_function_seeing(base, f, tys, body, horizon);
                self.define_forwarder(id, base);
            }
            None => self.define_function_seeing(id, f, tys, body, horizon),
        }
        if let Some(s) = strict {
            self.end_strict(s);
        }
    }

    /// Member function `id`'s parameter types for its body (`f`): those
    /// its declaration in the class resolved, else resolved now.
    fn method_param_types(
        &mut self,
        id: FuncId,
        f: &ast::FunctionDef,
    ) -> (Vec<TypeId>, Vec<TypeId>) {
        match self.member_param_types.get(&id) {
            Some(known) => known.clone(),
            None => self.param_types(f),
        }
    }

    /// The body of a complete-object constructor: call the base-object one
    /// with the same arguments.
    pub(crate) fn define_forwarder(&mut self, id: FuncId, target: FuncId) {
        let fty = self.program.functions[id].ty;
        let span = self.program.functions[id].span;
        let Some((locals, mut args)) = self.forwarding_params(fty, span) else {
            return;
        };
        // The complete object: a null VTT (`vbases.rs`).
        if self.takes_vtt(target) && !args.is_empty() {
            let vpp = self.void_ptr_ptr();
            args.insert(1, Expr::new(ExprKind::Null, vpp, false, span));
        }
        let v = self.types.void();
        let call = Expr::new(ExprKind::Call(target, args), v, false, span);
        let func = &mut self.program.functions[id];
        func.params = locals.keys().collect();
        func.locals = locals;
        func.body = Some(vec![Stmt {
            kind: StmtKind::Expr(call),
            span,
        }]);
    }

    /// The parameters of a member function of type `fty` that passes
    /// them on (`this`, `p1`, …): its locals and their values.
    pub(crate) fn forwarding_params(
        &mut self,
        fty: TypeId,
        span: Span,
    ) -> Option<(PrimaryMap<LocalId, Local>, Vec<Expr>)> {
        let crate::types::TypeKind::Function { params, .. } = self.types.kind(fty).clone() else {
            return None;
        };
        let mut locals = PrimaryMap::new();
        let mut args = Vec::new();
        for (i, &p) in params.iter().enumerate() {
            let name = if i == 0 {
                "this".to_string()
            } else {
                format!("p{i}")
            };
            locals.push(Local {
                name,
                ty: p,
                align: None,
                span,
            });
            let l = Expr::new(ExprKind::Local(LocalId(i as u32)), p, true, span);
            let ut = self.types.unqual(p);
            args.push(Expr::new(ExprKind::Load(Box::new(l)), ut, false, span));
        }
        Some((locals, args))
    }

    /// Whether two members reached through anonymous member `anon` (of
    /// type `anon`; paths into it) cannot both be initialised: the same
    /// member, or members of different variants of a union on the way
    /// ([class.base.init]p8). `x` and `y` of gdt's `union { struct { T x,
    /// y; }; struct { T s, t; }; }` share a variant and do not clash.
    fn variant_paths_clash(&self, anon: TypeId, a: &[u32], b: &[u32]) -> bool {
        let mut ty = self.types.unqual(anon);
        for (x, y) in a.iter().zip(b) {
            let Some(rec) = self.types.record(ty) else {
                return true;
            };
            if x != y {
                return rec.is_union;
            }
            let Some(f) = rec.fields.as_ref().and_then(|f| f.get(*x as usize)) else {
                return true;
            };
            ty = self.types.unqual(f.ty);
        }
        // One names the other or a member inside it.
        true
    }

    /// Whether member `f` is an anonymous union without default member
    /// initialisers (`ctor_prelude` leaves such a member alone).
    fn uninitialised_anonymous_union(&self, f: &crate::types::Field) -> bool {
        let t = self.types.unqual(f.ty);
        f.name.is_empty()
            && self.types.record(t).is_some_and(|r| r.is_union)
            && self
                .classes
                .get(&t)
                .is_none_or(|c| c.defaults.iter().all(|d| d.is_none()))
    }

    /// A delegating constructor (`C() : C{attrs{}} {}`, nvtx3's
    /// scoped_range_in; [class.base.init]p6): its one initialiser names
    /// the class itself, and the target constructor builds the whole
    /// object (bases, vtable pointers, members) before this body runs.
    /// The target is called as a base-object constructor, as this one's
    /// prelude runs in its base-object variant. `None` when the
    /// initialisers do not delegate.
    fn delegation(&mut self, class: TypeId, inits: &[ast::MemberInit]) -> Option<Vec<Stmt>> {
        let mi = inits.iter().find(|mi| {
            !mi.pack
                && mi
                    .name
                    .last()
                    .is_some_and(|n| self.types.record(class).is_some_and(|r| r.name == n.name))
                && self.quiet_type(&mi.name, mi.span) == Some(class)
        })?;
        if inits.len() > 1 {
            self.error(
                mi.span,
                "an initializer for a delegating constructor must appear alone",
            );
            return Some(Vec::new());
        }
        let init = match self.init_object(class, Some(&mi.init), mi.span)? {
            Init::Construct(f, mut args) => {
                let f2 = self.base_variant.get(&f).copied().unwrap_or(f);
                // The target constructs the same object: the same VTT.
                if self.takes_vtt(f2) {
                    args.insert(0, self.delegated_vtt(mi.span));
                }
                Init::Construct(f2, args)
            }
            other => other,
        };
        let this = self.this_expr(mi.span)?;
        let obj = Expr::new(ExprKind::Deref(Box::new(this)), class, true, mi.span);
        Some(vec![Stmt {
            kind: StmtKind::InitAt(obj, init),
            span: mi.span,
        }])
    }

    /// The statements a constructor of `class` runs before its body: each
    /// data member initialised from the member initialiser list, else its
    /// default member initialiser, else default-initialised.
    /// `at` is the constructor, for the members it initialises implicitly.
    pub(crate) fn ctor_prelude(
        &mut self,
        class: TypeId,
        inits: &[ast::MemberInit],
        at: Span,
    ) -> Vec<Stmt> {
        let fields = self
            .types
            .record(class)
            .and_then(|r| r.fields.clone())
            .unwrap_or_default();
        let bases = self
            .types
            .record(class)
            .map(|r| r.bases.clone())
            .unwrap_or_default();
        if let Some(stmts) = self.delegation(class, inits) {
            return stmts;
        }
        let mut given: Vec<Option<&ast::MemberInit>> = vec![None; fields.len()];
        // A member of anonymous member `i` named by an initialiser: its
        // path of field indices inside, and the initialiser.
        let mut anon_given: Vec<Vec<(Vec<u32>, &ast::MemberInit)>> = vec![Vec::new(); fields.len()];
        // A base's initialiser, with the pack element it is for when the
        // initialiser is a pack expansion.
        let mut base_given: Vec<Option<(&ast::MemberInit, Option<usize>)>> =
            vec![None; bases.len()];
        let mut vbase_given: Vec<(TypeId, &ast::MemberInit)> = Vec::new();
        for mi in inits {
            if mi.pack {
                let te = ast::TypeExpr::named(mi.name.clone(), mi.span);
                let Some(n) = self.pack_length(&te) else {
                    self.error(
                        mi.span,
                        "pattern of pack expansion contains no unexpanded parameter packs",
                    );
                    continue;
                };
                for i in 0..n {
                    let t = self.with_pack_element(i, |s| s.quiet_type(&mi.name, mi.span));
                    match t.and_then(|t| bases.iter().position(|&b| b == t)) {
                        Some(k) if base_given[k].is_none() => base_given[k] = Some((mi, Some(i))),
                        _ => {
                            let d = self.describe_ty(class);
                            self.error(
                                mi.span,
                                format!(
                                    "this pack of member initializers does not name bases of '{d}'"
                                ),
                            );
                            break;
                        }
                    }
                }
                continue;
            }
            let name = mi.name.last().map(|i| i.name.as_str()).unwrap_or("");
            let field = fields
                .iter()
                .position(|f| f.name == name)
                .filter(|_| mi.name.len() == 1);
            if let Some(i) = field {
                if given[i].is_some() || !anon_given[i].is_empty() {
                    self.error(
                        mi.span,
                        format!("multiple initializations given for non-static member '{name}'"),
                    );
                }
                given[i] = Some(mi);
                continue;
            }
            // A member of an anonymous union or struct member (libcu++'s
            // `optional`: `: __val_(…)` of `union { char __null_state_;
            // T __val_; }`): that member initialises the anonymous one.
            let anon = (mi.name.len() == 1)
                .then(|| self.anonymous_member_path(class, name))
                .flatten()
                .and_then(|p| Some((*p.first()? as usize, p[1..].to_vec())));
            if let Some((i, path)) = anon {
                let clash = anon_given[i]
                    .iter()
                    .any(|(other, _)| self.variant_paths_clash(fields[i].ty, &path, other));
                if given[i].is_some() || clash {
                    self.error(
                        mi.span,
                        format!("initializing multiple members of union, or '{name}' twice"),
                    );
                }
                anon_given[i].push((path, mi));
                continue;
            }
            let base = self
                .quiet_type(&mi.name, mi.span)
                .and_then(|t| bases.iter().position(|&b| b == t));
            if let Some(k) = base {
                if base_given[k].is_some() {
                    let d = self.describe_ty(bases[k]);
                    self.error(
                        mi.span,
                        format!("multiple initializations given for base '{d}'"),
                    );
                }
                base_given[k] = Some((mi, None));
                continue;
            }
            // A virtual base, direct or not: the complete object's
            // constructor initialises it with this.
            let vbase = self
                .quiet_type(&mi.name, mi.span)
                .map(|t| self.types.unqual(t))
                .filter(|t| self.types.all_virtual_bases(class).contains(t));
            if let Some(w) = vbase {
                vbase_given.push((w, mi));
                continue;
            }
            let d = self.describe_ty(class);
            self.error(
                mi.span,
                format!("member initializer '{name}' does not name a non-static data member or base class of '{d}'"),
            );
        }
        let mut out = Vec::new();
        // Virtual bases first, by the complete object only (`vbases.rs`).
        let mut vstmts = Vec::new();
        for w in self.types.virtual_base_init_order(class) {
            let given = vbase_given.iter().find(|(v, _)| *v == w).map(|(_, m)| *m);
            let span = given.map_or(at, |m| m.span);
            let Some(init) = self.init_object(w, given.map(|m| &m.init), span) else {
                continue;
            };
            let init = self.base_init(init, class, w, true, span);
            let Some(this) = self.this_expr(span) else {
                continue;
            };
            let target = self.complete_vbase_object(class, w, this, span);
            vstmts.push(Stmt {
                kind: StmtKind::InitAt(target, init),
                span,
            });
        }
        out.extend(self.when_most_derived(vstmts, at));
        // Bases next, in declaration order, through their base-object
        // constructors.
        for (k, &b) in bases.iter().enumerate() {
            let span = base_given[k].map_or(at, |(m, _)| m.span);
            let init = match base_given[k] {
                Some((m, Some(i))) => {
                    self.with_pack_element(i, |s| s.init_object(b, Some(&m.init), span))
                }
                given => self.init_object(b, given.map(|(m, _)| &m.init), span),
            };
            let Some(init) = init else { continue };
            let init = self.base_init(init, class, b, false, span);
            let Some(this) = self.this_expr(span) else {
                continue;
            };
            let obj = Expr::new(ExprKind::Deref(Box::new(this)), class, true, span);
            let target = self.base_subobject(obj, b, span);
            out.push(Stmt {
                kind: StmtKind::InitAt(target, init),
                span,
            });
        }
        // The class's vtable pointers, once its bases are built and
        // before its members are (their initialisers may call virtual
        // functions, which then find this class's overriders).
        if let Some(this) = self.this_expr(at) {
            out.extend(self.vptr_stores(class, &this, at));
        }
        let is_union = self.types.record(class).is_some_and(|r| r.is_union);
        let any_given = given.iter().any(Option::is_some);
        let has_default = |s: &Self, i: usize| {
            s.classes
                .get(&class)
                .is_some_and(|c| c.defaults.get(i).is_some_and(Option::is_some))
        };
        for (i, f) in fields.iter().enumerate() {
            let mut anon = std::mem::take(&mut anon_given[i]);
            // In declaration order, as members are initialised.
            anon.sort_by(|a, b| a.0.cmp(&b.0));
            for (path, mi) in anon.iter().cloned() {
                let Some(this) = self.this_expr(mi.span) else {
                    continue;
                };
                let obj = Expr::new(ExprKind::Deref(Box::new(this)), class, true, mi.span);
                let mut target = Expr::new(
                    ExprKind::Member(Box::new(obj), i as u32),
                    f.ty,
                    true,
                    mi.span,
                );
                for k in path {
                    let inner = self.types.unqual(target.ty);
                    let Some(g) = self
                        .types
                        .record(inner)
                        .and_then(|r| r.fields.as_ref()?.get(k as usize).cloned())
                    else {
                        break;
                    };
                    target = Expr::new(ExprKind::Member(Box::new(target), k), g.ty, true, mi.span);
                }
                let Some(init) = self.init_object(target.ty, Some(&mi.init), mi.span) else {
                    continue;
                };
                out.push(Stmt {
                    kind: StmtKind::InitAt(target, init),
                    span: mi.span,
                });
            }
            if !anon.is_empty() {
                continue;
            }
            let span = given[i].map_or(at, |m| m.span);
            let init = match given[i] {
                Some(mi) => self.init_object(f.ty, Some(&mi.init), mi.span),
                // A union's members are variant members: one the
                // initialisers do not name is not initialised, nor by its
                // default initialiser when they name another
                // ([class.base.init]p9; libcu++'s `__expected_union_t(
                // unexpect_t, …) : __unex_(…)` leaves its `T __val_`).
                None if is_union && (any_given || !has_default(self, i)) => continue,
                None => {
                    let default = self
                        .classes
                        .get(&class)
                        .and_then(|c| c.defaults.get(i).cloned().flatten());
                    match default {
                        Some(d) => self.init_object(f.ty, Some(&d), d.span()),
                        // An anonymous union no initialiser names, none of
                        // whose members has a default initialiser, is not
                        // initialised ([class.base.init]p9): CUB's
                        // InputValue copy constructor leaves its union of a
                        // FutureValue (no default constructor) and a T
                        // alone.
                        None if self.uninitialised_anonymous_union(f) => continue,
                        None => self.init_object(f.ty, None, span),
                    }
                }
            };
            let Some(init) = init else { continue };
            // The temporary would die at the end of the constructor's
            // initialiser, leaving the member dangling: ill-formed since
            // CWG 1696 (clang rejects it; g++ used to extend it).
            if let Init::Expr(e) = &init {
                if self.types.referee(f.ty).is_some() && binds_temporary(e) {
                    self.error(
                        e.span,
                        format!("reference member '{}' binds to a temporary object whose lifetime would be shorter than the lifetime of the constructed object", f.name),
                    );
                    continue;
                }
            }
            let Some(this) = self.this_expr(span) else {
                continue;
            };
            let obj = Expr::new(ExprKind::Deref(Box::new(this)), class, true, span);
            let target = Expr::new(ExprKind::Member(Box::new(obj), i as u32), f.ty, true, span);
            // A bit-field has no address to construct in: its value is
            // stored (`S() : flag(true)`).
            if f.bit_width.is_some() {
                let ut = self.types.unqual(f.ty);
                let value = match init {
                    Init::Expr(v) => v,
                    _ => Expr::new(ExprKind::Int(0), ut, false, span),
                };
                let store = Expr::new(
                    ExprKind::Assign(Box::new(target), Box::new(value)),
                    f.ty,
                    true,
                    span,
                );
                out.push(Stmt {
                    kind: StmtKind::Expr(store),
                    span,
                });
                continue;
            }
            out.push(Stmt {
                kind: StmtKind::InitAt(target, init),
                span,
            });
        }
        out
    }

    /// `this` in the current member function (an rvalue pointer).
    pub(crate) fn this_expr(&mut self, span: Span) -> Option<Expr> {
        let f = self.func.as_ref()?;
        if let Some(l) = f.aggregate_this {
            let t = self.local_ty(l);
            return Some(self.rvalue(Expr::new(ExprKind::Local(l), t, true, span)));
        }
        if f.closure_self.is_some() {
            return self.captured_this(span);
        }
        let l = f.this?;
        let t = self.local_ty(l);
        let e = Expr::new(ExprKind::Local(l), t, true, span);
        Some(self.rvalue(e))
    }

    /// Whether class `t` declares a copy or move constructor (a
    /// constructor whose first parameter is a reference to `t`): copying
    /// an lvalue or xvalue of `t` then calls it instead of copying bytes.
    /// Whether class `t` declares a constructor that is user-provided,
    /// explicit or inherited: what keeps a C++17 class from being an
    /// aggregate ([dcl.init.aggr]p1).
    pub(crate) fn user_provides_ctors(&self, t: TypeId) -> bool {
        self.classes
            .get(&self.types.unqual(t))
            .is_some_and(|c| c.ctors.iter().any(|f| !c.not_provided.contains(f)))
    }

    pub(crate) fn has_copy_ctor(&self, t: TypeId) -> bool {
        let t = self.types.unqual(t);
        let Some(info) = self.classes.get(&t) else {
            return false;
        };
        info.ctors.iter().any(|&c| {
            let params = self.declared_params(c);
            // A copy or move constructor's other parameters all have
            // default arguments ([class.copy.ctor]/1): `P(const P &, bool)`
            // is none, and the implicit copy constructor stays.
            let rest_defaulted = self.required_args(c, params.len()) <= 1;
            !self.trivial_ctors.contains(&c)
                && rest_defaulted
                && params.first().is_some_and(|&p| {
                    self.types
                        .referee(p)
                        .is_some_and(|r| self.types.unqual(r) == t)
                })
        })
    }

    /// Records whether complete class `t` is non-trivial for the purposes
    /// of calls (Itanium C++ ABI 3.1.2.3): it declares a non-trivial copy
    /// or move constructor or a destructor, is dynamic, or has a base or
    /// member (an array's element) that is. Such an argument is the
    /// caller's temporary, passed by address: the callee's changes to its
    /// parameter are the object the caller destroys.
    pub(crate) fn note_call_abi(&mut self, t: TypeId) {
        let (bases, fields) = self.class_parts(t);
        let part_indirect = |p: TypeId| {
            let p = self.types.innermost_elem(p);
            self.types.record(p).is_some_and(|r| r.indirect_abi)
        };
        let indirect = self.has_copy_ctor(t)
            || self.types.is_dynamic(t)
            || self.classes.get(&t).is_some_and(|c| c.dtor.is_some())
            || bases.into_iter().chain(fields).any(part_indirect);
        if let Some(r) = self.types.record_mut(t) {
            r.indirect_abi = indirect;
        }
    }

    /// Whether copying an lvalue of `t` runs a constructor: one `t`
    /// declares, or its implicit one when that runs code: a dynamic
    /// class's (it sets vtable pointers), or one whose base or member's
    /// copy runs code ([class.copy.ctor]/10: it is not trivial); an
    /// array when its elements do.
    pub(crate) fn copies_by_ctor(&self, t: TypeId) -> bool {
        let t = self.types.innermost_elem(t);
        if self.has_copy_ctor(t) || self.types.is_dynamic(t) {
            return true;
        }
        let Some(r) = self.types.record(t) else {
            return false;
        };
        if r.is_union {
            return false;
        }
        r.bases.iter().any(|&b| self.copies_by_ctor(b))
            || r.fields.iter().flatten().any(|f| self.copies_by_ctor(f.ty))
    }

    /// Whether class `t` declares a copy or move assignment operator (an
    /// `operator=` taking `t` by reference or by value) that is not a
    /// defaulted one.
    pub(crate) fn has_copy_assign(&mut self, t: TypeId) -> bool {
        let t = self.types.unqual(t);
        let Some(ctx) = self.class_ctx(t) else {
            return false;
        };
        let funcs = self.scopes.ctx_funcs(ctx);
        funcs.into_iter().any(|f| {
            let func = &self.program.functions[f];
            func.name == "operator="
                && !self.trivial_ctors.contains(&f)
                && self.declared_params(f).first().is_some_and(|&p| {
                    let p = self.types.referee(p).unwrap_or(p);
                    self.types.unqual(p) == t
                })
        })
    }

    /// Whether objects of `t` need a constructor call to be
    /// default-initialised: a user-declared constructor, or default
    /// member initialisers (directly or in a member).
    pub(crate) fn needs_construction(&self, t: TypeId) -> bool {
        let t = self.types.unqual(t);
        // A plain C struct has no class information, but its members
        // may have constructors (`struct H { G g; };`).
        if let Some(info) = self.classes.get(&t) {
            if !info.ctors.is_empty() || info.defaults.iter().any(|d| d.is_some()) {
                return true;
            }
        }
        let Some(r) = self.types.record(t) else {
            return false;
        };
        if r.dynamic {
            return true;
        }
        r.bases.iter().any(|&b| self.needs_construction(b))
            || r.fields.as_ref().is_some_and(|fs| {
                // A member array's elements (`B c[16]`).
                fs.iter()
                    .any(|f| self.needs_construction(self.types.innermost_elem(f.ty)))
            })
    }
}

/// Whether reference initialiser `e` binds a temporary directly (through
/// conversions to a base or adding qualifiers), as lifetime extension
/// finds it.
fn binds_temporary(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::AddrOf(x)
        | ExprKind::Deref(x)
        | ExprKind::Cast(_, x)
        | ExprKind::Member(x, _) => binds_temporary(x),
        ExprKind::Temp(_) => true,
        _ => false,
    }
}
