//! The CUDA Math API and the CUDA integer/conversion intrinsics that
//! libdevice implements: each C/C++ spelling (`sqrtf`, `sqrt(float)`,
//! `std::sqrt`, `__expf`, `__float2int_rn`, `max(int, int)`) with the
//! `__nv_*` function it calls.
//!
//! Input: a name as written in device code. Output: its overloads, each a
//! signature in plain types (sema maps them to C++ types) and the libdevice
//! symbol a call goes to.
//! Invariants: plain data, no LLVM types; every symbol is a function of
//! libdevice.10.bc with exactly this signature (`math_api_symbols_exist_in
//! _libdevice` checks it against the bitcode when the tools are present);
//! an entry's C++ return type may differ from the symbol's only in
//! signedness.
//!
//! Why a table and not a header: nvcc makes these visible in every file
//! without an `#include`. As C++ text they are ~900 declarations, and
//! parsing them costs more than compiling a typical kernel; as a table
//! sema declares only the names a file uses, on first lookup.
//!
//! Sema declares a name's overloads on its first lookup in the global
//! namespace or `std` (`Sema::declare_math_api`) as body-less functions whose
//! symbol is the libdevice function, so they join, or are hidden by, the
//! user's declarations exactly as C++ lookup says (helper_math.h's
//! `fminf(float3, float3)` coexists with `fminf(float, float)`). Codegen
//! shares one declaration per symbol. Under `--use_fast_math`, `symbol`
//! maps the functions nvcc replaces to libdevice's `__nv_fast_*`. The
//! measurement behind the table: tree-sitter takes about 60 µs per line, so
//! ~900 declarations would cost more than a typical kernel's compilation.

use std::collections::HashMap;
use std::sync::OnceLock;

/// A parameter or result type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum M {
    Void,
    F32,
    F64,
    I32,
    U32,
    /// `long` (64-bit on the LP64 hosts CUDA supports).
    Long,
    ULong,
    /// `long long`
    I64,
    U64,
    PtrF32,
    PtrF64,
    PtrI32,
    ConstPtrF32,
    ConstPtrF64,
    /// `const char *`
    CStr,
}

/// One overload of a library name.
#[derive(Clone, Copy, Debug)]
pub struct LibFn {
    pub name: &'static str,
    pub ret: M,
    pub params: &'static [M],
    /// The libdevice function a call goes to.
    pub symbol: &'static str,
}

const fn f(name: &'static str, ret: M, params: &'static [M], symbol: &'static str) -> LibFn {
    LibFn {
        name,
        ret,
        params,
        symbol,
    }
}

use M::*;

/// Writes the table: families whose float (`Xf`, `X(float)`) and double
/// (`X(double)`) forms call `__nv_Xf` and `__nv_X`, then single entries.
macro_rules! math_table {
    (
        unary: [$($u:literal),* $(,)?],
        binary: [$($b:literal),* $(,)?],
        ternary: [$($t:literal),* $(,)?],
        rounded: [$($r:literal),* $(,)?],
        single: [$($s:expr),* $(,)?]
    ) => {
        &[
            $(
                f(concat!($u, "f"), F32, &[F32], concat!("__nv_", $u, "f")),
                f($u, F32, &[F32], concat!("__nv_", $u, "f")),
                f($u, F64, &[F64], concat!("__nv_", $u)),
            )*
            $(
                f(concat!($b, "f"), F32, &[F32, F32], concat!("__nv_", $b, "f")),
                f($b, F32, &[F32, F32], concat!("__nv_", $b, "f")),
                f($b, F64, &[F64, F64], concat!("__nv_", $b)),
            )*
            $(
                f(concat!($t, "f"), F32, &[F32, F32, F32], concat!("__nv_", $t, "f")),
                f($t, F32, &[F32, F32, F32], concat!("__nv_", $t, "f")),
                f($t, F64, &[F64, F64, F64], concat!("__nv_", $t)),
            )*
            // `__fadd_rn`… : the four IEEE rounding modes of an operation.
            $(
                f(concat!("__", $r, "_rn"), F32, &[F32, F32], concat!("__nv_", $r, "_rn")),
                f(concat!("__", $r, "_rz"), F32, &[F32, F32], concat!("__nv_", $r, "_rz")),
                f(concat!("__", $r, "_rd"), F32, &[F32, F32], concat!("__nv_", $r, "_rd")),
                f(concat!("__", $r, "_ru"), F32, &[F32, F32], concat!("__nv_", $r, "_ru")),
            )*
            $($s,)*
        ]
    };
}

/// Conversions `__X2Y_{rn,rz,rd,ru}`.
macro_rules! conversions {
    ($($from:ident $to:ident $name:literal),* $(,)?) => {
        &[$(
            f(concat!("__", $name, "_rn"), $to, &[$from], concat!("__nv_", $name, "_rn")),
            f(concat!("__", $name, "_rz"), $to, &[$from], concat!("__nv_", $name, "_rz")),
            f(concat!("__", $name, "_rd"), $to, &[$from], concat!("__nv_", $name, "_rd")),
            f(concat!("__", $name, "_ru"), $to, &[$from], concat!("__nv_", $name, "_ru")),
        )*]
    };
}

static MATH: &[LibFn] = math_table! {
    unary: [
        "acos", "acosh", "asin", "asinh", "atan", "atanh", "cbrt", "ceil", "cos", "cosh",
        "cospi", "cyl_bessel_i0", "cyl_bessel_i1", "erf", "erfc", "erfcinv", "erfcx",
        "erfinv", "exp", "exp10", "exp2", "expm1", "fabs", "floor", "j0", "j1", "lgamma",
        "log", "log10", "log1p", "log2", "logb", "nearbyint", "normcdf", "normcdfinv",
        "rcbrt", "rint", "round", "rsqrt", "sin", "sinh", "sinpi", "sqrt", "tan", "tanh",
        "tgamma", "trunc", "y0", "y1",
    ],
    binary: [
        "atan2", "copysign", "fdim", "fmax", "fmin", "fmod", "hypot", "nextafter", "pow",
        "remainder", "rhypot",
    ],
    ternary: ["fma", "norm3d", "rnorm3d"],
    rounded: ["fadd", "fsub", "fmul", "fdiv"],
    single: [
        f("norm4df", F32, &[F32, F32, F32, F32], "__nv_norm4df"),
        f("norm4d", F64, &[F64, F64, F64, F64], "__nv_norm4d"),
        f("rnorm4df", F32, &[F32, F32, F32, F32], "__nv_rnorm4df"),
        f("rnorm4d", F64, &[F64, F64, F64, F64], "__nv_rnorm4d"),
        f("normf", F32, &[I32, ConstPtrF32], "__nv_normf"),
        f("norm", F64, &[I32, ConstPtrF64], "__nv_norm"),
        f("rnormf", F32, &[I32, ConstPtrF32], "__nv_rnormf"),
        f("rnorm", F64, &[I32, ConstPtrF64], "__nv_rnorm"),
        // C++'s `abs` for floating point.
        f("abs", F32, &[F32], "__nv_fabsf"),
        f("abs", F64, &[F64], "__nv_fabs"),
        // `pow(x, n)`: CUDA's integer-exponent overloads.
        f("pow", F32, &[F32, I32], "__nv_powif"),
        f("pow", F64, &[F64, I32], "__nv_powi"),
        f("ldexpf", F32, &[F32, I32], "__nv_ldexpf"),
        f("ldexp", F32, &[F32, I32], "__nv_ldexpf"),
        f("ldexp", F64, &[F64, I32], "__nv_ldexp"),
        f("scalbnf", F32, &[F32, I32], "__nv_scalbnf"),
        f("scalbn", F32, &[F32, I32], "__nv_scalbnf"),
        f("scalbn", F64, &[F64, I32], "__nv_scalbn"),
        f("frexpf", F32, &[F32, PtrI32], "__nv_frexpf"),
        f("frexp", F32, &[F32, PtrI32], "__nv_frexpf"),
        f("frexp", F64, &[F64, PtrI32], "__nv_frexp"),
        f("modff", F32, &[F32, PtrF32], "__nv_modff"),
        f("modf", F32, &[F32, PtrF32], "__nv_modff"),
        f("modf", F64, &[F64, PtrF64], "__nv_modf"),
        f("remquof", F32, &[F32, F32, PtrI32], "__nv_remquof"),
        f("remquo", F32, &[F32, F32, PtrI32], "__nv_remquof"),
        f("remquo", F64, &[F64, F64, PtrI32], "__nv_remquo"),
        f("sincosf", Void, &[F32, PtrF32, PtrF32], "__nv_sincosf"),
        f("sincos", Void, &[F32, PtrF32, PtrF32], "__nv_sincosf"),
        f("sincos", Void, &[F64, PtrF64, PtrF64], "__nv_sincos"),
        f("sincospif", Void, &[F32, PtrF32, PtrF32], "__nv_sincospif"),
        f("sincospi", Void, &[F32, PtrF32, PtrF32], "__nv_sincospif"),
        f("sincospi", Void, &[F64, PtrF64, PtrF64], "__nv_sincospi"),
        f("ilogbf", I32, &[F32], "__nv_ilogbf"),
        f("ilogb", I32, &[F32], "__nv_ilogbf"),
        f("ilogb", I32, &[F64], "__nv_ilogb"),
        f("llrintf", I64, &[F32], "__nv_llrintf"),
        f("llrint", I64, &[F32], "__nv_llrintf"),
        f("llrint", I64, &[F64], "__nv_llrint"),
        f("lrintf", Long, &[F32], "__nv_llrintf"),
        f("lrint", Long, &[F32], "__nv_llrintf"),
        f("lrint", Long, &[F64], "__nv_llrint"),
        f("llroundf", I64, &[F32], "__nv_llroundf"),
        f("llround", I64, &[F32], "__nv_llroundf"),
        f("llround", I64, &[F64], "__nv_llround"),
        f("lroundf", Long, &[F32], "__nv_llroundf"),
        f("lround", Long, &[F32], "__nv_llroundf"),
        f("lround", Long, &[F64], "__nv_llround"),
        f("jnf", F32, &[I32, F32], "__nv_jnf"),
        f("jn", F64, &[I32, F64], "__nv_jn"),
        f("ynf", F32, &[I32, F32], "__nv_ynf"),
        f("yn", F64, &[I32, F64], "__nv_yn"),
        f("nanf", F32, &[CStr], "__nv_nanf"),
        f("nan", F64, &[CStr], "__nv_nan"),
        // Classification, as CUDA's int-returning intrinsics (the C++
        // bool forms are in cuda_device_functions.h).
        f("__isnanf", I32, &[F32], "__nv_isnanf"),
        f("__isnan", I32, &[F64], "__nv_isnand"),
        f("__isinff", I32, &[F32], "__nv_isinff"),
        f("__isinf", I32, &[F64], "__nv_isinfd"),
        f("__finitef", I32, &[F32], "__nv_finitef"),
        f("__finite", I32, &[F64], "__nv_isfinited"),
        f("__signbitf", I32, &[F32], "__nv_signbitf"),
        f("__signbit", I32, &[F64], "__nv_signbitd"),
        // Integer min/max/abs, as nvcc's math_functions.hpp overloads them.
        f("abs", I32, &[I32], "__nv_abs"),
        f("labs", Long, &[Long], "__nv_llabs"),
        f("abs", Long, &[Long], "__nv_llabs"),
        f("llabs", I64, &[I64], "__nv_llabs"),
        f("abs", I64, &[I64], "__nv_llabs"),
        f("min", I32, &[I32, I32], "__nv_min"),
        f("min", U32, &[U32, U32], "__nv_umin"),
        f("min", U32, &[I32, U32], "__nv_umin"),
        f("min", U32, &[U32, I32], "__nv_umin"),
        f("min", Long, &[Long, Long], "__nv_llmin"),
        f("min", ULong, &[ULong, ULong], "__nv_ullmin"),
        f("min", ULong, &[Long, ULong], "__nv_ullmin"),
        f("min", ULong, &[ULong, Long], "__nv_ullmin"),
        f("min", I64, &[I64, I64], "__nv_llmin"),
        f("min", U64, &[U64, U64], "__nv_ullmin"),
        f("min", U64, &[I64, U64], "__nv_ullmin"),
        f("min", U64, &[U64, I64], "__nv_ullmin"),
        f("min", F32, &[F32, F32], "__nv_fminf"),
        f("min", F64, &[F64, F64], "__nv_fmin"),
        f("umin", U32, &[U32, U32], "__nv_umin"),
        f("llmin", I64, &[I64, I64], "__nv_llmin"),
        f("ullmin", U64, &[U64, U64], "__nv_ullmin"),
        f("max", I32, &[I32, I32], "__nv_max"),
        f("max", U32, &[U32, U32], "__nv_umax"),
        f("max", U32, &[I32, U32], "__nv_umax"),
        f("max", U32, &[U32, I32], "__nv_umax"),
        f("max", Long, &[Long, Long], "__nv_llmax"),
        f("max", ULong, &[ULong, ULong], "__nv_ullmax"),
        f("max", ULong, &[Long, ULong], "__nv_ullmax"),
        f("max", ULong, &[ULong, Long], "__nv_ullmax"),
        f("max", I64, &[I64, I64], "__nv_llmax"),
        f("max", U64, &[U64, U64], "__nv_ullmax"),
        f("max", U64, &[I64, U64], "__nv_ullmax"),
        f("max", U64, &[U64, I64], "__nv_ullmax"),
        f("max", F32, &[F32, F32], "__nv_fmaxf"),
        f("max", F64, &[F64, F64], "__nv_fmax"),
        f("umax", U32, &[U32, U32], "__nv_umax"),
        f("llmax", I64, &[I64, I64], "__nv_llmax"),
        f("ullmax", U64, &[U64, U64], "__nv_ullmax"),
        // Fast-math intrinsics (the SFU approximations).
        f("__expf", F32, &[F32], "__nv_fast_expf"),
        f("__exp10f", F32, &[F32], "__nv_fast_exp10f"),
        f("__logf", F32, &[F32], "__nv_fast_logf"),
        f("__log2f", F32, &[F32], "__nv_fast_log2f"),
        f("__log10f", F32, &[F32], "__nv_fast_log10f"),
        f("__sinf", F32, &[F32], "__nv_fast_sinf"),
        f("__cosf", F32, &[F32], "__nv_fast_cosf"),
        f("__tanf", F32, &[F32], "__nv_fast_tanf"),
        f("__tanhf", F32, &[F32], "__nv_fast_tanhf"),
        f("__sincosf", Void, &[F32, PtrF32, PtrF32], "__nv_fast_sincosf"),
        f("__powf", F32, &[F32, F32], "__nv_fast_powf"),
        f("__fdividef", F32, &[F32, F32], "__nv_fast_fdividef"),
        f("fdividef", F32, &[F32, F32], "__nv_fast_fdividef"),
        f("__saturatef", F32, &[F32], "__nv_saturatef"),
        f("__frsqrt_rn", F32, &[F32], "__nv_frsqrt_rn"),
        f("__frcp_rn", F32, &[F32], "__nv_frcp_rn"),
        f("__frcp_rz", F32, &[F32], "__nv_frcp_rz"),
        f("__frcp_rd", F32, &[F32], "__nv_frcp_rd"),
        f("__frcp_ru", F32, &[F32], "__nv_frcp_ru"),
        f("__fsqrt_rn", F32, &[F32], "__nv_fsqrt_rn"),
        f("__fsqrt_rz", F32, &[F32], "__nv_fsqrt_rz"),
        f("__fsqrt_rd", F32, &[F32], "__nv_fsqrt_rd"),
        f("__fsqrt_ru", F32, &[F32], "__nv_fsqrt_ru"),
        f("__fmaf_rn", F32, &[F32, F32, F32], "__nv_fmaf_rn"),
        f("__fmaf_rz", F32, &[F32, F32, F32], "__nv_fmaf_rz"),
        f("__fmaf_rd", F32, &[F32, F32, F32], "__nv_fmaf_rd"),
        f("__fmaf_ru", F32, &[F32, F32, F32], "__nv_fmaf_ru"),
        f("__fmaf_ieee_rn", F32, &[F32, F32, F32], "__nv_fmaf_ieee_rn"),
        f("__fmaf_ieee_rz", F32, &[F32, F32, F32], "__nv_fmaf_ieee_rz"),
        f("__fmaf_ieee_rd", F32, &[F32, F32, F32], "__nv_fmaf_ieee_rd"),
        f("__fmaf_ieee_ru", F32, &[F32, F32, F32], "__nv_fmaf_ieee_ru"),
        f("__fma_rn", F64, &[F64, F64, F64], "__nv_fma_rn"),
        f("__fma_rz", F64, &[F64, F64, F64], "__nv_fma_rz"),
        f("__fma_rd", F64, &[F64, F64, F64], "__nv_fma_rd"),
        f("__fma_ru", F64, &[F64, F64, F64], "__nv_fma_ru"),
        f("__dadd_rn", F64, &[F64, F64], "__nv_dadd_rn"),
        f("__dadd_rz", F64, &[F64, F64], "__nv_dadd_rz"),
        f("__dadd_rd", F64, &[F64, F64], "__nv_dadd_rd"),
        f("__dadd_ru", F64, &[F64, F64], "__nv_dadd_ru"),
        f("__dsub_rn", F64, &[F64, F64], "__nv_dsub_rn"),
        f("__dsub_rz", F64, &[F64, F64], "__nv_dsub_rz"),
        f("__dsub_rd", F64, &[F64, F64], "__nv_dsub_rd"),
        f("__dsub_ru", F64, &[F64, F64], "__nv_dsub_ru"),
        f("__dmul_rn", F64, &[F64, F64], "__nv_dmul_rn"),
        f("__dmul_rz", F64, &[F64, F64], "__nv_dmul_rz"),
        f("__dmul_rd", F64, &[F64, F64], "__nv_dmul_rd"),
        f("__dmul_ru", F64, &[F64, F64], "__nv_dmul_ru"),
        f("__ddiv_rn", F64, &[F64, F64], "__nv_ddiv_rn"),
        f("__ddiv_rz", F64, &[F64, F64], "__nv_ddiv_rz"),
        f("__ddiv_rd", F64, &[F64, F64], "__nv_ddiv_rd"),
        f("__ddiv_ru", F64, &[F64, F64], "__nv_ddiv_ru"),
        f("__drcp_rn", F64, &[F64], "__nv_drcp_rn"),
        f("__drcp_rz", F64, &[F64], "__nv_drcp_rz"),
        f("__drcp_rd", F64, &[F64], "__nv_drcp_rd"),
        f("__drcp_ru", F64, &[F64], "__nv_drcp_ru"),
        f("__dsqrt_rn", F64, &[F64], "__nv_dsqrt_rn"),
        f("__dsqrt_rz", F64, &[F64], "__nv_dsqrt_rz"),
        f("__dsqrt_rd", F64, &[F64], "__nv_dsqrt_rd"),
        f("__dsqrt_ru", F64, &[F64], "__nv_dsqrt_ru"),
        f("__int2double_rn", F64, &[I32], "__nv_int2double_rn"),
        f("__uint2double_rn", F64, &[U32], "__nv_uint2double_rn"),
        f("__double2hiint", I32, &[F64], "__nv_double2hiint"),
        f("__double2loint", I32, &[F64], "__nv_double2loint"),
        f("__hiloint2double", F64, &[I32, I32], "__nv_hiloint2double"),
        // Integer intrinsics.
        f("__mulhi", I32, &[I32, I32], "__nv_mulhi"),
        f("__umulhi", U32, &[U32, U32], "__nv_umulhi"),
        f("__mul64hi", I64, &[I64, I64], "__nv_mul64hi"),
        f("__umul64hi", U64, &[U64, U64], "__nv_umul64hi"),
        f("__mul24", I32, &[I32, I32], "__nv_mul24"),
        f("__umul24", U32, &[U32, U32], "__nv_umul24"),
        f("__sad", U32, &[I32, I32, U32], "__nv_sad"),
        f("__usad", U32, &[U32, U32, U32], "__nv_usad"),
        f("__byte_perm", U32, &[U32, U32, U32], "__nv_byte_perm"),
        f("__hadd", I32, &[I32, I32], "__nv_hadd"),
        f("__rhadd", I32, &[I32, I32], "__nv_rhadd"),
        f("__uhadd", U32, &[U32, U32], "__nv_uhadd"),
        f("__urhadd", U32, &[U32, U32], "__nv_urhadd"),
    ]
};

static CONVERSIONS: &[LibFn] = conversions! {
    F32 I32 "float2int", F32 U32 "float2uint", I32 F32 "int2float", U32 F32 "uint2float",
    F32 I64 "float2ll", F32 U64 "float2ull", I64 F32 "ll2float", U64 F32 "ull2float",
    F64 F32 "double2float", F64 I32 "double2int", F64 U32 "double2uint",
    F64 I64 "double2ll", F64 U64 "double2ull", I64 F64 "ll2double", U64 F64 "ull2double",
};

/// Every entry, by name; the `__nv_*` symbols are names too (extern "C",
/// with the signature of their first entry).
/// nvcc's `--use_fast_math` table: the float functions that then call
/// their fast approximation (the `__sinf`, `__expf`, … intrinsics).
const FAST: &[(&str, &str)] = &[
    ("__nv_sinf", "__nv_fast_sinf"),
    ("__nv_cosf", "__nv_fast_cosf"),
    ("__nv_tanf", "__nv_fast_tanf"),
    ("__nv_sincosf", "__nv_fast_sincosf"),
    ("__nv_logf", "__nv_fast_logf"),
    ("__nv_log2f", "__nv_fast_log2f"),
    ("__nv_log10f", "__nv_fast_log10f"),
    ("__nv_expf", "__nv_fast_expf"),
    ("__nv_exp10f", "__nv_fast_exp10f"),
    ("__nv_powf", "__nv_fast_powf"),
];

/// The libdevice function a call of `e` goes to; with `fast_math`, the
/// fast approximation where nvcc substitutes one.
pub fn symbol(e: &LibFn, fast_math: bool) -> &'static str {
    if fast_math {
        if let Some((_, fast)) = FAST.iter().find(|(s, _)| *s == e.symbol) {
            return fast;
        }
    }
    e.symbol
}

fn index() -> &'static HashMap<&'static str, Vec<&'static LibFn>> {
    static INDEX: OnceLock<HashMap<&'static str, Vec<&'static LibFn>>> = OnceLock::new();
    static SYMBOLS: OnceLock<Vec<LibFn>> = OnceLock::new();
    INDEX.get_or_init(|| {
        let all = || MATH.iter().chain(CONVERSIONS);
        let symbols = SYMBOLS.get_or_init(|| {
            let mut seen = std::collections::HashSet::new();
            all()
                .filter(|e| seen.insert(e.symbol))
                .map(|e| LibFn {
                    name: e.symbol,
                    ..*e
                })
                .collect()
        });
        let mut map: HashMap<&'static str, Vec<&'static LibFn>> = HashMap::new();
        for e in all().chain(symbols.iter()) {
            map.entry(e.name).or_default().push(e);
        }
        map
    })
}

/// The overloads `name` has in the library (empty if none).
pub fn overloads(name: &str) -> &'static [&'static LibFn] {
    index().get(name).map(|v| v.as_slice()).unwrap_or(&[])
}

/// Whether `name` is also declared in `std`. nvcc's math headers put
/// there only what C++'s `<cmath>` and `<cstdlib>` name (`std::sqrt`,
/// `std::fmaxf`, `std::llabs`); CUDA's own additions (`min`, `max`, `umin`,
/// `rsqrtf`, `__expf`, `sincosf`) are global only, so `std::max` is
/// `<algorithm>`'s template, a constexpr host function in device code.
pub fn declared_in_std(name: &str) -> bool {
    const BASE: &[&str] = &[
        "abs",
        "acos",
        "acosh",
        "asin",
        "asinh",
        "atan",
        "atan2",
        "atanh",
        "cbrt",
        "ceil",
        "copysign",
        "cos",
        "cosh",
        "erf",
        "erfc",
        "exp",
        "exp2",
        "expm1",
        "fabs",
        "fdim",
        "floor",
        "fma",
        "fmax",
        "fmin",
        "fmod",
        "frexp",
        "hypot",
        "ilogb",
        "ldexp",
        "lgamma",
        "llrint",
        "llround",
        "log",
        "log10",
        "log1p",
        "log2",
        "logb",
        "lrint",
        "lround",
        "modf",
        "nan",
        "nearbyint",
        "nextafter",
        "nexttoward",
        "pow",
        "remainder",
        "remquo",
        "rint",
        "round",
        "scalbln",
        "scalbn",
        "sin",
        "sinh",
        "sqrt",
        "tan",
        "tanh",
        "tgamma",
        "trunc",
    ];
    const OTHER: &[&str] = &[
        "labs",
        "llabs",
        "fpclassify",
        "isfinite",
        "isinf",
        "isnan",
        "isnormal",
        "signbit",
    ];
    let base = name
        .strip_suffix('f')
        .or_else(|| name.strip_suffix('l'))
        .filter(|b| BASE.contains(b));
    BASE.contains(&name) || OTHER.contains(&name) || base.is_some()
}

/// Every entry (for the libdevice cross-check).
pub fn all() -> impl Iterator<Item = &'static LibFn> {
    MATH.iter().chain(CONVERSIONS)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn math_api_overloads_float_and_double() {
        let sqrt: Vec<_> = overloads("sqrt").iter().map(|e| e.symbol).collect();
        assert_eq!(sqrt, ["__nv_sqrtf", "__nv_sqrt"]);
        assert_eq!(overloads("sqrtf")[0].symbol, "__nv_sqrtf");
        assert_eq!(overloads("__expf")[0].symbol, "__nv_fast_expf");
        assert_eq!(overloads("__float2int_rn")[0].params, &[M::F32]);
        assert_eq!(overloads("__nv_sinf")[0].symbol, "__nv_sinf");
        assert!(declared_in_std("sqrt") && declared_in_std("fmaxf") && declared_in_std("llabs"));
        assert!(!declared_in_std("max") && !declared_in_std("umin") && !declared_in_std("rsqrtf"));
        assert!(overloads("max").len() >= 10);
        assert!(overloads("no_such_function").is_empty());
    }

    /// Every symbol is a libdevice function with the entry's signature
    /// (NVIDIA's bitcode, from `cargo xtask setup`).
    #[test]
    fn math_api_symbols_exist_in_libdevice() {
        use inkwell::types::BasicTypeEnum;
        let path = std::env::var_os("CUDAC_LIBDEVICE")
            .map(std::path::PathBuf::from)
            .unwrap_or_else(|| {
                std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                    .join("../.tools/cuda/nvvm/libdevice/libdevice.10.bc")
            });
        if !path.is_file() {
            assert!(
                std::env::var_os("CUDAC_REQUIRE_TOOLS").is_none_or(|v| v == "0"),
                "libdevice required but not found at {}",
                path.display()
            );
            println!(
                "skipped: no libdevice at {} (run `cargo xtask setup`)",
                path.display()
            );
            return;
        }
        let ctx = inkwell::context::Context::create();
        let m = inkwell::module::Module::parse_bitcode_from_path(&path, &ctx)
            .expect("libdevice parses");
        let same = |t: Option<BasicTypeEnum>, want: M| -> bool {
            match (t, want) {
                (None, M::Void) => true,
                (Some(BasicTypeEnum::FloatType(f)), M::F32) => f == ctx.f32_type(),
                (Some(BasicTypeEnum::FloatType(f)), M::F64) => f == ctx.f64_type(),
                (Some(BasicTypeEnum::IntType(i)), M::I32 | M::U32) => i.get_bit_width() == 32,
                (Some(BasicTypeEnum::IntType(i)), M::I64 | M::U64 | M::Long | M::ULong) => {
                    i.get_bit_width() == 64
                }
                (
                    Some(BasicTypeEnum::PointerType(_)),
                    M::PtrF32 | M::PtrF64 | M::PtrI32 | M::ConstPtrF32 | M::ConstPtrF64 | M::CStr,
                ) => true,
                _ => false,
            }
        };
        let mut checked = 0;
        for e in all() {
            let f = m
                .get_function(e.symbol)
                .unwrap_or_else(|| panic!("{} ({}) is not in libdevice", e.symbol, e.name));
            let fty = f.get_type();
            let ret = fty.get_return_type();
            assert!(same(ret, e.ret), "{}: return type", e.symbol);
            let params = fty.get_param_types();
            assert_eq!(
                params.len(),
                e.params.len(),
                "{}: parameter count",
                e.symbol
            );
            for (p, &want) in params.into_iter().zip(e.params) {
                let p = BasicTypeEnum::try_from(p).ok();
                assert!(same(p, want), "{}: parameter {want:?}", e.symbol);
            }
            checked += 1;
        }
        assert!(checked > 300, "{checked}");
    }

    #[test]
    fn fast_math_substitutes_only_float_functions() {
        let sinf = overloads("sinf")[0];
        assert_eq!(symbol(sinf, false), "__nv_sinf");
        assert_eq!(symbol(sinf, true), "__nv_fast_sinf");
        let sin_double = overloads("sin")
            .iter()
            .find(|e| e.params == [M::F64])
            .expect("sin(double)");
        assert_eq!(symbol(sin_double, true), "__nv_sin");
        // Each fast symbol has the signature of the function it replaces.
        for (slow, fast) in FAST {
            let a = all().find(|e| e.symbol == *slow).expect("slow entry");
            let b = all().find(|e| e.symbol == *fast).expect("fast entry");
            assert_eq!((a.ret, a.params), (b.ret, b.params), "{slow}");
        }
    }

    #[test]
    fn math_api_one_signature_per_symbol() {
        // Two entries calling one symbol must agree on its LLVM signature.
        let mut by_symbol: HashMap<&str, &LibFn> = HashMap::new();
        let bits = |m: M| match m {
            M::U32 => M::I32,
            M::U64 | M::Long | M::ULong => M::I64,
            M::PtrF32 | M::PtrF64 | M::PtrI32 | M::ConstPtrF32 | M::ConstPtrF64 => M::CStr,
            m => m,
        };
        for e in all() {
            if let Some(p) = by_symbol.insert(e.symbol, e) {
                assert_eq!(bits(p.ret), bits(e.ret), "{}", e.symbol);
                let a: Vec<_> = p.params.iter().map(|&m| bits(m)).collect();
                let b: Vec<_> = e.params.iter().map(|&m| bits(m)).collect();
                assert_eq!(a, b, "{} vs {}", p.name, e.name);
            }
        }
    }
}
