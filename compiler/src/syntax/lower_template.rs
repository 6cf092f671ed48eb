//! Template parameter and argument lists (`template <class T, class P =
//! T*>`, `H<T C::*, U>`, `Box<T>`), with the repairs of what tree-sitter
//! misreads in them (each recognised by a predicate in `errors`).
//!
//! Input: `template_parameter_list`, `template_argument_list` and
//! template-id nodes. Output: `ast::TemplateParam`s, `ast::TemplateArg`s
//! and `Ident`s with their arguments; types as written, none resolved.

use super::FieldExt;
use super::{kids, named_kids, Lower};
use crate::ast::*;
use tree_sitter::Node;

impl Lower<'_> {
    /// Wraps `ty` in the pointer, reference and `const` tokens of ERROR
    /// `e`, left to right (`T* const&`).
    pub(crate) fn apply_abstract_declarator(&mut self, ty: &mut TypeExpr, e: Node) {
        for tok in kids(e) {
            let span = self.span(tok);
            let inner = std::mem::replace(ty, TypeExpr::named(Vec::new(), span));
            *ty = match tok.kind() {
                "*" => TypeExpr {
                    kind: TypeExprKind::Pointer(Box::new(inner)),
                    quals: Quals::default(),
                    span,
                },
                "&" => TypeExpr {
                    kind: TypeExprKind::LValueRef(Box::new(inner)),
                    quals: Quals::default(),
                    span,
                },
                "&&" => TypeExpr {
                    kind: TypeExprKind::RValueRef(Box::new(inner)),
                    quals: Quals::default(),
                    span,
                },
                _ => {
                    let mut q = inner;
                    q.quals.is_const |= self.text(tok).contains("const");
                    q.quals.is_volatile |= self.text(tok).contains("volatile");
                    q
                }
            };
        }
    }

    /// A `template_parameter_list` → the parameters in order.
    pub(crate) fn template_params(&mut self, list: Option<Node>) -> Vec<TemplateParam> {
        let mut out = Vec::new();
        let Some(list) = list else { return out };
        for k in named_kids(list) {
            if super::errors::is_misread_default_declarator(k) {
                continue; // read with the parameter before it
            }
            let span = self.span(k);
            let type_name = |s: &Self| {
                named_kids(k)
                    .into_iter()
                    .find(|c| c.kind() == "type_identifier")
                    .map(|c| s.ident(c))
            };
            let param = match k.kind() {
                "type_parameter_declaration" | "variadic_type_parameter_declaration" => {
                    TemplateParam {
                        name: type_name(self),
                        kind: TemplateParamKind::Type { default: None },
                        pack: k.kind().starts_with("variadic"),
                        span,
                    }
                }
                "optional_type_parameter_declaration" => {
                    let mut default = k.field("default_type").map(|t| self.type_descriptor(t));
                    // `typename P = T*`: tree-sitter leaves the `*` (or
                    // `&`, `&&`, `const`) as an ERROR after the parameter.
                    let after = k.next_named_sibling();
                    if let (Some(d), Some(e)) = (default.as_mut(), after) {
                        if super::errors::is_misread_default_declarator(e) {
                            self.apply_abstract_declarator(d, e);
                        }
                    }
                    TemplateParam {
                        name: k.field("name").map(|c| self.ident(c)),
                        kind: TemplateParamKind::Type { default },
                        pack: false,
                        span,
                    }
                }
                "parameter_declaration"
                | "optional_parameter_declaration"
                | "variadic_parameter_declaration" => {
                    let specs = self.specs(k);
                    // `T... v`, `T&... v` and `T*... v` (`pointer_pack`)
                    // alike: the declarator notes the pack.
                    self.decl_pack = false;
                    let (name, mut ty) = self.declarator(specs.base, k.field("declarator"));
                    // `typename enable_if<C>::type * = nullptr`: the
                    // unnamed parameter's `*` is an ERROR, as a function
                    // parameter's (without it the parameter was a `void`).
                    if let Some(e) = named_kids(k)
                        .into_iter()
                        .find(|e| super::errors::is_misread_param_declarator(*e))
                    {
                        self.apply_abstract_declarator(&mut ty, e);
                    }
                    let pack = std::mem::take(&mut self.decl_pack);
                    TemplateParam {
                        name: name.ok().flatten(),
                        kind: TemplateParamKind::Value {
                            ty,
                            default: k.field("default_value").map(|v| self.expr(v)),
                        },
                        pack,
                        span,
                    }
                }
                "template_template_parameter_declaration" => {
                    let inner = named_kids(k)
                        .into_iter()
                        .rfind(|c| c.kind() != "template_parameter_list");
                    let name = inner.and_then(|i| {
                        i.field("name")
                            .or_else(|| {
                                named_kids(i)
                                    .into_iter()
                                    .find(|c| c.kind() == "type_identifier")
                            })
                            .map(|c| self.ident(c))
                    });
                    let default =
                        inner
                            .and_then(|i| i.field("default_type"))
                            .map(|t| match t.kind() {
                                "qualified_identifier" => self.qualified_name(t),
                                _ => vec![self.ident(t)],
                            });
                    TemplateParam {
                        name,
                        kind: TemplateParamKind::Template { default },
                        pack: inner.is_some_and(|i| i.kind().starts_with("variadic")),
                        span,
                    }
                }
                _ => continue,
            };
            out.push(param);
        }
        out
    }

    /// A `template_argument_list` → its arguments.
    pub(crate) fn template_args(&mut self, list: Option<Node>) -> Vec<TemplateArg> {
        let Some(list) = list else {
            return Vec::new();
        };
        let kids: Vec<Node> = named_kids(list)
            .into_iter()
            .filter(|k| k.kind() != "comment")
            .collect();
        let mut out = Vec::with_capacity(kids.len());
        let mut i = 0;
        while i < kids.len() {
            // `H<T C::*, U>`: tree-sitter reads `C::*, U` as one
            // qualified name (`errors::misread_member_pointer_pair`).
            if let Some((class, star)) = kids
                .get(i + 1)
                .and_then(|q| super::errors::misread_member_pointer_pair(kids[i], *q))
            {
                let t = named_kids(kids[i])[0];
                let pointee = match t.kind() {
                    "identifier" => TypeExpr {
                        kind: TypeExprKind::Named(vec![self.ident(t)]),
                        quals: Quals::default(),
                        span: self.span(t),
                    },
                    _ => self.type_spec_node(t),
                };
                let class = class.into_iter().map(|c| self.ident(c)).collect();
                out.push(TemplateArg::Type(TypeExpr {
                    kind: TypeExprKind::MemberPointer(class, Box::new(pointee)),
                    quals: Quals::default(),
                    span: self.span(kids[i]).to(self.span(star)),
                }));
                if let Some(next) = star.field("declarator").filter(|d| !d.is_missing()) {
                    out.push(TemplateArg::Type(self.type_spec_node(next)));
                }
                i += 2;
                continue;
            }
            out.push(self.template_arg(kids[i]));
            i += 1;
        }
        out
    }

    pub(crate) fn template_arg(&mut self, k: Node) -> TemplateArg {
        if super::errors::is_misread_member_pointer_arg(k) {
            return TemplateArg::Type(self.misread_member_pointer_arg(k));
        }
        if let Some(e) = self.type_trait_as_type(k) {
            return TemplateArg::Expr(e);
        }
        if let Some(e) = self.named_cast_as_type(k) {
            return TemplateArg::Expr(e);
        }
        match k.kind() {
            "type_descriptor" => TemplateArg::Type(self.type_descriptor(k)),
            // A respelled `decltype(a, b)` read as an expression.
            "template_function" if self.respelled_decltype_name(k) => {
                match self.respelled_decltype(k) {
                    Some(t) => TemplateArg::Type(t),
                    None => TemplateArg::Expr(self.unsupported_expr(k, "syntax error")),
                }
            }
            "parameter_pack_expansion" => match k.field("pattern") {
                Some(p) => TemplateArg::Expansion(Box::new(self.template_arg(p))),
                None => TemplateArg::Expr(self.unsupported_expr(k, "this pack expansion")),
            },
            _ => TemplateArg::Expr(self.expr(k)),
        }
    }

    /// `H<T C::*>` as tree-sitter misreads it: an ERROR of the pointee's
    /// type, the class's path and `*` (`errors::is_misread_member_pointer_arg`).
    fn misread_member_pointer_arg(&mut self, k: Node) -> TypeExpr {
        let parts = kids(k);
        let first_scope = parts
            .iter()
            .position(|p| p.kind() == "namespace_identifier")
            .unwrap_or(parts.len());
        let pointee = match &parts[..first_scope] {
            [t] if t.kind() == "primitive_type" => self.type_spec_node(*t),
            [t] => TypeExpr {
                kind: TypeExprKind::Named(vec![self.ident(*t)]),
                quals: Quals::default(),
                span: self.span(*t),
            },
            _ => TypeExpr {
                kind: TypeExprKind::Unsupported(format!("the type '{}'", self.text(k))),
                quals: Quals::default(),
                span: self.span(k),
            },
        };
        let class = parts[first_scope..]
            .iter()
            .filter(|p| p.kind() == "namespace_identifier")
            .map(|p| self.ident(*p))
            .collect();
        // `T C::* const`: qualifiers after the `*` are the pointer's.
        let text = self.text(k);
        let after_star = &text[text.rfind('*').map_or(text.len(), |i| i + 1)..];
        let quals = Quals {
            is_const: after_star.split_whitespace().any(|w| w == "const"),
            is_volatile: after_star.split_whitespace().any(|w| w == "volatile"),
            ..Quals::default()
        };
        TypeExpr {
            kind: TypeExprKind::MemberPointer(class, Box::new(pointee)),
            quals,
            span: self.span(k),
        }
    }

    /// A `template_type` / `template_function` / `template_method`:
    /// the name with its arguments.
    pub(crate) fn template_id(&mut self, n: Node) -> Ident {
        let mut id = match n.field("name") {
            Some(x) => self.ident(x),
            None => Ident::new("", self.span(n)),
        };
        id.args = Some(self.template_args(n.field("arguments")));
        id
    }
}

impl Lower<'_> {
    /// `static_cast<O>(L)` as a template argument (CCCL's `__type_case`
    /// rebinding its label), where tree-sitter reads the function type
    /// `static_cast<O>(L)` (a template named like the keyword, with `L`
    /// as a parameter type): the cast of the name `L`.
    fn named_cast_as_type(&mut self, k: Node) -> Option<Expr> {
        if k.kind() != "type_descriptor" {
            return None;
        }
        let ty = k.field("type").filter(|t| t.kind() == "template_type")?;
        let style = match self.text(ty.field("name")?) {
            "static_cast" => CastStyle::Static,
            "reinterpret_cast" => CastStyle::Reinterpret,
            "const_cast" => CastStyle::Const,
            "dynamic_cast" => CastStyle::Dynamic,
            _ => return None,
        };
        let decl = k.field("declarator")?;
        if decl.kind() != "abstract_function_declarator" {
            return None;
        }
        let [param] = named_kids(decl.field("parameters")?)[..] else {
            return None;
        };
        if param.kind() != "parameter_declaration" || param.field("declarator").is_some() {
            return None;
        }
        let operand = param.field("type")?;
        let path = match operand.kind() {
            "type_identifier" => vec![self.ident(operand)],
            "qualified_identifier" => self.qualified_name(operand),
            _ => return None,
        };
        let [TemplateArg::Type(target)] = &self.template_args(ty.field("arguments"))[..] else {
            return None;
        };
        let value = Expr::new(ExprKind::Name(path), self.span(operand));
        Some(Expr::new(
            ExprKind::Cast(style, Box::new(target.clone()), Box::new(value)),
            self.span(k),
        ))
    }

    /// `__is_base_of(B, D)` as a template argument, where tree-sitter
    /// reads it as the function type `__is_base_of(B, D)` (a type named
    /// like the intrinsic, with the operands as parameter types).
    fn type_trait_as_type(&mut self, k: Node) -> Option<Expr> {
        if k.kind() != "type_descriptor" {
            return None;
        }
        let name = k.field("type").filter(|t| t.kind() == "type_identifier")?;
        let trait_ = crate::ast::TypeTrait::from_name(self.text(name))?;
        let decl = k.field("declarator")?;
        if decl.kind() != "abstract_function_declarator" {
            return None;
        }
        let (params, _) = self.params(decl.field("parameters")?);
        let operands = params
            .into_iter()
            .map(|p| match p.pack {
                true => TemplateArg::Expansion(Box::new(TemplateArg::Type(p.ty))),
                false => TemplateArg::Type(p.ty),
            })
            .collect();
        Some(Expr::new(
            ExprKind::TypeTrait(trait_, operands),
            self.span(k),
        ))
    }

    /// `__is_same<A&, int>`: an intrinsic called with its parentheses
    /// respelled as angle brackets (`syntax::trait_call`).
    pub(crate) fn trait_template_id(&mut self, n: Node) -> Option<Expr> {
        let name = n.field("name")?;
        let trait_ = crate::ast::TypeTrait::from_name(self.text(name))?;
        let operands = self.template_args(n.field("arguments"));
        Some(Expr::new(
            ExprKind::TypeTrait(trait_, operands),
            self.span(n),
        ))
    }

    /// `__is_class(T)` called as a function: its arguments are types.
    pub(crate) fn type_trait_call(
        &mut self,
        trait_: crate::ast::TypeTrait,
        n: Node,
        args: Node,
    ) -> Expr {
        let operands = named_kids(args)
            .into_iter()
            .map(|a| self.trait_operand(a))
            .collect();
        Expr::new(ExprKind::TypeTrait(trait_, operands), self.span(n))
    }

    /// One operand of a type trait written as a call argument.
    fn trait_operand(&mut self, a: Node) -> TemplateArg {
        match a.kind() {
            "parameter_pack_expansion" => match a.field("pattern") {
                Some(p) => TemplateArg::Expansion(Box::new(self.trait_operand(p))),
                None => TemplateArg::Type(self.unsupported_type(a, "this pack expansion")),
            },
            "identifier" => TemplateArg::Type(TypeExpr::named(vec![self.ident(a)], self.span(a))),
            "template_function" => {
                TemplateArg::Type(TypeExpr::named(vec![self.template_id(a)], self.span(a)))
            }
            _ => TemplateArg::Type(self.type_spec_node(a)),
        }
    }
}
