//! The names a lambda body uses from outside it.
//!
//! A generic lambda's body can only be checked once its `auto`
//! parameters have types, which may be long after the enclosing function
//! is done; its captures, though, must be known where the lambda is
//! written (they are the closure object's fields). This walk finds the
//! candidates: every unqualified name the body (and the bodies of lambdas
//! inside it) uses, less the names it declares itself, and whether it
//! says `this`. Sema then captures those that designate automatic
//! variables of the enclosing function, as it would on a first use.
//!
//! The walk is syntactic, so a name declared in one block of the body and
//! used from the enclosing function in another counts as declared (not
//! captured); sema reports such a rare body at instantiation.

use super::*;
use std::collections::HashSet;

/// What a body names.
#[derive(Default)]
pub struct FreeNames {
    /// Unqualified names used, first use first, each once.
    pub used: Vec<Ident>,
    /// Names the body declares (variables, parameters of nested
    /// lambdas).
    pub declared: HashSet<String>,
    /// The first `this` written.
    pub this: Option<Span>,
    /// The last component of each qualified name used (`detail::k` adds
    /// `k`), in order, repeats kept.
    pub qualified: Vec<Ident>,
    /// The member names accessed (`a.b`, `p->b`, `op.template
    /// Invoke<P>()` add `b`, `b`, `Invoke`), in order, repeats kept.
    pub members: Vec<Ident>,
    /// Also walk the types written in expressions (`decltype(a == b){}`,
    /// `sizeof(decltype(a))`, `f<decltype(a)>`): names there are
    /// unevaluated, so a lambda does not capture them, but a signature
    /// that mentions a parameter this way needs the parameter in scope.
    in_types: bool,
    /// Leave out the operands of `sizeof` and `noexcept` (a lambda's
    /// captures: a name there is no odr-use, `sizeof(x)` in `[]{…}` is
    /// valid).
    evaluated_only: bool,
}

impl FreeNames {
    /// The names a lambda with `params` and `body` uses from outside.
    pub fn of_lambda(params: &[Param], body: &Stmt) -> FreeNames {
        let mut w = FreeNames {
            evaluated_only: true,
            ..FreeNames::default()
        };
        w.params(params);
        w.stmt(body);
        let declared = std::mem::take(&mut w.declared);
        let mut seen = HashSet::new();
        w.used
            .retain(|id| !declared.contains(&id.name) && seen.insert(id.name.clone()));
        w.declared = declared;
        w
    }

    /// The names function body `body` uses, unqualified (`used`) and as
    /// the last component of qualified names (`qualified`); names it
    /// declares are not removed (a local may shadow a global).
    pub fn of_body(body: &Stmt) -> FreeNames {
        let mut w = FreeNames::default();
        w.stmt(body);
        w
    }

    /// The names a function definition's body and member initialisers
    /// use (`: Parent(n), m_size(0)` adds `Parent`, `n` and `m_size`).
    pub fn of_definition(body: &Stmt, inits: &[MemberInit]) -> FreeNames {
        let mut w = FreeNames::default();
        for i in inits {
            if let Some(last) = i.name.last() {
                w.used.push(last.clone());
            }
            w.init(&i.init);
        }
        w.stmt(body);
        w
    }

    /// The unqualified names expression `e` uses.
    pub fn of_expr(e: &Expr) -> FreeNames {
        let mut w = FreeNames::default();
        w.expr(e);
        w
    }

    /// The unqualified names expression `e` uses, those in the types
    /// written inside it included (`decltype(a)`, template arguments).
    pub fn of_expr_and_types(e: &Expr) -> FreeNames {
        let mut w = FreeNames {
            in_types: true,
            ..FreeNames::default()
        };
        w.expr(e);
        w
    }

    /// The names a type written in an expression uses (`in_types` only).
    fn type_expr(&mut self, t: &TypeExpr) {
        if !self.in_types {
            return;
        }
        match &t.kind {
            TypeExprKind::Decltype(e) | TypeExprKind::Typeof(e) => self.expr(e),
            TypeExprKind::Named(path) => path.iter().for_each(|id| self.ident_parts(id)),
            TypeExprKind::Pointer(x)
            | TypeExprKind::LValueRef(x)
            | TypeExprKind::RValueRef(x)
            | TypeExprKind::UnderlyingType(x) => self.type_expr(x),
            TypeExprKind::Array(x, n) => {
                self.type_expr(x);
                if let Some(n) = n {
                    self.expr(n);
                }
            }
            TypeExprKind::Function { ret, params, .. } => {
                self.type_expr(ret);
                params.iter().for_each(|p| self.type_expr(&p.ty));
            }
            _ => {}
        }
    }

    /// The template arguments and `decltype` of one name segment.
    fn ident_parts(&mut self, id: &Ident) {
        if !self.in_types {
            return;
        }
        for a in id.args.iter().flatten() {
            self.template_arg(a);
        }
        if let Some(d) = &id.decltype {
            self.type_expr(d);
        }
    }

    fn template_arg(&mut self, a: &TemplateArg) {
        match a {
            TemplateArg::Type(t) => self.type_expr(t),
            TemplateArg::Expr(e) => self.expr(e),
            TemplateArg::Expansion(inner) => self.template_arg(inner),
        }
    }

    fn params(&mut self, params: &[Param]) {
        for p in params {
            if let Some(n) = &p.name {
                self.declared.insert(n.name.clone());
            }
        }
    }

    fn stmt(&mut self, s: &Stmt) {
        match &s.kind {
            StmtKind::Compound(ss) => ss.iter().for_each(|s| self.stmt(s)),
            StmtKind::Decl(ds) => ds.iter().for_each(|d| self.var(d)),
            StmtKind::Expr(e) => self.expr(e),
            StmtKind::If {
                cond, then, els, ..
            } => {
                self.cond(cond);
                self.stmt(then);
                if let Some(e) = els {
                    self.stmt(e);
                }
            }
            StmtKind::While { cond, body, .. } | StmtKind::Switch { cond, body } => {
                self.cond(cond);
                self.stmt(body);
            }
            StmtKind::DoWhile { body, cond, .. } => {
                self.stmt(body);
                self.expr(cond);
            }
            StmtKind::For {
                init,
                cond,
                step,
                body,
                ..
            } => {
                if let Some(i) = init {
                    self.stmt(i);
                }
                if let Some(c) = cond {
                    self.cond(c);
                }
                if let Some(e) = step {
                    self.expr(e);
                }
                self.stmt(body);
            }
            StmtKind::RangeFor {
                var, range, body, ..
            } => {
                self.var(var);
                self.expr(range);
                self.stmt(body);
            }
            StmtKind::Case(e, hi, s) => {
                self.expr(e);
                if let Some(h) = hi {
                    self.expr(h);
                }
                self.stmt(s);
            }
            StmtKind::Default(s) | StmtKind::Label(_, s) => self.stmt(s),
            StmtKind::Try { body, handlers } => {
                self.stmt(body);
                for h in handlers {
                    if let Some(p) = &h.param {
                        self.params(std::slice::from_ref(p));
                    }
                    self.stmt(&h.body);
                }
            }
            StmtKind::Return(Some(e)) => self.expr(e),
            StmtKind::StaticAssert { cond, .. } => self.expr(cond),
            StmtKind::Asm(a) => {
                for o in a.outputs.iter().chain(&a.inputs) {
                    self.expr(&o.value);
                }
            }
            StmtKind::Typedef(_)
            | StmtKind::Function(_)
            | StmtKind::Record(_)
            | StmtKind::Enum(_)
            | StmtKind::Goto(_)
            | StmtKind::Break
            | StmtKind::Continue
            | StmtKind::Return(None)
            | StmtKind::Using(_)
            | StmtKind::Pragma(_)
            | StmtKind::Empty
            | StmtKind::Unsupported(_) => {}
        }
    }

    fn cond(&mut self, c: &Cond) {
        match c {
            Cond::Expr(e) => self.expr(e),
            Cond::Decl(d) => self.var(d),
        }
    }

    fn var(&mut self, d: &VarDecl) {
        self.declared.insert(d.name.name.clone());
        if let Some(i) = &d.init {
            self.init(i);
        }
        // A structured binding's names (not in scope in its initialiser).
        for b in &d.bindings {
            self.declared.insert(b.name.clone());
        }
    }

    fn init(&mut self, i: &Initializer) {
        match i {
            Initializer::Expr(e) => self.expr(e),
            Initializer::List(is, _) => is.iter().for_each(|i| self.init(i)),
            Initializer::Ctor(es, _) => es.iter().for_each(|e| self.expr(e)),
            Initializer::Designated(ds, i, _) => {
                for d in ds {
                    if let Designator::Index(e) = d {
                        self.expr(e);
                    }
                }
                self.init(i);
            }
        }
    }

    fn expr(&mut self, e: &Expr) {
        match &e.kind {
            ExprKind::This => {
                self.this.get_or_insert(e.span);
            }
            ExprKind::Name(path) => {
                match path.as_slice() {
                    [id] => self.used.push(id.clone()),
                    [.., id] => self.qualified.push(id.clone()),
                    [] => {}
                }
                path.iter().for_each(|id| self.ident_parts(id));
                // `decltype(x)::value` names `x` (unevaluated).
                if let Some(TypeExprKind::Decltype(e)) = path
                    .first()
                    .and_then(|q| q.decltype.as_ref())
                    .map(|t| &t.kind)
                {
                    self.expr(e);
                }
            }
            ExprKind::Unary(_, a)
            | ExprKind::PreInc(a)
            | ExprKind::PreDec(a)
            | ExprKind::PostInc(a)
            | ExprKind::PostDec(a)
            | ExprKind::PackExpansion(a)
            | ExprKind::PackElement(a, _) => self.expr(a),
            ExprKind::SizeofExpr(a) | ExprKind::Noexcept(a) => {
                if !self.evaluated_only || self.in_types {
                    self.expr(a);
                }
            }
            ExprKind::Cast(_, t, a) => {
                self.type_expr(t);
                self.expr(a);
            }
            ExprKind::SizeofType(t) | ExprKind::AlignofType(t) => self.type_expr(t),
            ExprKind::TypeTrait(_, args) => {
                if self.in_types {
                    args.iter().for_each(|a| self.template_arg(a));
                }
            }
            ExprKind::StmtExpr(s) => self.stmt(s),
            ExprKind::New {
                count,
                init,
                placement,
                ..
            } => {
                if let Some(c) = count {
                    self.expr(c);
                }
                if let Some(i) = init {
                    self.init(i);
                }
                placement.iter().flatten().for_each(|p| self.expr(p));
            }
            ExprKind::Delete { operand, .. } => self.expr(operand),
            ExprKind::Throw(operand) => {
                if let Some(e) = operand {
                    self.expr(e);
                }
            }
            ExprKind::Binary(_, a, b)
            | ExprKind::Assign(_, a, b)
            | ExprKind::CondOmitted(a, b)
            | ExprKind::Comma(a, b)
            | ExprKind::Index(a, b)
            | ExprKind::MemberPointerAccess {
                base: a, member: b, ..
            } => {
                self.expr(a);
                self.expr(b);
            }
            ExprKind::Cond(a, b, c) => {
                self.expr(a);
                self.expr(b);
                self.expr(c);
            }
            ExprKind::Call(f, args) => {
                self.expr(f);
                args.iter().for_each(|a| self.expr(a));
            }
            ExprKind::Member { base, name, .. } => {
                self.members.push(name.clone());
                self.expr(base)
            }
            ExprKind::QualifiedMember { base, member, .. } => {
                self.members.push(member.name.clone());
                self.expr(base)
            }
            ExprKind::Fold { left, right, .. } => {
                for x in [left, right].into_iter().flatten() {
                    self.expr(x);
                }
            }
            ExprKind::InitList(t, is) => {
                if let Some(t) = t {
                    self.type_expr(t);
                }
                is.iter().for_each(|i| self.init(i));
            }
            ExprKind::KernelLaunch {
                callee,
                config,
                args,
            } => {
                self.expr(callee);
                config.iter().chain(args).for_each(|a| self.expr(a));
            }
            ExprKind::Lambda(l) => {
                for c in &l.captures {
                    match &c.kind {
                        CaptureKind::Copy(x)
                        | CaptureKind::Ref(x)
                        | CaptureKind::Pack { name: x, .. } => self.used.push(x.clone()),
                        CaptureKind::Init { init, .. } => self.expr(init),
                        CaptureKind::This | CaptureKind::StarThis => {
                            self.this.get_or_insert(c.span);
                        }
                    }
                }
                // A nested lambda with a capture default may use anything.
                self.params(&l.params);
                self.stmt(&l.body);
            }
            ExprKind::IntLit { .. }
            | ExprKind::FloatLit { .. }
            | ExprKind::CharLit { .. }
            | ExprKind::StringLit(_)
            | ExprKind::BoolLit(_)
            | ExprKind::Nullptr
            | ExprKind::SizeofPack(_)
            | ExprKind::OffsetOf(..)
            | ExprKind::Unsupported(_) => {}
            ExprKind::VaArg(ap, t) => {
                self.type_expr(t);
                self.expr(ap);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::source::FileId;

    fn sp() -> Span {
        Span::new(FileId(0), 0, 0)
    }

    fn name(n: &str) -> Expr {
        Expr::new(ExprKind::Name(vec![Ident::new(n, sp())]), sp())
    }

    fn stmt(kind: StmtKind) -> Stmt {
        Stmt { kind, span: sp() }
    }

    #[test]
    fn declared_names_and_parameters_are_not_free() {
        let decl = VarDecl {
            name: Ident::new("t", sp()),
            ty: TypeExpr {
                kind: TypeExprKind::Auto,
                quals: Default::default(),
                span: sp(),
            },
            init: Some(Initializer::Expr(Expr::new(
                ExprKind::Binary(BinaryOp::Add, Box::new(name("a")), Box::new(name("n"))),
                sp(),
            ))),
            storage: StorageClass::None,
            attrs: Default::default(),
            constexpr: false,
            extern_c: false,
            span: sp(),
            bindings: Vec::new(),
        };
        let body = stmt(StmtKind::Compound(vec![
            stmt(StmtKind::Decl(vec![decl])),
            stmt(StmtKind::Return(Some(Expr::new(
                ExprKind::Binary(BinaryOp::Mul, Box::new(name("t")), Box::new(name("n"))),
                sp(),
            )))),
            stmt(StmtKind::Expr(Expr::new(ExprKind::This, sp()))),
        ]));
        let params = vec![Param {
            name: Some(Ident::new("a", sp())),
            ty: TypeExpr {
                kind: TypeExprKind::Auto,
                quals: Default::default(),
                span: sp(),
            },
            attrs: Default::default(),
            default: None,
            pack: false,
            span: sp(),
        }];
        let free = FreeNames::of_lambda(&params, &body);
        let used: Vec<&str> = free.used.iter().map(|i| i.name.as_str()).collect();
        assert_eq!(used, ["n"]);
        assert!(free.this.is_some());
    }
}
