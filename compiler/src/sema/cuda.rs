//! CUDA rules, in one place: execution spaces, memory spaces of variables,
//! the predefined variables (`threadIdx` & co.), calls across execution
//! spaces, and the CUDA-specific diagnostics.
//!
//! Every CUDA rule is one function here, called from every place the
//! construct can be declared, so no other file hard-codes CUDA knowledge
//! (NVVM's target data is `nvvm::target`; codegen only lowers the special
//! registers and barriers it is handed):
//! - execution and memory spaces: `exec_space`, `var_space`,
//!   `address_space_of`, `is_host_only`, `is_host_variable`;
//! - kernels: `check_kernel_signature` (from namespace-scope, member and
//!   template declarations), `kernel_attrs` (`__launch_bounds__`,
//!   `__cluster_dims__`, `__maxnreg__`, `__grid_constant__`, prelude macros
//!   for GNU attributes, evaluated into `ir::KernelAttrs`; the minimum SMs
//!   come from `nvvm::target::features`), host launches
//!   (`check_host_launches`) and device-side launches (`device_launch`);
//! - linkage: `function_linkage` for declarations, members, implicit members
//!   and instantiations alike, and `explicit_instantiation_linkage`. Kernels
//!   are always visible (`.visible .entry`), even in an anonymous namespace
//!   or specialised for a host lambda; without `-rdc` every other device
//!   function is internal (whole-program compilation, nvcc's default); with
//!   `-rdc`, what every file may define (inline functions, members defined
//!   in their class, implicit members, instantiations) is `linkonce_odr`, a
//!   kernel instantiation `weak_odr`, `static` internal, the rest external;
//! - library host code that launches kernels (`host.rs`:
//!   `note_library_kernel`, `check_kernel_namespace_use`, the following
//!   of the library's host code to its kernels);
//! - host constants read in device code: `constant_twin`;
//! - variables: `check_shared_decl`, `check_constant_write`,
//!   `check_static_object` (an object with static storage on the device may
//!   only have empty constructors and destructors), `check_host_shared` (a
//!   `__shared__` local in a host body, which syntax only noted);
//! - the predefined variables (`special_var`, `check_predefined_write`,
//!   `check_predefined_addr`) and calls across spaces (`check_call_space`);
//! - the device library: the `__nvvm_*` builtins (`nvvm_builtin`, in
//!   `cuda_builtins.rs`, split from here by size: signature, constant mode
//!   operands, the builtin's minimum SM at the user's call),
//!   the math API declared on first lookup (`math_api.rs`), and C's
//!   `printf` (`is_c_printf`), which becomes `Builtin::Printf` here so
//!   codegen never finds it by name.
//!
//! Deferred device errors (`device_error`): in a `__host__ __device__`
//! function (lambdas included) an error only device code has (calling a
//! `__host__` function, a VLA, a variadic definition, writing `__constant__`
//! memory, exceptions, inline PTX, a device-side launch, an instruction newer
//! than `-arch`) waits in `Sema::deferred`. After the whole file,
//! `report_deferred` walks the call graph of the checked program from every
//! kernel, `__device__` function and externally visible function
//! (`device_roots`), reports the errors of the host-device functions reached,
//! naming the device function that brought each in, and drops the bodies of
//! the rest, which are then never compiled for the device. `constexpr`
//! functions are host-device (clang's rule); their bodies are checked like
//! any device one.

use super::Sema;
use crate::ast;
use crate::ir::{
    Builtin, ExecSpace, Expr, ExprKind, FuncId, Function, KernelAttrs, LaunchBounds, Linkage,
    SpecialVar,
};
use crate::nvvm::target::features::{self, Feature};
use crate::source::Span;
use crate::types::AddrSpace;

/// Whether a function is for the host only: no `__global__` or
/// `__device__` and not `constexpr` (`exec_space` without its checks).
pub(crate) fn is_host_only(f: &ast::FunctionDef) -> bool {
    let a = &f.attrs;
    !(a.global || a.device || f.constexpr)
}

/// Whether a function is nvcc's "constexpr __host__ function": `constexpr`
/// with no execution space written (implicit members aside, which are
/// host-device in nvcc too).
pub(crate) fn constexpr_host(f: &ast::FunctionDef) -> bool {
    let a = &f.attrs;
    f.constexpr && !(a.global || a.device || a.host) && f.special != Some(ast::SpecialDef::Default)
}

/// Whether a namespace-scope variable is a host variable: no CUDA memory
/// space (`var_space` without its checks).
pub(crate) fn is_host_variable(v: &ast::VarDecl) -> bool {
    let a = &v.attrs;
    !(a.device || a.constant || a.shared || a.managed)
}

/// The execution space a function's attributes give it, diagnosing
/// conflicting combinations.
pub(crate) fn exec_space(sema: &mut Sema<'_>, f: &ast::FunctionDef) -> ExecSpace {
    let (a, span) = (&f.attrs, f.name.span);
    if a.global && (a.device || a.host) {
        let other = if a.device { "__device__" } else { "__host__" };
        sema.error(
            span,
            format!("'__global__' and '{other}' cannot be used together"),
        );
    }
    if a.shared || a.constant || a.managed {
        sema.error(
            span,
            "memory space qualifiers cannot be applied to functions",
        );
    }
    match (a.global, a.device, a.host) {
        (true, _, _) => ExecSpace::Global,
        (false, true, true) => ExecSpace::HostDevice,
        (false, true, false) => ExecSpace::Device,
        // A `constexpr` function without a space is host and device
        // (clang's default; nvcc's `--expt-relaxed-constexpr`, which
        // device code using the standard library relies on).
        _ if f.constexpr => ExecSpace::HostDevice,
        // `S() = default;` is the implicit member, which is host and
        // device (nvcc and clang treat it so).
        _ if f.special == Some(ast::SpecialDef::Default) => ExecSpace::HostDevice,
        _ => ExecSpace::Host,
    }
}

/// Where a variable with these attributes lives, diagnosing conflicts.
/// `None` means an ordinary (host, or device-local) variable.
pub(crate) fn var_space(sema: &mut Sema<'_>, a: &ast::Attributes, span: Span) -> Option<AddrSpace> {
    let mut spaces = Vec::new();
    if a.shared {
        spaces.push("__shared__");
    }
    if a.constant {
        spaces.push("__constant__");
    }
    if a.managed {
        spaces.push("__managed__");
    }
    if spaces.len() > 1 {
        sema.error(
            span,
            format!(
                "'{}' and '{}' cannot be used together",
                spaces[0], spaces[1]
            ),
        );
    }
    if a.global || a.host {
        let q = if a.global { "__global__" } else { "__host__" };
        sema.error(span, format!("'{q}' cannot be applied to a variable"));
    }
    if a.shared {
        Some(AddrSpace::Shared)
    } else if a.constant {
        Some(AddrSpace::Constant)
    } else if a.managed || a.device {
        Some(AddrSpace::Global)
    } else {
        None
    }
}

/// Whether `a` writes a memory space (`__device__`, `__constant__`,
/// `__shared__`, `__managed__`).
pub(crate) fn var_space_written(a: &ast::Attributes) -> bool {
    a.device || a.constant || a.shared || a.managed
}

/// The memory space an `__attribute__((address_space(N)))` names: NVPTX's
/// numbering (the NVVM IR spec's address-space table); 2 is unused there.
pub(crate) fn address_space_of(n: u32) -> Option<AddrSpace> {
    Some(match n {
        0 => AddrSpace::Generic,
        1 => AddrSpace::Global,
        3 => AddrSpace::Shared,
        4 => AddrSpace::Constant,
        5 => AddrSpace::Local,
        _ => return None,
    })
}

/// The predefined variables visible in device code.
pub(crate) fn special_var(name: &str) -> Option<SpecialVar> {
    Some(match name {
        "threadIdx" => SpecialVar::ThreadIdx,
        "blockIdx" => SpecialVar::BlockIdx,
        "blockDim" => SpecialVar::BlockDim,
        "gridDim" => SpecialVar::GridDim,
        _ => return None,
    })
}

pub(crate) fn is_predefined_name(name: &str) -> bool {
    special_var(name).is_some() || name == "warpSize"
}

/// Compiler builtins callable from device code without a declaration.
pub(crate) fn builtin(name: &str) -> Option<Builtin> {
    Some(match name {
        "__syncthreads" => Builtin::SyncThreads,
        "__threadfence_block" => Builtin::ThreadFenceBlock,
        "__threadfence" => Builtin::ThreadFence,
        "__threadfence_system" => Builtin::ThreadFenceSystem,
        _ => return None,
    })
}

/// If `e` names a predefined variable (or a component of one), its name.
pub(crate) fn predefined_target(e: &ast::Expr) -> Option<&str> {
    match &e.kind {
        ast::ExprKind::Name(path) if path.len() == 1 && is_predefined_name(&path[0].name) => {
            Some(path[0].name.as_str())
        }
        ast::ExprKind::Member {
            base, arrow: false, ..
        } => predefined_target(base),
        _ => None,
    }
}

/// The C library's `printf` (declared by cudac's headers or the user),
/// which device code calls as `vprintf` (`Builtin::Printf`).
pub(crate) fn is_c_printf(f: &Function) -> bool {
    f.symbol == "printf" && f.body.is_none() && f.method.is_none()
}

pub(crate) fn space_name(s: ExecSpace) -> &'static str {
    match s {
        ExecSpace::Host => "__host__",
        ExecSpace::Device => "__device__",
        ExecSpace::HostDevice => "__host__ __device__",
        ExecSpace::Global => "__global__",
    }
}

impl Sema<'_> {
    /// "cannot assign to variable 'threadIdx' with predefined meaning in
    /// CUDA", if `target` is a predefined variable. Returns whether it was.
    pub(crate) fn check_predefined_write(&mut self, target: &ast::Expr) -> bool {
        if let Some(name) = predefined_target(target) {
            let name = name.to_string();
            self.error(
                target.span,
                format!("cannot assign to variable '{name}' with predefined meaning in CUDA"),
            );
            return true;
        }
        false
    }

    /// Taking the address of a predefined variable.
    pub(crate) fn check_predefined_addr(&mut self, target: &ast::Expr, span: Span) -> bool {
        if let Some(name) = predefined_target(target) {
            let name = name.to_string();
            self.error(
                span,
                format!(
                    "cannot take the address of variable '{name}' with predefined meaning in CUDA"
                ),
            );
            return true;
        }
        false
    }

    /// Calls across execution spaces (nvcc's rules without `-rdc` relaxations).
    ///
    /// nvcc's constexpr rule: without `--expt-relaxed-constexpr` a
    /// `constexpr` function with no execution space is a host function
    /// that device code may not call (an error from `__device__` and
    /// `__global__` functions, a warning from `__host__ __device__` ones,
    /// as nvcc; a constructor only where all its arguments are constant,
    /// `constant_args`, which is where nvcc checks it); such functions
    /// call each other as host functions do.
    pub(crate) fn check_call_space(
        &mut self,
        callee_name: &str,
        callee_id: FuncId,
        constant_args: bool,
        span: Span,
    ) {
        let Some(caller) = self.func.as_ref().map(|f| (f.space, f.id)) else {
            return;
        };
        if self.expansion.unevaluated {
            return; // no call is made (`context::Expansion::unevaluated`)
        }
        let caller_name = self.program.functions[caller.1].name.clone();
        let callee_fn = &self.program.functions[callee_id];
        let callee = callee_fn.space;
        if !self.opts.relaxed_constexpr {
            if self.program.functions[caller.1].constexpr_host {
                // A host function, as far as nvcc's rule goes.
                return;
            }
            // An implicit or defaulted constructor calling a member's
            // constexpr one (`struct Q { P p; }` with `constexpr P()`):
            // nvcc says nothing, wherever Q is built (measured, 13.0).
            if self.implicitly_constexpr.contains(&caller.1) && callee_fn.constexpr_host {
                return;
            }
            let is_ctor = matches!(
                callee_fn.method.map(|m| m.kind),
                Some(crate::ir::MethodKind::Constructor)
            );
            if callee_fn.constexpr_host
                && (constant_args || !is_ctor)
                && !device_callable_std(self, callee_id)
            {
                let msg = format!(
                    "calling a constexpr __host__ function(\"{callee_name}\") from a {} function(\"{caller_name}\") is not allowed",
                    space_name(caller.0)
                );
                let hint =
                    "the experimental flag '--expt-relaxed-constexpr' can be used to allow this";
                match caller.0 {
                    ExecSpace::Global | ExecSpace::Device => self
                        .diags
                        .push(crate::diag::Diagnostic::error(span, msg).with_note(hint)),
                    ExecSpace::HostDevice => self
                        .diags
                        .push(crate::diag::Diagnostic::warning(span, msg).with_note(hint)),
                    ExecSpace::Host => {}
                }
                return;
            }
        }
        match (caller.0, callee) {
            (ExecSpace::Global | ExecSpace::Device | ExecSpace::HostDevice, ExecSpace::Global) => {
                self.error(
                    span,
                    format!("a __global__ function call must be configured: '{callee_name}' is a kernel; launch it with <<<...>>> from host code"),
                );
            }
            (ExecSpace::Global | ExecSpace::Device | ExecSpace::HostDevice, ExecSpace::Host) => {
                self.device_error(
                    span,
                    format!(
                        "calling a __host__ function(\"{callee_name}\") from a {} function(\"{caller_name}\") is not allowed",
                        space_name(caller.0)
                    ),
                );
            }
            _ => {}
        }
    }
}

impl Sema<'_> {
    /// nvcc's extended lambdas: a `__device__` or `__host__ __device__`
    /// lambda in host code needs `--extended-lambda`. The error is
    /// reported even where host code's errors are held: nvcc reports it
    /// wherever the lambda is.
    /// The execution space of a lambda's call operator, as nvcc gives it:
    /// an unannotated lambda takes its enclosing function's space (a
    /// lambda in host code is host code: it may launch kernels and call
    /// host functions; in a kernel it is device code). An annotated one
    /// (`[] __device__ (…)`, an extended lambda) is kept callable from
    /// both sides, since host code only passes it on to device code.
    /// Returns the `(host, device)` attributes.
    pub(crate) fn lambda_space(&self, l: &ast::Lambda) -> (bool, bool) {
        if l.attrs.device || l.attrs.host {
            return (true, true);
        }
        match self.space() {
            Some(ExecSpace::Host) | None => (true, false),
            Some(ExecSpace::Device | ExecSpace::Global) => (false, true),
            Some(ExecSpace::HostDevice) => (true, true),
        }
    }

    pub(crate) fn check_lambda_annotation(&mut self, l: &ast::Lambda) {
        let annotated = l.attrs.device || l.attrs.host;
        let in_host = matches!(self.space(), Some(ExecSpace::Host));
        if annotated && in_host && !self.opts.extended_lambda {
            let strict = self.begin_strict();
            self.diags.push(
                crate::diag::Diagnostic::error(
                    l.span,
                    "__host__ or __device__ annotation on lambda requires --extended-lambda nvcc flag",
                )
                .with_note("nvcc and cudac take --extended-lambda (or --expt-extended-lambda) for __device__ lambdas in host code"),
            );
            self.end_strict(strict);
        }
    }
}

impl Sema<'_> {
    /// nvcc's error for a memory space on a structured binding
    /// (`__device__ auto [a, b] = p;`); `false` after reporting it.
    pub(crate) fn check_binding_space(&mut self, v: &ast::VarDecl) -> bool {
        let a = &v.attrs;
        let space = [
            (a.managed, "__managed__"),
            (a.shared, "__shared__"),
            (a.constant, "__constant__"),
            (a.device, "__device__"),
        ]
        .into_iter()
        .find_map(|(on, name)| on.then_some(name));
        if let Some(space) = space {
            self.error(
                v.span,
                format!(
                    "The {space} specifier is not allowed for a structured binding declaration"
                ),
            );
            return false;
        }
        true
    }

    /// nvcc's rule for a kernel template's arguments `args`: no closure
    /// type of a lambda neither defined in device code nor extended
    /// (`Closure::kernel_arg`). Checked after deduction, so no
    /// substitution failure: an error even while overloads are tried.
    /// `false` after reporting it.
    pub(crate) fn check_kernel_closure_args(
        &mut self,
        args: &[crate::types::TArg],
        at: Span,
    ) -> bool {
        let Some(c) = self.host_closure_in(args) else {
            return true;
        };
        let d = self.describe_ty(c);
        let strict = self.begin_strict();
        self.error(
            at,
            format!(
                "the closure type for a lambda ('{d}') cannot be used in the template argument type of a __global__ function template instantiation, unless the lambda is defined within a __device__ or __global__ function, or the flag '--extended-lambda' is specified and the lambda is an extended lambda (a __device__ or __host__ __device__ lambda defined within a __host__ or __host__ __device__ function)"
            ),
        );
        self.end_strict(strict);
        false
    }
}

/// The predefined variable a checked expression reads as a whole or
/// by component (`threadIdx`, `threadIdx.x`, `warpSize`), if any.
pub(crate) fn predefined_value(e: &crate::ir::Expr) -> Option<&'static str> {
    use crate::ir::ExprKind;
    match &e.kind {
        ExprKind::Special(v, _) => Some(v.name()),
        ExprKind::WarpSize => Some("warpSize"),
        ExprKind::Cast(_, x) => predefined_value(x),
        _ => None,
    }
}

/// Blocks a cluster may hold (the portable maximum; sm_90).
const MAX_CLUSTER_BLOCKS: u64 = 8;

impl Sema<'_> {
    /// The launch attributes of function `f` in space `space`, checked:
    /// `__launch_bounds__`, `__cluster_dims__`, `__maxnreg__` apply to
    /// kernels only (elsewhere they are ignored with a warning, as
    /// nvcc does); clusters need sm_90 and hold at most 8 blocks;
    /// `__grid_constant__` marks `const` kernel parameters (sm_70+).
    pub(crate) fn kernel_attrs(&mut self, f: &ast::FunctionDef, space: ExecSpace) -> KernelAttrs {
        let mut k = KernelAttrs::default();
        let kernel = space == ExecSpace::Global;
        for (i, p) in f.params.iter().enumerate() {
            let Some(at) = p.attrs.grid_constant else {
                continue;
            };
            if !kernel {
                self.error(
                    at,
                    "__grid_constant__ is only allowed on parameters of __global__ functions",
                );
            } else if !p.ty.quals.is_const {
                self.error(
                    at,
                    "a parameter annotated with __grid_constant__ must have const-qualified type",
                );
            } else if !features::has(Feature::GridConstant, self.opts.arch) {
                self.error(
                    at,
                    format!(
                        "__grid_constant__ needs sm_{} or higher, but the target is sm_{}",
                        features::min_sm(Feature::GridConstant),
                        self.opts.arch
                    ),
                );
            } else {
                k.grid_constant.push(i as u32 + 1);
            }
        }
        let a = &f.attrs;
        if !kernel {
            for (present, what) in [
                (a.launch_bounds.is_some(), "__launch_bounds__"),
                (a.cluster_dims.is_some(), "__cluster_dims__"),
                (a.maxnreg.is_some(), "__maxnreg__"),
            ] {
                if present {
                    self.warning(
                        f.name.span,
                        format!("{what} is ignored on a non-__global__ function"),
                    );
                }
            }
            return k;
        }
        if let Some((args, span)) = &a.launch_bounds {
            k.launch_bounds = self.launch_bounds(args, *span);
        }
        if let Some((args, span)) = &a.cluster_dims {
            k.cluster_dims = self.cluster_dims(args, *span);
        }
        if let Some((args, span)) = &a.maxnreg {
            k.max_regs = match self
                .attr_constants("__maxnreg__", args, *span, 1..=1)
                .as_deref()
            {
                Some([v]) if *v > 0 && *v <= 255 => Some(*v as u64),
                Some(_) => {
                    self.error(*span, "'__maxnreg__' takes a register count from 1 to 255");
                    None
                }
                None => None,
            };
        }
        let rank = k.launch_bounds.and_then(|lb| lb.max_blocks_per_cluster);
        if let (Some(r), Some((_, span))) = (rank, &a.launch_bounds) {
            if k.cluster_dims.is_some() {
                self.error(*span, "a kernel with '__cluster_dims__' cannot also limit its blocks per cluster in '__launch_bounds__'");
            } else if !features::has(Feature::Clusters, self.opts.arch) {
                self.warning(*span, format!("the maximum number of blocks per cluster in '__launch_bounds__' needs sm_{} or higher, but the target is sm_{}; it is ignored", features::min_sm(Feature::Clusters), self.opts.arch));
                if let Some(lb) = k.launch_bounds.as_mut() {
                    lb.max_blocks_per_cluster = None;
                }
            } else if r > MAX_CLUSTER_BLOCKS {
                self.error(*span, format!("a cluster holds at most {MAX_CLUSTER_BLOCKS} blocks, but '__launch_bounds__' allows {r}"));
            }
        }
        k
    }

    /// Integer constant arguments of attribute `what`, between the
    /// counts `n` allows; `None` (reported) otherwise.
    fn attr_constants(
        &mut self,
        what: &str,
        args: &[ast::Expr],
        span: Span,
        n: std::ops::RangeInclusive<usize>,
    ) -> Option<Vec<i128>> {
        if !n.contains(&args.len()) {
            let (lo, hi) = (n.start(), n.end());
            let count = if lo == hi {
                format!("{lo}")
            } else {
                format!("{lo} to {hi}")
            };
            self.error(
                span,
                format!(
                    "'{what}' takes {count} argument{}, {} given",
                    if *hi == 1 { "" } else { "s" },
                    args.len()
                ),
            );
            return None;
        }
        let mut out = Vec::new();
        for a in args {
            let e = self.check_expr(a);
            let e = self.rvalue(e);
            if !self.types.is_integral(e.ty) {
                self.error(
                    a.span,
                    format!("'{what}' argument must be an integer constant expression"),
                );
                return None;
            }
            match self.fold(&e) {
                Some(v) => out.push(v),
                None => {
                    self.error(
                        a.span,
                        format!("'{what}' argument must be an integer constant expression"),
                    );
                    return None;
                }
            }
        }
        Some(out)
    }

    /// `__launch_bounds__(max_threads, min_blocks, max_blocks_per_cluster)`.
    fn launch_bounds(&mut self, args: &[ast::Expr], span: Span) -> Option<LaunchBounds> {
        if args.is_empty() || args.len() > 3 {
            self.error(
                span,
                format!(
                    "'__launch_bounds__' takes 1 to 3 arguments, {} given",
                    args.len()
                ),
            );
            return None;
        }
        let mut vals = Vec::new();
        for a in args {
            // A static data member (`Policy::BLOCK_THREADS`) is an lvalue:
            // its value is what folds.
            let e = self.check_expr(a);
            let e = self.rvalue(e);
            match self.fold(&e) {
                Some(v) if v > 0 && v <= u32::MAX as i128 => vals.push(v as u64),
                Some(v) if v <= 0 && vals.is_empty() => {
                    self.error(
                        a.span,
                        "'__launch_bounds__' maximum threads per block must be positive",
                    );
                    return None;
                }
                Some(v) if v < 0 => {
                    self.error(a.span, "'__launch_bounds__' argument must not be negative");
                    return None;
                }
                Some(_) => vals.push(0),
                None => {
                    self.error(
                        a.span,
                        "'__launch_bounds__' argument must be an integer constant expression",
                    );
                    return None;
                }
            }
        }
        Some(LaunchBounds {
            max_threads: vals[0],
            min_blocks: vals.get(1).copied().filter(|&v| v > 0),
            max_blocks_per_cluster: vals.get(2).copied().filter(|&v| v > 0),
        })
    }

    /// `__cluster_dims__(x, y, z)`: sm_90 and up; each dimension
    /// positive, or all 0 (the launch gives them); at most 8 blocks.
    fn cluster_dims(&mut self, args: &[ast::Expr], span: Span) -> Option<[u64; 3]> {
        if !features::has(Feature::Clusters, self.opts.arch) {
            self.error(
                span,
                format!(
                    "'__cluster_dims__' needs sm_{} or higher, but the target is sm_{}",
                    features::min_sm(Feature::Clusters),
                    self.opts.arch
                ),
            );
            return None;
        }
        let vals = self.attr_constants("__cluster_dims__", args, span, 1..=3)?;
        if vals.iter().any(|&v| v < 0 || v > u32::MAX as i128) {
            self.error(span, "'__cluster_dims__' dimensions must not be negative");
            return None;
        }
        let mut dims = [1u64; 3];
        for (d, v) in dims.iter_mut().zip(&vals) {
            *d = *v as u64;
        }
        let zeros = vals.iter().filter(|&&v| v == 0).count();
        if zeros > 0 && zeros < 3 {
            self.error(
                span,
                "'__cluster_dims__' dimensions must all be 0 (given at launch) or all be positive",
            );
            return None;
        }
        let blocks = dims.iter().product::<u64>();
        if blocks > MAX_CLUSTER_BLOCKS {
            self.error(span, format!("a cluster holds at most {MAX_CLUSTER_BLOCKS} blocks, but '__cluster_dims__' asks for {blocks}"));
            return None;
        }
        Some(dims)
    }

    /// Kernel launches in host functions cudac could not parse (syntax
    /// errors; `ast::Body::Skipped`), so could not analyse: a launch that
    /// writes every template argument with names cudac resolves where
    /// the kernel is declared (`fill<float><<<…>>>`) specialises the
    /// kernel; for any other launch of a kernel template that nothing
    /// else specialises, a warning says none is emitted, with the fix.
    /// [CUDA] A `__shared__` variable has no initialiser (each block's
    /// copy starts undefined), and is complete, or, declared `extern`, an
    /// unsized array (the launch's dynamic shared memory).
    pub(crate) fn check_shared_decl(
        &mut self,
        v: &ast::VarDecl,
        ty: crate::types::TypeId,
        is_extern: bool,
    ) {
        if v.init.is_some() {
            self.error(
                v.init.as_ref().map(|i| i.span()).unwrap_or(v.span),
                "initialization is not supported for __shared__ variables",
            );
        }
        if is_extern {
            match self.types.array_elem(ty) {
                Some((_, None)) => {}
                _ => self.error(
                    v.name.span,
                    "an extern __shared__ variable must be an unsized array",
                ),
            }
        } else if !self.is_complete_now(ty) {
            let d = self.describe_ty(ty);
            self.error(
                v.name.span,
                format!("__shared__ variable has incomplete type '{d}'"),
            );
        }
    }

    /// [CUDA] A kernel launch in device code (dynamic parallelism). It
    /// needs relocatable device code, as nvcc says. With it, the launch
    /// is nvcc's (CDP2): overload resolution picks the kernel (a
    /// configured call, `Named::launch`) and converts the arguments to its
    /// parameter types, and `__cudac_launch_device` (cudac's
    /// `cuda_runtime_api.h`) gets the parameter buffer from the device
    /// runtime, stores them at their offsets and launches. The launch
    /// links against the device runtime (cudadevrt), as nvcc's does.
    pub(crate) fn device_launch(
        &mut self,
        callee: &ast::Expr,
        config: &[ast::Expr],
        args: &[ast::Expr],
        span: Span,
    ) -> Expr {
        if !self.opts.relocatable {
            self.device_error(
                span,
                "kernel launch from __device__ or __global__ functions requires separate compilation mode (-rdc=true)",
            );
            return self.error_expr(span);
        }
        // A kernel named (not a pointer to one held in a variable).
        let named = match &callee.kind {
            ast::ExprKind::Name(path) => match self.peek_path(path) {
                Some(
                    super::scope::Symbol::Local(_)
                    | super::scope::Symbol::Global(_)
                    | super::scope::Symbol::Field(..),
                ) => None,
                _ => Some(path),
            },
            _ => None,
        };
        let Some(path) = named else {
            self.device_error(
                callee.span,
                "launching a kernel through a function pointer from device code is not supported yet",
            );
            return self.error_expr(span);
        };
        let mut launch_args: Vec<Expr> = config.iter().map(|c| self.check_expr(c)).collect();
        let checked = self.check_args(args);
        let kernels = self.launched_kernels(path, &checked);
        let name = path.last().map(|i| i.name.clone()).unwrap_or_default();
        if kernels.is_empty() {
            self.error(callee.span, not_a_kernel_message(&name));
            return self.error_expr(span);
        }
        let named = super::overload::Named {
            name: &name,
            cands: &kernels,
            explicit: path.last().and_then(|i| i.args.as_deref()),
            launch: true,
        };
        let Some((kernel, converted)) = self.resolve_call(named, None, checked, callee.span, span)
        else {
            return self.error_expr(span);
        };
        // The configuration's defaults: no dynamic shared memory, the
        // default stream.
        let uint = self.types.int(crate::types::IntKind::UInt);
        if launch_args.len() < 3 {
            launch_args.push(Expr::new(ExprKind::Int(0), uint, false, span));
        }
        if launch_args.len() < 4 {
            let null = self.types.nullptr();
            launch_args.push(Expr::new(ExprKind::Null, null, false, span));
        }
        let kty = self.function_value_type(kernel);
        launch_args.insert(0, Expr::new(ExprKind::Func(kernel), kty, true, callee.span));
        launch_args.extend(converted);
        let helper = "__cudac_launch_device";
        let Some(super::scope::Symbol::Funcs(cands)) =
            self.scopes.lookup_in(super::scope::GLOBAL, helper).cloned()
        else {
            self.error(span, "cudac's runtime headers lack '__cudac_launch_device'");
            return self.error_expr(span);
        };
        let named = super::overload::Named::plain(helper, &cands);
        self.call_overloaded(
            named,
            launch_args,
            super::overload::Dispatch::Direct,
            (callee.span, span),
        )
    }

    /// [CUDA] A host variable that is `constexpr` (or `const`, not
    /// `volatile`) with a constant initialiser, of class or array type,
    /// read in device code: the device reads a copy in constant memory,
    /// made once, internal and dropped when unused. nvcc folds such values
    /// where device code copies the object or reads a member
    /// (`f(bool_constant_v<true>)`, `p.b`, which CUB relies on); clang
    /// makes every `constexpr` variable a device constant. The copy is
    /// clang's rule, so binding a reference or indexing with a variable,
    /// which nvcc rejects, reads the same correct value. Scalars are
    /// folded before this (`const_globals`). `None`: not such a variable.
    pub(crate) fn constant_twin(&mut self, g: crate::ir::GlobalId) -> Option<crate::ir::GlobalId> {
        if let Some(&twin) = self.constant_twins.get(&g) {
            return Some(twin);
        }
        let gl = &self.program.globals[g];
        let t = self.types.unqual(gl.ty);
        let shaped = self.types.is_record(t) || self.types.array_elem(t).is_some();
        if !gl.is_const || !shaped || gl.external_decl || self.types.referee(gl.ty).is_some() {
            return None;
        }
        // A host object built by a constexpr constructor (libcu++'s
        // `inline constexpr month February{2};`): host code keeps the
        // call, the device copy its value.
        let init = match gl.init.as_ref()? {
            i if only_constant_leaves(i) => i.clone(),
            i => self
                .eval_static_init(gl.ty, i, gl.span)
                .filter(only_constant_leaves)?,
        };
        let gl = &self.program.globals[g];
        let twin = crate::ir::Global {
            name: gl.name.clone(),
            symbol: gl.symbol.clone(),
            ty: gl.ty,
            space: AddrSpace::Constant,
            init: Some(init),
            external_decl: false,
            linkage: Linkage::Internal,
            managed: false,
            artificial: true,
            is_const: true,
            align: gl.align,
            span: gl.span,
        };
        let twin = self.add_global(twin);
        self.constant_twins.insert(g, twin);
        Some(twin)
    }
}

/// [CUDA] The first SM whose device pass declares runtime function `name`,
/// for those CUDA's headers declare only from some SM on (as cudac's do,
/// so that SFINAE detects them as nvcc's users expect): a call below it
/// says which SM it needs, not just that the name is undeclared.
pub(crate) fn arch_gated_api(name: &str) -> Option<u32> {
    match name {
        "__reduce_add_sync" | "__reduce_min_sync" | "__reduce_max_sync" | "__reduce_and_sync"
        | "__reduce_or_sync" | "__reduce_xor_sync" => Some(80),
        _ => None,
    }
}

impl Sema<'_> {
    /// [CUDA] Device code cannot write a `__constant__` variable (global
    /// `g`, written at `span`); returns whether the write is allowed.
    pub(crate) fn check_constant_write(&mut self, g: crate::ir::GlobalId, span: Span) -> bool {
        if self.program.globals[g].space == crate::types::AddrSpace::Constant
            && self.space().is_some_and(|s| s.on_device())
        {
            let n = self.program.globals[g].name.clone();
            self.device_error(
                span,
                format!("cannot assign to __constant__ variable '{n}' in device code"),
            );
            return false;
        }
        true
    }

    /// [CUDA] `__shared__` is for device code: a local declared so in a
    /// host function (`at`: the attributes the lowering noted) is an error.
    pub(crate) fn check_host_shared(&mut self, at: &[Span]) {
        for &span in at {
            self.error(
                span,
                "__shared__ local variables not allowed in __host__ functions",
            );
        }
    }

    /// [CUDA] Device code has no objects of size zero: nvcc rejects a
    /// variable (local, static or `__device__`/`__constant__`/`__shared__`)
    /// or a parameter whose type is a GNU zero-length array or a class
    /// holding only one, as nvcc does, also in a `__host__ __device__`
    /// function nothing calls. `name` is the variable's, `None` for a
    /// parameter. A zero-length *member* (`int tail[0];`) is fine.
    pub(crate) fn check_zero_sized(
        &mut self,
        ty: crate::types::TypeId,
        name: Option<&str>,
        span: Span,
    ) {
        if self.types.referee(ty).is_some() || self.types.layout(ty).is_none_or(|l| l.size != 0) {
            return;
        }
        let msg = match name {
            Some(n) => format!("zero-sized variable '{n}' is not allowed in device code"),
            None => {
                let d = self.describe_ty(ty);
                format!("zero-sized parameter type '{d}' is not allowed in device code")
            }
        };
        self.error(span, msg);
    }

    /// Whether the body being checked is compiled for the device.
    pub(crate) fn in_device_body(&self) -> bool {
        self.func
            .as_ref()
            .is_some_and(|f| f.space != ExecSpace::Host)
    }

    pub(crate) fn check_host_launches(&mut self, launches: &[ast::HostLaunch]) {
        let found: Vec<_> = launches
            .iter()
            .map(|l| (l, self.launched_templates(l)))
            .collect();
        for (l, templates) in &found {
            let (Some(args), [t]) = (&l.args, templates.as_slice()) else {
                continue;
            };
            // Names the arguments do not resolve to (a template
            // parameter of the function around the launch) are no guess.
            let hold = self.begin_hold();
            let mark = self.diags.len();
            let ok = self
                .explicit_args(*t, args, l.span)
                .is_some_and(|_| !self.errors_since(mark));
            self.end_hold(hold, None);
            if ok {
                self.instantiate_explicit(*t, args, l.span);
            }
        }
        let mut warned = std::collections::HashSet::new();
        for (l, templates) in found {
            if templates.is_empty() || templates.iter().any(|&t| self.has_instances(t)) {
                continue;
            }
            let name = l
                .name
                .iter()
                .map(|i| i.name.as_str())
                .collect::<Vec<_>>()
                .join("::");
            if warned.insert(name.clone()) {
                self.launch_error(
                    l.span,
                    format!("kernel template '{name}' is launched from host code cudac could not read (it has syntax errors, or a construct cudac does not support yet), and nothing instantiates it for the device: cudac cannot tell which specialization to emit; instantiate the launched ones explicitly ('template __global__ void {name}<…>(…);')"),
                );
            }
        }
    }

    /// The kernel templates a host launch's callee names (none when it
    /// names a plain kernel or nothing device code can see).
    fn launched_templates(&mut self, l: &ast::HostLaunch) -> Vec<super::template::TemplateId> {
        // Host code may name what device code cannot see: quietly.
        let (found, _) = self.tentatively(|s| s.lookup_path(&l.name));
        let super::lookup::Lookup::Found(super::scope::Symbol::Funcs(fs)) = found else {
            return Vec::new();
        };
        fs.iter()
            .map(|f| &self.program.functions[*f])
            .filter(|f| f.space == ExecSpace::Global)
            .filter_map(|f| f.pattern)
            .collect()
    }

    /// An error that only code compiled for the device has (a host
    /// function called, a variable-length array, exceptions). In a
    /// `__host__ __device__` function (lambdas included) it waits until
    /// the function is known to be compiled for the device
    /// (`report_deferred`), as clang and nvcc defer it: host-device code
    /// only the host runs may use host features.
    pub(crate) fn device_error(&mut self, span: Span, msg: impl Into<String>) {
        match self.func.as_ref() {
            Some(f) if f.space == ExecSpace::HostDevice => {
                let d = crate::diag::Diagnostic::error(span, msg);
                self.deferred.entry(f.id).or_default().push(d);
            }
            _ => self.error(span, msg),
        }
    }

    /// C++ that sema does not handle, met in a function body: what device
    /// code can never use waits like any device-only error.
    pub(crate) fn unsupported_in_body(&mut self, span: Span, what: &str) {
        let msg = unsupported_message(what, false);
        if matches!(what, "exceptions" | "typeid" | "thread_local") {
            self.device_error(span, msg);
        } else {
            self.error(span, msg);
        }
    }

    /// Reports the deferred errors of the host-device functions device
    /// code reaches (from every kernel, `__device__` function and
    /// externally visible function), with the device function that
    /// reaches each. Those it does not reach are host code only: their
    /// bodies are dropped, so they are never compiled for the device.
    pub(crate) fn report_deferred(&mut self) {
        if self.deferred.is_empty() {
            return;
        }
        let reached = self.program.reachable(device_roots(&self.program));
        let caller = |f: FuncId| reached.get(&f).copied().flatten();
        let mut deferred: Vec<_> = std::mem::take(&mut self.deferred).into_iter().collect();
        deferred.sort_by_key(|(id, _)| *id);
        for (id, diags) in deferred {
            if !reached.contains_key(&id) {
                self.program.functions[id].body = None;
                continue;
            }
            // The device function that brought this one in: the first
            // caller up the chain that is not host-device itself.
            let mut by = caller(id);
            while let Some(c) = by {
                if self.program.functions[c].space != ExecSpace::HostDevice {
                    break;
                }
                by = caller(c);
            }
            for mut d in diags {
                if let Some(c) = by {
                    let f = &self.program.functions[c];
                    let note = format!("compiled for the device because '{}' uses it", f.name);
                    d = d.with_secondary(f.span, note);
                }
                self.diags.push(d);
            }
        }
    }
}

/// The signature rules of a `__global__` function ([CUDA C++ Programming
/// Guide, __global__]): a `void` return type, written as such (not
/// deduced), and no variable argument list. Under SFINAE (`sfinae`: a
/// template specialisation being considered) nothing is reported and the
/// caller drops the candidate; returns whether the rules hold.
pub(crate) fn check_kernel_signature(
    sema: &mut Sema<'_>,
    ret: crate::types::TypeId,
    written: &ast::TypeExpr,
    variadic: bool,
    name_span: Span,
    sfinae: bool,
) -> bool {
    let void_ret = sema.types.is_void(ret) && !super::typeexpr::mentions_auto(written);
    if !sfinae {
        if !void_ret {
            sema.error(
                written.span,
                "a __global__ function must have a void return type",
            );
        }
        if variadic {
            sema.error(
                name_span,
                "a __global__ function cannot have a variable number of arguments",
            );
        }
    }
    void_ret && !variadic
}

/// A kernel launch in host code whose kernel template specialisation
/// cudac cannot determine (`host::host_launch`).
pub(crate) fn unanalysed_launch_message(name: &str, why: &str) -> String {
    format!("cudac cannot tell which specialization of kernel template '{name}' this launch uses: {why}; instantiate it explicitly ('template __global__ void {name}<…>(…);')")
}

/// A host call of a function template that launches kernels, which cudac
/// could not resolve.
pub(crate) fn unresolved_host_call_message(name: &str, why: &str) -> String {
    format!("cudac cannot tell which specialization of function template '{name}' this call uses, so not which kernels it launches: {why}; instantiate them explicitly ('template __global__ void kernel<…>(…);')")
}

/// `f<<<…>>>(…)` where `f` is no kernel.
pub(crate) fn not_a_kernel_message(name: &str) -> String {
    format!("'{name}' is not a kernel: only __global__ functions can be launched")
}

/// A variable's type qualified with an address space
/// (`__attribute__((address_space(3))) float x;`): CUDA places variables
/// with its memory-space attributes instead (clang does not allow it
/// either).
pub(crate) fn check_var_type_space(sema: &mut Sema<'_>, ty: crate::types::TypeId, span: Span) {
    if sema.types.cv(ty).space != AddrSpace::Generic {
        sema.error(
            span,
            "a variable qualified with an address space is not supported yet: declare it __device__, __shared__ or __constant__",
        );
    }
}

/// An overriding virtual function must have the execution space of the
/// function it overrides (nvcc: "execution space mismatch"): the vtable
/// the device uses and the host's must agree on what each entry is.
/// Implicit members (`__host__ __device__`) are exempt, as in nvcc.
pub(crate) fn check_override_space(sema: &mut Sema<'_>, f: FuncId, overridden: FuncId, span: Span) {
    let (a, b) = (
        &sema.program.functions[f],
        &sema.program.functions[overridden],
    );
    if a.space == b.space {
        return;
    }
    // A defaulted virtual destructor is an implicit member in nvcc's
    // eyes: exempt too (HeCBench logic-rewrite's `virtual ~Scheduler() =
    // default;` overridden by a host destructor).
    if sema.defaulted_dtors.contains(&f) || sema.defaulted_dtors.contains(&overridden) {
        return;
    }
    let word = |s: ExecSpace| match s {
        ExecSpace::Host => "__host__",
        ExecSpace::Device => "__device__",
        ExecSpace::HostDevice => "__host__ __device__",
        ExecSpace::Global => "__global__",
    };
    let class_name = |s: &Sema<'_>, g: &Function| {
        g.method
            .map(|m| s.describe_ty(m.class))
            .map(|c| format!("{c}::{}", g.name))
            .unwrap_or_else(|| g.name.clone())
    };
    let msg = format!(
        "execution space mismatch: overridden entity (function \"{}\") is a {} function, but overriding entity (function \"{}\") is a {} function",
        class_name(sema, b),
        word(b.space),
        class_name(sema, a),
        word(a.space)
    );
    sema.error(span, msg);
}

/// How a function came to be declared, as far as its linkage cares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum FnOrigin {
    /// A namespace-scope declaration, `static` and/or `inline`.
    Declared { is_static: bool, inline: bool },
    /// A member function; inline when defined in its class, declared
    /// `inline`, or a member of a class template specialisation.
    Member { inline: bool },
    /// An implicitly declared special member function.
    Implicit,
    /// An implicit instantiation of a function template.
    Instantiated,
    /// An explicit specialisation (`template <> void f<int>()`).
    ExplicitSpecialization,
}

/// A function's linkage, for every kind of declaration. `internal`: the
/// function's name is local to this file (an anonymous namespace, a
/// local class, a lambda or local type among its template arguments).
///
/// - A kernel is launched by the host, so it stays visible wherever it is
///   declared (clang emits one in an anonymous namespace too, and makes an
///   instantiated one `weak_odr` under `-rdc`).
/// - Without `-rdc` (whole-program compilation, nvcc's default) nothing
///   outside this file can call a device function: internal. An explicit
///   specialisation of a kernel template is an ordinary kernel.
/// - With `-rdc`, what every file may define (inline functions, members
///   defined in their class, implicit members, template instantiations) is
///   `linkonce_odr`, as clang emits it; `static` is internal; the rest is
///   external.
pub(crate) fn function_linkage(
    space: ExecSpace,
    origin: FnOrigin,
    internal: bool,
    relocatable: bool,
) -> Linkage {
    let kernel = space == ExecSpace::Global;
    if kernel && origin != FnOrigin::ExplicitSpecialization {
        return if relocatable && origin == FnOrigin::Instantiated {
            Linkage::WeakOdr
        } else {
            Linkage::External
        };
    }
    if internal {
        return Linkage::Internal;
    }
    if kernel {
        return Linkage::External;
    }
    if !relocatable {
        return Linkage::Internal;
    }
    match origin {
        FnOrigin::Declared {
            is_static: true, ..
        } => Linkage::Internal,
        FnOrigin::Declared { inline: true, .. }
        | FnOrigin::Member { inline: true }
        | FnOrigin::Implicit
        | FnOrigin::Instantiated => Linkage::LinkOnceOdr,
        FnOrigin::Declared { .. } | FnOrigin::Member { .. } | FnOrigin::ExplicitSpecialization => {
            Linkage::External
        }
    }
}

/// The linkage of a function an explicit instantiation definition
/// (`template void f<int>(int*);`) names: it must be emitted, merged with
/// other files' copies under `-rdc`. (Without `-rdc`, a kernel is visible
/// already: nvcc and clang emit `.visible .entry`.)
pub(crate) fn explicit_instantiation_linkage(
    space: ExecSpace,
    linkage: Linkage,
    relocatable: bool,
) -> Linkage {
    if relocatable {
        Linkage::WeakOdr
    } else if space == ExecSpace::Global {
        Linkage::External
    } else {
        linkage
    }
}

/// Where device code starts: every kernel and `__device__` function, and
/// every function other translation units may call, that has a body.
pub(crate) fn device_roots(program: &crate::ir::Program) -> Vec<FuncId> {
    let fns = &program.functions;
    (0..fns.len() as u32)
        .map(FuncId)
        .filter(|id| {
            let f = &fns[*id];
            f.body.is_some()
                && f.pattern.is_none()
                && f.space.on_device()
                && (matches!(f.space, ExecSpace::Global | ExecSpace::Device)
                    || matches!(f.linkage, Linkage::External | Linkage::WeakOdr))
        })
        .collect()
}

/// The message for C++ that sema does not handle: what device code can
/// never use (nvcc rejects it too) says so; the rest is "not supported
/// yet". `plural` for items (`virtual functions are …`).
pub(crate) fn unsupported_message(what: &str, plural: bool) -> String {
    let be = if plural { "are" } else { "is" };
    match what {
        "exceptions" => {
            "exception handling ('try', 'catch', 'throw') is not supported in device code".into()
        }
        "typeid" => "'typeid' (run-time type information) is not supported in device code".into(),
        "thread_local" => "thread-local storage is not supported in device code".into(),
        _ => format!("{what} {be} not supported yet"),
    }
}

/// An object with static storage on the device (`__device__`,
/// `__constant__`, `__managed__`, `__shared__`, a `static` local) is never
/// constructed or destroyed at run time: its class may have constructors
/// and a destructor only if they are empty (clang's and nvcc's rule).
/// `init` is how sema would default-initialise it (`None`: an
/// initialiser is given, which the constant-initialiser rules check);
/// `check_dtor` is false for `static` locals, whose destructor clang
/// does not check.
pub(crate) fn check_static_object(
    sema: &mut Sema<'_>,
    ty: crate::types::TypeId,
    space: AddrSpace,
    init: Option<&crate::ir::Init>,
    check_dtor: bool,
    span: Span,
) {
    // A host object (a host function's `static`) is built by the host.
    if space == AddrSpace::Generic {
        return;
    }
    let dtor = if check_dtor {
        sema.destructor(ty, span)
    } else {
        None
    };
    let dynamic = init.is_some_and(|i| runs_constructor(sema, i))
        || dtor.is_some_and(|d| !sema.is_empty_special(d));
    if !dynamic {
        return;
    }
    // A `__shared__` variable in a function is only warned about, as
    // nvcc does (#20054-D): nothing runs, and the program initialises it
    // itself (`init(&bar, n)` for CCCL's `__shared__ cuda::barrier`).
    if space == AddrSpace::Shared && sema.func.is_some() {
        sema.warning(span, SHARED_DYNAMIC_INIT);
        return;
    }
    let msg = if space == AddrSpace::Shared {
        "dynamic initialization is not supported for a __shared__ variable"
    } else {
        DYNAMIC_INIT
    };
    sema.error(span, msg);
}

/// Whether initialiser `i` calls a constructor that does something, at
/// any depth (an aggregate's member or element built by one: `struct A {
/// B c[16]; }`).
fn runs_constructor(sema: &Sema<'_>, i: &crate::ir::Init) -> bool {
    use crate::ir::Init;
    match i {
        Init::Construct(f, _) => !sema.is_empty_special(*f),
        Init::Each(inner) | Init::Zeroed(inner) | Init::SelfBound(_, inner) => {
            runs_constructor(sema, inner)
        }
        Init::List(items) => items.iter().any(|i| runs_constructor(sema, i)),
        Init::Expr(_) | Init::Zero => false,
    }
}

/// [CUDA] nvcc's warning for a `__shared__` variable of a function whose
/// constructor or destructor is not empty: neither runs.
pub(crate) const SHARED_DYNAMIC_INIT: &str = "dynamic initialization is not supported for a function-scope static __shared__ variable within a __device__/__global__ function";

/// [CUDA] nvcc's error for a device variable whose initialiser is no
/// constant: device memory is set when the module loads, nothing runs.
pub(crate) const DYNAMIC_INIT: &str = "dynamic initialization is not supported for __device__, __constant__, __shared__, and __managed__ variables";

/// Whether a folded initialiser holds numbers and null pointers only: no
/// address, which in a host variable's initialiser names host memory.
fn only_constant_leaves(i: &crate::ir::Init) -> bool {
    use crate::ir::{ExprKind, Init};
    match i {
        Init::Zero => true,
        Init::List(items) => items.iter().all(only_constant_leaves),
        Init::Expr(e) => matches!(
            e.kind,
            ExprKind::Int(_) | ExprKind::Float(_) | ExprKind::Null
        ),
        Init::Construct(..) | Init::Each(_) | Init::Zeroed(_) | Init::SelfBound(..) => false,
    }
}

/// The standard library's constexpr functions device code may call
/// without `--expt-relaxed-constexpr`: `std::move(x)` and
/// `std::forward<T>(x)`, which nvcc treats as the casts they are, and the
/// classification functions (`std::isinf(float)`, …), which CUDA's
/// math_functions.h redeclares `__host__ __device__`. Other constexpr
/// functions of the library (`std::max`, `std::addressof`) are nvcc's
/// constexpr-host error. So are the members of `std::initializer_list`
/// (`l.begin()`, `l.size()`, a range-for over `l`), which nvcc 13.0 lets
/// device code call (measured; `std::begin(l)` stays its error).
fn device_callable_std(s: &Sema<'_>, f: FuncId) -> bool {
    let f = &s.program.functions[f];
    let list_member = f.method.is_some_and(|m| {
        s.types.record(m.class).is_some_and(|r| {
            r.name == "initializer_list"
                && top_namespace(&s.types, &r.scope).as_deref() == Some("std")
        })
    });
    if list_member {
        return true;
    }
    matches!(
        f.name.as_str(),
        "move" | "forward" | "isinf" | "isnan" | "isfinite" | "signbit"
    ) && f.params.len() == 1
        && f.method.is_none()
        && top_namespace(&s.types, &f.scope).as_deref() == Some("std")
}

impl Sema<'_> {
    /// Whether function `f`, which a using-declaration is about to bring
    /// into the current scope as `name`, has the type of a function cudac's
    /// own CUDA headers declare there: libstdc++'s <math.h> says `using
    /// std::isinf;` where cudac's header has `::isinf(float)`. nvcc's
    /// headers redeclare the library's function, so the two are one, and
    /// cudac's stands (adding both made every `isinf(x)` ambiguous).
    pub(crate) fn redeclared_by_cuda_header(&self, name: &str, f: FuncId) -> bool {
        let ty = self.program.functions[f].ty;
        let cuda_header = |g: FuncId| {
            let file = self.program.functions[g].span.file;
            self.library_files.contains(&file) && !self.host_library_files.contains(&file)
        };
        match self.scopes.lookup_in(self.scopes.current(), name) {
            Some(super::scope::Symbol::Funcs(fs)) => fs
                .iter()
                .any(|&g| g != f && self.program.functions[g].ty == ty && cuda_header(g)),
            _ => false,
        }
    }
}

/// The outermost namespace of a declaration's scope (through the classes
/// it is nested in); `None` at global scope.
pub(crate) fn top_namespace(
    types: &crate::types::TypeGraph,
    scope: &[crate::types::PathSeg],
) -> Option<String> {
    use crate::types::PathSeg;
    match scope.first()? {
        PathSeg::Namespace(n) => Some(n.clone()),
        PathSeg::Record(t) => top_namespace(types, &types.record(*t)?.scope),
        PathSeg::AnonNamespace | PathSeg::Local(_) => None,
    }
}
