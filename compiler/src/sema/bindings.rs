//! Structured bindings (`auto [q, r] = f();`, `auto &[a, b] = arr;`).
//!
//! Input: a local `VarDecl` whose `bindings` name the parts. Output: the
//! statements declaring the hidden object (named `[q,r]`, which no
//! identifier spells) as `auto`, `auto &`, … says, then one reference per
//! name to its element or data member, in declaration order, in the
//! current scope, so the hidden object lives as long as the names.
//! Invariants: a class decomposes into its non-static data members (all
//! of one class, none anonymous), an array into its elements; the number
//! of names must match (clang's error otherwise). Tuple-like types (those
//! with `std::tuple_size`) are not decomposed yet: an error says so.

use super::Sema;
use crate::ast;
use crate::ir::Stmt;

impl Sema<'_> {
    /// Declares local variable `v` (with its structured bindings, if any).
    pub(crate) fn declare_local(&mut self, v: &ast::VarDecl) -> Vec<Stmt> {
        if v.bindings.is_empty() {
            return self.declare_local_var(v).into_iter().collect();
        }
        let copy = self.array_copy(v);
        let hidden_decl = copy.as_ref().unwrap_or(v);
        let mut out: Vec<Stmt> = self.declare_local_var(hidden_decl).into_iter().collect();
        let Some(super::scope::Symbol::Local(l)) = self.scopes.lookup(&v.name.name) else {
            return out;
        };
        let ty = self.local_ty(l);
        let obj = self.types.unqual(self.types.referee(ty).unwrap_or(ty));
        let Some(parts) = self.decomposition(obj, v) else {
            return out;
        };
        if parts.len() != v.bindings.len() {
            let d = self.describe_ty(obj);
            self.error(
                v.span,
                format!(
                    "type '{d}' decomposes into {} elements, but {} names were provided",
                    parts.len(),
                    v.bindings.len()
                ),
            );
            return out;
        }
        let hidden = ast::Expr::new(ast::ExprKind::Name(vec![v.name.clone()]), v.name.span);
        for (name, part) in v.bindings.iter().zip(parts) {
            let at = name.span;
            let kind = match part {
                Part::Element(i) => ast::ExprKind::Index(
                    Box::new(hidden.clone()),
                    Box::new(ast::Expr::new(
                        ast::ExprKind::IntLit {
                            value: i as u128,
                            suffix: Default::default(),
                            decimal: true,
                        },
                        at,
                    )),
                ),
                Part::Field(f) => ast::ExprKind::Member {
                    base: Box::new(hidden.clone()),
                    name: ast::Ident::new(&f, at),
                    arrow: false,
                },
            };
            let auto = ast::TypeExpr {
                kind: ast::TypeExprKind::Auto,
                quals: Default::default(),
                span: at,
            };
            let decl = ast::VarDecl {
                name: name.clone(),
                ty: ast::TypeExpr {
                    kind: ast::TypeExprKind::LValueRef(Box::new(auto)),
                    quals: Default::default(),
                    span: at,
                },
                init: Some(ast::Initializer::Expr(ast::Expr::new(kind, at))),
                storage: ast::StorageClass::None,
                attrs: Default::default(),
                constexpr: false,
                extern_c: false,
                span: at,
                bindings: Vec::new(),
            };
            out.extend(self.declare_local_var(&decl));
        }
        out
    }

    /// `auto [a, b] = arr;`: the hidden object is a copy of the array (it
    /// does not decay as `auto x = arr` would), each element copied from
    /// `arr[i]`. `None` where the binding is no such copy.
    fn array_copy(&mut self, v: &ast::VarDecl) -> Option<ast::VarDecl> {
        let (ast::TypeExprKind::Auto, Some(ast::Initializer::Expr(e))) = (&v.ty.kind, &v.init)
        else {
            return None;
        };
        // A range-for's element (its value is already checked): not an
        // array copy here.
        if self.has_checked() {
            return None;
        }
        let (t, _) = self.tentatively(|s| s.check_expr(e).ty);
        let (_, Some(n)) = self.types.array_elem(self.types.unqual(t))? else {
            return None;
        };
        let at = e.span;
        let items = (0..n)
            .map(|i| {
                let index = ast::Expr::new(
                    ast::ExprKind::IntLit {
                        value: i as u128,
                        suffix: Default::default(),
                        decimal: true,
                    },
                    at,
                );
                let el = ast::ExprKind::Index(Box::new(e.clone()), Box::new(index));
                ast::Initializer::Expr(ast::Expr::new(el, at))
            })
            .collect();
        Some(ast::VarDecl {
            ty: ast::TypeExpr {
                kind: ast::TypeExprKind::Typeof(Box::new(e.clone())),
                quals: v.ty.quals,
                span: v.ty.span,
            },
            init: Some(ast::Initializer::List(items, at)),
            ..v.clone()
        })
    }

    /// The parts `obj` decomposes into, or `None` after an error.
    fn decomposition(&mut self, obj: crate::types::TypeId, v: &ast::VarDecl) -> Option<Vec<Part>> {
        if let Some((_, n)) = self.types.array_elem(obj) {
            return match n {
                Some(n) => Some((0..n).map(|i| Part::Element(i as usize)).collect()),
                None => {
                    self.error(v.span, "cannot decompose an array of unknown bound");
                    None
                }
            };
        }
        let Some(rec) = self.types.record(obj).cloned() else {
            let d = self.describe_ty(obj);
            self.error(
                v.span,
                format!("cannot decompose non-class, non-array type '{d}'"),
            );
            return None;
        };
        if !rec.bases.is_empty() {
            self.error(
                v.span,
                "structured bindings of a class with base classes are not supported yet",
            );
            return None;
        }
        let fields = rec.fields.unwrap_or_default();
        if fields.iter().any(|f| f.name.is_empty()) {
            let d = self.describe_ty(obj);
            self.error(
                v.span,
                format!("cannot decompose class type '{d}' because it has an anonymous member"),
            );
            return None;
        }
        Some(fields.into_iter().map(|f| Part::Field(f.name)).collect())
    }
}

/// One part of a decomposed object.
enum Part {
    Element(usize),
    Field(String),
}
