//! The `__nvvm_*` builtins: one-to-one with an NVVM intrinsic or an LLVM
//! instruction.
//!
//! Input: a builtin's name. Output: its signature (in plain types sema
//! maps to C++ types) and how codegen lowers it.
//! Invariants: plain data, no LLVM types (sema reads the signatures).
//! The CUDA API (`atomicAdd`, `__shfl_down_sync`, `__popc`) is
//! C++ in the shipped `cuda_device_functions.h` on top of these.

/// An operand or result type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ty {
    Void,
    Bool,
    I32,
    U32,
    I64,
    U64,
    F32,
    F64,
    /// A pointer to the given scalar (generic address space).
    Ptr(Scalar),
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
    UIncWrap,
    UDecWrap,
}

/// How a builtin is lowered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    /// A call of the named (non-overloaded) intrinsic with the operands.
    Intrinsic(&'static str),
    /// A call of the named overloaded LLVM intrinsic, overloaded on the
    /// first operand's type; `zero_defined` appends `i1 false` (a zero
    /// operand is defined: `llvm.ctlz`, `llvm.cttz`).
    Overloaded {
        name: &'static str,
        zero_defined: bool,
    },
    /// `atomicrmw op ptr %0, %1 monotonic` (CUDA's atomics are relaxed).
    Atomic(Rmw),
    /// `cmpxchg ptr %0, %1, %2 monotonic monotonic`, the old value.
    CmpXchg,
    /// The operand's bits as the result type.
    Bitcast,
}

#[derive(Clone, Copy, Debug)]
pub struct Builtin {
    pub name: &'static str,
    pub ret: Ty,
    pub params: &'static [Ty],
    pub op: Op,
}

const fn b(name: &'static str, ret: Ty, params: &'static [Ty], op: Op) -> Builtin {
    Builtin {
        name,
        ret,
        params,
        op,
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
        Op::Atomic(Rmw::UIncWrap),
    ),
    b(
        "__nvvm_atom_dec_u32",
        U32,
        &[Ptr(S::U32), U32],
        Op::Atomic(Rmw::UDecWrap),
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
];

/// The builtin named `name`, with its index in `TABLE`.
pub fn find(name: &str) -> Option<(u16, &'static Builtin)> {
    TABLE
        .iter()
        .enumerate()
        .find(|(_, b)| b.name == name)
        .map(|(i, b)| (i as u16, b))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique_and_prefixed() {
        for (i, a) in TABLE.iter().enumerate() {
            assert!(a.name.starts_with("__nvvm_"), "{}", a.name);
            assert!(
                TABLE[i + 1..].iter().all(|b| b.name != a.name),
                "{}",
                a.name
            );
        }
        assert_eq!(
            find("__nvvm_atom_add_f32").map(|(_, b)| b.op),
            Some(Op::Atomic(Rmw::FAdd))
        );
    }
}
