//! Trees of binary operators with a misread parenthesised name in them
//! (`paren_names`): flattened, repaired, grouped again by precedence.

use super::lower_expr::{binary_op, kernel_launch_parts};
use super::paren_names::{flatten, function_cast_type, lone_cast_type, lone_paren_name, Declared};
use super::FieldExt;
use super::{named_kids, Lower};
use crate::ast::*;
use tree_sitter::Node;

/// One piece of a flattened operator tree.
enum Atom {
    Operand(Expr),
    /// `(T)` with `T` a type: the cast of the unary expression after it.
    TypeParen(Ident, crate::source::Span),
    Op(BinaryOp),
}

/// Nested misread casts followed at most this deep (`(a) - (b) - …`).
const MAX_CHAIN: u32 = 64;

impl Lower<'_> {
    /// The expression tree-sitter misread at `n` (the top of a tree of
    /// binary operators, or a cast), repaired; `None` when nothing in it
    /// is misread.
    pub(crate) fn lower_spine(&mut self, n: Node) -> Option<Expr> {
        let leaves = flatten(n, &is_spine);
        let suspicious = leaves.iter().step_by(2).any(|l| {
            lone_cast_type(*l).is_some()
                || lone_paren_name(*l).is_some()
                || function_cast_type(*l).is_some()
        });
        if !suspicious || self.in_library(n) {
            return None;
        }
        self.ensure_declared();
        let misread = leaves.iter().enumerate().step_by(2).any(|(i, l)| {
            self.misread_cast(*l).is_some()
                || self.misread_call_cast(*l).is_some()
                || (self.type_paren(*l).is_some()
                    && leaves
                        .get(i + 1)
                        .is_some_and(|op| matches!(self.text(*op), "+" | "-" | "*" | "&")))
        });
        if !misread {
            return None;
        }
        let mut atoms = Vec::new();
        for (i, l) in leaves.iter().enumerate() {
            if i % 2 == 1 {
                atoms.push(Atom::Op(binary_op(self.text(*l))?));
            } else {
                self.expand(*l, &mut atoms, 0);
            }
        }
        let atoms = self.merge_type_casts(atoms);
        group_by_precedence(atoms)
    }

    /// `obj.f<3>(x)` with `f` a member function template: tree-sitter
    /// prefers `(obj.f < 3) > (x)` whenever the template argument is also
    /// an expression (with a type argument only the template reading
    /// parses). C++ takes `<` after a member name that lookup finds to be
    /// a template as the start of its arguments ([temp.names]p3); the
    /// names of the unit's function templates (`Declared`) stand in for
    /// that lookup. Read as the call `obj.f<3>(x)`; `None` otherwise.
    pub(crate) fn member_template_call(&mut self, n: Node) -> Option<Expr> {
        let op = |s: &Self, m: Node| m.field("operator").map(|o| s.text(o).to_string());
        let (left, right) = (n.field("left")?, n.field("right")?);
        if op(self, n)? != ">"
            || left.kind() != "binary_expression"
            || op(self, left)? != "<"
            || right.kind() != "parenthesized_expression"
        {
            return None;
        }
        let access = left.field("left")?;
        let field = access.field("field")?;
        if access.kind() != "field_expression" || field.kind() != "field_identifier" {
            return None;
        }
        let name = self.text(field).to_string();
        self.ensure_declared();
        if !self.declared()?.is_function_template(&name) {
            return None;
        }
        let base = Box::new(self.expr(access.field("argument")?));
        let arrow = access
            .field("operator")
            .is_some_and(|o| self.text(o) == "->");
        let targ = TemplateArg::Expr(self.expr(left.field("right")?));
        let mut ident = Ident::new(name, self.span(field));
        ident.args = Some(vec![targ]);
        let member = ExprKind::Member {
            base,
            name: ident,
            arrow,
        };
        let callee = Expr::new(member, self.span(left));
        let args = self.comma_list(right);
        Some(Expr::new(
            ExprKind::Call(Box::new(callee), args),
            self.span(n),
        ))
    }

    pub(super) fn in_library(&self, n: Node) -> bool {
        let file = self.span(n).file;
        self.library_files.contains(&file)
    }

    pub(super) fn ensure_declared(&mut self) {
        if let Some(cell) = self.declared {
            if self.defer_declared {
                // Not known yet: this chunk is lowered again once they are.
                self.wanted_declared |= cell.get().is_none();
                return;
            }
            cell.get_or_init(|| Declared::collect(self.src, &self.roots));
        }
    }

    /// The names the unit declares, once `ensure_declared` made them.
    pub(super) fn declared(&self) -> Option<&Declared> {
        self.declared.and_then(|cell| cell.get())
    }

    /// `(a)` read as a cast whose type `a` is declared only as a value:
    /// the name and the cast's operand.
    fn misread_cast<'t>(&self, n: Node<'t>) -> Option<(Node<'t>, Node<'t>)> {
        let t = lone_cast_type(n)?;
        let d = self.declared()?;
        if !d.only_value(self.text(t)) {
            return None;
        }
        Some((t, n.field("value")?))
    }

    /// `(f(args))` read as a cast to a function type, or `(a[i])` to an
    /// array type (`function_cast_type`): the call or element read, read
    /// again as an expression, and the cast's operand.
    fn misread_call_cast<'t>(&mut self, n: Node<'t>) -> Option<(Expr, Node<'t>)> {
        let (name, ty) = function_cast_type(n)?;
        let value = n.field("value")?;
        let (start, end) = (name.start_byte(), ty.end_byte());
        // `int a=` over the bytes before the name (the cast's `(` among
        // them) makes the call an initialiser, which has one reading.
        let src = self.src;
        let tree = self
            .reparsed_calls
            .entry((start, end))
            .or_insert_with(|| {
                super::reparse::padded_parse(
                    src,
                    start..end,
                    &[(start.checked_sub(7)?, b"int a= ")],
                    b";",
                )
            })
            .clone()?;
        let call = ["call_expression", "subscript_expression"]
            .iter()
            .find_map(|k| super::reparse::node_spanning(&tree, start, end, k))?;
        Some((self.expr(call), value))
    }

    /// `(T)` read as an operand, `T` declared only as a type.
    fn type_paren<'t>(&self, n: Node<'t>) -> Option<Node<'t>> {
        let id = lone_paren_name(n)?;
        let d = self.declared()?;
        d.only_type(self.text(id)).then_some(id)
    }

    /// The atoms of operand `n`: a misread cast `(a) op x` is `a`, `op`
    /// and the atoms of `x`; `(f)(args)` is a call.
    fn expand(&mut self, n: Node, atoms: &mut Vec<Atom>, depth: u32) {
        if depth < MAX_CHAIN {
            if let Some((name, value)) = self.misread_cast(n) {
                let callee = Expr::new(ExprKind::Name(vec![self.ident(name)]), self.span(name));
                if value.kind() == "parenthesized_expression" {
                    let args = self.comma_list(value);
                    let span = self.span(n);
                    atoms.push(Atom::Operand(Expr::new(
                        ExprKind::Call(Box::new(callee), args),
                        span,
                    )));
                    return;
                }
                if let Some((op, arg)) = self.unary_parts(value) {
                    atoms.push(Atom::Operand(callee));
                    atoms.push(Atom::Op(op));
                    self.expand(arg, atoms, depth + 1);
                    return;
                }
            }
            if let Some((call, value)) = self.misread_call_cast(n) {
                if let Some((op, arg)) = self.unary_parts(value) {
                    atoms.push(Atom::Operand(call));
                    atoms.push(Atom::Op(op));
                    self.expand(arg, atoms, depth + 1);
                    return;
                }
            }
            if let Some(id) = self.type_paren(n) {
                atoms.push(Atom::TypeParen(self.ident(id), self.span(n)));
                return;
            }
        }
        atoms.push(Atom::Operand(self.expr(n)));
    }

    /// A unary expression read where a binary operator was written: the
    /// operator and operand. `&&x` comes as `&(&x)` with the two `&`
    /// adjacent.
    fn unary_parts<'t>(&self, v: Node<'t>) -> Option<(BinaryOp, Node<'t>)> {
        if !matches!(v.kind(), "unary_expression" | "pointer_expression") {
            return None;
        }
        let op = self.text(v.field("operator")?);
        let arg = v.field("argument")?;
        if op == "&" && arg.kind() == "pointer_expression" {
            let inner_op = arg.field("operator")?;
            if self.text(inner_op) == "&"
                && inner_op.start_byte() == v.field("operator")?.end_byte()
            {
                return Some((BinaryOp::LogAnd, arg.field("argument")?));
            }
        }
        match op {
            "+" | "-" | "*" | "&" => Some((binary_op(op)?, arg)),
            _ => None,
        }
    }

    /// The expressions of a parenthesised (comma) list, in order.
    fn comma_list(&mut self, paren: Node) -> Vec<Expr> {
        let mut out = Vec::new();
        let mut stack: Vec<Node> = named_kids(paren).into_iter().rev().collect();
        while let Some(e) = stack.pop() {
            if e.kind() == "comma_expression" {
                if let (Some(l), Some(r)) = (e.field("left"), e.field("right")) {
                    stack.push(r);
                    stack.push(l);
                    continue;
                }
            }
            out.push(self.expr(e));
        }
        out
    }

    /// `(T) op x` → the cast `(T)(op x)`, from the right (`(T)-(U)-x`).
    fn merge_type_casts(&mut self, atoms: Vec<Atom>) -> Vec<Atom> {
        let mut out: Vec<Atom> = Vec::with_capacity(atoms.len());
        for a in atoms.into_iter().rev() {
            // `out` holds what follows `a`, reversed.
            if let Atom::TypeParen(t, span) = &a {
                if let (Some(Atom::Op(op)), Some(Atom::Operand(_))) =
                    (out.last(), out.get(out.len().wrapping_sub(2)))
                {
                    let unary = match op {
                        BinaryOp::Add => Some(UnaryOp::Plus),
                        BinaryOp::Sub => Some(UnaryOp::Neg),
                        BinaryOp::Mul => Some(UnaryOp::Deref),
                        BinaryOp::BitAnd => Some(UnaryOp::AddrOf),
                        _ => None,
                    };
                    if let Some(u) = unary {
                        out.pop();
                        if let Some(Atom::Operand(x)) = out.pop() {
                            let span = span.to(x.span);
                            let ty = TypeExpr {
                                kind: TypeExprKind::Named(vec![t.clone()]),
                                quals: Default::default(),
                                span: t.span,
                            };
                            let inner = Expr::new(ExprKind::Unary(u, Box::new(x)), span);
                            out.push(Atom::Operand(Expr::new(
                                ExprKind::Cast(CastStyle::C, Box::new(ty), Box::new(inner)),
                                span,
                            )));
                            continue;
                        }
                    }
                }
            }
            out.push(a);
        }
        out.reverse();
        out
    }
}

/// Binary operators other than a kernel launch's `<<`/`>>` pair.
fn is_spine(n: Node) -> bool {
    n.kind() == "binary_expression" && kernel_launch_parts(n).is_none()
}

/// How tightly a binary operator binds (C++'s grammar; all are
/// left-associative).
fn precedence(op: BinaryOp) -> u8 {
    use BinaryOp::*;
    match op {
        Mul | Div | Rem => 10,
        Add | Sub => 9,
        Shl | Shr => 8,
        Lt | Gt | Le | Ge => 7,
        Eq | Ne => 6,
        BitAnd => 5,
        BitXor => 4,
        BitOr => 3,
        LogAnd => 2,
        LogOr => 1,
    }
}

/// `x₀ op₁ x₁ op₂ x₂ …` grouped by precedence, left to right (an
/// operator-precedence parse); `None` when the atoms do not alternate.
fn group_by_precedence(atoms: Vec<Atom>) -> Option<Expr> {
    fn reduce(values: &mut Vec<Expr>, op: BinaryOp) -> Option<()> {
        let r = values.pop()?;
        let l = values.pop()?;
        let span = l.span.to(r.span);
        values.push(Expr::new(
            ExprKind::Binary(op, Box::new(l), Box::new(r)),
            span,
        ));
        Some(())
    }
    let mut values: Vec<Expr> = Vec::new();
    let mut pending: Vec<BinaryOp> = Vec::new();
    let mut want_operand = true;
    for a in atoms {
        match (a, want_operand) {
            (Atom::Operand(e), true) => values.push(e),
            (Atom::TypeParen(t, span), true) => {
                // A type where a value is needed: sema says so.
                values.push(Expr::new(ExprKind::Name(vec![t]), span));
            }
            (Atom::Op(op), false) => {
                while let Some(&top) = pending.last() {
                    if precedence(top) < precedence(op) {
                        break;
                    }
                    pending.pop();
                    reduce(&mut values, top)?;
                }
                pending.push(op);
            }
            _ => return None,
        }
        want_operand = !want_operand;
    }
    while let Some(top) = pending.pop() {
        reduce(&mut values, top)?;
    }
    if values.len() == 1 {
        values.pop()
    } else {
        None
    }
}

impl Lower<'_> {
    /// `R (*f)(A, B) = init;` (or without `= init`, or `R (*f)()`, or a
    /// reference `R (&f)(A)`) where `A` and `B` are names of user types: tree-sitter cannot tell the declaration of a
    /// pointer to function from `R(*f)` (a cast) called with `(A, B)`, and
    /// reads the call. A call of a cast to a type is never what anyone
    /// writes, so when `R` is a built-in type or a name declared only as a
    /// type, and every argument is such a type, it is the declaration.
    /// Parameters spelled with names (`(A a, B b)`) and built-in ones
    /// (`(int, int)`) already parse as one.
    pub(super) fn misread_function_pointer(&mut self, e: Node) -> Option<VarDecl> {
        let (target, init) = match e.kind() {
            "assignment_expression" if self.text(e.field("operator")?) == "=" => {
                (e.field("left")?, e.field("right"))
            }
            "call_expression" => (e, None),
            _ => return None,
        };
        let inner = target.field("function")?;
        if target.kind() != "call_expression" || inner.kind() != "call_expression" {
            return None;
        }
        let ret = inner.field("function")?;
        let [star] = named_kids(inner.field("arguments")?)[..] else {
            return None;
        };
        let name = star.field("argument")?;
        // `R (&f)(A) = g;` declares a reference to function the same way.
        let op = self.text(star.field("operator")?);
        if star.kind() != "pointer_expression"
            || !matches!(op, "*" | "&")
            || name.kind() != "identifier"
        {
            return None;
        }
        let reference = op == "&";
        let params = named_kids(target.field("arguments")?);
        self.ensure_declared();
        let d = self.declared()?;
        // `W<int>` (a template-id of a class template) reads as a
        // template function's name; it is a type when the template is one.
        let is_type = |n: Node| match n.kind() {
            "primitive_type" => true,
            "identifier" => d.only_type(self.text(n)),
            "template_function" => n
                .field("name")
                .is_some_and(|t| t.kind() == "identifier" && d.only_type(self.text(t))),
            _ => false,
        };
        if !is_type(ret) || !params.iter().all(|&p| is_type(p)) {
            return None;
        }
        if d.only_type(self.text(name)) {
            return None;
        }
        let type_of = |l: &mut Self, n: Node| -> TypeExpr {
            let span = l.span(n);
            match super::lower_expr::primitive_builtin(l.text(n)) {
                Some(b) if n.kind() == "primitive_type" => l.ty(TypeExprKind::Builtin(b), span),
                _ if n.kind() == "template_function" => {
                    TypeExpr::named(vec![l.template_id(n)], span)
                }
                _ => TypeExpr::named(vec![l.ident(n)], span),
            }
        };
        let params = params
            .iter()
            .map(|&p| Param {
                name: None,
                ty: type_of(&mut *self, p),
                attrs: Attributes::default(),
                default: None,
                pack: false,
                span: self.span(p),
            })
            .collect();
        let span = self.span(target);
        let ret = type_of(self, ret);
        let func = self.ty(
            TypeExprKind::Function {
                ret: Box::new(ret),
                params,
                variadic: false,
                method: MethodQuals::default(),
                except: Default::default(),
            },
            span,
        );
        let declarator = if reference {
            TypeExprKind::LValueRef(Box::new(func))
        } else {
            TypeExprKind::Pointer(Box::new(func))
        };
        Some(VarDecl {
            name: self.ident(name),
            ty: self.ty(declarator, span),
            init: init.map(|i| Initializer::Expr(self.expr(i))),
            storage: StorageClass::None,
            attrs: Attributes::default(),
            constexpr: false,
            extern_c: false,
            span: self.span(e),
            bindings: Vec::new(),
        })
    }

    /// `int (x) = 3;` / `int (*p) = &x;` / `T (x);`, which tree-sitter
    /// reads as a functional cast of `x` (assigned to): where the callee
    /// is a type and the argument a name (or `*name`, `&name`), C++ reads
    /// a declaration with a parenthesised declarator ([stmt.ambig]). With
    /// a subscript after it, the declarator is an array's: `U (&u)[N] =
    /// reinterpret_cast<U (&)[N]>(keys);` (CUB's radix sort), `U (*p)[N]`,
    /// `int (&h)[R][P]`.
    pub(super) fn misread_paren_declarator(&mut self, e: Node) -> Option<VarDecl> {
        let (target, init) = match e.kind() {
            "assignment_expression" if self.text(e.field("operator")?) == "=" => {
                (e.field("left")?, e.field("right"))
            }
            "call_expression" => (e, None),
            _ => return None,
        };
        // The bounds, outermost subscript (the innermost dimension) first:
        // `int (&h)[3][2]` (CUB's BlockRadixRank) is a reference to three
        // arrays of two.
        let mut target = target;
        let mut bounds = Vec::new();
        while target.kind() == "subscript_expression" {
            let [b] = named_kids(target.field("indices")?)[..] else {
                return None;
            };
            bounds.push(b);
            target = target.field("argument")?;
        }
        if target.kind() != "call_expression" {
            return None;
        }
        let callee = target.field("function")?;
        let [arg] = named_kids(target.field("arguments")?)[..] else {
            return None;
        };
        let (name, declarator) = match arg.kind() {
            "identifier" => (arg, None),
            "pointer_expression" => {
                let op = self.text(arg.field("operator")?);
                if op != "*" && op != "&" {
                    return None;
                }
                (arg.field("argument")?, Some(op == "*"))
            }
            _ => return None,
        };
        if name.kind() != "identifier" {
            return None;
        }
        let base = match callee.kind() {
            "primitive_type" => {
                let b = super::lower_expr::primitive_builtin(self.text(callee))?;
                self.ty(TypeExprKind::Builtin(b), self.span(callee))
            }
            "identifier" | "type_identifier" => {
                self.ensure_declared();
                let d = self.declared()?;
                if !d.only_type(self.text(callee)) || d.only_type(self.text(name)) {
                    return None;
                }
                TypeExpr::named(vec![self.ident(callee)], self.span(callee))
            }
            _ => return None,
        };
        let span = self.span(target);
        // The array is what the parenthesised declarator points or refers
        // to.
        let mut base = base;
        for b in bounds {
            let n = self.expr(b);
            base = self.ty(TypeExprKind::Array(Box::new(base), Some(Box::new(n))), span);
        }
        let ty = match declarator {
            Some(true) => self.ty(TypeExprKind::Pointer(Box::new(base)), span),
            Some(false) => self.ty(TypeExprKind::LValueRef(Box::new(base)), span),
            None => base,
        };
        Some(VarDecl {
            name: self.ident(name),
            ty,
            init: init.map(|i| Initializer::Expr(self.expr(i))),
            storage: StorageClass::None,
            attrs: Attributes::default(),
            constexpr: false,
            extern_c: false,
            span: self.span(e),
            bindings: Vec::new(),
        })
    }

    /// `P *p(&x);` / `P &r(*p);` in a block, which tree-sitter reads as
    /// the expression `P * p(&x)`: with `P` a name the unit declares only
    /// as a type, and `p` not as a value, C++ reads a pointer or reference
    /// variable with constructor arguments ([stmt.ambig]).
    pub(super) fn misread_pointer_declaration(&mut self, e: Node) -> Option<VarDecl> {
        if e.kind() != "binary_expression" {
            return None;
        }
        let op = self.text(e.field("operator")?);
        let (left, right) = (e.field("left")?, e.field("right")?);
        if !matches!(op, "*" | "&" | "&&") || left.kind() != "identifier" {
            return None;
        }
        if right.kind() != "call_expression" {
            return None;
        }
        let name = right.field("function")?;
        if name.kind() != "identifier" {
            return None;
        }
        self.ensure_declared();
        let d = self.declared()?;
        if !d.only_type(self.text(left))
            || d.only_type(self.text(name))
            || d.only_value(self.text(name))
        {
            return None;
        }
        let base = TypeExpr::named(vec![self.ident(left)], self.span(left));
        let span = self.span(e);
        let ty = match op {
            "*" => TypeExprKind::Pointer(Box::new(base)),
            "&" => TypeExprKind::LValueRef(Box::new(base)),
            _ => TypeExprKind::RValueRef(Box::new(base)),
        };
        let ty = self.ty(ty, span);
        let args = named_kids(right.field("arguments")?)
            .into_iter()
            .map(|a| self.expr(a))
            .collect();
        Some(VarDecl {
            name: self.ident(name),
            ty,
            init: Some(Initializer::Ctor(args, self.span(right))),
            storage: StorageClass::None,
            attrs: Attributes::default(),
            constexpr: false,
            extern_c: false,
            span,
            bindings: Vec::new(),
        })
    }
}

impl Lower<'_> {
    /// `(T)(x)[i]`, `(T)(x).m`, `(T)(x)(a)`, `(T)(x)++` with `T` declared
    /// only as a type: tree-sitter reads `(T)(x)` as a call, to which the
    /// postfix operator then applies; C++ applies the cast to the whole
    /// postfix expression `(x)[i]`. `e` is `n` as lowered: the call at the
    /// bottom of its chain of postfix operators is replaced by its operand
    /// and the chain cast to `T`. Other expressions are returned as they
    /// are.
    pub(super) fn cast_over_postfix(&mut self, n: Node, e: Expr) -> Expr {
        if !matches!(
            n.kind(),
            "subscript_expression" | "field_expression" | "call_expression" | "update_expression"
        ) {
            return e;
        }
        // Only the outermost operator of the chain turns it around.
        let is_base_of = |p: Node| postfix_base(p).is_some_and(|b| b.id() == n.id());
        if n.parent().is_some_and(is_base_of) {
            return e;
        }
        let Some(ty) = self.cast_at_chain_bottom(n) else {
            return e;
        };
        let name = Expr::new(ExprKind::Name(vec![self.ident(ty)]), self.span(ty));
        let span = e.span;
        let mut e = e;
        let Some(operand) = take_chain_bottom(&mut e, &name) else {
            return e;
        };
        let ty = crate::ast::TypeExpr::named(vec![self.ident(ty)], operand.span);
        Expr::new(
            ExprKind::Cast(crate::ast::CastStyle::C, Box::new(ty), Box::new(e)),
            span,
        )
    }

    /// The type `T` of `(T)(x)` at the bottom of postfix chain `n` (not
    /// `n` itself), if `T` is declared only as a type.
    fn cast_at_chain_bottom<'t>(&mut self, n: Node<'t>) -> Option<Node<'t>> {
        let base_of = postfix_base;
        let mut cur = base_of(n)?;
        for _ in 0..MAX_CHAIN {
            if cur.kind() == "call_expression" {
                let callee = cur.field("function")?;
                if let Some(id) = super::paren_names::lone_paren_name(callee) {
                    let args = named_kids(cur.field("arguments")?);
                    if args.len() != 1 {
                        return None;
                    }
                    self.ensure_declared();
                    let d = self.declared()?;
                    return d.only_type(self.text(id)).then_some(id);
                }
            }
            cur = base_of(cur)?;
        }
        None
    }
}

/// The operand of postfix operator `m` (`x` of `x[i]`, `x.m`, `x(a)`,
/// `x++`).
fn postfix_base(m: Node) -> Option<Node> {
    match m.kind() {
        "subscript_expression" | "field_expression" => m.field("argument"),
        "call_expression" => m.field("function"),
        // Postfix only: `x++` has its operator after the operand.
        "update_expression" => m
            .field("argument")
            .filter(|a| a.start_byte() == m.start_byte()),
        _ => None,
    }
}

/// In postfix chain `e`, the call of `callee` at the bottom replaced by its
/// one argument, which is returned too (a copy, for its span); `None` if
/// the chain does not end so.
fn take_chain_bottom(e: &mut Expr, callee: &Expr) -> Option<Expr> {
    let base: &mut Box<Expr> = match &mut e.kind {
        ExprKind::Index(b, _)
        | ExprKind::PostInc(b)
        | ExprKind::PostDec(b)
        | ExprKind::Member { base: b, .. }
        | ExprKind::QualifiedMember { base: b, .. }
        | ExprKind::Call(b, _) => b,
        _ => return None,
    };
    if let ExprKind::Call(c, args) = &mut base.kind {
        let is_callee = matches!((&c.kind, &callee.kind),
            (ExprKind::Name(p), ExprKind::Name(q)) if p.len() == 1 && q.len() == 1 && p[0].name == q[0].name && c.span == callee.span);
        if is_callee && args.len() == 1 {
            let arg = args.pop()?;
            let copy = arg.clone();
            **base = arg;
            return Some(copy);
        }
    }
    take_chain_bottom(base, callee)
}
