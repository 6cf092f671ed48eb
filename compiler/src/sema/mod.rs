//! Semantic analysis: names, types, conversions and CUDA rules.
//!
//! Input: `ast::TranslationUnit`.
//! Output: `Program` (typed functions and globals, every implicit
//! conversion explicit) plus the `TypeGraph`; errors as diagnostics.
//! Invariants: sema reports every error it finds and keeps going (an
//! erroneous expression becomes a typed placeholder of type `int` so checks
//! downstream stay quiet); it never panics on user input. CUDA-specific rules
//! live in `cuda.rs`. No LLVM types here.
//!
//! Limits, so that no input overflows the stack: expressions nest at most
//! 4096 deep (`expr::MAX_EXPR_DEPTH`), record definitions 256
//! (`typeexpr::MAX_RECORD_NESTING`), template instantiations 256
//! (`template::MAX_DEPTH`); the compiler thread has a 1 GiB stack
//! (`driver::run`), touched only as deep as a program needs.
//!
//! Context changes go through closures (clang's `ContextRAII`), so the
//! outer state is back however the inner code returns: `Sema::in_context`
//! checks code in another declaration context, `Sema::outside_function`
//! sets the function being checked aside (an instantiation or a lazily
//! checked library body defines another one), and `Sema::with_deduction`
//! installs a template argument deduction (`deduce::Deduction`) and
//! restores the outer one. (Some older paths still pair `Scopes::enter`
//! and `Scopes::leave` by hand.)
//!
//! What an expression or type is checked *as* (the element of a pack
//! expansion, `auto` as a placeholder, an initialiser already checked)
//! is an explicit context of `context.rs`, set for a region by a `with_*`
//! method; what a call names (its candidates and written template
//! arguments) is a parameter (`overload::Named`). An initialiser that
//! deduces an `auto` type is checked once and the declaration takes that
//! result (`with_checked`), so a lambda or an instantiation in it never
//! happens twice; a range-based `for` declares its variable the same way,
//! from the element expression.

mod access;
pub mod align;
mod allocation;
mod asm;
mod assign;
mod bindings;
mod builtins;
mod call;
mod class;
mod consteval;
mod constexpr;
mod context;
mod convert;
mod ctad;
pub mod cuda;
mod cuda_builtins;
mod decl;
mod deduce;
mod defaults;
mod dependent;
mod dynamic;
mod except;
mod explicit;
mod expr;
mod fold;
mod host;
mod implicit;
mod inherit;
mod init;
mod init_list;
mod instantiate;
mod lambda;
mod lambda_invoke;
mod lazy;
mod lazy_class;
mod library;
mod library_reach;
mod lifetime;
mod lookup;
pub mod mangle;
mod math_api;
mod member;
mod member_ptr;
mod nvcc_names;
mod out_of_line;
mod overload;
mod overloaded_address;
mod partial_spec;
mod prototype;
mod scope;
mod sizeof;
mod stmt;
mod stmt_expr;
mod template;
mod template_args;
mod template_vars;
mod traits;
mod transaction;
mod try_catch;
mod typedefs;
mod typeexpr;
mod varargs;
mod vbases;
mod virtuals;

use crate::ir::*;

use crate::ast;
use crate::diag::{Diagnostic, Diagnostics};
use crate::source::Span;
use crate::types::{TypeGraph, TypeId};
use scope::Scopes;
use std::collections::HashMap;

/// Options that change what sema accepts.
#[derive(Clone, Debug)]
pub struct SemaOptions {
    /// Target SM (75 for sm_75); some features need a minimum.
    pub arch: u32,
    /// `-rdc=true`: device functions keep external linkage.
    pub relocatable: bool,
    /// `--use_fast_math`: math functions with a fast approximation call it.
    pub fast_math: bool,
    /// `--host-diagnostics`: what host code holds back is reported as
    /// warnings (`host.rs`).
    pub host_diagnostics: bool,
    /// `--device-globals`: namespace-scope variables without a memory
    /// space are `__device__` ones (`decl.rs`).
    pub device_globals: bool,
    /// `--expt-relaxed-constexpr`: a `constexpr` function without an
    /// execution space is `__host__ __device__`; without it, device code
    /// calling one is nvcc's error (`cuda::check_call_space`).
    pub relaxed_constexpr: bool,
    /// `--extended-lambda`: `__device__` and `__host__ __device__`
    /// lambdas in host code.
    pub extended_lambda: bool,
    /// The input file's real path: nvcc names internal kernels and
    /// variables after it (`nvcc_names`). `None` for text without a file.
    pub module_path: Option<std::path::PathBuf>,
}

impl Default for SemaOptions {
    fn default() -> Self {
        SemaOptions {
            arch: 75,
            relocatable: false,
            fast_math: false,
            host_diagnostics: false,
            device_globals: false,
            relaxed_constexpr: false,
            extended_lambda: false,
            module_path: None,
        }
    }
}

/// The result of semantic analysis.
pub struct Checked {
    pub program: Program,
    pub types: TypeGraph,
}

/// Check a translation unit.
pub fn check(tu: &ast::TranslationUnit, opts: &SemaOptions, diags: &mut Diagnostics) -> Checked {
    let mut s = Sema::new(opts.clone(), diags);
    s.library_files = tu.library_files.iter().copied().collect();
    s.host_library_files = tu.host_library_files.iter().copied().collect();
    s.host_std_files = tu.host_std_files.iter().copied().collect();
    s.declare_items(&tu.items);
    s.define_at_unit_end();
    s.check_host_launches(&tu.host_launches);
    s.check_host_shared(&tu.host_shared_locals);
    s.define_reached_members();
    s.check_kernel_namespace_calls();
    s.place_vtables();
    s.apply_nvcc_names();
    s.report_deferred();
    s.report_unusable();
    s.flush_const_limits();
    Checked {
        program: s.program,
        types: s.types,
    }
}

/// Per-function state while checking a body.
#[derive(Clone)]
struct FnCtx {
    id: FuncId,
    space: ExecSpace,
    ret: TypeId,
    locals: PrimaryMap<LocalId, Local>,
    loop_depth: u32,
    switch_depth: u32,
    /// Mangled prefix for local statics: `_ZZ<encoding>E`.
    static_prefix: String,
    /// `this` in a non-static member function.
    this: Option<LocalId>,
    /// The function as the scope of local classes and lambdas
    /// (`TypeGraph::local_scopes`), once one is declared.
    local_scope: Option<u32>,
    /// Local classes declared so far, by name (for discriminators).
    local_names: HashMap<String, u32>,
    /// Lambdas declared so far, by their mangled parameter types (a
    /// generic lambda's `T_` is the same in each).
    closures: HashMap<String, u32>,
    /// A lambda's call operator: its closure object (`this` is then the
    /// enclosing object's, captured).
    closure_self: Option<LocalId>,
    /// While a default member initialiser of an aggregate that a braced
    /// list initialises is checked (`init::fill_defaults`): the local
    /// holding the address of that aggregate, which is its `this`
    /// (`struct A { int a; int b = a * 2; }; A x{3};`).
    aggregate_this: Option<LocalId>,
    /// A function template specialisation's body: what ordinary lookup
    /// saw where the template was defined (`lookup::Horizon`).
    horizon: Option<lookup::Horizon>,
    /// The return type is deduced from the first `return` (`ret` is
    /// `void` until then).
    deduce_ret: bool,
    /// The declared placeholder a deduced return type follows (`auto&`,
    /// `const auto&`, `auto*`); `None` means plain `auto`.
    ret_pattern: Option<crate::ast::TypeExpr>,
    /// The named return value: `Some(Some(l))` while every `return` so
    /// far returns local `l` by name, `Some(None)` once one does not.
    nrvo: Option<Option<LocalId>>,
    /// An inheriting constructor's parameters, which it passes to the
    /// base's constructor as `std::forward` would ([class.inhctor.init]p1):
    /// one not of lvalue reference type names an xvalue (moved, never
    /// copied).
    forwarded: Vec<LocalId>,
    /// A base-object constructor or destructor of a class with virtual
    /// bases: its VTT parameter (`vbases.rs`; null when the object is
    /// complete).
    vtt: Option<LocalId>,
}

impl FnCtx {
    fn new(id: FuncId, space: ExecSpace, ret: TypeId, static_prefix: String) -> FnCtx {
        FnCtx {
            id,
            space,
            ret,
            locals: PrimaryMap::new(),
            loop_depth: 0,
            nrvo: None,
            switch_depth: 0,
            static_prefix,
            this: None,
            local_scope: None,
            local_names: HashMap::new(),
            closures: HashMap::new(),
            closure_self: None,
            aggregate_this: None,
            horizon: None,
            deduce_ret: false,
            ret_pattern: None,
            forwarded: Vec::new(),
            vtt: None,
        }
    }
}

pub(crate) struct Sema<'d> {
    opts: SemaOptions,
    diags: &'d mut Diagnostics,
    types: TypeGraph,
    program: Program,
    scopes: Scopes,
    func: Option<FnCtx>,
    /// Integer values of `const`/`constexpr` variables with constant
    /// initialisers, usable in constant expressions and in device code.
    const_locals: HashMap<LocalId, i128>,
    /// The same for `const`/`constexpr` locals of class or array type
    /// with constant initialisers (`constexpr int offs[4] = {…}`): the
    /// folded initialiser, which the constant evaluator reads
    /// (`constexpr::Eval::root`).
    const_local_objects: HashMap<LocalId, (TypeId, crate::ir::Init)>,
    const_globals: HashMap<GlobalId, i128>,
    /// The same for `const` floating-point globals (nvcc lets device code
    /// read any `const` scalar with a constant initialiser).
    const_float_globals: HashMap<GlobalId, f64>,
    /// Friend functions defined in each class: found only by
    /// argument-dependent lookup through the class (`lookup::adl_candidates`).
    hidden_friends: HashMap<crate::types::TypeId, Vec<FuncId>>,
    /// `decltype(e)` of dependent `e` in templates' signatures, by `e`.
    dependent_decltypes: HashMap<crate::types::DepExpr, TypeId>,
    /// `typename T::type` in templates' signatures, by (`T`, name).
    dependent_members: HashMap<(crate::types::TypeId, String), crate::types::TypeId>,
    /// Each class template's implicit deduction guides (`ctad.rs`).
    ctad_guides: HashMap<crate::ir::TemplateId, Vec<(crate::ir::TemplateId, bool)>>,
    /// Each class template's user-declared deduction guides (`ctad.rs`),
    /// as function templates whose return type is the class deduced.
    explicit_guides: HashMap<crate::ir::TemplateId, Vec<crate::ir::TemplateId>>,
    /// Globals declared without a CUDA memory space: host variables.
    host_globals: HashMap<GlobalId, ()>,
    /// The device copies of host constants of class and array type that
    /// device code reads (`cuda::constant_twin`), by host variable.
    constant_twins: HashMap<GlobalId, GlobalId>,
    /// The top-level namespaces in which library headers declare kernels
    /// (`thrust`, `cub`): their host code launches them
    /// (`cuda::check_kernel_namespace_use`).
    kernel_namespaces: std::collections::HashSet<String>,
    /// The names of the library's kernel templates and of its host function
    /// templates whose bodies name one (transitively): a library host body
    /// naming none of them instantiates no kernel, so it is not checked
    /// (`host::check_host_body`).
    kernel_reaching_names: std::collections::HashSet<String>,
    /// Library function names by a name their body uses that is not
    /// kernel-reaching yet: noted when it becomes so
    /// (`host::note_kernel_reaching`).
    reach_waiters: HashMap<String, Vec<String>>,
    /// Builtin `uint3`/`dim3` records used for whole special variables.
    builtin_records: HashMap<&'static str, TypeId>,
    /// Enumerations whose `{…}` has been seen (a second one is a
    /// redefinition; an opaque declaration is not).
    enum_defined: std::collections::HashSet<TypeId>,
    /// Record definitions nested deeper than this are rejected (bounds the
    /// recursion of layout and translation).
    record_depth: u32,
    /// Class definitions whose members are still being declared (the
    /// class is incomplete).
    incomplete_classes: u32,
    /// The scopes of the classes being defined now, by type: members
    /// declared so far are found through a qualified name even from
    /// outside (a specialisation instantiated while its class is defined
    /// names `typename allocator_system<A>::type`; `class::class_scope`).
    defining_classes: HashMap<TypeId, scope::CtxId>,
    /// Member function bodies of classes defined while another class is
    /// incomplete (a nested class): checked once the outermost class is
    /// complete ([class.mem]p7). (Templated classes' members wait for
    /// their first use instead, `lazy.rs`.)
    deferred_methods: Vec<(FuncId, ast::FunctionDef, scope::CtxId)>,
    /// Innermost `switch`: its controlling type, the case values seen, and
    /// whether it has a `default`.
    switch_cases: Vec<(TypeId, std::collections::HashSet<i128>, bool)>,
    /// Classes with a scope of their own (members beyond data).
    classes: HashMap<TypeId, class::ClassInfo>,
    /// Complete-object constructor or destructor → its base-object variant.
    base_variant: HashMap<FuncId, FuncId>,
    /// Functions defined as deleted (`= delete`): calling one is an error.
    deleted: std::collections::HashSet<FuncId>,
    /// Exception specifications, as written or as computed (`except.rs`).
    except_specs: HashMap<FuncId, except::FnExcept>,
    /// Non-public members: their access and declaration (`access.rs`).
    access: HashMap<access::Member, (crate::ast::Access, Span)>,
    /// Data members a using-declaration names in a derived class, with
    /// its access there (class, name).
    using_access: HashMap<(TypeId, String), (crate::ast::Access, Span)>,
    friends: HashMap<TypeId, access::Friends>,
    /// Defaulted constructors that are trivial: calling one runs no code.
    trivial_ctors: std::collections::HashSet<FuncId>,
    /// Classes declaring `operator=(…) = default` (no function of its
    /// own: the implicit assignment), with whether it is the move form.
    defaulted_assigns: std::collections::HashSet<(TypeId, bool)>,
    /// Implicit and defaulted constructors: constexpr when they meet a
    /// constexpr constructor's requirements ([class.default.ctor]p4,
    /// [class.copy.ctor]p12), which the constant evaluator finds out by
    /// running them (`constexpr::call_with_this`).
    pub(crate) implicitly_constexpr: std::collections::HashSet<FuncId>,
    /// Where the names of structured bindings are declared: `decltype`
    /// of one is the type it refers to, not the reference cudac declares
    /// for it ([dcl.type.decltype]p1.1).
    pub(crate) binding_names: std::collections::HashSet<Span>,
    /// How many closure types each namespace has of each call operator
    /// signature (`lambda::closure_number` at namespace scope).
    pub(crate) namespace_closures: HashMap<(String, String), u32>,
    /// Constructors inherited from a base's constructor template, by
    /// class and the base's specialisation (`inherited_specialisation`).
    inherited_wrappers: HashMap<(TypeId, FuncId), FuncId>,
    /// Destructors of classes without a user-declared one: the implicit
    /// one, or `None` where destruction is trivial (computed once).
    dtors: HashMap<TypeId, Option<FuncId>>,
    templates: PrimaryMap<TemplateId, template::Template>,
    /// Function template specialisations → their template (a
    /// non-template wins a tie against one).
    instance_of: HashMap<FuncId, template::TemplateId>,
    /// Classes declared `final`.
    final_classes: std::collections::HashSet<TypeId>,
    /// Instantiations in progress, nested.
    inst_depth: u32,
    /// Deferred class template specialisations (`lazy_class.rs`).
    pending: lazy_class::Pending,
    /// Inside the overload resolution that checks a converting
    /// constructor for an implicit conversion (`overload::rank`): one
    /// user-defined conversion per sequence, so no nested one.
    in_converting_ctor: bool,
    /// The classes a declaration with several declarators defines (`struct
    /// { int n; } a[4], *p;`), by where each is written: the later
    /// declarators name the first one's, not a class of their own
    /// (`in_declaration_group`).
    decl_group: Option<HashMap<(Span, scope::CtxId), TypeId>>,
    /// The template argument deduction in progress (`with_deduction`).
    deduction: deduce::Deduction,
    /// Pack expansion and `auto` placeholders (`context.rs`).
    expansion: context::Expansion,
    /// Every function's name as mangling wrote it, by symbol: the
    /// `Z <encoding> E` of what is declared in its body.
    fn_names: HashMap<String, crate::types::LocalScope>,
    /// Lambdas whose bodies are being checked, outermost first.
    lambda_frames: Vec<lambda::Frame>,
    /// An initialiser already checked (`context.rs`, `with_checked`).
    checked: Vec<context::Checked>,
    /// Default arguments by function.
    default_args: HashMap<FuncId, std::rc::Rc<defaults::DefaultArgs>>,
    /// Functions whose return type their body decides.
    deduced_ret: std::collections::HashSet<FuncId>,
    /// The parameter types (for the function type, and as written) of a
    /// member function defined in its class, as its declaration resolved
    /// them: its body, checked once the class is complete, must not look
    /// them up again (`year_month_day_last(const year&)` before the member
    /// `year()` is declared, in libcu++'s chrono).
    member_param_types: HashMap<FuncId, (Vec<TypeId>, Vec<TypeId>)>,
    /// cudac's own header files: their inline functions wait in
    /// `lazy_bodies` until used (`ensure_defined`).
    library_files: std::collections::HashSet<crate::source::FileId>,
    /// The names of the kernel templates declared so far: a library
    /// function whose body names one is checked where it is declared, not
    /// on first use (`decl.rs`), since nvcc instantiates the kernels any
    /// function body names (CUB's `PtxVersionUncached` and
    /// `EmptyKernel<void>`).
    kernel_template_names: std::collections::HashSet<String>,
    /// The closure types of captureless lambdas by expression and
    /// enclosing function: a lambda-expression checked again in the same
    /// function (class template argument deduction checks the arguments
    /// before they initialise: `Over{[](int) {…}, [](double) {…}}`) is
    /// the same closure type, not a new one.
    closure_memo: HashMap<(Span, FuncId), TypeId>,
    /// Destructors declared `virtual ~S() = default;` (both variants):
    /// implicit members as far as nvcc's execution-space rules go.
    pub(crate) defaulted_dtors: std::collections::HashSet<FuncId>,
    /// The host's library files among them: their declarations' errors
    /// are held (`library.rs`).
    host_library_files: std::collections::HashSet<crate::source::FileId>,
    /// The host compiler's own library files among them (libstdc++):
    /// a call there that cudac cannot resolve hides no launch
    /// (`hidden_launches_error`).
    host_std_files: std::collections::HashSet<crate::source::FileId>,
    /// Bodies checked on first use (`lazy.rs`).
    lazy_bodies: HashMap<FuncId, lazy::LazyBody>,
    /// Functions a use has asked for before their body was seen: a body
    /// that arrives later is checked at once (`lazy.rs`).
    requested: std::collections::HashSet<FuncId>,
    /// The specialisations of kernel and host function templates (not
    /// inline) declared `extern template`: another unit defines them, so
    /// this one never does (`explicit.rs`, `instantiate.rs`).
    defined_elsewhere: std::collections::HashSet<(TemplateId, Vec<crate::types::TArg>)>,
    /// Device bodies used before the end of the unit, defined there: the
    /// end of the translation unit is their point of instantiation
    /// (`lazy::defer_to_unit_end`). `None` once the unit has ended.
    unit_end_bodies: Option<Vec<(FuncId, Span)>>,
    /// While a library body is checked (`ensure_defined`): the function
    /// and the span of its first use in the user's code.
    library_use: Option<(FuncId, Span)>,
    /// The CUDA math library (`nvvm::target::math_api`) names declared so far,
    /// with their overloads (`math_api.rs`).
    math_api: HashMap<&'static str, Vec<FuncId>>,
    /// The (namespace, name) pairs `declare_math_api` has filled.
    math_api_in: std::collections::HashSet<(scope::CtxId, &'static str)>,
    /// The first function declared `extern "C"` under each name: every
    /// namespace's declaration of that name is the same function
    /// ([dcl.link]p6).
    extern_c_fns: HashMap<String, FuncId>,
    /// Errors in host-device functions that matter only if device code
    /// uses the function (`cuda::device_error`).
    deferred: HashMap<FuncId, Vec<Diagnostic>>,
    /// Generic lambdas' call operator templates → where they were
    /// written.
    generic_lambdas: HashMap<template::TemplateId, std::rc::Rc<lambda::GenericEnv>>,
    /// Limits exceeded while evaluating constant expressions (found by
    /// `fold`, which only reads): reported with the next error or at the
    /// end.
    const_limit_diags: std::cell::RefCell<Vec<Diagnostic>>,
    /// Lenient reading of host code (`host.rs`).
    host: host::HostState,
    /// Attempts in progress (`transaction.rs`).
    txn: transaction::Txn,
    /// The error type, once an error needed one (`error_ty`).
    error_type: Option<TypeId>,
    /// Virtual functions and vtables (`virtuals.rs`).
    virtuals: virtuals::Virtuals,
    /// What nvcc's names of internal entities need (`nvcc_names.rs`).
    nvcc_names: nvcc_names::LocalNames,
}

/// The error type's name (`Sema::error_ty`): no identifier can spell it.
const ERROR_TYPE: &str = "<error type>";

impl<'d> Sema<'d> {
    fn new(opts: SemaOptions, diags: &'d mut Diagnostics) -> Sema<'d> {
        Sema {
            opts,
            diags,
            types: TypeGraph::new(),
            program: Program::default(),
            scopes: Scopes::new(),
            func: None,
            const_locals: HashMap::new(),
            const_local_objects: HashMap::new(),
            const_globals: HashMap::new(),
            const_float_globals: HashMap::new(),
            hidden_friends: HashMap::new(),
            ctad_guides: HashMap::new(),
            explicit_guides: HashMap::new(),
            dependent_members: HashMap::new(),
            dependent_decltypes: HashMap::new(),
            host_globals: HashMap::new(),
            constant_twins: HashMap::new(),
            kernel_namespaces: Default::default(),
            kernel_reaching_names: Default::default(),
            reach_waiters: Default::default(),
            builtin_records: HashMap::new(),
            enum_defined: Default::default(),
            record_depth: 0,
            incomplete_classes: 0,
            defining_classes: HashMap::new(),
            deferred_methods: Vec::new(),
            switch_cases: Vec::new(),
            classes: HashMap::new(),
            base_variant: HashMap::new(),
            deleted: std::collections::HashSet::new(),
            except_specs: HashMap::new(),
            access: HashMap::new(),
            using_access: HashMap::new(),
            friends: HashMap::new(),
            trivial_ctors: std::collections::HashSet::new(),
            defaulted_assigns: std::collections::HashSet::new(),
            implicitly_constexpr: std::collections::HashSet::new(),
            binding_names: std::collections::HashSet::new(),
            namespace_closures: HashMap::new(),
            inherited_wrappers: HashMap::new(),
            dtors: HashMap::new(),
            templates: PrimaryMap::new(),
            instance_of: HashMap::new(),
            final_classes: Default::default(),
            inst_depth: 0,
            pending: Default::default(),
            in_converting_ctor: false,
            decl_group: None,
            deduction: deduce::Deduction::default(),
            expansion: Default::default(),
            fn_names: HashMap::new(),
            lambda_frames: Vec::new(),
            checked: Vec::new(),
            default_args: HashMap::new(),
            deduced_ret: Default::default(),
            member_param_types: HashMap::new(),
            generic_lambdas: HashMap::new(),
            deferred: HashMap::new(),
            library_files: Default::default(),
            kernel_template_names: Default::default(),
            closure_memo: HashMap::new(),
            defaulted_dtors: Default::default(),
            host_library_files: Default::default(),
            host_std_files: Default::default(),
            lazy_bodies: HashMap::new(),
            requested: Default::default(),
            defined_elsewhere: Default::default(),
            unit_end_bodies: Some(Vec::new()),
            library_use: None,
            math_api: HashMap::new(),
            math_api_in: Default::default(),
            extern_c_fns: Default::default(),
            const_limit_diags: Default::default(),
            host: Default::default(),
            txn: Default::default(),
            error_type: None,
            virtuals: Default::default(),
            nvcc_names: Default::default(),
        }
    }

    /// The symbol of a function, remembering its name for local
    /// entities.
    fn mangle_fn(&mut self, f: &mangle::FnName) -> String {
        let symbol = mangle::function(&self.types, f);
        self.fn_names.insert(symbol.clone(), f.to_local_scope());
        symbol
    }

    /// `PathSeg::Local` for the function being checked.
    fn local_scope(&mut self) -> Option<crate::types::PathSeg> {
        let f = self.func.as_ref()?;
        if let Some(i) = f.local_scope {
            return Some(crate::types::PathSeg::Local(i));
        }
        let func = &self.program.functions[f.id];
        let vague = matches!(func.linkage, Linkage::LinkOnceOdr | Linkage::WeakOdr);
        let mut scope = self.fn_names.get(&func.symbol)?.clone();
        scope.vague = vague;
        let i = self.types.local_scopes.len() as u32;
        self.types.local_scopes.push(scope);
        self.func.as_mut()?.local_scope = Some(i);
        Some(crate::types::PathSeg::Local(i))
    }

    /// Report an error. A message that names the error type is about
    /// what an earlier error left behind (`error_ty`) and is dropped: one
    /// mistake gives one error, not a cascade.
    fn error(&mut self, span: Span, msg: impl Into<String>) {
        let msg = msg.into();
        // (Kept when no error stands: one a substitution attempt took back
        // may have made the error type, and an error must stay reported.)
        if msg.contains(ERROR_TYPE) && self.diags.has_errors() {
            return;
        }
        self.flush_const_limits();
        self.diags.push(Diagnostic::error(span, msg));
    }

    fn warning(&mut self, span: Span, msg: impl Into<String>) {
        self.diags.push(Diagnostic::warning(span, msg));
    }

    fn int_ty(&mut self) -> TypeId {
        self.types.int(crate::types::IntKind::Int)
    }

    /// The type of what an error leaves behind: a declaration whose type
    /// did not resolve, an expression that failed. An incomplete class no
    /// declaration completes, so nothing can be done with it, and every
    /// error message about it names it, which `error` then drops. Only
    /// ever made after an error is reported (so nothing of it reaches code
    /// generation).
    pub(crate) fn error_ty(&mut self) -> TypeId {
        if let Some(t) = self.error_type {
            return t;
        }
        let t = self.types.new_record(ERROR_TYPE.to_string(), false);
        self.error_type = Some(t);
        t
    }

    /// Whether `t` is the error type (qualifiers aside).
    pub(crate) fn is_error_ty(&self, t: TypeId) -> bool {
        self.error_type.is_some_and(|e| self.types.unqual(t) == e)
    }

    /// A placeholder expression after an error: 0 of the error type.
    fn error_expr(&mut self, span: Span) -> Expr {
        let t = self.error_ty();
        Expr::new(ExprKind::Int(0), t, false, span)
    }

    fn describe_ty(&self, t: TypeId) -> String {
        self.types.display(t)
    }

    fn add_local(&mut self, name: &str, ty: TypeId, span: Span) -> LocalId {
        let f = self
            .func
            .as_mut()
            .expect("locals exist only inside functions");
        f.locals.push(Local {
            name: name.to_string(),
            ty,
            align: None,
            span,
        })
    }

    fn add_function(&mut self, f: Function) -> FuncId {
        self.program.functions.push(f)
    }

    fn local_ty(&self, id: LocalId) -> TypeId {
        self.func
            .as_ref()
            .map(|f| f.locals[id].ty)
            .unwrap_or(TypeId(0))
    }

    /// Where local `id` is declared (its name).
    fn local_span(&self, id: LocalId) -> Option<Span> {
        self.func.as_ref().map(|f| f.locals[id].span)
    }

    /// The current function's execution space (`None` at namespace scope).
    fn space(&self) -> Option<ExecSpace> {
        self.func.as_ref().map(|f| f.space)
    }
}

/// The state of the function being checked, set aside while an
/// instantiation checks another.
#[derive(Clone)]
pub(crate) struct FnState {
    func: Option<FnCtx>,
    unevaluated: bool,
    switch_cases: Vec<(TypeId, std::collections::HashSet<i128>, bool)>,
    const_locals: HashMap<LocalId, i128>,
    const_local_objects: HashMap<LocalId, (TypeId, crate::ir::Init)>,
    /// Initialisers already checked belong to the function that checked
    /// them (an instantiation may check the same syntax again).
    checked: Vec<context::Checked>,
}

impl Sema<'_> {
    /// Runs `f` in the declaration context `ctx` (clang's
    /// `Sema::ContextRAII`): the current context and its block scopes are
    /// in force again afterwards, however `f` returns.
    pub(crate) fn in_context<R>(&mut self, ctx: scope::CtxId, f: impl FnOnce(&mut Self) -> R) -> R {
        let saved = self.scopes.enter(ctx);
        let r = f(self);
        self.scopes.leave(saved);
        r
    }

    /// Runs `f` outside the function being checked (an instantiation or
    /// a lazily checked body defines another function): that function's
    /// state is back afterwards.
    pub(crate) fn outside_function<R>(&mut self, f: impl FnOnce(&mut Self) -> R) -> R {
        let state = self.take_fn_state();
        let r = f(self);
        self.restore_fn_state(state);
        r
    }

    pub(crate) fn take_fn_state(&mut self) -> FnState {
        FnState {
            func: self.func.take(),
            unevaluated: std::mem::take(&mut self.expansion.unevaluated),
            switch_cases: std::mem::take(&mut self.switch_cases),
            const_locals: std::mem::take(&mut self.const_locals),
            const_local_objects: std::mem::take(&mut self.const_local_objects),
            checked: std::mem::take(&mut self.checked),
        }
    }

    pub(crate) fn restore_fn_state(&mut self, s: FnState) {
        self.func = s.func;
        self.expansion.unevaluated = s.unevaluated;
        self.switch_cases = s.switch_cases;
        self.const_locals = s.const_locals;
        self.const_local_objects = s.const_local_objects;
        self.checked = s.checked;
    }
}
