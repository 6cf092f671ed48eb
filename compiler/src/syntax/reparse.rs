//! Second readings of spans tree-sitter misreads in ways no name lookup
//! can repair, by parsing the same bytes again in a context (or with a
//! no-op edit) that has only the right reading. The parser reads only the
//! span (tree-sitter's included ranges) of the original text, so every
//! byte offset — and so every span and diagnostic — is unchanged.
//!
//! - `sizeof(static_cast<T>((e)))` is read as the size of a type (a
//!   template `static_cast<T>` taking a function declarator): a cast
//!   keyword never names a type, so the operand is parsed as an
//!   expression (`sizeof` overwritten by `int a=`).
//! - `static __device__ float (f)(float x)`, a function whose name is in
//!   parentheses (`(max)`, to keep a `max` macro from expanding; csmith's
//!   `FUNC_NAME(x)`) after a storage class and an attribute, is read as an
//!   implicit-int function named `float` taking a `f` and returning a
//!   function — ill-formed C++ whatever the names are. Parentheses around
//!   a declarator's name mean nothing, so they are blanked and the
//!   definition read again.
//! - `long long : 8;`, an unnamed bit-field whose type is two or more
//!   size modifiers, is read as the type and an ERROR: the type and the
//!   `:` are overwritten by `int a=` (padded) and the width read as that
//!   declaration's initialiser (`errors::is_misread_unnamed_bitfield`).
//! - `(f((a & b))) & c`, read as a cast to a function type, is a call
//!   (`lower_spine`, `paren_names::function_cast_type`).
//! - `(a = b, c)`: in parentheses tree-sitter-cpp commits to its
//!   `( assignment )` rule and cannot read a comma after an assignment
//!   (`c = (a = 3, b = 4, a + b)`, the pre-C++17 fold `{(s += v[Is],
//!   0)...}`). The parenthesised bytes are read again as the arguments of
//!   a call (`int a=f(…);`, the 7 bytes before the `(` overwritten), and
//!   lowering joins them with the comma operator.
//! - `decltype(a, b)`: tree-sitter reads no comma expression as the
//!   operand, and `decltype(e){}` is spelled `__cudadt<e>{}` for it
//!   (`decltype_expr`), whose arguments are no template arguments. Either
//!   operand is parsed again as the initialiser of `int a = (…);` (the
//!   keyword, 8 bytes, overwritten by `int a = `).
//! - `unsigned n(__popc(b &= m));`, `int *p(&v);`, `T t(short(x), 3);`:
//!   a block-scope variable with constructor arguments that tree-sitter
//!   reads as a function declaration (its "parameters" an abstract
//!   declarator with a default, or an ERROR). C++ reads a declaration only
//!   where every parameter can be one ([stmt.ambig]); where one cannot (a
//!   syntax error there, or a "type" the unit declares only as a value),
//!   the parenthesised bytes are read again as a call's arguments, as for
//!   `(a = b, c)`, and become the variable's constructor arguments
//!   (`Lower::misread_ctor_args`).

use super::FieldExt;
use super::{kids, Lower};
use tree_sitter::{Node, Tree};

/// Parse `src` reading only the bytes of `keep` (and those `edits` write
/// before it), after `edits` (offset, replacement bytes) and with `suffix`
/// appended. Everything else is outside the parser's included ranges: it
/// is neither lexed (a reparse costs the span, not the file — a file can
/// hold many) nor part of the tree, and every offset stays the original's.
pub(crate) fn padded_parse(
    src: &str,
    keep: std::ops::Range<usize>,
    edits: &[(usize, &[u8])],
    suffix: &[u8],
) -> Option<Tree> {
    let mut text: Vec<u8> = src.as_bytes().to_vec();
    let mut from = keep.start;
    for (at, bytes) in edits {
        text.get_mut(*at..at + bytes.len())?.copy_from_slice(bytes);
        from = from.min(*at);
    }
    let end = keep.end.min(src.len());
    let len = text.len();
    // (Bytes, not a `str`: an edit may land inside a character outside
    // the span, which the parser never reads.)
    text.extend_from_slice(suffix);
    // Rows and columns are not used from these trees (spans are byte
    // offsets); any points ordered as the bytes are will do, and counting
    // lines would cost the file again.
    let point = |at: usize| tree_sitter::Point::new(0, at);
    let range = |a: usize, b: usize| tree_sitter::Range {
        start_byte: a,
        end_byte: b,
        start_point: point(a),
        end_point: point(b),
    };
    let mut ranges = vec![range(from, end)];
    if !suffix.is_empty() {
        ranges.push(range(len, len + suffix.len()));
    }
    let mut parser = tree_sitter::Parser::new();
    parser
        .set_language(&tree_sitter_cpp::LANGUAGE.into())
        .ok()?;
    parser.set_included_ranges(&ranges).ok()?;
    let tree = parser.parse(&text, None)?;
    (!tree.root_node().has_error()).then_some(tree)
}

/// The first node of `kind` starting at byte `at` in `tree`.
pub(crate) fn node_at<'t>(tree: &'t Tree, at: usize, kind: &str) -> Option<Node<'t>> {
    let mut n = tree.root_node().descendant_for_byte_range(at, at)?;
    loop {
        if n.kind() == kind && n.start_byte() == at {
            return Some(n);
        }
        n = n.parent()?;
    }
}

/// The outermost node of kind `kind` covering exactly `start..end`
/// (`a[i][j]`, not its `a[i]`).
pub(crate) fn node_spanning<'t>(
    tree: &'t Tree,
    start: usize,
    end: usize,
    kind: &str,
) -> Option<Node<'t>> {
    let mut n = tree.root_node().descendant_for_byte_range(start, start)?;
    let mut found = None;
    loop {
        if n.start_byte() != start {
            break;
        }
        if n.kind() == kind && n.end_byte() == end {
            found = Some(n);
        }
        match n.parent() {
            Some(p) => n = p,
            None => break,
        }
    }
    found
}

/// The tree of parenthesised expression `n` read again as a call's
/// arguments (see the module doc), when that reading has no error.
pub(crate) fn paren_comma_tree(src: &str, n: Node) -> Option<Tree> {
    let open = n.start_byte();
    let close = n.end_byte().checked_sub(1)?;
    if open < 7 || src.as_bytes().get(close) != Some(&b')') || !n.has_error() {
        return None;
    }
    let tree = padded_parse(src, open..close + 1, &[(open - 7, b"int a=f")], b";")?;
    let call = node_at(&tree, open - 1, "call_expression")?;
    (call.end_byte() == close + 1).then_some(tree)
}

/// The parameter list `params` of a block-scope declaration's function
/// declarator read again as a call's arguments (module doc), when that
/// reading has no error.
pub(crate) fn ctor_args_tree(src: &str, params: Node) -> Option<Tree> {
    let open = params.start_byte();
    let close = params.end_byte().checked_sub(1)?;
    if open < 7 || src.as_bytes().get(close) != Some(&b')') || !in_block_declaration(params) {
        return None;
    }
    let tree = padded_parse(src, open..close + 1, &[(open - 7, b"int a=f")], b";")?;
    let call = node_at(&tree, open - 1, "call_expression")?;
    (call.end_byte() == close + 1).then_some(tree)
}

/// Whether `params` is the parameter list of a declarator naming the
/// entity a declaration in a block declares (`T v(…)`, `T *v(…)`), not a
/// parameter's or a member's.
fn in_block_declaration(params: Node) -> bool {
    let Some(f) = params
        .parent()
        .filter(|f| f.kind() == "function_declarator")
    else {
        return false;
    };
    if f.field("declarator")
        .is_none_or(|d| d.kind() != "identifier")
    {
        return false;
    }
    let mut n = f;
    loop {
        let Some(p) = n.parent() else {
            return false;
        };
        match p.kind() {
            "pointer_declarator" | "reference_declarator" => n = p,
            "declaration" => {
                return p.parent().is_some_and(|b| b.kind() == "compound_statement");
            }
            _ => return false,
        }
    }
}

/// The parameter list of the function declarator that declares `name`
/// in declaration `decl` (through pointer and reference declarators).
pub(crate) fn declarator_params<'t>(src: &str, decl: Node<'t>, name: &str) -> Option<Node<'t>> {
    for d in super::field_kids(decl, "declarator") {
        let mut d = d;
        while matches!(d.kind(), "pointer_declarator" | "reference_declarator") {
            match d.field("declarator") {
                Some(x) => d = x,
                None => break,
            }
        }
        if d.kind() != "function_declarator" {
            continue;
        }
        let named = d
            .field("declarator")
            .is_some_and(|i| i.kind() == "identifier" && src.get(i.byte_range()) == Some(name));
        if named {
            return d.field("parameters");
        }
    }
    None
}

impl Lower<'_> {
    /// The constructor arguments of block-scope declaration `decl`
    /// (declaring `f`), when tree-sitter misread a variable as a function
    /// declaration (module doc): its parameter list has a syntax error, or
    /// a parameter's "type" is a name the unit declares only as a value.
    pub(crate) fn misread_ctor_args(
        &mut self,
        decl: Node,
        f: &crate::ast::FunctionDef,
    ) -> Option<Vec<crate::ast::Expr>> {
        let params = declarator_params(self.src, decl, &f.name.name)?;
        if !params.has_error() {
            self.ensure_declared();
            let d = self.declared()?;
            let heads = f.param_type_heads();
            if heads.is_empty() || !heads.iter().any(|h| d.only_value(&h.name)) {
                return None;
            }
        }
        let tree = ctor_args_tree(self.src, params)?;
        let call = node_at(&tree, params.start_byte() - 1, "call_expression")?;
        let args = super::named_kids(call.field("arguments")?);
        Some(args.into_iter().map(|a| self.expr(a)).collect())
    }

    /// Parenthesised expression `n` as the comma expression it is, when
    /// tree-sitter misread an assignment before a comma in it (module doc).
    pub(crate) fn misread_paren_comma(&mut self, n: Node) -> Option<crate::ast::Expr> {
        let tree = paren_comma_tree(self.src, n)?;
        let call = node_at(&tree, n.start_byte() - 1, "call_expression")?;
        let args = super::named_kids(call.field("arguments")?);
        let mut parts: Vec<crate::ast::Expr> = args.into_iter().map(|a| self.expr(a)).collect();
        let mut e = parts.pop()?;
        while let Some(l) = parts.pop() {
            let span = l.span.to(e.span);
            e = crate::ast::Expr::new(crate::ast::ExprKind::Comma(Box::new(l), Box::new(e)), span);
        }
        e.span = self.span(n);
        e.parens = true;
        Some(e)
    }

    /// The operand between bytes `open` and `close` (its brackets) of the
    /// `decltype` or `__cudadt` written at `kw`, read as one expression
    /// (see the module doc); `None` if it is none.
    pub(crate) fn decltype_operand(
        &mut self,
        kw: usize,
        open: usize,
        close: usize,
    ) -> Option<crate::ast::Expr> {
        if open != kw + 8 || close <= open {
            return None;
        }
        let edits: [(usize, &[u8]); 3] = [(kw, b"int a = "), (open, b"("), (close, b")")];
        let tree = padded_parse(self.src, open..close + 1, &edits, b";")?;
        let value = node_at(&tree, open, "parenthesized_expression")?;
        if value.end_byte() != close + 1 {
            return None;
        }
        let inner = super::named_kids(value).into_iter().next()?;
        Some(self.expr(inner))
    }

    /// Whether `n`'s name is the respelled `decltype` (`decltype_expr`).
    pub(crate) fn respelled_decltype_name(&self, n: Node) -> bool {
        n.field("name")
            .is_some_and(|name| self.src.get(name.byte_range()) == Some(super::decltype_expr::NAME))
    }

    /// `sizeof(decltype(a, b))`'s operand, which tree-sitter reads as an
    /// expression once respelled: the type, for a `template_function`
    /// named `__cudadt` alone in parentheses.
    pub(crate) fn respelled_type_operand(&mut self, v: Node) -> Option<crate::ast::TypeExpr> {
        let inner = match v.kind() {
            "parenthesized_expression" => super::named_kids(v).into_iter().next()?,
            _ => return None,
        };
        if inner.kind() != "template_function" || !self.respelled_decltype_name(inner) {
            return None;
        }
        self.respelled_decltype(inner)
    }

    /// The type of `__cudadt<…>` node `n` (a `template_type` or
    /// `template_function`), the respelled `decltype(…)` of an explicit
    /// type conversion (`decltype_expr`), or `None` for any other node.
    pub(crate) fn respelled_decltype(&mut self, n: Node) -> Option<crate::ast::TypeExpr> {
        let name = n.field("name")?;
        if self.src.get(name.byte_range()) != Some(super::decltype_expr::NAME) {
            return None;
        }
        let args = n.field("arguments")?;
        let (open, close) = (args.start_byte(), args.end_byte().checked_sub(1)?);
        let span = self.span(n);
        let kind = match self.decltype_operand(name.start_byte(), open, close) {
            Some(e) => crate::ast::TypeExprKind::Decltype(Box::new(e)),
            None => crate::ast::TypeExprKind::Unsupported("this operand of 'decltype'".into()),
        };
        Some(crate::ast::TypeExpr {
            kind,
            quals: Default::default(),
            span,
        })
    }

    /// The operand of `sizeof` node `n` (type field `t`) as the cast
    /// expression it is, when tree-sitter read it as a type.
    pub(crate) fn misread_sizeof_cast(&mut self, n: Node, t: Node) -> Option<crate::ast::Expr> {
        let ty = t.field("type")?;
        if ty.kind() != "template_type" {
            return None;
        }
        let name = ty.field("name")?;
        let name = self.src.get(name.byte_range())?;
        if !matches!(
            name,
            "static_cast" | "dynamic_cast" | "reinterpret_cast" | "const_cast"
        ) {
            return None;
        }
        let (start, end) = (n.start_byte(), n.end_byte());
        let open = kids(n).into_iter().find(|k| k.kind() == "(")?.start_byte();
        if self.src.get(start..start + 6) != Some("sizeof") {
            return None;
        }
        let tree = padded_parse(self.src, open..end, &[(start, b"int a=")], b";")?;
        let value = node_at(&tree, open, "parenthesized_expression")?;
        if value.end_byte() != end {
            return None;
        }
        Some(self.expr(value))
    }

    /// The width of unnamed bit-field `f` (a `field_declaration`) whose
    /// `:` tree-sitter read as ERROR node `err` (see the module doc).
    pub(crate) fn misread_bitfield_width(
        &mut self,
        f: Node,
        err: Node,
    ) -> Option<crate::ast::Expr> {
        let ty = f.field("type")?;
        let colon = super::errors::first_leaf(err);
        let (start, end) = (ty.start_byte(), f.end_byte());
        let mut edit = b"int a=".to_vec();
        let len = colon.end_byte().checked_sub(start)?;
        if len < edit.len() {
            return None;
        }
        edit.resize(len, b' ');
        let tree = padded_parse(self.src, start..end, &[(start, &edit)], b"")?;
        let decl = node_at(&tree, start, "declaration")?;
        let init = decl.field("declarator")?;
        let value = init.field("value")?;
        (decl.end_byte() == end && init.kind() == "init_declarator").then(|| self.expr(value))
    }

    /// Function definition `n` read again with the parentheses around its
    /// name blanked, when tree-sitter read the return type as the name of
    /// an implicit-int function (see the module doc).
    pub(crate) fn misread_paren_named_function(&mut self, n: Node) -> Option<crate::ast::Item> {
        if n.field("type").is_some() {
            return None;
        }
        let outer = n.field("declarator")?;
        if outer.kind() != "function_declarator" {
            return None;
        }
        let inner = outer.field("declarator")?;
        if inner.kind() != "function_declarator" {
            return None;
        }
        let ty = inner.field("declarator")?;
        if ty.kind() != "identifier" {
            return None;
        }
        // (Tree-sitter's reading — a function returning a function — is
        // ill-formed C++ whatever the names are, so no name is looked up:
        // the second reading is the only one.)
        let params = inner.field("parameters")?;
        let p = match crate::syntax::named_kids(params).as_slice() {
            [p] if p.kind() == "parameter_declaration" => *p,
            _ => return None,
        };
        if p.field("declarator").is_some() || p.field("type")?.kind() != "type_identifier" {
            return None;
        }
        let (open, close) = (params.start_byte(), params.end_byte() - 1);
        let tree = padded_parse(
            self.src,
            n.start_byte()..n.end_byte(),
            &[(open, b" "), (close, b" ")],
            b"",
        )?;
        let def = node_at(&tree, n.start_byte(), "function_definition")?;
        def.field("type")?;
        Some(self.function_def(def))
    }
}
