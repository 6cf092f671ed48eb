//! Type-trait intrinsics: `__is_class(T)`, `__is_constructible(T,
//! Args...)`, `__is_base_of(B, D)`, … as GCC and clang define them.
//!
//! libstdc++'s `<type_traits>` (and libcu++'s, and CUB's) cannot be
//! written in C++ alone: `is_class`, `is_empty`, `is_constructible`,
//! `is_trivially_copyable` and others are the compiler's answers. nvcc
//! answers them for device code as its host compiler does, so a header
//! that picks a layout or an overload by them (`std::tuple`'s empty-base
//! optimisation, `std::copy`'s `memmove` path) means the same on both
//! sides.
//!
//! Input: the intrinsic and its operands as written (types, possibly pack
//! expansions). Output: a `bool` constant. Invariants: operands are
//! resolved as template arguments; an operand that still depends on a
//! template parameter gives an error (the pattern is never evaluated, only
//! its specialisations are); the questions "can `T` be constructed /
//! assigned / converted from these" are asked as the expression would be
//! checked, in an attempt whose errors are dropped (`transaction.rs`).

use super::Sema;
use crate::ast::{self, TypeTrait};
use crate::ir::{Expr, ExprKind, Init};
use crate::source::Span;
use crate::types::{TypeId, TypeKind};

impl Sema<'_> {
    /// The value of `trait_(operands)`.
    pub(crate) fn type_trait(
        &mut self,
        trait_: TypeTrait,
        operands: &[ast::TemplateArg],
        span: Span,
    ) -> Expr {
        let Some(tys) = self.trait_operands(operands, span) else {
            return self.error_expr(span);
        };
        let (n, variadic) = trait_.arity();
        if tys.len() < n || (!variadic && tys.len() > n) {
            self.error(
                span,
                format!(
                    "type trait requires {n} argument{}",
                    if n == 1 { "" } else { "s" }
                ),
            );
            return self.error_expr(span);
        }
        if tys.iter().any(|&t| self.is_dependent(t)) {
            // Only a template's pattern asks: its specialisations ask
            // again with their own arguments.
            self.error(
                span,
                "type trait of a type that depends on a template parameter",
            );
            return self.error_expr(span);
        }
        let v = self.trait_value(trait_, &tys, span);
        let b = self.types.bool();
        Expr::new(ExprKind::Int(v as i128), b, false, span)
    }

    /// The operands as types, packs expanded.
    fn trait_operands(&mut self, operands: &[ast::TemplateArg], span: Span) -> Option<Vec<TypeId>> {
        let mut out = Vec::new();
        for o in operands {
            match o {
                ast::TemplateArg::Type(te) => out.push(self.resolve_type(te)),
                ast::TemplateArg::Expansion(p) => {
                    let ast::TemplateArg::Type(te) = &**p else {
                        self.error(span, "a type trait's operands are types");
                        return None;
                    };
                    let Some(n) = self.pack_length(te) else {
                        self.error(
                            span,
                            "pattern of pack expansion contains no unexpanded parameter packs",
                        );
                        return None;
                    };
                    for i in 0..n {
                        let t = self.with_pack_element(i, |s| Some(s.resolve_type(te)))?;
                        out.push(t);
                    }
                }
                ast::TemplateArg::Expr(e) => {
                    self.error(e.span, "a type trait's operands are types");
                    return None;
                }
            }
        }
        Some(out)
    }

    fn trait_value(&mut self, trait_: TypeTrait, tys: &[TypeId], span: Span) -> bool {
        use TypeTrait::*;
        // Every trait but these asks about a class's definition.
        if !matches!(trait_, IsClass | IsUnion | IsEnum | IsSame) {
            for &t in tys {
                let t = self.types.referee(t).unwrap_or(t);
                self.require_complete(t);
            }
        }
        let t = tys[0];
        let class = self.types.unqual(t);
        let is_class = self.types.record(class).is_some_and(|r| !r.is_union);
        match trait_ {
            IsClass => is_class,
            IsUnion => self.types.record(class).is_some_and(|r| r.is_union),
            IsEnum => self.types.is_enum(class),
            IsEmpty => is_class && self.is_empty_class(class),
            IsPolymorphic => is_class && self.types.is_dynamic(class),
            IsAbstract => is_class && self.is_abstract(class),
            IsFinal => self.final_classes.contains(&class),
            IsTriviallyCopyable => self.trivially_copyable(t),
            IsTrivial => self.trivially_copyable(t) && self.trivially_default_constructible(t),
            IsStandardLayout => self.standard_layout(t),
            IsPod => {
                self.trivially_copyable(t)
                    && self.trivially_default_constructible(t)
                    && self.standard_layout(t)
            }
            IsLiteralType => self.types.referee(t).is_some() || self.trivially_destructible(t),
            IsAggregate => self.is_aggregate(class),
            HasTrivialDestructor => self.trivially_destructible(t),
            HasVirtualDestructor => self.has_virtual_dtor(class),
            HasUniqueObjectRepresentations => self.unique_representation(t),
            IsSame => t == tys[1],
            IsBaseOf => {
                let d = self.types.unqual(tys[1]);
                is_class
                    && self.types.record(d).is_some_and(|r| !r.is_union)
                    && (class == d || self.is_base_of(class, d))
            }
            IsConvertible => self.converts(tys[0], tys[1], span),
            IsAssignable => self.assignable(tys[0], tys[1], span).is_some(),
            IsNothrowAssignable => self.assignable(tys[0], tys[1], span) == Some(true),
            IsTriviallyAssignable => {
                self.assignable(tys[0], tys[1], span).is_some()
                    && self.trivially_assigned(tys[0], tys[1])
            }
            IsConstructible => self.constructible(t, &tys[1..], span).is_some(),
            IsNothrowConstructible => self.constructible(t, &tys[1..], span) == Some(true),
            IsTriviallyConstructible => {
                self.constructible(t, &tys[1..], span).is_some()
                    && self.trivially_constructed(t, &tys[1..])
            }
        }
    }

    /// `std::declval<T>()`: an object of `T` (an lvalue for `U&`, an
    /// xvalue otherwise), standing for a value in an unevaluated check.
    fn declval(&mut self, t: TypeId, span: Span) -> Expr {
        let (obj, lvalue) = match self.types.kind(t).clone() {
            TypeKind::LValueRef(r) => (r, true),
            TypeKind::RValueRef(r) => (r, false),
            _ => (t, false),
        };
        let pt = self.types.pointer(obj);
        let null = Expr::new(ExprKind::Null, pt, false, span);
        let mut e = Expr::new(ExprKind::Deref(Box::new(null)), obj, true, span);
        // An xvalue of a class is a glvalue; one of a scalar behaves as
        // a prvalue (nothing can be assigned to it).
        e.xvalue = !lvalue;
        e.lvalue = lvalue || self.types.is_record(self.types.unqual(obj));
        e
    }

    /// Whether `T t(declval<Args>()...);` is well-formed, and then
    /// whether it is non-throwing: `Some(nothrow)`, `None` if ill-formed.
    fn constructible(&mut self, t: TypeId, args: &[TypeId], span: Span) -> Option<bool> {
        if self.types.is_void(t) || self.types.is_function(t) {
            return None;
        }
        if let TypeKind::Array(_, None) = self.types.kind(t) {
            return None;
        }
        if !self.types.is_complete(self.types.innermost_elem(t)) && self.types.referee(t).is_none()
        {
            return None;
        }
        // No object of an abstract class can be made.
        if self.types.referee(t).is_none() && self.is_abstract(self.types.unqual(t)) {
            return None;
        }
        let vals: Vec<Expr> = args.iter().map(|&a| self.declval(a, span)).collect();
        let (init, found) = self.tentatively(|s| {
            s.unevaluated(|s| {
                let to = s.types.unqual(t);
                match vals.as_slice() {
                    [] if s.types.referee(t).is_some() => {
                        s.error(span, "a reference needs an initialiser");
                        None
                    }
                    [] if s.types.is_record(to) => Some(s.value_init(to, span)),
                    [] => Some(Init::Zero),
                    [v] if !s.types.is_record(to) => {
                        let e = s.convert_implicit(v.clone(), t, super::convert::ConvCtx::Init);
                        Some(Init::Expr(e))
                    }
                    _ if s.types.is_record(to) => Some(s.construct(to, vals.clone(), false, span)),
                    _ => {
                        s.error(span, "too many initialisers for a scalar");
                        None
                    }
                }
            })
        });
        if found
            .iter()
            .any(|d| d.severity == crate::diag::Severity::Error)
        {
            return None;
        }
        Some(!init.is_some_and(|i| self.init_potentially_throwing(&i)))
    }

    /// Whether `declval<T>() = declval<U>()` is well-formed, and then
    /// whether it is non-throwing: `Some(nothrow)`, `None` if ill-formed.
    fn assignable(&mut self, t: TypeId, u: TypeId, span: Span) -> Option<bool> {
        let (l, r) = (self.declval(t, span), self.declval(u, span));
        // An unevaluated operand ([meta.unary.prop]): the assignment it
        // finds is not used, so its definition is not instantiated
        // (libcu++'s tuple asks `is_copy_assignable` of a struct holding a
        // `device_reference<const char>`, whose assignment cannot compile).
        let (e, found) = self.tentatively(|s| s.unevaluated(|s| s.assign_values(None, l, r, span)));
        if found
            .iter()
            .any(|d| d.severity == crate::diag::Severity::Error)
        {
            return None;
        }
        Some(!self.potentially_throwing(&e))
    }

    /// Whether `declval<From>()` converts implicitly to `To`.
    fn converts(&mut self, from: TypeId, to: TypeId, span: Span) -> bool {
        if self.types.is_void(to) {
            return self.types.is_void(from);
        }
        if self.types.is_void(from) || self.types.is_function(to) {
            return false;
        }
        if matches!(self.types.kind(to), TypeKind::Array(..)) {
            return false;
        }
        let v = self.declval(from, span);
        let ((), found) = self.tentatively(|s| {
            s.unevaluated(|s| {
                let _ = s.convert_implicit(v, to, super::convert::ConvCtx::Init);
            })
        });
        !found
            .iter()
            .any(|d| d.severity == crate::diag::Severity::Error)
    }

    /// An empty class: no non-static data members but zero-width
    /// bit-fields, no virtual functions or bases, only empty bases.
    fn is_empty_class(&self, t: TypeId) -> bool {
        let Some(r) = self.types.record(t) else {
            return false;
        };
        if r.dynamic || r.fields.is_none() {
            return false;
        }
        let fields_empty = r.fields.iter().flatten().all(|f| f.bit_width == Some(0));
        fields_empty && r.bases.iter().all(|&b| self.is_empty_class(b))
    }

    /// [basic.types]p9: scalars, and classes whose copies and destruction
    /// run no code (arrays of them, cv-qualified).
    fn trivially_copyable(&mut self, t: TypeId) -> bool {
        let t = self.types.innermost_elem(self.types.unqual(t));
        if self.types.referee(t).is_some() || self.types.is_void(t) || self.types.is_function(t) {
            return false;
        }
        if !self.types.is_record(t) {
            return true;
        }
        self.types.is_complete(t)
            && !self.copies_by_ctor(t)
            && !self.assigns_by_user_code(t)
            && self.trivially_destructible(t)
    }

    /// Whether assigning a `t` runs code: an assignment operator it
    /// declares and does not delete, or one of a base or member, or its
    /// vtable pointers (`assigns_by_operator`, deleted ones aside: a class
    /// that cannot be assigned can still be copied trivially).
    fn assigns_by_user_code(&mut self, t: TypeId) -> bool {
        let t = self.types.innermost_elem(self.types.unqual(t));
        if self.types.is_dynamic(t) {
            return true;
        }
        if !self.types.is_record(t) {
            return false;
        }
        let parts = self.all_parts(t);
        let own = self.class_ctx(t).is_some_and(|ctx| {
            self.scopes.ctx_funcs(ctx).into_iter().any(|f| {
                self.program.functions[f].name == "operator="
                    && !self.deleted.contains(&f)
                    && !self.trivial_ctors.contains(&f)
                    && self.declared_params(f).first().is_some_and(|&p| {
                        let p = self.types.referee(p).unwrap_or(p);
                        self.types.unqual(p) == t
                    })
            })
        });
        own || parts.into_iter().any(|p| self.assigns_by_user_code(p))
    }

    /// The bases and data member types of class `t`.
    fn all_parts(&self, t: TypeId) -> Vec<TypeId> {
        let (mut bases, fields) = self.class_parts(t);
        bases.extend(fields);
        bases
    }

    /// Whether destroying a `t` runs no code.
    pub(crate) fn trivially_destructible(&self, t: TypeId) -> bool {
        let t = self.types.innermost_elem(self.types.unqual(t));
        if !self.types.is_record(t) {
            return !self.types.is_void(t) && !self.types.is_function(t);
        }
        if self.classes.get(&t).is_some_and(|c| c.dtor.is_some()) {
            return false;
        }
        let parts = self.all_parts(t);
        parts.into_iter().all(|p| self.trivially_destructible(p))
    }

    /// Whether default-initialising a `t` runs no code.
    pub(crate) fn trivially_default_constructible(&mut self, t: TypeId) -> bool {
        let t = self.types.innermost_elem(self.types.unqual(t));
        if !self.types.is_record(t) {
            return self.types.referee(t).is_none();
        }
        self.trivially_constructed(t, &[])
    }

    /// Whether constructing a `t` from `args` (already known to work)
    /// calls nothing but trivial operations.
    fn trivially_constructed(&mut self, t: TypeId, args: &[TypeId]) -> bool {
        let class = self.types.innermost_elem(self.types.unqual(t));
        if !self.types.is_record(class) {
            // A scalar (or reference) initialised from one value: trivial
            // unless a class's conversion function runs.
            return args.iter().all(|&a| {
                let a = self.types.referee(a).unwrap_or(a);
                !self.types.is_record(self.types.unqual(a))
            });
        }
        match args {
            [] => {
                let Some(info) = self.classes.get(&class) else {
                    return true;
                };
                let trivial_default = info.ctors.iter().any(|&c| {
                    self.trivial_ctors.contains(&c) && self.declared_params(c).is_empty()
                });
                let no_ctors = info.ctors.is_empty();
                let defaults = info.defaults.iter().any(|d| d.is_some());
                (no_ctors || trivial_default) && !defaults && self.parts_trivially_default(class)
            }
            [a] => {
                let a = self.types.unqual(self.types.referee(*a).unwrap_or(*a));
                a == class && !self.copies_by_ctor(class)
            }
            _ => false,
        }
    }

    /// Whether every base and member of `t` is trivially
    /// default-constructible.
    fn parts_trivially_default(&mut self, t: TypeId) -> bool {
        let Some(r) = self.types.record(t) else {
            return true;
        };
        if r.dynamic {
            return false;
        }
        let parts = self.all_parts(t);
        parts
            .into_iter()
            .all(|p| self.trivially_default_constructible(p))
    }

    /// Whether `declval<T>() = declval<U>()` runs no user code.
    fn trivially_assigned(&mut self, t: TypeId, u: TypeId) -> bool {
        let l = self.types.unqual(self.types.referee(t).unwrap_or(t));
        let r = self.types.unqual(self.types.referee(u).unwrap_or(u));
        if !self.types.is_record(l) {
            return !self.types.is_record(r);
        }
        l == r && !self.assigns_by_user_code(l)
    }

    /// [class.prop]p3, as far as layout goes: no virtual functions or
    /// bases, all data members in one class of the hierarchy, standard
    /// layout members, no base of the type of the first member.
    fn standard_layout(&self, t: TypeId) -> bool {
        let t = self.types.innermost_elem(self.types.unqual(t));
        let Some(r) = self.types.record(t) else {
            return self.types.referee(t).is_none();
        };
        if r.dynamic {
            return false;
        }
        let own = r.fields.iter().flatten().count();
        let with_fields = r
            .bases
            .iter()
            .filter(|&&b| {
                self.types
                    .record(b)
                    .is_some_and(|br| br.fields.iter().flatten().count() > 0)
            })
            .count();
        if (own > 0 && with_fields > 0) || with_fields > 1 {
            return false;
        }
        r.bases.iter().all(|&b| self.standard_layout(b))
            && r.fields
                .iter()
                .flatten()
                .all(|f| self.standard_layout(f.ty))
    }

    /// C++17 [dcl.init.aggr]p1: an array, or a class without user-declared
    /// constructors, virtual functions or virtual bases.
    fn is_aggregate(&self, t: TypeId) -> bool {
        if matches!(self.types.kind(t), TypeKind::Array(..)) {
            return true;
        }
        let Some(r) = self.types.record(t) else {
            return false;
        };
        r.closure.is_none() && !r.dynamic && !self.user_provides_ctors(t)
    }

    fn has_virtual_dtor(&self, t: TypeId) -> bool {
        let Some(d) = self.classes.get(&t).and_then(|c| c.dtor) else {
            return false;
        };
        self.is_virtual(d)
    }

    /// Whether equal values of `t` have equal bytes: integers, pointers,
    /// and classes of them without padding.
    fn unique_representation(&mut self, t: TypeId) -> bool {
        let t = self.types.innermost_elem(self.types.unqual(t));
        match self.types.kind(t).clone() {
            TypeKind::Int(_) | TypeKind::Bool | TypeKind::Pointer(_) | TypeKind::Enum(_) => true,
            TypeKind::Record(_) => {
                if !self.trivially_copyable(t) {
                    return false;
                }
                let parts = self.all_parts(t);
                let size: u64 = parts
                    .iter()
                    .map(|&p| self.types.layout(p).map_or(0, |l| l.size))
                    .sum();
                let own = self.types.layout(t).map_or(0, |l| l.size);
                size == own && parts.into_iter().all(|p| self.unique_representation(p))
            }
            _ => false,
        }
    }
}
