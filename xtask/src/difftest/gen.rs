//! Random constant-folding programs: each a kernel whose locals are
//! initialised and updated from constant expressions over every scalar
//! type (literals of all kinds, casts, promotions, the usual arithmetic
//! conversions, shifts, division, comparisons, `?:`, `sizeof`, `auto`,
//! compound assignment, bit-field and struct copies), then written byte by
//! byte through a `volatile` pointer. Both compilers fold everything at
//! -O3, so the stored bytes are what each computed.
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
}

impl Gen<'_> {
    /// An expression, `depth` levels deep at most.
    fn expr(&mut self, depth: u32) -> String {
        if depth == 0 || self.rng.chance(20) {
            return self.leaf();
        }
        match self.rng.below(10) {
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
            _ => format!("((int)sizeof({}))", self.expr(depth - 1)),
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
    for (name, _) in &g.vars {
        stores.push_str(&format!(
            "  for (unsigned j = 0; j < sizeof({name}); j++) o[at++] = ((const unsigned char *)&{name})[j];\n"
        ));
    }
    Program {
        text: format!("__global__ void k{index}(volatile unsigned char *o) {{\n{body}{stores}}}\n"),
    }
}

/// The prelude every program file starts with: what clang needs without
/// CUDA headers (`-nocudainc`); cudac knows `__global__` itself.
pub const PRELUDE: &str = "\
#ifdef __clang__
#define __global__ __attribute__((global))
#endif
";
