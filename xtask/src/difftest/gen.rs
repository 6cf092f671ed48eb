//! Random constant-folding programs: each a kernel whose locals are
//! initialised and updated from constant expressions over every scalar
//! type (literals of all kinds, casts, promotions, the usual arithmetic
//! conversions, shifts, division, comparisons, `?:`, `sizeof`, `auto`,
//! compound assignment, bit-field and struct copies, `__half`), then
//! written byte by byte through a `volatile` pointer. Both compilers fold
//! everything at -O3, so the stored bytes are what each computed.
//!
//! `__half` comes from cudac's `cuda_fp16.h`; clang (run without CUDA
//! headers) gets `_Float16` and the same functions written on it (see
//! [`PRELUDE`]). Only the functions cudac computes itself are used —
//! conversions to and from float, `__hdiv` (through float on every
//! target), negation, absolute value, the comparisons, `__hisnan` —
//! never `__hadd` and the like, which are one PTX instruction (inline
//! assembly) from sm_53 on and so never folded. `__half` values never
//! meet C++ operators directly: `__half + int` means different things
//! with nvcc's class type and clang's arithmetic type.
//!
//! Undefined behaviour is not avoided by construction (signed overflow,
//! shifts, divisions and float-to-integer conversions take random
//! operands): the runner finds it with clang's UB sanitizer on the host
//! (and clang's `poison`) and skips those programs.

/// xorshift64*: deterministic from the seed, good enough for test input.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }

    fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }
}

/// The scalar types, as C++ spells them.
const TYPES: &[&str] = &[
    "bool",
    "char",
    "signed char",
    "unsigned char",
    "short",
    "unsigned short",
    "int",
    "unsigned",
    "long",
    "unsigned long",
    "long long",
    "unsigned long long",
    "float",
    "double",
];

fn is_float(t: &str) -> bool {
    t == "float" || t == "double"
}

/// Integer literals chosen at the edges of every width.
const INTS: &[&str] = &[
    "0",
    "1",
    "2",
    "3",
    "7",
    "8",
    "15",
    "31",
    "32",
    "63",
    "100",
    "127",
    "128",
    "255",
    "256",
    "1000",
    "32767",
    "32768",
    "65535",
    "65536",
    "0x7fffffff",
    "0x80000000",
    "0xffffffff",
    "2147483647",
    "4294967295",
    "4294967296",
    "0x7fffffffffffffff",
    "0x8000000000000000",
    "0xffffffffffffffff",
    "1u",
    "3u",
    "255u",
    "0xffffffffu",
    "5l",
    "7ul",
    "9ll",
    "11ull",
    "'a'",
    "'\\xff'",
    "'\\0'",
    "true",
    "false",
    "040",
    "0x10",
];

const FLOATS: &[&str] = &[
    "0.0",
    "1.0",
    "0.5f",
    "1.5f",
    "-0.0",
    "2.25",
    "3.0e9",
    "1e20f",
    "1e-40f",
    "6.5e-310",
    "0.1",
    "0.1f",
    "255.75",
    "-1.25f",
    "4294967295.0",
    "1e30",
    "123456789.0f",
];

const BINOPS: &[&str] = &[
    "+", "-", "*", "/", "%", "<<", ">>", "&", "|", "^", "<", ">", "<=", ">=", "==", "!=", "&&",
    "||",
];

const COMPOUND: &[&str] = &["+=", "-=", "*=", "/=", "%=", "<<=", ">>=", "&=", "|=", "^="];

/// One generated program: a kernel named `k{index}`.
pub struct Program {
    pub text: String,
}

struct Gen<'r> {
    rng: &'r mut Rng,
    /// Locals declared so far: (name, type).
    vars: Vec<(String, String)>,
    /// `__half` locals, kept apart (see the module doc).
    halves: Vec<String>,
}

impl Gen<'_> {
    /// An expression, `depth` levels deep at most.
    fn expr(&mut self, depth: u32) -> String {
        if depth == 0 || self.rng.chance(20) {
            return self.leaf();
        }
        match self.rng.below(11) {
            0..=3 => {
                let op = *self.rng.pick(BINOPS);
                // Keep `%` and shifts on integers (a float operand is an
                // error, not a test).
                let (a, b) = if matches!(op, "%" | "<<" | ">>" | "&" | "|" | "^") {
                    (self.int_expr(depth - 1), self.int_expr(depth - 1))
                } else {
                    (self.expr(depth - 1), self.expr(depth - 1))
                };
                format!("({a} {op} {b})")
            }
            4 => {
                let op = *self.rng.pick(&["-", "+", "!"]);
                format!("({op} {})", self.expr(depth - 1))
            }
            5 => format!("(~{})", self.int_expr(depth - 1)),
            6 | 7 => {
                let t = *self.rng.pick(TYPES);
                if self.rng.chance(50) {
                    format!("(({t})({}))", self.expr(depth - 1))
                } else {
                    format!("static_cast<{t}>({})", self.expr(depth - 1))
                }
            }
            8 => format!(
                "({} ? {} : {})",
                self.expr(depth - 1),
                self.expr(depth - 1),
                self.expr(depth - 1)
            ),
            9 => self.half_derived(depth - 1),
            _ => format!("((int)sizeof({}))", self.expr(depth - 1)),
        }
    }

    /// A float or bool computed from `__half` values.
    fn half_derived(&mut self, depth: u32) -> String {
        match self.rng.below(4) {
            0 | 1 => format!("__half2float({})", self.half_expr(depth)),
            2 => {
                let f = *self.rng.pick(HALF_COMPARISONS);
                format!("{f}({}, {})", self.half_expr(depth), self.half_expr(depth))
            }
            _ => format!("__hisnan({})", self.half_expr(depth)),
        }
    }

    /// An expression of type `__half`.
    fn half_expr(&mut self, depth: u32) -> String {
        if !self.halves.is_empty() && self.rng.chance(25) {
            return self.halves[self.rng.below(self.halves.len())].clone();
        }
        if depth == 0 || self.rng.chance(40) {
            return format!(
                "__float2half((float)({}))",
                self.expr(depth.saturating_sub(1))
            );
        }
        match self.rng.below(3) {
            0 => format!(
                "__hdiv({}, {})",
                self.half_expr(depth - 1),
                self.half_expr(depth - 1)
            ),
            1 => format!("__hneg({})", self.half_expr(depth - 1)),
            _ => format!("__habs({})", self.half_expr(depth - 1)),
        }
    }

    /// An expression of integer (or bool) type: a cast to one.
    fn int_expr(&mut self, depth: u32) -> String {
        let e = self.expr(depth);
        let t = loop {
            let t = *self.rng.pick(TYPES);
            if !is_float(t) {
                break t;
            }
        };
        // (Cast even when `e` looks integral: a variable in it may be a
        // float.)
        format!("(({t})({e}))")
    }

    fn leaf(&mut self) -> String {
        if !self.vars.is_empty() && self.rng.chance(30) {
            let (name, _) = &self.vars[self.rng.below(self.vars.len())];
            return name.clone();
        }
        if self.rng.chance(25) {
            return self.rng.pick(FLOATS).to_string();
        }
        let lit = self.rng.pick(INTS).to_string();
        if self.rng.chance(15) {
            format!("(-{lit})")
        } else {
            lit
        }
    }
}

/// Program `index` of the run with generator `rng`.
pub fn program(rng: &mut Rng, index: usize) -> Program {
    let mut g = Gen {
        rng,
        vars: Vec::new(),
        halves: Vec::new(),
    };
    let mut body = String::new();
    let n = 1 + g.rng.below(3);
    for v in 0..n {
        let name = format!("v{v}");
        let e = g.expr(3);
        let ty = if g.rng.chance(20) {
            "auto".to_string()
        } else {
            g.rng.pick(TYPES).to_string()
        };
        body.push_str(&format!("  {ty} {name} = {e};\n"));
        g.vars.push((name.clone(), ty));
        if g.rng.chance(40) {
            let op = *g.rng.pick(COMPOUND);
            let rhs = if matches!(op, "%=" | "<<=" | ">>=" | "&=" | "|=" | "^=") {
                g.int_expr(2)
            } else {
                g.expr(2)
            };
            // Integer-only compound operators need an integer target.
            let target_is_int =
                !matches!(g.vars.last(), Some((_, t)) if is_float(t) || t == "auto");
            if target_is_int || matches!(op, "+=" | "-=" | "*=" | "/=") {
                body.push_str(&format!("  {name} {op} {rhs};\n"));
            }
        }
    }
    if g.rng.chance(25) {
        let e = g.half_expr(2);
        body.push_str(&format!("  __half h0 = {e};\n"));
        g.halves.push("h0".into());
        if g.rng.chance(50) {
            let e = g.half_expr(2);
            body.push_str(&format!("  h0 = {e};\n"));
        }
    }
    // A bit-field record updated from the values, then copied.
    if g.rng.chance(30) {
        let a = g.expr(2);
        let b = g.int_expr(2);
        let c = g.expr(2);
        body.push_str(&format!(
            "  struct B {{ int a : 3; unsigned b : 5; long long c : 33; unsigned char d; }} s = {{}};\n  s.a = {a};\n  s.b = {b};\n  s.c = {c};\n  s.d = s.b + s.a;\n  B t = s;\n  t.a += 1;\n"
        ));
        g.vars.push(("s".into(), "B".into()));
        g.vars.push(("t".into(), "B".into()));
    }
    let mut stores = String::new();
    stores.push_str("  int at = 0;\n");
    for name in g.vars.iter().map(|(n, _)| n).chain(&g.halves) {
        stores.push_str(&format!(
            "  for (unsigned j = 0; j < sizeof({name}); j++) o[at++] = ((const unsigned char *)&{name})[j];\n"
        ));
    }
    Program {
        text: format!("__global__ void k{index}(volatile unsigned char *o) {{\n{body}{stores}}}\n"),
    }
}

/// The `__half` comparisons, ordered and unordered.
const HALF_COMPARISONS: &[&str] = &[
    "__heq", "__hne", "__hlt", "__hle", "__hgt", "__hge", "__hequ", "__hneu", "__hltu", "__hleu",
    "__hgtu", "__hgeu",
];

/// The prelude every program file starts with. cudac knows `__global__`
/// and reads its `cuda_fp16.h`; clang, run without CUDA headers
/// (`-nocudainc`, and on the host for the UB check), gets the attributes
/// and `__half` as `_Float16` with the functions the generator uses,
/// each as CUDA documents it (see the module doc).
pub const PRELUDE: &str = "\
#ifdef __clang__
#ifdef __CUDA__
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#else
#define __global__
#define __device__
#endif
typedef _Float16 __half;
static __device__ __half __float2half(float f) { return (__half)f; }
static __device__ float __half2float(__half h) { return (float)h; }
static __device__ __half __hdiv(__half a, __half b) { return (__half)((float)a / (float)b); }
static __device__ __half __hneg(__half a) { return -a; }
static __device__ __half __habs(__half a) { return __builtin_fabsf16(a); }
static __device__ bool __hisnan(__half a) { return a != a; }
static __device__ bool __heq(__half a, __half b) { return a == b; }
static __device__ bool __hne(__half a, __half b) { return a < b || a > b; }
static __device__ bool __hlt(__half a, __half b) { return a < b; }
static __device__ bool __hle(__half a, __half b) { return a <= b; }
static __device__ bool __hgt(__half a, __half b) { return a > b; }
static __device__ bool __hge(__half a, __half b) { return a >= b; }
static __device__ bool __hequ(__half a, __half b) { return !(a < b || a > b); }
static __device__ bool __hneu(__half a, __half b) { return a != b; }
static __device__ bool __hltu(__half a, __half b) { return !(a >= b); }
static __device__ bool __hleu(__half a, __half b) { return !(a > b); }
static __device__ bool __hgtu(__half a, __half b) { return !(a <= b); }
static __device__ bool __hgeu(__half a, __half b) { return !(a < b); }
#else
#include <cuda_fp16.h>
#endif
";

#[cfg(test)]
mod tests {
    use super::*;

    /// Every kind of `__half` use the module doc promises is generated, and
    /// a `__half` local is only ever declared, assigned, stored or passed
    /// to one of the functions — never an operand of a C++ operator.
    #[test]
    fn half_expressions_are_generated() {
        let mut rng = Rng::new(7);
        let text: String = (0..300).map(|k| program(&mut rng, k).text).collect();
        for needle in [
            "__half h0 = ",
            "__half2float(",
            "__float2half((float)(",
            "__hdiv(",
            "__hneg(",
            "__habs(",
            "__hisnan(",
            "__hltu(",
        ] {
            assert!(text.contains(needle), "no {needle} in 300 programs");
        }
        // `h0` is only ever a wrapper's argument or stored.
        for line in text.lines().filter(|l| l.contains("h0")) {
            let ok = line.contains("__half h0 = ")
                || line.trim_start().starts_with("h0 = ")
                || line.contains("sizeof(h0)")
                || line.contains("(h0)")
                || line.contains("(h0,")
                || line.contains(" h0)");
            assert!(ok, "h0 used outside a __half function: {line}");
        }
    }

    #[test]
    fn the_same_seed_gives_the_same_programs() {
        let a = program(&mut Rng::new(42), 3).text;
        let b = program(&mut Rng::new(42), 3).text;
        assert_eq!(a, b);
    }
}
