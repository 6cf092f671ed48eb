//! Expected numbers are clang-19's for nvptx64 (`sizeof`, `alignof`,
//! `__builtin_offsetof`, and the bytes of initialised globals for
//! bit-fields); `tests/layout/records.cu` compares the same records with
//! clang-19 directly when it is installed.
use super::super::*;

/// A record from `(name, type, bit width)`; `""` is an unnamed member.
fn rec(g: &mut TypeGraph, union: bool, fields: &[(&str, TypeId, Option<u32>)]) -> TypeId {
    let t = g.new_record("R".into(), union);
    g.record_mut(t).unwrap().fields = Some(
        fields
            .iter()
            .map(|&(n, ty, w)| Field {
                bit_width: w,
                ..Field::new(n, ty)
            })
            .collect(),
    );
    t
}

fn size_align(g: &TypeGraph, t: TypeId) -> (u64, u64) {
    let l = g.layout(t).unwrap();
    (l.size, l.align)
}

/// Bit offset of each field.
fn bits(g: &TypeGraph, t: TypeId) -> Vec<u64> {
    let r = g.record_layout(t).unwrap();
    r.fields.iter().map(|f| f.bit_offset).collect()
}

#[test]
fn scalar_and_array_layouts() {
    let mut g = TypeGraph::new();
    let d = g.float(FloatKind::Double);
    assert_eq!(g.layout(d), Some(Layout { size: 8, align: 8 }));
    let c = g.int(IntKind::Char);
    let a = g.array(c, Some(5));
    assert_eq!(g.layout(a), Some(Layout { size: 5, align: 1 }));
    let u = g.array(c, None);
    assert_eq!(g.layout(u), None);
}

#[test]
fn record_padding_and_unions() {
    let mut g = TypeGraph::new();
    let c = g.int(IntKind::Char);
    let d = g.float(FloatKind::Double);
    let i = g.int(IntKind::Int);
    let s = rec(
        &mut g,
        false,
        &[("a", c, None), ("b", d, None), ("c", i, None)],
    );
    assert_eq!(g.layout(s), Some(Layout { size: 24, align: 8 }));
    assert_eq!(g.field_offsets(s), Some(vec![0, 8, 16]));
    let u = rec(&mut g, true, &[("a", c, None), ("b", i, None)]);
    assert_eq!(g.layout(u), Some(Layout { size: 4, align: 4 }));
    // union U2 { char a[7]; short b; }: 8, 2.
    let c7 = g.array(c, Some(7));
    let sh = g.int(IntKind::Short);
    let u2 = rec(&mut g, true, &[("a", c7, None), ("b", sh, None)]);
    assert_eq!(size_align(&g, u2), (8, 2));
    let rl = g.record_layout(u2).unwrap();
    // clang's union body: the most aligned member, then the largest.
    assert_eq!(rl.elems, vec![LlvmElem::Field(sh), LlvmElem::Pad(6)]);
}

#[test]
fn nested_records_and_arrays_of_records() {
    let mut g = TypeGraph::new();
    let c = g.int(IntKind::Char);
    let i = g.int(IntKind::Int);
    let d = g.float(FloatKind::Double);
    let sh = g.int(IntKind::Short);
    // P1 { char a; int b; char c; } = 12, 4; N1 { char a; P1 p; char b; }.
    let p1 = rec(
        &mut g,
        false,
        &[("a", c, None), ("b", i, None), ("c", c, None)],
    );
    let n1 = rec(
        &mut g,
        false,
        &[("a", c, None), ("p", p1, None), ("b", c, None)],
    );
    assert_eq!(size_align(&g, n1), (20, 4));
    assert_eq!(g.field_offsets(n1), Some(vec![0, 4, 16]));
    // N2 { P2 x[3]; char c; } with P2 { char; double; short } = 24, 8.
    let p2 = rec(
        &mut g,
        false,
        &[("a", c, None), ("b", d, None), ("c", sh, None)],
    );
    let p2x3 = g.array(p2, Some(3));
    let n2 = rec(&mut g, false, &[("x", p2x3, None), ("c", c, None)]);
    assert_eq!(size_align(&g, n2), (80, 8));
    assert_eq!(g.field_offsets(n2), Some(vec![0, 72]));
}

#[test]
fn empty_records_have_size_one() {
    let mut g = TypeGraph::new();
    let i = g.int(IntKind::Int);
    let c = g.int(IntKind::Char);
    let e = rec(&mut g, false, &[]);
    assert_eq!(size_align(&g, e), (1, 1));
    assert_eq!(g.record_layout(e).unwrap().elems, vec![LlvmElem::Int(1)]);
    let e2 = rec(&mut g, false, &[("e", e, None), ("i", i, None)]);
    assert_eq!(
        (size_align(&g, e2), g.field_offsets(e2)),
        ((8, 4), Some(vec![0, 4]))
    );
    let e3a = g.array(e, Some(3));
    let e3 = rec(&mut g, false, &[("c", c, None), ("e", e3a, None)]);
    assert_eq!(
        (size_align(&g, e3), g.field_offsets(e3)),
        ((4, 1), Some(vec![0, 1]))
    );
}

#[test]
fn requested_alignment_on_records_and_fields() {
    let mut g = TypeGraph::new();
    let f = g.float(FloatKind::Float);
    let i = g.int(IntKind::Int);
    let c = g.int(IntKind::Char);
    let d = g.float(FloatKind::Double);
    // struct __align__(16) float4 { float x, y, z, w; }.
    let f4 = rec(
        &mut g,
        false,
        &[
            ("x", f, None),
            ("y", f, None),
            ("z", f, None),
            ("w", f, None),
        ],
    );
    g.record_mut(f4).unwrap().align = Some(16);
    assert_eq!(size_align(&g, f4), (16, 16));
    // struct __align__(16) double2, __align__(8) int2.
    let d2 = rec(&mut g, false, &[("x", d, None), ("y", d, None)]);
    g.record_mut(d2).unwrap().align = Some(16);
    assert_eq!(size_align(&g, d2), (16, 16));
    let i2 = rec(&mut g, false, &[("x", i, None), ("y", i, None)]);
    g.record_mut(i2).unwrap().align = Some(8);
    assert_eq!(size_align(&g, i2), (8, 8));
    // V1 { char c; float4 f; int2 i; } = 48, 16; offsets 0, 16, 32.
    let v1 = rec(
        &mut g,
        false,
        &[("c", c, None), ("f", f4, None), ("i", i2, None)],
    );
    assert_eq!(
        (size_align(&g, v1), g.field_offsets(v1)),
        ((48, 16), Some(vec![0, 16, 32]))
    );
    // struct __align__(16) A1 { int x; }: 16, 16 and the body is padded.
    let a1 = rec(&mut g, false, &[("x", i, None)]);
    g.record_mut(a1).unwrap().align = Some(16);
    assert_eq!(size_align(&g, a1), (16, 16));
    let rl = g.record_layout(a1).unwrap();
    assert_eq!(rl.elems, vec![LlvmElem::Field(i), LlvmElem::Pad(12)]);
    assert!(!rl.packed);
    // A5 { char c; alignas(16) int x; char d; } = 32, 16; 0, 16, 20.
    let a5 = rec(
        &mut g,
        false,
        &[("c", c, None), ("x", i, None), ("d", c, None)],
    );
    g.record_mut(a5).unwrap().fields.as_mut().unwrap()[1].align = Some(16);
    assert_eq!(
        (size_align(&g, a5), g.field_offsets(a5)),
        ((32, 16), Some(vec![0, 16, 20]))
    );
}

#[test]
fn pragma_pack_caps_alignment() {
    let mut g = TypeGraph::new();
    let c = g.int(IntKind::Char);
    let i = g.int(IntKind::Int);
    let d = g.float(FloatKind::Double);
    // pack(2) { char c; double d; } = 10, 2; 0, 2.
    let p2 = rec(&mut g, false, &[("c", c, None), ("d", d, None)]);
    g.record_mut(p2).unwrap().max_field_align = Some(2);
    assert_eq!(
        (size_align(&g, p2), g.field_offsets(p2)),
        ((10, 2), Some(vec![0, 2]))
    );
    // pack(1) { char c; aligned(8) int a; } = 5, 1: the cap wins.
    let p1 = rec(&mut g, false, &[("c", c, None), ("a", i, None)]);
    g.record_mut(p1).unwrap().max_field_align = Some(1);
    g.record_mut(p1).unwrap().fields.as_mut().unwrap()[1].align = Some(8);
    assert_eq!(
        (size_align(&g, p1), g.field_offsets(p1)),
        ((5, 1), Some(vec![0, 1]))
    );
    assert!(g.record_layout(p1).unwrap().packed);
    // pack(2) { char c : 7; int a : 30; char d; } = 6, 2: `a` straddles
    // its int at bit 7 (clang -fdump-record-layouts).
    let b = rec(
        &mut g,
        false,
        &[("c", c, Some(7)), ("a", i, Some(30)), ("d", c, None)],
    );
    g.record_mut(b).unwrap().max_field_align = Some(2);
    assert_eq!(size_align(&g, b), (6, 2));
    let rl = g.record_layout(b).unwrap();
    assert_eq!(rl.fields[1].bit_offset, 7);
    assert_eq!(rl.fields[2].bit_offset, 40);
}

#[test]
fn packed_records() {
    let mut g = TypeGraph::new();
    let c = g.int(IntKind::Char);
    let i = g.int(IntKind::Int);
    let sh = g.int(IntKind::Short);
    // __attribute__((packed)) K1 { char c; int i; short s; } = 7, 1; 0, 1, 5.
    let k1 = rec(
        &mut g,
        false,
        &[("c", c, None), ("i", i, None), ("s", sh, None)],
    );
    g.record_mut(k1).unwrap().packed = true;
    assert_eq!(
        (size_align(&g, k1), g.field_offsets(k1)),
        ((7, 1), Some(vec![0, 1, 5]))
    );
    assert!(g.record_layout(k1).unwrap().packed);
    // K4 { char c; alignas(4) int i; } packed = 8, 4; 0, 4.
    let k4 = rec(&mut g, false, &[("c", c, None), ("i", i, None)]);
    g.record_mut(k4).unwrap().packed = true;
    g.record_mut(k4).unwrap().fields.as_mut().unwrap()[1].align = Some(4);
    assert_eq!(
        (size_align(&g, k4), g.field_offsets(k4)),
        ((8, 4), Some(vec![0, 4]))
    );
}

#[test]
fn bit_fields_share_storage_units() {
    let mut g = TypeGraph::new();
    let u = g.int(IntKind::UInt);
    let i = g.int(IntKind::Int);
    let c = g.int(IntKind::Char);
    let sh = g.int(IntKind::Short);
    // BF1 { unsigned a : 3; unsigned b : 5; } = 4, 4.
    let bf1 = rec(&mut g, false, &[("a", u, Some(3)), ("b", u, Some(5))]);
    assert_eq!((size_align(&g, bf1), bits(&g, bf1)), ((4, 4), vec![0, 3]));
    let rl = g.record_layout(bf1).unwrap();
    assert_eq!(rl.elems, vec![LlvmElem::Int(1), LlvmElem::Pad(3)]);
    let a = rl.fields[1].bits.unwrap();
    assert_eq!((a.unit_offset, a.unit_size, a.shift, a.width), (0, 1, 3, 5));
    // BF3 { char c; int a : 8; }: a shares the int unit with c, bit 8.
    let bf3 = rec(&mut g, false, &[("c", c, None), ("a", i, Some(8))]);
    assert_eq!((size_align(&g, bf3), bits(&g, bf3)), ((4, 4), vec![0, 8]));
    // Its access unit is byte 1 alone: byte 0 is `c`, another object.
    let a = g.record_layout(bf3).unwrap().fields[1].bits.unwrap();
    assert_eq!((a.unit_offset, a.unit_size, a.shift), (1, 1, 0));
    // BF9 { short a : 9, b : 9, c : 9; } = 6, 2: each would straddle.
    let bf9 = rec(
        &mut g,
        false,
        &[("a", sh, Some(9)), ("b", sh, Some(9)), ("c", sh, Some(9))],
    );
    assert_eq!(
        (size_align(&g, bf9), bits(&g, bf9)),
        ((6, 2), vec![0, 16, 32])
    );
}

#[test]
fn bit_fields_straddling_move_to_the_next_unit() {
    let mut g = TypeGraph::new();
    let i = g.int(IntKind::Int);
    let c = g.int(IntKind::Char);
    let ll = g.int(IntKind::LongLong);
    // BF2 { int a : 3; int b : 30; } = 8, 4; b at bit 32.
    let bf2 = rec(&mut g, false, &[("a", i, Some(3)), ("b", i, Some(30))]);
    assert_eq!((size_align(&g, bf2), bits(&g, bf2)), ((8, 4), vec![0, 32]));
    // BF4 { char c; int a : 25; } = 8, 4; a at bit 32.
    let bf4 = rec(&mut g, false, &[("c", c, None), ("a", i, Some(25))]);
    assert_eq!((size_align(&g, bf4), bits(&g, bf4)), ((8, 4), vec![0, 32]));
    // BF10 { long long a : 40; long long b : 30; } = 16, 8; b at 64.
    let bf10 = rec(&mut g, false, &[("a", ll, Some(40)), ("b", ll, Some(30))]);
    assert_eq!(
        (size_align(&g, bf10), bits(&g, bf10)),
        ((16, 8), vec![0, 64])
    );
    // BF14 { int a : 1; long long b : 63; char c; } = 16, 8; 0, 1, 64.
    let bf14 = rec(
        &mut g,
        false,
        &[("a", i, Some(1)), ("b", ll, Some(63)), ("c", c, None)],
    );
    assert_eq!(
        (size_align(&g, bf14), bits(&g, bf14)),
        ((16, 8), vec![0, 1, 64])
    );
}

#[test]
fn zero_width_and_unnamed_bit_fields() {
    let mut g = TypeGraph::new();
    let i = g.int(IntKind::Int);
    let u = g.int(IntKind::UInt);
    let c = g.int(IntKind::Char);
    // BF5 { int a : 4; int : 0; int b : 4; } = 8, 4; b at bit 32.
    let bf5 = rec(
        &mut g,
        false,
        &[("a", i, Some(4)), ("", i, Some(0)), ("b", i, Some(4))],
    );
    assert_eq!(
        (size_align(&g, bf5), bits(&g, bf5)),
        ((8, 4), vec![0, 32, 32])
    );
    // BF16 { char a; int : 0; char b; } = 5, 1: unnamed fields do not
    // raise the record's alignment.
    let bf16 = rec(
        &mut g,
        false,
        &[("a", c, None), ("", i, Some(0)), ("b", c, None)],
    );
    assert_eq!(
        (size_align(&g, bf16), g.field_offsets(bf16)),
        ((5, 1), Some(vec![0, 4, 4]))
    );
    // BF7 { int a : 3; int : 5; int b : 3; } = 4, 4; b at bit 8.
    let bf7 = rec(
        &mut g,
        false,
        &[("a", i, Some(3)), ("", i, Some(5)), ("b", i, Some(3))],
    );
    assert_eq!(
        (size_align(&g, bf7), bits(&g, bf7)),
        ((4, 4), vec![0, 3, 8])
    );
    // BF8 { char c; unsigned : 4; } = 2, 1.
    let bf8 = rec(&mut g, false, &[("c", c, None), ("", u, Some(4))]);
    assert_eq!(size_align(&g, bf8), (2, 1));
}

#[test]
fn bool_char_and_mixed_bit_fields() {
    let mut g = TypeGraph::new();
    let b = g.bool();
    let c = g.int(IntKind::Char);
    let sc = g.int(IntKind::SChar);
    let us = g.int(IntKind::UShort);
    let ll = g.int(IntKind::LongLong);
    let u = g.int(IntKind::UInt);
    let sh = g.int(IntKind::Short);
    let i = g.int(IntKind::Int);
    // BF11 { bool a : 1; bool b : 1; char c; bool d : 1; } = 3, 1.
    let bf11 = rec(
        &mut g,
        false,
        &[
            ("a", b, Some(1)),
            ("b", b, Some(1)),
            ("c", c, None),
            ("d", b, Some(1)),
        ],
    );
    assert_eq!(
        (size_align(&g, bf11), bits(&g, bf11)),
        ((3, 1), vec![0, 1, 8, 16])
    );
    // BF24 { signed char a : 3; unsigned short b : 13; long long c : 3; unsigned d : 32; } = 8, 8.
    let bf24 = rec(
        &mut g,
        false,
        &[
            ("a", sc, Some(3)),
            ("b", us, Some(13)),
            ("c", ll, Some(3)),
            ("d", u, Some(32)),
        ],
    );
    assert_eq!(
        (size_align(&g, bf24), bits(&g, bf24)),
        ((8, 8), vec![0, 3, 16, 32])
    );
    // BF17 { short a : 3; int b : 20; char c : 7; } = 4, 4.
    let bf17 = rec(
        &mut g,
        false,
        &[("a", sh, Some(3)), ("b", i, Some(20)), ("c", c, Some(7))],
    );
    assert_eq!(
        (size_align(&g, bf17), bits(&g, bf17)),
        ((4, 4), vec![0, 3, 24])
    );
    // BF23, packed { char c; int a : 30; char d; } = 6, 1; a at bit 8.
    let bf23 = rec(
        &mut g,
        false,
        &[("c", c, None), ("a", i, Some(30)), ("d", c, None)],
    );
    g.record_mut(bf23).unwrap().packed = true;
    assert_eq!(
        (size_align(&g, bf23), bits(&g, bf23)),
        ((6, 1), vec![0, 8, 40])
    );
}

#[test]
fn union_bit_fields() {
    let mut g = TypeGraph::new();
    let i = g.int(IntKind::Int);
    let c = g.int(IntKind::Char);
    let sh = g.int(IntKind::Short);
    let u = g.int(IntKind::UInt);
    let ll = g.int(IntKind::LongLong);
    // BU1 { int a : 3; char b; short c : 12; } = 4, 4.
    let bu1 = rec(
        &mut g,
        true,
        &[("a", i, Some(3)), ("b", c, None), ("c", sh, Some(12))],
    );
    assert_eq!(
        (size_align(&g, bu1), bits(&g, bu1)),
        ((4, 4), vec![0, 0, 0])
    );
    // BU2 { unsigned a : 20; long long b : 33; } = 8, 8.
    let bu2 = rec(&mut g, true, &[("a", u, Some(20)), ("b", ll, Some(33))]);
    assert_eq!(size_align(&g, bu2), (8, 8));
}

#[test]
fn doubly_nested_records_are_memoised() {
    // S_k { S_{k-1} a, b; }: without memoising, 2^k field visits.
    let mut g = TypeGraph::new();
    let i = g.int(IntKind::Int);
    let mut prev = rec(&mut g, false, &[("x", i, None)]);
    let mut levels = vec![prev];
    for _ in 0..80 {
        prev = rec(&mut g, false, &[("a", prev, None), ("b", prev, None)]);
        levels.push(prev);
    }
    assert_eq!(size_align(&g, levels[20]), (4 << 20, 4));
    assert_eq!(g.llvm_align(levels[40]), Some(4));
    // 4 * 2^62 bytes overflows: no layout rather than a wrong one.
    assert_eq!(g.layout(levels[62]), None);
}

#[test]
fn llvm_bodies_reproduce_the_offsets() {
    let mut g = TypeGraph::new();
    let c = g.int(IntKind::Char);
    let i = g.int(IntKind::Int);
    let ll = g.int(IntKind::LongLong);
    // { char c; alignas(16) int x; }: explicit padding, not packed.
    let s = rec(&mut g, false, &[("c", c, None), ("x", i, None)]);
    g.record_mut(s).unwrap().fields.as_mut().unwrap()[1].align = Some(16);
    let rl = g.record_layout(s).unwrap();
    assert_eq!(
        rl.elems,
        vec![
            LlvmElem::Field(c),
            LlvmElem::Pad(15),
            LlvmElem::Field(i),
            LlvmElem::Pad(12)
        ]
    );
    assert_eq!(rl.fields[1].elem, Some(2));
    // BF18 { char c; unsigned long long x : 57; }: x in the next i64.
    let u = g.int(IntKind::ULongLong);
    let bf18 = rec(&mut g, false, &[("c", c, None), ("x", u, Some(57))]);
    let rl = g.record_layout(bf18).unwrap();
    assert_eq!(
        rl.elems,
        vec![LlvmElem::Field(c), LlvmElem::Pad(7), LlvmElem::Int(8)]
    );
    let _ = ll;
}

/// Base subobjects (clang-19's numbers): an empty base takes no bytes
/// unless a member of its type would share its address; a non-POD
/// base lends its tail padding to the derived class, which is then
/// stored as its data bytes.
#[test]
fn bases_follow_the_itanium_rules() {
    let mut g = TypeGraph::new();
    let i32t = g.int(IntKind::Int);
    let i8t = g.int(IntKind::Char);
    let empty = rec(&mut g, false, &[]);
    let twice = rec(&mut g, false, &[("e", empty, None), ("x", i32t, None)]);
    g.record_mut(twice).unwrap().bases = vec![empty];
    assert_eq!(size_align(&g, twice), (8, 4));
    assert_eq!(g.field_offsets(twice).unwrap(), vec![1, 4]);
    assert_eq!(g.base_offsets(twice).unwrap(), vec![0]);

    let np = rec(&mut g, false, &[("n", i32t, None), ("c", i8t, None)]);
    g.record_mut(np).unwrap().non_pod = true;
    let derived = rec(&mut g, false, &[("d", i8t, None)]);
    g.record_mut(derived).unwrap().bases = vec![np];
    assert_eq!(size_align(&g, derived), (8, 4));
    assert_eq!(g.field_offsets(derived).unwrap(), vec![5]);
    assert!(g.tail_may_overlap(np));
    assert!(g.tail_may_overlap(derived));
    let rl = g.record_layout(derived).unwrap();
    assert_eq!(rl.elems[0], LlvmElem::Bytes(5));

    // The same base, POD: its whole size is kept.
    let pod = rec(&mut g, false, &[("n", i32t, None), ("c", i8t, None)]);
    let after = rec(&mut g, false, &[("d", i8t, None)]);
    g.record_mut(after).unwrap().bases = vec![pod];
    assert_eq!(size_align(&g, after), (12, 4));
    assert_eq!(g.field_offsets(after).unwrap(), vec![8]);
    assert!(!g.tail_may_overlap(pod));
}
