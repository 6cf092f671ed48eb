//! Statement checking: scopes, control flow, returns, loop hints.
//!
//! A range-based `for` over an object is checked as the block [stmt.ranged]
//! spells out (`auto &&__range`, `__begin`, `__end` from member or free
//! `begin`/`end`), built as AST and checked by the ordinary statement
//! checker, with the range expression passed in already checked
//! (`Sema::pre_checked`).

use super::convert::ConvCtx;
use super::Sema;
use crate::ast::{self, LoopHint};
use crate::ir::*;
use crate::source::Span;
use std::collections::HashSet;

impl Sema<'_> {
    /// The statements of a `{ … }` body, in a scope of their own.
    pub(crate) fn check_block_items(&mut self, items: &[ast::Stmt]) -> Vec<Stmt> {
        let mut out = Vec::new();
        for s in items {
            out.extend(self.check_stmt(s));
        }
        out
    }

    fn block(&mut self, items: &[ast::Stmt], span: Span) -> Stmt {
        self.scopes.push();
        let stmts = self.check_block_items(items);
        self.scopes.pop();
        Stmt {
            kind: StmtKind::Block(stmts),
            span,
        }
    }

    /// A sub-statement (loop body, if arm): always one statement, in its own scope.
    fn sub_stmt(&mut self, s: &ast::Stmt) -> Stmt {
        self.scopes.push();
        let mut v = self.check_stmt(s);
        self.scopes.pop();
        if v.len() == 1 {
            v.pop().unwrap_or(Stmt {
                kind: StmtKind::Empty,
                span: s.span,
            })
        } else {
            Stmt {
                kind: StmtKind::Block(v),
                span: s.span,
            }
        }
    }

    fn condition(&mut self, c: &ast::Cond) -> (Vec<Stmt>, Expr) {
        match c {
            ast::Cond::Expr(e) => {
                let v = self.check_expr(e);
                (Vec::new(), self.contextual_bool(v))
            }
            ast::Cond::Decl(d) => {
                let decl = self.declare_local(d);
                let name = ast::Expr::new(ast::ExprKind::Name(vec![d.name.clone()]), d.name.span);
                let v = self.check_expr(&name);
                (decl, self.contextual_bool(v))
            }
        }
    }

    fn unroll(&mut self, hint: &Option<LoopHint>) -> Option<Unroll> {
        match hint.as_ref()? {
            LoopHint::UnrollFull => Some(Unroll::Full),
            LoopHint::NoUnroll => Some(Unroll::Disable),
            LoopHint::UnrollCount(e) => {
                let v = self.check_expr(e);
                match self.fold(&v) {
                    Some(1) => Some(Unroll::Disable),
                    Some(n) if n > 1 && n <= u32::MAX as i128 => Some(Unroll::Count(n as u32)),
                    Some(_) => {
                        self.error(e.span, "'#pragma unroll' count must be a positive integer");
                        None
                    }
                    None => {
                        self.error(
                            e.span,
                            "'#pragma unroll' count must be an integer constant expression",
                        );
                        None
                    }
                }
            }
        }
    }

    fn in_loop<T>(&mut self, f: impl FnOnce(&mut Self) -> T) -> T {
        if let Some(c) = self.func.as_mut() {
            c.loop_depth += 1;
        }
        let r = f(self);
        if let Some(c) = self.func.as_mut() {
            c.loop_depth -= 1;
        }
        r
    }

    fn empty(span: Span) -> Box<Stmt> {
        Box::new(Stmt {
            kind: StmtKind::Empty,
            span,
        })
    }

    /// A label (`case`, `default`, `name:`) and the statement it labels.
    /// The labelled statement is not a scope of its own (`case 1: int x
    /// = 0;` declares `x` for the rest of the block), so it follows the
    /// label as a sibling rather than nested in it.
    fn labelled(label: StmtKind, span: Span, body: Vec<Stmt>) -> Vec<Stmt> {
        let mut out = vec![Stmt { kind: label, span }];
        out.extend(body);
        out
    }

    /// Wrap statements produced by a condition declaration around `s`.
    /// `a * b;`, which tree-sitter reads as the declaration of a pointer
    /// `b` to type `a`: where `a` names a variable in scope it is no type,
    /// so C++ reads the statement as the product it spells (a statement
    /// expression's value often ends with one: `({ … _v * _v; })`).
    pub(crate) fn misread_product(&self, vars: &[ast::VarDecl]) -> Option<ast::Expr> {
        let [v] = vars else { return None };
        let ast::TypeExprKind::Pointer(pointee) = &v.ty.kind else {
            return None;
        };
        let ast::TypeExprKind::Named(path) = &pointee.kind else {
            return None;
        };
        let plain = v.ty.quals == ast::Quals::default() && pointee.quals == ast::Quals::default();
        if !plain || v.init.is_some() || !v.bindings.is_empty() || v.constexpr {
            return None;
        }
        let value = matches!(
            self.peek_path_ref(path),
            Some(
                super::scope::Symbol::Local(_)
                    | super::scope::Symbol::Global(_)
                    | super::scope::Symbol::Field(..)
            )
        );
        if !value || path.iter().any(|p| p.args.is_some()) {
            return None;
        }
        let lhs = ast::Expr::new(ast::ExprKind::Name(path.clone()), pointee.span);
        let rhs = ast::Expr::new(ast::ExprKind::Name(vec![v.name.clone()]), v.name.span);
        Some(ast::Expr::new(
            ast::ExprKind::Binary(ast::BinaryOp::Mul, Box::new(lhs), Box::new(rhs)),
            v.span,
        ))
    }

    /// A loop whose condition declares a variable (`while (int j =
    /// next(i))`): C++ makes the variable anew before each test and ends
    /// it with the iteration, so the loop tests `true` and its body is `{
    /// int j = next(i); if (!j) break; body }` (`continue` reaches the
    /// next declaration, after a `for`'s step).
    fn declared_each_iteration(&mut self, pre: Vec<Stmt>, c: Expr, body: Stmt) -> (Expr, Stmt) {
        if pre.is_empty() {
            return (c, body);
        }
        let (span, bool_ty) = (c.span, self.types.bool());
        let not = Expr::new(
            ExprKind::Unary(UnOp::Not, Box::new(c)),
            bool_ty,
            false,
            span,
        );
        let brk = Stmt {
            kind: StmtKind::Break,
            span,
        };
        let test = Stmt {
            kind: StmtKind::If(not, Box::new(brk), None),
            span,
        };
        let mut block = pre;
        block.push(test);
        block.push(body);
        let truth = Expr::new(ExprKind::Int(1), bool_ty, false, span);
        let span = block.last().map_or(span, |s| s.span);
        (
            truth,
            Stmt {
                kind: StmtKind::Block(block),
                span,
            },
        )
    }

    fn with_prelude(prelude: Vec<Stmt>, s: Stmt) -> Stmt {
        if prelude.is_empty() {
            return s;
        }
        let span = s.span;
        let mut v = prelude;
        v.push(s);
        Stmt {
            kind: StmtKind::Block(v),
            span,
        }
    }

    pub(crate) fn check_stmt(&mut self, s: &ast::Stmt) -> Vec<Stmt> {
        let span = s.span;
        let one = |kind| vec![Stmt { kind, span }];
        match &s.kind {
            ast::StmtKind::Compound(items) => vec![self.block(items, span)],
            ast::StmtKind::Decl(vars) => {
                if let Some(e) = self.misread_product(vars) {
                    let v = self.check_expr(&e);
                    return one(StmtKind::Expr(v));
                }
                self.in_declaration_group(|s| {
                    vars.iter().flat_map(|v| s.declare_local(v)).collect()
                })
            }
            ast::StmtKind::Typedef(t) => {
                self.declare_typedef(t);
                vec![]
            }
            ast::StmtKind::Record(r) => {
                let t = self.declare_record(r);
                if r.name.is_none() && r.fields.is_some() {
                    return self.anonymous_local(r, t);
                }
                vec![]
            }
            // A block-scope function declaration declares the enclosing
            // namespace's function ([basic.link]/7).
            ast::StmtKind::Function(f) => {
                // `T v(a * b);` with `a` a value: a variable after all.
                if let Some(v) = self.misparsed_variable(f) {
                    return self.declare_local(&v);
                }
                let mut c = self.scopes.non_param(self.scopes.current());
                while self.scopes.ctx(c).class.is_some() {
                    match self.scopes.ctx(c).parent {
                        Some(p) => c = self.scopes.non_param(p),
                        None => break,
                    }
                }
                // Written without a memory space, it redeclares what the
                // name already declares (nvcc: no `__host__` conflict).
                let mut f = (**f).clone();
                if !f.attrs.host && !f.attrs.device && !f.attrs.global {
                    let prev = match self.scopes.lookup(&f.name.name) {
                        Some(super::scope::Symbol::Funcs(fs)) => fs.first().copied(),
                        _ => None,
                    };
                    if let Some(space) = prev.map(|g| self.program.functions[g].space) {
                        f.attrs.host = matches!(space, ExecSpace::Host | ExecSpace::HostDevice);
                        f.attrs.device = matches!(space, ExecSpace::Device | ExecSpace::HostDevice);
                    }
                }
                let item = ast::Item::Function(f);
                self.outside_function(|s| {
                    s.in_context(c, |s| s.declare_items(std::slice::from_ref(&item)))
                });
                vec![]
            }
            ast::StmtKind::Enum(e) => {
                self.declare_enum(e);
                vec![]
            }
            ast::StmtKind::Expr(e) => {
                let v = self.check_expr(e);
                one(StmtKind::Expr(v))
            }
            ast::StmtKind::If {
                cond,
                then,
                els,
                constexpr: true,
            } => self.constexpr_if(cond, then, els.as_deref(), span),
            ast::StmtKind::If {
                cond, then, els, ..
            } => {
                self.scopes.push();
                let (pre, c) = self.condition(cond);
                let t = self.sub_stmt(then);
                let e = els.as_ref().map(|e| Box::new(self.sub_stmt(e)));
                self.scopes.pop();
                vec![Self::with_prelude(
                    pre,
                    Stmt {
                        kind: StmtKind::If(c, Box::new(t), e),
                        span,
                    },
                )]
            }
            ast::StmtKind::While { cond, body, hint } => {
                let u = self.unroll(hint);
                self.scopes.push();
                let (pre, c) = self.condition(cond);
                let b = self.in_loop(|s| s.sub_stmt(body));
                self.scopes.pop();
                let (c, b) = self.declared_each_iteration(pre, c, b);
                one(StmtKind::While(c, Box::new(b), u))
            }
            ast::StmtKind::DoWhile { body, cond, hint } => {
                let u = self.unroll(hint);
                let b = self.in_loop(|s| s.sub_stmt(body));
                let c = self.check_expr(cond);
                let c = self.contextual_bool(c);
                one(StmtKind::DoWhile(Box::new(b), c, u))
            }
            ast::StmtKind::For {
                init,
                cond,
                step,
                body,
                hint,
            } => self.for_stmt(
                init.as_deref(),
                cond.as_deref(),
                step.as_ref(),
                body,
                hint,
                span,
            ),
            ast::StmtKind::RangeFor {
                var,
                range,
                body,
                hint,
            } => {
                self.scopes.push();
                let out = self.range_for(var, range, body, span, hint);
                self.scopes.pop();
                out.map(one).unwrap_or_default()
            }
            ast::StmtKind::Switch { cond, body } => self.switch_stmt(cond, body, span),
            ast::StmtKind::Case(e, hi, body) => self.case_stmt(e, hi.as_ref(), body, span),
            ast::StmtKind::Default(body) => self.default_stmt(body, span),
            ast::StmtKind::Label(l, body) => Self::labelled(
                StmtKind::Label(l.name.clone(), Self::empty(span)),
                span,
                self.check_stmt(body),
            ),
            ast::StmtKind::Goto(l) => one(StmtKind::Goto(l.name.clone())),
            ast::StmtKind::Break => {
                let ok = self
                    .func
                    .as_ref()
                    .is_some_and(|f| f.loop_depth > 0 || f.switch_depth > 0);
                if !ok {
                    self.error(span, "'break' statement not in loop or switch statement");
                }
                one(StmtKind::Break)
            }
            ast::StmtKind::Continue => {
                let ok = self.func.as_ref().is_some_and(|f| f.loop_depth > 0);
                if !ok {
                    self.error(span, "'continue' statement not in loop statement");
                }
                one(StmtKind::Continue)
            }
            ast::StmtKind::Return(e) => self.return_stmt(e.as_ref(), span),
            ast::StmtKind::StaticAssert { cond, message } => {
                self.static_assert(cond, message.as_deref(), span);
                vec![]
            }
            ast::StmtKind::Using(u) => {
                self.using(u, s.span);
                vec![]
            }
            ast::StmtKind::Pragma(_) | ast::StmtKind::Empty => one(StmtKind::Empty),
            ast::StmtKind::Asm(a) => self.asm_stmt(a, span),
            ast::StmtKind::Try { body, handlers } => self.try_stmt(body, handlers, span),
            ast::StmtKind::Unsupported(what) => {
                self.unsupported_in_body(span, what);
                vec![]
            }
        }
    }

    /// `if constexpr`: the branch not taken is discarded (in a template
    /// it may not even make sense for these arguments).
    fn constexpr_if(
        &mut self,
        cond: &ast::Cond,
        then: &ast::Stmt,
        els: Option<&ast::Stmt>,
        span: Span,
    ) -> Vec<Stmt> {
        // The branch not taken is discarded: in a template it may
        // not even make sense for these arguments.
        let value = match cond {
            ast::Cond::Expr(e) => {
                let c = self.check_expr(e);
                let b = self.contextual_bool(c);
                self.fold(&b)
            }
            ast::Cond::Decl(_) => None,
        };
        let Some(v) = value else {
            self.error(span, "constexpr if condition is not a constant expression");
            return vec![];
        };
        let taken = if v != 0 { Some(then) } else { els };
        match taken {
            Some(s) => {
                self.scopes.push();
                let out = self.sub_stmt(s);
                self.scopes.pop();
                vec![out]
            }
            None => vec![],
        }
    }

    fn for_stmt(
        &mut self,
        init: Option<&ast::Stmt>,
        cond: Option<&ast::Cond>,
        step: Option<&ast::Expr>,
        body: &ast::Stmt,
        hint: &Option<LoopHint>,
        span: Span,
    ) -> Vec<Stmt> {
        let one = |kind| vec![Stmt { kind, span }];
        let u = self.unroll(hint);
        self.scopes.push();
        let init = init
            .as_ref()
            .map(|i| self.check_stmt(i))
            .unwrap_or_default();
        let (pre, c) = match cond {
            Some(c) => {
                let (p, c) = self.condition(c);
                (p, Some(c))
            }
            None => (Vec::new(), None),
        };
        let st = step.as_ref().map(|e| self.check_expr(e));
        let b = self.in_loop(|s| s.sub_stmt(body));
        self.scopes.pop();
        let (c, b) = match c {
            Some(c) => {
                let (c, b) = self.declared_each_iteration(pre, c, b);
                (Some(c), b)
            }
            None => (None, b),
        };
        one(StmtKind::For {
            init,
            cond: c,
            step: st,
            body: Box::new(b),
            unroll: u,
        })
    }

    fn switch_stmt(&mut self, cond: &ast::Cond, body: &ast::Stmt, span: Span) -> Vec<Stmt> {
        self.scopes.push();
        let (pre, c) = match cond {
            ast::Cond::Expr(e) => (Vec::new(), self.check_rvalue(e)),
            ast::Cond::Decl(d) => {
                let decl = self.declare_local(d);
                let name = ast::Expr::new(ast::ExprKind::Name(vec![d.name.clone()]), d.name.span);
                (decl, self.check_rvalue(&name))
            }
        };
        // A class condition converts through its one conversion function
        // to an integral or enumeration type ([stmt.switch]p2).
        let c = self.builtin_operand(c);
        let c = self.rvalue(c);
        let c = if self.types.is_integral(c.ty) {
            self.promote(c)
        } else if self.types.is_enum(c.ty) {
            // A scoped enumeration is switched on as itself: its
            // case labels must be its enumerators.
            self.rvalue(c)
        } else {
            let d = self.describe_ty(c.ty);
            self.error(
                c.span,
                format!("statement requires expression of integer type ('{d}' invalid)"),
            );
            self.error_expr(c.span)
        };
        let saved = std::mem::take(&mut self.switch_cases);
        self.switch_cases.push((c.ty, HashSet::new(), false));
        if let Some(f) = self.func.as_mut() {
            f.switch_depth += 1;
        }
        let b = self.sub_stmt(body);
        if let Some(f) = self.func.as_mut() {
            f.switch_depth -= 1;
        }
        self.switch_cases = saved;
        self.scopes.pop();
        vec![Self::with_prelude(
            pre,
            Stmt {
                kind: StmtKind::Switch(c, Box::new(b)),
                span,
            },
        )]
    }

    /// `case v:`, or GNU's `case lo ... hi:` (`hi`): one label per value.
    fn case_stmt(
        &mut self,
        e: &ast::Expr,
        hi: Option<&ast::Expr>,
        body: &ast::Stmt,
        span: Span,
    ) -> Vec<Stmt> {
        let Some((ty, _, _)) = self.switch_cases.last().cloned() else {
            let _ = self.check_expr(e);
            self.error(span, "'case' statement not in switch statement");
            return self.check_stmt(body);
        };
        let val = self.case_value(e, ty);
        let last = hi.map_or(val, |h| self.case_value(h, ty));
        if last < val {
            self.warning(e.span, "empty case range specified");
        }
        /// The most values one case range may label.
        const MAX_RANGE: i128 = 1 << 16;
        if last - val >= MAX_RANGE {
            self.error(
                e.span,
                format!("case ranges of more than {MAX_RANGE} values are not supported"),
            );
        }
        let values: Vec<i128> = if last - val < MAX_RANGE {
            (val..=last).collect()
        } else {
            vec![val]
        };
        if let Some((_, seen, _)) = self.switch_cases.last_mut() {
            if let Some(dup) = values.iter().copied().find(|v| !seen.insert(*v)) {
                let msg = format!("duplicate case value '{dup}'");
                self.error(e.span, msg);
            }
        }
        // The label is `case value:`, not the statement after it.
        let at = if e.span.file == span.file && e.span.end >= span.start {
            Span {
                end: e.span.end,
                ..span
            }
        } else {
            span
        };
        let mut out: Vec<Stmt> = values
            .into_iter()
            .map(|v| Stmt {
                kind: StmtKind::Case(v, Self::empty(at)),
                span: at,
            })
            .collect();
        out.extend(self.check_stmt(body));
        out
    }

    /// A case label's value, converted to the switch's type `ty`.
    fn case_value(&mut self, e: &ast::Expr, ty: crate::types::TypeId) -> i128 {
        let v = self.check_expr(e);
        let v = self.convert_implicit(v, ty, ConvCtx::Init);
        match self.fold(&v) {
            Some(x) => x,
            None => {
                self.error(e.span, "case value is not a constant expression");
                0
            }
        }
    }

    fn default_stmt(&mut self, body: &ast::Stmt, span: Span) -> Vec<Stmt> {
        match self.switch_cases.last_mut() {
            None => self.error(span, "'default' statement not in switch statement"),
            Some((_, _, seen)) if *seen => {
                self.error(span, "multiple default labels in one switch")
            }
            Some((_, _, seen)) => *seen = true,
        }
        let at = Span {
            end: (span.start + "default".len() as u32).min(span.end),
            ..span
        };
        Self::labelled(
            StmtKind::Default(Self::empty(at)),
            at,
            self.check_stmt(body),
        )
    }

    fn return_stmt(&mut self, e: Option<&ast::Expr>, span: Span) -> Vec<Stmt> {
        if self.func.as_ref().is_some_and(|f| f.deduce_ret) {
            // The first `return` decides a deduced return type: the
            // operand's type, decayed and unqualified (`void` for none).
            let ret = match e {
                Some(e) if matches!(e.kind, ast::ExprKind::InitList(None, _)) => {
                    self.error(
                        e.span,
                        "cannot deduce a return type from a braced initializer list",
                    );
                    self.int_ty()
                }
                Some(e) => {
                    let v = self.check_expr(e);
                    let pattern = self.func.as_ref().and_then(|f| f.ret_pattern.clone());
                    let t = match pattern {
                        Some(p) if matches!(p.kind, ast::TypeExprKind::DecltypeAuto) => {
                            self.decltype_of(e, &v)
                        }
                        Some(p) => self.deduce_auto(&p, &v),
                        None => {
                            let r = self.rvalue(v.clone());
                            self.types.unqual(r.ty)
                        }
                    };
                    self.set_deduced_ret(t);
                    // As with a declared return type: the named return
                    // value, or else an implicit move of a local.
                    self.note_return_value(&v, t);
                    let v = self.implicitly_moved(v);
                    let v = self.convert_implicit(v, t, ConvCtx::Return);
                    return vec![Stmt {
                        kind: StmtKind::Return((!self.types.is_void(t)).then_some(v)),
                        span,
                    }];
                }
                None => self.types.void(),
            };
            self.set_deduced_ret(ret);
        }
        let Some((ret, fid)) = self.func.as_ref().map(|f| (f.ret, f.id)) else {
            return vec![];
        };
        let fname = self.program.functions[fid].name.clone();
        let is_void = self.types.is_void(ret);
        let v = match (e, is_void) {
            (None, true) => None,
            (None, false) => {
                self.error(
                    span,
                    format!("non-void function '{fname}' should return a value"),
                );
                None
            }
            (Some(e), true) => {
                let v = self.check_rvalue(e);
                if !self.types.is_void(v.ty) {
                    self.error(
                        e.span,
                        format!("void function '{fname}' should not return a value"),
                    );
                }
                // `return f();` with void f is allowed: evaluate, return nothing.
                return vec![
                    Stmt {
                        kind: StmtKind::Expr(v),
                        span,
                    },
                    Stmt {
                        kind: StmtKind::Return(None),
                        span,
                    },
                ];
            }
            (Some(e), false) => {
                // `return {a, b};` copy-list-initialises the result.
                if let ast::ExprKind::InitList(None, items) = &e.kind {
                    if let Some(f) = self.func.as_mut() {
                        f.nrvo = Some(None);
                    }
                    Some(self.braced_value(ret, items, e.span))
                } else {
                    let v = self.check_expr(e);
                    self.note_return_value(&v, ret);
                    let v = self.implicitly_moved(v);
                    Some(self.convert_implicit(v, ret, ConvCtx::Return))
                }
            }
        };
        vec![Stmt {
            kind: StmtKind::Return(v),
            span,
        }]
    }

    /// A local or parameter of class type named by `return` is moved from
    /// (C++11 implicit move): an xvalue.
    fn implicitly_moved(&self, mut v: Expr) -> Expr {
        if let ExprKind::Local(l) = v.kind {
            let lt = self.local_ty(l);
            if self.types.is_record(lt) && !self.types.cv(lt).is_volatile {
                v.xvalue = true;
            }
        }
        v
    }

    /// Tracks the named return value optimisation: every `return` of
    /// the function must name the same local object of the return type
    /// (`v` is the operand as checked).
    fn note_return_value(&mut self, v: &Expr, ret: crate::types::TypeId) {
        let named = match v.kind {
            ExprKind::Local(l)
                if self.types.is_record(ret)
                    && self.types.unqual(self.local_ty(l)) == self.types.unqual(ret)
                    && !self.types.cv(self.local_ty(l)).is_volatile =>
            {
                Some(l)
            }
            _ => None,
        };
        if let Some(f) = self.func.as_mut() {
            f.nrvo = match (f.nrvo, named) {
                (None, n) => Some(n),
                (Some(Some(a)), Some(b)) if a == b => Some(Some(a)),
                _ => Some(None),
            };
        }
    }

    /// `for (T x : array) body` as the loop `for (T *r = array, long i =
    /// 0; i < N; ++i) { T x = r[i]; body }`; over an object, the
    /// iterator loop of `range_for_class`.
    fn range_for(
        &mut self,
        var: &ast::VarDecl,
        range: &ast::Expr,
        body: &ast::Stmt,
        span: Span,
        hint: &Option<ast::LoopHint>,
    ) -> Option<StmtKind> {
        let mark = self.diags.len();
        let r = match &range.kind {
            ast::ExprKind::InitList(None, items) => match self.braced_range(items, range.span) {
                Some(r) => r,
                None => return self.range_for_recover(var, range.span, body),
            },
            _ => self.check_expr(range),
        };
        let n = match self.types.array_elem(r.ty) {
            Some((_, Some(n))) => n,
            // Reported already.
            _ if self.diags.len() > mark => return self.range_for_recover(var, range.span, body),
            _ if self.types.is_record(r.ty) => {
                return self.range_for_class(var, r, body, span, hint);
            }
            _ => {
                let d = self.describe_ty(r.ty);
                self.error(
                    range.span,
                    format!("invalid range expression of type '{d}'; no viable 'begin' function available"),
                );
                return self.range_for_recover(var, range.span, body);
            }
        };
        let unroll = self.unroll(hint);
        // A temporary array (a braced list, a prvalue, a temporary's
        // member) is bound to a reference for the whole loop (`auto
        // &&__range = …`,
        // [stmt.ranged]p1): it lives, and its elements are destroyed,
        // after the loop, not after the range's declaration.
        let mut init = Vec::new();
        let r = match &r.kind {
            ExprKind::Temp(_) | ExprKind::Materialize(..) => r,
            _ if r.lvalue => r,
            _ => self.materialize(r),
        };
        let r = if in_temporary(&r) {
            let (arr_ty, at) = (r.ty, r.span);
            let ref_ty = self.types.lvalue_ref(arr_ty);
            let keep = self.add_local("__range_ref", ref_ty, span);
            let addr = Expr::new(ExprKind::AddrOf(Box::new(r)), ref_ty, false, at);
            init.push(Stmt {
                kind: StmtKind::Decl(keep, Some(Init::Expr(addr))),
                span,
            });
            let bound = Expr::new(ExprKind::Local(keep), ref_ty, true, at);
            let bound = Expr::new(ExprKind::Load(Box::new(bound)), ref_ty, false, at);
            Expr::new(ExprKind::Deref(Box::new(bound)), arr_ty, true, at)
        } else {
            r
        };
        let first = self.rvalue(r);
        let (pt, long) = (first.ty, self.types.int(crate::types::IntKind::Long));
        let rl = self.add_local("__range", pt, span);
        let il = self.add_local("__i", long, span);
        let local = |l, t| Expr::new(ExprKind::Local(l), t, true, span);
        let load = |l, t| Expr::new(ExprKind::Load(Box::new(local(l, t))), t, false, span);
        init.extend([
            Stmt {
                kind: StmtKind::Decl(rl, Some(Init::Expr(first))),
                span,
            },
            Stmt {
                kind: StmtKind::Decl(
                    il,
                    Some(Init::Expr(Expr::new(ExprKind::Int(0), long, false, span))),
                ),
                span,
            },
        ]);
        let bool_t = self.types.bool();
        let bound = Expr::new(ExprKind::Int(n as i128), long, false, span);
        let cond = Expr::new(
            ExprKind::Compare(CmpOp::Lt, Box::new(load(il, long)), Box::new(bound)),
            bool_t,
            false,
            span,
        );
        let step = Expr::new(
            ExprKind::IncDec {
                target: Box::new(local(il, long)),
                inc: true,
                prefix: true,
            },
            long,
            true,
            span,
        );
        // The loop variable, initialised from the element (checked once,
        // as the declaration's initialiser).
        let elem_ty = self.types.pointee(pt)?;
        let at = Expr::new(
            ExprKind::PtrAdd(Box::new(load(rl, pt)), Box::new(load(il, long))),
            pt,
            false,
            span,
        );
        let elem = Expr::new(ExprKind::Deref(Box::new(at)), elem_ty, true, range.span);
        let mut decl = var.clone();
        decl.init = Some(ast::Initializer::Expr(ast::Expr::new(
            ast::ExprKind::Nullptr,
            range.span,
        )));
        let pre = match &decl.init {
            Some(ast::Initializer::Expr(e)) => Some((e, elem)),
            _ => None,
        };
        self.scopes.push();
        let mut stmts: Vec<Stmt> = self.with_checked(pre, |s| s.declare_local(&decl));
        stmts.extend(self.in_loop(|s| s.check_stmt(body)));
        self.scopes.pop();
        Some(StmtKind::For {
            init,
            cond: Some(cond),
            step: Some(step),
            body: Box::new(Stmt {
                kind: StmtKind::Block(stmts),
                span,
            }),
            unroll,
        })
    }

    /// The range of `for (x : {a, b, c})`: a `std::initializer_list<E>`
    /// ([stmt.ranged], [dcl.init.list]), E deduced from every element (the
    /// same type for all, decayed, cv dropped), iterated as the array
    /// `const E[N]` such a list refers to. `None` after reporting why no
    /// E exists.
    fn braced_range(&mut self, items: &[ast::Initializer], span: Span) -> Option<Expr> {
        let mut elem: Option<crate::types::TypeId> = None;
        let mark = self.diags.len();
        for item in items {
            let ast::Initializer::Expr(e) = item else {
                self.error(
                    span,
                    "cannot deduce the element type of a braced list that nests another",
                );
                return None;
            };
            let x = self.check_expr(e);
            if self.diags.len() > mark {
                return None;
            }
            let x = self.rvalue(x);
            let t = self.types.unqual(x.ty);
            match elem {
                Some(prev) if prev != t => {
                    let (a, b) = (self.describe_ty(prev), self.describe_ty(t));
                    self.error(
                        e.span,
                        format!("deduced conflicting types ('{a}' vs '{b}') for the elements of the braced list"),
                    );
                    return None;
                }
                _ => elem = Some(t),
            }
        }
        let Some(elem) = elem else {
            self.error(
                span,
                "cannot deduce the element type of an empty braced list",
            );
            return None;
        };
        let cv = crate::types::Cv {
            is_const: true,
            ..Default::default()
        };
        let elem = self.types.qualified(elem, cv);
        let arr = self.types.array(elem, Some(items.len() as u64));
        let list = ast::Initializer::List(items.to_vec(), span);
        let init = self.init_object(arr, Some(&list), span)?;
        Some(Expr::new(ExprKind::Temp(Box::new(init)), arr, true, span))
    }

    /// After a range that cannot be iterated (reported): the loop variable
    /// from an error value, and the body still checked, for its own
    /// diagnostics and for the kernels its host code launches; nothing is
    /// emitted.
    fn range_for_recover(
        &mut self,
        var: &ast::VarDecl,
        range_span: Span,
        body: &ast::Stmt,
    ) -> Option<StmtKind> {
        let err = self.error_expr(range_span);
        let mut decl = var.clone();
        decl.init = Some(ast::Initializer::Expr(ast::Expr::new(
            ast::ExprKind::Nullptr,
            range_span,
        )));
        let pre = match &decl.init {
            Some(ast::Initializer::Expr(e)) => Some((e, err)),
            _ => None,
        };
        self.scopes.push();
        self.with_checked(pre, |s| s.declare_local(&decl));
        self.in_loop(|s| s.check_stmt(body));
        self.scopes.pop();
        None
    }

    /// `for (decl : obj) body` ([stmt.ranged]) is checked as the block
    /// `{ auto &&__range = obj; auto __begin = B, __end = E;
    ///    for (; __begin != __end; ++__begin) { decl = *__begin; body } }`
    /// where B and E are `__range.begin()`/`__range.end()` when the class
    /// has a member `begin`, else `begin(__range)`/`end(__range)`.
    fn range_for_class(
        &mut self,
        var: &ast::VarDecl,
        range: Expr,
        body: &ast::Stmt,
        span: Span,
        hint: &Option<ast::LoopHint>,
    ) -> Option<StmtKind> {
        use ast::ExprKind as E;
        let at = range.span;
        let name = |n: &str| ast::Expr::new(E::Name(vec![ast::Ident::new(n, at)]), at);
        let boxed = |e: ast::Expr| Box::new(e);
        let ty_auto = |kind| ast::TypeExpr {
            kind,
            quals: ast::Quals::default(),
            span: at,
        };
        let auto = || ty_auto(ast::TypeExprKind::Auto);
        let decl = |n: &str, ty: ast::TypeExpr, init: ast::Expr| ast::VarDecl {
            name: ast::Ident::new(n, at),
            ty,
            init: Some(ast::Initializer::Expr(init)),
            storage: ast::StorageClass::None,
            attrs: ast::Attributes::default(),
            constexpr: false,
            extern_c: false,
            span: at,
            bindings: Vec::new(),
        };
        let member_begin = self
            .class_ctx(range.ty)
            .is_some_and(|c| self.scopes.lookup_in(c, "begin").is_some());
        if !member_begin && !self.free_begin_visible(&range) {
            let d = self.describe_ty(range.ty);
            self.error(
                at,
                format!(
                    "invalid range expression of type '{d}'; no viable 'begin' function available"
                ),
            );
            return None;
        }
        let ends = |which: &str| {
            if member_begin {
                let m = E::Member {
                    base: boxed(name("__range")),
                    name: ast::Ident::new(which, at),
                    arrow: false,
                };
                ast::Expr::new(E::Call(boxed(ast::Expr::new(m, at)), Vec::new()), at)
            } else {
                ast::Expr::new(E::Call(boxed(name(which)), vec![name("__range")]), at)
            }
        };
        // The range is already checked: its declaration takes it as is.
        let range_decl = decl(
            "__range",
            ty_auto(ast::TypeExprKind::RValueRef(Box::new(auto()))),
            ast::Expr::new(E::Nullptr, at),
        );
        let mut elem = var.clone();
        elem.init = Some(ast::Initializer::Expr(ast::Expr::new(
            E::Unary(ast::UnaryOp::Deref, boxed(name("__begin"))),
            at,
        )));
        let stmt = |kind| ast::Stmt { kind, span };
        let lowered = stmt(ast::StmtKind::Compound(vec![
            stmt(ast::StmtKind::Decl(vec![range_decl])),
            stmt(ast::StmtKind::Decl(vec![
                decl("__begin", auto(), ends("begin")),
                decl("__end", auto(), ends("end")),
            ])),
            stmt(ast::StmtKind::For {
                init: None,
                cond: Some(Box::new(ast::Cond::Expr(ast::Expr::new(
                    E::Binary(
                        ast::BinaryOp::Ne,
                        boxed(name("__begin")),
                        boxed(name("__end")),
                    ),
                    at,
                )))),
                step: Some(ast::Expr::new(E::PreInc(boxed(name("__begin"))), at)),
                body: Box::new(stmt(ast::StmtKind::Compound(vec![
                    stmt(ast::StmtKind::Decl(vec![elem])),
                    body.clone(),
                ]))),
                hint: hint.clone(),
            }),
        ]));
        let mut pre = None;
        if let ast::StmtKind::Compound(items) = &lowered.kind {
            if let Some(ast::Stmt {
                kind: ast::StmtKind::Decl(ds),
                ..
            }) = items.first()
            {
                if let Some(ast::Initializer::Expr(e)) = &ds[0].init {
                    pre = Some((e, range));
                }
            }
        }
        let stmts = self.with_checked(pre, |s| s.check_stmt(&lowered));
        Some(StmtKind::Block(stmts))
    }

    /// Whether a non-member `begin` is found for `range`: by ordinary
    /// lookup or argument-dependent lookup.
    fn free_begin_visible(&self, range: &Expr) -> bool {
        matches!(
            self.scopes.lookup("begin"),
            Some(super::scope::Symbol::Funcs(_))
        ) || !self
            .adl_candidates("begin", std::slice::from_ref(range))
            .is_empty()
    }

    /// The return type deduced, from here on (a recursive call after the
    /// first `return` is fine).
    fn set_deduced_ret(&mut self, t: crate::types::TypeId) {
        let Some(f) = self.func.as_mut() else {
            return;
        };
        f.ret = t;
        f.deduce_ret = false;
        let id = f.id;
        if self.deduced_ret.remove(&id) {
            let fty = self.program.functions[id].ty;
            if let crate::types::TypeKind::Function {
                params, variadic, ..
            } = self.types.kind(fty).clone()
            {
                let fty = self.types.function(t, params, variadic);
                let func = &mut self.program.functions[id];
                func.ret = t;
                func.ty = fty;
            }
        }
    }

    /// Every `goto` target must be a label of the same function.
    pub(crate) fn check_labels(&mut self, body: &[Stmt]) {
        let mut labels = HashSet::new();
        let mut gotos = Vec::new();
        fn walk<'a>(s: &'a Stmt, labels: &mut HashSet<&'a str>, gotos: &mut Vec<(&'a str, Span)>) {
            match &s.kind {
                StmtKind::Label(l, _) => {
                    labels.insert(l.as_str());
                }
                StmtKind::Goto(l) => gotos.push((l.as_str(), s.span)),
                _ => {}
            }
            s.children()
                .into_iter()
                .for_each(|c| walk(c, labels, gotos));
        }
        for s in body {
            walk(s, &mut labels, &mut gotos);
        }
        let missing: Vec<(String, Span)> = gotos
            .into_iter()
            .filter(|(l, _)| !labels.contains(l))
            .map(|(l, s)| (l.to_string(), s))
            .collect();
        for (l, s) in missing {
            self.error(s, format!("use of undeclared label '{l}'"));
        }
    }
}

/// Whether lvalue `e` is a temporary or a subobject of one (`f().a`), whose
/// lifetime a reference bound to it extends.
fn in_temporary(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Temp(_) => true,
        ExprKind::Member(x, _) | ExprKind::Cast(_, x) => in_temporary(x),
        _ => false,
    }
}
