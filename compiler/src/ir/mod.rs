//! The typed program: the contract between `sema` and `codegen`.
//!
//! Input: built by `sema::check`. Output: read by `codegen`, `nvvm` and
//! `typetrans::dump`; checked by `verify` in between (debug builds and
//! tests).
//!
//! Invariants (checked by [`verify::verify`]):
//! - every expression carries its type and value category; every
//!   implicit conversion of C++ (lvalue-to-rvalue, array-to-pointer,
//!   promotions, arithmetic conversions, qualification) is an explicit
//!   node, so codegen never decides a language rule;
//! - entities are referred to by typed ids into [`PrimaryMap`]s: functions
//!   and globals in [`Program`], locals in their [`Function`];
//! - every destructor call is explicit (`sema::lifetime` ran).
//!
//! `visit` is the one walk over checked code (`Expr::operands`, `walk_body`,
//! `for_each_callee`, `Program::reachable`): the verifier, the lifetime
//! pass, host-code reachability, deferred device errors and codegen's choice
//! of functions all use it, so a new expression kind is taught to every walk
//! in one place. `Program::reachable` is the call graph, from chosen roots.

pub mod entity;
pub mod verify;
mod visit;

pub use entity::{EntityRef, PrimaryMap, SecondaryMap};
pub use visit::{for_each_callee, for_each_callee_in_init, walk_body, walk_expr, walk_init, Visit};

use crate::source::Span;
use crate::types::{AddrSpace, TypeId};
use entity::entity_impl;
use std::collections::HashMap;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FuncId(pub u32);
entity_impl!(FuncId);
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct LocalId(pub u32);
entity_impl!(LocalId);
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GlobalId(pub u32);
entity_impl!(GlobalId);
/// A class, function or variable template (`sema::template`'s table).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TemplateId(pub u32);
entity_impl!(TemplateId);

/// CUDA execution space of a function (see `sema::cuda`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExecSpace {
    Host,
    Device,
    HostDevice,
    Global,
}

impl ExecSpace {
    /// Whether the function is compiled for the device.
    pub fn on_device(self) -> bool {
        !matches!(self, ExecSpace::Host)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Linkage {
    External,
    Internal,
    /// Inline functions with external linkage (`-rdc` only): emitted
    /// where used, merged by the linker; dropped when unused.
    LinkOnceOdr,
    /// Template instantiations that must stay visible (kernels, explicit
    /// instantiations under `-rdc`): merged by the linker, never dropped.
    WeakOdr,
}

/// The functions of an `ExprKind::Overloads`.
#[derive(Clone, Debug)]
pub struct OverloadSet {
    pub fns: Vec<FuncId>,
    /// `&C::f` of member functions: a pointer to member picks one.
    pub member: bool,
    /// The template arguments written for a function template named with
    /// only some of them (`conv<int>` of `template <class S, class D>`),
    /// converted for `fns[i]`'s template: the target type deduces the
    /// rest. Empty for every other function (or for all).
    pub explicit: Vec<Vec<crate::types::TArg>>,
}

impl OverloadSet {
    /// A set named without template arguments.
    pub fn plain(fns: Vec<FuncId>, member: bool) -> OverloadSet {
        OverloadSet {
            fns,
            member,
            explicit: Vec::new(),
        }
    }

    /// The template arguments written for `fns[i]` (none if empty).
    pub fn explicit_for(&self, i: usize) -> &[crate::types::TArg] {
        self.explicit.get(i).map_or(&[], |v| v.as_slice())
    }
}

/// What a member function is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MethodKind {
    Normal,
    /// The complete-object constructor (`C1`), which callers call.
    Constructor,
    /// The base-object constructor (`C2`), which holds the body; `C1`
    /// forwards to it.
    BaseConstructor,
    /// The complete-object destructor (`D1`), which callers call.
    Destructor,
    /// The base-object destructor (`D2`): the body, then the members'
    /// and bases' destructors; `D1` forwards to it.
    BaseDestructor,
    Conversion,
}

/// A member function's class and how it is called.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Method {
    pub class: TypeId,
    /// No `this` (static member functions).
    pub is_static: bool,
    pub kind: MethodKind,
    /// `this` points to a const object.
    pub is_const: bool,
    /// `this` points to a volatile object.
    pub is_volatile: bool,
    pub explicit: bool,
    /// The ref-qualifier: 0 none, 1 `&`, 2 `&&` (as `ast::MethodQuals`).
    pub ref_qual: u8,
}

impl Method {
    /// Whether a call passes the object as `this`: non-static members
    /// other than constructors (whose object is the one being built).
    pub fn takes_this(&self) -> bool {
        !self.is_static && self.kind != MethodKind::Constructor
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum InlineHint {
    #[default]
    None,
    Always,
    Never,
}

/// `__launch_bounds__(max_threads, min_blocks, max_blocks_per_cluster)`, evaluated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LaunchBounds {
    pub max_threads: u64,
    pub min_blocks: Option<u64>,
    pub max_blocks_per_cluster: Option<u64>,
}

/// What a kernel's attributes ask of its launches, evaluated and checked
/// (`cuda::kernel_attrs`); empty for other functions.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct KernelAttrs {
    pub launch_bounds: Option<LaunchBounds>,
    /// `__cluster_dims__(x, y, z)`, missing dimensions 1.
    pub cluster_dims: Option<[u64; 3]>,
    /// `__maxnreg__(n)`.
    pub max_regs: Option<u64>,
    /// The `__grid_constant__` parameters, numbered from 1.
    pub grid_constant: Vec<u32>,
}

impl KernelAttrs {
    pub fn is_empty(&self) -> bool {
        *self == KernelAttrs::default()
    }
}

#[derive(Clone, Debug)]
pub struct Function {
    pub name: String,
    /// The symbol name (Itanium-mangled unless `extern "C"`).
    pub symbol: String,
    pub ty: TypeId,
    pub ret: TypeId,
    pub params: Vec<LocalId>,
    pub locals: PrimaryMap<LocalId, Local>,
    /// `None` for declarations without a definition in this file.
    pub body: Option<Vec<Stmt>>,
    pub space: ExecSpace,
    pub linkage: Linkage,
    pub inline: InlineHint,
    pub kernel_attrs: KernelAttrs,
    /// Member functions: the class and kind; the first parameter of a
    /// non-static one is `this`.
    pub method: Option<Method>,
    /// A function template's pattern: found by lookup, never emitted;
    /// calls go to its instantiations.
    pub pattern: Option<TemplateId>,
    /// Declared `constexpr`: calls with constant arguments may be
    /// evaluated where a constant expression is required
    /// (`sema::constexpr`).
    pub constexpr: bool,
    /// `constexpr` without `__host__`/`__device__`: nvcc's "constexpr
    /// __host__ function", which device code may call only under
    /// `--expt-relaxed-constexpr` (`sema::cuda::check_call_space`). Its
    /// `space` is `HostDevice` either way, so device code that may call
    /// it gets its body.
    pub constexpr_host: bool,
    /// A template specialisation's arguments: its name in debug
    /// information is `name` + these as clang prints them (`<float, 4>`),
    /// written out only there.
    pub template_args: Option<Vec<crate::types::TArg>>,
    /// The named return value: the local every `return` names (NRVO, as
    /// clang and nvcc do it). Sema neither copies nor destroys it; where
    /// the record is returned through the caller's slot
    /// (`TypeGraph::indirect_return`) codegen builds it there.
    pub nrvo: Option<LocalId>,
    /// The namespaces a non-member function is declared in (empty for
    /// members and the global namespace): what naming it again in another
    /// mangled name (`&f` as a template argument) needs.
    pub scope: Vec<crate::types::PathSeg>,
    pub span: Span,
}

impl Function {
    /// A function as declared: no parameters, locals or body yet, no
    /// hints, not a member.
    #[allow(clippy::too_many_arguments)]
    pub fn declared(
        name: String,
        symbol: String,
        ty: TypeId,
        ret: TypeId,
        space: ExecSpace,
        linkage: Linkage,
        span: Span,
    ) -> Function {
        Function {
            name,
            symbol,
            ty,
            ret,
            params: Vec::new(),
            locals: PrimaryMap::new(),
            body: None,
            space,
            linkage,
            inline: InlineHint::None,
            kernel_attrs: KernelAttrs::default(),
            method: None,
            pattern: None,
            constexpr: false,
            constexpr_host: false,
            template_args: None,
            nrvo: None,
            scope: Vec::new(),
            span,
        }
    }

    pub fn is_kernel(&self) -> bool {
        self.space == ExecSpace::Global
    }
}

#[derive(Clone, Debug)]
pub struct Local {
    pub name: String,
    pub ty: TypeId,
    /// An alignment asked for beyond the type's (`alignas(16) char
    /// buf[64]`, `__align__(n)`); never less than the type's.
    pub align: Option<u64>,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub struct Global {
    pub name: String,
    pub symbol: String,
    pub ty: TypeId,
    pub space: AddrSpace,
    pub init: Option<Init>,
    /// Declared `extern` without a definition here.
    pub external_decl: bool,
    pub linkage: Linkage,
    pub managed: bool,
    pub is_const: bool,
    /// Made by the compiler (a vtable): no host code names it, so it is
    /// dropped when device code does not use it.
    pub artificial: bool,
    /// An alignment asked for beyond the type's (`__shared__ __align__(16)
    /// unsigned char smem[N]`, read as `float4`s); never less than the
    /// type's.
    pub align: Option<u64>,
    pub span: Span,
}

impl Global {
    /// Whether the variable is part of the device module. A host
    /// variable (no memory-space attribute: generic) is kept only so sema
    /// can report device code that uses it; it is never emitted.
    pub fn on_device(&self) -> bool {
        self.space != AddrSpace::Generic
    }
}

/// An initialiser, already shaped like the object it initialises.
#[derive(Clone, Debug)]
pub enum Init {
    /// One value, converted to the object's type.
    Expr(Expr),
    /// Elements of an array or fields of a record, in order; missing
    /// trailing elements are zero-initialised. A union's list ends with
    /// the member it initialises (`{.f = x}`: `Zero` for the members
    /// before `f`, then `f`'s).
    List(Vec<Init>),
    /// Zero-initialisation of the whole object (`T x{}` / `= {}`).
    Zero,
    /// A constructor call on the object: the complete-object constructor
    /// and its converted arguments (the object's address comes first at
    /// run time).
    Construct(FuncId, Vec<Expr>),
    /// Every element of an array initialised by the same initialiser
    /// (default-initialising an array of class objects).
    Each(Box<Init>),
    /// Zero-initialisation, then the initialiser: value-initialisation
    /// (`T()`) of a class whose implicit default constructor runs code
    /// (a base's or member's constructor, default member initialisers).
    Zeroed(Box<Init>),
    /// The initialiser of an aggregate whose default member initialisers
    /// use `this` (`struct A { int a; int b = a * 2; }; A x{3};`): the
    /// object's address is stored in the local (a pointer to the
    /// object's type) first, then the inner initialiser runs, member by
    /// member in order, reading the members already initialised through
    /// it.
    SelfBound(LocalId, Box<Init>),
}

#[derive(Clone, Debug, PartialEq)]
pub enum Unroll {
    Full,
    Count(u32),
    Disable,
}

#[derive(Clone, Debug)]
pub struct Stmt {
    pub kind: StmtKind,
    pub span: Span,
}

impl Stmt {
    /// The statements directly inside this one, in execution order.
    pub fn children(&self) -> Vec<&Stmt> {
        match &self.kind {
            StmtKind::Block(v) => v.iter().collect(),
            StmtKind::If(_, a, b) => std::iter::once(&**a).chain(b.as_deref()).collect(),
            StmtKind::While(_, b, _)
            | StmtKind::DoWhile(b, _, _)
            | StmtKind::Switch(_, b)
            | StmtKind::Case(_, b)
            | StmtKind::Default(b)
            | StmtKind::Label(_, b) => vec![&**b],
            StmtKind::For { init, body, .. } => init.iter().chain([&**body]).collect(),
            _ => Vec::new(),
        }
    }

    /// `children`, mutably.
    pub fn children_mut(&mut self) -> Vec<&mut Stmt> {
        match &mut self.kind {
            StmtKind::Block(v) => v.iter_mut().collect(),
            StmtKind::If(_, a, b) => std::iter::once(&mut **a).chain(b.as_deref_mut()).collect(),
            StmtKind::While(_, b, _)
            | StmtKind::DoWhile(b, _, _)
            | StmtKind::Switch(_, b)
            | StmtKind::Case(_, b)
            | StmtKind::Default(b)
            | StmtKind::Label(_, b) => vec![&mut **b],
            StmtKind::For { init, body, .. } => init.iter_mut().chain([&mut **body]).collect(),
            _ => Vec::new(),
        }
    }
}

#[derive(Clone, Debug)]
pub enum StmtKind {
    Expr(Expr),
    /// A local variable comes into scope, with its initialiser.
    Decl(LocalId, Option<Init>),
    /// Initialise the object an lvalue designates (constructors'
    /// member initialisers).
    InitAt(Expr, Init),
    Block(Vec<Stmt>),
    If(Expr, Box<Stmt>, Option<Box<Stmt>>),
    While(Expr, Box<Stmt>, Option<Unroll>),
    DoWhile(Box<Stmt>, Expr, Option<Unroll>),
    For {
        init: Vec<Stmt>,
        cond: Option<Expr>,
        step: Option<Expr>,
        body: Box<Stmt>,
        unroll: Option<Unroll>,
    },
    /// `switch`: the controlling value (promoted integer), the body, and the
    /// case values in the order the `Case` statements appear in the body.
    Switch(Expr, Box<Stmt>),
    /// A `case` label: the value converted to the switch's type.
    Case(i128, Box<Stmt>),
    Default(Box<Stmt>),
    Label(String, Box<Stmt>),
    Goto(String),
    Break,
    Continue,
    Return(Option<Expr>),
    /// Inline PTX (`sema::asm`).
    Asm(Box<Asm>),
    Empty,
}

/// A checked inline PTX statement, in LLVM's inline asm terms.
#[derive(Clone, Debug)]
pub struct Asm {
    /// The template with `$N` operand references.
    pub template: String,
    /// `=r,=f,r,n,0,~{memory}`: outputs, inputs, tied inputs, clobbers.
    pub constraints: String,
    /// Lvalues the results are stored to, in order.
    pub outputs: Vec<Expr>,
    /// Values of the declared inputs, converted.
    pub inputs: Vec<Expr>,
    /// `+` outputs (by index), read again as inputs after the declared
    /// ones.
    pub tied: Vec<usize>,
    pub side_effects: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SpecialVar {
    ThreadIdx,
    BlockIdx,
    BlockDim,
    GridDim,
}

impl SpecialVar {
    pub fn name(self) -> &'static str {
        match self {
            SpecialVar::ThreadIdx => "threadIdx",
            SpecialVar::BlockIdx => "blockIdx",
            SpecialVar::BlockDim => "blockDim",
            SpecialVar::GridDim => "gridDim",
        }
    }
    /// The PTX special-register stem (`tid` for `llvm.nvvm.read.ptx.sreg.tid.x`).
    pub fn sreg(self) -> &'static str {
        match self {
            SpecialVar::ThreadIdx => "tid",
            SpecialVar::BlockIdx => "ctaid",
            SpecialVar::BlockDim => "ntid",
            SpecialVar::GridDim => "nctaid",
        }
    }
}

/// Operations on compiler builtins that are not ordinary calls.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Builtin {
    /// `__syncthreads()`
    SyncThreads,
    /// `__threadfence_block()`, `__threadfence()`, `__threadfence_system()`
    ThreadFenceBlock,
    ThreadFence,
    ThreadFenceSystem,
    /// The C library's `printf` (`sema::cuda::is_c_printf`): device code
    /// calls `vprintf` with the promoted arguments in a buffer.
    Printf,
    /// An `__nvvm_*` builtin (`nvvm::target::builtins::TABLE[i]`), its operands
    /// converted to the builtin's parameter types.
    Table(u16),
    /// A warp matrix builtin (`nvvm::target::wmma`): its pointer operands
    /// converted, its layout and saturation operands folded to `Int`.
    Wmma(crate::nvvm::target::wmma::Wmma),
    /// `va_start(ap, last)` in a variadic device function: its operand
    /// is `&ap` (a `va_list`, `char *`), which then points at the first
    /// argument `...` took.
    VaStart,
    /// `va_arg(ap, T)`: its operand is `&ap`; the expression's type is
    /// `T` (a promoted scalar), read from where `ap` points, which moves
    /// past it.
    VaArg,
    /// `va_end(ap)`: its operand is `&ap`.
    VaEnd,
    /// `va_copy(dst, src)`: its operands are `&dst` and `&src`.
    VaCopy,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CastKind {
    /// Between integer types (incl. bool as source): trunc/sext/zext by signedness of the source.
    IntToInt,
    IntToFloat,
    FloatToInt,
    FloatToFloat,
    /// Scalar to `bool` (`!= 0`): from integer, float or pointer.
    ToBool,
    PtrToPtr,
    IntToPtr,
    PtrToInt,
    /// `nullptr`/null pointer constant to a pointer type.
    NullToPtr,
    /// Array lvalue → pointer to its first element.
    ArrayToPtr,
    /// Function designator → function pointer.
    FuncToPtr,
    /// `(void)e`
    ToVoid,
    /// Same representation (qualification changes, record copies).
    NoOp,
    /// A pointer to a class moved by `offset` bytes to a base subobject
    /// (positive) or back to the derived object (negative); with
    /// `null_check`, a null pointer stays null (pointer conversions, not
    /// references or `this`).
    BaseAdjust {
        offset: i64,
        null_check: bool,
    },
    /// A pointer to a class moved to a subobject of one of its virtual
    /// bases: by the base's offset, which the object's vtable holds
    /// `vbase_slot` bytes from its address point (a negative number),
    /// then by `offset` bytes within the base. With `null_check`, a null
    /// pointer stays null (and its vtable is not read).
    VirtualBase {
        vbase_slot: i64,
        offset: i64,
        null_check: bool,
    },
    /// A pointer to member function's `ptr` (its `i64` first half): what
    /// comparing and testing one reads, cudac's `adj` being always 0
    /// (Itanium: equal when the `ptr`s are, and both null or the `adj`s
    /// equal).
    MemberFnPtrBits,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArithOp {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    Shl,
    Shr,
    And,
    Or,
    Xor,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CmpOp {
    Eq,
    Ne,
    Lt,
    Gt,
    Le,
    Ge,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnOp {
    Neg,
    BitNot,
    /// Logical not of a `bool` operand.
    Not,
}

#[derive(Clone, Debug)]
pub struct Expr {
    pub kind: ExprKind,
    pub ty: TypeId,
    /// An lvalue designates an object (codegen produces its address).
    pub lvalue: bool,
    /// An xvalue (`static_cast<T&&>(x)`, a call returning `T&&`): has an
    /// address like an lvalue (`lvalue` is set) but binds to rvalue
    /// references as an rvalue does.
    pub xvalue: bool,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub enum ExprKind {
    /// An integer (or bool) constant of the expression's type; the value is
    /// already truncated/extended to that type.
    Int(i128),
    Float(f64),
    /// A null pointer of the expression's type.
    Null,
    /// A string literal: an lvalue array of `const char` (bytes without NUL).
    Str(Vec<u8>),
    Local(LocalId),
    Global(GlobalId),
    Func(FuncId),
    /// `threadIdx.x` (Some(component)) or the whole `threadIdx` (None): rvalues.
    Special(SpecialVar, Option<u8>),
    WarpSize,
    /// `__builtin_is_constant_evaluated()` (`std::is_constant_evaluated`,
    /// libcu++'s `_CCCL_BUILTIN_IS_CONSTANT_EVALUATED`): `true` where sema's
    /// constant evaluator computes it (a constexpr variable's initialiser,
    /// a constant argument), `false` in the code emitted.
    ConstantEvaluated,
    /// lvalue → rvalue.
    Load(Box<Expr>),
    Cast(CastKind, Box<Expr>),
    Unary(UnOp, Box<Expr>),
    /// Arithmetic on operands already converted to the expression's type
    /// (shifts: the right operand has its own promoted type).
    Binary(ArithOp, Box<Expr>, Box<Expr>),
    /// Comparison of operands converted to a common type; result is `bool`.
    Compare(CmpOp, Box<Expr>, Box<Expr>),
    /// `&&` / `||` with short-circuit evaluation; operands are `bool`.
    Logical(bool, Box<Expr>, Box<Expr>),
    /// `ptr + offset` (offset is a 64-bit signed integer, in elements).
    PtrAdd(Box<Expr>, Box<Expr>),
    /// `ptr - ptr` in elements, as `long`.
    PtrDiff(Box<Expr>, Box<Expr>),
    /// `lhs = rhs`: an lvalue designating `lhs`.
    Assign(Box<Expr>, Box<Expr>),
    /// `lhs op= rhs`: computed in `compute_ty` (the usual arithmetic
    /// conversion of both), converted back to `lhs`'s type. For pointers,
    /// op is Add/Sub and `compute_ty` is the pointer type.
    CompoundAssign {
        op: ArithOp,
        lhs: Box<Expr>,
        rhs: Box<Expr>,
        compute_ty: TypeId,
    },
    /// `++x`/`--x`/`x++`/`x--` on an lvalue of arithmetic or pointer type.
    IncDec {
        target: Box<Expr>,
        inc: bool,
        prefix: bool,
    },
    Cond(Box<Expr>, Box<Expr>, Box<Expr>),
    Comma(Box<Expr>, Box<Expr>),
    Call(FuncId, Vec<Expr>),
    /// A call through a pointer to function (the callee, an rvalue), with
    /// the arguments converted to its parameter types.
    CallPtr(Box<Expr>, Vec<Expr>),
    /// A virtual call: the function in slot `slot` of the vtable the
    /// object's vtable pointer points to (`args[0]` is the object's
    /// address, converted to the `this` of `method`, the function the
    /// call names statically, whose type the callee has). `method` is
    /// not called directly (it may be pure or host-only).
    VirtualCall(FuncId, u32, Vec<Expr>),
    /// A pointer to member function value (Itanium's `{ptr, adj}`, `adj`
    /// 0): the function (`ptr` its address), a virtual function's vtable
    /// slot (`ptr` 1 + the slot's byte offset), or null (`{0, 0}`).
    MemberFnPtr(MemberFn),
    /// A call through a pointer to member function (the first operand,
    /// an rvalue) whose callee has function type `.1` (`this` first);
    /// `args[0]` is the object's address: `this` moves by `adj`, and an
    /// odd `ptr` is looked up in the object's vtable.
    CallMemberPtr(Box<Expr>, TypeId, Vec<Expr>),
    Builtin(Builtin, Vec<Expr>),
    /// `*p`: an lvalue.
    Deref(Box<Expr>),
    /// `&lvalue`: a pointer rvalue.
    AddrOf(Box<Expr>),
    /// Field `index` of a record lvalue (an lvalue) or rvalue (an rvalue).
    Member(Box<Expr>, u32),
    /// A temporary object of the expression's type, initialised by the
    /// `Init`: an lvalue designating it (it lives until the function
    /// returns, which covers every lifetime extension).
    Temp(Box<Init>),
    /// A temporary that is destroyed: the local `LocalId` initialised by
    /// the `Init`, an lvalue designating it. Sema's lifetime pass turns
    /// `Temp`s of classes with destructors into these and schedules the
    /// destructor call.
    Materialize(LocalId, Box<Init>),
    /// A full expression followed by the destructor calls of its
    /// temporaries (and, for `return`, of the locals going out of scope):
    /// the value (or object) of the first, computed before the others run.
    WithCleanups(Box<Expr>, Vec<Stmt>),
    /// Several functions a name designates without a call (overloads, or
    /// a function template without its arguments), `true` for `&C::f`
    /// of member functions: sema picks one by the type it is converted
    /// to (`sema::overloaded_address`) or reports it, so codegen never
    /// sees one. Its type is the first function's.
    Overloads(Box<OverloadSet>),
    /// GNU's statement expression: the statements run, then the value
    /// (an rvalue). Sema admits no object with a destructor and no jump
    /// out of it, so the statements need no cleanups here.
    StmtExpr(Vec<Stmt>, Box<Expr>),
}

impl Expr {
    pub fn new(kind: ExprKind, ty: TypeId, lvalue: bool, span: Span) -> Expr {
        Expr {
            kind,
            ty,
            lvalue,
            xvalue: false,
            span,
        }
    }
}

/// What a pointer to member function constant points to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MemberFn {
    Null,
    Direct(FuncId),
    /// A virtual function's slot in its class's primary vtable.
    Virtual(u32),
}

/// What sema produces for one translation unit.
#[derive(Debug, Default)]
pub struct Program {
    pub functions: PrimaryMap<FuncId, Function>,
    pub globals: PrimaryMap<GlobalId, Global>,
}

impl Program {
    pub fn func(&self, id: FuncId) -> &Function {
        &self.functions[id]
    }
    pub fn global(&self, id: GlobalId) -> &Global {
        &self.globals[id]
    }
}

impl Program {
    /// The functions `roots` reach through the call graph (calls and
    /// named functions, transitively), each with the function that first
    /// reached it (`None` for a root).
    /// A device variable a body names reaches the functions its
    /// initialiser names (a table of function pointers, a vtable).
    pub fn reachable(&self, roots: Vec<FuncId>) -> HashMap<FuncId, Option<FuncId>> {
        let mut reached: HashMap<FuncId, Option<FuncId>> =
            roots.iter().map(|&r| (r, None)).collect();
        let mut work = roots;
        let mut globals_seen = std::collections::HashSet::new();
        while let Some(id) = work.pop() {
            let Some(body) = &self.functions[id].body else {
                continue;
            };
            let mut found = Vec::new();
            walk_body(body, &mut |v| match v {
                Visit::Expr(Expr {
                    kind:
                        ExprKind::Func(g)
                        | ExprKind::Call(g, _)
                        | ExprKind::MemberFnPtr(MemberFn::Direct(g)),
                    ..
                }) => found.push(*g),
                Visit::Ctor(g) => found.push(g),
                Visit::Expr(Expr {
                    kind: ExprKind::Global(g),
                    ..
                }) if self.globals[*g].on_device() && globals_seen.insert(*g) => {
                    if let Some(init) = &self.globals[*g].init {
                        for_each_callee_in_init(init, &mut |f| found.push(f));
                    }
                }
                Visit::Expr(_) => {}
            });
            for g in found {
                if let std::collections::hash_map::Entry::Vacant(e) = reached.entry(g) {
                    e.insert(Some(id));
                    work.push(g);
                }
            }
        }
        reached
    }

    /// The globals the bodies of `funcs` name.
    pub fn globals_named_by(
        &self,
        funcs: impl Iterator<Item = FuncId>,
    ) -> std::collections::HashSet<GlobalId> {
        let mut out = std::collections::HashSet::new();
        for f in funcs {
            if let Some(body) = &self.functions[f].body {
                walk_body(body, &mut |v| {
                    if let Visit::Expr(Expr {
                        kind: ExprKind::Global(g),
                        ..
                    }) = v
                    {
                        out.insert(*g);
                    }
                });
            }
        }
        out
    }
}
