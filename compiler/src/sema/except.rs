//! Exception specifications and the `noexcept` operator.
//!
//! Device code throws nothing, yet the libraries decide with exception
//! specifications: libcu++'s concept emulation asks
//! `noexcept(declval<T&>().~T())` for `destructible`, and its
//! `is_nothrow_*` traits, `optional`, `tuple` and `swap` choose overloads
//! by them. A wrong answer there is wrong code with exit 0 (a concept that
//! should hold does not, and another overload is picked).
//!
//! Input: each function's written `ast::ExceptSpec`, recorded with the
//! context it was declared in (`record_exception_spec`). Output: whether a
//! function is non-throwing ([except.spec]p5, `is_nothrow`), whether a
//! checked expression is potentially throwing ([except.spec]p6), and the
//! value of `noexcept(e)` ([expr.unary.noexcept]).
//!
//! Invariants: a computed specification (`noexcept(e)`) is evaluated at
//! most once, when first asked for ([temp.inst]p14), in its declaration's
//! context with the function's parameters in scope, quietly: one that does
//! not evaluate to a constant reads as potentially throwing, like one
//! that asks for itself while it is evaluated. A destructor without one
//! is non-throwing unless a base's or member's destructor may throw, and a
//! special member that is implicit or `= default` is non-throwing unless a
//! function its body calls may throw ([except.spec]p7–8). A call through
//! a pointer to function is potentially throwing unless the pointee's
//! type is `noexcept` (`TypeKind::Function::nothrow`, set from the
//! specification of a function type as written, `type_spec_nothrow`, and
//! on the address of a non-throwing function).

use super::scope::CtxId;
use super::scope::Symbol;
use super::{FnCtx, Sema};
use crate::ast;
use crate::ir::{walk_expr, walk_init, Expr, ExprKind, FuncId, Init, MethodKind, Visit};
use crate::source::Span;
use crate::types::{TypeGraph, TypeId, TypeKind};
use std::rc::Rc;

/// What is known of one function's exception specification.
#[derive(Clone)]
pub(crate) enum FnExcept {
    NoThrow,
    Throwing,
    /// `noexcept(e)`, not evaluated yet: the expression, the declaration
    /// (for its parameters) and the context it was declared in.
    Computed {
        expr: Rc<ast::Expr>,
        params: Rc<Vec<ast::Param>>,
        ctx: CtxId,
    },
    /// Implied by what the function calls: a destructor or a defaulted
    /// special member without a written specification.
    Implied,
    /// Being evaluated: a specification that asks for itself.
    Evaluating,
}

impl Sema<'_> {
    /// Records the specification `f` writes for function `id` (and its
    /// base-object variant `twin`, if any). A redeclaration keeps the
    /// first declaration's: C++ requires them to agree.
    pub(crate) fn record_exception_spec(
        &mut self,
        id: FuncId,
        twin: Option<FuncId>,
        f: &ast::FunctionDef,
    ) {
        if self.except_specs.contains_key(&id) {
            return;
        }
        let spec = match &f.except {
            ast::ExceptSpec::NoThrow => FnExcept::NoThrow,
            ast::ExceptSpec::Throwing => FnExcept::Throwing,
            ast::ExceptSpec::Computed(e) => FnExcept::Computed {
                expr: Rc::new((**e).clone()),
                params: Rc::new(f.params.clone()),
                ctx: self.scopes.current(),
            },
            ast::ExceptSpec::Unwritten => {
                let defaulted = f.special == Some(ast::SpecialDef::Default);
                if matches!(f.kind, ast::FnKind::Destructor) || defaulted {
                    FnExcept::Implied
                } else {
                    FnExcept::Throwing
                }
            }
        };
        for f in std::iter::once(id).chain(twin) {
            self.except_specs.insert(f, spec.clone());
        }
    }

    /// Whether function `f` is non-throwing ([except.spec]p5).
    pub(crate) fn is_nothrow(&mut self, f: FuncId) -> bool {
        // Functions cudac declares itself (implicit special members, the
        // math library's builtins) have no entry: their specification is
        // implied by what they call.
        let spec = self.except_specs.get(&f).cloned();
        match spec {
            Some(FnExcept::NoThrow) => true,
            Some(FnExcept::Throwing | FnExcept::Evaluating) => false,
            Some(FnExcept::Computed { expr, params, ctx }) => {
                self.except_specs.insert(f, FnExcept::Evaluating);
                let v = self.evaluate_spec(f, &expr, &params, ctx);
                let done = if v {
                    FnExcept::NoThrow
                } else {
                    FnExcept::Throwing
                };
                self.except_specs.insert(f, done);
                v
            }
            Some(FnExcept::Implied) | None => {
                self.except_specs.insert(f, FnExcept::Evaluating);
                let v = self.implied_nothrow(f);
                let done = if v {
                    FnExcept::NoThrow
                } else {
                    FnExcept::Throwing
                };
                // Implicit members made later in the same class may call
                // this one: the answer stands once computed.
                self.except_specs.insert(f, done);
                v
            }
        }
    }

    /// `noexcept(e)` of function `f`'s declaration: `e` checked in the
    /// declaring context with `f`'s parameters (and `this`) in scope.
    fn evaluate_spec(
        &mut self,
        f: FuncId,
        e: &ast::Expr,
        params: &[ast::Param],
        ctx: CtxId,
    ) -> bool {
        let value = self.in_context(ctx, |s| {
            s.outside_function(|s| {
                let (space, ret, fty, method) = {
                    let func = &s.program.functions[f];
                    (func.space, func.ret, func.ty, func.method)
                };
                s.func = Some(FnCtx::new(f, space, ret, String::new()));
                s.scopes.push();
                let mut ptys = match s.types.kind(fty) {
                    TypeKind::Function { params, .. } => params.clone().into_iter(),
                    _ => Vec::new().into_iter(),
                };
                if method.is_some_and(|m| !m.is_static) {
                    if let Some(this_ty) = ptys.next() {
                        let l = s.add_local("this", this_ty, e.span);
                        if let Some(c) = s.func.as_mut() {
                            c.this = Some(l);
                        }
                    }
                }
                s.bind_spec_params(params, ptys.collect(), e.span);
                let ((v, bad), _) = s.tentatively(|s| {
                    let v = s.unevaluated(|s| s.check_expr(e));
                    let b = s.types.bool();
                    let v = s.convert_implicit(v, b, super::convert::ConvCtx::Init);
                    let bad = s.is_error_ty(v.ty);
                    (v, bad)
                });
                s.scopes.pop();
                (!bad).then(|| s.eval_int(&v)).flatten()
            })
        });
        value.is_some_and(|v| v != 0)
    }

    /// The declared parameters, named as locals of their types (`tys`,
    /// the function type's, a pack taking what the others leave).
    fn bind_spec_params(&mut self, params: &[ast::Param], tys: Vec<TypeId>, span: Span) {
        let pack_len = (tys.len() + 1).saturating_sub(params.len());
        let mut next = 0;
        for p in params {
            let n = if p.pack { pack_len } else { 1 };
            let range = next..(next + n).min(tys.len());
            next += n;
            let name = p.name.as_ref().map(|n| n.name.clone()).unwrap_or_default();
            let ls: Vec<_> = range.map(|i| self.add_local(&name, tys[i], span)).collect();
            let Some(id) = &p.name else { continue };
            let sym = match (p.pack, ls.as_slice()) {
                (true, _) => Symbol::LocalPack(ls),
                (false, [l]) => Symbol::Local(*l),
                _ => continue,
            };
            self.scopes.insert(&id.name, sym, id.span);
        }
    }

    /// The specification of an implicit or defaulted function, or of a
    /// destructor that writes none: non-throwing unless something it
    /// calls may throw.
    fn implied_nothrow(&mut self, f: FuncId) -> bool {
        let func = &self.program.functions[f];
        if let Some(m) = func
            .method
            .filter(|m| matches!(m.kind, MethodKind::Destructor | MethodKind::BaseDestructor))
        {
            return self.parts_destroy_nothrow(m.class);
        }
        let Some(body) = func.body.clone() else {
            return true;
        };
        let mut callees = Vec::new();
        crate::ir::walk_body(&body, &mut |v| callees.extend(throwing_candidate(v)));
        callees.into_iter().all(|c| self.is_nothrow(c))
    }

    /// Whether destroying an object of type `t` cannot throw.
    pub(crate) fn destroys_nothrow(&mut self, t: TypeId) -> bool {
        let t = self.types.innermost_elem(t);
        if self.types.record(t).is_none() {
            return true;
        }
        let user = self.classes.get(&t).and_then(|c| c.dtor);
        match user.or_else(|| self.dtors.get(&t).copied().flatten()) {
            Some(d) => self.is_nothrow(d),
            None => self.parts_destroy_nothrow(t),
        }
    }

    /// Whether destroying the bases and members of class `t` cannot throw
    /// (a union destroys none).
    fn parts_destroy_nothrow(&mut self, t: TypeId) -> bool {
        if self.types.record(t).is_none_or(|r| r.is_union) {
            return true;
        }
        let (bases, fields) = self.class_parts(t);
        bases
            .into_iter()
            .chain(fields)
            .all(|p| self.destroys_nothrow(p))
    }

    /// Whether checked expression `e` is potentially throwing
    /// ([except.spec]p6): it calls a function that is not non-throwing,
    /// or makes a temporary whose destruction may throw.
    pub(crate) fn potentially_throwing(&mut self, e: &Expr) -> bool {
        self.walk_throws(|f| walk_expr(e, f))
    }

    /// Whether initialiser `i` is potentially throwing.
    pub(crate) fn init_potentially_throwing(&mut self, i: &Init) -> bool {
        self.walk_throws(|f| walk_init(i, f))
    }

    /// Whether what `walk` visits may throw (`note_operation`).
    fn walk_throws(&mut self, walk: impl FnOnce(&mut dyn FnMut(Visit<'_>))) -> bool {
        let mut callees = Vec::new();
        let mut temps = Vec::new();
        let mut indirect = false;
        let types = &self.types;
        walk(&mut |v| note_operation(v, types, &mut callees, &mut temps, &mut indirect));
        indirect
            || !callees.into_iter().all(|c| self.is_nothrow(c))
            || !temps.into_iter().all(|t| self.destroys_nothrow(t))
    }

    /// The type of an expression naming function `f`: its declared type,
    /// `noexcept` when `f` is non-throwing (C++17 makes the specification
    /// part of the type, so `&f` converts only to pointers that keep it or
    /// drop it, and a call through such a pointer is not potentially
    /// throwing).
    pub(crate) fn function_value_type(&mut self, f: FuncId) -> TypeId {
        let t = self.program.functions[f].ty;
        let nothrow = self.is_nothrow(f);
        self.types.with_nothrow(t, nothrow)
    }

    /// Whether the specification written on a function type
    /// (`void (*)() noexcept(B)`) makes it `noexcept`: `e` of a computed
    /// one is a constant expression in the current context (substituted
    /// already in an instantiation); one that is not constant reads as
    /// potentially throwing.
    pub(crate) fn type_spec_nothrow(&mut self, spec: &ast::ExceptSpec) -> bool {
        match spec {
            ast::ExceptSpec::NoThrow => true,
            ast::ExceptSpec::Unwritten | ast::ExceptSpec::Throwing => false,
            ast::ExceptSpec::Computed(e) => {
                let (v, _) = self.tentatively(|s| {
                    let v = s.unevaluated(|s| s.check_expr(e));
                    let b = s.types.bool();
                    let v = s.convert_implicit(v, b, super::convert::ConvCtx::Init);
                    (!s.is_error_ty(v.ty)).then(|| s.eval_int(&v)).flatten()
                });
                v.is_some_and(|v| v != 0)
            }
        }
    }

    /// `noexcept(e)`: `true` when the unevaluated `e` is not potentially
    /// throwing.
    pub(crate) fn noexcept_operator(&mut self, e: &ast::Expr, span: Span) -> Expr {
        let v = self.unevaluated(|s| s.check_expr(e));
        if self.is_error_ty(v.ty) {
            return self.error_expr(span);
        }
        let nothrow = !self.potentially_throwing(&v);
        let b = self.types.bool();
        Expr::new(ExprKind::Int(nothrow as i128), b, false, span)
    }
}

/// The function a visited node calls, if any.
fn throwing_candidate(v: Visit<'_>) -> Option<FuncId> {
    match v {
        Visit::Expr(Expr {
            kind: ExprKind::Call(g, _) | ExprKind::VirtualCall(g, _, _),
            ..
        }) => Some(*g),
        Visit::Ctor(g) => Some(g),
        Visit::Expr(_) => None,
    }
}

/// Sorts a visited node into what may throw: a call, a temporary (whose
/// destructor runs at the end of the full-expression), or a call through
/// a pointer whose pointee type is not `noexcept`.
fn note_operation(
    v: Visit<'_>,
    types: &TypeGraph,
    callees: &mut Vec<FuncId>,
    temps: &mut Vec<TypeId>,
    indirect: &mut bool,
) {
    if let Visit::Expr(e) = &v {
        match &e.kind {
            ExprKind::Temp(_) | ExprKind::Materialize(..) => temps.push(e.ty),
            ExprKind::CallPtr(callee, _) => {
                let nothrow = types
                    .pointee(callee.ty)
                    .is_some_and(|f| types.is_nothrow_function(f));
                *indirect |= !nothrow;
            }
            ExprKind::CallMemberPtr(_, fty, _) => *indirect |= !types.is_nothrow_function(*fty),
            _ => {}
        }
    }
    callees.extend(throwing_candidate(v));
}
