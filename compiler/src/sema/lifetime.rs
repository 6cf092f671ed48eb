//! Object lifetimes: where destructors run.
//!
//! Input: a function body as statement checking produced it (locals
//! introduced by `Decl`, temporaries as `Temp`), and what the function
//! destroys when it ends (a destructor's members and bases). Output: the
//! same body with every destructor call explicit, so codegen never decides
//! a lifetime:
//! - a local is destroyed where its scope ends, and on every `break`,
//!   `continue`, `return` and `goto` that leaves the scope, in reverse
//!   order of construction;
//! - a temporary is destroyed at the end of its full expression
//!   (`Materialize` + statements after it, or `WithCleanups` where the
//!   value is still needed), unless a reference declaration extends it
//!   to the reference's scope;
//! - a prvalue that initialises an object is that object (C++17): it is
//!   never destroyed on its own, and `T x = T(…)` constructs `x` in place;
//! - a by-value argument is destroyed by the caller after the call
//!   (Itanium C++ ABI).
//!
//! Invariants: only objects with a non-trivial destructor get calls; a
//! jump into the scope of such an object is an error, as in C++; a
//! temporary created in a conditionally evaluated operand (`?:`, `&&`,
//! `||`) is destroyed at the end of the full expression only if it was
//! created (a flag, as clang and nvcc do).
//!
//! How: the pass keeps a stack of scopes with the objects constructed in
//! each; scope ends and `break`/`continue`/`return` emit the calls of the
//! scopes they leave, innermost first, and `goto`s are resolved after the
//! walk from the scope paths recorded at each label and goto (a jump into
//! the scope of such an object, and a `case` label past one, are errors). A
//! `Temp` of a class with a destructor becomes `Materialize(local, init)`.
//! When every `return` names the same local of the return type, that local
//! is the named return value: returned as is and not destroyed on the return
//! paths (NRVO, as clang and nvcc do); otherwise a returned local is an
//! xvalue (implicit move). A temporary in a conditionally evaluated
//! operand gets a `bool` flag, set where it is constructed and reset at the
//! outermost conditional operator of its full expression (which every
//! evaluation of the full expression reaches before any conditional
//! operand); the destruction at the end of the full expression tests it.
//! An initialiser that runs once per array element (`Init::Each`) would
//! need one flag per element, so a temporary with a destructor there is
//! not supported yet.

use super::Sema;
use crate::ir::*;
use crate::source::Span;
use crate::types::{IntKind, TypeId, TypeKind};
use std::collections::HashMap;

/// An object to destroy: an lvalue designating it, and the destructor.
#[derive(Clone, Debug)]
pub(crate) struct Cleanup {
    pub obj: Expr,
    pub dtor: FuncId,
    /// For a temporary of a conditionally evaluated operand: the `bool`
    /// local that says whether it was constructed.
    pub flag: Option<LocalId>,
    /// A base-object destructor's VTT argument (`vbases.rs`).
    pub vtt: Option<Expr>,
}

/// A scope and the objects constructed in it so far, in order.
struct Frame {
    id: u32,
    cleanups: Vec<Cleanup>,
}

/// How the enclosing expression uses a class prvalue.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Use {
    /// It initialises an object (a variable, a member, a temporary, the
    /// return value): it is that object.
    Owned,
    /// It is a by-value argument: a temporary the caller destroys.
    Param,
    /// Its value is read (an operand, a member access, discarded).
    Value,
}

/// Where a jump leaves from or arrives: each enclosing scope and the
/// objects constructed in it at that point.
type Site = Vec<(u32, Vec<Cleanup>)>;

struct Pass<'s, 'a> {
    sema: &'s mut Sema<'a>,
    /// The named return value: every `return` returns this local, which
    /// is the caller's object, so it is never copied or destroyed here.
    nrvo: Option<LocalId>,
    frames: Vec<Frame>,
    next_frame: u32,
    /// Enclosing loops and switches: the depth of `frames` their body
    /// starts at, and whether `continue` may target them (loops).
    targets: Vec<(usize, bool)>,
    /// The depth of `frames` at each enclosing `switch` statement.
    switches: Vec<usize>,
    labels: HashMap<String, Site>,
    /// Each `goto` in order: where it is and where it goes.
    gotos: Vec<(Span, String, Site)>,
    /// Temporaries of the current full expression, in construction order.
    temps: Vec<Cleanup>,
    /// Inside a conditionally evaluated operand.
    conditional: u32,
    /// Inside an initialiser run once per array element.
    repeated: u32,
    /// The flags of the conditional temporaries created since the
    /// outermost conditional operator began, which resets them.
    flags: Vec<LocalId>,
}

impl Sema<'_> {
    /// Makes destructor calls explicit in `body`, a function body whose
    /// end destroys `members` too (a destructor's bases and members, in
    /// construction order). Runs while the function's `FnCtx` is current
    /// (materialised temporaries become locals of it).
    pub(crate) fn lifetimes(
        &mut self,
        body: Vec<Stmt>,
        members: Vec<Cleanup>,
        nrvo: Option<LocalId>,
        span: Span,
    ) -> Vec<Stmt> {
        let mut p = Pass {
            sema: self,
            nrvo,
            frames: Vec::new(),
            next_frame: 0,
            targets: Vec::new(),
            switches: Vec::new(),
            labels: HashMap::new(),
            gotos: Vec::new(),
            temps: Vec::new(),
            conditional: 0,
            repeated: 0,
            flags: Vec::new(),
        };
        p.push_frame();
        if let Some(f) = p.frames.last_mut() {
            f.cleanups = members;
        }
        let mut out = p.stmts(body);
        out.extend(p.pop_frame(span));
        p.resolve_gotos(&mut out);
        out
    }
}

impl Pass<'_, '_> {
    fn push_frame(&mut self) {
        self.frames.push(Frame {
            id: self.next_frame,
            cleanups: Vec::new(),
        });
        self.next_frame += 1;
    }

    /// Ends the innermost scope: the destructor calls of its objects.
    fn pop_frame(&mut self, span: Span) -> Vec<Stmt> {
        let f = self.frames.pop().map(|f| f.cleanups).unwrap_or_default();
        self.destroy_all(&f, span)
    }

    /// Destructor calls for `cs` (in construction order): last first.
    fn destroy_all(&mut self, cs: &[Cleanup], span: Span) -> Vec<Stmt> {
        cs.iter().rev().map(|c| self.destroy(c, span)).collect()
    }

    /// Leaving the scopes from depth `depth` on (`break`, `continue`,
    /// `return`): their objects' destructor calls, innermost first, all
    /// but local `keep`'s (the named return value).
    fn unwind(&mut self, depth: usize, keep: Option<LocalId>, span: Span) -> Vec<Stmt> {
        let cs: Vec<Cleanup> = self.frames[depth.min(self.frames.len())..]
            .iter()
            .flat_map(|f| f.cleanups.iter())
            .filter(|c| !matches!(c.obj.kind, ExprKind::Local(l) if Some(l) == keep))
            .cloned()
            .collect();
        self.destroy_all(&cs, span)
    }

    /// The call destroying `c.obj`; for an array, a loop over its
    /// elements from the last to the first.
    fn destroy(&mut self, c: &Cleanup, span: Span) -> Stmt {
        let call = self.destroy_object(c, span);
        let Some(flag) = c.flag else {
            return call;
        };
        let b = self.sema.types.bool();
        let made = Expr::new(
            ExprKind::Load(Box::new(Expr::new(ExprKind::Local(flag), b, true, span))),
            b,
            false,
            span,
        );
        Stmt {
            kind: StmtKind::If(made, Box::new(call), None),
            span,
        }
    }

    /// The destructor call(s) of `destroy`, unconditionally.
    fn destroy_object(&mut self, c: &Cleanup, span: Span) -> Stmt {
        let s = &mut *self.sema;
        let mut elem = c.obj.ty;
        let mut count: u64 = 1;
        while let Some((e, n)) = s.types.array_elem(elem) {
            count = count.saturating_mul(n.unwrap_or(0));
            elem = e;
        }
        let void = s.types.void();
        let elem_ptr = {
            let u = s.types.unqual(elem);
            s.types.pointer(u)
        };
        let call = |p: Expr| {
            let args = std::iter::once(p).chain(c.vtt.clone()).collect();
            Expr::new(ExprKind::Call(c.dtor, args), void, false, span)
        };
        if elem == c.obj.ty {
            let p = Expr::new(
                ExprKind::AddrOf(Box::new(c.obj.clone())),
                elem_ptr,
                false,
                span,
            );
            return Stmt {
                kind: StmtKind::Expr(call(p)),
                span,
            };
        }
        // for (long i = count; i != 0;) { --i; dtor(&first[i]); }
        let long = s.types.int(IntKind::Long);
        let i = s.add_local("__i", long, span);
        let first = s.rvalue(c.obj.clone());
        let first = Expr::new(
            ExprKind::Cast(CastKind::PtrToPtr, Box::new(first)),
            elem_ptr,
            false,
            span,
        );
        let var = || Expr::new(ExprKind::Local(i), long, true, span);
        let load = Expr::new(ExprKind::Load(Box::new(var())), long, false, span);
        let at = Expr::new(
            ExprKind::PtrAdd(Box::new(first), Box::new(load.clone())),
            elem_ptr,
            false,
            span,
        );
        let bool_t = s.types.bool();
        let zero = Expr::new(ExprKind::Int(0), long, false, span);
        let stmt = |kind| Stmt { kind, span };
        stmt(StmtKind::For {
            init: vec![stmt(StmtKind::Decl(
                i,
                Some(Init::Expr(Expr::new(
                    ExprKind::Int(count as i128),
                    long,
                    false,
                    span,
                ))),
            ))],
            cond: Some(Expr::new(
                ExprKind::Compare(CmpOp::Ne, Box::new(load), Box::new(zero)),
                bool_t,
                false,
                span,
            )),
            step: None,
            body: Box::new(stmt(StmtKind::Block(vec![
                stmt(StmtKind::Expr(Expr::new(
                    ExprKind::IncDec {
                        target: Box::new(var()),
                        inc: false,
                        prefix: true,
                    },
                    long,
                    true,
                    span,
                ))),
                stmt(StmtKind::Expr(call(at))),
            ]))),
            unroll: None,
        })
    }

    fn site(&self) -> Site {
        self.frames
            .iter()
            .map(|f| (f.id, f.cleanups.clone()))
            .collect()
    }

    fn stmts(&mut self, v: Vec<Stmt>) -> Vec<Stmt> {
        let mut out = Vec::new();
        for s in v {
            out.extend(self.stmt(s));
        }
        out
    }

    /// A sub-statement that is a scope of its own (an `if` arm, a loop
    /// body).
    fn scoped(&mut self, s: Stmt) -> Stmt {
        let span = s.span;
        self.push_frame();
        let mut v = self.stmt(s);
        v.extend(self.pop_frame(span));
        match v.len() {
            1 => v.pop().unwrap_or(Stmt {
                kind: StmtKind::Empty,
                span,
            }),
            _ => Stmt {
                kind: StmtKind::Block(v),
                span,
            },
        }
    }

    /// The destructor calls of the current full expression's temporaries.
    fn end_full_expr(&mut self, span: Span) -> Vec<Stmt> {
        let temps = std::mem::take(&mut self.temps);
        self.destroy_all(&temps, span)
    }

    /// A full expression whose value is used after its temporaries die.
    fn full_value(&mut self, mut e: Expr, u: Use) -> Expr {
        self.expr(&mut e, u);
        let cleanups = self.end_full_expr(e.span);
        Self::with_cleanups(e, cleanups)
    }

    fn with_cleanups(e: Expr, cleanups: Vec<Stmt>) -> Expr {
        if cleanups.is_empty() {
            return e;
        }
        let (ty, lvalue, span) = (e.ty, e.lvalue, e.span);
        Expr::new(
            ExprKind::WithCleanups(Box::new(e), cleanups),
            ty,
            lvalue,
            span,
        )
    }

    fn stmt(&mut self, s: Stmt) -> Vec<Stmt> {
        let span = s.span;
        let one = |kind| vec![Stmt { kind, span }];
        match s.kind {
            StmtKind::Expr(mut e) => {
                self.expr(&mut e, Use::Value);
                let mut out = one(StmtKind::Expr(e));
                out.extend(self.end_full_expr(span));
                out
            }
            StmtKind::Decl(l, init) => {
                let ty = self.sema.local_ty(l);
                let mut extended = Vec::new();
                let init = init.map(|mut i| {
                    if self.sema.types.referee(ty).is_some() {
                        if let Init::Expr(e) = &mut i {
                            extended = self.extend(e);
                        }
                    } else {
                        extended = self.extend_members(ty, &mut i);
                    }
                    self.init(&mut i);
                    i
                });
                let mut out = one(StmtKind::Decl(l, init));
                out.extend(self.end_full_expr(span));
                let local = Expr::new(ExprKind::Local(l), ty, true, span);
                let own = self
                    .sema
                    .destructor(ty, span)
                    .filter(|_| self.sema.types.referee(ty).is_none());
                if let Some(f) = self.frames.last_mut() {
                    f.cleanups.extend(extended);
                    if let Some(dtor) = own {
                        f.cleanups.push(Cleanup {
                            obj: local,
                            dtor,
                            flag: None,
                            vtt: None,
                        });
                    }
                }
                out
            }
            StmtKind::InitAt(mut target, mut init) => {
                self.expr(&mut target, Use::Value);
                self.init(&mut init);
                let mut out = one(StmtKind::InitAt(target, init));
                out.extend(self.end_full_expr(span));
                out
            }
            StmtKind::Block(v) => {
                self.push_frame();
                let mut v = self.stmts(v);
                v.extend(self.pop_frame(span));
                one(StmtKind::Block(v))
            }
            StmtKind::If(c, t, e) => {
                let c = self.full_value(c, Use::Value);
                let t = self.scoped(*t);
                let e = e.map(|e| Box::new(self.scoped(*e)));
                one(StmtKind::If(c, Box::new(t), e))
            }
            StmtKind::While(c, body, u) => {
                let c = self.full_value(c, Use::Value);
                let body = self.loop_body(*body, true);
                one(StmtKind::While(c, Box::new(body), u))
            }
            StmtKind::DoWhile(body, c, u) => {
                let body = self.loop_body(*body, true);
                let c = self.full_value(c, Use::Value);
                one(StmtKind::DoWhile(Box::new(body), c, u))
            }
            StmtKind::For {
                init,
                cond,
                step,
                body,
                unroll,
            } => {
                // The scope of the init's variables is the whole loop.
                self.push_frame();
                let init = self.stmts(init);
                let cond = cond.map(|c| self.full_value(c, Use::Value));
                let step = step.map(|c| self.full_value(c, Use::Value));
                let body = self.loop_body(*body, true);
                let after = self.pop_frame(span);
                let l = Stmt {
                    kind: StmtKind::For {
                        init,
                        cond,
                        step,
                        body: Box::new(body),
                        unroll,
                    },
                    span,
                };
                if after.is_empty() {
                    vec![l]
                } else {
                    let mut v = vec![l];
                    v.extend(after);
                    one(StmtKind::Block(v))
                }
            }
            StmtKind::Switch(c, body) => {
                let c = self.full_value(c, Use::Value);
                self.switches.push(self.frames.len());
                let body = self.loop_body(*body, false);
                self.switches.pop();
                one(StmtKind::Switch(c, Box::new(body)))
            }
            StmtKind::Case(..) | StmtKind::Default(..) => {
                let base = self.switches.last().copied().unwrap_or(self.frames.len());
                let bypassed = self.frames[base.min(self.frames.len())..]
                    .iter()
                    .find_map(|f| f.cleanups.first())
                    .map(|c| c.obj.span);
                if let Some(at) = bypassed {
                    self.bypass_error(
                        span,
                        "cannot jump from switch statement to this case label",
                        at,
                    );
                }
                vec![s]
            }
            StmtKind::Label(ref name, _) => {
                let site = self.site();
                self.labels.insert(name.clone(), site);
                vec![s]
            }
            StmtKind::Goto(ref name) => {
                let site = self.site();
                self.gotos.push((span, name.clone(), site));
                vec![s]
            }
            StmtKind::Break | StmtKind::Continue => {
                let want_loop = matches!(s.kind, StmtKind::Continue);
                let depth = self
                    .targets
                    .iter()
                    .rev()
                    .find(|(_, is_loop)| *is_loop || !want_loop)
                    .map_or(self.frames.len(), |(d, _)| *d);
                let mut v = self.unwind(depth, None, span);
                if v.is_empty() {
                    return vec![s];
                }
                v.push(s);
                one(StmtKind::Block(v))
            }
            StmtKind::Return(e) => {
                let e = match (self.nrvo, e) {
                    (Some(l), Some(e)) => {
                        let ty = self.sema.local_ty(l);
                        let local = Expr::new(ExprKind::Local(l), ty, true, e.span);
                        let ut = self.sema.types.unqual(ty);
                        Some(Expr::new(
                            ExprKind::Load(Box::new(local)),
                            ut,
                            false,
                            e.span,
                        ))
                    }
                    (_, e) => e,
                };
                let e = e.map(|mut e| {
                    self.expr(&mut e, Use::Owned);
                    e
                });
                let mut cleanups = self.end_full_expr(span);
                // The named return value survives: it is the result.
                cleanups.extend(self.unwind(0, self.nrvo, span));
                match e {
                    Some(e) => one(StmtKind::Return(Some(Self::with_cleanups(e, cleanups)))),
                    None => {
                        cleanups.push(Stmt {
                            kind: StmtKind::Return(None),
                            span,
                        });
                        one(StmtKind::Block(cleanups))
                    }
                }
            }
            StmtKind::Asm(mut a) => {
                for e in a.outputs.iter_mut().chain(a.inputs.iter_mut()) {
                    self.expr(e, Use::Value);
                }
                let mut out = one(StmtKind::Asm(a));
                out.extend(self.end_full_expr(span));
                out
            }
            StmtKind::Empty => vec![s],
        }
    }

    /// A loop or switch body: `break` (and, in a loop, `continue`) leave
    /// the scopes opened from here on.
    fn loop_body(&mut self, body: Stmt, is_loop: bool) -> Stmt {
        self.targets.push((self.frames.len(), is_loop));
        let b = self.scoped(body);
        self.targets.pop();
        b
    }

    /// The temporary a reference declaration binds directly (through
    /// derived-to-base and qualification conversions): it lives as long
    /// as the reference. Returns its destruction, for the enclosing scope.
    fn extend(&mut self, e: &mut Expr) -> Vec<Cleanup> {
        match &mut e.kind {
            // `const Base &r = Derived();` is `&*(Base *)&tmp`; a member
            // subobject (`const M &m = S().m;`) keeps the whole temporary.
            ExprKind::AddrOf(x)
            | ExprKind::Deref(x)
            | ExprKind::Cast(_, x)
            | ExprKind::Member(x, _) => self.extend(x),
            // An element of a member array (`const int &r = B().i[0];`,
            // GCC's cpp0x/temp-extend1): a subobject of the temporary too.
            ExprKind::PtrAdd(p, _) if matches!(p.kind, ExprKind::Cast(CastKind::ArrayToPtr, _)) => {
                self.extend(p)
            }
            // `auto &&r = {S(1), S(2)};` (a range-for's range): the
            // list's array lives as long as the list.
            ExprKind::Temp(init) if self.sema.initializer_list_elem(e.ty).is_some() => {
                let ty = e.ty;
                let out = self.extend_members(ty, init);
                self.expr(e, Use::Value);
                out
            }
            ExprKind::Temp(_) => {
                // Only the bound temporary itself (materialised last);
                // those its initialiser made die with the full expression.
                let saved = std::mem::take(&mut self.temps);
                self.expr(e, Use::Value);
                let mut inner = std::mem::replace(&mut self.temps, saved);
                let bound = match e.kind {
                    ExprKind::Materialize(..) => inner.pop(),
                    _ => None,
                };
                self.temps.extend(inner);
                bound.into_iter().collect()
            }
            _ => Vec::new(),
        }
    }

    /// The temporaries an aggregate's reference members bind in its
    /// braced initialiser (of a local of type `ty`): they live as long as
    /// the local ([class.temporary]p6; `T t = T{{}, {}}` with `S &&s` the
    /// first member, DR 1697). Returns their destructions.
    fn extend_members(&mut self, ty: TypeId, i: &mut Init) -> Vec<Cleanup> {
        let ty = self.sema.types.unqual(ty);
        match i {
            // `T t = T{…}`: the prvalue's initialiser is the local's.
            Init::Expr(e) => match &mut e.kind {
                ExprKind::Load(x) if self.sema.types.unqual(x.ty) == ty => match &mut x.kind {
                    ExprKind::Temp(inner) => self.extend_members(ty, inner),
                    _ => Vec::new(),
                },
                _ => Vec::new(),
            },
            // `std::initializer_list<S> il = {…};`: its array, the
            // pointer's operand, lives as long as `il` ([dcl.init.list]p6).
            Init::List(items) if self.sema.initializer_list_elem(ty).is_some() => {
                match items.first_mut() {
                    Some(Init::Expr(first)) => self.extend(first),
                    _ => Vec::new(),
                }
            }
            Init::List(items) => {
                let parts: Vec<TypeId> = match self.sema.types.kind(ty).clone() {
                    TypeKind::Array(elem, _) => vec![elem; items.len()],
                    TypeKind::Record(_) => match self.sema.types.record(ty) {
                        Some(r) if !r.is_union => r
                            .bases
                            .iter()
                            .copied()
                            .chain(r.fields.iter().flatten().map(|f| f.ty))
                            .collect(),
                        _ => Vec::new(),
                    },
                    _ => Vec::new(),
                };
                let mut out = Vec::new();
                for (item, part) in items.iter_mut().zip(parts) {
                    if self.sema.types.referee(part).is_some() {
                        if let Init::Expr(e) = item {
                            out.extend(self.extend(e));
                        }
                    } else {
                        out.extend(self.extend_members(part, item));
                    }
                }
                out
            }
            _ => Vec::new(),
        }
    }

    fn init(&mut self, i: &mut Init) {
        match i {
            Init::Expr(e) => {
                // A prvalue of the object's own class initialises the
                // object directly (C++17): no temporary to copy from.
                if let ExprKind::Load(x) = &mut e.kind {
                    if let ExprKind::Temp(inner) = &mut x.kind {
                        let same = self.sema.types.record(e.ty).is_some()
                            && self.sema.types.unqual(x.ty) == self.sema.types.unqual(e.ty);
                        if same {
                            let inner = std::mem::replace(&mut **inner, Init::Zero);
                            *i = inner;
                            return self.init(i);
                        }
                    }
                }
                self.expr(e, Use::Owned);
            }
            Init::List(items) => items.iter_mut().for_each(|i| self.init(i)),
            Init::Construct(_, args) => self.args(args),
            Init::Zeroed(inner) | Init::SelfBound(_, inner) => self.init(inner),
            Init::Each(inner) => {
                // Runs once per element.
                self.repeated += 1;
                self.init(inner);
                self.repeated -= 1;
            }
            Init::Zero => {}
        }
    }

    fn args(&mut self, args: &mut [Expr]) {
        for a in args {
            let u = if !a.lvalue && self.sema.types.record(a.ty).is_some() {
                Use::Param
            } else {
                Use::Value
            };
            self.expr(a, u);
        }
    }

    /// A temporary to destroy at the end of the full expression; `made`
    /// is the expression creating it, which a conditional temporary's
    /// flag setting then precedes (device code has no exceptions, so the
    /// order within the operand does not matter).
    fn push_temp(&mut self, mut c: Cleanup, made: &mut Expr) {
        let span = made.span;
        if self.repeated > 0 {
            self.sema.error(
                span,
                "temporaries with destructors in an initialiser run for each array element are not supported yet",
            );
            return;
        }
        if self.conditional > 0 {
            let b = self.sema.types.bool();
            let flag = self.sema.add_local("cleanup.cond", b, span);
            let set = self.set_flag(flag, true, span);
            let (ty, lvalue) = (made.ty, made.lvalue);
            let old = std::mem::replace(made, Expr::new(ExprKind::Null, ty, false, span));
            *made = Expr::new(
                ExprKind::Comma(Box::new(set), Box::new(old)),
                ty,
                lvalue,
                span,
            );
            self.flags.push(flag);
            c.flag = Some(flag);
        }
        self.temps.push(c);
    }

    /// `flag = value`.
    fn set_flag(&mut self, flag: LocalId, value: bool, span: Span) -> Expr {
        let b = self.sema.types.bool();
        Expr::new(
            ExprKind::Assign(
                Box::new(Expr::new(ExprKind::Local(flag), b, true, span)),
                Box::new(Expr::new(ExprKind::Int(value as i128), b, false, span)),
            ),
            b,
            true,
            span,
        )
    }

    /// Checks a conditionally evaluated operand of the operator whose
    /// unconditional operand is `first`. At the outermost such operator,
    /// `first` is made to reset the flags of the temporaries the operands
    /// created, so every flag is false unless its temporary was made.
    fn conditional_operands(&mut self, first: &mut Expr, f: impl FnOnce(&mut Self)) {
        let mark = self.flags.len();
        self.conditional += 1;
        f(self);
        self.conditional -= 1;
        if self.conditional > 0 || self.flags.len() == mark {
            return;
        }
        let span = first.span;
        let flags: Vec<LocalId> = self.flags.drain(mark..).collect();
        for flag in flags.into_iter().rev() {
            let reset = self.set_flag(flag, false, span);
            let (ty, lvalue) = (first.ty, first.lvalue);
            let old = std::mem::replace(first, Expr::new(ExprKind::Null, ty, false, span));
            *first = Expr::new(
                ExprKind::Comma(Box::new(reset), Box::new(old)),
                ty,
                lvalue,
                span,
            );
        }
    }

    /// Replaces the class prvalue `e` by a temporary holding it, destroyed
    /// at the end of the full expression.
    fn materialize(&mut self, e: &mut Expr, dtor: FuncId) {
        let span = e.span;
        let ty = self.sema.types.unqual(e.ty);
        let mut old = std::mem::replace(e, Expr::new(ExprKind::Null, ty, false, span));
        self.expr(&mut old, Use::Owned);
        let l = self.sema.add_local("agg.tmp", ty, span);
        let m = Expr::new(
            ExprKind::Materialize(l, Box::new(Init::Expr(old))),
            ty,
            true,
            span,
        );
        let mut m = m;
        let obj = Expr::new(ExprKind::Local(l), ty, true, span);
        let c = Cleanup {
            obj,
            dtor,
            flag: None,
            vtt: None,
        };
        self.push_temp(c, &mut m);
        *e = Expr::new(ExprKind::Load(Box::new(m)), ty, false, span);
    }

    fn expr(&mut self, e: &mut Expr, u: Use) {
        let span = e.span;
        if !e.lvalue && self.sema.types.record(e.ty).is_some() {
            if let Some(dtor) = self.sema.destructor(e.ty, span) {
                let temp_load =
                    matches!(&e.kind, ExprKind::Load(x) if matches!(x.kind, ExprKind::Temp(_)));
                let read = matches!(&e.kind, ExprKind::Load(x) if x.lvalue) && !temp_load;
                let through = matches!(
                    e.kind,
                    ExprKind::Comma(..) | ExprKind::Cast(CastKind::NoOp, _)
                ) || (u == Use::Owned && matches!(e.kind, ExprKind::Cond(..)));
                let new_object = match u {
                    Use::Owned => false,
                    // A by-value argument is a new object, even a copy.
                    Use::Param => !temp_load && !through,
                    Use::Value => !temp_load && !read && !through,
                };
                if new_object {
                    self.materialize(e, dtor);
                    return;
                }
                if temp_load && u == Use::Owned {
                    // The temporary is the object being initialised.
                    if let ExprKind::Load(x) = &mut e.kind {
                        if let ExprKind::Temp(init) = &mut x.kind {
                            self.init(init);
                        }
                    }
                    return;
                }
            }
        }
        match &mut e.kind {
            ExprKind::Temp(init) => {
                self.init(init);
                if let Some(dtor) = self.sema.destructor(e.ty, span) {
                    let init = std::mem::replace(&mut **init, Init::Zero);
                    let l = self.sema.add_local("ref.tmp", e.ty, span);
                    e.kind = ExprKind::Materialize(l, Box::new(init));
                    let obj = Expr::new(ExprKind::Local(l), e.ty, true, span);
                    let c = Cleanup {
                        obj,
                        dtor,
                        flag: None,
                        vtt: None,
                    };
                    self.push_temp(c, e);
                }
            }
            ExprKind::Materialize(..) | ExprKind::WithCleanups(..) => {}
            // A `new` expression's statements (the storage, then the
            // object's initialiser): the temporaries its initialiser makes
            // die with the enclosing full expression ([class.temporary]p6:
            // one bound to a reference member of the new object too,
            // GCC's cpp0x/initlist-new6). A GNU statement expression's hold
            // nothing this pass changes (`stmt_expr`'s invariant).
            ExprKind::StmtExpr(stmts, value) => {
                for s in stmts.iter_mut() {
                    match &mut s.kind {
                        StmtKind::Decl(_, Some(i)) => self.init(i),
                        StmtKind::InitAt(target, i) => {
                            self.expr(target, Use::Value);
                            self.init(i);
                        }
                        StmtKind::Expr(x) => self.expr(x, Use::Value),
                        _ => {}
                    }
                }
                self.expr(value, u);
            }
            ExprKind::Call(_, args)
            | ExprKind::Builtin(_, args)
            | ExprKind::VirtualCall(_, _, args) => self.args(args),
            ExprKind::CallPtr(p, args) | ExprKind::CallMemberPtr(p, _, args) => {
                self.expr(p, Use::Value);
                self.args(args);
            }
            ExprKind::Cond(c, a, b) => {
                self.expr(c, Use::Value);
                self.conditional_operands(c, |p| {
                    p.expr(a, u);
                    p.expr(b, u);
                });
            }
            ExprKind::Logical(_, a, b) => {
                self.expr(a, Use::Value);
                self.conditional_operands(a, |p| p.expr(b, Use::Value));
            }
            ExprKind::Comma(a, b) => {
                self.expr(a, Use::Value);
                self.expr(b, u);
            }
            ExprKind::Cast(CastKind::NoOp, x) => self.expr(x, u),
            // Every other operand is a value used once.
            _ => {
                for x in e.operands_mut() {
                    self.expr(x, Use::Value);
                }
            }
        }
    }

    /// A jump into the scope of an object with a destructor, past its
    /// declaration at `var`.
    fn bypass_error(&mut self, span: Span, msg: &str, var: Span) {
        self.sema.diags.push(
            crate::diag::Diagnostic::error(span, msg)
                .with_secondary(var, "jump bypasses variable with a non-trivial destructor"),
        );
    }

    /// Gives each `goto` the destructor calls of the objects whose scope
    /// it leaves (including objects of the label's own scope constructed
    /// after the label, for a jump backwards), and reports jumps into the
    /// scope of an object with a destructor.
    fn resolve_gotos(&mut self, body: &mut [Stmt]) {
        let mut calls: Vec<Vec<Stmt>> = Vec::new();
        for (span, name, from) in std::mem::take(&mut self.gotos) {
            let Some(to) = self.labels.get(&name) else {
                calls.push(Vec::new());
                continue;
            };
            let common = from
                .iter()
                .zip(to.iter())
                .take_while(|(a, b)| a.0 == b.0)
                .count();
            let mut bypassed = to[common..]
                .iter()
                .find_map(|(_, c)| c.first())
                .map(|c| c.obj.span);
            let mut leave: Vec<Cleanup> = Vec::new();
            if common > 0 {
                let (here, there) = (&from[common - 1].1, &to[common - 1].1);
                if here.len() >= there.len() {
                    leave.extend(here[there.len()..].iter().cloned());
                } else {
                    bypassed = bypassed.or(Some(there[here.len()].obj.span));
                }
            }
            for (_, c) in &from[common..] {
                leave.extend(c.iter().cloned());
            }
            if let Some(at) = bypassed {
                self.bypass_error(
                    span,
                    "cannot jump from this goto statement to its label",
                    at,
                );
            }
            let v = self.destroy_all(&leave, span);
            calls.push(v);
        }
        let mut next = calls.into_iter();
        fn walk(s: &mut Stmt, next: &mut dyn Iterator<Item = Vec<Stmt>>) {
            if matches!(s.kind, StmtKind::Goto(_)) {
                let mut v = next.next().unwrap_or_default();
                if !v.is_empty() {
                    let span = s.span;
                    let empty = Stmt {
                        kind: StmtKind::Empty,
                        span,
                    };
                    v.push(std::mem::replace(s, empty));
                    s.kind = StmtKind::Block(v);
                }
                return;
            }
            s.children_mut().into_iter().for_each(|c| walk(c, next));
        }
        for s in body {
            walk(s, &mut next);
        }
    }
}
