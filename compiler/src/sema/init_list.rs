//! `std::initializer_list` objects the compiler makes from a braced list
//! ([dcl.init.list]p5): `D d = {1, 2, 3};` with
//! `D(std::initializer_list<int>)`, `g({1, 2, 3})`, and a parameter of
//! type `std::initializer_list<int>` itself.
//!
//! Input: a braced list and a class type. Output: the initialisation by
//! an initializer-list constructor (list-initialisation's first phase,
//! [over.match.list]p1.1), or `None` when the class has none (the other
//! constructors are then tried with the elements as arguments).
//!
//! The object is a `const E[N]` temporary holding the converted elements
//! and an `initializer_list<E>` pointing at it: its two members, the
//! array's address and the length, set directly as a compiler does (the
//! standard libraries keep them private: libstdc++'s `_M_array, _M_len`,
//! libc++'s `__begin_, __size_`, both pointer first). Invariant: the array
//! lives as long as the list's full expression (temporaries live until
//! the function returns here, which covers it); elements with a
//! destructor, which would need the array destroyed with the list, are
//! reported as not supported yet.

use super::Sema;
use crate::ast;
use crate::ir::*;
use crate::source::Span;
use crate::types::{Cv, IntKind, PathSeg, TArg, TypeId};

impl Sema<'_> {
    /// `auto il = {1, 2, 3};`: `std::initializer_list<E>` ([dcl.type.auto.deduct]
    /// p4), E the elements' common type (decayed, cv dropped), with the
    /// written cv-qualifiers. The error type after reporting why none.
    pub(crate) fn deduced_initializer_list(
        &mut self,
        v: &ast::VarDecl,
        items: &[ast::Initializer],
        at: Span,
    ) -> TypeId {
        let mut elem = None;
        for item in items {
            let ast::Initializer::Expr(e) = item else {
                self.error(
                    item.span(),
                    format!(
                        "cannot deduce the type of '{}' from a braced list that nests another",
                        v.name.name
                    ),
                );
                return self.error_ty();
            };
            let (t, found) = self.tentatively(|s| {
                let x = s.check_expr(e);
                let x = s.rvalue(x);
                s.types.unqual(x.ty)
            });
            if self.is_error_ty(t) || !found.is_empty() {
                self.diags.list.extend(found);
                return self.error_ty();
            }
            if let Some(prev) = elem.filter(|&p| p != t) {
                let (a, b) = (self.describe_ty(prev), self.describe_ty(t));
                self.error(
                    e.span,
                    format!("deduced conflicting types ('{a}' vs '{b}') for initializer list element type"),
                );
                return self.error_ty();
            }
            elem = Some(t);
        }
        let Some(elem) = elem else {
            self.error(
                v.name.span,
                format!(
                    "cannot deduce the type of '{}' from an empty braced list",
                    v.name.name
                ),
            );
            return self.error_ty();
        };
        let path = [
            ast::Ident::new("", at),
            ast::Ident::new("std", at),
            ast::Ident::new("initializer_list", at),
        ];
        let Some(super::scope::Symbol::Template(id)) = self.peek_path(&path) else {
            self.error(
                at,
                "cannot deduce type of initializer list because std::initializer_list was not found; include <initializer_list>",
            );
            return self.error_ty();
        };
        let il = self.instantiate_type(id, vec![crate::types::TArg::Type(elem)], at);
        let cv = crate::types::Cv {
            is_const: v.ty.quals.is_const,
            is_volatile: v.ty.quals.is_volatile,
            ..Default::default()
        };
        self.types.qualified(il, cv)
    }

    /// `std::initializer_list<E>`'s `E`, when `t` is one.
    pub(crate) fn initializer_list_elem(&self, t: TypeId) -> Option<TypeId> {
        let t = self.types.unqual(t);
        let r = self.types.record(t)?;
        let in_std = matches!(r.scope.first(), Some(PathSeg::Namespace(n)) if n == "std");
        if r.name != "initializer_list" || !in_std {
            return None;
        }
        match r.template.as_ref()?.1.as_slice() {
            [TArg::Type(e)] => Some(*e),
            _ => None,
        }
    }

    /// An `initializer_list<E>` (type `il`) over a new array holding
    /// `items` converted to `E`.
    pub(crate) fn initializer_list_value(
        &mut self,
        il: TypeId,
        items: &[ast::Initializer],
        span: Span,
    ) -> Option<Expr> {
        let il = self.types.unqual(il);
        let elem = self.initializer_list_elem(il)?;
        if !self.is_complete_now(il) {
            return None;
        }
        // The array is a temporary (`lifetime` destroys its elements at
        // the end of the full expression, or with the variable or
        // reference the list initialises: [dcl.init.list]p6).
        let elem = self.types.qualified(self.types.unqual(elem), Cv::CONST);
        let n = items.len() as u64;
        let arr = self.types.array(elem, Some(n));
        let list = ast::Initializer::List(items.to_vec(), span);
        let init = self.init_object(arr, Some(&list), span)?;
        let array = Expr::new(ExprKind::Temp(Box::new(init)), arr, true, span);
        let ptr_ty = self.types.pointer(elem);
        let first = Expr::new(
            ExprKind::Cast(CastKind::ArrayToPtr, Box::new(array)),
            ptr_ty,
            false,
            span,
        );
        let size_ty = self.types.int(IntKind::ULong);
        let len = Expr::new(ExprKind::Int(n as i128), size_ty, false, span);
        let fields: Vec<TypeId> = self
            .types
            .record(il)?
            .fields
            .as_ref()?
            .iter()
            .map(|f| f.ty)
            .collect();
        // Pointer then length, as both libraries lay it out.
        let [p, l] = fields.as_slice() else {
            return None;
        };
        if !self.types.is_pointer(*p) || !self.types.is_integral(*l) {
            return None;
        }
        let first = self.convert_implicit(first, *p, super::convert::ConvCtx::Init);
        let len = self.convert_implicit(len, *l, super::convert::ConvCtx::Init);
        let obj = Init::List(vec![Init::Expr(first), Init::Expr(len)]);
        let temp = Expr::new(ExprKind::Temp(Box::new(obj)), il, true, span);
        Some(self.rvalue(temp))
    }

    /// List-initialisation of class `t` by an initializer-list
    /// constructor, when `t` has one taking `items` (none for `{}` when
    /// `t` has a default constructor, which value-initialises).
    pub(crate) fn init_by_list_ctor(
        &mut self,
        t: TypeId,
        items: &[ast::Initializer],
        copy_init: bool,
        span: Span,
    ) -> Option<Init> {
        if items
            .iter()
            .any(|i| matches!(i, ast::Initializer::Designated(..)))
        {
            return None;
        }
        let ctors = self.constructors_of(t);
        if items.is_empty() && ctors.iter().any(|&c| self.declared_params(c).is_empty()) {
            return None;
        }
        let il = ctors.iter().find_map(|&c| {
            let func = &self.program.functions[c];
            if func.pattern.is_some() || (copy_init && func.method.is_some_and(|m| m.explicit)) {
                return None;
            }
            // An initializer-list constructor's other parameters all
            // have defaults (`map(initializer_list<value_type>, const
            // Compare & = Compare(), const Alloc & = Alloc())`).
            let params = self.declared_params(c);
            match params.first() {
                Some(&p) if self.required_args(c, params.len()) <= 1 => {
                    let p = self.types.referee(p).unwrap_or(p);
                    self.initializer_list_elem(p).map(|_| self.types.unqual(p))
                }
                _ => None,
            }
        })?;
        let value = self.initializer_list_value(il, items, span)?;
        Some(self.construct(t, vec![value], copy_init, span))
    }

    /// The elements of a braced list whose target type cudac could not
    /// tell (host code), each checked on its own for what it names.
    pub(crate) fn check_unplaced_items(&mut self, items: &[ast::Initializer]) {
        for it in items {
            match it {
                ast::Initializer::Expr(e) => {
                    self.check_expr(e);
                }
                ast::Initializer::List(inner, _) => self.check_unplaced_items(inner),
                ast::Initializer::Designated(_, v, _) => {
                    self.check_unplaced_items(std::slice::from_ref(v))
                }
                ast::Initializer::Ctor(args, _) => {
                    for a in args {
                        self.check_expr(a);
                    }
                }
            }
        }
    }
}
