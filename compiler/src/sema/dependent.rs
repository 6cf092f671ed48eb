//! Dependent types and values in templates' signatures: what a function
//! template's parameter and return types say about arguments only the
//! instantiation will give, kept as written so that deduction skips them
//! (non-deduced contexts) and mangling spells them as nvcc does.
//!
//! Input: names and template arguments met while a template's signature
//! is resolved with its parameters bound to placeholders. Output:
//! `typename T::type` as a record of the type graph marked
//! `dependent_member` (its scope ends with the dependent type),
//! `is_float<T>::value` as `TArg::Dep(DepExpr)`, and `decltype(e)` of a
//! dependent `e` as a record carrying `e` (`Record::decltype`, mangled
//! `DT … E`, or `Dt … E` for a name or member access), the function's
//! parameters in `e` as `fp_` (return type) or `fL0p_` (parameter types).
//! Invariants: one type per (scope, name), so a signature naming it twice
//! names one type (Itanium substitutions depend on it); a `DepExpr` always
//! names a dependent type (one made of literals is a plain value);
//! specialisations never see these: their types are resolved again with
//! the real arguments bound.

use super::Sema;
use crate::ast;
use crate::types::{TArg, TypeId};

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

    /// `__underlying_type(t)` of dependent type `t`: one type for each
    /// `t`, like `dependent_member`'s (a name no member can have keys it).
    pub(crate) fn dependent_underlying(&mut self, t: TypeId) -> TypeId {
        let key = (t, "__underlying_type()".to_string());
        if let Some(&d) = self.dependent_members.get(&key) {
            return d;
        }
        let d = self
            .types
            .new_record("__underlying_type".to_string(), false);
        if let Some(r) = self.types.record_mut(d) {
            r.dependent_member = true;
            r.underlying_of = Some(t);
        }
        self.dependent_members.insert(key, d);
        d
    }

    /// `decltype(P)` of value template parameter `i` declared `auto`:
    /// its type until an argument gives it (mangled `DtT_E`).
    pub(crate) fn dependent_param_type(&mut self, i: u32) -> TypeId {
        let d = crate::types::DepExpr::TemplateParam(i);
        if let Some(&t) = self.dependent_decltypes.get(&d) {
            return t;
        }
        let t = self.types.new_record("decltype".into(), false);
        if let Some(r) = self.types.record_mut(t) {
            r.dependent_member = true;
            r.decltype = Some(Box::new(d.clone()));
        }
        self.dependent_decltypes.insert(d, t);
        t
    }

    /// `e` as a value-dependent expression (`is_float<T>::value`, `!…`,
    /// `a && b`, `sizeof(T)`), when it names a template parameter's
    /// placeholder; `None` for a value that can be computed.
    pub(crate) fn dependent_value(&mut self, e: &ast::Expr) -> Option<crate::types::DepExpr> {
        let d = self.dep_expr_of(e, DepNames::default())?;
        dep_mentions_type(&d).then_some(d)
    }

    /// `decltype(e)` in a function template's signature (`names`: its
    /// template and function parameters) when `e` depends on them: a
    /// type of its own, mangled `DT <e> E`, one per expression so a
    /// signature naming it twice names one type. `None` when `e` has a
    /// form cudac cannot write as the ABI does.
    pub(crate) fn dependent_decltype(
        &mut self,
        e: &ast::Expr,
        names: DepNames<'_>,
    ) -> Option<TypeId> {
        let d = self.dep_expr_of(e, names)?;
        if !dep_mentions_type(&d) {
            return None;
        }
        if let Some(&t) = self.dependent_decltypes.get(&d) {
            return Some(t);
        }
        let t = self.types.new_record("decltype".into(), false);
        if let Some(r) = self.types.record_mut(t) {
            r.dependent_member = true;
            r.decltype = Some(Box::new(d.clone()));
        }
        self.dependent_decltypes.insert(d, t);
        Some(t)
    }

    fn dep_expr_of(&mut self, e: &ast::Expr, names: DepNames<'_>) -> Option<crate::types::DepExpr> {
        use crate::types::DepExpr;
        let sub = |s: &mut Self, x: &ast::Expr| s.dep_expr_of(x, names);
        match &e.kind {
            ast::ExprKind::Name(path) if path.last().is_some_and(|l| l.args.is_some()) => {
                self.dependent_variable_template(path, e.span)
            }
            ast::ExprKind::Name(path) if path.len() == 1 && path[0].args.is_none() => {
                let n = &path[0].name;
                if let Some(i) = names
                    .fparams
                    .iter()
                    .position(|p| p.name.as_ref().is_some_and(|m| &m.name == n))
                {
                    return Some(DepExpr::FnParam(i as u32));
                }
                // A value parameter of an alias or class template bound to
                // a dependent argument (`B` in `enable_if_t<B, T>`'s
                // pattern, with `B` = `is_int<T>::value`).
                match self.scopes.lookup(n) {
                    Some(super::scope::Symbol::DepValue(d)) => return Some(d),
                    // A value parameter bound to its stand-in while a
                    // template's signature is read (`N` in `I<N + 1>`).
                    Some(super::scope::Symbol::Enumerator(v, _)) if names.tparams.is_empty() => {
                        if let Some(i) = super::template::bound_param(v as u64) {
                            return Some(DepExpr::TemplateParam(i as u32));
                        }
                    }
                    _ => {}
                }
                let k = names.tparams.iter().position(|p| {
                    matches!(p.kind, ast::TemplateParamKind::Value { .. })
                        && p.name.as_ref().is_some_and(|m| &m.name == n)
                });
                match k {
                    Some(k) => Some(DepExpr::TemplateParam(k as u32)),
                    None => self.named_constant(e, path),
                }
            }
            ast::ExprKind::Name(path) if path.len() >= 2 => {
                let (last, quals) = path.split_last()?;
                if last.args.is_some() {
                    return None;
                }
                let te = ast::TypeExpr::named(quals.to_vec(), e.span);
                match self.quietly(|s| s.resolve_type(&te)) {
                    Some(t) if self.is_dependent(t) => {
                        Some(DepExpr::Member(self.types.unqual(t), last.name.clone()))
                    }
                    _ => self.named_constant(e, path),
                }
            }
            ast::ExprKind::Unary(op, x) => {
                let code = match op {
                    ast::UnaryOp::Not => "nt",
                    ast::UnaryOp::Neg => "ng",
                    ast::UnaryOp::BitNot => "co",
                    _ => return None,
                };
                Some(DepExpr::Unary(code, Box::new(sub(self, x)?)))
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
                let a = sub(self, a)?;
                let b = sub(self, b)?;
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
                ast::ExprKind::Name(path) if self.names_type(path) => {
                    let te = ast::TypeExpr::named(path.clone(), inner.span);
                    let t = self.quietly(|s| s.resolve_type(&te))?;
                    self.is_dependent(t).then_some(DepExpr::Sizeof(t))
                }
                _ => Some(DepExpr::SizeofExpr(Box::new(sub(self, inner)?))),
            },
            // `T()`, `T(a)`: a value of the type; `f(a)`: a call of a
            // name resolved only with the arguments.
            ast::ExprKind::Call(callee, args) => {
                let mut xs = Vec::with_capacity(args.len());
                for a in args {
                    xs.push(sub(self, a)?);
                }
                match &callee.kind {
                    ast::ExprKind::Name(path) if self.names_type(path) => {
                        let te = ast::TypeExpr::named(path.clone(), callee.span);
                        let t = self.quietly(|s| s.resolve_type(&te))?;
                        // (`T(-1)` with `T` bound to `int` is a value.)
                        let dependent = self.is_dependent(t) || xs.iter().any(dep_mentions_type);
                        dependent.then_some(DepExpr::Construct(t, xs))
                    }
                    ast::ExprKind::Name(path) if path.len() == 1 && path[0].args.is_none() => {
                        Some(DepExpr::Call(path[0].name.clone(), xs))
                    }
                    _ => None,
                }
            }
            ast::ExprKind::Cast(style, te, x) => {
                let t = self.quietly(|s| s.resolve_type(te))?;
                let x = sub(self, x)?;
                if !self.is_dependent(t) && !dep_mentions_type(&x) {
                    return None;
                }
                let code = match style {
                    ast::CastStyle::C | ast::CastStyle::Functional => {
                        return Some(DepExpr::Construct(t, vec![x]))
                    }
                    ast::CastStyle::Static => "sc",
                    ast::CastStyle::Reinterpret => "rc",
                    ast::CastStyle::Const => "cc",
                    ast::CastStyle::Dynamic => "dc",
                };
                Some(DepExpr::Cast(code, t, Box::new(x)))
            }
            // `T{args}`.
            ast::ExprKind::InitList(Some(te), items) => {
                let t = self.quietly(|s| s.resolve_type(te))?;
                let mut xs = Vec::with_capacity(items.len());
                for it in items {
                    let ast::Initializer::Expr(x) = it else {
                        return None;
                    };
                    xs.push(sub(self, x)?);
                }
                let dependent = self.is_dependent(t) || xs.iter().any(dep_mentions_type);
                dependent.then_some(DepExpr::BracedConstruct(t, xs))
            }
            // `sizeof...(Is)` where `Is` is bound to its stand-in while a
            // signature is read (`std::array<T, sizeof...(Is)>`).
            ast::ExprKind::SizeofPack(name) => {
                if let Some(k) = names
                    .tparams
                    .iter()
                    .position(|p| p.pack && p.name.as_ref().is_some_and(|m| m.name == name.name))
                {
                    return Some(DepExpr::SizeofPack(k as u32));
                }
                match self.scopes.lookup(&name.name) {
                    Some(super::scope::Symbol::Pack(items)) => match items.as_slice() {
                        [TArg::Value(v, _)] if super::template::v_is_placeholder(*v) => {
                            let k = super::template::bound_param(*v as u64)?;
                            Some(DepExpr::SizeofPack(k as u32))
                        }
                        [TArg::Type(t)] => {
                            let r = self.types.record(*t)?;
                            let k = r.param_index.filter(|_| r.param_pack)?;
                            Some(DepExpr::SizeofPack(k))
                        }
                        _ => None,
                    },
                    _ => None,
                }
            }
            ast::ExprKind::Index(a, i) => {
                let a = sub(self, a)?;
                let i = sub(self, i)?;
                Some(DepExpr::Binary("ix", Box::new(a), Box::new(i)))
            }
            ast::ExprKind::Member { base, name, arrow } if name.args.is_none() => {
                let b = sub(self, base)?;
                Some(DepExpr::Access(*arrow, Box::new(b), name.name.clone()))
            }
            _ => None,
        }
    }

    /// A name in a dependent expression that is no template parameter: an
    /// enumerator is a literal of its enumeration (`O == MO::acq` mangles
    /// `eqT_LS0_1E`, as clang and nvcc write it), a constant variable its
    /// value (nvcc writes `ns::K` as `Li4E` where clang writes the name).
    /// Without them two overloads that differ only there
    /// (`enable_if<O == relaxed>` and `enable_if<O == acquire_release>`,
    /// CUB's tile state) would be one.
    fn named_constant(
        &mut self,
        e: &ast::Expr,
        path: &[ast::Ident],
    ) -> Option<crate::types::DepExpr> {
        use crate::types::DepExpr;
        match self.peek_path(path)? {
            super::scope::Symbol::Enumerator(v, t)
                if super::template::bound_param(v as u64).is_none() =>
            {
                Some(DepExpr::Lit(v, t))
            }
            super::scope::Symbol::Global(g) if self.program.globals[g].is_const => {
                let v = self.quietly(|s| s.check_rvalue(e))?;
                let x = self.fold(&v)?;
                Some(DepExpr::Lit(x, self.types.unqual(v.ty)))
            }
            _ => None,
        }
    }

    /// `path<args>` as a dependent value when it names a variable
    /// template and its arguments depend on the template's parameters.
    fn dependent_variable_template(
        &mut self,
        path: &[ast::Ident],
        at: crate::source::Span,
    ) -> Option<crate::types::DepExpr> {
        let last = path.last()?;
        let Some(super::scope::Symbol::Template(id)) = self.peek_path(path) else {
            return None;
        };
        if !matches!(
            self.tmpl(id).kind,
            super::template::TemplateKind::Variable { .. }
        ) {
            return None;
        }
        let written = last.args.clone().unwrap_or_default();
        let args = self
            .quietly(|s| s.template_args(id, &written, at))
            .flatten()?;
        if !args.iter().any(|a| self.arg_is_dependent(a)) {
            return None;
        }
        let scope = self.scopes.ctx(self.tmpl(id).ctx).path.clone();
        let symbol = super::mangle::variable_template(&self.types, &scope, &last.name);
        let name = self.types.qualified_name(&scope, &last.name);
        Some(crate::types::DepExpr::VarTemplate(symbol, name, args))
    }

    /// Whether `path` names a type where it appears.
    fn names_type(&mut self, path: &[ast::Ident]) -> bool {
        matches!(self.peek_path(path), Some(super::scope::Symbol::Type(_)))
    }
}

/// The names a `decltype` in a signature may use as values: the function
/// template's parameters (`fp_`) and its value template parameters.
#[derive(Clone, Copy, Default)]
pub(crate) struct DepNames<'a> {
    pub fparams: &'a [ast::Param],
    pub tparams: &'a [ast::TemplateParam],
}

/// Whether a dependent expression names a dependent type anywhere (one
/// made of literals alone is a plain value).
fn dep_mentions_type(d: &crate::types::DepExpr) -> bool {
    use crate::types::DepExpr;
    match d {
        DepExpr::Member(..) | DepExpr::Sizeof(_) => true,
        DepExpr::FnParam(_) | DepExpr::TemplateParam(_) | DepExpr::SizeofPack(_) => true,
        DepExpr::Unary(_, x) | DepExpr::SizeofExpr(x) | DepExpr::Access(_, x, _) => {
            dep_mentions_type(x)
        }
        DepExpr::Binary(_, a, b) => dep_mentions_type(a) || dep_mentions_type(b),
        // A type named in an expression of a signature that did not
        // resolve is one of the template's parameters' (else it would).
        DepExpr::Construct(..) | DepExpr::BracedConstruct(..) | DepExpr::Cast(..) => true,
        DepExpr::Call(_, xs) => xs.iter().any(dep_mentions_type),
        // Made only for dependent arguments.
        DepExpr::VarTemplate(..) => true,
        DepExpr::Lit(..) => false,
    }
}
