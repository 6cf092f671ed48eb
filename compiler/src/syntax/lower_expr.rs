//! Expressions: tree-sitter expression nodes → `ast::Expr`.

use super::lower_decl::ast_ident;
use super::FieldExt;
use super::{field_kids, kids, literal, named_kids, Lower};
use crate::ast::{
    BinaryOp, BuiltinType, CastStyle, Designator, Expr, ExprKind, Initializer, TypeExpr,
    TypeExprKind, UnaryOp,
};
use tree_sitter::Node;

pub(crate) fn binary_op(op: &str) -> Option<BinaryOp> {
    use BinaryOp::*;
    Some(match op {
        "+" => Add,
        "-" => Sub,
        "*" => Mul,
        "/" => Div,
        "%" => Rem,
        "<<" => Shl,
        ">>" => Shr,
        "&" | "bitand" => BitAnd,
        "|" | "bitor" => BitOr,
        "^" | "xor" => BitXor,
        "&&" | "and" => LogAnd,
        "||" | "or" => LogOr,
        "==" => Eq,
        "!=" | "not_eq" => Ne,
        "<" => Lt,
        ">" => Gt,
        "<=" => Le,
        ">=" => Ge,
        _ => return None,
    })
}

fn compound_assign_op(op: &str) -> Option<Option<BinaryOp>> {
    use BinaryOp::*;
    Some(match op {
        "=" => None,
        "+=" => Some(Add),
        "-=" => Some(Sub),
        "*=" => Some(Mul),
        "/=" => Some(Div),
        "%=" => Some(Rem),
        "<<=" => Some(Shl),
        ">>=" => Some(Shr),
        "&=" | "and_eq" => Some(BitAnd),
        "|=" | "or_eq" => Some(BitOr),
        "^=" | "xor_eq" => Some(BitXor),
        _ => return None,
    })
}

/// The spelling of a builtin type name written as one `primitive_type` token.
pub(crate) fn primitive_builtin(name: &str) -> Option<BuiltinType> {
    use BuiltinType::*;
    Some(match name {
        "void" => Void,
        "bool" | "_Bool" => Bool,
        "char" => Char,
        "int" => Int,
        "float" => Float,
        "double" => Double,
        "short" => Short,
        "long" => Long,
        "char16_t" => Char16,
        "char32_t" => Char32,
        "wchar_t" => WChar,
        "__int128" => Int128,
        _ => return None,
    })
}

/// `kernel<<<cfg>>>(args)` parses as `(kernel << template_function(<MISSING>,
/// <cfg>)) >> (args)`. Returns (callee, template argument list, args node).
pub(crate) fn kernel_launch_parts(n: Node) -> Option<(Node, Node, Node)> {
    if n.kind() != "binary_expression" {
        return None;
    }
    let op = n.field("operator")?;
    if op.kind() != ">>" {
        return None;
    }
    let left = n.field("left")?;
    if left.kind() != "binary_expression" || left.field("operator")?.kind() != "<<" {
        return None;
    }
    let tf = left.field("right")?;
    if tf.kind() != "template_function" || !tf.field("name")?.is_missing() {
        return None;
    }
    let targs = tf.field("arguments")?;
    Some((left.field("left")?, targs, n.field("right")?))
}

impl Lower<'_> {
    /// A fold expression; its operator is the `operator` field (whose
    /// `...` neighbours tell a unary fold's side).
    fn fold(&mut self, n: Node) -> Expr {
        let span = self.span(n);
        let (Some(l), Some(op), Some(r)) = (n.field("left"), n.field("operator"), n.field("right"))
        else {
            return self.unsupported_expr(n, "this fold expression");
        };
        let text = self.text(op);
        let op = match (text, binary_op(text), compound_assign_op(text)) {
            (",", _, _) => crate::ast::FoldOp::Comma,
            (_, Some(b), _) => crate::ast::FoldOp::Binary(b),
            (_, None, Some(a)) => crate::ast::FoldOp::Assign(a),
            _ => return self.unsupported_expr(n, &format!("a fold over '{text}'")),
        };
        let mut side = |x: Node| (x.kind() != "...").then(|| Box::new(self.expr(x)));
        let (left, right) = (side(l), side(r));
        Expr::new(ExprKind::Fold { op, left, right }, span)
    }

    /// `__builtin_offsetof(T, designator)`, which `<stddef.h>`'s
    /// `offsetof` expands to. tree-sitter parses it as a call: the first
    /// argument is a type name in expression form, the second the member
    /// designator (`m`, `a.b[2]`).
    fn builtin_offsetof(&mut self, n: Node, args: Node) -> Expr {
        let span = self.span(n);
        let parts = named_kids(args);
        let [ty, member] = parts.as_slice() else {
            return self.unsupported_expr(n, "'__builtin_offsetof' without exactly two arguments");
        };
        let ty = self.type_operand(*ty, "offsetof");
        let member = self.expr(*member);
        Expr::new(ExprKind::OffsetOf(Box::new(ty), Box::new(member)), span)
    }

    /// A builtin's operand that is a type, which tree-sitter reads as a
    /// type descriptor or, for a name, an expression.
    fn type_operand(&mut self, ty: Node, builtin: &str) -> TypeExpr {
        match ty.kind() {
            "type_descriptor" => self.type_descriptor(ty),
            _ => {
                let tspan = self.span(ty);
                match self.expr(ty).kind {
                    ExprKind::Name(path) => TypeExpr {
                        kind: TypeExprKind::Named(path),
                        quals: Default::default(),
                        span: tspan,
                    },
                    _ => TypeExpr {
                        kind: TypeExprKind::Unsupported(format!("this type in {builtin}")),
                        quals: Default::default(),
                        span: tspan,
                    },
                }
            }
        }
    }

    pub(crate) fn unsupported_expr(&self, n: Node, what: &str) -> Expr {
        Expr::new(ExprKind::Unsupported(what.to_string()), self.span(n))
    }

    /// Lower an expression node (depth-guarded).
    pub(crate) fn expr(&mut self, n: Node) -> Expr {
        if !self.enter(n) {
            return self.unsupported_expr(n, "nesting too deep");
        }
        let e = self.expr_inner(n);
        let e = self.cast_over_postfix(n, e);
        self.leave();
        e
    }

    fn boxed(&mut self, n: Option<Node>, parent: Node) -> Box<Expr> {
        Box::new(match n {
            Some(n) => self.expr(n),
            None => self.unsupported_expr(parent, "syntax error"),
        })
    }

    fn expr_inner(&mut self, n: Node) -> Expr {
        if let Some(e) = self.misread_value_templates(n) {
            return e;
        }
        let span = self.span(n);
        let f = |name: &str| n.field(name);
        let kind = match n.kind() {
            // GNU's `NULL` (`<stddef.h>`): an integer 0 as wide as a
            // pointer, which is a null pointer constant, as in gcc and clang.
            "identifier" if self.text(n) == "__null" => ExprKind::IntLit {
                value: 0,
                suffix: crate::ast::IntSuffix {
                    unsigned: false,
                    long: 1,
                },
                decimal: true,
            },
            "identifier" => match super::operator_call::spelled_name(self.text(n)) {
                // `operator!=(a, b)`, respelled so that it parses.
                Some(name) => ExprKind::Name(vec![crate::ast::Ident::new(&name, span)]),
                None => ExprKind::Name(vec![self.ident(n)]),
            },
            "field_identifier" | "namespace_identifier" | "type_identifier" => {
                ExprKind::Name(vec![self.ident(n)])
            }
            "qualified_identifier" => ExprKind::Name(self.qualified_name(n)),
            "template_function" => match self.trait_template_id(n) {
                Some(e) => return e,
                None => ExprKind::Name(vec![self.template_id(n)]),
            },
            "number_literal" => match self.renamed_literals.get(&n.start_byte()) {
                Some(name) => ExprKind::Name(vec![name.clone()]),
                None => self.number(n),
            },
            "char_literal" => match literal::parse_char(self.text(n)) {
                Ok((value, kind)) => ExprKind::CharLit { value, kind },
                Err(m) => {
                    self.error(span, m);
                    ExprKind::CharLit {
                        value: 0,
                        kind: BuiltinType::Char,
                    }
                }
            },
            // `(throw "msg", 0)`: tree-sitter reads `throw` before a string
            // as a macro name in a concatenation (`PRId64 "…"`).
            "concatenated_string"
                if n.named_child(0)
                    .is_some_and(|c| c.kind() == "identifier" && self.text(c) == "throw") =>
            {
                let strings: Vec<Node> = named_kids(n).into_iter().skip(1).collect();
                let mut bytes = Vec::new();
                for p in strings {
                    bytes.extend(self.string_bytes(p));
                }
                let operand = Expr::new(ExprKind::StringLit(bytes), span);
                ExprKind::Throw(Some(Box::new(operand)))
            }
            "string_literal" | "raw_string_literal" | "concatenated_string" => {
                ExprKind::StringLit(self.string_bytes(n))
            }
            "true" => ExprKind::BoolLit(true),
            "false" => ExprKind::BoolLit(false),
            "null" => {
                if self.text(n) == "nullptr" {
                    ExprKind::Nullptr
                } else {
                    ExprKind::IntLit {
                        value: 0,
                        suffix: Default::default(),
                        decimal: true,
                    }
                }
            }
            "this" => ExprKind::This,
            "parenthesized_expression" => {
                if let Some(e) = n.has_error().then(|| self.misread_paren_comma(n)).flatten() {
                    return e;
                }
                let inner = named_kids(n);
                return match inner.as_slice() {
                    [s] if s.kind() == "compound_statement" => {
                        let body = self.stmt_one(*s);
                        Expr::new(ExprKind::StmtExpr(Box::new(body)), self.span(n))
                    }
                    [e] => {
                        let mut inner = self.expr(*e);
                        inner.parens = true;
                        inner
                    }
                    _ => self.unsupported_expr(n, "syntax error"),
                };
            }
            "extension_expression" => {
                return match named_kids(n).last() {
                    Some(e) => self.expr(*e),
                    None => self.unsupported_expr(n, "syntax error"),
                };
            }
            "unary_expression" => {
                let op = f("operator").map(|o| self.text(o)).unwrap_or("");
                let op = match op {
                    "+" => UnaryOp::Plus,
                    "-" => UnaryOp::Neg,
                    "!" | "not" => UnaryOp::Not,
                    "~" | "compl" => UnaryOp::BitNot,
                    _ => return self.unsupported_expr(n, "this unary operator"),
                };
                ExprKind::Unary(op, self.boxed(f("argument"), n))
            }
            "pointer_expression" => {
                let op = match f("operator").map(|o| self.text(o)).unwrap_or("") {
                    "*" => UnaryOp::Deref,
                    "&" => UnaryOp::AddrOf,
                    _ => return self.unsupported_expr(n, "this unary operator"),
                };
                ExprKind::Unary(op, self.boxed(f("argument"), n))
            }
            "binary_expression" => {
                if let Some((callee, cfg, args)) = self.launch_parts(n) {
                    return self.kernel_launch(n, callee, cfg, args);
                }
                if let Some(e) = self.member_template_call(n) {
                    return e;
                }
                if let Some(e) = self.misread_operator_call(n) {
                    return e;
                }
                // The top of a tree of binary operators: a parenthesised
                // name tree-sitter misread in it is repaired
                // (`paren_names`).
                if n.parent().is_none_or(|p| p.kind() != "binary_expression") {
                    if let Some(e) = self.lower_spine(n) {
                        return e;
                    }
                }
                let op_text = f("operator").map(|o| self.text(o)).unwrap_or("");
                match binary_op(op_text) {
                    Some(op) => {
                        let l = self.boxed(f("left"), n);
                        let r = self.boxed(f("right"), n);
                        ExprKind::Binary(op, l, r)
                    }
                    None => ExprKind::Unsupported(format!("operator '{op_text}'")),
                }
            }
            "assignment_expression" => self.assignment(n),
            "update_expression" => {
                let (Some(op), Some(arg)) = (f("operator"), f("argument")) else {
                    return self.unsupported_expr(n, "syntax error");
                };
                let pre = op.start_byte() < arg.start_byte();
                let inc = self.text(op) == "++";
                let a = Box::new(self.expr(arg));
                match (pre, inc) {
                    (true, true) => ExprKind::PreInc(a),
                    (true, false) => ExprKind::PreDec(a),
                    (false, true) => ExprKind::PostInc(a),
                    (false, false) => ExprKind::PostDec(a),
                }
            }
            "conditional_expression" => {
                if f("consequence").is_none() {
                    let c = self.boxed(f("condition"), n);
                    let e = self.boxed(f("alternative"), n);
                    return Expr::new(ExprKind::CondOmitted(c, e), span);
                }
                let c = self.boxed(f("condition"), n);
                let t = self.boxed(f("consequence"), n);
                let e = self.boxed(f("alternative"), n);
                ExprKind::Cond(c, t, e)
            }
            // tree-sitter nests `a, b, c` to the right; the comma groups
            // left to right, `(a, b), c`, which a user `operator,` sees
            // (Eigen's `m << 1, 2, 3`).
            "comma_expression" => {
                let mut operands = vec![f("left")];
                let mut rest = f("right");
                while let Some(r) = rest.filter(|r| r.kind() == "comma_expression") {
                    operands.push(r.field("left"));
                    rest = r.field("right");
                }
                operands.push(rest);
                let mut it = operands.into_iter();
                let first = it.next().flatten();
                let mut acc = self.boxed(first, n);
                for o in it {
                    let r = self.boxed(o, n);
                    let at = acc.span.to(r.span);
                    acc = Box::new(Expr::new(ExprKind::Comma(acc, r), at));
                }
                return Expr { span, ..*acc };
            }
            "call_expression" => return self.call(n),
            "subscript_expression" => {
                let base = self.boxed(f("argument"), n);
                let idx = f("indices")
                    .map(named_kids)
                    .unwrap_or_default()
                    .into_iter()
                    .next();
                let idx = match idx {
                    Some(i) if i.kind() != "initializer_list" => self.expr(i),
                    _ => self.unsupported_expr(n, "this subscript form"),
                };
                let end = idx.span;
                postfix_of_member_pointer(*base, end, |b| ExprKind::Index(b, Box::new(idx)))
            }
            "field_expression" => self.member_access(n),
            "cast_expression" => {
                if let Some(e) = self.lower_spine(n) {
                    return e;
                }
                let ty = match f("type") {
                    Some(t) => self.type_descriptor(t),
                    None => self.unsupported_type(n, "syntax error"),
                };
                let v = self.boxed(f("value"), n);
                ExprKind::Cast(CastStyle::C, Box::new(ty), v)
            }
            "sizeof_expression" => self.sizeof_kind(n),
            "alignof_expression" => match f("type") {
                Some(t) => ExprKind::AlignofType(Box::new(self.type_descriptor(t))),
                None => match f("value").and_then(|v| self.respelled_type_operand(v)) {
                    Some(t) => ExprKind::AlignofType(Box::new(t)),
                    None => ExprKind::Unsupported("alignof of an expression".into()),
                },
            },
            "initializer_list" => return self.init_list_expr(n, None),
            "compound_literal_expression" => {
                // `D d = {}`: a default argument, not a compound literal.
                if let (Some(t), Some(v)) = (f("type"), f("value")) {
                    if super::errors::is_braced_default_argument(t) || self.is_braced_list_marker(t)
                    {
                        return self.init_list_expr_with_span(v, None, span);
                    }
                }
                let ty = match f("type") {
                    Some(t) if t.kind() == "type_descriptor" => self.type_descriptor(t),
                    Some(t) => self.type_spec_node(t),
                    None => self.unsupported_type(n, "syntax error"),
                };
                return match f("value") {
                    Some(v) => self.init_list_expr_with_span(v, Some(ty), span),
                    None => self.unsupported_expr(n, "syntax error"),
                };
            }
            "lambda_expression" => return self.lambda(n),
            "new_expression" => return self.new_expr(n),
            "delete_expression" => {
                let array = kids(n).iter().any(|k| k.kind() == "[");
                match named_kids(n).last() {
                    Some(e) => ExprKind::Delete {
                        array,
                        operand: Box::new(self.expr(*e)),
                    },
                    None => return self.unsupported_expr(n, "syntax error"),
                }
            }
            "parameter_pack_expansion" => match f("pattern") {
                Some(p) => ExprKind::PackExpansion(Box::new(self.expr(p))),
                None => ExprKind::Unsupported("this pack expansion".into()),
            },
            "fold_expression" => return self.fold(n),
            "requires_expression" | "requires_clause" => ExprKind::Unsupported("templates".into()),
            "user_defined_literal" => return self.user_defined_literal(n),
            "co_await_expression" => ExprKind::Unsupported("coroutines".into()),
            "gnu_asm_expression" => ExprKind::Unsupported("inline asm in an expression".into()),
            "offsetof_expression" => match (f("type"), f("member")) {
                (Some(t), Some(m)) => {
                    let member = Expr::new(ExprKind::Name(vec![self.ident(m)]), self.span(m));
                    ExprKind::OffsetOf(Box::new(self.type_descriptor(t)), Box::new(member))
                }
                _ => ExprKind::Unsupported("offsetof".into()),
            },
            "generic_expression" => ExprKind::Unsupported("_Generic".into()),
            "throw_expression" | "throw_statement" => return self.throw(n),
            "ERROR" => ExprKind::Unsupported("syntax error".into()),
            other => ExprKind::Unsupported(format!("expression '{other}'")),
        };
        prefix_over_assignment(Expr::new(kind, span))
    }

    /// `a = b`, `a op= b` (a braced right operand is an initializer list).
    fn assignment(&mut self, n: Node) -> ExprKind {
        let f = |name: &str| n.field(name);
        let op_text = f("operator").map(|o| self.text(o)).unwrap_or("");
        match compound_assign_op(op_text) {
            Some(op) => {
                let l = self.boxed(f("left"), n);
                let r = match f("right") {
                    Some(r) if r.kind() == "initializer_list" => {
                        Box::new(self.init_list_expr(r, None))
                    }
                    r => self.boxed(r, n),
                };
                ExprKind::Assign(op, l, r)
            }
            None => ExprKind::Unsupported(format!("operator '{op_text}'")),
        }
    }

    /// `a.m`, `p->m`, `a.~T`, `a.template f<…>`, `a.N::m`.
    fn member_access(&mut self, n: Node) -> ExprKind {
        let f = |name: &str| n.field(name);
        let base = self.boxed(f("argument"), n);
        let arrow = f("operator").map(|o| self.text(o)) == Some("->");
        // `obj.*pm`, and `ptr->*pm` (spelled ` .*` for tree-sitter by
        // `gnu_keywords`; the preprocessed text still says `->*`).
        if let Some(o) = f("operator").filter(|o| self.text(*o) == ".*") {
            let arrow = o.start_byte() > 0
                && self
                    .pp
                    .text
                    .get(o.start_byte() - 1..)
                    .is_some_and(|s| s.starts_with("->*"));
            let member = match f("field") {
                Some(fld) => {
                    let span = self.span(fld);
                    crate::ast::Expr::new(ExprKind::Name(vec![self.ident(fld)]), span)
                }
                None => crate::ast::Expr::new(
                    ExprKind::Unsupported("this pointer-to-member access".into()),
                    self.span(n),
                ),
            };
            return ExprKind::MemberPointerAccess {
                base,
                member: Box::new(member),
                arrow,
            };
        }
        match f("field") {
            Some(fld) if fld.kind() == "field_identifier" || fld.kind() == "identifier" => {
                let name = self.ident(fld);
                let end = name.span;
                postfix_of_member_pointer(*base, end, |base| ExprKind::Member { base, name, arrow })
            }
            Some(fld) if fld.kind() == "destructor_name" => {
                // `obj.~T()`: the destructor is named `~T`.
                let span = self.span(fld);
                let text: String = self.text(fld).split_whitespace().collect();
                ExprKind::Member {
                    base,
                    name: crate::ast::Ident::new(text, span),
                    arrow,
                }
            }
            Some(fld) if matches!(fld.kind(), "template_method" | "dependent_name") => {
                ExprKind::Member {
                    base,
                    name: self.name_part(fld),
                    arrow,
                }
            }
            Some(fld) if fld.kind() == "qualified_identifier" => {
                let mut path = self.qualified_name(fld);
                match path.pop() {
                    Some(name) if !path.is_empty() => ExprKind::QualifiedMember {
                        base,
                        member: Box::new(crate::ast::QualifiedName {
                            qualifier: path,
                            name,
                        }),
                        arrow,
                    },
                    _ => ExprKind::Unsupported("this member access form".into()),
                }
            }
            _ => ExprKind::Unsupported("this member access form".into()),
        }
    }

    /// `sizeof(T)`, `sizeof expr`, `sizeof...(pack)` (a parenthesised name
    /// tree-sitter took for a type may be an expression).
    fn sizeof_kind(&mut self, n: Node) -> ExprKind {
        let f = |name: &str| n.field(name);
        if kids(n).iter().any(|k| k.kind() == "...") {
            match f("value") {
                Some(v) => ExprKind::SizeofPack(self.ident(v)),
                None => ExprKind::Unsupported("this sizeof... form".into()),
            }
        } else if let Some(t) = f("type") {
            match self.misread_sizeof_cast(n, t) {
                Some(e) => ExprKind::SizeofExpr(Box::new(e)),
                None => ExprKind::SizeofType(Box::new(self.type_descriptor(t))),
            }
        } else if let Some(t) = f("value").and_then(|v| self.respelled_type_operand(v)) {
            ExprKind::SizeofType(Box::new(t))
        } else if let Some(v) = f("value") {
            ExprKind::SizeofExpr(Box::new(self.expr(v)))
        } else {
            ExprKind::Unsupported("sizeof...".into())
        }
    }

    fn number(&mut self, n: Node) -> ExprKind {
        let span = self.span(n);
        let text = self.text(n);
        // tree-sitter-c's number_literal may carry the sign (`-1`): in C++
        // that is unary minus applied to the literal `1`.
        if let Some(rest) = text.strip_prefix(['-', '+']) {
            let op = if text.starts_with('-') {
                crate::ast::UnaryOp::Neg
            } else {
                crate::ast::UnaryOp::Plus
            };
            let inner_span = crate::source::Span {
                start: span.start + 1,
                ..span
            };
            let lit = self.unsigned_number(rest, inner_span);
            return ExprKind::Unary(op, Box::new(crate::ast::Expr::new(lit, inner_span)));
        }
        self.unsigned_number(text, span)
    }

    /// A literal without sign; errors are placed at `span`.
    fn unsigned_number(&mut self, text: &str, span: crate::source::Span) -> ExprKind {
        match literal::parse_number(text) {
            Ok(r) => {
                if let Some(w) = r.warning {
                    self.diags.warning(span, w);
                }
                r.kind
            }
            Err(m) => {
                self.error(span, m);
                ExprKind::IntLit {
                    value: 0,
                    suffix: Default::default(),
                    decimal: true,
                }
            }
        }
    }

    /// The bytes of a string literal or of adjacent ones concatenated.
    pub(crate) fn string_bytes(&mut self, n: Node) -> Vec<u8> {
        let parts = if n.kind() == "concatenated_string" {
            named_kids(n)
        } else {
            vec![n]
        };
        let mut out = Vec::new();
        for p in parts {
            match p.kind() {
                "string_literal" | "raw_string_literal" => {
                    match literal::parse_string(self.text(p)) {
                        Ok(b) => out.extend(b),
                        Err(m) => {
                            let s = self.span(p);
                            self.error(s, m);
                        }
                    }
                }
                _ => {
                    // A macro-like identifier between strings (PRIx64 …).
                    let s = self.span(p);
                    self.error(s, "expected a string literal");
                }
            }
        }
        out
    }

    /// `a::b::c` → its parts (`Vec<T>::f` keeps the arguments on `Vec`;
    /// `typename`/`template` disambiguators are dropped).
    pub(crate) fn qualified_name(&mut self, n: Node) -> Vec<crate::ast::Ident> {
        let mut parts = Vec::new();
        // `::x`: qualified from the global namespace (an empty first part).
        if n.field("scope").is_none() && n.child(0).is_some_and(|c| c.kind() == "::") {
            parts.push(crate::ast::Ident::new("", self.span(n)));
        }
        let mut cur = n;
        loop {
            if let Some(scope) = cur.field("scope") {
                parts.push(self.name_part(scope));
            }
            let Some(mut name) = cur.field("name") else {
                return parts;
            };
            // `F::template call` (a template template argument): the
            // field starts at the `template` keyword.
            if name.kind() == "template" {
                match name.next_named_sibling() {
                    Some(next) => name = next,
                    None => return parts,
                }
            }
            match name.kind() {
                "qualified_identifier" => cur = name,
                _ => {
                    parts.push(self.name_part(name));
                    return parts;
                }
            }
        }
    }

    /// One part of a qualified name.
    fn name_part(&mut self, n: Node) -> crate::ast::Ident {
        match n.kind() {
            "template_type" | "template_function" | "template_method" => self.template_id(n),
            "dependent_name" => match named_kids(n).into_iter().next() {
                Some(k) => self.name_part(k),
                None => self.ident(n),
            },
            "decltype" => {
                let mut id = self.ident(n);
                id.decltype = Some(Box::new(self.type_spec_node(n)));
                id
            }
            _ => self.ident(n),
        }
    }

    pub(crate) fn initializer(&mut self, n: Node) -> Initializer {
        match n.kind() {
            "initializer_list" => {
                if !self.enter(n) {
                    return Initializer::Expr(self.unsupported_expr(n, "nesting too deep"));
                }
                let items = named_kids(n)
                    .into_iter()
                    .map(|k| self.initializer(k))
                    .collect();
                self.leave();
                Initializer::List(items, self.span(n))
            }
            "initializer_pair" => {
                let mut steps = Vec::new();
                for d in field_kids(n, "designator") {
                    match d.kind() {
                        "field_designator" => match named_kids(d).into_iter().next() {
                            Some(id) => steps.push(Designator::Field(self.ident(id))),
                            None => {
                                return Initializer::Expr(self.unsupported_expr(d, "syntax error"))
                            }
                        },
                        // GNU `x: v`
                        "field_identifier" => steps.push(Designator::Field(self.ident(d))),
                        "subscript_designator" => match named_kids(d).into_iter().next() {
                            Some(e) => steps.push(Designator::Index(self.expr(e))),
                            None => {
                                return Initializer::Expr(self.unsupported_expr(d, "syntax error"))
                            }
                        },
                        _ => {
                            return Initializer::Expr(
                                self.unsupported_expr(d, "array range designators ('[a ... b]')"),
                            )
                        }
                    }
                }
                let value = match n.field("value") {
                    Some(v) => self.initializer(v),
                    None => return Initializer::Expr(self.unsupported_expr(n, "syntax error")),
                };
                Initializer::Designated(steps, Box::new(value), self.span(n))
            }
            _ => Initializer::Expr(self.expr(n)),
        }
    }

    fn init_list_expr(&mut self, n: Node, ty: Option<TypeExpr>) -> Expr {
        let span = self.span(n);
        self.init_list_expr_with_span(n, ty, span)
    }

    fn init_list_expr_with_span(
        &mut self,
        n: Node,
        ty: Option<TypeExpr>,
        span: crate::source::Span,
    ) -> Expr {
        match self.initializer(n) {
            Initializer::List(items, _) => {
                Expr::new(ExprKind::InitList(ty.map(Box::new), items), span)
            }
            Initializer::Expr(e) => e,
            Initializer::Ctor(..) | Initializer::Designated(..) => {
                self.unsupported_expr(n, "syntax error")
            }
        }
    }

    /// The expressions of an `argument_list`.
    /// `new T…`: the type, the array count, the initialiser and the
    /// placement arguments.
    fn new_expr(&mut self, n: Node) -> Expr {
        let span = self.span(n);
        let Some(t) = n.field("type") else {
            return self.unsupported_expr(n, "syntax error");
        };
        let mut ty = Box::new(self.type_spec_node(t));
        // `new T*[n]`: the `*`s the text rewrite blanked (`new_pointer`).
        for _ in 0..super::new_pointer::stars_after(&self.pp.text, self.src, t.end_byte()) {
            let span = ty.span;
            ty = Box::new(TypeExpr {
                kind: TypeExprKind::Pointer(ty),
                quals: Default::default(),
                span,
            });
        }
        let count = match n.field("declarator") {
            Some(d) => {
                let Some(l) = d.field("length") else {
                    return self.unsupported_expr(d, "syntax error");
                };
                // `new T[n][B][C]`: `n` objects of type `T[B][C]` (the
                // inner bounds are constants, [expr.new]p6).
                let mut inner = Vec::new();
                let mut at = named_kids(d)
                    .into_iter()
                    .find(|k| k.kind() == "new_declarator");
                while let Some(k) = at {
                    match k.field("length") {
                        Some(b) => inner.push(self.expr(b)),
                        None => return self.unsupported_expr(k, "syntax error"),
                    }
                    at = named_kids(k)
                        .into_iter()
                        .find(|k| k.kind() == "new_declarator");
                }
                for b in inner.into_iter().rev() {
                    let span = ty.span;
                    ty = Box::new(TypeExpr {
                        kind: TypeExprKind::Array(ty, Some(Box::new(b))),
                        quals: Default::default(),
                        span,
                    });
                }
                Some(Box::new(self.expr(l)))
            }
            None => None,
        };
        let init = n.field("arguments").map(|a| Box::new(self.var_init(a)));
        let placement = n.field("placement").map(|p| self.args(p));
        Expr::new(
            ExprKind::New {
                ty,
                count,
                init,
                placement,
            },
            span,
        )
    }

    pub(crate) fn args(&mut self, n: Node) -> Vec<Expr> {
        named_kids(n)
            .into_iter()
            .map(|a| {
                if a.kind() == "initializer_list" {
                    self.init_list_expr(a, None)
                } else {
                    whole_argument_expanded(self.expr(a))
                }
            })
            .collect()
    }

    fn call(&mut self, n: Node) -> Expr {
        let span = self.span(n);
        let (Some(func), Some(args_node)) = (n.field("function"), n.field("arguments")) else {
            return self.unsupported_expr(n, "syntax error");
        };
        // `unsigned(x)`: tree-sitter reads the keyword as an identifier.
        let keyword_type = match (func.kind(), self.text(func)) {
            ("identifier", "unsigned") => Some(BuiltinType::UInt),
            ("identifier", "signed") => Some(BuiltinType::Int),
            ("identifier", "long") => Some(BuiltinType::Long),
            ("identifier", "short") => Some(BuiltinType::Short),
            ("identifier", "__int128") => Some(BuiltinType::Int128),
            _ => None,
        };
        if func.kind() == "identifier" && self.text(func) == "__builtin_offsetof" {
            return self.builtin_offsetof(n, args_node);
        }
        if func.kind() == "identifier" && self.text(func) == "__builtin_va_arg" {
            return super::va_arg::lower(self, n, args_node);
        }
        if func.kind() == "identifier" && self.text(func) == "noexcept" {
            if let [operand] = named_kids(args_node).as_slice() {
                let e = self.expr(*operand);
                return Expr::new(ExprKind::Noexcept(Box::new(e)), self.span(n));
            }
        }
        if func.kind() == "identifier" {
            if let Some(t) = crate::ast::TypeTrait::from_name(self.text(func)) {
                return self.type_trait_call(t, n, args_node);
            }
        }
        let respelled = match func.kind() {
            "template_function" => self.respelled_decltype(func),
            _ => None,
        };
        match func.kind() {
            "primitive_type" | "sized_type_specifier" | "identifier" | "template_function"
                if keyword_type.is_some()
                    || respelled.is_some()
                    || !matches!(func.kind(), "identifier" | "template_function") =>
            {
                let ty = match respelled.or_else(|| {
                    keyword_type.map(|b| TypeExpr {
                        kind: TypeExprKind::Builtin(b),
                        quals: Default::default(),
                        span: self.span(func),
                    })
                }) {
                    Some(t) => t,
                    None => self.type_spec_node(func),
                };
                let mut args = self.args(args_node);
                let kind = match args.len() {
                    0 => ExprKind::InitList(Some(Box::new(ty)), Vec::new()),
                    1 => ExprKind::Cast(
                        CastStyle::Functional,
                        Box::new(ty),
                        Box::new(args.remove(0)),
                    ),
                    _ => ExprKind::Unsupported("functional cast with several arguments".into()),
                };
                return Expr::new(kind, span);
            }
            "template_function"
                if matches!(
                    func.field("name").map(|x| self.text(x)),
                    Some("static_cast" | "reinterpret_cast" | "const_cast" | "dynamic_cast")
                ) =>
            {
                let name = func.field("name").map(|x| self.text(x)).unwrap_or("");
                let style = match name {
                    "static_cast" => CastStyle::Static,
                    "reinterpret_cast" => CastStyle::Reinterpret,
                    "const_cast" => CastStyle::Const,
                    _ => CastStyle::Dynamic,
                };
                let targ = func.field("arguments").map(named_kids).unwrap_or_default();
                let ty = match targ.as_slice() {
                    [t] if t.kind() == "type_descriptor" => self.type_descriptor(*t),
                    [t] => self.type_spec_node(*t),
                    _ => self.unsupported_type(func, "syntax error"),
                };
                let mut args = self.args(args_node);
                if args.len() != 1 {
                    return self.unsupported_expr(n, "syntax error");
                }
                return Expr::new(
                    ExprKind::Cast(style, Box::new(ty), Box::new(args.remove(0))),
                    span,
                );
            }
            _ => {}
        }
        // `obj.operator->()`: tree-sitter leaves `.operator->` as an
        // ERROR between the object and the arguments.
        if let Some(err) = super::errors::misread_operator_member(n) {
            let parts = kids(err);
            let (dot, name_node) = (parts[0], parts[parts.len() - 1]);
            let base = Box::new(self.expr(func));
            let name = crate::ast::Ident::new(
                super::lower_declarator::operator_spelling(self.text(name_node)),
                self.span(name_node),
            );
            let arrow = self.text(dot) == "->";
            // `obj.B::operator=(b)`: the class path before the name.
            let qualifier: Vec<crate::ast::Ident> = parts[1..parts.len() - 1]
                .iter()
                .step_by(2)
                .map(|p| self.ident(*p))
                .collect();
            let kind = if qualifier.is_empty() {
                ExprKind::Member { base, name, arrow }
            } else {
                ExprKind::QualifiedMember {
                    base,
                    member: Box::new(crate::ast::QualifiedName { qualifier, name }),
                    arrow,
                }
            };
            let callee = Expr::new(kind, self.span(func).to(self.span(err)));
            let args = self.args(args_node);
            return Expr::new(ExprKind::Call(Box::new(callee), args), span);
        }
        // `obj.operator int()`: a conversion function called by name.
        // tree-sitter reads `obj.operator` with an ERROR for the keyword
        // and the type's first word as the member; the type is the bytes
        // between the keyword and the arguments, named as the declaration
        // names the function (`operator int`).
        if let Some((base, err, arrow)) = self.misread_conversion_member(func) {
            // (The preprocessed text: `operator_call` joins the words of
            // `operator unsigned int` with `_` for tree-sitter.)
            let ty_text = self
                .pp
                .text
                .get(err.end_byte()..args_node.start_byte())
                .unwrap_or("");
            let words: Vec<&str> = ty_text.split_whitespace().collect();
            // A type of words (`unsigned int`, `T`, `ns::T`):
            // `static_cast<T>(obj)`, which calls the conversion function
            // to exactly `T` (its type, not its spelling, names it:
            // `operator T()` of a template, a typedef's name).
            let ty = match words.as_slice() {
                [] => None,
                _ => self.type_from_words(&words.join(" "), self.span(err)),
            };
            if let (Some(ty), true) = (ty, named_kids(args_node).is_empty()) {
                let mut obj = self.expr(base);
                if arrow {
                    let at = obj.span;
                    obj = Expr::new(
                        ExprKind::Unary(crate::ast::UnaryOp::Deref, Box::new(obj)),
                        at,
                    );
                }
                return Expr::new(
                    ExprKind::Cast(CastStyle::Static, Box::new(ty), Box::new(obj)),
                    span,
                );
            }
            if !words.is_empty() {
                let base = self.expr(base);
                let at = self.span(err).to(self.span(func));
                let name = crate::ast::Ident::new(format!("operator {}", words.join(" ")), at);
                let callee = Expr::new(
                    ExprKind::Member {
                        base: Box::new(base),
                        name,
                        arrow,
                    },
                    self.span(func),
                );
                let args = self.args(args_node);
                return Expr::new(ExprKind::Call(Box::new(callee), args), span);
            }
        }
        // `operator()(a, b)` / `operator[](i)`: an operator function
        // named in a call (Thrust's `uniform_int_distribution` calls its
        // own `operator()` so). tree-sitter-cpp reads `operator` as an
        // identifier, called with no arguments or subscripted with no
        // index, and that called again.
        if let Some(op) = self.misread_operator_name(func) {
            let callee = Expr::new(
                ExprKind::Name(vec![crate::ast::Ident::new(op, self.span(func))]),
                self.span(func),
            );
            let args = self.args(args_node);
            return Expr::new(ExprKind::Call(Box::new(callee), args), span);
        }
        let callee = self.expr(func);
        let args = self.args(args_node);
        Expr::new(ExprKind::Call(Box::new(callee), args), span)
    }

    /// `obj.operator T` / `p->operator T` as the callee `func` of a call:
    /// the object, the ERROR node holding the keyword, and whether the
    /// access is `->`.
    fn misread_conversion_member<'t>(&self, func: Node<'t>) -> Option<(Node<'t>, Node<'t>, bool)> {
        if func.kind() != "field_expression" {
            return None;
        }
        let base = func.field("argument")?;
        let op = func.field("operator")?;
        let err = kids(func)
            .into_iter()
            .find(|&k| super::errors::is_misread_conversion_member(self.src, k))?;
        Some((base, err, self.text(op) == "->"))
    }

    /// `operator()` / `operator[]` as the callee `func` of a call, which
    /// tree-sitter-cpp reads as `operator` called with no arguments (or
    /// subscripted with no index).
    fn misread_operator_name(&self, func: Node) -> Option<&'static str> {
        let is_operator = |x: Option<Node>| {
            x.is_some_and(|x| x.kind() == "identifier" && self.text(x) == "operator")
        };
        let empty = |x: Option<Node>| x.is_some_and(|x| named_kids(x).is_empty());
        match func.kind() {
            "call_expression"
                if is_operator(func.field("function")) && empty(func.field("arguments")) =>
            {
                Some("operator()")
            }
            "subscript_expression"
                if is_operator(func.field("argument")) && empty(func.field("indices")) =>
            {
                Some("operator[]")
            }
            _ => None,
        }
    }

    /// `operator+(a, b)`: a binary operator function named in a call,
    /// which tree-sitter-cpp reads as `operator + (a, b)`; the call, with
    /// the parenthesised list's items as arguments.
    fn misread_operator_call(&mut self, n: Node) -> Option<Expr> {
        let (l, op, r) = (n.field("left")?, n.field("operator")?, n.field("right")?);
        if l.kind() != "identifier" || self.text(l) != "operator" {
            return None;
        }
        if r.kind() != "parenthesized_expression" {
            return None;
        }
        let name = format!("operator{}", self.text(op));
        let callee = Expr::new(
            ExprKind::Name(vec![crate::ast::Ident::new(
                &name,
                self.span(l).to(self.span(op)),
            )]),
            self.span(l).to(self.span(op)),
        );
        // The list's items: a comma expression's operands, in order.
        let mut items = Vec::new();
        let mut stack: Vec<Node> = named_kids(r);
        stack.reverse();
        while let Some(e) = stack.pop() {
            if e.kind() == "comma_expression" {
                stack.extend(e.field("right"));
                stack.extend(e.field("left"));
            } else {
                items.push(e);
            }
        }
        let args = items.into_iter().map(|a| self.expr(a)).collect();
        Some(Expr::new(
            ExprKind::Call(Box::new(callee), args),
            self.span(n),
        ))
    }

    /// `kernel<<<cfg>>>(args)` as `kernel_launch_parts` reads it, or as
    /// `launch_config` wrote it (`kernel<<(cfg)>>(args)`, the preprocessed
    /// text still saying `<<<`): callee, configuration expressions, and
    /// the arguments node.
    pub(super) fn launch_parts<'t>(
        &self,
        n: Node<'t>,
    ) -> Option<(Node<'t>, Vec<Node<'t>>, Node<'t>)> {
        if let Some((callee, cfg, args)) = kernel_launch_parts(n) {
            return Some((callee, named_kids(cfg), args));
        }
        if n.kind() != "binary_expression" || n.field("operator")?.kind() != ">>" {
            return None;
        }
        let left = n.field("left")?;
        let shift = left.field("operator").filter(|o| o.kind() == "<<")?;
        let cfg = left
            .field("right")
            .filter(|c| c.kind() == "parenthesized_expression")?;
        let launch = self.pp.text.get(shift.start_byte()..)?.starts_with("<<<");
        if left.kind() != "binary_expression" || !launch {
            return None;
        }
        let mut config = Vec::new();
        let mut stack: Vec<Node> = named_kids(cfg);
        stack.reverse();
        while let Some(e) = stack.pop() {
            match (e.kind(), e.field("left"), e.field("right")) {
                ("comma_expression", Some(l), Some(r)) => {
                    stack.push(r);
                    stack.push(l);
                }
                _ => config.push(e),
            }
        }
        Some((left.field("left")?, config, n.field("right")?))
    }

    fn kernel_launch(&mut self, n: Node, callee: Node, cfg: Vec<Node>, args: Node) -> Expr {
        let span = self.span(n);
        let callee = self.expr(callee);
        let mut config = Vec::new();
        for c in cfg {
            // Config arguments that look like types (`grid`) are names.
            let c = if c.kind() == "type_descriptor" {
                match c.field("type") {
                    Some(t) if c.named_child_count() == 1 => t,
                    _ => c,
                }
            } else {
                c
            };
            config.push(self.expr(c));
        }
        // The argument list is a parenthesised (comma) expression, or `()`.
        let mut arg_exprs = Vec::new();
        if args.kind() == "parenthesized_expression" {
            // `k<<<g, b>>>()` parses as `( <missing identifier> )`.
            let mut stack: Vec<Node> = named_kids(args)
                .into_iter()
                .filter(|k| !k.is_missing())
                .collect();
            // Flatten a comma expression left-to-right, iteratively.
            let mut flat = Vec::new();
            while let Some(e) = stack.pop() {
                if e.kind() == "comma_expression" {
                    if let Some(r) = e.field("right") {
                        stack.push(r);
                    }
                    if let Some(l) = e.field("left") {
                        stack.push(l);
                    }
                } else {
                    flat.push(e);
                }
            }
            for e in flat {
                arg_exprs.push(self.expr(e));
            }
        } else if !kids(args).iter().all(|k| matches!(k.kind(), "(" | ")")) {
            arg_exprs.push(self.expr(args));
        }
        self.launches_lowered += 1;
        Expr::new(
            ExprKind::KernelLaunch {
                callee: Box::new(callee),
                config,
                args: arg_exprs,
            },
            span,
        )
    }

    pub(crate) fn unsupported_type(&self, n: Node, what: &str) -> TypeExpr {
        TypeExpr {
            kind: TypeExprKind::Unsupported(what.to_string()),
            quals: Default::default(),
            span: self.span(n),
        }
    }
}

impl Lower<'_> {
    /// `12_km`, `1.5h`, `"abc"_s`, `'c'_x`: a call of the literal operator
    /// `operator""_km` with the literal as C++ cooks it ([lex.ext]): an
    /// integer as `unsigned long long`, a floating literal as `long
    /// double`, a string as its array and length, a character as itself.
    fn user_defined_literal(&mut self, n: Node) -> Expr {
        let span = self.span(n);
        let kids = named_kids(n);
        let (Some(lit), Some(suffix)) = (
            kids.iter().find(|k| k.kind() != "literal_suffix"),
            kids.iter().find(|k| k.kind() == "literal_suffix"),
        ) else {
            return self.unsupported_expr(n, "this user-defined literal");
        };
        let name = format!("operator\"\"{}", self.text(*suffix));
        let callee = Expr::new(
            ExprKind::Name(vec![ast_ident(&name, self.span(*suffix))]),
            span,
        );
        let value = self.expr(*lit);
        let lit_span = value.span;
        let cooked = |b: BuiltinType, v: Expr| {
            let te = TypeExpr {
                kind: TypeExprKind::Builtin(b),
                quals: Default::default(),
                span: lit_span,
            };
            Expr::new(
                ExprKind::Cast(CastStyle::Static, Box::new(te), Box::new(v)),
                lit_span,
            )
        };
        let args = match &value.kind {
            ExprKind::IntLit { .. } => vec![cooked(BuiltinType::ULongLong, value)],
            ExprKind::FloatLit { .. } => vec![cooked(BuiltinType::LongDouble, value)],
            ExprKind::StringLit(bytes) => {
                let len = bytes.len() as u64;
                let n = Expr::new(
                    ExprKind::IntLit {
                        value: len.into(),
                        suffix: Default::default(),
                        decimal: true,
                    },
                    lit_span,
                );
                vec![value, n]
            }
            _ => vec![value],
        };
        Expr::new(ExprKind::Call(Box::new(callee), args), span)
    }
}

/// tree-sitter-cpp takes C's lvalues only as an assignment's left operand
/// (names, `*p`, `a[i]`, `s.m`, calls), so it reads `--c = v`,
/// `(float &)i = v` and `++*p = v` as the prefix operator applied to an
/// assignment, `--(c = v)`: a wrong program, silently. A prefix operator
/// binds tighter than `=` ([expr.unary], [expr.cast]), so the assignment
/// is rebuilt around it, `(--c) = v`; an assignment written in
/// parentheses stays the operand.
fn prefix_over_assignment(e: Expr) -> Expr {
    let Expr { kind, span, parens } = e;
    type Rebuild = Box<dyn FnOnce(Box<Expr>) -> ExprKind>;
    let (inner, rebuild): (Box<Expr>, Rebuild) = match kind {
        ExprKind::Unary(op, a) => (a, Box::new(move |x| ExprKind::Unary(op, x))),
        ExprKind::PreInc(a) => (a, Box::new(ExprKind::PreInc)),
        ExprKind::PreDec(a) => (a, Box::new(ExprKind::PreDec)),
        ExprKind::Cast(style, t, a) => (a, Box::new(move |x| ExprKind::Cast(style, t, x))),
        kind => return Expr { kind, span, parens },
    };
    let (op, l, r) = match *inner {
        Expr {
            kind: ExprKind::Assign(op, l, r),
            parens: false,
            ..
        } => (op, l, r),
        inner => {
            return Expr {
                kind: rebuild(Box::new(inner)),
                span,
                parens,
            }
        }
    };
    let l_span = if l.span.file == span.file && l.span.expansion == span.expansion {
        crate::source::Span {
            end: l.span.end,
            ..span
        }
    } else {
        span
    };
    Expr {
        kind: ExprKind::Assign(op, Box::new(Expr::new(rebuild(l), l_span)), r),
        span,
        parens,
    }
}

/// Postfix operator `make` applied to `base`, which ends at `end`: when
/// `base` is an unparenthesised `p.*m` / `p->*m`, applied to `m` instead.
/// A subscript or member access binds tighter than `.*` (`p.*ms[i]` is
/// `p.*(ms[i])`, `p.*a.m` is `p.*(a.m)`); tree-sitter reads them the
/// other way round.
fn postfix_of_member_pointer(
    base: Expr,
    end: crate::source::Span,
    make: impl FnOnce(Box<Expr>) -> ExprKind,
) -> ExprKind {
    match base {
        Expr {
            kind:
                ExprKind::MemberPointerAccess {
                    base: object,
                    member,
                    arrow,
                },
            parens: false,
            ..
        } => {
            let at = member.span.to(end);
            let member = Expr::new(make(member), at);
            ExprKind::MemberPointerAccess {
                base: object,
                member: Box::new(member),
                arrow,
            }
        }
        base => make(Box::new(base)),
    }
}

/// A call argument `a = b...` (moderngpu's `swallow(get<I>(data)[i] =
/// get<I>(value)...)`): the `...` expands the whole argument
/// ([temp.variadic]p5: the pattern is the initializer-clause), where
/// tree-sitter expands only the last operand. Returned as `(a = b)...`;
/// other arguments as they are.
fn whole_argument_expanded(mut e: Expr) -> Expr {
    /// Replaces the expansion ending `e`'s right spine by its pattern.
    fn take_last_expansion(e: &mut Expr) -> bool {
        let r = match &mut e.kind {
            ExprKind::Assign(_, _, r) | ExprKind::Binary(_, _, r) | ExprKind::Cond(_, _, r) => r,
            _ => return false,
        };
        if let ExprKind::PackExpansion(p) = &mut r.kind {
            let span = p.span;
            let pattern = std::mem::replace(&mut **p, Expr::new(ExprKind::BoolLit(false), span));
            **r = pattern;
            return true;
        }
        take_last_expansion(r)
    }
    if !take_last_expansion(&mut e) {
        return e;
    }
    let span = e.span;
    Expr::new(ExprKind::PackExpansion(Box::new(e)), span)
}
