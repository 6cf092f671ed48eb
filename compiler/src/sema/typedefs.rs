//! Typedefs and alias declarations: `typedef T N;`, `using N = T;`, with
//! an alignment attribute, and GNU/clang vector types (`vector_size`,
//! `ext_vector_type`), which are opaque classes device code cannot use.
//!
//! Input: an `ast::TypedefDecl` in the current scope. Output: the name
//! bound to its type (`Symbol::Type`). Invariants: a namespace-scope
//! typedef cudac cannot resolve is the unknown type, an error only where
//! device code uses it; a redefinition with another type is an error.

use super::scope::Symbol;
use super::Sema;
use crate::ast;
use crate::source::Span;
use crate::types::TypeId;

impl Sema<'_> {
    pub(crate) fn declare_typedef(&mut self, t: &ast::TypedefDecl) {
        if let Some((attr, at)) = &t.vector {
            return self.declare_vector_typedef(t, attr, *at);
        }
        // A typedef outside functions may be host code's only (`typedef
        // pthread_t CUTThread;`): a type cudac cannot resolve is the
        // unknown type, an error only where device code uses it.
        let ty = if self.func.is_none() {
            let hold = self.begin_hold();
            self.host.mode += 1;
            let ty = self.naming_types(|s| s.resolve_type(&t.ty));
            self.host.mode -= 1;
            let unknown = self.mentions_unknown(ty);
            let held = self.end_hold_take(hold);
            if unknown {
                for d in held {
                    self.hold_on(super::host::Entity::Type(ty), d);
                }
            } else {
                self.diags.list.extend(held);
            }
            ty
        } else {
            self.resolve_type(&t.ty)
        };
        self.bind_typedef(t, ty);
    }

    /// `typedef T N __attribute__((aligned(n)));` gives `N` an alignment of
    /// its own, which cudac's types do not carry yet: one that differs from
    /// `T`'s is reported rather than dropped (a layout silently unlike
    /// nvcc's). CUB 2.x restates vector types' own alignment this way
    /// (`AlignBytes<short4>::Type`), which is no change.
    fn check_typedef_align(&mut self, t: &ast::TypedefDecl, e: &ast::Expr, ty: TypeId) {
        let Some(want) = self.requested_align(e) else {
            return;
        };
        if self.is_dependent(ty) || self.is_error_ty(ty) || self.is_unknown_ty(ty) {
            return;
        }
        if self.types.layout(ty).is_some_and(|l| l.align != want) {
            self.error(
                e.span,
                format!(
                    "an alignment attribute that changes the alignment of typedef '{}' is not supported yet",
                    t.name.name
                ),
            );
        }
    }

    /// Typedef `t` in a class, tried where the class's nested types are
    /// declared (before its data and function members): false, with
    /// nothing declared or reported, if its type cannot be resolved yet
    /// (`typedef ratio<num, den> type;` after `static const intmax_t
    /// num`), and it is declared in order with those members instead.
    pub(crate) fn try_member_typedef(&mut self, t: &ast::TypedefDecl) -> bool {
        if t.vector.is_some() {
            self.declare_typedef(t);
            return true;
        }
        let (ty, found) = self.tentatively(|s| {
            s.host.mode += 1;
            let ty = s.resolve_type(&t.ty);
            s.host.mode -= 1;
            ty
        });
        let failed = found
            .iter()
            .any(|d| d.severity == crate::diag::Severity::Error);
        if failed || self.mentions_unknown(ty) {
            return false;
        }
        self.diags.list.extend(found);
        self.bind_typedef(t, ty);
        true
    }

    /// `typedef float v4 __attribute__((vector_size(16)));`: a GNU or
    /// clang vector type, which device code cannot use (nvcc 13.0: "is a
    /// vector, which is not supported in device code"; it silently reads
    /// an `ext_vector_type` as its element type, which cudac does not
    /// copy). Host code may: GCC's <mmintrin.h>, which host code includes,
    /// declares `__m64` for host functions. So the name is an opaque class
    /// of its own whose use in device code reports why
    /// (`host::report_unusable`), and an error at once in a device body.
    fn declare_vector_typedef(&mut self, t: &ast::TypedefDecl, attr: &str, at: Span) {
        let rec = self.types.new_record(t.name.name.clone(), false);
        let scope = self.decl_scope();
        if let Some(r) = self.types.record_mut(rec) {
            r.scope = scope;
        }
        let msg = format!(
            "'{}' is a vector type (the '{attr}' attribute), which is not supported in device code; CUDA's float4 and friends are available",
            t.name.name
        );
        let d = crate::diag::Diagnostic::error(at, msg);
        if self.func.is_some() && !self.in_host_mode() {
            self.diags.push(d);
        } else {
            self.hold_on(super::host::Entity::Type(rec), d);
        }
        self.bind_typedef(t, rec);
    }

    fn bind_typedef(&mut self, t: &ast::TypedefDecl, ty: TypeId) {
        if let Some(e) = &t.align {
            self.check_typedef_align(t, e, ty);
        }
        if let Some((Symbol::Type(old), _)) = self.scopes.lookup_here(&t.name.name) {
            if *old != ty {
                let (a, b) = (self.describe_ty(*old), self.describe_ty(ty));
                self.error(
                    t.name.span,
                    format!("typedef redefinition with different types ('{b}' vs '{a}')"),
                );
            }
            return;
        }
        self.name_unnamed_by_typedef(ty, &t.name.name);
        self.scopes
            .insert(&t.name.name, Symbol::Type(ty), t.name.span);
    }
}

/// Whether decltype typedef `m` can be resolved before the class's member
/// functions are declared: its expression names none of them (`members`)
/// and is made only of names, literals, calls, operators and casts. A
/// name a member function would hide is never looked up too early.
pub(super) fn decltype_without_members(
    m: &ast::Item,
    members: &std::collections::HashSet<&str>,
) -> bool {
    fn simple(e: &ast::Expr, members: &std::collections::HashSet<&str>) -> bool {
        use ast::ExprKind as E;
        match &e.kind {
            E::IntLit { .. }
            | E::FloatLit { .. }
            | E::CharLit { .. }
            | E::BoolLit(_)
            | E::Nullptr
            | E::SizeofType(_) => true,
            E::Name(path) => path
                .first()
                .is_some_and(|id| !members.contains(id.name.as_str())),
            E::Unary(_, x) | E::SizeofExpr(x) | E::Cast(_, _, x) => simple(x, members),
            E::Binary(_, a, b) | E::Comma(a, b) | E::Index(a, b) => {
                simple(a, members) && simple(b, members)
            }
            E::Cond(a, b, c) => simple(a, members) && simple(b, members) && simple(c, members),
            E::Call(f, args) => simple(f, members) && args.iter().all(|a| simple(a, members)),
            E::InitList(_, items) => items
                .iter()
                .all(|a| matches!(a, ast::Initializer::Expr(x) if simple(x, members))),
            _ => false,
        }
    }
    match m {
        ast::Item::Typedef(t) => match &t.ty.kind {
            ast::TypeExprKind::Decltype(e) | ast::TypeExprKind::Typeof(e) => simple(e, members),
            _ => false,
        },
        _ => false,
    }
}

/// The names of the member functions (and templates) class `def` declares.
pub(super) fn member_function_names(def: &ast::RecordDef) -> std::collections::HashSet<&str> {
    let mut out = std::collections::HashSet::new();
    for (_, m) in &def.members {
        let f = match m {
            ast::Item::Template { item, .. } => &**item,
            m => m,
        };
        if let ast::Item::Function(f) = f {
            out.insert(f.name.name.as_str());
        }
    }
    out
}

/// `typedef decltype(e) name;` (or `using name = decltype(e);`): its
/// expression may call member functions, so it is declared in order with
/// them rather than with the nested types.
pub(super) fn is_decltype_typedef(m: &ast::Item) -> bool {
    matches!(m, ast::Item::Typedef(t) if matches!(
        t.ty.kind,
        ast::TypeExprKind::Decltype(_) | ast::TypeExprKind::Typeof(_)
    ))
}
