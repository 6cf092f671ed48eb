//! A folded constant initialiser as the bytes of the object it initialises.
//!
//! Input: an `Init` that sema folded for a static-storage object (integer,
//! floating and null-pointer leaves only) and the object's type. Output:
//! its little-endian image. Used where the LLVM struct holds a
//! subobject as raw bytes: a non-POD base whose tail padding the derived
//! class reuses (`LlvmElem::Bytes`), which has no LLVM type of its own.
//! Invariants: bytes no initialiser reaches stay zero (static objects are
//! zero-initialised first).
//!
//! `constant_of` goes the other way: an image as a constant of an LLVM
//! type (a union initialised through a member that is not its LLVM type).

use super::Ice;
use crate::ir::{ExprKind, Init};
use crate::types::{FloatKind, TypeGraph, TypeId, TypeKind};

/// Writes `init` for an object of type `t` at `buf[at..]`.
pub(super) fn write(
    g: &TypeGraph,
    init: &Init,
    t: TypeId,
    at: u64,
    buf: &mut [u8],
) -> Result<(), Ice> {
    match init {
        Init::Zero => Ok(()),
        Init::Construct(..) | Init::Each(_) | Init::Zeroed(_) | Init::SelfBound(..) => {
            Err(Ice("a constructor call in a constant initialiser".into()))
        }
        Init::Expr(e) => {
            let size = g.layout(t).map_or(0, |l| l.size);
            let bits: u128 = match (&e.kind, g.ukind(t)) {
                (ExprKind::Int(v), _) => *v as u128,
                (ExprKind::Null, _) => 0,
                (ExprKind::Float(f), TypeKind::Float(k)) => match k {
                    FloatKind::Double | FloatKind::LongDouble => f.to_bits() as u128,
                    FloatKind::Float => (*f as f32).to_bits() as u128,
                    FloatKind::Half => f32_to_f16(*f as f32) as u128,
                    FloatKind::BFloat16 => f32_to_bf16(*f as f32) as u128,
                },
                _ => return Err(Ice(format!("constant bytes of {:?}", e.kind))),
            };
            for i in 0..size.min(16) {
                if let Some(b) = buf.get_mut((at + i) as usize) {
                    *b = (bits >> (8 * i)) as u8;
                }
            }
            Ok(())
        }
        Init::List(items) => {
            if let Some((elem, _)) = g.array_elem(t) {
                let es = g.layout(elem).map_or(0, |l| l.size);
                for (i, it) in items.iter().enumerate() {
                    write(g, it, elem, at + i as u64 * es, buf)?;
                }
                return Ok(());
            }
            let (Some(r), Some(rl)) = (g.record(t), g.record_layout(t)) else {
                return match items.first() {
                    Some(it) => write(g, it, t, at, buf),
                    None => Ok(()),
                };
            };
            let nb = r.bases.len();
            for ((&b, &off), it) in r.bases.iter().zip(&rl.bases).zip(items) {
                write(g, it, b, at + off, buf)?;
            }
            let fields = r.fields.as_deref().unwrap_or(&[]);
            for ((f, fl), it) in fields.iter().zip(&rl.fields).zip(items.iter().skip(nb)) {
                match (fl.bits, it) {
                    (Some(acc), Init::Expr(e)) => {
                        let ExprKind::Int(v) = e.kind else {
                            return Err(Ice("bit-field initializer was not folded".into()));
                        };
                        let b0 = at * 8 + acc.unit_offset * 8 + acc.shift as u64;
                        for j in 0..acc.width as u64 {
                            if (v >> j.min(127)) & 1 == 1 {
                                let bit = b0 + j;
                                if let Some(byte) = buf.get_mut((bit / 8) as usize) {
                                    *byte |= 1 << (bit % 8);
                                }
                            }
                        }
                    }
                    (Some(_), _) => {}
                    (None, it) => write(g, it, f.ty, at + fl.byte_offset(), buf)?,
                }
            }
            Ok(())
        }
    }
}

/// The constant of LLVM type `ty` whose memory image (laid out as the NVVM
/// data layout says) is `bytes`: how a union initialised through its first
/// member is written when its LLVM type is another member's (typetrans
/// gives a union its most-aligned, largest member). A pointer element
/// whose bytes are not zero is the `inttoptr` of their value. `None` for
/// vector elements and floating types without an LLVM constant here.
pub(super) fn constant_of<'ctx>(
    ty: inkwell::types::BasicTypeEnum<'ctx>,
    bytes: &[u8],
) -> Option<inkwell::values::BasicValueEnum<'ctx>> {
    let td = inkwell::targets::TargetData::create(crate::nvvm::export::DATA_LAYOUT);
    read(&td, ty, bytes, 0)
}

fn read<'ctx>(
    td: &inkwell::targets::TargetData,
    ty: inkwell::types::BasicTypeEnum<'ctx>,
    bytes: &[u8],
    at: usize,
) -> Option<inkwell::values::BasicValueEnum<'ctx>> {
    use inkwell::types::BasicTypeEnum as T;
    let size = td.get_abi_size(&ty) as usize;
    let mine = bytes.get(at..at + size)?;
    let le = |n: usize| {
        let mut b = [0u8; 16];
        b[..n].copy_from_slice(&mine[..n]);
        u128::from_le_bytes(b)
    };
    Some(match ty {
        T::IntType(t) => {
            let bits = t.get_bit_width();
            let v = le(bits.div_ceil(8).min(16) as usize);
            let words = [v as u64, (v >> 64) as u64];
            t.const_int_arbitrary_precision(&words[..bits.div_ceil(64).clamp(1, 2) as usize])
                .into()
        }
        T::FloatType(t) => {
            let ctx = t.get_context();
            let bits = le(size) as u32;
            let x = if t == ctx.f32_type() {
                f32::from_bits(bits) as f64
            } else if t == ctx.f64_type() {
                f64::from_bits(le(8) as u64)
            } else if t == ctx.f16_type() {
                f16_to_f32(bits as u16) as f64
            } else if t == ctx.bf16_type() {
                f32::from_bits(bits << 16) as f64
            } else {
                return None;
            };
            t.const_float(x).into()
        }
        T::PointerType(t) if mine.iter().all(|b| *b == 0) => t.const_null().into(),
        // An integer's bytes where the chosen member is a pointer: the
        // pointer with that value, as a load through the union reads it.
        T::PointerType(t) => {
            let i64t = t.get_context().i64_type();
            i64t.const_int(le(8) as u64, false)
                .const_to_pointer(t)
                .into()
        }
        T::ArrayType(t) => {
            let elem = t.get_element_type();
            let stride = td.get_abi_size(&elem) as usize;
            let vals = (0..t.len() as usize)
                .map(|k| read(td, elem, bytes, at + k * stride))
                .collect::<Option<Vec<_>>>()?;
            super::const_array(elem, &vals)
        }
        T::StructType(t) => {
            let mut vals = Vec::with_capacity(t.count_fields() as usize);
            // Bytes in the type's implicit padding cannot be written in a
            // constant of it: the caller then writes raw bytes.
            let mut covered = vec![false; size];
            for k in 0..t.count_fields() {
                let off = td.offset_of_element(&t, k)? as usize;
                let ft = t.get_field_type_at_index(k)?;
                let n = td.get_abi_size(&ft) as usize;
                covered.get_mut(off..off + n)?.fill(true);
                vals.push(read(td, ft, bytes, at + off)?);
            }
            if mine.iter().zip(&covered).any(|(b, c)| *b != 0 && !c) {
                return None;
            }
            if t.get_name().is_some() {
                t.const_named_struct(&vals).into()
            } else {
                t.get_context().const_struct(&vals, t.is_packed()).into()
            }
        }
        T::VectorType(_) | T::ScalableVectorType(_) => return None,
    })
}

/// `bytes` as an `[N x i8]` constant: a union image no constant of the
/// union's LLVM type can hold (data in that type's padding). Enclosing
/// constants and the global then take its type (`retyped_struct`,
/// `Cg::init_globals`), as clang does for such unions.
pub(super) fn raw<'ctx>(
    ctx: &'ctx inkwell::context::Context,
    bytes: &[u8],
) -> inkwell::values::BasicValueEnum<'ctx> {
    let i8t = ctx.i8_type();
    let vals: Vec<_> = bytes
        .iter()
        .map(|b| i8t.const_int(*b as u64, false))
        .collect();
    i8t.const_array(&vals).into()
}

/// The constant of struct type `st` with element constants `vals`; when
/// some element is of another type (a raw union image), a packed literal
/// struct with every element at `st`'s offset and explicit zero padding,
/// which has `st`'s size and bytes.
pub(super) fn named_or_packed<'ctx>(
    st: inkwell::types::StructType<'ctx>,
    vals: &[inkwell::values::BasicValueEnum<'ctx>],
) -> Option<inkwell::values::BasicValueEnum<'ctx>> {
    use inkwell::types::BasicType;
    use inkwell::values::BasicValue;
    let same = vals
        .iter()
        .enumerate()
        .all(|(k, v)| st.get_field_type_at_index(k as u32) == Some(v.get_type()));
    if same {
        return Some(st.const_named_struct(vals).into());
    }
    let td = inkwell::targets::TargetData::create(crate::nvvm::export::DATA_LAYOUT);
    let ctx = st.get_context();
    let pad = |n: u64| {
        ctx.i8_type()
            .array_type(n as u32)
            .const_zero()
            .as_basic_value_enum()
    };
    let mut out = Vec::with_capacity(vals.len() * 2);
    let mut at = 0u64;
    for (k, v) in vals.iter().enumerate() {
        let off = td.offset_of_element(&st, k as u32)?;
        if off > at {
            out.push(pad(off - at));
        }
        out.push(*v);
        at = off + td.get_abi_size(&v.get_type());
    }
    let size = td.get_abi_size(&st.as_basic_type_enum());
    if size > at {
        out.push(pad(size - at));
    }
    Some(ctx.const_struct(&out, true).into())
}

/// The value of IEEE binary16 bits (exact in `f32`).
/// The constant `v` of integer type `t`: `const_int` takes 64 bits, which
/// would drop the high half of an `__int128` value (and sign-extend wrongly).
pub(crate) fn int_constant<'ctx>(
    t: inkwell::types::IntType<'ctx>,
    v: i128,
) -> inkwell::values::IntValue<'ctx> {
    if t.get_bit_width() <= 64 {
        return t.const_int(v as u64, v < 0);
    }
    let u = v as u128;
    t.const_int_arbitrary_precision(&[u as u64, (u >> 64) as u64])
}

fn f16_to_f32(h: u16) -> f32 {
    let sign = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
    let exp = ((h >> 10) & 0x1f) as i32;
    let man = (h & 0x3ff) as f32;
    sign * match exp {
        0 => man * 2f32.powi(-24),
        0x1f if man == 0.0 => f32::INFINITY,
        0x1f => f32::NAN,
        e => (1.0 + man / 1024.0) * 2f32.powi(e - 15),
    }
}

/// IEEE binary16 bits of `f`, rounded to nearest even.
fn f32_to_f16(f: f32) -> u16 {
    let x = f.to_bits();
    let sign = ((x >> 16) & 0x8000) as u16;
    let exp = ((x >> 23) & 0xff) as i32;
    let man = x & 0x7f_ffff;
    if exp == 0xff {
        return sign | 0x7c00 | if man != 0 { 0x200 } else { 0 };
    }
    let e = exp - 127 + 15;
    if e >= 0x1f {
        return sign | 0x7c00;
    }
    if e <= 0 {
        if e < -10 {
            return sign;
        }
        let m = man | 0x80_0000;
        let shift = (14 - e) as u32;
        let half = 1u32 << (shift - 1);
        let rest = m & ((1 << shift) - 1);
        let mut v = m >> shift;
        if rest > half || (rest == half && v & 1 == 1) {
            v += 1;
        }
        return sign | v as u16;
    }
    let mut v = ((e as u32) << 10) | (man >> 13);
    let rest = man & 0x1fff;
    if rest > 0x1000 || (rest == 0x1000 && v & 1 == 1) {
        v += 1;
    }
    sign | v as u16
}

/// bfloat16 bits of `f`, rounded to nearest even.
fn f32_to_bf16(f: f32) -> u16 {
    let x = f.to_bits();
    if f.is_nan() {
        return ((x >> 16) | 0x40) as u16;
    }
    let round = 0x7fff + ((x >> 16) & 1);
    ((x + round) >> 16) as u16
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn half_and_bfloat_bits() {
        assert_eq!(f32_to_f16(1.0), 0x3c00);
        assert_eq!(f32_to_f16(-2.5), 0xc100);
        assert_eq!(f32_to_f16(65504.0), 0x7bff);
        assert_eq!(f32_to_f16(1e6), 0x7c00);
        assert_eq!(f32_to_f16(5.960_464_5e-8), 0x0001);
        assert_eq!(f32_to_bf16(1.0), 0x3f80);
        assert_eq!(f32_to_bf16(3.140_625), 0x4049);
        for h in [0x3c00u16, 0xc100, 0x7bff, 0x0001, 0x0000, 0x8000, 0x7c00] {
            assert_eq!(f32_to_f16(f16_to_f32(h)), h);
        }
    }
}
