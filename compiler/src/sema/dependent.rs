//! Dependent types and values in templates' signatures: what a function
//! template's parameter and return types say about arguments only the
//! instantiation will give, kept as written so that deduction skips them
//! (non-deduced contexts) and mangling spells them as nvcc does.
//!
//! Input: names and template arguments met while a template's signature
//! is resolved with its parameters bound to placeholders. Output:
//! `typename T::type` as a record of the type graph marked
//! `dependent_member` (its scope ends with the dependent type), and
//! `is_float<T>::value` as `TArg::Dep(DepExpr)`.
//! Invariants: one type per (scope, name), so a signature naming it twice
//! names one type (Itanium substitutions depend on it); a `DepExpr` always
//! names a dependent type (one made of literals is a plain value);
//! specialisations never see these: their types are resolved again with
//! the real arguments bound.

use super::Sema;
use crate::ast;
use crate::types::TypeId;

impl Sema<'_> {
    /// The member type `name` of dependent type `t` (`T::type`), one type
    /// for each pair so that a signature naming it twice names one type.
    pub(crate) fn dependent_member(&mut self, t: TypeId, name: &str) -> TypeId {
        let t = self.types.unqual(t);
        if let Some(&d) = self.dependent_members.get(&(t, name.to_string())) {
            return d;
        }
        let scope = self.types.member_path(t);
        let d = self.types.new_record(name.to_string(), false);
        if let Some(r) = self.types.record_mut(d) {
            r.scope = scope;
            r.dependent_member = true;
        }
        self.dependent_members.insert((t, name.to_string()), d);
        d
    }

    /// `e` as a value-dependent expression (`is_float<T>::value`, `!…`,
    /// `a && b`, `sizeof(T)`), when it names a template parameter's
    /// placeholder; `None` for a value that can be computed.
    pub(crate) fn dependent_value(&mut self, e: &ast::Expr) -> Option<crate::types::DepExpr> {
        let d = self.dep_expr_of(e)?;
        dep_mentions_type(&d).then_some(d)
    }

    fn dep_expr_of(&mut self, e: &ast::Expr) -> Option<crate::types::DepExpr> {
        use crate::types::DepExpr;
        match &e.kind {
            ast::ExprKind::Name(path) if path.len() >= 2 => {
                let (last, quals) = path.split_last()?;
                if last.args.is_some() {
                    return None;
                }
                let te = ast::TypeExpr::named(quals.to_vec(), e.span);
                let t = self.quietly(|s| s.resolve_type(&te))?;
                self.is_dependent(t)
                    .then(|| DepExpr::Member(self.types.unqual(t), last.name.clone()))
            }
            ast::ExprKind::Unary(op, x) => {
                let code = match op {
                    ast::UnaryOp::Not => "nt",
                    ast::UnaryOp::Neg => "ng",
                    ast::UnaryOp::BitNot => "co",
                    _ => return None,
                };
                Some(DepExpr::Unary(code, Box::new(self.dep_expr_of(x)?)))
            }
            ast::ExprKind::Binary(op, a, b) => {
                use ast::BinaryOp as B;
                let code = match op {
                    B::LogAnd => "aa",
                    B::LogOr => "oo",
                    B::Eq => "eq",
                    B::Ne => "ne",
                    B::Lt => "lt",
                    B::Gt => "gt",
                    B::Le => "le",
                    B::Ge => "ge",
                    B::Add => "pl",
                    B::Sub => "mi",
                    B::Mul => "ml",
                    B::Div => "dv",
                    B::Rem => "rm",
                    B::BitAnd => "an",
                    B::BitOr => "or",
                    B::BitXor => "eo",
                    B::Shl => "ls",
                    B::Shr => "rs",
                };
                let a = self.dep_expr_of(a)?;
                let b = self.dep_expr_of(b)?;
                Some(DepExpr::Binary(code, Box::new(a), Box::new(b)))
            }
            ast::ExprKind::IntLit { value, .. } => {
                let int = self.int_ty();
                Some(DepExpr::Lit(i128::try_from(*value).ok()?, int))
            }
            ast::ExprKind::BoolLit(b) => {
                let t = self.types.bool();
                Some(DepExpr::Lit(i128::from(*b), t))
            }
            ast::ExprKind::SizeofType(te) => {
                let t = self.quietly(|s| s.resolve_type(te))?;
                self.is_dependent(t).then_some(DepExpr::Sizeof(t))
            }
            // `sizeof(T)` parses as `sizeof` of a parenthesised name.
            ast::ExprKind::SizeofExpr(inner) => match &inner.kind {
                ast::ExprKind::Name(path) => {
                    let te = ast::TypeExpr::named(path.clone(), inner.span);
                    let t = self.quietly(|s| s.resolve_type(&te))?;
                    self.is_dependent(t).then_some(DepExpr::Sizeof(t))
                }
                _ => None,
            },
            _ => None,
        }
    }
}

/// Whether a dependent expression names a dependent type anywhere (one
/// made of literals alone is a plain value).
fn dep_mentions_type(d: &crate::types::DepExpr) -> bool {
    use crate::types::DepExpr;
    match d {
        DepExpr::Member(..) | DepExpr::Sizeof(_) => true,
        DepExpr::Unary(_, x) => dep_mentions_type(x),
        DepExpr::Binary(_, a, b) => dep_mentions_type(a) || dep_mentions_type(b),
        DepExpr::Lit(..) => false,
    }
}
