//! Unit tests of the translator on hand-built type graphs.

use super::dump::dump_roots;
use super::order::order;
use super::{DepGraph, TypeTranslator};
use crate::types::{AddrSpace, Cv, Field, FloatKind, IntKind, TypeGraph, TypeId};
use inkwell::context::Context;

fn field(ty: TypeId) -> Field {
    Field::new("f", ty)
}

fn define(g: &mut TypeGraph, r: TypeId, fields: Vec<TypeId>) {
    if let Some(rec) = g.record_mut(r) {
        rec.fields = Some(fields.into_iter().map(field).collect());
    }
}

/// `n` records, each holding the next by value; the innermost holds an
/// `int`. Created outermost first (as nested definitions are), so ids run
/// against the dependency order. Returns them outermost first.
fn nested(g: &mut TypeGraph, n: usize) -> Vec<TypeId> {
    let rs: Vec<TypeId> = (0..n)
        .map(|k| g.new_record(format!("N{k}"), false))
        .collect();
    let i = g.int(IntKind::Int);
    for k in 0..n {
        let inner = if k + 1 < n { rs[k + 1] } else { i };
        define(g, rs[k], vec![inner]);
    }
    rs
}

fn text(t: inkwell::types::BasicTypeEnum<'_>) -> String {
    t.print_to_string().to_string()
}

#[test]
fn scalars_pointers_arrays_and_bool() {
    let ctx = Context::create();
    let mut tt = TypeTranslator::new(&ctx);
    let mut g = TypeGraph::new();
    let b = g.bool();
    let f = g.float(FloatKind::Float);
    let pf = g.pointer(f);
    let a = g.array(pf, None);
    assert_eq!(text(tt.mem(&g, b)), "i8");
    assert_eq!(text(tt.val(&g, b)), "i1");
    assert_eq!(text(tt.mem(&g, a)), "[0 x ptr]");
    assert!(tt.take_error().is_none());
}

#[test]
fn mutual_recursion_through_pointers() {
    let ctx = Context::create();
    let mut tt = TypeTranslator::new(&ctx);
    let mut g = TypeGraph::new();
    let a = g.new_record("A".into(), false);
    let b = g.new_record("B".into(), false);
    let (pa, pb) = (g.pointer(a), g.pointer(b));
    define(&mut g, a, vec![pb]);
    define(&mut g, b, vec![pa]);
    let tr = tt.translate(&g, &[a]).unwrap();
    assert_eq!(tr.passes, 1);
    assert_eq!(text(tt.mem(&g, a)), "%struct.A = type { ptr }");
    assert_eq!(text(tt.mem(&g, b)), "%struct.B = type { ptr }");
}

#[test]
fn nesting_past_the_clamp_converges() {
    let ctx = Context::create();
    let mut tt = TypeTranslator::new(&ctx);
    let mut g = TypeGraph::new();
    let rs = nested(&mut g, 14);
    let tr = tt.translate(&g, &[rs[0]]).unwrap();
    // N9..N13 and int lie 9 or more levels down: clamped into level 9.
    assert_eq!(tr.order.level[&rs[13]], 9);
    assert_eq!(tr.order.level[&rs[9]], 9);
    assert_eq!(tr.order.level[&rs[8]], 8);
    assert_eq!(tr.passes, 1);
    assert_eq!(
        text(tt.mem(&g, rs[12])),
        "%struct.N12 = type { %struct.N13 }"
    );
    assert_eq!(text(tt.mem(&g, rs[0])), "%struct.N0 = type { %struct.N1 }");
}

#[test]
fn a_bad_order_takes_more_passes_and_the_cap_applies() {
    let mut g = TypeGraph::new();
    let rs = nested(&mut g, 12);
    let i = g.int(IntKind::Int);
    // Outermost first, `int` last: the first pass translates only `int`,
    // each later pass finishes one more record (12 + 1).
    let mut seq = rs.clone();
    seq.push(i);
    let ctx = Context::create();
    let mut tt = TypeTranslator::new(&ctx);
    assert_eq!(tt.fixed_point(&g, &seq), Ok(13));
    let mut capped = TypeTranslator::with_max_passes(&ctx, 5);
    let e = capped.fixed_point(&g, &seq).unwrap_err();
    assert!(e.contains("fixed point in 5 passes"), "{e}");
    assert_eq!(super::MAX_PASSES, 64);
}

#[test]
fn a_by_value_cycle_is_an_error_not_a_hang() {
    // Sema never builds one; the translator must still stop.
    let ctx = Context::create();
    let mut tt = TypeTranslator::new(&ctx);
    let mut g = TypeGraph::new();
    let a = g.new_record("A".into(), false);
    let b = g.new_record("B".into(), false);
    define(&mut g, a, vec![b]);
    define(&mut g, b, vec![a]);
    assert!(tt.try_mem(&g, a).unwrap_err().contains("stuck"));
    let _ = tt.mem(&g, b);
    assert!(tt.take_error().is_some());
}

#[test]
fn an_incomplete_record_gets_its_body_once_defined() {
    let ctx = Context::create();
    let mut tt = TypeTranslator::new(&ctx);
    let mut g = TypeGraph::new();
    let f = g.new_record("F".into(), false);
    let pf = g.pointer(f);
    let arr = g.array(f, Some(2));
    assert_eq!(text(tt.mem(&g, pf)), "ptr");
    assert_eq!(text(tt.mem(&g, f)), "%struct.F = type opaque");
    let d = g.float(FloatKind::Double);
    define(&mut g, f, vec![d, pf]);
    assert_eq!(text(tt.mem(&g, f)), "%struct.F = type { double, ptr }");
    assert_eq!(text(tt.mem(&g, arr)), "[2 x %struct.F]");
    // The dump of a later translation sees the completed record.
    let holder = g.new_record("H".into(), false);
    define(&mut g, holder, vec![f]);
    assert_eq!(text(tt.mem(&g, holder)), "%struct.H = type { %struct.F }");
}

#[test]
fn long_pointer_chain_does_not_overflow() {
    let ctx = Context::create();
    let mut tt = TypeTranslator::new(&ctx);
    let mut g = TypeGraph::new();
    let mut t = g.int(IntKind::Int);
    for _ in 0..100_000 {
        t = g.pointer(t);
    }
    assert_eq!(text(tt.mem(&g, t)), "ptr");
}

#[test]
fn deep_nested_records_do_not_overflow() {
    let ctx = Context::create();
    let mut tt = TypeTranslator::new(&ctx);
    let mut g = TypeGraph::new();
    let rs = nested(&mut g, 5000);
    let tr = tt.translate(&g, &[rs[0]]).unwrap();
    assert_eq!(tr.passes, 1);
    assert_eq!(text(tt.mem(&g, rs[4999])), "%struct.N4999 = type { i32 }");
}

#[test]
fn address_space_pointers_in_records() {
    let ctx = Context::create();
    let mut tt = TypeTranslator::new(&ctx);
    let mut g = TypeGraph::new();
    let f = g.float(FloatKind::Float);
    let sf = g.qualified(f, Cv::in_space(AddrSpace::Shared));
    let gf = g.qualified(f, Cv::in_space(AddrSpace::Global));
    let cgf = g.qualified(gf, Cv::CONST);
    let (psf, pcgf) = (g.pointer(sf), g.pointer(cgf));
    let ppsf = g.pointer(psf);
    let s = g.new_record("S".into(), false);
    define(&mut g, s, vec![psf, pcgf, ppsf]);
    let arr = g.array(s, Some(3));
    assert_eq!(
        text(tt.mem(&g, s)),
        "%struct.S = type { ptr addrspace(3), ptr addrspace(1), ptr }"
    );
    assert_eq!(text(tt.mem(&g, arr)), "[3 x %struct.S]");
    let listing = dump_roots(&mut TypeTranslator::new(&ctx), &g, &[arr]).unwrap();
    assert!(
        listing.contains("struct S  size 24 align 8  = %struct.S.0 = type { ptr addrspace(3), ptr addrspace(1), ptr }  carries addrspace(1)  carries addrspace(3)"),
        "{listing}"
    );
    assert!(listing.ends_with("passes: 1\n"), "{listing}");
}

#[test]
fn order_is_leaves_first() {
    let mut g = TypeGraph::new();
    let rs = nested(&mut g, 3);
    let dg = DepGraph::build(&g, &[rs[0]], |_| false);
    let o = order(&dg);
    let pos = |t| o.seq.iter().position(|&x| x == t);
    assert!(pos(rs[2]) < pos(rs[1]) && pos(rs[1]) < pos(rs[0]));
}
