//! Bit-field reads and writes.
//!
//! A bit-field has no address; it is reached through the integer access
//! unit `types::layout` chose for it (`BitAccess`). Read: load the unit,
//! shift the field down and mask it (unsigned) or shift it to the top and
//! back with an arithmetic shift (signed). Write: load the unit, clear the
//! field's bits, or in the new bits, store. The value of an assignment is
//! the stored value read back out of the bits (truncated, sign-extended),
//! computed without a second load.
//!
//! Sema has already rejected `&`, `sizeof` and reference binding on a
//! bit-field, and promoted one narrower than `int` as it loads it. The unit
//! is loaded and stored at the alignment the lvalue is known to have
//! (`sema::align`), which a packed record may lower.

use super::func::FnGen;
use super::{Ice, R};
use crate::ir::{Expr, ExprKind, Init};
use crate::sema::align;
use crate::types::{BitAccess, TypeId};
use inkwell::types::IntType;
use inkwell::values::{BasicValue, BasicValueEnum, IntValue, PointerValue};

/// The unit's address, its access, and the field's type.
struct Place<'ctx> {
    ptr: PointerValue<'ctx>,
    acc: BitAccess,
    ty: TypeId,
}

impl<'c, 'a, 'ctx> FnGen<'c, 'a, 'ctx> {
    /// Whether `e` designates a bit-field: a bit-field member, or an
    /// assignment, compound assignment, prefix `++`/`--` or comma whose
    /// result is one.
    pub(super) fn is_bitfield(&self, e: &Expr) -> bool {
        match &e.kind {
            ExprKind::Member(base, idx) => self
                .cg
                .types
                .record(base.ty)
                .and_then(|r| r.fields.as_ref())
                .and_then(|f| f.get(*idx as usize))
                .is_some_and(|f| f.bit_width.is_some()),
            ExprKind::Assign(l, _)
            | ExprKind::CompoundAssign { lhs: l, .. }
            | ExprKind::IncDec {
                target: l,
                prefix: true,
                ..
            } => self.is_bitfield(l),
            ExprKind::Comma(_, b) => b.lvalue && self.is_bitfield(b),
            _ => false,
        }
    }

    fn bf_place(&mut self, e: &Expr) -> R<Place<'ctx>> {
        let ExprKind::Member(base, idx) = &e.kind else {
            return Err(Ice("bit-field place of a non-member".into()));
        };
        let bp = self.record_address(base)?;
        let mut acc = self
            .cg
            .types
            .record_layout(base.ty)
            .and_then(|r| r.fields.get(*idx as usize).and_then(|f| f.bits))
            .ok_or_else(|| Ice("bit-field without an access unit".into()))?;
        if base.lvalue {
            // A record inside a packed one may itself be under-aligned.
            let base_align = align::lvalue_align(self.cg.types, base);
            acc.unit_align = acc
                .unit_align
                .min(align::at_offset(base_align, acc.unit_offset));
        }
        let ptr = self.unit_ptr(bp, acc)?;
        Ok(Place { ptr, acc, ty: e.ty })
    }

    fn unit_ty(&self, acc: BitAccess) -> R<IntType<'ctx>> {
        let bits = std::num::NonZeroU32::new((acc.unit_size * 8) as u32)
            .ok_or_else(|| Ice("empty bit-field unit".into()))?;
        self.cg
            .ctx
            .custom_width_int_type(bits)
            .map_err(|e| Ice(e.to_string()))
    }

    fn load_unit(&mut self, p: &Place<'ctx>) -> R<IntValue<'ctx>> {
        let ut = self.unit_ty(p.acc)?;
        let v = self.b.build_load(ut, p.ptr, "bf.load")?;
        if let Some(i) = v.as_instruction_value() {
            i.set_alignment(p.acc.unit_align as u32)
                .map_err(|e| Ice(e.to_string()))?;
            if self.cg.types.cv(p.ty).is_volatile {
                i.set_volatile(true).map_err(|e| Ice(e.to_string()))?;
            }
        }
        Ok(v.into_int_value())
    }

    /// The field's value (of its type) out of a unit value.
    fn extract(&mut self, unit: IntValue<'ctx>, p: &Place<'ctx>) -> R<BasicValueEnum<'ctx>> {
        let ut = unit.get_type();
        let ub = ut.get_bit_width();
        let (shift, width) = (p.acc.shift, p.acc.width);
        let types = self.cg.types;
        if types.is_bool(p.ty) {
            let v = self.bf_unsigned(unit, shift, width)?;
            let zero = ut.const_zero();
            return Ok(self
                .b
                .build_int_compare(inkwell::IntPredicate::NE, v, zero, "bf.tobool")?
                .into());
        }
        let vt = self.cg.tt.val(types, p.ty).into_int_type();
        let signed = self.signed(p.ty);
        let v = if signed {
            let hi = ub - shift - width;
            let v = if hi > 0 {
                self.b
                    .build_left_shift(unit, ut.const_int(hi as u64, false), "bf.shl")?
            } else {
                unit
            };
            if ub - width > 0 {
                self.b.build_right_shift(
                    v,
                    ut.const_int((ub - width) as u64, false),
                    true,
                    "bf.ashr",
                )?
            } else {
                v
            }
        } else {
            self.bf_unsigned(unit, shift, width)?
        };
        Ok(self
            .b
            .build_int_cast_sign_flag(v, vt, signed, "bf.cast")?
            .into())
    }

    fn bf_unsigned(&mut self, unit: IntValue<'ctx>, shift: u32, width: u32) -> R<IntValue<'ctx>> {
        let ut = unit.get_type();
        let ub = ut.get_bit_width();
        let v = if shift > 0 {
            self.b
                .build_right_shift(unit, ut.const_int(shift as u64, false), false, "bf.lshr")?
        } else {
            unit
        };
        if shift + width < ub {
            Ok(self.b.build_and(v, low_mask(ut, width), "bf.clear")?)
        } else {
            Ok(v)
        }
    }

    /// Store `v` (of the field's type) into the field; returns the value the
    /// field now holds.
    fn bf_store(&mut self, p: &Place<'ctx>, v: BasicValueEnum<'ctx>) -> R<BasicValueEnum<'ctx>> {
        let ut = self.unit_ty(p.acc)?;
        let (shift, width) = (p.acc.shift, p.acc.width);
        let v = self
            .b
            .build_int_cast_sign_flag(v.into_int_value(), ut, false, "bf.value")?;
        let mask = low_mask(ut, width);
        let bits = self.b.build_and(v, mask, "bf.value")?;
        let bits = if shift > 0 {
            self.b
                .build_left_shift(bits, ut.const_int(shift as u64, false), "bf.shl")?
        } else {
            bits
        };
        let whole = width as u64 == p.acc.unit_size * 8;
        let new = if whole {
            bits
        } else {
            let old = self.load_unit(p)?;
            let keep = bits_const(ut, width, shift, true);
            let cleared = self.b.build_and(old, keep, "bf.clear")?;
            self.b.build_or(cleared, bits, "bf.set")?
        };
        let s = self.b.build_store(p.ptr, new)?;
        s.set_alignment(p.acc.unit_align as u32)
            .map_err(|e| Ice(e.to_string()))?;
        if self.cg.types.cv(p.ty).is_volatile {
            s.set_volatile(true).map_err(|e| Ice(e.to_string()))?;
        }
        self.extract(new, p)
    }

    /// The value of an expression that designates a bit-field (see
    /// `is_bitfield`), performing its side effects.
    pub(super) fn bf_rvalue(&mut self, e: &Expr) -> R<BasicValueEnum<'ctx>> {
        match &e.kind {
            ExprKind::Member(..) => {
                let p = self.bf_place(e)?;
                let u = self.load_unit(&p)?;
                self.extract(u, &p)
            }
            // The right operand first, as for other lvalues (`lv`).
            ExprKind::Assign(l, r) => {
                let v = self.rv(r)?;
                let p = self.bf_place(l)?;
                self.bf_store(&p, v)
            }
            ExprKind::CompoundAssign {
                op,
                lhs,
                rhs,
                compute_ty,
            } => {
                let r = self.rv(rhs)?;
                let p = self.bf_place(lhs)?;
                let u = self.load_unit(&p)?;
                let old = self.extract(u, &p)?;
                let l = self.convert(old, lhs.ty, *compute_ty)?;
                let v = self.arith(*op, l, r, *compute_ty, rhs.ty)?;
                let new = self.convert(v, *compute_ty, lhs.ty)?;
                self.bf_store(&p, new)
            }
            ExprKind::IncDec { target, inc, .. } => {
                let p = self.bf_place(target)?;
                let u = self.load_unit(&p)?;
                let old = self.extract(u, &p)?;
                let new = self.step(old, target.ty, *inc)?;
                self.bf_store(&p, new)
            }
            ExprKind::Comma(a, b) => {
                self.eval(a)?;
                self.bf_rvalue(b)
            }
            _ => Err(Ice("not a bit-field expression".into())),
        }
    }

    /// Initialise the bit-field reached by `acc` from the record at `rec`.
    pub(super) fn bf_init(
        &mut self,
        rec: PointerValue<'ctx>,
        acc: BitAccess,
        ty: TypeId,
        init: &Init,
    ) -> R<()> {
        let ptr = self.unit_ptr(rec, acc)?;
        let p = Place { ptr, acc, ty };
        let v = match init {
            Init::Expr(e) => self.rv(e)?,
            Init::Zero
            | Init::Construct(..)
            | Init::Each(_)
            | Init::Zeroed(_)
            | Init::SelfBound(..) => self.cg.tt.val(self.cg.types, ty).const_zero(),
            Init::List(items) => match items.first() {
                Some(Init::Expr(e)) => self.rv(e)?,
                _ => self.cg.tt.val(self.cg.types, ty).const_zero(),
            },
        };
        self.bf_store(&p, v)?;
        Ok(())
    }

    fn unit_ptr(&mut self, bp: PointerValue<'ctx>, acc: BitAccess) -> R<PointerValue<'ctx>> {
        if acc.unit_offset == 0 {
            return Ok(bp);
        }
        let i8t = self.cg.ctx.i8_type();
        let off = self.cg.ctx.i64_type().const_int(acc.unit_offset, false);
        // SAFETY: the unit lies inside the record object.
        Ok(unsafe { self.b.build_in_bounds_gep(i8t, bp, &[off], "bf.addr")? })
    }

    /// Postfix `++`/`--` on a bit-field: the old value.
    pub(super) fn bf_postfix(&mut self, target: &Expr, inc: bool) -> R<BasicValueEnum<'ctx>> {
        let p = self.bf_place(target)?;
        let u = self.load_unit(&p)?;
        let old = self.extract(u, &p)?;
        let new = self.step(old, target.ty, inc)?;
        self.bf_store(&p, new)?;
        Ok(old)
    }
}

/// `width` low one bits in `t`.
fn low_mask(t: IntType<'_>, width: u32) -> IntValue<'_> {
    bits_const(t, width, 0, false)
}

/// Ones in bits `shift .. shift + width` of `t` (units are at most 72
/// bits wide), or the complement.
fn bits_const(t: IntType<'_>, width: u32, shift: u32, invert: bool) -> IntValue<'_> {
    let ones = if width >= 128 {
        u128::MAX
    } else {
        (1u128 << width) - 1
    };
    let m = ones.checked_shl(shift).unwrap_or(0);
    let m = if invert { !m } else { m };
    let tb = t.get_bit_width();
    let m = if tb >= 128 {
        m
    } else {
        m & ((1u128 << tb) - 1)
    };
    t.const_int_arbitrary_precision(&[m as u64, (m >> 64) as u64])
}
