//! The warp matrix (wmma) builtins: `__hmma_*`, `__imma_*`, `__bmma_*`,
//! `__dmma_*`, `__mma_bf16_*`, `__mma_tf32_*` and `__mma_m16n16k8_*`.
//!
//! Input: a builtin's name. Output: what it is (shape, operation, element
//! types), its C++ signature as plain data, the LLVM intrinsic each value
//! of its layout operand selects, and its minimum SM.
//! Invariant: plain data, no LLVM types.
//!
//! Why builtins and not a header of cudac's own: the CUDA toolkit's
//! `<mma.h>` (`crt/mma.hpp`) writes `nvcuda::wmma` over exactly these
//! builtins, so reading that header, as nvcc does, gives the users' API
//! with nvcc's overloads and fragment types, and cudac supplies only the
//! compiler-specific half (clang's CUDA support does the same). A builtin
//! moves a whole fragment through memory: a load writes the fragment's
//! registers to `dst`, a store reads them from `src`, an mma reads `a`,
//! `b`, `c` and writes `d`; codegen turns those accesses into the
//! intrinsic's values, which SROA then keeps in registers.
//!
//! The names are regular (`__hmma_m16n16k16_ld_c_f32`,
//! `__imma_m8n32k16_mma_u8`), so the table is a parser rather than 87 rows:
//! `parse` accepts exactly the names the toolkit's header calls and a unit
//! test checks every one against LLVM's intrinsic declarations.

/// A warp matrix shape (M×N×K).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Shape {
    M16N16K16,
    M32N8K16,
    M8N32K16,
    M16N16K8,
    M8N8K4,
    M8N8K32,
    M8N8K128,
}

impl Shape {
    pub fn name(self) -> &'static str {
        match self {
            Shape::M16N16K16 => "m16n16k16",
            Shape::M32N8K16 => "m32n8k16",
            Shape::M8N32K16 => "m8n32k16",
            Shape::M16N16K8 => "m16n16k8",
            Shape::M8N8K4 => "m8n8k4",
            Shape::M8N8K32 => "m8n8k32",
            Shape::M8N8K128 => "m8n8k128",
        }
    }

    fn parse(s: &str) -> Option<Shape> {
        [
            Shape::M16N16K16,
            Shape::M32N8K16,
            Shape::M8N32K16,
            Shape::M16N16K8,
            Shape::M8N8K4,
            Shape::M8N8K32,
            Shape::M8N8K128,
        ]
        .into_iter()
        .find(|x| x.name() == s)
    }
}

/// A fragment's element type as PTX names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum El {
    F16,
    F32,
    F64,
    S32,
    S8,
    U8,
    S4,
    U4,
    B1,
    Bf16,
    Tf32,
}

impl El {
    pub fn name(self) -> &'static str {
        match self {
            El::F16 => "f16",
            El::F32 => "f32",
            El::F64 => "f64",
            El::S32 => "s32",
            El::S8 => "s8",
            El::U8 => "u8",
            El::S4 => "s4",
            El::U4 => "u4",
            El::B1 => "b1",
            El::Bf16 => "bf16",
            El::Tf32 => "tf32",
        }
    }

    /// The C++ scalar the builtin's pointers to fragment storage point to:
    /// `float` for f32 registers, `double` for f64, `int` for everything
    /// packed into 32-bit registers (two halves, four bytes, bits).
    fn storage(self) -> Scalar {
        match self {
            El::F32 => Scalar::Float,
            El::F64 => Scalar::Double,
            _ => Scalar::Int,
        }
    }
}

/// Which matrix a load reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Frag {
    A,
    B,
    C,
}

impl Frag {
    fn name(self) -> &'static str {
        match self {
            Frag::A => "a",
            Frag::B => "b",
            Frag::C => "c",
        }
    }
}

/// A layout operand's half as PTX names it (`0` row-major).
fn row_col(l: u8) -> &'static str {
    if l == 0 {
        "row"
    } else {
        "col"
    }
}

/// Whether a product with inputs `ab` has a saturating form: the integer
/// and half ones.
fn saturates(ab: El) -> bool {
    matches!(ab, El::F16 | El::S8 | El::U8 | El::S4 | El::U4)
}

/// The scalar a pointer operand points to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Scalar {
    Int,
    Float,
    Double,
}

/// What a builtin does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Op {
    /// `(T *dst, const T *src, unsigned ldm, int layout)`: the fragment of
    /// matrix `Frag` with elements `El` (for C, the accumulator type).
    Load(Frag, El),
    /// `(T *dst, const T *src, unsigned ldm, int layout)`: an accumulator
    /// of type `El` to memory.
    Store(El),
    /// `(D *d, const int *a, const int *b, const C *c, int layout, int
    /// satf)`: `d = a * b + c` with inputs `ab`, accumulators `c` and `d`.
    Mma { ab: El, c: El, d: El },
    /// `(int *d, const int *a, const int *b, const int *c, int layout)`:
    /// the single-bit product, `and` or `xor` then popcount.
    Bmma { and: bool },
}

/// A warp matrix builtin.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Wmma {
    pub shape: Shape,
    pub op: Op,
}

/// An operand of a builtin, for sema to convert the argument to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Param {
    /// A pointer to the scalar, `const` when read.
    Ptr(Scalar, bool),
    /// `unsigned` (the leading dimension).
    Ldm,
    /// An `int` constant below the bound: the layout (`0` row-major, `1`
    /// column-major; for an mma, A's and B's as `2 * a + b`).
    Layout(u8),
    /// An `int` constant, 0 or 1: saturate to the finite range.
    Satf,
}

/// Parse a builtin name; `None` for anything that is not one.
pub fn parse(name: &str) -> Option<Wmma> {
    let (family, rest) = name
        .strip_prefix("__hmma_")
        .map(|r| ("h", r))
        .or_else(|| name.strip_prefix("__imma_").map(|r| ("i", r)))
        .or_else(|| name.strip_prefix("__bmma_").map(|r| ("b", r)))
        .or_else(|| name.strip_prefix("__dmma_").map(|r| ("d", r)))
        .or_else(|| name.strip_prefix("__mma_bf16_").map(|r| ("bf16", r)))
        .or_else(|| name.strip_prefix("__mma_tf32_").map(|r| ("tf32", r)))
        .or_else(|| name.strip_prefix("__mma_").map(|r| ("mma", r)))?;
    let (shape, what) = rest.split_once('_')?;
    let shape = Shape::parse(shape)?;
    use El::*;
    use Shape::*;
    let half_shape = matches!(shape, M16N16K16 | M32N8K16 | M8N32K16);
    let op = match (family, what) {
        ("h", "ld_a") if half_shape => Op::Load(Frag::A, F16),
        ("h", "ld_b") if half_shape => Op::Load(Frag::B, F16),
        ("h", "ld_c_f16") if half_shape => Op::Load(Frag::C, F16),
        ("h", "ld_c_f32") if half_shape => Op::Load(Frag::C, F32),
        ("h", "st_c_f16") if half_shape => Op::Store(F16),
        ("h", "st_c_f32") if half_shape => Op::Store(F32),
        ("h", w) if half_shape && w.starts_with("mma_") => {
            let el = |s: &str| match s {
                "f16" => Some(F16),
                "f32" => Some(F32),
                _ => None,
            };
            let types = w.strip_prefix("mma_")?;
            let (d, c) = (el(types.get(..3)?)?, el(types.get(3..)?)?);
            Op::Mma { ab: F16, c, d }
        }
        ("i", w) => {
            let int = |s: &str| match (shape, s) {
                (M16N16K16 | M32N8K16 | M8N32K16, "s8") => Some(S8),
                (M16N16K16 | M32N8K16 | M8N32K16, "u8") => Some(U8),
                (M8N8K32, "s4") => Some(S4),
                (M8N8K32, "u4") => Some(U4),
                _ => None,
            };
            if !half_shape && shape != M8N8K32 {
                return None;
            }
            match w {
                "ld_c" => Op::Load(Frag::C, S32),
                "st_c_i32" => Op::Store(S32),
                _ => {
                    if let Some(t) = w.strip_prefix("ld_a_") {
                        Op::Load(Frag::A, int(t)?)
                    } else if let Some(t) = w.strip_prefix("ld_b_") {
                        Op::Load(Frag::B, int(t)?)
                    } else {
                        let t = int(w.strip_prefix("mma_")?)?;
                        Op::Mma {
                            ab: t,
                            c: S32,
                            d: S32,
                        }
                    }
                }
            }
        }
        ("b", w) if shape == M8N8K128 => match w {
            "ld_a_b1" => Op::Load(Frag::A, B1),
            "ld_b_b1" => Op::Load(Frag::B, B1),
            "ld_c" => Op::Load(Frag::C, S32),
            "st_c_i32" => Op::Store(S32),
            "mma_xor_popc_b1" => Op::Bmma { and: false },
            "mma_and_popc_b1" => Op::Bmma { and: true },
            _ => return None,
        },
        ("d", w) if shape == M8N8K4 => match w {
            "ld_a" => Op::Load(Frag::A, F64),
            "ld_b" => Op::Load(Frag::B, F64),
            "ld_c" => Op::Load(Frag::C, F64),
            "st_c_f64" => Op::Store(F64),
            "mma_f64" => Op::Mma {
                ab: F64,
                c: F64,
                d: F64,
            },
            _ => return None,
        },
        ("bf16", w) if half_shape => match w {
            "ld_a" => Op::Load(Frag::A, Bf16),
            "ld_b" => Op::Load(Frag::B, Bf16),
            "mma_f32" => Op::Mma {
                ab: Bf16,
                c: F32,
                d: F32,
            },
            _ => return None,
        },
        ("tf32", w) if shape == M16N16K8 => match w {
            "ld_a" => Op::Load(Frag::A, Tf32),
            "ld_b" => Op::Load(Frag::B, Tf32),
            "ld_c" => Op::Load(Frag::C, F32),
            "mma_f32" => Op::Mma {
                ab: Tf32,
                c: F32,
                d: F32,
            },
            _ => return None,
        },
        // The tf32 shape's store has no `tf32` in its name.
        ("mma", "st_c_f32") if shape == M16N16K8 => Op::Store(F32),
        _ => return None,
    };
    Some(Wmma { shape, op })
}

impl Wmma {
    /// The C++ operands, in order.
    pub fn params(self) -> Vec<Param> {
        match self.op {
            Op::Load(_, el) => {
                let s = el.storage();
                vec![
                    Param::Ptr(s, false),
                    Param::Ptr(s, true),
                    Param::Ldm,
                    Param::Layout(2),
                ]
            }
            Op::Store(el) => {
                let s = el.storage();
                vec![
                    Param::Ptr(s, false),
                    Param::Ptr(s, true),
                    Param::Ldm,
                    Param::Layout(2),
                ]
            }
            Op::Mma { ab, c, d } => vec![
                Param::Ptr(d.storage(), false),
                Param::Ptr(ab.storage(), true),
                Param::Ptr(ab.storage(), true),
                Param::Ptr(c.storage(), true),
                Param::Layout(4),
                Param::Satf,
            ],
            Op::Bmma { .. } => vec![
                Param::Ptr(Scalar::Int, false),
                Param::Ptr(Scalar::Int, true),
                Param::Ptr(Scalar::Int, true),
                Param::Ptr(Scalar::Int, true),
                Param::Layout(4),
            ],
        }
    }

    /// The lowest `sm_` whose PTX has the operation: half precision from
    /// Volta, 8-bit integers from sm_72, 4-bit and single-bit (`xor`)
    /// from Turing, bf16, tf32, f64 and the `and` form from Ampere.
    pub fn min_sm(self) -> u32 {
        let el = match self.op {
            Op::Load(_, el) | Op::Store(el) => el,
            Op::Mma { ab, .. } => ab,
            Op::Bmma { and } => return if and { 80 } else { 75 },
        };
        match (self.shape, el) {
            (Shape::M8N8K32 | Shape::M8N8K128, _) => 75,
            (Shape::M16N16K8 | Shape::M8N8K4, _) | (_, El::Bf16) => 80,
            (_, El::S8 | El::U8 | El::S32) => 72,
            _ => 70,
        }
    }

    /// Layouts the hardware has for the operation: single-bit and 4-bit
    /// products take A row-major and B column-major only (`1` of an mma's
    /// encoding).
    pub fn layout_ok(self, layout: u8) -> bool {
        match self.op {
            Op::Bmma { .. } => layout == 1,
            Op::Mma {
                ab: El::S4 | El::U4,
                ..
            } => layout == 1,
            Op::Mma { .. } => layout < 4,
            // The A and B fragments of those products load row-major
            // and column-major respectively.
            Op::Load(Frag::A, El::S4 | El::U4 | El::B1) => layout == 0,
            Op::Load(Frag::B, El::S4 | El::U4 | El::B1) => layout == 1,
            Op::Load(..) | Op::Store(_) => layout < 2,
        }
    }

    /// The LLVM intrinsic for a layout value and saturation (mma only),
    /// without the pointer overload's suffix (`.p0`).
    pub fn intrinsic(self, layout: u8, satf: bool) -> String {
        let rc = row_col;
        let shape = self.shape.name();
        match self.op {
            Op::Load(frag, el) => {
                let f = frag.name();
                format!(
                    "llvm.nvvm.wmma.{shape}.load.{f}.{}.stride.{}",
                    rc(layout),
                    el.name()
                )
            }
            Op::Store(el) => format!(
                "llvm.nvvm.wmma.{shape}.store.d.{}.stride.{}",
                rc(layout),
                el.name()
            ),
            Op::Mma { ab, c, d } => {
                let (la, lb) = (rc(layout >> 1), rc(layout & 1));
                let types = match ab {
                    El::F16 => format!("{}.{}", d.name(), c.name()),
                    t => t.name().to_string(),
                };
                // Only the integer and half products saturate; the f64
                // product rounds to nearest, as nvcc writes it (`.rn`).
                let sat = satf && saturates(ab);
                let rnd = if ab == El::F64 { "rn." } else { "" };
                format!(
                    "llvm.nvvm.wmma.{shape}.mma.{la}.{lb}.{rnd}{types}{}",
                    if sat { ".satfinite" } else { "" }
                )
            }
            Op::Bmma { and } => format!(
                "llvm.nvvm.wmma.{shape}.mma.{}.popc.row.col.b1",
                if and { "and" } else { "xor" }
            ),
        }
    }

    /// How many registers each operand fragment has, for an mma: A, B, C
    /// (D has its own type's count). The intrinsic takes them in that order.
    pub fn mma_counts(self) -> Option<(usize, usize, usize)> {
        let (ab, c) = match self.op {
            Op::Mma { ab, c, .. } => (ab, c),
            Op::Bmma { .. } => (El::B1, El::S32),
            _ => return None,
        };
        Some((
            self.count(Frag::A, ab),
            self.count(Frag::B, ab),
            self.count(Frag::C, c),
        ))
    }

    /// Registers per thread of a fragment (PTX ISA, "Matrix fragments for
    /// WMMA"): half A/B fragments hold two halves per register; the 8-bit,
    /// bf16 and tf32 ones pack the shape's K×M (or K×N) elements over the
    /// warp's 32 lanes.
    pub fn count(self, frag: Frag, el: El) -> usize {
        use Shape::*;
        match (frag, el) {
            (Frag::C, El::F16) => 4,
            (Frag::C, _) if matches!(self.shape, M8N8K4 | M8N8K32 | M8N8K128) => 2,
            (Frag::C, _) => 8,
            (_, El::F16) => 8,
            (_, El::Tf32) => 4,
            (_, El::F64 | El::S4 | El::U4 | El::B1) => 1,
            (f, El::Bf16) => match (self.shape, f) {
                (M16N16K16, _) => 4,
                (M32N8K16, Frag::A) | (M8N32K16, Frag::B) => 8,
                _ => 2,
            },
            (f, _) => match (self.shape, f) {
                (M16N16K16, _) => 2,
                (M32N8K16, Frag::A) | (M8N32K16, Frag::B) => 4,
                _ => 1,
            },
        }
    }
}

/// Every builtin the CUDA toolkit's `crt/mma.hpp` (12.x and 13.0)
/// calls.
pub const TOOLKIT_NAMES: &[&str] = &[
    "__bmma_m8n8k128_ld_a_b1",
    "__bmma_m8n8k128_ld_b_b1",
    "__bmma_m8n8k128_ld_c",
    "__bmma_m8n8k128_mma_and_popc_b1",
    "__bmma_m8n8k128_mma_xor_popc_b1",
    "__bmma_m8n8k128_st_c_i32",
    "__dmma_m8n8k4_ld_a",
    "__dmma_m8n8k4_ld_b",
    "__dmma_m8n8k4_ld_c",
    "__dmma_m8n8k4_mma_f64",
    "__dmma_m8n8k4_st_c_f64",
    "__hmma_m16n16k16_ld_a",
    "__hmma_m16n16k16_ld_b",
    "__hmma_m16n16k16_ld_c_f16",
    "__hmma_m16n16k16_ld_c_f32",
    "__hmma_m16n16k16_mma_f16f16",
    "__hmma_m16n16k16_mma_f16f32",
    "__hmma_m16n16k16_mma_f32f16",
    "__hmma_m16n16k16_mma_f32f32",
    "__hmma_m16n16k16_st_c_f16",
    "__hmma_m16n16k16_st_c_f32",
    "__hmma_m32n8k16_ld_a",
    "__hmma_m32n8k16_ld_b",
    "__hmma_m32n8k16_ld_c_f16",
    "__hmma_m32n8k16_ld_c_f32",
    "__hmma_m32n8k16_mma_f16f16",
    "__hmma_m32n8k16_mma_f16f32",
    "__hmma_m32n8k16_mma_f32f16",
    "__hmma_m32n8k16_mma_f32f32",
    "__hmma_m32n8k16_st_c_f16",
    "__hmma_m32n8k16_st_c_f32",
    "__hmma_m8n32k16_ld_a",
    "__hmma_m8n32k16_ld_b",
    "__hmma_m8n32k16_ld_c_f16",
    "__hmma_m8n32k16_ld_c_f32",
    "__hmma_m8n32k16_mma_f16f16",
    "__hmma_m8n32k16_mma_f16f32",
    "__hmma_m8n32k16_mma_f32f16",
    "__hmma_m8n32k16_mma_f32f32",
    "__hmma_m8n32k16_st_c_f16",
    "__hmma_m8n32k16_st_c_f32",
    "__imma_m16n16k16_ld_a_s8",
    "__imma_m16n16k16_ld_a_u8",
    "__imma_m16n16k16_ld_b_s8",
    "__imma_m16n16k16_ld_b_u8",
    "__imma_m16n16k16_ld_c",
    "__imma_m16n16k16_mma_s8",
    "__imma_m16n16k16_mma_u8",
    "__imma_m16n16k16_st_c_i32",
    "__imma_m32n8k16_ld_a_s8",
    "__imma_m32n8k16_ld_a_u8",
    "__imma_m32n8k16_ld_b_s8",
    "__imma_m32n8k16_ld_b_u8",
    "__imma_m32n8k16_ld_c",
    "__imma_m32n8k16_mma_s8",
    "__imma_m32n8k16_mma_u8",
    "__imma_m32n8k16_st_c_i32",
    "__imma_m8n32k16_ld_a_s8",
    "__imma_m8n32k16_ld_a_u8",
    "__imma_m8n32k16_ld_b_s8",
    "__imma_m8n32k16_ld_b_u8",
    "__imma_m8n32k16_ld_c",
    "__imma_m8n32k16_mma_s8",
    "__imma_m8n32k16_mma_u8",
    "__imma_m8n32k16_st_c_i32",
    "__imma_m8n8k32_ld_a_s4",
    "__imma_m8n8k32_ld_a_u4",
    "__imma_m8n8k32_ld_b_s4",
    "__imma_m8n8k32_ld_b_u4",
    "__imma_m8n8k32_ld_c",
    "__imma_m8n8k32_mma_s4",
    "__imma_m8n8k32_mma_u4",
    "__imma_m8n8k32_st_c_i32",
    "__mma_bf16_m16n16k16_ld_a",
    "__mma_bf16_m16n16k16_ld_b",
    "__mma_bf16_m16n16k16_mma_f32",
    "__mma_bf16_m32n8k16_ld_a",
    "__mma_bf16_m32n8k16_ld_b",
    "__mma_bf16_m32n8k16_mma_f32",
    "__mma_bf16_m8n32k16_ld_a",
    "__mma_bf16_m8n32k16_ld_b",
    "__mma_bf16_m8n32k16_mma_f32",
    "__mma_m16n16k8_st_c_f32",
    "__mma_tf32_m16n16k8_ld_a",
    "__mma_tf32_m16n16k8_ld_b",
    "__mma_tf32_m16n16k8_ld_c",
    "__mma_tf32_m16n16k8_mma_f32",
];

/// The builtin, layout and saturation an intrinsic name (without its
/// pointer suffix) was made from by `Wmma::intrinsic`.
pub fn from_intrinsic(name: &str) -> Option<(Wmma, u8, bool)> {
    let name = name
        .strip_suffix(".p0")
        .or_else(|| name.strip_suffix(".p1"))
        .or_else(|| name.strip_suffix(".p3"))
        .unwrap_or(name);
    for n in TOOLKIT_NAMES {
        let Some(w) = parse(n) else { continue };
        for layout in 0..4 {
            for satf in [false, true] {
                if w.layout_ok(layout) && w.intrinsic(layout, satf) == name {
                    return Some((w, layout, satf));
                }
            }
        }
    }
    None
}

impl Wmma {
    /// The PTX instruction (without operands) for a layout, saturation and
    /// state space (`""`, `".global"`, `".shared"`), as nvcc writes it.
    pub fn ptx(self, layout: u8, satf: bool, space: &str) -> String {
        let rc = row_col;
        let shape = self.shape.name();
        match self.op {
            Op::Load(frag, el) => {
                let f = frag.name();
                format!(
                    "wmma.load.{f}.sync.aligned.{}.{shape}{space}.{}",
                    rc(layout),
                    el.name()
                )
            }
            Op::Store(el) => format!(
                "wmma.store.d.sync.aligned.{}.{shape}{space}.{}",
                rc(layout),
                el.name()
            ),
            Op::Mma { ab, c, d } => {
                let (la, lb) = (rc(layout >> 1), rc(layout & 1));
                let types = match ab {
                    El::F16 => format!("{}.{}", d.name(), c.name()),
                    t => format!("{}.{t}.{t}.{}", d.name(), c.name(), t = t.name()),
                };
                let sat = satf && saturates(ab);
                let tail = if ab == El::F64 {
                    ".rn"
                } else if sat {
                    ".satfinite"
                } else {
                    ""
                };
                format!("wmma.mma.sync.aligned.{la}.{lb}.{shape}.{types}{tail}")
            }
            Op::Bmma { and } => format!(
                "wmma.mma.{}.popc.sync.aligned.row.col.{shape}.s32.b1.b1.s32",
                if and { "and" } else { "xor" }
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_every_toolkit_name_and_nothing_else() {
        for n in TOOLKIT_NAMES {
            assert!(parse(n).is_some(), "{n}");
        }
        for n in [
            "__hmma_m8n8k4_ld_a",
            "__imma_m16n16k16_ld_a_s4",
            "__bmma_m16n16k16_ld_a_b1",
            "__mma_tf32_m16n16k16_ld_a",
            "__hmma_m16n16k16_mma_f16f64",
            "__hmma_m16n16k16",
            "__nvvm_ldg_i",
        ] {
            assert!(parse(n).is_none(), "{n}");
        }
    }

    #[test]
    fn intrinsics_map_back_to_their_builtin() {
        for n in TOOLKIT_NAMES {
            let w = parse(n).unwrap();
            for layout in (0..4).filter(|&l| w.layout_ok(l)) {
                for satf in [false, true] {
                    let name = format!("{}.p0", w.intrinsic(layout, satf));
                    let (v, l, s) = from_intrinsic(&name).unwrap();
                    assert_eq!(v.intrinsic(l, s), w.intrinsic(layout, satf), "{n}");
                }
            }
        }
        let w = parse("__dmma_m8n8k4_mma_f64").unwrap();
        assert_eq!(
            w.ptx(1, false, ""),
            "wmma.mma.sync.aligned.row.col.m8n8k4.f64.f64.f64.f64.rn"
        );
        let w = parse("__imma_m16n16k16_mma_s8").unwrap();
        assert_eq!(
            w.ptx(1, true, ""),
            "wmma.mma.sync.aligned.row.col.m16n16k16.s32.s8.s8.s32.satfinite"
        );
        let w = parse("__hmma_m16n16k16_ld_a").unwrap();
        assert_eq!(
            w.ptx(0, false, ".global"),
            "wmma.load.a.sync.aligned.row.m16n16k16.global.f16"
        );
    }

    #[test]
    fn intrinsic_names_and_counts() {
        let w = parse("__hmma_m16n16k16_mma_f32f16").unwrap();
        assert_eq!(
            w.intrinsic(1, true),
            "llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f16.satfinite"
        );
        assert_eq!(w.mma_counts(), Some((8, 8, 4)));
        let w = parse("__imma_m32n8k16_ld_a_u8").unwrap();
        assert_eq!(
            w.intrinsic(1, false),
            "llvm.nvvm.wmma.m32n8k16.load.a.col.stride.u8"
        );
        assert_eq!(w.min_sm(), 72);
        let w = parse("__bmma_m8n8k128_mma_and_popc_b1").unwrap();
        assert_eq!(
            w.intrinsic(1, false),
            "llvm.nvvm.wmma.m8n8k128.mma.and.popc.row.col.b1"
        );
        assert_eq!(w.min_sm(), 80);
        let w = parse("__mma_tf32_m16n16k8_mma_f32").unwrap();
        assert_eq!(
            w.intrinsic(2, true),
            "llvm.nvvm.wmma.m16n16k8.mma.col.row.tf32"
        );
    }
}
