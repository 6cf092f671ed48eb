//! The syntax tree of one translation unit, as `syntax` lowers it from
//! tree-sitter and `sema` consumes it.
//!
//! Input: built only by `syntax::parse`.
//! Output: read by `sema::check`.
//! Invariants: every node carries a `Span` in an original file (never in the
//! preprocessed text); names are plain strings; no types are resolved here
//! (a `TypeExpr` is what was written). A host-only function body with
//! syntax errors is not lowered (`FunctionDef::body` is `Body::Skipped`).

use crate::source::Span;

pub mod names;
mod vexing;

#[derive(Clone, Debug)]
pub struct Ident {
    pub name: String,
    pub span: Span,
    /// Template arguments written after the name (`Vec<float>`,
    /// `f<256>`); `None` when there is no `<…>`.
    pub args: Option<Vec<TemplateArg>>,
    /// A `decltype(e)` written as a nested-name-specifier
    /// (`decltype(x)::value`, `typename decltype(f())::type`): this
    /// segment is that type, not a name (`name` keeps its spelling for
    /// diagnostics).
    pub decltype: Option<Box<TypeExpr>>,
}

impl Ident {
    pub fn new(name: impl Into<String>, span: Span) -> Ident {
        Ident {
            name: name.into(),
            span,
            args: None,
            decltype: None,
        }
    }
}

/// One template argument as written. A lone name parses either way
/// (`f<T>` and `f<N>` look alike): sema decides by what the name is.
#[derive(Clone, Debug)]
pub enum TemplateArg {
    Type(TypeExpr),
    Expr(Expr),
    /// `pattern...`: the pattern once per element of the packs it names.
    Expansion(Box<TemplateArg>),
}

/// A template parameter: `typename T`, `int N = 4`, `class... Ts`,
/// `template <class> class C`.
#[derive(Clone, Debug)]
pub struct TemplateParam {
    pub name: Option<Ident>,
    pub kind: TemplateParamKind,
    /// A parameter pack (`typename... Ts`).
    pub pack: bool,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub enum TemplateParamKind {
    Type {
        default: Option<TypeExpr>,
    },
    Value {
        ty: TypeExpr,
        default: Option<Expr>,
    },
    /// A template template parameter (its own parameters are not kept:
    /// only their count matters to matching, and that is checked on use).
    Template {
        default: Option<Vec<Ident>>,
    },
}

#[derive(Clone, Debug, Default)]
pub struct TranslationUnit {
    pub items: Vec<Item>,
    /// Kernels launched (`k<<<…>>>(…)`) in host function bodies that
    /// were not lowered (`Body::Skipped`): the callee as written.
    pub host_launches: Vec<HostLaunch>,
    /// `__shared__` attributes in host function bodies (where the lowering
    /// diagnoses nothing): sema reports them (`cuda::check_host_shared`).
    pub host_shared_locals: Vec<crate::source::Span>,
    /// The files of cudac's own headers (`<cudac>/…`) and of the host's
    /// C and C++ libraries: their inline functions are checked only when
    /// used.
    pub library_files: Vec<crate::source::FileId>,
    /// The host's library files among them (`--host-headers`): what
    /// cudac cannot compile there is an error only where device code
    /// uses it (`sema/library.rs`).
    pub host_library_files: Vec<crate::source::FileId>,
    /// The host compiler's own library files among those (libstdc++,
    /// libc): host code that launches no kernel of its own.
    pub host_std_files: Vec<crate::source::FileId>,
}

/// `name<<<…>>>(…)` in host code.
#[derive(Clone, Debug)]
pub struct HostLaunch {
    /// The callee's name, qualified as written (`ns::fill`).
    pub name: Vec<Ident>,
    /// The template arguments written (`fill<float><<<…>>>`), lowered.
    pub args: Option<Vec<TemplateArg>>,
    pub span: Span,
}

// Items and conditions are built once per declaration and moved, never
// copied in bulk: boxing the large variants would only add indirection.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug)]
pub enum Item {
    Function(FunctionDef),
    /// One declaration statement at namespace scope: `__device__ int a, b[4];`
    Vars(Vec<VarDecl>),
    Typedef(TypedefDecl),
    /// `struct S { ... };` on its own (the definition is in the `TypeExpr`).
    Record(RecordDef),
    Enum(EnumDef),
    /// `extern "C" { ... }` or `extern "C" int f();` — items inside have
    /// `extern_c` set already; kept as a group for `--emit=ast`.
    LinkageSpec {
        items: Vec<Item>,
        span: Span,
    },
    /// `namespace a { … }` (`name: None` for the anonymous namespace);
    /// `namespace a::b { … }` arrives as two nested items.
    Namespace {
        name: Option<Ident>,
        inline: bool,
        items: Vec<Item>,
        span: Span,
    },
    Using(Using, Span),
    /// `static_assert(cond, "msg");` at namespace scope.
    StaticAssert {
        cond: Expr,
        message: Option<String>,
        span: Span,
    },
    /// `template <params> item` (`params` empty for an explicit
    /// specialisation `template <> …`).
    Template {
        params: Vec<TemplateParam>,
        item: Box<Item>,
        span: Span,
    },
    /// `template __global__ void k<256>(float*);`,
    /// `template struct Vec<float>;`: an explicit instantiation
    /// (`is_extern`: a declaration, `extern template …;`, which promises
    /// the definition is another translation unit's).
    Instantiation {
        item: Box<Item>,
        span: Span,
        is_extern: bool,
    },
    /// A `#pragma` that survived preprocessing at file scope (ignored).
    Pragma {
        text: String,
        span: Span,
    },
    /// A construct the front end does not support yet (templates, …). Sema
    /// reports it only if device code uses it; `what` names the construct.
    Unsupported {
        what: String,
        span: Span,
    },
}

/// `using` declarations and directives, and namespace aliases. A path's
/// first part is empty for a name qualified from the global namespace
/// (`::a::b`).
#[derive(Clone, Debug)]
pub enum Using {
    /// `using namespace a::b;`
    Directive(Vec<Ident>),
    /// `using a::f;`
    Declaration(Vec<Ident>),
    /// `using Ts::f...;` (C++17): one using-declaration per element of
    /// the pack its qualifier names, in a class template.
    PackDeclaration(Vec<Ident>),
    /// `namespace x = a::b;`
    Alias(Ident, Vec<Ident>),
}

/// `__attribute__((…))` and CUDA keywords, already recognised by name.
#[derive(Clone, Debug, Default)]
pub struct Attributes {
    pub global: bool,
    pub device: bool,
    pub host: bool,
    pub shared: bool,
    pub constant: bool,
    pub managed: bool,
    pub noinline: bool,
    pub forceinline: bool,
    /// `__launch_bounds__(max_threads, min_blocks, max_blocks_per_cluster)`:
    /// the argument expressions as written.
    pub launch_bounds: Option<(Vec<Expr>, Span)>,
    /// `__cluster_dims__(x, y, z)`: the argument expressions as written.
    pub cluster_dims: Option<(Vec<Expr>, Span)>,
    /// `__maxnreg__(n)`: the argument expressions as written.
    pub maxnreg: Option<(Vec<Expr>, Span)>,
    /// `__grid_constant__` on a kernel parameter, and its span.
    pub grid_constant: Option<Span>,
    /// `__attribute__((aligned(n)))` / `__align__(n)` / `alignas(n)`: the
    /// alignment expression as written (the last one wins).
    pub align: Option<Expr>,
    /// `__attribute__((address_space(N)))`: `N` and the attribute's span.
    pub address_space: Option<(u32, Span)>,
    /// `__attribute__((mode(M)))` (glibc's `register_t`): the machine mode
    /// without underscores (`DI`, `word`) and the attribute's span.
    pub mode: Option<(String, Span)>,
    /// Every attribute with its span, including ones not recognised above
    /// (sema warns about unknown ones) — `("global", span)`.
    pub all: Vec<(String, Span)>,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum StorageClass {
    #[default]
    None,
    Static,
    Extern,
    Register,
    ThreadLocal,
}

#[derive(Clone, Debug)]
pub struct FunctionDef {
    pub name: Ident,
    /// The qualifier of an out-of-line definition (`void ns::f() {}`):
    /// `[ns]`; empty when the name is unqualified.
    pub scope: Vec<Ident>,
    pub ret: TypeExpr,
    pub params: Vec<Param>,
    pub variadic: bool,
    pub attrs: Attributes,
    pub storage: StorageClass,
    pub inline: bool,
    pub constexpr: bool,
    /// Declared inside `extern "C"` (or with `extern "C"` on the declaration).
    pub extern_c: bool,
    pub kind: FnKind,
    /// cv- and ref-qualifiers after the parameters (`int get() const &`).
    pub method: MethodQuals,
    /// The exception specification (`noexcept(…)`) after them.
    pub except: ExceptSpec,
    pub explicit: bool,
    pub is_virtual: bool,
    /// `friend` inside a class body.
    pub friend: bool,
    /// A constructor's member initialisers: `: x(a), y{b}`.
    pub inits: Vec<MemberInit>,
    /// `= default` / `= delete`.
    pub special: Option<SpecialDef>,
    pub body: Body,
    /// The body launches a kernel itself (`k<<<…>>>(…)`): a host
    /// function template whose specialisation a call could not determine
    /// may be hiding kernels (sema warns).
    pub launches: bool,
    /// The whole definition / declaration.
    pub span: Span,
}

/// What kind of function a declarator names.
#[derive(Clone, Debug)]
pub enum FnKind {
    /// An ordinary function or member function, including
    /// `operator+` (whose name is spelled `operator+`).
    Normal,
    Constructor,
    /// `~S()`; the name is spelled `~S`.
    Destructor,
    /// `operator T()`; the name is spelled `operator T`.
    Conversion(Box<TypeExpr>),
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MethodQuals {
    pub is_const: bool,
    pub is_volatile: bool,
    /// 0 none, 1 `&`, 2 `&&`.
    pub ref_qual: u8,
}

/// A function's exception specification ([except.spec]) as written.
#[derive(Clone, Debug, Default)]
pub enum ExceptSpec {
    /// None: potentially throwing, except a destructor and a special
    /// member declared implicitly or `= default`, whose specification
    /// follows from the functions they call.
    #[default]
    Unwritten,
    /// `noexcept`, `throw()`.
    NoThrow,
    /// `noexcept(false)`, `throw(X)`.
    Throwing,
    /// `noexcept(e)`: non-throwing when `e`, a constant expression
    /// (dependent in a template), is `true`.
    Computed(Box<Expr>),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SpecialDef {
    Default,
    Delete,
    /// `= 0`: a pure virtual function (no definition needed; its vtable
    /// slot is null, as nvcc leaves it).
    Pure,
}

/// `name(args)` / `name{args}` in a constructor's initialiser list.
#[derive(Clone, Debug)]
pub struct MemberInit {
    pub name: Vec<Ident>,
    pub init: Initializer,
    /// `: Leaf<I, T>(fwd(u))...`: one base initialiser per element of the
    /// packs the name and the initialiser expand.
    pub pack: bool,
    pub span: Span,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Access {
    #[default]
    Public,
    Protected,
    Private,
}

/// A base class: `public Base`.
#[derive(Clone, Debug)]
pub struct BaseSpec {
    pub ty: TypeExpr,
    pub access: Access,
    pub is_virtual: bool,
    /// `Ts...` / `Cs::template rebind<T>...`: one base per element.
    pub pack: bool,
    pub span: Span,
}

// A body is built once per function and moved; boxing the statement
// would only add indirection.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug)]
pub enum Body {
    /// A prototype: `__device__ int f(int);`
    None,
    /// A host-only function's body that was not lowered (it has syntax
    /// errors).
    Skipped(Span),
    /// A definition; always a `StmtKind::Compound`. Shared: a class
    /// template's member bodies are checked once per specialisation that
    /// uses them (`sema`'s lazy members), never copied.
    Stmt(std::sync::Arc<Stmt>),
}

#[derive(Clone, Debug)]
pub struct Param {
    pub name: Option<Ident>,
    pub ty: TypeExpr,
    pub attrs: Attributes,
    pub default: Option<Expr>,
    /// A function parameter pack (`Ts... xs`): one parameter per element.
    pub pack: bool,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub struct VarDecl {
    pub name: Ident,
    pub ty: TypeExpr,
    pub init: Option<Initializer>,
    pub storage: StorageClass,
    pub attrs: Attributes,
    pub constexpr: bool,
    pub extern_c: bool,
    pub span: Span,
    /// A structured binding `auto [a, b] = e;`: the names it binds; `name`
    /// is then the hidden object's (`[a,b]`, which no identifier spells).
    pub bindings: Vec<Ident>,
}

#[derive(Clone, Debug)]
pub enum Initializer {
    /// `= expr`
    Expr(Expr),
    /// `= { a, b, {c} }` or `{ a, b }` (direct-list); elements may be lists.
    List(Vec<Initializer>, Span),
    /// `T x(a, b);`
    Ctor(Vec<Expr>, Span),
    /// `.x = v`, `[2] = v`, `.a.b[1] = v` inside a braced list: the
    /// designators (outermost first) and the initialiser.
    Designated(Vec<Designator>, Box<Initializer>, Span),
}

/// One step of a designated initialiser.
#[derive(Clone, Debug)]
pub enum Designator {
    /// `.name`
    Field(Ident),
    /// `[index]`
    Index(Expr),
}

impl Initializer {
    pub fn span(&self) -> Span {
        match self {
            Initializer::Expr(e) => e.span,
            Initializer::List(_, s)
            | Initializer::Ctor(_, s)
            | Initializer::Designated(_, _, s) => *s,
        }
    }
}

#[derive(Clone, Debug)]
pub struct TypedefDecl {
    pub name: Ident,
    pub ty: TypeExpr,
    /// `typedef T N __attribute__((aligned(n)));`: the alignment asked for.
    pub align: Option<Expr>,
    /// `typedef float v4 __attribute__((vector_size(16)));`: a GNU or
    /// clang vector type (`vector_size`, `ext_vector_type`), which device
    /// code cannot use (nvcc: "is a vector, which is not supported in
    /// device code"): the attribute's name and span.
    pub vector: Option<(String, Span)>,
    pub span: Span,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RecordKind {
    Struct,
    Class,
    Union,
}

#[derive(Clone, Debug)]
pub struct RecordDef {
    pub kind: RecordKind,
    pub name: Option<Ident>,
    /// The scope written before the name (`::cuda::std::` in `template <>
    /// class ::cuda::std::numeric_limits<half_t> {…}`; `""` first for a
    /// leading `::`), empty for a plain name.
    pub qualifier: Vec<Ident>,
    /// `None` for a forward declaration `struct S;`.
    pub fields: Option<Vec<FieldDecl>>,
    /// Everything else the body declares, in order, with its access:
    /// member functions (`Item::Function`, friends included), static data
    /// members (`Item::Vars`), nested types and typedefs, `static_assert`.
    pub members: Vec<(Access, Item)>,
    /// `friend class X;`: the classes granted access.
    pub friend_classes: Vec<Ident>,
    pub bases: Vec<BaseSpec>,
    /// Alignment attributes (`__align__(n)`, `alignas(n)`) on the record.
    pub align: Option<Expr>,
    /// `__attribute__((packed))` on the record.
    pub packed: bool,
    /// `#pragma pack(N)` in effect where the definition starts (bytes).
    pub max_field_align: Option<u64>,
    /// `struct S final { … }`.
    pub is_final: bool,
    pub span: Span,
}

/// `Base::name` after `.` or `->`: the class that declares the member,
/// then its name.
#[derive(Clone, Debug)]
pub struct QualifiedName {
    pub qualifier: Vec<Ident>,
    pub name: Ident,
}

#[derive(Clone, Debug)]
pub struct FieldDecl {
    pub name: Option<Ident>,
    pub ty: TypeExpr,
    pub bit_width: Option<Expr>,
    /// Alignment requested on the member (`alignas(n)`, `__align__(n)`).
    pub align: Option<Expr>,
    /// The default member initialiser (`int x = 1;`, `int y{2};`).
    pub default: Option<Initializer>,
    /// `mutable`: writable through a const object.
    pub mutable: bool,
    pub access: Access,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub struct EnumDef {
    pub name: Option<Ident>,
    pub scoped: bool,
    pub underlying: Option<Box<TypeExpr>>,
    pub enumerators: Vec<(Ident, Option<Expr>)>,
    /// `{…}` present (a definition, possibly empty) rather than a
    /// reference `enum E` or an opaque declaration `enum class E : int;`.
    pub has_body: bool,
    pub span: Span,
}

/// cv-qualifiers and `__restrict__` as written on one level of a type.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Quals {
    pub is_const: bool,
    pub is_volatile: bool,
    pub is_restrict: bool,
    /// `__attribute__((address_space(N)))`: the number as written, with
    /// the attribute's span (sema checks it names a CUDA memory space).
    pub space: Option<(u32, Span)>,
}

impl Quals {
    /// Adds the qualifiers of `o` (a memory space already present stays).
    pub fn merge(&mut self, o: Quals) {
        self.is_const |= o.is_const;
        self.is_volatile |= o.is_volatile;
        self.is_restrict |= o.is_restrict;
        if self.space.is_none() {
            self.space = o.space;
        }
    }
}

/// The builtin type specifiers after combining keywords
/// (`unsigned long long int` → `ULongLong`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BuiltinType {
    Void,
    Bool,
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
    Float,
    Double,
    LongDouble,
    /// `char16_t`, `char32_t`, `wchar_t`.
    Char16,
    Char32,
    WChar,
}

/// A type as written: specifiers wrapped by declarator parts from the inside
/// out (`int *a[4]` is `Array(Pointer(Builtin(Int)), 4)`).
#[derive(Clone, Debug)]
pub struct TypeExpr {
    pub kind: TypeExprKind,
    pub quals: Quals,
    pub span: Span,
}

impl TypeExpr {
    /// The type a (possibly qualified) name denotes, unqualified: for a
    /// name sema finds to be a type where an expression was parsed.
    pub fn named(path: Vec<Ident>, span: Span) -> TypeExpr {
        TypeExpr {
            kind: TypeExprKind::Named(path),
            quals: Quals::default(),
            span,
        }
    }
}

#[derive(Clone, Debug)]
pub enum TypeExprKind {
    Builtin(BuiltinType),
    /// A typedef name, record name or anything else resolved by sema
    /// (`dim3`, `size_t`, `S`, `ns::T`). Qualified names keep their `::` parts.
    Named(Vec<Ident>),
    /// `struct S` / `struct S { … }` / `union { … }` written in a type position.
    Record(Box<RecordDef>),
    Enum(Box<EnumDef>),
    Pointer(Box<TypeExpr>),
    /// `T C::*`: a pointer to a member of class `C` (the path) of type
    /// `T` (a function type for a member function).
    MemberPointer(Vec<Ident>, Box<TypeExpr>),
    LValueRef(Box<TypeExpr>),
    RValueRef(Box<TypeExpr>),
    /// `T[n]` or `T[]`.
    Array(Box<TypeExpr>, Option<Box<Expr>>),
    Function {
        ret: Box<TypeExpr>,
        params: Vec<Param>,
        variadic: bool,
        /// Qualifiers after the parameters (member functions only).
        method: MethodQuals,
        /// `noexcept`, `noexcept(e)`, `throw()` after them.
        except: ExceptSpec,
    },
    /// `auto`
    Auto,
    /// `decltype(expr)`
    Decltype(Box<Expr>),
    /// GNU's `__typeof__(expr)`: the expression's type, without reference.
    Typeof(Box<Expr>),
    /// `decltype(auto)`: `decltype` of the initialiser or returned value.
    DecltypeAuto,
    /// GCC's and clang's `__underlying_type(T)` (what `<type_traits>` and
    /// libcu++ build `std::underlying_type` on): an enumeration's
    /// underlying integer type.
    UnderlyingType(Box<TypeExpr>),
    /// A type form not supported yet; sema reports `what`.
    Unsupported(String),
}

#[derive(Clone, Debug)]
pub struct Stmt {
    pub kind: StmtKind,
    pub span: Span,
}

/// An inline PTX statement as written (GCC extended asm syntax).
#[derive(Clone, Debug)]
pub struct AsmStmt {
    /// The template's bytes (adjacent literals concatenated).
    pub template: Vec<u8>,
    pub template_span: Span,
    /// Basic asm (no `:` at all): the template is PTX as is, no `%`
    /// substitution.
    pub basic: bool,
    pub volatile: bool,
    /// `asm goto` (not supported: PTX has no labels to jump to here).
    pub goto: bool,
    pub outputs: Vec<AsmOperand>,
    pub inputs: Vec<AsmOperand>,
    /// `"memory"` and any register names, with their spans.
    pub clobbers: Vec<(String, Span)>,
}

/// `[name] "constraint" (value)`.
#[derive(Clone, Debug)]
pub struct AsmOperand {
    pub name: Option<String>,
    pub constraint: String,
    pub constraint_span: Span,
    pub value: Expr,
}

/// `#pragma unroll [N]` / `#pragma nounroll` attached to the loop after it.
#[derive(Clone, Debug)]
pub enum LoopHint {
    /// `#pragma unroll` — full unroll.
    UnrollFull,
    /// `#pragma unroll N` — the count expression (an integer constant expression).
    UnrollCount(Expr),
    /// `#pragma nounroll` or `#pragma unroll 1`.
    NoUnroll,
}

#[derive(Clone, Debug)]
pub enum StmtKind {
    Compound(Vec<Stmt>),
    Decl(Vec<VarDecl>),
    /// Local `typedef`/`struct` declarations.
    Typedef(TypedefDecl),
    Record(RecordDef),
    /// A block-scope function declaration (`T t();`, `int f(int);`): the
    /// enclosing namespace's function.
    Function(Box<FunctionDef>),
    Enum(EnumDef),
    Expr(Expr),
    If {
        cond: Box<Cond>,
        then: Box<Stmt>,
        els: Option<Box<Stmt>>,
        /// `if constexpr`: the branch not taken is discarded unchecked.
        constexpr: bool,
    },
    While {
        cond: Box<Cond>,
        body: Box<Stmt>,
        hint: Option<LoopHint>,
    },
    DoWhile {
        body: Box<Stmt>,
        cond: Expr,
        hint: Option<LoopHint>,
    },
    For {
        /// A `Decl` or `Expr` statement, or `None`.
        init: Option<Box<Stmt>>,
        cond: Option<Box<Cond>>,
        step: Option<Expr>,
        body: Box<Stmt>,
        hint: Option<LoopHint>,
    },
    /// `for (decl : range) body`: `var` has no initialiser (each element
    /// is its value).
    RangeFor {
        var: Box<VarDecl>,
        range: Expr,
        body: Box<Stmt>,
        hint: Option<LoopHint>,
    },
    Switch {
        cond: Box<Cond>,
        body: Box<Stmt>,
    },
    /// `case v:`, or GNU's case range `case lo ... hi:` (the second).
    Case(Expr, Option<Expr>, Box<Stmt>),
    Default(Box<Stmt>),
    Label(Ident, Box<Stmt>),
    Goto(Ident),
    Break,
    Continue,
    Return(Option<Expr>),
    StaticAssert {
        cond: Expr,
        message: Option<String>,
    },
    /// `using namespace`, `using a::f`, a namespace alias in a block.
    Using(Using),
    /// A statement-level `#pragma` that is not a loop hint (ignored).
    Pragma(String),
    /// `asm [volatile] ("template" : outputs : inputs : clobbers)`:
    /// inline PTX.
    Asm(Box<AsmStmt>),
    /// `try { … } catch (T e) { … } catch (...) { … }`: host code only
    /// (device code has no exceptions; sema says so there).
    Try {
        body: Box<Stmt>,
        handlers: Vec<Handler>,
    },
    Empty,
    /// A statement form not supported yet; sema reports `what`.
    Unsupported(String),
}

/// A `catch` clause: its exception declaration (`None` for `catch (...)`)
/// and its block.
#[derive(Clone, Debug)]
pub struct Handler {
    pub param: Option<Param>,
    pub body: Stmt,
    pub span: Span,
}

/// A condition of `if`/`while`/`for`/`switch`: an expression, or a
/// declaration (`if (int x = f())`).
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug)]
pub enum Cond {
    Expr(Expr),
    Decl(VarDecl),
}

/// The operator of a fold expression.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FoldOp {
    Binary(BinaryOp),
    Comma,
    /// `=` (`None`) or a compound assignment.
    Assign(Option<BinaryOp>),
}

#[derive(Clone, Debug)]
pub struct Expr {
    pub kind: ExprKind,
    pub span: Span,
    /// Written in parentheses (`(x)`): `decltype((x))` is a reference
    /// where `decltype(x)` is the declared type.
    pub parens: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnaryOp {
    Plus,
    Neg,
    Not,
    BitNot,
    Deref,
    AddrOf,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinaryOp {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    Shl,
    Shr,
    BitAnd,
    BitOr,
    BitXor,
    LogAnd,
    LogOr,
    Eq,
    Ne,
    Lt,
    Gt,
    Le,
    Ge,
}

impl BinaryOp {
    pub fn spelling(self) -> &'static str {
        use BinaryOp::*;
        match self {
            Add => "+",
            Sub => "-",
            Mul => "*",
            Div => "/",
            Rem => "%",
            Shl => "<<",
            Shr => ">>",
            BitAnd => "&",
            BitOr => "|",
            BitXor => "^",
            LogAnd => "&&",
            LogOr => "||",
            Eq => "==",
            Ne => "!=",
            Lt => "<",
            Gt => ">",
            Le => "<=",
            Ge => ">=",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CastStyle {
    /// `(T)e`
    C,
    /// `T(e)`
    Functional,
    Static,
    Reinterpret,
    Const,
    Dynamic,
}

/// Integer literal suffix as written (`u`, `l`, `ul`, `ll`, `ull`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct IntSuffix {
    pub unsigned: bool,
    /// 0 = none, 1 = `l`, 2 = `ll`.
    pub long: u8,
}

#[derive(Clone, Debug)]
pub enum ExprKind {
    /// An integer literal; `decimal` matters for its type (C++ [lex.icon]).
    /// A value that does not fit in `u128` is a syntax error, not a literal.
    IntLit {
        value: u128,
        suffix: IntSuffix,
        decimal: bool,
    },
    /// `1.0` (double), `1.0f` (float); `long_double` for an `l` suffix.
    FloatLit {
        value: f64,
        is_float: bool,
        long_double: bool,
    },
    /// A character literal's value and its kind (`'a'` char, `L'a'` wchar_t…).
    CharLit {
        value: u32,
        kind: BuiltinType,
    },
    /// Adjacent string literals concatenated; bytes without the terminator.
    StringLit(Vec<u8>),
    BoolLit(bool),
    Nullptr,
    This,
    /// A (possibly qualified) name: `x`, `threadIdx`, `ns::f`, `::g`
    /// (whose first part is empty: qualified from the global namespace).
    Name(Vec<Ident>),
    Unary(UnaryOp, Box<Expr>),
    Binary(BinaryOp, Box<Expr>, Box<Expr>),
    /// `a = b` (`None`) or `a op= b` (`Some(op)`).
    Assign(Option<BinaryOp>, Box<Expr>, Box<Expr>),
    PreInc(Box<Expr>),
    PreDec(Box<Expr>),
    PostInc(Box<Expr>),
    PostDec(Box<Expr>),
    Cond(Box<Expr>, Box<Expr>, Box<Expr>),
    /// GNU's `a ?: b`: `a ? a : b` with `a` evaluated once.
    CondOmitted(Box<Expr>, Box<Expr>),
    Comma(Box<Expr>, Box<Expr>),
    Call(Box<Expr>, Vec<Expr>),
    Index(Box<Expr>, Box<Expr>),
    /// `base.name` (`arrow == false`) or `base->name`.
    Member {
        base: Box<Expr>,
        name: Ident,
        arrow: bool,
    },
    /// `obj.*pm` / `ptr->*pm`: the member a pointer to member selects.
    MemberPointerAccess {
        base: Box<Expr>,
        member: Box<Expr>,
        arrow: bool,
    },
    /// `obj.Base::name` / `ptr->ns::Base::name`: a member named through
    /// the class (a base) that declares it.
    QualifiedMember {
        base: Box<Expr>,
        member: Box<QualifiedName>,
        arrow: bool,
    },
    Cast(CastStyle, Box<TypeExpr>, Box<Expr>),
    SizeofType(Box<TypeExpr>),
    SizeofExpr(Box<Expr>),
    /// `noexcept(e)`: whether the unevaluated `e` cannot throw
    /// ([expr.unary.noexcept]), a `bool` constant.
    Noexcept(Box<Expr>),
    /// `sizeof...(Ts)`: the number of elements of a parameter pack.
    SizeofPack(Ident),
    /// `pattern...` in an argument list: the pattern once per element of
    /// the packs it names.
    PackExpansion(Box<Expr>),
    /// `new T`, `new T(args)`, `new T{…}`, `new T[n]`, `new (place) T(…)`.
    New {
        ty: Box<TypeExpr>,
        /// `new T[n]`: the element count.
        count: Option<Box<Expr>>,
        init: Option<Box<Initializer>>,
        /// `new (place) T`: the placement arguments.
        placement: Option<Vec<Expr>>,
    },
    /// `delete p` / `delete[] p`.
    Delete {
        array: bool,
        operand: Box<Expr>,
    },
    /// GNU's statement expression `({ stmts; value; })`: the block, whose
    /// last statement (an expression) gives the value.
    StmtExpr(Box<Stmt>),
    /// Element `i` of a pack expansion's pattern: what sema expands
    /// `{xs...}` in a braced list into (never written by the parser).
    PackElement(Box<Expr>, u32),
    /// `(xs op ...)`, `(... op xs)`, `(xs op ... op init)`, `(init op ...
    /// op xs)`: `None` is the `...` of a unary fold; of a binary fold's
    /// two operands, the one naming unexpanded packs is the pattern.
    Fold {
        op: FoldOp,
        left: Option<Box<Expr>>,
        right: Option<Box<Expr>>,
    },
    AlignofType(Box<TypeExpr>),
    /// A compiler's type-trait intrinsic (`__is_class(T)`,
    /// `__is_constructible(T, Args...)`), which the standard library's
    /// `<type_traits>` is built on: its operands are types.
    TypeTrait(TypeTrait, Vec<TemplateArg>),
    /// `offsetof(T, designator)` / `__builtin_offsetof(T, designator)`:
    /// the designator as an expression of member names, `.` and
    /// constant subscripts (`m`, `in.z[1]`), which sema reads as a path.
    OffsetOf(Box<TypeExpr>, Box<Expr>),
    /// `va_arg(ap, T)` / `__builtin_va_arg(ap, T)`.
    VaArg(Box<Expr>, Box<TypeExpr>),
    /// `T{a, b}` or a braced list in expression position (`return {a, b};`).
    InitList(Option<Box<TypeExpr>>, Vec<Initializer>),
    /// `kernel<<<grid, block>>>(args)` (only meaningful in host code).
    KernelLaunch {
        callee: Box<Expr>,
        config: Vec<Expr>,
        args: Vec<Expr>,
    },
    /// `[captures](params) mutable -> ret { body }`.
    Lambda(Box<Lambda>),
    /// `throw e` / `throw` (host code only; a `void` expression).
    Throw(Option<Box<Expr>>),
    /// An expression form not supported yet; sema reports `what`.
    Unsupported(String),
}

/// The type-trait intrinsics of GCC and clang that `<type_traits>`,
/// libcu++ and CUB use, by their spelling.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypeTrait {
    IsClass,
    IsUnion,
    IsEnum,
    IsEmpty,
    IsPolymorphic,
    IsAbstract,
    IsFinal,
    IsTrivial,
    IsTriviallyCopyable,
    IsStandardLayout,
    IsPod,
    IsLiteralType,
    IsAggregate,
    HasTrivialDestructor,
    HasVirtualDestructor,
    HasUniqueObjectRepresentations,
    IsSame,
    IsBaseOf,
    IsConvertible,
    IsAssignable,
    IsTriviallyAssignable,
    IsNothrowAssignable,
    IsConstructible,
    IsTriviallyConstructible,
    IsNothrowConstructible,
}

impl TypeTrait {
    /// The intrinsic spelled `name`, if it is one.
    pub fn from_name(name: &str) -> Option<TypeTrait> {
        use TypeTrait::*;
        Some(match name {
            "__is_class" => IsClass,
            "__is_union" => IsUnion,
            "__is_enum" => IsEnum,
            "__is_empty" => IsEmpty,
            "__is_polymorphic" => IsPolymorphic,
            "__is_abstract" => IsAbstract,
            "__is_final" => IsFinal,
            "__is_trivial" => IsTrivial,
            "__is_trivially_copyable" => IsTriviallyCopyable,
            "__is_standard_layout" => IsStandardLayout,
            "__is_pod" => IsPod,
            "__is_literal_type" | "__is_literal" => IsLiteralType,
            "__is_aggregate" => IsAggregate,
            "__has_trivial_destructor" => HasTrivialDestructor,
            "__has_virtual_destructor" => HasVirtualDestructor,
            "__has_unique_object_representations" => HasUniqueObjectRepresentations,
            "__is_same" | "__is_same_as" => IsSame,
            "__is_base_of" => IsBaseOf,
            "__is_convertible" | "__is_convertible_to" => IsConvertible,
            "__is_assignable" => IsAssignable,
            "__is_trivially_assignable" => IsTriviallyAssignable,
            "__is_nothrow_assignable" => IsNothrowAssignable,
            "__is_constructible" => IsConstructible,
            "__is_trivially_constructible" => IsTriviallyConstructible,
            "__is_nothrow_constructible" => IsNothrowConstructible,
            _ => return None,
        })
    }

    /// How many operands it takes: exactly `n`, or at least `n` when
    /// `variadic`.
    pub fn arity(self) -> (usize, bool) {
        use TypeTrait::*;
        match self {
            IsSame
            | IsBaseOf
            | IsConvertible
            | IsAssignable
            | IsTriviallyAssignable
            | IsNothrowAssignable => (2, false),
            IsConstructible | IsTriviallyConstructible | IsNothrowConstructible => (1, true),
            _ => (1, false),
        }
    }
}

/// A lambda expression.
#[derive(Clone, Debug)]
pub struct Lambda {
    /// An explicit template parameter list (`[]<class T>(T x) { … }`):
    /// the call operator is a template, as a generic lambda's.
    pub template_params: Vec<TemplateParam>,
    /// `[=]` or `[&]` (written first in the list).
    pub default_capture: Option<CaptureDefault>,
    pub captures: Vec<Capture>,
    pub params: Vec<Param>,
    pub variadic: bool,
    /// `-> T`; without it the return type is deduced from the body.
    pub ret: Option<TypeExpr>,
    /// `mutable`: by-copy captures may be modified (the call operator is
    /// not `const`).
    pub mutable: bool,
    /// `__device__`/`__host__` after the parameters. (Before them — the
    /// extended-lambda spelling — they are blanked before parsing, see
    /// `syntax::lambda_attr`.)
    pub attrs: Attributes,
    pub body: Stmt,
    pub span: Span,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CaptureDefault {
    Copy,
    Ref,
}

#[derive(Clone, Debug)]
pub struct Capture {
    pub kind: CaptureKind,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub enum CaptureKind {
    /// `x`
    Copy(Ident),
    /// `&x`
    Ref(Ident),
    /// `x = e` or `&x = e`.
    Init {
        name: Ident,
        by_ref: bool,
        init: Box<Expr>,
    },
    /// `this`
    This,
    /// `*this`
    StarThis,
    /// `xs...` or `&xs...`: every element of a function parameter pack.
    Pack { name: Ident, by_ref: bool },
}

impl Expr {
    pub fn new(kind: ExprKind, span: Span) -> Expr {
        Expr {
            kind,
            span,
            parens: false,
        }
    }
}
