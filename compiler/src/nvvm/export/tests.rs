//! The writer on hand-written LLVM 19 modules: each test names the LLVM 7
//! text a construct must become. (The libNVVM sweep in `tests/` checks
//! that libNVVM accepts whole modules.)

use inkwell::context::Context;
use inkwell::memory_buffer::MemoryBuffer;

fn write_ir(ir: &str) -> String {
    let ctx = Context::create();
    let buf = MemoryBuffer::create_from_memory_range_copy(ir.as_bytes(), "t");
    let m = ctx.create_module_from_ir(buf).expect("test IR parses");
    super::write(&m, super::Dialect::Llvm7, &Default::default()).expect("has an LLVM 7 form")
}

#[test]
fn phi_of_pointers_casts_on_the_incoming_edge() {
    let out = write_ir(
        r#"
define float @f(ptr %a, i1 %c) {
entry:
  %p = alloca [4 x float], align 4
  br i1 %c, label %l, label %r
l:
  br label %j
r:
  br label %j
j:
  %q = phi ptr [ %p, %l ], [ %a, %r ]
  %v = load float, ptr %q, align 4
  ret float %v
}
"#,
    );
    // The alloca is a `[4 x float]*`; the phi is neutral, so the edge
    // from %l converts it at the end of %l.
    assert!(out.contains("%p = alloca [4 x float], align 4"), "{out}");
    assert!(
        out.contains("bitcast [4 x float]* %p to i8*\n  br label %j"),
        "{out}"
    );
    assert!(out.contains("phi i8* [ %e7."), "{out}");
    assert!(out.contains("bitcast i8* %q to float*"), "{out}");
    assert!(out.contains("load float, float* %c7."), "{out}");
}

#[test]
fn gep_chains_and_struct_fields_are_typed() {
    let out = write_ir(
        r#"
%struct.Node = type { i32, ptr }
define i32 @f(ptr %n) {
  %next = getelementptr inbounds %struct.Node, ptr %n, i64 0, i32 1
  %p = load ptr, ptr %next, align 8
  %v = getelementptr inbounds %struct.Node, ptr %p, i64 0, i32 0
  %x = load i32, ptr %v, align 4
  ret i32 %x
}
"#,
    );
    assert!(out.contains("%struct.Node = type { i32, i8* }"), "{out}");
    assert!(
        out.contains("getelementptr inbounds %struct.Node, %struct.Node* %c7."),
        "{out}"
    );
    // The field is an `i8**`, loaded as it is; the i32 field's GEP
    // result is an `i32*`, loaded without a cast.
    assert!(out.contains("%p = load i8*, i8** %next, align 8"), "{out}");
    assert!(out.contains("%x = load i32, i32* %v, align 4"), "{out}");
}

#[test]
fn function_pointers_and_varargs_calls() {
    let out = write_ir(
        r#"
@.str = private addrspace(1) constant [3 x i8] c"%d\00"
declare i32 @vprintf(ptr, ptr)
declare i32 @va(ptr, ...)
define i32 @g(i32 %x) {
  ret i32 %x
}
define i32 @f(ptr %fp, ptr %args) {
  %s = addrspacecast ptr addrspace(1) @.str to ptr
  %r = call i32 @vprintf(ptr %s, ptr %args)
  %t = call i32 (ptr, ...) @va(ptr %s, i32 1)
  %u = call i32 %fp(i32 %r)
  %w = call i32 @g(i32 %u)
  ret i32 %w
}
"#,
    );
    assert!(out.contains("declare i32 @vprintf(i8*, i8*)"), "{out}");
    assert!(
        out.contains("addrspacecast [3 x i8] addrspace(1)* @.str to [3 x i8]*"),
        "{out}"
    );
    assert!(out.contains("call i32 @vprintf(i8* %c7."), "{out}");
    assert!(out.contains("call i32 (i8*, ...) @va(i8* %c7."), "{out}");
    assert!(out.contains("bitcast i8* %fp to i32 (i32)*"), "{out}");
    assert!(out.contains("call i32 @g(i32 %u)"), "{out}");
}

#[test]
fn newer_instructions_take_their_llvm7_forms() {
    let out = write_ir(
        r#"
define float @f(float %x, ptr addrspace(1) %p, i32 %a, i32 %b) {
  %n = fneg float %x
  %fr = freeze i32 %a
  %m = call i32 @llvm.smax.i32(i32 %fr, i32 %b)
  %old = atomicrmw fadd ptr addrspace(1) %p, float %n monotonic, align 4
  %z = zext nneg i32 %m to i64
  %o = or disjoint i64 %z, 1
  %ab = call float @llvm.fabs.f32(float %old)
  ret float %ab
}
declare i32 @llvm.smax.i32(i32, i32)
declare float @llvm.fabs.f32(float)
"#,
    );
    assert!(out.contains("%n = fsub float -0.000000e+00, %x"), "{out}");
    assert!(!out.contains("freeze"), "{out}");
    assert!(out.contains("icmp sgt i32 %a, %b"), "{out}");
    assert!(
        out.contains("call float @llvm.nvvm.atomic.load.add.f32.p1f32(float addrspace(1)* %c7."),
        "{out}"
    );
    assert!(out.contains("%z = zext i32 %m to i64"), "{out}");
    assert!(out.contains("%o = or i64 %z, 1"), "{out}");
    assert!(
        out.contains("call float @llvm.nvvm.fabs.f(float %old)"),
        "{out}"
    );
    assert!(out.starts_with(&format!("target datalayout = \"{}\"", super::DATA_LAYOUT)));
}

#[test]
fn overloaded_intrinsics_name_pointees_again() {
    assert_eq!(
        super::inst::remangle("llvm.memcpy.p0.p1.i64", "i8"),
        "llvm.memcpy.p0i8.p1i8.i64"
    );
    assert_eq!(
        super::inst::remangle("llvm.nvvm.atomic.add.gen.i.cta.i32.p0", "i32"),
        "llvm.nvvm.atomic.add.gen.i.cta.i32.p0i32"
    );
    assert_eq!(
        super::inst::remangle("llvm.nvvm.read.ptx.sreg.tid.x", "i8"),
        "llvm.nvvm.read.ptx.sreg.tid.x"
    );
}

/// `%struct.Node = type { i32, %struct.Node* }` from the type graph's
/// hints: fields, parameters, globals and stack slots spelled with their
/// pointees; a loaded field needs no cast; a hint that does not describe
/// the LLVM type is ignored.
#[test]
fn pointee_hints_type_fields_params_globals_and_slots() {
    use super::{Pointees, Typed};
    use inkwell::types::AsTypeRef;
    let ctx = Context::create();
    let ir = r#"
%struct.Node = type { i32, ptr }
@head = addrspace(1) global ptr null, align 8
@odd = addrspace(1) global i32 0, align 4
define i32 @f(ptr %n, ptr %out) {
  %slot = alloca ptr, align 8
  store ptr %n, ptr %slot, align 8
  %m = load ptr, ptr %slot, align 8
  %next = getelementptr inbounds %struct.Node, ptr %m, i64 0, i32 1
  %p = load ptr, ptr %next, align 8
  %v = getelementptr inbounds %struct.Node, ptr %p, i64 0, i32 0
  %x = load i32, ptr %v, align 4
  store float 1.0, ptr %out, align 4
  ret i32 %x
}
"#;
    let buf = MemoryBuffer::create_from_memory_range_copy(ir.as_bytes(), "t");
    let m = ctx.create_module_from_ir(buf).expect("test IR parses");
    let node = m
        .get_struct_type("struct.Node")
        .expect("defined")
        .as_type_ref();
    let to_node = Typed::Ptr(Box::new(Typed::Llvm(node)), 0);
    let float = Typed::Llvm(ctx.f32_type().as_type_ref());
    let slot = m
        .get_function("f")
        .and_then(|f| f.get_first_basic_block())
        .and_then(|b| b.get_first_instruction())
        .expect("the alloca");
    let mut p = Pointees::default();
    p.structs
        .insert("struct.Node".into(), vec![None, Some(to_node.clone())]);
    p.params.insert(
        "f".into(),
        vec![Some(to_node.clone()), Some(Typed::Ptr(Box::new(float), 0))],
    );
    p.globals.insert("head".into(), to_node.clone());
    // Wrong on purpose: @odd is an i32, not a pointer.
    p.globals.insert("odd".into(), to_node.clone());
    p.allocas.insert(
        inkwell::values::AsValueRef::as_value_ref(&slot) as usize,
        to_node,
    );
    let out = super::write(&m, super::Dialect::Llvm7, &p).expect("has an LLVM 7 form");
    assert!(
        out.contains("%struct.Node = type { i32, %struct.Node* }"),
        "{out}"
    );
    assert!(
        out.contains("@head = addrspace(1) global %struct.Node* null"),
        "{out}"
    );
    assert!(out.contains("@odd = addrspace(1) global i32 0"), "{out}");
    assert!(
        out.contains("define i32 @f(%struct.Node* %n, float* %out)"),
        "{out}"
    );
    assert!(
        out.contains("%slot = alloca %struct.Node*, align 8"),
        "{out}"
    );
    assert!(
        out.contains("store %struct.Node* %n, %struct.Node** %slot"),
        "{out}"
    );
    assert!(
        out.contains("%m = load %struct.Node*, %struct.Node** %slot"),
        "{out}"
    );
    assert!(
        out.contains("%p = load %struct.Node*, %struct.Node** %next"),
        "{out}"
    );
    assert!(
        out.contains("store float 1.000000e+00, float* %out"),
        "{out}"
    );
    assert!(!out.contains("bitcast"), "{out}");
}

/// The expansions of intrinsics libNVVM lacks compute what the
/// intrinsics define: the modern export (same expansions, parseable by
/// LLVM 19) run by LLVM's interpreter against Rust's own answers.
#[test]
fn expansions_compute_what_the_intrinsics_define() {
    let masks: Vec<u32> = (0..10)
        .map(|b| 1 << b)
        .chain([0x3, 0x1f8, 0x204, 0x3fc, 0x90, 0x60])
        .collect();
    let mut ir = String::new();
    for (k, m) in masks.iter().enumerate() {
        ir.push_str(&format!(
            "define i1 @d{k}(double %x) {{\n  %r = call i1 @llvm.is.fpclass.f64(double %x, i32 {m})\n  ret i1 %r\n}}\n\
             define i1 @f{k}(float %x) {{\n  %r = call i1 @llvm.is.fpclass.f32(float %x, i32 {m})\n  ret i1 %r\n}}\n"
        ));
    }
    for op in ["uadd", "usub", "sadd", "ssub"] {
        ir.push_str(&format!(
            "define i8 @{op}(i8 %a, i8 %b) {{\n  %r = call i8 @llvm.{op}.sat.i8(i8 %a, i8 %b)\n  ret i8 %r\n}}\n"
        ));
    }
    let ctx = Context::create();
    let buf = MemoryBuffer::create_from_memory_range_copy(ir.as_bytes(), "t");
    let m = ctx.create_module_from_ir(buf).expect("test IR parses");
    let text = super::write(&m, super::Dialect::Modern, &Default::default()).expect("written");
    assert!(
        !text.contains("is.fpclass") && !text.contains(".sat."),
        "{text}"
    );
    let text: String = text
        .lines()
        .filter(|l| !l.starts_with("target ") && !l.starts_with('!'))
        .map(|l| format!("{l}\n"))
        .collect();
    let ctx2 = Context::create();
    let buf = MemoryBuffer::create_from_memory_range_copy(text.as_bytes(), "exported");
    let out = ctx2
        .create_module_from_ir(buf)
        .unwrap_or_else(|e| panic!("{e}\n{text}"));
    let ee = out
        .create_interpreter_execution_engine()
        .expect("interpreter");
    // The class of a value's bits, as LLVM numbers them in the mask.
    let class = |bits: u64, width: u32| -> u32 {
        let mant = width - if width == 64 { 12 } else { 9 };
        let neg = bits >> (width - 1) & 1 == 1;
        let exp = (bits >> mant) & if width == 64 { 0x7ff } else { 0xff };
        let frac = bits & ((1 << mant) - 1);
        let all = if width == 64 { 0x7ff } else { 0xff };
        let bit = if exp == all && frac != 0 {
            return if frac >> (mant - 1) & 1 == 1 {
                1 << 1
            } else {
                1
            };
        } else if exp == all {
            if neg {
                2
            } else {
                9
            }
        } else if exp == 0 && frac == 0 {
            if neg {
                5
            } else {
                6
            }
        } else if exp == 0 {
            if neg {
                4
            } else {
                7
            }
        } else if neg {
            3
        } else {
            8
        };
        1 << bit
    };
    let doubles: Vec<u64> = vec![
        0,
        1 << 63,
        1.5f64.to_bits(),
        (-2.0f64).to_bits(),
        f64::INFINITY.to_bits(),
        f64::NEG_INFINITY.to_bits(),
        f64::NAN.to_bits(),
        0x7ff0_0000_0000_0001,
        0xfff8_0000_0000_0000,
        f64::MIN_POSITIVE.to_bits(),
        (-f64::MIN_POSITIVE).to_bits(),
        1,
        (1 << 63) | 1,
        f64::MAX.to_bits(),
        0x000f_ffff_ffff_ffff,
    ];
    let floats: Vec<u32> = vec![
        0,
        1 << 31,
        1.5f32.to_bits(),
        f32::INFINITY.to_bits(),
        f32::NEG_INFINITY.to_bits(),
        0x7fc0_0000,
        f32::MIN_POSITIVE.to_bits(),
        1,
        (1 << 31) | 0x007f_ffff,
        f32::MAX.to_bits(),
        (-3.25f32).to_bits(),
    ];
    let f64t = ctx2.f64_type();
    let f32t = ctx2.f32_type();
    for (k, &m) in masks.iter().enumerate() {
        let fd = out.get_function(&format!("d{k}")).expect("d");
        let ff = out.get_function(&format!("f{k}")).expect("f");
        for &x in &doubles {
            let want = class(x, 64) & m != 0;
            let arg = f64t.create_generic_value(f64::from_bits(x));
            // SAFETY: the function takes one double and returns i1.
            let got = unsafe { ee.run_function(fd, &[&arg]) };
            assert_eq!(got.as_int(false) != 0, want, "double {x:#x} mask {m:#x}");
        }
        for &x in &floats {
            let want = class(x as u64, 32) & m != 0;
            let arg = f32t.create_generic_value(f32::from_bits(x) as f64);
            // SAFETY: the function takes one float and returns i1.
            let got = unsafe { ee.run_function(ff, &[&arg]) };
            assert_eq!(got.as_int(false) != 0, want, "float {x:#x} mask {m:#x}");
        }
    }
    let i8t = ctx2.i8_type();
    for op in ["uadd", "usub", "sadd", "ssub"] {
        let f = out.get_function(op).expect("sat fn");
        for a in 0..=255u8 {
            for b in (0..=255u8).step_by(7) {
                let want = match op {
                    "uadd" => a.saturating_add(b),
                    "usub" => a.saturating_sub(b),
                    "sadd" => (a as i8).saturating_add(b as i8) as u8,
                    _ => (a as i8).saturating_sub(b as i8) as u8,
                };
                let x = i8t.create_generic_value(a as u64, false);
                let y = i8t.create_generic_value(b as u64, false);
                // SAFETY: the function takes two i8 and returns i8.
                let got = unsafe { ee.run_function(f, &[&x, &y]) }.as_int(false) as u8;
                assert_eq!(got, want, "{op}({a}, {b})");
            }
        }
    }
}

#[test]
fn vector_float_intrinsics_go_lane_by_lane() {
    let out = write_ir(
        r#"
define <2 x float> @f(<2 x float> %v) {
  %r = call <2 x float> @llvm.fabs.v2f32(<2 x float> %v)
  ret <2 x float> %r
}
declare <2 x float> @llvm.fabs.v2f32(<2 x float>)
"#,
    );
    assert!(
        out.contains("extractelement <2 x float> %v, i32 0"),
        "{out}"
    );
    assert!(
        out.contains("extractelement <2 x float> %v, i32 1"),
        "{out}"
    );
    assert_eq!(
        out.matches("call float @llvm.nvvm.fabs.f(float").count(),
        2,
        "{out}"
    );
    assert!(out.contains("%r = insertelement <2 x float> %v7."), "{out}");
    assert!(!out.contains("llvm.fabs"), "{out}");
}

/// An LLVM intrinsic the NVVM IR spec does not list, and cudac has no
/// form for, is an error naming it, never passed on for libNVVM to reject.
#[test]
fn intrinsics_libnvvm_lacks_are_named() {
    let ctx = Context::create();
    let ir = r#"
define i32 @f(<4 x i32> %v) {
  %r = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %v)
  ret i32 %r
}
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>)
"#;
    let buf = MemoryBuffer::create_from_memory_range_copy(ir.as_bytes(), "t");
    let m = ctx.create_module_from_ir(buf).expect("test IR parses");
    for d in [super::Dialect::Llvm7, super::Dialect::Modern] {
        let e = super::write(&m, d, &Default::default()).expect_err("not supported");
        assert!(e.contains("'llvm.vector.reduce.add.v4i32'"), "{e}");
    }
}
