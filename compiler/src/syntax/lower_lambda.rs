//! Lambda expressions: the capture list, the call operator's declarator
//! (parameters, `mutable`, attributes, trailing return type) and the body.

use super::FieldExt;
use super::{kids, named_kids, Lower};
use crate::ast::{
    Attributes, Capture, CaptureDefault, CaptureKind, Expr, ExprKind, Lambda, StmtKind,
};
use tree_sitter::Node;

impl Lower<'_> {
    pub(crate) fn lambda(&mut self, n: Node) -> Expr {
        let span = self.span(n);
        // `[&]<bool B>() { … }` (C++20, which nvcc accepts in C++17 too):
        // vLLM's BOOL_SWITCH dispatch.
        let template_params = match n.field("template_parameters") {
            Some(list) => self.template_params(Some(list)),
            None => Vec::new(),
        };
        let mut lambda = Lambda {
            template_params,
            default_capture: None,
            captures: Vec::new(),
            params: Vec::new(),
            variadic: false,
            ret: None,
            mutable: false,
            attrs: Attributes::default(),
            body: self.mk(n, StmtKind::Compound(Vec::new())),
            span,
        };
        if let Some(c) = n.field("captures") {
            if let Err(e) = self.captures(c, &mut lambda) {
                return *e;
            }
        }
        self.extended_lambda_attrs(n, &mut lambda.attrs);
        if let Some(d) = n.field("declarator") {
            if let Some(p) = d.field("parameters") {
                (lambda.params, lambda.variadic) = self.params(p);
            }
            for k in kids(d) {
                match k.kind() {
                    "type_qualifier" if self.text(k) == "mutable" => lambda.mutable = true,
                    // C++17 makes every lambda's call operator constexpr
                    // where it can be ([expr.prim.lambda.closure]p4):
                    // writing it changes nothing cudac evaluates.
                    "type_qualifier" if self.text(k) == "constexpr" => {}
                    "type_qualifier" => {
                        let what = format!("'{}' on a lambda", self.text(k));
                        return self.unsupported_expr(k, &what);
                    }
                    "trailing_return_type" => {
                        if let Some(td) = named_kids(k).into_iter().next() {
                            lambda.ret = Some(self.type_descriptor(td));
                        }
                    }
                    "attribute_specifier" | "attribute_declaration" => {
                        self.attributes(k, &mut lambda.attrs)
                    }
                    "noexcept" | "parameter_list" => {}
                    _ if k.is_named() => {
                        let what = format!("'{}' on a lambda", self.text(k));
                        return self.unsupported_expr(k, &what);
                    }
                    _ => {}
                }
            }
        }
        match n.field("body") {
            Some(b) => lambda.body = self.stmt_one(b),
            None => return self.unsupported_expr(n, "syntax error"),
        }
        Expr::new(ExprKind::Lambda(Box::new(lambda)), span)
    }

    /// nvcc's extended-lambda attributes, `[=] __device__ (…)`: tree-sitter
    /// cannot parse them there, so `lambda_attr` blanked them in the text
    /// it parsed; the preprocessed text, at the same offsets, still has
    /// them between the introducer and the declarator (or body).
    fn extended_lambda_attrs(&mut self, n: Node, attrs: &mut Attributes) {
        let from = n.field("captures").map(|c| c.end_byte());
        let to = n
            .field("declarator")
            .or_else(|| n.field("body"))
            .map(|d| d.start_byte());
        let (Some(from), Some(to)) = (from, to) else {
            return;
        };
        let Some(gap) = self.pp.text.get(from..to) else {
            return;
        };
        if gap.contains("__attribute__") {
            attrs.device |= gap.contains("((device))");
            attrs.host |= gap.contains("((host))");
        }
    }

    /// `[=, &a, b, c = e, this]`, in order. A form not supported yet is
    /// returned as the expression to use instead.
    fn captures(&mut self, n: Node, lambda: &mut Lambda) -> Result<(), Box<Expr>> {
        let items = kids(n);
        let mut i = 0;
        while i < items.len() {
            let k = items[i];
            let span = self.span(k);
            let kind = match k.kind() {
                "lambda_default_capture" => {
                    lambda.default_capture = Some(if self.text(k).contains('&') {
                        CaptureDefault::Ref
                    } else {
                        CaptureDefault::Copy
                    });
                    None
                }
                "&" => match items.get(i + 1) {
                    Some(&p) if p.kind() == "parameter_pack_expansion" => {
                        i += 1;
                        let Some(name) = kids(p).into_iter().find(|c| c.kind() == "identifier")
                        else {
                            return Err(Box::new(self.unsupported_expr(p, "this capture")));
                        };
                        let span = span.to(self.span(p));
                        lambda.captures.push(Capture {
                            kind: CaptureKind::Pack {
                                name: self.ident(name),
                                by_ref: true,
                            },
                            span,
                        });
                        None
                    }
                    Some(&id) if id.kind() == "identifier" => {
                        i += 1;
                        let span = span.to(self.span(id));
                        lambda.captures.push(Capture {
                            kind: CaptureKind::Ref(self.ident(id)),
                            span,
                        });
                        None
                    }
                    _ => return Err(Box::new(self.unsupported_expr(k, "this capture"))),
                },
                "identifier" => Some(CaptureKind::Copy(self.ident(k))),
                "this" => Some(CaptureKind::This),
                "*" => match items.get(i + 1) {
                    Some(&t) if t.kind() == "this" => {
                        i += 1;
                        Some(CaptureKind::StarThis)
                    }
                    _ => return Err(Box::new(self.unsupported_expr(k, "this capture"))),
                },
                "lambda_capture_initializer" => {
                    let by_ref = kids(k).iter().any(|c| c.kind() == "&");
                    let (Some(l), Some(r)) = (k.field("left"), k.field("right")) else {
                        return Err(Box::new(self.unsupported_expr(k, "this capture")));
                    };
                    Some(CaptureKind::Init {
                        name: self.ident(l),
                        by_ref,
                        init: Box::new(self.expr(r)),
                    })
                }
                "[" | "]" | "," | "comment" => None,
                "parameter_pack_expansion" => {
                    match kids(k).into_iter().find(|c| c.kind() == "identifier") {
                        Some(name) => Some(CaptureKind::Pack {
                            name: self.ident(name),
                            by_ref: false,
                        }),
                        None => return Err(Box::new(self.unsupported_expr(k, "this capture"))),
                    }
                }
                _ => return Err(Box::new(self.unsupported_expr(k, "this capture"))),
            };
            if let Some(kind) = kind {
                lambda.captures.push(Capture { kind, span });
            }
            i += 1;
        }
        Ok(())
    }
}
