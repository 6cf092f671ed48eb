//! Library kernel reach: whether host code that calls into a library
//! with kernels (Thrust, CUB) needs device kernels cudac would drop.
//!
//! Input: the checked host bodies (`note_host_calls` records their
//! callees as they are defined) and the library kernels declared in
//! library headers (`note_library_kernel`). Output: after the whole
//! file (`check_kernel_namespace_calls`), an error at each host call
//! into a kernel namespace whose reach cudac could not follow, or that
//! would launch kernels cudac did not instantiate; nothing when the
//! reach is understood and needs no device kernel (a host-only
//! algorithm on host data).
//!
//! Invariant: a host program that uses a library's kernels never
//! compiles with them missing; a reach ending in held (unmodelled) host
//! code is an error naming the first held diagnostic as its cause.

use super::host::Entity;
use super::Sema;
use crate::diag::Diagnostic;
use crate::ir::{ExecSpace, Expr, ExprKind, FuncId};
use crate::source::Span;
use crate::types::{TArg, TypeId};
use std::collections::HashSet;

impl Sema<'_> {
    /// A host lambda's call operator `id`, just defined: its calls are a
    /// host body's (`thrust::reduce` inside `std::async([=] { … })` is
    /// followed like one in the enclosing function).
    pub(crate) fn note_host_lambda_calls(&mut self, id: FuncId) {
        if self.program.functions[id].space == ExecSpace::Host {
            self.note_host_calls(id);
        }
    }

    /// Records what checked host body `id` calls, whether it names a
    /// kernel, and the call each use of a kernel namespace in it starts
    /// (`kernel_namespace_calls` reads them after the whole file).
    pub(super) fn note_host_calls(&mut self, id: FuncId) {
        let Some(body) = self.program.functions[id].body.as_deref() else {
            return;
        };
        let mut callees = Vec::new();
        let mut seen = HashSet::new();
        crate::ir::for_each_callee(body, &mut |g| {
            if seen.insert(g) {
                callees.push(g);
            }
        });
        let uses: Vec<usize> = (0..self.host.ns_uses.len())
            .filter(|&i| self.host.ns_uses[i].caller == id && self.host.ns_uses[i].callee.is_none())
            .collect();
        for i in uses {
            let at = self.host.ns_uses[i].at;
            let mut found = None;
            crate::ir::walk_body(body, &mut |v| {
                if let crate::ir::Visit::Expr(Expr {
                    kind: ExprKind::Call(g, _),
                    span,
                    ..
                }) = v
                {
                    if found.is_none() && span.file == at.file && span.start == at.start {
                        found = Some(*g);
                    }
                }
            });
            self.host.ns_uses[i].callee = found;
        }
        if callees
            .iter()
            .any(|&g| self.program.functions[g].is_kernel())
        {
            self.host.refs_kernel.insert(id);
        }
        self.host.calls.insert(id, callees);
    }

    /// [CUDA] The user's calls into a library whose headers declare
    /// kernels (CUB's device-wide algorithms, Thrust's): nvcc emits each
    /// kernel such a call instantiates. cudac follows the library's host
    /// code (`note_kernel_reaching`), and accepts the call only when it
    /// could follow it: the callee's body was checked, nothing on the
    /// way had an error cudac held (a part it did not understand), and a
    /// kernel was reached. Anything else is an error, not a compilation
    /// without the kernels (issue 44: no kernel dropped silently).
    pub(crate) fn check_kernel_namespace_calls(&mut self) {
        // A host device body checked while host code was being read (a
        // functor's `operator()` instantiated from the host call that
        // passes it) records its uses but, kept for the device, never
        // went through `check_host_body`: its calls are read here.
        let callers: Vec<FuncId> = self.host.ns_uses.iter().map(|u| u.caller).collect();
        for caller in callers {
            let kept = self.program.functions[caller]
                .body
                .as_ref()
                .is_some_and(|b| !b.is_empty());
            if kept && !self.host.calls.contains_key(&caller) {
                self.note_host_calls(caller);
            }
        }
        let uses = std::mem::take(&mut self.host.ns_uses);
        for u in &uses {
            // A use no call starts at names a type (`cub::KeyValuePair<int,
            // int> *kv;`): its objects launch only through the functions of
            // its namespace the caller calls, which must be understood (and
            // need reach no kernel).
            // A held error in the caller may be a call cudac lost (a
            // constructor it could not resolve).
            let lost = self.first_held(Entity::Func(u.caller));
            let reach = match (lost, u.callee) {
                (Some(d), _) => Err(Some(d)),
                // A host function's calls, or a host device function's
                // body (checked as device code, its calls in the IR).
                (None, Some(f))
                    if self.host.calls.contains_key(&f)
                        || self.program.functions[f]
                            .body
                            .as_ref()
                            .is_some_and(|b| !b.is_empty()) =>
                {
                    match self.understood_reach(vec![f]) {
                        Ok(true) => Ok(()),
                        // Followed to no kernel: right for a utility
                        // (`thrust::distance`, `make_tuple`, `get<0>`,
                        // `make_zip_iterator`) and an algorithm on host
                        // data, but not for one on device data, where no
                        // kernel means cudac picked another system's
                        // overload than nvcc (a launch lost).
                        Ok(false) if !self.expects_device_kernels(f) => Ok(()),
                        Ok(false) => Err(None),
                        Err(d) => Err(d),
                    }
                }
                // A library host function whose body was skipped as naming
                // no kernel-reaching name (`thrust::cuda::par.on(stream)`,
                // which builds a policy): the one assumption reading
                // library code makes (`reaches_library_kernel`) ends the
                // path there, as it does further down one.
                (None, Some(f)) if self.skipped_library_body(f) => Ok(()),
                (None, Some(_)) => Err(None),
                (None, None) => match self.host.calls.get(&u.caller) {
                    Some(cs) => {
                        let of_ns = cs
                            .iter()
                            .copied()
                            .filter(|&h| self.function_namespace(h).as_deref() == Some(&*u.ns));
                        self.understood_reach(of_ns.collect()).map(|_| ())
                    }
                    None => Err(None),
                },
            };
            if let Err(cause) = reach {
                self.kernel_namespace_error(&u.ns, u.at, cause);
            }
        }
    }

    /// Whether `f` is a library host function whose body
    /// `check_host_body` skipped (it named no kernel-reaching name).
    fn skipped_library_body(&self, f: FuncId) -> bool {
        let func = &self.program.functions[f];
        func.space == ExecSpace::Host
            && self.library_files.contains(&func.span.file)
            && !self.host.calls.contains_key(&f)
            && func.body.as_ref().is_some_and(|b| b.is_empty())
    }

    /// The first error held on `e`, if any: where cudac stopped
    /// understanding it.
    fn first_held(&self, e: Entity) -> Option<Diagnostic> {
        self.host
            .unusable
            .get(&e)
            .and_then(|ds| ds.first().cloned())
    }

    /// Whether `g` constructs or destroys a class with held errors (a
    /// member of a type cudac does not know): that member's own
    /// construction, which may launch kernels, is not in `g`'s body.
    fn constructs_held_class(&self, g: FuncId) -> Option<Diagnostic> {
        use crate::ir::MethodKind as K;
        let m = self.program.functions[g].method?;
        let ctor = matches!(
            m.kind,
            K::Constructor | K::BaseConstructor | K::Destructor | K::BaseDestructor
        );
        if !ctor {
            return None;
        }
        self.first_held(Entity::Type(m.class))
    }

    /// The top-level namespace function `h` is declared in, through its
    /// class for a member (`thrust::detail::contiguous_storage<…>::
    /// uninitialized_fill_n` is Thrust's).
    fn function_namespace(&self, h: FuncId) -> Option<String> {
        let f = &self.program.functions[h];
        match &f.method {
            Some(m) => {
                let scope = &self.types.record(m.class)?.scope;
                super::cuda::top_namespace(&self.types, scope)
            }
            None => super::cuda::top_namespace(&self.types, &f.scope),
        }
    }

    /// Whether a call of `root` that reached no kernel should have: it
    /// dispatches on an execution policy (an algorithm, not a utility
    /// such as `make_zip_iterator` or `distance`), and that policy is of
    /// Thrust's CUDA system or `root`'s parameters take device data (a
    /// `device_ptr`, a `device_reference`, an iterator over them, the
    /// `thrust::device` policy). Thrust's algorithms on host data
    /// (`thrust::is_sorted` of a `host_vector`, the sequential system)
    /// launch nothing under nvcc either, nor does a copy between host and
    /// device of trivially copyable elements (a cross-system dispatch
    /// ending in `cudaMemcpy`; its non-trivial path has kernels, which the
    /// reach would have found).
    fn expects_device_kernels(&mut self, root: FuncId) -> bool {
        let device_data = self.params_mention(
            root,
            &["device_ptr", "device_reference", "device_t", "cuda_cub"],
        );
        let mut seen: HashSet<FuncId> = HashSet::from([root]);
        let mut work = vec![root];
        let mut dispatches = false;
        while let Some(g) = work.pop() {
            if self.cuda_system_memory_function(g) {
                return false;
            }
            match self.policy_kind(g) {
                Policy::Cross => return false,
                Policy::Cuda => dispatches = true,
                Policy::Other if device_data => dispatches = true,
                Policy::Other | Policy::None => {}
            }
            let mut callees: Vec<FuncId> = self.base_variant.get(&g).copied().into_iter().collect();
            match self.host.calls.get(&g) {
                Some(cs) => callees.extend(cs.iter().copied()),
                None => {
                    if let Some(body) = self.program.functions[g].body.as_deref() {
                        crate::ir::for_each_callee(body, &mut |h| callees.push(h));
                    }
                }
            }
            for h in callees {
                if seen.insert(h) {
                    work.push(h);
                }
            }
        }
        dispatches
    }

    /// Whether `f` is the memory management of Thrust's CUDA system
    /// (`cuda_cub::malloc`, `free`, the temporary buffers), which
    /// `device_malloc`, `device_free` and `device_vector`'s allocator reach:
    /// it allocates with the runtime API and launches nothing, so a reach
    /// through it is the CUDA system's and rightly ends without kernels.
    fn cuda_system_memory_function(&self, f: FuncId) -> bool {
        let func = &self.program.functions[f];
        let in_cuda_system = func
            .scope
            .iter()
            .any(|s| matches!(s, crate::types::PathSeg::Namespace(n) if n == "cuda_cub"));
        in_cuda_system
            && func.method.is_none()
            && matches!(
                func.name.as_str(),
                "malloc" | "free" | "get_temporary_buffer" | "return_temporary_buffer"
            )
    }

    /// The execution policies `f` takes: one of Thrust's CUDA system
    /// (`cuda_cub::par_t`, `tag`), of another system, or a cross-system
    /// step (a `cross_system` policy, or one policy of each system:
    /// `two_system_copy`).
    fn policy_kind(&mut self, f: FuncId) -> Policy {
        let policies: Vec<String> = self
            .param_names(f)
            .into_iter()
            .filter(|d| d.contains("execution_policy"))
            .collect();
        let Some(first) = policies.first() else {
            return Policy::None;
        };
        if policies
            .iter()
            .any(|d| d.contains("cross_system") || d != first)
        {
            Policy::Cross
        } else if first.contains("cuda_cub") {
            Policy::Cuda
        } else {
            Policy::Other
        }
    }

    /// Whether a parameter type of `f`, as written out, names one of
    /// `names`.
    fn params_mention(&mut self, f: FuncId, names: &[&str]) -> bool {
        self.param_names(f)
            .iter()
            .any(|d| names.iter().any(|n| d.contains(n)))
    }

    /// `f`'s parameter types as written out.
    fn param_names(&mut self, f: FuncId) -> Vec<String> {
        let crate::types::TypeKind::Function { params, .. } =
            self.types.kind(self.program.functions[f].ty).clone()
        else {
            return Vec::new();
        };
        params.iter().map(|&p| self.describe_ty(p)).collect()
    }

    /// What the functions `roots` reach: the first error held on one of
    /// them (a part cudac did not understand), else whether a kernel is
    /// named or launched on the way. A host body skipped as reaching no
    /// kernel (`reaches_library_kernel`) ends a path; a body kept for
    /// device code (a constexpr kernel getter) is followed.
    fn understood_reach(&mut self, roots: Vec<FuncId>) -> Result<bool, Option<Diagnostic>> {
        let mut seen: HashSet<FuncId> = roots.iter().copied().collect();
        let mut work = roots;
        let mut kernel = false;
        while let Some(g) = work.pop() {
            if let Some(d) = self
                .first_held(Entity::Func(g))
                .or_else(|| self.constructs_held_class(g))
            {
                return Err(Some(d));
            }
            // A complete-object constructor forwards to the base-object
            // variant, whose body was checked.
            let mut callees: Vec<FuncId> = self.base_variant.get(&g).copied().into_iter().collect();
            match self.host.calls.get(&g) {
                Some(cs) => {
                    kernel |= self.host.refs_kernel.contains(&g);
                    callees.extend(cs.iter().copied());
                }
                None => match self.program.functions[g].body.as_deref() {
                    Some(body) => crate::ir::for_each_callee(body, &mut |h| callees.push(h)),
                    // A specialisation never defined: what it would call
                    // (and launch) is unknown.
                    None => {
                        let t = self.instance_of.get(&g).copied();
                        if t.is_some_and(|t| self.template_reaches_kernels(t, &mut HashSet::new()))
                        {
                            return Err(None);
                        }
                    }
                },
            }
            for h in callees {
                kernel |= self.program.functions[h].is_kernel();
                if seen.insert(h) {
                    work.push(h);
                }
            }
        }
        Ok(kernel)
    }
}

/// The execution policies a Thrust function takes (`policy_kind`).
enum Policy {
    None,
    Cuda,
    Other,
    Cross,
}

impl Sema<'_> {
    /// Notes a kernel declared at `span` in a library header under its
    /// top-level namespace (`check_kernel_namespace_use`).
    pub(crate) fn note_library_kernel(&mut self, span: Span) {
        if !self.library_files.contains(&span.file) {
            return;
        }
        let scope = self.scopes.ctx(self.scopes.current()).path.clone();
        if let Some(ns) = super::cuda::top_namespace(&self.types, &scope) {
            self.kernel_namespaces.insert(ns);
        }
    }

    /// [CUDA] The user's host code naming namespace `ns` (at `at`, the
    /// first component of a qualified name) whose headers declare kernels:
    /// Thrust's algorithms and containers and CUB's device-wide algorithms
    /// launch kernels from host code, and nvcc emits each kernel such a use
    /// instantiates. The use is noted with its host function; once the
    /// whole file is checked, `check_kernel_namespace_calls` accepts it
    /// only if cudac followed the call to its kernels, and otherwise the
    /// compile fails here rather than succeed without them (issue 45: no
    /// missing kernel with exit 0). Device code using the same namespace
    /// (`cub::BlockReduce` in a kernel) is no such use.
    pub(crate) fn check_kernel_namespace_use(&mut self, ns: &str, at: Span) {
        if !self.in_host_mode()
            || !self.kernel_namespaces.contains(ns)
            || self.library_files.contains(&at.file)
        {
            return;
        }
        // Each specialisation of a host function template is a use of its
        // own: the same call in Test<int *> and in Test<constant_iterator>
        // runs different library code (HeCBench's rle: the second one's
        // kernel was missing with exit 0 when only the first was checked).
        match self.func.as_ref().map(|f| f.id) {
            Some(caller) => {
                let seen = self
                    .host
                    .ns_uses
                    .iter()
                    .any(|u| u.caller == caller && u.at == at && u.ns == ns);
                if !seen {
                    self.host.ns_uses.push(super::host::NamespaceUse {
                        ns: ns.to_string(),
                        at,
                        caller,
                        callee: None,
                    });
                }
            }
            None if self.host.naming_type > 0 => {}
            None if self.host.warned.insert((ns.to_string(), at)) => {
                self.kernel_namespace_error(ns, at, None)
            }
            None => {}
        }
    }

    /// The outermost qualifier of a name, declared in scope `path` (a
    /// namespace's own path, or a class's enclosing scope): a use of its
    /// top-level namespace however it was found (written `cub::`, or
    /// through `using namespace cub;` or `using cub::DeviceReduce;`).
    pub(crate) fn note_qualifier_namespace(&mut self, path: &[crate::types::PathSeg], at: Span) {
        if let Some(ns) = super::cuda::top_namespace(&self.types, path) {
            self.check_kernel_namespace_use(&ns, at);
        }
    }

    /// The error for a use `check_kernel_namespace_use` could not follow,
    /// with the first error cudac met on the way (`cause`) as a label: the
    /// construct to fix, or to report.
    pub(crate) fn kernel_namespace_error(&mut self, ns: &str, at: Span, cause: Option<Diagnostic>) {
        let msg = format!(
            "cudac could not follow the host code of '{ns}' that this call runs: it launches kernels nvcc emits for this call, which cudac cannot name"
        );
        let mut d = Diagnostic::error(at, msg);
        if let Some((span, why)) =
            cause.and_then(|c| Some((c.span.filter(|s| *s != at)?, c.message)))
        {
            d = d.with_secondary(span, format!("cudac stopped here: {why}"));
        }
        self.push_launch_diagnostic(d);
    }
}

impl Sema<'_> {
    /// Whether host library function `id` (a specialisation of a library
    /// function template, or a member of a library class template's
    /// specialisation) must have its body checked although it names no
    /// kernel: what it is instantiated for (its template arguments, its
    /// class's, its parameter types) names a type of the program whose
    /// members launch kernels only once something uses them. libstdc++
    /// then makes those uses: `std::make_unique<Solver<float>>()` runs
    /// `new _Tp(…)`, `std::vector<Grid<int>> v(3)` default-constructs
    /// through its allocator, `std::for_each(…, [](auto p) { k<<<…>>>(p);
    /// })` calls a generic lambda (nvcc emitted those kernels; cudac did
    /// not, with exit status 0).
    pub(crate) fn instance_reaches_program_kernels(&mut self, id: FuncId) -> bool {
        let func = &self.program.functions[id];
        let mut types: Vec<TypeId> = Vec::new();
        if let Some(m) = func.method {
            types.push(m.class);
        }
        if let Some(args) = &func.template_args {
            collect_arg_types(args, &mut types);
        }
        types.extend(self.declared_params(id));
        types
            .into_iter()
            .any(|t| self.type_reaches_program_kernels(t, &mut HashSet::new()))
    }

    /// Whether type `t` names a class of the program (not a library's)
    /// with a member that launches or names kernels and is defined only
    /// when used: a member of a class template's specialisation, or a
    /// member template (a generic lambda's call operator, a functor's
    /// `template <class T> void operator()(T)`).
    fn type_reaches_program_kernels(&mut self, t: TypeId, seen: &mut HashSet<TypeId>) -> bool {
        use crate::types::TypeKind;
        let t = self.types.unqual(t);
        match self.types.kind(t).clone() {
            TypeKind::Pointer(p)
            | TypeKind::LValueRef(p)
            | TypeKind::RValueRef(p)
            | TypeKind::Array(p, _) => return self.type_reaches_program_kernels(p, seen),
            TypeKind::Function { params, ret, .. } => {
                return std::iter::once(ret)
                    .chain(params)
                    .any(|p| self.type_reaches_program_kernels(p, seen))
            }
            TypeKind::Record(_) => {}
            _ => return false,
        }
        if let Some(&known) = self.host.lazy_reach.get(&t) {
            return known;
        }
        if !seen.insert(t) {
            return false;
        }
        let Some(r) = self.types.record(t) else {
            return false;
        };
        let (from_library, args) = (r.from_library, r.template.clone());
        let mut reaches = false;
        if let Some((_, args)) = args {
            let mut inner = Vec::new();
            collect_arg_types(&args, &mut inner);
            reaches = inner
                .into_iter()
                .any(|a| self.type_reaches_program_kernels(a, seen));
        }
        if !reaches && !from_library {
            reaches = self.members_reach_kernels(t);
        }
        // A `false` is kept only once the class's members are declared (a
        // class met before its completion may still gain them).
        if reaches || self.class_ctx(t).is_some() {
            self.host.lazy_reach.insert(t, reaches);
        }
        reaches
    }

    /// Whether a member of program class `t` defined only when used
    /// launches or names kernels.
    fn members_reach_kernels(&mut self, t: TypeId) -> bool {
        let Some(ctx) = self.class_ctx(t) else {
            return false;
        };
        let mut templates = HashSet::new();
        for f in self.scopes.ctx_funcs(ctx) {
            if let Some(p) = self.program.functions[f].pattern {
                if self.template_reaches_kernels(p, &mut templates) {
                    return true;
                }
            } else if let Some((def, dctx)) = self.waiting_member_def(f) {
                if self.def_reaches_kernels(&def, dctx, &mut templates) {
                    return true;
                }
            }
        }
        false
    }
}

/// The types among template arguments `args` (packs' elements too).
fn collect_arg_types(args: &[TArg], out: &mut Vec<TypeId>) {
    for a in args {
        match a {
            TArg::Type(t) => out.push(*t),
            TArg::Pack(items) => collect_arg_types(items, out),
            _ => {}
        }
    }
}
