//! `prepare_for_nvptx` changes how loops count and index, never what they
//! compute: the fixture (`testdata/loops.ll`, cudac's -O3 IR of five
//! device functions: a matmul row-column product, a loop stepping down by
//! 3, a runtime-stride loop, a nested loop, a halving loop) runs on the
//! host JIT before and after the rewrites, and both agree with a
//! reference in Rust. Hand-written halving loops check the comparisons
//! `halving` may and may not move to the halved value.

use inkwell::context::Context;
use inkwell::execution_engine::ExecutionEngine;
use inkwell::memory_buffer::MemoryBuffer;
use inkwell::module::Module;
use inkwell::targets::{InitializationConfig, Target, TargetMachine};
use inkwell::values::AnyValue;
use inkwell::OptimizationLevel;

const LOOPS: &str = include_str!("testdata/loops.ll");

fn module(ctx: &Context, prepared: bool) -> Module<'_> {
    let buf = MemoryBuffer::create_from_memory_range_copy(LOOPS.as_bytes(), "loops.ll");
    let m = ctx.create_module_from_ir(buf).expect("the fixture parses");
    if prepared {
        super::prepare_for_nvptx(&m).expect("the rewrites verify");
    }
    m.set_triple(&TargetMachine::get_default_triple());
    m
}

fn engine<'c>(m: &Module<'c>) -> ExecutionEngine<'c> {
    m.create_jit_execution_engine(OptimizationLevel::None)
        .expect("a host JIT")
}

type Mm = unsafe extern "C" fn(*const f32, *const f32, i32, i32, i32, i32) -> f32;
type Down = unsafe extern "C" fn(*const i32, i32) -> i32;
type Strided = unsafe extern "C" fn(*const i32, i32, i32, i32) -> i64;
type Nested = unsafe extern "C" fn(*const i32, i32, i32) -> i32;
type Halve = unsafe extern "C" fn(*const i32, u32) -> i32;

#[test]
fn prepared_loops_compute_what_the_optimised_ones_do() {
    Target::initialize_native(&InitializationConfig::default()).expect("the host target");
    let ctx = Context::create();
    let plain = module(&ctx, false);
    let prepared = module(&ctx, true);
    let text = prepared.print_to_string().to_string();
    assert!(text.contains("count.init"), "no loop exit was rewritten");
    assert!(text.contains("idx.wide"), "no index was widened");
    assert!(
        text.contains("halved.next"),
        "no halving loop was rewritten"
    );
    let engines = [engine(&plain), engine(&prepared)];
    let data: Vec<i32> = (0..4096).map(|x| (x * 7919 + 13) % 1000 - 500).collect();
    let fdata: Vec<f32> = data.iter().map(|&x| x as f32 / 64.0).collect();
    for e in &engines {
        // SAFETY: the signatures are the fixture's functions', and every
        // index they compute stays inside `data`/`fdata` for these inputs.
        unsafe {
            let mm = e.get_function::<Mm>("_Z2mmPKfS0_iiii").expect("mm");
            let down = e.get_function::<Down>("_Z4downPKii").expect("down");
            let strided = e
                .get_function::<Strided>("_Z7stridedPKiiii")
                .expect("strided");
            let nested = e.get_function::<Nested>("_Z6nestedPKiii").expect("nested");
            let halve = e.get_function::<Halve>("_Z5halvePKij").expect("halve");
            for n in (0..4096u32)
                .step_by(37)
                .chain([0, 1, 2, 3, 4, 5, 7, 8, 4095])
            {
                let mut want = 0i32;
                let mut k = n / 2;
                while k > 0 {
                    want += data[k as usize] * k as i32;
                    k >>= 1;
                }
                assert_eq!(halve.call(data.as_ptr(), n), want, "halve n={n}");
            }
            for k in 0..23 {
                for n in [1, 3, 8] {
                    let (row, col) = (2, n - 1);
                    let mut want = 0.0f32;
                    for j in 0..k {
                        want += fdata[(row * k + j) as usize] * fdata[(j * n + col) as usize];
                    }
                    let got = mm.call(fdata.as_ptr(), fdata.as_ptr(), n, k, row, col);
                    assert_eq!(got.to_bits(), want.to_bits(), "mm n={n} k={k}");
                }
            }
            for n in 0..40 {
                let want: i32 = (1..=n).rev().step_by(3).map(|i| data[i as usize] * i).sum();
                assert_eq!(down.call(data.as_ptr(), n), want, "down n={n}");
            }
            for st in 1..5 {
                for count in 0..17 {
                    let (lo, hi) = (3, 3 + st * count);
                    let want: i64 = (0..count)
                        .map(|c| i64::from(data[((lo + c * st) * st + 1) as usize]))
                        .sum();
                    assert_eq!(
                        strided.call(data.as_ptr(), lo, hi, st),
                        want,
                        "strided st={st} count={count}"
                    );
                }
            }
            for n in 0..9 {
                for m in 0..11 {
                    let mut want = 0i32;
                    for i in 0..n {
                        for j in 0..m {
                            want += data[(i * m + j) as usize] * (j - i);
                        }
                    }
                    assert_eq!(nested.call(data.as_ptr(), n, m), want, "nested n={n} m={m}");
                }
            }
        }
    }
}

/// Halving loops written to reach each case of `halving`'s comparison
/// rule: an arithmetic shift with `>s` and `<s` (rewritten, twice: the
/// latch tests the next halved value), and a
/// `<u 3` that no comparison of the halved value answers (left alone).
const HALVING: &str = r#"
define i32 @sgt(i32 %n) {
entry:
  br label %loop
loop:
  %p = phi i32 [ %n, %entry ], [ %q, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s2, %loop ]
  %q = ashr i32 %p, 1
  %s2 = add i32 %s, %q
  %c = icmp sgt i32 %p, 3
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %s2
}
define i32 @slt(i32 %n) {
entry:
  br label %loop
loop:
  %p = phi i32 [ %n, %entry ], [ %q, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s2, %loop ]
  %q = ashr i32 %p, 1
  %s2 = mul i32 %s, %q
  %s3 = add i32 %s2, 1
  %c = icmp slt i32 %p, -4
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %s3
}
define i32 @inexact(i32 %n) {
entry:
  br label %loop
loop:
  %p = phi i32 [ %n, %entry ], [ %q, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s2, %loop ]
  %q = lshr i32 %p, 1
  %s2 = add i32 %s, %q
  %c = icmp ugt i32 %p, 2
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %s2
}
"#;

type Fold = unsafe extern "C" fn(i32) -> i32;

#[test]
fn halving_moves_only_the_tests_the_halved_value_answers() {
    Target::initialize_native(&InitializationConfig::default()).expect("the host target");
    let ctx = Context::create();
    let load = || {
        let buf = MemoryBuffer::create_from_memory_range_copy(HALVING.as_bytes(), "halving.ll");
        let m = ctx.create_module_from_ir(buf).expect("the IR parses");
        m.set_triple(&TargetMachine::get_default_triple());
        m
    };
    let plain = load();
    let prepared = load();
    super::halving::carry_halved_counters(&prepared).expect("the rewrite builds");
    prepared.verify().expect("the rewritten module verifies");
    let body = |name: &str| {
        prepared
            .get_function(name)
            .expect("defined")
            .print_to_string()
            .to_string()
    };
    assert!(
        body("sgt").contains("icmp sgt i32 %halved.next, 0"),
        "{}",
        body("sgt")
    );
    assert!(
        body("slt").contains("icmp slt i32 %halved.next, -1"),
        "{}",
        body("slt")
    );
    assert!(!body("inexact").contains("halved"), "{}", body("inexact"));
    let engines = [engine(&plain), engine(&prepared)];
    let inputs = [
        i32::MIN,
        -1000,
        -9,
        -8,
        -5,
        -4,
        -3,
        -1,
        0,
        1,
        2,
        3,
        4,
        5,
        6,
        7,
        8,
        1000,
        i32::MAX,
    ];
    let mut results = Vec::new();
    for e in &engines {
        let mut r = Vec::new();
        // SAFETY: the three functions take and return an i32.
        unsafe {
            for name in ["sgt", "slt", "inexact"] {
                let f = e.get_function::<Fold>(name).expect(name);
                r.extend(inputs.iter().map(|&n| f.call(n)));
            }
        }
        results.push(r);
    }
    assert_eq!(results[0], results[1]);
}
