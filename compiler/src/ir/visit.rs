//! Walks over a checked body: the one place that knows which
//! expressions, statements and initialisers sit inside which.

use super::{Expr, ExprKind, FuncId, Init, MemberFn, Stmt, StmtKind};

/// What a walk over a checked body visits.
pub enum Visit<'a> {
    /// Every expression, outer before inner.
    Expr(&'a Expr),
    /// The constructor an initialiser calls.
    Ctor(FuncId),
}

/// Visits every expression of `body` (and of the statements and
/// initialisers inside it) and every constructor its initialisers call.
pub fn walk_body<'a>(body: &'a [Stmt], f: &mut dyn FnMut(Visit<'a>)) {
    body.iter().for_each(|s| walk_stmt(s, f));
}

/// Every function a body calls or names (constructors and destructors
/// included), each reported once or more.
pub fn for_each_callee(body: &[Stmt], f: &mut dyn FnMut(FuncId)) {
    walk_body(body, &mut |v| callee_of(v, f));
}

/// Every function an initialiser names (a global's function pointers).
pub fn for_each_callee_in_init(init: &Init, f: &mut dyn FnMut(FuncId)) {
    walk_init(init, &mut |v| callee_of(v, f));
}

fn callee_of(v: Visit<'_>, f: &mut dyn FnMut(FuncId)) {
    match v {
        Visit::Expr(Expr {
            kind:
                ExprKind::Func(g) | ExprKind::Call(g, _) | ExprKind::MemberFnPtr(MemberFn::Direct(g)),
            ..
        }) => f(*g),
        Visit::Ctor(g) => f(g),
        Visit::Expr(_) => {}
    }
}

fn walk_stmt<'a>(s: &'a Stmt, f: &mut dyn FnMut(Visit<'a>)) {
    match &s.kind {
        StmtKind::Expr(e) | StmtKind::Switch(e, _) | StmtKind::Return(Some(e)) => walk_expr(e, f),
        StmtKind::Decl(_, Some(i)) => walk_init(i, f),
        StmtKind::InitAt(e, i) => {
            walk_expr(e, f);
            walk_init(i, f);
        }
        StmtKind::If(c, ..) | StmtKind::While(c, ..) | StmtKind::DoWhile(_, c, _) => {
            walk_expr(c, f)
        }
        StmtKind::For { cond, step, .. } => {
            for e in [cond, step].into_iter().flatten() {
                walk_expr(e, f);
            }
        }
        StmtKind::Asm(a) => a
            .outputs
            .iter()
            .chain(&a.inputs)
            .for_each(|e| walk_expr(e, f)),
        _ => {}
    }
    for c in s.children() {
        walk_stmt(c, f);
    }
}

pub fn walk_init<'a>(i: &'a Init, f: &mut dyn FnMut(Visit<'a>)) {
    match i {
        Init::Expr(e) => walk_expr(e, f),
        Init::List(is) => is.iter().for_each(|i| walk_init(i, f)),
        Init::Zero => {}
        Init::Construct(c, args) => {
            f(Visit::Ctor(*c));
            args.iter().for_each(|a| walk_expr(a, f));
        }
        Init::Each(i) | Init::Zeroed(i) | Init::SelfBound(_, i) => walk_init(i, f),
    }
}

pub fn walk_expr<'a>(e: &'a Expr, f: &mut dyn FnMut(Visit<'a>)) {
    f(Visit::Expr(e));
    for x in e.operands() {
        walk_expr(x, f);
    }
    match &e.kind {
        ExprKind::Temp(i) | ExprKind::Materialize(_, i) => walk_init(i, f),
        ExprKind::WithCleanups(_, stmts) | ExprKind::StmtExpr(stmts, _) => walk_body(stmts, f),
        _ => {}
    }
}

/// The operands of an expression kind, in evaluation order, as `&` or
/// `&mut` (`$r`); written once for both so the two cannot drift apart.
macro_rules! operand_list {
    ($kind:expr, $iter:ident, $($r:tt)+) => {{
        let mut v = Vec::new();
        match $kind {
            ExprKind::Call(_, args)
            | ExprKind::Builtin(_, args)
            | ExprKind::VirtualCall(_, _, args) => v.extend(args.$iter()),
            ExprKind::CallPtr(p, args) | ExprKind::CallMemberPtr(p, _, args) => {
                v.push($($r)+ **p);
                v.extend(args.$iter());
            }
            ExprKind::Load(x)
            | ExprKind::Cast(_, x)
            | ExprKind::Unary(_, x)
            | ExprKind::Deref(x)
            | ExprKind::AddrOf(x)
            | ExprKind::Member(x, _)
            | ExprKind::IncDec { target: x, .. }
            | ExprKind::WithCleanups(x, _)
            | ExprKind::StmtExpr(_, x) => v.push($($r)+ **x),
            ExprKind::Binary(_, a, b)
            | ExprKind::Compare(_, a, b)
            | ExprKind::Logical(_, a, b)
            | ExprKind::PtrAdd(a, b)
            | ExprKind::PtrDiff(a, b)
            | ExprKind::Assign(a, b)
            | ExprKind::Comma(a, b)
            | ExprKind::CompoundAssign { lhs: a, rhs: b, .. } => {
                v.push($($r)+ **a);
                v.push($($r)+ **b);
            }
            ExprKind::Cond(c, a, b) => {
                v.push($($r)+ **c);
                v.push($($r)+ **a);
                v.push($($r)+ **b);
            }
            // Initialisers and cleanup statements are not operands: a
            // walk reaches them through `walk_body`.
            ExprKind::Temp(_)
            | ExprKind::Materialize(..)
            | ExprKind::Func(_)
            | ExprKind::Overloads(..)
            | ExprKind::Int(_)
            | ExprKind::MemberFnPtr(_)
            | ExprKind::Float(_)
            | ExprKind::Null
            | ExprKind::Str(_)
            | ExprKind::Local(_)
            | ExprKind::Global(_)
            | ExprKind::Special(..)
            | ExprKind::WarpSize
            | ExprKind::ConstantEvaluated => {}
        }
        v
    }};
}

impl Expr {
    /// The expressions directly inside this one, in evaluation order (for
    /// `WithCleanups`, the value; not the cleanups). Initialisers of
    /// temporaries are not operands.
    pub fn operands(&self) -> Vec<&Expr> {
        operand_list!(&self.kind, iter, &)
    }

    /// `operands`, mutably.
    pub fn operands_mut(&mut self) -> Vec<&mut Expr> {
        operand_list!(&mut self.kind, iter_mut, &mut)
    }
}
