//! The alignment an lvalue's address is known to have.
//!
//! Input: a checked expression (an lvalue, or for [`pointer_align`] a
//! pointer rvalue) and the type graph. Output: a power of two in bytes.
//!
//! A packed record (`__attribute__((packed))`, `#pragma pack`) places
//! members below their type's alignment, so a load or store of a member
//! cannot assume the type's alignment: on the GPU a misaligned `ld.u32`
//! traps. As clang's `LValue` does, the alignment is followed from the
//! object through members (the base's alignment at the member's offset),
//! array elements (at the element's offset: exact for a constant index,
//! the element size's for any other), base-class subobjects and `&x`/`*p`
//! pairs. Where the chain passes through a pointer value of unknown
//! origin, the pointee type's alignment is assumed, as C++ allows.
//!
//! Invariant: the result never exceeds the lvalue type's own alignment,
//! so outside packed records it *is* that alignment and the IR does not
//! change.
//!
//! Codegen asks at every load and store of an lvalue (`load_lvalue`,
//! `store_at`, compound assignment, `++`/`--`, `InitAt`, inline-asm outputs,
//! bit-field units). In an aggregate initialiser, a member placed below its
//! type's alignment is built in an aligned temporary and copied in with a
//! `memcpy` at the member's alignment (LLVM folds a later read of an
//! overlapping union member through the copy, not through unaligned
//! stores); constructors run in place.

use crate::ir::{CastKind, Expr, ExprKind};
use crate::types::{TypeGraph, TypeId};

/// The alignment of the object the lvalue `e` designates.
pub fn lvalue_align(types: &TypeGraph, e: &Expr) -> u64 {
    let natural = natural_align(types, e.ty);
    let known = match &e.kind {
        ExprKind::Member(base, idx) => {
            let base_align = if base.lvalue {
                lvalue_align(types, base)
            } else {
                // A record rvalue lives in a temporary of its own alignment.
                natural_align(types, base.ty)
            };
            let packed = types
                .record(base.ty)
                .is_some_and(|r| r.packed || r.max_field_align.is_some());
            if !packed && base_align >= natural {
                // Outside packing a member sits at a multiple of its own
                // alignment (and the layout need not be computed).
                natural
            } else {
                let off = types
                    .field_offsets(base.ty)
                    .and_then(|o| o.get(*idx as usize).copied())
                    .unwrap_or(0);
                at_offset(base_align, off)
            }
        }
        ExprKind::Deref(p) => pointer_align(types, p).unwrap_or(natural),
        ExprKind::Cast(CastKind::NoOp, x) if x.lvalue => lvalue_align(types, x),
        ExprKind::Comma(_, x) | ExprKind::WithCleanups(x, _) if x.lvalue => lvalue_align(types, x),
        ExprKind::Assign(x, _)
        | ExprKind::CompoundAssign { lhs: x, .. }
        | ExprKind::IncDec {
            target: x,
            prefix: true,
            ..
        } => lvalue_align(types, x),
        _ => natural,
    };
    known.min(natural)
}

/// The alignment the pointer value `p` is known to have beyond its
/// pointee type's, when it is computed from an lvalue (`&x`, an array's
/// decay, a base-class adjustment or an element step of those); `None`
/// for any other pointer.
pub fn pointer_align(types: &TypeGraph, p: &Expr) -> Option<u64> {
    match &p.kind {
        ExprKind::AddrOf(x) | ExprKind::Cast(CastKind::ArrayToPtr, x) if x.lvalue => {
            Some(lvalue_align(types, x))
        }
        ExprKind::Cast(CastKind::BaseAdjust { offset, .. }, q) => {
            pointer_align(types, q).map(|a| at_offset(a, offset.unsigned_abs()))
        }
        ExprKind::PtrAdd(q, idx) => {
            let a = pointer_align(types, q)?;
            let elem = types.pointee(q.ty).unwrap_or(q.ty);
            let size = types.layout(elem).map_or(1, |l| l.size);
            let step = match constant(idx) {
                Some(i) => size.wrapping_mul(i.unsigned_abs() as u64),
                None => size,
            };
            Some(at_offset(a, step))
        }
        ExprKind::Cond(_, a, b) => Some(pointer_align(types, a)?.min(pointer_align(types, b)?)),
        ExprKind::Comma(_, q) => pointer_align(types, q),
        _ => None,
    }
}

/// Whether the lvalue `e` may lie below its type's alignment (a member of
/// a packed record, or inside one).
pub fn is_under_aligned(types: &TypeGraph, e: &Expr) -> bool {
    lvalue_align(types, e) < natural_align(types, e.ty)
}

/// A type's own alignment. An array of unknown bound (`extern __shared__
/// float dyn[]`, `extern __device__ int table[]`) has no layout but its
/// element's alignment: read as 1, every access to dynamic shared memory
/// was split into byte loads and stores.
fn natural_align(types: &TypeGraph, t: TypeId) -> u64 {
    match types.layout(t) {
        Some(l) => l.align.max(1),
        None => match types.array_elem(t) {
            Some((elem, _)) => natural_align(types, elem),
            None => 1,
        },
    }
}

/// The alignment of `base + off` for a `base` aligned to `align`: the
/// largest power of two dividing both.
pub fn at_offset(align: u64, off: u64) -> u64 {
    if off == 0 {
        return align;
    }
    align.min(1 << off.trailing_zeros())
}

/// An integer constant index (possibly behind integer conversions).
fn constant(e: &Expr) -> Option<i128> {
    match &e.kind {
        ExprKind::Int(v) => Some(*v),
        ExprKind::Cast(CastKind::IntToInt, x) => constant(x),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::at_offset;

    #[test]
    fn alignment_at_an_offset_is_the_largest_common_power_of_two() {
        assert_eq!(at_offset(8, 0), 8);
        assert_eq!(at_offset(8, 4), 4);
        assert_eq!(at_offset(8, 12), 4);
        assert_eq!(at_offset(8, 1), 1);
        assert_eq!(at_offset(2, 16), 2);
        assert_eq!(at_offset(16, 24), 8);
    }
}
