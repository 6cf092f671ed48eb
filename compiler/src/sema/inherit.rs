//! Inheritance: base-class specifiers, the paths from a derived class to
//! its bases, and the conversions along them (derived-to-base on objects,
//! references and pointers; `static_cast` from base to derived).
//!
//! Input: a class definition's base specifiers; expressions of class or
//! pointer-to-class type. Output: `Record::bases` (placed by
//! `types::layout`), class scopes that search their bases' scopes, and
//! `CastKind::BaseAdjust` nodes moving a pointer by the base's offset.
//! Invariants: bases are complete when named; a conversion to a base
//! that occurs more than once in the hierarchy is an error naming both
//! classes, never a guess. A base reached through a virtual base is one
//! subobject however many paths lead to it; converting to it reads the
//! virtual base's offset from the object's vtable
//! (`CastKind::VirtualBase`), and converting back down is an error.
//!
//! A member found in a base is reached through `Sema::base_subobject`: an
//! `AddrOf` / `CastKind::BaseAdjust` / `Deref` chain (an `i8` GEP by the
//! base's offset; pointer conversions keep null null). Paths are enumerated,
//! so a base reached twice is an ambiguity error. Overload ranking prefers
//! the nearest base, and deduction of `Holder<T>` accepts a class derived
//! from one specialisation. Where bases go in the layout, and how a derived
//! class reuses a non-POD base's tail padding, is `types::layout`.

use super::class::ClassInfo;
use super::scope::{CtxId, Symbol};
use super::Sema;
use crate::ast;
use crate::ir::{CastKind, Expr, ExprKind};
use crate::source::Span;
use crate::types::TypeId;

/// Where a base subobject is in a derived class's object: `offset`
/// bytes from the start of the object (`via` none), or from the start of
/// the derived class's virtual base `via` (the last virtual base on the
/// path), whose own offset only the object's vtable knows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct BasePath {
    pub via: Option<TypeId>,
    pub offset: u64,
}

impl Sema<'_> {
    /// Resolves the base specifiers of class `t` (whose scope is `ctx`)
    /// into `Record::bases` and lets the scope search the bases' scopes.
    pub(crate) fn declare_bases(&mut self, t: TypeId, ctx: CtxId, def: &ast::RecordDef) {
        let mut bases: Vec<TypeId> = Vec::new();
        let mut virtual_bases: Vec<TypeId> = Vec::new();
        let mut virtual_positions: Vec<usize> = Vec::new();
        let mut ctxs = Vec::new();
        let mut virtual_ctxs = Vec::new();
        let mut dependent = Vec::new();
        for b in &def.bases {
            let depends = b.pack || mentions_bound_param(&self.scopes, &b.ty);
            let before = ctxs.len();
            if let ast::TypeExprKind::Named(p) = &b.ty.kind {
                if p.len() == 1 && crate::syntax::is_builtin_type_word(&p[0].name) {
                    self.error(b.ty.span, "expected class name");
                    continue;
                }
            }
            // A base cudac cannot resolve (`std::exception`, from a header
            // it skips) makes the class unusable in device code only.
            let resolved: Vec<Option<TypeId>> = self.base_types(t, b);
            for bt in resolved.into_iter().flatten() {
                let (nv, nvirt) = (bases.len(), virtual_bases.len());
                let list = if b.is_virtual {
                    &mut virtual_bases
                } else {
                    &mut bases
                };
                self.declare_base(def, b, bt, list, &mut ctxs);
                if virtual_bases.len() > nvirt {
                    virtual_positions.push(nv);
                    virtual_ctxs.extend(ctxs.last().copied());
                }
            }
            if depends {
                dependent.extend(ctxs[before..].iter().copied());
            }
        }
        if let Some(r) = self.types.record_mut(t) {
            r.bases = bases;
            r.virtual_bases = virtual_bases;
            r.virtual_positions = virtual_positions;
        }
        self.scopes.set_bases(ctx, ctxs);
        self.scopes.set_virtual_bases(ctx, virtual_ctxs);
        self.scopes.set_dependent_bases(ctx, dependent);
    }

    /// The types base specifier `b` of class `t` names (one per element
    /// of a pack expansion); `None` for one cudac cannot resolve.
    fn base_types(&mut self, t: TypeId, b: &ast::BaseSpec) -> Vec<Option<TypeId>> {
        if !b.pack {
            return vec![self.resolve_base_or_hold(&b.ty, t)];
        }
        let Some(n) = self.pack_length(&b.ty) else {
            self.error(
                b.span,
                "pattern of pack expansion contains no unexpanded parameter packs",
            );
            return Vec::new();
        };
        (0..n)
            .map(|i| self.with_pack_element(i, |s| s.resolve_base_or_hold(&b.ty, t)))
            .collect()
    }

    /// Checks base `bt` of class `def` (written as `b`) and adds it to
    /// `bases` and its scope to `ctxs`.
    fn declare_base(
        &mut self,
        def: &ast::RecordDef,
        b: &ast::BaseSpec,
        bt: TypeId,
        bases: &mut Vec<TypeId>,
        ctxs: &mut Vec<CtxId>,
    ) {
        let bt = self.types.unqual(bt);
        let d = self.describe_ty(bt);
        let Some(is_union) = self.types.record(bt).map(|r| r.is_union) else {
            self.error(
                b.span,
                format!("base specifier '{d}' does not name a class"),
            );
            return;
        };
        if def.kind == ast::RecordKind::Union {
            self.error(b.span, "unions cannot have base classes");
            return;
        }
        if is_union {
            self.error(b.span, "unions cannot be base classes");
            return;
        }
        if !self.is_complete_now(bt) {
            self.error(b.span, format!("base class has incomplete type '{d}'"));
            return;
        }
        if bases.contains(&bt) {
            self.error(
                b.span,
                format!("base class '{d}' specified more than once as a direct base class"),
            );
            return;
        }
        bases.push(bt);
        ctxs.push(self.member_scope(bt, b.span));
    }

    /// The scope of class `t` with its data members declared in it (a
    /// plain struct gets one when it becomes a base, so the derived
    /// class's lookups find its members).
    fn member_scope(&mut self, t: TypeId, span: Span) -> CtxId {
        self.ensure_class_info(t, span)
    }

    /// Class `t`'s scope and class information, created for a plain C
    /// struct (which has neither until something needs them).
    pub(crate) fn ensure_class_info(&mut self, t: TypeId, span: Span) -> CtxId {
        let ctx = match self.class_ctx(t) {
            Some(c) => c,
            None => {
                let ctx = self.open_class_scope(t);
                let n = self
                    .types
                    .record(t)
                    .and_then(|r| r.fields.as_ref())
                    .map_or(0, |f| f.len());
                self.classes.insert(
                    t,
                    ClassInfo {
                        ctx,
                        defaults: vec![None; n],
                        ctors: Vec::new(),
                        implicit_default: None,
                        dtor: None,
                        inherited: Vec::new(),
                        not_provided: Vec::new(),
                    },
                );
                ctx
            }
        };
        let fields = self
            .types
            .record(t)
            .and_then(|r| r.fields.clone())
            .unwrap_or_default();
        for (i, f) in fields.iter().enumerate() {
            if !f.name.is_empty() && !self.scopes.declares(ctx, &f.name) {
                self.scopes
                    .insert_in(ctx, &f.name, Symbol::Field(t, i as u32), span);
            }
        }
        ctx
    }

    /// `using Base::name;` in class `t` (scope `ctx`): the base's member
    /// becomes a member of `t` too. For functions the base's overloads join
    /// the class's own, but for those a member of `t` with the same
    /// parameters overrides ([namespace.udecl]p15); so a call finds both,
    /// as C++ says, where without it the class's `f` would hide the base's.
    /// With `pack` (`using Ts::f...;`, the overloaded-lambda idiom's
    /// `using F::operator()...;`) the qualifier is a template parameter
    /// pack, and each of its elements is such a base.
    pub(crate) fn using_members(
        &mut self,
        t: TypeId,
        ctx: CtxId,
        path: &[ast::Ident],
        pack: bool,
        access: ast::Access,
        span: Span,
    ) {
        let Some((_, quals)) = path.split_last() else {
            return;
        };
        let bases: Vec<TypeId> = if pack {
            let elems = match quals {
                [q] => match self.scopes.lookup(&q.name) {
                    Some(Symbol::Pack(args)) => Some(args.clone()),
                    _ => None,
                },
                _ => None,
            };
            let Some(elems) = elems else {
                self.error(
                    span,
                    "the qualifier of a using-declaration with '...' must name a template parameter pack",
                );
                return;
            };
            elems
                .into_iter()
                .filter_map(|a| match a {
                    crate::types::TArg::Type(b) => Some(b),
                    _ => None,
                })
                .collect()
        } else {
            // (A template-id qualifier is resolved as a type: a peek
            // would find a base's injected-class-name and drop the
            // arguments, `using B<T>::f; using B<double>::f;`.)
            let template_id = quals.last().is_some_and(|q| q.args.is_some());
            let peeked = if template_id {
                None
            } else {
                self.peek_path(quals)
            };
            match peeked {
                Some(Symbol::Type(b)) => vec![b],
                // `using Base<T>::get;`: a template-id, resolved as a type.
                _ => {
                    let te = ast::TypeExpr::named(quals.to_vec(), span);
                    match self.quietly(|s| s.resolve_type(&te)) {
                        Some(b) if self.types.is_record(b) => vec![b],
                        _ => {
                            self.error(
                                span,
                                "using declaration in a class must name a member of a base class",
                            );
                            return;
                        }
                    }
                }
            }
        };
        for b in bases {
            let b = self.types.unqual(b);
            self.using_member_of(t, ctx, b, path, access, span);
        }
    }

    /// `using Base::name;` in class `t` (scope `ctx`) where `name` is a
    /// type, template, enumerator or static data member of the base:
    /// declared before the class's other members, whose signatures and
    /// initialisers may name it. Anything else waits for
    /// `using_members` (which reports what is wrong).
    pub(crate) fn using_base_type(
        &mut self,
        t: TypeId,
        ctx: CtxId,
        path: &[ast::Ident],
        span: Span,
    ) {
        let Some((last, quals)) = path.split_last() else {
            return;
        };
        if quals.is_empty() || self.scopes.declares(ctx, &last.name) {
            return;
        }
        let (base, _) = self.tentatively(|s| {
            let te = ast::TypeExpr::named(quals.to_vec(), span);
            let b = s.resolve_type(&te);
            s.types.is_record(b).then(|| s.types.unqual(b))
        });
        // (`t` is not laid out yet: its bases are walked as declared.)
        let Some(base) = base.filter(|&b| b != t && self.declared_base_of(t, b)) else {
            return;
        };
        let Some(bctx) = self.class_ctx(base) else {
            return;
        };
        // (And an enumerator or static data member, which later members'
        // initialisers may use: libstdc++'s `using
        // std::__is_integer<_Tp>::__value; enum { __width = __value ? … }`.)
        if let Some(
            sym @ (Symbol::Type(_)
            | Symbol::Template(_)
            | Symbol::Enumerator(..)
            | Symbol::Global(_)),
        ) = self.scopes.lookup_in(bctx, &last.name).cloned()
        {
            self.scopes.insert_in(ctx, &last.name, sym, span)
        }
    }

    /// Whether `b` is among the bases declared for class `d`, at any
    /// depth (no layout needed).
    fn declared_base_of(&self, d: TypeId, b: TypeId) -> bool {
        let Some(r) = self.types.record(self.types.unqual(d)) else {
            return false;
        };
        r.bases
            .iter()
            .chain(&r.virtual_bases)
            .any(|&x| self.types.unqual(x) == b || self.declared_base_of(x, b))
    }

    /// `using Base::name;` in class `t` (scope `ctx`) with the qualifier
    /// resolved to `base`.
    fn using_member_of(
        &mut self,
        t: TypeId,
        ctx: CtxId,
        base: TypeId,
        path: &[ast::Ident],
        access: ast::Access,
        span: Span,
    ) {
        let Some((last, quals)) = path.split_last() else {
            return;
        };
        if base == t || !self.base_paths(t, base).iter().any(|_| true) {
            let d = self.describe_ty(base);
            self.error(
                span,
                format!("'{d}' is not a base class of the class being defined"),
            );
            return;
        }
        let base_name = self
            .types
            .record(base)
            .map(|r| r.name.clone())
            .unwrap_or_default();
        // `using B::B;`, also through a typedef (`using __base =
        // __optional_destruct_base<_Tp>; using __base::__base;`): the
        // name repeats the class the qualifier nominates ([class.qual]p2).
        let repeats = quals.last().is_some_and(|q| q.name == last.name);
        if last.name == base_name || repeats {
            self.inherit_constructors(t, base, span);
            return;
        }
        let Some(bctx) = self.class_ctx(base) else {
            return;
        };
        let found = self.scopes.lookup_in(bctx, &last.name).cloned();
        match found {
            Some(Symbol::Funcs(base_fs)) => {
                let own: Vec<_> = match self.scopes.declares(ctx, &last.name) {
                    true => match self.scopes.lookup_in(ctx, &last.name) {
                        Some(Symbol::Funcs(fs)) => fs.clone(),
                        _ => return,
                    },
                    false => Vec::new(),
                };
                let mut all = own.clone();
                for f in base_fs {
                    let params = self.declared_params(f);
                    let overridden = own.iter().any(|&g| {
                        self.declared_params(g) == params
                            && self.program.functions[g]
                                .method
                                .map(|m| (m.is_const, m.is_volatile))
                                == self.program.functions[f]
                                    .method
                                    .map(|m| (m.is_const, m.is_volatile))
                    });
                    if !overridden && !all.contains(&f) {
                        all.push(f);
                    }
                }
                self.scopes
                    .insert_in(ctx, &last.name, Symbol::Funcs(all), span);
            }
            Some(sym) => {
                if !self.scopes.declares(ctx, &last.name) {
                    // A data member named so has the using-declaration's
                    // access in `t` ([namespace.udecl]p19: libcu++'s
                    // `struct __cccl_nvfp16_manip_helper : __half { using
                    // __half::__x; }` makes the protected `__x` public).
                    if matches!(sym, Symbol::Field(..)) {
                        self.using_access
                            .insert((t, last.name.clone()), (access, span));
                    }
                    self.scopes.insert_in(ctx, &last.name, sym, span);
                }
            }
            None => {
                let d = self.describe_ty(base);
                self.error(
                    last.span,
                    format!("no member named '{}' in '{d}'", last.name),
                );
            }
        }
    }

    /// The distinct subobjects of base `b` in class `d`, one per path
    /// that reaches a different one (`[0]` when they are the same class;
    /// empty when `b` is not a base of `d`). Paths through the same
    /// virtual base meet in one subobject (`basic_iostream`'s two
    /// `basic_ios` are one).
    pub(crate) fn base_paths(&self, d: TypeId, b: TypeId) -> Vec<BasePath> {
        let (d, b) = (self.types.unqual(d), self.types.unqual(b));
        if d == b {
            return vec![BasePath {
                via: None,
                offset: 0,
            }];
        }
        let Some(rec) = self.types.record(d) else {
            return Vec::new();
        };
        if rec.bases.is_empty() && rec.virtual_bases.is_empty() {
            return Vec::new();
        }
        let mut out: Vec<BasePath> = Vec::new();
        let mut add = |p: BasePath| {
            if !out.contains(&p) {
                out.push(p);
            }
        };
        if !rec.bases.is_empty() {
            let Some(offs) = self.types.base_offsets(d) else {
                return Vec::new();
            };
            for (&base, &off) in rec.bases.iter().zip(&offs) {
                for p in self.base_paths(base, b) {
                    add(match p.via {
                        None => BasePath {
                            via: None,
                            offset: off + p.offset,
                        },
                        Some(_) => p,
                    });
                }
            }
        }
        for &v in &rec.virtual_bases {
            for p in self.base_paths(v, b) {
                add(match p.via {
                    None => BasePath {
                        via: Some(self.types.unqual(v)),
                        offset: p.offset,
                    },
                    Some(_) => p,
                });
            }
        }
        out
    }

    /// Whether `b` is a (direct or indirect) base class of `d`.
    pub(crate) fn is_base_of(&self, b: TypeId, d: TypeId) -> bool {
        self.types.is_record(b)
            && self.types.unqual(b) != self.types.unqual(d)
            && !self.base_paths(d, b).is_empty()
    }

    /// Where the unique base `b` is in `d`; an ambiguous base is
    /// reported at `span`.
    fn unique_base_path(&mut self, d: TypeId, b: TypeId, span: Span) -> Option<BasePath> {
        let paths = self.base_paths(d, b);
        match paths.as_slice() {
            [o] => Some(*o),
            [] => None,
            _ => {
                let (dd, bd) = (
                    self.describe_ty(self.types.unqual(d)),
                    self.describe_ty(self.types.unqual(b)),
                );
                self.error(
                    span,
                    format!("ambiguous conversion from derived class '{dd}' to base class '{bd}'"),
                );
                None
            }
        }
    }

    /// The base-class subobject `b` of the class object `e` (an lvalue
    /// with `e`'s qualifiers; an rvalue object is materialised first).
    pub(crate) fn base_subobject(&mut self, e: Expr, b: TypeId, span: Span) -> Expr {
        let b = self.types.unqual(b);
        if self.types.unqual(e.ty) == b {
            return e;
        }
        let d = self.types.unqual(e.ty);
        let Some(path) = self.unique_base_path(d, b, span) else {
            return self.error_expr(span);
        };
        let e = self.materialize(e);
        let cv = self.types.cv(e.ty);
        let tt = self.types.qualified(b, cv);
        let sp = e.span;
        let from = self.types.pointer(e.ty);
        let addr = Expr::new(ExprKind::AddrOf(Box::new(e)), from, false, sp);
        let to = self.types.pointer(tt);
        let adj = self.base_cast(addr, d, path, to, false);
        Expr::new(ExprKind::Deref(Box::new(adj)), tt, true, span)
    }

    /// Pointer `p` to a `d` moved to its base subobject at `path`, as
    /// pointer type `to` (`null_check`: a null pointer stays null).
    fn base_cast(
        &mut self,
        p: Expr,
        d: TypeId,
        path: BasePath,
        to: TypeId,
        null_check: bool,
    ) -> Expr {
        let span = p.span;
        let kind = match path.via {
            None => CastKind::BaseAdjust {
                offset: path.offset as i64,
                null_check,
            },
            Some(v) => CastKind::VirtualBase {
                vbase_slot: self.types.vbase_offset_slot(d, v),
                offset: path.offset as i64,
                null_check,
            },
        };
        Expr::new(ExprKind::Cast(kind, Box::new(p)), to, false, span)
    }

    /// Reports a conversion from base `b` down to derived class `d`
    /// through a virtual base, which C++ forbids (the base's place in
    /// a `d` is known only from the object's vtable).
    fn downcast_through_virtual(
        &mut self,
        d: TypeId,
        b: TypeId,
        path: BasePath,
        span: Span,
    ) -> bool {
        let Some(v) = path.via else {
            return false;
        };
        let (bd, dd, vd) = (
            self.describe_ty(self.types.unqual(b)),
            self.describe_ty(self.types.unqual(d)),
            self.describe_ty(v),
        );
        self.error(
            span,
            format!("cannot cast '{bd}' to '{dd}' via virtual base '{vd}'"),
        );
        true
    }

    /// The object of class `t` (with `e`'s qualifiers) `offset` bytes from
    /// the object `e` designates: an lvalue.
    fn moved_object(&mut self, e: Expr, t: TypeId, offset: i64, span: Span) -> Expr {
        let cv = self.types.cv(e.ty);
        let tt = self.types.qualified(self.types.unqual(t), cv);
        let sp = e.span;
        let from = self.types.pointer(e.ty);
        let addr = Expr::new(ExprKind::AddrOf(Box::new(e)), from, false, sp);
        let to = self.types.pointer(tt);
        let adj = Expr::new(
            ExprKind::Cast(
                CastKind::BaseAdjust {
                    offset,
                    null_check: false,
                },
                Box::new(addr),
            ),
            to,
            false,
            sp,
        );
        Expr::new(ExprKind::Deref(Box::new(adj)), tt, true, span)
    }

    /// `e` (a pointer to a class, an rvalue) converted to pointer type
    /// `to`, whose pointee is a base (`down`: a derived class, for
    /// `static_cast`) of `e`'s pointee. Null stays null.
    pub(crate) fn adjust_pointer(&mut self, e: Expr, to: TypeId, down: bool) -> Expr {
        let span = e.span;
        let (Some(from_p), Some(to_p)) = (self.types.pointee(e.ty), self.types.pointee(to)) else {
            return self.error_expr(span);
        };
        let (d, b) = if down { (to_p, from_p) } else { (from_p, to_p) };
        let Some(path) = self.unique_base_path(d, b, span) else {
            return self.error_expr(span);
        };
        if !down {
            let d = self.types.unqual(d);
            return self.base_cast(e, d, path, to, true);
        }
        if self.downcast_through_virtual(d, b, path, span) {
            return self.error_expr(span);
        }
        Expr::new(
            ExprKind::Cast(
                CastKind::BaseAdjust {
                    offset: -(path.offset as i64),
                    null_check: true,
                },
                Box::new(e),
            ),
            to,
            false,
            span,
        )
    }

    /// `static_cast<D&>(b)`: the derived object that the base subobject
    /// lvalue `e` is part of, as an lvalue of type `d`.
    pub(crate) fn derived_object(&mut self, e: Expr, d: TypeId, span: Span) -> Expr {
        let Some(path) = self.unique_base_path(d, e.ty, span) else {
            return self.error_expr(span);
        };
        if self.downcast_through_virtual(d, e.ty, path, span) {
            return self.error_expr(span);
        }
        self.moved_object(e, d, -(path.offset as i64), span)
    }

    /// Whether pointers to `from` convert implicitly to pointers to `to`
    /// by a derived-to-base conversion (qualifiers may only be added).
    pub(crate) fn base_pointer_convertible(&self, from: TypeId, to: TypeId) -> bool {
        let (fc, tc) = (self.types.cv(from), self.types.cv(to));
        (!fc.is_const || tc.is_const)
            && (!fc.is_volatile || tc.is_volatile)
            && fc.space == tc.space
            && self.is_base_of(to, from)
    }

    /// Reports `name` found in more than one base of class `t` (scope
    /// `ctx`) with different meanings (clang's wording).
    pub(crate) fn ambiguous_member(&mut self, ctx: CtxId, name: &ast::Ident) -> bool {
        if self.scopes.base_meanings(ctx, &name.name).len() < 2 {
            return false;
        }
        self.error(
            name.span,
            format!(
                "member '{}' found in multiple base classes of different types",
                name.name
            ),
        );
        true
    }

    /// The class a member-initialiser name denotes (`Base`, `ns::Base`,
    /// `Base<T>`), or `None` without reporting anything.
    pub(crate) fn quiet_type(&mut self, path: &[ast::Ident], span: Span) -> Option<TypeId> {
        let te = ast::TypeExpr::named(path.to_vec(), span);
        let (t, found) = self.tentatively(|s| s.resolve_type(&te));
        (found.is_empty() && self.types.is_record(t)).then(|| self.types.unqual(t))
    }

    /// The type `name` names here, if any, without reporting anything
    /// (unqualified).
    pub(crate) fn quiet_type_named(&mut self, name: &str, span: Span) -> Option<TypeId> {
        let path = vec![ast::Ident::new(name, span)];
        let te = ast::TypeExpr::named(path, span);
        let (t, found) = self.tentatively(|s| s.resolve_type(&te));
        found.is_empty().then(|| self.types.unqual(t))
    }

    /// How many inheritance steps lead from `d` up to its base `b` (the
    /// shortest path; 0 for the same class).
    pub(crate) fn base_depth(&self, d: TypeId, b: TypeId) -> u32 {
        let (d, b) = (self.types.unqual(d), self.types.unqual(b));
        if d == b {
            return 0;
        }
        let bases = self
            .types
            .record(d)
            .map(|r| r.bases.clone())
            .unwrap_or_default();
        bases
            .into_iter()
            .filter(|&x| x == b || self.is_base_of(b, x))
            .map(|x| 1 + self.base_depth(x, b))
            .min()
            .unwrap_or(0)
    }

    /// The object of `b.Q::name` / `b->Q::name`: the subobject of class
    /// `Q` (the object's class or one of its bases).
    pub(crate) fn qualified_object(
        &mut self,
        base: &ast::Expr,
        member: &ast::QualifiedName,
        arrow: bool,
        span: Span,
    ) -> Option<Expr> {
        let (qualifier, name) = (&member.qualifier, &member.name);
        let b = self.check_expr(base);
        let obj = self.member_object(b, arrow, span)?;
        let qspan = qualifier.first().map_or(span, |f| {
            f.span.to(qualifier.last().map_or(f.span, |l| l.span))
        });
        let Some(q) = self.quiet_type(qualifier, qspan) else {
            let q: Vec<&str> = qualifier.iter().map(|i| i.name.as_str()).collect();
            self.error(qspan, format!("'{}' does not name a class", q.join("::")));
            return None;
        };
        if self.types.unqual(obj.ty) != q && !self.is_base_of(q, obj.ty) {
            let (qd, od) = (
                self.describe_ty(q),
                self.describe_ty(self.types.unqual(obj.ty)),
            );
            self.error(
                name.span,
                format!("'{qd}::{}' is not a member of class '{od}'", name.name),
            );
            return None;
        }
        Some(self.base_subobject(obj, q, span))
    }
}

/// Whether type `te`, as written in a template, depends on its
/// parameters: it names a parameter bound to an argument here (the
/// class being a specialisation). Expressions in template arguments are
/// searched through their common forms; anything else counts as not
/// dependent, so a base stays searched (the lookup C++ gives it at worst).
fn mentions_bound_param(scopes: &super::scope::Scopes, te: &ast::TypeExpr) -> bool {
    use ast::TypeExprKind as K;
    match &te.kind {
        K::Named(path) => path_mentions(scopes, path),
        K::Pointer(x) | K::LValueRef(x) | K::RValueRef(x) | K::UnderlyingType(x) => {
            mentions_bound_param(scopes, x)
        }
        K::Array(x, n) => {
            mentions_bound_param(scopes, x) || n.as_ref().is_some_and(|n| expr_mentions(scopes, n))
        }
        K::MemberPointer(path, x) => path_mentions(scopes, path) || mentions_bound_param(scopes, x),
        K::Decltype(e) | K::Typeof(e) => expr_mentions(scopes, e),
        _ => false,
    }
}

fn path_mentions(scopes: &super::scope::Scopes, path: &[ast::Ident]) -> bool {
    let first = path.first().is_some_and(|id| {
        !id.name.is_empty() && id.decltype.is_none() && scopes.names_bound_param(&id.name)
    });
    first
        || path.iter().any(|id| {
            id.decltype
                .as_ref()
                .is_some_and(|d| mentions_bound_param(scopes, d))
                || id.args.iter().flatten().any(|a| targ_mentions(scopes, a))
        })
}

fn targ_mentions(scopes: &super::scope::Scopes, a: &ast::TemplateArg) -> bool {
    match a {
        ast::TemplateArg::Type(t) => mentions_bound_param(scopes, t),
        ast::TemplateArg::Expr(e) => expr_mentions(scopes, e),
        ast::TemplateArg::Expansion(_) => true,
    }
}

fn expr_mentions(scopes: &super::scope::Scopes, e: &ast::Expr) -> bool {
    use ast::ExprKind as E;
    match &e.kind {
        E::Name(path) => path_mentions(scopes, path),
        E::Unary(_, x) | E::SizeofExpr(x) | E::Noexcept(x) => expr_mentions(scopes, x),
        E::Binary(_, a, b) => expr_mentions(scopes, a) || expr_mentions(scopes, b),
        E::Cond(a, b, c) => {
            expr_mentions(scopes, a) || expr_mentions(scopes, b) || expr_mentions(scopes, c)
        }
        E::Cast(_, t, x) => mentions_bound_param(scopes, t) || expr_mentions(scopes, x),
        E::SizeofType(t) | E::AlignofType(t) => mentions_bound_param(scopes, t),
        E::SizeofPack(_) | E::PackExpansion(_) => true,
        E::Call(f, args) => {
            expr_mentions(scopes, f) || args.iter().any(|a| expr_mentions(scopes, a))
        }
        E::TypeTrait(_, args) => args.iter().any(|a| targ_mentions(scopes, a)),
        _ => false,
    }
}
