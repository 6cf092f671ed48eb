//! Statements: compound blocks (with `#pragma unroll` loop hints), control
//! flow, declarations, inline `asm`.
//!
//! `T v(x);` parses as a function declaration (tree-sitter cannot know `x`
//! is not a type). At block scope, one whose "parameters" are lone names or
//! calls (`T v(f(x))`, an abstract function declarator to tree-sitter) is
//! read back as a variable with constructor arguments (`ctor_args`).

use super::lower_decl::DeclOut;
use super::FieldExt;
use super::{kids, named_kids, Lower};
use crate::ast::{
    Cond, Expr, ExprKind, Initializer, LoopHint, Quals, Stmt, StmtKind, TypeExprKind, VarDecl,
};
use tree_sitter::Node;

fn is_loop(kind: &str) -> bool {
    matches!(
        kind,
        "for_statement" | "for_range_loop" | "while_statement" | "do_statement"
    )
}

impl Lower<'_> {
    /// `asm volatile ("…" : "=r"(x) : "r"(y) : "memory")`.
    fn asm(&mut self, n: Node) -> crate::ast::AsmStmt {
        let f = |name: &str| n.field(name);
        let (template, template_span) = match f("assembly_code") {
            Some(c) => (self.string_bytes(c), self.span(c)),
            None => (Vec::new(), self.span(n)),
        };
        let qualifiers: Vec<String> = kids(n)
            .iter()
            .filter(|k| k.kind() == "gnu_asm_qualifier")
            .map(|k| self.text(*k).to_string())
            .collect();
        let operands = |lw: &mut Self, list: Option<Node>| -> Vec<crate::ast::AsmOperand> {
            let Some(list) = list else {
                return Vec::new();
            };
            named_kids(list)
                .into_iter()
                .filter(|o| o.kind().ends_with("_operand"))
                .map(|o| {
                    let c = o.field("constraint");
                    let constraint = c.map(|c| lw.string_bytes(c)).unwrap_or_default();
                    let constraint_span = c.map(|c| lw.span(c)).unwrap_or_else(|| lw.span(o));
                    let value = match o.field("value") {
                        Some(v) => lw.expr(v),
                        None => Expr::new(
                            ExprKind::Unsupported("an asm operand without a value".into()),
                            lw.span(o),
                        ),
                    };
                    crate::ast::AsmOperand {
                        name: o.field("symbol").map(|s| lw.text(s).to_string()),
                        constraint: String::from_utf8_lossy(&constraint).into_owned(),
                        constraint_span,
                        value,
                    }
                })
                .collect()
        };
        let outputs = operands(self, f("output_operands"));
        let inputs = operands(self, f("input_operands"));
        let clobbers = match f("clobbers") {
            Some(list) => named_kids(list)
                .into_iter()
                .map(|c| {
                    let b = self.string_bytes(c);
                    (String::from_utf8_lossy(&b).into_owned(), self.span(c))
                })
                .collect(),
            None => Vec::new(),
        };
        crate::ast::AsmStmt {
            basic: [
                "output_operands",
                "input_operands",
                "clobbers",
                "goto_labels",
            ]
            .iter()
            .all(|x| f(x).is_none())
                && !kids(n).iter().any(|k| k.kind() == ":"),
            template,
            template_span,
            volatile: qualifiers
                .iter()
                .any(|q| q == "volatile" || q == "__volatile__"),
            goto: qualifiers.iter().any(|q| q == "goto") || f("goto_labels").is_some(),
            outputs,
            inputs,
            clobbers,
        }
    }

    pub(crate) fn mk(&self, n: Node, kind: StmtKind) -> Stmt {
        Stmt {
            kind,
            span: self.span(n),
        }
    }

    /// Lower a statement that must be exactly one `Stmt` (bodies of
    /// `if`/loops/functions): several become one compound.
    pub(crate) fn stmt_one(&mut self, n: Node) -> Stmt {
        let mut v = self.stmt(n);
        if v.len() == 1 {
            v.pop().unwrap_or_else(|| self.mk(n, StmtKind::Empty))
        } else {
            self.mk(n, StmtKind::Compound(v))
        }
    }

    /// Lower one statement node; a node can give several statements
    /// (`case 1: a; b;` is one tree-sitter node, `typedef int A, B;`).
    pub(crate) fn stmt(&mut self, n: Node) -> Vec<Stmt> {
        if !self.enter(n) {
            return vec![self.mk(n, StmtKind::Unsupported("nesting too deep".into()))];
        }
        let r = self.stmt_inner(n);
        self.leave();
        r
    }

    /// A condition without an init-statement (`while`, `for`).
    fn cond(&mut self, n: Option<Node>, parent: Node) -> Box<Cond> {
        let (init, cond) = self.cond_with_init(n, parent);
        match init.first() {
            Some(s) => Box::new(Cond::Expr(Expr::new(
                ExprKind::Unsupported("syntax error".into()),
                s.span,
            ))),
            None => cond,
        }
    }

    /// `if (init; cond)` / `switch (init; cond)`: the init-statement's
    /// statements (empty without one) and the condition. The caller puts
    /// both in a block, the scope C++ gives the init-statement's names.
    fn cond_with_init(&mut self, n: Option<Node>, parent: Node) -> (Vec<Stmt>, Box<Cond>) {
        let Some(n) = n else {
            let e = self.unsupported_expr(parent, "syntax error");
            return (Vec::new(), Box::new(Cond::Expr(e)));
        };
        let init = match n.field("initializer") {
            Some(i) if n.kind() == "condition_clause" => self.init_statement(i),
            _ => Vec::new(),
        };
        (init, self.cond_value(n))
    }

    /// An init-statement (`int v = f();`, `g();`, `using T = int;`).
    fn init_statement(&mut self, i: Node) -> Vec<Stmt> {
        if i.kind() == "init_statement" {
            self.block_items(&named_kids(i))
        } else {
            self.stmt(i)
        }
    }

    fn cond_value(&mut self, n: Node) -> Box<Cond> {
        let value = if n.kind() == "condition_clause" {
            match n.field("value") {
                Some(v) => v,
                None => return Box::new(Cond::Expr(self.unsupported_expr(n, "syntax error"))),
            }
        } else {
            n
        };
        if value.kind() == "declaration" {
            let mut ds = self.declaration(value);
            if ds.len() == 1 {
                if let Some(DeclOut::Var(v)) = ds.pop() {
                    return Box::new(Cond::Decl(v));
                }
            }
            return Box::new(Cond::Expr(
                self.unsupported_expr(value, "this condition declaration"),
            ));
        }
        Box::new(Cond::Expr(self.expr(value)))
    }

    fn opt_expr(&mut self, n: Option<Node>) -> Option<Expr> {
        n.map(|n| self.expr(n))
    }

    fn decl_stmts(&mut self, n: Node) -> Vec<Stmt> {
        let span = self.span(n);
        let mut out = Vec::new();
        let mut vars = Vec::new();
        for d in self.declaration(n) {
            match d {
                DeclOut::Var(v) => vars.push(v),
                // `V v(x);` parses as a function declaration whose
                // parameter "types" are the arguments; C++ makes it a
                // variable when they are expressions, else a block-scope
                // function declaration (the most vexing parse).
                DeclOut::Func(f) => match self.ctor_args_of(n, &f) {
                    Some(args) => vars.push(VarDecl {
                        init: Some(Initializer::Ctor(args, f.span)),
                        name: f.name,
                        ty: f.ret,
                        storage: f.storage,
                        // A `force_cuda_host_device` region's spaces are
                        // a function's, never a variable's.
                        attrs: crate::ast::Attributes {
                            host: f.attrs.host && self.force_host_device == 0,
                            device: f.attrs.device && self.force_host_device == 0,
                            ..f.attrs
                        },
                        constexpr: f.constexpr,
                        extern_c: false,
                        span: f.span,
                        // A structured binding's names, read by its
                        // declarator (`auto [a, b](e);`).
                        bindings: self.decl_bindings.take().unwrap_or_default(),
                    }),
                    None => out.push(Stmt {
                        kind: StmtKind::Function(Box::new(f)),
                        span,
                    }),
                },
                DeclOut::Record(r) => out.push(Stmt {
                    kind: StmtKind::Record(r),
                    span,
                }),
                DeclOut::Enum(e) => out.push(Stmt {
                    kind: StmtKind::Enum(e),
                    span,
                }),
                DeclOut::Unsupported(what, span) => out.push(Stmt {
                    kind: StmtKind::Unsupported(what),
                    span,
                }),
            }
        }
        if !vars.is_empty() {
            // The tree lives until sema is done: no spare capacity (a
            // `VarDecl` is over 500 bytes and most declarations have one).
            vars.shrink_to_fit();
            out.push(Stmt {
                kind: StmtKind::Decl(vars),
                span,
            });
        }
        out
    }

    /// The constructor arguments of block-scope declaration `n` when its
    /// function declarator `f` is a misread variable: a parameter list
    /// with a syntax error, or one whose "types" are values, read again
    /// as arguments (`reparse`); else "parameters" that are lone names.
    fn ctor_args_of(&mut self, n: Node, f: &crate::ast::FunctionDef) -> Option<Vec<Expr>> {
        let erroneous = super::reparse::declarator_params(self.src, n, &f.name.name)
            .is_some_and(|p| p.has_error());
        if erroneous {
            return self.misread_ctor_args(n, f);
        }
        f.as_ctor_args(false)
            .or_else(|| self.misread_ctor_args(n, f))
    }

    /// `try { … } catch (…) { … }…`.
    fn try_statement(&mut self, n: Node) -> StmtKind {
        let Some(body) = n.field("body") else {
            return StmtKind::Unsupported("syntax error".into());
        };
        let items = self.block_items(&named_kids(body));
        let body = Box::new(self.mk(body, StmtKind::Compound(items)));
        let mut handlers = Vec::new();
        for c in named_kids(n)
            .into_iter()
            .filter(|k| k.kind() == "catch_clause")
        {
            let (Some(ps), Some(b)) = (c.field("parameters"), c.field("body")) else {
                return StmtKind::Unsupported("syntax error".into());
            };
            // `catch (...)` has no declaration.
            let (mut params, _) = self.params(ps);
            let items = self.block_items(&named_kids(b));
            handlers.push(crate::ast::Handler {
                param: params.pop(),
                body: self.mk(b, StmtKind::Compound(items)),
                span: self.span(c),
            });
        }
        StmtKind::Try { body, handlers }
    }

    /// `throw e;` / `throw;` (a statement or an expression).
    pub(crate) fn throw(&mut self, n: Node) -> Expr {
        let operand = named_kids(n)
            .into_iter()
            .next()
            .map(|e| Box::new(self.expr(e)));
        Expr::new(ExprKind::Throw(operand), self.span(n))
    }

    fn stmt_inner(&mut self, n: Node) -> Vec<Stmt> {
        let f = |name: &str| n.field(name);
        let kind = match n.kind() {
            "compound_statement" => StmtKind::Compound(self.block_items(&named_kids(n))),
            "declaration" => return self.decl_stmts(n),
            "type_definition" => {
                return self
                    .type_definition(n)
                    .into_iter()
                    .map(|t| self.mk(n, StmtKind::Typedef(t)))
                    .collect()
            }
            "alias_declaration" => StmtKind::Typedef(self.alias_declaration(n)),
            "struct_specifier" | "union_specifier" | "class_specifier" | "enum_specifier" => {
                let t = self.type_spec_node(n);
                match t.kind {
                    crate::ast::TypeExprKind::Record(r) => StmtKind::Record(*r),
                    crate::ast::TypeExprKind::Enum(e) => StmtKind::Enum(*e),
                    crate::ast::TypeExprKind::Unsupported(w) => StmtKind::Unsupported(w),
                    _ => StmtKind::Unsupported("this declaration".into()),
                }
            }
            "expression_statement" => match named_kids(n).first() {
                None => StmtKind::Empty,
                Some(e) if e.kind() == "gnu_asm_expression" => {
                    StmtKind::Asm(Box::new(self.asm(*e)))
                }
                // A `static_assert` as the sub-statement of an `if` or a
                // loop (libstdc++'s `if constexpr (…) static_assert(…);`):
                // tree-sitter's statement there is no declaration, so it
                // reads a call.
                Some(e) if self.is_static_assert_call(*e) => self.static_assert_call(*e),
                Some(e) => match self
                    .misread_function_pointer(*e)
                    .or_else(|| self.misread_paren_declarator(*e))
                    .or_else(|| self.misread_pointer_declaration(*e))
                {
                    Some(d) => StmtKind::Decl(vec![d]),
                    None => StmtKind::Expr(self.expr(*e)),
                },
            },
            "if_statement" => self.if_stmt(n),
            "while_statement" => StmtKind::While {
                cond: self.cond(f("condition"), n),
                body: Box::new(self.body(f("body"), n)),
                hint: None,
            },
            "do_statement" => {
                let body = Box::new(self.body(f("body"), n));
                let cond = match f("condition") {
                    Some(c) => self.expr(c),
                    None => self.unsupported_expr(n, "syntax error"),
                };
                StmtKind::DoWhile {
                    body,
                    cond,
                    hint: None,
                }
            }
            "for_statement" => self.for_stmt(n),
            "for_range_loop" => self.range_for(n),
            "switch_statement" => {
                let (init, cond) = self.cond_with_init(f("condition"), n);
                let switch = StmtKind::Switch {
                    cond,
                    body: Box::new(self.body(f("body"), n)),
                };
                self.with_init(n, init, switch)
            }
            "case_statement" => return self.case_stmt(n),
            "labeled_statement" => return self.labeled_stmt(n),
            "goto_statement" => match f("label") {
                Some(l) => StmtKind::Goto(self.ident(l)),
                None => StmtKind::Unsupported("syntax error".into()),
            },
            "break_statement" => StmtKind::Break,
            "continue_statement" => StmtKind::Continue,
            "return_statement" => self.return_stmt(n),
            "static_assert_declaration" => {
                let (cond, message) = self.static_assert(n);
                StmtKind::StaticAssert { cond, message }
            }
            "preproc_call" => {
                let text = n
                    .field("argument")
                    .map(|a| self.text(a).trim().to_string())
                    .unwrap_or_default();
                let span = self.span(n);
                self.pragma_pack(&text, span);
                self.pragma_host_device(&text, span);
                StmtKind::Pragma(text)
            }
            "attributed_statement" => {
                let inner: Vec<Node> = named_kids(n)
                    .into_iter()
                    .filter(|k| k.kind() != "attribute_declaration")
                    .collect();
                return self.block_items(&inner);
            }
            "try_statement" => self.try_statement(n),
            "throw_statement" => StmtKind::Expr(self.throw(n)),
            "seh_try_statement" | "seh_leave_statement" => {
                StmtKind::Unsupported("exceptions".into())
            }
            "co_return_statement" | "co_yield_statement" => {
                StmtKind::Unsupported("coroutines".into())
            }
            "template_declaration" => {
                StmtKind::Unsupported("a template declaration in a block".into())
            }
            "using_declaration" | "namespace_alias_definition" => match self.using(n) {
                Some(u) => StmtKind::Using(u),
                None => StmtKind::Unsupported("this using declaration".into()),
            },
            "ERROR" => StmtKind::Unsupported("syntax error".into()),
            "comment" => StmtKind::Empty,
            "preproc_include" | "preproc_def" | "preproc_function_def" => StmtKind::Empty,
            other => {
                // An expression in statement position (error recovery).
                if n.is_named() && n.kind().ends_with("_expression") {
                    let e = self.expr(n);
                    StmtKind::Expr(e)
                } else {
                    StmtKind::Unsupported(format!("statement '{other}'"))
                }
            }
        };
        vec![self.mk(n, kind)]
    }

    /// `if`, `if constexpr`, with its `else`.
    fn if_stmt(&mut self, n: Node) -> StmtKind {
        let f = |name: &str| n.field(name);
        let constexpr = kids(n).iter().any(|k| k.kind() == "constexpr");
        let (init, cond) = self.cond_with_init(f("condition"), n);
        let then = match f("consequence") {
            Some(c) => self.stmt_one(c),
            None => self.mk(n, StmtKind::Empty),
        };
        let els = f("alternative").map(|e| {
            let inner = named_kids(e).into_iter().next();
            match inner {
                Some(s) if e.kind() == "else_clause" => Box::new(self.stmt_one(s)),
                _ => Box::new(self.stmt_one(e)),
            }
        });
        let stmt = StmtKind::If {
            cond,
            then: Box::new(then),
            els,
            constexpr,
        };
        self.with_init(n, init, stmt)
    }

    /// `kind` after its init-statement `init`, in a block of their own
    /// (so the init-statement's names end with the statement).
    fn with_init(&mut self, n: Node, mut init: Vec<Stmt>, kind: StmtKind) -> StmtKind {
        if init.is_empty() {
            return kind;
        }
        init.push(self.mk(n, kind));
        StmtKind::Compound(init)
    }

    /// `for (init; cond; step) body`.
    fn for_stmt(&mut self, n: Node) -> StmtKind {
        let f = |name: &str| n.field(name);
        let init = f("initializer").map(|i| {
            Box::new(if i.kind() == "declaration" {
                let mut v = self.decl_stmts(i);
                if v.len() == 1 {
                    v.remove(0)
                } else {
                    self.mk(i, StmtKind::Unsupported("this for-init declaration".into()))
                }
            } else {
                let e = self.expr(i);
                self.mk(i, StmtKind::Expr(e))
            })
        });
        let cond = f("condition").map(|c| match self.blanked_condition_decl(c) {
            Some(d) => Box::new(Cond::Decl(d)),
            None => self.cond(Some(c), n),
        });
        let step = self.opt_expr(f("update"));
        let body = Box::new(self.body(f("body"), n));
        StmtKind::For {
            init,
            cond,
            step,
            body,
            hint: None,
        }
    }

    /// `case v:` / `default:`: tree-sitter puts every statement up to the
    /// next label in the case node; the first is the labelled one, the
    /// rest follow it.
    fn case_stmt(&mut self, n: Node) -> Vec<Stmt> {
        let value = n.field("value");
        let stmts: Vec<Node> = named_kids(n)
            .into_iter()
            .filter(|k| Some(k.id()) != value.map(|v| v.id()))
            .collect();
        let mut rest = self.block_items(&stmts);
        let first = if rest.is_empty() {
            Stmt {
                kind: StmtKind::Empty,
                span: self.span_range(n.end_byte()..n.end_byte()),
            }
        } else {
            rest.remove(0)
        };
        let kind = match value {
            // GNU's `case lo ... hi:`, its `...` spelled `?:` for
            // tree-sitter (`gnu_keywords`).
            Some(v)
                if v.kind() == "conditional_expression"
                    && v.child_by_field_name("consequence").is_none()
                    && v.child_by_field_name("condition").is_some_and(|c| {
                        self.pp
                            .text
                            .get(c.end_byte()..)
                            .is_some_and(|s| s.trim_start().starts_with("..."))
                    }) =>
            {
                let lo = v.child_by_field_name("condition").map(|l| self.expr(l));
                let hi = v.child_by_field_name("alternative").map(|r| self.expr(r));
                match (lo, hi) {
                    (Some(lo), hi @ Some(_)) => StmtKind::Case(lo, hi, Box::new(first)),
                    _ => StmtKind::Case(self.expr(v), None, Box::new(first)),
                }
            }
            Some(v) => StmtKind::Case(self.expr(v), None, Box::new(first)),
            None => StmtKind::Default(Box::new(first)),
        };
        let mut out = vec![self.mk(n, kind)];
        out.extend(rest);
        out
    }

    /// `label: stmt`, and the statements tree-sitter put after it.
    fn labeled_stmt(&mut self, n: Node) -> Vec<Stmt> {
        let f = |name: &str| n.field(name);
        let label = match f("label") {
            Some(l) => self.ident(l),
            None => super::lower_decl::ast_ident("<error>", self.span(n)),
        };
        let inner: Vec<Node> = named_kids(n)
            .into_iter()
            .filter(|k| Some(k.id()) != f("label").map(|l| l.id()))
            .collect();
        let mut rest = self.block_items(&inner);
        let first = if rest.is_empty() {
            self.mk(n, StmtKind::Empty)
        } else {
            rest.remove(0)
        };
        let mut out = vec![self.mk(n, StmtKind::Label(label, Box::new(first)))];
        out.extend(rest);
        out
    }

    /// `return`, `return expr`, `return {…}`.
    fn return_stmt(&mut self, n: Node) -> StmtKind {
        let e = named_kids(n).into_iter().next().map(|e| {
            if e.kind() == "initializer_list" {
                let span = self.span(e);
                match self.initializer(e) {
                    crate::ast::Initializer::List(items, _) => {
                        Expr::new(ExprKind::InitList(None, items), span)
                    }
                    crate::ast::Initializer::Expr(x) => x,
                    crate::ast::Initializer::Ctor(..) | crate::ast::Initializer::Designated(..) => {
                        self.unsupported_expr(e, "syntax error")
                    }
                }
            } else {
                self.expr(e)
            }
        });
        StmtKind::Return(e)
    }

    /// `for (T x : range) body`.
    fn range_for(&mut self, n: Node) -> StmtKind {
        let f = |name: &str| n.field(name);
        let init = match f("initializer") {
            Some(i) => self.init_statement(i),
            None => Vec::new(),
        };
        let kind = self.range_for_loop(n);
        self.with_init(n, init, kind)
    }

    /// `for (T x : range) body` without its init-statement.
    fn range_for_loop(&mut self, n: Node) -> StmtKind {
        let f = |name: &str| n.field(name);
        let specs = self.specs(n);
        let (name, ty) = self.declarator(specs.base.clone(), f("declarator"));
        let name = match name {
            Ok(Some(name)) => name,
            Ok(None) => return StmtKind::Unsupported("syntax error".into()),
            Err(what) => return StmtKind::Unsupported(what),
        };
        // Taken before the range is lowered (a lambda there declares
        // variables of its own).
        let bindings = self.decl_bindings.take();
        let Some(r) = f("right") else {
            return StmtKind::Unsupported("syntax error".into());
        };
        // A braced list lowers to `InitList(None, …)`; sema iterates it
        // as the `std::initializer_list` it deduces.
        let range = self.expr(r);
        let span = name.span;
        StmtKind::RangeFor {
            var: Box::new(VarDecl {
                name,
                ty,
                init: None,
                storage: specs.storage,
                attrs: specs.attrs.clone(),
                constexpr: specs.constexpr,
                extern_c: false,
                span,
                bindings: bindings.unwrap_or_default(),
            }),
            range,
            body: Box::new(self.body(f("body"), n)),
            hint: None,
        }
    }

    fn body(&mut self, n: Option<Node>, parent: Node) -> Stmt {
        match n {
            Some(b) => self.stmt_one(b),
            None => self.mk(parent, StmtKind::Unsupported("syntax error".into())),
        }
    }

    /// A sequence of statement nodes; `#pragma unroll` before a loop becomes
    /// that loop's hint.
    pub(crate) fn block_items(&mut self, nodes: &[Node]) -> Vec<Stmt> {
        let mut out = Vec::new();
        let mut pending: Option<LoopHint> = None;
        for (i, &k) in nodes.iter().enumerate() {
            if k.kind() == "comment" {
                continue;
            }
            if k.kind() == "preproc_call" {
                if let Some(hint) = self.loop_hint(k) {
                    let next = nodes[i + 1..].iter().find(|n| n.kind() != "comment");
                    if next.is_some_and(|n| is_loop(n.kind())) {
                        pending = Some(hint);
                        continue;
                    }
                }
            }
            // `{ { {} } … }`: an empty block first in a block, which
            // tree-sitter reads as an ERROR holding a braced list; it runs
            // nothing (`errors::is_misread_empty_block`).
            if super::errors::is_misread_empty_block(k) {
                continue;
            }
            let mut stmts = self.stmt(k);
            if let Some(h) = pending.take() {
                if let Some(s) = stmts.first_mut() {
                    match &mut s.kind {
                        StmtKind::For { hint, .. }
                        | StmtKind::RangeFor { hint, .. }
                        | StmtKind::While { hint, .. }
                        | StmtKind::DoWhile { hint, .. } => *hint = Some(h),
                        _ => {}
                    }
                }
            }
            out.extend(stmts);
        }
        // Kept until sema is done: no spare capacity.
        out.shrink_to_fit();
        out
    }

    /// `#pragma unroll [N]` / `#pragma nounroll` → the hint; `None` for
    /// other pragmas.
    fn loop_hint(&mut self, n: Node) -> Option<LoopHint> {
        let dir = n.field("directive")?;
        if self.text(dir) != "#pragma" {
            return None;
        }
        let arg = n.field("argument")?;
        let text = self.text(arg);
        let trimmed = text.trim_start();
        let lead = text.len() - trimmed.len();
        if trimmed.trim_end() == "nounroll" {
            return Some(LoopHint::NoUnroll);
        }
        let rest = trimmed.strip_prefix("unroll")?;
        if rest.starts_with(|c: char| c.is_ascii_alphanumeric() || c == '_') {
            return None; // `#pragma unrolled…`
        }
        let count = rest.trim();
        if count.is_empty() {
            return Some(LoopHint::UnrollFull);
        }
        let start =
            arg.start_byte() + lead + "unroll".len() + (rest.len() - rest.trim_start().len());
        let end = start + count.len();
        let e = self.pragma_expr(start..end);
        if let ExprKind::IntLit { value: 1, .. } = e.kind {
            return Some(LoopHint::NoUnroll);
        }
        Some(LoopHint::UnrollCount(e))
    }

    /// Parse the expression text at `range` of the preprocessed text (a
    /// pragma argument) with spans that still map into the original file:
    /// the sub-parse sees the same byte offsets.
    fn pragma_expr(&mut self, range: std::ops::Range<usize>) -> Expr {
        let span = self.span_range(range.clone());
        let text = self.src.get(range.clone()).unwrap_or("");
        if let Ok(r) = super::literal::parse_number(text) {
            if matches!(r.kind, ExprKind::IntLit { .. }) {
                return Expr::new(r.kind, span);
            }
        }
        const PREFIX: &str = "void f(){";
        if range.start < PREFIX.len() + 1 {
            self.error(span, "expected an integer constant after '#pragma unroll'");
            return Expr::new(ExprKind::Unsupported("syntax error".into()), span);
        }
        let mut padded = String::with_capacity(range.end + 4);
        padded.push_str(PREFIX);
        padded.push_str(&" ".repeat(range.start - PREFIX.len() - 1));
        padded.push('(');
        padded.push_str(text);
        padded.push_str(");}");
        let mut parser = tree_sitter::Parser::new();
        let tree = parser
            .set_language(&tree_sitter_cpp::LANGUAGE.into())
            .ok()
            .and_then(|_| parser.parse(&padded, None));
        let Some(tree) = tree else {
            return Expr::new(ExprKind::Unsupported("syntax error".into()), span);
        };
        let root = tree.root_node();
        if root.has_error() {
            self.error(span, "expected an integer constant after '#pragma unroll'");
            return Expr::new(ExprKind::Unsupported("syntax error".into()), span);
        }
        // translation_unit > function_definition > compound > expression_statement
        let e = root
            .named_child(0)
            .and_then(|f| f.field("body"))
            .and_then(|b| b.named_child(0))
            .and_then(|s| s.named_child(0));
        let Some(e) = e else {
            return Expr::new(ExprKind::Unsupported("syntax error".into()), span);
        };
        let mut sub = Lower::new(&padded, self.pp, self.diags);
        sub.depth = self.depth;
        sub.expr(e)
    }
}

impl Lower<'_> {
    /// `for (…; T x = e; …)`: `gnu_keywords` blanked `T` so tree-sitter
    /// reads `x = e`; the preprocessed text still has it, between the
    /// condition and the `;` before it. `None` for any other condition.
    fn blanked_condition_decl(&mut self, c: Node) -> Option<VarDecl> {
        if c.kind() != "assignment_expression" || self.text(c.field("operator")?) != "=" {
            return None;
        }
        let name = c.field("left")?;
        if name.kind() != "identifier" {
            return None;
        }
        let before = self.pp.text.get(..c.start_byte())?;
        let semi = before.rfind(';')?;
        let written = before[semi + 1..].trim();
        if written.is_empty() || self.src.get(semi + 1..c.start_byte())?.trim() != "" {
            return None;
        }
        let span = self.span(c);
        let ty = self.type_from_words(written, span)?;
        let init = c.field("right").map(|r| Initializer::Expr(self.expr(r)));
        Some(VarDecl {
            name: self.ident(name),
            ty,
            init,
            storage: crate::ast::StorageClass::None,
            attrs: crate::ast::Attributes::default(),
            constexpr: false,
            extern_c: false,
            span,
            bindings: Vec::new(),
        })
    }

    /// A type from its words (`const unsigned long`, `ns::T *`, `auto &`).
    pub(super) fn type_from_words(
        &mut self,
        text: &str,
        span: crate::source::Span,
    ) -> Option<crate::ast::TypeExpr> {
        let core = text.trim_end_matches(|c: char| c == '*' || c == '&' || c.is_whitespace());
        let declarator = &text[core.len()..];
        let mut quals = Quals::default();
        let (mut unsigned, mut signed, mut longs, mut short) = (false, false, 0u8, false);
        let mut base: Option<&str> = None;
        for w in core.split_whitespace() {
            match w {
                "const" => quals.is_const = true,
                "volatile" => quals.is_volatile = true,
                "unsigned" => unsigned = true,
                "signed" => signed = true,
                "long" => longs += 1,
                "short" => short = true,
                w if base.is_none() => base = Some(w),
                _ => return None,
            }
        }
        let sized = unsigned || signed || longs > 0 || short;
        let kind = match base {
            Some("auto") if !sized => TypeExprKind::Auto,
            Some(b) if !sized && super::lower_expr::primitive_builtin(b).is_some() => {
                TypeExprKind::Builtin(super::lower_expr::primitive_builtin(b)?)
            }
            Some(b) if !sized => {
                if b.contains('<') {
                    return None;
                }
                let path = b
                    .split("::")
                    .map(|p| crate::ast::Ident::new(p.to_string(), span))
                    .collect();
                TypeExprKind::Named(path)
            }
            b => TypeExprKind::Builtin(super::lower_decl::builtin_of(
                unsigned,
                signed,
                longs,
                short,
                b.unwrap_or(""),
            )?),
        };
        let mut ty = crate::ast::TypeExpr { kind, quals, span };
        for c in declarator.chars().filter(|c| !c.is_whitespace()) {
            ty = self.ty(
                if c == '*' {
                    TypeExprKind::Pointer(Box::new(ty))
                } else {
                    TypeExprKind::LValueRef(Box::new(ty))
                },
                span,
            );
        }
        Some(ty)
    }
}

impl Lower<'_> {
    /// Whether `e` is the call `static_assert(…)`, which only a
    /// declaration can be.
    fn is_static_assert_call(&self, e: Node) -> bool {
        e.kind() == "call_expression"
            && e.field("function")
                .is_some_and(|f| f.kind() == "identifier" && self.text(f) == "static_assert")
    }

    /// `static_assert(cond)` or `static_assert(cond, "message")` read as a
    /// call: the assertion.
    fn static_assert_call(&mut self, e: Node) -> StmtKind {
        let args: Vec<Node> = e
            .field("arguments")
            .map(|a| {
                named_kids(a)
                    .into_iter()
                    .filter(|k| k.kind() != "comment")
                    .collect()
            })
            .unwrap_or_default();
        let cond = match args.first() {
            Some(c) => self.expr(*c),
            None => self.unsupported_expr(e, "syntax error"),
        };
        let message = args
            .get(1)
            .filter(|m| m.kind() == "string_literal" || m.kind() == "concatenated_string")
            .map(|m| String::from_utf8_lossy(&self.string_bytes(*m)).into_owned());
        StmtKind::StaticAssert { cond, message }
    }
}
