//! Assignment, compound assignment and increment/decrement: the
//! modifiable-lvalue check, and C++17's evaluation order, in which an
//! assignment's right operand (simple, compound, on a bit-field, and in
//! constant evaluation) is evaluated before its left, so `a[i++] = i`
//! stores the old `i`. A class's `operator=` or `operator op=` keeps that
//! order ([over.match.oper]/2: `right_operand_first` computes the right
//! argument, a value or the address a reference binds, into a local before
//! the call). Clang-19 gives the same results
//! (`tests/codegen/assignment_order.cu`).
//!
//! Input: the checked or written operands (from `expr.rs`). Output: the
//! checked assignment. Invariant: a target that is not a modifiable lvalue
//! is reported and yields an error expression.

use super::convert::ConvCtx;
use super::expr::object_global;
use super::Sema;
use crate::ast::{self, BinaryOp};
use crate::ir::*;
use crate::source::Span;
use crate::types::IntKind;

impl Sema<'_> {
    /// Check that `e` is a modifiable lvalue; report otherwise.
    pub(crate) fn check_modifiable(&mut self, e: &Expr, what: &str) -> bool {
        if self.is_error_ty(e.ty) {
            return false;
        }
        if !e.lvalue {
            self.error(
                e.span,
                format!("expression is not assignable ({what} requires an lvalue)"),
            );
            return false;
        }
        if self.types.array_elem(e.ty).is_some() {
            let d = self.describe_ty(e.ty);
            self.error(e.span, format!("array type '{d}' is not assignable"));
            return false;
        }
        if self.types.cv(e.ty).is_const {
            let d = self.describe_ty(e.ty);
            let msg = match &e.kind {
                ExprKind::Local(l) => {
                    let n = self
                        .func
                        .as_ref()
                        .map(|f| f.locals[*l].name.clone())
                        .unwrap_or_default();
                    format!("cannot assign to variable '{n}' with const-qualified type '{d}'")
                }
                ExprKind::Global(g) => {
                    let n = self.program.globals[*g].name.clone();
                    format!("cannot assign to variable '{n}' with const-qualified type '{d}'")
                }
                _ => format!("read-only variable is not assignable (type '{d}')"),
            };
            self.error(e.span, msg);
            return false;
        }
        match object_global(e) {
            Some(g) => self.check_constant_write(g, e.span),
            None => true,
        }
    }

    /// C++17 [over.match.oper]/2: an overloaded `a = b` or `a op= b` is
    /// sequenced as the built-in one, the right operand before the left
    /// (`s[i++] = i` passes the old `i`; clang evaluates it first too).
    /// The call evaluates its arguments left to right, so a scalar right
    /// argument (a value, or the address a reference parameter binds) is
    /// computed into a local first. A record passed by value stays in
    /// place: copying it into a local would skip its copy constructor.
    fn right_operand_first(&mut self, mut e: Expr, span: Span) -> Expr {
        if self.func.is_none() {
            return e;
        }
        // The call itself, or under the `*` of a call returning a reference.
        let call = if let ExprKind::Deref(c) = &mut e.kind {
            &mut **c
        } else {
            &mut e
        };
        let (ExprKind::Call(_, args) | ExprKind::VirtualCall(_, _, args)) = &mut call.kind else {
            return e;
        };
        // A reference parameter's argument is the address it binds (typed
        // as the reference), computed first like a scalar value; a glvalue
        // argument has its address taken.
        let movable = args.len() == 2
            && (args[1].lvalue
                || self.types.is_scalar(args[1].ty)
                || self.types.referee(args[1].ty).is_some())
            && !matches!(
                args[1].kind,
                ExprKind::Int(_) | ExprKind::Float(_) | ExprKind::Null
            );
        if !movable {
            return e;
        }
        let rhs = args.pop().expect("two arguments");
        let (value, referent) = if rhs.lvalue {
            let (rt, xv) = (rhs.ty, rhs.xvalue);
            let pt = self.types.pointer(rt);
            (
                Expr::new(ExprKind::AddrOf(Box::new(rhs)), pt, false, span),
                Some((rt, xv)),
            )
        } else {
            (rhs, None)
        };
        let (first, load) = self.computed_first(value, span);
        args.push(match referent {
            Some((rt, xv)) => {
                let mut d = Expr::new(ExprKind::Deref(Box::new(load)), rt, true, span);
                d.xvalue = xv;
                d
            }
            None => load,
        });
        let (ty, lvalue, xvalue) = (e.ty, e.lvalue, e.xvalue);
        let mut out = Expr::new(
            ExprKind::Comma(Box::new(first), Box::new(e)),
            ty,
            lvalue,
            span,
        );
        out.xvalue = xvalue;
        out
    }

    pub(super) fn assign(
        &mut self,
        op: Option<BinaryOp>,
        l: &ast::Expr,
        r: &ast::Expr,
        span: Span,
    ) -> Expr {
        if self.check_predefined_write(l) {
            let _ = self.check_expr(r);
            return self.error_expr(span);
        }
        let lhs = self.check_expr(l);
        // `x = {a, b}`: the list initialises a temporary of the left
        // operand's type, which is then assigned; for a class with
        // assignment operators of its own, of the type their parameter
        // takes (`x.operator=({a, b})`, [expr.ass]p9).
        let rhs = match &r.kind {
            ast::ExprKind::InitList(None, items) if op.is_none() => {
                let lt = self.types.unqual(lhs.ty);
                let ops = match self
                    .class_ctx(lt)
                    .and_then(|c| self.scopes.lookup_in(c, "operator=").cloned())
                {
                    Some(super::scope::Symbol::Funcs(fs)) => fs,
                    _ => Vec::new(),
                };
                let t = self
                    .braced_param_type(&ops, 0, 1, items, r.span)
                    .unwrap_or(lt);
                self.braced_value(t, items, r.span)
            }
            _ => self.check_expr(r),
        };
        self.assign_values(op, lhs, rhs, span)
    }

    /// `lhs = rhs` (or `lhs op= rhs`) of checked operands.
    pub(crate) fn assign_values(
        &mut self,
        op: Option<BinaryOp>,
        lhs: Expr,
        rhs: Expr,
        span: Span,
    ) -> Expr {
        let spelled = match op {
            Some(o) => format!("{}=", o.spelling()),
            None => "=".to_string(),
        };
        // A class's own `operator=` (or any `operator op=`) replaces the
        // built-in assignment; without one, `=` copies the object. So does
        // assigning an object of the class (or a derived one) when the
        // class declares no copy assignment of its own.
        let mut implicit_copy = op.is_none() && self.types.is_record(lhs.ty) && {
            let (lt, rt) = (self.types.unqual(lhs.ty), self.types.unqual(rhs.ty));
            (lt == rt || self.is_base_of(lt, rt)) && !self.has_copy_assign(lt)
        };
        // `e |= f` on enumerations may be a user operator too (libcu++'s
        // `byte& operator|=(byte&, byte)`); plain `=` on one never is.
        let enum_compound = op.is_some() && self.types.is_enum(lhs.ty);
        let user_assign = enum_compound
            || self.types.is_record(lhs.ty)
                && !implicit_copy
                && (op.is_some()
                    || self.class_ctx(lhs.ty).is_some_and(|c| {
                        self.scopes
                            .lookup_in(c, &format!("operator{spelled}"))
                            .is_some()
                    }));
        let (lhs, rhs) = if user_assign && op.is_none() && !self.has_copy_assign(lhs.ty) {
            // The class's own `operator=` templates, then its implicit
            // (or defaulted) copy and move assignment, which a right
            // operand converting to the class reaches ([over.match.oper]:
            // `tuple = tuple_of_iterator_references` through the latter's
            // conversion template, in Thrust's reductions).
            let lt = self.types.unqual(lhs.ty);
            let (tried, why) =
                self.tentatively(|s| s.overloaded_binary(&spelled, lhs.clone(), rhs.clone(), span));
            // (A call that found no viable `operator=` is an error
            // expression, `Ok` all the same.)
            let no_viable = why.iter().any(|d| d.is_error());
            match tried {
                Ok(e) if !no_viable => {
                    self.restore_diags(why);
                    return self.right_operand_first(e, span);
                }
                tried => {
                    let (converted, failed) =
                        self.probe(|s| s.convert_implicit(rhs.clone(), lt, ConvCtx::Init));
                    match tried {
                        _ if !failed => {
                            implicit_copy = true;
                            (self.materialize(lhs), converted)
                        }
                        Ok(e) => {
                            self.restore_diags(why);
                            return self.right_operand_first(e, span);
                        }
                        Err(pair) => {
                            self.restore_diags(why);
                            *pair
                        }
                    }
                }
            }
        } else if user_assign {
            match self.overloaded_binary(&spelled, lhs, rhs, span) {
                Ok(e) => return self.right_operand_first(e, span),
                Err(pair) => *pair,
            }
        } else if implicit_copy {
            // The implicit copy assignment is a member function: it is
            // called on a class prvalue too (`*it = *jt` with Thrust's
            // proxy `device_reference`s), on the materialised temporary.
            (self.materialize(lhs), rhs)
        } else {
            (lhs, rhs)
        };
        if !self.check_modifiable(&lhs, "assignment") {
            return self.error_expr(span);
        }
        let lt = self.types.unqual(lhs.ty);
        if implicit_copy && !self.has_copy_assign(lt) {
            if let Some(why) = self.deleted_implicit_assign(lt) {
                let d = self.describe_ty(lt);
                self.error(
                    span,
                    format!(
                        "object of type '{d}' cannot be assigned because its copy assignment operator is implicitly deleted: {why}"
                    ),
                );
                return self.error_expr(span);
            }
        }
        if implicit_copy && self.assigns_by_operator(lt) {
            return self.implicit_assign(lt, lhs, rhs, span);
        }
        let Some(op) = op else {
            // The implicit assignment takes `const T&`: the source's
            // bytes, never a copy made by T's copy constructor (which may
            // be deleted).
            let rhs = if implicit_copy && self.types.is_record(lt) {
                let from = self.types.unqual(rhs.ty);
                let rhs = if from != lt && rhs.lvalue {
                    self.base_subobject(rhs, lt, span)
                } else {
                    rhs
                };
                if self.types.unqual(rhs.ty) == lt {
                    self.rvalue(rhs)
                } else {
                    self.convert_implicit(rhs, lt, ConvCtx::Assign)
                }
            } else {
                self.convert_implicit(rhs, lt, ConvCtx::Assign)
            };
            let t = lhs.ty;
            return Expr::new(
                ExprKind::Assign(Box::new(lhs), Box::new(rhs)),
                t,
                true,
                span,
            );
        };
        // A class operand of a built-in compound assignment converts
        // through its conversion function (`x /= d` with
        // `int_fastdiv::operator int()`).
        let rhs = self.builtin_operand(rhs);
        let rhs = self.rvalue(rhs);
        let t = lhs.ty;
        if self.types.is_pointer(lt) {
            if !matches!(op, BinaryOp::Add | BinaryOp::Sub) || !self.types.is_integral(rhs.ty) {
                let (dl, dr) = (self.describe_ty(lt), self.describe_ty(rhs.ty));
                self.error(
                    span,
                    format!("invalid operands to compound assignment ('{dl}' and '{dr}')"),
                );
                return self.error_expr(span);
            }
            if !self.pointee_complete(lt, span) {
                return self.error_expr(span);
            }
            let rhs = self.offset_operand(rhs);
            let aop = if op == BinaryOp::Add {
                ArithOp::Add
            } else {
                ArithOp::Sub
            };
            return Expr::new(
                ExprKind::CompoundAssign {
                    op: aop,
                    lhs: Box::new(lhs),
                    rhs: Box::new(rhs),
                    compute_ty: lt,
                },
                t,
                true,
                span,
            );
        }
        let Some(aop) = self.arith_operands(op, lt, rhs.ty, span, "=") else {
            return self.error_expr(span);
        };
        let (compute_ty, rhs) = if matches!(aop, ArithOp::Shl | ArithOp::Shr) {
            let ct = self.promoted(lt);
            let r = self.promote(rhs);
            (ct, r)
        } else {
            let ct = self.common_arith(lt, rhs.ty);
            let r = self.convert_arith(rhs, ct);
            (ct, r)
        };
        Expr::new(
            ExprKind::CompoundAssign {
                op: aop,
                lhs: Box::new(lhs),
                rhs: Box::new(rhs),
                compute_ty,
            },
            t,
            true,
            span,
        )
    }

    pub(super) fn inc_dec(&mut self, x: &ast::Expr, inc: bool, prefix: bool, span: Span) -> Expr {
        if self.check_predefined_write(x) {
            return self.error_expr(span);
        }
        let target = self.check_expr(x);
        // `++a` is `a.operator++()`, `a++` is `a.operator++(0)`.
        let mut operands = vec![target];
        if !prefix {
            let int = self.types.int(IntKind::Int);
            operands.push(Expr::new(ExprKind::Int(0), int, false, span));
        }
        let target = match self.overloaded_operator(if inc { "++" } else { "--" }, operands, span) {
            Ok(e) => return e,
            Err(v) => match v.into_iter().next() {
                Some(t) => t,
                None => return self.error_expr(span),
            },
        };
        let what = if inc { "increment" } else { "decrement" };
        if !self.check_modifiable(&target, what) {
            return self.error_expr(span);
        }
        let t = self.types.unqual(target.ty);
        if self.types.is_bool(t) {
            self.error(
                span,
                format!("ISO C++17 does not allow {what} of an operand of type 'bool'"),
            );
            return self.error_expr(span);
        }
        if !(self.types.is_arithmetic(t) || self.types.is_pointer(t)) {
            let d = self.describe_ty(t);
            self.error(span, format!("cannot {what} value of type '{d}'"));
            return self.error_expr(span);
        }
        if self.types.is_pointer(t) && !self.pointee_complete(t, span) {
            return self.error_expr(span);
        }
        let ty = target.ty;
        Expr::new(
            ExprKind::IncDec {
                target: Box::new(target),
                inc,
                prefix,
            },
            ty,
            prefix,
            span,
        )
    }
}
