//! Tests on preprocessed `.cu`-shaped inputs.

use super::parse;
use crate::ast::*;
use crate::diag::Diagnostics;
use crate::preprocess::PpOutput;
use crate::source::{SourceMap, Span};

struct Parsed {
    sm: SourceMap,
    tu: TranslationUnit,
    diags: Diagnostics,
}

impl Parsed {
    /// Errors as "line:col: message" (file name stripped).
    fn errors(&self) -> Vec<String> {
        self.diags
            .list
            .iter()
            .filter(|d| d.is_error())
            .map(|d| {
                let at = self.sm.describe(d.span.unwrap());
                format!("{}: {}", at.trim_start_matches("t.cu:"), d.message)
            })
            .collect()
    }

    fn snippet(&self, s: Span) -> &str {
        self.sm.snippet(s)
    }

    fn func(&self, name: &str) -> &FunctionDef {
        fn find<'a>(items: &'a [Item], name: &str) -> Option<&'a FunctionDef> {
            for it in items {
                match it {
                    Item::Function(f) if f.name.name == name => return Some(f),
                    Item::LinkageSpec { items, .. } | Item::Namespace { items, .. } => {
                        if let Some(f) = find(items, name) {
                            return Some(f);
                        }
                    }
                    _ => {}
                }
            }
            None
        }
        find(&self.tu.items, name).unwrap_or_else(|| panic!("no function {name}: {:#?}", self.tu))
    }

    fn body(&self, name: &str) -> &Vec<Stmt> {
        match &self.func(name).body {
            Body::Stmt(s) => match &s.kind {
                StmtKind::Compound(v) => v,
                k => panic!("{k:?}"),
            },
            b => panic!("{b:?}"),
        }
    }
}

fn run(src: &str) -> Parsed {
    let mut sm = SourceMap::new();
    let f = sm.add_file("t.cu", src);
    let pp = PpOutput::verbatim(f, src);
    let mut diags = Diagnostics::new();
    let tu = parse(&sm, &pp, &mut diags);
    Parsed { sm, tu, diags }
}

fn ok(src: &str) -> Parsed {
    let p = run(src);
    assert!(p.errors().is_empty(), "unexpected errors: {:?}", p.errors());
    p
}

fn builtin(t: &TypeExpr) -> BuiltinType {
    match t.kind {
        TypeExprKind::Builtin(b) => b,
        ref k => panic!("not builtin: {k:?}"),
    }
}

fn pointee(t: &TypeExpr) -> &TypeExpr {
    match &t.kind {
        TypeExprKind::Pointer(p) => p,
        k => panic!("not a pointer: {k:?}"),
    }
}

fn vars(s: &Stmt) -> &Vec<VarDecl> {
    match &s.kind {
        StmtKind::Decl(v) => v,
        k => panic!("not a declaration: {k:?}"),
    }
}

fn init_expr(v: &VarDecl) -> &Expr {
    match &v.init {
        Some(Initializer::Expr(e)) => e,
        i => panic!("{i:?}"),
    }
}

const SAXPY: &str = r#"
__attribute__((global)) void saxpy(int n, float a, const float * __restrict__ x, float * __restrict__ y)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        y[i] = a * x[i] + y[i];
}
"#;

#[test]
fn saxpy_kernel() {
    let p = ok(SAXPY);
    let f = p.func("saxpy");
    assert!(f.attrs.global && !f.attrs.device);
    assert_eq!(f.attrs.all.len(), 1);
    assert_eq!(f.attrs.all[0].0, "global");
    assert_eq!(builtin(&f.ret), BuiltinType::Void);
    assert_eq!(f.params.len(), 4);
    assert_eq!(f.params[2].name.as_ref().unwrap().name, "x");
    let x = &f.params[2].ty;
    assert!(x.quals.is_restrict && !x.quals.is_const);
    assert!(pointee(x).quals.is_const);
    assert_eq!(builtin(pointee(x)), BuiltinType::Float);
    let body = p.body("saxpy");
    assert_eq!(body.len(), 1);
    let StmtKind::For {
        init,
        cond,
        step,
        body,
        hint,
    } = &body[0].kind
    else {
        panic!()
    };
    assert!(hint.is_none());
    let init = vars(init.as_ref().unwrap());
    assert_eq!(init[0].name.name, "i");
    assert_eq!(
        p.snippet(init_expr(&init[0]).span),
        "blockIdx.x * blockDim.x + threadIdx.x"
    );
    let Some(c) = cond else { panic!() };
    let Cond::Expr(Expr {
        kind: ExprKind::Binary(BinaryOp::Lt, _, _),
        ..
    }) = **c
    else {
        panic!("{c:?}")
    };
    let Some(Expr {
        kind: ExprKind::Assign(Some(BinaryOp::Add), _, _),
        ..
    }) = step
    else {
        panic!("{step:?}")
    };
    let StmtKind::Expr(Expr {
        kind: ExprKind::Assign(None, lhs, rhs),
        ..
    }) = &body.kind
    else {
        panic!("{body:?}")
    };
    assert!(matches!(lhs.kind, ExprKind::Index(..)));
    let ExprKind::Binary(BinaryOp::Add, mul, _) = &rhs.kind else {
        panic!()
    };
    assert_eq!(p.snippet(mul.span), "a * x[i]");
    let ExprKind::Binary(BinaryOp::Mul, _, xi) = &mul.kind else {
        panic!()
    };
    assert_eq!(p.snippet(xi.span), "x[i]");
    assert_eq!(p.sm.describe(xi.span), "t.cu:5:20");
}

const MATMUL: &str = r#"
#define TILE 16
__attribute__((global)) __attribute__((launch_bounds(256, 2)))
void matmul(const float *A, const float *B, float *C, int N)
{
    __attribute__((shared)) float As[16][16];
    __attribute__((shared)) float Bs[16][16];
    int tx = threadIdx.x, ty = threadIdx.y;
    float acc = 0.0f;
    for (int t = 0; t < N / 16; ++t) {
        As[ty][tx] = A[(blockIdx.y * 16 + ty) * N + t * 16 + tx];
        __syncthreads();
        #pragma unroll
        for (int k = 0; k < 16; k++)
            acc += As[ty][k] * Bs[k][tx];
        #pragma unroll 4
        for (int k = 0; k < 16; k++) {}
        #pragma unroll 1
        while (0) {}
        #pragma nounroll
        do { } while (0);
        #pragma unroll (2 * 2)
        for (;;) break;
        #pragma message("hi")
        __syncthreads();
    }
    C[0] = acc;
}
"#;

#[test]
fn tiled_matmul_with_pragmas() {
    let p = ok(MATMUL);
    let f = p.func("matmul");
    let (lb, _) = f.attrs.launch_bounds.as_ref().unwrap();
    assert_eq!(lb.len(), 2);
    assert!(matches!(lb[0].kind, ExprKind::IntLit { value: 256, .. }));
    let body = p.body("matmul");
    let as_ = &vars(&body[0])[0];
    assert!(as_.attrs.shared);
    let TypeExprKind::Array(inner, Some(n)) = &as_.ty.kind else {
        panic!()
    };
    assert!(matches!(n.kind, ExprKind::IntLit { value: 16, .. }));
    let TypeExprKind::Array(el, Some(_)) = &inner.kind else {
        panic!()
    };
    assert_eq!(builtin(el), BuiltinType::Float);
    assert_eq!(vars(&body[2]).len(), 2);
    let StmtKind::For { body: outer, .. } = &body[4].kind else {
        panic!("{:?}", body[4].kind)
    };
    let StmtKind::Compound(stmts) = &outer.kind else {
        panic!()
    };
    let hints: Vec<String> = stmts
        .iter()
        .filter_map(|s| match &s.kind {
            StmtKind::For { hint, .. }
            | StmtKind::While { hint, .. }
            | StmtKind::DoWhile { hint, .. } => Some(format!("{hint:?}")),
            _ => None,
        })
        .collect();
    assert_eq!(hints.len(), 5, "{stmts:#?}");
    assert_eq!(hints[0], "Some(UnrollFull)");
    assert!(hints[1].starts_with("Some(UnrollCount(Expr { kind: IntLit { value: 4"));
    assert_eq!(hints[2], "Some(NoUnroll)");
    assert_eq!(hints[3], "Some(NoUnroll)");
    assert!(hints[4].contains("Binary(Mul"), "{}", hints[4]);
    let StmtKind::For {
        hint: Some(LoopHint::UnrollCount(e)),
        ..
    } = &stmts[6].kind
    else {
        panic!("{:?}", stmts[6].kind)
    };
    assert_eq!(p.snippet(e.span), "2 * 2");
    assert!(stmts
        .iter()
        .any(|s| matches!(&s.kind, StmtKind::Pragma(t) if t == "message(\"hi\")")));
}

#[test]
fn extern_c_kernels() {
    let p = ok(r#"
extern "C" {
__attribute__((global)) void k1(float *x) { x[0] = 1.0f; }
__attribute__((device)) int helper(int, ...);
}
extern "C" __attribute__((global)) void k2(void) {}
extern "C" int ext_var;
__attribute__((global)) void k3() {}
"#);
    assert!(matches!(p.tu.items[0], Item::LinkageSpec { ref items, .. } if items.len() == 2));
    assert!(p.func("k1").extern_c);
    let h = p.func("helper");
    assert!(h.extern_c && h.variadic && matches!(h.body, Body::None));
    assert_eq!(h.params.len(), 1);
    assert!(h.params[0].name.is_none());
    let k2 = p.func("k2");
    assert!(k2.extern_c && k2.params.is_empty());
    let Item::LinkageSpec { items, .. } = &p.tu.items[2] else {
        panic!()
    };
    let Item::Vars(v) = &items[0] else { panic!() };
    assert!(v[0].extern_c && v[0].storage == StorageClass::Extern);
    assert!(!p.func("k3").extern_c);
}

const WITH_HOST: &str = r#"
#include <cstdio>
__attribute__((global)) void kern(float *x, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) x[i] *= 2.0f;
}

int main(int argc, char **argv)
{
    std::vector<int> v(10);
    float *d;
    cudaMalloc(&d, 100 * sizeof(float));
    dim3 grid(4), block(256);
    kern<<<grid, block>>>(d, 100);
    kern<<<grid, block, 0, stream>>>(d, 100);
    kern<<<1, 1>>>();
    auto l = [&](int x) { return x + 1; };
    for (auto &e : v) { e++; }
    template_thing<int, float>::go();
    cudaDeviceSynchronize();
    return 0;
}

__attribute__((host)) void host_only() { kern<<<1,1>>>(0, 0); ??? }

__attribute__((device)) float after(float a) { return a * 2.0f; }
__attribute__((host)) __attribute__((device)) int both(int a) { return a + 1; }
"#;

/// Host bodies are lowered for sema's lenient reading (kernel launches
/// with no arguments included); one with a syntax error is not.
#[test]
fn host_bodies_are_lowered_unless_broken() {
    let p = ok(WITH_HOST);
    let m = p.func("main");
    assert!(matches!(m.body, Body::Stmt(_)));
    assert_eq!(m.params.len(), 2);
    assert!(matches!(p.func("host_only").body, Body::Skipped(_)));
    let after = p.body("after");
    assert!(matches!(after[0].kind, StmtKind::Return(Some(_))));
    let both = p.func("both");
    assert!(both.attrs.host && both.attrs.device);
    assert!(matches!(both.body, Body::Stmt(_)));
    assert_eq!(p.body("kern").len(), 2);
}

#[test]
fn kernel_launch_in_device_code() {
    let p = ok(r#"
__attribute__((global)) void child(int *x) {}
__attribute__((global)) void parent(int *x) { child<<<g, 32, 0>>>(x, 1); }
"#);
    let b = p.body("parent");
    let StmtKind::Expr(Expr {
        kind:
            ExprKind::KernelLaunch {
                callee,
                config,
                args,
            },
        span,
        ..
    }) = &b[0].kind
    else {
        panic!("{:?}", b[0].kind)
    };
    assert!(matches!(&callee.kind, ExprKind::Name(n) if n[0].name == "child"));
    assert_eq!(config.len(), 3);
    assert!(matches!(&config[0].kind, ExprKind::Name(n) if n[0].name == "g"));
    assert_eq!(args.len(), 2);
    assert_eq!(p.snippet(*span), "child<<<g, 32, 0>>>(x, 1)");
}

#[test]
fn declarators() {
    let p = ok(r#"
__attribute__((device)) void f(const float * __restrict__ a, int *p[3], float (*q)[4],
                               const float * const cp, int **pp, int n = 4, float m[][8], int &r) {
    int *x, y[2][3], **z = 0, w(5), v{6}, u[] = {1, {2, 3}};
    const volatile int cv = 1;
    unsigned u1; long int l1; signed char sc; unsigned long long int ull; long double ld;
    short s; unsigned short us; unsigned char uc; long long ll; size_t sz; ns::T nt;
    struct S st; S st2; auto au = 1; decltype(n) dt = n; unsigned int ui; char c; bool b;
}
"#);
    let f = p.func("f");
    let ps = &f.params;
    // int *p[3] → array of pointers
    let TypeExprKind::Array(el, Some(_)) = &ps[1].ty.kind else {
        panic!("{:?}", ps[1].ty)
    };
    assert_eq!(builtin(pointee(el)), BuiltinType::Int);
    // float (*q)[4] → pointer to array
    let TypeExprKind::Array(el, Some(_)) = &pointee(&ps[2].ty).kind else {
        panic!()
    };
    assert_eq!(builtin(el), BuiltinType::Float);
    // const float * const cp
    assert!(ps[3].ty.quals.is_const && pointee(&ps[3].ty).quals.is_const);
    assert_eq!(builtin(pointee(pointee(&ps[4].ty))), BuiltinType::Int);
    assert!(matches!(
        ps[5].default,
        Some(Expr {
            kind: ExprKind::IntLit { value: 4, .. },
            ..
        })
    ));
    assert!(matches!(ps[6].ty.kind, TypeExprKind::Array(_, None)));
    assert!(matches!(ps[7].ty.kind, TypeExprKind::LValueRef(_)));
    let b = p.body("f");
    let d = vars(&b[0]);
    assert_eq!(d.len(), 6);
    assert_eq!(d[0].name.name, "x");
    assert!(matches!(d[0].ty.kind, TypeExprKind::Pointer(_)));
    assert_eq!(p.snippet(d[1].span), "y[2][3]");
    assert!(matches!(d[3].init, Some(Initializer::Ctor(ref a, _)) if a.len() == 1));
    assert!(matches!(d[4].init, Some(Initializer::List(ref a, _)) if a.len() == 1));
    let Some(Initializer::List(items, _)) = &d[5].init else {
        panic!()
    };
    assert!(matches!(items[1], Initializer::List(ref x, _) if x.len() == 2));
    let cv = &vars(&b[1])[0];
    assert!(cv.ty.quals.is_const && cv.ty.quals.is_volatile);
    let types: Vec<String> = b[2..]
        .iter()
        .flat_map(|s| vars(s).iter())
        .map(|v| match &v.ty.kind {
            TypeExprKind::Builtin(b) => format!("{b:?}"),
            TypeExprKind::Named(n) => n
                .iter()
                .map(|i| i.name.clone())
                .collect::<Vec<_>>()
                .join("::"),
            TypeExprKind::Record(r) => format!("struct {}", r.name.as_ref().unwrap().name),
            TypeExprKind::Auto => "auto".into(),
            TypeExprKind::Decltype(_) => "decltype".into(),
            TypeExprKind::Typeof(_) => "typeof".into(),
            TypeExprKind::DecltypeAuto => "decltype(auto)".into(),
            k => format!("{k:?}"),
        })
        .collect();
    assert_eq!(
        types,
        [
            "UInt",
            "Long",
            "SChar",
            "ULongLong",
            "LongDouble",
            "Short",
            "UShort",
            "UChar",
            "LongLong",
            "size_t",
            "ns::T",
            "struct S",
            "S",
            "auto",
            "decltype",
            "UInt",
            "Char",
            "Bool"
        ]
    );
}

#[test]
fn namespace_items() {
    let p = ok(r#"
typedef unsigned int uint;
typedef float vec4[4], *fptr;
using F = const float *;
struct __attribute__((aligned(16))) P { int a, b : 3; float c[2]; struct { int z; } inner; };
union U { int i; float f; };
enum class E : unsigned char { A = 1, B };
enum { X, Y = X + 2 };
struct Fwd;
namespace ns { __attribute__((device)) int q; namespace inner { } }
static_assert(sizeof(int) == 4, "int" " size");
__attribute__((constant)) float coeffs[16];
__attribute__((device)) __attribute__((managed)) int counter = 0;
static __attribute__((device)) int s_var, *s_ptr;
template <typename T> __attribute__((device)) T tf(T x) { return x; }
class C { int f() { return 1; } };
struct M { __attribute__((device)) void m(); };
#pragma once_more
__attribute__((device)) __attribute__((noinline)) int ni(void) { return 0; }
static inline __attribute__((always_inline)) __attribute__((device)) int fi() { return 1; }
constexpr int K = 3;
__attribute__((device)) __attribute__((aligned(8))) char buf[8];
"#);
    let items = &p.tu.items;
    let kinds: Vec<String> = items
        .iter()
        .map(|i| match i {
            Item::Function(f) => format!("fn {}", f.name.name),
            Item::Vars(v) => format!("vars {}", v.len()),
            Item::Typedef(t) => format!("typedef {}", t.name.name),
            Item::Record(r) => format!("record {:?}", r.name.as_ref().map(|n| n.name.clone())),
            Item::Enum(e) => format!("enum {:?}", e.name.as_ref().map(|n| n.name.clone())),
            Item::LinkageSpec { .. } => "extern".into(),
            Item::Namespace { name, items, .. } => {
                format!("namespace {} {}", name.as_ref().unwrap().name, items.len())
            }
            Item::Using(u, _) => format!("using {u:?}"),
            Item::StaticAssert { message, .. } => format!("static_assert {message:?}"),
            Item::Pragma { text, .. } => format!("pragma {text}"),
            Item::Template { item, .. } => {
                format!("template {}", matches!(**item, Item::Function(_)))
            }
            Item::Instantiation { .. } => "instantiation".into(),
            Item::Unsupported { what, .. } => format!("unsupported {what}"),
        })
        .collect();
    assert_eq!(
        kinds,
        [
            "typedef uint",
            "typedef vec4",
            "typedef fptr",
            "typedef F",
            "record Some(\"P\")",
            "record Some(\"U\")",
            "enum Some(\"E\")",
            "enum None",
            "record Some(\"Fwd\")",
            "namespace ns 2",
            "static_assert Some(\"int size\")",
            "vars 1",
            "vars 1",
            "vars 2",
            "template true",
            "record Some(\"C\")",
            "record Some(\"M\")",
            "pragma once_more",
            "fn ni",
            "fn fi",
            "vars 1",
            "vars 1",
        ]
    );
    let Item::Record(r) = &items[4] else { panic!() };
    assert!(matches!(
        r.align,
        Some(Expr {
            kind: ExprKind::IntLit { value: 16, .. },
            ..
        })
    ));
    let fields = r.fields.as_ref().unwrap();
    assert_eq!(fields.len(), 4);
    assert!(fields[1].bit_width.is_some() && fields[0].bit_width.is_none());
    assert!(fields[3].name.is_some() && matches!(fields[3].ty.kind, TypeExprKind::Record(_)));
    let Item::Enum(e) = &items[6] else { panic!() };
    assert!(e.scoped && e.underlying.is_some() && e.enumerators.len() == 2);
    let Item::Record(fwd) = &items[8] else {
        panic!()
    };
    assert!(fwd.fields.is_none());
    let Item::Vars(v) = &items[11] else { panic!() };
    assert!(v[0].attrs.constant);
    let Item::Vars(v) = &items[12] else { panic!() };
    assert!(v[0].attrs.managed && v[0].attrs.device);
    let Item::Vars(v) = &items[13] else { panic!() };
    assert!(v.iter().all(|v| v.storage == StorageClass::Static));
    let ni = p.func("ni");
    assert!(ni.attrs.noinline && ni.params.is_empty());
    let fi = p.func("fi");
    assert!(fi.inline && fi.attrs.forceinline && fi.storage == StorageClass::Static);
    let Item::Vars(v) = &items[20] else { panic!() };
    assert!(v[0].constexpr);
    let Item::Vars(v) = &items[21] else { panic!() };
    assert!(v[0].attrs.align.is_some());
}

#[test]
fn statements() {
    let p = ok(r#"
__attribute__((device)) int g(int x) {
    if (int z = x) return z; else if (x) { x++; } else ;
    while (x > 0) x--;
    do x++; while (x < 10);
    for (;;) break;
    for (x = 0, g(1); x < 3; x++, --x) continue;
    switch (x) { case 1: case 2: x = 3; x = 4; break; default: return 1; }
    L: goto L;
    static_assert(1, "m");
    typedef int I;
    struct Q { int a; };
    asm volatile("mov.u32 %0, %%laneid;" : "=r"(x));
    ;
    {}
    return {};
}
"#);
    let b = p.body("g");
    let StmtKind::If { cond, els, .. } = &b[0].kind else {
        panic!()
    };
    assert!(matches!(**cond, Cond::Decl(ref v) if v.name.name == "z" && v.init.is_some()));
    assert!(matches!(els.as_ref().unwrap().kind, StmtKind::If { .. }));
    assert!(matches!(b[1].kind, StmtKind::While { .. }));
    assert!(matches!(b[2].kind, StmtKind::DoWhile { .. }));
    assert!(
        matches!(&b[3].kind, StmtKind::For { init: None, cond: None, step: None, body, .. } if matches!(body.kind, StmtKind::Break))
    );
    assert!(
        matches!(&b[4].kind, StmtKind::For { init: Some(i), step: Some(Expr { kind: ExprKind::Comma(..), .. }), .. } if matches!(i.kind, StmtKind::Expr(Expr { kind: ExprKind::Comma(..), .. })))
    );
    let StmtKind::Switch { body, .. } = &b[5].kind else {
        panic!()
    };
    let StmtKind::Compound(cs) = &body.kind else {
        panic!()
    };
    let shape: Vec<&str> = cs
        .iter()
        .map(|s| match &s.kind {
            StmtKind::Case(_, _, inner) if matches!(inner.kind, StmtKind::Empty) => "case-empty",
            StmtKind::Case(..) => "case",
            StmtKind::Default(_) => "default",
            StmtKind::Expr(_) => "expr",
            StmtKind::Break => "break",
            _ => "?",
        })
        .collect();
    assert_eq!(shape, ["case-empty", "case", "expr", "break", "default"]);
    assert!(
        matches!(&b[6].kind, StmtKind::Label(l, s) if l.name == "L" && matches!(s.kind, StmtKind::Goto(_)))
    );
    assert!(matches!(&b[7].kind, StmtKind::StaticAssert { message: Some(m), .. } if m == "m"));
    assert!(matches!(b[8].kind, StmtKind::Typedef(_)));
    assert!(matches!(b[9].kind, StmtKind::Record(_)));
    assert!(
        matches!(&b[10].kind, StmtKind::Asm(a) if a.template.starts_with(b"mov.u32 %0, %%laneid;") && a.volatile && a.outputs.len() == 1 && a.outputs[0].constraint == "=r")
    );
    assert!(matches!(b[11].kind, StmtKind::Empty));
    assert!(matches!(&b[12].kind, StmtKind::Compound(v) if v.is_empty()));
    assert!(
        matches!(&b[13].kind, StmtKind::Return(Some(Expr { kind: ExprKind::InitList(None, v), .. })) if v.is_empty())
    );
}

fn expr_of(src: &str) -> (Parsed, Expr) {
    let full = format!("__attribute__((device)) void f() {{ r = ({src}); }}\n");
    let p = run(&full);
    assert!(p.errors().is_empty(), "{src}: {:?}", p.errors());
    let b = p.body("f");
    let StmtKind::Expr(Expr {
        kind: ExprKind::Assign(None, _, e),
        ..
    }) = &b[0].kind
    else {
        panic!("{:?}", b[0].kind)
    };
    let e = (**e).clone();
    (p, e)
}

#[test]
fn expressions() {
    // (tree-sitter-cpp cannot parse `(a = 1, b)` in parentheses; use a statement.)
    let p = ok("__attribute__((device)) void f() { a = b += c ? d : e, f; }");
    let StmtKind::Expr(e) = &p.body("f")[0].kind else {
        panic!()
    };
    let e = e.clone();
    let ExprKind::Comma(l, _) = &e.kind else {
        panic!()
    };
    let ExprKind::Assign(None, _, r) = &l.kind else {
        panic!()
    };
    assert!(
        matches!(&r.kind, ExprKind::Assign(Some(BinaryOp::Add), _, c) if matches!(c.kind, ExprKind::Cond(..)))
    );
    let (_, e) = expr_of("!a && ~b || -c < +d");
    assert!(matches!(e.kind, ExprKind::Binary(BinaryOp::LogOr, ..)));
    let (_, e) = expr_of("*p++ + &x[1] - --y");
    let ExprKind::Binary(BinaryOp::Sub, l, r) = &e.kind else {
        panic!()
    };
    assert!(matches!(r.kind, ExprKind::PreDec(_)));
    let ExprKind::Binary(BinaryOp::Add, a, b) = &l.kind else {
        panic!()
    };
    assert!(
        matches!(&a.kind, ExprKind::Unary(UnaryOp::Deref, x) if matches!(x.kind, ExprKind::PostInc(_)))
    );
    assert!(matches!(&b.kind, ExprKind::Unary(UnaryOp::AddrOf, _)));
    let (_, e) = expr_of("s.a->b");
    assert!(
        matches!(&e.kind, ExprKind::Member { arrow: true, base, name } if name.name == "b" && matches!(base.kind, ExprKind::Member { arrow: false, .. }))
    );
    let (_, e) = expr_of("(float)x");
    assert!(
        matches!(&e.kind, ExprKind::Cast(CastStyle::C, t, _) if builtin(t) == BuiltinType::Float)
    );
    let (_, e) = expr_of("float(x)");
    assert!(
        matches!(&e.kind, ExprKind::Cast(CastStyle::Functional, t, _) if builtin(t) == BuiltinType::Float)
    );
    let (_, e) = expr_of("static_cast<unsigned int>(x)");
    assert!(
        matches!(&e.kind, ExprKind::Cast(CastStyle::Static, t, _) if builtin(t) == BuiltinType::UInt)
    );
    let (_, e) = expr_of("reinterpret_cast<float4 *>(p)");
    assert!(
        matches!(&e.kind, ExprKind::Cast(CastStyle::Reinterpret, t, _) if matches!(t.kind, TypeExprKind::Pointer(_)))
    );
    let (_, e) = expr_of("sizeof(int) + sizeof x + alignof(double)");
    let ExprKind::Binary(_, l, r) = &e.kind else {
        panic!()
    };
    assert!(matches!(r.kind, ExprKind::AlignofType(_)));
    assert!(
        matches!(&l.kind, ExprKind::Binary(_, a, b) if matches!(a.kind, ExprKind::SizeofType(_)) && matches!(b.kind, ExprKind::SizeofExpr(_)))
    );
    let (_, e) = expr_of("ns::inner::f(1, 2)");
    let ExprKind::Call(c, args) = &e.kind else {
        panic!()
    };
    assert_eq!(args.len(), 2);
    assert!(matches!(&c.kind, ExprKind::Name(v) if v.len() == 3 && v[2].name == "f"));
    let (_, e) = expr_of("true != false && nullptr == this");
    assert!(matches!(e.kind, ExprKind::Binary(BinaryOp::LogAnd, ..)));
    for (src, op) in [
        ("x <<= 2", BinaryOp::Shl),
        ("y >>= 1", BinaryOp::Shr),
        ("z %= 3", BinaryOp::Rem),
        ("w ^= 1", BinaryOp::BitXor),
        ("q |= 2", BinaryOp::BitOr),
        ("v &= 3", BinaryOp::BitAnd),
        ("u -= 3", BinaryOp::Sub),
        ("t /= 3", BinaryOp::Div),
        ("s *= 3", BinaryOp::Mul),
    ] {
        let (_, e) = expr_of(src);
        assert!(
            matches!(e.kind, ExprKind::Assign(Some(o), ..) if o == op),
            "{src}"
        );
    }
    for (src, op) in [
        ("a % b", BinaryOp::Rem),
        ("a << b", BinaryOp::Shl),
        ("a >> b", BinaryOp::Shr),
        ("a & b", BinaryOp::BitAnd),
        ("a | b", BinaryOp::BitOr),
        ("a ^ b", BinaryOp::BitXor),
        ("a <= b", BinaryOp::Le),
        ("a >= b", BinaryOp::Ge),
        ("a > b", BinaryOp::Gt),
        ("a == b", BinaryOp::Eq),
        ("a / b", BinaryOp::Div),
    ] {
        let (_, e) = expr_of(src);
        assert!(
            matches!(e.kind, ExprKind::Binary(o, ..) if o == op),
            "{src}"
        );
    }
    let (_, e) = expr_of("[=, &r, v = a + 1, this](int a) mutable -> int { return a; }");
    let ExprKind::Lambda(l) = &e.kind else {
        panic!("not a lambda: {:?}", e.kind)
    };
    assert_eq!(l.default_capture, Some(crate::ast::CaptureDefault::Copy));
    assert!(matches!(&l.captures[0].kind, crate::ast::CaptureKind::Ref(x) if x.name == "r"));
    assert!(
        matches!(&l.captures[1].kind, crate::ast::CaptureKind::Init { name, by_ref: false, .. } if name.name == "v")
    );
    assert!(matches!(l.captures[2].kind, crate::ast::CaptureKind::This));
    assert_eq!(l.params.len(), 1);
    assert!(l.mutable && l.ret.is_some());
    let (_, e) = expr_of("[] __attribute__((device)) (int a) { return a; }");
    assert!(matches!(&e.kind, ExprKind::Lambda(l) if l.params.len() == 1 && l.captures.is_empty()));
    let (_, e) = expr_of("(float2){1.0f, 2.0f}");
    assert!(matches!(&e.kind, ExprKind::InitList(Some(_), v) if v.len() == 2));
}

#[test]
fn literals() {
    let (_, e) = expr_of("0x1Fu");
    assert!(matches!(
        e.kind,
        ExprKind::IntLit {
            value: 31,
            suffix: IntSuffix {
                unsigned: true,
                long: 0
            },
            decimal: false
        }
    ));
    let (_, e) = expr_of("10ull");
    assert!(matches!(
        e.kind,
        ExprKind::IntLit {
            value: 10,
            suffix: IntSuffix {
                unsigned: true,
                long: 2
            },
            decimal: true
        }
    ));
    let (_, e) = expr_of("1.5f");
    assert!(
        matches!(e.kind, ExprKind::FloatLit { value, is_float: true, long_double: false } if value == 1.5)
    );
    let (_, e) = expr_of("0x1p4");
    assert!(matches!(e.kind, ExprKind::FloatLit { value, is_float: false, .. } if value == 16.0));
    let (_, e) = expr_of("'\\n'");
    assert!(matches!(
        e.kind,
        ExprKind::CharLit {
            value: 10,
            kind: BuiltinType::Char
        }
    ));
    let (_, e) = expr_of("\"a\" \"b\\tc\"");
    assert!(matches!(&e.kind, ExprKind::StringLit(s) if s == b"ab\tc"));
    let (_, e) = expr_of("1'000'000");
    assert!(matches!(
        e.kind,
        ExprKind::IntLit {
            value: 1_000_000,
            ..
        }
    ));
    let (_, e) = expr_of("0b101");
    assert!(matches!(e.kind, ExprKind::IntLit { value: 5, .. }));
    let (_, e) = expr_of("017");
    assert!(matches!(
        e.kind,
        ExprKind::IntLit {
            value: 15,
            decimal: false,
            ..
        }
    ));

    let p = run("__attribute__((device)) void f() {\n  int x = 999999999999999999999999999999999999999999;\n}\n");
    assert_eq!(p.errors(), ["2:11: integer literal is too large"]);
    let p = run("__attribute__((device)) double f() { return 1e400; }\n");
    assert!(p.errors().is_empty());
    assert_eq!(p.diags.list.len(), 1);
}

#[test]
fn nested_spans() {
    let p =
        ok("__attribute__((device)) int f(int a, int b) {\n  return (a + b) * f(a, b - 1);\n}\n");
    let b = p.body("f");
    let StmtKind::Return(Some(e)) = &b[0].kind else {
        panic!()
    };
    assert_eq!(p.snippet(e.span), "(a + b) * f(a, b - 1)");
    let ExprKind::Binary(BinaryOp::Mul, l, r) = &e.kind else {
        panic!()
    };
    assert_eq!(p.snippet(l.span), "a + b");
    assert_eq!(p.sm.describe(l.span), "t.cu:2:11");
    let ExprKind::Call(callee, args) = &r.kind else {
        panic!()
    };
    assert_eq!(p.snippet(callee.span), "f");
    assert_eq!(p.snippet(args[1].span), "b - 1");
    let ExprKind::Binary(_, bb, one) = &args[1].kind else {
        panic!()
    };
    assert_eq!(p.sm.describe(bb.span), "t.cu:2:25");
    assert_eq!(p.sm.describe(one.span), "t.cu:2:29");
    assert_eq!(p.snippet(p.func("f").span).lines().count(), 3);
}

#[test]
fn syntax_error_messages() {
    let p = run("__attribute__((device)) void f(int x) {\n  x = x + 1\n  x = 2;\n}\n");
    assert_eq!(p.errors(), ["2:12: expected ';' after expression"]);
    let p = run("__attribute__((device)) void f(int x) {\n  if (x > 1 {\n  }\n}\n");
    assert_eq!(p.errors().len(), 1, "{:?}", p.errors());
    assert!(p.errors()[0].starts_with("2:"), "{:?}", p.errors());
    let p = run("__attribute__((device)) void f(int x) {\n  x = x + ;\n}\n");
    assert_eq!(p.errors().len(), 1, "{:?}", p.errors());
    assert!(
        p.errors()[0].starts_with("2:") && p.errors()[0].contains("expected expression"),
        "{:?}",
        p.errors()
    );
    let p = run("__attribute__((device)) void f(int x) {\n  int y = (x + 2;\n}\n");
    assert_eq!(p.errors().len(), 1, "{:?}", p.errors());
    assert!(
        p.errors()[0].starts_with("2:") && p.errors()[0].contains("expected ')'"),
        "{:?}",
        p.errors()
    );
    let cases: &[(&str, &str)] = &[
        (
            "__attribute__((device)) void f(int x) {\n  x = x + ;\n}\n",
            "2:11: expected expression",
        ),
        (
            "__attribute__((device)) void f(int x) {\n  x = foo(1, 2;\n}\n",
            "2:15: expected ')'",
        ),
        (
            "__attribute__((device)) void f(int x) {\n  for (int i = 0; i < 3 i++) {}\n}\n",
            "2:25: unexpected token 'i'",
        ),
        (
            "__attribute__((device)) void f(int x) {\n  x = ) 3;\n}\n",
            "2:7: expected expression before ')'",
        ),
        (
            "__attribute__((device)) void f(int x {\n}\n",
            "1:37: expected ')'",
        ),
        (
            "__attribute__((device)) void f(int x) {\n  x = 1;\n",
            "2:9: expected '}'",
        ),
        (
            "__attribute__((device)) void f(int x) {\n  while x > 0 { x--; }\n}\n",
            "2:3: unexpected token 'while'",
        ),
    ];
    for (src, want) in cases {
        let p = run(src);
        assert_eq!(p.errors(), [*want], "{src}");
    }
    // A struct without ';' gives at most two errors.
    let p = run("struct S { int a }\n__attribute__((device)) void f() {}\n");
    assert!(
        !p.errors().is_empty() && p.errors().len() <= 2,
        "{:?}",
        p.errors()
    );
    assert!(
        p.errors()[0].starts_with("1:17: expected ';'"),
        "{:?}",
        p.errors()
    );
    // Two independent errors in two functions.
    let p = run("__attribute__((device)) void f(int x) {\n  x = 1\n}\n__attribute__((device)) void g(int y) {\n  y = y * ;\n}\n");
    let errs = p.errors();
    assert_eq!(errs.len(), 2, "{errs:?}");
    assert!(errs[0].starts_with("2:"), "{errs:?}");
    assert!(errs[1].starts_with("5:"), "{errs:?}");
    // A bad declaration at namespace scope.
    let p = run("int int x;\n__attribute__((device)) void ok() {}\n");
    assert_eq!(p.errors().len(), 1, "{:?}", p.errors());
    assert!(p.errors()[0].starts_with("1:"), "{:?}", p.errors());
    p.func("ok");
    // Errors inside a host body are not reported, and do not leak.
    let p = run("void h() { kern<<<1, 2>>>(; ] }\n__attribute__((device)) int d() { return 1 }\n");
    let errs = p.errors();
    assert_eq!(
        errs,
        ["2:43: expected ';' after return statement"],
        "{errs:?}"
    );
}

#[test]
fn realistic_file_with_host_main() {
    let src =
        format!("{SAXPY}\n{WITH_HOST}\n__attribute__((device)) int last(int a) {{ return a; }}\n");
    let p = ok(&src);
    assert!(matches!(p.func("last").body, Body::Stmt(_)));
    assert!(matches!(p.func("saxpy").body, Body::Stmt(_)));
}

/// A deterministic xorshift PRNG for token soups.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

#[test]
fn random_garbage_does_not_panic() {
    const TOKS: &[&str] = &[
        "int",
        "float",
        "x",
        "y",
        "(",
        ")",
        "{",
        "}",
        "[",
        "]",
        ";",
        ",",
        "=",
        "+",
        "-",
        "*",
        "&",
        "<<<",
        ">>>",
        "<",
        ">",
        "if",
        "else",
        "for",
        "while",
        "return",
        "1",
        "0x1F",
        "1.5f",
        "'a'",
        "\"s\"",
        "__attribute__((global))",
        "__attribute__((device))",
        "void",
        "struct",
        "S",
        "::",
        ".",
        "->",
        "?",
        ":",
        "#pragma unroll\n",
        "template",
        "typename",
        "const",
        "__restrict__",
        "sizeof",
        "static_cast",
        "case",
        "switch",
        "default",
        "break",
        "...",
        "extern \"C\"",
        "namespace",
        "enum",
        "typedef",
        "asm",
        "~",
        "!",
        "99999999999999999999999999999999999999999",
        "é",
        "'é'",
        "\"ü\"",
        "0x",
        "1e",
        "'",
        "\"",
        "\\",
        "@",
        "$",
        "`",
        "#",
        "##",
        "<<",
        ">>",
        "\n",
        "/*",
        "*/",
        "//",
        "0x1p",
        "1.5q",
        "'\\x'",
        "\"\\u12\"",
    ];
    let mut rng = Rng(0x9E3779B97F4A7C15);
    for _ in 0..300 {
        let n = (rng.next() % 60) as usize + 1;
        let mut s = String::new();
        for _ in 0..n {
            s.push_str(TOKS[(rng.next() % TOKS.len() as u64) as usize]);
            s.push(' ');
        }
        let _ = run(&s);
        // Inside a device function too.
        let _ = run(&format!("__attribute__((device)) void f() {{ {s} }}"));
    }
}

#[test]
fn deep_nesting_is_diagnosed_not_fatal() {
    let depth = 5000;
    let src = format!(
        "__attribute__((device)) int f(int x) {{ return {}x{}; }}\n",
        "(".repeat(depth),
        ")".repeat(depth)
    );
    let p = run(&src);
    assert!(
        p.errors().iter().any(|e| e.contains("nesting too deep")),
        "{:?}",
        p.errors()
    );
    let src = format!(
        "__attribute__((device)) int f(int x) {{ return {}x; }}\n",
        "-".repeat(depth)
    );
    let _ = run(&src);
    let src = format!(
        "__attribute__((device)) void f() {{ {} }}\n",
        "{;".repeat(depth) + &"}".repeat(depth)
    );
    let p = run(&src);
    assert!(
        p.errors().iter().any(|e| e.contains("nesting too deep")),
        "{:?}",
        p.errors()
    );
    // Moderate nesting is fine.
    let src = format!(
        "__attribute__((device)) int f(int x) {{ return {}x{}; }}\n",
        "(".repeat(100),
        ")".repeat(100)
    );
    ok(&src);
}

/// A naive stand-in for the preprocessor: object-like `#define`s and the
/// CUDA keywords, spelled as the real preprocessor expands them.
fn naive_pp(src: &str) -> String {
    let mut defs: Vec<(String, String)> = vec![
        ("__global__".into(), "__attribute__((global))".into()),
        ("__device__".into(), "__attribute__((device))".into()),
        ("__host__".into(), "__attribute__((host))".into()),
        ("__shared__".into(), "__attribute__((shared))".into()),
        ("__constant__".into(), "__attribute__((constant))".into()),
        (
            "__forceinline__".into(),
            "inline __attribute__((always_inline))".into(),
        ),
    ];
    let mut out = String::new();
    for line in src.lines() {
        if let Some(rest) = line.trim_start().strip_prefix("#define ") {
            let mut it = rest.splitn(2, ' ');
            let name = it.next().unwrap_or("").to_string();
            defs.push((name, it.next().unwrap_or("").trim().to_string()));
            out.push('\n');
            continue;
        }
        if line.trim_start().starts_with("#include") {
            out.push('\n');
            continue;
        }
        let mut l = String::new();
        let mut word = String::new();
        for c in line.chars().chain(std::iter::once('\n')) {
            if c.is_ascii_alphanumeric() || c == '_' {
                word.push(c);
                continue;
            }
            let rep = defs
                .iter()
                .find(|(n, _)| *n == word)
                .map(|(_, v)| v.clone());
            l.push_str(&rep.unwrap_or(std::mem::take(&mut word)));
            word.clear();
            l.push(c);
        }
        out.push_str(&l);
    }
    out
}

#[test]
fn repository_samples_parse() {
    for (name, src) in [
        ("saxpy", include_str!("../../../samples/saxpy.cu")),
        ("vector_add", include_str!("../../../samples/vector_add.cu")),
        (
            "matmul_tiled",
            include_str!("../../../samples/matmul_tiled.cu"),
        ),
        (
            "reduce_shared",
            include_str!("../../../samples/reduce_shared.cu"),
        ),
    ] {
        let text = naive_pp(src);
        let p = run(&text);
        assert!(p.errors().is_empty(), "{name}: {:?}\n{text}", p.errors());
        let kernels: Vec<&FunctionDef> =
            p.tu.items
                .iter()
                .flat_map(|i| match i {
                    Item::LinkageSpec { items, .. } => items.iter().collect::<Vec<_>>(),
                    i => vec![i],
                })
                .filter_map(|i| match i {
                    Item::Function(f) if f.attrs.global => Some(f),
                    _ => None,
                })
                .collect();
        assert!(!kernels.is_empty(), "{name}");
        for k in kernels {
            assert!(matches!(k.body, Body::Stmt(_)), "{name}");
            assert!(
                !format!("{:?}", k.body).contains("Unsupported"),
                "{name}: {:#?}",
                k.body
            );
        }
    }
}

#[test]
fn more_device_shapes() {
    let p = ok(r#"
extern __attribute__((shared)) float dyn_smem[];
__attribute__((device)) __attribute__((aligned(16))) int aligned_before;
struct alignas(16) A16 { float v[4]; };
__attribute__((device)) inline float sq(float v) { return v * v; }
__attribute__((global)) void k(float *__restrict__ out, const int n) {
    constexpr int N = 10;
    volatile int spin = 0;
    float a = float{3}, b = unsigned(n), c = (float *)out == nullptr;
    float *p = (float *)dyn_smem + sizeof(float) * n;
    int q[N] = {};
    out[threadIdx.x] = sq(a) + b + c + p[0] + q[0];
}
"#);
    let Item::Vars(v) = &p.tu.items[0] else {
        panic!()
    };
    assert!(v[0].attrs.shared && v[0].storage == StorageClass::Extern);
    assert!(matches!(v[0].ty.kind, TypeExprKind::Array(_, None)));
    let Item::Vars(v) = &p.tu.items[1] else {
        panic!()
    };
    assert!(
        v[0].attrs.all.iter().any(|(n, _)| n == "aligned"),
        "{:?}",
        v[0].attrs
    );
    let Item::Record(r) = &p.tu.items[2] else {
        panic!("{:?}", p.tu.items[2])
    };
    assert!(r.align.is_some());
    assert!(p.func("sq").inline);
    let b = p.body("k");
    assert!(vars(&b[0])[0].constexpr);
    assert!(vars(&b[1])[0].ty.quals.is_volatile);
    let d = vars(&b[2]);
    assert!(
        matches!(&init_expr(&d[0]).kind, ExprKind::InitList(Some(_), v) if v.len() == 1),
        "{:?}",
        d[0].init
    );
    assert!(
        matches!(&init_expr(&d[1]).kind, ExprKind::Cast(CastStyle::Functional, t, _) if builtin(t) == BuiltinType::UInt),
        "{:?}",
        d[1].init
    );
}

#[test]
fn prelude_like_declarations() {
    let p = ok(r#"
struct __attribute__((device_builtin)) __attribute__((aligned(16))) float4 { float x, y, z, w; };
typedef struct float4 float4;
struct __attribute__((device_builtin)) uint3 { unsigned int x, y, z; };
extern "C" {
extern __attribute__((device)) __attribute__((device_builtin)) const uint3 threadIdx;
__attribute__((device)) float __fsqrt_rn(float) noexcept;
}
static __attribute__((device)) inline __attribute__((always_inline)) float4 make_float4(float x, float y, float z, float w) { float4 t; t.x = x; t.y = y; t.z = z; t.w = w; return t; }
"#);
    let Item::Record(r) = &p.tu.items[0] else {
        panic!("{:?}", p.tu.items[0])
    };
    assert!(r.align.is_some());
    assert_eq!(r.fields.as_ref().unwrap().len(), 4);
    let Item::LinkageSpec { items, .. } = &p.tu.items[3] else {
        panic!()
    };
    let Item::Vars(v) = &items[0] else {
        panic!("{:?}", items[0])
    };
    assert!(v[0].extern_c && v[0].ty.quals.is_const && v[0].attrs.device);
    assert!(p.func("__fsqrt_rn").extern_c);
    assert_eq!(p.body("make_float4").len(), 6);
}

/// A text of many chunks is parsed and lowered chunk by chunk, each tree
/// dropped once lowered (`stream`). It lowers to what all trees at once
/// make, with the same diagnostics, for any thread count, also where a
/// chunk needs the names other chunks declare: `(a) * b` is read as a
/// cast by tree-sitter and repaired because `a` is declared a value, in
/// the first chunk, and `(T)-x` because `T` is a type.
#[test]
fn streamed_chunks_lower_as_all_trees_at_once() {
    let mut src = String::from("typedef int T;\nint a;\n");
    for k in 0..40 {
        src += &format!("__attribute__((device)) int g{k}(int x) {{ return x + {k}; }}\n");
    }
    let filler =
        "__attribute__((device)) int f{k}(int x, int b) { int y = x * b; return y + {k}; }\n";
    for k in 0..1200 {
        src += &filler.replace("{k}", &k.to_string());
    }
    src += "__attribute__((device)) int last(int x, int b) { return (a) * b + (T)-x; }\n";
    src += "__attribute__((device)) int broken(int x) { return x + ; }\n";
    let mut sm = SourceMap::new();
    let f = sm.add_file("t.cu", &src);
    let pp = PpOutput::verbatim(f, &src);
    assert!(super::chunks::chunks(&pp.text).len() >= 4);
    let lower = |jobs: usize, stream_at: usize| {
        let mut diags = Diagnostics::new();
        let tu = super::parse_here(&pp, None, &Default::default(), jobs, stream_at, &mut diags);
        let messages: Vec<String> = diags.list.iter().map(|d| d.message.clone()).collect();
        (format!("{:?}", tu.items), messages)
    };
    let whole = lower(1, usize::MAX);
    assert!(!whole.1.is_empty(), "the syntax error is reported");
    for jobs in [1, 2, 3] {
        assert!(lower(jobs, 2) == whole, "streamed with {jobs} threads");
    }
    let p = Parsed {
        tu: super::parse_here(
            &pp,
            None,
            &Default::default(),
            2,
            2,
            &mut Diagnostics::new(),
        ),
        sm,
        diags: Diagnostics::new(),
    };
    let ret = format!("{:?}", p.body("last"));
    assert!(
        ret.contains("Binary(Mul") && ret.contains("Cast(C"),
        "{ret}"
    );
}

#[test]
fn exception_specifications_and_noexcept_operator() {
    let p = ok("void a() noexcept;\nvoid b() noexcept(false);\nvoid c() throw();\n\
                void d() throw(int);\nvoid e();\ntemplate <class T> void f(T& t) noexcept(noexcept(t.g()));\n\
                bool g() { return noexcept(a()); }\n");
    assert!(matches!(p.func("a").except, ExceptSpec::NoThrow));
    assert!(matches!(p.func("b").except, ExceptSpec::Throwing));
    assert!(matches!(p.func("c").except, ExceptSpec::NoThrow));
    assert!(matches!(p.func("d").except, ExceptSpec::Throwing));
    assert!(matches!(p.func("e").except, ExceptSpec::Unwritten));
    let ret = match &p.body("g")[0].kind {
        StmtKind::Return(Some(e)) => e,
        k => panic!("{k:?}"),
    };
    assert!(matches!(ret.kind, ExprKind::Noexcept(_)), "{ret:?}");
}
