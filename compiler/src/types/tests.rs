//! Unit tests of the type graph (`types/mod.rs`).
use super::*;

#[test]
fn structural_types_are_interned() {
    let mut g = TypeGraph::new();
    let f = g.float(FloatKind::Float);
    let p1 = g.pointer(f);
    let p2 = g.pointer(f);
    assert_eq!(p1, p2);
    let cf = g.qualified(f, Cv::CONST);
    assert_ne!(cf, f);
    assert_eq!(g.qualified(cf, Cv::CONST), cf);
    assert_eq!(g.unqual(cf), f);
}

#[test]
fn records_are_nominal() {
    let mut g = TypeGraph::new();
    let a = g.new_record("A".into(), false);
    let b = g.new_record("A".into(), false);
    assert_ne!(a, b);
    assert!(!g.is_complete(a));
}

#[test]
fn enums_are_nominal_and_stored_as_their_underlying_type() {
    let mut g = TypeGraph::new();
    let uc = g.int(IntKind::UChar);
    let a = g.new_enum("A".into(), uc, false);
    let b = g.new_enum("A".into(), uc, true);
    assert_ne!(a, b);
    assert_eq!(g.int_kind(a), Some(IntKind::UChar));
    assert_eq!(g.int_kind(b), Some(IntKind::UChar));
    assert!(g.is_integral(a) && !g.is_integral(b));
    assert!(g.is_enum(b) && g.is_scoped_enum(b) && !g.is_scoped_enum(a));
    assert_eq!(g.layout(b), Some(Layout { size: 1, align: 1 }));
    let cb = g.qualified(b, Cv::CONST);
    assert_eq!(g.display(cb), "const A");
}

#[test]
fn display_spells_declarators() {
    let mut g = TypeGraph::new();
    let f = g.float(FloatKind::Float);
    let cf = g.qualified(f, Cv::CONST);
    let p = g.pointer(cf);
    assert_eq!(g.display(p), "const float *");
    let i = g.int(IntKind::Int);
    let a = g.array(i, Some(4));
    let pa = g.pointer(a);
    assert_eq!(g.display(pa), "int (*)[4]");
    let a2 = g.array(a, Some(3));
    assert_eq!(g.display(a2), "int [3][4]");
}
