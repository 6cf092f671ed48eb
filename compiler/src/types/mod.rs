//! The type graph: an arena of interned type nodes addressed by `TypeId`.
//!
//! Input: built by `sema` while it resolves declarations and expressions.
//! Output: read by `codegen`/`typetrans` (LLVM types) and `sema` (rules).
//! Invariants: structural nodes (pointers, arrays, functions, qualified
//! types) are interned, so two equal types share one `TypeId` and type
//! equality is id equality. Records are nominal: each definition gets its own
//! node. Layout follows the nvptx64 data model (`long` and pointers are 64
//! bits).
//!
//! Design decisions:
//! - The graph holds canonical types only (clang's canonical types, without
//!   the sugar): a `typedef` or `using` name maps to the `TypeId` it denotes,
//!   so type equality stays id equality everywhere in sema. The cost is that
//!   diagnostics spell the canonical type (`unsigned long`, not `size_t`); an
//!   alias node kept only for printing is the way to add that later.
//! - Enumerations are nominal nodes (`TypeKind::Enum`) over an underlying
//!   integer type: the fixed one (`: T`), or the first of `int`, `unsigned`,
//!   `long`, `unsigned long` that holds every enumerator. Unscoped ones count
//!   as integral (`is_integral`) and promote like their underlying type;
//!   nothing converts to an enumeration implicitly; scoped ones only compare,
//!   switch and cast. `int_kind` looks through to the underlying type, so
//!   codegen needs no enumeration case.
//! - There are no GNU/clang vector types. CUDA's vector types are aggregates
//!   with alignment (NVIDIA's `vector_types.h`, shipped in `runtime-headers/`
//!   and included by the prelude), so they are records here. The attributes
//!   that would make a GNU vector (`vector_size`, `ext_vector_type`, `mode`)
//!   are "not supported yet" errors (`syntax::lower_decl`) rather than being
//!   dropped, which would compile a different program.
//! - `uint3` and `dim3` come from `vector_types.h` (the whole `threadIdx` or
//!   `blockIdx` is a `uint3`, `blockDim` or `gridDim` a `dim3`). Only when
//!   the header's record is not visible (`--no-prelude`) does sema create a
//!   built-in three-field record on first use (`Sema::builtin_vec3`).

mod display;
mod layout;
mod vbase_layout;

pub use layout::{BitAccess, FieldLayout, Layout, LlvmElem, RecordLayout};

use std::collections::HashMap;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TypeId(pub u32);

/// The integer types C++ distinguishes (for overloading and mangling), even
/// where two have the same width (`long` vs `long long`, `char` vs `signed char`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum IntKind {
    Char,
    SChar,
    UChar,
    Short,
    UShort,
    Int,
    UInt,
    Long,
    ULong,
    LongLong,
    ULongLong,
    Int128,
    UInt128,
    Char16,
    Char32,
    WChar,
}

impl IntKind {
    pub fn bits(self) -> u32 {
        use IntKind::*;
        match self {
            Char | SChar | UChar => 8,
            Short | UShort | Char16 => 16,
            Int | UInt | Char32 | WChar => 32,
            Long | ULong | LongLong | ULongLong => 64,
            Int128 | UInt128 => 128,
        }
    }

    /// `char` is signed on nvptx64, as on x86-64 (clang and nvcc agree).
    pub fn signed(self) -> bool {
        use IntKind::*;
        matches!(
            self,
            Char | SChar | Short | Int | Long | LongLong | Int128 | WChar
        )
    }

    /// Integer conversion rank (C++ [conv.rank]); same-width types differ.
    pub fn rank(self) -> u32 {
        use IntKind::*;
        match self {
            Char | SChar | UChar => 1,
            Short | UShort | Char16 => 2,
            Int | UInt | Char32 | WChar => 3,
            Long | ULong => 4,
            LongLong | ULongLong => 5,
            Int128 | UInt128 => 6,
        }
    }

    /// The unsigned type of the same rank.
    pub fn to_unsigned(self) -> IntKind {
        use IntKind::*;
        match self {
            Char | SChar | UChar => UChar,
            Short | UShort => UShort,
            Int | UInt => UInt,
            Long | ULong => ULong,
            LongLong | ULongLong => ULongLong,
            Int128 | UInt128 => UInt128,
            Char16 => UShort,
            Char32 | WChar => UInt,
        }
    }

    pub fn name(self) -> &'static str {
        use IntKind::*;
        match self {
            Char => "char",
            SChar => "signed char",
            UChar => "unsigned char",
            Short => "short",
            UShort => "unsigned short",
            Int => "int",
            UInt => "unsigned int",
            Long => "long",
            ULong => "unsigned long",
            LongLong => "long long",
            ULongLong => "unsigned long long",
            Int128 => "__int128",
            UInt128 => "unsigned __int128",
            Char16 => "char16_t",
            Char32 => "char32_t",
            WChar => "wchar_t",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FloatKind {
    Half,
    BFloat16,
    Float,
    Double,
    /// `long double`: a type of its own (overloads, `e` in mangled names),
    /// with `double`'s representation on the GPU, as nvcc treats it.
    LongDouble,
}

impl FloatKind {
    pub fn bits(self) -> u32 {
        match self {
            FloatKind::Half | FloatKind::BFloat16 => 16,
            FloatKind::Float => 32,
            FloatKind::Double | FloatKind::LongDouble => 64,
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            FloatKind::Half => "__half",
            FloatKind::BFloat16 => "__bf16",
            FloatKind::Float => "float",
            FloatKind::Double => "double",
            FloatKind::LongDouble => "long double",
        }
    }
}

/// CUDA memory spaces, as LLVM address spaces on NVPTX.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum AddrSpace {
    #[default]
    Generic = 0,
    Global = 1,
    Shared = 3,
    Constant = 4,
    Local = 5,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Cv {
    pub is_const: bool,
    pub is_volatile: bool,
    pub is_restrict: bool,
    /// The memory space the object lives in (`Generic` unless qualified);
    /// a pointer to a space-qualified type is an LLVM `ptr addrspace(N)`.
    pub space: AddrSpace,
}

impl Cv {
    pub const NONE: Cv = Cv {
        is_const: false,
        is_volatile: false,
        is_restrict: false,
        space: AddrSpace::Generic,
    };
    pub const CONST: Cv = Cv {
        is_const: true,
        is_volatile: false,
        is_restrict: false,
        space: AddrSpace::Generic,
    };
    /// Only the memory space `s`.
    pub const fn in_space(s: AddrSpace) -> Cv {
        Cv {
            is_const: false,
            is_volatile: false,
            is_restrict: false,
            space: s,
        }
    }
    pub fn is_empty(self) -> bool {
        self == Cv::NONE
    }
    /// How many of `const` and `volatile` differ between `self` and `o`
    /// (a qualification conversion's cost in overload ranking).
    pub fn cv_differences(self, o: Cv) -> u32 {
        u32::from(self.is_const != o.is_const) + u32::from(self.is_volatile != o.is_volatile)
    }
    pub fn union(self, o: Cv) -> Cv {
        Cv {
            is_const: self.is_const || o.is_const,
            is_volatile: self.is_volatile || o.is_volatile,
            is_restrict: self.is_restrict || o.is_restrict,
            // The inner (already present) space wins over a generic one.
            space: if self.space == AddrSpace::Generic {
                o.space
            } else {
                self.space
            },
        }
    }
}

/// A record's data member.
#[derive(Clone, Debug)]
pub struct Field {
    pub name: String,
    pub ty: TypeId,
    /// `Some(width)` for a bit-field (sema checked it: integral type,
    /// width at most the type's, zero only when unnamed).
    pub bit_width: Option<u32>,
    /// Alignment requested on the field (`alignas`, `__align__`, `aligned(n)`).
    pub align: Option<u64>,
    /// `mutable`: writable through a const object of the record.
    pub mutable: bool,
}

impl Field {
    /// An ordinary (non-bit-field, naturally aligned) data member.
    pub fn new(name: impl Into<String>, ty: TypeId) -> Field {
        Field {
            name: name.into(),
            ty,
            bit_width: None,
            align: None,
            mutable: false,
        }
    }
}

/// One enclosing scope of a declaration, outermost first in a
/// `Vec<PathSeg>`: what mangling (`N2ns1SE`) and diagnostics (`ns::S`)
/// need to know of where a record, enum or function was declared.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum PathSeg {
    Namespace(String),
    /// `namespace { … }`: `_GLOBAL__N_1` in symbols.
    AnonNamespace,
    /// A class the declaration is nested in.
    Record(TypeId),
    /// The body of a function (`TypeGraph::local_scopes` index): local
    /// classes and lambdas, mangled `Z <function> E <name>`.
    Local(u32),
}

/// A function local classes and closure types are declared in, as
/// mangling writes it (its `<encoding>`, re-mangled inside `Z…E` so its
/// substitutions count) and diagnostics name it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct LocalScope {
    pub scope: Vec<PathSeg>,
    pub name: FnUnqual,
    pub params: Vec<TypeId>,
    pub variadic: bool,
    pub extern_c: bool,
    pub method: Option<(bool, bool, u8)>,
    pub template: Option<(Vec<TArg>, TypeId)>,
    pub last_pack: bool,
    /// The function is inline or a template specialisation (vague
    /// linkage): what is local to it is shared across translation units
    /// too (`linkonce_odr`), not internal.
    pub vague: bool,
}

/// A function's unqualified name, owned (see `sema::mangle::Unqual`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum FnUnqual {
    Source(String),
    Ctor(u8),
    Dtor(u8),
    Operator(&'static str),
    Conversion(TypeId),
    Literal(String),
    Record(TypeId),
}

/// What makes a record a lambda's closure type.
#[derive(Clone, Debug)]
pub struct Closure {
    /// The call operator's declared parameter types (`Ul <params> E`).
    pub params: Vec<TypeId>,
    /// Which lambda with these parameter types in the same function it
    /// is, from 0 (`E_`, `E0_`, `E1_`, …).
    pub number: u32,
    /// The last parameter is a pack (`auto... xs`, mangled `Dp T_`).
    pub last_pack: bool,
    /// nvcc lets the type be a kernel template's argument: the lambda is
    /// defined in a `__device__` or `__global__` function, or is an
    /// extended (`__device__`-annotated) one.
    pub kernel_arg: bool,
}

#[derive(Clone, Debug)]
pub struct Record {
    pub name: String,
    /// The enclosing namespaces and classes (empty at global scope).
    pub scope: Vec<PathSeg>,
    pub is_union: bool,
    /// `None` until the definition is seen.
    pub fields: Option<Vec<Field>>,
    /// Alignment requested by `__align__`/`alignas`/`aligned(n)`.
    pub align: Option<u64>,
    /// `__attribute__((packed))`: fields get alignment 1 unless they ask
    /// for more.
    pub packed: bool,
    /// `#pragma pack(N)` at the definition: no member or base is aligned
    /// to more than N bytes (see `layout`).
    pub max_field_align: Option<u64>,
    /// A class template specialisation (`Vec<float>`): the primary
    /// template's id (sema's `TemplateId`) and the arguments. Dependent
    /// arguments make it a pattern (`Vec<T>` in a template signature),
    /// never completed.
    pub template: Option<(u32, Vec<TArg>)>,
    /// A template type parameter standing for its argument in a template's
    /// signature (mangled `T_`, `T0_`, …): its position. Never completed.
    pub param_index: Option<u32>,
    /// That parameter is a pack (`class... Ts`): a pattern naming it
    /// inside template arguments is a pack expansion (mangled `Dp`).
    pub param_pack: bool,
    /// How many templates enclose that parameter's template (0 at
    /// namespace scope, 1 for a member template of a class template's
    /// specialisation): nvcc keys a parameter's substitution candidate by
    /// this depth and the position.
    pub param_depth: u32,
    /// A member type named through a dependent type in a template's
    /// signature (`typename T::type`, `typename Traits<T>::type`): `scope`
    /// ends with that type and `name` is the member's. Never completed;
    /// not deduced from; mangled as a nested name (`NT_4typeE`). Also set
    /// for `decltype(e)` of a dependent `e` (`decltype`).
    pub dependent_member: bool,
    /// `decltype(e)` in a template's signature whose `e` depends on the
    /// template's parameters: `e`, mangled `DT <expression> E`
    /// (`dependent_member` is set too: no deduction, no definition).
    pub decltype: Option<Box<DepExpr>>,
    /// `__underlying_type(T)` of a dependent `T` in a template's signature
    /// (`dependent_member` is set too): `T`, mangled `U3eut T E` as nvcc
    /// writes it.
    pub underlying_of: Option<TypeId>,
    /// A local class declared after another of the same name in the same
    /// function: how many came before (the `_0`, `_1` discriminator).
    pub local_disc: u32,
    /// A lambda's closure type.
    pub closure: Option<Closure>,
    /// Direct non-virtual base classes, in declaration order (laid out
    /// before the fields).
    pub bases: Vec<TypeId>,
    /// Direct virtual base classes, in declaration order: one subobject
    /// each however many paths reach it, placed by the most derived
    /// class after its non-virtual part (`vbase_layout.rs`).
    pub virtual_bases: Vec<TypeId>,
    /// For each of `virtual_bases`, how many of `bases` precede it in the
    /// base list (the Itanium ABI allocates virtual bases in declaration
    /// order, interleaved with the non-virtual bases' own).
    pub virtual_positions: Vec<usize>,
    /// Not POD for the purpose of layout (C++03 POD, as the Itanium ABI
    /// uses it): a user-declared constructor, copy assignment or
    /// destructor, a non-public data member, a default member initialiser.
    /// Bases, reference members and non-POD members are seen by
    /// `TypeGraph::is_pod_for_layout` itself. A derived class may reuse
    /// the tail padding of a non-POD base.
    pub non_pod: bool,
    /// A dynamic class: it declares or inherits virtual functions, so
    /// its objects hold a vtable pointer at offset 0 (their own, or the
    /// primary base's: the first dynamic base), as the Itanium ABI lays
    /// them out. Never a union.
    pub dynamic: bool,
    /// Non-trivial for the purposes of calls (Itanium C++ ABI 3.1.2.3:
    /// a non-trivial copy or move constructor or destructor, or a base or
    /// member that is): passed to a device function by the address of
    /// the caller's temporary, which the callee uses as its parameter and
    /// the caller destroys (sema decides, `class.rs`).
    pub indirect_abi: bool,
    /// Declared in a library header (cudac's, the host's, the toolkit's):
    /// left out of the `$_N` numbering of unnamed classes, which clang
    /// gives in the order it mangles them, and headers' are never mangled
    /// in practice.
    pub from_library: bool,
}

/// A template argument, resolved.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TArg {
    Type(TypeId),
    /// A non-type argument: its value and type.
    Value(i128, TypeId),
    /// The arguments of a parameter pack.
    Pack(Vec<TArg>),
    /// In a pattern only: arguments from one on that expand a pack whose
    /// length is not known yet onto parameters that are no packs, as
    /// written (`TM<Args...>` for `template <class A, class B, class C =
    /// int> struct TM` is `TM<Spread[Args]>`; which parameters they fill
    /// is known once `Args` is). Mangled as written (`2TMIDpT0_E`, as
    /// nvcc); deduction spreads the argument list against it.
    Spread(Vec<TArg>),
    /// A class or alias template, for a template template parameter.
    Template(TemplateName),
    /// A function, for a non-type parameter of function pointer type
    /// (`template <float (*R)(float)>`, given `warpSum`).
    Func(FuncArg),
    /// A value that depends on template parameters (`is_float<T>::value`
    /// in `enable_if<is_float<T>::value>`): only in templates' signatures.
    Dep(DepExpr),
}

/// A value-dependent expression in a template's signature, kept as
/// written so it mangles as nvcc writes it (`X sr 8is_floatIT_E E 5value
/// E`); never evaluated.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum DepExpr {
    /// `Scope::name` for a dependent scope (a template parameter or a
    /// specialisation naming one).
    Member(TypeId, String),
    /// A unary operator: its Itanium code (`nt` for `!`).
    Unary(&'static str, Box<DepExpr>),
    /// A binary operator: its Itanium code (`aa`, `eq`, `lt`, …).
    Binary(&'static str, Box<DepExpr>, Box<DepExpr>),
    /// An integer (or bool) literal of a type.
    Lit(i128, TypeId),
    /// `sizeof(T)` of a dependent type.
    Sizeof(TypeId),
    /// The function's parameter `i` in a `decltype` of its signature
    /// (`fp_`, `fp0_`, …).
    FnParam(u32),
    /// The template's value parameter `i` used as a value (`T_`, …).
    TemplateParam(u32),
    /// `sizeof...(P)` of the template's parameter pack `i` (`sZ T_`).
    SizeofPack(u32),
    /// `T(args)` or a C-style cast to a type (`cv <type> …`).
    Construct(TypeId, Vec<DepExpr>),
    /// `T{args}` (`tl <type> … E`).
    BracedConstruct(TypeId, Vec<DepExpr>),
    /// A named cast (`sc`, `rc`, `cc`, `dc`) to a type.
    Cast(&'static str, TypeId, Box<DepExpr>),
    /// A call of a function named but not resolved (`cl 1f … E`).
    Call(String, Vec<DepExpr>),
    /// `sizeof(e)` of a dependent expression.
    SizeofExpr(Box<DepExpr>),
    /// `e.name` (`dt`) or `e->name` (`pt`).
    Access(bool, Box<DepExpr>, String),
    /// A variable template's specialisation for dependent arguments
    /// (`is_int_v<T>`, `ns::v<T>`): the template's own symbol (`_ZN2ns1vE`),
    /// its qualified name and the arguments.
    VarTemplate(String, String, Vec<TArg>),
}

/// A function named as a template argument: sema's id, its symbol (what
/// the mangling writes) and its name (what diagnostics show).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct FuncArg {
    pub id: u32,
    pub symbol: String,
    pub name: String,
    /// The function's encoding (scope, name, parameters, template
    /// arguments), from which the mangling writes it sharing the
    /// enclosing name's substitutions, as the ABI requires; `None` where
    /// sema kept none (the symbol is then written as is). A function
    /// with internal linkage has nvcc's `_INTERNAL` namespace
    /// (`sema::nvcc_names::INTERNAL_NAMESPACE`) outermost in its scope.
    pub encoding: Option<LocalScope>,
    /// For a parameter of reference-to-function type (`template <float
    /// (&op)(float)>`): the argument is the function itself, not its
    /// address, and mangles as `L <encoding> E` (no `ad`).
    pub by_reference: bool,
}

/// A template named as a template argument: sema's id, and the scope and
/// name mangling and diagnostics write.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TemplateName {
    pub id: u32,
    pub scope: Vec<PathSeg>,
    pub name: String,
}

/// An enumeration: nominal like a record, represented by its underlying
/// integer type.
#[derive(Clone, Debug)]
pub struct Enum {
    pub name: String,
    /// The enclosing namespaces and classes (empty at global scope).
    pub scope: Vec<PathSeg>,
    /// The integer type values are stored as (`int` unless fixed with
    /// `: T`, or widened to hold every enumerator).
    pub underlying: TypeId,
    /// What an unscoped enumeration without a fixed underlying type
    /// promotes to ([conv.prom]/3: the first of int, unsigned int, long,
    /// … that holds its values, which may be narrower in signedness than
    /// `underlying`: `enum {A, B}` is stored as `unsigned int`, as clang
    /// and gcc do, but promotes to `int`). `None`: as `underlying` does.
    pub promotes_to: Option<TypeId>,
    /// `enum class`/`enum struct`: no implicit conversions, enumerators
    /// only reachable as `E::A`.
    pub scoped: bool,
    pub enumerators: Vec<(String, i128)>,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TypeKind {
    Void,
    Bool,
    Int(IntKind),
    Float(FloatKind),
    /// `nullptr_t`
    Nullptr,
    Pointer(TypeId),
    LValueRef(TypeId),
    RValueRef(TypeId),
    /// `T[n]`; `None` for `T[]`.
    Array(TypeId, Option<u64>),
    /// `nothrow`: a `noexcept` function type (C++17 [except.spec]p2:
    /// part of the type, so `void() noexcept` and `void()` differ, and
    /// a pointer to the first converts to a pointer to the second).
    Function {
        ret: TypeId,
        params: Vec<TypeId>,
        variadic: bool,
        nothrow: bool,
    },
    /// Index into `TypeGraph::records`.
    Record(u32),
    /// Index into `TypeGraph::enums`.
    Enum(u32),
    /// cv-qualified version of an unqualified type.
    Qualified(TypeId, Cv),
    /// The `auto` of a deduced return type in a function template's
    /// signature (mangled `Da`): never the type of a value.
    Auto,
    /// A pointer to member of class `.0` of type `.1`: a data member (an
    /// object type; the member's byte offset as `i64`, -1 for null) or a
    /// member function (a function type without `this`, const-qualified
    /// for a const member function; Itanium's `{ptr, adj}` pair, `ptr`
    /// odd for a virtual function: 1 + its vtable offset).
    MemberPointer(TypeId, TypeId),
}

#[derive(Debug)]
pub struct TypeGraph {
    nodes: Vec<TypeKind>,
    intern: HashMap<TypeKind, TypeId>,
    pub records: Vec<Record>,
    pub enums: Vec<Enum>,
    /// Record id → its `TypeId`.
    record_types: Vec<TypeId>,
    /// Record sizes and LLVM alignments already computed (so nested
    /// records cost linear time); cleared by `record_mut`.
    layout_memo: layout::Memo,
    /// Functions with local classes or lambdas (`PathSeg::Local`).
    pub local_scopes: Vec<LocalScope>,
}

impl Default for TypeGraph {
    fn default() -> Self {
        TypeGraph::new()
    }
}

impl TypeGraph {
    pub fn new() -> TypeGraph {
        TypeGraph {
            nodes: Vec::new(),
            intern: HashMap::new(),
            records: Vec::new(),
            enums: Vec::new(),
            record_types: Vec::new(),
            local_scopes: Vec::new(),
            layout_memo: layout::Memo::default(),
        }
    }

    fn intern(&mut self, k: TypeKind) -> TypeId {
        if let Some(&id) = self.intern.get(&k) {
            return id;
        }
        let id = TypeId(self.nodes.len() as u32);
        self.nodes.push(k.clone());
        self.intern.insert(k, id);
        id
    }

    pub fn kind(&self, t: TypeId) -> &TypeKind {
        &self.nodes[t.0 as usize]
    }

    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    // ---- constructors ----
    pub fn void(&mut self) -> TypeId {
        self.intern(TypeKind::Void)
    }
    pub fn auto(&mut self) -> TypeId {
        self.intern(TypeKind::Auto)
    }
    pub fn bool(&mut self) -> TypeId {
        self.intern(TypeKind::Bool)
    }
    pub fn int(&mut self, k: IntKind) -> TypeId {
        self.intern(TypeKind::Int(k))
    }
    pub fn float(&mut self, k: FloatKind) -> TypeId {
        self.intern(TypeKind::Float(k))
    }
    pub fn member_pointer(&mut self, class: TypeId, member: TypeId) -> TypeId {
        self.intern(TypeKind::MemberPointer(class, member))
    }
    /// A pointer to member: its class and member type.
    pub fn member_pointer_parts(&self, t: TypeId) -> Option<(TypeId, TypeId)> {
        match self.ukind(t) {
            TypeKind::MemberPointer(c, m) => Some((*c, *m)),
            _ => None,
        }
    }
    /// A pointer to a member function (not a data member).
    pub fn is_member_fn_pointer(&self, t: TypeId) -> bool {
        self.member_pointer_parts(t)
            .is_some_and(|(_, m)| self.is_function(self.unqual(m)))
    }
    pub fn nullptr(&mut self) -> TypeId {
        self.intern(TypeKind::Nullptr)
    }
    pub fn pointer(&mut self, to: TypeId) -> TypeId {
        let to = self.unqual_function(to);
        self.intern(TypeKind::Pointer(to))
    }
    pub fn lvalue_ref(&mut self, to: TypeId) -> TypeId {
        let to = self.unqual_function(to);
        self.intern(TypeKind::LValueRef(to))
    }
    pub fn rvalue_ref(&mut self, to: TypeId) -> TypeId {
        let to = self.unqual_function(to);
        self.intern(TypeKind::RValueRef(to))
    }
    /// `t` without qualifiers when it is a function type: `const T &`
    /// with `T` a function type is a reference to the function
    /// ([dcl.fct]p7: the qualifiers are ignored).
    fn unqual_function(&self, t: TypeId) -> TypeId {
        match self.kind(t) {
            TypeKind::Qualified(b, _) if matches!(self.kind(*b), TypeKind::Function { .. }) => *b,
            _ => t,
        }
    }
    /// Whether `t` is an rvalue reference type (`T&&`).
    pub fn is_rvalue_ref(&self, t: TypeId) -> bool {
        matches!(self.ukind(t), TypeKind::RValueRef(_))
    }
    pub fn array(&mut self, elem: TypeId, len: Option<u64>) -> TypeId {
        self.intern(TypeKind::Array(elem, len))
    }
    pub fn function(&mut self, ret: TypeId, params: Vec<TypeId>, variadic: bool) -> TypeId {
        self.intern(TypeKind::Function {
            ret,
            params,
            variadic,
            nothrow: false,
        })
    }
    /// Function type `t` (possibly cv-qualified, as a member function's)
    /// with its `noexcept` set to `nothrow`; other types unchanged.
    pub fn with_nothrow(&mut self, t: TypeId, nothrow: bool) -> TypeId {
        match self.kind(t).clone() {
            TypeKind::Qualified(b, cv) => {
                let b2 = self.with_nothrow(b, nothrow);
                if b2 == b {
                    t
                } else {
                    self.qualified(b2, cv)
                }
            }
            TypeKind::Function {
                ret,
                params,
                variadic,
                nothrow: n,
            } if n != nothrow => self.intern(TypeKind::Function {
                ret,
                params,
                variadic,
                nothrow,
            }),
            _ => t,
        }
    }
    /// Whether `t` is a `noexcept` function type.
    pub fn is_nothrow_function(&self, t: TypeId) -> bool {
        matches!(self.ukind(t), TypeKind::Function { nothrow: true, .. })
    }
    /// `p`, a pointer (or pointer to member) to a `noexcept` function,
    /// as the pointer to the plain function it converts to ([conv.fctptr]);
    /// `None` for any other type.
    pub fn drop_pointee_nothrow(&mut self, p: TypeId) -> Option<TypeId> {
        match self.ukind(p).clone() {
            TypeKind::Pointer(f) if self.is_nothrow_function(f) => {
                let g = self.with_nothrow(f, false);
                Some(self.pointer(g))
            }
            TypeKind::MemberPointer(c, f) if self.is_nothrow_function(f) => {
                let g = self.with_nothrow(f, false);
                Some(self.member_pointer(c, g))
            }
            _ => None,
        }
    }

    /// `t` with `cv` added (merging with any qualifiers `t` already has).
    /// Qualifiers on arrays apply to the element type, as in C++.
    pub fn qualified(&mut self, t: TypeId, mut cv: Cv) -> TypeId {
        if matches!(
            self.kind(t),
            TypeKind::LValueRef(_) | TypeKind::RValueRef(_)
        ) {
            // `const T` with `T` a reference type is `T` ([dcl.ref]p1).
            // (A qualified function type is a member function's type:
            // a reference or pointer to it drops the qualifiers instead.)
            cv.is_const = false;
            cv.is_volatile = false;
        }
        if cv.is_empty() {
            return t;
        }
        match self.kind(t).clone() {
            TypeKind::Qualified(base, old) => self.intern(TypeKind::Qualified(base, old.union(cv))),
            TypeKind::Array(elem, n) => {
                let e = self.qualified(elem, cv);
                self.array(e, n)
            }
            _ => self.intern(TypeKind::Qualified(t, cv)),
        }
    }

    /// A new, incomplete record type.
    /// Whether `t` mentions the placeholder of a template parameter pack
    /// (so, written as a template argument, it is a pack expansion).
    pub fn mentions_pack_param(&self, t: TypeId) -> bool {
        match self.kind(t) {
            TypeKind::Record(i) => {
                let r = &self.records[*i as usize];
                r.param_pack
                    || r.template.as_ref().is_some_and(|(_, args)| {
                        let mut stack: Vec<&TArg> = args.iter().collect();
                        while let Some(a) = stack.pop() {
                            match a {
                                TArg::Type(x) if self.mentions_pack_param(*x) => return true,
                                TArg::Pack(xs) | TArg::Spread(xs) => stack.extend(xs),
                                _ => {}
                            }
                        }
                        false
                    })
            }
            TypeKind::Pointer(p)
            | TypeKind::LValueRef(p)
            | TypeKind::RValueRef(p)
            | TypeKind::Array(p, _)
            | TypeKind::Qualified(p, _) => self.mentions_pack_param(*p),
            TypeKind::Function { ret, params, .. } => {
                self.mentions_pack_param(*ret)
                    || params.iter().any(|p| self.mentions_pack_param(*p))
            }
            _ => false,
        }
    }

    pub fn new_record(&mut self, name: String, is_union: bool) -> TypeId {
        let idx = self.records.len() as u32;
        self.records.push(Record {
            name,
            scope: Vec::new(),
            is_union,
            fields: None,
            align: None,
            packed: false,
            max_field_align: None,
            template: None,
            param_index: None,
            dependent_member: false,
            decltype: None,
            underlying_of: None,
            param_pack: false,
            param_depth: 0,
            local_disc: 0,
            closure: None,
            bases: Vec::new(),
            virtual_bases: Vec::new(),
            virtual_positions: Vec::new(),
            non_pod: false,
            dynamic: false,
            indirect_abi: false,
            from_library: false,
        });
        // Records are nominal: never interned by content, always a fresh node.
        let id = TypeId(self.nodes.len() as u32);
        self.nodes.push(TypeKind::Record(idx));
        self.record_types.push(id);
        id
    }

    /// A new enumeration over `underlying` (enumerators added by the
    /// caller through `enum_mut`).
    pub fn new_enum(&mut self, name: String, underlying: TypeId, scoped: bool) -> TypeId {
        let idx = self.enums.len() as u32;
        self.enums.push(Enum {
            name,
            scope: Vec::new(),
            underlying,
            promotes_to: None,
            scoped,
            enumerators: Vec::new(),
        });
        let id = TypeId(self.nodes.len() as u32);
        self.nodes.push(TypeKind::Enum(idx));
        id
    }

    pub fn enum_info(&self, t: TypeId) -> Option<&Enum> {
        match self.ukind(t) {
            TypeKind::Enum(i) => Some(&self.enums[*i as usize]),
            _ => None,
        }
    }

    pub fn enum_mut(&mut self, t: TypeId) -> Option<&mut Enum> {
        match *self.ukind(t) {
            TypeKind::Enum(i) => Some(&mut self.enums[i as usize]),
            _ => None,
        }
    }

    pub fn is_record(&self, t: TypeId) -> bool {
        matches!(self.ukind(t), TypeKind::Record(_))
    }

    /// A dynamic class (`Record::dynamic`): its objects hold a vtable
    /// pointer at offset 0.
    pub fn is_dynamic(&self, t: TypeId) -> bool {
        self.record(t).is_some_and(|r| r.dynamic)
    }

    pub fn is_enum(&self, t: TypeId) -> bool {
        matches!(self.ukind(t), TypeKind::Enum(_))
    }

    /// `enum class`: no implicit conversions, no arithmetic.
    pub fn is_scoped_enum(&self, t: TypeId) -> bool {
        self.enum_info(t).is_some_and(|e| e.scoped)
    }

    /// A type whose values are integers: integral types and every
    /// enumeration, scoped or not (constant folding, bit-fields).
    pub fn is_integer_valued(&self, t: TypeId) -> bool {
        self.is_integral(t) || self.is_enum(t)
    }

    /// The `TypeId` of record number `i`.
    pub fn record_type(&self, i: u32) -> TypeId {
        self.record_types[i as usize]
    }

    /// The record function type `f` returns through a pointer to the
    /// caller's object (Itanium C++ ABI 3.1.3.1, as nvcc does it: the
    /// pointer is the first parameter, before `this`), for a record that
    /// is non-trivial for calls: the callee builds the result in place,
    /// so the object the caller sees is the one constructed.
    pub fn indirect_return(&self, f: TypeId) -> Option<TypeId> {
        match self.ukind(f) {
            TypeKind::Function { ret, .. } => self
                .record(*ret)
                .is_some_and(|r| r.indirect_abi)
                .then_some(*ret),
            _ => None,
        }
    }

    pub fn record(&self, t: TypeId) -> Option<&Record> {
        match self.kind(self.unqual(t)) {
            TypeKind::Record(i) => Some(&self.records[*i as usize]),
            _ => None,
        }
    }

    /// The path of record `t`'s members (its scope, then itself), as
    /// mangling names them.
    pub fn member_path(&self, t: TypeId) -> Vec<PathSeg> {
        let mut path = self.record(t).map(|r| r.scope.clone()).unwrap_or_default();
        path.push(PathSeg::Record(t));
        path
    }

    pub fn record_mut(&mut self, t: TypeId) -> Option<&mut Record> {
        self.layout_memo.clear();
        match *self.kind(self.unqual(t)) {
            TypeKind::Record(i) => Some(&mut self.records[i as usize]),
            _ => None,
        }
    }

    // ---- queries ----
    /// The type without top-level cv-qualifiers.
    pub fn unqual(&self, t: TypeId) -> TypeId {
        match self.kind(t) {
            TypeKind::Qualified(b, _) => *b,
            _ => t,
        }
    }

    /// `t` without qualifiers, including those of an array's elements
    /// (`const int[4]` → `int[4]`): what reference binding compares.
    pub fn unqual_deep(&mut self, t: TypeId) -> TypeId {
        let t = self.unqual(t);
        match *self.kind(t) {
            TypeKind::Array(e, n) => {
                let e = self.unqual_deep(e);
                self.array(e, n)
            }
            _ => t,
        }
    }

    pub fn cv(&self, t: TypeId) -> Cv {
        match self.kind(t) {
            TypeKind::Qualified(_, cv) => *cv,
            TypeKind::Array(e, _) => self.cv(*e),
            _ => Cv::NONE,
        }
    }

    /// The kind with top-level qualifiers looked through.
    pub fn ukind(&self, t: TypeId) -> &TypeKind {
        self.kind(self.unqual(t))
    }

    pub fn is_void(&self, t: TypeId) -> bool {
        matches!(self.ukind(t), TypeKind::Void)
    }
    /// `std::nullptr_t` (cv-qualified or not).
    pub fn is_nullptr(&self, t: TypeId) -> bool {
        matches!(self.ukind(t), TypeKind::Nullptr)
    }
    pub fn is_bool(&self, t: TypeId) -> bool {
        matches!(self.ukind(t), TypeKind::Bool)
    }
    /// The integer kind of an integer type, or of an enumeration's
    /// underlying type (its width and signedness in codegen).
    pub fn int_kind(&self, t: TypeId) -> Option<IntKind> {
        match self.ukind(t) {
            TypeKind::Int(k) => Some(*k),
            TypeKind::Enum(i) => self.int_kind(self.enums[*i as usize].underlying),
            _ => None,
        }
    }
    pub fn float_kind(&self, t: TypeId) -> Option<FloatKind> {
        match self.ukind(t) {
            TypeKind::Float(k) => Some(*k),
            _ => None,
        }
    }
    /// bool, all integer types, and unscoped enumerations (which C++
    /// accepts wherever it asks for "integral or unscoped enumeration type":
    /// array bounds, shifts, subscripts, switch, arithmetic after promotion).
    pub fn is_integral(&self, t: TypeId) -> bool {
        match self.ukind(t) {
            TypeKind::Int(_) | TypeKind::Bool => true,
            TypeKind::Enum(i) => !self.enums[*i as usize].scoped,
            _ => false,
        }
    }
    pub fn is_floating(&self, t: TypeId) -> bool {
        matches!(self.ukind(t), TypeKind::Float(_))
    }
    pub fn is_arithmetic(&self, t: TypeId) -> bool {
        self.is_integral(t) || self.is_floating(t)
    }
    pub fn pointee(&self, t: TypeId) -> Option<TypeId> {
        match self.ukind(t) {
            TypeKind::Pointer(p) => Some(*p),
            _ => None,
        }
    }
    pub fn is_pointer(&self, t: TypeId) -> bool {
        self.pointee(t).is_some()
    }
    /// Whether an object of type `t` has a `mutable` member somewhere
    /// (in a member, an element, a base): a const one may still change.
    pub fn has_mutable_member(&self, t: TypeId) -> bool {
        match self.ukind(t) {
            TypeKind::Array(e, _) => self.has_mutable_member(*e),
            TypeKind::Record(_) => {
                self.record(t)
                    .and_then(|r| r.fields.as_ref())
                    .is_some_and(|fs| {
                        fs.iter()
                            .any(|f| f.mutable || self.has_mutable_member(f.ty))
                    })
            }
            _ => false,
        }
    }
    pub fn is_scalar(&self, t: TypeId) -> bool {
        self.is_arithmetic(t)
            || matches!(
                self.ukind(t),
                TypeKind::Pointer(_) | TypeKind::Nullptr | TypeKind::MemberPointer(..)
            )
    }
    pub fn array_elem(&self, t: TypeId) -> Option<(TypeId, Option<u64>)> {
        match self.ukind(t) {
            TypeKind::Array(e, n) => Some((*e, *n)),
            _ => None,
        }
    }
    /// The unqualified element type of `t` through nested arrays (`t`
    /// itself, unqualified, when it is no array).
    pub fn innermost_elem(&self, t: TypeId) -> TypeId {
        let mut t = self.unqual(t);
        while let Some((e, _)) = self.array_elem(t) {
            t = self.unqual(e);
        }
        t
    }
    pub fn is_function(&self, t: TypeId) -> bool {
        matches!(self.ukind(t), TypeKind::Function { .. })
    }
    /// The referenced type of a reference type.
    pub fn referee(&self, t: TypeId) -> Option<TypeId> {
        match self.ukind(t) {
            TypeKind::LValueRef(r) | TypeKind::RValueRef(r) => Some(*r),
            _ => None,
        }
    }

    /// A complete object type has a size: not void, function, `T[]` or an
    /// undefined record.
    pub fn is_complete(&self, t: TypeId) -> bool {
        match self.ukind(t) {
            TypeKind::Void | TypeKind::Function { .. } => false,
            TypeKind::Array(e, n) => n.is_some() && self.is_complete(*e),
            TypeKind::Record(i) => self.records[*i as usize].fields.is_some(),
            _ => true,
        }
    }

    /// Whether `t` names a local class or closure type (or is built
    /// from one): what it names has no linkage beyond this translation
    /// unit.
    pub fn is_local(&self, t: TypeId) -> bool {
        match self.kind(t) {
            TypeKind::Pointer(p)
            | TypeKind::LValueRef(p)
            | TypeKind::RValueRef(p)
            | TypeKind::Qualified(p, _)
            | TypeKind::Array(p, _) => self.is_local(*p),
            TypeKind::Record(i) => {
                let r = &self.records[*i as usize];
                r.scope.iter().any(|s| match s {
                    PathSeg::Local(i) => !self.local_scopes[*i as usize].vague,
                    PathSeg::Record(o) => self.is_local(*o),
                    _ => false,
                }) || r
                    .template
                    .as_ref()
                    .is_some_and(|(_, args)| args.iter().any(|a| self.is_local_arg(a)))
            }
            _ => false,
        }
    }

    pub fn is_local_arg(&self, a: &TArg) -> bool {
        match a {
            TArg::Type(t) => self.is_local(*t),
            TArg::Value(..) | TArg::Func(_) | TArg::Dep(_) => false,
            TArg::Pack(items) | TArg::Spread(items) => items.iter().any(|a| self.is_local_arg(a)),
            TArg::Template(n) => n.scope.iter().any(|s| matches!(s, PathSeg::Local(_))),
        }
    }

    /// Whether `a` and `b`, types in the signatures of two function
    /// templates, are the same once each template's type parameters are
    /// identified by position (`T *` of one is `U *` of the other):
    /// whether the templates' signatures are equivalent.
    pub fn same_modulo_params(&self, a: TypeId, b: TypeId) -> bool {
        if a == b {
            return true;
        }
        match (self.kind(a), self.kind(b)) {
            (TypeKind::Pointer(x), TypeKind::Pointer(y))
            | (TypeKind::LValueRef(x), TypeKind::LValueRef(y))
            | (TypeKind::RValueRef(x), TypeKind::RValueRef(y)) => self.same_modulo_params(*x, *y),
            (TypeKind::Array(x, n), TypeKind::Array(y, m)) => {
                n == m && self.same_modulo_params(*x, *y)
            }
            (TypeKind::Qualified(x, c), TypeKind::Qualified(y, d)) => {
                c == d && self.same_modulo_params(*x, *y)
            }
            (
                TypeKind::Function {
                    ret: r,
                    params: p,
                    variadic: v,
                    nothrow: n,
                },
                TypeKind::Function {
                    ret: s,
                    params: q,
                    variadic: w,
                    nothrow: m,
                },
            ) => {
                v == w
                    && n == m
                    && p.len() == q.len()
                    && self.same_modulo_params(*r, *s)
                    && p.iter()
                        .zip(q)
                        .all(|(x, y)| self.same_modulo_params(*x, *y))
            }
            (TypeKind::Record(_), TypeKind::Record(_)) => {
                let (Some(r), Some(s)) = (self.record(a), self.record(b)) else {
                    return false;
                };
                match (r.param_index, s.param_index) {
                    // A template template parameter's specialisation
                    // (`TT<int>`) is the same only with the same arguments.
                    (Some(i), Some(j)) => {
                        i == j
                            && r.param_pack == s.param_pack
                            && match (&r.template, &s.template) {
                                (None, None) => true,
                                (Some((_, x)), Some((_, y))) => {
                                    x.len() == y.len()
                                        && x.iter()
                                            .zip(y)
                                            .all(|(x, y)| self.same_arg_modulo_params(x, y))
                                }
                                _ => false,
                            }
                    }
                    // `typename X<T>::type` of two declarations: the same
                    // member of the same dependent scope.
                    (None, None) if r.dependent_member && s.dependent_member => {
                        r.name == s.name
                            && r.decltype.is_none()
                            && s.decltype.is_none()
                            && match (r.scope.last(), s.scope.last()) {
                                (Some(PathSeg::Record(x)), Some(PathSeg::Record(y))) => {
                                    self.same_modulo_params(*x, *y)
                                }
                                _ => false,
                            }
                    }
                    (None, None) => match (&r.template, &s.template) {
                        (Some((t, x)), Some((u, y))) => {
                            t == u
                                && x.len() == y.len()
                                && x.iter()
                                    .zip(y)
                                    .all(|(x, y)| self.same_arg_modulo_params(x, y))
                        }
                        _ => false,
                    },
                    _ => false,
                }
            }
            _ => false,
        }
    }

    fn same_arg_modulo_params(&self, a: &TArg, b: &TArg) -> bool {
        match (a, b) {
            (TArg::Type(x), TArg::Type(y)) => self.same_modulo_params(*x, *y),
            (TArg::Pack(x), TArg::Pack(y)) | (TArg::Spread(x), TArg::Spread(y)) => {
                x.len() == y.len()
                    && x.iter()
                        .zip(y)
                        .all(|(x, y)| self.same_arg_modulo_params(x, y))
            }
            (TArg::Dep(x), TArg::Dep(y)) => self.same_dep_modulo_params(x, y),
            _ => a == b,
        }
    }

    /// `same_modulo_params` for value-dependent expressions: the same
    /// expression, its types and arguments up to the parameters' names
    /// (two declarations of one template have placeholders of their own).
    fn same_dep_modulo_params(&self, a: &DepExpr, b: &DepExpr) -> bool {
        let ty = |x: &TypeId, y: &TypeId| self.same_modulo_params(*x, *y);
        let all = |xs: &[DepExpr], ys: &[DepExpr]| {
            xs.len() == ys.len()
                && xs
                    .iter()
                    .zip(ys)
                    .all(|(x, y)| self.same_dep_modulo_params(x, y))
        };
        match (a, b) {
            (DepExpr::Member(t, n), DepExpr::Member(u, m)) => n == m && ty(t, u),
            (DepExpr::Unary(o, x), DepExpr::Unary(p, y)) => {
                o == p && self.same_dep_modulo_params(x, y)
            }
            (DepExpr::Binary(o, x1, x2), DepExpr::Binary(p, y1, y2)) => {
                o == p && self.same_dep_modulo_params(x1, y1) && self.same_dep_modulo_params(x2, y2)
            }
            (DepExpr::Lit(v, t), DepExpr::Lit(w, u)) => v == w && ty(t, u),
            (DepExpr::Sizeof(t), DepExpr::Sizeof(u)) => ty(t, u),
            (DepExpr::Construct(t, xs), DepExpr::Construct(u, ys))
            | (DepExpr::BracedConstruct(t, xs), DepExpr::BracedConstruct(u, ys)) => {
                ty(t, u) && all(xs, ys)
            }
            (DepExpr::Cast(c, t, x), DepExpr::Cast(d, u, y)) => {
                c == d && ty(t, u) && self.same_dep_modulo_params(x, y)
            }
            (DepExpr::Call(n, xs), DepExpr::Call(m, ys)) => n == m && all(xs, ys),
            (DepExpr::SizeofExpr(x), DepExpr::SizeofExpr(y)) => self.same_dep_modulo_params(x, y),
            (DepExpr::Access(p, x, n), DepExpr::Access(q, y, m)) => {
                p == q && n == m && self.same_dep_modulo_params(x, y)
            }
            (DepExpr::VarTemplate(s, _, xs), DepExpr::VarTemplate(t, _, ys)) => {
                s == t
                    && xs.len() == ys.len()
                    && xs
                        .iter()
                        .zip(ys)
                        .all(|(x, y)| self.same_arg_modulo_params(x, y))
            }
            _ => a == b,
        }
    }
}

#[cfg(test)]
mod tests;
