//! NVVMReflect on hand-written IR: each map source, their order, missing
//! keys, every spelling, every error, and the branch cleanup.

use super::*;
use inkwell::context::Context;
use inkwell::memory_buffer::MemoryBuffer;

const HEAD: &str = r#"target triple = "nvptx64-nvidia-cuda"
@ftz = private unnamed_addr addrspace(1) constant [11 x i8] c"__CUDA_FTZ\00"
@key = private unnamed_addr constant [2 x i8] c"K\00"
"#;

fn module<'ctx>(ctx: &'ctx Context, body: &str) -> Module<'ctx> {
    let text = format!("{HEAD}{body}");
    let buf = MemoryBuffer::create_from_memory_range_copy(text.as_bytes(), "test");
    ctx.create_module_from_ir(buf)
        .unwrap_or_else(|e| panic!("{}\n{text}", e.to_string_lossy()))
}

/// `@f` returns `__nvvm_reflect("K")` as i32.
const RETURN_K: &str = r#"
declare i32 @__nvvm_reflect(ptr)
define i32 @f() {
  %r = call i32 @__nvvm_reflect(ptr @key)
  ret i32 %r
}
"#;

/// `@f` returns `__nvvm_reflect("__CUDA_FTZ")`, the key through an
/// address-space cast as clang and cudac pass string literals.
const RETURN_FTZ: &str = r#"
declare i32 @__nvvm_reflect(ptr)
define i32 @f() {
  %r = call i32 @__nvvm_reflect(ptr addrspacecast (ptr addrspace(1) @ftz to ptr))
  ret i32 %r
}
"#;

fn add(k: &str, v: i64) -> ReflectOptions {
    ReflectOptions {
        enabled: true,
        add: vec![(k.to_string(), v)],
    }
}

/// Reflect, verify, and return the printed module.
fn reflected(ctx: &Context, body: &str, opts: &ReflectOptions) -> (String, BTreeMap<String, i64>) {
    let m = module(ctx, body);
    let r = run(&m, opts).expect("reflect");
    m.verify()
        .unwrap_or_else(|e| panic!("{}\n{}", e.to_string_lossy(), m.print_to_string()));
    (m.print_to_string().to_string(), r.map)
}

fn returned(ir: &str) -> &str {
    let at = ir.find("define i32 @f()").expect("@f");
    let ret = ir[at..].find("ret i32 ").expect("ret") + at + "ret i32 ".len();
    ir[ret..].lines().next().unwrap_or("").trim()
}

#[test]
fn metadata_alone() {
    let ctx = Context::create();
    let body = format!("{RETURN_K}!nvvm.reflection = !{{!0}}\n!0 = !{{!\"K\", i32 7}}\n");
    let (ir, map) = reflected(&ctx, &body, &ReflectOptions::default());
    assert_eq!(returned(&ir), "7");
    assert_eq!(map.get("K"), Some(&7));
    assert!(!ir.contains("__nvvm_reflect"), "declaration left:\n{ir}");
    // The private key string went with its last use.
    assert!(!ir.contains("@key"), "{ir}");
}

#[test]
fn module_flag_alone_sets_cuda_ftz() {
    let ctx = Context::create();
    let body = format!(
        "{RETURN_FTZ}!llvm.module.flags = !{{!0}}\n!0 = !{{i32 4, !\"nvvm-reflect-ftz\", i32 1}}\n"
    );
    let (ir, map) = reflected(&ctx, &body, &ReflectOptions::default());
    assert_eq!(returned(&ir), "1");
    assert_eq!(map.get(FTZ_KEY), Some(&1));
}

#[test]
fn command_line_alone() {
    let ctx = Context::create();
    let (ir, _) = reflected(&ctx, RETURN_K, &add("K", 42));
    assert_eq!(returned(&ir), "42");
}

#[test]
fn later_sources_win() {
    let ctx = Context::create();
    let body = format!(
        "{RETURN_FTZ}!nvvm.reflection = !{{!1}}\n!1 = !{{!\"__CUDA_FTZ\", i32 5}}\n!llvm.module.flags = !{{!0}}\n!0 = !{{i32 4, !\"nvvm-reflect-ftz\", i32 1}}\n"
    );
    let body = body.as_str();
    // Metadata (5) < module flag (1) < command line (3).
    let (ir, _) = reflected(&ctx, body, &ReflectOptions::default());
    assert_eq!(returned(&ir), "1");
    let (ir, _) = reflected(&ctx, body, &add(FTZ_KEY, 3));
    assert_eq!(returned(&ir), "3");
    // Within the command line, the last entry for a key wins.
    let opts = ReflectOptions {
        enabled: true,
        add: vec![("__CUDA_FTZ".into(), 8), ("__CUDA_FTZ".into(), 9)],
    };
    let (ir, _) = reflected(&ctx, body, &opts);
    assert_eq!(returned(&ir), "9");
}

#[test]
fn narrow_values_are_sign_extended_and_the_call_type_is_kept() {
    let ctx = Context::create();
    let body = r#"
declare i64 @__nvvm_reflect(ptr)
define i64 @g() {
  %r = call i64 @__nvvm_reflect(ptr @key)
  ret i64 %r
}
!nvvm.reflection = !{!0}
!0 = !{!"K", i8 -1}
"#;
    let (ir, map) = reflected(&ctx, body, &ReflectOptions::default());
    assert_eq!(map.get("K"), Some(&-1));
    assert!(ir.contains("ret i64 -1"), "{ir}");
    // An i8 255 is -1 too; into an i32 call it is i32 -1.
    let body = format!("{RETURN_K}!nvvm.reflection = !{{!0}}\n!0 = !{{!\"K\", i8 255}}\n");
    let (ir, _) = reflected(&ctx, &body, &ReflectOptions::default());
    assert_eq!(returned(&ir), "-1");
}

#[test]
fn missing_key_folds_to_zero_everywhere_and_is_remembered() {
    let ctx = Context::create();
    let body = r#"
@m = private unnamed_addr constant [8 x i8] c"MISSING\00"
declare i32 @__nvvm_reflect(ptr)
declare i32 @__nvvm_reflect_ocl(ptr)
define i32 @f() {
  %a = call i32 @__nvvm_reflect(ptr @m)
  %b = call i32 @__nvvm_reflect_ocl(ptr @m)
  %s = add i32 %a, %b
  ret i32 %s
}
define i32 @h() {
  %c = call i32 @__nvvm_reflect(ptr @m)
  ret i32 %c
}
"#;
    let (ir, map) = reflected(&ctx, body, &ReflectOptions::default());
    assert_eq!(map.get("MISSING"), Some(&0));
    assert_eq!(returned(&ir), "0");
    assert!(ir.contains("define i32 @h() {\n  ret i32 0\n}"), "{ir}");
}

#[test]
fn every_spelling_is_folded_and_its_declaration_removed() {
    let ctx = Context::create();
    let mut body = String::new();
    let mut sum = Vec::new();
    for (i, name) in FUNCTION_NAMES.iter().enumerate() {
        body.push_str(&format!("declare i32 @\"{name}\"(ptr)\n"));
        sum.push(format!("  %v{i} = call i32 @\"{name}\"(ptr @key)\n"));
    }
    body.push_str("define i32 @f() {\n");
    for s in &sum {
        body.push_str(s);
    }
    body.push_str("  %s1 = add i32 %v0, %v1\n");
    for i in 2..FUNCTION_NAMES.len() {
        body.push_str(&format!("  %s{i} = add i32 %s{}, %v{i}\n", i - 1));
    }
    body.push_str(&format!("  ret i32 %s{}\n}}\n", FUNCTION_NAMES.len() - 1));
    let m = module(&ctx, &body);
    let r = run(&m, &add("K", 2)).expect("reflect");
    assert_eq!(r.calls, FUNCTION_NAMES.len());
    m.verify().expect("verifies");
    for name in FUNCTION_NAMES {
        assert!(m.get_function(name).is_none(), "{name} still declared");
    }
    // The sum of the constants is all that is left.
    let ir = m.print_to_string().to_string();
    assert!(!ir.contains("call"), "{ir}");
}

#[test]
fn disabled_changes_nothing() {
    let ctx = Context::create();
    let m = module(&ctx, RETURN_K);
    let opts = ReflectOptions {
        enabled: false,
        add: vec![("K".into(), 1)],
    };
    let r = run(&m, &opts).expect("reflect");
    assert_eq!(r.calls, 0);
    assert!(m
        .print_to_string()
        .to_string()
        .contains("call i32 @__nvvm_reflect"));
}

fn error_of(body: &str) -> ReflectError {
    let ctx = Context::create();
    let m = module(&ctx, body);
    run(&m, &ReflectOptions::default()).expect_err("malformed call accepted")
}

/// The error for `__nvvm_reflect(ARG)` in a module that also holds
/// `globals`.
fn error_for_arg(globals: &str, arg: &str) -> ReflectError {
    error_of(&format!(
        "{globals}\ndeclare i32 @__nvvm_reflect(ptr)\ndefine i32 @f(ptr %s) {{\n  %r = call i32 @__nvvm_reflect(ptr {arg})\n  ret i32 %r\n}}\n"
    ))
}

#[test]
fn the_six_errors() {
    let cases: &[(ReflectError, &str)] = &[
        (
            ReflectError::NotACall,
            "__nvvm_reflect can only be used in a call instruction",
        ),
        (
            ReflectError::ArgumentCount,
            "__nvvm_reflect requires exactly one argument",
        ),
        (
            ReflectError::NotConstant,
            "__nvvm_reflect argument must be a constant string",
        ),
        (
            ReflectError::NotAString,
            "__nvvm_reflect argument must be a string constant",
        ),
        (
            ReflectError::NotNullTerminated,
            "__nvvm_reflect argument must be a null-terminated string",
        ),
        (
            ReflectError::Empty,
            "__nvvm_reflect argument cannot be empty",
        ),
    ];
    for (e, text) in cases {
        assert_eq!(&e.to_string(), text);
    }
    // Used other than as a call's callee: as data, or as an argument.
    let e = error_of("declare i32 @__nvvm_reflect(ptr)\n@p = global ptr @__nvvm_reflect\n");
    assert_eq!(e, ReflectError::NotACall);
    let e = error_of(
        "declare void @use(ptr)\ndeclare i32 @__nvvm_reflect(ptr)\ndefine void @f() {\n  call void @use(ptr @__nvvm_reflect)\n  ret void\n}\n",
    );
    assert_eq!(e, ReflectError::NotACall);
    let e = error_of(
        "declare i32 @__nvvm_reflect(ptr, i32)\ndefine i32 @f() {\n  %r = call i32 @__nvvm_reflect(ptr @key, i32 1)\n  ret i32 %r\n}\n",
    );
    assert_eq!(e, ReflectError::ArgumentCount);
    assert_eq!(error_for_arg("", "%s"), ReflectError::NotConstant);
    assert_eq!(error_for_arg("", "null"), ReflectError::NotAString);
    let no_init = "@x = external global [4 x i8]";
    assert_eq!(error_for_arg(no_init, "@x"), ReflectError::NotAString);
    let no_nul = "@n = constant [3 x i8] c\"abc\"";
    assert_eq!(error_for_arg(no_nul, "@n"), ReflectError::NotNullTerminated);
    let inner_nul = "@n = constant [4 x i8] c\"a\\00b\\00\"";
    assert_eq!(
        error_for_arg(inner_nul, "@n"),
        ReflectError::NotNullTerminated
    );
    let empty = "@e = constant [1 x i8] zeroinitializer";
    assert_eq!(error_for_arg(empty, "@e"), ReflectError::Empty);
    let empty_data = "@e = constant [1 x i8] c\"\\00\"";
    assert_eq!(error_for_arg(empty_data, "@e"), ReflectError::Empty);
}

#[test]
fn a_constant_gep_to_the_string_is_peeled() {
    let ctx = Context::create();
    let body = r#"
declare i32 @__nvvm_reflect(ptr)
define i32 @f() {
  %r = call i32 @__nvvm_reflect(ptr getelementptr inbounds ([2 x i8], ptr @key, i64 0, i64 0))
  ret i32 %r
}
"#;
    let (ir, _) = reflected(&ctx, body, &add("K", 4));
    assert_eq!(returned(&ir), "4");
}

#[test]
fn command_line_entries_are_checked() {
    assert_eq!(parse_add("K=12"), Ok(("K".to_string(), 12)));
    assert_eq!(parse_add("K=-3"), Ok(("K".to_string(), -3)));
    assert!(parse_add("=1").unwrap_err().contains("empty key"));
    assert!(parse_add("K=").unwrap_err().contains("missing value"));
    assert!(parse_add("K").unwrap_err().contains("missing value"));
    assert!(parse_add("K=0x10")
        .unwrap_err()
        .contains("not a decimal integer"));
    assert!(parse_add("K=1.5")
        .unwrap_err()
        .contains("not a decimal integer"));
    assert!(parse_add("K=-")
        .unwrap_err()
        .contains("not a decimal integer"));
}

/// libdevice's shape: a reflected key decides a branch; each arm calls
/// something, and the join has a φ.
const BRANCHY: &str = r#"
@arch = private unnamed_addr constant [12 x i8] c"__CUDA_ARCH\00"
declare i32 @__nvvm_reflect(ptr)
declare float @new_path(float)
declare float @old_path(float)
define float @f(float %x) {
entry:
  %a = call i32 @__nvvm_reflect(ptr @arch)
  %c = icmp sgt i32 %a, 699
  br i1 %c, label %new, label %old
new:
  %n = call float @new_path(float %x)
  br label %join
old:
  %o = call float @old_path(float %x)
  br label %join
join:
  %r = phi float [ %n, %new ], [ %o, %old ]
  ret float %r
}
"#;

#[test]
fn cleanup_removes_the_dead_arm() {
    let ctx = Context::create();
    let (ir, _) = reflected(&ctx, BRANCHY, &add("__CUDA_ARCH", 800));
    let body = &ir[ir.find("define float @f").expect("@f")..];
    assert!(body.contains("call float @new_path"), "{ir}");
    assert!(!body.contains("old_path"), "dead arm left:\n{ir}");
    assert!(!body.contains("icmp") && !body.contains("br i1"), "{ir}");
    // The φ keeps only the live edge.
    assert!(body.contains("phi float [ %n, %new ]\n"), "{ir}");
    let (ir, _) = reflected(&ctx, BRANCHY, &add("__CUDA_ARCH", 600));
    let body = &ir[ir.find("define float @f").expect("@f")..];
    assert!(
        body.contains("call float @old_path") && !body.contains("new_path"),
        "{ir}"
    );
}

#[test]
fn cleanup_folds_selects_and_arithmetic_on_the_key() {
    let ctx = Context::create();
    let body = r#"
@arch = private unnamed_addr constant [12 x i8] c"__CUDA_ARCH\00"
declare i32 @__nvvm_reflect(ptr)
define i32 @f(i32 %x, i32 %y) {
entry:
  %a = call i32 @__nvvm_reflect(ptr @arch)
  %d = sdiv i32 %x, 1
  %t = trunc i32 %a to i16
  %z = zext i16 %t to i32
  %k = and i32 %z, 1023
  %c = icmp eq i32 %k, 700
  %s = select i1 %c, i32 %x, i32 %y
  ret i32 %s
}
"#;
    let (ir, _) = reflected(&ctx, body, &add("__CUDA_ARCH", 700));
    assert!(ir.contains("ret i32 %x"), "{ir}");
    assert!(!ir.contains("icmp") && !ir.contains("select"), "{ir}");
}
