//! Items and declarations: declaration specifiers, attributes, functions
//! (host bodies lowered for sema's lenient reading), namespaces, `extern
//! "C"`, typedefs, `static_assert`. Declarators are in `lower_declarator.rs`,
//! records and enums in `lower_record.rs`.
//!
//! tree-sitter's conversion-function misread: after two or more declaration
//! specifiers (`__host__ __device__ operator float()`) tree-sitter-cpp reads
//! a function named `float` returning a type named `operator`;
//! `misread_conversion` spots that shape and lowers it as the conversion
//! function it is.

use super::lower_expr::primitive_builtin;
use super::FieldExt;
use super::{field_kids, kids, named_kids, Lower};
use crate::ast::*;
use crate::source::Span;
use tree_sitter::Node;

/// What one declaration specifier sequence says.
pub(crate) struct Specs {
    pub base: TypeExpr,
    /// No type specifier: a constructor, destructor or conversion
    /// function (`base` is then `void`).
    pub no_type: bool,
    pub explicit: bool,
    pub is_virtual: bool,
    pub storage: StorageClass,
    pub inline: bool,
    pub constexpr: bool,
    /// `mutable` (a data member's).
    pub mutable: bool,
    pub attrs: Attributes,
}

/// One lowered declarator of a declaration (moved once into an item).
#[allow(clippy::large_enum_variant)]
pub(crate) enum DeclOut {
    Var(VarDecl),
    Func(FunctionDef),
    Record(RecordDef),
    Enum(EnumDef),
    Unsupported(String, Span),
}

/// A function definition is host-only when none of its attributes is
/// `global` or `device` and it is not `constexpr`. Its body is lowered
/// for sema's lenient reading (which finds the kernels it launches) with
/// the lowering's own diagnostics dropped; one with syntax errors is not
/// lowered at all (`Body::Skipped`), as a misparse could change what a
/// launch passes.
impl Lower<'_> {
    /// A `__shared__` local in a host function's body is a CUDA error
    /// (nvcc and clang report it): noted by its attribute, for sema to
    /// report (`cuda::check_host_shared`). In a body that
    /// is not lowered (`launches`), kernel launches are noted by name, so
    /// sema can say which ones it could not analyse.
    pub(crate) fn check_host_body(&mut self, body: Node, launches: bool) {
        let mut stack = vec![body];
        let mut noted = Vec::new();
        while let Some(n) = stack.pop() {
            let launch = if launches { self.launch_parts(n) } else { None };
            if let Some((callee, _, _)) = launch {
                noted.push(callee.end_byte());
                self.note_host_launch(callee);
            }
            if n.kind() == "attribute_specifier" {
                let t = self.src.get(n.byte_range()).unwrap_or("");
                if attr_names_in(t).iter().any(|a| a == "shared") {
                    let span = self.span(n);
                    self.host_shared_locals.push(span);
                }
                continue;
            }
            // Lambdas and local classes inside may be device code.
            if matches!(
                n.kind(),
                "lambda_expression" | "class_specifier" | "struct_specifier"
            ) {
                continue;
            }
            stack.extend(kids(n).into_iter().rev());
        }
        if launches {
            self.note_misparsed_launches(body, &noted);
        }
    }

    /// The launches of a body with syntax errors that the errors broke
    /// (no `<<<`…`>>>` shape left in the tree): each `<<<` of its text
    /// after a name not yet noted, noted by that name, so that a launch
    /// is never dropped unseen.
    fn note_misparsed_launches(&mut self, body: Node, noted: &[usize]) {
        let range = body.byte_range();
        let Some(text) = self.pp.text.get(range.clone()) else {
            return;
        };
        let mut from = 0;
        while let Some(pos) = text[from..].find("<<<") {
            let at = range.start + from + pos;
            from += pos + 3;
            let end = self.pp.text[..at].trim_end().len();
            if end == 0 || noted.contains(&end) {
                continue;
            }
            // The largest name ending there.
            let is_name = |n: &Node| {
                let kinds = ["template_function", "qualified_identifier", "identifier"];
                kinds.contains(&n.kind()) && n.end_byte() == end
            };
            let mut at = body.descendant_for_byte_range(end - 1, end);
            let mut callee = None;
            while let Some(n) = at.filter(|n| n.end_byte() == end) {
                if is_name(&n) {
                    callee = Some(n);
                }
                at = n.parent();
            }
            if let Some(callee) = callee {
                self.note_host_launch(callee);
            }
        }
    }
}

impl Lower<'_> {
    /// Notes a launch of `callee` that is not lowered, for sema to say
    /// which kernels it could not analyse (`cuda::check_host_launches`).
    fn note_host_launch(&mut self, callee: Node) {
        let span = self.span(callee);
        // The callee alone is lowered: a name, maybe with template
        // arguments (which name device-visible types or constants).
        let (name, args) = match self.expr(callee).kind {
            crate::ast::ExprKind::Name(mut path) => {
                let args = path.last_mut().and_then(|i| i.args.take());
                (path, args)
            }
            _ => (Vec::new(), None),
        };
        if name.last().is_some_and(|i| !i.name.is_empty()) {
            self.host_launches
                .push(crate::ast::HostLaunch { name, args, span });
        }
    }
}

pub(crate) fn is_host_function(src: &str, n: Node) -> bool {
    let mut device = false;
    for k in kids(n) {
        // A constexpr function is host and device (sema's
        // `cuda::exec_space`).
        if k.kind() == "type_qualifier" && src.get(k.byte_range()) == Some("constexpr") {
            device = true;
        }
        if k.kind() == "attribute_specifier" {
            let t = src.get(k.byte_range()).unwrap_or("");
            for name in attr_names_in(t) {
                if name == "global" || name == "device" {
                    device = true;
                }
            }
        }
    }
    !device
}

/// The identifier-like words of an attribute specifier's text, `__x__`
/// normalised to `x` (only used for the host/device test).
pub(crate) fn attr_names_in(t: &str) -> Vec<String> {
    t.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .filter(|w| !w.is_empty())
        .map(normalize_attr)
        .collect()
}

pub(crate) fn normalize_attr(name: &str) -> String {
    let n = name
        .strip_prefix("__")
        .and_then(|x| x.strip_suffix("__"))
        .unwrap_or(name);
    n.to_string()
}

pub(crate) fn builtin_of(
    unsigned: bool,
    signed: bool,
    longs: u8,
    short: bool,
    base: &str,
) -> Option<BuiltinType> {
    use BuiltinType::*;
    Some(match base {
        "" | "int" => match (short, longs) {
            (true, 0) => {
                if unsigned {
                    UShort
                } else {
                    Short
                }
            }
            (false, 0) => {
                if unsigned {
                    UInt
                } else {
                    Int
                }
            }
            (false, 1) => {
                if unsigned {
                    ULong
                } else {
                    Long
                }
            }
            (false, 2) => {
                if unsigned {
                    ULongLong
                } else {
                    LongLong
                }
            }
            _ => return None,
        },
        "char" if !short && longs == 0 => {
            if unsigned {
                UChar
            } else if signed {
                SChar
            } else {
                Char
            }
        }
        "double" if !unsigned && !signed && !short && longs == 1 => LongDouble,
        "__int128" if !short && longs == 0 => {
            if unsigned {
                UInt128
            } else {
                Int128
            }
        }
        _ => return None,
    })
}

/// A class body: data members, other members with their access, and
/// the classes declared friends.
pub(crate) type ClassBody = (Vec<FieldDecl>, Vec<(Access, Item)>, Vec<Ident>);

impl Lower<'_> {
    pub(crate) fn ty(&self, kind: TypeExprKind, span: Span) -> TypeExpr {
        TypeExpr {
            kind,
            quals: Quals::default(),
            span,
        }
    }

    // ---------------------------------------------------------------- items

    /// The items of a `translation_unit` or `declaration_list`.
    pub(crate) fn lower_items(&mut self, n: Node) -> Vec<Item> {
        let mut out = Vec::new();
        for k in named_kids(n) {
            self.item(k, &mut out);
        }
        // Kept until sema is done: no spare capacity (an `Item` is close
        // to a kilobyte, and an `extern "C"` block often holds one).
        out.shrink_to_fit();
        out
    }

    pub(crate) fn item(&mut self, n: Node, out: &mut Vec<Item>) {
        let span = self.span(n);
        match n.kind() {
            "function_definition" => {
                out.push(self.function_def(n));
                if self.is_host_function(n) {
                    self.rescue_swallowed_functions(n, out);
                }
            }
            "declaration" => {
                let decls = self.declaration(n);
                self.push_decl_items(decls, out);
            }
            "type_definition" => {
                for t in self.type_definition(n) {
                    out.push(Item::Typedef(t));
                }
            }
            "alias_declaration" => out.push(Item::Typedef(self.alias_declaration(n))),
            "struct_specifier" | "union_specifier" | "class_specifier" | "enum_specifier" => {
                let t = self.type_spec_node(n);
                out.push(match t.kind {
                    TypeExprKind::Record(r) => Item::Record(*r),
                    TypeExprKind::Enum(e) => Item::Enum(*e),
                    TypeExprKind::Unsupported(what) => Item::Unsupported { what, span },
                    _ => Item::Unsupported {
                        what: "this declaration".into(),
                        span,
                    },
                });
            }
            "linkage_specification" => {
                let lang = n
                    .field("value")
                    .map(|v| self.text(v).trim_matches('"'))
                    .unwrap_or("");
                let saved = self.extern_c;
                self.extern_c = lang == "C";
                let mut items = Vec::new();
                if let Some(body) = n.field("body") {
                    if body.kind() == "declaration_list" {
                        items = self.lower_items(body);
                    } else {
                        self.item(body, &mut items);
                        // `extern "C" int f();` is an extern declaration.
                        for it in &mut items {
                            if let Item::Vars(vs) = it {
                                for v in vs {
                                    if v.storage == StorageClass::None {
                                        v.storage = StorageClass::Extern;
                                    }
                                }
                            }
                        }
                    }
                }
                self.extern_c = saved;
                items.shrink_to_fit();
                out.push(Item::LinkageSpec { items, span });
            }
            "namespace_definition" => {
                let inline = kids(n).iter().any(|k| k.kind() == "inline");
                // `namespace a::b {` is `namespace a { namespace b {`.
                let names = match n.field("name") {
                    Some(x) if x.kind() == "nested_namespace_specifier" => self.namespace_path(x),
                    Some(x) => vec![self.ident(x)],
                    None => Vec::new(),
                };
                let mut items = match n.field("body") {
                    Some(b) => self.lower_items(b),
                    None => Vec::new(),
                };
                if names.is_empty() {
                    out.push(Item::Namespace {
                        name: None,
                        inline,
                        items,
                        span,
                    });
                    return;
                }
                let last = names.len() - 1;
                for (i, name) in names.into_iter().enumerate().rev() {
                    items = vec![Item::Namespace {
                        name: Some(name),
                        inline: inline && i == last,
                        items,
                        span,
                    }];
                }
                out.extend(items);
            }
            "using_declaration" | "namespace_alias_definition" => match self.using(n) {
                Some(u) => out.push(Item::Using(u, span)),
                None => out.push(Item::Unsupported {
                    what: "this using declaration".into(),
                    span,
                }),
            },
            "static_assert_declaration" => {
                let (cond, message) = self.static_assert(n);
                out.push(Item::StaticAssert {
                    cond,
                    message,
                    span,
                });
            }
            "preproc_call" => {
                let dir = n.field("directive").map(|d| self.text(d)).unwrap_or("");
                if dir == "#pragma" {
                    let text = n
                        .field("argument")
                        .map(|a| self.text(a).trim().to_string())
                        .unwrap_or_default();
                    self.pragma_pack(&text, span);
                    self.pragma_host_device(&text, span);
                    out.push(Item::Pragma { text, span });
                }
            }
            "preproc_include" | "preproc_def" | "preproc_function_def" | "comment" => {}
            "preproc_if" | "preproc_ifdef" | "preproc_else" | "preproc_elif" => {
                out.push(Item::Unsupported {
                    what: "preprocessor conditionals".into(),
                    span,
                })
            }
            "template_declaration" => {
                let params = self.template_params(n.field("parameters"));
                let mut inner = Vec::new();
                for k in named_kids(n) {
                    match k.kind() {
                        "template_parameter_list" => {}
                        "requires_clause" => inner.push(Item::Unsupported {
                            what: "requires clauses".into(),
                            span: self.span(k),
                        }),
                        // `template <class E> friend R f(E);` in a class.
                        "friend_declaration" => {
                            for d in named_kids(k) {
                                let mut items = Vec::new();
                                match d.kind() {
                                    "function_definition" => items.push(self.function_def(d)),
                                    "declaration" => {
                                        let decls = self.declaration(d);
                                        self.push_decl_items(decls, &mut items);
                                    }
                                    _ => {}
                                }
                                for mut it in items {
                                    if let Item::Function(fd) = &mut it {
                                        fd.friend = true;
                                        inner.push(it);
                                    }
                                }
                            }
                        }
                        _ => self.item(k, &mut inner),
                    }
                }
                for item in inner {
                    out.push(Item::Template {
                        params: params.clone(),
                        item: Box::new(item),
                        span,
                    });
                }
            }
            "template_instantiation" => {
                let mut inner = Vec::new();
                let class = n
                    .field("declarator")
                    .is_some_and(super::errors::is_class_instantiation);
                if class {
                    let t = n.field("type").map(|t| self.type_spec_node(t));
                    if let Some(TypeExpr {
                        kind: TypeExprKind::Record(r),
                        ..
                    }) = t
                    {
                        inner.push(Item::Record(*r));
                    }
                } else {
                    let decls = self.declaration(n);
                    self.push_decl_items(decls, &mut inner);
                }
                // `extern template …`: `extern_template` blanked the
                // `extern`, which the preprocessed text still has.
                let before = self.pp.text.get(..n.start_byte()).unwrap_or("").trim_end();
                let is_extern = before.ends_with("extern")
                    && !before[..before.len() - 6]
                        .ends_with(|c: char| c.is_alphanumeric() || c == '_');
                for item in inner {
                    out.push(Item::Instantiation {
                        item: Box::new(item),
                        span,
                        is_extern,
                    });
                }
            }
            "concept_definition" => out.push(Item::Unsupported {
                what: "concepts".into(),
                span,
            }),
            // Syntax errors were reported by the error walk.
            "ERROR" | "expression_statement" => {}
            other => out.push(Item::Unsupported {
                what: format!("'{other}' at namespace scope"),
                span,
            }),
        }
    }

    /// The identifiers of a `nested_namespace_specifier` (`a::b::c`).
    pub(crate) fn namespace_path(&self, n: Node) -> Vec<Ident> {
        let mut out = Vec::new();
        let mut stack = vec![n];
        while let Some(x) = stack.pop() {
            if x.kind() == "namespace_identifier" || x.kind() == "identifier" {
                out.push(self.ident(x));
            } else {
                stack.extend(named_kids(x).into_iter().rev());
            }
        }
        out
    }

    /// `using namespace a;`, `using a::f;`, `namespace x = a::b;`
    /// (`None` for `using enum`, which is not supported yet).
    pub(crate) fn using(&mut self, n: Node) -> Option<Using> {
        if n.kind() == "namespace_alias_definition" {
            let name = self.ident(n.field("name")?);
            let target = named_kids(n).into_iter().nth(1)?;
            let path = if target.kind() == "nested_namespace_specifier" {
                let mut p = self.namespace_path(target);
                if self.text(target).trim_start().starts_with("::") {
                    p.insert(0, ast_ident("", self.span(target)));
                }
                p
            } else {
                vec![self.ident(target)]
            };
            return Some(Using::Alias(name, path));
        }
        let words: Vec<&str> = kids(n).iter().map(|k| k.kind()).collect();
        let target = named_kids(n)
            .into_iter()
            .find(|k| matches!(k.kind(), "identifier" | "qualified_identifier"))?;
        let path = if target.kind() == "qualified_identifier" {
            self.qualified_name(target)
        } else {
            vec![self.ident(target)]
        };
        // `using Ts::f...;`: the `...` that `gnu_keywords` blanked.
        let pack = self
            .pp
            .text
            .get(target.end_byte()..n.end_byte())
            .is_some_and(|rest| rest.trim_start().starts_with("..."));
        if words.contains(&"enum") {
            None
        } else if words.contains(&"namespace") {
            Some(Using::Directive(path))
        } else if pack {
            Some(Using::PackDeclaration(path))
        } else {
            Some(Using::Declaration(path))
        }
    }

    pub(crate) fn push_decl_items(&mut self, decls: Vec<DeclOut>, out: &mut Vec<Item>) {
        let mut vars = Vec::new();
        for d in decls {
            let item = match d {
                DeclOut::Var(v) => {
                    vars.push(v);
                    continue;
                }
                DeclOut::Func(f) => Item::Function(f),
                DeclOut::Record(r) => Item::Record(r),
                DeclOut::Enum(e) => Item::Enum(e),
                DeclOut::Unsupported(what, span) => Item::Unsupported { what, span },
            };
            if !vars.is_empty() {
                out.push(Item::Vars(std::mem::take(&mut vars)));
            }
            out.push(item);
        }
        if !vars.is_empty() {
            out.push(Item::Vars(vars));
        }
    }

    pub(crate) fn static_assert(&mut self, n: Node) -> (Expr, Option<String>) {
        let cond = match n.field("condition") {
            Some(c) => self.expr(c),
            None => self.unsupported_expr(n, "syntax error"),
        };
        let message = n
            .field("message")
            .map(|m| String::from_utf8_lossy(&self.string_bytes(m)).into_owned());
        (cond, message)
    }

    // ------------------------------------------------------------ functions

    /// Error recovery can put the device functions that follow a broken
    /// host function inside the host body; lower them as items.
    pub(crate) fn rescue_swallowed_functions(&mut self, host: Node, out: &mut Vec<Item>) {
        let Some(body) = host.field("body") else {
            return;
        };
        if !body.has_error() {
            return;
        }
        let mut stack = vec![body];
        let mut found = Vec::new();
        while let Some(n) = stack.pop() {
            for c in kids(n).into_iter().rev() {
                if c.kind() == "function_definition"
                    && matches!(n.kind(), "compound_statement" | "ERROR")
                    && !self.is_host_function(c)
                {
                    found.push(c);
                } else if c.has_error() || c.kind() == "compound_statement" || c.kind() == "ERROR" {
                    stack.push(c);
                }
            }
        }
        found.sort_by_key(|n| n.start_byte());
        for f in found {
            out.push(self.function_def(f));
        }
    }

    /// `template <class U> __host__ __device__ operator ns::tup<U>() const`:
    /// after attributes in a template, tree-sitter reads `operator` as the
    /// return type and the target type as the function's name (Thrust's
    /// `tuple_of_iterator_references`). The target type and its spelling.
    fn conversion_after_attributes(&mut self, n: Node, d: Node) -> Option<(TypeExpr, String)> {
        let t = n.field("type")?;
        if t.kind() != "type_identifier"
            || self.text(t) != "operator"
            || d.kind() != "function_declarator"
        {
            return None;
        }
        let target = d.field("declarator")?;
        let path = match target.kind() {
            "qualified_identifier" => self.qualified_name(target),
            // In a class: `__host__ __device__ operator complex<double>()`
            // (CuTe's `GaussComplex`).
            "template_function" | "template_method" => vec![self.template_id(target)],
            "identifier" => vec![self.ident(target)],
            _ => return None,
        };
        let spelled = self.text(target).to_string();
        Some((TypeExpr::named(path, self.span(target)), spelled))
    }

    pub(crate) fn function_def(&mut self, n: Node) -> Item {
        if let Some(item) = self.misread_paren_named_function(n) {
            return item;
        }
        let span = self.span(n);
        if kids(n).iter().any(|k| k.kind() == "try_statement") {
            return Item::Unsupported {
                what: "exceptions".into(),
                span,
            };
        }
        let mut specs = self.specs(n);
        let Some(d) = n.field("declarator") else {
            return Item::Unsupported {
                what: "syntax error".into(),
                span,
            };
        };
        let conversion = self.conversion_after_attributes(n, d);
        if let Some((target, _)) = &conversion {
            specs.base = target.clone();
            specs.no_type = true;
        }
        let (mut name, ty) = self.declarator(specs.base.clone(), Some(d));
        if let Some((_, spelled)) = conversion {
            // (The target's qualifier is no scope of the function's.)
            self.decl_qualifier = None;
            name = Ok(Some(ast_ident(
                &format!("operator {spelled}"),
                self.span(d),
            )));
        }
        let name = match name {
            Ok(Some(name)) => name,
            Err(what) => return Item::Unsupported { what, span },
            Ok(None) => {
                return Item::Unsupported {
                    what: "this function declarator".into(),
                    span,
                }
            }
        };
        let Some(mut f) = self.function_decl(&specs, name, ty, span) else {
            return Item::Unsupported {
                what: "this function declarator".into(),
                span,
            };
        };
        for k in kids(n) {
            match k.kind() {
                "default_method_clause" => f.special = Some(SpecialDef::Default),
                "delete_method_clause" => f.special = Some(SpecialDef::Delete),
                "pure_virtual_clause" => f.special = Some(SpecialDef::Pure),
                "field_initializer_list" => f.inits = self.member_inits(k),
                _ => {}
            }
        }
        let host = self.is_host_function(n);
        let launches = self.launches_lowered;
        f.body = match n.field("body") {
            Some(b) if host && super::errors::has_syntax_error(self.src, b) => {
                self.check_host_body(b, true);
                Body::Skipped(self.span(b))
            }
            Some(b) if host => {
                self.check_host_body(b, false);
                // Whatever the lowering finds wrong in host code is not
                // ours to report; sema holds its own findings back.
                let mark = self.diags.list.len();
                let s = self.stmt_one(b);
                self.diags.list.truncate(mark);
                Body::Stmt(std::sync::Arc::new(s))
            }
            Some(b) => {
                let s = self.stmt_one(b);
                Body::Stmt(std::sync::Arc::new(s))
            }
            None => Body::None,
        };
        f.launches = self.launches_lowered > launches;
        Item::Function(f)
    }

    /// A function declaration from its specifiers and declarator; `None`
    /// when the declarator is not a function's.
    pub(crate) fn function_decl(
        &mut self,
        specs: &Specs,
        name: Ident,
        ty: TypeExpr,
        span: Span,
    ) -> Option<FunctionDef> {
        let TypeExprKind::Function {
            ret,
            params,
            variadic,
            method,
            except,
        } = ty.kind
        else {
            return None;
        };
        let scope = self.decl_qualifier.take().unwrap_or_default();
        let kind = if let Some(rest) = name.name.strip_prefix("operator ") {
            if matches!(rest, "new" | "delete" | "new[]" | "delete[]") {
                FnKind::Normal
            } else {
                FnKind::Conversion(ret.clone())
            }
        } else if name.name.starts_with('~') {
            FnKind::Destructor
        } else if specs.no_type && !names_operator(&name.name) {
            FnKind::Constructor
        } else {
            FnKind::Normal
        };
        Some(FunctionDef {
            name,
            scope,
            ret: *ret,
            params,
            variadic,
            attrs: self.forced_host_device(&specs.attrs),
            storage: specs.storage,
            inline: specs.inline,
            constexpr: specs.constexpr,
            extern_c: self.extern_c,
            kind,
            method,
            except,
            explicit: specs.explicit,
            is_virtual: specs.is_virtual,
            friend: false,
            inits: Vec::new(),
            special: None,
            body: Body::None,
            launches: false,
            span,
        })
    }

    /// `: a(x), b{y}, Base(z)`
    pub(crate) fn member_inits(&mut self, n: Node) -> Vec<MemberInit> {
        let mut out = Vec::new();
        for k in named_kids(n) {
            if k.kind() != "field_initializer" {
                continue;
            }
            let span = self.span(k);
            let mut name = Vec::new();
            let mut init = None;
            for c in named_kids(k) {
                match c.kind() {
                    "field_identifier" | "type_identifier" | "identifier" => {
                        name = vec![self.ident(c)]
                    }
                    "qualified_identifier" => {
                        name = self.qualified_name(c);
                    }
                    // `: Base<T>(x)`, a base named with its arguments.
                    "template_type" | "template_function" | "template_method" => {
                        name = vec![self.template_id(c)]
                    }
                    "argument_list" => {
                        let args = named_kids(c).into_iter().map(|a| self.expr(a)).collect();
                        init = Some(Initializer::Ctor(args, self.span(c)));
                    }
                    "initializer_list" => init = Some(self.initializer(c)),
                    _ => {}
                }
            }
            let pack = kids(k).iter().any(|c| c.kind() == "...");
            if let (false, Some(init)) = (name.is_empty(), init) {
                out.push(MemberInit {
                    name,
                    init,
                    pack,
                    span,
                });
            } else {
                self.error(
                    span,
                    "member initializers of this form are not supported yet",
                );
            }
        }
        out
    }

    // --------------------------------------------------------- declarations

    /// A `declaration` node (namespace or block scope, or a condition).
    pub(crate) fn declaration(&mut self, n: Node) -> Vec<DeclOut> {
        let span = self.span(n);
        let specs = self.specs(n);
        let decls = field_kids(n, "declarator");
        let mut out = Vec::new();
        if decls.is_empty() {
            match &specs.base.kind {
                TypeExprKind::Record(r) => out.push(DeclOut::Record((**r).clone())),
                TypeExprKind::Enum(e) => out.push(DeclOut::Enum((**e).clone())),
                TypeExprKind::Unsupported(w) => out.push(DeclOut::Unsupported(w.clone(), span)),
                _ => out.push(DeclOut::Unsupported(
                    "a declaration that declares nothing".into(),
                    span,
                )),
            }
            return out;
        }
        // Condition declarations carry the value on the declaration itself.
        let own_value = n.field("value").or_else(|| n.field("default_value"));
        for d in decls {
            let dspan = self.span(d);
            let (inner, value) = if d.kind() == "init_declarator" {
                (d.field("declarator"), d.field("value"))
            } else {
                (Some(d), own_value)
            };
            if d.kind() == "gnu_asm_expression" {
                // An asm label renames the host symbol (glibc's
                // `__REDIRECT`: `fscanf` is `__isoc99_fscanf`); device
                // code never links to it. On device code it would change
                // the name nvcc gives, which cudac does not do yet.
                if specs.attrs.device || specs.attrs.global {
                    out.push(DeclOut::Unsupported("asm labels".into(), dspan));
                }
                continue;
            }
            let (name, ty) = self.declarator(specs.base.clone(), inner);
            // A structured binding's names, taken before the initialiser
            // is lowered: a lambda there declares variables of its own
            // (CuTe's `auto [s, d, rs, rd] = fold(…, [&](…) { auto s =
            // …; })`).
            let bindings = self.decl_bindings.take();
            let name = match name {
                Ok(Some(name)) => name,
                Ok(None) => {
                    out.push(DeclOut::Unsupported("syntax error".into(), dspan));
                    continue;
                }
                Err(what) => {
                    out.push(DeclOut::Unsupported(what, dspan));
                    continue;
                }
            };
            if matches!(ty.kind, TypeExprKind::Function { .. }) {
                if let Some(mut f) = self.function_decl(&specs, name, ty, span) {
                    if value.is_some_and(super::errors::is_deleted_function_value) {
                        f.special = Some(SpecialDef::Delete);
                    }
                    // `T &T::operator=(const T &) = default;` reads as an
                    // initialiser naming `default`.
                    if value.is_some_and(|v| v.kind() == "identifier" && self.text(v) == "default")
                    {
                        f.special = Some(SpecialDef::Default);
                    }
                    out.push(DeclOut::Func(f));
                }
                // `auto [a, b](e);` read as a function: the statement
                // that reads it back as a variable takes the names.
                self.decl_bindings = bindings;
                continue;
            }
            if specs.no_type {
                out.push(DeclOut::Unsupported(
                    "a declaration without a type".into(),
                    dspan,
                ));
                continue;
            }
            let mut init = value.map(|v| self.var_init(v));
            // `auto x{e};` and `auto x(e);` deduce from `e` alone
            // ([dcl.type.auto.deduct]p2, C++17), as `auto x = e;` does;
            // `auto x = {e};` (an initializer_list) keeps its list.
            let with_equals =
                d.kind() == "init_declarator" && kids(d).into_iter().any(|k| k.kind() == "=");
            // A structured binding's `{e}` direct-initialises its hidden
            // object from `e` ([dcl.struct.bind]p1), as `(e)` does.
            if placeholder_type(&ty) && !with_equals && bindings.is_some() {
                init = match init {
                    Some(Initializer::List(items, at))
                        if matches!(items.as_slice(), [Initializer::Expr(_)]) =>
                    {
                        let args = items
                            .into_iter()
                            .filter_map(|i| match i {
                                Initializer::Expr(e) => Some(e),
                                _ => None,
                            })
                            .collect();
                        Some(Initializer::Ctor(args, at))
                    }
                    other => other,
                };
            }
            if placeholder_type(&ty) && !with_equals && bindings.is_none() {
                init = match init {
                    Some(Initializer::List(items, _))
                        if matches!(items.as_slice(), [Initializer::Expr(_)]) =>
                    {
                        items.into_iter().next()
                    }
                    Some(Initializer::Ctor(mut args, _)) if args.len() == 1 => {
                        args.pop().map(Initializer::Expr)
                    }
                    other => other,
                };
            }
            out.push(DeclOut::Var(VarDecl {
                name,
                ty,
                init,
                storage: specs.storage,
                attrs: specs.attrs.clone(),
                constexpr: specs.constexpr,
                extern_c: self.extern_c,
                span: dspan,
                bindings: bindings.unwrap_or_default(),
            }));
        }
        out
    }

    pub(crate) fn var_init(&mut self, v: Node) -> Initializer {
        match v.kind() {
            "argument_list" => {
                let args = self.args(v);
                Initializer::Ctor(args, self.span(v))
            }
            _ => self.initializer(v),
        }
    }

    pub(crate) fn type_definition(&mut self, n: Node) -> Vec<TypedefDecl> {
        let outer = self.typedef_vector.replace(Vec::new());
        let out = self.typedefs(n);
        self.typedef_vector = outer;
        out
    }

    fn typedefs(&mut self, n: Node) -> Vec<TypedefDecl> {
        let specs = self.specs(n);
        let mut out = Vec::new();
        for d in field_kids(n, "declarator") {
            // `typedef int C::*M;` as tree-sitter misreads it: the class
            // in an ERROR before `*M`.
            let misread = d.prev_named_sibling().filter(|e| {
                d.kind() == "pointer_declarator" && super::errors::is_misread_member_pointer(*e)
            });
            let (base, d) = match misread {
                Some(e) => {
                    let class = named_kids(e).into_iter().map(|k| self.ident(k)).collect();
                    let base = TypeExpr {
                        kind: TypeExprKind::MemberPointer(class, Box::new(specs.base.clone())),
                        quals: Quals::default(),
                        span: self.span(d),
                    };
                    (base, d.field("declarator").unwrap_or(d))
                }
                None => (specs.base.clone(), d),
            };
            let (name, mut ty) = self.declarator(base, Some(d));
            // `typedef int (C::*F)(int) const;`: the qualifiers tree-sitter
            // left after the declarator belong to the member function.
            if let Some(e) = d
                .next_named_sibling()
                .filter(|e| super::errors::is_misread_method_quals(*e))
            {
                if let TypeExprKind::MemberPointer(_, f) = &mut ty.kind {
                    if let TypeExprKind::Function { method, .. } = &mut f.kind {
                        let text = self.text(e).to_string();
                        method.is_const |= text.split_whitespace().any(|w| w == "const");
                        method.is_volatile |= text.split_whitespace().any(|w| w == "volatile");
                    }
                }
            }
            let name = match name {
                Ok(Some(name)) => name,
                Ok(None) | Err(_) => ast_ident("<error>", self.span(d)),
            };
            if let Some((mode, span)) = &specs.attrs.mode {
                ty = self.integer_of_mode(ty, mode, *span);
            }
            // The declarator's own attributes come after it: read now.
            let vector = self
                .typedef_vector
                .as_ref()
                .and_then(|v| v.first().cloned());
            out.push(TypedefDecl {
                name,
                ty,
                align: specs.attrs.align.clone(),
                vector,
                span: self.span(n),
            });
        }
        out
    }

    pub(crate) fn alias_declaration(&mut self, n: Node) -> TypedefDecl {
        let name = match n.field("name") {
            Some(x) => self.ident(x),
            None => ast_ident("<error>", self.span(n)),
        };
        let ty = match n.field("type") {
            Some(t) => self.type_descriptor(t),
            None => self.unsupported_type(n, "syntax error"),
        };
        let (align, vector) = self.alias_attributes(n);
        TypedefDecl {
            name,
            ty,
            align,
            vector,
            span: self.span(n),
        }
    }

    // ----------------------------------------------------------- specifiers

    /// Declaration specifiers of a declaration-like node.
    /// Whether declaration `n` was written with `word` (`friend`,
    /// `explicit`) after other specifiers, which the text tree-sitter read
    /// has blanked (`gnu_keywords`): the preprocessed text still has the
    /// word where the read text has spaces, before the declarator.
    pub(crate) fn blanked_word(&self, n: Node, word: &str) -> bool {
        let end = n
            .field("declarator")
            .map_or(n.end_byte(), |d| d.start_byte());
        let (Some(orig), Some(read)) = (
            self.pp.text.get(n.start_byte()..end),
            self.src.get(n.start_byte()..end),
        ) else {
            return false;
        };
        let ident = |c: char| c.is_alphanumeric() || c == '_';
        orig.match_indices(word).any(|(i, _)| {
            read.get(i..i + word.len())
                .is_some_and(|r| r.bytes().all(|c| c == b' '))
                && !orig[..i].ends_with(ident)
                && !orig[i + word.len()..].starts_with(ident)
        })
    }

    /// `struct P {…} __device__ p;`: tree-sitter reads an attribute after
    /// a class body as the class's, but a CUDA memory space there is the
    /// declared variable's, as nvcc reads it (gdt's `constexpr struct
    /// ZeroTy {…} __device__ zero;`).
    fn trailing_space_attributes(&mut self, t: Node, attrs: &mut Attributes) {
        if !matches!(
            t.kind(),
            "struct_specifier" | "class_specifier" | "union_specifier"
        ) {
            return;
        }
        let Some(body) = t.field("body") else {
            return;
        };
        for k in kids(t) {
            if k.start_byte() < body.end_byte() || k.kind() != "attribute_specifier" {
                continue;
            }
            let mut a = Attributes::default();
            self.attributes(k, &mut a);
            attrs.device |= a.device;
            attrs.constant |= a.constant;
            attrs.shared |= a.shared;
            attrs.managed |= a.managed;
        }
    }

    pub(crate) fn specs(&mut self, n: Node) -> Specs {
        let mut storage = StorageClass::None;
        let mut inline = false;
        let mut constexpr = false;
        let mut mutable = false;
        let mut attrs = Attributes::default();
        let mut quals = Quals::default();
        let mut base = None;
        let type_node = n.field("type");
        for k in kids(n) {
            match k.kind() {
                "storage_class_specifier" => match self.text(k) {
                    "static" => storage = StorageClass::Static,
                    "extern" => storage = StorageClass::Extern,
                    "register" => storage = StorageClass::Register,
                    "thread_local" | "_Thread_local" | "__thread" => {
                        storage = StorageClass::ThreadLocal
                    }
                    "inline" | "__inline" | "__inline__" => inline = true,
                    _ => {}
                },
                "type_qualifier" if self.text(k) == "mutable" => mutable = true,
                "type_qualifier" => self.qualifier(k, &mut quals, &mut constexpr, &mut attrs),
                "attribute_specifier" | "attribute_declaration" => self.attributes(k, &mut attrs),
                _ => {}
            }
        }
        if let Some(t) = type_node {
            self.trailing_space_attributes(t, &mut attrs);
        }
        let mut explicit = false;
        let mut is_virtual = false;
        for k in kids(n) {
            match k.kind() {
                "explicit_function_specifier" => explicit = true,
                "virtual" | "virtual_specifier" => is_virtual = true,
                _ => {}
            }
        }
        if let Some(t) = type_node {
            match misread_conversion(self, t) {
                Some(mods) => {
                    if let Some(d) = n.field("declarator") {
                        self.misread_conversion = Some((d.id(), mods));
                    }
                }
                None => base = Some(self.type_spec_node(t)),
            }
        }
        let no_type = base.is_none();
        let mut base =
            base.unwrap_or_else(|| self.ty(TypeExprKind::Builtin(BuiltinType::Void), self.span(n)));
        base.quals.merge(quals);
        // `address_space` in the specifiers qualifies the base type, as in
        // clang (`__attribute__((address_space(1))) int *p`: p points to
        // global memory). Most spellings arrive as a qualifier (see
        // `space_attr`); this is the one inside a longer attribute list.
        if let Some(s) = attrs.address_space {
            base.quals.space.get_or_insert(s);
        }
        let explicit = explicit || (no_type && self.blanked_word(n, "explicit"));
        Specs {
            base,
            no_type,
            explicit,
            is_virtual,
            storage,
            inline,
            constexpr,
            mutable,
            attrs,
        }
    }

    pub(crate) fn qualifier(
        &mut self,
        k: Node,
        q: &mut Quals,
        constexpr: &mut bool,
        attrs: &mut Attributes,
    ) {
        match self.text(k) {
            "const" => q.is_const = true,
            "volatile" => q.is_volatile = true,
            "restrict" | "__restrict__" | "__restrict" => q.is_restrict = true,
            "constexpr" | "consteval" | "constinit" => *constexpr = true,
            _ => {
                for a in named_kids(k) {
                    if let Some(n) = self.address_space_marker(a) {
                        q.space = Some((n, self.span(a)));
                        continue;
                    }
                    if a.kind() == "alignas_qualifier" {
                        let span = self.span(a);
                        attrs.all.push(("alignas".into(), span));
                        if let Some(e) = named_kids(a).first() {
                            attrs.align = Some(self.alignas_operand(*e));
                        }
                    }
                }
            }
        }
    }

    /// The operand of `alignas(…)`: `alignas(T)` is `alignas(alignof(T))`
    /// ([dcl.align]p3).
    pub(crate) fn alignas_operand(&mut self, e: Node) -> Expr {
        if e.kind() == "type_descriptor" {
            let t = self.type_descriptor(e);
            return Expr::new(ExprKind::AlignofType(Box::new(t)), self.span(e));
        }
        self.expr(e)
    }

    /// The space number of an `alignas` that `space_attr` wrote in place of
    /// `__attribute__((address_space(N)))`.
    pub(crate) fn address_space_marker(&self, a: Node) -> Option<u32> {
        if a.kind() != "alignas_qualifier" {
            return None;
        }
        let arg = named_kids(a).into_iter().next()?;
        self.text(arg)
            .strip_prefix(super::space_attr::MARKER)?
            .parse()
            .ok()
    }

    /// A type specifier node → `TypeExpr` (no declarator applied).
    pub(crate) fn type_spec_node(&mut self, t: Node) -> TypeExpr {
        let span = self.span(t);
        let kind = match t.kind() {
            "primitive_type" => match primitive_builtin(self.text(t)) {
                Some(b) => TypeExprKind::Builtin(b),
                None => TypeExprKind::Named(vec![self.ident(t)]),
            },
            "type_identifier" => match self.text(t) {
                "wchar_t" => TypeExprKind::Builtin(BuiltinType::WChar),
                "__int128" => TypeExprKind::Builtin(BuiltinType::Int128),
                _ => TypeExprKind::Named(vec![self.ident(t)]),
            },
            "sized_type_specifier" => {
                let (mut unsigned, mut signed, mut longs, mut short) = (false, false, 0u8, false);
                for k in kids(t) {
                    match k.kind() {
                        "unsigned" => unsigned = true,
                        "signed" => signed = true,
                        "long" => longs += 1,
                        "short" => short = true,
                        _ => {}
                    }
                }
                let base = t.field("type").map(|b| self.text(b)).unwrap_or("");
                match builtin_of(unsigned, signed, longs, short, base) {
                    Some(b) => TypeExprKind::Builtin(b),
                    None => TypeExprKind::Unsupported(format!("the type '{}'", self.text(t))),
                }
            }
            "qualified_identifier" => TypeExprKind::Named(self.qualified_name(t)),
            "template_type" => match self.respelled_decltype(t) {
                Some(d) => d.kind,
                None => TypeExprKind::Named(vec![self.template_id(t)]),
            },
            // `typename T::type`: the keyword only tells the parser.
            "dependent_type" => match named_kids(t).into_iter().next() {
                Some(q) if q.kind() == "qualified_identifier" => {
                    TypeExprKind::Named(self.qualified_name(q))
                }
                Some(q) if q.kind() == "template_type" => {
                    TypeExprKind::Named(vec![self.template_id(q)])
                }
                _ => TypeExprKind::Unsupported(format!("the type '{}'", self.text(t))),
            },
            "struct_specifier" | "union_specifier" | "class_specifier" => match self.record(t) {
                Ok(r) => TypeExprKind::Record(Box::new(r)),
                Err(what) => TypeExprKind::Unsupported(what),
            },
            "enum_specifier" => TypeExprKind::Enum(Box::new(self.enum_def(t))),
            "placeholder_type_specifier" => {
                if kids(t).iter().any(|k| k.kind() == "decltype") {
                    TypeExprKind::DecltypeAuto
                } else {
                    TypeExprKind::Auto
                }
            }
            "auto" => TypeExprKind::Auto,
            // `__typeof__` was spelled `decltype` for tree-sitter
            // (`gnu_keywords`); the preprocessed text still says which.
            "decltype" => match named_kids(t).first() {
                Some(e)
                    if self
                        .pp
                        .text
                        .get(t.start_byte()..)
                        .is_some_and(|s| s.starts_with("__typeof")) =>
                {
                    TypeExprKind::Typeof(Box::new(self.expr(*e)))
                }
                // `__underlying_type(T)`, spelled `decltype` too: its
                // operand is a type, which tree-sitter read as a name.
                Some(e)
                    if self
                        .pp
                        .text
                        .get(t.start_byte()..)
                        .is_some_and(|s| s.starts_with("__underlying_type")) =>
                {
                    match self.expr(*e).kind {
                        ExprKind::Name(path) => TypeExprKind::UnderlyingType(Box::new(
                            TypeExpr::named(path, self.span(*e)),
                        )),
                        _ => TypeExprKind::Unsupported(
                            "this operand of '__underlying_type' (a type other than a name)".into(),
                        ),
                    }
                }
                // `decltype(a, b)`: no comma expression for tree-sitter.
                Some(e) if e.is_error() || kids(t).iter().any(|k| k.is_error()) => {
                    let open = kids(t).into_iter().find(|k| k.kind() == "(");
                    let close = kids(t).into_iter().rfind(|k| k.kind() == ")");
                    match open.zip(close).and_then(|(o, c)| {
                        self.decltype_operand(t.start_byte(), o.start_byte(), c.start_byte())
                    }) {
                        Some(e) => TypeExprKind::Decltype(Box::new(e)),
                        None => TypeExprKind::Unsupported("syntax error".into()),
                    }
                }
                Some(e) => TypeExprKind::Decltype(Box::new(self.expr(*e))),
                None => TypeExprKind::Unsupported("syntax error".into()),
            },
            "type_descriptor" => return self.type_descriptor(t),
            "ERROR" => TypeExprKind::Unsupported("syntax error".into()),
            other => TypeExprKind::Unsupported(format!("type '{other}'")),
        };
        self.ty(kind, span)
    }

    /// `type_descriptor`: specifiers + abstract declarator (casts, sizeof).
    pub(crate) fn type_descriptor(&mut self, n: Node) -> TypeExpr {
        if n.kind() != "type_descriptor" {
            return self.type_spec_node(n);
        }
        let mut quals = Quals::default();
        let mut constexpr = false;
        let mut attrs = Attributes::default();
        for k in kids(n) {
            if k.kind() == "type_qualifier" {
                self.qualifier(k, &mut quals, &mut constexpr, &mut attrs);
            }
        }
        let mut base = match n.field("type") {
            Some(t) => self.type_spec_node(t),
            None => self.unsupported_type(n, "syntax error"),
        };
        base.quals.merge(quals);
        let (_, ty) = self.declarator(base, n.field("declarator"));
        ty
    }
}

/// Integer modifiers of a specifier sequence (`unsigned long`).
#[derive(Clone, Copy, Default)]
pub(crate) struct IntMods {
    pub(crate) unsigned: bool,
    pub(crate) signed: bool,
    pub(crate) longs: u8,
    pub(crate) short: bool,
}

impl IntMods {
    pub(crate) fn any(self) -> bool {
        self.unsigned || self.signed || self.longs > 0 || self.short
    }

    pub(crate) fn spelling(self) -> String {
        let mut words = Vec::new();
        if self.unsigned {
            words.push("unsigned");
        }
        if self.signed {
            words.push("signed");
        }
        if self.short {
            words.push("short");
        }
        words.extend(std::iter::repeat_n("long", self.longs as usize));
        words.join(" ")
    }
}

/// tree-sitter-cpp reads a conversion function after two or more
/// specifiers (`__host__ __device__ operator float()`, `__device__
/// __forceinline__ operator T()`) as a function named `float` returning a
/// type named `operator`. This spots that reading: `Some` with the integer
/// modifiers it took as part of the type (`operator unsigned int()`).
pub(crate) fn misread_conversion(l: &Lower, t: Node) -> Option<IntMods> {
    match t.kind() {
        "type_identifier" if l.text(t) == "operator" => Some(IntMods::default()),
        "sized_type_specifier" => {
            let base = t.field("type")?;
            if base.kind() != "type_identifier" || l.text(base) != "operator" {
                return None;
            }
            let mut m = IntMods::default();
            for k in kids(t) {
                match k.kind() {
                    "unsigned" => m.unsigned = true,
                    "signed" => m.signed = true,
                    "long" => m.longs += 1,
                    "short" => m.short = true,
                    _ => {}
                }
            }
            Some(m)
        }
        _ => None,
    }
}

pub(crate) fn ast_ident(name: &str, span: Span) -> Ident {
    Ident::new(name, span)
}

/// Whether a declared name is an operator function's (`operator()`,
/// `operator+`), not an identifier that begins so (Thrust's
/// `operator_adaptor() = default` is a constructor).
fn names_operator(name: &str) -> bool {
    name.strip_prefix("operator")
        .is_some_and(|rest| !rest.starts_with(|c: char| c.is_alphanumeric() || c == '_'))
}

/// Whether a declared type is `auto` or `decltype(auto)`, under pointers
/// and references: the type its initialiser deduces.
fn placeholder_type(t: &TypeExpr) -> bool {
    match &t.kind {
        TypeExprKind::Auto | TypeExprKind::DecltypeAuto => true,
        TypeExprKind::Pointer(inner)
        | TypeExprKind::LValueRef(inner)
        | TypeExprKind::RValueRef(inner) => placeholder_type(inner),
        _ => false,
    }
}
