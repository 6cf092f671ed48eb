//! CUDA rules, in one place: execution spaces, memory spaces of variables,
//! the predefined variables (`threadIdx` & co.), calls across execution
//! spaces, and the CUDA-specific diagnostics.

use super::program::{for_each_callee, Builtin, ExecSpace, FuncId, Linkage, SpecialVar};
use super::Sema;
use crate::ast;
use crate::source::Span;
use crate::types::AddrSpace;
use std::collections::HashMap;

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
    pub(crate) fn check_call_space(&mut self, callee_name: &str, callee: ExecSpace, span: Span) {
        let Some(caller) = self.func.as_ref().map(|f| (f.space, f.id)) else {
            return;
        };
        let caller_name = self.program.functions[caller.1 .0 as usize].name.clone();
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
        let fns = &self.program.functions;
        let mut caller: HashMap<FuncId, FuncId> = HashMap::new();
        let mut work: Vec<FuncId> = (0..fns.len() as u32)
            .map(FuncId)
            .filter(|id| {
                let f = &fns[id.0 as usize];
                f.body.is_some()
                    && f.pattern.is_none()
                    && (matches!(f.space, ExecSpace::Global | ExecSpace::Device)
                        || matches!(f.linkage, Linkage::External | Linkage::WeakOdr))
            })
            .collect();
        let mut reached: std::collections::HashSet<FuncId> = work.iter().copied().collect();
        while let Some(id) = work.pop() {
            let Some(body) = &fns[id.0 as usize].body else {
                continue;
            };
            let mut callees = Vec::new();
            for_each_callee(body, &mut |g| callees.push(g));
            for g in callees {
                if reached.insert(g) {
                    caller.insert(g, id);
                    work.push(g);
                }
            }
        }
        let mut deferred: Vec<_> = std::mem::take(&mut self.deferred).into_iter().collect();
        deferred.sort_by_key(|(id, _)| *id);
        for (id, diags) in deferred {
            if !reached.contains(&id) {
                self.program.functions[id.0 as usize].body = None;
                continue;
            }
            // The device function that brought this one in: the first
            // caller up the chain that is not host-device itself.
            let mut by = caller.get(&id).copied();
            while let Some(c) = by {
                if self.program.functions[c.0 as usize].space != ExecSpace::HostDevice {
                    break;
                }
                by = caller.get(&c).copied();
            }
            for mut d in diags {
                if let Some(c) = by {
                    let f = &self.program.functions[c.0 as usize];
                    let note = format!("compiled for the device because '{}' uses it", f.name);
                    d = d.with_secondary(f.span, note);
                }
                self.diags.push(d);
            }
        }
    }
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
    init: Option<&super::program::Init>,
    check_dtor: bool,
    span: Span,
) {
    use super::program::Init;
    let ctor = match init {
        Some(Init::Construct(f, _)) => Some(*f),
        Some(Init::Each(inner)) => match &**inner {
            Init::Construct(f, _) => Some(*f),
            _ => None,
        },
        _ => None,
    };
    let dtor = if check_dtor {
        sema.destructor(ty, span)
    } else {
        None
    };
    let dynamic = ctor.is_some_and(|c| !sema.is_empty_special(c))
        || dtor.is_some_and(|d| !sema.is_empty_special(d));
    if !dynamic {
        return;
    }
    let msg = if space == AddrSpace::Shared {
        "initialization is not supported for __shared__ variables"
    } else {
        "dynamic initialization is not supported for __device__, __constant__, __shared__, and __managed__ variables"
    };
    sema.error(span, msg);
}
