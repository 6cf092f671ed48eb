//! Declarators: the name and type a declarator gives a declaration
//! (pointers, references, arrays, functions and their parameters,
//! qualified and operator names).

use super::lower_decl::*;
use super::lower_expr::primitive_builtin;
use super::FieldExt;
use super::{kids, named_kids, Lower};
use crate::ast::*;
use tree_sitter::Node;

impl Lower<'_> {
    /// The declarator of a conversion function tree-sitter misread: the
    /// converted-to type's last word is the declarator's name, the
    /// specifiers' `operator` (with any integer modifiers) its type.
    pub(crate) fn conversion_declarator(
        &mut self,
        fd: Node,
    ) -> Option<(Result<Option<Ident>, String>, TypeExpr)> {
        let (_, mods) = self.misread_conversion.take()?;
        let word = fd.field("declarator").filter(|w| {
            matches!(
                w.kind(),
                "identifier"
                    | "field_identifier"
                    | "type_identifier"
                    | "primitive_type"
                    | "template_function"
                    | "template_type"
            )
        })?;
        let span = self.span(word);
        let text = self.text(word);
        let template_id = matches!(word.kind(), "template_function" | "template_type");
        let kind = match (mods.any(), primitive_builtin(text)) {
            // `operator tuple<Us...>()`, a conversion function template's.
            (false, _) if template_id => TypeExprKind::Named(vec![self.template_id(word)]),
            (false, Some(b)) => TypeExprKind::Builtin(b),
            (false, None) => TypeExprKind::Named(vec![self.ident(word)]),
            (true, _) => match builtin_of(mods.unsigned, mods.signed, mods.longs, mods.short, text)
            {
                Some(b) => TypeExprKind::Builtin(b),
                None => TypeExprKind::Unsupported(format!("the type '{} {text}'", mods.spelling())),
            },
        };
        let spelled = if mods.any() {
            format!("{} {text}", mods.spelling())
        } else {
            text.to_string()
        };
        let conv = self.ty(kind, span);
        let (_, ty) = self.declarator(conv, Some(fd));
        Some((
            Ok(Some(ast_ident(&format!("operator {spelled}"), span))),
            ty,
        ))
    }

    /// Apply a (possibly abstract) declarator to `base`, from the outside in.
    /// Returns the declared name (`Err(what)` for unsupported name forms) and
    /// the resulting type. Iterative: declarators nest one inside another.
    pub(crate) fn declarator(
        &mut self,
        base: TypeExpr,
        d: Option<Node>,
    ) -> (Result<Option<Ident>, String>, TypeExpr) {
        if let (Some(fd), Some((id, _))) = (d, self.misread_conversion) {
            if fd.id() == id {
                if let Some(out) = self.conversion_declarator(fd) {
                    return out;
                }
            }
        }
        let mut ty = base;
        let mut cur = d;
        let mut name: Result<Option<Ident>, String> = Ok(None);
        let mut steps = 0u32;
        self.decl_qualifier = None;
        while let Some(n) = cur {
            steps += 1;
            if steps > super::MAX_DEPTH {
                if !self.too_deep_reported {
                    self.too_deep_reported = true;
                    let s = self.span(n);
                    self.error(s, "declarator nesting too deep");
                }
                break;
            }
            let span = self.span(n);
            cur = None;
            match n.kind() {
                "identifier"
                | "field_identifier"
                | "type_identifier"
                | "primitive_type"
                | "statement_identifier" => name = Ok(Some(self.ident(n))),
                // `C::*name` (tree-sitter: the scope, then a
                // `pointer_type_declarator` as the name): a pointer to a
                // member of `C`.
                "qualified_identifier" if member_pointer_star(n).is_some() => {
                    let Some((class, star)) = self.member_pointer_scope(n) else {
                        continue;
                    };
                    let mut q = Quals::default();
                    let mut ce = false;
                    let mut attrs = Attributes::default();
                    for k in kids(star) {
                        if k.kind() == "type_qualifier" {
                            self.qualifier(k, &mut q, &mut ce, &mut attrs);
                        }
                    }
                    ty = TypeExpr {
                        kind: TypeExprKind::MemberPointer(class, Box::new(ty)),
                        quals: q,
                        span,
                    };
                    cur = star.field("declarator");
                }
                "qualified_identifier" => {
                    let mut parts = self.qualified_name(n);
                    let last = parts.pop().unwrap_or_else(|| ast_ident("", span));
                    self.decl_qualifier = Some(parts);
                    // `S::operator T()`: the conversion's own declarator
                    // still makes the function type.
                    let mut inner = n;
                    while let Some(k) = inner.field("name") {
                        inner = k;
                    }
                    if inner.kind() == "operator_cast" {
                        cur = Some(inner);
                        continue;
                    }
                    name = Ok(Some(last));
                }
                "operator_name" => {
                    name = Ok(Some(ast_ident(&operator_spelling(self.text(n)), span)));
                }
                "destructor_name" => {
                    let id = named_kids(n)
                        .into_iter()
                        .next()
                        .map(|i| self.text(i).to_string())
                        .unwrap_or_default();
                    name = Ok(Some(ast_ident(&format!("~{id}"), span)));
                }
                "operator_cast" => {
                    // `operator T()`: the declarator is `T`'s, the name
                    // spells the type.
                    let specs = self.specs(n);
                    let t = n
                        .field("type")
                        .map(|t| self.text(t).to_string())
                        .unwrap_or_default();
                    let qualifier = self.decl_qualifier.take();
                    let (_, fty) = self.declarator(specs.base, n.field("declarator"));
                    self.decl_qualifier = qualifier;
                    ty = fty;
                    name = Ok(Some(ast_ident(&format!("operator {t}"), span)));
                }
                "template_function" | "template_method" => name = Ok(Some(self.template_id(n))),
                "structured_binding_declarator" => {
                    let names: Vec<crate::ast::Ident> = named_kids(n)
                        .into_iter()
                        .filter(|k| k.kind() == "identifier")
                        .map(|k| self.ident(k))
                        .collect();
                    let spelled: Vec<&str> = names.iter().map(|i| i.name.as_str()).collect();
                    name = Ok(Some(ast_ident(&format!("[{}]", spelled.join(",")), span)));
                    self.decl_bindings = Some(names);
                }
                "pointer_declarator" | "abstract_pointer_declarator" => {
                    let mut q = Quals::default();
                    let mut ce = false;
                    let mut attrs = Attributes::default();
                    for k in kids(n) {
                        if k.kind() == "type_qualifier" {
                            self.qualifier(k, &mut q, &mut ce, &mut attrs);
                        }
                    }
                    if kids(n)
                        .iter()
                        .any(|k| k.kind() == "ms_based_modifier" || k.kind() == "::")
                    {
                        name = Err("pointers to members".into());
                    }
                    // `(C::*)`, its class blanked by `abstract_member_ptr`.
                    let star = kids(n).into_iter().find(|k| k.kind() == "*");
                    let class: Vec<Ident> = match star {
                        Some(s) => super::abstract_member_ptr::member_path_before(
                            &self.pp.text,
                            s.start_byte(),
                        )
                        .into_iter()
                        .map(|(id, r)| ast_ident(&id, self.pp.span_of(r)))
                        .collect(),
                        _ => Vec::new(),
                    };
                    let kind = if class.is_empty() {
                        TypeExprKind::Pointer(Box::new(ty))
                    } else {
                        TypeExprKind::MemberPointer(class, Box::new(ty))
                    };
                    ty = TypeExpr {
                        kind,
                        quals: q,
                        span,
                    };
                    cur = n.field("declarator");
                }
                "reference_declarator" | "abstract_reference_declarator" => {
                    let rvalue = kids(n).iter().any(|k| k.kind() == "&&");
                    // `T*... t`, read as `T&... t` (`pointer_pack`).
                    let pointer = kids(n).iter().any(|k| {
                        k.kind() == "&"
                            && super::pointer_pack::was_pointer(&self.pp.text, k.start_byte())
                    });
                    ty = self.ty(
                        if pointer {
                            TypeExprKind::Pointer(Box::new(ty))
                        } else if rvalue {
                            TypeExprKind::RValueRef(Box::new(ty))
                        } else {
                            TypeExprKind::LValueRef(Box::new(ty))
                        },
                        span,
                    );
                    cur = named_kids(n).into_iter().next();
                }
                "array_declarator" | "abstract_array_declarator" => {
                    let size = n.field("size").map(|s| Box::new(self.expr(s)));
                    ty = self.ty(TypeExprKind::Array(Box::new(ty), size), span);
                    cur = n.field("declarator");
                }
                "function_declarator" | "abstract_function_declarator" => {
                    let (params, variadic) = match n.field("parameters") {
                        Some(p) => self.params(p),
                        None => (Vec::new(), false),
                    };
                    let mut ret = ty;
                    let mut method = MethodQuals::default();
                    let mut except = ExceptSpec::Unwritten;
                    for k in kids(n) {
                        match k.kind() {
                            "noexcept" | "throw_specifier" => except = self.except_spec(k),
                            "trailing_return_type" => {
                                if let Some(td) = named_kids(k).into_iter().next() {
                                    ret = self.type_descriptor(td);
                                }
                            }
                            "type_qualifier" => match self.text(k) {
                                "const" => method.is_const = true,
                                "volatile" => method.is_volatile = true,
                                _ => {}
                            },
                            "ref_qualifier" => {
                                method.ref_qual = if self.text(k).contains("&&") { 2 } else { 1 }
                            }
                            _ => {}
                        }
                    }
                    ty = self.ty(
                        TypeExprKind::Function {
                            ret: Box::new(ret),
                            params,
                            variadic,
                            method,
                            except,
                        },
                        span,
                    );
                    cur = n.field("declarator");
                }
                "variadic_declarator" => {
                    self.decl_pack = true;
                    cur = named_kids(n).into_iter().next();
                    if cur.is_none() {
                        name = Ok(None);
                    }
                }
                "parenthesized_declarator" | "abstract_parenthesized_declarator" => {
                    let inner = named_kids(n)
                        .into_iter()
                        .find(|k| !matches!(k.kind(), "attribute_specifier" | "ms_call_modifier"));
                    // `(C::*name)` as tree-sitter misreads it in a typedef:
                    // the class in an ERROR, then `*name`.
                    if let Some(e) = inner.filter(|e| super::errors::is_misread_member_pointer(*e))
                    {
                        let class: Vec<Ident> =
                            named_kids(e).into_iter().map(|k| self.ident(k)).collect();
                        let star = e.next_named_sibling();
                        ty = TypeExpr {
                            kind: TypeExprKind::MemberPointer(class, Box::new(ty)),
                            quals: Quals::default(),
                            span,
                        };
                        cur = star.and_then(|s| s.field("declarator"));
                        continue;
                    }
                    cur = inner;
                }
                "attributed_declarator" => {
                    cur = named_kids(n)
                        .into_iter()
                        .find(|k| k.kind() != "attribute_declaration");
                }
                "ERROR" => name = Err("syntax error".into()),
                other => name = Err(format!("declarator '{other}'")),
            }
        }
        // Only function declarators keep their qualifier apart (for
        // `function_decl`); other qualified names stay joined as written.
        if !matches!(ty.kind, TypeExprKind::Function { .. }) {
            if let (Some(q), Ok(Some(n))) = (self.decl_qualifier.take(), &mut name) {
                if !q.is_empty() {
                    let mut joined: Vec<&str> = q.iter().map(|p| p.name.as_str()).collect();
                    joined.push(&n.name);
                    n.name = joined.join("::");
                }
            }
        }
        (name, ty)
    }

    /// A `parameter_list` → parameters and whether it ends in `...`.
    /// `noexcept`, `noexcept(e)` or `throw(…)` after a parameter list.
    fn except_spec(&mut self, n: Node) -> ExceptSpec {
        let operand = named_kids(n).into_iter().next();
        match (n.kind(), operand) {
            ("throw_specifier", None) => ExceptSpec::NoThrow,
            ("throw_specifier", Some(_)) => ExceptSpec::Throwing,
            (_, None) => ExceptSpec::NoThrow,
            (_, Some(e)) => match e.kind() {
                "true" => ExceptSpec::NoThrow,
                "false" => ExceptSpec::Throwing,
                _ => ExceptSpec::Computed(Box::new(self.expr(e))),
            },
        }
    }

    pub(crate) fn params(&mut self, n: Node) -> (Vec<Param>, bool) {
        let mut params = Vec::new();
        let mut variadic = false;
        for k in kids(n) {
            match k.kind() {
                "..." => variadic = true,
                "parameter_declaration"
                | "optional_parameter_declaration"
                | "variadic_parameter_declaration" => {
                    let specs = self.specs(k);
                    self.decl_pack = false;
                    let (name, mut ty) = self.declarator(specs.base, k.field("declarator"));
                    // `int* = 0`: tree-sitter leaves the `*` of an unnamed
                    // parameter with a default as an ERROR.
                    if let Some(e) = named_kids(k)
                        .into_iter()
                        .find(|e| super::errors::is_misread_param_declarator(*e))
                    {
                        self.apply_abstract_declarator(&mut ty, e);
                    }
                    let pack = std::mem::take(&mut self.decl_pack);
                    let name = match name {
                        Ok(n) => n,
                        Err(what) => {
                            params.push(Param {
                                name: None,
                                ty: self.unsupported_type(k, &what),
                                attrs: specs.attrs,
                                default: None,
                                pack,
                                span: self.span(k),
                            });
                            continue;
                        }
                    };
                    let default = k.field("default_value").map(|v| self.expr(v));
                    params.push(Param {
                        name,
                        ty,
                        attrs: specs.attrs,
                        default,
                        pack,
                        span: self.span(k),
                    });
                }
                "optional_type_parameter_declaration" => params.push(Param {
                    name: None,
                    ty: self.unsupported_type(k, "this parameter form"),
                    attrs: Attributes::default(),
                    default: None,
                    pack: false,
                    span: self.span(k),
                }),
                _ => {}
            }
        }
        // `(void)` declares no parameters.
        if params.len() == 1
            && params[0].name.is_none()
            && matches!(params[0].ty.kind, TypeExprKind::Builtin(BuiltinType::Void))
            && params[0].ty.quals == Quals::default()
        {
            params.clear();
        }
        // Kept until sema is done: no spare capacity.
        params.shrink_to_fit();
        (params, variadic)
    }
}

/// An operator function's name as written without spaces (`operator +`
/// → `operator+`); a keyword operator keeps its space (`operator new`).
pub(crate) fn operator_spelling(text: &str) -> String {
    let text: String = text.split_whitespace().collect::<Vec<_>>().join(" ");
    let rest = text.trim_start_matches("operator").trim_start();
    if rest.starts_with(|c: char| c.is_ascii_alphabetic()) {
        format!("operator {}", rest.replace(' ', ""))
    } else {
        format!("operator{}", rest.replace(' ', ""))
    }
}

impl Lower<'_> {
    /// `C::*name` / `ns::C<T>::*name`: the class path and the
    /// `pointer_type_declarator` tree-sitter puts where the name would be.
    fn member_pointer_scope<'t>(&mut self, n: Node<'t>) -> Option<(Vec<Ident>, Node<'t>)> {
        let mut path = Vec::new();
        let mut cur = n;
        loop {
            let scope = cur.field("scope")?;
            path.push(match scope.kind() {
                "template_type" => self.template_id(scope),
                _ => self.ident(scope),
            });
            let name = cur.field("name")?;
            match name.kind() {
                "qualified_identifier" => cur = name,
                "pointer_type_declarator" => return Some((path, name)),
                _ => return None,
            }
        }
    }
}

/// The `pointer_type_declarator` of a `C::*name` declarator, if `n` is one.
fn member_pointer_star(n: Node<'_>) -> Option<Node<'_>> {
    let mut cur = n;
    loop {
        cur.field("scope")?;
        let name = cur.field("name")?;
        match name.kind() {
            "qualified_identifier" => cur = name,
            "pointer_type_declarator" => return Some(name),
            _ => return None,
        }
    }
}
