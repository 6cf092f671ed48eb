//! Implicitly defined special members: the default constructor, the
//! destructor, and constructors declared `= default`.
//!
//! Input: a complete class. Output: member `Function`s with bodies, each
//! as a complete-object (`C1`/`D1`) and base-object (`C2`/`D2`) pair
//! whose complete-object variant forwards to the other, like clang's.
//! Invariants: implicit members are created on first use and once per
//! class (memoised in `ClassInfo` and `Sema::dtors`); they are
//! `__host__ __device__`, and link-once under `-rdc` (internal otherwise).
//!
//! `D2` runs the body, then the members' destructors in reverse order, then
//! the bases' `D2`s. An `= default` constructor gets the implicit body
//! (member-wise copy or move for copy and move constructors) unless it is
//! trivial, in which case it is no function at all and a call copies bytes
//! (clang emits none either). `= delete` functions are found by overload
//! resolution and then rejected.
//!
//! Value-initialisation (`T()`, `T{}` members, aggregate elements not given)
//! of a class whose implicit default constructor runs code (a base's or
//! member's constructor, default member initialisers) is
//! `Init::Zeroed(Construct(implicit ctor))`: zero the object, then construct
//! (`class.rs`). A plain C struct holding a class with a constructor gets its
//! class information, and one implicit constructor, when first needed.

use super::lifetime::Cleanup;
use super::mangle;
use super::{FnCtx, Sema};
use crate::ir::*;
use crate::source::Span;
use crate::types::TypeId;

/// Which implicit member a pair of functions is.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Special {
    DefaultCtor,
    Dtor,
    /// `T(const T&)`, made only for dynamic classes (`virtuals.rs`);
    /// other classes are copied as bytes or member-wise where copied.
    CopyCtor,
    /// `T(T&&)`, made only where a move differs from the copy.
    MoveCtor,
}

impl Sema<'_> {
    /// The implicit default constructor of `t` (which runs the default
    /// member initialisers), created on first use like clang's.
    /// `span` is the first use, where diagnostics about it point.
    pub(crate) fn implicit_default_ctor(&mut self, t: TypeId, span: Span) -> FuncId {
        if let Some(f) = self.classes.get(&t).and_then(|c| c.implicit_default) {
            return f;
        }
        // A plain C struct gets its class information now, so the
        // constructor is made once.
        self.ensure_class_info(t, span);
        let (c1, c2) = self.implicit_pair(t, Special::DefaultCtor, span);
        if let Some(info) = self.classes.get_mut(&t) {
            info.implicit_default = Some(c1);
        }
        self.define_implicit(c2, t, span, |s, _| {
            let body = s.ctor_prelude(t, &[], span);
            (body, Vec::new())
        });
        self.define_forwarder(c1, c2);
        c1
    }

    /// The destructor of objects of type `t` (of its elements, for an
    /// array) when destroying one does anything: the user-declared one,
    /// or the implicit one of a class with a base or member that has a
    /// destructor (created here on first use). `None`: destruction is
    /// trivial.
    pub(crate) fn destructor(&mut self, t: TypeId, span: Span) -> Option<FuncId> {
        let t = self.types.innermost_elem(t);
        // Destroying an object needs its class complete (one deferred by
        // `lazy_class` may declare the destructor).
        self.require_complete(t);
        let r = self.types.record(t)?;
        if let Some(d) = self.classes.get(&t).and_then(|c| c.dtor) {
            self.ensure_defined(d, span);
            return Some(d);
        }
        if let Some(&d) = self.dtors.get(&t) {
            return d;
        }
        // Union members are never destroyed implicitly (a union with
        // such a member has a deleted destructor in C++).
        let (is_union, bases) = (r.is_union, r.bases.clone());
        let fields: Vec<TypeId> = r.fields.as_ref()?.iter().map(|f| f.ty).collect();
        let needs = !is_union
            && bases
                .iter()
                .chain(fields.iter())
                .any(|&m| self.destructor(m, span).is_some());
        let d = needs.then(|| {
            let (d1, d2) = self.implicit_pair(t, Special::Dtor, span);
            self.dtors.insert(t, Some(d1));
            self.note_implicit_dtor(t, d1, span);
            self.define_implicit(d2, t, span, |s, params| {
                let (mut stores, members) = s.member_cleanups(t, params[0], span);
                if let Some(this) = s.this_expr(span) {
                    stores.extend(s.vptr_stores(t, &this, span));
                }
                (stores, members)
            });
            self.define_forwarder(d1, d2);
            d1
        });
        self.dtors.insert(t, d);
        d
    }

    /// What a base-object destructor of `t` destroys after its body, in
    /// construction order (bases, then members): each base through its
    /// base-object destructor, each member through its destructor.
    /// `this` is the destructor's `this` parameter. Virtual bases come
    /// first (destroyed last) and only for a complete object: the
    /// statements returned declare the flag that says so.
    pub(crate) fn member_cleanups(
        &mut self,
        t: TypeId,
        this: LocalId,
        span: Span,
    ) -> (Vec<Stmt>, Vec<Cleanup>) {
        if self.types.record(t).is_none_or(|r| r.is_union) {
            return (Vec::new(), Vec::new());
        }
        let (prelude, mut out) = self.vbase_cleanups(t, this, span);
        let (bases, fields) = self.class_parts(t);
        let this_ty = self.local_ty(this);
        let this_ptr = Expr::new(ExprKind::Local(this), this_ty, true, span);
        let this_ptr = self.rvalue(this_ptr);
        let obj = Expr::new(ExprKind::Deref(Box::new(this_ptr)), t, true, span);
        for b in bases {
            if let Some(d) = self.destructor(b, span) {
                let dtor = self.base_variant.get(&d).copied().unwrap_or(d);
                let vtt = self.vtt_arg(dtor, t, b, false, span);
                let obj = self.base_subobject(obj.clone(), b, span);
                out.push(Cleanup {
                    obj,
                    dtor,
                    flag: None,
                    vtt,
                });
            }
        }
        for (i, ty) in fields.into_iter().enumerate() {
            if let Some(dtor) = self.destructor(ty, span) {
                let obj = Expr::new(
                    ExprKind::Member(Box::new(obj.clone()), i as u32),
                    ty,
                    true,
                    span,
                );
                out.push(Cleanup {
                    obj,
                    dtor,
                    flag: None,
                    vtt: None,
                });
            }
        }
        (prelude, out)
    }

    /// Whether the special member `f` (a complete-object constructor or
    /// destructor) does nothing: its base-object body is empty but for
    /// calls of other such members (CUDA's "empty" constructors and
    /// destructors, allowed on objects with static storage).
    pub(crate) fn is_empty_special(&self, f: FuncId) -> bool {
        let mut seen = Vec::new();
        self.empty_special(f, &mut seen)
    }

    fn empty_special(&self, f: FuncId, seen: &mut Vec<FuncId>) -> bool {
        if self.trivial_ctors.contains(&f) || seen.contains(&f) {
            return true;
        }
        seen.push(f);
        let body_of = self.base_variant.get(&f).copied().unwrap_or(f);
        let Some(body) = &self.program.functions[body_of].body else {
            // Declared, defined elsewhere: assume it does something.
            return false;
        };
        body.iter().all(|s| match &s.kind {
            StmtKind::Empty => true,
            StmtKind::Block(v) => v.is_empty(),
            StmtKind::Expr(e) | StmtKind::InitAt(_, Init::Expr(e)) => match &e.kind {
                ExprKind::Call(g, _) => {
                    self.program.functions[*g].method.is_some() && self.empty_special(*g, seen)
                }
                _ => false,
            },
            StmtKind::InitAt(_, Init::Construct(g, _)) => self.empty_special(*g, seen),
            // `: B()` / `: B{}` of an empty base or member: it holds
            // nothing to set (Thrust's `seq_t() : execution_policy<seq_t>()`).
            StmtKind::InitAt(target, init)
                if self.types.is_empty_record(self.types.unqual(target.ty)) =>
            {
                match init {
                    Init::Zero => true,
                    Init::List(items) => items.is_empty(),
                    Init::Zeroed(inner) => match &**inner {
                        Init::Construct(g, args) => args.is_empty() && self.empty_special(*g, seen),
                        Init::Zero => true,
                        _ => false,
                    },
                    _ => false,
                }
            }
            StmtKind::Return(None) => true,
            _ => false,
        })
    }

    /// The body of a constructor of `t` declared `= default`: a default
    /// constructor runs the default member initialisers; a copy or move
    /// constructor copies (moves) each base and member.
    pub(crate) fn define_defaulted_ctor(&mut self, c1: FuncId, t: TypeId, span: Span) {
        let Some(c2) = self.base_variant.get(&c1).copied() else {
            return;
        };
        let params = self.declared_params(c1);
        let source = match params.as_slice() {
            [] => None,
            [p] if self
                .types
                .referee(*p)
                .is_some_and(|r| self.types.unqual(r) == t) =>
            {
                Some(self.types.is_rvalue_ref(*p))
            }
            _ => {
                self.error(span, "only special member functions may be defaulted");
                return;
            }
        };
        if self.defaulted_is_trivial(t, source.is_some()) {
            self.trivial_ctors.insert(c1);
            return;
        }
        // A defaulted constructor that cannot initialise a base or member
        // (one without a default constructor, a deleted copy constructor:
        // libcu++'s optional of a type that cannot be moved) is deleted
        // ([class.default.ctor]p2, [class.copy.ctor]p10), not an error:
        // only a call of it is.
        let ((), errors) = self.tentatively(|s| {
            s.define_implicit(c2, t, span, |s, ps| {
                let body = match (source, ps.get(1)) {
                    (Some(moving), Some(&other)) => {
                        let mut body = s.memberwise_copy(t, ps[0], other, moving, span);
                        if let Some(this) = s.this_expr(span) {
                            body.extend(s.vptr_stores(t, &this, span));
                        }
                        body
                    }
                    _ => s.ctor_prelude(t, &[], span),
                };
                (body, Vec::new())
            })
        });
        if errors
            .iter()
            .any(|d| d.severity == crate::diag::Severity::Error)
        {
            self.deleted.insert(c1);
            self.deleted.insert(c2);
            return;
        }
        self.diags.list.extend(errors);
        self.define_forwarder(c1, c2);
        self.implicitly_constexpr.extend([c1, c2]);
    }

    /// Whether a defaulted default (`copy`: copy or move) constructor of
    /// `t` is trivial, so runs no code and is no function, as in clang:
    /// no default member initialisers and nothing to construct in the
    /// bases and members (for a copy, no base or member with a copy or
    /// move constructor of its own).
    fn defaulted_is_trivial(&self, t: TypeId, copy: bool) -> bool {
        // A dynamic class's constructors store its vtable pointers.
        if self.types.record(t).is_none_or(|r| r.dynamic) {
            return false;
        }
        let (bases, fields) = self.class_parts(t);
        let parts: Vec<TypeId> = bases.into_iter().chain(fields).collect();
        if copy {
            return !parts.iter().any(|&p| {
                let p = self.types.innermost_elem(p);
                self.has_copy_ctor(p)
            });
        }
        let defaults = self
            .classes
            .get(&t)
            .is_some_and(|c| c.defaults.iter().any(|d| d.is_some()));
        !defaults && !parts.iter().any(|&p| self.default_init_runs_code(p))
    }

    /// Whether default-initialising an object of type `t` (each element,
    /// for an array) runs code: a user-provided default constructor, a
    /// non-trivial one of a base or member, default member initialisers.
    /// A class whose only default constructor is a trivial `= default` one
    /// runs none, whatever other constructors it declares (`__half`).
    pub(crate) fn default_init_runs_code(&self, t: TypeId) -> bool {
        self.default_init_runs(t, true)
    }

    /// Whether default-initialising `t` calls a constructor that is no
    /// trivial one (default member initialisers alone do not count).
    pub(crate) fn default_init_runs_ctor(&self, t: TypeId) -> bool {
        self.default_init_runs(t, false)
    }

    fn default_init_runs(&self, t: TypeId, member_defaults: bool) -> bool {
        let t = self.types.innermost_elem(t);
        if self.types.is_dynamic(t) {
            return true;
        }
        if let Some(info) = self.classes.get(&t) {
            if member_defaults && info.defaults.iter().any(|d| d.is_some()) {
                return true;
            }
            let trivial_default = info
                .ctors
                .iter()
                .any(|&c| self.trivial_ctors.contains(&c) && self.declared_params(c).is_empty());
            if !info.ctors.is_empty() && !trivial_default {
                return true;
            }
        }
        let (bases, fields) = self.class_parts(t);
        bases
            .into_iter()
            .chain(fields)
            .any(|p| self.default_init_runs(p, member_defaults))
    }

    /// A defaulted copy (`moving`: move) constructor's statements: each
    /// base and member initialised from the source object's, through its
    /// own copy or move constructor where it declares one; a class none
    /// of whose parts has one is copied as bytes.
    fn memberwise_copy(
        &mut self,
        t: TypeId,
        this: LocalId,
        other: LocalId,
        moving: bool,
        span: Span,
    ) -> Vec<Stmt> {
        let deref = |s: &mut Self, l: LocalId| {
            let ty = s.local_ty(l);
            let p = Expr::new(ExprKind::Local(l), ty, true, span);
            let p = s.rvalue(p);
            let mut e = Expr::new(ExprKind::Deref(Box::new(p)), t, true, span);
            e.xvalue = moving && l == other;
            e
        };
        let (dst, src) = (deref(self, this), deref(self, other));
        let Some(is_union) = self.types.record(t).map(|r| r.is_union) else {
            return Vec::new();
        };
        let (bases, fields) = self.class_parts(t);
        let bytes = |s: &Self, src: Expr, ty: TypeId| {
            let ut = s.types.unqual(ty);
            Init::Expr(Expr::new(ExprKind::Load(Box::new(src)), ut, false, span))
        };
        if is_union
            || !bases
                .iter()
                .chain(fields.iter())
                .any(|&m| self.copies_by_ctor(m))
        {
            let init = bytes(self, src, t);
            return vec![Stmt {
                kind: StmtKind::InitAt(dst, init),
                span,
            }];
        }
        // `base`: a base subobject, and whether a virtual one.
        let copy =
            |s: &mut Self, to: Expr, mut from: Expr, ty: TypeId, base: Option<bool>| -> Stmt {
                from.xvalue = moving;
                // An array member whose elements copy by constructor: each
                // element by its own ([class.copy.ctor]/14).
                if s.types.array_elem(ty).is_some() && s.copies_by_ctor(ty) {
                    return s.elementwise(to, from, ty, span, &mut |s, to, from, et| {
                        let init = s.construct(s.types.unqual(et), vec![from], false, span);
                        Stmt {
                            kind: StmtKind::InitAt(to, init),
                            span,
                        }
                    });
                }
                let init = if s.copies_by_ctor(ty) {
                    let init = s.construct(s.types.unqual(ty), vec![from], false, span);
                    match base {
                        Some(virt) => s.base_init(init, t, s.types.unqual(ty), virt, span),
                        None => init,
                    }
                } else {
                    bytes(s, from, ty)
                };
                Stmt {
                    kind: StmtKind::InitAt(to, init),
                    span,
                }
            };
        let mut out = Vec::new();
        // Virtual bases by the complete object only (`vbases.rs`).
        let mut vcopies = Vec::new();
        for w in self.types.virtual_base_init_order(t) {
            let Some(this_p) = self.this_expr(span) else {
                break;
            };
            let to = self.complete_vbase_object(t, w, this_p, span);
            let from = self.base_subobject(src.clone(), w, span);
            vcopies.push(copy(self, to, from, w, Some(true)));
        }
        out.extend(self.when_most_derived(vcopies, span));
        for b in bases {
            let to = self.base_subobject(dst.clone(), b, span);
            let from = self.base_subobject(src.clone(), b, span);
            out.push(copy(self, to, from, b, Some(false)));
        }
        for (i, ty) in fields.into_iter().enumerate() {
            let member = |e: &Expr| {
                Expr::new(
                    ExprKind::Member(Box::new(e.clone()), i as u32),
                    ty,
                    true,
                    span,
                )
            };
            out.push(copy(self, member(&dst), member(&src), ty, None));
        }
        out
    }

    /// The direct bases of class `t` and the types of its data members.
    pub(crate) fn class_parts(&self, t: TypeId) -> (Vec<TypeId>, Vec<TypeId>) {
        match self.types.record(t) {
            Some(r) => (
                r.bases.clone(),
                r.fields.iter().flatten().map(|f| f.ty).collect(),
            ),
            None => (Vec::new(), Vec::new()),
        }
    }

    /// Declares the complete-object and base-object variants of `t`'s
    /// implicit `which` (no parameters besides `this`).
    /// `using Base::Base;` in class `t`: each constructor of `base` (not
    /// its default, copy and move constructors, and not one `t` declares
    /// with the same parameters) becomes a constructor of `t` with its
    /// parameters that initialises the `base` subobject with them and the
    /// rest of `t` as its default constructor would ([class.inhctor.init]).
    /// They join `t`'s constructors as the base's own (constructor
    /// templates too); the one a construction picks is given its body in
    /// `t` then (`inherited_specialisation`), as C++ defines an inherited
    /// constructor only where it is used: a base constructor that could not
    /// initialise `t`'s members is no error unless called.
    pub(crate) fn inherit_constructors(&mut self, t: TypeId, base: TypeId, _span: Span) {
        let base_ctors = self.constructors_of(base);
        let own = self.constructors_of(t);
        for c in base_ctors {
            if self.program.functions[c].pattern.is_none() {
                let params = self.declared_params(c);
                let copies_base = matches!(params.as_slice(), [p]
                    if self.types.referee(*p).is_some_and(|r| self.types.unqual(r) == base));
                let declared = own.iter().any(|&o| self.declared_params(o) == params);
                // A default constructor is `t`'s own, implicit or
                // declared: the base's has its signature and is hidden.
                if copies_base || declared || params.is_empty() {
                    continue;
                }
            }
            if let Some(info) = self.classes.get_mut(&t) {
                info.ctors.push(c);
                info.inherited.push(c);
            }
        }
    }

    /// Whether every constructor class `t` has is inherited: it still has
    /// its implicit default constructor ([class.default.ctor]p1 counts
    /// only user-declared ones).
    pub(crate) fn only_inherited_ctors(&self, t: TypeId) -> bool {
        self.classes
            .get(&self.types.unqual(t))
            .is_some_and(|c| !c.ctors.is_empty() && c.ctors.iter().all(|f| c.inherited.contains(f)))
    }

    /// The constructor of `t` that constructor `c` (picked by overload
    /// resolution among `t`'s) is: `c` itself when it is `t`'s own, else
    /// the constructor of `t` inheriting it (from a base's constructor or
    /// a specialisation of a base's constructor template), made once.
    pub(crate) fn inherited_specialisation(&mut self, t: TypeId, c: FuncId, span: Span) -> FuncId {
        let t = self.types.unqual(t);
        let Some(class) = self.program.functions[c].method.map(|m| m.class) else {
            return c;
        };
        if class == t || !self.is_base_of(class, t) {
            return c;
        }
        if let Some(&w) = self.inherited_wrappers.get(&(t, c)) {
            return w;
        }
        // Inherited through a chain of bases (libcu++'s optional: six
        // classes each `using __base::__base;`): the direct base whose
        // constructors hold it gives its own constructor first.
        let pattern = self.instance_of.get(&c).copied();
        let bases = self.types.direct_bases(t);
        let from = bases.into_iter().find(|&b| {
            self.constructors_of(b).iter().any(|&f| {
                f == c || (pattern.is_some() && self.program.functions[f].pattern == pattern)
            })
        });
        let Some(b) = from else {
            // Never a base's constructor run on a `t` object as if it were
            // the whole: say so instead.
            let d = self.describe_ty(t);
            self.error(
                span,
                format!("cudac cannot tell which base of '{d}' inherits this constructor"),
            );
            return c;
        };
        let inner = self.inherited_specialisation(b, c, span);
        let w = self.define_inherited(t, b, inner, span);
        self.inherited_wrappers.insert((t, c), w);
        w
    }

    /// Declares and defines the constructor of `t` inheriting `base`'s
    /// constructor `c`; its complete-object variant.
    fn define_inherited(&mut self, t: TypeId, base: TypeId, c: FuncId, span: Span) -> FuncId {
        let params = self.declared_params(c);
        let (space, explicit) = {
            let f = &self.program.functions[c];
            (f.space, f.method.is_some_and(|m| m.explicit))
        };
        let (c1, c2) = self.inherited_pair(t, &params, space, explicit, span);
        let n = params.len();
        let at = span;
        self.define_implicit(c2, t, span, |s, ps| {
            s.scopes.push();
            if let Some(f) = s.func.as_mut() {
                f.forwarded = ps.iter().skip(1).copied().collect();
            }
            // The base is named by a name of its own here: its class's
            // name may be one unqualified lookup does not find from `t`
            // (a dependent base's injected-class-name).
            let base_name = "<inherited base>";
            s.scopes
                .insert(base_name, super::scope::Symbol::Type(base), at);
            let mut args = Vec::with_capacity(n);
            for (i, &l) in ps.iter().skip(1).enumerate() {
                let name = format!("<arg{i}>");
                s.scopes.insert(&name, super::scope::Symbol::Local(l), at);
                let id = crate::ast::Ident::new(&name, at);
                args.push(crate::ast::Expr::new(
                    crate::ast::ExprKind::Name(vec![id]),
                    at,
                ));
            }
            let init = crate::ast::MemberInit {
                name: vec![crate::ast::Ident::new(base_name, at)],
                init: crate::ast::Initializer::Ctor(args, at),
                pack: false,
                span: at,
            };
            let body = s.ctor_prelude(t, &[init], at);
            s.scopes.pop();
            (body, Vec::new())
        });
        self.define_forwarder(c1, c2);
        c1
    }

    /// The two variants of an inherited constructor of `t` taking
    /// `params`, declared in `t` (found by construction, named as a
    /// constructor of `t` with those parameters).
    fn inherited_pair(
        &mut self,
        t: TypeId,
        params: &[TypeId],
        space: ExecSpace,
        explicit: bool,
        span: Span,
    ) -> (FuncId, FuncId) {
        let scope = self.types.member_path(t);
        let class_name = self
            .types
            .record(t)
            .map(|r| r.name.clone())
            .unwrap_or_default();
        let v = self.types.void();
        let mut all = vec![self.types.pointer(t)];
        all.extend(params.iter().copied());
        let fty = self.types.function(v, all, false);
        let sym = |s: &Self, u| {
            mangle::function(
                &s.types,
                &mangle::FnName {
                    scope: &scope,
                    name: u,
                    params,
                    variadic: false,
                    extern_c: false,
                    method: Some((false, false, 0)),
                    template: None,
                    last_pack: false,
                },
            )
        };
        let linkage = super::cuda::function_linkage(
            space,
            super::cuda::FnOrigin::Implicit,
            self.types.is_local(t),
            self.opts.relocatable,
        );
        let variants = [
            (sym(self, mangle::Unqual::Ctor(1)), MethodKind::Constructor),
            (
                sym(self, mangle::Unqual::Ctor(2)),
                MethodKind::BaseConstructor,
            ),
        ];
        let sig = VariantSig {
            class: t,
            name: class_name,
            ty: fty,
            space,
            linkage,
            explicit,
        };
        let (complete, base) = self.declare_variants(&sig, variants, span);
        if let Some(ctx) = self.class_ctx(t) {
            self.scopes.add_func_in(ctx, "<init>", complete, span);
        }
        (complete, base)
    }

    /// Declares the complete-object and base-object variants of a special
    /// member (`C1`/`C2`, `D1`/`D2`), the base one recorded as the
    /// complete one's twin.
    fn declare_variants(
        &mut self,
        sig: &VariantSig,
        variants: [(String, MethodKind); 2],
        span: Span,
    ) -> (FuncId, FuncId) {
        let v = self.types.void();
        let mut ids = Vec::new();
        for (symbol, kind) in variants {
            let method = Method {
                class: sig.class,
                is_static: false,
                kind,
                is_const: false,
                is_volatile: false,
                explicit: sig.explicit,
                ref_qual: 0,
            };
            let decl = Function::declared(
                sig.name.clone(),
                symbol,
                sig.ty,
                v,
                sig.space,
                sig.linkage,
                span,
            );
            ids.push(self.add_function(Function {
                method: Some(method),
                ..decl
            }));
        }
        self.add_vtt_param(ids[1]);
        self.base_variant.insert(ids[0], ids[1]);
        (ids[0], ids[1])
    }

    fn implicit_pair(&mut self, t: TypeId, which: Special, span: Span) -> (FuncId, FuncId) {
        // The class's own path, as its scope would have it (a plain C
        // struct has no scope of its own).
        let scope = self.types.member_path(t);
        let class_name = self
            .types
            .record(t)
            .map(|r| r.name.clone())
            .unwrap_or_default();
        let v = self.types.void();
        let this_ty = self.types.pointer(t);
        let params = match which {
            Special::CopyCtor => {
                let q = self.types.qualified(t, crate::types::Cv::CONST);
                vec![self.types.lvalue_ref(q)]
            }
            Special::MoveCtor => vec![self.types.rvalue_ref(t)],
            Special::DefaultCtor | Special::Dtor => Vec::new(),
        };
        let fty = {
            let mut all = vec![this_ty];
            all.extend(params.iter().copied());
            self.types.function(v, all, false)
        };
        let sym = |s: &Self, u| {
            mangle::function(
                &s.types,
                &mangle::FnName {
                    scope: &scope,
                    name: u,
                    params: &params,
                    variadic: false,
                    extern_c: false,
                    method: Some((false, false, 0)),
                    template: None,
                    last_pack: false,
                },
            )
        };
        let (name, variants) = match which {
            Special::DefaultCtor | Special::CopyCtor | Special::MoveCtor => (
                class_name,
                [
                    (sym(self, mangle::Unqual::Ctor(1)), MethodKind::Constructor),
                    (
                        sym(self, mangle::Unqual::Ctor(2)),
                        MethodKind::BaseConstructor,
                    ),
                ],
            ),
            Special::Dtor => (
                format!("~{class_name}"),
                [
                    (sym(self, mangle::Unqual::Dtor(1)), MethodKind::Destructor),
                    (
                        sym(self, mangle::Unqual::Dtor(2)),
                        MethodKind::BaseDestructor,
                    ),
                ],
            ),
        };
        let linkage = super::cuda::function_linkage(
            ExecSpace::HostDevice,
            super::cuda::FnOrigin::Implicit,
            self.types.is_local(t),
            self.opts.relocatable,
        );
        // Implicit members are __host__ __device__.
        let sig = VariantSig {
            class: t,
            name,
            ty: fty,
            space: ExecSpace::HostDevice,
            linkage,
            explicit: false,
        };
        let (c1, c2) = self.declare_variants(&sig, variants, span);
        if which != Special::Dtor {
            self.implicitly_constexpr.extend([c1, c2]);
        }
        (c1, c2)
    }

    /// Copying an object of class `t` that declares no copy constructor
    /// but whose copy runs code (`copies_by_ctor`) from `src` (an lvalue
    /// of `t` or of a class derived from it): its implicit copy
    /// constructor; from an rvalue, its implicit move constructor where
    /// that differs (`moves_differently`).
    pub(crate) fn implicit_copy(&mut self, t: TypeId, src: Expr, span: Span) -> Init {
        if is_rvalue(&src) && self.moves_differently(t) {
            let c1 = self.implicit_move_ctor(t, span);
            let rref = self.types.rvalue_ref(t);
            let arg = self.convert_implicit(src, rref, super::convert::ConvCtx::Arg);
            return Init::Construct(c1, vec![arg]);
        }
        let c1 = self.implicit_copy_ctor(t, span);
        let cref = {
            let q = self.types.qualified(t, crate::types::Cv::CONST);
            self.types.lvalue_ref(q)
        };
        let arg = self.convert_implicit(src, cref, super::convert::ConvCtx::Arg);
        Init::Construct(c1, vec![arg])
    }

    fn implicit_copy_ctor(&mut self, t: TypeId, span: Span) -> FuncId {
        if let Some(&c) = self.virtuals.copy_ctors.get(&t) {
            return c;
        }
        let (c1, c2) = self.implicit_copy_pair(t, span);
        self.virtuals.copy_ctors.insert(t, c1);
        self.define_memberwise_ctor(c1, c2, t, false, span);
        c1
    }

    fn implicit_move_ctor(&mut self, t: TypeId, span: Span) -> FuncId {
        if let Some(&c) = self.virtuals.move_ctors.get(&t) {
            return c;
        }
        let (c1, c2) = self.implicit_pair(t, Special::MoveCtor, span);
        self.virtuals.move_ctors.insert(t, c1);
        self.define_memberwise_ctor(c1, c2, t, true, span);
        c1
    }

    /// Member-wise (each base and member by its own copy or move), then
    /// a dynamic class's vtable pointers.
    fn define_memberwise_ctor(
        &mut self,
        c1: FuncId,
        c2: FuncId,
        t: TypeId,
        moving: bool,
        span: Span,
    ) {
        self.define_implicit(c2, t, span, |s, ps| {
            let mut body = s.memberwise_copy(t, ps[0], ps[1], moving, span);
            let this = s.local_rvalue(ps[0], span);
            body.extend(s.vptr_stores(t, &this, span));
            (body, Vec::new())
        });
        self.define_forwarder(c1, c2);
    }

    /// Whether class `t` has an implicitly declared move constructor and
    /// move assignment that do something its copies do not: it declares
    /// no copy or move constructor or assignment of its own
    /// ([class.copy.ctor]p8, [class.copy.assign]p4), and a base or member
    /// (an array's element) declares a move constructor or move
    /// assignment, or is such a class itself. Elsewhere the implicit move
    /// is the copy, and copying is what runs.
    pub(crate) fn moves_differently(&mut self, t: TypeId) -> bool {
        let t = self.types.unqual(t);
        let declared = self.has_copy_ctor(t)
            || self.has_copy_assign(t)
            || self.defaulted_assigns.contains(&(t, false))
            || self.defaulted_assigns.contains(&(t, true));
        !declared && self.parts_move_differently(t)
    }

    /// Whether assigning an rvalue to a `t` runs an implicit or defaulted
    /// move assignment that differs from the copy (`moves_differently`,
    /// or `operator=(T&&) = default` declared).
    fn move_assign_differs(&mut self, t: TypeId) -> bool {
        let t = self.types.unqual(t);
        if self.defaulted_assigns.contains(&(t, true)) {
            return self.parts_move_differently(t);
        }
        self.moves_differently(t)
    }

    /// Whether a base or member of class `t` (an array's element) moves
    /// otherwise than it copies.
    fn parts_move_differently(&mut self, t: TypeId) -> bool {
        let Some(r) = self.types.record(t) else {
            return false;
        };
        if r.is_union {
            return false;
        }
        let (bases, fields) = self.class_parts(t);
        bases.into_iter().chain(fields).any(|p| {
            let p = self.types.innermost_elem(p);
            self.types.is_record(p) && (self.declares_move(p) || self.moves_differently(p))
        })
    }

    /// Whether class `t` declares a move constructor or move assignment
    /// (its first parameter `t&&`).
    fn declares_move(&mut self, t: TypeId) -> bool {
        let t = self.types.unqual(t);
        let Some(ctx) = self.class_ctx(t) else {
            return false;
        };
        let funcs = self.scopes.ctx_funcs(ctx);
        let mut ctors = self
            .classes
            .get(&t)
            .map(|c| c.ctors.clone())
            .unwrap_or_default();
        ctors.extend(
            funcs
                .into_iter()
                .filter(|&f| self.program.functions[f].name == "operator="),
        );
        ctors.into_iter().any(|f| {
            self.declared_params(f).first().is_some_and(|&p| {
                self.types.is_rvalue_ref(p)
                    && self
                        .types
                        .referee(p)
                        .is_some_and(|r| self.types.unqual(r) == t)
            })
        })
    }

    /// Whether assigning an object of `t` runs an operator: one `t`
    /// declares, or its implicit one when a base's or member's
    /// assignment runs one, or `t` is dynamic (the target keeps its
    /// vtable pointers) ([class.copy.assign]/12); an array when its
    /// elements do.
    pub(crate) fn assigns_by_operator(&mut self, t: TypeId) -> bool {
        let t = self.types.innermost_elem(t);
        if self.types.is_dynamic(t) || self.has_copy_assign(t) {
            return true;
        }
        let Some(r) = self.types.record(t) else {
            return false;
        };
        if r.is_union {
            return false;
        }
        let (bases, fields) = self.class_parts(t);
        bases
            .into_iter()
            .chain(fields)
            .any(|p| self.assigns_by_operator(p))
    }

    /// Why the implicit copy (and move) assignment of class `t` is
    /// deleted ([class.copy.assign]/7), if it is: a data member of const
    /// non-class type or of reference type, or a base or member class
    /// (declaring no assignment of its own) whose implicit one is deleted
    /// so. Unions' variant members are left alone.
    pub(crate) fn deleted_implicit_assign(&mut self, t: TypeId) -> Option<String> {
        let r = self.types.record(t)?;
        if r.is_union {
            return None;
        }
        let bases = r.bases.clone();
        let fields: Vec<(String, TypeId)> = r
            .fields
            .iter()
            .flatten()
            .map(|f| (f.name.clone(), f.ty))
            .collect();
        for b in bases {
            if !self.has_copy_assign(b) {
                if let Some(why) = self.deleted_implicit_assign(b) {
                    return Some(why);
                }
            }
        }
        for (name, ty) in fields {
            let what = if name.is_empty() {
                "an unnamed member".to_string()
            } else {
                format!("member '{name}'")
            };
            if self.types.referee(ty).is_some() {
                return Some(format!("{what} is a reference"));
            }
            let elem = self.types.innermost_elem(ty);
            if self.types.is_record(elem) {
                if !self.has_copy_assign(elem) && self.deleted_implicit_assign(elem).is_some() {
                    return Some(format!("{what} cannot be assigned"));
                }
            } else if self.types.cv(ty).is_const || self.types.cv(elem).is_const {
                return Some(format!("{what} is const"));
            }
        }
        None
    }

    /// `lhs = rhs` for objects of class `t` that declares no copy
    /// assignment but whose assignment runs code: its implicit copy
    /// assignment, member-wise (a dynamic class's vtable pointers, no
    /// members, stay the target's: it may be a base of another class).
    pub(crate) fn implicit_assign(&mut self, t: TypeId, lhs: Expr, rhs: Expr, span: Span) -> Expr {
        let moving = is_rvalue(&rhs) && self.move_assign_differs(t);
        let f = self.implicit_copy_assign(t, moving, span);
        let pt = self.types.pointer(t);
        let param = if moving {
            self.types.rvalue_ref(t)
        } else {
            let q = self.types.qualified(t, crate::types::Cv::CONST);
            self.types.lvalue_ref(q)
        };
        let this = Expr::new(ExprKind::AddrOf(Box::new(lhs)), pt, false, span);
        let arg = self.convert_implicit(rhs, param, super::convert::ConvCtx::Arg);
        self.call_expr_direct(f, vec![this, arg], span)
    }

    /// The implicit copy (`moving`: move) assignment of `t`.
    fn implicit_copy_assign(&mut self, t: TypeId, moving: bool, span: Span) -> FuncId {
        let memo = if moving {
            &self.virtuals.move_assigns
        } else {
            &self.virtuals.copy_assigns
        };
        // An unevaluated operand (`is_copy_assignable<T>`) only declares
        // it: C++ defines an implicit assignment where it is used, and its
        // members' assignments need not compile until then (libcu++'s
        // tuple tests `_TestSynthesizeAssignment<device_reference<const
        // char>>`, whose member's assignment writes through a const).
        let unevaluated = self.expansion.unevaluated;
        if let Some(&f) = memo.get(&t) {
            if !unevaluated && self.virtuals.undefined_assigns.remove(&f) {
                self.define_memberwise_assign(f, t, moving, span);
            }
            return f;
        }
        let f = self.declare_assign(t, moving, span);
        if moving {
            self.virtuals.move_assigns.insert(t, f);
        } else {
            self.virtuals.copy_assigns.insert(t, f);
        }
        if unevaluated {
            self.virtuals.undefined_assigns.insert(f);
        } else {
            self.define_memberwise_assign(f, t, moving, span);
        }
        f
    }

    /// `T &T::operator=(const T &) = default;` (or the move) declared in
    /// the class and defaulted out of line: `f` gets the implicit body.
    pub(crate) fn define_defaulted_assign(&mut self, t: TypeId, f: FuncId, span: Span) {
        let moving = self
            .declared_params(f)
            .first()
            .is_some_and(|&p| self.types.is_rvalue_ref(p));
        self.define_memberwise_assign(f, t, moving, span);
    }

    /// Gives assignment operator `f` of `t` the implicit member-wise body.
    fn define_memberwise_assign(&mut self, f: FuncId, t: TypeId, moving: bool, span: Span) {
        self.define_implicit(f, t, span, |s, ps| {
            let this = s.local_rvalue(ps[0], span);
            let other = s.local_rvalue(ps[1], span);
            let dst = Expr::new(ExprKind::Deref(Box::new(this)), t, true, span);
            // The copy's source is `const T&`: its bases and members are
            // const lvalues, so their own `operator=(const B&)` is chosen
            // over a template taking `U&&` (libcu++'s `__tuple_leaf`).
            // The move's are xvalues, which choose their move assignment.
            let st = if moving {
                t
            } else {
                s.types.qualified(t, crate::types::Cv::CONST)
            };
            let mut src = Expr::new(ExprKind::Deref(Box::new(other)), st, true, span);
            src.xvalue = moving;
            let (mut bases, fields) = s.class_parts(t);
            // Direct virtual bases too (assigned once per class naming
            // one, as gcc and clang do; [class.copy.assign]p12 allows it).
            if let Some(r) = s.types.record(t) {
                bases.extend(r.virtual_bases.iter().copied());
            }
            let mut body = Vec::new();
            for b in bases {
                let to = s.base_subobject(dst.clone(), b, span);
                let mut from = s.base_subobject(src.clone(), b, span);
                from.xvalue = moving;
                let e = s.assign_part(to, from, b, span);
                body.push(Stmt {
                    kind: StmtKind::Expr(e),
                    span,
                });
            }
            for (i, ty) in fields.into_iter().enumerate() {
                let member = |e: &Expr| {
                    Expr::new(
                        ExprKind::Member(Box::new(e.clone()), i as u32),
                        ty,
                        true,
                        span,
                    )
                };
                let (to, mut from) = (member(&dst), member(&src));
                // A member of the const source is const (but a reference
                // member's type is its own, and names an lvalue).
                if s.types.referee(ty).is_none() {
                    if !moving {
                        from.ty = s.types.qualified(ty, crate::types::Cv::CONST);
                    }
                    from.xvalue = moving;
                }
                // An array member whose elements assign by operator: each
                // element by its own ([class.copy.assign]/12).
                if s.types.array_elem(ty).is_some() && s.assigns_by_operator(ty) {
                    let stmt = s.elementwise(to, from, ty, span, &mut |s, to, from, et| Stmt {
                        kind: StmtKind::Expr(s.assign_part(to, from, et, span)),
                        span,
                    });
                    body.push(stmt);
                    continue;
                }
                let e = s.assign_part(to, from, ty, span);
                body.push(Stmt {
                    kind: StmtKind::Expr(e),
                    span,
                });
            }
            let ret = s.program.functions[f].ret;
            let r = s.convert_implicit(dst, ret, super::convert::ConvCtx::Return);
            body.push(Stmt {
                kind: StmtKind::Return(Some(r)),
                span,
            });
            (body, Vec::new())
        });
    }

    /// One base or member's assignment in an implicit copy assignment:
    /// its own operator, its implicit one, or its bytes.
    fn assign_part(&mut self, to: Expr, from: Expr, ty: TypeId, span: Span) -> Expr {
        if self.types.is_record(ty) && self.has_copy_assign(ty) {
            match self.overloaded_binary("=", to, from, span) {
                Ok(e) => return e,
                Err(pair) => {
                    let (to, from) = *pair;
                    return self.bytes_assign(to, from, ty, span);
                }
            }
        }
        if self.types.is_record(ty) && self.assigns_by_operator(ty) {
            let ut = self.types.unqual(ty);
            return self.implicit_assign(ut, to, from, span);
        }
        self.bytes_assign(to, from, ty, span)
    }

    /// `each(to[i], from[i], elem)` for every element of arrays `to` and
    /// `from` of type `ty` (nested arrays element by element), as a loop:
    /// how an implicit copy constructor or assignment treats an array
    /// member whose elements have their own.
    fn elementwise(
        &mut self,
        to: Expr,
        from: Expr,
        ty: TypeId,
        span: Span,
        each: &mut dyn FnMut(&mut Self, Expr, Expr, TypeId) -> Stmt,
    ) -> Stmt {
        let Some((elem, Some(n))) = self.types.array_elem(self.types.unqual(ty)) else {
            return each(self, to, from, ty);
        };
        let long = self.types.int(crate::types::IntKind::Long);
        let i = self.add_local("<i>", long, span);
        let index = |s: &mut Self| {
            let l = Expr::new(ExprKind::Local(i), long, true, span);
            s.rvalue(l)
        };
        let element = |s: &mut Self, arr: Expr| {
            let xvalue = arr.xvalue;
            let p = s.rvalue(arr);
            let at = index(s);
            let pt = p.ty;
            let q = Expr::new(ExprKind::PtrAdd(Box::new(p), Box::new(at)), pt, false, span);
            let mut e = Expr::new(ExprKind::Deref(Box::new(q)), elem, true, span);
            e.xvalue = xvalue;
            e
        };
        let (to, from) = (element(self, to), element(self, from));
        let body = self.elementwise(to, from, elem, span, each);
        let count = Expr::new(ExprKind::Int(n as i128), long, false, span);
        let zero = Expr::new(ExprKind::Int(0), long, false, span);
        self.counted_loop(i, zero, count, body, span)
    }

    fn bytes_assign(&mut self, to: Expr, from: Expr, ty: TypeId, span: Span) -> Expr {
        let ut = self.types.unqual(ty);
        let v = Expr::new(ExprKind::Load(Box::new(from)), ut, false, span);
        Expr::new(ExprKind::Assign(Box::new(to), Box::new(v)), ty, true, span)
    }

    /// The implicit copy constructor pair of class `t`.
    pub(crate) fn implicit_copy_pair(&mut self, t: TypeId, span: Span) -> (FuncId, FuncId) {
        self.implicit_pair(t, Special::CopyCtor, span)
    }

    /// `T& T::operator=(const T&)`, or `T& T::operator=(T&&)` when
    /// `moving`.
    fn declare_assign(&mut self, t: TypeId, moving: bool, span: Span) -> FuncId {
        let scope = self.types.member_path(t);
        let this_ty = self.types.pointer(t);
        let cref = if moving {
            self.types.rvalue_ref(t)
        } else {
            let q = self.types.qualified(t, crate::types::Cv::CONST);
            self.types.lvalue_ref(q)
        };
        let ret = self.types.lvalue_ref(t);
        let fty = self.types.function(ret, vec![this_ty, cref], false);
        let symbol = mangle::function(
            &self.types,
            &mangle::FnName {
                scope: &scope,
                name: mangle::Unqual::Operator("aS"),
                params: &[cref],
                variadic: false,
                extern_c: false,
                method: Some((false, false, 0)),
                template: None,
                last_pack: false,
            },
        );
        let linkage = super::cuda::function_linkage(
            ExecSpace::HostDevice,
            super::cuda::FnOrigin::Implicit,
            self.types.is_local(t),
            self.opts.relocatable,
        );
        let decl = Function::declared(
            "operator=".into(),
            symbol,
            fty,
            ret,
            ExecSpace::HostDevice,
            linkage,
            span,
        );
        self.add_function(Function {
            method: Some(Method {
                class: t,
                is_static: false,
                kind: MethodKind::Normal,
                is_const: false,
                is_volatile: false,
                explicit: false,
                ref_qual: 0,
            }),
            ..decl
        })
    }

    /// Gives `id` (a member of `t`) the body `build` makes, checked in the
    /// class scope as a function of its own: `build` gets the parameter
    /// locals (`this` first) and returns the statements and what the
    /// function destroys when it ends (a destructor's members).
    pub(crate) fn define_implicit(
        &mut self,
        id: FuncId,
        t: TypeId,
        span: Span,
        build: impl FnOnce(&mut Self, &[LocalId]) -> (Vec<Stmt>, Vec<Cleanup>),
    ) {
        let saved_fn = self.take_fn_state();
        let ctx = self.class_ctx(t);
        let saved_scope = ctx.map(|c| self.scopes.enter(c));
        let (fty, space, ret) = {
            let f = &self.program.functions[id];
            (f.ty, f.space, f.ret)
        };
        self.func = Some(FnCtx::new(id, space, ret, String::new()));
        let ptys = match self.types.kind(fty) {
            crate::types::TypeKind::Function { params, .. } => params.clone(),
            _ => Vec::new(),
        };
        let params: Vec<LocalId> = ptys
            .iter()
            .enumerate()
            .map(|(i, &p)| {
                let name = if i == 0 {
                    "this".to_string()
                } else {
                    format!("p{i}")
                };
                self.add_local(&name, p, span)
            })
            .collect();
        if let (Some(f), Some(&this)) = (self.func.as_mut(), params.first()) {
            f.this = Some(this);
        }
        // The VTT parameter is no parameter `build` sees.
        let mut visible = params.clone();
        if self.takes_vtt(id) && visible.len() > 1 {
            let v = visible.remove(1);
            if let Some(f) = self.func.as_mut() {
                f.vtt = Some(v);
            }
        }
        let (body, members) = build(self, &visible);
        let body = self.lifetimes(body, members, None, span);
        let ctx_fn = self.func.take();
        if let Some(s) = saved_scope {
            self.scopes.leave(s);
        }
        self.restore_fn_state(saved_fn);
        let func = &mut self.program.functions[id];
        func.params = params;
        func.locals = ctx_fn.map(|c| c.locals).unwrap_or_default();
        func.body = Some(body);
    }
}

/// What the two variants of a special member share.
struct VariantSig {
    class: TypeId,
    name: String,
    ty: TypeId,
    space: ExecSpace,
    linkage: Linkage,
    explicit: bool,
}

/// Whether `e` is an rvalue (an xvalue or a prvalue), which a move
/// constructor or move assignment takes.
fn is_rvalue(e: &Expr) -> bool {
    !e.lvalue || e.xvalue
}
