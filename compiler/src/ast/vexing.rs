//! The most vexing parse, read back: `T v(a, b);` is grammatically a
//! function declaration whose "parameter types" are the arguments.
//! C++ makes it a variable with constructor arguments when they are
//! expressions. The syntax stage turns back what can only be an
//! expression (a lone name, a call, an element, a keyword literal); sema
//! turns back `unsigned v(a * b);` (a pointer "parameter" `b` to "type"
//! `a`) once it knows `a` names a value.

use super::*;

impl FunctionDef {
    /// The constructor arguments a declaration without a body stands for
    /// if it is a mis-parsed variable (`None`: a genuine function
    /// declaration, or arguments of forms not recovered). `products`:
    /// `a * b` read as a pointer parameter is an argument too (the caller
    /// knows `a` is a value).
    pub fn as_ctor_args(&self, products: bool) -> Option<Vec<Expr>> {
        if self.params.is_empty() || self.variadic || !self.scope.is_empty() {
            return None;
        }
        self.params
            .iter()
            .map(|p| param_as_expr(p, products))
            .collect()
    }

    /// The names that start the "parameter types" of a declaration
    /// without a body (`a` of `v(a * b)`, `x` of `v(x)`): what decides
    /// whether it is a mis-parsed variable.
    pub fn param_type_heads(&self) -> Vec<&Ident> {
        self.params
            .iter()
            .filter_map(|p| {
                // `v(a * b)`: a pointer to `a`; `v(f(x &= y))`: a function
                // returning `f`.
                let t = match &p.ty.kind {
                    TypeExprKind::Pointer(inner) => inner,
                    TypeExprKind::Function { ret, .. } => ret,
                    _ => &p.ty,
                };
                match &t.kind {
                    TypeExprKind::Named(path) => path.first(),
                    _ => None,
                }
            })
            .collect()
    }

    /// This declaration as the variable it is when mis-parsed, with
    /// constructor arguments `args`.
    pub fn as_variable(&self, args: Vec<Expr>) -> VarDecl {
        VarDecl {
            init: Some(Initializer::Ctor(args, self.span)),
            name: self.name.clone(),
            ty: self.ret.clone(),
            storage: self.storage,
            attrs: self.attrs.clone(),
            constexpr: self.constexpr,
            extern_c: false,
            span: self.span,
            bindings: Vec::new(),
        }
    }
}

/// The arguments a mis-parsed `T v(a, b);` stands for: each "parameter"
/// must be a lone name (read as a type name by the grammar); `None` for a
/// genuine declaration (or arguments of other forms, not recovered yet).
/// `a[i][j]` misread as the type "array of i arrays of j `a`s": the
/// element expression.
fn type_as_index(t: &TypeExpr) -> Option<Expr> {
    // The outermost array is the first subscript.
    let mut dims = Vec::new();
    let mut cur = t;
    while let TypeExprKind::Array(elem, len) = &cur.kind {
        dims.push(len.as_deref()?.clone());
        if elem.quals != Quals::default() {
            return None;
        }
        cur = elem;
    }
    let TypeExprKind::Named(path) = &cur.kind else {
        return None;
    };
    let mut e = Expr::new(ExprKind::Name(path.clone()), cur.span);
    for d in dims {
        let span = e.span.to(d.span);
        e = Expr::new(ExprKind::Index(Box::new(e), Box::new(d)), span);
    }
    Some(e)
}

/// A "parameter" of a misparsed `V v(x, g(y), a[i]);` as the argument it
/// is: a name, a call whose "parameters" are arguments in turn
/// (tree-sitter reads `g(y)` as an abstract function declarator returning
/// `g`), or an element (`a[i]`, read as an array of `a`s).
fn param_as_expr(p: &Param, products: bool) -> Option<Expr> {
    if p.ty.quals != Quals::default() || p.default.is_some() {
        return None;
    }
    // `Pair p(ts...);`: a pack expansion read as an unnamed parameter pack
    // of type `ts`.
    if p.pack {
        return match (&p.ty.kind, &p.name) {
            (TypeExprKind::Named(path), None) => {
                let name = Expr::new(ExprKind::Name(path.clone()), p.ty.span);
                Some(Expr::new(ExprKind::PackExpansion(Box::new(name)), p.span))
            }
            _ => None,
        };
    }
    match (&p.ty.kind, &p.name) {
        (TypeExprKind::Named(path), None) => {
            // `V v(keys, nullptr);`: the keyword literals were read as
            // type names of "parameters".
            let kind = match &path[..] {
                [id] if id.args.is_none() => match id.name.as_str() {
                    "nullptr" => ExprKind::Nullptr,
                    "true" => ExprKind::BoolLit(true),
                    "false" => ExprKind::BoolLit(false),
                    "this" => ExprKind::This,
                    _ => ExprKind::Name(path.clone()),
                },
                _ => ExprKind::Name(path.clone()),
            };
            Some(Expr::new(kind, p.span))
        }
        (TypeExprKind::Array(..), None) => type_as_index(&p.ty),
        (
            TypeExprKind::Function {
                ret,
                params,
                variadic: false,
                ..
            },
            None,
        ) => {
            let TypeExprKind::Named(path) = &ret.kind else {
                return None;
            };
            if ret.quals != Quals::default() {
                return None;
            }
            let args = params
                .iter()
                .map(|p| param_as_expr(p, false))
                .collect::<Option<Vec<_>>>()?;
            // `It v(reinterpret_cast<T*>(u));` (CUB's AgentReduce): a
            // named cast read as a template's "call".
            if let ([id], [arg]) = (&path[..], &args[..]) {
                let style = match id.name.as_str() {
                    "static_cast" => Some(CastStyle::Static),
                    "reinterpret_cast" => Some(CastStyle::Reinterpret),
                    "const_cast" => Some(CastStyle::Const),
                    "dynamic_cast" => Some(CastStyle::Dynamic),
                    _ => None,
                };
                if let (Some(style), Some([TemplateArg::Type(to)])) = (style, id.args.as_deref()) {
                    let cast = ExprKind::Cast(style, Box::new(to.clone()), Box::new(arg.clone()));
                    return Some(Expr::new(cast, p.span));
                }
            }
            let callee = Expr::new(ExprKind::Name(path.clone()), ret.span);
            Some(Expr::new(ExprKind::Call(Box::new(callee), args), p.span))
        }
        // `T v(a * b);` read as a pointer parameter `b` to type `a`:
        // only where `a` is known to name a value (sema's call).
        (TypeExprKind::Pointer(inner), Some(name))
            if products && p.ty.quals == Quals::default() =>
        {
            let TypeExprKind::Named(path) = &inner.kind else {
                return None;
            };
            if inner.quals != Quals::default() {
                return None;
            }
            let lhs = Expr::new(ExprKind::Name(path.clone()), inner.span);
            let rhs = Expr::new(ExprKind::Name(vec![name.clone()]), name.span);
            Some(Expr::new(
                ExprKind::Binary(BinaryOp::Mul, Box::new(lhs), Box::new(rhs)),
                p.span,
            ))
        }
        _ => None,
    }
}
