//! Integer constant expressions: folding a checked expression to a value
//! (array bounds, `__launch_bounds__`, `case` labels, `#pragma unroll N`,
//! `static_assert`, enumerators, and `const` variables used in device code),
//! and the constants a static initialiser may hold: arithmetic values,
//! null pointers and address constants.
//!
//! Static initialisers are folded here to literals, null pointers or address
//! constants (`fold_address`: a device global, a string literal or a
//! function, moved by folded offsets); codegen turns an address constant into
//! `addrspacecast` and `i8` GEP constant expressions as clang does, after it
//! has created every global and declared every function, so an initialiser
//! may name any of them.

use super::Sema;
use crate::ir::{ArithOp, CastKind, CmpOp, Expr, ExprKind, UnOp};
use crate::types::TypeId;

/// Wrap `v` to the width and signedness of integer type `t`.
pub(crate) fn wrap_to(types: &crate::types::TypeGraph, t: TypeId, v: i128) -> i128 {
    if types.is_bool(t) {
        return (v != 0) as i128;
    }
    let Some(k) = types.int_kind(t) else { return v };
    let bits = k.bits();
    if bits >= 128 {
        return v;
    }
    let mask = (1i128 << bits) - 1;
    let u = v & mask;
    if k.signed() && (u >> (bits - 1)) & 1 == 1 {
        u - (1i128 << bits)
    } else {
        u
    }
}

impl Sema<'_> {
    /// The value of an integral constant expression, or `None` when the
    /// expression is not constant. Division by zero is not constant.
    pub(crate) fn fold(&self, e: &Expr) -> Option<i128> {
        let t = e.ty;
        let v = match &e.kind {
            ExprKind::Int(v) => *v,
            ExprKind::Load(inner) => match &inner.kind {
                ExprKind::Local(l) => *self.const_locals.get(l)?,
                ExprKind::Global(g) => *self.const_globals.get(g)?,
                // Members and elements of constant objects.
                _ => return self.eval_int(e),
            },
            // `constexpr` calls, and what the evaluator models beyond
            // folding (`mk(3).y`: a member of a call's result).
            ExprKind::Call(..)
            | ExprKind::CallPtr(..)
            | ExprKind::WithCleanups(..)
            | ExprKind::Member(..) => return self.eval_int(e),
            ExprKind::Cast(kind, inner) => match kind {
                CastKind::IntToInt | CastKind::NoOp => self.fold(inner)?,
                CastKind::ToBool if self.types.is_integral(inner.ty) => {
                    (self.fold(inner)? != 0) as i128
                }
                CastKind::FloatToInt => {
                    let f = self.fold_float(inner)?;
                    if !f.is_finite() {
                        return None;
                    }
                    f.trunc() as i128
                }
                _ => return None,
            },
            // `((void)P, true)` (libcu++'s `__all`): the left operand is
            // a constant expression too, its value dropped.
            ExprKind::Comma(a, b) => {
                let left = match &a.kind {
                    ExprKind::Cast(CastKind::ToVoid, x) => x,
                    _ => a,
                };
                if self.fold(left).is_none() && self.fold_float(left).is_none() {
                    return self.eval_int(e);
                }
                self.fold(b)?
            }
            ExprKind::Unary(op, inner) => {
                let v = self.fold(inner)?;
                match op {
                    UnOp::Neg => v.wrapping_neg(),
                    UnOp::BitNot => !v,
                    UnOp::Not => (v == 0) as i128,
                }
            }
            ExprKind::Binary(op, l, r) => {
                let (a, b) = (self.fold(l)?, self.fold(r)?);
                int_binary(&self.types, t, *op, a, b)?
            }
            // `static_assert(d == 4.0)`: a comparison of floating
            // constants is an integral constant expression too.
            ExprKind::Compare(op, l, r) if self.types.is_floating(l.ty) => {
                let (a, b) = (self.fold_float(l)?, self.fold_float(r)?);
                compare_by(*op, a, b) as i128
            }
            ExprKind::Compare(op, l, r) => {
                let (a, b) = (self.fold(l)?, self.fold(r)?);
                int_compare(&self.types, l.ty, *op, a, b) as i128
            }
            ExprKind::Logical(is_and, l, r) => {
                let a = self.fold(l)? != 0;
                if *is_and && !a {
                    0
                } else if !*is_and && a {
                    1
                } else {
                    (self.fold(r)? != 0) as i128
                }
            }
            ExprKind::Cond(c, a, b) => {
                if self.fold(c)? != 0 {
                    self.fold(a)?
                } else {
                    self.fold(b)?
                }
            }
            _ => return None,
        };
        if self.types.is_integer_valued(t) {
            Some(wrap_to(&self.types, t, v))
        } else {
            None
        }
    }
}

impl Sema<'_> {
    /// The value of a floating constant expression.
    pub(crate) fn fold_float(&self, e: &Expr) -> Option<f64> {
        let v = match &e.kind {
            ExprKind::Float(f) => *f,
            ExprKind::Cast(CastKind::IntToFloat, inner) => {
                let v = self.fold(inner)?;
                v as f64
            }
            ExprKind::Cast(CastKind::FloatToFloat | CastKind::NoOp, inner) => {
                self.fold_float(inner)?
            }
            ExprKind::Unary(UnOp::Neg, inner) => -self.fold_float(inner)?,
            ExprKind::Binary(op, l, r) => {
                let (a, b) = (self.fold_float(l)?, self.fold_float(r)?);
                match op {
                    ArithOp::Add => a + b,
                    ArithOp::Sub => a - b,
                    ArithOp::Mul => a * b,
                    ArithOp::Div => a / b,
                    _ => return None,
                }
            }
            ExprKind::Cond(c, a, b) => {
                if self.fold(c)? != 0 {
                    self.fold_float(a)?
                } else {
                    self.fold_float(b)?
                }
            }
            ExprKind::Call(..)
            | ExprKind::Load(_)
            | ExprKind::WithCleanups(..)
            | ExprKind::Member(..) => return self.eval_float(e),
            _ => return None,
        };
        // Each float operation rounds to the type's precision.
        if self.types.float_kind(e.ty) == Some(crate::types::FloatKind::Float) {
            Some(v as f32 as f64)
        } else {
            Some(v)
        }
    }

    /// `e` folded to a literal of its type (`Int`, `Float` or `Null`), for
    /// static initialisers.
    pub(crate) fn fold_literal(&self, e: &Expr) -> Option<Expr> {
        // A pointer to member constant is already its value.
        if self.types.member_pointer_parts(e.ty).is_some() {
            return match &e.kind {
                ExprKind::Int(_) | ExprKind::MemberFnPtr(_) => {
                    let mut c = e.clone();
                    c.ty = self.types.unqual(e.ty);
                    Some(c)
                }
                _ => None,
            };
        }
        let kind = if self.types.is_integer_valued(e.ty) {
            ExprKind::Int(self.fold(e)?)
        } else if self.types.is_floating(e.ty) {
            ExprKind::Float(self.fold_float(e)?)
        } else if self.types.is_pointer(e.ty) && self.is_null_constant_ptr(e) {
            ExprKind::Null
        } else if self.types.is_pointer(e.ty) {
            // `&g`, `arr + 1`, `&s.f`, `"text"`, `f`: kept as the address
            // expression, its offsets folded.
            let mut a = self.fold_address(e)?;
            a.ty = self.types.unqual(e.ty);
            return Some(a);
        } else {
            return None;
        };
        Some(Expr::new(kind, self.types.unqual(e.ty), false, e.span))
    }

    /// An address constant ([expr.const]): a pointer to an object with
    /// static storage in device memory (not `__shared__`, which differs
    /// per block), to a string literal or to a function, moved by
    /// constant offsets (subscripts, members, bases, pointer arithmetic),
    /// rebuilt with the offsets folded to integers; `None` otherwise.
    fn fold_address(&self, e: &Expr) -> Option<Expr> {
        let kind = match &e.kind {
            ExprKind::Cast(CastKind::ArrayToPtr, lv) => {
                ExprKind::Cast(CastKind::ArrayToPtr, Box::new(self.fold_object(lv)?))
            }
            ExprKind::Cast(CastKind::FuncToPtr, f) if matches!(f.kind, ExprKind::Func(_)) => {
                e.kind.clone()
            }
            ExprKind::Cast(k @ (CastKind::PtrToPtr | CastKind::NoOp), p) => {
                ExprKind::Cast(*k, Box::new(self.fold_address(p)?))
            }
            ExprKind::Cast(k @ CastKind::BaseAdjust { .. }, p) => {
                ExprKind::Cast(*k, Box::new(self.fold_address(p)?))
            }
            ExprKind::AddrOf(lv) => ExprKind::AddrOf(Box::new(self.fold_object(lv)?)),
            ExprKind::PtrAdd(p, n) => {
                let n = Expr::new(ExprKind::Int(self.fold(n)?), n.ty, false, n.span);
                ExprKind::PtrAdd(Box::new(self.fold_address(p)?), Box::new(n))
            }
            _ => return None,
        };
        Some(Expr { kind, ..e.clone() })
    }

    /// An lvalue designating (part of) an object an address constant may
    /// point to, offsets folded.
    fn fold_object(&self, e: &Expr) -> Option<Expr> {
        let kind = match &e.kind {
            ExprKind::Global(g) => {
                let space = self.program.globals[*g].space;
                if matches!(
                    space,
                    crate::types::AddrSpace::Shared | crate::types::AddrSpace::Generic
                ) {
                    return None;
                }
                e.kind.clone()
            }
            ExprKind::Str(_) | ExprKind::Func(_) => e.kind.clone(),
            ExprKind::Member(x, i) => ExprKind::Member(Box::new(self.fold_object(x)?), *i),
            ExprKind::Deref(p) => ExprKind::Deref(Box::new(self.fold_address(p)?)),
            ExprKind::Cast(CastKind::NoOp, x) => {
                ExprKind::Cast(CastKind::NoOp, Box::new(self.fold_object(x)?))
            }
            _ => return None,
        };
        Some(Expr { kind, ..e.clone() })
    }

    fn is_null_constant_ptr(&self, e: &Expr) -> bool {
        match &e.kind {
            ExprKind::Null => true,
            ExprKind::Cast(CastKind::NullToPtr, _) => true,
            ExprKind::Cast(CastKind::PtrToPtr | CastKind::NoOp, inner) => {
                self.is_null_constant_ptr(inner)
            }
            _ => false,
        }
    }
}

/// `a op b` in integer type `t` (operands already converted to it; a
/// shift's right operand has its own type), wrapped to `t`; `None` for
/// what is not constant (division by zero, shifts out of range).
pub(crate) fn int_binary(
    types: &crate::types::TypeGraph,
    t: TypeId,
    op: ArithOp,
    a: i128,
    b: i128,
) -> Option<i128> {
    let unsigned = types.int_kind(t).is_some_and(|k| !k.signed());
    let bits = types.int_kind(t).map(|k| k.bits()).unwrap_or(32);
    let (ua, ub) = if unsigned {
        (wrap_unsigned(a, bits), wrap_unsigned(b, bits))
    } else {
        (a, b)
    };
    // An `unsigned __int128` is held as its bit pattern in `i128`: what
    // depends on the order of values divides and shifts as `u128`.
    let wide = unsigned && bits >= 128;
    let v = match op {
        ArithOp::Add => ua.wrapping_add(ub),
        ArithOp::Sub => ua.wrapping_sub(ub),
        ArithOp::Mul => ua.wrapping_mul(ub),
        ArithOp::Div if wide => (ua as u128).checked_div(ub as u128)? as i128,
        ArithOp::Rem if wide => (ua as u128).checked_rem(ub as u128)? as i128,
        ArithOp::Div => ua.checked_div(ub)?,
        ArithOp::Rem => ua.checked_rem(ub)?,
        ArithOp::Shl => {
            if !(0..bits as i128).contains(&b) {
                return None;
            }
            ua.wrapping_shl(b as u32)
        }
        ArithOp::Shr => {
            if !(0..bits as i128).contains(&b) {
                return None;
            }
            if wide {
                ((ua as u128) >> b as u32) as i128
            } else {
                ua >> b as u32
            }
        }
        ArithOp::And => ua & ub,
        ArithOp::Or => ua | ub,
        ArithOp::Xor => ua ^ ub,
    };
    Some(wrap_to(types, t, v))
}

/// `a op b` for integers of type `operand` (unsigned ones compare as
/// unsigned).
pub(crate) fn int_compare(
    types: &crate::types::TypeGraph,
    operand: TypeId,
    op: CmpOp,
    mut a: i128,
    mut b: i128,
) -> bool {
    if let Some(k) = types.int_kind(operand) {
        if !k.signed() {
            a = wrap_unsigned(a, k.bits());
            b = wrap_unsigned(b, k.bits());
            if k.bits() >= 128 {
                // The bit pattern of an `unsigned __int128` does not fit
                // `i128`'s order (libcu++'s `is_signed` is `T(-1) < T(0)`).
                return compare_by(op, a as u128, b as u128);
            }
        }
    }
    compare_by(op, a, b)
}

/// `a op b` for any ordered values (integers, floating point: a NaN
/// compares false but for `!=`).
pub(crate) fn compare_by<T: PartialOrd>(op: CmpOp, a: T, b: T) -> bool {
    match op {
        CmpOp::Eq => a == b,
        CmpOp::Ne => a != b,
        CmpOp::Lt => a < b,
        CmpOp::Gt => a > b,
        CmpOp::Le => a <= b,
        CmpOp::Ge => a >= b,
    }
}

fn wrap_unsigned(v: i128, bits: u32) -> i128 {
    if bits >= 128 {
        v
    } else {
        v & ((1i128 << bits) - 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::{IntKind, TypeGraph};

    #[test]
    fn unsigned_int128_compares_and_divides_as_unsigned() {
        let mut g = TypeGraph::new();
        let u128t = g.int(IntKind::UInt128);
        let max = !0i128; // all ones: u128::MAX's bit pattern
        assert!(int_compare(&g, u128t, CmpOp::Gt, max, 0));
        assert!(!int_compare(&g, u128t, CmpOp::Lt, max, 0));
        assert!(compare_by(CmpOp::Ne, f64::NAN, f64::NAN));
        assert!(!compare_by(CmpOp::Eq, f64::NAN, f64::NAN));
    }

    #[test]
    fn wraps_to_width_and_sign() {
        let mut g = TypeGraph::new();
        let u8t = g.int(IntKind::UChar);
        let i8t = g.int(IntKind::SChar);
        let u32t = g.int(IntKind::UInt);
        assert_eq!(wrap_to(&g, u8t, 300), 44);
        assert_eq!(wrap_to(&g, i8t, 200), -56);
        assert_eq!(wrap_to(&g, u32t, -1), 0xFFFF_FFFF);
    }
}
