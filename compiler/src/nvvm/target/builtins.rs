//! The `__nvvm_*` builtins: one-to-one with an NVVM intrinsic or an LLVM
//! instruction.
//!
//! Input: a builtin's name. Output: its signature (in plain types sema
//! maps to C++ types) and how codegen lowers it.
//! Invariants: plain data, no LLVM types (sema reads the signatures).
//! The CUDA API (`atomicAdd`, `__shfl_down_sync`, `__popc`) is
//! C++ in the shipped `cuda_device_functions.h` on top of these.
//!
//! Why a table and C++ on top of it: the builtins are plain data (a
//! signature sema checks and converts arguments to, and a lowering:
//! an NVVM or overloaded LLVM intrinsic, `atomicrmw … monotonic`,
//! `cmpxchg`, a bitcast, which `codegen/builtins.rs` carries out), while the
//! CUDA API over them is ordinary C++ in a header the prelude includes, so
//! overloads, default arguments and diagnostics come from the language
//! rules. Inline functions of cudac's own headers are checked on first use
//! (`Sema::ensure_defined`) and codegen generates only what is reached, so a
//! file pays for what it uses (parsing the header remains, about 10 ms).
//! Scoped atomics, match/redux, `__ldg` (a global-space load with
//! `!invariant.load`, which NVPTX selects as `ld.global.nc`), timers and the
//! spec's mode-operand forms (`__nvvm_shfl_sync_i32(mask, mode, …)`, the mode
//! a checked constant) are rows too.
//!
//! The minimum SM is a column (`.sm(N)`, `Builtin::min_sm`, and per mode for
//! `Op::ByMode` rows: `min_sm_for`); sema makes a builtin newer than `-arch`
//! a diagnostic at the user's call (LLVM would abort selecting it), and a
//! unit test checks that the column covers every row that needs one.

/// An operand or result type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ty {
    Void,
    Bool,
    /// `unsigned short`: a half-precision value's bits.
    U16,
    I32,
    U32,
    I64,
    U64,
    F32,
    F64,
    /// A pointer to the given scalar (generic address space).
    Ptr(Scalar),
    /// A pointer to any complete object type (`__nvvm_ldg`).
    AnyPtr,
    /// The (unqualified) type operand 0 points to.
    Pointee,
    /// `void *` and `const void *` (generic), and `size_t`.
    VoidPtr,
    ConstVoidPtr,
    Size,
    /// An `int` operand that must be an integer constant expression naming
    /// one of the operation's modes (`Op::ByMode`).
    Mode,
    /// A `const char *` operand that must be a non-empty string literal:
    /// a reflection key (`Op::Reflect`).
    ReflectKey,
}

/// The scalars atomics point to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scalar {
    I32,
    U32,
    I64,
    U64,
    F32,
    F64,
}

/// `atomicrmw` operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rmw {
    Add,
    FAdd,
    Sub,
    Xchg,
    Min,
    Max,
    UMin,
    UMax,
    And,
    Or,
    Xor,
}

/// How a builtin is lowered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    /// A call of the named (non-overloaded) intrinsic with the operands.
    Intrinsic(&'static str),
    /// A call of the named overloaded LLVM intrinsic with the operands,
    /// overloaded on the first operand's type; `zero_defined` appends
    /// `i1 false` (a zero operand is defined: `llvm.ctlz`, `llvm.cttz`).
    Overloaded {
        name: &'static str,
        zero_defined: bool,
    },
    /// A call of the named LLVM intrinsic overloaded on the result type
    /// (`llvm.convert.from.fp16.f32`).
    OverloadedRet(&'static str),
    /// `atomicrmw op ptr %0, %1 monotonic` (CUDA's atomics are relaxed).
    Atomic(Rmw),
    /// `cmpxchg ptr %0, %1, %2 monotonic monotonic`, the old value.
    CmpXchg,
    /// The operand's bits as the result type.
    Bitcast,
    /// A scoped atomic: the named NVVM intrinsic overloaded on the value
    /// and pointer types (`llvm.nvvm.atomic.add.gen.i.cta.i32.p0`).
    Scoped(&'static str),
    /// `llvm.nvvm.match.all.sync.{i32,i64}p`: the value, with the
    /// predicate stored through operand 2.
    MatchAll(&'static str),
    /// One intrinsic per value of the constant `Ty::Mode` operand at
    /// index `operand` (an empty name is a reserved value), called with
    /// the other operands; an `i1` result is widened to the builtin's
    /// result type. The NVVM IR spec's mode-operand forms
    /// (`llvm.nvvm.shfl.sync.i32`, `llvm.nvvm.vote.sync`,
    /// `llvm.nvvm.membar`) as LLVM 19 spells them.
    ByMode {
        operand: u8,
        names: &'static [&'static str],
        /// The lowest `sm_` architecture of each mode, where it is above
        /// the row's (empty: none is).
        mode_sm: &'static [u32],
    },
    /// A global load with a cache operator (`ld.global.cg`), one per value
    /// of the constant mode operand (operand 1). LLVM has no cache-hinted
    /// loads, so this is inline PTX, as nvcc's headers write it; the
    /// pointee is a scalar or a vector of 2 or 4 (`cache_hint_type_ok`).
    LoadHinted(&'static [&'static str]),
    /// A global store with a cache operator (`st.global.wt`): pointer,
    /// value, mode (operand 2).
    StoreHinted(&'static [&'static str]),
    /// `llvm.memcpy(dst, src, n)` (byte-aligned, not volatile).
    MemCpy,
    /// `llvm.memset(dst, (i8) value, n)`.
    MemSet,
    /// A load through a global-memory pointer the kernel never writes
    /// (`ld.global.nc`): the address cast to the global space and loaded
    /// with `!invariant.load`.
    LoadReadOnly,
    /// The generic pointer operand as an address in the given state
    /// space (`addrspacecast` then `ptrtoint` to the result's width): what
    /// `cvta.to.shared` computes, in a form LLVM folds (a `__shared__`
    /// array's address becomes its symbol, as in nvcc's PTX).
    ToSpace(u16),
    /// Whether the generic pointer operand points into a state space: the
    /// named `llvm.nvvm.isspacep.*` intrinsic, its `i1` widened to the
    /// result type. The backend answers it where the pointer's origin
    /// shows its space (`backend/spaces.rs`), as nvcc's NVVM does.
    SpaceTest(&'static str),
    /// `call i32 @__nvvm_reflect(ptr @key)`, the call NVVMReflect folds
    /// to the key's value after libdevice is linked (specs/nvvm-reflect).
    Reflect,
    /// `unreachable`: control never gets here (`__builtin_unreachable`);
    /// code after it is dead.
    Unreachable,
    /// A feature cudac's headers declare but cudac cannot compile yet:
    /// sema reports "`<the string operand>` is not supported yet" at the
    /// user's call; codegen never sees it.
    Unsupported,
}

#[derive(Clone, Copy, Debug)]
pub struct Builtin {
    pub name: &'static str,
    pub ret: Ty,
    pub params: &'static [Ty],
    pub op: Op,
    /// The lowest `sm_` architecture whose PTX has what the builtin
    /// becomes (LLVM aborts selecting it for an older target); 0: every
    /// target. A mode operand may ask for more (`ByMode::mode_sm`).
    pub min_sm: u32,
}

/// A row of the table, for every target (`.sm(N)` raises that).
const fn b(name: &'static str, ret: Ty, params: &'static [Ty], op: Op) -> Builtin {
    Builtin {
        name,
        ret,
        params,
        op,
        min_sm: 0,
    }
}

impl Builtin {
    /// The row, available from `sm_N` on.
    const fn sm(self, n: u32) -> Builtin {
        Builtin { min_sm: n, ..self }
    }
}

use Scalar as S;
use Ty::*;

/// Every builtin, by name.
pub const TABLE: &[Builtin] = &[
    // Atomics (relaxed, generic address space).
    b(
        "__nvvm_atom_add_i32",
        I32,
        &[Ptr(S::I32), I32],
        Op::Atomic(Rmw::Add),
    ),
    b(
        "__nvvm_atom_add_u32",
        U32,
        &[Ptr(S::U32), U32],
        Op::Atomic(Rmw::Add),
    ),
    b(
        "__nvvm_atom_add_u64",
        U64,
        &[Ptr(S::U64), U64],
        Op::Atomic(Rmw::Add),
    ),
    b(
        "__nvvm_atom_add_f32",
        F32,
        &[Ptr(S::F32), F32],
        Op::Atomic(Rmw::FAdd),
    ),
    b(
        "__nvvm_atom_add_f64",
        F64,
        &[Ptr(S::F64), F64],
        Op::Atomic(Rmw::FAdd),
    ),
    b(
        "__nvvm_atom_sub_i32",
        I32,
        &[Ptr(S::I32), I32],
        Op::Atomic(Rmw::Sub),
    ),
    b(
        "__nvvm_atom_sub_u32",
        U32,
        &[Ptr(S::U32), U32],
        Op::Atomic(Rmw::Sub),
    ),
    b(
        "__nvvm_atom_xchg_i32",
        I32,
        &[Ptr(S::I32), I32],
        Op::Atomic(Rmw::Xchg),
    ),
    b(
        "__nvvm_atom_xchg_u32",
        U32,
        &[Ptr(S::U32), U32],
        Op::Atomic(Rmw::Xchg),
    ),
    b(
        "__nvvm_atom_xchg_u64",
        U64,
        &[Ptr(S::U64), U64],
        Op::Atomic(Rmw::Xchg),
    ),
    b(
        "__nvvm_atom_xchg_f32",
        F32,
        &[Ptr(S::F32), F32],
        Op::Atomic(Rmw::Xchg),
    ),
    b(
        "__nvvm_atom_min_i32",
        I32,
        &[Ptr(S::I32), I32],
        Op::Atomic(Rmw::Min),
    ),
    b(
        "__nvvm_atom_min_u32",
        U32,
        &[Ptr(S::U32), U32],
        Op::Atomic(Rmw::UMin),
    ),
    b(
        "__nvvm_atom_min_i64",
        I64,
        &[Ptr(S::I64), I64],
        Op::Atomic(Rmw::Min),
    ),
    b(
        "__nvvm_atom_min_u64",
        U64,
        &[Ptr(S::U64), U64],
        Op::Atomic(Rmw::UMin),
    ),
    b(
        "__nvvm_atom_max_i32",
        I32,
        &[Ptr(S::I32), I32],
        Op::Atomic(Rmw::Max),
    ),
    b(
        "__nvvm_atom_max_u32",
        U32,
        &[Ptr(S::U32), U32],
        Op::Atomic(Rmw::UMax),
    ),
    b(
        "__nvvm_atom_max_i64",
        I64,
        &[Ptr(S::I64), I64],
        Op::Atomic(Rmw::Max),
    ),
    b(
        "__nvvm_atom_max_u64",
        U64,
        &[Ptr(S::U64), U64],
        Op::Atomic(Rmw::UMax),
    ),
    b(
        "__nvvm_atom_and_i32",
        I32,
        &[Ptr(S::I32), I32],
        Op::Atomic(Rmw::And),
    ),
    b(
        "__nvvm_atom_and_u32",
        U32,
        &[Ptr(S::U32), U32],
        Op::Atomic(Rmw::And),
    ),
    b(
        "__nvvm_atom_and_u64",
        U64,
        &[Ptr(S::U64), U64],
        Op::Atomic(Rmw::And),
    ),
    b(
        "__nvvm_atom_or_i32",
        I32,
        &[Ptr(S::I32), I32],
        Op::Atomic(Rmw::Or),
    ),
    b(
        "__nvvm_atom_or_u32",
        U32,
        &[Ptr(S::U32), U32],
        Op::Atomic(Rmw::Or),
    ),
    b(
        "__nvvm_atom_or_u64",
        U64,
        &[Ptr(S::U64), U64],
        Op::Atomic(Rmw::Or),
    ),
    b(
        "__nvvm_atom_xor_i32",
        I32,
        &[Ptr(S::I32), I32],
        Op::Atomic(Rmw::Xor),
    ),
    b(
        "__nvvm_atom_xor_u32",
        U32,
        &[Ptr(S::U32), U32],
        Op::Atomic(Rmw::Xor),
    ),
    b(
        "__nvvm_atom_xor_u64",
        U64,
        &[Ptr(S::U64), U64],
        Op::Atomic(Rmw::Xor),
    ),
    b(
        "__nvvm_atom_inc_u32",
        U32,
        &[Ptr(S::U32), U32],
        Op::Overloaded {
            name: "llvm.nvvm.atomic.load.inc.32",
            zero_defined: false,
        },
    ),
    b(
        "__nvvm_atom_dec_u32",
        U32,
        &[Ptr(S::U32), U32],
        Op::Overloaded {
            name: "llvm.nvvm.atomic.load.dec.32",
            zero_defined: false,
        },
    ),
    b(
        "__nvvm_atom_cas_i32",
        I32,
        &[Ptr(S::I32), I32, I32],
        Op::CmpXchg,
    ),
    b(
        "__nvvm_atom_cas_u32",
        U32,
        &[Ptr(S::U32), U32, U32],
        Op::CmpXchg,
    ),
    b(
        "__nvvm_atom_cas_u64",
        U64,
        &[Ptr(S::U64), U64, U64],
        Op::CmpXchg,
    ),
    // Warp shuffles: mask, value, lane or delta, and the packed
    // `((32 - width) << 8) | clamp` operand.
    b(
        "__nvvm_shfl_sync_idx_i32",
        I32,
        &[U32, I32, I32, I32],
        Op::Intrinsic("llvm.nvvm.shfl.sync.idx.i32"),
    ),
    b(
        "__nvvm_shfl_sync_up_i32",
        I32,
        &[U32, I32, I32, I32],
        Op::Intrinsic("llvm.nvvm.shfl.sync.up.i32"),
    ),
    b(
        "__nvvm_shfl_sync_down_i32",
        I32,
        &[U32, I32, I32, I32],
        Op::Intrinsic("llvm.nvvm.shfl.sync.down.i32"),
    ),
    b(
        "__nvvm_shfl_sync_bfly_i32",
        I32,
        &[U32, I32, I32, I32],
        Op::Intrinsic("llvm.nvvm.shfl.sync.bfly.i32"),
    ),
    b(
        "__nvvm_shfl_sync_idx_f32",
        F32,
        &[U32, F32, I32, I32],
        Op::Intrinsic("llvm.nvvm.shfl.sync.idx.f32"),
    ),
    b(
        "__nvvm_shfl_sync_up_f32",
        F32,
        &[U32, F32, I32, I32],
        Op::Intrinsic("llvm.nvvm.shfl.sync.up.f32"),
    ),
    b(
        "__nvvm_shfl_sync_down_f32",
        F32,
        &[U32, F32, I32, I32],
        Op::Intrinsic("llvm.nvvm.shfl.sync.down.f32"),
    ),
    b(
        "__nvvm_shfl_sync_bfly_f32",
        F32,
        &[U32, F32, I32, I32],
        Op::Intrinsic("llvm.nvvm.shfl.sync.bfly.f32"),
    ),
    // Warp votes and synchronisation.
    b(
        "__nvvm_vote_all_sync",
        Bool,
        &[U32, Bool],
        Op::Intrinsic("llvm.nvvm.vote.all.sync"),
    ),
    b(
        "__nvvm_vote_any_sync",
        Bool,
        &[U32, Bool],
        Op::Intrinsic("llvm.nvvm.vote.any.sync"),
    ),
    b(
        "__nvvm_vote_uni_sync",
        Bool,
        &[U32, Bool],
        Op::Intrinsic("llvm.nvvm.vote.uni.sync"),
    ),
    b(
        "__nvvm_vote_ballot_sync",
        U32,
        &[U32, Bool],
        Op::Intrinsic("llvm.nvvm.vote.ballot.sync"),
    ),
    b(
        "__nvvm_activemask",
        U32,
        &[],
        Op::Intrinsic("llvm.nvvm.activemask"),
    ),
    b(
        "__nvvm_bar_warp_sync",
        Void,
        &[U32],
        Op::Intrinsic("llvm.nvvm.bar.warp.sync"),
    ),
    // Bit manipulation.
    b(
        "__nvvm_popc_i32",
        I32,
        &[U32],
        Op::Overloaded {
            name: "llvm.ctpop",
            zero_defined: false,
        },
    ),
    b(
        "__nvvm_popc_i64",
        I64,
        &[U64],
        Op::Overloaded {
            name: "llvm.ctpop",
            zero_defined: false,
        },
    ),
    b(
        "__nvvm_clz_i32",
        I32,
        &[U32],
        Op::Overloaded {
            name: "llvm.ctlz",
            zero_defined: true,
        },
    ),
    b(
        "__nvvm_clz_i64",
        I64,
        &[U64],
        Op::Overloaded {
            name: "llvm.ctlz",
            zero_defined: true,
        },
    ),
    b(
        "__nvvm_ctz_i32",
        I32,
        &[U32],
        Op::Overloaded {
            name: "llvm.cttz",
            zero_defined: true,
        },
    ),
    b(
        "__nvvm_ctz_i64",
        I64,
        &[U64],
        Op::Overloaded {
            name: "llvm.cttz",
            zero_defined: true,
        },
    ),
    b(
        "__nvvm_brev_u32",
        U32,
        &[U32],
        Op::Overloaded {
            name: "llvm.bitreverse",
            zero_defined: false,
        },
    ),
    b(
        "__nvvm_brev_u64",
        U64,
        &[U64],
        Op::Overloaded {
            name: "llvm.bitreverse",
            zero_defined: false,
        },
    ),
    // Type punning.
    b("__nvvm_bitcast_f2i", I32, &[F32], Op::Bitcast),
    b("__nvvm_bitcast_i2f", F32, &[I32], Op::Bitcast),
    b("__nvvm_bitcast_d2ll", I64, &[F64], Op::Bitcast),
    b("__nvvm_bitcast_ll2d", F64, &[I64], Op::Bitcast),
    // Half precision as bits (`cuda_fp16.h`): the NVVM IR spec's two
    // fp16 conversion intrinsics, which need no `half` type (libNVVM's
    // LLVM 7 dialect has none) and which LLVM folds and schedules, unlike
    // inline PTX.
    b(
        "__nvvm_h2f",
        F32,
        &[U16],
        Op::OverloadedRet("llvm.convert.from.fp16"),
    ),
    b(
        "__nvvm_f2h_rn",
        U16,
        &[F32],
        Op::Overloaded {
            name: "llvm.convert.to.fp16",
            zero_defined: false,
        },
    ),
    b(
        "__nvvm_d2h_rn",
        U16,
        &[F64],
        Op::Overloaded {
            name: "llvm.convert.to.fp16",
            zero_defined: false,
        },
    ),
    // Funnel shifts: `fshl(hi, lo, s)` is the high word of `hi:lo << s%32`.
    b(
        "__nvvm_fshl_u32",
        U32,
        &[U32, U32, U32],
        Op::Overloaded {
            name: "llvm.fshl",
            zero_defined: false,
        },
    ),
    b(
        "__nvvm_fshr_u32",
        U32,
        &[U32, U32, U32],
        Op::Overloaded {
            name: "llvm.fshr",
            zero_defined: false,
        },
    ),
    // The spec's mode-operand forms: the mode must be a constant.
    b(
        "__nvvm_shfl_sync_i32",
        I32,
        &[U32, Mode, I32, I32, I32],
        Op::ByMode {
            operand: 1,
            names: &[
                "llvm.nvvm.shfl.sync.idx.i32",
                "llvm.nvvm.shfl.sync.up.i32",
                "llvm.nvvm.shfl.sync.down.i32",
                "llvm.nvvm.shfl.sync.bfly.i32",
            ],
            mode_sm: &[],
        },
    ),
    b(
        "__nvvm_shfl_sync_f32",
        F32,
        &[U32, Mode, F32, I32, I32],
        Op::ByMode {
            operand: 1,
            names: &[
                "llvm.nvvm.shfl.sync.idx.f32",
                "llvm.nvvm.shfl.sync.up.f32",
                "llvm.nvvm.shfl.sync.down.f32",
                "llvm.nvvm.shfl.sync.bfly.f32",
            ],
            mode_sm: &[],
        },
    ),
    b(
        "__nvvm_vote_sync",
        U32,
        &[U32, Mode, Bool],
        Op::ByMode {
            operand: 1,
            names: &[
                "llvm.nvvm.vote.all.sync",
                "llvm.nvvm.vote.any.sync",
                "llvm.nvvm.vote.uni.sync",
                "llvm.nvvm.vote.ballot.sync",
            ],
            mode_sm: &[],
        },
    ),
    b(
        "__nvvm_membar",
        Void,
        &[Mode],
        Op::ByMode {
            operand: 0,
            names: &[
                "llvm.nvvm.membar.gl",
                "llvm.nvvm.membar.cta",
                "llvm.nvvm.membar.sys",
                "",
                "llvm.nvvm.fence.sc.cluster",
            ],
            mode_sm: &[0, 0, 0, 0, 90],
        },
    ),
    // Block-wide barriers that also reduce a predicate.
    b(
        "__nvvm_bar0_popc",
        I32,
        &[I32],
        Op::Intrinsic("llvm.nvvm.barrier0.popc"),
    ),
    b(
        "__nvvm_bar0_and",
        I32,
        &[I32],
        Op::Intrinsic("llvm.nvvm.barrier0.and"),
    ),
    b(
        "__nvvm_bar0_or",
        I32,
        &[I32],
        Op::Intrinsic("llvm.nvvm.barrier0.or"),
    ),
    // Timers, sleeping, traps.
    b(
        "__nvvm_clock",
        I32,
        &[],
        Op::Intrinsic("llvm.nvvm.read.ptx.sreg.clock"),
    ),
    b(
        "__nvvm_clock64",
        I64,
        &[],
        Op::Intrinsic("llvm.nvvm.read.ptx.sreg.clock64"),
    ),
    b(
        "__nvvm_globaltimer",
        U64,
        &[],
        Op::Intrinsic("llvm.nvvm.read.ptx.sreg.globaltimer"),
    ),
    b(
        "__nvvm_nanosleep",
        Void,
        &[U32],
        Op::Intrinsic("llvm.nvvm.nanosleep"),
    )
    .sm(70),
    b("__nvvm_trap", Void, &[], Op::Intrinsic("llvm.trap")),
    // Optimiser hints (`__builtin_assume`, `__assume`,
    // `__builtin_unreachable` in cuda_device_functions.h): an assumption
    // the code states, and a point control never reaches.
    b("__nvvm_assume", Void, &[Bool], Op::Intrinsic("llvm.assume")),
    b("__nvvm_unreachable", Void, &[], Op::Unreachable),
    // Warp matching and reductions (the value comes first, then the mask).
    b(
        "__nvvm_match_any_sync_i32",
        U32,
        &[U32, U32],
        Op::Intrinsic("llvm.nvvm.match.any.sync.i32"),
    )
    .sm(70),
    b(
        "__nvvm_match_any_sync_i64",
        U32,
        &[U32, U64],
        Op::Intrinsic("llvm.nvvm.match.any.sync.i64"),
    )
    .sm(70),
    b(
        "__nvvm_match_all_sync_i32",
        U32,
        &[U32, U32, Ptr(S::I32)],
        Op::MatchAll("llvm.nvvm.match.all.sync.i32p"),
    )
    .sm(70),
    b(
        "__nvvm_match_all_sync_i64",
        U32,
        &[U32, U64, Ptr(S::I32)],
        Op::MatchAll("llvm.nvvm.match.all.sync.i64p"),
    )
    .sm(70),
    b(
        "__nvvm_redux_sync_add",
        U32,
        &[U32, U32],
        Op::Intrinsic("llvm.nvvm.redux.sync.add"),
    )
    .sm(80),
    b(
        "__nvvm_redux_sync_min",
        I32,
        &[I32, U32],
        Op::Intrinsic("llvm.nvvm.redux.sync.min"),
    )
    .sm(80),
    b(
        "__nvvm_redux_sync_max",
        I32,
        &[I32, U32],
        Op::Intrinsic("llvm.nvvm.redux.sync.max"),
    )
    .sm(80),
    b(
        "__nvvm_redux_sync_umin",
        U32,
        &[U32, U32],
        Op::Intrinsic("llvm.nvvm.redux.sync.umin"),
    )
    .sm(80),
    b(
        "__nvvm_redux_sync_umax",
        U32,
        &[U32, U32],
        Op::Intrinsic("llvm.nvvm.redux.sync.umax"),
    )
    .sm(80),
    b(
        "__nvvm_redux_sync_and",
        U32,
        &[U32, U32],
        Op::Intrinsic("llvm.nvvm.redux.sync.and"),
    )
    .sm(80),
    b(
        "__nvvm_redux_sync_or",
        U32,
        &[U32, U32],
        Op::Intrinsic("llvm.nvvm.redux.sync.or"),
    )
    .sm(80),
    b(
        "__nvvm_redux_sync_xor",
        U32,
        &[U32, U32],
        Op::Intrinsic("llvm.nvvm.redux.sync.xor"),
    )
    .sm(80),
    // The lane of the calling thread in its warp, and the lanes below it.
    b(
        "__nvvm_laneid",
        U32,
        &[],
        Op::Intrinsic("llvm.nvvm.read.ptx.sreg.laneid"),
    ),
    b(
        "__nvvm_lanemask_lt",
        U32,
        &[],
        Op::Intrinsic("llvm.nvvm.read.ptx.sreg.lanemask.lt"),
    ),
    // `__nvvm_unsupported("grid_group::sync()")` in a header function:
    // calling that function is an error.
    b("__nvvm_unsupported", Void, &[ReflectKey], Op::Unsupported),
    // `__nvvm_reflect("__CUDA_ARCH")`: a compile-time query NVVMReflect
    // answers (clang declares it `unsigned int (const char *)`).
    b("__nvvm_reflect", U32, &[ReflectKey], Op::Reflect),
    // Read-only global loads (`__ldg`).
    b("__nvvm_ldg", Pointee, &[AnyPtr], Op::LoadReadOnly),
    // Generic addresses into a state space's own (`__cvta_generic_to_*`,
    // and nvcc's `__nvvm_get_smem_pointer`, which the toolkit's
    // pipeline and arrive-wait barrier headers declare and call).
    b("__nvvm_get_smem_pointer", U32, &[VoidPtr], Op::ToSpace(3)),
    b(
        "__nvvm_cvta_to_shared",
        Size,
        &[ConstVoidPtr],
        Op::ToSpace(3),
    ),
    b(
        "__nvvm_cvta_to_global",
        Size,
        &[ConstVoidPtr],
        Op::ToSpace(1),
    ),
    b(
        "__nvvm_cvta_to_local",
        Size,
        &[ConstVoidPtr],
        Op::ToSpace(5),
    ),
    b(
        "__nvvm_cvta_to_const",
        Size,
        &[ConstVoidPtr],
        Op::ToSpace(4),
    ),
    // Whether a generic address is in a state space (`__isShared`,
    // `__isGlobal`, … of `cuda_device_functions.h`; PTX `isspacep`).
    b(
        "__nvvm_isspacep_global",
        U32,
        &[ConstVoidPtr],
        Op::SpaceTest("llvm.nvvm.isspacep.global"),
    ),
    b(
        "__nvvm_isspacep_shared",
        U32,
        &[ConstVoidPtr],
        Op::SpaceTest("llvm.nvvm.isspacep.shared"),
    ),
    b(
        "__nvvm_isspacep_const",
        U32,
        &[ConstVoidPtr],
        Op::SpaceTest("llvm.nvvm.isspacep.const"),
    ),
    b(
        "__nvvm_isspacep_local",
        U32,
        &[ConstVoidPtr],
        Op::SpaceTest("llvm.nvvm.isspacep.local"),
    ),
    b(
        "__nvvm_isspacep_shared_cluster",
        U32,
        &[ConstVoidPtr],
        Op::SpaceTest("llvm.nvvm.isspacep.shared.cluster"),
    )
    .sm(90),
    // The C library's memcpy/memset in device code.
    b(
        "__nvvm_memcpy",
        Void,
        &[VoidPtr, ConstVoidPtr, Size],
        Op::MemCpy,
    ),
    b("__nvvm_memset", Void, &[VoidPtr, I32, Size], Op::MemSet),
    // PTX's cache operators, in the order `cuda_device_functions.h` passes
    // them: __ldca, __ldcg, __ldcs, __ldlu, __ldcv; __stwb, __stcg,
    // __stcs, __stwt.
    b(
        "__nvvm_ld_hinted",
        Pointee,
        &[AnyPtr, Mode],
        Op::LoadHinted(&["ca", "cg", "cs", "lu", "cv"]),
    ),
    b(
        "__nvvm_st_hinted",
        Void,
        &[AnyPtr, Pointee, Mode],
        Op::StoreHinted(&["wb", "cg", "cs", "wt"]),
    ),
];

/// Atomics at block (`cta`) and system (`sys`) scope: CUDA's `_block`
/// and `_system` variants. LLVM 19's NVPTX ignores `syncscope` on
/// `atomicrmw`, so these are the scoped NVVM intrinsics. Those treat
/// min/max as signed: the unsigned forms are not here (from sm_60 the
/// header writes them as inline `atom.cta`/`atom.sys` PTX; before, its
/// `_block` forms use device-scope `atomicrmw` and its `_system` forms a
/// `_system` CAS loop).
macro_rules! scoped_atomics {
    ($($scope:literal)*) => {
        &[$(
            b(concat!("__nvvm_atom_", $scope, "_add_i32"), I32, &[Ptr(S::I32), I32], Op::Scoped(concat!("llvm.nvvm.atomic.add.gen.i.", $scope))).sm(60),
            b(concat!("__nvvm_atom_", $scope, "_add_u32"), U32, &[Ptr(S::U32), U32], Op::Scoped(concat!("llvm.nvvm.atomic.add.gen.i.", $scope))).sm(60),
            b(concat!("__nvvm_atom_", $scope, "_add_u64"), U64, &[Ptr(S::U64), U64], Op::Scoped(concat!("llvm.nvvm.atomic.add.gen.i.", $scope))).sm(60),
            b(concat!("__nvvm_atom_", $scope, "_add_f32"), F32, &[Ptr(S::F32), F32], Op::Scoped(concat!("llvm.nvvm.atomic.add.gen.f.", $scope))).sm(60),
            b(concat!("__nvvm_atom_", $scope, "_add_f64"), F64, &[Ptr(S::F64), F64], Op::Scoped(concat!("llvm.nvvm.atomic.add.gen.f.", $scope))).sm(60),
            b(concat!("__nvvm_atom_", $scope, "_xchg_i32"), I32, &[Ptr(S::I32), I32], Op::Scoped(concat!("llvm.nvvm.atomic.exch.gen.i.", $scope))).sm(60),
            b(concat!("__nvvm_atom_", $scope, "_xchg_u32"), U32, &[Ptr(S::U32), U32], Op::Scoped(concat!("llvm.nvvm.atomic.exch.gen.i.", $scope))).sm(60),
            b(concat!("__nvvm_atom_", $scope, "_xchg_u64"), U64, &[Ptr(S::U64), U64], Op::Scoped(concat!("llvm.nvvm.atomic.exch.gen.i.", $scope))).sm(60),
            b(concat!("__nvvm_atom_", $scope, "_min_i32"), I32, &[Ptr(S::I32), I32], Op::Scoped(concat!("llvm.nvvm.atomic.min.gen.i.", $scope))).sm(60),
            b(concat!("__nvvm_atom_", $scope, "_min_i64"), I64, &[Ptr(S::I64), I64], Op::Scoped(concat!("llvm.nvvm.atomic.min.gen.i.", $scope))).sm(60),
            b(concat!("__nvvm_atom_", $scope, "_max_i32"), I32, &[Ptr(S::I32), I32], Op::Scoped(concat!("llvm.nvvm.atomic.max.gen.i.", $scope))).sm(60),
            b(concat!("__nvvm_atom_", $scope, "_max_i64"), I64, &[Ptr(S::I64), I64], Op::Scoped(concat!("llvm.nvvm.atomic.max.gen.i.", $scope))).sm(60),
            b(concat!("__nvvm_atom_", $scope, "_and_u32"), U32, &[Ptr(S::U32), U32], Op::Scoped(concat!("llvm.nvvm.atomic.and.gen.i.", $scope))).sm(60),
            b(concat!("__nvvm_atom_", $scope, "_and_u64"), U64, &[Ptr(S::U64), U64], Op::Scoped(concat!("llvm.nvvm.atomic.and.gen.i.", $scope))).sm(60),
            b(concat!("__nvvm_atom_", $scope, "_or_u32"), U32, &[Ptr(S::U32), U32], Op::Scoped(concat!("llvm.nvvm.atomic.or.gen.i.", $scope))).sm(60),
            b(concat!("__nvvm_atom_", $scope, "_or_u64"), U64, &[Ptr(S::U64), U64], Op::Scoped(concat!("llvm.nvvm.atomic.or.gen.i.", $scope))).sm(60),
            b(concat!("__nvvm_atom_", $scope, "_xor_u32"), U32, &[Ptr(S::U32), U32], Op::Scoped(concat!("llvm.nvvm.atomic.xor.gen.i.", $scope))).sm(60),
            b(concat!("__nvvm_atom_", $scope, "_xor_u64"), U64, &[Ptr(S::U64), U64], Op::Scoped(concat!("llvm.nvvm.atomic.xor.gen.i.", $scope))).sm(60),
            b(concat!("__nvvm_atom_", $scope, "_inc_u32"), U32, &[Ptr(S::U32), U32], Op::Scoped(concat!("llvm.nvvm.atomic.inc.gen.i.", $scope))).sm(60),
            b(concat!("__nvvm_atom_", $scope, "_dec_u32"), U32, &[Ptr(S::U32), U32], Op::Scoped(concat!("llvm.nvvm.atomic.dec.gen.i.", $scope))).sm(60),
            b(concat!("__nvvm_atom_", $scope, "_cas_u32"), U32, &[Ptr(S::U32), U32, U32], Op::Scoped(concat!("llvm.nvvm.atomic.cas.gen.i.", $scope))).sm(60),
            b(concat!("__nvvm_atom_", $scope, "_cas_u64"), U64, &[Ptr(S::U64), U64, U64], Op::Scoped(concat!("llvm.nvvm.atomic.cas.gen.i.", $scope))).sm(60),
        )*]
    };
}

const SCOPED: &[Builtin] = scoped_atomics!("cta" "sys");

impl Builtin {
    /// The lowest `sm_` architecture a call needs, given its operands'
    /// constant mode (for `Op::ByMode`).
    pub fn min_sm_for(&self, mode: Option<usize>) -> u32 {
        let by_mode = match (self.op, mode) {
            (Op::ByMode { mode_sm, .. }, Some(m)) => mode_sm.get(m).copied().unwrap_or(0),
            _ => 0,
        };
        self.min_sm.max(by_mode)
    }

    /// The intrinsic a call becomes, given its operands' constant mode
    /// (for `Op::ByMode`).
    /// The names of the values a `Ty::Mode` operand may take.
    pub fn modes(&self) -> &'static [&'static str] {
        match self.op {
            Op::ByMode { names, .. } | Op::LoadHinted(names) | Op::StoreHinted(names) => names,
            _ => &[],
        }
    }

    pub fn intrinsic(&self, mode: Option<usize>) -> Option<&'static str> {
        match self.op {
            Op::Intrinsic(n) | Op::Scoped(n) | Op::MatchAll(n) | Op::SpaceTest(n) => Some(n),
            Op::Overloaded { name, .. } => Some(name),
            Op::ByMode { names, .. } => mode.and_then(|m| names.get(m).copied()),
            _ => None,
        }
    }
}

/// Builtin `i` (an index `find` gave).
pub fn get(i: u16) -> Option<&'static Builtin> {
    let i = i as usize;
    match i.checked_sub(TABLE.len()) {
        None => TABLE.get(i),
        Some(k) => SCOPED.get(k),
    }
}

/// The builtin named `name`, with its index (for `get`).
pub fn find(name: &str) -> Option<(u16, &'static Builtin)> {
    TABLE
        .iter()
        .chain(SCOPED)
        .enumerate()
        .find(|(_, b)| b.name == name)
        .map(|(i, b)| (i as u16, b))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique_and_prefixed() {
        let all: Vec<&Builtin> = TABLE.iter().chain(SCOPED).collect();
        for (i, a) in all.iter().enumerate() {
            assert!(a.name.starts_with("__nvvm_"), "{}", a.name);
            assert_eq!(find(a.name).map(|(k, _)| k as usize), Some(i));
            assert_eq!(get(i as u16).map(|b| b.name), Some(a.name));
            assert!(all[i + 1..].iter().all(|b| b.name != a.name), "{}", a.name);
        }
        assert_eq!(
            find("__nvvm_atom_add_f32").map(|(_, b)| b.op),
            Some(Op::Atomic(Rmw::FAdd))
        );
    }

    /// The minimum-SM column agrees with the PTX each intrinsic family
    /// needs (redux.sync: sm_80; match.sync and nanosleep: sm_70; scoped
    /// atomics: sm_60; the cluster fence and the cluster space test:
    /// sm_90), for every row and mode.
    /// (The name-prefix rule the column replaced also asked sm_60 of
    /// `atomicInc`/`atomicDec`, whose `atom.inc`/`atom.dec` every target
    /// has.)
    #[test]
    fn min_sm_column_covers_every_row_that_needs_one() {
        fn family(intrinsic: &str) -> u32 {
            match intrinsic {
                i if i.starts_with("llvm.nvvm.redux.sync") => 80,
                i if i.starts_with("llvm.nvvm.fence.sc.cluster") => 90,
                "llvm.nvvm.isspacep.shared.cluster" => 90,
                i if i.starts_with("llvm.nvvm.nanosleep") || i.starts_with("llvm.nvvm.match.") => {
                    70
                }
                // Scoped atomics; `atom.inc`/`atom.dec` (device scope)
                // exist everywhere.
                i if i.starts_with("llvm.nvvm.atomic.")
                    && !i.starts_with("llvm.nvvm.atomic.load.") =>
                {
                    60
                }
                _ => 0,
            }
        }
        for b in TABLE.iter().chain(SCOPED) {
            let modes: Vec<Option<usize>> = match b.op {
                Op::ByMode { names, .. } => (0..names.len()).map(Some).collect(),
                _ => vec![None],
            };
            for m in modes {
                let need = b.intrinsic(m).map_or(0, family);
                assert_eq!(b.min_sm_for(m), need, "{} mode {m:?}", b.name);
            }
        }
    }
}
